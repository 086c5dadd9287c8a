//! `wahree tournament` as arbiters' programs call it: the Berger tables,
//! a Swiss's next round from a TRF file, the check, and the exit codes
//! (bbpPairings's: 1 no pairing, 3 a bad file, 4 too large, 5 unreadable).

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use wahree::tournament::{Board, Excused, Format, Outcome, Player, Round, Setup, Tournament, trf};

fn wahree(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("wahree-tournament-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&d);
    fs::create_dir_all(&d).unwrap();
    d
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Six players after one round: 6 withdrew, 5 asked for a half-point bye
/// in round 2.
fn swiss(pending: bool) -> Tournament {
    let mut s = Setup::new("Class 3B", Format::Swiss { rounds: 4 });
    for name in ["Ana", "Ben", "Chiara", "Daiki", "Elena", "Fumiko"] {
        s.players.push(Player::named(name));
    }
    s.rounds.push(Round {
        boards: vec![
            Board {
                first: 1,
                second: 4,
                outcome: Some(Outcome::FirstWins),
            },
            Board {
                first: 5,
                second: 2,
                outcome: if pending { None } else { Some(Outcome::Draw) },
            },
            Board {
                first: 3,
                second: 6,
                outcome: Some(Outcome::SecondWins),
            },
        ],
        bye: None,
        excused: vec![],
    });
    s.players[5].withdrawn = true;
    s.absent_next = vec![(5, Some(Excused::Half))];
    Tournament::try_from(s).unwrap()
}

fn file(d: &Path, name: &str, t: &Tournament) -> String {
    let path = d.join(name);
    fs::write(&path, trf::write(t)).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn the_berger_table_is_printed() {
    let out = wahree(&["tournament", "berger", "4"]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout),
        "Round 1:  1-4  2-3\nRound 2:  4-3  1-2\nRound 3:  2-4  3-1\n"
    );
    let out = wahree(&["tournament", "berger", "5", "--double"]);
    assert_eq!(text(&out.stdout).lines().count(), 10);
    assert!(!wahree(&["tournament", "berger", "1"]).status.success());
}

#[test]
fn the_next_round_is_written_as_bbppairings_writes_it() {
    let d = dir("pair");
    let input = file(&d, "in.trf", &swiss(false));
    let output = d.join("out.txt");
    let out = wahree(&[
        "tournament",
        "pair",
        "--dutch",
        &input,
        "-p",
        &output.to_string_lossy(),
    ]);
    let err = text(&out.stderr);
    match out.status.code() {
        // Until the Dutch engine is built in, its placeholder refuses.
        Some(3) => assert!(err.contains("not built"), "{err}"),
        Some(0) => {
            // Four players to pair (5 excused, 6 withdrawn): two pairs,
            // each once, nobody else.
            let written = fs::read_to_string(&output).unwrap();
            let mut lines = written.lines();
            assert_eq!(lines.next(), Some("2"), "{written}");
            let mut seen: Vec<u32> = lines
                .flat_map(|l| l.split(' ').map(|n| n.parse::<u32>().unwrap()))
                .collect();
            seen.sort();
            assert_eq!(seen, [1, 2, 3, 4], "{written}");
        }
        code => panic!("exit {code:?}: {err}"),
    }
    fs::remove_dir_all(&d).unwrap();
}

#[test]
fn a_bad_file_is_refused_with_bbppairings_codes_and_nothing_written() {
    let d = dir("bad");
    let output = d.join("out.txt");
    let out_arg = output.to_string_lossy().into_owned();
    // Unreadable.
    let missing = d.join("missing.trf");
    let out = wahree(&[
        "tournament",
        "pair",
        "--dutch",
        &missing.to_string_lossy(),
        "-p",
        &out_arg,
    ]);
    assert_eq!(out.status.code(), Some(5), "{}", text(&out.stderr));
    // Corrupt: the line and what is wrong.
    let good = trf::write(&swiss(false));
    let bad = good.replacen("     4 w 1", "    44 w 1", 1);
    let path = d.join("bad.trf");
    fs::write(&path, bad).unwrap();
    let out = wahree(&[
        "tournament",
        "pair",
        "--dutch",
        &path.to_string_lossy(),
        "-p",
        &out_arg,
    ]);
    assert_eq!(out.status.code(), Some(3));
    let err = text(&out.stderr);
    assert!(
        err.contains("line 4: round 1: there is no player 44"),
        "{err}"
    );
    // Too large.
    let huge = d.join("huge.trf");
    fs::write(&huge, vec![b' '; trf::MAX_BYTES + 1]).unwrap();
    let out = wahree(&["tournament", "check", "--dutch", &huge.to_string_lossy()]);
    assert_eq!(out.status.code(), Some(4));
    // A game of the last round still on.
    let pending = file(&d, "pending.trf", &swiss(true));
    let out = wahree(&["tournament", "pair", "--dutch", &pending, "-p", &out_arg]);
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("round 1, table 2 has no result yet"));
    assert!(!output.exists(), "nothing is written for a refused file");
    fs::remove_dir_all(&d).unwrap();
}

#[test]
fn the_check_reports_every_round() {
    let d = dir("check");
    let input = file(&d, "in.trf", &swiss(false));
    for args in [
        vec!["tournament", "check", "--dutch", input.as_str()],
        vec!["tournament", "pair", "--dutch", input.as_str(), "--check"],
        vec!["tournament", "pair", "--dutch", input.as_str(), "-c"],
    ] {
        let out = wahree(&args);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let said = text(&out.stdout);
        let lines: Vec<&str> = said.lines().collect();
        assert!(lines[0].starts_with("round 1: "), "{said}");
        assert!(
            lines
                .last()
                .unwrap()
                .ends_with("of 1 rounds follow the rules"),
            "{said}"
        );
    }
    fs::remove_dir_all(&d).unwrap();
}

#[test]
fn a_page_to_print_is_written_from_a_trf_file() {
    let d = dir("print");
    let path = file(&d, "in.trf", &swiss(false));
    let out = wahree(&["tournament", "print", "pairings", &path, "--lang", "it"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let html = text(&out.stdout);
    assert!(
        html.contains("<html lang=\"it\">") && html.contains("Class 3B: turno 1"),
        "{html}"
    );
    assert!(
        html.contains(
            "<td class=\"big\">1</td><td>Ana</td><td>Daiki</td><td class=\"num\">1 – 0</td>"
        ),
        "{html}"
    );
    let page = d.join("standings.html");
    let out = wahree(&[
        "tournament",
        "print",
        "standings",
        &path,
        "-o",
        page.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let html = fs::read_to_string(&page).unwrap();
    assert!(html.contains("Class 3B: standings after round 1"), "{html}");
    let out = wahree(&["tournament", "print", "certificates", &path, "--lang", "es"]);
    assert_eq!(
        text(&out.stdout)
            .matches("<div class=\"page cert\" lang=\"es\">")
            .count(),
        6
    );
    // No round 2 yet; a language Wahree does not speak; no such file.
    let out = wahree(&["tournament", "print", "sheets", &path, "--round", "2"]);
    assert_eq!(out.status.code(), Some(3));
    assert!(text(&out.stderr).contains("no round 2") && out.stdout.is_empty());
    let out = wahree(&["tournament", "print", "sheets", &path, "--lang", "fr"]);
    assert_eq!(out.status.code(), Some(2));
    let missing = d.join("missing.trf");
    let out = wahree(&[
        "tournament",
        "print",
        "standings",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(5));
}

/// Eight players before round 1, the initial colour drawn as black1
/// (pairing number 1 moves second); 2 asked for a full-point bye in
/// round 1, 5 for a half-point one, 6 will not come.
fn excused_before_round_1() -> Tournament {
    let mut s = Setup::new("Agrifest", Format::Swiss { rounds: 5 });
    for name in ["A", "B", "C", "D", "E", "F", "G", "H"] {
        s.players.push(Player::named(name));
    }
    s.absent_next = vec![
        (2, Some(Excused::Full)),
        (5, Some(Excused::Half)),
        (6, None),
    ];
    s.top_moves_first = Some(false);
    Tournament::try_from(s).unwrap()
}

#[test]
fn requested_byes_and_the_initial_colour_reach_the_pairing_through_trf() {
    let d = dir("excused");
    let t = excused_before_round_1();
    let input = file(&d, "in.trf", &t);
    let written = fs::read_to_string(&input).unwrap();
    assert!(written.contains("XXC black1"), "{written}");
    for (player, code) in [(2, 'F'), (5, 'H'), (6, 'Z')] {
        let line = written
            .lines()
            .find(|l| l.starts_with(&format!("001 {player:>4}")))
            .unwrap();
        assert!(line.ends_with(&format!("0000 - {code}")), "{line}");
    }
    let output = d.join("out.txt");
    let out = wahree(&[
        "tournament",
        "pair",
        "--dutch",
        &input,
        "-p",
        &output.to_string_lossy(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // 1, 3, 4, 7 and 8 are paired: S1 = 1, 3 against S2 = 4, 7, the bye
    // to 8; odd numbers get the initial colour, here "moves second".
    assert_eq!(fs::read_to_string(&output).unwrap(), "3\n4 1\n7 3\n8 0\n");
    // The round as played: the byes asked for are in it, with their
    // points, and the check finds it right.
    let mut t = t;
    let round = wahree::tournament::next::next_round(&t).unwrap();
    assert_eq!(round.excused, [(2, Excused::Full), (5, Excused::Half)]);
    t.add_round(round).unwrap();
    for table in 1..=2 {
        t.record(1, table, Some(Outcome::Draw)).unwrap();
    }
    assert_eq!([2, 5, 6, 8, 1].map(|p| t.points(p)), [10, 5, 0, 10, 5]);
    let played = file(&d, "played.trf", &t);
    let again = trf::read(fs::read_to_string(&played).unwrap().as_bytes()).unwrap();
    assert_eq!(again.rounds, t.rounds);
    let out = wahree(&["tournament", "check", "--dutch", &played]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        text(&out.stdout),
        "round 1: follows the rules\n1 of 1 rounds follow the rules\n"
    );
    fs::remove_dir_all(&d).unwrap();
}
