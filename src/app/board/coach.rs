//! "Show the coach" on the teacher's board: every move of the position
//! valued in the background, a quick look first and then a deeper one,
//! within node budgets (the same labels on any machine, and a look that
//! can run in a browser's slices later).

use crate::app::play::opponent::Stop;
use crate::coach::{Analysis, Limits, Search};
use crate::engine::{House, Position};

/// The first look: ready in well under a sowing's time (it is
/// `coach::REVIEW_LIMITS`'s budget, measured in docs/performance.md).
pub const QUICK: Limits = Limits {
    depth: None,
    time: None,
    nodes: Some(300_000),
};

/// The second look, for a teacher who waits a moment: about ten times as
/// far (under a second in a release build).
pub const DEEP: Limits = Limits {
    depth: None,
    time: None,
    nodes: Some(3_000_000),
};

/// A question for the coach about the position on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    /// Which state of the board asked; an answer to an older one is dropped.
    pub generation: u64,
    pub position: Position,
    /// The game's positions since the last capture before `position`.
    pub history: Vec<Position>,
    /// The deeper look (`DEEP`), asked once the quick one is in.
    pub deep: bool,
    /// Set when the answer is no longer wanted: the search then stops.
    pub stop: Stop,
}

/// The coach's answer: every legal move valued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seen {
    pub ask: Ask,
    pub analysis: Analysis,
}

impl Seen {
    /// The coach's line: the first best move and what follows.
    pub fn line(&self) -> Vec<House> {
        self.analysis
            .moves
            .first()
            .map(|m| m.pv.clone())
            .unwrap_or_default()
    }
}

/// Blocks for up to its node budget; the app runs it off the window's
/// thread. Once `ask.stop` is set it returns within a few thousand nodes.
pub fn look(ask: &Ask) -> Seen {
    let mut search = Search::with_table_mb(if ask.deep { 16 } else { 4 });
    ask.stop.attach(search.stop_flag());
    let limits = if ask.deep { DEEP } else { QUICK };
    let analysis = search.analyse(&ask.position, &ask.history, limits);
    Seen {
        ask: ask.clone(),
        analysis,
    }
}
