//! "Join your class": a device whose app was given a class server (the
//! page `wahree serve` served, or `wahree --server URL`) joins a class
//! with the code on the teacher's screen. Once joined, the class's
//! learners come with the first sync and the child picks their card.

use iced::widget::{Row, button, column, container, text_input};
use iced::{Center, Element, Fill, Length};

use super::furigana::text;
use super::keys_line;
use super::remote::api::Failure;
use super::remote::{CODE_MAX, normal_code};
use super::shape::{self, Shape};
use super::theme;
use crate::i18n::Localizer;

/// The widget id of the code's field.
pub const CODE_ID: &str = "join-code";

#[derive(Debug, Default)]
pub struct Join {
    code: String,
    /// Asked and not answered yet.
    joining: bool,
    failure: Option<Failure>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Code(String),
    Join,
    /// "Not now": this device goes on alone, as before.
    Later,
    /// "I am an organiser": the organiser's sign-in.
    Organiser,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Join the class with this code (already in the server's form).
    Join(String),
    Later,
    Organiser,
}

impl Join {
    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Code(typed) => {
                // Letters and digits only, in capitals, as the code is
                // shown; never longer than a code can be.
                self.code = typed
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == ' ' || *c == '-')
                    .map(|c| c.to_ascii_uppercase())
                    .take(CODE_MAX + 2)
                    .collect();
                self.failure = None;
                None
            }
            Message::Join => {
                let code = normal_code(&self.code);
                if code.is_empty() || self.joining {
                    return None;
                }
                self.joining = true;
                self.failure = None;
                Some(Event::Join(code))
            }
            Message::Later => Some(Event::Later),
            Message::Organiser => Some(Event::Organiser),
        }
    }

    /// The server's answer: the screen closes on success; a failure is
    /// said here and the code stays to be corrected.
    pub fn failed(&mut self, failure: Failure) {
        self.joining = false;
        self.failure = Some(failure);
    }

    pub fn failure(&self) -> Option<&Failure> {
        self.failure.as_ref()
    }

    pub fn view<'a>(&'a self, i18n: &'a Localizer) -> Element<'a, Message> {
        shape::shaped(move |shape| self.laid_out(i18n, shape))
    }

    /// On a phone the code's field takes the width and "Join" goes under
    /// it, as wide.
    fn laid_out<'a>(&'a self, i18n: &Localizer, shape: Shape) -> Element<'a, Message> {
        let phone = shape.is_phone();
        let field = text_input("K7Q D3M", &self.code)
            .id(CODE_ID)
            .on_input(Message::Code)
            .on_submit(Message::Join)
            .size(34)
            .padding(10)
            .width(if phone { Fill } else { Length::Fixed(260.0) });
        let label = text(i18n.tr("join-button")).size(22);
        let join = button(if phone {
            label.center().width(Fill)
        } else {
            label
        })
        .padding([12, 24])
        .width(if phone { Fill } else { Length::Shrink })
        .style(theme::primary)
        .on_press_maybe(
            (!self.joining && !normal_code(&self.code).is_empty()).then_some(Message::Join),
        );
        let later = button(text(i18n.tr("join-later")).size(18))
            .padding([10, 20])
            .style(theme::secondary)
            .on_press(Message::Later);
        let mut body = column![
            text(i18n.tr("join-title")).size(36),
            text(i18n.tr("join-hint")).size(18),
            if phone {
                Element::from(column![field, join].spacing(12))
            } else {
                Row::new()
                    .push(field)
                    .push(join)
                    .spacing(12)
                    .align_y(Center)
                    .into()
            },
        ]
        .spacing(18)
        .align_x(Center)
        .max_width(760);
        if self.joining {
            body = body.push(text(i18n.tr("join-joining")).size(16));
        }
        if let Some(f) = &self.failure {
            let words = match f {
                Failure::NotFound => i18n.tr("join-wrong-code"),
                f => i18n.tr(f.message_id()),
            };
            body = body.push(
                container(text(words).size(16))
                    .padding(10)
                    .style(theme::notice),
            );
        }
        let organiser = button(text(i18n.tr("organiser-enter")).size(16))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Message::Organiser);
        body = body
            .push(later)
            .push(organiser)
            .push(keys_line::view(&i18n.tr("join-keys"), Center));
        container(body).padding(shape.padding()).center(Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_is_typed_as_shown_and_sent_once_in_the_servers_form() {
        let mut j = Join::default();
        assert_eq!(j.update(Message::Join), None, "nothing typed");
        j.update(Message::Code("k7q d3m!".into()));
        assert_eq!(j.code, "K7Q D3M");
        assert_eq!(j.update(Message::Join), Some(Event::Join("K7QD3M".into())));
        assert_eq!(j.update(Message::Join), None, "once, until answered");
        j.failed(Failure::NotFound);
        assert_eq!(j.failure(), Some(&Failure::NotFound));
        j.update(Message::Code("K7QD3N".into()));
        assert_eq!(j.failure(), None, "typing again clears it");
        assert_eq!(j.update(Message::Join), Some(Event::Join("K7QD3N".into())));
        assert_eq!(j.update(Message::Later), Some(Event::Later));
        assert_eq!(j.update(Message::Organiser), Some(Event::Organiser));
    }
}
