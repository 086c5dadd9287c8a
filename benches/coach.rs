//! Coach benchmarks: search speed, depth reached in one second, and exact
//! solving of 12-seed endgames. `cargo bench --no-default-features --bench coach`
//! first prints the one-second measurements, then runs the divan timings.

use std::time::{Duration, Instant};

use wahree::coach::endgame::Endgame;
use wahree::coach::{
    Level, LevelPlayer, Limits, Player, REVIEW_LIMITS, Rng, Search, explain, history_of,
};
use wahree::engine::{Game, House, Position, Setup, Side};

/// After 16, 26 and 36 moves of level-3 play from random openings.
const MIDGAMES: [&str; 3] = [
    "1,0,5,12,0,10/0,10,0,2,0,4 0-4 S",
    "1,12,2,4,4,3/0,0,3,8,7,2 0-2 S",
    "0,6,15,0,0,0/8,0,13,0,2,1 3-0 S",
];

/// Random positions with 12 seeds on the board (seeded generator).
const ENDGAMES: [&str; 4] = [
    "0,5,1,2,1,1/0,0,2,0,0,0 15-21 S",
    "2,0,1,1,1,4/0,0,0,0,2,1 18-18 S",
    "0,2,1,0,0,0/1,1,1,1,2,3 17-19 N",
    "2,1,0,2,1,0/2,0,2,1,1,0 21-15 S",
];

fn pos(text: &str) -> Position {
    text.parse().expect("a valid benchmark position")
}

fn one_second_report() {
    let one = Limits::millis(1000);
    let mut positions = vec![("start", Position::START)];
    positions.extend(MIDGAMES.iter().map(|t| (*t, pos(t))));
    println!("one second per search, fresh 16 MiB table each time:");
    for (name, p) in &positions {
        let t = Instant::now();
        let c = Search::new().best_move(p, &[], one);
        let play_secs = t.elapsed().as_secs_f64();
        let t = Instant::now();
        let a = Search::new().analyse(p, &[], one);
        let all_secs = t.elapsed().as_secs_f64();
        println!(
            "  {name}: best move depth {} ({:.1} M nodes/s); all moves depth {} ({:.1} M nodes/s)",
            c.depth,
            c.nodes as f64 / play_secs / 1e6,
            a.depth,
            a.nodes as f64 / all_secs / 1e6,
        );
    }
}

/// Seconds to an exact answer: by the solver alone, by `Search::analyse`.
type Times = (Option<f64>, Option<f64>);

/// Solves one endgame with one second for everything: the exact solver
/// alone (the literal rule, a sound proof) and `Search::analyse` (what the
/// app and the protocol report). Returns (solver seconds if proven, analyse
/// seconds if exact).
fn solve_one(p: &Position) -> Times {
    solve_after(p, &[])
}

/// `solve_one` for a position reached in a game, with the positions before
/// it since the last capture.
fn solve_after(p: &Position, history: &[Position]) -> Times {
    let t = Instant::now();
    let solved = Endgame::new()
        .solve(p, history, Some(t + Duration::from_secs(1)), None, None)
        .map(|_| t.elapsed().as_secs_f64());
    let t = Instant::now();
    let a = Search::new().analyse(p, history, Limits::millis(1000));
    (solved, a.exact.then(|| t.elapsed().as_secs_f64()))
}

/// How many random endgames of each size are solved exactly (every move)
/// within one second, and the slowest of those solved.
fn endgame_sizes_report() {
    println!("endgames, every move exact within 1 s: solver alone | Search::analyse");
    let mut rng = Rng::new(12);
    let report = |name: &str, results: &[Times]| {
        let count = |f: fn(&Times) -> Option<f64>| {
            let times: Vec<f64> = results.iter().filter_map(f).collect();
            let slowest = times.iter().copied().fold(0.0, f64::max);
            (times.len(), slowest)
        };
        let (a, sa) = count(|r| r.0);
        let (b, sb) = count(|r| r.1);
        println!(
            "  {name}: solver {a} of {n} (slowest {sa:.3} s) | analyse {b} of {n} (slowest {sb:.3} s)",
            n = results.len()
        );
    };
    for board in [4, 6, 8, 10, 12] {
        let mut results = Vec::new();
        while results.len() < 20 {
            let mut houses = [0i64; 12];
            for _ in 0..board {
                houses[rng.below(12) as usize] += 1;
            }
            let a = rng.below(49 - board as u64) as i64;
            let to_move = if results.len() % 2 == 0 {
                Side::South
            } else {
                Side::North
            };
            let Ok(p) = Position::try_from(Setup {
                houses,
                stores: [a, 48 - board - a],
                to_move,
            }) else {
                continue;
            };
            if !p.is_over() {
                results.push(solve_one(&p));
            }
        }
        report(&format!("{board} seeds, random"), &results);
    }
    let fixed: Vec<_> = ENDGAMES.iter().map(|t| solve_one(&pos(t))).collect();
    report("12 seeds, the four fixed positions", &fixed);
    from_games(&report);
}

/// Endgames as they arise in play: 20 games of the top level (50 ms a
/// move) against itself from random two-move openings, each position taken the
/// first time the board holds at most 12, 8 and 6 seeds, with its history.
fn from_games(report: &dyn Fn(&str, &[Times])) {
    let sizes = [12u8, 8, 6];
    let mut results: Vec<Vec<Times>> = vec![Vec::new(); sizes.len()];
    let mut rng = Rng::new(7);
    for g in 0..20u64 {
        let mut players = [
            LevelPlayer::new(Level::MAX, g).with_millis(50),
            LevelPlayer::new(Level::MAX, g + 100).with_millis(50),
        ];
        let mut game = Game::default();
        for _ in 0..2 {
            let moves: Vec<_> = game.position().legal_moves().into_iter().collect();
            game.play(rng.pick(&moves)).expect("a legal move");
        }
        let mut next = 0;
        while !game.is_over() && next < sizes.len() {
            let p = game.position();
            if p.board_seeds() <= sizes[next] {
                let history = history_of(&game);
                while next < sizes.len() && p.board_seeds() <= sizes[next] {
                    results[next].push(solve_after(&p, &history));
                    next += 1;
                }
                continue;
            }
            let side = usize::from(p.to_move() == Side::North);
            let m = players[side].choose(&game);
            game.play(m).expect("the player's move is legal");
        }
    }
    for (size, r) in sizes.iter().zip(&results) {
        report(&format!("at most {size} seeds, from games"), r);
    }
}

/// The teaching-mode check of a learner's move (`app::play::teaching`):
/// `explain` within its node limit, as the app runs it.
fn teaching_check_report() {
    let limits = REVIEW_LIMITS;
    let own = |side, n| House::from_own(side, n).expect("1..=6");
    let mut game = Game::default();
    game.play(own(Side::South, 1)).expect("legal");
    game.play(own(Side::North, 3)).expect("legal");
    let cases = [
        ("the start, South 3", Position::START, Vec::new(), 3),
        (
            "after South 1, North 3: South 3",
            game.position(),
            history_of(&game),
            3,
        ),
        (
            "1,0,0,1,0,0/0,0,0,0,0,1 22-23 S, South 4",
            pos("1,0,0,1,0,0/0,0,0,0,0,1 22-23 S"),
            Vec::new(),
            4,
        ),
    ];
    println!("teaching check, 300,000 nodes, fresh 4 MiB table:");
    for (name, p, history, n) in cases {
        let t = Instant::now();
        let e = explain(
            &mut Search::with_table_mb(4),
            &p,
            &history,
            own(Side::South, n),
            limits,
        )
        .expect("a legal move");
        println!(
            "  {name}: depth {}, {} nodes, {:.1} ms",
            e.analysis.depth,
            e.analysis.nodes,
            t.elapsed().as_secs_f64() * 1000.0
        );
    }
}

fn main() {
    one_second_report();
    teaching_check_report();
    endgame_sizes_report();
    divan::main();
}

/// Nodes per second: a fixed-depth search from the start (nodes/time).
#[divan::bench(args = [8, 10, 12])]
fn start_best_move(bencher: divan::Bencher, depth: u32) {
    bencher
        .with_inputs(Search::new)
        .bench_local_values(|mut s| {
            s.best_move(&Position::START, &[], Limits::depth(depth))
                .nodes
        });
}

#[divan::bench(args = MIDGAMES)]
fn midgame_depth_10(bencher: divan::Bencher, text: &str) {
    let p = pos(text);
    bencher
        .with_inputs(Search::new)
        .bench_local_values(|mut s| s.best_move(&p, &[], Limits::depth(10)).nodes);
}
