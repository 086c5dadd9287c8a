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
            preview: self.hovered.filter(|_| quiet),
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
