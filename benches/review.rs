//! The time to review a whole game at the default setting
//! (`coach::review::GAME_REVIEW_LIMITS`), and the longest wait between two
//! steps of the progress bar. `cargo bench --no-default-features --bench review`
//!
//! The games: the first 100 moves of games between computer players of
//! levels 3 and 4 from random two-move openings (seeded, so every run
//! reviews the same games).

use std::time::Instant;

use wahree::coach::review::{GAME_REVIEW_LIMITS, Reviewer, Step, Verdict};
use wahree::coach::{LevelPlayer, Plan, Player, Rng};
use wahree::engine::{Game, Side};

const MOVES: usize = 100;

/// A game of at least `MOVES` moves, cut there; `None` if it ended sooner.
fn game(seed: u64) -> Option<Game> {
    let mut rng = Rng::new(seed);
    let mut players = [
        // Levels 3 and 4 of the first ladder, as when the figures were taken.
        LevelPlayer::with_plan(Plan::Shallow { depth: 4, noise: 1 }, seed),
        LevelPlayer::with_plan(
            Plan::Search {
                depth: Some(8),
                nodes: 2_000_000,
            },
            seed + 1,
        )
        .with_millis(20),
    ];
    let mut game = Game::default();
    for _ in 0..2 {
        let moves: Vec<_> = game.position().legal_moves().into_iter().collect();
        game.play(rng.pick(&moves)).expect("a legal move");
    }
    while game.plies().len() < MOVES {
        if game.is_over() {
            return None;
        }
        let side = usize::from(game.position().to_move() == Side::North);
        let m = players[side].choose(&game);
        game.play(m).expect("the player's move is legal");
    }
    Some(game)
}

fn main() {
    println!(
        "reviewing {MOVES}-move games, {} nodes a move, fresh reviewer each game:",
        GAME_REVIEW_LIMITS.nodes.unwrap_or(0)
    );
    let mut reviewed = 0;
    let mut seed = 1;
    while reviewed < 3 {
        seed += 1;
        let Some(g) = game(seed) else { continue };
        reviewed += 1;
        let mut r = Reviewer::new(&g, GAME_REVIEW_LIMITS);
        let started = Instant::now();
        let mut longest = 0.0f64;
        loop {
            let t = Instant::now();
            let step = r.step();
            longest = longest.max(t.elapsed().as_secs_f64());
            if step != Step::Reviewed(r.progress().0 - 1) {
                break;
            }
        }
        let total = started.elapsed().as_secs_f64();
        let review = r.finish().expect("every move reviewed");
        let nodes: u64 = review.moves.iter().map(|m| m.nodes).sum();
        let exact = review.moves.iter().filter(|m| m.exact).count();
        let marks: Vec<String> = Verdict::ALL
            .iter()
            .map(|v| {
                let n = review.moves.iter().filter(|m| m.verdict == *v).count();
                format!("{} {n}", v.name())
            })
            .collect();
        println!(
            "  game {seed} ({} seeds left on the board): {total:.1} s in all, longest step {:.0} ms, {:.1} M nodes/s, {exact} of {MOVES} exact; {}",
            g.position().board_seeds(),
            longest * 1000.0,
            nodes as f64 / total / 1e6,
            marks.join(", ")
        );
    }
}
