//! The next round: a round robin's from the Berger table, a Swiss's from
//! the Dutch engine; and a tournament as the Dutch engine sees it, to pair
//! a round or to check one already paired.

use std::fmt;

use super::berger;
use super::dutch;
use super::model::{Board, Format, Round, Seat, Tournament, WIN};
use super::problem::Problems;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NextError {
    /// Every round the format plays is paired.
    Over,
    /// A game of an earlier round has no result yet (round and table from 1).
    Unfinished {
        round: u32,
        table: u32,
    },
    /// Fewer than two players to pair.
    TooFew,
    Pairing(dutch::PairError),
    /// A round changed by hand that is not a round at all (a player
    /// seated twice, one who does not exist).
    Invalid(Problems),
}

impl fmt::Display for NextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NextError::Over => f.write_str("every round of the tournament is paired"),
            NextError::Unfinished { round, table } => {
                write!(f, "round {round}, table {table} has no result yet")
            }
            NextError::TooFew => f.write_str("fewer than two players to pair"),
            NextError::Pairing(dutch::PairError::NoPairing) => {
                f.write_str("no pairing follows the rules")
            }
            NextError::Pairing(dutch::PairError::Invalid(why)) => {
                write!(f, "the pairing engine refused the tournament: {why}")
            }
            NextError::Invalid(problems) => write!(f, "{problems}"),
        }
    }
}

impl std::error::Error for NextError {}

/// The Dutch engine's view of the tournament before round `round` (from
/// 1): the rounds before it as history, and who is not paired in it
/// (`absent`, by pairing number).
pub fn dutch_input(
    t: &Tournament,
    round: u32,
    absent: impl Fn(u32) -> bool,
) -> Result<dutch::Input, NextError> {
    let before = &t.rounds[..(round as usize).saturating_sub(1).min(t.rounds.len())];
    let n = t.players.len();
    let seats: Vec<Vec<Seat>> = before.iter().map(|r| r.seats(n)).collect();
    let mut players = Vec::with_capacity(n);
    for number in 1..=n as u32 {
        let mut history = Vec::with_capacity(before.len());
        let mut points = 0;
        let mut bye_received = false;
        for (i, r) in before.iter().enumerate() {
            let seat = seats[i][number as usize - 1];
            let Some(score) = seat.points(t.bye_points) else {
                let table = r
                    .boards
                    .iter()
                    .position(|b| b.first == number || b.second == number)
                    .map_or(0, |i| i as u32 + 1);
                return Err(NextError::Unfinished {
                    round: i as u32 + 1,
                    table,
                });
            };
            points += score;
            history.push(match seat {
                Seat::Board {
                    opponent,
                    first,
                    outcome: Some(o),
                } if o.played() => dutch::Game::Played {
                    opponent,
                    colour: if first {
                        dutch::Colour::First
                    } else {
                        dutch::Colour::Second
                    },
                    score_x10: score,
                },
                Seat::Board { opponent, .. } if score == WIN => {
                    bye_received = true;
                    dutch::Game::ForfeitWin { opponent }
                }
                Seat::Board { opponent, .. } => dutch::Game::ForfeitLoss { opponent },
                Seat::Bye => {
                    bye_received = true;
                    dutch::Game::Bye { score_x10: score }
                }
                // A round asked off is no bye of the pairing's (C2 still
                // allows one): not paired, its points in the score.
                Seat::Excused(_) => dutch::Game::Excused { score_x10: score },
                Seat::Out => dutch::Game::Absent,
            });
        }
        players.push(dutch::Player {
            id: number,
            points_x10: points,
            history,
            absent: absent(number),
            bye_received,
        });
    }
    Ok(dutch::Input {
        players,
        rounds_total: t.rounds_total(),
        forbidden: t.forbidden.clone(),
        // Drawn by lot when the file does not say: pairing number 1 moves
        // first, as in the Berger tables.
        initial_colour: match t.top_moves_first {
            Some(false) => dutch::Colour::Second,
            Some(true) | None => dutch::Colour::First,
        },
    })
}

/// A round as the Dutch engine writes it.
pub fn to_dutch(round: &Round) -> dutch::Round {
    dutch::Round {
        pairs: round
            .boards
            .iter()
            .map(|b| dutch::Pairing {
                first: b.first,
                second: b.second,
            })
            .collect(),
        bye: round.bye,
    }
}

/// The next round, paired but not yet published (the caller adds it with
/// `Tournament::add_round` once the organiser agrees). The absences asked
/// for it come with it.
pub fn next_round(t: &Tournament) -> Result<Round, NextError> {
    let r = t.rounds.len() as u32 + 1;
    if r > t.rounds_total() {
        return Err(NextError::Over);
    }
    let mut round = match t.format {
        Format::RoundRobin { cycles } => berger::round(t.players.len() as u32, cycles, r)
            .ok_or(NextError::TooFew)?
            .to_round(),
        Format::Swiss { .. } => {
            let absent = |p: u32| {
                t.players[p as usize - 1].withdrawn || t.absent_next.iter().any(|(q, _)| *q == p)
            };
            let input = dutch_input(t, r, absent)?;
            if input.players.iter().filter(|p| !p.absent).count() < 2 {
                return Err(NextError::TooFew);
            }
            let paired = dutch::pair(&input).map_err(NextError::Pairing)?;
            Round {
                boards: paired
                    .pairs
                    .iter()
                    .map(|p| Board {
                        first: p.first,
                        second: p.second,
                        outcome: None,
                    })
                    .collect(),
                bye: paired.bye,
                excused: Vec::new(),
            }
        }
    };
    round.excused = t
        .absent_next
        .iter()
        .filter_map(|(p, e)| e.map(|e| (*p, e)))
        .collect();
    Ok(round)
}

/// What the Dutch rules say of round `round` (from 1) as it was paired:
/// the rules it breaks, none if it follows them.
pub fn check_round(t: &Tournament, round: u32) -> Result<Vec<dutch::Violation>, NextError> {
    let Some(paired) = (round as usize)
        .checked_sub(1)
        .and_then(|i| t.rounds.get(i))
    else {
        return Ok(Vec::new());
    };
    check(t, round, paired)
}

/// The rules a next round changed by hand breaks, before it is published
/// (the warning the organiser sees); none if it follows them.
pub fn check_next(t: &Tournament, proposed: &Round) -> Result<Vec<dutch::Violation>, NextError> {
    let mut with = t.clone();
    with.add_round(proposed.clone())
        .map_err(NextError::Invalid)?;
    check(&with, with.rounds.len() as u32, proposed)
}

fn check(t: &Tournament, round: u32, paired: &Round) -> Result<Vec<dutch::Violation>, NextError> {
    let absent = |p: u32| matches!(paired.seat(p), Seat::Excused(_) | Seat::Out);
    let input = dutch_input(t, round, absent)?;
    Ok(dutch::check(&input, &to_dutch(paired)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::model::{Excused, Outcome, Player, Setup};

    fn swiss() -> Tournament {
        let mut s = Setup::new("t", Format::Swiss { rounds: 3 });
        for name in ["A", "B", "C", "D", "E"] {
            s.players.push(Player::named(name));
        }
        s.rounds.push(Round {
            boards: vec![
                Board {
                    first: 1,
                    second: 3,
                    outcome: Some(Outcome::FirstWins),
                },
                Board {
                    first: 4,
                    second: 2,
                    outcome: Some(Outcome::SecondWinsByForfeit),
                },
            ],
            bye: Some(5),
            excused: vec![],
        });
        s.absent_next = vec![(3, Some(Excused::Half))];
        s.players[3].withdrawn = true;
        Tournament::try_from(s).unwrap()
    }

    #[test]
    fn the_dutch_engine_sees_each_players_history() {
        let t = swiss();
        let input = dutch_input(&t, 2, |p| p == 3 || p == 4).unwrap();
        assert_eq!(input.rounds_total, 3);
        let p = &input.players;
        assert_eq!(
            p[0].history,
            [dutch::Game::Played {
                opponent: 3,
                colour: dutch::Colour::First,
                score_x10: 10
            }]
        );
        assert_eq!(p[1].history, [dutch::Game::ForfeitWin { opponent: 4 }]);
        assert!(p[1].bye_received);
        assert_eq!(p[3].history, [dutch::Game::ForfeitLoss { opponent: 2 }]);
        assert_eq!(p[4].history, [dutch::Game::Bye { score_x10: 10 }]);
        assert!(p[4].bye_received && !p[0].bye_received);
        assert_eq!(
            p.iter().map(|p| p.points_x10).collect::<Vec<_>>(),
            [10, 10, 0, 0, 10]
        );
        assert_eq!(
            p.iter().map(|p| p.absent).collect::<Vec<_>>(),
            [false, false, true, true, false]
        );
    }

    #[test]
    fn a_round_with_a_game_on_cannot_be_followed() {
        let mut t = swiss();
        t.record(1, 2, None).unwrap();
        assert_eq!(
            next_round(&t),
            Err(NextError::Unfinished { round: 1, table: 2 })
        );
    }

    #[test]
    fn a_round_changed_by_hand_must_still_be_a_round() {
        let t = swiss();
        let twice = Round {
            boards: vec![
                Board {
                    first: 1,
                    second: 2,
                    outcome: None,
                },
                Board {
                    first: 2,
                    second: 5,
                    outcome: None,
                },
            ],
            bye: None,
            excused: vec![],
        };
        match check_next(&t, &twice) {
            Err(NextError::Invalid(p)) => {
                assert_eq!(
                    p.0,
                    [crate::tournament::Problem::Twice {
                        round: 2,
                        player: 2
                    }]
                )
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_late_entry_missed_the_rounds_before() {
        let mut t = swiss();
        let n = t.add_late(Player::named("F"), Some(Excused::Half)).unwrap();
        assert_eq!(n, 6);
        assert_eq!(t.rounds[0].seat(6), Seat::Excused(Excused::Half));
        assert_eq!(t.points(6), 5);
        let input = dutch_input(&t, 2, |_| false).unwrap();
        assert_eq!(
            input.players[5].history,
            [dutch::Game::Excused { score_x10: 5 }]
        );
        assert_eq!(input.players[5].points_x10, 5);
        assert!(!input.players[5].bye_received);
        let mut plain = swiss();
        plain.add_late(Player::named("G"), None).unwrap();
        assert_eq!(plain.rounds[0].seat(6), Seat::Out);
        assert_eq!(
            plain.add_late(Player::named(""), None).unwrap_err().0[0].message_id(),
            "tournament-player-name"
        );
        assert_eq!(plain.players.len(), 6, "a refused entry changes nothing");
    }

    #[test]
    fn a_round_robin_follows_its_table_to_the_end() {
        let mut s = Setup::new("rr", Format::RoundRobin { cycles: 1 });
        for name in ["A", "B", "C"] {
            s.players.push(Player::named(name));
        }
        let mut t = Tournament::try_from(s).unwrap();
        for r in 1..=3 {
            let round = next_round(&t).unwrap();
            assert_eq!(round, berger::round(3, 1, r).unwrap().to_round());
            t.add_round(round).unwrap();
            t.record(r, 1, Some(Outcome::Draw)).unwrap();
        }
        assert!(t.is_over());
        assert_eq!(
            t.clone().add_late(Player::named("D"), None),
            Err(crate::tournament::Problems(vec![
                crate::tournament::Problem::LateInRoundRobin
            ]))
        );
        assert_eq!(next_round(&t), Err(NextError::Over));
        assert_eq!([1, 2, 3].map(|p| t.points(p)), [10, 10, 10]);
    }
}
