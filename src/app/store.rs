//! The learner's settings on disk: RON in the user's data directory,
//! written atomically (a temporary file, then a rename) so a crash never
//! leaves half a file, and a corrupt file moved aside, never deleted. In
//! the browser the same text lives in the page's storage (`backend`).

use std::collections::{BTreeMap, BTreeSet};
use std::io;
use std::path::{Path, PathBuf};
// std's `SystemTime::now` panics in the browser; this one asks `Date.now()` there.
use web_time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

pub use super::last::{Last, SavedGame};
use super::play::BoardSize;
use super::play::sowing::Speed;
use super::theme::ThemeChoice;
use crate::i18n::Lang;

/// What is remembered between runs.
///
/// The look (language, colours, sowing speed, board size) belongs to the
/// computer: it suits the room and its screen, a teacher sets it once, and
/// a child taking their turn does not change it for the next. Progress
/// belongs to each learner.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Saved {
    /// A language code (`it`, `es`, `ja`, `en`); none means "follow the
    /// system", as at the first start.
    pub language: Option<String>,
    pub theme: ThemeChoice,
    pub speed: Speed,
    pub board_size: BoardSize,
    /// Everyone who learns on this computer, in the order they were added.
    pub learners: Vec<Learner>,
    /// The place in `learners` of who is learning now.
    pub current: usize,
    /// One learner's puzzle results, as versions before learner profiles
    /// wrote them. Read only: `Store::load` moves them to the first learner.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub puzzles: BTreeMap<String, PuzzleResult>,
    /// The same for lesson progress.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub lessons: BTreeMap<String, LessonProgress>,
}

/// One learner and how far they got. Files from before profiles and
/// fresh starts have one learner with no name yet (shown as a guest).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Learner {
    pub name: String,
    /// How each puzzle tried so far went, by puzzle id.
    pub puzzles: BTreeMap<String, PuzzleResult>,
    /// Each lesson's progress, by lesson id.
    pub lessons: BTreeMap<String, LessonProgress>,
    /// Teaching mode in play, as this learner last left it: a beginner
    /// keeps the coach on, a stronger player turns it off for good.
    pub coach: bool,
    /// What this learner was last doing, for Home's "Continue" card. Read
    /// leniently: a record this version cannot understand is dropped, and
    /// the rest of the file still loads.
    #[serde(
        deserialize_with = "super::last::lenient",
        skip_serializing_if = "Option::is_none"
    )]
    pub last: Option<Last>,
}

/// The steps of a lesson the learner has completed: seen (explain, watch)
/// or answered right (try, question), by their place in the lesson.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    pub completed: BTreeSet<usize>,
}

/// A puzzle's record: solved at some point, or only failed (a wrong
/// answer, or the solution shown) so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PuzzleResult {
    Solved,
    Failed,
}

impl Saved {
    pub fn lang(&self) -> Option<Lang> {
        self.language.as_deref().and_then(Lang::from_tag)
    }

    /// A file from before learner profiles kept one learner's progress at
    /// the top level: it becomes the first learner's (merged, should a
    /// file somehow have both; what the learner already has wins).
    fn migrated(mut self) -> Saved {
        if self.puzzles.is_empty() && self.lessons.is_empty() {
            return self;
        }
        if self.learners.is_empty() {
            self.learners.push(Learner::default());
        }
        let first = &mut self.learners[0];
        for (id, result) in std::mem::take(&mut self.puzzles) {
            first.puzzles.entry(id).or_insert(result);
        }
        for (id, progress) in std::mem::take(&mut self.lessons) {
            first.lessons.entry(id).or_insert(progress);
        }
        self
    }
}

/// What reading the settings found.
#[derive(Debug, PartialEq, Eq)]
pub enum Loaded {
    /// First start: nothing saved yet.
    Missing,
    Read(Saved),
    /// The file could not be understood; it now lives at `kept`.
    MovedAside {
        kept: PathBuf,
    },
    /// The file exists but could not be read or moved (permissions, ...).
    Unreadable(String),
}

#[derive(Clone, Debug)]
pub struct Store {
    path: PathBuf,
}

impl Store {
    /// `settings.ron` in the user's data directory, e.g.
    /// `~/.local/share/wahree/` on Linux.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn in_data_dir() -> Option<Store> {
        Some(Store::at(crate::content::data_dir()?.join("settings.ron")))
    }

    /// In the browser: `settings.ron` in the page's storage (none when the
    /// browser forbids storing).
    #[cfg(target_arch = "wasm32")]
    pub fn in_data_dir() -> Option<Store> {
        backend::available().then(|| Store::at("settings.ron"))
    }

    pub fn at(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn load(&self) -> Loaded {
        let text = match backend::read(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
            // Not UTF-8 is as corrupt as bad RON.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => return self.move_aside(),
            Err(e) => return Loaded::Unreadable(e.to_string()),
        };
        match ron::from_str(&text) {
            Ok(saved) => Loaded::Read(Saved::migrated(saved)),
            Err(_) => self.move_aside(),
        }
    }

    fn move_aside(&self) -> Loaded {
        let stamp = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let mut kept = self.path.clone().into_os_string();
        kept.push(format!(".corrupt-{stamp}"));
        let kept = PathBuf::from(kept);
        match backend::rename(&self.path, &kept) {
            Ok(()) => Loaded::MovedAside { kept },
            Err(e) => Loaded::Unreadable(e.to_string()),
        }
    }

    pub fn save(&self, saved: &Saved) -> io::Result<()> {
        let text = ron::ser::to_string_pretty(saved, ron::ser::PrettyConfig::default())
            .map_err(io::Error::other)?;
        backend::write(&self.path, &text)
    }
}

/// Where the text goes: files on the desktop.
#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use std::fs;
    use std::io::Write;

    use super::*;

    pub fn read(path: &Path) -> io::Result<String> {
        fs::read_to_string(path)
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        fs::rename(from, to)
    }

    /// A temporary file, then a rename: a crash never leaves half a file.
    pub fn write(path: &Path, text: &str) -> io::Result<()> {
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut tmp = path.to_path_buf().into_os_string();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, path)
    }
}

/// Where the text goes: the browser's storage, an entry per file name.
#[cfg(target_arch = "wasm32")]
mod backend {
    use super::*;
    use crate::app::web::storage;

    pub use storage::available;

    fn name(path: &Path) -> String {
        path.to_string_lossy().into_owned()
    }

    pub fn read(path: &Path) -> io::Result<String> {
        storage::read(&name(path))
    }

    pub fn rename(from: &Path, to: &Path) -> io::Result<()> {
        storage::rename(&name(from), &name(to))
    }

    pub fn write(path: &Path, text: &str) -> io::Result<()> {
        storage::write(&name(path), text)
    }
}

#[cfg(test)]
mod tests {
    use std::fs;

    use super::*;

    /// A fresh directory per test, so tests can run in parallel.
    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("wahree-store-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn saves_and_reads_back_without_leaving_a_temporary_file() {
        let dir = scratch("roundtrip");
        let store = Store::at(dir.join("sub/settings.ron"));
        assert_eq!(store.load(), Loaded::Missing);
        let aiko = Learner {
            name: "Aiko".into(),
            puzzles: BTreeMap::from([
                ("wipe-two-houses".to_owned(), PuzzleResult::Solved),
                ("chain-three".to_owned(), PuzzleResult::Failed),
            ]),
            lessons: BTreeMap::from([(
                "board".to_owned(),
                LessonProgress {
                    completed: BTreeSet::from([0, 2]),
                },
            )]),
            coach: true,
            last: Some(Last::Lesson {
                id: "board".into(),
                step: 4,
            }),
        };
        let saved = Saved {
            language: Some("ja".into()),
            theme: ThemeChoice::Dark,
            speed: Speed::Fast,
            board_size: BoardSize::Projector,
            learners: vec![
                aiko,
                Learner {
                    name: "Mateo".into(),
                    last: Some(Last::Game(SavedGame {
                        moves: vec![2, 8, 4],
                        level: Some(2),
                        computer_plays_south: false,
                        teaching: true,
                        ..SavedGame::default()
                    })),
                    ..Learner::default()
                },
                Learner {
                    name: "Kofi".into(),
                    last: Some(Last::Puzzle {
                        id: "chain-three".into(),
                    }),
                    ..Learner::default()
                },
            ],
            current: 1,
            ..Saved::default()
        };
        store.save(&saved).unwrap();
        assert_eq!(store.load(), Loaded::Read(saved.clone()));
        assert_eq!(saved.lang(), Some(Lang::Ja));
        let names: Vec<_> = fs::read_dir(dir.join("sub"))
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, ["settings.ron"]);
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_corrupt_file_is_kept_aside_and_the_app_starts_fresh() {
        let dir = scratch("corrupt");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        fs::write(&path, "(language: Some(\"it\"), theme: Purple").unwrap();
        let store = Store::at(&path);
        let Loaded::MovedAside { kept } = store.load() else {
            panic!("should be moved aside");
        };
        assert!(!path.exists());
        assert_eq!(
            fs::read_to_string(&kept).unwrap(),
            "(language: Some(\"it\"), theme: Purple"
        );
        assert_eq!(store.load(), Loaded::Missing);
        // Binary garbage too.
        fs::write(&path, [0xff, 0xfe, 0x00]).unwrap();
        assert!(matches!(store.load(), Loaded::MovedAside { .. }));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn missing_fields_take_defaults_and_unknown_languages_are_ignored() {
        let saved: Saved = ron::from_str("(language: Some(\"fr\"))").unwrap();
        assert_eq!(saved.theme, ThemeChoice::Light);
        assert_eq!(saved.speed, Speed::Normal);
        assert_eq!(saved.lang(), None);
    }

    #[test]
    fn a_settings_file_from_before_puzzles_still_loads() {
        let dir = scratch("old");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        fs::write(&path, "(language: Some(\"es\"), theme: Dark, speed: Slow)").unwrap();
        let Loaded::Read(saved) = Store::at(&path).load() else {
            panic!("an old file must load");
        };
        assert_eq!(saved.lang(), Some(Lang::Es));
        assert_eq!(saved.speed, Speed::Slow);
        assert_eq!(saved.board_size, BoardSize::Normal);
        assert!(saved.learners.is_empty());
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn the_board_size_is_written_by_name_and_read_back() {
        let dir = scratch("size");
        let store = Store::at(dir.join("settings.ron"));
        for size in BoardSize::ALL {
            let saved = Saved {
                board_size: size,
                ..Saved::default()
            };
            store.save(&saved).unwrap();
            let text = fs::read_to_string(store.path()).unwrap();
            assert!(text.contains(&format!("board_size: {size:?}")), "{text}");
            assert_eq!(store.load(), Loaded::Read(saved));
        }
        fs::remove_dir_all(dir).unwrap();
    }

    /// A file exactly as the version before learner profiles wrote it.
    const BEFORE_PROFILES: &str = r#"(
    language: Some("it"),
    theme: Dark,
    speed: Fast,
    puzzles: {
        "chain-three": Failed,
        "wipe-two-houses": Solved,
    },
    lessons: {
        "board": (
            completed: [0, 1, 2],
        ),
    },
)"#;

    #[test]
    fn progress_from_before_learner_profiles_becomes_the_first_learners() {
        let dir = scratch("migrate");
        fs::create_dir_all(&dir).unwrap();
        let path = dir.join("settings.ron");
        fs::write(&path, BEFORE_PROFILES).unwrap();
        let store = Store::at(&path);
        let Loaded::Read(saved) = store.load() else {
            panic!("a file from the previous version must load");
        };
        assert_eq!(saved.lang(), Some(Lang::It));
        assert_eq!(saved.theme, ThemeChoice::Dark);
        assert_eq!(saved.speed, Speed::Fast);
        let [first] = saved.learners.as_slice() else {
            panic!("one learner: {:?}", saved.learners);
        };
        assert_eq!(first.name, "", "not named yet");
        assert_eq!(first.last, None, "nothing to continue yet");
        assert!(!first.coach);
        assert_eq!(saved.current, 0);
        assert_eq!(
            first.puzzles.get("wipe-two-houses"),
            Some(&PuzzleResult::Solved)
        );
        assert_eq!(
            first.puzzles.get("chain-three"),
            Some(&PuzzleResult::Failed)
        );
        assert_eq!(first.lessons["board"].completed, BTreeSet::from([0, 1, 2]));
        assert!(saved.puzzles.is_empty() && saved.lessons.is_empty());
        // Written again, the file has the new shape only: the old maps are
        // gone from the top level and the progress is the learner's.
        store.save(&saved).unwrap();
        let text = fs::read_to_string(&path).unwrap();
        assert!(text.contains("learners:"), "{text}");
        assert!(!text.contains("\n    puzzles:"), "{text}");
        assert_eq!(store.load(), Loaded::Read(saved));
        fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn old_progress_beside_learners_joins_the_first_without_overwriting() {
        let saved: Saved = ron::from_str(
            r#"(learners: [(name: "Aiko", puzzles: {"a": Solved})],
                puzzles: {"a": Failed, "b": Failed})"#,
        )
        .unwrap();
        let saved = saved.migrated();
        let aiko = &saved.learners[0];
        assert_eq!(aiko.puzzles["a"], PuzzleResult::Solved);
        assert_eq!(aiko.puzzles["b"], PuzzleResult::Failed);
        assert_eq!(saved.learners.len(), 1);
    }
}
