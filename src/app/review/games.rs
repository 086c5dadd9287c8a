//! "My games": the one learning's last finished games, as the classroom
//! keeps them (`GameLog::recent`), newest first, each with "Review this
//! game".

use iced::keyboard::{Key, key::Named};
use iced::widget::{Column, button, column, container, row, scrollable};
use iced::{Center, Element, Fill, Left};

use crate::app::furigana::text;
use crate::app::keys_line;
use crate::app::play::BoardSize;
use crate::app::theme;
use crate::classroom::{GameRecord, Outcome};
use crate::engine::Side;
use crate::i18n::Localizer;

/// The list screen; what it lists is the learner's, handed in by the app.
#[derive(Debug, Default)]
pub struct Games {
    /// The time the list was opened (seconds since 1970), for "today",
    /// "yesterday", "3 days ago".
    pub now: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// Review the game at this place of the list (0: the newest).
    Review(usize),
    Home,
}

impl Games {
    /// Enter reviews the newest game, 1 to 9 the game with that number,
    /// Esc goes home.
    pub fn key(key: &Key) -> Option<Message> {
        match key.as_ref() {
            Key::Named(Named::Escape) => Some(Message::Home),
            Key::Named(Named::Enter) => Some(Message::Review(0)),
            Key::Character(c) => {
                let n: usize = c.parse().ok().filter(|n| (1..=9).contains(n))?;
                Some(Message::Review(n - 1))
            }
            _ => None,
        }
    }

    /// `size`: the texts grow with the board size, and the list stays in
    /// the middle of the window (on a projector it sat small in a corner).
    pub fn view<'a>(
        &self,
        i18n: &'a Localizer,
        games: &'a [GameRecord],
        size: BoardSize,
    ) -> Element<'a, Message> {
        let now = self.now;
        size.fitted(move |texts, _| list(i18n, games, now, texts))
    }
}

/// The list with its texts at `texts`.
fn list<'a>(
    i18n: &Localizer,
    games: &[GameRecord],
    now: u64,
    texts: BoardSize,
) -> Element<'a, Message> {
    let list: Element<'a, Message> = if games.is_empty() {
        text(i18n.tr("games-none")).size(texts.text(18)).into()
    } else {
        let rows = newest_first(games).enumerate().map(|(i, g)| {
            let words = column![
                text(i18n.tr_with(
                    "games-entry",
                    &[
                        ("number", (i + 1).into()),
                        ("level", i64::from(g.game.level.unwrap_or(0)).into()),
                        ("moves", g.game.moves.len().into()),
                        ("days", (now.saturating_sub(g.ended) / 86_400).into()),
                    ],
                ))
                .size(texts.text(18)),
                text(result_words(i18n, g)).size(texts.text(15)),
            ]
            .spacing(2)
            .width(Fill);
            container(
                row![
                    words,
                    button(text(i18n.tr("review-this-game")).size(texts.text(16)))
                        .padding([5.0, texts.text(10)])
                        .on_press(Message::Review(i)),
                ]
                .spacing(16)
                .align_y(Center),
            )
            .padding([8, 14])
            .style(theme::panel)
            .into()
        });
        // The scrollbar beside the rows, not over their buttons.
        scrollable(Column::with_children(rows).spacing(8))
            .spacing(6)
            .into()
    };
    let wide = 900.0 * texts.text(10) / 10.0;
    let page = column![
        row![
            button(text(i18n.tr("nav-home")).size(texts.text(16)))
                .padding([5.0, texts.text(10)])
                .style(theme::secondary)
                .on_press(Message::Home),
            text(i18n.tr("games-title")).size(texts.text(28)),
        ]
        .spacing(20)
        .align_y(Center),
        list,
        keys_line::view(&i18n.tr("games-keys"), Left),
    ]
    .spacing(16)
    .max_width(wide);
    container(page).padding(20).center_x(Fill).into()
}

/// The games newest first: the list's order.
pub fn newest_first(games: &[GameRecord]) -> impl Iterator<Item = &GameRecord> {
    games.iter().rev()
}

/// Which side the learner played: the one the computer did not (South in
/// a game with a friend), or their own against a classmate.
pub fn learner_side(g: &GameRecord) -> Side {
    if let Some(c) = &g.classmate {
        return if c.south { Side::South } else { Side::North };
    }
    match (g.game.level, g.game.computer_plays_south) {
        (Some(_), true) => Side::North,
        _ => Side::South,
    }
}

/// "You won, 30 to 18" (or lost, drew; or the count of a friend game).
fn result_words(i18n: &Localizer, g: &GameRecord) -> String {
    let me = learner_side(g);
    let outcome = match g.outcome {
        Some(Outcome::Won) => "won",
        Some(Outcome::Lost) => "lost",
        Some(Outcome::Drawn) => "drawn",
        _ => "played",
    };
    i18n.tr_with(
        "games-result",
        &[
            ("outcome", outcome.into()),
            ("mine", g.score[me.index()].into()),
            ("theirs", g.score[(!me).index()].into()),
            ("south", g.score[0].into()),
            ("north", g.score[1].into()),
        ],
    )
}
