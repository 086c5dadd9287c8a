//! Unvalidated positions and the problems that keep them from being played.

use std::fmt;

use super::{House, Side};

/// Seeds in a whole game: 12 houses of 4.
pub const TOTAL_SEEDS: i64 = 48;

/// A position as someone wrote it down, not yet checked. Counts are wide and
/// signed so that a wrong one can be reported instead of being unrepresentable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    pub houses: [i64; 12],
    pub stores: [i64; 2],
    pub to_move: Side,
}

/// One thing wrong with a [`Setup`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupProblem {
    NegativeHouse { house: House, seeds: i64 },
    NegativeStore { side: Side, seeds: i64 },
    WrongTotal { total: i128 },
}

impl SetupProblem {
    /// Language-neutral message id; the fields are the message's arguments.
    pub const fn message_id(&self) -> &'static str {
        match self {
            SetupProblem::NegativeHouse { .. } => "setup-negative-house",
            SetupProblem::NegativeStore { .. } => "setup-negative-store",
            SetupProblem::WrongTotal { .. } => "setup-wrong-total",
        }
    }
}

impl fmt::Display for SetupProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupProblem::NegativeHouse { house, seeds } => {
                write!(
                    f,
                    "house {house} holds a negative number of seeds ({seeds})"
                )
            }
            SetupProblem::NegativeStore { side, seeds } => {
                write!(
                    f,
                    "the {side} store holds a negative number of seeds ({seeds})"
                )
            }
            SetupProblem::WrongTotal { total } => write!(
                f,
                "the houses and stores hold {total} seeds in all; a position must hold exactly {TOTAL_SEEDS}"
            ),
        }
    }
}

/// Every problem found in a [`Setup`], in house order, the total last.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    problems: Vec<SetupProblem>,
}

impl SetupError {
    pub(crate) fn new(problems: Vec<SetupProblem>) -> SetupError {
        debug_assert!(!problems.is_empty());
        SetupError { problems }
    }

    pub fn problems(&self) -> &[SetupProblem] {
        &self.problems
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for SetupError {}

impl Setup {
    /// Seeds in the houses and stores together. i128: a hostile input of
    /// huge counts must not overflow the sum.
    fn total(&self) -> i128 {
        self.houses
            .iter()
            .chain(&self.stores)
            .map(|&n| i128::from(n))
            .sum()
    }

    /// Seeds still to place for the total to be 48 (negative: too many).
    pub fn remainder(&self) -> i128 {
        i128::from(TOTAL_SEEDS) - self.total()
    }

    /// Puts the seeds the houses leave over into the stores, half each
    /// (South takes an odd one), so that the total is 48; false (and no
    /// change) when the houses alone hold more than 48 or a count is
    /// negative.
    pub fn fill_stores(&mut self) -> bool {
        let houses: i128 = self.houses.iter().map(|&n| i128::from(n)).sum();
        let rest = i128::from(TOTAL_SEEDS) - houses;
        if rest < 0 || self.houses.iter().any(|&n| n < 0) {
            return false;
        }
        let north = (rest / 2) as i64;
        self.stores = [rest as i64 - north, north];
        true
    }

    /// All problems, or none.
    pub fn problems(&self) -> Vec<SetupProblem> {
        let mut problems = Vec::new();
        for (house, &seeds) in House::ALL.iter().zip(&self.houses) {
            if seeds < 0 {
                problems.push(SetupProblem::NegativeHouse {
                    house: *house,
                    seeds,
                });
            }
        }
        for (side, &seeds) in Side::BOTH.iter().zip(&self.stores) {
            if seeds < 0 {
                problems.push(SetupProblem::NegativeStore { side: *side, seeds });
            }
        }
        let total = self.total();
        if total != i128::from(TOTAL_SEEDS) {
            problems.push(SetupProblem::WrongTotal { total });
        }
        problems
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stores_take_what_the_houses_leave_over() {
        let mut s = Setup {
            houses: [3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2],
            stores: [40, 0],
            to_move: Side::North,
        };
        assert_eq!(s.remainder(), 3);
        assert!(s.fill_stores());
        assert_eq!(s.stores, [22, 21]);
        assert_eq!(s.remainder(), 0);
        assert!(s.problems().is_empty());
        s.houses[0] = 49;
        assert!(!s.fill_stores());
        assert_eq!(s.stores, [22, 21]);
    }
}
