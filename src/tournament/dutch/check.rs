//! Which rules a round's pairing breaks: for a teacher who changed the
//! engine's pairing by hand, and for `wahree tournament pair --check`.

use std::collections::HashMap;

use super::bracket::{Chosen, bye_score, pair_round, score_groups};
use super::fields::{Bracket, Criterion, ORDER, Other};
use super::state::{State, Strength};
use super::{Colour, Input, PairError, Round};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// The input itself cannot be paired or read.
    Input(PairError),
    /// A pairing number that is not in the tournament.
    UnknownPlayer(u32),
    /// A withdrawn or absent player was paired.
    AbsentPaired(u32),
    /// A player appears twice in the round.
    PairedTwice(u32),
    /// A present player has neither a game nor the bye.
    NotPaired(u32),
    /// A bye though the number of players is even, or none though it is odd.
    ByeCount,
    /// C1: the two have already played each other.
    AlreadyMet(u32, u32),
    /// A pair the organiser said must not meet.
    Forbidden(u32, u32),
    /// C2: a second pairing-allocated bye (or a bye after a forfeit win).
    SecondBye(u32),
    /// The bye went to a higher score than the lowest that could take it.
    ByeScore(u32),
    /// C3: two players (neither a topscorer) who must have the same colour.
    ColourConflict(u32, u32),
    /// A player who must have a colour (absolute preference) was given
    /// the other one, though neither player of the game is a topscorer.
    AbsoluteColour(u32),
    /// The pairing keeps the absolute rules but is worse than the engine's
    /// on this quality criterion (5..=21), the first one on which they differ.
    Quality(Criterion),
}

/// What each quality criterion of C.04.3 asks, in the handbook's order
/// (4 is the completion requirement, 22 the order among equally good
/// pairings), for arbiters reading `wahree tournament check`.
fn criterion_words(c: Criterion) -> &'static str {
    match c {
        4 => "the completion requirement (C4: every later round can still be paired)",
        5 => "C5: maximise the number of pairs in the bracket",
        6 => "C6: minimise the score differences of the pairs",
        7 => "C7: choose the best downfloaters for the next bracket",
        8 => "C8: minimise the scores of the downfloaters for the next bracket",
        9 => "C9: minimise the unplayed games of the player who gets the bye",
        10 => {
            "C10: minimise topscorers or their opponents with a colour difference beyond +2 or -2"
        }
        11 => {
            "C11: minimise topscorers or their opponents with the same colour three times in a row"
        }
        12 => "C12: minimise the players who do not get their colour preference",
        13 => "C13: minimise the players who do not get their strong colour preference",
        14 => "C14: minimise the downfloaters of the previous round who float down again",
        15 => "C15: minimise the upfloaters of the previous round who float up again",
        16 => "C16: minimise the downfloaters of two rounds before who float down again",
        17 => "C17: minimise the upfloaters of two rounds before who float up again",
        18 => "C18: minimise the scores of repeated downfloaters of the previous round",
        19 => "C19: minimise the score differences of repeated upfloaters of the previous round",
        20 => "C20: minimise the scores of repeated downfloaters of two rounds before",
        21 => "C21: minimise the score differences of repeated upfloaters of two rounds before",
        _ => "the order among equally good pairings",
    }
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Violation::Input(e) => write!(f, "the tournament cannot be paired: {e}"),
            Violation::UnknownPlayer(p) => write!(f, "player {p} is not in the tournament"),
            Violation::AbsentPaired(p) => write!(f, "player {p} is absent or withdrawn but paired"),
            Violation::PairedTwice(p) => write!(f, "player {p} is paired twice"),
            Violation::NotPaired(p) => write!(f, "player {p} is present but not paired"),
            Violation::ByeCount => write!(
                f,
                "a bye is given though the number of players is even, or none though it is odd"
            ),
            Violation::AlreadyMet(a, b) => {
                write!(f, "players {a} and {b} have already played each other (C1)")
            }
            Violation::Forbidden(a, b) => {
                write!(
                    f,
                    "players {a} and {b} must not meet (the organiser's rule)"
                )
            }
            Violation::SecondBye(p) => write!(
                f,
                "player {p} gets a second bye, or a bye after a forfeit win (C2)"
            ),
            Violation::ByeScore(p) => write!(
                f,
                "player {p} gets the bye, but a lower score group could take it"
            ),
            Violation::ColourConflict(a, b) => write!(
                f,
                "players {a} and {b} both must have the same colour and neither is a topscorer (C3)"
            ),
            Violation::AbsoluteColour(p) => write!(
                f,
                "player {p} must have the other colour (an absolute colour preference)"
            ),
            Violation::Quality(c) => write!(
                f,
                "a better pairing exists: it does better on {}",
                criterion_words(*c)
            ),
        }
    }
}

/// The rules `round` breaks, the absolute ones first; empty when it is as
/// good as the engine's pairing.
pub fn check(input: &Input, round: &Round) -> Vec<Violation> {
    let state = match State::new(input) {
        Ok(s) => s,
        Err(e) => return vec![Violation::Input(e)],
    };
    let mut out = Vec::new();
    let position: HashMap<u32, usize> = state
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id, i))
        .collect();
    let known: HashMap<u32, bool> = input.players.iter().map(|p| (p.id, p.absent)).collect();
    let mut seen: HashMap<u32, usize> = HashMap::new();
    let mut place = |id: u32, out: &mut Vec<Violation>| -> Option<usize> {
        match known.get(&id) {
            None => {
                out.push(Violation::UnknownPlayer(id));
                return None;
            }
            Some(true) => {
                out.push(Violation::AbsentPaired(id));
                return None;
            }
            Some(false) => {}
        }
        *seen.entry(id).or_default() += 1;
        if seen[&id] == 2 {
            out.push(Violation::PairedTwice(id));
        }
        position.get(&id).copied()
    };
    let mut pairs = Vec::new();
    for pairing in &round.pairs {
        let (a, b) = (
            place(pairing.first, &mut out),
            place(pairing.second, &mut out),
        );
        if let (Some(a), Some(b)) = (a, b) {
            pairs.push((a.min(b), a.max(b)));
            absolute(input, &state, a, b, &mut out);
            let top = state.players[a].topscorer || state.players[b].topscorer;
            for (pos, colour) in [(a, Colour::First), (b, Colour::Second)] {
                let f = &state.players[pos];
                if let Some((want, Strength::Absolute)) = f.pref
                    && want != colour
                    && !top
                {
                    out.push(Violation::AbsoluteColour(f.id));
                }
            }
        }
    }
    let bye = round.bye.and_then(|b| place(b, &mut out));
    if let Some(b) = bye {
        let p = &state.players[b];
        if !p.bye_eligible {
            out.push(Violation::SecondBye(p.id));
        } else if let Ok(Some(lowest)) = bye_score(&state)
            && p.score > lowest
        {
            out.push(Violation::ByeScore(p.id));
        }
    }
    for p in &state.players {
        if !seen.contains_key(&p.id) {
            out.push(Violation::NotPaired(p.id));
        }
    }
    if round.bye.is_some() != (state.players.len() % 2 == 1) {
        out.push(Violation::ByeCount);
    }
    if out.is_empty() {
        let given = Chosen { pairs, bye };
        if let Ok(best) = pair_round(&state)
            && let Some(c) = first_worse(&state, &given, &best)
        {
            out.push(Violation::Quality(c));
        }
    }
    out
}

fn absolute(input: &Input, state: &State, a: usize, b: usize, out: &mut Vec<Violation>) {
    let (ia, ib) = (state.players[a].id, state.players[b].id);
    let (lo, hi) = (ia.min(ib), ia.max(ib));
    if input
        .forbidden
        .iter()
        .any(|&(x, y)| (x.min(y), x.max(y)) == (lo, hi))
    {
        out.push(Violation::Forbidden(lo, hi));
    } else if state.met(ia, ib) {
        out.push(Violation::AlreadyMet(lo, hi));
    } else if !state.compatible(a, b) {
        out.push(Violation::ColourConflict(lo, hi));
    }
}

/// Walks the brackets of both pairings from the top: the first criterion on
/// which `given` scores below `best` in a bracket they share.
fn first_worse(state: &State, given: &Chosen, best: &Chosen) -> Option<Criterion> {
    let groups = score_groups(state);
    let odd = state.players.len() % 2 == 1;
    let (mut down_given, mut down_best): (Vec<usize>, Vec<usize>) = (Vec::new(), Vec::new());
    for g in 0..groups.len() {
        if down_given != down_best {
            return None;
        }
        let mut members = std::mem::take(&mut down_given);
        members.extend(&groups[g]);
        members.sort_unstable();
        down_best.clear();
        let rest: usize = groups[g + 1..].iter().map(Vec::len).sum();
        let next = groups.get(g + 1).cloned().unwrap_or_default();
        let vertices = members.len() + rest + odd as usize;
        let bracket = Bracket::new(state, members, next, vertices, g + 1 == groups.len());
        let (vg, dg) = evaluate(state, &bracket, given);
        let (vb, db) = evaluate(state, &bracket, best);
        if let Some(f) = (0..vg.len()).find(|&f| vg[f] != vb[f]) {
            let c = bracket.fields[f].0;
            return (vg[f] < vb[f] && c != ORDER).then_some(c);
        }
        down_given = dg;
        down_best = db;
    }
    None
}

/// The bracket's sub-field sums under a whole round's pairing, and the
/// members it moves down.
fn evaluate(state: &State, bracket: &Bracket, round: &Chosen) -> (Vec<u64>, Vec<usize>) {
    let index: HashMap<usize, usize> = bracket
        .members
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i))
        .collect();
    let mut total = vec![0u64; bracket.fields.len()];
    let mut values = vec![0u64; bracket.fields.len()];
    let mut down = Vec::new();
    let add = |values: &[u64], total: &mut Vec<u64>| {
        for (t, v) in total.iter_mut().zip(values) {
            *t += v;
        }
    };
    for &(a, b) in &round.pairs {
        match (index.get(&a), index.get(&b)) {
            (Some(&i), Some(&j)) => bracket.values(state, i, Other::Member(j), &mut values),
            (Some(&i), None) | (None, Some(&i)) => {
                let other = if bracket.next.contains(&a) || bracket.next.contains(&b) {
                    Other::Next
                } else {
                    Other::Lower
                };
                down.push(bracket.members[i]);
                bracket.values(state, i, other, &mut values);
            }
            (None, None) => {
                values.fill(0);
                values[0] = 1;
            }
        }
        add(&values, &mut total);
    }
    if let Some(b) = round.bye {
        match index.get(&b) {
            Some(&i) => {
                down.push(b);
                bracket.values(state, i, Other::Bye, &mut values);
            }
            None => {
                values.fill(0);
                values[0] = 1;
            }
        }
        add(&values, &mut total);
    }
    down.sort_unstable();
    (total, down)
}
