//! Matches between two players: alternating sides, varied openings.

use super::players::{Player, PlayerKind};
use super::rng::Rng;
use crate::engine::{Game, Outcome, Position, Side};

/// How a match is played.
#[derive(Clone, Copy, Debug)]
pub struct MatchConfig {
    pub a: PlayerKind,
    pub b: PlayerKind,
    pub games: u32,
    /// Random moves played before the players take over. Each opening is
    /// played twice, once with each player as South, so it favours no one.
    pub opening_moves: u32,
    pub seed: u64,
    /// Time per move of the searching levels, overriding their own.
    pub millis: Option<u64>,
}

/// One finished game, from player A's point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameResult {
    pub a_side: Side,
    /// A's final total minus B's.
    pub margin: i32,
    pub plies: usize,
}

/// Wins, draws and losses of player A.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub margin_sum: i64,
}

impl Tally {
    pub fn add(&mut self, g: &GameResult) {
        match g.margin.signum() {
            1 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
        self.margin_sum += i64::from(g.margin);
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    pub fn average_margin(&self) -> f64 {
        self.margin_sum as f64 / f64::from(self.games().max(1))
    }
}

/// A random opening of `n` moves from the start (shorter if the game ends).
pub fn opening(rng: &mut Rng, n: u32) -> Game {
    let mut game = Game::new(Position::START);
    for _ in 0..n {
        let moves: Vec<_> = game.position().legal_moves().collect();
        if game.is_over() || moves.is_empty() {
            break;
        }
        game.play(rng.pick(&moves)).expect("a legal move");
    }
    game
}

/// Plays the game on to its end, `south` and `north` choosing the moves.
pub fn play_out(mut game: Game, south: &mut dyn Player, north: &mut dyn Player) -> Game {
    while !game.is_over() {
        let mover = game.position().to_move();
        let m = match mover {
            Side::South => south.choose(&game),
            Side::North => north.choose(&game),
        };
        game.play(m).expect("players choose legal moves");
    }
    game
}

/// Runs the match, calling `each` after every game.
pub fn run_match(cfg: &MatchConfig, mut each: impl FnMut(u32, &GameResult)) -> Tally {
    let mut rng = Rng::new(cfg.seed);
    let mut a = cfg.a.build(cfg.seed ^ 0xA, cfg.millis);
    let mut b = cfg.b.build(cfg.seed ^ 0xB, cfg.millis);
    let mut tally = Tally::default();
    let mut start = Game::new(Position::START);
    for i in 0..cfg.games {
        if i % 2 == 0 {
            start = opening(&mut rng, cfg.opening_moves);
        }
        let a_side = if i % 2 == 0 { Side::South } else { Side::North };
        let game = match a_side {
            Side::South => play_out(start.clone(), a.as_mut(), b.as_mut()),
            Side::North => play_out(start.clone(), b.as_mut(), a.as_mut()),
        };
        let end = game.end().expect("played to the end");
        let margin =
            i32::from(end.stores[a_side.index()]) - i32::from(end.stores[(!a_side).index()]);
        debug_assert_eq!(
            margin.signum(),
            match end.outcome {
                Outcome::Winner(s) if s == a_side => 1,
                Outcome::Winner(_) => -1,
                Outcome::Draw => 0,
            }
        );
        let result = GameResult {
            a_side,
            margin,
            plies: game.plies().len(),
        };
        tally.add(&result);
        each(i, &result);
    }
    tally
}
