//! The teacher's PIN asked before Settings or the teacher's view open,
//! when the class has one. The digits typed are hidden; a wrong PIN says
//! so and keeps the door shut; a forgotten one is removed with `wahree
//! teacher reset-pin` (the screen says so).

use iced::widget::{button, column, container, row, text, text_input};
use iced::{Center, Element, Fill};

use super::keys_line;
use super::theme;
use crate::classroom::Pin;
use crate::i18n::Localizer;

/// The widget id of the PIN field, given the keyboard when it opens.
pub const PIN_ID: &str = "teacher-pin";

/// What opens once the PIN is right.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Door {
    Settings,
    Teacher,
}

#[derive(Debug)]
pub struct Lock {
    pub door: Door,
    typed: String,
    wrong: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Typed(String),
    Open,
    Cancel,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    Opened(Door),
    Cancelled,
}

impl Lock {
    pub fn new(door: Door) -> Lock {
        Lock {
            door,
            typed: String::new(),
            wrong: false,
        }
    }

    pub fn update(&mut self, message: Message, pin: &Pin) -> Option<Event> {
        match message {
            Message::Typed(t) => {
                // Digits only, as a PIN is; a letter typed is no PIN.
                self.typed = t.chars().filter(char::is_ascii_digit).take(8).collect();
                self.wrong = false;
                None
            }
            Message::Open if pin.matches(&self.typed) => Some(Event::Opened(self.door)),
            Message::Open => {
                self.wrong = true;
                self.typed.clear();
                None
            }
            Message::Cancel => Some(Event::Cancelled),
        }
    }

    pub fn is_wrong(&self) -> bool {
        self.wrong
    }

    pub fn view<'a>(&'a self, i18n: &Localizer) -> Element<'a, Message> {
        let field = text_input(&i18n.tr("lock-placeholder"), &self.typed)
            .id(PIN_ID)
            .secure(true)
            .on_input(Message::Typed)
            .on_submit(Message::Open)
            .size(24)
            .padding(10)
            .width(220);
        let mut body = column![
            text(i18n.tr("lock-title")).size(30),
            text(i18n.tr("lock-hint")).size(16),
            row![
                field,
                button(text(i18n.tr("lock-open")).size(20))
                    .padding([10, 20])
                    .on_press(Message::Open),
                button(text(i18n.tr("learners-cancel")).size(20))
                    .padding([10, 20])
                    .style(theme::secondary)
                    .on_press(Message::Cancel),
            ]
            .spacing(12)
            .align_y(Center)
            // On a phone the buttons go under the field.
            .wrap()
            .vertical_spacing(12)
            .align_x(Center),
        ]
        .spacing(16)
        .align_x(Center)
        .max_width(720);
        if self.wrong {
            body = body.push(
                container(text(i18n.tr("lock-wrong")).size(16))
                    .padding(10)
                    .style(theme::notice),
            );
        }
        body = body
            .push(text(i18n.tr("lock-forgotten")).size(14))
            .push(keys_line::view(&i18n.tr("learners-keys-typing"), Center));
        container(body).padding(20).center(Fill).into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_right_pin_opens_and_a_wrong_one_is_cleared() {
        let pin = Pin::new("2468", "2468", 3).unwrap();
        let mut lock = Lock::new(Door::Teacher);
        lock.update(Message::Typed("24a69".into()), &pin);
        assert_eq!(lock.update(Message::Open, &pin), None);
        assert!(lock.is_wrong());
        lock.update(Message::Typed("2468".into()), &pin);
        assert!(!lock.is_wrong(), "typing again clears the refusal");
        assert_eq!(
            lock.update(Message::Open, &pin),
            Some(Event::Opened(Door::Teacher))
        );
        assert_eq!(lock.update(Message::Cancel, &pin), Some(Event::Cancelled));
    }
}
