//! "Continue where you left off" through the app's own messages: each kind
//! of last doing recorded, shown on Home in words, remembered between runs
//! and reopened exactly; stale records ignored; the coach remembered.

use iced::keyboard::{Key, key::Named};

use super::play::opponent::think;
use super::play::sowing::Speed;
use super::tests::{in_dir, reopen};
use super::{App, Message, Screen, home, lesson, lessons, play, puzzle, puzzles};
use crate::classroom::files::Files;
use crate::classroom::{Fact, Job, Last, Learner, LearnerId, PuzzleResult, SavedGame, Target};
use crate::i18n::Lang;

fn scratch(name: &str) -> super::tests::Scratch {
    super::tests::scratch(&format!("resume-{name}"))
}

/// Closes the app and starts it again on the same folder, checks the card
/// says `words`, and presses Enter on it. Saving progress must not have
/// pinned the language: the next start still follows the system's, as
/// long as none was chosen in Settings.
fn restart_and_continue(app: App, dir: &std::path::Path, words: &str) -> App {
    let mut again = reopen(app, dir);
    assert_eq!(again.classroom().settings().language, None);
    assert_eq!(card_text(&again), words);
    enter(&mut again);
    again
}

fn key(app: &mut App, key: Key) {
    let _ = app.update(super::tests::press(key));
}

fn enter(app: &mut App) {
    key(app, Key::Named(Named::Enter));
}

fn home(app: &mut App) {
    key(app, Key::Named(Named::Escape));
    if !matches!(app.screen(), Screen::Home(_)) {
        // From a lesson or puzzle, Esc goes to its list first.
        key(app, Key::Named(Named::Escape));
    }
    assert!(matches!(app.screen(), Screen::Home(_)));
}

fn playing(app: &App) -> &play::Play {
    match app.screen() {
        Screen::Play(p) => p,
        _ => panic!("not on the play screen"),
    }
}

fn card_text(app: &App) -> String {
    app.card().expect("a card").text
}

/// Answers the computer's pending question the way the runtime would.
fn computer_answers(app: &mut App) {
    let request = playing(app).request().expect("the computer is asked");
    let house = think(&request);
    let _ = app.update(Message::Play(play::Message::Computer {
        generation: request.generation,
        house,
    }));
}

#[test]
fn a_game_with_a_friend_is_continued_after_a_restart_with_the_same_moves() {
    let dir = scratch("friend");
    let mut app = in_dir(&dir);
    key(&mut app, Key::Character("p".into()));
    for n in ["3", "4", "2"] {
        key(&mut app, Key::Character(n.into()));
    }
    let before = playing(&app).game().clone();
    home(&mut app);
    let words = app
        .i18n()
        .tr_with("home-continue-friend", &[("moves", 3.into())]);
    assert_eq!(card_text(&app), words);
    assert!(words.contains("3 moves"), "{words}");

    let mut again = restart_and_continue(app, &dir, &words);
    let back = playing(&again).game();
    assert_eq!(back.position(), before.position());
    assert_eq!(back.plies(), before.plies());
    // And it goes on from there.
    key(&mut again, Key::Character("1".into()));
    assert_eq!(playing(&again).game().plies().len(), 4);
}

#[test]
fn a_move_taken_back_can_be_redone_after_a_restart() {
    let dir = scratch("redo");
    let mut app = in_dir(&dir);
    key(&mut app, Key::Character("p".into()));
    for n in ["3", "4", "2"] {
        key(&mut app, Key::Character(n.into()));
    }
    let played = playing(&app).game().position();
    key(&mut app, Key::Character("u".into()));
    assert_eq!(playing(&app).game().plies().len(), 2);
    home(&mut app);
    let words = app
        .i18n()
        .tr_with("home-continue-friend", &[("moves", 2.into())]);

    let mut again = restart_and_continue(app, &dir, &words);
    assert!(playing(&again).game().can_redo());
    key(&mut again, Key::Character("r".into()));
    assert_eq!(playing(&again).game().plies().len(), 3);
    assert_eq!(playing(&again).game().position(), played);
}

#[test]
fn a_game_against_the_computer_comes_back_with_its_level_side_coach_and_turn() {
    let dir = scratch("computer");
    let mut app = in_dir(&dir);
    // No sowing on screen: the computer's answer is applied as it comes.
    app.set_speed(Speed::Off);
    key(&mut app, Key::Character("c".into()));
    let _ = app.update(Message::Play(play::Message::Level(2)));
    key(&mut app, Key::Character("3".into()));
    computer_answers(&mut app);
    key(&mut app, Key::Character("4".into()));
    // The computer's turn: the learner leaves before it answers.
    assert!(playing(&app).is_thinking());
    let opponent = playing(&app).opponent();
    let before = playing(&app).game().clone();
    home(&mut app);
    assert_eq!(
        card_text(&app),
        app.i18n().tr_with(
            "home-continue-computer",
            &[("level", 2.into()), ("moves", 3.into())]
        )
    );

    let mut again = reopen(app, &dir);
    let _ = again.update(Message::Home(home::Message::Continue));
    let p = playing(&again);
    assert_eq!(p.game().plies(), before.plies());
    assert_eq!(p.opponent(), opponent);
    assert!(!p.is_teaching());
    assert!(p.request().is_some(), "the computer is asked for its move");
    computer_answers(&mut again);
    assert_eq!(playing(&again).game().plies().len(), 4);
}

/// The next step of the lesson on show: "Skip" past an exercise not
/// answered, "Next" otherwise.
fn go_on(app: &mut App) {
    let skip = matches!(app.screen(), Screen::Lesson(s) if s.skip_open());
    let m = if skip {
        lesson::Message::Skip
    } else {
        lesson::Message::Next
    };
    let _ = app.update(Message::Lesson(m));
}

#[test]
fn a_lesson_is_continued_at_its_step_and_forgotten_once_finished() {
    let dir = scratch("lesson");
    let mut app = in_dir(&dir);
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(2)));
    for _ in 0..3 {
        go_on(&mut app);
    }
    let lesson = app.lesson_list()[2].clone();
    home(&mut app);
    let words = app.i18n().tr_with(
        "home-continue-lesson",
        &[
            ("number", 3.into()),
            ("title", app.i18n().tr(&lesson.title).into()),
            ("step", 4.into()),
            ("steps", lesson.steps.len().into()),
        ],
    );
    assert_eq!(card_text(&app), words);

    let mut again = restart_and_continue(app, &dir, &words);
    let Screen::Lesson(screen) = again.screen() else {
        panic!("the lesson should be open");
    };
    assert_eq!(screen.lesson().id, lesson.id);
    assert_eq!(screen.step_index(), 3);
    // Past its last step, on the finish screen: nothing left to continue.
    let last = lesson.steps.len() - 1;
    let _ = again.update(Message::Home(home::Message::Continue));
    let Screen::Lesson(screen) = &mut again.screen else {
        unreachable!()
    };
    assert!(screen.go_to(last));
    go_on(&mut again);
    assert!(matches!(again.screen(), Screen::Lesson(s) if s.is_finished()));
    assert_eq!(again.learners().current().last, None);
}

#[test]
fn a_lesson_finished_with_a_step_skipped_is_carried_on_not_started() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(0)));
    let lesson = app.lesson_list()[0].clone();
    let Screen::Lesson(screen) = &mut app.screen else {
        panic!("the lesson should be open")
    };
    assert!(screen.go_to(lesson.steps.len() - 1));
    go_on(&mut app);
    home(&mut app);
    let card = app.card().expect("a lesson is still to do");
    assert_eq!(
        card.target,
        Target::Start {
            index: 0,
            started: true
        }
    );
    assert!(card.continues(), "its key says carry on, not begin");
    let title = app.i18n().tr(&lesson.title);
    let words = app.i18n().tr_with(
        "home-carry-on-lesson",
        &[("number", 1.into()), ("title", title.into())],
    );
    assert_eq!(card_text(&app), words);
}

#[test]
fn a_puzzle_is_continued_until_it_is_solved() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Puzzles));
    let _ = app.update(Message::Puzzles(puzzles::Message::Open(3)));
    let id = app.puzzle_list()[3].id.clone();
    home(&mut app);
    assert_eq!(app.card().unwrap().target, Target::Puzzle(3));
    let theme = app.i18n().tr(app.puzzle_list()[3].theme.message_id());
    assert!(card_text(&app).contains(&theme), "{}", card_text(&app));
    enter(&mut app);
    let Screen::Puzzle(p) = app.screen() else {
        panic!("the puzzle should be open");
    };
    assert_eq!(p.puzzle().id, id);
    let answer = crate::content::answers(p.puzzle().goal, &p.start()).unwrap()[0];
    let _ = app.update(Message::Puzzle(puzzle::Message::PlayOwn(
        answer.own_number(),
    )));
    assert_eq!(
        app.puzzle_results()[&id].result(),
        Some(PuzzleResult::Solved)
    );
    assert_eq!(app.learners().current().last, None);
    // Back to the first lesson to do.
    assert!(matches!(
        app.card().unwrap().target,
        Target::Start { index: 0, .. }
    ));
}

#[test]
fn a_finished_game_is_nothing_to_continue() {
    let mut app = App::new(Lang::En);
    key(&mut app, Key::Character("p".into()));
    key(&mut app, Key::Character("3".into()));
    assert!(matches!(app.learners().current().last, Some(Last::Game(_))));
    for i in 0..2000 {
        if playing(&app).game().is_over() {
            break;
        }
        let n = 6 - i % 6;
        key(&mut app, Key::Character(n.to_string().into()));
    }
    assert!(playing(&app).game().is_over());
    assert_eq!(app.learners().current().last, None);
    // A new game with no move yet leaves nothing to continue either.
    key(&mut app, Key::Character("n".into()));
    home(&mut app);
    assert!(matches!(
        app.card().unwrap().target,
        Target::Start { index: 0, .. }
    ));
    // The finished game was counted once, for the teacher.
    assert_eq!(app.learners().current().games.played(), 1);
}

#[test]
fn opening_play_and_leaving_without_a_move_keeps_the_older_place() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(lessons::Message::Open(1)));
    home(&mut app);
    key(&mut app, Key::Character("c".into()));
    home(&mut app);
    assert_eq!(
        app.card().unwrap().target,
        Target::Lesson { index: 1, step: 0 }
    );
}

#[test]
fn stale_records_are_ignored_and_the_rest_of_the_file_loads() {
    let dir = scratch("stale");
    let id = |s: &str| LearnerId::try_from(s.to_owned()).unwrap();
    let gone = Learner {
        id: id("l1-aiko"),
        name: "Aiko".into(),
        last: Some(Last::Lesson {
            id: "a-lesson-a-teacher-removed".into(),
            step: 2,
        }),
        added: 1,
        ..Learner::default()
    }
    .with_event(
        1,
        crate::classroom::Event::Try {
            puzzle: "chain-three".into(),
            solved: true,
        },
    );
    let broken_game = Learner {
        id: id("l2-mateo"),
        name: "Mateo".into(),
        // South's 3, North's 3, then North's 3 again on South's turn.
        last: Some(Last::Game(SavedGame {
            moves: vec![2, 8, 8],
            level: Some(1),
            ..SavedGame::default()
        })),
        added: 2,
        ..Learner::default()
    };
    let past_the_end = Learner {
        id: id("l3-kofi"),
        name: "Kofi".into(),
        last: Some(Last::Lesson {
            id: "board".into(),
            step: 999,
        }),
        added: 3,
        ..Learner::default()
    };
    let files = Files::new(dir.to_path_buf());
    for learner in [gone, broken_game, past_the_end] {
        Job::learner(learner, false).run(&files).unwrap();
    }
    let mut app = in_dir(&dir);
    assert_eq!(app.notice(), None);
    // Names in the class: it opens on "Who is playing?".
    assert!(matches!(app.screen(), Screen::Picker(_, false)));
    let _ = app.update(Message::Picker(super::picker::Message::Pick(id("l1-aiko"))));
    // The game that no longer replays is dropped as the file loads.
    assert_eq!(app.learners().all()[2].last, None);
    assert_eq!(app.learners().all()[1].puzzles.len(), 1);
    let _ = app.update(Message::Home(home::Message::Settings));
    for name in ["l1-aiko", "l2-mateo", "l3-kofi"] {
        let _ = app.update(Message::Settings(super::settings::Message::Choose(id(
            name,
        ))));
        assert_eq!(app.learners().current().id, id(name));
        // Whatever it was, the card offers the first lesson, and Enter opens it.
        assert!(
            matches!(app.card().unwrap().target, Target::Start { index: 0, .. }),
            "{name}"
        );
    }
    let _ = app.update(Message::Settings(super::settings::Message::Home));
    enter(&mut app);
    assert!(matches!(app.screen(), Screen::Lesson(_)));
}

#[test]
fn a_game_in_a_file_that_no_longer_parses_is_dropped_not_the_file() {
    let dir = scratch("garbled");
    std::fs::create_dir_all(dir.join("learners")).unwrap();
    std::fs::write(
        dir.join("class.ron"),
        r#"(format: 1, data: (language: Some("it")))"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("learners/l1-aiko.ron"),
        r#"(format: 1, data: (name: "Aiko",
            lessons: {"board": (completed: [0])},
            last: Some((game: Some((moves: "three", level: Some(2)))))))"#,
    )
    .unwrap();
    let mut app = in_dir(&dir);
    let _ = app.update(Message::Settings(super::settings::Message::Home));
    let aiko = LearnerId::try_from("l1-aiko".to_owned()).unwrap();
    app.class.switch(&aiko);
    assert_eq!(app.notice(), None);
    assert_eq!(app.class.lang(Lang::En), Lang::It);
    let aiko = app.learners().current();
    assert_eq!(aiko.name, "Aiko");
    assert_eq!(aiko.last, None);
    assert_eq!(aiko.lessons["board"].completed.len(), 1);
}

#[test]
fn with_every_lesson_done_there_is_no_card_and_enter_plays() {
    let mut app = App::new(Lang::En);
    let all: Vec<_> = app
        .lesson_list()
        .iter()
        .map(|l| (l.id.clone(), (0..l.steps.len()).collect::<Vec<_>>()))
        .collect();
    for (lesson, steps) in all {
        for step in steps {
            app.class.record(
                Fact::StepCompleted {
                    lesson: lesson.clone(),
                    step,
                },
                1,
            );
        }
    }
    assert_eq!(app.card(), None);
    enter(&mut app);
    assert!(matches!(app.screen(), Screen::Play(_)));
}

#[test]
fn the_coach_on_or_off_is_remembered_for_each_learner() {
    let dir = scratch("coach");
    let mut app = in_dir(&dir);
    key(&mut app, Key::Character("c".into()));
    assert!(!playing(&app).is_teaching());
    key(&mut app, Key::Character("t".into()));
    home(&mut app);
    let mut again = reopen(app, &dir);
    key(&mut again, Key::Character("c".into()));
    assert!(playing(&again).is_teaching(), "on after a restart");
    home(&mut again);
    // Another learner has their own choice.
    let _ = again.update(Message::Home(home::Message::Settings));
    let _ = again.update(Message::Settings(super::settings::Message::NewName(
        "Mateo".into(),
    )));
    let _ = again.update(Message::Settings(super::settings::Message::Add));
    let mateo = again.learners().all()[1].id.clone();
    let _ = again.update(Message::Settings(super::settings::Message::Choose(mateo)));
    let _ = again.update(Message::Settings(super::settings::Message::Home));
    key(&mut again, Key::Character("c".into()));
    assert!(!playing(&again).is_teaching(), "Mateo has not turned it on");
}
