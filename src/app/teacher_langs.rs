//! The teacher's "Languages" box: several children of the class (or all)
//! given a language and a second language at once, instead of one
//! child's card after another.

use std::collections::BTreeSet;

use iced::Center;
use iced::widget::{Column, Row, button, column, row};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;

use super::learners;
use super::play::BoardSize;
use super::theme;
use crate::classroom::{Classroom, LearnerId};
use crate::i18n::{Lang, Localizer};

/// The languages a child can be given, in the order a card lists them.
const LANGS: [Lang; 4] = [Lang::En, Lang::It, Lang::Es, Lang::Ja];

#[derive(Debug, Default)]
pub struct LangBox {
    picked: BTreeSet<LearnerId>,
    lang: First,
    second: Option<Lang>,
}

/// The first language the box gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum First {
    /// Each child keeps theirs (only the second language changes).
    #[default]
    Own,
    /// The class's.
    Class,
    Lang(Lang),
}

impl First {
    /// A child's first language once given, from theirs (`own`).
    pub fn for_child(self, own: Option<Lang>) -> Option<Lang> {
        match self {
            First::Own => own,
            First::Class => None,
            First::Lang(l) => Some(l),
        }
    }

    fn lang(self) -> Option<Lang> {
        match self {
            First::Lang(l) => Some(l),
            _ => None,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// A child picked, or no longer.
    Pick(LearnerId),
    /// Every child of the class (these), or none once all are picked.
    All(Vec<LearnerId>),
    Lang(First),
    Second(Option<Lang>),
    Apply,
}

/// Give these children this language (none: the class's) and second
/// language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Apply {
    pub who: Vec<LearnerId>,
    pub lang: First,
    pub second: Option<Lang>,
}

impl LangBox {
    pub fn update(&mut self, message: Message) -> Option<Apply> {
        match message {
            Message::Pick(id) => {
                if !self.picked.remove(&id) {
                    self.picked.insert(id);
                }
            }
            Message::All(ids) => {
                let all: BTreeSet<LearnerId> = ids.into_iter().collect();
                self.picked = if self.picked == all {
                    BTreeSet::new()
                } else {
                    all
                };
            }
            Message::Lang(l) => {
                self.lang = l;
                // A second language the same as the first is none.
                if self.second.is_some() && self.second == l.lang() {
                    self.second = None;
                }
            }
            Message::Second(s) => self.second = s.filter(|&s| Some(s) != self.lang.lang()),
            Message::Apply => {
                if self.picked.is_empty() {
                    return None;
                }
                return Some(Apply {
                    who: self.picked.iter().cloned().collect(),
                    lang: self.lang,
                    second: self.second,
                });
            }
        }
        None
    }

    /// `class_lang`: what "the class's language" is now.
    pub fn view<'a, M: Clone + 'a>(
        &'a self,
        i18n: &Localizer,
        class: &Classroom,
        class_lang: Lang,
        size: BoardSize,
        on: fn(Message) -> M,
        close: M,
    ) -> Column<'a, M> {
        let t = |n: u16| size.text(n);
        let choice = |label: String, picked: bool, m: Message| {
            button(text(label).size(t(15)))
                .padding([6, 12])
                .style(theme::choice(picked))
                .on_press(on(m))
        };
        let named: Vec<_> = class.roster().named().collect();
        let ids: Vec<LearnerId> = named.iter().map(|l| l.id.clone()).collect();
        let all_picked = !ids.is_empty() && ids.iter().all(|id| self.picked.contains(id));
        let mut who = Row::new().spacing(8).push(choice(
            i18n.tr("teacher-langs-all"),
            all_picked,
            Message::All(ids),
        ));
        for l in &named {
            let picked = self.picked.contains(&l.id);
            let name = learners::display_name(i18n, l);
            let label = if picked { format!("✓ {name}") } else { name };
            who = who.push(choice(label, picked, Message::Pick(l.id.clone())));
        }
        let class_choice = i18n.tr_with(
            "teacher-langs-class",
            &[("lang", i18n.autonym(class_lang).into())],
        );
        let mut first = Row::new()
            .spacing(8)
            .push(choice(
                i18n.tr("teacher-langs-own"),
                self.lang == First::Own,
                Message::Lang(First::Own),
            ))
            .push(choice(
                class_choice,
                self.lang == First::Class,
                Message::Lang(First::Class),
            ));
        for l in LANGS {
            first = first.push(choice(
                i18n.autonym(l),
                self.lang == First::Lang(l),
                Message::Lang(First::Lang(l)),
            ));
        }
        let mut second = Row::new().spacing(8).push(choice(
            i18n.tr("card-second-none"),
            self.second.is_none(),
            Message::Second(None),
        ));
        // Each keeping theirs, any second language (one that is a child's
        // first is none for them).
        let first_lang = match self.lang {
            First::Own => None,
            First::Class => Some(class_lang),
            First::Lang(l) => Some(l),
        };
        for l in LANGS.into_iter().filter(|&l| Some(l) != first_lang) {
            second = second.push(choice(
                i18n.autonym(l),
                self.second == Some(l),
                Message::Second(Some(l)),
            ));
        }
        let n = self.picked.len();
        let apply = button(
            text(i18n.tr_with("teacher-langs-apply", &[("children", n.into())])).size(t(16)),
        )
        .padding([8, 16])
        .style(theme::primary)
        .on_press_maybe((n > 0).then(|| on(Message::Apply)));
        let close = button(text(i18n.tr("learners-cancel")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(close);
        let label = |id: &str| text(i18n.tr(id)).size(t(15));
        column![
            text(i18n.tr("teacher-langs-title")).size(t(20)),
            who.wrap().vertical_spacing(6),
            row![
                label("teacher-langs-first"),
                first.wrap().vertical_spacing(6)
            ]
            .spacing(10)
            .align_y(Center),
            row![
                label("teacher-langs-second"),
                second.wrap().vertical_spacing(6)
            ]
            .spacing(10)
            .align_y(Center),
            row![apply, close].spacing(10).wrap().vertical_spacing(8),
        ]
        .spacing(8)
    }
}

/// "日本語 + English": a learner's own languages, under their name in the
/// teacher's table (nothing when they follow the class's).
pub fn langs_line(i18n: &Localizer, lang: Option<Lang>, second: Option<Lang>) -> Option<String> {
    let first = lang.map(|l| i18n.autonym(l));
    let second = second.map(|l| i18n.autonym(l));
    match (first, second) {
        (None, None) => None,
        (Some(f), None) => Some(f),
        (f, Some(s)) => Some(format!(
            "{} + {s}",
            f.unwrap_or_else(|| i18n.tr("teacher-langs-class-short"))
        )),
    }
}

/// The languages `apply` gives, made on `class`: how many children
/// changed.
pub fn apply(class: &mut Classroom, apply: &Apply, now: u64) -> usize {
    apply
        .who
        .iter()
        .filter(|id| {
            let own = class.roster().get(id).and_then(|l| l.lang);
            let lang = apply.lang.for_child(own);
            class.set_langs(id, lang, apply.second, now)
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> LearnerId {
        LearnerId::try_from(s.to_owned()).unwrap()
    }

    #[test]
    fn all_picks_everyone_then_nobody_and_a_pick_toggles() {
        let mut b = LangBox::default();
        let ids = vec![id("l1-a"), id("l1-b"), id("l1-c")];
        assert_eq!(b.update(Message::Apply), None, "nobody picked");
        b.update(Message::All(ids.clone()));
        b.update(Message::Pick(id("l1-b")));
        b.update(Message::Lang(First::Lang(Lang::Ja)));
        b.update(Message::Second(Some(Lang::En)));
        assert_eq!(
            b.update(Message::Apply),
            Some(Apply {
                who: vec![id("l1-a"), id("l1-c")],
                lang: First::Lang(Lang::Ja),
                second: Some(Lang::En),
            })
        );
        b.update(Message::Pick(id("l1-b")));
        b.update(Message::All(ids));
        assert_eq!(b.update(Message::Apply), None, "all again: nobody");
    }

    #[test]
    fn a_second_language_the_same_as_the_first_is_none() {
        let mut b = LangBox::default();
        b.update(Message::Pick(id("l1-a")));
        b.update(Message::Second(Some(Lang::Es)));
        b.update(Message::Lang(First::Lang(Lang::Es)));
        assert_eq!(b.update(Message::Apply).unwrap().second, None);
        b.update(Message::Second(Some(Lang::Es)));
        assert_eq!(b.update(Message::Apply).unwrap().second, None);
    }

    #[test]
    fn applied_to_the_class_every_child_picked_gets_both_languages() {
        let mut class = Classroom::default();
        let a = class.add("Aiko", None, 1).unwrap();
        let k = class.add("Kofi", None, 2).unwrap();
        let l = class.add("Luca", None, 3).unwrap();
        let changed = apply(
            &mut class,
            &Apply {
                who: vec![a.clone(), k.clone()],
                lang: First::Lang(Lang::Ja),
                second: Some(Lang::It),
            },
            10,
        );
        assert_eq!(changed, 2);
        for who in [&a, &k] {
            let learner = class.roster().get(who).unwrap();
            assert_eq!(
                (learner.lang, learner.second),
                (Some(Lang::Ja), Some(Lang::It))
            );
        }
        let luca = class.roster().get(&l).unwrap();
        assert_eq!((luca.lang, luca.second), (None, None));
        // Everyone English as a second language, each keeping their own
        // first: Kofi's Japanese stays, and Luca (of the class's) has it.
        let langs = |class: &Classroom, who: &LearnerId| {
            let l = class.roster().get(who).unwrap();
            (l.lang, l.second)
        };
        apply(
            &mut class,
            &Apply {
                who: vec![k.clone(), l.clone()],
                lang: First::Own,
                second: Some(Lang::En),
            },
            20,
        );
        assert_eq!(langs(&class, &k), (Some(Lang::Ja), Some(Lang::En)));
        assert_eq!(langs(&class, &l), (None, Some(Lang::En)));
        // The class's for all, and no second.
        apply(
            &mut class,
            &Apply {
                who: vec![a.clone(), k.clone()],
                lang: First::Class,
                second: None,
            },
            30,
        );
        assert_eq!(langs(&class, &a), (None, None));
    }
}
