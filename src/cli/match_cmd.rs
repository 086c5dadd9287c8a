//! `wahree match`: two computer players against each other.

use std::process::ExitCode;
use std::time::Instant;

use wahree::coach::arena::{MatchConfig, run_match};
use wahree::coach::{Level, PlayerKind};
use wahree::i18n::{Lang, Localizer};

use super::out::{Out, complain, say};

#[derive(clap::Args)]
pub struct MatchArgs {
    /// First player: level1 to level19 (see --levels), greedy, minimax-N (e.g.
    /// minimax-4), a level to try (habit:chains,laps,reply=P,noise=N or
    /// shallow-dD-nN), or for comparing evaluations search-dN (depth N),
    /// search-nN (N nodes) or search-mT (T ms per move), optionally followed
    /// by -store or -wR,M,W,K (see docs/coach.md).
    #[arg(long, required_unless_present = "levels")]
    a: Option<PlayerKind>,
    /// Second player, named as for --a.
    #[arg(long, required_unless_present = "levels")]
    b: Option<PlayerKind>,
    /// List the levels (name, description, how each plays) and stop.
    #[arg(long)]
    levels: bool,
    /// Language of the level names and descriptions of --levels: en, it, es or ja.
    #[arg(long, default_value = "en")]
    lang: String,
    /// Number of games; A is South in the even ones, North in the odd ones.
    #[arg(long, default_value_t = 100)]
    games: u32,
    /// Random moves played at the start of each pair of games.
    #[arg(long, default_value_t = 2)]
    openings: u32,
    /// Seed of the random openings and of the players' own choices.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Time per move, in milliseconds, for the searching levels (8 and up)
    /// instead of their node limits.
    #[arg(long)]
    millis: Option<u64>,
    /// Print a line for every game.
    #[arg(long)]
    verbose: bool,
}

pub fn run(args: &MatchArgs) -> ExitCode {
    let (Some(a), Some(b)) = (args.a, args.b) else {
        return list_levels(&args.lang);
    };
    let cfg = MatchConfig {
        a,
        b,
        games: args.games,
        opening_moves: args.openings,
        seed: args.seed,
        millis: args.millis,
    };
    let t = Instant::now();
    let tally = run_match(&cfg, |i, g| {
        if args.verbose {
            complain!(
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
    complain!("in {:.1} s", t.elapsed().as_secs_f64());
    out.end(ExitCode::SUCCESS)
}

/// `wahree match --levels`: each level's player name, its name and
/// description in `lang`, and its plan.
fn list_levels(lang: &str) -> ExitCode {
    let Some(lang) = Lang::ALL.into_iter().find(|l| l.code() == lang) else {
        complain!("wahree match: no language {lang:?}: en, it, es or ja");
        return ExitCode::from(2);
    };
    let i18n = Localizer::new(lang);
    let mut out = Out::stdout();
    for level in Level::all() {
        let ok = say!(
            out,
            "level{:<3} {}: {}\n         plays: {}",
            level.number(),
            i18n.tr(level.name_id()),
            i18n.tr(level.description_id()),
            level.plan()
        );
        if ok.is_err() {
            break;
        }
    }
    out.end(ExitCode::SUCCESS)
}
