//! The puzzle screen's logic, on shipped puzzles.

use std::time::{Duration, Instant};

use super::{Event, Message, PuzzleScreen, Status, refute};
use crate::app::play::sowing::Speed;
use crate::app::puzzles::shipped;
use crate::engine::{House, Side};

/// "wipe-two-houses": South's house 6 wipes North out; house 5 takes only
/// North's house 1.
fn wipe_two_houses(speed: Speed) -> PuzzleScreen {
    let (i, p) = shipped()
        .iter()
        .enumerate()
        .find(|(_, p)| p.id == "wipe-two-houses")
        .expect("a shipped puzzle");
    PuzzleScreen::new(i, p.clone(), speed).expect("a usable puzzle")
}

/// Runs the coach's search as the app's background task would, and hands
/// its answer back.
fn coach_answers(s: &mut PuzzleScreen) {
    let request = s.request().expect("the coach was asked").clone();
    s.update(Message::Refuted(Box::new(refute(&request))));
}

#[test]
fn every_shipped_puzzle_opens() {
    assert!(!shipped().is_empty());
    for (i, p) in shipped().iter().enumerate() {
        assert!(
            PuzzleScreen::new(i, p.clone(), Speed::Off).is_some(),
            "{}",
            p.id
        );
    }
}

#[test]
fn the_right_answer_solves_it_and_is_recorded() {
    let mut s = wipe_two_houses(Speed::Off);
    let event = s.update(Message::PlayOwn(6));
    assert_eq!(event, Some(Event::Solved("wipe-two-houses".into())));
    assert_eq!(s.status(), &Status::Solved { alternative: false });
    assert_ne!(s.shown(), s.start());
    // Solved: the board is not played on again until "try again".
    assert_eq!(s.update(Message::PlayOwn(5)), None);
    s.update(Message::Retry);
    assert_eq!(s.shown(), s.start());
    assert_eq!(s.status(), &Status::Asking);
}

#[test]
fn a_wrong_answer_plays_out_with_the_refutation_then_the_puzzle_returns() {
    let mut s = wipe_two_houses(Speed::Normal);
    let start = s.start();
    let event = s.update(Message::PlayOwn(5));
    let Some(Event::Wrong(id, request)) = event else {
        panic!("should ask the coach: {event:?}");
    };
    assert_eq!(id, "wipe-two-houses");
    assert_eq!(request.start, start);
    // The wrong move is sown while the coach looks for the answer.
    coach_answers(&mut s);
    let Status::Wrong { played, said } = s.status().clone() else {
        panic!("should be wrong: {:?}", s.status());
    };
    assert_eq!(played, House::from_own(Side::South, 5).unwrap());
    assert!(
        said.iter().any(|m| m.id.starts_with("coach-reply-")),
        "{said:?}"
    );
    // The wrong move is on the board, then North's answer, then the pause.
    assert!(s.is_animating());
    let after_wrong = s.shown();
    assert_ne!(after_wrong, start);
    // No move is taken while it plays out.
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_secs(10)));
    assert!(s.is_animating());
    assert_ne!(s.shown(), after_wrong, "North's answer is played");
    assert_eq!(s.shown().to_move(), Side::South);
    s.update(Message::Frame(t0 + Duration::from_secs(11)));
    s.update(Message::Frame(t0 + Duration::from_secs(20)));
    s.update(Message::Frame(t0 + Duration::from_secs(30)));
    assert!(!s.is_animating());
    assert_eq!(s.shown(), start, "back to the puzzle");
    // The refutation stays on screen, and the learner can try again.
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        Some(Event::Solved("wipe-two-houses".into()))
    );
}

#[test]
fn without_animation_a_wrong_answer_leaves_the_puzzle_at_once() {
    let mut s = wipe_two_houses(Speed::Off);
    s.update(Message::PlayOwn(5));
    // Waiting for the coach: no other move is taken meanwhile.
    assert!(s.is_animating());
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    coach_answers(&mut s);
    assert!(!s.is_animating());
    assert_eq!(s.shown(), s.start());
    let Status::Wrong { said, .. } = s.status() else {
        panic!("should be wrong");
    };
    assert!(!said.is_empty());
}

#[test]
fn an_answer_to_an_attempt_given_up_is_dropped() {
    let mut s = wipe_two_houses(Speed::Off);
    s.update(Message::PlayOwn(5));
    let old = s.request().unwrap().clone();
    assert!(!old.stop.is_stopped());
    s.update(Message::Retry);
    assert!(old.stop.is_stopped(), "retry stops the coach's search");
    assert_eq!(s.request(), None);
    s.update(Message::Refuted(Box::new(refute(&old))));
    assert_eq!(s.status(), &Status::Asking);
    assert_eq!(s.shown(), s.start());
    assert!(!s.is_animating());
}

#[test]
fn hints_come_one_by_one_and_end_with_the_house() {
    let mut s = wipe_two_houses(Speed::Off);
    assert_eq!(s.hints_shown(), 0);
    let total = s.hint_count();
    assert_eq!(total, s.puzzle().hints.len() + 1);
    for n in 1..=total {
        s.update(Message::Hint);
        assert_eq!(s.hints_shown(), n);
    }
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), total, "no hint past the house");
}

#[test]
fn an_illegal_move_changes_nothing_and_says_why() {
    let mut s = wipe_two_houses(Speed::Off);
    // South's house 1 is empty.
    assert_eq!(s.update(Message::PlayOwn(1)), None);
    assert!(s.refusal.is_some());
    assert_eq!(s.status(), &Status::Asking);
    assert_eq!(s.shown(), s.start());
}

#[test]
fn showing_the_solution_counts_as_failed_and_plays_it() {
    let mut s = wipe_two_houses(Speed::Off);
    let event = s.update(Message::ShowSolution);
    assert_eq!(event, Some(Event::Failed("wipe-two-houses".into())));
    assert_eq!(s.status(), &Status::Shown);
    let (after, _) = s
        .start()
        .play(House::from_own(Side::South, 6).unwrap())
        .unwrap();
    assert_eq!(s.shown(), after);
}

#[test]
fn keys_play_hint_and_go_back() {
    use iced::keyboard::Key;
    use iced::keyboard::key::Named;
    assert_eq!(
        PuzzleScreen::key(&Key::Character("3".into())),
        Some(Message::PlayOwn(3))
    );
    assert_eq!(
        PuzzleScreen::key(&Key::Character("h".into())),
        Some(Message::Hint)
    );
    assert_eq!(
        PuzzleScreen::key(&Key::Named(Named::Escape)),
        Some(Message::Back)
    );
}

#[test]
fn showing_the_solution_or_leaving_stops_the_coachs_search() {
    let mut s = wipe_two_houses(Speed::Normal);
    s.update(Message::PlayOwn(5));
    let asked = s.request().expect("the coach was asked").clone();
    s.update(Message::ShowSolution);
    assert!(asked.stop.is_stopped());
    assert_eq!(s.request(), None);
    // The stale answer is ignored: the solution stays on.
    s.update(Message::Refuted(Box::new(refute(&asked))));
    assert_eq!(s.status(), &Status::Shown);

    let mut s = wipe_two_houses(Speed::Normal);
    s.update(Message::PlayOwn(5));
    let asked = s.request().expect("the coach was asked").clone();
    drop(s);
    assert!(asked.stop.is_stopped(), "leaving the screen stops it");
}

#[test]
fn arrows_choose_a_house_with_its_preview_and_enter_plays_it() {
    use iced::keyboard::Key;
    use iced::keyboard::key::Named;
    assert_eq!(
        PuzzleScreen::key(&Key::Named(Named::ArrowLeft)),
        Some(Message::Focus(-1))
    );
    assert_eq!(
        PuzzleScreen::key(&Key::Named(Named::Enter)),
        Some(Message::PlayFocused)
    );
    assert_eq!(
        PuzzleScreen::key(&Key::Character("s".into())),
        Some(Message::ShowSolution)
    );
    let mut s = wipe_two_houses(Speed::Off);
    assert_eq!(s.update(Message::PlayFocused), None, "nothing chosen yet");
    assert_eq!(s.status(), &Status::Asking);
    // From the right end, one step left: house 5.
    s.update(Message::Focus(-1));
    s.update(Message::Focus(-1));
    assert_eq!(s.stage.preview(), House::from_own(Side::South, 5));
    let mut played = wipe_two_houses(Speed::Off);
    played.update(Message::PlayOwn(5));
    assert!(s.update(Message::PlayFocused).is_some(), "judged");
    assert_ne!(s.status(), &Status::Asking);
    assert_eq!(s.status(), played.status());
    assert_eq!(s.shown(), played.shown());
}
