//! The organiser's side of a tournament across classes (docs/tournaments.md,
//! "The organiser"): the classes added by the code their devices join
//! with (and taken out again before the first round), the players listed
//! class by class under the class's name, some of a class's children
//! unticked; once a round is paired, a child can only withdraw. The rest
//! of the tournament's screen (the draft, results, standings, printing,
//! the hall, TRF) is the class tournament's (`one.rs`).

use iced::Center;
use iced::widget::{Column, Row, button, checkbox, row, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;

use super::Message as Top;
use super::one::{Message, One};
use crate::app::play::BoardSize;
use crate::app::remote::open_tournament::{Class, Entry, Open, Seat};
use crate::app::remote::tournament::{Act, Tournament};
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::i18n::Localizer;

/// The widget id of the class code's field.
pub const CODE_ID: &str = "organiser-class-code";

/// A child seen in a class while the tournament is open: one taken out
/// stays listed (unticked) to be ticked back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Known {
    pub class: String,
    pub learner: LearnerId,
    pub name: String,
}

/// What a tournament across classes adds to a class tournament's screen,
/// for its organiser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OpenPart {
    pub classes: Vec<Class>,
    pub seats: Vec<Seat>,
    pub entries: Vec<Entry>,
    pub entry_conflicts: Vec<(u32, u32)>,
    pub known: Vec<Known>,
    /// The class code as typed.
    pub code: String,
}

impl OpenPart {
    /// The organiser's view split: the class tournament's part, and this
    /// one after it (the children seen before kept).
    pub fn split(open: Open, before: Option<OpenPart>) -> (Tournament, OpenPart) {
        let Open {
            t,
            classes,
            seats,
            entries,
            entry_conflicts,
            ..
        } = open;
        let before = before.unwrap_or_default();
        let mut known: Vec<Known> = before
            .known
            .into_iter()
            .filter(|k| classes.iter().any(|c| c.id == k.class))
            .collect();
        for s in &seats {
            let Some(learner) = &s.learner else { continue };
            if !known
                .iter()
                .any(|k| k.class == s.class && &k.learner == learner)
            {
                known.push(Known {
                    class: s.class.clone(),
                    learner: learner.clone(),
                    name: t.name_of(s.number).to_owned(),
                });
            }
        }
        let part = OpenPart {
            classes,
            seats,
            entries,
            entry_conflicts,
            known,
            code: before.code,
        };
        (t, part)
    }

    /// Player `n`'s class's name ("" for none).
    pub fn class_of(&self, n: u32) -> &str {
        self.seats
            .iter()
            .find(|s| s.number == n)
            .map_or("", |s| s.class_name.as_str())
    }

    /// The pairing number of a class's child, if they play.
    fn number(&self, class: &str, learner: &LearnerId) -> Option<u32> {
        self.seats
            .iter()
            .find(|s| s.class == class && s.learner.as_ref() == Some(learner))
            .map(|s| s.number)
    }

    /// The teachers' entries for a table, each with their class's name.
    pub fn entries_at(&self, round: u32, table: u32) -> Vec<(&str, &str)> {
        self.entries
            .iter()
            .filter(|e| e.round == round && e.table == table)
            .map(|e| {
                let name = self
                    .classes
                    .iter()
                    .find(|c| c.id == e.class)
                    .map_or(e.class.as_str(), |c| c.name.as_str());
                (name, e.result.as_str())
            })
            .collect()
    }

    /// The class's players with `learner` ticked in (at the end) or out.
    pub fn players_with(&self, class: &str, learner: &LearnerId, on: bool) -> Vec<LearnerId> {
        let mut ids: Vec<LearnerId> = self
            .seats
            .iter()
            .filter(|s| s.class == class)
            .filter_map(|s| s.learner.clone())
            .filter(|l| l != learner)
            .collect();
        if on {
            ids.push(learner.clone());
        }
        ids
    }

    /// The act a message of the classes' part asks for.
    pub fn act(&mut self, m: Message) -> Option<Act> {
        match m {
            Message::ClassCode(c) => {
                self.code = c.chars().filter(|c| !c.is_control()).take(64).collect();
                None
            }
            Message::AddClass => {
                let code = self.code.trim();
                if code.is_empty() {
                    return None;
                }
                // A code as devices type it (spaces, a dash, small
                // letters); an id as it is.
                let code = if code.len() <= crate::app::remote::CODE_MAX + 2 {
                    crate::app::remote::normal_code(code)
                } else {
                    code.to_owned()
                };
                Some(Act::AddClass(code))
            }
            Message::RemoveClass(c) => Some(Act::RemoveClass(c)),
            Message::Plays(class, learner, on) => {
                let ids = self.players_with(&class, &learner, on);
                Some(Act::Players(class, ids))
            }
            Message::WithdrawFrom(class, learner) => Some(Act::WithdrawFrom(class, learner)),
            _ => None,
        }
    }

    /// A class added: its code's field empties.
    pub fn added(&mut self) {
        self.code.clear();
    }
}

/// The classes and their players, for the organiser.
pub fn view<'a>(
    one: &'a One,
    part: &'a OpenPart,
    ready: bool,
    i18n: &Localizer,
    size: BoardSize,
) -> Column<'a, Top> {
    let t = |n: u16| size.text(n);
    let started = !one.t.rounds.is_empty() || one.t.draft.is_some();
    let mut c = Column::new().spacing(8);
    if started {
        c = c.push(text(i18n.tr("organiser-fixed")).size(t(15)));
    } else {
        c = c.push(text(i18n.tr("organiser-classes-hint")).size(t(15)));
        let typed = !part.code.trim().is_empty();
        c = c.push(
            row![
                text_input(&i18n.tr("organiser-code-hint"), &part.code)
                    .id(CODE_ID)
                    .on_input(|s| Top::One(Message::ClassCode(s)))
                    .on_submit(Top::One(Message::AddClass))
                    .size(t(16))
                    .padding(8)
                    .width(t(16) * 12.0),
                button(text(i18n.tr("organiser-add-class")).size(t(16)))
                    .padding([8, 16])
                    .style(theme::primary)
                    .on_press_maybe((ready && typed).then_some(Top::One(Message::AddClass))),
            ]
            .spacing(10)
            .align_y(Center)
            .wrap()
            .vertical_spacing(6),
        );
    }
    if part.classes.is_empty() {
        c = c.push(text(i18n.tr("organiser-no-class")).size(t(16)));
    }
    for class in &part.classes {
        let mut head = Row::new()
            .spacing(12)
            .align_y(Center)
            .push(text(class.name.clone()).size(t(20)));
        if !started {
            head = head.push(
                button(text(i18n.tr("organiser-remove-class")).size(t(14)))
                    .padding([4, 10])
                    .style(theme::secondary)
                    .on_press_maybe(
                        ready.then(|| Top::One(Message::RemoveClass(class.id.clone()))),
                    ),
            );
        }
        c = c.push(head.wrap().vertical_spacing(4));
        let mut children = Row::new().spacing(14).align_y(Center);
        for k in part.known.iter().filter(|k| k.class == class.id) {
            let number = part.number(&class.id, &k.learner);
            if !started {
                let (class, learner) = (class.id.clone(), k.learner.clone());
                children = children.push(
                    checkbox(number.is_some())
                        .label(k.name.clone())
                        .on_toggle_maybe(ready.then_some(move |on| {
                            Top::One(Message::Plays(class.clone(), learner.clone(), on))
                        }))
                        .text_size(t(16))
                        .size(t(16)),
                );
                continue;
            }
            let Some(n) = number else { continue };
            let withdrawn = one.t.players.iter().any(|p| p.number == n && p.withdrawn);
            let mut r = Row::new()
                .spacing(8)
                .align_y(Center)
                .push(text(format!("{n}. {}", k.name)).size(t(16)));
            if withdrawn {
                r = r.push(text(i18n.tr("tournament-withdrawn")).size(t(14)));
            } else if !one.t.over {
                r = r.push(
                    button(text(i18n.tr("tournament-withdraw")).size(t(14)))
                        .padding([4, 10])
                        .style(theme::secondary)
                        .on_press_maybe(ready.then(|| {
                            Top::One(Message::WithdrawFrom(class.id.clone(), k.learner.clone()))
                        })),
                );
            }
            children = children.push(r);
        }
        c = c.push(children.wrap().vertical_spacing(6));
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn l(s: &str) -> LearnerId {
        LearnerId::try_from(s.to_owned()).unwrap()
    }

    fn seat(number: u32, class: &str, learner: &str) -> Seat {
        Seat {
            number,
            class: class.into(),
            class_name: class.to_uppercase(),
            learner: Some(l(learner)),
        }
    }

    #[test]
    fn a_child_unticked_stays_listed_and_comes_back_at_the_end() {
        let mut open = Open {
            classes: vec![
                Class {
                    id: "b3".into(),
                    name: "3B".into(),
                },
                Class {
                    id: "c4".into(),
                    name: "4C".into(),
                },
            ],
            seats: vec![seat(1, "b3", "a"), seat(2, "b3", "b"), seat(3, "c4", "c")],
            ..Open::default()
        };
        for (n, name) in [(1, "Ana"), (2, "Ben"), (3, "Cai")] {
            open.t.players.push(crate::app::remote::tournament::Player {
                number: n,
                name: name.into(),
                ..Default::default()
            });
        }
        let (_, part) = OpenPart::split(open.clone(), None);
        assert_eq!(part.known.len(), 3);
        assert_eq!(part.class_of(3), "C4");
        assert_eq!(part.players_with("b3", &l("a"), false), vec![l("b")]);
        // Ana out: the server's view no longer has her; she stays known.
        open.seats = vec![seat(1, "b3", "b"), seat(2, "c4", "c")];
        let (_, part) = OpenPart::split(open.clone(), Some(part));
        assert!(
            part.known
                .iter()
                .any(|k| k.learner == l("a") && k.name == "Ana")
        );
        assert_eq!(part.players_with("b3", &l("a"), true), vec![l("b"), l("a")]);
        // A class taken out takes its children with it.
        open.classes.remove(0);
        open.seats = vec![seat(1, "c4", "c")];
        let (_, part) = OpenPart::split(open, Some(part));
        assert!(part.known.iter().all(|k| k.class == "c4"));
    }

    #[test]
    fn a_class_code_is_sent_as_devices_type_it() {
        let mut p = OpenPart::default();
        assert_eq!(p.act(Message::AddClass), None, "nothing typed");
        p.act(Message::ClassCode(" k7q-d3m ".into()));
        assert_eq!(
            p.act(Message::AddClass),
            Some(Act::AddClass("K7QD3M".into()))
        );
    }
}
