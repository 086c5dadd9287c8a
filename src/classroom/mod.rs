//! The classroom: who learns (the roster, each learner's card and
//! languages), their progress and its rules, where "Continue" leads, the
//! content library, the class's settings, and what must be saved.
//!
//! GUI-free and clock-free: screens report facts (a step completed, a
//! puzzle solved or missed, a game changed), the app hands them here with
//! the time, and takes the [`Job`]s to save, which it runs off the window's
//! thread through a [`Storage`] it chooses per target. Imports the engine,
//! the coach (levels), `content` and `i18n::Lang`; never iced, fluent or
//! the file system (`files.rs`, the desktop's storage, is the one place
//! that touches files, and the app decides whether to use it).

pub mod adapt;
pub mod class_list;
#[cfg(not(target_arch = "wasm32"))]
pub mod files;
pub mod glicko;
pub mod last;
pub mod learner;
mod legacy;
pub mod library;
pub mod look;
mod migrate;
pub mod pin;
pub mod progress;
pub mod puzzle_pick;
pub mod report;
pub mod resume;
pub mod roster;
pub mod save;
pub mod storage;

use std::collections::BTreeSet;

pub use adapt::{Adaptive, Change};
pub use last::{Last, SavedGame};
pub use learner::{Card, Colour, Learner, LearnerId, Symbol};
pub use library::Library;
pub use look::{BoardSize, Look, Speed, ThemeChoice};
pub use pin::{Pin, PinProblem};
pub use progress::{
    GameLog, GameRecord, LessonProgress, Outcome, PuzzleRecord, PuzzleResult, State, Tally,
};
pub use puzzle_pick::PuzzleRating;
pub use resume::Target;
pub use roster::{MAX_NAME, NameProblem, Roster};
pub use save::{ClassSettings, Job, LoadProblem, Loaded};
pub use storage::{Memory, Storage, StorageError};

use crate::coach::Level;
use crate::content::Puzzle;
use crate::i18n::Lang;

/// Something a learner did, as a screen reports it. The classroom decides
/// what it means for their progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fact {
    /// A lesson step seen (explain, watch) or answered right (try,
    /// question), by its place in the lesson (from 0).
    StepCompleted {
        lesson: String,
        step: usize,
    },
    /// An exercise's score: 3 = right at the first try without a hint.
    StepScored {
        lesson: String,
        step: usize,
        score: u8,
    },
    /// The learner is at this step of a lesson (where Continue goes).
    LessonAt {
        lesson: String,
        step: usize,
    },
    /// The lesson's last step was left forwards: nothing to continue.
    LessonFinished {
        lesson: String,
    },
    /// A puzzle opened (to continue, unless solved already).
    PuzzleOpened {
        id: String,
    },
    PuzzleSolved {
        id: String,
    },
    /// A wrong answer, or the answer shown.
    PuzzleMissed {
        id: String,
    },
    /// The first try at a puzzle since it was opened is over: solved
    /// cleanly, or missed (a wrong move, a hint, the answer shown). It
    /// rates the learner unless they tried the puzzle lately.
    PuzzleRated {
        id: String,
        solved: bool,
    },
    /// The learner has solved this many puzzles of a streak in a row.
    StreakAt {
        length: u32,
    },
    /// The game on show changed and goes on: it is what Continue reopens.
    GameGoing(SavedGame),
    /// The game on show, which Continue would reopen, ended or was
    /// started afresh: nothing of it to continue.
    GameStopped,
    /// A game ended with a result (against the computer that adapts, it
    /// moves its level: [`Adaptive::finished`]).
    GameEnded(GameRecord),
    /// Teaching mode on or off, kept for this learner's next games.
    Coach(bool),
    /// "Computer: adapts to me" on or off, kept for this learner's next
    /// games.
    Adapts(bool),
}

/// The class: settings, roster, library, and what waits to be saved.
#[derive(Clone, Debug)]
pub struct Classroom {
    settings: ClassSettings,
    roster: Roster,
    library: Library,
    /// Learners the storage has (read at the start or written since).
    known: BTreeSet<LearnerId>,
    /// What changed since the last [`Classroom::take_jobs`].
    class_changed: bool,
    changed: BTreeSet<LearnerId>,
    removed: Vec<(LearnerId, u64)>,
    /// Jobs from loading (a class moved from an older format).
    pending: Vec<Job>,
}

/// The guest's word in every language, lower case: no learner may be
/// called that, whatever language the app speaks now or later.
pub fn guest_words() -> Vec<String> {
    use crate::i18n::Localizer;
    let mut i18n = Localizer::new(Lang::En);
    Lang::ALL
        .iter()
        .map(|&l| {
            i18n.set_lang(l);
            i18n.tr("learner-guest").to_lowercase()
        })
        .collect()
}

impl Default for Classroom {
    /// A fresh class: the guest alone, the shipped content.
    fn default() -> Classroom {
        Classroom::new(Loaded::default(), Library::shipped())
    }
}

impl Classroom {
    /// The class as loaded, learning from `library`. The one learning is
    /// who was learning last, or the guest.
    pub fn new(loaded: Loaded, library: Library) -> Classroom {
        let known = loaded.learners.iter().map(|l| l.id.clone()).collect();
        let mut roster = Roster::new(loaded.learners, guest_words());
        if let Some(id) = &loaded.settings.current {
            roster.switch(id);
        }
        let mut class = Classroom {
            settings: loaded.settings,
            roster,
            library,
            known,
            class_changed: false,
            changed: BTreeSet::new(),
            removed: Vec::new(),
            pending: loaded.jobs,
        };
        class.forget_games_that_do_not_replay();
        class
    }

    pub fn settings(&self) -> &ClassSettings {
        &self.settings
    }

    pub fn roster(&self) -> &Roster {
        &self.roster
    }

    /// The one learning now.
    pub fn learner(&self) -> &Learner {
        self.roster.current()
    }

    pub fn library(&self) -> &Library {
        &self.library
    }

    /// Content read afresh (a teacher fixed a file): progress is kept, it
    /// is by lesson and puzzle id.
    pub fn set_library(&mut self, library: Library) {
        self.library = library;
    }

    /// The language the app speaks now: the learner's own, else the
    /// class's, else `system`.
    pub fn lang(&self, system: Lang) -> Lang {
        self.learner()
            .lang
            .or(self.settings.language)
            .unwrap_or(system)
    }

    /// The learner's second language, if it differs from the first.
    pub fn second_lang(&self, system: Lang) -> Option<Lang> {
        self.learner().second.filter(|&l| l != self.lang(system))
    }

    /// The class's language: for the picker and new learners.
    pub fn class_lang(&self, system: Lang) -> Lang {
        self.settings.language.unwrap_or(system)
    }

    /// Whether the app opens on "Who is playing?": someone has a name, so
    /// there is more than the guest to choose from.
    pub fn needs_picker(&self) -> bool {
        self.roster.named().next().is_some()
    }

    fn touch(&mut self, id: LearnerId) {
        self.changed.insert(id);
    }

    fn touch_current(&mut self) {
        let id = self.learner().id.clone();
        self.touch(id);
    }

    pub fn set_language(&mut self, lang: Lang) {
        if self.settings.language != Some(lang) {
            self.settings.language = Some(lang);
            self.class_changed = true;
        }
    }

    pub fn set_look(&mut self, look: Look) {
        if self.settings.look != look {
            self.settings.look = look;
            self.class_changed = true;
        }
    }

    pub fn set_pin(&mut self, pin: Option<Pin>) {
        self.settings.pin = pin;
        self.class_changed = true;
    }

    /// Makes `id` the one learning; false if there is no such learner.
    pub fn switch(&mut self, id: &LearnerId) -> bool {
        if !self.roster.switch(id) {
            return false;
        }
        if self.settings.current.as_ref() != Some(id) {
            self.settings.current = Some(id.clone());
            self.class_changed = true;
        }
        true
    }

    /// Adds a learner (speaking `lang`, none = the class's language); the
    /// one learning stays who it was.
    pub fn add(
        &mut self,
        name: &str,
        lang: Option<Lang>,
        millis: u64,
    ) -> Result<LearnerId, NameProblem> {
        let id = self.roster.add(name, lang, millis)?;
        self.touch(id.clone());
        Ok(id)
    }

    pub fn rename(&mut self, id: &LearnerId, name: &str) -> Result<(), NameProblem> {
        self.roster.rename(id, name)?;
        self.touch(id.clone());
        Ok(())
    }

    /// The guest names themselves and keeps what they did (see
    /// [`Roster::name_guest`]); they are the one learning.
    pub fn name_guest(&mut self, name: &str, millis: u64) -> Result<LearnerId, NameProblem> {
        let id = self.roster.name_guest(name, millis)?;
        self.touch(id.clone());
        self.touch(LearnerId::guest());
        let _ = self.switch(&id);
        Ok(id)
    }

    /// Removes a learner; their file is set aside, stamped `now`, not
    /// deleted. The guest is only emptied.
    pub fn remove(&mut self, id: &LearnerId, now: u64) -> bool {
        if self.roster.remove(id).is_none() {
            return false;
        }
        if id.is_guest() {
            self.touch(id.clone());
        } else {
            self.changed.remove(id);
            if self.known.remove(id) {
                self.removed.push((id.clone(), now));
            }
        }
        let current = self.learner().id.clone();
        if self.settings.current.as_ref() != Some(&current) {
            self.settings.current = Some(current);
            self.class_changed = true;
        }
        true
    }

    /// A learner's card, languages; false if there is no such learner.
    pub fn set_card(&mut self, id: &LearnerId, card: Card) -> bool {
        self.edit(id, |l| l.card = card)
    }

    pub fn set_langs(&mut self, id: &LearnerId, lang: Option<Lang>, second: Option<Lang>) -> bool {
        self.edit(id, |l| {
            l.lang = lang;
            l.second = second.filter(|&s| Some(s) != lang);
        })
    }

    /// Whether a learner's Japanese texts show readings above their kanji.
    pub fn set_furigana(&mut self, id: &LearnerId, on: bool) -> bool {
        self.edit(id, |l| l.furigana = on)
    }

    fn edit(&mut self, id: &LearnerId, f: impl FnOnce(&mut Learner)) -> bool {
        let Some(l) = self.roster.get_mut(id) else {
            return false;
        };
        let before = l.clone();
        f(l);
        let changed = *l != before;
        if changed {
            self.touch(id.clone());
        }
        true
    }

    /// Records what the one learning did at `now` (seconds since 1970).
    /// Returns whether anything changed (and waits to be saved).
    pub fn record(&mut self, fact: Fact, now: u64) -> bool {
        let rated = match &fact {
            Fact::PuzzleRated { id, .. } => self.library.puzzle(id).map(Puzzle::rating),
            _ => None,
        };
        let l = self.roster.current_mut();
        let before = l.clone();
        match fact {
            Fact::StepCompleted { lesson, step } => {
                l.lessons.entry(lesson).or_default().completed.insert(step);
            }
            Fact::StepScored {
                lesson,
                step,
                score,
            } => {
                let best = l
                    .lessons
                    .entry(lesson)
                    .or_default()
                    .scores
                    .entry(step)
                    .or_insert(score);
                *best = (*best).max(score);
            }
            Fact::LessonAt { lesson, step } => {
                l.last = Some(Last::Lesson { id: lesson, step });
            }
            Fact::LessonFinished { lesson } => {
                if matches!(&l.last, Some(Last::Lesson { id, .. }) if *id == lesson) {
                    l.last = None;
                }
            }
            Fact::PuzzleOpened { id } => {
                // Solved already: nothing to continue (it can be replayed).
                if !l.puzzles.get(&id).is_some_and(|r| r.solved) {
                    l.last = Some(Last::Puzzle { id });
                }
            }
            Fact::PuzzleSolved { id } => {
                if l.last == Some(Last::Puzzle { id: id.clone() }) {
                    l.last = None;
                }
                let r = l.puzzles.entry(id).or_default();
                r.solved = true;
                r.solves += 1;
                r.last = now;
            }
            Fact::PuzzleMissed { id } => {
                let r = l.puzzles.entry(id).or_default();
                r.misses += 1;
                r.last = now;
            }
            Fact::PuzzleRated { id, solved } => {
                if let Some(rating) = rated {
                    l.rating.tried(&id, rating, solved);
                }
            }
            Fact::StreakAt { length } => l.rating.streak(length),
            Fact::GameGoing(game) => l.last = Some(Last::Game(game)),
            Fact::GameStopped => {
                if matches!(l.last, Some(Last::Game(_))) {
                    l.last = None;
                }
            }
            Fact::GameEnded(mut record) => {
                record.ended = now;
                let played = record.game.level.and_then(Level::new);
                if let (true, Some(played), Some(outcome)) =
                    (record.game.adaptive, played, record.outcome)
                {
                    l.adaptive.finished(played, outcome);
                }
                l.games.add(record);
            }
            Fact::Coach(on) => l.coach = on,
            Fact::Adapts(on) => l.adaptive.switch(on, &l.games.tally),
        }
        let changed = *l != before;
        if changed {
            l.active = now;
            self.touch_current();
        }
        changed
    }

    /// Forgets, for every learner, a "last" that leads nowhere today (a
    /// lesson or puzzle no longer in the lists, a game that no longer
    /// replays). Done once the teacher's folders are read at the start, not
    /// on every reload: a file a teacher is fixing would otherwise cost the
    /// learners their place.
    pub fn forget_stale(&mut self) {
        let (lessons, puzzles) = (&self.library.lessons, &self.library.puzzles);
        let mut stale = Vec::new();
        for l in self.roster.each_mut() {
            if let Some(last) = &l.last
                && resume::target(last, lessons, puzzles).is_none()
            {
                l.last = None;
                stale.push(l.id.clone());
            }
        }
        self.changed.extend(stale);
    }

    /// A game that no longer replays is dropped at once (games depend on
    /// the rules only; lessons and puzzles wait for the teacher's folders).
    fn forget_games_that_do_not_replay(&mut self) {
        for l in self.roster.each_mut() {
            if let Some(last @ Last::Game(_)) = &l.last
                && resume::target(last, &[], &[]).is_none()
            {
                l.last = None;
            }
        }
    }

    /// Takes in what another window or computer on the same class folder
    /// saved since this class was read (`loaded`, read again now): their
    /// new learners join, progress made there is merged into each
    /// learner, and learners removed there leave (the one learning then
    /// is the guest). What waits to be saved here is kept.
    pub fn refresh(&mut self, loaded: Loaded) {
        let on_disk: BTreeSet<LearnerId> = loaded.learners.iter().map(|l| l.id.clone()).collect();
        for theirs in loaded.learners {
            match self.roster.get_mut(&theirs.id) {
                Some(mine) => mine.merge_from(&theirs),
                None if !self.removed.iter().any(|(id, _)| *id == theirs.id) => {
                    let id = theirs.id.clone();
                    if self.roster.insert(theirs) {
                        self.known.insert(id);
                    }
                }
                None => {}
            }
        }
        let gone: Vec<LearnerId> = self
            .known
            .iter()
            .filter(|id| !id.is_guest() && !on_disk.contains(*id) && !self.changed.contains(*id))
            .cloned()
            .collect();
        for id in gone {
            self.known.remove(&id);
            self.roster.remove(&id);
        }
    }

    /// Where the one learning's Continue card leads, if anywhere.
    pub fn continue_target(&self) -> Option<Target> {
        resume::next(self.learner(), &self.library)
    }

    /// Everything to save since the last call, each record whole.
    pub fn take_jobs(&mut self) -> Vec<Job> {
        let mut jobs = std::mem::take(&mut self.pending);
        if std::mem::take(&mut self.class_changed) {
            jobs.push(Job::Class(self.settings.clone()));
        }
        for id in std::mem::take(&mut self.changed) {
            if let Some(l) = self.roster.get(&id) {
                jobs.push(Job::Learner {
                    learner: l.clone(),
                    known: self.known.contains(&id),
                });
                self.known.insert(id);
            }
        }
        for (id, stamp) in self.removed.drain(..) {
            jobs.push(Job::Remove { id, stamp });
        }
        jobs
    }
}

#[cfg(test)]
mod tests;
