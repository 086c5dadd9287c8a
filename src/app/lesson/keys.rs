//! The lesson screen's keys, and the line that lists the ones that work.

use iced::keyboard::{Key, key::Named};

use super::{LessonScreen, Message, Status};
use crate::content::Step;
use crate::i18n::Localizer;

impl LessonScreen {
    /// The keys of this screen: on a try or in the game 1-6 play a house,
    /// on a question A-F pick the choice with that letter (its badge), H a
    /// hint, R try again, W watch again, S skip an exercise, G go to the
    /// needed step still missing, Backspace the previous step, Esc back.
    /// While the board takes a move, the arrows choose a house and Enter
    /// plays it; after a wrong try Enter tries again; otherwise the arrows
    /// and Enter go to the next and previous steps, Enter only where "Next"
    /// goes on (never past an exercise not answered). While a move is being
    /// sown, Enter and the arrows wait: its verdict is not on show yet, and
    /// a second Enter must not skip it. On the finish screen Enter opens
    /// the next lesson and P the puzzles on its theme.
    pub fn key(&self, key: &Key) -> Option<Message> {
        if self.finished {
            return self.finish_key(key);
        }
        let board = matches!(self.current(), Step::Try(_) | Step::Game(_));
        let sowing = board && (self.is_animating() || !self.queue.is_empty());
        let wrong = matches!(self.status, Status::Wrong { .. }) && !sowing;
        let choosing = self.takes_moves();
        match key.as_ref() {
            Key::Character(c) => match c {
                "1" | "2" | "3" | "4" | "5" | "6" if board => c.parse().ok().map(Message::PlayOwn),
                "h" | "H" => Some(Message::Hint),
                "r" | "R" => Some(Message::Retry),
                "w" | "W" => Some(Message::WatchAgain),
                "s" | "S" if self.skip_open() => Some(Message::Skip),
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
            Key::Named(Named::Enter | Named::Space) if choosing => {
                self.stage.focused.map(|_| Message::PlayFocused)
            }
            Key::Named(Named::ArrowRight | Named::Enter) => {
                self.next_open().then_some(Message::Next)
            }
            Key::Named(Named::ArrowLeft | Named::Backspace) => Some(Message::Previous),
            Key::Named(Named::Escape) => Some(Message::Back),
            _ => None,
        }
    }

    fn finish_key(&self, key: &Key) -> Option<Message> {
        match key.as_ref() {
            Key::Named(Named::Enter | Named::ArrowRight) => Some(if self.after.next.is_some() {
                Message::NextLesson
            } else {
                Message::Back
            }),
            Key::Character("p" | "P") if self.practice_open() => Some(Message::Practise),
            Key::Character("g" | "G") => self.missing().map(Message::GoTo),
            Key::Named(Named::ArrowLeft | Named::Backspace) => Some(Message::Previous),
            Key::Named(Named::Escape) => Some(Message::Back),
            _ => None,
        }
    }

    /// Whether the finish screen offers puzzles to practise.
    pub(super) fn practice_open(&self) -> bool {
        self.lesson.practice.is_some() && self.after.puzzles > 0
    }

    /// The keys line for the step on show and where the learner is with
    /// it: only the keys that do something now.
    pub(super) fn keys_line(&self, i18n: &Localizer) -> String {
        let mut keys: Vec<String> = Vec::new();
        if self.finished {
            keys.push(i18n.tr(if self.after.next.is_some() {
                "lesson-key-next-lesson"
            } else {
                "lesson-key-enter-list"
            }));
            if self.practice_open() {
                keys.push(i18n.tr("lesson-key-practise"));
            }
            if let Some(m) = self.missing() {
                keys.push(i18n.tr_with("lesson-key-go-to", &[("step", (m + 1).into())]));
            }
            keys.push(i18n.tr("lesson-key-backspace"));
            keys.push(i18n.tr("lesson-key-esc"));
            return i18n.tr_with("lesson-keys", &[("keys", keys.join(" · ").into())]);
        }
        let last_step = self.step + 1 == self.lesson.steps.len();
        let hint = self.hint_open();
        let go_on = |keys: &mut Vec<String>| {
            if self.next_open() {
                keys.push(i18n.tr("lesson-key-next"));
            }
            keys.push(i18n.tr("lesson-key-back"));
        };
        let skip = |keys: &mut Vec<String>| {
            if self.skip_open() {
                keys.push(i18n.tr("lesson-key-skip"));
            }
        };
        let sowing = self.is_animating() || !self.queue.is_empty();
        match (self.current(), &self.status) {
            // The move is being sown: its verdict, and the keys it brings,
            // come when the seeds stop.
            (Step::Try(_) | Step::Game(_), _) if sowing => {
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            (Step::Try(_), Status::Asking) | (Step::Game(_), Status::Playing)
                if self.takes_moves() =>
            {
                keys.push(i18n.tr("lesson-key-houses"));
                keys.push(i18n.tr("lesson-key-choose"));
                if hint {
                    keys.push(i18n.tr("lesson-key-hint"));
                }
                if self.retry_open() {
                    keys.push(i18n.tr("lesson-key-restart"));
                }
                skip(&mut keys);
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            // The coach is thinking: nothing to play yet.
            (Step::Game(_), Status::Playing) => {
                skip(&mut keys);
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            (Step::Try(_), Status::Wrong { .. }) => {
                keys.push(i18n.tr("lesson-key-houses"));
                keys.push(i18n.tr("lesson-key-retry"));
                if hint {
                    keys.push(i18n.tr("lesson-key-hint"));
                }
                skip(&mut keys);
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            (Step::Game(_), Status::GameOver { .. }) => {
                keys.push(i18n.tr("lesson-key-restart"));
                skip(&mut keys);
                go_on(&mut keys);
            }
            (Step::Question(_), Status::Asking | Status::Answered { right: false, .. }) => {
                let count = self.choices().len().min(6);
                if let Some(last) = count.checked_sub(1).and_then(Self::choice_letter) {
                    keys.push(i18n.tr_with(
                        "lesson-key-letters",
                        &[("count", count.into()), ("last", last.to_string().into())],
                    ));
                }
                if hint {
                    keys.push(i18n.tr("lesson-key-hint"));
                }
                skip(&mut keys);
                go_on(&mut keys);
            }
            (Step::Watch(_), _) => {
                keys.push(i18n.tr("lesson-key-watch"));
                go_on(&mut keys);
            }
            _ => go_on(&mut keys),
        }
        if let Some(m) = self.missing().filter(|_| last_step) {
            keys.push(i18n.tr_with("lesson-key-go-to", &[("step", (m + 1).into())]));
        }
        keys.push(i18n.tr("lesson-key-esc"));
        i18n.tr_with("lesson-keys", &[("keys", keys.join(" · ").into())])
    }
}
