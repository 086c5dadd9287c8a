//! The graph of a review: the expected result after each move, seen from
//! one side, like KaTrain's score graph. Above the middle line that side
//! is ahead. Marked moves are dots in their mark's colour, the move on
//! show a vertical line; a click shows the move there.

use iced::alignment::{Horizontal, Vertical};
use iced::mouse;
use iced::widget::canvas::{Action, Event, Frame, Geometry, Path, Program, Stroke, Text};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme};

use super::Message;
use crate::coach::review::Verdict;

pub struct Graph {
    /// The points: before the first move, then after each move reviewed.
    pub points: Vec<i32>,
    /// Moves in the game: the width stands for all of them, reviewed or not.
    pub total: usize,
    /// Each marked move's index and mark.
    pub marks: Vec<(usize, Verdict)>,
    /// The move on show: the line stands at its point (after it), where
    /// its dot is.
    pub cursor: usize,
    /// What the top and the bottom mean: "South ahead", "South behind".
    /// Drawn at 12 px, where readings would be too small to read: plain
    /// (`crate::i18n::ruby::plain`), whatever the localizer gives.
    pub labels: [String; 2],
}

/// The graph on `canvas`, with the texts it draws told to screen readers
/// and tests (`app::said`): its two labels (`labels`, as the graph has
/// them), where they are drawn.
pub fn said<'a>(
    canvas: iced::widget::Canvas<Graph, Message>,
    labels: [String; 2],
    scale: i32,
) -> iced::Element<'a, Message> {
    crate::app::said::Said::new(canvas, move |b: Rectangle| {
        let line = LABEL * 1.3;
        let h = (b.height - AXIS).max(1.0);
        let width = (b.width - 12.0).max(0.0);
        let mut said = vec![
            (
                format!("{} (+{scale})", labels[0]),
                Rectangle::new(Point::new(b.x + 6.0, b.y + 4.0), Size::new(width, line)),
            ),
            (
                format!("{} (-{scale})", labels[1]),
                Rectangle::new(
                    Point::new(b.x + 6.0, b.y + h - 4.0 - line),
                    Size::new(width, line),
                ),
            ),
        ];
        said.truncate(labels_shown(h));
        said
    })
    .into()
}

/// The size of the graph's labels.
const LABEL: f32 = 12.0;
/// Room under the plot for the move numbers.
const AXIS: f32 = LABEL + 4.0;

/// How many of the two labels a plot `h` px tall has room for, one over
/// the other without touching (a phone's graph is a strip: none there).
fn labels_shown(h: f32) -> usize {
    let line = LABEL * 1.3;
    if h >= 2.0 * line + 12.0 {
        2
    } else if h >= line + 8.0 {
        1
    } else {
        0
    }
}

/// The colour of a mark, on the graph and in the move list: 4.5:1 as
/// text on the page of either theme (docs/accessibility-contrast.md).
pub fn mark_color(v: Verdict, theme: &Theme) -> Option<Color> {
    let dark = theme.extended_palette().is_dark;
    let rgb = |light: u32, dark_: u32| {
        let c = if dark { dark_ } else { light };
        Some(Color::from_rgb8((c >> 16) as u8, (c >> 8) as u8, c as u8))
    };
    match v {
        Verdict::Inaccuracy => rgb(0x8a6600, 0xe0b000),
        Verdict::Mistake => rgb(0xb34700, 0xf08030),
        Verdict::Blunder => rgb(0xc62828, 0xf06060),
        _ => None,
    }
}

impl Graph {
    /// How big a mark's dot is: smaller when the moves are close, so
    /// that dots side by side do not cover each other.
    fn dot(&self, width: f32) -> f32 {
        let step = (width - 16.0) / self.total.max(1) as f32;
        (step / 2.0).clamp(2.0, 5.0)
    }

    /// Every how many moves a number is written under the plot: 5, 10,
    /// 20... so that the numbers stand at least 40 px apart.
    fn tick(&self, width: f32) -> usize {
        let step = (width - 16.0) / self.total.max(1) as f32;
        [5, 10, 20, 50, 100]
            .into_iter()
            .find(|&n| n as f32 * step >= 40.0)
            .unwrap_or(200)
    }

    /// Where point `k` (after `k` moves) lies across the width.
    fn x(&self, k: usize, width: f32) -> f32 {
        let pad = 8.0;
        pad + (width - 2.0 * pad) * k as f32 / self.total.max(1) as f32
    }

    /// The move a click at `x` asks for: the one whose point (after it)
    /// is nearest, the first move for the point before the game.
    fn index_at(&self, x: f32, width: f32) -> usize {
        let pad = 8.0;
        let t = ((x - pad) / (width - 2.0 * pad)).clamp(0.0, 1.0);
        ((t * self.total as f32).round() as usize).saturating_sub(1)
    }

    /// The value the top and bottom stand for: the largest seen, at
    /// least 6 seeds, so small estimates do not look like landslides.
    pub fn scale(&self) -> f32 {
        self.points
            .iter()
            .map(|v| v.unsigned_abs())
            .max()
            .unwrap_or(0)
            .max(6) as f32
    }
}

impl Program<Message> for Graph {
    type State = ();

    fn update(
        &self,
        _state: &mut (),
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        match event {
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let p = cursor.position_in(bounds)?;
                let i = self.index_at(p.x, bounds.width);
                Some(Action::publish(Message::GoTo(i)).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        let p = theme.extended_palette();
        let w = bounds.width;
        // The plot, with the move numbers under it.
        let h = (bounds.height - AXIS).max(1.0);
        frame.fill(
            &Path::rounded_rectangle(Point::ORIGIN, Size::new(w, h), 8.0.into()),
            p.background.weak.color,
        );
        let label = |frame: &mut Frame, words: &str, at: Point, x: Horizontal, y: Vertical| {
            frame.fill_text(Text {
                content: words.to_owned(),
                position: at,
                color: p.background.base.text.scale_alpha(0.8),
                size: LABEL.into(),
                font: crate::app::fonts::UI,
                align_x: x.into(),
                align_y: y,
                ..Text::default()
            });
        };
        let scale_words = format!("{}", self.scale() as i32);
        let shown = labels_shown(h);
        if shown >= 1 {
            label(
                &mut frame,
                &format!("{} (+{scale_words})", self.labels[0]),
                Point::new(6.0, 4.0),
                Horizontal::Left,
                Vertical::Top,
            );
        }
        if shown == 2 {
            label(
                &mut frame,
                &format!("{} (-{scale_words})", self.labels[1]),
                Point::new(6.0, h - 4.0),
                Horizontal::Left,
                Vertical::Bottom,
            );
        }
        let tick = self.tick(w);
        for k in (tick..=self.total).step_by(tick) {
            label(
                &mut frame,
                &k.to_string(),
                Point::new(self.x(k, w), h + 2.0),
                Horizontal::Center,
                Vertical::Top,
            );
        }
        let mid = h / 2.0;
        let scale = self.scale();
        let y = |v: i32| mid - (v as f32 / scale) * (h / 2.0 - 6.0);
        frame.stroke(
            &Path::line(Point::new(0.0, mid), Point::new(w, mid)),
            Stroke::default()
                .with_color(p.background.strong.color)
                .with_width(1.0),
        );
        if self.points.len() >= 2 {
            // The area between the curve and the middle, then the curve.
            let area = Path::new(|b| {
                b.move_to(Point::new(self.x(0, w), mid));
                for (k, &v) in self.points.iter().enumerate() {
                    b.line_to(Point::new(self.x(k, w), y(v)));
                }
                b.line_to(Point::new(self.x(self.points.len() - 1, w), mid));
                b.close();
            });
            frame.fill(
                &area,
                Color {
                    a: 0.25,
                    ..p.primary.base.color
                },
            );
            let curve = Path::new(|b| {
                for (k, &v) in self.points.iter().enumerate() {
                    let at = Point::new(self.x(k, w), y(v));
                    if k == 0 {
                        b.move_to(at);
                    } else {
                        b.line_to(at);
                    }
                }
            });
            frame.stroke(
                &curve,
                Stroke::default()
                    .with_color(p.primary.strong.color)
                    .with_width(2.0),
            );
        }
        let x = self.x(self.cursor + 1, w);
        frame.stroke(
            &Path::line(Point::new(x, 2.0), Point::new(x, h - 2.0)),
            Stroke::default()
                .with_color(p.background.base.text)
                .with_width(2.0),
        );
        for &(i, v) in &self.marks {
            let (Some(color), Some(&value)) = (mark_color(v, theme), self.points.get(i + 1)) else {
                continue;
            };
            let at = Point::new(self.x(i + 1, w), y(value));
            frame.fill(&Path::circle(at, self.dot(w)), color);
        }
        vec![frame.into_geometry()]
    }

    fn mouse_interaction(
        &self,
        _state: &(),
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        if cursor.is_over(bounds) {
            mouse::Interaction::Pointer
        } else {
            mouse::Interaction::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_plot_drops_the_labels_it_has_no_room_for() {
        // Two lines of 15.6 px and their margins.
        assert_eq!(labels_shown(130.0), 2);
        assert_eq!(labels_shown(40.0), 1);
        assert_eq!(labels_shown(20.0), 0);
    }

    #[test]
    fn a_click_asks_for_the_move_under_it_and_the_scale_fits_the_values() {
        let g = Graph {
            points: vec![0, 2, -3, 10],
            total: 10,
            marks: Vec::new(),
            cursor: 0,
            labels: Default::default(),
        };
        // The points stand after moves 1 to 10; before the game is move 1.
        assert_eq!(g.index_at(8.0, 216.0), 0);
        assert_eq!(g.index_at(28.0, 216.0), 0);
        assert_eq!(g.index_at(208.0, 216.0), 9);
        assert_eq!(g.index_at(108.0, 216.0), 4);
        assert_eq!(g.index_at(-50.0, 216.0), 0);
        assert_eq!(g.scale(), 10.0);
        let small = Graph {
            points: vec![0, 1],
            ..g
        };
        assert_eq!(small.scale(), 6.0);
    }

    #[test]
    fn the_graph_uses_the_room_a_big_window_gives_and_its_dots_keep_apart() {
        use super::super::view::{graph_height, side_width};
        use crate::app::play::BoardSize;
        let projector = iced::Size::new(1920.0, 1080.0);
        let small = iced::Size::new(1024.0, 640.0);
        // It was 270x130 whatever the window.
        assert!(graph_height(BoardSize::Projector, projector) >= 300.0);
        assert!(side_width(BoardSize::Projector, projector) >= 440.0);
        assert_eq!(graph_height(BoardSize::Normal, small), 192.0);
        assert_eq!(side_width(BoardSize::Normal, small), 300.0);
        // 85 moves in 268 px: dots of 1.5 px a side, not 5 over each
        // other; a number under every 20th move.
        let g = Graph {
            points: vec![0; 86],
            total: 85,
            marks: Vec::new(),
            cursor: 0,
            labels: Default::default(),
        };
        assert!(g.dot(268.0) <= 2.0);
        assert_eq!(g.tick(268.0), 20);
        assert!((2.5..2.6).contains(&g.dot(450.0)));
        assert_eq!(g.tick(450.0), 10);
    }
}
