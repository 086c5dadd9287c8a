//! Reviewing a whole game: every move judged against the best move, in
//! slices the caller drives (one move per [`Reviewer::step`]), so that it
//! can run in the background with a progress bar and stop at any time, in
//! a browser too, where nothing may block for long. See `docs/coach.md`,
//! "Reviewing a game".

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use super::explain::Refutation;
use super::message::Message;
use super::search::{Analysis, Limits, MoveValue, Search};
use crate::engine::{Game, House, PlayError, Position, Side};

/// How hard the review looks at each move: a node budget, so that the same
/// game always gets the same review on any machine and in any run, and
/// no depth limit, so that endgames with few seeds go to the exact solver
/// first (`Search::analyse`). Measured in `benches/coach.rs`
/// (`game_review_report`; docs/performance.md, "Reviewing a game").
pub const GAME_REVIEW_LIMITS: Limits = Limits {
    depth: None,
    time: None,
    nodes: Some(400_000),
};

/// The loss (seeds against the best move) from which each mark starts; a
/// loss of 0 is a best move. Chosen for a game where a capture is 2 or 3
/// seeds: losing one seed is still good, one capture an inaccuracy, two a
/// mistake, a wipe-out's worth a blunder. `docs/coach.md` explains them.
pub const GOOD_FROM: i32 = 1;
pub const INACCURACY_FROM: i32 = 2;
pub const MISTAKE_FROM: i32 = 4;
pub const BLUNDER_FROM: i32 = 8;

/// The mark a move gets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Verdict {
    /// The only legal move: never a mistake, whatever it leads to.
    Forced,
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Verdict {
    pub const ALL: [Verdict; 6] = [
        Verdict::Forced,
        Verdict::Best,
        Verdict::Good,
        Verdict::Inaccuracy,
        Verdict::Mistake,
        Verdict::Blunder,
    ];

    /// The mark of a move that loses `loss` seeds against the best move.
    pub fn of(loss: i32, forced: bool) -> Verdict {
        match loss {
            _ if forced => Verdict::Forced,
            l if l >= BLUNDER_FROM => Verdict::Blunder,
            l if l >= MISTAKE_FROM => Verdict::Mistake,
            l if l >= INACCURACY_FROM => Verdict::Inaccuracy,
            l if l >= GOOD_FROM => Verdict::Good,
            _ => Verdict::Best,
        }
    }

    /// The name `wahree review --json` prints.
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Forced => "forced",
            Verdict::Best => "best",
            Verdict::Good => "good",
            Verdict::Inaccuracy => "inaccuracy",
            Verdict::Mistake => "mistake",
            Verdict::Blunder => "blunder",
        }
    }

    /// The mark's name for learners, in `i18n/*/coach.ftl`.
    pub const fn message_id(self) -> &'static str {
        match self {
            Verdict::Forced => "review-mark-forced",
            Verdict::Best => "review-mark-best",
            Verdict::Good => "review-mark-good",
            Verdict::Inaccuracy => "review-mark-inaccuracy",
            Verdict::Mistake => "review-mark-mistake",
            Verdict::Blunder => "review-mark-blunder",
        }
    }

    /// A mark worth stopping at: the move lost at least a capture.
    pub fn is_marked(self) -> bool {
        self >= Verdict::Inaccuracy
    }
}

/// What the coach found about one move of the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Index of the move in the game, from 0.
    pub index: usize,
    /// The position the move was played in.
    pub before: Position,
    pub side: Side,
    pub played: House,
    pub verdict: Verdict,
    /// Seeds lost against the best move (0 for a best or forced move).
    pub loss: i32,
    /// Every move sharing the best value, in house order.
    pub best: Vec<House>,
    /// The best value for the side that moved, before the move.
    pub best_value: i32,
    /// The played move's value for the side that moved: the expected
    /// result after it.
    pub played_value: i32,
    /// Both values are proven to the end of the game; otherwise they are
    /// estimates.
    pub exact: bool,
    /// The coach's line from `before` starting with the first best move.
    pub line: Vec<House>,
    /// The coach's line from `before` starting with the move played.
    pub played_line: Vec<House>,
    /// What to say about the move, in order (ids in `i18n/*/coach.ftl`).
    pub messages: Vec<Message>,
    /// The depth the search finished and the nodes it spent.
    pub depth: u32,
    pub nodes: u64,
}

impl MoveReview {
    /// A better move than the one played, when there was one.
    pub fn better(&self) -> Option<House> {
        (self.loss > 0).then(|| self.best[0])
    }

    /// The expected result after the move, in seeds, for `side`.
    pub fn value_for(&self, side: Side) -> i32 {
        if side == self.side {
            self.played_value
        } else {
            -self.played_value
        }
    }
}

/// A move of a game that could not be played: the game stops before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// Index of the move in the list, from 0.
    pub index: usize,
    pub error: PlayError,
}

/// Plays `moves` from `start` until one is illegal: the game of the legal
/// ones, and the first illegal one if any (nothing after it is played).
pub fn replay(
    start: Position,
    moves: impl IntoIterator<Item = House>,
) -> (Game, Option<IllegalMove>) {
    let mut game = Game::new(start);
    for (index, house) in moves.into_iter().enumerate() {
        if let Err(error) = game.play(house) {
            return (game, Some(IllegalMove { index, error }));
        }
    }
    (game, None)
}

/// What one call of [`Reviewer::step`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The move with this index was reviewed.
    Reviewed(usize),
    /// Every move has been reviewed.
    Finished,
    /// The stop flag was set: nothing more is reviewed, and the move under
    /// review when it was set is left out.
    Stopped,
}

/// One move still to review: where it was played and the positions since
/// the last capture before it (for the repetition rule).
#[derive(Clone, Debug)]
struct Todo {
    before: Position,
    history: Vec<Position>,
    played: House,
}

/// Reviews a game one move per [`Reviewer::step`]. It owns its search (and
/// so its table, which each move's analysis leaves useful for the next):
/// an app moves the whole reviewer into a background task for each step
/// and takes it back with the result.
pub struct Reviewer {
    todo: Vec<Todo>,
    done: Vec<MoveReview>,
    /// The value of the starting position for the side to move there.
    start_value: Option<i32>,
    search: Search,
    limits: Limits,
    stop: Arc<AtomicBool>,
}

impl std::fmt::Debug for Reviewer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Reviewer")
            .field("done", &self.done.len())
            .field("total", &self.todo.len())
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl Reviewer {
    /// A review of every move of `game`, each analysed within `limits`
    /// (give a node limit: see [`GAME_REVIEW_LIMITS`]).
    pub fn new(game: &Game, limits: Limits) -> Reviewer {
        let todo = game
            .plies()
            .iter()
            .enumerate()
            .map(|(i, ply)| Todo {
                before: ply.before,
                history: history_before(game, i),
                played: ply.report.from,
            })
            .collect();
        let search = Search::with_table_mb(16);
        let stop = search.stop_flag();
        Reviewer {
            todo,
            done: Vec::new(),
            start_value: None,
            search,
            limits,
            stop,
        }
    }

    /// Set it (from any thread) to stop the review within a few thousand
    /// nodes; the next `step` then returns [`Step::Stopped`] at once.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    /// Moves reviewed so far, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.done.len(), self.todo.len())
    }

    pub fn is_finished(&self) -> bool {
        self.done.len() == self.todo.len()
    }

    /// The moves reviewed so far, in game order.
    pub fn reviewed(&self) -> &[MoveReview] {
        &self.done
    }

    /// The expected result before the first move, for the side to move
    /// there (once the first move is reviewed).
    pub fn start_value(&self) -> Option<i32> {
        self.start_value
    }

    /// Reviews the next move: one analysis within the limits.
    pub fn step(&mut self) -> Step {
        if self.stop.load(Ordering::Relaxed) {
            return Step::Stopped;
        }
        let index = self.done.len();
        let Some(todo) = self.todo.get(index) else {
            return Step::Finished;
        };
        let analysis = self
            .search
            .analyse(&todo.before, &todo.history, self.limits);
        if self.stop.load(Ordering::Relaxed) {
            return Step::Stopped;
        }
        let review = judge(index, todo, &analysis);
        if index == 0 {
            self.start_value = Some(review.best_value);
        }
        self.done.push(review);
        Step::Reviewed(index)
    }

    /// The whole review, once finished (`None` before).
    pub fn finish(self) -> Option<GameReview> {
        if !self.is_finished() {
            return None;
        }
        Some(GameReview {
            start_value: self.start_value,
            moves: self.done,
        })
    }
}

/// A finished review.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameReview {
    /// The value of the starting position for the side to move there
    /// (`None` for a game without moves).
    pub start_value: Option<i32>,
    pub moves: Vec<MoveReview>,
}

impl GameReview {
    /// The expected result for `side` before the first move and after each
    /// move: the points of the review's graph.
    pub fn graph(&self, side: Side) -> Vec<i32> {
        graph(self.start_value, &self.moves, side)
    }
}

/// The graph's points for `side` (see [`GameReview::graph`]), also of a
/// review not finished yet.
pub fn graph(start_value: Option<i32>, moves: &[MoveReview], side: Side) -> Vec<i32> {
    let mut points = Vec::with_capacity(moves.len() + 1);
    if let (Some(v), Some(first)) = (start_value, moves.first()) {
        points.push(if first.side == side { v } else { -v });
    }
    points.extend(moves.iter().map(|m| m.value_for(side)));
    points
}

/// The positions since the last capture before move `i` of `game`.
fn history_before(game: &Game, i: usize) -> Vec<Position> {
    let plies = game.plies();
    let from = plies[..i]
        .iter()
        .rposition(|p| p.report.captured() > 0)
        .map_or(0, |j| j + 1);
    let first = if from == 0 {
        game.start()
    } else {
        plies[from - 1].after
    };
    // The last of these is the position the move was played in.
    let mut positions: Vec<Position> = std::iter::once(first)
        .chain(plies[from..i].iter().map(|p| p.after))
        .collect();
    positions.pop();
    positions
}

/// The verdict on one move from the analysis of the position it was
/// played in.
fn judge(index: usize, todo: &Todo, analysis: &Analysis) -> MoveReview {
    let pos = &todo.before;
    let mine = analysis
        .value_of(todo.played)
        .expect("a legal move is analysed");
    let top = &analysis.moves[0];
    let forced = analysis.moves.len() == 1;
    let loss = (top.value - mine.value).max(0);
    let exact = mine.exact && top.exact;
    let change = exact.then(|| change_of(top.value, mine.value)).flatten();
    // A proven win thrown away is a blunder however few seeds it cost
    // near the end, a proven half of one at least a mistake. (A forced
    // move loses nothing, so it changes no result.)
    let verdict = match change {
        Some("win-loss") => Verdict::Blunder,
        Some(_) => Verdict::of(loss, forced).max(Verdict::Mistake),
        None => Verdict::of(loss, forced),
    };
    MoveReview {
        index,
        before: *pos,
        side: pos.to_move(),
        played: todo.played,
        verdict,
        loss,
        best: analysis.best.clone(),
        best_value: top.value,
        played_value: mine.value,
        exact,
        line: top.pv.clone(),
        played_line: mine.pv.clone(),
        messages: messages(pos, verdict, loss, top, mine, change, exact, analysis.depth),
        depth: analysis.depth,
        nodes: analysis.nodes,
    }
}

/// How a side stands: the result a value stands for.
fn result_word(value: i32) -> &'static str {
    match value.signum() {
        1 => "win",
        0 => "draw",
        _ => "loss",
    }
}

/// How the result changed from the best move's value to the played one's:
/// "win-draw", "win-loss" or "draw-loss" (the word `review-result` takes).
fn change_of(best: i32, played: i32) -> Option<&'static str> {
    match (best.signum(), played.signum()) {
        (1, 0) => Some("win-draw"),
        (1, -1) => Some("win-loss"),
        (0, -1) => Some("draw-loss"),
        _ => None,
    }
}

/// What to say about a move: the mark, what the better move would have
/// done, what the move played let the opponent do, a proven change of
/// result, and whether it is an estimate.
#[allow(clippy::too_many_arguments)]
fn messages(
    pos: &Position,
    verdict: Verdict,
    loss: i32,
    top: &MoveValue,
    mine: &MoveValue,
    change: Option<&'static str>,
    exact: bool,
    depth: u32,
) -> Vec<Message> {
    let opponent = (!pos.to_move()).name();
    let mut said = Vec::new();
    match verdict {
        Verdict::Forced => said.push(Message::new("review-forced")),
        Verdict::Best => said.push(Message::new("review-best")),
        _ => said.push(
            Message::new("review-lost")
                .number("seeds", loss)
                .number("best", top.house.own_number()),
        ),
    }
    if loss > 0 {
        said.push(better_did(pos, top.house, opponent));
        if let Some(r) = Refutation::after(pos, mine.house, &mine.pv) {
            let base = |id| {
                Message::new(id)
                    .word("side", opponent)
                    .number("house", r.house.own_number())
            };
            match r.wipe_out {
                Some(seeds) => said.push(base("review-let-wipe-out").number("seeds", seeds)),
                None if r.captured > 0 => {
                    said.push(base("review-let-capture").number("seeds", r.captured))
                }
                None => {}
            }
        }
        if let Some(change) = change {
            said.push(
                Message::new("review-result")
                    .word("change", change)
                    .word("side", opponent),
            );
        }
    }
    if !exact {
        said.push(Message::new("review-estimate").number("depth", depth));
    }
    said
}

/// What the better move `best` would have done at once: a wipe-out (and
/// the result it gives), a capture, or neither (then its value shows only
/// further along the coach's line).
fn better_did(pos: &Position, best: House, opponent: &'static str) -> Message {
    let Ok((_, report)) = pos.play_report(best) else {
        return Message::new("review-better-line");
    };
    let base = |id| Message::new(id).number("house", best.own_number());
    if let Some(end) = report.end.filter(|_| report.wipe_out.is_some()) {
        let me = pos.to_move().index();
        let margin = i32::from(end.stores[me]) - i32::from(end.stores[1 - me]);
        let seeds = report.captured() + report.wipe_out.unwrap_or(0);
        return base("review-better-wipe-out")
            .word("side", opponent)
            .number("seeds", seeds)
            .word("result", result_word(margin));
    }
    if report.captured() > 0 {
        return base("review-better-capture").number("seeds", report.captured());
    }
    Message::new("review-better-line")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_follow_the_documented_thresholds() {
        let marks: Vec<Verdict> = (0..10).map(|l| Verdict::of(l, false)).collect();
        use Verdict::*;
        assert_eq!(
            marks,
            [
                Best, Good, Inaccuracy, Inaccuracy, Mistake, Mistake, Mistake, Mistake, Blunder,
                Blunder
            ]
        );
        assert_eq!(Verdict::of(20, true), Forced);
        assert!(!Good.is_marked() && Inaccuracy.is_marked() && !Forced.is_marked());
    }

    #[test]
    fn the_history_before_a_move_holds_the_positions_since_the_last_capture() {
        // Four quiet moves from the start: each move's history is every
        // earlier position.
        let h = |n: usize| House::new(n).unwrap();
        let (game, bad) = replay(Position::START, [h(0), h(6), h(1), h(7)]);
        assert!(bad.is_none());
        assert_eq!(history_before(&game, 0), Vec::<Position>::new());
        let third = history_before(&game, 2);
        assert_eq!(third, vec![Position::START, game.plies()[0].after]);
    }
}
