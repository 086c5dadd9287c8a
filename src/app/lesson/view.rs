//! What the lesson screen shows: the step's text, the board, the buttons
//! the step needs, the hints and what the learner's answer earned.

use iced::widget::{Column, Row, button, column, text};
use iced::{Center, Element, Fill};

use super::{LessonScreen, Message, Status};
use crate::app::play::BoardSize;
use crate::app::puzzle::words::side_name;
use crate::app::theme;
use crate::content::{Ask, Step};
use crate::engine::{House, Side};
use crate::i18n::Localizer;

impl LessonScreen {
    /// `size`: how big the board and the main texts are drawn.
    pub fn view<'a>(&'a self, i18n: &Localizer, size: BoardSize) -> Element<'a, Message> {
        let small = |label: String| text(label).size(16);
        let step = self.current();
        let last_step = self.step + 1 == self.lesson.steps.len();
        let mut toolbar = Row::new()
            .spacing(10)
            .push(
                button(small(i18n.tr("lesson-back")))
                    .style(button::secondary)
                    .on_press(Message::Back),
            )
            .push(
                button(small(i18n.tr("lesson-previous")))
                    .style(button::secondary)
                    .on_press_maybe((self.step > 0).then_some(Message::Previous)),
            );
        if self.hint_count() > 0 {
            toolbar = toolbar.push(
                button(small(i18n.tr("lesson-hint"))).on_press_maybe(
                    (self.hints < self.hint_count()
                        && !matches!(self.status, Status::Right { .. }))
                    .then_some(Message::Hint),
                ),
            );
        }
        if let Step::Watch(_) = step {
            toolbar = toolbar.push(
                button(small(i18n.tr("lesson-watch-again")))
                    .style(button::secondary)
                    .on_press_maybe((!self.is_animating()).then_some(Message::WatchAgain)),
            );
        }
        if matches!(self.status, Status::Wrong { .. }) {
            // The one way on after a wrong try: it stands out.
            toolbar = toolbar.push(button(small(i18n.tr("lesson-retry"))).on_press(Message::Retry));
        }
        let next = if last_step {
            i18n.tr("lesson-finish")
        } else {
            i18n.tr("lesson-next")
        };
        toolbar = toolbar.push(button(small(next)).on_press(Message::Next));

        let heading = i18n.tr_with(
            "lesson-step",
            &[
                ("title", i18n.tr(&self.lesson.title).into()),
                ("step", (self.step + 1).into()),
                ("steps", self.lesson.steps.len().into()),
            ],
        );
        let words = match step {
            Step::Explain(e) => &e.text,
            Step::Watch(w) => &w.text,
            Step::Try(t) => &t.text,
            Step::Question(q) => &q.text,
        };

        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let quiet = self.takes_moves();
        let board = self
            .stage
            .view(names, quiet, &self.highlight)
            .map(Message::Board);

        let mut said = Column::new().spacing(8);
        if let Some(e) = &self.refusal {
            said = said.push(size.text_box(vec![i18n.play_error(e)], theme::notice));
        }
        said = said.push(self.answer_view(i18n, size));
        for i in 0..self.hints {
            said = said.push(text(self.hint(i18n, i)).size(size.text(17)));
        }

        column![
            toolbar.wrap(),
            text(heading).size(16),
            text(i18n.tr(words)).size(size.text(24)),
            size.frame(board, 300.0),
            said,
            text(i18n.tr("lesson-keys")).size(14),
        ]
        .spacing(12)
        .padding(20)
        .width(Fill)
        .into()
    }

    /// The choices of a question, or what the learner's answer earned.
    fn answer_view<'a>(&'a self, i18n: &Localizer, size: BoardSize) -> Element<'a, Message> {
        let step = self.current();
        match (&self.status, step) {
            (Status::Watched, Step::Watch(w)) => match &w.after {
                Some(after) => size.text_box(vec![i18n.tr(after)], theme::panel),
                None => Column::new().into(),
            },
            (Status::Right { alternative }, Step::Try(t)) => {
                let mut lines = vec![i18n.tr(&t.success)];
                if *alternative && let Some(h) = self.intended() {
                    lines.push(
                        i18n.tr_with("lesson-alternative", &[("house", h.own_number().into())]),
                    );
                }
                size.text_box(lines, theme::panel)
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
                size.text_box(lines, theme::notice)
            }
            (_, Step::Question(q)) => {
                let answered = match self.status {
                    Status::Answered { choice, right } => Some((choice, right)),
                    _ => None,
                };
                let mut buttons = Row::new().spacing(10).align_y(Center);
                for c in self.choices() {
                    let label = choice_label(i18n, q.ask, self.stage.start.to_move(), c);
                    let picked = answered.is_some_and(|(a, _)| a == c);
                    let solved = answered.is_some_and(|(_, right)| right);
                    // Only the right answer is lit; a wrong pick is just
                    // switched off, the others stay open.
                    buttons = buttons.push(
                        button(text(label).size(size.text(20)))
                            .padding([8, 18])
                            .style(theme::choice(picked && solved))
                            .on_press_maybe((!solved && !picked).then_some(Message::Choose(c))),
                    );
                }
                let mut col = Column::new().spacing(10).push(buttons);
                match answered {
                    Some((_, true)) => {
                        col = col.push(size.text_box(
                            vec![i18n.tr("lesson-right"), i18n.tr(&q.explanation)],
                            theme::panel,
                        ));
                    }
                    Some((_, false)) => {
                        col = col
                            .push(size.text_box(vec![i18n.tr("lesson-not-right")], theme::notice));
                    }
                    None => {}
                }
                col.into()
            }
            _ => Column::new().into(),
        }
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
