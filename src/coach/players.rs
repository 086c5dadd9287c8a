//! The computer players: the levels and the two baselines.

use std::fmt;
use std::str::FromStr;

use super::eval::Weights;
use super::habit::Habit;
use super::levels::{Level, LevelPlayer, Plan};
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
    Nodes(u64),
}

/// A player named on the command line: `level1`..`level10`, `greedy`,
/// `minimax-4` (any depth: `minimax-N`), a beginner's habits to try
/// (`habit:chains,reply=40`, see `Habit`), and for comparing evaluations
/// `search-dN` (depth N, the levels' evaluation), `search-dN-store` (store
/// difference only) or `search-dN-wR,M,W,K` (weights in eighths of a seed,
/// see `Weights`); `search-mT…` searches T milliseconds per move instead,
/// `search-nN…` N nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerKind {
    Level(Level),
    /// A beginner's habits, tried before they become a level.
    Habit(Habit),
    /// Every move valued to `depth`, with 0 to `noise` seeds of noise
    /// (`shallow-dD-nN`), tried before it becomes a level.
    Shallow {
        depth: u32,
        noise: u8,
    },
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
            PlayerKind::Habit(h) => Box::new(LevelPlayer::with_plan(Plan::Habit(h), seed)),
            PlayerKind::Shallow { depth, noise } => {
                Box::new(LevelPlayer::with_plan(Plan::Shallow { depth, noise }, seed))
            }
            PlayerKind::Greedy => Box::new(Greedy::new(seed)),
            PlayerKind::Minimax(d) => Box::new(Minimax::new(d, seed)),
            PlayerKind::Search { limit, weights } => {
                let limits = match limit {
                    SearchLimit::Depth(d) => Limits::depth(d),
                    SearchLimit::Millis(ms) => Limits::millis(ms),
                    SearchLimit::Nodes(n) => Limits::nodes(n),
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
        if let Ok(h) = s.parse::<Habit>() {
            return Ok(PlayerKind::Habit(h));
        }
        if let Some(rest) = s.strip_prefix("shallow-d")
            && let Some((d, n)) = rest.split_once("-n")
            && let (Ok(depth), Ok(noise)) = (d.parse::<u32>(), n.parse::<u8>())
            && (1..=12).contains(&depth)
            && noise <= 48
        {
            return Ok(PlayerKind::Shallow { depth, noise });
        }
        if let Some(rest) = s.strip_prefix("search-")
            && let Some(kind) = parse_search(rest)
        {
            return Ok(kind);
        }
        Err(format!(
            "unknown player \"{s}\": use level1 to level{}, greedy, minimax-N (N 1 to 8), \
             habit:chains,laps,reply=P,noise=N (any of them), \
             search-dN, search-dN-store or search-dN-wR,M,W,K (N 1 to 30; \
             mT for T milliseconds or nN for N nodes instead of dN)",
            Level::MAX.number()
        ))
    }
}

/// `dN` or `mT`, then nothing, `-store` or `-wR,M,W,K`, after `search-`.
fn parse_search(rest: &str) -> Option<PlayerKind> {
    let (limit, eval) = rest.split_once('-').unwrap_or((rest, ""));
    let limit = if let Some(d) = limit.strip_prefix('d') {
        SearchLimit::Depth(d.parse().ok().filter(|d| (1..=30).contains(d))?)
    } else if let Some(n) = limit.strip_prefix('n') {
        SearchLimit::Nodes(n.parse().ok().filter(|n| (1..=1_000_000_000).contains(n))?)
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
            PlayerKind::Habit(h) => h.fmt(f),
            PlayerKind::Shallow { depth, noise } => write!(f, "shallow-d{depth}-n{noise}"),
            PlayerKind::Greedy => f.write_str("greedy"),
            PlayerKind::Minimax(d) => write!(f, "minimax-{d}"),
            PlayerKind::Search { limit, weights } => {
                match limit {
                    SearchLimit::Depth(d) => write!(f, "search-d{d}")?,
                    SearchLimit::Millis(t) => write!(f, "search-m{t}")?,
                    SearchLimit::Nodes(n) => write!(f, "search-n{n}")?,
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
        let mut level = LevelPlayer::new(Level::new(8).unwrap(), 1);
        level.choose(&game);
        assert_eq!(store.search.weights(), Weights::STORE);
        assert_eq!(level.search.weights(), Weights::DEFAULT);
    }
}
