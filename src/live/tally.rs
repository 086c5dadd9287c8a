//! Counts per house, as the projector draws them on the board: how many
//! children played (or voted) each house. And the vote's winner: the most
//! voted legal move, a tie going to the teacher's pick.

use super::LiveError;

/// How many played each of the twelve houses (absolute numbers).
pub type Houses = [u32; 12];

/// The counts of these houses (numbers over 11 are left out: the core
/// never records one).
pub fn count(moves: impl IntoIterator<Item = u8>) -> Houses {
    let mut out = [0; 12];
    for m in moves {
        if let Some(n) = out.get_mut(usize::from(m)) {
            *n += 1;
        }
    }
    out
}

/// The houses with the most, when any has one; in house order.
pub fn top(houses: &Houses) -> Vec<u8> {
    let most = houses.iter().copied().max().unwrap_or(0);
    if most == 0 {
        return Vec::new();
    }
    (0..12u8)
        .filter(|&h| houses[usize::from(h)] == most)
        .collect()
}

/// How a vote was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decided {
    /// The one house with the most votes.
    Most(u8),
    /// The teacher's pick among the tied houses (or with no votes).
    Teacher(u8),
}

impl Decided {
    pub fn house(self) -> u8 {
        match self {
            Decided::Most(h) | Decided::Teacher(h) => h,
        }
    }
}

/// The move a vote gives: the most voted, or among several tied the
/// teacher's `pick`; with no votes, the teacher's pick if it is `legal`.
/// Votes are legal moves already (refused otherwise when cast).
pub fn decide(votes: &Houses, pick: Option<u8>, legal: &[u8]) -> Result<Decided, LiveError> {
    match top(votes).as_slice() {
        [one] => Ok(Decided::Most(*one)),
        [] => match pick {
            Some(p) if legal.contains(&p) => Ok(Decided::Teacher(p)),
            _ => Err(LiveError::NoVotes),
        },
        tied => match pick {
            Some(p) if tied.contains(&p) => Ok(Decided::Teacher(p)),
            _ => Err(LiveError::Tie),
        },
    }
}
