//! The coach's answer to a wrong move, found in a background task so the
//! window never waits for the search.

use std::time::Duration;

use crate::app::play::opponent::Stop;
use crate::coach::{self, Limits, Search};
use crate::engine::{House, Position};

/// How hard the coach looks: puzzle positions are small, and the answer
/// should come while the wrong move is still being sown.
const LIMITS: Limits = Limits {
    depth: Some(10),
    time: Some(Duration::from_millis(400)),
    nodes: None,
};

/// A question for the coach: what answers `house` in `start`?
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refute {
    /// Which attempt asked; an answer to an older one is dropped.
    pub generation: u64,
    pub start: Position,
    pub house: House,
    /// Set when the answer is no longer wanted: the search then stops.
    pub stop: Stop,
}

/// The coach's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refuted {
    pub request: Refute,
    /// The opponent's best reply, when the wrong move loses seeds by it.
    pub reply: Option<House>,
    /// What to say about it (`coach.ftl` ids).
    pub said: Vec<coach::Message>,
}

/// Blocks for up to about half a second; the app runs it off the window's
/// thread. Once `request.stop` is set it returns within a few thousand
/// nodes (with an answer nobody wants).
pub fn refute(request: &Refute) -> Refuted {
    let mut search = Search::with_table_mb(4);
    request.stop.attach(search.stop_flag());
    let explained = coach::explain(&mut search, &request.start, &[], request.house, LIMITS);
    let (reply, said) = match explained {
        Ok(e) => (
            e.refutation.as_ref().map(|r| r.house),
            // Only the reply: the coach's "house N was better" would give
            // the puzzle away.
            e.messages
                .into_iter()
                .filter(|m| m.id.starts_with("coach-reply-"))
                .collect(),
        ),
        Err(_) => (None, Vec::new()),
    };
    Refuted {
        request: request.clone(),
        reply,
        said,
    }
}
