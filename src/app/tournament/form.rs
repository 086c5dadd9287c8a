//! The class's tournaments as a list, and "New tournament": its name, its
//! format (round robin, double round robin, Swiss with N rounds), the
//! children who play (all ticked at first), what a bye is worth, the
//! pairs who must not meet (a child pressed, then another), and the
//! tie-breaks' order (each moved up or down).

use iced::widget::{Column, Row, button, checkbox, column, container, row, scrollable};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::widget::{text_input, tooltip};
use iced::{Center, Element, Fill};

use super::{Child, Message as Top, Tournaments, words};
use crate::app::play::BoardSize;
use crate::app::remote::tournament::{Line, New, Whose};
use crate::app::{chosen, theme};
use crate::i18n::Localizer;

pub const NAME_ID: &str = "tournament-name";

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Kind {
    #[default]
    RoundRobin,
    Double,
    Swiss,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::RoundRobin, Kind::Double, Kind::Swiss];

    pub fn wire(self) -> &'static str {
        match self {
            Kind::RoundRobin => "round-robin",
            Kind::Double => "double-round-robin",
            Kind::Swiss => "swiss",
        }
    }
}

/// The bye's worth, as the server writes it.
pub const BYES: [&str; 3] = ["0", "0.5", "1"];

/// The usual tie-breaks in their usual order (FIDE's codes).
pub const TIE_BREAKS: [&str; 4] = ["BH-C1", "SB", "DE", "WIN"];

#[derive(Debug, Default)]
pub struct Form {
    pub name: String,
    pub kind: Kind,
    /// A Swiss's rounds, as typed.
    pub rounds: String,
    /// Per child of the class (in its order): whether they play.
    pub plays: Vec<bool>,
    /// `None`: the format's usual worth (Swiss 1, round robin 0).
    pub bye: Option<&'static str>,
    /// Pairs who must not meet, by index in the class.
    pub apart: Vec<(usize, usize)>,
    /// The first of a pair being chosen.
    pub apart_first: Option<usize>,
    /// The tie-breaks in the organiser's order.
    pub tie_breaks: Vec<&'static str>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Name(String),
    Kind(Kind),
    Rounds(String),
    Plays(usize, bool),
    Bye(&'static str),
    /// A child pressed in "Must not meet": the first of a pair, or its
    /// second (the pair is added).
    Apart(usize),
    /// A pair taken off again.
    Unapart(usize),
    /// The tie-break at this place moved one up (`true`) or down.
    TieBreak(usize, bool),
    Create,
}

impl Form {
    pub fn new(children: usize) -> Form {
        Form {
            rounds: "5".into(),
            plays: vec![true; children],
            tie_breaks: TIE_BREAKS.to_vec(),
            ..Form::default()
        }
    }

    fn bye_points(&self) -> &'static str {
        self.bye.unwrap_or(match self.kind {
            Kind::Swiss => "1",
            _ => "0",
        })
    }

    /// What the server is asked; `Create` gives it (the server checks it).
    pub fn update(&mut self, m: Message, class: &[Child]) -> Option<New> {
        match m {
            Message::Name(n) => self.name = n,
            Message::Kind(k) => self.kind = k,
            Message::Rounds(r) => {
                if r.chars().all(|c| c.is_ascii_digit()) && r.len() <= 3 {
                    self.rounds = r;
                }
            }
            Message::Plays(i, on) => {
                if let Some(p) = self.plays.get_mut(i) {
                    *p = on;
                }
            }
            Message::Bye(b) => self.bye = Some(b),
            Message::Apart(i) => match self.apart_first.take() {
                None => self.apart_first = Some(i),
                Some(j) if j == i => {}
                Some(j) => {
                    let pair = (j.min(i), j.max(i));
                    if !self.apart.contains(&pair) {
                        self.apart.push(pair);
                    }
                }
            },
            Message::Unapart(k) => {
                if k < self.apart.len() {
                    self.apart.remove(k);
                }
            }
            Message::TieBreak(k, up) => {
                let other = if up {
                    k.checked_sub(1)
                } else {
                    k.checked_add(1)
                };
                if let Some(j) = other.filter(|&j| j < self.tie_breaks.len())
                    && k < self.tie_breaks.len()
                {
                    self.tie_breaks.swap(k, j);
                }
            }
            Message::Create => {
                let players = class
                    .iter()
                    .zip(&self.plays)
                    .filter(|(_, p)| **p)
                    .map(|(c, _)| c.id.clone())
                    .collect();
                let id = |i: usize| class.get(i).map(|c| c.id.clone());
                return Some(New {
                    name: self.name.trim().to_owned(),
                    format: self.kind.wire().into(),
                    rounds: match self.kind {
                        Kind::Swiss => self.rounds.parse().unwrap_or(0),
                        _ => 0,
                    },
                    tie_breaks: self.tie_breaks.iter().map(|c| c.to_string()).collect(),
                    bye_points: self.bye_points().into(),
                    players,
                    forbidden: self
                        .apart
                        .iter()
                        .filter_map(|&(a, b)| Some((id(a)?, id(b)?)))
                        .collect(),
                });
            }
        }
        None
    }

    pub fn view<'a>(
        &'a self,
        top: &'a Tournaments,
        i18n: &Localizer,
        size: BoardSize,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let m = |m: Message| Top::Form(m);
        let label = |id: &str| text(i18n.tr(id)).size(t(16));
        let choice = |words: String, on: bool, msg: Message| {
            button(chosen::words(text(words).size(t(15)), on, t(15)))
                .padding([6, 12])
                .style(theme::choice(on))
                .on_press(m(msg))
        };
        let name = text_input(&i18n.tr("tournament-new-name-hint"), &self.name)
            .id(NAME_ID)
            .on_input(|s| Top::Form(Message::Name(s)))
            .size(t(16))
            .padding(8);
        let mut kinds = Row::new().spacing(8).align_y(Center);
        for k in Kind::ALL {
            kinds = kinds.push(choice(
                i18n.tr(words::format_id(k.wire())),
                self.kind == k,
                Message::Kind(k),
            ));
        }
        if self.kind == Kind::Swiss {
            kinds = kinds.push(label("tournament-new-rounds")).push(
                text_input("5", &self.rounds)
                    .on_input(|s| Top::Form(Message::Rounds(s)))
                    .size(t(16))
                    .padding(6)
                    .width(t(16) * 4.0),
            );
        }
        let mut byes = Row::new().spacing(8).align_y(Center);
        byes = byes.push(label("tournament-new-bye"));
        for b in BYES {
            byes = byes.push(choice(
                words::points(b),
                self.bye_points() == b,
                Message::Bye(b),
            ));
        }
        let mut plays = Row::new().spacing(14);
        for (i, c) in top.class.iter().enumerate() {
            let on = self.plays.get(i).copied().unwrap_or(false);
            plays = plays.push(
                checkbox(on)
                    .label(c.name.clone())
                    .on_toggle(move |b| Top::Form(Message::Plays(i, b)))
                    .text_size(t(16))
                    .size(t(16)),
            );
        }
        let mut apart = Row::new().spacing(8);
        for (i, c) in top.class.iter().enumerate() {
            apart = apart.push(choice(
                c.name.clone(),
                self.apart_first == Some(i),
                Message::Apart(i),
            ));
        }
        let mut pairs = Row::new().spacing(8).align_y(Center);
        for (k, (a, b)) in self.apart.iter().enumerate() {
            let name = |i: usize| top.class.get(i).map_or("", |c| c.name.as_str());
            pairs = pairs.push(tooltip(
                button(text(format!("{} ≠ {}  ✕", name(*a), name(*b))).size(t(15)))
                    .padding([6, 12])
                    .style(theme::secondary)
                    .on_press(m(Message::Unapart(k))),
                container(text(i18n.tr("tournament-new-apart-remove")).size(t(14)))
                    .padding(6)
                    .style(theme::tip),
                tooltip::Position::Top,
            ));
        }
        let mut order = Column::new().spacing(6);
        let last = self.tie_breaks.len().saturating_sub(1);
        for (k, code) in self.tie_breaks.iter().enumerate() {
            let arrow = |id: &str, on: bool, up: bool| {
                button(text(i18n.tr(id)).size(t(14)))
                    .padding([4, 10])
                    .style(theme::secondary)
                    .on_press_maybe(on.then_some(m(Message::TieBreak(k, up))))
            };
            order = order.push(
                row![
                    text(format!("{}. {code}", k + 1))
                        .size(t(16))
                        .width(t(16) * 5.0),
                    arrow("tournament-new-tb-up", k > 0, true),
                    arrow("tournament-new-tb-down", k < last, false),
                    text(i18n.tr(words::tie_break_id(code))).size(t(14)),
                ]
                .spacing(10)
                .align_y(Center)
                .wrap()
                .vertical_spacing(4),
            );
        }
        let create = button(text(i18n.tr("tournament-new-create")).size(t(16)))
            .padding([8, 16])
            .style(theme::primary)
            .on_press_maybe((!top.waiting).then_some(m(Message::Create)));
        let back = button(text(i18n.tr("tournament-back")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Top::Back);
        let mut body = column![
            text(i18n.tr("tournament-new-title")).size(t(28)),
            label("tournament-new-name"),
            name,
            label("tournament-new-format"),
            kinds.wrap().vertical_spacing(6),
            byes.wrap().vertical_spacing(6),
        ]
        .spacing(10);
        // An organiser's players come with the classes, added next.
        if top.whose == Whose::Organiser {
            body = body.push(text(i18n.tr("organiser-new-classes-next")).size(t(14)));
        } else {
            body = body
                .push(label("tournament-new-players"))
                .push(plays.wrap().vertical_spacing(6))
                .push(label("tournament-new-apart"))
                .push(text(i18n.tr("tournament-new-apart-hint")).size(t(14)))
                .push(apart.wrap().vertical_spacing(6))
                .push(pairs.wrap().vertical_spacing(6));
        }
        body = body
            .push(label("tournament-new-tb"))
            .push(text(i18n.tr("tournament-new-tb-hint")).size(t(14)))
            .push(order);
        page(
            body.into(),
            &top.failed,
            row![create, back]
                .spacing(12)
                .wrap()
                .vertical_spacing(8)
                .into(),
            size,
        )
    }
}

/// A screen of the tournaments: its body (scrolled), what the server
/// refused (in red), its buttons at the foot.
pub fn page<'a>(
    body: Element<'a, Top>,
    failed: &[String],
    bar: Element<'a, Top>,
    size: BoardSize,
) -> Element<'a, Top> {
    let mut c = Column::new()
        .push(scrollable(body).spacing(6).height(Fill))
        .spacing(12)
        .padding(20)
        .width(Fill)
        .height(Fill);
    if !failed.is_empty() {
        let mut said = Column::new().spacing(4);
        for f in failed {
            said = said.push(text(f.clone()).size(size.text(16)).style(text::danger));
        }
        c = c.push(
            container(said)
                .padding([8, 12])
                .width(Fill)
                .style(theme::panel),
        );
    }
    c.push(bar).into()
}

/// The class's tournaments, newest first: each a button that opens it.
pub fn list_view<'a>(top: &'a Tournaments, i18n: &Localizer, size: BoardSize) -> Element<'a, Top> {
    if let Some((name, _)) = &top.organiser {
        return organiser_list(top, name, i18n, size);
    }
    let t = |n: u16| size.text(n);
    let mut body = Column::new()
        .spacing(10)
        .push(text(i18n.tr("tournament-list-title")).size(t(28)));
    match &top.list {
        None => body = body.push(text(i18n.tr("tournament-list-asking")).size(t(16))),
        Some(l) if l.is_empty() => {
            body = body.push(text(i18n.tr("tournament-list-none")).size(t(16)))
        }
        Some(l) => {
            for line in l {
                let state = if line.over {
                    i18n.tr("tournament-list-over")
                } else {
                    i18n.tr_with(
                        "tournament-list-rounds",
                        &[
                            ("played", line.rounds.into()),
                            ("total", line.rounds_total.into()),
                        ],
                    )
                };
                let words = column![
                    text(line.name.clone()).size(t(18)),
                    text(format!(
                        "{} · {} · {}",
                        i18n.tr(words::format_id(&line.format)),
                        i18n.tr_with("tournament-list-players", &[("count", line.players.into())]),
                        state
                    ))
                    .size(t(14)),
                ]
                .spacing(2);
                body = body.push(
                    button(words)
                        .padding([8, 14])
                        .width(Fill)
                        .style(theme::row)
                        .on_press(Top::Open(line.id.clone())),
                );
            }
        }
    }
    // The tournaments across classes the class is in, each opened to
    // enter its children's results.
    if let Some(l) = top.open_list.as_ref().filter(|l| !l.is_empty()) {
        body = body.push(text(i18n.tr("tournament-open-list-title")).size(t(22)));
        for line in l {
            let words = column![
                text(line.name.clone()).size(t(18)),
                text(i18n.tr_with(
                    "tournament-list-rounds",
                    &[
                        ("played", line.rounds.into()),
                        ("total", line.rounds_total.into()),
                    ],
                ))
                .size(t(14)),
            ]
            .spacing(2);
            body = body.push(
                button(words)
                    .padding([8, 14])
                    .width(Fill)
                    .style(theme::row)
                    .on_press(Top::OpenOpen(line.id.clone())),
            );
        }
    }
    let new = button(text(i18n.tr("tournament-new")).size(t(16)))
        .padding([8, 16])
        .style(theme::primary)
        .on_press(Top::NewOpen);
    let import = button(text(i18n.tr("tournament-import")).size(t(16)))
        .padding([8, 16])
        .style(theme::secondary)
        .on_press(Top::Import);
    let back = button(text(i18n.tr("tournament-back")).size(t(16)))
        .padding([8, 16])
        .style(theme::secondary)
        .on_press(Top::Back);
    page(
        body.into(),
        &top.failed,
        row![new, import, back]
            .spacing(12)
            .wrap()
            .vertical_spacing(8)
            .into(),
        size,
    )
}

/// A tournament's state in a list: over, or its rounds played of all.
fn state(i18n: &Localizer, line: &Line) -> String {
    if line.over {
        i18n.tr("tournament-list-over")
    } else {
        i18n.tr_with(
            "tournament-list-rounds",
            &[
                ("played", line.rounds.into()),
                ("total", line.rounds_total.into()),
            ],
        )
    }
}

/// The organiser's tournaments across classes, newest first, each with
/// its classes; "New tournament" and "Sign out" at the foot.
fn organiser_list<'a>(
    top: &'a Tournaments,
    name: &str,
    i18n: &Localizer,
    size: BoardSize,
) -> Element<'a, Top> {
    let t = |n: u16| size.text(n);
    let mut body = Column::new()
        .spacing(10)
        .push(text(i18n.tr("organiser-list-title")).size(t(28)))
        .push(
            text(i18n.tr_with("organiser-signed-in", &[("name", name.to_owned().into())]))
                .size(t(16)),
        );
    match &top.list {
        None => body = body.push(text(i18n.tr("tournament-list-asking")).size(t(16))),
        Some(l) if l.is_empty() => {
            body = body.push(text(i18n.tr("organiser-list-none")).size(t(16)))
        }
        Some(l) => {
            for line in l {
                let classes: Vec<&str> = line.classes.iter().map(|c| c.name.as_str()).collect();
                let classes = if classes.is_empty() {
                    i18n.tr("organiser-no-class")
                } else {
                    classes.join(", ")
                };
                let words = column![
                    text(line.name.clone()).size(t(18)),
                    text(format!(
                        "{} · {} · {} · {}",
                        i18n.tr(words::format_id(&line.format)),
                        classes,
                        i18n.tr_with("tournament-list-players", &[("count", line.players.into())]),
                        state(i18n, line)
                    ))
                    .size(t(14)),
                ]
                .spacing(2);
                body = body.push(
                    button(words)
                        .padding([8, 14])
                        .width(Fill)
                        .style(theme::row)
                        .on_press(Top::Open(line.id.clone())),
                );
            }
        }
    }
    let new = button(text(i18n.tr("tournament-new")).size(t(16)))
        .padding([8, 16])
        .style(theme::primary)
        .on_press(Top::NewOpen);
    let out = button(text(i18n.tr("organiser-sign-out")).size(t(16)))
        .padding([8, 16])
        .style(theme::secondary)
        .on_press_maybe((!top.waiting).then_some(Top::Back));
    page(
        body.into(),
        &top.failed,
        row![new, out].spacing(12).wrap().vertical_spacing(8).into(),
        size,
    )
}
