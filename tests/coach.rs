//! The coach's search: exact values on hand-solved endgames, agreement with
//! plain minimax, legality, the repetition rule and the limits.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

mod common;

use common::random_position;
use wahree::coach::{Limits, Rng, Search, minimax};
use wahree::engine::{House, Position};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad position {text:?}: {e}"))
}

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

fn solve(p: &Position) -> wahree::coach::Analysis {
    Search::with_table_mb(4).analyse(p, &[], Limits::default())
}

#[test]
fn wipe_out_from_the_rules_is_worth_two() {
    // RULES.md worked check: South's 5 captures the lone seed, 25-23.
    let a = solve(&pos("0,0,0,0,0,1/1,0,0,0,0,0 23-23 S"));
    assert!(a.exact);
    assert_eq!(a.best, vec![h(5)]);
    assert_eq!(a.moves[0].value, 2);
}

#[test]
fn forced_wipe_out_in_two() {
    // South sows its last seed into 6, emptying its own row; North must feed
    // and only house 11 (6 seeds) reaches, filling 0..=5 with one seed each;
    // South's 5 then makes 6 hold 2: captured, North's row is empty, and
    // South sweeps its 5 seeds. 20 + 2 + 5 = 27 against 21: +6.
    let a = solve(&pos("0,0,0,0,0,1/0,0,0,0,0,6 20-21 S"));
    assert!(a.exact);
    assert_eq!(a.best, vec![h(5)]);
    assert_eq!(a.moves[0].value, 6);
    assert_eq!(a.moves[0].pv, vec![h(5), h(11), h(5)]);
}

#[test]
fn only_feeding_move_does_not_lose() {
    // House 4 is South's only move that reaches North's row; it draws, while
    // 0 and 2 keep the seeds home and lose by 6.
    let p = pos("1,0,1,0,2,0/0,1,0,0,0,0 19-24 S");
    let a = solve(&p);
    assert!(a.exact);
    assert_eq!(a.best, vec![h(4)]);
    assert_eq!(a.value_of(h(4)).unwrap().value, 0);
    assert_eq!(a.value_of(h(0)).unwrap().value, -6);
    assert_eq!(a.value_of(h(2)).unwrap().value, -6);
}

#[test]
fn agrees_with_plain_minimax_on_small_positions() {
    let mut rng = Rng::new(11);
    let mut search = Search::with_table_mb(4);
    let mut compared = 0;
    let mut longest = 0;
    while compared < 60 {
        let board = 2 + rng.below(3) as i64;
        let Some(p) = random_position(&mut rng, board) else {
            continue;
        };
        let reference = minimax::move_values(&p, &[], 9);
        if !reference.iter().all(|r| r.2) {
            continue;
        }
        let a = search.analyse(&p, &[], Limits::default());
        assert!(a.exact, "{p}");
        longest = longest.max(a.depth);
        for &(m, v, _) in &reference {
            assert_eq!(a.value_of(m).unwrap().value, v, "{p} move {m}");
        }
        let top = reference.iter().map(|r| r.1).max().unwrap();
        let mut best: Vec<House> = reference
            .iter()
            .filter(|r| r.1 == top)
            .map(|r| r.0)
            .collect();
        let mut got = a.best.clone();
        best.sort();
        got.sort();
        assert_eq!(got, best, "{p}");
        compared += 1;
    }
    assert!(
        longest >= 5,
        "some positions need a real search ({longest})"
    );
}

#[test]
fn analysis_lists_exactly_the_legal_moves_and_the_best_set() {
    let mut rng = Rng::new(3);
    let mut search = Search::with_table_mb(4);
    for _ in 0..60 {
        let board = 6 + rng.below(30) as i64;
        let Some(p) = random_position(&mut rng, board) else {
            continue;
        };
        let a = search.analyse(&p, &[], Limits::depth(3));
        let mut listed: Vec<House> = a.moves.iter().map(|m| m.house).collect();
        listed.sort();
        assert_eq!(listed, p.legal_moves().collect::<Vec<_>>(), "{p}");
        assert!(a.moves.windows(2).all(|w| w[0].value >= w[1].value));
        let top = a.moves[0].value;
        let expected: Vec<House> = a
            .moves
            .iter()
            .filter(|m| m.value == top)
            .map(|m| m.house)
            .collect();
        assert_eq!(a.best, expected);
        // Every principal variation is a legal line.
        for m in &a.moves {
            let mut q = p;
            for &step in &m.pv {
                assert!(q.legal_moves().contains(step), "{p} pv {:?}", m.pv);
                q.play_unchecked(step);
            }
        }
        let c = search.best_move(&p, &[], Limits::depth(3));
        assert!(p.legal_moves().contains(c.house.unwrap()));
        assert_eq!(c.value, top, "{p}");
    }
}

#[test]
fn repetition_in_the_history_ends_the_game() {
    // South's 0 leads to a position the game has already seen, so the game
    // would end there with each side taking its own seeds.
    let p = pos("1,0,0,0,0,0/1,0,0,0,0,0 23-23 S");
    let mut seen = p;
    seen.play_unchecked(h(0));
    let with = Search::new().analyse(&p, &[seen], Limits::default());
    let m = with.value_of(h(0)).unwrap();
    assert!(m.exact);
    assert_eq!(m.value, 0, "claimed at once: 24 to 24");
    assert_eq!(m.pv, vec![h(0)]);
    // Without that history the game goes on.
    let without = Search::new().analyse(&p, &[], Limits::default());
    assert!(without.value_of(h(0)).unwrap().pv.len() > 1);
    // Positions with other stores cannot come back and are ignored.
    let other = pos("1,0,0,0,0,0/0,0,0,0,0,0 24-23 N");
    assert_eq!(
        Search::new().analyse(&p, &[other], Limits::default()),
        without
    );
}

#[test]
fn depth_limit_is_honoured() {
    let a = Search::new().analyse(&Position::START, &[], Limits::depth(5));
    assert_eq!(a.depth, 5);
    assert!(!a.exact);
    assert!(a.moves.iter().all(|m| m.pv.len() <= 5));
}

#[test]
fn node_limit_is_honoured() {
    for limit in [500, 20_000] {
        let a = Search::new().analyse(&Position::START, &[], Limits::nodes(limit));
        assert!(a.nodes <= limit, "{} nodes for a limit of {limit}", a.nodes);
        assert!(a.depth >= 1);
        let c = Search::new().best_move(&Position::START, &[], Limits::nodes(limit));
        assert!(c.nodes <= limit);
    }
}

#[test]
fn time_limit_is_honoured() {
    let t = Instant::now();
    let a = Search::new().analyse(&Position::START, &[], Limits::millis(150));
    let spent = t.elapsed();
    assert!(spent < Duration::from_millis(150 + 250), "{spent:?}");
    assert!(a.depth >= 2);
}

#[test]
fn cancellation_from_another_thread_is_prompt() {
    let mut search = Search::new();
    let stop = search.stop_flag();
    let worker = std::thread::spawn(move || {
        let t = Instant::now();
        let a = search.analyse(&Position::START, &[], Limits::default());
        (a, t.elapsed())
    });
    std::thread::sleep(Duration::from_millis(100));
    let asked = Instant::now();
    stop.store(true, Ordering::Relaxed);
    let (a, _) = worker.join().unwrap();
    assert!(
        asked.elapsed() < Duration::from_millis(200),
        "{:?}",
        asked.elapsed()
    );
    assert!(!a.moves.is_empty(), "a completed iteration is returned");
}
