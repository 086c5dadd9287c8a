//! The board while a position is set up: a click adds a seed to a house or
//! a store, a right-click (or a click with Shift) takes one, and the spot
//! chosen for typing is outlined.

use iced::keyboard;
use iced::mouse;
use iced::widget::canvas::{Action, Event, Frame, Geometry, Path, Program, Stroke};
use iced::{Rectangle, Renderer, Theme};

use super::{Message, Spot};
use crate::app::play::{Board, Layout};
use crate::app::theme;
use crate::engine::Side;

/// The board with the counts being set up, and the chosen spot.
pub struct EditBoard<'a> {
    pub board: Board<'a>,
    pub selected: Option<Spot>,
}

/// The modifier keys held, to tell a Shift-click from a click.
#[derive(Default)]
pub struct Held(keyboard::Modifiers);

/// The spot under a point: a house, or a store.
fn spot_at(layout: &Layout, p: iced::Point) -> Option<Spot> {
    if let Some(h) = layout.house_at(p) {
        return Some(Spot::House(h));
    }
    Side::BOTH
        .into_iter()
        .find(|&s| layout.store(s).contains(p))
        .map(Spot::Store)
}

impl Program<Message> for EditBoard<'_> {
    type State = Held;

    fn update(
        &self,
        held: &mut Held,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        let layout = Layout::new(bounds.size());
        let under = || cursor.position_in(bounds).and_then(|p| spot_at(&layout, p));
        match event {
            Event::Keyboard(keyboard::Event::ModifiersChanged(m)) => {
                held.0 = *m;
                None
            }
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Left)) => {
                let spot = under()?;
                let m = if held.0.shift() {
                    Message::Take(spot)
                } else {
                    Message::Add(spot)
                };
                Some(Action::publish(m).and_capture())
            }
            Event::Mouse(mouse::Event::ButtonPressed(mouse::Button::Right)) => {
                Some(Action::publish(Message::Take(under()?)).and_capture())
            }
            _ => None,
        }
    }

    fn draw(
        &self,
        _held: &Held,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let hover = Default::default();
        let mut layers = self.board.draw(&hover, renderer, theme, bounds, cursor);
        if let Some(spot) = self.selected {
            let layout = Layout::new(bounds.size());
            let mut frame = Frame::new(renderer, bounds.size());
            let color = theme::board(theme).last_seed;
            let width = layout.cell * 0.06;
            let path = match spot {
                Spot::House(h) => {
                    Path::circle(layout.house_center(h), layout.house_radius() * 1.08)
                }
                Spot::Store(side) => {
                    let r = layout.store(side).expand(layout.cell * 0.05);
                    Path::rounded_rectangle(r.position(), r.size(), (layout.cell * 0.45).into())
                }
            };
            frame.stroke(&path, Stroke::default().with_color(color).with_width(width));
            layers.push(frame.into_geometry());
        }
        layers
    }

    fn mouse_interaction(
        &self,
        _held: &Held,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        let layout = Layout::new(bounds.size());
        match cursor.position_in(bounds).and_then(|p| spot_at(&layout, p)) {
            Some(_) => mouse::Interaction::Pointer,
            None => mouse::Interaction::default(),
        }
    }
}
