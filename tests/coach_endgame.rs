//! The coach's exact values against a deliberately simple brute force that
//! follows the literal rules: every line to its end, a repetition judged by
//! the exact list of positions since the last capture, no table, no pruning.

mod common;

use common::random_position;
use wahree::coach::bounds::Bounds;
use wahree::coach::{Limits, Rng, Search};
use wahree::engine::{House, Position, Setup};

/// Each player takes the seeds on their own side, for the player to move.
fn claimed(p: &Position) -> i32 {
    let c = p.claimed_stores();
    let me = p.to_move().index();
    i32::from(c[me]) - i32::from(c[1 - me])
}

/// The value of `pos` (the last of `line`, the positions since the last
/// capture) for the player to move, or `None` past `budget` nodes.
fn brute(pos: &Position, line: &mut Vec<Position>, budget: &mut u64) -> Option<i32> {
    *budget = budget.checked_sub(1)?;
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return Some(claimed(pos));
    }
    let mut best = i32::MIN;
    for m in moves {
        best = best.max(brute_move(pos, m, line, budget)?);
    }
    Some(best)
}

/// The value for the mover of playing `m` in `pos`.
fn brute_move(pos: &Position, m: House, line: &mut Vec<Position>, budget: &mut u64) -> Option<i32> {
    let me = pos.to_move();
    let mut c = *pos;
    let s = c.play_unchecked(m);
    if s.wipe_out {
        return Some(i32::from(c.store(me)) - i32::from(c.store(!me)));
    }
    if s.captured > 0 {
        // A capture starts a new list.
        return brute(&c, &mut vec![c], budget).map(|v| -v);
    }
    if line.contains(&c) {
        return Some(-claimed(&c));
    }
    line.push(c);
    let v = brute(&c, line, budget);
    line.pop();
    v.map(|v| -v)
}

fn brute_moves(pos: &Position, history: &[Position], budget: u64) -> Option<Vec<(House, i32)>> {
    let mut line: Vec<Position> = history.to_vec();
    line.push(*pos);
    let mut budget = budget;
    pos.legal_moves()
        .map(|m| brute_move(pos, m, &mut line, &mut budget).map(|v| (m, v)))
        .collect()
}

/// A position `steps` random moves without a capture after a random one,
/// with the positions before it since the last capture.
fn random_line(rng: &mut Rng, board: i64, steps: u64) -> Option<(Position, Vec<Position>)> {
    let mut p = random_position(rng, board)?;
    let mut history = Vec::new();
    for _ in 0..steps {
        let moves: Vec<House> = p.legal_moves().collect();
        let mut c = p;
        if c.play_unchecked(rng.pick(&moves)).captured > 0 || c.is_over() || history.contains(&c) {
            return None;
        }
        history.push(p);
        p = c;
    }
    Some((p, history))
}

/// Compares every exact value of `Search::analyse` with the brute force on
/// random positions where the brute force finishes; returns how many.
fn compare(
    rng: &mut Rng,
    boards: std::ops::RangeInclusive<i64>,
    with_history: bool,
    want: usize,
) -> usize {
    let mut search = Search::with_table_mb(1);
    let (mut compared, mut tries) = (0, 0);
    while compared < want && tries < 20 * want {
        tries += 1;
        let board = boards.start() + rng.below((boards.end() - boards.start() + 1) as u64) as i64;
        let steps = if with_history { 1 + rng.below(4) } else { 0 };
        let Some((p, history)) = random_line(rng, board, steps) else {
            continue;
        };
        let Some(truth) = brute_moves(&p, &history, 20_000) else {
            continue;
        };
        let a = search.analyse(&p, &history, Limits::default());
        assert!(
            a.exact,
            "{p} {history:?}: the brute force finished, the coach did not"
        );
        for (m, v) in truth {
            assert_eq!(
                a.value_of(m).unwrap().value,
                v,
                "{p} history {history:?} move {m}"
            );
        }
        compared += 1;
    }
    compared
}

#[test]
fn exact_values_equal_the_brute_force_with_an_empty_history() {
    let compared = compare(&mut Rng::new(7), 1..=5, false, 250);
    assert!(compared >= 250, "only {compared} positions compared");
}

#[test]
fn exact_values_equal_the_brute_force_after_some_moves() {
    let compared = compare(&mut Rng::new(8), 1..=4, true, 120);
    assert!(compared >= 120, "only {compared} positions compared");
}

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad position {text:?}: {e}"))
}

#[test]
fn a_forced_cycle_ends_by_repetition() {
    // One seed each, every move forced: the two seeds march round the board
    // side by side, change rows at 5->6 and 11->0 without a capture (the
    // house they land in is empty), and after 12 moves the start position
    // is back: the game ends, each side takes its one seed, 24 to 24.
    let p = pos("1,0,0,0,0,0/1,0,0,0,0,0 23-23 S");
    let a = Search::new().analyse(&p, &[], Limits::millis(1000));
    assert!(a.exact);
    assert_eq!(a.moves.len(), 1);
    assert_eq!(a.moves[0].value, 0);
    let line: Vec<usize> = a.moves[0].pv.iter().map(|h| h.index()).collect();
    assert_eq!(line, vec![0, 6, 1, 7, 2, 8, 3, 9, 4, 10, 5, 11]);
}

#[test]
fn a_capture_starts_a_new_history() {
    // South's 5 ends on North's 6 holding 2: captured, and North's row
    // still holds a seed at 11. The history holds that very board with
    // other stores: a capture changes the stores, so the rule ("since the
    // last capture") and the engine both ignore it, while the endgame
    // solver, which keys positions by board only, must not take it for a
    // repetition. After the capture North's 11 must go on (0 gets it), and
    // South has that seed: the values must match the brute force, which
    // compares whole positions and never sees the history.
    let p = pos("0,0,0,0,0,1/1,0,0,0,0,1 22-23 S");
    let mut after = p;
    assert_eq!(after.play_unchecked(House::new(5).unwrap()).captured, 2);
    let earlier = Position::try_from(Setup {
        stores: [23, 24],
        ..after.to_setup()
    })
    .unwrap();
    let truth = brute_moves(&p, &[], 1_000_000).unwrap();
    let a = Search::new().analyse(&p, &[earlier], Limits::millis(1000));
    assert!(a.exact);
    for (m, v) in truth {
        assert_eq!(a.value_of(m).unwrap().value, v, "move {m}");
    }
}

#[test]
fn history_free_bounds_hold_whatever_the_history() {
    let bounds = Bounds::build(4);
    let mut rng = Rng::new(9);
    let (mut checked, mut tight) = (0, 0);
    while checked < 150 {
        let board = 1 + rng.below(4) as i64;
        let steps = rng.below(3);
        let Some((p, history)) = random_line(&mut rng, board, steps) else {
            continue;
        };
        let mut line = history.clone();
        line.push(p);
        let Some(v) = brute(&p, &mut line, &mut 20_000) else {
            continue;
        };
        let me = p.to_move();
        let relative = v - (i32::from(p.store(me)) - i32::from(p.store(!me)));
        let (lo, hi) = bounds.of(&p).unwrap();
        assert!(
            lo <= relative && relative <= hi,
            "{p} {history:?}: {relative} not in {lo}..={hi}"
        );
        tight += usize::from(lo == hi);
        checked += 1;
    }
    assert!(tight > 0 && tight < checked, "{tight} of {checked} tight");
    assert_eq!(bounds.of(&pos("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S")), None);
}

#[test]
fn the_search_proper_agrees_with_the_brute_force_where_it_claims_exact() {
    // A depth limit keeps the endgame solver out: these are the proofs of
    // the search with its table (docs/coach.md, "What exact means").
    let mut rng = Rng::new(10);
    let (mut compared, mut exact) = (0, 0);
    while compared < 120 {
        let board = 1 + rng.below(5) as i64;
        let steps = rng.below(4);
        let Some((p, history)) = random_line(&mut rng, board, steps) else {
            continue;
        };
        let Some(truth) = brute_moves(&p, &history, 20_000) else {
            continue;
        };
        let a = Search::with_table_mb(1).analyse(&p, &history, Limits::depth(100));
        for (m, v) in truth {
            let mv = a.value_of(m).unwrap();
            if mv.exact {
                assert_eq!(mv.value, v, "{p} history {history:?} move {m}");
                exact += 1;
            }
        }
        compared += 1;
    }
    assert!(exact >= 100, "only {exact} exact values compared");
}
