//! `wahree teacher reset-pin`: removes a forgotten teacher's PIN from the
//! class in the data folder, so Settings and the teacher's view open again
//! (a new PIN can then be set in Settings).

use std::path::Path;
use std::process::ExitCode;

use super::class::{open, run_jobs};
use super::out::{Out, complain, say};

#[derive(clap::Subcommand)]
pub enum TeacherCommand {
    /// Remove the teacher's PIN (for a forgotten one).
    ResetPin,
}

pub fn run(command: &TeacherCommand, dir: &Path) -> ExitCode {
    match command {
        TeacherCommand::ResetPin => {
            let (files, mut class, problems) = open(dir);
            for p in &problems {
                complain!("wahree: {p}");
            }
            let mut out = Out::stdout();
            if class.settings().pin.is_none() {
                let _ = say!(out, "This class has no teacher's PIN: nothing to reset.");
                return out.end(ExitCode::SUCCESS);
            }
            class.set_pin(None, super::class::seconds());
            if !run_jobs(&files, class.take_jobs()) {
                return ExitCode::FAILURE;
            }
            let _ = say!(
                out,
                "The teacher's PIN is removed. Set a new one in Settings ({}).",
                dir.display()
            );
            out.end(ExitCode::SUCCESS)
        }
    }
}
