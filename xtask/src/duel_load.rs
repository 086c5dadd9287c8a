//! `cargo xtask load --duels`: games between two devices under load
//! (issue 29): ten classes of fifteen games at once by default, each game
//! two simulated devices (on two servers when there are several, as a
//! balancer spreads them), each holding its push stream; the devices
//! challenge, accept and play moves the engine allows, after a think
//! time. Measured: the time from a move sent to the other device's
//! stream delivering it, p50 to max (an upper bound: the other device's
//! stream is read once the move is acknowledged), and that every
//! acknowledged move was
//! heard once by the other device and is in the game the server keeps.
//! With `--kill`, the first server is killed (SIGKILL) halfway through
//! and started again on the same port and database: its devices' moves
//! in flight fail, and they look at the game once it answers again (a
//! move the server kept counts as played; one it did not is sent again);
//! their streams resume after the last event they heard; and every move
//! acknowledged before the kill must still be in its game, and heard
//! once by the other device.
//! Not a timed test: it prints figures for docs/performance.md. The
//! servers, database and classes are the load's (`load/servers.rs`).

use std::path::Path;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::engine::Position;

use crate::live_load::sse;
use crate::load::http::Conn;
use crate::load::servers::{self, Class, Database, Server};
use crate::load::stats;

pub const USAGE: &str = "cargo xtask load --duels [--classes N] [--games N] [--moves N] \
[--think-ms N] [--database sqlite|postgres://…] [--servers N] [--kill] [--binary PATH]";

/// The target for a move reaching the other device.
const TARGET_MS: f64 = 150.0;
/// No wait for one event is longer.
const PATIENCE: Duration = Duration::from_secs(30);
/// How long a device waits for a killed server to answer again.
const RECOVER: Duration = Duration::from_secs(60);

#[derive(Clone, Debug)]
struct Options {
    classes: usize,
    games: usize,
    moves: usize,
    think_ms: u64,
    database: String,
    servers: usize,
    /// Kill the first server halfway through, and start it again.
    kill: bool,
    binary: Option<std::path::PathBuf>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        classes: 10,
        games: 15,
        moves: 40,
        think_ms: 500,
        database: "sqlite".into(),
        servers: 1,
        kill: false,
        binary: None,
    };
    let mut it = args.iter().filter(|a| *a != "--duels");
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs a value\nusage: {USAGE}"))
        };
        let number = |v: String| {
            v.parse::<u64>()
                .map_err(|_| format!("{a}: {v} is not a number"))
        };
        match a.as_str() {
            "--classes" => o.classes = number(value()?)?.clamp(1, 100) as usize,
            "--games" => o.games = number(value()?)?.clamp(1, 40) as usize,
            "--moves" => o.moves = number(value()?)?.clamp(1, 400) as usize,
            "--think-ms" => o.think_ms = number(value()?)?.min(60_000),
            "--database" => o.database = value()?,
            "--servers" => o.servers = number(value()?)?.clamp(1, 4) as usize,
            "--binary" => o.binary = Some(value()?.into()),
            "--kill" => o.kill = true,
            other => return Err(format!("unknown option {other}\nusage: {USAGE}")),
        }
    }
    Ok(o)
}

pub fn main(root: &Path, args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let bin = servers::binary(root, o.binary.as_deref())?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let db = Database::make(&o.database, "duels").await?;
        let result = run(&bin, &db, &o).await;
        db.remove().await;
        result
    })
}

/// One simulated device: its connection, token, child and stream.
struct Device {
    addr: std::net::SocketAddr,
    conn: Conn,
    bearer: String,
    learner: LearnerId,
    stream: sse::Stream,
    /// The number of the last event its stream gave.
    last: u64,
    /// How often its stream was opened again.
    reopened: usize,
}

impl Device {
    async fn call(&mut self, method: &str, path: &str, body: &Value) -> Result<Value, String> {
        let b = body.to_string();
        let a = self
            .conn
            .call(
                method,
                path,
                &[
                    ("Authorization", &self.bearer),
                    ("Content-Type", "application/json"),
                ],
                b.as_bytes(),
            )
            .await?;
        if a.status != 200 {
            return Err(format!(
                "{method} {path}: {} {}",
                a.status,
                String::from_utf8_lossy(&a.body)
            ));
        }
        serde_json::from_slice(&a.body).map_err(|e| e.to_string())
    }

    /// The stream opened again after the last event it gave (its server
    /// went away), as a browser's `EventSource` does.
    async fn reopen(&mut self) -> Result<(), String> {
        let t0 = Instant::now();
        let path = format!("/api/duels/stream?after={}", self.last);
        loop {
            match sse::open(self.addr, &path, &[("Authorization", &self.bearer)]).await {
                Ok(s) => {
                    self.stream = s;
                    self.reopened += 1;
                    return Ok(());
                }
                Err(e) if t0.elapsed() > RECOVER => {
                    return Err(format!("the stream did not come back: {e}"));
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }

    /// The game at `path` once the server answers again.
    async fn recover(&mut self, path: &str) -> Result<Value, String> {
        let t0 = Instant::now();
        loop {
            match self.call("GET", path, &Value::Null).await {
                Ok(v) => return Ok(v),
                Err(e) if t0.elapsed() > RECOVER => {
                    return Err(format!("the server did not come back: {e}"));
                }
                Err(_) => tokio::time::sleep(Duration::from_millis(100)).await,
            }
        }
    }

    /// The next event on its stream of `game` that `pred` accepts, and
    /// when it arrived; every move heard is counted in `heard`. A stream
    /// that ends is opened again.
    async fn until(
        &mut self,
        game: &str,
        heard: &mut Vec<usize>,
        pred: impl Fn(&Value) -> bool,
    ) -> Result<(Instant, Value), String> {
        loop {
            let next = tokio::time::timeout(PATIENCE, self.stream.next())
                .await
                .map_err(|_| "an event did not come".to_owned())?;
            let Some((at, e)) = next else {
                self.reopen().await?;
                continue;
            };
            if let Some(seq) = e.id.as_deref().and_then(|i| i.parse().ok()) {
                self.last = seq;
            }
            let v: Value = serde_json::from_str(&e.data).map_err(|e| e.to_string())?;
            if v["game"] != game {
                continue;
            }
            if v["body"]["kind"] == "moved" {
                heard.push(v["body"]["ply"].as_u64().unwrap_or(u64::MAX) as usize);
            }
            if pred(&v) {
                return Ok((at, v));
            }
        }
    }
}

/// A device of `class` on `addr` with child `name`: joined, its child
/// sent, their card picked, its stream open.
async fn device(addr: std::net::SocketAddr, class: &Class, name: &str) -> Result<Device, String> {
    let mut conn = Conn::new(addr);
    let join = json!({ "code": class.code }).to_string();
    let a = conn
        .call(
            "POST",
            "/api/join",
            &[("Content-Type", "application/json")],
            join.as_bytes(),
        )
        .await?;
    let token: Value = serde_json::from_slice(&a.body).map_err(|e| e.to_string())?;
    let bearer = format!("Bearer {}", token["token"].as_str().ok_or("no token")?);
    let learner = LearnerId::try_from(format!("l1-{name}")).map_err(|_| "a learner id")?;
    let stream = sse::open(addr, "/api/duels/stream", &[("Authorization", &bearer)]).await?;
    let mut d = Device {
        addr,
        conn,
        bearer,
        learner: learner.clone(),
        stream,
        last: 0,
        reopened: 0,
    };
    let req = Request {
        format: sync::FORMAT,
        learners: vec![Learner {
            id: learner.clone(),
            name: name.to_owned(),
            ..Learner::default()
        }],
        ..Request::default()
    };
    let req = serde_json::to_value(&req).map_err(|e| e.to_string())?;
    d.call("POST", "/api/sync", &req).await?;
    d.call("POST", "/api/duels/here", &json!({ "learners": [learner] }))
        .await?;
    Ok(d)
}

/// What one game gave.
#[derive(Default)]
struct GameDone {
    /// Microseconds from a move sent to the other device hearing it.
    latencies: Vec<u32>,
    /// The server's answer to a move.
    acks: Vec<u32>,
    acknowledged: usize,
    /// Acknowledged moves the other device never heard, or heard twice,
    /// or that the server's game does not hold.
    lost: usize,
    twice: usize,
    /// Moves whose request failed (the server was killed), and of
    /// those, the ones the server had kept.
    failed: usize,
    kept_unanswered: usize,
    /// Moves heard after a stream was opened again (not in the figures).
    across: usize,
    error: Option<String>,
}

/// Moves acknowledged so far, in every game (the kill waits for half).
type Count = std::sync::Arc<std::sync::atomic::AtomicUsize>;

async fn game(
    class: Class,
    g: usize,
    addrs: (std::net::SocketAddr, std::net::SocketAddr),
    o: Options,
    count: Count,
) -> GameDone {
    let mut done = GameDone::default();
    if let Err(e) = play(&class, g, addrs, &o, &mut done, &count).await {
        done.error = Some(e);
    }
    done
}

async fn play(
    class: &Class,
    g: usize,
    addrs: (std::net::SocketAddr, std::net::SocketAddr),
    o: &Options,
    done: &mut GameDone,
    count: &Count,
) -> Result<(), String> {
    let mut a = device(addrs.0, class, &format!("g{g}a")).await?;
    let mut b = device(addrs.1, class, &format!("g{g}b")).await?;
    let view = a
        .call(
            "POST",
            "/api/duels",
            &json!({ "challenger": a.learner, "invited": b.learner }),
        )
        .await?;
    let id = view["id"].as_str().ok_or("no game id")?.to_owned();
    let game_path = format!("/api/duels/{id}");
    let mut heard: [Vec<usize>; 2] = [Vec::new(), Vec::new()];
    b.until(&id, &mut heard[1], |e| e["body"]["kind"] == "invited")
        .await?;
    let mut view = b
        .call(
            "POST",
            &game_path,
            &json!({ "learner": b.learner, "act": "accept", "moves_first": false }),
        )
        .await?;
    let mut played: Vec<u8> = Vec::new();
    // Spread the games' moves over the think time.
    let mut think = (g as u64 * 37) % o.think_ms.max(1);
    while view["phase"] == "playing" && played.len() < o.moves {
        tokio::time::sleep(Duration::from_millis(think)).await;
        think = o.think_ms;
        let a_moves = view["to_move"] == json!(a.learner);
        let (mover, other, heard_other) = if a_moves {
            (&mut a, &mut b, &mut heard[1])
        } else {
            (&mut b, &mut a, &mut heard[0])
        };
        let p: Position = view["position"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .ok_or("a position")?;
        let legal: Vec<u8> = p.legal_moves().map(|h| h.index() as u8).collect();
        let ply = played.len();
        let house = legal[(ply * 7 + g) % legal.len()];
        let sent = Instant::now();
        let reopened = other.reopened;
        let mut clean = true;
        let answer = mover
            .call(
                "POST",
                &game_path,
                &json!({ "learner": mover.learner, "act": "move", "ply": ply, "house": house }),
            )
            .await;
        match answer {
            Ok(v) => {
                view = v;
                done.acks.push(sent.elapsed().as_micros() as u32);
                done.acknowledged += 1;
                count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                played.push(house);
            }
            Err(_) if o.kill => {
                // The server went away: the game as it kept it. Every
                // move acknowledged before must be there.
                done.failed += 1;
                clean = false;
                view = mover.recover(&game_path).await?;
                let kept: Vec<u8> =
                    serde_json::from_value(view["moves"].clone()).unwrap_or_default();
                let same = played.iter().zip(&kept).take_while(|(a, b)| a == b).count();
                done.lost += played.len() - same;
                if kept.len() <= ply {
                    // Not kept: sent again from the top of the loop.
                    played = kept;
                    think = 0;
                    continue;
                }
                done.kept_unanswered += 1;
                played = kept;
            }
            Err(e) => return Err(e),
        }
        let (at, _) = other
            .until(&id, heard_other, |e| {
                e["body"]["kind"] == "moved" && e["body"]["ply"] == ply
            })
            .await?;
        if clean && other.reopened == reopened {
            done.latencies
                .push(at.saturating_duration_since(sent).as_micros() as u32);
        } else {
            done.across += 1;
        }
    }
    // Each move heard once by the device that did not play it.
    for (i, h) in heard.iter().enumerate() {
        let theirs: Vec<usize> = (0..played.len()).filter(|p| p % 2 != i).collect();
        for p in &theirs {
            match h.iter().filter(|x| *x == p).count() {
                0 => done.lost += 1,
                1 => {}
                _ => done.twice += 1,
            }
        }
    }
    let kept = a.call("GET", &game_path, &Value::Null).await?;
    let kept: Vec<u8> = serde_json::from_value(kept["moves"].clone()).unwrap_or_default();
    if kept != played {
        done.lost += played.len().saturating_sub(kept.len()).max(1);
    }
    Ok(())
}

async fn run(bin: &Path, db: &Database, o: &Options) -> Result<(), String> {
    let classes = servers::classes(bin, db, o.classes).await?;
    let mut servers: Vec<Server> = (0..o.servers)
        .map(|i| Server::start(bin, db, i))
        .collect::<Result<_, _>>()?;
    println!(
        "Games between devices: {} classes of {} games at once, up to {} moves each, \
         think {} ms, {}, {} server{} ({})",
        o.classes,
        o.games,
        o.moves,
        o.think_ms,
        db.kind,
        o.servers,
        if o.servers == 1 { "" } else { "s" },
        bin.display(),
    );
    let load_before = servers::load_average();
    let start = Instant::now();
    let mut tasks = Vec::new();
    let count = Count::default();
    for (c, class) in classes.iter().enumerate() {
        for g in 0..o.games {
            let k = c * o.games + g;
            let at = |n: usize| servers[n % servers.len()].addr;
            tasks.push(tokio::spawn(game(
                class.clone(),
                g,
                (at(k), at(k + 1)),
                o.clone(),
                count.clone(),
            )));
        }
    }
    let mut all = GameDone::default();
    let mut errors = Vec::new();
    let collect = async {
        for t in tasks {
            let d = t.await.map_err(|e| e.to_string())?;
            all.latencies.extend(d.latencies);
            all.acks.extend(d.acks);
            all.acknowledged += d.acknowledged;
            all.lost += d.lost;
            all.twice += d.twice;
            all.failed += d.failed;
            all.kept_unanswered += d.kept_unanswered;
            all.across += d.across;
            errors.extend(d.error);
        }
        Ok::<(), String>(())
    };
    // Halfway through the moves, the first server killed and started
    // again on its port.
    let halfway = o.classes * o.games * o.moves / 2;
    let mut cpu_killed = 0.0;
    let killer = async {
        if !o.kill {
            return Ok(None);
        }
        while count.load(std::sync::atomic::Ordering::Relaxed) < halfway {
            if start.elapsed() > PATIENCE * 10 {
                return Err("the games did not reach halfway".to_owned());
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        let port = servers[0].addr.port();
        cpu_killed = servers[0].cpu_seconds();
        servers[0].kill();
        let at = start.elapsed();
        let t0 = Instant::now();
        servers[0] = tokio::task::block_in_place(|| Server::start_on(bin, db, 0, port))?;
        Ok::<_, String>(Some((at, t0.elapsed())))
    };
    let (collected, killed) = tokio::join!(collect, killer);
    collected?;
    let killed = killed?;
    let ran = start.elapsed().as_secs_f64();
    let cpu: f64 = cpu_killed + servers.iter().map(Server::cpu_seconds).sum::<f64>();
    drop(servers);
    println!(
        "  ran {ran:.0} s: {} moves acknowledged ({:.0} a second); servers' CPU {cpu:.1} s; \
         load {load_before} → {}",
        all.acknowledged,
        all.acknowledged as f64 / ran.max(0.001),
        servers::load_average(),
    );
    if let Some((at, back)) = killed {
        println!(
            "  server 1 killed (SIGKILL) at {:.1} s, listening again {:.1} s later: \
             {} moves' requests failed, {} of them kept by the server; \
             {} moves heard across a stream opened again (left out of the figures)",
            at.as_secs_f64(),
            back.as_secs_f64(),
            all.failed,
            all.kept_unanswered,
            all.across,
        );
    }
    let seen = stats::summary(&mut all.latencies);
    println!("    sent → on the other device: {seen}");
    println!(
        "    the move's request, acknowledged: {}",
        stats::summary(&mut all.acks)
    );
    println!("  errors: {}", errors.len());
    for e in errors.iter().take(10) {
        println!("    {e}");
    }
    println!(
        "  target: a move on the other device within {TARGET_MS} ms at p99: {}",
        if seen.p99 < TARGET_MS {
            "met"
        } else {
            "NOT MET"
        }
    );
    if all.lost + all.twice > 0 || !errors.is_empty() {
        return Err(format!(
            "{} moves lost, {} heard twice, {} games failed",
            all.lost,
            all.twice,
            errors.len()
        ));
    }
    println!("  every acknowledged move heard once by the other device and kept");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_are_bounded() {
        let args: Vec<String> = ["--duels", "--games", "500", "--servers", "2"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let o = parse(&args).unwrap();
        assert_eq!((o.games, o.servers, o.classes), (40, 2, 10));
        assert!(parse(&["--nope".to_string()]).is_err());
        assert!(parse(&["--moves".to_string()]).is_err());
    }
}
