//! What the class server means to the app's screens: joining a class (the
//! join screen, a join link, Settings), the sync loop's answers, the
//! teacher's sign-in on a joined device and the teacher's view of the
//! class as the server keeps it (its CSV, a learner's data, a removal).

use std::path::Path;

use iced::Task;
use iced::time::Instant;

use super::remote::api::{self, Failure, ServerClass};
use super::settings_server::{self, Shown};
use super::sync::Message as S;
use super::{App, Message, Screen, join, lock, picker, remote, sign_in, teacher};
use crate::classroom::{Classroom, Link, Loaded};

impl App {
    /// Whether "Join your class" is offered: a class server answered where
    /// this app was given one, and this device is in no class yet.
    pub(super) fn offers_join(&self) -> bool {
        self.sync.server_answers() && self.class.link().is_none()
    }

    /// Joins the class with `code` once the server this app was given
    /// answers (a join link the page was opened with).
    pub fn join_when_ready(&mut self, code: String) {
        self.sync.set_pending_join(code);
    }

    /// What Settings' class server part shows, if it is offered: always on
    /// the desktop, in the browser when the page's server is a class
    /// server or the device is in a class.
    pub(super) fn server_part(&self) -> Option<Shown> {
        let ask_address = !cfg!(target_arch = "wasm32");
        let joined = self
            .class
            .link()
            .map(|l| (l.class.name.clone(), self.shown_address(&l.url)));
        if !ask_address && joined.is_none() && !self.sync.server_answers() {
            return None;
        }
        Some(Shown {
            joined,
            sign: self.sync.sign(&self.class),
            ask_address,
            given: self
                .sync
                .server()
                .filter(|s| !s.is_empty())
                .map(str::to_owned),
        })
    }

    /// A server's address as the teacher reads it: the page's own in the
    /// browser.
    fn shown_address(&self, base: &str) -> String {
        if base.is_empty() {
            page_origin()
        } else {
            base.to_owned()
        }
    }

    /// Asks to join the class with `code` on the server at `address` (none:
    /// the one this app was given).
    pub(super) fn join_class(&mut self, address: Option<String>, code: String) -> Task<Message> {
        let base = match address {
            Some(a) => remote::address(&a),
            None => self.sync.server().unwrap_or_default().to_owned(),
        };
        // The desktop has no page's server to fall back on.
        let remote = if base.is_empty() && !cfg!(target_arch = "wasm32") {
            None
        } else {
            self.sync.remote_at(&base)
        };
        let Some(remote) = remote else {
            let answer = Err(if base.is_empty() {
                Failure::NoAddress
            } else {
                Failure::Unreachable
            });
            return Task::done(Message::Sync(S::Joined { base, code, answer }));
        };
        Task::perform(api::join(remote, code.clone()), move |answer| {
            Message::Sync(S::Joined { base, code, answer })
        })
    }

    pub(super) fn on_join(&mut self, m: join::Message) -> Task<Message> {
        let Screen::Join(j) = &mut self.screen else {
            return Task::none();
        };
        match j.update(m) {
            Some(join::Event::Join(code)) => self.join_class(None, code),
            Some(join::Event::Later) => {
                self.go_to_start();
                Task::none()
            }
            Some(join::Event::Organiser) => self.open_organiser(),
            None => Task::none(),
        }
    }

    /// Home, or "Who is playing?" where there are names to pick.
    fn go_to_start(&mut self) {
        if self.class.needs_picker() {
            self.screen = Screen::Picker(picker::Picker::default(), true);
        } else {
            self.go_home();
        }
    }

    /// Whether this is a device's first start, untouched: the guest
    /// alone, nothing done, on Home.
    fn fresh_start(&self) -> bool {
        matches!(&self.screen, Screen::Home(h) if !h.is_naming())
            && !self.class.needs_picker()
            && !self.class.roster().all()[0].has_work()
    }

    /// The teacher's view: on a device in a class, the class server's
    /// (its password asked, unless the teacher's session is still open);
    /// on any other, this device's own, behind the PIN.
    pub(super) fn open_teacher(&mut self) -> Task<Message> {
        let Some(link) = self.class.link() else {
            return self.open_door(lock::Door::Teacher);
        };
        self.screen = Screen::SignIn(sign_in::SignIn::new(&link.class.name, &link.code));
        Task::batch([
            iced::widget::operation::focus(sign_in::PASSWORD_ID),
            self.ask_class(false),
        ])
    }

    pub(super) fn on_sign_in(&mut self, m: sign_in::Message) -> Task<Message> {
        let Screen::SignIn(s) = &mut self.screen else {
            return Task::none();
        };
        match s.update(m) {
            Some(sign_in::Event::SignIn(password)) => {
                // The class's id, not the code it joined with: the teacher
                // may have made a new code since.
                let code = self
                    .class
                    .link()
                    .map(|l| l.class.id.clone())
                    .unwrap_or_default();
                match self.sync.remote(&self.class) {
                    Some(remote) => Task::perform(api::sign_in(remote, code, password), |r| {
                        Message::Sync(S::SignedIn(r))
                    }),
                    None => Task::done(Message::Sync(S::SignedIn(Err(Failure::Unreachable)))),
                }
            }
            Some(sign_in::Event::Cancelled) => {
                self.leave_teacher();
                Task::none()
            }
            Some(sign_in::Event::Organiser) => self.open_organiser(),
            None => Task::none(),
        }
    }

    /// Asks the server for the whole class; `asked`: the teacher waits for
    /// it (a failure is said), else a session may be open or the view on
    /// show is refreshed.
    fn ask_class(&self, asked: bool) -> Task<Message> {
        match self.sync.remote(&self.class) {
            Some(remote) => Task::perform(api::class(remote), move |answer| {
                Message::Sync(S::Class {
                    asked,
                    answer: answer.map(Box::new),
                })
            }),
            None => Task::none(),
        }
    }

    /// The class from the server as the teacher's view shows it: built
    /// from its learners as the device builds its own, with this device's
    /// lessons and puzzles.
    fn online(&self, c: ServerClass) -> teacher::Online {
        let loaded = Loaded {
            learners: c.learners,
            ..Loaded::default()
        };
        let class = Classroom::new(loaded, self.class.library().clone());
        let base = self.class.link().map(|l| l.url.clone()).unwrap_or_default();
        let link = remote::join_link(&self.shown_address(&base), &c.class.code);
        let mut online = teacher::Online::new(class, c.class, link);
        online.duplicates = c.duplicates;
        online
    }

    /// The class server's answers, and the loop's clock.
    pub(super) fn on_sync(&mut self, m: S) -> Task<Message> {
        let now = Instant::now();
        match m {
            S::Tick(at) => {
                self.sync.noticed(&self.class, now);
                // The teacher's view of the server's class stays fresh.
                let online = matches!(&self.screen, Screen::Teacher(t) if t.online().is_some());
                let refresh = if online && self.sync.class_due(at) {
                    self.ask_class(false)
                } else {
                    Task::none()
                };
                return Task::batch([refresh, self.sync.start(&self.class, at)]);
            }
            S::Now => self.sync.now(now),
            S::NetworkBack => self.sync.network_back(now),
            S::Synced {
                generation,
                sent,
                answer,
            } => {
                if self.sync.answered(generation, &answer, now) {
                    match answer {
                        Ok(response) => {
                            self.class
                                .synced_at(&sent, response, super::clock::seconds());
                            self.sync.still_waiting(&self.class, now);
                        }
                        Err(Failure::Refused(r)) => self.class.sync_refused(r),
                        Err(_) => {}
                    }
                }
            }
            S::Hello(answer) => {
                let answers = answer.is_ok();
                self.sync.heard_hello(answer);
                if !answers {
                    return Task::none();
                }
                if let Some(code) = self.sync.take_pending_join() {
                    return self.join_class(None, code);
                }
                if self.class.link().is_none() && self.fresh_start() {
                    self.screen = Screen::Join(join::Join::default());
                    return iced::widget::operation::focus(join::CODE_ID);
                }
            }
            S::Joined { base, code, answer } => return self.joined(base, code, answer, now),
            S::SignedIn(Ok(_)) => return self.ask_class(true),
            S::SignedIn(Err(f)) => {
                if let Screen::SignIn(s) = &mut self.screen {
                    s.failed(f);
                }
            }
            S::Class { asked, answer } => self.class_answered(asked, answer.map(|c| *c), now),
            S::Csv { path, answer } | S::LearnerData { path, answer } => {
                let json = path.extension().is_some_and(|e| e == "json");
                let done = match answer {
                    Ok(text) => {
                        let kind = if json {
                            "application/json"
                        } else {
                            "text/csv;charset=utf-8"
                        };
                        self.write_export(&path, &text, kind)
                    }
                    Err(f) => Err(self.i18n.tr_with(
                        "teacher-export-failed",
                        &[("why", self.i18n.tr(f.message_id()).into())],
                    )),
                };
                if let Screen::Teacher(t) = &mut self.screen {
                    t.exported(done);
                }
            }
            S::Renamed { answer } => match answer {
                Ok(()) => {
                    // The view now, this device and every other at their
                    // next sync.
                    self.sync.now(now);
                    return self.ask_class(false);
                }
                Err(f) => {
                    let words = self.i18n.tr_with(
                        "teacher-rename-failed",
                        &[("why", self.i18n.tr(f.message_id()).into())],
                    );
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.server_failed(Some(words));
                    }
                }
            },
            S::LangsSet { answer } => match answer {
                // The view now, this device and every other at their next
                // sync.
                Ok(()) => {
                    self.sync.now(now);
                    return self.ask_class(false);
                }
                Err(f) => {
                    let words = self.i18n.tr_with(
                        "teacher-langs-failed",
                        &[("why", self.i18n.tr(f.message_id()).into())],
                    );
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.server_failed(Some(words));
                    }
                }
            },
            S::Removed { id: _, answer } => match answer {
                Ok(()) => {
                    // The view, and this device at its next sync, lose them.
                    self.sync.now(now);
                    return self.ask_class(false);
                }
                Err(f) => {
                    let words = self.i18n.tr_with(
                        "teacher-remove-failed",
                        &[("why", self.i18n.tr(f.message_id()).into())],
                    );
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.server_failed(Some(words));
                    }
                }
            },
            S::Devices(answer) => {
                let list = answer.map_err(|f| self.failed_words(f));
                if let Screen::Teacher(t) = &mut self.screen {
                    t.set_devices(list);
                }
            }
            S::Forgot(answer) => match answer {
                Ok(()) => {
                    return self
                        .on_online_teacher(teacher::Event::Devices)
                        .unwrap_or_else(|_| Task::none());
                }
                Err(f) => {
                    let words = self.failed_words(f);
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.set_devices(Err(words));
                    }
                }
            },
            S::NewCode(answer) => match answer {
                // The view shows the new code (its link and QR code too).
                Ok(_) => return self.ask_class(false),
                Err(f) => {
                    let words = self.failed_words(f);
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.server_failed(Some(words));
                    }
                }
            },
            S::Merged { answer } => match answer {
                Ok(()) => {
                    self.sync.now(now);
                    return self.ask_class(false);
                }
                Err(f) => {
                    let words = self.i18n.tr_with(
                        "teacher-merge-failed",
                        &[("why", self.i18n.tr(f.message_id()).into())],
                    );
                    if let Screen::Teacher(t) = &mut self.screen {
                        t.server_failed(Some(words));
                    }
                }
            },
            S::Done => {}
        }
        Task::none()
    }

    /// Why something asked of the class server for the teacher failed.
    fn failed_words(&self, f: Failure) -> String {
        self.i18n.tr_with(
            "teacher-server-failed",
            &[("why", self.i18n.tr(f.message_id()).into())],
        )
    }

    fn joined(
        &mut self,
        base: String,
        code: String,
        answer: Result<api::Joined, Failure>,
        now: Instant,
    ) -> Task<Message> {
        match answer {
            Ok(j) => {
                let mut link = Link::joined(&base, &j.token, j.class);
                link.code = code;
                self.class.join(link);
                self.sync.restart(now);
                match &mut self.screen {
                    Screen::Settings(s) => s.joined(Ok(())),
                    // The class's cards come with the first sync.
                    Screen::Join(_) | Screen::Home(_) => {
                        self.screen = Screen::Picker(picker::Picker::default(), true);
                    }
                    _ => {}
                }
            }
            Err(f) => match &mut self.screen {
                Screen::Join(j) => j.failed(f),
                Screen::Settings(s) => s.joined(Err(f)),
                _ => {}
            },
        }
        Task::none()
    }

    fn class_answered(&mut self, asked: bool, answer: Result<ServerClass, Failure>, now: Instant) {
        match answer {
            Ok(c) => {
                let online = self.online(c);
                self.sync.class_seen(now);
                match &mut self.screen {
                    Screen::SignIn(_) => {
                        // A class with no names yet opens on "Add children".
                        let mut t = if online.class.roster().named().next().is_none() {
                            teacher::Teacher::adding()
                        } else {
                            teacher::Teacher::default()
                        };
                        t.set_online(online);
                        self.screen = Screen::Teacher(t);
                    }
                    Screen::Teacher(t) if t.online().is_some() => t.set_online(online),
                    _ => {}
                }
            }
            // The session ended (the server restarted, or eight hours
            // passed): the password is asked again.
            Err(Failure::Unauthorized) if matches!(&self.screen, Screen::Teacher(t) if t.online().is_some()) =>
            {
                let (name, code) = self
                    .class
                    .link()
                    .map(|l| (l.class.name.clone(), l.code.clone()))
                    .unwrap_or_default();
                self.screen = Screen::SignIn(sign_in::SignIn::new(&name, &code));
            }
            Err(f) => match &mut self.screen {
                Screen::SignIn(s) if asked => s.failed(f),
                Screen::Teacher(t) => {
                    let words = self.i18n.tr(f.message_id());
                    t.server_failed(Some(words));
                }
                _ => {}
            },
        }
    }

    /// The teacher's view's events that concern the class server, on a
    /// joined device; the others are handed back, for the device's own
    /// view's routes.
    pub(super) fn on_online_teacher(
        &mut self,
        event: teacher::Event,
    ) -> Result<Task<Message>, teacher::Event> {
        let online = matches!(&self.screen, Screen::Teacher(t) if t.online().is_some());
        let remote = match self.sync.remote(&self.class) {
            Some(r) if online => r,
            _ => return Err(event),
        };
        Ok(match event {
            teacher::Event::Export(path) => Task::perform(api::export_csv(remote), move |answer| {
                Message::Sync(S::Csv { path, answer })
            }),
            teacher::Event::ExportLearner(id, path) => {
                Task::perform(api::learner(remote, id), move |answer| {
                    Message::Sync(S::LearnerData { path, answer })
                })
            }
            teacher::Event::RenameOnServer(id, name) => {
                Task::perform(api::rename(remote, id, name), |answer| {
                    Message::Sync(S::Renamed { answer })
                })
            }
            teacher::Event::Langs(apply) => Task::perform(api::langs(remote, apply), |answer| {
                Message::Sync(S::LangsSet { answer })
            }),
            teacher::Event::RemoveFromServer(id) => {
                let asked = id.clone();
                Task::perform(api::remove(remote, asked), move |answer| {
                    Message::Sync(S::Removed { id, answer })
                })
            }
            teacher::Event::Merge { keep, gone } => {
                Task::perform(api::merge(remote, keep, gone), |answer| {
                    Message::Sync(S::Merged { answer })
                })
            }
            // Learners added here go to the class with the next sync.
            teacher::Event::Add(names) => {
                let millis = super::clock::millis();
                for (i, n) in names.into_iter().enumerate() {
                    let _ = self.class.add(&n.name, n.lang, millis + i as u64);
                }
                self.sync.now(Instant::now());
                Task::none()
            }
            teacher::Event::Live => self.open_live(remote),
            teacher::Event::Tournaments => self.open_tournaments(remote),
            teacher::Event::Duels => self.open_class_games(),
            teacher::Event::Devices => {
                Task::perform(api::devices(remote), |a| Message::Sync(S::Devices(a)))
            }
            teacher::Event::ForgetDevice(id) => {
                Task::perform(api::forget_device(remote, id), |a| {
                    Message::Sync(S::Forgot(a))
                })
            }
            teacher::Event::NewCode => {
                Task::perform(api::new_code(remote), |a| Message::Sync(S::NewCode(a)))
            }
            teacher::Event::Back => {
                self.leave_teacher();
                // Signed out, so the next one to open it is asked again.
                Task::perform(api::sign_out(remote), |_| Message::Sync(S::Done))
            }
            other => return Err(other),
        })
    }

    /// Settings' class server part.
    pub(super) fn on_server_part(&mut self, event: settings_server::Event) -> Task<Message> {
        match event {
            settings_server::Event::Join { address, code } => self.join_class(address, code),
            settings_server::Event::Leave => {
                self.class.leave();
                self.sync.restart(Instant::now());
                Task::none()
            }
            settings_server::Event::Focus(id) => iced::widget::operation::focus(id),
            settings_server::Event::Organiser => self.open_organiser(),
        }
    }

    /// Writes an export the teacher asked for at `path` (in the browser, a
    /// download named as the path's file): where it went, or why not.
    pub(super) fn write_export(
        &self,
        path: &Path,
        text: &str,
        kind: &str,
    ) -> Result<teacher::Exported, String> {
        #[cfg(target_arch = "wasm32")]
        {
            // A download, named as the field says.
            let name = path
                .file_name()
                .map_or_else(|| "wahree.txt".into(), |n| n.to_string_lossy().into_owned());
            super::web::files::download(&name, text, kind)
                .map(|()| teacher::Exported::Download(name))
                .map_err(|super::web::files::Refused| {
                    let why = self.i18n.tr("teacher-export-refused");
                    self.i18n
                        .tr_with("teacher-export-failed", &[("why", why.into())])
                })
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = kind;
            // Children's names and data: readable by the teacher's account
            // only.
            crate::classroom::files::write_private(path, text.as_bytes())
                .map(|()| teacher::Exported::File(path.display().to_string()))
                .map_err(|e| {
                    self.i18n.tr_with(
                        "teacher-export-failed",
                        &[(
                            "why",
                            self.i18n
                                .detail(&crate::content::source::unreadable(&e))
                                .into(),
                        )],
                    )
                })
        }
    }
}

/// The page's address in the browser (the join link's); nothing on the
/// desktop, whose server always has one.
fn page_origin() -> String {
    #[cfg(target_arch = "wasm32")]
    {
        super::web::fetch::origin()
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        String::new()
    }
}
