//! The quality criteria of one bracket as fields of an edge weight.
//!
//! Every criterion is written as something to maximise, summed over the
//! pairs: a pair within the bracket earns a point for C5, a pair that
//! keeps two colour preferences earns one for C12, and so on (a player
//! who is not paired earns nothing, which is how "minimise the players who
//! ..." becomes "maximise the pairs that ..."). Criteria that weigh scores
//! (C6, C8, C18–C21) get one sub-field per score in the bracket, the
//! higher score the more significant. The fields are listed from the most
//! important down; a matching's weight compares them in that order.

use super::state::{Facts, Float, State, Strength};

/// Which rule a sub-field stands for: 4 is the completion requirement,
/// 5..=21 the quality criteria, 22 the order among equally good pairings.
pub type Criterion = u8;
pub const COMPLETION: Criterion = 4;
pub const ORDER: Criterion = 22;

/// One bracket: its members (positions in `State::players`, moved-down
/// players first), the next score group, and whether the bye vertex exists.
pub struct Bracket {
    pub members: Vec<usize>,
    pub next: Vec<usize>,
    /// Distinct scores among the members, highest first.
    pub scores: Vec<u32>,
    /// The fields: criterion and width in bits, most significant first.
    pub fields: Vec<(Criterion, u32)>,
    index: FieldIndex,
    rounds: usize,
    max_unplayed: u32,
    /// The lowest bracket, where the bye is decided (C9 counts only there).
    last: bool,
}

#[derive(Default)]
struct FieldIndex {
    c5: usize,
    c6: usize,
    c7: usize,
    c8: usize,
    c9: usize,
    colour: usize,
    float_counts: usize,
    float_scores: usize,
    order: usize,
    /// The handbook's order among equal pairings: the moved-down players
    /// (`moved`, in a bracket with more residents) meet the residents
    /// first; the rest (from `r0`) is split into S1 (`p` players) and S2.
    moved: usize,
    r0: usize,
    p: usize,
    mdp_fields: usize,
    s1_fields: usize,
}

/// Players whose partner is chosen in the handbook's order (S2 from the
/// top) one after another; the others only by distance.
const S1_FIELDS: usize = 12;

fn bits(max: u64) -> u32 {
    64 - max.leading_zeros()
}

/// Where the other end of an edge stands relative to the bracket.
pub enum Other {
    Member(usize),
    /// A player in the next score group.
    Next,
    /// Anyone lower, who is not in the next score group.
    Lower,
    Bye,
}

impl Bracket {
    pub fn new(
        state: &State,
        members: Vec<usize>,
        next: Vec<usize>,
        vertices: usize,
        last: bool,
    ) -> Bracket {
        let mut scores: Vec<u32> = members.iter().map(|&p| state.players[p].score).collect();
        scores.sort_unstable_by(|a, b| b.cmp(a));
        scores.dedup();
        let m = members.len() as u64;
        let count = bits(m + 1);
        let k = scores.len();
        let rounds = state.rounds_played;
        let mut fields = vec![(COMPLETION, bits(vertices as u64 / 2 + 1))];
        let mut index = FieldIndex::default();
        let push = |fields: &mut Vec<(Criterion, u32)>, c: Criterion, n: usize, w: u32| {
            let at = fields.len();
            fields.extend(std::iter::repeat_n((c, w), n));
            at
        };
        index.c5 = push(&mut fields, 5, 1, count);
        index.c6 = push(&mut fields, 6, k, count);
        index.c7 = push(&mut fields, 7, 1, count);
        index.c8 = push(&mut fields, 8, k, count);
        let max_unplayed = rounds as u32;
        index.c9 = push(&mut fields, 9, 1, bits(max_unplayed as u64 + 1));
        index.colour = fields.len();
        for c in 10..=13 {
            push(&mut fields, c, 1, count);
        }
        index.float_counts = fields.len();
        for c in 14..=17 {
            if (c <= 15 && rounds >= 1) || rounds >= 2 {
                push(&mut fields, c, 1, count);
            }
        }
        index.float_scores = fields.len();
        for c in 18..=21 {
            if (c <= 19 && rounds >= 1) || rounds >= 2 {
                push(&mut fields, c, k, count);
            }
        }
        // Among equally good pairings, the handbook's order: the
        // moved-down players (the lowest of them float on), each meeting
        // the highest resident it can; then in the rest, the fewest
        // exchanges between S1 and S2, the lowest of S1 and the highest of
        // S2 exchanged, and S1[0], S1[1]... each against the highest S2
        // player it can; last, pairs as near as can be to S1[i]-S2[i].
        let resident = *scores.last().unwrap_or(&0);
        let moved = members
            .iter()
            .filter(|&&p| state.players[p].score > resident)
            .count();
        let heterogeneous = moved > 0 && 2 * moved <= members.len();
        index.moved = if heterogeneous { moved } else { 0 };
        index.r0 = 2 * index.moved;
        index.p = (members.len() - index.r0) / 2;
        index.mdp_fields = index.moved.min(S1_FIELDS);
        index.s1_fields = index.p.min(S1_FIELDS);
        index.order = push(&mut fields, ORDER, 1, bits(m * m + 1));
        push(&mut fields, ORDER, index.mdp_fields, bits(m + 1));
        push(&mut fields, ORDER, 1, count);
        push(&mut fields, ORDER, 1, bits(m * m + 1));
        push(&mut fields, ORDER, index.s1_fields, bits(m + 1));
        push(&mut fields, ORDER, 1, bits(m / 2 * m * m + 1));
        Bracket {
            members,
            next,
            scores,
            fields,
            index,
            rounds,
            max_unplayed,
            last,
        }
    }

    pub fn total_bits(&self) -> u32 {
        self.fields.iter().map(|f| f.1).sum()
    }

    fn slot(&self, score: u32) -> usize {
        self.scores
            .iter()
            .position(|&s| s == score)
            .expect("a member's score")
    }

    /// The sub-field values one edge contributes, from a member at
    /// position `h` in the bracket (`hp` in the state) to `other`.
    pub fn values(&self, state: &State, h: usize, other: Other, out: &mut [u64]) {
        out.fill(0);
        out[0] = 1;
        let hp = self.members[h];
        let hf = &state.players[hp];
        if !matches!(other, Other::Member(_)) && h < self.index.moved {
            out[self.index.order] = h as u64 + 1;
        }
        match other {
            Other::Lower => {}
            Other::Bye if self.last => {
                out[self.index.c9] = (self.max_unplayed - hf.unplayed.min(self.max_unplayed)) as u64
            }
            Other::Bye => {}
            Other::Next => {
                out[self.index.c7] = 1;
                out[self.index.c8 + self.slot(hf.score)] = 1;
            }
            Other::Member(l) => {
                // h is the higher-ranked of the two in the bracket's order.
                let (h, l) = (h.min(l), h.max(l));
                let (hf, lf) = (
                    &state.players[self.members[h]],
                    &state.players[self.members[l]],
                );
                out[self.index.c5] = 1;
                out[self.index.c6 + self.slot(hf.score)] = 1;
                let c = self.index.colour;
                out[c] = !c10(hf, lf) as u64;
                out[c + 1] = !c11(hf, lf) as u64;
                out[c + 2] = !c12(hf, lf) as u64;
                out[c + 3] = !c13(hf, lf) as u64;
                let down_again = |f: &Facts, back: usize| float(f, back) == Some(Float::Down);
                let up_again =
                    |back: usize| float(lf, back) == Some(Float::Up) && hf.score > lf.score;
                let mut at = self.index.float_counts;
                for back in 1..=self.rounds.min(2) {
                    out[at] = down_again(lf, back) as u64
                        + (hf.score <= lf.score && down_again(hf, back)) as u64;
                    out[at + 1] = !up_again(back) as u64;
                    at += 2;
                }
                let k = self.scores.len();
                let mut at = self.index.float_scores;
                for back in 1..=self.rounds.min(2) {
                    out[at + self.slot(lf.score)] += down_again(lf, back) as u64;
                    out[at + self.slot(hf.score)] += down_again(hf, back) as u64;
                    if !up_again(back) {
                        out[at + k + self.slot(hf.score)] = 1;
                    }
                    at += 2 * k;
                }
                self.order_values(h, l, out);
            }
        }
    }
}

impl Bracket {
    /// The order fields of a pair at bracket positions h < l.
    fn order_values(&self, h: usize, l: usize, out: &mut [u64]) {
        let ix = &self.index;
        let m = self.members.len();
        let (r0, p) = (ix.r0, ix.p);
        let mut at = ix.order + 1;
        if h < ix.moved && l >= ix.moved && h < ix.mdp_fields {
            out[at + h] = (m - l) as u64;
        }
        at += ix.mdp_fields;
        let s1 = |x: usize| x >= r0 && x < r0 + p;
        let s2 = |x: usize| x >= r0 + p;
        if s1(h) && s2(l) {
            out[at] = 1;
            if h - r0 < ix.s1_fields {
                out[at + 2 + h - r0] = (m - l) as u64;
            }
        } else if s1(h) && s1(l) {
            out[at + 1] = (l - r0 + 1) as u64;
        } else if s2(h) && s2(l) {
            out[at + 1] = (m - h) as u64;
        }
        at += 2 + ix.s1_fields;
        let (base, half) = if h >= r0 { (r0, p) } else { (0, m / 2) };
        let d = (l - base) as i64 - (h - base) as i64 - half as i64;
        let mm = (m * m) as i64;
        out[at] = (mm - d * d).max(0) as u64;
    }
}

fn float(f: &Facts, back: usize) -> Option<Float> {
    if back == 1 { f.float1 } else { f.float2 }
}

fn same_pref(a: &Facts, b: &Facts) -> Option<(Strength, Strength)> {
    match (a.pref, b.pref) {
        (Some((ca, sa)), Some((cb, sb))) if ca == cb => Some((sa, sb)),
        _ => None,
    }
}

/// C10: both have a colour difference beyond ±1 towards the same colour,
/// so one of them ends beyond ±2 (topscorers only: C3 keeps others apart).
pub fn c10(a: &Facts, b: &Facts) -> bool {
    same_pref(a, b).is_some() && a.diff.abs() > 1 && b.diff.abs() > 1
}

/// C11: both have an absolute preference for the same colour and whoever
/// gets the other colour has it a third time in a row.
pub fn c11(a: &Facts, b: &Facts) -> bool {
    match same_pref(a, b) {
        Some((Strength::Absolute, Strength::Absolute)) => {
            let wanted = a.pref.expect("preference").0;
            if a.diff.abs() == b.diff.abs() {
                // Either may give way: a third time only if both repeated the same colour.
                a.repeated.is_some() && a.repeated == b.repeated
            } else {
                // The wider difference keeps its colour (E.2).
                let loser = if a.diff.abs() > b.diff.abs() { b } else { a };
                loser.repeated == Some(wanted.other())
            }
        }
        _ => false,
    }
}

/// C12: both prefer the same colour, so one does not get it.
pub fn c12(a: &Facts, b: &Facts) -> bool {
    same_pref(a, b).is_some()
}

/// C13: both prefer the same colour strongly (or absolutely), not both
/// absolutely, so a strong preference is not met.
pub fn c13(a: &Facts, b: &Facts) -> bool {
    match same_pref(a, b) {
        Some((sa, sb)) => {
            sa >= Strength::Strong
                && sb >= Strength::Strong
                && !(sa == Strength::Absolute && sb == Strength::Absolute)
        }
        None => false,
    }
}
