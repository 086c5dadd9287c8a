//! The `wahree` binary: the app when built with the `gui` feature, and the
//! command-line tools.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

#[derive(Parser)]
#[command(
    name = "wahree",
    version,
    about = "Wahree, the mancala game of the US Virgin Islands: lessons, puzzles and play"
)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Answer JSON requests about positions and moves, one per line (see docs/engine-protocol.md).
    Engine,
    /// Count the move sequences of exactly DEPTH moves (a check of the move generator).
    Perft(cli::perft::PerftArgs),
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(Command::Engine) => cli::engine::run(),
        Some(Command::Perft(a)) => cli::perft::run(&a),
        None => cli::app::run(),
    }
}
