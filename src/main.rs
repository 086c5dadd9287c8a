//! The `wahree` binary: the app when built with the `gui` feature, and the
//! command-line tools.

use std::path::PathBuf;
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
    /// Open the app with this folder of a teacher's lessons and puzzles added
    /// (may be given several times); see docs/lesson-format.md.
    #[arg(long = "lessons", value_name = "DIR")]
    lessons: Vec<PathBuf>,
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Answer JSON requests about positions and moves, one per line (see docs/engine-protocol.md).
    Engine,
    /// Count the move sequences of exactly DEPTH moves (a check of the move generator).
    Perft(cli::perft::PerftArgs),
    /// Play two computer players against each other and count the results.
    Match(cli::match_cmd::MatchArgs),
    /// Check lessons, puzzles and their translations; one line per problem (see docs/lesson-format.md).
    Check(cli::check::CheckArgs),
    /// Tools for puzzle authors: show a position, rate puzzles, mine self-play for new ones.
    Puzzles(cli::puzzles::PuzzlesArgs),
}

fn main() -> ExitCode {
    let args = Args::parse();
    match args.command {
        Some(Command::Engine) => cli::engine::run(),
        Some(Command::Perft(a)) => cli::perft::run(&a),
        Some(Command::Match(a)) => cli::match_cmd::run(&a),
        Some(Command::Check(a)) => cli::check::run(&a),
        Some(Command::Puzzles(a)) => cli::puzzles::run(&a),
        None => cli::app::run(args.lessons),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lessons_may_be_given_several_times() {
        let args = Args::try_parse_from(["wahree", "--lessons", "a", "--lessons", "b/c"]).unwrap();
        assert!(args.command.is_none());
        assert_eq!(args.lessons, [PathBuf::from("a"), PathBuf::from("b/c")]);
        let args = Args::try_parse_from(["wahree", "check", "x"]).unwrap();
        assert!(args.lessons.is_empty());
    }
}
