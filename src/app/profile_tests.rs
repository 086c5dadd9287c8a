//! Learners and the board size through the app's own messages: added,
//! chosen, renamed and removed in Settings, each with their own progress,
//! all remembered in the settings file.

use super::play::BoardSize;
use super::settings::Message as S;
use super::store::{Loaded, PuzzleResult, Store};
use super::{App, Message, Screen, home, lesson, lessons, puzzle, puzzles};
use crate::i18n::Lang;

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-profiles-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn send(app: &mut App, m: S) {
    let _ = app.update(Message::Settings(m));
}

fn add(app: &mut App, name: &str) {
    send(app, S::NewName(name.into()));
    send(app, S::Add);
}

fn names(app: &App) -> Vec<String> {
    app.learners()
        .all()
        .iter()
        .map(|l| l.name.clone())
        .collect()
}

fn current(app: &App) -> String {
    app.learners().current().name.clone()
}

fn settings_app() -> App {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Learner));
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
fn a_learner_is_added_and_becomes_the_one_learning() {
    let mut app = settings_app();
    assert_eq!(names(&app), [""], "a guest learns before anyone is added");
    add(&mut app, "Aiko");
    assert_eq!(names(&app), ["", "Aiko"]);
    assert_eq!(current(&app), "Aiko");
    // The field is empty again for the next name.
    add(&mut app, "");
    assert_eq!(names(&app).len(), 2);
}

#[test]
fn a_bad_name_is_refused_with_words_and_nothing_is_added() {
    use super::profiles::NameProblem;
    let mut app = settings_app();
    add(&mut app, "Aiko");
    let long = "a".repeat(super::profiles::MAX_NAME + 1);
    for (bad, why) in [
        ("", NameProblem::Empty),
        ("   ", NameProblem::Empty),
        (" aiko", NameProblem::Taken("Aiko".into())),
        (long.as_str(), NameProblem::TooLong),
    ] {
        add(&mut app, bad);
        assert_eq!(names(&app), ["", "Aiko"], "{bad:?} was added");
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
    send(&mut app, S::Home);
    let solved = solve_next_puzzle(&mut app);
    assert_eq!(
        app.puzzle_results().get(&solved),
        Some(&PuzzleResult::Solved)
    );
    // A lesson's first step seen counts for Aiko.
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(0)));
    let _ = app.update(Message::Lesson(lesson::Message::Back));
    let _ = app.update(Message::Lessons(lessons::Message::Home));
    assert!(!app.lesson_progress().is_empty());

    // Mateo starts from nothing, and his first unsolved puzzle is Aiko's.
    let _ = app.update(Message::Home(home::Message::Learner));
    add(&mut app, "Mateo");
    assert_eq!(current(&app), "Mateo");
    assert!(app.puzzle_results().is_empty());
    assert!(app.lesson_progress().is_empty());
    send(&mut app, S::Home);
    assert_eq!(solve_next_puzzle(&mut app), solved);

    // Back to Aiko: hers are still there, Mateo's did not join them.
    let _ = app.update(Message::Home(home::Message::Learner));
    send(&mut app, S::Choose(1));
    assert_eq!(current(&app), "Aiko");
    assert_eq!(app.puzzle_results().len(), 1);
    assert!(!app.lesson_progress().is_empty());
    send(&mut app, S::Home);
    assert_ne!(solve_next_puzzle(&mut app), solved, "Aiko moves on");
    assert_eq!(app.puzzle_results().len(), 2);
}

#[test]
fn a_rename_keeps_the_progress_and_a_bad_one_is_refused() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    send(&mut app, S::Rename(1));
    send(&mut app, S::RenameName("mateo".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(names(&app), ["", "Aiko", "Mateo"], "a duplicate is refused");
    send(&mut app, S::RenameName("Aiko T.".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(names(&app), ["", "Aiko T.", "Mateo"]);
    // Cancelling changes nothing.
    send(&mut app, S::Rename(2));
    send(&mut app, S::RenameName("Someone".into()));
    send(&mut app, S::RenameCancel);
    send(&mut app, S::RenameSave);
    assert_eq!(names(&app), ["", "Aiko T.", "Mateo"]);
}

#[test]
fn removing_asks_first_and_only_a_yes_removes() {
    let mut app = settings_app();
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    send(&mut app, S::Remove(1));
    let Screen::Settings(s) = app.screen() else {
        unreachable!()
    };
    assert_eq!(s.removing(), Some(1), "the question is on screen");
    assert_eq!(names(&app).len(), 3, "nothing removed before the yes");
    send(&mut app, S::RemoveNo);
    assert_eq!(names(&app).len(), 3);
    send(&mut app, S::RemoveYes);
    assert_eq!(
        names(&app).len(),
        3,
        "a yes without a question does nothing"
    );
    send(&mut app, S::Remove(1));
    send(&mut app, S::RemoveYes);
    assert_eq!(names(&app), ["", "Mateo"]);
    assert_eq!(current(&app), "Mateo", "who was learning still is");
}

#[test]
fn learners_who_is_learning_and_the_board_size_are_remembered() {
    let dir = scratch("remember");
    let store = || Some(Store::at(dir.join("settings.ron")));
    let mut app = App::with_store(store());
    let _ = app.update(Message::Home(home::Message::Settings));
    add(&mut app, "Aiko");
    add(&mut app, "Mateo");
    send(&mut app, S::Size(BoardSize::Projector));
    assert_eq!(app.board_size(), BoardSize::Projector);
    send(&mut app, S::Choose(1));
    send(&mut app, S::Home);
    let solved = solve_next_puzzle(&mut app);

    let again = App::with_store(store());
    assert_eq!(names(&again), ["", "Aiko", "Mateo"]);
    assert_eq!(current(&again), "Aiko");
    assert_eq!(again.board_size(), BoardSize::Projector);
    assert_eq!(
        again.puzzle_results().get(&solved),
        Some(&PuzzleResult::Solved)
    );
    let Some(Loaded::Read(saved)) = store().map(|s| s.load()) else {
        panic!("the file reads back");
    };
    assert!(saved.learners[2].puzzles.is_empty(), "Mateo solved nothing");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn an_old_file_opens_with_its_progress_as_the_first_learners() {
    let dir = scratch("old");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.ron");
    std::fs::write(
        &path,
        "(language: Some(\"es\"), theme: Light, speed: Normal, \
         puzzles: {\"wipe-two-houses\": Solved}, lessons: {})",
    )
    .unwrap();
    let mut app = App::with_store(Some(Store::at(&path)));
    assert_eq!(app.notice(), None);
    assert_eq!(app.i18n().lang(), Lang::Es);
    assert_eq!(names(&app), [""]);
    assert_eq!(
        app.puzzle_results().get("wipe-two-houses"),
        Some(&PuzzleResult::Solved)
    );
    // Named later, the guest keeps what was done.
    let _ = app.update(Message::Home(home::Message::Learner));
    send(&mut app, S::Rename(0));
    send(&mut app, S::RenameName("Kofi".into()));
    send(&mut app, S::RenameSave);
    assert_eq!(current(&app), "Kofi");
    assert_eq!(app.puzzle_results().len(), 1);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_file_with_learners_is_kept_aside_and_told() {
    let dir = scratch("corrupt");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("settings.ron");
    std::fs::write(
        &path,
        "(learners: [(name: \"Aiko\", puzzles: {\"x\": Maybe})])",
    )
    .unwrap();
    let app = App::with_store(Some(Store::at(&path)));
    assert_eq!(app.notice(), Some("settings-corrupt"));
    assert_eq!(names(&app), [""]);
    assert!(!path.exists());
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "kept aside");
    std::fs::remove_dir_all(dir).unwrap();
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
