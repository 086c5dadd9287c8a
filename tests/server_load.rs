//! The real `wahree serve` under a hostile and careless network, all at
//! once for about fifteen seconds, on loopback only (several 127.x.y.z
//! source addresses stand for several machines): a flood of sign-ins with
//! unknown codes and wrong passwords, hundreds of silent connections from
//! one address, slow readers of a 13 MB file, syncs of 3.5 MB each, a fact
//! stamped at 2^63, a learner filled up to the cap. Meanwhile another
//! machine is answered within a second every time, the teacher signs in
//! from their own address, their view stays small and fast, and the
//! server's memory (VmHWM of the process) stays under 300 MB.

#[path = "common/child.rs"]
mod child;

use std::net::{Ipv4Addr, SocketAddr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use wahree::classroom::journal::Event;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId, Stamp};

const PASSWORD: &str = "load-password";
const BIG: &str = "/wahree-0123456789abcdef.png";
const BIG_SIZE: usize = 13_600_000;
const MEMORY: u64 = 300 << 20;

/// A connection to `addr` from the loopback address `from`.
async fn connect(from: Ipv4Addr, addr: SocketAddr) -> std::io::Result<TcpStream> {
    assert!(
        from.is_loopback() && addr.ip().is_loopback(),
        "loopback only"
    );
    let s = TcpSocket::new_v4()?;
    s.bind(SocketAddr::from((from, 0)))?;
    s.connect(addr).await
}

struct Answer {
    status: u16,
    head: String,
    body: Vec<u8>,
}

/// One request on a connection of its own from `from`; the whole answer
/// (within 30 s, else an error).
async fn call(
    from: Ipv4Addr,
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> std::io::Result<Answer> {
    let talk = async {
        let mut s = connect(from, addr).await?;
        let mut head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n",
            body.len()
        );
        for (k, v) in headers {
            head.push_str(&format!("{k}: {v}\r\n"));
        }
        head.push_str("\r\n");
        s.write_all(head.as_bytes()).await?;
        s.write_all(body).await?;
        let mut raw = Vec::new();
        s.read_to_end(&mut raw).await?;
        let split = raw
            .windows(4)
            .position(|w| w == b"\r\n\r\n")
            .ok_or_else(|| std::io::Error::other("no answer"))?;
        let head = String::from_utf8_lossy(&raw[..split]).into_owned();
        let status = head.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
        Ok(Answer {
            status,
            head,
            body: raw[split + 4..].to_vec(),
        })
    };
    tokio::time::timeout(Duration::from_secs(30), talk)
        .await
        .map_err(|_| std::io::Error::other("no answer in 30 s"))?
}

fn ip(a: u8, b: u8, c: u8) -> Ipv4Addr {
    Ipv4Addr::new(127, a, b, c)
}

fn learner(id: &str, facts: u64, origin: u64) -> Learner {
    let mut l = Learner {
        id: LearnerId::try_from(id.to_owned()).unwrap(),
        name: id.trim_start_matches("l1-").into(),
        ..Learner::default()
    };
    for k in 0..facts {
        l.journal.add(
            Stamp {
                at: 1_700_000_000 + k / 4,
                n: k,
                origin,
            },
            Event::Try {
                puzzle: format!("p-{}", k % 50),
                solved: !k.is_multiple_of(3),
            },
        );
    }
    l
}

fn sync_body(learners: Vec<Learner>) -> Vec<u8> {
    serde_json::to_vec(&Request {
        format: sync::FORMAT,
        since: 0,
        learners,
        follow: Vec::new(),
        fetch: Vec::new(),
    })
    .unwrap()
}

/// Another machine's requests, one every 100 ms until `stop`: the
/// slowest answer, and any that failed.
async fn bystander(addr: SocketAddr, stop: Arc<AtomicBool>) -> (Duration, Vec<String>) {
    let mut slowest = Duration::ZERO;
    let mut failed = Vec::new();
    let mut k = 0u32;
    while !stop.load(Ordering::Relaxed) {
        let path = if k.is_multiple_of(2) {
            "/api/hello"
        } else {
            "/index.html"
        };
        let t = Instant::now();
        match call(ip(0, 0, 200), addr, "GET", path, &[], b"").await {
            Ok(a) if a.status == 200 => {}
            Ok(a) => failed.push(format!("{path}: {}", a.status)),
            Err(e) => failed.push(format!("{path}: {e}")),
        }
        slowest = slowest.max(t.elapsed());
        k += 1;
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    (slowest, failed)
}

/// Signs in from `from`, trying again while told to wait or that the
/// server is busy (for at most `patience`): the cookie.
async fn sign_in(from: Ipv4Addr, addr: SocketAddr, code: &str, patience: Duration) -> String {
    let body = json!({ "code": code, "password": PASSWORD }).to_string();
    let end = Instant::now() + patience;
    loop {
        let a = call(
            from,
            addr,
            "POST",
            "/api/teacher/sign-in",
            &[],
            body.as_bytes(),
        )
        .await
        .expect("the sign-in is answered");
        if a.status == 200 {
            return a
                .head
                .lines()
                .find_map(|l| l.strip_prefix("set-cookie: "))
                .and_then(|c| c.split(';').next())
                .expect("a session cookie")
                .to_owned();
        }
        assert!(
            [429, 503].contains(&a.status) && Instant::now() < end,
            "the teacher is kept out: {} {}",
            a.status,
            String::from_utf8_lossy(&a.body)
        );
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hostile_network_neither_knocks_the_server_over_nor_keeps_anyone_out() {
    let data = child::Scratch::new("load");
    let site = data.0.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><title>W</title><script type=\"module\">go();</script>",
    )
    .unwrap();
    // A file the size of the app's module, as a kind the server does not
    // compress (compressing 13 MB would take a debug build's CPU for long).
    let big: Vec<u8> = (0..BIG_SIZE as u32)
        .map(|i| (i.wrapping_mul(2_654_435_761) >> 13) as u8)
        .collect();
    std::fs::write(site.join(BIG.trim_start_matches('/')), &big).unwrap();
    drop(big);
    let code = child::add_class(&data.0, None, "Load", PASSWORD);
    let server = child::start(&data.0, &["--rate", "0", "--site", site.to_str().unwrap()]);
    let addr = server.addr;
    let started = Instant::now();

    let join = |from: Ipv4Addr| {
        let code = code.clone();
        async move {
            let a = call(
                from,
                addr,
                "POST",
                "/api/join",
                &[],
                json!({ "code": code }).to_string().as_bytes(),
            )
            .await
            .unwrap();
            assert_eq!(a.status, 200, "{}", String::from_utf8_lossy(&a.body));
            let v: Value = serde_json::from_slice(&a.body).unwrap();
            format!("Bearer {}", v["token"].as_str().unwrap())
        }
    };
    let device = join(ip(0, 0, 10)).await;

    let stop = Arc::new(AtomicBool::new(false));
    let watch = tokio::spawn(bystander(addr, stop.clone()));
    let peak = Arc::new(AtomicU64::new(0));

    // 1. Sign-ins with unknown codes and wrong passwords, 400 at once
    // from eight addresses.
    let mut flood = tokio::task::JoinSet::new();
    for i in 0..400u32 {
        let code = if i % 2 == 0 {
            "NOSUCHCODE".to_owned()
        } else {
            code.clone()
        };
        flood.spawn(async move {
            let body = json!({ "code": code, "password": format!("guess-{i}") }).to_string();
            call(
                ip(0, 1, 1 + (i % 8) as u8),
                addr,
                "POST",
                "/api/teacher/sign-in",
                &[],
                body.as_bytes(),
            )
            .await
            .map(|a| a.status)
        });
    }

    // 2. Silent connections from one address: past its cap each is
    // answered 429 at once and closed.
    let silent = tokio::spawn(async move {
        let mut all = Vec::new();
        for _ in 0..300 {
            if let Ok(s) = connect(ip(0, 2, 1), addr).await {
                all.push(s);
            }
        }
        // Each told 429 at once, or held (until the server closes it).
        let mut looks = tokio::task::JoinSet::new();
        for mut s in all {
            looks.spawn(async move {
                let mut buf = [0u8; 64];
                match tokio::time::timeout(Duration::from_secs(3), s.read(&mut buf)).await {
                    Ok(Ok(n)) if buf[..n].starts_with(b"HTTP/1.1 429") => None,
                    _ => Some(s),
                }
            });
        }
        let (mut held, mut told) = (Vec::new(), 0);
        while let Some(r) = looks.join_next().await {
            match r.unwrap() {
                Some(s) => held.push(s),
                None => told += 1,
            }
        }
        (held, told)
    });

    // 3. Slow readers of the big file: 60, each reads 64 KB and stalls.
    let mut readers = Vec::new();
    for i in 0..60u8 {
        let mut s = connect(ip(0, 3, 1 + i % 3), addr).await.unwrap();
        s.write_all(format!("GET {BIG} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
            .await
            .unwrap();
        let mut got = vec![0u8; 64 << 10];
        let _ = tokio::time::timeout(Duration::from_secs(5), s.read_exact(&mut got)).await;
        readers.push(s);
    }

    // 4. Syncs of 3.5 MB from one device, eight at once: read and refused
    // (more facts than a learner may have), in bounded memory.
    let mut heavy = tokio::task::JoinSet::new();
    let fat = Arc::new(sync_body(vec![learner("l1-fat", 40_000, 7)]));
    assert!(
        fat.len() > 3_000_000 && fat.len() < 4 << 20,
        "{}",
        fat.len()
    );
    for i in 0..8u8 {
        let (fat, device) = (fat.clone(), device.clone());
        heavy.spawn(async move {
            call(
                ip(0, 4, 1 + i),
                addr,
                "POST",
                "/api/sync",
                &[("Authorization", &device)],
                &fat,
            )
            .await
            .map(|a| a.status)
        });
    }
    let sample = {
        let peak = peak.clone();
        let stop = stop.clone();
        let pid = server.child.id();
        tokio::spawn(async move {
            while !stop.load(Ordering::Relaxed) {
                let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
                if let Some(kb) = s
                    .lines()
                    .find_map(|l| l.strip_prefix("VmRSS:"))
                    .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
                {
                    peak.fetch_max(kb * 1024, Ordering::Relaxed);
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
        })
    };

    // 5. The teacher signs in from their own address meanwhile.
    let cookie = sign_in(ip(0, 0, 250), addr, &code, Duration::from_secs(40)).await;

    // 6. A fact stamped at 2^63, with another child's fact: refused,
    // naming the field, at every resend; nothing of the batch written.
    let mut wild = learner("l1-wild", 1, 3);
    wild.journal.add(
        Stamp {
            at: 1 << 63,
            n: 0,
            origin: 3,
        },
        Event::Adapts(true),
    );
    let body = sync_body(vec![learner("l1-other", 1, 4), wild]);
    for _ in 0..2 {
        let a = call(
            ip(0, 0, 10),
            addr,
            "POST",
            "/api/sync",
            &[("Authorization", &device)],
            &body,
        )
        .await
        .unwrap();
        let v: Value = serde_json::from_slice(&a.body).unwrap_or(Value::Null);
        assert_eq!(
            (a.status, v["field"].as_str()),
            (400, Some("journal.at")),
            "{v}"
        );
    }

    // 7. A learner filled to the cap, then one fact more: refused.
    let full = learner("l1-full", 30_000, 9);
    let a = call(
        ip(0, 0, 10),
        addr,
        "POST",
        "/api/sync",
        &[("Authorization", &device)],
        &sync_body(vec![full]),
    )
    .await
    .unwrap();
    assert_eq!(a.status, 200, "{}", String::from_utf8_lossy(&a.body));
    // Stamped in the past: the server leaves out a fact from its future
    // until its device stamps it anew (the clocks' bound), which would
    // answer 200 without counting it.
    let more = learner("l1-full", 0, 9).with_event(
        1_760_000_000,
        Event::Try {
            puzzle: "p-x".into(),
            solved: true,
        },
    );
    let a = call(
        ip(0, 0, 10),
        addr,
        "POST",
        "/api/sync",
        &[("Authorization", &device)],
        &sync_body(vec![more]),
    )
    .await
    .unwrap();
    assert_eq!(
        (
            a.status,
            String::from_utf8_lossy(&a.body).contains("learner-full")
        ),
        (403, true)
    );

    // The teacher's view: small, and fast once summarised.
    let mut view = None;
    for _ in 0..2 {
        let t = Instant::now();
        let a = call(
            ip(0, 0, 250),
            addr,
            "GET",
            "/api/teacher/class",
            &[("Cookie", &cookie)],
            b"",
        )
        .await
        .unwrap();
        assert_eq!(a.status, 200);
        view = Some((t.elapsed(), a.body));
    }
    let (took, body) = view.unwrap();
    assert!(body.len() < 200_000, "the view is {} bytes", body.len());
    assert!(took < Duration::from_secs(1), "the view took {took:?}");
    let v: Value = serde_json::from_slice(&body).unwrap();
    let names: Vec<&str> = v["learners"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["name"].as_str())
        .collect();
    assert_eq!(names, ["full"], "nothing of a refused batch was written");

    // Every flood ended with an answer of its kind.
    let mut statuses = std::collections::BTreeMap::new();
    while let Some(r) = flood.join_next().await {
        let s = r.unwrap().expect("every sign-in is answered");
        *statuses.entry(s).or_insert(0) += 1;
    }
    assert!(
        statuses.keys().all(|s| [401, 429, 503].contains(s)),
        "{statuses:?}"
    );
    assert!(
        statuses.get(&503).is_some_and(|&n| n > 0) || statuses.get(&429).is_some_and(|&n| n > 100),
        "{statuses:?}"
    );
    while let Some(r) = heavy.join_next().await {
        let s = r.unwrap().expect("every heavy sync is answered");
        assert!([413, 503].contains(&s), "{s}");
    }
    let (held, told) = silent.await.unwrap();
    assert!(held.len() <= 128, "{} held", held.len());
    assert!(told >= 300 - 128 - 10, "only {told} told 429");
    // Silent connections are closed by the server (headers within 10 s).
    let mut closed = 0;
    for mut s in held {
        let mut buf = [0u8; 16];
        if let Ok(Ok(0)) = tokio::time::timeout(Duration::from_secs(12), s.read(&mut buf)).await {
            closed += 1;
        }
    }
    assert!(closed > 100, "{closed} silent connections closed");
    drop(readers);

    stop.store(true, Ordering::Relaxed);
    let (slowest, failed) = watch.await.unwrap();
    sample.await.unwrap();
    let (_, hwm) = server.memory();
    let peak = peak.load(Ordering::Relaxed).max(hwm);
    eprintln!(
        "load: {:?}, slowest bystander {slowest:?}, peak memory {} MB, sign-ins {statuses:?}",
        started.elapsed(),
        peak >> 20
    );
    assert!(failed.is_empty(), "the bystander was refused: {failed:?}");
    // Issue 30's bound. A connection the system drops (a full backlog)
    // is tried again a second later: seen as 1.02-1.05 s before the
    // server listened with room for bursts (net::BACKLOG).
    assert!(
        slowest < Duration::from_secs(1),
        "the bystander waited {slowest:?}"
    );
    assert!(peak < MEMORY, "peak memory {} MB", peak >> 20);
}
