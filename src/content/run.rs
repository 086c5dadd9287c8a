//! A puzzle played move by move. A goal of one move is over with the first
//! right move; a goal over several moves ("win within 2", "wipe out within
//! 2", "hold on for two moves") goes on: each of the learner's moves is
//! right when it keeps the goal within reach in the moves left, and the
//! opponent answers with the best reply the exact search finds.

use crate::engine::{House, Position};

use super::format::Goal;
use super::goal::{self, GoalError, Miss, Verdict};
use super::solve::{self, State, Target};

/// Where a puzzle being played stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    goal: Goal,
    start: Position,
    /// The search's target and the own moves it allows, for the goals
    /// over several moves.
    deep: Option<(Target, u8)>,
    pos: Position,
    /// The positions since the last capture, `pos` last (repetition rule).
    line: Vec<Position>,
    /// Every move played since the start, both sides'.
    moves: Vec<House>,
    /// The learner's own moves played.
    played: u8,
    done: bool,
}

/// What a right move led to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The position right after the learner's move.
    pub after: Position,
    /// The opponent's answer, already played in the run, if the puzzle
    /// goes on (or a last reply completes it, as for `Guard`).
    pub reply: Option<House>,
    /// The goal is reached: the puzzle is solved.
    pub solved: bool,
}

impl Run {
    /// Starts `goal` in `start`; fails where the goal cannot be asked.
    pub fn new(goal: Goal, start: Position) -> Result<Run, GoalError> {
        if start.is_over() {
            return Err(GoalError::GameOver);
        }
        let deep = match goal.own_moves() {
            1 if goal::deep_goal(goal, &start).is_none() => None,
            _ => Some(goal::deep_target(goal, &start)?),
        };
        Ok(Run {
            goal,
            start,
            deep,
            pos: start,
            line: vec![start],
            moves: Vec::new(),
            played: 0,
            done: false,
        })
    }

    pub fn goal(&self) -> Goal {
        self.goal
    }

    pub fn start(&self) -> Position {
        self.start
    }

    /// The position the learner plays from now.
    pub fn position(&self) -> Position {
        self.pos
    }

    /// Every move played so far, both sides'.
    pub fn moves(&self) -> &[House] {
        &self.moves
    }

    /// The learner's own moves played so far.
    pub fn played(&self) -> u8 {
        self.played
    }

    /// Own moves the goal still allows (the next one included).
    pub fn moves_left(&self) -> u8 {
        self.goal.own_moves().saturating_sub(self.played)
    }

    /// Whether the goal has been reached.
    pub fn solved(&self) -> bool {
        self.done
    }

    /// Whether the goal is played over several moves.
    pub fn is_deep(&self) -> bool {
        self.goal.own_moves() > 1
    }

    /// The moves that are right now, in house order.
    pub fn answers(&self) -> Result<Vec<House>, GoalError> {
        if self.done {
            return Ok(Vec::new());
        }
        match self.deep {
            None => goal::answers(self.goal, &self.pos),
            Some((target, _)) => Ok(solve::forcing_moves_after(
                &self.pos,
                &self.line,
                target,
                self.moves_left(),
            )),
        }
    }

    /// Judges `house` now; `intended` counts only for the first move.
    pub fn judge(&self, intended: &[House], house: House) -> Result<Verdict, GoalError> {
        if let Err(e) = self.pos.check_move(house) {
            return Ok(Verdict::Illegal(e));
        }
        let ok = self.answers()?;
        let first = self.played == 0;
        Ok(if !ok.contains(&house) {
            Verdict::Wrong
        } else if !first || intended.is_empty() || intended.contains(&house) {
            Verdict::Right
        } else {
            Verdict::Alternative
        })
    }

    /// How `house` misses the goal now, if it does.
    pub fn miss(&self, house: House) -> Option<Miss> {
        match self.deep {
            None => goal::miss(self.goal, &self.pos, house),
            Some((target, _)) => {
                if self.pos.check_move(house).is_err() || self.answers().ok()?.contains(&house) {
                    return None;
                }
                let mut line = self.line.clone();
                let node = solve::step(&self.pos, house, &mut line);
                let left = self.moves_left() - 1;
                let by = node
                    .end
                    .is_none()
                    .then(|| solve::refutation(&node.pos, &line, target, left))
                    .flatten();
                Some(Miss::NotForced { by })
            }
        }
    }

    /// Plays the learner's right move `house` and, if the puzzle goes on,
    /// the opponent's best reply. `None` (and nothing played) if the move
    /// is not right here.
    pub fn play(&mut self, house: House) -> Option<Played> {
        if !self.answers().ok()?.contains(&house) {
            return None;
        }
        let me = self.pos.to_move();
        let own = self.moves_left();
        let node = solve::step(&self.pos, house, &mut self.line);
        self.moves.push(house);
        self.played += 1;
        self.pos = node.pos;
        let mut played = Played {
            after: node.pos,
            reply: None,
            solved: true,
        };
        let Some((target, _)) = self.deep else {
            self.done = true;
            return Some(played);
        };
        // A right move reaches the target or leaves every reply holding
        // it (the search proved which); the defender's best reply follows.
        if target.after_mine(me, &node, own) == State::Open {
            played.reply = solve::reply(&node.pos, &self.line, target, own - 1);
            if let Some(r) = played.reply {
                let answered = solve::step(&node.pos, r, &mut self.line);
                self.moves.push(r);
                self.pos = answered.pos;
                played.solved = target.after_theirs(me, &answered, own - 1) == State::Reached;
            }
        }
        self.done = played.solved;
        Some(played)
    }
}
