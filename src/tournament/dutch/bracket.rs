//! The bracket-by-bracket procedure: each bracket's pairing is the
//! maximum-weight matching of the bracket and everyone below it.

use super::PairError;
use super::blossom::max_weight_matching;
use super::fields::{Bracket, Other};
use super::state::State;
use super::weight::{Big, Weight};

/// A round's pairs as positions in `State::players`, higher-ranked first.
pub struct Chosen {
    pub pairs: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

/// The score groups: positions in pairing order, highest score first.
pub fn score_groups(state: &State) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, p) in state.players.iter().enumerate() {
        match groups.last_mut() {
            Some(g) if state.players[g[0]].score == p.score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    groups
}

/// The score of the players the bye may go to: the lowest score from which
/// an eligible player can take it with the rest of the round still
/// pairable (bbpPairings' reading of the 2026 rules on the bye). None for
/// an even number of players.
pub fn bye_score(state: &State) -> Result<Option<u32>, PairError> {
    if state.players.len().is_multiple_of(2) {
        return Ok(None);
    }
    let mut scores: Vec<u32> = state
        .players
        .iter()
        .filter(|p| p.bye_eligible)
        .map(|p| p.score)
        .collect();
    scores.sort_unstable();
    scores.dedup();
    for s in scores {
        if pairable(state, |p| {
            state.players[p].bye_eligible && state.players[p].score == s
        }) {
            return Ok(Some(s));
        }
    }
    Err(PairError::NoPairing)
}

/// Whether everyone can be paired, the bye (if the number is odd) going
/// to a player `may_bye` allows.
fn pairable(state: &State, may_bye: impl Fn(usize) -> bool) -> bool {
    let n = state.players.len();
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            if state.compatible(i, j) {
                edges.push((i, j, 2i64));
            }
        }
        if n % 2 == 1 && may_bye(i) {
            edges.push((i, n, 2));
        }
    }
    let vertices = n + n % 2;
    max_weight_matching(vertices, &edges)
        .iter()
        .all(Option::is_some)
}

pub fn pair_round(state: &State) -> Result<Chosen, PairError> {
    let groups = score_groups(state);
    let odd = state.players.len() % 2 == 1;
    let bye_score = bye_score(state)?;
    let mut chosen = Chosen {
        pairs: Vec::new(),
        bye: None,
    };
    let mut moved_down: Vec<usize> = Vec::new();
    for g in 0..groups.len() {
        let mut members = std::mem::take(&mut moved_down);
        members.extend(&groups[g]);
        members.sort_unstable();
        let rest: Vec<usize> = groups[g + 1..].concat();
        let next = groups.get(g + 1).cloned().unwrap_or_default();
        let last = g + 1 == groups.len();
        let vertices = members.len() + rest.len() + odd as usize;
        let bracket = Bracket::new(state, members, next, vertices, last);
        let mate = solve(state, &bracket, &rest, bye_score)?;
        let m = bracket.members.len();
        for (i, &p) in bracket.members.iter().enumerate() {
            match mate[i] {
                Some(j) if j < m => {
                    if i < j {
                        chosen.pairs.push((p, bracket.members[j]));
                    }
                }
                Some(j) if last && j == m + rest.len() => chosen.bye = Some(p),
                _ => moved_down.push(p),
            }
        }
    }
    if !moved_down.is_empty() {
        return Err(PairError::NoPairing);
    }
    Ok(chosen)
}

/// The matching over the bracket's members (vertices `0..m`), the rest
/// (`m..m + rest`) and the bye (last vertex, when the round is odd).
fn solve(
    state: &State,
    bracket: &Bracket,
    rest: &[usize],
    bye: Option<u32>,
) -> Result<Vec<Option<usize>>, PairError> {
    // One spare bit keeps weights even, two more leave room for the duals.
    let limbs = (bracket.total_bits() + 3).div_ceil(64) as usize;
    let mate = match limbs {
        0..=2 => solve_with::<2>(state, bracket, rest, bye),
        3..=4 => solve_with::<4>(state, bracket, rest, bye),
        5..=8 => solve_with::<8>(state, bracket, rest, bye),
        9..=16 => solve_with::<16>(state, bracket, rest, bye),
        17..=32 => solve_with::<32>(state, bracket, rest, bye),
        _ => {
            return Err(PairError::Invalid(
                "too many score groups in one bracket".into(),
            ));
        }
    };
    if mate.iter().any(Option::is_none) {
        return Err(PairError::NoPairing);
    }
    Ok(mate)
}

fn solve_with<const N: usize>(
    state: &State,
    bracket: &Bracket,
    rest: &[usize],
    bye_score: Option<u32>,
) -> Vec<Option<usize>> {
    let m = bracket.members.len();
    let n = m + rest.len() + bye_score.is_some() as usize;
    let bye = bye_score.map(|_| n - 1);
    let position = |v: usize| {
        if v < m {
            bracket.members[v]
        } else {
            rest[v - m]
        }
    };
    // Offsets: the last field at bit 1 (bit 0 stays clear: even weights).
    let mut offsets = vec![0u32; bracket.fields.len()];
    let mut at = 1;
    for (f, &(_, width)) in bracket.fields.iter().enumerate().rev() {
        offsets[f] = at;
        at += width;
    }
    let to_weight = |values: &[u64]| {
        let mut w = Big::<N>::ZERO;
        for (f, &v) in values.iter().enumerate() {
            if v != 0 {
                w = w.add(Big::shifted(v, offsets[f]));
            }
        }
        w
    };
    let plain = Big::<N>::shifted(1, offsets[0]);
    let mut in_next = vec![false; state.players.len()];
    for &p in &bracket.next {
        in_next[p] = true;
    }
    let mut values = vec![0u64; bracket.fields.len()];
    let mut edges = Vec::new();
    for i in 0..n {
        for j in i + 1..n {
            let weight = if Some(j) == bye {
                let p = &state.players[position(i)];
                if !p.bye_eligible || Some(p.score) != bye_score {
                    continue;
                }
                if i < m {
                    bracket.values(state, i, Other::Bye, &mut values);
                    to_weight(&values)
                } else {
                    plain
                }
            } else {
                if !state.compatible(position(i), position(j)) {
                    continue;
                }
                if j < m {
                    bracket.values(state, i, Other::Member(j), &mut values);
                    to_weight(&values)
                } else if i < m {
                    let other = if in_next[position(j)] {
                        Other::Next
                    } else {
                        Other::Lower
                    };
                    bracket.values(state, i, other, &mut values);
                    to_weight(&values)
                } else {
                    plain
                }
            };
            edges.push((i, j, weight));
        }
    }
    max_weight_matching(n, &edges)
}
