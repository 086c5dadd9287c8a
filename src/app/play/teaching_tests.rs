//! Teaching mode's logic, without a window: the coach's offer after a
//! move that gives seeds away, taking it back, keeping it, and cancelling.

use std::time::{Duration, Instant};

use super::opponent::{Opponent, think};
use super::teaching::{self, MIN_LOSS, Review, review};
use super::{Event, Message, Play};
use crate::coach::{Limits, Search, explain, history_of};
use crate::engine::Game;
use crate::engine::{House, Position, Side};
use crate::i18n::{Lang, Localizer};

/// South's house 4 leaves the lone seed of house 1 for North's house 6 to
/// make two and capture; moving house 1 away keeps it safe. Small enough
/// for the coach to see to the end at once.
fn blunder_position() -> Position {
    "1,0,0,1,0,0/0,0,0,0,0,1 22-23 S".parse().unwrap()
}

fn own(side: Side, n: u8) -> House {
    House::from_own(side, n).unwrap()
}

fn teaching_game() -> Play {
    Play::new(Opponent::computer(), Default::default())
        .from_position(blunder_position())
        .teaching(true)
}

fn finish_sowing(play: &mut Play) -> Option<Event> {
    let t0 = Instant::now();
    play.update(Message::Frame(t0));
    play.update(Message::Frame(t0 + Duration::from_secs(3600)))
}

/// Plays `n` and answers the coach's question as the background task would.
fn play_and_review(play: &mut Play, n: u8) -> Option<Event> {
    let Some(Event::Review(request)) = play.update(Message::PlayOwn(n)) else {
        panic!("the coach should be asked about house {n}");
    };
    assert!(!play.is_thinking(), "the computer waits for the coach");
    let answer = review(&request);
    play.update(Message::Reviewed(Box::new(answer)))
}

#[test]
fn a_move_that_gives_seeds_away_brings_the_offer_with_the_right_numbers() {
    let mut play = teaching_game();
    let expected = explain(
        &mut Search::new(),
        &blunder_position(),
        &[],
        own(Side::South, 4),
        Limits::default(),
    )
    .unwrap();
    assert!(expected.loss >= MIN_LOSS);

    assert_eq!(play_and_review(&mut play, 4), None, "no computer move yet");
    let offer = play.offer().expect("the coach offers to take it back");
    assert_eq!(offer.played, own(Side::South, 4));
    assert_eq!(offer.loss, expected.loss);
    // What North takes at once with house 6: South's house 1, 2 seeds.
    assert_eq!(offer.answer, own(Side::North, 6));
    assert_eq!(offer.seeds, 2);
    assert_eq!(offer.taken, [own(Side::South, 1)]);
    assert!(!offer.wipe_out);
    // The learner cannot play on, and the computer waits, until they choose.
    finish_sowing(&mut play);
    assert_eq!(play.game().plies().len(), 1);
    assert!(play.request().is_none());
}

#[test]
fn taking_the_move_back_restores_the_position() {
    let mut play = teaching_game();
    play_and_review(&mut play, 4);
    assert!(play.offer().is_some());
    assert_eq!(play.update(Message::TakeBack), None, "the learner's turn");
    assert!(play.offer().is_none());
    assert!(!play.is_animating());
    assert_eq!(play.game().position(), blunder_position());
    assert!(play.game().plies().is_empty());
    // And the learner plays the safe move: the coach is happy, the
    // computer is asked at once.
    let Some(Event::Think(request)) = play_and_review(&mut play, 1) else {
        panic!("a good move goes straight to the computer");
    };
    assert!(play.offer().is_none());
    assert_eq!(request.game.plies().len(), 1);
}

#[test]
fn a_move_taken_back_is_checked_again_when_redone() {
    let mut play = teaching_game();
    play_and_review(&mut play, 4);
    play.update(Message::TakeBack);
    assert!(play.game().can_redo());
    let Some(Event::Review(request)) = play.update(Message::Redo) else {
        panic!("the coach looks at the redone move, the computer waits");
    };
    assert_eq!(request.house, own(Side::South, 4));
    assert!(!play.is_thinking());
    assert_eq!(play.game().plies().len(), 1);
}

#[test]
fn keeping_the_move_lets_the_computer_answer() {
    let mut play = teaching_game();
    play_and_review(&mut play, 4);
    let Some(Event::Think(request)) = play.update(Message::KeepMove) else {
        panic!("the computer should be asked");
    };
    assert!(play.offer().is_none());
    let house = think(&request);
    play.update(Message::Computer {
        generation: request.generation,
        house,
    });
    finish_sowing(&mut play);
    assert_eq!(play.game().plies().len(), 2);
    assert_eq!(play.game().moves().nth(1), Some(own(Side::North, 6)));
}

#[test]
fn keys_answer_the_offer_enter_keeps_and_u_takes_back() {
    let mut play = teaching_game();
    play_and_review(&mut play, 4);
    assert!(matches!(
        play.update(Message::PlayFocused),
        Some(Event::Think(_))
    ));
    let mut play = teaching_game();
    play_and_review(&mut play, 4);
    play.update(Message::Undo);
    assert!(play.offer().is_none());
    assert_eq!(play.game().position(), blunder_position());
}

#[test]
fn a_good_move_brings_no_offer() {
    let mut play = teaching_game();
    assert!(matches!(
        play_and_review(&mut play, 1),
        Some(Event::Think(_))
    ));
    assert!(play.offer().is_none());
    // Nor does any move against a friend, or with teaching mode off.
    let mut friend = Play::default()
        .from_position(blunder_position())
        .teaching(true);
    assert_eq!(friend.update(Message::PlayOwn(4)), None);
    let mut off =
        Play::new(Opponent::computer(), Default::default()).from_position(blunder_position());
    assert!(matches!(
        off.update(Message::PlayOwn(4)),
        Some(Event::Think(_))
    ));
}

#[test]
fn a_new_game_undo_or_switching_off_cancels_the_check() {
    for cancel in [Message::NewGame, Message::Undo, Message::Teaching(false)] {
        let mut play = teaching_game();
        let Some(Event::Review(request)) = play.update(Message::PlayOwn(4)) else {
            panic!("asked");
        };
        play.update(cancel.clone());
        assert!(request.stop.is_stopped(), "{cancel:?} stops the check");
        assert!(play.review_request().is_none());
        // A late answer changes nothing.
        play.update(Message::Reviewed(Box::new(review(&request))));
        assert!(play.offer().is_none(), "{cancel:?}");
    }
    // Switched off while the coach looks: the computer answers instead.
    let mut play = teaching_game();
    play.update(Message::PlayOwn(4));
    assert!(matches!(
        play.update(Message::Teaching(false)),
        Some(Event::Think(_))
    ));
    // Leaving the screen (dropping it) stops the check too.
    let mut play = teaching_game();
    let Some(Event::Review(request)) = play.update(Message::PlayOwn(4)) else {
        panic!("asked");
    };
    drop(play);
    assert!(request.stop.is_stopped());
}

/// South 1, North 3, South 3 from the start: the game of the review in
/// which the coach's numbers changed from run to run and language to
/// language while it looked against the clock.
fn reviewed_game() -> Review {
    let mut game = Game::default();
    for (side, n) in [(Side::South, 1), (Side::North, 3)] {
        game.play(own(side, n)).unwrap();
    }
    Review {
        generation: 1,
        before: game.position(),
        history: history_of(&game),
        house: own(Side::South, 3),
        stop: Default::default(),
    }
}

#[test]
fn the_same_move_gets_the_same_offer_every_time() {
    let request = reviewed_game();
    let first = review(&request).offer;
    assert!(first.is_some(), "the coach speaks up about this move");
    for _ in 0..2 {
        assert_eq!(review(&request).offer, first);
    }
    // A busy machine changes nothing: the limit is in nodes, not time.
    let slow = std::thread::spawn(move || {
        let _busy = (0..4)
            .map(|_| std::thread::spawn(|| (0..20_000_000u64).fold(0u64, |a, b| a ^ b)))
            .collect::<Vec<_>>();
        review(&request).offer
    });
    assert_eq!(slow.join().unwrap(), first);
}

#[test]
fn the_offer_says_exactly_what_the_answer_takes() {
    for request in [
        reviewed_game(),
        Review {
            before: blunder_position(),
            history: Vec::new(),
            house: own(Side::South, 4),
            ..reviewed_game()
        },
    ] {
        let offer = review(&request).offer.expect("an offer");
        // The answer, played on the board after the move, takes what the
        // offer says, from the houses it rings.
        let (after, _) = request.before.play(offer.played).unwrap();
        let (_, report) = after.play_report(offer.answer).unwrap();
        assert_eq!(report.captured(), offer.seeds);
        let houses: Vec<House> = report.captures.iter().map(|c| c.house).collect();
        assert_eq!(houses, offer.taken);
        assert!(offer.taken.iter().all(|h| h.owner() == Side::South));
        // One number in the sentence, and it is that capture.
        for lang in [Lang::En, Lang::It, Lang::Es, Lang::Ja] {
            let i18n = Localizer::new(lang);
            let said = i18n.tr_with(
                "teaching-offer",
                &[
                    ("house", offer.played.own_number().into()),
                    ("player", i18n.tr("side-north").into()),
                    ("answer", offer.answer.own_number().into()),
                    ("seeds", offer.seeds.into()),
                ],
            );
            let numbers: Vec<u32> = said
                .split(|c: char| !c.is_ascii_digit())
                .filter_map(|n| n.parse().ok())
                .collect();
            assert_eq!(
                numbers,
                [
                    u32::from(offer.played.own_number()),
                    u32::from(offer.answer.own_number()),
                    u32::from(offer.seeds)
                ],
                "{lang:?}: {said}"
            );
        }
    }
}

#[test]
fn a_quiet_opening_move_is_never_worth_stopping_a_child_for() {
    // How long the check takes is measured in benches/coach.rs
    // (teaching_check_report), not here.
    let request = Review {
        generation: 1,
        before: Position::START,
        history: Vec::new(),
        house: own(Side::South, 3),
        stop: Default::default(),
    };
    assert_eq!(review(&request).offer, None);
    assert_eq!(
        teaching::review_within(&request, Limits::depth(6)).offer,
        None
    );
}
