//! Wahree's build tasks, run as `cargo xtask TASK` (the alias is in
//! `.cargo/config.toml`):
//!
//! - `web [--serve] [--port N] [--dev]`: builds the browser app as a static
//!   site in `target/web/` (docs/web.md); `--serve` then starts the class
//!   server on it (`wahree serve`, docs/server.md: every interface, port
//!   8080 or `--port`) until stopped;
//! - `web-test [--no-build] [--dev] [--shots DIR] [--bench]
//!   [--require-browser] [--live] [--browser NAME]…`: builds the site and
//!   checks it in headless Chromium driven by WebDriver, served as static
//!   files and then by
//!   `wahree serve` to three browsers as three devices of a class
//!   (`class_check.rs`); `--shots` keeps screenshots, `--bench`
//!   measures the figures of docs/performance.md ("In the browser"),
//!   `--live` runs the live class with a fourth browser (`live_check.rs`,
//!   docs/live.md); then two browsers play a game against each other
//!   (`duel_check.rs`; `--duel-only` runs that alone), and a touch tablet
//!   types names, one in Japanese through an input method
//!   (`typing_check.rs`; `--typing-only` runs that alone). Firefox ESR and
//!   WebKitGTK run the checks W3C WebDriver can drive (`w3c_check.rs`),
//!   the offline reload and a game against each other. A browser that is
//!   not installed is skipped, saying what to install, unless
//!   `--require-browser` (CI) makes that a failure; `--browser chromium`,
//!   `firefox` or `webkit` picks which run;
//! - `load [--learners N] [--seconds S] [--database sqlite|postgres://…]
//!   [--servers N] [--offline SHARE] …` and `load --district`: the class
//!   server under simulated learners on loopback, with the figures of
//!   docs/performance.md ("The class server"); see `load/mod.rs`;
//! - `load --duels [--classes N] [--games N] [--servers N] [--database …]`:
//!   games between two devices, from a move sent to the other device's
//!   stream delivering it; see `duel_load.rs`;
//! - `live-load [--classes N] [--devices N] [--scale X] [--servers N]
//!   [--database …]`: the live class's latency, from a device's answer to
//!   its projector's update, with rooms of simulated devices on loopback
//!   (docs/performance.md, "The live class"); see `live_load/mod.rs`;
//! - `dist [--profile dev|release] [--check]`: the packages a teacher
//!   installs, in `target/dist/` (a `.deb`, a portable archive, the site's
//!   archive; docs/install.md), and with `--check` their checks; see
//!   `dist/mod.rs`.

mod a11y_check;
mod bench;
mod browser;
mod checks;
mod class_check;
mod dist;
mod duel_check;
mod duel_load;
mod fingerprint;
mod live_check;
mod live_load;
mod load;
mod offline;
mod png;
mod serve;
mod site;
mod typing_check;
mod w3c_check;
mod wasm;
mod webdriver;

use std::path::PathBuf;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("web") => web(&args[1..]),
        Some("web-test") => web_test(&args[1..]),
        // For `web-test --bench`: the coach's jobs timed in a release build.
        Some("native-jobs") => bench::native_jobs(&args[1..]),
        Some("load") => load::main(&root(), &args[1..]),
        Some("live-load") => live_load::main(&root(), &args[1..]),
        Some("dist") => dist::main(&root(), &args[1..]),
        _ => Err(format!(
            "{USAGE}\n       {}\n       {}\n       {}\n       {}",
            load::USAGE,
            duel_load::USAGE,
            live_load::USAGE,
            dist::USAGE
        )),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xtask: {e}");
            ExitCode::FAILURE
        }
    }
}

const USAGE: &str = "usage: cargo xtask web [--serve] [--port N] [--dev]
       cargo xtask web-test [--no-build] [--dev] [--shots DIR] [--bench] [--require-browser] [--live] [--offline-only] [--duel-only] [--typing-only] [--a11y-only] [--browser chromium|firefox|webkit]...";

/// The workspace root (this crate's parent).
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("xtask lives in the workspace")
        .to_path_buf()
}

/// Options shared by the tasks.
struct Flags {
    serve: bool,
    dev: bool,
    no_build: bool,
    bench: bool,
    require_browser: bool,
    /// The live class's browser check too (`live_check.rs`).
    live: bool,
    /// Only the offline check (`offline.rs`), while working on it.
    offline_only: bool,
    /// Only the game between two browsers (`duel_check.rs`).
    duel_only: bool,
    /// Only typing on a tablet and in Japanese (`typing_check.rs`).
    typing_only: bool,
    /// Only the accessibility tree and the keyboard (`a11y_check.rs`).
    a11y_only: bool,
    /// The browsers `--browser` named (none: every one found).
    browsers: Vec<browser::Kind>,
    port: u16,
    shots: Option<PathBuf>,
}

fn flags(args: &[String]) -> Result<Flags, String> {
    let mut f = Flags {
        serve: false,
        dev: false,
        no_build: false,
        bench: false,
        require_browser: false,
        live: false,
        offline_only: false,
        duel_only: false,
        typing_only: false,
        a11y_only: false,
        browsers: Vec::new(),
        port: 8080,
        shots: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--serve" => f.serve = true,
            "--dev" => f.dev = true,
            "--no-build" => f.no_build = true,
            "--bench" => f.bench = true,
            "--require-browser" => f.require_browser = true,
            "--live" => f.live = true,
            "--offline-only" => f.offline_only = true,
            "--duel-only" => f.duel_only = true,
            "--typing-only" => f.typing_only = true,
            "--a11y-only" => f.a11y_only = true,
            "--port" => {
                f.port = it
                    .next()
                    .and_then(|p| p.parse().ok())
                    .ok_or("--port needs a port number")?;
            }
            "--browser" => f.browsers.push(match it.next().map(String::as_str) {
                Some("chromium") => browser::Kind::Chromium,
                Some("firefox") => browser::Kind::Firefox,
                Some("webkit") => browser::Kind::WebKit,
                _ => return Err("--browser needs chromium, firefox or webkit".into()),
            }),
            "--shots" => f.shots = Some(it.next().ok_or("--shots needs a folder")?.into()),
            other => return Err(format!("unknown option {other}\n{USAGE}")),
        }
    }
    Ok(f)
}

fn web(args: &[String]) -> Result<(), String> {
    let f = flags(args)?;
    let out = site::build(&root(), f.dev)?;
    println!("The site is in {}", out.display());
    if f.serve {
        // The class server, built without the GUI (it needs none), serves
        // the site to the school's network with its compressed files.
        let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
        let status = std::process::Command::new(cargo)
            .current_dir(root())
            .args([
                "run",
                "--release",
                "--no-default-features",
                "--package",
                "wahree",
                "--",
                "serve",
                "--site",
            ])
            .arg(&out)
            .args(["--listen", &format!("[::]:{}", f.port)])
            .status()
            .map_err(|e| format!("cannot start wahree serve: {e}"))?;
        if !status.success() {
            return Err(format!("wahree serve stopped: {status}"));
        }
    }
    Ok(())
}

fn web_test(args: &[String]) -> Result<(), String> {
    use browser::Kind;
    let f = flags(args)?;
    let root = root();
    let out = if f.no_build {
        site::dir(&root)
    } else {
        site::build(&root, f.dev)?
    };
    // A release site leaves the functions' names out (0.9 MB); the
    // checks below show the page works without them.
    if !f.dev {
        site::names_left_out(&out)?;
    }
    // Every browser this machine has (or those `--browser` names). Only a
    // developer's machine may lack one: CI installs them (.ci/packages,
    // .ci/run), and there a missing browser is a failure.
    let mut found = Vec::new();
    for kind in Kind::ALL {
        if !f.browsers.is_empty() && !f.browsers.contains(&kind) {
            continue;
        }
        match browser::Tools::of(kind) {
            Some(tools) => {
                println!("web-test in {}: {}", kind.name(), tools.version());
                found.push(tools);
            }
            None if f.require_browser => {
                return Err(format!(
                    "{} and its WebDriver are needed: {} (see .ci/packages)",
                    kind.name(),
                    kind.install()
                ));
            }
            None => println!(
                "web-test SKIPPED in {}: it or its WebDriver was not found ({})",
                kind.name(),
                kind.install()
            ),
        }
    }
    let chromium = found.iter().find(|t| t.kind == Kind::Chromium);
    let others: Vec<&browser::Tools> = found.iter().filter(|t| t.kind != Kind::Chromium).collect();
    let shots = f.shots.as_deref();
    if f.offline_only {
        return found.iter().try_for_each(|t| offline::check(t, &out));
    }
    if f.duel_only {
        return duels(&root, &found, &out, shots);
    }
    if found.is_empty() {
        return Ok(());
    }
    let server =
        serve::Server::start(&out, 0).map_err(|e| format!("cannot serve the site: {e}"))?;
    if f.typing_only {
        if let Some(c) = chromium {
            typing_check::run(c, &server.url(), shots)?;
        }
        return others
            .iter()
            .try_for_each(|t| w3c_check::run(t, &server.url(), shots));
    }
    if f.a11y_only {
        return match chromium {
            Some(c) => a11y_check::run(c, &server.url(), shots),
            None => {
                println!("--a11y-only SKIPPED: it reads Chromium's accessibility tree");
                Ok(())
            }
        };
    }
    if let Some(c) = chromium {
        checks::run(c, &server.url(), shots)?;
        // A screen reader's tree and the keyboard alone (issue 31 §2),
        // read over Chromium's DevTools.
        a11y_check::run(c, &server.url(), shots)?;
        // A tablet's keyboard and a Japanese input method (issue 31).
        typing_check::run(c, &server.url(), shots)?;
    }
    // Firefox and WebKitGTK: the checks W3C WebDriver can drive.
    for t in &others {
        w3c_check::run(t, &server.url(), shots)?;
    }
    // A reload with the server off, and a new build's arrival.
    for t in &found {
        offline::check(t, &out)?;
    }
    // The class server's own site, with three devices (docs/server.md).
    if let Some(c) = chromium {
        class_check::run(&root, c, &out, shots, f.live)?;
    }
    // Two children play each other through it (`duel_check.rs`).
    duels(&root, &found, &out, shots)?;
    if f.bench {
        match chromium {
            Some(c) => bench::run(&root, &out, c, &server.url())?,
            None => println!("--bench SKIPPED: it measures through Chromium's DevTools"),
        }
    }
    Ok(())
}

/// The game between two browsers: two Chromiums, as ever; and WebKitGTK
/// (Ana) against Firefox (Ben), or the one of them there is against
/// Chromium (or itself).
fn duels(
    root: &std::path::Path,
    found: &[browser::Tools],
    out: &std::path::Path,
    shots: Option<&std::path::Path>,
) -> Result<(), String> {
    use browser::Kind;
    let of = |kind| found.iter().find(|t: &&browser::Tools| t.kind == kind);
    let chromium = of(Kind::Chromium);
    if let Some(c) = chromium {
        duel_check::run(root, [c, c], out, shots)?;
    }
    // Ana plays in English: WebKitGTK's language is the system's.
    match (of(Kind::WebKit), of(Kind::Firefox)) {
        (Some(wk), Some(ff)) => duel_check::run(root, [wk, ff], out, shots),
        (Some(one), None) | (None, Some(one)) => {
            duel_check::run(root, [one, chromium.unwrap_or(one)], out, shots)
        }
        (None, None) => Ok(()),
    }
}
