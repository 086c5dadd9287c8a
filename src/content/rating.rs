//! A puzzle's difficulty rating, computed by the engine and the coach from
//! the puzzle alone: no timing, no randomness beyond fixed seeds, so it is
//! the same on every machine. The method is told for authors in
//! `docs/puzzles.md`; `wahree check` recomputes it and warns where the
//! stored one has drifted.
//!
//! Two kinds of facts go in. What a player must see: how many moves there
//! are to choose from and how many are right, how many wrong moves capture
//! something too (they tempt), how deep the proof goes, and how much
//! counting the answer takes (seeds sown, a lap, houses in the chain).
//! And a ladder of players, from greedy to the coach searching ever
//! deeper, with and without noise: the share of them that would play a
//! right move. The rating is a weighted sum of both, fitted so that its
//! order agrees with the tiers the first sixty puzzles were written with.

use crate::coach::{Limits, Search};

use crate::engine::{House, Position};

use super::format::{Difficulty, Goal};
use super::goal::{self, GoalError};
use super::solve::{self, Target};

/// The method's version: a change of weights or players changes ratings,
/// and the files' ratings are then computed again.
pub const METHOD: u32 = 1;

/// A player on the ladder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Plays the biggest capture now, whatever the goal.
    Greedy,
    /// Values each move by the goal's own measure, but miscounts a sowing
    /// by one seed (either way) with a chance of `per_mille` per thousand
    /// for each seed sown (at most six in ten): a child's counting slips.
    /// Only the goals of one move are counted this way; for the others it
    /// sees the goal's measure exactly.
    Slips { per_mille: u16 },
    /// Looks `depth` plies ahead and adds noise (uniform `0..=noise`, in
    /// the units of the measure, seeds mostly) to each move's worth. As
    /// deep as the goal's proof or deeper, it values moves by the goal's
    /// own measure; less deep, it cannot see the goal and plays what the
    /// coach's search to that depth likes best.
    Coach { depth: u8, noise: u8 },
}

/// The ladder, from the weakest player up.
pub const LADDER: [Player; 9] = [
    Player::Greedy,
    Player::Slips { per_mille: 100 },
    Player::Slips { per_mille: 60 },
    Player::Slips { per_mille: 30 },
    Player::Coach { depth: 1, noise: 2 },
    Player::Coach { depth: 2, noise: 1 },
    Player::Coach { depth: 2, noise: 0 },
    Player::Coach { depth: 4, noise: 0 },
    Player::Coach { depth: 6, noise: 0 },
];
/// A search stops here whatever its depth: the answer is then the one of
/// the last depth completed (node counts, never time).
const NODES: u64 = 60_000;
/// The transposition table of the ladder's searches, cleared before each.
const TABLE_MB: usize = 1;

/// Players on the ladder.
pub const PLAYERS: usize = LADDER.len();

/// What a puzzle's rating is computed from.
#[derive(Clone, Debug, PartialEq)]
pub struct Facts {
    /// Legal moves, and how many of them are right.
    pub legal: u8,
    pub right: u8,
    /// Wrong moves that capture something at once.
    pub tempting: u8,
    /// Plies the proof looks ahead: 1 for a goal of one move, 2 when the
    /// opponent's reply counts, 2K - 1 or 2K for the goals over K moves
    /// (K the fewest that do it).
    pub plies: u8,
    /// Seeds the easiest right move sows, and the houses its capture takes.
    pub sown: u8,
    pub chain: u8,
    /// For each player on the ladder, its chance of playing a right move.
    pub found: [f64; PLAYERS],
}

/// The weights of the facts, in rating points (see `docs/puzzles.md`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    pub base: f64,
    /// Per halving of the share of right moves.
    pub guess: f64,
    /// Per tempting wrong move.
    pub tempting: f64,
    /// Per ply beyond the first.
    pub plies: f64,
    /// Per seed sown beyond six.
    pub sown: f64,
    /// Per house in the chain beyond the first.
    pub chain: f64,
    /// Per player of the ladder that misses the answer (chance of missing).
    pub ladder: f64,
}

/// The weights in use.
pub const WEIGHTS: Weights = Weights {
    base: 60.0,
    guess: 260.0,
    tempting: 25.0,
    plies: 295.0,
    sown: 47.0,
    chain: 200.0,
    ladder: 390.0,
};

/// log2 of 0 (unused) to 6: a player has at most six moves.
const LOG2: [f64; 7] = [
    0.0,
    0.0,
    1.0,
    1.584_962_500_721_156,
    2.0,
    2.321_928_094_887_362,
    2.584_962_500_721_156,
];

/// Beyond the calibration's puzzles (16 seeds sown, chains of five), more
/// seeds or houses count no more.
const SOWN_MOST: u8 = 10;
const CHAIN_MOST: u8 = 4;

/// Where the scale starts to count differences half (see `rating_with`).
const KNEE: u16 = 1800;

/// Ratings lie within this range.
pub const LOWEST: u16 = 400;
pub const HIGHEST: u16 = 2600;

/// The tier a rating is shown as: below `EASY_BELOW` easy, below
/// `MEDIUM_BELOW` medium, above hard.
pub const EASY_BELOW: u16 = 1160;
pub const MEDIUM_BELOW: u16 = 1520;

/// A rating in the middle of a tier.
pub const fn middle(tier: Difficulty) -> u16 {
    match tier {
        Difficulty::Easy => EASY_BELOW - 200,
        Difficulty::Medium => (EASY_BELOW + MEDIUM_BELOW) / 2,
        Difficulty::Hard => MEDIUM_BELOW + 200,
    }
}

pub fn tier(rating: u16) -> Difficulty {
    if rating < EASY_BELOW {
        Difficulty::Easy
    } else if rating < MEDIUM_BELOW {
        Difficulty::Medium
    } else {
        Difficulty::Hard
    }
}

impl Facts {
    /// The rating these facts give with `w`.
    pub fn rating_with(&self, w: &Weights) -> u16 {
        // log2 of the share of right moves, from a table: the same bits
        // on every machine, whatever its maths library.
        let log2 = |n: u8| LOG2[usize::from(n.clamp(1, 6))];
        let guess = log2(self.legal) - log2(self.right);
        let missed: f64 = self.found.iter().map(|p| 1.0 - p).sum();
        // Plies beyond the third count half: the calibration's puzzles
        // look three plies deep at most, and a long line on a small board
        // is read more easily than the straight line says.
        let extra = f64::from(self.plies.saturating_sub(1));
        let plies = extra.min(2.0) + (extra - 2.0).max(0.0) / 2.0;
        let r = w.base
            + w.guess * guess
            + w.tempting * f64::from(self.tempting)
            + w.plies * plies
            + w.sown * f64::from(self.sown.saturating_sub(6).min(SOWN_MOST))
            + w.chain * f64::from(self.chain.saturating_sub(1).min(CHAIN_MOST))
            + w.ladder * missed;
        // Above the knee, differences count half: the calibration's
        // puzzles end there, and the ladder's misses add up fast for the
        // goals over several moves.
        let knee = f64::from(KNEE);
        let r = if r > knee { knee + (r - knee) / 2.0 } else { r };
        r.round().clamp(f64::from(LOWEST), f64::from(HIGHEST)) as u16
    }

    pub fn rating(&self) -> u16 {
        self.rating_with(&WEIGHTS)
    }
}

/// The rating of `goal` in `pos`.
pub fn rate(goal: Goal, pos: &Position) -> Result<u16, GoalError> {
    Ok(facts(goal, pos)?.rating())
}

/// What one move does at once.
struct Sowing {
    house: House,
    gain: u8,
    sown: u8,
    chain: u8,
}

fn sowing(pos: &Position, house: House) -> Option<Sowing> {
    let o = goal::outcome(pos, house)?;
    Some(Sowing {
        house,
        gain: o.gain,
        sown: pos.seeds(house),
        chain: o.chain as u8,
    })
}

/// The facts of `goal` in `pos`.
pub fn facts(goal: Goal, pos: &Position) -> Result<Facts, GoalError> {
    let right = goal::answers(goal, pos)?;
    let all: Vec<Sowing> = pos.legal_moves().filter_map(|h| sowing(pos, h)).collect();
    let tempting = all
        .iter()
        .filter(|s| s.gain > 0 && !right.contains(&s.house))
        .count() as u8;
    // The easiest right move: the shortest sowing.
    let easiest = all
        .iter()
        .filter(|s| right.contains(&s.house))
        .min_by_key(|s| (s.sown, s.house.index()));
    let (sown, chain) = easiest.map_or((0, 0), |s| (s.sown, s.chain));
    let depth = plies(goal, pos);
    Ok(Facts {
        legal: all.len() as u8,
        right: right.len() as u8,
        tempting,
        plies: depth,
        sown,
        chain,
        found: ladder(goal, pos, &right, depth),
    })
}

/// How deep the proof of `goal` looks, in plies.
fn plies(goal: Goal, pos: &Position) -> u8 {
    match goal::deep_goal(goal, pos) {
        None => match goal {
            Goal::AvoidWipeOut | Goal::Defend => 2,
            _ => 1,
        },
        Some((target, moves)) => {
            let line = [*pos];
            let k = solve::fastest(pos, &line, target, moves).unwrap_or(moves);
            match target {
                Target::Hold(_) => 2 * k,
                _ => 2 * k - 1,
            }
        }
    }
}

/// What a sowing seems to do, to someone who counts it with `slip` seeds
/// too many or too few: where the last seed falls, and the capture the
/// houses would then seem to allow. A model of how a move is seen, not of
/// the rules (a sowing of a miscounted number never happens).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Seen {
    last: usize,
    gain: u8,
    chain: u8,
    /// Seeds left in the opponent's row.
    left: u8,
}

fn seen(pos: &Position, house: House, slip: i8) -> Seen {
    let from = house.index();
    let n = i16::from(pos.seeds(house)) + i16::from(slip);
    let mut houses = *pos.houses();
    houses[from] = 0;
    let mut at = from;
    for _ in 0..n.max(0) {
        at = (at + 1) % 12;
        if at == from {
            at = (at + 1) % 12;
        }
        houses[at] += 1;
    }
    let me = pos.to_move();
    let first = (!me).first_house();
    let (mut gain, mut chain) = (0u8, 0u8);
    if (first..first + 6).contains(&at) {
        let mut i = at;
        while matches!(houses[i], 2 | 3) {
            gain += houses[i];
            chain += 1;
            houses[i] = 0;
            if i == first {
                break;
            }
            i -= 1;
        }
    }
    let left: u8 = houses[first..first + 6].iter().sum();
    if gain > 0 && left == 0 {
        // The sweep of a wipe-out.
        let own = me.first_house();
        gain += houses[own..own + 6].iter().sum::<u8>();
    }
    Seen {
        last: at,
        gain,
        chain,
        left,
    }
}

/// What a move is worth by the goal's own measure, higher better, in
/// seeds where the goal counts seeds, as seen with `slip` (see [`seen`]);
/// `None` for the goals whose measure looks past the move itself.
fn one_move(goal: Goal, pos: &Position, house: House, slip: i8) -> Option<i32> {
    let s = seen(pos, house, slip);
    Some(match goal {
        Goal::Play { house: n } => 4 * i32::from(usize::from(n) == house.index()),
        Goal::LastIn { house: n } => -(((usize::from(n) + 12 - s.last) % 12) as i32),
        Goal::Capture { .. } | Goal::MostSeeds => i32::from(s.gain),
        // Two for each house, so that a slip of one seed seldom changes it.
        Goal::LongestChain => 2 * i32::from(s.chain),
        Goal::WipeOut => -i32::from(s.left) - 4 * i32::from(s.left > 0 || s.gain == 0),
        Goal::Feed => 0,
        _ => return None,
    })
}

/// What a move is worth by the goal's own measure, exactly.
fn measure(goal: Goal, pos: &Position, house: House, right: &[House]) -> i32 {
    if let Some(v) = one_move(goal, pos, house, 0) {
        return v;
    }
    let mut after = *pos;
    let s = after.play_unchecked(house);
    let me = pos.to_move();
    let over = s.wipe_out || after.is_over();
    let replies = || {
        after.legal_moves().map(move |r| {
            let mut c = after;
            let t = c.play_unchecked(r);
            (c.store(!me) - after.store(!me), t.wipe_out)
        })
    };
    match goal {
        Goal::Defend if !over => -i32::from(replies().map(|r| r.0).max().unwrap_or(0)),
        Goal::AvoidWipeOut if !over => -4 * i32::from(replies().any(|r| r.1)),
        Goal::Defend | Goal::AvoidWipeOut => 0,
        // The goals over several moves: forced or not.
        _ => 4 * i32::from(right.contains(&house)),
    }
}

/// Each player's chance of playing one of `right`.
fn ladder(goal: Goal, pos: &Position, right: &[House], plies: u8) -> [f64; PLAYERS] {
    let moves: Vec<House> = pos.legal_moves().collect();
    let exact: Vec<(House, i32)> = moves
        .iter()
        .map(|&h| (h, measure(goal, pos, h, right)))
        .collect();
    let mut search = Search::with_table_mb(TABLE_MB);
    let mut coach = |depth: u8| -> Vec<(House, i32)> {
        search.clear();
        let limits = Limits {
            depth: Some(u32::from(depth)),
            time: None,
            nodes: Some(NODES),
        };
        let a = search.analyse(pos, &[], limits);
        a.moves.iter().map(|m| (m.house, m.value)).collect()
    };
    let mut found = [0.0; PLAYERS];
    for (i, player) in LADDER.iter().enumerate() {
        found[i] = match *player {
            Player::Greedy => {
                let gains: Vec<(House, i32)> = moves
                    .iter()
                    .map(|&h| (h, i32::from(seen(pos, h, 0).gain)))
                    .collect();
                noisy_share(&gains, 0, right)
            }
            Player::Slips { per_mille } => match one_move(goal, pos, moves[0], 0) {
                Some(_) => slip_share(goal, pos, &moves, per_mille, right),
                None => noisy_share(&exact, 0, right),
            },
            Player::Coach { depth, noise } if depth >= plies => noisy_share(&exact, noise, right),
            Player::Coach { depth, noise } => noisy_share(&coach(depth), noise, right),
        };
    }
    found
}

/// The exact chance that a player who slips as [`Player::Slips`] says,
/// and picks among the moves that seem best at random, plays one of
/// `right`: every combination of slips counted with its chance.
fn slip_share(goal: Goal, pos: &Position, moves: &[House], per_mille: u16, right: &[House]) -> f64 {
    // For each move: the three ways it may be seen, with their chances.
    let views: Vec<[(f64, i32); 3]> = moves
        .iter()
        .map(|&h| {
            let p = (f64::from(per_mille) / 1000.0 * f64::from(pos.seeds(h))).min(0.6);
            let v = |slip| one_move(goal, pos, h, slip).unwrap_or(0);
            [(1.0 - p, v(0)), (p / 2.0, v(-1)), (p / 2.0, v(1))]
        })
        .collect();
    let n = moves.len();
    let mut total = 0.0;
    for c in 0..3usize.pow(n as u32) {
        let mut x = c;
        let mut chance = 1.0;
        let mut worth = Vec::with_capacity(n);
        for view in &views {
            let (p, v) = view[x % 3];
            x /= 3;
            chance *= p;
            worth.push(v);
        }
        if chance == 0.0 {
            continue;
        }
        let top = *worth.iter().max().expect("a move");
        let tops: Vec<usize> = (0..n).filter(|&i| worth[i] == top).collect();
        let hits = tops.iter().filter(|&&i| right.contains(&moves[i])).count();
        total += chance * hits as f64 / tops.len() as f64;
    }
    total
}

/// The exact chance that a player adding uniform noise `0..=noise` to
/// each move's value, and picking among the highest at random, plays one
/// of `right`: every combination of noises counted once.
fn noisy_share(values: &[(House, i32)], noise: u8, right: &[House]) -> f64 {
    let n = values.len();
    if n == 0 {
        return 0.0;
    }
    let k = u32::from(noise) + 1;
    let combos = k.pow(n as u32);
    let mut total = 0.0;
    let mut jitter = vec![0i32; n];
    for c in 0..combos {
        let mut x = c;
        for j in jitter.iter_mut() {
            *j = (x % k) as i32;
            x /= k;
        }
        let noisy: Vec<i32> = values.iter().zip(&jitter).map(|(v, j)| v.1 + j).collect();
        let top = *noisy.iter().max().expect("a move");
        let tops: Vec<usize> = (0..n).filter(|&i| noisy[i] == top).collect();
        let hits = tops
            .iter()
            .filter(|&&i| right.contains(&values[i].0))
            .count();
        total += hits as f64 / tops.len() as f64;
    }
    total / f64::from(combos)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(n: usize) -> House {
        House::new(n).expect("a house")
    }

    #[test]
    fn noise_spreads_the_choice_evenly_over_equal_moves() {
        let values = [(h(0), 3), (h(1), 3)];
        assert_eq!(noisy_share(&values, 2, &[h(0)]), 0.5);
        // Far ahead: noise of 2 never overturns a lead of 3.
        let values = [(h(0), 6), (h(1), 3)];
        assert_eq!(noisy_share(&values, 2, &[h(0)]), 1.0);
        // A lead of 1 with noise 0..=1: lost only when the other gets 1
        // and this 0, a tie then (1 in 4 combinations, half of it lost).
        let values = [(h(0), 4), (h(1), 3)];
        assert_eq!(noisy_share(&values, 1, &[h(0)]), 1.0 - 0.125);
    }

    #[test]
    fn tiers_follow_the_rating() {
        assert_eq!(tier(EASY_BELOW - 1), Difficulty::Easy);
        assert_eq!(tier(EASY_BELOW), Difficulty::Medium);
        assert_eq!(tier(MEDIUM_BELOW), Difficulty::Hard);
    }
}
