//! Where each part of the board sits for a given canvas size: used both to
//! draw and to know which house the pointer is over.

use iced::{Point, Rectangle, Size};

use super::BOARD_ID;
use crate::engine::{House, Side};

pub use crate::classroom::BoardSize;

impl BoardSize {
    /// The tallest a board may be drawn, for a screen whose board is
    /// `normal` pixels tall at the normal size. The screens give the board
    /// what is left below their texts up to this height, so on a small
    /// window it shrinks instead of pushing the texts out of sight.
    pub fn board_height(self, normal: f32) -> f32 {
        let factor = match self {
            BoardSize::Normal => 1.0,
            BoardSize::Large => 1.3,
            // A 1920x1080 projector: the board then fills the width beside
            // the move list (its cells are width-limited at about 180 px).
            BoardSize::Projector => 1.75,
        };
        normal * factor
    }

    /// The size of a main text (a headline, a prompt, what a move earned)
    /// whose normal size is `normal`. Texts grow less than the board: they
    /// wrap, and a sentence in Italian or Spanish is long.
    pub fn text(self, normal: u16) -> f32 {
        let factor = match self {
            BoardSize::Normal => 1.0,
            BoardSize::Large => 1.2,
            BoardSize::Projector => 1.4,
        };
        (f32::from(normal) * factor).round()
    }

    /// The size the main texts are drawn at in a window of `window`: this
    /// size's, unless the window is too small for texts that big as well
    /// as a board that big. The board takes the room first: a projector's
    /// 1024x640 window gets the normal texts (its big ones left the board
    /// a strip).
    pub fn texts_in(self, window: iced::Size) -> BoardSize {
        // A phone's narrow width takes the normal texts too, and a tablet
        // held upright no projector's (their lines would wrap word by word).
        let fits = |s: BoardSize| match s {
            BoardSize::Normal => true,
            BoardSize::Large => window.height >= 780.0 && window.width >= crate::app::shape::PHONE,
            // A 1080p projector's window less its title bar and the
            // desktop's panel (it got the large texts at 1920x1000).
            BoardSize::Projector => window.height >= PROJECTOR_HEIGHT && window.width >= 1200.0,
        };
        [self, BoardSize::Large, BoardSize::Normal]
            .into_iter()
            .find(|&s| s.text(10) <= self.text(10) && fits(s))
            .unwrap_or(BoardSize::Normal)
    }

    /// A screen laid out for the window it gets: `screen` is given the
    /// texts' size there ([`texts_in`](Self::texts_in)) and the window.
    pub fn fitted<'a, M: 'a>(
        self,
        screen: impl Fn(BoardSize, iced::Size) -> iced::Element<'a, M> + 'a,
    ) -> iced::Element<'a, M> {
        iced::widget::responsive(move |window| screen(self.texts_in(window), window)).into()
    }

    /// The room a screen keeps under its board for what the learner's
    /// answer earns (three lines in a box, at texts of this size), so the
    /// board does not shrink when it appears.
    pub fn verdict_room(self) -> f32 {
        3.0 * (self.text(18) * 1.3).ceil() + 2.0 * 6.0 + 24.0
    }

    /// [`frame`](Self::frame) with `below` under the board: the board
    /// leaves it `reserve` px whatever it holds, and it scrolls if it
    /// needs more than the window has.
    pub fn frame_with<'a, M: 'a>(
        self,
        board: iced::Element<'a, M>,
        normal: f32,
        below: iced::Element<'a, M>,
        reserve: f32,
    ) -> iced::Element<'a, M> {
        self.framed(board, normal)
            .below(scrolling(below).id(BELOW_ID), reserve, 12.0)
            .into()
    }

    /// [`frame_with`](Self::frame_with) with `above` over the board too:
    /// it has the height it needs as long as the board keeps cells of
    /// [`SMALLEST_CELL`] px, and scrolls past that (a lesson's words in
    /// two languages at 1024x640 left the board a strip). With `grows`
    /// (hints the learner asked for), `below` takes what it needs beyond
    /// `reserve` from the board down to the same smallest cells.
    pub fn frame_between<'a, M: 'a>(
        self,
        above: iced::Element<'a, M>,
        board: iced::Element<'a, M>,
        normal: f32,
        (below, reserve, grows): (iced::Element<'a, M>, f32, bool),
    ) -> iced::Element<'a, M> {
        let frame = self
            .framed(board, normal)
            .below(scrolling(below).id(BELOW_ID), reserve, 12.0)
            .above(scrolling(above), SMALLEST_CELL * HEIGHT, 12.0);
        if grows {
            frame.below_grows(SMALLEST_CELL * HEIGHT).into()
        } else {
            frame.into()
        }
    }

    /// A board canvas (whose height is `Fill`) in its frame: as tall as
    /// what the screen's texts leave it, at most this size's height for a
    /// board `normal` pixels tall, with what follows right under it, and
    /// findable by tests as [`BOARD_ID`] (with exactly the canvas's bounds).
    pub fn frame<'a, M: 'a>(
        self,
        board: iced::Element<'a, M>,
        normal: f32,
    ) -> iced::Element<'a, M> {
        self.framed(board, normal).into()
    }

    /// The frame of [`frame`](Self::frame), to put more in.
    fn framed<'a, M: 'a>(
        self,
        board: iced::Element<'a, M>,
        normal: f32,
    ) -> crate::app::fit::AtMost<'a, M, iced::Theme, iced::Renderer> {
        let board = iced::widget::container(board)
            .id(BOARD_ID)
            .height(iced::Fill);
        crate::app::fit::AtMost::new(board, self.board_height(normal)).ratio(WIDTH / HEIGHT)
    }

    /// Sentences in a box under a board, one text each (so each can be
    /// found on its own), at this size's text size, in `style`.
    pub fn text_box<'a, M: 'a>(
        self,
        lines: Vec<String>,
        style: fn(&iced::Theme) -> iced::widget::container::Style,
    ) -> iced::Element<'a, M> {
        let lines = iced::widget::Column::with_children(
            lines
                .into_iter()
                .map(|l| crate::app::furigana::text(l).size(self.text(18)).into()),
        );
        iced::widget::container(lines.spacing(6))
            .padding(12)
            .width(iced::Fill)
            .style(style)
            .into()
    }
}

/// What sits over or under a board, scrolling when it gets less room
/// than it needs (its scrollbar beside it, not over its words).
fn scrolling<'a, M: 'a>(content: iced::Element<'a, M>) -> iced::widget::Scrollable<'a, M> {
    iced::widget::scrollable(content)
        .spacing(6)
        .width(iced::Fill)
        .height(iced::Shrink)
}

/// The widget id of what scrolls under a board (a verdict, hints).
pub const BELOW_ID: &str = "below-board";
/// The widget id of the newest hint under a board, brought into sight
/// when it is asked for ([`show_newest_hint`]).
pub const NEWEST_HINT_ID: &str = "newest-hint";

/// The newest hint in sight (below the verdict, it used to land out of
/// sight, and "Hint" seemed to do nothing).
pub fn show_newest_hint<T>() -> iced::Task<T> {
    crate::app::reveal::reveal(BELOW_ID, NEWEST_HINT_ID)
}

/// What is under the board from its start: a new answer's verdict, which
/// comes first, in sight.
pub fn show_verdict<T>() -> iced::Task<T> {
    iced::widget::operation::snap_to(
        BELOW_ID,
        iced::widget::operation::RelativeOffset {
            x: None,
            y: Some(0.0),
        },
    )
}

/// A hint under a board, findable as the newest when it is.
pub fn hint_box<'a, M: 'a>(hint: iced::Element<'a, M>, newest: bool) -> iced::Element<'a, M> {
    let boxed = iced::widget::container(hint);
    if newest {
        boxed.id(NEWEST_HINT_ID).into()
    } else {
        boxed.into()
    }
}

/// The least height of a window that gets the projector's texts.
const PROJECTOR_HEIGHT: f32 = 940.0;

/// The smallest text drawn on a board, in pixels: still read on a phone
/// held in the hand.
pub const MIN_LABEL: f32 = 12.0;

/// Board units: the board is 9 cells wide and 3 tall (two rows of houses,
/// the house numbers above and below).
const WIDTH: f32 = 9.0;
const HEIGHT: f32 = 3.0;

/// The smallest cell a board keeps when texts over it could take its
/// room: its seeds and counts still show to a child at a classroom table.
pub const SMALLEST_CELL: f32 = 60.0;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Layout {
    origin: Point,
    /// The side of one house's cell, in pixels.
    pub cell: f32,
    /// Drawn turned round (North's row at the bottom): a child who plays
    /// North on their own device sees their houses nearest them.
    turned: bool,
}

impl Layout {
    pub fn new(size: Size) -> Layout {
        let cell = (size.width / WIDTH).min(size.height / HEIGHT).max(1.0);
        Layout {
            origin: Point::new(
                (size.width - WIDTH * cell) / 2.0,
                (size.height - HEIGHT * cell) / 2.0,
            ),
            cell,
            turned: false,
        }
    }

    /// The same layout turned round when `turned` (North's row at the
    /// bottom, every place half a turn about the board's centre).
    pub fn turned(self, turned: bool) -> Layout {
        Layout { turned, ..self }
    }

    fn at(&self, x: f32, y: f32) -> Point {
        let (x, y) = if self.turned {
            (WIDTH - x, HEIGHT - y)
        } else {
            (x, y)
        };
        Point::new(self.origin.x + x * self.cell, self.origin.y + y * self.cell)
    }

    /// A rectangle from (x, y), `w` by `h` cells (turned round with the
    /// board: its far corner becomes its near one).
    fn rect(&self, x: f32, y: f32, w: f32, h: f32) -> Rectangle {
        let corner = if self.turned {
            self.at(x + w, y + h)
        } else {
            self.at(x, y)
        };
        Rectangle::new(corner, Size::new(w, h) * self.cell)
    }

    /// South's row runs left to right along the bottom; North's continues
    /// counter-clockwise along the top, right to left.
    fn column_row(house: House) -> (f32, f32) {
        let i = house.index();
        if i < 6 {
            (i as f32, 1.0)
        } else {
            ((11 - i) as f32, 0.0)
        }
    }

    pub fn house_center(&self, house: House) -> Point {
        let (col, row) = Layout::column_row(house);
        self.at(1.5 + col + 0.5, 0.5 + row + 0.5)
    }

    pub fn house_radius(&self) -> f32 {
        0.42 * self.cell
    }

    /// The size of a text on the board that is `share` of a cell at a
    /// cell's size, never under [`MIN_LABEL`] (a phone's cells of 40 px
    /// wrote the seed counts at 7 px).
    pub fn label_size(&self, share: f32) -> f32 {
        (share * self.cell).max(MIN_LABEL)
    }

    /// A house's seed count: its size, and its disc's radius.
    pub fn count(&self) -> (f32, f32) {
        let size = self.label_size(0.18);
        (size, (0.15 * self.cell).max(0.8 * size))
    }

    /// Where the learner's number of a house is written: above North's
    /// row, below South's.
    pub fn number_at(&self, house: House) -> Point {
        let (col, _) = Layout::column_row(house);
        let y = match house.owner() {
            Side::North => 0.25,
            Side::South => 2.75,
        };
        self.at(1.5 + col + 0.5, y)
    }

    /// The whole wooden board.
    pub fn board(&self) -> Rectangle {
        self.rect(0.15, 0.45, 8.7, 2.1)
    }

    /// A row's band, for marking whose turn it is.
    pub fn row_band(&self, side: Side) -> Rectangle {
        let y = match side {
            Side::North => 0.5,
            Side::South => 1.5,
        };
        self.rect(1.5, y, 6.0, 1.0)
    }

    /// Each store sits on its owner's right: South's at the right end,
    /// North's (who faces the other way) at the left.
    pub fn store(&self, side: Side) -> Rectangle {
        let x = match side {
            Side::North => 0.3,
            Side::South => 7.7,
        };
        self.rect(x, 0.6, 1.0, 1.8)
    }

    /// Where a player's name is written, beside their store.
    pub fn name_at(&self, side: Side) -> Point {
        match side {
            Side::North => self.at(0.8, 0.25),
            Side::South => self.at(8.2, 2.75),
        }
    }

    /// The house under a point, if any.
    pub fn house_at(&self, p: Point) -> Option<House> {
        let r = self.house_radius();
        House::ALL
            .into_iter()
            .find(|&h| self.house_center(h).distance(p) <= r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bigger_size_draws_bigger_houses_counts_and_texts() {
        // The play screen's board on a 1920x1080 projector: 1620 px wide
        // beside the move list, its height the size's limit.
        let cell = |size: BoardSize| Layout::new(Size::new(1620.0, size.board_height(320.0))).cell;
        let (normal, large, projector) = (
            cell(BoardSize::Normal),
            cell(BoardSize::Large),
            cell(BoardSize::Projector),
        );
        assert!(
            normal < large && large < projector,
            "{normal} {large} {projector}"
        );
        // The houses (and the counts drawn in proportion to them) grow with it.
        let radius = |c: f32| {
            Layout {
                origin: Point::ORIGIN,
                cell: c,
                turned: false,
            }
            .house_radius()
        };
        assert!(radius(projector) > 1.6 * radius(normal));
        // At the projector size the board fills the width: 9 cells of 180 px.
        assert_eq!(projector, 180.0);
        assert!(BoardSize::Projector.text(28) > BoardSize::Normal.text(28));
        assert_eq!(BoardSize::Normal.text(28), 28.0);
    }

    #[test]
    fn a_window_too_small_for_the_size_shrinks_the_board_to_fit() {
        // What is left under the texts on a 1280x800 screen is less than
        // the projector's limit: the board fits in it, whole.
        let left = Size::new(980.0, 300.0);
        assert!(BoardSize::Projector.board_height(320.0) > left.height);
        let l = Layout::new(left);
        let board = l.board();
        assert!(board.y >= 0.0 && board.y + board.height <= left.height);
        assert!(board.x >= 0.0 && board.x + board.width <= left.width);
        for h in House::ALL {
            let n = l.number_at(h);
            assert!(n.y >= 0.0 && n.y <= left.height);
        }
    }

    #[test]
    fn every_house_is_found_at_its_own_centre() {
        let l = Layout::new(Size::new(900.0, 320.0));
        for h in House::ALL {
            assert_eq!(l.house_at(l.house_center(h)), Some(h));
        }
        assert_eq!(l.house_at(Point::ORIGIN), None);
    }

    #[test]
    fn a_board_turned_round_puts_north_at_the_bottom_and_finds_every_house() {
        let size = Size::new(900.0, 300.0);
        let (l, t) = (Layout::new(size), Layout::new(size).turned(true));
        let n1 = House::from_own(Side::North, 1).unwrap();
        let s1 = House::from_own(Side::South, 1).unwrap();
        let near = |a: Rectangle, b: Rectangle| {
            [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height]
                .iter()
                .all(|d| d.abs() < 0.01)
        };
        // North's first house is where South's is on a board not turned.
        assert!(t.house_center(n1).distance(l.house_center(s1)) < 0.01);
        assert!(near(t.store(Side::North), l.store(Side::South)));
        assert!(near(t.row_band(Side::North), l.row_band(Side::South)));
        assert!(near(t.board(), l.board()));
        for h in House::ALL {
            assert_eq!(t.house_at(t.house_center(h)), Some(h));
        }
    }

    #[test]
    fn north_house_six_faces_south_house_five() {
        let l = Layout::new(Size::new(900.0, 300.0));
        let a = l.house_center(House::new(5).unwrap());
        let b = l.house_center(House::new(6).unwrap());
        assert_eq!(a.x, b.x);
        assert!(b.y < a.y);
        // South's first house is at the left, North's first at the right.
        let s1 = l.house_center(House::from_own(Side::South, 1).unwrap());
        let n1 = l.house_center(House::from_own(Side::North, 1).unwrap());
        assert!(s1.x < n1.x);
    }
}
