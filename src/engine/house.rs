//! House numbers: absolute (0..=11) for the engine, own (1..=6) for the learner.

use std::fmt;

use super::Side;

/// One of the twelve houses, by absolute number: South's 0..=5 from South's
/// left, North's 6..=11 continuing counter-clockwise. A move is the house it
/// starts from, so this is also the move type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct House(u8);

impl House {
    /// All twelve houses in sowing order.
    pub const ALL: [House; 12] = {
        let mut all = [House(0); 12];
        let mut i = 0;
        while i < 12 {
            all[i] = House(i as u8);
            i += 1;
        }
        all
    };

    /// The house with absolute number `n`, if `n` is 0..=11.
    pub const fn new(n: usize) -> Option<House> {
        if n < 12 { Some(House(n as u8)) } else { None }
    }

    /// The house a player calls number `own` (1..=6, from their own left).
    pub const fn from_own(side: Side, own: u8) -> Option<House> {
        if own >= 1 && own <= 6 {
            Some(House(side.first_house() as u8 + own - 1))
        } else {
            None
        }
    }

    /// The absolute number, 0..=11.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whose row the house is in.
    #[inline]
    pub const fn owner(self) -> Side {
        if self.0 < 6 { Side::South } else { Side::North }
    }

    /// The number its owner sees, 1..=6 from their own left.
    #[inline]
    pub const fn own_number(self) -> u8 {
        self.0 % 6 + 1
    }

    /// The next house in sowing order (counter-clockwise).
    #[inline]
    pub const fn next(self) -> House {
        House((self.0 + 1) % 12)
    }

    /// The house across the board.
    #[inline]
    pub const fn opposite(self) -> House {
        House(11 - self.0)
    }
}

impl fmt::Display for House {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl From<House> for usize {
    fn from(h: House) -> usize {
        h.index()
    }
}
