//! A chosen option, or a right answer, says so with a tick before its
//! words, not by its colour alone (WCAG 1.4.1: a child who cannot tell
//! the accent green from the page, or a grey projector, still sees which
//! language or mode is on); a wrong pick says so with a cross. The marks
//! are drawn, not typed: the bundled font has no ✓ or ✗.

use iced::widget::canvas::{self, Frame, Geometry, LineCap, Path, Stroke};
use iced::widget::{Row, container};
use iced::{Center, Element, Pixels, Point, Rectangle, Renderer, Theme, mouse};

/// A mark before an option's words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// Chosen, or the right answer.
    Tick,
    /// A wrong pick.
    Cross,
}

impl Mark {
    /// The id of the box the mark is drawn in: what tests (and the
    /// layout walk) find it by.
    pub fn id(self) -> &'static str {
        match self {
            Mark::Tick => "mark-tick",
            Mark::Cross => "mark-cross",
        }
    }
}

/// The mark, in the words' colour: a filled button's (`on_fill`) or the
/// page's.
struct Drawn {
    mark: Mark,
    on_fill: bool,
}

impl<M> canvas::Program<M> for Drawn {
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
        let p = theme.extended_palette();
        let color = if self.on_fill {
            p.primary.base.text
        } else {
            p.background.base.text
        };
        let s = bounds.width.min(bounds.height);
        let at = |x: f32, y: f32| Point::new(x * s, y * s);
        let path = Path::new(|b| match self.mark {
            Mark::Tick => {
                b.move_to(at(0.12, 0.55));
                b.line_to(at(0.4, 0.82));
                b.line_to(at(0.88, 0.22));
            }
            Mark::Cross => {
                b.move_to(at(0.2, 0.2));
                b.line_to(at(0.8, 0.8));
                b.move_to(at(0.8, 0.2));
                b.line_to(at(0.2, 0.8));
            }
        });
        frame.stroke(
            &path,
            Stroke::default()
                .with_color(color)
                .with_width((s * 0.14).max(2.0))
                .with_line_cap(LineCap::Round),
        );
        vec![frame.into_geometry()]
    }
}

/// The mark alone, as big as words of `size`.
pub fn alone<'a, M: 'a>(mark: Mark, on_fill: bool, size: impl Into<Pixels>) -> Element<'a, M> {
    let size = size.into().0;
    let drawn = canvas::Canvas::new(Drawn { mark, on_fill })
        .width(size * 0.9)
        .height(size * 0.9);
    container(drawn).id(mark.id()).into()
}

/// `words`, after `mark` when there is one, as big as words of `size`.
/// The words stay a text of their own (found, and read, alone).
pub fn marked<'a, M: 'a>(
    words: impl Into<Element<'a, M>>,
    mark: Option<Mark>,
    on_fill: bool,
    size: impl Into<Pixels>,
) -> Element<'a, M> {
    let Some(mark) = mark else {
        return words.into();
    };
    let size = size.into().0;
    Row::new()
        .push(alone(mark, on_fill, size))
        .push(words.into())
        .spacing(size * 0.3)
        .align_y(Center)
        .into()
}

/// `words` on a choice button, with a tick before them when `on` (the
/// chosen one is filled with the accent colour: `theme::choice`).
pub fn words<'a, M: 'a>(
    words: impl Into<Element<'a, M>>,
    on: bool,
    size: impl Into<Pixels>,
) -> Element<'a, M> {
    marked(words, on.then_some(Mark::Tick), true, size)
}
