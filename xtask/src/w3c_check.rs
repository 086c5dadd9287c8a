//! The web test in the browsers other than Chromium (Firefox ESR and
//! WebKitGTK, Safari's engine), with W3C WebDriver alone: the app starts
//! and draws its first screen (the screenshot WebDriver takes has the
//! app's colours), a child plays the computer with clicks, progress
//! survives a reload, the board fits a laptop's and an upright tablet's
//! window, the coach's worker answers as the desktop build does, a name
//! is typed into the page's typing field. The
//! checks that need Chromium's DevTools (touch emulation, an input
//! method's composition, the exact viewport sizes, the network's speed)
//! stay Chromium's, and the output says so. The offline reload and the
//! game between two browsers are run for these browsers by `main.rs`.

use std::path::Path;
use std::time::Instant;

use serde_json::json;

use crate::browser::{Browser, Kind, Tools};
use crate::checks::{ENTER, Steps, expect, first_frame, install, state, wait};
use crate::webdriver::Session;

/// The app's own colours (`src/app/theme.rs`, light theme): the page's
/// background, the buttons' green, the board's wood and its holes, each
/// with the least share of the first screen it covers.
const COLOURS: [(&str, [u8; 3], f64); 4] = [
    ("background", [0xfb, 0xf6, 0xec], 0.30),
    ("buttons' green", [0x24, 0x66, 0x47], 0.01),
    ("board's wood", [0xc8, 0x95, 0x5c], 0.02),
    ("houses", [0x9c, 0x6a, 0x38], 0.005),
];

/// Runs the checks in the browser of `tools` against the site at `url`;
/// with `shots`, keeps its first screen there (`web-firefox.png`,
/// `web-webkit.png`: docs/web.md's).
pub fn run(tools: &Tools, url: &str, shots: Option<&Path>) -> Result<(), String> {
    let t0 = Instant::now();
    let name = tools.kind.name();
    // WebKitGTK's language is the system's locale (CI's is C): English.
    // Firefox's is its preference, as Chromium's.
    let (lang, expected) = match tools.kind {
        Kind::WebKit => ("en", "en"),
        _ => ("it-IT", "it"),
    };
    let mut steps = Steps { shots, done: 0 };
    let b = Browser::open(tools, lang, 1280, 800)?;
    let s = &b.session;
    s.goto(url)?;
    let first = first_frame(s)?;
    drawn(s, tools.kind, shots)?;
    steps.ok(
        s,
        "",
        &format!("{name}: the first frame draws the board ({first:.0} ms) in the app's colours"),
    )?;
    expect(
        state(s)?["lang"] == expected,
        &format!("{name}: the app speaks the browser's language ({expected})"),
    )?;
    steps.ok(
        s,
        "",
        &format!("{name}: the browser's language ({expected}) is the app's"),
    )?;

    let moves = crate::checks::play_level_1(s, "mouse")?;
    steps.ok(
        s,
        "",
        &format!("{name}: two moves clicked against level 1 get the computer's answers"),
    )?;
    s.refresh()?;
    install(s)?;
    wait(s, "home screen after a reload", |st| st["screen"] == "home")?;
    s.key(ENTER)?;
    let st = wait(s, "the game continued", |st| st["screen"] == "play")?;
    expect(
        st["position"] == moves.1.as_str() && st["plies"] == moves.0.to_string().as_str(),
        &format!("{name}: the game survives a reload: {st} after {moves:?}"),
    )?;
    steps.ok(s, "", &format!("{name}: the game survives a reload"))?;

    // Sizes by the window (W3C's Set Window Rect): a laptop's, a tablet's
    // held upright. Not a phone's: Firefox's window stays 500 px wide.
    for (w, h) in [(1024, 768), (768, 1024)] {
        s.viewport(w, h)?;
        crate::checks::fits(s, w, h)?;
        steps.ok(s, "", &format!("{name}: the board fits a {w}x{h} window"))?;
    }
    s.viewport(1280, 800)?;
    crate::checks::same_answers(s)?;
    steps.ok(
        s,
        "",
        &format!("{name}: the site's coach worker answers as the desktop build does"),
    )?;

    crate::typing_check::send_keys(s, name, &mut steps)?;
    println!(
        "  skipped in {name}: touch emulation, an input method's composition and the \
         network's speed (Chromium's DevTools only), a phone's 375 px viewport (Firefox's window \
         stays 500 px wide or more): Chromium runs them"
    );
    println!(
        "web-test: {name}, {} checks passed in {:.1} s",
        steps.done,
        t0.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The screenshot WebDriver takes of the first screen is the app's: the
/// viewport's size, its colours each on their share; with `shots`, kept.
fn drawn(s: &Session, kind: Kind, shots: Option<&Path>) -> Result<(), String> {
    let png = s.screenshot()?;
    let image = crate::png::decode(&png)?;
    let size = s.eval("return [innerWidth, innerHeight];", json!([]))?;
    if let Some(dir) = shots {
        let file = match kind {
            Kind::Firefox => "web-firefox.png",
            Kind::WebKit => "web-webkit.png",
            Kind::Chromium => "web-chromium.png",
        };
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
        std::fs::write(dir.join(file), &png).map_err(|e| e.to_string())?;
    }
    expect(
        size[0] == image.width && size[1] == image.height,
        &format!(
            "the screenshot is the viewport: {}x{} for {size}",
            image.width, image.height
        ),
    )?;
    for (what, colour, least) in COLOURS {
        let share = image.share(colour, 6);
        expect(
            share >= least,
            &format!(
                "{}: the first screen shows the app's {what} (#{:02x}{:02x}{:02x}) on {:.1} % \
                 of it, less than {:.1} %",
                kind.name(),
                colour[0],
                colour[1],
                colour[2],
                share * 100.0,
                least * 100.0
            ),
        )?;
    }
    Ok(())
}
