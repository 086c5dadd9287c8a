//! The app's routes for the teacher's tournaments (`tournament/`): opened
//! from the teacher's view (kept, and given back on "Back"), each act
//! sent to the class server (`remote::tournament`), its answer handed to
//! the screen; the TRF file saved or opened through the computer's file
//! dialogs (in the browser: a download, and the page's file picker); a
//! printed page saved as an HTML file for a web browser to print (in the
//! browser: opened in a new tab). An organiser's tournaments are the same
//! screens: each call goes to the organiser's addresses, on the server
//! they signed in at (`routes_organiser.rs`).

use iced::Task;

use super::remote::Remote;
use super::remote::open_tournament as open_calls;
use super::remote::organiser as org_calls;
use super::remote::tournament::{self as calls, Whose};
use super::tournament::{Child, Event, Message as T, Tournaments};
use super::{App, Message, Screen};

/// The class's tournaments and, beside them, those across classes it is
/// in; or the organiser's.
pub(super) fn lists(remote: Remote, whose: Whose) -> Task<Message> {
    if whose == Whose::Organiser {
        return Task::perform(org_calls::list(remote), |r| msg(T::Listed(r)));
    }
    Task::batch([
        Task::perform(calls::list(remote.clone()), |r| msg(T::Listed(r))),
        Task::perform(open_calls::list(remote), |r| msg(T::OpenListed(r))),
    ])
}

fn msg(m: T) -> Message {
    Message::Tournament(Box::new(m))
}

impl App {
    /// "Tournaments" on the teacher's view: the class's list.
    pub(super) fn open_tournaments(&mut self, remote: Remote) -> Task<Message> {
        let class = match &self.screen {
            Screen::Teacher(t) => t
                .online()
                .map(|o| {
                    o.class
                        .roster()
                        .named()
                        .map(|l| Child {
                            id: l.id.clone(),
                            name: l.name.clone(),
                        })
                        .collect()
                })
                .unwrap_or_default(),
            _ => return Task::none(),
        };
        let left = std::mem::replace(
            &mut self.screen,
            Screen::Tournaments(Box::new(Tournaments::new(class))),
        );
        self.tournament_back = Some(Box::new(left));
        self.follow_language();
        lists(remote, Whose::Teacher)
    }

    /// The server's address as the hall's link shows it.
    fn hall_base(&self) -> String {
        let base = match self.organiser_base() {
            Some(base) => base.to_owned(),
            None => self.class.link().map(|l| l.url.clone()).unwrap_or_default(),
        };
        if base.is_empty() {
            #[cfg(target_arch = "wasm32")]
            return super::web::fetch::origin();
        }
        base
    }

    /// The way to the server of the tournaments on show: the organiser's,
    /// or the class's.
    fn tournaments_remote(&self) -> (Option<Remote>, Whose) {
        match self.organiser_base() {
            Some(base) => (self.sync.remote_at(base), Whose::Organiser),
            None => (self.sync.remote(&self.class), Whose::Teacher),
        }
    }

    /// The server the organiser on show signed in at, if one is.
    fn organiser_base(&self) -> Option<&str> {
        match &self.screen {
            Screen::Tournaments(t) => t.organiser.as_ref().map(|(_, base)| base.as_str()),
            _ => None,
        }
    }

    pub(super) fn on_tournament(&mut self, m: T) -> Task<Message> {
        let (remote, whose) = self.tournaments_remote();
        match m {
            T::Trf(Ok(text), name) => return self.save_trf(text, name),
            T::Trf(Err(f), _) => {
                let words = super::tournament::words::fail(&self.i18n, &f, None);
                return self.on_tournament(T::Exported(Err(words.join(" "))));
            }
            T::TrfSave(None, _) => return Task::none(),
            T::TrfSave(Some(path), text) => {
                let done = self
                    .write_export(&path, &text, "text/plain;charset=utf-8")
                    .map(|e| e.say(&self.i18n));
                return self.on_tournament(T::Exported(done));
            }
            T::ImportChosen(path) => return self.import_trf(path, remote),
            T::ImportRead(bytes) => return self.import_trf_bytes(&bytes, remote),
            T::Printed(Ok(html), file) => return self.save_print(html, file),
            T::Printed(Err(f), _) => {
                let words = super::tournament::words::fail(&self.i18n, &f, None);
                return self.on_tournament(T::Exported(Err(words.join(" "))));
            }
            T::PrintSave(None, _) => return Task::none(),
            T::PrintSave(Some(path), html) => {
                let done = self
                    .write_export(&path, &html, "text/html;charset=utf-8")
                    .map(|e| match e {
                        super::teacher::Exported::File(f) => self
                            .i18n
                            .tr_with("tournament-print-saved", &[("file", f.into())]),
                        e => e.say(&self.i18n),
                    });
                let saved = done.is_ok().then_some(path);
                let task = self.on_tournament(T::Exported(done));
                if let Screen::Tournaments(t) = &mut self.screen
                    && let super::tournament::Page::One(o) = &mut t.page
                {
                    o.printed = saved;
                }
                return task;
            }
            T::Mine(_) | T::Reported(_) | T::OpenMine(_) => return self.on_device_tournament(m),
            _ => {}
        }
        let base = self.hall_base();
        let Screen::Tournaments(t) = &mut self.screen else {
            return Task::none();
        };
        let event = t.update(m, &self.i18n);
        if let super::tournament::Page::One(o) = &mut t.page {
            o.base = base;
            o.hall_qr = o.hall_link().and_then(|l| super::class_code::Qr::of(&l));
        }
        let Some(event) = event else {
            return Task::none();
        };
        if let Event::Back = event {
            match self.tournament_back.take() {
                Some(s) => self.screen = *s,
                None => self.go_home(),
            }
            self.follow_language();
            return Task::none();
        }
        let Some(remote) = remote else {
            return Task::none();
        };
        if whose == Whose::Organiser {
            match event {
                Event::List => return lists(remote, whose),
                Event::Open(id) => {
                    return Task::perform(org_calls::one(remote, id), |r| {
                        msg(T::OrganiserGot(r.map(|t| (t, Vec::new()))))
                    });
                }
                Event::CreateOpen(new) => {
                    return Task::perform(org_calls::create(remote, new), |r| {
                        msg(T::OrganiserGot(r.map(|t| (t, Vec::new()))))
                    });
                }
                Event::Act(id, a) => {
                    return Task::perform(org_calls::act(remote, id, a), |r| {
                        msg(T::OrganiserGot(r))
                    });
                }
                Event::SignOut => {
                    return Task::perform(org_calls::sign_out(remote), |_| msg(T::SignedOut));
                }
                _ => {}
            }
        }
        match event {
            Event::List => lists(remote, whose),
            Event::OpenOne(id) => {
                Task::perform(open_calls::one(remote, id), |r| msg(T::OpenGot(r)))
            }
            Event::OpenEnter(id, round, table, r) => {
                Task::perform(open_calls::enter(remote, id, round, table, Some(r)), |r| {
                    msg(T::OpenEntered(r))
                })
            }
            Event::Create(new) => Task::perform(calls::create(remote, new), |r| {
                msg(T::Got(r.map(|t| (t, Vec::new()))))
            }),
            Event::Open(id) => Task::perform(calls::one(remote, id), |r| {
                msg(T::Got(r.map(|t| (t, Vec::new()))))
            }),
            Event::Act(id, a) => Task::perform(calls::act(remote, id, a), |r| msg(T::Got(r))),
            Event::Start(id) => Task::perform(calls::start(remote, id), |r| msg(T::Started(r))),
            Event::Hall(id, open) => {
                Task::perform(calls::hall(remote, whose, id, open), |r| msg(T::Hall(r)))
            }
            Event::Export(id, name) => Task::perform(calls::export(remote, whose, id), move |r| {
                msg(T::Trf(r, name.clone()))
            }),
            Event::Import => self.choose_trf(),
            Event::Print(id, name, page, round) => self.print(remote, whose, id, name, page, round),
            Event::OpenPrinted(path) => {
                open_in_browser(&path);
                Task::none()
            }
            Event::Back | Event::CreateOpen(_) | Event::SignOut => Task::none(),
        }
    }

    /// A page to print, in the teacher's language: on the desktop fetched
    /// (the session is the remote's) to be saved; in the browser opened
    /// in a new tab, where the session's cookie goes with it.
    fn print(
        &mut self,
        remote: Remote,
        whose: Whose,
        id: String,
        name: String,
        page: calls::Print,
        round: Option<u32>,
    ) -> Task<Message> {
        let lang = self.i18n.lang().code().to_owned();
        #[cfg(target_arch = "wasm32")]
        {
            let _ = name;
            // The tab would show the server's refusal as it is: a round
            // not yet published is said here instead.
            let published = match &self.screen {
                Screen::Tournaments(t) => t.open().is_some_and(|o| !o.t.rounds.is_empty()),
                _ => false,
            };
            let done =
                if !published && matches!(page, calls::Print::Pairings | calls::Print::Sheets) {
                    Err(self.i18n.tr("tournament-print-no-round"))
                } else {
                    let url = format!(
                        "{}{}",
                        remote.base().trim_end_matches('/'),
                        page.path(whose, &id, &lang, round)
                    );
                    let opened = web_sys::window()
                        .and_then(|w| w.open_with_url_and_target(&url, "_blank").ok().flatten());
                    match opened {
                        Some(_) => Ok(self.i18n.tr("tournament-print-tab")),
                        None => Err(self.i18n.tr("tournament-print-blocked")),
                    }
                };
            self.on_tournament(T::Exported(done))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let file = page.file_name(&name, round);
            Task::perform(
                calls::print(remote, whose, id, page, lang, round),
                move |r| msg(T::Printed(r, file.clone())),
            )
        }
    }

    /// A printed page saved where the teacher chooses.
    fn save_print(&mut self, html: String, file: String) -> Task<Message> {
        #[cfg(target_arch = "wasm32")]
        {
            // The browser opens pages in a tab (`print`); none comes here.
            let _ = (html, file);
            Task::none()
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let title = self.i18n.tr("tournament-print");
            Task::perform(
                async move {
                    rfd::AsyncFileDialog::new()
                        .set_title(title)
                        .add_filter("HTML", &["html", "htm"])
                        .set_file_name(file)
                        .save_file()
                        .await
                        .map(|f| f.path().to_path_buf())
                },
                move |path| msg(T::PrintSave(path, html.clone())),
            )
        }
    }

    /// The TRF text saved where the teacher chooses (the browser: a
    /// download).
    fn save_trf(&mut self, text: String, name: String) -> Task<Message> {
        let file = calls::file_stem(&name) + ".trf";
        #[cfg(target_arch = "wasm32")]
        {
            self.on_tournament(T::TrfSave(Some(file.into()), text))
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let title = self.i18n.tr("tournament-export");
            Task::perform(
                async move {
                    rfd::AsyncFileDialog::new()
                        .set_title(title)
                        .add_filter("TRF", &["trf", "txt"])
                        .set_file_name(file)
                        .save_file()
                        .await
                        .map(|f| f.path().to_path_buf())
                },
                move |path| msg(T::TrfSave(path, text.clone())),
            )
        }
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn choose_trf(&self) -> Task<Message> {
        let title = self.i18n.tr("tournament-import");
        Task::perform(
            async move {
                rfd::AsyncFileDialog::new()
                    .set_title(title)
                    .add_filter("TRF", &["trf", "txt"])
                    .pick_file()
                    .await
                    .map(|f| f.path().to_path_buf())
            },
            |path| msg(T::ImportChosen(path)),
        )
    }

    /// The browser's file picker: the file comes back as
    /// `Message::Imported`, which the tournaments' screen takes as a TRF
    /// file ([`App::import_trf_bytes`]).
    #[cfg(target_arch = "wasm32")]
    fn choose_trf(&self) -> Task<Message> {
        super::web::files::open_for(super::web::files::TRF);
        Task::none()
    }

    /// A TRF file read (bounded, a regular file) and sent as a new
    /// tournament; why not, in words.
    fn import_trf(
        &mut self,
        path: Option<std::path::PathBuf>,
        remote: Option<Remote>,
    ) -> Task<Message> {
        let Some(path) = path else {
            return Task::none();
        };
        #[cfg(not(target_arch = "wasm32"))]
        {
            use crate::content::safe_read::{MAX_CLASS_LIST, read_bytes};
            match read_bytes(&path, MAX_CLASS_LIST) {
                Ok(bytes) => self.import_trf_bytes(&bytes, remote),
                Err(why) => {
                    let why = self.i18n.detail(&crate::content::source::refused(&why));
                    self.import_refused(why)
                }
            }
        }
        #[cfg(target_arch = "wasm32")]
        {
            let _ = (path, remote);
            Task::none()
        }
    }

    /// A TRF file's bytes (from the desktop's file, or the browser's
    /// picker): at most 256 KB of UTF-8, sent to the server as a new
    /// tournament; why not, in words.
    pub(super) fn import_trf_bytes(
        &mut self,
        bytes: &[u8],
        remote: Option<Remote>,
    ) -> Task<Message> {
        use crate::content::safe_read::{MAX_CLASS_LIST, Refused};
        let Some(remote) = remote else {
            return Task::none();
        };
        if bytes.len() as u64 > MAX_CLASS_LIST {
            let too_big = Refused::TooBig {
                max: MAX_CLASS_LIST,
            };
            let why = self.i18n.detail(&crate::content::source::refused(&too_big));
            return self.import_refused(why);
        }
        match String::from_utf8(bytes.to_vec()) {
            Ok(trf) => Task::perform(calls::import(remote, trf), |r| {
                msg(T::Got(r.map(|t| (t, Vec::new()))))
            }),
            Err(_) => {
                let why = self.i18n.tr("tournament-trf-not-text");
                self.import_refused(why)
            }
        }
    }

    fn import_refused(&mut self, why: String) -> Task<Message> {
        if let Screen::Tournaments(t) = &mut self.screen {
            t.failed = vec![why];
        }
        Task::none()
    }
}

/// The saved page opened by the computer's own program for it (a web
/// browser): the program started directly, no shell between, and any
/// failure left unsaid (the sentence on the screen says where the file
/// is).
#[cfg(not(target_arch = "wasm32"))]
fn open_in_browser(path: &std::path::Path) {
    use std::process::{Command, Stdio};
    let program = if cfg!(target_os = "windows") {
        "explorer"
    } else if cfg!(target_os = "macos") {
        "open"
    } else {
        "xdg-open"
    };
    let started = Command::new(program)
        .arg(path)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn();
    if let Ok(mut child) = started {
        // Waited for, so that it leaves nothing behind when it ends.
        std::thread::spawn(move || child.wait());
    }
}

#[cfg(target_arch = "wasm32")]
fn open_in_browser(_: &std::path::Path) {}

impl App {
    /// A child's device on Home asks for their tournaments now and then.
    pub(super) fn tournament_look(&mut self, now: iced::time::Instant) -> Task<Message> {
        let learner = self.class.learner();
        if !matches!(self.screen, Screen::Home(_))
            || learner.is_guest()
            || !self.tournament_mine.due(now)
        {
            return Task::none();
        }
        let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link()) else {
            return Task::none();
        };
        self.tournament_mine.asking = true;
        self.tournament_mine.asked = Some(now);
        Task::batch([
            Task::perform(calls::mine(remote.clone(), link.token.clone()), |r| {
                msg(T::Mine(r))
            }),
            Task::perform(open_calls::mine(remote, link.token.clone()), |r| {
                msg(T::OpenMine(r))
            }),
        ])
    }

    /// The child's answers: their tournaments, a report's state.
    fn on_device_tournament(&mut self, m: T) -> Task<Message> {
        match m {
            T::Mine(r) => {
                self.tournament_mine.asking = false;
                // A look that failed keeps what was there; the next one
                // comes in its time.
                if let Ok(lines) = r {
                    self.tournament_mine.set_class(lines);
                }
            }
            T::OpenMine(Ok(lines)) => {
                let i18n = &self.i18n;
                self.tournament_mine.set_open(lines, |name, class| {
                    i18n.tr_with(
                        "tournament-open-opponent",
                        &[
                            ("name", name.to_owned().into()),
                            ("class", class.to_owned().into()),
                        ],
                    )
                });
            }
            T::Reported(r) => {
                // What the report did, or why it did not, said on the card
                // for that game.
                let words = match &r {
                    Ok(state) => super::tournament::device::report_words(state),
                    Err(calls::Fail::Refused(r)) => super::tournament::words::refusal_id(&r.error),
                    Err(calls::Fail::Call(f)) => f.message_id(),
                };
                if let Some((_, said)) = &mut self.tournament_mine.reported {
                    *said = words;
                }
                // The place and the next game may have changed.
                self.tournament_mine.asked = None;
            }
            _ => {}
        }
        Task::none()
    }

    /// "I won", "Draw", "I lost" on Home's card.
    pub(super) fn tournament_report(&mut self, result: &'static str) -> Task<Message> {
        let learner = self.class.learner().id.clone();
        let Some(t) = self.tournament_mine.of(&learner) else {
            return Task::none();
        };
        let Some(next) = t.next.as_ref().filter(|n| n.duel.is_none()) else {
            return Task::none();
        };
        let (Some(remote), Some(link)) = (self.sync.remote(&self.class), self.class.link()) else {
            return Task::none();
        };
        let (id, round, table) = (t.id.clone(), next.round, next.table);
        self.tournament_mine.reported =
            Some(((id.clone(), round, table), "tournament-report-waiting"));
        let token = link.token.clone();
        if self.tournament_mine.is_open(&id) {
            let call = open_calls::report(remote, token, id, learner, round, table, result);
            return Task::perform(call, |r| msg(T::Reported(r)));
        }
        let call = calls::report(remote, token, id, learner, round, table, result);
        Task::perform(call, |r| msg(T::Reported(r)))
    }

    /// Home's card for the child's tournament, if they play in one.
    pub(super) fn tournament_offer(&self) -> Option<super::home::Offer> {
        let learner = self.class.learner();
        if learner.is_guest() || self.class.link().is_none() {
            return None;
        }
        let t = self.tournament_mine.of(&learner.id)?;
        let say = |l: &crate::i18n::Localizer| {
            let title = ("title", t.name.clone().into());
            match &t.next {
                Some(n) => l.tr_with(
                    if n.moves_first {
                        "tournament-home-next-first"
                    } else {
                        "tournament-home-next-second"
                    },
                    &[
                        title,
                        ("round", n.round.into()),
                        ("table", n.table.into()),
                        ("opponent", n.opponent.clone().into()),
                    ],
                ),
                None if t.bye => l.tr_with("tournament-home-bye", &[title]),
                None => l.tr_with("tournament-home-wait", &[title]),
            }
        };
        let place = if t.place_to > t.place {
            format!("{}–{}", t.place, t.place_to)
        } else {
            t.place.to_string()
        };
        let reported = self.tournament_mine.reported_for(t);
        Some(super::home::Offer::Tournament {
            said: say(&self.i18n),
            second: self.i18n.second().map(|l| say(&l)),
            place: self.i18n.tr_with(
                "tournament-home-place",
                &[
                    ("place", place.into()),
                    ("points", super::tournament::words::points(&t.points).into()),
                ],
            ),
            report: t.next.as_ref().is_some_and(|n| n.duel.is_none()),
            reported: reported.map(|id| self.i18n.tr(id)),
            table: t
                .standings
                .iter()
                .flatten()
                .map(|s| super::home::TableLine {
                    place: if s.place_to > s.place {
                        format!("{}–{}", s.place, s.place_to)
                    } else {
                        s.place.to_string()
                    },
                    name: s.name.clone(),
                    points: super::tournament::words::points(&s.points),
                    mine: s.mine,
                })
                .collect(),
        })
    }
}
