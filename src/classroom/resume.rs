//! Where "Continue" leads: what the learner was last doing, checked
//! against today's lessons and puzzles, or else the next lesson to do.
//! (The app words the card.)

use super::last::{Last, SavedGame};
use super::learner::Learner;
use super::library::Library;
use super::progress::State;
use crate::coach::Level;
use crate::content::{Lesson, Puzzle};

/// Where the card leads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// The lesson at this place in the list, at this step (from 0).
    Lesson { index: usize, step: usize },
    /// The puzzle at this place in the list.
    Puzzle(usize),
    /// The game, to be replayed.
    Game(SavedGame),
    /// The lesson at this place in the list, from its start (or where it
    /// goes on, if `started`): nothing to continue, so the next to do.
    Start { index: usize, started: bool },
}

impl Target {
    /// True when it continues something (false for a lesson not begun).
    pub fn continues(&self) -> bool {
        !matches!(self, Target::Start { started: false, .. })
    }
}

/// Where `last` leads today, if it still leads anywhere: a lesson or
/// puzzle a teacher has since removed, a step past a shortened lesson's
/// end, or a game that no longer replays or is over lead nowhere.
pub fn target(last: &Last, lessons: &[Lesson], puzzles: &[Puzzle]) -> Option<Target> {
    match last {
        Last::Lesson { id, step } => {
            let index = lessons.iter().position(|l| &l.id == id)?;
            (*step < lessons[index].steps.len()).then_some(Target::Lesson { index, step: *step })
        }
        Last::Puzzle { id } => puzzles.iter().position(|p| &p.id == id).map(Target::Puzzle),
        Last::Game(game) => {
            let level_ok = game.level.is_none_or(|n| Level::new(n).is_some());
            let replays = game.replay().is_some_and(|g| !g.is_over());
            (level_ok && replays).then(|| Target::Game(game.clone()))
        }
    }
}

/// Where the learner's Continue card leads, if anywhere: their last
/// doing, else the first lesson not done; none once every lesson is done.
pub fn next(learner: &Learner, library: &Library) -> Option<Target> {
    let (lessons, puzzles) = (&library.lessons, &library.puzzles);
    if let Some(t) = learner
        .last
        .as_ref()
        .and_then(|l| target(l, lessons, puzzles))
    {
        return Some(t);
    }
    // The next lesson of the course (an interlude is never next).
    let progress = &learner.lessons;
    let index = super::progress::first_to_do(lessons, progress)?;
    let l = &lessons[index];
    Some(Target::Start {
        index,
        started: State::of(l, progress.get(&l.id)) == State::InProgress,
    })
}

/// The number the puzzle list shows on the puzzle at `index`: its place
/// within its theme, easy ones first (as the list numbers them). Shipped
/// puzzles are numbered among themselves, so a teacher's own puzzle never
/// renumbers them ("do puzzle 12" keeps its meaning); a teacher's come
/// after the shipped ones of their theme, in the list's order.
pub fn puzzle_number(puzzles: &[Puzzle], index: usize) -> usize {
    let p = &puzzles[index];
    let shipped = |q: &Puzzle| super::library::is_shipped_puzzle(&q.id);
    let same_kind = shipped(p);
    let before = puzzles
        .iter()
        .enumerate()
        .filter(|&(i, q)| {
            q.theme == p.theme
                && shipped(q) == same_kind
                && (q.tier() < p.tier() || (q.tier() == p.tier() && i <= index))
        })
        .count();
    let shipped_first = if same_kind {
        0
    } else {
        puzzles
            .iter()
            .filter(|q| q.theme == p.theme && shipped(q))
            .count()
    };
    shipped_first + before
}

#[cfg(test)]
mod tests {
    use super::puzzle_number;
    use crate::classroom::Library;
    use crate::classroom::library::sorted;

    /// A teacher's easiest puzzle sits first in its theme's easy row, but
    /// every shipped puzzle keeps its number and the teacher's comes after
    /// them.
    #[test]
    fn a_teachers_puzzle_never_renumbers_the_shipped_ones() {
        let shipped = Library::shipped().puzzles;
        let before: Vec<(String, usize)> = (0..shipped.len())
            .map(|i| (shipped[i].id.clone(), puzzle_number(&shipped, i)))
            .collect();
        let mut own = shipped[0].clone();
        own.id = "teacher-own-easiest".to_owned();
        own.rating = Some(1);
        let theme = own.theme;
        let mut all = shipped.clone();
        all.push(own);
        let all = sorted(all);
        let at = all
            .iter()
            .position(|p| p.id == "teacher-own-easiest")
            .unwrap();
        let first_of_theme = all.iter().position(|p| p.theme == theme).unwrap();
        assert_eq!(at, first_of_theme, "listed first in its theme");
        for (id, number) in &before {
            let i = all.iter().position(|p| &p.id == id).unwrap();
            assert_eq!(puzzle_number(&all, i), *number, "{id}");
        }
        let of_theme = shipped.iter().filter(|p| p.theme == theme).count();
        assert_eq!(puzzle_number(&all, at), of_theme + 1);
    }
}
