//! One simulated child's device in the live class: joins the class, sends
//! its learner, follows each session the teacher starts on its stream
//! (as the app does), and answers each puzzle (or votes each move) after
//! a think time, right or wrong. It notes when it sent each answer the
//! server acknowledged as new.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::json;
use tokio::sync::{mpsc, watch};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::engine::Position;
use wahree::live::{Body, Event};

use super::measure::{Key, Sent, What};
use super::sse;
use crate::load::http::Conn;
use crate::load::learner::Rng;

/// The right and a wrong answer to each puzzle of the challenge.
#[derive(Clone, Debug)]
pub struct Answers {
    pub right: Vec<u8>,
    pub wrong: Vec<u8>,
}

/// What every device of the run shares.
#[derive(Clone)]
pub struct Plan {
    pub answers: Arc<Vec<Answers>>,
    /// Think times are 1 to 20 s times this.
    pub scale: f64,
    /// The longest any device waits for what it expects.
    pub patience: Duration,
    /// The class's moves voted (the teacher ends the game after them).
    pub votes: usize,
}

/// One device.
pub struct Device {
    pub class: usize,
    pub index: usize,
    pub addr: SocketAddr,
    /// Its server is not the projector's.
    pub cross: bool,
    pub code: String,
}

/// What one device did.
#[derive(Default)]
pub struct Done {
    pub sent: Vec<Sent>,
    /// How long the server took to acknowledge each, in microseconds.
    pub acks: Vec<u32>,
    pub errors: BTreeMap<String, usize>,
}

impl Done {
    fn error(&mut self, what: impl Into<String>) {
        *self.errors.entry(what.into()).or_default() += 1;
    }
}

pub fn learner_id(class: usize, index: usize) -> String {
    format!("c{class}-d{index}")
}

/// Runs the device: `sessions` gives each session's id as the teacher
/// starts it; `ready` is told once the device follows it (or gave up).
pub async fn run(
    d: Device,
    plan: Plan,
    mut sessions: watch::Receiver<Option<String>>,
    ready: mpsc::UnboundedSender<bool>,
) -> Done {
    let mut done = Done::default();
    let mut rng = Rng::new((d.class * 1000 + d.index) as u64 + 7);
    let mut conn = Conn::new(d.addr);
    let bearer = match join(&mut conn, &d).await {
        Ok(b) => b,
        Err(e) => {
            done.error(e);
            // Once for each session it will not follow.
            let _ = ready.send(false);
            let _ = ready.send(false);
            return done;
        }
    };
    let learner = learner_id(d.class, d.index);
    let mut last: Option<String> = None;
    for what in [What::Answer, What::Vote] {
        let next = tokio::time::timeout(
            plan.patience,
            sessions.wait_for(|s| s.is_some() && *s != last),
        )
        .await;
        let Ok(Ok(id)) = next.map(|r| r.map(|s| s.clone())) else {
            done.error("no session came");
            let _ = ready.send(false);
            return done;
        };
        last = id.clone();
        let session = id.unwrap_or_default();
        let path = format!("/api/live/{session}/stream");
        let mut stream = match sse::open(d.addr, &path, &[("Authorization", &bearer)]).await {
            Ok(s) => s,
            Err(e) => {
                done.error(format!("device stream: {e}"));
                let _ = ready.send(false);
                continue;
            }
        };
        let _ = ready.send(true);
        follow(
            &d,
            &plan,
            &mut stream,
            &mut conn,
            &bearer,
            &session,
            &learner,
            what,
            &mut rng,
            &mut done,
        )
        .await;
    }
    done
}

/// Joins the class and sends its learner: the device's bearer token.
async fn join(conn: &mut Conn, d: &Device) -> Result<String, String> {
    let body = json!({ "code": d.code }).to_string();
    let a = conn.call("POST", "/api/join", &[], body.as_bytes()).await?;
    if a.status != 200 {
        return Err(format!("join: {}", a.status));
    }
    let token = serde_json::from_slice::<serde_json::Value>(&a.body)
        .ok()
        .and_then(|v| v["token"].as_str().map(str::to_owned))
        .ok_or("join: no token")?;
    let bearer = format!("Bearer {token}");
    let id = LearnerId::try_from(learner_id(d.class, d.index)).map_err(str::to_owned)?;
    let req = Request {
        format: sync::FORMAT,
        learners: vec![Learner {
            id,
            name: format!("Child {}", d.index + 1),
            ..Learner::default()
        }],
        ..Request::default()
    };
    let body = serde_json::to_vec(&req).map_err(|e| e.to_string())?;
    let a = conn
        .call("POST", "/api/sync", &[("Authorization", &bearer)], &body)
        .await?;
    if a.status != 200 {
        return Err(format!("sync: {}", a.status));
    }
    Ok(bearer)
}

/// Follows one session to its end, answering (or voting) as it goes.
#[allow(clippy::too_many_arguments)]
async fn follow(
    d: &Device,
    plan: &Plan,
    stream: &mut sse::Stream,
    conn: &mut Conn,
    bearer: &str,
    session: &str,
    learner: &str,
    what: What,
    rng: &mut Rng,
    done: &mut Done,
) {
    let mut voted = 0;
    loop {
        let Ok(next) = tokio::time::timeout(plan.patience, stream.next()).await else {
            done.error("device stream: nothing came in time");
            return;
        };
        let Some((_, e)) = next else {
            done.error("device stream: ended before the session");
            return;
        };
        let Ok(event) = serde_json::from_str::<Event>(&e.data) else {
            done.error("device stream: not an event");
            continue;
        };
        let (at, body) = match event.body {
            Body::Ended => return,
            Body::PuzzleOpened { puzzle, .. } if what == What::Answer => {
                let Some(a) = plan.answers.get(puzzle.index) else {
                    done.error("a puzzle not asked for");
                    continue;
                };
                // Two children in three find the answer.
                let moves = if rng.next().is_multiple_of(3) {
                    a.wrong.clone()
                } else {
                    a.right.clone()
                };
                let body = json!({
                    "id": format!("a{}-{}-{}", d.class, d.index, puzzle.index),
                    "learner": learner,
                    "index": puzzle.index,
                    "moves": moves,
                    "hints": 0,
                });
                (puzzle.index, body)
            }
            Body::VoteOpened { ply, position, .. } if what == What::Vote && voted < plan.votes => {
                voted += 1;
                let Ok(p) = position.parse::<Position>() else {
                    done.error("a vote's position does not read");
                    continue;
                };
                let legal: Vec<u8> = p.legal_moves().map(|h| h.index() as u8).collect();
                if legal.is_empty() {
                    continue;
                }
                let house = legal[(rng.next() % legal.len() as u64) as usize];
                let body = json!({
                    "id": format!("v{}-{}-{ply}", d.class, d.index),
                    "learner": learner,
                    "ply": ply,
                    "house": house,
                });
                (ply, body)
            }
            _ => continue,
        };
        let think = plan.scale * (1.0 + 19.0 * rng.unit());
        tokio::time::sleep(Duration::from_secs_f64(think)).await;
        let route = if what == What::Answer {
            "answers"
        } else {
            "votes"
        };
        let path = format!("/api/live/{session}/{route}");
        let bytes = body.to_string();
        let when = Instant::now();
        let a = conn
            .call(
                "POST",
                &path,
                &[("Authorization", bearer)],
                bytes.as_bytes(),
            )
            .await;
        let took = when.elapsed().as_micros() as u32;
        match a {
            Ok(a) if a.status == 200 => {
                let recorded = serde_json::from_slice::<serde_json::Value>(&a.body)
                    .ok()
                    .and_then(|v| v["recorded"].as_str().map(str::to_owned));
                if recorded.as_deref() == Some("new") {
                    done.acks.push(took);
                    done.sent.push(Sent {
                        key: Key {
                            what,
                            class: d.class,
                            learner: learner.to_owned(),
                            at,
                        },
                        when,
                        cross: d.cross,
                    });
                } else {
                    done.error(format!("{route}: recorded {recorded:?}"));
                }
            }
            Ok(a) => done.error(format!(
                "{route}: {} {}",
                a.status,
                String::from_utf8_lossy(&a.body)
            )),
            Err(e) => done.error(format!("{route}: {e}")),
        }
    }
}
