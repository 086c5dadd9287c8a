//! A child's device in a tournament: Home's card says their next game
//! (the table, who they play, who moves first), a bye or a wait, and
//! their own place and points (never another child's, never a rating);
//! for a board game, "I won", "Draw", "I lost" report it. A game between
//! devices is the duel card's (it comes first on Home). The device looks
//! again every [`LOOK_EVERY`] while Home is on show.

use std::time::Duration;

use iced::time::Instant;

use crate::app::remote::tournament::{ChildView, Mine as Line};
use crate::classroom::LearnerId;

/// How often Home asks the server for the child's tournaments.
pub const LOOK_EVERY: Duration = Duration::from_secs(20);

#[derive(Debug, Default)]
pub struct Mine {
    pub lines: Vec<Line>,
    /// When the server was last asked (none: never, or ask now).
    pub asked: Option<Instant>,
    /// A look is on its way.
    pub asking: bool,
    /// The last report's words, for the game it was about (tournament,
    /// round, table).
    pub reported: Option<((String, u32, u32), &'static str)>,
    /// The ids of the tournaments across classes among `lines` (their
    /// reports go to `/api/open-tournaments`).
    pub open: Vec<String>,
}

impl Mine {
    /// Whether to ask the server now.
    pub fn due(&self, now: Instant) -> bool {
        !self.asking
            && self
                .asked
                .is_none_or(|t| now.duration_since(t) >= LOOK_EVERY)
    }

    /// `learner`'s tournament Home speaks of: one with a game waiting
    /// first, else one still on.
    pub fn of(&self, learner: &LearnerId) -> Option<&ChildView> {
        let theirs = || {
            self.lines
                .iter()
                .filter(|l| &l.learner == learner && !l.tournament.withdrawn)
        };
        theirs()
            .find(|l| l.tournament.next.is_some())
            .or_else(|| theirs().find(|l| l.tournament.rounds_played < l.tournament.rounds_total))
            .map(|l| &l.tournament)
    }

    /// The words of the last report while they still concern the card:
    /// the game reported is still the next one, or none came after it
    /// yet (the result is in).
    pub fn reported_for(&self, t: &ChildView) -> Option<&'static str> {
        let ((id, round, table), words) = self.reported.as_ref()?;
        if *id != t.id {
            return None;
        }
        match &t.next {
            Some(n) => (n.round == *round && n.table == *table).then_some(*words),
            None => Some(*words),
        }
    }
}

impl Mine {
    /// The class tournaments' lines as the server gave them, beside the
    /// ones across classes already here.
    pub fn set_class(&mut self, lines: Vec<Line>) {
        let open = &self.open;
        self.lines.retain(|l| open.contains(&l.tournament.id));
        self.lines.extend(lines);
    }

    /// The tournaments across classes as the server gave them, the next
    /// opponent named with their class (`opponent`: name, class → words).
    pub fn set_open(
        &mut self,
        lines: Vec<crate::app::remote::open_tournament::Mine>,
        opponent: impl Fn(&str, &str) -> String,
    ) {
        let old = std::mem::take(&mut self.open);
        self.lines.retain(|l| !old.contains(&l.tournament.id));
        for l in lines {
            let mut t = l.tournament.t;
            if let (Some(n), Some(c)) = (t.next.as_mut(), l.tournament.opponent_class.as_deref()) {
                n.opponent = opponent(&n.opponent, c);
            }
            self.open.push(t.id.clone());
            self.lines.push(Line {
                learner: l.learner,
                tournament: t,
            });
        }
    }

    /// Whether a tournament is one across classes.
    pub fn is_open(&self, id: &str) -> bool {
        self.open.iter().any(|o| o == id)
    }
}

/// The words of a report's answer.
pub fn report_words(state: &str) -> &'static str {
    match state {
        "agreed" => "tournament-report-agreed",
        "conflict" => "tournament-report-conflict",
        _ => "tournament-report-waiting",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn child(id: &str, opponent_class: Option<&str>) -> serde_json::Value {
        serde_json::json!({
            "id": id, "name": id, "rounds_total": 3, "rounds_played": 0,
            "place": 1, "place_to": 2, "points": "0",
            "next": { "round": 1, "table": 2, "opponent": "Ben",
                      "moves_first": true, "duel": null },
            "standings": null, "opponent_class": opponent_class,
        })
    }

    fn line<T: serde::de::DeserializeOwned>(id: &str, class: Option<&str>) -> T {
        serde_json::from_value(
            serde_json::json!({ "learner": "ana", "tournament": child(id, class) }),
        )
        .unwrap()
    }

    #[test]
    fn the_class_and_the_open_tournaments_are_kept_side_by_side() {
        let mut m = Mine::default();
        m.set_class(vec![line("c1", None)]);
        m.set_open(vec![line("o1", Some("4C"))], |n, c| format!("{n} of {c}"));
        let ids =
            |m: &Mine| -> Vec<String> { m.lines.iter().map(|l| l.tournament.id.clone()).collect() };
        assert_eq!(ids(&m), ["c1", "o1"]);
        assert!(m.is_open("o1") && !m.is_open("c1"));
        let o = &m.lines[1].tournament;
        assert_eq!(o.next.as_ref().unwrap().opponent, "Ben of 4C");
        // A new look at the class's keeps the open one, and the other way.
        m.set_class(vec![line("c2", None)]);
        assert_eq!(ids(&m), ["o1", "c2"]);
        m.set_open(Vec::new(), |n, _| n.to_owned());
        assert_eq!(ids(&m), ["c2"]);
        assert!(!m.is_open("o1"));
    }
}
