//! A tournament's screen: its rounds and tables; the next round's draft
//! (tables, who moves first, the bye) with the server's warnings, where
//! pressing one child and then another swaps them; publishing; the games
//! started on the devices; a table's result as the teacher types it
//! (South wins, draw, North wins, with the score sheet if there is one),
//! the two children's reports side by side when they differ; late
//! entries and withdrawals; the standings (`standings.rs`), whether
//! devices show them, the hall's link; the TRF file.

use iced::widget::{Column, Row, button, checkbox, column, container, row, text_input};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill};

use super::classes::{self, OpenPart};
use super::form::page;
use super::{Event, Message as Top, Tournaments, standings, words};
use crate::app::class_code::{self, Qr};
use crate::app::play::BoardSize;
use crate::app::remote::open_tournament::Open;
use crate::app::remote::tournament::{Act, Board, Print, Started, Tournament, Warning};
use crate::app::{chosen, theme};
use crate::classroom::LearnerId;
use crate::i18n::Localizer;

/// A place in the draft: a table's first or second seat, or the bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Table(usize, bool),
    Bye,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Tab {
    #[default]
    Rounds,
    Standings,
    Players,
}

#[derive(Debug)]
pub struct One {
    pub t: Tournament,
    pub tab: Tab,
    /// The warnings of the draft as last changed by hand (the server's).
    pub warnings: Vec<Warning>,
    /// The seat pressed first in the draft.
    pub picked: Option<Seat>,
    /// The table whose score sheet is being typed, and the text.
    pub sheet: Option<(u32, u32, String)>,
    /// The last "Start the round's games".
    pub started: Option<Started>,
    /// The hall's link (its path) once asked: none when closed.
    pub hall: Option<Option<String>>,
    /// The server's address, for the hall's whole link.
    pub base: String,
    pub hall_qr: Option<Qr>,
    /// Where the TRF or a printed page went, or why not, in words.
    pub exported: Option<Result<String, String>>,
    /// "Print…" pressed: the four pages to choose from show.
    pub printing: bool,
    /// The printed page saved last (the desktop), to open in a browser.
    pub printed: Option<std::path::PathBuf>,
    /// The round whose pairings and score sheets print (none: the last).
    pub print_round: Option<u32>,
    /// A late entry's missed rounds count half a point each (else nothing).
    pub late_half: bool,
    /// A tournament across classes, for its organiser: the classes, each
    /// player's class, the teachers' entries.
    pub open: Option<OpenPart>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Tab(Tab),
    Draft,
    Pick(Seat),
    Publish,
    Start,
    /// A table's result: `first-wins`, `draw`, `second-wins`.
    Result(u32, u32, &'static str),
    SheetOpen(u32, u32),
    Sheet(String),
    Show(bool),
    Hall(bool),
    Late(LearnerId),
    /// What a late entry's missed rounds count: half a point each, or not.
    LateHalf(bool),
    Withdraw(LearnerId),
    Export,
    /// "Print…": shows (or hides) the pages to print.
    PrintMenu,
    /// The round whose pairings and score sheets print.
    PrintRound(u32),
    Print(Print),
    /// The page saved, opened in the computer's web browser.
    OpenPrinted,
    Refresh,
    // The organiser's, in a tournament across classes (`classes.rs`).
    /// The class code typed.
    ClassCode(String),
    AddClass,
    /// A class (its id) out, before the first round.
    RemoveClass(String),
    /// A class's child ticked in, or out.
    Plays(String, LearnerId, bool),
    WithdrawFrom(String, LearnerId),
}

impl One {
    pub fn new(t: Tournament) -> One {
        One {
            t,
            tab: Tab::Rounds,
            warnings: Vec::new(),
            picked: None,
            sheet: None,
            started: None,
            hall: None,
            base: String::new(),
            hall_qr: None,
            exported: None,
            printing: false,
            printed: None,
            print_round: None,
            late_half: false,
            open: None,
        }
    }

    /// A tournament across classes, as its organiser sees it.
    pub fn new_open(open: Open) -> One {
        let (t, part) = OpenPart::split(open, None);
        let mut one = One::new(t);
        one.open = Some(part);
        one
    }

    /// The organiser's tournament after an act: as [`One::got`], with the
    /// classes' part (the children seen before kept).
    pub fn got_open(&mut self, open: Open, warnings: Vec<Warning>) {
        let before = self.open.as_ref().map_or(0, |p| p.classes.len());
        let (t, mut part) = OpenPart::split(open, self.open.take());
        if part.classes.len() > before {
            // A class added: its code's field empties for the next.
            part.added();
        }
        self.open = Some(part);
        self.got(t, warnings);
    }

    /// The server's tournament after an act, with a hand change's
    /// warnings (the draft's own when none came).
    pub fn got(&mut self, t: Tournament, warnings: Vec<Warning>) {
        self.warnings = if warnings.is_empty() {
            t.draft
                .as_ref()
                .map(|d| d.warnings.clone())
                .unwrap_or_default()
        } else {
            warnings
        };
        if t.draft.is_none() {
            self.warnings.clear();
        }
        self.t = t;
        self.picked = None;
        self.sheet = None;
    }

    /// The hall's whole link, once open.
    pub fn hall_link(&self) -> Option<String> {
        let path = self.hall.as_ref()?.as_ref()?;
        Some(format!("{}{path}", self.base.trim_end_matches('/')))
    }

    fn act(&self, a: Act) -> Option<Event> {
        Some(Event::Act(self.t.id.clone(), a))
    }

    pub fn update(&mut self, m: Message) -> Option<Event> {
        match m {
            Message::Tab(t) => {
                self.tab = t;
                None
            }
            Message::Draft => self.act(Act::Draft),
            Message::Pick(seat) => match self.picked.take() {
                None => {
                    self.picked = Some(seat);
                    None
                }
                Some(s) if s == seat => None,
                Some(s) => {
                    let d = self.t.draft.as_ref()?;
                    let (boards, bye) = swapped(&d.boards, d.bye, s, seat);
                    self.act(Act::Change(boards, bye))
                }
            },
            Message::Publish => self.act(Act::Publish),
            Message::Start => Some(Event::Start(self.t.id.clone())),
            Message::Result(round, table, r) => {
                let moves = match &self.sheet {
                    Some((ro, ta, s)) if *ro == round && *ta == table && !s.trim().is_empty() => {
                        Some(s.clone())
                    }
                    _ => None,
                };
                self.act(Act::Result {
                    round,
                    table,
                    result: Some(r.into()),
                    moves,
                })
            }
            Message::SheetOpen(round, table) => {
                self.sheet = Some((round, table, String::new()));
                None
            }
            Message::Sheet(s) => {
                if let Some((_, _, text)) = &mut self.sheet {
                    *text = s;
                }
                None
            }
            Message::Show(on) => self.act(Act::Show(on)),
            Message::Hall(open) => Some(Event::Hall(self.t.id.clone(), open)),
            Message::Late(l) => self.act(Act::Late(l, self.late_half)),
            Message::LateHalf(on) => {
                self.late_half = on;
                None
            }
            Message::Withdraw(l) => self.act(Act::Withdraw(l)),
            Message::Export => {
                self.exported = None;
                Some(Event::Export(self.t.id.clone(), self.t.name.clone()))
            }
            Message::PrintMenu => {
                self.printing = !self.printing;
                None
            }
            Message::PrintRound(r) => {
                let last = self.t.rounds.len() as u32;
                self.print_round = (r >= 1 && r < last).then_some(r);
                None
            }
            Message::Print(p) => {
                self.exported = None;
                self.printed = None;
                let round = self
                    .print_round
                    .filter(|_| matches!(p, Print::Pairings | Print::Sheets));
                Some(Event::Print(
                    self.t.id.clone(),
                    self.t.name.clone(),
                    p,
                    round,
                ))
            }
            Message::OpenPrinted => self.printed.clone().map(Event::OpenPrinted),
            Message::Refresh => Some(Event::Open(self.t.id.clone())),
            Message::ClassCode(_)
            | Message::AddClass
            | Message::RemoveClass(_)
            | Message::Plays(..)
            | Message::WithdrawFrom(..) => {
                let a = self.open.as_mut()?.act(m)?;
                self.act(a)
            }
        }
    }

    /// Whether the class code's field is on show.
    pub fn is_typing(&self) -> bool {
        self.sheet.is_some()
            || (self.tab == Tab::Players
                && self.open.is_some()
                && self.t.rounds.is_empty()
                && self.t.draft.is_none())
    }

    pub fn view<'a>(
        &'a self,
        top: &'a Tournaments,
        i18n: &Localizer,
        size: BoardSize,
        wide: bool,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let tab = |id: &str, which: Tab| {
            let on = self.tab == which;
            button(chosen::words(text(i18n.tr(id)).size(t(16)), on, t(16)))
                .padding([6, 14])
                .style(theme::choice(on))
                .on_press(Top::One(Message::Tab(which)))
        };
        let played = self.t.rounds.len() as u32;
        let head = column![
            text(self.t.name.clone()).size(t(28)),
            text(format!(
                "{} · {}",
                i18n.tr(words::format_id(&self.t.format)),
                if self.t.over {
                    i18n.tr("tournament-list-over")
                } else {
                    i18n.tr_with(
                        "tournament-list-rounds",
                        &[
                            ("played", played.into()),
                            ("total", self.t.rounds_total.into()),
                        ],
                    )
                }
            ))
            .size(t(16)),
            row![
                tab("tournament-tab-rounds", Tab::Rounds),
                tab("tournament-tab-standings", Tab::Standings),
                tab(
                    if self.open.is_some() {
                        "organiser-tab-classes"
                    } else {
                        "tournament-tab-players"
                    },
                    Tab::Players
                ),
            ]
            .spacing(8)
            .wrap()
            .vertical_spacing(6),
        ]
        .spacing(8);
        let body: Element<'a, Top> = match self.tab {
            Tab::Rounds => self.rounds_view(i18n, size, top.waiting),
            Tab::Standings => standings::view(&self.t, i18n, size, wide, |s| {
                self.with_class(s.number, &s.name)
            }),
            Tab::Players => self.players_view(top, i18n, size),
        };
        let mut bar = Row::new().spacing(12).align_y(Center);
        let action = |id: &str, m: Message| {
            button(text(i18n.tr(id)).size(t(16)))
                .padding([8, 16])
                .style(theme::secondary)
                .on_press_maybe((!top.waiting).then_some(Top::One(m)))
        };
        bar = bar
            .push(action("tournament-refresh", Message::Refresh))
            .push(action("tournament-export", Message::Export))
            .push(
                button(chosen::words(
                    text(i18n.tr("tournament-print")).size(t(16)),
                    self.printing,
                    t(16),
                ))
                .padding([8, 16])
                .style(theme::choice(self.printing))
                .on_press(Top::One(Message::PrintMenu)),
            );
        if self.printing {
            for p in Print::ALL {
                let words = match (p, self.print_round) {
                    (Print::Pairings, Some(r)) => {
                        i18n.tr_with("tournament-print-pairings-of", &[("round", r.into())])
                    }
                    (Print::Sheets, Some(r)) => {
                        i18n.tr_with("tournament-print-sheets-of", &[("round", r.into())])
                    }
                    _ => i18n.tr(p.label_id()),
                };
                bar = bar.push(
                    button(text(words).size(t(16)))
                        .padding([8, 16])
                        .style(theme::secondary)
                        .on_press_maybe((!top.waiting).then_some(Top::One(Message::Print(p)))),
                );
            }
        }
        bar = bar.push(
            button(text(i18n.tr("tournament-back")).size(t(16)))
                .padding([8, 16])
                .style(theme::secondary)
                .on_press(Top::Back),
        );
        let mut all = column![head, body].spacing(14);
        if self.printing {
            all = all.push(text(i18n.tr("tournament-print-hint")).size(t(15)));
            // A round published before the last one can print too.
            let last = self.t.rounds.len() as u32;
            if last > 1 {
                let chosen = self.print_round.unwrap_or(last);
                let mut rounds = Row::new()
                    .spacing(8)
                    .align_y(Center)
                    .push(text(i18n.tr("tournament-print-round")).size(t(15)));
                for r in 1..=last {
                    rounds = rounds.push(
                        button(chosen::words(
                            text(i18n.tr_with("tournament-round", &[("round", r.into())]))
                                .size(t(15)),
                            chosen == r,
                            t(15),
                        ))
                        .padding([6, 12])
                        .style(theme::choice(chosen == r))
                        .on_press(Top::One(Message::PrintRound(r))),
                    );
                }
                all = all.push(rounds.wrap().vertical_spacing(6));
            }
        }
        if let Some(done) = &self.exported {
            all = all.push(match done {
                Ok(w) => text(w.clone()).size(t(15)),
                Err(w) => text(w.clone()).size(t(15)).style(text::danger),
            });
        }
        if self.printed.is_some() {
            all = all.push(
                button(text(i18n.tr("tournament-print-open")).size(t(16)))
                    .padding([8, 16])
                    .style(theme::secondary)
                    .on_press(Top::One(Message::OpenPrinted)),
            );
        }
        page(
            all.into(),
            &top.failed,
            bar.wrap().vertical_spacing(8).into(),
            size,
        )
    }

    /// A player's name, with their class in a tournament across classes.
    fn name(&self, n: u32) -> String {
        self.with_class(n, self.t.name_of(n))
    }

    /// "Ana (3B)" in a tournament across classes, "Ana" in a class's.
    fn with_class(&self, n: u32, name: &str) -> String {
        match self.open.as_ref().map(|p| p.class_of(n)) {
            Some(class) if !class.is_empty() => format!("{name} ({class})"),
            _ => name.to_owned(),
        }
    }

    /// The draft (if any), then the rounds, the last first.
    fn rounds_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        waiting: bool,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let mut c = Column::new().spacing(12);
        let ready = !waiting;
        let primary = |id: &str, m: Message| {
            button(text(i18n.tr(id)).size(t(16)))
                .padding([8, 16])
                .style(theme::primary)
                .on_press_maybe(ready.then_some(Top::One(m)))
        };
        let last_done = self
            .t
            .rounds
            .last()
            .is_none_or(|r| r.boards.iter().all(|b| b.result.is_some()));
        if let Some(d) = &self.t.draft {
            c = c.push(text(i18n.tr("tournament-draft-title")).size(t(22)));
            c = c.push(text(i18n.tr("tournament-draft-hint")).size(t(14)));
            for (i, (a, b)) in d.boards.iter().enumerate() {
                c = c.push(
                    row![
                        text(i18n.tr_with("tournament-table", &[("table", (i as u32 + 1).into())]))
                            .size(t(16))
                            .width(t(16) * 6.0),
                        self.seat(i18n, size, Seat::Table(i, true), *a, true),
                        text("–").size(t(16)),
                        self.seat(i18n, size, Seat::Table(i, false), *b, false),
                    ]
                    .spacing(10)
                    .align_y(Center)
                    .wrap()
                    .vertical_spacing(4),
                );
            }
            if let Some(bye) = d.bye {
                c = c.push(
                    row![
                        text(i18n.tr("tournament-bye"))
                            .size(t(16))
                            .width(t(16) * 6.0),
                        self.seat(i18n, size, Seat::Bye, bye, false),
                    ]
                    .spacing(10)
                    .align_y(Center)
                    .wrap(),
                );
            }
            let warned = words::warnings(i18n, &self.warnings, &self.t);
            if warned.is_empty() {
                c = c.push(text(i18n.tr("tournament-draft-fine")).size(t(15)));
            } else {
                let mut w = Column::new().spacing(4);
                for line in warned {
                    w = w.push(text(format!("⚠ {line}")).size(t(16)));
                }
                c = c.push(
                    container(w)
                        .padding([8, 12])
                        .width(Fill)
                        .style(theme::reminder),
                );
            }
            c = c.push(primary("tournament-publish", Message::Publish));
        } else if !self.t.over && last_done {
            c = c.push(primary("tournament-pair", Message::Draft));
        }
        // The server starts no games between devices across classes.
        if let Some(r) = self.t.rounds.last()
            && self.open.is_none()
            && r.boards
                .iter()
                .any(|b| b.result.is_none() && b.duel.is_none())
            && self.t.draft.is_none()
        {
            c = c.push(primary("tournament-start", Message::Start));
        }
        if let Some(s) = &self.started {
            for n in &s.refused {
                c = c.push(
                    text(i18n.tr_with(
                        "tournament-start-refused",
                        &[
                            ("table", n.table.into()),
                            ("why", i18n.tr(words::refusal_id(&n.error)).into()),
                        ],
                    ))
                    .size(t(15))
                    .style(text::danger),
                );
            }
        }
        for r in self.t.rounds.iter().rev() {
            c = c.push(
                text(i18n.tr_with("tournament-round", &[("round", r.round.into())])).size(t(22)),
            );
            for b in &r.boards {
                c = c.push(self.board_view(i18n, size, r.round, b, ready));
            }
            if let Some(bye) = r.bye {
                c = c.push(
                    text(format!("{}: {}", i18n.tr("tournament-bye"), self.name(bye))).size(t(16)),
                );
            }
        }
        c.into()
    }

    /// A child's name in the draft: pressing it picks them for a swap.
    fn seat<'a>(
        &self,
        i18n: &Localizer,
        size: BoardSize,
        seat: Seat,
        n: u32,
        first: bool,
    ) -> Element<'a, Top> {
        let label = if matches!(seat, Seat::Bye) {
            self.name(n)
        } else {
            words::seat(i18n, &self.name(n), first)
        };
        let on = self.picked == Some(seat);
        button(chosen::words(
            text(label).size(size.text(16)),
            on,
            size.text(16),
        ))
        .padding([6, 12])
        .style(theme::choice(on))
        .on_press(Top::One(Message::Pick(seat)))
        .into()
    }

    /// A table of a round: who plays whom, the result or the buttons that
    /// give it, the children's reports when they differ.
    fn board_view<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        round: u32,
        b: &'a Board,
        ready: bool,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let mut line = Row::new().spacing(10).align_y(Center).push(
            text(i18n.tr_with("tournament-table", &[("table", b.table.into())]))
                .size(t(16))
                .width(t(16) * 6.0),
        );
        line = line.push(
            text(format!(
                "{} – {}",
                words::seat(i18n, &self.name(b.first), true),
                words::seat(i18n, &self.name(b.second), false)
            ))
            .size(t(16)),
        );
        if b.duel.is_some() && b.result.is_none() {
            line = line.push(text(i18n.tr("tournament-on-devices")).size(t(14)));
        }
        let mut c = Column::new().spacing(6);
        match &b.result {
            Some(r) => {
                line = line.push(text(words::result(i18n, r)).size(t(16)));
                c = c.push(line.wrap().vertical_spacing(4));
            }
            None => {
                let give = |r: &'static str| {
                    button(text(words::result(i18n, r)).size(t(15)))
                        .padding([6, 12])
                        .style(theme::secondary)
                        .on_press_maybe(
                            ready.then_some(Top::One(Message::Result(round, b.table, r))),
                        )
                };
                line = line
                    .push(give("first-wins"))
                    .push(give("draw"))
                    .push(give("second-wins"));
                let open = matches!(&self.sheet, Some((r, ta, _)) if *r == round && *ta == b.table);
                if !open {
                    line = line.push(
                        button(text(i18n.tr("tournament-sheet-open")).size(t(14)))
                            .padding([6, 10])
                            .style(theme::secondary)
                            .on_press(Top::One(Message::SheetOpen(round, b.table))),
                    );
                }
                c = c.push(line.wrap().vertical_spacing(4));
                if let Some((_, _, s)) = self.sheet.as_ref().filter(|_| open) {
                    c = c.push(
                        text_input(&i18n.tr("tournament-sheet-hint"), s)
                            .on_input(|s| Top::One(Message::Sheet(s)))
                            .size(t(15))
                            .padding(6),
                    );
                }
            }
        }
        if b.conflict || (!b.claims.is_empty() && b.result.is_none()) {
            let mut said = Row::new().spacing(24);
            for cl in &b.claims {
                said = said.push(
                    text(i18n.tr_with(
                        "tournament-claim",
                        &[
                            ("name", self.name(cl.player).into()),
                            (
                                "result",
                                words::claim(i18n, &cl.result, cl.player, b).into(),
                            ),
                        ],
                    ))
                    .size(t(15)),
                );
            }
            let head = if b.conflict {
                i18n.tr("tournament-conflict")
            } else {
                i18n.tr("tournament-claims")
            };
            c = c.push(
                container(column![text(head).size(t(15)), said].spacing(4))
                    .padding([6, 12])
                    .style(theme::reminder),
            );
        }
        // Across classes: the two teachers' entries, side by side; when
        // they differ the organiser gives the right one above.
        let entries = self
            .open
            .as_ref()
            .filter(|_| b.result.is_none())
            .map(|p| {
                (
                    p.entries_at(round, b.table),
                    p.entry_conflicts.contains(&(round, b.table)),
                )
            })
            .filter(|(e, _)| !e.is_empty());
        if let Some((entries, differ)) = entries {
            let mut said = Row::new().spacing(24);
            for (class, result) in entries {
                said = said.push(
                    text(i18n.tr_with(
                        "organiser-entry",
                        &[
                            ("class", class.to_owned().into()),
                            ("result", words::result(i18n, result).into()),
                        ],
                    ))
                    .size(t(15)),
                );
            }
            let head = i18n.tr(if differ {
                "organiser-entries-differ"
            } else {
                "organiser-entries"
            });
            c = c.push(
                container(column![text(head).size(t(15)), said.wrap()].spacing(4))
                    .padding([6, 12])
                    .style(theme::reminder),
            );
        }
        c.into()
    }

    /// Who plays (the class's children, or across classes each class's:
    /// `classes.rs`), then whether devices show the standings and the
    /// hall's link.
    fn players_view<'a>(
        &'a self,
        top: &'a Tournaments,
        i18n: &Localizer,
        size: BoardSize,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let ready = !top.waiting;
        let mut c = match &self.open {
            Some(part) => classes::view(self, part, ready, i18n, size),
            None => self.class_players(top, i18n, size),
        };
        c = c.push(
            checkbox(self.t.standings_shown)
                .label(i18n.tr("tournament-show"))
                .on_toggle(|b| Top::One(Message::Show(b)))
                .text_size(t(16))
                .size(t(16)),
        );
        let open = self.hall_link();
        let hall = button(
            text(i18n.tr(if open.is_some() {
                "tournament-hall-close"
            } else {
                "tournament-hall-open"
            }))
            .size(t(16)),
        )
        .padding([8, 16])
        .style(theme::secondary)
        .on_press_maybe(ready.then_some(Top::One(Message::Hall(open.is_none()))));
        c = c.push(text(i18n.tr("tournament-hall-hint")).size(t(14)));
        c = c.push(hall);
        if let Some(link) = open {
            let mut r = Row::new().spacing(14).align_y(Center);
            if let Some(qr) = &self.hall_qr {
                r = r.push(class_code::canvas(qr, t(112)));
            }
            // A link has no spaces: it breaks anywhere rather than run out.
            c = c.push(
                r.push(
                    text(link)
                        .size(t(16))
                        .wrapping(text::Wrapping::WordOrGlyph)
                        .width(Fill),
                ),
            );
        }
        c.into()
    }

    /// The class's children who play: withdraw one; those not in it: a
    /// late entry (a Swiss).
    fn class_players<'a>(
        &'a self,
        top: &'a Tournaments,
        i18n: &Localizer,
        size: BoardSize,
    ) -> Column<'a, Top> {
        let t = |n: u16| size.text(n);
        let ready = !top.waiting;
        let mut c = Column::new().spacing(8);
        for p in &self.t.players {
            let mut r = Row::new()
                .spacing(12)
                .align_y(Center)
                .push(text(format!("{}. {}", p.number, p.name)).size(t(16)));
            if p.withdrawn {
                r = r.push(text(i18n.tr("tournament-withdrawn")).size(t(14)));
            } else if let Some(l) = &p.learner
                && !self.t.over
            {
                r = r.push(
                    button(text(i18n.tr("tournament-withdraw")).size(t(14)))
                        .padding([4, 10])
                        .style(theme::secondary)
                        .on_press_maybe(ready.then(|| Top::One(Message::Withdraw(l.clone())))),
                );
            }
            c = c.push(r);
        }
        let out: Vec<_> = top
            .class
            .iter()
            .filter(|ch| {
                !self
                    .t
                    .players
                    .iter()
                    .any(|p| p.learner.as_ref() == Some(&ch.id))
            })
            .collect();
        if self.t.format == "swiss" && !self.t.over && !out.is_empty() {
            c = c.push(text(i18n.tr("tournament-late")).size(t(18)));
            // The rounds played before they come: nothing, or ½ each.
            let missed = |id: &str, half: bool| {
                let on = self.late_half == half;
                button(chosen::words(text(i18n.tr(id)).size(t(15)), on, t(15)))
                    .padding([6, 12])
                    .style(theme::choice(on))
                    .on_press(Top::One(Message::LateHalf(half)))
            };
            c = c.push(
                row![
                    text(i18n.tr("tournament-late-missed")).size(t(15)),
                    missed("tournament-late-missed-none", false),
                    missed("tournament-late-missed-half", true),
                ]
                .spacing(8)
                .align_y(Center)
                .wrap()
                .vertical_spacing(6),
            );
            let mut r = Row::new().spacing(8);
            for ch in out {
                r = r.push(
                    button(text(ch.name.clone()).size(t(15)))
                        .padding([6, 12])
                        .style(theme::secondary)
                        .on_press_maybe(ready.then(|| Top::One(Message::Late(ch.id.clone())))),
                );
            }
            c = c.push(r.wrap().vertical_spacing(6));
        }
        c
    }
}

/// The draft's tables with the children at seats `a` and `b` swapped.
pub fn swapped(
    boards: &[(u32, u32)],
    bye: Option<u32>,
    a: Seat,
    b: Seat,
) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut boards = boards.to_vec();
    let mut bye = bye;
    let get = |boards: &[(u32, u32)], bye: Option<u32>, s: Seat| match s {
        Seat::Table(i, true) => boards.get(i).map(|p| p.0),
        Seat::Table(i, false) => boards.get(i).map(|p| p.1),
        Seat::Bye => bye,
    };
    let (Some(x), Some(y)) = (get(&boards, bye, a), get(&boards, bye, b)) else {
        return (boards, bye);
    };
    let mut put = |s: Seat, n: u32| match s {
        Seat::Table(i, true) => boards[i].0 = n,
        Seat::Table(i, false) => boards[i].1 = n,
        Seat::Bye => bye = Some(n),
    };
    put(a, y);
    put(b, x);
    (boards, bye)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_children_pressed_in_the_draft_change_places() {
        let boards = [(1, 4), (2, 3)];
        assert_eq!(
            swapped(&boards, None, Seat::Table(0, false), Seat::Table(1, false)),
            (vec![(1, 3), (2, 4)], None)
        );
        assert_eq!(
            swapped(&boards, Some(5), Seat::Bye, Seat::Table(1, true)),
            (vec![(1, 4), (5, 3)], Some(2))
        );
        // A seat that is not there changes nothing.
        assert_eq!(
            swapped(&boards, None, Seat::Bye, Seat::Table(0, true)),
            (boards.to_vec(), None)
        );
    }
}
