//! Standard output for the command line's results. `println!` panics when
//! the reader has gone (`wahree puzzles show … | head` closes the pipe);
//! `Out` stops writing instead, so a command that only prints ends quietly
//! and one that still has work to do (saving a class, writing ratings)
//! does it. Any other failure to write (a full disk) is said at the end.

use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// `println!` on an [`Out`]: `say!(out, "{x}")` is `Err(Stopped)` once
/// the output has stopped, so a printing loop can end with `?`.
macro_rules! say {
    ($out:expr, $($arg:tt)*) => {
        $out.line(format_args!($($arg)*))
    };
}
pub(crate) use say;

/// `eprintln!` that cannot panic: a message for a standard error that is
/// closed (`wahree … 2>&-`) or full is dropped, and the command goes on to
/// its own exit code.
macro_rules! complain {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        let _ = writeln!(std::io::stderr(), $($arg)*);
    }};
}
pub(crate) use complain;

/// The output has stopped: its reader closed it, or writing failed.
#[derive(Debug, PartialEq, Eq)]
pub struct Stopped;

pub struct Out<W: Write = io::Stdout> {
    w: W,
    stopped: bool,
    /// A failure other than a closed pipe, said by [`Out::end`].
    error: Option<io::Error>,
}

impl Out {
    pub fn stdout() -> Self {
        Out::new(io::stdout())
    }
}

impl<W: Write> Out<W> {
    pub fn new(w: W) -> Self {
        Out {
            w,
            stopped: false,
            error: None,
        }
    }

    /// Writes one line (flushed, so a closed pipe shows at once).
    pub fn line(&mut self, args: fmt::Arguments) -> Result<(), Stopped> {
        self.write(|w| writeln!(w, "{args}"))
    }

    /// Writes a block of text as it is.
    pub fn text(&mut self, s: &str) -> Result<(), Stopped> {
        self.write(|w| w.write_all(s.as_bytes()))
    }

    fn write(&mut self, f: impl FnOnce(&mut W) -> io::Result<()>) -> Result<(), Stopped> {
        if self.stopped {
            return Err(Stopped);
        }
        match f(&mut self.w).and_then(|()| self.w.flush()) {
            Ok(()) => Ok(()),
            Err(e) => {
                self.stopped = true;
                if e.kind() != io::ErrorKind::BrokenPipe {
                    self.error = Some(e);
                }
                Err(Stopped)
            }
        }
    }

    /// The command's exit code: `code`, also when the reader closed the
    /// output early (it had what it wanted); a failure on standard error
    /// when the output could not be written otherwise.
    pub fn end(self, code: ExitCode) -> ExitCode {
        match self.error {
            None => code,
            Some(e) => {
                complain!("wahree: the output could not be written: {e}");
                ExitCode::FAILURE
            }
        }
    }
}

/// A command that only prints: its output, then its exit code.
pub fn printed(f: impl FnOnce(&mut Out) -> Result<(), Stopped>) -> ExitCode {
    let mut out = Out::stdout();
    let _ = f(&mut out);
    out.end(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A reader that takes `room` bytes, then fails with `kind`.
    struct Closing {
        room: usize,
        kind: io::ErrorKind,
        got: Vec<u8>,
    }

    impl Write for Closing {
        fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
            if self.got.len() + buf.len() > self.room {
                return Err(io::Error::from(self.kind));
            }
            self.got.extend_from_slice(buf);
            Ok(buf.len())
        }
        fn flush(&mut self) -> io::Result<()> {
            Ok(())
        }
    }

    fn closing(room: usize, kind: io::ErrorKind) -> Out<Closing> {
        Out::new(Closing {
            room,
            kind,
            got: Vec::new(),
        })
    }

    #[test]
    fn a_closed_pipe_stops_the_output_and_ends_with_the_commands_own_code() {
        let mut out = closing(8, io::ErrorKind::BrokenPipe);
        assert_eq!(say!(out, "one {}", 1), Ok(()));
        assert_eq!(say!(out, "two {}", 2), Err(Stopped));
        // Stopped for good, even for a line that would fit.
        assert_eq!(out.text(""), Err(Stopped));
        assert_eq!(out.w.got, b"one 1\n");
        assert_eq!(out.end(ExitCode::FAILURE), ExitCode::FAILURE);
        let out = closing(0, io::ErrorKind::BrokenPipe);
        assert_eq!(out.end(ExitCode::SUCCESS), ExitCode::SUCCESS);
    }

    #[test]
    fn any_other_failure_to_write_fails_the_command() {
        let mut out = closing(4, io::ErrorKind::StorageFull);
        assert_eq!(out.text("12345"), Err(Stopped));
        assert_eq!(out.end(ExitCode::SUCCESS), ExitCode::FAILURE);
    }
}
