//! Two children play each other in the browser (issue 29, "Done when"):
//! one `wahree serve` on 127.0.0.1 with a class of its own, and two
//! headless Chromiums as two devices of the class, one in English (Ana)
//! and one in Spanish (Ben). The teacher pairs them (the pairing the
//! teacher's view makes, sent here as its request), each device's Home
//! offers the game, Enter opens it, and the children play a whole game
//! with the keys 1 to 6, each move seen on the other device by the
//! server's push. Mid-game Ben's browser reloads: he picks his card
//! again, Home offers "Continue your game with Ana", and he plays on to
//! the end. Both devices then say who won, each in its own language.
//!
//! The devices are read by the state the page shows on `<html>`
//! (`src/app/web/page.rs`, `data-duel`); every wait is bounded; the
//! server is killed and its data folder removed however the check ends.

use std::net::SocketAddr;
use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wahree::engine::Position;

use crate::browser::{Browser, Tools};
use crate::checks::{ENTER, expect, install, wait, wait_up_to};
use crate::class_check::{self, ClassServer, PASSWORD, Steps, add, join, ok, pick, press};
use crate::load::http::Conn;
use crate::webdriver::Session;

/// The most moves a game may take here (the engine's games end well
/// before; more means the check is stuck).
const MAX_PLIES: usize = 400;
/// Ben's browser reloads after this many moves.
const RELOAD_AT: usize = 9;

/// Runs the check against the site in `site`; with `shots`, keeps a
/// screenshot of each step there.
///
/// Ana's device is `tools[0]`'s browser, Ben's `tools[1]`'s: the same
/// engine twice, or two (WebKitGTK against Firefox).
pub fn run(
    root: &Path,
    tools: [&Tools; 2],
    site: &Path,
    shots: Option<&Path>,
) -> Result<(), String> {
    let t0 = Instant::now();
    let bin = class_check::wahree(root)?;
    let mut server = ClassServer::new(bin, site, "duel")?;
    let devices = [
        Browser::open(tools[0], "en", 1280, 800)?,
        Browser::open(tools[1], "es", 1280, 800)?,
    ];
    let engines = format!("{} against {}", tools[0].kind.name(), tools[1].kind.name());
    let sessions = devices.each_ref().map(|b| &b.session);
    match story(&mut server, sessions, shots) {
        Ok((done, plies)) => {
            println!(
                "web-test: two children's browsers ({engines}) played a whole game \
                 ({plies} moves), {done} checks passed in {:.1} s",
                t0.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Err(e) => {
            let dir = shots.map_or_else(std::env::temp_dir, Path::to_path_buf);
            let mut seen = String::new();
            for (i, s) in sessions.iter().enumerate() {
                let file = dir.join(format!("web-duel-failed-device{}.png", i + 1));
                if let Ok(png) = s.screenshot()
                    && std::fs::create_dir_all(&dir).is_ok()
                    && std::fs::write(&file, png).is_ok()
                {
                    seen.push_str(&format!("\ndevice {} showed {}", i + 1, file.display()));
                }
            }
            Err(format!("{e}{seen}\nwahree serve's log:\n{}", server.log()))
        }
    }
}

/// The page's `data-duel`, parsed (null when it has none).
fn duel(st: &Value) -> Value {
    st["duel"]
        .as_str()
        .and_then(|s| serde_json::from_str(s).ok())
        .unwrap_or(Value::Null)
}

/// The two devices' story; the checks passed and the game's length.
fn story(
    server: &mut ClassServer,
    [ana, ben]: [&Session; 2],
    shots: Option<&Path>,
) -> Result<(usize, usize), String> {
    let mut steps = Steps::new(shots);
    let code = server.add_class("3C")?;
    let addr = server.start(0)?;
    let base = format!("http://{addr}");

    join(ana, &base, &code, 1, 1)?;
    add(ana, "Ana", 2)?;
    pick(ana, 0, "Ana")?;
    wait(ana, "Ana's card sent", |st| st["sync"] == "synced")?;
    join(ben, &base, &code, 2, 2)?;
    add(ben, "Ben", 3)?;
    pick(ben, 1, "Ben")?;
    wait(ben, "Ben's card sent", |st| st["sync"] == "synced")?;
    ok(
        &mut steps,
        ben,
        "",
        // WebKitGTK's language is the system's, not the one asked for.
        &format!(
            "Ana ({}) and Ben ({}) each pick their card on a device of the class",
            class_check::state_of(ana, "lang")?,
            class_check::state_of(ben, "lang")?
        ),
    )?;

    // The teacher pairs them: Ana plays South and moves first.
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(pair(addr, &code))?;
    for (s, who) in [(ana, "Ana"), (ben, "Ben")] {
        wait(s, &format!("{who}'s Home offering the game"), |st| {
            st["screen"] == "home" && duel(st)["offer"] == true
        })?;
        press(s, ENTER)?;
        wait(s, &format!("the game on {who}'s device"), |st| {
            st["screen"] == "duel" && duel(st)["phase"] == "playing"
        })?;
    }
    ok(
        &mut steps,
        ana,
        "web-duel-begins-en",
        "the teacher pairs them; Enter on each Home opens the game",
    )?;

    let mut plies = 0;
    let mut reloaded = false;
    loop {
        // Both devices have heard every move so far (the mover's own
        // answer included), so whose move it is is read from both alike.
        let mut seen = Vec::new();
        for (s, who) in [(ana, "Ana"), (ben, "Ben")] {
            let st = wait(s, &format!("{who}'s device after move {plies}"), |st| {
                st["screen"] == "duel" && duel(st)["plies"] == plies
            })?;
            seen.push(duel(&st));
        }
        let (a, b) = (&seen[0], &seen[1]);
        if a["over"] == true || b["over"] == true {
            break;
        }
        expect(plies < MAX_PLIES, "the game ends")?;
        let (mover, other, who) = if a["mine"] == true {
            (ana, ben, "Ana")
        } else if b["mine"] == true {
            (ben, ana, "Ben")
        } else {
            return Err(format!(
                "FAILED: neither device says it is its move: Ana {a}, Ben {b}"
            ));
        };
        // The mover's board shows the game as it is (no sowing on show).
        let st = wait(mover, &format!("{who}'s board at rest"), |st| {
            let d = duel(st);
            d["mine"] == true && d["sowing"] == false && d["plies"] == plies
        })?;
        let p: Position = duel(&st)["position"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("no position on {st}"))?;
        let legal: Vec<usize> = p.legal_moves().map(|h| h.index()).collect();
        let house = legal[(plies * 5 + 1) % legal.len()];
        // The key is the house's number from its player's own left.
        press(mover, &(house % 6 + 1).to_string())?;
        plies += 1;
        wait(other, &format!("move {plies} on the other device"), |st| {
            st["screen"] == "duel" && duel(st)["plies"] == plies
        })?;
        if plies == RELOAD_AT && !reloaded {
            reloaded = true;
            reload(ben, plies)?;
            ok(
                &mut steps,
                ben,
                "web-duel-continue-es",
                &format!(
                    "after {plies} moves Ben's browser reloads; he picks his card, Home \
                     offers to continue the game, and Enter opens it as it was"
                ),
            )?;
        }
    }
    expect(reloaded, "Ben's browser reloaded during the game")?;
    // Both see the end, in their own words.
    let mut said = Vec::new();
    for (s, who, other) in [(ana, "Ana", "Ben"), (ben, "Ben", "Ana")] {
        let st = wait_up_to(
            s,
            &format!("the end on {who}'s device"),
            Duration::from_secs(30),
            |st| {
                let d = duel(st);
                d["over"] == true && d["phase"] == "over" && d["plies"] == plies
            },
        )?;
        let words = duel(&st)["words"].clone();
        expect(
            words.as_array().is_some_and(|w| !w.is_empty()),
            &format!("{who}'s device says how the game ended: {words}"),
        )?;
        // The classmate by name (their card came with a sync after the
        // game opened on Ana's device), not "your classmate".
        expect(
            words.to_string().contains(other),
            &format!("{who}'s device names {other} at the end: {words}"),
        )?;
        said.push(words);
    }
    expect(
        said[0] != said[1],
        &format!(
            "each device says the end in its child's words: {} / {}",
            said[0], said[1]
        ),
    )?;
    ok(
        &mut steps,
        ana,
        "web-duel-over-en",
        &format!(
            "the game ends after {plies} moves; Ana's device says {} and Ben's {}",
            said[0], said[1]
        ),
    )?;
    Ok((steps.done(), plies))
}

/// Ben's browser reloads mid-game: "Who is playing?", his card, Home's
/// offer of the game, Enter, and the game as it was after `plies` moves.
fn reload(ben: &Session, plies: usize) -> Result<(), String> {
    ben.refresh()?;
    install(ben)?;
    wait(ben, "Who is playing? after the reload", |st| {
        st["screen"] == "picker" && st["learners"] == "3"
    })?;
    pick(ben, 1, "Ben")?;
    wait(ben, "Home offering to continue the game", |st| {
        st["screen"] == "home" && duel(st)["offer"] == true
    })?;
    press(ben, ENTER)?;
    wait(ben, "the game found again", |st| {
        let d = duel(st);
        st["screen"] == "duel" && d["phase"] == "playing" && d["plies"] == plies
    })
    .map(drop)
}

/// The teacher signs in (as the teacher's view does) and pairs Ana, who
/// plays South, with Ben; once both devices said they are here.
async fn pair(addr: SocketAddr, code: &str) -> Result<(), String> {
    let mut conn = Conn::new(addr);
    let json_type = ("Content-Type", "application/json");
    let body = json!({ "code": code, "password": PASSWORD }).to_string();
    let a = conn
        .call(
            "POST",
            "/api/teacher/sign-in",
            &[json_type],
            body.as_bytes(),
        )
        .await?;
    let cookie = a
        .cookie
        .ok_or_else(|| format!("no session from the sign-in: {}", a.status))?;
    let auth = ("Cookie", cookie.as_str());
    let a = conn.call("GET", "/api/teacher/class", &[auth], b"").await?;
    let class: Value = serde_json::from_slice(&a.body).map_err(|e| e.to_string())?;
    let id = |name: &str| {
        class["learners"]
            .as_array()
            .and_then(|l| l.iter().find(|l| l["name"] == name))
            .map(|l| l["id"].clone())
            .ok_or_else(|| format!("no {name} in the class: {class}"))
    };
    let body = json!({ "south": id("Ana")?, "north": id("Ben")? }).to_string();
    let t0 = Instant::now();
    loop {
        let a = conn
            .call(
                "POST",
                "/api/teacher/duels",
                &[auth, json_type],
                body.as_bytes(),
            )
            .await?;
        if a.status == 200 {
            return Ok(());
        }
        // A device says whose card it holds a moment after the pick.
        if t0.elapsed() > Duration::from_secs(30) {
            return Err(format!(
                "FAILED: the teacher's pairing: {} {}",
                a.status,
                String::from_utf8_lossy(&a.body)
            ));
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
    }
}
