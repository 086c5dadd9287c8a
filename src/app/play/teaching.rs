//! Teaching mode against the computer: after each of the learner's moves
//! the coach checks it in the background, and when it loses seeds against
//! the best move, offers to take it back and says why.

use std::time::Duration;

use super::opponent::Stop;
use crate::coach::{self, Limits, Search};
use crate::engine::{House, Position};

/// How long the coach may look at one move. A child should not wait: the
/// check runs while the move is being sown, and even a one-seed sowing
/// lasts longer than this at the normal and fast speeds, so the offer is
/// there when the seeds come to rest. In 400 ms the coach looks 12-13
/// moves ahead in the middle game (measured in a debug build on a 2-core
/// machine) and sees small endgames to the end; see docs/app.md.
pub const BUDGET: Duration = Duration::from_millis(400);

/// The coach speaks up only for a loss of at least this many seeds, and
/// only when the opponent's best answer captures at once: that capture is
/// what a child can see and understand. A small difference between two
/// estimates, or a loss that shows only many moves later, is often the
/// search's horizon rather than a mistake, and stopping a child after
/// nearly every move for it would spoil the game.
pub const MIN_LOSS: i32 = 2;

const LIMITS: Limits = Limits {
    depth: Some(24),
    time: Some(BUDGET),
    nodes: None,
};

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

/// The offer to take a move back, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Offer {
    pub played: House,
    /// Seeds lost against the best move.
    pub loss: i32,
    /// What the coach says (`coach.ftl` ids): the opponent's capturing
    /// answer.
    pub said: Vec<coach::Message>,
    /// The houses to ring on the board: the opponent's answer, then the
    /// learner's houses it would capture.
    pub show: Vec<House>,
}

/// Blocks for up to [`BUDGET`]; the app runs it off the window's thread.
/// Once `request.stop` is set it returns within a few thousand nodes.
pub fn review(request: &Review) -> Reviewed {
    review_within(request, LIMITS)
}

/// [`review`] with other limits (tests and measurements).
pub fn review_within(request: &Review, limits: Limits) -> Reviewed {
    let mut search = Search::with_table_mb(4);
    request.stop.attach(search.stop_flag());
    let explained = coach::explain(
        &mut search,
        &request.before,
        &request.history,
        request.house,
        limits,
    );
    let offer = explained
        .ok()
        .filter(|e| e.loss >= MIN_LOSS && !request.stop.is_stopped())
        .filter(|e| {
            e.refutation
                .as_ref()
                .is_some_and(|r| r.captured > 0 || r.wipe_out.is_some())
        })
        .map(|e| Offer {
            show: e
                .refutation
                .iter()
                .flat_map(|r| std::iter::once(r.house).chain(r.captured_houses.iter().copied()))
                .collect(),
            played: e.played,
            loss: e.loss,
            // The opponent's capture says why; the loss is in the question
            // itself, and "house N was better" would answer it for them.
            said: e
                .messages
                .into_iter()
                .filter(|m| m.id.starts_with("coach-reply-"))
                .collect(),
        });
    Reviewed {
        request: request.clone(),
        offer,
    }
}
