//! The board of a teaching screen (lesson or puzzle): the position it
//! starts from, what it shows now, the move being sown, and the hover.
//! Shared so that both screens draw and animate moves the same way.

use iced::mouse;
use iced::widget::Canvas;
use iced::widget::canvas::path::Arc;
use iced::widget::canvas::{Action, Event, Frame, Geometry, Path, Program, Stroke};
use iced::{Element, Fill, Radians, Rectangle, Renderer, Theme};

use super::board::{Board, BoardCache, Hover, Message};
use super::layout::Layout;
use super::sowing::{Sowing, Speed};
use crate::app::theme;
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
    /// A guided exercise's house: ringed, with where its seeds go shown,
    /// while the board takes a move.
    pub guide: Option<House>,
    pub speed: Speed,
    /// Drawn turned round, North's row at the bottom (a child playing
    /// North on their own device).
    pub turned: bool,
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
            guide: None,
            speed,
            turned: false,
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
    /// `quiet`: the learner may play now, so the pointed house and the
    /// turn marker show.
    pub fn view<'a>(
        &'a self,
        names: [String; 2],
        quiet: bool,
        highlight: &'a [House],
    ) -> Element<'a, Message> {
        let board = self.board(names, quiet, highlight);
        let told = board.board.told();
        crate::app::semantics::told(Canvas::new(board).width(Fill).height(Fill), told)
    }

    /// What [`Stage::view`] draws. The learner is looking for an answer
    /// here, so the board's preview of a move (its reach, where the last
    /// seed lands, what it captures) would give it away: only the house
    /// pointed at is ringed, but for a guided exercise's own house, whose
    /// path is the lesson. The play screen keeps the full preview.
    fn board<'a>(&'a self, names: [String; 2], quiet: bool, highlight: &'a [House]) -> Pointed<'a> {
        Pointed {
            board: Board {
                cache: &self.board,
                position: self.shown,
                last: self.last.as_ref(),
                // Only a guided exercise shows a move's path: the one to play.
                preview: self.guide.filter(|_| quiet),
                turn: quiet.then_some(self.start.to_move()),
                names,
                sowing: self.sowing.as_ref().map(Sowing::frame),
                highlight,
                turned: self.turned,
            },
            // A guided exercise's house is ringed until another is pointed at.
            pointed: self.preview().or(self.guide).filter(|_| quiet),
        }
    }
}

/// A board without the move preview, with a plain ring on the house under
/// the pointer (or chosen with the arrow keys) instead.
struct Pointed<'a> {
    board: Board<'a>,
    pointed: Option<House>,
}

impl Program<Message> for Pointed<'_> {
    type State = Hover;

    fn update(
        &self,
        hover: &mut Hover,
        event: &Event,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Option<Action<Message>> {
        self.board.update(hover, event, bounds, cursor)
    }

    fn draw(
        &self,
        hover: &Hover,
        renderer: &Renderer,
        theme: &Theme,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> Vec<Geometry> {
        let mut layers = self.board.draw(hover, renderer, theme, bounds, cursor);
        // Its own layer, so the board's cached drawing is not redone each
        // time the pointer moves to another house.
        if let Some(house) = self.pointed {
            let layout = Layout::new(bounds.size()).turned(self.board.turned);
            let mut frame = Frame::new(renderer, bounds.size());
            // A ring with a gap where the house's count sits (lower
            // right), so the count stays readable.
            let ring = Path::new(|p| {
                p.arc(Arc {
                    center: layout.house_center(house),
                    radius: layout.house_radius() * 1.06,
                    start_angle: Radians(69_f32.to_radians()),
                    end_angle: Radians(381_f32.to_radians()),
                });
            });
            frame.stroke(
                &ring,
                Stroke::default()
                    .with_color(theme::board(theme).last_seed)
                    .with_width(layout.cell * 0.05),
            );
            layers.push(frame.into_geometry());
        }
        layers
    }

    fn mouse_interaction(
        &self,
        hover: &Hover,
        bounds: Rectangle,
        cursor: mouse::Cursor,
    ) -> mouse::Interaction {
        self.board.mouse_interaction(hover, bounds, cursor)
    }
}

/// The keyboard's choice after one arrow press: one house left (-1) or
/// right (+1), within 1..=6; the first press starts from the near end.
/// Shared by every board that takes moves.
pub fn step_focus(focused: Option<u8>, step: i8) -> u8 {
    let now = focused.map_or(if step > 0 { 0 } else { 7 }, i16::from);
    (now + i16::from(step)).clamp(1, 6) as u8
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::play::sowing::Speed;

    fn names() -> [String; 2] {
        ["S".into(), "N".into()]
    }

    #[test]
    fn a_teaching_board_rings_the_pointed_house_but_never_previews_the_move() {
        // South's house 6 would capture here: the full preview would ring
        // North's houses; the teaching board must not.
        let start: Position = "0,0,0,1,2,2/1,1,0,0,0,0 20-21 S".parse().unwrap();
        let mut stage = Stage::new(start, Speed::Off);
        let six = House::from_own(start.to_move(), 6).unwrap();
        stage.hovered = Some(six);
        let b = stage.board(names(), true, &[]);
        assert_eq!(b.board.preview, None);
        assert_eq!(b.pointed, Some(six));
        // The arrow keys' choice is pointed at the same way.
        stage.hovered = None;
        stage.focus(-1);
        let b = stage.board(names(), true, &[]);
        assert_eq!(b.board.preview, None);
        assert_eq!(b.pointed, Some(six));
        // Not while a move is shown.
        let b = stage.board(names(), false, &[]);
        assert_eq!((b.board.preview, b.pointed), (None, None));
    }

    #[test]
    fn a_guided_exercise_rings_its_house_and_shows_where_the_seeds_go() {
        let mut stage = Stage::new(Position::START, Speed::Off);
        let three = House::new(2).unwrap();
        stage.guide = Some(three);
        let b = stage.board(names(), true, &[]);
        assert_eq!((b.board.preview, b.pointed), (Some(three), Some(three)));
        // Pointing at another house rings that one; the path stays the
        // guided house's.
        stage.hovered = House::new(0);
        let b = stage.board(names(), true, &[]);
        assert_eq!((b.board.preview, b.pointed), (Some(three), House::new(0)));
        // Once the move is being shown, neither.
        let b = stage.board(names(), false, &[]);
        assert_eq!((b.board.preview, b.pointed), (None, None));
    }
}
