//! A problem found in a lesson, puzzle or translation file: where it is and
//! what it is, as a message id with arguments. The words are in
//! `i18n/<lang>/problems.ftl` (and the engine's `setup-*` messages), put
//! together by `crate::i18n`: the app shows them in the learner's language,
//! `wahree check` in English.

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    /// `wahree check` fails.
    Error,
    /// Worth a look; `wahree check` still passes.
    Warning,
}

/// An argument of a message: a number, or text that needs no translation
/// (a field name, an id, a file name, a selector such as `south`).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Arg {
    Number(i64),
    Text(String),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n)
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}

impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<u16> for Arg {
    fn from(n: u16) -> Arg {
        Arg::Number(n.into())
    }
}

impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_owned())
    }
}

/// What is wrong, in no language: a message id and its arguments.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Detail {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Detail {
    pub fn new(id: &'static str) -> Detail {
        Detail {
            id,
            args: Vec::new(),
        }
    }

    /// Adds the argument `name`.
    pub fn with(mut self, name: &'static str, value: impl Into<Arg>) -> Detail {
        self.args.push((name, value.into()));
        self
    }

    /// The argument `name`, if given.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}

/// One problem, at a place in a file (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub severity: Severity,
    pub detail: Detail,
}

impl Problem {
    pub fn is_error(&self) -> bool {
        self.severity == Severity::Error
    }

    /// `file:line:col`, the form editors jump to.
    pub fn place(&self) -> String {
        format!("{}:{}:{}", self.file, self.line, self.col)
    }
}
