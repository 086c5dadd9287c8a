//! What the review shows: the progress, the board at the move on show
//! with the move played and the better one ringed, the coach's words, the
//! graph, and the move list with each move's mark.

use iced::mouse;
use iced::widget::canvas::{Frame, Geometry, Program};
use iced::widget::{
    Canvas, Column, button, column, container, progress_bar, row, scrollable, stack,
};
use iced::{Center, Element, Fill, FillPortion, Left, Length, Rectangle, Renderer, Theme};

use super::graph::{Graph, mark_color};
use super::{Message, ReviewScreen};
use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::play::rings::gapped_ring;
use crate::app::play::sowing::Sowing;
use crate::app::play::view::move_words;
use crate::app::play::{Board, BoardSize, Layout};
use crate::app::shape::Shape;
use crate::app::theme;
use crate::coach::review::{MoveReview, Verdict, graph};
use crate::engine::{House, Side};
use crate::i18n::Localizer;

impl ReviewScreen {
    /// `size`: how big the board is drawn (its texts as big as the window
    /// leaves room for: the board takes the room first).
    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, size, texts, window))
    }

    /// The screen with its board at `size` and its texts (and the column
    /// beside the board) at `texts`.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        window: iced::Size,
    ) -> Element<'a, Message> {
        let shape = Shape::of(window);
        let names = [i18n.tr("side-south"), i18n.tr("side-north")];
        let small = |id: &str| text(i18n.tr(id)).size(16);
        let in_line = self.line.is_some();
        let toolbar = row![
            button(small("review-back"))
                .style(theme::secondary)
                .on_press(Message::Back),
            button(small(if self.running {
                "review-stop"
            } else {
                "review-go-on"
            }))
            .style(theme::secondary)
            .on_press_maybe(
                (self.running || !self.is_finished()).then_some(Message::ToggleRunning)
            ),
            button(small(if in_line {
                "review-line-next"
            } else {
                "review-line-play"
            }))
            .style(theme::primary)
            .on_press_maybe(self.line_move_left().then_some(Message::PlayLine)),
            button(small("review-line-leave"))
                .style(theme::secondary)
                .on_press_maybe(in_line.then_some(Message::LeaveLine)),
            button(
                text(i18n.tr_with(
                    "review-seen-from",
                    &[("player", names[(!self.side).index()].clone().into())]
                ))
                .size(16)
            )
            .style(theme::secondary)
            .on_press(Message::FlipSide),
            button(small("review-open-board"))
                .style(theme::secondary)
                .on_press(Message::OpenBoard),
        ]
        .spacing(10)
        .wrap();

        let (done, total) = self.progress();
        let mut head = Column::new().spacing(6).push(
            text(i18n.tr_with(
                "review-title",
                &[("player", names[self.side.index()].clone().into())],
            ))
            .size(texts.text(26)),
        );
        if !self.is_finished() {
            let status = i18n.tr_with(
                if self.running {
                    "review-progress"
                } else {
                    "review-stopped"
                },
                &[("done", done.into()), ("total", total.into())],
            );
            head = head.push(
                row![
                    progress_bar(0.0..=total.max(1) as f32, done as f32).girth(12),
                    text(status).size(15),
                ]
                .spacing(12)
                .align_y(Center),
            );
        }

        // The coach's words scroll under the board rather than squeeze it.
        let words = self.words(i18n, &names, texts);
        let board = size.frame_with(
            self.board_view(names.clone()),
            300.0,
            words,
            texts.verdict_room(),
        );
        // Beside the board, above the moves (under it, the graph took
        // the board's room in a small window), as tall as the window
        // allows: a 1920x1080 projector's was a strip of 130 px.
        // In a window held upright the graph shares the third under the
        // board with the moves: a smaller share of the height.
        let graph_height = if shape.is_tall() {
            graph_height(texts, window).min(window.height * 0.12)
        } else {
            graph_height(texts, window)
        };
        let points = graph(self.start_value, &self.moves, self.side);
        let marks = self
            .moves
            .iter()
            .filter(|m| m.verdict.is_marked())
            .map(|m| (m.index, m.verdict))
            .collect();
        let side = names[self.side.index()].clone();
        // Too small for readings: plain words.
        let plain = crate::i18n::ruby::plain;
        let labels = [
            plain(&i18n.tr_with("review-graph-ahead", &[("player", side.clone().into())])),
            plain(&i18n.tr_with("review-graph-behind", &[("player", side.into())])),
        ];
        let g = Graph {
            points,
            total,
            marks,
            cursor: self.cursor,
            labels: labels.clone(),
        };
        let scale = g.scale() as i32;
        let chart = Canvas::new(g).width(Fill).height(graph_height);
        let chart_at = |chart| super::graph::said(chart, labels.clone(), scale);
        let keys = keys_line::view(&i18n.tr("review-keys"), Left);
        let main = column![crate::app::even::even(toolbar), head, board, keys]
            .spacing(10)
            .padding(shape.padding())
            .width(Fill);
        match shape {
            Shape::Wide => row![
                main,
                self.move_list(i18n, &names, texts, chart_at(chart), window, true)
            ]
            .into(),
            // In a tall window the graph and the moves go under the board,
            // with a third of the height (the board's column keeps room for
            // its bigger texts).
            Shape::Tall => column![
                container(main).height(FillPortion(2)),
                container(self.move_list(i18n, &names, texts, chart_at(chart), window, false))
                    .height(FillPortion(1)),
            ]
            .into(),
            // On a phone the graph alone: a touch on it shows that move.
            Shape::Phone => column![
                main,
                container(chart_at(chart.height(graph_height * 0.6)))
                    .padding([0.0, shape.padding()])
            ]
            .into(),
        }
    }

    /// Whether the better line has a move left to play.
    fn line_move_left(&self) -> bool {
        match (&self.line, self.current()) {
            (Some(l), _) => l.played < l.line.len(),
            (None, Some(_)) => true,
            (None, None) => false,
        }
    }

    /// The board at the move on show (or along the better line), with the
    /// move played ringed in the last move's colour and the better one in
    /// green.
    fn board_view(&self, names: [String; 2]) -> Element<'_, Message> {
        let Some(ply) = self.game.plies().get(self.cursor) else {
            return text("").into();
        };
        let (position, last) = match &self.line {
            Some(l) => (l.position, l.last.as_ref()),
            None => (ply.before, None),
        };
        let quiet = self.sowing.is_none();
        let board = Board {
            cache: &self.board,
            position,
            last,
            preview: None,
            turn: (quiet && !position.is_over()).then_some(position.to_move()),
            names,
            sowing: self.sowing.as_ref().map(Sowing::frame),
            highlight: &[],
            turned: false,
        };
        let told = board.told();
        let board = crate::app::semantics::told(Canvas::new(board).width(Fill).height(Fill), told);
        let marks = match (&self.line, self.current()) {
            (None, Some(m)) if quiet => Marks {
                played: Some(m.played),
                better: m.better(),
            },
            (None, None) => Marks {
                played: Some(ply.report.from),
                better: None,
            },
            _ => Marks {
                played: None,
                better: None,
            },
        };
        stack![
            board.map(Message::Board),
            Canvas::new(marks).width(Fill).height(Fill)
        ]
        .into()
    }

    /// "12. North: house 4 · Mistake", and what the coach says about it,
    /// with the learner's second language under it.
    fn words<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        size: BoardSize,
    ) -> Element<'a, Message> {
        if self.game.plies().get(self.cursor).is_none() {
            return text(i18n.tr("review-no-moves")).size(size.text(18)).into();
        }
        let second = i18n.second().map(|l| {
            let names = [l.side_name(Side::South), l.side_name(Side::North)];
            self.lines(&l, &names)
        });
        let lines = crate::app::speak::twinned(self.lines(i18n, names), second, size.text(18));
        iced::widget::container(lines)
            .padding(12)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// The words about the move on show, in `i18n`'s language.
    fn lines(&self, i18n: &Localizer, names: &[String; 2]) -> Vec<String> {
        let Some(ply) = self.game.plies().get(self.cursor) else {
            return Vec::new();
        };
        let entry = move_words(i18n, names, self.cursor, ply.report.from);
        let Some(m) = self.current() else {
            return vec![entry, i18n.tr("review-not-yet")];
        };
        let mut lines = vec![format!("{entry} · {}", mark_words(i18n, m))];
        // The mark already says "an estimate".
        lines.extend(
            m.messages
                .iter()
                .filter(|said| said.id != "review-estimate")
                .map(|said| i18n.coach(said)),
        );
        if let Some(l) = &self.line {
            lines.push(i18n.tr_with(
                "review-line-shown",
                &[(
                    "moves",
                    crate::app::board::line_text(i18n, &l.line[..l.played]).into(),
                )],
            ));
        }
        lines
    }

    /// Every move with its mark; the one on show lit. A click shows it.
    /// Beside the board in a `wide` window, under it in a tall one.
    fn move_list<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        size: BoardSize,
        chart: Element<'a, Message>,
        window: iced::Size,
        wide: bool,
    ) -> Element<'a, Message> {
        let entries = self.game.plies().iter().enumerate().map(|(i, ply)| {
            let mut label = move_words(i18n, names, i, ply.report.from);
            let review = self.moves.get(i);
            if let Some(m) = review.filter(|m| m.verdict.is_marked()) {
                label = format!("{label} · {}", i18n.tr(m.verdict.message_id()));
            }
            // The entry on show is on a tinted ground: the page's words
            // there (its verdict is written after the move anyway).
            let verdict = review.map(|m| m.verdict).filter(|_| i != self.cursor);
            let words = text(label)
                .size(15)
                .phrases()
                .style(move |t: &Theme| text::Style {
                    color: verdict
                        .and_then(|v| mark_color(v, t))
                        .or(Some(t.extended_palette().background.base.text)),
                });
            // At least 24 px high, to be touched (WCAG 2.5.8).
            button(words)
                .padding([4, 6])
                .width(Fill)
                .style(if i == self.cursor {
                    theme::chosen_entry
                } else {
                    button::text
                })
                .on_press(Message::GoTo(i))
                .into()
        });
        let width = side_width(size, window);
        column![
            chart,
            text(i18n.tr("play-moves")).size(22),
            scrollable(Column::with_children(entries).spacing(2))
                .id(super::MOVES_ID)
                .height(Fill),
        ]
        .spacing(10)
        .padding([20, 16])
        .width(if wide {
            Length::Fixed(width)
        } else {
            Length::Fill
        })
        .into()
    }
}

/// The graph's height: a share of the window's, at least its size's
/// smallest (130, 150, 170 px).
pub fn graph_height(texts: BoardSize, window: iced::Size) -> f32 {
    let least = match texts {
        BoardSize::Normal => 130.0,
        BoardSize::Large => 150.0,
        BoardSize::Projector => 170.0,
    };
    (window.height * 0.3).clamp(least, 360.0)
}

/// The width of the column beside the board (the graph and the moves):
/// a share of the window's, at least its size's smallest.
pub fn side_width(size: BoardSize, window: iced::Size) -> f32 {
    let least = match size {
        BoardSize::Normal | BoardSize::Large => 300.0,
        BoardSize::Projector => 340.0,
    };
    (window.width * 0.24).clamp(least, 480.0)
}

/// A move's mark, with the seeds lost and whether it is proven.
fn mark_words(i18n: &Localizer, m: &MoveReview) -> String {
    let mark = i18n.tr(m.verdict.message_id());
    let mut said = if m.loss > 0 && m.verdict != Verdict::Forced {
        i18n.tr_with(
            "review-mark-loss",
            &[("mark", mark.into()), ("seeds", m.loss.into())],
        )
    } else {
        mark
    };
    if !m.exact {
        said.push_str(&i18n.tr("review-estimate-mark"));
    }
    said
}

/// The rings over the board: the move played, the better move.
struct Marks {
    played: Option<House>,
    better: Option<House>,
}

impl Program<Message> for Marks {
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
        if let Some(h) = self.played {
            let colors = theme::board(theme);
            gapped_ring(&mut frame, &layout, h, colors.last_move, colors.ring_edge);
        }
        if let Some(h) = self.better {
            gapped_ring(
                &mut frame,
                &layout,
                h,
                theme.extended_palette().success.base.color,
                theme::board(theme).ring_edge,
            );
        }
        vec![frame.into_geometry()]
    }
}

/// Which side a game's review takes by default: the learner's (the side
/// the computer did not play), else South.
pub fn learner_side(computer: Option<Side>) -> Side {
    computer.map_or(Side::South, |c| !c)
}
