//! When and where a change was made, so that copies of a class on many
//! devices agree on it whatever order they meet in.
//!
//! A [`Stamp`] is a hybrid logical clock: the time (seconds since 1970,
//! as the app's clock gave it), a count that orders stamps within one
//! second, and the origin (a random number each running classroom draws,
//! so two devices or windows never share one). A classroom that has read
//! a stamp makes its next ones greater, whatever its clock and origin:
//! a change made after reading another copy wins over that copy. Stamps
//! are totally ordered: a setting with a later stamp wins ([`Lww`]), and
//! facts are replayed in stamp order ([`super::journal`]).

use serde::{Deserialize, Serialize};

#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub struct Stamp {
    /// Seconds since 1970 (0: from a file written before stamps).
    pub at: u64,
    /// Orders stamps made in one second, after every stamp seen in it.
    pub n: u64,
    /// Which running classroom made it.
    pub origin: u64,
}

impl Stamp {
    /// A stamp of nothing yet (a file from before stamps).
    pub fn is_zero(&self) -> bool {
        *self == Stamp::default()
    }
}

/// Makes stamps for one running classroom: never two alike, never going
/// back in time even if the clock does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stamper {
    origin: u64,
    /// The greatest time and count made or seen.
    at: u64,
    n: u64,
    /// Seconds to add to this device's clock to read the class server's
    /// (learned at each sync: `super::clock`); 0 without a server.
    offset: i64,
}

impl Stamper {
    pub fn new(origin: u64) -> Stamper {
        Stamper {
            origin,
            at: 0,
            n: 0,
            offset: 0,
        }
    }

    pub fn origin(&self) -> u64 {
        self.origin
    }

    /// Reads this device's clock as the class server's ([`Stamper::now`]).
    pub fn set_offset(&mut self, offset: i64) {
        self.offset = offset;
    }

    pub fn offset(&self) -> i64 {
        self.offset
    }

    /// This device's clock reading `now`, moved onto the server's.
    pub fn now(&self, now: u64) -> u64 {
        now.saturating_add_signed(self.offset)
    }

    /// A fresh stamp at `now` (seconds since 1970 by this device's clock,
    /// read as the server's): after every stamp this stamper made or saw.
    /// Never overflows: after the greatest count of a second comes the
    /// next second, and the greatest stamp of all stays the greatest.
    pub fn stamp(&mut self, now: u64) -> Stamp {
        self.stamp_at_server(self.now(now))
    }

    /// A fresh stamp at `now`, a time read on the server's clock already.
    pub fn stamp_at_server(&mut self, now: u64) -> Stamp {
        if now > self.at {
            self.at = now;
            self.n = 0;
        } else if let Some(n) = self.n.checked_add(1) {
            self.n = n;
        } else if let Some(at) = self.at.checked_add(1) {
            self.at = at;
            self.n = 0;
        }
        Stamp {
            at: self.at,
            n: self.n,
            origin: self.origin,
        }
    }

    /// Brings back a stamper that made or saw stamps after `bound` (a
    /// clock years ahead, told by the server's): its next stamps are at
    /// `now` (the server's time), with counts above any a second of
    /// ordinary stamps reaches, so they are still never alike.
    pub fn bring_back(&mut self, bound: u64, now: u64) {
        if self.at > bound {
            self.at = now.min(bound);
            self.n = self.n.max(BROUGHT_BACK);
        }
    }

    /// Makes later stamps come after `seen` (a stamp read from another
    /// copy), so that a change made here after reading theirs wins.
    pub fn saw(&mut self, seen: Stamp) {
        if seen.at > self.at {
            self.at = seen.at;
            self.n = seen.n;
        } else if seen.at == self.at {
            self.n = self.n.max(seen.n);
        }
    }
}

/// The count a brought-back stamper goes on from.
const BROUGHT_BACK: u64 = 1 << 32;

/// A value with the stamp of its last change: of two copies, the later
/// stamp wins ("last writer wins"); equal stamps with different values
/// (never made by one [`Stamper`]) keep the greater value, so the choice
/// never depends on the order copies meet in.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Lww<T> {
    pub value: T,
    pub stamp: Stamp,
}

impl<T: Ord + Clone> Lww<T> {
    pub fn new(value: T, stamp: Stamp) -> Lww<T> {
        Lww { value, stamp }
    }

    pub fn set(&mut self, value: T, stamp: Stamp) {
        self.value = value;
        self.stamp = stamp;
    }

    /// The join of two copies.
    pub fn merge_from(&mut self, other: &Lww<T>) {
        if (&other.stamp, &other.value) > (&self.stamp, &self.value) {
            *self = other.clone();
        }
    }
}

/// Joins a plain field kept beside its stamp (the learner keeps its
/// fields plain for the screens, their stamps apart).
pub fn join_field<T: Ord + Clone>(
    mine: &mut T,
    my_stamp: &mut Stamp,
    theirs: &T,
    their_stamp: Stamp,
) {
    if (their_stamp, theirs) > (*my_stamp, &*mine) {
        *mine = theirs.clone();
        *my_stamp = their_stamp;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_of_one_origin_rise_even_when_the_clock_goes_back() {
        let mut s = Stamper::new(7);
        let a = s.stamp(100);
        let b = s.stamp(100);
        let c = s.stamp(90);
        assert!(a < b && b < c, "{a:?} {b:?} {c:?}");
        s.saw(Stamp {
            at: 500,
            origin: 1,
            n: 1,
        });
        assert_eq!(s.stamp(200).at, 500);
        // Seen in this very second from an origin greater than ours: ours
        // still comes after.
        let mut late = Stamper::new(1);
        let theirs = Stamp {
            at: 700,
            n: 4,
            origin: u64::MAX,
        };
        late.saw(theirs);
        assert!(late.stamp(700) > theirs);
    }

    #[test]
    fn a_maximal_stamp_never_overflows_the_stamper() {
        let mut s = Stamper::new(3);
        s.saw(Stamp {
            at: 10,
            n: u64::MAX,
            origin: 9,
        });
        let next = s.stamp(5);
        assert_eq!((next.at, next.n), (11, 0), "the next second");
        let mut top = Stamper::new(3);
        let max = Stamp {
            at: u64::MAX,
            n: u64::MAX,
            origin: u64::MAX,
        };
        top.saw(max);
        let a = top.stamp(u64::MAX);
        assert_eq!((a.at, a.n), (u64::MAX, u64::MAX), "no panic, no wrap");
        // A clock read through an offset saturates too.
        top.set_offset(i64::MAX);
        assert_eq!(top.now(u64::MAX), u64::MAX);
        top.set_offset(i64::MIN);
        assert_eq!(top.now(5), 0);
    }

    #[test]
    fn a_stamper_brought_back_from_the_future_makes_stamps_unlike_any() {
        let mut s = Stamper::new(4);
        let before = s.stamp(1_000);
        let ahead = s.stamp(1_000 + 315_360_000);
        s.bring_back(1_300, 1_000);
        let back = s.stamp(1_000);
        assert!(back.at == 1_000 && back != before && back > before && back < ahead);
        assert!(s.stamp(1_001).at == 1_001);
    }

    #[test]
    fn the_later_write_wins_in_either_order() {
        let early = Lww::new(
            "Aiko".to_owned(),
            Stamp {
                at: 1,
                origin: 1,
                n: 1,
            },
        );
        let late = Lww::new(
            "Aiko T.".to_owned(),
            Stamp {
                at: 2,
                origin: 0,
                n: 1,
            },
        );
        let mut a = early.clone();
        a.merge_from(&late);
        let mut b = late.clone();
        b.merge_from(&early);
        assert_eq!(a, b);
        assert_eq!(a.value, "Aiko T.");
    }
}
