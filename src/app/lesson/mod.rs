//! One lesson, step by step: explanations with houses pointed out, moves
//! watched seed by seed, moves to try judged against the step's goal, and
//! questions whose answer the engine computes.

#[cfg(test)]
mod tests;
mod view;

use iced::time::Instant;
use std::collections::BTreeSet;

use iced::keyboard::{Key, key::Named};

use super::play::BoardMessage;
use super::play::Stage;
use super::play::sowing::Speed;
use crate::content::{self, Lesson, PositionSpec, Step, Verdict, validate};
use crate::engine::{House, PlayError, Position};

#[derive(Debug)]
pub struct LessonScreen {
    lesson: Lesson,
    step: usize,
    /// The board; its start is the current step's position (the start of
    /// the game if it has none).
    stage: Stage,
    /// A watch step's moves still to be played.
    queue: Vec<House>,
    hints: usize,
    status: Status,
    refusal: Option<PlayError>,
    highlight: Vec<House>,
    /// A house was chosen after a wrong try, before "Try again": the board
    /// still shows the wrong move, so it is refused with a reminder.
    nudge: bool,
    /// The steps the learner has completed, before and during this visit:
    /// the last step names a needed one still missing.
    completed: BTreeSet<usize>,
}

/// Where the learner is with the current step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// Reading, watching, or not answered yet.
    Asking,
    /// A watch step's moves have all been shown.
    Watched,
    /// A try answered right; `alternative` with another move than the
    /// intended one.
    Right { alternative: bool },
    /// A try answered with a move that misses the goal, and the step's
    /// text for it if it has one (a message id).
    Wrong { played: House, text: Option<String> },
    /// A question answered with this choice.
    Answered { choice: u8, right: bool },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Board(BoardMessage),
    /// Play the mover's house with this own number (1..=6).
    PlayOwn(u8),
    /// Move the keyboard choice left (-1) or right (+1).
    Focus(i8),
    PlayFocused,
    /// Answer a question with this choice (its value, not its place).
    Choose(u8),
    /// Go straight to this step (from 0): a needed step left behind.
    GoTo(usize),
    Hint,
    Retry,
    WatchAgain,
    Next,
    Previous,
    Frame(Instant),
    /// Open the step's position on the teacher's board.
    OpenBoard,
    Back,
    /// Read this text aloud (the app does it).
    Speak(String),
}

/// What the lesson screen asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Record this step of the lesson with this id as completed.
    Completed(String, usize),
    /// Back to the list of lessons.
    Back,
    /// Open this position on the teacher's board.
    OpenBoard(Position),
}

fn position(spec: Option<&PositionSpec>) -> Position {
    spec.and_then(|s| s.to_position().ok())
        .unwrap_or(Position::START)
}

impl LessonScreen {
    /// The lesson from its first step, or none if it has no steps.
    pub fn new(lesson: Lesson, speed: Speed) -> Option<LessonScreen> {
        if lesson.steps.is_empty() {
            return None;
        }
        let mut screen = LessonScreen {
            lesson,
            step: 0,
            stage: Stage::new(Position::START, speed),
            queue: Vec::new(),
            hints: 0,
            status: Status::Asking,
            refusal: None,
            highlight: Vec::new(),
            nudge: false,
            completed: BTreeSet::new(),
        };
        screen.enter();
        Some(screen)
    }

    /// Goes straight to step `step` (counted from 0), as "Continue" on
    /// Home does; false, and nothing changes, if the lesson has no such step.
    pub fn go_to(&mut self, step: usize) -> bool {
        if step >= self.lesson.steps.len() {
            return false;
        }
        self.step = step;
        self.enter();
        // Completed on entering it (the app records the same event).
        if let Some(Event::Completed(_, step)) = self.entered() {
            self.completed.insert(step);
        }
        true
    }

    /// The steps the learner completed before this visit.
    pub fn set_completed(&mut self, completed: BTreeSet<usize>) {
        self.completed = completed;
    }

    /// The first needed step (see `lessons::needed`) not completed yet,
    /// other than the one on show: shown on the last step, so a lesson
    /// left "started" by a skipped try says which step it still wants.
    pub fn missing(&self) -> Option<usize> {
        crate::classroom::progress::needed(&self.lesson)
            .into_iter()
            .find(|&i| i != self.step && !self.completed.contains(&i))
    }

    /// The letter that picks the choice at `place` on a question (its
    /// badge and its key): A to F. Six at most, as the old keys 1-6 had;
    /// they never meet the screen's other letters (G, H, R, W).
    pub fn choice_letter(place: usize) -> Option<char> {
        (place < 6).then(|| char::from(b'A' + place as u8))
    }

    pub fn lesson(&self) -> &Lesson {
        &self.lesson
    }

    pub fn step_index(&self) -> usize {
        self.step
    }

    pub fn current(&self) -> &Step {
        &self.lesson.steps[self.step]
    }

    pub fn status(&self) -> &Status {
        &self.status
    }

    pub fn shown(&self) -> Position {
        self.stage.shown
    }

    pub fn hints_shown(&self) -> usize {
        self.hints
    }

    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some()
    }

    /// Whether a try's verdict (right or wrong, its words and buttons) is
    /// on show: only once the move's sowing has finished on the board, as
    /// the learner sees it happen, never at the click.
    pub fn verdict_shown(&self) -> bool {
        matches!(self.status, Status::Right { .. } | Status::Wrong { .. }) && !self.is_animating()
    }

    /// The hints of a try or question; a try's last hint names the house.
    /// Another hint can be asked for: some are left and the step is not
    /// answered right yet (the button, the H key and the keys line agree).
    pub fn hint_open(&self) -> bool {
        let solved = matches!(
            self.status,
            Status::Right { .. } | Status::Answered { right: true, .. }
        );
        self.hints < self.hint_count() && !solved
    }

    pub fn hint_count(&self) -> usize {
        match self.current() {
            Step::Try(t) => t.hints.len() + usize::from(self.intended().is_some()),
            Step::Question(q) => q.hints.len(),
            _ => 0,
        }
    }

    /// A try's intended move: the author's first, else the first that works.
    fn intended(&self) -> Option<House> {
        let Step::Try(t) = self.current() else {
            return None;
        };
        t.answer
            .iter()
            .flatten()
            .find_map(|&n| content::format::house(n))
            .or_else(|| {
                content::answers(t.goal, &self.stage.start)
                    .ok()
                    .and_then(|a| a.first().copied())
            })
    }

    /// A question's right answer, as the engine computes it.
    pub fn right_answer(&self) -> Option<u8> {
        let Step::Question(q) = self.current() else {
            return None;
        };
        validate::ask(&self.stage.start, q.ask).ok()
    }

    /// The choices a question offers: its own, else the answer among its
    /// neighbours.
    pub fn choices(&self) -> Vec<u8> {
        let Step::Question(q) = self.current() else {
            return Vec::new();
        };
        match &q.choices {
            Some(c) => c.clone(),
            None => {
                let a = self.right_answer().unwrap_or(0);
                (a.saturating_sub(1)..=a.saturating_add(1)).collect()
            }
        }
    }

    /// Sets up the current step.
    fn enter(&mut self) {
        self.hints = 0;
        self.status = Status::Asking;
        self.refusal = None;
        self.nudge = false;
        self.stage.hovered = None;
        self.stage.focused = None;
        self.highlight.clear();
        self.stage.sowing = None;
        self.stage.last = None;
        self.queue.clear();
        let step = self.lesson.steps[self.step].clone();
        self.stage.start = match &step {
            Step::Explain(e) => position(e.position.as_ref()),
            Step::Watch(w) => position(Some(&w.position)),
            Step::Try(t) => position(Some(&t.position)),
            Step::Question(q) => position(Some(&q.position)),
        };
        self.stage.shown = self.stage.start;
        match step {
            Step::Explain(e) => {
                self.highlight = e
                    .highlight
                    .iter()
                    .filter_map(|&n| content::format::house(n))
                    .collect();
            }
            Step::Watch(w) => {
                self.queue = w
                    .moves
                    .iter()
                    .rev()
                    .filter_map(|&n| content::format::house(n))
                    .collect();
                self.play_next();
            }
            Step::Try(_) | Step::Question(_) => {}
        }
    }

    /// The event for entering a step: an explanation is completed on
    /// sight, a watch step at once when sowings are not animated.
    pub fn entered(&self) -> Option<Event> {
        (matches!(self.current(), Step::Explain(_)) || self.status == Status::Watched)
            .then(|| Event::Completed(self.lesson.id.clone(), self.step))
    }

    /// Whether the board takes a move now. Not after a wrong try: the
    /// board shows where that move's seeds went (the step's wrong text
    /// talks about it) until "Try again" puts them back.
    fn takes_moves(&self) -> bool {
        matches!(self.current(), Step::Try(_))
            && self.status == Status::Asking
            && !self.is_animating()
    }

    /// Whether the learner was reminded to press "Try again" first.
    pub fn nudged(&self) -> bool {
        self.nudge
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        let event = self.handle(message);
        if let Some(Event::Completed(_, step)) = &event {
            self.completed.insert(*step);
        }
        event
    }

    fn handle(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Board(BoardMessage::Hovered(h)) => self.stage.hovered = h,
            Message::Board(BoardMessage::Clicked(h)) => return self.try_move(h),
            Message::PlayOwn(n) => {
                let h = House::from_own(self.stage.start.to_move(), n)?;
                return self.try_move(h);
            }
            Message::Focus(step) => self.stage.focus(step),
            Message::PlayFocused => {
                let n = self.stage.focused?;
                return self.handle(Message::PlayOwn(n));
            }
            Message::Choose(c) => return self.choose(c),
            Message::GoTo(step) => {
                if step < self.lesson.steps.len() {
                    self.step = step;
                    self.enter();
                    return self.entered();
                }
            }
            Message::Hint => {
                if self.hint_open() {
                    self.hints += 1;
                }
            }
            Message::Retry => {
                if matches!(self.status, Status::Wrong { .. } | Status::Answered { .. })
                    || matches!(self.current(), Step::Try(_))
                {
                    // The hints stay; the arrows' choice goes, so the board
                    // shows no house chosen for the learner.
                    let hints = self.hints;
                    self.enter();
                    self.hints = hints;
                }
            }
            Message::WatchAgain => {
                if matches!(self.current(), Step::Watch(_)) {
                    self.enter();
                    return self.entered();
                }
            }
            Message::Next => {
                if self.step + 1 < self.lesson.steps.len() {
                    self.step += 1;
                    self.enter();
                    return self.entered();
                }
                return Some(Event::Back);
            }
            Message::Previous => {
                if self.step > 0 {
                    self.step -= 1;
                    self.enter();
                    return self.entered();
                }
            }
            Message::Frame(now) => return self.frame(now),
            Message::OpenBoard => return Some(Event::OpenBoard(self.stage.start)),
            Message::Back => return Some(Event::Back),
            // Read by the app, which takes it before the screen does.
            Message::Speak(_) => {}
        }
        None
    }

    /// Judges a try's move with the step's goal.
    fn try_move(&mut self, house: House) -> Option<Event> {
        if self.is_animating() {
            return None;
        }
        if matches!(self.status, Status::Wrong { .. }) {
            self.nudge = true;
            return None;
        }
        if !self.takes_moves() {
            return None;
        }
        let Step::Try(t) = self.current().clone() else {
            return None;
        };
        let intended: Vec<House> = t
            .answer
            .iter()
            .flatten()
            .filter_map(|&n| content::format::house(n))
            .collect();
        let verdict = content::judge(t.goal, &self.stage.start, &intended, house).ok()?;
        self.refusal = None;
        match verdict {
            Verdict::Illegal(e) => {
                self.refusal = Some(e);
                None
            }
            Verdict::Right | Verdict::Alternative => {
                self.status = Status::Right {
                    alternative: verdict == Verdict::Alternative,
                };
                self.stage.show(self.stage.start, house);
                Some(Event::Completed(self.lesson.id.clone(), self.step))
            }
            Verdict::Wrong => {
                let n = house.index() as u8;
                let text = t
                    .wrong
                    .iter()
                    .find(|w| w.moves.contains(&n))
                    .map(|w| w.text.clone());
                self.status = Status::Wrong {
                    played: house,
                    text,
                };
                self.stage.show(self.stage.start, house);
                None
            }
        }
    }

    fn choose(&mut self, choice: u8) -> Option<Event> {
        if !matches!(self.current(), Step::Question(_))
            || matches!(self.status, Status::Answered { right: true, .. })
        {
            return None;
        }
        let right = self.right_answer() == Some(choice);
        self.status = Status::Answered { choice, right };
        right.then(|| Event::Completed(self.lesson.id.clone(), self.step))
    }

    /// A watch step's next move, or the end of the watching.
    fn play_next(&mut self) -> Option<Event> {
        loop {
            let Some(house) = self.queue.pop() else {
                self.status = Status::Watched;
                return Some(Event::Completed(self.lesson.id.clone(), self.step));
            };
            self.stage.show(self.stage.shown, house);
            if self.stage.sowing.is_some() {
                return None;
            }
        }
    }

    fn frame(&mut self, now: Instant) -> Option<Event> {
        let sowing = self.stage.sowing.as_mut()?;
        if !sowing.tick(now) {
            return None;
        }
        self.stage.sowing = None;
        if matches!(self.current(), Step::Watch(_)) && self.status == Status::Asking {
            return self.play_next();
        }
        None
    }

    /// The keys of this screen: on a try 1-6 play a house, on a question
    /// A-F pick the choice with that letter (its badge), H a hint, R try
    /// again, W watch again, G go to the needed step still missing (last
    /// step), Backspace the previous step, Esc back. While a try step
    /// takes a move, the arrows choose a house and Enter plays it (Enter
    /// with no house chosen goes on); after a wrong try Enter tries again;
    /// otherwise the arrows and Enter go to the next and previous steps.
    /// While a try's move is being sown, Enter and the arrows wait: its
    /// verdict is not on show yet, and a second Enter must not skip it.
    pub fn key(&self, key: &Key) -> Option<Message> {
        let is_try = matches!(self.current(), Step::Try(_));
        let sowing = is_try && self.is_animating();
        let wrong = matches!(self.status, Status::Wrong { .. }) && !sowing;
        let choosing = self.takes_moves();
        match key.as_ref() {
            Key::Character(c) => match c {
                "1" | "2" | "3" | "4" | "5" | "6" if is_try => c.parse().ok().map(Message::PlayOwn),
                "h" | "H" => Some(Message::Hint),
                "r" | "R" => Some(Message::Retry),
                "w" | "W" => Some(Message::WatchAgain),
                "g" | "G" if self.step + 1 == self.lesson.steps.len() => {
                    self.missing().map(Message::GoTo)
                }
                _ => {
                    let letter = c.chars().next()?.to_ascii_uppercase();
                    let place = (0..6).find(|&i| Self::choice_letter(i) == Some(letter))?;
                    self.choices().get(place).copied().map(Message::Choose)
                }
            },
            _ if sowing => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Back),
                Key::Named(Named::Backspace) => Some(Message::Previous),
                _ => None,
            },
            // After a wrong try the arrows wait for "Try again": what they
            // chose would not be seen on a board still showing that move.
            Key::Named(Named::ArrowLeft | Named::ArrowRight) if wrong => None,
            Key::Named(Named::ArrowLeft) if choosing => Some(Message::Focus(-1)),
            Key::Named(Named::ArrowRight) if choosing => Some(Message::Focus(1)),
            Key::Named(Named::Enter | Named::Space) if wrong => Some(Message::Retry),
            Key::Named(Named::Enter | Named::Space) if choosing && self.stage.focused.is_some() => {
                Some(Message::PlayFocused)
            }
            Key::Named(Named::ArrowRight | Named::Enter) => Some(Message::Next),
            Key::Named(Named::ArrowLeft | Named::Backspace) => Some(Message::Previous),
            Key::Named(Named::Escape) => Some(Message::Back),
            _ => None,
        }
    }
}
