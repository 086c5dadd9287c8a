//! The duel core's rules: the challenge and its answers, moves judged by
//! the engine and counted once, resigning, draw offers, take-backs, the
//! timer, the teacher's end, adjournment and resumption, and the facts a
//! finished game adds to each child's journal.

use super::*;
use crate::classroom::journal::Event as Fact;
use crate::classroom::{Outcome, Stamp};

const T0: Millis = 1_000_000;

fn kid(name: &str) -> LearnerId {
    LearnerId::try_from(format!("l1-{name}")).unwrap()
}

fn ana() -> LearnerId {
    kid("ana")
}

fn ben() -> LearnerId {
    kid("ben")
}

fn act(duel: &mut Duel, who: &LearnerId, act: Act) -> Result<Vec<Body>, DuelError> {
    duel.act(
        ActIn {
            learner: who.clone(),
            act,
        },
        T0 + 10,
    )
}

/// Ana challenged Ben, who chose to move second: Ana plays South.
fn begun() -> Duel {
    let (mut d, _) = Duel::challenge(ana(), ben(), First::InvitedChooses, false, None, T0).unwrap();
    act(
        &mut d,
        &ben(),
        Act::Accept {
            moves_first: Some(false),
        },
    )
    .unwrap();
    d
}

/// The legal moves where the game is.
fn legal(d: &Duel) -> Vec<u8> {
    d.position()
        .legal_moves()
        .map(|h| h.index() as u8)
        .collect()
}

/// The child to move plays their `k`th legal move.
fn step(d: &mut Duel, k: usize) -> Result<Vec<Body>, DuelError> {
    let who = d.to_move().unwrap().clone();
    let moves = legal(d);
    let house = moves[k % moves.len()];
    let ply = d.moves.len();
    act(d, &who, Act::Move { ply, house })
}

#[test]
fn a_challenge_announces_the_challenger_and_the_invited_child() {
    let (d, bodies) = Duel::challenge(ana(), ben(), First::Random, true, Some(60), T0).unwrap();
    assert_eq!(d.phase, Phase::Invited);
    assert_eq!(
        bodies,
        vec![Body::Invited {
            challenger: ana(),
            invited: ben(),
            first: First::Random
        }]
    );
    assert_eq!(d.to_move(), None, "nobody moves before the answer");
    assert_eq!(
        Duel::challenge(ana(), ana(), First::Random, true, None, T0).unwrap_err(),
        DuelError::SameChild
    );
    assert_eq!(
        Duel::challenge(ana(), ben(), First::Random, true, Some(5), T0).unwrap_err(),
        DuelError::BadTimer
    );
}

#[test]
fn the_invited_child_chooses_who_moves_first_or_the_coin_does() {
    for (moves_first, south) in [(true, ben()), (false, ana())] {
        let (mut d, _) =
            Duel::challenge(ana(), ben(), First::InvitedChooses, true, None, T0).unwrap();
        assert_eq!(
            act(&mut d, &ben(), Act::Accept { moves_first: None }).unwrap_err(),
            DuelError::ChooseFirst
        );
        let bodies = act(
            &mut d,
            &ben(),
            Act::Accept {
                moves_first: Some(moves_first),
            },
        )
        .unwrap();
        assert_eq!(d.phase, Phase::Playing);
        assert_eq!(d.player(Seat::South), Some(&south));
        assert_eq!(d.to_move(), Some(&south), "South moves first");
        assert!(matches!(&bodies[0], Body::Began { south: s, .. } if *s == south));
    }
    for (coin, south) in [(true, ana()), (false, ben())] {
        let (mut d, _) = Duel::challenge(ana(), ben(), First::Random, coin, None, T0).unwrap();
        // The invited child's wish does not override the coin.
        act(
            &mut d,
            &ben(),
            Act::Accept {
                moves_first: Some(true),
            },
        )
        .unwrap();
        assert_eq!(d.player(Seat::South), Some(&south));
    }
}

#[test]
fn an_invitation_nobody_answers_lapses_after_two_minutes() {
    let (mut d, _) = Duel::challenge(ana(), ben(), First::Random, true, None, T0).unwrap();
    let due = T0 + INVITATION_MS;
    assert!(!d.lapsed(due - 1) && d.lapsed(due));
    assert_eq!(d.expire(due - 1), None, "not yet");
    assert_eq!(d.view("g", 1, due - 1).phase, Phase::Invited);
    // Its view says so before the lapse is written.
    assert_eq!(d.view("g", 1, due).phase, Phase::Expired);
    // Nobody can answer it or take it back once its time is up, and the
    // refusal changes nothing.
    let before = d.clone();
    for (who, a) in [
        (ben(), Act::Accept { moves_first: None }),
        (ben(), Act::Decline),
        (ana(), Act::Withdraw),
    ] {
        let a = ActIn {
            learner: who,
            act: a,
        };
        assert_eq!(d.act(a, due).unwrap_err(), DuelError::Expired);
    }
    assert_eq!(d, before);
    assert_eq!(d.expire(due), Some(vec![Body::Expired]));
    assert_eq!(d.phase, Phase::Expired);
    assert!(d.phase.is_final());
    assert_eq!(d.expire(due + 1), None, "once");
    let accept = ActIn {
        learner: ben(),
        act: Act::Accept { moves_first: None },
    };
    assert_eq!(d.act(accept, due).unwrap_err(), DuelError::Expired);
    assert_eq!(DuelError::Expired.id(), "duel-expired");
    assert_eq!(DuelError::Expired.kind(), Refusal::NotNow);
    // A game that began never lapses.
    let mut playing = begun();
    assert_eq!(playing.expire(T0 + 10 * INVITATION_MS), None);
    assert_eq!(playing.phase, Phase::Playing);
}

#[test]
fn only_the_invited_child_answers_and_only_the_challenger_withdraws() {
    let (mut d, _) = Duel::challenge(ana(), ben(), First::Random, true, None, T0).unwrap();
    let before = d.clone();
    for (who, a) in [
        (ana(), Act::Accept { moves_first: None }),
        (ana(), Act::Decline),
        (ben(), Act::Withdraw),
    ] {
        assert_eq!(act(&mut d, &who, a).unwrap_err(), DuelError::NotYours);
    }
    assert_eq!(
        act(&mut d, &kid("cleo"), Act::Decline).unwrap_err(),
        DuelError::NotInGame
    );
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 0, house: 2 }).unwrap_err(),
        DuelError::WrongMoment,
        "no moves before the game begins"
    );
    assert_eq!(d, before, "a refusal changes nothing");

    let mut declined = d.clone();
    assert_eq!(
        act(&mut declined, &ben(), Act::Decline).unwrap(),
        vec![Body::Declined]
    );
    assert_eq!(declined.phase, Phase::Declined);
    assert_eq!(
        act(&mut declined, &ben(), Act::Accept { moves_first: None }).unwrap_err(),
        DuelError::GameOver
    );

    assert_eq!(
        act(&mut d, &ana(), Act::Withdraw).unwrap(),
        vec![Body::Withdrawn]
    );
    assert_eq!(d.phase, Phase::Withdrawn);
    assert!(record::facts("g", &d).is_empty());
}

#[test]
fn the_engine_judges_every_move_and_a_move_counts_once() {
    let mut d = begun();
    // Ben is North: not his turn.
    assert_eq!(
        act(&mut d, &ben(), Act::Move { ply: 0, house: 8 }).unwrap_err(),
        DuelError::NotYourTurn
    );
    // Ana's own houses are 0-5: 8 is Ben's.
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 0, house: 8 }).unwrap_err(),
        DuelError::Illegal(IllegalMove::NotYourHouse)
    );
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 0, house: 12 }).unwrap_err(),
        DuelError::Illegal(IllegalMove::NoSuchHouse)
    );
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 1, house: 2 }).unwrap_err(),
        DuelError::Stale
    );
    let before = d.clone();
    assert_eq!(before.moves, Vec::<u8>::new());
    let bodies = act(&mut d, &ana(), Act::Move { ply: 0, house: 2 }).unwrap();
    assert!(matches!(
        &bodies[..],
        [Body::Moved { ply: 0, house: 2, by: Seat::South, position, .. }]
            if *position == d.position().to_string()
    ));
    assert_eq!(d.moves, vec![2]);
    // Sent again (the answer was lost): refused as a repeat, not played.
    let after = d.clone();
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 0, house: 2 }).unwrap_err(),
        DuelError::Twice
    );
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 1, house: 3 }).unwrap_err(),
        DuelError::NotYourTurn
    );
    // Ben's house 2 is empty now? No: the house is Ana's. An empty house
    // of his own is refused with the engine's reason.
    act(&mut d, &ben(), Act::Move { ply: 1, house: 8 }).unwrap();
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 2, house: 2 }).unwrap_err(),
        DuelError::Illegal(IllegalMove::EmptyHouse)
    );
    assert_eq!(d.moves, vec![2, 8]);
    assert_ne!(after, d);
    assert_eq!(
        act(&mut d, &kid("cleo"), Act::Move { ply: 2, house: 0 }).unwrap_err(),
        DuelError::NotInGame
    );
}

#[test]
fn a_game_played_to_the_end_ends_by_the_rules_with_the_engines_result() {
    let mut d = begun();
    let mut k = 0;
    let mut last = Vec::new();
    while d.phase == Phase::Playing {
        last = step(&mut d, k * 7 + 3).unwrap();
        k += 1;
        assert!(k < 2_000, "the game ends");
    }
    let game = d.game();
    let end = game.end().expect("the engine says it is over");
    let Some(Body::Over { end: ours }) = last.last() else {
        panic!("the last move ends it: {last:?}");
    };
    assert_eq!(ours.stores, end.stores);
    assert_eq!(ours.reason, Reason::from(end.reason));
    assert_eq!(ours.verdict, Some(Verdict::of_stores(end.stores)));
    assert_eq!(d.to_move(), None);
    // Nothing more: a move, a resignation, the teacher's end.
    let who = ana();
    let ply = d.moves.len();
    assert_eq!(
        act(&mut d, &who, Act::Move { ply, house: 0 }).unwrap_err(),
        DuelError::GameOver
    );
    assert_eq!(
        act(&mut d, &who, Act::Resign).unwrap_err(),
        DuelError::GameOver
    );
    assert_eq!(d.teacher_end(None, T0).unwrap_err(), DuelError::GameOver);
    // The last move sent again is still a repeat, not "game over".
    let last_by = d
        .player(Seat::from(game.plies().last().unwrap().report.mover))
        .unwrap()
        .clone();
    let house = *d.moves.last().unwrap();
    assert_eq!(
        act(
            &mut d,
            &last_by,
            Act::Move {
                ply: ply - 1,
                house
            }
        )
        .unwrap_err(),
        DuelError::Twice
    );

    // Each child's record: the whole game, their side, their outcome.
    let facts = record::facts("game-1", &d);
    assert_eq!(facts.len(), 2);
    for (who, stamp, fact) in &facts {
        let Fact::Game(r) = fact else {
            panic!("a game: {fact:?}")
        };
        let south = *who == ana();
        assert_eq!(r.classmate.as_ref().unwrap().south, south);
        assert_eq!(
            r.classmate.as_ref().unwrap().id,
            if south { ben() } else { ana() }
        );
        assert_eq!(r.game.moves, d.moves);
        assert_eq!(r.game.level, None);
        assert!(r.game.replay().is_some(), "the review replays it");
        assert_eq!(r.score, end.stores);
        let mine = r.score[usize::from(!south)];
        let theirs = r.score[usize::from(south)];
        let expected = match mine.cmp(&theirs) {
            std::cmp::Ordering::Greater => Outcome::Won,
            std::cmp::Ordering::Less => Outcome::Lost,
            std::cmp::Ordering::Equal => Outcome::Drawn,
        };
        assert_eq!(r.outcome, Some(expected));
        assert_eq!(stamp.origin, crate::live::progress::origin("game-1"));
    }
    assert_ne!(facts[0].1, facts[1].1, "two facts, two stamps");
    assert_eq!(
        facts,
        record::facts("game-1", &d),
        "the same facts every time"
    );
}

#[test]
fn resigning_loses_and_only_a_player_resigns() {
    let mut d = begun();
    step(&mut d, 0).unwrap();
    assert_eq!(
        act(&mut d, &kid("cleo"), Act::Resign).unwrap_err(),
        DuelError::NotInGame
    );
    let bodies = act(&mut d, &ben(), Act::Resign).unwrap();
    let Body::Over { end } = bodies[0] else {
        panic!("{bodies:?}")
    };
    assert_eq!(end.reason, Reason::Resigned);
    assert_eq!(end.by, Some(Seat::North));
    assert_eq!(end.verdict, Some(Verdict::SouthWon));
    let facts = record::facts("g", &d);
    let outcome = |who: &LearnerId| match &facts.iter().find(|f| f.0 == *who).unwrap().2 {
        Fact::Game(r) => r.outcome,
        _ => None,
    };
    assert_eq!(outcome(&ana()), Some(Outcome::Won));
    assert_eq!(outcome(&ben()), Some(Outcome::Lost));
}

#[test]
fn a_draw_offer_is_answered_by_the_other_child_and_lapses_with_a_move() {
    let mut d = begun();
    assert_eq!(
        act(&mut d, &ana(), Act::Answer { yes: true }).unwrap_err(),
        DuelError::WrongMoment,
        "no offer to answer"
    );
    assert_eq!(
        act(&mut d, &ana(), Act::OfferDraw).unwrap(),
        vec![Body::Asked {
            offer: Offer::Draw { by: Seat::South }
        }]
    );
    assert_eq!(
        act(&mut d, &ana(), Act::OfferDraw).unwrap_err(),
        DuelError::Twice
    );
    assert_eq!(
        act(&mut d, &ben(), Act::OfferDraw).unwrap_err(),
        DuelError::WrongMoment,
        "one request at a time"
    );
    assert_eq!(
        act(&mut d, &ana(), Act::Answer { yes: true }).unwrap_err(),
        DuelError::NotYours,
        "nobody accepts their own offer"
    );
    assert_eq!(
        act(&mut d, &ben(), Act::Answer { yes: false }).unwrap(),
        vec![Body::Refused {
            offer: Offer::Draw { by: Seat::South }
        }]
    );
    assert_eq!(d.offer, None);
    assert_eq!(
        act(&mut d, &ana(), Act::OfferDraw).unwrap_err(),
        DuelError::Twice,
        "once a move"
    );
    // Ana moves; Ben offers; Ben's move... no: Ana answers by moving,
    // and the offer lapses.
    step(&mut d, 0).unwrap();
    act(&mut d, &ben(), Act::OfferDraw).unwrap();
    let bodies = step(&mut d, 0).unwrap();
    assert_eq!(
        bodies[0],
        Body::Refused {
            offer: Offer::Draw { by: Seat::North }
        }
    );
    assert_eq!(d.offer, None);
    // Offered again and accepted: drawn, the seeds as they are.
    act(&mut d, &ana(), Act::OfferDraw).unwrap();
    let bodies = act(&mut d, &ben(), Act::Answer { yes: true }).unwrap();
    let Body::Over { end } = bodies[0] else {
        panic!("{bodies:?}")
    };
    assert_eq!(end.reason, Reason::DrawAgreed);
    assert_eq!(end.verdict, Some(Verdict::Drawn));
    assert_eq!(end.stores, d.position().stores());
}

#[test]
fn no_draw_is_offered_once_a_side_has_more_than_half_the_seeds() {
    // Plays games until one has a store above 24 while it goes on.
    for k in 0..200 {
        let mut d = begun();
        while d.phase == Phase::Playing {
            if d.position().stores().iter().any(|&s| s > HALF) {
                let who = d.to_move().unwrap().clone();
                assert_eq!(
                    act(&mut d, &who, Act::OfferDraw).unwrap_err(),
                    DuelError::WrongMoment
                );
                // A take-back may still be asked.
                assert!(act(&mut d, &who, Act::AskTakeBack).is_ok());
                return;
            }
            let n = d.moves.len();
            step(&mut d, n * 31 + k * 7 + n / 3).unwrap();
        }
    }
    panic!("no game passed 24 seeds on one side before its end");
}

#[test]
fn a_take_back_goes_back_to_the_askers_turn_when_granted() {
    let mut d = begun();
    assert_eq!(
        act(&mut d, &ana(), Act::AskTakeBack).unwrap_err(),
        DuelError::WrongMoment,
        "nothing to take back"
    );
    step(&mut d, 0).unwrap();
    let one = d.moves.clone();
    // Ana asks before Ben answers: one move goes back.
    act(&mut d, &ana(), Act::AskTakeBack).unwrap();
    let bodies = act(&mut d, &ben(), Act::Answer { yes: true }).unwrap();
    assert!(matches!(bodies[0], Body::TookBack { ply: 0, .. }));
    assert!(d.moves.is_empty());
    assert_eq!(d.to_move(), Some(&ana()));
    // Played again, then Ben answers; Ana asks: both go back.
    act(
        &mut d,
        &ana(),
        Act::Move {
            ply: 0,
            house: one[0],
        },
    )
    .unwrap();
    step(&mut d, 1).unwrap();
    assert_eq!(d.moves.len(), 2);
    act(&mut d, &ana(), Act::AskTakeBack).unwrap();
    assert_eq!(
        act(&mut d, &ana(), Act::Answer { yes: true }).unwrap_err(),
        DuelError::NotYours
    );
    act(&mut d, &ben(), Act::Answer { yes: false }).unwrap();
    assert_eq!(d.moves.len(), 2, "refused: nothing goes back");
    assert_eq!(
        act(&mut d, &ana(), Act::AskTakeBack).unwrap_err(),
        DuelError::Twice
    );
    step(&mut d, 0).unwrap();
    act(&mut d, &ana(), Act::AskTakeBack).unwrap();
    act(&mut d, &ben(), Act::Answer { yes: true }).unwrap();
    assert_eq!(d.moves.len(), 2, "Ana's move and nothing after it");
    assert_eq!(d.to_move(), Some(&ana()));
}

#[test]
fn the_timer_sets_a_deadline_and_at_zero_the_game_waits() {
    let (mut d, _) =
        Duel::challenge(ana(), ben(), First::InvitedChooses, false, Some(30), T0).unwrap();
    act(
        &mut d,
        &ben(),
        Act::Accept {
            moves_first: Some(false),
        },
    )
    .unwrap();
    let deadline = d.deadline.unwrap();
    assert_eq!(deadline, T0 + 10 + 30_000);
    assert!(!d.overdue(deadline));
    assert!(d.overdue(deadline + 1));
    // Late, the move is still taken: nobody loses on time.
    let bodies = d
        .act(
            ActIn {
                learner: ana(),
                act: Act::Move { ply: 0, house: 2 },
            },
            deadline + 60_000,
        )
        .unwrap();
    assert!(matches!(bodies[0], Body::Moved { deadline: Some(t), .. } if t == deadline + 90_000));
    assert_eq!(d.set_timer(Some(3), T0).unwrap_err(), DuelError::BadTimer);
    assert_eq!(
        d.set_timer(None, T0).unwrap(),
        vec![Body::Timer {
            seconds: None,
            deadline: None
        }]
    );
    assert!(!d.overdue(u64::MAX));
    d.set_timer(Some(600), T0).unwrap();
    assert_eq!(d.deadline, Some(T0 + 600_000));
}

#[test]
fn the_teacher_adjourns_resumes_and_ends_with_or_without_a_result() {
    let mut d = begun();
    assert_eq!(d.resume(T0).unwrap_err(), DuelError::WrongMoment);
    act(&mut d, &ana(), Act::OfferDraw).unwrap();
    let bodies = d.adjourn().unwrap();
    assert_eq!(bodies.last(), Some(&Body::Adjourned));
    assert_eq!(d.offer, None, "an adjournment ends a waiting offer");
    assert_eq!(
        act(&mut d, &ana(), Act::Move { ply: 0, house: 2 }).unwrap_err(),
        DuelError::WrongMoment
    );
    assert_eq!(d.adjourn().unwrap_err(), DuelError::WrongMoment);
    d.resume(T0).unwrap();
    assert_eq!(d.phase, Phase::Playing);
    act(&mut d, &ana(), Act::Move { ply: 0, house: 2 }).unwrap();

    let mut none = d.clone();
    none.teacher_end(None, T0 + 5_000).unwrap();
    assert_eq!(none.end.unwrap().verdict, None);
    assert_eq!(none.end.unwrap().reason, Reason::Teacher);
    assert!(record::facts("g", &none).is_empty(), "no result: no record");

    d.teacher_end(Some(Verdict::NorthWon), T0 + 5_000).unwrap();
    assert_eq!(d.end.unwrap().verdict, Some(Verdict::NorthWon));
    assert_eq!(record::facts("g", &d).len(), 2);
    assert_eq!(d.adjourn().unwrap_err(), DuelError::GameOver);
    assert_eq!(d.resume(T0).unwrap_err(), DuelError::GameOver);
    assert_eq!(d.set_timer(None, T0).unwrap_err(), DuelError::GameOver);

    // An invitation the teacher ends has no result, whatever is given.
    let (mut i, _) = Duel::challenge(ana(), ben(), First::Random, true, None, T0).unwrap();
    i.teacher_end(Some(Verdict::SouthWon), T0).unwrap();
    assert_eq!(i.end.unwrap().verdict, None);
}

#[test]
fn a_pairing_by_the_teacher_begins_at_once() {
    let (d, bodies) = Duel::pair(ben(), ana(), Some(60), T0).unwrap();
    assert!(d.paired);
    assert_eq!(d.phase, Phase::Playing);
    assert_eq!(d.to_move(), Some(&ben()));
    assert!(
        matches!(&bodies[..], [Body::Began { south, north, deadline: Some(_), .. }]
        if *south == ben() && *north == ana())
    );
    assert_eq!(
        Duel::pair(ana(), ana(), None, T0).unwrap_err(),
        DuelError::SameChild
    );
}

#[test]
fn the_view_says_who_moves_and_the_ids_name_each_refusal() {
    let mut d = begun();
    step(&mut d, 0).unwrap();
    let v = d.view("g", 7, T0);
    assert_eq!(v.to_move, Some(ben()));
    assert_eq!(v.moves, d.moves);
    assert_eq!(v.seq, 7);
    let back: View = serde_json::from_str(&serde_json::to_string(&v).unwrap()).unwrap();
    assert_eq!(back, v);
    assert_eq!(
        DuelError::Illegal(IllegalMove::MustFeed).id(),
        "duel-move-must-feed"
    );
    assert_eq!(DuelError::NotYourTurn.kind(), Refusal::NotNow);
    assert_eq!(DuelError::NotInGame.kind(), Refusal::NotYours);
    assert_eq!(DuelError::BadTimer.kind(), Refusal::BadRequest);
    // What a device sends reads as the act it means.
    let a: ActIn =
        serde_json::from_str(r#"{"learner":"l1-ana","act":"move","ply":3,"house":4}"#).unwrap();
    assert_eq!(a.act, Act::Move { ply: 3, house: 4 });
    assert!(serde_json::from_str::<ActIn>(r#"{"learner":"l1-ana","act":"fly"}"#).is_err());
    let _ = Stamp::default();
}
