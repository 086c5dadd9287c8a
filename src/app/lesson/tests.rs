//! The lesson screen's logic, on a lesson written for the tests (so every
//! kind of step and answer is there) and on the shipped lessons.

use std::time::{Duration, Instant};

use super::{Event, LessonScreen, Message, Status};
use crate::app::lessons::{State, shipped};
use crate::app::play::sowing::Speed;
use crate::app::store::LessonProgress;
use crate::app::{self, App, Screen};
use crate::content::{Lesson, Step};
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
    // The number keys pick a choice: the second is 4.
    assert_eq!(s.update(Message::PlayOwn(2)), done(3));
    assert_eq!(
        s.status(),
        &Status::Answered {
            choice: 4,
            right: true
        }
    );
    assert_eq!(s.update(Message::Choose(1)), None);
    assert!(matches!(s.current(), Step::Question(_)));
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
fn after_a_wrong_try_enter_tries_again_and_the_arrows_keep_choosing() {
    use iced::keyboard::{Key, key::Named};
    let mut s = at_step(2, Speed::Off);
    for _ in 0..6 {
        s.update(Message::Focus(1));
    }
    s.update(Message::PlayFocused); // house 6: wrong
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::Retry));
    assert_eq!(
        s.key(&Key::Named(Named::ArrowLeft)),
        Some(Message::Focus(-1))
    );
    s.update(Message::Retry);
    assert_eq!(s.status(), &Status::Asking);
    // The choice survives "Try again": one step left, then Enter.
    s.update(Message::Focus(-1));
    assert_eq!(s.key(&Key::Named(Named::Enter)), Some(Message::PlayFocused));
    s.update(Message::PlayFocused); // house 5: wrong again, judged afresh
    assert!(matches!(s.status(), Status::Wrong { played, .. } if played.index() == 4));
}
