//! The live class in the app (issue 22, docs/live.md): the teacher's
//! "Start a challenge" (`start.rs`) and the projector that runs it
//! (`projector.rs`, with the class's moves drawn on the board by
//! `counts.rs`); on each child's device, the prompt that their teacher
//! started one and the screen they answer or vote on (`device.rs`). The
//! rules and the judging are the server's and the GUI-free core's
//! (`crate::live`); this module shows the server's views and sends what
//! the teacher and the children do.
//!
//! How a device learns of a session: it looks (`GET /api/live`) every
//! [`IDLE`] while it is in a class with a child's card picked, every
//! [`IN_SESSION`] while its child is in one; the projector looks every
//! [`PROJECTOR`]. Looking, not a held-open stream: the desktop's transport
//! is one request at a time, and a look is a small answer the server reads
//! from its database.

pub mod counts;
pub mod device;
pub mod projector;
pub mod start;
pub mod words;

use std::time::Duration;

use iced::Subscription;
use iced::time::Instant;

use crate::app::remote::api::Failure;
use crate::app::remote::live::Action;
use crate::live::wire::{Report, View};

/// How often a device in a class looks for a session its teacher started.
pub const IDLE: Duration = Duration::from_secs(5);
/// How often a device in a session looks at it.
pub const IN_SESSION: Duration = Duration::from_secs(1);
/// How often the projector looks at its session.
pub const PROJECTOR: Duration = Duration::from_millis(500);

#[derive(Clone, Debug)]
pub enum Message {
    /// The device's look: its class's running session, if any.
    Current(Result<Option<View>, Failure>),
    /// The child's "Join" on the prompt.
    Join,
    /// A child's answer or vote reached the server (or was refused).
    AnswerSent {
        session: String,
        index: usize,
        result: Result<(), Failure>,
    },
    VoteSent {
        session: String,
        ply: usize,
        result: Result<(), Failure>,
    },
    /// The teacher's view: is a session running already?
    Running(Result<Option<View>, Failure>),
    Started(Result<View, Failure>),
    /// The projector's look, or the view after the teacher's action.
    Seen(Result<View, Failure>),
    Acted {
        action: Action,
        answer: Result<View, Failure>,
    },
    Report(Result<Report, Failure>),
    /// The class's learners, for the projector's cards.
    Class(Result<Box<crate::app::remote::api::ServerClass>, Failure>),
    /// The projector's clock.
    Tick(Instant),
}

/// When the device looks next, and what it last saw.
#[derive(Debug, Default)]
pub struct Follow {
    due: Option<Instant>,
    in_flight: bool,
    /// The class's running session, as last seen.
    running: Option<View>,
    /// The projector's look is on its way.
    projector_in_flight: bool,
    /// The projector's looks asked, and those that failed with why (for
    /// the page's state, `App::live_state`).
    pub looks: u64,
    pub failed_looks: u64,
    /// Ticks of the projector's clock and of the sync loop's, heard on the
    /// projector.
    pub ticks: u64,
    pub sync_ticks: u64,
    pub last_failure: Option<String>,
}

impl Follow {
    /// Whether the device should look at `at` (the sync loop's tick, or
    /// now); if so, it is taken as on its way, and the next look is due
    /// an interval after `now`. `in_session`: the child is in one (it
    /// looks more often).
    pub fn due(&mut self, at: Instant, now: Instant, in_session: bool) -> bool {
        if self.in_flight || self.due.is_some_and(|d| at < d) {
            return false;
        }
        self.in_flight = true;
        self.due = Some(now + if in_session { IN_SESSION } else { IDLE });
        true
    }

    /// The look came back.
    pub fn answered(&mut self, answer: &Result<Option<View>, Failure>) {
        self.in_flight = false;
        match answer {
            Ok(v) => self.running = v.clone().filter(|v| !v.ended),
            // Not reachable: the prompt stays as it was until the next look.
            Err(Failure::Unreachable) => {}
            Err(_) => self.running = None,
        }
    }

    /// Look at once, at the next chance (a child picked, a session joined).
    pub fn soon(&mut self) {
        self.due = None;
    }

    /// The class's running session, as last seen.
    pub fn running(&self) -> Option<&View> {
        self.running.as_ref()
    }

    pub fn projector_due(&mut self) -> bool {
        let due = !std::mem::replace(&mut self.projector_in_flight, true);
        self.looks += u64::from(due);
        due
    }

    pub fn projector_answered(&mut self, failure: Option<&Failure>) {
        self.projector_in_flight = false;
        if let Some(f) = failure {
            self.failed_looks += 1;
            self.last_failure = Some(format!("{f:?}"));
        }
    }
}

/// The projector's clock: twice a second while it is on show.
#[cfg(not(target_arch = "wasm32"))]
pub fn ticks() -> Subscription<Instant> {
    fn ticks() -> impl iced_futures::futures::Stream<Item = Instant> {
        let (tx, rx) = iced_futures::futures::channel::mpsc::unbounded();
        let _ = std::thread::Builder::new()
            .name("wahree-live-clock".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(PROJECTOR);
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
pub fn ticks() -> Subscription<Instant> {
    Subscription::run(crate::app::web::clock::half_seconds)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_device_looks_once_at_a_time_and_more_often_in_a_session() {
        let mut f = Follow::default();
        let t0 = Instant::now();
        assert!(f.due(t0, t0, false));
        assert!(!f.due(t0 + IDLE * 2, t0, false), "one look at a time");
        f.answered(&Ok(None));
        assert!(!f.due(t0 + IDLE / 2, t0, false));
        let t1 = t0 + IDLE;
        assert!(f.due(t1, t1, true));
        f.answered(&Err(Failure::Unreachable));
        assert!(!f.due(t1 + IN_SESSION / 2, t1, true));
        assert!(f.due(t1 + IN_SESSION, t1, true));
    }
}
