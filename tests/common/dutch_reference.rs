//! A second, deliberately different reading of the FIDE Dutch system
//! (C.04.3), to check the engine's pairings against.
//!
//! The engine builds one weighted graph per bracket and lets a matching
//! algorithm find the best pairing. This file instead tries the bracket's
//! pairings one by one, as an arbiter would: players in pairing order, each
//! either paired with a later player or left to float down; every complete
//! candidate is scored on the criteria C4–C21 as the handbook words them
//! (numbers of players, lists of scores), and candidates that cannot beat
//! the best one found so far are cut off early. The criteria are written
//! here from the handbook's text, not from the engine's weight fields.
#![allow(dead_code)]

use std::cmp::Reverse;
use std::collections::{HashMap, HashSet};

use wahree::tournament::dutch::{Colour, Game, Input};

#[derive(Clone, Debug)]
pub struct Entrant {
    pub id: u32,
    pub score: u32,
    /// Colours of the games actually played, oldest first.
    pub played: Vec<Colour>,
    /// (colour wanted, 1 mild / 2 strong / 3 absolute)
    pub wants: Option<(Colour, u8)>,
    /// -1 floated down, +1 floated up, 0 neither: last round, and the one before.
    pub floated: [i8; 2],
    pub may_have_bye: bool,
    pub games_not_played: u32,
    pub top: bool,
}

impl Entrant {
    fn balance(&self) -> i32 {
        self.played
            .iter()
            .map(|c| if *c == Colour::First { 1 } else { -1 })
            .sum()
    }
    fn same_twice(&self) -> Option<Colour> {
        let n = self.played.len();
        (n >= 2 && self.played[n - 1] == self.played[n - 2]).then(|| self.played[n - 1])
    }
}

pub struct Tournament {
    /// Present players in pairing order: score, then pairing number.
    pub order: Vec<Entrant>,
    forbidden: HashSet<(u32, u32)>,
    /// The bye goes to the lowest score from which it can be given with
    /// the rest of the round still paired.
    pub bye_score: Option<u32>,
    /// The colour drawn before round 1 for odd pairing numbers (E.5).
    pub initial: Colour,
    /// Which sets of players can be paired among themselves.
    memo: std::cell::RefCell<Memo>,
}

fn both(a: u32, b: u32) -> (u32, u32) {
    if a < b { (a, b) } else { (b, a) }
}

fn other(c: Colour) -> Colour {
    if c == Colour::First {
        Colour::Second
    } else {
        Colour::First
    }
}

impl Tournament {
    pub fn read(input: &Input) -> Tournament {
        let histories: HashMap<u32, &Vec<Game>> =
            input.players.iter().map(|p| (p.id, &p.history)).collect();
        let points = |g: &Game| match g {
            Game::Played { score_x10, .. } | Game::Bye { score_x10 } => *score_x10,
            // A bye the player asked for: its points, and no game.
            Game::Excused { score_x10 } => *score_x10,
            Game::ForfeitWin { .. } => 10,
            Game::ForfeitLoss { .. } | Game::Absent => 0,
        };
        let score_before =
            |id: u32, round: usize| -> u32 { histories[&id][..round].iter().map(points).sum() };
        let rounds = input.players.first().map_or(0, |p| p.history.len());
        let mut forbidden = HashSet::new();
        for p in &input.players {
            for g in &p.history {
                if let Game::Played { opponent, .. } = g {
                    forbidden.insert(both(p.id, *opponent));
                }
            }
        }
        for &(a, b) in &input.forbidden {
            forbidden.insert(both(a, b));
        }
        let mut order = Vec::new();
        for p in input.players.iter().filter(|p| !p.absent) {
            let played: Vec<Colour> = p
                .history
                .iter()
                .filter_map(|g| {
                    if let Game::Played { colour, .. } = g {
                        Some(*colour)
                    } else {
                        None
                    }
                })
                .collect();
            let mut e = Entrant {
                id: p.id,
                score: p.points_x10,
                played,
                wants: None,
                floated: [0, 0],
                may_have_bye: !p.bye_received,
                games_not_played: p
                    .history
                    .iter()
                    .filter(|g| !matches!(g, Game::Played { .. }))
                    .count() as u32,
                top: rounds as u32 + 1 >= input.rounds_total
                    && p.points_x10 * 2 > 10 * rounds as u32,
            };
            let b = e.balance();
            e.wants = match (e.played.last(), b, e.same_twice()) {
                (None, _, _) => None,
                (_, b, _) if b >= 2 => Some((Colour::Second, 3)),
                (_, b, _) if b <= -2 => Some((Colour::First, 3)),
                (_, _, Some(c)) => Some((other(c), 3)),
                (_, 1, _) => Some((Colour::Second, 2)),
                (_, -1, _) => Some((Colour::First, 2)),
                (Some(last), _, _) => Some((other(*last), 1)),
            };
            for back in 1..=2usize {
                if rounds >= back {
                    let r = rounds - back;
                    e.floated[back - 1] =
                        match p.history[r] {
                            Game::Played { opponent, .. } => {
                                let (mine, theirs) =
                                    (score_before(p.id, r), score_before(opponent, r));
                                if mine > theirs {
                                    -1
                                } else if mine < theirs {
                                    1
                                } else {
                                    0
                                }
                            }
                            // Points without a game float a player down (a
                            // won forfeit, or a bye worth more than nothing);
                            // a lost forfeit, an absence or a zero bye does not.
                            Game::ForfeitWin { .. } => -1,
                            Game::Bye { score_x10 } | Game::Excused { score_x10 } => {
                                if score_x10 == 0 { 0 } else { -1 }
                            }
                            Game::ForfeitLoss { .. } | Game::Absent => 0,
                        };
                }
            }
            order.push(e);
        }
        order.sort_by(|a, b| b.score.cmp(&a.score).then(a.id.cmp(&b.id)));
        let mut t = Tournament {
            order,
            forbidden,
            bye_score: None,
            initial: input.initial_colour,
            memo: Default::default(),
        };
        if t.order.len() % 2 == 1 {
            // From the bottom up: the first score at which someone allowed a
            // bye can sit out while all the others are paired.
            let everyone: Vec<usize> = (0..t.order.len()).collect();
            for p in (0..t.order.len()).rev() {
                if !t.order[p].may_have_bye {
                    continue;
                }
                let others: Vec<usize> = everyone.iter().copied().filter(|&q| q != p).collect();
                if completes(&t, &others, false, &mut 10_000_000) {
                    t.bye_score = Some(t.order[p].score);
                    break;
                }
            }
        }
        t
    }

    /// C2, and the bye's score group.
    pub fn may_take_bye(&self, p: usize) -> bool {
        self.order[p].may_have_bye && Some(self.order[p].score) == self.bye_score
    }

    /// C1 (and siblings) and C3.
    pub fn may_meet(&self, a: usize, b: usize) -> bool {
        let (x, y) = (&self.order[a], &self.order[b]);
        if self.forbidden.contains(&both(x.id, y.id)) {
            return false;
        }
        !matches!((x.wants, y.wants), (Some((cx, 3)), Some((cy, 3))) if cx == cy && !x.top && !y.top)
    }

    /// The colour the handbook gives the higher-ranked player `a` against `b` (E.1–E.5).
    pub fn colour_for_higher(&self, a: usize, b: usize) -> Colour {
        let (x, y) = (&self.order[a], &self.order[b]);
        let (Some((cx, sx)), Some((cy, sy))) = (x.wants, y.wants) else {
            if let Some((cx, _)) = x.wants {
                return cx;
            }
            if let Some((cy, _)) = y.wants {
                return other(cy);
            }
            return if x.id % 2 == 1 {
                self.initial
            } else {
                other(self.initial)
            };
        };
        if cx != cy {
            return cx;
        }
        if sx != sy {
            return if sx > sy { cx } else { other(cx) };
        }
        if sx == 3 && x.balance().abs() != y.balance().abs() {
            return if x.balance().abs() > y.balance().abs() {
                cx
            } else {
                other(cx)
            };
        }
        let (mut i, mut j) = (x.played.len(), y.played.len());
        while i > 0 && j > 0 {
            i -= 1;
            j -= 1;
            if x.played[i] != y.played[j] {
                return other(x.played[i]);
            }
        }
        cx
    }
}

/// A bracket's pairing scored on the criteria, in the handbook's order;
/// the derived order compares them one after another (greater is better).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Quality {
    pub c5_pairs: u32,
    /// The higher score of each pair, highest first.
    pub c6_scores_paired: Vec<u32>,
    pub c7_next_pairs: u32,
    pub c8_next_scores: Vec<u32>,
    pub c9_bye_unplayed: Reverse<u32>,
    pub c10_beyond_two: Reverse<u32>,
    pub c11_three_in_a_row: Reverse<u32>,
    pub c12_preference_lost: Reverse<u32>,
    pub c13_strong_lost: Reverse<u32>,
    pub c14_down_again_1: Reverse<u32>,
    pub c15_up_again_1: Reverse<u32>,
    pub c16_down_again_2: Reverse<u32>,
    pub c17_up_again_2: Reverse<u32>,
    pub c18_down_again_scores_1: Reverse<Vec<u32>>,
    pub c19_up_again_opponents_1: Reverse<Vec<u32>>,
    pub c20_down_again_scores_2: Reverse<Vec<u32>>,
    pub c21_up_again_opponents_2: Reverse<Vec<u32>>,
}

pub struct BracketTask<'a> {
    pub t: &'a Tournament,
    /// Positions in `order`, moved-down players included.
    pub members: Vec<usize>,
    /// Everyone below the bracket.
    pub below: Vec<usize>,
    /// The score group right below.
    pub next: Vec<usize>,
    pub bye_needed: bool,
    pub last: bool,
    /// How the round goes on below, by set of floaters (many candidates
    /// share one).
    pub continuations: std::cell::RefCell<HashMap<Vec<usize>, Option<Continuation>>>,
}

/// After a bracket: floaters paired in the next score group, their scores,
/// the unplayed games of whoever gets the bye.
pub type Continuation = (u32, Vec<u32>, u32);

/// How a search ended: the best quality, or out of patience.
pub enum Outcome {
    Best(Option<Quality>),
    TooLong,
}

pub const PATIENCE: u64 = 200_000;

impl BracketTask<'_> {
    /// Scores one candidate: `pairs` within the bracket, `left` floating
    /// down (or the bye in the last bracket). None when the round cannot be
    /// completed around it (C4).
    pub fn quality(
        &self,
        pairs: &[(usize, usize)],
        left: &[usize],
        budget: &mut u64,
    ) -> Option<Quality> {
        // C4, C7, C8 (and C9 for the bye): the best way the floaters go on.
        let mut key = left.to_vec();
        key.sort_unstable();
        let known = self.continuations.borrow().get(&key).cloned();
        let went_on = match known {
            Some(k) => k,
            None => {
                let k = self.best_continuation(left, budget);
                self.continuations.borrow_mut().insert(key, k.clone());
                k
            }
        };
        let (next_count, next_scores, bye_unplayed) = went_on?;
        let mut q = self.decided(pairs, left);
        q.c7_next_pairs = next_count;
        q.c8_next_scores = next_scores;
        q.c9_bye_unplayed = Reverse(if self.last { bye_unplayed } else { 0 });
        Some(q)
    }

    /// What the pairs and floaters chosen so far already decide (C5, C6,
    /// C10–C21 for these players; C7–C9 left empty).
    fn decided(&self, pairs: &[(usize, usize)], left: &[usize]) -> Quality {
        let t = self.t;
        let e = |p: usize| &t.order[p];
        let mut q = Quality {
            c5_pairs: pairs.len() as u32,
            c6_scores_paired: pairs
                .iter()
                .map(|&(a, b)| e(a).score.max(e(b).score))
                .collect(),
            c7_next_pairs: 0,
            c8_next_scores: vec![],
            c9_bye_unplayed: Reverse(0),
            c10_beyond_two: Reverse(0),
            c11_three_in_a_row: Reverse(0),
            c12_preference_lost: Reverse(0),
            c13_strong_lost: Reverse(0),
            c14_down_again_1: Reverse(0),
            c15_up_again_1: Reverse(0),
            c16_down_again_2: Reverse(0),
            c17_up_again_2: Reverse(0),
            c18_down_again_scores_1: Reverse(vec![]),
            c19_up_again_opponents_1: Reverse(vec![]),
            c20_down_again_scores_2: Reverse(vec![]),
            c21_up_again_opponents_2: Reverse(vec![]),
        };
        q.c6_scores_paired.sort_unstable_by(|a, b| b.cmp(a));
        for &(a, b) in pairs {
            let (x, y) = (e(a), e(b));
            let (Some((cx, sx)), Some((cy, sy))) = (x.wants, y.wants) else {
                continue;
            };
            if cx != cy {
                continue;
            }
            // Somebody gives way: one player misses the colour he wants.
            q.c12_preference_lost.0 += 1;
            // The one giving way, when the handbook's E.2 decides it.
            let gives_way = if sx != sy {
                Some(if sx < sy { x } else { y })
            } else if sx == 3 && x.balance().abs() != y.balance().abs() {
                Some(if x.balance().abs() < y.balance().abs() {
                    x
                } else {
                    y
                })
            } else {
                None
            };
            if x.balance().abs() >= 2 && y.balance().abs() >= 2 {
                q.c10_beyond_two.0 += 1;
            }
            if sx == 3 && sy == 3 {
                let third = match gives_way {
                    Some(p) => p.same_twice() == Some(other(cx)),
                    // Equal: a third time only if neither can take the other colour.
                    None => x.same_twice().is_some() && x.same_twice() == y.same_twice(),
                };
                q.c11_three_in_a_row.0 += third as u32;
            }
            let loser_strength = match gives_way {
                Some(p) => p.wants.map_or(0, |w| w.1),
                None => sx,
            };
            if loser_strength == 2 {
                q.c13_strong_lost.0 += 1;
            }
        }
        // Floats this round, for the members: paired with a lower score or
        // left over is a downfloat; paired with a higher score an upfloat.
        let mut partner: Vec<Option<usize>> = vec![None; t.order.len()];
        for &(a, b) in pairs {
            partner[a] = Some(b);
            partner[b] = Some(a);
        }
        for m in pairs
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .chain(left.iter().copied())
        {
            let me = e(m);
            let (down_now, up_against) = match partner[m].as_ref() {
                None => (true, None),
                Some(&o) if e(o).score < me.score => (true, None),
                Some(&o) if e(o).score > me.score => (false, Some(e(o).score)),
                Some(_) => (false, None),
            };
            for back in 0..2 {
                let (down, up, down_scores, up_scores) = if back == 0 {
                    (
                        &mut q.c14_down_again_1.0,
                        &mut q.c15_up_again_1.0,
                        &mut q.c18_down_again_scores_1.0,
                        &mut q.c19_up_again_opponents_1.0,
                    )
                } else {
                    (
                        &mut q.c16_down_again_2.0,
                        &mut q.c17_up_again_2.0,
                        &mut q.c20_down_again_scores_2.0,
                        &mut q.c21_up_again_opponents_2.0,
                    )
                };
                if me.floated[back] == -1 && down_now {
                    *down += 1;
                }
                if me.floated[back] == -1 && partner[m].is_none() {
                    down_scores.push(me.score);
                }
                if me.floated[back] == 1
                    && let Some(s) = up_against
                {
                    *up += 1;
                    up_scores.push(s);
                }
            }
        }
        for list in [
            &mut q.c18_down_again_scores_1.0,
            &mut q.c19_up_again_opponents_1.0,
            &mut q.c20_down_again_scores_2.0,
            &mut q.c21_up_again_opponents_2.0,
        ] {
            list.sort_unstable_by(|a, b| b.cmp(a));
        }
        q
    }

    /// Over every way to finish the round after this bracket: the most
    /// floaters paired in the next score group, the highest of their
    /// scores, and the fewest unplayed games of whoever gets the bye.
    fn best_continuation(&self, left: &[usize], budget: &mut u64) -> Option<Continuation> {
        let t = self.t;
        let mut best: Option<(u32, Vec<u32>, Reverse<u32>)> = None;
        let mut free: Vec<usize> = self.below.clone();
        #[allow(clippy::too_many_arguments)]
        fn go(
            task: &BracketTask,
            left: &[usize],
            i: usize,
            free: &mut Vec<usize>,
            bye_open: bool,
            got: &mut Vec<u32>,
            bye_unplayed: u32,
            best: &mut Option<(u32, Vec<u32>, Reverse<u32>)>,
            budget: &mut u64,
        ) {
            let t = task.t;
            if *budget == 0 {
                return;
            }
            *budget -= 1;
            if i == left.len() {
                if completes(t, free, bye_open, budget) {
                    let mut scores = got.clone();
                    scores.sort_unstable_by(|a, b| b.cmp(a));
                    let cand = (got.len() as u32, scores, Reverse(bye_unplayed));
                    if best.as_ref().is_none_or(|b| cand > *b) {
                        *best = Some(cand);
                    }
                }
                return;
            }
            let me = left[i];
            // With a player below (or another floater further on).
            for k in 0..free.len() {
                let o = free[k];
                if !t.may_meet(me, o) {
                    continue;
                }
                free.swap_remove(k);
                let in_next = task.next.contains(&o);
                if in_next {
                    got.push(t.order[me].score);
                }
                go(
                    task,
                    left,
                    i + 1,
                    free,
                    bye_open,
                    got,
                    bye_unplayed,
                    best,
                    budget,
                );
                if in_next {
                    got.pop();
                }
                free.push(o);
                let last = free.len() - 1;
                free.swap(k, last);
            }
            // Two floaters together.
            for j in i + 1..left.len() {
                let o = left[j];
                if o == usize::MAX || !t.may_meet(me, o) {
                    continue;
                }
                let without: Vec<usize> = left
                    .iter()
                    .enumerate()
                    .filter(|&(x, _)| x != i && x != j)
                    .map(|(_, &p)| p)
                    .collect();
                go(
                    task,
                    &without,
                    i,
                    free,
                    bye_open,
                    got,
                    bye_unplayed,
                    best,
                    budget,
                );
            }
            // The bye.
            if bye_open && t.may_take_bye(me) {
                go(
                    task,
                    left,
                    i + 1,
                    free,
                    false,
                    got,
                    t.order[me].games_not_played,
                    best,
                    budget,
                );
            }
        }
        let mut got = Vec::new();
        go(
            self,
            left,
            0,
            &mut free,
            self.bye_needed,
            &mut got,
            0,
            &mut best,
            budget,
        );
        let _ = t;
        best.map(|(n, s, Reverse(u))| (n, s, u))
    }
}

/// Whether the whole round can be paired at all (C1–C3, and C2 for the bye).
pub fn pairable(t: &Tournament) -> bool {
    t.order.len().is_multiple_of(2) && {
        let everyone: Vec<usize> = (0..t.order.len()).collect();
        completes(t, &everyone, false, &mut u64::MAX.clone())
    } || t.bye_score.is_some()
}

/// Whether these players can all be paired (one of them given the bye if
/// `bye_open`), by trying partners for the first one, then the next...
fn completes(t: &Tournament, free: &[usize], bye_open: bool, budget: &mut u64) -> bool {
    // Sets of players as bits of their positions: what is known of one
    // set holds for every question about the same tournament.
    fn go(t: &Tournament, mask: u64, bye_open: bool, memo: &mut Memo, budget: &mut u64) -> bool {
        if mask == 0 {
            return !bye_open;
        }
        if let Some(&r) = memo.get(&(mask, bye_open)) {
            return r;
        }
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1u64 << i);
        let mut ok = bye_open && t.may_take_bye(i) && go(t, rest, false, memo, budget);
        let mut others = rest;
        while !ok && others != 0 {
            let j = others.trailing_zeros() as usize;
            others &= !(1u64 << j);
            ok = t.may_meet(i, j) && go(t, rest & !(1u64 << j), bye_open, memo, budget);
        }
        // An answer cut short by the budget is not kept.
        if *budget > 0 {
            memo.insert((mask, bye_open), ok);
        }
        ok
    }
    assert!(
        t.order.len() <= 64,
        "the reference handles 64 players at most"
    );
    let mask = free.iter().fold(0u64, |m, &p| m | 1u64 << p);
    go(t, mask, bye_open, &mut t.memo.borrow_mut(), budget)
}

type Memo = HashMap<(u64, bool), bool, std::hash::BuildHasherDefault<Cheap>>;

/// A quick hash for the memo's bit sets (the standard one is built to
/// resist attacks, which a test does not need).
#[derive(Default)]
struct Cheap(u64);

impl std::hash::Hasher for Cheap {
    fn finish(&self) -> u64 {
        // Mixes the high bits down: a product alone leaves the low bits,
        // which pick the bucket, to the low bits of the key.
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7C_C1_B7_27_22_0A_95);
    }
    fn write_u8(&mut self, v: u8) {
        self.write_u64(v as u64);
    }
}

/// The best quality any pairing of the bracket reaches, by trying them in
/// order and cutting off what cannot beat the best found so far.
pub fn best_quality(task: &BracketTask) -> Outcome {
    let mut best: Option<Quality> = None;
    let mut budget = PATIENCE;
    let mut pairs = Vec::new();
    let mut left = Vec::new();
    let mut open: Vec<usize> = task.members.clone();
    search(
        task,
        &mut open,
        &mut pairs,
        &mut left,
        &mut best,
        &mut budget,
    );
    if budget == 0 {
        Outcome::TooLong
    } else {
        Outcome::Best(best)
    }
}

fn search(
    task: &BracketTask,
    open: &mut Vec<usize>,
    pairs: &mut Vec<(usize, usize)>,
    left: &mut Vec<usize>,
    best: &mut Option<Quality>,
    budget: &mut u64,
) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    if let Some(b) = best
        && !could_beat(task, open, pairs, left, b)
    {
        return;
    }
    let Some(&me) = open.first() else {
        if let Some(q) = task.quality(pairs, left, budget)
            && best.as_ref().is_none_or(|b| q > *b)
        {
            *best = Some(q);
        }
        return;
    };
    open.remove(0);
    for k in 0..open.len() {
        let o = open[k];
        if !task.t.may_meet(me, o) {
            continue;
        }
        open.remove(k);
        pairs.push((me, o));
        search(task, open, pairs, left, best, budget);
        pairs.pop();
        open.insert(k, o);
    }
    left.push(me);
    search(task, open, pairs, left, best, budget);
    left.pop();
    open.insert(0, me);
}

/// An optimistic look at a partial candidate: as many more pairs as the
/// open players allow, each led by the best score it could have, every
/// floater paired in the next score group, and no further fault except the
/// colour preferences that cannot all be met among the open players.
fn could_beat(
    task: &BracketTask,
    open: &[usize],
    pairs: &[(usize, usize)],
    left: &[usize],
    best: &Quality,
) -> bool {
    let t = task.t;
    let more = (open.len() / 2) as u32;
    let mut q = task.decided(pairs, left);
    q.c5_pairs += more;
    q.c6_scores_paired
        .extend(open.iter().take(more as usize).map(|&p| t.order[p].score));
    q.c6_scores_paired.sort_unstable_by(|a, b| b.cmp(a));
    let floaters = task.members.len() as u32 - 2 * q.c5_pairs;
    q.c7_next_pairs = floaters.min(task.next.len() as u32);
    let mut scores: Vec<u32> = left.iter().chain(open).map(|&p| t.order[p].score).collect();
    scores.sort_unstable_by(|a, b| b.cmp(a));
    scores.truncate(q.c7_next_pairs as usize);
    q.c8_next_scores = scores;
    if task.last && task.bye_needed {
        let fewest = left
            .iter()
            .chain(open)
            .filter(|&&p| t.may_take_bye(p))
            .map(|&p| t.order[p].games_not_played)
            .min();
        q.c9_bye_unplayed = Reverse(fewest.unwrap_or(0));
    }
    let wanting = |c: Colour| {
        open.iter()
            .filter(|&&p| matches!(t.order[p].wants, Some((w, _)) if w == c))
            .count() as i64
    };
    let indifferent = open.iter().filter(|&&p| t.order[p].wants.is_none()).count() as i64;
    let may_float = floaters as i64 - left.len() as i64;
    let excess =
        (wanting(Colour::First) - wanting(Colour::Second)).abs() - indifferent - may_float.max(0);
    q.c12_preference_lost.0 += (excess.max(0) / 2) as u32;
    q > *best
}
