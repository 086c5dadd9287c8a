//! What the lesson screen shows: the step's text, the board, the buttons
//! the step needs, the hints and what the learner's answer earned.

use iced::widget::{Column, Row, button, column, container, text};
use iced::{Center, Element, Fill, Left};

use super::{LessonScreen, Message, Status};
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::puzzle::words::side_name;
use crate::app::speak::{self, Aloud};
use crate::app::theme;
use crate::content::{Ask, Step};
use crate::engine::{House, Side};
use crate::i18n::Localizer;

impl LessonScreen {
    /// `size`: how big the board and the main texts are drawn; `aloud`:
    /// the speaker buttons beside the texts.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        size: BoardSize,
        aloud: Aloud<'a>,
    ) -> Element<'a, Message> {
        size.fitted(move |texts, _| self.laid_out(i18n, size, texts, aloud))
    }

    /// The screen with its board at `size` and its texts at `texts`.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let small = |label: String| text(label).size(16);
        let step = self.current();
        let last_step = self.step + 1 == self.lesson.steps.len();
        let mut toolbar = Row::new()
            .spacing(10)
            .push(
                button(small(i18n.tr("lesson-back")))
                    .style(theme::secondary)
                    .on_press(Message::Back),
            )
            .push(
                button(small(i18n.tr("lesson-previous")))
                    .style(theme::secondary)
                    .on_press_maybe((self.step > 0).then_some(Message::Previous)),
            );
        if self.hint_count() > 0 {
            toolbar = toolbar.push(
                button(small(i18n.tr("lesson-hint")))
                    .style(theme::primary)
                    .on_press_maybe(self.hint_open().then_some(Message::Hint)),
            );
        }
        if let Step::Watch(_) = step {
            toolbar = toolbar.push(
                button(small(i18n.tr("lesson-watch-again")))
                    .style(theme::secondary)
                    .on_press_maybe((!self.is_animating()).then_some(Message::WatchAgain)),
            );
        }
        if matches!(self.status, Status::Wrong { .. }) && self.verdict_shown() {
            // The one way on after a wrong try: it stands out.
            toolbar = toolbar.push(button(small(i18n.tr("lesson-retry"))).on_press(Message::Retry));
        }
        let next = if last_step {
            i18n.tr("lesson-finish")
        } else {
            i18n.tr("lesson-next")
        };
        let missing = self.missing().filter(|_| last_step);
        if let Some(m) = missing {
            toolbar = toolbar.push(
                button(small(
                    i18n.tr_with("lesson-go-to", &[("step", (m + 1).into())]),
                ))
                .style(theme::secondary)
                .on_press(Message::GoTo(m)),
            );
        }
        toolbar = toolbar.push(button(small(next)).on_press(Message::Next));

        let heading = i18n.tr_with(
            "lesson-step",
            &[
                ("title", i18n.tr(&self.lesson.title).into()),
                ("step", (self.step + 1).into()),
                ("steps", self.lesson.steps.len().into()),
            ],
        );
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let quiet = self.takes_moves();
        let board = self
            .stage
            .view(names, quiet, &self.highlight)
            .map(Message::Board);

        let mut said = Column::new().spacing(8);
        if let Some(e) = &self.refusal {
            said = said.push(texts.text_box(vec![i18n.play_error(e)], theme::notice));
        }
        said = said.push(self.answer_view(i18n, texts, aloud));
        for i in 0..self.hints_on_show(i18n).len() {
            let hint = |l: &Localizer| self.hints_on_show(l).swap_remove(i);
            said = said.push(speak::words(aloud, hint, texts.text(17), Message::Speak));
        }
        // The last step says which needed step keeps the lesson from
        // being done (a try skipped on the way), with a way back to it.
        if let Some(m) = missing {
            said = said.push(texts.text_box(
                vec![i18n.tr_with("lesson-missing", &[("step", (m + 1).into())])],
                theme::notice,
            ));
        }

        column![
            toolbar.wrap(),
            crate::app::board::heading_with_board(heading, i18n, Message::OpenBoard),
            speak::words(aloud, |l| self.words(l), texts.text(24), Message::Speak),
            size.frame_with(board, 300.0, said.into(), texts.verdict_room()),
            keys_line::view(&aloud.keys(&self.keys_line(i18n)), Left),
        ]
        .spacing(12)
        .padding(20)
        .width(Fill)
        .into()
    }

    /// The texts on show that can be read aloud, the one the V key reads
    /// first: what the learner's answer earned, else the newest hint, else
    /// the step's own words.
    pub fn aloud(&self, i18n: &Localizer) -> Vec<String> {
        let verdict = self.verdict(i18n).map(|(lines, _)| lines);
        speak::newest_first(
            verdict.as_deref(),
            self.hints_on_show(i18n),
            self.words(i18n),
        )
    }

    /// The step's own words.
    fn words(&self, i18n: &Localizer) -> String {
        i18n.tr(match self.current() {
            Step::Explain(e) => &e.text,
            Step::Watch(w) => &w.text,
            Step::Try(t) => &t.text,
            Step::Question(q) => &q.text,
        })
    }

    /// The hints asked for, oldest first; once a try is right they have
    /// done their work and go.
    fn hints_on_show(&self, i18n: &Localizer) -> Vec<String> {
        if matches!(self.status, Status::Right { .. }) {
            return Vec::new();
        }
        (0..self.hints).map(|i| self.hint(i18n, i)).collect()
    }

    /// What the learner's answer earned (or what a watch showed), in a
    /// box of this style, once it is on show.
    #[allow(clippy::type_complexity)]
    fn verdict(
        &self,
        i18n: &Localizer,
    ) -> Option<(Vec<String>, fn(&iced::Theme) -> container::Style)> {
        match (&self.status, self.current()) {
            (Status::Watched, Step::Watch(w)) => {
                Some((vec![i18n.tr(w.after.as_ref()?)], theme::panel))
            }
            // A try's verdict waits until its seeds have stopped moving.
            (Status::Right { .. } | Status::Wrong { .. }, Step::Try(_))
                if !self.verdict_shown() =>
            {
                None
            }
            (Status::Right { alternative }, Step::Try(t)) => {
                let mut lines = vec![i18n.tr(&t.success)];
                if *alternative && let Some(h) = self.intended() {
                    lines.push(
                        i18n.tr_with("lesson-alternative", &[("house", h.own_number().into())]),
                    );
                }
                Some((lines, theme::panel))
            }
            (Status::Wrong { played, text }, Step::Try(_)) => {
                let line = match text {
                    Some(id) => i18n.tr(id),
                    None => i18n.tr_with("lesson-wrong", &[("house", played.own_number().into())]),
                };
                let mut lines = vec![line, i18n.tr("lesson-try-again")];
                if self.nudged() {
                    lines.push(i18n.tr("lesson-retry-first"));
                }
                Some((lines, theme::notice))
            }
            (Status::Answered { right: true, .. }, Step::Question(q)) => Some((
                vec![i18n.tr("lesson-right"), i18n.tr(&q.explanation)],
                theme::panel,
            )),
            (Status::Answered { right: false, .. }, Step::Question(_)) => {
                Some((vec![i18n.tr("lesson-not-right")], theme::notice))
            }
            _ => None,
        }
    }

    /// The choices of a question, or what the learner's answer earned.
    fn answer_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let verdict = self.verdict(i18n).map(|(_, style)| {
            let lines = |l: &Localizer| self.verdict(l).map_or_else(Vec::new, |(lines, _)| lines);
            speak::text_box(aloud, size, lines, style, Message::Speak)
        });
        match (&self.status, self.current()) {
            (_, Step::Question(q)) => {
                let answered = match self.status {
                    Status::Answered { choice, right } => Some((choice, right)),
                    _ => None,
                };
                let mut buttons = Row::new().spacing(10).align_y(Center);
                for (place, c) in self.choices().into_iter().enumerate() {
                    let label = choice_label(i18n, q.ask, self.stage.start.to_move(), c);
                    let picked = answered.is_some_and(|(a, _)| a == c);
                    let solved = answered.is_some_and(|(_, right)| right);
                    // Each choice wears the letter that picks it: the keys
                    // 1-6 would be mistaken for the numbers on the buttons.
                    let mut face = Row::new().spacing(10).align_y(Center);
                    if let Some(letter) = Self::choice_letter(place) {
                        face = face.push(
                            container(text(letter.to_string()).size(size.text(15)))
                                .padding([1, 7])
                                .style(theme::key_badge),
                        );
                    }
                    face = face.push(text(label).size(size.text(20)));
                    // The right answer, once found, is lit in full; a wrong
                    // pick is switched off, the others stay open.
                    let style = if picked && solved {
                        theme::right_choice
                    } else {
                        theme::choice(false)
                    };
                    buttons = buttons.push(
                        button(face)
                            .padding([8, 14])
                            .style(style)
                            .on_press_maybe((!solved && !picked).then_some(Message::Choose(c))),
                    );
                }
                Column::new().spacing(10).push(buttons).push(verdict).into()
            }
            _ => verdict.unwrap_or_else(|| Column::new().into()),
        }
    }

    /// The keys line for the step on show and where the learner is with
    /// it: only the keys that do something now.
    pub(super) fn keys_line(&self, i18n: &Localizer) -> String {
        let last_step = self.step + 1 == self.lesson.steps.len();
        let mut keys: Vec<String> = Vec::new();
        let hint = self.hint_open();
        let go_on = |keys: &mut Vec<String>| {
            keys.push(i18n.tr(if last_step {
                "lesson-key-finish"
            } else {
                "lesson-key-next"
            }));
            keys.push(i18n.tr("lesson-key-back"));
        };
        match (self.current(), &self.status) {
            // The move is being sown: its verdict, and the keys it brings,
            // come when the seeds stop.
            (Step::Try(_), _) if self.is_animating() => {
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            (Step::Try(_), Status::Asking) => {
                keys.push(i18n.tr("lesson-key-houses"));
                keys.push(i18n.tr("lesson-key-choose"));
                if hint {
                    keys.push(i18n.tr("lesson-key-hint"));
                }
                keys.push(i18n.tr("lesson-key-backspace"));
            }
            (Step::Try(_), Status::Wrong { .. }) => {
                keys.push(i18n.tr("lesson-key-retry"));
                if hint {
                    keys.push(i18n.tr("lesson-key-hint"));
                }
                keys.push(i18n.tr("lesson-key-backspace"));
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

    /// The `i`th hint: the step's own, then for a try the house itself.
    fn hint(&self, i18n: &Localizer, i: usize) -> String {
        let own = match self.current() {
            Step::Try(t) => &t.hints,
            Step::Question(q) => &q.hints,
            _ => return String::new(),
        };
        match (own.get(i), self.intended()) {
            (Some(id), _) => i18n.tr(id),
            (None, Some(h)) => {
                i18n.tr_with("lesson-hint-house", &[("house", h.own_number().into())])
            }
            (None, None) => String::new(),
        }
    }
}

/// A choice in words: a house for "where does the last seed fall", else
/// the number itself.
fn choice_label(i18n: &Localizer, ask: Ask, mover: Side, choice: u8) -> String {
    match (ask, House::new(usize::from(choice))) {
        (Ask::LastIn { .. }, Some(h)) => i18n.tr_with(
            "lesson-choice-house",
            &[
                ("house", h.own_number().into()),
                ("mine", if h.owner() == mover { "yes" } else { "no" }.into()),
                ("owner", h.owner().name().into()),
            ],
        ),
        _ => choice.to_string(),
    }
}
