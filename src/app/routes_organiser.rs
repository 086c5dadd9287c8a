//! The organiser's way in (docs/tournaments.md, "The organiser"): "I am
//! an organiser" on the join screen, the teacher's sign-in or Settings'
//! class server part opens their sign-in (`organiser_sign_in.rs`); once
//! the server knows them, their tournaments (`tournament/`, the
//! organiser's). Signing out, or cancelling, gives back the screen left.

use iced::Task;

use super::organiser_sign_in::{self as form, OrganiserSignIn};
use super::remote::api::Failure;
use super::remote::organiser::{self as calls, Card};
use super::remote::tournament::Whose;
use super::tournament::Tournaments;
use super::{App, Message, Screen, remote};

impl App {
    /// The server an organiser signs in at, if this device knows one: its
    /// class's, the one this app was given, the page's own (the browser).
    fn organiser_server(&self) -> Option<String> {
        if let Some(link) = self.class.link() {
            return Some(link.url.clone());
        }
        if let Some(given) = self.sync.server().filter(|s| !s.is_empty()) {
            return Some(given.to_owned());
        }
        cfg!(target_arch = "wasm32").then(String::new)
    }

    /// "I am an organiser": their sign-in, the screen left kept.
    pub(super) fn open_organiser(&mut self) -> Task<Message> {
        let known = self.organiser_server().is_some();
        let left = std::mem::replace(
            &mut self.screen,
            Screen::OrganiserSignIn(OrganiserSignIn::new(!known)),
        );
        self.tournament_back = Some(Box::new(left));
        self.follow_language();
        iced::widget::operation::focus(if known {
            form::NAME_ID
        } else {
            form::ADDRESS_ID
        })
    }

    /// The screen the organiser came from, back.
    fn organiser_leaves(&mut self) {
        match self.tournament_back.take() {
            Some(s) => self.screen = *s,
            None => self.go_home(),
        }
        self.follow_language();
    }

    pub(super) fn on_organiser_sign_in(&mut self, m: form::Message) -> Task<Message> {
        let Screen::OrganiserSignIn(s) = &mut self.screen else {
            return Task::none();
        };
        match s.update(m) {
            Some(form::Event::SignIn {
                address,
                name,
                password,
            }) => {
                let base = match address {
                    Some(a) => remote::address(&a),
                    None => self.organiser_server().unwrap_or_default(),
                };
                match self.sync.remote_at(&base) {
                    Some(r) => Task::perform(calls::sign_in(r, name, password), move |res| {
                        Message::OrganiserSignedIn(base.clone(), res)
                    }),
                    None => Task::done(Message::OrganiserSignedIn(base, Err(Failure::Unreachable))),
                }
            }
            Some(form::Event::Focus(id)) => iced::widget::operation::focus(id),
            Some(form::Event::Cancelled) => {
                self.organiser_leaves();
                Task::none()
            }
            None => Task::none(),
        }
    }

    /// The server's answer: the organiser's tournaments, or why not.
    pub(super) fn on_organiser_signed_in(
        &mut self,
        base: String,
        answer: Result<Card, Failure>,
    ) -> Task<Message> {
        let Screen::OrganiserSignIn(s) = &mut self.screen else {
            return Task::none();
        };
        match answer {
            Ok(card) => {
                let Some(remote) = self.sync.remote_at(&base) else {
                    return Task::none();
                };
                self.screen =
                    Screen::Tournaments(Box::new(Tournaments::organiser(card.name, base)));
                self.follow_language();
                super::routes_tournament::lists(remote, Whose::Organiser)
            }
            Err(f) => {
                s.failed(f);
                Task::none()
            }
        }
    }
}
