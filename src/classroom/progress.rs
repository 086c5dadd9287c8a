//! A learner's progress and its rules: which lesson steps are done, when a
//! lesson counts as done and where a started one goes on, how each puzzle
//! went, and the games played.

use std::collections::{BTreeMap, BTreeSet};

use serde::{Deserialize, Serialize};

use super::last::{Last, SavedGame};
use super::learner::LearnerId;
#[cfg(test)]
use crate::content::Step;
use crate::content::{self, Lesson, Puzzle, Score};

/// The steps of a lesson the learner has completed: seen (explain, watch)
/// or answered right (try, question, game), by their id ([`Step::id`]),
/// and the best score of each scored exercise. Keyed by id, not place, so
/// a step added to a lesson later moves nobody's stars. A file of format
/// 3 or earlier kept places: they are read as `#` and the place
/// ([`LessonProgress::resolve`] turns them into ids once the lesson is
/// known).
///
/// [`Step::id`]: crate::content::Step::id
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct LessonProgress {
    #[serde(deserialize_with = "step_set")]
    pub completed: BTreeSet<String>,
    /// Best score of each exercise, by step: 3 = right at the first try
    /// without a hint, down to 1 = right in the end.
    #[serde(
        skip_serializing_if = "BTreeMap::is_empty",
        deserialize_with = "step_map"
    )]
    pub scores: BTreeMap<String, u8>,
}

/// A step's key as an earlier file may have it: its place, a number.
#[derive(Deserialize)]
#[serde(untagged)]
enum OldKey {
    Place(usize),
    Id(String),
}

impl OldKey {
    fn key(self) -> String {
        match self {
            OldKey::Place(i) => place_key(i),
            OldKey::Id(s) => s,
        }
    }
}

/// The key a step's place was read as, before its lesson is known.
fn place_key(i: usize) -> String {
    format!("#{i}")
}

fn step_set<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BTreeSet<String>, D::Error> {
    Ok(Vec::<OldKey>::deserialize(d)?
        .into_iter()
        .map(OldKey::key)
        .collect())
}

fn step_map<'de, D: serde::Deserializer<'de>>(d: D) -> Result<BTreeMap<String, u8>, D::Error> {
    let pairs = MapAsPairs(d).deserialize_pairs()?;
    Ok(pairs
        .into_iter()
        .fold(BTreeMap::new(), |mut m: BTreeMap<String, u8>, (k, v)| {
            let best = m.entry(k.key()).or_insert(v);
            *best = (*best).max(v);
            m
        }))
}

/// Reads a map as a list of pairs, so its keys may be numbers or texts.
struct MapAsPairs<D>(D);

impl<'de, D: serde::Deserializer<'de>> MapAsPairs<D> {
    fn deserialize_pairs(self) -> Result<Vec<(OldKey, u8)>, D::Error> {
        struct Pairs;
        impl<'de> serde::de::Visitor<'de> for Pairs {
            type Value = Vec<(OldKey, u8)>;
            fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str("a map of steps to scores")
            }
            fn visit_map<A: serde::de::MapAccess<'de>>(
                self,
                mut map: A,
            ) -> Result<Self::Value, A::Error> {
                let mut out = Vec::new();
                while let Some(pair) = map.next_entry::<OldKey, u8>()? {
                    out.push(pair);
                }
                Ok(out)
            }
        }
        self.0.deserialize_map(Pairs)
    }
}

impl LessonProgress {
    pub fn merge_from(&mut self, other: &LessonProgress) {
        self.completed.extend(other.completed.iter().cloned());
        for (step, &score) in &other.scores {
            let best = self.scores.entry(step.clone()).or_insert(score);
            *best = (*best).max(score);
        }
    }

    /// Progress with the steps at these places of `lesson` completed.
    pub fn of_places(lesson: &Lesson, places: impl IntoIterator<Item = usize>) -> LessonProgress {
        let mut p = LessonProgress::default();
        for i in places {
            p.complete(lesson, i);
        }
        p
    }

    /// Whether the step at place `i` of `lesson` is completed.
    pub fn is_done(&self, lesson: &Lesson, i: usize) -> bool {
        lesson
            .steps
            .get(i)
            .is_some_and(|s| self.completed.contains(s.id()))
    }

    /// The best score of the step at place `i` of `lesson`.
    pub fn score(&self, lesson: &Lesson, i: usize) -> Option<u8> {
        self.scores.get(lesson.steps.get(i)?.id()).copied()
    }

    /// The places of the completed steps of `lesson`.
    pub fn done_steps(&self, lesson: &Lesson) -> BTreeSet<usize> {
        (0..lesson.steps.len())
            .filter(|&i| self.is_done(lesson, i))
            .collect()
    }

    /// The best scores by place in `lesson`.
    pub fn step_scores(&self, lesson: &Lesson) -> BTreeMap<usize, u8> {
        (0..lesson.steps.len())
            .filter_map(|i| Some((i, self.score(lesson, i)?)))
            .collect()
    }

    /// The step at place `i` of `lesson` completed.
    pub fn complete(&mut self, lesson: &Lesson, i: usize) {
        self.completed.insert(step_key(lesson, i));
    }

    /// The step at place `i` of `lesson` scored `score` (the best counts).
    pub fn scored(&mut self, lesson: &Lesson, i: usize, score: u8) {
        let best = self.scores.entry(step_key(lesson, i)).or_insert(score);
        *best = (*best).max(score);
    }

    /// Turns the places an earlier file kept (`#3`) into the ids of the
    /// steps at those places in `lesson`, as it is now. Returns whether
    /// anything changed.
    pub fn resolve(&mut self, lesson: &Lesson) -> bool {
        let by_place = |k: &String| {
            let i: usize = k.strip_prefix('#')?.parse().ok()?;
            Some(lesson.steps.get(i)?.id().to_owned())
        };
        let mut changed = false;
        let old = std::mem::take(&mut self.completed);
        for k in old {
            let id = by_place(&k);
            changed |= id.is_some();
            self.completed.insert(id.unwrap_or(k));
        }
        let old = std::mem::take(&mut self.scores);
        for (k, v) in old {
            let id = by_place(&k);
            changed |= id.is_some();
            let best = self.scores.entry(id.unwrap_or(k)).or_insert(v);
            *best = (*best).max(v);
        }
        changed
    }
}

/// The key of the step at place `i` (its id; its place if the lesson has
/// no such step, which a screen never reports).
fn step_key(lesson: &Lesson, i: usize) -> String {
    lesson
        .steps
        .get(i)
        .map_or_else(|| place_key(i), |s| s.id().to_owned())
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
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Outcome {
    Won,
    Lost,
    Drawn,
    /// A game with a friend: one child played both sides.
    Played,
}

/// One finished game, kept whole so it can be reviewed.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(default)]
pub struct GameRecord {
    pub game: SavedGame,
    /// Seeds each side ended with, South then North.
    pub score: [u8; 2],
    pub outcome: Option<Outcome>,
    /// When it ended (seconds since 1970).
    pub ended: u64,
    /// Played against a classmate on another device of the class (a game
    /// of the class server, `crate::duel`); none for a game against the
    /// computer or with a friend on one screen.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub classmate: Option<Classmate>,
}

/// The other child of a game between two devices.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Classmate {
    pub id: LearnerId,
    /// The learner whose record it is played South (and moved first).
    pub south: bool,
}

/// Games played and won, by level (0 = with a friend), for the teacher.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    pub played: u32,
    pub won: u32,
    pub drawn: u32,
}

impl Tally {
    /// No game counted.
    pub fn is_none(&self) -> bool {
        *self == Tally::default()
    }
}

/// The games a learner played: counts by level for ever, and the last
/// [`GameLog::KEEP`] games whole.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct GameLog {
    pub tally: BTreeMap<u8, Tally>,
    pub recent: Vec<GameRecord>,
    /// Games against a classmate on another device (`GameRecord::
    /// classmate`): not games with a friend on one screen, nor against
    /// the computer, so counted apart.
    #[serde(skip_serializing_if = "Tally::is_none")]
    pub classmates: Tally,
}

impl GameLog {
    /// How many finished games are kept whole.
    pub const KEEP: usize = 20;

    pub fn played(&self) -> u32 {
        // Saturating: counts read from a device may sit at their maximum.
        self.tally
            .values()
            .fold(self.classmates.played, |n, t| n.saturating_add(t.played))
    }

    pub fn add(&mut self, record: GameRecord) {
        let t = if record.classmate.is_some() {
            &mut self.classmates
        } else {
            self.tally
                .entry(record.game.level.unwrap_or(0))
                .or_default()
        };
        t.played = t.played.saturating_add(1);
        match record.outcome {
            Some(Outcome::Won) => t.won = t.won.saturating_add(1),
            Some(Outcome::Drawn) => t.drawn = t.drawn.saturating_add(1),
            _ => {}
        }
        self.recent.push(record);
        if self.recent.len() > Self::KEEP {
            self.recent.remove(0);
        }
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
        if needed(lesson).iter().all(|&i| p.is_done(lesson, i)) {
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
    let done = &progress?.done_steps(lesson);
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
    Some(content::stars(asks.iter().map(|&i| {
        p.is_done(lesson, i)
            .then(|| Score::from_points(p.score(lesson, i).unwrap_or(1)))
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
        let key = |k: &[&str]| k.iter().map(|s| (*s).to_owned()).collect::<BTreeSet<_>>();
        let scores = |k: &[(&str, u8)]| {
            k.iter()
                .map(|(s, v)| ((*s).to_owned(), *v))
                .collect::<BTreeMap<_, _>>()
        };
        let mut a = LessonProgress {
            completed: key(&["rows", "try"]),
            scores: scores(&[("try", 2)]),
        };
        a.merge_from(&LessonProgress {
            completed: key(&["try", "q"]),
            scores: scores(&[("try", 3), ("q", 1)]),
        });
        assert_eq!(a.completed, key(&["rows", "try", "q"]));
        assert_eq!(a.scores, scores(&[("try", 3), ("q", 1)]));

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
    fn a_game_against_a_classmate_is_not_a_game_with_a_friend() {
        let mut log = GameLog::default();
        let classmate = Classmate {
            id: crate::classroom::LearnerId::try_from("l1-ben".to_owned()).unwrap(),
            south: true,
        };
        log.add(GameRecord {
            outcome: Some(Outcome::Won),
            classmate: Some(classmate),
            ..GameRecord::default()
        });
        log.add(GameRecord {
            outcome: Some(Outcome::Played),
            ..GameRecord::default()
        });
        assert_eq!(
            log.tally.get(&0).map(|t| t.played),
            Some(1),
            "the friend game"
        );
        assert_eq!(
            log.classmates,
            Tally {
                played: 1,
                won: 1,
                drawn: 0
            }
        );
        assert_eq!(log.played(), 2);
        assert_eq!(log.recent.len(), 2);
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
    }

    /// Progress is kept by step id: a step inserted into a shipped lesson
    /// (as lessons 10 and 11 once got a fifth exercise) moves nobody's
    /// stars, whether the learner finished the lesson or half did it.
    #[test]
    fn a_step_inserted_into_a_lesson_keeps_every_learners_stars() {
        let lessons = super::super::Library::shipped().lessons;
        for before in &lessons {
            let at = exercises(before).collect::<Vec<_>>();
            if at.len() < 3 {
                continue;
            }
            let scored = |done: &[usize]| {
                let mut p = LessonProgress::default();
                for i in (0..before.steps.len()).filter(|i| !at.contains(i) || done.contains(i)) {
                    p.complete(before, i);
                }
                for (k, &i) in done.iter().enumerate() {
                    p.scored(before, i, [3, 2, 1][k % 3]);
                }
                p
            };
            let mut after = before.clone();
            let mut new_step = before.steps[at[1]].clone();
            if let Step::Try(t) = &mut new_step {
                t.id = Some("inserted".into());
            } else if let Step::Question(q) = &mut new_step {
                q.id = Some("inserted".into());
            } else if let Step::Game(g) = &mut new_step {
                g.id = Some("inserted".into());
            }
            after.steps.insert(1, new_step);
            for done in [at.clone(), at[..1].to_vec(), at[1..3].to_vec()] {
                let p = scored(&done);
                let kept: Vec<_> = done.iter().map(|&i| p.score(before, i)).collect();
                let moved: Vec<_> = done.iter().map(|&i| p.score(&after, i + 1)).collect();
                assert_eq!(kept, moved, "{}: scores stay with their steps", before.id);
                if done.len() == at.len() {
                    assert_eq!(State::of(before, Some(&p)), State::Done, "{}", before.id);
                    // The new exercise is still to do; the others' stars
                    // count as before once it is.
                    assert_eq!(State::of(&after, Some(&p)), State::InProgress);
                    let mut p2 = p.clone();
                    p2.complete(&after, 1);
                    p2.scored(&after, 1, 3);
                    assert_eq!(State::of(&after, Some(&p2)), State::Done);
                    assert!(stars(&after, Some(&p2)) >= stars(before, Some(&p)));
                }
            }
        }
    }

    /// A file of format 3 kept steps by place: they become the ids of the
    /// steps at those places.
    #[test]
    fn places_from_an_earlier_file_become_step_ids() {
        let lesson = &super::super::Library::shipped().lessons[0];
        let old: LessonProgress =
            ron::from_str("(completed: [0, 4], scores: {4: 3})").expect("format 3's progress");
        assert!(old.completed.contains("#4"));
        let mut p = old.clone();
        assert!(p.resolve(lesson));
        assert!(p.is_done(lesson, 0) && p.is_done(lesson, 4));
        assert_eq!(p.score(lesson, 4), Some(3));
        assert!(!p.resolve(lesson), "resolved once");
        let back: LessonProgress = ron::from_str(&ron::to_string(&p).unwrap()).unwrap();
        assert_eq!(back, p, "written with ids, read back the same");
    }
}
