//! One puzzle: the goal, the board, progressive hints, the solution shown
//! seed by seed, and for a wrong answer what it missed in the goal's own
//! terms (with the reply that shows it, or the coach's refutation for the
//! goals over several moves) before the board returns to the puzzle's
//! position.

mod refute;
#[cfg(test)]
mod tests;
mod view;
pub(crate) mod words;

use std::time::{Duration, Instant};

use iced::keyboard::{Key, key::Named};

use super::play::BoardMessage;
use super::play::Stage;
use super::play::opponent::{Stop, StopOnDrop};
use super::play::sowing::Speed;
use crate::coach;
use crate::content::{self, Miss, Puzzle, Verdict};
use crate::engine::{House, PlayError, Position};

pub use refute::{Refute, Refuted, refute};

/// How long the board stays on the refutation before going back.
const HOLD: Duration = Duration::from_millis(1500);

#[derive(Debug)]
pub struct PuzzleScreen {
    /// Place in the app's list, for "next".
    index: usize,
    puzzle: Puzzle,
    /// The board, starting from the puzzle's position.
    stage: Stage,
    /// The moves that solve it: the author's intended ones first.
    solutions: Vec<House>,
    /// The refutation, played once the learner's wrong move has been shown.
    reply: Option<House>,
    /// The board rests on the refutation, then goes back to the puzzle's
    /// position at `back_at` (set by the first frame of the pause).
    pause: bool,
    back_at: Option<Instant>,
    /// The coach's answer being waited for.
    awaiting: Option<Refute>,
    /// Stops the coach's search when the attempt is over (retry, show the
    /// solution, an answer that came) or the screen is left (dropped).
    search: Option<StopOnDrop>,
    /// Counts attempts, so that an answer to an older one is dropped.
    generation: u64,
    /// How many hints are on screen.
    hints: usize,
    /// Whether the learner's move has been sown: its verdict is said only
    /// then, so that the words never run ahead of the seeds.
    told: bool,
    status: Status,
    refusal: Option<PlayError>,
}

/// Where the learner is with the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Asking,
    /// Solved; `alternative` when with another move than the intended one.
    Solved {
        alternative: bool,
    },
    /// A wrong move, how it misses the goal, and for the goals that need
    /// a search to refute (`Secure`, `Win`) what the coach says about it
    /// (coach.ftl ids).
    Wrong {
        played: House,
        miss: Option<Miss>,
        said: Vec<coach::Message>,
    },
    /// The solution was shown.
    Shown,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Board(BoardMessage),
    /// Play the mover's house with this own number (1..=6).
    PlayOwn(u8),
    /// Move the keyboard choice left (-1) or right (+1).
    Focus(i8),
    PlayFocused,
    Hint,
    ShowSolution,
    Retry,
    Next,
    Frame(Instant),
    /// The coach's answer to a wrong move (from the background task).
    Refuted(Box<Refuted>),
    /// Open the puzzle's position on the teacher's board.
    OpenBoard,
    Back,
    /// Read this text aloud (the app does it).
    Speak(String),
}

/// What the puzzle screen asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Record the puzzle with this id as solved.
    Solved(String),
    /// Record it as failed (unless it was solved before).
    Failed(String),
    /// A wrong answer: record it as failed, and run [`refute`] in the
    /// background, sending back [`Message::Refuted`].
    Wrong(String, Refute),
    /// Open the next puzzle in the list.
    Next(usize),
    Back,
    /// Open this position on the teacher's board.
    OpenBoard(Position),
}

impl PuzzleScreen {
    /// The puzzle at `index` of the list, or none if its position or goal
    /// cannot be used (the loader's checks normally rule that out).
    pub fn new(index: usize, puzzle: Puzzle, speed: Speed) -> Option<PuzzleScreen> {
        let start = puzzle.position.to_position().ok()?;
        let mut solutions = content::answers(puzzle.goal, &start).ok()?;
        let intended: Vec<House> = puzzle
            .answer
            .iter()
            .flatten()
            .filter_map(|&n| content::format::house(n))
            .collect();
        solutions.sort_by_key(|h| !intended.contains(h));
        if solutions.is_empty() {
            return None;
        }
        Some(PuzzleScreen {
            index,
            puzzle,
            stage: Stage::new(start, speed),
            solutions,
            reply: None,
            pause: false,
            back_at: None,
            awaiting: None,
            search: None,
            generation: 0,
            hints: 0,
            told: false,
            status: Status::Asking,
            refusal: None,
        })
    }

    pub fn index(&self) -> usize {
        self.index
    }

    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    /// The position on the board when no sowing is shown.
    pub fn shown(&self) -> Position {
        self.stage.shown
    }

    pub fn start(&self) -> Position {
        self.stage.start
    }

    pub fn hints_shown(&self) -> usize {
        self.hints
    }

    /// The puzzle's own hints, then the house itself.
    pub fn hint_count(&self) -> usize {
        self.puzzle.hints.len() + 1
    }

    /// Whether the learner's verdict is on screen yet: not while their
    /// move is still being sown.
    pub fn told(&self) -> bool {
        self.told
    }

    /// Whether the puzzle is over for now (solved, or its solution shown):
    /// hints and the solution are then no longer offered.
    pub fn finished(&self) -> bool {
        matches!(self.status, Status::Solved { .. } | Status::Shown)
    }

    /// Whether the board is busy (a sowing, or the pause on a refutation):
    /// the app then asks for frames.
    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some() || self.pause || self.awaiting.is_some()
    }

    /// The question the coach is working on, if any.
    pub fn request(&self) -> Option<&Refute> {
        self.awaiting.as_ref()
    }

    /// A move is taken only on the puzzle's position, before it is solved
    /// or its solution shown.
    fn takes_moves(&self) -> bool {
        !self.is_animating()
            && self.stage.shown == self.stage.start
            && matches!(self.status, Status::Asking | Status::Wrong { .. })
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Board(BoardMessage::Hovered(h)) => self.stage.hovered = h,
            Message::Board(BoardMessage::Clicked(h)) => return self.answer(h),
            Message::PlayOwn(n) => {
                let h = House::from_own(self.stage.start.to_move(), n)?;
                return self.answer(h);
            }
            Message::Focus(step) => self.stage.focus(step),
            Message::PlayFocused => {
                let n = self.stage.focused?;
                return self.update(Message::PlayOwn(n));
            }
            Message::Hint if !self.finished() => {
                self.hints = (self.hints + 1).min(self.hint_count());
            }
            Message::Hint => {}
            Message::ShowSolution => {
                if self.finished() {
                    return None;
                }
                self.reset_board();
                self.status = Status::Shown;
                self.stage.show(self.stage.start, self.solutions[0]);
                return Some(Event::Failed(self.puzzle.id.clone()));
            }
            Message::Retry => {
                self.reset_board();
                self.status = Status::Asking;
            }
            Message::Next => return Some(Event::Next(self.index + 1)),
            Message::Frame(now) => self.frame(now),
            Message::Refuted(answer) => {
                if self.awaiting.as_ref() == Some(&answer.request) {
                    self.awaiting = None;
                    self.search = None;
                    self.reply = answer.reply;
                    if let Status::Wrong { said, .. } = &mut self.status {
                        *said = answer.said;
                    }
                    // The wrong move may have finished sowing meanwhile.
                    if self.stage.sowing.is_none() {
                        self.after_sowing();
                    }
                }
            }
            Message::OpenBoard => return Some(Event::OpenBoard(self.stage.start)),
            Message::Back => return Some(Event::Back),
            // Read by the app, which takes it before the screen does.
            Message::Speak(_) => {}
        }
        None
    }

    /// Judges the learner's move with the puzzle's goal.
    fn answer(&mut self, house: House) -> Option<Event> {
        if !self.takes_moves() {
            return None;
        }
        let intended: Vec<House> = self.solutions.first().copied().into_iter().collect();
        let verdict = content::judge(self.puzzle.goal, &self.stage.start, &intended, house).ok()?;
        self.refusal = None;
        match verdict {
            Verdict::Illegal(e) => {
                self.refusal = Some(e);
                None
            }
            Verdict::Right | Verdict::Alternative => {
                self.status = Status::Solved {
                    alternative: verdict == Verdict::Alternative,
                };
                self.stage.show(self.stage.start, house);
                self.told = self.stage.sowing.is_none();
                Some(Event::Solved(self.puzzle.id.clone()))
            }
            Verdict::Wrong => {
                let miss = content::miss(self.puzzle.goal, &self.stage.start, house);
                self.status = Status::Wrong {
                    played: house,
                    miss,
                    said: Vec::new(),
                };
                self.stage.show(self.stage.start, house);
                self.told = self.stage.sowing.is_none();
                if miss != Some(Miss::NotForced) {
                    // The goal's own numbers say it all; the board goes on
                    // only with the answer they name (a capture or a
                    // wipe-out against a defence), never with a search's
                    // reply that talks past the goal.
                    self.reply = miss.and_then(|m| m.reply());
                    if self.stage.sowing.is_none() {
                        self.after_sowing();
                    }
                    return Some(Event::Failed(self.puzzle.id.clone()));
                }
                // A goal over several moves: the move is sown while the
                // coach looks for the answer that stops it.
                let stop = Stop::new();
                let request = Refute {
                    generation: self.generation,
                    start: self.stage.start,
                    house,
                    stop: stop.clone(),
                };
                self.awaiting = Some(request.clone());
                self.search = Some(stop.guard());
                Some(Event::Wrong(self.puzzle.id.clone(), request))
            }
        }
    }

    /// After a wrong move or the refutation has been sown (or at once,
    /// without animation): the refutation, then a pause, then the puzzle.
    fn after_sowing(&mut self) {
        if !matches!(self.status, Status::Wrong { .. }) || self.awaiting.is_some() {
            return;
        }
        if self.stage.speed.stage().is_none() {
            // No animation: everything happens at once, and the board is
            // back on the puzzle straight away.
            self.reset_board();
            return;
        }
        match self.reply.take() {
            Some(reply) => self.stage.show(self.stage.shown, reply),
            None => self.pause = true,
        }
    }

    fn frame(&mut self, now: Instant) {
        if let Some(sowing) = &mut self.stage.sowing {
            if !sowing.tick(now) {
                return;
            }
            self.stage.sowing = None;
            self.told = true;
            self.after_sowing();
        }
        if self.pause && now >= *self.back_at.get_or_insert(now + HOLD) {
            self.reset_board();
        }
    }

    /// The puzzle's position, nothing moving.
    fn reset_board(&mut self) {
        self.stage.shown = self.stage.start;
        self.stage.last = None;
        self.stage.sowing = None;
        self.reply = None;
        self.pause = false;
        self.back_at = None;
        self.refusal = None;
        // An answer still on its way is for an attempt that is over: its
        // search stops, and the answer is dropped if it comes anyway.
        self.awaiting = None;
        self.search = None;
        self.generation += 1;
    }

    /// The keys of this screen: 1-6 play a house, arrows and Enter choose
    /// and play one, H a hint, R try again, S show the solution, N the next
    /// puzzle, Esc back to the list.
    pub fn key(key: &Key) -> Option<Message> {
        match key.as_ref() {
            Key::Character(c) => match c {
                "1" | "2" | "3" | "4" | "5" | "6" => c.parse().ok().map(Message::PlayOwn),
                "h" | "H" => Some(Message::Hint),
                "r" | "R" => Some(Message::Retry),
                "s" | "S" => Some(Message::ShowSolution),
                "n" | "N" => Some(Message::Next),
                _ => None,
            },
            Key::Named(Named::ArrowLeft) => Some(Message::Focus(-1)),
            Key::Named(Named::ArrowRight) => Some(Message::Focus(1)),
            Key::Named(Named::Enter | Named::Space) => Some(Message::PlayFocused),
            Key::Named(Named::Escape) => Some(Message::Back),
            _ => None,
        }
    }
}
