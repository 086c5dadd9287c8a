//! The browser test: the built site in headless Chromium, checked by what
//! a learner would see (the board's houses found by their colour on the
//! canvas, the canvas changing) and by the state the app shows on `<html>`
//! (`src/app/web/page.rs`): language, screen, moves played, position.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wahree::coach::{Job, Level, Limits};
use wahree::engine::{Game, House, Position};

use crate::browser::{Browser, Tools};
use crate::webdriver::Session;

/// The page helpers (`window.__wt`).
const HELPERS: &str = include_str!("page.js");
pub const ENTER: &str = "\u{E007}";
pub const ESCAPE: &str = "\u{E00C}";

/// Runs every check; the first failure stops them. With `shots`, keeps a
/// screenshot of each step there (the README's and docs' pictures).
pub fn run(tools: &Tools, url: &str, shots: Option<&Path>) -> Result<(), String> {
    let t0 = Instant::now();
    let mut steps = Steps { shots, done: 0 };
    {
        let b = Browser::open(tools, "it-IT", 1280, 800)?;
        let s = &b.session;
        s.goto(url)?;
        let first = first_frame(s)?;
        steps.ok(
            s,
            "web-home-it",
            &format!("the first frame draws the board ({first:.0} ms)"),
        )?;
        expect(
            state(s)?["lang"] == "it",
            "the browser's language (Italian) is the app's",
        )?;
        steps.ok(s, "", "the browser's language is the first language")?;

        language_switch(s)?;
        steps.ok(
            s,
            "web-settings-es",
            "switching the language in Settings is live",
        )?;

        s.key(ESCAPE)?;
        wait(s, "home screen", |st| st["screen"] == "home")?;
        let moves = play_level_1(s, "touch")?;
        steps.ok(
            s,
            "web-play-es",
            "a move against level 1 gets the computer's answer, by click and by touch",
        )?;

        s.refresh()?;
        install(s)?;
        wait(s, "home screen after a reload", |st| st["screen"] == "home")?;
        expect(
            state(s)?["lang"] == "es",
            "the chosen language survives a reload",
        )?;
        s.key(ENTER)?;
        let st = wait(s, "the game continued", |st| st["screen"] == "play")?;
        expect(
            st["position"] == moves.1.as_str() && st["plies"] == moves.0.to_string().as_str(),
            &format!("the game survives a reload: {st} after {moves:?}"),
        )?;
        expect(
            st["computer"] == "1 adapts",
            &format!("the computer that adapts survives a reload: {st}"),
        )?;
        steps.ok(
            s,
            "",
            "progress survives a reload (language, the game to continue, the computer that adapts)",
        )?;

        s.back()?;
        install(s)?;
        let st = wait(s, "home screen after Back", |st| st["screen"] == "home")?;
        expect(st["lang"] == "es", "Back keeps the page and its language")?;
        s.key(ENTER)?;
        let st = wait(s, "the game continued after Back", |st| {
            st["screen"] == "play"
        })?;
        expect(
            st["position"] == moves.1.as_str(),
            "Back loses nothing: the game continues where it was",
        )?;
        steps.ok(
            s,
            "",
            "the browser's Back button goes home and loses nothing",
        )?;

        for (w, h, name) in [
            (1366, 768, "web-play-1366x768"),
            (1024, 768, "web-play-1024x768"),
            (768, 1024, "web-play-portrait"),
            (375, 667, "web-play-phone"),
        ] {
            s.viewport(w, h)?;
            fits(s, w, h)?;
            steps.ok(s, name, &format!("the board fits a {w}x{h} window"))?;
        }

        teacher_folder(s)?;
        steps.ok(
            s,
            "web-lessons-folder-es",
            "a teacher's folder is checked, listed and remembered",
        )?;

        same_answers(s)?;
        steps.ok(
            s,
            "",
            "the site's coach worker answers as the desktop build does",
        )?;

        s.viewport(1280, 800)?;
        class_from_the_desktop(s)?;
        steps.ok(
            s,
            "web-picker-it",
            "a class saved by the desktop's code opens, a corrupt learner set aside",
        )?;
        // After the reload a card is lit and the keys line says Enter
        // picks it: it did nothing until an arrow was pressed.
        s.key(ENTER)?;
        wait(s, "Enter on the lit card", |st| st["screen"] == "home")?;
        steps.ok(s, "", "after a reload Enter picks the lit card at once")?;
    }
    {
        let b = Browser::open(tools, "ja", 1280, 800)?;
        let s = &b.session;
        s.goto(url)?;
        first_frame(s)?;
        expect(
            state(s)?["lang"] == "ja",
            "a Japanese browser gets Japanese",
        )?;
        steps.ok(
            s,
            "web-home-ja",
            "a Japanese browser gets the app in Japanese",
        )?;
        expect(
            state(s)?["font"] == "notneeded",
            "the shipped texts need only the module's own font",
        )?;
        whole_font_for_a_name(s)?;
        steps.ok(
            s,
            "web-picker-ja-font",
            "a name the school's font lacks (凛) fetches the whole font once",
        )?;
    }
    println!(
        "web-test: {} checks passed in {:.1} s",
        steps.done,
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

pub struct Steps<'a> {
    pub shots: Option<&'a Path>,
    pub done: usize,
}

impl Steps<'_> {
    /// Reports a passed check, with a screenshot named `shot` if kept.
    pub fn ok(&mut self, s: &Session, shot: &str, what: &str) -> Result<(), String> {
        self.done += 1;
        println!("  ok: {what}");
        if let Some(dir) = self.shots.filter(|_| !shot.is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
            let file = dir.join(format!("{shot}.png"));
            std::fs::write(&file, s.screenshot()?).map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

pub fn expect(ok: bool, what: &str) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!("FAILED: {what}"))
    }
}

/// Installs the page helpers (again after a navigation).
pub fn install(s: &Session) -> Result<(), String> {
    s.eval(HELPERS, json!([])).map(drop)
}

pub fn state(s: &Session) -> Result<Value, String> {
    s.eval("return window.__wt.state();", json!([]))
}

fn board(s: &Session) -> Result<Value, String> {
    s.eval("return window.__wt.board();", json!([]))
}

fn signature(s: &Session) -> Result<String, String> {
    Ok(s.eval("return window.__wt.signature();", json!([]))?
        .as_str()
        .unwrap_or_default()
        .to_owned())
}

/// Polls the page's state until `done` holds (60 s at most); that state.
pub fn wait(s: &Session, what: &str, done: impl Fn(&Value) -> bool) -> Result<Value, String> {
    wait_up_to(s, what, Duration::from_secs(60), done)
}

/// Polls the page's state until `done` holds (`limit` at most); that state.
pub fn wait_up_to(
    s: &Session,
    what: &str,
    limit: Duration,
    done: impl Fn(&Value) -> bool,
) -> Result<Value, String> {
    let t0 = Instant::now();
    loop {
        let st = state(s)?;
        if done(&st) {
            return Ok(st);
        }
        if t0.elapsed() > limit {
            return Err(format!(
                "FAILED: waited {} s for the {what}; the page shows {st}",
                limit.as_secs()
            ));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Waits for the home screen with its board drawn: the time from the start
/// of the page's loading, in ms (a poll every 50 ms or so).
pub fn first_frame(s: &Session) -> Result<f64, String> {
    install(s)?;
    let t0 = Instant::now();
    loop {
        let v = s.eval(
            "const st = window.__wt.state(); return { st, board: window.__wt.board() };",
            json!([]),
        )?;
        let count = |k: &str| v["board"][k].as_u64().unwrap_or_default();
        if v["st"]["screen"] == "home" && count("houses") >= 12 && count("stores") >= 2 {
            return Ok(v["st"]["t"].as_f64().unwrap_or_default());
        }
        if t0.elapsed() > Duration::from_secs(60) {
            return Err(format!("FAILED: no board within 60 s: {v}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Settings, then L: Italian becomes Spanish at once, and the screen's
/// words change with it.
fn language_switch(s: &Session) -> Result<(), String> {
    s.key("s")?;
    wait(s, "settings screen", |st| st["screen"] == "settings")?;
    std::thread::sleep(Duration::from_millis(300));
    let before = signature(s)?;
    s.key("l")?;
    wait(s, "Spanish", |st| st["lang"] == "es")?;
    std::thread::sleep(Duration::from_millis(300));
    expect(
        signature(s)? != before,
        "the screen changes with the language",
    )
}

/// Against the computer at level 1 (C on Home): South's house 3 clicked,
/// the computer answers; then a house tapped with `second` ("touch", a
/// finger; "mouse" where WebDriver has no touch), and it answers again.
/// The moves and position at the end.
pub(crate) fn play_level_1(s: &Session, second: &str) -> Result<(usize, String), String> {
    s.key("c")?;
    wait(s, "play screen", |st| {
        st["screen"] == "play" && st["plies"] == "0"
    })?;
    // "Adapts to me": a new learner's computer that adapts plays level 1.
    s.key("a")?;
    wait(s, "the computer that adapts", |st| {
        st["computer"] == "1 adapts"
    })?;
    std::thread::sleep(Duration::from_millis(300));
    let b = board(s)?;
    let house = &b["south"][2];
    s.tap("mouse", num(&house["x"]), num(&house["y"]))?;
    wait(s, "the computer's answer to a click", |st| {
        st["plies"] == "2"
    })?;
    // A legal move for South now, tapped as a finger would.
    let st = state(s)?;
    let pos: Position = st["position"]
        .as_str()
        .unwrap_or_default()
        .parse()
        .map_err(|e| format!("the page's position: {e}"))?;
    let own = pos
        .legal_moves()
        .next()
        .ok_or("South has a move")?
        .own_number();
    wait_still(s)?;
    let b = board(s)?;
    let house = &b["south"][usize::from(own - 1)];
    s.tap(second, num(&house["x"]), num(&house["y"]))?;
    let st = wait(s, "the computer's answer to a tap", |st| st["plies"] == "4")?;
    wait_still(s)?;
    Ok((4, st["position"].as_str().unwrap_or_default().to_owned()))
}

/// Waits until the canvas stops changing (a sowing is drawn over 1-2 s).
fn wait_still(s: &Session) -> Result<(), String> {
    let mut last = signature(s)?;
    for _ in 0..100 {
        std::thread::sleep(Duration::from_millis(400));
        let now = signature(s)?;
        if now == last {
            return Ok(());
        }
        last = now;
    }
    Err("FAILED: the canvas never stops changing".into())
}

fn num(v: &Value) -> f64 {
    v.as_f64().unwrap_or_default()
}

/// The board is all there and inside the window; in a tall window (a
/// tablet held upright, a phone) it has the window's width, not a wide
/// screen's drawn smaller: South's houses 1 to 6 span more than 45 % of
/// it (5 of the board's 9 cells; drawn at 75 % they spanned about 40 %).
pub(crate) fn fits(s: &Session, w: u32, h: u32) -> Result<(), String> {
    let t0 = Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(300));
        let b = board(s)?;
        let vw = num(&b["viewport"]["w"]);
        let vh = num(&b["viewport"]["h"]);
        let inside = |v: &Value| {
            let (x, y) = (num(&v["x"]), num(&v["y"]));
            x > 0.0 && y > 0.0 && x < vw && y < vh
        };
        let all = b["south"].as_array().into_iter().flatten().all(inside)
            && b["north"].as_array().into_iter().flatten().all(inside);
        // A store's count badge may cut its hole in two: two or more.
        let stores = b["stores"].as_u64().unwrap_or_default() >= 2;
        let south = b["south"].as_array().cloned().unwrap_or_default();
        let span = match (south.first(), south.last()) {
            (Some(a), Some(z)) => num(&z["x"]) - num(&a["x"]),
            _ => 0.0,
        };
        let wide_enough = w >= h || span > 0.45 * vw;
        if b["houses"].as_u64().unwrap_or_default() >= 12 && stores && all && wide_enough {
            return Ok(());
        }
        if t0.elapsed() > Duration::from_secs(10) {
            return Err(format!("FAILED: the board does not fit {w}x{h}: {b}"));
        }
    }
}

/// A teacher's folder (a good lesson with its puzzles and translations,
/// and a lesson with a mistake) picked on the Lessons screen: the list
/// gains what this build's checks accept and shows as many problems; after
/// a reload it is still there.
fn teacher_folder(s: &Session) -> Result<(), String> {
    use wahree::content::{self, Folder};
    let root = crate::root();
    // The folder's own name shows in the problem's place.
    let parent = std::env::temp_dir().join(format!("wahree-web-test-{}", std::process::id()));
    let dir = parent.join("my-lessons");
    let _ = std::fs::remove_dir_all(&parent);
    copy_dir(&root.join("tests/fixtures/teacher"), &dir)?;
    std::fs::copy(
        root.join("tests/fixtures/unknown-field/lessons/colour.ron"),
        dir.join("colour.ron"),
    )
    .map_err(|e| e.to_string())?;
    let lib = content::load(&[Folder::embedded(), Folder::read(&dir)]);
    let lessons = lib.lessons.len().to_string();
    let problems = lib.problems.iter().filter(|p| p.is_error()).count();
    expect(problems > 0, "the test folder has a mistake")?;
    let problems = problems.to_string();

    s.key(ESCAPE)?;
    wait(s, "home screen", |st| st["screen"] == "home")?;
    s.key("l")?;
    let before = wait(s, "lessons screen", |st| st["screen"] == "lessons")?;
    expect(
        before["lessons"] != lessons.as_str(),
        "the folder adds lessons",
    )?;
    s.pick("#wahree-folder", &dir)?;
    wait(s, "the teacher's lessons", |st| {
        st["lessons"] == lessons.as_str() && st["problems"] == problems.as_str()
    })?;
    s.refresh()?;
    install(s)?;
    wait(s, "home screen after a reload", |st| st["screen"] == "home")?;
    s.key("l")?;
    wait(s, "the teacher's lessons after a reload", |st| {
        st["screen"] == "lessons" && st["lessons"] == lessons.as_str()
    })?;
    wait_still(s)?;
    let _ = std::fs::remove_dir_all(&parent);
    Ok(())
}

pub fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| e.to_string())?;
    for entry in std::fs::read_dir(from)
        .map_err(|e| e.to_string())?
        .flatten()
    {
        let path = entry.path();
        let target = to.join(entry.file_name());
        if path.is_dir() {
            copy_dir(&path, &target)?;
        } else {
            std::fs::copy(&path, &target).map_err(|e| e.to_string())?;
        }
    }
    Ok(())
}

/// The browser's storage holds what the desktop's files hold: a class
/// saved by the classroom's own code (two named learners and the guest,
/// into memory here) and a learner's file that is not RON, put in the
/// page's storage; after a reload the page opens on "Who is playing?"
/// with the three, and the broken file is kept aside, not deleted.
fn class_from_the_desktop(s: &Session) -> Result<(), String> {
    use wahree::classroom::{Classroom, Memory, Storage};
    let mut class = Classroom::default();
    class
        .add("Aiko", Some(wahree::i18n::Lang::Ja), 1)
        .map_err(|e| format!("{e:?}"))?;
    class.add("Bruno", None, 2).map_err(|e| format!("{e:?}"))?;
    let memory = Memory::new();
    for job in class.take_jobs() {
        job.run(&memory).map_err(|e| format!("{e:?}"))?;
    }
    let mut texts = serde_json::Map::new();
    for key in memory.keys() {
        let text = memory.read(&key).map_err(|e| format!("{e:?}"))?;
        texts.insert(format!("wahree/{key}"), text.unwrap_or_default().into());
    }
    expect(
        texts
            .keys()
            .filter(|k| k.starts_with("wahree/learners/"))
            .count()
            == 2,
        &format!("a file per learner: {:?}", texts.keys().collect::<Vec<_>>()),
    )?;
    texts.insert(
        "wahree/learners/broken.ron".into(),
        "not a learner (".into(),
    );
    s.eval(
        "localStorage.clear(); for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);",
        json!([texts]),
    )?;
    s.refresh()?;
    install(s)?;
    wait(s, "Who is playing? with the class", |st| {
        st["screen"] == "picker" && st["learners"] == "3"
    })?;
    let keys = s.eval("return Object.keys(localStorage);", json!([]))?;
    let keys: Vec<&str> = keys
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_str)
        .collect();
    expect(
        !keys.contains(&"wahree/learners/broken.ron")
            && keys
                .iter()
                .any(|k| k.starts_with("wahree/learners/broken.ron.corrupt-")),
        &format!("the broken learner is kept aside: {keys:?}"),
    )?;
    wait_still(s)
}

/// A class whose learner is named with a kanji outside the school's font
/// (凛, a common girl's name): the page fetches the whole font and draws
/// the name with it.
fn whole_font_for_a_name(s: &Session) -> Result<(), String> {
    use wahree::classroom::{Classroom, Memory, Storage};
    let mut class = Classroom::default();
    class
        .add("凛", Some(wahree::i18n::Lang::Ja), 3)
        .map_err(|e| format!("{e:?}"))?;
    let memory = Memory::new();
    for job in class.take_jobs() {
        job.run(&memory).map_err(|e| format!("{e:?}"))?;
    }
    let mut texts = serde_json::Map::new();
    for key in memory.keys() {
        let text = memory.read(&key).map_err(|e| format!("{e:?}"))?;
        texts.insert(format!("wahree/{key}"), text.unwrap_or_default().into());
    }
    s.eval(
        "localStorage.clear(); for (const [k, v] of Object.entries(arguments[0])) localStorage.setItem(k, v);",
        json!([texts]),
    )?;
    s.refresh()?;
    install(s)?;
    wait(s, "the whole font, loaded for 凛", |st| {
        st["screen"] == "picker" && st["font"] == "loaded"
    })?;
    wait_still(s)
}

/// The same jobs given to a fresh worker of the site and run here: the
/// answers must be the same text. Small budgets, since this build is a
/// debug one; they still cover the computer's levels, the teaching check's
/// analysis and the endgame solver (12 seeds).
pub(crate) fn same_answers(s: &Session) -> Result<(), String> {
    let mut game = Game::new(Position::START);
    for n in [2, 8, 3, 9, 0, 7] {
        game.play(House::new(n).ok_or("a house")?)
            .map_err(|e| e.to_string())?;
    }
    let endgame: Position = "1,0,2,0,3,0/0,2,0,1,0,3 20-16 S"
        .parse()
        .map_err(|e| format!("{e}"))?;
    // Every level: the beginner's habits, the careless and the searching
    // ones (each search cut at a few thousand nodes, which a debug build
    // affords fifteen times).
    let mut jobs: Vec<Job> = Level::all()
        .map(|level| Job::Choose {
            game: game.clone(),
            level,
            seed: 7 + u64::from(level.number()),
            nodes: Some(20_000),
        })
        .collect();
    jobs.push(Job::Analyse {
        pos: game.position(),
        history: wahree::coach::history_of(&game),
        limits: Limits {
            depth: Some(24),
            nodes: Some(60_000),
            time: None,
        },
        table_mb: 4,
    });
    jobs.push(Job::Analyse {
        pos: endgame,
        history: Vec::new(),
        limits: Limits::nodes(200_000),
        table_mb: 4,
    });
    let texts: Vec<String> = jobs.iter().map(wahree::wire::job_to_text).collect();
    let v = s.eval_async(
        "const done = arguments[arguments.length - 1];
         window.__wt.jobs(arguments[0]).then(done, (e) => done({ error: String(e) }));",
        json!([texts]),
    )?;
    if let Some(e) = v.get("error") {
        return Err(format!("FAILED: the worker: {e}"));
    }
    for (job, got) in jobs
        .iter()
        .zip(v["answers"].as_array().into_iter().flatten())
    {
        let flag = std::sync::Arc::default();
        let here = wahree::wire::done_to_text(&job.run(flag));
        expect(
            got.as_str() == Some(here.as_str()),
            &format!(
                "the same answer to {}: browser {got}, here {here}",
                wahree::wire::job_to_text(job)
            ),
        )?;
    }
    Ok(())
}
