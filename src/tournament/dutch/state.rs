//! What the rules need to know of each player before the round: score,
//! colour difference and preference, floats, who met whom (A.1–A.7).

use std::collections::{HashMap, HashSet};

use super::{Colour, Game, Input, PairError};

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    Mild,
    Strong,
    Absolute,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Float {
    Down,
    Up,
}

#[derive(Clone, Debug)]
pub struct Facts {
    pub id: u32,
    pub score: u32,
    /// Games with the first move minus games with the second (played games only).
    pub diff: i32,
    /// The colours of the played games, in order.
    pub colours: Vec<Colour>,
    pub pref: Option<(Colour, Strength)>,
    /// The colour of the last two played games when they were the same.
    pub repeated: Option<Colour>,
    /// Floats one and two rounds before this one (A.4).
    pub float1: Option<Float>,
    pub float2: Option<Float>,
    pub bye_eligible: bool,
    /// Rounds of the history without a game played over the board (C9).
    pub unplayed: u32,
    pub topscorer: bool,
}

/// The round to pair: the present players in pairing order (score, then
/// pairing number, A.2) and who may not meet whom.
pub struct State {
    pub players: Vec<Facts>,
    met: HashSet<(u32, u32)>,
    pub rounds_played: usize,
    /// The initial colour (E.5).
    pub initial: Colour,
}

fn key(a: u32, b: u32) -> (u32, u32) {
    (a.min(b), a.max(b))
}

impl State {
    pub fn new(input: &Input) -> Result<State, PairError> {
        let invalid = |why: String| Err(PairError::Invalid(why));
        let mut by_id: HashMap<u32, usize> = HashMap::new();
        for (i, p) in input.players.iter().enumerate() {
            if p.id == 0 {
                return invalid("pairing number 0".into());
            }
            if by_id.insert(p.id, i).is_some() {
                return invalid(format!("pairing number {} appears twice", p.id));
            }
        }
        let rounds = input
            .players
            .iter()
            .map(|p| p.history.len())
            .max()
            .unwrap_or(0);
        if input.players.iter().any(|p| p.history.len() != rounds) {
            return invalid("players have histories of different lengths".into());
        }
        let mut met = HashSet::new();
        for p in &input.players {
            for (r, g) in p.history.iter().enumerate() {
                let opp = match *g {
                    Game::Played { opponent, .. }
                    | Game::ForfeitWin { opponent }
                    | Game::ForfeitLoss { opponent } => opponent,
                    _ => continue,
                };
                let Some(&o) = by_id.get(&opp) else {
                    return invalid(format!("player {} met unknown player {opp}", p.id));
                };
                let back = input.players[o].history[r];
                let consistent = match (*g, back) {
                    (
                        Game::Played { colour: a, .. },
                        Game::Played {
                            opponent,
                            colour: b,
                            ..
                        },
                    ) => opponent == p.id && a != b,
                    // A forfeit is won by one, or lost by both.
                    (
                        Game::ForfeitWin { .. } | Game::ForfeitLoss { .. },
                        Game::ForfeitLoss { opponent },
                    )
                    | (Game::ForfeitLoss { .. }, Game::ForfeitWin { opponent }) => opponent == p.id,
                    _ => false,
                };
                if !consistent || opp == p.id {
                    return invalid(format!(
                        "round {}: players {} and {opp} disagree",
                        r + 1,
                        p.id
                    ));
                }
                // A forfeited game was not played: the two may still meet.
                if matches!(g, Game::Played { .. }) {
                    met.insert(key(p.id, opp));
                }
            }
        }
        for &(a, b) in &input.forbidden {
            met.insert(key(a, b));
        }
        // Scores before each round, for the floats.
        let before = |i: usize, r: usize| -> u32 {
            input.players[i].history[..r]
                .iter()
                .map(|g| match *g {
                    Game::Played { score_x10, .. }
                    | Game::Bye { score_x10 }
                    | Game::Excused { score_x10 } => score_x10,
                    Game::ForfeitWin { .. } => 10,
                    Game::ForfeitLoss { .. } | Game::Absent => 0,
                })
                .sum()
        };
        let float_at = |i: usize, back: usize| -> Option<Float> {
            let r = rounds.checked_sub(back)?;
            match input.players[i].history[r] {
                Game::Played { opponent, .. } => {
                    let mine = before(i, r);
                    let theirs = before(by_id[&opponent], r);
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => Some(Float::Down),
                        std::cmp::Ordering::Less => Some(Float::Up),
                        std::cmp::Ordering::Equal => None,
                    }
                }
                // Without a game: a downfloat for scoring more than a loss
                // (the bye, a forfeit win, a requested bye with points),
                // none for a loss or an absence (1.4.3 of the 2026 rules).
                Game::Bye { score_x10 } | Game::Excused { score_x10 } if score_x10 > 0 => {
                    Some(Float::Down)
                }
                Game::ForfeitWin { .. } => Some(Float::Down),
                Game::Bye { .. }
                | Game::Excused { .. }
                | Game::ForfeitLoss { .. }
                | Game::Absent => None,
            }
        };
        let round = rounds as u32 + 1;
        let last_round = round >= input.rounds_total;
        let mut players = Vec::new();
        for (i, p) in input.players.iter().enumerate() {
            if p.absent {
                continue;
            }
            let colours: Vec<Colour> = p
                .history
                .iter()
                .filter_map(|g| match g {
                    Game::Played { colour, .. } => Some(*colour),
                    _ => None,
                })
                .collect();
            let diff = colours
                .iter()
                .map(|c| if *c == Colour::First { 1 } else { -1 })
                .sum::<i32>();
            let repeated = match colours.as_slice() {
                [.., a, b] if a == b => Some(*b),
                _ => None,
            };
            let pref = if colours.is_empty() {
                None
            } else if diff > 1 {
                Some((Colour::Second, Strength::Absolute))
            } else if diff < -1 {
                Some((Colour::First, Strength::Absolute))
            } else if let Some(c) = repeated {
                Some((c.other(), Strength::Absolute))
            } else if diff == 1 {
                Some((Colour::Second, Strength::Strong))
            } else if diff == -1 {
                Some((Colour::First, Strength::Strong))
            } else {
                colours.last().map(|c| (c.other(), Strength::Mild))
            };
            players.push(Facts {
                id: p.id,
                score: p.points_x10,
                diff,
                colours,
                pref,
                repeated,
                float1: float_at(i, 1),
                float2: float_at(i, 2),
                bye_eligible: !p.bye_received,
                unplayed: p
                    .history
                    .iter()
                    .filter(|g| !matches!(g, Game::Played { .. }))
                    .count() as u32,
                // More than half the points possible so far, in the last round (A.7).
                topscorer: last_round && p.points_x10 * 2 > 10 * rounds as u32,
            });
        }
        players.sort_by_key(|f| (std::cmp::Reverse(f.score), f.id));
        Ok(State {
            players,
            met,
            rounds_played: rounds,
            initial: input.initial_colour,
        })
    }

    /// C1 and C3 (and the forbidden pairs): may the players at these
    /// positions meet at all? Two who must both have the same colour may
    /// only if one of them is a topscorer.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        let (pa, pb) = (&self.players[a], &self.players[b]);
        if self.met.contains(&key(pa.id, pb.id)) {
            return false;
        }
        match (pa.pref, pb.pref) {
            (Some((ca, Strength::Absolute)), Some((cb, Strength::Absolute))) => {
                ca != cb || pa.topscorer || pb.topscorer
            }
            _ => true,
        }
    }

    pub fn met(&self, a: u32, b: u32) -> bool {
        self.met.contains(&key(a, b))
    }
}
