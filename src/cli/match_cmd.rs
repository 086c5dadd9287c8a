//! `wahree match`: two computer players against each other.

use std::process::ExitCode;
use std::time::Instant;

use wahree::coach::PlayerKind;
use wahree::coach::arena::{MatchConfig, run_match};

use super::out::{Out, say};

#[derive(clap::Args)]
pub struct MatchArgs {
    /// First player: level1 to level5, greedy, minimax-N (e.g. minimax-4), or for
    /// comparing evaluations search-dN (depth N) or search-mT (T ms per move),
    /// optionally followed by -store or -wR,M,W,K (see docs/coach.md).
    #[arg(long)]
    a: PlayerKind,
    /// Second player, named as for --a.
    #[arg(long)]
    b: PlayerKind,
    /// Number of games; A is South in the even ones, North in the odd ones.
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Random moves played at the start of each pair of games.
    #[arg(long, default_value_t = 2)]
    openings: u32,
    /// Seed of the random openings and of the players' own choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time per move, in milliseconds, for level4 and level5 instead of their node limits.
    #[arg(long)]
    millis: Option<u64>,
    /// Print a line for every game.
    #[arg(long)]
    verbose: bool,
}

pub fn run(args: &MatchArgs) -> ExitCode {
    let cfg = MatchConfig {
        a: args.a,
        b: args.b,
        games: args.games,
        opening_moves: args.openings,
        seed: args.seed,
        millis: args.millis,
    };
    let t = Instant::now();
    let tally = run_match(&cfg, |i, g| {
        if args.verbose {
            eprintln!(
                "game {:>3}: {} as {}, margin {:+}, {} moves",
                i + 1,
                cfg.a,
                g.a_side,
                g.margin,
                g.plies
            );
        }
    });
    let mut out = Out::stdout();
    let _ = say!(
        out,
        "{} vs {}: {} games, {} wins, {} draws, {} losses for {}; average margin {:+.2} seeds",
        cfg.a,
        cfg.b,
        tally.games(),
        tally.wins,
        tally.draws,
        tally.losses,
        cfg.a,
        tally.average_margin()
    );
    eprintln!("in {:.1} s", t.elapsed().as_secs_f64());
    out.end(ExitCode::SUCCESS)
}
