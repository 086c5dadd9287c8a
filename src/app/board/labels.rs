//! "Show the coach": a layer over the board that labels each house the
//! player to move can play with what it captures now (a red disc, lower
//! left) and the coach's value for it (upper right: +3, -2, with a tick
//! when it is proven), and rings the best moves.

use iced::mouse;
use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::{Color, Point, Rectangle, Renderer, Theme, Vector};

use crate::app::play::Layout;
use crate::app::play::board::{fill_text, label};
use crate::app::play::rings::gapped_ring;
use crate::app::theme;
use crate::coach::Analysis;
use crate::engine::{House, Position};

/// One playable house's label.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HouseLabel {
    pub house: House,
    /// Seeds the move puts in the mover's store now (a wipe-out's sweep
    /// included).
    pub captures: u8,
    /// The coach's value for the mover, once it has looked.
    pub value: Option<i32>,
    pub exact: bool,
    pub best: bool,
}

/// The labels of every legal move of `position`, from `analysis` if the
/// coach has looked.
pub fn labels(position: &Position, analysis: Option<&Analysis>) -> Vec<HouseLabel> {
    let me = position.to_move();
    position
        .legal_moves()
        .map(|house| {
            let (after, _) = position.play(house).expect("a legal move");
            let valued = analysis.and_then(|a| a.value_of(house));
            HouseLabel {
                house,
                captures: after.store(me) - position.store(me),
                value: valued.map(|v| v.value),
                exact: valued.is_some_and(|v| v.exact),
                best: analysis.is_some_and(|a| a.best.contains(&house)),
            }
        })
        .collect()
}

/// A value as the board shows it: +3, -2, 0.
pub fn signed(value: i32) -> String {
    if value > 0 {
        format!("+{value}")
    } else {
        value.to_string()
    }
}

/// The layer: as big as the board's canvas, taking no events.
pub struct Labels {
    pub labels: Vec<HouseLabel>,
}

impl<M> Program<M> for Labels {
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
        let layout = Layout::new(bounds.size());
        let colors = theme::board(theme);
        let palette = theme.extended_palette();
        let c = layout.cell;
        let r = layout.house_radius();
        for l in &self.labels {
            let center = layout.house_center(l.house);
            if l.best {
                gapped_ring(
                    &mut frame,
                    &layout,
                    l.house,
                    palette.success.base.color,
                    colors.ring_edge,
                );
            }
            if l.captures > 0 {
                let at = center + Vector::new(-r * 0.78, r * 0.78);
                frame.fill(&Path::circle(at, c * 0.15), colors.capture);
                fill_text(
                    &mut frame,
                    label(l.captures.to_string(), at, c * 0.18, Color::WHITE),
                );
            }
            if let Some(v) = l.value {
                // Not red: red discs are captures.
                let fill = match v.signum() {
                    1 => palette.success.strong.color,
                    -1 => Color::from_rgb(0.36, 0.31, 0.52),
                    _ => Color::from_rgb(0.45, 0.45, 0.45),
                };
                value_badge(
                    &mut frame,
                    center + Vector::new(r * 0.7, -r * 0.82),
                    c,
                    v,
                    l.exact,
                    fill,
                );
            }
        }
        vec![frame.into_geometry()]
    }
}

/// "+3" in a rounded box, with a tick after it when the value is proven.
fn value_badge(frame: &mut Frame, at: Point, cell: f32, value: i32, exact: bool, fill: Color) {
    let text = signed(value);
    let chars = text.chars().count() as f32;
    let tick = if exact { cell * 0.16 } else { 0.0 };
    let width = cell * (0.14 + 0.12 * chars) + tick;
    let height = cell * 0.26;
    let corner = Point::new(at.x - width / 2.0, at.y - height / 2.0);
    frame.fill(
        &Path::rounded_rectangle(
            corner,
            iced::Size::new(width, height),
            (height / 2.0).into(),
        ),
        fill,
    );
    let text_at = Point::new(at.x - tick / 2.0, at.y);
    fill_text(frame, label(text, text_at, cell * 0.19, Color::WHITE));
    if exact {
        // A tick drawn as two strokes: the font need not have ✓.
        let x = at.x + width / 2.0 - tick * 0.95;
        let s = tick * 0.7;
        let path = Path::new(|p| {
            p.move_to(Point::new(x, at.y));
            p.line_to(Point::new(x + s * 0.35, at.y + s * 0.35));
            p.line_to(Point::new(x + s, at.y - s * 0.45));
        });
        frame.stroke(
            &path,
            Stroke::default()
                .with_color(Color::WHITE)
                .with_width(cell * 0.035),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coach::{Limits, Search};

    #[test]
    fn each_legal_move_is_labelled_with_its_capture_and_the_coachs_value() {
        // South's house 6 takes North's lone seed and the board: a wipe-out
        // worth 2 + 1; house 1 captures nothing.
        let p: Position = "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap();
        let plain = labels(&p, None);
        assert_eq!(plain.len(), 2);
        assert!(plain.iter().all(|l| l.value.is_none() && !l.best));
        let a = Search::new().analyse(&p, &[], Limits::nodes(50_000));
        let l = labels(&p, Some(&a));
        let six = l.iter().find(|l| l.house.index() == 5).unwrap();
        assert_eq!(six.captures, 3);
        assert_eq!(six.value, Some(2));
        assert!(six.exact && six.best);
        let one = l.iter().find(|l| l.house.index() == 0).unwrap();
        assert_eq!(one.captures, 0);
        assert!(!one.best);
        assert_eq!(signed(2), "+2");
        assert_eq!(signed(-3), "-3");
        assert_eq!(signed(0), "0");
    }
}
