//! The live class in the browser (issue 22), after the class server's
//! check (`class_check.rs`) on the same `wahree serve`: its three devices
//! (Ana on device 1, Ben on device 2, the teacher signed in on device 3)
//! and a fourth, where Cai adds his name. The teacher starts a challenge
//! of two puzzles from the keyboard; each child's screen offers to join
//! and Enter joins; Ana and Cai answer the first puzzle right, Ben wrong
//! (the answers computed here with the engine from the puzzle the page
//! shows); the projector shows three answers and three moves on its
//! board; "Reveal" shows two right, and each device learns whether its
//! child was right; after the second puzzle and "End", the summary counts
//! both puzzles, and each child's puzzle record holds them. Then the class
//! plays the computer: three votes on the projector's board, the vote
//! closed, the computer's reply.
//!
//! Devices are read by `data-live` (`App::live_state`) and driven by keys,
//! as in the class check. The projector and the devices must hear the
//! server's push (`push=on`): their streams are open.

use std::time::Duration;

use serde_json::Value;
use wahree::content::{Goal, Run};
use wahree::engine::{House, Position};

use crate::checks::{ENTER, ESCAPE, wait, wait_up_to};
use crate::class_check::{Steps, add, join, ok, pick, press};
use crate::webdriver::Session;

/// WebDriver's arrow keys and space.
const DOWN: &str = "\u{E015}";
const LEFT: &str = "\u{E012}";
const RIGHT: &str = "\u{E014}";
const SPACE: &str = " ";

/// How long a device may take to see the session (its look every 5 s,
/// and a sync before it).
const SEEN: Duration = Duration::from_secs(30);

fn live(st: &Value) -> &str {
    st["live"].as_str().unwrap_or_default()
}

/// The `key=value` field of a `data-live` line.
fn field<'a>(line: &'a str, key: &str) -> Option<&'a str> {
    line.split('|')
        .find_map(|f| f.strip_prefix(key)?.strip_prefix('='))
}

/// The own house numbers (1 to 6) that answer the open puzzle in
/// `line`: the engine's right moves, or a first move that misses.
fn answer(line: &str, right: bool) -> Result<Vec<u8>, String> {
    let position: Position = field(line, "position")
        .unwrap_or_default()
        .parse()
        .map_err(|_| format!("no puzzle position in {line:?}"))?;
    let goal: Goal = serde_json::from_str(field(line, "goal").unwrap_or_default())
        .map_err(|e| format!("no goal in {line:?}: {e}"))?;
    let mut run = Run::new(goal, position).map_err(|e| format!("{e:?}"))?;
    let own = |h: House| h.own_number();
    if !right {
        let good = run.answers().map_err(|e| format!("{e:?}"))?;
        let wrong = position
            .legal_moves()
            .find(|h| !good.contains(h))
            .ok_or("every move is right here")?;
        return Ok(vec![own(wrong)]);
    }
    let mut moves = Vec::new();
    while !run.solved() {
        let h = run.answers().map_err(|e| format!("{e:?}"))?[0];
        moves.push(own(h));
        run.play(h).ok_or("the engine's move refused")?;
    }
    Ok(moves)
}

/// The child on `s` answers the open puzzle `index`, right or not: each
/// move once the last one has been sown.
fn answer_on(s: &Session, index: usize, right: bool) -> Result<(), String> {
    let open = format!("device|open-{index}|");
    let st = wait_up_to(
        s,
        &format!("puzzle {} on a device", index + 1),
        SEEN,
        |st| live(st).starts_with(&open),
    )?;
    let moves = answer(live(&st), right)?;
    for (i, m) in moves.iter().enumerate() {
        if i > 0 {
            // The last move and the computer's reply are sown first.
            std::thread::sleep(Duration::from_millis(3500));
        }
        press(s, &m.to_string())?;
    }
    wait(s, "the answer given", |st| {
        field(live(st), "answered") == Some("yes")
    })
    .map(drop)
}

/// The three children's devices and the teacher's; `d4` is fresh. On a
/// failure, what each device showed and the server's view of the session
/// (asked on the teacher's device, with its session) are added.
pub fn story(
    steps: &mut Steps,
    base: &str,
    code: &str,
    devices: [&Session; 4],
) -> Result<(), String> {
    steps_of(steps, base, code, devices).map_err(|e| {
        let mut out = e;
        for (i, d) in devices.iter().enumerate() {
            let live = crate::checks::state(d).map(|st| live(&st).to_owned());
            let errors = d.eval("return window.__wt.errors();", serde_json::json!([]));
            out.push_str(&format!("\ndevice {}: {live:?}, errors {errors:?}", i + 1));
        }
        // Whether the projector's page still takes a key (Esc: back to the
        // teacher's view), to tell a stopped app from stopped clocks.
        let _ = devices[2].key(ESCAPE);
        std::thread::sleep(std::time::Duration::from_secs(2));
        let after = crate::checks::state(devices[2]).map(|st| st["screen"].clone());
        out.push_str(&format!("\nthe projector's page after Esc shows {after:?}"));
        let server = devices[2].eval_async(
            "const done = arguments[arguments.length - 1]; \
             fetch('/api/teacher/live').then(r => r.text()).then(done, e => done(String(e)));",
            serde_json::json!([]),
        );
        out.push_str(&format!("\nthe server's view: {server:?}"));
        out
    })
}

fn steps_of(
    steps: &mut Steps,
    base: &str,
    code: &str,
    [d1, d2, d3, d4]: [&Session; 4],
) -> Result<(), String> {
    // Cai on device 4.
    join(d4, base, code, 4, 3)?;
    add(d4, "Cai", 4)?;
    pick(d4, 2, "Cai")?;
    let kids = [d1, d2, d4];

    // The teacher: L, then two puzzles with no timer (↓ to the count,
    // ← ← from five; ↓ to the timer, ← ← from a minute), Enter.
    press(d3, "l")?;
    wait(d3, "the challenge's choices", |st| {
        st["screen"] == "live-start"
    })?;
    for k in [DOWN, DOWN, DOWN, LEFT, LEFT, DOWN, LEFT, LEFT] {
        press(d3, k)?;
    }
    press(d3, ENTER)?;
    wait(d3, "the projector", |st| {
        live(st).starts_with("projector|lobby|")
    })?;
    ok(
        steps,
        d3,
        "web-live-lobby-en",
        "the teacher starts a challenge of two puzzles",
    )?;

    // Each child's screen offers to join; Enter joins.
    for (i, k) in kids.iter().enumerate() {
        wait_up_to(k, &format!("child {}'s prompt", i + 1), SEEN, |st| {
            live(st) == "prompt"
        })?;
    }
    ok(
        steps,
        d1,
        "web-live-prompt-en",
        "every child's screen says the teacher started one",
    )?;
    for k in kids {
        press(k, ENTER)?;
        wait(k, "the live screen", |st| st["screen"] == "live-device")?;
        // The page reads the server's push as it comes (`fetch`'s stream).
        wait(k, "the device's stream open", |st| {
            field(live(st), "push") == Some("on")
        })?;
    }
    wait(d3, "the projector's stream open", |st| {
        field(live(st), "push") == Some("on")
    })?;

    // The first puzzle: Ana and Cai right, Ben wrong.
    press(d3, ENTER)?;
    wait(d3, "the first puzzle open", |st| {
        live(st).starts_with("projector|open-0|")
    })?;
    for (k, right) in kids.iter().zip([true, false, true]) {
        answer_on(k, 0, right)?;
    }
    wait(d3, "three answers on the projector", |st| {
        live(st).starts_with("projector|open-0|answered=3|played=3|solved=|")
    })?;
    ok(
        steps,
        d3,
        "web-live-projector-en",
        "three children answer; the projector shows three answers and three moves on its board",
    )?;
    press(d3, ENTER)?;
    wait(d3, "the reveal", |st| {
        live(st).starts_with("projector|revealed-0|") && field(live(st), "solved") == Some("2")
    })?;
    for (i, (k, right)) in kids.iter().zip(["yes", "no", "yes"]).enumerate() {
        wait_up_to(k, &format!("child {}'s verdict", i + 1), SEEN, |st| {
            field(live(st), "right") == Some(right)
        })?;
    }
    // The answer sown, move by move.
    press(d3, SPACE)?;
    std::thread::sleep(Duration::from_millis(2500));
    ok(
        steps,
        d3,
        "web-live-reveal-en",
        "Reveal: two right, and each device says whether its child was",
    )?;

    // The second puzzle (Enter sows the reveal's moves left, then opens
    // it): everyone right; then End.
    for _ in 0..8 {
        if live(&crate::checks::state(d3)?).starts_with("projector|open-1|") {
            break;
        }
        press(d3, ENTER)?;
        std::thread::sleep(Duration::from_millis(1500));
    }
    wait(d3, "the second puzzle open", |st| {
        live(st).starts_with("projector|open-1|")
    })?;
    for k in kids {
        answer_on(k, 1, true)?;
    }
    wait(d3, "three answers to the second", |st| {
        field(live(st), "answered") == Some("3")
    })?;
    press(d3, ENTER)?;
    wait(d3, "the second reveal", |st| {
        live(st).starts_with("projector|revealed-1|")
    })?;
    press(d3, "e")?;
    wait(d3, "the summary", |st| {
        live(st) == "projector|summary|solved=2,3"
    })?;
    ok(
        steps,
        d3,
        "web-live-summary-en",
        "End: the summary counts 2 and 3 right",
    )?;

    // The devices say it is over; back to what they did. With the next
    // sync each child's puzzle record holds the challenge's two puzzles.
    for (i, k) in kids.iter().enumerate() {
        wait_up_to(k, &format!("child {}'s end", i + 1), SEEN, |st| {
            live(st).starts_with("device|ended|")
        })?;
        let before: usize = crate::checks::state(k)?["tried"]
            .as_str()
            .and_then(|t| t.parse().ok())
            .unwrap_or(0);
        press(k, ESCAPE)?;
        wait(k, "Home again", |st| st["screen"] == "home")?;
        wait_up_to(
            k,
            &format!("child {}'s puzzles counted", i + 1),
            SEEN,
            |st| {
                st["tried"]
                    .as_str()
                    .and_then(|t| t.parse::<usize>().ok())
                    .is_some_and(|n| n >= before.max(2))
            },
        )?;
    }
    ok(
        steps,
        d1,
        "",
        "each child's puzzle record holds the challenge's puzzles",
    )?;

    // The class against the computer: L, ← to "the class against the
    // computer"; ↓ the level, ← from 3 to 1; ↓ ↓ the timer, ← ← none.
    press(d3, ESCAPE)?;
    wait(d3, "the teacher's view", |st| st["screen"] == "teacher")?;
    press(d3, "l")?;
    wait(d3, "the choices", |st| st["screen"] == "live-start")?;
    for k in [RIGHT, DOWN, LEFT, DOWN, DOWN, LEFT, LEFT] {
        press(d3, k)?;
    }
    press(d3, ENTER)?;
    wait(d3, "the game on the projector", |st| {
        live(st).starts_with("projector|voting-0|")
    })?;
    for k in kids {
        wait_up_to(k, "the prompt", SEEN, |st| live(st) == "prompt")?;
        press(k, ENTER)?;
        wait_up_to(k, "the vote", SEEN, |st| {
            live(st).starts_with("device|voting-0|")
        })?;
        press(k, "1")?;
        wait(k, "the vote given", |st| {
            field(live(st), "voted") == Some("yes")
        })?;
    }
    wait(d3, "three votes on the projector", |st| {
        field(live(st), "answered") == Some("3") && field(live(st), "played") == Some("3")
    })?;
    ok(
        steps,
        d3,
        "web-live-vote-en",
        "three votes on the projector's board",
    )?;
    press(d3, ENTER)?;
    wait(d3, "the computer's reply, the class's turn again", |st| {
        live(st).starts_with("projector|voting-2|")
    })?;
    press(d3, "e")?;
    wait(d3, "the game ended", |st| {
        live(st).starts_with("projector|ended|")
    })?;
    ok(
        steps,
        d3,
        "",
        "the vote is closed, the computer replies, the teacher ends the game",
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_puzzle_on_the_page_is_answered_right_or_wrong_by_the_engine() {
        // South's house 6 takes North's lone seed and the board.
        let line = "device|open-0|answered=no|right=|voted=no|position=1,0,0,0,0,1/1,0,0,0,0,0 22-23 S|goal=\"MostSeeds\"";
        assert_eq!(field(line, "answered"), Some("no"));
        let right = answer(line, true).unwrap();
        let wrong = answer(line, false).unwrap();
        assert_eq!(right, [6]);
        assert_eq!(wrong, [1]);
    }
}
