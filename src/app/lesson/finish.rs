//! The finish screen after a lesson's last step: a short celebration, the
//! lesson's stars, and what to do next (the next lesson, puzzles on the
//! lesson's theme).

use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::widget::{Canvas, Column, Row, button, column, text};
use iced::{Center, Color, Element, Fill, Point, Rectangle, Renderer, Theme, mouse};

use super::{LessonScreen, Message};
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::theme;
use crate::content::Score;
use crate::i18n::Localizer;

impl LessonScreen {
    pub(super) fn finish_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
    ) -> Element<'a, Message> {
        let small = |label: String| text(label).size(16);
        let stars = self.stars();
        let toolbar = Row::new()
            .spacing(10)
            .push(
                button(small(i18n.tr("lesson-back")))
                    .style(button::secondary)
                    .on_press(Message::Back),
            )
            .push(
                button(small(i18n.tr("lesson-previous")))
                    .style(button::secondary)
                    .on_press(Message::Previous),
            );

        let exercises = crate::classroom::progress::exercises(&self.lesson).count();
        let best = self.scores.values().filter(|&&s| s == Score::Best).count();
        let mut col = Column::new()
            .spacing(16)
            .align_x(Center)
            .width(Fill)
            .push(
                text(i18n.tr_with("lesson-finish-cheer", &[("stars", stars.into())]))
                    .size(size.text(34)),
            )
            .push(
                text(i18n.tr_with(
                    "lesson-finish-title",
                    &[("title", i18n.tr(&self.lesson.title).into())],
                ))
                .size(size.text(20)),
            );
        if exercises > 0 {
            col = col.push(
                Canvas::new(Stars { earned: stars })
                    .width(3.0 * size.text(64))
                    .height(size.text(64)),
            );
            col = col.push(
                text(i18n.tr_with(
                    "lesson-finish-score",
                    &[("best", best.into()), ("exercises", exercises.into())],
                ))
                .size(size.text(18)),
            );
        }
        if let Some(m) = self.missing() {
            col = col.push(size.text_box(
                vec![i18n.tr_with("lesson-finish-missing", &[("step", (m + 1).into())])],
                theme::reminder,
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
                    button::secondary
                } else {
                    button::primary
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
                .style(button::secondary)
                .on_press(Message::Practise),
            );
        }
        col = col.push(choices.wrap());

        column![
            toolbar,
            col,
            keys_line::view(&self.keys_line(i18n), iced::Left)
        ]
        .spacing(24)
        .padding(20)
        .width(Fill)
        .into()
    }
}

/// Three stars, the earned ones filled in gold.
struct Stars {
    earned: u8,
}

impl Program<Message> for Stars {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let side = bounds.height.min(bounds.width / 3.0);
        let gold = Color::from_rgb8(0xf5, 0xb3, 0x01);
        let empty = theme.extended_palette().background.strong.color;
        for i in 0..3u8 {
            let center = Point::new(side * (f32::from(i) + 0.5), bounds.height / 2.0);
            let star = star(center, side * 0.46, side * 0.19);
            if i < self.earned {
                frame.fill(&star, gold);
                frame.stroke(
                    &star,
                    Stroke::default()
                        .with_color(Color::from_rgb8(0xc2, 0x8a, 0x00))
                        .with_width(2.0),
                );
            } else {
                frame.stroke(&star, Stroke::default().with_color(empty).with_width(3.0));
            }
        }
        vec![frame.into_geometry()]
    }
}

/// A five-pointed star, point up.
fn star(center: Point, outer: f32, inner: f32) -> Path {
    Path::new(|p| {
        for k in 0..10 {
            let r = if k % 2 == 0 { outer } else { inner };
            let angle =
                std::f32::consts::PI * (f32::from(k as u8) / 5.0) - std::f32::consts::FRAC_PI_2;
            let at = Point::new(center.x + r * angle.cos(), center.y + r * angle.sin());
            if k == 0 {
                p.move_to(at);
            } else {
                p.line_to(at);
            }
        }
        p.close();
    })
}
