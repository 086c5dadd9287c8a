//! The projector's face of "Games between classmates" (`class.rs`): one
//! game big (both children's names and stores on the board, whose move,
//! the last move sown as on the children's screens), or "All boards", a
//! grid of every game in progress, each board as large as the window
//! allows and never smaller than can be read from the back of a room
//! (the grid scrolls then). Esc goes back to the teacher's list.

use iced::widget::{Column, Row, button, column, container, row, scrollable};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill, Size};

use super::class::{ClassGames, Message};
use crate::app::play::BoardSize;
use crate::app::shape::Shape;
use crate::app::theme;
use crate::duel::{Phase, Verdict, View};
use crate::i18n::Localizer;

/// A grid's smallest board, in pixels tall (cells of 50 px: seeds and
/// counts still read across a classroom).
const SMALLEST: f32 = 150.0;

/// What the projector says of a game: who plays whom, then whose move
/// (or that it waits, or how it ended).
pub fn said(c: &ClassGames, i18n: &Localizer, g: &View) -> (String, String) {
    let names = g
        .seats
        .as_ref()
        .map(|[s, n]| (c.name(i18n, s), c.name(i18n, n)))
        .unwrap_or_default();
    let pair = i18n.tr_with(
        "duel-teacher-pair",
        &[
            ("southName", names.0.clone().into()),
            ("northName", names.1.clone().into()),
        ],
    );
    let now = match g.phase {
        Phase::Adjourned => i18n.tr("duel-teacher-adjourned"),
        Phase::Over => match g.end.and_then(|e| e.verdict) {
            Some(Verdict::SouthWon) => {
                i18n.tr_with("duel-teacher-won", &[("name", names.0.into())])
            }
            Some(Verdict::NorthWon) => {
                i18n.tr_with("duel-teacher-won", &[("name", names.1.into())])
            }
            Some(Verdict::Drawn) => i18n.tr("duel-teacher-drawn"),
            None => i18n.tr("duel-teacher-no-result"),
        },
        _ => match &g.to_move {
            Some(k) => i18n.tr_with("duel-teacher-to-move", &[("name", c.name(i18n, k).into())]),
            None => String::new(),
        },
    };
    (pair, now)
}

fn back<'a>(i18n: &Localizer, size: BoardSize) -> Element<'a, Message> {
    button(text(i18n.tr("duel-teacher-back-list")).size(size.text(16)))
        .padding([8, 16])
        .style(theme::secondary)
        .on_press(Message::Back)
        .into()
}

/// One game, big.
pub fn one<'a>(
    c: &'a ClassGames,
    i18n: &Localizer,
    size: BoardSize,
    texts: BoardSize,
    id: &str,
    window: Size,
) -> Element<'a, Message> {
    let shape = Shape::of(window);
    let t = |n: u16| texts.text(n);
    let Some(g) = c.games.iter().find(|g| g.id == id) else {
        return column![
            text(i18n.tr("duel-teacher-gone")).size(t(22)),
            back(i18n, texts)
        ]
        .spacing(16)
        .padding(shape.padding())
        .into();
    };
    let (pair, now) = said(c, i18n, g);
    let moves = i18n.tr_with("duel-teacher-moves", &[("moves", g.moves.len().into())]);
    let said = column![
        text(pair).size(t(30)),
        text(now).size(t(26)).style(text::primary)
    ]
    .spacing(4)
    .width(Fill);
    // A phone's narrow column has no room beside the names.
    let head: Element<'a, Message> = if shape.is_phone() {
        column![said, back(i18n, texts)].spacing(8).into()
    } else {
        row![said, back(i18n, texts)]
            .spacing(16)
            .align_y(Center)
            .into()
    };
    let board: Element<'a, Message> = match (c.board(id), &g.seats) {
        (Some(b), Some([s, n])) => {
            let names = [c.name(i18n, s), c.name(i18n, n)];
            let quiet = g.phase == Phase::Playing;
            let canvas = b.stage.view(names, quiet, &[]).map(|_| Message::Pointer);
            size.frame(canvas, 640.0)
        }
        _ => text(i18n.tr("duel-teacher-asking")).size(t(20)).into(),
    };
    column![
        head,
        board,
        text(moves).size(t(20)),
        crate::app::keys_line::view(&i18n.tr("duel-teacher-keys-projector"), Center),
    ]
    .spacing(12)
    .padding(shape.padding())
    .width(Fill)
    .into()
}

/// Every game in progress, as a grid.
pub fn all<'a>(
    c: &'a ClassGames,
    i18n: &Localizer,
    texts: BoardSize,
    window: Size,
) -> Element<'a, Message> {
    let shape = Shape::of(window);
    let t = |n: u16| texts.text(n);
    let head = row![
        text(i18n.tr("duel-teacher-all-title"))
            .size(t(30))
            .width(Fill),
        back(i18n, texts),
    ]
    .spacing(16)
    .align_y(Center);
    let games: Vec<&View> = c.on_boards().collect();
    let body: Element<'a, Message> = if games.is_empty() {
        text(i18n.tr("duel-teacher-no-games")).size(t(22)).into()
    } else {
        let (cols, tall) = grid(games.len(), window, shape, texts);
        let mut grid = Column::new().spacing(12);
        for chunk in games.chunks(cols) {
            let mut r = Row::new().spacing(12);
            for g in chunk {
                r = r.push(cell(c, i18n, texts, g, tall));
            }
            // A last row that is not full keeps the others' widths.
            for _ in chunk.len()..cols {
                r = r.push(container(text("")).width(Fill));
            }
            grid = grid.push(r);
        }
        scrollable(grid).spacing(6).height(Fill).into()
    };
    column![
        head,
        container(body).height(Fill),
        crate::app::keys_line::view(&i18n.tr("duel-teacher-keys-projector"), Center),
    ]
    .spacing(12)
    .padding(shape.padding())
    .width(Fill)
    .height(Fill)
    .into()
}

/// How many boards a row of the grid holds (1 to 3), and how tall each
/// board is: the columns that give the biggest boards in the room left
/// under the title and over the keys line (a board is three times as
/// wide as it is tall), never smaller than [`SMALLEST`].
fn grid(n: usize, window: Size, shape: Shape, texts: BoardSize) -> (usize, f32) {
    // (Each estimate a little generous: a needless scrollbar is worse
    // than a board a few pixels smaller.)
    let label = texts.text(22) * 1.5 + 32.0;
    let room = window.height - 2.0 * shape.padding() - texts.text(30) * 1.5 - 72.0;
    let most = if shape.is_phone() { 1 } else { 3 };
    let (cols, tall) = (1..=most.min(n.max(1)))
        .map(|cols| {
            let rows = n.div_ceil(cols) as f32;
            let width = (window.width - 2.0 * shape.padding()) / cols as f32 - 40.0;
            let tall = ((room - 12.0 * (rows - 1.0)) / rows - label).min(width / 3.0);
            (cols, tall)
        })
        .fold(
            (1, 0.0),
            |best, c| if c.1 > best.1 + 1.0 { c } else { best },
        );
    (cols, tall.max(SMALLEST))
}

/// One game of the grid: who plays whom and whose move over its board.
fn cell<'a>(
    c: &'a ClassGames,
    i18n: &Localizer,
    texts: BoardSize,
    g: &View,
    tall: f32,
) -> Element<'a, Message> {
    let (pair, now) = said(c, i18n, g);
    let label = row![
        text(pair).size(texts.text(22)),
        text(now).size(texts.text(22)).style(text::primary),
    ]
    .spacing(16)
    .wrap();
    let board: Element<'a, Message> = match (c.board(&g.id), &g.seats) {
        (Some(b), Some([s, n])) => {
            let names = [c.name(i18n, s), c.name(i18n, n)];
            b.stage
                .view(names, g.phase == Phase::Playing, &[])
                .map(|_| Message::Pointer)
        }
        _ => text("").into(),
    };
    container(column![label, container(board).height(tall).width(Fill)].spacing(6))
        .padding(8)
        .width(Fill)
        .style(theme::panel)
        .into()
}
