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
}

impl Stamper {
    pub fn new(origin: u64) -> Stamper {
        Stamper {
            origin,
            at: 0,
            n: 0,
        }
    }

    pub fn origin(&self) -> u64 {
        self.origin
    }

    /// A fresh stamp at `now` (seconds since 1970): after every stamp this
    /// stamper made or saw.
    pub fn stamp(&mut self, now: u64) -> Stamp {
        if now > self.at {
            self.at = now;
            self.n = 0;
        } else {
            self.n += 1;
        }
        Stamp {
            at: self.at,
            n: self.n,
            origin: self.origin,
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
