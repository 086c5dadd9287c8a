//! The pictures on the learners' cards, drawn by the app (no image
//! files): an animal, a fruit or a shape in the learner's colour, so that
//! a child who cannot read yet finds their own card.

use iced::mouse;
use iced::widget::canvas::{self, Frame, Geometry, Path, Program, Stroke, path::Builder};
use iced::{Color, Point, Rectangle, Renderer, Size, Theme, Vector, color};

use crate::classroom::{Card, Colour, Symbol};

/// A card colour on screen: strong enough to tell apart from the others,
/// with an outline that shows on light and dark backgrounds.
pub fn colour(c: Colour) -> Color {
    match c {
        Colour::Red => color!(0xe53935),
        Colour::Orange => color!(0xfb8c00),
        Colour::Yellow => color!(0xfdd835),
        Colour::Green => color!(0x43a047),
        Colour::Teal => color!(0x00897b),
        Colour::Blue => color!(0x1e88e5),
        Colour::Purple => color!(0x8e24aa),
        Colour::Pink => color!(0xec407a),
    }
}

/// What the guest's card shows: a plain figure, in grey.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Picture {
    Card(Card),
    Guest,
}

impl Picture {
    /// A learner's own picture (the guest's figure for the guest).
    pub fn of(learner: &crate::classroom::Learner) -> Picture {
        if learner.is_guest() {
            Picture::Guest
        } else {
            Picture::Card(learner.card)
        }
    }
}

/// A canvas program drawing one picture, filling its square.
#[derive(Clone, Copy, Debug)]
pub struct Drawing(pub Picture);

impl<M> Program<M> for Drawing {
    type State = ();

    fn draw(
        &self,
        _state: &(),
        renderer: &Renderer,
        _theme: &Theme,
        bounds: Rectangle,
        _cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut frame = Frame::new(renderer, bounds.size());
        draw(&mut frame, bounds.size(), self.0);
        vec![frame.into_geometry()]
    }
}

/// The picture as a widget of `size` pixels square.
pub fn view<'a, M: 'a>(picture: Picture, size: f32) -> iced::Element<'a, M> {
    canvas::Canvas::new(Drawing(picture))
        .width(size)
        .height(size)
        .into()
}

/// Draws `picture` centred in a frame of `size`.
pub fn draw(frame: &mut Frame, size: Size, picture: Picture) {
    let s = size.width.min(size.height) / 2.0 * 0.9;
    let c = Point::new(size.width / 2.0, size.height / 2.0);
    // Points in a box from -1 to 1, y down.
    let at = |x: f32, y: f32| Point::new(c.x + x * s, c.y + y * s);
    let outline = Color::from_rgba(0.1, 0.08, 0.05, 0.85);
    let stroke = Stroke::default()
        .with_width((s * 0.07).max(1.0))
        .with_color(outline);
    let (fill, symbol) = match picture {
        Picture::Guest => {
            let grey = color!(0x9e9e9e);
            let head = Path::circle(at(0.0, -0.45), s * 0.32);
            let body = Path::new(|p| {
                p.move_to(at(-0.7, 0.85));
                p.bezier_curve_to(at(-0.7, -0.05), at(0.7, -0.05), at(0.7, 0.85));
                p.close();
            });
            for shape in [&body, &head] {
                frame.fill(shape, grey);
                frame.stroke(shape, stroke);
            }
            return;
        }
        Picture::Card(card) => (colour(card.colour), card.symbol),
    };
    let shape = |f: &dyn Fn(&mut Builder)| Path::new(|p| f(p));
    let paint = |frame: &mut Frame, path: Path| {
        frame.fill(&path, fill);
        frame.stroke(&path, stroke);
    };
    match symbol {
        Symbol::Star => paint(
            frame,
            shape(&|p| {
                for i in 0..10 {
                    let r = if i % 2 == 0 { 1.0 } else { 0.45 };
                    let a = std::f32::consts::PI * (i as f32 / 5.0 - 0.5);
                    let q = at(r * a.cos(), r * a.sin() + 0.05);
                    if i == 0 { p.move_to(q) } else { p.line_to(q) }
                }
                p.close();
            }),
        ),
        Symbol::Heart => paint(
            frame,
            shape(&|p| {
                p.move_to(at(0.0, 0.9));
                p.bezier_curve_to(at(-1.3, 0.0), at(-0.7, -1.05), at(0.0, -0.45));
                p.bezier_curve_to(at(0.7, -1.05), at(1.3, 0.0), at(0.0, 0.9));
                p.close();
            }),
        ),
        Symbol::Moon => paint(
            frame,
            shape(&|p| {
                p.move_to(at(0.2, -0.95));
                p.bezier_curve_to(at(-1.2, -0.8), at(-1.2, 0.8), at(0.2, 0.95));
                p.bezier_curve_to(at(-0.45, 0.5), at(-0.45, -0.5), at(0.2, -0.95));
                p.close();
            }),
        ),
        Symbol::Sun => {
            for i in 0..8 {
                let a = std::f32::consts::PI * i as f32 / 4.0;
                let (x, y) = (a.cos(), a.sin());
                paint(
                    frame,
                    shape(&|p| {
                        p.move_to(at(0.62 * x - 0.16 * y, 0.62 * y + 0.16 * x));
                        p.line_to(at(0.98 * x, 0.98 * y));
                        p.line_to(at(0.62 * x + 0.16 * y, 0.62 * y - 0.16 * x));
                        p.close();
                    }),
                );
            }
            paint(frame, Path::circle(c, s * 0.5));
        }
        Symbol::Flower => {
            for i in 0..6 {
                let a = std::f32::consts::PI * i as f32 / 3.0;
                paint(
                    frame,
                    Path::circle(at(0.5 * a.cos(), 0.5 * a.sin()), s * 0.38),
                );
            }
            frame.fill(&Path::circle(c, s * 0.3), color!(0xfdd835));
            frame.stroke(&Path::circle(c, s * 0.3), stroke);
        }
        Symbol::Leaf => {
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(-0.8, 0.8));
                    p.bezier_curve_to(at(-0.9, -0.6), at(0.3, -1.0), at(0.9, -0.9));
                    p.bezier_curve_to(at(0.9, 0.0), at(0.2, 0.9), at(-0.8, 0.8));
                    p.close();
                }),
            );
            frame.stroke(
                &shape(&|p| {
                    p.move_to(at(-0.95, 0.95));
                    p.line_to(at(0.6, -0.6));
                }),
                stroke,
            );
        }
        Symbol::Triangle => paint(
            frame,
            shape(&|p| {
                p.move_to(at(0.0, -0.9));
                p.line_to(at(0.95, 0.75));
                p.line_to(at(-0.95, 0.75));
                p.close();
            }),
        ),
        Symbol::Square => paint(
            frame,
            Path::rectangle(at(-0.75, -0.75), Size::new(1.5 * s, 1.5 * s)),
        ),
        Symbol::Apple => {
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(0.0, -0.45));
                    p.bezier_curve_to(at(-0.5, -0.85), at(-1.15, -0.4), at(-0.85, 0.3));
                    p.bezier_curve_to(at(-0.6, 0.95), at(-0.15, 0.95), at(0.0, 0.75));
                    p.bezier_curve_to(at(0.15, 0.95), at(0.6, 0.95), at(0.85, 0.3));
                    p.bezier_curve_to(at(1.15, -0.4), at(0.5, -0.85), at(0.0, -0.45));
                    p.close();
                }),
            );
            stem(frame, &at, stroke, s);
        }
        Symbol::Cherry => {
            for x in [-0.45, 0.45] {
                frame.stroke(
                    &shape(&|p| {
                        p.move_to(at(x, 0.35));
                        p.quadratic_curve_to(at(x * 0.3, -0.3), at(0.1, -0.85));
                    }),
                    stroke,
                );
            }
            paint(frame, Path::circle(at(-0.45, 0.5), s * 0.38));
            paint(frame, Path::circle(at(0.45, 0.5), s * 0.38));
        }
        Symbol::Banana => paint(
            frame,
            shape(&|p| {
                p.move_to(at(-0.9, -0.35));
                p.bezier_curve_to(at(-0.6, 0.9), at(0.6, 0.9), at(0.95, -0.6));
                p.line_to(at(0.75, -0.75));
                p.bezier_curve_to(at(0.4, 0.4), at(-0.45, 0.4), at(-0.65, -0.45));
                p.close();
            }),
        ),
        Symbol::Fish => {
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(0.95, 0.0));
                    p.bezier_curve_to(at(0.5, -0.75), at(-0.4, -0.7), at(-0.55, 0.0));
                    p.bezier_curve_to(at(-0.4, 0.7), at(0.5, 0.75), at(0.95, 0.0));
                    p.close();
                    p.move_to(at(-0.45, 0.0));
                    p.line_to(at(-0.95, -0.55));
                    p.line_to(at(-0.95, 0.55));
                    p.close();
                }),
            );
            eye(frame, at(0.5, -0.12), s);
        }
        Symbol::Turtle => {
            for (x, y) in [(-0.55, -0.55), (0.55, -0.55), (-0.55, 0.55), (0.55, 0.55)] {
                paint(frame, Path::circle(at(x, y), s * 0.2));
            }
            paint(frame, Path::circle(at(0.85, 0.0), s * 0.22));
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(-0.75, 0.0));
                    p.bezier_curve_to(at(-0.75, -0.9), at(0.75, -0.9), at(0.75, 0.0));
                    p.bezier_curve_to(at(0.75, 0.9), at(-0.75, 0.9), at(-0.75, 0.0));
                    p.close();
                }),
            );
            frame.stroke(&Path::circle(c, s * 0.3), stroke);
            eye(frame, at(0.92, -0.05), s * 0.6);
        }
        Symbol::Butterfly => {
            for side in [-1.0, 1.0] {
                paint(
                    frame,
                    shape(&|p| {
                        p.move_to(at(0.0, -0.1));
                        p.bezier_curve_to(
                            at(side * 0.4, -1.1),
                            at(side * 1.2, -0.9),
                            at(side * 0.9, -0.1),
                        );
                        p.close();
                    }),
                );
                paint(
                    frame,
                    shape(&|p| {
                        p.move_to(at(0.0, 0.0));
                        p.bezier_curve_to(
                            at(side * 1.0, 0.0),
                            at(side * 0.9, 0.9),
                            at(side * 0.3, 0.8),
                        );
                        p.close();
                    }),
                );
            }
            frame.fill(
                &Path::rectangle(at(-0.08, -0.6), Size::new(0.16 * s, 1.4 * s)),
                outline,
            );
        }
        Symbol::Cat => {
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(-0.8, -0.1));
                    p.line_to(at(-0.75, -0.95));
                    p.line_to(at(-0.3, -0.6));
                    p.line_to(at(0.3, -0.6));
                    p.line_to(at(0.75, -0.95));
                    p.line_to(at(0.8, -0.1));
                    p.bezier_curve_to(at(0.85, 0.85), at(-0.85, 0.85), at(-0.8, -0.1));
                    p.close();
                }),
            );
            eye(frame, at(-0.32, -0.1), s);
            eye(frame, at(0.32, -0.1), s);
            frame.fill(&Path::circle(at(0.0, 0.18), s * 0.08), outline);
            for (y, dy) in [(0.22, -0.08), (0.32, 0.06)] {
                for side in [-1.0, 1.0] {
                    frame.stroke(
                        &shape(&|p| {
                            p.move_to(at(side * 0.2, y));
                            p.line_to(at(side * 0.95, y + dy));
                        }),
                        Stroke::default().with_width(s * 0.03).with_color(outline),
                    );
                }
            }
        }
        Symbol::Bird => {
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(-0.9, 0.1));
                    p.bezier_curve_to(at(-0.7, 0.85), at(0.6, 0.85), at(0.6, 0.0));
                    p.bezier_curve_to(at(0.6, -0.9), at(-0.2, -0.9), at(-0.3, -0.2));
                    p.close();
                }),
            );
            frame.fill(
                &shape(&|p| {
                    p.move_to(at(0.55, -0.35));
                    p.line_to(at(0.98, -0.2));
                    p.line_to(at(0.55, -0.05));
                    p.close();
                }),
                color!(0xfb8c00),
            );
            paint(
                frame,
                shape(&|p| {
                    p.move_to(at(-0.35, 0.1));
                    p.bezier_curve_to(at(-0.1, 0.55), at(0.3, 0.45), at(0.25, 0.15));
                    p.close();
                }),
            );
            eye(frame, at(0.2, -0.4), s);
        }
    }
}

fn eye(frame: &mut Frame, at: Point, s: f32) {
    frame.fill(&Path::circle(at, s * 0.11), Color::WHITE);
    frame.fill(
        &Path::circle(at + Vector::new(s * 0.02, 0.0), s * 0.06),
        color!(0x1a1a1a),
    );
}

fn stem(frame: &mut Frame, at: &dyn Fn(f32, f32) -> Point, stroke: Stroke<'_>, s: f32) {
    frame.stroke(
        &Path::new(|p| {
            p.move_to(at(0.0, -0.45));
            p.line_to(at(0.1, -0.95));
        }),
        stroke,
    );
    let leaf = Path::new(|p| {
        p.move_to(at(0.1, -0.8));
        p.quadratic_curve_to(at(0.55, -1.05), at(0.6, -0.65));
        p.quadratic_curve_to(at(0.3, -0.55), at(0.1, -0.8));
        p.close();
    });
    frame.fill(&leaf, color!(0x43a047));
    frame.stroke(&leaf, stroke.with_width(s * 0.04));
}
