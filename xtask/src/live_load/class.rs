//! One class in the live room: its teacher runs a challenge and then the
//! class against the computer from the projector, whose stream is read
//! apart from the teacher's clicks so each event is stamped as it
//! arrives; its devices answer and vote. The teacher moves on when every
//! device has answered (or voted), and ends each session with its report,
//! which says how many answers and votes the server counted.

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::{mpsc, watch};
use wahree::live::tally;
use wahree::live::wire::Report;
use wahree::live::{Body, Event};

use super::device::{self, Device, Plan};
use super::measure::{Key, Seen, What};
use super::sse;
use crate::load::http::Conn;
use crate::load::{servers, sign_in};

/// What one class's run gave.
#[derive(Default)]
pub struct ClassDone {
    pub devices: Vec<device::Done>,
    pub seen: Vec<Seen>,
    /// Answers and votes as the teacher's reports count them.
    pub reported_answers: u64,
    pub reported_votes: u64,
    pub puzzles_run: usize,
    pub votes_run: usize,
    pub errors: BTreeMap<String, usize>,
}

impl ClassDone {
    fn error(&mut self, what: impl Into<String>) {
        *self.errors.entry(what.into()).or_default() += 1;
    }
}

/// How the class runs.
#[derive(Clone)]
pub struct Setup {
    pub index: usize,
    pub class: servers::Class,
    /// The projector's (and the teacher's) server.
    pub projector: SocketAddr,
    /// Each device's server, in order.
    pub devices: Vec<SocketAddr>,
    pub puzzles: Vec<String>,
    pub plan: Plan,
}

/// The projector: its stream's events as they arrived, and what it saw.
struct Projector {
    rx: mpsc::UnboundedReceiver<(Instant, Event)>,
    class: usize,
    /// The latest counts of each move's votes.
    vote_tally: BTreeMap<usize, tally::Houses>,
}

impl Projector {
    async fn open(
        addr: SocketAddr,
        cookie: &str,
        session: &str,
        class: usize,
    ) -> Result<Projector, String> {
        let path = format!("/api/teacher/live/{session}/stream");
        let mut stream = sse::open(addr, &path, &[("Cookie", cookie)]).await?;
        let (tx, rx) = mpsc::unbounded_channel();
        // Read apart from the teacher's requests, so that an event waits
        // for nothing between its arrival and its stamp. It ends with the
        // session's stream.
        tokio::spawn(async move {
            while let Some((when, e)) = stream.next().await {
                if let Ok(event) = serde_json::from_str::<Event>(&e.data)
                    && tx.send((when, event)).is_err()
                {
                    return;
                }
            }
        });
        Ok(Projector {
            rx,
            class,
            vote_tally: BTreeMap::new(),
        })
    }

    /// The first event from now on that `stop` accepts, noting every
    /// answer and vote seen on the way; `None` if none comes in `wait`.
    async fn until(
        &mut self,
        wait: Duration,
        seen: &mut Vec<Seen>,
        stop: impl Fn(&Body) -> bool,
    ) -> Option<Body> {
        let deadline = tokio::time::Instant::now() + wait;
        loop {
            let (when, e) = tokio::time::timeout_at(deadline, self.rx.recv())
                .await
                .ok()??;
            let key = |what, learner: &wahree::classroom::LearnerId, at| Key {
                what,
                class: self.class,
                learner: learner.as_str().to_owned(),
                at,
            };
            match &e.body {
                Body::Answered { index, learner, .. } => seen.push(Seen {
                    key: key(What::Answer, learner, *index),
                    when,
                }),
                Body::Voted { ply, learner, .. } => seen.push(Seen {
                    key: key(What::Vote, learner, *ply),
                    when,
                }),
                Body::VoteTally { ply, houses, .. } => {
                    self.vote_tally.insert(*ply, *houses);
                }
                _ => {}
            }
            if stop(&e.body) {
                return Some(e.body);
            }
        }
    }
}

/// The teacher's request; the answer's JSON if it was a 200.
async fn teacher(
    conn: &mut Conn,
    cookie: &str,
    path: &str,
    body: Value,
    done: &mut ClassDone,
) -> Option<Value> {
    let bytes = if body.is_null() {
        Vec::new()
    } else {
        body.to_string().into_bytes()
    };
    match conn.call("POST", path, &[("Cookie", cookie)], &bytes).await {
        Ok(a) if a.status == 200 => serde_json::from_slice(&a.body).ok(),
        Ok(a) => {
            done.error(format!(
                "teacher {}: {} {}",
                path.rsplit('/').next().unwrap_or(path),
                a.status,
                String::from_utf8_lossy(&a.body)
            ));
            None
        }
        Err(e) => {
            done.error(format!("teacher: {e}"));
            None
        }
    }
}

/// Waits until `n` devices said whether they follow, or `wait` passed.
async fn ready(rx: &mut mpsc::UnboundedReceiver<bool>, n: usize, wait: Duration) -> usize {
    let deadline = tokio::time::Instant::now() + wait;
    let mut following = 0;
    for _ in 0..n {
        match tokio::time::timeout_at(deadline, rx.recv()).await {
            Ok(Some(true)) => following += 1,
            Ok(Some(false)) => {}
            _ => break,
        }
    }
    following
}

/// Runs the class; `n` devices.
pub async fn run(s: Setup) -> ClassDone {
    let mut done = ClassDone::default();
    let n = s.devices.len();
    let (session_tx, session_rx) = watch::channel(None::<String>);
    let (ready_tx, mut ready_rx) = mpsc::unbounded_channel();
    let devices: Vec<_> = s
        .devices
        .iter()
        .enumerate()
        .map(|(i, &addr)| {
            let d = Device {
                class: s.index,
                index: i,
                addr,
                cross: addr != s.projector,
                code: s.class.code.clone(),
            };
            tokio::spawn(device::run(
                d,
                s.plan.clone(),
                session_rx.clone(),
                ready_tx.clone(),
            ))
        })
        .collect();
    drop(ready_tx);
    let mut conn = Conn::new(s.projector);
    match sign_in(&mut conn, &s.class.code).await {
        Ok(cookie) => {
            lesson(
                &s,
                &mut conn,
                &cookie,
                &session_tx,
                &mut ready_rx,
                n,
                &mut done,
            )
            .await;
        }
        Err(e) => done.error(format!("teacher: {e}")),
    }
    // Devices still waiting for a session give up now.
    drop(session_tx);
    for d in devices {
        match d.await {
            Ok(d) => done.devices.push(d),
            Err(e) => done.error(format!("a device's task: {e}")),
        }
    }
    done
}

/// The challenge, then the game against the computer.
async fn lesson(
    s: &Setup,
    conn: &mut Conn,
    cookie: &str,
    sessions: &watch::Sender<Option<String>>,
    ready_rx: &mut mpsc::UnboundedReceiver<bool>,
    n: usize,
    done: &mut ClassDone,
) {
    let patience = s.plan.patience;
    // Every device's think time is over by then, however it goes.
    let answers_wait = Duration::from_secs_f64(s.plan.scale * 20.0) + patience;
    let pause = Duration::from_secs_f64(s.plan.scale * 2.0);
    let puzzles: Vec<Value> = s
        .puzzles
        .iter()
        .map(|id| json!({ "library": id }))
        .collect();
    let start = json!({ "challenge": { "puzzles": puzzles, "hints": "off" } });
    let Some(view) = teacher(conn, cookie, "/api/teacher/live", start, done).await else {
        return;
    };
    let session = view["session"].as_str().unwrap_or_default().to_owned();
    let mut projector = match Projector::open(s.projector, cookie, &session, s.index).await {
        Ok(p) => p,
        Err(e) => {
            done.error(format!("projector: {e}"));
            return;
        }
    };
    sessions.send_replace(Some(session.clone()));
    let following = ready(ready_rx, n, patience).await;
    if following < n {
        done.error(format!(
            "{} devices did not follow the challenge",
            n - following
        ));
    }
    let at = |what: &str| format!("/api/teacher/live/{session}/{what}");
    for index in 0..s.puzzles.len() {
        tokio::time::sleep(pause).await;
        if teacher(conn, cookie, &at("next"), Value::Null, done)
            .await
            .is_none()
        {
            break;
        }
        let all = projector
            .until(answers_wait, &mut done.seen, |b| {
                matches!(b, Body::Answered { index: i, answered, .. }
                    if *i == index && *answered as usize >= following)
            })
            .await;
        if all.is_none() {
            done.error("the projector waited in vain for every answer");
        }
        tokio::time::sleep(pause).await;
        teacher(conn, cookie, &at("reveal"), Value::Null, done).await;
        done.puzzles_run += 1;
    }
    if let Some(report) = teacher(conn, cookie, &at("end"), Value::Null, done).await {
        match serde_json::from_value::<Report>(report) {
            Ok(Report {
                challenge: Some(c), ..
            }) => {
                done.reported_answers = c.puzzles.iter().map(|p| u64::from(p.answered)).sum();
            }
            _ => done.error("the challenge's report does not read"),
        }
    }
    // Answers that came after the last wait are noted too.
    if projector
        .until(patience, &mut done.seen, |b| matches!(b, Body::Ended))
        .await
        .is_none()
    {
        done.error("the projector did not see the challenge end");
    }
    if s.plan.votes > 0 {
        vote(s, conn, cookie, sessions, ready_rx, n, done).await;
    }
}

/// The class against the computer: `s.plan.votes` of the class's moves.
async fn vote(
    s: &Setup,
    conn: &mut Conn,
    cookie: &str,
    sessions: &watch::Sender<Option<String>>,
    ready_rx: &mut mpsc::UnboundedReceiver<bool>,
    n: usize,
    done: &mut ClassDone,
) {
    let patience = s.plan.patience;
    let votes_wait = Duration::from_secs_f64(s.plan.scale * 20.0) + patience;
    let start = json!({ "vote": { "level": 1, "class": "south" } });
    let Some(view) = teacher(conn, cookie, "/api/teacher/live", start, done).await else {
        return;
    };
    let session = view["session"].as_str().unwrap_or_default().to_owned();
    let mut projector = match Projector::open(s.projector, cookie, &session, s.index).await {
        Ok(p) => p,
        Err(e) => {
            done.error(format!("projector: {e}"));
            return;
        }
    };
    sessions.send_replace(Some(session.clone()));
    let following = ready(ready_rx, n, patience).await;
    let at = |what: &str| format!("/api/teacher/live/{session}/{what}");
    for _ in 0..s.plan.votes {
        let opened = projector
            .until(patience, &mut done.seen, |b| {
                matches!(b, Body::VoteOpened { .. } | Body::GameOver { .. })
            })
            .await;
        let Some(Body::VoteOpened { ply, .. }) = opened else {
            break;
        };
        let all = projector
            .until(votes_wait, &mut done.seen, |b| {
                matches!(b, Body::Voted { ply: p, voted, .. }
                    if *p == ply && *voted as usize >= following)
            })
            .await;
        if all.is_none() {
            done.error("the projector waited in vain for every vote");
        }
        // The teacher's pick counts only in a tie: one of the tied.
        let pick = projector
            .vote_tally
            .get(&ply)
            .and_then(|t| tally::top(t).first().copied());
        let close = json!({ "pick": pick });
        if teacher(conn, cookie, &at("close"), close, done)
            .await
            .is_none()
        {
            break;
        }
        done.votes_run += 1;
    }
    if let Some(report) = teacher(conn, cookie, &at("end"), Value::Null, done).await {
        match serde_json::from_value::<Report>(report) {
            Ok(Report { vote: Some(v), .. }) => {
                done.reported_votes = v
                    .history
                    .iter()
                    .map(|c| c.votes.iter().map(|&x| u64::from(x)).sum::<u64>())
                    .sum();
            }
            _ => done.error("the game's report does not read"),
        }
    }
    if projector
        .until(patience, &mut done.seen, |b| matches!(b, Body::Ended))
        .await
        .is_none()
    {
        done.error("the projector did not see the game end");
    }
}
