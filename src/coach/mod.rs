//! The coach: the search that values moves and proves puzzles, the computer
//! players, and explanations of mistakes.
//!
//! Pure library code on top of [`crate::engine`]: no GUI, no fluent. Words
//! leave as message ids with arguments (see `i18n/*/coach.ftl`). How it
//! works: `docs/coach.md`.

pub mod arena;
pub mod bounds;
pub mod clock;
pub mod endgame;
mod eval;
mod explain;
mod habit;
mod job;
mod levels;
mod message;
pub mod minimax;
mod players;
pub mod review;
mod rng;
mod search;
mod tt;

pub use eval::{Weights, claimed_value, evaluate, evaluate_with, store_difference};
pub use explain::{Explanation, REVIEW_LIMITS, Refutation, explain, explain_analysis};
pub use habit::Habit;
pub use job::{Done, Job};
pub use levels::{Level, LevelPlayer, Plan, TOP_NODES};
pub use message::{Arg, Message};
pub use players::{Greedy, Minimax, Player, PlayerKind, SearchLimit, SearchPlayer, history_of};
pub use rng::Rng;
pub use search::{Analysis, Choice, ENDGAME_SEEDS, Limits, MAX_PLY, MoveValue, Search};
pub use tt::hash;
