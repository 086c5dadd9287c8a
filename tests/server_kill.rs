//! An acknowledged change is never lost: the real `wahree serve` is
//! killed with SIGKILL while devices sync, started again on the same
//! database, and every fact a device was told was saved is there; once
//! the devices have sent what was waiting, each learner holds exactly
//! their device's facts, none twice. On SQLite always, and on PostgreSQL
//! when `WAHREE_TEST_POSTGRES` names one. Loopback only, a few seconds.

#[path = "common/child.rs"]
mod child;
#[path = "common/school.rs"]
mod school;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wahree::classroom::journal::Event;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId, Stamp};

/// Devices syncing at once, one learner each.
const DEVICES: usize = 6;
/// Load before the kill (once each device has had a few syncs
/// acknowledged), and after the restart.
const BEFORE: Duration = Duration::from_millis(500);
const AFTER: Duration = Duration::from_millis(800);
const PASSWORD: &str = "kill-password";

/// One request on a connection of its own: the status and the body.
fn call(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> std::io::Result<(u16, String, Vec<u8>)> {
    assert!(addr.ip().is_loopback(), "loopback only");
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(5))?;
    s.set_read_timeout(Some(Duration::from_secs(30)))?;
    s.set_write_timeout(Some(Duration::from_secs(30)))?;
    let mut head = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\n",
        body.len()
    );
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    s.write_all(head.as_bytes())?;
    s.write_all(body.as_bytes())?;
    let mut raw = Vec::new();
    s.read_to_end(&mut raw)?;
    let split = raw
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| std::io::Error::other("no answer"))?;
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| std::io::Error::other("no status"))?;
    Ok((status, head, raw[split + 4..].to_vec()))
}

/// The `k`th thing device `d`'s learner did: a puzzle tried, and every
/// third time a lesson step too.
fn act(l: &mut Learner, d: usize, k: u64) {
    l.journal.add(
        Stamp {
            at: 1_000_000 + k,
            origin: d as u64 + 1,
            n: k,
        },
        Event::Try {
            puzzle: format!("p-{}", k % 40),
            solved: !k.is_multiple_of(3),
        },
    );
    if k.is_multiple_of(3) {
        l.lessons
            .entry("board".into())
            .or_default()
            .completed
            .insert(format!("s{k}"));
    }
}

/// Whether the server's copy holds everything device `d` did up to `k`.
fn holds(l: &Learner, d: usize, k: u64) -> Result<(), String> {
    for i in 1..=k {
        let stamp = Stamp {
            at: 1_000_000 + i,
            origin: d as u64 + 1,
            n: i,
        };
        if !l.journal.events.contains_key(&stamp) {
            return Err(format!("fact {i} of device {d} is lost"));
        }
        if i % 3 == 0
            && !l
                .lessons
                .get("board")
                .is_some_and(|p| p.completed.contains(&format!("s{i}")))
        {
            return Err(format!("step s{i} of device {d} is lost"));
        }
    }
    Ok(())
}

/// What one device did, and what it was told was saved.
#[derive(Default)]
struct Tally {
    done: u64,
    acknowledged: u64,
}

/// A device's loop: does something, syncs its learner whole, notes what a
/// 200 acknowledged; a failed sync keeps everything for the next.
fn device(
    d: usize,
    code: String,
    at: Arc<Mutex<SocketAddr>>,
    stop: Arc<AtomicBool>,
    broken: Arc<AtomicUsize>,
    acked: Arc<AtomicU64>,
) -> (Learner, Tally) {
    let addr = *at.lock().unwrap();
    let (s, _, body) = call(
        addr,
        "POST",
        "/api/join",
        &[],
        &json!({ "code": code }).to_string(),
    )
    .expect("joins");
    assert_eq!(s, 200);
    let token = serde_json::from_slice::<Value>(&body).unwrap()["token"]
        .as_str()
        .unwrap()
        .to_owned();
    let bearer = format!("Bearer {token}");
    let mut l = Learner {
        id: LearnerId::try_from(format!("l{d}-kill")).unwrap(),
        name: format!("Kid {d}"),
        added: 1_000_000,
        ..Learner::default()
    };
    l.stamps.name = Stamp {
        at: 1_000_000,
        origin: d as u64 + 1,
        n: 0,
    };
    let mut t = Tally::default();
    let mut since = 0;
    loop {
        let stopping = stop.load(Ordering::SeqCst);
        if !stopping {
            t.done += 1;
            act(&mut l, d, t.done);
        }
        let req = Request {
            format: sync::FORMAT,
            since,
            learners: vec![l.clone()],
            follow: vec![l.id.clone()],
            fetch: Vec::new(),
        };
        let addr = *at.lock().unwrap();
        let body = serde_json::to_string(&req).unwrap();
        match call(
            addr,
            "POST",
            "/api/sync",
            &[("Authorization", &bearer)],
            &body,
        ) {
            Ok((200, _, answer)) => {
                t.acknowledged = t.done;
                acked.store(t.done, Ordering::SeqCst);
                since = serde_json::from_slice::<Value>(&answer).unwrap()["rev"]
                    .as_u64()
                    .unwrap();
                if stopping {
                    return (l, t);
                }
            }
            Ok((status, _, answer)) => {
                panic!("device {d}: {status} {}", String::from_utf8_lossy(&answer));
            }
            // The server is gone: try again soon, with everything.
            Err(_) => {
                broken.fetch_add(1, Ordering::SeqCst);
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

/// The class as its teacher sees it.
fn class_view(addr: SocketAddr, code: &str) -> Vec<Learner> {
    let (s, head, _) = call(
        addr,
        "POST",
        "/api/teacher/sign-in",
        &[],
        &json!({ "code": code, "password": PASSWORD }).to_string(),
    )
    .unwrap();
    assert_eq!(s, 200, "the teacher signs in");
    let cookie = head
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: "))
        .and_then(|c| c.split(';').next())
        .unwrap()
        .to_owned();
    let (s, _, body) = call(
        addr,
        "GET",
        "/api/teacher/class",
        &[("Cookie", &cookie)],
        "",
    )
    .unwrap();
    assert_eq!(s, 200);
    let v: Value = serde_json::from_slice(&body).unwrap();
    // The view shows each learner summarised: each is read whole, with
    // every fact, from their export.
    let ids: Vec<String> = v["learners"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["id"].as_str().unwrap().to_owned())
        .collect();
    ids.iter()
        .map(|id| {
            let (s, _, body) = call(
                addr,
                "GET",
                &format!("/api/teacher/learners/{id}"),
                &[("Cookie", &cookie)],
                "",
            )
            .unwrap();
            assert_eq!(s, 200);
            serde_json::from_slice(&body).unwrap()
        })
        .collect()
}

fn kill_mid_load(kind: &str, database: Option<&str>) {
    let scratch = child::Scratch::new(&format!("kill-{kind}"));
    let data = scratch.0.as_path();
    let code = child::add_class(data, database, "Kill 9", PASSWORD);
    let mut server = child::start_on(data, database);
    let at = Arc::new(Mutex::new(server.addr));
    let stop = Arc::new(AtomicBool::new(false));
    let broken = Arc::new(AtomicUsize::new(0));
    let acked: Vec<Arc<AtomicU64>> = (0..DEVICES).map(|_| Arc::default()).collect();
    let devices: Vec<_> = (0..DEVICES)
        .map(|d| {
            let (code, at, stop, broken) = (code.clone(), at.clone(), stop.clone(), broken.clone());
            let acked = acked[d].clone();
            std::thread::spawn(move || device(d, code, at, stop, broken, acked))
        })
        .collect();
    // Load until every device has had a few syncs acknowledged (bounded).
    let began = Instant::now();
    while acked.iter().any(|a| a.load(Ordering::SeqCst) < 3) {
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "{kind}: syncs too slow"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(BEFORE);
    // SIGKILL (Child::kill on Unix): no chance to finish anything.
    server.child.kill().unwrap();
    server.child.wait().unwrap();
    // An answer already on its way is read by now; the devices then find
    // the server gone and keep trying the old address.
    std::thread::sleep(Duration::from_millis(300));
    let before_kill: Vec<u64> = acked.iter().map(|a| a.load(Ordering::SeqCst)).collect();
    assert!(
        before_kill.iter().all(|&k| k > 0),
        "{kind}: every device had a sync acknowledged: {before_kill:?}"
    );
    drop(server);
    let server = child::start_on(data, database);
    // Read before any device can send again: what is there is what
    // survived the kill.
    let survived = class_view(server.addr, &code);
    for (d, &k) in before_kill.iter().enumerate() {
        let l = survived
            .iter()
            .find(|l| l.id.as_str() == format!("l{d}-kill"))
            .unwrap_or_else(|| panic!("{kind}: device {d}'s learner is lost"));
        holds(l, d, k).unwrap_or_else(|e| panic!("{kind}: after the kill, {e}"));
    }
    // The devices find the server again and send what was waiting.
    *at.lock().unwrap() = server.addr;
    std::thread::sleep(AFTER);
    stop.store(true, Ordering::SeqCst);
    let results: Vec<(Learner, Tally)> = devices.into_iter().map(|h| h.join().unwrap()).collect();
    assert!(
        broken.load(Ordering::SeqCst) > 0,
        "{kind}: the kill came while devices were syncing"
    );
    let after = class_view(server.addr, &code);
    for (d, (mine, t)) in results.iter().enumerate() {
        assert!(
            t.acknowledged > before_kill[d],
            "{kind}: synced after the restart"
        );
        let theirs = after
            .iter()
            .find(|l| l.id == mine.id)
            .unwrap_or_else(|| panic!("{kind}: device {d}'s learner is lost"));
        // Everything the device did, each once.
        holds(theirs, d, t.done).unwrap_or_else(|e| panic!("{kind}: {e}"));
        assert_eq!(
            theirs.journal.events, mine.journal.events,
            "{kind}: device {d}"
        );
        assert_eq!(theirs.lessons, mine.lessons, "{kind}: device {d}");
        assert_eq!(
            theirs.puzzles, mine.puzzles,
            "{kind}: device {d}, counted once"
        );
    }
    eprintln!(
        "{kind}: acknowledged before the kill {before_kill:?}, done in all {:?}",
        results.iter().map(|(_, t)| t.done).collect::<Vec<_>>()
    );
}

#[test]
fn acknowledged_changes_survive_sigkill_on_sqlite() {
    kill_mid_load("sqlite", None);
}

#[test]
fn acknowledged_changes_survive_sigkill_on_postgres() {
    if school::postgres_admin().is_none() {
        eprintln!("skipped: WAHREE_TEST_POSTGRES is not set");
        return;
    }
    let rt = tokio::runtime::Runtime::new().unwrap();
    let db = rt.block_on(school::postgres("kill")).unwrap();
    kill_mid_load("postgres", Some(&db.url));
    drop(db);
}
