//! What a device and the class server say to each other: the learners each
//! changed, merged on both sides by the same join ([`Learner::merge_from`]),
//! so that thirty devices syncing in any order agree and lose nothing.
//!
//! Records travel in a numbered format. A device newer or older than the
//! server is told so ([`Refusal`]) and keeps its changes until both speak
//! the same format.

use serde::{Deserialize, Serialize};

use super::learner::{Learner, LearnerId};
use super::progress::LessonProgress;
use super::stamp::Stamp;

/// The format this version speaks. 1: learners as saved in format 4
/// (stamped fields, a journal of facts, lesson steps by id). A device
/// may send a learner whole or only what the server lacks of them
/// ([`delta`]): both are learners of this format and merge alike, so
/// devices and servers that send or expect either still agree and the
/// number stays 1.
pub const FORMAT: u32 = 1;
/// The oldest format this version still understands.
pub const OLDEST: u32 = 1;
/// The most learners one sync carries (a device with more waiting sends
/// them over several).
pub const MAX_LEARNERS_PER_SYNC: usize = 60;

/// A device's sync: what it changed since it last synced, and the learners
/// whose whole progress it wants back (those who learn on it).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Request {
    pub format: u32,
    /// The class's revision the device last saw (0 at first).
    pub since: u64,
    /// Learners this device changed: each whole, or only what the server
    /// has not acknowledged of them ([`delta`]). Either way a join:
    /// sending one twice does no harm.
    pub learners: Vec<Learner>,
    /// Learners whose progress the device wants in full when it changes;
    /// of the others it gets who they are (name, card, languages), enough
    /// for "Who is playing?".
    pub follow: Vec<LearnerId>,
    /// Learners the device wants in full now, changed or not (a card
    /// picked on it for the first time).
    pub fetch: Vec<LearnerId>,
}

/// The server's answer: the class's revision now, the learners the device
/// follows changed since its `since` (in full), and the others whose card
/// ([`card_of`]) changed since then (as who they are).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Response {
    pub format: u32,
    /// The server's clock (seconds since 1970; 0 from a server before
    /// it was sent): the device stamps by it (`super::clock`).
    pub now: u64,
    pub rev: u64,
    pub class: ClassInfo,
    pub learners: Vec<Learner>,
    /// Learners the teacher removed: the device drops them.
    pub removed: Vec<LearnerId>,
    /// Of those, the ones the teacher merged into another (two records of
    /// one child): the device moves what it has of them there first.
    pub merged: Vec<Merged>,
}

/// A learner merged into another by the teacher.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Merged {
    pub from: LearnerId,
    pub into: LearnerId,
}

/// What of `gone` goes into the learner `into` it was merged into: their
/// progress, and who they are as the least a merge sees (so `into`'s
/// stays), at `epoch` (`into`'s: what was wiped is not wiped again).
pub fn moved_into(gone: &Learner, into: &LearnerId, epoch: u32) -> Learner {
    Learner {
        id: into.clone(),
        lessons: gone.lessons.clone(),
        journal: gone.journal.clone(),
        best_streak: gone.best_streak,
        added: gone.added,
        active: gone.active,
        epoch,
        furigana: false,
        ..Learner::default()
    }
}

/// What a device may know of its class.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClassInfo {
    pub id: String,
    pub name: String,
}

/// Why a server or device refuses the other's records; each has words for
/// the teacher in the app (`sync-refused-…` in `server.ftl`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    /// The device is newer than the server: update the server.
    DeviceNewer,
    /// The device is older than the server: update the app.
    DeviceOlder,
}

impl Refusal {
    /// Whether a device speaking `format` can sync with this version.
    pub fn of(format: u32) -> Option<Refusal> {
        if format > FORMAT {
            Some(Refusal::DeviceNewer)
        } else if format < OLDEST {
            Some(Refusal::DeviceOlder)
        } else {
            None
        }
    }

    pub fn message_id(self) -> &'static str {
        match self {
            Refusal::DeviceNewer => "sync-refused-device-newer",
            Refusal::DeviceOlder => "sync-refused-device-older",
        }
    }
}

/// A learner as a device that does not follow them sees them: who they
/// are, none of their progress. Below the learner in the join's order
/// (merged into them it changes nothing, tests/merge.rs): every field it
/// keeps goes with its own stamp, every other is the least a merge sees.
pub fn identity_only(l: &Learner) -> Learner {
    Learner {
        id: l.id.clone(),
        name: l.name.clone(),
        card: l.card,
        lang: l.lang,
        second: l.second,
        furigana: l.furigana,
        coach: l.coach,
        stamps: super::learner::Stamps {
            last: Default::default(),
            ..l.stamps
        },
        added: l.added,
        active: l.active,
        epoch: l.epoch,
        ..Learner::default()
    }
}

/// What every device of the class shows of a learner it does not follow
/// ("Who is playing?"): who they are without when they were last active,
/// which changes at every step they make. The server sends a learner to
/// the devices that do not follow them only when this changed, so thirty
/// devices do not each get thirty learners at every sync.
pub fn card_of(l: &Learner) -> Learner {
    Learner {
        active: 0,
        ..identity_only(l)
    }
}

/// What of `now` a copy that holds `acked` lacks: the fields that
/// differ from it, the lesson steps and scores it does not have, the facts
/// it does not have. Every other field is the least a merge can see (no
/// stamp; `furigana` off, the one field whose default is not the least),
/// so for any copy `s` that holds `acked` (`s` merged with `acked` is `s`),
/// `s` merged with the delta is `s` merged with `now` (tests/merge.rs).
/// A learner wiped since (another epoch) travels whole.
pub fn delta(now: &Learner, acked: &Learner) -> Learner {
    if now.epoch != acked.epoch || now.id != acked.id {
        return now.clone();
    }
    let (n, a) = (&now.stamps, &acked.stamps);
    let mut d = Learner {
        id: now.id.clone(),
        furigana: false,
        epoch: now.epoch,
        ..Learner::default()
    };
    fn field<T: Clone + PartialEq>(
        out: (&mut T, &mut Stamp),
        now: (&T, Stamp),
        acked: (&T, Stamp),
    ) {
        if now.1 != acked.1 || now.0 != acked.0 {
            *out.0 = now.0.clone();
            *out.1 = now.1;
        }
    }
    let s = &mut d.stamps;
    field(
        (&mut d.name, &mut s.name),
        (&now.name, n.name),
        (&acked.name, a.name),
    );
    field(
        (&mut d.card, &mut s.card),
        (&now.card, n.card),
        (&acked.card, a.card),
    );
    field(
        (&mut d.lang, &mut s.lang),
        (&now.lang, n.lang),
        (&acked.lang, a.lang),
    );
    field(
        (&mut d.second, &mut s.second),
        (&now.second, n.second),
        (&acked.second, a.second),
    );
    field(
        (&mut d.furigana, &mut s.furigana),
        (&now.furigana, n.furigana),
        (&acked.furigana, a.furigana),
    );
    field(
        (&mut d.coach, &mut s.coach),
        (&now.coach, n.coach),
        (&acked.coach, a.coach),
    );
    field(
        (&mut d.last, &mut s.last),
        (&now.last, n.last),
        (&acked.last, a.last),
    );
    let other = |x: u64, y: u64| if x == y { 0 } else { x };
    d.added = other(now.added, acked.added);
    d.active = other(now.active, acked.active);
    d.best_streak = if now.best_streak == acked.best_streak {
        0
    } else {
        now.best_streak
    };
    for (lesson, p) in &now.lessons {
        let had = acked.lessons.get(lesson);
        let mut new = LessonProgress::default();
        for step in &p.completed {
            if !had.is_some_and(|h| h.completed.contains(step)) {
                new.completed.insert(step.clone());
            }
        }
        for (step, &score) in &p.scores {
            if had.and_then(|h| h.scores.get(step)) != Some(&score) {
                new.scores.insert(step.clone(), score);
            }
        }
        if !new.completed.is_empty() || !new.scores.is_empty() {
            d.lessons.insert(lesson.clone(), new);
        }
    }
    if now.journal.baseline != acked.journal.baseline {
        d.journal.baseline = now.journal.baseline.clone();
    }
    for (stamp, event) in now.journal.facts() {
        if !acked.journal.has(stamp, event) {
            d.journal.add(*stamp, event.clone());
        }
    }
    d.settle();
    d
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::journal::Event;

    #[test]
    fn formats_out_of_range_are_refused_with_words() {
        assert_eq!(Refusal::of(FORMAT), None);
        assert_eq!(Refusal::of(FORMAT + 1), Some(Refusal::DeviceNewer));
        assert_eq!(Refusal::of(0), Some(Refusal::DeviceOlder));
    }

    #[test]
    fn a_learner_travels_as_json_and_comes_back_the_same() {
        let l = Learner {
            id: LearnerId::try_from("l1-a".to_owned()).unwrap(),
            name: "Aiko".into(),
            ..Learner::default()
        }
        .with_event(
            5,
            Event::Rated {
                puzzle: "p1".into(),
                rating: 900,
                solved: true,
            },
        );
        let text = serde_json::to_string(&Request {
            format: FORMAT,
            learners: vec![l.clone()],
            ..Request::default()
        })
        .unwrap();
        let back: Request = serde_json::from_str(&text).unwrap();
        let mut got = back.learners[0].clone();
        got.settle();
        assert_eq!(got, l);
        assert_eq!(got.rating.tries, 1);
        // Merged into an empty copy, who they are arrives without progress.
        let only = identity_only(&l);
        assert_eq!(only.name, "Aiko");
        assert!(only.journal.is_empty() && only.rating.tries == 0);
    }
}
