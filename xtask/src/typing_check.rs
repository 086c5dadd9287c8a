//! Typing on a tablet and in Japanese (issue 31): a headless Chromium as a
//! touch tablet (DevTools' touch emulation, 820x1180) with a class of one
//! learner, on "Who is playing?". "Add my name" opens the name field and
//! the page's typing field (`web/index.html`, `src/app/web/typing.rs`)
//! lies over it with the focus; when it lets go (the keyboard closed) a
//! tap on the app's field brings it back over the same place. Letters
//! inserted as a tablet's keyboard inserts them show in the app's field,
//! letters typed on a keyboard show once each; a Japanese composition
//! (`Input.imeSetComposition`) shows in the field as it is composed and,
//! committed (`Input.insertText`), names the new learner かな.
//!
//! The app's side is read from `<html data-field>` (the focused field's
//! text as the app holds it) and the class's cards; every wait is bounded.

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::browser::{Browser, Tools};
use crate::checks::{ENTER, Steps, expect, first_frame, install, wait};
use crate::class_check::{pick, press};
use crate::webdriver::Session;

/// A tablet held upright, in CSS pixels.
const TABLET: (u32, u32) = (820, 1180);

/// Runs the check against the site served at `url`; with `shots`, keeps
/// its screenshots there (`typing-tablet.png` is docs/web.md's).
pub fn run(tools: &Tools, url: &str, shots: Option<&Path>) -> Result<(), String> {
    let t0 = Instant::now();
    let b = Browser::open(tools, "ja", TABLET.0, TABLET.1)?;
    let s = &b.session;
    let mut steps = Steps { shots, done: 0 };
    let result = story(s, url, &mut steps);
    if result.is_err()
        && let Ok(png) = s.screenshot()
    {
        let file = shots
            .map_or_else(std::env::temp_dir, Path::to_path_buf)
            .join("web-typing-failed.png");
        let _ = std::fs::write(&file, png);
        eprintln!("web-test: the tablet showed {}", file.display());
    }
    result?;
    println!(
        "web-test: typing on a tablet and in Japanese, {} checks passed in {:.1} s",
        steps.done,
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

fn story(s: &Session, url: &str, steps: &mut Steps) -> Result<(), String> {
    s.cdp(
        "Emulation.setDeviceMetricsOverride",
        json!({ "width": TABLET.0, "height": TABLET.1, "deviceScaleFactor": 1, "mobile": true }),
    )?;
    s.cdp(
        "Emulation.setTouchEmulationEnabled",
        json!({ "enabled": true, "maxTouchPoints": 5 }),
    )?;
    s.goto(url)?;
    first_frame(s)?;
    // Touch events and a coarse pointer, as a tablet's browser has.
    let touch = s.eval(
        "return 'ontouchstart' in window && matchMedia('(pointer: coarse)').matches;",
        json!([]),
    )?;
    expect(touch == true, "the browser is a touch device")?;
    one_learner(s)?;
    steps.ok(
        s,
        "",
        "a touch tablet on \"Who is playing?\" with Aiko's card",
    )?;

    // "Add my name": the app gives its field the focus, and the page's
    // typing field lies over it with the focus (the tablet's keyboard).
    press(s, "n")?;
    let over = typing_field(s, "the name field's typing field")?;
    steps.ok(
        s,
        "",
        "\"Add my name\": an editable field with the focus lies over the name field",
    )?;

    // The keyboard closes: the app's field lets go. A tap on the app's
    // field (under where the typing field was) brings it back, there.
    s.eval(
        "document.getElementById('wahree-typing').blur();",
        json!([]),
    )?;
    wait(s, "the name field without the focus", |st| {
        st["field"] == ""
    })?;
    bounded(s, "the typing field hidden", |s| {
        Ok(!field_state(s)?["shown"].as_bool().unwrap_or(true))
    })?;
    let (x, y) = centre(&over);
    s.tap("touch", x, y)?;
    let again = typing_field(s, "the typing field after a tap on the name field")?;
    expect(
        again["rect"] == over["rect"],
        &format!("the tap brought it back over the same field: {again} after {over}"),
    )?;
    steps.ok(
        s,
        "",
        "the keyboard closed lets the field go; a tap on it brings it back",
    )?;

    // A tablet's keyboard inserts its letters (no key events); a
    // keyboard's keys come once each, not twice (the app's own keys and
    // the page's field).
    s.cdp("Input.insertText", json!({ "text": "An" }))?;
    wait(s, "\"An\" in the app's field", |st| st["field"] == "An")?;
    s.key("a")?;
    wait(s, "\"Ana\" in the app's field", |st| st["field"] == "Ana")?;
    std::thread::sleep(Duration::from_millis(300));
    expect(
        crate::checks::state(s)?["field"] == "Ana",
        "a key typed shows once",
    )?;
    steps.ok(
        s,
        "",
        "letters from a tablet's keyboard and a key show in the app's field",
    )?;
    press(s, ENTER)?;
    wait(s, "Ana's card", |st| {
        st["learners"] == "3" && st["field"] == ""
    })?;
    bounded(s, "the typing field hidden once the name is added", |s| {
        let f = field_state(s)?;
        Ok(!f["shown"].as_bool().unwrap_or(true) && !f["focused"].as_bool().unwrap_or(true))
    })?;
    steps.ok(
        s,
        "",
        "Enter adds Ana; the typing field goes with the name field",
    )?;

    // A Japanese child's name through an input method: the composition
    // shows in the field as it is composed, then is committed.
    press(s, "n")?;
    typing_field(s, "the typing field for the second name")?;
    for (composed, shown) in [("か", "か"), ("かな", "かな")] {
        s.cdp(
            "Input.imeSetComposition",
            json!({ "text": composed, "selectionStart": shown.chars().count(),
                    "selectionEnd": shown.chars().count() }),
        )?;
        wait(
            s,
            &format!("\"{shown}\" composed in the app's field"),
            |st| st["field"] == shown,
        )?;
    }
    steps.ok(
        s,
        "typing-tablet",
        "a composition (かな) shows in the name field as it is composed",
    )?;
    s.cdp("Input.insertText", json!({ "text": "かな" }))?;
    wait(s, "かな committed", |st| st["field"] == "かな")?;
    bounded(s, "the composition ended in the page's field", |s| {
        Ok(field_state(s)?["value"] == "かな")
    })?;
    press(s, ENTER)?;
    wait(s, "かな's card", |st| st["learners"] == "4")?;
    // Aiko, Ana, かな, the guest: かな is the third card.
    pick(s, 2, "かな")?;
    steps.ok(
        s,
        "",
        "the committed composition names the new learner かな",
    )?;

    // The teacher's PIN on the tablet: the page's field over the app's
    // PIN field is a password field, so the keyboard offers no words and
    // shows dots; the app holds the digits and shows dots too.
    class_of_aiko(s, Some("2468"))?;
    press(s, "t")?;
    wait(s, "the PIN's lock", |st| st["screen"] == "lock")?;
    let pin = typing_field(s, "the typing field over the PIN field")?;
    expect(
        pin["type"] == "password",
        &format!("the PIN's typing field is a password field: {pin}"),
    )?;
    s.cdp("Input.insertText", json!({ "text": "2468" }))?;
    wait(s, "the PIN typed, as dots", |st| st["field"] == "••••")?;
    press(s, ENTER)?;
    wait(s, "the teacher's view", |st| st["screen"] == "teacher")?;
    steps.ok(
        s,
        "",
        "the teacher's PIN typed on the tablet into a password field opens the teacher's view",
    )?;
    Ok(())
}

/// A class of one learner (Aiko) in the browser's storage, as the app
/// saves it; the page then opens on "Who is playing?".
pub fn one_learner(s: &Session) -> Result<(), String> {
    class_of_aiko(s, None)
}

/// A class of Aiko in the browser's storage, with the teacher's `pin` if
/// given; the page opens on "Who is playing?".
fn class_of_aiko(s: &Session, pin: Option<&str>) -> Result<(), String> {
    use wahree::classroom::{Classroom, Memory, Pin, Storage};
    let mut class = Classroom::default();
    class.add("Aiko", None, 1).map_err(|e| format!("{e:?}"))?;
    if let Some(pin) = pin {
        let pin = Pin::new(pin, pin, 7).map_err(|e| format!("{e:?}"))?;
        class.set_pin(Some(pin), 1);
    }
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
    wait(s, "Who is playing? with Aiko", |st| {
        st["screen"] == "picker" && st["learners"] == "2"
    })
    .map(drop)
}

/// The page's typing field: shown, focused, its place and its text.
fn field_state(s: &Session) -> Result<Value, String> {
    s.eval(
        "const f = document.getElementById('wahree-typing'); const r = f.getBoundingClientRect();
         return { shown: getComputedStyle(f).display !== 'none', focused: document.activeElement === f,
                  rect: [r.left, r.top, r.width, r.height], value: f.value, type: f.type };",
        json!([]),
    )
}

/// Waits for the typing field to be shown with the focus, over a place
/// of the page the size of a field; its state.
fn typing_field(s: &Session, what: &str) -> Result<Value, String> {
    bounded(s, what, |s| {
        let f = field_state(s)?;
        Ok(f["shown"] == true && f["focused"] == true)
    })?;
    let f = field_state(s)?;
    let r: Vec<f64> = f["rect"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(Value::as_f64)
        .collect();
    let fits = r.len() == 4
        && r[0] >= 0.0
        && r[1] >= 0.0
        && r[0] + r[2] <= f64::from(TABLET.0)
        && r[1] + r[3] <= f64::from(TABLET.1)
        && r[2] >= 100.0
        && (20.0..=120.0).contains(&r[3]);
    expect(fits, &format!("{what}: a field's place on the page: {f}"))?;
    Ok(f)
}

fn centre(f: &Value) -> (f64, f64) {
    let r = |i: usize| f["rect"][i].as_f64().unwrap_or_default();
    (r(0) + r(2) / 2.0, r(1) + r(3) / 2.0)
}

/// Polls `done` until it holds (10 s at most).
fn bounded(
    s: &Session,
    what: &str,
    done: impl Fn(&Session) -> Result<bool, String>,
) -> Result<(), String> {
    let t0 = Instant::now();
    while !done(s)? {
        if t0.elapsed() > Duration::from_secs(10) {
            return Err(format!(
                "FAILED: waited 10 s for {what}; the typing field is {}",
                field_state(s)?
            ));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    Ok(())
}

/// Typing with W3C WebDriver alone (Firefox, WebKitGTK), in a browser on
/// the app's Home: a class of one learner; "Add my name" gives the page's
/// typing field the focus over the name field; a name typed into it by
/// WebDriver's Element Send Keys shows in the app's field and Enter adds
/// it; then a name in kana typed the same way (as a phone's keyboard
/// inserts it whole, without a composition: that is Chromium's check).
pub fn send_keys(s: &Session, browser: &str, steps: &mut Steps) -> Result<(), String> {
    one_learner(s)?;
    press(s, "n")?;
    bounded(s, "the name field's typing field", |s| {
        let f = field_state(s)?;
        Ok(f["shown"] == true && f["focused"] == true)
    })?;
    s.send_keys("#wahree-typing", "Ana")?;
    wait(s, "\"Ana\" in the app's field", |st| st["field"] == "Ana")?;
    s.send_keys("#wahree-typing", ENTER)?;
    wait(s, "Ana's card", |st| {
        st["learners"] == "3" && st["field"] == ""
    })?;
    steps.ok(
        s,
        "",
        &format!("{browser}: a name typed into the page's typing field adds Ana"),
    )?;
    press(s, "n")?;
    bounded(s, "the typing field for the second name", |s| {
        Ok(field_state(s)?["focused"] == true)
    })?;
    s.send_keys("#wahree-typing", "かな")?;
    wait(s, "かな in the app's field", |st| st["field"] == "かな")?;
    s.send_keys("#wahree-typing", ENTER)?;
    wait(s, "かな's card", |st| st["learners"] == "4")?;
    pick(s, 2, "かな")?;
    steps.ok(
        s,
        "",
        &format!("{browser}: a name in kana typed there names the new learner かな"),
    )
}
