//! Whether a text is being said, shared by a speaker and whoever waits for
//! it to end: each text asked for is a turn, numbered; a turn is over once
//! it has been said to its end, stopped or cut off by a later one.

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

#[derive(Debug, Default)]
pub struct Turns {
    /// The number of the last text asked for.
    asked: AtomicU64,
    /// Every turn up to this one is over.
    over: AtomicU64,
    /// Waiting for the turns now asked to be over.
    waiting: Mutex<Vec<Waker>>,
}

impl Turns {
    pub fn new() -> Arc<Turns> {
        Arc::default()
    }

    /// A new text is asked for: its number.
    pub fn ask(&self) -> u64 {
        self.asked.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Turn `n`, and every one before it, is over.
    pub fn over(&self, n: u64) {
        self.over.fetch_max(n, Ordering::SeqCst);
        let waiting = match self.waiting.lock() {
            Ok(mut w) => std::mem::take(&mut *w),
            Err(_) => Vec::new(),
        };
        for w in waiting {
            w.wake();
        }
    }

    /// Everything asked so far is over (stopped).
    pub fn all_over(&self) {
        self.over(self.asked.load(Ordering::SeqCst));
    }

    /// Whether turn `n` is over (stopped or cut off while it was being
    /// made ready, for one). The desktop's speech thread asks.
    #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
    pub fn is_over(&self, n: u64) -> bool {
        self.over.load(Ordering::SeqCst) >= n
    }

    pub fn speaking(&self) -> bool {
        self.over.load(Ordering::SeqCst) < self.asked.load(Ordering::SeqCst)
    }

    /// Ready once every text asked for until now is over.
    pub fn quiet(self: &Arc<Self>) -> Quiet {
        Quiet {
            turns: Arc::clone(self),
            until: self.asked.load(Ordering::SeqCst),
        }
    }
}

/// A wait for the texts being said to be over (`Speaker::quiet`).
#[derive(Debug)]
pub struct Quiet {
    turns: Arc<Turns>,
    until: u64,
}

impl Quiet {
    /// Already over: nothing to wait for (a speaker that says nothing).
    pub fn now() -> Quiet {
        Quiet {
            turns: Arc::default(),
            until: 0,
        }
    }
}

impl Future for Quiet {
    type Output = ();

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        let done = || self.turns.over.load(Ordering::SeqCst) >= self.until;
        if done() {
            return Poll::Ready(());
        }
        // Checked again under the lock `over` takes before waking, so an
        // end between the two checks is not missed.
        let Ok(mut waiting) = self.turns.waiting.lock() else {
            return Poll::Ready(());
        };
        if done() {
            return Poll::Ready(());
        }
        waiting.push(cx.waker().clone());
        Poll::Pending
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::task::Wake;

    struct Flag(AtomicBool);
    impl Wake for Flag {
        fn wake(self: Arc<Self>) {
            self.0.store(true, Ordering::SeqCst);
        }
    }

    fn poll(q: &mut Quiet, flag: &Arc<Flag>) -> bool {
        let waker = Waker::from(Arc::clone(flag));
        Pin::new(q)
            .poll(&mut Context::from_waker(&waker))
            .is_ready()
    }

    #[test]
    fn a_wait_ends_when_the_texts_asked_before_it_are_over() {
        let turns = Turns::new();
        assert!(!turns.speaking());
        let flag = Arc::new(Flag(AtomicBool::new(false)));
        let first = turns.ask();
        let mut q = turns.quiet();
        assert!(turns.speaking());
        assert!(!poll(&mut q, &flag));
        // A later text cuts the first off: the wait for the first ends.
        let second = turns.ask();
        turns.over(first);
        assert!(flag.0.load(Ordering::SeqCst), "woken");
        assert!(poll(&mut q, &flag));
        assert!(turns.speaking(), "the second is still said");
        turns.over(second);
        assert!(!turns.speaking());
        assert!(poll(&mut Quiet::now(), &flag));
    }
}
