//! "Play a classmate": the classmates whose card is picked on a device
//! of the class now, each a card to press; pressing one sends the
//! challenge. Texts in the child's language, their second under them.

use iced::widget::{Column, button, column, container, row, scrollable};
use iced::{Center, Element, Fill};

use crate::app::furigana::text;
use crate::app::shape::Shape;
use crate::app::speak;
use crate::app::symbols::{self, Picture};
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::i18n::Localizer;

/// A classmate to challenge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Classmate {
    pub id: LearnerId,
    pub name: String,
    pub picture: Picture,
}

#[derive(Debug, Default)]
pub struct Classmates {
    /// Who is here now, the child's own card left out.
    pub shown: Vec<Classmate>,
    /// The server was asked who is here and has not answered yet.
    pub asking: bool,
    /// A challenge is on its way.
    pub sending: bool,
    /// Why the last challenge was refused, in words.
    pub said: Option<String>,
    /// The classmate challenged last.
    pub chosen: Option<LearnerId>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Pick(LearnerId),
    Back,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Challenge(LearnerId),
    Back,
}

impl Classmates {
    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Pick(id) if !self.sending && self.shown.iter().any(|c| c.id == id) => {
                self.sending = true;
                self.said = None;
                self.chosen = Some(id.clone());
                Some(Event::Challenge(id))
            }
            Message::Pick(_) => None,
            Message::Back => Some(Event::Back),
        }
    }

    /// The challenge was refused: why.
    pub fn refused(&mut self, why: String) {
        self.sending = false;
        self.said = Some(why);
    }

    /// The name of the classmate challenged last.
    pub fn chosen_name(&self) -> Option<String> {
        let id = self.chosen.as_ref()?;
        self.shown
            .iter()
            .find(|c| &c.id == id)
            .map(|c| c.name.clone())
    }

    fn words(&self, i18n: &Localizer) -> String {
        if self.shown.is_empty() {
            i18n.tr(if self.asking {
                "duel-classmates-asking"
            } else {
                "duel-classmates-none"
            })
        } else {
            i18n.tr("duel-classmates-who")
        }
    }

    pub fn view<'a>(&'a self, i18n: &'a Localizer) -> Element<'a, Message> {
        iced::widget::responsive(move |window| self.laid_out(i18n, Shape::of(window))).into()
    }

    fn laid_out<'a>(&'a self, i18n: &Localizer, shape: Shape) -> Element<'a, Message> {
        let title = text(i18n.tr("duel-classmates-title")).size(28);
        let back = button(text(i18n.tr("duel-back")).size(16))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Message::Back);
        let words = speak::both(
            self.words(i18n),
            i18n.second().map(|l| self.words(&l)),
            20.0,
        );
        let cards = self.shown.iter().map(|c| {
            button(
                row![
                    symbols::view(c.picture, 48.0),
                    text(c.name.clone()).size(22)
                ]
                .spacing(16)
                .align_y(Center),
            )
            .padding([8, 16])
            .width(280)
            .style(theme::secondary)
            .on_press_maybe((!self.sending).then(|| Message::Pick(c.id.clone())))
            .into()
        });
        let cards = row(cards).spacing(16).wrap().vertical_spacing(16);
        let said = self.said.as_ref().map(|why| {
            container(text(why.clone()).size(18))
                .padding(12)
                .style(theme::notice)
        });
        let body = Column::new()
            .push(words)
            .push(said)
            .push(cards)
            .spacing(20)
            .align_x(Center);
        column![
            row![title, back].spacing(24).align_y(Center).wrap(),
            scrollable(container(body).center_x(Fill).padding(12)).height(Fill),
            crate::app::keys_line::view(&i18n.tr("duel-classmates-keys"), iced::Left),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_classmate_is_challenged_once_and_only_one_on_the_list() {
        let ben = LearnerId::try_from("l1-ben".to_owned()).unwrap();
        let mut c = Classmates {
            shown: vec![Classmate {
                id: ben.clone(),
                name: "Ben".into(),
                picture: Picture::Guest,
            }],
            ..Classmates::default()
        };
        let eve = LearnerId::try_from("l1-eve".to_owned()).unwrap();
        assert_eq!(c.update(Message::Pick(eve)), None, "not on the list");
        assert_eq!(
            c.update(Message::Pick(ben.clone())),
            Some(Event::Challenge(ben.clone()))
        );
        assert_eq!(c.update(Message::Pick(ben.clone())), None, "on its way");
        c.refused("busy".into());
        assert_eq!(c.said.as_deref(), Some("busy"));
        assert_eq!(
            c.update(Message::Pick(ben.clone())),
            Some(Event::Challenge(ben))
        );
    }
}
