//! FIDE's Berger tables (handbook C.05, Annex 1) for round robins, so that
//! a printed table matches the published one: rounds, tables and who moves
//! first.
//!
//! For an even `n`, round 1 pairs 1–n, 2–(n−1), …; from one round to the
//! next every number but `n` moves on by n/2 (modulo n − 1), `n` stays at
//! table 1 and changes side each round (it moves second in odd rounds).
//! An odd number of players plays the table of n + 1, whose last number is
//! a dummy: its opponent sits out, and the dummy's table (always table 1)
//! is left out, the others moving up one. A double round robin plays the
//! table twice, colours reversed the second time, with the last two rounds
//! of the first cycle exchanged as FIDE advises.

use super::model::{Board, MAX_PLAYERS, Round};

/// One round of a Berger table: games in table order as (moves first,
/// moves second), and who sits out when the number of players is odd.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BergerRound {
    pub games: Vec<(u32, u32)>,
    pub sits_out: Option<u32>,
}

/// The rounds of one cycle for `n` players.
pub fn rounds_per_cycle(n: u32) -> u32 {
    if n.is_multiple_of(2) {
        n.saturating_sub(1)
    } else {
        n
    }
}

/// Which round of the published table round `r` (from 1) of `cycles`
/// cycles plays, and whether its colours are reversed: the second cycle
/// repeats the table with colours reversed, and in a double round robin
/// the last two rounds of the first cycle change places (FIDE's advice, so
/// that nobody has the same colour three times running at the turn).
fn table_round(per: u32, cycles: u32, r: u32) -> (u32, bool) {
    let (mut t, reversed) = ((r - 1) % per + 1, (r - 1) / per % 2 == 1);
    if cycles == 2 && !reversed && per >= 3 {
        if t == per - 1 {
            t = per;
        } else if t == per {
            t = per - 1;
        }
    }
    (t, reversed)
}

/// Round `r` of the even table (the dummy's game included, at table 1).
fn full_round(n: u32, cycles: u32, r: u32) -> Option<Vec<(u32, u32)>> {
    let per = rounds_per_cycle(n);
    if !(2..=MAX_PLAYERS as u32).contains(&n) || r == 0 || r > per.checked_mul(cycles)? {
        return None;
    }
    let (r, reversed) = table_round(per, cycles, r);
    let even = n + n % 2;
    let m = even - 1;
    let start = (u64::from(r - 1) * u64::from(even / 2) % u64::from(m)) as u32;
    let seq = |x: u32| (start + x) % m + 1;
    let mut games = Vec::with_capacity(even as usize / 2);
    games.push(if r % 2 == 1 {
        (seq(0), even)
    } else {
        (even, seq(0))
    });
    for k in 1..even / 2 {
        games.push((seq(k), seq(m - k)));
    }
    if reversed {
        for g in &mut games {
            *g = (g.1, g.0);
        }
    }
    Some(games)
}

/// Round `r` (from 1) of the table for `n` players, `cycles` times over;
/// `None` outside the table (or for fewer than 2 players).
pub fn round(n: u32, cycles: u32, r: u32) -> Option<BergerRound> {
    let mut games = full_round(n, cycles, r)?;
    let mut sits_out = None;
    if n % 2 == 1 {
        let (a, b) = games.remove(0);
        sits_out = Some(a.min(b));
    }
    Some(BergerRound { games, sits_out })
}

impl BergerRound {
    /// The round as the tournament keeps it: the one who sits out has the
    /// round's bye (worth the organiser's bye points, none by default).
    pub fn to_round(&self) -> Round {
        Round {
            boards: self
                .games
                .iter()
                .map(|&(first, second)| Board {
                    first,
                    second,
                    outcome: None,
                })
                .collect(),
            bye: self.sits_out,
            excused: Vec::new(),
        }
    }
}

/// The table as text, one line a round, as the handbook prints it ("1-6"
/// is 1 moving first against 6); for an odd `n` the dummy is shown as
/// "bye" at table 1.
pub fn text(n: u32, cycles: u32) -> String {
    let even = n + n % 2;
    let width = even.to_string().len();
    let name = |p: u32| {
        if p > n {
            "bye".to_string()
        } else {
            p.to_string()
        }
    };
    let total = rounds_per_cycle(n) * cycles;
    let mut out = String::new();
    for r in 1..=total {
        let Some(games) = full_round(n, cycles, r) else {
            break;
        };
        out.push_str(&format!("Round {r:>w$}:", w = total.to_string().len()));
        for (a, b) in games {
            out.push_str(&format!(
                "  {:>width$}-{:<width$}",
                name(a),
                name(b),
                width = width.max(if even > n { 3 } else { 0 })
            ));
        }
        while out.ends_with(' ') {
            out.pop();
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The published tables for 3–4, 5–6, 7–8 and 9–10 players, typed
    /// from the handbook's rule: "a-b" is a moving first against b.
    const PUBLISHED: &str = include_str!("../../tests/fixtures/berger.txt");

    fn published() -> HashMap<u32, Vec<Vec<(u32, u32)>>> {
        let mut tables = HashMap::new();
        let mut current = 0;
        for line in PUBLISHED.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            if let Some(n) = line.strip_prefix("players ") {
                current = n.parse().unwrap();
                tables.insert(current, Vec::new());
                continue;
            }
            let (_, games) = line.split_once(':').unwrap();
            let games = games
                .split_whitespace()
                .map(|g| {
                    let (a, b) = g.split_once('-').unwrap();
                    (a.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            tables.get_mut(&current).unwrap().push(games);
        }
        tables
    }

    /// The even table, dummy's game included.
    fn full(n: u32, r: u32) -> Vec<(u32, u32)> {
        let round = round(n, 1, r).unwrap();
        let mut games = round.games;
        if let Some(p) = round.sits_out {
            games.insert(0, if r % 2 == 1 { (p, n + 1) } else { (n + 1, p) });
        }
        games
    }

    #[test]
    fn the_tables_are_the_published_ones() {
        let tables = published();
        assert_eq!(tables.len(), 4);
        for (&even, rounds) in &tables {
            assert_eq!(rounds.len() as u32, even - 1, "{even} players");
            for (i, games) in rounds.iter().enumerate() {
                let r = i as u32 + 1;
                assert_eq!(&full(even, r), games, "{even} players, round {r}");
                // The odd size below plays the same table without the dummy.
                assert_eq!(&full(even - 1, r), games, "{} players, round {r}", even - 1);
            }
            assert_eq!(round(even, 1, even), None);
        }
    }

    /// An independent construction: two players below n meet in the round
    /// r ≡ i + j − 1 (mod n − 1); the lower number moves first when i + j
    /// is odd, the higher when it is even; n moves second against the
    /// lower half and first against the upper; and the tables follow each
    /// other as round 1 rotated by n/2 each round.
    #[test]
    fn the_tables_agree_with_the_closed_form_up_to_16() {
        for n in 2..=16u32 {
            let even = n + n % 2;
            let m = even - 1;
            let mut met = HashMap::new();
            // Round 1 laid out, then rotated round by round.
            let mut layout: Vec<u32> = (1..=m).collect();
            for r in 1..=m {
                let games = full(n, r);
                assert_eq!(games.len() as u32, even / 2);
                for &(a, b) in &games {
                    assert!(
                        met.insert((a.min(b), a.max(b)), r).is_none(),
                        "{n}: {a}-{b} twice"
                    );
                    if a != even && b != even {
                        assert_eq!((a + b + m - 1 - 1) % m + 1, r, "{n}: {a}-{b}");
                        let lower_first = (a + b) % 2 == 1;
                        assert_eq!(a < b, lower_first, "{n} round {r}: {a}-{b}");
                    } else {
                        let other = a.min(b);
                        assert_eq!(a == even, other > even / 2, "{n} round {r}: {a}-{b}");
                    }
                }
                // Table k ≥ 2 pairs the k-th number of the layout with the
                // k-th from its end; table 1 the first with n.
                assert_eq!(games[0].0.min(games[0].1), layout[0]);
                for k in 1..(even / 2) as usize {
                    assert_eq!(
                        games[k],
                        (layout[k], layout[m as usize - k]),
                        "{n} round {r}"
                    );
                }
                layout.rotate_left((even / 2) as usize % m as usize);
            }
            assert_eq!(met.len() as u32, even * m / 2, "{n}: everyone meets once");
        }
    }

    #[test]
    fn an_odd_number_of_players_sits_out_in_turn() {
        let sat: Vec<u32> = (1..=5)
            .map(|r| round(5, 1, r).unwrap().sits_out.unwrap())
            .collect();
        let mut sorted = sat.clone();
        sorted.sort();
        assert_eq!(sorted, [1, 2, 3, 4, 5]);
        // The dummy's table is left out: round 1 of five starts at 2-5.
        assert_eq!(round(5, 1, 1).unwrap().games, [(2, 5), (3, 4)]);
        assert_eq!(round(4, 1, 1).unwrap().sits_out, None);
        assert_eq!(round(1, 1, 1), None);
        assert_eq!(round(u32::MAX, 1, 1), None);
    }

    #[test]
    fn the_second_cycle_reverses_the_colours() {
        for n in [3, 4, 5, 6, 9, 10] {
            let per = rounds_per_cycle(n);
            assert_eq!(round(n, 2, 2 * per + 1), None);
            for r in 1..=per {
                let single = round(n, 1, r).unwrap();
                let again = round(n, 2, r + per).unwrap();
                let flipped: Vec<_> = single.games.iter().map(|&(x, y)| (y, x)).collect();
                assert_eq!(again.games, flipped, "{n} players, round {r}");
                assert_eq!(again.sits_out, single.sits_out);
                // The first cycle is the table, its last two rounds swapped.
                let played = match r {
                    r if r == per - 1 => per,
                    r if r == per => per - 1,
                    r => r,
                };
                assert_eq!(
                    round(n, 2, r),
                    round(n, 1, played),
                    "{n} players, round {r}"
                );
            }
        }
    }

    /// Why the two rounds change places: with them, no player of an even
    /// table has the same colour three games running, over both cycles.
    #[test]
    fn a_double_round_robin_never_gives_a_colour_three_times_running() {
        for n in (4..=16).step_by(2) {
            let per = rounds_per_cycle(n);
            for p in 1..=n {
                let colours: Vec<bool> = (1..=2 * per)
                    .map(|r| {
                        let games = round(n, 2, r).unwrap().games;
                        games.iter().any(|g| g.0 == p)
                    })
                    .collect();
                for w in colours.windows(3) {
                    assert!(
                        !(w[0] == w[1] && w[1] == w[2]),
                        "{n} players: {p} {colours:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn the_text_is_the_handbooks_layout() {
        assert_eq!(
            text(4, 1),
            "Round 1:  1-4  2-3\nRound 2:  4-3  1-2\nRound 3:  2-4  3-1\n"
        );
        let five = text(5, 1);
        assert!(
            five.starts_with("Round 1:    1-bye    2-5      3-4\n"),
            "{five}"
        );
        assert!(
            five.contains("Round 2:  bye-4      5-3      1-2\n"),
            "{five}"
        );
        assert_eq!(text(5, 2).lines().count(), 10);
        assert!(
            text(5, 2).contains("Round  6:  bye-1      5-2      4-3\n"),
            "{}",
            text(5, 2)
        );
        // Rounds 4 and 5 of the first cycle changed places.
        assert!(text(5, 2).contains("Round  4:    3-bye    4-2      5-1\n"));
    }
}
