//! `wahree class import FILE`, `wahree class export`, `wahree class list`:
//! the class list for a school's IT person, on the same data folder the
//! app uses (`--data-dir DIR`, or the user's). Bad input is reported line
//! by line, with exit code 1, and nothing is written.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use wahree::classroom::class_list::{self, Unfinished};
use wahree::classroom::files::Files;
use wahree::classroom::storage::ReadOnly;
use wahree::classroom::{Classroom, Job, Library, Storage, guest_words, names, report, save};
use wahree::content::safe_read::{self, MAX_CLASS_LIST};
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

/// The class in `storage`, and what loading it found, in words.
fn load(storage: &dyn Storage, dir: &Path) -> (Classroom, Vec<String>) {
    let loaded = save::load_as(storage, seconds(), &wahree::device::name());
    let english = Localizer::new(Lang::En);
    let problems = loaded
        .problems
        .iter()
        .map(|p| english.load_problem(p))
        .collect::<Vec<_>>();
    let class = Classroom::new(loaded, Library::load(Some(&dir.join("lessons")), &[]))
        .with_origin(wahree::device::origin());
    (class, problems)
}

/// The class in `dir`, and what loading it found; a class moved from an
/// older format is written at once, a damaged file set aside.
pub fn open(dir: &Path) -> (Files, Classroom, Vec<String>) {
    let files = Files::new(dir);
    let (mut class, problems) = load(&files, dir);
    run_jobs(&files, class.take_jobs());
    (files, class, problems)
}

/// The class in `dir` as it is, for a command that only reads: nothing
/// in the folder is written, moved or set aside.
fn open_read_only(dir: &Path) -> (Classroom, Vec<String>) {
    let files = Files::new(dir);
    load(&ReadOnly(&files), dir)
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
    match command {
        ClassCommand::Import { file, dry_run } => import(dir, file, *dry_run),
        ClassCommand::Export => {
            let (class, problems) = open_read_only(dir);
            tell(&problems);
            let english = Localizer::new(Lang::En);
            let rows = report::table(&class, &|id| english.tr(id));
            let mut out = Out::stdout();
            let _ = out.text(&class_list::csv(&rows));
            out.end(ExitCode::SUCCESS)
        }
        ClassCommand::List => list(dir),
    }
}

fn tell(problems: &[String]) {
    for p in problems {
        complain!("wahree: {p}");
    }
}

/// `wahree class import`: the list is read, checked against the class
/// and written under the folder's lock, so that two imports at once (two
/// teachers, two windows) never add one name twice.
fn import(dir: &Path, file: &Path, dry_run: bool) -> ExitCode {
    let english = Localizer::new(Lang::En);
    let bytes = match safe_read::read_bytes(file, MAX_CLASS_LIST) {
        Ok(b) => b,
        Err(why) => {
            let why = english.detail(&wahree::content::source::refused(&why));
            complain!("wahree class import: {}: {why}", file.display());
            return ExitCode::FAILURE;
        }
    };
    if dry_run {
        let (class, problems) = open_read_only(dir);
        tell(&problems);
        return import_into(class, &bytes, file, None);
    }
    let files = Files::new(dir);
    let done = files.exclusive(|| {
        let (mut class, problems) = load(&files, dir);
        tell(&problems);
        // A class moved from an older format is written first.
        if !run_jobs(&files, class.take_jobs()) {
            return ExitCode::FAILURE;
        }
        import_into(class, &bytes, file, Some(&files))
    });
    done.unwrap_or_else(|e| {
        complain!(
            "wahree class import: the class folder {} cannot be used: {}",
            dir.display(),
            english.storage_error(&e)
        );
        ExitCode::FAILURE
    })
}

/// Reads the list against `class` and adds it, writing to `storage`
/// (none: a dry run, which says what it would add).
fn import_into(
    mut class: Classroom,
    bytes: &[u8],
    file: &Path,
    storage: Option<&dyn Storage>,
) -> ExitCode {
    let english = Localizer::new(Lang::En);
    let import = class_list::read(bytes, class.roster(), &guest_words());
    for (line, problem) in &import.problems {
        complain!(
            "{}:{line}: {}",
            file.display(),
            english.line_problem(problem)
        );
    }
    if !import.is_ok() {
        complain!("wahree class import: nothing was added; fix the lines above and try again.");
        return ExitCode::FAILURE;
    }
    // Printing stops if the reader goes; the import is still made.
    let mut out = Out::stdout();
    for (line, name) in &import.already {
        let _ = say!(
            out,
            "{}:{line}: {name} is in the class already",
            file.display()
        );
    }
    let Some(storage) = storage else {
        for n in &import.add {
            let _ = say!(out, "would add {}", n.name);
        }
        return out.end(ExitCode::SUCCESS);
    };
    match class_list::add_all(&mut class, &import, seconds() * 1000, storage) {
        Ok(added) => {
            let already = import.already.len();
            let _ = say!(
                out,
                "Added {added} {} ({already} already in the class).",
                if added == 1 { "learner" } else { "learners" }
            );
            out.end(ExitCode::SUCCESS)
        }
        Err(Unfinished::Name { line, problem }) => {
            complain!(
                "{}:{line}: {}",
                file.display(),
                english.name_problem(&problem)
            );
            complain!("wahree class import: nothing was added.");
            out.end(ExitCode::FAILURE)
        }
        Err(Unfinished::Unwritten {
            key,
            error,
            taken_back,
            left,
        }) => {
            complain!(
                "wahree class import: {key} could not be saved: {}",
                english.storage_error(&error)
            );
            if left.is_empty() {
                complain!(
                    "wahree class import: nothing was added ({taken_back} learners written before it were taken back); make room, then import the list again."
                );
            } else {
                complain!(
                    "wahree class import: the import stopped; these files could not be taken back and are in the class: {}",
                    left.join(", ")
                );
            }
            out.end(ExitCode::FAILURE)
        }
    }
}

/// `wahree class list`: names as they are shown, whatever a file holds.
fn list(dir: &Path) -> ExitCode {
    let (class, problems) = open_read_only(dir);
    tell(&problems);
    let english = Localizer::new(Lang::En);
    let mut out = Out::stdout();
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
            // A name edited into a file may hold a terminal's escape codes.
            names::shown(&r.name)
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
    out.end(ExitCode::SUCCESS)
}
