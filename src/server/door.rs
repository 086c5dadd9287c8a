//! Every number of a learner a device sends, checked at the door: what
//! the database keeps (BIGINT and INTEGER columns, signed) and what a
//! child can really do. A number out of range is a 400 naming its field
//! (`{"error": "out-of-range", "field": "journal.at"}`) and nothing of the
//! sync is written, the same at every resend; never a 500, a panic or a
//! number that wraps.

use super::error::{ApiError, ApiResult};
use crate::classroom::journal::{Baseline, Event};
use crate::classroom::{GameRecord, Last, Learner, Stamp};

/// The largest time or stamp part kept (BIGINT).
pub const MAX_BIG: u64 = i64::MAX as u64;
/// The largest count a record may carry (games played, tries, a streak,
/// an epoch): far beyond what a child does in a lifetime of lessons,
/// far below what the columns and the sums over a class can hold.
pub const MAX_COUNT: u32 = 1_000_000;
/// The longest game, in moves (a game of Wahree ends in a few hundred at
/// most: every move sows at least one seed towards a store or a
/// capture, and the rules end a game that goes round).
pub const MAX_MOVES: usize = 2_000;
/// The most lesson steps one learner may have completed (the shipped
/// lessons have a few hundred; a teacher's own add some).
pub const MAX_STEPS: usize = 10_000;

/// A stamp's time and count must fit their columns; its origin is a
/// random identity over all of u64 (half of all devices draw one past
/// 2^63), kept bit for bit in its BIGINT, so any origin passes.
fn stamp(s: &Stamp, field: &'static str) -> ApiResult<()> {
    if s.at > MAX_BIG || s.n > MAX_BIG {
        return Err(ApiError::OutOfRange(field));
    }
    Ok(())
}

fn count(n: u32, field: &'static str) -> ApiResult<()> {
    if n > MAX_COUNT {
        return Err(ApiError::OutOfRange(field));
    }
    Ok(())
}

fn game(g: &GameRecord, field: &'static str) -> ApiResult<()> {
    if g.ended > MAX_BIG || g.game.moves.len() > MAX_MOVES || g.game.undone.len() > MAX_MOVES {
        return Err(ApiError::OutOfRange(field));
    }
    if g.game.moves.iter().chain(&g.game.undone).any(|&h| h > 11) {
        return Err(ApiError::OutOfRange(field));
    }
    Ok(())
}

fn baseline(b: &Baseline) -> ApiResult<()> {
    for r in b.puzzles.values() {
        count(r.solves, "journal.baseline.puzzles")?;
        count(r.misses, "journal.baseline.puzzles")?;
        if r.last > MAX_BIG {
            return Err(ApiError::OutOfRange("journal.baseline.puzzles"));
        }
    }
    for t in b.games.tally.values() {
        count(t.played, "journal.baseline.games")?;
        count(t.won, "journal.baseline.games")?;
        count(t.drawn, "journal.baseline.games")?;
    }
    if b.games.recent.len() > 1_000 {
        return Err(ApiError::OutOfRange("journal.baseline.games"));
    }
    for g in &b.games.recent {
        game(g, "journal.baseline.games")?;
    }
    let r = &b.rating;
    count(r.tries, "journal.baseline.rating")?;
    count(r.best_streak, "journal.baseline.rating")?;
    let g = &r.glicko;
    let sane = (0.0..=10_000.0).contains(&g.rating)
        && (0.0..=1_000.0).contains(&g.deviation)
        && (0.0..=10.0).contains(&g.volatility);
    if !sane || r.recent.len() > 1_000 {
        return Err(ApiError::OutOfRange("journal.baseline.rating"));
    }
    Ok(())
}

/// Every number of `l` in range (see the module's comment).
pub fn numbers(l: &Learner) -> ApiResult<()> {
    let s = &l.stamps;
    for (st, field) in [
        (s.name, "stamps.name"),
        (s.card, "stamps.card"),
        (s.lang, "stamps.lang"),
        (s.second, "stamps.second"),
        (s.furigana, "stamps.furigana"),
        (s.coach, "stamps.coach"),
        (s.last, "stamps.last"),
    ] {
        stamp(&st, field)?;
    }
    if l.added > MAX_BIG {
        return Err(ApiError::OutOfRange("added"));
    }
    if l.active > MAX_BIG {
        return Err(ApiError::OutOfRange("active"));
    }
    count(l.epoch, "epoch")?;
    count(l.best_streak, "best_streak")?;
    match &l.last {
        Some(Last::Lesson { step, .. }) if *step > MAX_STEPS => {
            return Err(ApiError::OutOfRange("last.step"));
        }
        Some(Last::Game(g)) => {
            let saved = GameRecord {
                game: g.clone(),
                ..GameRecord::default()
            };
            game(&saved, "last.game")?;
        }
        _ => {}
    }
    let steps: usize = l
        .lessons
        .values()
        .map(|p| p.completed.len() + p.scores.len())
        .sum();
    if steps > 2 * MAX_STEPS {
        return Err(ApiError::OutOfRange("lessons"));
    }
    for (st, e) in &l.journal.events {
        stamp(st, "journal.at")?;
        if let Event::Game(g) = e {
            game(g, "journal.game")?;
        }
    }
    if let Some(b) = &l.journal.baseline {
        baseline(b)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::LearnerId;

    fn aiko() -> Learner {
        Learner {
            id: LearnerId::try_from("l1-aiko".to_owned()).unwrap(),
            name: "Aiko".into(),
            ..Learner::default()
        }
    }

    fn field(l: &Learner) -> Option<&'static str> {
        match numbers(l) {
            Ok(()) => None,
            Err(ApiError::OutOfRange(f)) => Some(f),
            Err(e) => panic!("{e:?}"),
        }
    }

    #[test]
    fn numbers_past_their_columns_or_a_childs_doing_are_named() {
        assert_eq!(field(&aiko()), None);
        let at_edge = aiko().with_event(
            MAX_BIG,
            Event::Try {
                puzzle: "p".into(),
                solved: true,
            },
        );
        assert_eq!(field(&at_edge), None, "2^63 - 1 is kept");
        let past = aiko().with_event(
            MAX_BIG + 1,
            Event::Try {
                puzzle: "p".into(),
                solved: true,
            },
        );
        assert_eq!(field(&past), Some("journal.at"));
        let mut l = aiko();
        l.stamps.coach.at = u64::MAX;
        assert_eq!(field(&l), Some("stamps.coach"));
        // A device's origin is random over all of u64: every one is kept.
        let mut l = aiko();
        l.stamps.coach.origin = u64::MAX;
        l.stamps.name.origin = MAX_BIG + 1;
        assert_eq!(field(&l), None, "an origin past 2^63 is a device's");
        let mut l = aiko();
        l.epoch = u32::MAX;
        assert_eq!(field(&l), Some("epoch"));
        let mut l = aiko();
        l.active = u64::MAX;
        assert_eq!(field(&l), Some("active"));
        let mut l = aiko();
        let mut b = Baseline::default();
        b.games.tally.entry(3).or_default().played = u32::MAX;
        l.journal.baseline = Some(b);
        assert_eq!(field(&l), Some("journal.baseline.games"));
        let mut l = aiko();
        let mut g = GameRecord::default();
        g.game.moves = vec![12];
        l = l.with_event(5, Event::Game(g));
        assert_eq!(field(&l), Some("journal.game"));
    }

    #[test]
    fn counts_at_their_types_maximum_neither_panic_nor_wrap_when_replayed() {
        // What a device could have stored before the door checked: the
        // replay saturates.
        let mut b = Baseline::default();
        b.games.tally.entry(2).or_default().played = u32::MAX;
        b.games.tally.entry(3).or_default().played = u32::MAX;
        b.puzzles.entry("p".into()).or_default().solves = u32::MAX;
        b.rating.tries = u32::MAX;
        let mut l = aiko();
        l.journal.baseline = Some(b);
        let l = l
            .with_event(
                9,
                Event::Try {
                    puzzle: "p".into(),
                    solved: true,
                },
            )
            .with_event(
                10,
                Event::Rated {
                    puzzle: "p".into(),
                    rating: 900,
                    solved: true,
                },
            );
        assert_eq!(l.games.played(), u32::MAX);
        assert_eq!(l.puzzles["p"].solves, u32::MAX);
        assert_eq!(l.rating.tries, u32::MAX);
        let mut far = aiko();
        far.epoch = u32::MAX;
        assert_eq!(far.emptied().epoch, u32::MAX);
    }
}
