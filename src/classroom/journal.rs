//! What a learner did that counts (a puzzle tried, a rated try, a finished
//! game, the adapting computer switched), kept as facts with stamps, and
//! what follows from them: each puzzle's record, the puzzle rating, the
//! games' counts and the adapting computer's level.
//!
//! Copies of a learner on many devices merge by taking the union of their
//! facts; everything else is worked out again by replaying the facts in
//! stamp order from the same start. So the order in which devices sync
//! never changes the result, and a fact sent twice counts once (the way
//! Kolibri keeps each attempt as its own row and derives summaries).
//!
//! A learner saved before facts were kept (format 3 and earlier) starts
//! from a [`Baseline`]: their counts as they were, which replay goes on
//! from.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::adapt::Adaptive;
use super::progress::{GameLog, GameRecord, PuzzleRecord, Tally};
use super::puzzle_pick::PuzzleRating;
use super::stamp::Stamp;
use crate::coach::Level;

/// One thing a learner did.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Event {
    /// A puzzle solved, or missed (a wrong answer, or the answer shown).
    Try { puzzle: String, solved: bool },
    /// A puzzle's first try since it was opened, which rates the learner
    /// against the puzzle's rating at the time (kept here, so replay does
    /// not depend on today's puzzle files).
    Rated {
        puzzle: String,
        rating: u16,
        solved: bool,
    },
    /// A finished game.
    Game(GameRecord),
    /// "Computer: adapts to me" switched on or off.
    Adapts(bool),
}

/// Where replay starts: a learner's counts from before facts were kept.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Baseline {
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    pub games: GameLog,
    pub rating: PuzzleRating,
    pub adaptive: Adaptive,
}

impl Baseline {
    /// The join of two baselines (two devices that moved two old copies of
    /// one learner): the larger of each count, the rating with more tries,
    /// every game kept whole.
    fn merge_from(&mut self, other: &Baseline) {
        for (id, r) in &other.puzzles {
            self.puzzles.entry(id.clone()).or_default().merge_from(r);
        }
        for (&level, t) in &other.games.tally {
            let mine = self.games.tally.entry(level).or_default();
            *mine = Tally {
                played: mine.played.max(t.played),
                won: mine.won.max(t.won),
                drawn: mine.drawn.max(t.drawn),
            };
        }
        self.games.recent.extend(other.games.recent.iter().cloned());
        self.normalize();
        if rating_key(&other.rating) > rating_key(&self.rating) {
            let best = self.rating.best_streak.max(other.rating.best_streak);
            self.rating = other.rating.clone();
            self.rating.best_streak = best;
        } else {
            self.rating.best_streak = self.rating.best_streak.max(other.rating.best_streak);
        }
        self.adaptive = self.adaptive.max(other.adaptive);
    }
}

impl Baseline {
    /// The one form of a baseline: its games kept whole in the order they
    /// ended, each once (every one of every copy merged: replay keeps the
    /// last [`GameLog::KEEP`]), and counts of at least the games it keeps
    /// (two old copies that each played other games count them all).
    pub fn normalize(&mut self) {
        let recent = &mut self.games.recent;
        recent.sort_by(|a, b| (a.ended, a).cmp(&(b.ended, b)));
        recent.dedup();
        let mut kept = GameLog::default();
        for g in recent.iter() {
            kept.add(g.clone());
        }
        for (level, k) in kept.tally {
            let t = self.games.tally.entry(level).or_default();
            *t = Tally {
                played: t.played.max(k.played),
                won: t.won.max(k.won),
                drawn: t.drawn.max(k.drawn),
            };
        }
    }
}

/// A total order on ratings: more tries first, then the numbers.
fn rating_key(r: &PuzzleRating) -> (u32, [u64; 3], &[String]) {
    (
        r.tries,
        [
            r.glicko.rating.to_bits(),
            r.glicko.deviation.to_bits(),
            r.glicko.volatility.to_bits(),
        ],
        &r.recent,
    )
}

/// A learner's facts.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Journal {
    #[serde(skip_serializing_if = "Option::is_none")]
    pub baseline: Option<Baseline>,
    /// By stamp: the order they are replayed in.
    #[serde(with = "events_as_list")]
    pub events: BTreeMap<Stamp, Event>,
    /// Facts made with the stamp of another fact in `events` (never by one
    /// stamper: a copied device, a broken or hostile one), kept beside it
    /// so that neither is lost: a miss never becomes a solve. The greater
    /// fact of a stamp is in `events`, the others here, whatever order
    /// they met in.
    #[serde(skip_serializing_if = "BTreeSet::is_empty")]
    pub clashes: BTreeSet<(Stamp, Event)>,
}

/// What replaying a journal gives.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Derived {
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    pub games: GameLog,
    pub rating: PuzzleRating,
    pub adaptive: Adaptive,
}

impl Journal {
    pub fn is_empty(&self) -> bool {
        self.baseline.is_none() && self.events.is_empty() && self.clashes.is_empty()
    }

    /// Every fact, each once, in the order they are replayed: by stamp,
    /// then (two facts of one stamp) by the fact.
    pub fn facts(&self) -> impl Iterator<Item = (&Stamp, &Event)> {
        let mut clashes = self.clashes.iter().map(|(s, e)| (s, e)).peekable();
        let mut events = self.events.iter().peekable();
        std::iter::from_fn(move || match (events.peek(), clashes.peek()) {
            (Some(a), Some(b)) if b < a => clashes.next(),
            (Some(_), _) => events.next(),
            (None, _) => clashes.next(),
        })
    }

    /// How many facts it holds.
    pub fn len(&self) -> usize {
        self.events.len() + self.clashes.len()
    }

    /// Whether it holds this fact with this stamp.
    pub fn has(&self, stamp: &Stamp, event: &Event) -> bool {
        self.events.get(stamp) == Some(event) || self.clashes.contains(&(*stamp, event.clone()))
    }

    /// Adds a fact (one it holds already counts once). A fact with the
    /// stamp of another is kept too ([`Journal::clashes`]).
    pub fn add(&mut self, stamp: Stamp, event: Event) {
        match self.events.get_mut(&stamp) {
            None => {
                self.events.insert(stamp, event);
            }
            Some(mine) if *mine == event => {}
            Some(mine) if *mine < event => {
                let lesser = std::mem::replace(mine, event);
                self.clashes.insert((stamp, lesser));
            }
            Some(_) => {
                self.clashes.insert((stamp, event));
            }
        }
    }

    /// Keeps the facts `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(&Stamp, &Event) -> bool) {
        let all: Vec<(Stamp, Event)> = std::mem::take(&mut self.events)
            .into_iter()
            .chain(std::mem::take(&mut self.clashes))
            .filter(|(s, e)| keep(s, e))
            .collect();
        for (s, e) in all {
            self.add(s, e);
        }
    }

    /// The join: every fact of either (a fact both have counts once, two
    /// facts of one stamp count both).
    pub fn merge_from(&mut self, other: &Journal) {
        match (&mut self.baseline, &other.baseline) {
            (Some(mine), Some(theirs)) => mine.merge_from(theirs),
            (None, Some(theirs)) => self.baseline = Some(theirs.clone()),
            _ => {}
        }
        for (stamp, event) in other.facts() {
            self.add(*stamp, event.clone());
        }
    }

    /// Puts the baseline in its one form (see [`Baseline::normalize`]).
    pub fn normalize(&mut self) {
        if let Some(b) = &mut self.baseline {
            b.normalize();
        }
    }

    /// Replays the facts in stamp order from the baseline.
    pub fn derive(&self) -> Derived {
        let mut base = self.baseline.clone().unwrap_or_default();
        let extra = base.games.recent.len().saturating_sub(GameLog::KEEP);
        base.games.recent.drain(..extra);
        let mut d = Derived {
            puzzles: base.puzzles,
            games: base.games,
            rating: base.rating,
            adaptive: base.adaptive,
        };
        for (stamp, event) in self.facts() {
            match event {
                Event::Try { puzzle, solved } => {
                    let r = d.puzzles.entry(puzzle.clone()).or_default();
                    if *solved {
                        r.solved = true;
                        r.solves = r.solves.saturating_add(1);
                    } else {
                        r.misses = r.misses.saturating_add(1);
                    }
                    r.last = r.last.max(stamp.at);
                }
                Event::Rated {
                    puzzle,
                    rating,
                    solved,
                } => {
                    d.rating.tried(puzzle, *rating, *solved);
                }
                Event::Game(record) => {
                    let played = record.game.level.and_then(Level::new);
                    if let (true, Some(played), Some(outcome)) =
                        (record.game.adaptive, played, record.outcome)
                    {
                        d.adaptive.finished(played, outcome);
                    }
                    d.games.add(record.clone());
                }
                Event::Adapts(on) => d.adaptive.switch(*on, &d.games.tally),
            }
        }
        d
    }
}

/// Events are written as a list of (stamp, event) pairs: RON maps need
/// keys it can write, and a list reads well in a file.
mod events_as_list {
    use std::collections::BTreeMap;

    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    use super::{Event, Stamp};

    #[derive(Serialize, Deserialize)]
    struct Entry {
        at: Stamp,
        did: Event,
    }

    pub fn serialize<S: Serializer>(
        events: &BTreeMap<Stamp, Event>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        #[derive(Serialize)]
        struct EntryRef<'a> {
            at: &'a Stamp,
            did: &'a Event,
        }
        s.collect_seq(events.iter().map(|(at, did)| EntryRef { at, did }))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        d: D,
    ) -> Result<BTreeMap<Stamp, Event>, D::Error> {
        let list = Vec::<Entry>::deserialize(d)?;
        let mut out = BTreeMap::new();
        for Entry { at, did } in list {
            // The same stamp twice (a hand-edited file): the greater, as
            // a merge would keep.
            match out.get(&at) {
                Some(e) if *e >= did => {}
                _ => {
                    out.insert(at, did);
                }
            }
        }
        Ok(out)
    }
}
