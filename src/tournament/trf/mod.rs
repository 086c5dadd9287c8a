//! FIDE's Tournament Report File, 2016 form (TRF-16), as arbiters'
//! programs (bbpPairings, JaVaFo) read it: written and read with the
//! players' names as typed (UTF-8; columns count characters, as those
//! programs count them).
//!
//! Lines written: 012 (name), 042 (date), 062 (players), 092 (type), 001
//! (a player and every round: opponent, w/b, result 1 = 0 + - and
//! 0000 - U/H/F/Z for the bye, excused rounds and rounds missed), XXR
//! (rounds), XXC (white1/black1: who moves first in round 1), XXP (a pair
//! that must not meet), BBU (the bye's points, when not 1). A round still
//! being played has blank results. What TRF has no line for is kept in
//! lines of our own, which other programs skip: WHF (format), WHT
//! (tie-breaks), WHL (a player's learner), WHW (withdrawn), WHR (a round's
//! table order). The next round's absences are the column after the last
//! paired round, as JaVaFo reads it.

mod read;
mod write;

use std::fmt;

pub use read::{MAX_BYTES, read};
pub use write::write;

/// Why a file was refused: the line (from 1; 0 for the whole file) and
/// what is wrong, in English for arbiters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            f.write_str(&self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl std::error::Error for TrfError {}

#[cfg(test)]
mod tests;
