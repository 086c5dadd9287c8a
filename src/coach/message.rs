//! Language-neutral messages: a fluent message id and its arguments.

/// An argument of a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    Number(i64),
    /// A word for fluent selectors, such as a side ("south", "north").
    Word(&'static str),
}

/// A sentence to say, as a message id of `i18n/*/coach.ftl` and its
/// arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Message {
    pub id: &'static str,
    pub args: Vec<(&'static str, Arg)>,
}

impl Message {
    pub fn new(id: &'static str) -> Message {
        Message {
            id,
            args: Vec::new(),
        }
    }

    pub fn number(mut self, name: &'static str, n: impl Into<i64>) -> Message {
        self.args.push((name, Arg::Number(n.into())));
        self
    }

    pub fn word(mut self, name: &'static str, w: &'static str) -> Message {
        self.args.push((name, Arg::Word(w)));
        self
    }

    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, a)| a)
    }
}
