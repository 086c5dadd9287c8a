//! The puzzle screen's logic, on shipped puzzles and on a puzzle of two
//! moves made here.

use std::time::{Duration, Instant};

use super::{Event, Message, PuzzleScreen, Status};
use crate::app::play::sowing::Speed;
use crate::content::{Goal, Miss, PositionSpec, Puzzle, Theme};
use crate::engine::{House, Position, Side};

fn shipped() -> Vec<Puzzle> {
    crate::classroom::Library::shipped().puzzles
}

fn shipped_puzzle(id: &str, speed: Speed) -> PuzzleScreen {
    let (i, p) = shipped()
        .into_iter()
        .enumerate()
        .find(|(_, p)| p.id == id)
        .expect("a shipped puzzle");
    PuzzleScreen::new(i, p.clone(), speed).expect("a usable puzzle")
}

/// "wipe-two-houses": South's house 6 wipes North out; house 5 takes only
/// North's house 1.
fn wipe_two_houses(speed: Speed) -> PuzzleScreen {
    shipped_puzzle("wipe-two-houses", speed)
}

/// "endgame-win-by-starving": a win in two (South's house 6) that ends
/// with North's only reply.
fn starving(speed: Speed) -> PuzzleScreen {
    shipped_puzzle("endgame-win-by-starving", speed)
}

/// A wipe-out in two moves: South's house 5 (one seed) leaves North only
/// its house 6 (11 seeds), which lays a seed in every house of both rows
/// but its own; then South's house 6 (now 4 seeds) makes North's houses
/// 1 to 4 into 2s and the chain takes the lot.
const TWO_MOVES: &str = "0,1,0,0,1,3/0,0,0,0,0,11 16-16 S";

fn two_moves(speed: Speed) -> PuzzleScreen {
    let p = Puzzle {
        id: "two-moves".into(),
        theme: Theme::WipeOut,
        difficulty: None,
        rating: Some(1500),
        position: PositionSpec::Notation(TWO_MOVES.into()),
        goal: Goal::WipeOutWithin { moves: 2 },
        answer: None,
        prompt: None,
        hints: vec!["puzzle-hint-their-move".into()],
        explanation: None,
    };
    PuzzleScreen::new(0, p, speed).expect("a usable puzzle")
}

fn own(n: u8) -> House {
    House::from_own(Side::South, n).unwrap()
}

/// Frames until nothing moves any more.
fn play_out(s: &mut PuzzleScreen) {
    let t0 = Instant::now();
    for k in 0..200 {
        s.update(Message::Frame(t0 + Duration::from_millis(500 * k)));
        if !s.is_animating() {
            break;
        }
    }
    assert!(!s.is_animating(), "still moving");
}

fn solved(id: &str, clean: bool) -> Option<Event> {
    Some(Event::Solved {
        id: id.into(),
        clean,
    })
}

fn missed(id: &str, first: bool) -> Option<Event> {
    Some(Event::Missed {
        id: id.into(),
        first,
    })
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
fn the_right_answer_solves_it_cleanly() {
    let mut s = wipe_two_houses(Speed::Off);
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        solved("wipe-two-houses", true)
    );
    assert_eq!(s.status(), &Status::Solved { alternative: false });
    assert_ne!(s.shown(), s.start());
    // Solved: the board is not played on again until "try again".
    assert_eq!(s.update(Message::PlayOwn(5)), None);
    s.update(Message::Retry);
    assert_eq!(s.shown(), s.start());
    assert_eq!(s.status(), &Status::Asking);
    // Solved again, but the first try was already counted.
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        solved("wipe-two-houses", false)
    );
}

#[test]
fn a_wrong_answer_says_how_it_misses_the_goal_once_it_is_sown() {
    let mut s = wipe_two_houses(Speed::Normal);
    let start = s.start();
    assert_eq!(
        s.update(Message::PlayOwn(5)),
        missed("wipe-two-houses", true)
    );
    let Status::Wrong { played, miss } = s.status().clone() else {
        panic!("should be wrong: {:?}", s.status());
    };
    assert_eq!(played, own(5));
    // House 5 takes North's house 1 (2 seeds) and leaves 1 seed.
    assert_eq!(miss, Some(Miss::NoWipeOut { got: 2, left: 1 }));
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
    // What was said stays on screen, and the learner can try again; the
    // miss was the first try's result.
    assert!(matches!(s.status(), Status::Wrong { .. }));
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        solved("wipe-two-houses", false)
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
        missed("defend-empty-the-two", true)
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
    play_out(&mut s);
    assert_eq!(s.shown(), start);
}

#[test]
fn a_puzzle_of_two_moves_is_played_move_by_move_with_north_answering() {
    let mut s = two_moves(Speed::Normal);
    let start: Position = TWO_MOVES.parse().unwrap();
    assert_eq!(s.progress(), (0, 2));
    // The right first move is no solve yet: North answers.
    assert_eq!(s.update(Message::PlayOwn(5)), None);
    let Status::Going { played, reply } = s.status().clone() else {
        panic!("should go on: {:?}", s.status());
    };
    assert_eq!(played, own(5));
    // North has one move left: its house 6.
    let north_six = House::from_own(Side::North, 6).unwrap();
    assert_eq!(reply, Some(north_six));
    assert_eq!(s.progress(), (1, 2));
    // No move is taken while the two sowings play out.
    assert_eq!(s.update(Message::PlayOwn(6)), None);
    play_out(&mut s);
    let (mine, _) = start.play(own(5)).unwrap();
    let (theirs, _) = mine.play(north_six).unwrap();
    assert_eq!(s.shown(), theirs, "North's reply is on the board");
    assert_eq!(s.start(), theirs, "and the learner plays from there");
    // The second move finishes it: a clean solve.
    assert_eq!(s.update(Message::PlayOwn(6)), solved("two-moves", true));
    assert_eq!(s.status(), &Status::Solved { alternative: false });
    play_out(&mut s);
    assert_eq!(s.shown().row_seeds(Side::North), 0, "wiped out");
}

#[test]
fn a_wrong_second_move_goes_back_to_where_the_learner_was() {
    let mut s = two_moves(Speed::Off);
    s.update(Message::PlayOwn(5));
    let here = s.start();
    assert_ne!(here, s.puzzle_start());
    // House 2 (one seed) does not wipe North out: missed, and the board
    // comes back to the second move, not to the puzzle's start.
    assert_eq!(s.update(Message::PlayOwn(2)), missed("two-moves", true));
    assert!(matches!(
        s.status(),
        Status::Wrong {
            miss: Some(Miss::NotForced { .. }),
            ..
        }
    ));
    assert_eq!(s.shown(), here);
    assert_eq!(s.progress(), (1, 2));
    assert_eq!(s.update(Message::PlayOwn(6)), solved("two-moves", false));
    // Trying again starts from the puzzle's position.
    s.update(Message::Retry);
    assert_eq!(s.start(), s.puzzle_start());
    assert_eq!(s.progress(), (0, 2));
}

#[test]
fn a_wrong_answer_to_a_deep_goal_plays_out_with_the_reply_that_stops_it() {
    let mut s = starving(Speed::Normal);
    let start = s.start();
    assert_eq!(
        s.update(Message::PlayOwn(5)),
        missed("endgame-win-by-starving", true)
    );
    let Status::Wrong {
        miss: Some(Miss::NotForced { by: Some(by) }),
        ..
    } = s.status().clone()
    else {
        panic!("should name North's answer: {:?}", s.status());
    };
    // North's answer is sown after the wrong move, and the win is gone.
    let (after_wrong, _) = start.play(own(5)).unwrap();
    assert!(after_wrong.legal_moves().contains(by));
    let (after_reply, _) = after_wrong.play(by).unwrap();
    let t0 = Instant::now();
    s.update(Message::Frame(t0));
    s.update(Message::Frame(t0 + Duration::from_secs(10)));
    assert_eq!(s.shown(), after_reply);
    let win = crate::content::answers(Goal::Win { moves: 1 }, &after_reply).unwrap_or_default();
    assert!(win.is_empty(), "South can no longer win at once");
    play_out(&mut s);
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
    let mut s = starving(Speed::Off);
    s.update(Message::PlayOwn(5));
    assert!(!s.is_animating());
    assert_eq!(s.shown(), s.start());
}

#[test]
fn hints_come_one_by_one_end_with_the_house_and_count_as_a_miss() {
    let mut s = wipe_two_houses(Speed::Off);
    assert_eq!(s.hints_shown(), 0);
    let total = s.hint_count();
    assert_eq!(total, s.puzzle().hints.len() + 1);
    // The first hint is the first try's result: a miss for the rating.
    assert_eq!(
        s.update(Message::Hint),
        Some(Event::Hinted {
            id: "wipe-two-houses".into()
        })
    );
    for n in 2..=total {
        assert_eq!(s.update(Message::Hint), None);
        assert_eq!(s.hints_shown(), n);
    }
    s.update(Message::Hint);
    assert_eq!(s.hints_shown(), total, "no hint past the house");
    // Solving now is no clean solve.
    assert_eq!(
        s.update(Message::PlayOwn(6)),
        solved("wipe-two-houses", false)
    );
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
fn showing_the_answer_counts_as_missed_and_plays_it() {
    let mut s = wipe_two_houses(Speed::Off);
    assert_eq!(
        s.update(Message::ShowSolution),
        missed("wipe-two-houses", true)
    );
    assert_eq!(s.status(), &Status::Shown);
    let (after, _) = s.start().play(own(6)).unwrap();
    assert_eq!(s.shown(), after);
    // Over two moves, the whole line is shown: both of South's moves and
    // North's reply.
    let mut s = two_moves(Speed::Off);
    s.update(Message::ShowSolution);
    assert_eq!(
        s.shown().row_seeds(Side::North),
        0,
        "the line ends wiped out"
    );
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
fn after_the_answer_is_shown_hints_and_the_answer_are_done() {
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
fn arrows_choose_a_house_and_enter_plays_it() {
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
        (Miss::NotForced { by: None }, vec![]),
        (Miss::NotForced { by: Some(h(8)) }, vec!["3"]),
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
                    | Miss::NotForced { .. }
            ) {
                assert!(said.contains(&north), "{lang:?} {m:?}: {said}");
            }
        }
    }
}

#[test]
fn a_game_ended_by_a_puzzle_shows_its_final_count_and_the_move_it_ended_on() {
    // Every shipped puzzle over several moves, solved along its first
    // answers: where the game ends before the last move the goal allows,
    // the board shows the count the explanation gives (every seed in its
    // owner's store) and the heading names the move it ended on.
    let mut ended = 0;
    for (i, p) in shipped().into_iter().enumerate() {
        if p.goal.own_moves() < 2 {
            continue;
        }
        let mut s = PuzzleScreen::new(i, p.clone(), Speed::Off).expect("usable");
        while !s.finished() {
            let h = s.solutions()[0];
            s.update(Message::PlayOwn(h.own_number()));
            assert!(!matches!(s.status(), Status::Wrong { .. }), "{}", p.id);
        }
        let mut game = crate::engine::Game::new(s.puzzle_start());
        for &m in s.run.moves() {
            game.play(m).unwrap();
        }
        let (played, moves) = s.progress();
        assert_eq!(s.step(), Some((played, moves)), "{}", p.id);
        let Some(last) = game.final_position() else {
            continue;
        };
        assert_eq!(s.shown(), last, "{}: the board shows the final count", p.id);
        if played < moves {
            ended += 1;
        }
        // The explanation's numbers are the board's.
        let i18n = crate::i18n::Localizer::new(crate::i18n::Lang::En);
        if p.explanation.is_none() {
            let said = s.explanation(&i18n);
            let (me, them) = (last.store(Side::South), last.store(Side::North));
            assert!(
                said.contains(&format!("{me} to {them}"))
                    || said.contains(&format!("{them} to {me}")),
                "{}: {said}",
                p.id
            );
        }
    }
    assert!(ended > 0, "a puzzle that ends before its last move");
}
