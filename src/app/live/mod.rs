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
//! [`IDLE`] while it is in a class with a child's card picked. In a
//! session, the device and the projector hear the server's push
//! (`remote::push`): each change makes them look at once. The looks every
//! [`IN_SESSION`] (a device) or [`PROJECTOR`] (the projector) go on only
//! while no stream is open, and every [`PUSHED`] while one is: a stream a
//! proxy holds back or a network drops silently costs seconds, nothing
//! more.

pub mod counts;
pub mod device;
pub mod projector;
pub mod reveal;
pub mod start;
pub mod words;

use std::time::Duration;

use iced::Subscription;
use iced::time::Instant;

use crate::app::remote::api::Failure;
use crate::app::remote::live::Action;
use crate::app::remote::push::Push;
use crate::live::wire::{Report, View};

/// How often a device in a class looks for a session its teacher started.
pub const IDLE: Duration = Duration::from_secs(5);
/// How often a device in a session looks at it.
pub const IN_SESSION: Duration = Duration::from_secs(1);
/// How often the projector looks at its session (its clock's beat).
pub const PROJECTOR: Duration = Duration::from_millis(500);
/// How often a device or the projector looks while the push is heard.
pub const PUSHED: Duration = Duration::from_secs(5);

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
    /// The server has the child's joining (or refused it).
    JoinSent {
        session: String,
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
    /// What the server pushed on the session's stream.
    Pushed(Push),
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
    /// When the projector looks next, while the push is heard.
    projector_due: Option<Instant>,
    /// The session's stream is open: looks are only a net under it.
    pub pushed: bool,
    /// A change was pushed while a look was on its way: look again when
    /// it is back (it may have been read before the change).
    again: bool,
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
        let every = match (in_session, self.pushed) {
            (false, _) => IDLE,
            (true, false) => IN_SESSION,
            (true, true) => PUSHED,
        };
        self.due = Some(now + every);
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

    /// Look at once, at the next chance (a child picked, a session joined,
    /// a change pushed).
    pub fn soon(&mut self) {
        self.due = None;
        self.projector_due = None;
        if self.in_flight || self.projector_in_flight {
            self.again = true;
        }
    }

    /// A session's screen opened: its stream is not heard yet.
    pub fn opened(&mut self) {
        self.pushed = false;
        self.soon();
    }

    /// What the session's stream said.
    pub fn heard(&mut self, push: Push) {
        match push {
            Push::Open | Push::Event(_) => {
                self.pushed = true;
                self.soon();
            }
            // What changed since is looked at now, then every beat again.
            Push::Lost => {
                self.pushed = false;
                self.soon();
            }
        }
    }

    /// Whether a change was pushed while the look now back was on its
    /// way (then look again).
    pub fn take_again(&mut self) -> bool {
        std::mem::take(&mut self.again)
    }

    /// The class's running session, as last seen.
    pub fn running(&self) -> Option<&View> {
        self.running.as_ref()
    }

    /// Whether the projector should look `now`: none on its way, and,
    /// while the push is heard, a change pushed or [`PUSHED`] gone by.
    pub fn projector_due(&mut self, now: Instant) -> bool {
        if self.projector_in_flight || (self.pushed && self.projector_due.is_some_and(|d| now < d))
        {
            return false;
        }
        self.projector_in_flight = true;
        self.projector_due = Some(now + PUSHED);
        self.looks += 1;
        true
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

    #[test]
    fn a_pushed_change_brings_the_look_forward_and_a_heard_stream_slows_the_net() {
        let mut f = Follow::default();
        let t0 = Instant::now();
        f.opened();
        assert!(f.due(t0, t0, true));
        f.answered(&Ok(None));
        // The stream opens: the look comes at once, then only every PUSHED.
        f.heard(Push::Open);
        assert!(f.due(t0, t0, true));
        f.answered(&Ok(None));
        assert!(!f.due(t0 + IN_SESSION, t0, true), "the push is heard");
        assert!(f.due(t0 + PUSHED, t0 + PUSHED, true));
        // A change pushed while that look is on its way: look again after.
        f.heard(Push::Event(4));
        assert!(f.take_again());
        assert!(!f.take_again(), "once");
        f.answered(&Ok(None));
        assert!(
            f.due(t0 + PUSHED, t0 + PUSHED, true),
            "the change is looked at"
        );
        f.answered(&Ok(None));
        // The stream lost: a look at once, then every IN_SESSION again.
        f.heard(Push::Lost);
        let t2 = t0 + PUSHED;
        assert!(f.due(t2, t2, true));
        f.answered(&Ok(None));
        assert!(f.due(t2 + IN_SESSION, t2 + IN_SESSION, true));
        f.answered(&Ok(None));

        // The projector: every beat of its clock without a stream, every
        // PUSHED with one, at once after a change.
        let mut p = Follow::default();
        assert!(p.projector_due(t0));
        p.projector_answered(None);
        assert!(p.projector_due(t0 + PROJECTOR));
        p.projector_answered(None);
        p.heard(Push::Open);
        assert!(p.projector_due(t0 + PROJECTOR));
        p.projector_answered(None);
        assert!(!p.projector_due(t0 + PROJECTOR * 2), "heard: the net waits");
        p.heard(Push::Event(9));
        assert!(p.projector_due(t0 + PROJECTOR * 2), "a change: at once");
        assert!(!p.projector_due(t0 + PROJECTOR * 2), "one look at a time");
    }
}
