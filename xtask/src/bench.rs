//! Figures for docs/performance.md ("In the browser"), measured in headless
//! Chromium on this machine: the site's size compressed, the time to the
//! first frame with a cold cache, the coach's speed in the browser's
//! worker against this machine's native build, the frame times while
//! seeds are sown.

use std::io::Read;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::json;
use wahree::coach::{Job, Level, Limits};
use wahree::engine::{Game, Position};

use crate::browser::{Browser, Tools};
use crate::checks;

/// Cold starts measured (each in a fresh profile).
const COLD_STARTS: usize = 5;
/// Runs of each of the coach's jobs, on each side.
const REPEATS: usize = 3;
/// A midgame after 16 moves of level-3 play (docs/performance.md, Coach).
const MIDGAME: &str = "1,0,5,12,0,10/0,10,0,2,0,4 0-4 S";

pub fn run(root: &Path, site: &Path, tools: &Tools, url: &str) -> Result<(), String> {
    println!("In the browser (headless Chromium, {url}):");
    size(site)?;
    first_frames(tools, url)?;
    first_frames_slow(root, site, tools)?;
    coach_speed(root, tools, url)?;
    sowing_frames(tools, url)?;
    Ok(())
}

/// Every file of the site, raw and gzip -9 (as a static server would
/// send it compressed).
fn size(site: &Path) -> Result<(), String> {
    let (mut raw, mut packed) = (0u64, 0u64);
    let mut files = Vec::new();
    walk(site, &mut files).map_err(|e| e.to_string())?;
    for file in files {
        let bytes = std::fs::read(&file).map_err(|e| e.to_string())?;
        let mut gz = flate2::read::GzEncoder::new(&bytes[..], flate2::Compression::best());
        let mut out = Vec::new();
        gz.read_to_end(&mut out).map_err(|e| e.to_string())?;
        println!(
            "  {}: {:.2} MB, gzip {:.2} MB",
            file.strip_prefix(site).unwrap_or(&file).display(),
            bytes.len() as f64 / 1e6,
            out.len() as f64 / 1e6
        );
        raw += bytes.len() as u64;
        packed += out.len() as u64;
    }
    println!(
        "  site: {:.2} MB, gzip -9 {:.2} MB",
        raw as f64 / 1e6,
        packed as f64 / 1e6
    );
    Ok(())
}

fn walk(dir: &Path, out: &mut Vec<std::path::PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            walk(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

/// From navigation to the home screen with its board, each in a fresh
/// browser (nothing cached, nothing stored).
fn first_frames(tools: &Tools, url: &str) -> Result<(), String> {
    let mut times = Vec::new();
    for _ in 0..COLD_STARTS {
        let b = Browser::open(tools, "en-US", 1280, 800)?;
        b.session.goto(url)?;
        times.push(checks::first_frame(&b.session)?);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "  first frame, cold: median {:.0} ms, slowest {:.0} ms ({} starts: {})",
        times[times.len() / 2],
        times[times.len() - 1],
        times.len(),
        times
            .iter()
            .map(|t| format!("{t:.0}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    Ok(())
}

/// What a 20 Mbit/s link each way with 20 ms of latency lets through per
/// second, in bytes (issue 31 §4: a school's Wi-Fi).
const SLOW_LINK: u64 = 20_000_000 / 8;

/// The first frame over a school's link: the class server's site
/// (`wahree serve`, compressed as it sends it), Chromium's network held to
/// [`SLOW_LINK`] (to its first screen, which joins a class); cold in a fresh profile, then warm on that browser's next
/// visit (its cache and service worker), with the bytes the cold visit
/// moved.
fn first_frames_slow(root: &Path, site: &Path, tools: &Tools) -> Result<(), String> {
    let bin = crate::class_check::wahree(root)?;
    let mut server = crate::class_check::ClassServer::new(bin, site, "bench")?;
    let addr = server.start(0)?;
    // The server compresses the site once it starts (gzip, then brotli):
    // a browser is only measured on the brotli a school's devices get.
    std::thread::sleep(Duration::from_secs(20));
    let url = format!("http://{addr}/");
    let (mut cold, mut warm, mut bytes) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..COLD_STARTS {
        let b = Browser::open(tools, "en-US", 1280, 800)?;
        b.session.cdp("Network.enable", json!({}))?;
        b.session.cdp(
            "Network.emulateNetworkConditions",
            json!({
                "offline": false,
                "latency": 20,
                "downloadThroughput": SLOW_LINK,
                "uploadThroughput": SLOW_LINK,
            }),
        )?;
        b.session.goto(&url)?;
        cold.push(first_screen(&b.session)?);
        let moved = b.session.eval(
            "return performance.getEntriesByType('navigation')
                .concat(performance.getEntriesByType('resource'))
                .reduce((sum, e) => sum + (e.transferSize || 0), 0);",
            json!([]),
        )?;
        bytes.push(moved.as_f64().unwrap_or_default());
        b.session.goto(&url)?;
        warm.push(first_screen(&b.session)?);
    }
    let median = |v: &mut Vec<f64>| {
        v.sort_by(f64::total_cmp);
        (v[v.len() / 2], v[v.len() - 1])
    };
    let ((c, c_max), (w, w_max), (b, _)) =
        (median(&mut cold), median(&mut warm), median(&mut bytes));
    println!(
        "  first frame over 20 Mbit/s and 20 ms (wahree serve, {addr}): cold median {c:.0} ms, \
         slowest {c_max:.0} ms; warm median {w:.0} ms, slowest {w_max:.0} ms; \
         the cold visit moved {:.2} MB ({} starts)",
        b / 1e6,
        cold.len()
    );
    Ok(())
}

/// From navigation to the app's first screen drawn (on a class server's
/// site, the screen that joins a class), polled every 50 ms.
fn first_screen(s: &crate::webdriver::Session) -> Result<f64, String> {
    checks::install(s)?;
    let t0 = std::time::Instant::now();
    loop {
        let st = s.eval("return window.__wt.state();", json!([]))?;
        if st["screen"]
            .as_str()
            .is_some_and(|screen| !screen.is_empty())
        {
            return Ok(st["t"].as_f64().unwrap_or_default());
        }
        if t0.elapsed() > Duration::from_secs(60) {
            return Err(format!("FAILED: no screen within 60 s: {st}"));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The same jobs in the site's worker and in a release build of this
/// machine's own: nodes per second, and that both searched the same nodes.
fn coach_speed(root: &Path, tools: &Tools, url: &str) -> Result<(), String> {
    let midgame: Position = MIDGAME.parse().map_err(|e| format!("{e}"))?;
    let jobs = [
        (
            "analysis of the start, depth 14",
            Job::Analyse {
                pos: Position::START,
                history: Vec::new(),
                limits: Limits::depth(14),
                table_mb: 16,
            },
        ),
        (
            "analysis of a midgame, depth 15",
            Job::Analyse {
                pos: midgame,
                history: Vec::new(),
                limits: Limits::depth(15),
                table_mb: 16,
            },
        ),
        (
            "level 5's move in that midgame (its own node limit)",
            Job::Choose {
                game: Game::new(midgame),
                level: Level::MAX,
                seed: 1,
                nodes: None,
            },
        ),
        (
            "the teaching check after the first move",
            Job::Analyse {
                pos: {
                    let mut p = Position::START;
                    p.play_unchecked(wahree::engine::House::new(2).ok_or("a house")?);
                    p
                },
                history: Vec::new(),
                limits: wahree::coach::REVIEW_LIMITS,
                table_mb: 4,
            },
        ),
    ];
    let texts: Vec<String> = jobs
        .iter()
        .map(|(_, j)| wahree::wire::job_to_text(j))
        .collect();
    // Each job several times over, the fastest kept on both sides: the
    // machine is shared, and a slow run is the machine's, not the code's.
    let repeated: Vec<String> = texts
        .iter()
        .flat_map(|t| std::iter::repeat_n(t.clone(), REPEATS))
        .collect();
    let b = Browser::open(tools, "en-US", 1280, 800)?;
    b.session.goto(url)?;
    checks::first_frame(&b.session)?;
    // A first job loads the worker and lets the browser compile the
    // search's hot code fully; it is not timed.
    let mut all = vec![texts[0].replace("\"depth\":14", "\"depth\":12")];
    all.extend(repeated.iter().cloned());
    let v = b.session.eval_async(
        "const done = arguments[arguments.length - 1];
         window.__wt.jobs(arguments[0]).then(done, (e) => done({ error: String(e) }));",
        json!([all]),
    )?;
    if let Some(e) = v.get("error") {
        return Err(format!("the worker: {e}"));
    }
    let native = native_times(root, &repeated)?;
    for (i, (what, _)) in jobs.iter().enumerate() {
        let runs = (i * REPEATS..(i + 1) * REPEATS).map(|k| {
            let browser = (
                v["answers"][k + 1].as_str().unwrap_or_default().to_owned(),
                v["times"][k + 1].as_f64().unwrap_or(f64::MAX),
            );
            (browser, native[k].clone())
        });
        let runs: Vec<_> = runs.collect();
        let answer = &runs[0].0.0;
        let same = runs.iter().all(|(b, n)| b.0 == *answer && n.0 == *answer);
        let ms = runs.iter().map(|r| r.0.1).fold(f64::MAX, f64::min);
        let native_ms = runs.iter().map(|r| r.1.1).fold(f64::MAX, f64::min);
        let same = if same {
            "same answer every time"
        } else {
            "DIFFERENT answers"
        };
        let nodes: Option<u64> = serde_json::from_str::<serde_json::Value>(answer)
            .ok()
            .and_then(|a| a["nodes"].as_u64());
        match nodes {
            Some(n) => println!(
                "  {what}: {n} nodes; browser {ms:.0} ms ({:.2} M nodes/s), native {native_ms:.0} ms ({:.2} M nodes/s), ratio {:.2}; {same}",
                n as f64 / ms / 1e3,
                n as f64 / native_ms / 1e3,
                native_ms / ms
            ),
            None => println!(
                "  {what}: browser {ms:.0} ms, native {native_ms:.0} ms, ratio {:.2}; {same}",
                native_ms / ms
            ),
        }
    }
    Ok(())
}

/// Runs the jobs in a release build of the xtask (`native-job`), one
/// process, each job timed there: (answer, ms) for each.
fn native_times(root: &Path, texts: &[String]) -> Result<Vec<(String, f64)>, String> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(root)
        .args([
            "run",
            "--quiet",
            "--release",
            "--package",
            "xtask",
            "--",
            "native-jobs",
        ])
        .args(texts)
        .output()
        .map_err(|e| format!("cannot run the native jobs: {e}"))?;
    if !out.status.success() {
        return Err(format!(
            "the native jobs failed: {}",
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines()
        .map(|l| {
            let (ms, answer) = l.split_once(' ').ok_or("a time and an answer")?;
            Ok((answer.to_owned(), ms.parse().map_err(|_| "a time")?))
        })
        .collect()
}

/// `native-jobs TEXT...`: each job run here, printed as "ms answer".
pub fn native_jobs(texts: &[String]) -> Result<(), String> {
    for text in texts {
        let job = wahree::wire::job_from_text(text).ok_or("not a job")?;
        let t0 = std::time::Instant::now();
        let done = job.run(std::sync::Arc::default());
        let ms = t0.elapsed().as_secs_f64() * 1e3;
        println!("{ms:.1} {}", wahree::wire::done_to_text(&done));
    }
    Ok(())
}

/// The page's frames (requestAnimationFrame) while four seeds are sown in
/// a game between two friends, 1280x800: the time between frames.
fn sowing_frames(tools: &Tools, url: &str) -> Result<(), String> {
    let b = Browser::open(tools, "en-US", 1280, 800)?;
    let s = &b.session;
    s.goto(url)?;
    checks::first_frame(s)?;
    s.key("p")?;
    std::thread::sleep(Duration::from_millis(800));
    s.eval(
        "window.__frames = []; const tick = (t) => { window.__frames.push(t); \
         if (window.__frames.length < 2000) requestAnimationFrame(tick); }; \
         requestAnimationFrame(tick);",
        json!([]),
    )?;
    std::thread::sleep(Duration::from_millis(300));
    let start = s.eval("return performance.now();", json!([]))?;
    s.key("3")?;
    std::thread::sleep(Duration::from_millis(2500));
    let v = s.eval("return window.__frames;", json!([]))?;
    let start = start.as_f64().unwrap_or_default();
    let frames: Vec<f64> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(serde_json::Value::as_f64)
        .filter(|&t| t >= start && t <= start + 1700.0)
        .collect();
    let mut gaps: Vec<f64> = frames.windows(2).map(|w| w[1] - w[0]).collect();
    if gaps.is_empty() {
        return Err("no frames while sowing".into());
    }
    gaps.sort_by(f64::total_cmp);
    let p95 = gaps[(gaps.len() * 95 / 100).min(gaps.len() - 1)];
    println!(
        "  frames while sowing (1.7 s from the key): {} frames, median {:.1} ms apart, p95 {:.1} ms, longest {:.1} ms",
        frames.len(),
        gaps[gaps.len() / 2],
        p95,
        gaps[gaps.len() - 1]
    );
    Ok(())
}
