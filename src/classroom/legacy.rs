//! The single `settings.ron` of earlier versions (the look, the language,
//! and every learner in one file), read once and moved into the class
//! format. The old file is kept beside it, renamed, never deleted.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::last::Last;
use super::learner::{Card, Learner, LearnerId};
use super::look::{BoardSize, Look, Speed, ThemeChoice};
use super::progress::{LessonProgress, PuzzleRecord};
use super::save::{ClassSettings, LoadProblem};
use super::storage::{Storage, StorageError};
use crate::lang::Lang;

pub const KEY: &str = "settings.ron";

#[derive(Deserialize, Default)]
#[serde(default)]
struct Saved {
    language: Option<String>,
    theme: ThemeChoice,
    speed: Speed,
    board_size: BoardSize,
    learners: Vec<OldLearner>,
    current: usize,
    /// From before learner profiles: one learner's progress at the top.
    puzzles: BTreeMap<String, OldResult>,
    lessons: BTreeMap<String, LessonProgress>,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct OldLearner {
    name: String,
    puzzles: BTreeMap<String, OldResult>,
    lessons: BTreeMap<String, LessonProgress>,
    coach: bool,
    #[serde(deserialize_with = "super::last::lenient")]
    last: Option<Last>,
}

#[derive(Deserialize, Clone, Copy, PartialEq, Eq)]
enum OldResult {
    Solved,
    Failed,
}

impl OldResult {
    fn record(self) -> PuzzleRecord {
        match self {
            OldResult::Solved => PuzzleRecord {
                solved: true,
                solves: 1,
                ..PuzzleRecord::default()
            },
            OldResult::Failed => PuzzleRecord {
                misses: 1,
                ..PuzzleRecord::default()
            },
        }
    }
}

/// The class an old settings file describes.
pub struct Old {
    pub settings: ClassSettings,
    pub learners: Vec<Learner>,
}

/// The old file as a class, if there is one; it is renamed to
/// `settings.ron.before-classes` (or `.corrupt-STAMP` when it cannot be
/// understood, which leaves a fresh class and a problem to report).
pub fn load(storage: &dyn Storage, stamp: u64, problems: &mut Vec<LoadProblem>) -> Option<Old> {
    let text = match storage.read(KEY) {
        Ok(Some(t)) => t,
        Ok(None) => return None,
        Err(StorageError::NotText) => {
            set_aside(storage, &format!(".corrupt-{stamp}"), problems, true);
            return None;
        }
        Err(error) => {
            problems.push(LoadProblem::Unreadable {
                key: KEY.into(),
                error,
            });
            return None;
        }
    };
    let Ok(saved) = ron::from_str::<Saved>(&text) else {
        set_aside(storage, &format!(".corrupt-{stamp}"), problems, true);
        return None;
    };
    set_aside(storage, ".before-classes", problems, false);
    Some(convert(saved, stamp))
}

fn set_aside(storage: &dyn Storage, suffix: &str, problems: &mut Vec<LoadProblem>, corrupt: bool) {
    match storage.set_aside(KEY, suffix) {
        Ok(kept) if corrupt => problems.push(LoadProblem::Corrupt {
            key: KEY.into(),
            kept,
        }),
        Ok(_) => {}
        Err(error) => problems.push(LoadProblem::Unreadable {
            key: KEY.into(),
            error,
        }),
    }
}

fn convert(mut saved: Saved, stamp: u64) -> Old {
    // Before profiles: the top-level progress is the first learner's
    // (merged, should a file have both; what the learner has wins).
    if !saved.puzzles.is_empty() || !saved.lessons.is_empty() {
        if saved.learners.is_empty() {
            saved.learners.push(OldLearner::default());
        }
        let first = &mut saved.learners[0];
        for (id, r) in std::mem::take(&mut saved.puzzles) {
            first.puzzles.entry(id).or_insert(r);
        }
        for (id, p) in std::mem::take(&mut saved.lessons) {
            first.lessons.entry(id).or_insert(p);
        }
    }
    let mut cards = Vec::new();
    let mut current = None;
    let mut learners = Vec::new();
    for (i, old) in saved.learners.into_iter().enumerate() {
        let id = if old.name.is_empty() {
            LearnerId::guest()
        } else {
            // Their old place keeps them in order and apart.
            LearnerId::fresh(&old.name, stamp * 1000 + i as u64)
        };
        if learners.iter().any(|l: &Learner| l.id == id) {
            continue;
        }
        let card = if id.is_guest() {
            Card::default()
        } else {
            let c = Card::first_free(&cards);
            cards.push(c);
            c
        };
        if i == saved.current {
            current = Some(id.clone());
        }
        let mut learner = Learner {
            id,
            name: old.name,
            card,
            lessons: old.lessons,
            puzzles: old
                .puzzles
                .into_iter()
                .map(|(id, r)| (id, r.record()))
                .collect(),
            coach: old.coach,
            last: old.last,
            added: stamp,
            ..Learner::default()
        };
        // Its game to continue names a level of the first ladder; its
        // counts are the journal's baseline, as for any old learner.
        super::migrate::Migrate::migrate(&mut learner, 1);
        learners.push(learner);
    }
    Old {
        settings: ClassSettings {
            language: saved.language.as_deref().and_then(Lang::from_tag),
            look: Look {
                theme: saved.theme,
                speed: saved.speed,
                board_size: saved.board_size,
                speak_focus: false,
                less_movement: false,
            },
            pin: None,
            current,
            ..ClassSettings::default()
        },
        learners,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::save;
    use crate::classroom::storage::Memory;

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

    /// And as the last version wrote it, with learners.
    const WITH_LEARNERS: &str = r#"(
    language: Some("ja"),
    theme: Light,
    speed: Slow,
    board_size: Projector,
    learners: [
        (name: "", puzzles: {"a": Failed}, coach: true),
        (name: "Aiko", puzzles: {"a": Solved}, lessons: {"board": (completed: [0])},
         last: Some((lesson: Some("board"), step: Some(4)))),
        (name: "Mateo", last: Some((game: Some((moves: [2, 8], level: Some(2), teaching: true))))),
    ],
    current: 1,
)"#;

    #[test]
    fn progress_from_before_profiles_becomes_the_guests_and_the_file_is_kept() {
        let storage = Memory::new();
        storage.put(KEY, BEFORE_PROFILES);
        let loaded = save::load(&storage, 7);
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        assert_eq!(loaded.settings.language, Some(Lang::It));
        assert_eq!(loaded.settings.look.theme, ThemeChoice::Dark);
        assert_eq!(loaded.settings.look.speed, Speed::Fast);
        let [guest] = loaded.learners.as_slice() else {
            panic!("{:?}", loaded.learners);
        };
        assert!(guest.id.is_guest());
        assert!(guest.puzzles["wipe-two-houses"].solved);
        assert_eq!(guest.puzzles["chain-three"].misses, 1);
        assert_eq!(guest.lessons["board"].completed.len(), 3);
        assert_eq!(
            storage
                .read("settings.ron.before-classes")
                .unwrap()
                .as_deref(),
            Some(BEFORE_PROFILES)
        );
        // The jobs write the new format; loading again reads it.
        for job in &loaded.jobs {
            job.run(&storage).unwrap();
        }
        let again = save::load(&storage, 8);
        assert!(again.jobs.is_empty());
        assert_eq!(again.learners, loaded.learners);
        assert_eq!(again.settings, loaded.settings);
        assert_eq!(again.device, loaded.device, "who learns here is kept");
    }

    #[test]
    fn learners_of_the_last_version_keep_names_progress_and_continue() {
        let storage = Memory::new();
        storage.put(KEY, WITH_LEARNERS);
        let loaded = save::load(&storage, 7);
        let names: Vec<_> = loaded.learners.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["", "Aiko", "Mateo"]);
        let aiko = &loaded.learners[1];
        assert_eq!(loaded.device.current.as_ref(), Some(&aiko.id));
        assert_eq!(loaded.settings.look.board_size, BoardSize::Projector);
        assert!(aiko.puzzles["a"].solved);
        assert_eq!(
            aiko.last,
            Some(Last::Lesson {
                id: "board".into(),
                step: 4
            })
        );
        assert!(loaded.learners[0].coach);
        let Some(Last::Game(game)) = &loaded.learners[2].last else {
            panic!("{:?}", loaded.learners[2].last);
        };
        assert_eq!(game.level, Some(6), "the first ladder's level 2");
        assert_ne!(loaded.learners[1].card, loaded.learners[2].card);
    }

    #[test]
    fn a_corrupt_old_file_is_kept_aside_and_a_fresh_class_starts() {
        let storage = Memory::new();
        storage.put(KEY, "(language: Some(\"it\"), theme: Purple");
        let loaded = save::load(&storage, 9);
        assert!(loaded.learners.is_empty());
        assert_eq!(
            loaded.problems,
            [LoadProblem::Corrupt {
                key: KEY.into(),
                kept: "settings.ron.corrupt-9".into()
            }]
        );
    }
}
