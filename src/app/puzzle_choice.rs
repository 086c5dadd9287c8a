//! Which puzzle comes next when the learner asks for "Puzzles for me" or
//! a streak, and what a puzzle's first try does to their rating and their
//! streak. The choosing is the classroom's (`classroom::puzzle_pick`);
//! here it is only wired to the screens.

use super::puzzle::Mode;
use super::{App, Screen};
use crate::classroom::{Fact, progress, puzzle_pick};

impl App {
    /// "Puzzles for me": the next puzzle near the learner's rating; the
    /// first one not solved if every puzzle was tried lately.
    pub(super) fn open_for_me(&mut self) {
        let learner = self.class.learner();
        let index = puzzle_pick::for_me(self.puzzle_list(), &learner.puzzles, &learner.rating)
            .unwrap_or_else(|| progress::next_unsolved(self.puzzle_list(), &learner.puzzles));
        let rating = learner.rating.shown();
        self.open_puzzle(index);
        self.set_puzzle_mode(Mode::ForMe { rating });
    }

    /// The streak's next puzzle, after `solved` in a row, the last rated
    /// `last`; when none is left that high, the streak is complete.
    pub(super) fn open_streak(&mut self, solved: u32, last: Option<u16>) {
        let learner = self.class.learner();
        let best = learner.rating.best_streak;
        match puzzle_pick::streak_next(
            self.puzzle_list(),
            &learner.puzzles,
            &learner.rating,
            solved,
            last,
        ) {
            Some(index) => {
                self.open_puzzle(index);
                self.set_puzzle_mode(Mode::Streak { solved });
            }
            None => self.set_puzzle_mode(Mode::StreakOver { solved, best }),
        }
    }

    fn set_puzzle_mode(&mut self, mode: Mode) {
        if let Screen::Puzzle(screen) = &mut self.screen {
            screen.set_mode(mode);
        }
    }

    /// The first try at puzzle `id` is over: the rating moves, and a
    /// streak goes on or ends.
    pub(super) fn rated(&mut self, id: String, solved: bool) {
        let now = super::clock::seconds();
        self.class.record(Fact::PuzzleRated { id, solved }, now);
        let Screen::Puzzle(screen) = &self.screen else {
            return;
        };
        let mode = match screen.mode() {
            Mode::ForMe { .. } => Mode::ForMe {
                rating: self.class.learner().rating.shown(),
            },
            Mode::Streak { solved: before } if solved => {
                self.class
                    .record(Fact::StreakAt { length: before + 1 }, now);
                Mode::Streak { solved: before + 1 }
            }
            Mode::Streak { solved: before } => Mode::StreakOver {
                solved: before,
                best: self.class.learner().rating.best_streak,
            },
            other => other,
        };
        self.set_puzzle_mode(mode);
    }

    /// "Next" on the puzzle screen: the next in the list, or the next
    /// chosen the way this one was.
    pub(super) fn next_puzzle(&mut self, index: usize) {
        let Screen::Puzzle(screen) = &self.screen else {
            return;
        };
        let rating = self.puzzle_list().get(screen.index()).map(|p| p.rating());
        match screen.mode() {
            Mode::List => self.open_puzzle(index % self.puzzle_list().len().max(1)),
            Mode::ForMe { .. } => self.open_for_me(),
            Mode::Streak { solved } => {
                // Solved: the streak climbs on. Skipped before any answer:
                // given up, so the streak ends here, as a miss would end
                // it (otherwise "Next" would get round every hard one).
                if screen.finished() {
                    self.open_streak(solved, rating);
                } else {
                    let id = screen.puzzle().id.clone();
                    self.rated(id, false);
                }
            }
            Mode::StreakOver { .. } => self.open_streak(0, None),
        }
    }
}
