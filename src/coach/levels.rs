//! The computer's playing levels: a ladder from a beginner a child who has
//! just learned the rules can beat to the full search, each level a small
//! step above the one below (docs/coach.md, "The levels"; the steps are
//! measured in docs/performance.md, "The ladder").

use std::fmt;

use super::habit::Habit;
use super::players::{Player, history_of};
use super::rng::Rng;
use super::search::{Limits, Search};
use crate::engine::{Game, House};

/// How a level chooses its move. Every limit is in depth or nodes, never
/// time, so a level plays the same moves on any machine, under any load,
/// on the desktop and in the browser.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Plan {
    /// A beginner's habits ([`Habit`]).
    Habit(Habit),
    /// Every move valued by the search to `depth`, then 0 to `noise` seeds
    /// added to each before taking the best: sees that far, still careless.
    Shallow { depth: u32, noise: u8 },
    /// The search's best move within `depth` (if given) and `nodes`.
    Search { depth: Option<u32>, nodes: u64 },
}

/// The ladder, weakest first. Level n plays `PLANS[n - 1]`; the steps
/// between them are measured in docs/performance.md ("The ladder").
const PLANS: [Plan; 19] = [
    // Takes the capture it sees in the last house, never counts a chain or
    // a big house's lap, and often plays a move without a second look.
    Plan::Habit(Habit {
        chains: false,
        laps: false,
        reply: 0,
        noise: 10,
    }),
    // Takes the biggest capture in sight, chain and all; never thinks of
    // what the opponent can take back.
    Plan::Habit(Habit {
        chains: true,
        laps: false,
        reply: 0,
        noise: 0,
    }),
    // Looks at the opponent's best capture in reply, more and more often.
    Plan::Habit(Habit {
        chains: true,
        laps: true,
        reply: 35,
        noise: 0,
    }),
    Plan::Habit(Habit {
        chains: true,
        laps: true,
        reply: 70,
        noise: 0,
    }),
    Plan::Habit(Habit {
        chains: true,
        laps: true,
        reply: 85,
        noise: 0,
    }),
    Plan::Habit(Habit {
        chains: true,
        laps: true,
        reply: 100,
        noise: 0,
    }),
    // Looks three moves ahead, the search's own values, with a little noise.
    Plan::Shallow { depth: 3, noise: 3 },
    Plan::Search {
        depth: Some(3),
        nodes: SEARCH_NODES,
    },
    Plan::Search {
        depth: Some(4),
        nodes: SEARCH_NODES,
    },
    Plan::Search {
        depth: Some(6),
        nodes: SEARCH_NODES,
    },
    Plan::Search {
        depth: Some(8),
        nodes: SEARCH_NODES,
    },
    // From here on the search stops at a number of nodes, not a depth:
    // it then goes deeper where the position allows it (an endgame, a
    // forced line) and uses the exact endgame solver, as the top level does.
    Plan::Search {
        depth: None,
        nodes: 4_000,
    },
    Plan::Search {
        depth: None,
        nodes: 9_000,
    },
    Plan::Search {
        depth: None,
        nodes: 20_000,
    },
    Plan::Search {
        depth: None,
        nodes: 45_000,
    },
    Plan::Search {
        depth: None,
        nodes: 120_000,
    },
    Plan::Search {
        depth: None,
        nodes: 400_000,
    },
    Plan::Search {
        depth: None,
        nodes: 1_500_000,
    },
    Plan::Search {
        depth: None,
        nodes: TOP_NODES,
    },
];

/// The cap of the depth-limited searching levels: their depth nearly
/// always comes first; this only bounds the rare long search.
const SEARCH_NODES: u64 = 2_000_000;
/// The top level's node limit: what a second gave it on the project's
/// machine when it was limited by time (6 to 7 million nodes a second,
/// quiet). It is the top level of the first, five-level ladder, unchanged.
pub const TOP_NODES: u64 = 6_000_000;

/// A playing level, 1 (a child who has just learned the rules can win) to
/// [`Level::MAX`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Level(u8);

/// The fluent ids of the levels' names and one-line descriptions (in
/// `i18n/*/coach.ftl`).
const NAME_IDS: [&str; PLANS.len()] = [
    "level-1-name",
    "level-2-name",
    "level-3-name",
    "level-4-name",
    "level-5-name",
    "level-6-name",
    "level-7-name",
    "level-8-name",
    "level-9-name",
    "level-10-name",
    "level-11-name",
    "level-12-name",
    "level-13-name",
    "level-14-name",
    "level-15-name",
    "level-16-name",
    "level-17-name",
    "level-18-name",
    "level-19-name",
];
const DESCRIPTION_IDS: [&str; PLANS.len()] = [
    "level-1-description",
    "level-2-description",
    "level-3-description",
    "level-4-description",
    "level-5-description",
    "level-6-description",
    "level-7-description",
    "level-8-description",
    "level-9-description",
    "level-10-description",
    "level-11-description",
    "level-12-description",
    "level-13-description",
    "level-14-description",
    "level-15-description",
    "level-16-description",
    "level-17-description",
    "level-18-description",
    "level-19-description",
];

/// Where each level of the first ladder (five levels, until 2026-12) went:
/// its levels 4 and 5 are levels 11 and 19 unchanged; 1 (depth 1, noise),
/// 2 (depth 2, noise) and 3 (depth 4, noise) are gone, and the levels of
/// about their strength take their games (docs/performance.md, "The
/// ladder": 2 plays as greedy did against 1, 6 as 2, 8 a little below 3).
const FIRST_LADDER: [u8; 5] = [2, 6, 8, 11, 19];

/// Where each level of the ladder of 15 (2026-12, save format 2) went: 1 to
/// 12 are unchanged; its 13 (15,000 nodes) and 14 (50,000) are closest to
/// today's 14 and 15, and its top is today's.
const SECOND_LADDER: [u8; 15] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14, 15, 19];

impl Level {
    pub const MIN: Level = Level(1);
    pub const MAX: Level = Level(PLANS.len() as u8);

    pub fn new(n: u8) -> Option<Level> {
        (1..=Level::MAX.0).contains(&n).then_some(Level(n))
    }

    pub fn all() -> impl DoubleEndedIterator<Item = Level> + Clone {
        (1..=Level::MAX.0).map(Level)
    }

    /// The level that plays as level `n` (1 to 5) of the first ladder did,
    /// for a saved game or a lesson written before this one.
    pub fn from_first_ladder(n: u8) -> Option<Level> {
        Level::from_old(&FIRST_LADDER, n)
    }

    /// The level that plays as level `n` (1 to 15) of the ladder of 15 did.
    pub fn from_second_ladder(n: u8) -> Option<Level> {
        Level::from_old(&SECOND_LADDER, n)
    }

    /// Today's level for level `n` of an old ladder whose level k is
    /// today's `ladder[k - 1]`.
    fn from_old(ladder: &[u8], n: u8) -> Option<Level> {
        ladder
            .get(usize::from(n).checked_sub(1)?)
            .map(|&n| Level(n))
    }

    pub const fn number(self) -> u8 {
        self.0
    }

    /// The next level up, if any.
    pub fn up(self) -> Option<Level> {
        Level::new(self.0 + 1)
    }

    /// The next level down, if any.
    pub fn down(self) -> Option<Level> {
        Level::new(self.0 - 1)
    }

    pub fn plan(self) -> Plan {
        PLANS[usize::from(self.0 - 1)]
    }

    /// The fluent message id of the level's name (in `i18n/*/coach.ftl`).
    pub fn name_id(self) -> &'static str {
        NAME_IDS[usize::from(self.0 - 1)]
    }

    /// The fluent message id of a one-line description of the level.
    pub fn description_id(self) -> &'static str {
        DESCRIPTION_IDS[usize::from(self.0 - 1)]
    }
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Plan::Habit(h) => h.fmt(f),
            Plan::Shallow { depth, noise } => write!(f, "depth {depth}, noise 0 to {noise}"),
            Plan::Search {
                depth: Some(d),
                nodes,
            } => write!(f, "depth {d}, at most {nodes} nodes"),
            Plan::Search { depth: None, nodes } => write!(f, "{nodes} nodes"),
        }
    }
}

/// A plan as a player: a level, or a plan tried on the command line.
pub struct LevelPlayer {
    level: Option<Level>,
    plan: Plan,
    /// A time per move replacing a searching plan's node limit.
    millis: Option<u64>,
    pub(super) search: Search,
    rng: Rng,
}

impl LevelPlayer {
    pub fn new(level: Level, seed: u64) -> LevelPlayer {
        LevelPlayer {
            level: Some(level),
            ..LevelPlayer::with_plan(level.plan(), seed)
        }
    }

    pub fn with_plan(plan: Plan, seed: u64) -> LevelPlayer {
        let table_mb = match plan {
            Plan::Search { .. } => 32,
            _ => 1,
        };
        LevelPlayer {
            level: None,
            plan,
            millis: None,
            search: Search::with_table_mb(table_mb),
            rng: Rng::new(seed),
        }
    }

    /// Gives the searching levels a time per move instead of their node
    /// limit (`wahree match --millis`, to compare with time-limited
    /// players; the app never does this).
    pub fn with_millis(mut self, ms: u64) -> LevelPlayer {
        if let Plan::Search { .. } = self.plan {
            self.millis = Some(ms);
        }
        self
    }

    /// Replaces the node limit of the searching levels: the browser test
    /// compares the desktop's and the browser's moves within a budget a
    /// debug build can afford.
    pub fn with_nodes(mut self, n: u64) -> LevelPlayer {
        if let Plan::Search { depth, .. } = self.plan {
            self.plan = Plan::Search { depth, nodes: n };
        }
        self
    }

    pub fn level(&self) -> Option<Level> {
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
        match self.plan {
            Plan::Habit(h) => h.choose(&pos, &mut self.rng),
            Plan::Shallow { depth, noise } => {
                let a = self
                    .search
                    .analyse(&pos, &history_of(game), Limits::depth(depth));
                let noisy: Vec<(House, i64)> = a
                    .moves
                    .iter()
                    .map(|m| {
                        let jitter = self.rng.below(u64::from(noise) + 1) as i64;
                        (m.house, i64::from(m.value) + jitter)
                    })
                    .collect();
                let top = noisy.iter().map(|m| m.1).max().expect("a legal move");
                let tops: Vec<House> = noisy.iter().filter(|m| m.1 == top).map(|m| m.0).collect();
                self.rng.pick(&tops)
            }
            Plan::Search { depth, nodes } => {
                let limits = match self.millis {
                    Some(ms) => Limits {
                        depth,
                        ..Limits::millis(ms)
                    },
                    None => Limits {
                        depth,
                        time: None,
                        nodes: Some(nodes),
                    },
                };
                let c = self.search.best_move(&pos, &history_of(game), limits);
                c.house.expect("the game is not over")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Position;

    #[test]
    fn the_first_ladders_top_levels_play_as_before() {
        let four = Level::from_first_ladder(4).unwrap();
        assert_eq!(
            four.plan(),
            Plan::Search {
                depth: Some(8),
                nodes: 2_000_000
            }
        );
        assert_eq!(Level::from_first_ladder(5), Some(Level::MAX));
        assert_eq!(
            Level::MAX.plan(),
            Plan::Search {
                depth: None,
                nodes: 6_000_000
            }
        );
        assert_eq!(Level::from_first_ladder(0), None);
        assert_eq!(Level::from_first_ladder(6), None);
        let mapped: Vec<u8> = (1..=5)
            .filter_map(Level::from_first_ladder)
            .map(Level::number)
            .collect();
        assert!(mapped.is_sorted() && mapped.len() == 5, "{mapped:?}");
    }

    #[test]
    fn up_and_down_stop_at_the_ends() {
        assert_eq!(Level::MIN.down(), None);
        assert_eq!(Level::MAX.up(), None);
        assert_eq!(Level::MIN.up().and_then(Level::down), Some(Level::MIN));
        assert_eq!(Level::all().count(), usize::from(Level::MAX.number()));
        let mut ids: Vec<&str> = Level::all()
            .flat_map(|l| [l.name_id(), l.description_id()])
            .collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), 2 * Level::all().count());
    }

    #[test]
    fn a_level_plays_the_same_moves_from_the_same_seed() {
        let mut game = Game::new(Position::START);
        for n in [2, 3, 1, 4] {
            let m = House::from_own(game.position().to_move(), n).unwrap();
            game.play(m).unwrap();
        }
        // The searching levels above 9 cost too much for a debug test; the
        // browser test compares every level's moves between two builds.
        for level in Level::all().take(9) {
            let a = LevelPlayer::new(level, 11).choose(&game);
            let b = LevelPlayer::new(level, 11).choose(&game);
            assert_eq!(a, b, "level {}", level.number());
            assert!(game.position().check_move(a).is_ok());
        }
    }
}
