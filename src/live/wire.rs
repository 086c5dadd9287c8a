//! What the server sends the devices and the projector, and what they
//! send it (JSON). Every change to a session is an [`Event`] numbered in
//! order (`seq`, from 1 in each session): a device that was away asks for
//! the events after the last number it saw, and misses nothing.
//!
//! Some events are the teacher's alone ([`Body::teacher_only`]): the
//! counts per house before the reveal, which would tell the class the
//! popular answer.

use serde::{Deserialize, Serialize};

use super::challenge::{Hints, Phase};
use super::puzzle::LivePuzzle;
use super::tally::Houses;
use super::vote::{Closed, Seat, VotePhase};
use super::{Millis, Summary};
use crate::classroom::LearnerId;
use crate::content::{Goal, Theme};

/// One change to a live session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// Its number in the session: 1, 2, 3, … with none left out (a
    /// device skips the teacher's, so it may see gaps).
    pub seq: u64,
    pub at: Millis,
    pub body: Body,
}

/// What happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Body {
    /// The teacher started a session: "Your teacher started a challenge"
    /// (puzzles and hints) or a game against the computer (its level).
    Started {
        puzzles: usize,
        hints: Option<Hints>,
        level: Option<u8>,
    },
    /// A puzzle takes answers now.
    PuzzleOpened {
        puzzle: PuzzleView,
        deadline: Option<Millis>,
    },
    /// A child answered (not whether right): their card turns "answered".
    Answered {
        index: usize,
        learner: LearnerId,
        answered: u32,
    },
    /// The teacher's: how many played each house first so far.
    Tally {
        index: usize,
        houses: Houses,
        answered: u32,
    },
    Revealed {
        reveal: Reveal,
    },
    /// The class's vote for move `ply` of the game is open.
    VoteOpened {
        ply: usize,
        position: String,
        deadline: Option<Millis>,
    },
    /// A child voted (not for what).
    Voted {
        ply: usize,
        learner: LearnerId,
        voted: u32,
    },
    /// The teacher's: the votes per house so far.
    VoteTally {
        ply: usize,
        houses: Houses,
        voted: u32,
    },
    /// The vote is closed and its move played.
    VoteClosed {
        closed: Closed,
        position: String,
    },
    /// The computer answered.
    ComputerPlayed {
        ply: usize,
        house: u8,
        position: String,
    },
    /// The game is over: the final stores, South's first.
    GameOver {
        stores: [u8; 2],
    },
    /// The teacher ended the session: the devices go back to what they
    /// were doing.
    Ended,
    /// The teacher's: a child joined on their device (`joined` in all).
    Joined {
        learner: LearnerId,
        joined: u32,
    },
}

impl Body {
    /// Whether only the teacher's stream carries it.
    pub fn teacher_only(&self) -> bool {
        matches!(
            self,
            Body::Tally { .. } | Body::VoteTally { .. } | Body::Joined { .. }
        )
    }
}

/// A puzzle as the devices get it: no intended move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleView {
    pub index: usize,
    /// The library's id (the device shows its hints from its own
    /// library), or `board-N`.
    pub id: String,
    /// In the engine's notation.
    pub position: String,
    pub goal: Goal,
}

impl PuzzleView {
    pub fn of(index: usize, p: &LivePuzzle) -> PuzzleView {
        PuzzleView {
            index,
            id: p.id.clone(),
            position: p.position.to_string(),
            goal: p.goal,
        }
    }
}

/// What "Reveal" shows: the right line sown, the counts, and the most
/// popular wrong first move with the engine's answer to it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reveal {
    pub index: usize,
    /// The right moves from the start, the opponent's replies between.
    pub line: Vec<u8>,
    pub tally: Houses,
    pub answered: u32,
    pub solved: u32,
    pub wrong: Option<WrongMove>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct WrongMove {
    pub house: u8,
    /// How many played it.
    pub count: u32,
    /// The opponent's answer that refutes it (none if the game ends).
    pub reply: Option<u8>,
}

/// A session as it is now, with the number of the last event it
/// reflects: a device shows it, then follows the events after `seq`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct View {
    pub session: String,
    pub seq: u64,
    pub ended: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<ChallengeView>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteView>,
    /// The answers of the learners a device asked about (its own).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub mine: Vec<Mine>,
    /// The teacher's: the children who joined, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joined: Vec<LearnerId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChallengeView {
    pub puzzles: usize,
    pub hints: Hints,
    pub seconds: Option<u32>,
    pub phase: Phase,
    /// The puzzle open or revealed.
    pub puzzle: Option<PuzzleView>,
    /// Who answered it, in order.
    pub answered: Vec<LearnerId>,
    /// Its counts per house: the teacher's, and everyone's once revealed.
    pub tally: Option<Houses>,
    pub reveal: Option<Reveal>,
    /// The teacher's: every puzzle's id, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ids: Vec<String>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteView {
    /// The game's start and every move since.
    pub start: String,
    pub moves: Vec<u8>,
    pub position: String,
    pub class: Seat,
    pub level: u8,
    pub phase: VotePhase,
    /// Who voted for the move being voted.
    pub voted: Vec<LearnerId>,
    /// The teacher's: the votes per house so far.
    pub tally: Option<Houses>,
    pub history: Vec<Closed>,
}

/// A child's answer to one puzzle, for their device: whether it was
/// right only once the puzzle is revealed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mine {
    pub learner: LearnerId,
    pub index: usize,
    pub answer: String,
    pub moves: Vec<u8>,
    pub solved: Option<bool>,
}

/// The teacher's "Start": a challenge or a game against the computer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Start {
    Challenge(StartChallenge),
    Vote(StartVote),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartChallenge {
    /// In order; each choice may name several puzzles.
    pub puzzles: Vec<Choice>,
    #[serde(default)]
    pub hints: Hints,
    #[serde(default)]
    pub seconds: Option<u32>,
    #[serde(default)]
    pub show_fastest: bool,
}

/// Puzzles the teacher chose (`pick.rs` finds them).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum Choice {
    /// A puzzle of the library, by id.
    Library(String),
    /// A position from the teacher's board, with its goal and intended
    /// moves.
    Board {
        position: String,
        goal: Goal,
        #[serde(default)]
        answer: Vec<u8>,
    },
    /// `count` puzzles of a theme (any, if none) rated `min` to `max`.
    Theme {
        theme: Option<Theme>,
        #[serde(default)]
        min: u16,
        #[serde(default = "max_rating")]
        max: u16,
        count: usize,
    },
    /// The `count` puzzles this class missed most.
    MissedMost { count: usize },
}

fn max_rating() -> u16 {
    u16::MAX
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartVote {
    /// The computer's level.
    pub level: u8,
    /// The side the class plays.
    #[serde(default)]
    pub class: Seat,
    /// The start, in the engine's notation (the game's usual start if
    /// none).
    #[serde(default)]
    pub position: Option<String>,
    #[serde(default)]
    pub seconds: Option<u32>,
}

/// A child joins the session on a device.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JoinIn {
    pub learner: LearnerId,
}

/// The teacher closes a vote, with their pick for a tie.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Close {
    #[serde(default)]
    pub pick: Option<u8>,
}

/// The teacher's summary of a session.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    pub session: String,
    pub ended: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub challenge: Option<Summary>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<VoteView>,
}
