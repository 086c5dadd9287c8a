//! Who moves first in each pair (the handbook's E.1–E.5), and the order of
//! the boards.

use super::bracket::Chosen;
use super::state::{Facts, State};
use super::{Colour, Pairing, Round};

/// The colour of `a`, the higher-ranked player of the pair.
pub fn allocate(a: &Facts, b: &Facts, initial: Colour) -> Colour {
    match (a.pref, b.pref) {
        (Some((ca, _)), None) => ca,
        (None, Some((cb, _))) => cb.other(),
        (Some((ca, _)), Some((cb, _))) if ca != cb => ca,
        (Some((c, sa)), Some((_, sb))) => {
            // E.2: the stronger preference; two absolute ones: the wider difference.
            if sa != sb {
                return if sa > sb { c } else { c.other() };
            }
            if a.diff.abs() != b.diff.abs() && sa == super::state::Strength::Absolute {
                return if a.diff.abs() > b.diff.abs() {
                    c
                } else {
                    c.other()
                };
            }
            // E.3: alternate from the latest round in which their colours differed.
            for (x, y) in a.colours.iter().rev().zip(b.colours.iter().rev()) {
                if x != y {
                    return x.other();
                }
            }
            // E.4: the higher-ranked player's preference.
            c
        }
        // E.5: the initial colour to an odd pairing number, the other
        // colour to an even one.
        (None, None) => {
            if a.id % 2 == 1 {
                initial
            } else {
                initial.other()
            }
        }
    }
}

pub fn finish(state: &State, chosen: &Chosen) -> Round {
    let mut pairs = chosen.pairs.clone();
    let p = &state.players;
    // Boards: the higher score of the two, then their sum, then the rank.
    pairs.sort_by_key(|&(a, b)| {
        let (a, b) = (a.min(b), a.max(b));
        (
            std::cmp::Reverse(p[a].score),
            std::cmp::Reverse(p[a].score + p[b].score),
            a,
        )
    });
    let pairs = pairs
        .into_iter()
        .map(|(a, b)| {
            let (a, b) = (a.min(b), a.max(b));
            if allocate(&p[a], &p[b], state.initial) == Colour::First {
                Pairing {
                    first: p[a].id,
                    second: p[b].id,
                }
            } else {
                Pairing {
                    first: p[b].id,
                    second: p[a].id,
                }
            }
        })
        .collect();
    Round {
        pairs,
        bye: chosen.bye.map(|b| p[b].id),
    }
}
