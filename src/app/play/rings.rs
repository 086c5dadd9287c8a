//! Red rings drawn over the play board: the learner's houses the coach's
//! offer warns about. A layer of its own, so the board shared with the
//! lesson and puzzle screens keeps its one kind of ring.

use iced::mouse;
use iced::widget::canvas::{Frame, Geometry, Path, Program, Stroke};
use iced::{Rectangle, Renderer, Theme};

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
        let color = theme::board(theme).capture;
        let r = layout.house_radius();
        for &house in self.houses {
            // Just outside the house, as the board's own rings are, so the
            // seed count stays readable.
            frame.stroke(
                &Path::circle(layout.house_center(house), r * 1.1),
                Stroke::default().with_color(color).with_width(r * 0.14),
            );
        }
        vec![frame.into_geometry()]
    }
}
