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
pub mod clock;
pub mod duplicates;
#[cfg(not(target_arch = "wasm32"))]
pub mod files;
pub mod glicko;
pub mod journal;
pub mod last;
pub mod learner;
mod legacy;
pub mod library;
pub mod link;
pub mod look;
mod migrate;
pub mod names;
pub mod pin;
pub mod progress;
pub mod puzzle_pick;
pub mod report;
pub mod resume;
pub mod roster;
pub mod save;
pub mod stamp;
pub mod storage;
pub mod sync;

use std::collections::{BTreeMap, BTreeSet};

pub use adapt::{Adaptive, Change};
pub use journal::{Event, Journal};
pub use last::{Last, SavedGame};
pub use learner::{Card, Colour, Learner, LearnerId, Stamps, Symbol};
pub use library::Library;
pub use link::Link;
pub use look::{BoardSize, Look, Speed, ThemeChoice};
pub use pin::{Pin, PinProblem};
pub use progress::{
    Classmate, GameLog, GameRecord, LessonProgress, Outcome, PuzzleRecord, PuzzleResult, State,
    Tally,
};
pub use puzzle_pick::PuzzleRating;
pub use resume::Target;
pub use roster::{MAX_NAME, NameProblem, Roster};
pub use save::{ClassSettings, DeviceState, Job, LoadProblem, Loaded};
pub use stamp::{Lww, Stamp, Stamper};
pub use storage::{Memory, Storage, StorageError};

use crate::content::Puzzle;
use crate::lang::Lang;

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
    /// What this device keeps of its own (who learns on it now).
    device: DeviceState,
    /// This device's name in the storage (its guest and state are kept
    /// under `devices/<name>/`).
    device_name: String,
    roster: Roster,
    library: Library,
    stamper: Stamper,
    /// Learners the storage has (read at the start or written since).
    known: BTreeSet<LearnerId>,
    /// What changed since the last [`Classroom::take_jobs`].
    class_changed: bool,
    device_changed: bool,
    changed: BTreeSet<LearnerId>,
    removed: Vec<(LearnerId, u64)>,
    /// Jobs from loading (a class moved from an older format).
    pending: Vec<Job>,
    /// What the class server is known to hold of each learner (what it
    /// acknowledged or sent): a sync sends only what a learner has beyond
    /// it ([`sync::delta`]). Kept in memory only: after a restart each
    /// changed learner is sent whole once.
    acked: BTreeMap<LearnerId, Learner>,
}

/// The words the app shows for the guest (`learner-guest` in every
/// language, and earlier wordings), lower case: no learner may be called
/// one of them, whatever language the app speaks now or later.
/// `tests/i18n.rs` checks that every language's word is here, so the
/// classroom needs no localizer.
pub const GUEST_WORDS: [&str; 8] = [
    "guest",
    "ospite",
    "invitado",
    "invitada",
    "visita",
    "visitante",
    "ゲスト",
    "おきゃくさん",
];

/// [`GUEST_WORDS`] as the roster keeps them.
pub fn guest_words() -> Vec<String> {
    GUEST_WORDS.iter().map(|w| (*w).to_owned()).collect()
}

impl Default for Classroom {
    /// A fresh class: the guest alone, the shipped content.
    fn default() -> Classroom {
        Classroom::new(Loaded::default(), Library::shipped())
    }
}

impl Classroom {
    /// The class as loaded, learning from `library`. The one learning is
    /// who was learning last on this device, or the guest. Its changes are
    /// stamped with origin 0 until [`Classroom::with_origin`] gives it one
    /// of its own (the app and the command line always do).
    pub fn new(loaded: Loaded, library: Library) -> Classroom {
        let known = loaded
            .learners
            .iter()
            .filter(|l| !l.id.is_guest())
            .map(|l| l.id.clone())
            .collect();
        let mut stamper = Stamper::new(0);
        for l in &loaded.learners {
            stamper.saw(l.latest_stamp());
        }
        stamper.saw(loaded.settings.latest_stamp());
        if let Some(link) = &loaded.device.link {
            stamper.set_offset(link.clock);
        }
        let mut roster = Roster::new(loaded.learners, guest_words());
        if let Some(id) = &loaded.device.current {
            roster.switch(id);
        }
        let mut class = Classroom {
            settings: loaded.settings,
            device: loaded.device,
            device_name: loaded.device_name,
            roster,
            library,
            stamper,
            known,
            class_changed: false,
            device_changed: false,
            changed: BTreeSet::new(),
            removed: Vec::new(),
            pending: loaded.jobs,
            acked: BTreeMap::new(),
        };
        class.forget_games_that_do_not_replay();
        class.resolve_steps();
        class
    }

    /// Stamps this classroom's changes with `origin`: a number drawn at
    /// random when the app or a command starts, so that two devices or
    /// windows never stamp alike.
    pub fn with_origin(mut self, origin: u64) -> Classroom {
        let seen = self.stamper.stamp(0);
        let offset = self.stamper.offset();
        self.stamper = Stamper::new(origin);
        self.stamper.set_offset(offset);
        self.stamper.saw(seen);
        self
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
    /// is by lesson, step and puzzle id.
    pub fn set_library(&mut self, library: Library) {
        self.library = library;
        self.resolve_steps();
    }

    /// Progress read from files that kept lesson steps by place is moved
    /// onto the steps' ids, for every lesson the library has.
    fn resolve_steps(&mut self) {
        let lessons = &self.library.lessons;
        let mut moved = Vec::new();
        for l in self.roster.each_mut() {
            let mut changed = false;
            for (id, p) in &mut l.lessons {
                if let Some(lesson) = lessons.iter().find(|x| x.id == *id) {
                    changed |= p.resolve(lesson);
                }
            }
            if changed {
                moved.push(l.id.clone());
            }
        }
        self.changed.extend(moved);
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
        if let Some(link) = &mut self.device.link {
            link.changed(&id);
            self.device_changed = true;
        }
        self.changed.insert(id);
    }

    fn touch_current(&mut self) {
        let id = self.learner().id.clone();
        self.touch(id);
    }

    /// The class's language, as the teacher chose it. A choice is always
    /// recorded, even one equal to what this device holds: another copy
    /// may have changed it since, unseen here, and the choice made after
    /// wins (so for every "set" below that a person chose).
    pub fn set_language(&mut self, lang: Lang, now: u64) {
        self.settings.language = Some(lang);
        self.settings.stamps.language = self.stamper.stamp(now);
        self.class_changed = true;
    }

    pub fn set_look(&mut self, look: Look, now: u64) {
        self.settings.look = look;
        self.settings.stamps.look = self.stamper.stamp(now);
        self.class_changed = true;
    }

    pub fn set_pin(&mut self, pin: Option<Pin>, now: u64) {
        self.settings.pin = pin;
        self.settings.stamps.pin = self.stamper.stamp(now);
        self.class_changed = true;
    }

    /// Makes `id` the one learning on this device; false if there is no
    /// such learner.
    pub fn switch(&mut self, id: &LearnerId) -> bool {
        if !self.roster.switch(id) {
            return false;
        }
        if let Some(link) = &mut self.device.link
            && !link.followed.contains(id)
        {
            link.follow(id);
            self.device_changed = true;
        }
        if self.device.current.as_ref() != Some(id) {
            self.device.current = Some(id.clone());
            self.device_changed = true;
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
        let stamp = self.stamper.stamp(millis / 1000);
        if let Some(l) = self.roster.get_mut(&id) {
            l.stamps = Stamps {
                name: stamp,
                card: stamp,
                lang: stamp,
                second: stamp,
                furigana: stamp,
                coach: stamp,
                last: stamp,
            };
        }
        self.touch(id.clone());
        Ok(id)
    }

    pub fn rename(&mut self, id: &LearnerId, name: &str, now: u64) -> Result<(), NameProblem> {
        self.roster.rename(id, name)?;
        let stamp = self.stamper.stamp(now);
        if let Some(l) = self.roster.get_mut(id) {
            l.stamps.name = stamp;
        }
        self.touch(id.clone());
        Ok(())
    }

    /// The guest names themselves and keeps what they did (see
    /// [`Roster::name_guest`]); they are the one learning.
    pub fn name_guest(&mut self, name: &str, millis: u64) -> Result<LearnerId, NameProblem> {
        let id = self.roster.name_guest(name, millis)?;
        let stamp = self.stamper.stamp(millis / 1000);
        if let Some(l) = self.roster.get_mut(&id) {
            l.stamps.name = stamp;
            l.stamps.card = stamp;
        }
        if let Some(g) = self.roster.get_mut(&LearnerId::guest()) {
            for_the_next_visitor(g, stamp);
        }
        self.touch(id.clone());
        self.touch(LearnerId::guest());
        let _ = self.switch(&id);
        Ok(id)
    }

    /// Removes a learner; their file is set aside, stamped `now`, not
    /// deleted, and a mark left in its place so no other copy brings them
    /// back. The guest is only emptied.
    pub fn remove(&mut self, id: &LearnerId, now: u64) -> bool {
        if self.roster.remove(id).is_none() {
            return false;
        }
        if id.is_guest() {
            let stamp = self.stamper.stamp(now);
            if let Some(g) = self.roster.get_mut(id) {
                for_the_next_visitor(g, stamp);
            }
            self.touch(id.clone());
        } else {
            self.changed.remove(id);
            // Never saved: nothing to set aside or mark.
            if self.known.remove(id) {
                self.removed.push((id.clone(), now));
            }
        }
        let current = self.learner().id.clone();
        if self.device.current.as_ref() != Some(&current) {
            self.device.current = Some(current);
            self.device_changed = true;
        }
        true
    }

    /// A learner's card, as chosen (recorded even when equal to the copy
    /// here); false if there is no such learner.
    pub fn set_card(&mut self, id: &LearnerId, card: Card, now: u64) -> bool {
        let stamp = self.stamper.stamp(now);
        self.edit(id, |l| {
            l.card = card;
            l.stamps.card = stamp;
        })
    }

    /// A learner's own language, as chosen: recorded even when equal to
    /// the copy here; a second language equal to it is dropped.
    pub fn choose_lang(&mut self, id: &LearnerId, lang: Option<Lang>, now: u64) -> bool {
        let stamp = self.stamper.stamp(now);
        self.edit(id, |l| {
            l.lang = lang;
            l.stamps.lang = stamp;
            if l.second.is_some() && l.second == lang {
                l.second = None;
                l.stamps.second = stamp;
            }
        })
    }

    /// A learner's second language, as chosen (none if it is their
    /// first): recorded even when equal to the copy here.
    pub fn choose_second(&mut self, id: &LearnerId, second: Option<Lang>, now: u64) -> bool {
        let stamp = self.stamper.stamp(now);
        self.edit(id, |l| {
            l.second = second.filter(|&s| Some(s) != l.lang);
            l.stamps.second = stamp;
        })
    }

    pub fn set_langs(
        &mut self,
        id: &LearnerId,
        lang: Option<Lang>,
        second: Option<Lang>,
        now: u64,
    ) -> bool {
        let stamp = self.stamper.stamp(now);
        let second = second.filter(|&s| Some(s) != lang);
        self.edit(id, |l| {
            if l.lang != lang {
                l.lang = lang;
                l.stamps.lang = stamp;
            }
            if l.second != second {
                l.second = second;
                l.stamps.second = stamp;
            }
        })
    }

    /// Whether a learner's Japanese texts show readings above their kanji.
    pub fn set_furigana(&mut self, id: &LearnerId, on: bool, now: u64) -> bool {
        let stamp = self.stamper.stamp(now);
        self.edit(id, |l| {
            l.furigana = on;
            l.stamps.furigana = stamp;
        })
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
        let lesson_of = |id: &str| self.library.lesson(id).cloned();
        let stamp = self.stamper.stamp(now);
        // This device's clock read as the class server's.
        let now = self.stamper.now(now);
        let step_lesson = match &fact {
            Fact::StepCompleted { lesson, .. } | Fact::StepScored { lesson, .. } => {
                lesson_of(lesson)
            }
            _ => None,
        };
        let l = self.roster.current_mut();
        let before = l.clone();
        let mut event = None;
        match fact {
            Fact::StepCompleted { lesson, step } => {
                let p = l.lessons.entry(lesson).or_default();
                match &step_lesson {
                    Some(lz) => p.complete(lz, step),
                    None => {
                        p.completed.insert(format!("#{step}"));
                    }
                }
            }
            Fact::StepScored {
                lesson,
                step,
                score,
            } => {
                let p = l.lessons.entry(lesson).or_default();
                match &step_lesson {
                    Some(lz) => p.scored(lz, step, score),
                    None => {
                        let best = p.scores.entry(format!("#{step}")).or_insert(score);
                        *best = (*best).max(score);
                    }
                }
            }
            // Reported at every message of the lesson screen: stamped only
            // when the place changed (opening a puzzle or moving in a game
            // is one act each, stamped always: `now_at`).
            Fact::LessonAt { lesson, step } => {
                set_last(l, Some(Last::Lesson { id: lesson, step }), stamp);
            }
            Fact::LessonFinished { lesson } => {
                if matches!(&l.last, Some(Last::Lesson { id, .. }) if *id == lesson) {
                    set_last(l, None, stamp);
                }
            }
            Fact::PuzzleOpened { id } => {
                // Solved already: nothing to continue (it can be replayed).
                if !l.puzzles.get(&id).is_some_and(|r| r.solved) {
                    now_at(l, Some(Last::Puzzle { id }), stamp);
                }
            }
            Fact::PuzzleSolved { id } => {
                if l.last == Some(Last::Puzzle { id: id.clone() }) {
                    set_last(l, None, stamp);
                }
                event = Some(Event::Try {
                    puzzle: id,
                    solved: true,
                });
            }
            Fact::PuzzleMissed { id } => {
                event = Some(Event::Try {
                    puzzle: id,
                    solved: false,
                });
            }
            Fact::PuzzleRated { id, solved } => {
                if let Some(rating) = rated {
                    event = Some(Event::Rated {
                        puzzle: id,
                        rating,
                        solved,
                    });
                }
            }
            Fact::StreakAt { length } => {
                l.best_streak = l.best_streak.max(length);
                l.rating.best_streak = l.rating.best_streak.max(length);
            }
            Fact::GameGoing(game) => now_at(l, Some(Last::Game(game)), stamp),
            Fact::GameStopped => {
                if matches!(l.last, Some(Last::Game(_))) {
                    set_last(l, None, stamp);
                }
            }
            Fact::GameEnded(mut record) => {
                record.ended = now;
                event = Some(Event::Game(record));
            }
            // Switched on the screen: a choice, recorded even when equal
            // to a stale copy here (the app reports a switch, not every
            // frame: `app/record.rs`).
            Fact::Coach(on) => {
                l.coach = on;
                l.stamps.coach = stamp;
            }
            Fact::Adapts(on) => event = Some(Event::Adapts(on)),
        }
        if let Some(event) = event {
            l.journal.add(stamp, event);
            l.settle();
        }
        let changed = *l != before;
        if changed {
            l.active = l.active.max(now);
            self.touch_current();
        }
        changed
    }

    /// Forgets, for every learner, a "last" that leads nowhere today (a
    /// lesson or puzzle no longer in the lists, a game that no longer
    /// replays). Done once the teacher's folders are read at the start, not
    /// on every reload: a file a teacher is fixing would otherwise cost the
    /// learners their place.
    pub fn forget_stale(&mut self, now: u64) {
        let (lessons, puzzles) = (&self.library.lessons, &self.library.puzzles);
        let mut stale = Vec::new();
        for l in self.roster.each_mut() {
            if let Some(last) = &l.last
                && resume::target(last, lessons, puzzles).is_none()
            {
                stale.push(l.id.clone());
            }
        }
        for id in stale {
            let stamp = self.stamper.stamp(now);
            if let Some(l) = self.roster.get_mut(&id) {
                set_last(l, None, stamp);
            }
            self.changed.insert(id);
        }
    }

    /// A game that no longer replays is not offered (games depend on the
    /// rules only; lessons and puzzles wait for the teacher's folders).
    /// Nothing is written for it: the next change stamps it.
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
    /// new learners join, each learner's copies are merged, learners
    /// removed there leave (the one learning then is the guest), and a
    /// learner whose file went missing (set aside as damaged by another
    /// window) is written back from the good copy here. What waits to be
    /// saved here is kept.
    pub fn refresh(&mut self, loaded: Loaded) {
        self.settings.merge_from(&loaded.settings);
        self.stamper.saw(loaded.settings.latest_stamp());
        let on_disk: BTreeSet<LearnerId> = loaded.learners.iter().map(|l| l.id.clone()).collect();
        for theirs in loaded.learners {
            self.stamper.saw(theirs.latest_stamp());
            if theirs.id.is_guest() {
                if let Some(mine) = self.roster.get_mut(&theirs.id) {
                    mine.merge_from(&theirs);
                }
                continue;
            }
            match self.roster.get_mut(&theirs.id) {
                Some(mine) => mine.merge_from(&theirs),
                None if !self.removed.iter().any(|(id, _)| *id == theirs.id)
                    && !loaded.removed.contains(&theirs.id) =>
                {
                    let id = theirs.id.clone();
                    if self.roster.insert(theirs) {
                        self.known.insert(id);
                    }
                }
                None => {}
            }
        }
        for id in &loaded.removed {
            if !id.is_guest() && self.roster.remove(id).is_some() {
                self.known.remove(id);
                self.changed.remove(id);
            }
        }
        let missing: Vec<LearnerId> = self
            .known
            .iter()
            .filter(|id| !on_disk.contains(*id) && !loaded.removed.contains(*id))
            .cloned()
            .collect();
        for id in missing {
            // Set aside elsewhere, or lost: this copy is good.
            self.known.remove(&id);
            self.changed.insert(id);
        }
        let current = self.learner().id.clone();
        if self.device.current.is_some() && self.device.current.as_ref() != Some(&current) {
            self.device.current = Some(current);
            self.device_changed = true;
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
        if std::mem::take(&mut self.device_changed) {
            jobs.push(Job::Device {
                key: save::device_key(&self.device_name),
                state: self.device.clone(),
            });
        }
        for id in std::mem::take(&mut self.changed) {
            if let Some(l) = self.roster.get(&id) {
                let key = if id.is_guest() {
                    save::guest_key(&self.device_name)
                } else {
                    save::learner_key(&id)
                };
                jobs.push(Job::Learner {
                    key,
                    learner: Box::new(l.clone()),
                    known: self.known.contains(&id),
                });
                if !id.is_guest() {
                    self.known.insert(id);
                }
            }
        }
        for (id, stamp) in self.removed.drain(..) {
            jobs.push(Job::Remove { id, stamp });
        }
        jobs
    }
}

/// What a sync sent, to tell what the server acknowledged: each learner
/// with the count of its change, what of them was sent, and the learners
/// asked for whole.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sent {
    pub learners: BTreeMap<LearnerId, u64>,
    pub deltas: BTreeMap<LearnerId, Learner>,
    pub fetch: BTreeSet<LearnerId>,
}

impl Classroom {
    /// The class server this device syncs with, if it joined one.
    pub fn link(&self) -> Option<&Link> {
        self.device.link.as_ref()
    }

    /// This device joins a class on a server. Its learners are matched to
    /// the class's by name at the first sync; the one learning now is
    /// followed.
    pub fn join(&mut self, mut link: Link) {
        let current = self.learner().id.clone();
        link.follow(&current);
        self.device.link = Some(link);
        self.acked.clear();
        self.device_changed = true;
    }

    /// This device stops syncing (its learners stay on it as they are).
    pub fn leave(&mut self) {
        self.acked.clear();
        if self.device.link.take().is_some() {
            self.device_changed = true;
        }
    }

    /// What to send the server now, and what it covers; none when the
    /// device has joined no class or the server refused it.
    pub fn sync_request(&self) -> Option<(sync::Request, Sent)> {
        let link = self.device.link.as_ref()?;
        if link.refused.is_some() {
            return None;
        }
        let mut sent = Sent {
            fetch: link.fetch.clone(),
            ..Sent::default()
        };
        let mut learners = Vec::new();
        for (id, &count) in link.unsynced.iter().take(sync::MAX_LEARNERS_PER_SYNC) {
            if let Some(l) = self.roster.get(id) {
                // Only what the server lacks (whole if it is not known).
                let d = match self.acked.get(id) {
                    Some(acked) => sync::delta(l, acked),
                    None => l.clone(),
                };
                sent.deltas.insert(id.clone(), d.clone());
                learners.push(d);
            }
            sent.learners.insert(id.clone(), count);
        }
        Some((
            sync::Request {
                format: sync::FORMAT,
                since: link.since,
                learners,
                follow: link.followed.iter().cloned().collect(),
                fetch: link.fetch.iter().cloned().collect(),
            },
            sent,
        ))
    }

    /// The server refused this device's records: nothing more is sent (the
    /// app says why) and nothing is lost.
    pub fn sync_refused(&mut self, refusal: sync::Refusal) {
        if let Some(link) = &mut self.device.link {
            link.refused = Some(refusal);
            self.device_changed = true;
        }
    }

    /// The server's answer to what `sent` covered: the class's learners
    /// merged in, the removed ones gone, what was acknowledged no longer
    /// waiting. Returns whether the roster or a learner changed here.
    pub fn synced(&mut self, sent: &Sent, answer: sync::Response) -> bool {
        self.synced_answer(sent, answer)
    }

    /// [`Classroom::synced`] with this device's clock reading `now`.
    /// A server's answer carries its clock: this device reads its own as
    /// the server's from then on, and stamps anew what it stamped after
    /// the server's time (`clock.rs`), to be sent again.
    pub fn synced_at(&mut self, sent: &Sent, answer: sync::Response, now: u64) -> bool {
        let server = answer.now;
        let mut changed = self.synced(sent, answer);
        if server == 0 {
            return changed;
        }
        let offset = (i128::from(server) - i128::from(now))
            .clamp(i128::from(i64::MIN), i128::from(i64::MAX)) as i64;
        self.stamper.set_offset(offset);
        if let Some(link) = &mut self.device.link
            && link.clock != offset
        {
            link.clock = offset;
            self.device_changed = true;
        }
        self.stamper
            .bring_back(server.saturating_add(clock::SLACK), server);
        let mut restamped = Vec::new();
        for l in self.roster.each_mut() {
            if clock::restamp(l, server, &mut self.stamper) {
                restamped.push(l.id.clone());
            }
        }
        for id in restamped {
            // What the server was sent of them had those stamps: send
            // them whole again.
            self.acked.remove(&id);
            self.touch(id);
            changed = true;
        }
        changed
    }

    fn synced_answer(&mut self, sent: &Sent, answer: sync::Response) -> bool {
        let Some(link) = &mut self.device.link else {
            return false;
        };
        for (id, count) in &sent.learners {
            if link.unsynced.get(id) == Some(count) {
                link.unsynced.remove(id);
            }
        }
        // The server holds what it acknowledged, and what it sends.
        for l in sent.deltas.values().chain(&answer.learners) {
            match self.acked.get_mut(&l.id) {
                Some(acked) => acked.merge_from(l),
                None => {
                    let mut l = l.clone();
                    l.settle();
                    self.acked.insert(l.id.clone(), l);
                }
            }
        }
        let fresh = std::mem::take(&mut link.fresh);
        link.since = link.since.max(answer.rev);
        link.class = answer.class;
        link.refused = None;
        for l in &answer.learners {
            if sent.fetch.contains(&l.id) {
                link.fetch.remove(&l.id);
            }
        }
        self.device_changed = true;
        let mut changed = false;
        if fresh {
            changed |= self.match_by_name(&answer.learners);
        }
        for mut theirs in answer.learners {
            self.stamper.saw(theirs.latest_stamp());
            let id = theirs.id.clone();
            match self.roster.get_mut(&id) {
                Some(mine) => {
                    let before = mine.clone();
                    mine.merge_from(&theirs);
                    if *mine != before {
                        self.changed.insert(id);
                        changed = true;
                    }
                }
                None => {
                    theirs.settle();
                    if self.roster.insert(theirs) {
                        self.changed.insert(id);
                        changed = true;
                    }
                }
            }
        }
        for m in &answer.merged {
            changed |= self.move_merged(m);
        }
        for id in answer.removed {
            if id.is_guest() || self.roster.remove(&id).is_none() {
                continue;
            }
            changed = true;
            self.changed.remove(&id);
            self.acked.remove(&id);
            if self.known.remove(&id) {
                self.removed.push((id.clone(), 0));
            }
            if let Some(link) = &mut self.device.link {
                link.unsynced.remove(&id);
                link.followed.remove(&id);
                link.fetch.remove(&id);
            }
            if self.device.current.as_ref() == Some(&id) {
                self.device.current = Some(self.learner().id.clone());
            }
        }
        changed
    }

    /// The teacher merged a learner into another (two records of one
    /// child): what this device has of them goes into the one kept, which
    /// is followed where they were and sent (the removal follows).
    fn move_merged(&mut self, m: &sync::Merged) -> bool {
        if m.from.is_guest() || m.into.is_guest() {
            return false;
        }
        let Some(gone) = self.roster.get(&m.from).cloned() else {
            return false;
        };
        let Some(keep) = self.roster.get_mut(&m.into) else {
            return false;
        };
        let moved = sync::moved_into(&gone, &m.into, keep.epoch);
        keep.merge_from(&moved);
        self.changed.insert(m.into.clone());
        if self.learner().id == m.from {
            self.roster.switch(&m.into);
            self.device.current = Some(m.into.clone());
        }
        if let Some(link) = &mut self.device.link {
            link.changed(&m.into);
            if link.followed.contains(&m.from) {
                link.follow(&m.into);
            }
        }
        self.device_changed = true;
        true
    }

    /// At the first sync after joining: a learner this device had whose
    /// name the class has (typed on several devices before they joined)
    /// becomes the class's learner, their work merged in; the others are
    /// sent to the class.
    fn match_by_name(&mut self, theirs: &[Learner]) -> bool {
        let mine: Vec<LearnerId> = self
            .roster
            .named()
            .filter(|l| !theirs.iter().any(|t| t.id == l.id))
            .map(|l| l.id.clone())
            .collect();
        let mut changed = false;
        for id in mine {
            let Some(local) = self.roster.get(&id).cloned() else {
                continue;
            };
            let same = theirs
                .iter()
                .find(|t| t.name.to_lowercase() == local.name.to_lowercase());
            match same {
                Some(t) => {
                    let was_current = self.learner().id == id;
                    self.roster.remove(&id);
                    self.changed.remove(&id);
                    if self.known.remove(&id) {
                        self.removed.push((id.clone(), 0));
                    }
                    let mut merged = t.clone();
                    let mut moved = local;
                    moved.id = t.id.clone();
                    moved.name = t.name.clone();
                    moved.stamps.name = t.stamps.name;
                    merged.merge_from(&moved);
                    let new_id = merged.id.clone();
                    self.roster.insert(merged);
                    self.changed.insert(new_id.clone());
                    if let Some(link) = &mut self.device.link {
                        link.unsynced.remove(&id);
                        link.changed(&new_id);
                        if link.followed.remove(&id) {
                            link.follow(&new_id);
                        }
                    }
                    if was_current {
                        self.roster.switch(&new_id);
                        self.device.current = Some(new_id);
                    }
                    changed = true;
                }
                None => {
                    if let Some(link) = &mut self.device.link {
                        link.changed(&id);
                    }
                }
            }
        }
        changed
    }
}

/// The guest emptied for the next visitor: nothing to continue and the
/// coach as a new learner has it, stamped now, so that no copy from
/// before (the same epoch's fields are joined by stamp) brings back the
/// last visitor's.
fn for_the_next_visitor(g: &mut Learner, stamp: Stamp) {
    g.last = None;
    g.stamps.last = stamp;
    g.coach = Learner::default().coach;
    g.stamps.coach = stamp;
}

/// What the learner is doing now, as they did it: stamped even when the
/// copy here says so already.
fn now_at(l: &mut Learner, last: Option<Last>, stamp: Stamp) {
    l.last = last;
    l.stamps.last = stamp;
}

/// What the learner is doing changes (LWW: stamped).
fn set_last(l: &mut Learner, last: Option<Last>, stamp: Stamp) {
    if l.last != last {
        l.last = last;
        l.stamps.last = stamp;
    }
}

#[cfg(test)]
mod tests;
