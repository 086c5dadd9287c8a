//! Coach explanations, the levels and their messages in every language.

use std::collections::BTreeSet;

use wahree::coach::arena::{MatchConfig, run_match};
use wahree::coach::{Arg, Level, Limits, PlayerKind, Search, explain};
use wahree::engine::{House, Position};

fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad position {text:?}: {e}"))
}

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

#[test]
fn a_move_that_gives_away_a_capture_is_explained() {
    // South's 3 leaves the lone seed in house 0 for North's 11 to make 2 and
    // capture; moving house 0 away keeps it safe.
    let p = pos("1,0,0,1,0,0/0,0,0,0,0,1 22-23 S");
    let mut search = Search::with_table_mb(4);
    let e = explain(&mut search, &p, &[], h(3), Limits::default()).unwrap();
    assert!(e.exact);
    assert!(e.loss > 0);
    assert_eq!(e.loss, e.best_value - e.played_value);
    assert!(!e.best.contains(&h(3)));
    let r = e.refutation.as_ref().unwrap();
    assert_eq!(r.house, h(11));
    assert_eq!(r.captured, 2);
    assert_eq!(r.captured_houses, vec![h(0)]);
    assert_eq!(r.wipe_out, None);
    let ids: Vec<&str> = e.messages.iter().map(|m| m.id).collect();
    assert_eq!(ids, ["coach-loses-seeds", "coach-reply-captures"]);
    assert_eq!(
        e.messages[0].arg("seeds"),
        Some(&Arg::Number(e.loss.into()))
    );
    assert_eq!(e.messages[1].arg("house"), Some(&Arg::Number(6)));
    assert_eq!(e.messages[1].arg("side"), Some(&Arg::Word("north")));
    assert_eq!(e.messages[1].arg("seeds"), Some(&Arg::Number(2)));

    let good = explain(&mut search, &p, &[], e.best[0], Limits::default()).unwrap();
    assert_eq!(good.loss, 0);
    assert_eq!(good.refutation, None);
    assert_eq!(good.messages[0].id, "coach-best-move");
}

#[test]
fn a_move_that_allows_a_wipe_out_is_explained() {
    // South's 5 feeds house 6; North's 11 then makes house 0 hold 2, takes
    // it, and South's row is empty: a wipe-out worth 2 + the 1 seed in 6.
    let p = pos("1,0,0,0,0,1/0,0,0,0,0,1 22-23 S");
    let e = explain(&mut Search::new(), &p, &[], h(5), Limits::default()).unwrap();
    let r = e.refutation.unwrap();
    assert_eq!(r.house, h(11));
    assert_eq!(r.wipe_out, Some(3));
    assert_eq!(e.messages[1].id, "coach-reply-wipe-out");
    assert_eq!(e.messages[1].arg("seeds"), Some(&Arg::Number(3)));
}

#[test]
fn an_illegal_move_is_refused() {
    let p = Position::START;
    assert!(explain(&mut Search::new(), &p, &[], h(7), Limits::depth(2)).is_err());
}

/// The message ids of a .ftl file.
fn ids(lang: &str) -> BTreeSet<String> {
    let path = format!("{}/i18n/{lang}/coach.ftl", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap();
    text.lines()
        .filter_map(|l| l.split_once(" ="))
        .map(|(id, _)| id.to_string())
        .filter(|id| !id.starts_with(['#', ' ']))
        .collect()
}

#[test]
fn every_coach_message_exists_in_all_four_languages() {
    let en = ids("en");
    let mut used: Vec<&str> = vec![
        "coach-best-move",
        "coach-loses-seeds",
        "coach-reply-captures",
        "coach-reply-wipe-out",
        "coach-reply-quiet",
        "coach-estimate",
    ];
    for l in Level::all() {
        used.push(l.name_id());
        used.push(l.description_id());
    }
    for id in used {
        assert!(en.contains(id), "{id} missing in en");
    }
    for lang in ["it", "es", "ja"] {
        assert_eq!(ids(lang), en, "{lang} and en differ");
    }
}

#[test]
fn levels_and_players_parse() {
    assert_eq!(Level::new(0), None);
    assert_eq!(Level::new(20), None);
    assert_eq!(Level::all().count(), 19);
    assert_eq!(
        "level19".parse::<PlayerKind>(),
        Ok(PlayerKind::Level(Level::MAX))
    );
    assert_eq!("greedy".parse::<PlayerKind>(), Ok(PlayerKind::Greedy));
    assert_eq!(
        "minimax-4".parse::<PlayerKind>(),
        Ok(PlayerKind::Minimax(4))
    );
    assert!("level20".parse::<PlayerKind>().is_err());
    assert_eq!(
        "habit:chains,reply=40"
            .parse::<PlayerKind>()
            .unwrap()
            .to_string(),
        "habit:chains,reply=40"
    );
    assert_eq!(
        "shallow-d3-n2".parse::<PlayerKind>().unwrap().to_string(),
        "shallow-d3-n2"
    );
}

#[test]
fn level_eight_beats_greedy() {
    let cfg = MatchConfig {
        a: PlayerKind::Level(Level::new(8).unwrap()),
        b: PlayerKind::Greedy,
        games: 4,
        opening_moves: 2,
        seed: 9,
        millis: None,
    };
    let mut sides = Vec::new();
    let t = run_match(&cfg, |_, g| sides.push(g.a_side));
    assert_eq!(t.games(), 4);
    assert!(t.wins >= 3, "{t:?}");
    assert_ne!(sides[0], sides[1], "sides alternate");
}
