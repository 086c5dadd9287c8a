//! Swiss pairing speed (FIDE Dutch system): one round of a 300-player
//! Swiss. Results: docs/performance.md.
//!
//! Run: `cargo bench --no-default-features --bench tournament`

use divan::{Bencher, black_box};
use wahree::tournament::dutch::{Colour, Game, Input, Player, pair};

fn main() {
    divan::main();
}

/// `n` players after `rounds` rounds paired by the engine itself, with
/// random results (wins, draws, losses) from a fixed seed.
fn tournament(n: u32, rounds: u32, rounds_total: u32) -> Input {
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move |m: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % m
    };
    let mut players: Vec<Player> = (1..=n)
        .map(|id| Player {
            id,
            points_x10: 0,
            history: Vec::new(),
            absent: false,
            bye_received: false,
        })
        .collect();
    for _ in 0..rounds {
        let input = Input {
            players: players.clone(),
            rounds_total,
            forbidden: vec![],
            initial_colour: Colour::First,
        };
        let round = pair(&input).expect("a pairing");
        let mut games = std::collections::HashMap::new();
        for p in &round.pairs {
            let s = [0, 5, 10][next(3) as usize];
            games.insert(
                p.first,
                Game::Played {
                    opponent: p.second,
                    colour: Colour::First,
                    score_x10: s,
                },
            );
            games.insert(
                p.second,
                Game::Played {
                    opponent: p.first,
                    colour: Colour::Second,
                    score_x10: 10 - s,
                },
            );
        }
        for p in players.iter_mut() {
            let g = if round.bye == Some(p.id) {
                p.bye_received = true;
                Game::Bye { score_x10: 10 }
            } else {
                games[&p.id]
            };
            if let Game::Played { score_x10, .. } | Game::Bye { score_x10 } = g {
                p.points_x10 += score_x10;
            }
            p.history.push(g);
        }
    }
    input_of(players, rounds_total)
}

fn input_of(players: Vec<Player>, rounds_total: u32) -> Input {
    Input {
        players,
        rounds_total,
        forbidden: vec![],
        initial_colour: Colour::First,
    }
}

/// Round 5 of a 300-player, 9-round Swiss.
#[divan::bench(sample_count = 10)]
fn pair_300_players_round_5(bencher: Bencher) {
    let input = tournament(300, 4, 9);
    bencher.bench(|| pair(black_box(&input)).expect("a pairing"));
}

/// Round 1 (one bracket of 300) and the last round (topscorers) too.
#[divan::bench(sample_count = 10, args = [1, 9])]
fn pair_300_players(bencher: Bencher, round: u32) {
    let input = tournament(300, round - 1, 9);
    bencher.bench(|| pair(black_box(&input)).expect("a pairing"));
}

/// A class-sized Swiss: 30 children, round 4.
#[divan::bench]
fn pair_30_players_round_4(bencher: Bencher) {
    let input = tournament(30, 3, 5);
    bencher.bench(|| pair(black_box(&input)).expect("a pairing"));
}
