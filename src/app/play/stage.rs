//! The board of a teaching screen (lesson or puzzle): the position it
//! starts from, what it shows now, the move being sown, and the hover.
//! Shared so that both screens draw and animate moves the same way.

use iced::widget::Canvas;
use iced::{Element, Fill};

use super::board::{Board, BoardCache, Message};
use super::sowing::{Sowing, Speed};
use crate::engine::{House, MoveReport, Position};

#[derive(Debug)]
pub struct Stage {
    /// The position the learner answers from.
    pub start: Position,
    /// What the board shows when no sowing is on screen.
    pub shown: Position,
    pub last: Option<MoveReport>,
    pub sowing: Option<Sowing>,
    pub hovered: Option<House>,
    /// The house chosen with the arrow keys (own number 1..=6 of the side
    /// to move).
    pub focused: Option<u8>,
    pub speed: Speed,
    board: BoardCache,
}

impl Stage {
    pub fn new(start: Position, speed: Speed) -> Stage {
        Stage {
            start,
            shown: start,
            last: None,
            sowing: None,
            hovered: None,
            focused: None,
            speed,
            board: BoardCache::default(),
        }
    }

    /// Sows `house` from `from` on the board (animated at the chosen speed).
    pub fn show(&mut self, from: Position, house: House) {
        let Ok((after, report)) = from.play_report(house) else {
            return;
        };
        self.shown = after;
        self.sowing = Sowing::new(from, after, report.clone(), self.speed);
        self.last = Some(report);
    }

    /// Moves the keyboard's choice one house left (-1) or right (+1).
    pub fn focus(&mut self, step: i8) {
        self.focused = Some(step_focus(self.focused, step));
    }

    /// The house to preview: the hovered one, else the keyboard's choice.
    pub fn preview(&self) -> Option<House> {
        self.hovered
            .or_else(|| House::from_own(self.start.to_move(), self.focused?))
    }

    /// The board widget, as tall as its frame (`BoardSize::frame`).
    /// `quiet`: the learner may play now, so the hover preview and the
    /// turn marker show.
    pub fn view<'a>(
        &'a self,
        names: [String; 2],
        quiet: bool,
        highlight: &'a [House],
    ) -> Element<'a, Message> {
        Canvas::new(Board {
            cache: &self.board,
            position: self.shown,
            last: self.last.as_ref(),
            preview: self.preview().filter(|_| quiet),
            turn: quiet.then_some(self.start.to_move()),
            names,
            sowing: self.sowing.as_ref().map(Sowing::frame),
            highlight,
        })
        .width(Fill)
        .height(Fill)
        .into()
    }
}

/// The keyboard's choice after one arrow press: one house left (-1) or
/// right (+1), within 1..=6; the first press starts from the near end.
/// Shared by every board that takes moves.
pub fn step_focus(focused: Option<u8>, step: i8) -> u8 {
    let now = focused.map_or(if step > 0 { 0 } else { 7 }, i16::from);
    (now + i16::from(step)).clamp(1, 6) as u8
}
