//! Home's "Continue" card: what the learner was last doing, checked
//! against today's lessons and puzzles, said in their language, and where
//! a click on it leads. With nothing to continue, the card offers the
//! first lesson not done yet; with every lesson done, there is no card.

use std::collections::BTreeMap;

use super::lessons::State;
use super::play::replay;
use super::store::{Last, LessonProgress, SavedGame};
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
}

impl Card {
    /// True when it continues something (false for the next lesson).
    pub fn continues(&self) -> bool {
        !matches!(self.target, Target::Start(_))
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
        None => Target::Start(
            lessons
                .iter()
                .position(|l| State::of(l, progress.get(&l.id)) != State::Done)?,
        ),
    };
    let lesson_title = |i: usize| i18n.tr(&lessons[i].title);
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
            "home-start-lesson",
            &[
                ("number", (index + 1).into()),
                ("title", lesson_title(*index).into()),
            ],
        ),
    };
    Some(Card { text, target })
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
