//! A tournament across classes, as a class's teacher sees it
//! (docs/tournaments.md, "The organiser"): the tables of the current
//! round with each child's class, and the result buttons only at the
//! tables where a child of the teacher's class plays. After an entry the
//! server's answer is said in words: waiting for the other class's
//! teacher, agreed, or different (the organiser decides). Below, the one
//! set of standings.

use iced::widget::{Column, Row, button, row};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element};

use super::form::page;
use super::{Message as Top, Tournaments, standings, words};
use crate::app::play::BoardSize;
use crate::app::remote::open_tournament::Open;
use crate::app::remote::tournament::Board;
use crate::app::theme;
use crate::i18n::Localizer;

#[derive(Debug)]
pub struct OpenOne {
    pub t: Open,
    /// The server's answer to the teacher's last entry, in words.
    pub said: Option<String>,
}

/// The words for the state the server answers an entry with.
pub fn state_id(state: &str) -> &'static str {
    match state {
        "agreed" => "tournament-entry-agreed",
        "conflict" => "tournament-entry-conflict",
        _ => "tournament-entry-waiting",
    }
}

impl OpenOne {
    pub fn new(t: Open) -> OpenOne {
        OpenOne { t, said: None }
    }

    /// "Ana (3B)": a player's name and class.
    fn who(&self, n: u32) -> String {
        format!("{} ({})", self.t.t.name_of(n), self.t.class_of(n))
    }

    pub fn view<'a>(
        &'a self,
        top: &'a Tournaments,
        i18n: &Localizer,
        size: BoardSize,
        wide: bool,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let mut body = Column::new()
            .spacing(10)
            .push(text(self.t.t.name.clone()).size(t(28)));
        match self.t.t.rounds.last() {
            None => body = body.push(text(i18n.tr("tournament-open-no-round")).size(t(16))),
            Some(r) => {
                body = body.push(
                    text(i18n.tr_with("tournament-open-round", &[("round", r.round.into())]))
                        .size(t(20)),
                );
                for b in &r.boards {
                    body = body.push(self.board(i18n, size, r.round, b, !top.waiting));
                }
            }
        }
        if let Some(s) = &self.said {
            body = body.push(text(s.clone()).size(t(18)).style(text::success));
        }
        // One set of standings for every class.
        if !self.t.t.standings.is_empty() {
            body = body
                .push(text(i18n.tr("tournament-tab-standings")).size(t(22)))
                .push(standings::view(&self.t.t, i18n, size, wide, |s| {
                    self.who(s.number)
                }));
        }
        let back = button(text(i18n.tr("tournament-back")).size(t(16)))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Top::Back);
        page(body.into(), &top.failed, row![back].into(), size)
    }

    fn board<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        round: u32,
        b: &'a Board,
        ready: bool,
    ) -> Element<'a, Top> {
        let t = |n: u16| size.text(n);
        let mut line = Row::new()
            .spacing(10)
            .align_y(Center)
            .push(
                text(i18n.tr_with("tournament-table", &[("table", b.table.into())]))
                    .size(t(16))
                    .width(t(16) * 6.0),
            )
            .push(
                text(format!(
                    "{} – {}",
                    words::seat(i18n, &self.who(b.first), true),
                    words::seat(i18n, &self.who(b.second), false)
                ))
                .size(t(16)),
            );
        let conflict = self.t.entry_conflicts.contains(&(round, b.table));
        match &b.result {
            Some(r) => line = line.push(text(words::result(i18n, r)).size(t(16))),
            None if self.t.is_mine(b.first, b.second) => {
                for r in ["first-wins", "draw", "second-wins"] {
                    line = line.push(
                        button(text(words::result(i18n, r)).size(t(15)))
                            .padding([6, 12])
                            .style(theme::secondary)
                            .on_press_maybe(ready.then_some(Top::OpenEnter(round, b.table, r))),
                    );
                }
            }
            None => {}
        }
        if conflict && b.result.is_none() {
            line = line.push(
                text(i18n.tr("tournament-entry-conflict"))
                    .size(t(14))
                    .style(text::danger),
            );
        }
        line.wrap().vertical_spacing(4).into()
    }
}
