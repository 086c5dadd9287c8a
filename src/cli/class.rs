//! `wahree class import FILE`, `wahree class export`, `wahree class list`:
//! the class list for a school's IT person, on the same data folder the
//! app uses (`--data-dir DIR`, or the user's). Bad input is reported line
//! by line, with exit code 1, and nothing is written.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use wahree::classroom::files::Files;
use wahree::classroom::{Classroom, Job, Library, Storage, class_list, guest_words, report, save};
use wahree::i18n::{Lang, Localizer};

use super::out::{Out, complain, say};

#[derive(clap::Subcommand)]
pub enum ClassCommand {
    /// Add the names in FILE (a text or CSV file, one name a line, an
    /// optional language column: it, es, ja, en) to the class. Nothing is
    /// added if any line is wrong.
    Import {
        file: PathBuf,
        /// Say what would be added without adding it.
        #[arg(long)]
        dry_run: bool,
    },
    /// Print the class's progress as CSV (UTF-8 with a byte-order mark).
    Export,
    /// List the learners, with how far each got.
    List,
}

pub fn seconds() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// The class in `dir`, and what loading it found.
pub fn open(dir: &Path) -> (Files, Classroom, Vec<String>) {
    let files = Files::new(dir);
    let loaded = save::load_as(&files, seconds(), &wahree::device::name());
    let english = Localizer::new(Lang::En);
    let problems = loaded
        .problems
        .iter()
        .map(|p| english.load_problem(p))
        .collect::<Vec<_>>();
    let mut class = Classroom::new(loaded, Library::load(Some(&dir.join("lessons")), &[]))
        .with_origin(wahree::device::origin());
    // A class moved from an older format is written at once.
    run_jobs(&files, class.take_jobs());
    (files, class, problems)
}

/// Writes every job; false if one failed (said on standard error).
pub fn run_jobs(storage: &dyn Storage, jobs: Vec<Job>) -> bool {
    let english = Localizer::new(Lang::En);
    let mut ok = true;
    for job in jobs {
        if let Err(e) = job.run(storage) {
            complain!(
                "wahree: {} could not be saved: {}",
                job.key(),
                english.storage_error(&e)
            );
            ok = false;
        }
    }
    ok
}

pub fn run(command: &ClassCommand, dir: &Path) -> ExitCode {
    let (files, mut class, problems) = open(dir);
    for p in &problems {
        complain!("wahree: {p}");
    }
    let english = Localizer::new(Lang::En);
    // Printing stops if the reader goes; the import is still made.
    let mut out = Out::stdout();
    let code = match command {
        ClassCommand::Import { file, dry_run } => {
            let bytes = match std::fs::read(file) {
                Ok(b) => b,
                Err(e) => {
                    let why = english.detail(&wahree::content::source::unreadable(&e));
                    complain!("wahree class import: {}: {why}", file.display());
                    return ExitCode::FAILURE;
                }
            };
            let import = class_list::read(&bytes, class.roster(), &guest_words());
            for (line, problem) in &import.problems {
                complain!(
                    "{}:{line}: {}",
                    file.display(),
                    english.line_problem(problem)
                );
            }
            if !import.is_ok() {
                complain!(
                    "wahree class import: nothing was added; fix the lines above and try again."
                );
                return ExitCode::FAILURE;
            }
            for (line, name) in &import.already {
                let _ = say!(
                    out,
                    "{}:{line}: {name} is in the class already",
                    file.display()
                );
            }
            if *dry_run {
                for n in &import.add {
                    let _ = say!(out, "would add {}", n.name);
                }
                return out.end(ExitCode::SUCCESS);
            }
            let millis = seconds() * 1000;
            for (i, n) in import.add.iter().enumerate() {
                if let Err(e) = class.add(&n.name, n.lang, millis + i as u64) {
                    complain!(
                        "wahree class import: {}: {}",
                        n.name,
                        english.name_problem(&e)
                    );
                    return ExitCode::FAILURE;
                }
            }
            if !run_jobs(&files, class.take_jobs()) {
                return ExitCode::FAILURE;
            }
            let (added, already) = (import.add.len(), import.already.len());
            let _ = say!(
                out,
                "Added {added} {} ({already} already in the class).",
                if added == 1 { "learner" } else { "learners" }
            );
            ExitCode::SUCCESS
        }
        ClassCommand::Export => {
            let rows = report::table(&class, &|id| english.tr(id));
            let _ = out.text(&class_list::csv(&rows));
            ExitCode::SUCCESS
        }
        ClassCommand::List => {
            let rows = report::rows(&class);
            let _ = say!(
                out,
                "{:<22} {:<4} {:>8} {:>8} {:>8}  last active",
                "name",
                "lang",
                "lessons",
                "puzzles",
                "games"
            );
            for r in rows {
                let l = class.roster().get(&r.id);
                let name = if r.name.is_empty() {
                    english.tr("learner-guest")
                } else {
                    r.name.clone()
                };
                if say!(
                    out,
                    "{:<22} {:<4} {:>8} {:>8} {:>8}  {}",
                    name,
                    l.and_then(|l| l.lang).map_or("", |l| l.code()),
                    format!("{}/{}", r.lessons_done, r.lessons),
                    format!("{}/{}", r.puzzles.solved, r.puzzles.of),
                    r.games.values().map(|t| t.played).sum::<u32>(),
                    if r.active == 0 {
                        "-".to_owned()
                    } else {
                        class_list::date(r.active)
                    },
                )
                .is_err()
                {
                    break;
                }
            }
            ExitCode::SUCCESS
        }
    };
    out.end(code)
}
