//! The live class's simulated devices and classes for `tests/live.rs`: a
//! server on loopback, a class with its devices and signed-in teacher,
//! and a device that follows a session by server-sent events (kept, or
//! dropped and resumed with `Last-Event-ID`) or by polling.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use tokio::io::AsyncWriteExt;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::server::school::ClassId;
use wahree::server::site::Site;
use wahree::server::{Db, School};

use crate::{http, sse};

/// No test waits longer than this for what it expects.
pub const WAIT: Duration = Duration::from_secs(60);

/// A server on an ephemeral loopback port, with a pool and a hub of its
/// own (as a second `wahree serve` process on the same database has).
pub struct Server {
    pub addr: SocketAddr,
    pub school: School,
}

pub async fn serve(url: &str) -> Server {
    let school = School::new(Db::open(url).await.expect("the database opens"));
    let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .unwrap();
    });
    Server { addr, school }
}

#[derive(Clone)]
pub struct Device {
    pub bearer: String,
    pub learner: LearnerId,
}

pub struct Class {
    pub id: ClassId,
    pub cookie: String,
    pub devices: Vec<Device>,
}

/// A class with `n` devices, a learner on each, and its teacher signed in.
pub async fn class_with(s: &Server, name: &str, n: usize) -> Class {
    let card = s.school.add_class(name, "password1", 1).await.unwrap();
    let mut devices = Vec::new();
    let mut id = None;
    for i in 0..n {
        let (token, _) = s.school.join(&card.code, 1).await.unwrap();
        let class = s.school.device(&token).await.unwrap();
        let learner = LearnerId::try_from(format!("l{i}-{}", name.to_lowercase())).unwrap();
        let l = Learner {
            id: learner.clone(),
            name: format!("Child {i}"),
            ..Learner::default()
        };
        let req = Request {
            format: sync::FORMAT,
            learners: vec![l],
            ..Request::default()
        };
        s.school.sync(&class, req).await.unwrap();
        id = Some(class);
        devices.push(Device {
            bearer: format!("Bearer {token}"),
            learner,
        });
    }
    let signed = http::json(
        s.addr,
        "POST",
        "/api/teacher/sign-in",
        &[],
        &json!({ "code": card.code, "password": "password1" }),
    )
    .await;
    assert_eq!(signed.status, 200, "{}", signed.text());
    let cookie = signed
        .header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    Class {
        id: id.unwrap_or_else(|| ClassId(card.id.clone())),
        cookie,
        devices,
    }
}

pub async fn teacher(s: &Server, c: &Class, method: &str, path: &str, body: Value) -> http::Answer {
    http::json(s.addr, method, path, &[("Cookie", &c.cookie)], &body).await
}

pub async fn device(
    addr: SocketAddr,
    d: &Device,
    method: &str,
    path: &str,
    body: Value,
) -> http::Answer {
    http::json(addr, method, path, &[("Authorization", &d.bearer)], &body).await
}

/// Rows of the live tables and the sessions' event numbers: what a
/// refused request must leave as it was.
pub async fn live_rows(s: &School) -> Vec<i64> {
    let mut out = Vec::new();
    for q in [
        "SELECT COUNT(*) FROM live_sessions",
        "SELECT COUNT(*) FROM live_answers",
        "SELECT COUNT(*) FROM live_votes",
        "SELECT COUNT(*) FROM live_events",
        "SELECT CAST(COALESCE(SUM(seq), 0) AS BIGINT) FROM live_sessions",
        "SELECT COUNT(*) FROM puzzle_tries",
    ] {
        let (n,): (i64,) = sqlx::query_as(q).fetch_one(&s.db.pool).await.unwrap();
        out.push(n);
    }
    out
}

/// How a simulated device follows the session.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Mode {
    /// Server-sent events, one stream kept.
    Stream,
    /// Server-sent events, the stream dropped after every few events
    /// and opened again with `Last-Event-ID` (a Wi-Fi that comes and goes).
    Flaky,
    /// `GET …/events?after=N` every 100 ms.
    Poll,
}

/// A device following a session: every event it got, by number.
pub struct Follower {
    pub addr: SocketAddr,
    pub device: Device,
    pub session: String,
    pub mode: Mode,
    stream: Option<sse::Stream>,
    last: u64,
    pub seen: BTreeMap<u64, Value>,
    pub reconnects: usize,
    /// The event it started after (a late device: its view's).
    pub from: u64,
}

impl Follower {
    pub fn new(
        addr: SocketAddr,
        device: Device,
        session: &str,
        mode: Mode,
        after: u64,
    ) -> Follower {
        Follower {
            addr,
            device,
            session: session.to_owned(),
            mode,
            stream: None,
            last: after,
            seen: BTreeMap::new(),
            reconnects: 0,
            from: after,
        }
    }

    fn got(&mut self, e: Value) {
        let seq = e["seq"].as_u64().expect("an event's number");
        assert!(
            seq > self.last,
            "event {seq} came again or out of order after {}",
            self.last
        );
        assert_eq!(
            self.seen.insert(seq, e),
            None,
            "event {seq} came twice to one device"
        );
        self.last = seq;
    }

    /// Reads what comes next: a batch of events, or a wait.
    async fn pull(&mut self) {
        match self.mode {
            Mode::Poll => {
                let path = format!("/api/live/{}/events?after={}", self.session, self.last);
                let r = device(self.addr, &self.device, "GET", &path, Value::Null).await;
                assert_eq!(r.status, 200, "{}", r.text());
                let events = r.json()["events"].as_array().cloned().unwrap_or_default();
                if events.is_empty() {
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                for e in events {
                    self.got(e);
                }
            }
            Mode::Stream | Mode::Flaky => {
                if self.stream.is_none() {
                    let last = self.last.to_string();
                    let path = format!("/api/live/{}/stream", self.session);
                    let (status, stream) = sse::open(
                        self.addr,
                        &path,
                        &[
                            ("Authorization", &self.device.bearer),
                            ("Last-Event-ID", &last),
                        ],
                    )
                    .await
                    .unwrap();
                    assert_eq!(status, 200);
                    self.stream = stream;
                }
                let stream = self.stream.as_mut().unwrap();
                match stream.next(Duration::from_secs(2)).await {
                    Some(e) => {
                        assert_eq!(e.id.as_deref(), Some(e.json()["seq"].to_string().as_str()));
                        self.got(e.json());
                        if self.mode == Mode::Flaky && self.seen.len().is_multiple_of(2) {
                            // The connection drops; the device comes back.
                            self.stream = None;
                            self.reconnects += 1;
                        }
                    }
                    None if stream.ended() => self.stream = None,
                    None => {}
                }
            }
        }
    }

    /// The first event seen so far, or coming, that `pred` accepts.
    pub async fn until(&mut self, what: &str, pred: impl Fn(&Value) -> bool) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(e) = self.seen.values().find(|e| pred(&e["body"])) {
                return e.clone();
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "device {} ({:?}) waited in vain for {what}; saw {:?}",
                self.device.learner.as_str(),
                self.mode,
                self.seen
                    .values()
                    .map(|e| e["body"]["kind"].clone())
                    .collect::<Vec<_>>()
            );
            self.pull().await;
        }
    }
}

pub fn kind(e: &Value, k: &str) -> bool {
    e["kind"] == k
}

/// Sends an answer and closes the connection without reading the reply
/// (the reply is lost on the way back).
pub async fn send_and_drop(addr: SocketAddr, d: &Device, path: &str, body: &Value) {
    let body = body.to_string();
    let mut s = tokio::net::TcpStream::connect(addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Authorization: {}\r\nContent-Length: {}\r\n\r\n",
        d.bearer,
        body.len()
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.write_all(body.as_bytes()).await.unwrap();
    drop(s);
}
