//! What the server sends the devices and the projector about games
//! between two devices, and what they send it (JSON). Every change is an
//! [`Event`] numbered in order within the class (`seq`, from 1): a device
//! that was away asks for the events after the last number it saw.

use serde::{Deserialize, Serialize};

use super::{End, First, Millis, Offer, Phase, Seat};
use crate::classroom::LearnerId;

/// One change to a game of the class.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// Its number in the class: 1, 2, 3, … (a device hears only its
    /// children's games, so it sees gaps).
    pub seq: u64,
    pub at: Millis,
    /// The game's id.
    pub game: String,
    pub body: Body,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Body {
    /// A child challenged a classmate: the invited child's device shows
    /// the challenger's card.
    Invited {
        challenger: LearnerId,
        invited: LearnerId,
        first: First,
    },
    Declined,
    Withdrawn,
    /// Nobody answered the invitation in time.
    Expired,
    /// The game began (accepted, or paired by the teacher): who plays
    /// South (and moves first) and who North.
    Began {
        south: LearnerId,
        north: LearnerId,
        position: String,
        deadline: Option<Millis>,
    },
    /// Move `ply` (from 0) was played from `house`: the device sows it.
    Moved {
        ply: usize,
        house: u8,
        by: Seat,
        position: String,
        deadline: Option<Millis>,
    },
    /// A draw offer, or a take-back request, is waiting for the other
    /// child's answer.
    Asked {
        offer: Offer,
    },
    /// The other child said no (or a move made the request lapse).
    Refused {
        offer: Offer,
    },
    /// A take-back was granted: the game goes back to `ply` moves.
    TookBack {
        ply: usize,
        position: String,
        deadline: Option<Millis>,
    },
    /// The teacher adjourned the game: it waits.
    Adjourned,
    /// The teacher resumed it.
    Resumed {
        deadline: Option<Millis>,
    },
    /// The teacher set the move timer (none: off).
    Timer {
        seconds: Option<u32>,
        deadline: Option<Millis>,
    },
    /// The game is over.
    Over {
        end: End,
    },
}

/// A game as a device or the projector shows it, with the number of the
/// last event of the class it reflects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub id: String,
    pub seq: u64,
    pub challenger: LearnerId,
    pub invited: LearnerId,
    pub first: First,
    /// Paired by the teacher (no invitation).
    pub paired: bool,
    pub phase: Phase,
    /// South, then North, once it began.
    pub seats: Option<[LearnerId; 2]>,
    /// Every move from the usual start.
    pub moves: Vec<u8>,
    /// The position now, in the engine's notation.
    pub position: String,
    /// Who is to move, while it is played.
    pub to_move: Option<LearnerId>,
    pub offer: Option<Offer>,
    pub seconds: Option<u32>,
    pub deadline: Option<Millis>,
    /// The timer ran out and the child to move has not moved yet: the
    /// game waits, and the teacher sees it.
    pub overdue: bool,
    pub end: Option<End>,
    pub created: Millis,
}

/// What a child does in a game, as their device sends it; `learner` is
/// the child (their device must hold their card). (serde cannot deny
/// unknown fields beside a flattened enum: a stray field is ignored.)
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ActIn {
    pub learner: LearnerId,
    #[serde(flatten)]
    pub act: Act,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "act", rename_all = "kebab-case")]
pub enum Act {
    /// The invited child says yes; `moves_first` answers "who moves
    /// first?" when the challenge left it to them.
    Accept {
        #[serde(default)]
        moves_first: Option<bool>,
    },
    Decline,
    Withdraw,
    /// Move number `ply` (the moves played before it): a resend or a
    /// stale device is refused, never played twice.
    Move {
        ply: usize,
        house: u8,
    },
    Resign,
    OfferDraw,
    AskTakeBack,
    /// The answer to the other child's offer or request.
    Answer {
        yes: bool,
    },
}

/// A child's challenge to a classmate.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChallengeIn {
    pub challenger: LearnerId,
    pub invited: LearnerId,
    #[serde(default)]
    pub first: First,
}

/// The teacher pairs two children: a game that begins at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PairIn {
    pub south: LearnerId,
    pub north: LearnerId,
}

/// The teacher's verdict when ending a game by hand.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndIn {
    /// None: the game ends without a result, and counts for nobody.
    #[serde(default)]
    pub result: Option<super::Verdict>,
}

/// The move timer the teacher sets (none: off).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TimerIn {
    #[serde(default)]
    pub seconds: Option<u32>,
}
