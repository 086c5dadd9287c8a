//! A problem found in a lesson, puzzle or translation file.

use std::fmt;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// `wahree check` fails.
    Error,
    /// Worth a look; `wahree check` still passes.
    Warning,
}

/// One problem, at a place in a file (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub severity: Severity,
    pub message: String,
}

impl Problem {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }
}

impl fmt::Display for Problem {
    /// `file:line:col: error: message`, the form editors jump to.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        write!(
            f,
            "{}:{}:{}: {kind}: {}",
            self.file, self.line, self.col, self.message
        )
    }
}
