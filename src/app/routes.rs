//! What each screen's events mean to the app: which screen comes next,
//! which background task runs, and what the classroom is told.

use iced::Task;

use super::board::TeacherBoard;
use super::lesson::LessonScreen;
use super::play::{self, opponent::Opponent};
use super::puzzle::PuzzleScreen;
use super::review;
use super::{
    App, Message, Screen, background, card, clock, computer, home, lesson, lessons, lock, new_play,
    picker, puzzle, puzzles, settings, teacher,
};
use crate::classroom::{Fact, progress};
use crate::coach::Done;
use crate::content::Score;

impl App {
    pub(super) fn go_home(&mut self) {
        self.unlocked = false;
        self.teacher_from_picker = None;
        self.teacher_from_settings = false;
        self.board_from_teacher = false;
        self.screen = Screen::Home(home::Home::default());
    }

    /// Out of the teacher's view or its PIN prompt: back to where it was
    /// opened from.
    pub(super) fn leave_teacher(&mut self) {
        if std::mem::take(&mut self.teacher_from_settings) {
            self.screen = Screen::Settings(settings::Settings::default());
            self.follow_language();
            return;
        }
        match self.teacher_from_picker.take() {
            Some(back) => {
                self.unlocked = false;
                self.screen = Screen::Picker(picker::Picker::default(), back);
                self.follow_language();
            }
            None => self.go_home(),
        }
    }

    /// Opens what the teacher's PIN guards: at once when there is no PIN
    /// or it was typed already, else the PIN is asked first.
    pub(super) fn open_door(&mut self, door: lock::Door) -> Task<Message> {
        if self.class.settings().pin.is_some() && !self.unlocked {
            self.screen = Screen::Lock(lock::Lock::new(door));
            return iced::widget::operation::focus(lock::PIN_ID);
        }
        self.refresh_class();
        self.screen = match door {
            lock::Door::Settings => Screen::Settings(settings::Settings::default()),
            // A class with no names yet opens on "Add children".
            lock::Door::Teacher if self.class.roster().named().next().is_none() => {
                self.screen = Screen::Teacher(teacher::Teacher::adding());
                return iced::widget::operation::focus(super::teacher_add::ADD_ID);
            }
            lock::Door::Teacher => Screen::Teacher(teacher::Teacher::default()),
        };
        Task::none()
    }

    pub(super) fn on_lock(&mut self, m: lock::Message) -> Task<Message> {
        let (Screen::Lock(l), Some(pin)) = (&mut self.screen, &self.class.settings().pin) else {
            return Task::none();
        };
        match l.update(m, pin, &mut self.tries, iced::time::Instant::now()) {
            Some(lock::Event::Opened(door)) => {
                self.unlocked = true;
                return self.open_door(door);
            }
            Some(lock::Event::Cancelled) => self.leave_teacher(),
            None => {}
        }
        Task::none()
    }

    pub(super) fn on_teacher(&mut self, m: teacher::Message) -> Task<Message> {
        let default_export = default_export();
        let Screen::Teacher(t) = &mut self.screen else {
            return Task::none();
        };
        let Some(event) = t.update(m, &default_export) else {
            return Task::none();
        };
        self.teacher_event(event)
    }

    /// What the teacher's view asked for.
    fn teacher_event(&mut self, event: teacher::Event) -> Task<Message> {
        // On a joined device the class server's view has its own routes.
        let event = match self.on_online_teacher(event) {
            Ok(task) => return task,
            Err(event) => event,
        };
        match event {
            // Not signed in to the class server: nothing of the class's
            // children is renamed or removed here.
            teacher::Event::Learners(change)
                if change.teachers_alone() && self.class.link().is_some() => {}
            teacher::Event::Learners(change) => {
                change.apply(&mut self.class);
                self.follow_language();
            }
            teacher::Event::Export(path) => {
                // A file is plain text: no reading marks, whatever the screen.
                let plain = |id: &str| crate::i18n::ruby::plain(&self.i18n.tr(id));
                let rows = crate::classroom::report::table(&self.class, &plain);
                let csv = crate::classroom::class_list::csv(&rows);
                // In the browser: a download, named as the field says.
                let done = self.write_export(&path, &csv, "text/csv;charset=utf-8");
                if let Screen::Teacher(t) = &mut self.screen {
                    t.exported(done);
                }
            }
            // Only the class server's view has these (above).
            teacher::Event::ExportLearner(..)
            | teacher::Event::RemoveFromServer(_)
            | teacher::Event::RenameOnServer(..)
            | teacher::Event::Devices
            | teacher::Event::ForgetDevice(_)
            | teacher::Event::NewCode
            | teacher::Event::Merge { .. }
            | teacher::Event::Live
            | teacher::Event::Tournaments
            | teacher::Event::Duels => {}
            // In the browser: the page's file picker, whatever the field
            // says; its file comes back as `Message::Imported`.
            #[cfg(target_arch = "wasm32")]
            teacher::Event::Import(_) | teacher::Event::Choose => super::web::files::open(),
            // The computer's file chooser, away from the window's thread.
            #[cfg(not(target_arch = "wasm32"))]
            teacher::Event::Choose => {
                let title = self.i18n.tr("teacher-import-title");
                return Task::perform(
                    async move {
                        rfd::AsyncFileDialog::new()
                            .set_title(title)
                            .add_filter("CSV", &["csv", "txt", "tsv"])
                            .pick_file()
                            .await
                            .map(|f| f.path().to_path_buf())
                    },
                    |path| Message::Teacher(teacher::Message::ImportChosen(path)),
                );
            }
            // The computer's save dialog, in the folder the path names.
            #[cfg(not(target_arch = "wasm32"))]
            teacher::Event::ChooseExport(path) => {
                let title = self.i18n.tr("teacher-export-title");
                return Task::perform(
                    async move {
                        let mut dialog = rfd::AsyncFileDialog::new()
                            .set_title(title)
                            .add_filter("CSV", &["csv"]);
                        if let Some(folder) = path.parent().filter(|p| p.is_dir()) {
                            dialog = dialog.set_directory(folder);
                        }
                        if let Some(name) = path.file_name() {
                            dialog = dialog.set_file_name(name.to_string_lossy());
                        }
                        dialog.save_file().await.map(|f| f.path().to_path_buf())
                    },
                    |path| Message::Teacher(teacher::Message::ExportChosen(path)),
                );
            }
            #[cfg(target_arch = "wasm32")]
            teacher::Event::ChooseExport(_) => {}
            #[cfg(not(target_arch = "wasm32"))]
            teacher::Event::Import(path) => {
                // A regular file of a class list's size, never a pipe.
                use crate::content::safe_read::{MAX_CLASS_LIST, read_bytes};
                let read = read_bytes(&path, MAX_CLASS_LIST)
                    .map(|bytes| {
                        crate::classroom::class_list::read(
                            &bytes,
                            &self.adding_roster(),
                            &crate::classroom::guest_words(),
                        )
                    })
                    .map_err(|why| self.i18n.detail(&crate::content::source::refused(&why)));
                if let Screen::Teacher(t) = &mut self.screen {
                    t.read(read);
                }
            }
            teacher::Event::Add(names) => {
                let millis = clock::millis();
                for (i, n) in names.into_iter().enumerate() {
                    let _ = self.class.add(&n.name, n.lang, millis + i as u64);
                }
            }
            teacher::Event::AddTyped(typed) => {
                let list = super::teacher_add::read(&typed, &self.adding_roster());
                let names = match &mut self.screen {
                    Screen::Teacher(t) => t.typed(list),
                    _ => None,
                };
                return match names {
                    Some(names) => self.teacher_event(teacher::Event::Add(names)),
                    None => iced::widget::operation::focus(super::teacher_add::ADD_ID),
                };
            }
            teacher::Event::Langs(apply) => {
                super::teacher_langs::apply(&mut self.class, &apply, clock::seconds());
            }
            teacher::Event::Board => {
                // In the teacher's language, and back to the teacher's view.
                self.board_from_teacher = true;
                return self.open_board(TeacherBoard::new(self.speed()));
            }
            teacher::Event::Focus(id) => return iced::widget::operation::focus(id),
            teacher::Event::Back => self.leave_teacher(),
        }
        Task::none()
    }

    /// The children whose names a list being added is checked against:
    /// this device's class, and on the class server's view the server's
    /// children too (every device's, not only those this one has).
    pub(super) fn adding_roster(&self) -> crate::classroom::Roster {
        let mut list: Vec<_> = self.class.roster().named().cloned().collect();
        if let Screen::Teacher(t) = &self.screen
            && let Some(online) = t.online()
        {
            for l in online.class.roster().named() {
                if !list.iter().any(|m| m.id == l.id) {
                    list.push(l.clone());
                }
            }
        }
        crate::classroom::Roster::new(list, crate::classroom::guest_words())
    }

    /// A class list's bytes, from the browser's file picker.
    pub(super) fn on_imported(&mut self, bytes: &[u8]) -> Task<Message> {
        // The tournaments' "Open a TRF file" uses the same picker.
        if let Screen::Tournaments(_) = self.screen {
            let m = super::tournament::Message::ImportRead(bytes.to_vec());
            return self.on_tournament(m);
        }
        let list = crate::classroom::class_list::read(
            bytes,
            &self.adding_roster(),
            &crate::classroom::guest_words(),
        );
        if let Screen::Teacher(t) = &mut self.screen {
            t.read(Ok(list));
        }
        Task::none()
    }

    pub(super) fn on_home(&mut self, m: home::Message) -> Task<Message> {
        let Screen::Home(home) = &mut self.screen else {
            return Task::none();
        };
        let Some(event) = home.update(m, self.class.roster()) else {
            return Task::none();
        };
        // The notice has been seen once the learner moves on.
        self.notice = None;
        let (opponent, first) = match event {
            home::Event::Continue => return self.resume(),
            home::Event::JoinLive => {
                return self.on_live(super::live::Message::Join);
            }
            home::Event::OpenDuel => {
                self.open_offered_duel();
                return Task::none();
            }
            home::Event::OpenClassmates => {
                self.open_classmates();
                return Task::none();
            }
            home::Event::Report(r) => return self.tournament_report(r),
            home::Event::OpenPlay => (Opponent::Friend, None),
            home::Event::OpenPlayWith(h) => (Opponent::Friend, Some(h)),
            home::Event::OpenComputer => (Opponent::computer(), None),
            home::Event::OpenLessons => {
                self.reload_content();
                self.screen = Screen::Lessons(lessons::Lessons::default());
                return Task::none();
            }
            home::Event::OpenPuzzles => {
                self.screen = Screen::Puzzles(puzzles::Puzzles);
                return Task::none();
            }
            home::Event::OpenSettings => return self.open_door(lock::Door::Settings),
            // The teacher's view, on "Add children" (the class has no names).
            home::Event::AddChildren => return self.open_teacher(),
            home::Event::OpenCard => {
                self.screen = Screen::Card(card::CardScreen);
                return Task::none();
            }
            home::Event::OpenPicker => {
                self.refresh_class();
                self.screen = Screen::Picker(picker::Picker::default(), true);
                return Task::none();
            }
            home::Event::OpenBoard => {
                return self.open_board(TeacherBoard::new(self.speed()));
            }
            home::Event::OpenGames => {
                self.open_games();
                return Task::none();
            }
            home::Event::Focus(id) => return iced::widget::operation::focus(id),
            home::Event::Learners(change) => {
                if change.apply(&mut self.class) {
                    self.follow_language();
                }
                return Task::none();
            }
        };
        let mut play = new_play(opponent, self.speed(), self.class.learner());
        let mut event = play.start();
        if let Some(h) = first {
            event = play.update(play::Message::Board(play::BoardMessage::Clicked(h)));
        }
        self.screen = Screen::Play(Box::new(play));
        self.play_is_last = false;
        self.play_recorded = None;
        self.play_choices = None;
        self.record_play();
        self.play_event(event)
    }

    pub(super) fn on_picker(&mut self, m: picker::Message) -> Task<Message> {
        let Screen::Picker(p, _) = &mut self.screen else {
            return Task::none();
        };
        let Some(event) = p.update(m, self.class.roster()) else {
            return Task::none();
        };
        match event {
            picker::Event::Picked(id) => {
                self.unlocked = false;
                self.class.switch(&id);
                // A card picked here is this device's again, whoever held it.
                self.duel.picked();
                self.follow_language();
                self.go_home();
                // Their whole record comes with the answer.
                self.sync.now(iced::time::Instant::now());
            }
            picker::Event::Join => {
                self.screen = Screen::Join(super::join::Join::default());
                return iced::widget::operation::focus(super::join::CODE_ID);
            }
            picker::Event::Learners(change) => {
                let added = match &change {
                    super::learners::Change::Add(name, _) => Some(name.clone()),
                    _ => None,
                };
                change.apply(&mut self.class);
                // The new card is lit, so Enter plays as them.
                if let (Some(name), Screen::Picker(p, _)) = (added, &mut self.screen) {
                    p.light(self.class.roster(), &name);
                }
            }
            picker::Event::Teacher => {
                self.teacher_from_picker = Some(matches!(self.screen, Screen::Picker(_, true)));
                return self.open_teacher();
            }
            picker::Event::Back => {
                if matches!(self.screen, Screen::Picker(_, true)) {
                    self.go_home();
                }
            }
            picker::Event::Focus(id) => return iced::widget::operation::focus(id),
        }
        Task::none()
    }

    pub(super) fn on_card(&mut self, m: card::Message) -> Task<Message> {
        if !matches!(self.screen, Screen::Card(_)) {
            return Task::none();
        }
        if m == card::Message::Classmates {
            if self.may_play_classmates() {
                self.open_classmates();
            }
            return Task::none();
        }
        let class_lang = self.class.class_lang(self.system);
        match card::CardScreen::change(&m, self.class.learner(), class_lang) {
            Some(change) => {
                change.apply(&mut self.class);
                self.follow_language();
            }
            None => self.go_home(),
        }
        Task::none()
    }

    pub(super) fn on_play(&mut self, m: play::Message) -> Task<Message> {
        let Screen::Play(play) = &mut self.screen else {
            return Task::none();
        };
        let event = play.update(m);
        self.record_play();
        self.play_event(event)
    }

    pub(super) fn play_event(&mut self, event: Option<play::Event>) -> Task<Message> {
        match event {
            None => Task::none(),
            Some(play::Event::Home) => {
                // An answer still on its way finds no play screen and is dropped.
                self.go_home();
                Task::none()
            }
            Some(play::Event::Think(request)) => computer(request),
            // Like the computer's move: an answer that finds another screen,
            // or a later state of this one, is dropped.
            Some(play::Event::Review(request)) => {
                let stop = request.stop.clone();
                background::task(request.job(), &stop, move |done| {
                    let Done::Analysed(analysis) = done else {
                        return None;
                    };
                    let answer = play::teaching::reviewed(&request, analysis);
                    Some(Message::Play(play::Message::Reviewed(Box::new(answer))))
                })
            }
            Some(play::Event::ReviewGame(game, computer)) => {
                self.open_review(game, review::learner_side(computer))
            }
            Some(play::Event::OpenBoard(game)) => {
                self.open_board(TeacherBoard::from_game(game, self.speed()))
            }
        }
    }

    pub(super) fn on_puzzles(&mut self, m: puzzles::Message) -> Task<Message> {
        if let Screen::Puzzles(_) = &self.screen {
            match m {
                puzzles::Message::Open(i) => self.open_puzzle(i),
                puzzles::Message::Continue => {
                    self.open_puzzle(progress::next_unsolved(
                        self.puzzle_list(),
                        self.puzzle_results(),
                    ));
                }
                puzzles::Message::ForMe => self.open_for_me(),
                puzzles::Message::Streak => self.open_streak(0, None),
                puzzles::Message::Home => self.go_home(),
            }
        }
        Task::none()
    }

    pub(super) fn on_puzzle(&mut self, m: puzzle::Message) -> Task<Message> {
        let Screen::Puzzle(screen) = &mut self.screen else {
            return Task::none();
        };
        let scroll = under_board(matches!(m, puzzle::Message::Hint), {
            use play::BoardMessage::Clicked;
            use puzzle::Message as P;
            matches!(m, P::PlayOwn(_) | P::PlayFocused | P::Board(Clicked(_)))
        });
        let event = screen.update(m);
        let task = self.puzzle_event(event);
        Task::batch([task, scroll])
    }

    fn puzzle_event(&mut self, event: Option<puzzle::Event>) -> Task<Message> {
        match event {
            None => {}
            Some(puzzle::Event::Solved { id, clean }) => {
                self.class.record(
                    Fact::PuzzleSolved { id: id.clone() },
                    super::clock::seconds(),
                );
                if clean {
                    self.rated(id, true);
                }
            }
            Some(puzzle::Event::Missed { id, first }) => {
                self.class.record(
                    Fact::PuzzleMissed { id: id.clone() },
                    super::clock::seconds(),
                );
                if first {
                    self.rated(id, false);
                }
            }
            Some(puzzle::Event::Hinted { id }) => self.rated(id, false),
            Some(puzzle::Event::Next(i)) => self.next_puzzle(i),
            Some(puzzle::Event::Back) => {
                let Screen::Puzzle(screen) = &self.screen else {
                    return Task::none();
                };
                let at = screen.index();
                self.screen = Screen::Puzzles(puzzles::Puzzles);
                return puzzles::back_to(at);
            }
            Some(puzzle::Event::OpenBoard(position)) => {
                return self.open_board(TeacherBoard::at(position, self.speed()));
            }
        }
        Task::none()
    }

    pub(super) fn on_lessons(&mut self, m: lessons::Message) -> Task<Message> {
        let start = progress::next_to_do(self.lesson_list(), self.lesson_progress());
        let list_len = self.lesson_list().len();
        if let Screen::Lessons(list) = &mut self.screen {
            match m {
                lessons::Message::Focus(step) => {
                    if list_len > 0 {
                        return list.focus(&self.class.library().lessons, start, step);
                    }
                }
                lessons::Message::Open(i) => self.open_lesson(i),
                lessons::Message::Home => self.go_home(),
                lessons::Message::Reload => self.reload_content(),
                // The browser's folder picker: its files come back as a
                // Reload (`web::folder::picked`).
                #[cfg(target_arch = "wasm32")]
                lessons::Message::OpenFolder => super::web::folder::open(),
                #[cfg(target_arch = "wasm32")]
                lessons::Message::ForgetFolder => {
                    super::web::folder::forget();
                    self.reload_content();
                }
                #[cfg(not(target_arch = "wasm32"))]
                lessons::Message::OpenFolder | lessons::Message::ForgetFolder => {}
            }
        }
        Task::none()
    }

    pub(super) fn on_lesson(&mut self, m: lesson::Message) -> Task<Message> {
        let Screen::Lesson(screen) = &mut self.screen else {
            return Task::none();
        };
        let scroll = under_board(matches!(m, lesson::Message::Hint), {
            use lesson::Message as L;
            use play::BoardMessage::Clicked;
            matches!(
                m,
                L::PlayOwn(_) | L::PlayFocused | L::Choose(_) | L::Board(Clicked(_))
            )
        });
        let events = screen.update(m);
        let lesson = screen.lesson().id.clone();
        let step = screen.step_index();
        let finished = screen.is_finished();
        let now = super::clock::seconds();
        // A finished lesson is nothing to continue; otherwise the learner's
        // place is the step on show.
        if finished {
            self.class.record(Fact::LessonFinished { lesson }, now);
        } else {
            self.class.record(Fact::LessonAt { lesson, step }, now);
        }
        Task::batch([self.lesson_events(events), scroll])
    }

    pub(super) fn on_settings(&mut self, m: settings::Message) -> Task<Message> {
        let Screen::Settings(s) = &mut self.screen else {
            return Task::none();
        };
        let Some(event) = s.update(m, self.class.roster()) else {
            return Task::none();
        };
        match event {
            settings::Event::Language(l) => {
                self.class.set_language(l, super::clock::seconds());
                self.follow_language();
            }
            settings::Event::Theme(t) => self.set_look(|look| look.theme = t),
            settings::Event::Speed(speed) => self.set_look(|look| look.speed = speed),
            settings::Event::SpeakFocus(on) => self.set_look(|look| look.speak_focus = on),
            settings::Event::LessMovement(on) => self.set_look(|look| look.less_movement = on),
            settings::Event::Size(size) => self.set_look(|look| look.board_size = size),
            // On a joined device a child is renamed or removed only in
            // the teacher's signed-in view.
            settings::Event::Learners(change)
                if change.teachers_alone() && self.class.link().is_some() => {}
            settings::Event::Learners(change) => {
                let picked = matches!(change, super::learners::Change::Switch(_));
                if change.apply(&mut self.class) {
                    self.follow_language();
                }
                if picked {
                    self.sync.now(iced::time::Instant::now());
                }
            }
            settings::Event::Server(e) => return self.on_server_part(e),
            settings::Event::SetPin(typed) => {
                if let Ok(pin) = crate::classroom::Pin::new(&typed, &typed, clock::millis()) {
                    self.class.set_pin(Some(pin), super::clock::seconds());
                    // Whoever set it knows it: the screen stays open.
                    self.unlocked = true;
                }
            }
            settings::Event::RemovePin => self.class.set_pin(None, super::clock::seconds()),
            settings::Event::Teacher => {
                self.teacher_from_settings = true;
                return self.open_teacher();
            }
            settings::Event::Home => self.go_home(),
            // The PIN's fields and their buttons come into sight.
            settings::Event::Focus(id) if id == settings::PIN_ID => {
                return Task::batch([
                    iced::widget::operation::focus(id),
                    super::reveal::reveal(settings::PAGE_ID, settings::PIN_PART_ID),
                ]);
            }
            settings::Event::Focus(id) => return iced::widget::operation::focus(id),
        }
        Task::none()
    }

    /// Shows the puzzle at `index` of the list; the list stays if there is
    /// none there.
    pub(super) fn open_puzzle(&mut self, index: usize) {
        let Some(p) = self.puzzle_list().get(index) else {
            return;
        };
        if let Some(mut screen) = PuzzleScreen::new(index, p.clone(), self.speed()) {
            screen.set_number(crate::classroom::resume::puzzle_number(
                self.puzzle_list(),
                index,
            ));
            let id = p.id.clone();
            self.screen = Screen::Puzzle(Box::new(screen));
            self.class
                .record(Fact::PuzzleOpened { id }, super::clock::seconds());
        }
    }

    /// Shows the lesson at `index` of the list: a started one where it
    /// goes on (`progress::resume`: where the learner left it, else a step
    /// left behind), any other from its first step.
    pub(super) fn open_lesson(&mut self, index: usize) {
        let Some(l) = self.lesson_list().get(index) else {
            return;
        };
        let last = progress::last_step(self.class.learner().last.as_ref(), l);
        let step = progress::resume(l, self.lesson_progress().get(&l.id), last)
            .map_or(0, progress::Resume::step);
        self.open_lesson_at(index, step);
    }

    /// Shows the lesson at `index` of the list at step `step` (from 0);
    /// nothing happens if there is no such lesson or step.
    pub(super) fn open_lesson_at(&mut self, index: usize, step: usize) {
        let Some(l) = self.lesson_list().get(index) else {
            return;
        };
        let Some(mut screen) = LessonScreen::new(l.clone(), self.speed()) else {
            return;
        };
        // What the learner did before, so the finish screen can say what
        // is still missing and count the stars earned on earlier visits.
        if let Some(p) = self.lesson_progress().get(&l.id) {
            screen.set_completed(p.done_steps(l));
            screen.set_scores(
                p.step_scores(l)
                    .into_iter()
                    .map(|(step, points)| (step, Score::from_points(points)))
                    .collect(),
            );
        }
        screen.set_after(lesson::After {
            next: progress::after(self.lesson_list(), &l.id)
                .map(|i| self.lesson_list()[i].title.clone()),
            puzzles: l.practice.map_or(0, |t| {
                self.puzzle_list().iter().filter(|p| p.theme == t).count()
            }),
        });
        if !screen.go_to(step) {
            return;
        }
        let events = screen.entered();
        let lesson = screen.lesson().id.clone();
        self.screen = Screen::Lesson(Box::new(screen));
        // Entering a step asks for no search: the task is empty.
        let _ = self.lesson_events(events);
        self.class
            .record(Fact::LessonAt { lesson, step }, super::clock::seconds());
    }

    fn lesson_events(&mut self, events: Vec<lesson::Event>) -> Task<Message> {
        let mut tasks = Vec::new();
        let now = super::clock::seconds();
        for event in events {
            match event {
                lesson::Event::Completed(lesson, step) => {
                    self.class.record(Fact::StepCompleted { lesson, step }, now);
                }
                lesson::Event::Scored {
                    lesson,
                    step,
                    score,
                } => {
                    let score = score.points() as u8;
                    self.class.record(
                        Fact::StepScored {
                            lesson,
                            step,
                            score,
                        },
                        now,
                    );
                }
                // Recorded by `on_lesson` (the learner's place).
                lesson::Event::Finished(_) => {}
                // Through the coach's background seam like the play
                // screen's computer: a Web Worker in the browser.
                lesson::Event::Think(request) => {
                    let generation = request.generation;
                    tasks.push(background::task(
                        request.job(),
                        &request.stop,
                        move |done| {
                            let Done::Chose(house) = done else {
                                return None;
                            };
                            Some(Message::Lesson(lesson::Message::Computer {
                                generation,
                                house,
                            }))
                        },
                    ))
                }
                lesson::Event::NextLesson => {
                    let next = match &self.screen {
                        Screen::Lesson(l) => progress::after(self.lesson_list(), &l.lesson().id),
                        _ => None,
                    };
                    if let Some(i) = next {
                        self.open_lesson(i);
                    }
                }
                lesson::Event::Practise(theme) => {
                    let list = self.puzzle_list();
                    let records = &self.class.learner().puzzles;
                    let first = list
                        .iter()
                        .position(|p| {
                            p.theme == theme && !records.get(&p.id).is_some_and(|r| r.solved)
                        })
                        .or_else(|| list.iter().position(|p| p.theme == theme));
                    if let Some(i) = first {
                        self.open_puzzle(i);
                    }
                }
                lesson::Event::Back => {
                    self.reload_content();
                    self.screen = Screen::Lessons(lessons::Lessons::default());
                }
                lesson::Event::OpenBoard(position) => {
                    // The board opens with the coach hidden: no task to run.
                    let _ = self.open_board(TeacherBoard::at(position, self.speed()));
                }
            }
        }
        Task::batch(tasks)
    }
}

/// What scrolls under a board after a hint asked for (the newest hint
/// comes into sight) or an answer given (its verdict, first there).
fn under_board(hint: bool, answer: bool) -> Task<Message> {
    if hint {
        play::layout::show_newest_hint()
    } else if answer {
        play::layout::show_verdict()
    } else {
        Task::none()
    }
}

/// The file the class export offers first: today's date in the teacher's
/// documents folder, if there is one on disk, else their home folder.
fn default_export() -> String {
    let name = format!(
        "wahree-{}.csv",
        crate::classroom::class_list::date(clock::seconds())
    );
    directories::UserDirs::new()
        .map(|d| export_folder(d.document_dir(), d.home_dir()).join(&name))
        .map_or(name, |p| p.display().to_string())
}

/// The documents folder when it exists (a desktop may name one that was
/// never made), else home.
fn export_folder<'a>(
    documents: Option<&'a std::path::Path>,
    home: &'a std::path::Path,
) -> &'a std::path::Path {
    documents.filter(|d| d.is_dir()).unwrap_or(home)
}

#[cfg(test)]
mod export_tests {
    use super::export_folder;

    #[test]
    fn the_csv_is_offered_in_documents_only_when_that_folder_exists() {
        let home = std::env::temp_dir().join(format!("wahree-home-{}", std::process::id()));
        let docs = home.join("Documents");
        std::fs::create_dir_all(&home).unwrap();
        assert_eq!(export_folder(Some(&docs), &home), home, "not made yet");
        assert_eq!(export_folder(None, &home), home);
        std::fs::create_dir_all(&docs).unwrap();
        assert_eq!(export_folder(Some(&docs), &home), docs);
        std::fs::remove_dir_all(&home).unwrap();
    }
}
