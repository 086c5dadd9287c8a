//! Runs `wahree review` as a teacher or a script would: JSON and score
//! sheets, from a file and from standard input, good and bad.

use std::process::{Command, Output};

use serde_json::{Value, json};

mod common;

/// Runs `wahree review ARGS` with `input` on standard input.
fn review(args: &[&str], input: &str) -> Output {
    let mut all = vec!["review"];
    all.extend_from_slice(args);
    common::run_with_input(&all, input)
}

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8(out.stdout.clone())
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

/// South's 6 (house 5) would wipe out North's row and win 25-23; South
/// plays house 0 instead, North's only move follows.
const THROWN: &str = r#"{"position": "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S", "moves": [0, 6]}"#;

#[test]
fn each_move_gets_one_json_object_with_the_fields_of_the_issue() {
    let out = review(&["--json"], THROWN);
    assert!(out.status.success(), "{out:?}");
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    let first = lines[0].as_object().unwrap();
    let keys: Vec<&str> = first.keys().map(String::as_str).collect();
    let mut expected = [
        "best", "exact", "loss", "move", "ply", "side", "value", "verdict",
    ];
    expected.sort();
    let mut keys = keys;
    keys.sort();
    assert_eq!(keys, expected);
    assert_eq!(lines[0]["ply"], 1);
    assert_eq!(lines[0]["side"], "south");
    assert_eq!(lines[0]["move"], 0);
    assert_eq!(lines[0]["best"], json!([5]));
    assert_eq!(lines[0]["verdict"], "blunder");
    assert_eq!(lines[0]["exact"], true);
    // The best value for South: the wipe-out's 25-23.
    assert_eq!(lines[0]["value"], 2);
    assert!(lines[0]["loss"].as_i64().unwrap() > 0);
    assert_eq!(lines[1]["side"], "north");
    assert_eq!(lines[1]["verdict"], "forced");
    assert_eq!(lines[1]["loss"], 0);
}

#[test]
fn a_score_sheet_from_a_file_gets_the_same_review_as_its_json() {
    let dir = std::env::temp_dir().join(format!("wahree-review-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let sheet = dir.join("round2.txt");
    std::fs::write(
        &sheet,
        "# Round 2\n1. S3 N4\n2. S1 N6   # North's last house\n3. S2\n",
    )
    .unwrap();
    let from_file = review(&["--json", "--depth", "5", sheet.to_str().unwrap()], "");
    let from_json = review(
        &["--json", "--depth", "5"],
        r#"{"moves": [2, 9, 0, 11, 1]}"#,
    );
    std::fs::remove_dir_all(&dir).ok();
    assert!(from_file.status.success(), "{from_file:?}");
    let lines = json_lines(&from_file);
    assert_eq!(lines.len(), 5);
    assert_eq!(lines, json_lines(&from_json));
    let moves: Vec<i64> = lines.iter().map(|l| l["move"].as_i64().unwrap()).collect();
    assert_eq!(moves, [2, 9, 0, 11, 1]);
}

#[test]
fn an_illegal_move_is_the_last_line_and_the_exit_code_is_one() {
    // The third move is house 6 again: North's, and South is to move.
    let out = review(&["--json", "--depth", "3"], r#"{"moves": [2, 6, 6, 3]}"#);
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3, "two moves reviewed, then the error");
    assert_eq!(lines[1]["ply"], 2);
    assert_eq!(lines[2]["index"], 2);
    assert!(
        lines[2]["error"].as_str().unwrap().contains("house 6"),
        "{}",
        lines[2]
    );
    // A score sheet names the line and column too.
    let out = review(&["--json", "--depth", "3"], "1. S3 N1\n2. S3\n");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.last().unwrap()["index"], 2);
    let error = lines.last().unwrap()["error"].as_str().unwrap();
    assert!(error.starts_with("line 2, column 4"), "{error}");
}

#[test]
fn input_that_is_not_a_game_is_refused_with_a_reason() {
    for bad in [
        r#"{"moves": [2, 7"#,
        r#"{"moves": [2], "colour": "red"}"#,
        r#"{"position": "4,4,4 0-0 S", "moves": []}"#,
        "1. S3 N9",
        "1. S3 2. N4",
    ] {
        let out = review(&["--json"], bad);
        assert_eq!(out.status.code(), Some(1), "{bad}");
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 1, "{bad}");
        assert!(lines[0]["error"].as_str().is_some_and(|e| !e.is_empty()));
        assert!(
            lines[0].get("index").is_none(),
            "{bad}: no move to point at"
        );
    }
    let missing = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(["review", "/no/such/game.txt"])
        .output()
        .unwrap();
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn without_json_each_move_is_told_in_the_chosen_language() {
    let out = review(&[], THROWN);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("  1. S1  Blunder (-"), "{text}");
    assert!(
        text.contains("House 6 would have wiped out North's row and won the game."),
        "{text}"
    );
    assert!(text.contains("  2. N1  Only move"), "{text}");
    let out = review(&["--lang", "es"], THROWN);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Error grave"), "{text}");
    // An illegal move is said first, on standard error, and the moves
    // before it are still reviewed.
    let out = review(&["--depth", "3"], "1. S3 S4");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("move 2 is written for South"), "{err}");
    assert!(String::from_utf8(out.stdout).unwrap().contains("  1. S3"));
}

/// A byte-order mark was refused, empty input said nothing with exit 0,
/// `--depth 0` gave verdicts from no search, and text that is not UTF-8
/// left a `--json` reader without its error line.
#[test]
fn odd_input_and_flags_get_an_answer_in_the_form_asked() {
    let out = review(&["--json", "--nodes", "2000"], "\u{feff}1. S3 N4\n");
    assert!(out.status.success(), "{out:?}");
    assert_eq!(json_lines(&out).len(), 2);

    for empty in ["", "\n  \n"] {
        let out = review(&["--json"], empty);
        assert_eq!(out.status.code(), Some(1), "{empty:?}");
        let lines = json_lines(&out);
        assert_eq!(lines.len(), 1, "{empty:?}");
        assert!(lines[0]["error"].as_str().unwrap().contains("empty"));
    }
    let out = review(&[], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("nothing to review"));

    for flag in ["--depth", "--nodes", "--millis"] {
        let out = review(&[flag, "0"], "1. S3 N4\n");
        assert_eq!(out.status.code(), Some(2), "{flag} 0");
        assert!(out.stdout.is_empty(), "{flag} 0 reviewed something");
    }

    let dir = std::env::temp_dir().join(format!("wahree-review-bytes-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("game.txt");
    std::fs::write(&file, b"1. S3 \xff\xfe N4\n").unwrap();
    let out = review(&["--json", file.to_str().unwrap()], "");
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert!(
        lines[0]["error"].as_str().unwrap().contains("UTF-8"),
        "{lines:?}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}
