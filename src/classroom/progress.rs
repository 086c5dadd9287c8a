//! A learner's progress and its rules: which lesson steps are done, when a
//! lesson counts as done and where a started one goes on, how each puzzle
//! went, and the games played.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::last::{Last, SavedGame};
use crate::content::{self, Lesson, Puzzle, Score};

/// The steps of a lesson the learner has completed: seen (explain, watch)
/// or answered right (try, question, game), by their place in the lesson;
/// and the best score of each scored exercise.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    pub completed: BTreeSet<usize>,
    /// Best score of each exercise, by step: 3 = right at the first try
    /// without a hint, down to 1 = right in the end.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub scores: BTreeMap<usize, u8>,
}

impl LessonProgress {
    pub fn merge_from(&mut self, other: &LessonProgress) {
        self.completed.extend(other.completed.iter().copied());
        for (&step, &score) in &other.scores {
            let best = self.scores.entry(step).or_insert(score);
            *best = (*best).max(score);
        }
    }
}

/// How a puzzle went for one learner, over all their attempts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct PuzzleRecord {
    /// Solved at least once.
    pub solved: bool,
    /// Times solved.
    pub solves: u32,
    /// Wrong answers, and answers shown: what the teacher's "most often
    /// missed" counts.
    pub misses: u32,
    /// When it was last tried (seconds since 1970; 0 = unknown).
    pub last: u64,
}

/// A puzzle as the lists show it for one learner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PuzzleResult {
    Solved,
    /// Tried, not solved yet: one to come back to.
    Failed,
}

impl PuzzleRecord {
    pub fn result(&self) -> Option<PuzzleResult> {
        if self.solved {
            Some(PuzzleResult::Solved)
        } else if self.misses > 0 {
            Some(PuzzleResult::Failed)
        } else {
            None
        }
    }

    pub fn merge_from(&mut self, other: &PuzzleRecord) {
        self.solved |= other.solved;
        self.solves = self.solves.max(other.solves);
        self.misses = self.misses.max(other.misses);
        self.last = self.last.max(other.last);
    }
}

/// How a finished game ended, for the one who played it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
    /// A game with a friend: one child played both sides.
    Played,
}

/// One finished game, kept whole so it can be reviewed.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameRecord {
    pub game: SavedGame,
    /// Seeds each side ended with, South then North.
    pub score: [u8; 2],
    pub outcome: Option<Outcome>,
    /// When it ended (seconds since 1970).
    pub ended: u64,
}

/// Games played and won, by level (0 = with a friend), for the teacher.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
}

/// The games a learner played: counts by level for ever, and the last
/// [`GameLog::KEEP`] games whole.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameLog {
    pub tally: BTreeMap<u8, Tally>,
    pub recent: Vec<GameRecord>,
}

impl GameLog {
    /// How many finished games are kept whole.
    pub const KEEP: usize = 20;

    pub fn played(&self) -> u32 {
        self.tally.values().map(|t| t.played).sum()
    }

    pub fn add(&mut self, record: GameRecord) {
        let t = self
            .tally
            .entry(record.game.level.unwrap_or(0))
            .or_default();
        t.played += 1;
        match record.outcome {
            Some(Outcome::Won) => t.won += 1,
            Some(Outcome::Drawn) => t.drawn += 1,
            _ => {}
        }
        self.recent.push(record);
        if self.recent.len() > Self::KEEP {
            self.recent.remove(0);
        }
    }

    /// The log with more games played wins; the recent games of both are
    /// kept (the same game is not kept twice).
    pub fn merge_from(&mut self, other: &GameLog) {
        if other.played() > self.played() {
            self.tally = other.tally.clone();
        }
        for g in &other.recent {
            if !self.recent.contains(g) {
                self.recent.push(g.clone());
            }
        }
        self.recent.sort_by_key(|g| g.ended);
        let extra = self.recent.len().saturating_sub(Self::KEEP);
        self.recent.drain(..extra);
    }
}

/// How far a learner got with a lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    New,
    InProgress,
    Done,
}

impl State {
    /// Done when every exercise was answered right (a lesson with none is
    /// done once every step was seen).
    pub fn of(lesson: &Lesson, progress: Option<&LessonProgress>) -> State {
        let Some(p) = progress.filter(|p| !p.completed.is_empty()) else {
            return State::New;
        };
        if needed(lesson).iter().all(|i| p.completed.contains(i)) {
            State::Done
        } else {
            State::InProgress
        }
    }

    pub fn message_id(self) -> &'static str {
        match self {
            State::New => "lessons-new",
            State::InProgress => "lessons-in-progress",
            State::Done => "lessons-done",
        }
    }
}

/// The steps of a lesson that are exercises (tries, questions, games):
/// scored, and needed for the lesson to be done.
pub fn exercises(lesson: &Lesson) -> impl Iterator<Item = usize> + '_ {
    (0..lesson.steps.len()).filter(|&i| lesson.steps[i].is_exercise())
}

/// The steps a lesson needs for it to be done: its exercises, or every
/// step of a lesson with none.
pub fn needed(lesson: &Lesson) -> Vec<usize> {
    let asks: Vec<usize> = exercises(lesson).collect();
    if asks.is_empty() {
        (0..lesson.steps.len()).collect()
    } else {
        asks
    }
}

/// Where a started lesson goes on when opened again.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Resume {
    /// At this step (from 0): where the learner left it, or the first
    /// step not reached yet.
    GoOn(usize),
    /// At this needed step (from 0), left behind unanswered while later
    /// steps were done: the lesson cannot be done without it.
    Missing(usize),
}

impl Resume {
    pub fn step(self) -> usize {
        match self {
            Resume::GoOn(s) | Resume::Missing(s) => s,
        }
    }
}

/// Where a started lesson reopens (none for a new or done lesson, which
/// open at their first step): the step the learner was last on in it, as
/// Home's card does (`last_step`); else the first needed step left behind
/// (a try skipped on the way to the end), else the first step not reached.
pub fn resume(
    lesson: &Lesson,
    progress: Option<&LessonProgress>,
    last_step: Option<usize>,
) -> Option<Resume> {
    if State::of(lesson, progress) != State::InProgress {
        return None;
    }
    if let Some(step) = last_step.filter(|&s| s < lesson.steps.len()) {
        return Some(Resume::GoOn(step));
    }
    let done = &progress?.completed;
    let furthest = *done.iter().max()?;
    let needed = needed(lesson);
    if let Some(&skipped) = needed.iter().find(|&&i| i < furthest && !done.contains(&i)) {
        return Some(Resume::Missing(skipped));
    }
    let next = (0..lesson.steps.len()).find(|&i| !done.contains(&i) && i > furthest);
    Some(match next {
        Some(step) => Resume::GoOn(step),
        // Everything after the furthest step is done: the one needed
        // step still open is that far or before.
        None => Resume::Missing(needed.into_iter().find(|i| !done.contains(i))?),
    })
}

/// The step the learner was last on in `lesson`, if their last doing was
/// in it.
pub fn last_step(last: Option<&Last>, lesson: &Lesson) -> Option<usize> {
    match last {
        Some(Last::Lesson { id, step }) if *id == lesson.id => Some(*step),
        _ => None,
    }
}

/// The stars a lesson earned, 0 to 3, or none for a lesson with nothing
/// to answer, by the rule of [`content::stars`]: each exercise (try,
/// question, game) counts its best score (an exercise answered right
/// before scores were kept counts as answered in the end); 0 until every
/// exercise is answered right.
pub fn stars(lesson: &Lesson, progress: Option<&LessonProgress>) -> Option<u8> {
    let asks: Vec<usize> = exercises(lesson).collect();
    if asks.is_empty() {
        return None;
    }
    let Some(p) = progress else {
        return Some(0);
    };
    Some(content::stars(asks.iter().map(|i| {
        p.completed
            .contains(i)
            .then(|| Score::from_points(p.scores.get(i).copied().unwrap_or(1)))
    })))
}

/// The place of the first lesson of the course not done yet, if any (an
/// interlude is never the next thing to do).
pub fn first_to_do(
    lessons: &[Lesson],
    progress: &BTreeMap<String, LessonProgress>,
) -> Option<usize> {
    lessons
        .iter()
        .position(|l| !l.interlude && State::of(l, progress.get(&l.id)) != State::Done)
}

/// The place of the first lesson not done yet (the first lesson when all
/// are): where Enter on the list goes.
pub fn next_to_do(lessons: &[Lesson], progress: &BTreeMap<String, LessonProgress>) -> usize {
    first_to_do(lessons, progress).unwrap_or(0)
}

/// The place of the course's lesson after the one with this id (the
/// finish screen's "Next lesson"); after an interlude, the course's first.
pub fn after(lessons: &[Lesson], id: &str) -> Option<usize> {
    let at = lessons.iter().position(|l| l.id == id)?;
    let from = if lessons[at].interlude { 0 } else { at + 1 };
    (from..lessons.len()).find(|&i| !lessons[i].interlude && lessons[i].id != id)
}

/// The first puzzle not solved yet, or the first of all.
pub fn next_unsolved(puzzles: &[Puzzle], records: &BTreeMap<String, PuzzleRecord>) -> usize {
    puzzles
        .iter()
        .position(|p| !records.get(&p.id).is_some_and(|r| r.solved))
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merging_keeps_every_step_the_best_score_and_every_solve() {
        let mut a = LessonProgress {
            completed: BTreeSet::from([0, 1]),
            scores: BTreeMap::from([(1, 2)]),
        };
        a.merge_from(&LessonProgress {
            completed: BTreeSet::from([1, 4]),
            scores: BTreeMap::from([(1, 3), (4, 1)]),
        });
        assert_eq!(a.completed, BTreeSet::from([0, 1, 4]));
        assert_eq!(a.scores, BTreeMap::from([(1, 3), (4, 1)]));

        let mut p = PuzzleRecord {
            misses: 2,
            ..PuzzleRecord::default()
        };
        p.merge_from(&PuzzleRecord {
            solved: true,
            solves: 1,
            misses: 1,
            last: 9,
        });
        assert_eq!(p.result(), Some(PuzzleResult::Solved));
        assert_eq!((p.misses, p.solves, p.last), (2, 1, 9));
    }

    #[test]
    fn the_game_log_counts_by_level_and_keeps_the_last_games() {
        let mut log = GameLog::default();
        for i in 0..25u64 {
            log.add(GameRecord {
                game: SavedGame {
                    moves: vec![2],
                    level: (i % 2 == 0).then_some(3),
                    ..SavedGame::default()
                },
                outcome: Some(if i % 4 == 0 {
                    Outcome::Won
                } else {
                    Outcome::Lost
                }),
                ended: i,
                ..GameRecord::default()
            });
        }
        assert_eq!(log.played(), 25);
        assert_eq!(log.tally[&3].played, 13);
        assert_eq!(log.tally[&3].won, 7);
        assert_eq!(log.tally[&0].played, 12);
        assert_eq!(log.recent.len(), GameLog::KEEP);
        assert_eq!(log.recent[0].ended, 5, "the oldest went first");
        // Merging a copy with fewer games keeps this one's counts and no
        // game twice.
        let old = GameLog {
            tally: BTreeMap::from([(
                3,
                Tally {
                    played: 1,
                    won: 1,
                    drawn: 0,
                },
            )]),
            recent: vec![log.recent[3].clone()],
        };
        let before = log.clone();
        log.merge_from(&old);
        assert_eq!(log, before);
    }

    /// Progress is kept by step number. A lesson whose exercises only
    /// swap places with exercises (as lesson 1's guided try and first
    /// question did) reads a learner's saved steps with the same count,
    /// state and stars, finished or half done.
    #[test]
    fn exercises_swapped_with_exercises_keep_the_state_and_the_stars() {
        let now = super::super::Library::shipped().lessons[0].clone();
        let at = exercises(&now).collect::<Vec<_>>();
        let mut before = now.clone();
        before.steps.swap(at[0], at[1]);
        assert_eq!(exercises(&before).collect::<Vec<_>>(), at);
        let scored = |done: &[usize]| LessonProgress {
            completed: (0..now.steps.len())
                .filter(|i| done.contains(i) || !at.contains(i))
                .collect(),
            scores: done
                .iter()
                .enumerate()
                .map(|(k, &i)| (i, [3, 2, 1][k % 3]))
                .collect(),
        };
        for done in [at.clone(), at[..1].to_vec(), at[1..3].to_vec()] {
            let p = scored(&done);
            assert_eq!(State::of(&before, Some(&p)), State::of(&now, Some(&p)));
            assert_eq!(stars(&before, Some(&p)), stars(&now, Some(&p)));
        }
        assert_eq!(State::of(&now, Some(&scored(&at))), State::Done);
    }
}
