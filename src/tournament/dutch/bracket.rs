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

pub fn pair_round(state: &State) -> Result<Chosen, PairError> {
    let groups = score_groups(state);
    let odd = state.players.len() % 2 == 1;
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
        let mate = solve(state, &bracket, &rest, odd)?;
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
    odd: bool,
) -> Result<Vec<Option<usize>>, PairError> {
    // One spare bit keeps weights even, two more leave room for the duals.
    let limbs = (bracket.total_bits() + 3).div_ceil(64) as usize;
    let mate = match limbs {
        0..=2 => solve_with::<2>(state, bracket, rest, odd),
        3..=4 => solve_with::<4>(state, bracket, rest, odd),
        5..=8 => solve_with::<8>(state, bracket, rest, odd),
        9..=16 => solve_with::<16>(state, bracket, rest, odd),
        17..=32 => solve_with::<32>(state, bracket, rest, odd),
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
    odd: bool,
) -> Vec<Option<usize>> {
    let m = bracket.members.len();
    let n = m + rest.len() + odd as usize;
    let bye = odd.then_some(n - 1);
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
                if !state.players[position(i)].bye_eligible {
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
