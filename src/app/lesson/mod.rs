//! One lesson, step by step: explanations with houses pointed out, moves
//! watched seed by seed, moves to try judged against the step's goal (a
//! guided one with the house ringed and its seeds' path shown; a defence
//! with North's reply played out), questions whose answer the engine
//! computes, a closing game against the coach with an aim, and at the end
//! the finish screen with the lesson's stars.

mod finish;
mod game;
mod keys;
#[cfg(test)]
mod tests;
mod view;

use iced::time::Instant;
use std::collections::{BTreeMap, BTreeSet};

use super::play::BoardMessage;
use super::play::Stage;
use super::play::opponent::Think;
use super::play::sowing::Speed;
use crate::content::{self, Lesson, Miss, PositionSpec, Score, Step, Theme, Verdict, validate};
use crate::engine::{House, PlayError, Position};
use game::LessonGame;

#[derive(Debug)]
pub struct LessonScreen {
    lesson: Lesson,
    step: usize,
    /// The board; its start is the current step's position (the start of
    /// the game if it has none).
    stage: Stage,
    /// Moves still to be sown on the board: a watch step's, or North's
    /// reply to a defending move.
    queue: Vec<House>,
    hints: usize,
    status: Status,
    refusal: Option<PlayError>,
    highlight: Vec<House>,
    /// The steps the learner has completed, before and during this visit:
    /// the finish screen names a needed one still missing.
    completed: BTreeSet<usize>,
    /// The exercises' scores: earned in this visit, or known from before.
    scores: BTreeMap<usize, Score>,
    /// Wrong answers on the exercise on show (a game lost or started again
    /// counts as one), for its score.
    slips: u32,
    /// The closing game, on a game step.
    game: Option<LessonGame>,
    /// Counts the coach's requests, so that an answer meant for a game
    /// since given up is dropped.
    thoughts: u64,
    /// The finish screen is on show (after the last step).
    finished: bool,
    /// What the finish screen offers next.
    after: After,
}

/// What comes after the lesson, as the app knows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct After {
    /// The next lesson's title (a message id), if there is one.
    pub next: Option<String>,
    /// How many puzzles there are on the lesson's practice theme.
    pub puzzles: usize,
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
    /// A try answered with a move that misses the goal, the step's text for
    /// it if it has one (a message id), and how it misses the goal.
    Wrong {
        played: House,
        text: Option<String>,
        miss: Option<Miss>,
    },
    /// A question answered with this choice.
    Answered { choice: u8, right: bool },
    /// The closing game is being played.
    Playing,
    /// The closing game is over: the aim `met` or not, with the final
    /// count (South's, North's).
    GameOver { met: bool, totals: [u8; 2] },
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
    /// Leave an exercise unanswered and go on (never by "Next").
    Skip,
    Previous,
    Frame(Instant),
    /// The coach's move in the closing game, for the request of
    /// `generation`.
    Computer {
        generation: u64,
        house: House,
    },
    /// From the finish screen: the next lesson.
    NextLesson,
    /// From the finish screen: the puzzles on the lesson's theme.
    Practise,
    /// Open the step's position on the teacher's board.
    OpenBoard,
    Back,
    /// Read this text aloud (the app does it).
    Speak(crate::app::speak::Said),
}

/// What the lesson screen asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Record this step of the lesson with this id as completed.
    Completed(String, usize),
    /// An exercise was answered right, with this score.
    Scored {
        lesson: String,
        step: usize,
        score: Score,
    },
    /// The lesson's last step is behind: the finish screen is on show.
    Finished(String),
    /// The coach must find its move in the closing game: the app runs
    /// `think` in the background and sends back [`Message::Computer`].
    Think(Think),
    /// Open the lesson after this one.
    NextLesson,
    /// Open the puzzles on this theme.
    Practise(Theme),
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
            completed: BTreeSet::new(),
            scores: BTreeMap::new(),
            slips: 0,
            game: None,
            thoughts: 0,
            finished: false,
            after: After::default(),
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
        for e in self.entered() {
            if let Event::Completed(_, step) = e {
                self.completed.insert(step);
            }
        }
        true
    }

    /// The steps the learner completed before this visit.
    pub fn set_completed(&mut self, completed: BTreeSet<usize>) {
        self.completed = completed;
    }

    /// The exercises' scores known from before this visit.
    pub fn set_scores(&mut self, scores: BTreeMap<usize, Score>) {
        self.scores = scores;
    }

    /// What the finish screen offers after the lesson.
    pub fn set_after(&mut self, after: After) {
        self.after = after;
    }

    /// The first needed step (see `progress::needed`) not completed yet,
    /// other than the one on show (any on the finish screen).
    pub fn missing(&self) -> Option<usize> {
        crate::classroom::progress::needed(&self.lesson)
            .into_iter()
            .find(|&i| (self.finished || i != self.step) && !self.completed.contains(&i))
    }

    /// The letter that picks the choice at `place` on a question (its
    /// badge and its key): A to F. Six at most; they never meet the
    /// screen's other letters (G, H, P, R, S, W).
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

    /// Whether the finish screen is on show.
    pub fn is_finished(&self) -> bool {
        self.finished
    }

    /// The score of each exercise answered, by step.
    pub fn scores(&self) -> &BTreeMap<usize, Score> {
        &self.scores
    }

    /// The lesson's stars so far (`content::stars`): an exercise completed
    /// before without a known score counts as answered in the end.
    pub fn stars(&self) -> u8 {
        content::stars(
            crate::classroom::progress::exercises(&self.lesson).map(|i| {
                self.scores
                    .get(&i)
                    .copied()
                    .or_else(|| self.completed.contains(&i).then_some(Score::Done))
            }),
        )
    }

    /// The coach's request waiting for an answer, in the closing game.
    pub fn thinking(&self) -> Option<&Think> {
        self.game.as_ref().and_then(LessonGame::request)
    }

    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some()
    }

    /// Whether a try's verdict (right or wrong, its words) is on show: only
    /// once the move's sowing, and North's reply, have finished on the
    /// board, as the learner sees them happen, never at the click.
    pub fn verdict_shown(&self) -> bool {
        matches!(self.status, Status::Right { .. } | Status::Wrong { .. })
            && !self.is_animating()
            && self.queue.is_empty()
    }

    /// Whether the step on show is an exercise answered right, now or on
    /// an earlier visit: "Next" then goes on.
    pub fn answered(&self) -> bool {
        matches!(
            self.status,
            Status::Right { .. }
                | Status::Answered { right: true, .. }
                | Status::GameOver { met: true, .. }
        ) || self.completed.contains(&self.step)
    }

    /// Whether "Next" goes on now: always but on an exercise not answered
    /// yet, which only "Skip" leaves (so that a second click on Next, or
    /// Enter pressed twice, never skips a step by accident).
    pub fn next_open(&self) -> bool {
        !self.finished && (!self.current().is_exercise() || self.answered())
    }

    /// Whether the exercise on show may be skipped.
    pub fn skip_open(&self) -> bool {
        !self.finished && self.current().is_exercise() && !self.answered()
    }

    /// The hints of a try, question or game; a try's last hint names the
    /// house. Another hint can be asked for: some are left and the step is
    /// not answered right yet (the button, the H key and the keys line
    /// agree).
    pub fn hint_open(&self) -> bool {
        let solved = matches!(
            self.status,
            Status::Right { .. }
                | Status::Answered { right: true, .. }
                | Status::GameOver { met: true, .. }
        );
        !self.finished && self.hints < self.hint_count() && !solved
    }

    pub fn hint_count(&self) -> usize {
        match self.current() {
            Step::Try(t) => t.hints.len() + usize::from(self.intended().is_some() && !t.guided),
            Step::Question(q) => q.hints.len(),
            Step::Game(g) => g.hints.len(),
            _ => 0,
        }
    }

    /// Whether "Try again" does something now: after a wrong try or
    /// answer, and in a game once a move has been played.
    pub fn retry_open(&self) -> bool {
        match &self.status {
            Status::Wrong { .. } => self.verdict_shown(),
            Status::Answered { right: false, .. } => true,
            Status::Playing => self.game.as_ref().is_some_and(LessonGame::begun),
            Status::GameOver { .. } => true,
            _ => false,
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
        self.finished = false;
        self.hints = 0;
        self.slips = 0;
        self.reset();
        let step = self.lesson.steps[self.step].clone();
        self.stage.start = match &step {
            Step::Explain(e) => position(e.position.as_ref()),
            Step::Watch(w) => position(Some(&w.position)),
            Step::Try(t) => position(Some(&t.position)),
            Step::Question(q) => position(Some(&q.position)),
            Step::Game(g) => position(Some(&g.position)),
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
                self.play_queue();
            }
            Step::Try(t) => {
                if t.guided {
                    self.stage.guide = self.intended();
                }
            }
            Step::Game(g) => {
                self.game = Some(LessonGame::new(self.stage.start, g.level));
                self.status = Status::Playing;
            }
            Step::Question(_) => {}
        }
    }

    /// Clears the board and the answer for a fresh go at the same step
    /// (the hints and slips stay).
    fn reset(&mut self) {
        self.status = Status::Asking;
        self.refusal = None;
        self.stage.hovered = None;
        self.stage.focused = None;
        self.stage.guide = None;
        self.highlight.clear();
        self.stage.sowing = None;
        self.stage.last = None;
        self.stage.shown = self.stage.start;
        self.queue.clear();
        // Dropping the game stops the coach's search, if one runs.
        self.game = None;
    }

    /// The events for entering a step: an explanation is completed on
    /// sight, a watch step at once when sowings are not animated.
    pub fn entered(&self) -> Vec<Event> {
        let done = matches!(self.current(), Step::Explain(_)) || self.status == Status::Watched;
        self.completed_if(done)
    }

    fn completed_if(&self, done: bool) -> Vec<Event> {
        if done {
            vec![Event::Completed(self.lesson.id.clone(), self.step)]
        } else {
            Vec::new()
        }
    }

    /// Whether the board takes a move now: on a try waiting for one (after
    /// a wrong try the board shows where that move's seeds went, which the
    /// words talk about, until a house is played again or "Try again"
    /// puts them back), and in the closing game on the learner's turn.
    fn takes_moves(&self) -> bool {
        if self.finished || self.is_animating() || !self.queue.is_empty() {
            return false;
        }
        match self.current() {
            Step::Try(_) => self.status == Status::Asking,
            Step::Game(_) => self
                .game
                .as_ref()
                .is_some_and(|g| self.status == Status::Playing && g.learners_turn()),
            _ => false,
        }
    }

    pub fn update(&mut self, message: Message) -> Vec<Event> {
        let events = self.handle(message);
        for e in &events {
            match e {
                Event::Completed(_, step) => {
                    self.completed.insert(*step);
                }
                Event::Scored { step, score, .. } => {
                    self.scores.entry(*step).or_insert(*score);
                }
                _ => {}
            }
        }
        events
    }

    fn handle(&mut self, message: Message) -> Vec<Event> {
        match message {
            Message::Board(BoardMessage::Hovered(h)) => self.stage.hovered = h,
            Message::Board(BoardMessage::Clicked(h)) => return self.play(h),
            Message::PlayOwn(n) => {
                let Some(h) = House::from_own(self.stage.start.to_move(), n) else {
                    return Vec::new();
                };
                return self.play(h);
            }
            Message::Focus(step) => {
                if self.takes_moves() {
                    self.stage.focus(step);
                }
            }
            Message::PlayFocused => {
                if let Some(n) = self.stage.focused {
                    return self.handle(Message::PlayOwn(n));
                }
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
                if self.retry_open() {
                    if self.status == Status::Playing {
                        // Giving up a game counts like losing it.
                        self.slips += 1;
                    }
                    self.again();
                }
            }
            Message::WatchAgain => {
                if matches!(self.current(), Step::Watch(_)) && !self.finished {
                    self.enter();
                    return self.entered();
                }
            }
            Message::Next => {
                if self.next_open() {
                    return self.forward();
                }
            }
            Message::Skip => {
                if self.skip_open() {
                    return self.forward();
                }
            }
            Message::Previous => {
                if self.finished {
                    self.finished = false;
                } else if self.step > 0 {
                    self.step -= 1;
                    self.enter();
                    return self.entered();
                }
            }
            Message::Frame(now) => return self.frame(now),
            Message::Computer { generation, house } => return self.computer(generation, house),
            Message::NextLesson => {
                if self.finished && self.after.next.is_some() {
                    return vec![Event::NextLesson];
                }
            }
            Message::Practise => {
                if let Some(theme) = self.lesson.practice.filter(|_| self.after.puzzles > 0) {
                    return vec![Event::Practise(theme)];
                }
            }
            Message::OpenBoard => return vec![Event::OpenBoard(self.stage.start)],
            Message::Back => return vec![Event::Back],
            // Read by the app, which takes it before the screen does.
            Message::Speak(_) => {}
        }
        Vec::new()
    }

    /// The next step, or the finish screen after the last.
    fn forward(&mut self) -> Vec<Event> {
        if self.step + 1 < self.lesson.steps.len() {
            self.step += 1;
            self.enter();
            return self.entered();
        }
        self.reset();
        self.finished = true;
        vec![Event::Finished(self.lesson.id.clone())]
    }

    /// A fresh go at the step on show: the hints stay; the arrows' choice
    /// goes, so the board shows no house chosen for the learner.
    fn again(&mut self) {
        let (hints, slips) = (self.hints, self.slips);
        self.enter();
        self.hints = hints;
        self.slips = slips;
    }

    /// A house clicked or chosen: a try's answer, or a move in the game.
    fn play(&mut self, house: House) -> Vec<Event> {
        if self.is_animating() || self.finished {
            return Vec::new();
        }
        // After a wrong try a house played is a new go: the board goes
        // back to the exercise's position first (no need to find "Try
        // again").
        if matches!(self.status, Status::Wrong { .. }) && self.verdict_shown() {
            self.again();
        }
        if !self.takes_moves() {
            return Vec::new();
        }
        match self.current() {
            Step::Try(_) => self.try_move(house),
            Step::Game(_) => self.game_move(house),
            _ => Vec::new(),
        }
    }

    /// Judges a try's move with the step's goal.
    fn try_move(&mut self, house: House) -> Vec<Event> {
        let Step::Try(t) = self.current().clone() else {
            return Vec::new();
        };
        let start = self.stage.start;
        let intended: Vec<House> = t
            .answer
            .iter()
            .flatten()
            .filter_map(|&n| content::format::house(n))
            .collect();
        let Ok(verdict) = content::judge(t.goal, &start, &intended, house) else {
            return Vec::new();
        };
        self.refusal = None;
        let mut events = Vec::new();
        match verdict {
            Verdict::Illegal(e) => {
                self.refusal = Some(e);
                return events;
            }
            Verdict::Right | Verdict::Alternative => {
                self.status = Status::Right {
                    alternative: verdict == Verdict::Alternative,
                };
                events.push(Event::Completed(self.lesson.id.clone(), self.step));
                events.extend(self.scored());
            }
            Verdict::Wrong => {
                let n = house.index() as u8;
                let text = t
                    .wrong
                    .iter()
                    .find(|w| w.moves.contains(&n))
                    .map(|w| w.text.clone());
                self.slips += 1;
                self.status = Status::Wrong {
                    played: house,
                    text,
                    miss: content::miss(t.goal, &start, house),
                };
            }
        }
        self.stage.guide = None;
        self.stage.show(start, house);
        // A defence is about what North does next: it is played out.
        self.queue = content::reply(t.goal, &start, house).into_iter().collect();
        self.play_queue();
        events
    }

    /// The score event of the exercise on show, answered right now: only
    /// its first score in a visit counts.
    fn scored(&self) -> Vec<Event> {
        if self.scores.contains_key(&self.step) {
            return Vec::new();
        }
        vec![Event::Scored {
            lesson: self.lesson.id.clone(),
            step: self.step,
            score: Score::of(self.slips, self.hints as u32),
        }]
    }

    fn choose(&mut self, choice: u8) -> Vec<Event> {
        if self.finished
            || !matches!(self.current(), Step::Question(_))
            || matches!(self.status, Status::Answered { right: true, .. })
        {
            return Vec::new();
        }
        let right = self.right_answer() == Some(choice);
        self.status = Status::Answered { choice, right };
        if !right {
            self.slips += 1;
            return Vec::new();
        }
        let mut events = vec![Event::Completed(self.lesson.id.clone(), self.step)];
        events.extend(self.scored());
        events
    }

    /// Sows the queued moves, one after the other; a watch step is
    /// watched once the last is sown.
    fn play_queue(&mut self) -> Vec<Event> {
        while let Some(house) = self.queue.pop() {
            self.stage.show(self.stage.shown, house);
            if self.stage.sowing.is_some() {
                return Vec::new();
            }
        }
        if matches!(self.current(), Step::Watch(_)) && self.status == Status::Asking {
            self.status = Status::Watched;
            return self.completed_if(true);
        }
        Vec::new()
    }

    fn frame(&mut self, now: Instant) -> Vec<Event> {
        let Some(sowing) = self.stage.sowing.as_mut() else {
            return Vec::new();
        };
        if !sowing.tick(now) {
            return Vec::new();
        }
        self.stage.sowing = None;
        if matches!(self.current(), Step::Game(_)) {
            return self.game_sown();
        }
        self.play_queue()
    }
}
