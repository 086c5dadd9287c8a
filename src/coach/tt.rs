//! The position hash and the transposition table.

use crate::engine::Position;

/// A 64-bit hash of the whole position (houses, stores, player to move).
/// The 15 bytes are packed into two words and mixed; computing it from
/// scratch costs about as much as an incremental Zobrist update would.
#[inline]
pub fn hash(p: &Position) -> u64 {
    let h = p.houses();
    let a = u64::from_le_bytes([h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]]);
    let [s, n] = p.stores();
    let b = u64::from_le_bytes([h[8], h[9], h[10], h[11], s, n, p.to_move() as u8, 0]);
    mix(a ^ mix(b ^ 0x5851_F42D_4C95_7F2D))
}

#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// What a stored value says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The true value is at least the stored one.
    Lower,
    /// The true value is at most the stored one.
    Upper,
}

/// One stored search result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    pub value: i32,
    pub bound: Bound,
    /// Remaining depth the value was searched to.
    pub depth: i32,
    /// The value is proven to the end of the game, whatever the depth.
    pub proven: bool,
    /// The best (or refuting) move, as an absolute house number.
    pub best: Option<u8>,
}

#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    value: i16,
    depth: u8,
    /// bits 0-1: bound (1 exact, 2 lower, 3 upper; 0 empty), bit 2: proven.
    flags: u8,
    /// House + 1, or 0 for none.
    best: u8,
}

impl Slot {
    fn entry(&self) -> Entry {
        Entry {
            value: self.value.into(),
            bound: match self.flags & 3 {
                1 => Bound::Exact,
                2 => Bound::Lower,
                _ => Bound::Upper,
            },
            depth: self.depth.into(),
            proven: self.flags & 4 != 0,
            best: self.best.checked_sub(1),
        }
    }

    /// How much the slot is worth keeping: proven results first, then depth.
    fn worth(&self) -> u32 {
        if self.flags & 3 == 0 {
            0
        } else if self.flags & 4 != 0 {
            1000
        } else {
            u32::from(self.depth) + 1
        }
    }
}

/// A hash table of search results in buckets of two: one slot keeps the
/// most valuable entry, the other always takes the newest.
pub struct Tt {
    slots: Vec<Slot>,
    mask: usize,
}

impl Tt {
    /// A table of about `megabytes` MiB (rounded down to a power of two,
    /// at least 64 KiB).
    pub fn new(megabytes: usize) -> Tt {
        let bytes = megabytes.max(1) << 20;
        let mut buckets = 1usize << 12;
        while buckets * 2 * 2 * size_of::<Slot>() <= bytes {
            buckets *= 2;
        }
        Tt {
            slots: vec![Slot::default(); buckets * 2],
            mask: buckets - 1,
        }
    }

    pub fn clear(&mut self) {
        self.slots.fill(Slot::default());
    }

    #[inline]
    fn bucket(&self, key: u64) -> usize {
        (key as usize & self.mask) * 2
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let i = self.bucket(key);
        self.slots[i..i + 2]
            .iter()
            .find(|s| s.key == key && s.flags & 3 != 0)
            .map(Slot::entry)
    }

    #[inline]
    pub fn store(&mut self, key: u64, e: Entry) {
        let slot = Slot {
            key,
            value: e.value as i16,
            depth: e.depth.clamp(0, 255) as u8,
            flags: match e.bound {
                Bound::Exact => 1,
                Bound::Lower => 2,
                Bound::Upper => 3,
            } | if e.proven { 4 } else { 0 },
            best: e.best.map_or(0, |b| b + 1),
        };
        let i = self.bucket(key);
        let (keep, newest) = (i, i + 1);
        if self.slots[keep].key == key || slot.worth() >= self.slots[keep].worth() {
            // A proven result is never replaced by an unproven one of the
            // same position.
            if !(self.slots[keep].key == key
                && self.slots[keep].flags & 4 != 0
                && slot.flags & 4 == 0)
            {
                if self.slots[keep].key != key {
                    self.slots[newest] = self.slots[keep];
                }
                self.slots[keep] = slot;
            }
        } else {
            self.slots[newest] = slot;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hash_tells_apart_side_stores_and_houses() {
        let a: Position = "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S".parse().unwrap();
        let b: Position = "4,4,4,4,4,4/4,4,4,4,4,4 0-0 N".parse().unwrap();
        let c: Position = "4,4,4,4,4,4/4,4,4,4,4,3 1-0 S".parse().unwrap();
        let d: Position = "4,4,4,4,4,4/4,4,4,4,4,3 0-1 S".parse().unwrap();
        let hs = [hash(&a), hash(&b), hash(&c), hash(&d)];
        for i in 0..4 {
            for j in i + 1..4 {
                assert_ne!(hs[i], hs[j]);
            }
        }
    }

    #[test]
    fn store_then_probe_round_trips_and_proven_survives() {
        let mut tt = Tt::new(1);
        let e = Entry {
            value: -17,
            bound: Bound::Lower,
            depth: 9,
            proven: true,
            best: Some(11),
        };
        tt.store(42, e);
        assert_eq!(tt.probe(42), Some(e));
        assert_eq!(tt.probe(43), None);
        tt.store(42, Entry { proven: false, ..e });
        assert_eq!(tt.probe(42), Some(e));
    }
}
