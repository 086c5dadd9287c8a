//! The two players.

use std::fmt;
use std::ops::Not;

/// A player. South owns houses 0..=5 and moves first; North owns 6..=11.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    South,
    North,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::South, Side::North];

    /// Index into `[south, north]` arrays such as the stores.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The absolute number of this side's first house (0 or 6).
    #[inline]
    pub const fn first_house(self) -> usize {
        self as usize * 6
    }

    /// The lowercase name used by the JSON protocol.
    pub const fn name(self) -> &'static str {
        match self {
            Side::South => "south",
            Side::North => "north",
        }
    }

    /// The one-letter form used by the position notation.
    pub const fn letter(self) -> char {
        match self {
            Side::South => 'S',
            Side::North => 'N',
        }
    }
}

impl Not for Side {
    type Output = Side;
    #[inline]
    fn not(self) -> Side {
        match self {
            Side::South => Side::North,
            Side::North => Side::South,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
