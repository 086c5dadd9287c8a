//! Two children of a class with one card or one name: pre-readers find
//! themselves by their card, everyone by their name, so the teacher is
//! told ([`duplicates`], in the class server's teacher's view) and offered
//! a fix: another card or name, or, when both records are one child's
//! (added on two devices offline), [`merge_records`] into one. A new
//! learner whose card nobody chose gets a free one ([`free_card`]).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::learner::{Card, Learner, LearnerId};
use super::stamp::Stamp;

/// What two or more learners share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Shared {
    Name,
    Card,
}

/// Learners of a class that share a name or a card, in the class's order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duplicate {
    pub shared: Shared,
    pub learners: Vec<LearnerId>,
}

/// Every group of named learners (the guest is no one's) that share a
/// name (in any letter case, as a name is checked) or a card.
pub fn duplicates(learners: &[Learner]) -> Vec<Duplicate> {
    let named = || learners.iter().filter(|l| !l.is_guest());
    let mut by_name: BTreeMap<String, Vec<LearnerId>> = BTreeMap::new();
    let mut by_card: BTreeMap<Card, Vec<LearnerId>> = BTreeMap::new();
    for l in named() {
        let key = super::names::normalized(&l.name).to_lowercase();
        by_name.entry(key).or_default().push(l.id.clone());
        by_card.entry(l.card).or_default().push(l.id.clone());
    }
    let mut out = groups(Shared::Name, by_name.into_values());
    out.extend(groups(Shared::Card, by_card.into_values()));
    out
}

/// The groups of more than one learner, as duplicates of `shared`.
fn groups(shared: Shared, ids: impl Iterator<Item = Vec<LearnerId>>) -> Vec<Duplicate> {
    ids.filter(|ids| ids.len() > 1)
        .map(|learners| Duplicate { shared, learners })
        .collect()
}

/// Whether a learner's card was given to them when they were added (by
/// the first free card there), not chosen since: its stamp is their
/// name's, which they were added with.
pub fn card_given(l: &Learner) -> bool {
    l.stamps.card == l.stamps.name || l.stamps.card.is_zero()
}

/// A card for `l`, new to a class whose others hold `taken`: theirs if
/// nobody holds it or they chose it, else the first free one, stamped
/// `stamp`. Whether it changed.
pub fn free_card(l: &mut Learner, taken: &[Card], stamp: Stamp) -> bool {
    if !taken.contains(&l.card) || !card_given(l) {
        return false;
    }
    l.card = Card::first_free(taken);
    l.stamps.card = stamp;
    true
}

/// Two records of one child made one: `keep` with everything `gone` did
/// (lesson steps, facts, streak, when added and last active). Who the
/// child is (name, card, languages, settings) stays `keep`'s. `gone`'s
/// progress is taken even if it was wiped at another epoch.
pub fn merge_records(keep: &Learner, gone: &Learner) -> Learner {
    let mut out = keep.clone();
    out.merge_from(&super::sync::moved_into(gone, &keep.id, keep.epoch));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::journal::Event;
    use crate::classroom::learner::{Colour, Symbol};

    fn learner(id: &str, name: &str, card: Card) -> Learner {
        Learner {
            id: LearnerId::try_from(id.to_owned()).unwrap(),
            name: name.into(),
            card,
            ..Learner::default()
        }
    }

    #[test]
    fn shared_names_and_cards_are_found_and_the_guest_is_no_ones() {
        let star = Card::default();
        let cat = Card {
            symbol: Symbol::Cat,
            colour: Colour::Blue,
        };
        let class = [
            Learner::default(),
            learner("l1-a", "Aiko", star),
            learner("l1-b", "aiko", cat),
            learner("l1-c", "Ben", star),
            learner("l1-d", "Mia", Card::first_free(&[star, cat])),
        ];
        let found = duplicates(&class);
        assert_eq!(found.len(), 2, "{found:?}");
        assert_eq!(found[0].shared, Shared::Name);
        assert_eq!(found[0].learners.len(), 2);
        assert_eq!(found[1].shared, Shared::Card);
        assert_eq!(found[1].learners[1].as_str(), "l1-c");
        assert!(duplicates(&class[3..]).is_empty());
    }

    #[test]
    fn a_card_nobody_chose_is_moved_off_a_taken_one() {
        let star = Card::default();
        let mut given = learner("l1-a", "Aiko", star);
        let s = Stamp {
            at: 5,
            n: 0,
            origin: 1,
        };
        given.stamps.name = s;
        given.stamps.card = s;
        let later = Stamp { at: 6, ..s };
        assert!(free_card(&mut given, &[star], later));
        assert_ne!(given.card, star);
        assert_eq!(given.stamps.card, later);
        let mut chosen = learner("l1-b", "Ben", star);
        chosen.stamps.name = s;
        chosen.stamps.card = later;
        assert!(
            !free_card(&mut chosen, &[star], later),
            "the child chose it"
        );
    }

    #[test]
    fn two_records_of_one_child_merge_into_the_one_kept() {
        let keep = learner("l1-a", "Aiko", Card::default()).with_event(
            5,
            Event::Try {
                puzzle: "p1".into(),
                solved: true,
            },
        );
        let mut gone = learner("l1-b", "Aiko T.", Card::default()).with_event(
            6,
            Event::Try {
                puzzle: "p2".into(),
                solved: false,
            },
        );
        gone.epoch = 3;
        gone.best_streak = 4;
        let one = merge_records(&keep, &gone);
        assert_eq!(one.id, keep.id);
        assert_eq!(one.name, "Aiko");
        assert_eq!(one.puzzles.len(), 2, "{one:?}");
        assert_eq!(one.best_streak, 4);
        assert_eq!(one.epoch, keep.epoch);
        // Merging again changes nothing.
        assert_eq!(merge_records(&one, &gone), one);
    }
}
