//! A screen reader's view and the keyboard alone (issue 31 §2): headless
//! Chromium's accessibility tree, read over the DevTools protocol
//! (`Accessibility.getFullAXTree`), names each screen's headings, texts
//! and buttons and the board's twelve houses and two stores
//! (`src/app/semantics`, `wahreeA11y` in `web/index.html`); and a child
//! who uses only the keyboard opens a lesson and moves it on, solves
//! nothing by mouse in a puzzle, and plays a move: Tab to a button or a
//! house, Enter to press it. Every wait is bounded.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::json;

use crate::browser::{Browser, Tools};
use crate::checks::{ENTER, ESCAPE, Steps, expect, first_frame, wait};
use crate::webdriver::Session;

const TAB: &str = "\u{E004}";

/// Runs the check against the site served at `url`; with `shots`, keeps
/// its screenshots there (`a11y-*.png`) and the tree's outline beside them.
pub fn run(tools: &Tools, url: &str, shots: Option<&Path>) -> Result<(), String> {
    let t0 = Instant::now();
    let b = Browser::open(tools, "en-US", 1280, 800)?;
    let s = &b.session;
    let mut steps = Steps { shots, done: 0 };
    s.goto(url)?;
    first_frame(s)?;
    story(s, &mut steps, shots)?;
    println!(
        "web-test: the accessibility tree and the keyboard alone, {} checks passed in {:.1} s",
        steps.done,
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The tree's nodes a screen reader gets: (role, name), in order.
fn tree(s: &Session) -> Result<Vec<(String, String)>, String> {
    let v = s.cdp("Accessibility.getFullAXTree", json!({}))?;
    let nodes = v["nodes"].as_array().ok_or("no accessibility tree")?;
    Ok(nodes
        .iter()
        .filter(|n| n["ignored"] != true)
        .map(|n| {
            let text = |k: &str| n[k]["value"].as_str().unwrap_or_default().to_owned();
            (text("role"), text("name"))
        })
        .collect())
}

/// Waits (10 s at most) until the tree has what `done` looks for.
fn tree_until(
    s: &Session,
    what: &str,
    done: impl Fn(&[(String, String)]) -> bool,
) -> Result<Vec<(String, String)>, String> {
    let t0 = Instant::now();
    loop {
        let t = tree(s)?;
        if done(&t) {
            return Ok(t);
        }
        if t0.elapsed() > Duration::from_secs(10) {
            return Err(format!(
                "FAILED: the accessibility tree has no {what}: {t:?}"
            ));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

fn has(t: &[(String, String)], role: &str, name: &str) -> bool {
    t.iter().any(|(r, n)| r == role && n == name)
}

/// The board's cells named as houses (12) and stores (2).
fn cells(t: &[(String, String)]) -> (usize, usize) {
    let named = |word: &str| {
        t.iter()
            .filter(|(r, n)| r == "gridcell" && n.contains(word))
            .count()
    };
    (named(", house "), named(", store:"))
}

/// The page's element with the keyboard's focus: its text.
fn focused(s: &Session) -> Result<String, String> {
    Ok(s.eval(
        "const e = document.activeElement; \
         return e && e.closest('#wahree-a11y') ? e.textContent || e.value || '?' : '';",
        json!([]),
    )?
    .as_str()
    .unwrap_or_default()
    .to_owned())
}

/// Tab until the focused element's text is `name`, or starts with it (a
/// lesson's button holds its summary too): at most 60 Tabs.
fn tab_to(s: &Session, name: &str) -> Result<(), String> {
    let mut seen = Vec::new();
    for _ in 0..60 {
        s.key(TAB)?;
        let now = focused(s)?;
        if now == name || now.starts_with(&format!("{name} ")) {
            return Ok(());
        }
        seen.push(now);
    }
    Err(format!(
        "FAILED: Tab never reached {name:?}; it went through {seen:?}"
    ))
}

fn story(s: &Session, steps: &mut Steps, shots: Option<&Path>) -> Result<(), String> {
    // Home.
    let t = tree_until(s, "house", |t| cells(t).0 == 12)?;
    for b in ["Play with a friend", "Lessons", "Puzzles", "Settings"] {
        expect(
            has(&t, "button", b),
            &format!("Home's button {b:?} in the tree"),
        )?;
    }
    expect(has(&t, "heading", "Wahree"), "Home's heading")?;
    expect(
        cells(&t) == (12, 2),
        "Home's board: twelve houses and two stores",
    )?;
    expect(
        has(&t, "gridcell", "South, house 1: 4 seeds"),
        "a house named with its owner, number and seeds",
    )?;
    steps.ok(
        s,
        "a11y-home",
        "Home: headings, buttons and the board's 14 cells in the tree",
    )?;
    if let Some(dir) = shots {
        let lines: Vec<String> = t
            .iter()
            .filter(|(r, n)| !n.is_empty() && r != "StaticText" && r != "InlineTextBox")
            .map(|(r, n)| format!("{r}: {n}"))
            .collect();
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        std::fs::write(dir.join("a11y-home.txt"), lines.join("\n")).map_err(|e| e.to_string())?;
        // The outline itself over the app, for docs/accessibility.md.
        s.eval(
            "document.getElementById('wahree-a11y').classList.add('shown');",
            json!([]),
        )?;
        std::fs::write(dir.join("a11y-outline-home.png"), s.screenshot()?)
            .map_err(|e| e.to_string())?;
        s.eval(
            "document.getElementById('wahree-a11y').classList.remove('shown');",
            json!([]),
        )?;
    }

    // A lesson, by the keyboard alone.
    tab_to(s, "Lessons")?;
    steps.ok(
        s,
        "a11y-focus",
        "Tab from the app reaches Home's buttons, with a focus ring",
    )?;
    s.key(ENTER)?;
    wait(s, "lessons", |st| st["screen"] == "lessons")?;
    tab_to(s, "1. The board and the goal")?;
    s.key(ENTER)?;
    wait(s, "lesson", |st| st["screen"] == "lesson")?;
    let t = tree_until(s, "Next button", |t| has(t, "button", "Next"))?;
    expect(cells(&t).0 == 12, "the lesson's board in the tree")?;
    let said = |s: &Session| -> Result<String, String> {
        Ok(s.eval(
            "return document.getElementById('wahree-said').textContent;",
            json!([]),
        )?
        .as_str()
        .unwrap_or_default()
        .to_owned())
    };
    let first = said(s)?;
    expect(!first.is_empty(), "the lesson's words in the live region")?;
    tab_to(s, "Next")?;
    s.key(ENTER)?;
    let t0 = Instant::now();
    while said(s)? == first && t0.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(100));
    }
    expect(
        said(s)? != first,
        "Enter on Next moves the lesson on, and it is announced",
    )?;
    steps.ok(
        s,
        "a11y-lesson",
        "a lesson opened and moved on by the keyboard alone",
    )?;
    s.key(ESCAPE)?;
    wait(s, "lessons", |st| st["screen"] == "lessons")?;
    s.key(ESCAPE)?;
    wait(s, "home", |st| st["screen"] == "home")?;

    // A puzzle: its houses in the tree, one pressed by the keyboard.
    tab_to(s, "Puzzles")?;
    s.key(ENTER)?;
    wait(s, "puzzles", |st| st["screen"] == "puzzles")?;
    tab_to(s, "Next puzzle to solve")?;
    s.key(ENTER)?;
    wait(s, "puzzle", |st| st["screen"] == "puzzle")?;
    let t = tree_until(s, "puzzle's houses", |t| cells(t).0 == 12)?;
    let before = said(s)?;
    let house = t
        .iter()
        .find(|(r, n)| r == "button" && n.contains(", house "))
        .map(|(_, n)| n.clone())
        .ok_or_else(|| format!("FAILED: no house to play in the puzzle's tree: {t:?}"))?;
    tab_to(s, &house)?;
    s.key(ENTER)?;
    let t0 = Instant::now();
    while said(s)? == before && t0.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(100));
    }
    expect(
        said(s)? != before,
        "a house pressed in a puzzle gets its verdict announced",
    )?;
    steps.ok(
        s,
        "a11y-puzzle",
        "a puzzle's house played by the keyboard, its verdict announced",
    )?;
    s.key(ESCAPE)?;
    wait(s, "puzzles", |st| st["screen"] == "puzzles")?;
    s.key(ESCAPE)?;
    wait(s, "home", |st| st["screen"] == "home")?;

    // A game with a friend: a house pressed plays it.
    tab_to(s, "Play with a friend")?;
    s.key(ENTER)?;
    wait(s, "game", |st| st["screen"] == "play")?;
    tree_until(s, "game's houses", |t| cells(t).0 == 12)?;
    tab_to(s, "South, house 3: 4 seeds")?;
    s.key(ENTER)?;
    tree_until(s, "emptied house", |t| {
        has(t, "gridcell", "South, house 3: 0 seeds")
    })?;
    steps.ok(
        s,
        "a11y-game",
        "a game's move played from the tree, its house told empty",
    )?;

    // "Who is playing?" with one child's card, then the teacher's view.
    crate::typing_check::one_learner(s)?;
    let t = tree_until(s, "Who is playing?", |t| {
        has(t, "heading", "Who is playing?")
    })?;
    let card = t
        .iter()
        .any(|(r, n)| r == "button" && n.starts_with("Aiko"));
    expect(card, "Aiko's card is a button named with her name")?;
    expect(
        has(&t, "button", "Add my name"),
        "\"Add my name\" in the tree",
    )?;
    steps.ok(
        s,
        "a11y-picker",
        "Who is playing?: its heading and the children's cards",
    )?;
    tab_to(s, "Teacher")?;
    s.key(ENTER)?;
    wait(s, "teacher's view", |st| st["screen"] == "teacher")?;
    let t = tree_until(s, "teacher's view", |t| {
        t.iter().any(|(r, _)| r == "heading")
    })?;
    let aiko = t
        .iter()
        .any(|(r, n)| (r == "StaticText" || r == "button") && n.contains("Aiko"));
    expect(
        aiko,
        &format!("the teacher's view names Aiko in the tree: {t:?}"),
    )?;
    let buttons = t
        .iter()
        .filter(|(r, n)| r == "button" && !n.is_empty())
        .count();
    expect(
        buttons >= 3,
        &format!("the teacher's view has its buttons named: {t:?}"),
    )?;
    steps.ok(
        s,
        "a11y-teacher",
        "the teacher's view: its heading, buttons and the class's names",
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_count_houses_and_stores_by_their_names() {
        let t: Vec<(String, String)> = [
            ("gridcell", "South, house 1: 4 seeds"),
            ("gridcell", "North, store: 0 seeds"),
            ("button", "South, house 1: 4 seeds"),
            ("gridcell", "Lessons"),
        ]
        .iter()
        .map(|(r, n)| (r.to_string(), n.to_string()))
        .collect();
        assert_eq!(cells(&t), (1, 1));
        assert!(has(&t, "button", "South, house 1: 4 seeds"));
        assert!(!has(&t, "heading", "Lessons"));
    }
}
