//! The iced application: one module per screen, each with its own state,
//! `Message` and the `Event` it hands up; this module routes between them.

pub mod fit;
pub mod fonts;
pub mod home;
pub mod keys_line;
pub mod last;
pub mod lesson;
pub mod lessons;
mod name_field;
pub mod play;
pub mod profiles;
pub mod puzzle;
pub mod puzzles;
pub mod resume;
pub mod settings;
pub mod store;
pub mod theme;

#[cfg(test)]
mod keyboard_tests;
#[cfg(test)]
mod profile_tests;
#[cfg(test)]
mod resume_tests;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;
use std::path::PathBuf;

use iced::keyboard::{self, Key, key::Named};
use iced::{Element, Subscription, Task, Theme, event, window};

use crate::content::{Lesson, Problem, Puzzle};
use crate::i18n::{Lang, Localizer};
use lesson::LessonScreen;
use play::BoardSize;
use play::opponent::{Opponent, think};
use play::sowing::Speed;
use profiles::Learners;
use puzzle::PuzzleScreen;
use store::{Last, LessonProgress, Loaded, PuzzleResult, Saved, Store};
use theme::ThemeChoice;

pub struct App {
    i18n: Localizer,
    theme: ThemeChoice,
    speed: Speed,
    board_size: BoardSize,
    screen: Screen,
    /// Where settings are remembered; none in tests and when the system
    /// has no data directory.
    store: Option<Store>,
    /// Something the learner must be told on the home screen (a message id).
    notice: Option<&'static str>,
    /// Who learns on this computer, each with their puzzle results and
    /// lesson progress; saved with the settings.
    learners: Learners,
    /// The shipped content with a teacher's added; none means the shipped
    /// content alone (loaded once per process, so tests share it).
    library: Option<Library>,
    /// The `--lessons` folders when the teacher's folders are read (and
    /// read again when the lesson list opens); none reads none of them.
    folders: Option<Vec<PathBuf>>,
    /// The play screen on show is the learner's last doing (a move was
    /// played in it, or it was continued): its game is then recorded as
    /// it changes, and forgotten once it is over or started afresh.
    play_is_last: bool,
    /// The language was chosen in Settings (now or in an earlier run);
    /// until then none is saved and each start follows the system's.
    lang_chosen: bool,
}

/// What the lists show when a teacher's folders are added.
#[derive(Debug, Default)]
pub struct Library {
    pub lessons: Vec<Lesson>,
    pub puzzles: Vec<Puzzle>,
    /// The errors that left a file or item out, for the teacher to fix.
    pub problems: Vec<Problem>,
}

pub enum Screen {
    Home(home::Home),
    /// Boxed: a game with its history is much larger than the other screens.
    Play(Box<play::Play>),
    Settings(settings::Settings),
    Puzzles(puzzles::Puzzles),
    Puzzle(Box<PuzzleScreen>),
    Lessons(lessons::Lessons),
    Lesson(Box<LessonScreen>),
}

#[derive(Clone, Debug)]
pub enum Message {
    Home(home::Message),
    Play(play::Message),
    Puzzles(puzzles::Message),
    Puzzle(puzzle::Message),
    Lessons(lessons::Message),
    Lesson(lesson::Message),
    Settings(settings::Message),
    Key(keyboard::Event),
}

impl Default for App {
    /// The remembered settings, if any, in the user's data directory.
    fn default() -> App {
        App::with_store(Store::in_data_dir())
    }
}

impl App {
    /// An app that remembers nothing, speaking `lang`.
    pub fn new(lang: Lang) -> App {
        App {
            i18n: Localizer::new(lang),
            theme: ThemeChoice::default(),
            speed: Speed::default(),
            board_size: BoardSize::default(),
            screen: Screen::Home(home::Home::default()),
            store: None,
            notice: None,
            learners: Learners::default(),
            library: None,
            folders: None,
            play_is_last: false,
            lang_chosen: false,
        }
    }

    /// Adds a teacher's folders (the user's own folder, if it exists, and
    /// `extra`) to the shipped content, their translations to the
    /// localizer. A broken file is left out and listed; the rest load.
    pub fn with_folders(mut self, extra: &[PathBuf]) -> App {
        self.folders = Some(extra.to_vec());
        self.reload_content();
        self.forget_stale();
        self
    }

    /// Reads the teacher's folders and their translations again, if the
    /// app reads them at all; progress is kept (it is by lesson id).
    fn reload_content(&mut self) {
        if let Some(extra) = &self.folders {
            (self.i18n, self.library) = lessons::load(extra, self.i18n.lang());
        }
    }

    /// The lessons the list shows, in its order.
    pub fn lesson_list(&self) -> &[Lesson] {
        match &self.library {
            Some(l) => &l.lessons,
            None => lessons::shipped(),
        }
    }

    /// The puzzles the list shows, in its order.
    pub fn puzzle_list(&self) -> &[Puzzle] {
        match &self.library {
            Some(l) => &l.puzzles,
            None => puzzles::shipped(),
        }
    }

    /// The errors in a teacher's files, shown under the lessons.
    pub fn content_problems(&self) -> &[Problem] {
        self.library.as_ref().map_or(&[], |l| &l.problems)
    }

    /// Starts from what `store` remembers; the first start follows the
    /// system's language. A corrupt file is moved aside and the learner told.
    pub fn with_store(store: Option<Store>) -> App {
        let loaded = store.as_ref().map_or(Loaded::Missing, Store::load);
        let (saved, notice) = match loaded {
            Loaded::Read(saved) => (saved, None),
            Loaded::Missing => (Saved::default(), None),
            Loaded::MovedAside { .. } | Loaded::Unreadable(_) => {
                (Saved::default(), Some("settings-corrupt"))
            }
        };
        let mut app = App::new(saved.lang().unwrap_or_else(Lang::from_system));
        app.lang_chosen = saved.lang().is_some();
        app.theme = saved.theme;
        app.speed = saved.speed;
        app.board_size = saved.board_size;
        let mut learners = saved.learners;
        // A game that no longer replays is dropped at once (games depend on
        // the rules only; lessons and puzzles wait for the teacher's folders).
        for l in &mut learners {
            if let Some(last @ Last::Game(_)) = &l.last
                && resume::target(last, &[], &[]).is_none()
            {
                l.last = None;
            }
        }
        app.learners = Learners::new(learners, saved.current);
        app.store = store;
        app.notice = notice;
        app
    }

    /// The message id of what the home screen must tell, if anything.
    pub fn notice(&self) -> Option<&'static str> {
        self.notice
    }

    fn save(&mut self) {
        let Some(store) = &self.store else { return };
        let (learners, current) = self.learners.clone().into_saved();
        let saved = Saved {
            // Saving progress must not pin the system's language.
            language: self.lang_chosen.then(|| self.i18n.lang().code().to_owned()),
            theme: self.theme,
            speed: self.speed,
            board_size: self.board_size,
            learners,
            current,
            ..Saved::default()
        };
        if store.save(&saved).is_err() {
            self.notice = Some("settings-not-saved");
        }
    }

    pub fn i18n(&self) -> &Localizer {
        &self.i18n
    }

    pub fn screen(&self) -> &Screen {
        &self.screen
    }

    pub fn theme_choice(&self) -> ThemeChoice {
        self.theme
    }

    pub fn speed(&self) -> Speed {
        self.speed
    }

    pub fn board_size(&self) -> BoardSize {
        self.board_size
    }

    pub fn learners(&self) -> &Learners {
        &self.learners
    }

    /// How each puzzle the current learner tried went, by id.
    pub fn puzzle_results(&self) -> &BTreeMap<String, PuzzleResult> {
        &self.learners.current().puzzles
    }

    /// The current learner's progress in each lesson, by id.
    pub fn lesson_progress(&self) -> &BTreeMap<String, LessonProgress> {
        &self.learners.current().lessons
    }

    /// Handles a message; the returned task carries the computer's search
    /// when one is needed (the runtime runs it off the window's thread).
    pub fn update(&mut self, message: Message) -> Task<Message> {
        match message {
            Message::Home(m) => {
                if let Screen::Home(home) = &mut self.screen {
                    let Some(event) = home.update(m, &self.learners) else {
                        return Task::none();
                    };
                    // The notice has been seen once the learner moves on.
                    self.notice = None;
                    let (opponent, first) = match event {
                        home::Event::Continue => return self.resume(),
                        home::Event::OpenPlay => (Opponent::Friend, None),
                        home::Event::OpenPlayWith(h) => (Opponent::Friend, Some(h)),
                        home::Event::OpenComputer => (Opponent::computer(), None),
                        home::Event::OpenLessons => {
                            self.reload_content();
                            self.screen = Screen::Lessons(lessons::Lessons);
                            return Task::none();
                        }
                        home::Event::OpenPuzzles => {
                            self.screen = Screen::Puzzles(puzzles::Puzzles);
                            return Task::none();
                        }
                        home::Event::OpenSettings => {
                            self.screen = Screen::Settings(settings::Settings::default());
                            return Task::none();
                        }
                        home::Event::Focus(id) => return iced::widget::operation::focus(id),
                        home::Event::Learners(change) => {
                            if change.apply(&mut self.learners) {
                                self.save();
                            }
                            return Task::none();
                        }
                    };
                    let mut play = play::Play::new(opponent, self.speed)
                        .teaching(self.learners.current().coach);
                    let mut event = play.start();
                    if let Some(h) = first {
                        event = play.update(play::Message::Board(play::BoardMessage::Clicked(h)));
                    }
                    self.screen = Screen::Play(Box::new(play));
                    self.play_is_last = false;
                    self.record_play();
                    return self.play_event(event);
                }
            }
            Message::Play(m) => {
                if let Screen::Play(play) = &mut self.screen {
                    let event = play.update(m);
                    self.record_play();
                    return self.play_event(event);
                }
            }
            Message::Puzzles(m) => {
                if let Screen::Puzzles(_) = &self.screen {
                    match m {
                        puzzles::Message::Open(i) => self.open_puzzle(i),
                        puzzles::Message::Continue => {
                            self.open_puzzle(puzzles::next_unsolved(
                                self.puzzle_list(),
                                self.puzzle_results(),
                            ));
                        }
                        puzzles::Message::Home => self.screen = Screen::Home(home::Home::default()),
                    }
                }
            }
            Message::Puzzle(m) => {
                if let Screen::Puzzle(screen) = &mut self.screen {
                    match screen.update(m) {
                        None => {}
                        Some(puzzle::Event::Solved(id)) => {
                            let learner = self.learners.current_mut();
                            // A solved puzzle is nothing to continue.
                            if learner.last == Some(Last::Puzzle { id: id.clone() }) {
                                learner.last = None;
                            }
                            learner.puzzles.insert(id, PuzzleResult::Solved);
                            self.save();
                        }
                        Some(puzzle::Event::Failed(id)) => self.failed(id),
                        Some(puzzle::Event::Wrong(id, request)) => {
                            self.failed(id);
                            // An answer that finds another screen, or a later
                            // attempt, is dropped.
                            return Task::perform(
                                async move { puzzle::refute(&request) },
                                |answer| {
                                    Message::Puzzle(puzzle::Message::Refuted(Box::new(answer)))
                                },
                            );
                        }
                        Some(puzzle::Event::Next(i)) => {
                            self.open_puzzle(i % self.puzzle_list().len().max(1));
                        }
                        Some(puzzle::Event::Back) => {
                            self.screen = Screen::Puzzles(puzzles::Puzzles)
                        }
                    }
                }
            }
            Message::Lessons(m) => {
                if let Screen::Lessons(_) = &self.screen {
                    match m {
                        lessons::Message::Open(i) => self.open_lesson(i),
                        lessons::Message::Home => self.screen = Screen::Home(home::Home::default()),
                        lessons::Message::Reload => self.reload_content(),
                    }
                }
            }
            Message::Lesson(m) => {
                if let Screen::Lesson(screen) = &mut self.screen {
                    let events = screen.update(m);
                    let id = screen.lesson().id.clone();
                    let step = screen.step_index();
                    // A finished lesson is nothing to continue; otherwise the
                    // learner's place is the step on show.
                    if !screen.is_finished() {
                        self.set_last(Some(Last::Lesson { id, step }));
                    } else if matches!(&self.learners.current().last,
                        Some(Last::Lesson { id: was, .. }) if *was == id)
                    {
                        self.set_last(None);
                    }
                    return self.lesson_events(events);
                }
            }
            Message::Settings(m) => {
                if let Screen::Settings(settings) = &mut self.screen {
                    let Some(event) = settings.update(m, &self.learners) else {
                        return Task::none();
                    };
                    match event {
                        settings::Event::Language(l) => {
                            self.i18n.set_lang(l);
                            self.lang_chosen = true;
                            self.save();
                        }
                        settings::Event::Theme(t) => {
                            self.theme = t;
                            self.save();
                        }
                        settings::Event::Speed(speed) => {
                            self.speed = speed;
                            self.save();
                        }
                        settings::Event::Size(size) => {
                            self.board_size = size;
                            self.save();
                        }
                        settings::Event::Learners(change) => {
                            if change.apply(&mut self.learners) {
                                self.save();
                            }
                        }
                        settings::Event::Home => self.screen = Screen::Home(home::Home::default()),
                        settings::Event::Focus(id) => return iced::widget::operation::focus(id),
                    }
                }
            }
            Message::Key(keyboard::Event::KeyPressed { key, modifiers, .. }) => {
                if let Some(m) = self.key(&key, modifiers) {
                    return self.update(m);
                }
            }
            Message::Key(_) => {}
        }
        Task::none()
    }

    /// Records a puzzle as failed; one once solved stays solved.
    fn failed(&mut self, id: String) {
        let results = &mut self.learners.current_mut().puzzles;
        results.entry(id).or_insert(PuzzleResult::Failed);
        self.save();
    }

    /// Shows the puzzle at `index` of the list; the list stays if there is
    /// none there.
    fn open_puzzle(&mut self, index: usize) {
        let Some(p) = self.puzzle_list().get(index) else {
            return;
        };
        if let Some(screen) = PuzzleScreen::new(index, p.clone(), self.speed) {
            let id = p.id.clone();
            self.screen = Screen::Puzzle(Box::new(screen));
            // Solved already: nothing to continue (it can still be replayed).
            if self.puzzle_results().get(&id) != Some(&PuzzleResult::Solved) {
                self.set_last(Some(Last::Puzzle { id }));
            }
        }
    }

    /// Shows the lesson at `index` of the list: a started one where it
    /// goes on (`lessons::resume`: where the learner left it, else a step
    /// left behind), any other from its first step.
    fn open_lesson(&mut self, index: usize) {
        let Some(l) = self.lesson_list().get(index) else {
            return;
        };
        let last = lessons::last_step(self.learners.current().last.as_ref(), l);
        let step = lessons::resume(l, self.lesson_progress().get(&l.id), last)
            .map_or(0, lessons::Resume::step);
        self.open_lesson_at(index, step);
    }

    /// Shows the lesson at `index` of the list at step `step` (from 0);
    /// nothing happens if there is no such lesson or step.
    fn open_lesson_at(&mut self, index: usize, step: usize) {
        let Some(l) = self.lesson_list().get(index) else {
            return;
        };
        let Some(mut screen) = LessonScreen::new(l.clone(), self.speed) else {
            return;
        };
        // What the learner did before, so its last step can say what is
        // still missing.
        if let Some(p) = self.lesson_progress().get(&l.id) {
            screen.set_completed(p.completed.clone());
        }
        screen.set_after(lesson::After {
            next: lessons::after(self.lesson_list(), &l.id)
                .map(|i| self.lesson_list()[i].title.clone()),
            puzzles: l.practice.map_or(0, |t| {
                self.puzzle_list().iter().filter(|p| p.theme == t).count()
            }),
        });
        if !screen.go_to(step) {
            return;
        }
        let events = screen.entered();
        let id = screen.lesson().id.clone();
        self.screen = Screen::Lesson(Box::new(screen));
        // Entering a step asks for no search: the task is empty.
        let _ = self.lesson_events(events);
        self.set_last(Some(Last::Lesson { id, step }));
    }

    fn lesson_events(&mut self, events: Vec<lesson::Event>) -> Task<Message> {
        let mut tasks = Vec::new();
        for event in events {
            match event {
                lesson::Event::Completed(id, step) => {
                    // Saved only when something new was completed.
                    let lessons = &mut self.learners.current_mut().lessons;
                    let new = lessons.entry(id).or_default().completed.insert(step);
                    if new {
                        self.save();
                    }
                }
                // The scores are kept by the classroom once it is there;
                // until then the lesson screen keeps this visit's.
                lesson::Event::Scored { .. } | lesson::Event::Finished(_) => {}
                lesson::Event::Think(request) => tasks.push(Task::perform(
                    async move { (request.generation, think(&request)) },
                    |(generation, house)| {
                        Message::Lesson(lesson::Message::Computer { generation, house })
                    },
                )),
                lesson::Event::NextLesson => {
                    let next = match &self.screen {
                        Screen::Lesson(l) => lessons::after(self.lesson_list(), &l.lesson().id),
                        _ => None,
                    };
                    if let Some(i) = next {
                        self.open_lesson(i);
                    }
                }
                lesson::Event::Practise(theme) => {
                    let list = self.puzzle_list();
                    let results = self.puzzle_results();
                    let first = list
                        .iter()
                        .position(|p| {
                            p.theme == theme && results.get(&p.id) != Some(&PuzzleResult::Solved)
                        })
                        .or_else(|| list.iter().position(|p| p.theme == theme));
                    if let Some(i) = first {
                        self.open_puzzle(i);
                    }
                }
                lesson::Event::Back => {
                    self.reload_content();
                    self.screen = Screen::Lessons(lessons::Lessons);
                }
            }
        }
        Task::batch(tasks)
    }

    fn play_event(&mut self, event: Option<play::Event>) -> Task<Message> {
        match event {
            None => Task::none(),
            Some(play::Event::Home) => {
                // An answer still on its way finds no play screen and is dropped.
                self.screen = Screen::Home(home::Home::default());
                Task::none()
            }
            Some(play::Event::Think(request)) => Task::perform(
                async move { (request.generation, think(&request)) },
                |(generation, house)| Message::Play(play::Message::Computer { generation, house }),
            ),
            // Like the computer's move: an answer that finds another screen,
            // or a later state of this one, is dropped.
            Some(play::Event::Review(request)) => {
                Task::perform(async move { play::teaching::review(&request) }, |answer| {
                    Message::Play(play::Message::Reviewed(Box::new(answer)))
                })
            }
        }
    }

    /// What a key means on the current screen.
    fn key(&self, key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
        match &self.screen {
            Screen::Play(_) => play::Play::key(key, modifiers).map(Message::Play),
            Screen::Puzzle(_) => PuzzleScreen::key(key).map(Message::Puzzle),
            Screen::Lesson(screen) => screen.key(key).map(Message::Lesson),
            Screen::Lessons(_) => match key.as_ref() {
                Key::Named(Named::Escape) => Some(Message::Lessons(lessons::Message::Home)),
                Key::Named(Named::Enter) => Some(Message::Lessons(lessons::Message::Open(
                    lessons::next_to_do(self.lesson_list(), self.lesson_progress()),
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
                    Key::Character("l" | "L") => {
                        settings::Message::Language(next_of(&Lang::ALL, self.i18n.lang()))
                    }
                    Key::Character("t" | "T") => {
                        settings::Message::Theme(next_of(&ThemeChoice::ALL, self.theme))
                    }
                    Key::Character("a" | "A") => {
                        settings::Message::Speed(next_of(&Speed::ALL, self.speed))
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

    pub fn view(&self) -> Element<'_, Message> {
        match &self.screen {
            Screen::Home(home) => home
                .view(
                    &self.i18n,
                    self.notice,
                    &self.who(),
                    self.card(),
                    self.board_size,
                )
                .map(Message::Home),
            Screen::Play(play) => play.view(&self.i18n, self.board_size).map(Message::Play),
            Screen::Settings(settings) => settings
                .view(
                    &self.i18n,
                    settings::Current {
                        theme: self.theme,
                        speed: self.speed,
                        size: self.board_size,
                    },
                    &self.learners,
                )
                .map(Message::Settings),
            Screen::Puzzles(list) => list
                .view(&self.i18n, self.puzzle_list(), self.puzzle_results())
                .map(Message::Puzzles),
            Screen::Puzzle(screen) => screen
                .view(&self.i18n, self.board_size)
                .map(Message::Puzzle),
            Screen::Lessons(list) => list
                .view(
                    &self.i18n,
                    self.lesson_list(),
                    self.content_problems(),
                    self.lesson_progress(),
                    self.learners.current().last.as_ref(),
                    self.library.is_some(),
                )
                .map(Message::Lessons),
            Screen::Lesson(screen) => screen
                .view(&self.i18n, self.board_size)
                .map(Message::Lesson),
        }
    }

    /// Who is learning and how far they got, for the home screen.
    fn who(&self) -> home::Who {
        let lessons = self.lesson_list();
        let progress = self.lesson_progress();
        let done = lessons
            .iter()
            .filter(|l| lessons::State::of(l, progress.get(&l.id)) == lessons::State::Done)
            .count();
        let results = self.puzzle_results();
        let solved = self
            .puzzle_list()
            .iter()
            .filter(|p| results.get(&p.id) == Some(&PuzzleResult::Solved))
            .count();
        home::Who {
            name: profiles::display_name(&self.i18n, self.learners.current()),
            named: !self.learners.current().name.is_empty(),
            lessons_done: done,
            lessons: lessons.len(),
            puzzles_solved: solved,
            puzzles: self.puzzle_list().len(),
        }
    }

    pub fn title(&self) -> String {
        self.i18n.tr("app-title")
    }

    pub fn theme(&self) -> Theme {
        self.theme.theme()
    }

    /// Keys reach the screens through this subscription (buttons take no
    /// keyboard focus in iced 0.14, so this is the keyboard path).
    pub fn subscription(&self) -> Subscription<Message> {
        let keys = event::listen_with(App::keys);
        match &self.screen {
            // Frames only while a sowing is shown: an idle board costs nothing.
            Screen::Play(play) if play.is_animating() => Subscription::batch([
                keys,
                window::frames().map(|t| Message::Play(play::Message::Frame(t))),
            ]),
            Screen::Puzzle(p) if p.is_animating() => Subscription::batch([
                keys,
                window::frames().map(|t| Message::Puzzle(puzzle::Message::Frame(t))),
            ]),
            Screen::Lesson(l) if l.is_animating() => Subscription::batch([
                keys,
                window::frames().map(|t| Message::Lesson(lesson::Message::Frame(t))),
            ]),
            _ => keys,
        }
    }
}

impl App {
    /// The keys the app hears: those no widget took (as
    /// `keyboard::listen()` gives them), and Esc even when a name field
    /// took it (the field only lets go of the keyboard; the app cancels
    /// the name). Letters typed into a field never arrive here.
    pub fn keys(event: iced::Event, status: event::Status, _: window::Id) -> Option<Message> {
        let iced::Event::Keyboard(key) = event else {
            return None;
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

/// The choice after `now` in `all`, round and round (keys that step
/// through the settings).
fn next_of<T: Copy + PartialEq>(all: &[T], now: T) -> T {
    let i = all.iter().position(|&x| x == now).map_or(0, |i| i + 1);
    all[i % all.len()]
}

/// The settings iced needs to render our text: our font, as the default.
pub fn settings() -> iced::Settings {
    iced::Settings {
        fonts: fonts::all(),
        default_font: fonts::UI,
        ..iced::Settings::default()
    }
}

/// Opens the window and runs until it is closed, with a teacher's folders
/// (`--lessons DIR`) added to the shipped lessons.
pub fn run(extra: Vec<PathBuf>) -> iced::Result {
    let boot = move || App::default().with_folders(&extra);
    iced::application(boot, App::update, App::view)
        .title(App::title)
        .theme(App::theme)
        .style(|_, t| theme::window_style(t))
        .subscription(App::subscription)
        .settings(settings())
        // `window` replaces every window setting, so it comes before the size.
        .window(window::Settings {
            min_size: Some(iced::Size::new(900.0, 640.0)),
            ..window::Settings::default()
        })
        .window_size((1180.0, 720.0))
        .centered()
        .run()
}
