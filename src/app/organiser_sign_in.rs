//! The organiser signs in (docs/tournaments.md, "The organiser"): the
//! name and password made on the class server with `wahree serve
//! organiser add NAME`, and, on a computer that knows no class server
//! yet, its address. The server slows wrong passwords down itself and
//! says how long to wait; every refusal is said in words.

use iced::widget::{Column, button, column, container, row, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill, Length};

use super::keys_line;
use super::remote::api::Failure;
use super::shape::{self, Shape};
use super::theme;
use crate::i18n::Localizer;

/// The widget ids of the fields.
pub const ADDRESS_ID: &str = "organiser-address";
pub const NAME_ID: &str = "organiser-name";
pub const PASSWORD_ID: &str = "organiser-password";

/// The longest name and password the server reads.
const MAX_FIELD: usize = 1024;

#[derive(Debug, Default)]
pub struct OrganiserSignIn {
    /// Whether the server's address is asked (a computer in no class,
    /// given no server).
    ask_address: bool,
    address: String,
    name: String,
    password: String,
    waiting: bool,
    failure: Option<Failure>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Address(String),
    Name(String),
    Password(String),
    SignIn,
    Cancel,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Sign in at `address` (none: the server this device knows).
    SignIn {
        address: Option<String>,
        name: String,
        password: String,
    },
    /// A field to fill first.
    Focus(&'static str),
    Cancelled,
}

impl OrganiserSignIn {
    pub fn new(ask_address: bool) -> OrganiserSignIn {
        OrganiserSignIn {
            ask_address,
            ..OrganiserSignIn::default()
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        let field = |s: String, max: usize| -> String {
            s.chars().filter(|c| !c.is_control()).take(max).collect()
        };
        match message {
            Message::Address(a) => self.address = field(a, 300),
            Message::Name(n) => self.name = field(n, MAX_FIELD),
            Message::Password(p) => self.password = field(p, MAX_FIELD),
            Message::SignIn => {
                if self.waiting {
                    return None;
                }
                let address = self.address.trim();
                if self.ask_address && address.is_empty() {
                    return Some(Event::Focus(ADDRESS_ID));
                }
                if self.name.trim().is_empty() {
                    return Some(Event::Focus(NAME_ID));
                }
                if self.password.is_empty() {
                    return Some(Event::Focus(PASSWORD_ID));
                }
                self.waiting = true;
                self.failure = None;
                return Some(Event::SignIn {
                    address: (self.ask_address).then(|| address.to_owned()),
                    name: self.name.trim().to_owned(),
                    password: std::mem::take(&mut self.password),
                });
            }
            Message::Cancel => return Some(Event::Cancelled),
        }
        self.failure = None;
        None
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

    fn laid_out<'a>(&'a self, i18n: &Localizer, shape: Shape) -> Element<'a, Message> {
        let phone = shape.is_phone();
        let width = if phone { Fill } else { Length::Fixed(380.0) };
        let field = |id: &'static str, hint: &str, value: &'a str, m: fn(String) -> Message| {
            text_input(hint, value)
                .id(id)
                .on_input(m)
                .on_submit(Message::SignIn)
                .size(20)
                .padding(10)
                .width(width)
        };
        let mut fields = Column::new().spacing(10).align_x(Center);
        if self.ask_address {
            fields = fields.push(field(
                ADDRESS_ID,
                &i18n.tr("organiser-address"),
                &self.address,
                Message::Address,
            ));
        }
        fields = fields
            .push(field(
                NAME_ID,
                &i18n.tr("organiser-name"),
                &self.name,
                Message::Name,
            ))
            .push(
                field(
                    PASSWORD_ID,
                    &i18n.tr("organiser-password"),
                    &self.password,
                    Message::Password,
                )
                .secure(true),
            );
        let label = |id: &str| text(i18n.tr(id)).size(20);
        let ready = !self.waiting && !self.name.trim().is_empty() && !self.password.is_empty();
        let buttons = row![
            button(label("sign-in-button"))
                .padding([10, 20])
                .style(theme::primary)
                .on_press_maybe(ready.then_some(Message::SignIn)),
            button(label("learners-cancel"))
                .padding([10, 20])
                .style(theme::secondary)
                .on_press(Message::Cancel),
        ]
        .spacing(12);
        let mut body = column![
            text(i18n.tr("organiser-title")).size(30),
            text(i18n.tr("organiser-hint")).size(16),
            fields,
            buttons,
        ]
        .spacing(16)
        .align_x(Center)
        .max_width(760);
        if self.waiting {
            body = body.push(text(i18n.tr("sign-in-waiting")).size(16));
        }
        if let Some(f) = &self.failure {
            let words = match f {
                Failure::Unauthorized => i18n.tr("organiser-wrong"),
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
            .push(text(i18n.tr("organiser-forgotten")).size(14))
            .push(keys_line::view(&i18n.tr("sign-in-keys"), Center));
        container(body).padding(shape.padding()).center(Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_name_and_password_are_asked_and_the_password_sent_once() {
        let mut s = OrganiserSignIn::new(true);
        assert_eq!(s.update(Message::SignIn), Some(Event::Focus(ADDRESS_ID)));
        s.update(Message::Address(" 10.0.0.5:8080 ".into()));
        assert_eq!(s.update(Message::SignIn), Some(Event::Focus(NAME_ID)));
        s.update(Message::Name(" Ms Henry ".into()));
        assert_eq!(s.update(Message::SignIn), Some(Event::Focus(PASSWORD_ID)));
        s.update(Message::Password("district-2027".into()));
        assert_eq!(
            s.update(Message::SignIn),
            Some(Event::SignIn {
                address: Some("10.0.0.5:8080".into()),
                name: "Ms Henry".into(),
                password: "district-2027".into(),
            })
        );
        assert!(s.password.is_empty(), "not kept on screen");
        assert_eq!(s.update(Message::SignIn), None, "once, until answered");
        s.failed(Failure::Slowed(4));
        assert_eq!(s.failure(), Some(&Failure::Slowed(4)));
        s.update(Message::Password("x".into()));
        assert_eq!(s.failure(), None, "typing again clears it");
        assert_eq!(s.update(Message::Cancel), Some(Event::Cancelled));
        // A device that knows its server asks no address.
        let mut s = OrganiserSignIn::new(false);
        s.update(Message::Name("A".into()));
        s.update(Message::Password("p".into()));
        assert!(matches!(
            s.update(Message::SignIn),
            Some(Event::SignIn { address: None, .. })
        ));
    }
}
