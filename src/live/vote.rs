//! The class against the computer: on the class's turn every child votes
//! a move; when the teacher closes the vote (or the timer ends and the
//! projector closes it) the most voted move is played, a tie going to the
//! teacher's pick; then the computer answers at the chosen level.
//!
//! The computer's move is the coach's [`Job`], deterministic for the
//! session's seed and the move's number, so any server that computes it
//! finds the same move. It may take a second at the top level: the
//! server runs it away from its request handlers and then hands the move
//! to [`VoteGame::computer_played`] (the seam); tests run it here with
//! [`VoteGame::play_computer`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::challenge::Recorded;
use super::puzzle::notation;
use super::tally::{self, Decided, Houses};
use super::wire::{Body, VoteView};
use super::{LiveError, Millis, check_seconds, deadline, too_late, valid_id};
use crate::classroom::LearnerId;
use crate::coach::{Done, Job, Level};
use crate::engine::{Game, House, Position, Side};

/// The side the class plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    #[default]
    South,
    North,
}

impl From<Seat> for Side {
    fn from(s: Seat) -> Side {
        match s {
            Seat::South => Side::South,
            Seat::North => Side::North,
        }
    }
}

/// Where the game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "kebab-case")]
pub enum VotePhase {
    /// The class votes move `ply` (the game's move number, from 0).
    Voting {
        ply: usize,
        deadline: Option<Millis>,
    },
    /// The computer is to play move `ply`.
    Computer {
        ply: usize,
    },
    /// The game is over; the session goes on until the teacher ends it.
    Over,
    Ended,
}

/// A vote as a device sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct VoteIn {
    /// Made by the device, the same in every resend of this vote.
    pub id: String,
    pub learner: LearnerId,
    pub ply: usize,
    pub house: u8,
}

/// A vote as counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vote {
    pub id: String,
    pub learner: LearnerId,
    pub ply: usize,
    pub house: u8,
    pub at: Millis,
}

/// A closed vote: the move played and the votes it had.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Closed {
    pub ply: usize,
    pub house: u8,
    pub votes: Houses,
    /// The teacher's pick decided it (a tie, or no votes).
    pub teacher: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct VoteGame {
    #[serde(with = "notation")]
    pub start: Position,
    /// Every move played, both sides'.
    pub moves: Vec<u8>,
    pub class: Seat,
    pub level: u8,
    /// The computer's slips are drawn from it and the move's number.
    pub seed: u64,
    pub seconds: Option<u32>,
    pub phase: VotePhase,
    pub history: Vec<Closed>,
    /// The votes, kept by the server as rows: those of the move being
    /// voted, and any with a vote's id, are loaded for a change.
    #[serde(skip)]
    pub votes: Vec<Vote>,
    /// The children who joined, in order (the projector's cards).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joined: Vec<LearnerId>,
}

impl VoteGame {
    pub fn new(
        start: Position,
        class: Seat,
        level: u8,
        seconds: Option<u32>,
        seed: u64,
        now: Millis,
    ) -> Result<VoteGame, LiveError> {
        Level::new(level).ok_or(LiveError::BadLevel)?;
        check_seconds(seconds)?;
        if start.is_over() {
            return Err(LiveError::BadPosition);
        }
        let mut g = VoteGame {
            start,
            moves: Vec::new(),
            class,
            level,
            seed,
            seconds,
            phase: VotePhase::Over,
            history: Vec::new(),
            votes: Vec::new(),
            joined: Vec::new(),
        };
        g.after_move(now);
        Ok(g)
    }

    /// The events that announce it.
    pub fn started(&self) -> Vec<Body> {
        let mut out = vec![Body::Started {
            puzzles: 0,
            hints: None,
            level: Some(self.level),
        }];
        if let VotePhase::Voting { ply, deadline } = self.phase {
            out.push(Body::VoteOpened {
                ply,
                position: self.position().to_string(),
                deadline,
            });
        }
        out
    }

    /// The game so far (moves are checked before they are kept).
    pub fn game(&self) -> Game {
        let mut game = Game::new(self.start);
        for &m in &self.moves {
            if let Some(h) = House::new(usize::from(m)) {
                let _ = game.play(h);
            }
        }
        game
    }

    pub fn position(&self) -> Position {
        self.game().position()
    }

    fn legal(&self) -> Vec<u8> {
        self.position()
            .legal_moves()
            .map(|h| h.index() as u8)
            .collect()
    }

    /// The phase after a move: over, the class's vote, or the computer's
    /// turn; returns the events that say so.
    fn after_move(&mut self, now: Millis) -> Vec<Body> {
        let game = self.game();
        let ply = self.moves.len();
        if let Some(end) = game.end() {
            self.phase = VotePhase::Over;
            return vec![Body::GameOver { stores: end.stores }];
        }
        if game.position().to_move() == Side::from(self.class) {
            let deadline = deadline(now, self.seconds);
            self.phase = VotePhase::Voting { ply, deadline };
            vec![Body::VoteOpened {
                ply,
                position: game.position().to_string(),
                deadline,
            }]
        } else {
            self.phase = VotePhase::Computer { ply };
            Vec::new()
        }
    }

    fn of(&self, ply: usize) -> impl Iterator<Item = &Vote> {
        self.votes.iter().filter(move |v| v.ply == ply)
    }

    /// The votes per house for move `ply`.
    pub fn tally(&self, ply: usize) -> Houses {
        tally::count(self.of(ply).map(|v| v.house))
    }

    /// Who voted for move `ply`, in order.
    pub fn voted(&self, ply: usize) -> Vec<LearnerId> {
        let mut of: Vec<&Vote> = self.of(ply).collect();
        of.sort_by_key(|v| (v.at, v.id.clone()));
        of.into_iter().map(|v| v.learner.clone()).collect()
    }

    /// Counts a child's vote, once (by its id, as answers are).
    pub fn vote(&mut self, v: VoteIn, now: Millis) -> Result<(Recorded, Vec<Body>), LiveError> {
        if !valid_id(&v.id) {
            return Err(LiveError::BadId);
        }
        if v.house > 11 {
            return Err(LiveError::BadMoves);
        }
        if let Some(had) = self.votes.iter().find(|w| w.id == v.id) {
            let same = had.learner == v.learner && had.ply == v.ply && had.house == v.house;
            return if same {
                Ok((Recorded::Again, Vec::new()))
            } else {
                Err(LiveError::IdReused)
            };
        }
        match self.phase {
            VotePhase::Voting { ply, deadline } if ply == v.ply => {
                if too_late(now, deadline) {
                    return Err(LiveError::TooLate);
                }
            }
            VotePhase::Ended => return Err(LiveError::Ended),
            _ => return Err(LiveError::NotVoting),
        }
        if !self.legal().contains(&v.house) {
            return Err(LiveError::IllegalMove);
        }
        if self.of(v.ply).any(|w| w.learner == v.learner) {
            return Err(LiveError::Voted);
        }
        let (ply, learner) = (v.ply, v.learner.clone());
        self.votes.push(Vote {
            id: v.id,
            learner: v.learner,
            ply: v.ply,
            house: v.house,
            at: now,
        });
        let voted = self.of(ply).count() as u32;
        Ok((
            Recorded::New,
            vec![
                Body::Voted {
                    ply,
                    learner,
                    voted,
                },
                Body::VoteTally {
                    ply,
                    houses: self.tally(ply),
                    voted,
                },
            ],
        ))
    }

    /// Closes the vote: the most voted move is played (a tie: the
    /// teacher's `pick` among the tied; no votes: the pick).
    pub fn close(&mut self, pick: Option<u8>, now: Millis) -> Result<Vec<Body>, LiveError> {
        let ply = match self.phase {
            VotePhase::Voting { ply, .. } => ply,
            VotePhase::Ended => return Err(LiveError::Ended),
            _ => return Err(LiveError::NotVoting),
        };
        let votes = self.tally(ply);
        let decided = tally::decide(&votes, pick, &self.legal())?;
        let closed = Closed {
            ply,
            house: decided.house(),
            votes,
            teacher: matches!(decided, Decided::Teacher(_)),
        };
        self.moves.push(closed.house);
        self.history.push(closed.clone());
        let mut out = vec![Body::VoteClosed {
            closed,
            position: self.position().to_string(),
        }];
        out.extend(self.after_move(now));
        Ok(out)
    }

    /// The coach's question for the computer's move, when it is its turn.
    pub fn computer_job(&self) -> Option<Job> {
        let VotePhase::Computer { ply } = self.phase else {
            return None;
        };
        Some(Job::Choose {
            game: self.game(),
            level: Level::new(self.level)?,
            seed: self.seed ^ (ply as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15),
            nodes: None,
        })
    }

    /// Plays the computer's move `house` as move `ply` (found by
    /// [`VoteGame::computer_job`]); refused if it is no longer its turn
    /// (another server played it already) or the move is not legal.
    pub fn computer_played(
        &mut self,
        ply: usize,
        house: u8,
        now: Millis,
    ) -> Result<Vec<Body>, LiveError> {
        match self.phase {
            VotePhase::Computer { ply: p } if p == ply => {}
            VotePhase::Ended => return Err(LiveError::Ended),
            _ => return Err(LiveError::NotComputersTurn),
        }
        if !self.legal().contains(&house) {
            return Err(LiveError::IllegalMove);
        }
        self.moves.push(house);
        let mut out = vec![Body::ComputerPlayed {
            ply,
            house,
            position: self.position().to_string(),
        }];
        out.extend(self.after_move(now));
        Ok(out)
    }

    /// Finds and plays the computer's move here and now.
    pub fn play_computer(&mut self, now: Millis) -> Result<Vec<Body>, LiveError> {
        let (VotePhase::Computer { ply }, Some(job)) = (self.phase, self.computer_job()) else {
            return Err(LiveError::NotComputersTurn);
        };
        match job.run(Arc::new(AtomicBool::new(false))) {
            Done::Chose(h) => self.computer_played(ply, h.index() as u8, now),
            Done::Analysed(_) => Err(LiveError::NotComputersTurn),
        }
    }

    pub fn end(&mut self) -> Result<Vec<Body>, LiveError> {
        if self.phase == VotePhase::Ended {
            return Err(LiveError::Ended);
        }
        self.phase = VotePhase::Ended;
        Ok(vec![Body::Ended])
    }

    /// What a device (or, with `teacher`, the projector) shows now; the
    /// votes of the move being voted must be loaded.
    pub fn view(&self, teacher: bool) -> VoteView {
        let voting = match self.phase {
            VotePhase::Voting { ply, .. } => Some(ply),
            _ => None,
        };
        VoteView {
            start: self.start.to_string(),
            moves: self.moves.clone(),
            position: self.position().to_string(),
            class: self.class,
            level: self.level,
            phase: self.phase,
            voted: voting.map(|p| self.voted(p)).unwrap_or_default(),
            tally: voting.filter(|_| teacher).map(|p| self.tally(p)),
            history: self.history.clone(),
        }
    }
}
