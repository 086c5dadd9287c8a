//! The lesson screen's logic, on a lesson written for the tests (so every
//! kind of step and answer is there) and on the shipped lessons.

use std::time::{Duration, Instant};

use super::{Event, LessonScreen, Message, Status};
use crate::app::play::sowing::Speed;
use crate::app::{self, App, Screen};
use crate::classroom::{LessonProgress, State};
use crate::content::{Lesson, Step};

fn shipped() -> Vec<Lesson> {
    crate::classroom::Library::shipped().lessons
}
use crate::engine::House;
use crate::i18n::Lang;

/// South's house 1 (2 seeds) and house 2 (1 seed) both end in house 3;
/// houses 5 and 6 (1 seed each) do not; the try's wrong text is for 6.
const LESSON: &str = r#"Lesson(
    id: "test",
    order: 1,
    title: "lesson-board-title",
    summary: "lesson-board-summary",
    steps: [
        Explain(text: "lesson-board-rows", position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", highlight: [0, 1]),
        Watch(text: "lesson-board-rows", position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", moves: [2, 8], after: "lesson-board-rows"),
        Try(
            text: "lesson-board-rows",
            position: "2,1,0,0,1,1/4,4,4,4,4,4 19-0 S",
            goal: LastIn(house: 2),
            answer: [0],
            hints: ["lesson-board-hint-count-left"],
            success: "lesson-board-try-third-ok",
            wrong: [(moves: [5], text: "lesson-board-wrong-count")],
        ),
        Question(
            text: "lesson-board-rows",
            position: "2,1,0,0,1,1/4,4,4,4,4,4 19-0 S",
            ask: LegalMoves,
            choices: [1, 4, 6],
            explanation: "lesson-board-rows",
            hints: ["lesson-board-hint-count-left"],
        ),
    ],
)"#;

fn lesson() -> Lesson {
    crate::content::validate::ron_options()
        .from_str(LESSON)
        .expect("the test lesson parses")
}

fn screen(speed: Speed) -> LessonScreen {
    LessonScreen::new(lesson(), speed).expect("a lesson with steps")
}

fn at_step(step: usize, speed: Speed) -> LessonScreen {
    let mut s = screen(speed);
    for _ in 0..step {
        s.update(Message::Next);
    }
    assert_eq!(s.step_index(), step);
    s
}

fn done(step: usize) -> Option<Event> {
    Some(Event::Completed("test".into(), step))
}

/// Frames far apart until the board is still.
fn finish(s: &mut LessonScreen) -> Vec<Event> {
    let mut events = Vec::new();
    let mut now = Instant::now();
    for _ in 0..200 {
        if !s.is_animating() {
            break;
        }
        now += Duration::from_millis(500);
        events.extend(s.update(Message::Frame(now)));
    }
    events
}

#[test]
fn every_shipped_lesson_opens_and_walks_to_its_end() {
    assert!(!shipped().is_empty());
    for l in shipped() {
        let mut s = LessonScreen::new(l.clone(), Speed::Off).expect(&l.id);
        for _ in 1..l.steps.len() {
            s.update(Message::Next);
        }
        assert_eq!(s.step_index(), l.steps.len() - 1);
        assert_eq!(s.update(Message::Next), Some(Event::Back));
    }
}

#[test]
fn steps_go_forward_and_back_and_an_explanation_is_completed_on_sight() {
    let mut s = screen(Speed::Off);
    assert_eq!(s.entered(), done(0));
    assert_eq!(
        s.highlight,
        [House::new(0).unwrap(), House::new(1).unwrap()]
    );
    assert_eq!(s.update(Message::Previous), None);
    assert_eq!(s.step_index(), 0);
    // Without animation a watch step is over as soon as it is entered.
    assert_eq!(s.update(Message::Next), done(1));
    assert_eq!(s.status(), &Status::Watched);
    assert_eq!(s.update(Message::Previous), done(0));
    assert_eq!(s.step_index(), 0);
    let key = s.key(&iced::keyboard::Key::Named(
        iced::keyboard::key::Named::ArrowRight,
    ));
    assert_eq!(key, Some(Message::Next));
}

#[test]
fn a_watch_step_plays_its_moves_then_says_what_follows() {
    let mut s = at_step(1, Speed::Normal);
    assert!(s.is_animating());
    assert_eq!(s.status(), &Status::Asking);
    let events = finish(&mut s);
    assert_eq!(events, [done(1).unwrap()]);
    assert_eq!(s.status(), &Status::Watched);
    // Both moves were played: South's house 3, then North's house 3.
    let after = crate::engine::Position::START
        .play(House::new(2).unwrap())
        .and_then(|(p, _)| p.play(House::new(8).unwrap()))
        .unwrap()
        .0;
    assert_eq!(s.shown(), after);
    assert_eq!(s.update(Message::WatchAgain), None);
    assert!(s.is_animating());
    assert_eq!(s.status(), &Status::Asking);
}

#[test]
fn a_try_answered_right() {
    let mut s = at_step(2, Speed::Normal);
    assert_eq!(s.update(Message::PlayOwn(1)), done(2));
    assert_eq!(s.status(), &Status::Right { alternative: false });
    assert!(s.is_animating());
    // No second answer once it is right.
    finish(&mut s);
    assert_eq!(s.update(Message::PlayOwn(2)), None);
}

#[test]
fn a_try_answered_with_another_move_that_works() {
    let mut s = at_step(2, Speed::Off);
    assert_eq!(s.update(Message::PlayOwn(2)), done(2));
    assert_eq!(s.status(), &Status::Right { alternative: true });
}

#[test]
fn a_try_answered_wrong_says_the_steps_text_then_a_general_one() {
    let mut s = at_step(2, Speed::Off);
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    assert_eq!(
        s.status(),
        &Status::Wrong {
            played: House::new(5).unwrap(),
            text: Some("lesson-board-wrong-count".into())
        }
    );
    // The board keeps the wrong move's seeds where they went, and takes
    // no other move until "Try again": it says so instead.
    let start = s.stage.start;
    let after_wrong = start.play(House::new(5).unwrap()).unwrap().0;
    assert_eq!(s.shown(), after_wrong);
    assert!(!s.nudged());
    assert_eq!(s.update(Message::PlayOwn(1)), None, "not judged");
    assert!(s.nudged());
    assert_eq!(s.shown(), after_wrong);
    assert!(matches!(s.status(), Status::Wrong { played, .. } if played.index() == 5));
    s.update(Message::Retry);
    assert_eq!(s.shown(), start);
    assert!(!s.nudged());
    assert_eq!(s.update(Message::PlayOwn(5)), None);
    assert_eq!(
        s.status(),
        &Status::Wrong {
            played: House::new(4).unwrap(),
            text: None
        }
    );
    // An empty house is refused and changes nothing.
    s.update(Message::Retry);
    assert_eq!(s.update(Message::PlayOwn(3)), None);
    assert!(s.refusal.is_some());
    assert_eq!(s.status(), &Status::Asking);
    // Hints: the step's own, then the house; no more after that.
    for _ in 0..5 {
        s.update(Message::Hint);
    }
    assert_eq!(s.hints_shown(), 2);
    assert_eq!(s.update(Message::PlayOwn(1)), done(2));
}

#[test]
fn a_question_answered_wrong_then_right() {
    let mut s = at_step(3, Speed::Off);
    assert_eq!(s.right_answer(), Some(4));
    assert_eq!(s.update(Message::Choose(6)), None);
    assert_eq!(
        s.status(),
        &Status::Answered {
            choice: 6,
            right: false
        }
    );
    // The letters pick a choice by its badge: B is the second, 4. The
    // numbers are no keys here: "4" would be read as the answer 4.
    assert_eq!(s.key(&ch("4")), None);
    assert_eq!(s.key(&ch("6")), None);
    assert_eq!(s.key(&ch("b")), Some(Message::Choose(4)));
    assert_eq!(s.key(&ch("C")), Some(Message::Choose(6)));
    assert_eq!(s.key(&ch("d")), None, "three choices: A to C");
    assert_eq!(s.update(Message::Choose(4)), done(3));
    assert_eq!(
        s.status(),
        &Status::Answered {
            choice: 4,
            right: true
        }
    );
    assert_eq!(s.update(Message::Choose(1)), None);
    assert!(matches!(s.current(), Step::Question(_)));
    // Answered right: no more hints, by the button or by H.
    assert!(s.hint_count() > 0 && s.hints_shown() < s.hint_count());
    assert!(!s.hint_open());
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), 0);
}

#[test]
fn the_choice_letters_are_a_to_f_and_no_other_lesson_key() {
    let letters: Vec<char> = (0..8).filter_map(LessonScreen::choice_letter).collect();
    assert_eq!(letters, ['A', 'B', 'C', 'D', 'E', 'F']);
    // On a question every other letter keeps its own meaning.
    let s = at_step(3, Speed::Off);
    assert_eq!(s.key(&ch("h")), Some(Message::Hint));
    assert_eq!(s.key(&ch("r")), Some(Message::Retry));
    assert_eq!(s.key(&ch("w")), Some(Message::WatchAgain));
    // And on a try the letters pick nothing.
    let s = at_step(2, Speed::Off);
    assert_eq!(s.key(&ch("a")), None);
    assert_eq!(s.key(&ch("1")), Some(Message::PlayOwn(1)));
}

#[test]
fn a_lesson_is_done_when_its_tries_and_questions_were_answered_right() {
    let l = lesson();
    let mut p = LessonProgress::default();
    assert_eq!(State::of(&l, None), State::New);
    assert_eq!(State::of(&l, Some(&p)), State::New);
    p.completed.extend([0, 1, 2]);
    assert_eq!(State::of(&l, Some(&p)), State::InProgress);
    p.completed.insert(3);
    assert_eq!(State::of(&l, Some(&p)), State::Done);
}

#[test]
fn the_app_records_the_steps_completed() {
    let mut app = App::new(Lang::En);
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    let Screen::Lesson(s) = app.screen() else {
        panic!("the lesson is open");
    };
    let id = s.lesson().id.clone();
    let first_try = s
        .lesson()
        .steps
        .iter()
        .position(|st| matches!(st, Step::Try(_)))
        .expect("lesson 1 has a try");
    for _ in 0..first_try {
        let _ = app.update(app::Message::Lesson(Message::Next));
    }
    let Screen::Lesson(s) = app.screen() else {
        panic!("still the lesson");
    };
    let Step::Try(t) = s.current() else {
        panic!("a try step");
    };
    let house = t.answer.as_ref().expect("an intended move")[0];
    let own = House::new(usize::from(house)).unwrap().own_number();
    let _ = app.update(app::Message::Lesson(Message::PlayOwn(own)));
    let progress = app.lesson_progress()[&id].clone();
    assert!(progress.completed.contains(&first_try));
    let _ = app.update(app::Message::Lesson(Message::Back));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    assert_eq!(State::of(&shipped()[0], Some(&progress)), State::InProgress);
}

#[test]
fn on_a_try_step_the_arrows_choose_a_house_and_enter_plays_it() {
    use iced::keyboard::{Key, key::Named};
    let mut s = at_step(2, Speed::Off);
    let arrow = |n| Key::Named(n);
    // Enter with nothing chosen still goes on, as on every step.
    assert_eq!(s.key(&arrow(Named::Enter)), Some(Message::Next));
    assert_eq!(s.key(&arrow(Named::ArrowRight)), Some(Message::Focus(1)));
    for _ in 0..3 {
        s.update(Message::Focus(1));
    }
    s.update(Message::Focus(-1));
    assert_eq!(s.stage.preview(), House::new(1));
    assert_eq!(s.key(&arrow(Named::Enter)), Some(Message::PlayFocused));
    // South's house 2 ends in house 3: right (another move that works).
    assert_eq!(s.update(Message::PlayFocused), done(2));
    // Answered: the arrows go to the steps again.
    assert!(matches!(s.status(), Status::Right { .. }));
    assert_eq!(s.key(&arrow(Named::ArrowRight)), Some(Message::Next));
    assert_eq!(s.key(&arrow(Named::ArrowLeft)), Some(Message::Previous));
    assert_eq!(
        s.key(&Key::Character("w".into())),
        Some(Message::WatchAgain)
    );
}

#[test]
fn after_a_wrong_try_enter_tries_again_and_the_choice_is_cleared() {
    use iced::keyboard::{Key, key::Named};
    let mut s = at_step(2, Speed::Off);
    for _ in 0..6 {
        s.update(Message::Focus(1));
    }
    s.update(Message::PlayFocused); // house 6: wrong
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Retry));
    // The arrows neither choose (unseen on the wrong move's board) nor
    // leave the step.
    assert_eq!(s.key(&Key::Named(Named::ArrowLeft)), None);
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), None);
    s.update(Message::Retry);
    assert_eq!(s.status(), &Status::Asking);
    // "Try again" clears the board, the house chosen too: no house is
    // shown as if the lesson picked it, and Enter does not replay it.
    assert_eq!(s.stage.focused, None);
    assert_eq!(s.stage.preview(), None);
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Next));
    s.update(Message::Focus(-1)); // from the right end: house 6
    s.update(Message::Focus(-1));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::PlayFocused));
    s.update(Message::PlayFocused); // house 5: wrong again, judged afresh
    assert!(matches!(s.status(), Status::Wrong { played, .. } if played.index() == 4));
}

#[test]
fn a_tries_verdict_waits_for_its_seeds_to_stop() {
    use iced::keyboard::{Key, key::Named};
    // Wrong: judged at the click, said once the sowing is over.
    let mut s = at_step(2, Speed::Normal);
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    let en = crate::i18n::Localizer::new(Lang::En);
    assert!(
        !s.keys_line(&en).contains("try again"),
        "{}",
        s.keys_line(&en)
    );
    // Meanwhile Enter and the arrows wait (a second Enter must not skip
    // the step or undo the move unseen), and a house is not judged.
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    assert_eq!(s.key(&Key::Named(Named::ArrowRight)), None);
    assert_eq!(s.update(Message::PlayOwn(1)), None);
    assert!(!s.nudged());
    // Part of the way: still nothing said.
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_millis(300)));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    finish(&mut s);
    assert!(s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Retry));
    assert!(s.keys_line(&en).contains("R or Enter try again"));

    // Right: recorded at the click, its words after the sowing.
    s.update(Message::Retry);
    assert_eq!(s.update(Message::PlayOwn(1)), done(2));
    assert!(s.is_animating());
    assert!(!s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), None);
    finish(&mut s);
    assert!(s.verdict_shown());
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Next));
}

fn ch(c: &str) -> iced::keyboard::Key {
    iced::keyboard::Key::Character(c.into())
}

#[test]
fn each_kind_of_step_lists_only_its_own_keys() {
    let en = crate::i18n::Localizer::new(Lang::En);
    let line = |s: &LessonScreen| s.keys_line(&en);
    let explain = line(&screen(Speed::Off));
    assert!(explain.starts_with("Keys: → or Enter next"), "{explain}");
    for other in [
        "W watch",
        "H hint",
        "R or Enter",
        "1 to 6",
        "pick an answer",
    ] {
        assert!(!explain.contains(other), "{explain}");
    }
    let watch = line(&at_step(1, Speed::Off));
    assert!(watch.contains("W watch again"), "{watch}");
    let mut t = at_step(2, Speed::Off);
    let try_line = line(&t);
    assert!(try_line.contains("1 to 6 play a house"), "{try_line}");
    assert!(try_line.contains("H hint"), "{try_line}");
    // → chooses a house here: it is not offered as "next".
    assert!(!try_line.contains("→ or Enter next"), "{try_line}");
    t.update(Message::PlayOwn(1));
    let right = line(&t);
    assert!(right.contains("→ or Enter"), "{right}");
    assert!(!right.contains("1 to 6"), "{right}");
    let q = line(&at_step(3, Speed::Off));
    assert!(q.contains("A to C pick an answer"), "{q}");
    assert!(q.contains("finish the lesson"), "last step: {q}");
    assert!(!q.contains("1 to 6"), "{q}");
    // In every language the line is filled in.
    for lang in Lang::ALL {
        let l = at_step(3, Speed::Off).keys_line(&crate::i18n::Localizer::new(lang));
        assert!(
            !l.contains("lesson-key") && !l.contains("{"),
            "{lang:?}: {l}"
        );
        assert!(l.contains('C'), "{lang:?}: {l}");
    }
}

#[test]
fn the_last_step_names_a_needed_step_left_behind_and_goes_there() {
    use iced::keyboard::{Key, key::Named};
    // Through the lesson without answering the try (step 2).
    let mut s = screen(Speed::Off);
    for _ in 0..3 {
        s.update(Message::Next);
    }
    assert_eq!(s.step_index(), 3);
    assert_eq!(s.missing(), Some(2));
    assert_eq!(s.key(&ch("g")), Some(Message::GoTo(2)));
    let en = crate::i18n::Localizer::new(Lang::En);
    assert!(s.keys_line(&en).contains("G go to step 3"));
    assert_eq!(s.update(Message::GoTo(2)), None);
    assert_eq!(s.step_index(), 2);
    // Not the last step: G means nothing.
    assert_eq!(s.key(&ch("g")), None);
    assert_eq!(s.update(Message::PlayOwn(1)), done(2));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Next));
    s.update(Message::Next);
    // Only the question on show is left: nothing to point back at.
    assert_eq!(s.missing(), None);
    assert_eq!(s.key(&ch("g")), None);
    // What was done on an earlier visit counts too.
    let mut again = screen(Speed::Off);
    again.set_completed([0, 1].into());
    assert!(again.go_to(3));
    assert_eq!(again.missing(), Some(2));
    again.set_completed([0, 1, 2].into());
    assert_eq!(again.missing(), None);
}

#[test]
fn a_started_lesson_reopens_where_it_goes_on() {
    use crate::classroom::progress::{Resume, resume};
    let l = lesson();
    let p = |steps: &[usize]| LessonProgress {
        completed: steps.iter().copied().collect(),
        ..LessonProgress::default()
    };
    // New and done lessons open at their start.
    assert_eq!(resume(&l, None, Some(2)), None);
    assert_eq!(resume(&l, Some(&p(&[2, 3])), Some(2)), None);
    // Started: where the learner left it, as Home's card does.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1])), Some(1)),
        Some(Resume::GoOn(1))
    );
    // Else the first step not reached.
    assert_eq!(resume(&l, Some(&p(&[0, 1])), None), Some(Resume::GoOn(2)));
    // A step past the lesson's end is no place to go on.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1])), Some(9)),
        Some(Resume::GoOn(2))
    );
    // The try skipped on the way to the end keeps it from being done.
    assert_eq!(
        resume(&l, Some(&p(&[0, 1, 3])), None),
        Some(Resume::Missing(2))
    );
    // The watch step (not needed) left unfinished is passed over.
    assert_eq!(resume(&l, Some(&p(&[0, 2])), None), Some(Resume::GoOn(3)));
}

#[test]
fn the_list_reopens_a_started_lesson_at_its_step_and_says_which() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let _ = app.update(app::Message::Home(app::home::Message::Lessons));
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    for _ in 0..3 {
        let _ = app.update(app::Message::Lesson(Message::Next));
    }
    let _ = app.update(app::Message::Lesson(Message::Back));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    let step = |app: &App| match app.screen() {
        Screen::Lesson(s) => s.step_index(),
        _ => panic!("a lesson should be open"),
    };
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    assert_eq!(step(&app), 3, "where the learner left it");
    // Walk to the end, skipping the first question, and finish.
    let l = app.lesson_list()[0].clone();
    let skipped = (0..l.steps.len())
        .find(|&i| matches!(l.steps[i], Step::Question(_) | Step::Try(_)))
        .unwrap();
    assert!(skipped <= 4, "lesson 1 asks something early");
    for _ in 3..l.steps.len() - 1 {
        let _ = app.update(app::Message::Lesson(Message::Next));
    }
    // The last step names it (what was done before this visit counts).
    let Screen::Lesson(s) = app.screen() else {
        panic!("on the last step");
    };
    assert_eq!(s.missing(), Some(skipped));
    let _ = app.update(app::Message::Lesson(Message::Next));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    assert_eq!(
        State::of(&l, app.lesson_progress().get(&l.id)),
        State::InProgress
    );
    // Opened again, it is at the step left behind.
    let _ = app.update(app::Message::Lessons(app::lessons::Message::Open(0)));
    assert_eq!(step(&app), skipped);
}
