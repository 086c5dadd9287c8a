//! `wahree tournament`: the pairing engine with the interface arbiters'
//! programs already call (bbpPairings's and JaVaFo's: `pair --dutch IN.trf
//! -p OUT`, `--check`, their output and exit codes), and the Berger
//! tables. Messages are in English, for arbiters (docs/tournaments.md).

use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use wahree::lang::Lang;
use wahree::print::{self, Words};
use wahree::tournament::class::ClassTournament;
use wahree::tournament::next::{NextError, check_round, next_round};
use wahree::tournament::{Format, Round, Tournament, berger, dutch, trf};

use super::out::{Out, complain, say};

/// bbpPairings's exit codes.
const NO_PAIRING: u8 = 1;
const INVALID: u8 = 3;
const TOO_LARGE: u8 = 4;
const FILE: u8 = 5;

#[derive(clap::Subcommand)]
pub enum TournamentCommand {
    /// Pair the next round of a Swiss by the FIDE Dutch system, as
    /// bbpPairings does: `pair --dutch IN.trf -p OUT` writes the number of
    /// pairs, then "first second" a line (0 for the bye); `--check` checks
    /// the rounds already paired instead.
    Pair(PairArgs),
    /// Check that every round of IN.trf follows the Dutch system's rules.
    Check(CheckArgs),
    /// Print FIDE's Berger table (round robin) for N players.
    Berger(BergerArgs),
    /// Write a page to print (HTML) of the tournament in IN.trf: a
    /// round's pairings, the standings, score sheets or certificates.
    Print(PrintArgs),
}

/// The pages `wahree tournament print` writes.
#[derive(Clone, Copy, clap::ValueEnum)]
pub enum PrintKind {
    Pairings,
    Standings,
    Sheets,
    Certificates,
}

#[derive(clap::Args)]
pub struct PrintArgs {
    /// Which page.
    kind: PrintKind,
    /// The tournament, a TRF-16 file.
    trf: PathBuf,
    /// The round (pairings and sheets; the last one paired without it).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..))]
    round: Option<u32>,
    /// The page's language: en, it, es or ja.
    #[arg(long, default_value = "en", value_parser = lang_arg)]
    lang: Lang,
    /// Write the page to OUT (standard output without it).
    #[arg(short = 'o', value_name = "OUT")]
    out: Option<PathBuf>,
}

fn lang_arg(code: &str) -> Result<Lang, String> {
    Lang::ALL
        .into_iter()
        .find(|l| l.code() == code)
        .ok_or_else(|| "one of en, it, es, ja".to_owned())
}

#[derive(clap::Args)]
pub struct PairArgs {
    /// The tournament, a TRF-16 file.
    #[arg(long, value_name = "IN.trf")]
    dutch: PathBuf,
    /// Write the pairings to OUT (standard output without OUT).
    #[arg(short = 'p', value_name = "OUT", num_args = 0..=1)]
    pairings: Option<Option<PathBuf>>,
    /// Check the rounds already paired instead of pairing the next one.
    #[arg(short = 'c', long = "check", conflicts_with = "pairings")]
    check: bool,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The tournament, a TRF-16 file.
    #[arg(long, value_name = "IN.trf")]
    dutch: PathBuf,
}

#[derive(clap::Args)]
pub struct BergerArgs {
    /// The number of players (2 to 100).
    #[arg(value_parser = clap::value_parser!(u32).range(2..=100))]
    players: u32,
    /// A double round robin: the table twice, colours reversed.
    #[arg(long)]
    double: bool,
}

pub fn run(command: &TournamentCommand) -> ExitCode {
    match command {
        TournamentCommand::Pair(a) if a.check => check(&a.dutch),
        TournamentCommand::Pair(a) => {
            pair(&a.dutch, a.pairings.as_ref().and_then(|p| p.as_deref()))
        }
        TournamentCommand::Check(a) => check(&a.dutch),
        TournamentCommand::Berger(a) => {
            let mut out = Out::stdout();
            let _ = out.text(&berger::text(a.players, if a.double { 2 } else { 1 }));
            out.end(ExitCode::SUCCESS)
        }
        TournamentCommand::Print(a) => print_page(a),
    }
}

/// A page to print, every child's certificate in `--lang` (a TRF file
/// has no languages); the month of the file's date, or this month.
fn print_page(a: &PrintArgs) -> ExitCode {
    let t = match load(&a.trf) {
        Ok(t) => t,
        Err(code) => return code,
    };
    let c = ClassTournament::from(t);
    let w = Words::new(a.lang);
    let round = a.round.unwrap_or(c.tournament.rounds.len() as u32);
    let page = match a.kind {
        PrintKind::Pairings => print::pairings(&c, round, &w),
        PrintKind::Sheets => print::sheets(&c, round, &w),
        PrintKind::Standings => Ok(print::standings(&c, &w)),
        PrintKind::Certificates => {
            let now = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            let when = print::month_of(&c.tournament.date).unwrap_or(print::month_at(now));
            Ok(print::certificates(&c, &w, &|_| a.lang, when))
        }
    };
    let Ok(page) = page else {
        complain!(
            "wahree tournament: {} has no round {round}",
            a.trf.display()
        );
        return ExitCode::from(INVALID);
    };
    match &a.out {
        Some(out) => match fs::write(out, page) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                complain!(
                    "wahree tournament: {} cannot be written: {e}",
                    out.display()
                );
                ExitCode::from(FILE)
            }
        },
        None => {
            let mut out = Out::stdout();
            let _ = out.text(&page);
            out.end(ExitCode::SUCCESS)
        }
    }
}

/// The tournament in `path`, or the exit code after saying why not.
fn load(path: &Path) -> Result<Tournament, ExitCode> {
    let mut bytes = Vec::new();
    let read = fs::File::open(path)
        .and_then(|f| f.take(trf::MAX_BYTES as u64 + 1).read_to_end(&mut bytes));
    if let Err(e) = read {
        complain!("wahree tournament: {} cannot be read: {e}", path.display());
        return Err(ExitCode::from(FILE));
    }
    if bytes.len() > trf::MAX_BYTES {
        complain!(
            "wahree tournament: {} is larger than {} MB",
            path.display(),
            trf::MAX_BYTES >> 20
        );
        return Err(ExitCode::from(TOO_LARGE));
    }
    trf::read(&bytes).map_err(|e| {
        complain!("wahree tournament: {}: {e}", path.display());
        ExitCode::from(INVALID)
    })
}

/// The pairings as JaVaFo and bbpPairings write them: the number of
/// pairs, then one pair a line, the bye as the player against 0.
pub fn pairings_text(round: &Round) -> String {
    let mut text = format!(
        "{}\n",
        round.boards.len() + usize::from(round.bye.is_some())
    );
    for b in &round.boards {
        text.push_str(&format!("{} {}\n", b.first, b.second));
    }
    if let Some(p) = round.bye {
        text.push_str(&format!("{p} 0\n"));
    }
    text
}

fn pair(path: &Path, to: Option<&Path>) -> ExitCode {
    let t = match load(path) {
        Ok(t) => t,
        Err(code) => return code,
    };
    if let Format::RoundRobin { .. } = t.format {
        complain!(
            "wahree tournament: {} is a round robin: its rounds are the Berger table's (wahree tournament berger {})",
            path.display(),
            t.players.len()
        );
        return ExitCode::from(INVALID);
    }
    let round = match next_round(&t) {
        Ok(r) => r,
        Err(e) => {
            complain!("wahree tournament: {e}");
            let code = match e {
                NextError::TooFew | NextError::Pairing(dutch::PairError::NoPairing) => NO_PAIRING,
                _ => INVALID,
            };
            return ExitCode::from(code);
        }
    };
    let text = pairings_text(&round);
    match to {
        Some(out) => match fs::write(out, text) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                complain!(
                    "wahree tournament: {} cannot be written: {e}",
                    out.display()
                );
                ExitCode::from(FILE)
            }
        },
        None => {
            let mut out = Out::stdout();
            let _ = out.text(&text);
            out.end(ExitCode::SUCCESS)
        }
    }
}

/// One line a round: whether it follows the rules, or each rule it
/// breaks. As with bbpPairings, the verdict is in the output, and the
/// exit code says only whether the check could be made.
fn check(path: &Path) -> ExitCode {
    let t = match load(path) {
        Ok(t) => t,
        Err(code) => return code,
    };
    if let Format::RoundRobin { .. } = t.format {
        complain!(
            "wahree tournament: {} is a round robin, not a Swiss",
            path.display()
        );
        return ExitCode::from(INVALID);
    }
    let mut out = Out::stdout();
    let mut good = 0;
    for r in 1..=t.rounds.len() as u32 {
        let said = match check_round(&t, r) {
            Ok(v) if v.is_empty() => {
                good += 1;
                say!(out, "round {r}: follows the rules")
            }
            Ok(v) => v
                .iter()
                .try_for_each(|violation| say!(out, "round {r}: {violation}")),
            Err(e) => say!(out, "round {r}: cannot be checked: {e}"),
        };
        if said.is_err() {
            return out.end(ExitCode::SUCCESS);
        }
    }
    let _ = say!(out, "{good} of {} rounds follow the rules", t.rounds.len());
    out.end(ExitCode::SUCCESS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use wahree::tournament::Board;

    #[test]
    fn pairings_are_written_as_javafo_writes_them() {
        let round = Round {
            boards: vec![
                Board {
                    first: 3,
                    second: 1,
                    outcome: None,
                },
                Board {
                    first: 2,
                    second: 5,
                    outcome: None,
                },
            ],
            bye: Some(4),
            excused: vec![],
        };
        assert_eq!(pairings_text(&round), "3\n3 1\n2 5\n4 0\n");
        assert_eq!(pairings_text(&Round::default()), "0\n");
    }
}
