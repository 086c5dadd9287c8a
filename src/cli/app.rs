use std::process::ExitCode;

/// Until the app lands, running without a subcommand explains what there is.
pub fn run() -> ExitCode {
    println!("Wahree: the app is not built yet. Try `wahree --help` for the command-line tools.");
    ExitCode::SUCCESS
}
