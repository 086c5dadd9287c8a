//! Puzzle benchmarks: rating every shipped puzzle, the whole content check
//! behind `wahree check` (ratings recomputed), and judging a move of a
//! puzzle over several moves. `cargo bench --no-default-features --bench
//! puzzles` first prints the one-off measurements, then runs the divan
//! timings.

use std::time::Instant;

use wahree::content::validate::Checks;
use wahree::content::{Folder, Puzzle, Run, load, load_with, rating};

fn shipped() -> Vec<Puzzle> {
    load(&[Folder::embedded()])
        .puzzles
        .into_iter()
        .map(|l| l.item)
        .collect()
}

fn report() {
    let puzzles = shipped();
    let t = Instant::now();
    for p in &puzzles {
        let pos = p.position.to_position().expect("a shipped puzzle");
        rating::rate(p.goal, &pos).expect("rated");
    }
    let rate = t.elapsed().as_secs_f64();
    let t = Instant::now();
    let lib = load_with(&[Folder::embedded()], Checks { ratings: true });
    let check = t.elapsed().as_secs_f64();
    println!(
        "{} puzzles: rated in {:.3} s ({:.2} ms each); the content check with \
         ratings recomputed (10 lessons and every puzzle) in {:.3} s, {} problems",
        puzzles.len(),
        rate,
        rate * 1000.0 / puzzles.len() as f64,
        check,
        lib.problems.len()
    );
}

fn main() {
    report();
    divan::main();
}

#[divan::bench]
fn rate_every_shipped_puzzle(bencher: divan::Bencher) {
    let puzzles = shipped();
    bencher.bench(|| {
        for p in &puzzles {
            let pos = p.position.to_position().expect("a shipped puzzle");
            divan::black_box(rating::rate(p.goal, &pos).ok());
        }
    });
}

#[divan::bench]
fn the_whole_content_check(bencher: divan::Bencher) {
    bencher.bench(|| {
        load_with(&[Folder::embedded()], Checks { ratings: true })
            .problems
            .len()
    });
}

/// The deepest shipped puzzles: each opens, judges its first move, and
/// plays it with North's best reply, as the puzzle screen does.
#[divan::bench]
fn play_the_first_move_of_a_win_in_three(bencher: divan::Bencher) {
    let deep: Vec<Puzzle> = shipped()
        .into_iter()
        .filter(|p| p.goal.own_moves() == 3)
        .collect();
    assert!(!deep.is_empty());
    bencher.bench(|| {
        for p in &deep {
            let pos = p.position.to_position().expect("a shipped puzzle");
            let mut run = Run::new(p.goal, pos).expect("playable");
            let first = run.answers().expect("answers")[0];
            divan::black_box(run.play(first));
        }
    });
}
