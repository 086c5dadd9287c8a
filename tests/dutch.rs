//! The Swiss pairing engine (FIDE Dutch system) against an independent
//! reading of the rules (`common/dutch_reference.rs`), on random
//! tournaments, and on the handbook's own examples.

mod common;

use std::collections::{HashMap, HashSet};

use common::dutch_reference::{BracketTask, Outcome, Tournament, best_quality, pairable};
use wahree::tournament::dutch::{Colour, Game, Input, PairError, Player, Round, pair};

/// A small deterministic generator (xorshift).
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Plays one round of random games between the pairs given.
fn play(players: &mut [Player], pairs: &[(u32, u32)], bye: Option<u32>, dice: &mut Dice) {
    let mut games: HashMap<u32, Game> = HashMap::new();
    for &(a, b) in pairs {
        if dice.chance(3) {
            games.insert(a, Game::ForfeitWin { opponent: b });
            games.insert(b, Game::ForfeitLoss { opponent: a });
            continue;
        }
        let sa = [0, 5, 10][dice.below(3) as usize];
        games.insert(
            a,
            Game::Played {
                opponent: b,
                colour: Colour::First,
                score_x10: sa,
            },
        );
        games.insert(
            b,
            Game::Played {
                opponent: a,
                colour: Colour::Second,
                score_x10: 10 - sa,
            },
        );
    }
    for p in players.iter_mut() {
        let g = if bye == Some(p.id) {
            Game::Bye { score_x10: 10 }
        } else {
            games.get(&p.id).copied().unwrap_or(Game::Absent)
        };
        p.points_x10 += match g {
            Game::Played { score_x10, .. } | Game::Bye { score_x10 } => score_x10,
            Game::ForfeitWin { .. } => 10,
            _ => 0,
        };
        if matches!(g, Game::Bye { .. } | Game::ForfeitWin { .. }) {
            p.bye_received = true;
        }
        p.history.push(g);
    }
}

/// Random pairings for the history (anyone who has not met), so that the
/// round to pair meets all kinds of score groups and floaters.
fn random_round(players: &[Player], dice: &mut Dice) -> (Vec<(u32, u32)>, Option<u32>) {
    let met: HashSet<(u32, u32)> = players
        .iter()
        .flat_map(|p| {
            p.history.iter().filter_map(move |g| match g {
                Game::Played { opponent, .. } => Some((p.id, *opponent)),
                _ => None,
            })
        })
        .collect();
    let mut present: Vec<u32> = players.iter().filter(|p| !p.absent).map(|p| p.id).collect();
    for i in (1..present.len()).rev() {
        present.swap(i, dice.below(i as u64 + 1) as usize);
    }
    let mut bye = None;
    if present.len() % 2 == 1 {
        let eligible: Vec<usize> = (0..present.len())
            .filter(|&i| !players.iter().any(|p| p.id == present[i] && p.bye_received))
            .collect();
        let i = if eligible.is_empty() {
            0
        } else {
            eligible[dice.below(eligible.len() as u64) as usize]
        };
        bye = Some(present.remove(i));
    }
    let mut pairs = Vec::new();
    while let Some(a) = present.pop() {
        let k = present
            .iter()
            .position(|&b| !met.contains(&(a, b)))
            .unwrap_or(0);
        if present.is_empty() {
            break;
        }
        let b = present.remove(k);
        pairs.push(if dice.chance(50) { (a, b) } else { (b, a) });
    }
    (pairs, bye)
}

/// A tournament of `n` players after `played` rounds, with withdrawals,
/// late entries, single absences, siblings and forfeits. Half the
/// histories come from the engine itself (as in a real tournament), half
/// from random pairings.
fn random_tournament(dice: &mut Dice, n: u32, rounds_total: u32, played: u32) -> Input {
    let mut players: Vec<Player> = (1..=n)
        .map(|id| Player {
            id,
            points_x10: 0,
            history: Vec::new(),
            absent: false,
            bye_received: false,
        })
        .collect();
    let late: HashSet<u32> = (0..n / 10)
        .map(|_| 1 + dice.below(n as u64) as u32)
        .collect();
    let by_engine = dice.chance(50);
    for r in 0..played {
        for p in players.iter_mut() {
            p.absent = (late.contains(&p.id) && r == 0) || (p.absent && r > 0 && dice.chance(90));
            if !p.absent && dice.chance(3) {
                p.absent = true;
            }
        }
        let (pairs, bye) = if by_engine {
            let input = Input {
                players: players.clone(),
                rounds_total,
                forbidden: vec![],
            };
            match pair(&input) {
                Ok(round) => (
                    round.pairs.iter().map(|p| (p.first, p.second)).collect(),
                    round.bye,
                ),
                Err(_) => random_round(&players, dice),
            }
        } else {
            random_round(&players, dice)
        };
        play(&mut players, &pairs, bye, dice);
    }
    for p in players.iter_mut() {
        p.absent = dice.chance(4);
    }
    let forbidden = (0..dice.below(3))
        .map(|_| {
            (
                1 + dice.below(n as u64) as u32,
                1 + dice.below(n as u64) as u32,
            )
        })
        .filter(|(a, b)| a != b)
        .collect();
    Input {
        players,
        rounds_total,
        forbidden,
    }
}

/// What the reference finds wrong with the engine's round, or None when it
/// agrees; Err(()) when a bracket was too large for it to search.
fn disagreement(input: &Input, round: &Round) -> Result<Option<String>, ()> {
    let t = Tournament::read(input);
    let at: HashMap<u32, usize> = t.order.iter().enumerate().map(|(i, e)| (e.id, i)).collect();
    // Everyone present exactly once, the bye only when odd and to someone allowed one.
    let mut seen = HashSet::new();
    let mut partner: HashMap<usize, usize> = HashMap::new();
    for p in &round.pairs {
        let (Some(&a), Some(&b)) = (at.get(&p.first), at.get(&p.second)) else {
            return Ok(Some(format!("{p:?}: not a present player")));
        };
        if !seen.insert(a) || !seen.insert(b) {
            return Ok(Some(format!("{p:?}: a player twice")));
        }
        if !t.may_meet(a, b) {
            return Ok(Some(format!("{p:?} breaks C1 or C3")));
        }
        let (hi, lo) = (a.min(b), a.max(b));
        let first = if t.colour_for_higher(hi, lo) == Colour::First {
            hi
        } else {
            lo
        };
        if first != a {
            return Ok(Some(format!("{p:?}: colours differ from E.1-E.5")));
        }
        partner.insert(a, b);
        partner.insert(b, a);
    }
    if let Some(b) = round.bye {
        let Some(&b) = at.get(&b) else {
            return Ok(Some("bye to an absent player".into()));
        };
        if !seen.insert(b) || !t.may_take_bye(b) {
            return Ok(Some(
                "bye breaks C2, or is not in the lowest score group that can take it".into(),
            ));
        }
    }
    if seen.len() != t.order.len() || round.bye.is_some() != (t.order.len() % 2 == 1) {
        return Ok(Some("not everyone is paired".into()));
    }
    // Bracket by bracket, as the engine went: is its pairing of the bracket
    // as good as the best the reference finds?
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (i, e) in t.order.iter().enumerate() {
        match groups.last_mut() {
            Some(g) if t.order[g[0]].score == e.score => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    let mut floaters: Vec<usize> = Vec::new();
    for g in 0..groups.len() {
        let mut members = std::mem::take(&mut floaters);
        members.extend(&groups[g]);
        members.sort_unstable();
        let task = BracketTask {
            t: &t,
            members: members.clone(),
            below: groups[g + 1..].concat(),
            next: groups.get(g + 1).cloned().unwrap_or_default(),
            bye_needed: t.order.len() % 2 == 1,
            last: g + 1 == groups.len(),
            continuations: Default::default(),
        };
        let inside: HashSet<usize> = members.iter().copied().collect();
        let pairs: Vec<(usize, usize)> = members
            .iter()
            .filter_map(|&m| {
                partner
                    .get(&m)
                    .filter(|&&o| inside.contains(&o) && m < o)
                    .map(|&o| (m, o))
            })
            .collect();
        let left: Vec<usize> = members
            .iter()
            .copied()
            .filter(|m| !partner.get(m).is_some_and(|o| inside.contains(o)))
            .collect();
        let mut budget = u64::MAX;
        let engine = task.quality(&pairs, &left, &mut budget);
        let best = match best_quality(&task) {
            Outcome::TooLong => return Err(()),
            Outcome::Best(b) => b,
        };
        if engine != best {
            return Ok(Some(format!(
                "bracket {g} (members {members:?}):\n engine    {engine:?}\n reference {best:?}"
            )));
        }
        floaters = left;
    }
    Ok(None)
}

#[test]
fn the_engine_agrees_with_the_reference_on_random_tournaments() {
    let wanted = 1000;
    // Debug builds (CI's `cargo test`) play smaller tournaments.
    let most = if cfg!(debug_assertions) { 30 } else { 60 };
    let mut dice = Dice(0x5EED_0FDA_7C40);
    let (mut compared, mut too_long, mut no_pairing) = (0, 0, 0);
    let mut seed = 0;
    while compared < wanted {
        seed += 1;
        assert!(
            seed < wanted + wanted / 10,
            "the reference gave up on too many: {too_long}"
        );
        let n = 8 + dice.below(most - 7) as u32;
        let rounds_total = 3 + dice.below(7) as u32;
        let played = 1 + dice.below(rounds_total as u64 - 1) as u32;
        let input = random_tournament(&mut dice, n, rounds_total, played);
        match pair(&input) {
            Err(PairError::NoPairing) => {
                assert!(
                    !pairable(&Tournament::read(&input)),
                    "tournament {seed}: the reference pairs it"
                );
                no_pairing += 1;
                compared += 1;
            }
            Err(e) => panic!("tournament {seed}: {e}"),
            Ok(round) => match disagreement(&input, &round) {
                Ok(None) => compared += 1,
                Ok(Some(why)) => panic!(
                    "tournament {seed} ({n} players, round {}): {why}\n{round:?}",
                    played + 1
                ),
                Err(()) => too_long += 1,
            },
        }
    }
    eprintln!(
        "{compared} tournaments compared, {no_pairing} without a pairing, {too_long} too large for the reference"
    );
}

// The handbook's rules on small cases worked by hand.

fn newcomers(n: u32) -> Vec<Player> {
    (1..=n)
        .map(|id| Player {
            id,
            points_x10: 0,
            history: Vec::new(),
            absent: false,
            bye_received: false,
        })
        .collect()
}

/// Adds a round: (first, second, points of first × 10).
fn with_round(players: &mut [Player], games: &[(u32, u32, u32)]) {
    for &(a, b, s) in games {
        for (me, opp, colour, score) in [(a, b, Colour::First, s), (b, a, Colour::Second, 10 - s)] {
            let p = players.iter_mut().find(|p| p.id == me).expect("player");
            p.history.push(Game::Played {
                opponent: opp,
                colour,
                score_x10: score,
            });
            p.points_x10 += score;
        }
    }
}

fn games(round: &Round) -> Vec<(u32, u32)> {
    round.pairs.iter().map(|p| (p.first, p.second)).collect()
}

#[test]
fn round_one_top_half_meets_bottom_half_and_odd_numbers_move_first() {
    // All in one bracket: S1 = 1..5 against S2 = 6..10; the higher player
    // of each pair moves first when his pairing number is odd (E.5).
    let input = Input {
        players: newcomers(10),
        rounds_total: 5,
        forbidden: vec![],
    };
    let round = pair(&input).unwrap();
    assert_eq!(games(&round), vec![(1, 6), (7, 2), (3, 8), (9, 4), (5, 10)]);
    // Odd: the last player gets the pairing-allocated bye.
    let input = Input {
        players: newcomers(7),
        rounds_total: 5,
        forbidden: vec![],
    };
    let round = pair(&input).unwrap();
    assert_eq!(round.bye, Some(7));
    assert_eq!(games(&round), vec![(1, 4), (5, 2), (3, 6)]);
}

#[test]
fn round_two_pairs_winners_with_winners_and_gives_the_higher_player_his_colour() {
    // Round 1: 1-5, 6-2, 3-7, 8-4, the higher-rated player wins every game.
    let mut players = newcomers(8);
    with_round(
        &mut players,
        &[(1, 5, 10), (6, 2, 0), (3, 7, 10), (8, 4, 0)],
    );
    let round = pair(&Input {
        players,
        rounds_total: 5,
        forbidden: vec![],
    })
    .unwrap();
    // Winners {1,2,3,4}: S1 = {1,2}, S2 = {3,4}. 1-3 would leave both
    // wanting to move second (1 and 3 moved first), so the transposition
    // 1-4, 2-3 gives every player his colour (C12); the same below.
    assert_eq!(games(&round), vec![(4, 1), (2, 3), (5, 8), (7, 6)]);
}

#[test]
fn the_stronger_colour_preference_wins() {
    let mut players = newcomers(4);
    with_round(&mut players, &[(1, 3, 10), (4, 2, 0)]);
    with_round(&mut players, &[(1, 4, 10), (2, 3, 10)]);
    // 1 moved first twice (must move second), 2 moved second then first (would
    // like to move second): the absolute wish wins (E.2). Likewise 3 (second
    // twice) over 4 (first, then second).
    let round = pair(&Input {
        players,
        rounds_total: 5,
        forbidden: vec![],
    })
    .unwrap();
    assert_eq!(games(&round), vec![(2, 1), (3, 4)]);
}

#[test]
fn only_topscorers_of_the_last_round_may_meet_against_their_absolute_colours() {
    let mut players = newcomers(6);
    with_round(&mut players, &[(1, 4, 10), (2, 5, 10), (3, 6, 10)]);
    with_round(&mut players, &[(1, 6, 10), (2, 4, 10), (5, 3, 5)]);
    // 1 and 2 moved first twice (both must move second), as 4 and 6 moved second twice.
    let last = pair(&Input {
        players: players.clone(),
        rounds_total: 3,
        forbidden: vec![],
    })
    .unwrap();
    // Topscorers in the last round: 1 and 2 meet; 1 is higher, so keeps his colour (E.4).
    assert_eq!(games(&last), vec![(2, 1), (4, 3), (6, 5)]);
    // With a round still to come they may not meet (C3).
    let earlier = pair(&Input {
        players,
        rounds_total: 4,
        forbidden: vec![],
    })
    .unwrap();
    assert!(
        !games(&earlier)
            .iter()
            .any(|&(a, b)| (a.min(b), a.max(b)) == (1, 2)),
        "{earlier:?}"
    );
}
