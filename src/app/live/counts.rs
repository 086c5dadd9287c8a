//! The class's moves drawn on the board: on each house, how many children
//! played it (or voted for it), as a big number in a disc over the house,
//! readable from the back of a classroom. The right answer is ringed in
//! green once revealed, the most popular wrong move in red. A layer of its
//! own over the board, taking no events.

use iced::mouse;
use iced::widget::canvas::{Frame, Geometry, Path, Program};
use iced::{Color, Rectangle, Renderer, Theme, Vector};

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

/// Where the count of a house sits: on its outer left edge, away from
/// the seeds in the middle and the house's own seed count (lower right).
fn offset(house: House, r: f32) -> Vector {
    match house.owner() {
        crate::engine::Side::South => Vector::new(-r * 0.72, r * 0.72),
        crate::engine::Side::North => Vector::new(-r * 0.72, -r * 0.72),
    }
}

/// The counts' colour before the reveal: neither the right answer's green
/// nor the captures' red, so it tells nothing yet.
const PLAYED: Color = Color::from_rgb(0.13, 0.36, 0.72);

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
        let palette = theme.extended_palette();
        let colors = theme::board(theme);
        let (c, r) = (layout.cell, layout.house_radius());
        for n in 0..12u8 {
            let Some(house) = House::new(usize::from(n)) else {
                continue;
            };
            if self.right == Some(n) {
                gapped_ring(&mut frame, &layout, house, palette.success.base.color);
            } else if self.wrong == Some(n) {
                gapped_ring(&mut frame, &layout, house, colors.capture);
            }
            let count = self.houses[usize::from(n)];
            if count == 0 {
                continue;
            }
            let at = layout.house_center(house) + offset(house, r);
            let fill = if self.right == Some(n) {
                palette.success.strong.color
            } else if self.wrong == Some(n) {
                colors.capture
            } else {
                PLAYED
            };
            frame.fill(&Path::circle(at, c * 0.22), fill);
            fill_text(
                &mut frame,
                label(count.to_string(), at, c * 0.28, Color::WHITE),
            );
        }
        vec![frame.into_geometry()]
    }
}
