//! A challenge: the teacher opens its puzzles one at a time, every child
//! answers each once on their own device, the teacher reveals the right
//! line and the class's most popular wrong move with its refutation, and
//! ends it (the answers then count toward each child's progress:
//! `progress.rs`).
//!
//! An answer counts exactly once: it carries an id the device made, and
//! the same answer sent again (a resend after a lost reply) is taken as
//! what it was, while another answer of the same child to the same
//! puzzle is refused.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::puzzle::{Judged, LivePuzzle};
use super::tally::{self, Houses};
use super::wire::{Body, ChallengeView, PuzzleView, Reveal, WrongMove};
use super::{LiveError, MAX_PUZZLES, Millis, check_seconds, deadline, too_late, valid_id};
use crate::classroom::LearnerId;

/// Whether the children may ask for hints during the challenge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Hints {
    /// No hints: an answer that says it used one is refused.
    #[default]
    Off,
    /// Hints allowed, and counted: an answer with a hint is right but
    /// not clean (it does not raise the child's rating).
    Counted,
}

/// Where a challenge is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "at", rename_all = "kebab-case")]
pub enum Phase {
    /// Started: the devices join; no puzzle yet.
    Lobby,
    /// Puzzle `index` takes answers (until `deadline`, if timed).
    Open {
        index: usize,
        opened: Millis,
        deadline: Option<Millis>,
    },
    /// Puzzle `index`'s answer was shown; no more answers to it.
    Revealed {
        index: usize,
    },
    Ended,
}

/// An answer as a device sends it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnswerIn {
    /// Made by the device, the same in every resend of this answer.
    pub id: String,
    pub learner: LearnerId,
    /// The puzzle's place in the challenge.
    pub index: usize,
    /// The child's own moves from the puzzle's start (absolute houses).
    pub moves: Vec<u8>,
    /// Hints shown before answering.
    #[serde(default)]
    pub hints: u8,
}

/// An answer as counted.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    pub id: String,
    pub learner: LearnerId,
    pub index: usize,
    pub moves: Vec<u8>,
    pub hints: u8,
    pub solved: bool,
    /// When it arrived.
    pub at: Millis,
    /// Which device sent it (the server's tag; none in the core's own
    /// tests): before the reveal a device sees only the answers it sent.
    #[serde(skip)]
    pub device: Option<String>,
}

impl Answer {
    pub fn first(&self) -> u8 {
        self.moves[0]
    }

    /// Solved without a hint: what rates a child up.
    pub fn clean(&self) -> bool {
        self.solved && self.hints == 0
    }

    /// Whether its first move was already wrong (the projector's "most
    /// popular wrong move" is about the first move, drawn on the board).
    pub fn wrong_at_first(&self) -> bool {
        !self.solved && self.moves.len() == 1
    }
}

/// What recording an answer did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Recorded {
    /// Counted now.
    New,
    /// Counted before (the same answer sent again): nothing changed.
    Again,
}

/// A challenge.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Challenge {
    pub puzzles: Vec<LivePuzzle>,
    pub hints: Hints,
    /// The timer of each puzzle, if any.
    pub seconds: Option<u32>,
    /// Whether the summary names the fastest right answers (off by
    /// default: no ranking of children unless the teacher wants one).
    #[serde(default)]
    pub show_fastest: bool,
    pub phase: Phase,
    /// Every reveal made, in order, so a device that comes back sees it.
    #[serde(default)]
    pub reveals: Vec<Reveal>,
    /// The answers. The server keeps them as rows of their own and loads
    /// those a change needs: to record one, the answers to its puzzle and
    /// any with its id; to reveal, the puzzle's; to end, all.
    #[serde(skip)]
    pub answers: Vec<Answer>,
    /// The children who joined, in order (the projector's cards).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub joined: Vec<LearnerId>,
}

impl Challenge {
    pub fn new(
        puzzles: Vec<LivePuzzle>,
        hints: Hints,
        seconds: Option<u32>,
        show_fastest: bool,
    ) -> Result<Challenge, LiveError> {
        if puzzles.is_empty() {
            return Err(LiveError::NoPuzzles);
        }
        if puzzles.len() > MAX_PUZZLES {
            return Err(LiveError::TooManyPuzzles);
        }
        check_seconds(seconds)?;
        Ok(Challenge {
            puzzles,
            hints,
            seconds,
            show_fastest,
            phase: Phase::Lobby,
            reveals: Vec::new(),
            answers: Vec::new(),
            joined: Vec::new(),
        })
    }

    /// The events that announce it.
    pub fn started(&self) -> Vec<Body> {
        vec![Body::Started {
            puzzles: self.puzzles.len(),
            hints: Some(self.hints),
            level: None,
        }]
    }

    /// The puzzle open or revealed now.
    pub fn current(&self) -> Option<usize> {
        match self.phase {
            Phase::Open { index, .. } | Phase::Revealed { index } => Some(index),
            Phase::Lobby | Phase::Ended => None,
        }
    }

    /// Opens the next puzzle (the first from the lobby; the one after
    /// the current, revealed or not).
    pub fn next(&mut self, now: Millis) -> Result<Vec<Body>, LiveError> {
        let index = match self.phase {
            Phase::Ended => return Err(LiveError::Ended),
            Phase::Lobby => 0,
            Phase::Open { index, .. } | Phase::Revealed { index } => index + 1,
        };
        let puzzle = self.puzzles.get(index).ok_or(LiveError::LastPuzzle)?;
        let deadline = deadline(now, self.seconds);
        self.phase = Phase::Open {
            index,
            opened: now,
            deadline,
        };
        Ok(vec![Body::PuzzleOpened {
            puzzle: PuzzleView::of(index, puzzle),
            deadline,
        }])
    }

    /// Judges an answer by the engine, whatever the phase (the server
    /// does it before it takes the session for writing).
    pub fn judge(&self, a: &AnswerIn) -> Result<Judged, LiveError> {
        if !valid_id(&a.id) {
            return Err(LiveError::BadId);
        }
        if a.hints > 0 && self.hints == Hints::Off {
            return Err(LiveError::HintsOff);
        }
        let puzzle = self.puzzles.get(a.index).ok_or(LiveError::NoSuchPuzzle)?;
        puzzle.judge(&a.moves)
    }

    /// Counts an answer judged by [`Challenge::judge`].
    pub fn record(
        &mut self,
        a: AnswerIn,
        judged: Judged,
        now: Millis,
    ) -> Result<(Recorded, Vec<Body>), LiveError> {
        if let Some(had) = self.answers.iter().find(|b| b.id == a.id) {
            let same = had.learner == a.learner
                && had.index == a.index
                && had.moves == a.moves
                && had.hints == a.hints;
            return if same {
                Ok((Recorded::Again, Vec::new()))
            } else {
                Err(LiveError::IdReused)
            };
        }
        match self.phase {
            Phase::Open {
                index, deadline, ..
            } if index == a.index => {
                if too_late(now, deadline) {
                    return Err(LiveError::TooLate);
                }
            }
            Phase::Ended => return Err(LiveError::Ended),
            _ => return Err(LiveError::NotOpen),
        }
        if self
            .answers
            .iter()
            .any(|b| b.index == a.index && b.learner == a.learner)
        {
            return Err(LiveError::Answered);
        }
        let index = a.index;
        let learner = a.learner.clone();
        self.answers.push(Answer {
            id: a.id,
            learner: a.learner,
            index: a.index,
            moves: a.moves,
            hints: a.hints,
            solved: judged.solved,
            at: now,
            device: None,
        });
        let answered = self.answered(index).len() as u32;
        Ok((
            Recorded::New,
            vec![
                Body::Answered {
                    index,
                    learner,
                    answered,
                },
                Body::Tally {
                    index,
                    houses: self.tally(index),
                    answered,
                },
            ],
        ))
    }

    /// Judges and counts an answer.
    pub fn answer(&mut self, a: AnswerIn, now: Millis) -> Result<(Recorded, Vec<Body>), LiveError> {
        let judged = self.judge(&a)?;
        self.record(a, judged, now)
    }

    fn of(&self, index: usize) -> impl Iterator<Item = &Answer> {
        self.answers.iter().filter(move |a| a.index == index)
    }

    /// Who answered puzzle `index`, in the order they answered.
    pub fn answered(&self, index: usize) -> Vec<LearnerId> {
        let mut of: Vec<&Answer> = self.of(index).collect();
        of.sort_by_key(|a| (a.at, a.id.clone()));
        of.into_iter().map(|a| a.learner.clone()).collect()
    }

    /// How many played each house first on puzzle `index`.
    pub fn tally(&self, index: usize) -> Houses {
        tally::count(self.of(index).map(Answer::first))
    }

    /// The first move most often played wrong on puzzle `index`, and how
    /// often (a tie: the lower house).
    pub fn popular_wrong(&self, index: usize) -> Option<(u8, u32)> {
        let wrong = tally::count(
            self.of(index)
                .filter(|a| a.wrong_at_first())
                .map(Answer::first),
        );
        let house = *tally::top(&wrong).first()?;
        Some((house, wrong[usize::from(house)]))
    }

    /// Shows the answer of the open puzzle: its right line, the counts,
    /// and the most popular wrong first move with the engine's
    /// refutation, taken from `known` when the caller found it already
    /// (the server, before it takes the session for writing), else found
    /// here.
    pub fn reveal(&mut self, known: &BTreeMap<u8, Option<u8>>) -> Result<Vec<Body>, LiveError> {
        let index = match self.phase {
            Phase::Open { index, .. } => index,
            Phase::Ended => return Err(LiveError::Ended),
            Phase::Lobby | Phase::Revealed { .. } => return Err(LiveError::NotOpen),
        };
        let puzzle = &self.puzzles[index];
        let wrong = self.popular_wrong(index).map(|(house, count)| WrongMove {
            house,
            count,
            reply: known
                .get(&house)
                .copied()
                .unwrap_or_else(|| puzzle.refutation(house)),
        });
        let reveal = Reveal {
            index,
            line: puzzle.line(),
            tally: self.tally(index),
            answered: self.of(index).count() as u32,
            solved: self.of(index).filter(|a| a.solved).count() as u32,
            wrong,
        };
        self.reveals.retain(|r| r.index != index);
        self.reveals.push(reveal.clone());
        self.phase = Phase::Revealed { index };
        Ok(vec![Body::Revealed { reveal }])
    }

    pub fn end(&mut self) -> Result<Vec<Body>, LiveError> {
        if self.phase == Phase::Ended {
            return Err(LiveError::Ended);
        }
        self.phase = Phase::Ended;
        Ok(vec![Body::Ended])
    }

    /// What a device (or, with `teacher`, the projector) shows now; the
    /// answers of the current puzzle must be loaded.
    pub fn view(&self, teacher: bool) -> ChallengeView {
        let current = self.current();
        let reveal = match self.phase {
            Phase::Revealed { index } => self.reveals.iter().find(|r| r.index == index).cloned(),
            _ => None,
        };
        ChallengeView {
            puzzles: self.puzzles.len(),
            hints: self.hints,
            seconds: self.seconds,
            phase: self.phase,
            puzzle: current.map(|i| PuzzleView::of(i, &self.puzzles[i])),
            answered: current.map(|i| self.answered(i)).unwrap_or_default(),
            // Before the reveal the class's moves are the projector's.
            tally: current
                .filter(|_| teacher || reveal.is_some())
                .map(|i| self.tally(i)),
            reveal,
            ids: if teacher {
                self.puzzles.iter().map(|p| p.id.clone()).collect()
            } else {
                Vec::new()
            },
        }
    }
}
