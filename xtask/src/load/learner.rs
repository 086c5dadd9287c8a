//! One simulated learner on a device of their own: joins the class, picks
//! their card (follows themselves), does lesson steps and puzzles (and now
//! and then a game), syncs every few seconds with what changed, and, for
//! some, goes offline for a while and sends it all when back. Each keeps
//! what they did and which of it a 200 acknowledged, for the check.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde::Deserialize;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Event, GameRecord, Learner, LearnerId, Outcome, SavedGame, Stamp};

use super::http::Conn;

/// How every learner of a run behaves.
#[derive(Clone, Debug)]
pub struct Plan {
    pub seconds: f64,
    pub sync_every: f64,
    pub act_every: f64,
    /// Things done before the run (the record each sync carries whole).
    pub history: usize,
}

/// A small deterministic generator (each learner its own).
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// A number in [0, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// `mean` seconds, give or take a quarter.
    pub fn around(&mut self, mean: f64) -> f64 {
        mean * (0.75 + 0.5 * self.unit())
    }
}

/// One learner's record and what became of it.
pub struct Sim {
    pub class: usize,
    pub learner: Learner,
    /// Every fact made, in order, and every lesson step.
    pub facts: Vec<Stamp>,
    pub steps: Vec<(String, String)>,
    /// How many of each a 200 acknowledged (each sync carries them all).
    pub acked_facts: usize,
    pub acked_steps: usize,
    /// Offline between these seconds of the run, if at all.
    pub offline: Option<(f64, f64)>,
    /// What the server acknowledged of the learner: as in the app, a sync
    /// sends only what it lacks (`sync::delta`), the first one all.
    acked: Option<Learner>,
    origin: u64,
    n: u64,
    rng: Rng,
}

impl Sim {
    pub fn new(index: usize, class: usize, offline: Option<(f64, f64)>, now: u64) -> Sim {
        let id =
            LearnerId::try_from(format!("l{index}-load")).unwrap_or_else(|_| LearnerId::guest());
        let mut learner = Learner {
            id,
            name: format!("Kid {index}"),
            added: now,
            active: now,
            ..Learner::default()
        };
        let origin = 10_000 + index as u64;
        learner.stamps.name = Stamp {
            at: now,
            origin,
            n: 0,
        };
        Sim {
            class,
            learner,
            facts: Vec::new(),
            steps: Vec::new(),
            acked_facts: 0,
            acked_steps: 0,
            offline,
            acked: None,
            origin,
            n: 0,
            rng: Rng::new(index as u64 + 1),
        }
    }

    fn stamp(&mut self, at: u64) -> Stamp {
        self.n += 1;
        Stamp {
            at,
            origin: self.origin,
            n: self.n,
        }
    }

    fn fact(&mut self, at: u64, event: Event) {
        let s = self.stamp(at);
        self.learner.journal.add(s, event);
        self.facts.push(s);
    }

    /// `count` things done yesterday, a second apart: what the learner
    /// brings to the run.
    fn act_yesterday(&mut self, count: usize) {
        let yesterday = now().saturating_sub(86_400);
        for i in 0..count {
            self.act(yesterday + i as u64);
        }
    }

    /// One thing done at `at` (seconds since 1970): most often a puzzle
    /// (its try, and its rating the first time), else a lesson step with
    /// its score, now and then a game.
    pub fn act(&mut self, at: u64) {
        self.learner.active = at;
        let roll = self.rng.next() % 10;
        if roll < 5 {
            let puzzle = format!("p-{}", self.rng.next() % 223);
            let solved = !self.rng.next().is_multiple_of(3);
            let first = !self
                .learner
                .journal
                .events
                .values()
                .any(|e| matches!(e, Event::Try { puzzle: p, .. } if *p == puzzle));
            self.fact(
                at,
                Event::Try {
                    puzzle: puzzle.clone(),
                    solved,
                },
            );
            if first {
                let rating = 600 + (self.rng.next() % 1200) as u16;
                self.fact(
                    at,
                    Event::Rated {
                        puzzle,
                        rating,
                        solved,
                    },
                );
            }
        } else if roll < 9 {
            let lesson = format!("lesson-{}", self.steps.len() / 12);
            let step = format!("step-{}", self.steps.len() % 12);
            let p = self.learner.lessons.entry(lesson.clone()).or_default();
            p.completed.insert(step.clone());
            if self.steps.len().is_multiple_of(3) {
                p.scores
                    .insert(step.clone(), 1 + (self.rng.next() % 3) as u8);
            }
            self.steps.push((lesson, step));
        } else {
            let moves: Vec<u8> = (0..20).map(|_| (self.rng.next() % 6) as u8).collect();
            let record = GameRecord {
                game: SavedGame {
                    moves,
                    level: Some(1 + (self.rng.next() % 5) as u8),
                    ..SavedGame::default()
                },
                score: [26, 22],
                outcome: Some(Outcome::Won),
                ended: at,
                classmate: None,
            };
            self.fact(at, Event::Game(record));
        }
    }

    fn changed(&self) -> bool {
        self.acked_facts < self.facts.len() || self.acked_steps < self.steps.len()
    }

    fn offline_at(&self, t: f64) -> bool {
        self.offline.is_some_and(|(a, b)| t >= a && t < b)
    }
}

/// What one learner's run measured.
#[derive(Default)]
pub struct Measured {
    /// Sync latencies within the run, in microseconds.
    pub syncs: Vec<u32>,
    /// When each of `syncs` was sent, in seconds from the run's start.
    pub sent_at: Vec<f32>,
    /// When the learner's first sync (its history, whole) was answered,
    /// in seconds from the run's start: the start is over for it.
    pub settled_at: Option<f32>,
    /// The last syncs after the run (everything that waited).
    pub finals: Vec<u32>,
    pub joins: Vec<u32>,
    /// Looks for a live session (`GET /api/live`), as the app makes them.
    pub looks: Vec<u32>,
    pub errors: BTreeMap<String, usize>,
}

impl Measured {
    fn error(&mut self, what: String) {
        *self.errors.entry(what).or_default() += 1;
    }
}

#[derive(Deserialize)]
struct Joined {
    token: String,
}

#[derive(Deserialize)]
struct Synced {
    rev: u64,
}

/// Seconds since 1970.
fn now() -> u64 {
    wahree::server::now()
}

/// How often the app looks for a live session of the class while none
/// runs (`app::live::IDLE`), in seconds.
pub const LIVE_EVERY: f64 = 5.0;

/// Joins the class with the code (tries again each second until
/// `give_up`): the device's token, and how long the join took.
async fn join(
    conn: &mut Conn,
    code: &str,
    give_up: Instant,
    m: &mut Measured,
) -> Option<(String, u32)> {
    loop {
        let t = Instant::now();
        let body = serde_json::json!({ "code": code }).to_string();
        match conn.call("POST", "/api/join", &[], body.as_bytes()).await {
            Ok(a) if a.status == 200 => match serde_json::from_slice::<Joined>(&a.body) {
                Ok(j) => return Some((j.token, t.elapsed().as_micros() as u32)),
                Err(_) => m.error("join: no token".into()),
            },
            Ok(a) => m.error(format!("join: {}", a.status)),
            Err(e) => m.error(format!("join: {e}")),
        }
        if Instant::now() >= give_up {
            return None;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
}

/// What a learner did on the days before the run, already on the server
/// as on any school day but the first: their device joined and sent it.
/// The device's token (none, with the errors in `m`, if it never could).
pub async fn before(
    sim: &mut Sim,
    addr: SocketAddr,
    code: &str,
    history: usize,
    m: &mut Measured,
) -> Option<String> {
    let mut conn = Conn::new(addr);
    let give_up = Instant::now() + Duration::from_secs(120);
    let (token, _) = join(&mut conn, code, give_up, m).await?;
    let bearer = format!("Bearer {token}");
    sim.act_yesterday(history);
    let mut since = 0;
    while sync_once(sim, &mut conn, &bearer, &mut since, false, m)
        .await
        .is_none()
    {
        if Instant::now() >= give_up {
            return None;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    Some(token)
}

/// Runs one learner from `start` for the plan's seconds, then sends what
/// waits (a few tries). `joined`: the device's token if it joined before
/// the run ([`before`]); otherwise it joins now and its first sync brings
/// the plan's history whole, as on a school's first day with the server.
pub async fn run(
    mut sim: Sim,
    addr: SocketAddr,
    code: String,
    plan: Plan,
    start: Instant,
    joined: Option<String>,
) -> (Sim, Measured) {
    let mut m = Measured::default();
    let mut conn = Conn::new(addr);
    // Spread the first syncs (and joins) over a sync period, as children
    // sit down one by one.
    let first = Duration::from_secs_f64(sim.rng.unit() * plan.sync_every);
    tokio::time::sleep_until((start + first).into()).await;
    let token = match joined {
        Some(token) => token,
        None => {
            let give_up = start + Duration::from_secs_f64(plan.seconds);
            let Some((token, took)) = join(&mut conn, &code, give_up, &mut m).await else {
                return (sim, m);
            };
            m.joins.push(took);
            sim.act_yesterday(plan.history);
            token
        }
    };
    let bearer = format!("Bearer {token}");
    let end = start + Duration::from_secs_f64(plan.seconds);
    let mut since = 0;
    let mut fetched = false;
    let mut next_sync = Instant::now();
    let mut next_act = Instant::now() + Duration::from_secs_f64(sim.rng.around(plan.act_every));
    let mut next_look = Instant::now() + Duration::from_secs_f64(sim.rng.around(LIVE_EVERY));
    let live = format!("/api/live?learners={}", sim.learner.id);
    loop {
        let wake = next_sync.min(next_act).min(next_look).min(end);
        tokio::time::sleep_until(wake.into()).await;
        let t = Instant::now();
        if t >= end {
            break;
        }
        if t >= next_act {
            sim.act(now());
            next_act = t + Duration::from_secs_f64(sim.rng.around(plan.act_every));
        }
        if t >= next_look {
            // As the app between live sessions: has the teacher started one?
            next_look = t + Duration::from_secs_f64(sim.rng.around(LIVE_EVERY));
            if !sim.offline_at(start.elapsed().as_secs_f64()) {
                let asked = Instant::now();
                match conn
                    .call("GET", &live, &[("Authorization", &bearer)], b"")
                    .await
                {
                    Ok(a) if a.status == 200 => m.looks.push(asked.elapsed().as_micros() as u32),
                    Ok(a) => m.error(format!("live: {}", a.status)),
                    Err(e) => m.error(format!("live: {e}")),
                }
            }
        }
        if t >= next_sync {
            next_sync = t + Duration::from_secs_f64(sim.rng.around(plan.sync_every));
            if sim.offline_at(start.elapsed().as_secs_f64()) {
                continue;
            }
            let sent = start.elapsed().as_secs_f32();
            if let Some(ms) =
                sync_once(&mut sim, &mut conn, &bearer, &mut since, !fetched, &mut m).await
            {
                if !fetched {
                    m.settled_at = Some(start.elapsed().as_secs_f32());
                }
                fetched = true;
                m.syncs.push(ms);
                m.sent_at.push(sent);
            }
        }
    }
    // The end of the lesson: everything that waits is sent.
    for _ in 0..5 {
        if let Some(ms) =
            sync_once(&mut sim, &mut conn, &bearer, &mut since, !fetched, &mut m).await
        {
            m.finals.push(ms);
            break;
        }
        tokio::time::sleep(Duration::from_secs(1)).await;
    }
    (sim, m)
}

/// One sync: what the server lacks of the learner if anything changed (as
/// the app sends it), and the class's changes since `since` back. Its
/// latency if it was acknowledged.
async fn sync_once(
    sim: &mut Sim,
    conn: &mut Conn,
    bearer: &str,
    since: &mut u64,
    fetch: bool,
    m: &mut Measured,
) -> Option<u32> {
    let changed = sim.changed();
    let (facts, steps) = (sim.facts.len(), sim.steps.len());
    let delta = changed.then(|| match &sim.acked {
        Some(acked) => sync::delta(&sim.learner, acked),
        None => sim.learner.clone(),
    });
    let req = Request {
        format: sync::FORMAT,
        since: *since,
        learners: delta.iter().cloned().collect(),
        follow: vec![sim.learner.id.clone()],
        fetch: if fetch {
            vec![sim.learner.id.clone()]
        } else {
            Vec::new()
        },
    };
    let body = serde_json::to_vec(&req).unwrap_or_default();
    let t = Instant::now();
    let answer = conn
        .call("POST", "/api/sync", &[("Authorization", bearer)], &body)
        .await;
    let micros = t.elapsed().as_micros() as u32;
    match answer {
        Ok(a) if a.status == 200 => match serde_json::from_slice::<Synced>(&a.body) {
            Ok(s) => {
                *since = s.rev;
                if let Some(d) = delta {
                    match &mut sim.acked {
                        Some(acked) => acked.merge_from(&d),
                        None => sim.acked = Some(d),
                    }
                }
                sim.acked_facts = facts;
                sim.acked_steps = steps;
                Some(micros)
            }
            Err(_) => {
                m.error("sync: an answer that is not a sync's".into());
                None
            }
        },
        Ok(a) => {
            m.error(format!(
                "sync: {} {}",
                a.status,
                String::from_utf8_lossy(&a.body)
            ));
            None
        }
        Err(e) => {
            m.error(format!("sync: {e}"));
            None
        }
    }
}

/// What of `sim`'s acknowledged work the server's copy lacks: facts and
/// steps missing.
pub fn lost(sim: &Sim, server: Option<&Learner>) -> (usize, usize) {
    let Some(l) = server else {
        return (sim.acked_facts, sim.acked_steps);
    };
    let facts = sim.facts[..sim.acked_facts]
        .iter()
        .filter(|s| l.journal.events.get(s) != sim.learner.journal.events.get(s))
        .count();
    let steps = sim.steps[..sim.acked_steps]
        .iter()
        .filter(|(lesson, step)| {
            !l.lessons
                .get(lesson)
                .is_some_and(|p| p.completed.contains(step))
        })
        .count();
    (facts, steps)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_was_acknowledged_and_missing_is_counted_as_lost() {
        let mut sim = Sim::new(3, 0, None, 1_000);
        for i in 0..40 {
            sim.act(1_000 + i);
        }
        sim.acked_facts = sim.facts.len();
        sim.acked_steps = sim.steps.len();
        assert!(sim.acked_facts > 0 && sim.acked_steps > 0);
        let mut server = sim.learner.clone();
        assert_eq!(lost(&sim, Some(&server)), (0, 0));
        let first = sim.facts[0];
        server.journal.events.remove(&first);
        server.lessons.clear();
        assert_eq!(lost(&sim, Some(&server)), (1, sim.acked_steps));
        assert_eq!(lost(&sim, None), (sim.acked_facts, sim.acked_steps));
        // Not acknowledged: not lost if missing.
        sim.acked_facts = 0;
        sim.acked_steps = 0;
        assert_eq!(lost(&sim, Some(&server)), (0, 0));
    }
}
