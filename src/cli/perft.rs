use std::process::ExitCode;
use std::time::Instant;

use wahree::engine::{Position, divide, perft};

use super::out::{Out, complain, say};

#[derive(clap::Args)]
pub struct PerftArgs {
    /// Number of moves in each sequence.
    depth: u32,
    /// Start from this position instead of the opening, in the position
    /// notation, e.g. "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S".
    #[arg(long)]
    position: Option<String>,
    /// Also print the count after each first move.
    #[arg(long)]
    divide: bool,
}

pub fn run(args: &PerftArgs) -> ExitCode {
    let pos = match args.position.as_deref().map(str::parse::<Position>) {
        None => Position::START,
        Some(Ok(p)) => p,
        Some(Err(e)) => {
            complain!("wahree perft: not a valid position: {e}");
            return ExitCode::from(2);
        }
    };
    let mut out = Out::stdout();
    if args.divide {
        for (m, n) in divide(&pos, args.depth) {
            if say!(out, "{m}: {n}").is_err() {
                return out.end(ExitCode::SUCCESS);
            }
        }
    }
    let t = Instant::now();
    let n = perft(&pos, args.depth);
    let secs = t.elapsed().as_secs_f64();
    let _ = say!(out, "{n}");
    complain!(
        "depth {} in {:.3} s ({:.1} M leaves/s)",
        args.depth,
        secs,
        n as f64 / secs.max(1e-9) / 1e6
    );
    out.end(ExitCode::SUCCESS)
}
