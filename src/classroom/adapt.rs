//! The computer that adapts to a learner ("Computer: adapts to me" in
//! Play): its level for each learner and the rule that moves it. A win
//! moves it one level up, two losses in a row one level down, a draw keeps
//! it and forgets the losses. Only a finished game played against it from
//! its first move counts (the play screen says which, `SavedGame::adaptive`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::progress::{Outcome, Tally};
use crate::coach::Level;

/// A learner's adapting computer, saved with their progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(default)]
pub struct Adaptive {
    /// The learner chose "adapts to me" when they last played the computer.
    pub on: bool,
    /// The level it plays next (a number, as saved games keep levels);
    /// none until the learner first lets it choose.
    level: Option<u8>,
    /// Games lost in a row against it since it last moved.
    pub losses: u8,
}

/// What a finished game did to the level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// Won: one level up.
    Up,
    /// The second loss in a row: one level down.
    Down,
    /// A draw, a first loss, a win at the top or a second loss at the
    /// bottom: the same level again.
    Same,
}

impl Adaptive {
    /// Nothing to save: never used.
    pub fn is_unused(&self) -> bool {
        *self == Adaptive::default()
    }

    /// The level it plays, if it has one yet (a number a hand-edited file
    /// put out of range comes back inside it).
    pub fn level(&self) -> Option<Level> {
        self.level.map(clamped)
    }

    /// The level it plays for a learner with these games: its own, or where
    /// their history says to start ([`start`]).
    pub fn level_for(&self, tally: &BTreeMap<u8, Tally>) -> Level {
        self.level().unwrap_or_else(|| start(tally))
    }

    /// Switched on or off; switched on for the first time, it starts at
    /// [`level_for`](Self::level_for).
    pub fn switch(&mut self, on: bool, tally: &BTreeMap<u8, Tally>) {
        self.on = on;
        if on && self.level.is_none() {
            self.level = Some(start(tally).number());
        }
    }

    /// A finished game against it at `played` (the level the game was
    /// played at, which is the level it had unless another window moved
    /// it since): the rule.
    pub fn finished(&mut self, played: Level, outcome: Outcome) -> Change {
        let (next, change) = match outcome {
            Outcome::Won => {
                self.losses = 0;
                match played.up() {
                    Some(up) => (up, Change::Up),
                    None => (played, Change::Same),
                }
            }
            Outcome::Lost if self.losses >= 1 => {
                self.losses = 0;
                match played.down() {
                    Some(down) => (down, Change::Down),
                    None => (played, Change::Same),
                }
            }
            Outcome::Lost => {
                self.losses = self.losses.saturating_add(1);
                (played, Change::Same)
            }
            Outcome::Drawn | Outcome::Played => {
                self.losses = 0;
                (played, Change::Same)
            }
        };
        self.level = Some(next.number());
        change
    }

    /// The same with its level moved by `f` (a file of an older format).
    pub(super) fn map_level(&mut self, f: impl Fn(u8) -> u8) {
        self.level = self.level.map(f);
    }
}

/// The level a number stands for, brought inside the ladder.
fn clamped(n: u8) -> Level {
    Level::new(n.clamp(Level::MIN.number(), Level::MAX.number())).unwrap_or(Level::MIN)
}

/// Where the adapting computer starts for a learner with these games
/// played by level: the highest level against which they scored at least
/// half (a draw counts half), so the first game is one they can win; level
/// 1 for a learner who never did.
pub fn start(tally: &BTreeMap<u8, Tally>) -> Level {
    tally
        .iter()
        .filter(|&(&level, t)| {
            let points = 2 * u64::from(t.won) + u64::from(t.drawn);
            level > 0 && t.played > 0 && points >= u64::from(t.played)
        })
        .map(|(&level, _)| clamped(level))
        .max()
        .unwrap_or(Level::MIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn level(n: u8) -> Level {
        Level::new(n).unwrap()
    }

    fn at(n: u8) -> Adaptive {
        Adaptive {
            on: true,
            level: Some(n),
            losses: 0,
        }
    }

    #[test]
    fn a_win_moves_up_and_the_top_stays_the_top() {
        let mut a = at(4);
        assert_eq!(a.finished(level(4), Outcome::Won), Change::Up);
        assert_eq!(a.level(), Some(level(5)));
        let mut top = at(Level::MAX.number());
        assert_eq!(top.finished(Level::MAX, Outcome::Won), Change::Same);
        assert_eq!(top.level(), Some(Level::MAX));
    }

    #[test]
    fn two_losses_in_a_row_move_down_and_the_bottom_stays_the_bottom() {
        let mut a = at(4);
        assert_eq!(a.finished(level(4), Outcome::Lost), Change::Same);
        assert_eq!((a.level(), a.losses), (Some(level(4)), 1));
        assert_eq!(a.finished(level(4), Outcome::Lost), Change::Down);
        assert_eq!((a.level(), a.losses), (Some(level(3)), 0));
        // The streak starts again at the new level.
        assert_eq!(a.finished(level(3), Outcome::Lost), Change::Same);
        assert_eq!(a.level(), Some(level(3)));
        let mut bottom = at(1);
        bottom.finished(Level::MIN, Outcome::Lost);
        assert_eq!(bottom.finished(Level::MIN, Outcome::Lost), Change::Same);
        assert_eq!((bottom.level(), bottom.losses), (Some(Level::MIN), 0));
    }

    #[test]
    fn a_draw_or_a_win_between_two_losses_forgets_the_first() {
        for between in [Outcome::Drawn, Outcome::Won] {
            let mut a = at(6);
            a.finished(level(6), Outcome::Lost);
            a.finished(level(6), between);
            let now = a.level().unwrap();
            assert_eq!(a.finished(now, Outcome::Lost), Change::Same, "{between:?}");
            assert_eq!(a.level(), Some(now), "{between:?}");
        }
        let mut a = at(6);
        assert_eq!(a.finished(level(6), Outcome::Drawn), Change::Same);
        assert_eq!(a.level(), Some(level(6)));
    }

    #[test]
    fn the_rule_moves_from_the_level_the_game_was_played_at() {
        // Another window moved it to 9 meanwhile; this game was at 5.
        let mut a = at(9);
        a.finished(level(5), Outcome::Won);
        assert_eq!(a.level(), Some(level(6)));
    }

    #[test]
    fn a_new_learner_starts_at_level_one_and_a_player_where_they_scored_half() {
        assert_eq!(start(&BTreeMap::new()), Level::MIN);
        let t = |played, won, drawn| Tally { played, won, drawn };
        // Games with a friend (level 0) say nothing about the computer.
        let friend = BTreeMap::from([(0, t(9, 9, 0))]);
        assert_eq!(start(&friend), Level::MIN);
        let history = BTreeMap::from([
            (2, t(4, 4, 0)),
            (6, t(4, 1, 2)),
            (8, t(3, 1, 0)),
            (11, t(2, 0, 0)),
        ]);
        assert_eq!(start(&history), level(6), "2 of 4 at 6, 1 of 3 at 8");
        // Only lost: the bottom.
        assert_eq!(start(&BTreeMap::from([(11, t(3, 0, 0))])), Level::MIN);
        // A number beyond the ladder counts as its top.
        assert_eq!(start(&BTreeMap::from([(99, t(1, 1, 0))])), Level::MAX);
    }

    #[test]
    fn switching_on_starts_it_once_and_keeps_its_level_after() {
        let history = BTreeMap::from([(
            8,
            Tally {
                played: 2,
                won: 2,
                drawn: 0,
            },
        )]);
        let mut a = Adaptive::default();
        assert!(a.is_unused());
        assert_eq!(a.level_for(&history), level(8));
        a.switch(true, &history);
        assert_eq!(a.level(), Some(level(8)));
        a.finished(level(8), Outcome::Won);
        a.switch(false, &history);
        a.switch(true, &BTreeMap::new());
        assert_eq!(a.level(), Some(level(9)), "its own level, not a new start");
        assert!(!a.is_unused());
    }

    #[test]
    fn a_level_out_of_range_in_a_file_comes_back_inside() {
        let a: Adaptive = ron::from_str("(on: true, level: Some(40), losses: 1)").unwrap();
        assert_eq!(a.level(), Some(Level::MAX));
        let a: Adaptive = ron::from_str("(level: Some(0))").unwrap();
        assert_eq!(a.level(), Some(Level::MIN));
    }
}
