//! The "analyse" extension of `wahree engine`.

use serde_json::Value;
use wahree::protocol::answer_line;

fn ask(line: &str) -> Value {
    serde_json::from_str(&answer_line(line)).unwrap()
}

#[test]
fn analysis_of_a_forced_wipe_out() {
    let r = ask(
        r#"{"houses":[0,0,0,0,0,1,0,0,0,0,0,6],"stores":[20,21],"to_move":"south","analyse":{"depth":20}}"#,
    );
    let a = &r["analysis"];
    assert_eq!(a["exact"], true);
    assert_eq!(a["best"], serde_json::json!([5]));
    assert_eq!(a["moves"][0]["move"], 5);
    assert_eq!(a["moves"][0]["value"], 6);
    assert_eq!(a["moves"][0]["pv"], serde_json::json!([5, 11, 5]));
}

#[test]
fn analysis_after_moves_lists_every_legal_move() {
    let r = ask(
        r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south","moves":[2],"analyse":{"depth":3}}"#,
    );
    let a = &r["analysis"];
    assert_eq!(a["depth"], 3);
    assert_eq!(a["exact"], false);
    let mut listed: Vec<u64> = a["moves"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["move"].as_u64().unwrap())
        .collect();
    listed.sort();
    assert_eq!(listed, [6, 7, 8, 9, 10, 11]);
    // Without "analyse" the response has no analysis.
    let plain = ask(r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south"}"#);
    assert!(plain.get("analysis").is_none());
}

#[test]
fn history_moves_are_played_before_the_analysis() {
    // South 0 then North 6: one seed each stepped forward, and the analysis
    // is of the position they lead to. (The repetition rule itself is
    // tested on the library in tests/coach.rs.)
    let base = r#""houses":[1,0,0,0,0,0,1,0,0,0,0,0],"stores":[23,23],"to_move":"south""#;
    let r = ask(&format!(
        r#"{{{base},"history":[0,6],"analyse":{{"depth":4}}}}"#
    ));
    assert_eq!(
        r["houses"],
        serde_json::json!([0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0])
    );
    assert!(r["analysis"]["moves"].as_array().unwrap().len() == 1);
    let bad = ask(&format!(r#"{{{base},"history":[3]}}"#));
    assert!(
        bad["error"]
            .as_str()
            .unwrap()
            .starts_with("illegal history move 3")
    );
}

#[test]
fn bad_analyse_requests_are_refused() {
    let base = r#""houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south""#;
    for bad in [
        r#"{}"#,
        r#"{"depth":0}"#,
        r#"{"depth":500}"#,
        r#"{"depth":2,"nodes":5}"#,
    ] {
        let r = ask(&format!(r#"{{{base},"analyse":{bad}}}"#));
        assert!(r.get("error").is_some(), "{bad} gave {r}");
    }
}

#[test]
fn game_over_gives_an_empty_exact_analysis() {
    let r = ask(
        r#"{"houses":[0,0,0,0,0,1,1,0,0,0,0,0],"stores":[23,23],"to_move":"south","move":5,"analyse":{"depth":3}}"#,
    );
    assert_eq!(r["game_over"], true);
    assert_eq!(r["analysis"]["exact"], true);
    assert_eq!(r["analysis"]["best"], serde_json::json!([]));
}

#[test]
fn an_analysis_time_outside_one_minute_is_refused() {
    let base = r#""houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south""#;
    for bad in [r#"{"millis":0}"#, r#"{"millis":600000}"#] {
        let r = ask(&format!(r#"{{{base},"analyse":{bad}}}"#));
        assert!(
            r["error"].as_str().unwrap().contains("\"millis\""),
            "{bad} gave {r}"
        );
    }
}

/// Depth 100 was never answered, and searched on after the client left:
/// every analysis has a node ceiling, and stops when told the client is
/// gone, answering with what it has.
#[test]
fn a_depth_of_100_is_answered_when_the_client_goes() {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    let line = r#"{"houses":[4,4,4,4,4,4,4,4,4,4,4,4],"stores":[0,0],"to_move":"south","analyse":{"depth":100}}"#;
    let gone = Arc::new(AtomicBool::new(false));
    let flag = Arc::clone(&gone);
    let leaver = std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(300));
        flag.store(true, Ordering::Relaxed);
    });
    let r: Value = serde_json::from_str(&wahree::protocol::answer_line_until(line, &gone)).unwrap();
    leaver.join().unwrap();
    let a = &r["analysis"];
    assert!(a["depth"].as_u64().unwrap() < 100, "{r}");
    assert!(a["nodes"].as_u64().unwrap() <= wahree::protocol::MAX_ANALYSE_NODES);
    assert_eq!(
        a["moves"].as_array().unwrap().len(),
        6,
        "every move valued: {r}"
    );
}
