//! One module per subcommand; each returns the process exit code.

pub mod app;
pub mod check;
pub mod class;
#[cfg(feature = "gui")]
pub mod console;
pub mod engine;
pub mod match_cmd;
pub mod out;
pub mod perft;
pub mod puzzles;
pub mod review;
pub mod serve;
pub mod teacher;
pub mod tournament;
