//! Records of an older format moved onto this one as they are read (the
//! formats are listed at `save::FORMAT`). Files are never rewritten for it:
//! a record is written in this format the next time it changes.

use std::collections::BTreeMap;

use super::journal::Baseline;
use super::last::Last;
use super::learner::Learner;
use super::progress::Tally;
use super::save::ClassSettings;
use crate::coach::Level;

/// A record read from a file of format `from` (at most this version's).
pub trait Migrate {
    fn migrate(&mut self, from: u32);
}

impl Migrate for ClassSettings {
    fn migrate(&mut self, _from: u32) {}
}

impl Migrate for Learner {
    fn migrate(&mut self, from: u32) {
        match from {
            ..2 => first_ladder(self),
            2 => renumber(self, from_second_ladder),
            _ => {}
        }
        if from <= 3 {
            to_journal(self);
        }
        self.settle();
    }
}

/// A learner of format 3 or earlier kept their counts, not what they did:
/// the counts become the journal's baseline, which replay goes on from
/// (their lesson steps, kept by place, are moved onto step ids by the
/// classroom once it knows the lessons).
fn to_journal(l: &mut Learner) {
    let baseline = Baseline {
        puzzles: std::mem::take(&mut l.puzzles),
        games: std::mem::take(&mut l.games),
        rating: (*l.rating).clone(),
        adaptive: l.adaptive,
    };
    l.best_streak = l.best_streak.max(l.rating.best_streak);
    if baseline != Baseline::default() {
        l.journal.baseline = Some(baseline);
    }
}

/// The level that plays as level `n` of the first ladder (1 to 5) did; a
/// number that was never a level there is left as it is.
fn from_first_ladder(n: u8) -> u8 {
    Level::from_first_ladder(n).map_or(n, Level::number)
}

/// The level that plays as level `n` of the ladder of 15 (format 2) did.
fn from_second_ladder(n: u8) -> u8 {
    Level::from_second_ladder(n).map_or(n, Level::number)
}

/// Moves every level a learner's record keeps from the first ladder's
/// numbers (1 to 5) to today's.
pub(super) fn first_ladder(l: &mut Learner) {
    renumber(l, from_first_ladder);
}

/// Moves every level a learner's record keeps from an old ladder's numbers
/// to today's (`to`): the game to continue, the games kept whole, the
/// counts by level, the adapting computer's level.
fn renumber(l: &mut Learner, to: fn(u8) -> u8) {
    if let Some(Last::Game(game)) = &mut l.last {
        game.level = game.level.map(to);
    }
    for record in &mut l.games.recent {
        record.game.level = record.game.level.map(to);
    }
    let old = std::mem::take(&mut l.games.tally);
    l.games.tally = tally(old, to);
    l.adaptive.map_level(to);
}

/// The counts by level under today's numbers (0, games with a friend,
/// stays 0); two old numbers that meet are added up.
fn tally(old: BTreeMap<u8, Tally>, to: fn(u8) -> u8) -> BTreeMap<u8, Tally> {
    let mut out = BTreeMap::<u8, Tally>::new();
    for (level, t) in old {
        let sum = out.entry(to(level)).or_default();
        sum.played = sum.played.saturating_add(t.played);
        sum.won = sum.won.saturating_add(t.won);
        sum.drawn = sum.drawn.saturating_add(t.drawn);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::last::SavedGame;
    use super::super::storage::{Memory, Storage};
    use super::super::{GameRecord, Job, LearnerId, Outcome, save};
    use super::*;

    /// A learner's file exactly as format 1 wrote it: a game against the
    /// first ladder's level 2 to continue, games at its levels 1, 3 and 5
    /// and with a friend.
    const FORMAT_1: &str = r#"(
    format: 1,
    data: (
        id: "l1-a",
        name: "Aiko",
        games: (
            tally: {
                0: (played: 2, won: 0, drawn: 0),
                1: (played: 3, won: 2, drawn: 1),
                3: (played: 2, won: 1, drawn: 0),
                5: (played: 1, won: 0, drawn: 0),
            },
            recent: [
                (game: (moves: [2, 8], level: Some(5)), score: (10, 38), outcome: Some(Lost), ended: 7),
                (game: (moves: [3, 9], level: None), score: (24, 24), outcome: Some(Played), ended: 8),
                (game: (moves: [1, 7], level: Some(1)), score: (30, 18), outcome: Some(Won), ended: 9),
            ],
        ),
        coach: true,
        last: Some((game: Some((moves: [2, 9, 4], level: Some(2), teaching: true)))),
    ),
)"#;

    fn aiko(storage: &Memory) -> Learner {
        let mut loaded = save::load(storage, 1);
        assert!(loaded.problems.is_empty(), "{:?}", loaded.problems);
        loaded.learners.remove(0)
    }

    #[test]
    fn a_format_1_learner_gets_todays_levels() {
        let storage = Memory::new();
        storage.put("learners/l1-a.ron", FORMAT_1);
        let l = aiko(&storage);
        let Some(Last::Game(going)) = &l.last else {
            panic!("{:?}", l.last)
        };
        assert_eq!(going.level, Some(6), "the first ladder's 2");
        assert_eq!(going.moves, [2, 9, 4]);
        let levels: Vec<_> = l.games.recent.iter().map(|g| g.game.level).collect();
        assert_eq!(levels, [Some(19), None, Some(2)]);
        let keys: Vec<_> = l.games.tally.keys().copied().collect();
        assert_eq!(keys, [0, 2, 8, 19]);
        assert_eq!(l.games.tally[&2].won, 2);
        assert_eq!(l.games.tally[&8].played, 2);
        assert_eq!(l.games.played(), 8, "no game lost on the way");
        assert!(l.coach && l.adaptive.is_unused());
    }

    #[test]
    fn a_migrated_learner_is_written_in_this_format_and_not_moved_twice() {
        let storage = Memory::new();
        storage.put("learners/l1-a.ron", FORMAT_1);
        let l = aiko(&storage).with_event(
            10,
            super::super::journal::Event::Game(GameRecord {
                game: SavedGame {
                    moves: vec![0],
                    level: Some(6),
                    ..SavedGame::default()
                },
                outcome: Some(Outcome::Won),
                ended: 10,
                ..GameRecord::default()
            }),
        );
        Job::learner(l.clone(), true).run(&storage).unwrap();
        let text = storage.read("learners/l1-a.ron").unwrap().unwrap();
        assert!(
            text.contains(&format!("format: {}", save::FORMAT)),
            "{text}"
        );
        let back = aiko(&storage);
        assert_eq!(back, l, "read again as written");
        assert_eq!(back.games.tally[&6].won, 1);
        assert_eq!(back.games.tally[&19].played, 1, "19 stays 19");
    }

    #[test]
    fn saving_over_a_format_1_file_merges_it_with_todays_levels() {
        // Another window, of the version before, wrote this file; this
        // one saves the same learner with a game of its own.
        let storage = Memory::new();
        storage.put("learners/l1-a.ron", FORMAT_1);
        let mine = Learner {
            id: LearnerId::try_from("l1-a".to_owned()).unwrap(),
            name: "Aiko".into(),
            ..Learner::default()
        };
        Job::learner(mine, true).run(&storage).unwrap();
        let back = aiko(&storage);
        let keys: Vec<_> = back.games.tally.keys().copied().collect();
        assert_eq!(keys, [0, 2, 8, 19]);
        let levels: Vec<_> = back.games.recent.iter().map(|g| g.game.level).collect();
        assert_eq!(levels, [Some(19), None, Some(2)]);
    }

    #[test]
    fn a_format_2_learner_keeps_the_strength_of_each_game() {
        // The ladder of 15: 12 to 15 were 4,000, 15,000 and 50,000 nodes
        // and the top; today's 12, 14, 15 and 19 play as they did.
        let text = FORMAT_1
            .replace("format: 1", "format: 2")
            .replace("level: Some(5)", "level: Some(15)")
            .replace("level: Some(2), teaching", "level: Some(13), teaching")
            .replace("3: (played: 2", "14: (played: 2")
            .replace("5: (played: 1", "12: (played: 1");
        let storage = Memory::new();
        storage.put("learners/l1-a.ron", &text);
        let l = aiko(&storage);
        let Some(Last::Game(going)) = &l.last else {
            panic!("{:?}", l.last)
        };
        assert_eq!(going.level, Some(14));
        let levels: Vec<_> = l.games.recent.iter().map(|g| g.game.level).collect();
        assert_eq!(levels, [Some(19), None, Some(1)], "1 to 11 stay");
        // The game kept at 19 (its 15) had no count of its own in this
        // hand-made file: a record counts at least the games it keeps.
        let keys: Vec<_> = l.games.tally.keys().copied().collect();
        assert_eq!(keys, [0, 1, 12, 15, 19]);
        assert_eq!(l.games.played(), 9);
    }

    #[test]
    fn old_numbers_that_meet_are_added_and_unknown_ones_kept() {
        let t = |played| Tally {
            played,
            won: 1,
            drawn: 0,
        };
        // 6 was never a level of the first ladder; its 2 is today's 6.
        let moved = tally(
            BTreeMap::from([(2, t(3)), (6, t(4)), (9, t(1))]),
            from_first_ladder,
        );
        assert_eq!(moved[&6].played, 7);
        assert_eq!(moved[&6].won, 2);
        assert_eq!(moved[&9].played, 1);
        assert_eq!(moved.len(), 2);
    }
}
