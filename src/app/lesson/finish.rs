//! The finish screen after a lesson's last step: a short celebration, the
//! lesson's stars, and what to do next (the next lesson, puzzles on the
//! lesson's theme).

use iced::widget::{Column, Row, button, column};
use iced::{Center, Element, Fill};

use super::{LessonScreen, Message};
use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::shape::Shape;
use crate::app::speak::{self, Aloud};
use crate::app::theme;
use crate::content::Score;
use crate::i18n::Localizer;

impl LessonScreen {
    /// The finish screen's words, as read aloud: the cheer, the lesson
    /// finished, how the exercises went, the step still waiting.
    pub(super) fn finish_words(&self, i18n: &Localizer) -> Vec<String> {
        let (exercises, best) = self.first_go();
        let mut lines = vec![
            i18n.tr_with("lesson-finish-cheer", &[("stars", self.stars().into())]),
            i18n.tr_with(
                "lesson-finish-title",
                &[("title", i18n.tr(&self.lesson.title).into())],
            ),
        ];
        if exercises > 0 {
            lines.push(i18n.tr_with(
                "lesson-finish-score",
                &[("best", best.into()), ("exercises", exercises.into())],
            ));
        }
        if let Some(m) = self.missing() {
            lines.push(i18n.tr_with("lesson-finish-missing", &[("step", (m + 1).into())]));
        }
        lines
    }

    /// The lesson's exercises, and how many were right at the first go
    /// without a hint. Only the exercises' own scores count: progress is
    /// kept by step number, so a score saved before the lesson changed
    /// may sit on a step that is no exercise now.
    fn first_go(&self) -> (usize, usize) {
        let asks: Vec<usize> = crate::classroom::progress::exercises(&self.lesson).collect();
        let best = asks
            .iter()
            .filter(|i| self.scores.get(i) == Some(&Score::Best))
            .count();
        (asks.len(), best)
    }

    pub(super) fn finish_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        shape: Shape,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let stars = self.stars();
        let toolbar = Self::way_back(i18n, true);
        let (exercises, best) = self.first_go();
        let said = speak::joined(&self.finish_words(i18n));
        // Each line in the learner's language, their second one under it.
        let twin = |say: &dyn Fn(&Localizer) -> String, n: u16| {
            speak::both(say(i18n), i18n.second().map(|l| say(&l)), size.text(n))
        };
        let title = |l: &Localizer| {
            l.tr_with(
                "lesson-finish-title",
                &[("title", l.tr(&self.lesson.title).into())],
            )
        };
        let cheer = |l: &Localizer| l.tr_with("lesson-finish-cheer", &[("stars", stars.into())]);
        let mut col = Column::new()
            .spacing(16)
            .align_x(Center)
            .width(Fill)
            .push(speak::read(
                aloud,
                said,
                vec![cheer(i18n)],
                i18n.second()
                    .map(|l| (speak::joined(&self.finish_words(&l)), vec![cheer(&l)])),
                size.text(34),
                Message::Speak,
            ))
            .push(twin(&title, 20));
        if exercises > 0 {
            col = col.push(crate::app::stars::view(stars, size.text(64)));
            col = col.push(twin(
                &|l| {
                    l.tr_with(
                        "lesson-finish-score",
                        &[("best", best.into()), ("exercises", exercises.into())],
                    )
                },
                18,
            ));
        }
        if let Some(m) = self.missing() {
            col = col.push(speak::text_box(
                aloud,
                size,
                |l| vec![l.tr_with("lesson-finish-missing", &[("step", (m + 1).into())])],
                theme::reminder,
                Message::Speak,
            ));
        }
        let mut choices = Row::new().spacing(14).align_y(Center);
        if let Some(m) = self.missing() {
            choices = choices.push(
                button(text(i18n.tr_with("lesson-go-to", &[("step", (m + 1).into())])).size(18))
                    .padding([10, 18])
                    .on_press(Message::GoTo(m)),
            );
        }
        if let Some(next) = &self.after.next {
            choices = choices.push(
                button(
                    text(i18n.tr_with("lesson-next-lesson", &[("title", i18n.tr(next).into())]))
                        .size(18),
                )
                .padding([10, 18])
                .style(if self.missing().is_some() {
                    theme::secondary
                } else {
                    theme::primary
                })
                .on_press(Message::NextLesson),
            );
        }
        if self.practice_open() {
            choices = choices.push(
                button(
                    text(i18n.tr_with("lesson-practise", &[("count", self.after.puzzles.into())]))
                        .size(18),
                )
                .padding([10, 18])
                .style(theme::secondary)
                .on_press(Message::Practise),
            );
        }
        col = col.push(choices.wrap());

        // The celebration in the middle of the window, the keys at the foot;
        // on a phone it scrolls (in two languages it is taller).
        let middle: Element<'a, Message> = if shape.is_phone() {
            iced::widget::scrollable(col).spacing(6).height(Fill).into()
        } else {
            iced::widget::container(col)
                .center_y(Fill)
                .width(Fill)
                .into()
        };
        column![
            toolbar,
            middle,
            keys_line::view(&aloud.keys(&self.keys_line(i18n)), iced::Left)
        ]
        .spacing(24)
        .padding(shape.padding())
        .width(Fill)
        .height(Fill)
        .into()
    }
}
