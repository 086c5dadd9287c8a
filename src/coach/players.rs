//! The computer players: the levels and the two baselines.

use std::fmt;
use std::str::FromStr;

use super::eval::Weights;
use super::minimax;
use super::rng::Rng;
use super::search::{Limits, Search};
use crate::engine::{Game, House, Position};

/// Something that picks a move in a game that is not over.
pub trait Player {
    fn choose(&mut self, game: &Game) -> House;
}

/// The positions before the current one that can still come back.
pub fn history_of(game: &Game) -> Vec<Position> {
    let mut h: Vec<Position> = game.positions_since_capture().collect();
    h.pop();
    h
}

/// A playing level, 1 (a child can win) to 5 (master).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(5);

    pub fn new(n: u8) -> Option<Level> {
        (1..=5).contains(&n).then_some(Level(n))
    }

    pub fn all() -> impl Iterator<Item = Level> {
        (1..=5).map(Level)
    }

    pub fn number(self) -> u8 {
        self.0
    }

    /// The fluent message id of the level's name (in `i18n/*/coach.ftl`).
    pub fn name_id(self) -> &'static str {
        [
            "level-1-name",
            "level-2-name",
            "level-3-name",
            "level-4-name",
            "level-5-name",
        ][usize::from(self.0 - 1)]
    }

    /// The fluent message id of a one-line description of the level.
    pub fn description_id(self) -> &'static str {
        [
            "level-1-description",
            "level-2-description",
            "level-3-description",
            "level-4-description",
            "level-5-description",
        ][usize::from(self.0 - 1)]
    }

    /// How the level thinks: search depth or nodes, and the noise (in
    /// seeds) added to each move's value before choosing. Limits are in
    /// depth and nodes, never time, so a level plays the same moves on any
    /// machine, under any load, on the desktop and in the browser.
    fn plan(self) -> (Limits, u64) {
        match self.0 {
            // Sees what it captures now, never the answer: a beginner.
            1 => (Limits::depth(1), 4),
            // Sees the answer to its move, still careless.
            2 => (Limits::depth(2), 2),
            3 => (Limits::depth(4), 1),
            4 => (
                Limits {
                    depth: Some(8),
                    time: None,
                    nodes: Some(LEVEL_4_NODES),
                },
                0,
            ),
            _ => (Limits::nodes(LEVEL_5_NODES), 0),
        }
    }
}

/// Level 4's node limit: depth 8 nearly always comes first (a few
/// thousand nodes from the start); this only bounds the rare long search.
pub const LEVEL_4_NODES: u64 = 2_000_000;
/// Level 5's node limit: what a second gave it on the project's machine
/// when it was limited by time (6 to 7 million nodes a second, quiet);
/// docs/performance.md measures its strength and its time on the desktop
/// and in the browser.
pub const LEVEL_5_NODES: u64 = 6_000_000;

/// A level as a player. The top levels search for the best move; the
/// lower ones value every move at a shallow depth and add noise, so their
/// mistakes are the ones a learner makes (missing the answer to a move),
/// not random ones.
pub struct LevelPlayer {
    level: Level,
    limits: Limits,
    noise: u64,
    search: Search,
    rng: Rng,
}

impl LevelPlayer {
    pub fn new(level: Level, seed: u64) -> LevelPlayer {
        let (limits, noise) = level.plan();
        LevelPlayer {
            level,
            limits,
            noise,
            search: Search::with_table_mb(if noise > 0 { 1 } else { 32 }),
            rng: Rng::new(seed),
        }
    }

    /// Replaces the limits of the searching levels (4 and 5) by a time per
    /// move (`wahree match --millis`, to compare with time-limited players;
    /// the app never does this).
    pub fn with_millis(mut self, ms: u64) -> LevelPlayer {
        if self.noise == 0 {
            self.limits = Limits {
                depth: self.limits.depth,
                ..Limits::millis(ms)
            };
        }
        self
    }

    /// Replaces the node limit of the searching levels (4 and 5): the
    /// browser test compares the desktop's and the browser's moves within
    /// a budget a debug build can afford.
    pub fn with_nodes(mut self, nodes: u64) -> LevelPlayer {
        if self.noise == 0 {
            self.limits.nodes = Some(nodes);
        }
        self
    }

    pub fn level(&self) -> Level {
        self.level
    }

    /// Set it from another thread to make the current `choose` return at
    /// once (with the best move found so far); clear it before the next.
    pub fn stop_flag(&self) -> std::sync::Arc<std::sync::atomic::AtomicBool> {
        self.search.stop_flag()
    }

    /// Stops `choose` when `flag` is set (see [`LevelPlayer::stop_flag`]).
    pub fn set_stop_flag(&mut self, flag: std::sync::Arc<std::sync::atomic::AtomicBool>) {
        self.search.set_stop_flag(flag);
    }
}

impl Player for LevelPlayer {
    fn choose(&mut self, game: &Game) -> House {
        let pos = game.position();
        let history = history_of(game);
        if self.noise == 0 {
            let c = self.search.best_move(&pos, &history, self.limits);
            return c.house.expect("the game is not over");
        }
        let a = self.search.analyse(&pos, &history, self.limits);
        let noisy: Vec<(House, i64)> = a
            .moves
            .iter()
            .map(|m| {
                let jitter = self.rng.below(self.noise + 1) as i64;
                (m.house, i64::from(m.value) + jitter)
            })
            .collect();
        let top = noisy.iter().map(|m| m.1).max().expect("a legal move");
        let tops: Vec<House> = noisy.iter().filter(|m| m.1 == top).map(|m| m.0).collect();
        self.rng.pick(&tops)
    }
}

/// Baseline: the move that captures the most now, else a random one.
pub struct Greedy {
    rng: Rng,
}

impl Greedy {
    pub fn new(seed: u64) -> Greedy {
        Greedy {
            rng: Rng::new(seed),
        }
    }
}

impl Player for Greedy {
    fn choose(&mut self, game: &Game) -> House {
        let pos = game.position();
        let me = pos.to_move();
        let gains: Vec<(House, u8)> = pos
            .legal_moves()
            .map(|m| {
                let mut c = pos;
                c.play_unchecked(m);
                (m, c.store(me) - pos.store(me))
            })
            .collect();
        let top = gains.iter().map(|g| g.1).max().expect("a legal move");
        let tops: Vec<House> = gains.iter().filter(|g| g.1 == top).map(|g| g.0).collect();
        self.rng.pick(&tops)
    }
}

/// Baseline: plain minimax to a fixed depth on the store difference, ties
/// broken at random.
pub struct Minimax {
    depth: u32,
    rng: Rng,
}

impl Minimax {
    pub fn new(depth: u32, seed: u64) -> Minimax {
        Minimax {
            depth,
            rng: Rng::new(seed),
        }
    }
}

impl Player for Minimax {
    fn choose(&mut self, game: &Game) -> House {
        let values = minimax::move_values(&game.position(), &history_of(game), self.depth);
        let top = values.iter().map(|v| v.1).max().expect("a legal move");
        let tops: Vec<House> = values.iter().filter(|v| v.1 == top).map(|v| v.0).collect();
        self.rng.pick(&tops)
    }
}

/// For measuring evaluations: the full search with given evaluation
/// weights, to a fixed depth (a fixed amount of work whatever the machine's
/// load) or for a time per move (so a costlier evaluation pays for it).
pub struct SearchPlayer {
    limits: Limits,
    search: Search,
}

impl SearchPlayer {
    pub fn new(limits: Limits, weights: Weights) -> SearchPlayer {
        let mut search = Search::with_table_mb(16);
        search.set_weights(weights);
        SearchPlayer { limits, search }
    }
}

impl Player for SearchPlayer {
    fn choose(&mut self, game: &Game) -> House {
        let c = self
            .search
            .best_move(&game.position(), &history_of(game), self.limits);
        c.house.expect("the game is not over")
    }
}

/// How a `SearchPlayer` is limited.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SearchLimit {
    Depth(u32),
    Millis(u64),
}

/// A player named on the command line: `level1`..`level5`, `greedy`,
/// `minimax-4` (any depth: `minimax-N`), and for comparing evaluations
/// `search-dN` (depth N, the levels' evaluation), `search-dN-store` (store
/// difference only) or `search-dN-wR,M,W,K` (weights in eighths of a seed,
/// see `Weights`); `search-mT…` searches T milliseconds per move instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Level(Level),
    Greedy,
    Minimax(u32),
    Search {
        limit: SearchLimit,
        weights: Weights,
    },
}

impl PlayerKind {
    /// A fresh player; `millis` overrides the time per move of levels 4-5.
    pub fn build(self, seed: u64, millis: Option<u64>) -> Box<dyn Player> {
        match self {
            PlayerKind::Level(l) => {
                let p = LevelPlayer::new(l, seed);
                Box::new(match millis {
                    Some(ms) => p.with_millis(ms),
                    None => p,
                })
            }
            PlayerKind::Greedy => Box::new(Greedy::new(seed)),
            PlayerKind::Minimax(d) => Box::new(Minimax::new(d, seed)),
            PlayerKind::Search { limit, weights } => {
                let limits = match limit {
                    SearchLimit::Depth(d) => Limits::depth(d),
                    SearchLimit::Millis(ms) => Limits::millis(ms),
                };
                Box::new(SearchPlayer::new(limits, weights))
            }
        }
    }
}

impl FromStr for PlayerKind {
    type Err = String;

    fn from_str(s: &str) -> Result<PlayerKind, String> {
        let s = s.trim().to_ascii_lowercase();
        if s == "greedy" {
            return Ok(PlayerKind::Greedy);
        }
        if let Some(d) = s.strip_prefix("minimax-")
            && let Ok(d) = d.parse::<u32>()
            && (1..=8).contains(&d)
        {
            return Ok(PlayerKind::Minimax(d));
        }
        if let Some(n) = s.strip_prefix("level")
            && let Some(l) = n.parse::<u8>().ok().and_then(Level::new)
        {
            return Ok(PlayerKind::Level(l));
        }
        if let Some(rest) = s.strip_prefix("search-")
            && let Some(kind) = parse_search(rest)
        {
            return Ok(kind);
        }
        Err(format!(
            "unknown player \"{s}\": use level1 to level5, greedy, minimax-N (N 1 to 8), \
             search-dN, search-dN-store or search-dN-wR,M,W,K (N 1 to 30; \
             mT for T milliseconds instead of dN)"
        ))
    }
}

/// `dN` or `mT`, then nothing, `-store` or `-wR,M,W,K`, after `search-`.
fn parse_search(rest: &str) -> Option<PlayerKind> {
    let (limit, eval) = rest.split_once('-').unwrap_or((rest, ""));
    let limit = if let Some(d) = limit.strip_prefix('d') {
        SearchLimit::Depth(d.parse().ok().filter(|d| (1..=30).contains(d))?)
    } else {
        SearchLimit::Millis(
            limit
                .strip_prefix('m')?
                .parse()
                .ok()
                .filter(|t| (1..=60_000).contains(t))?,
        )
    };
    let weights = match eval {
        "" => Weights::DEFAULT,
        "store" => Weights::STORE,
        w => {
            let v: Vec<i32> = w
                .strip_prefix('w')?
                .split(',')
                .map(|x| x.parse().ok().filter(|x: &i32| x.abs() <= 64))
                .collect::<Option<_>>()?;
            let [row, mobility, weak, kroo] = v[..] else {
                return None;
            };
            Weights {
                row,
                mobility,
                weak,
                kroo,
            }
        }
    };
    Some(PlayerKind::Search { limit, weights })
}

impl fmt::Display for PlayerKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PlayerKind::Level(l) => write!(f, "level{}", l.number()),
            PlayerKind::Greedy => f.write_str("greedy"),
            PlayerKind::Minimax(d) => write!(f, "minimax-{d}"),
            PlayerKind::Search { limit, weights } => {
                match limit {
                    SearchLimit::Depth(d) => write!(f, "search-d{d}")?,
                    SearchLimit::Millis(t) => write!(f, "search-m{t}")?,
                }
                let w = weights;
                if *w == Weights::DEFAULT {
                    Ok(())
                } else if *w == Weights::STORE {
                    f.write_str("-store")
                } else {
                    write!(f, "-w{},{},{},{}", w.row, w.mobility, w.weak, w.kroo)
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn search_players_parse_and_print_back() {
        let w = Weights {
            row: 1,
            mobility: -2,
            weak: 0,
            kroo: 3,
        };
        for (text, limit, weights) in [
            ("search-d8", SearchLimit::Depth(8), Weights::DEFAULT),
            ("search-d12-store", SearchLimit::Depth(12), Weights::STORE),
            ("search-m250-w1,-2,0,3", SearchLimit::Millis(250), w),
        ] {
            let k: PlayerKind = text.parse().unwrap();
            assert_eq!(k, PlayerKind::Search { limit, weights });
            assert_eq!(k.to_string(), text);
        }
        for bad in [
            "search-d0",
            "search-d8-w1,2,3",
            "search-x8",
            "search-d8-wa,b,c,d",
        ] {
            assert!(bad.parse::<PlayerKind>().is_err(), "{bad}");
        }
    }

    #[test]
    fn each_player_searches_with_its_own_weights() {
        let game = Game::new(Position::START);
        let mut store = SearchPlayer::new(Limits::depth(1), Weights::STORE);
        store.choose(&game);
        let mut level = LevelPlayer::new(Level::MIN, 1);
        level.choose(&game);
        assert_eq!(store.search.weights(), Weights::STORE);
        assert_eq!(level.search.weights(), Weights::DEFAULT);
    }
}
