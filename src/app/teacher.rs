//! The teacher's view: one table of the whole class (lessons, stars,
//! puzzles by theme, games by level, last activity), the puzzles the class
//! misses most, a learner's detail on a click, and the class list in and
//! out (a CSV export to a file the teacher names, an import that lists
//! every bad line and adds nobody until the teacher confirms). Readable on
//! a projector: it grows with the board size.
//!
//! On a device joined to a class server the view shows the class as the
//! server keeps it ([`Online`]): every device's learners, the class code
//! with its link and QR code, the server's CSV, and for each learner
//! their data to export and their removal with all of it, asked twice.

use std::path::PathBuf;

use iced::widget::{Column, Row, button, column, container, row, scrollable, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill, Length, padding};

use super::class_code::{self, Qr};
use super::keys_line;
use super::learners::{self, Change};
use super::name_field::{NameField, Typed};
use super::play::BoardSize;
use super::remote::api::{ClassCard, DeviceCard};
use super::shape::Shape;
use super::symbols::{self, Picture};
use super::sync::Sign;
use super::sync_sign;
use super::teacher_add::{self, AddBox, Edit};
use super::teacher_langs::{self, LangBox};
use super::theme;
use crate::classroom::class_list::{Import, NewLearner, date};
use crate::classroom::report::{self, Missed, Row as Learned};
use crate::classroom::{Classroom, Learner, LearnerId, State, progress};
use crate::content::Theme;
use crate::i18n::Localizer;

/// The widget ids of the two path fields.
pub const EXPORT_ID: &str = "teacher-export";
pub const IMPORT_ID: &str = "teacher-import";
/// The widget id of the field where the teacher types a learner's name to
/// remove them from the class server.
pub const REMOVE_ID: &str = "teacher-remove-name";
/// The widget id of the field where the teacher renames a learner of the
/// class server.
pub const RENAME_ID: &str = "teacher-rename";

#[derive(Debug, Default)]
pub struct Teacher {
    /// The learner whose detail is open.
    detail: Option<LearnerId>,
    /// Their removal waits for a yes (for the server's, a second yes:
    /// 2).
    removing: u8,
    /// The second yes to the server's removal is the learner's name typed
    /// here: a deliberate act of its own, which no double click on the
    /// first yes can give.
    confirm: String,
    /// The open learner's new name being typed (on a joined device: the
    /// class server renames them), and why it was refused.
    renaming: Option<Typed>,
    export: Option<Export>,
    import: Option<ImportDialog>,
    /// How many learners the last import added, said until another box
    /// opens.
    added: Option<usize>,
    /// The class as the class server keeps it, on a joined device.
    online: Option<Box<Online>>,
    /// On a phone, the class code's QR code shown in place of the class.
    code_shown: bool,
    /// The class's devices (on a joined device): none asked, asked and
    /// not yet come (`Some(None)`), or the list or why not.
    devices: Option<Option<Result<Vec<DeviceCard>, String>>>,
    /// Another record of the open learner's child, to merge into theirs
    /// once the teacher says yes.
    merging: Option<LearnerId>,
    /// "Add children": names typed or pasted (`teacher_add.rs`); boxed,
    /// as its editor is large.
    adding: Option<Box<AddBox>>,
    /// "Languages": several children's at once (`teacher_langs.rs`).
    langs: Option<LangBox>,
    /// For how many children the languages were just set, said until
    /// the next thing the teacher does.
    langs_set: Option<usize>,
}

/// The class from the class server, for a teacher signed in on a joined
/// device.
#[derive(Debug)]
pub struct Online {
    pub class: Classroom,
    pub card: ClassCard,
    /// The link that joins a device to the class (the QR code's).
    pub link: String,
    pub qr: Option<Qr>,
    /// Why the last thing asked of the server failed, in words.
    pub failed: Option<String>,
    /// Children who share a name or a card (`teacher_duplicates.rs`).
    pub duplicates: Vec<crate::classroom::duplicates::Duplicate>,
}

impl Online {
    pub fn new(class: Classroom, card: ClassCard, link: String) -> Online {
        let qr = Qr::of(&link);
        Online {
            class,
            card,
            link,
            qr,
            failed: None,
            duplicates: Vec::new(),
        }
    }
}

#[derive(Debug, Default)]
struct Export {
    /// One learner's data (on a joined device), else the class's CSV.
    learner: Option<LearnerId>,
    path: String,
    /// Where it went, or why not (already in words).
    done: Option<Result<Exported, String>>,
    /// The save dialog closed with no place chosen (or none could open).
    unchosen: bool,
}

/// Where the class's CSV went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Exported {
    /// Written to this file (the desktop).
    File(String),
    /// Handed to the browser as a download of this name: it is in the
    /// browser's downloads, which the teacher must be told, since the page
    /// names no folder.
    Download(String),
}

impl Exported {
    pub fn say(&self, i18n: &Localizer) -> String {
        let (id, file) = match self {
            Exported::File(f) => ("teacher-export-done", f),
            Exported::Download(f) => ("teacher-export-downloaded", f),
        };
        i18n.tr_with(id, &[("file", file.clone().into())])
    }
}

#[derive(Debug, Default)]
struct ImportDialog {
    path: String,
    /// The file chooser closed with no file (or none could open): the
    /// path field is the way, and the box says so.
    unchosen: bool,
    /// The list as read, or why it could not be read.
    read: Option<Result<Import, String>>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Detail(LearnerId),
    CloseDetail,
    Remove,
    RemoveYes,
    RemoveNo,
    /// The name typed to confirm a removal from the class server.
    RemoveTyped(String),
    /// Rename the open learner (on a joined device): the field, the name
    /// typed, keep it, or not.
    Rename,
    RenameName(String),
    RenameSave,
    RenameCancel,
    ExportOpen,
    ExportPath(String),
    ExportSave,
    /// The desktop's save dialog (`rfd`), for the class's CSV.
    ExportChoose,
    /// The file chosen there, if one was.
    ExportChosen(Option<PathBuf>),
    ImportOpen,
    ImportPath(String),
    ImportRead,
    /// The desktop's file chooser (`rfd`): the list's file.
    ImportChoose,
    /// The file chosen, if one was (the chooser closed, or none could
    /// open: the path field is still there).
    ImportChosen(Option<PathBuf>),
    ImportConfirm,
    CloseDialog,
    /// The open learner's data, from the class server, to a file.
    ExportLearner,
    /// On a phone: the class code's QR code, big, in place of the class.
    ShowCode,
    HideCode,
    /// "Start a challenge" (on a joined device, signed in): the live class.
    Live,
    /// The class's devices and its code (on a joined device).
    DevicesOpen,
    /// "Forget this device": its token opens nothing any more.
    ForgetDevice(String),
    /// "New class code": the old one joins no device any more.
    NewCode,
    /// Merge this other record of the open learner's child into theirs?
    MergeAsk(LearnerId),
    MergeYes,
    MergeNo,
    /// "Add children": the box for names typed or pasted.
    AddOpen,
    AddEdit(Edit),
    /// Add the names typed (every line being right).
    AddSave,
    /// "Languages": several children's at once.
    LangsOpen,
    Langs(teacher_langs::Message),
    /// The teacher's board, in the teacher's language, and back here.
    Board,
    /// "Games between classmates" (`duel/class.rs`).
    Duels,
    Back,
    /// The class's tournaments (on a joined device).
    Tournaments,
}

/// What the teacher's view asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Learners(Change),
    /// Write the class's progress as CSV here.
    Export(PathBuf),
    /// Read the class list here (the app answers with [`Teacher::read`]).
    Import(PathBuf),
    /// Open the desktop's file chooser for the class list.
    Choose,
    /// Open the desktop's save dialog for the class's CSV, at this file.
    ChooseExport(PathBuf),
    /// Add these learners, every line of the list being right.
    Add(Vec<NewLearner>),
    /// Write this learner's data, as the class server keeps it, here.
    ExportLearner(LearnerId, PathBuf),
    /// Remove this learner and everything the class server keeps about
    /// them (asked twice).
    RemoveFromServer(LearnerId),
    /// Give this learner of the class server this name (checked already
    /// against the class).
    RenameOnServer(LearnerId, String),
    Focus(&'static str),
    /// Open the live class: its running session, or a new one's choices.
    Live,
    /// Ask the class server for the class's devices.
    Devices,
    ForgetDevice(String),
    NewCode,
    /// Two records of one child made one on the class server: `gone`'s
    /// work goes to `keep`, `gone` leaves.
    Merge {
        keep: LearnerId,
        gone: LearnerId,
    },
    /// Read these names typed in "Add children" (the app answers with
    /// [`Teacher::typed`]).
    AddTyped(String),
    /// Give these children these languages.
    Langs(teacher_langs::Apply),
    /// Open the teacher's board from here.
    Board,
    /// "Games between classmates" (`duel/class.rs`).
    Duels,
    Back,
    /// The class's tournaments (on a joined device).
    Tournaments,
}

impl Teacher {
    /// `default_export`: the file the export offers first (the teacher's
    /// documents folder and today's date).
    pub fn update(&mut self, message: Message, default_export: &str) -> Option<Event> {
        // "4 learners added" is said until the next thing the teacher
        // does, so it never states a count the class has left behind.
        self.added = None;
        self.langs_set = None;
        Some(match message {
            Message::Detail(id) => {
                self.detail = Some(id);
                self.removing = 0;
                self.renaming = None;
                self.merging = None;
                return None;
            }
            Message::CloseDetail => {
                self.detail = None;
                self.removing = 0;
                self.renaming = None;
                self.merging = None;
                return None;
            }
            Message::MergeAsk(other) => {
                self.merging = Some(other).filter(|_| self.online.is_some());
                return None;
            }
            Message::MergeNo => {
                self.merging = None;
                return None;
            }
            Message::MergeYes => {
                let gone = self.merging.take()?;
                let keep = self.detail.clone()?;
                Event::Merge { keep, gone }
            }
            Message::Rename => {
                let name = self.online_name()?.to_owned();
                self.removing = 0;
                self.renaming = Some(Typed {
                    name,
                    problem: None,
                });
                return Some(Event::Focus(RENAME_ID));
            }
            Message::RenameName(name) => {
                if let Some(r) = &mut self.renaming {
                    r.name = name;
                    r.problem = None;
                }
                return None;
            }
            Message::RenameCancel => {
                self.renaming = None;
                return None;
            }
            Message::RenameSave => {
                let id = self.detail.clone()?;
                let online = self.online.as_ref()?;
                let r = self.renaming.as_mut()?;
                match online.class.roster().check(&r.name, Some(&id)) {
                    Ok(name) => {
                        self.renaming = None;
                        Event::RenameOnServer(id, name)
                    }
                    Err(p) => {
                        r.problem = Some(p);
                        Event::Focus(RENAME_ID)
                    }
                }
            }
            Message::Remove => {
                self.removing = u8::from(self.detail.is_some());
                self.confirm.clear();
                self.renaming = None;
                return None;
            }
            Message::RemoveNo => {
                self.removing = 0;
                return None;
            }
            Message::RemoveTyped(name) => {
                self.confirm = name;
                return None;
            }
            // The server's removal deletes everything, everywhere: it is
            // asked a second time, with the learner's name to type.
            Message::RemoveYes if self.online.is_some() && self.removing == 1 => {
                self.removing = 2;
                self.confirm.clear();
                return Some(Event::Focus(REMOVE_ID));
            }
            // Not the name (a second click of a double click, Enter in an
            // empty field): still asked.
            Message::RemoveYes if self.removing == 2 && !self.name_typed() => return None,
            Message::RemoveYes => {
                let asked = if self.online.is_some() { 2 } else { 1 };
                if self.removing != asked {
                    // A yes to nothing asked closes the detail.
                    self.detail = None;
                    self.removing = 0;
                    return None;
                }
                let id = self.detail.clone()?;
                self.removing = 0;
                if self.online.is_some() {
                    // The detail stays until the server has said yes.
                    Event::RemoveFromServer(id)
                } else {
                    self.detail = None;
                    Event::Learners(Change::Remove(id))
                }
            }
            Message::ExportOpen => {
                self.adding = None;
                self.langs = None;
                self.import = None;
                self.devices = None;
                self.added = None;
                self.export = Some(Export {
                    learner: None,
                    path: default_export.to_owned(),
                    done: None,
                    unchosen: false,
                });
                Event::Focus(EXPORT_ID)
            }
            Message::ExportLearner => {
                let online = self.online.as_ref()?;
                let id = self.detail.clone()?;
                let name = online.class.roster().get(&id)?.name.clone();
                self.import = None;
                self.added = None;
                self.export = Some(Export {
                    learner: Some(id),
                    path: learner_file(default_export, &name),
                    done: None,
                    unchosen: false,
                });
                Event::Focus(EXPORT_ID)
            }
            Message::ExportPath(p) => {
                let e = self.export.get_or_insert_default();
                e.path = p;
                e.done = None;
                return None;
            }
            Message::ExportChoose => {
                let e = self.export.as_ref()?;
                Event::ChooseExport(PathBuf::from(e.path.trim()))
            }
            Message::ExportChosen(None) => {
                self.export.as_mut()?.unchosen = true;
                return None;
            }
            Message::ExportChosen(Some(path)) => {
                let e = self.export.as_mut()?;
                e.path = path.display().to_string();
                e.unchosen = false;
                e.done = None;
                return self.update(Message::ExportSave, default_export);
            }
            Message::ExportSave => {
                let export = self.export.as_ref()?;
                let path = PathBuf::from(export.path.trim());
                if path.as_os_str().is_empty() {
                    return None;
                }
                match &export.learner {
                    Some(id) => Event::ExportLearner(id.clone(), path),
                    None => Event::Export(path),
                }
            }
            Message::ImportOpen => {
                self.adding = None;
                self.langs = None;
                self.export = None;
                self.devices = None;
                self.added = None;
                self.import = Some(ImportDialog::default());
                Event::Focus(IMPORT_ID)
            }
            Message::ImportPath(p) => {
                let i = self.import.get_or_insert_default();
                i.path = p;
                i.read = None;
                return None;
            }
            // Enter on a list read and ready adds it (the keys line says
            // so); on anything else it reads the list.
            Message::ImportRead
                if self
                    .import
                    .as_ref()
                    .and_then(|i| i.read.as_ref())
                    .is_some_and(|r| r.as_ref().is_ok_and(|l| l.is_ok() && !l.add.is_empty())) =>
            {
                return self.update(Message::ImportConfirm, default_export);
            }
            Message::ImportChoose => Event::Choose,
            Message::ImportChosen(None) => {
                self.import.as_mut()?.unchosen = true;
                return None;
            }
            Message::ImportChosen(Some(path)) => {
                let i = self.import.get_or_insert_default();
                i.path = path.display().to_string();
                i.unchosen = false;
                i.read = None;
                Event::Import(path)
            }
            Message::ImportRead => {
                let path = self.import.as_ref()?.path.trim().to_owned();
                // In the browser the page's file picker chooses the file:
                // the button needs no path.
                (cfg!(target_arch = "wasm32") || !path.is_empty())
                    .then(|| Event::Import(PathBuf::from(path)))?
            }
            Message::ImportConfirm => {
                let Some(Ok(list)) = self.import.as_ref()?.read.as_ref() else {
                    return None;
                };
                if !list.is_ok() || list.add.is_empty() {
                    return None;
                }
                let add = list.add.clone();
                self.import = None;
                self.added = Some(add.len());
                Event::Add(add)
            }
            Message::CloseDialog => {
                self.export = None;
                self.import = None;
                self.adding = None;
                self.langs = None;
                if self.removing == 2 {
                    self.removing = 0;
                }
                self.renaming = None;
                self.devices = None;
                return None;
            }
            Message::DevicesOpen => {
                self.online.as_ref()?;
                self.export = None;
                self.import = None;
                self.adding = None;
                self.langs = None;
                self.devices = Some(None);
                Event::Devices
            }
            Message::ForgetDevice(id) => {
                self.devices.as_ref()?;
                Event::ForgetDevice(id)
            }
            Message::NewCode => {
                self.online.as_ref()?;
                Event::NewCode
            }
            Message::ShowCode => {
                self.code_shown = true;
                return None;
            }
            Message::HideCode => {
                self.code_shown = false;
                return None;
            }
            Message::AddOpen => {
                self.export = None;
                self.import = None;
                self.devices = None;
                self.langs = None;
                self.adding.get_or_insert_default();
                Event::Focus(teacher_add::ADD_ID)
            }
            Message::AddEdit(edit) => {
                self.adding.as_mut()?.edit(edit);
                return None;
            }
            Message::AddSave => {
                let adding = self.adding.as_ref()?;
                if adding.is_empty() {
                    return None;
                }
                Event::AddTyped(adding.text())
            }
            Message::LangsOpen => {
                self.export = None;
                self.import = None;
                self.devices = None;
                self.adding = None;
                self.langs.get_or_insert_default();
                return None;
            }
            Message::Langs(m) => {
                let apply = self.langs.as_mut()?.update(m)?;
                self.langs = None;
                self.langs_set = Some(apply.who.len());
                Event::Langs(apply)
            }
            Message::Board => Event::Board,
            Message::Live => Event::Live,
            Message::Tournaments => Event::Tournaments,
            Message::Duels => Event::Duels,
            Message::Back => Event::Back,
        })
    }

    /// The teacher's view with "Add children" open: where a teacher with
    /// an empty class starts.
    pub fn adding() -> Teacher {
        Teacher {
            adding: Some(Box::default()),
            ..Teacher::default()
        }
    }

    /// Whether "Add children" is open.
    pub fn is_adding(&self) -> bool {
        self.adding.is_some()
    }

    /// Types `names` into "Add children" (tests, as a paste would).
    pub fn set_names(&mut self, names: &str) {
        self.adding.get_or_insert_default().set(names);
    }

    /// The names typed in "Add children" as read against the class: all
    /// of them, to add, when every line is right and someone is new (the
    /// box closes and says how many); none otherwise (the box says why).
    pub fn typed(&mut self, list: Import) -> Option<Vec<NewLearner>> {
        let adding = self.adding.as_mut()?;
        if !teacher_add::ready(&list) {
            adding.refuse(list);
            return None;
        }
        self.adding = None;
        self.added = Some(list.add.len());
        Some(list.add)
    }

    /// The class as the class server keeps it: shown in place of the
    /// device's (a learner no longer there closes their detail).
    pub fn set_online(&mut self, online: Online) {
        if let Some(id) = &self.detail
            && online.class.roster().get(id).is_none()
        {
            self.detail = None;
            self.removing = 0;
        }
        if let Some(id) = &self.merging
            && online.class.roster().get(id).is_none()
        {
            self.merging = None;
        }
        self.online = Some(Box::new(online));
    }

    /// The class's devices as the server listed them, once asked and come.
    pub fn devices(&self) -> Option<&Result<Vec<DeviceCard>, String>> {
        self.devices.as_ref()?.as_ref()
    }

    /// Whether the box of many children's languages is open.
    pub fn langs_open(&self) -> bool {
        self.langs.is_some()
    }

    pub fn online(&self) -> Option<&Online> {
        self.online.as_deref()
    }

    /// Why something asked of the class server failed, in words (none:
    /// it went through).
    pub fn server_failed(&mut self, why: Option<String>) {
        if let Some(o) = &mut self.online {
            o.failed = why;
        }
    }

    /// What the export came to: where it went, or why not.
    pub fn exported(&mut self, done: Result<Exported, String>) {
        if let Some(e) = &mut self.export {
            e.done = Some(done);
        }
    }

    /// The class's devices as the server listed them (or why not).
    pub fn set_devices(&mut self, list: Result<Vec<DeviceCard>, String>) {
        if let Some(d) = &mut self.devices {
            *d = Some(list);
        }
    }

    /// The class list as read (or why it could not be).
    pub fn read(&mut self, read: Result<Import, String>) {
        if let Some(i) = &mut self.import {
            i.read = Some(read);
        }
    }

    /// Whether a path is being typed (the keys are the field's).
    pub fn is_typing(&self) -> bool {
        self.export.is_some()
            || self.import.is_some()
            || self.adding.is_some()
            || self.langs.is_some()
            || self.removing == 2
            || self.renaming.is_some()
    }

    /// The name of the learner whose detail is open, as the class server
    /// keeps it (on a joined device).
    fn online_name(&self) -> Option<&str> {
        let id = self.detail.as_ref()?;
        let l = self.online.as_ref()?.class.roster().get(id)?;
        Some(l.name.as_str())
    }

    /// Whether the name typed is the learner's (spaces around it and
    /// capitals aside).
    fn name_typed(&self) -> bool {
        self.online_name().is_some_and(|name| {
            let typed = self.confirm.trim();
            !typed.is_empty() && typed.to_lowercase() == name.trim().to_lowercase()
        })
    }

    pub fn detail(&self) -> Option<&LearnerId> {
        self.detail.as_ref()
    }

    /// `now`: seconds since 1970, for "today" and "3 days ago". The texts
    /// are `size`'s where the window has room for them (as on the board
    /// screens: a projector's 1920x1080 gets its big texts, a 1024x640
    /// window the normal ones, so an import's errors leave the table room).
    /// `sign`: the class server's sign, on a joined device.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        class: &'a Classroom,
        sign: Option<Sign>,
        size: BoardSize,
        now: u64,
    ) -> Element<'a, Message> {
        // On a joined device, the class as the server keeps it.
        let class = self.online.as_ref().map_or(class, |o| &o.class);
        size.fitted(move |texts, window| {
            self.laid_out(i18n, class, sign.as_ref(), texts, now, Shape::of(window))
        })
    }

    /// On a phone an open export or import box takes the place of the
    /// class (a phone has no room for both), the class's devices do in any
    /// window, as does the class code's QR
    /// code when the teacher shows it, and a learner's lessons go over
    /// their puzzles instead of beside them.
    fn laid_out<'a>(
        &'a self,
        i18n: &'a Localizer,
        class: &'a Classroom,
        sign: Option<&Sign>,
        size: BoardSize,
        now: u64,
        shape: Shape,
    ) -> Element<'a, Message> {
        let t = |n: u16| size.text(n);
        let mut dialog = self.dialog(i18n, class, size, shape, now);
        let learner = self.detail.as_ref().and_then(|id| class.roster().get(id));
        let header = self.header(i18n, sign, size, shape, learner.is_some());
        let main: Element<'a, Message> = match learner {
            // The class's devices are a list of their own: in place of the
            // class in any window.
            _ if (shape.is_phone() || self.devices.is_some()) && dialog.is_some() => {
                scrollable(dialog.take().expect("an open box"))
                    .spacing(6)
                    .into()
            }
            _ if shape.is_phone() && self.code_shown && self.online.is_some() => {
                let online = self.online.as_ref().expect("the server's class");
                let back = button(text(i18n.tr("teacher-back-to-class")).size(t(16)))
                    .padding([8, 16])
                    .style(theme::secondary)
                    .on_press(Message::HideCode);
                scrollable(
                    column![
                        class_code::big(
                            i18n,
                            &online.card.code,
                            &online.link,
                            online.qr.as_ref(),
                            size
                        ),
                        back,
                    ]
                    .spacing(12)
                    .align_x(Center)
                    .width(Fill),
                )
                .spacing(6)
                .into()
            }
            Some(l) => self.detail_view(i18n, class, l, size, now, shape),
            None => {
                let missed = report::most_missed(class, 4);
                let mut under: Element<'a, Message> = missed_view(i18n, class, &missed, size);
                if let Some(online) = self.online.as_ref().filter(|o| !o.duplicates.is_empty())
                    && shape.is_phone()
                {
                    // A phone's header has no room for them: under the
                    // table, with the most missed, scrolled in a few lines.
                    let warnings = super::teacher_duplicates::warnings(i18n, online, t(15));
                    under = container(scrollable(column![warnings, under].spacing(6)).spacing(6))
                        .max_height(t(15) * 7.0)
                        .into();
                }
                // Names just added on a joined device come back with the
                // server's class: "No names yet" is not said beside them.
                let empty = self.added.is_none() && self.adding.is_none();
                column![table(i18n, class, size, now, empty), under]
                    .spacing(12)
                    .into()
            }
        };
        // Nine buttons on a class server's view: tighter than elsewhere, so
        // that at 1024 px they take two rows at most.
        let mut bar = Row::new().spacing(6).align_y(Center);
        let action = |label: String, m: Message| {
            button(text(label).size(t(16)))
                .padding([8, 10])
                .style(theme::secondary)
                .on_press(m)
        };
        if self.online.is_some() {
            bar = bar.push(
                button(text(i18n.tr("live-open")).size(t(16)))
                    .padding([8, 10])
                    .style(theme::primary)
                    .on_press(Message::Live),
            );
            bar = bar.push(action(i18n.tr("duel-teacher-open"), Message::Duels));
            bar = bar.push(action(i18n.tr("teacher-devices"), Message::DevicesOpen));
            bar = bar.push(action(i18n.tr("tournament-open"), Message::Tournaments));
        }
        bar = bar.push(action(i18n.tr("teacher-add"), Message::AddOpen));
        // On the class server's view the server sets the languages
        // (`Event::Langs` goes to it), but its bar has no room for one
        // button more at 1024x640 beside the most-missed list: there the
        // box opens from "Add children"'s box.
        if self.online.is_none() {
            bar = bar.push(action(i18n.tr("teacher-langs"), Message::LangsOpen));
        }
        // "Import a class list" is in "Add children"'s box (and on I).
        bar = bar
            .push(action(i18n.tr("home-board"), Message::Board))
            .push(action(i18n.tr("teacher-export"), Message::ExportOpen))
            .push(action(i18n.tr("nav-home"), Message::Back));
        let mut page = Column::new()
            .push(header)
            .push(container(main).height(Fill))
            .spacing(12)
            .padding(shape.padding())
            .width(Fill)
            .height(Fill);
        if let Some(dialog) = dialog {
            page = page.push(dialog);
        }
        let said = self
            .added
            .map(|n| i18n.tr_with("teacher-import-added", &[("added", n.into())]))
            .or_else(|| {
                self.langs_set
                    .map(|n| i18n.tr_with("teacher-langs-done", &[("children", n.into())]))
            });
        if let Some(said) = said {
            page = page.push(
                container(text(said).size(t(16)))
                    .padding([8, 12])
                    .width(Fill)
                    .style(theme::panel),
            );
        }
        page.push(bar.wrap().vertical_spacing(8))
            .push(keys_line::view(
                &i18n.tr(if self.import.is_some() {
                    "teacher-keys-import"
                } else if self.adding.is_some() {
                    "teacher-keys-add"
                } else if self.langs.is_some() {
                    "teacher-keys-langs"
                } else if self.is_typing() {
                    "teacher-keys-typing"
                } else if self.online.is_some() {
                    "teacher-keys-online"
                } else {
                    "teacher-keys"
                }),
                Center,
            ))
            .into()
    }

    /// The title; on a joined device the class's name, the server's sign
    /// and the class code with its link and QR code: beside them in a wide
    /// window, under them in a tall one, and on a phone the code alone,
    /// with a button that shows its QR code in place of the class. In a
    /// tall window a learner's detail (`detail`) is the learner's: the
    /// class's code leaves it the room.
    fn header<'a>(
        &'a self,
        i18n: &Localizer,
        sign: Option<&Sign>,
        size: BoardSize,
        shape: Shape,
        detail: bool,
    ) -> Element<'a, Message> {
        let t = |n: u16| size.text(n);
        let title = text(i18n.tr("teacher-view-title")).size(t(30));
        let Some(online) = &self.online else {
            return title.into();
        };
        let mut left = column![
            title,
            text(i18n.tr_with(
                "teacher-server-class",
                &[("class", online.card.name.clone().into())]
            ))
            .size(t(18)),
        ]
        .spacing(6)
        .width(Fill);
        if let Some(sign) = sign {
            left = left.push(sync_sign::view(i18n, sign, t(15)));
        }
        if let Some(why) = &online.failed {
            left = left.push(text(why.clone()).size(t(15)).style(text::danger));
        }
        // A phone has them under the table, where they scroll (below); a
        // learner's detail offers its own merge instead (and needs the room).
        if !shape.is_phone() && !detail {
            left = left.push(super::teacher_duplicates::warnings(i18n, online, t(15)));
        }
        if shape.is_tall() && detail {
            return left.into();
        }
        if shape.is_phone() {
            if self.code_shown {
                return left.into();
            }
            let show = button(text(i18n.tr("class-code-show")).size(t(15)))
                .padding([6, 14])
                .style(theme::secondary)
                .on_press(Message::ShowCode);
            return left
                .push(
                    row![class_code::line(i18n, &online.card.code, size), show]
                        .spacing(16)
                        .align_y(Center)
                        .wrap()
                        .vertical_spacing(6),
                )
                .into();
        }
        let code = class_code::view(
            i18n,
            &online.card.code,
            &online.link,
            online.qr.as_ref(),
            size,
        );
        if shape.is_tall() {
            column![left, code].spacing(12).into()
        } else {
            row![left, code].spacing(16).align_y(Center).into()
        }
    }

    /// The export or import box, when one is open.
    fn dialog<'a>(
        &'a self,
        i18n: &Localizer,
        class: &Classroom,
        size: BoardSize,
        shape: Shape,
        now: u64,
    ) -> Option<Element<'a, Message>> {
        let t = |n: u16| size.text(n);
        // In the browser the export's field is the download's name.
        let placeholder = i18n.tr(if cfg!(target_arch = "wasm32") {
            "teacher-export-name-placeholder"
        } else {
            "teacher-path-placeholder"
        });
        let field = |id: &'static str, value: &str, on: fn(String) -> Message, submit: Message| {
            text_input(&placeholder, value)
                .id(id)
                .on_input(on)
                .on_submit(submit)
                .size(t(16))
                .padding(8)
                .width(Fill)
        };
        let button_ = |label: String, m: Option<Message>| {
            button(text(label).size(t(16)))
                .padding([8, 16])
                .style(theme::primary)
                .on_press_maybe(m)
        };
        let close = button(text(i18n.tr("learners-cancel")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Message::CloseDialog);
        let body: Column<'a, Message> = if let Some(e) = &self.export {
            let (title, hint) = match &e.learner {
                Some(_) => (
                    "teacher-export-learner-title",
                    "teacher-export-learner-hint",
                ),
                None => ("teacher-export-title", "teacher-export-hint"),
            };
            let mut c = column![
                text(i18n.tr(title)).size(t(20)),
                text(i18n.tr(hint)).size(t(14)),
            ];
            // The computer's own save dialog, besides the path.
            let choose = (!cfg!(target_arch = "wasm32")).then(|| {
                button(text(i18n.tr("teacher-export-choose")).size(t(16)))
                    .padding([8, 16])
                    .style(theme::secondary)
                    .on_press(Message::ExportChoose)
            });
            let path = field(EXPORT_ID, &e.path, Message::ExportPath, Message::ExportSave);
            let save = button_(i18n.tr("teacher-export-save"), Some(Message::ExportSave));
            c = if shape.is_phone() {
                // No room for four in a row: the path over the buttons.
                c.push(path).push(
                    row![]
                        .push(choose)
                        .push(save)
                        .push(close)
                        .spacing(10)
                        .wrap()
                        .vertical_spacing(8),
                )
            } else {
                c.push(
                    row![path]
                        .push(choose)
                        .push(save)
                        .push(close)
                        .spacing(10)
                        .align_y(Center),
                )
            };
            if e.unchosen {
                c = c.push(text(i18n.tr("teacher-export-unchosen")).size(t(15)));
            }
            match &e.done {
                Some(Ok(done)) => c = c.push(text(done.say(i18n)).size(t(15))),
                Some(Err(why)) => c = c.push(text(why.clone()).size(t(15)).style(text::danger)),
                None => {}
            }
            c
        } else if let Some(i) = &self.import {
            // In the browser a file picker opens instead of a path.
            let controls: Element<'a, Message> = if cfg!(target_arch = "wasm32") {
                row![
                    button_(i18n.tr("teacher-import-pick"), Some(Message::ImportRead)),
                    close,
                ]
                .spacing(10)
                .align_y(Center)
                .into()
            } else if shape.is_phone() {
                // No room for four in a row: the path under the buttons.
                let path: Element<'a, Message> =
                    field(IMPORT_ID, &i.path, Message::ImportPath, Message::ImportRead).into();
                column![
                    button_(i18n.tr("teacher-import-pick"), Some(Message::ImportChoose)),
                    path,
                    row![
                        button_(i18n.tr("teacher-import-read"), Some(Message::ImportRead)),
                        close,
                    ]
                    .spacing(10)
                    .wrap()
                    .vertical_spacing(8),
                ]
                .spacing(8)
                .into()
            } else {
                // The computer's own file chooser, or a path typed
                // (where no chooser can open).
                row![
                    button_(i18n.tr("teacher-import-pick"), Some(Message::ImportChoose)),
                    field(IMPORT_ID, &i.path, Message::ImportPath, Message::ImportRead),
                    button_(i18n.tr("teacher-import-read"), Some(Message::ImportRead)),
                    close,
                ]
                .spacing(10)
                .align_y(Center)
                .into()
            };
            let mut c = column![
                text(i18n.tr("teacher-import-title")).size(t(20)),
                text(i18n.tr("teacher-import-hint")).size(t(14)),
                controls,
            ];
            if i.unchosen {
                c = c.push(text(i18n.tr("teacher-import-unchosen")).size(t(15)));
            }
            match &i.read {
                Some(Err(why)) => c = c.push(text(why.clone()).size(t(15)).style(text::danger)),
                Some(Ok(list)) => c = c.push(import_view(i18n, list, size)),
                None => {}
            }
            c
        } else if let Some(list) = &self.devices {
            devices_view(i18n, list.as_ref(), size, now, close)
        } else if let Some(adding) = &self.adding {
            let on = teacher_add::Msgs {
                edit: Message::AddEdit,
                save: Message::AddSave,
                import: Message::ImportOpen,
                langs: self.online.is_some().then_some(Message::LangsOpen),
                close: Message::CloseDialog,
            };
            adding.view(i18n, size, on, |list| import_view(i18n, list, size))
        } else if let Some(langs) = &self.langs {
            // The teacher's view speaks the class's language.
            let class_lang = i18n.lang();
            langs.view(
                i18n,
                class,
                class_lang,
                size,
                Message::Langs,
                Message::CloseDialog,
            )
        } else {
            return None;
        };
        Some(
            container(body.spacing(8))
                .padding(12)
                .width(Fill)
                .style(theme::panel)
                .into(),
        )
    }

    fn detail_view<'a>(
        &'a self,
        i18n: &Localizer,
        class: &Classroom,
        learner: &Learner,
        size: BoardSize,
        now: u64,
        shape: Shape,
    ) -> Element<'a, Message> {
        let t = |n: u16| size.text(n);
        let lib = class.library();
        let name = learners::display_name(i18n, learner);
        let row_ = Learned::of(learner, lib);
        let mut lessons = Column::new().spacing(4);
        for (number, l) in report::course(lib) {
            let p = learner.lessons.get(&l.id);
            let done = p.map_or(0, |p| p.done_steps(l).len());
            let state = i18n.tr(State::of(l, p).message_id());
            let stars = progress::stars(l, p).map_or(String::new(), stars_text);
            lessons = lessons.push(
                text(i18n.tr_with(
                    "teacher-lesson-line",
                    &[
                        ("number", number.into()),
                        ("title", i18n.tr(&l.title).into()),
                        ("done", done.into()),
                        ("steps", l.steps.len().into()),
                        ("state", state.into()),
                        ("stars", stars.into()),
                    ],
                ))
                .size(t(15)),
            );
        }
        let mut themes = Column::new().spacing(4);
        if let Some(standing) =
            super::learners::puzzle_standing(i18n, row_.puzzle_rating, row_.best_streak)
        {
            themes = themes.push(text(standing).size(t(15)));
        }
        for (theme_, c) in &row_.by_theme {
            themes = themes.push(
                text(i18n.tr_with(
                    "teacher-theme-line",
                    &[
                        ("theme", i18n.tr(theme_.message_id()).into()),
                        ("solved", c.solved.into()),
                        ("tried", c.tried.into()),
                        ("of", c.of.into()),
                    ],
                ))
                .size(t(15)),
            );
        }
        let mut games = Column::new().spacing(4);
        for (&level, tally) in &row_.games {
            let key = if level == 0 {
                "teacher-games-friend"
            } else {
                "teacher-games-level"
            };
            games = games.push(
                text(i18n.tr_with(
                    key,
                    &[
                        ("level", level.into()),
                        ("played", tally.played.into()),
                        ("won", tally.won.into()),
                    ],
                ))
                .size(t(15)),
            );
        }
        // Games against classmates on other devices (`duel-teacher.ftl`).
        if !row_.classmates.is_none() {
            games = games.push(
                text(i18n.tr_with(
                    "duel-teacher-record",
                    &[
                        ("played", row_.classmates.played.into()),
                        ("won", row_.classmates.won.into()),
                    ],
                ))
                .size(t(15)),
            );
        }
        if row_.games.is_empty() && row_.classmates.is_none() {
            games = games.push(text(i18n.tr("teacher-no-games")).size(t(15)));
        }
        // Where the computer that adapts to them stands, once they used it.
        if let Some(level) = learner.adaptive.level() {
            games = games.push(
                text(i18n.tr_with(
                    "teacher-adaptive",
                    &[
                        ("level", level.number().into()),
                        ("name", i18n.tr(level.name_id()).into()),
                    ],
                ))
                .size(t(15)),
            );
        }
        let heading = |id: &str| text(i18n.tr(id)).size(t(19));
        let picture = Picture::of(learner);
        let mut top = row![
            symbols::view(picture, 64.0),
            column![
                text(name.clone())
                    .size(t(26))
                    .wrapping(text::Wrapping::WordOrGlyph),
                text(active(i18n, row_.active, now)).size(t(15)),
            ]
            .spacing(2),
        ]
        .spacing(16)
        .align_y(Center);
        top = top.push(
            button(text(i18n.tr("teacher-back-to-class")).size(t(15)))
                .padding([6, 14])
                .style(theme::secondary)
                .on_press(Message::CloseDetail),
        );
        let online = self.online.is_some();
        if online {
            top = top.push(
                button(text(i18n.tr("teacher-export-learner")).size(t(15)))
                    .padding([6, 14])
                    .style(theme::secondary)
                    .on_press(Message::ExportLearner),
            );
        }
        if online && !learner.is_guest() {
            top = top.push(
                button(text(i18n.tr("learners-rename")).size(t(15)))
                    .padding([6, 14])
                    .style(theme::secondary)
                    .on_press(Message::Rename),
            );
        }
        if !learner.is_guest() {
            let remove = if online {
                "teacher-remove-all"
            } else {
                "learners-remove"
            };
            top = top.push(
                button(text(i18n.tr(remove)).size(t(15)))
                    .padding([6, 14])
                    .style(theme::secondary)
                    .on_press(Message::Remove),
            );
        }
        let mut body = column![top.wrap().vertical_spacing(8)].spacing(14);
        if let Some(r) = &self.renaming {
            let field = NameField {
                id: RENAME_ID,
                on_input: Message::RenameName,
                save: Message::RenameSave,
                save_label: "learners-rename-save",
                cancel: Message::RenameCancel,
                size: t(15),
                width: Fill,
            }
            .view(i18n, &r.name);
            let mut part = column![container(field).max_width(560.0)].spacing(6);
            if let Some(p) = &r.problem {
                part = part.push(
                    container(text(learners::say(p, i18n)).size(t(15)))
                        .padding([6, 10])
                        .style(theme::notice),
                );
            }
            body = body.push(part);
        }
        if let Some(online) = &self.online
            && let Some(offers) = super::teacher_duplicates::offers(
                i18n,
                online,
                &learner.id,
                self.merging.as_ref(),
                t(15),
            )
        {
            body = body.push(offers);
        }
        if self.removing > 0 {
            let ask = match (online, self.removing) {
                (false, _) => "learners-remove-ask",
                (true, 1) => "teacher-remove-all-ask",
                (true, _) => "teacher-remove-all-again",
            };
            let question = text(i18n.tr_with(ask, &[("name", name.clone().into())])).size(t(16));
            let no = button(text(i18n.tr("learners-remove-no")).size(t(15)))
                .style(theme::secondary)
                .on_press(Message::RemoveNo);
            let asked: Column<'a, Message> = if self.removing == 2 {
                // The last yes: the name typed, then a button of its own
                // words, enabled only then.
                let typed = self.name_typed();
                column![
                    question,
                    text(i18n.tr_with("teacher-remove-type", &[("name", name.clone().into())]))
                        .size(t(15)),
                    text_input("", &self.confirm)
                        .id(REMOVE_ID)
                        .on_input(Message::RemoveTyped)
                        .on_submit(Message::RemoveYes)
                        .size(t(15))
                        .padding(8)
                        .width(Length::Fixed(320.0)),
                    row![
                        button(
                            text(i18n.tr_with("teacher-remove-for-good", &[("name", name.into())]))
                                .size(t(15))
                        )
                        .style(button::danger)
                        .on_press_maybe(typed.then_some(Message::RemoveYes)),
                        no,
                    ]
                    .spacing(10),
                ]
            } else {
                column![
                    question,
                    row![
                        button(text(i18n.tr("learners-remove-yes")).size(t(15)))
                            .style(button::danger)
                            .on_press(Message::RemoveYes),
                        no,
                    ]
                    .spacing(10),
                ]
            };
            body = body.push(container(asked.spacing(8)).padding(10).style(theme::notice));
        }
        let lessons = column![heading("teacher-lessons"), lessons].spacing(8);
        let rest = column![
            heading("teacher-puzzles"),
            themes,
            heading("teacher-games"),
            games
        ]
        .spacing(8);
        let parts: Element<'a, Message> = if shape.is_phone() {
            column![lessons, rest].spacing(14).into()
        } else {
            row![
                lessons.width(Length::FillPortion(3)),
                rest.width(Length::FillPortion(2))
            ]
            .spacing(24)
            .into()
        };
        body = body.push(parts);
        // The scrollbar beside the texts, not over them.
        scrollable(body).spacing(6).height(Fill).into()
    }
}

/// The file a learner's data is offered to first: beside the class's
/// export, named for them (`wahree-2026-03-14-Aiko.json`), with what a
/// file name may not hold left out.
fn learner_file(default_export: &str, name: &str) -> String {
    let class = std::path::Path::new(default_export);
    let stem = class
        .file_stem()
        .map_or_else(|| "wahree".into(), |s| s.to_string_lossy().into_owned());
    let safe: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    class
        .with_file_name(format!("{stem}-{safe}.json"))
        .display()
        .to_string()
}

/// What the table keeps free beside and under its texts for its
/// scrollbars, which lie over its content (it scrolls both ways).
const SCROLLBAR_ROOM: f32 = 14.0;

/// "★★☆": a lesson's stars of three.
fn stars_text(n: u8) -> String {
    let n = usize::from(n.min(3));
    format!("{}{}", "★".repeat(n), "☆".repeat(3 - n))
}

/// The class's devices, each with when it joined and was last used and
/// "Forget this device", and "New class code".
fn devices_view<'a>(
    i18n: &Localizer,
    list: Option<&Result<Vec<DeviceCard>, String>>,
    size: BoardSize,
    now: u64,
    close: iced::widget::Button<'a, Message>,
) -> Column<'a, Message> {
    let t = |n: u16| size.text(n);
    let new_code = button(text(i18n.tr("teacher-new-code")).size(t(16)))
        .padding([8, 16])
        .style(theme::secondary)
        .on_press(Message::NewCode);
    let mut c = column![
        text(i18n.tr("teacher-devices-title")).size(t(20)),
        text(i18n.tr("teacher-devices-hint")).size(t(14)),
    ];
    match list {
        None => c = c.push(text(i18n.tr("teacher-devices-asking")).size(t(15))),
        Some(Err(why)) => c = c.push(text(why.clone()).size(t(15)).style(text::danger)),
        Some(Ok(devices)) if devices.is_empty() => {
            c = c.push(text(i18n.tr("teacher-devices-none")).size(t(15)));
        }
        Some(Ok(devices)) => {
            let mut rows = Column::new().spacing(6);
            for (i, d) in devices.iter().enumerate() {
                let line = i18n.tr_with(
                    "teacher-device-line",
                    &[
                        ("number", (i + 1).into()),
                        ("joined", date(d.joined).into()),
                        ("used", active(i18n, d.seen, now).into()),
                    ],
                );
                let forget = button(text(i18n.tr("teacher-device-forget")).size(t(14)))
                    .padding([4, 12])
                    .style(theme::secondary)
                    .on_press(Message::ForgetDevice(d.id.clone()));
                rows = rows.push(
                    row![text(line).size(t(15)).width(Fill), forget]
                        .spacing(10)
                        .align_y(Center),
                );
            }
            c = c.push(rows);
        }
    }
    c.push(row![new_code, close].spacing(10).wrap().vertical_spacing(8))
}

/// When a learner last did something, as a teacher says it.
fn active(i18n: &Localizer, when: u64, now: u64) -> String {
    if when == 0 {
        return i18n.tr("teacher-never");
    }
    let days = (now / 86_400).saturating_sub(when / 86_400);
    match days {
        0 => i18n.tr("teacher-active-today"),
        1..=13 => i18n.tr_with("teacher-active-days", &[("days", days.into())]),
        _ => date(when),
    }
}

/// The table's column widths at the normal size: the whole table fits a
/// 1366-pixel window; smaller windows and larger sizes scroll sideways.
const NAME_W: f32 = 150.0;
const LESSONS_W: f32 = 110.0;
const STARS_W: f32 = 64.0;
const PUZZLES_W: f32 = 90.0;
/// A theme's name is one word in some languages ("Cancellazioni").
const THEME_W: f32 = 90.0;
const GAMES_W: f32 = 140.0;
const ACTIVE_W: f32 = 100.0;

/// The class table: a row per learner, a click opens their detail.
/// `empty`: say so when the class has no names.
fn table<'a>(
    i18n: &'a Localizer,
    class: &'a Classroom,
    size: BoardSize,
    now: u64,
    empty: bool,
) -> Element<'a, Message> {
    iced::widget::responsive(move |space| table_in(i18n, class, size, now, empty, space)).into()
}

/// The table in `width` px. Where its columns fit but not every theme's
/// (1024 px), the themes that do not fit are left out (a learner's
/// detail has them all) rather than scroll sideways; its header then
/// stays over the rows as they scroll (thirty children at 1024x640). A
/// window too narrow even for that (a phone) scrolls both ways, header
/// and all.
fn table_in<'a>(
    i18n: &Localizer,
    class: &Classroom,
    size: BoardSize,
    now: u64,
    empty: bool,
    space: iced::Size,
) -> Element<'a, Message> {
    let width = space.width;
    let t = |n: u16| size.text(n);
    let k = t(10) / 10.0;
    let mut themes: Vec<Theme> = Theme::ALL
        .into_iter()
        .filter(|th| class.library().puzzles.iter().any(|p| p.theme == *th))
        .collect();
    // Every column but the themes', the rows' padding and the scrollbar.
    let base =
        (NAME_W + LESSONS_W + STARS_W + PUZZLES_W + GAMES_W + ACTIVE_W) * k + 4.0 + SCROLLBAR_ROOM;
    let fits = base <= width;
    if fits {
        let room = ((width - base) / (THEME_W * k)).floor().max(0.0) as usize;
        themes.truncate(room);
    }
    let cell_sized = |s: String, w: f32, n: u16| {
        container(text(s).size(t(n)))
            .width(Length::Fixed(w * k))
            .padding([2, 4])
    };
    let cell = |s: String, w: f32| cell_sized(s, w, 15);
    let head = |s: String, w: f32| cell_sized(s, w, 13);
    let mut header = Row::new()
        .push(head(i18n.tr("teacher-col-learner"), NAME_W))
        .push(head(i18n.tr("teacher-col-lessons"), LESSONS_W))
        .push(head(i18n.tr("teacher-col-stars"), STARS_W))
        .push(head(i18n.tr("teacher-col-puzzles"), PUZZLES_W));
    for th in &themes {
        header = header.push(head(i18n.tr(th.message_id()), THEME_W));
    }
    header = header
        .push(head(i18n.tr("teacher-col-games"), GAMES_W))
        .push(head(i18n.tr("teacher-col-active"), ACTIVE_W));
    let header = header.align_y(Center);
    // Over the scroll area where the table fits, in it where it does not.
    // Only with room for the header and a few rows under it: in a window
    // squeezed by the class's code and the most-missed list (Japanese at
    // 1024x640) the header scrolls with the rows rather than take the
    // whole of what is left.
    let sticky = fits && space.height >= t(16) * 6.0;
    let (fixed, mut rows) = if sticky {
        (Some(header), Column::new().spacing(2))
    } else {
        (None, Column::new().spacing(2).push(header))
    };
    for r in report::rows(class) {
        let Some(learner) = class.roster().get(&r.id) else {
            continue;
        };
        let picture = Picture::of(learner);
        // A long name breaks inside its word, in its own column; under
        // it the child's own languages, when they are not the class's.
        let mut named = column![
            text(learners::display_name(i18n, learner))
                .size(t(16))
                .wrapping(text::Wrapping::WordOrGlyph)
        ];
        if let Some(langs) = teacher_langs::langs_line(i18n, learner.lang, learner.second) {
            named = named.push(text(langs).size(t(12)));
        }
        let name = row![symbols::view(picture, 24.0 * k), named]
            .spacing(6)
            .align_y(Center);
        let lessons = column![
            text(format!("{}/{}", r.lessons_done, r.lessons)).size(t(15)),
            text(i18n.tr_with(
                "teacher-steps-cell",
                &[("steps", r.steps_done.into()), ("total", r.steps.into())],
            ))
            .size(t(12)),
        ];
        let mut line = Row::new()
            .push(
                container(name)
                    .width(Length::Fixed(NAME_W * k))
                    .padding([2, 4]),
            )
            .push(
                container(lessons)
                    .width(Length::Fixed(LESSONS_W * k))
                    .padding([2, 4]),
            )
            .push(cell(format!("{}/{}", r.stars.0, r.stars.1), STARS_W));
        // Solved of tried, and under it the learner's puzzle rating.
        let mut puzzles =
            column![text(format!("{}/{}", r.puzzles.solved, r.puzzles.tried)).size(t(15))];
        if let Some(rating) = r.puzzle_rating {
            puzzles = puzzles.push(
                text(i18n.tr_with("teacher-rating-cell", &[("rating", rating.into())])).size(t(12)),
            );
        }
        line = line.push(
            container(puzzles)
                .width(Length::Fixed(PUZZLES_W * k))
                .padding([2, 4]),
        );
        for th in &themes {
            let c = r.by_theme.get(th).copied().unwrap_or_default();
            let shown = if c.tried == 0 {
                "·".to_owned()
            } else {
                format!("{}/{}", c.solved, c.tried)
            };
            line = line.push(cell(shown, THEME_W));
        }
        let games: Vec<String> = r
            .games
            .iter()
            .filter(|&(&level, _)| level > 0)
            .map(|(level, g)| {
                i18n.tr_with(
                    "teacher-games-cell",
                    &[
                        ("level", (*level).into()),
                        ("won", g.won.into()),
                        ("played", g.played.into()),
                    ],
                )
            })
            .collect();
        line = line
            .push(cell(games.join("  "), GAMES_W))
            .push(cell(active(i18n, r.active, now), ACTIVE_W));
        rows = rows.push(
            button(line.align_y(Center))
                .padding(2)
                .style(theme::row)
                .on_press(Message::Detail(r.id.clone())),
        );
    }
    if empty && class.roster().named().next().is_none() {
        rows = rows.push(text(i18n.tr("teacher-empty")).size(t(16)));
    }
    if let Some(header) = fixed {
        // The header lines up with the rows' cells (each row is a button
        // with a padding of 2).
        return column![
            container(header).padding([0, 2]),
            scrollable(rows.padding(padding::right(SCROLLBAR_ROOM)))
                .width(Fill)
                .height(Fill),
        ]
        .spacing(2)
        .into();
    }
    scrollable(rows.padding(padding::right(SCROLLBAR_ROOM).bottom(SCROLLBAR_ROOM)))
        .direction(scrollable::Direction::Both {
            vertical: scrollable::Scrollbar::default(),
            horizontal: scrollable::Scrollbar::default(),
        })
        .width(Fill)
        .height(Fill)
        .into()
}

/// The puzzles the class misses most, on a line or two under the table.
fn missed_view<'a>(
    i18n: &Localizer,
    class: &Classroom,
    missed: &[Missed],
    size: BoardSize,
) -> Element<'a, Message> {
    let t = |n: u16| size.text(n);
    let mut line = Row::new()
        .push(text(i18n.tr("teacher-missed")).size(t(16)))
        .spacing(18);
    if missed.is_empty() {
        line = line.push(text(i18n.tr("teacher-missed-none")).size(t(14)));
    }
    let puzzles = &class.library().puzzles;
    for m in missed {
        let p = &puzzles[m.index];
        line = line.push(
            text(i18n.tr_with(
                "teacher-missed-line",
                &[
                    ("theme", i18n.tr(p.theme.message_id()).into()),
                    (
                        "number",
                        crate::classroom::resume::puzzle_number(puzzles, m.index).into(),
                    ),
                    ("misses", m.misses.into()),
                    ("learners", m.learners.into()),
                    ("solved", m.solved.into()),
                ],
            ))
            .size(t(14)),
        );
    }
    container(line.wrap().vertical_spacing(4))
        .padding([8, 12])
        .width(Fill)
        .style(theme::panel)
        .into()
}

/// How many of an import's bad lines show at once.
const IMPORT_LINES: f32 = 5.0;

/// What a class list holds: the names to add, those already in the
/// class, every bad line; and the confirm button only when all is right.
fn import_view<'a>(i18n: &Localizer, list: &Import, size: BoardSize) -> Element<'a, Message> {
    let t = |n: u16| size.text(n);
    let mut col = Column::new().spacing(6);
    if list.is_ok() {
        col = col.push(
            text(i18n.tr_with(
                "teacher-import-ready",
                &[
                    ("add", list.add.len().into()),
                    ("already", list.already.len().into()),
                ],
            ))
            .size(t(16)),
        );
        let names: Vec<String> = list.add.iter().map(|n| n.name.clone()).collect();
        if !names.is_empty() {
            col = col.push(text(names.join(", ")).size(t(14)));
            col = col.push(
                button(
                    text(i18n.tr_with("teacher-import-confirm", &[("add", list.add.len().into())]))
                        .size(t(16)),
                )
                .padding([8, 16])
                .style(button::success)
                .on_press(Message::ImportConfirm),
            );
        }
    } else {
        col = col.push(
            text(i18n.tr_with(
                "teacher-import-bad",
                &[("lines", list.problems.len().into())],
            ))
            .size(t(16))
            .style(text::danger),
        );
        let mut lines = Column::new().spacing(2);
        for (line, p) in &list.problems {
            lines = lines.push(
                text(i18n.tr_with(
                    "teacher-import-line",
                    &[
                        ("line", (*line).into()),
                        ("why", i18n.line_problem(p).into()),
                    ],
                ))
                .size(t(14)),
            );
        }
        // A long list scrolls in a few lines' room, so the table above
        // keeps its own.
        let room = (t(14) * 1.3 + 2.0) * IMPORT_LINES;
        col = col.push(
            container(
                scrollable(lines)
                    .spacing(6)
                    .height(Length::Shrink)
                    .width(Fill),
            )
            .max_height(room),
        );
    }
    col.into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::class_list;
    use crate::i18n::Lang;

    #[test]
    fn an_import_is_added_only_once_confirmed_and_only_when_every_line_is_right() {
        let mut t = Teacher::default();
        assert_eq!(
            t.update(Message::ImportOpen, ""),
            Some(Event::Focus(IMPORT_ID))
        );
        assert_eq!(t.update(Message::ImportRead, ""), None, "no path yet");
        t.update(Message::ImportPath(" class.csv ".into()), "");
        assert_eq!(
            t.update(Message::ImportRead, ""),
            Some(Event::Import("class.csv".into()))
        );
        let class = Classroom::default();
        let words = crate::classroom::guest_words();
        let bad = class_list::read(b"Aiko\nAiko\n", class.roster(), &words);
        t.read(Ok(bad));
        assert_eq!(
            t.update(Message::ImportConfirm, ""),
            None,
            "a bad line stops it"
        );
        let good = class_list::read(b"Aiko\nKofi,en\n", class.roster(), &words);
        t.read(Ok(good.clone()));
        assert_eq!(
            t.update(Message::ImportConfirm, ""),
            Some(Event::Add(good.add.clone()))
        );
        assert!(!t.is_typing(), "the box closes");
        assert_eq!(t.added, Some(2), "and says how many were added");
        // Enter (the field's submit) reads a list, and once it is read
        // and ready, adds it.
        t.update(Message::ImportOpen, "");
        assert_eq!(t.added, None);
        t.update(Message::ImportPath("class.csv".into()), "");
        assert_eq!(
            t.update(Message::ImportRead, ""),
            Some(Event::Import("class.csv".into()))
        );
        t.read(Ok(good.clone()));
        assert_eq!(
            t.update(Message::ImportRead, ""),
            Some(Event::Add(good.add))
        );
        // A file chosen is read at once; none chosen changes nothing.
        t.update(Message::ImportOpen, "");
        assert_eq!(t.update(Message::ImportChoose, ""), Some(Event::Choose));
        assert_eq!(t.update(Message::ImportChosen(None), ""), None);
        assert_eq!(
            t.update(Message::ImportChosen(Some("list.txt".into())), ""),
            Some(Event::Import("list.txt".into()))
        );
    }

    #[test]
    fn removing_a_learner_asks_first() {
        let mut t = Teacher::default();
        let id = LearnerId::try_from("l1-a".to_owned()).unwrap();
        t.update(Message::Detail(id.clone()), "");
        assert_eq!(t.update(Message::RemoveYes, ""), None, "no question asked");
        assert_eq!(t.detail(), None);
        t.update(Message::Detail(id.clone()), "");
        t.update(Message::Remove, "");
        assert_eq!(
            t.update(Message::RemoveYes, ""),
            Some(Event::Learners(Change::Remove(id)))
        );
    }

    #[test]
    fn a_phone_shows_the_class_code_s_qr_code_until_the_teacher_goes_back() {
        let mut t = Teacher::default();
        assert!(!t.code_shown);
        assert_eq!(t.update(Message::ShowCode, ""), None);
        assert!(t.code_shown);
        assert_eq!(t.update(Message::HideCode, ""), None);
        assert!(!t.code_shown);
    }

    #[test]
    fn a_download_says_it_went_to_the_browsers_downloads() {
        for lang in Lang::ALL {
            let i18n = Localizer::new(lang);
            let file = Exported::File("/home/t/class.csv".into()).say(&i18n);
            let download = Exported::Download("class.csv".into()).say(&i18n);
            assert!(download.contains("class.csv"), "{lang:?}: {download}");
            assert_ne!(
                download.replace("class.csv", ""),
                file.replace("/home/t/class.csv", ""),
                "{lang:?}: a download is not worded as a file saved"
            );
        }
        let i18n = Localizer::new(Lang::En);
        let download = Exported::Download("class.csv".into()).say(&i18n);
        assert!(download.contains("browser's downloads"), "{download}");
    }

    #[test]
    fn activity_is_said_as_a_teacher_would() {
        let i18n = Localizer::new(Lang::En);
        let day = 86_400;
        let now = 20_000 * day + 50_000;
        assert_eq!(active(&i18n, 0, now), i18n.tr("teacher-never"));
        assert_eq!(
            active(&i18n, now - 100, now),
            i18n.tr("teacher-active-today")
        );
        assert!(active(&i18n, now - 3 * day, now).contains('3'));
        assert_eq!(active(&i18n, now - 30 * day, now), date(now - 30 * day));
        assert_eq!(stars_text(2), "★★☆");
    }
}
