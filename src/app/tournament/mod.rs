//! The teacher's tournaments (docs/tournaments.md, "In the app"): the
//! class's list, "New tournament" (`form.rs`), and a tournament's screen
//! (`one.rs`): the rounds, the next round's draft with the server's
//! warnings, a pairing changed by hand (two children swapped), publishing,
//! the games started on the devices, a table's result typed (a
//! conflict between two children's reports shown side by side), late
//! entries and withdrawals, and the standings by the tie-breaks
//! (`standings.rs`). What the server refuses is said in words
//! (`words.rs`), every problem it lists. The calls are
//! `remote::tournament`; `routes_tournament.rs` sends them.
//!
//! The organiser's screens are these too (`Whose::Organiser`): their
//! tournaments across classes, "New tournament" without the class's
//! children, and a tournament's screen whose players are its classes'
//! (`classes.rs`), the teachers' entries shown at each table.

pub mod classes;
pub mod device;
pub mod form;
pub mod one;
pub mod open;
pub mod standings;
pub mod words;

use iced::Element;

use super::play::BoardSize;
use super::remote::open_tournament::Open;
use super::remote::organiser;
use super::remote::tournament::{Act, Fail, Line, New, Print, Started, Tournament, Warning, Whose};
use crate::classroom::LearnerId;
use crate::i18n::Localizer;
use form::Form;
use one::One;

/// A child of the class who can play: their id and name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Child {
    pub id: LearnerId,
    pub name: String,
}

#[derive(Debug)]
pub enum Page {
    List,
    New(Form),
    One(Box<One>),
    /// A tournament across classes the class is in.
    Open(Box<open::OpenOne>),
}

#[derive(Debug)]
pub struct Tournaments {
    pub class: Vec<Child>,
    /// The class's tournaments (none until the server answers).
    pub list: Option<Vec<Line>>,
    /// The tournaments across classes the class is in (none until the
    /// server answers).
    pub open_list: Option<Vec<Line>>,
    pub page: Page,
    /// What the server refused last, in words (each problem a line).
    pub failed: Vec<String>,
    /// A call is on its way: its buttons wait.
    pub waiting: bool,
    /// A class's teacher's tournaments, or an organiser's.
    pub whose: Whose,
    /// The organiser signed in: their name and their server's address.
    pub organiser: Option<(String, String)>,
}

#[derive(Clone, Debug)]
pub enum Message {
    Open(String),
    NewOpen,
    /// "Open a TRF file" (from the list).
    Import,
    Form(form::Message),
    One(one::Message),
    /// Back: from a tournament or the form to the list, from the list to
    /// the teacher's view.
    Back,
    // The server's answers.
    Listed(Result<Vec<Line>, Fail>),
    Got(Result<(Tournament, Vec<Warning>), Fail>),
    Started(Result<Started, Fail>),
    Hall(Result<Option<String>, Fail>),
    /// The TRF export: where it went, or why not (in words).
    Exported(Result<String, String>),
    // The app's, for the file dialogs (`routes_tournament.rs`).
    /// The tournament's TRF came, to save under a file name.
    Trf(Result<String, Fail>, String),
    /// Where the teacher chose to save the TRF (none: nowhere).
    TrfSave(Option<std::path::PathBuf>, String),
    /// The TRF file the teacher chose to open.
    ImportChosen(Option<std::path::PathBuf>),
    /// A TRF file's bytes, as the browser's file picker hands them.
    ImportRead(Vec<u8>),
    /// A printed page came (its HTML), to save under a file name.
    Printed(Result<String, Fail>, String),
    /// Where the teacher chose to save the page (none: nowhere).
    PrintSave(Option<std::path::PathBuf>, String),
    // A child's device (`device.rs`).
    /// This device's children's tournaments.
    Mine(Result<Vec<super::remote::tournament::Mine>, Fail>),
    /// A board game reported: the state (`waiting`, `agreed`, `conflict`).
    Reported(Result<String, Fail>),
    // A tournament across classes (`open.rs`).
    OpenOpen(String),
    /// The teacher's result for a table: round, table, result.
    OpenEnter(u32, u32, &'static str),
    OpenListed(Result<Vec<Line>, Fail>),
    OpenGot(Result<Open, Fail>),
    /// An entry's answer: the state and the tournament after it.
    OpenEntered(Result<(String, Open), Fail>),
    /// A child's device: this device's children's tournaments across
    /// classes.
    OpenMine(Result<Vec<super::remote::open_tournament::Mine>, Fail>),
    // The organiser's.
    /// Their tournament after a call, with a hand change's warnings.
    OrganiserGot(Result<(Open, Vec<Warning>), Fail>),
    /// The server heard the organiser sign out (or could not be asked).
    SignedOut,
}

/// What the screen asks of the app (the server's calls, the dialogs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    List,
    Create(New),
    Open(String),
    Act(String, Act),
    Start(String),
    Hall(String, bool),
    /// The tournament's TRF, to save where the teacher chooses.
    Export(String, String),
    /// A TRF file, to open as a new tournament.
    Import,
    /// A page to print: the tournament's id and name, which page, and
    /// which round (none: the last published).
    Print(String, String, Print, Option<u32>),
    /// The saved page, opened in the computer's web browser.
    OpenPrinted(std::path::PathBuf),
    /// A tournament across classes, to open.
    OpenOne(String),
    /// A teacher's result: the tournament, round, table, result.
    OpenEnter(String, u32, u32, String),
    /// The organiser's new tournament.
    CreateOpen(organiser::New),
    /// The organiser leaves: they sign out.
    SignOut,
    Back,
}

impl Tournaments {
    pub fn new(class: Vec<Child>) -> Tournaments {
        Tournaments {
            class,
            list: None,
            open_list: None,
            page: Page::List,
            failed: Vec::new(),
            waiting: false,
            whose: Whose::Teacher,
            organiser: None,
        }
    }

    /// The organiser's tournaments, once they signed in as `name` at the
    /// server at `base`.
    pub fn organiser(name: String, base: String) -> Tournaments {
        Tournaments {
            whose: Whose::Organiser,
            organiser: Some((name, base)),
            ..Tournaments::new(Vec::new())
        }
    }

    /// The tournament open, if one is.
    pub fn open(&self) -> Option<&One> {
        match &self.page {
            Page::One(o) => Some(o),
            _ => None,
        }
    }

    pub fn update(&mut self, m: Message, i18n: &Localizer) -> Option<Event> {
        match m {
            Message::Open(id) => {
                self.failed.clear();
                self.waiting = true;
                Some(Event::Open(id))
            }
            Message::NewOpen => {
                self.failed.clear();
                self.page = Page::New(Form::new(self.class.len()));
                None
            }
            Message::Import => {
                self.failed.clear();
                Some(Event::Import)
            }
            Message::Form(m) => {
                let Page::New(f) = &mut self.page else {
                    return None;
                };
                let new = f.update(m, &self.class)?;
                // A tournament needs a name to be found again (the server
                // would keep one without).
                if new.name.is_empty() {
                    self.failed = vec![i18n.tr("tournament-new-name-missing")];
                    return None;
                }
                self.failed.clear();
                self.waiting = true;
                if self.whose == Whose::Organiser {
                    // No children: the organiser adds classes next.
                    return Some(Event::CreateOpen(organiser::New {
                        name: new.name,
                        format: new.format,
                        rounds: new.rounds,
                        tie_breaks: new.tie_breaks,
                        bye_points: new.bye_points,
                    }));
                }
                Some(Event::Create(new))
            }
            Message::One(m) => {
                let Page::One(o) = &mut self.page else {
                    return None;
                };
                let e = o.update(m)?;
                // The files' dialogs and pages keep the screen's buttons.
                if !matches!(
                    e,
                    Event::Export(..) | Event::Print(..) | Event::OpenPrinted(_)
                ) {
                    self.failed.clear();
                    self.waiting = true;
                }
                Some(e)
            }
            Message::Back => match self.page {
                Page::List if self.whose == Whose::Organiser => {
                    self.waiting = true;
                    Some(Event::SignOut)
                }
                Page::List => Some(Event::Back),
                _ => {
                    self.page = Page::List;
                    self.failed.clear();
                    self.waiting = true;
                    Some(Event::List)
                }
            },
            Message::Listed(r) => {
                self.waiting = false;
                match r {
                    Ok(l) => self.list = Some(l),
                    Err(f) => self.failed = words::fail(i18n, &f, None),
                }
                None
            }
            Message::Got(r) => {
                self.waiting = false;
                match r {
                    Ok((t, warnings)) => match &mut self.page {
                        Page::One(o) if o.t.id == t.id => o.got(t, warnings),
                        _ => self.page = Page::One(Box::new(One::new(t))),
                    },
                    Err(f) => {
                        let t = self.open().map(|o| &o.t);
                        self.failed = words::fail(i18n, &f, t);
                    }
                }
                None
            }
            Message::Started(r) => {
                self.waiting = false;
                match (r, &mut self.page) {
                    (Ok(s), Page::One(o)) => {
                        o.started = Some(s);
                        Some(Event::Open(o.t.id.clone()))
                    }
                    (Err(f), _) => {
                        let t = self.open().map(|o| &o.t);
                        self.failed = words::fail(i18n, &f, t);
                        None
                    }
                    _ => None,
                }
            }
            Message::Hall(r) => {
                self.waiting = false;
                match (r, &mut self.page) {
                    (Ok(h), Page::One(o)) => o.hall = Some(h),
                    (Err(f), _) => self.failed = words::fail(i18n, &f, None),
                    _ => {}
                }
                None
            }
            Message::Exported(r) => {
                if let Page::One(o) = &mut self.page {
                    o.exported = Some(r);
                }
                None
            }
            Message::Trf(..)
            | Message::TrfSave(..)
            | Message::ImportChosen(_)
            | Message::ImportRead(_)
            | Message::Printed(..)
            | Message::PrintSave(..)
            | Message::Mine(_)
            | Message::Reported(_)
            | Message::OpenMine(_) => None,
            Message::OpenOpen(id) => {
                self.failed.clear();
                self.waiting = true;
                Some(Event::OpenOne(id))
            }
            Message::OpenEnter(round, table, r) => {
                let Page::Open(o) = &self.page else {
                    return None;
                };
                self.failed.clear();
                self.waiting = true;
                Some(Event::OpenEnter(o.t.t.id.clone(), round, table, r.into()))
            }
            Message::OpenListed(r) => {
                match r {
                    Ok(l) => self.open_list = Some(l),
                    Err(f) => self.failed = words::fail(i18n, &f, None),
                }
                None
            }
            Message::OpenGot(r) => {
                self.waiting = false;
                match r {
                    Ok(t) => self.page = Page::Open(Box::new(open::OpenOne::new(t))),
                    Err(f) => self.failed = words::fail(i18n, &f, None),
                }
                None
            }
            Message::OrganiserGot(r) => {
                self.waiting = false;
                match r {
                    Ok((t, warnings)) => match &mut self.page {
                        Page::One(o) if o.t.id == t.t.id => o.got_open(t, warnings),
                        _ => self.page = Page::One(Box::new(One::new_open(t))),
                    },
                    Err(f) => {
                        let t = self.open().map(|o| &o.t);
                        self.failed = words::fail(i18n, &f, t);
                    }
                }
                None
            }
            Message::SignedOut => Some(Event::Back),
            Message::OpenEntered(r) => {
                self.waiting = false;
                match (r, &mut self.page) {
                    (Ok((state, t)), Page::Open(o)) => {
                        o.t = t;
                        o.said = Some(i18n.tr(open::state_id(&state)));
                    }
                    (Err(f), _) => self.failed = words::fail(i18n, &f, None),
                    _ => {}
                }
                None
            }
        }
    }

    /// Whether a text field has the keys (Esc then leaves it alone).
    pub fn is_typing(&self) -> bool {
        match &self.page {
            Page::New(_) => true,
            Page::One(o) => o.is_typing(),
            Page::List | Page::Open(_) => false,
        }
    }

    /// The page, its texts as big as the window has room for (a
    /// projector's at 1920x1080); a narrow window's standings keep the
    /// points and leave the tie-breaks out.
    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |size, window| match &self.page {
            Page::List => form::list_view(self, i18n, size),
            Page::New(f) => f.view(self, i18n, size),
            Page::One(o) => o.view(self, i18n, size, window.width >= standings::WIDE),
            Page::Open(o) => o.view(self, i18n, size, window.width >= standings::WIDE),
        })
    }
}
