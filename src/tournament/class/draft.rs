//! The next round before it is published: paired by the server (Berger's
//! table, or the Dutch engine), changed by hand if the teacher wishes,
//! with the rules a change breaks; then published.

use std::collections::HashSet;

use serde::Serialize;

use super::{ClassError, ClassTournament};
use crate::tournament::dutch::Violation;
use crate::tournament::model::{Board, Format, Outcome, Round, Seat, Tournament};
use crate::tournament::{berger, next};

/// A rule the draft breaks, for the teacher's warning: its id
/// (`tournament-warn-…`), the players it is about, and for a quality
/// criterion of the Dutch system its number.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Warning {
    pub id: &'static str,
    pub players: Vec<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub criterion: Option<u32>,
    /// In English, for the teacher's log and arbiters.
    pub text: String,
}

impl Warning {
    fn new(id: &'static str, players: Vec<u32>, text: String) -> Warning {
        Warning {
            id,
            players,
            criterion: None,
            text,
        }
    }
}

fn from_violation(v: &Violation) -> Warning {
    let text = v.to_string();
    let (id, players) = match *v {
        Violation::Input(_) => ("tournament-warn-input", vec![]),
        Violation::UnknownPlayer(p) => ("tournament-warn-unknown", vec![p]),
        Violation::AbsentPaired(p) => ("tournament-warn-absent-paired", vec![p]),
        Violation::PairedTwice(p) => ("tournament-warn-twice", vec![p]),
        Violation::NotPaired(p) => ("tournament-warn-not-paired", vec![p]),
        Violation::ByeCount => ("tournament-warn-bye-count", vec![]),
        Violation::AlreadyMet(a, b) => ("tournament-warn-met", vec![a, b]),
        Violation::Forbidden(a, b) => ("tournament-warn-forbidden", vec![a, b]),
        Violation::SecondBye(p) => ("tournament-warn-second-bye", vec![p]),
        Violation::ByeScore(p) => ("tournament-warn-bye-score", vec![p]),
        Violation::ColourConflict(a, b) => ("tournament-warn-colour", vec![a, b]),
        Violation::AbsoluteColour(p) => ("tournament-warn-colour-absolute", vec![p]),
        Violation::Quality(c) => {
            return Warning {
                id: "tournament-warn-quality",
                players: vec![],
                criterion: Some(u32::from(c)),
                text,
            };
        }
    };
    Warning::new(id, players, text)
}

/// How often `a` and `b` met in the rounds published.
fn meetings(t: &Tournament, a: u32, b: u32) -> u32 {
    t.rounds
        .iter()
        .flat_map(|r| &r.boards)
        .filter(|x| (x.first == a && x.second == b) || (x.first == b && x.second == a))
        .count() as u32
}

/// A round robin's rules, checked by hand: no pair meets more often than
/// the cycles allow, siblings never, everyone present plays or sits out,
/// nobody withdrawn plays, and the pairs are the table's.
fn round_robin_warnings(t: &Tournament, cycles: u32, round: &Round) -> Vec<Warning> {
    let mut out = Vec::new();
    for b in &round.boards {
        let (a, c) = (b.first, b.second);
        if meetings(t, a, c) >= cycles {
            out.push(Warning::new(
                "tournament-warn-met",
                vec![a, c],
                format!("players {a} and {c} have already played each other"),
            ));
        }
        if t.forbidden.contains(&(a, c)) || t.forbidden.contains(&(c, a)) {
            out.push(Warning::new(
                "tournament-warn-forbidden",
                vec![a, c],
                format!("players {a} and {c} must not meet"),
            ));
        }
        for p in [a, c] {
            if t.player(p).is_some_and(|p| p.withdrawn) && b.outcome.is_none_or(|o| o.played()) {
                out.push(Warning::new(
                    "tournament-warn-absent-paired",
                    vec![p],
                    format!("player {p} has withdrawn but is paired"),
                ));
            }
        }
    }
    let n = t.players.len() as u32;
    for p in 1..=n {
        let withdrawn = t.player(p).is_some_and(|p| p.withdrawn);
        if !withdrawn && round.seat(p) == Seat::Out {
            out.push(Warning::new(
                "tournament-warn-not-paired",
                vec![p],
                format!("player {p} is present but not paired"),
            ));
        }
    }
    let r = t.rounds.len() as u32 + 1;
    if let Some(table) = berger::round(n, cycles, r) {
        let pairs = |round: &Round| -> HashSet<(u32, u32)> {
            round
                .boards
                .iter()
                .map(|b| (b.first.min(b.second), b.first.max(b.second)))
                .collect()
        };
        if pairs(&table.to_round()) != pairs(round) {
            out.push(Warning::new(
                "tournament-warn-not-the-table",
                vec![],
                format!("round {r} is not the Berger table's"),
            ));
        }
    }
    out
}

impl ClassTournament {
    /// Pairs the next round as a draft (replacing any draft): Berger's
    /// table for a round robin, where a withdrawn child's games are lost
    /// by forfeit; the Dutch engine for a Swiss.
    pub fn make_draft(&mut self) -> Result<&Round, ClassError> {
        let mut round = next::next_round(&self.tournament).map_err(ClassError::Next)?;
        if let Format::RoundRobin { .. } = self.tournament.format {
            let out = |p: u32| self.tournament.player(p).is_some_and(|p| p.withdrawn);
            for b in &mut round.boards {
                b.outcome = match (out(b.first), out(b.second)) {
                    (true, true) => Some(Outcome::BothForfeit),
                    (true, false) => Some(Outcome::SecondWinsByForfeit),
                    (false, true) => Some(Outcome::FirstWinsByForfeit),
                    (false, false) => None,
                };
            }
        }
        Ok(self.draft.insert(round))
    }

    /// The teacher's own pairing of the next round (the first of each
    /// pair moves first): refused whole if it is no round at all (a child
    /// twice, a number not in the tournament), kept as the draft
    /// otherwise, with every rule it breaks.
    pub fn change_draft(
        &mut self,
        pairs: &[(u32, u32)],
        bye: Option<u32>,
    ) -> Result<Vec<Warning>, ClassError> {
        let t = &self.tournament;
        if t.rounds.len() as u32 >= t.rounds_total() {
            return Err(ClassError::Next(next::NextError::Over));
        }
        let round = Round {
            boards: pairs
                .iter()
                .map(|&(first, second)| Board {
                    first,
                    second,
                    outcome: None,
                })
                .collect(),
            bye,
            excused: t
                .absent_next
                .iter()
                .filter_map(|(p, e)| e.map(|e| (*p, e)))
                .collect(),
        };
        let mut with = t.clone();
        with.add_round(round.clone())
            .map_err(ClassError::NotARound)?;
        let warnings = self.warnings_of(&round);
        self.draft = Some(round);
        Ok(warnings)
    }

    /// The rules the draft breaks (none for the server's own pairing).
    pub fn draft_warnings(&self) -> Vec<Warning> {
        match &self.draft {
            Some(d) => self.warnings_of(d),
            None => Vec::new(),
        }
    }

    fn warnings_of(&self, round: &Round) -> Vec<Warning> {
        let t = &self.tournament;
        match t.format {
            Format::RoundRobin { cycles } => round_robin_warnings(t, cycles, round),
            Format::Swiss { .. } => match next::check_next(t, round) {
                Ok(v) => v.iter().map(from_violation).collect(),
                Err(e) => vec![Warning::new("tournament-warn-input", vec![], e.to_string())],
            },
        }
    }

    /// Publishes the draft as the next round; gives its number.
    pub fn publish(&mut self) -> Result<u32, ClassError> {
        let round = self.draft.clone().ok_or(ClassError::NoDraft)?;
        self.tournament
            .add_round(round)
            .map_err(ClassError::NotARound)?;
        self.draft = None;
        Ok(self.tournament.rounds.len() as u32)
    }
}
