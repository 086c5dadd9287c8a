use std::path::PathBuf;
use std::process::ExitCode;

/// Running without a subcommand opens the app.
#[cfg(feature = "gui")]
pub fn run(data: Option<PathBuf>, lessons: Vec<PathBuf>, server: Option<String>) -> ExitCode {
    // No console window behind the app when it was opened from a menu.
    super::console::let_go_of_own_console();
    match wahree::app::run(data, lessons, server) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            super::out::complain!("wahree: the window could not be opened: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Built without the app: say what there is instead.
#[cfg(not(feature = "gui"))]
pub fn run(_data: Option<PathBuf>, _lessons: Vec<PathBuf>, _server: Option<String>) -> ExitCode {
    super::out::printed(|out| {
        super::out::say!(
            out,
            "Wahree: this build has no app (built without the `gui` feature). Try `wahree --help` for the command-line tools."
        )
    })
}
