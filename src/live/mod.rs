//! A live session of a class (issue 22): a challenge, where the teacher
//! opens puzzles one by one on the projector and every child answers on
//! their own device, and the class against the computer, where the class
//! votes each of its moves.
//!
//! GUI-free and I/O-free: state, rules and the wire types, used by the
//! server (`src/server/live*.rs`, which keeps the state in its database
//! and is the judge of every answer) and later by the app. Times are
//! milliseconds since 1970 given by the caller; words leave as ids.
//!
//! - `puzzle.rs`: a puzzle as the challenge asks it, and the engine's
//!   judgement of an answer, the right line and a wrong move's refutation;
//! - `challenge.rs`: the challenge's phases, answers (each counted once,
//!   by its id) and reveal; `summary.rs` what it gives per puzzle and per
//!   child, `progress.rs` the journal facts it adds to each child;
//! - `vote.rs`: the class against the computer;
//! - `tally.rs`: counts per house, and the vote's winner;
//! - `pick.rs`: the puzzles a teacher's choice names;
//! - `wire.rs`: what the devices and the projector are sent (numbered
//!   events, views) and what they send.

pub mod challenge;
pub mod error;
pub mod pick;
pub mod progress;
pub mod puzzle;
pub mod summary;
pub mod tally;
pub mod vote;
pub mod wire;

use crate::classroom::LearnerId;
use serde::{Deserialize, Serialize};

pub use challenge::{Answer, AnswerIn, Challenge, Hints, Phase, Recorded};
pub use error::LiveError;
pub use puzzle::{Judged, LivePuzzle, ReplyFacts, WrongStory};
pub use summary::Summary;
pub use tally::Houses;
pub use vote::{Seat, Vote, VoteGame, VoteIn, VotePhase};
pub use wire::{Body, Event, View};

/// Milliseconds since 1970, on the server's clock.
pub type Millis = u64;

/// An answer or vote that arrives this long after the timer's end still
/// counts: the network and a device's tap take a moment.
pub const GRACE_MS: Millis = 2_000;
/// The most puzzles one challenge holds.
pub const MAX_PUZZLES: usize = 30;
/// The longest timer, in seconds.
pub const MAX_SECONDS: u32 = 3_600;
/// The longest answer or vote id a device may make.
pub const MAX_ID: usize = 64;

/// A live session: one of the two kinds, as the server keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum Live {
    Challenge(Challenge),
    Vote(VoteGame),
}

impl Live {
    pub fn is_ended(&self) -> bool {
        match self {
            Live::Challenge(c) => c.phase == Phase::Ended,
            Live::Vote(v) => v.phase == VotePhase::Ended,
        }
    }

    /// Ends the session (the teacher's "End"), from any phase.
    pub fn end(&mut self) -> Result<Vec<Body>, LiveError> {
        match self {
            Live::Challenge(c) => c.end(),
            Live::Vote(v) => v.end(),
        }
    }

    /// `learner` joined the session on their device: their card on the
    /// projector says so. Once each; none once the session has ended.
    pub fn join(&mut self, learner: LearnerId) -> Result<Vec<Body>, LiveError> {
        if self.is_ended() {
            return Err(LiveError::Ended);
        }
        let joined = match self {
            Live::Challenge(c) => &mut c.joined,
            Live::Vote(v) => &mut v.joined,
        };
        if joined.contains(&learner) {
            return Ok(Vec::new());
        }
        joined.push(learner.clone());
        Ok(vec![Body::Joined {
            learner,
            joined: joined.len() as u32,
        }])
    }

    /// Who joined, in order.
    pub fn joined(&self) -> &[LearnerId] {
        match self {
            Live::Challenge(c) => &c.joined,
            Live::Vote(v) => &v.joined,
        }
    }

    /// What `seq` and this state show a device, or the teacher (who also
    /// sees the tallies before a reveal and the puzzles' ids).
    pub fn view(&self, session: &str, seq: u64, teacher: bool) -> View {
        View {
            session: session.to_owned(),
            seq,
            ended: self.is_ended(),
            challenge: match self {
                Live::Challenge(c) => Some(c.view(teacher)),
                Live::Vote(_) => None,
            },
            vote: match self {
                Live::Vote(v) => Some(v.view(teacher)),
                Live::Challenge(_) => None,
            },
            mine: Vec::new(),
            // The projector's: who is here.
            joined: if teacher {
                self.joined().to_vec()
            } else {
                Vec::new()
            },
        }
    }
}

/// Whether `id` may name an answer or a vote: short and printable ASCII
/// (a device makes it at random and sends it again with a resend).
pub fn valid_id(id: &str) -> bool {
    !id.is_empty()
        && id.len() <= MAX_ID
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// A timer's end `seconds` after `now`, if there is a timer.
pub(crate) fn deadline(now: Millis, seconds: Option<u32>) -> Option<Millis> {
    seconds.map(|s| now + u64::from(s) * 1000)
}

/// Whether `now` is past `deadline` and its grace.
pub(crate) fn too_late(now: Millis, deadline: Option<Millis>) -> bool {
    deadline.is_some_and(|d| now > d + GRACE_MS)
}

/// A timer a teacher may set: none, or 5 s to an hour.
pub(crate) fn check_seconds(seconds: Option<u32>) -> Result<(), LiveError> {
    match seconds {
        Some(s) if !(5..=MAX_SECONDS).contains(&s) => Err(LiveError::BadTimer),
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests;
