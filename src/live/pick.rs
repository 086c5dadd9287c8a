//! The puzzles a teacher's choices name: by id, from the teacher's board,
//! by theme and rating (those the class has not solved first), or the
//! ones the class missed most.

use std::collections::BTreeMap;

use super::LiveError;
use super::MAX_PUZZLES;
use super::puzzle::LivePuzzle;
use super::wire::Choice;
use crate::classroom::{Classroom, Library, report};

/// The puzzles of `choices`, in order, each once. `missed` is the
/// library's puzzles the class missed most, most first
/// ([`missed_most`]; asked for only if a choice needs it).
pub fn resolve(
    choices: &[Choice],
    library: &Library,
    missed: impl FnOnce() -> Vec<String>,
) -> Result<Vec<LivePuzzle>, LiveError> {
    resolve_for(choices, library, missed, BTreeMap::new)
}

/// [`resolve`], where a theme's puzzles are taken first among those the
/// fewest children of the class have solved (`solved`: how many solved
/// each, by id, [`solved_by`]; asked for only if a choice needs it): a
/// class is not given again what it solved this morning, unless every
/// puzzle of the choice is solved.
pub fn resolve_for(
    choices: &[Choice],
    library: &Library,
    missed: impl FnOnce() -> Vec<String>,
    solved: impl FnOnce() -> BTreeMap<String, usize>,
) -> Result<Vec<LivePuzzle>, LiveError> {
    if choices.len() > MAX_PUZZLES {
        return Err(LiveError::TooManyPuzzles);
    }
    let mut missed = Some(missed);
    let mut solved = Some(solved);
    let mut solved_by: BTreeMap<String, usize> = BTreeMap::new();
    let mut missed_ids: Vec<String> = Vec::new();
    let mut out: Vec<LivePuzzle> = Vec::new();
    let mut boards = 0;
    for choice in choices {
        match choice {
            Choice::Library(id) => {
                let p = library.puzzle(id).ok_or(LiveError::UnknownPuzzle)?;
                add(&mut out, LivePuzzle::from_library(p)?);
            }
            Choice::Board {
                position,
                goal,
                answer,
            } => {
                boards += 1;
                add(
                    &mut out,
                    LivePuzzle::from_board(boards, position, *goal, answer.clone())?,
                );
            }
            Choice::Theme {
                theme,
                min,
                max,
                count,
            } => {
                if *count > MAX_PUZZLES {
                    return Err(LiveError::TooManyPuzzles);
                }
                let mut found: Vec<_> = library
                    .puzzles
                    .iter()
                    .filter(|p| theme.is_none_or(|t| p.theme == t))
                    .filter(|p| (*min..=*max).contains(&p.rating()))
                    .filter(|p| !out.iter().any(|q| q.id == p.id))
                    .collect();
                if let Some(f) = solved.take() {
                    solved_by = f();
                }
                // Those fewest children solved first, then easier first,
                // as a class warms up.
                let by = |id: &str| solved_by.get(id).copied().unwrap_or(0);
                found.sort_by_key(|p| (by(&p.id), p.rating(), p.id.clone()));
                for p in found.into_iter().take(*count) {
                    if let Ok(p) = LivePuzzle::from_library(p) {
                        add(&mut out, p);
                    }
                }
            }
            Choice::MissedMost { count } => {
                if *count > MAX_PUZZLES {
                    return Err(LiveError::TooManyPuzzles);
                }
                if let Some(f) = missed.take() {
                    missed_ids = f();
                }
                let mut taken = 0;
                for id in &missed_ids {
                    if taken == *count {
                        break;
                    }
                    if out.iter().any(|q| q.id == *id) {
                        continue;
                    }
                    if let Some(Ok(p)) = library.puzzle(id).map(LivePuzzle::from_library) {
                        add(&mut out, p);
                        taken += 1;
                    }
                }
            }
        }
        if out.len() > MAX_PUZZLES {
            return Err(LiveError::TooManyPuzzles);
        }
    }
    if out.is_empty() {
        return Err(LiveError::NoPuzzles);
    }
    Ok(out)
}

/// Adds `p` unless it is there already.
fn add(out: &mut Vec<LivePuzzle>, p: LivePuzzle) {
    if !out.iter().any(|q| q.id == p.id) {
        out.push(p);
    }
}

/// The ids of the library's puzzles the class missed most, most first.
pub fn missed_most(class: &Classroom) -> Vec<String> {
    report::most_missed(class, MAX_PUZZLES)
        .into_iter()
        .filter_map(|m| class.library().puzzles.get(m.index).map(|p| p.id.clone()))
        .collect()
}

/// How many of the class's children solved each puzzle, by id.
pub fn solved_by(class: &Classroom) -> BTreeMap<String, usize> {
    let mut out: BTreeMap<String, usize> = BTreeMap::new();
    for learner in class.roster().all() {
        for (id, record) in &learner.puzzles {
            if record.solved {
                *out.entry(id.clone()).or_default() += 1;
            }
        }
    }
    out
}
