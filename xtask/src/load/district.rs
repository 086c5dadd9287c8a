//! `cargo xtask load --district`: a district's database (50,000 learners
//! in classes of 30, each with weeks of work, written through the
//! server's own sync), then the teacher's view of one class timed many
//! times, one after another, as the teacher's browser waits for it.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use wahree::classroom::sync::{self, Request};

use super::learner::Sim;
use super::servers::{self, Database, Server};
use super::{Options, class_view, http, sign_in, stats};

/// Things each learner had done (puzzles, steps, games).
const HISTORY: usize = 40;
/// Classes filled at once.
const FILLERS: usize = 4;

pub async fn run(bin: &Path, db: &Database, o: &Options) -> Result<(), String> {
    let n = o.learners.unwrap_or(50_000);
    let size = o.class_size;
    let n_classes = n.div_ceil(size);
    let t = Instant::now();
    let classes = Arc::new(servers::classes(bin, db, n_classes).await?);
    let server = Server::start(bin, db, 0)?;
    println!(
        "District: {n} learners in {n_classes} classes of {size}, {}, each with {HISTORY} things done",
        db.kind
    );
    // Fill: one device per class joins and sends its learners, a few
    // classes at once.
    let next = Arc::new(AtomicUsize::new(0));
    let mut fillers = Vec::new();
    for _ in 0..FILLERS {
        let (classes, next, addr) = (classes.clone(), next.clone(), server.addr);
        fillers.push(tokio::spawn(async move {
            let mut conn = http::Conn::new(addr);
            loop {
                let c = next.fetch_add(1, Ordering::SeqCst);
                if c >= classes.len() {
                    return Ok::<(), String>(());
                }
                fill(&mut conn, &classes[c].code, c, size, n).await?;
            }
        }));
    }
    for f in fillers {
        f.await.map_err(|e| e.to_string())??;
    }
    let pool = wahree::server::Db::open(&db.url).await?.pool;
    let counts = counts(&pool).await;
    println!(
        "  filled in {:.0} s: {counts}, {:.0} MB",
        t.elapsed().as_secs_f64(),
        db.size_mb(&pool).await
    );
    pool.close().await;
    // One class in the middle, its teacher's view again and again.
    let class = &classes[n_classes / 2];
    let mut conn = http::Conn::new(server.addr);
    let cookie = sign_in(&mut conn, &class.code).await?;
    for _ in 0..10 {
        class_view(&mut conn, &cookie).await?;
    }
    let mut times = Vec::with_capacity(o.samples);
    let mut seen = 0;
    for _ in 0..o.samples {
        let t = Instant::now();
        let a = conn
            .call("GET", "/api/teacher/class", &[("Cookie", &cookie)], b"")
            .await?;
        times.push(t.elapsed().as_micros() as u32);
        if a.status != 200 {
            return Err(format!("the class's view: {}", a.status));
        }
        seen = a.body.len();
    }
    let learners = class_view(&mut conn, &cookie).await?;
    println!(
        "  the teacher's view of a class of {} ({:.0} KB): {}",
        learners.len(),
        seen as f64 / 1e3,
        stats::summary(&mut times)
    );
    println!("  server CPU: {:.1} s in all", server.cpu_seconds());
    Ok(())
}

/// Class `c`'s learners, each with their history, sent by one device.
async fn fill(
    conn: &mut http::Conn,
    code: &str,
    c: usize,
    size: usize,
    n: usize,
) -> Result<(), String> {
    let body = serde_json::json!({ "code": code }).to_string();
    let a = conn.call("POST", "/api/join", &[], body.as_bytes()).await?;
    if a.status != 200 {
        return Err(format!("join: {}", a.status));
    }
    let token: serde_json::Value = serde_json::from_slice(&a.body).map_err(|e| e.to_string())?;
    let bearer = format!("Bearer {}", token["token"].as_str().unwrap_or(""));
    let now = wahree::server::now();
    let learners = (c * size..((c + 1) * size).min(n))
        .map(|i| {
            let mut sim = Sim::new(i, c, None, now);
            for k in 0..HISTORY {
                sim.act(now - 86_400 * 30 + k as u64 * 3_600);
            }
            sim.learner
        })
        .collect();
    let req = Request {
        format: sync::FORMAT,
        since: u64::MAX,
        learners,
        follow: Vec::new(),
        fetch: Vec::new(),
    };
    let body = serde_json::to_vec(&req).map_err(|e| e.to_string())?;
    let a = conn
        .call("POST", "/api/sync", &[("Authorization", &bearer)], &body)
        .await?;
    if a.status != 200 {
        return Err(format!(
            "sync: {} {}",
            a.status,
            String::from_utf8_lossy(&a.body)
        ));
    }
    Ok(())
}

async fn counts(pool: &sqlx::AnyPool) -> String {
    let mut out = Vec::new();
    for table in ["learners", "lesson_steps", "puzzle_tries", "games"] {
        let n: Result<(i64,), _> = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(pool)
            .await;
        out.push(format!("{} {table}", n.map_or(-1, |(n,)| n)));
    }
    out.join(", ")
}
