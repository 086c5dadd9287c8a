//! The FIDE Dutch system (Handbook C.04.3, the rules in force since 2026):
//! pairs the next round of a Swiss tournament.
//!
//! Brackets are paired from the top score down. Each bracket's pairing is
//! a maximum-weight matching ([`blossom`]) over the bracket and every
//! player still unpaired below it, whose edge weights hold the quality
//! criteria C5–C21 in fields of falling importance ([`fields`]); every
//! legal pair also carries a weight above all of them, so the matching
//! always keeps the rest of the round pairable (the completion
//! requirement, C4). Colours are then given by the handbook's rules E.1–E.5
//! ([`colours`]). `check` says which rule a pairing made by hand breaks.
//! "Moves first" (South) plays FIDE's White throughout.

mod blossom;
mod bracket;
mod check;
mod colours;
mod fields;
mod state;
mod weight;

pub use check::{Violation, check};

/// Everything the pairing of one round needs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Input {
    pub players: Vec<Player>,
    /// The number of rounds of the tournament (the last round relaxes C3
    /// for its topscorers). The round about to be paired is the length of
    /// the players' history plus one.
    pub rounds_total: u32,
    /// Pairs that must not meet (siblings): treated like "already met".
    pub forbidden: Vec<(u32, u32)>,
    /// The initial colour, drawn by lot before round 1 (TRF's XXC): what
    /// pairing number 1 plays in round 1, and what E.5 gives to the higher
    /// player of a pair with no colour history when his number is odd.
    pub initial_colour: Colour,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Pairing number, 1-based, by the initial order.
    pub id: u32,
    /// Score × 10 (15 = 1.5 points).
    pub points_x10: u32,
    /// One entry per round played so far, in order.
    pub history: Vec<Game>,
    /// Withdrawn, or not to be paired this round.
    pub absent: bool,
    /// Has had a pairing-allocated bye or a forfeit win: may not get the
    /// bye again (C2).
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
    /// Not paired, by the player's own request made in advance (a
    /// half-point or full-point bye), with the points the organiser
    /// granted: no game and no colour, but the points count, and more
    /// than a loss's floats the player down (1.4.3).
    Excused {
        score_x10: u32,
    },
    /// Not paired and nothing scored (withdrawn, absent, entered late).
    Absent,
}

/// `First` moves first (South): FIDE's White.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Colour {
    First,
    Second,
}

impl Colour {
    pub fn other(self) -> Colour {
        match self {
            Colour::First => Colour::Second,
            Colour::Second => Colour::First,
        }
    }
}

/// One game of the round: `first` moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pairing {
    pub first: u32,
    pub second: u32,
}

/// A round's pairings, by board (the highest scores first), and the
/// pairing-allocated bye when the number of players is odd.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Round {
    pub pairs: Vec<Pairing>,
    pub bye: Option<u32>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PairError {
    /// No pairing keeps the absolute rules (C1–C3).
    NoPairing,
    /// The input itself is inconsistent (unknown opponent, repeated id...).
    Invalid(String),
}

impl std::fmt::Display for PairError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PairError::NoPairing => write!(f, "no pairing keeps the absolute criteria"),
            PairError::Invalid(why) => write!(f, "invalid tournament: {why}"),
        }
    }
}

impl std::error::Error for PairError {}

/// Pairs the next round by the Dutch system.
pub fn pair(input: &Input) -> Result<Round, PairError> {
    let state = state::State::new(input)?;
    let chosen = bracket::pair_round(&state)?;
    Ok(colours::finish(&state, &chosen))
}

#[cfg(test)]
mod tests;
