//! The `wahree` binary: the app when built with the `gui` feature, and the
//! command-line tools.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cli;

use cli::out::complain;

/// `wahree --version`: "wahree 0.1.0 (commit f850f6f)", the commit from
/// build.rs ("unknown" when the source came without git or a
/// `WAHREE_COMMIT`).
const VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (commit ",
    env!("WAHREE_COMMIT"),
    ")"
);

#[derive(Parser)]
#[command(
    name = "wahree",
    version = VERSION,
    about = "Wahree, the mancala game of the US Virgin Islands: lessons, puzzles and play"
)]
struct Args {
    /// Open the app with this folder of a teacher's lessons and puzzles added
    /// (may be given several times); see docs/lesson-format.md.
    #[arg(long = "lessons", value_name = "DIR")]
    lessons: Vec<PathBuf>,
    /// Keep the class (learners, progress, settings) and the teacher's own
    /// lessons in DIR instead of the user's data folder: a USB stick, a
    /// shared class folder. Works with every command.
    #[arg(long = "data-dir", value_name = "DIR", global = true)]
    data_dir: Option<PathBuf>,
    /// Open the app with the class server at URL (`http://10.0.0.5:8080`):
    /// this computer is offered to join a class there; a join link
    /// (`http://10.0.0.5:8080/?join=K7QD3M`) joins it at once. See
    /// docs/server.md.
    #[arg(long = "server", value_name = "URL")]
    server: Option<String>,
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
    /// The coach's verdict on every move of a game, from FILE or standard input (see docs/review.md).
    Review(cli::review::ReviewArgs),
    /// The class list: import names, export progress as CSV, list learners.
    #[command(subcommand)]
    Class(cli::class::ClassCommand),
    /// The teacher's tools: reset a forgotten PIN.
    #[command(subcommand)]
    Teacher(cli::teacher::TeacherCommand),
    /// The class server every device of a school shares (see docs/server.md).
    Serve(cli::serve::ServeArgs),
    /// Tournaments: pair a Swiss round from a TRF file as arbiters' programs do, check a
    /// tournament's pairings, print Berger tables (see docs/tournaments.md).
    #[command(subcommand)]
    Tournament(cli::tournament::TournamentCommand),
}

/// The data folder: `--data-dir`, or the user's.
fn data_dir(args: &Args) -> Option<PathBuf> {
    args.data_dir.clone().or_else(wahree::content::data_dir)
}

fn main() -> ExitCode {
    let args = Args::parse();
    let data = data_dir(&args);
    let needs_data = |run: &dyn Fn(&std::path::Path) -> ExitCode| match &data {
        Some(dir) => run(dir),
        None => {
            complain!("wahree: this system has no data folder; give one with --data-dir DIR");
            ExitCode::from(2)
        }
    };
    match &args.command {
        Some(Command::Engine) => cli::engine::run(),
        Some(Command::Perft(a)) => cli::perft::run(a),
        Some(Command::Match(a)) => cli::match_cmd::run(a),
        Some(Command::Check(a)) => cli::check::run(a),
        Some(Command::Puzzles(a)) => cli::puzzles::run(a),
        Some(Command::Review(a)) => cli::review::run(a),
        Some(Command::Class(c)) => needs_data(&|dir| cli::class::run(c, dir)),
        Some(Command::Teacher(c)) => needs_data(&|dir| cli::teacher::run(c, dir)),
        Some(Command::Serve(a)) => cli::serve::run(a, data.as_deref()),
        Some(Command::Tournament(c)) => cli::tournament::run(c),
        None => cli::app::run(data, args.lessons, args.server),
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

    #[test]
    fn the_app_may_be_given_a_class_server() {
        let args =
            Args::try_parse_from(["wahree", "--server", "http://10.0.0.5:8080/?join=K7QD3M"])
                .unwrap();
        assert!(args.command.is_none());
        assert_eq!(
            args.server.as_deref(),
            Some("http://10.0.0.5:8080/?join=K7QD3M")
        );
    }

    #[test]
    fn the_data_folder_is_given_before_or_after_a_command() {
        let args = Args::try_parse_from(["wahree", "--data-dir", "/x", "class", "list"]).unwrap();
        assert_eq!(args.data_dir, Some(PathBuf::from("/x")));
        let args = Args::try_parse_from(["wahree", "class", "export", "--data-dir", "/y"]).unwrap();
        assert_eq!(args.data_dir, Some(PathBuf::from("/y")));
        let args = Args::try_parse_from(["wahree", "--data-dir", "/z"]).unwrap();
        assert!(args.command.is_none());
    }
}
