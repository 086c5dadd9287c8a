//! What a key means on each screen. Buttons take no keyboard focus in
//! iced 0.14, so every screen can be used without a mouse through here.

use iced::keyboard::{self, Key, key::Named};

use super::play;
use super::puzzle::PuzzleScreen;
use super::review::games;
use super::{App, Message, Screen, home, lessons, next_of, picker, puzzles, settings};
use crate::classroom::{Speed, ThemeChoice, progress};
use crate::i18n::Lang;

impl App {
    /// What a key means on the current screen.
    pub(super) fn key(&self, key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
        // V reads aloud on every screen with texts to read.
        if let Key::Character("v" | "V") = key.as_ref()
            && !modifiers.command()
        {
            // V again while a text is read stops it.
            if self.speech().saying().is_some() {
                return Some(Message::StopReading);
            }
            let said =
                super::speak::Said::new(self.aloud().into_iter().next()?, self.i18n().lang());
            return match &self.screen {
                Screen::Lesson(_) => Some(Message::Lesson(super::lesson::Message::Speak(said))),
                Screen::Puzzle(_) => Some(Message::Puzzle(super::puzzle::Message::Speak(said))),
                Screen::Play(_) => Some(Message::Play(play::Message::Speak(said))),
                _ => None,
            };
        }
        // Tab moves between text fields on every screen (the PIN twice).
        if let Key::Named(Named::Tab) = key.as_ref() {
            return Some(Message::Tab(modifiers.shift()));
        }
        // "Your teacher started a challenge": Enter joins, whatever the
        // child's screen does with it.
        if self.live_prompt().is_some() && key == &Key::Named(Named::Enter) {
            return Some(Message::live(super::live::Message::Join));
        }
        match &self.screen {
            Screen::Board(screen) => screen.key(key, modifiers).map(Message::Board),
            Screen::Review(screen) => screen.key(key).map(Message::Review),
            Screen::Games(_) => games::Games::key(key).map(Message::Games),
            // Esc leaves the live class's screens as their "Back" does.
            Screen::LiveStart(_) => super::live::start::StartForm::key(key).map(Message::LiveStart),
            Screen::Projector(p) => p.key(key).map(Message::Projector),
            Screen::LiveDevice(d) => match key.as_ref() {
                Key::Named(Named::Escape) => {
                    Some(Message::LiveDevice(super::live::device::Message::Leave))
                }
                _ => d.key(key),
            },
            Screen::ClassGames(_) => match key.as_ref() {
                Key::Named(Named::Escape) => {
                    Some(Message::ClassGames(super::duel::class::Message::Back))
                }
                _ => None,
            },
            Screen::Classmates(_) => match key.as_ref() {
                Key::Named(Named::Escape) => {
                    Some(Message::Classmates(super::duel::classmates::Message::Back))
                }
                _ => None,
            },
            Screen::Tournaments(t) => match key.as_ref() {
                Key::Named(Named::Escape) if !t.is_typing() => Some(Message::Tournament(Box::new(
                    super::tournament::Message::Back,
                ))),
                _ => None,
            },
            Screen::Duel(g) => match key.as_ref() {
                Key::Named(Named::Escape) => {
                    Some(Message::DuelGame(super::duel::game::Message::Leave))
                }
                _ => g.key(key).map(Message::DuelGame),
            },
            Screen::Picker(p, _) if p.is_typing() => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Picker(picker::Message::AddCancel)),
                Key::Named(Named::Enter) => Some(Message::Picker(picker::Message::Add)),
                _ => None,
            },
            // The PIN field has the keyboard; Esc still reaches the app.
            Screen::Lock(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Lock(super::lock::Message::Cancel)),
                _ => None,
            },
            // So do the class server's fields.
            Screen::SignIn(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::SignIn(super::sign_in::Message::Cancel)),
                _ => None,
            },
            Screen::OrganiserSignIn(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::OrganiserSignIn(
                    super::organiser_sign_in::Message::Cancel,
                )),
                _ => None,
            },
            Screen::Join(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Join(super::join::Message::Later)),
                _ => None,
            },
            Screen::Teacher(t) if t.is_typing() => match key.as_ref() {
                Key::Named(Named::Escape) => {
                    Some(Message::Teacher(super::teacher::Message::CloseDialog))
                }
                _ => None,
            },
            Screen::Teacher(t) => {
                use super::teacher::Message as T;
                let m = match key.as_ref() {
                    Key::Named(Named::Escape) if t.detail().is_some() => T::CloseDetail,
                    Key::Named(Named::Escape) => T::Back,
                    Key::Character("e" | "E") => T::ExportOpen,
                    Key::Character("i" | "I") => T::ImportOpen,
                    Key::Character("l" | "L") if t.online().is_some() => T::Live,
                    _ => return None,
                };
                Some(Message::Teacher(m))
            }
            Screen::Card(_) => match key.as_ref() {
                Key::Named(Named::Escape | Named::Enter) => {
                    Some(Message::Card(super::card::Message::Done))
                }
                _ => None,
            },
            Screen::Picker(_, back) => {
                use picker::{Message as P, Move};
                let m = match key.as_ref() {
                    Key::Named(Named::ArrowLeft) => P::Move(Move::Left),
                    Key::Named(Named::ArrowRight) => P::Move(Move::Right),
                    Key::Named(Named::ArrowUp) => P::Move(Move::Up),
                    Key::Named(Named::ArrowDown) => P::Move(Move::Down),
                    Key::Named(Named::Enter) => P::PickFocused,
                    Key::Named(Named::Escape) if *back => P::Back,
                    Key::Character("n" | "N") => P::AddOpen,
                    Key::Character("t" | "T") => P::Teacher,
                    Key::Character("j" | "J") if self.offers_join() => P::Join,
                    _ => return None,
                };
                Some(Message::Picker(m))
            }
            Screen::Play(_) => play::Play::key(key, modifiers).map(Message::Play),
            Screen::Puzzle(_) => PuzzleScreen::key(key).map(Message::Puzzle),
            Screen::Lesson(screen) => screen.key(key).map(Message::Lesson),
            Screen::Lessons(list) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Lessons(lessons::Message::Home)),
                // The lesson chosen with the arrows, else the next to do.
                Key::Named(Named::Enter) => Some(Message::Lessons(lessons::Message::Open(
                    list.focused().unwrap_or_else(|| {
                        progress::next_to_do(self.lesson_list(), self.lesson_progress())
                    }),
                ))),
                Key::Named(Named::ArrowDown) => Some(Message::Lessons(lessons::Message::Focus(1))),
                Key::Named(Named::ArrowUp) => Some(Message::Lessons(lessons::Message::Focus(-1))),
                // The list numbers the course's lessons from 1; 0 is the
                // tenth.
                Key::Character(c) => lessons::by_key(c)
                    .and_then(|n| lessons::order(self.lesson_list()).0.get(n).copied())
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
                        settings::Message::Speed(next_of(&Speed::ALL, self.chosen_speed()))
                    }
                    Key::Character("m" | "M") => {
                        settings::Message::LessMovement(!self.look().less_movement)
                    }
                    _ => return None,
                };
                Some(Message::Settings(m))
            }
            Screen::Home(_) => match key.as_ref() {
                // Enter takes the card Home shows (the most likely wish;
                // a game with a classmate takes the place of the one to
                // continue), or plays when there is none.
                Key::Named(Named::Enter) if self.duel_offer().is_some() => {
                    Some(Message::Home(home::Message::Duel))
                }
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
                Key::Character("b" | "B") => Some(Message::Home(home::Message::TeacherBoard)),
                Key::Character("g" | "G") => Some(Message::Home(home::Message::Games)),
                _ => None,
            },
        }
    }
}
