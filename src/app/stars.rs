//! A lesson's stars, drawn: three five-pointed stars, the earned ones
//! filled in gold (the finish screen and the lesson list).

use iced::widget::Canvas;
use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::{Color, Element, Point, Rectangle, Renderer, Theme, mouse};

/// Three stars `height` pixels tall, `earned` (0 to 3) of them filled.
pub fn view<'a, M: 'a>(earned: u8, height: f32) -> Element<'a, M> {
    Canvas::new(Stars { earned })
        .width(3.0 * height)
        .height(height)
        .into()
}

/// Three stars, the earned ones filled in gold.
struct Stars {
    earned: u8,
}

impl<M> Program<M> for Stars {
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
