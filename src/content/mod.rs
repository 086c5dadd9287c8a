//! Lessons and puzzles: the file format, loading (embedded and from
//! folders), the checks behind `wahree check`, and judging a learner's move
//! against a goal. Pure library code: no GUI.
//!
//! The format is documented for authors in `docs/lesson-format.md`.

pub mod aim;
pub mod author;
pub mod explain;
pub mod format;
pub mod ftl;
pub(crate) mod ftl_depth;
pub(crate) mod ftl_error;
pub mod goal;
mod locate;
pub mod messages;
pub mod mine;
pub mod problem;
pub mod rating;
pub mod readings;
mod ron_error;
pub mod run;
pub mod safe_read;
pub mod score;
pub mod solve;
pub mod source;
pub mod validate;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use format::{
    Aim, Ask, Difficulty, Explain, GameStep, Goal, Lesson, PositionSpec, Puzzle, Question, Step,
    Theme, Try, Watch, WrongAnswer, WrongMove,
};
pub use goal::{GoalError, Miss, Verdict, answers, judge, miss, reply};
pub use problem::{Arg, Detail, Problem, Severity};
pub use run::{Played, Run};
pub use score::{Score, stars};
pub use source::{FileKind, Folder, LOCALES, PickedFile, SourceFile, data_dir};

/// An item with the file it came from.
#[derive(Clone, Debug, PartialEq)]
pub struct Loaded<T> {
    pub file: String,
    pub item: T,
}

/// Everything loaded from one or more folders: the lessons and puzzles that
/// passed their checks, every problem found, and the translation files (for
/// the app to add to its bundles).
#[derive(Clone, Debug, Default)]
pub struct Library {
    /// Sorted by `order`, then id.
    pub lessons: Vec<Loaded<Lesson>>,
    pub puzzles: Vec<Loaded<Puzzle>>,
    /// Sorted by file, line and column.
    pub problems: Vec<Problem>,
    /// (locale, file) pairs of the `lessons*.ftl` / `puzzles*.ftl` files read.
    pub translations: Vec<(String, SourceFile)>,
}

impl Library {
    pub fn errors(&self) -> usize {
        self.problems.iter().filter(|p| p.is_error()).count()
    }

    pub fn warnings(&self) -> usize {
        self.problems.len() - self.errors()
    }
}

/// Reads and checks folders together (ids must be unique across all of
/// them). A broken file or item is reported and left out; the rest load.
pub fn load(folders: &[Folder]) -> Library {
    load_with(folders, validate::Checks::default())
}

/// [`load`], with the costlier `checks` of `wahree check` too.
pub fn load_with(folders: &[Folder], checks: validate::Checks) -> Library {
    let mut lib = Library::default();
    let mut refs = Vec::new();
    let mut all_refs = true;
    let mut ids: BTreeMap<(bool, String), Problem> = BTreeMap::new();
    for folder in folders {
        all_refs &= folder.unreadable.is_empty();
        for (name, why) in &folder.unreadable {
            lib.problems.push(Problem {
                file: name.clone(),
                line: 1,
                col: 1,
                severity: Severity::Error,
                detail: why.clone(),
            });
        }
        for (kind, file) in &folder.ron {
            let result = validate::read_file_with(*kind, file, checks);
            lib.problems.extend(result.problems);
            all_refs &= !result.unparsed;
            refs.extend(result.refs);
            let is_lesson = *kind == FileKind::Lesson;
            for (id, at) in result.ids {
                match ids.get(&(is_lesson, id.clone())) {
                    Some(first) => lib.problems.push(Problem {
                        detail: Detail::new("problem-duplicate-id")
                            .with("id", id.as_str())
                            .with("file", first.file.as_str())
                            .with("line", first.line)
                            .with("col", first.col),
                        ..at
                    }),
                    None => {
                        ids.insert((is_lesson, id), at);
                    }
                }
            }
            if let Some(lesson) = result.lesson {
                lib.lessons.push(Loaded {
                    file: file.name.clone(),
                    item: lesson,
                });
            }
            lib.puzzles
                .extend(result.puzzles.into_iter().map(|item| Loaded {
                    file: file.name.clone(),
                    item,
                }));
        }
        lib.translations.extend(folder.ftl.iter().cloned());
    }
    lib.problems
        .extend(messages::check(&lib.translations, &refs, all_refs));
    lib.problems.extend(shared_orders(&lib.lessons));
    lib.problems.extend(practice_without_puzzles(&lib));
    lib.problems.sort();
    lib.problems.dedup();
    lib.lessons
        .sort_by(|a, b| (a.item.order, &a.item.id).cmp(&(b.item.order, &b.item.id)));
    lib
}

/// A warning for each lesson whose `order` another lesson already has: the
/// list would show them in an arbitrary order.
fn shared_orders(lessons: &[Loaded<Lesson>]) -> Vec<Problem> {
    let mut seen: BTreeMap<u32, &str> = BTreeMap::new();
    let mut out = Vec::new();
    for l in lessons {
        match seen.get(&l.item.order) {
            Some(other) => out.push(Problem {
                file: l.file.clone(),
                line: 1,
                col: 1,
                severity: Severity::Warning,
                detail: Detail::new("problem-shared-order")
                    .with("lesson", l.item.id.as_str())
                    .with("order", i64::from(l.item.order))
                    .with("other", *other),
            }),
            None => {
                seen.insert(l.item.order, &l.item.id);
            }
        }
    }
    out
}

/// A warning for each lesson whose finish screen would offer to practise
/// a theme no puzzle has.
fn practice_without_puzzles(lib: &Library) -> Vec<Problem> {
    lib.lessons
        .iter()
        .filter_map(|l| {
            let theme = l.item.practice?;
            if lib.puzzles.iter().any(|p| p.item.theme == theme) {
                return None;
            }
            Some(Problem {
                file: l.file.clone(),
                line: 1,
                col: 1,
                severity: Severity::Warning,
                detail: Detail::new("problem-practice-none").with("theme", format!("{theme:?}")),
            })
        })
        .collect()
}

/// The teacher's folders among `dirs` (the data folder's `lessons/`,
/// then `--lessons` folders): those that exist are read; a `--lessons`
/// folder that does not is listed among the problems by [`Folder::read`].
pub fn teacher_folders(own: Option<&Path>, extra: &[PathBuf]) -> Vec<Folder> {
    let mut folders = Vec::new();
    if let Some(dir) = own.filter(|d| d.is_dir()) {
        folders.push(Folder::read(dir));
    }
    folders.extend(extra.iter().map(|d| Folder::read(d)));
    folders
}
