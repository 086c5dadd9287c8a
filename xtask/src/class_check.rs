//! The class server in the browser (issue 20): one `wahree serve` on
//! 127.0.0.1 with a class of its own, and three headless Chromiums, each
//! with a profile of its own (so its own storage), as three devices of
//! the class. A child's lesson steps made on device 1 are on device 2 once
//! she picks her card there; a second child learns on device 2; the
//! teacher signs in on device 3 and sees both children from the server.
//! Then the server is killed: device 1 goes on learning, its sign says
//! the work waits, and once the server runs again on the same port and
//! database the work reaches the teacher's view.
//!
//! The devices are driven by keys, as a child at a keyboard would, and
//! read by the state the page shows on `<html>` (`src/app/web/page.rs`):
//! who is learning and their lesson steps, the sync sign, the teacher's
//! view of the class. Every wait is bounded; the server is killed and its
//! data folder removed however the check ends.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant, SystemTime};

use serde_json::Value;

use crate::browser::{Browser, Tools};
use crate::checks::{self, ENTER, ESCAPE, expect, install, wait, wait_up_to};
use crate::webdriver::Session;

/// The class's teacher's password.
pub(crate) const PASSWORD: &str = "teacher-of-20";
/// WebDriver's arrow keys.
const LEFT: &str = "\u{E012}";
const RIGHT: &str = "\u{E014}";
/// How long the work made offline may take to reach the teacher's view
/// once the server listens again: the device's next try (its waits grow
/// while the server is away, 2, 4, 8 s … up to a minute, `sync::MAX_WAIT`,
/// so they reach 16 or 32 s) and the view's refresh (every 10 s).
const ARRIVES: Duration = Duration::from_secs(75);

/// Runs the check against the site in `site`; with `shots`, keeps a
/// screenshot of each step there.
pub fn run(
    root: &Path,
    tools: &Tools,
    site: &Path,
    shots: Option<&Path>,
    live: bool,
) -> Result<(), String> {
    let t0 = Instant::now();
    let bin = wahree(root)?;
    let mut server = ClassServer::new(bin, site, "class")?;
    let devices = [
        Browser::open(tools, "en", 1280, 800)?,
        Browser::open(tools, "en", 1280, 800)?,
        Browser::open(tools, "en", 1280, 800)?,
    ];
    let fourth = if live {
        Some(Browser::open(tools, "en", 1280, 800)?)
    } else {
        None
    };
    let sessions = devices.each_ref().map(|b| &b.session);
    match story(
        &mut server,
        sessions,
        fourth.as_ref().map(|b| &b.session),
        shots,
    ) {
        Ok(done) => {
            println!(
                "web-test: the class server with its devices, {done} checks passed in {:.1} s",
                t0.elapsed().as_secs_f64()
            );
            Ok(())
        }
        Err(e) => {
            // What each device showed, to see what went wrong.
            let dir = shots.map_or_else(std::env::temp_dir, Path::to_path_buf);
            let mut seen = String::new();
            for (i, s) in sessions.iter().enumerate() {
                let file = dir.join(format!("web-class-failed-device{}.png", i + 1));
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

/// The three devices' story; the number of checks passed.
fn story(
    server: &mut ClassServer,
    [d1, d2, d3]: [&Session; 3],
    d4: Option<&Session>,
    shots: Option<&Path>,
) -> Result<usize, String> {
    let mut steps = Steps {
        shots,
        done: 0,
        lap: Instant::now(),
    };
    let code = server.add_class("3B")?;
    let addr = server.start(0)?;
    let base = format!("http://{addr}");
    ok(
        &mut steps,
        &Session::placeholder(),
        "",
        &format!("wahree serve runs on {addr} with a class (code {code})"),
    )?;

    // Device 1: Ana adds her name and does the first four steps of the
    // first lesson (explanations, done as they are seen).
    join(d1, &base, &code, 1, 1)?;
    add(d1, "Ana", 2)?;
    pick(d1, 0, "Ana")?;
    let ana = lesson(d1, "1", 3)?;
    expect(
        ana == 4,
        &format!("four lesson steps done on device 1: {ana}"),
    )?;
    wait(d1, "device 1's work sent", |st| st["sync"] == "synced")?;
    ok(
        &mut steps,
        d1,
        "web-class-device1-en",
        "device 1 joins with the class's link; Ana's lesson steps go to the server",
    )?;

    // Device 2: Ana's card comes with the first sync; picked, her work
    // comes with it.
    join(d2, &base, &code, 2, 2)?;
    ok(
        &mut steps,
        d2,
        "web-class-device2-picker-en",
        "device 2 joins and shows Ana's card",
    )?;
    pick(d2, 0, "Ana")?;
    wait(d2, "Ana's lesson steps on device 2", |st| {
        st["steps"] == ana.to_string().as_str()
    })?;
    ok(
        &mut steps,
        d2,
        "",
        "Ana picks her card on device 2 and finds her lesson steps",
    )?;

    // Ben adds his name on device 2 the next morning (a reload opens on
    // "Who is playing?") and does two steps.
    d2.refresh()?;
    install(d2)?;
    wait(d2, "Who is playing? after a reload", |st| {
        st["screen"] == "picker" && st["learners"] == "2"
    })?;
    add(d2, "Ben", 3)?;
    pick(d2, 1, "Ben")?;
    let ben = lesson(d2, "1", 1)?;
    wait(d2, "device 2's work sent", |st| st["sync"] == "synced")?;
    ok(
        &mut steps,
        d2,
        "",
        "Ben adds his name on device 2 and learns there",
    )?;

    // Device 3: the teacher signs in with the class's password and sees
    // both children, each with their own work.
    join(d3, &base, &code, 3, 3)?;
    press(d3, "t")?;
    wait(d3, "the teacher's sign-in", |st| st["screen"] == "sign-in")?;
    // The password's field takes the keyboard.
    std::thread::sleep(Duration::from_millis(400));
    type_text(d3, PASSWORD)?;
    press(d3, ENTER)?;
    let both = format!("Ana:{ana},Ben:{ben}");
    wait(d3, "the teacher's view of the class", |st| {
        st["screen"] == "teacher" && st["class"] == both.as_str()
    })?;
    // The page settles (the QR code is drawn) before the picture.
    std::thread::sleep(Duration::from_millis(800));
    ok(
        &mut steps,
        d3,
        "teacher-class-server",
        &format!("the teacher signs in on device 3 and sees both devices' work ({both})"),
    )?;

    // The server goes away: device 1 goes on, and says its work waits.
    server.kill();
    let more = lesson(d1, "2", 0)?;
    expect(more > ana, "device 1 goes on learning without the server")?;
    wait(d1, "device 1's sign: work waiting, no server", |st| {
        st["sync"] == "offline"
    })?;
    ok(
        &mut steps,
        d1,
        "web-class-offline-en",
        &format!(
            "without the server device 1 goes on ({more} steps) and its sign says the work waits"
        ),
    )?;

    // Back on the same port and database: the work arrives.
    let restart = Instant::now();
    server.start(addr.port())?;
    let restart = restart.elapsed().as_secs_f64();
    let back = Instant::now();
    let after = format!("Ana:{more},Ben:{ben}");
    wait_up_to(
        d1,
        "device 1's work sent once the server is back",
        ARRIVES,
        |st| st["sync"] == "synced",
    )?;
    let left = ARRIVES.saturating_sub(back.elapsed());
    wait_up_to(
        d3,
        "the work made offline in the teacher's view",
        left,
        |st| st["screen"] == "teacher" && st["class"] == after.as_str(),
    )?;
    ok(
        &mut steps,
        d3,
        "web-class-back-en",
        &format!(
            "the server started again ({restart:.0} s), device 1's work reaches the \
             teacher's view {:.1} s after ({after})",
            back.elapsed().as_secs_f64()
        ),
    )?;

    // The live class on the same server (`live_check.rs`), with a fourth
    // device.
    if let Some(d4) = d4 {
        crate::live_check::story(&mut steps, &base, &code, [d1, d2, d3, d4])?;
    }
    Ok(steps.done)
}

/// The checks passed, and the time each took.
pub(crate) struct Steps<'a> {
    shots: Option<&'a Path>,
    done: usize,
    lap: Instant,
}

impl<'a> Steps<'a> {
    pub(crate) fn new(shots: Option<&'a Path>) -> Steps<'a> {
        Steps {
            shots,
            done: 0,
            lap: Instant::now(),
        }
    }

    /// The checks passed so far.
    pub(crate) fn done(&self) -> usize {
        self.done
    }
}

/// Reports a passed check with its time, and its screenshot named `shot`
/// if kept.
pub(crate) fn ok(steps: &mut Steps, s: &Session, shot: &str, what: &str) -> Result<(), String> {
    let took = steps.lap.elapsed().as_secs_f64();
    steps.lap = Instant::now();
    let mut report = checks::Steps {
        shots: steps.shots,
        done: 0,
    };
    report.ok(s, shot, &format!("{what} [{took:.1} s]"))?;
    steps.done += 1;
    Ok(())
}

/// Device number `device` (a browser with a profile of its own) opened on
/// the class's join link: "Who is playing?" once the class's `cards`
/// (its learners and the guest) came with the first sync.
pub(crate) fn join(
    s: &Session,
    base: &str,
    code: &str,
    device: usize,
    cards: usize,
) -> Result<(), String> {
    s.goto(&format!("{base}/?join={code}"))?;
    install(s)?;
    let cards = cards.to_string();
    wait(s, &format!("device {device} joined"), |st| {
        st["screen"] == "picker" && st["sync"] == "synced" && st["learners"] == cards.as_str()
    })
    .map(drop)
}

/// On "Who is playing?": adds `name` (N, the name, Enter); the class then
/// has `count` learners, the guest with them.
pub(crate) fn add(s: &Session, name: &str, count: usize) -> Result<(), String> {
    press(s, "n")?;
    // The field takes the keyboard.
    std::thread::sleep(Duration::from_millis(400));
    type_text(s, name)?;
    press(s, ENTER)?;
    let count = count.to_string();
    wait(s, &format!("{name}'s card"), |st| {
        st["screen"] == "picker" && st["learners"] == count.as_str()
    })
    .map(drop)
}

/// On "Who is playing?": the card at `place` (by name; the arrows from
/// the first), and Enter: `name` is learning, on Home.
pub(crate) fn pick(s: &Session, place: usize, name: &str) -> Result<(), String> {
    let cards: usize = state_of(s, "learners")?.parse().unwrap_or(1);
    for _ in 0..cards {
        press(s, LEFT)?;
    }
    for _ in 0..place {
        press(s, RIGHT)?;
    }
    press(s, ENTER)?;
    wait(s, &format!("{name} learning"), |st| {
        st["screen"] == "home" && st["learner"] == name
    })
    .map(drop)
}

/// From Home: the lesson with number `key` on the list (its first step, an
/// explanation, is done as it is seen), then `next` steps more; back to
/// Home. The lesson steps done at the end.
fn lesson(s: &Session, key: &str, next: usize) -> Result<usize, String> {
    let steps = |st: &Value| st["steps"].as_str().and_then(|n| n.parse().ok());
    press(s, "l")?;
    let st = wait(s, "the lessons", |st| st["screen"] == "lessons")?;
    let mut done: usize = steps(&st).unwrap_or(0);
    press(s, key)?;
    wait(s, "the lesson's first step", |st| {
        st["screen"] == "lesson" && steps(st) > Some(done)
    })?;
    done += 1;
    for _ in 0..next {
        press(s, RIGHT)?;
        wait(s, "the lesson's next step", |st| steps(st) > Some(done))?;
        done += 1;
    }
    press(s, ESCAPE)?;
    wait(s, "the lessons", |st| st["screen"] == "lessons")?;
    press(s, ESCAPE)?;
    let st = wait(s, "Home", |st| st["screen"] == "home")?;
    steps(&st).ok_or_else(|| format!("no lesson steps on {st}"))
}

pub(crate) fn state_of(s: &Session, key: &str) -> Result<String, String> {
    Ok(crate::checks::state(s)?[key]
        .as_str()
        .unwrap_or_default()
        .to_owned())
}

/// Presses `key` as a child would, not sooner than half a second after
/// the last press: the app takes the same key again sooner, once the
/// screen changed, for a double press and drops it (`src/app/settle.rs`).
pub(crate) fn press(s: &Session, key: &str) -> Result<(), String> {
    std::thread::sleep(Duration::from_millis(600));
    s.key(key)
}

/// Types `text` into the field that has the keyboard, a key at a time.
fn type_text(s: &Session, text: &str) -> Result<(), String> {
    for c in text.chars() {
        s.key(&c.to_string())?;
    }
    Ok(())
}

/// The debug `wahree` that `cargo test` builds; built here when it is
/// missing or older than the sources (without the GUI, which the server
/// does not need).
pub(crate) fn wahree(root: &Path) -> Result<PathBuf, String> {
    let bin = crate::site::target_dir(root).join("debug").join("wahree");
    let built = std::fs::metadata(&bin).and_then(|m| m.modified()).ok();
    let sources = ["src", "migrations", "Cargo.toml", "Cargo.lock"]
        .iter()
        .filter_map(|p| newest(&root.join(p)))
        .max();
    if built.is_some_and(|b| sources.is_none_or(|s| s <= b)) {
        return Ok(bin);
    }
    println!("Building the class server (wahree, debug, without the GUI)...");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--no-default-features", "--bin", "wahree"])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?;
    if !status.success() {
        return Err(format!("building wahree failed: {status}"));
    }
    Ok(bin)
}

/// When the newest file at or under `path` was changed.
fn newest(path: &Path) -> Option<SystemTime> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_dir() {
        return meta.modified().ok();
    }
    std::fs::read_dir(path)
        .ok()?
        .flatten()
        .filter_map(|e| newest(&e.path()))
        .max()
}

/// A `wahree serve` of the check's own on 127.0.0.1, with a fresh data
/// folder (its SQLite database): killed, and the folder removed, when
/// dropped.
pub(crate) struct ClassServer {
    bin: PathBuf,
    site: PathBuf,
    data: PathBuf,
    child: Option<Child>,
}

impl ClassServer {
    pub(crate) fn new(bin: PathBuf, site: &Path, label: &str) -> Result<ClassServer, String> {
        let data = std::env::temp_dir().join(format!("wahree-{label}-test-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&data);
        std::fs::create_dir_all(&data)
            .map_err(|e| format!("cannot make {}: {e}", data.display()))?;
        Ok(ClassServer {
            bin,
            site: site.to_path_buf(),
            data,
            child: None,
        })
    }

    fn wahree(&self) -> Command {
        let mut c = Command::new(&self.bin);
        c.arg("--data-dir").arg(&self.data).arg("serve");
        c
    }

    /// `wahree serve class add NAME`, the password on its standard input:
    /// the class's code.
    pub(crate) fn add_class(&self, name: &str) -> Result<String, String> {
        let mut child = self
            .wahree()
            .args(["class", "add", name])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {}: {e}", self.bin.display()))?;
        if let Some(mut stdin) = child.stdin.take() {
            writeln!(stdin, "{PASSWORD}").map_err(|e| e.to_string())?;
        }
        let out = child.wait_with_output().map_err(|e| e.to_string())?;
        let text = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            return Err(format!(
                "wahree serve class add: {}{text}",
                String::from_utf8_lossy(&out.stderr)
            ));
        }
        text.split("Its code is ")
            .nth(1)
            .and_then(|t| t.split(':').next())
            .map(str::to_owned)
            .ok_or_else(|| format!("no class code in {text:?}"))
    }

    /// Starts the server on `port` of 127.0.0.1 (0: any free one) with the
    /// site; its address once it says it listens.
    pub(crate) fn start(&mut self, port: u16) -> Result<SocketAddr, String> {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.data.join("serve.log"))
            .map_err(|e| e.to_string())?;
        let mut child = self
            .wahree()
            .arg("--site")
            .arg(&self.site)
            // The three devices are one address here: no rate limit.
            .args(["--listen", &format!("127.0.0.1:{port}"), "--rate", "0"])
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start wahree serve: {e}"))?;
        let stdout = child.stdout.take().ok_or("no standard output")?;
        self.child = Some(child);
        let (tx, rx) = mpsc::channel();
        // Reads the address it prints, then keeps the pipe drained until
        // the server ends.
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                let link = line.split_whitespace().next().unwrap_or_default();
                if let Some(at) = link.strip_prefix("http://")
                    && let Ok(addr) = at.trim_end_matches('/').parse::<SocketAddr>()
                {
                    let _ = tx.send(addr);
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .map_err(|_| "wahree serve did not say where it listens within 60 s".to_owned())?;
        expect(
            addr.ip().is_loopback() && (port == 0 || addr.port() == port),
            &format!("wahree serve listens on 127.0.0.1:{port}: {addr}"),
        )?;
        Ok(addr)
    }

    /// Kills the server at once (SIGKILL), as a pulled plug would.
    pub(crate) fn kill(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }

    /// The end of the server's log.
    pub(crate) fn log(&self) -> String {
        let text = std::fs::read_to_string(self.data.join("serve.log")).unwrap_or_default();
        let start = text.len().saturating_sub(3000);
        let start = (start..text.len())
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(text.len());
        text[start..].to_owned()
    }
}

impl Drop for ClassServer {
    fn drop(&mut self) {
        self.kill();
        let _ = std::fs::remove_dir_all(&self.data);
    }
}
