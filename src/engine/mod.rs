//! The rules of Wahree, as pure library code.
//!
//! Nothing here knows about the GUI, fluent, files or JSON: errors and
//! reports carry language-neutral message ids and numbers, and the callers
//! turn them into words.

mod error;
mod game;
mod house;
mod moves;
pub mod notation;
mod perft;
mod position;
pub mod record;
mod report;
mod setup;
mod side;

pub use error::PlayError;
pub use game::{Game, Ply};
pub use house::House;
pub use moves::Moves;
pub use notation::NotationError;
pub use perft::{divide, perft};
pub use position::{MoveSummary, Position};
pub use report::{Capture, EndReason, GameEnd, MoveReport, Outcome, SowStep};
pub use setup::{Setup, SetupError, SetupProblem, TOTAL_SEEDS};
pub use side::Side;
