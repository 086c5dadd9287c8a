//! The FIDE Dutch system (C.04.3): a placeholder with the agreed
//! interface only, so that the rest of `tournament` and the command line
//! build. The engine itself is written elsewhere and replaces this file;
//! nothing here pairs anybody.

use std::fmt;

/// What the engine is asked: every player's history up to now, for the
/// round about to be paired (the history's length + 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub players: Vec<Player>,
    pub rounds_total: u32,
    pub forbidden: Vec<(u32, u32)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Pairing number, 1-based, by the initial order.
    pub id: u32,
    /// Score × 10 (15 is 1½).
    pub points_x10: u32,
    /// One entry per round played so far, in order.
    pub history: Vec<Game>,
    /// Withdrawn, or not to be paired in this round.
    pub absent: bool,
    /// Had a pairing-allocated bye or a forfeit win.
    pub bye_received: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Game {
    Played {
        opponent: u32,
        colour: Colour,
        score_x10: u32,
    },
    Bye {
        score_x10: u32,
    },
    ForfeitWin {
        opponent: u32,
    },
    ForfeitLoss {
        opponent: u32,
    },
    Absent,
}

/// `First` moves first (South): FIDE's White.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    First,
    Second,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pairing {
    pub first: u32,
    pub second: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub pairs: Vec<Pairing>,
    pub bye: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairError {
    /// No legal pairing exists.
    NoPairing,
    Invalid(String),
}

/// A rule a given pairing breaks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation(pub String);

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

pub fn pair(_input: &Input) -> Result<Round, PairError> {
    Err(PairError::Invalid("not built".into()))
}

/// Until the engine lands every round is reported as unchecked, never as
/// following the rules.
pub fn check(_input: &Input, _round: &Round) -> Vec<Violation> {
    vec![Violation("not built: the Dutch engine is missing".into())]
}
