//! The standings: points, then the organiser's tie-breaks in their order,
//! players equal on all of them sharing a place. Only finished games
//! count; a game still on counts for nobody yet.
//!
//! Unplayed rounds follow FIDE's tie-break regulations (C.07, 2023/2024),
//! as docs/tournaments.md says for organisers:
//! - a player's own unplayed round (any bye, a forfeit either way, a round
//!   missed) counts in their Buchholz and Sonneborn-Berger as a game
//!   against a dummy opponent whose score is the player's own;
//! - in the opponents' Buchholz and Sonneborn-Berger, a player's score
//!   counts each round they chose not to play (an excused round, a round
//!   missed, a forfeit loss) as a draw; a pairing-allocated bye and a
//!   forfeit win count as scored;
//! - Buchholz cut-1 drops the lowest of these contributions;
//! - direct encounter separates a tied group only when every two of them
//!   met (a forfeit counts as the result it gave), by their points in
//!   those games;
//! - wins count games won, forfeit wins included, byes not.

use super::model::{DRAW, Outcome, Points, Seat, TieBreak, Tournament, WIN};

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    pub player: u32,
    pub points: Points,
    /// The organiser's tie-breaks in their order, in hundredths of a point
    /// (wins: a count; `show` writes them); direct encounter only for the
    /// players it was needed for.
    pub tie_breaks: Vec<Option<u64>>,
    /// From 1; players sharing a place have the same `place` and
    /// `place_to` (2 and 3 for "2nd–3rd").
    pub place: u32,
    pub place_to: u32,
}

/// A tie-break's value as text: points with their decimals for the
/// opponent-based ones (hundredths inside), a count for wins.
pub fn show(tie_break: TieBreak, value: u64) -> String {
    match tie_break {
        TieBreak::Wins => value.to_string(),
        _ => {
            let (whole, cents) = (value / 100, value % 100);
            match cents {
                0 => format!("{whole}"),
                c if c % 10 == 0 => format!("{whole}.{}", c / 10),
                c => format!("{whole}.{c:02}"),
            }
        }
    }
}

/// Points (tenths) as text: "3", "2.5".
pub fn show_points(points: Points) -> String {
    show(TieBreak::Buchholz, u64::from(points) * 10)
}

struct Facts {
    /// Per player, per round: the seat, `None` while its game is on.
    seats: Vec<Vec<Option<Seat>>>,
    points: Vec<Points>,
    /// The score as the opponents' tie-breaks see it.
    adjusted: Vec<Points>,
    bye_points: Points,
}

fn scored(me_first: bool, outcome: Outcome) -> Points {
    let (a, b) = outcome.points();
    if me_first { a } else { b }
}

/// A round the player chose not to play.
fn voluntary(seat: Seat) -> bool {
    match seat {
        Seat::Excused(_) | Seat::Out => true,
        Seat::Board {
            first,
            outcome: Some(o),
            ..
        } => !o.played() && scored(first, o) == 0,
        _ => false,
    }
}

impl Facts {
    fn new(t: &Tournament) -> Facts {
        let n = t.players.len();
        let mut seats = vec![Vec::with_capacity(t.rounds.len()); n];
        for round in &t.rounds {
            for (s, seat) in seats.iter_mut().zip(round.seats(n)) {
                s.push(seat.points(t.bye_points).map(|_| seat));
            }
        }
        let points: Vec<Points> = seats
            .iter()
            .map(|s| {
                s.iter()
                    .flatten()
                    .map(|x| x.points(t.bye_points).unwrap_or(0))
                    .sum()
            })
            .collect();
        let adjusted = seats
            .iter()
            .map(|s| {
                s.iter()
                    .flatten()
                    .map(|&x| {
                        if voluntary(x) {
                            DRAW
                        } else {
                            x.points(t.bye_points).unwrap_or(0)
                        }
                    })
                    .sum()
            })
            .collect();
        Facts {
            seats,
            points,
            adjusted,
            bye_points: t.bye_points,
        }
    }

    /// Per finished round: (the opponent's score for tie-breaks, the points
    /// scored), with the dummy's score for an unplayed round.
    fn contributions(&self, i: usize) -> Vec<(u64, u64)> {
        self.seats[i]
            .iter()
            .flatten()
            .map(|&seat| {
                let mine = u64::from(seat.points(self.bye_points).unwrap_or(0));
                match seat {
                    Seat::Board {
                        opponent,
                        outcome: Some(o),
                        ..
                    } if o.played() => (u64::from(self.adjusted[opponent as usize - 1]), mine),
                    _ => (u64::from(self.points[i]), mine),
                }
            })
            .collect()
    }

    /// A tie-break that does not depend on who else is tied, in
    /// hundredths (wins: a count).
    fn value(&self, i: usize, tie_break: TieBreak) -> u64 {
        let c = self.contributions(i);
        let buchholz = c.iter().map(|(o, _)| o * 10).sum::<u64>();
        match tie_break {
            TieBreak::Buchholz => buchholz,
            TieBreak::BuchholzCut1 => buchholz - c.iter().map(|(o, _)| o * 10).min().unwrap_or(0),
            TieBreak::SonnebornBerger => c.iter().map(|(o, p)| o * p).sum(),
            TieBreak::Wins => self.seats[i]
                .iter()
                .flatten()
                .filter(|s| {
                    matches!(s, Seat::Board { first, outcome: Some(o), .. }
                        if scored(*first, *o) == WIN)
                })
                .count() as u64,
            TieBreak::DirectEncounter => 0,
        }
    }

    /// Direct encounter within `group` (pairing numbers): each one's points
    /// against the others, or `None` when not all of them met.
    fn direct(&self, group: &[u32]) -> Option<Vec<u64>> {
        let mut totals = vec![0u64; group.len()];
        for (gi, &p) in group.iter().enumerate() {
            for &q in group {
                if q == p {
                    continue;
                }
                let mut met = false;
                for seat in self.seats[p as usize - 1].iter().flatten() {
                    if let Seat::Board {
                        opponent,
                        first,
                        outcome: Some(o),
                    } = *seat
                        && opponent == q
                    {
                        met = true;
                        totals[gi] += u64::from(scored(first, o)) * 10;
                    }
                }
                if !met {
                    return None;
                }
            }
        }
        Some(totals)
    }
}

/// The standings, first place first; players sharing a place in pairing
/// number order.
pub fn standings(t: &Tournament) -> Vec<Standing> {
    let facts = Facts::new(t);
    let n = t.players.len();
    let k = t.tie_breaks.len();
    let mut values: Vec<Vec<Option<u64>>> = vec![vec![None; k]; n];
    for (i, v) in values.iter_mut().enumerate() {
        for (j, &tb) in t.tie_breaks.iter().enumerate() {
            if tb != TieBreak::DirectEncounter {
                v[j] = Some(facts.value(i, tb));
            }
        }
    }
    let mut order: Vec<u32> = (1..=n as u32).collect();
    order.sort_by_key(|&p| std::cmp::Reverse(facts.points[p as usize - 1]));
    let mut groups = split(order, |p| u64::from(facts.points[p as usize - 1]));
    for (j, &tb) in t.tie_breaks.iter().enumerate() {
        let mut next = Vec::new();
        for mut group in groups {
            if group.len() == 1 {
                next.push(group);
                continue;
            }
            if tb == TieBreak::DirectEncounter {
                let direct = facts.direct(&group);
                for (gi, &p) in group.iter().enumerate() {
                    values[p as usize - 1][j] = direct.as_ref().map(|d| d[gi]);
                }
            }
            let key = |p: u32| values[p as usize - 1][j].unwrap_or(0);
            group.sort_by_key(|&p| std::cmp::Reverse(key(p)));
            next.extend(split(group, key));
        }
        groups = next;
    }
    let mut out = Vec::with_capacity(n);
    let mut place = 1;
    for group in groups {
        let place_to = place + group.len() as u32 - 1;
        for p in group {
            out.push(Standing {
                player: p,
                points: facts.points[p as usize - 1],
                tie_breaks: values[p as usize - 1].clone(),
                place,
                place_to,
            });
        }
        place = place_to + 1;
    }
    out
}

/// Runs of equal `key` in an already sorted list.
fn split(sorted: Vec<u32>, key: impl Fn(u32) -> u64) -> Vec<Vec<u32>> {
    let mut groups: Vec<Vec<u32>> = Vec::new();
    for p in sorted {
        match groups.last_mut() {
            Some(g) if key(g[0]) == key(p) => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    groups
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::model::{Board, Excused, Format, Player, Round, Setup};

    fn board(first: u32, second: u32, outcome: Outcome) -> Board {
        Board {
            first,
            second,
            outcome: Some(outcome),
        }
    }

    fn tournament(n: usize, rounds: Vec<Round>, tie_breaks: Vec<TieBreak>) -> Tournament {
        let mut s = Setup::new("t", Format::Swiss { rounds: 5 });
        for i in 0..n {
            s.players.push(Player::named(&format!("P{}", i + 1)));
        }
        s.rounds = rounds;
        s.tie_breaks = tie_breaks;
        Tournament::try_from(s).unwrap()
    }

    fn round(boards: Vec<Board>) -> Round {
        Round {
            boards,
            bye: None,
            excused: vec![],
        }
    }

    use Outcome::*;

    #[test]
    fn buchholz_and_sonneborn_berger_by_hand() {
        // Four players, two rounds.
        // R1: 1-2 1-0, 3-4 ½-½.  R2: 1-3 ½-½, 4-2 1-0.
        // Points: 1: 1.5, 2: 0, 3: 1, 4: 1.5.
        let t = tournament(
            4,
            vec![
                round(vec![board(1, 2, FirstWins), board(3, 4, Draw)]),
                round(vec![board(1, 3, Draw), board(4, 2, FirstWins)]),
            ],
            vec![
                TieBreak::Buchholz,
                TieBreak::BuchholzCut1,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ],
        );
        let s = standings(&t);
        let by = |p: u32| s.iter().find(|x| x.player == p).unwrap();
        // 1: opponents 2 (0) and 3 (1): BH 1, cut-1 1, SB 0*1 + 1*½ = 0.5.
        assert_eq!(by(1).tie_breaks, [Some(100), Some(100), Some(50), Some(1)]);
        // 4: opponents 3 (1) and 2 (0): BH 1, cut-1 1, SB 1*½ + 0*1 = 0.5.
        assert_eq!(by(4).tie_breaks, [Some(100), Some(100), Some(50), Some(1)]);
        // 3: opponents 4 (1.5) and 1 (1.5): BH 3, cut-1 1.5, SB 0.75 + 0.75.
        assert_eq!(by(3).tie_breaks, [Some(300), Some(150), Some(150), Some(0)]);
        assert_eq!(by(1).points, 15);
        // 1 and 4 are equal on everything: they share first place.
        assert_eq!((by(1).place, by(1).place_to), (1, 2));
        assert_eq!((by(4).place, by(4).place_to), (1, 2));
        assert_eq!((by(3).place, by(3).place_to), (3, 3));
        assert_eq!((by(2).place, by(2).place_to), (4, 4));
        assert_eq!(s.iter().map(|x| x.player).collect::<Vec<_>>(), [1, 4, 3, 2]);
    }

    #[test]
    fn the_organisers_order_decides() {
        // 1 and 4 tie on 1.5, each with a win and a draw, against the same
        // two opponents, and never met.
        let rounds = vec![
            round(vec![board(1, 2, Draw), board(3, 4, SecondWins)]),
            round(vec![board(1, 3, FirstWins), board(4, 2, Draw)]),
        ];
        let wins_first = tournament(4, rounds.clone(), vec![TieBreak::Wins, TieBreak::Buchholz]);
        let s = standings(&wins_first);
        // Both have one win: wins do not separate them; Buchholz does:
        // 1's opponents 2 (1) + 3 (0) = 1; 4's opponents 3 (0) + 2 (1) = 1.
        assert_eq!(s[0].place_to, 2);
        // Direct encounter cannot separate players who did not meet.
        let de = tournament(4, rounds, vec![TieBreak::DirectEncounter]);
        let s = standings(&de);
        assert_eq!((s[0].player, s[0].place_to), (1, 2));
        assert_eq!(s[0].tie_breaks, [None]);
    }

    #[test]
    fn direct_encounter_separates_players_who_met() {
        // R1: 1-2 1-0, 3-4 0-1. R2: 2-3 1-0, 4-1 1-0.  R3: 1-3 1-0, 2-4 1-0.
        // Points: 1: 2, 2: 2, 3: 0, 4: 2.  1, 2 and 4 tie; all met each
        // other: 1 beat 2, 2 beat 4, 4 beat 1: one point each, no split.
        let t = tournament(
            4,
            vec![
                round(vec![board(1, 2, FirstWins), board(3, 4, SecondWins)]),
                round(vec![board(2, 3, FirstWins), board(4, 1, FirstWins)]),
                round(vec![board(1, 3, FirstWins), board(2, 4, FirstWins)]),
            ],
            vec![TieBreak::DirectEncounter],
        );
        let s = standings(&t);
        assert_eq!(s[0].place_to, 3);
        assert_eq!(s[0].tie_breaks, [Some(100)]);
        // Turn 1-3 into a win for 3: 2 and 4 tie on 2 and met (2 won),
        // 1 and 3 tie on 1 and met (3 won).
        let mut setup = t.into_setup();
        setup.rounds[2].boards[0].outcome = Some(SecondWins);
        let t = Tournament::try_from(setup).unwrap();
        let s = standings(&t);
        assert_eq!(
            s.iter().map(|x| (x.player, x.place)).collect::<Vec<_>>(),
            [(2, 1), (4, 2), (3, 3), (1, 4)]
        );
        assert_eq!(
            s.iter().map(|x| x.tie_breaks[0]).collect::<Vec<_>>(),
            [Some(100), Some(0), Some(100), Some(0)]
        );
    }

    #[test]
    fn unplayed_rounds_count_as_the_regulations_say() {
        // R1: 1-2 1-0, 3 has the bye (1 point), 4 excused with ½.
        // R2: 1-3 forfeit win for 1, 2-4 ½-½.
        let t = tournament(
            4,
            vec![
                Round {
                    boards: vec![board(1, 2, FirstWins)],
                    bye: Some(3),
                    excused: vec![(4, Excused::Half)],
                },
                round(vec![board(1, 3, FirstWinsByForfeit), board(2, 4, Draw)]),
            ],
            vec![
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ],
        );
        let s = standings(&t);
        let by = |p: u32| s.iter().find(|x| x.player == p).unwrap();
        assert_eq!([1, 2, 3, 4].map(|p| by(p).points), [20, 5, 10, 10]);
        // 1: played 2 (0.5 as scored: a draw, nothing unplayed) and a
        // forfeit (own score 2): BH 2.5; SB 0.5*1 + 2*1 = 2.5; 2 wins.
        assert_eq!(by(1).tie_breaks, [Some(250), Some(250), Some(2)]);
        // 3: bye (own 1) and a forfeit loss (own 1): BH 2, SB 1*1 + 0 = 1;
        // no wins (a bye is not one).
        assert_eq!(by(3).tie_breaks, [Some(200), Some(100), Some(0)]);
        // 2: played 1 (2) and 4 (4's excused round counts ½: 1 in all):
        // BH 3; SB 2*0 + 1*½ = 0.5.
        assert_eq!(by(2).tie_breaks, [Some(300), Some(50), Some(0)]);
        // 4: excused (own 1) and 2 (0.5): BH 1.5; SB 1*½ + 0.5*½ = 0.75.
        assert_eq!(by(4).tie_breaks, [Some(150), Some(75), Some(0)]);
    }

    #[test]
    fn a_round_robin_of_four_to_its_final_standings() {
        let mut s = Setup::new("Class 3B", Format::RoundRobin { cycles: 1 });
        for name in ["Ana", "Ben", "Chiara", "Daiki"] {
            s.players.push(Player::named(name));
        }
        s.tie_breaks = vec![TieBreak::Wins];
        let mut t = Tournament::try_from(s).unwrap();
        // Tables by Berger: 1-4 2-3 / 4-3 1-2 / 2-4 3-1.
        let results = [
            [FirstWins, FirstWins],
            [Draw, SecondWins],
            [SecondWins, SecondWins],
        ];
        for (r, outcomes) in results.into_iter().enumerate() {
            let round = crate::tournament::berger::round(4, 1, r as u32 + 1).unwrap();
            t.add_round(round.to_round()).unwrap();
            for (table, o) in outcomes.into_iter().enumerate() {
                t.record(r as u32 + 1, table as u32 + 1, Some(o)).unwrap();
            }
        }
        assert!(t.is_over());
        // Ana 2 (beat Daiki and Chiara), Ben 2 (beat Chiara and Ana),
        // Daiki 1.5, Chiara 0.5. Wins alone leave Ana and Ben tied.
        let s = standings(&t);
        let line = |s: &[Standing]| {
            s.iter()
                .map(|x| (x.player, x.points, x.place, x.place_to))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            line(&s),
            [(1, 20, 1, 2), (2, 20, 1, 2), (4, 15, 3, 3), (3, 5, 4, 4)]
        );
        // Direct encounter first: Ben beat Ana.
        let mut setup = t.into_setup();
        setup.tie_breaks = vec![TieBreak::DirectEncounter, TieBreak::Wins];
        let t = Tournament::try_from(setup).unwrap();
        assert_eq!(
            line(&standings(&t)),
            [(2, 20, 1, 1), (1, 20, 2, 2), (4, 15, 3, 3), (3, 5, 4, 4)]
        );
    }

    #[test]
    fn games_still_on_count_for_nobody() {
        let t = tournament(
            2,
            vec![round(vec![Board {
                first: 1,
                second: 2,
                outcome: None,
            }])],
            vec![TieBreak::Buchholz],
        );
        let s = standings(&t);
        assert_eq!(s.iter().map(|x| x.points).collect::<Vec<_>>(), [0, 0]);
        assert_eq!((s[1].place, s[1].place_to), (1, 2));
    }

    #[test]
    fn values_read_as_points() {
        assert_eq!(show(TieBreak::Buchholz, 250), "2.5");
        assert_eq!(show(TieBreak::SonnebornBerger, 75), "0.75");
        assert_eq!(show(TieBreak::BuchholzCut1, 300), "3");
        assert_eq!(show(TieBreak::Wins, 3), "3");
        assert_eq!(show_points(15), "1.5");
    }
}
