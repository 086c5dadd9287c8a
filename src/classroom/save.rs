//! How a class is kept in a [`Storage`]: `class.ron` for the class's
//! settings and one `learners/<id>.ron` per learner, each in an envelope
//! with its format number. Loading sets a corrupt file aside (never
//! deletes it) and loads the rest; saving merges with what is there, so
//! two windows on one class folder keep each other's progress.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use super::learner::{Learner, LearnerId};
use super::legacy;
use super::look::Look;
use super::migrate::Migrate;
use super::pin::Pin;
use super::stamp::{Stamp, join_field};
use super::storage::{Storage, StorageError};
use crate::lang::Lang;

/// The format this version writes; files with a higher one are left alone,
/// files with a lower one are moved onto it when read (`migrate.rs`).
/// 1: the first; 2: the computer's levels are those of the ladder of 15
/// (format 1 kept levels 1 to 5 of the first ladder), and a learner may
/// have a computer that adapts to them; 3: the ladder of 19 (format 2's
/// levels 13 to 15 are now 14, 15 and 19); 4: records merge as joins
/// (a learner's facts in a journal, stamped fields, lesson steps by id;
/// the class's settings stamped; who learns now and the guest kept per
/// device under `devices/`), and a removed learner leaves a mark.
pub const FORMAT: u32 = 4;
pub const CLASS_KEY: &str = "class.ron";
pub const LEARNERS_DIR: &str = "learners/";
pub const DEVICES_DIR: &str = "devices/";

pub fn learner_key(id: &LearnerId) -> String {
    format!("{LEARNERS_DIR}{id}.ron")
}

/// Where a device keeps who learns on it now.
pub fn device_key(device: &str) -> String {
    format!("{DEVICES_DIR}{device}/device.ron")
}

/// Where a device keeps its own guest: each device has one, so emptying
/// the guest on one never touches another child's work on another.
pub fn guest_key(device: &str) -> String {
    format!("{DEVICES_DIR}{device}/guest.ron")
}

/// A device's name as a storage key: letters, digits and `-` (a computer's
/// host name, say), never empty.
pub fn device_name(raw: &str) -> String {
    let name: String = raw
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .take(40)
        .collect();
    let name = name.trim_matches('-');
    if name.is_empty() {
        "this".to_owned()
    } else {
        name.to_owned()
    }
}

/// The class's own settings: its language (for new learners and the
/// picker), how the screens look and the teacher's PIN, each stamped so
/// that a stale copy never overwrites a newer one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassSettings {
    /// None follows the system's language (a first start).
    pub language: Option<Lang>,
    pub look: Look,
    pub pin: Option<Pin>,
    pub stamps: SettingStamps,
    /// Who was learning last, as files of format 3 and earlier kept it for
    /// the whole class: read to start this device's own, never written.
    #[serde(skip_serializing)]
    pub current: Option<LearnerId>,
}

/// When each of the class's settings last changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct SettingStamps {
    pub language: Stamp,
    pub look: Stamp,
    pub pin: Stamp,
}

impl ClassSettings {
    /// The join of two copies: each setting from the copy that changed it
    /// last.
    pub fn merge_from(&mut self, other: &ClassSettings) {
        let (s, o) = (&mut self.stamps, &other.stamps);
        join_field(
            &mut self.language,
            &mut s.language,
            &other.language,
            o.language,
        );
        join_field(&mut self.look, &mut s.look, &other.look, o.look);
        join_field(&mut self.pin, &mut s.pin, &other.pin, o.pin);
    }

    pub fn latest_stamp(&self) -> Stamp {
        let s = &self.stamps;
        s.language.max(s.look).max(s.pin)
    }
}

/// What one device keeps of its own: who learns on it now, and the class
/// server it syncs with, if it joined one.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DeviceState {
    pub current: Option<LearnerId>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<super::link::Link>,
}

impl Migrate for DeviceState {
    fn migrate(&mut self, _from: u32) {}
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

/// The mark a removed learner leaves at their key: no data about them, so
/// that no stale copy brings them back.
fn tombstone(stamp: u64) -> String {
    format!("(format: {FORMAT}, removed: true, at: {stamp})")
}

/// What a file holds, as far as this version can tell.
enum Read<T> {
    Ok(T),
    /// A removed learner's mark.
    Removed,
    /// Written by a later version: left alone, neither loaded nor written.
    Newer,
    Corrupt,
}

fn read<T: for<'de> Deserialize<'de> + Migrate>(text: &str) -> Read<T> {
    #[derive(Deserialize)]
    struct Format {
        format: u32,
        #[serde(default)]
        removed: bool,
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
            Ok(f) if f.removed => return Read::Removed,
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
    /// Who learns on this device now, at `key` ([`device_key`]).
    Device {
        key: String,
        state: DeviceState,
    },
    /// A learner at `key` (theirs, or the device's guest's). `known`: the
    /// learner was read from the storage (or written to it) before.
    Learner {
        key: String,
        learner: Box<Learner>,
        known: bool,
    },
    /// A removed learner's file, set aside with this stamp (seconds), and
    /// a mark left in its place.
    Remove {
        id: LearnerId,
        stamp: u64,
    },
}

impl Job {
    /// A named learner's record at their own key.
    pub fn learner(learner: Learner, known: bool) -> Job {
        Job::Learner {
            key: learner_key(&learner.id),
            learner: Box::new(learner),
            known,
        }
    }

    /// The key it writes: later jobs for the same key replace earlier ones
    /// still waiting (each job is the whole record).
    pub fn key(&self) -> String {
        match self {
            Job::Class(_) => CLASS_KEY.to_owned(),
            Job::Device { key, .. } | Job::Learner { key, .. } => key.clone(),
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
            Job::Class(settings) => storage.update(CLASS_KEY, &mut |now| {
                let mut mine = settings.clone();
                match now.map(read::<ClassSettings>) {
                    Some(Read::Newer) => None,
                    Some(Read::Ok(theirs)) => {
                        mine.merge_from(&theirs);
                        write(&mine)
                    }
                    None | Some(Read::Corrupt) | Some(Read::Removed) => write(&mine),
                }
            }),
            Job::Device { key, state } => {
                storage.update(key, &mut |now| match now.map(read::<DeviceState>) {
                    Some(Read::Newer) => None,
                    _ => write(state),
                })
            }
            Job::Learner {
                key,
                learner,
                known: _,
            } => storage.update(key, &mut |now| {
                let mut mine = (**learner).clone();
                match now.map(read::<Learner>) {
                    // Missing: new, or set aside as damaged elsewhere; this
                    // copy is good either way.
                    None | Some(Read::Corrupt) => write(&mine),
                    Some(Read::Newer) | Some(Read::Removed) => None,
                    Some(Read::Ok(theirs)) => {
                        mine.merge_from(&theirs);
                        write(&mine)
                    }
                }
            }),
            Job::Remove { id, stamp } => {
                let key = learner_key(id);
                storage.set_aside(&key, &format!(".removed-{stamp}"))?;
                storage.update(&key, &mut |_| Some(tombstone(*stamp)))
            }
        }
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
#[derive(Debug)]
pub struct Loaded {
    pub settings: ClassSettings,
    /// This device's own state, and its name in the storage.
    pub device: DeviceState,
    pub device_name: String,
    /// The learners, this device's guest among them.
    pub learners: Vec<Learner>,
    /// Learners removed (their marks).
    pub removed: BTreeSet<LearnerId>,
    pub problems: Vec<LoadProblem>,
    /// Records to write at once: a class from before this format, moved
    /// into it (the old file is kept beside it).
    pub jobs: Vec<Job>,
}

impl Default for Loaded {
    fn default() -> Loaded {
        Loaded {
            settings: ClassSettings::default(),
            device: DeviceState::default(),
            device_name: device_name(""),
            learners: Vec::new(),
            removed: BTreeSet::new(),
            problems: Vec::new(),
            jobs: Vec::new(),
        }
    }
}

/// Reads the class in `storage` as the device named `this` (none
/// special); `stamp` names set-aside files (seconds since 1970).
pub fn load(storage: &dyn Storage, stamp: u64) -> Loaded {
    load_as(storage, stamp, "this")
}

/// Reads the class in `storage` as the device `device` sees it (its own
/// guest and who learns on it now); `stamp` names set-aside files
/// (seconds since 1970). Nothing there is a fresh class; a settings file of
/// an earlier version becomes this format.
pub fn load_as(storage: &dyn Storage, stamp: u64, device: &str) -> Loaded {
    let device = device_name(device);
    let mut out = Loaded {
        device_name: device.clone(),
        ..Loaded::default()
    };
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
        Some(Read::Corrupt) | Some(Read::Removed) => {
            set_aside(storage, CLASS_KEY, stamp, &mut out.problems)
        }
        None => {
            if let Some(mut old) = legacy::load(storage, stamp, &mut out.problems) {
                out.device.current = old.settings.current.take();
                out.jobs.push(Job::Class(old.settings.clone()));
                out.jobs.push(Job::Device {
                    key: device_key(&device),
                    state: out.device.clone(),
                });
                out.jobs.extend(old.learners.iter().map(|l| Job::Learner {
                    key: if l.id.is_guest() {
                        guest_key(&device)
                    } else {
                        learner_key(&l.id)
                    },
                    learner: Box::new(l.clone()),
                    known: false,
                }));
                out.settings = old.settings;
                out.learners = old.learners;
                return out;
            }
        }
    }
    out.device = match storage.read(&device_key(&device)) {
        Ok(Some(text)) => match read::<DeviceState>(&text) {
            Read::Ok(d) => d,
            _ => DeviceState::default(),
        },
        // A device new to this class starts where the class's file of an
        // earlier format says the class was.
        _ => DeviceState {
            current: out.settings.current.clone(),
            ..DeviceState::default()
        },
    };
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
    let mut shared_guest = None;
    for key in keys {
        let Some(mut l) = read_learner(storage, &key, stamp, &mut out) else {
            continue;
        };
        // The file's name is the learner's id: a copied file keeps its
        // name's id, so two copies never share one.
        if let Some(id) = id_of(&key) {
            l.id = id;
        }
        if l.id.is_guest() {
            // The one guest of format 3 and earlier, shared by every
            // device: a device without a guest of its own starts from it.
            shared_guest = Some(l);
        } else {
            out.learners.push(l);
        }
    }
    let own = guest_key(&device);
    let guest = match storage.read(&own) {
        Ok(Some(_)) => read_learner(storage, &own, stamp, &mut out),
        _ => shared_guest.map(|mut g| {
            // Written under this device's key at the first change.
            g.id = LearnerId::guest();
            g
        }),
    };
    if let Some(mut g) = guest {
        g.id = LearnerId::guest();
        out.learners.push(g);
    }
    out
}

/// One learner's file, or none (missing, removed, newer, damaged: the
/// last two reported, a damaged file set aside).
fn read_learner(storage: &dyn Storage, key: &str, stamp: u64, out: &mut Loaded) -> Option<Learner> {
    let text = match storage.read(key) {
        Ok(Some(t)) => t,
        Ok(None) => return None,
        Err(StorageError::NotText) => {
            set_aside(storage, key, stamp, &mut out.problems);
            return None;
        }
        Err(error) => {
            out.problems.push(LoadProblem::Unreadable {
                key: key.into(),
                error,
            });
            return None;
        }
    };
    match read::<Learner>(&text) {
        Read::Ok(l) => Some(l),
        Read::Removed => {
            if let Some(id) = id_of(key) {
                out.removed.insert(id);
            }
            None
        }
        Read::Newer => {
            out.problems.push(LoadProblem::Newer { key: key.into() });
            None
        }
        Read::Corrupt => {
            set_aside(storage, key, stamp, &mut out.problems);
            None
        }
    }
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
    use crate::classroom::progress::LessonProgress;
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
            ..ClassSettings::default()
        };
        let mut aiko = learner("l1-a", "Aiko");
        aiko.second = Some(Lang::It);
        aiko.lessons
            .insert("board".into(), LessonProgress::default());
        for job in [
            Job::Class(settings.clone()),
            Job::learner(aiko.clone(), false),
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
        Job::learner(learner("l1-a", "Aiko"), false)
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
        Job::learner(learner("l1-a", "Aiko"), true)
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
        let theirs = learner("l1-a", "Aiko").with_event(
            3,
            crate::classroom::Event::Try {
                puzzle: "chain-three".into(),
                solved: true,
            },
        );
        Job::learner(theirs, false).run(&storage).unwrap();
        let mut mine = learner("l1-a", "Aiko T.");
        // Renamed here after the other window read Aiko.
        mine.stamps.name = Stamp {
            at: 9,
            origin: 2,
            n: 1,
        };
        mine.lessons.insert(
            "board".into(),
            LessonProgress {
                completed: ["rows".to_owned(), "your-row".to_owned()].into(),
                ..LessonProgress::default()
            },
        );
        Job::learner(mine, true).run(&storage).unwrap();
        let back = load(&storage, 1).learners.remove(0);
        assert_eq!(back.name, "Aiko T.", "the later rename wins");
        assert!(
            back.puzzles["chain-three"].solved,
            "the other window's work stays"
        );
        assert_eq!(back.lessons["board"].completed.len(), 2);
    }

    #[test]
    fn a_removed_learner_is_never_brought_back_but_one_set_aside_is() {
        let storage = Memory::new();
        let aiko = learner("l1-a", "Aiko");
        Job::learner(aiko.clone(), false).run(&storage).unwrap();
        // Set aside as damaged by another window: this window's good copy
        // is written back.
        storage
            .set_aside("learners/l1-a.ron", ".corrupt-3")
            .unwrap();
        Job::learner(aiko.clone(), true).run(&storage).unwrap();
        assert_eq!(load(&storage, 4).learners, std::slice::from_ref(&aiko));
        // Removed: the file is set aside and a mark left in its place, so
        // no window's stale copy brings Aiko back, and loading skips it.
        let id = LearnerId::try_from("l1-a".to_owned()).unwrap();
        Job::Remove {
            id: id.clone(),
            stamp: 5,
        }
        .run(&storage)
        .unwrap();
        Job::learner(aiko, true).run(&storage).unwrap();
        let loaded = load(&storage, 6);
        assert!(loaded.learners.is_empty() && loaded.problems.is_empty());
        assert_eq!(loaded.removed, BTreeSet::from([id]));
        assert!(
            storage
                .keys()
                .contains(&"learners/l1-a.ron.removed-5".to_owned())
        );
        let mark = storage.read("learners/l1-a.ron").unwrap().unwrap();
        assert!(
            !mark.contains("Aiko"),
            "nothing about the child is kept: {mark}"
        );
    }
}
