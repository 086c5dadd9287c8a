//! What the teacher sees of a class's tournament (everything), and what a
//! child's device sees (their own place and next game; everyone's place
//! only when the teacher shows the standings; never a rating).

use serde::Serialize;

use super::{ClassTournament, Warning};
use crate::classroom::LearnerId;
use crate::tournament::model::{Format, Outcome, Round, Seat};
use crate::tournament::standings::{self, show, show_points};

/// A board's result on the wire.
pub fn outcome_name(o: Outcome) -> &'static str {
    match o {
        Outcome::FirstWins => "first-wins",
        Outcome::Draw => "draw",
        Outcome::SecondWins => "second-wins",
        Outcome::FirstWinsByForfeit => "first-wins-by-forfeit",
        Outcome::SecondWinsByForfeit => "second-wins-by-forfeit",
        Outcome::BothForfeit => "both-forfeit",
    }
}

pub fn outcome_of(name: &str) -> Option<Outcome> {
    Outcome::ALL.into_iter().find(|o| outcome_name(*o) == name)
}

pub fn format_name(f: Format) -> &'static str {
    match f {
        Format::RoundRobin { cycles: 2 } => "double-round-robin",
        Format::RoundRobin { .. } => "round-robin",
        Format::Swiss { .. } => "swiss",
    }
}

#[derive(Debug, Serialize)]
pub struct PlayerLine {
    pub number: u32,
    pub name: String,
    pub learner: Option<LearnerId>,
    pub withdrawn: bool,
}

#[derive(Debug, Serialize)]
pub struct ClaimLine {
    pub player: u32,
    pub result: &'static str,
}

#[derive(Debug, Serialize)]
pub struct BoardLine {
    pub table: u32,
    pub first: u32,
    pub second: u32,
    pub result: Option<&'static str>,
    pub duel: Option<String>,
    pub sheet: Option<String>,
    pub claims: Vec<ClaimLine>,
    pub conflict: bool,
}

#[derive(Debug, Serialize)]
pub struct RoundLine {
    pub round: u32,
    pub boards: Vec<BoardLine>,
    pub bye: Option<u32>,
    pub excused: Vec<u32>,
}

#[derive(Debug, Serialize)]
pub struct DraftLine {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
    pub warnings: Vec<Warning>,
}

#[derive(Debug, Serialize)]
pub struct StandingLine {
    pub place: u32,
    pub place_to: u32,
    pub number: u32,
    pub name: String,
    pub points: String,
    /// The organiser's tie-breaks, in their order ("" where not needed).
    pub tie_breaks: Vec<String>,
}

#[derive(Debug, Serialize)]
pub struct TeacherView {
    pub id: String,
    pub name: String,
    pub format: &'static str,
    pub rounds_total: u32,
    pub bye_points: String,
    pub tie_breaks: Vec<&'static str>,
    pub forbidden: Vec<(u32, u32)>,
    pub players: Vec<PlayerLine>,
    pub rounds: Vec<RoundLine>,
    pub draft: Option<DraftLine>,
    pub standings: Vec<StandingLine>,
    pub standings_shown: bool,
    pub over: bool,
}

/// The standings, by the organiser's tie-breaks.
pub fn standing_lines(c: &ClassTournament) -> Vec<StandingLine> {
    let t = &c.tournament;
    standings::standings(t)
        .into_iter()
        .map(|s| StandingLine {
            place: s.place,
            place_to: s.place_to,
            number: s.player,
            name: t.player(s.player).map_or(String::new(), |p| p.name.clone()),
            points: show_points(s.points),
            tie_breaks: s
                .tie_breaks
                .iter()
                .zip(&t.tie_breaks)
                .map(|(v, tb)| v.map_or(String::new(), |v| show(*tb, v)))
                .collect(),
        })
        .collect()
}

fn round_line(c: &ClassTournament, r: u32, round: &Round) -> RoundLine {
    let conflicts = c.conflicts();
    RoundLine {
        round: r,
        boards: round
            .boards
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let table = i as u32 + 1;
                let here = |round: u32, t: u32| round == r && t == table;
                BoardLine {
                    table,
                    first: b.first,
                    second: b.second,
                    result: b.outcome.map(outcome_name),
                    duel: c
                        .duels
                        .iter()
                        .find(|l| here(l.round, l.table))
                        .map(|l| l.duel.clone()),
                    sheet: c
                        .sheets
                        .iter()
                        .find(|s| here(s.round, s.table))
                        .map(|s| s.text.clone()),
                    claims: c
                        .claims
                        .iter()
                        .filter(|x| here(x.round, x.table))
                        .map(|x| ClaimLine {
                            player: x.player,
                            result: outcome_name(x.outcome),
                        })
                        .collect(),
                    conflict: conflicts.contains(&(r, table)),
                }
            })
            .collect(),
        bye: round.bye,
        excused: round.excused.iter().map(|(p, _)| *p).collect(),
    }
}

/// Everything, for the teacher.
pub fn teacher(id: &str, c: &ClassTournament) -> TeacherView {
    let t = &c.tournament;
    TeacherView {
        id: id.to_owned(),
        name: t.name.clone(),
        format: format_name(t.format),
        rounds_total: t.rounds_total(),
        bye_points: show_points(t.bye_points),
        tie_breaks: t.tie_breaks.iter().map(|tb| tb.code()).collect(),
        forbidden: t.forbidden.clone(),
        players: t
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| PlayerLine {
                number: i as u32 + 1,
                name: p.name.clone(),
                learner: p.learner.clone(),
                withdrawn: p.withdrawn,
            })
            .collect(),
        rounds: t
            .rounds
            .iter()
            .enumerate()
            .map(|(i, r)| round_line(c, i as u32 + 1, r))
            .collect(),
        draft: c.draft.as_ref().map(|d| DraftLine {
            boards: d.boards.iter().map(|b| (b.first, b.second)).collect(),
            bye: d.bye,
            warnings: c.draft_warnings(),
        }),
        standings: standing_lines(c),
        standings_shown: c.standings_shown,
        over: c.is_over(),
    }
}

/// A child's next game (or the one on now).
#[derive(Debug, PartialEq, Eq, Serialize)]
pub struct NextGame {
    pub round: u32,
    pub table: u32,
    pub opponent: String,
    pub moves_first: bool,
    /// The game between devices that plays it, if one was started.
    pub duel: Option<String>,
}

/// What a child's device shows: their place, their next game, and the
/// others' places only if the teacher shows them.
#[derive(Debug, Serialize)]
pub struct ChildView {
    pub id: String,
    pub name: String,
    pub format: &'static str,
    pub rounds_total: u32,
    pub rounds_played: u32,
    pub place: u32,
    pub place_to: u32,
    pub points: String,
    /// None: no game waits (a bye, between rounds, or the end).
    pub next: Option<NextGame>,
    /// In the last round published: sits out (the bye).
    pub bye: bool,
    pub withdrawn: bool,
    /// Everyone's place, name and points: only when the teacher shows
    /// the standings.
    pub standings: Option<Vec<ChildStanding>>,
}

#[derive(Debug, Serialize)]
pub struct ChildStanding {
    pub place: u32,
    pub place_to: u32,
    pub name: String,
    pub points: String,
    /// The asking child's own line (their device lights it).
    pub mine: bool,
}

/// The child `me` (a pairing number) as their device sees the tournament.
pub fn child(id: &str, c: &ClassTournament, me: u32) -> ChildView {
    let t = &c.tournament;
    let lines = standing_lines(c);
    let mine = lines.iter().find(|s| s.number == me);
    let r = t.rounds.len() as u32;
    let last = t.rounds.last();
    let next = last.and_then(|round| match round.seat(me) {
        Seat::Board {
            opponent,
            first,
            outcome: None,
        } => {
            let table = round
                .boards
                .iter()
                .position(|b| b.first == me || b.second == me)
                .map_or(0, |i| i as u32 + 1);
            Some(NextGame {
                round: r,
                table,
                opponent: t.player(opponent).map_or(String::new(), |p| p.name.clone()),
                moves_first: first,
                duel: c
                    .duels
                    .iter()
                    .find(|l| l.round == r && l.table == table)
                    .map(|l| l.duel.clone()),
            })
        }
        _ => None,
    });
    ChildView {
        id: id.to_owned(),
        name: t.name.clone(),
        format: format_name(t.format),
        rounds_total: t.rounds_total(),
        rounds_played: t.rounds.iter().filter(|r| r.finished()).count() as u32,
        place: mine.map_or(0, |s| s.place),
        place_to: mine.map_or(0, |s| s.place_to),
        points: show_points(t.points(me)),
        next,
        bye: last.is_some_and(|r| r.bye == Some(me)),
        withdrawn: t.player(me).is_some_and(|p| p.withdrawn),
        standings: c.standings_shown.then(|| {
            lines
                .iter()
                .map(|s| ChildStanding {
                    place: s.place,
                    place_to: s.place_to,
                    name: s.name.clone(),
                    points: s.points.clone(),
                    mine: s.number == me,
                })
                .collect()
        }),
    }
}

/// A table of the round on the hall's screen.
#[derive(Debug, Serialize)]
pub struct HallBoard {
    pub table: u32,
    pub first: String,
    pub second: String,
    pub result: Option<&'static str>,
}

/// What the read-only hall link shows: the last round's tables and the
/// standings, by names (no learner, no rating).
#[derive(Debug, Serialize)]
pub struct HallView {
    pub name: String,
    pub format: &'static str,
    pub rounds_total: u32,
    pub round: u32,
    pub boards: Vec<HallBoard>,
    pub bye: Option<String>,
    pub standings: Vec<StandingLine>,
    pub tie_breaks: Vec<&'static str>,
}

pub fn hall(c: &ClassTournament) -> HallView {
    let t = &c.tournament;
    let name = |n: u32| t.player(n).map_or(String::new(), |p| p.name.clone());
    let last = t.rounds.last();
    HallView {
        name: t.name.clone(),
        format: format_name(t.format),
        rounds_total: t.rounds_total(),
        round: t.rounds.len() as u32,
        boards: last.map_or(Vec::new(), |r| {
            r.boards
                .iter()
                .enumerate()
                .map(|(i, b)| HallBoard {
                    table: i as u32 + 1,
                    first: name(b.first),
                    second: name(b.second),
                    result: b.outcome.map(outcome_name),
                })
                .collect()
        }),
        bye: last.and_then(|r| r.bye).map(name),
        standings: standing_lines(c),
        tie_breaks: t.tie_breaks.iter().map(|tb| tb.code()).collect(),
    }
}
