//! `wahree check [DIR...]`: validates lessons, puzzles and their
//! translations, one line per problem, and fails if any is an error.

use std::path::PathBuf;
use std::process::ExitCode;

use wahree::content::{self, Folder};
use wahree::i18n::{Lang, Localizer};

use super::out::{Out, complain, say};

#[derive(clap::Args)]
pub struct CheckArgs {
    /// Folders of lessons to check together, each laid out like the shipped
    /// `lessons/` (lessons at the top, puzzles in `puzzles/`), with their
    /// translations in DIR/i18n/<lang>/ or, failing that, in ../i18n/ beside
    /// DIR. Without a folder, the lessons built into this program are checked.
    dirs: Vec<PathBuf>,
}

pub fn run(args: &CheckArgs) -> ExitCode {
    let mut folders = Vec::new();
    for dir in &args.dirs {
        if !dir.is_dir() {
            complain!("wahree check: {} is not a folder", dir.display());
            return ExitCode::from(2);
        }
        folders.push(Folder::read(dir));
    }
    if folders.is_empty() {
        folders.push(Folder::embedded());
    }
    let files: usize = folders.iter().map(|f| f.ron.len() + f.ftl.len()).sum();
    let lib = content::load_with(&folders, content::validate::Checks { ratings: true });
    // Always English: the lines are for tools and for bug reports.
    let english = Localizer::new(Lang::En);
    let mut out = Out::stdout();
    for p in &lib.problems {
        if say!(out, "{}", english.problem_line(p)).is_err() {
            break;
        }
    }
    complain!(
        "wahree check: {}, {}, {}: {}, {}",
        counted(lib.lessons.len(), "lesson"),
        counted(lib.puzzles.len(), "puzzle"),
        counted(files, "file"),
        counted(lib.errors(), "error"),
        counted(lib.warnings(), "warning")
    );
    // The verdict stands even if the reader stopped reading early.
    out.end(if lib.errors() > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}

/// "1 error", "2 errors": the summary line's English counts.
fn counted(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

#[cfg(test)]
mod tests {
    use super::counted;

    #[test]
    fn one_is_singular_and_every_other_count_plural() {
        assert_eq!(counted(1, "error"), "1 error");
        assert_eq!(counted(0, "error"), "0 errors");
        assert_eq!(counted(60, "puzzle"), "60 puzzles");
    }
}
