//! The teacher signs in to the class server, on any device joined to the
//! class: the class's password (the code is the device's already). It
//! takes the place of the PIN for the teacher's view of a joined device;
//! the server slows down wrong tries itself and says how long to wait.

use iced::widget::{Row, button, column, container, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill, Length};

use super::keys_line;
use super::remote::api::Failure;
use super::shape::{self, Shape};
use super::theme;
use crate::i18n::Localizer;

/// The widget id of the password's field.
pub const PASSWORD_ID: &str = "sign-in-password";

/// The longest password the server reads.
const MAX_PASSWORD: usize = 1024;

#[derive(Debug, Default)]
pub struct SignIn {
    /// The class's name and code, as the device knows them.
    class: String,
    code: String,
    typed: String,
    waiting: bool,
    failure: Option<Failure>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Typed(String),
    SignIn,
    Cancel,
    /// "I am an organiser": the organiser's sign-in instead.
    Organiser,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    SignIn(String),
    Cancelled,
    Organiser,
}

impl SignIn {
    pub fn new(class: &str, code: &str) -> SignIn {
        SignIn {
            class: class.to_owned(),
            code: code.to_owned(),
            ..SignIn::default()
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Typed(t) => {
                self.typed = t.chars().take(MAX_PASSWORD).collect();
                self.failure = None;
                None
            }
            Message::SignIn => {
                if self.typed.is_empty() || self.waiting {
                    return None;
                }
                self.waiting = true;
                self.failure = None;
                Some(Event::SignIn(std::mem::take(&mut self.typed)))
            }
            Message::Cancel => Some(Event::Cancelled),
            Message::Organiser => Some(Event::Organiser),
        }
    }

    /// The server said no (or could not be asked).
    pub fn failed(&mut self, failure: Failure) {
        self.waiting = false;
        self.failure = Some(failure);
    }

    pub fn failure(&self) -> Option<&Failure> {
        self.failure.as_ref()
    }

    pub fn view<'a>(&'a self, i18n: &'a Localizer) -> Element<'a, Message> {
        shape::shaped(move |shape| self.laid_out(i18n, shape))
    }

    /// On a phone the field takes the width and the buttons go under it,
    /// each as wide as the field.
    fn laid_out<'a>(&'a self, i18n: &Localizer, shape: Shape) -> Element<'a, Message> {
        let phone = shape.is_phone();
        let field = text_input(&i18n.tr("sign-in-placeholder"), &self.typed)
            .id(PASSWORD_ID)
            .secure(true)
            .on_input(Message::Typed)
            .on_submit(Message::SignIn)
            .size(22)
            .padding(10)
            .width(if phone { Fill } else { Length::Fixed(300.0) });
        let label = |id: &str| {
            let t = text(i18n.tr(id)).size(20);
            if phone { t.center().width(Fill) } else { t }
        };
        let width = if phone { Fill } else { Length::Shrink };
        let buttons = Row::new()
            .push(
                button(label("sign-in-button"))
                    .padding([10, 20])
                    .width(width)
                    .style(theme::primary)
                    .on_press_maybe(
                        (!self.waiting && !self.typed.is_empty()).then_some(Message::SignIn),
                    ),
            )
            .push(
                button(label("learners-cancel"))
                    .padding([10, 20])
                    .width(width)
                    .style(theme::secondary)
                    .on_press(Message::Cancel),
            )
            .spacing(12);
        let controls: Element<'a, Message> = if phone {
            column![field, buttons].spacing(12).into()
        } else {
            Row::new()
                .push(field)
                .push(buttons)
                .spacing(12)
                .align_y(Center)
                .into()
        };
        let mut body = column![
            text(i18n.tr("sign-in-title")).size(30),
            text(i18n.tr_with("sign-in-hint", &[("class", self.class.clone().into())])).size(16),
            controls,
        ]
        .spacing(16)
        .align_x(Center)
        .max_width(760);
        if self.waiting {
            body = body.push(text(i18n.tr("sign-in-waiting")).size(16));
        }
        if let Some(f) = &self.failure {
            let words = match f {
                Failure::Unauthorized => i18n.tr("sign-in-wrong"),
                Failure::NotFound => i18n.tr("sign-in-no-class"),
                Failure::Slowed(secs) => {
                    i18n.tr_with("sign-in-slowed", &[("seconds", (*secs).into())])
                }
                f => i18n.tr(f.message_id()),
            };
            body = body.push(
                container(text(words).size(16))
                    .padding(10)
                    .style(theme::notice),
            );
        }
        body = body
            .push(
                text(i18n.tr_with("sign-in-forgotten", &[("code", self.code.clone().into())]))
                    .size(14),
            )
            .push(
                button(text(i18n.tr("organiser-enter")).size(15))
                    .padding([6, 14])
                    .style(theme::secondary)
                    .on_press(Message::Organiser),
            )
            .push(keys_line::view(&i18n.tr("sign-in-keys"), Center));
        container(body).padding(shape.padding()).center(Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_password_is_sent_once_and_cleared_and_a_refusal_is_kept_until_typing() {
        let mut s = SignIn::new("3B", "K7QD3M");
        assert_eq!(s.update(Message::SignIn), None, "nothing typed");
        s.update(Message::Typed("password1".into()));
        assert_eq!(
            s.update(Message::SignIn),
            Some(Event::SignIn("password1".into()))
        );
        assert!(s.typed.is_empty(), "not kept on screen");
        s.failed(Failure::Slowed(30));
        assert_eq!(s.failure(), Some(&Failure::Slowed(30)));
        s.update(Message::Typed("x".into()));
        assert_eq!(s.failure(), None);
        assert_eq!(s.update(Message::Cancel), Some(Event::Cancelled));
    }
}
