//! "Who is playing?": every learner's card in a grid (their picture in
//! their colour, and their name), the guest's card last, so a child who
//! cannot read yet finds their own. A class of thirty fits a 1280x720
//! window without scrolling; a smaller window scrolls. One click on a card
//! and that child is learning. On a device that may join a class server
//! "Join your class" is offered here; on a joined one the server's sign
//! shows.

use std::cell::Cell;

use iced::widget::{Column, Row, button, column, container, responsive, row, scrollable};
use iced::{Center, Element, Fill, Length, Size};

use super::keys_line;
use super::learners::{self, Change};
use super::name_field::{NameField, Typed, add_typed};
use super::play::BoardSize;
use super::shape::{self, Shape};
use super::symbols::{self, Picture};
use super::sync::Sign;
use super::{sync_sign, theme};
use crate::app::furigana::text;
use crate::classroom::{Learner, LearnerId, Roster};
use crate::i18n::Localizer;

/// The widget id of the new learner's name field.
pub const NAME_ID: &str = "picker-name";

#[derive(Debug, Default)]
pub struct Picker {
    /// "Add my name" opened the field.
    adding: Option<Typed>,
    /// The card chosen with the arrow keys, by its place in the grid.
    focus: Option<usize>,
    /// Cards per row as last drawn, so ↑ and ↓ move by a row.
    columns: Cell<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Pick(LearnerId),
    /// Move the keyboard's choice by this many cards (±1, or ±2 for a
    /// row up or down).
    Move(Move),
    /// Enter: the chosen card.
    PickFocused,
    AddOpen,
    Name(String),
    Add,
    AddCancel,
    Teacher,
    Back,
    /// "Join your class".
    Join,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
    Left,
    Right,
    Up,
    Down,
}

/// What the picker asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Learners(Change),
    /// The child picked this card: they are learning now, off to Home.
    Picked(LearnerId),
    Teacher,
    Back,
    Join,
    Focus(&'static str),
}

/// The class server, as "Who is playing?" shows it.
#[derive(Clone, Debug, Default)]
pub struct Server {
    /// "Join your class" is offered.
    pub join: bool,
    /// The sign of a joined device.
    pub sign: Option<Sign>,
    /// The class a joined device is in, by its name.
    pub class: Option<String>,
}

/// The cards in the order shown: by name (letter case aside), the guest
/// last.
pub fn order(roster: &Roster) -> Vec<&Learner> {
    let mut named: Vec<&Learner> = roster.named().collect();
    named.sort_by_key(|l| (l.name.to_lowercase(), l.id.clone()));
    named.push(&roster.all()[0]);
    named
}

/// A card's width and height, and its picture's size, at `size`.
fn card(size: BoardSize) -> (f32, f32, f32) {
    let k = size.text(10) / 10.0;
    (128.0 * k, 112.0 * k, 54.0 * k)
}

const GAP: f32 = 8.0;

/// Cards of `w` px per row in `space`.
fn columns(space: Size, w: f32) -> usize {
    (((space.width - SCROLLBAR + GAP) / (w + GAP)).floor() as usize).max(1)
}

/// How many times bigger than their size's `cards` cards are drawn in
/// `space`: as big as lets them all show without scrolling, up to twice
/// (a class of three on a projector sat small at the top of its screen).
fn grow(cards: usize, space: Size, size: BoardSize) -> f32 {
    let (w, h, _) = card(size);
    let fits = |k: f32| {
        let rows = cards.div_ceil(columns(space, w * k));
        rows as f32 * (h * k + GAP) - GAP <= space.height
    };
    (0..=20)
        .rev()
        .map(|i| 1.0 + i as f32 / 20.0)
        .find(|&k| fits(k))
        .unwrap_or(1.0)
}
/// What the grid's scrollbar takes from its width.
const SCROLLBAR: f32 = 16.0;

impl Picker {
    pub fn update(&mut self, message: Message, roster: &Roster) -> Option<Event> {
        Some(match message {
            Message::Pick(id) => Event::Picked(id),
            Message::Move(m) => {
                let n = order(roster).len();
                let cols = self.columns.get().max(1);
                // The arrows start from the lit card.
                let now = self.lit(roster);
                self.focus = Some(match m {
                    Move::Left => now.saturating_sub(1),
                    Move::Right => (now + 1).min(n - 1),
                    Move::Up => now.saturating_sub(cols),
                    Move::Down => (now + cols).min(n - 1),
                });
                return None;
            }
            // The lit card, whether the arrows chose it or not (after a
            // reload it is who learned last, and the keys line says Enter
            // picks it).
            Message::PickFocused => Event::Picked(order(roster).get(self.lit(roster))?.id.clone()),
            Message::AddOpen => {
                self.adding.get_or_insert_default();
                Event::Focus(NAME_ID)
            }
            Message::Name(name) => {
                self.adding.get_or_insert_default().set(name);
                return None;
            }
            Message::Add => match add_typed(&mut self.adding, roster, NAME_ID) {
                Ok(change) => Event::Learners(change),
                Err(field) => Event::Focus(field),
            },
            Message::AddCancel => {
                self.adding = None;
                return None;
            }
            Message::Teacher => Event::Teacher,
            Message::Back => Event::Back,
            Message::Join => Event::Join,
        })
    }

    /// The lit card's place in [`order`]: the one the arrows chose, else
    /// who learned last.
    fn lit(&self, roster: &Roster) -> usize {
        let cards = order(roster);
        match self.focus {
            Some(f) => f.min(cards.len() - 1),
            None => {
                let current = &roster.current().id;
                cards.iter().position(|l| l.id == *current).unwrap_or(0)
            }
        }
    }

    /// Lights the card of the learner called `name` (just added here):
    /// Enter then picks them, not whoever learned last (the guest).
    pub fn light(&mut self, roster: &Roster, name: &str) {
        let name = name.trim().to_lowercase();
        if let Some(i) = order(roster)
            .iter()
            .position(|l| l.name.to_lowercase() == name)
        {
            self.focus = Some(i);
        }
    }

    /// Whether a name is being typed (keys are the name's).
    pub fn is_typing(&self) -> bool {
        self.adding.is_some()
    }

    /// The card the arrow keys chose, by its place in [`order`].
    pub fn focused(&self) -> Option<usize> {
        self.focus
    }

    /// `current`: who is learning now (their card is lit); `back`: there
    /// is a screen to go back to (not at the start).
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        roster: &'a Roster,
        back: bool,
        size: BoardSize,
        server: &Server,
    ) -> Element<'a, Message> {
        let server = server.clone();
        shape::shaped(move |shape| self.laid_out(i18n, roster, back, size, shape, &server))
    }

    /// On a phone the name field and its refusal are as wide as the screen.
    fn laid_out<'a>(
        &'a self,
        i18n: &'a Localizer,
        roster: &'a Roster,
        back: bool,
        size: BoardSize,
        shape: Shape,
        server: &Server,
    ) -> Element<'a, Message> {
        let phone = shape.is_phone();
        let lit = self.lit(roster);
        let cards = order(roster).len();
        let grid = responsive(move |space: Size| {
            let k = grow(cards, space, size);
            let w = card(size).0 * k;
            let cols = columns(space, w);
            self.columns.set(cols);
            let mut rows = Column::new().spacing(GAP).align_x(Center);
            let mut row = Row::new().spacing(GAP);
            let mut in_row = 0;
            for (i, l) in order(roster).into_iter().enumerate() {
                row = row.push(card_button(i18n, l, i == lit, size, k));
                in_row += 1;
                if in_row == cols {
                    rows = rows.push(std::mem::replace(&mut row, Row::new().spacing(GAP)));
                    in_row = 0;
                }
            }
            if in_row > 0 {
                rows = rows.push(row);
            }
            scrollable(container(rows).center_x(Fill))
                .height(Fill)
                .into()
        });

        let mut bottom = Row::new().spacing(16).align_y(Center);
        match &self.adding {
            None => {
                bottom = bottom.push(
                    button(text(i18n.tr("picker-add")).size(18))
                        .padding([8, 18])
                        .on_press(Message::AddOpen),
                );
            }
            Some(adding) => {
                let field = NameField {
                    id: NAME_ID,
                    on_input: Message::Name,
                    save: Message::Add,
                    save_label: "learners-add",
                    cancel: Message::AddCancel,
                    size: 18.0,
                    width: if phone { Fill } else { Length::Fixed(280.0) },
                }
                .view(i18n, &adding.name);
                bottom = bottom.push(field);
                if let Some(p) = &adding.problem {
                    bottom = bottom.push(
                        text(learners::say(p, i18n))
                            .size(15)
                            .style(text::danger)
                            .width(if phone { Fill } else { Length::Fixed(360.0) }),
                    );
                }
            }
        }
        if server.join {
            bottom = bottom.push(
                button(text(i18n.tr("picker-join")).size(18))
                    .padding([8, 18])
                    .style(theme::primary)
                    .on_press(Message::Join),
            );
        }
        bottom = bottom.push(
            button(text(i18n.tr("picker-teacher")).size(18))
                .padding([8, 18])
                .style(theme::secondary)
                .on_press(Message::Teacher),
        );
        if back {
            bottom = bottom.push(
                button(text(i18n.tr("nav-home")).size(18))
                    .padding([8, 18])
                    .style(theme::secondary)
                    .on_press(Message::Back),
            );
        }
        let keys = i18n.tr(match (self.adding.is_some(), back, server.join) {
            (true, _, _) => "learners-keys-typing",
            (false, true, false) => "picker-keys-back",
            (false, false, false) => "picker-keys",
            (false, true, true) => "picker-keys-back-join",
            (false, false, true) => "picker-keys-join",
        });
        column![
            text(i18n.tr("learners-title")).size(size.text(34)),
            grid,
            bottom.wrap(),
        ]
        .push(server.class.as_ref().map(|class| {
            // Which class this device joined, beside the server's sign.
            row![text(i18n.tr_with("picker-class", &[("class", class.clone().into())])).size(16)]
                .push(server.sign.as_ref().map(|s| sync_sign::view(i18n, s, 16.0)))
                .spacing(16)
                .align_y(Center)
        }))
        .push(keys_line::view(&keys, Center))
        .spacing(12)
        .padding(shape.padding())
        .align_x(Center)
        .width(Fill)
        .height(Fill)
        .into()
    }
}

/// One learner's card: the picture, the name under it.
fn card_button<'a>(
    i18n: &Localizer,
    learner: &Learner,
    lit: bool,
    size: BoardSize,
    k: f32,
) -> Element<'a, Message> {
    let (w, h, pic) = card(size);
    let (w, h, pic) = (w * k, h * k, pic * k);
    let picture = Picture::of(learner);
    let name = learners::display_name(i18n, learner);
    let inside = column![
        symbols::view(picture, pic),
        // A name of twenty letters and no space breaks inside its word
        // rather than spill out of the card.
        text(name)
            .size(size.text(17) * k)
            .center()
            .width(Fill)
            .wrapping(text::Wrapping::WordOrGlyph),
    ]
    .spacing(6)
    .align_x(Center);
    button(container(inside).center(Fill))
        .width(w)
        .height(h)
        .padding(6)
        .style(theme::card(lit))
        .on_press(Message::Pick(learner.id.clone()))
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::guest_words;

    fn roster(names: &[&str]) -> Roster {
        let mut r = Roster::new(Vec::new(), guest_words());
        for (i, n) in names.iter().enumerate() {
            r.add(n, None, i as u64).unwrap();
        }
        r
    }

    #[test]
    fn a_small_class_s_cards_grow_to_fill_the_room() {
        let room = Size::new(1880.0, 850.0);
        assert_eq!(grow(4, room, BoardSize::Projector), 2.0);
        let k = grow(31, room, BoardSize::Projector);
        assert!(k > 1.0 && k < 2.0, "{k}");
        let rows = 31usize.div_ceil(columns(room, card(BoardSize::Projector).0 * k));
        assert!(rows as f32 * card(BoardSize::Projector).1 * k <= room.height);
        // Too many to show at their size: they scroll, at their size.
        assert_eq!(grow(31, Size::new(1000.0, 400.0), BoardSize::Normal), 1.0);
    }

    #[test]
    fn cards_are_by_name_and_the_guest_last() {
        let r = roster(&["mateo", "Aiko", "Kofi"]);
        let names: Vec<&str> = order(&r).iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Aiko", "Kofi", "mateo", ""]);
    }

    #[test]
    fn the_arrow_keys_choose_a_card_and_enter_picks_it() {
        let r = roster(&["Aiko", "Kofi", "Mateo"]);
        let mut p = Picker::default();
        p.columns.set(2);
        // The guest learns now: their card (the last) is lit, and the
        // first key moves from it.
        p.update(Message::Move(Move::Left), &r);
        assert_eq!(p.focused(), Some(2), "from the guest's card to Mateo's");
        p.update(Message::Move(Move::Up), &r);
        assert_eq!(p.focused(), Some(0));
        p.update(Message::Move(Move::Down), &r);
        assert_eq!(p.focused(), Some(2));
        p.update(Message::Move(Move::Right), &r);
        p.update(Message::Move(Move::Right), &r);
        assert_eq!(p.focused(), Some(3), "stops at the guest");
        p.update(Message::Move(Move::Up), &r);
        assert_eq!(p.focused(), Some(1));
        let kofi = r.named().find(|l| l.name == "Kofi").unwrap().id.clone();
        assert_eq!(
            p.update(Message::PickFocused, &r),
            Some(Event::Picked(kofi))
        );
    }

    #[test]
    fn enter_picks_the_lit_card_before_any_arrow() {
        // After a reload: Kofi learned last, his card is lit, and the keys
        // line says Enter picks it.
        let mut r = roster(&["Aiko", "Kofi", "Mateo"]);
        let kofi = r.named().find(|l| l.name == "Kofi").unwrap().id.clone();
        assert!(r.switch(&kofi));
        let mut p = Picker::default();
        assert_eq!(p.lit(&r), 1);
        assert_eq!(
            p.update(Message::PickFocused, &r),
            Some(Event::Picked(kofi))
        );
        // The guest's card when the guest learned last.
        let r = roster(&["Aiko"]);
        let guest = r.all()[0].id.clone();
        assert_eq!(
            p.update(Message::PickFocused, &r),
            Some(Event::Picked(guest))
        );
    }

    #[test]
    fn a_name_added_here_is_checked_and_does_not_pick_it() {
        let r = roster(&["Aiko"]);
        let mut p = Picker::default();
        assert_eq!(p.update(Message::AddOpen, &r), Some(Event::Focus(NAME_ID)));
        p.update(Message::Name("aiko".into()), &r);
        assert_eq!(p.update(Message::Add, &r), Some(Event::Focus(NAME_ID)));
        assert!(p.is_typing());
        p.update(Message::Name("Lia".into()), &r);
        assert_eq!(
            p.update(Message::Add, &r),
            Some(Event::Learners(Change::Add("Lia".into(), None)))
        );
        assert!(!p.is_typing());
    }
}
