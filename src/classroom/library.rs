//! The content a class learns from: the shipped lessons and puzzles, with
//! a teacher's folders added (the data folder's `lessons/` and `--lessons`
//! folders). A broken file is left out and listed; the rest load.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use crate::content::{self, Folder, Lesson, Problem, Puzzle, SourceFile};

#[derive(Clone, Debug, Default)]
pub struct Library {
    /// In curriculum order.
    pub lessons: Vec<Lesson>,
    /// In the list's order: by theme, then tier, then rating.
    pub puzzles: Vec<Puzzle>,
    /// The errors that left a file or item out, for the teacher to fix.
    pub problems: Vec<Problem>,
    /// The teacher's translation files, (locale, file), for the app's
    /// localizer (the shipped ones are built into it).
    pub translations: Vec<(String, SourceFile)>,
    /// A teacher's folder is in use (the lesson list then offers a reload).
    pub teacher: bool,
}

impl Library {
    /// The shipped content alone, read and checked once per process.
    pub fn shipped() -> Library {
        static SHIPPED: OnceLock<(Vec<Lesson>, Vec<Puzzle>)> = OnceLock::new();
        let (lessons, puzzles) = SHIPPED.get_or_init(|| {
            let lib = content::load(&[Folder::embedded()]);
            (
                lib.lessons.into_iter().map(|l| l.item).collect(),
                sorted(lib.puzzles.into_iter().map(|l| l.item).collect()),
            )
        });
        Library {
            lessons: lessons.clone(),
            puzzles: puzzles.clone(),
            ..Library::default()
        }
    }

    /// The shipped content with the teacher's folders (`own`, the data
    /// folder's `lessons/`, if it exists, and `extra`), read afresh.
    pub fn load(own: Option<&Path>, extra: &[PathBuf]) -> Library {
        Library::with_teacher(content::teacher_folders(own, extra))
    }

    /// The shipped content with `teacher`'s folders, however they were
    /// read (from disk, or handed over by a browser).
    pub fn with_teacher(teacher: Vec<Folder>) -> Library {
        if teacher.is_empty() {
            return Library::shipped();
        }
        let translations = teacher.iter().flat_map(|f| f.ftl.iter().cloned()).collect();
        let mut folders = vec![Folder::embedded()];
        folders.extend(teacher);
        let lib = content::load(&folders);
        Library {
            lessons: lib.lessons.into_iter().map(|l| l.item).collect(),
            puzzles: sorted(lib.puzzles.into_iter().map(|l| l.item).collect()),
            problems: lib.problems.into_iter().filter(|p| p.is_error()).collect(),
            translations,
            teacher: true,
        }
    }

    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }

    pub fn puzzle(&self, id: &str) -> Option<&Puzzle> {
        self.puzzles.iter().find(|p| p.id == id)
    }
}

/// Whether the puzzle `id` is one of the shipped puzzles (not a
/// teacher's own).
pub fn is_shipped_puzzle(id: &str) -> bool {
    static IDS: OnceLock<std::collections::HashSet<String>> = OnceLock::new();
    IDS.get_or_init(|| {
        Library::shipped()
            .puzzles
            .into_iter()
            .map(|p| p.id)
            .collect()
    })
    .contains(id)
}

/// In the list's order: by theme, then tier (from the rating), then rating.
pub fn sorted(mut puzzles: Vec<Puzzle>) -> Vec<Puzzle> {
    puzzles.sort_by_key(|p| (p.theme, p.tier(), p.rating()));
    puzzles
}
