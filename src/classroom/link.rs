//! A device joined to a class server: which server and class, the class's
//! revision it last saw, the learners changed here that the server has not
//! acknowledged yet (kept across restarts, so nothing waits in vain when
//! the network is gone), and the learners who learn on this device, whose
//! whole progress it keeps in sync. Kept with the device's own state,
//! never with the class.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::learner::LearnerId;
use super::sync::{ClassInfo, Refusal};

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Link {
    /// The server's address (`http://10.0.0.5:8080`); empty for the server
    /// that served this page.
    pub url: String,
    /// The device's secret, given when it joined.
    pub token: String,
    pub class: ClassInfo,
    /// The class code the device joined with (`K7QD3M`): the teacher signs
    /// in with it and the class's password, and it is shown with its link.
    pub code: String,
    /// The class's revision this device last saw.
    pub since: u64,
    /// Learners changed here and not yet acknowledged, each with the count
    /// of its last change (a change made while a sync is on its way is
    /// sent again).
    pub unsynced: BTreeMap<LearnerId, u64>,
    /// Learners picked on this device: their progress is kept whole here.
    pub followed: BTreeSet<LearnerId>,
    /// Followed learners whose whole progress this device has not had yet.
    pub fetch: BTreeSet<LearnerId>,
    /// The first sync after joining has not happened yet: learners this
    /// device had before it joined are then matched to the class's by name.
    pub fresh: bool,
    /// The server refused this device's records (a newer or older
    /// format): nothing is sent until an update.
    pub refused: Option<Refusal>,
    /// Counts changes, for `unsynced`.
    pub changes: u64,
    /// Seconds to add to this device's clock to read the server's, as the
    /// last sync told (`classroom::clock`): kept across restarts, so a
    /// device whose clock is off stamps by the server's from the start.
    pub clock: i64,
}

impl Link {
    /// A device that has just joined `class` at `url` with `token`.
    pub fn joined(url: &str, token: &str, class: ClassInfo) -> Link {
        Link {
            url: url.to_owned(),
            token: token.to_owned(),
            class,
            fresh: true,
            ..Link::default()
        }
    }

    /// A learner changed here.
    pub fn changed(&mut self, id: &LearnerId) {
        if id.is_guest() {
            return;
        }
        self.changes += 1;
        self.unsynced.insert(id.clone(), self.changes);
    }

    /// Whether changes wait to be sent.
    pub fn waiting(&self) -> bool {
        !self.unsynced.is_empty()
    }

    /// A learner picked on this device.
    pub fn follow(&mut self, id: &LearnerId) {
        if !id.is_guest() && self.followed.insert(id.clone()) {
            self.fetch.insert(id.clone());
        }
    }
}
