//! Home's "Continue" card in the learner's words, and reopening what it
//! names. Where it leads is the classroom's (`classroom::resume`): what
//! the learner was last doing, else the first lesson not done yet; with
//! every lesson done, there is no card.

use iced::Task;

use super::play::Play;
use super::{App, Message, Screen};
use crate::classroom::resume::{Target, puzzle_number};
use crate::content::{Lesson, Puzzle};
use crate::i18n::Localizer;

/// The card: its words and where it leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    pub text: String,
    pub target: Target,
}

impl Card {
    /// True when it continues something (false for a lesson not begun).
    pub fn continues(&self) -> bool {
        self.target.continues()
    }
}

/// The card for `target`, in the learner's words.
pub fn card(i18n: &Localizer, target: Target, lessons: &[Lesson], puzzles: &[Puzzle]) -> Card {
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
        Target::Start { index, started } => i18n.tr_with(
            if *started {
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
    Card { text, target }
}

/// Reopening what the card names.
impl App {
    /// The card Home shows: what to continue, or the next lesson to start.
    pub fn card(&self) -> Option<Card> {
        let target = self.class.continue_target()?;
        Some(card(
            &self.i18n,
            target,
            self.lesson_list(),
            self.puzzle_list(),
        ))
    }

    /// Reopens what Home's card names: the lesson at its step, the puzzle,
    /// or the game replayed move by move, the computer asked for its move
    /// if it is its turn.
    pub(super) fn resume(&mut self) -> Task<Message> {
        let Some(target) = self.class.continue_target() else {
            return Task::none();
        };
        match target {
            Target::Lesson { index, step } => self.open_lesson_at(index, step),
            Target::Start { index, .. } => self.open_lesson(index),
            Target::Puzzle(index) => self.open_puzzle(index),
            Target::Game(saved) => {
                // The target checked that it replays.
                if let Some(mut play) = Play::restore(&saved, self.speed()) {
                    // The level the computer that adapts plays, should the
                    // learner turn it on.
                    if !play.adapts() {
                        play = play.adapting(false, self.class.learner().adaptive_level());
                    }
                    let event = play.start();
                    self.screen = Screen::Play(Box::new(play));
                    self.play_is_last = true;
                    self.play_recorded = None;
                    self.play_choices = None;
                    return self.play_event(event);
                }
            }
        }
        Task::none()
    }
}
