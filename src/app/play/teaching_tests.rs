//! Teaching mode's logic, without a window: the coach's offer after a
//! move that gives seeds away, taking it back, keeping it, and cancelling.

use std::time::{Duration, Instant};

use super::opponent::{Opponent, think};
use super::teaching::{self, BUDGET, MIN_LOSS, Review, review};
use super::{Event, Message, Play};
use crate::coach::{Arg, Limits, Search, explain};
use crate::engine::{House, Position, Side};

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
    let ids: Vec<&str> = offer.said.iter().map(|m| m.id).collect();
    assert_eq!(ids, ["coach-reply-captures"]);
    let reply = &offer.said[0];
    assert_eq!(reply.arg("side"), Some(&Arg::Word("north")));
    assert_eq!(reply.arg("house"), Some(&Arg::Number(6)));
    assert_eq!(reply.arg("seeds"), Some(&Arg::Number(2)));
    // The board rings North's answer and South's house it would take.
    assert_eq!(offer.show, [own(Side::North, 6), own(Side::South, 1)]);
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

#[test]
fn the_check_keeps_to_its_time_budget_in_the_middle_game() {
    // A full board: far too big to see to the end, so only the clock
    // stops the search. Generous bound: a debug build on a busy machine.
    let request = Review {
        generation: 1,
        before: Position::START,
        history: Vec::new(),
        house: own(Side::South, 3),
        stop: Default::default(),
    };
    let t0 = Instant::now();
    let _ = review(&request);
    assert!(t0.elapsed() < BUDGET * 3, "took {:?}", t0.elapsed());
    // A quiet opening move is never worth stopping a child for.
    assert_eq!(
        teaching::review_within(&request, Limits::depth(6)).offer,
        None
    );
}
