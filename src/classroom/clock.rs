//! Stamps bounded by the class server's clock. A device's clock may be
//! years off: ahead, its changes would win against every later change
//! made on devices that had not seen them, and every device that saw them
//! would date its own changes in that future; behind, its changes would
//! lose against older ones. So the server takes in nothing stamped after
//! its own time (give or take [`SLACK`]): a field's stamp from the future
//! is brought down to the server's time ([`bound`]), and a fact from the
//! future is left out, to come again once its device has stamped it anew
//! ([`restamp`]). Every answer carries the server's time; a device reads
//! its own clock as the server's from then on ([`Stamper::now`]).

use super::learner::Learner;
use super::stamp::{Stamp, Stamper};

/// How far ahead of the server's clock a stamp may be and still be taken
/// as it is (clocks set by hand are a few minutes apart).
pub const SLACK: u64 = 300;

/// Each stamped field of a learner, with its stamp.
fn field_stamps(l: &mut Learner) -> [&mut Stamp; 7] {
    let s = &mut l.stamps;
    [
        &mut s.name,
        &mut s.card,
        &mut s.lang,
        &mut s.second,
        &mut s.furigana,
        &mut s.coach,
        &mut s.last,
    ]
}

/// The server bounds a device's copy of a learner by its clock `now` at
/// receipt: a field stamped after `now + SLACK` is taken as changed at
/// `now`, a fact stamped then is left out (its device sends it again,
/// stamped anew), and "added" and "last active" are never after `now`.
/// Returns how many facts were left out.
pub fn bound(l: &mut Learner, now: u64) -> usize {
    let limit = now.saturating_add(SLACK);
    for s in field_stamps(l) {
        if s.at > limit {
            s.at = now;
        }
    }
    l.added = l.added.min(now);
    l.active = l.active.min(now);
    let before = l.journal.len();
    l.journal.retain(|s, _| s.at <= limit);
    let left_out = before - l.journal.len();
    if left_out > 0 {
        l.settle();
    }
    left_out
}

/// A device told the server's time `now` stamps anew, with `stamper`
/// (brought back first), what it stamped after `now + SLACK`: each such
/// field and fact gets a fresh stamp, and "added" and "last active" come
/// down to `now`. Whether anything changed (then the learner is sent
/// again: the server left those facts out).
pub fn restamp(l: &mut Learner, now: u64, stamper: &mut Stamper) -> bool {
    let limit = now.saturating_add(SLACK);
    let mut changed = false;
    for s in field_stamps(l) {
        if s.at > limit {
            *s = stamper.stamp_at_server(now);
            changed = true;
        }
    }
    let mut future = Vec::new();
    l.journal.retain(|s, e| {
        let keep = s.at <= limit;
        if !keep {
            future.push(e.clone());
        }
        keep
    });
    for event in future {
        let fresh = stamper.stamp_at_server(now);
        l.journal.add(fresh, event);
        changed = true;
    }
    for t in [&mut l.added, &mut l.active] {
        if *t > now {
            *t = now;
            changed = true;
        }
    }
    if changed {
        l.settle();
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::journal::Event;

    const NOW: u64 = 1_760_000_000;
    const DECADE: u64 = 315_360_000;

    fn from_the_future() -> Learner {
        let mut l = Learner {
            name: "Aiko".into(),
            active: NOW + DECADE,
            added: NOW - 100,
            ..Learner::default()
        };
        l.stamps.name = Stamp {
            at: NOW + DECADE,
            n: 0,
            origin: 1,
        };
        l.stamps.card = Stamp {
            at: NOW - 5,
            n: 0,
            origin: 1,
        };
        for (at, solved) in [(NOW - 10, false), (NOW + DECADE, true)] {
            l.journal.add(
                Stamp {
                    at,
                    n: 0,
                    origin: 1,
                },
                Event::Try {
                    puzzle: "p1".into(),
                    solved,
                },
            );
        }
        l.settle();
        l
    }

    #[test]
    fn the_server_takes_in_nothing_from_after_its_clock() {
        let mut l = from_the_future();
        assert_eq!(bound(&mut l, NOW), 1);
        assert_eq!(l.stamps.name.at, NOW);
        assert_eq!(l.stamps.card.at, NOW - 5, "the past is left alone");
        assert_eq!(l.active, NOW);
        assert_eq!(l.added, NOW - 100);
        assert_eq!(l.journal.events.len(), 1);
        assert_eq!(l.puzzles["p1"].misses, 1);
        // A few minutes ahead is a clock set by hand: kept as it is.
        let mut near = from_the_future();
        near.stamps.name.at = NOW + 60;
        bound(&mut near, NOW);
        assert_eq!(near.stamps.name.at, NOW + 60);
    }

    #[test]
    fn a_device_stamps_anew_what_it_stamped_in_the_future_and_loses_nothing() {
        let mut l = from_the_future();
        let mut stamper = Stamper::new(1);
        stamper.saw(l.latest_stamp());
        stamper.bring_back(NOW + SLACK, NOW);
        assert!(restamp(&mut l, NOW, &mut stamper));
        assert!(l.latest_stamp().at <= NOW, "{l:?}");
        assert_eq!(l.journal.events.len(), 2, "both tries kept");
        assert_eq!((l.puzzles["p1"].solves, l.puzzles["p1"].misses), (1, 1));
        assert_eq!(l.active, NOW);
        // Once done, nothing more to do.
        assert!(!restamp(&mut l, NOW, &mut stamper));
    }
}
