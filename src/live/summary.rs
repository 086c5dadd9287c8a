//! What a challenge gives the teacher at the end: per puzzle, how many
//! answered and solved it (every answer is a first try: one a child) and
//! what the class played; per child, their answers. Numbers and ids only.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::challenge::{Answer, Challenge};
use super::tally::Houses;
use crate::classroom::LearnerId;

/// How many of the fastest right answers a summary names, when the
/// teacher asked for them.
pub const FASTEST: usize = 3;

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Summary {
    pub puzzles: Vec<PuzzleSummary>,
    /// In the order of their ids.
    pub learners: Vec<LearnerSummary>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PuzzleSummary {
    pub index: usize,
    pub id: String,
    pub answered: u32,
    pub solved: u32,
    /// Solved without a hint.
    pub clean: u32,
    /// The first moves played, per house.
    pub tally: Houses,
    /// The most popular wrong first move.
    pub wrong: Option<u8>,
    /// The fastest right answers, first first: only with the teacher's
    /// option (`show_fastest`), else empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fastest: Vec<LearnerId>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnerSummary {
    pub learner: LearnerId,
    pub answered: u32,
    pub solved: u32,
    /// Hints used in all.
    pub hints: u32,
    /// Per puzzle: solved, missed, or not answered.
    pub puzzles: Vec<Option<bool>>,
}

impl Summary {
    /// The summary of a challenge with all its answers loaded.
    pub fn of(c: &Challenge) -> Summary {
        let n = c.puzzles.len();
        let puzzles = c
            .puzzles
            .iter()
            .enumerate()
            .map(|(index, p)| {
                let of: Vec<&Answer> = c.answers.iter().filter(|a| a.index == index).collect();
                let mut right: Vec<&&Answer> = of.iter().filter(|a| a.solved).collect();
                right.sort_by_key(|a| (a.at, a.id.clone()));
                PuzzleSummary {
                    index,
                    id: p.id.clone(),
                    answered: of.len() as u32,
                    solved: right.len() as u32,
                    clean: of.iter().filter(|a| a.clean()).count() as u32,
                    tally: c.tally(index),
                    wrong: c.popular_wrong(index).map(|(h, _)| h),
                    fastest: if c.show_fastest {
                        right
                            .iter()
                            .take(FASTEST)
                            .map(|a| a.learner.clone())
                            .collect()
                    } else {
                        Vec::new()
                    },
                }
            })
            .collect();
        let mut learners: BTreeMap<&LearnerId, LearnerSummary> = BTreeMap::new();
        for a in &c.answers {
            let s = learners
                .entry(&a.learner)
                .or_insert_with(|| LearnerSummary {
                    learner: a.learner.clone(),
                    answered: 0,
                    solved: 0,
                    hints: 0,
                    puzzles: vec![None; n],
                });
            s.answered += 1;
            s.solved += u32::from(a.solved);
            s.hints += u32::from(a.hints);
            if let Some(p) = s.puzzles.get_mut(a.index) {
                *p = Some(a.solved);
            }
        }
        Summary {
            puzzles,
            learners: learners.into_values().collect(),
        }
    }
}
