//! What a key means on each screen. Buttons take no keyboard focus in
//! iced 0.14, so every screen can be used without a mouse through here.

use iced::keyboard::{self, Key, key::Named};

use super::play;
use super::puzzle::PuzzleScreen;
use super::{App, Message, Screen, home, lessons, next_of, puzzles, settings};
use crate::classroom::{Speed, ThemeChoice, progress};
use crate::i18n::Lang;

impl App {
    /// What a key means on the current screen.
    pub(super) fn key(&self, key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
        match &self.screen {
            Screen::Play(_) => play::Play::key(key, modifiers).map(Message::Play),
            Screen::Puzzle(_) => PuzzleScreen::key(key).map(Message::Puzzle),
            Screen::Lesson(screen) => screen.key(key).map(Message::Lesson),
            Screen::Lessons(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Lessons(lessons::Message::Home)),
                Key::Named(Named::Enter) => Some(Message::Lessons(lessons::Message::Open(
                    progress::next_to_do(self.lesson_list(), self.lesson_progress()),
                ))),
                // The list numbers its lessons from 1; 0 is the tenth.
                Key::Character(c) => lessons::by_key(c)
                    .filter(|&i| i < self.lesson_list().len())
                    .map(|i| Message::Lessons(lessons::Message::Open(i))),
                _ => None,
            },
            Screen::Puzzles(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Puzzles(puzzles::Message::Home)),
                Key::Named(Named::Enter) => Some(Message::Puzzles(puzzles::Message::Continue)),
                Key::Character("f" | "F") => Some(Message::Puzzles(puzzles::Message::ForMe)),
                Key::Character("s" | "S") => Some(Message::Puzzles(puzzles::Message::Streak)),
                _ => None,
            },
            // While a name is typed the letters are the name's: Enter keeps
            // it and Esc cancels (when the field has lost the keyboard, or
            // for Esc, which the field takes but the app still hears).
            Screen::Settings(s) if s.cancel_typing().is_some() => match key.as_ref() {
                Key::Named(Named::Escape) => s.cancel_typing().map(Message::Settings),
                Key::Named(Named::Enter) => s.save_typing().map(Message::Settings),
                _ => None,
            },
            Screen::Home(h) if h.is_naming() => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Home(home::Message::NameCancel)),
                Key::Named(Named::Enter) => Some(Message::Home(home::Message::NameSave)),
                _ => None,
            },
            Screen::Settings(_) => {
                let m = match key.as_ref() {
                    Key::Named(Named::Escape) => settings::Message::Home,
                    Key::Character("n" | "N") => settings::Message::AddOpen,
                    Key::Character("l" | "L") => settings::Message::Language(next_of(
                        &Lang::ALL,
                        self.class.class_lang(self.system),
                    )),
                    Key::Character("t" | "T") => {
                        settings::Message::Theme(next_of(&ThemeChoice::ALL, self.theme_choice()))
                    }
                    Key::Character("a" | "A") => {
                        settings::Message::Speed(next_of(&Speed::ALL, self.speed()))
                    }
                    _ => return None,
                };
                Some(Message::Settings(m))
            }
            Screen::Home(_) => match key.as_ref() {
                // Enter takes the card (the most likely wish), or plays
                // when there is none.
                Key::Named(Named::Enter) if self.card().is_some() => {
                    Some(Message::Home(home::Message::Continue))
                }
                Key::Character("p" | "P") | Key::Named(Named::Enter) => {
                    Some(Message::Home(home::Message::Play))
                }
                Key::Character("c" | "C") => Some(Message::Home(home::Message::PlayComputer)),
                Key::Character("s" | "S") => Some(Message::Home(home::Message::Settings)),
                Key::Character("z" | "Z") => Some(Message::Home(home::Message::Puzzles)),
                Key::Character("l" | "L") => Some(Message::Home(home::Message::Lessons)),
                _ => None,
            },
        }
    }
}
