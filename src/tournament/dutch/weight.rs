//! Edge weights for the matching: an integer wide enough to hold every
//! quality criterion of a bracket in its own field, most important field
//! highest, so that comparing two sums compares the criteria in order.

use std::cmp::Ordering;

/// What the matching needs of a weight: non-negative integers with
/// addition, subtraction (never below zero), halving and comparison.
pub trait Weight: Copy + Ord + std::fmt::Debug {
    const ZERO: Self;
    fn add(self, other: Self) -> Self;
    fn sub(self, other: Self) -> Self;
    fn half(self) -> Self;
    fn is_even(self) -> bool;
}

impl Weight for i64 {
    const ZERO: Self = 0;
    fn add(self, other: Self) -> Self {
        self + other
    }
    fn sub(self, other: Self) -> Self {
        self - other
    }
    fn half(self) -> Self {
        self / 2
    }
    fn is_even(self) -> bool {
        self % 2 == 0
    }
}

/// An unsigned integer of `N` 64-bit limbs, the most significant first (so
/// the derived order of the array is the numeric order).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Big<const N: usize>(pub [u64; N]);

impl<const N: usize> Ord for Big<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        self.0.cmp(&other.0)
    }
}

impl<const N: usize> PartialOrd for Big<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const N: usize> Big<N> {
    /// `value << shift`, for a small value.
    pub fn shifted(value: u64, shift: u32) -> Self {
        let mut out = Big([0u64; N]);
        let limb = (shift / 64) as usize;
        let within = shift % 64;
        if value == 0 {
            return out;
        }
        out.0[N - 1 - limb] = value << within;
        if within > 0 && limb + 1 < N {
            out.0[N - 2 - limb] = value >> (64 - within);
        }
        out
    }
}

impl<const N: usize> Weight for Big<N> {
    const ZERO: Self = Big([0; N]);

    fn add(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for i in (0..N).rev() {
            let (s, c1) = self.0[i].overflowing_add(other.0[i]);
            let (s, c2) = s.overflowing_add(carry as u64);
            out[i] = s;
            carry = c1 || c2;
        }
        debug_assert!(!carry, "edge weight overflow");
        Big(out)
    }

    fn sub(self, other: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for i in (0..N).rev() {
            let (s, b1) = self.0[i].overflowing_sub(other.0[i]);
            let (s, b2) = s.overflowing_sub(borrow as u64);
            out[i] = s;
            borrow = b1 || b2;
        }
        debug_assert!(!borrow, "edge weight below zero");
        Big(out)
    }

    fn half(self) -> Self {
        let mut out = [0u64; N];
        let mut high = 0u64;
        for (o, &limb) in out.iter_mut().zip(&self.0) {
            *o = (limb >> 1) | (high << 63);
            high = limb & 1;
        }
        Big(out)
    }

    fn is_even(self) -> bool {
        self.0[N - 1] & 1 == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_arithmetic_carries_across_limbs() {
        let a = Big::<2>([0, u64::MAX]);
        let one = Big::<2>([0, 1]);
        assert_eq!(a.add(one), Big([1, 0]));
        assert_eq!(Big::<2>([1, 0]).sub(one), a);
        assert_eq!(Big::<2>([1, 0]).half(), Big([0, 1 << 63]));
        assert!(Big::<2>([1, 0]) > a);
        assert_eq!(Big::<2>::shifted(3, 63), Big([1, 1 << 63]));
    }
}
