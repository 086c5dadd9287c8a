//! Runs the `wahree engine` and `wahree perft` binaries as a script would.

use std::process::Command;

use serde_json::{Value, json};

mod common;

const START: &str = r#""houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south""#;

/// Feeds `input` to `wahree engine` and returns its stdout lines as JSON.
fn engine(input: &str) -> Vec<Value> {
    let out = common::run_with_input(&["engine"], input);
    assert!(out.status.success(), "exit status {}", out.status);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON: {l}: {e}")))
        .collect()
}

fn error_of(v: &Value) -> &str {
    v["error"]
        .as_str()
        .unwrap_or_else(|| panic!("expected an error, got {v}"))
}

#[test]
fn a_good_move_is_described() {
    let out = engine(&format!("{{{START},\"move\":2}}\n"));
    assert_eq!(
        out,
        [json!({
            "houses": [4,4,0,5,5,5,5,4,4,4,4,4], "stores": [0,0], "to_move": "north",
            "legal_moves": [6,7,8,9,10,11], "captured": 0, "wipe_out": false,
            "game_over": false, "end": null, "winner": null
        })]
    );
}

#[test]
fn a_position_without_a_move_is_described_as_it_is() {
    let out = engine(&format!("{{{START}}}\n"));
    assert_eq!(out[0]["legal_moves"], json!([0, 1, 2, 3, 4, 5]));
    assert_eq!(out[0]["houses"], json!(vec![4; 12]));
}

#[test]
fn a_wipe_out_ends_the_game_with_the_board_swept() {
    let out = engine(
        r#"{"houses":[0,0,0,0,0,1,1,0,0,0,0,0],"stores":[23,23],"to_move":"south","move":5}
"#,
    );
    let r = &out[0];
    assert_eq!(r["houses"], json!(vec![0; 12]));
    assert_eq!(r["stores"], json!([25, 23]));
    assert_eq!(r["captured"], 2);
    assert_eq!(r["wipe_out"], true);
    assert_eq!(r["game_over"], true);
    assert_eq!(r["end"], "wipe_out");
    assert_eq!(r["winner"], "south");
    assert_eq!(r["legal_moves"], json!([]));
}

#[test]
fn a_given_position_with_no_move_is_over_and_claimed() {
    let out = engine(
        r#"{"houses":[1,1,0,0,0,0,0,0,0,0,0,0],"stores":[23,23],"to_move":"south"}
"#,
    );
    assert_eq!(out[0]["game_over"], true);
    assert_eq!(out[0]["end"], "no_moves");
    assert_eq!(out[0]["houses"], json!(vec![0; 12]));
    assert_eq!(out[0]["stores"], json!([25, 23]));
    assert_eq!(out[0]["winner"], "south");
}

#[test]
fn a_sequence_is_one_game_so_repetition_applies() {
    let out = engine(
        r#"{"houses":[1,0,0,0,0,0,1,0,0,0,0,0],"stores":[23,23],"to_move":"south","moves":[0,6,1,7,2,8,3,9,4,10,5,11]}
"#,
    );
    assert_eq!(out[0]["end"], "repetition");
    assert_eq!(out[0]["winner"], "draw");
    assert_eq!(out[0]["stores"], json!([24, 24]));
}

#[test]
fn bad_lines_get_an_error_and_the_next_line_is_read() {
    let lines = [
        "this is not json".to_string(),
        r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,4],"to_move":"south"}"#.to_string(),
        r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,3],"stores":[0,0],"to_move":"south"}"#.to_string(),
        r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,-4],"stores":[0,8],"to_move":"south"}"#.to_string(),
        format!("{{{START},\"move\":7}}"),
        format!("{{{START},\"moves\":[0,7,0]}}"),
        format!("{{{START},\"move\":12}}"),
        format!("{{{START},\"mvoe\":1}}"),
        format!("{{{START},\"move\":1,\"moves\":[1]}}"),
        r#"{"houses":[4,4,4],"stores":[0,0],"to_move":"south"}"#.to_string(),
        r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"east"}"#.to_string(),
        String::new(),
        format!("{{{START},\"move\":3}}"),
    ];
    let out = engine(&(lines.join("\n") + "\n"));
    assert_eq!(out.len(), lines.len(), "one answer per line");
    assert!(error_of(&out[0]).contains("bad request"));
    assert!(error_of(&out[1]).contains("stores"));
    assert!(error_of(&out[2]).contains("47 seeds"));
    let negative = error_of(&out[3]);
    assert!(
        negative.contains("house 11") && negative.contains("negative"),
        "{negative}"
    );
    assert!(error_of(&out[4]).contains("belongs to north"));
    assert_eq!(out[4].get("index"), None, "a single move has no index");
    assert!(error_of(&out[5]).contains("empty"));
    assert_eq!(out[5]["index"], 2);
    assert!(error_of(&out[6]).contains("not a house number"));
    assert!(error_of(&out[7]).contains("mvoe"));
    assert!(error_of(&out[8]).contains("not both"));
    assert!(error_of(&out[9]).contains("12 counts"));
    assert!(error_of(&out[10]).contains("east"));
    assert!(error_of(&out[11]).contains("empty"));
    assert_eq!(out[12]["to_move"], "north", "still answering after errors");
}

#[test]
fn moves_after_the_end_are_refused_with_their_index() {
    let out = engine(
        r#"{"houses":[0,0,0,0,0,1,1,0,0,0,0,0],"stores":[23,23],"to_move":"south","moves":[5,6]}
"#,
    );
    assert!(error_of(&out[0]).contains("game is over"));
    assert_eq!(out[0]["index"], 1);
}

#[test]
fn perft_prints_the_count() {
    let out = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(["perft", "5"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "5219");

    let out = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(["perft", "2", "--position", "4,4,4,4,4,4/4,4,4,4,4,4 0-1 S"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("49 seeds"));
}

/// `wahree match --levels` lists every level once, in order, with its name
/// in the language asked for and how it plays.
#[test]
fn match_lists_the_levels_by_name() {
    use wahree::coach::Level;
    use wahree::i18n::{Lang, Localizer};
    let out = common::run_with_input(&["match", "--levels", "--lang", "it"], "");
    assert!(out.status.success(), "exit status {}", out.status);
    let text = String::from_utf8(out.stdout).unwrap();
    let it = Localizer::new(Lang::It);
    let heads: Vec<&str> = text.lines().filter(|l| l.starts_with("level")).collect();
    assert_eq!(heads.len(), Level::all().count(), "{text}");
    for (line, level) in heads.iter().zip(Level::all()) {
        let name = it.tr(level.name_id());
        assert!(
            line.starts_with(&format!("level{} ", level.number())) && line.contains(&name),
            "{line} should name level {} {name}",
            level.number()
        );
    }
    assert!(text.contains("plays: habit:"), "{text}");
    let bad = common::run_with_input(&["match", "--levels", "--lang", "xx"], "");
    assert!(!bad.status.success());
}
