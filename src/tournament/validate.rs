//! Every problem of a `Setup`, listed at once.

use std::collections::HashSet;

use super::model::{Format, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, MAX_TITLE, Setup};
use super::problem::{NameProblem, Problem};

/// What is wrong with a name of at most `max` characters, if anything;
/// `empty_ok` for the fields that may be left blank.
pub fn name_problem(name: &str, max: usize, empty_ok: bool) -> Option<NameProblem> {
    if name.is_empty() {
        return (!empty_ok).then_some(NameProblem::Empty);
    }
    if name.chars().any(char::is_control) {
        Some(NameProblem::Control)
    } else if name.trim() != name {
        Some(NameProblem::Spaces)
    } else if name.chars().count() > max {
        Some(NameProblem::TooLong)
    } else {
        None
    }
}

pub fn problems(s: &Setup) -> Vec<Problem> {
    let mut out = Vec::new();
    if let Some(p) = name_problem(&s.name, MAX_TITLE, true) {
        out.push(Problem::TournamentName(p));
    }
    if let Some(p) = name_problem(&s.date, MAX_TITLE, true) {
        out.push(Problem::Date(p));
    }
    if s.players.len() > MAX_PLAYERS {
        out.push(Problem::TooManyPlayers {
            count: s.players.len(),
        });
        // Nothing else can be said sensibly about pairing numbers.
        return out;
    }
    let n = s.players.len() as u32;
    for (i, p) in s.players.iter().enumerate() {
        let player = i as u32 + 1;
        if let Some(what) = name_problem(&p.name, MAX_NAME, false) {
            out.push(Problem::PlayerName { player, what });
        }
        if let Some(rating) = p.rating.filter(|r| *r > 9999) {
            out.push(Problem::Rating { player, rating });
        }
    }
    match s.format {
        Format::Swiss { rounds } if rounds == 0 => out.push(Problem::Rounds { total: rounds }),
        Format::RoundRobin { cycles } if !(1..=2).contains(&cycles) => {
            out.push(Problem::Cycles { cycles })
        }
        _ => {}
    }
    let total = s.rounds_total();
    if total > MAX_ROUNDS {
        out.push(Problem::Rounds { total });
    }
    if s.rounds.len() > total as usize {
        out.push(Problem::TooManyPaired {
            paired: s.rounds.len(),
            total,
        });
    }
    if ![0, 5, 10].contains(&s.bye_points) {
        out.push(Problem::ByePoints {
            points: s.bye_points,
        });
    }
    let known = |p: u32| (1..=n).contains(&p);
    for (i, round) in s.rounds.iter().enumerate() {
        let r = i as u32 + 1;
        if round.boards.is_empty() && round.bye.is_none() {
            out.push(Problem::EmptyRound { round: r });
        }
        let mut seated = HashSet::new();
        let mut seat = |player: u32, out: &mut Vec<Problem>| {
            if !known(player) {
                out.push(Problem::UnknownPlayer {
                    round: Some(r),
                    player,
                });
            } else if !seated.insert(player) {
                out.push(Problem::Twice { round: r, player });
            }
        };
        for b in &round.boards {
            if b.first == b.second {
                out.push(Problem::AgainstSelf {
                    round: r,
                    player: b.first,
                });
                seat(b.first, &mut out);
            } else {
                seat(b.first, &mut out);
                seat(b.second, &mut out);
            }
        }
        if let Some(p) = round.bye {
            seat(p, &mut out);
        }
        for (p, _) in &round.excused {
            seat(*p, &mut out);
        }
    }
    let mut pairs = HashSet::new();
    for &(a, b) in &s.forbidden {
        for p in [a, b] {
            if !known(p) {
                out.push(Problem::UnknownPlayer {
                    round: None,
                    player: p,
                });
            }
        }
        if a == b {
            out.push(Problem::ForbiddenSelf { player: a });
        } else if !pairs.insert((a.min(b), a.max(b))) {
            out.push(Problem::ForbiddenTwice { a, b });
        }
    }
    let mut absent = HashSet::new();
    for &(p, _) in &s.absent_next {
        if !known(p) {
            out.push(Problem::UnknownPlayer {
                round: None,
                player: p,
            });
        } else if !absent.insert(p) {
            out.push(Problem::AbsentTwice { player: p });
        }
    }
    if !s.absent_next.is_empty() && s.rounds.len() >= total as usize {
        out.push(Problem::NoNextRound);
    }
    let mut tie_breaks = HashSet::new();
    for &t in &s.tie_breaks {
        if !tie_breaks.insert(t) {
            out.push(Problem::TieBreakTwice { tie_break: t });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::model::{Board, Excused, Player, Round, TieBreak, Tournament};

    fn four() -> Setup {
        let mut s = Setup::new("Class 3B", Format::Swiss { rounds: 3 });
        for name in ["Ana", "Ben", "Chiara", "Daiki"] {
            s.players.push(Player::named(name));
        }
        s
    }

    #[test]
    fn a_sound_setup_has_no_problems() {
        let mut s = four();
        s.rounds.push(Round {
            boards: vec![Board {
                first: 1,
                second: 3,
                outcome: None,
            }],
            bye: Some(2),
            excused: vec![(4, Excused::Half)],
        });
        s.forbidden.push((2, 4));
        assert_eq!(s.problems(), []);
        assert!(Tournament::try_from(s).is_ok());
    }

    #[test]
    fn every_problem_is_listed_at_once() {
        let mut s = four();
        s.name = " Class".into();
        s.players[1].name = String::new();
        s.players[2].name = "x".repeat(MAX_NAME + 1);
        s.players[3].name = "Dai\nki".into();
        s.players[0].rating = Some(10_000);
        s.bye_points = 7;
        s.rounds.push(Round {
            boards: vec![
                Board {
                    first: 1,
                    second: 9,
                    outcome: None,
                },
                Board {
                    first: 2,
                    second: 2,
                    outcome: None,
                },
            ],
            bye: Some(1),
            excused: vec![],
        });
        s.forbidden = vec![(3, 3), (1, 2), (2, 1)];
        s.absent_next = vec![(4, None), (4, Some(Excused::Full)), (0, None)];
        s.tie_breaks = vec![TieBreak::Wins, TieBreak::Wins];
        let problems = Tournament::try_from(s).unwrap_err().0;
        assert_eq!(
            problems,
            [
                Problem::TournamentName(NameProblem::Spaces),
                Problem::Rating {
                    player: 1,
                    rating: 10_000
                },
                Problem::PlayerName {
                    player: 2,
                    what: NameProblem::Empty
                },
                Problem::PlayerName {
                    player: 3,
                    what: NameProblem::TooLong
                },
                Problem::PlayerName {
                    player: 4,
                    what: NameProblem::Control
                },
                Problem::ByePoints { points: 7 },
                Problem::UnknownPlayer {
                    round: Some(1),
                    player: 9
                },
                Problem::AgainstSelf {
                    round: 1,
                    player: 2
                },
                Problem::Twice {
                    round: 1,
                    player: 1
                },
                Problem::ForbiddenSelf { player: 3 },
                Problem::ForbiddenTwice { a: 2, b: 1 },
                Problem::AbsentTwice { player: 4 },
                Problem::UnknownPlayer {
                    round: None,
                    player: 0
                },
                Problem::TieBreakTwice {
                    tie_break: TieBreak::Wins
                },
            ]
        );
    }

    #[test]
    fn ratings_order_the_players_before_round_1_only() {
        let mut s = four();
        s.players[1].rating = Some(1200);
        s.players[2].rating = Some(1500);
        s.players[3].rating = Some(1200);
        s.forbidden = vec![(1, 3)];
        s.absent_next = vec![(2, None)];
        assert!(s.order_by_rating());
        let names: Vec<&str> = s.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Chiara", "Ben", "Daiki", "Ana"]);
        assert_eq!(s.forbidden, [(4, 1)]);
        assert_eq!(s.absent_next, [(2, None)]);
        s.rounds.push(Round {
            bye: Some(1),
            ..Round::default()
        });
        let before = s.clone();
        assert!(!s.order_by_rating());
        assert_eq!(s, before);
    }

    #[test]
    fn formats_are_bounded() {
        let mut s = four();
        s.format = Format::Swiss { rounds: 0 };
        assert_eq!(s.problems(), [Problem::Rounds { total: 0 }]);
        s.format = Format::Swiss { rounds: 100 };
        assert_eq!(s.problems(), [Problem::Rounds { total: 100 }]);
        s.format = Format::RoundRobin { cycles: 3 };
        assert_eq!(s.problems(), [Problem::Cycles { cycles: 3 }]);
        s.format = Format::RoundRobin { cycles: 2 };
        assert_eq!(s.rounds_total(), 6);
        s.players.push(Player::named("Eve"));
        assert_eq!(s.rounds_total(), 10);
        s.format = Format::Swiss { rounds: 1 };
        let bye = Round {
            bye: Some(1),
            ..Round::default()
        };
        s.rounds = vec![bye.clone(), bye];
        assert_eq!(
            s.problems(),
            [Problem::TooManyPaired {
                paired: 2,
                total: 1
            }]
        );
        s.format = Format::Swiss { rounds: 2 };
        s.rounds[1].bye = None;
        s.absent_next = vec![(2, None)];
        assert_eq!(
            s.problems(),
            [Problem::EmptyRound { round: 2 }, Problem::NoNextRound]
        );
    }
}
