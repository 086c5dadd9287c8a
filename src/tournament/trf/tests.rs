use std::time::Instant;

use proptest::prelude::*;

use super::{MAX_BYTES, read, write};
use crate::classroom::LearnerId;
use crate::tournament::{
    Board, Excused, Format, Outcome, Player, Round, Setup, TieBreak, Tournament, berger,
};

fn class() -> Tournament {
    let mut s = Setup::new("Class 3B", Format::Swiss { rounds: 3 });
    s.date = "2027/03/08".into();
    let mut ana = Player::named("Ana Rivera");
    ana.rating = Some(1200);
    ana.learner = Some(LearnerId::try_from("l1a-x2".to_string()).unwrap());
    s.players = vec![
        ana,
        Player::named("王 小明"),
        Player::named("José Núñez"),
        Player::named("Chiara"),
        Player::named("やまだ はなこ"),
    ];
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
                outcome: Some(Outcome::Draw),
            },
        ],
        bye: Some(5),
        excused: vec![],
    });
    s.rounds.push(Round {
        boards: vec![
            Board {
                first: 5,
                second: 1,
                outcome: None,
            },
            Board {
                first: 2,
                second: 3,
                outcome: Some(Outcome::FirstWinsByForfeit),
            },
        ],
        bye: None,
        excused: vec![(4, Excused::Half)],
    });
    s.forbidden.push((2, 5));
    s.absent_next.push((3, None));
    s.top_moves_first = Some(true);
    Tournament::try_from(s).unwrap()
}

fn columns(line: &str, from: usize, to: usize) -> String {
    line.chars().skip(from - 1).take(to - from + 1).collect()
}

#[test]
fn player_lines_keep_trfs_columns_with_names_as_typed() {
    let text = write(&class());
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        &lines[..4],
        [
            "012 Class 3B",
            "042 2027/03/08",
            "062 5",
            "092 Individual: Swiss-System (FIDE Dutch)"
        ]
    );
    let ana = lines[4];
    assert_eq!(columns(ana, 1, 8), "001    1");
    assert_eq!(columns(ana, 15, 48), format!("{:<33} ", "Ana Rivera"));
    assert_eq!(columns(ana, 49, 52), "1200");
    assert_eq!(columns(ana, 81, 84), " 1.0");
    assert_eq!(columns(ana, 86, 89), "   4");
    assert_eq!(columns(ana, 90, 99), "     3 w 1");
    // Round 2 is on: a colour and no result.
    assert_eq!(columns(ana, 100, 109), "     5 b");
    let wang = lines[5];
    assert_eq!(columns(wang, 15, 47), format!("{:<33}", "王 小明"));
    assert_eq!(columns(wang, 81, 84), " 1.5");
    assert_eq!(columns(wang, 90, 109), "     4 b =     3 w +");
    let jose = lines[6];
    // The next round: José is absent.
    assert_eq!(columns(jose, 90, 119), "     1 b 0     2 b -  0000 - Z");
    assert_eq!(columns(lines[7], 100, 109), "  0000 - H");
    assert_eq!(columns(lines[8], 90, 99), "  0000 - U");
    assert!(lines.contains(&"XXR 3"));
    assert!(lines.contains(&"XXC white1"));
    assert!(lines.contains(&"XXP 2 5"));
    assert!(lines.contains(&"WHL 1 l1a-x2"));
    assert!(lines.contains(&"WHR 2 5 2"));
    assert!(lines.contains(&"WHT BH-C1 SB DE WIN"));
}

#[test]
fn what_is_written_is_read_back() {
    let t = class();
    assert_eq!(read(write(&t).as_bytes()), Ok(t));
}

/// Every result, from either side of the board, reads back as written
/// (a forfeit won by the player moving second once read as the first's).
#[test]
fn every_outcome_reads_back_from_either_side() {
    for outcome in Outcome::ALL {
        let mut s = class().into_setup();
        s.rounds[1].boards[0].outcome = Some(outcome);
        s.rounds[1].boards[1].outcome = Some(outcome);
        let t = Tournament::try_from(s).unwrap();
        assert_eq!(read(write(&t).as_bytes()), Ok(t), "{outcome:?}");
    }
}

/// A file as another program writes it: carriage returns alone, the
/// JaVaFo letters, no lines of ours.
#[test]
fn another_programs_file_is_read() {
    let lines = [
        "012 Open",
        "XXR 5",
        "001    1      Alpha                             1850                             1.5    1     3 w 1     2 b =",
        "001    2      Beta                                                               1.5    2  0000 - U     1 w =",
        "001    3      Gamma                                                              0.0    3     1 b 0  0000 - Z  0000 - H",
    ];
    let text = lines.join("\r") + "\r";
    let t = read(text.as_bytes()).unwrap();
    assert_eq!(t.format, Format::Swiss { rounds: 5 });
    assert_eq!(t.rounds.len(), 2);
    assert_eq!(t.rounds[0].bye, Some(2));
    assert_eq!(
        t.rounds[1].boards,
        [Board {
            first: 2,
            second: 1,
            outcome: Some(Outcome::Draw)
        }]
    );
    assert_eq!(t.absent_next, [(3, Some(Excused::Half))]);
    assert_eq!(t.players[0].rating, Some(1850));
    assert_eq!(t.top_moves_first, None);
    assert_eq!(t.tie_breaks.len(), 4);
    // Older programs' byes: "+" for the pairing's, "=" for a half point.
    let older = text
        .replace("0000 - U", "0000 - +")
        .replace("0000 - H", "0000 - =");
    assert_eq!(read(older.as_bytes()), Ok(t.clone()));
    // The newer form's lines for the rounds and the first colour.
    let newer = text.replace("XXR 5", "142 5\r152 B");
    let mut setup = t.into_setup();
    setup.top_moves_first = Some(false);
    assert_eq!(
        read(newer.as_bytes()),
        Ok(Tournament::try_from(setup).unwrap())
    );
    assert!(
        refused(&text.replace("XXR 5", "152 X"))
            .1
            .contains("W or B")
    );
}

fn refused(text: &str) -> (usize, String) {
    let e = read(text.as_bytes()).unwrap_err();
    (e.line, e.message)
}

/// A good file with `line` (from 1) replaced.
fn with_line(line: usize, new: &str) -> String {
    let good = write(&class());
    let mut lines: Vec<String> = good.lines().map(str::to_string).collect();
    lines[line - 1] = new.to_string();
    lines.join("\n")
}

fn line(n: usize) -> String {
    write(&class()).lines().nth(n - 1).unwrap().to_string()
}

#[test]
fn a_corrupt_file_is_refused_with_its_line() {
    // Cut short before the points.
    let (l, m) = refused(&with_line(6, &line(6)[..60]));
    assert_eq!(l, 6, "{m}");
    assert!(m.contains("too short"), "{m}");
    // A field one column off.
    let shifted = format!("001     2{}", &line(6)[8..]);
    let (l, m) = refused(&with_line(6, &shifted));
    assert_eq!(l, 6, "{m}");
    // An opponent who does not exist.
    let ghost = line(5).replacen("     3 w 1", "    42 w 1", 1);
    let (l, m) = refused(&with_line(5, &ghost));
    assert_eq!((l, m.as_str()), (5, "round 1: there is no player 42"));
    // Both won the same game.
    let both = line(7).replacen("     1 b 0", "     1 b 1", 1);
    let (l, m) = refused(&with_line(7, &both));
    assert_eq!(l, 5, "{m}");
    assert!(m.contains("says otherwise"), "{m}");
    // Both moved first.
    let colours = line(7).replacen("     1 b 0", "     1 w 0", 1);
    assert!(
        refused(&with_line(7, &colours))
            .1
            .contains("says otherwise")
    );
    // A score that the results do not give.
    let score = line(5).replacen(" 1.0 ", " 2.0 ", 1);
    let (l, m) = refused(&with_line(5, &score));
    assert_eq!(l, 5);
    assert!(m.contains("score is 2.0, but the results give 1.0"), "{m}");
    // Huge numbers.
    let (l, m) = refused(&with_line(3, "062 99999999999999999999999"));
    assert_eq!(l, 3);
    assert!(m.contains("too large"), "{m}");
    let xxr = write(&class()).replace("XXR 3", "XXR 4294967296");
    assert!(refused(&xxr).1.contains("too large"));
    // Fewer rounds than paired.
    let xxr = write(&class()).replace("XXR 3", "XXR 1");
    assert!(refused(&xxr).1.contains("2 rounds paired"));
    // A result letter nobody knows.
    let letter = line(5).replacen("     3 w 1", "     3 w X", 1);
    assert!(refused(&with_line(5, &letter)).1.contains("not a result"));
    // A pairing number twice, and one missing.
    let twice = with_line(6, &line(5));
    assert!(refused(&twice).1.contains("pairing number 1 again"));
    // A line that is no TRF line.
    assert_eq!(refused(&with_line(2, "hello world")).0, 2);
    // Teams and other point systems.
    assert!(
        refused(&with_line(2, "013 Team A    1    2"))
            .1
            .contains("team")
    );
    assert!(refused(&with_line(2, "BBW  3.0")).1.contains("only 1"));
}

#[test]
fn a_missing_player_and_a_second_bye_are_refused() {
    let text = write(&class());
    let without: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with("001    3"))
        .collect();
    let (_, m) = refused(&without.join("\n"));
    // Player 3's opponents name a player the file does not list.
    assert!(
        m.contains("no player 3") || m.contains("there is no player"),
        "{m}"
    );
    let two_byes = line(7).replacen("     1 b 0", "  0000 - U", 1);
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    lines[6] = two_byes;
    lines[4] = line(5).replacen("     3 w 1", "  0000 - U", 1);
    let m = refused(&lines.join("\n")).1;
    assert!(m.contains("second bye"), "{m}");
}

#[test]
fn bytes_that_are_not_utf8_are_refused_with_their_line() {
    let mut bytes = write(&class()).into_bytes();
    let at = bytes.iter().position(|&b| b == b'J').unwrap();
    bytes[at] = 0xff;
    let e = read(&bytes).unwrap_err();
    assert_eq!(e.line, 7);
    assert!(e.message.contains("UTF-8"));
}

#[test]
fn junk_is_refused_quickly() {
    let start = Instant::now();
    let huge = vec![b'x'; 10 << 20];
    let e = read(&huge).unwrap_err();
    assert_eq!(e.line, 0);
    assert!(e.message.contains("larger than"), "{}", e.message);
    // Under the size cap, junk stops at its first line.
    let junk: String = "001 zzzzzz\n".repeat((MAX_BYTES - 1) / 11);
    assert_eq!(read(junk.as_bytes()).unwrap_err().line, 1);
    let long = "012 ".to_string() + &"y".repeat(MAX_BYTES - 10);
    assert_eq!(read(long.as_bytes()).unwrap_err().line, 1);
    // Seconds would mean the junk was parsed whole; generous for debug
    // builds on a busy machine.
    assert!(start.elapsed().as_secs() < 5);
}

#[test]
fn truncating_a_good_file_anywhere_never_panics() {
    let text = write(&class());
    // Every byte, also inside a character (then it is not UTF-8).
    for cut in 0..text.len() {
        let _ = read(&text.as_bytes()[..cut]);
    }
}

const NAME_CHARS: &[char] = &[
    'a', 'b', 'e', 'k', 'o', 'z', 'A', 'M', 'Z', ' ', '\'', '-', 'á', 'ñ', 'ç', 'è', 'Ö', 'や',
    'ま', 'だ', '王', '小', '明', 'ー',
];

fn name() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(NAME_CHARS), 1..=33).prop_map(|cs| {
        let s: String = cs.into_iter().collect();
        let t = s.trim();
        if t.is_empty() {
            "X".into()
        } else {
            t.to_string()
        }
    })
}

fn player() -> impl Strategy<Value = Player> {
    (
        name(),
        prop::option::of("[a-z0-9-]{1,12}"),
        prop::option::of(0u32..=9999),
        prop::bool::weighted(0.15),
    )
        .prop_map(|(name, learner, rating, withdrawn)| Player {
            name,
            learner: learner.map(|l| LearnerId::try_from(l).unwrap()),
            rating,
            withdrawn,
        })
}

fn outcome() -> impl Strategy<Value = Option<Outcome>> {
    prop::option::weighted(0.9, prop::sample::select(Outcome::ALL.to_vec()))
}

/// A round from a shuffled list of the players: some out, some excused,
/// perhaps a bye, the rest on boards.
fn round_of(order: Vec<u32>, roles: Vec<u8>, outcomes: Vec<Option<Outcome>>, bye: bool) -> Round {
    let mut round = Round::default();
    let mut playing = Vec::new();
    for (p, role) in order.into_iter().zip(roles) {
        match role {
            0 => {}
            1 => round.excused.push((p, Excused::Half)),
            2 => round.excused.push((p, Excused::Full)),
            _ => playing.push(p),
        }
    }
    round.excused.sort_by_key(|(p, _)| *p);
    if bye && !playing.is_empty() {
        round.bye = playing.pop();
    }
    for (pair, outcome) in playing.chunks_exact(2).zip(outcomes) {
        round.boards.push(Board {
            first: pair[0],
            second: pair[1],
            outcome,
        });
    }
    if playing.len() % 2 == 1 && round.bye.is_none() {
        round.bye = playing.last().copied();
    }
    round
}

fn tournament() -> impl Strategy<Value = Tournament> {
    (
        prop::collection::vec(player(), 0..12),
        prop::bool::ANY,
        1u32..=9,
        prop::sample::select(vec![0u32, 5, 10]),
        prop::option::of(prop::bool::ANY),
        prop::sample::subsequence(TieBreak::ALL.to_vec(), 0..=5).prop_shuffle(),
        prop::sample::select(vec!["", "Class 3B", "Agrifest 2027 — Kingshill", "３年B組"]),
        any::<u64>(),
    )
        .prop_flat_map(
            |(players, rr, rounds, bye_points, top, tie_breaks, name, seed)| {
                let n = players.len() as u32;
                let format = if rr {
                    Format::RoundRobin {
                        cycles: 1 + (seed % 2) as u32,
                    }
                } else {
                    Format::Swiss { rounds }
                };
                let mut setup = Setup::new(name, format);
                setup.players = players;
                setup.bye_points = bye_points;
                setup.top_moves_first = top;
                setup.tie_breaks = tie_breaks;
                let total = setup.rounds_total().min(99);
                let paired = if n >= 2 { 0..=total } else { 0..=0 };
                (
                    Just(setup),
                    paired,
                    prop::collection::vec(
                        (
                            Just((1..=n).collect::<Vec<u32>>()).prop_shuffle(),
                            prop::collection::vec(0u8..8, n as usize),
                            prop::collection::vec(outcome(), n as usize / 2 + 1),
                            prop::bool::ANY,
                        ),
                        total as usize,
                    ),
                    prop::collection::vec((1..=n.max(1), 1..=n.max(1)), 0..4),
                    prop::collection::vec(
                        prop::option::of(prop::sample::select(vec![Excused::Half, Excused::Full])),
                        n as usize,
                    ),
                    prop::collection::vec(prop::bool::weighted(0.2), n as usize),
                )
            },
        )
        .prop_map(|(mut setup, paired, rounds, forbidden, excuses, absent)| {
            let n = setup.players.len() as u32;
            for (r, (order, roles, outcomes, bye)) in
                rounds.into_iter().take(paired as usize).enumerate()
            {
                let round = match setup.format {
                    Format::RoundRobin { cycles } => {
                        let mut round = berger::round(n, cycles, r as u32 + 1).unwrap().to_round();
                        for (b, o) in round.boards.iter_mut().zip(outcomes) {
                            b.outcome = o;
                        }
                        round
                    }
                    Format::Swiss { .. } => round_of(order, roles, outcomes, bye),
                };
                if round.boards.is_empty() && round.bye.is_none() {
                    break;
                }
                setup.rounds.push(round);
            }
            for (a, b) in forbidden {
                let pair = (a.min(b), a.max(b));
                if a != b
                    && !setup
                        .forbidden
                        .iter()
                        .any(|&(x, y)| (x.min(y), x.max(y)) == pair)
                {
                    setup.forbidden.push((a, b));
                }
            }
            if setup.rounds.len() < setup.rounds_total() as usize {
                for (i, (e, a)) in excuses.into_iter().zip(absent).enumerate() {
                    if a && !setup.players[i].withdrawn {
                        setup.absent_next.push((i as u32 + 1, e));
                    }
                }
            }
            Tournament::try_from(setup).unwrap()
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn write_then_read_gives_the_same_tournament(t in tournament()) {
        let text = write(&t);
        prop_assert_eq!(read(text.as_bytes()), Ok(t), "{}", text);
    }

    /// As JSON (the server's form), a tournament comes back the same, and
    /// a setup that fails validation does not come back at all.
    #[test]
    fn json_keeps_a_tournament_and_validates_it(t in tournament()) {
        let json = serde_json::to_string(&t).unwrap();
        prop_assert_eq!(serde_json::from_str::<Tournament>(&json).unwrap(), t.clone());
        let mut bad = t.into_setup();
        bad.bye_points = 7;
        let json = serde_json::to_string(&bad).unwrap();
        prop_assert!(serde_json::from_str::<Tournament>(&json).is_err());
    }

    /// The one-pass seats are each player's seat.
    #[test]
    fn seats_agree_with_seat(t in tournament()) {
        for round in &t.rounds {
            let seats = round.seats(t.players.len());
            for p in 1..=t.players.len() as u32 {
                prop_assert_eq!(seats[p as usize - 1], round.seat(p));
            }
        }
    }

    /// A good file with bytes changed, cut or doubled: refused or read,
    /// never a panic; and what is read writes and reads back alike.
    #[test]
    fn a_damaged_file_is_refused_or_read_whole(
        t in tournament(),
        edits in prop::collection::vec((any::<prop::sample::Index>(), any::<u8>(), 0u8..3), 1..4),
    ) {
        let mut bytes = write(&t).into_bytes();
        for (at, byte, kind) in edits {
            if bytes.is_empty() {
                break;
            }
            let i = at.index(bytes.len());
            match kind {
                0 => bytes[i] = byte,
                1 => bytes.truncate(i),
                _ => {
                    let copy = bytes[i..].to_vec();
                    bytes.extend_from_slice(&copy);
                }
            }
        }
        if let Ok(read_back) = read(&bytes) {
            prop_assert_eq!(read(write(&read_back).as_bytes()), Ok(read_back));
        }
    }
}
