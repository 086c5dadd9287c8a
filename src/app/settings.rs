//! Settings: the look of the app (language, colours, sowing speed, board
//! size), applied the moment they are picked, and the learners on this
//! computer (choose, add, rename, remove with a confirmation), and the
//! class server this computer syncs with (`settings_server.rs`).

use iced::widget::{Column, Row, button, column, container, row, scrollable, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill};

use super::chosen;
use super::keys_line;
use super::learners::{self, Change};
use super::name_field::{NameField, Typed, add_typed};
use super::play::BoardSize;
use super::play::sowing::Speed;
use super::settings_server::{self, ServerPart, Shown};
use super::shape::{self, Shape};
use super::theme::{self, ThemeChoice};
use crate::classroom::{LearnerId, NameProblem, Pin, PinProblem, Roster};
use crate::i18n::{Lang, Localizer};

/// The widget id of the new learner's name field, given the keyboard when
/// it opens (and found by tests).
pub const NEW_LEARNER_ID: &str = "new-learner";
/// The widget id of the field where a learner is renamed.
pub const RENAME_ID: &str = "rename-learner";
/// The widget ids of the two fields a new teacher's PIN is typed in.
pub const PIN_ID: &str = "new-pin";
pub const PIN_AGAIN_ID: &str = "new-pin-again";
/// The widget ids of the page's scroll area and of the PIN's part of it,
/// scrolled into sight when the PIN's fields open (at 1280x720 their
/// buttons were below the fold).
pub const PAGE_ID: &str = "settings-page";
pub const PIN_PART_ID: &str = "settings-pin";

/// What is being typed or asked about the learners; the look itself is
/// held by the app.
#[derive(Debug, Default)]
pub struct Settings {
    /// The field for a new learner's name, once "Add a learner" opened it.
    adding: Option<Typed>,
    renaming: Option<Renaming>,
    /// The learner whose removal waits for a yes.
    removing: Option<LearnerId>,
    /// A new teacher's PIN being typed, twice.
    pin: Option<NewPin>,
    /// The class server: joining, or leaving.
    server: ServerPart,
}

#[derive(Debug, Default)]
struct NewPin {
    first: String,
    again: String,
    problem: Option<PinProblem>,
}

#[derive(Debug)]
struct Renaming {
    learner: LearnerId,
    name: String,
    problem: Option<NameProblem>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Language(Lang),
    Theme(ThemeChoice),
    Speed(Speed),
    /// "Less movement" on or off.
    LessMovement(bool),
    Size(BoardSize),
    SpeakFocus(bool),
    Home,
    /// "Add a learner": opens the name field.
    AddOpen,
    /// The new learner's name as typed so far.
    NewName(String),
    Add,
    AddCancel,
    /// This learner is the one learning now.
    Choose(LearnerId),
    Rename(LearnerId),
    RenameName(String),
    RenameSave,
    RenameCancel,
    /// Asks to remove this learner: nothing happens before a yes.
    Remove(LearnerId),
    RemoveYes,
    RemoveNo,
    PinOpen,
    PinFirst(String),
    PinAgain(String),
    PinSave,
    PinCancel,
    PinRemove,
    /// The teacher's view of the class (an empty class has no "Who is
    /// playing?" and so no other way there).
    Teacher,
    Server(settings_server::Message),
}

/// What the app must change; the names in it are already checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Language(Lang),
    Theme(ThemeChoice),
    Speed(Speed),
    LessMovement(bool),
    Size(BoardSize),
    SpeakFocus(bool),
    Learners(Change),
    /// The teacher's new PIN (checked: 4 to 8 digits, typed twice alike).
    SetPin(String),
    RemovePin,
    /// Open the teacher's view.
    Teacher,
    Server(settings_server::Event),
    Home,
    /// Give the keyboard to this text field.
    Focus(&'static str),
}

/// The look chosen now, for the view to light.
#[derive(Clone, Copy, Debug)]
pub struct Current {
    pub theme: ThemeChoice,
    /// The speed chosen, whatever "Less movement" says.
    pub speed: Speed,
    /// "Less movement" is on.
    pub less_movement: bool,
    /// The system asks for less movement (moves are shown at once anyway).
    pub system_less_movement: bool,
    pub size: BoardSize,
    /// What Tab picks is read aloud (the desktop).
    pub speak_focus: bool,
    /// The class's language.
    pub lang: Lang,
    /// The class has a teacher's PIN.
    pub pin: bool,
}

impl Settings {
    /// `learners` is asked whether a name may be used, so a refused name
    /// is told here and never reaches the app.
    pub fn update(&mut self, message: Message, learners: &Roster) -> Option<Event> {
        Some(match message {
            Message::Language(l) => Event::Language(l),
            Message::Theme(t) => Event::Theme(t),
            Message::Speed(s) => Event::Speed(s),
            Message::LessMovement(on) => Event::LessMovement(on),
            Message::Size(s) => Event::Size(s),
            Message::SpeakFocus(on) => Event::SpeakFocus(on),
            Message::Home => Event::Home,
            Message::AddOpen => {
                self.renaming = None;
                self.removing = None;
                self.adding.get_or_insert_default();
                Event::Focus(NEW_LEARNER_ID)
            }
            // Only the open field sends this; it opens the field if need
            // be, so no typed name is ever dropped.
            Message::NewName(name) => {
                self.adding.get_or_insert_default().set(name);
                return None;
            }
            Message::Add => match add_typed(&mut self.adding, learners, NEW_LEARNER_ID) {
                Ok(change) => Event::Learners(change),
                Err(field) => Event::Focus(field),
            },
            Message::AddCancel => {
                self.adding = None;
                return None;
            }
            Message::Choose(i) => Event::Learners(Change::Switch(i)),
            Message::Rename(i) => {
                let name = learners.get(&i)?.name.clone();
                self.removing = None;
                self.adding = None;
                self.renaming = Some(Renaming {
                    learner: i,
                    name,
                    problem: None,
                });
                Event::Focus(RENAME_ID)
            }
            Message::RenameName(name) => {
                if let Some(r) = &mut self.renaming {
                    r.name = name;
                    r.problem = None;
                }
                return None;
            }
            Message::RenameSave => {
                let r = self.renaming.as_mut()?;
                match learners.check(&r.name, Some(&r.learner)) {
                    Ok(name) => {
                        let i = r.learner.clone();
                        self.renaming = None;
                        // The guest is given a name by naming themselves:
                        // the work stays theirs, a fresh guest waits.
                        Event::Learners(if i.is_guest() {
                            Change::NameGuest(name)
                        } else {
                            Change::Rename(i, name)
                        })
                    }
                    Err(p) => {
                        r.problem = Some(p);
                        Event::Focus(RENAME_ID)
                    }
                }
            }
            Message::RenameCancel => {
                self.renaming = None;
                return None;
            }
            Message::Remove(i) => {
                self.renaming = None;
                self.adding = None;
                self.removing = Some(i);
                return None;
            }
            Message::RemoveYes => Event::Learners(Change::Remove(self.removing.take()?)),
            Message::RemoveNo => {
                self.removing = None;
                return None;
            }
            Message::PinOpen => {
                self.pin = Some(NewPin::default());
                Event::Focus(PIN_ID)
            }
            Message::PinFirst(t) => {
                let p = self.pin.get_or_insert_default();
                p.first = digits(&t);
                p.problem = None;
                return None;
            }
            Message::PinAgain(t) => {
                let p = self.pin.get_or_insert_default();
                p.again = digits(&t);
                p.problem = None;
                return None;
            }
            Message::PinSave => {
                let p = self.pin.as_mut()?;
                // The shape is checked here; the app salts and keeps it.
                match Pin::new(&p.first, &p.again, 0) {
                    Ok(_) => {
                        let typed = std::mem::take(&mut p.first);
                        self.pin = None;
                        Event::SetPin(typed)
                    }
                    Err(problem) => {
                        p.problem = Some(problem);
                        p.again.clear();
                        Event::Focus(PIN_AGAIN_ID)
                    }
                }
            }
            Message::PinCancel => {
                self.pin = None;
                return None;
            }
            Message::PinRemove => Event::RemovePin,
            Message::Teacher => Event::Teacher,
            Message::Server(m) => {
                Event::Server(self.server.update(m, !cfg!(target_arch = "wasm32"))?)
            }
        })
    }

    /// The class server's answer to joining.
    pub fn joined(&mut self, answer: Result<(), super::remote::api::Failure>) {
        self.server.joined(answer);
    }

    /// Why the new learner's name was refused, if it was.
    pub fn problem(&self) -> Option<&NameProblem> {
        self.adding.as_ref()?.problem.as_ref()
    }

    /// What Esc means while a name is being typed: cancel it. None when no
    /// name field is open (the keys are then shortcuts).
    pub fn cancel_typing(&self) -> Option<Message> {
        if self.pin.is_some() {
            Some(Message::PinCancel)
        } else if self.adding.is_some() {
            Some(Message::AddCancel)
        } else if self.renaming.is_some() {
            Some(Message::RenameCancel)
        } else {
            None
        }
    }

    /// What Enter means while a name is being typed: keep it.
    pub fn save_typing(&self) -> Option<Message> {
        if self.pin.is_some() {
            Some(Message::PinSave)
        } else if self.adding.is_some() {
            Some(Message::Add)
        } else if self.renaming.is_some() {
            Some(Message::RenameSave)
        } else {
            None
        }
    }

    /// Whether a removal waits for its yes (the learner asked is shown).
    pub fn removing(&self) -> Option<&LearnerId> {
        self.removing.as_ref()
    }

    /// `server`: the class server's part, if it is offered (the desktop
    /// always, the browser when its page's server is one).
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        current: Current,
        learners: &'a Roster,
        server: Option<Shown>,
    ) -> Element<'a, Message> {
        shape::shaped(move |shape| self.laid_out(i18n, current, learners, shape, server.as_ref()))
    }

    /// The look beside the learners in a wide window, over them in a tall
    /// one.
    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        current: Current,
        learners: &Roster,
        shape: Shape,
        server: Option<&Shown>,
    ) -> Element<'a, Message> {
        let choices = |items: Vec<(String, bool, Message)>| {
            Row::with_children(items.into_iter().map(|(label, on, message)| {
                button(chosen::words(text(label).size(20), on, 20))
                    .padding([10, 18])
                    .style(theme::choice(on))
                    .on_press(message)
                    .into()
            }))
            .spacing(12)
            .wrap()
        };
        // Languages in a fixed order, each under its own name.
        let languages = [Lang::It, Lang::Es, Lang::Ja, Lang::En]
            .map(|l| (i18n.autonym(l), l == current.lang, Message::Language(l)));
        let themes = ThemeChoice::ALL.map(|t| {
            (
                i18n.tr(t.message_id()),
                t == current.theme,
                Message::Theme(t),
            )
        });
        let speeds = Speed::ALL.map(|s| {
            (
                i18n.tr(s.message_id()),
                s == current.speed,
                Message::Speed(s),
            )
        });
        let sizes =
            BoardSize::ALL.map(|s| (i18n.tr(s.message_id()), s == current.size, Message::Size(s)));
        let speak_focus = [true, false].map(|on| {
            let id = if on {
                "settings-speak-focus-on"
            } else {
                "settings-speak-focus-off"
            };
            (
                i18n.tr(id),
                on == current.speak_focus,
                Message::SpeakFocus(on),
            )
        });
        let heading = |id: &str| text(i18n.tr(id)).size(22);
        let look = column![
            heading("settings-language"),
            choices(languages.into()),
            heading("settings-theme"),
            choices(themes.into()),
            heading("settings-speed"),
            choices(speeds.into()),
            self.movement_view(i18n, current),
            heading("settings-size"),
            choices(sizes.into()),
            text(i18n.tr("settings-size-hint")).size(15),
        ]
        .spacing(12)
        .width(Fill);
        // The browser's page has a screen reader's own: the desktop only.
        let look = if cfg!(target_arch = "wasm32") {
            look
        } else {
            look.push(heading("settings-speak-focus"))
                .push(choices(speak_focus.into()))
        };
        let look = column![
            look,
            container(
                column![heading("settings-pin"), self.pin_view(i18n, current.pin)].spacing(12)
            )
            .id(PIN_PART_ID),
        ]
        .spacing(12)
        .width(Fill);

        // What there is to set scrolls on a small screen; the way home and
        // the keys stay at the bottom. Top-aligned, so the language row
        // stays put when a language with longer words is chosen (centred,
        // it moved by the change in the page's height).
        let parts: Element<'a, Message> = if shape.is_tall() {
            column![look, self.learners_view(i18n, learners, shape, server)]
                .spacing(32)
                .into()
        } else {
            row![look, self.learners_view(i18n, learners, shape, server)]
                .spacing(48)
                .into()
        };
        let body = column![text(i18n.tr("settings-title")).size(40), parts]
            .spacing(24)
            .align_x(Center)
            .max_width(1120);
        let footer = column![
            button(text(i18n.tr("nav-home")).size(18))
                .padding([8, 20])
                .style(theme::secondary)
                .on_press(Message::Home),
            keys_line::view(
                &i18n.tr(if self.pin.is_some() {
                    "settings-pin-keys"
                } else if self.cancel_typing().is_some() {
                    "learners-keys-typing"
                } else {
                    "settings-keys"
                }),
                Center
            ),
        ]
        .spacing(12)
        .align_x(Center);
        column![
            scrollable(
                container(body)
                    .center_x(Fill)
                    .padding([0.0, if shape.is_phone() { 4.0 } else { 16.0 }]),
            )
            .id(PAGE_ID)
            .spacing(6)
            .height(Fill),
            footer,
        ]
        .spacing(16)
        .padding(shape.padding())
        .align_x(Center)
        .into()
    }

    /// Who is learning, the list to choose from, and a name field to add.
    fn learners_view<'a>(
        &'a self,
        i18n: &Localizer,
        learners: &Roster,
        shape: Shape,
        server: Option<&Shown>,
    ) -> Element<'a, Message> {
        let now = learners::display_name(i18n, learners.current());
        let small = |id: &str| text(i18n.tr(id)).size(15);
        // On a joined device the children are the class's: renamed or
        // removed in the teacher's signed-in view only.
        let joined = server.is_some_and(|s| s.joined.is_some());
        let mut list = Column::new().spacing(8);
        for learner in learners.all() {
            let name = learners::display_name(i18n, learner);
            let current = learner.id == learners.current().id;
            let row = self.learner_row(i18n, &learner.id, name, current, shape, joined);
            list = list.push(row);
        }
        // A button first: a field always there would not have the
        // keyboard, and the letters typed would change the settings.
        let add_part: Element<'a, Message> = match &self.adding {
            None => button(text(i18n.tr("learners-add-title")).size(18))
                .padding([10, 18])
                .on_press(Message::AddOpen)
                .into(),
            Some(adding) => {
                let add = NameField {
                    id: NEW_LEARNER_ID,
                    on_input: Message::NewName,
                    save: Message::Add,
                    save_label: "learners-add",
                    cancel: Message::AddCancel,
                    size: 18.0,
                    width: Fill,
                }
                .view(i18n, &adding.name);
                let mut part =
                    column![text(i18n.tr("learners-add-title")).size(18), add].spacing(8);
                if let Some(p) = &adding.problem {
                    part = part.push(refusal(learners::say(p, i18n)));
                }
                part.into()
            }
        };
        // A new name starts empty: where the guest has done something, say
        // how to keep it for one child (rename the guest instead).
        // Adding over the list: with a class of children listed in the
        // page, a name refused under the last of them was out of sight.
        let mut part = column![
            text(i18n.tr("learners-title")).size(22),
            text(i18n.tr_with("learners-playing-as", &[("name", now.into())])).size(18),
            add_part,
            small("learners-choose-hint"),
            // In the page, which scrolls: a box of its own scrolling in it
            // was small, and a removal's question opened below its edge.
            list.padding([0, 12]),
        ];
        if learners.all()[0].has_work() {
            part = part.push(small("learners-guest-keeps"));
        }
        if joined {
            part = part.push(small("learners-teacher-only"));
        }
        // The class as a whole, its import and export: the teacher's.
        part = part.push(
            button(text(i18n.tr("settings-teacher-view")).size(18))
                .padding([10, 18])
                .style(theme::secondary)
                .on_press(Message::Teacher),
        );
        // Set apart from the learners above; nothing under it but the
        // page's end (room there would make a scrollbar for nothing).
        if let Some(shown) = server {
            part = part.push(
                container(self.server.view(i18n, shown).map(Message::Server))
                    .padding(iced::padding::top(12)),
            );
        }
        part.spacing(12).width(Fill).into()
    }

    fn learner_row<'a>(
        &'a self,
        i18n: &Localizer,
        i: &LearnerId,
        name: String,
        current: bool,
        shape: Shape,
        joined: bool,
    ) -> Element<'a, Message> {
        let small = |id: &str| text(i18n.tr(id)).size(15);
        if let Some(r) = self.renaming.as_ref().filter(|r| r.learner == *i) {
            let field = NameField {
                id: RENAME_ID,
                on_input: Message::RenameName,
                save: Message::RenameSave,
                save_label: "learners-rename-save",
                cancel: Message::RenameCancel,
                size: 15.0,
                width: Fill,
            }
            .view(i18n, &r.name);
            let mut col = Column::new().spacing(6).push(field);
            if let Some(p) = &r.problem {
                col = col.push(refusal(learners::say(p, i18n)));
            }
            return col.into();
        }
        if self.removing.as_ref() == Some(i) {
            let ask = column![
                text(i18n.tr_with("learners-remove-ask", &[("name", name.into())])).size(16),
                row![
                    button(small("learners-remove-yes"))
                        .style(theme::danger)
                        .on_press(Message::RemoveYes),
                    button(small("learners-remove-no"))
                        .style(theme::secondary)
                        .on_press(Message::RemoveNo),
                ]
                .spacing(10),
            ]
            .spacing(8);
            return container(ask)
                .padding(10)
                .width(Fill)
                .style(theme::notice)
                .into();
        }
        // The guest is always there: it can be given a name, not removed.
        // A child of a joined class: the teacher's (see `learners_view`).
        let theirs = !i.is_guest() && joined;
        let remove = (!i.is_guest() && !joined).then(|| {
            button(small("learners-remove"))
                .style(theme::secondary)
                .on_press(Message::Remove(i.clone()))
        });
        let rename = (!theirs).then(|| {
            button(small("learners-rename"))
                .style(theme::secondary)
                .on_press(Message::Rename(i.clone()))
        });
        let row = row![
            button(chosen::words(
                text(name).size(18).wrapping(text::Wrapping::WordOrGlyph),
                current,
                18,
            ))
            .padding([8, 14])
            .width(Fill)
            .style(theme::choice(current))
            .on_press(Message::Choose(i.clone())),
        ]
        .push(rename)
        .push(remove)
        .spacing(8)
        .align_y(Center);
        // On a phone the name has its line, its buttons the next.
        if shape.is_phone() {
            row.wrap().vertical_spacing(6).into()
        } else {
            row.into()
        }
    }
}

impl Settings {
    /// The teacher's PIN: set or not, and the two fields for a new one.
    /// "Less movement", under the speeds: a switch, and what it does (or
    /// that the system asks for it already).
    fn movement_view<'a>(&self, i18n: &Localizer, current: Current) -> Element<'a, Message> {
        let on = current.less_movement;
        let switch = button(chosen::words(
            text(i18n.tr("settings-less-movement")).size(20),
            on,
            20,
        ))
        .padding([10, 18])
        .style(theme::choice(on))
        .on_press(Message::LessMovement(!on));
        let why = if current.system_less_movement {
            "settings-less-movement-system"
        } else {
            "settings-less-movement-hint"
        };
        column![switch, text(i18n.tr(why)).size(15)]
            .spacing(6)
            .into()
    }

    fn pin_view<'a>(&'a self, i18n: &Localizer, set: bool) -> Element<'a, Message> {
        let small = |id: &str| text(i18n.tr(id)).size(16);
        let Some(new) = &self.pin else {
            let mut r = Row::new()
                .push(
                    button(small(if set {
                        "settings-pin-change"
                    } else {
                        "settings-pin-set"
                    }))
                    .padding([8, 14])
                    .on_press(Message::PinOpen),
                )
                .spacing(10);
            if set {
                r = r.push(
                    button(small("settings-pin-remove"))
                        .padding([8, 14])
                        .style(theme::secondary)
                        .on_press(Message::PinRemove),
                );
            }
            return column![
                text(i18n.tr(if set {
                    "settings-pin-on"
                } else {
                    "settings-pin-off"
                }))
                .size(15),
                r.wrap()
            ]
            .spacing(8)
            .into();
        };
        let field = |id: &'static str, value: &str, on: fn(String) -> Message, hint: &str| {
            text_input(&i18n.tr(hint), value)
                .id(id)
                .secure(true)
                .on_input(on)
                .on_submit(Message::PinSave)
                .size(18)
                .padding(8)
                .width(160)
        };
        let mut col = column![
            row![
                field(PIN_ID, &new.first, Message::PinFirst, "settings-pin-first"),
                field(
                    PIN_AGAIN_ID,
                    &new.again,
                    Message::PinAgain,
                    "settings-pin-again"
                ),
            ]
            .spacing(10)
            .wrap()
            .vertical_spacing(8),
            row![
                button(small("learners-rename-save"))
                    .padding([8, 14])
                    .on_press(Message::PinSave),
                button(small("learners-cancel"))
                    .padding([8, 14])
                    .style(theme::secondary)
                    .on_press(Message::PinCancel),
            ]
            .spacing(10),
            text(i18n.tr("settings-pin-hint")).size(14),
        ]
        .spacing(8);
        if let Some(p) = new.problem {
            col = col.push(refusal(i18n.tr(p.message_id())));
        }
        col.into()
    }
}

/// Only the digits of what was typed, at most eight: a PIN's.
fn digits(typed: &str) -> String {
    typed.chars().filter(char::is_ascii_digit).take(8).collect()
}

/// Why a name was refused, where it was typed.
fn refusal<'a>(words: String) -> Element<'a, Message> {
    container(text(words).size(16))
        .padding([6, 10])
        .width(Fill)
        .style(theme::notice)
        .into()
}
