//! Reviewing a finished game: the coach goes through every move in the
//! background, one move per task (`coach::review`), with a progress bar and
//! a button that stops it; each move gets its mark, the better move is
//! ringed on the board with what it would have done, its line can be
//! played out seed by seed, and a graph of the expected result over the
//! game jumps to any move, as the move list does.

pub mod games;
pub(crate) mod graph;
#[cfg(test)]
mod tests;
mod view;

pub use view::learner_side;

use iced::time::Instant;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use iced::keyboard::{Key, key::Named};

use super::play::sowing::{Sowing, Speed};
use super::play::{BoardCache, BoardMessage};
use crate::coach::review::{GAME_REVIEW_LIMITS, MoveReview, Reviewer, Step};
use crate::engine::{Game, House, MoveReport, Position, Side};

/// The reviewer, shared with the task that runs its next step (one at a
/// time: the screen asks for the next step only when the last is in).
#[derive(Clone)]
pub struct Shared(Arc<Mutex<Reviewer>>);

impl std::fmt::Debug for Shared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Shared(Reviewer)")
    }
}

impl Shared {
    fn lock(&self) -> std::sync::MutexGuard<'_, Reviewer> {
        // A step that panicked leaves the reviewer as it was: use it.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// One step of the review, for the app to run in the background.
#[derive(Clone, Debug)]
pub struct StepRequest {
    pub generation: u64,
    pub reviewer: Shared,
}

/// What a step did: the move it reviewed, if any.
#[derive(Clone, Debug)]
pub struct Stepped {
    pub generation: u64,
    pub step: Step,
    pub review: Option<Box<MoveReview>>,
    pub start_value: Option<i32>,
}

/// Runs one step: one move's analysis within its node budget. Blocks for
/// that long; the app runs it off the window's thread.
pub fn step(request: &StepRequest) -> Stepped {
    let mut reviewer = request.reviewer.lock();
    let step = reviewer.step();
    let review = match step {
        Step::Reviewed(i) => Some(Box::new(reviewer.reviewed()[i].clone())),
        _ => None,
    };
    Stepped {
        generation: request.generation,
        step,
        review,
        start_value: reviewer.start_value(),
    }
}

/// Sets the reviewer's stop flag when the screen is left or the review
/// stopped, so a step under way ends within a few thousand nodes.
#[derive(Debug)]
struct StopOnDrop(Arc<AtomicBool>);

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// Playing out the coach's better line from the move on show.
#[derive(Debug)]
struct LineView {
    /// The position the line starts from (before the move reviewed).
    start: Position,
    line: Vec<House>,
    /// Moves of the line played so far.
    played: usize,
    position: Position,
    last: Option<MoveReport>,
}

#[derive(Debug)]
pub struct ReviewScreen {
    game: Game,
    /// The side the graph and the move list's words take: the learner's.
    side: Side,
    reviewer: Shared,
    stop: Arc<AtomicBool>,
    _guard: StopOnDrop,
    /// Counts starts of the review, so an answer to a stopped run is
    /// dropped.
    generation: u64,
    running: bool,
    moves: Vec<MoveReview>,
    start_value: Option<i32>,
    /// The move on show: the board shows the position it was played in.
    cursor: usize,
    line: Option<LineView>,
    sowing: Option<Sowing>,
    speed: Speed,
    board: BoardCache,
}

#[derive(Clone, Debug)]
pub enum Message {
    /// A step is done (from the background task).
    Stepped(Box<Stepped>),
    /// Stop the review, or go on with it.
    Stop,
    Resume,
    ToggleRunning,
    /// Show the move with this index (from the move list or the graph).
    GoTo(usize),
    /// One move back or on.
    Step(i8),
    /// Play the next move of the better line (starting it if needed).
    PlayLine,
    /// Back from the line to the game.
    LeaveLine,
    /// The graph and words from the other side.
    FlipSide,
    Frame(Instant),
    /// Open the position on show on the teacher's board.
    OpenBoard,
    /// The board's clicks and hovers: the review's board takes no moves.
    Board(BoardMessage),
    Back,
}

/// The widget id of the move list, scrolled to the move on show.
pub const MOVES_ID: &str = "review-moves";

#[derive(Clone, Debug)]
pub enum Event {
    /// Scroll the move list (`MOVES_ID`) to this fraction of its length,
    /// where the move on show is.
    ShowMove(f32),
    /// Run [`step`] in the background and send back [`Message::Stepped`].
    Step(StepRequest),
    /// Open this game on the teacher's board, at the move on show.
    OpenBoard(Game),
    Back,
}

impl ReviewScreen {
    /// A review of `game` for the player of `side`, not started yet (see
    /// [`ReviewScreen::start`]).
    pub fn new(game: Game, side: Side, speed: Speed) -> ReviewScreen {
        let reviewer = Reviewer::new(&game, GAME_REVIEW_LIMITS);
        let stop = reviewer.stop_flag();
        ReviewScreen {
            game,
            side,
            reviewer: Shared(Arc::new(Mutex::new(reviewer))),
            _guard: StopOnDrop(Arc::clone(&stop)),
            stop,
            generation: 0,
            running: false,
            moves: Vec::new(),
            start_value: None,
            cursor: 0,
            line: None,
            sowing: None,
            speed,
            board: BoardCache::default(),
        }
    }

    /// Starts the review: the first step to run.
    pub fn start(&mut self) -> Option<Event> {
        self.resume()
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn side(&self) -> Side {
        self.side
    }

    pub fn reviewed(&self) -> &[MoveReview] {
        &self.moves
    }

    pub fn cursor(&self) -> usize {
        self.cursor
    }

    pub fn is_running(&self) -> bool {
        self.running
    }

    /// Moves reviewed, and in all.
    pub fn progress(&self) -> (usize, usize) {
        (self.moves.len(), self.game.plies().len())
    }

    pub fn is_finished(&self) -> bool {
        self.moves.len() == self.game.plies().len()
    }

    /// Whether a sowing is on screen (the app then asks for frames).
    pub fn is_animating(&self) -> bool {
        self.sowing.is_some()
    }

    /// The moves of the better line played out so far, if one is.
    pub fn line_played(&self) -> Option<&[House]> {
        self.line.as_ref().map(|l| &l.line[..l.played])
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Stepped(s) => return self.stepped(*s),
            Message::Stop => {
                self.running = false;
                self.stop.store(true, Ordering::Relaxed);
                // Whatever the step under way brings back is dropped.
                self.generation += 1;
            }
            Message::Resume => return self.resume(),
            Message::ToggleRunning => {
                return if self.running {
                    self.update(Message::Stop)
                } else {
                    self.resume()
                };
            }
            Message::GoTo(i) => return self.go_to(i),
            Message::Step(by) => {
                let i = (self.cursor as i64 + i64::from(by)).max(0) as usize;
                return self.go_to(i);
            }
            Message::PlayLine => self.play_line(),
            Message::LeaveLine => {
                self.line = None;
                self.sowing = None;
            }
            Message::FlipSide => self.side = !self.side,
            Message::Frame(now) => {
                if self.sowing.as_mut().is_some_and(|s| s.tick(now)) {
                    self.sowing = None;
                }
            }
            Message::OpenBoard => {
                let mut game = self.game.clone();
                // At the move on show: the later moves stay to redo.
                while game.plies().len() > self.cursor && game.undo().is_some() {}
                if let Some(line) = &self.line {
                    // From the line's position instead, if one is played out.
                    let mut g = Game::new(line.start);
                    for &h in &line.line[..line.played] {
                        let _ = g.play(h);
                    }
                    game = g;
                }
                return Some(Event::OpenBoard(game));
            }
            Message::Board(_) => {}
            Message::Back => return Some(Event::Back),
        }
        None
    }

    fn resume(&mut self) -> Option<Event> {
        if self.is_finished() {
            self.running = false;
            return None;
        }
        self.stop.store(false, Ordering::Relaxed);
        self.running = true;
        self.generation += 1;
        Some(self.request())
    }

    fn request(&self) -> Event {
        Event::Step(StepRequest {
            generation: self.generation,
            reviewer: self.reviewer.clone(),
        })
    }

    /// A step came back. Steps run one at a time (they share the
    /// reviewer's lock), so each brings the next move: it is kept even
    /// from a run stopped since (a step may finish before it sees the
    /// stop), and only the current run asks for the next step.
    fn stepped(&mut self, s: Stepped) -> Option<Event> {
        self.start_value = s.start_value.or(self.start_value);
        if let (Step::Reviewed(i), Some(review)) = (s.step, s.review)
            && i == self.moves.len()
        {
            self.moves.push(*review);
        }
        if s.generation != self.generation || !self.running {
            return None;
        }
        if matches!(s.step, Step::Reviewed(_)) && !self.is_finished() {
            return Some(self.request());
        }
        self.running = false;
        None
    }

    /// Shows move `i` (the last if there is none such), and scrolls the
    /// move list to it.
    fn go_to(&mut self, i: usize) -> Option<Event> {
        let last = self.game.plies().len().saturating_sub(1);
        self.cursor = i.min(last);
        self.line = None;
        self.sowing = None;
        Some(Event::ShowMove(self.cursor as f32 / last.max(1) as f32))
    }

    /// The review of the move on show, once it is in.
    pub fn current(&self) -> Option<&MoveReview> {
        self.moves.get(self.cursor)
    }

    /// Plays the next move of the better line of the move on show (or of
    /// the move played, when it was the best), sown on the board.
    fn play_line(&mut self) {
        let Some(m) = self.current() else { return };
        let line = if m.loss > 0 {
            m.line.clone()
        } else {
            m.played_line.clone()
        };
        let view = self.line.get_or_insert(LineView {
            start: m.before,
            line,
            played: 0,
            position: m.before,
            last: None,
        });
        let Some(&next) = view.line.get(view.played) else {
            return;
        };
        let Ok((after, report)) = view.position.play_report(next) else {
            return;
        };
        self.sowing = Sowing::new(view.position, after, report.clone(), self.speed);
        view.position = after;
        view.last = Some(report);
        view.played += 1;
    }

    /// Esc leaves the line first, then the screen; ← → step through the
    /// moves, Home and End to the first and last; Space plays the line on;
    /// S stops or goes on with the review; F turns the graph round; B opens
    /// the teacher's board.
    pub fn key(&self, key: &Key) -> Option<Message> {
        Some(match key.as_ref() {
            Key::Named(Named::Escape) if self.line.is_some() => Message::LeaveLine,
            Key::Named(Named::Escape) => Message::Back,
            Key::Named(Named::ArrowLeft) => Message::Step(-1),
            Key::Named(Named::ArrowRight) => Message::Step(1),
            Key::Named(Named::Home) => Message::GoTo(0),
            Key::Named(Named::End) => Message::GoTo(usize::MAX),
            Key::Named(Named::Space | Named::Enter) => Message::PlayLine,
            Key::Character(c) => match c {
                "s" | "S" => Message::ToggleRunning,
                "f" | "F" => Message::FlipSide,
                "b" | "B" => Message::OpenBoard,
                _ => return None,
            },
            _ => return None,
        })
    }
}
