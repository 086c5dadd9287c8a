//! What an ended challenge adds to each child's progress: the facts of
//! their journal that the puzzle screen records for a try (`Event::Try`
//! and the rated first try, `Event::Rated`), so the class's challenge
//! counts toward each child's puzzle records and puzzle rating like any
//! puzzle solved alone, and reaches their devices with the next sync.
//!
//! Only the library's puzzles count: a position from the teacher's board
//! has no rating and no place in the puzzle list.
//!
//! The facts' stamps come from the session (its id as their origin, each
//! answer's time, a count), so however often they are made, on whichever
//! server, they are the same facts and merge as one.

use std::collections::BTreeMap;

use super::challenge::{Answer, Challenge};
use crate::classroom::journal::Event;
use crate::classroom::{LearnerId, Stamp};

/// The origin of a session's stamps (FNV-1a of its id; a device's origin
/// is random, so they do not meet).
pub fn origin(session: &str) -> u64 {
    session.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Each child's new facts, from every answer of the challenge.
pub fn facts(session: &str, c: &Challenge) -> BTreeMap<LearnerId, Vec<(Stamp, Event)>> {
    let origin = origin(session);
    let mut answers: Vec<&Answer> = c.answers.iter().collect();
    answers.sort_by(|a, b| (a.index, &a.learner).cmp(&(b.index, &b.learner)));
    let mut out: BTreeMap<LearnerId, Vec<(Stamp, Event)>> = BTreeMap::new();
    for (k, a) in answers.into_iter().enumerate() {
        let Some(puzzle) = c.puzzles.get(a.index) else {
            continue;
        };
        let Some(rating) = puzzle.rating else {
            continue;
        };
        let stamp = |j: u64| Stamp {
            at: a.at / 1000,
            n: 2 * k as u64 + j,
            origin,
        };
        let facts = out.entry(a.learner.clone()).or_default();
        facts.push((
            stamp(0),
            Event::Rated {
                puzzle: puzzle.id.clone(),
                rating,
                solved: a.clean(),
            },
        ));
        facts.push((
            stamp(1),
            Event::Try {
                puzzle: puzzle.id.clone(),
                solved: a.solved,
            },
        ));
    }
    out
}
