//! The app's conversation with the class server: the sync loop and what
//! the server answers. A device joined to a class sends what changed a
//! little after a change ([`DEBOUNCE`], so a burst of moves is one sync),
//! every [`EVERY`] while joined (for the others' changes), and at once
//! when a learner is picked (their whole record comes with the answer).
//! What to send and what an answer means are the classroom's
//! (`Classroom::sync_request`, `synced`, `sync_refused`); this only says
//! when, and what the sign on the children's screens shows. With no
//! network the changes wait (kept with the device's state, so across a
//! restart too) and each try waits longer, up to [`MAX_WAIT`].

use std::sync::Arc;
use std::time::Duration;

use iced::time::Instant;
use iced::{Subscription, Task};

use super::remote::api::{self, ClassCard, Failure, Hello, Joined, ServerClass};
use super::remote::{Remote, Transport};
use crate::classroom::sync::{Refusal, Response};
use crate::classroom::{Classroom, LearnerId, Sent};

/// How long after a change its sync waits for more.
pub const DEBOUNCE: Duration = Duration::from_secs(2);
/// How often a joined device asks for the class's changes.
pub const EVERY: Duration = Duration::from_secs(10);
/// The longest wait between two tries while the server cannot be reached.
pub const MAX_WAIT: Duration = Duration::from_secs(60);
/// A sync not answered after this long is taken as lost.
pub const LOST: Duration = Duration::from_secs(90);

/// What the server answered, and the clock's ticks.
#[derive(Clone, Debug)]
pub enum Message {
    /// A second passed (while joined, or while the teacher's view of the
    /// server's class is open).
    Tick(Instant),
    /// Sync as soon as possible.
    Now,
    /// The network may be back: the browser went online, or the window
    /// or page got the focus.
    NetworkBack,
    /// The answer to a sync started while joined as `generation`.
    Synced {
        generation: u64,
        sent: Sent,
        answer: Result<Response, Failure>,
    },
    Hello(Result<Hello, Failure>),
    /// The answer to joining the class with `code` at `base`.
    Joined {
        base: String,
        code: String,
        answer: Result<Joined, Failure>,
    },
    SignedIn(Result<ClassCard, Failure>),
    /// The whole class, for the teacher's view; `asked`: the teacher is
    /// waiting for it (else it is a refresh of the view on show).
    Class {
        asked: bool,
        answer: Result<Box<ServerClass>, Failure>,
    },
    /// The class's CSV, to be written at this path (a download in the
    /// browser).
    Csv {
        path: std::path::PathBuf,
        answer: Result<String, Failure>,
    },
    /// A learner's data, to be written at this path.
    LearnerData {
        path: std::path::PathBuf,
        answer: Result<String, Failure>,
    },
    /// The class's devices (the teacher's "Devices").
    Devices(Result<Vec<api::DeviceCard>, Failure>),
    /// A device forgotten, or why not.
    Forgot(Result<(), Failure>),
    /// The class's new code, or why not.
    NewCode(Result<ClassCard, Failure>),
    Removed {
        id: LearnerId,
        answer: Result<(), Failure>,
    },
    /// The teacher's rename of a learner on the class server.
    Renamed {
        answer: Result<(), Failure>,
    },
    /// Languages given to several children on the class server.
    LangsSet {
        answer: Result<(), Failure>,
    },
    /// Two records of one child merged on the server (or why not).
    Merged {
        answer: Result<(), Failure>,
    },
    /// An answer nothing waits for (signing out).
    Done,
}

/// The sign on "Who is playing?", Home and the teacher's view.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sign {
    /// Everything is on the server.
    Synced,
    /// Changes of this many learners wait to be sent; `unreachable`: the
    /// last try found no server.
    Waiting { learners: usize, unreachable: bool },
    /// Nothing waits, but the last try found no server: everything done
    /// here is on it, and the cloud must not say all is well.
    Offline,
    /// The server refused this device's records.
    Refused(Refusal),
    /// The server no longer knows this device: it must join again.
    Forgotten,
}

pub struct Sync {
    transport: Option<Arc<dyn Transport>>,
    /// The server this app was given (`--server`, or the page's own:
    /// empty), where a device joins.
    server: Option<String>,
    /// What the server said to `hello`, once it did.
    hello: Option<Result<Hello, Failure>>,
    /// A class code to join as soon as the server answers (a join link).
    pending_join: Option<String>,
    in_flight: bool,
    /// When the sync on its way left: one that never comes back (a
    /// transport without a time limit) is given up after [`LOST`].
    started: Option<Instant>,
    /// Sync again as soon as the sync on its way is answered.
    again: bool,
    /// When the next sync is due.
    due: Option<Instant>,
    /// The link's count of changes when last seen.
    seen: u64,
    /// Tries in a row that found no server.
    failures: u32,
    unreachable: bool,
    forgotten: bool,
    /// Counts joins and leaves: an answer to a sync of an earlier class is
    /// dropped.
    generation: u64,
    /// When the teacher's view of the server's class was last asked for.
    class_asked: Option<Instant>,
    /// This device's own roll for spreading its tries: thirty devices that
    /// lost the server together do not all come back in the same second.
    roll: u64,
}

impl std::fmt::Debug for Sync {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sync")
            .field("server", &self.server)
            .field("in_flight", &self.in_flight)
            .field("due", &self.due)
            .finish_non_exhaustive()
    }
}

impl Default for Sync {
    fn default() -> Sync {
        Sync::new(None)
    }
}

impl Sync {
    pub fn new(transport: Option<Arc<dyn Transport>>) -> Sync {
        Sync {
            transport,
            server: None,
            hello: None,
            pending_join: None,
            in_flight: false,
            started: None,
            again: false,
            due: None,
            seen: 0,
            failures: 0,
            unreachable: false,
            forgotten: false,
            generation: 0,
            class_asked: None,
            roll: crate::device::origin() | 1,
        }
    }

    pub fn set_transport(&mut self, transport: Arc<dyn Transport>) {
        self.transport = Some(transport);
    }

    /// The server this app was given (a join link's code is joined once
    /// it answers).
    pub fn set_server(&mut self, address: &str) {
        self.server = Some(super::remote::address(address));
        if let Some(code) = super::remote::join_code(address) {
            self.pending_join = Some(code);
        }
    }

    pub fn set_pending_join(&mut self, code: String) {
        self.pending_join = Some(code);
    }

    pub fn take_pending_join(&mut self) -> Option<String> {
        self.pending_join.take()
    }

    /// The server this app was given, if any.
    pub fn server(&self) -> Option<&str> {
        self.server.as_deref()
    }

    /// Whether a Wahree class server answered where this app was given
    /// one: joining is offered.
    pub fn server_answers(&self) -> bool {
        matches!(self.hello, Some(Ok(_)))
    }

    pub fn has_transport(&self) -> bool {
        self.transport.is_some()
    }

    /// The way to the server at `base`.
    pub fn remote_at(&self, base: &str) -> Option<Remote> {
        self.transport
            .as_ref()
            .map(|t| Remote::new(Arc::clone(t), base))
    }

    /// The way to the server this device joined.
    pub fn remote(&self, class: &Classroom) -> Option<Remote> {
        self.remote_at(&class.link()?.url)
    }

    /// Asks the server this app was given whether it is one.
    pub fn ask_hello(&self) -> Task<super::Message> {
        let Some(remote) = self.server.as_deref().and_then(|s| self.remote_at(s)) else {
            return Task::none();
        };
        Task::perform(api::hello(remote), |r| {
            super::Message::Sync(Message::Hello(r))
        })
    }

    pub fn heard_hello(&mut self, answer: Result<Hello, Failure>) {
        self.hello = Some(answer);
    }

    /// This device joined a class (or left one): what waited for the
    /// last is dropped, and the first sync is due at once.
    pub fn restart(&mut self, now: Instant) {
        self.generation += 1;
        self.in_flight = false;
        self.again = false;
        self.failures = 0;
        self.unreachable = false;
        self.forgotten = false;
        self.due = Some(now);
    }

    /// After each change the app made: a change to a learner is sent a
    /// little later.
    pub fn noticed(&mut self, class: &Classroom, now: Instant) {
        let Some(link) = class.link() else { return };
        if link.changes != self.seen {
            self.seen = link.changes;
            if link.waiting() {
                let soon = now + DEBOUNCE;
                self.due = Some(self.due.map_or(soon, |d| d.min(soon)));
            }
        }
    }

    /// Sync as soon as possible (a pick: the learner's record comes back).
    pub fn now(&mut self, now: Instant) {
        if self.in_flight {
            self.again = true;
        } else {
            self.due = Some(now);
        }
    }

    /// The sync due at `now`, if one is: what to send and the task that
    /// sends it.
    pub fn start(&mut self, class: &Classroom, now: Instant) -> Task<super::Message> {
        if self.in_flight && self.started.is_some_and(|t| now > t + LOST) {
            // Its answer, if it ever comes, is dropped; it goes again.
            self.generation += 1;
            self.in_flight = false;
            self.due = Some(now);
        }
        if self.in_flight || self.forgotten || self.due.is_none_or(|d| d > now) {
            return Task::none();
        }
        let (Some(remote), Some((request, sent))) = (self.remote(class), class.sync_request())
        else {
            self.due = None;
            return Task::none();
        };
        let token = class.link().map(|l| l.token.clone()).unwrap_or_default();
        self.in_flight = true;
        self.started = Some(now);
        self.due = None;
        let generation = self.generation;
        Task::perform(api::sync(remote, token, request), move |answer| {
            super::Message::Sync(Message::Synced {
                generation,
                sent: sent.clone(),
                answer,
            })
        })
    }

    /// A sync's answer came: whether it is for this class (else it is
    /// dropped); the next sync is planned by what it was.
    pub fn answered(
        &mut self,
        generation: u64,
        answer: &Result<Response, Failure>,
        now: Instant,
    ) -> bool {
        if generation != self.generation {
            return false;
        }
        self.in_flight = false;
        match answer {
            Ok(_) => {
                self.failures = 0;
                self.unreachable = false;
                self.due = Some(now + EVERY);
            }
            Err(Failure::Unauthorized) => {
                self.forgotten = true;
                self.due = None;
            }
            Err(Failure::Refused(_)) => self.due = None,
            Err(_) => {
                self.failures = self.failures.saturating_add(1);
                self.unreachable = true;
                // xorshift: a new roll for each wait.
                self.roll ^= self.roll << 13;
                self.roll ^= self.roll >> 7;
                self.roll ^= self.roll << 17;
                self.due = Some(now + jittered(self.failures, self.roll));
            }
        }
        if std::mem::take(&mut self.again) && answer.is_ok() {
            self.due = Some(now);
        }
        true
    }

    /// The network may be back (the browser went online, the window or
    /// page got the focus): a device that could not reach the server tries
    /// at once instead of waiting out its backoff.
    pub fn network_back(&mut self, now: Instant) {
        if self.unreachable && !self.in_flight {
            self.due = Some(now);
        }
    }

    /// After an answer was taken in: what still waits goes soon (a change
    /// made while the sync travelled, or more learners than one sync
    /// carries).
    pub fn still_waiting(&mut self, class: &Classroom, now: Instant) {
        if let Some(link) = class.link() {
            self.seen = link.changes;
            if link.waiting() && !self.unreachable {
                let soon = now + DEBOUNCE;
                self.due = Some(self.due.map_or(soon, |d| d.min(soon)));
            }
        }
    }

    /// What the sign shows, if the device joined a class.
    pub fn sign(&self, class: &Classroom) -> Option<Sign> {
        let link = class.link()?;
        Some(if let Some(r) = link.refused {
            Sign::Refused(r)
        } else if self.forgotten {
            Sign::Forgotten
        } else if link.waiting() {
            Sign::Waiting {
                learners: link.unsynced.len(),
                unreachable: self.unreachable,
            }
        } else if self.unreachable {
            Sign::Offline
        } else {
            Sign::Synced
        })
    }

    /// Whether the teacher's view of the server's class is due for a
    /// fresh look (every [`EVERY`] while it is open).
    pub fn class_due(&mut self, now: Instant) -> bool {
        if self.class_asked.is_some_and(|t| now < t + EVERY) {
            return false;
        }
        self.class_asked = Some(now);
        true
    }

    /// The teacher's view was just filled.
    pub fn class_seen(&mut self, now: Instant) {
        self.class_asked = Some(now);
    }
}

/// The wait after `failures` tries in a row that found no server: 2, 4,
/// 8, … seconds, at most [`MAX_WAIT`].
pub fn backoff(failures: u32) -> Duration {
    let secs = 1u64 << failures.clamp(1, 6);
    Duration::from_secs(secs).min(MAX_WAIT)
}

/// The wait after `failures` tries, spread by `roll` (any number) over
/// the second half of [`backoff`]: between 1 and 2 s after the first,
/// 30 and 60 s once at the most.
pub fn jittered(failures: u32, roll: u64) -> Duration {
    let whole = backoff(failures).as_millis() as u64;
    Duration::from_millis(whole / 2 + roll % (whole / 2 + 1))
}

/// A tick a second, for the loop. On the desktop a thread of its own
/// sleeps (iced's thread pool has no timer, and its threads are the
/// coach's); in the browser, the page's timer.
#[cfg(not(target_arch = "wasm32"))]
pub fn seconds() -> Subscription<Instant> {
    fn ticks() -> impl iced_futures::futures::Stream<Item = Instant> {
        let (tx, rx) = iced_futures::futures::channel::mpsc::unbounded();
        let _ = std::thread::Builder::new()
            .name("wahree-sync-clock".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(Duration::from_secs(1));
                    // Ends with the subscription.
                    if tx.unbounded_send(Instant::now()).is_err() {
                        break;
                    }
                }
            });
        rx
    }
    Subscription::run(ticks)
}

#[cfg(target_arch = "wasm32")]
pub fn seconds() -> Subscription<Instant> {
    Subscription::run(super::web::clock::seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tries_that_find_no_server_wait_longer_and_longer_up_to_a_minute() {
        let waits: Vec<u64> = (1..=8).map(|n| backoff(n).as_secs()).collect();
        assert_eq!(waits, [2, 4, 8, 16, 32, 60, 60, 60]);
    }

    /// Thirty devices that lost the server together come back spread
    /// over the second half of their wait, not in one second.
    #[test]
    fn devices_that_lost_the_server_together_come_back_spread_out() {
        for failures in 1..=8 {
            let whole = backoff(failures);
            let waits: Vec<Duration> = (0..30)
                .map(|_| jittered(failures, crate::device::origin()))
                .collect();
            assert!(waits.iter().all(|w| *w >= whole / 2 && *w <= whole));
            // Thirty uniform waits over the second half all falling in
            // one half of it has a chance of about 1 in 20 million.
            let spread = *waits.iter().max().unwrap() - *waits.iter().min().unwrap();
            assert!(spread >= whole / 4, "{failures}: {waits:?}");
        }
    }

    #[test]
    fn a_device_that_could_not_reach_the_server_tries_at_once_when_the_network_is_back() {
        let mut sync = Sync::new(None);
        let t0 = Instant::now();
        sync.network_back(t0);
        assert_eq!(sync.due, None, "nothing to retry while the server answered");
        sync.in_flight = true;
        assert!(sync.answered(0, &Err(Failure::Unreachable), t0));
        let due = sync.due.unwrap();
        assert!(due > t0 + Duration::from_millis(900));
        let later = t0 + Duration::from_millis(100);
        sync.network_back(later);
        assert_eq!(sync.due, Some(later));
    }
}
