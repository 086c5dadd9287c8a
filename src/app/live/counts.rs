//! The class's moves drawn on the board: on each house, how many children
//! played it (or voted for it), as a big number in a disc on the house's
//! own rim with a ring of its colour round the house, readable from the
//! back of a classroom. The right answer is ringed in
//! green once revealed, the most popular wrong move in red. A layer of its
//! own over the board, taking no events.

use iced::mouse;
use iced::widget::canvas::{Frame, Geometry, Path, Program};
use iced::{Color, Point, Rectangle, Renderer, Theme, Vector};

use crate::app::play::Layout;
use crate::app::play::board::{fill_text, label};
use crate::app::play::rings::gapped_ring;
use crate::app::theme;
use crate::engine::House;
use crate::live::Houses;

pub struct Counts {
    pub houses: Houses,
    /// The right first move, once revealed.
    pub right: Option<u8>,
    /// The most popular wrong first move, once revealed.
    pub wrong: Option<u8>,
}

/// The disc with a house's count: its centre and radius. It sits on the
/// house's own rim, on the side away from the other row (South's below,
/// North's above), a little left of the middle: inside the house's
/// column, clear of its seed count (lower right) and far from the
/// neighbours' counts, and a ring of the same colour round the house ties
/// the two together. From the back of the room it reads as this house's.
pub fn disc(layout: &Layout, house: House) -> (Point, f32) {
    let (c, r) = (layout.cell, layout.house_radius());
    let out = match house.owner() {
        crate::engine::Side::South => r * 0.9,
        crate::engine::Side::North => -r * 0.9,
    };
    (
        layout.house_center(house) + Vector::new(-c * 0.1, out),
        c * 0.19,
    )
}

/// The counts' colour before the reveal: neither the right answer's green
/// nor the captures' red, so it tells nothing yet.
pub(crate) const PLAYED: Color = Color::from_rgb(0.13, 0.36, 0.72);
/// A right answer's disc: a green dark enough for white counts (4.5:1).
pub(crate) const RIGHT: Color = Color::from_rgb8(0x2e, 0x7d, 0x32);

impl<M> Program<M> for Counts {
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
        for n in 0..12u8 {
            let Some(house) = House::new(usize::from(n)) else {
                continue;
            };
            let count = self.houses[usize::from(n)];
            let fill = if self.right == Some(n) {
                RIGHT
            } else if self.wrong == Some(n) {
                colors.capture
            } else {
                PLAYED
            };
            if self.right == Some(n) || self.wrong == Some(n) || count > 0 {
                gapped_ring(&mut frame, &layout, house, fill, colors.ring_edge);
            }
            if count == 0 {
                continue;
            }
            let (at, radius) = disc(&layout, house);
            frame.fill(&Path::circle(at, radius), fill);
            fill_text(
                &mut frame,
                label(count.to_string(), at, radius * 1.4, Color::WHITE),
            );
        }
        vec![frame.into_geometry()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use iced::Size;

    /// The house's seed count as the board draws it (lower right).
    fn badge(layout: &Layout, house: House) -> (Point, f32) {
        let r = layout.house_radius();
        (
            layout.house_center(house) + Vector::new(r * 0.78, r * 0.78),
            layout.cell * 0.15,
        )
    }

    fn gap(a: (Point, f32), b: (Point, f32)) -> f32 {
        a.0.distance(b.0) - a.1 - b.1
    }

    /// "4 ① 4": the count read as the neighbour's. Each disc lies in its
    /// own house's column, clear of every seed count (far from the
    /// neighbours'), and of the house numbers.
    #[test]
    fn each_count_belongs_to_its_own_house() {
        let layout = Layout::new(Size::new(1800.0, 700.0));
        let c = layout.cell;
        for n in 0..12 {
            let house = House::new(n).unwrap();
            let d = disc(&layout, house);
            let own = layout.house_center(house);
            assert!(
                (d.0.x - own.x).abs() <= 0.15 * c,
                "house {n}: in its column"
            );
            assert!(
                gap(d, badge(&layout, house)) >= 0.03 * c,
                "house {n}: own count"
            );
            for m in (0..12).filter(|&m| m != n) {
                let other = House::new(m).unwrap();
                assert!(
                    gap(d, badge(&layout, other)) >= 0.2 * c,
                    "house {n}: too near house {m}'s count"
                );
                let o = layout.house_center(other);
                assert!(d.0.distance(own) < d.0.distance(o), "house {n} nearer {m}");
            }
            let number = layout.number_at(house);
            assert!(
                (d.0.y - number.y).abs() >= d.1 + 0.14 * c,
                "house {n}: clear of its number"
            );
        }
    }
}
