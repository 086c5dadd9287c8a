//! The coach's answer to a wrong move, found in a background task so the
//! window never waits for the search.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use crate::app::play::opponent::Stop;
use crate::coach::{self, Analysis, Done, Job, Limits};
use crate::engine::{House, Position};

/// How hard the coach looks: puzzle positions are small, and the answer
/// should come while the wrong move is still being sown. In depth and
/// nodes, never time, so the answer is the same on every machine and in
/// the browser (a million nodes: about 0.15 s on the desktop, docs/web.md
/// for the browser).
const LIMITS: Limits = Limits {
    depth: Some(10),
    time: None,
    nodes: Some(1_000_000),
};
/// The search's table, in MiB.
const TABLE_MB: usize = 4;

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

impl Refute {
    /// The question as the app's background worker takes it
    /// (`app::background`); [`refuted`] turns its analysis into the answer.
    pub fn job(&self) -> Job {
        Job::Analyse {
            pos: self.start,
            history: Vec::new(),
            limits: LIMITS,
            table_mb: TABLE_MB,
        }
    }
}

/// The answer here and now; the app runs [`Refute::job`] off the window's
/// thread instead. Once `request.stop` is set it returns within a few
/// thousand nodes (with an answer nobody wants).
pub fn refute(request: &Refute) -> Refuted {
    let flag = Arc::new(AtomicBool::new(false));
    request.stop.attach(Arc::clone(&flag));
    match request.job().run(flag) {
        Done::Analysed(analysis) => refuted(request, analysis),
        Done::Chose(_) => unreachable!("an analysis job answers with an analysis"),
    }
}

/// The coach's answer, from the analysis of the puzzle's position.
pub fn refuted(request: &Refute, analysis: Analysis) -> Refuted {
    let explained = coach::explain_analysis(&request.start, request.house, analysis);
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
