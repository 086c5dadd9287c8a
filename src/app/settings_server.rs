//! Settings' "Class server" part (behind the teacher's PIN, as all of
//! Settings is): the server's address and the class code to join this
//! device to a class, or the class it is in, its sign, and leaving it.
//! In the browser the address is the page's own: only the code is asked.

use iced::widget::{Column, button, column, container, row, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill};

use super::remote::api::Failure;
use super::remote::{CODE_MAX, normal_code};
use super::sync::Sign;
use super::{sync_sign, theme};
use crate::i18n::Localizer;

/// The widget ids of the two fields.
pub const ADDRESS_ID: &str = "server-address";
pub const CODE_ID: &str = "server-code";

#[derive(Debug, Default)]
pub struct ServerPart {
    address: String,
    code: String,
    joining: bool,
    failure: Option<Failure>,
    /// Leaving waits for a yes.
    leaving: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Address(String),
    Code(String),
    Join,
    Leave,
    LeaveYes,
    LeaveNo,
    /// "I am an organiser": the organiser's sign-in.
    Organiser,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Join the class with `code` on the server at `address` (none: the
    /// one this app was given).
    Join {
        address: Option<String>,
        code: String,
    },
    Leave,
    Focus(&'static str),
    Organiser,
}

/// What the part shows of the device.
#[derive(Clone, Debug, Default)]
pub struct Shown {
    /// The class this device is in and its server's address, if joined.
    pub joined: Option<(String, String)>,
    pub sign: Option<Sign>,
    /// Whether an address is asked (the desktop) or the page's server is
    /// the one (the browser).
    pub ask_address: bool,
    /// The address this app was given (`--server`), shown in the empty
    /// field.
    pub given: Option<String>,
}

impl ServerPart {
    pub fn update(&mut self, message: Message, ask_address: bool) -> Option<Event> {
        match message {
            Message::Address(a) => {
                self.address = a.chars().filter(|c| !c.is_control()).take(300).collect();
                self.failure = None;
                None
            }
            Message::Code(c) => {
                self.code = c
                    .chars()
                    .filter(|c| c.is_ascii_alphanumeric() || *c == ' ' || *c == '-')
                    .map(|c| c.to_ascii_uppercase())
                    .take(CODE_MAX + 2)
                    .collect();
                self.failure = None;
                None
            }
            Message::Join => {
                if self.joining {
                    return None;
                }
                let code = normal_code(&self.code);
                if code.is_empty() {
                    return Some(Event::Focus(CODE_ID));
                }
                let address = self.address.trim();
                if ask_address && address.is_empty() {
                    // The address this app was given, if any, is tried.
                    self.joining = true;
                    return Some(Event::Join {
                        address: None,
                        code,
                    });
                }
                self.joining = true;
                self.failure = None;
                Some(Event::Join {
                    address: (!address.is_empty()).then(|| address.to_owned()),
                    code,
                })
            }
            Message::Leave => {
                self.leaving = true;
                None
            }
            Message::LeaveNo => {
                self.leaving = false;
                None
            }
            Message::LeaveYes => {
                self.leaving = false;
                Some(Event::Leave)
            }
            Message::Organiser => Some(Event::Organiser),
        }
    }

    /// The server's answer to joining.
    pub fn joined(&mut self, answer: Result<(), Failure>) {
        self.joining = false;
        match answer {
            Ok(()) => {
                self.code.clear();
                self.failure = None;
            }
            Err(f) => self.failure = Some(f),
        }
    }

    pub fn is_typing(&self) -> bool {
        !self.code.is_empty() || !self.address.is_empty()
    }

    /// The part, with "I am an organiser" under it.
    pub fn view<'a>(&'a self, i18n: &Localizer, shown: &Shown) -> Element<'a, Message> {
        let organiser = button(text(i18n.tr("organiser-enter")).size(15))
            .padding([8, 14])
            .style(theme::secondary)
            .on_press(Message::Organiser);
        column![self.part(i18n, shown), organiser]
            .spacing(10)
            .into()
    }

    fn part<'a>(&'a self, i18n: &Localizer, shown: &Shown) -> Element<'a, Message> {
        let small = |id: &str| text(i18n.tr(id)).size(15);
        let mut part = Column::new()
            .push(text(i18n.tr("server-title")).size(22))
            .spacing(10);
        if let Some((class, address)) = &shown.joined {
            part = part.push(
                text(i18n.tr_with(
                    "server-joined",
                    &[
                        ("class", class.clone().into()),
                        ("address", address.clone().into()),
                    ],
                ))
                .size(16),
            );
            if let Some(sign) = &shown.sign {
                part = part.push(sync_sign::view(i18n, sign, 15.0));
            }
            if self.leaving {
                part = part.push(
                    container(
                        column![
                            text(i18n.tr("server-leave-ask")).size(16),
                            row![
                                button(small("server-leave-yes"))
                                    .style(theme::danger)
                                    .on_press(Message::LeaveYes),
                                button(small("learners-remove-no"))
                                    .style(theme::secondary)
                                    .on_press(Message::LeaveNo),
                            ]
                            .spacing(10),
                        ]
                        .spacing(8),
                    )
                    .padding(10)
                    .width(Fill)
                    .style(theme::notice),
                );
            } else {
                part = part.push(
                    button(small("server-leave"))
                        .padding([8, 14])
                        .style(theme::secondary)
                        .on_press(Message::Leave),
                );
            }
            return part.into();
        }
        part = part.push(small("server-hint"));
        if shown.ask_address {
            let example = shown
                .given
                .clone()
                .unwrap_or_else(|| "http://10.0.0.5:8080".into());
            part = part.push(
                text_input(&example, &self.address)
                    .id(ADDRESS_ID)
                    .on_input(Message::Address)
                    .on_submit(Message::Join)
                    .size(17)
                    .padding(8)
                    .width(Fill),
            );
        }
        part = part.push(
            row![
                text_input(&i18n.tr("server-code-placeholder"), &self.code)
                    .id(CODE_ID)
                    .on_input(Message::Code)
                    .on_submit(Message::Join)
                    .size(17)
                    .padding(8)
                    .width(180),
                button(small("join-button"))
                    .padding([8, 14])
                    .on_press_maybe((!self.joining).then_some(Message::Join)),
            ]
            .spacing(10)
            .align_y(Center),
        );
        if self.joining {
            part = part.push(small("join-joining"));
        }
        if let Some(f) = &self.failure {
            let words = match f {
                Failure::NotFound => i18n.tr("join-wrong-code"),
                f => i18n.tr(f.message_id()),
            };
            part = part.push(
                container(text(words).size(15))
                    .padding([6, 10])
                    .width(Fill)
                    .style(theme::notice),
            );
        }
        part.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joining_needs_a_code_and_takes_the_address_typed_or_the_one_given() {
        let mut p = ServerPart::default();
        assert_eq!(p.update(Message::Join, true), Some(Event::Focus(CODE_ID)));
        p.update(Message::Code("k7q-d3m".into()), true);
        assert_eq!(
            p.update(Message::Join, true),
            Some(Event::Join {
                address: None,
                code: "K7QD3M".into()
            })
        );
        assert_eq!(p.update(Message::Join, true), None, "once, until answered");
        p.joined(Err(Failure::Unreachable));
        p.update(Message::Address(" 10.0.0.5:8080 ".into()), true);
        assert_eq!(
            p.update(Message::Join, true),
            Some(Event::Join {
                address: Some("10.0.0.5:8080".into()),
                code: "K7QD3M".into()
            })
        );
        p.joined(Ok(()));
        assert!(p.code.is_empty());
        assert_eq!(p.update(Message::Leave, true), None, "asked first");
        assert_eq!(p.update(Message::LeaveYes, true), Some(Event::Leave));
        assert_eq!(p.update(Message::Organiser, true), Some(Event::Organiser));
    }
}
