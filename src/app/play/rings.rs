//! Red rings drawn over the play board: the learner's houses the coach's
//! offer warns about. A layer of its own, so the board shared with the
//! lesson and puzzle screens keeps its one kind of ring.

use iced::mouse;
use iced::widget::canvas::path::Arc;
use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::{Color, Radians, Rectangle, Renderer, Theme};

use super::layout::Layout;
use crate::app::theme;
use crate::engine::House;

/// The houses to ring in the capture colour, on a canvas as big as the
/// board's. It takes no events: clicks and hovers reach the board below.
pub struct Rings<'a> {
    pub houses: &'a [House],
}

impl<M> Program<M> for Rings<'_> {
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
        for &house in self.houses {
            gapped_ring(&mut frame, &layout, house, colors.capture, colors.ring_edge);
        }
        vec![frame.into_geometry()]
    }
}

/// A bold ring round `house`, drawn over the board, that leaves a gap
/// where the house's seed count sits (lower right, as the board draws it):
/// no ring ever hides a count. The gap's half angle spans the count's disc.
/// `edge` is drawn under it, a pixel wider each side (see `board::ring`).
pub(crate) fn gapped_ring(
    frame: &mut Frame,
    layout: &Layout,
    house: House,
    color: Color,
    edge: Color,
) {
    let r = layout.house_radius();
    let width = r * 0.14;
    let badge = r * 0.78 * std::f32::consts::SQRT_2;
    let half = ((layout.cell * 0.15 + width) / badge).min(1.0).asin();
    let at = std::f32::consts::FRAC_PI_4;
    let arc = Arc {
        center: layout.house_center(house),
        radius: r * 1.1,
        start_angle: Radians(at + half),
        end_angle: Radians(at - half + std::f32::consts::TAU),
    };
    let path = Path::new(|p| p.arc(arc));
    frame.stroke(
        &path,
        Stroke::default().with_color(edge).with_width(width + 2.0),
    );
    frame.stroke(&path, Stroke::default().with_color(color).with_width(width));
}
