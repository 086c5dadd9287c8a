//! Home's "Continue" card: what the learner was last doing, checked
//! against today's lessons and puzzles, said in their language, and where
//! a click on it leads. With nothing to continue, the card offers the
//! first lesson not done yet; with every lesson done, there is no card.
//! The app's side lives here too: recording the last doing as the learner
//! goes (and the coach on or off), dropping records that lead nowhere,
//! and reopening what the card names.

use std::collections::BTreeMap;

use iced::Task;

use super::lessons::{self, State};
use super::play::{Play, replay};
use super::store::{Last, LessonProgress, SavedGame};
use super::{App, Message, Screen, puzzles};
use crate::coach::Level;
use crate::content::{Lesson, Puzzle};
use crate::i18n::Localizer;

/// Where the card leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The lesson at this place in the list, at this step (from 0).
    Lesson { index: usize, step: usize },
    /// The puzzle at this place in the list.
    Puzzle(usize),
    /// The game, to be replayed.
    Game(SavedGame),
    /// The lesson at this place in the list, from its start: nothing to
    /// continue, so the next lesson to do.
    Start(usize),
}

/// The card: its words and where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub text: String,
    pub target: Target,
    /// The next lesson to do was begun already (a try skipped on the way):
    /// the card carries on with it rather than starting it.
    started: bool,
}

impl Card {
    /// True when it continues something (false for a lesson not begun).
    pub fn continues(&self) -> bool {
        self.started || !matches!(self.target, Target::Start(_))
    }
}

/// Where `last` leads today, if it still leads anywhere: a lesson or
/// puzzle a teacher has since removed, a step past a shortened lesson's
/// end, or a game that no longer replays or is over lead nowhere.
pub fn target(last: &Last, lessons: &[Lesson], puzzles: &[Puzzle]) -> Option<Target> {
    match last {
        Last::Lesson { id, step } => {
            let index = lessons.iter().position(|l| &l.id == id)?;
            (*step < lessons[index].steps.len()).then_some(Target::Lesson { index, step: *step })
        }
        Last::Puzzle { id } => puzzles.iter().position(|p| &p.id == id).map(Target::Puzzle),
        Last::Game(game) => {
            let level_ok = game.level.is_none_or(|n| Level::new(n).is_some());
            let replays = replay(&game.moves).is_some_and(|g| !g.is_over());
            (level_ok && replays).then(|| Target::Game(game.clone()))
        }
    }
}

/// The card Home shows, if any.
pub fn card(
    i18n: &Localizer,
    last: Option<&Last>,
    lessons: &[Lesson],
    progress: &BTreeMap<String, LessonProgress>,
    puzzles: &[Puzzle],
) -> Option<Card> {
    let target = match last.and_then(|l| target(l, lessons, puzzles)) {
        Some(t) => t,
        None => Target::Start(lessons::first_to_do(lessons, progress)?),
    };
    let lesson_title = |i: usize| i18n.tr(&lessons[i].title);
    let started = match target {
        Target::Start(i) => {
            State::of(&lessons[i], progress.get(&lessons[i].id)) == State::InProgress
        }
        _ => false,
    };
    let text = match &target {
        Target::Lesson { index, step } => i18n.tr_with(
            "home-continue-lesson",
            &[
                ("number", (index + 1).into()),
                ("title", lesson_title(*index).into()),
                ("step", (step + 1).into()),
                ("steps", lessons[*index].steps.len().into()),
            ],
        ),
        Target::Puzzle(index) => {
            let p = &puzzles[*index];
            i18n.tr_with(
                "home-continue-puzzle",
                &[
                    ("theme", i18n.tr(p.theme.message_id()).into()),
                    ("number", puzzle_number(puzzles, *index).into()),
                ],
            )
        }
        Target::Game(game) => {
            let moves = game.moves.len().into();
            match game.level {
                None => i18n.tr_with("home-continue-friend", &[("moves", moves)]),
                Some(level) => i18n.tr_with(
                    "home-continue-computer",
                    &[("level", level.into()), ("moves", moves)],
                ),
            }
        }
        Target::Start(index) => i18n.tr_with(
            if started {
                "home-carry-on-lesson"
            } else {
                "home-start-lesson"
            },
            &[
                ("number", (index + 1).into()),
                ("title", lesson_title(*index).into()),
            ],
        ),
    };
    Some(Card {
        text,
        target,
        started,
    })
}

/// The number the puzzle list shows on the puzzle at `index`: its place
/// within its theme, easy ones first (as `puzzles.rs` numbers them).
fn puzzle_number(puzzles: &[Puzzle], index: usize) -> usize {
    let p = &puzzles[index];
    puzzles
        .iter()
        .enumerate()
        .filter(|&(i, q)| {
            q.theme == p.theme
                && (q.difficulty < p.difficulty || (q.difficulty == p.difficulty && i <= index))
        })
        .count()
}

/// Recording the learner's last doing as it changes, and reopening it.
impl App {
    /// Forgets, for every learner, a "last" that leads nowhere today (a
    /// lesson or puzzle no longer in the lists, a game that no longer
    /// replays). Done once the teacher's folders are read at the start, not
    /// on every reload: a file a teacher is fixing would otherwise cost the
    /// learners their place.
    pub(super) fn forget_stale(&mut self) {
        let (lessons, puzzles) = match &self.library {
            Some(l) => (&l.lessons[..], &l.puzzles[..]),
            None => (lessons::shipped(), puzzles::shipped()),
        };
        for learner in self.learners.each_mut() {
            if let Some(last) = &learner.last
                && target(last, lessons, puzzles).is_none()
            {
                learner.last = None;
            }
        }
    }

    /// The current learner's "last", saved when it changes.
    pub(super) fn set_last(&mut self, last: Option<Last>) {
        let learner = self.learners.current_mut();
        if learner.last != last {
            learner.last = last;
            self.save();
        }
    }

    /// After any change on the play screen: remembers the coach on or off,
    /// and the game as the learner's last doing once a move is played in
    /// it (forgotten when it ends or a new one starts).
    pub(super) fn record_play(&mut self) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        let saved = play.saved();
        let coach = play.is_teaching();
        let going = {
            let started = !saved.moves.is_empty() || !saved.undone.is_empty();
            started && !play.game().is_over()
        };
        let last = if going {
            self.play_is_last = true;
            Some(Some(Last::Game(saved)))
        } else {
            // None: leave an older "last" alone.
            self.play_is_last.then_some(None)
        };
        let learner = self.learners.current_mut();
        let mut changed = learner.coach != coach;
        learner.coach = coach;
        if let Some(last) = last
            && learner.last != last
        {
            learner.last = last;
            changed = true;
        }
        if changed {
            self.save();
        }
    }

    /// The card Home shows: what to continue, or the next lesson to start.
    pub fn card(&self) -> Option<Card> {
        card(
            &self.i18n,
            self.learners.current().last.as_ref(),
            self.lesson_list(),
            self.lesson_progress(),
            self.puzzle_list(),
        )
    }

    /// Reopens what Home's card names: the lesson at its step, the puzzle,
    /// or the game replayed move by move, the computer asked for its move
    /// if it is its turn.
    pub(super) fn resume(&mut self) -> Task<Message> {
        let Some(card) = self.card() else {
            return Task::none();
        };
        match card.target {
            Target::Lesson { index, step } => self.open_lesson_at(index, step),
            Target::Start(index) => self.open_lesson(index),
            Target::Puzzle(index) => self.open_puzzle(index),
            Target::Game(saved) => match Play::restore(&saved, self.speed) {
                Some(mut play) => {
                    let event = play.start();
                    self.screen = Screen::Play(Box::new(play));
                    self.play_is_last = true;
                    return self.play_event(event);
                }
                // The card checked it replays; should it not, forget it.
                None => self.set_last(None),
            },
        }
        Task::none()
    }
}
