//! Learners and the board size through the app's own messages: added,
//! chosen, renamed and removed in Settings, each with their own progress,
//! all remembered in the class's files.

use super::play::BoardSize;
use super::settings::Message as S;
use super::tests::{in_dir, reopen, scratch};
use super::{App, Message, Screen, home, lesson, lessons, puzzle, puzzles};
use crate::classroom::{LearnerId, NameProblem, PuzzleResult};
use crate::i18n::Lang;

/// The id of the learner called `name` ("" for the guest).
fn id_of(app: &App, name: &str) -> LearnerId {
    app.learners()
        .all()
        .iter()
        .find(|l| l.name == name)
        .expect("such a learner")
        .id
        .clone()
}

fn solved(app: &App, id: &str) -> bool {
    app.puzzle_results().get(id).and_then(|r| r.result()) == Some(PuzzleResult::Solved)
}

fn send(app: &mut App, m: S) {
    let _ = app.update(Message::Settings(m));
}

fn add(app: &mut App, name: &str) {
    send(app, S::NewName(name.into()));
    send(app, S::Add);
}

fn current(app: &App) -> String {
    app.learners().current().name.clone()
}

fn settings_app() -> App {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    app
}

/// Opens the puzzle list's next unsolved puzzle and solves it.
fn solve_next_puzzle(app: &mut App) -> String {
    let _ = app.update(Message::Home(home::Message::Puzzles));
    let _ = app.update(Message::Puzzles(puzzles::Message::Continue));
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle should be open");
    };
    let id = p.puzzle().id.clone();
    let answer = crate::content::answers(p.puzzle().goal, &p.start()).unwrap()[0];
    let _ = app.update(Message::Puzzle(puzzle::Message::PlayOwn(
        answer.own_number(),
    )));
    let _ = app.update(Message::Puzzle(puzzle::Message::Back));
    let _ = app.update(Message::Puzzles(puzzles::Message::Home));
    id
}

#[test]
fn a_learner_is_added_without_becoming_the_one_learning() {
    let mut app = settings_app();
    assert_eq!(
        app.learners().names(),
        [""],
        "a guest learns before anyone is added"
    );
    add(&mut app, "Aiko");
    assert_eq!(app.learners().names(), ["", "Aiko"]);
    assert_eq!(current(&app), "", "adding never switches");
    // The field is empty again for the next name.
    add(&mut app, "");
    assert_eq!(app.learners().names().len(), 2);
}

#[test]
fn a_bad_name_is_refused_with_words_and_nothing_is_added() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    let long = "a".repeat(crate::classroom::MAX_NAME + 1);
    for (bad, why) in [
        ("", NameProblem::Empty),
        ("   ", NameProblem::Empty),
        (" aiko", NameProblem::Taken("Aiko".into())),
        (long.as_str(), NameProblem::TooLong),
    ] {
        add(&mut app, bad);
        assert_eq!(app.learners().names(), ["", "Aiko"], "{bad:?} was added");
        let Screen::Settings(s) = app.screen() else {
            unreachable!()
        };
        assert_eq!(s.problem(), Some(&why), "{bad:?}");
    }
    // Typing again clears the refusal.
    send(&mut app, S::NewName("Mat".into()));
    let Screen::Settings(s) = app.screen() else {
        unreachable!()
    };
    assert_eq!(s.problem(), None);
}

#[test]
fn each_learner_has_their_own_puzzles_and_lessons() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    let id = id_of(&app, "Aiko");
    send(&mut app, S::Choose(id));
    send(&mut app, S::Home);
    let first = solve_next_puzzle(&mut app);
    assert!(solved(&app, &first));
    // A lesson's first step seen counts for Aiko.
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(0)));
    let _ = app.update(Message::Lesson(lesson::Message::Back));
    let _ = app.update(Message::Lessons(lessons::Message::Home));
    assert!(!app.lesson_progress().is_empty());

    // Mateo starts from nothing, and his first unsolved puzzle is Aiko's.
    let _ = app.update(Message::Home(home::Message::Settings));
    add(&mut app, "Mateo");
    let id = id_of(&app, "Mateo");
    send(&mut app, S::Choose(id));
    assert_eq!(current(&app), "Mateo");
    assert!(app.puzzle_results().is_empty());
    assert!(app.lesson_progress().is_empty());
    send(&mut app, S::Home);
    assert_eq!(solve_next_puzzle(&mut app), first);

    // Back to Aiko: hers are still there, Mateo's did not join them.
    let _ = app.update(Message::Home(home::Message::Settings));
    let id = id_of(&app, "Aiko");
    send(&mut app, S::Choose(id));
    assert_eq!(current(&app), "Aiko");
    assert_eq!(app.puzzle_results().len(), 1);
    assert!(!app.lesson_progress().is_empty());
    send(&mut app, S::Home);
    assert_ne!(solve_next_puzzle(&mut app), first, "Aiko moves on");
    assert_eq!(app.puzzle_results().len(), 2);
}

#[test]
fn a_rename_keeps_the_progress_and_a_bad_one_is_refused() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    let id = id_of(&app, "Aiko");
    send(&mut app, S::Rename(id));
    send(&mut app, S::RenameName("mateo".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(
        app.learners().names(),
        ["", "Aiko", "Mateo"],
        "a duplicate is refused"
    );
    send(&mut app, S::RenameName("Aiko T.".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(app.learners().names(), ["", "Aiko T.", "Mateo"]);
    // Cancelling changes nothing.
    let id = id_of(&app, "Mateo");
    send(&mut app, S::Rename(id));
    send(&mut app, S::RenameName("Someone".into()));
    send(&mut app, S::RenameCancel);
    send(&mut app, S::RenameSave);
    assert_eq!(app.learners().names(), ["", "Aiko T.", "Mateo"]);
}

#[test]
fn removing_asks_first_and_only_a_yes_removes() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    let id = id_of(&app, "Mateo");
    send(&mut app, S::Choose(id));
    let aiko = id_of(&app, "Aiko");
    send(&mut app, S::Remove(aiko.clone()));
    let Screen::Settings(s) = app.screen() else {
        unreachable!()
    };
    assert_eq!(s.removing(), Some(&aiko), "the question is on screen");
    assert_eq!(
        app.learners().names().len(),
        3,
        "nothing removed before the yes"
    );
    send(&mut app, S::RemoveNo);
    assert_eq!(app.learners().names().len(), 3);
    send(&mut app, S::RemoveYes);
    assert_eq!(
        app.learners().names().len(),
        3,
        "a yes without a question does nothing"
    );
    send(&mut app, S::Remove(aiko));
    send(&mut app, S::RemoveYes);
    assert_eq!(app.learners().names(), ["", "Mateo"]);
    assert_eq!(current(&app), "Mateo", "who was learning still is");
}

#[test]
fn learners_who_is_learning_and_the_board_size_are_remembered() {
    let dir = scratch("profiles-remember");
    let mut app = in_dir(&dir);
    let _ = app.update(Message::Home(home::Message::Settings));
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    send(&mut app, S::Size(BoardSize::Projector));
    assert_eq!(app.board_size(), BoardSize::Projector);
    let id = id_of(&app, "Aiko");
    send(&mut app, S::Choose(id));
    send(&mut app, S::Home);
    let first = solve_next_puzzle(&mut app);

    let again = reopen(app, &dir);
    assert_eq!(again.learners().names(), ["", "Aiko", "Mateo"]);
    assert_eq!(current(&again), "Aiko");
    assert_eq!(again.board_size(), BoardSize::Projector);
    assert!(solved(&again, &first));
    let mateo = again.learners().get(&id_of(&again, "Mateo")).unwrap();
    assert!(mateo.puzzles.is_empty(), "Mateo solved nothing");
    // One file per learner, the guest's too once something was saved.
    let files = std::fs::read_dir(dir.join("learners")).unwrap().count();
    assert!(files >= 2, "{files}");
}

#[test]
fn an_old_file_opens_with_its_progress_as_the_first_learners() {
    let dir = scratch("profiles-old");
    let path = dir.join("settings.ron");
    std::fs::write(
        &path,
        "(language: Some(\"es\"), theme: Light, speed: Normal, \
         puzzles: {\"wipe-two-houses\": Solved}, lessons: {})",
    )
    .unwrap();
    let mut app = in_dir(&dir);
    assert_eq!(app.notice(), None);
    assert_eq!(app.i18n().lang(), Lang::Es);
    assert_eq!(app.learners().names(), [""]);
    assert!(solved(&app, "wipe-two-houses"));
    // Named later, the guest keeps what was done.
    let _ = app.update(Message::Home(home::Message::Settings));
    send(&mut app, S::Rename(LearnerId::guest()));
    send(&mut app, S::RenameName("Kofi".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(current(&app), "Kofi");
    assert_eq!(app.puzzle_results().len(), 1);
}

#[test]
fn a_corrupt_file_with_learners_is_kept_aside_and_told() {
    let dir = scratch("profiles-corrupt");
    let path = dir.join("settings.ron");
    std::fs::write(
        &path,
        "(learners: [(name: \"Aiko\", puzzles: {\"x\": Maybe})])",
    )
    .unwrap();
    let app = in_dir(&dir);
    assert_eq!(app.notice(), Some(&super::Notice::Corrupt));
    assert_eq!(app.learners().names(), [""]);
    assert!(!path.exists());
    let kept: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("settings.ron.corrupt-"))
        .collect();
    assert_eq!(kept.len(), 1, "kept aside");
}

#[test]
fn the_board_size_applies_at_once_and_has_words_in_every_language() {
    let mut app = settings_app();
    for size in BoardSize::ALL {
        send(&mut app, S::Size(size));
        assert_eq!(app.board_size(), size);
        for lang in Lang::ALL {
            assert!(crate::i18n::Localizer::new(lang).has(size.message_id()));
        }
    }
    // Messages for Settings do nothing elsewhere.
    send(&mut app, S::Home);
    send(&mut app, S::Size(BoardSize::Normal));
    assert_eq!(app.board_size(), BoardSize::Projector);
}

fn home(app: &mut App, m: home::Message) {
    let _ = app.update(Message::Home(m));
}

fn key(app: &mut App, k: iced::keyboard::Key) {
    let _ = app.update(super::tests::press(k));
}

fn letter(c: &str) -> iced::keyboard::Key {
    iced::keyboard::Key::Character(c.into())
}

#[test]
fn add_your_name_on_home_names_the_guest_with_everything_they_did() {
    let mut app = App::new(Lang::En);
    let first = solve_next_puzzle(&mut app);
    // A lesson left at its first step: the Continue card's record.
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(0)));
    let _ = app.update(Message::Lesson(lesson::Message::Back));
    let _ = app.update(Message::Lessons(lessons::Message::Home));
    let last = app.learners().current().last.clone();
    assert!(last.is_some());
    let lessons = app.lesson_progress().clone();

    home(&mut app, home::Message::AddName);
    let Screen::Home(h) = app.screen() else {
        panic!("the name is typed on Home");
    };
    assert!(h.is_naming());
    // Keys that reach the app while the name is typed (the field lost the
    // keyboard to a click) are not shortcuts: L would open the lessons.
    let look = (app.i18n().lang(), app.theme_choice(), app.speed());
    for c in ["L", "a", "z", "s", "p", "c"] {
        key(&mut app, letter(c));
        assert!(matches!(app.screen(), Screen::Home(_)), "{c}");
    }
    home(&mut app, home::Message::Name("Tal".into()));
    key(
        &mut app,
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Enter),
    );
    assert_eq!(
        app.learners().names(),
        ["", "Tal"],
        "Tal took the guest's work"
    );
    assert_eq!(current(&app), "Tal");
    assert!(solved(&app, &first));
    assert_eq!(app.lesson_progress(), &lessons);
    assert_eq!(app.learners().current().last, last, "the card is Tal's");
    assert_eq!((app.i18n().lang(), app.theme_choice(), app.speed()), look);
    let Screen::Home(h) = app.screen() else {
        unreachable!()
    };
    assert!(!h.is_naming());

    // The guest is there again for the next visitor, with nothing done.
    assert!(!app.learners().all()[0].has_work());
    // Once named, the button changes learner on "Who is playing?" instead.
    home(&mut app, home::Message::AddName);
    assert!(matches!(app.screen(), Screen::Picker(..)));
    let _ = app.update(Message::Picker(super::picker::Message::Back));
    // And a learner added in Settings starts empty, Tal keeping hers.
    home(&mut app, home::Message::Settings);
    add(&mut app, "Mateo");
    let id = id_of(&app, "Mateo");
    send(&mut app, S::Choose(id));
    assert_eq!(app.learners().names(), ["", "Tal", "Mateo"]);
    assert!(app.puzzle_results().is_empty());
}

#[test]
fn esc_or_cancel_leaves_the_guest_unnamed() {
    let mut app = App::new(Lang::En);
    home(&mut app, home::Message::AddName);
    home(&mut app, home::Message::Name("Tal".into()));
    key(
        &mut app,
        iced::keyboard::Key::Named(iced::keyboard::key::Named::Escape),
    );
    assert_eq!(app.learners().names(), [""]);
    assert!(matches!(app.screen(), Screen::Home(_)), "Esc cancels only");
    home(&mut app, home::Message::NameSave);
    assert_eq!(
        app.learners().names(),
        [""],
        "nothing to save once cancelled"
    );
    home(&mut app, home::Message::AddName);
    home(&mut app, home::Message::Name("Tal".into()));
    home(&mut app, home::Message::NameCancel);
    assert_eq!(app.learners().names(), [""]);
    // The keys are shortcuts again.
    key(&mut app, letter("l"));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
}

#[test]
fn the_guest_cannot_take_a_name_in_use_or_the_guests_own() {
    for lang in Lang::ALL {
        let mut app = settings_app();
        add(&mut app, "Aiko");
        send(&mut app, S::Language(lang));
        send(&mut app, S::Home);
        home(&mut app, home::Message::AddName);
        for (name, why) in [
            (" aiko", NameProblem::Taken("Aiko".into())),
            ("Guest", NameProblem::Guest("Guest".into())),
            ("ospite", NameProblem::Guest("ospite".into())),
            ("INVITADO", NameProblem::Guest("INVITADO".into())),
            ("ゲスト ", NameProblem::Guest("ゲスト".into())),
        ] {
            home(&mut app, home::Message::Name(name.into()));
            home(&mut app, home::Message::NameSave);
            let Screen::Home(h) = app.screen() else {
                panic!("{lang:?}: still on Home");
            };
            assert_eq!(h.problem(), Some(&why), "{lang:?} {name:?}");
            let said = super::learners::say(&why, app.i18n());
            let (NameProblem::Taken(shown) | NameProblem::Guest(shown)) = &why else {
                unreachable!()
            };
            assert!(said.contains(shown.as_str()), "{lang:?}: {said}");
            assert!(!said.contains("learner-name"), "{lang:?}: {said}");
        }
        assert_eq!(app.learners().names(), ["", "Aiko"]);
    }
}

#[test]
fn letters_are_the_names_while_settings_has_a_name_field_open() {
    use iced::keyboard::key::Named;
    let mut app = settings_app();
    let look = (app.i18n().lang(), app.theme_choice(), app.speed());
    let now = |app: &App| (app.i18n().lang(), app.theme_choice(), app.speed());
    // N opens the field for a new learner.
    key(&mut app, letter("n"));
    for c in ["T", "a", "l", "n"] {
        key(&mut app, letter(c));
    }
    assert_eq!(now(&app), look);
    send(&mut app, S::NewName("Tal".into()));
    key(&mut app, iced::keyboard::Key::Named(Named::Enter));
    assert_eq!(app.learners().names(), ["", "Tal"]);
    // The field closed: T is the colours again.
    key(&mut app, letter("t"));
    assert_ne!(now(&app).1, look.1);
    let look = now(&app);

    let id = id_of(&app, "Tal");
    send(&mut app, S::Rename(id));
    for c in ["L", "t", "A"] {
        key(&mut app, letter(c));
    }
    assert_eq!(now(&app), look);
    send(&mut app, S::RenameName("Tala".into()));
    key(&mut app, iced::keyboard::Key::Named(Named::Enter));
    assert_eq!(app.learners().names(), ["", "Tala"]);

    // Esc cancels the field and stays; the next Esc goes home.
    key(&mut app, letter("N"));
    key(&mut app, iced::keyboard::Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    key(&mut app, iced::keyboard::Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert_eq!(app.learners().names(), ["", "Tala"]);
}
