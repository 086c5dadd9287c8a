//! Rules engine speed: played moves and perft. Results: docs/performance.md.
//!
//! Run: `cargo bench --no-default-features --bench engine`

use divan::{Bencher, black_box};
use wahree::engine::{House, Position, perft};

fn main() {
    divan::main();
}

/// A fixed set of varied positions: random playouts from the start,
/// collected with a small deterministic generator (no dependency needed).
fn positions() -> Vec<Position> {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut out = Vec::new();
    while out.len() < 4096 {
        let mut p = Position::START;
        while !p.is_over() && out.len() < 4096 {
            out.push(p);
            let moves: Vec<House> = p.legal_moves().collect();
            let m = moves[(next() % moves.len() as u64) as usize];
            p.play_unchecked(m);
        }
    }
    out
}

/// Generates the legal moves of each position and plays every one of them:
/// the work search does per node. Counter: moves played.
#[divan::bench]
fn generate_and_play(bencher: Bencher) {
    let positions = positions();
    let moves: usize = positions.iter().map(|p| p.legal_moves().len()).sum();
    bencher
        .counter(divan::counter::ItemsCount::new(moves))
        .bench(|| {
            let mut captured = 0u32;
            for p in black_box(&positions) {
                for m in p.legal_moves() {
                    let mut q = *p;
                    captured += u32::from(q.play_unchecked(m).captured);
                    black_box(&q);
                }
            }
            captured
        });
}

/// Perft from the start. Counter: leaves.
#[divan::bench(args = [7, 9])]
fn perft_start(bencher: Bencher, depth: u32) {
    let leaves = perft(&Position::START, depth);
    bencher
        .counter(divan::counter::ItemsCount::new(leaves))
        .bench(|| perft(black_box(&Position::START), depth));
}
