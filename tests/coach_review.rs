//! Reviewing a game: the marks, the words, the graph, and the review's
//! slices (progress, stopping, the same review every run).

use std::sync::atomic::Ordering;

use wahree::coach::review::{GAME_REVIEW_LIMITS, Reviewer, Step, Verdict, replay};
use wahree::coach::{Arg, Limits};
use wahree::engine::{Game, House, PlayError, Position, Side};
use wahree::i18n::{Lang, Localizer};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad position {text:?}: {e}"))
}

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

fn game(start: &str, moves: &[usize]) -> Game {
    let (game, bad) = replay(pos(start), moves.iter().map(|&m| h(m)));
    assert_eq!(bad, None);
    game
}

/// Small endgames are proven well within the default limits; games from
/// the opening get a smaller budget, to keep the debug-build tests quick.
fn review(game: &Game) -> wahree::coach::review::GameReview {
    let limits = if game.start().board_seeds() > 12 {
        Limits::nodes(30_000)
    } else {
        GAME_REVIEW_LIMITS
    };
    let mut r = Reviewer::new(game, limits);
    while let Step::Reviewed(_) = r.step() {}
    r.finish().expect("every move reviewed")
}

fn ids(m: &wahree::coach::review::MoveReview) -> Vec<&'static str> {
    m.messages.iter().map(|m| m.id).collect()
}

#[test]
fn a_move_that_gives_away_a_capture_is_marked_with_the_capture_it_allowed() {
    // South's 3 leaves the lone seed in house 0 for North's 11 to make 2
    // and capture (the same position as the teaching check's test).
    let g = game("1,0,0,1,0,0/0,0,0,0,0,1 22-23 S", &[3, 11]);
    let r = review(&g);
    let first = &r.moves[0];
    assert!(first.exact);
    assert!(first.loss > 0);
    assert_eq!(first.loss, first.best_value - first.played_value);
    // It throws away a proven win: a blunder, whatever the seeds.
    assert_eq!(first.verdict, Verdict::Blunder);
    let change = first.messages.iter().find(|m| m.id == "review-result");
    assert_eq!(
        change.and_then(|m| m.arg("change")),
        Some(&Arg::Word("win-loss"))
    );
    assert!(!first.best.contains(&h(3)));
    assert_eq!(first.better(), Some(first.best[0]));
    assert_eq!(first.line[0], first.best[0]);
    assert_eq!(first.played_line[..2], [h(3), h(11)]);
    assert_eq!(ids(first)[0], "review-lost");
    let lets = first
        .messages
        .iter()
        .find(|m| m.id == "review-let-capture")
        .expect("says what North could take");
    assert_eq!(lets.arg("side"), Some(&Arg::Word("north")));
    assert_eq!(lets.arg("house"), Some(&Arg::Number(6)));
    assert_eq!(lets.arg("seeds"), Some(&Arg::Number(2)));
    // North's capture was its only move.
    assert_eq!(r.moves[1].verdict, Verdict::Forced);
    assert_eq!(ids(&r.moves[1]), ["review-forced"]);
}

#[test]
fn a_missed_wipe_out_names_the_house_and_the_win() {
    // South's 6 (house 5) makes North's lone seed 2 and takes it: North's
    // row is empty, a wipe-out, 25-23. South's 1 (house 0) wins nothing.
    let g = game("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S", &[0]);
    let r = review(&g);
    let m = &r.moves[0];
    assert_eq!(m.best, [h(5)]);
    assert!(m.exact);
    assert!(m.verdict.is_marked(), "{:?}", m.verdict);
    let better = &m.messages[1];
    assert_eq!(better.id, "review-better-wipe-out");
    assert_eq!(better.arg("house"), Some(&Arg::Number(6)));
    assert_eq!(better.arg("side"), Some(&Arg::Word("north")));
    assert_eq!(better.arg("result"), Some(&Arg::Word("win")));
    // In words, as the issue asks for it.
    let en = Localizer::new(Lang::En).coach(better);
    assert_eq!(
        en,
        "House 6 would have wiped out North's row and won the game."
    );
    // The win was thrown away, and that is proven.
    assert!(
        m.messages.iter().any(|x| x.id == "review-result"),
        "{:?}",
        ids(m)
    );
}

#[test]
fn a_forced_move_is_never_a_mistake() {
    // South's only move; whatever it leads to, it is not South's fault.
    let g = game("0,0,0,0,0,1/0,3,0,0,0,0 20-24 S", &[5]);
    let r = review(&g);
    assert_eq!(r.moves[0].verdict, Verdict::Forced);
    assert_eq!(r.moves[0].loss, 0);
    assert_eq!(ids(&r.moves[0])[0], "review-forced");
}

#[test]
fn the_graph_has_a_point_before_the_game_and_after_each_move() {
    let g = game("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", &[2, 8, 0, 6, 3, 9, 1, 11]);
    let r = review(&g);
    let south = r.graph(Side::South);
    let north = r.graph(Side::North);
    assert_eq!(south.len(), g.plies().len() + 1);
    assert!(south.iter().zip(&north).all(|(s, n)| *s == -n));
    // Each point after a move is the value the move's mover got, seen from
    // South; the point before the game is the first move's best value.
    assert_eq!(south[0], r.moves[0].best_value);
    for (i, m) in r.moves.iter().enumerate() {
        let v = if m.side == Side::South {
            m.played_value
        } else {
            -m.played_value
        };
        assert_eq!(south[i + 1], v);
    }
}

#[test]
fn a_review_runs_a_move_at_a_time_and_stops_when_asked() {
    let g = game("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", &[2, 8, 0, 6]);
    let limits = Limits::nodes(20_000);
    let mut r = Reviewer::new(&g, limits);
    assert_eq!(r.progress(), (0, 4));
    assert_eq!(r.step(), Step::Reviewed(0));
    assert_eq!(r.step(), Step::Reviewed(1));
    assert_eq!(r.progress(), (2, 4));
    assert_eq!(r.reviewed().len(), 2);
    r.stop_flag().store(true, Ordering::Relaxed);
    assert_eq!(r.step(), Step::Stopped);
    assert_eq!(r.progress(), (2, 4));
    assert!(r.finish().is_none(), "a stopped review is not finished");

    let mut r = Reviewer::new(&g, limits);
    for i in 0..4 {
        assert_eq!(r.step(), Step::Reviewed(i));
    }
    assert_eq!(r.step(), Step::Finished);
    assert!(r.is_finished());
}

#[test]
fn the_same_game_gets_the_same_review_every_time() {
    let moves = [2, 8, 0, 6, 3, 9, 1, 11, 4, 7];
    let g = game("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S", &moves);
    assert_eq!(review(&g), review(&g));
}

#[test]
fn replaying_stops_at_the_first_illegal_move() {
    // The third move is North's house 6 again, emptied by the second.
    let (g, bad) = replay(Position::START, [h(2), h(6), h(6), h(3)]);
    assert_eq!(g.plies().len(), 2);
    let bad = bad.expect("an illegal move");
    assert_eq!(bad.index, 2);
    assert_eq!(bad.error, PlayError::NotYourHouse { house: h(6) });
    // After the end, nothing more can be played.
    let (g, bad) = replay(pos("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S"), [h(5), h(0)]);
    assert!(g.is_over());
    assert_eq!(
        bad.map(|b| (b.index, b.error)),
        Some((1, PlayError::GameOver))
    );
}

#[test]
fn every_review_message_is_in_english() {
    let en = Localizer::new(Lang::En);
    let g = game("1,0,0,1,0,0/0,0,0,0,0,1 22-23 S", &[3, 11]);
    let mut seen = Vec::new();
    for r in [
        review(&g),
        review(&game("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S", &[0])),
    ] {
        for m in r.moves.iter().flat_map(|m| &m.messages) {
            assert!(en.has(m.id), "{} missing", m.id);
            seen.push(m.id);
        }
    }
    for v in Verdict::ALL {
        assert!(en.has(v.message_id()), "{} missing", v.message_id());
    }
    assert!(seen.len() >= 4);
}
