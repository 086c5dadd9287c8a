//! A puzzle as a live challenge asks it, and the engine's judgement of a
//! child's answer: the server replays the answer with the same
//! [`Run`] the puzzle screen plays, so an edited page cannot pass a
//! wrong answer off as right.
//!
//! An answer is the child's own moves from the puzzle's start, ending at
//! the first wrong move or at the move that solves it (a goal over
//! several moves: the opponent's replies are the engine's, the same on
//! the device and on the server).

use serde::{Deserialize, Serialize};

use super::LiveError;
use crate::coach::{Limits, Search};
use crate::content::{self, Goal, Miss, Run, Verdict};
use crate::engine::{House, Position};

/// How far the search looks for a wrong move's refutation when the goal
/// names none: in nodes, so every server finds the same one.
const REFUTE_LIMITS: Limits = Limits {
    depth: Some(16),
    time: None,
    nodes: Some(60_000),
};

/// A puzzle of a challenge.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LivePuzzle {
    /// The library's id; a position from the teacher's board is
    /// `board-N` and counts in the challenge only.
    pub id: String,
    #[serde(with = "notation")]
    pub position: Position,
    pub goal: Goal,
    /// The author's intended first moves (absolute houses); empty for
    /// none (every right move is as good).
    #[serde(default)]
    pub intended: Vec<u8>,
    /// The puzzle's rating, which rates the children who answer it: the
    /// library's puzzles only.
    #[serde(default)]
    pub rating: Option<u16>,
}

/// The engine's judgement of an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    pub solved: bool,
    /// The first move, which the projector counts on its house.
    pub first: u8,
}

/// A position as the engine's notation (the engine has no serde).
pub(crate) mod notation {
    use serde::{Deserialize, Deserializer, Serializer, de};

    use crate::engine::Position;

    pub fn serialize<S: Serializer>(p: &Position, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(p)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let text = String::deserialize(d)?;
        text.parse().map_err(|_| de::Error::custom("bad position"))
    }
}

fn houses(moves: &[u8]) -> Result<Vec<House>, LiveError> {
    moves
        .iter()
        .map(|&m| content::format::house(m).ok_or(LiveError::BadMoves))
        .collect()
}

impl LivePuzzle {
    /// A puzzle of the library, as it is.
    pub fn from_library(p: &content::Puzzle) -> Result<LivePuzzle, LiveError> {
        let puzzle = LivePuzzle {
            id: p.id.clone(),
            position: p
                .position
                .to_position()
                .map_err(|_| LiveError::BadPosition)?,
            goal: p.goal,
            intended: p.answer.clone().unwrap_or_default(),
            rating: Some(p.rating()),
        };
        puzzle.check()?;
        Ok(puzzle)
    }

    /// A position from the teacher's board with a goal: the `n`th of the
    /// challenge's own.
    pub fn from_board(
        n: usize,
        position: &str,
        goal: Goal,
        intended: Vec<u8>,
    ) -> Result<LivePuzzle, LiveError> {
        let position = position.parse().map_err(|_| LiveError::BadPosition)?;
        let puzzle = LivePuzzle {
            id: format!("board-{n}"),
            position,
            goal,
            intended,
            rating: None,
        };
        puzzle.check()?;
        Ok(puzzle)
    }

    /// Whether the puzzle can be asked: a game going on, a goal the
    /// engine can judge with at least one answer, and intended moves
    /// among the answers.
    pub fn check(&self) -> Result<(), LiveError> {
        if self.position.is_over() {
            return Err(LiveError::BadPosition);
        }
        let run = self.run()?;
        let answers = run.answers().map_err(|_| LiveError::BadGoal)?;
        let intended = houses(&self.intended).map_err(|_| LiveError::BadGoal)?;
        if answers.is_empty() || intended.iter().any(|h| !answers.contains(h)) {
            return Err(LiveError::BadGoal);
        }
        Ok(())
    }

    fn run(&self) -> Result<Run, LiveError> {
        Run::new(self.goal, self.position).map_err(|_| LiveError::BadGoal)
    }

    /// Judges an answer: `moves` are the child's own moves from the
    /// start. Refused when it is not an answer as a device sends it
    /// (illegal, unfinished, or going on after its end).
    pub fn judge(&self, moves: &[u8]) -> Result<Judged, LiveError> {
        let own = usize::from(self.goal.own_moves());
        if moves.is_empty() || moves.len() > own {
            return Err(LiveError::BadMoves);
        }
        let moves = houses(moves)?;
        let intended = houses(&self.intended)?;
        let mut run = self.run()?;
        let first = moves[0].index() as u8;
        for (k, &h) in moves.iter().enumerate() {
            let last = k + 1 == moves.len();
            let verdict = run.judge(&intended, h).map_err(|_| LiveError::BadGoal)?;
            match verdict {
                Verdict::Illegal(_) => return Err(LiveError::IllegalMove),
                Verdict::Wrong if last => {
                    return Ok(Judged {
                        solved: false,
                        first,
                    });
                }
                Verdict::Wrong => return Err(LiveError::PastTheEnd),
                Verdict::Right | Verdict::Alternative => {
                    run.play(h).ok_or(LiveError::BadGoal)?;
                    if run.solved() {
                        return if last {
                            Ok(Judged {
                                solved: true,
                                first,
                            })
                        } else {
                            Err(LiveError::PastTheEnd)
                        };
                    }
                }
            }
        }
        Err(LiveError::Unfinished)
    }

    /// The right line the reveal sows: the intended move (else the first
    /// right one), and for a goal over several moves the opponent's
    /// replies and the child's next right moves, to the end.
    pub fn line(&self) -> Vec<u8> {
        let Ok(mut run) = self.run() else {
            return Vec::new();
        };
        let intended = houses(&self.intended).unwrap_or_default();
        while !run.solved() {
            let Ok(answers) = run.answers() else { break };
            let pick = if run.played() == 0 {
                intended.first().copied().or(answers.first().copied())
            } else {
                answers.first().copied()
            };
            let Some(h) = pick else { break };
            if run.play(h).is_none() {
                break;
            }
        }
        run.moves().iter().map(|h| h.index() as u8).collect()
    }

    /// The opponent's answer that shows why the first move `wrong` fails:
    /// the one the goal names (a defence's or a plan's refutation), else
    /// the best reply the search finds; none when the game ends with it.
    pub fn refutation(&self, wrong: u8) -> Option<u8> {
        let h = content::format::house(wrong)?;
        let run = self.run().ok()?;
        if let Some(by) = run.miss(h).and_then(|m| m.reply()) {
            return Some(by.index() as u8);
        }
        let (after, _) = self.position.play(h).ok()?;
        if after.is_over() {
            return None;
        }
        let mut search = Search::with_table_mb(1);
        let analysis = search.analyse(&after, &[self.position], REFUTE_LIMITS);
        analysis.best.first().map(|b| b.index() as u8)
    }
}

/// What the reveal may say of the class's most popular wrong first move
/// and the opponent's answer to it: every part the engine's finding, so
/// the projector says nothing the board does not show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongStory {
    /// How the move misses the goal (the puzzle screen's words), if the
    /// engine can say.
    pub miss: Option<Miss>,
    /// The opponent's answer sown after it, and what it does.
    pub reply: Option<ReplyFacts>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyFacts {
    pub house: House,
    /// Seeds it adds to the opponent's store (0: it captures nothing).
    pub captured: u8,
    /// Its capture empties the children's row and ends the game (the
    /// seeds left on the board are in `captured` too).
    pub wipe_out: bool,
    /// The miss is this answer's doing (the one the miss names: a
    /// defence's or a plan's refutation). Otherwise the wrong move fails
    /// by itself, and the answer is only what the opponent plays next.
    pub refutes: bool,
}

impl WrongStory {
    /// The story of `wrong` (a first move from `start` that misses
    /// `goal`) and the `reply` the server sent with the reveal.
    pub fn of(goal: Goal, start: &Position, wrong: House, reply: Option<House>) -> WrongStory {
        let miss = Run::new(goal, *start).ok().and_then(|run| run.miss(wrong));
        let reply = start.play(wrong).ok().and_then(|(after, _)| {
            let house = reply?;
            let (then, done) = after.play(house).ok()?;
            let them = after.to_move();
            Some(ReplyFacts {
                house,
                captured: then.store(them).saturating_sub(after.store(them)),
                wipe_out: done.wipe_out,
                refutes: miss.and_then(|m| m.reply()) == Some(house),
            })
        });
        WrongStory { miss, reply }
    }
}
