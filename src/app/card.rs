//! "Your card": a learner picks their picture and its colour (what they
//! look for on "Who is playing?"), their language, a second language
//! shown smaller under the texts of lessons and puzzles, and, when one of
//! them is Japanese, whether its kanji show their readings (furigana).
//! Every choice applies at once: the screen itself switches language.

use iced::widget::{Column, Row, button, column, container, row, scrollable};
use iced::{Center, Element, Fill};

use super::keys_line;
use super::learners::{self, Change};
use super::play::BoardSize;
use super::symbols::{self, Picture};
use super::{chosen, theme};
use crate::app::furigana::text;
use crate::classroom::{Card, Colour, Learner, Symbol};
use crate::i18n::{Lang, Localizer};

#[derive(Debug, Default)]
pub struct CardScreen;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Symbol(Symbol),
    Colour(Colour),
    Lang(Lang),
    /// None: no second language.
    Second(Option<Lang>),
    /// Readings over the kanji of Japanese texts.
    Furigana(bool),
    Done,
    /// "Play a classmate", as on Home (a child on a device in a class).
    Classmates,
}

/// The languages in the order every list shows them.
const LANGS: [Lang; 4] = [Lang::It, Lang::Es, Lang::Ja, Lang::En];

impl CardScreen {
    /// What a message changes for `learner`; none for "Done".
    pub fn change(message: &Message, learner: &Learner, class_lang: Lang) -> Option<Change> {
        let id = learner.id.clone();
        let lang = learner.lang.unwrap_or(class_lang);
        Some(match *message {
            Message::Symbol(symbol) => Change::Card(
                id,
                Card {
                    symbol,
                    ..learner.card
                },
            ),
            Message::Colour(colour) => Change::Card(
                id,
                Card {
                    colour,
                    ..learner.card
                },
            ),
            // Each a choice of its own (a second language that becomes
            // the first is dropped: `Classroom::choose_lang`).
            Message::Lang(l) => Change::Lang(id, l),
            Message::Second(s) => Change::Second(id, s.filter(|&s| s != lang)),
            Message::Furigana(on) => Change::Furigana(id, on),
            Message::Done | Message::Classmates => return None,
        })
    }

    /// `classmates`: the child is on a device in a class, and may play a
    /// classmate from here as from Home.
    pub fn view<'a>(
        &'a self,
        i18n: &Localizer,
        learner: &Learner,
        size: BoardSize,
        classmates: bool,
    ) -> Element<'a, Message> {
        let heading = |id: &str| text(i18n.tr(id)).size(size.text(20));
        let card = learner.card;
        let symbol = |s: Symbol| -> Element<'a, Message> {
            button(symbols::view(
                Picture::Card(Card { symbol: s, ..card }),
                44.0,
            ))
            .padding(4)
            .style(theme::card(s == card.symbol))
            .on_press(Message::Symbol(s))
            .into()
        };
        let symbols = even_rows(Symbol::ALL.map(symbol).into());
        let colours = even_rows(
            Colour::ALL
                .map(|c| {
                    button(symbols::view(
                        Picture::Card(Card { colour: c, ..card }),
                        36.0,
                    ))
                    .padding(4)
                    .style(theme::card(c == card.colour))
                    .on_press(Message::Colour(c))
                    .into()
                })
                .into(),
        );
        let lang = learner.lang.unwrap_or(i18n.lang());
        let choice = |label: String, on: bool, m: Message| {
            button(chosen::words(text(label).size(18), on, 18))
                .padding([8, 16])
                .style(theme::choice(on))
                .on_press(m)
        };
        let langs = Row::with_children(
            LANGS.map(|l| choice(i18n.autonym(l), l == lang, Message::Lang(l)).into()),
        )
        .spacing(10)
        .wrap();
        let mut seconds = Row::new().spacing(10);
        seconds = seconds.push(choice(
            i18n.tr("card-second-none"),
            learner.second.is_none(),
            Message::Second(None),
        ));
        for l in LANGS.into_iter().filter(|&l| l != lang) {
            seconds = seconds.push(choice(
                i18n.autonym(l),
                learner.second == Some(l),
                Message::Second(Some(l)),
            ));
        }
        let top = row![
            symbols::view(Picture::Card(card), 96.0),
            column![
                text(learners::display_name(i18n, learner)).size(size.text(32)),
                text(i18n.tr("card-hint")).size(16),
            ]
            .spacing(4),
        ]
        .spacing(20)
        .align_y(Center)
        // On a phone the name goes under the picture.
        .wrap()
        .vertical_spacing(8);
        let mut body = Column::new()
            .push(top)
            .push(heading("card-symbol"))
            .push(symbols)
            .push(heading("card-colour"))
            .push(colours)
            .push(heading("card-language"))
            .push(langs)
            .push(heading("card-second"))
            .push(text(i18n.tr("card-second-hint")).size(15))
            .push(seconds.wrap())
            .spacing(12)
            .max_width(900);
        // Readings only mean something where a text is in Japanese.
        if lang == Lang::Ja || learner.second == Some(Lang::Ja) {
            let on = learner.furigana;
            body = body
                .push(heading("card-furigana"))
                .push(text(i18n.tr("card-furigana-hint")).size(15))
                .push(
                    row![
                        choice(i18n.tr("card-furigana-on"), on, Message::Furigana(true)),
                        choice(i18n.tr("card-furigana-off"), !on, Message::Furigana(false)),
                    ]
                    .spacing(10),
                );
        }
        column![
            // The scrollbar beside the words, not over them (a phone's).
            scrollable(container(body).center_x(Fill))
                .spacing(6)
                .height(Fill),
            row![
                button(text(i18n.tr("card-done")).size(18))
                    .padding([8, 24])
                    .on_press(Message::Done),
                classmates.then(|| button(text(i18n.tr("duel-play-classmate")).size(18))
                    .padding([8, 24])
                    .style(theme::primary)
                    .on_press(Message::Classmates)),
            ]
            .spacing(16)
            .wrap()
            .vertical_spacing(8),
            keys_line::view(&i18n.tr("card-keys"), Center),
        ]
        .spacing(12)
        .padding(20)
        .align_x(Center)
        .into()
    }
}

/// Pictures in rows of equal count, never one alone on a row: fours that
/// never break, two of them in a half, the halves side by side where
/// there is room (16 pictures in a row, 8 and 8, or 4 by 4).
fn even_rows<'a>(pictures: Vec<Element<'a, Message>>) -> Element<'a, Message> {
    let wrapping = |parts: Vec<Element<'a, Message>>| -> Element<'a, Message> {
        Row::with_children(parts)
            .spacing(8)
            .wrap()
            .vertical_spacing(8)
            .into()
    };
    let mut pictures = pictures.into_iter().peekable();
    let mut fours = Vec::new();
    while pictures.peek().is_some() {
        fours.push(
            Row::with_children(pictures.by_ref().take(4))
                .spacing(8)
                .into(),
        );
    }
    let mut fours = fours.into_iter().peekable();
    let mut halves = Vec::new();
    while fours.peek().is_some() {
        halves.push(wrapping(fours.by_ref().take(2).collect()));
    }
    wrapping(halves)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_choice_changes_the_learner_it_names() {
        let learner = Learner {
            name: "Aiko".into(),
            lang: Some(Lang::Ja),
            second: Some(Lang::It),
            ..Learner::default()
        };
        let id = learner.id.clone();
        let change = |m| CardScreen::change(&m, &learner, Lang::En);
        assert_eq!(
            change(Message::Symbol(Symbol::Cat)),
            Some(Change::Card(
                id.clone(),
                Card {
                    symbol: Symbol::Cat,
                    ..learner.card
                }
            ))
        );
        // Italian as the first language: the classroom drops the second
        // (Italian) with it.
        assert_eq!(
            change(Message::Lang(Lang::It)),
            Some(Change::Lang(id.clone(), Lang::It))
        );
        assert_eq!(
            change(Message::Second(Some(Lang::En))),
            Some(Change::Second(id, Some(Lang::En)))
        );
        assert_eq!(
            change(Message::Furigana(false)),
            Some(Change::Furigana(learner.id.clone(), false))
        );
        assert_eq!(change(Message::Done), None);
    }
}
