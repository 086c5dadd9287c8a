//! `wahree engine`: the JSON-lines protocol on standard input and output
//! (`wahree::protocol`). An analysis stops as soon as the client is gone
//! (nobody reads standard output any more), instead of searching on for
//! nobody.

use std::io;
use std::process::ExitCode;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::out::complain;

pub fn run() -> ExitCode {
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    let gone = Arc::new(AtomicBool::new(false));
    watch_reader(Arc::clone(&gone));
    match wahree::protocol::serve_until(stdin, stdout, &gone) {
        Ok(()) => ExitCode::SUCCESS,
        // The client closed its end: nothing more to answer.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            complain!("wahree engine: {e}");
            ExitCode::FAILURE
        }
    }
}

/// Sets `gone` once standard output is a pipe whose reader has closed it
/// (the client ended, or was killed, in the middle of an analysis). A
/// client that only closes its input after its last request is still
/// answered.
#[cfg(unix)]
fn watch_reader(gone: Arc<AtomicBool>) {
    std::thread::spawn(move || {
        loop {
            let mut fd = libc::pollfd {
                fd: libc::STDOUT_FILENO,
                events: 0,
                revents: 0,
            };
            // SAFETY: one valid pollfd, for the length given.
            let n = unsafe { libc::poll(&mut fd, 1, 200) };
            if n > 0 && fd.revents & (libc::POLLERR | libc::POLLHUP) != 0 {
                gone.store(true, std::sync::atomic::Ordering::Relaxed);
                return;
            }
            if n < 0 && io::Error::last_os_error().kind() != io::ErrorKind::Interrupted {
                return;
            }
        }
    });
}

#[cfg(not(unix))]
fn watch_reader(_gone: Arc<AtomicBool>) {}
