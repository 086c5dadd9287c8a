//! The learners as the screens ask to change them, and their words: a
//! refused name's reason, the guest's name. The rules themselves are the
//! classroom's (`classroom::roster`).

use super::clock;
use crate::classroom::{Card, Classroom, Learner, LearnerId, NameProblem};
use crate::i18n::{Lang, Localizer};

/// A refused name's reason, in the learner's language.
pub fn say(problem: &NameProblem, i18n: &Localizer) -> String {
    i18n.name_problem(problem)
}

/// "Puzzle rating 1130 · best streak 4", once a puzzle has rated the
/// learner or they have a streak (Home and the teacher's view).
pub fn puzzle_standing(i18n: &Localizer, rating: Option<u16>, streak: u32) -> Option<String> {
    (rating.is_some() || streak > 0).then(|| {
        i18n.tr_with(
            "home-learner-puzzles",
            &[
                ("rating", rating.unwrap_or_default().into()),
                ("streak", streak.into()),
            ],
        )
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

/// A change to the learners asked for on a screen, its name already
/// checked there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    /// A new learner, speaking this language (none: the class's).
    Add(String, Option<Lang>),
    Switch(LearnerId),
    Rename(LearnerId, String),
    /// The guest types their name and keeps what they did.
    NameGuest(String),
    Remove(LearnerId),
    Card(LearnerId, Card),
    /// A learner's language and second language.
    Langs(LearnerId, Option<Lang>, Option<Lang>),
    /// A learner's own language, as the learner chose it.
    Lang(LearnerId, Lang),
    /// A learner's second language, as the learner chose it.
    Second(LearnerId, Option<Lang>),
    /// Readings above the kanji of Japanese texts, on or off.
    Furigana(LearnerId, bool),
}

impl Change {
    /// Whether it is the teacher's alone on a device joined to a class
    /// server: renaming or removing a child there changes them on every
    /// device, so it is done in the teacher's signed-in view (behind the
    /// class's password), never from Settings behind this device's PIN.
    /// (The guest naming themselves adds a child: anyone may.)
    pub fn teachers_alone(&self) -> bool {
        matches!(self, Change::Rename(..) | Change::Remove(_))
    }

    /// Makes the change; false if it changed nothing.
    pub fn apply(self, class: &mut Classroom) -> bool {
        match self {
            Change::Add(name, lang) => class.add(&name, lang, clock::millis()).is_ok(),
            Change::Switch(id) => class.learner().id != id && class.switch(&id),
            Change::Rename(id, name) => class.rename(&id, &name, clock::seconds()).is_ok(),
            Change::NameGuest(name) => class.name_guest(&name, clock::millis()).is_ok(),
            Change::Remove(id) => class.remove(&id, clock::seconds()),
            Change::Card(id, card) => class.set_card(&id, card, clock::seconds()),
            Change::Langs(id, lang, second) => class.set_langs(&id, lang, second, clock::seconds()),
            Change::Lang(id, lang) => class.choose_lang(&id, Some(lang), clock::seconds()),
            Change::Second(id, s) => class.choose_second(&id, s, clock::seconds()),
            Change::Furigana(id, on) => class.set_furigana(&id, on, clock::seconds()),
        }
    }
}
