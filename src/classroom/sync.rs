//! What a device and the class server say to each other: the learners each
//! changed, merged on both sides by the same join ([`Learner::merge_from`]),
//! so that thirty devices syncing in any order agree and lose nothing.
//!
//! Records travel in a numbered format. A device newer or older than the
//! server is told so ([`Refusal`]) and keeps its changes until both speak
//! the same format.

use serde::{Deserialize, Serialize};

use super::learner::{Learner, LearnerId};

/// The format this version speaks. 1: learners as saved in format 4
/// (stamped fields, a journal of facts, lesson steps by id).
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
    /// Learners this device changed, each whole (a join: sending one twice
    /// does no harm).
    pub learners: Vec<Learner>,
    /// Learners whose progress the device wants in full when it changes;
    /// of the others it gets who they are (name, card, languages), enough
    /// for "Who is playing?".
    pub follow: Vec<LearnerId>,
    /// Learners the device wants in full now, changed or not (a card
    /// picked on it for the first time).
    pub fetch: Vec<LearnerId>,
}

/// The server's answer: the class's revision now, and every learner
/// changed since the device's `since` (in full if followed).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Response {
    pub format: u32,
    pub rev: u64,
    pub class: ClassInfo,
    pub learners: Vec<Learner>,
    /// Learners the teacher removed: the device drops them.
    pub removed: Vec<LearnerId>,
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
/// are, none of their progress.
pub fn identity_only(l: &Learner) -> Learner {
    Learner {
        id: l.id.clone(),
        name: l.name.clone(),
        card: l.card,
        lang: l.lang,
        second: l.second,
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
