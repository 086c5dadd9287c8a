//! What the play screen shows: the toolbar, the board, what happened, the
//! end of the game and the move list.

use iced::widget::{Canvas, button, column, container, row, scrollable, stack, tooltip};
use iced::{Center, Element, Fill, Left, Length, Shrink, Theme};

use super::opponent::Opponent;
use super::rings::Rings;
use super::sowing::Sowing;
use super::teaching::Offer;
use super::{BoardSize, Message, Play, board};
use crate::app::even::even;
use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::shape::Shape;
use crate::app::speak::{self, Aloud};
use crate::app::tallest::Tallest;
use crate::app::{chosen, theme};
use crate::coach::Level;
use crate::engine::{GameEnd, House, Outcome, Position, Side};
use crate::i18n::Localizer;

/// The narrowest window that shows the move list beside a board bigger
/// than normal: a 1024 px wide screen gives that board the whole width.
const MOVES_FROM: f32 = 1100.0;

impl Play {
    /// `size`: how big the board and the main texts are drawn; `aloud`:
    /// the speaker buttons beside the coach's words and the end's.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        size: BoardSize,
        aloud: Aloud<'a>,
    ) -> Element<'a, Message> {
        size.fitted(move |texts, window| {
            // The board takes the room first: on a narrow screen the move
            // list makes way for a bigger board size; in a tall window it
            // goes under the board (a phone has no room for it).
            let shape = Shape::of(window);
            let moves = match shape {
                Shape::Wide => window.width >= MOVES_FROM || size == BoardSize::Normal,
                Shape::Tall => true,
                Shape::Phone => false,
            };
            self.laid_out(i18n, size, texts, moves, shape, aloud)
        })
    }

    /// The screen with its board at `size`, its texts at `texts`, and the
    /// move list beside it or not.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        moves: bool,
        shape: Shape,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let position = self.game.position();
        let mover = position.to_move();
        // Nothing is announced before the child has seen it: while a move
        // is sown, neither the end of the game nor what comes next.
        let sowing = self.sowing.as_ref();
        let end = self.game.end().filter(|_| sowing.is_none());
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];

        let small = |label: String| text(label).size(16);
        let toolbar = row![
            button(small(i18n.tr("nav-home")))
                .style(theme::secondary)
                .on_press(Message::Home),
            button(small(i18n.tr("play-new-game")))
                .style(theme::secondary)
                .on_press(Message::NewGame),
            button(small(i18n.tr("play-undo")))
                .style(theme::primary)
                .on_press_maybe(self.game.can_undo().then_some(Message::Undo)),
            button(small(i18n.tr("play-redo")))
                .style(theme::primary)
                .on_press_maybe(self.game.can_redo().then_some(Message::Redo)),
            button(small(i18n.tr("board-open")))
                .style(theme::secondary)
                .on_press(Message::OpenBoard),
        ]
        .spacing(10)
        .wrap();

        let player = |side: Side| vec![("player", names[side.index()].clone().into())];
        // The move being sown is the game's last.
        let sower = sowing.and_then(|_| self.game.plies().last().map(|p| p.report.mover));
        let headline = match (end, sower) {
            (Some(_), _) => i18n.tr("play-end-title"),
            (None, Some(side)) => i18n.tr_with("play-sowing", &player(side)),
            _ if self.offer.is_some() => i18n.tr("teaching-offer-title"),
            _ if self.review.is_some() => i18n.tr("teaching-checking"),
            _ if self.is_thinking() => i18n.tr_with("play-thinking", &player(mover)),
            _ => i18n.tr_with("play-turn", &player(mover)),
        };
        let headline = text(headline).size(texts.text(28));
        let computer = self.computer_bar(i18n, &names, texts, end.is_some());

        // No preview or turn marker while a move is shown or after the end.
        let quiet = self.game.end().is_none() && sowing.is_none();
        let offer = self.offer.as_ref().filter(|_| sowing.is_none());
        let board = board::Board {
            cache: &self.board,
            position: self.shown_position(),
            last: self.game.last_report(),
            preview: quiet.then(|| self.preview()).flatten(),
            turn: quiet.then_some(mover),
            names: names.clone(),
            sowing: sowing.map(Sowing::frame),
            // With the coach's offer: the opponent's answer, and (in
            // red, above) the learner's houses it would take.
            highlight: offer.map_or(&[], |o| std::slice::from_ref(&o.answer)),
            turned: false,
        };
        let told = board.told();
        let board = Element::from(crate::app::semantics::told(
            Canvas::new(board).width(Fill).height(Fill),
            told,
        ))
        .map(Message::Board);
        let board = match offer {
            Some(o) => stack![
                board,
                Canvas::new(Rings { houses: &o.taken })
                    .width(Fill)
                    .height(Fill)
            ]
            .into(),
            None => board,
        };
        let board = size.frame(board, 320.0);

        let below: Element<'a, Message> = if let Some(end) = end {
            self.end_panel(i18n, end, &names, texts, aloud)
        } else if let Some(offer) = offer {
            offer_panel(i18n, offer, &names, texts, aloud)
        } else if let Some(refusal) = self.refusal {
            container(text(i18n.play_error(&refusal)).size(texts.text(18)))
                .padding(12)
                .width(Fill)
                .style(theme::notice)
                .into()
        } else {
            text(self.preview_text(i18n, &position, &names))
                .size(texts.text(18))
                .into()
        };

        // The offer names its own keys; without the key line it fits the
        // smallest window.
        // T switches the coach, which only watches games against the computer.
        let keys_id = match self.opponent {
            // Once the game is over: the keys that still do something.
            _ if end.is_some() => "play-keys-end",
            Opponent::Computer { .. } => "play-keys",
            Opponent::Friend => "play-keys-friend",
        };
        let keys = self.offer.is_none().then(|| {
            let line = i18n.tr(keys_id);
            // V reads the end of the game once it is on show.
            let line = if end.is_some() {
                aloud.keys(&line)
            } else {
                line
            };
            keys_line::view(&line, Left)
        });
        let main = column![even(toolbar), computer, headline, board, below, keys]
            .spacing(14)
            .padding(shape.padding())
            .width(Fill);

        match shape {
            _ if !moves => main.into(),
            Shape::Wide => row![main, self.move_list(i18n, &names, size, texts, true)].into(),
            // Under the board, in what a tablet held upright has left: the
            // game's column only as tall as it is (its board is as wide as
            // the window and no taller than a third of it), the list in
            // all the rest. A share of three quarters left ~180 px empty
            // between them at 768x1024.
            _ => column![
                container(main).height(Shrink),
                container(self.move_list(i18n, &names, size, texts, false)).height(Fill),
            ]
            .into(),
        }
    }

    /// Against the computer: the choice of its level (or that it adapts
    /// to the learner), the level playing and how it plays, its side, and
    /// the coach. Its words grow with the main texts, for a projector.
    fn computer_bar<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        texts: BoardSize,
        ended: bool,
    ) -> Option<Element<'a, Message>> {
        let Opponent::Computer { level, side } = self.opponent else {
            return None;
        };
        let (label, choice) = (texts.text(16), texts.text(15));
        // Once the game is over, only where the level went: the end's
        // panel needs the room, and the choices come back with a new game.
        let line = self.level_line(i18n);
        if ended {
            // In the accent colour: a level up is news.
            let line = text(line).size(label).style(|t: &Theme| text::Style {
                color: Some(theme::last_entry(t)),
            });
            return Some(line.into());
        }
        let pad = [4.0, texts.text(8)];
        let adapts = self.adapts();
        // Numbers only, so nineteen fit beside "adapts to me" in a small
        // window (and wrap onto a second line when they do not); the
        // level's name is on the line under them (and on the button when
        // the pointer rests on it).
        let levels = Level::all().map(|l| {
            let style = match (l == level, adapts) {
                (true, false) => theme::primary,
                // The level that adapts to the learner plays this one.
                (true, true) => theme::focused_choice,
                (false, _) => theme::unselected,
            };
            // All as wide as "19": a row of even steps.
            let b = button(text(l.number().to_string()).size(choice).center())
                .width(texts.text(28))
                .padding([4, 0])
                .style(style)
                .on_press(Message::Level(l.number()));
            let name = i18n.tr_with(
                "play-level",
                &[
                    ("level", l.number().into()),
                    ("name", i18n.tr(l.name_id()).into()),
                ],
            );
            tooltip(
                b,
                container(text(name).size(15)).padding(8),
                tooltip::Position::Bottom,
            )
            .style(theme::tip)
            .into()
        });
        let chooser = row![
            text(i18n.tr("play-computer")).size(label),
            button(chosen::words(
                text(i18n.tr("play-adapts")).size(choice),
                adapts,
                choice
            ))
            .padding(pad)
            .style(theme::choice(adapts))
            .on_press(Message::Adapts(!adapts)),
            row(levels).spacing(3).wrap().vertical_spacing(3),
        ]
        .spacing(6)
        .align_y(Center)
        .wrap()
        .vertical_spacing(6);
        // As tall as the longest of these words for any level, adapting
        // or not: the board under them stays put as the level changes.
        let about = |line: String, level: Level| {
            let words = i18n.tr_with(
                "play-level-about",
                &[
                    ("line", line.into()),
                    ("description", i18n.tr(level.description_id()).into()),
                ],
            );
            Element::from(text(words).size(choice))
        };
        let others = Level::all().flat_map(|l| {
            [
                "play-level-chosen",
                "play-adapt-playing",
                "play-adapt-not-counted",
            ]
            .map(|id| {
                let args = [
                    ("level", l.number().into()),
                    ("name", i18n.tr(l.name_id()).into()),
                ];
                about(i18n.tr_with(id, &args), l)
            })
        });
        let about = Tallest::new(about(line, level), others.collect::<Vec<_>>());
        let plays = i18n.tr_with(
            "play-computer-plays",
            &[("player", names[side.index()].clone().into())],
        );
        let side_line = row![
            text(plays).size(label),
            button(text(i18n.tr("play-swap-sides")).size(choice))
                .padding(pad)
                .style(theme::secondary)
                .on_press(Message::SwapSides),
        ]
        .spacing(14)
        .align_y(Center);
        // Chosen with the level: whether the coach watches the learner's moves.
        let coach = row![
            text(i18n.tr("teaching-mode")).size(label),
            button(chosen::words(
                text(i18n.tr("teaching-on")).size(choice),
                self.teaching,
                choice
            ))
            .padding(pad)
            .style(theme::choice(self.teaching))
            .on_press(Message::Teaching(true)),
            button(chosen::words(
                text(i18n.tr("teaching-off")).size(choice),
                !self.teaching,
                choice
            ))
            .padding(pad)
            .style(theme::choice(!self.teaching))
            .on_press(Message::Teaching(false)),
        ]
        .spacing(6)
        .align_y(Center);
        // The coach's switch goes under the side when the window is too
        // narrow for both.
        let lower = row![side_line, coach]
            .spacing(30)
            .align_y(Center)
            .wrap()
            .vertical_spacing(6);
        Some(column![chooser, about, lower].spacing(6).into())
    }

    fn preview_text(&self, i18n: &Localizer, position: &Position, names: &[String; 2]) -> String {
        let Some(house) = self.preview().filter(|_| self.sowing.is_none()) else {
            return String::new();
        };
        let Ok((_, report)) = position.play_report(house) else {
            return String::new();
        };
        i18n.tr_with(
            "play-preview",
            &[
                ("house", house.own_number().into()),
                ("seeds", report.seeds.into()),
                ("player", names[report.last.owner().index()].clone().into()),
                ("target", report.last.own_number().into()),
            ],
        )
    }

    /// The texts on show that can be read aloud, the one the V key reads
    /// first: the coach's offer, or the end of the game.
    pub fn aloud(&self, i18n: &Localizer) -> Vec<String> {
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        if self.sowing.is_some() {
            return Vec::new();
        }
        if let Some(end) = self.game.end() {
            return vec![end_words(i18n, end, &names)];
        }
        self.offer
            .as_ref()
            .map(|o| speak::joined(&offer_words(i18n, o, &names)))
            .into_iter()
            .collect()
    }

    fn end_panel<'a>(
        &self,
        i18n: &Localizer,
        end: GameEnd,
        names: &[String; 2],
        texts: BoardSize,
        aloud: Aloud<'_>,
    ) -> Element<'a, Message> {
        let verdict = end_verdict(i18n, end, names);
        let score = |side: Side| {
            text(i18n.tr_with(
                "play-end-score",
                &[
                    ("player", names[side.index()].clone().into()),
                    ("seeds", end.stores[side.index()].into()),
                ],
            ))
            .size(texts.text(20))
        };
        // The button beside the count: one line less, so that at the bigger
        // sizes the board keeps its room in a small window.
        let said = end_words(i18n, end, names);
        let second = i18n.second().map(|l| {
            let names = [side_name(&l, Side::South), side_name(&l, Side::North)];
            (
                end_words(&l, end, &names),
                vec![end_verdict(&l, end, &names)],
            )
        });
        let panel = column![
            speak::read(
                aloud,
                said,
                vec![verdict],
                second,
                texts.text(30),
                Message::Speak
            ),
            text(i18n.end_reason(end.reason)).size(texts.text(18)),
            row![
                score(Side::South),
                score(Side::North),
                button(text(i18n.tr("play-new-game")).size(18)).on_press(Message::NewGame),
                button(text(i18n.tr("review-this-game")).size(18))
                    .style(theme::secondary)
                    .on_press(Message::ReviewGame),
            ]
            // Close enough that both buttons stay on the count's line in a
            // small window (a second line would shrink the board).
            .spacing(16)
            .align_y(Center)
            .wrap(),
        ]
        .spacing(10)
        .align_x(Center);
        container(panel)
            .padding(14)
            .width(Fill)
            .style(theme::panel)
            .into()
    }

    /// Beside the board in a `wide` window, under it in a tall one.
    fn move_list<'a>(
        &self,
        i18n: &Localizer,
        names: &[String; 2],
        size: BoardSize,
        texts: BoardSize,
        wide: bool,
    ) -> Element<'a, Message> {
        let entry_size = if texts == BoardSize::Projector {
            texts.text(16)
        } else {
            16.0
        };
        // A move is listed once its sowing has been shown.
        let plies = self.game.plies();
        let plies = &plies[..plies
            .len()
            .saturating_sub(usize::from(self.sowing.is_some()))];
        let entries = plies.iter().enumerate().map(|(i, ply)| {
            let r = &ply.report;
            let mut args = vec![
                ("number", (i + 1).into()),
                ("player", names[r.mover.index()].clone().into()),
                ("house", r.from.own_number().into()),
            ];
            let id = if r.captured() > 0 {
                args.push(("seeds", r.captured().into()));
                "play-move-capture"
            } else {
                "play-move"
            };
            let entry = text(i18n.tr_with(id, &args)).size(entry_size).phrases();
            // The newest move stands out: it is the one marked on the board.
            if i + 1 == plies.len() {
                entry.style(|t: &Theme| text::Style {
                    color: Some(theme::last_entry(t)),
                })
            } else {
                entry
            }
            .into()
        });
        let list: Element<'a, Message> = if plies.is_empty() {
            text(i18n.tr("play-no-moves-yet")).size(entry_size).into()
        } else {
            // The scrollbar beside the list, not over its words (it hid the
            // end of "captured").
            scrollable(column(entries).spacing(4).width(Fill))
                .anchor_bottom()
                .spacing(6)
                .height(Fill)
                .into()
        };
        // At the bigger sizes the list leaves the board more of the
        // window; with a projector's texts (a window big enough for them)
        // it is read from the back of the room too, and grows with them.
        let width = match (size, texts) {
            (_, BoardSize::Projector) => 300.0,
            (BoardSize::Normal, _) => 250.0,
            (BoardSize::Large, _) => 210.0,
            (BoardSize::Projector, _) => 190.0,
        };
        column![text(i18n.tr("play-moves")).size(texts.text(22)), list]
            .spacing(10)
            .padding([20, 16])
            .width(if wide { Length::Fixed(width) } else { Fill })
            .into()
    }
}

/// Teaching mode: what the opponent can take right away after the
/// learner's move (the houses ringed in red), and the two answers with
/// their keys. Its words grow with the board size, as the other panels
/// under the board do.
fn offer_panel<'a>(
    i18n: &Localizer,
    offer: &Offer,
    names: &[String; 2],
    texts: BoardSize,
    aloud: Aloud<'_>,
) -> Element<'a, Message> {
    let words = offer_words(i18n, offer, names);
    let said = speak::joined(&words);
    // The coach's words in the second language too, its own names for the
    // players.
    let second = i18n.second().map(|l| {
        let names = [side_name(&l, Side::South), side_name(&l, Side::North)];
        let twins = offer_words(&l, offer, &names);
        (speak::joined(&twins), twins)
    });
    let lines = speak::read(aloud, said, words, second, texts.text(19), Message::Speak).width(Fill);
    // As narrow as the buttons' words allow: the sentence needs the room.
    let buttons = column![
        button(text(i18n.tr("teaching-take-back")).size(texts.text(17)))
            .width(Fill)
            .on_press(Message::TakeBack),
        button(text(i18n.tr("teaching-keep")).size(texts.text(17)))
            .width(Fill)
            .style(theme::secondary)
            .on_press(Message::KeepMove),
    ]
    .spacing(8)
    .width(texts.text(200).max(230.0));
    container(row![lines, buttons].spacing(14).align_y(Center))
        .padding(12)
        .width(Fill)
        .style(theme::notice)
        .into()
}

/// The coach's offer: what the opponent can take, and the question.
fn offer_words(i18n: &Localizer, offer: &Offer, names: &[String; 2]) -> Vec<String> {
    let id = if offer.wipe_out {
        "teaching-offer-wipe-out"
    } else {
        "teaching-offer"
    };
    let said = i18n.tr_with(
        id,
        &[
            ("house", offer.played.own_number().into()),
            ("player", names[offer.answer.owner().index()].clone().into()),
            ("answer", offer.answer.own_number().into()),
            ("seeds", offer.seeds.into()),
        ],
    );
    vec![said, i18n.tr("teaching-offer-question")]
}

/// Who won, or a draw.
fn end_verdict(i18n: &Localizer, end: GameEnd, names: &[String; 2]) -> String {
    match end.outcome {
        Outcome::Winner(side) => i18n.tr_with(
            "play-end-winner",
            &[("player", names[side.index()].clone().into())],
        ),
        Outcome::Draw => i18n.tr("play-end-draw"),
    }
}

/// The end of the game as read aloud: who won, why it ended, the count.
fn end_words(i18n: &Localizer, end: GameEnd, names: &[String; 2]) -> String {
    let score = |side: Side| {
        i18n.tr_with(
            "play-end-score",
            &[
                ("player", names[side.index()].clone().into()),
                ("seeds", end.stores[side.index()].into()),
            ],
        )
    };
    speak::joined(&[
        end_verdict(i18n, end, names),
        i18n.end_reason(end.reason),
        score(Side::South),
        score(Side::North),
    ])
}

/// "12. North: house 4", as the move lists of the teacher's board and the
/// review say a move (the play screen's own list adds captures).
pub(crate) fn move_words(
    i18n: &Localizer,
    names: &[String; 2],
    index: usize,
    house: House,
) -> String {
    i18n.tr_with(
        "play-move",
        &[
            ("number", (index + 1).into()),
            ("player", names[house.owner().index()].clone().into()),
            ("house", house.own_number().into()),
        ],
    )
}

fn side_name(i18n: &Localizer, side: Side) -> String {
    match side {
        Side::South => i18n.tr("side-south"),
        Side::North => i18n.tr("side-north"),
    }
}
