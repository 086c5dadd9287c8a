//! One module per subcommand; each returns the process exit code.

pub mod app;
pub mod engine;
pub mod perft;
