//! Puzzle benchmarks: rating every shipped puzzle, the whole content check
//! behind `wahree check` (ratings recomputed), and judging a move of a
//! puzzle over several moves. `cargo bench --no-default-features --bench
//! puzzles` first prints the one-off measurements, then runs the divan
//! timings.

use std::time::Instant;

use wahree::content::validate::Checks;
use wahree::content::{
    FileKind, Folder, LOCALES, Puzzle, Run, SourceFile, load, load_with, rating,
};

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

/// A teacher's folder of `n` copies of one puzzle, each with its own id
/// and its hint and explanation in four languages.
fn many(n: usize) -> Folder {
    let mut ron = String::from("[\n");
    let mut ftl = String::new();
    for i in 0..n {
        ron.push_str(&format!(
            "    Puzzle(id: \"p{i}\", theme: BigHouse, rating: 995, difficulty: Easy,\n\
             \x20       position: \"1,1,0,0,0,12/0,1,0,0,0,0 24-9 S\", goal: MostSeeds,\n\
             \x20       answer: [5], hints: [\"puzzles-h{i}\"], explanation: \"puzzles-w{i}\"),\n"
        ));
        ftl.push_str(&format!(
            "puzzles-h{i} = Hint {i}\npuzzles-w{i} = Why {i}\n"
        ));
    }
    ron.push_str("]\n");
    let file = |name: &str, text: &str| SourceFile {
        name: name.to_owned(),
        text: text.to_owned(),
    };
    Folder {
        ron: vec![(FileKind::Puzzles, file("puzzles/many.ron", &ron))],
        ftl: LOCALES
            .iter()
            .map(|l| {
                (
                    l.to_string(),
                    file(&format!("i18n/{l}/puzzles-many.ftl"), &ftl),
                )
            })
            .collect(),
        unreadable: Vec::new(),
    }
}

/// Checking grows with the number of puzzles, not with its square (a
/// search through every earlier puzzle and message made 4,000 puzzles
/// take 4.4 s and 171,000 not finish in 300 s).
fn report_many() {
    let mut last = None;
    for n in [2_000, 8_000, 32_000] {
        let folder = many(n);
        let t = Instant::now();
        let lib = load(&[folder]);
        let secs = t.elapsed().as_secs_f64();
        assert_eq!(lib.puzzles.len(), n, "{:?}", lib.problems.first());
        let growth = last.map_or(String::new(), |l: f64| {
            format!(", {:.1} times the last", secs / l)
        });
        println!("{n} puzzles of a teacher's file checked in {secs:.3} s{growth}");
        last = Some(secs);
    }
}

fn main() {
    report();
    report_many();
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
