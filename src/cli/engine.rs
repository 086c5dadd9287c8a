use std::io;
use std::process::ExitCode;

use super::out::complain;

pub fn run() -> ExitCode {
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    match wahree::protocol::serve(stdin, stdout) {
        Ok(()) => ExitCode::SUCCESS,
        // The client closed its end: nothing more to answer.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            complain!("wahree engine: {e}");
            ExitCode::FAILURE
        }
    }
}
