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
    /// How many players make up S1 (moved-down players in a bracket with
    /// more residents, else the top half), and how many of them get a
    /// field of their own.
    s1: usize,
    s1_fields: usize,
}

/// S1 players whose partner is chosen in the handbook's order (S2 from
/// the top) one after another; the others only by distance.
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
        // Among equally good pairings: the lowest-ranked move down, then
        // each pair as near as can be to S1[i] against S2[i].
        index.order = push(&mut fields, ORDER, 1, bits(m * m + 1));
        let moved = members
            .iter()
            .filter(|&&p| state.players[p].score > *scores.last().unwrap_or(&0))
            .count();
        index.s1 = if moved > 0 && 2 * moved <= members.len() {
            moved
        } else {
            members.len() / 2
        };
        index.s1_fields = index.s1.min(S1_FIELDS);
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
        if !matches!(other, Other::Member(_)) {
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
                let m = self.members.len() as i64;
                let d = l as i64 - h as i64 - m / 2;
                if h < self.index.s1_fields && l >= self.index.s1 {
                    out[self.index.order + 1 + h] = (self.members.len() - l) as u64;
                }
                out[self.index.order + 1 + self.index.s1_fields] = (m * m - d * d) as u64;
            }
        }
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
