//! A set of legal moves, as a bit set: no allocation.

use super::House;

/// The legal moves of a position, in ascending house order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Moves(u16);

impl Moves {
    pub const EMPTY: Moves = Moves(0);

    #[inline]
    pub(crate) const fn from_bits(bits: u16) -> Moves {
        Moves(bits)
    }

    #[inline]
    pub const fn bits(self) -> u16 {
        self.0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub const fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    pub const fn contains(self, house: House) -> bool {
        self.0 & (1 << house.index()) != 0
    }
}

impl Iterator for Moves {
    type Item = House;

    #[inline]
    fn next(&mut self) -> Option<House> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        House::new(i)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Moves {}
