//! `cargo xtask load`: the class server under a school's worth of
//! learners on this machine's loopback, for a set time, with requests per
//! second, latency (p50, p99, as each device waited for its answer),
//! errors, and a check that nothing acknowledged was lost; and `--district`:
//! the teacher's view of a 30-learner class with 50,000 learners in the
//! database. Not a timed test: it prints figures for docs/performance.md
//! ("The class server"). It starts and stops its own servers (the release
//! build, `--rate 0`), on a fresh database it removes at the end.
//!
//! A run is a school's morning: before the clock starts, every device has
//! joined and sent what its learner did on earlier days (as on any day
//! but the server's first), and each device's first sync in the run
//! fetches its learner whole, as a child picking their card on a
//! Chromebook from the cart. `--first-day` is the server's first day
//! instead: every device joins and sends its whole history in the run.

mod district;
pub mod http;
pub mod learner;
pub mod servers;
pub mod stats;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use learner::{LIVE_EVERY, Plan, Sim};
use servers::{Database, Server};

pub const USAGE: &str =
    "cargo xtask load [--learners N] [--seconds S] [--database sqlite|postgres://…] \
[--servers N] [--offline SHARE] [--sync-every S] [--act-every S] [--history N] [--class-size N] \
[--first-day] [--by-second] [--binary PATH]
       cargo xtask load --district [--learners N] [--samples N] [--database …] [--binary PATH]";

#[derive(Clone, Debug)]
pub struct Options {
    pub learners: Option<usize>,
    pub seconds: f64,
    pub database: String,
    pub servers: usize,
    pub offline: f64,
    pub sync_every: f64,
    pub act_every: f64,
    pub history: usize,
    /// The server's first day: every device joins and sends its history
    /// in the run (otherwise both were done before it, unmeasured).
    pub first_day: bool,
    /// Print each second's syncs.
    pub by_second: bool,
    pub class_size: usize,
    pub binary: Option<PathBuf>,
    pub district: bool,
    pub samples: usize,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        learners: None,
        seconds: 60.0,
        database: "sqlite".into(),
        servers: 1,
        offline: 0.1,
        sync_every: 4.0,
        act_every: 3.0,
        history: 100,
        first_day: false,
        by_second: false,
        class_size: 30,
        binary: None,
        district: false,
        samples: 300,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs a value\nusage: {USAGE}"))
        };
        let number = |v: String| {
            v.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or(format!("{a}: {v} is not a number"))
        };
        match a.as_str() {
            "--learners" => o.learners = Some(number(value()?)? as usize),
            "--seconds" => o.seconds = number(value()?)?,
            "--database" => o.database = value()?,
            "--servers" => o.servers = (number(value()?)? as usize).max(1),
            "--offline" => o.offline = number(value()?)?.min(1.0),
            "--sync-every" => o.sync_every = number(value()?)?.max(0.1),
            "--act-every" => o.act_every = number(value()?)?.max(0.1),
            "--history" => o.history = number(value()?)? as usize,
            "--class-size" => o.class_size = (number(value()?)? as usize).clamp(1, 200),
            "--samples" => o.samples = (number(value()?)? as usize).max(1),
            "--binary" => o.binary = Some(value()?.into()),
            "--district" => o.district = true,
            "--first-day" => o.first_day = true,
            "--by-second" => o.by_second = true,
            other => return Err(format!("unknown option {other}\nusage: {USAGE}")),
        }
    }
    Ok(o)
}

pub fn main(root: &Path, args: &[String]) -> Result<(), String> {
    if args.iter().any(|a| a == "--duels") {
        return crate::duel_load::main(root, args);
    }
    let o = parse(args)?;
    let bin = servers::binary(root, o.binary.as_deref())?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let db = Database::make(&o.database, if o.district { "district" } else { "load" }).await?;
        let result = if o.district {
            district::run(&bin, &db, &o).await
        } else {
            load(&bin, &db, &o).await
        };
        db.remove().await;
        result
    })
}

/// The school at work.
async fn load(bin: &Path, db: &Database, o: &Options) -> Result<(), String> {
    let n = o.learners.unwrap_or(1000);
    let n_classes = n.div_ceil(o.class_size).max(1);
    let classes = servers::classes(bin, db, n_classes).await?;
    let servers: Vec<Server> = (0..o.servers)
        .map(|i| Server::start(bin, db, i))
        .collect::<Result<_, _>>()?;
    let offline_every = if o.offline > 0.0 {
        (1.0 / o.offline).round() as usize
    } else {
        usize::MAX
    };
    let now = wahree::server::now();
    let plan = Plan {
        seconds: o.seconds,
        sync_every: o.sync_every,
        act_every: o.act_every,
        history: o.history,
    };
    println!(
        "Load: {n} learners in {n_classes} classes of up to {}, {} s, {}, {} server{} ({}), \
         {} offline for a while; each acts every ~{} s and syncs every ~{} s, with {} things \
         done before ({})",
        o.class_size,
        o.seconds,
        db.kind,
        o.servers,
        if o.servers == 1 { "" } else { "s" },
        bin.display(),
        if offline_every == usize::MAX {
            0
        } else {
            n.div_ceil(offline_every)
        },
        o.act_every,
        o.sync_every,
        o.history,
        if o.first_day {
            "the server's first day: every device joins and sends them in the run"
        } else {
            "already on the server; each device's first sync fetches its learner whole"
        },
    );
    let mut seats = Vec::with_capacity(n);
    for i in 0..n {
        let class = i % n_classes;
        // Offline from a quarter to three fifths of the run, give or take.
        let offline = (i % offline_every == offline_every / 2).then(|| {
            let shift = (i % 7) as f64 / 70.0;
            (o.seconds * (0.25 + shift), o.seconds * (0.6 + shift))
        });
        // A class's devices on every server, as a district's balancer
        // sends them.
        let addr = servers[i % servers.len()].addr;
        let code = classes[class].code.clone();
        seats.push((Sim::new(i, class, offline, now), addr, code, None));
    }
    if !o.first_day {
        seats = before(seats, o.history).await?;
    }
    let load_before = servers::load_average();
    let cpu_before: Vec<f64> = servers.iter().map(Server::cpu_seconds).collect();
    let start = Instant::now();
    let mut tasks = Vec::new();
    for (sim, addr, code, joined) in seats {
        tasks.push(tokio::spawn(learner::run(
            sim,
            addr,
            code,
            plan.clone(),
            start,
            joined,
        )));
    }
    // Teachers look at their class now and then during the lesson.
    let teachers = teachers(&classes, &servers, o.seconds, start);
    let mut sims = Vec::with_capacity(n);
    let mut syncs = Vec::new();
    let mut sent_at = Vec::new();
    let mut settled: f32 = 0.0;
    let mut finals = Vec::new();
    let mut joins = Vec::new();
    let mut looks = Vec::new();
    let mut errors: BTreeMap<String, usize> = BTreeMap::new();
    for t in tasks {
        let (sim, m) = t.await.map_err(|e| e.to_string())?;
        syncs.extend(&m.syncs);
        sent_at.extend(m.sent_at);
        settled = settled.max(m.settled_at.unwrap_or(0.0));
        finals.extend(m.finals);
        joins.extend(m.joins);
        looks.extend(m.looks);
        for (k, v) in m.errors {
            *errors.entry(k).or_default() += v;
        }
        sims.push(sim);
    }
    let ran = start.elapsed().as_secs_f64();
    let mut views = teachers.await.map_err(|e| e.to_string())?;
    let cpu: f64 = servers
        .iter()
        .zip(&cpu_before)
        .map(|(s, b)| s.cpu_seconds() - b)
        .sum();
    let load_after = servers::load_average();
    let requests = syncs.len() + finals.len() + joins.len() + views.len() + looks.len();
    println!(
        "  requests: {requests} in {ran:.0} s, {:.0}/s (syncs in the run {:.0}/s)",
        requests as f64 / ran,
        syncs.len() as f64 / o.seconds
    );
    // The school at work, without the start: from one sync period after
    // every device's first sync (its history, whole) was answered, when
    // the syncs that queued behind those have been answered too.
    let settled = settled + o.sync_every as f32;
    let mut steady: Vec<u32> = syncs
        .iter()
        .zip(&sent_at)
        .filter(|(_, at)| **at >= settled)
        .map(|(ms, _)| *ms)
        .collect();
    if o.by_second {
        // Each second's syncs by when they were sent: where a tail comes from.
        let mut seconds: BTreeMap<u32, Vec<u32>> = BTreeMap::new();
        for (ms, at) in syncs.iter().zip(&sent_at) {
            seconds.entry(*at as u32).or_default().push(*ms);
        }
        for (second, mut v) in seconds {
            println!("    second {second:>3}: {}", stats::summary(&mut v));
        }
    }
    println!("  sync, during the run: {}", stats::summary(&mut syncs));
    println!(
        "  sync, the school at work (sent from {settled:.1} s, a sync period after every device's first sync was answered): {}",
        stats::summary(&mut steady)
    );
    println!(
        "  sync, the last one of each (all at once): {}",
        stats::summary(&mut finals)
    );
    if joins.is_empty() {
        println!("  join: every device joined before the run");
    } else {
        println!("  join: {}", stats::summary(&mut joins));
    }
    println!(
        "  a look for a live session (each device every ~{LIVE_EVERY} s): {}",
        stats::summary(&mut looks)
    );
    println!(
        "  the teacher's view during the run: {}",
        stats::summary(&mut views)
    );
    let n_errors: usize = errors.values().sum();
    println!("  errors: {n_errors}");
    for (what, count) in errors.iter().take(10) {
        println!("    {count} × {what}");
    }
    check(&classes, &servers[0], &sims).await?;
    println!(
        "  server CPU: {cpu:.1} s in {ran:.0} s ({:.0}% of one core); load average {load_before} before, {load_after} after",
        100.0 * cpu / ran
    );
    drop(servers);
    Ok(())
}

/// A learner's simulation, the server their device talks to, their
/// class's code, and the device's token once it joined.
type Seat = (Sim, std::net::SocketAddr, String, Option<String>);

/// The days before the run: every device joins and sends what its learner
/// did before, a few devices at a time (not measured: on any day but the
/// server's first, the school's history is on it already).
async fn before(seats: Vec<Seat>, history: usize) -> Result<Vec<Seat>, String> {
    let t = Instant::now();
    let n = seats.len();
    let gate = std::sync::Arc::new(tokio::sync::Semaphore::new(16));
    let mut tasks = Vec::with_capacity(n);
    for (mut sim, addr, code, _) in seats {
        let gate = gate.clone();
        tasks.push(tokio::spawn(async move {
            let _turn = gate.acquire_owned().await;
            let mut m = learner::Measured::default();
            let token = learner::before(&mut sim, addr, &code, history, &mut m).await;
            (sim, addr, code, token, m.errors)
        }));
    }
    let mut out = Vec::with_capacity(n);
    for task in tasks {
        let (sim, addr, code, token, errors) = task.await.map_err(|e| e.to_string())?;
        if token.is_none() {
            return Err(format!(
                "learner {} could not join and send their history before the run: {errors:?}",
                sim.learner.id
            ));
        }
        out.push((sim, addr, code, token));
    }
    println!(
        "  before the run: {n} devices joined and sent {history} things done each, in {:.1} s",
        t.elapsed().as_secs_f64()
    );
    Ok(out)
}

/// Each class's teacher opens the class's view every 20 s or so.
fn teachers(
    classes: &[servers::Class],
    servers: &[Server],
    seconds: f64,
    start: Instant,
) -> tokio::task::JoinHandle<Vec<u32>> {
    let work: Vec<_> = classes
        .iter()
        .enumerate()
        .map(|(i, c)| (c.code.clone(), servers[i % servers.len()].addr, i))
        .collect();
    let n = work.len().max(1);
    tokio::spawn(async move {
        let mut handles = Vec::new();
        for (code, addr, i) in work {
            handles.push(tokio::spawn(async move {
                let mut conn = http::Conn::new(addr);
                let mut out = Vec::new();
                // Spread over the first 20 s, each signing in (Argon2id,
                // tens of milliseconds of the server's CPU) at their first
                // look, not all at the lesson's first second.
                let mut next =
                    start + std::time::Duration::from_secs_f64(20.0 * i as f64 / n as f64);
                tokio::time::sleep_until(next.into()).await;
                let Ok(cookie) = sign_in(&mut conn, &code).await else {
                    return out;
                };
                loop {
                    tokio::time::sleep_until(next.into()).await;
                    if start.elapsed().as_secs_f64() >= seconds {
                        return out;
                    }
                    let t = Instant::now();
                    if let Ok(a) = conn
                        .call("GET", "/api/teacher/class", &[("Cookie", &cookie)], b"")
                        .await
                        && a.status == 200
                    {
                        out.push(t.elapsed().as_micros() as u32);
                    }
                    next += std::time::Duration::from_secs(20);
                }
            }));
        }
        let mut all = Vec::new();
        for h in handles {
            all.extend(h.await.unwrap_or_default());
        }
        all
    })
}

/// The teacher of the class with `code` signs in: the session's cookie.
pub async fn sign_in(conn: &mut http::Conn, code: &str) -> Result<String, String> {
    let body = serde_json::json!({ "code": code, "password": servers::PASSWORD }).to_string();
    let a = conn
        .call("POST", "/api/teacher/sign-in", &[], body.as_bytes())
        .await?;
    if a.status != 200 {
        return Err(format!("sign-in: {}", a.status));
    }
    a.cookie.ok_or_else(|| "sign-in: no cookie".to_owned())
}

/// The class's learners as its teacher sees them.
async fn class_view(
    conn: &mut http::Conn,
    cookie: &str,
) -> Result<Vec<wahree::classroom::Learner>, String> {
    let a = conn
        .call("GET", "/api/teacher/class", &[("Cookie", cookie)], b"")
        .await?;
    if a.status != 200 {
        return Err(format!("the class's view: {}", a.status));
    }
    #[derive(serde::Deserialize)]
    struct View {
        learners: Vec<wahree::classroom::Learner>,
    }
    serde_json::from_slice::<View>(&a.body)
        .map(|v| v.learners)
        .map_err(|e| format!("the class's view: {e}"))
}

/// Nothing lost: every fact and step a 200 acknowledged is in the class
/// as its teacher reads it.
async fn check(classes: &[servers::Class], server: &Server, sims: &[Sim]) -> Result<(), String> {
    let mut conn = http::Conn::new(server.addr);
    let (mut facts, mut steps, mut lost_facts, mut lost_steps, mut waiting) = (0, 0, 0, 0, 0);
    for (c, class) in classes.iter().enumerate() {
        let cookie = sign_in(&mut conn, &class.code).await?;
        let learners = class_view(&mut conn, &cookie).await?;
        for sim in sims.iter().filter(|s| s.class == c) {
            let theirs = learners.iter().find(|l| l.id == sim.learner.id);
            let (f, s) = learner::lost(sim, theirs);
            lost_facts += f;
            lost_steps += s;
            facts += sim.acked_facts;
            steps += sim.acked_steps;
            waiting += sim.facts.len() - sim.acked_facts + sim.steps.len() - sim.acked_steps;
        }
    }
    let verdict = if lost_facts + lost_steps == 0 {
        "nothing lost"
    } else {
        "LOST"
    };
    println!(
        "  {verdict}: {facts} acknowledged facts and {steps} lesson steps checked on the server, \
         {lost_facts} facts and {lost_steps} steps missing; {waiting} never acknowledged"
    );
    if lost_facts + lost_steps > 0 {
        return Err("acknowledged work was lost".into());
    }
    Ok(())
}
