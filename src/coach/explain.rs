//! Why a move was good or bad, as data the app puts into words.

use super::message::Message;
use super::search::{Analysis, Limits, Search};
use crate::engine::{House, PlayError, Position};

/// How far the coach looks at a learner's move in teaching mode: in nodes
/// rather than time, so that the same move in the same game always gets
/// the same verdict, on any machine and in any run. A child should not
/// wait: this many nodes take well under the shortest sowing at the normal
/// and fast speeds (measured by `teaching_check_report` in
/// `benches/coach.rs`: docs/performance.md).
pub const REVIEW_LIMITS: Limits = Limits {
    depth: Some(24),
    time: None,
    nodes: Some(300_000),
};

/// The opponent's best answer to the learner's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refutation {
    pub house: House,
    /// Seeds the answer captures (without a wipe-out's sweep).
    pub captured: u8,
    /// The learner's houses it empties, in chain order.
    pub captured_houses: Vec<House>,
    /// The answer takes every seed of the learner's row; `Some` holds all
    /// the seeds the opponent gains with it, sweep included.
    pub wipe_out: Option<u8>,
}

impl Refutation {
    /// The answer `pv` gives to `played` in `pos` (its second move), if the
    /// line goes on after `played`.
    pub fn after(pos: &Position, played: House, pv: &[House]) -> Option<Refutation> {
        let reply = *pv.get(1)?;
        let (after, _) = pos.play(played).ok()?;
        let (_, report) = after.play_report(reply).ok()?;
        Some(Refutation {
            house: reply,
            captured: report.captured(),
            captured_houses: report.captures.iter().map(|c| c.house).collect(),
            wipe_out: report.wipe_out.map(|swept| swept + report.captured()),
        })
    }
}

/// The coach's verdict on one move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub played: House,
    pub played_value: i32,
    /// Every move sharing the best value.
    pub best: Vec<House>,
    pub best_value: i32,
    /// Seeds the move loses against the best move (0 for a best move).
    pub loss: i32,
    /// Both values are proven to the end of the game.
    pub exact: bool,
    /// The opponent's best answer, when the move loses seeds and the game
    /// goes on after it.
    pub refutation: Option<Refutation>,
    /// What to say, in order.
    pub messages: Vec<Message>,
    pub analysis: Analysis,
}

/// Judges `played` in `pos` (with the game's `history` before `pos`, for the
/// repetition rule), searching within `limits`.
pub fn explain(
    search: &mut Search,
    pos: &Position,
    history: &[Position],
    played: House,
    limits: Limits,
) -> Result<Explanation, PlayError> {
    pos.check_move(played)?;
    let analysis = search.analyse(pos, history, limits);
    explain_analysis(pos, played, analysis)
}

/// [`explain`] from an analysis of `pos` already made (by a worker that
/// ran the search elsewhere: the browser's coach runs in a Web Worker).
pub fn explain_analysis(
    pos: &Position,
    played: House,
    analysis: Analysis,
) -> Result<Explanation, PlayError> {
    pos.check_move(played)?;
    let mine = analysis
        .value_of(played)
        .expect("a legal move is analysed")
        .clone();
    let best_value = analysis.best_value().expect("a legal move exists");
    let loss = best_value - mine.value;
    let best_exact = analysis.moves[0].exact;

    let mut messages = Vec::new();
    if loss <= 0 {
        messages.push(Message::new("coach-best-move"));
    } else {
        messages.push(
            Message::new("coach-loses-seeds")
                .number("seeds", loss)
                .number("best", analysis.best[0].own_number()),
        );
    }

    let opponent = !pos.to_move();
    let refutation = if loss > 0 {
        Refutation::after(pos, played, &mine.pv)
    } else {
        None
    };
    if let Some(r) = &refutation {
        let base = |id| {
            Message::new(id)
                .word("side", opponent.name())
                .number("house", r.house.own_number())
        };
        messages.push(match r.wipe_out {
            Some(seeds) => base("coach-reply-wipe-out").number("seeds", seeds),
            None if r.captured > 0 => base("coach-reply-captures").number("seeds", r.captured),
            None => base("coach-reply-quiet"),
        });
    }
    let exact = mine.exact && best_exact;
    if !exact {
        messages.push(Message::new("coach-estimate").number("depth", analysis.depth));
    }
    Ok(Explanation {
        played,
        played_value: mine.value,
        best: analysis.best.clone(),
        best_value,
        loss: loss.max(0),
        exact,
        refutation,
        messages,
        analysis,
    })
}
