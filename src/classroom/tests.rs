//! The classroom's rules, without a window: facts into progress, the
//! Continue target, and what is saved.

use super::*;
use crate::content::{self, Step};

/// Each classroom of a test is a window of its own: its own origin.
fn origin() -> u64 {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

fn class() -> Classroom {
    Classroom::default().with_origin(origin())
}

fn saved(class: &mut Classroom, storage: &Memory) {
    for job in class.take_jobs() {
        job.run(storage).unwrap();
    }
}

fn reload(storage: &Memory) -> Classroom {
    Classroom::new(save::load(storage, 1), Library::shipped()).with_origin(origin())
}

#[test]
fn facts_go_to_the_one_learning_and_only_changes_are_saved() {
    let mut c = class();
    let storage = Memory::new();
    let aiko = c.add("Aiko", Some(Lang::Ja), 1_000).unwrap();
    assert!(c.learner().id.is_guest(), "adding does not switch");
    assert!(c.switch(&aiko));
    assert!(c.record(
        Fact::StepCompleted {
            lesson: "board".into(),
            step: 2
        },
        50
    ));
    assert!(!c.record(
        Fact::StepCompleted {
            lesson: "board".into(),
            step: 2
        },
        60
    ));
    assert_eq!(c.learner().active, 50, "nothing new, nothing touched");
    let jobs = c.take_jobs();
    let keys: Vec<_> = jobs.iter().map(Job::key).collect();
    // Who learns now is this device's, not the class's.
    assert_eq!(
        keys,
        ["devices/this/device.ron", &format!("learners/{aiko}.ron")]
    );
    for job in &jobs {
        job.run(&storage).unwrap();
    }
    assert!(c.take_jobs().is_empty());
    let back = reload(&storage);
    assert_eq!(back.learner().id, aiko, "who was learning is kept");
    assert_eq!(back.learner().lang, Some(Lang::Ja));
    let board = back.library().lesson("board").unwrap();
    assert!(back.learner().lessons["board"].is_done(board, 2));
}

#[test]
fn a_puzzle_solved_is_nothing_to_continue_and_misses_are_counted() {
    let mut c = class();
    let id = c.library().puzzles[3].id.clone();
    c.record(Fact::PuzzleOpened { id: id.clone() }, 1);
    assert_eq!(c.continue_target(), Some(Target::Puzzle(3)));
    c.record(Fact::PuzzleMissed { id: id.clone() }, 2);
    c.record(Fact::PuzzleMissed { id: id.clone() }, 3);
    assert_eq!(
        c.learner().puzzles[&id].result(),
        Some(PuzzleResult::Failed)
    );
    c.record(Fact::PuzzleSolved { id: id.clone() }, 4);
    let r = c.learner().puzzles[&id];
    assert_eq!((r.solved, r.solves, r.misses, r.last), (true, 1, 2, 4));
    assert!(!matches!(c.continue_target(), Some(Target::Puzzle(_))));
    // Opened again once solved: still nothing to continue.
    c.record(Fact::PuzzleOpened { id: id.clone() }, 5);
    assert!(!matches!(c.continue_target(), Some(Target::Puzzle(_))));
}

#[test]
fn a_game_going_is_continued_and_a_stopped_one_is_forgotten() {
    let mut c = class();
    let game = SavedGame {
        moves: vec![2, 8],
        level: Some(2),
        ..SavedGame::default()
    };
    c.record(Fact::GameGoing(game.clone()), 1);
    assert_eq!(c.continue_target(), Some(Target::Game(game)));
    c.record(Fact::GameStopped, 2);
    assert!(matches!(
        c.continue_target(),
        Some(Target::Start {
            index: 0,
            started: false
        })
    ));
    // A lesson is not forgotten by a game stopping.
    c.record(
        Fact::LessonAt {
            lesson: c.library().lessons[1].id.clone(),
            step: 2,
        },
        3,
    );
    c.record(Fact::GameStopped, 4);
    assert_eq!(
        c.continue_target(),
        Some(Target::Lesson { index: 1, step: 2 })
    );
    let lesson = c.library().lessons[1].id.clone();
    c.record(Fact::LessonFinished { lesson }, 5);
    assert!(matches!(c.continue_target(), Some(Target::Start { .. })));
}

#[test]
fn finished_games_are_counted_by_level_for_the_teacher() {
    let mut c = class();
    for (level, outcome) in [
        (Some(1), Outcome::Won),
        (Some(1), Outcome::Lost),
        (None, Outcome::Played),
    ] {
        c.record(
            Fact::GameEnded(GameRecord {
                game: SavedGame {
                    moves: vec![2],
                    level,
                    ..SavedGame::default()
                },
                outcome: Some(outcome),
                ..GameRecord::default()
            }),
            9,
        );
    }
    let log = &c.learner().games;
    assert_eq!(
        log.tally[&1],
        Tally {
            played: 2,
            won: 1,
            drawn: 0
        }
    );
    assert_eq!(log.tally[&0].played, 1);
    assert!(log.recent.iter().all(|g| g.ended == 9));
}

#[test]
fn stars_come_from_the_best_score_of_every_exercise() {
    let c = class();
    let lesson = c
        .library()
        .lessons
        .iter()
        .find(|l| l.steps.iter().filter(|s| matches!(s, Step::Try(_))).count() >= 2)
        .unwrap()
        .clone();
    let asks: Vec<usize> = progress::exercises(&lesson).collect();
    let key = |i: usize| lesson.steps[i].id().to_owned();
    let mut p = LessonProgress::default();
    assert_eq!(progress::stars(&lesson, None), Some(0));
    for &i in &asks {
        p.completed.insert(key(i));
        p.scores.insert(key(i), 3);
    }
    assert_eq!(progress::stars(&lesson, Some(&p)), Some(3));
    // One exercise answered only in the end: the rule of content::stars.
    p.scores.insert(key(asks[0]), 1);
    let expected = content::stars(
        asks.iter()
            .map(|&i| Some(content::Score::from_points(p.scores[&key(i)]))),
    );
    assert_eq!(progress::stars(&lesson, Some(&p)), Some(expected));
    // Every exercise answered only in the end: one star.
    for &i in &asks {
        p.scores.insert(key(i), 1);
    }
    assert_eq!(progress::stars(&lesson, Some(&p)), Some(1));
    p.completed.remove(&key(asks[1]));
    assert_eq!(
        progress::stars(&lesson, Some(&p)),
        Some(0),
        "not all answered"
    );
}

#[test]
fn removing_sets_the_file_aside_and_the_learner_stays_gone() {
    let storage = Memory::new();
    let mut c = class();
    let aiko = c.add("Aiko", None, 1).unwrap();
    let ben = c.add("Ben", None, 2).unwrap();
    saved(&mut c, &storage);
    let mut c = reload(&storage);
    assert!(c.remove(&aiko, 77));
    saved(&mut c, &storage);
    let mut keys = storage.keys();
    keys.sort();
    assert!(
        keys.contains(&format!("learners/{aiko}.ron.removed-77")),
        "{keys:?}"
    );
    let back = reload(&storage);
    assert!(back.roster().get(&aiko).is_none());
    assert!(back.roster().get(&ben).is_some());
    // Removed before it was ever saved: nothing to set aside.
    let mut c = reload(&storage);
    let kofi = c.add("Kofi", None, 3).unwrap();
    assert!(c.remove(&kofi, 78));
    assert!(
        c.take_jobs()
            .iter()
            .all(|j| !j.key().contains(kofi.as_str()))
    );
}

#[test]
fn the_guest_who_names_themselves_keeps_their_work_in_the_saved_class() {
    let storage = Memory::new();
    let mut c = class();
    c.record(
        Fact::StepCompleted {
            lesson: "board".into(),
            step: 0,
        },
        5,
    );
    saved(&mut c, &storage);
    let kofi = c.name_guest("Kofi", 9_000).unwrap();
    assert_eq!(c.learner().id, kofi);
    saved(&mut c, &storage);
    let back = reload(&storage);
    assert_eq!(back.learner().name, "Kofi");
    assert!(back.learner().lessons.contains_key("board"));
    assert!(!back.roster().all()[0].has_work(), "a fresh guest");
    assert!(back.needs_picker());
}

#[test]
fn each_learner_speaks_their_language_and_the_class_its_own() {
    let mut c = class();
    assert_eq!(c.lang(Lang::Es), Lang::Es, "the system's at first");
    c.set_language(Lang::It, 5);
    assert_eq!(c.lang(Lang::Es), Lang::It);
    let aiko = c.add("Aiko", Some(Lang::Ja), 1).unwrap();
    c.switch(&aiko);
    assert_eq!(c.lang(Lang::Es), Lang::Ja);
    assert_eq!(c.class_lang(Lang::Es), Lang::It);
    assert_eq!(c.second_lang(Lang::Es), None);
    c.set_langs(&aiko, Some(Lang::Ja), Some(Lang::It), 6);
    assert_eq!(c.second_lang(Lang::Es), Some(Lang::It));
    // A second language equal to the first is none.
    c.set_langs(&aiko, Some(Lang::It), Some(Lang::It), 7);
    assert_eq!(c.learner().second, None);
}

#[test]
fn another_windows_learners_and_progress_come_in_on_refresh() {
    let storage = Memory::new();
    let mut here = class();
    let aiko = here.add("Aiko", None, 1).unwrap();
    let ben = here.add("Ben", None, 2).unwrap();
    saved(&mut here, &storage);
    // Another window: reads the class, adds Kofi, removes Ben, and Aiko
    // solves a puzzle there.
    let mut there = reload(&storage);
    let kofi = there.add("Kofi", None, 3).unwrap();
    there.remove(&ben, 9);
    there.switch(&aiko);
    there.record(Fact::PuzzleSolved { id: "p1".into() }, 10);
    saved(&mut there, &storage);
    // Meanwhile, here, Aiko did a lesson step, not saved yet.
    here.switch(&aiko);
    here.record(
        Fact::StepCompleted {
            lesson: "board".into(),
            step: 1,
        },
        11,
    );
    here.refresh(save::load(&storage, 12));
    let mut names = here.roster().names();
    names.sort();
    assert_eq!(names, ["", "Aiko", "Kofi"]);
    assert!(here.roster().get(&kofi).is_some());
    let a = here.learner();
    assert!(a.puzzles["p1"].solved, "merged in");
    let board = here.library().lesson("board").unwrap().clone();
    assert!(a.lessons["board"].is_done(&board, 1), "kept");
    // Saved now, both windows' work is in the file.
    saved(&mut here, &storage);
    let back = reload(&storage);
    let a = back.roster().get(&aiko).unwrap();
    assert!(a.puzzles["p1"].solved && a.lessons["board"].is_done(&board, 1));
}

#[test]
fn the_puzzle_rating_moves_with_first_tries_and_is_saved_with_the_streak() {
    let mut c = class();
    let storage = Memory::new();
    let aiko = c.add("Aiko", None, 1_000).unwrap();
    c.switch(&aiko);
    let start = c.learner().rating.clone();
    let easy = c
        .library()
        .puzzles
        .iter()
        .min_by_key(|p| p.rating())
        .unwrap()
        .id
        .clone();
    assert!(c.record(
        Fact::PuzzleRated {
            id: easy.clone(),
            solved: false
        },
        10
    ));
    let after = c.learner().rating.clone();
    assert!(after.glicko.rating < start.glicko.rating, "missed: down");
    assert_eq!(after.tries, 1);
    // Tried lately: the same puzzle does not move it again.
    c.record(
        Fact::PuzzleRated {
            id: easy,
            solved: true,
        },
        11,
    );
    assert_eq!(c.learner().rating.glicko, after.glicko);
    // An unknown puzzle (a teacher's file gone) rates nothing.
    c.record(
        Fact::PuzzleRated {
            id: "no-such-puzzle".into(),
            solved: true,
        },
        12,
    );
    assert_eq!(c.learner().rating.tries, 1);
    c.record(Fact::StreakAt { length: 4 }, 13);
    c.record(Fact::StreakAt { length: 2 }, 14);
    assert_eq!(c.learner().rating.best_streak, 4, "the best is kept");
    saved(&mut c, &storage);
    let back = reload(&storage);
    assert_eq!(back.learner().rating, c.learner().rating);
}

/// A finished game against the computer at `level`, adaptive or not.
fn ended(level: u8, adaptive: bool, outcome: Outcome) -> Fact {
    Fact::GameEnded(GameRecord {
        game: SavedGame {
            moves: vec![2, 8],
            level: Some(level),
            adaptive,
            ..SavedGame::default()
        },
        outcome: Some(outcome),
        ..GameRecord::default()
    })
}

#[test]
fn the_computer_that_adapts_follows_each_learner_and_survives_a_restart() {
    use crate::coach::Level;
    let mut c = class();
    let storage = Memory::new();
    let aiko = c.add("Aiko", None, 1_000).unwrap();
    let mateo = c.add("Mateo", None, 1_001).unwrap();
    assert!(c.switch(&aiko));
    // Aiko beat level 6 twice: the computer starts there for her.
    c.record(ended(6, false, Outcome::Won), 1);
    c.record(ended(6, false, Outcome::Won), 2);
    assert_eq!(c.learner().adaptive_level(), Level::new(6).unwrap());
    assert!(c.record(Fact::Adapts(true), 3));
    assert!(c.learner().adaptive.on);
    // A game not against it counts for nothing.
    c.record(ended(6, false, Outcome::Won), 4);
    assert_eq!(c.learner().adaptive.level(), Level::new(6));
    c.record(ended(6, true, Outcome::Won), 5);
    assert_eq!(c.learner().adaptive.level(), Level::new(7));
    c.record(ended(7, true, Outcome::Lost), 6);
    assert_eq!(c.learner().adaptive.losses, 1);
    // Mateo, new, starts at 1 and has his own.
    assert!(c.switch(&mateo));
    assert_eq!(c.learner().adaptive_level(), Level::MIN);
    c.record(Fact::Adapts(true), 7);
    c.record(ended(1, true, Outcome::Won), 8);
    assert_eq!(c.learner().adaptive.level(), Level::new(2));
    saved(&mut c, &storage);

    let mut back = reload(&storage);
    assert_eq!(back.learner().id, mateo);
    assert_eq!(back.learner().adaptive.level(), Level::new(2));
    assert!(back.switch(&aiko));
    let a = back.learner().adaptive;
    assert_eq!((a.on, a.level(), a.losses), (true, Level::new(7), 1));
    // Her second loss in a row, after the restart: one level down.
    back.record(ended(7, true, Outcome::Lost), 9);
    assert_eq!(back.learner().adaptive.level(), Level::new(6));
    back.record(Fact::Adapts(false), 10);
    assert!(!back.learner().adaptive.on);
    assert_eq!(
        back.learner().adaptive.level(),
        Level::new(6),
        "kept for later"
    );
}
