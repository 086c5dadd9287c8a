//! A game: the moves played so far, undo and redo, and how it ended.

use super::report::{EndReason, GameEnd, MoveReport};
use super::{House, PlayError, Position};

/// One move of a game and what it led to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    pub before: Position,
    pub after: Position,
    pub report: MoveReport,
}

/// A game from some starting position, with its history. Applies the rule
/// the bare [`Position`] cannot: a position that comes back since the last
/// capture ends the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    start: Position,
    plies: Vec<Ply>,
    /// Undone moves, the next one to redo last.
    redo: Vec<House>,
}

impl Default for Game {
    fn default() -> Game {
        Game::new(Position::START)
    }
}

impl Game {
    pub fn new(start: Position) -> Game {
        Game {
            start,
            plies: Vec::new(),
            redo: Vec::new(),
        }
    }

    pub fn start(&self) -> Position {
        self.start
    }

    /// The position now, as the board shows it (before any end-of-game claim).
    pub fn position(&self) -> Position {
        self.plies.last().map_or(self.start, |p| p.after)
    }

    pub fn plies(&self) -> &[Ply] {
        &self.plies
    }

    /// The moves played, in order.
    pub fn moves(&self) -> impl ExactSizeIterator<Item = House> + '_ {
        self.plies.iter().map(|p| p.report.from)
    }

    pub fn last_report(&self) -> Option<&MoveReport> {
        self.plies.last().map(|p| &p.report)
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<GameEnd> {
        match self.plies.last() {
            Some(ply) => ply.report.end,
            None => self.start.end_after(false),
        }
    }

    pub fn is_over(&self) -> bool {
        self.end().is_some()
    }

    /// The position with the final count applied once the game is over:
    /// every house empty, the stores holding the totals.
    pub fn final_position(&self) -> Option<Position> {
        self.end().map(|_| self.position().claimed())
    }

    /// Positions since the last capture, the current one last. Only these
    /// can repeat: a capture raises a store, so nothing earlier can return.
    pub fn positions_since_capture(&self) -> impl Iterator<Item = Position> + '_ {
        let from = self
            .plies
            .iter()
            .rposition(|p| p.report.captured() > 0)
            .map_or(0, |i| i + 1);
        let first = if from == 0 {
            self.start
        } else {
            self.plies[from - 1].after
        };
        std::iter::once(first).chain(self.plies[from..].iter().map(|p| p.after))
    }

    /// Plays a move. A new move clears the redo list unless it is the move
    /// that would have been redone.
    pub fn play(&mut self, house: House) -> Result<&MoveReport, PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        let before = self.position();
        let (after, mut report) = before.play_report(house)?;
        if report.end.is_none() && self.positions_since_capture().any(|p| p == after) {
            report.end = Some(GameEnd::new(EndReason::Repetition, after.claimed_stores()));
        }
        if self.redo.last() == Some(&house) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
        self.plies.push(Ply {
            before,
            after,
            report,
        });
        Ok(&self.plies.last().expect("just pushed").report)
    }

    /// Takes back the last move; returns it, or `None` at the start.
    pub fn undo(&mut self) -> Option<House> {
        let ply = self.plies.pop()?;
        self.redo.push(ply.report.from);
        Some(ply.report.from)
    }

    /// Plays again the last undone move, if any.
    pub fn redo(&mut self) -> Option<&MoveReport> {
        let house = *self.redo.last()?;
        // An undone move was legal in this very position, so this succeeds.
        self.play(house).ok()
    }

    pub fn can_undo(&self) -> bool {
        !self.plies.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The moves taken back and not played again, the next to redo first.
    pub fn undone(&self) -> impl ExactSizeIterator<Item = House> + '_ {
        self.redo.iter().rev().copied()
    }
}
