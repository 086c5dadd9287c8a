//! Teaching mode against the computer: after each of the learner's moves
//! the coach checks it in the background, and when it loses seeds against
//! the best move, offers to take it back and says why.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::opponent::Stop;
use crate::coach::{self, Analysis, Done, Job, Limits};
use crate::engine::{House, Position};

/// The coach speaks up only for a loss of at least this many seeds, and
/// only when the opponent's best answer captures at once: that capture is
/// what a child can see and understand. A small difference between two
/// estimates, or a loss that shows only many moves later, is often the
/// search's horizon rather than a mistake, and stopping a child after
/// nearly every move for it would spoil the game.
pub const MIN_LOSS: i32 = 2;

/// A question for the coach: was `house` a good move in `before`?
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Review {
    /// Which state of the screen asked; an answer to an older one is dropped.
    pub generation: u64,
    pub before: Position,
    /// The game's positions before `before` that can still come back.
    pub history: Vec<Position>,
    pub house: House,
    /// Set when the answer is no longer wanted: the search then stops.
    pub stop: Stop,
}

/// The coach's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reviewed {
    pub request: Review,
    /// What to offer, when the move loses at least [`MIN_LOSS`] seeds.
    pub offer: Option<Offer>,
}

/// The offer to take a move back, and why: what the opponent can take
/// right away. That is the one thing the panel says, so its numbers are
/// the capture the board rings, never the search's estimate of the loss.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub played: House,
    /// Seeds lost against the best move (the search's verdict, not shown).
    pub loss: i32,
    /// The opponent's capturing answer.
    pub answer: House,
    /// Seeds the answer takes at once (with a wipe-out, the whole sweep).
    pub seeds: u8,
    /// The learner's houses it empties, ringed in red on the board.
    pub taken: Vec<House>,
    /// The answer takes every seed of the learner's row.
    pub wipe_out: bool,
}

/// The search's table for the check, in MiB.
const TABLE_MB: usize = 4;

impl Review {
    /// The question as the app's background worker takes it
    /// (`app::background`); [`reviewed`] turns its analysis into the answer.
    pub fn job(&self) -> Job {
        self.job_within(coach::REVIEW_LIMITS)
    }

    fn job_within(&self, limits: Limits) -> Job {
        Job::Analyse {
            pos: self.before,
            history: self.history.clone(),
            limits,
            table_mb: TABLE_MB,
        }
    }
}

/// The check here and now. Blocks for up to [`coach::REVIEW_LIMITS`] (a node
/// limit, so the verdict never depends on the machine's load). Once
/// `request.stop` is set it returns within a few thousand nodes.
pub fn review(request: &Review) -> Reviewed {
    review_within(request, coach::REVIEW_LIMITS)
}

/// [`review`] with other limits (tests and measurements).
pub fn review_within(request: &Review, limits: Limits) -> Reviewed {
    let flag = Arc::new(AtomicBool::new(false));
    request.stop.attach(Arc::clone(&flag));
    match request.job_within(limits).run(flag) {
        Done::Analysed(analysis) => reviewed(request, analysis),
        Done::Chose(_) => unreachable!("an analysis job answers with an analysis"),
    }
}

/// The coach's answer, from the analysis of the position before the move.
pub fn reviewed(request: &Review, analysis: Analysis) -> Reviewed {
    let explained = coach::explain_analysis(&request.before, request.house, analysis);
    let offer = explained
        .ok()
        .filter(|e| e.loss >= MIN_LOSS && !request.stop.is_stopped())
        .and_then(|e| {
            let r = e.refutation?;
            let seeds = r.wipe_out.unwrap_or(r.captured);
            (seeds > 0).then(|| Offer {
                played: e.played,
                loss: e.loss,
                answer: r.house,
                seeds,
                taken: r.captured_houses,
                wipe_out: r.wipe_out.is_some(),
            })
        });
    Reviewed {
        request: request.clone(),
        offer,
    }
}
