//! A board's result: typed by the teacher (with the moves of its score
//! sheet, checked by the engine, if the teacher has them), confirmed by
//! both children from their devices (two different reports are kept for
//! the teacher to settle, never one chosen), or from a finished game
//! between two devices.

use serde::{Deserialize, Serialize};

use super::{ClassError, ClassTournament, Linked, MAX_SHEET, Sheet};
use crate::classroom::LearnerId;
use crate::engine::record::Record;
use crate::engine::{Outcome as End, Side};
use crate::tournament::model::{Board, Outcome};

/// A child's report of their own game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mine {
    Won,
    Drawn,
    Lost,
}

/// Where a board's reports stand after a child's.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClaimState {
    /// The other child has not said yet.
    Waiting,
    /// Both said the same: it is the result.
    Agreed,
    /// They said different things: the teacher decides.
    Conflict,
}

/// A finished game between two devices: who won, by side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    SouthWon,
    NorthWon,
    Drawn,
}

impl ClassTournament {
    pub(super) fn board(&self, round: u32, table: u32) -> Result<&Board, ClassError> {
        (round as usize)
            .checked_sub(1)
            .and_then(|r| self.tournament.rounds.get(r))
            .and_then(|r| {
                (table as usize)
                    .checked_sub(1)
                    .and_then(|t| r.boards.get(t))
            })
            .ok_or(ClassError::NoBoard)
    }

    fn set(&mut self, round: u32, table: u32, outcome: Option<Outcome>) -> Result<(), ClassError> {
        self.tournament.record(round, table, outcome)?;
        self.claims
            .retain(|c| !(c.round == round && c.table == table));
        Ok(())
    }

    /// The teacher's result for a board (`None` clears it), and the moves
    /// of its score sheet if typed: the engine plays them, and a game
    /// they finish must have ended as the result says. The children's
    /// reports of the board are settled by it.
    pub fn record(
        &mut self,
        round: u32,
        table: u32,
        outcome: Option<Outcome>,
        sheet: Option<&str>,
    ) -> Result<(), ClassError> {
        self.board(round, table)?;
        let sheet = match sheet {
            Some(text) => Some(check_sheet(text, outcome)?),
            None => None,
        };
        self.set(round, table, outcome)?;
        self.sheets
            .retain(|s| !(s.round == round && s.table == table));
        if let Some(moves) = sheet {
            self.sheets.push(Sheet {
                round,
                table,
                text: sheet_text(sheet_of(&moves)),
                moves,
            });
        }
        Ok(())
    }

    /// A child's report of their board game, from their device. Their
    /// earlier report is replaced; when both reports agree they are the
    /// result.
    pub fn claim(
        &mut self,
        learner: &LearnerId,
        round: u32,
        table: u32,
        mine: Mine,
    ) -> Result<ClaimState, ClassError> {
        let me = self.number_of(learner).ok_or(ClassError::NotPlaying)?;
        self.claim_by(me, round, table, mine)
    }

    /// A report by pairing number (a tournament across classes, whose
    /// players are no learners of one class, maps its own).
    pub fn claim_by(
        &mut self,
        me: u32,
        round: u32,
        table: u32,
        mine: Mine,
    ) -> Result<ClaimState, ClassError> {
        let board = *self.board(round, table)?;
        if board.first != me && board.second != me {
            return Err(ClassError::NoBoard);
        }
        if board.outcome.is_some() {
            return Err(ClassError::ResultIn);
        }
        let first = board.first == me;
        let outcome = match (mine, first) {
            (Mine::Drawn, _) => Outcome::Draw,
            (Mine::Won, true) | (Mine::Lost, false) => Outcome::FirstWins,
            (Mine::Won, false) | (Mine::Lost, true) => Outcome::SecondWins,
        };
        self.claims
            .retain(|c| !(c.round == round && c.table == table && c.player == me));
        self.claims.push(super::Claim {
            round,
            table,
            player: me,
            outcome,
        });
        let other = if first { board.second } else { board.first };
        let theirs = self
            .claims
            .iter()
            .find(|c| c.round == round && c.table == table && c.player == other);
        Ok(match theirs {
            None => ClaimState::Waiting,
            Some(c) if c.outcome == outcome => {
                self.set(round, table, Some(outcome))?;
                ClaimState::Agreed
            }
            Some(_) => ClaimState::Conflict,
        })
    }

    /// The boards whose two reports differ: (round, table).
    pub fn conflicts(&self) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = Vec::new();
        for a in &self.claims {
            for b in &self.claims {
                let same_board = a.round == b.round && a.table == b.table;
                if same_board
                    && a.player < b.player
                    && a.outcome != b.outcome
                    && !out.contains(&(a.round, a.table))
                {
                    out.push((a.round, a.table));
                }
            }
        }
        out.sort();
        out
    }

    /// A game between two devices finished: it is the result of the
    /// board where its two children meet without a result yet (the latest
    /// such round), unless another game was started for that board. Gives
    /// the board it landed on.
    pub fn duel_over(
        &mut self,
        duel: &str,
        south: &LearnerId,
        north: &LearnerId,
        verdict: Verdict,
    ) -> Option<(u32, u32)> {
        let (s, n) = (self.number_of(south)?, self.number_of(north)?);
        let mut found = None;
        for (r, round) in self.tournament.rounds.iter().enumerate().rev() {
            for (t, b) in round.boards.iter().enumerate() {
                let (round, table) = (r as u32 + 1, t as u32 + 1);
                let meets = (b.first == s && b.second == n) || (b.first == n && b.second == s);
                let other_game = self
                    .duels
                    .iter()
                    .any(|l| l.round == round && l.table == table && l.duel != duel);
                if meets && b.outcome.is_none() && !other_game {
                    found = Some((round, table, b.first == s));
                    break;
                }
            }
            if found.is_some() {
                break;
            }
        }
        let (round, table, south_first) = found?;
        let outcome = match (verdict, south_first) {
            (Verdict::Drawn, _) => Outcome::Draw,
            (Verdict::SouthWon, true) | (Verdict::NorthWon, false) => Outcome::FirstWins,
            (Verdict::SouthWon, false) | (Verdict::NorthWon, true) => Outcome::SecondWins,
        };
        self.set(round, table, Some(outcome)).ok()?;
        Some((round, table))
    }

    /// The last round's boards still to play between two children of the
    /// class with no game started for them: (round, table, who moves
    /// first, the other).
    pub fn to_start(&self) -> Vec<(u32, u32, LearnerId, LearnerId)> {
        let r = self.tournament.rounds.len() as u32;
        let Some(round) = self.tournament.rounds.last() else {
            return Vec::new();
        };
        round
            .boards
            .iter()
            .enumerate()
            .filter_map(|(t, b)| {
                let table = t as u32 + 1;
                let started = self.duels.iter().any(|l| l.round == r && l.table == table);
                if b.outcome.is_some() || started {
                    return None;
                }
                Some((
                    r,
                    table,
                    self.learner(b.first)?.clone(),
                    self.learner(b.second)?.clone(),
                ))
            })
            .collect()
    }

    /// A game between two devices ended without a result: its board
    /// waits for another (started again, or typed). Whether it had one.
    pub fn unlink(&mut self, duel: &str) -> bool {
        let before = self.duels.len();
        self.duels.retain(|l| l.duel != duel);
        self.duels.len() != before
    }

    /// A game between two devices now plays this board.
    pub fn link(&mut self, round: u32, table: u32, duel: &str) -> Result<(), ClassError> {
        if self.board(round, table)?.outcome.is_some() {
            return Err(ClassError::ResultIn);
        }
        self.duels
            .retain(|l| !(l.round == round && l.table == table));
        self.duels.push(Linked {
            round,
            table,
            duel: duel.to_owned(),
        });
        Ok(())
    }
}

/// The moves of a score sheet, played by the engine: refused where one
/// cannot be played, and when the game they finish ended otherwise than
/// `outcome` says (or the result is a forfeit: no game was played).
pub fn check_sheet(text: &str, outcome: Option<Outcome>) -> Result<Vec<u8>, ClassError> {
    if text.len() > MAX_SHEET {
        return Err(ClassError::SheetTooLong);
    }
    let bad = |e: crate::engine::record::RecordError| ClassError::Sheet {
        line: e.line,
        column: e.column,
        why: e.to_string(),
    };
    let record = Record::parse(text).map_err(bad)?;
    if record.start != crate::engine::Position::START {
        // The board's first player is South from the opening: a set-up
        // position is no tournament game.
        return Err(ClassError::Sheet {
            line: 1,
            column: 1,
            why: "a tournament game starts from the opening position".into(),
        });
    }
    let (game, error) = record.play();
    if let Some(e) = error {
        return Err(bad(e));
    }
    if outcome.is_some_and(|o| !o.played()) {
        return Err(ClassError::SheetResult);
    }
    if let (Some(end), Some(o)) = (game.end(), outcome) {
        let by_rules = match end.outcome {
            End::Winner(Side::South) => Outcome::FirstWins,
            End::Winner(Side::North) => Outcome::SecondWins,
            End::Draw => Outcome::Draw,
        };
        if by_rules != o {
            return Err(ClassError::SheetResult);
        }
    }
    Ok(game.moves().map(|h| h.index() as u8).collect())
}

/// The moves as a score sheet in the form `wahree review` reads: a
/// numbered pair of moves a line, each the player's letter and the house
/// as that player sees it.
pub fn sheet_of(moves: &[u8]) -> Vec<String> {
    let mut game = crate::engine::Game::new(crate::engine::Position::START);
    let mut written = Vec::new();
    for &m in moves {
        let Some(h) = crate::engine::House::new(usize::from(m)) else {
            break;
        };
        let side = game.position().to_move();
        if game.play(h).is_err() {
            break;
        }
        let letter = if side == Side::South { 'S' } else { 'N' };
        written.push(format!("{letter}{}", h.own_number()));
    }
    written
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect()
}

fn sheet_text(lines: Vec<String>) -> String {
    let mut s = lines.join("\n");
    s.push('\n');
    s
}
