//! What the teacher's board shows: the toolbar, the board (with the
//! coach's labels when shown), what is wrong with a position being set
//! up, and beside the board the set-up controls, the moves, or the form to
//! save a puzzle.

use iced::widget::{Canvas, Column, button, column, container, row, scrollable, stack};
use iced::{Element, Fill, FillPortion, Left, Length, Theme};

use super::edit::EditBoard;
use super::labels::{Labels, labels, signed};
use super::{Message, Mode, TeacherBoard};
use crate::app::even::even;
use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::play::sowing::{Frame, Sowing};
use crate::app::play::view::move_words;
use crate::app::play::{Board, BoardSize};
use crate::app::shape::Shape;
use crate::app::{chosen, theme};
use crate::engine::{House, Outcome, Position, Side};
use crate::i18n::Localizer;

impl TeacherBoard {
    /// `size`: how big the board is drawn (its texts as big as the window
    /// leaves room for: the board takes the room first).
    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, size, texts, Shape::of(window)))
    }

    /// The screen with its board at `size` and its texts at `texts`; what
    /// a wide window has beside the board, a tall one has under it.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let names = [i18n.tr("side-south"), i18n.tr("side-north")];
        let small = |id: &str| text(i18n.tr(id)).size(16);
        let editing = self.mode == Mode::Edit;
        let toolbar = row![
            button(small("nav-home"))
                .style(theme::secondary)
                .on_press(Message::Home),
            button(chosen::words(small("board-mode-edit"), editing, 16))
                .style(theme::choice(editing))
                .on_press(Message::Edit),
            button(chosen::words(small("board-mode-play"), !editing, 16))
                .style(theme::choice(!editing))
                .on_press_maybe(
                    (editing && self.legal_setup().is_some()).then_some(Message::StartPlay)
                ),
            button(small("play-undo"))
                .style(theme::primary)
                .on_press_maybe((!editing && self.game.can_undo()).then_some(Message::Undo)),
            button(small("play-redo"))
                .style(theme::primary)
                .on_press_maybe((!editing && self.game.can_redo()).then_some(Message::Redo)),
            button(chosen::words(
                small(if self.coach {
                    "board-coach-hide"
                } else {
                    "board-coach-show"
                }),
                self.coach,
                16
            ))
            .style(theme::choice(self.coach))
            .on_press(Message::Coach(!self.coach)),
            button(small("board-save-puzzle"))
                .style(theme::secondary)
                .on_press_maybe(
                    (self.form.is_none() && self.position().is_some()).then_some(Message::OpenForm)
                ),
        ]
        .spacing(10)
        .wrap();

        let headline = text(self.headline(i18n, &names)).size(texts.text(26));
        // What is said under the board scrolls there rather than squeeze
        // it (the coach's words and legend are long in Italian).
        let below = self.below(i18n, &names, texts);
        let board = size.frame_with(
            self.board_view(names.clone()),
            320.0,
            below,
            texts.verdict_room(),
        );
        let keys = keys_line::view(
            &i18n.tr(match (self.form.is_some(), editing) {
                (true, _) => "board-keys-form",
                (false, true) => "board-keys-edit",
                (false, false) => "board-keys-play",
            }),
            Left,
        );
        let main = column![even(toolbar), headline, board, keys]
            .spacing(12)
            .padding(shape.padding())
            .width(Fill);
        let wide = !shape.is_tall();
        let side: Element<'a, Message> = match &self.form {
            Some(form) => {
                // The scrollbar over a margin the form always keeps: the
                // form's lines keep their width, and so their place, when
                // a line typed away takes the scrollbar with it.
                let form = container(form.view(i18n, texts).map(Message::Form))
                    .padding(iced::padding::right(FORM_SCROLLBAR));
                container(scrollable(form))
                    .padding([14.0, shape.padding()])
                    .width(if wide {
                        Length::Fixed(texts.text(440))
                    } else {
                        Fill
                    })
                    .into()
            }
            None if editing => self.setup_panel(i18n, size, shape),
            None => self.move_list(i18n, &names, size, shape),
        };
        // Under the board, the panel takes a third of a tablet's height
        // and a quarter of a phone's (it scrolls): the board and its
        // words keep the rest.
        let (board_part, side_part) = match shape {
            Shape::Wide => return row![main, side].into(),
            Shape::Tall => (2, 1),
            Shape::Phone => (3, 1),
        };
        column![
            container(main).height(FillPortion(board_part)),
            container(side).height(FillPortion(side_part)),
        ]
        .into()
    }

    fn headline(&self, i18n: &Localizer, names: &[String; 2]) -> String {
        let player = |side: Side| vec![("player", names[side.index()].clone().into())];
        match self.mode {
            Mode::Edit => i18n.tr("board-edit-title"),
            Mode::Play => {
                let sower = self.sowing.as_ref().and(self.game.plies().last());
                match (self.game.end().filter(|_| self.sowing.is_none()), sower) {
                    (Some(_), _) => i18n.tr("play-end-title"),
                    (None, Some(p)) => i18n.tr_with("play-sowing", &player(p.report.mover)),
                    _ => i18n.tr_with("board-to-move", &player(self.game.position().to_move())),
                }
            }
        }
    }

    /// The board: the counts being set up, or the game, with the coach's
    /// labels over it when shown (not during a sowing).
    fn board_view(&self, names: [String; 2]) -> Element<'_, Message> {
        let labelled = self.coach && self.sowing.is_none();
        let marks = match (labelled, self.position()) {
            (true, Some(p)) if !p.is_over() => labels(&p, self.seen.as_ref().map(|s| &s.analysis)),
            _ => Vec::new(),
        };
        let base: Element<'_, Message> = match self.mode {
            Mode::Edit => {
                let counts = |n: i64| n.clamp(0, 255) as u8;
                let frame =
                    Frame::still(self.setup.houses.map(counts), self.setup.stores.map(counts));
                let legal = self.legal_setup().is_some();
                Canvas::new(EditBoard {
                    board: Board {
                        cache: &self.board,
                        position: self.legal_setup().unwrap_or(Position::START),
                        last: None,
                        preview: None,
                        turn: legal.then_some(self.setup.to_move),
                        names,
                        sowing: Some(frame),
                        highlight: &[],
                        turned: false,
                    },
                    selected: self.selected,
                })
                .width(Fill)
                .height(Fill)
                .into()
            }
            Mode::Play => {
                let quiet = self.sowing.is_none() && !self.game.is_over();
                let shown = self
                    .sowing
                    .is_none()
                    .then(|| self.game.final_position())
                    .flatten()
                    .unwrap_or(self.game.position());
                let board = Board {
                    cache: &self.board,
                    position: shown,
                    last: self.game.last_report(),
                    preview: quiet.then(|| self.preview()).flatten(),
                    turn: quiet.then_some(self.game.position().to_move()),
                    names,
                    sowing: self.sowing.as_ref().map(Sowing::frame),
                    turned: false,
                    highlight: &[],
                };
                let told = board.told();
                Element::from(crate::app::semantics::told(
                    Canvas::new(board).width(Fill).height(Fill),
                    told,
                ))
                .map(Message::Board)
            }
        };
        if marks.is_empty() {
            return base;
        }
        // Labels are drawn on a layer of their own, which takes no events.
        stack![
            base,
            Canvas::new(Labels { labels: marks })
                .width(Fill)
                .height(Fill)
        ]
        .into()
    }

    /// Under the board: why a position set up cannot be played, a refused
    /// move, the end of the game, or the coach's words.
    fn below<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        texts: BoardSize,
    ) -> Element<'a, Message> {
        let body = |s: String| text(s).size(texts.text(18));
        match self.mode {
            Mode::Edit => {
                let problems = self.setup.problems();
                if problems.is_empty() {
                    return body(i18n.tr("board-edit-help")).into();
                }
                let mut lines: Vec<String> =
                    problems.iter().map(|p| i18n.setup_problem(p)).collect();
                lines.push(i18n.tr("board-edit-cannot-play"));
                texts.text_box(lines, theme::notice)
            }
            Mode::Play => {
                if let Some(e) = self.refusal {
                    return texts.text_box(vec![i18n.play_error(&e)], theme::notice);
                }
                if let Some(end) = self.game.end().filter(|_| self.sowing.is_none()) {
                    let verdict = match end.outcome {
                        Outcome::Winner(side) => i18n.tr_with(
                            "play-end-winner",
                            &[("player", names[side.index()].clone().into())],
                        ),
                        Outcome::Draw => i18n.tr("play-end-draw"),
                    };
                    let lines = vec![
                        verdict,
                        i18n.end_reason(end.reason),
                        format!("{} – {}", end.stores[0], end.stores[1]),
                    ];
                    return texts.text_box(lines, theme::panel);
                }
                if self.coach {
                    return self.coach_panel(i18n, texts);
                }
                body(i18n.tr("board-play-help")).into()
            }
        }
    }

    /// The coach's best move and line, the button that plays it, and what
    /// the labels mean.
    fn coach_panel<'a>(&self, i18n: &Localizer, texts: BoardSize) -> Element<'a, Message> {
        let Some(seen) = &self.seen else {
            return text(i18n.tr("board-coach-thinking"))
                .size(texts.text(18))
                .into();
        };
        let a = &seen.analysis;
        let mover = self.game.position().to_move();
        let best: Vec<String> = a.best.iter().map(|h| h.own_number().to_string()).collect();
        let mut said = vec![i18n.tr_with(
            "board-coach-best",
            &[
                ("count", best.len().into()),
                ("houses", best.join(", ").into()),
                ("value", signed(a.best_value().unwrap_or(0)).into()),
                ("exact", if a.moves[0].exact { "yes" } else { "no" }.into()),
            ],
        )];
        if !self.line.is_empty() {
            // The first dozen moves: further on, the line is a guess.
            let mut moves = line_text(i18n, &self.line[..self.line.len().min(LINE_SHOWN)]);
            if self.line.len() > LINE_SHOWN {
                moves.push_str(" …");
            }
            said.push(i18n.tr_with("board-coach-line", &[("moves", moves.into())]));
        }
        if !seen.ask.deep && !a.exact {
            said.push(i18n.tr("board-coach-looking-further"));
        }
        let lines = Column::with_children(
            said.into_iter()
                .map(|l| text(l).size(texts.text(18)).into()),
        )
        .spacing(4)
        .width(Fill);
        let play = button(text(i18n.tr("board-coach-play")).size(texts.text(16)))
            .style(theme::primary)
            .on_press_maybe(self.line.first().map(|_| Message::PlayLine));
        let legend = text(i18n.tr_with(
            "board-coach-legend",
            &[("side", crate::i18n::side_arg(mover))],
        ))
        .size(texts.text(14));
        // The button under the words: beside them, a long label in
        // Spanish left the words a narrow column.
        container(column![lines, play, legend].spacing(8))
            .padding(12)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// Setting up: who moves, the seed count, and the buttons that fill
    /// the stores, reset the board, and start playing.
    fn setup_panel<'a>(
        &self,
        i18n: &Localizer,
        size: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let small = |s: String| text(s).size(16);
        let to_move = row![
            button(chosen::words(
                small(i18n.tr("side-south")),
                self.setup.to_move == Side::South,
                16
            ))
            .style(theme::choice(self.setup.to_move == Side::South))
            .on_press(Message::ToMove(Side::South)),
            button(chosen::words(
                small(i18n.tr("side-north")),
                self.setup.to_move == Side::North,
                16
            ))
            .style(theme::choice(self.setup.to_move == Side::North))
            .on_press(Message::ToMove(Side::North)),
        ]
        .spacing(8);
        let houses: i64 = self.setup.houses.iter().sum();
        let stores: i64 = self.setup.stores.iter().sum();
        let count = i18n.tr_with(
            "board-edit-count",
            &[
                ("houses", houses.into()),
                ("stores", stores.into()),
                ("total", (houses + stores).into()),
            ],
        );
        let rest = self.setup.remainder();
        let fill = button(small(i18n.tr_with(
            "board-edit-fill",
            &[("seeds", i64::try_from(rest).unwrap_or(0).into())],
        )))
        .width(Fill)
        .style(theme::primary)
        .on_press_maybe((rest != 0 && houses <= 48).then_some(Message::FillStores));
        let wide = |id: &str, m: Option<Message>| {
            button(small(i18n.tr(id)))
                .width(Fill)
                .style(theme::secondary)
                .on_press_maybe(m)
        };
        let play = button(text(i18n.tr("board-edit-play")).size(18))
            .width(Fill)
            .style(theme::success)
            .on_press_maybe(self.legal_setup().is_some().then_some(Message::StartPlay));
        let panel = column![
            text(i18n.tr("board-edit-to-move")).size(18),
            to_move,
            small(count),
            fill,
            wide("board-edit-opening", Some(Message::Opening)),
            wide("board-edit-clear", Some(Message::Clear)),
            play,
        ]
        .spacing(10)
        .padding([20.0, shape.padding()])
        .width(side_width(size, shape));
        // Under the board in a tall window: it scrolls there if it must.
        if shape.is_tall() {
            scrollable(panel).spacing(6).into()
        } else {
            panel.into()
        }
    }

    /// The moves played, each a button that goes back (or forward) to the
    /// position after it; the position now stands out.
    fn move_list<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        size: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let at = self.game.plies().len();
        let mut all: Vec<House> = self.game.moves().collect();
        all.extend(self.game.undone());
        let start = button(text(i18n.tr("board-moves-start")).size(15))
            .padding([2, 6])
            .style(entry_style(at == 0))
            .on_press(Message::GoTo(0));
        let entries = all.iter().enumerate().map(|(i, h)| {
            button(text(move_words(i18n, names, i, *h)).size(15).phrases())
                .padding([2, 6])
                .style(entry_style(i + 1 == at))
                .on_press(Message::GoTo(i + 1))
                .into()
        });
        let list = Column::new()
            .push(start)
            .extend(entries)
            .spacing(2)
            .width(Fill);
        column![
            text(i18n.tr("play-moves")).size(22),
            scrollable(list).height(Fill),
        ]
        .spacing(10)
        .padding([20.0, shape.padding()])
        .width(side_width(size, shape))
        .into()
    }
}

/// How many moves of the coach's line are written out.
const LINE_SHOWN: usize = 12;

/// The column beside the board: narrower at the bigger sizes, so the board
/// keeps the room (as on the play screen). Under the board in a tall
/// window, as wide as the window.
fn side_width(size: BoardSize, shape: Shape) -> Length {
    if shape.is_tall() {
        return Length::Fill;
    }
    Length::Fixed(match size {
        BoardSize::Normal => 260.0,
        BoardSize::Large => 230.0,
        BoardSize::Projector => 210.0,
    })
}

/// A move list entry: the position on the board lit, the others plain.
fn entry_style(now: bool) -> fn(&Theme, button::Status) -> button::Style {
    if now { theme::primary } else { button::text }
}

/// A line of moves as the teacher reads it: "S3 N4 S1".
pub fn line_text(i18n: &Localizer, line: &[House]) -> String {
    line.iter()
        .map(|h| {
            i18n.tr_with(
                "board-line-move",
                &[
                    ("side", crate::i18n::side_arg(h.owner())),
                    ("house", h.own_number().into()),
                ],
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The room beside the puzzle form for its scrollbar (iced's 10 px and a
/// gap).
const FORM_SCROLLBAR: f32 = 16.0;
