//! The learner's settings on disk: RON in the user's data directory,
//! written atomically (a temporary file, then a rename) so a crash never
//! leaves half a file, and a corrupt file moved aside, never deleted.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::play::sowing::Speed;
use super::theme::ThemeChoice;
use crate::i18n::Lang;

/// What is remembered between runs.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Saved {
    /// A language code (`it`, `es`, `ja`, `en`); none means "follow the
    /// system", as at the first start.
    pub language: Option<String>,
    pub theme: ThemeChoice,
    pub speed: Speed,
    /// How each puzzle tried so far went, by puzzle id. Absent from files
    /// written before puzzles existed, which still load (`serde(default)`).
    pub puzzles: BTreeMap<String, PuzzleResult>,
    /// Each lesson's progress, by lesson id; absent from older files.
    pub lessons: BTreeMap<String, LessonProgress>,
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
    pub fn in_data_dir() -> Option<Store> {
        Some(Store::at(crate::content::data_dir()?.join("settings.ron")))
    }

    pub fn at(path: impl Into<PathBuf>) -> Store {
        Store { path: path.into() }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn load(&self) -> Loaded {
        let text = match fs::read_to_string(&self.path) {
            Ok(t) => t,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Loaded::Missing,
            // Not UTF-8 is as corrupt as bad RON.
            Err(e) if e.kind() == io::ErrorKind::InvalidData => return self.move_aside(),
            Err(e) => return Loaded::Unreadable(e.to_string()),
        };
        match ron::from_str(&text) {
            Ok(saved) => Loaded::Read(saved),
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
        match fs::rename(&self.path, &kept) {
            Ok(()) => Loaded::MovedAside { kept },
            Err(e) => Loaded::Unreadable(e.to_string()),
        }
    }

    pub fn save(&self, saved: &Saved) -> io::Result<()> {
        let text = ron::ser::to_string_pretty(saved, ron::ser::PrettyConfig::default())
            .map_err(io::Error::other)?;
        if let Some(dir) = self.path.parent() {
            fs::create_dir_all(dir)?;
        }
        let mut tmp = self.path.clone().into_os_string();
        tmp.push(".tmp");
        let tmp = PathBuf::from(tmp);
        let mut file = fs::File::create(&tmp)?;
        file.write_all(text.as_bytes())?;
        file.sync_all()?;
        drop(file);
        fs::rename(&tmp, &self.path)
    }
}

#[cfg(test)]
mod tests {
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
        let saved = Saved {
            language: Some("ja".into()),
            theme: ThemeChoice::Dark,
            speed: Speed::Fast,
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
        assert!(saved.puzzles.is_empty());
        assert!(saved.lessons.is_empty());
        fs::remove_dir_all(dir).unwrap();
    }
}
