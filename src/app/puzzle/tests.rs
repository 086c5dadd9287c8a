//! The puzzle screen's logic, on shipped puzzles.

use std::time::{Duration, Instant};

use super::{Event, Message, PuzzleScreen, Status, refute};
use crate::app::play::sowing::Speed;
use crate::content::{Miss, Puzzle};

fn shipped() -> Vec<Puzzle> {
    crate::classroom::Library::shipped().puzzles
}
use crate::engine::{House, Side};

/// "wipe-two-houses": South's house 6 wipes North out; house 5 takes only
/// North's house 1.
fn wipe_two_houses(speed: Speed) -> PuzzleScreen {
    shipped_puzzle("wipe-two-houses", speed)
}

fn shipped_puzzle(id: &str, speed: Speed) -> PuzzleScreen {
    let (i, p) = shipped()
        .into_iter()
        .enumerate()
        .find(|(_, p)| p.id == id)
        .expect("a shipped puzzle");
    PuzzleScreen::new(i, p.clone(), speed).expect("a usable puzzle")
}

/// "endgame-win-by-starving": a win in two (South's house 6); its wrong
/// answers are refuted by the coach.
fn starving(speed: Speed) -> PuzzleScreen {
    shipped_puzzle("endgame-win-by-starving", speed)
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
fn a_wrong_answer_says_how_it_misses_the_goal_once_it_is_sown() {
    let mut s = wipe_two_houses(Speed::Normal);
    let start = s.start();
    // A one-move goal: judged by its own numbers, no coach asked.
    let event = s.update(Message::PlayOwn(5));
    assert_eq!(event, Some(Event::Failed("wipe-two-houses".into())));
    assert_eq!(s.request(), None);
    let Status::Wrong { played, miss, said } = s.status().clone() else {
        panic!("should be wrong: {:?}", s.status());
    };
    assert_eq!(played, House::from_own(Side::South, 5).unwrap());
    // House 5 takes North's house 1 (2 seeds) and leaves 1 seed.
    assert_eq!(miss, Some(Miss::NoWipeOut { got: 2, left: 1 }));
    assert!(said.is_empty());
    // The verdict waits for the seeds.
    assert!(s.is_animating());
    assert!(!s.told(), "no verdict while the move is sown");
    let after_wrong = s.shown();
    assert_ne!(after_wrong, start);
    // No move is taken while it plays out.
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_secs(10)));
    assert!(s.told(), "said once the sowing is over");
    // No reply from North talks past the goal: the board rests, then
    // goes back.
    assert_eq!(s.shown(), after_wrong);
    s.update(Message::Frame(t0 + Duration::from_secs(11)));
    s.update(Message::Frame(t0 + Duration::from_secs(20)));
    assert!(!s.is_animating());
    assert_eq!(s.shown(), start, "back to the puzzle");
    // What was said stays on screen, and the learner can try again.
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        Some(Event::Solved("wipe-two-houses".into()))
    );
}

#[test]
fn a_right_answer_is_praised_once_its_seeds_are_sown() {
    let mut s = wipe_two_houses(Speed::Normal);
    s.update(Message::PlayOwn(6));
    assert!(matches!(s.status(), Status::Solved { .. }));
    assert!(!s.told());
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    assert!(!s.told(), "the first frame starts the sowing");
    s.update(Message::Frame(t0 + Duration::from_secs(10)));
    assert!(s.told());
    assert!(!s.is_animating());
}

#[test]
fn a_defence_puzzle_plays_the_capture_it_names() {
    let mut s = shipped_puzzle("defend-empty-the-two", Speed::Normal);
    let start = s.start();
    let right = crate::content::answers(s.puzzle().goal, &start).unwrap();
    let wrong = start.legal_moves().find(|h| !right.contains(h)).unwrap();
    assert_eq!(
        s.update(Message::PlayOwn(wrong.own_number())),
        Some(Event::Failed("defend-empty-the-two".into()))
    );
    let Status::Wrong {
        miss: Some(Miss::LosesMore { by, lost, best }),
        ..
    } = s.status().clone()
    else {
        panic!("should name the capture: {:?}", s.status());
    };
    assert!(lost > best);
    let after_wrong = s.shown();
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_secs(10)));
    // North's named house is being sown now.
    let (after_reply, report) = after_wrong.play_report(by).unwrap();
    assert_eq!(s.shown(), after_reply);
    assert_eq!(
        after_reply.store(Side::North) - after_wrong.store(Side::North),
        lost,
        "{report:?}"
    );
    for k in 11..40 {
        s.update(Message::Frame(t0 + Duration::from_secs(k)));
    }
    assert!(!s.is_animating());
    assert_eq!(s.shown(), start);
}

#[test]
fn a_wrong_answer_to_a_deep_goal_plays_out_with_the_coachs_refutation() {
    let mut s = starving(Speed::Normal);
    let start = s.start();
    let event = s.update(Message::PlayOwn(5));
    let Some(Event::Wrong(id, request)) = event else {
        panic!("should ask the coach: {event:?}");
    };
    assert_eq!(id, "endgame-win-by-starving");
    assert_eq!(request.start, start);
    let Status::Wrong { miss, .. } = s.status() else {
        panic!("should be wrong");
    };
    assert_eq!(*miss, Some(Miss::NotForced));
    // The wrong move is sown while the coach looks for the answer.
    coach_answers(&mut s);
    assert!(s.is_animating());
    let t0 = Instant::now();
    for k in 0..40 {
        s.update(Message::Frame(t0 + Duration::from_secs(k)));
    }
    assert!(!s.is_animating());
    assert_eq!(s.shown(), start, "back to the puzzle");
    assert!(s.told());
}

#[test]
fn without_animation_a_wrong_answer_leaves_the_puzzle_at_once() {
    let mut s = wipe_two_houses(Speed::Off);
    s.update(Message::PlayOwn(5));
    assert!(!s.is_animating());
    assert!(s.told());
    assert_eq!(s.shown(), s.start());
    // A deep goal waits for the coach: no other move is taken meanwhile.
    let mut s = starving(Speed::Off);
    s.update(Message::PlayOwn(5));
    assert!(s.is_animating());
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    coach_answers(&mut s);
    assert!(!s.is_animating());
    assert_eq!(s.shown(), s.start());
}

#[test]
fn an_answer_to_an_attempt_given_up_is_dropped() {
    let mut s = starving(Speed::Off);
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
fn after_the_solution_is_shown_hints_and_the_solution_are_done() {
    let mut s = wipe_two_houses(Speed::Off);
    s.update(Message::ShowSolution);
    assert!(s.finished());
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), 0, "no hint once the answer is out");
    assert_eq!(s.update(Message::ShowSolution), None, "not counted again");
    assert_eq!(s.status(), &Status::Shown);
    // Trying again opens the puzzle, hints and all.
    s.update(Message::Retry);
    assert!(!s.finished());
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), 1);
}

#[test]
fn showing_the_solution_or_leaving_stops_the_coachs_search() {
    let mut s = starving(Speed::Normal);
    s.update(Message::PlayOwn(5));
    let asked = s.request().expect("the coach was asked").clone();
    s.update(Message::ShowSolution);
    assert!(asked.stop.is_stopped());
    assert_eq!(s.request(), None);
    // The stale answer is ignored: the solution stays on.
    s.update(Message::Refuted(Box::new(refute(&asked))));
    assert_eq!(s.status(), &Status::Shown);

    let mut s = starving(Speed::Normal);
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

#[test]
fn every_miss_is_told_with_its_numbers_in_every_language() {
    use super::words::miss;
    use crate::i18n::{Lang, Localizer};
    let h = |n| House::new(n).unwrap();
    let cases = [
        (Miss::OtherHouse { asked: h(4) }, vec!["5"]),
        (
            Miss::LandedElsewhere {
                landed: h(7),
                asked: h(9),
            },
            vec!["2", "4"],
        ),
        (Miss::TooFew { got: 2, needed: 7 }, vec!["2", "7"]),
        (Miss::FewerSeeds { got: 2, best: 5 }, vec!["2", "5"]),
        (Miss::ShorterChain { got: 2, best: 3 }, vec!["2", "3"]),
        (Miss::NoWipeOut { got: 2, left: 3 }, vec!["2", "3"]),
        (Miss::AllowsWipeOut { by: h(11) }, vec!["6"]),
        (
            Miss::LosesMore {
                by: h(10),
                lost: 4,
                best: 1,
            },
            vec!["5", "4", "1"],
        ),
        (Miss::NotForced, vec![]),
    ];
    for lang in Lang::ALL {
        let i18n = Localizer::new(lang);
        let north = i18n.tr("side-north");
        for (m, numbers) in &cases {
            let said = miss(&i18n, m, Side::South);
            assert!(!said.contains('{') && !said.is_empty(), "{lang:?} {said}");
            for n in numbers {
                assert!(said.contains(n), "{lang:?} {m:?}: {said}");
            }
            if matches!(
                m,
                Miss::NoWipeOut { .. }
                    | Miss::AllowsWipeOut { .. }
                    | Miss::LosesMore { .. }
                    | Miss::NotForced
            ) {
                assert!(said.contains(&north), "{lang:?} {m:?}: {said}");
            }
        }
    }
}
