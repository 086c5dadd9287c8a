//! "Show the coach" on the teacher's board: every move of the position
//! valued in the background, a quick look first and then a deeper one,
//! within node budgets (the same labels on any machine, and in the
//! browser, where the look runs in the coach's Web Worker).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::app::play::opponent::Stop;
use crate::coach::{Analysis, Done, Job, Limits};
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

impl Ask {
    /// The question as the app's background worker takes it
    /// (`app::background`: a Web Worker in the browser).
    pub fn job(&self) -> Job {
        Job::Analyse {
            pos: self.position,
            history: self.history.clone(),
            limits: if self.deep { DEEP } else { QUICK },
            table_mb: if self.deep { 16 } else { 4 },
        }
    }

    /// The answer, from the worker's analysis.
    pub fn seen(&self, analysis: Analysis) -> Seen {
        Seen {
            ask: self.clone(),
            analysis,
        }
    }
}

/// The look here and now: what the app's background worker answers to
/// [`Ask::job`]. Blocks for up to its node budget. Once `ask.stop` is set it
/// returns within a few thousand nodes.
pub fn look(ask: &Ask) -> Seen {
    let flag = Arc::new(AtomicBool::new(false));
    ask.stop.attach(Arc::clone(&flag));
    match ask.job().run(flag) {
        Done::Analysed(analysis) => ask.seen(analysis),
        Done::Chose(_) => unreachable!("an analysis job answers with an analysis"),
    }
}
