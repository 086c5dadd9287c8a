//! One puzzle: the goal, the board, progressive hints, the answer shown
//! seed by seed, and for a wrong answer what it missed in the goal's own
//! terms, with the reply that shows it, before the board returns to where
//! the learner was. A goal over several moves is played move by move: each
//! right move is answered by the opponent's best reply, sown on the board,
//! and the learner plays on from there.

#[cfg(test)]
mod tests;
mod view;
pub(crate) mod words;

use std::collections::VecDeque;
use std::time::Duration;

use iced::time::Instant;

use iced::keyboard::{Key, key::Named};

use super::play::BoardMessage;
use super::play::Stage;
use super::play::sowing::Speed;
use crate::content::{self, Miss, Puzzle, Run, Verdict};
use crate::engine::{House, PlayError, Position};

/// Where `moves` from `start` end the game, every house emptied into its
/// owner's store; none if the game goes on.
fn ended(start: Position, moves: &[House]) -> Option<Position> {
    let mut game = crate::engine::Game::new(start);
    for &m in moves {
        game.play(m).ok()?;
    }
    game.final_position()
}

/// How long the board stays on a refutation before going back.
const HOLD: Duration = Duration::from_millis(1500);

#[derive(Debug)]
pub struct PuzzleScreen {
    /// Place in the app's list, for "next".
    index: usize,
    puzzle: Puzzle,
    /// The puzzle as played so far: the learner's right moves and the
    /// opponent's replies.
    run: Run,
    /// The board. Its `start` is the position the learner plays from now.
    stage: Stage,
    /// The author's intended first move(s).
    intended: Vec<House>,
    /// Moves still to be sown on the board after the one on screen: the
    /// opponent's reply to a right move, the refutation of a wrong one,
    /// or the rest of the answer being shown.
    queue: VecDeque<House>,
    /// The board rests on a refutation, then goes back to where the
    /// learner was at `back_at` (set by the first frame of the pause).
    pause: bool,
    back_at: Option<Instant>,
    /// How many hints are on screen (for the move being looked for).
    hints: usize,
    /// Whether the learner's move has been sown: its verdict is said only
    /// then, so that the words never run ahead of the seeds.
    told: bool,
    status: Status,
    refusal: Option<PlayError>,
    /// The first try's result has been reported (see [`Event`]).
    rated: bool,
    /// The first move of the answer being shown.
    shown_first: Option<House>,
    /// How the puzzle was chosen, which says what "next" opens.
    mode: Mode,
    /// The game's end, when the moves on the board (solved, or the answer
    /// shown) end it: the board then shows every seed in its owner's
    /// store, the count the explanation gives.
    end: Option<Position>,
    /// Its number in its theme, as the list shows it ("puzzle 12").
    number: Option<usize>,
}

/// How the puzzle on screen was chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// From the list: "next" opens the next one in it.
    #[default]
    List,
    /// "Puzzles for me", picked near the learner's puzzle rating (shown).
    ForMe { rating: u16 },
    /// A streak, with this many solved in a row before this one.
    Streak { solved: u32 },
    /// A streak ended by a miss here, after `solved` in a row; `best` is
    /// the learner's longest. "Next" starts a new streak.
    StreakOver { solved: u32, best: u32 },
}

/// Where the learner is with the puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    Asking,
    /// A right move of a puzzle over several moves; the opponent answers
    /// with `reply` and the learner plays on.
    Going {
        played: House,
        reply: Option<House>,
    },
    /// Solved; `alternative` when with another first move than the
    /// intended one.
    Solved {
        alternative: bool,
    },
    /// A wrong move and how it misses the goal.
    Wrong {
        played: House,
        miss: Option<Miss>,
    },
    /// The answer was shown.
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
    /// Open the puzzle's position on the teacher's board.
    OpenBoard,
    Back,
    /// Read this text aloud (the app does it).
    Speak(crate::app::speak::Said),
}

/// What the puzzle screen asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The puzzle with this id is solved; `clean` when on the first try
    /// since it was opened, with no hint and no wrong move: the learner's
    /// rating counts it as solved.
    Solved {
        id: String,
        clean: bool,
    },
    /// A wrong move or the answer shown; `first` when it is the first
    /// try's result since the puzzle was opened: the learner's rating
    /// counts it as missed.
    Missed {
        id: String,
        first: bool,
    },
    /// The first hint of the first try: the rating counts the puzzle as
    /// missed, though nothing was answered wrong.
    Hinted {
        id: String,
    },
    /// Open the next puzzle.
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
        let run = Run::new(puzzle.goal, start).ok()?;
        if run.answers().ok()?.is_empty() {
            return None;
        }
        let intended = puzzle
            .answer
            .iter()
            .flatten()
            .filter_map(|&n| content::format::house(n))
            .collect();
        Some(PuzzleScreen {
            index,
            puzzle,
            run,
            stage: Stage::new(start, speed),
            intended,
            queue: VecDeque::new(),
            pause: false,
            back_at: None,
            hints: 0,
            told: false,
            status: Status::Asking,
            refusal: None,
            rated: false,
            shown_first: None,
            mode: Mode::List,
            end: None,
            number: None,
        })
    }

    pub fn index(&self) -> usize {
        self.index
    }

    /// Its number in its theme, as the list shows it, so that "everyone
    /// do puzzle 12" can be checked on every screen.
    pub fn set_number(&mut self, number: usize) {
        self.number = Some(number);
    }

    pub fn number(&self) -> Option<usize> {
        self.number
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    /// Says how the puzzle was chosen (and, for a streak, how it stands).
    pub fn set_mode(&mut self, mode: Mode) {
        self.mode = mode;
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

    /// The position the learner plays from now.
    pub fn start(&self) -> Position {
        self.stage.start
    }

    /// The puzzle's own position.
    pub fn puzzle_start(&self) -> Position {
        self.run.start()
    }

    /// The learner's own moves played right so far, and how many the
    /// goal asks for.
    pub fn progress(&self) -> (u8, u8) {
        (self.run.played(), self.puzzle.goal.own_moves())
    }

    /// The move the heading names ("move 2 of 3"), for a goal over
    /// several moves: the one to play now, or once solved the last one
    /// played (a game may end before the last move the goal allows).
    pub fn step(&self) -> Option<(u8, u8)> {
        let (played, moves) = self.progress();
        let step = match self.status {
            Status::Solved { .. } => played,
            _ => (played + 1).min(moves),
        };
        (moves > 1).then_some((step, moves))
    }

    pub fn hints_shown(&self) -> usize {
        self.hints
    }

    /// The puzzle's own hints, then the house itself.
    pub fn hint_count(&self) -> usize {
        self.puzzle.hints.len() + 1
    }

    /// The right moves now, the author's intended first.
    pub fn solutions(&self) -> Vec<House> {
        let mut ok = self.run.answers().unwrap_or_default();
        if self.run.played() == 0 {
            ok.sort_by_key(|h| !self.intended.contains(h));
        }
        ok
    }

    /// Whether the learner's verdict is on screen yet: not while their
    /// move is still being sown.
    pub fn told(&self) -> bool {
        self.told
    }

    /// Whether the puzzle is over for now (solved, or its answer shown):
    /// hints and the answer are then no longer offered.
    pub fn finished(&self) -> bool {
        matches!(self.status, Status::Solved { .. } | Status::Shown)
    }

    /// Whether the board is busy (a sowing, or the pause on a refutation):
    /// the app then asks for frames.
    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some() || self.pause || !self.queue.is_empty()
    }

    /// A move is taken only where the learner plays from, before the
    /// puzzle is solved or its answer shown.
    fn takes_moves(&self) -> bool {
        !self.is_animating()
            && self.stage.shown == self.stage.start
            && matches!(
                self.status,
                Status::Asking | Status::Going { .. } | Status::Wrong { .. }
            )
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
            Message::Hint if !self.finished() && self.hints < self.hint_count() => {
                self.hints += 1;
                // A hint counts as a miss for the rating, once.
                if !self.rated {
                    self.rated = true;
                    return Some(Event::Hinted {
                        id: self.puzzle.id.clone(),
                    });
                }
            }
            Message::Hint => {}
            Message::ShowSolution => {
                if self.finished() {
                    return None;
                }
                self.show_answer();
                return self.missed();
            }
            Message::Retry => self.retry(),
            Message::Next => return Some(Event::Next(self.index + 1)),
            Message::Frame(now) => self.frame(now),
            Message::OpenBoard => return Some(Event::OpenBoard(self.stage.start)),
            Message::Back => return Some(Event::Back),
            // Read by the app, which takes it before the screen does.
            Message::Speak(_) => {}
        }
        None
    }

    /// A miss, the first try's result if nothing came before.
    fn missed(&mut self) -> Option<Event> {
        let first = !self.rated;
        self.rated = true;
        Some(Event::Missed {
            id: self.puzzle.id.clone(),
            first,
        })
    }

    /// Judges the learner's move against the goal from where they are.
    fn answer(&mut self, house: House) -> Option<Event> {
        if !self.takes_moves() {
            return None;
        }
        let verdict = self.run.judge(&self.intended, house).ok()?;
        self.refusal = None;
        let from = self.run.position();
        match verdict {
            Verdict::Illegal(e) => {
                self.refusal = Some(e);
                None
            }
            Verdict::Right | Verdict::Alternative => {
                let first = self.run.played() == 0;
                let played = self.run.play(house)?;
                self.stage.show(from, house);
                self.queue.extend(played.reply);
                self.hints = 0;
                if played.solved {
                    self.status = Status::Solved {
                        alternative: first && verdict == Verdict::Alternative,
                    };
                    self.end = ended(self.run.start(), self.run.moves());
                } else {
                    self.status = Status::Going {
                        played: house,
                        reply: played.reply,
                    };
                }
                self.settle();
                if !played.solved {
                    return None;
                }
                let clean = !self.rated;
                self.rated = true;
                Some(Event::Solved {
                    id: self.puzzle.id.clone(),
                    clean,
                })
            }
            Verdict::Wrong => {
                let miss = self.run.miss(house);
                self.status = Status::Wrong {
                    played: house,
                    miss,
                };
                self.stage.show(from, house);
                // The reply that shows the miss on the board, if the goal
                // names one (a capture, a wipe-out, the answer that stops
                // a goal over several moves).
                self.queue.extend(miss.and_then(|m| m.reply()));
                self.settle();
                self.missed()
            }
        }
    }

    /// Plays the rest of the answer from where the learner is: the right
    /// moves and the opponent's best replies, one after another.
    fn show_answer(&mut self) {
        self.back_to_step();
        let from = self.run.position();
        let mut probe = self.run.clone();
        let mut moves = Vec::new();
        while !probe.solved() {
            let ok = probe.answers().unwrap_or_default();
            let first = probe.played() == 0;
            let Some(m) = ok
                .iter()
                .copied()
                .find(|h| first && self.intended.contains(h))
                .or(ok.first().copied())
            else {
                break;
            };
            let Some(p) = probe.play(m) else {
                break;
            };
            moves.push(m);
            moves.extend(p.reply);
        }
        self.status = Status::Shown;
        self.shown_first = moves.first().copied();
        self.end = ended(from, &moves);
        let mut moves = moves.into_iter();
        if let Some(first) = moves.next() {
            self.stage.show(from, first);
            self.queue.extend(moves);
        }
        self.settle();
    }

    /// Without animation, everything on the queue happens at once.
    fn settle(&mut self) {
        self.told = self.stage.sowing.is_none();
        if self.stage.speed.stage().is_none() {
            while let Some(next) = self.queue.pop_front() {
                self.stage.show(self.stage.shown, next);
            }
            self.stage.sowing = None;
            self.after_sowing();
        }
    }

    /// Once a sowing is over: the next move on the queue, or what follows
    /// the learner's move (their turn again, or back after a miss).
    fn after_sowing(&mut self) {
        if let Some(next) = self.queue.pop_front() {
            self.stage.show(self.stage.shown, next);
            if self.stage.sowing.is_some() {
                return;
            }
        }
        match self.status {
            Status::Going { .. } => {
                // The opponent has answered: the learner plays on.
                self.stage.start = self.run.position();
                self.stage.focused = None;
            }
            Status::Wrong { .. } => {
                if self.stage.speed.stage().is_none() {
                    self.back_to_step();
                } else {
                    self.pause = true;
                }
            }
            // The game is over: the seeds left go to their owners.
            Status::Solved { .. } | Status::Shown => {
                if let Some(end) = self.end {
                    self.stage.shown = end;
                }
            }
            Status::Asking => {}
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
            self.back_to_step();
        }
    }

    /// The position the learner plays from, nothing moving.
    fn back_to_step(&mut self) {
        self.stage.start = self.run.position();
        self.stage.shown = self.stage.start;
        self.stage.last = None;
        self.stage.sowing = None;
        self.queue.clear();
        self.pause = false;
        self.back_at = None;
        self.refusal = None;
        self.end = None;
    }

    /// The puzzle from its start again (its first try stays counted).
    fn retry(&mut self) {
        if let Ok(run) = Run::new(self.puzzle.goal, self.run.start()) {
            self.run = run;
        }
        self.back_to_step();
        self.hints = 0;
        self.status = Status::Asking;
    }

    /// The keys of this screen: 1-6 play a house, arrows and Enter choose
    /// and play one, H a hint, R try again, S show the answer, N the next
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
