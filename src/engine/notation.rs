//! The position notation shared by lessons, the command line and messages.
//!
//! `4,4,4,4,4,4/4,4,4,4,4,4 0-0 S`: South's houses 0..=5, a slash, North's
//! houses 6..=11 (both in sowing order), the South and North stores, and the
//! player to move (`S` or `N`). Spaces separate the three fields; any run of
//! spaces is accepted, and nothing else.

use std::fmt;
use std::str::FromStr;

use super::{Position, Setup, SetupError, Side};

pub(crate) fn write(p: &Position, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    for (i, n) in p.houses().iter().enumerate() {
        match i {
            0 => {}
            6 => f.write_str("/")?,
            _ => f.write_str(",")?,
        }
        write!(f, "{n}")?;
    }
    let [s, n] = p.stores();
    write!(f, " {s}-{n} {}", p.to_move().letter())
}

/// Why a text is not a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The text does not have the notation's shape; `column` is 1-based, in
    /// characters, where the problem starts.
    Syntax {
        column: usize,
        expected: &'static str,
    },
    /// The shape is right but the position is not legal.
    Setup(SetupError),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::Syntax { column, expected } => {
                write!(f, "column {column}: expected {expected}")
            }
            NotationError::Setup(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

/// A small cursor over the text that knows its column.
struct Cursor<'a> {
    text: &'a str,
    pos: usize,
}

impl Cursor<'_> {
    fn column(&self) -> usize {
        self.text[..self.pos].chars().count() + 1
    }

    fn fail<T>(&self, expected: &'static str) -> Result<T, NotationError> {
        Err(NotationError::Syntax {
            column: self.column(),
            expected,
        })
    }

    fn peek(&self) -> Option<char> {
        self.text[self.pos..].chars().next()
    }

    fn eat(&mut self, c: char, expected: &'static str) -> Result<(), NotationError> {
        if self.peek() == Some(c) {
            self.pos += c.len_utf8();
            Ok(())
        } else {
            self.fail(expected)
        }
    }

    fn spaces(&mut self, expected: &'static str) -> Result<(), NotationError> {
        let start = self.pos;
        while self.peek() == Some(' ') {
            self.pos += 1;
        }
        if self.pos == start {
            return self.fail(expected);
        }
        Ok(())
    }

    fn number(&mut self, expected: &'static str) -> Result<i64, NotationError> {
        let start = self.pos;
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
        if self.pos == start {
            return self.fail(expected);
        }
        // More digits than any count could need is still a syntax problem.
        self.text[start..self.pos].parse().or_else(|_| {
            self.pos = start;
            self.fail(expected)
        })
    }
}

impl FromStr for Setup {
    type Err = NotationError;

    /// Parses the notation's shape without checking the seed total.
    fn from_str(text: &str) -> Result<Setup, NotationError> {
        let mut c = Cursor { text, pos: 0 };
        let mut houses = [0i64; 12];
        for (i, house) in houses.iter_mut().enumerate() {
            match i {
                0 => {}
                6 => c.eat('/', "'/' between South's six houses and North's")?,
                _ => c.eat(',', "',' between house counts")?,
            }
            *house = c.number("a house's seed count (a whole number)")?;
        }
        c.spaces("a space before the stores")?;
        let south = c.number("South's store (a whole number)")?;
        c.eat('-', "'-' between the two stores")?;
        let north = c.number("North's store (a whole number)")?;
        c.spaces("a space before the player to move")?;
        let to_move = match c.peek() {
            Some('S') => Side::South,
            Some('N') => Side::North,
            _ => return c.fail("the player to move, S or N"),
        };
        c.pos += 1;
        if c.pos != text.len() {
            return c.fail("the end of the position");
        }
        Ok(Setup {
            houses,
            stores: [south, north],
            to_move,
        })
    }
}

impl FromStr for Position {
    type Err = NotationError;

    fn from_str(text: &str) -> Result<Position, NotationError> {
        let setup: Setup = text.parse()?;
        Position::try_from(setup).map_err(NotationError::Setup)
    }
}
