//! Who learns in this class: the list, who is learning now, adding,
//! renaming and removing learners, and the rules a name follows.

use super::learner::{Card, Learner, LearnerId};
use crate::lang::Lang;

/// The longest name, in characters: a first name and an initial fit.
pub const MAX_NAME: usize = 20;

/// Why a name was refused (the app says it in the learner's language).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong,
    /// Someone already has this name (letter case aside).
    Taken(String),
    /// The word the app shows for a learner with no name yet, in one of
    /// its languages ("Guest", "ゲスト"): two learners would look the same.
    Guest(String),
    /// A character that cannot be seen (a zero-width space) or that turns
    /// the text around (a right-to-left mark): two names would look alike
    /// but differ, or a name would show backwards ([`super::names`]).
    Invisible,
}

/// Everyone in the class. There is always exactly one guest (no name, id
/// `guest`), first in the list, so that a child whose card is not there
/// yet, or a visitor, can still play and have their work kept; the others
/// are in the order they were added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Roster {
    list: Vec<Learner>,
    current: usize,
    /// The guest's word in every language, lower case: no name may be one.
    guest_words: Vec<String>,
}

impl Roster {
    /// From learners as read; a guest is added if there is none (an
    /// unnamed learner from an older file becomes the guest), the rest keep
    /// their order of arrival.
    pub fn new(mut list: Vec<Learner>, guest_words: Vec<String>) -> Roster {
        list.sort_by(|a, b| (a.added, &a.id).cmp(&(b.added, &b.id)));
        let guest = list
            .iter()
            .position(|l| l.id.is_guest())
            .or_else(|| list.iter().position(Learner::is_guest));
        let mut guest = match guest {
            Some(i) => list.remove(i),
            None => Learner::default(),
        };
        guest.id = LearnerId::guest();
        guest.name.clear();
        list.insert(0, guest);
        Roster {
            list,
            current: 0,
            guest_words,
        }
    }

    pub fn all(&self) -> &[Learner] {
        &self.list
    }

    /// Every learner, to be changed in place (their progress, never who
    /// they are: ids and names change only through the methods below).
    pub fn each_mut(&mut self) -> impl Iterator<Item = &mut Learner> {
        self.list.iter_mut()
    }

    /// The learners' names in order ("" for the guest, first).
    pub fn names(&self) -> Vec<&str> {
        self.list.iter().map(|l| l.name.as_str()).collect()
    }

    /// The named learners (the guest left out).
    pub fn named(&self) -> impl Iterator<Item = &Learner> {
        self.list.iter().filter(|l| !l.is_guest())
    }

    pub fn current(&self) -> &Learner {
        &self.list[self.current]
    }

    pub fn current_mut(&mut self) -> &mut Learner {
        &mut self.list[self.current]
    }

    pub fn get(&self, id: &LearnerId) -> Option<&Learner> {
        self.list.iter().find(|l| &l.id == id)
    }

    pub fn get_mut(&mut self, id: &LearnerId) -> Option<&mut Learner> {
        self.list.iter_mut().find(|l| &l.id == id)
    }

    fn index(&self, id: &LearnerId) -> Option<usize> {
        self.list.iter().position(|l| &l.id == id)
    }

    /// Makes `id` the one learning; false if there is no such learner.
    pub fn switch(&mut self, id: &LearnerId) -> bool {
        match self.index(id) {
            Some(i) => {
                self.current = i;
                true
            }
            None => false,
        }
    }

    /// `name` as it would be kept (trimmed), or why it cannot be; `except`
    /// is the learner being renamed, who may keep their own name.
    pub fn check(&self, name: &str, except: Option<&LearnerId>) -> Result<String, NameProblem> {
        check_name(
            name,
            &self.guest_words,
            self.list.iter().filter(|l| Some(&l.id) != except),
        )
    }

    /// Adds a learner with no progress yet, a card nobody has and the
    /// given language; the one learning stays who it was.
    pub fn add(
        &mut self,
        name: &str,
        lang: Option<Lang>,
        millis: u64,
    ) -> Result<LearnerId, NameProblem> {
        let name = self.check(name, None)?;
        let cards: Vec<Card> = self.named().map(|l| l.card).collect();
        let mut id = LearnerId::fresh(&name, millis);
        // The same instant and hash twice (an import of many names).
        let mut bump = 1;
        while self.index(&id).is_some() {
            id = LearnerId::fresh(&name, millis + bump);
            bump += 1;
        }
        self.list.push(Learner {
            id: id.clone(),
            name,
            card: Card::first_free(&cards),
            lang,
            added: millis / 1000,
            ..Learner::default()
        });
        Ok(id)
    }

    /// Gives `id` a new name; their progress stays theirs. The guest is
    /// named through [`Roster::name_guest`] instead.
    pub fn rename(&mut self, id: &LearnerId, name: &str) -> Result<(), NameProblem> {
        let name = self.check(name, Some(id))?;
        match self.get_mut(id) {
            Some(l) if !l.id.is_guest() => l.name = name,
            _ => {}
        }
        Ok(())
    }

    /// The guest types their name: a learner with that name takes over
    /// everything the guest did (and is the one learning), and the guest
    /// starts afresh for the next visitor.
    pub fn name_guest(&mut self, name: &str, millis: u64) -> Result<LearnerId, NameProblem> {
        let id = self.add(name, None, millis)?;
        let fresh = self.list[0].emptied();
        let guest = std::mem::replace(&mut self.list[0], fresh);
        let new = self.list.len() - 1;
        let named = &mut self.list[new];
        let (name, card, added) = (named.name.clone(), named.card, named.added);
        *named = Learner {
            id: id.clone(),
            name,
            card,
            added,
            epoch: 0,
            ..guest
        };
        self.current = new;
        Ok(id)
    }

    /// Takes in a learner added elsewhere (another window or computer on
    /// the same class folder); none if the roster has them already.
    pub fn insert(&mut self, learner: Learner) -> bool {
        if learner.id.is_guest() || self.index(&learner.id).is_some() {
            return false;
        }
        self.list.push(learner);
        true
    }

    /// Removes `id` and their progress (the guest is only emptied). The one
    /// learning stays the same if it was someone else, else it is the guest.
    pub fn remove(&mut self, id: &LearnerId) -> Option<Learner> {
        let i = self.index(id)?;
        if i == 0 {
            let fresh = self.list[0].emptied();
            return Some(std::mem::replace(&mut self.list[0], fresh));
        }
        let current = self.list[self.current].id.clone();
        let gone = self.list.remove(i);
        self.current = self.index(&current).unwrap_or(0);
        Some(gone)
    }
}

/// The rules a name follows, against `others`: not empty (spaces alone
/// count as empty), at most [`MAX_NAME`] characters, not another's name in
/// any letter case, not the guest's word in any language.
pub fn check_name<'a>(
    name: &str,
    guest_words: &[String],
    others: impl IntoIterator<Item = &'a Learner>,
) -> Result<String, NameProblem> {
    // A pasted tab or line break would show as a gap or a box; an accent
    // typed as a letter and a mark is the same name as the accented
    // letter (NFC).
    let name = super::names::normalized(name);
    if super::names::has_invisible(&name) {
        return Err(NameProblem::Invisible);
    }
    let name = name.trim();
    if name.is_empty() {
        return Err(NameProblem::Empty);
    }
    if name.chars().count() > MAX_NAME {
        return Err(NameProblem::TooLong);
    }
    let lower = name.to_lowercase();
    if guest_words.contains(&lower) {
        return Err(NameProblem::Guest(name.to_owned()));
    }
    match others
        .into_iter()
        .find(|l| !l.is_guest() && same_name(&l.name, name))
    {
        Some(l) => Err(NameProblem::Taken(l.name.clone())),
        None => Ok(name.to_owned()),
    }
}

/// Whether two names are the same to the class: letter case aside, and
/// however their accents were typed (a name edited into a file may not
/// be normalized).
pub fn same_name(a: &str, b: &str) -> bool {
    super::names::normalized(a).to_lowercase() == super::names::normalized(b).to_lowercase()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::progress::PuzzleRecord;

    fn roster() -> Roster {
        Roster::new(
            Vec::new(),
            ["guest", "ospite", "invitado", "ゲスト"]
                .map(String::from)
                .to_vec(),
        )
    }

    fn names(r: &Roster) -> Vec<&str> {
        r.all().iter().map(|l| l.name.as_str()).collect()
    }

    #[test]
    fn there_is_always_a_guest_and_adding_does_not_switch() {
        let mut r = roster();
        assert_eq!(names(&r), [""]);
        assert!(r.current().id.is_guest());
        let aiko = r.add("  Aiko ", Some(Lang::Ja), 1000).unwrap();
        assert_eq!(names(&r), ["", "Aiko"]);
        assert!(r.current().id.is_guest(), "adding never switches");
        assert!(r.switch(&aiko));
        assert_eq!(r.current().name, "Aiko");
        assert_eq!(r.current().lang, Some(Lang::Ja));
    }

    #[test]
    fn names_that_are_empty_too_long_taken_or_the_guests_are_refused() {
        let mut r = roster();
        r.add("Aiko", None, 1).unwrap();
        assert_eq!(r.add("", None, 2), Err(NameProblem::Empty));
        assert_eq!(r.add("  \n\t", None, 2), Err(NameProblem::Empty));
        assert_eq!(
            r.add(&"a".repeat(MAX_NAME + 1), None, 2),
            Err(NameProblem::TooLong)
        );
        // Characters, not bytes.
        assert!(r.add(&"あ".repeat(MAX_NAME), None, 3).is_ok());
        assert_eq!(
            r.add(" AIKO ", None, 4),
            Err(NameProblem::Taken("Aiko".into()))
        );
        for word in ["Guest", "OSPITE", "ゲスト"] {
            assert_eq!(r.add(word, None, 5), Err(NameProblem::Guest(word.into())));
        }
        r.add("Ma\nteo", None, 6).unwrap();
        assert_eq!(names(&r), ["", "Aiko", &"あ".repeat(MAX_NAME), "Mateo"]);
    }

    #[test]
    fn cards_differ_and_ids_survive_a_rename() {
        let mut r = roster();
        let a = r.add("Aiko", None, 1).unwrap();
        let b = r.add("Mateo", None, 1).unwrap();
        assert_ne!(a, b, "the same instant still gives two ids");
        assert_ne!(r.get(&a).unwrap().card, r.get(&b).unwrap().card);
        r.rename(&b, "Mateo R.").unwrap();
        assert_eq!(r.get(&b).unwrap().name, "Mateo R.");
        r.rename(&b, "MATEO R.").unwrap();
        assert_eq!(r.rename(&b, "aiko"), Err(NameProblem::Taken("Aiko".into())));
    }

    #[test]
    fn the_guest_naming_themselves_keeps_their_work_and_a_new_guest_waits() {
        let mut r = roster();
        r.current_mut()
            .puzzles
            .insert("chain-three".into(), PuzzleRecord::default());
        r.current_mut().coach = true;
        let kofi = r.name_guest("Kofi", 5000).unwrap();
        assert_eq!(r.current().id, kofi);
        assert_eq!(r.current().name, "Kofi");
        assert!(r.current().coach);
        assert_eq!(r.current().puzzles.len(), 1);
        let guest = &r.all()[0];
        assert!(guest.id.is_guest() && guest.puzzles.is_empty() && !guest.coach);
    }

    #[test]
    fn removing_keeps_the_one_learning_unless_it_was_them() {
        let mut r = roster();
        let ids: Vec<_> = ["Aiko", "Mateo", "Kofi"]
            .iter()
            .map(|n| r.add(n, None, 1).unwrap())
            .collect();
        r.switch(&ids[2]);
        assert!(r.remove(&ids[0]).is_some());
        assert_eq!(r.current().name, "Kofi");
        assert!(r.remove(&ids[2]).is_some());
        assert!(r.current().id.is_guest());
        assert!(r.remove(&ids[2]).is_none());
        // The guest is emptied, never removed.
        r.current_mut().coach = true;
        r.remove(&LearnerId::guest());
        assert_eq!(names(&r), ["", "Mateo"]);
        assert!(!r.all()[0].coach);
    }

    #[test]
    fn an_unnamed_learner_from_an_older_file_becomes_the_guest() {
        let old = Learner {
            id: LearnerId::try_from("l1-x".to_owned()).unwrap(),
            coach: true,
            ..Learner::default()
        };
        let named = Learner {
            id: LearnerId::try_from("l2-y".to_owned()).unwrap(),
            name: "Aiko".into(),
            ..Learner::default()
        };
        let r = Roster::new(vec![named, old], Vec::new());
        assert!(r.all()[0].id.is_guest() && r.all()[0].coach);
        assert_eq!(names(&r), ["", "Aiko"]);
    }
}
