//! A learner's puzzle rating and the puzzles chosen by it: "Puzzles for
//! me" (the next puzzle near the learner's rating, never one tried lately)
//! and the streak (puzzles of rising rating until the first miss).
//!
//! Each puzzle's first try since it was opened rates the learner with
//! Glicko-2 ([`super::glicko`]) against the puzzle's own rating, unless
//! the learner tried it lately: solved cleanly counts as a win; a wrong
//! move, a hint or the answer shown as a loss. Pure: no clock, no files.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::glicko::{Game, Glicko, TAU};
use super::progress::PuzzleRecord;
use crate::content::Puzzle;

/// A new learner's rating: between the middles of the easy and the medium
/// puzzles, so the first picks are easy ones. Its deviation is smaller
/// than Glicko's 350 for a player nothing is known of: a child starting
/// puzzles is a beginner, and two early misses should not take a third of
/// the rating away (about 100 points a result at first, less later).
pub const START: f64 = 1000.0;
pub const START_DEVIATION: f64 = 200.0;
/// How sure a puzzle's own rating is, as a Glicko deviation: computed by
/// the engine, it does not move, but it is an estimate.
pub const PUZZLE_DEVIATION: f64 = 60.0;
/// How many tries back "lately" reaches: a puzzle among them is neither
/// picked nor rated again.
pub const RECENT: usize = 30;
/// A puzzle already solved once is picked only if nothing unsolved is
/// this much closer to the learner's rating.
const SOLVED_PENALTY: f64 = 150.0;
/// The streak's first target, and how much each puzzle solved raises it.
pub const STREAK_START: f64 = 500.0;
pub const STREAK_STEP: f64 = 50.0;

/// A learner's rating for puzzles, and what it needs to choose for them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRating {
    pub glicko: Glicko,
    /// Rated tries so far.
    pub tries: u32,
    /// The puzzles tried lately, the latest last (at most [`RECENT`]).
    pub recent: Vec<String>,
    /// The longest streak so far.
    pub best_streak: u32,
}

// The floats are always finite (see `Glicko::after`), so equality is one.
impl Eq for PuzzleRating {}

impl Default for PuzzleRating {
    fn default() -> PuzzleRating {
        PuzzleRating {
            glicko: Glicko {
                rating: START,
                deviation: START_DEVIATION,
                ..Glicko::default()
            },
            tries: 0,
            recent: Vec::new(),
            best_streak: 0,
        }
    }
}

impl PuzzleRating {
    /// The rating as the screens show it.
    pub fn shown(&self) -> u16 {
        self.glicko.rating.round().clamp(0.0, f64::from(u16::MAX)) as u16
    }

    /// Whether the learner tried the puzzle `id` lately.
    pub fn is_recent(&self, id: &str) -> bool {
        self.recent.iter().any(|r| r == id)
    }

    /// The first try at puzzle `id`, rated `rating`, since it was opened:
    /// the rating moves unless it was tried lately; either way it is
    /// tried lately now. Returns whether the rating moved.
    pub fn tried(&mut self, id: &str, rating: u16, solved: bool) -> bool {
        let rate = !self.is_recent(id);
        if rate {
            let game = Game {
                rating: f64::from(rating),
                deviation: PUZZLE_DEVIATION,
                score: if solved { 1.0 } else { 0.0 },
            };
            let after = self.glicko.after(&[game], TAU);
            if after.rating.is_finite() && after.deviation.is_finite() {
                self.glicko = Glicko {
                    rating: after.rating.clamp(100.0, 3500.0),
                    deviation: after.deviation.clamp(30.0, 350.0),
                    volatility: after.volatility.clamp(0.01, 0.2),
                };
            }
            self.tries = self.tries.saturating_add(1);
        }
        self.recent.retain(|r| r != id);
        self.recent.push(id.to_owned());
        let extra = self.recent.len().saturating_sub(RECENT);
        self.recent.drain(..extra);
        rate
    }

    /// A streak of `length` puzzles solved in a row so far.
    pub fn streak(&mut self, length: u32) {
        self.best_streak = self.best_streak.max(length);
    }
}

/// A stable number for a puzzle and a moment, to vary the pick among
/// equally good puzzles without randomness (FNV-1a).
fn spread(id: &str, salt: u32) -> u64 {
    id.bytes()
        .chain(salt.to_le_bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// The puzzle to try next near `target`, among `puzzles` for which `keep`
/// holds: not tried lately, one never solved before one solved, then the
/// closest rating, then a spread of the equally close.
fn nearest(
    puzzles: &[Puzzle],
    records: &BTreeMap<String, PuzzleRecord>,
    rating: &PuzzleRating,
    target: f64,
    keep: impl Fn(&Puzzle) -> bool,
) -> Option<usize> {
    puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| !rating.is_recent(&p.id) && keep(p))
        .map(|(i, p)| {
            let solved = records.get(&p.id).is_some_and(|r| r.solved);
            let distance =
                (f64::from(p.rating()) - target).abs() + if solved { SOLVED_PENALTY } else { 0.0 };
            // Whole points: ties are broken by the spread, not by float noise.
            (i, distance.round() as i64, spread(&p.id, rating.tries))
        })
        .min_by_key(|&(_, d, s)| (d, s))
        .map(|(i, _, _)| i)
}

/// "Puzzles for me": the place in `puzzles` of the next one near the
/// learner's rating, never one tried lately; none when every puzzle was.
pub fn for_me(
    puzzles: &[Puzzle],
    records: &BTreeMap<String, PuzzleRecord>,
    rating: &PuzzleRating,
) -> Option<usize> {
    nearest(puzzles, records, rating, rating.glicko.rating, |_| true)
}

/// The streak's next puzzle after `solved` puzzles in a row, the last of
/// them rated `last`: near a target that rises with every puzzle solved,
/// and never below the last one's rating. None when no puzzle is left that
/// high (the streak is complete).
pub fn streak_next(
    puzzles: &[Puzzle],
    records: &BTreeMap<String, PuzzleRecord>,
    rating: &PuzzleRating,
    solved: u32,
    last: Option<u16>,
) -> Option<usize> {
    let target = STREAK_START + STREAK_STEP * f64::from(solved);
    let floor = last.unwrap_or(0);
    nearest(puzzles, records, rating, target, |p| p.rating() >= floor)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Goal, PositionSpec, Theme};

    fn puzzle(id: &str, rating: u16) -> Puzzle {
        Puzzle {
            id: id.into(),
            theme: Theme::Capture,
            difficulty: None,
            rating: Some(rating),
            position: PositionSpec::Notation("4,4,4,4,4,4/4,4,4,4,4,4 0-0 S".into()),
            goal: Goal::MostSeeds,
            answer: None,
            prompt: None,
            hints: Vec::new(),
            explanation: None,
        }
    }

    fn ladder() -> Vec<Puzzle> {
        (0..20)
            .map(|i| puzzle(&format!("p{i}"), 500 + 100 * i))
            .collect()
    }

    #[test]
    fn for_me_picks_near_the_rating_and_never_one_tried_lately() {
        let puzzles = ladder();
        let records = BTreeMap::new();
        let mut r = PuzzleRating::default();
        // 1000: exactly p5.
        assert_eq!(for_me(&puzzles, &records, &r), Some(5));
        r.tried("p5", 1000, true);
        let next = for_me(&puzzles, &records, &r).unwrap();
        assert_ne!(next, 5, "tried lately");
        // The rating went up: the next is at least as hard.
        assert!(puzzles[next].rating() >= 1000, "{}", puzzles[next].id);
        // Once every puzzle was tried lately, nothing is left.
        for p in &puzzles {
            r.tried(&p.id, p.rating(), true);
        }
        assert_eq!(for_me(&puzzles, &records, &r), None);
    }

    #[test]
    fn an_unsolved_puzzle_comes_before_a_solved_one_as_close() {
        let puzzles = vec![puzzle("solved", 1000), puzzle("fresh", 1100)];
        let records = BTreeMap::from([(
            "solved".to_owned(),
            PuzzleRecord {
                solved: true,
                solves: 1,
                ..PuzzleRecord::default()
            },
        )]);
        let r = PuzzleRating::default();
        assert_eq!(for_me(&puzzles, &records, &r), Some(1));
    }

    #[test]
    fn a_puzzle_tried_lately_moves_the_rating_only_once() {
        let mut r = PuzzleRating::default();
        assert!(r.tried("a", 1200, true));
        let after = r.glicko;
        assert!(after.rating > START);
        assert!(!r.tried("a", 1200, true), "tried lately: not rated again");
        assert_eq!(r.glicko, after);
        assert_eq!(r.tries, 1);
        // Out of the window again after RECENT other tries.
        for i in 0..RECENT {
            r.tried(&format!("x{i}"), 1000, false);
        }
        assert!(!r.is_recent("a"));
        assert!(r.tried("a", 1200, true));
    }

    #[test]
    fn misses_lower_the_rating_and_the_picks_follow() {
        let puzzles = ladder();
        let records = BTreeMap::new();
        let mut r = PuzzleRating::default();
        for i in 0..6 {
            r.tried(&format!("m{i}"), 1000, false);
        }
        assert!(r.glicko.rating < START);
        let next = for_me(&puzzles, &records, &r).unwrap();
        assert!(puzzles[next].rating() < 1000, "{}", puzzles[next].rating());
    }

    #[test]
    fn the_streak_rises_and_never_goes_back_down() {
        let puzzles = ladder();
        let records = BTreeMap::new();
        let mut r = PuzzleRating::default();
        let mut last = None;
        let mut seen = Vec::new();
        for solved in 0.. {
            let Some(i) = streak_next(&puzzles, &records, &r, solved, last) else {
                break;
            };
            let p = &puzzles[i];
            if let Some(l) = last {
                assert!(p.rating() >= l, "{} after {l}", p.rating());
            }
            seen.push(p.rating());
            r.tried(&p.id, p.rating(), true);
            r.streak(solved + 1);
            last = Some(p.rating());
        }
        assert_eq!(seen[0], 500, "starts with the easiest");
        assert_eq!(seen.len(), puzzles.len(), "climbs through them all");
        assert_eq!(r.best_streak, 20);
    }
}
