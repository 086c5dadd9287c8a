//! Who plays the other side: a friend at the same computer, or the coach's
//! computer player at a level of the coach's ladder (`coach::Level`).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use crate::coach::{Job, Level, LevelPlayer, Player};
use crate::engine::{Game, House, Side};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    #[default]
    Friend,
    Computer {
        level: Level,
        /// The side the computer plays.
        side: Side,
    },
}

impl Opponent {
    /// The computer at level 1, playing North: the learner starts.
    pub const fn computer() -> Opponent {
        Opponent::Computer {
            level: Level::MIN,
            side: Side::North,
        }
    }

    /// Whether the computer moves in this game now.
    pub fn moves_now(self, game: &Game) -> bool {
        match self {
            Opponent::Friend => false,
            Opponent::Computer { side, .. } => !game.is_over() && game.position().to_move() == side,
        }
    }
}

/// A request to the computer: the game so far, handed to a background task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Think {
    pub game: Game,
    pub level: Level,
    /// Which state of the screen asked; an answer to an older one is dropped.
    pub generation: u64,
    /// Set when the answer is no longer wanted: the search then stops.
    pub stop: Stop,
}

impl Think {
    /// The seed of the lower levels' deliberate slips: it varies with the
    /// game so that they are not the same every time.
    fn seed(&self) -> u64 {
        0x5eed ^ (self.game.plies().len() as u64) ^ (self.generation << 16)
    }

    /// The question as the app's background worker takes it
    /// (`app::background`).
    pub fn job(&self) -> Job {
        Job::Choose {
            game: self.game.clone(),
            level: self.level,
            seed: self.seed(),
            nodes: None,
        }
    }
}

/// The computer's move, here and now: what the app's background worker
/// answers to [`Think::job`]. Blocks for up to about a second (level 19).
/// Once `request.stop` is set it returns within a few thousand nodes, with
/// the best move of the last depth it finished (an answer nobody wants).
pub fn think(request: &Think) -> House {
    think_with(request, LevelPlayer::new(request.level, request.seed()))
}

/// [`think`] with a given player (tests give it another time budget).
pub fn think_with(request: &Think, mut player: LevelPlayer) -> House {
    request.stop.attach(player.stop_flag());
    player.choose(&request.game)
}

/// The handle that stops a background search: cheap to clone, shared by
/// the screen (which sets it) and the search (which looks at it every 1024
/// nodes). It may be set before the search has started: the search then
/// stops as soon as its first depth is done.
#[derive(Clone, Debug, Default)]
pub struct Stop(Arc<Mutex<StopState>>);

#[derive(Debug, Default)]
struct StopState {
    stopped: bool,
    /// The stop flag of the searcher working for this request, once it runs.
    flag: Option<Arc<AtomicBool>>,
    /// What else stopping does (in the browser: dropping the job from the
    /// Web Worker that runs it, which cannot see `flag`).
    hooks: Hooks,
}

#[derive(Default)]
struct Hooks(Vec<Box<dyn FnOnce() + Send>>);

impl std::fmt::Debug for Hooks {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} hooks", self.0.len())
    }
}

impl Stop {
    pub fn new() -> Stop {
        Stop::default()
    }

    /// Asks the search to stop; never waits for it.
    pub fn stop(&self) {
        let hooks = {
            let mut state = self.lock();
            state.stopped = true;
            if let Some(flag) = &state.flag {
                flag.store(true, Ordering::Relaxed);
            }
            std::mem::take(&mut state.hooks.0)
        };
        // Outside the lock: a hook may look at this handle.
        for hook in hooks {
            hook();
        }
    }

    /// Runs `hook` when the search is asked to stop (at once if it already
    /// was), once.
    pub fn on_stop(&self, hook: impl FnOnce() + Send + 'static) {
        let mut state = self.lock();
        if state.stopped {
            drop(state);
            hook();
        } else {
            state.hooks.0.push(Box::new(hook));
        }
    }

    pub fn is_stopped(&self) -> bool {
        self.lock().stopped
    }

    /// Hands over the searcher's own stop flag (set at once if the request
    /// was already given up).
    pub fn attach(&self, flag: Arc<AtomicBool>) {
        let mut state = self.lock();
        flag.store(state.stopped, Ordering::Relaxed);
        state.flag = Some(flag);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, StopState> {
        // The lock is never held across a panic that matters: take the
        // state as it is.
        self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A guard that stops the search when dropped.
    pub fn guard(&self) -> StopOnDrop {
        StopOnDrop(self.clone())
    }
}

/// The same request: two handles are equal when they are one.
impl PartialEq for Stop {
    fn eq(&self, other: &Stop) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Stop {}

/// Held in a screen's state while its search runs: replacing it (a newer
/// request, undo, retry) or dropping the screen (leaving it) stops the
/// search, so no path can forget to.
#[derive(Debug)]
pub struct StopOnDrop(Stop);

impl StopOnDrop {
    pub fn handle(&self) -> &Stop {
        &self.0
    }
}

impl Drop for StopOnDrop {
    fn drop(&mut self) {
        self.0.stop();
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::*;

    #[test]
    fn a_stopped_think_returns_well_within_its_budget() {
        let budget = Duration::from_millis(2000);
        let request = Think {
            game: Game::default(),
            level: Level::MAX,
            generation: 1,
            stop: Stop::new(),
        };
        let stop = request.stop.clone();
        let t0 = Instant::now();
        let worker = std::thread::spawn(move || {
            let player = LevelPlayer::new(Level::MAX, 7).with_millis(2000);
            think_with(&request, player)
        });
        std::thread::sleep(Duration::from_millis(100));
        stop.stop();
        let house = worker.join().expect("the search ends");
        let took = t0.elapsed();
        assert_eq!(house.owner(), Side::South, "still a legal move");
        assert!(took < budget / 2, "took {took:?} of {budget:?}");
    }

    #[test]
    fn stop_hooks_run_once_whenever_they_are_added() {
        use std::sync::atomic::AtomicUsize;
        let count = Arc::new(AtomicUsize::new(0));
        let stop = Stop::new();
        let c = Arc::clone(&count);
        stop.on_stop(move || {
            c.fetch_add(1, Ordering::Relaxed);
        });
        assert_eq!(count.load(Ordering::Relaxed), 0, "not before the stop");
        stop.stop();
        stop.stop();
        assert_eq!(count.load(Ordering::Relaxed), 1, "once");
        let c = Arc::clone(&count);
        stop.on_stop(move || {
            c.fetch_add(10, Ordering::Relaxed);
        });
        assert_eq!(count.load(Ordering::Relaxed), 11, "at once when late");
    }

    #[test]
    fn a_think_stopped_before_it_starts_returns_at_once() {
        let request = Think {
            game: Game::default(),
            level: Level::MAX,
            generation: 1,
            stop: Stop::new(),
        };
        drop(request.stop.guard());
        assert!(request.stop.is_stopped());
        let t0 = Instant::now();
        let player = LevelPlayer::new(Level::MAX, 7).with_millis(2000);
        think_with(&request, player);
        assert!(t0.elapsed() < Duration::from_millis(1000));
    }
}
