//! The iced application: one module per screen, each with its own state,
//! `Message` and the `Event` it hands up; this module routes between them.
//! Who learns and how far they got is the classroom's (`crate::classroom`):
//! screens report what a learner did, the app hands it over with the time,
//! and the saver writes what changed in the background. A device joined to
//! a class server syncs with it (`sync.rs`, over `remote/`).

pub mod background;
pub mod board;
pub mod card;
pub mod chosen;
pub mod class_code;
pub mod clock;
pub mod duel;
pub mod even;
pub mod fit;
pub mod fonts;
pub mod furigana;
pub mod home;
#[cfg(not(target_arch = "wasm32"))]
pub mod icon;
pub mod join;
mod keys;
pub mod keys_line;
pub mod learners;
pub mod lesson;
pub mod lessons;
pub mod live;
pub mod lock;
pub mod motion;
mod name_field;
pub mod organiser_sign_in;
mod pass_on;
pub mod picker;
pub mod play;
pub mod puzzle;
mod puzzle_choice;
pub mod puzzles;
mod record;
pub mod remote;
pub mod resume;
pub mod reveal;
pub mod review;
mod routes;
mod routes_board;
mod routes_duel;
mod routes_duel_class;
mod routes_live;
mod routes_organiser;
mod routes_sync;
mod routes_tournament;
pub mod said;
pub mod saver;
pub mod semantics;
pub mod settings;
pub mod settings_server;
pub mod settle;
pub mod shape;
pub mod sign_in;
pub mod speak;
pub mod splice;
pub mod stars;
pub mod symbols;
pub mod sync;
pub mod sync_sign;
pub mod tallest;
pub mod teacher;
pub mod teacher_add;
mod teacher_duplicates;
pub mod teacher_langs;
pub mod theme;
pub mod tournament;
#[cfg(target_arch = "wasm32")]
pub mod web;

#[cfg(test)]
mod adapt_tests;
#[cfg(all(test, feature = "gui-tests"))]
mod chosen_tests;
#[cfg(test)]
mod classroom_tests;
#[cfg(test)]
mod keyboard_tests;
#[cfg(test)]
mod profile_tests;
#[cfg(test)]
mod resume_tests;
#[cfg(test)]
mod speak_tests;
#[cfg(test)]
mod sync_tests;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use iced::keyboard;
use iced::{Element, Subscription, Task, Theme, event, window};

use crate::classroom::{
    BoardSize, Classroom, LessonProgress, Library, Look, PuzzleRecord, Roster, Speed, State,
    Storage, StorageError, ThemeChoice, save,
};
use crate::content::{Lesson, Problem, Puzzle};
use crate::i18n::{Lang, Localizer};
use lesson::LessonScreen;
use play::opponent::Opponent;
use puzzle::PuzzleScreen;
use review::ReviewScreen;
use saver::Saver;
use speak::{Aloud, Said, Speech};

pub struct App {
    class: Classroom,
    i18n: Localizer,
    /// The system's language: the first start's, until the class or a
    /// learner has one.
    system: Lang,
    screen: Screen,
    /// Writes what changed, off the window's thread.
    saver: Saver,
    /// Something the learner must be told on the home screen.
    notice: Option<Notice>,
    /// The teacher's folders when they are read (and read again when the
    /// lesson list opens); none reads none of them.
    folders: Option<Folders>,
    /// The play screen on show is the learner's last doing (a move was
    /// played in it, or it was continued): its game is then recorded as
    /// it changes, and forgotten once it is over or started afresh.
    play_is_last: bool,
    /// The play screen's revision last recorded, so a frame of a sowing
    /// records nothing.
    play_recorded: Option<u64>,
    /// Teaching mode and the computer that adapts as the play screen on
    /// show last had them (none: as the learner had them when it opened),
    /// so that a switch is recorded as the child's choice, and nothing
    /// else is.
    play_choices: Option<(bool, bool)>,
    /// The moves of the last finished game recorded, so that one game is
    /// counted once.
    play_ended: Option<Vec<u8>>,
    /// The teacher's PIN was typed right; until the app goes back to Home
    /// or "Who is playing?".
    unlocked: bool,
    /// The teacher's view was opened from "Who is playing?" (with that
    /// screen's own way back): leaving it goes back there, not to Home as
    /// whoever played last.
    teacher_from_picker: Option<bool>,
    /// The teacher's view was opened from Settings: leaving it goes back
    /// there.
    teacher_from_settings: bool,
    /// The teacher's board was opened from the teacher's view: it speaks
    /// the teacher's language, and leaving it goes back there.
    board_from_teacher: bool,
    /// Reading texts aloud.
    speech: Speech,
    /// Wrong PINs typed, on any door that asks for it: they wait longer
    /// and longer.
    tries: lock::Tries,
    /// The last press, so that its double does not act again once the
    /// first has moved the app on (`settle.rs`).
    settle: settle::Settle,
    /// The class server: when to sync, and what it said.
    sync: sync::Sync,
    /// The live class: when the device looks for a session, what it saw.
    live: live::Follow,
    /// The screen left for the live class's screens, given back when
    /// they close.
    live_back: Option<Box<Screen>>,
    /// The teacher's view, kept while the tournaments are open.
    tournament_back: Option<Box<Screen>>,
    /// This device's children's tournaments, for Home's card.
    tournament_mine: tournament::device::Mine,
    /// Games between two devices: whose card the server was told, what
    /// it said of this device's children's games.
    duel: duel::Follow,
    /// Positions from the teacher's board for the next live challenge
    /// (kept while the app runs; the start screen offers them).
    live_board: Vec<crate::live::wire::Choice>,
    /// The whole Japanese font, fetched in the browser when a name or a
    /// teacher's text needs it (`fonts.rs`), and the fingerprint of the
    /// texts last looked at.
    full_font: fonts::Full,
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    font_checked: u64,
    /// The system's "reduce motion" counts (`following_system_motion`).
    system_motion: bool,
}

/// Where the teacher's lessons are read from.
#[derive(Clone, Debug, Default)]
struct Folders {
    /// The data folder's `lessons/`, read if it exists (the browser has
    /// no data folder).
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    own: Option<PathBuf>,
    /// `--lessons DIR` folders.
    extra: Vec<PathBuf>,
}

/// What Home tells the learner until they move on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Something saved could not be read; it was kept aside.
    Corrupt,
    /// A save failed, and why.
    NotSaved(StorageError),
}

impl Notice {
    pub fn say(&self, i18n: &Localizer) -> String {
        match self {
            Notice::Corrupt => i18n.tr("settings-corrupt"),
            Notice::NotSaved(why) => format!(
                "{} {}",
                i18n.tr("settings-not-saved"),
                i18n.tr(why.message_id())
            ),
        }
    }
}

pub enum Screen {
    Home(home::Home),
    /// "Who is playing?": `bool` is whether there is a screen to go back
    /// to (false at the start).
    Picker(picker::Picker, bool),
    /// The one learning's own card and languages.
    Card(card::CardScreen),
    /// The teacher's PIN, asked before what it guards opens.
    Lock(lock::Lock),
    /// "Join your class": a class code for the class server.
    Join(join::Join),
    /// The class's teacher signs in to the class server.
    SignIn(sign_in::SignIn),
    /// An organiser signs in to the class server.
    OrganiserSignIn(organiser_sign_in::OrganiserSignIn),
    Teacher(teacher::Teacher),
    /// Boxed: a game with its history is much larger than the other screens.
    Play(Box<play::Play>),
    Settings(settings::Settings),
    Puzzles(puzzles::Puzzles),
    Puzzle(Box<PuzzleScreen>),
    Lessons(lessons::Lessons),
    Lesson(Box<LessonScreen>),
    /// The teacher's board.
    Board(Box<board::TeacherBoard>),
    Review(Box<ReviewScreen>),
    /// A learner's last games, to review.
    Games(review::games::Games),
    /// The teacher chooses a live session's puzzles or game.
    LiveStart(live::start::StartForm),
    /// The teacher's projector during a live session.
    Projector(Box<live::projector::Projector>),
    /// A child's device in a live session.
    LiveDevice(Box<live::device::LiveDevice>),
    /// "Play a classmate": who is on a device of the class now.
    Classmates(duel::classmates::Classmates),
    /// A game between two devices, from its invitation to its end.
    Duel(Box<duel::game::DuelGame>),
    /// The teacher's tournaments (the class server's).
    Tournaments(Box<tournament::Tournaments>),
    /// The teacher's "Games between classmates", and its projector.
    ClassGames(Box<duel::class::ClassGames>),
}

#[derive(Clone, Debug)]
pub enum Message {
    Home(home::Message),
    Picker(picker::Message),
    Card(card::Message),
    Lock(lock::Message),
    Join(join::Message),
    SignIn(sign_in::Message),
    OrganiserSignIn(organiser_sign_in::Message),
    /// The server's answer to an organiser's sign-in, at this address.
    OrganiserSignedIn(
        String,
        Result<remote::organiser::Card, remote::api::Failure>,
    ),
    /// The class server's answers, and the sync loop's clock.
    Sync(sync::Message),
    Teacher(teacher::Message),
    Play(play::Message),
    Puzzles(puzzles::Message),
    Puzzle(puzzle::Message),
    Lessons(lessons::Message),
    Lesson(lesson::Message),
    Settings(settings::Message),
    Board(board::Message),
    Review(review::Message),
    Games(review::games::Message),
    /// The live class's answers from the server, and its clocks (boxed:
    /// a session's view is much larger than the other messages).
    Live(Box<live::Message>),
    LiveStart(live::start::Message),
    Projector(live::projector::Message),
    LiveDevice(live::device::Message),
    /// The class server's answers about games between devices (boxed: a
    /// game's view is much larger than the other messages).
    Duel(Box<duel::Message>),
    Classmates(duel::classmates::Message),
    DuelGame(duel::game::Message),
    /// The teacher's tournaments, and the server's answers (boxed: a
    /// tournament is large).
    Tournament(Box<tournament::Message>),
    ClassGames(duel::class::Message),
    /// The class server's answers to the teacher's "Games between
    /// classmates" (boxed: views).
    ClassDuels(Box<duel::class::Answer>),
    Key(keyboard::Event),
    /// The window is asked to close: everything is saved first.
    Close(window::Id),
    /// The speech service's voices, asked for when the first screen with
    /// texts to read opens.
    Voices(crate::speech::Voices),
    /// A text read aloud came to its end, or was stopped or cut off.
    Quiet,
    /// V while a text is read: it stops.
    StopReading,
    /// The browser's Back button (the web build): what Esc does on the
    /// screen on show.
    Back,
    /// The browser's window changed size (the web build): nothing to do
    /// but let iced ask for the page's scale again (`web::page::scale`).
    Resized,
    /// In the browser: its typing field changed (`web::typing`).
    Typed,
    /// The desktop keyboard's focus moved to a thing with this name
    /// (`semantics`): read aloud when the learner asked for it.
    Focused(String),
    /// The whole Japanese font's bytes, fetched (the web build), or none.
    FullFont(Option<Vec<u8>>),
    /// The whole font is loaded: every text is drawn with it.
    FontLoaded,
    /// Something the learner must be told on the home screen, from outside
    /// the screens (the web build's folder picker).
    Notice(Notice),
    /// A class list picked in the browser's file picker (the web build's
    /// side of the teacher's import).
    Imported(Vec<u8>),
    /// Tab (or Shift+Tab, `true`): the keyboard to the next text field
    /// (or the one before).
    Tab(bool),
}

impl App {
    /// An app that remembers nothing, speaking `lang`.
    pub fn new(lang: Lang) -> App {
        App::from_class(Classroom::default(), lang, Saver::none(), None)
    }

    fn from_class(class: Classroom, system: Lang, saver: Saver, notice: Option<Notice>) -> App {
        let mut app = App {
            i18n: Localizer::new(system),
            class,
            system,
            screen: Screen::Home(home::Home::default()),
            saver,
            notice,
            folders: None,
            play_is_last: false,
            play_recorded: None,
            play_choices: None,
            play_ended: None,
            unlocked: false,
            teacher_from_picker: None,
            teacher_from_settings: false,
            board_from_teacher: false,
            speech: Speech::new(crate::speech::system()),
            tries: lock::Tries::default(),
            settle: settle::Settle::default(),
            sync: sync::Sync::default(),
            live: live::Follow::default(),
            live_back: None,
            tournament_back: None,
            tournament_mine: tournament::device::Mine::default(),
            live_board: Vec::new(),
            duel: duel::Follow::default(),
            full_font: fonts::Full::default(),
            font_checked: 0,
            system_motion: false,
        };
        app.follow_language();
        // A class with names opens on "Who is playing?".
        if app.class.needs_picker() {
            app.screen = Screen::Picker(picker::Picker::default(), false);
        }
        app
    }

    /// Reads texts aloud with `speaker` instead of the computer's own
    /// speech service (tests give a fake).
    pub fn with_speaker(mut self, speaker: Arc<dyn crate::speech::Speaker>) -> App {
        self.speech = Speech::new(speaker);
        self
    }

    /// Talks to class servers through `transport` (the desktop's HTTP
    /// client, the browser's `fetch`, a test's fake).
    pub fn with_transport(mut self, transport: Arc<dyn remote::Transport>) -> App {
        self.sync.set_transport(transport);
        self
    }

    /// The class server this app was given (`--server URL`, or the page's
    /// own: empty): a device not yet in a class is offered to join one
    /// there, at once when the address is a join link (`/?join=K7QD3M`).
    pub fn with_server(mut self, address: &str) -> App {
        self.sync.set_server(address);
        self
    }

    /// What the app does as it starts: ask the server it was given
    /// whether it is one, and sync at once if this device is in a class.
    pub fn start(&mut self) -> Task<Message> {
        let now = iced::time::Instant::now();
        if self.class.link().is_some() {
            self.sync.restart(now);
        }
        Task::batch([self.sync.ask_hello(), self.sync.start(&self.class, now)])
    }

    /// The class kept in `storage`; the first start follows the system's
    /// language. What cannot be read is kept aside and the teacher told.
    pub fn with_storage(storage: Arc<dyn Storage>, system: Lang) -> App {
        let loaded = save::load_as(&*storage, clock::seconds(), &crate::device::name());
        let notice = (!loaded.problems.is_empty()).then_some(Notice::Corrupt);
        let class = Classroom::new(loaded, Library::shipped()).with_origin(crate::device::origin());
        let mut app = App::from_class(class, system, Saver::new(storage), notice);
        // A class moved from an older format is written at once.
        app.save();
        app
    }

    /// The class in the data folder `dir` (`--data-dir`, or the user's),
    /// or one that remembers nothing when there is no folder.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_folder(dir: Option<PathBuf>) -> App {
        let system = Lang::from_system();
        match dir {
            Some(dir) => {
                let mut app =
                    App::with_storage(Arc::new(crate::classroom::files::Files::new(&dir)), system)
                        .with_transport(Arc::new(remote::desktop::Desktop::new()));
                app.folders = Some(Folders {
                    own: Some(dir.join("lessons")),
                    extra: Vec::new(),
                });
                app
            }
            None => App::new(system).with_transport(Arc::new(remote::desktop::Desktop::new())),
        }
    }

    /// Adds a teacher's folders (`extra`, besides the data folder's own
    /// `lessons/`) to the shipped content, their translations to the
    /// localizer. A broken file is left out and listed; the rest load.
    pub fn with_folders(mut self, extra: &[PathBuf]) -> App {
        let folders = self.folders.get_or_insert_default();
        folders.extra = extra.to_vec();
        self.reload_content();
        self.class.forget_stale(clock::seconds());
        self.save();
        self
    }

    /// Makes `dir` the teacher's own lesson folder, where the teacher's
    /// board saves puzzles (tests, or a class's shared folder), and reads it.
    pub fn with_teacher_dir(mut self, dir: PathBuf) -> App {
        self.folders.get_or_insert_default().own = Some(dir);
        self.reload_content();
        self
    }

    /// Reads the teacher's folders and their translations again, if the
    /// app reads them at all; progress is kept (it is by lesson id).
    fn reload_content(&mut self) {
        let Some(f) = &self.folders else { return };
        #[cfg(not(target_arch = "wasm32"))]
        let library = Library::load(f.own.as_deref(), &f.extra);
        // In the browser: the folder the teacher picked in the page.
        #[cfg(target_arch = "wasm32")]
        let library = {
            let _ = f;
            Library::with_teacher(web::folder::remembered().into_iter().collect())
        };
        // Fresh, because a fluent bundle cannot forget a message a teacher
        // has since changed.
        let mut i18n = Localizer::new(self.i18n.lang());
        for (code, file) in &library.translations {
            i18n.add(code, &file.name, &file.text);
        }
        self.i18n = i18n;
        self.class.set_library(library);
        self.follow_language();
    }

    /// The interface speaks the one learning's language (or the class's),
    /// with their second language under the child's texts; the teacher's
    /// screens and "Who is playing?" speak the class's. Japanese texts
    /// carry readings above their kanji on the children's screens (for
    /// the one learning, as their card says; for anyone on "Who is
    /// playing?"), never on the teacher's.
    fn follow_language(&mut self) {
        let teachers = matches!(
            self.screen,
            Screen::Lock(_)
                | Screen::SignIn(_)
                | Screen::OrganiserSignIn(_)
                | Screen::Teacher(_)
                | Screen::Settings(_)
                | Screen::LiveStart(_)
                | Screen::Projector(_)
                | Screen::Tournaments(_)
                | Screen::ClassGames(_)
        ) || (self.board_from_teacher && matches!(self.screen, Screen::Board(_)));
        let class_screen = matches!(self.screen, Screen::Picker(..) | Screen::Join(_));
        if teachers || class_screen {
            self.i18n.set_lang(self.class.class_lang(self.system));
            self.i18n.set_second(None);
        } else {
            self.i18n.set_lang(self.class.lang(self.system));
            self.i18n.set_second(self.class.second_lang(self.system));
        }
        let readings = match self.screen {
            _ if teachers => false,
            Screen::Picker(..) | Screen::Join(_) => true,
            _ => self.class.learner().furigana,
        };
        self.i18n.set_readings(readings);
    }

    /// The lessons the list shows, in its order.
    pub fn lesson_list(&self) -> &[Lesson] {
        &self.class.library().lessons
    }

    /// The puzzles the list shows, in its order.
    pub fn puzzle_list(&self) -> &[Puzzle] {
        &self.class.library().puzzles
    }

    /// The errors in a teacher's files, shown under the lessons.
    pub fn content_problems(&self) -> &[Problem] {
        &self.class.library().problems
    }

    /// What the home screen must tell, if anything.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Hands what changed to the saver, and hears whether earlier saves
    /// went through.
    fn save(&mut self) {
        self.saver.send(self.class.take_jobs());
        if let Some(why) = self.saver.take_failure() {
            self.notice = Some(Notice::NotSaved(why));
        }
    }

    /// Waits until everything is written (tests, and closing the window).
    pub fn flush(&mut self) {
        self.save();
        self.saver.flush();
        if let Some(why) = self.saver.take_failure() {
            self.notice = Some(Notice::NotSaved(why));
        }
    }

    /// Reads the class again, for what another window or computer on the
    /// same folder saved: new names on "Who is playing?", their progress in
    /// the teacher's view.
    fn refresh_class(&mut self) {
        self.flush();
        if let Some(storage) = self.saver.storage() {
            let loaded = save::load_as(storage, clock::seconds(), &crate::device::name());
            self.class.refresh(loaded);
        }
    }

    pub fn i18n(&self) -> &Localizer {
        &self.i18n
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    pub fn classroom(&self) -> &Classroom {
        &self.class
    }

    fn look(&self) -> Look {
        self.class.settings().look
    }

    pub fn theme_choice(&self) -> ThemeChoice {
        self.look().theme
    }

    /// How fast moves are sown: none at all with "Less movement" on, or
    /// when the system asks for less movement (once the app follows it).
    pub fn speed(&self) -> Speed {
        if self.less_movement() {
            Speed::Off
        } else {
            self.look().speed
        }
    }

    /// The speed chosen in Settings, whatever "Less movement" says.
    pub fn chosen_speed(&self) -> Speed {
        self.look().speed
    }

    /// Moves are shown at once: "Less movement" is on, or the system asks.
    pub fn less_movement(&self) -> bool {
        self.look().less_movement || self.system_less_movement()
    }

    /// The system asks for less movement (`motion`), and the app follows it.
    pub fn system_less_movement(&self) -> bool {
        self.system_motion && motion::system_asks()
    }

    /// Follows the system's "reduce motion" (the window and the page do;
    /// tests do not, so that a machine's setting does not change them).
    pub fn following_system_motion(mut self) -> App {
        self.system_motion = true;
        self
    }

    pub fn board_size(&self) -> BoardSize {
        self.look().board_size
    }

    /// Tests set the sowing speed directly (no animation to wait for).
    #[cfg(test)]
    pub(crate) fn set_speed(&mut self, speed: Speed) {
        self.set_look(|look| look.speed = speed);
    }

    /// Tests give the one learning a second language directly.
    #[cfg(test)]
    pub(crate) fn set_second_language(&mut self, second: Option<Lang>) {
        let learner = self.class.learner();
        let (id, lang) = (learner.id.clone(), learner.lang);
        self.class.set_langs(&id, lang, second, clock::seconds());
        self.follow_language();
    }

    fn set_look(&mut self, f: impl FnOnce(&mut Look)) {
        let mut look = self.look();
        f(&mut look);
        self.class.set_look(look, clock::seconds());
        self.save();
    }

    pub fn learners(&self) -> &Roster {
        self.class.roster()
    }

    /// How each puzzle the current learner tried went, by id.
    pub fn puzzle_results(&self) -> &BTreeMap<String, PuzzleRecord> {
        &self.class.learner().puzzles
    }

    /// The current learner's progress in each lesson, by id.
    pub fn lesson_progress(&self) -> &BTreeMap<String, LessonProgress> {
        &self.class.learner().lessons
    }

    /// Handles a message; the returned task carries the computer's search
    /// when one is needed (the runtime runs it off the window's thread).
    pub fn update(&mut self, message: Message) -> Task<Message> {
        if let Some(said) = message.speak() {
            return self.say(said.clone());
        }
        if let Message::Focused(name) = &message {
            return match self.look().speak_focus {
                true => self.say(Said::new(name.clone(), self.i18n.lang())),
                false => Task::none(),
            };
        }
        let had_texts = self.has_texts();
        let task = self.route(message);
        // A text being read stops once it is no longer on screen.
        if self.speech.saying().is_some() {
            let shown = self.shown();
            self.speech.keep_to(&shown);
        }
        // The speech service is asked for its voices when the first screen
        // with texts to read opens (never at start-up), and again at each
        // such screen while a voice was lacking: a service started since
        // is found.
        let asked = if self.has_texts() {
            self.speech.to_ask(!had_texts)
        } else {
            None
        };
        #[cfg(target_arch = "wasm32")]
        let task = Task::batch([task, self.more_font()]);
        match asked {
            Some(speaker) => Task::batch([task, ask_voices(speaker)]),
            None => task,
        }
    }

    /// The texts the bundled font may lack: every learner's name and a
    /// teacher's own translations.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    fn own_texts(&self) -> impl Iterator<Item = &str> {
        let names = self.class.roster().all().iter().map(|l| l.name.as_str());
        let own = self
            .class
            .library()
            .translations
            .iter()
            .map(|(_, f)| f.text.as_str());
        names.chain(own)
    }

    /// In the browser: the whole font, fetched once a text needs a
    /// character the school's font lacks (a name such as 凛).
    #[cfg(target_arch = "wasm32")]
    fn more_font(&mut self) -> Task<Message> {
        if self.full_font != fonts::Full::NotNeeded {
            return Task::none();
        }
        let seen = fonts::fingerprint(self.own_texts());
        if seen == self.font_checked {
            return Task::none();
        }
        self.font_checked = seen;
        let lacking = self
            .own_texts()
            .any(|t| !fonts::covers(fonts::NOTO_SANS_CJK_JP, t));
        if !lacking {
            return Task::none();
        }
        self.full_font = fonts::Full::Asked;
        Task::perform(web::font::full(), Message::FullFont)
    }

    /// Whether the whole font was fetched (the browser; the page's state
    /// for tests).
    pub fn full_font(&self) -> fonts::Full {
        self.full_font
    }

    /// Reads `said` (or stops it, if it is being read); the task waits for
    /// its end. V or a button on a language with no voice asks the service
    /// again.
    fn say(&mut self, said: Said) -> Task<Message> {
        let lacking = self.speech.voice(said.lang) != crate::speech::Voice::Ready;
        let quiet = self.speech.say(said);
        let ask = self.speech.to_ask(lacking).map(ask_voices);
        let wait = quiet.map(|q| Task::perform(q, |()| Message::Quiet));
        Task::batch(ask.into_iter().chain(wait))
    }

    /// Whether the screen on show has texts to read aloud.
    fn has_texts(&self) -> bool {
        matches!(
            self.screen,
            Screen::Lesson(_) | Screen::Puzzle(_) | Screen::Play(_)
        )
    }

    /// The texts on screen that can be read aloud, the one the V key reads
    /// first.
    pub fn aloud(&self) -> Vec<String> {
        self.aloud_in(&self.i18n)
    }

    fn aloud_in(&self, i18n: &Localizer) -> Vec<String> {
        match &self.screen {
            Screen::Lesson(s) => s.aloud(i18n),
            Screen::Puzzle(s) => s.aloud(i18n),
            Screen::Play(s) => s.aloud(i18n),
            _ => Vec::new(),
        }
    }

    /// Every text on screen that can be read aloud, in both languages.
    fn shown(&self) -> Vec<Said> {
        let mut shown: Vec<Said> = self
            .aloud()
            .into_iter()
            .map(|t| Said::new(t, self.i18n.lang()))
            .collect();
        if let Some(second) = self.i18n.second() {
            let lang = second.lang();
            shown.extend(
                self.aloud_in(&second)
                    .into_iter()
                    .map(|t| Said::new(t, lang)),
            );
        }
        // What the keyboard's focus is on, read when it moved there.
        if let Some(node) = semantics::layer::focused_node() {
            shown.push(Said::new(node.name, self.i18n.lang()));
        }
        shown
    }

    /// What the speaker buttons and the V key do now (tests).
    pub fn speech(&self) -> &Speech {
        &self.speech
    }

    fn read_aloud(&self) -> Aloud<'_> {
        Aloud {
            i18n: &self.i18n,
            speech: &self.speech,
        }
    }

    fn route(&mut self, message: Message) -> Task<Message> {
        // The sync loop's clock drives the live class's looks too.
        let tick = match &message {
            Message::Sync(sync::Message::Tick(at)) => Some(*at),
            _ => None,
        };
        let task = match message {
            Message::Home(m) => self.on_home(m),
            Message::Picker(m) => self.on_picker(m),
            Message::Card(m) => self.on_card(m),
            Message::Lock(m) => self.on_lock(m),
            Message::Join(m) => self.on_join(m),
            Message::SignIn(m) => self.on_sign_in(m),
            Message::OrganiserSignIn(m) => self.on_organiser_sign_in(m),
            Message::OrganiserSignedIn(base, r) => self.on_organiser_signed_in(base, r),
            Message::Sync(m) => self.on_sync(m),
            Message::Teacher(m) => self.on_teacher(m),
            Message::Play(m) => self.on_play(m),
            Message::Puzzles(m) => self.on_puzzles(m),
            Message::Puzzle(m) => self.on_puzzle(m),
            Message::Lessons(m) => self.on_lessons(m),
            Message::Lesson(m) => self.on_lesson(m),
            Message::Settings(m) => self.on_settings(m),
            Message::Board(m) => self.on_board(m),
            Message::Review(m) => self.on_review(m),
            Message::Games(m) => self.on_games(m),
            Message::Live(m) => self.on_live(*m),
            Message::LiveStart(m) => self.on_live_start(m),
            Message::Projector(m) => self.on_projector(m),
            Message::LiveDevice(m) => self.on_live_device(m),
            Message::Duel(m) => self.on_duel(*m),
            Message::Classmates(m) => self.on_classmates(m),
            Message::DuelGame(m) => self.on_duel_game(m),
            Message::Tournament(m) => self.on_tournament(*m),
            Message::ClassGames(m) => self.on_class_games(m),
            Message::ClassDuels(a) => self.on_class_duels(*a),
            Message::Key(keyboard::Event::KeyPressed {
                key,
                modifiers,
                repeat,
                ..
            }) => {
                // A key pressed again (or held) right after it moved the
                // app on does nothing more.
                if self
                    .settle
                    .drops_key(&key, repeat, self.place(), iced::time::Instant::now())
                {
                    return Task::none();
                }
                match self.key(&key, modifiers) {
                    Some(m) => return self.update(m),
                    None => Task::none(),
                }
            }
            Message::Key(_) => Task::none(),
            Message::Close(id) => {
                self.flush();
                return window::close(id);
            }
            Message::Voices(voices) => {
                self.speech.answered(voices);
                Task::none()
            }
            Message::Quiet => {
                self.speech.quieted();
                // A text the service could not say (a browser without the
                // voice) shows as a crossed speaker from now on.
                match self.speech.to_ask_after_reading() {
                    Some(speaker) => ask_voices(speaker),
                    None => Task::none(),
                }
            }
            Message::StopReading => {
                self.speech.stop();
                Task::none()
            }
            Message::Back => {
                let escape = keyboard::Key::Named(keyboard::key::Named::Escape);
                match self.key(&escape, keyboard::Modifiers::default()) {
                    Some(m) => return self.update(m),
                    None => Task::none(),
                }
            }
            Message::Resized => Task::none(),
            // The redraw it brings hands the page's typing to the field.
            Message::Typed => Task::none(),
            // Read aloud before any route (`update`).
            Message::Focused(_) => Task::none(),
            Message::FullFont(Some(bytes)) => {
                self.full_font = fonts::Full::Loaded;
                return iced::font::load(bytes).map(|_| Message::FontLoaded);
            }
            Message::FullFont(None) => {
                self.full_font = fonts::Full::Failed;
                Task::none()
            }
            Message::FontLoaded => Task::none(),
            Message::Tab(back) => {
                // In the browser, a screen with no text field in use hands
                // the keyboard to the page's elements (`semantics`).
                #[cfg(target_arch = "wasm32")]
                if !semantics::published().nodes.iter().any(|n| n.focused) {
                    web::a11y::tab(back);
                    return Task::none();
                }
                return if back {
                    iced::widget::operation::focus_previous()
                } else {
                    iced::widget::operation::focus_next()
                };
            }
            Message::Imported(bytes) => self.on_imported(&bytes),
            Message::Notice(n) => {
                self.notice = Some(n);
                Task::none()
            }
        };
        // Whatever the message changed is saved (nothing changed, nothing
        // is sent), and the screen on show speaks its language; a change to
        // a learner of a joined device is sent to the class server soon.
        self.save();
        self.follow_language();
        let now = iced::time::Instant::now();
        self.sync.noticed(&self.class, now);
        let sync = self.sync.start(&self.class, now);
        let live = self.live_look(tick.unwrap_or(now).max(now), now);
        let duel = self.duel_look(tick.unwrap_or(now).max(now), now);
        let duel = Task::batch([duel, self.tournament_look(tick.unwrap_or(now).max(now))]);
        let class_games = self.class_games_look(tick.unwrap_or(now).max(now), now);
        let projector = match tick {
            Some(_) => {
                if matches!(self.screen, Screen::Projector(_)) {
                    self.live.sync_ticks += 1;
                }
                self.projector_look()
            }
            None => Task::none(),
        };
        Task::batch([task, sync, live, duel, class_games, projector])
    }

    pub fn view(&self) -> Element<'_, Message> {
        // A click that doubles the last one after it moved the app on is
        // dropped before any widget sees it.
        let screen = settle::guard(self.screen_view(), &self.settle, self.place());
        let view = self.view_with_prompts(screen);
        // What a screen reader is told of it (`semantics`).
        let lang = self.i18n.lang();
        let second = self
            .shown()
            .into_iter()
            .filter(|s| s.lang != lang)
            .map(|s| (crate::i18n::ruby::plain(&s.text).to_string(), s.lang))
            .collect();
        let said = (self.aloud().into_iter().next())
            .map(|t| (crate::i18n::ruby::plain(&t).to_string(), lang));
        let view = semantics::layer(view, &self.i18n, second, said);
        // In the browser: a real field to type in over the focused one.
        #[cfg(target_arch = "wasm32")]
        let view = web::typing::field(view);
        view
    }

    /// `screen` under a live challenge's or a classmate's invitation.
    fn view_with_prompts<'a>(&'a self, screen: Element<'a, Message>) -> Element<'a, Message> {
        // "Your teacher started a challenge", across the top of whatever a
        // child does, Home too (Home's card to continue stays).
        match self.live_prompt() {
            Some(view) => iced::widget::column![
                routes_live::prompt(
                    &self.i18n,
                    view,
                    self.board_size(),
                    matches!(self.screen, Screen::Home(_))
                ),
                screen
            ]
            .into(),
            None => match self.duel_prompt() {
                // "Ana wants to play a game with you!", over a child's
                // screen but Home (its card says it there).
                Some(invited) => {
                    iced::widget::column![self.duel_prompt_bar(invited), screen].into()
                }
                None => screen,
            },
        }
    }

    /// Drops a press that doubles the last one once it moved the app on
    /// (`settle.rs`): the window's app does; tests that send messages
    /// with no time between them ask for it where they test it.
    pub fn settling(self) -> App {
        self.settle.turn_on();
        self
    }

    /// As if the pause between two presses had passed: the next press
    /// counts even if it is the same as the last (tests that press one
    /// key on purpose again and again).
    pub fn settled(&self) {
        self.settle.forget();
    }

    /// Where the app is, for telling a second press from a new one: the
    /// screen and what it shows now.
    fn place(&self) -> settle::Place {
        use std::mem::discriminant;
        let screen = discriminant(&self.screen);
        match &self.screen {
            Screen::Home(h) => settle::Place::of((screen, h.is_naming())),
            Screen::Picker(p, _) => settle::Place::of((screen, p.is_typing())),
            Screen::Teacher(t) => settle::Place::of((screen, t.detail(), t.is_typing())),
            Screen::Play(p) => settle::Place::of((screen, p.game().plies().len())),
            Screen::Duel(g) => settle::Place::of((
                screen,
                g.view_seen().moves.len(),
                g.view_seen().phase as u8,
                g.is_confirming(),
            )),
            Screen::Puzzle(p) => {
                settle::Place::of((screen, p.index(), p.hints_shown(), discriminant(p.status())))
            }
            Screen::Lesson(l) => settle::Place::of((
                screen,
                &l.lesson().id,
                l.step_index(),
                l.hints_shown(),
                l.is_finished(),
            )),
            Screen::Board(b) => settle::Place::of((
                screen,
                b.mode() == board::Mode::Edit,
                b.game().plies().len(),
            )),
            _ => settle::Place::of(screen),
        }
    }

    fn screen_view(&self) -> Element<'_, Message> {
        match &self.screen {
            Screen::Home(home) => home
                .view(
                    &self.i18n,
                    self.notice.as_ref().map(|n| n.say(&self.i18n)),
                    &self.who(),
                    self.home_offer(),
                    self.board_size(),
                )
                .map(Message::Home),
            Screen::Picker(picker, back) => picker
                .view(
                    &self.i18n,
                    self.class.roster(),
                    *back,
                    self.board_size(),
                    &picker::Server {
                        join: self.offers_join(),
                        sign: self.sync.sign(&self.class),
                        class: self.class.link().map(|l| l.class.name.clone()),
                    },
                )
                .map(Message::Picker),
            Screen::Join(j) => j.view(&self.i18n).map(Message::Join),
            Screen::SignIn(s) => s.view(&self.i18n).map(Message::SignIn),
            Screen::OrganiserSignIn(s) => s.view(&self.i18n).map(Message::OrganiserSignIn),
            Screen::Card(c) => c
                .view(
                    &self.i18n,
                    self.class.learner(),
                    self.board_size(),
                    self.may_play_classmates(),
                )
                .map(Message::Card),
            Screen::Lock(l) => l
                .view(
                    &self.i18n,
                    self.tries.say(&self.i18n, iced::time::Instant::now()),
                )
                .map(Message::Lock),
            Screen::Teacher(t) => t
                .view(
                    &self.i18n,
                    &self.class,
                    self.sync.sign(&self.class),
                    self.board_size(),
                    clock::seconds(),
                )
                .map(Message::Teacher),
            Screen::Play(play) => play
                .view(&self.i18n, self.board_size(), self.read_aloud())
                .map(Message::Play),
            Screen::Settings(settings) => settings
                .view(
                    &self.i18n,
                    settings::Current {
                        theme: self.theme_choice(),
                        speed: self.chosen_speed(),
                        less_movement: self.look().less_movement,
                        system_less_movement: self.system_less_movement(),
                        size: self.board_size(),
                        speak_focus: self.look().speak_focus,
                        lang: self.class.class_lang(self.system),
                        pin: self.class.settings().pin.is_some(),
                    },
                    self.class.roster(),
                    self.server_part(),
                )
                .map(Message::Settings),
            Screen::Puzzles(list) => list
                .view(
                    &self.i18n,
                    self.puzzle_list(),
                    self.puzzle_results(),
                    &self.class.learner().rating,
                )
                .map(Message::Puzzles),
            Screen::Puzzle(screen) => screen
                .view(&self.i18n, self.board_size(), self.read_aloud())
                .map(Message::Puzzle),
            Screen::Lessons(list) => list
                .view(
                    &self.i18n,
                    self.lesson_list(),
                    self.content_problems(),
                    self.lesson_progress(),
                    self.class.learner().last.as_ref(),
                    self.class.library().teacher,
                )
                .map(Message::Lessons),
            Screen::Lesson(screen) => screen
                .view(&self.i18n, self.board_size(), self.read_aloud())
                .map(Message::Lesson),
            Screen::Board(screen) => screen
                .view(&self.i18n, self.board_size())
                .map(Message::Board),
            Screen::Review(screen) => screen
                .view(&self.i18n, self.board_size())
                .map(Message::Review),
            Screen::Games(list) => list
                .view(
                    &self.i18n,
                    &self.class.learner().games.recent,
                    self.board_size(),
                )
                .map(Message::Games),
            Screen::LiveStart(s) => s
                .view(&self.i18n, self.board_size())
                .map(Message::LiveStart),
            Screen::Projector(p) => p
                .view(&self.i18n, self.board_size())
                .map(Message::Projector),
            Screen::LiveDevice(d) => d
                .view(&self.i18n, self.board_size())
                .map(Message::LiveDevice),
            Screen::Classmates(c) => c.view(&self.i18n).map(Message::Classmates),
            Screen::Duel(g) => g.view(&self.i18n, self.board_size()).map(Message::DuelGame),
            Screen::Tournaments(t) => t
                .view(&self.i18n, self.board_size())
                .map(|m| Message::Tournament(Box::new(m))),
            Screen::ClassGames(c) => c
                .view(&self.i18n, self.board_size(), clock::millis())
                .map(Message::ClassGames),
        }
    }

    /// Who is learning and how far they got, for the home screen.
    fn who(&self) -> home::Who {
        let learner = self.class.learner();
        // The story (an interlude) is read, not a lesson of the course.
        let course = || self.lesson_list().iter().filter(|l| !l.interlude);
        let done = course()
            .filter(|l| State::of(l, learner.lessons.get(&l.id)) == State::Done)
            .count();
        let solved = self
            .puzzle_list()
            .iter()
            .filter(|p| learner.puzzles.get(&p.id).is_some_and(|r| r.solved))
            .count();
        home::Who {
            name: learners::display_name(&self.i18n, learner),
            named: !learner.is_guest(),
            others: self.class.needs_picker(),
            lessons_done: done,
            lessons: course().count(),
            puzzles_solved: solved,
            puzzles: self.puzzle_list().len(),
            puzzle_rating: (learner.rating.tries > 0).then(|| learner.rating.shown()),
            best_streak: learner.rating.best_streak,
            picture: symbols::Picture::of(learner),
            sync: self.sync.sign(&self.class),
            classmates: self.may_play_classmates(),
        }
    }

    /// Whether the one learning may play a classmate ("Play a classmate"
    /// on Home and on their card): a named child on a device in a class.
    fn may_play_classmates(&self) -> bool {
        !self.class.learner().is_guest() && self.class.link().is_some() && self.sync.has_transport()
    }

    /// The window's title: plain text, never reading marks.
    pub fn title(&self) -> String {
        crate::i18n::ruby::plain(&self.i18n.tr("app-title"))
    }

    pub fn theme(&self) -> Theme {
        self.theme_choice().theme()
    }

    /// Keys reach the screens through this subscription (buttons take no
    /// keyboard focus in iced 0.14, so this is the keyboard path).
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = event::listen_with(App::keys);
        let close = window::close_requests().map(Message::Close);
        let frames = match &self.screen {
            // Frames only while a sowing is shown: an idle board costs nothing.
            Screen::Play(play) if play.is_animating() => {
                Some(window::frames().map(|t| Message::Play(play::Message::Frame(t))))
            }
            Screen::Puzzle(p) if p.is_animating() => {
                Some(window::frames().map(|t| Message::Puzzle(puzzle::Message::Frame(t))))
            }
            Screen::Lesson(l) if l.is_animating() => {
                Some(window::frames().map(|t| Message::Lesson(lesson::Message::Frame(t))))
            }
            Screen::Board(b) if b.is_animating() => {
                Some(window::frames().map(|t| Message::Board(board::Message::Frame(t))))
            }
            Screen::Review(r) if r.is_animating() => {
                Some(window::frames().map(|t| Message::Review(review::Message::Frame(t))))
            }
            Screen::Duel(g) if g.is_animating() => {
                Some(window::frames().map(|t| Message::DuelGame(duel::game::Message::Frame(t))))
            }
            Screen::LiveDevice(d) if d.is_animating() => {
                Some(window::frames().map(|t| Message::LiveDevice(live::device::Message::Frame(t))))
            }
            Screen::ClassGames(c) if c.is_animating() => {
                Some(window::frames().map(|t| Message::ClassGames(duel::class::Message::Frame(t))))
            }
            Screen::Projector(p) if p.is_animating() => Some(
                window::frames().map(|t| Message::Projector(live::projector::Message::Frame(t))),
            ),
            // The PIN's countdown, once a second while it waits.
            Screen::Lock(_) if self.tries.wait(iced::time::Instant::now()).is_some() => {
                Some(lock::seconds().map(|_| Message::Lock(lock::Message::Tick)))
            }
            _ => None,
        };
        // The sync loop's clock, while this device is in a class.
        let ticks = (self.class.link().is_some() && self.sync.has_transport())
            .then(|| sync::seconds().map(|t| Message::Sync(sync::Message::Tick(t))));
        // The projector's clock: its timer, and its look at the session.
        let projector = matches!(self.screen, Screen::Projector(_))
            .then(|| live::ticks().map(|t| Message::live(live::Message::Tick(t))));
        // The live session's stream, on the projector and a child's device.
        let pushes = self
            .live_pushes()
            .into_iter()
            .chain(self.duel_pushes())
            .chain(self.class_games_pushes());
        let frames = frames
            .into_iter()
            .chain(ticks)
            .chain(projector)
            .chain(pushes);
        // In the browser: its Back button, its window's size and the
        // folder picker.
        #[cfg(target_arch = "wasm32")]
        let frames = frames.into_iter().chain([
            Subscription::run(web::page::back_button),
            Subscription::run(web::page::network_back),
            Subscription::run(web::typing::edits),
            Subscription::run(web::folder::picked),
            Subscription::run(web::files::picked),
            window::resize_events().map(|_| Message::Resized),
        ]);
        Subscription::batch([keys, close].into_iter().chain(frames))
    }
}

/// The settings iced needs to render our text: our font, as the default.
pub fn settings() -> iced::Settings {
    iced::Settings {
        fonts: fonts::all(),
        default_font: fonts::UI,
        ..iced::Settings::default()
    }
}

/// Opens the window and runs until it is closed: the class in the data
/// folder `data` (none remembers nothing), with a teacher's folders
/// (`--lessons DIR`) added to the shipped lessons.
#[cfg(not(target_arch = "wasm32"))]
pub fn run(data: Option<PathBuf>, extra: Vec<PathBuf>, server: Option<String>) -> iced::Result {
    let boot = move || {
        let mut app = App::in_folder(data.clone())
            .with_folders(&extra)
            .settling()
            .following_system_motion();
        if let Some(s) = &server {
            app = app.with_server(s);
        }
        let start = app.start();
        (app, start)
    };
    iced::application(boot, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .style(|_, t| theme::window_style(t))
        .subscription(App::subscription)
        .settings(settings())
        // `window` replaces every window setting, so it comes before the size.
        .window(window::Settings {
            min_size: Some(iced::Size::new(900.0, 640.0)),
            // The app closes the window itself, once everything is saved.
            exit_on_close_request: false,
            icon: icon::window_icon(),
            #[cfg(target_os = "linux")]
            platform_specific: window::settings::PlatformSpecific {
                application_id: icon::APP_ID.to_owned(),
                ..Default::default()
            },
            ..window::Settings::default()
        })
        .window_size((1180.0, 720.0))
        .centered()
        .run()
}

/// In a web page: the class in the browser's storage, the teacher's folder
/// picked in the page (`web::folder`); the canvas takes the place of the
/// page's `#wahree` element and fills it, whatever the window's size (a
/// tall one gets the screens laid out for it, `shape`; a wide one smaller
/// than a sideways tablet's is scaled down, `web::page::scale`). Returns
/// once the app runs (the browser drives it). docs/web.md.
#[cfg(target_arch = "wasm32")]
pub fn run(_data: Option<PathBuf>, _extra: Vec<PathBuf>, _server: Option<String>) -> iced::Result {
    let boot = || {
        let mut app = web::boot().following_system_motion();
        let start = app.start();
        (app, start)
    };
    iced::application(boot, App::update, App::view)
        .title(|app: &App| {
            web::page::show(app);
            app.title()
        })
        .theme(App::theme)
        .scale_factor(|_| web::page::scale())
        .style(|_, t| theme::window_style(t))
        .subscription(App::subscription)
        .settings(settings())
        .window(window::Settings {
            platform_specific: window::settings::PlatformSpecific {
                target: Some("wahree".to_owned()),
            },
            ..window::Settings::default()
        })
        .run()
}

/// The choice after `now` in `all`, round and round (keys that step
/// through the settings).
fn next_of<T: Copy + PartialEq>(all: &[T], now: T) -> T {
    let i = all.iter().position(|&x| x == now).map_or(0, |i| i + 1);
    all[i % all.len()]
}

/// What the keys do, per screen.
impl App {
    /// The keys the app hears: those no widget took (as
    /// `keyboard::listen()` gives them), and Esc even when a name field
    /// took it (the field only lets go of the keyboard; the app cancels
    /// the name). Letters typed into a field never arrive here.
    pub fn keys(event: iced::Event, status: event::Status, _: window::Id) -> Option<Message> {
        use iced::keyboard::{Key, key::Named};
        let key = match event {
            iced::Event::Keyboard(key) => key,
            // Back at the window: the network may be back too.
            iced::Event::Window(window::Event::Focused) => {
                return Some(Message::Sync(sync::Message::NetworkBack));
            }
            _ => return None,
        };
        let escape = matches!(
            &key,
            keyboard::Event::KeyPressed {
                key: Key::Named(Named::Escape),
                ..
            }
        );
        (status == event::Status::Ignored || escape).then_some(Message::Key(key))
    }
}

/// Opens the computer's search for `opponent` (used by the play routes),
/// away from the window (`background`).
fn computer(request: play::opponent::Think) -> Task<Message> {
    let generation = request.generation;
    background::task(request.job(), &request.stop, move |done| {
        let crate::coach::Done::Chose(house) = done else {
            return None;
        };
        Some(Message::Play(play::Message::Computer { generation, house }))
    })
}

/// A new game's screen for the one learning.
/// A new play screen for `learner`: the coach and the computer that
/// adapts as they last left them.
fn new_play(opponent: Opponent, speed: Speed, learner: &crate::classroom::Learner) -> play::Play {
    play::Play::new(opponent, speed)
        .teaching(learner.coach)
        .adapting(learner.adaptive.on, learner.adaptive_level())
}

/// Asks the speech service for its voices off the window's thread.
fn ask_voices(speaker: Arc<dyn crate::speech::Speaker>) -> Task<Message> {
    Task::perform(async move { speaker.voices() }, Message::Voices)
}

impl Message {
    pub fn live(m: live::Message) -> Message {
        Message::Live(Box::new(m))
    }

    pub fn duel(m: duel::Message) -> Message {
        Message::Duel(Box::new(m))
    }

    /// The text a speaker button (or the V key) asks to read aloud.
    fn speak(&self) -> Option<&Said> {
        match self {
            Message::Lesson(lesson::Message::Speak(t))
            | Message::Puzzle(puzzle::Message::Speak(t))
            | Message::Play(play::Message::Speak(t)) => Some(t),
            _ => None,
        }
    }
}
