//! The learners on one classroom computer: who is learning now, adding,
//! renaming and removing learners, and the rules a name must follow.

use super::store::Learner;
use crate::i18n::Localizer;

/// The longest name, in characters: a first name and an initial fit.
pub const MAX_NAME: usize = 20;

/// Everyone who learns on this computer; never empty, so there is always
/// someone whose progress is recorded (a guest until a name is given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Learners {
    list: Vec<Learner>,
    current: usize,
}

/// Why a name was refused, for the learner to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong,
    /// Someone already has this name (letter case aside).
    Taken(String),
    /// The word the app shows for a learner with no name yet, in one of
    /// its languages ("Guest", "ゲスト"): two learners would look the same.
    Guest(String),
}

impl NameProblem {
    pub fn say(&self, i18n: &Localizer) -> String {
        match self {
            NameProblem::Empty => i18n.tr("learner-name-empty"),
            NameProblem::TooLong => {
                i18n.tr_with("learner-name-too-long", &[("max", MAX_NAME.into())])
            }
            NameProblem::Taken(name) => {
                i18n.tr_with("learner-name-taken", &[("name", name.clone().into())])
            }
            NameProblem::Guest(name) => {
                i18n.tr_with("learner-name-guest", &[("name", name.clone().into())])
            }
        }
    }
}

impl Default for Learners {
    fn default() -> Learners {
        Learners::new(Vec::new(), 0)
    }
}

impl Learners {
    /// From the saved list; an empty list gets a guest, a current learner
    /// past the end (a hand-edited file) becomes the first.
    pub fn new(mut list: Vec<Learner>, current: usize) -> Learners {
        if list.is_empty() {
            list.push(Learner::default());
        }
        let current = if current < list.len() { current } else { 0 };
        Learners { list, current }
    }

    pub fn all(&self) -> &[Learner] {
        &self.list
    }

    /// The learners' names in order ("" for the guest).
    pub fn names(&self) -> Vec<&str> {
        self.list.iter().map(|l| l.name.as_str()).collect()
    }

    pub fn current_index(&self) -> usize {
        self.current
    }

    pub fn current(&self) -> &Learner {
        &self.list[self.current]
    }

    /// Whether the one learning is the guest nobody has named yet.
    pub fn current_is_guest(&self) -> bool {
        self.current().name.is_empty()
    }

    /// Whether the unnamed guest has done something (a lesson step, a
    /// puzzle, a game to continue): a new name would start without it.
    pub fn guest_has_work(&self) -> bool {
        self.list.iter().any(|l| {
            l.name.is_empty()
                && (!l.lessons.is_empty() || !l.puzzles.is_empty() || l.last.is_some())
        })
    }

    pub fn current_mut(&mut self) -> &mut Learner {
        &mut self.list[self.current]
    }

    /// `name` as it would be kept (trimmed), or why it cannot be; `except`
    /// is the learner being renamed, who may keep their own name.
    pub fn check(&self, name: &str, except: Option<usize>) -> Result<String, NameProblem> {
        // A pasted tab or line break would show as a gap or a box.
        let name: String = name.chars().filter(|c| !c.is_control()).collect();
        let name = name.trim();
        if name.is_empty() {
            return Err(NameProblem::Empty);
        }
        if name.chars().count() > MAX_NAME {
            return Err(NameProblem::TooLong);
        }
        if guest_words().contains(&name.to_lowercase()) {
            return Err(NameProblem::Guest(name.to_owned()));
        }
        let same = |l: &Learner| l.name.to_lowercase() == name.to_lowercase();
        match self
            .list
            .iter()
            .enumerate()
            .find(|&(i, l)| same(l) && Some(i) != except)
        {
            Some((_, l)) => Err(NameProblem::Taken(l.name.clone())),
            None => Ok(name.to_owned()),
        }
    }

    /// Adds a learner with no progress yet; they are the one learning now.
    pub fn add(&mut self, name: &str) -> Result<(), NameProblem> {
        let name = self.check(name, None)?;
        self.list.push(Learner {
            name,
            ..Learner::default()
        });
        self.current = self.list.len() - 1;
        Ok(())
    }

    /// Makes learner `i` the one learning; false if there is none there.
    pub fn switch(&mut self, i: usize) -> bool {
        let ok = i < self.list.len();
        if ok {
            self.current = i;
        }
        ok
    }

    /// Gives learner `i` a new name; their progress stays theirs.
    pub fn rename(&mut self, i: usize, name: &str) -> Result<(), NameProblem> {
        let name = self.check(name, Some(i))?;
        if let Some(l) = self.list.get_mut(i) {
            l.name = name;
        }
        Ok(())
    }

    /// Removes learner `i` and their progress. The one learning stays the
    /// same if it was someone else, else it becomes the first; removing
    /// the last learner leaves a fresh guest.
    pub fn remove(&mut self, i: usize) -> bool {
        if i >= self.list.len() {
            return false;
        }
        self.list.remove(i);
        if self.list.is_empty() {
            self.list.push(Learner::default());
        }
        if i < self.current {
            self.current -= 1;
        } else if i == self.current {
            self.current = 0;
        }
        true
    }

    /// What is saved: the list and the place of who is learning now.
    /// Every learner, to be changed in place (their progress, never who
    /// they are: the list and its names change only through the methods
    /// above).
    pub fn each_mut(&mut self) -> std::slice::IterMut<'_, Learner> {
        self.list.iter_mut()
    }

    pub fn into_saved(self) -> (Vec<Learner>, usize) {
        (self.list, self.current)
    }
}

/// A change to the learners asked for in Settings, its name already
/// checked there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Add(String),
    Switch(usize),
    Rename(usize, String),
    Remove(usize),
}

impl Change {
    /// Makes the change; false if it changed nothing (so nothing to save).
    pub fn apply(self, learners: &mut Learners) -> bool {
        match self {
            Change::Add(name) => learners.add(&name).is_ok(),
            Change::Switch(i) => i != learners.current && learners.switch(i),
            Change::Rename(i, name) => learners.rename(i, &name).is_ok(),
            Change::Remove(i) => learners.remove(i),
        }
    }
}

/// The guest's word in every language, in lower case: no learner may be
/// called that, whatever language the app speaks now or later.
fn guest_words() -> &'static [String] {
    static WORDS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut i18n = Localizer::new(crate::i18n::Lang::En);
        crate::i18n::Lang::ALL
            .iter()
            .map(|&l| {
                i18n.set_lang(l);
                i18n.tr("learner-guest").to_lowercase()
            })
            .collect()
    })
}

/// A learner's name as shown; one with no name yet is a guest.
pub fn display_name(i18n: &Localizer, learner: &Learner) -> String {
    if learner.name.is_empty() {
        i18n.tr("learner-guest")
    } else {
        learner.name.clone()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::store::PuzzleResult;

    #[test]
    fn there_is_always_someone_learning() {
        let l = Learners::default();
        assert_eq!(l.names(), [""]);
        assert_eq!(l.current_index(), 0);
        // A current learner past the end of a hand-edited file.
        let l = Learners::new(vec![Learner::default()], 7);
        assert_eq!(l.current_index(), 0);
    }

    #[test]
    fn a_new_learner_is_added_trimmed_and_is_the_one_learning() {
        let mut l = Learners::default();
        l.add("  Aiko ").unwrap();
        assert_eq!(l.names(), ["", "Aiko"]);
        assert_eq!(l.current().name, "Aiko");
        assert!(l.current().puzzles.is_empty());
    }

    #[test]
    fn names_that_are_empty_too_long_or_taken_are_refused() {
        let mut l = Learners::default();
        l.add("Aiko").unwrap();
        assert_eq!(l.add(""), Err(NameProblem::Empty));
        assert_eq!(l.add("   "), Err(NameProblem::Empty));
        assert_eq!(l.add(&"a".repeat(MAX_NAME + 1)), Err(NameProblem::TooLong));
        // Characters, not bytes: twenty Japanese characters are fine.
        assert!(l.add(&"あ".repeat(MAX_NAME)).is_ok());
        assert_eq!(l.add("aiko"), Err(NameProblem::Taken("Aiko".into())));
        assert_eq!(l.add(" AIKO "), Err(NameProblem::Taken("Aiko".into())));
        assert_eq!(l.all().len(), 3, "nothing refused was added");
        // Control characters (a pasted line break) are dropped.
        l.add("Ma\nteo\t").unwrap();
        assert_eq!(l.current().name, "Mateo");
        assert_eq!(l.add("\n\t"), Err(NameProblem::Empty));
    }

    #[test]
    fn the_guests_word_in_any_language_is_refused() {
        let mut l = Learners::default();
        for word in ["Guest", " guest ", "OSPITE", "Invitado", "ゲスト"] {
            assert_eq!(
                l.add(word),
                Err(NameProblem::Guest(word.trim().into())),
                "{word:?}"
            );
            assert_eq!(
                l.rename(0, word),
                Err(NameProblem::Guest(word.trim().into()))
            );
        }
        assert_eq!(l.names(), [""]);
        // A name that merely contains the word is someone's own.
        l.add("Guesty").unwrap();
    }

    #[test]
    fn a_refusal_is_told_in_every_language() {
        for lang in crate::i18n::Lang::ALL {
            let i18n = Localizer::new(lang);
            for p in [
                NameProblem::Empty,
                NameProblem::TooLong,
                NameProblem::Taken("Aiko".into()),
                NameProblem::Guest("Guest".into()),
            ] {
                let said = p.say(&i18n);
                assert!(!said.contains("learner-name"), "{lang:?}: {said}");
            }
            assert!(
                NameProblem::Taken("Aiko".into())
                    .say(&i18n)
                    .contains("Aiko")
            );
            assert!(NameProblem::TooLong.say(&i18n).contains("20"));
            assert!(
                NameProblem::Guest("Ospite".into())
                    .say(&i18n)
                    .contains("Ospite")
            );
        }
    }

    #[test]
    fn switching_keeps_each_learners_progress_apart() {
        let mut l = Learners::default();
        l.add("Aiko").unwrap();
        l.current_mut()
            .puzzles
            .insert("chain-three".into(), PuzzleResult::Solved);
        l.add("Mateo").unwrap();
        assert!(l.current().puzzles.is_empty());
        assert!(l.switch(1));
        assert_eq!(l.current().puzzles.len(), 1);
        assert!(!l.switch(9));
        assert_eq!(l.current().name, "Aiko");
    }

    #[test]
    fn renaming_keeps_the_progress_and_may_keep_the_same_name() {
        let mut l = Learners::default();
        l.add("Aiko").unwrap();
        l.current_mut()
            .puzzles
            .insert("chain-three".into(), PuzzleResult::Failed);
        l.add("Mateo").unwrap();
        l.rename(1, "Aiko M.").unwrap();
        assert_eq!(l.all()[1].puzzles.len(), 1);
        // The same name in other letters is not a duplicate of itself.
        l.rename(1, "AIKO M.").unwrap();
        assert_eq!(
            l.rename(1, "mateo"),
            Err(NameProblem::Taken("Mateo".into()))
        );
        assert_eq!(l.rename(0, " "), Err(NameProblem::Empty));
        // The guest can be given a name.
        l.rename(0, "Kofi").unwrap();
        assert_eq!(l.names(), ["Kofi", "AIKO M.", "Mateo"]);
    }

    #[test]
    fn removing_takes_the_learner_and_their_progress_away() {
        let mut l = Learners::default();
        for n in ["Aiko", "Mateo", "Kofi"] {
            l.add(n).unwrap();
        }
        l.switch(3);
        // Someone before the current one: Kofi stays the one learning.
        assert!(l.remove(1));
        assert_eq!(l.names(), ["", "Mateo", "Kofi"]);
        assert_eq!(l.current().name, "Kofi");
        // The current one: the first learner takes over.
        assert!(l.remove(2));
        assert_eq!(l.current_index(), 0);
        assert!(!l.remove(5));
        // The very last: a fresh guest, with nothing done.
        l.current_mut()
            .puzzles
            .insert("x".into(), PuzzleResult::Solved);
        l.remove(0);
        l.remove(0);
        assert_eq!(l.names(), [""]);
        assert!(l.current().puzzles.is_empty());
    }
}
