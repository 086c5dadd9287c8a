//! How a class is kept in a [`Storage`]: `class.ron` for the class's
//! settings and one `learners/<id>.ron` per learner, each in an envelope
//! with its format number. Loading sets a corrupt file aside (never
//! deletes it) and loads the rest; saving merges with what is there, so
//! two windows on one class folder keep each other's progress.

use serde::{Deserialize, Serialize};

use super::learner::{Learner, LearnerId};
use super::legacy;
use super::look::Look;
use super::migrate::Migrate;
use super::pin::Pin;
use super::storage::{Storage, StorageError};
use crate::i18n::Lang;

/// The format this version writes; files with a higher one are left alone,
/// files with a lower one are moved onto it when read (`migrate.rs`).
/// 1: the first; 2: the computer's levels are those of the ladder of 15
/// (format 1 kept levels 1 to 5 of the first ladder), and a learner may
/// have a computer that adapts to them; 3: the ladder of 19 (format 2's
/// levels 13 to 15 are now 14, 15 and 19).
pub const FORMAT: u32 = 3;
pub const CLASS_KEY: &str = "class.ron";
pub const LEARNERS_DIR: &str = "learners/";

pub fn learner_key(id: &LearnerId) -> String {
    format!("{LEARNERS_DIR}{id}.ron")
}

/// The class's own settings: its language (for new learners and the
/// picker), how the screens look, the teacher's PIN, and who was learning
/// last on this folder.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassSettings {
    /// None follows the system's language (a first start).
    pub language: Option<Lang>,
    pub look: Look,
    pub pin: Option<Pin>,
    pub current: Option<LearnerId>,
}

#[derive(Serialize, Deserialize)]
struct Envelope<T> {
    format: u32,
    data: T,
}

fn write<T: Serialize>(data: &T) -> Option<String> {
    let envelope = Envelope {
        format: FORMAT,
        data,
    };
    ron::ser::to_string_pretty(&envelope, ron::ser::PrettyConfig::default()).ok()
}

/// What a file holds, as far as this version can tell.
enum Read<T> {
    Ok(T),
    /// Written by a later version: left alone, neither loaded nor written.
    Newer,
    Corrupt,
}

fn read<T: for<'de> Deserialize<'de> + Migrate>(text: &str) -> Read<T> {
    #[derive(Deserialize)]
    struct Format {
        format: u32,
    }
    #[derive(Deserialize)]
    struct Whole<T> {
        #[allow(dead_code)]
        format: u32,
        data: T,
    }
    // The format first, so a later version's new fields are not mistaken
    // for corruption.
    let format = match ron::Options::default().from_str::<ron::Value>(text) {
        Ok(value) => match value.clone().into_rust::<Format>() {
            Ok(f) if f.format > FORMAT => return Read::Newer,
            Ok(f) => f.format,
            Err(_) => return Read::Corrupt,
        },
        Err(_) => return Read::Corrupt,
    };
    match ron::from_str::<Whole<T>>(text) {
        Ok(mut w) => {
            w.data.migrate(format);
            Read::Ok(w.data)
        }
        Err(_) => Read::Corrupt,
    }
}

/// One write for the saver: the whole of a record, merged with what the
/// storage holds when it is written.
#[derive(Clone, Debug, PartialEq)]
pub enum Job {
    Class(ClassSettings),
    /// `known`: the learner was read from the storage (or written to it)
    /// before. Such a learner whose file is gone was removed in another
    /// window, and is not brought back.
    Learner {
        learner: Learner,
        known: bool,
    },
    /// A removed learner's file, set aside with this stamp (seconds).
    Remove {
        id: LearnerId,
        stamp: u64,
    },
}

impl Job {
    /// The key it writes: later jobs for the same key replace earlier ones
    /// still waiting (each job is the whole record).
    pub fn key(&self) -> String {
        match self {
            Job::Class(_) => CLASS_KEY.to_owned(),
            Job::Learner { learner, .. } => learner_key(&learner.id),
            Job::Remove { id, .. } => learner_key(id),
        }
    }

    /// This job, waiting in place of `earlier` for the same key: the
    /// record is this one's, but a learner the storage did not have when
    /// `earlier` was made is still to be created.
    pub fn replacing(mut self, earlier: &Job) -> Job {
        if let (Job::Learner { known, .. }, Job::Learner { known: false, .. }) =
            (&mut self, earlier)
        {
            *known = false;
        }
        self
    }

    pub fn run(&self, storage: &dyn Storage) -> Result<(), StorageError> {
        match self {
            Job::Class(settings) => storage.update(CLASS_KEY, &mut |_| write(settings)),
            Job::Learner { learner, known } => storage.update(&learner.key(), &mut |now| {
                let mut mine = learner.clone();
                match now.map(read::<Learner>) {
                    None if *known => None,
                    None => write(&mine),
                    Some(Read::Newer) => None,
                    Some(Read::Ok(theirs)) => {
                        mine.merge_from(&theirs);
                        write(&mine)
                    }
                    Some(Read::Corrupt) => write(&mine),
                }
            }),
            Job::Remove { id, stamp } => storage
                .set_aside(&learner_key(id), &format!(".removed-{stamp}"))
                .map(drop),
        }
    }
}

impl Learner {
    fn key(&self) -> String {
        learner_key(&self.id)
    }
}

/// Something loading found, for the teacher to hear about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadProblem {
    /// Could not be understood; kept at `kept`, the rest loaded.
    Corrupt { key: String, kept: String },
    /// Written by a later version of Wahree: left as it is.
    Newer { key: String },
    /// Could not be read at all.
    Unreadable { key: String, error: StorageError },
}

/// What loading a class gives.
#[derive(Debug, Default)]
pub struct Loaded {
    pub settings: ClassSettings,
    pub learners: Vec<Learner>,
    pub problems: Vec<LoadProblem>,
    /// Records to write at once: a class from before this format, moved
    /// into it (the old file is kept beside it).
    pub jobs: Vec<Job>,
}

/// Reads the class in `storage`; `stamp` names set-aside files (seconds
/// since 1970). Nothing there is a fresh class; a settings file of an
/// earlier version becomes this format.
pub fn load(storage: &dyn Storage, stamp: u64) -> Loaded {
    let mut out = Loaded::default();
    let class = match storage.read(CLASS_KEY) {
        Ok(t) => t,
        Err(error) => {
            out.problems.push(LoadProblem::Unreadable {
                key: CLASS_KEY.into(),
                error,
            });
            None
        }
    };
    match class.as_deref().map(read::<ClassSettings>) {
        Some(Read::Ok(s)) => out.settings = s,
        Some(Read::Newer) => out.problems.push(LoadProblem::Newer {
            key: CLASS_KEY.into(),
        }),
        Some(Read::Corrupt) => set_aside(storage, CLASS_KEY, stamp, &mut out.problems),
        None => {
            if let Some(old) = legacy::load(storage, stamp, &mut out.problems) {
                out.jobs.push(Job::Class(old.settings.clone()));
                out.jobs.extend(old.learners.iter().map(|l| Job::Learner {
                    learner: l.clone(),
                    known: false,
                }));
                out.settings = old.settings;
                out.learners = old.learners;
                return out;
            }
        }
    }
    let keys = match storage.list(LEARNERS_DIR) {
        Ok(k) => k,
        Err(error) => {
            out.problems.push(LoadProblem::Unreadable {
                key: LEARNERS_DIR.into(),
                error,
            });
            Vec::new()
        }
    };
    for key in keys {
        let text = match storage.read(&key) {
            Ok(Some(t)) => t,
            Ok(None) => continue,
            Err(StorageError::NotText) => {
                set_aside(storage, &key, stamp, &mut out.problems);
                continue;
            }
            Err(error) => {
                out.problems.push(LoadProblem::Unreadable { key, error });
                continue;
            }
        };
        match read::<Learner>(&text) {
            // The file's name is the learner's id: a copied file keeps
            // its name's id, so two copies never share one.
            Read::Ok(mut l) => {
                if let Some(id) = id_of(&key) {
                    l.id = id;
                }
                out.learners.push(l);
            }
            Read::Newer => out.problems.push(LoadProblem::Newer { key }),
            Read::Corrupt => set_aside(storage, &key, stamp, &mut out.problems),
        }
    }
    out
}

fn id_of(key: &str) -> Option<LearnerId> {
    let name = key.strip_prefix(LEARNERS_DIR)?.strip_suffix(".ron")?;
    LearnerId::try_from(name.to_owned()).ok()
}

fn set_aside(storage: &dyn Storage, key: &str, stamp: u64, problems: &mut Vec<LoadProblem>) {
    problems.push(match storage.set_aside(key, &format!(".corrupt-{stamp}")) {
        Ok(kept) => LoadProblem::Corrupt {
            key: key.into(),
            kept,
        },
        Err(error) => LoadProblem::Unreadable {
            key: key.into(),
            error,
        },
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::progress::{LessonProgress, PuzzleRecord};
    use crate::classroom::storage::Memory;

    fn learner(id: &str, name: &str) -> Learner {
        Learner {
            id: LearnerId::try_from(id.to_owned()).unwrap(),
            name: name.into(),
            ..Learner::default()
        }
    }

    #[test]
    fn a_class_is_written_and_read_back() {
        let storage = Memory::new();
        let settings = ClassSettings {
            language: Some(Lang::Ja),
            current: Some(LearnerId::guest()),
            ..ClassSettings::default()
        };
        let mut aiko = learner("l1-a", "Aiko");
        aiko.second = Some(Lang::It);
        aiko.lessons
            .insert("board".into(), LessonProgress::default());
        for job in [
            Job::Class(settings.clone()),
            Job::Learner {
                learner: aiko.clone(),
                known: false,
            },
        ] {
            job.run(&storage).unwrap();
        }
        let loaded = load(&storage, 1);
        assert_eq!(loaded.settings, settings);
        assert_eq!(loaded.learners, [aiko]);
        assert!(loaded.problems.is_empty() && loaded.jobs.is_empty());
        let text = storage.read("learners/l1-a.ron").unwrap().unwrap();
        assert!(text.contains(&format!("format: {FORMAT}")), "{text}");
    }

    #[test]
    fn a_corrupt_learner_is_set_aside_and_the_others_load() {
        let storage = Memory::new();
        Job::Learner {
            learner: learner("l1-a", "Aiko"),
            known: false,
        }
        .run(&storage)
        .unwrap();
        storage.put("learners/l2-b.ron", "(format: 1, data: (name: 7))");
        storage.put("learners/l3-c.ron", "garbage(");
        let loaded = load(&storage, 42);
        assert_eq!(loaded.learners.len(), 1);
        assert_eq!(
            loaded.problems,
            [
                LoadProblem::Corrupt {
                    key: "learners/l2-b.ron".into(),
                    kept: "learners/l2-b.ron.corrupt-42".into()
                },
                LoadProblem::Corrupt {
                    key: "learners/l3-c.ron".into(),
                    kept: "learners/l3-c.ron.corrupt-42".into()
                },
            ]
        );
        assert_eq!(
            storage
                .read("learners/l3-c.ron.corrupt-42")
                .unwrap()
                .as_deref(),
            Some("garbage(")
        );
    }

    #[test]
    fn a_file_from_a_later_version_is_left_alone() {
        let storage = Memory::new();
        let later = "(format: 9, data: (name: \"Aiko\", wings: 2))";
        storage.put("learners/l1-a.ron", later);
        let loaded = load(&storage, 1);
        assert!(loaded.learners.is_empty());
        assert_eq!(
            loaded.problems,
            [LoadProblem::Newer {
                key: "learners/l1-a.ron".into()
            }]
        );
        // Saving that learner does not overwrite it either.
        Job::Learner {
            learner: learner("l1-a", "Aiko"),
            known: true,
        }
        .run(&storage)
        .unwrap();
        assert_eq!(
            storage.read("learners/l1-a.ron").unwrap().as_deref(),
            Some(later)
        );
    }

    #[test]
    fn saving_merges_with_what_another_window_wrote() {
        let storage = Memory::new();
        let mut theirs = learner("l1-a", "Aiko");
        theirs.puzzles.insert(
            "chain-three".into(),
            PuzzleRecord {
                solved: true,
                solves: 1,
                ..PuzzleRecord::default()
            },
        );
        Job::Learner {
            learner: theirs,
            known: false,
        }
        .run(&storage)
        .unwrap();
        let mut mine = learner("l1-a", "Aiko T.");
        mine.lessons.insert(
            "board".into(),
            LessonProgress {
                completed: [0, 1].into(),
                ..LessonProgress::default()
            },
        );
        Job::Learner {
            learner: mine,
            known: true,
        }
        .run(&storage)
        .unwrap();
        let back = load(&storage, 1).learners.remove(0);
        assert_eq!(back.name, "Aiko T.", "who they are is the saver's");
        assert!(
            back.puzzles["chain-three"].solved,
            "the other window's work stays"
        );
        assert_eq!(back.lessons["board"].completed.len(), 2);
    }

    #[test]
    fn a_learner_removed_elsewhere_is_not_brought_back_but_a_new_one_is_written() {
        let storage = Memory::new();
        Job::Learner {
            learner: learner("l1-a", "Aiko"),
            known: true,
        }
        .run(&storage)
        .unwrap();
        assert_eq!(storage.read("learners/l1-a.ron"), Ok(None));
        Job::Learner {
            learner: learner("l1-a", "Aiko"),
            known: false,
        }
        .run(&storage)
        .unwrap();
        Job::Remove {
            id: LearnerId::try_from("l1-a".to_owned()).unwrap(),
            stamp: 5,
        }
        .run(&storage)
        .unwrap();
        assert_eq!(storage.keys(), ["learners/l1-a.ron.removed-5"]);
    }
}
