//! What the run measures: from the moment a device sends an answer (or a
//! vote) to the moment the projector's stream delivers the event that
//! shows it (`answered`, `voted`), matched by class, learner and puzzle
//! (or move); and whether each was seen exactly once.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::time::Instant;

use crate::load::stats;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum What {
    Answer,
    Vote,
}

/// Which answer or vote: a learner's of a class, to a puzzle's index (or
/// a move's ply).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Key {
    pub what: What,
    pub class: usize,
    pub learner: String,
    pub at: usize,
}

/// An answer or vote the server acknowledged as new.
#[derive(Clone, Debug)]
pub struct Sent {
    pub key: Key,
    /// Just before its request was written.
    pub when: Instant,
    /// The device's server is not the projector's.
    pub cross: bool,
}

/// An `answered` or `voted` event on a projector's stream.
#[derive(Clone, Debug)]
pub struct Seen {
    pub key: Key,
    pub when: Instant,
}

/// The sent and the seen, matched.
#[derive(Debug, Default)]
pub struct Matched {
    /// Microseconds from sending to seeing, by kind and whether across
    /// servers.
    pub latencies: HashMap<(What, bool), Vec<u32>>,
    /// Acknowledged but never on the projector.
    pub unseen: usize,
    /// On the projector more than once (each extra time).
    pub twice: usize,
    /// On the projector, never acknowledged to a device.
    pub unsent: usize,
}

impl Matched {
    /// Every latency of a kind, both servers' together.
    pub fn all(&self, what: What) -> Vec<u32> {
        let mut out = Vec::new();
        for cross in [false, true] {
            out.extend(self.latencies.get(&(what, cross)).into_iter().flatten());
        }
        out
    }
}

pub fn matched(sent: &[Sent], seen: &[Seen]) -> Matched {
    let mut m = Matched::default();
    let mut first: HashMap<&Key, Instant> = HashMap::new();
    for s in seen {
        match first.entry(&s.key) {
            Entry::Occupied(_) => m.twice += 1,
            Entry::Vacant(v) => {
                v.insert(s.when);
            }
        }
    }
    let mut used = 0;
    for s in sent {
        match first.get(&s.key) {
            Some(&when) => {
                used += 1;
                let micros = when.saturating_duration_since(s.when).as_micros();
                m.latencies
                    .entry((s.key.what, s.cross))
                    .or_default()
                    .push(u32::try_from(micros).unwrap_or(u32::MAX));
            }
            None => m.unseen += 1,
        }
    }
    m.unsent = first.len() - used.min(first.len());
    m
}

/// p50, p90, p99 and max of latencies in microseconds, in milliseconds.
pub struct Figures {
    pub n: usize,
    pub p50: f64,
    pub p90: f64,
    pub p99: f64,
    pub max: f64,
}

pub fn figures(micros: &mut [u32]) -> Figures {
    // The load's summary sorts them and gives the rest.
    let s = stats::summary(micros);
    let p90 = if micros.is_empty() {
        0.0
    } else {
        let i = ((micros.len() as f64 * 0.9).ceil() as usize).clamp(1, micros.len()) - 1;
        f64::from(micros[i]) / 1000.0
    };
    Figures {
        n: s.n,
        p50: s.p50,
        p90,
        p99: s.p99,
        max: s.max,
    }
}

impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "p50 {:.1} ms, p90 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({})",
            self.p50, self.p90, self.p99, self.max, self.n
        )
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn key(what: What, class: usize, learner: &str, at: usize) -> Key {
        Key {
            what,
            class,
            learner: learner.into(),
            at,
        }
    }

    #[test]
    fn each_answer_is_matched_to_its_own_event() {
        let t = Instant::now();
        let ms = |n: u64| t + Duration::from_millis(n);
        let sent = vec![
            Sent {
                key: key(What::Answer, 0, "a", 0),
                when: ms(0),
                cross: false,
            },
            // The same learner and puzzle in another class.
            Sent {
                key: key(What::Answer, 1, "a", 0),
                when: ms(10),
                cross: true,
            },
            Sent {
                key: key(What::Answer, 0, "a", 1),
                when: ms(20),
                cross: false,
            },
            // A vote of the same learner at the same number.
            Sent {
                key: key(What::Vote, 0, "a", 1),
                when: ms(30),
                cross: false,
            },
            // Never seen.
            Sent {
                key: key(What::Answer, 0, "b", 0),
                when: ms(0),
                cross: false,
            },
        ];
        let seen = vec![
            Seen {
                key: key(What::Answer, 1, "a", 0),
                when: ms(300),
            },
            Seen {
                key: key(What::Answer, 0, "a", 0),
                when: ms(5),
            },
            Seen {
                key: key(What::Vote, 0, "a", 1),
                when: ms(31),
            },
            Seen {
                key: key(What::Answer, 0, "a", 1),
                when: ms(27),
            },
            // Twice, and one nobody sent.
            Seen {
                key: key(What::Answer, 0, "a", 1),
                when: ms(90),
            },
            Seen {
                key: key(What::Answer, 2, "z", 0),
                when: ms(90),
            },
        ];
        let m = matched(&sent, &seen);
        assert_eq!(m.latencies[&(What::Answer, false)], vec![5_000, 7_000]);
        assert_eq!(m.latencies[&(What::Answer, true)], vec![290_000]);
        assert_eq!(m.latencies[&(What::Vote, false)], vec![1_000]);
        assert_eq!((m.unseen, m.twice, m.unsent), (1, 1, 1));
        assert_eq!(m.all(What::Answer).len(), 3);
    }

    #[test]
    fn percentiles_of_a_hundred() {
        let mut v: Vec<u32> = (1..=100).rev().map(|ms| ms * 1000).collect();
        let f = figures(&mut v);
        assert_eq!(
            (f.p50, f.p90, f.p99, f.max, f.n),
            (50.0, 90.0, 99.0, 100.0, 100)
        );
        let mut one = vec![7_500];
        let f = figures(&mut one);
        assert_eq!((f.p50, f.p90, f.p99, f.max), (7.5, 7.5, 7.5, 7.5));
        assert_eq!(figures(&mut []).p90, 0.0);
    }
}
