//! Games between two devices for `tests/duel.rs`: a device (or the
//! teacher's projector) following the class's game events by server-sent
//! events, the stream opened again after the last event it got when it
//! drops; what the duel tables hold, for a refused request to leave as
//! it was; and a move the engine allows where a game is.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::time::Duration;

use serde_json::Value;
use wahree::engine::Position;
use wahree::server::School;

use crate::devices::WAIT;
use crate::sse;

/// A stream of game events, as a device or the projector holds it.
pub struct Watcher {
    pub addr: SocketAddr,
    path: String,
    auth: (&'static str, String),
    stream: Option<sse::Stream>,
    pub last: u64,
    pub seen: BTreeMap<u64, Value>,
}

impl Watcher {
    /// A device's stream (`bearer`: its `Authorization` header).
    pub fn device(addr: SocketAddr, bearer: &str) -> Watcher {
        Watcher::new(
            addr,
            "/api/duels/stream",
            ("Authorization", bearer.to_owned()),
        )
    }

    /// The teacher's stream: every game of the class, or one (`?game=`).
    pub fn teacher(addr: SocketAddr, cookie: &str, game: Option<&str>) -> Watcher {
        let path = match game {
            Some(g) => format!("/api/teacher/duels/stream?game={g}"),
            None => "/api/teacher/duels/stream".to_owned(),
        };
        Watcher::new(addr, &path, ("Cookie", cookie.to_owned()))
    }

    fn new(addr: SocketAddr, path: &str, auth: (&'static str, String)) -> Watcher {
        Watcher {
            addr,
            path: path.to_owned(),
            auth,
            stream: None,
            last: 0,
            seen: BTreeMap::new(),
        }
    }

    /// Opens the stream now (after the last event seen).
    pub async fn open(&mut self) {
        let last = self.last.to_string();
        let (status, stream) = sse::open(
            self.addr,
            &self.path,
            &[(self.auth.0, &self.auth.1), ("Last-Event-ID", &last)],
        )
        .await
        .unwrap();
        assert_eq!(status, 200, "{}", self.path);
        self.stream = stream;
    }

    /// Drops the connection (the Wi-Fi went); the next read opens it
    /// again after the last event seen.
    pub fn drop_stream(&mut self) {
        self.stream = None;
    }

    async fn pull(&mut self, wait: Duration) {
        if self.stream.is_none() {
            self.open().await;
        }
        let stream = self.stream.as_mut().unwrap();
        match stream.next(wait).await {
            Some(e) => {
                let v = e.json();
                let seq = v["seq"].as_u64().expect("an event's number");
                assert_eq!(e.id, Some(seq.to_string()));
                assert!(seq > self.last, "event {seq} again after {}", self.last);
                self.last = seq;
                self.seen.insert(seq, v);
            }
            None if stream.ended() => self.stream = None,
            None => {}
        }
    }

    /// The first event seen (after `after`), or coming, that `pred`
    /// accepts.
    pub async fn until(&mut self, what: &str, after: u64, pred: impl Fn(&Value) -> bool) -> Value {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(e) = self
                .seen
                .range(after + 1..)
                .map(|(_, e)| e)
                .find(|e| pred(e))
            {
                return e.clone();
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "{} waited in vain for {what}; saw {:?}",
                self.path,
                self.seen
                    .values()
                    .map(|e| e["body"]["kind"].clone())
                    .collect::<Vec<_>>()
            );
            self.pull(Duration::from_secs(2)).await;
        }
    }

    /// Whatever comes within `wait`.
    pub async fn drain(&mut self, wait: Duration) {
        let deadline = tokio::time::Instant::now() + wait;
        while tokio::time::Instant::now() < deadline {
            self.pull(Duration::from_millis(200)).await;
        }
    }
}

/// Whether an event is of `kind` and about `game`.
pub fn is(e: &Value, game: &str, kind: &str) -> bool {
    e["game"] == game && e["body"]["kind"] == kind
}

/// What the duel tables hold: what a refused request leaves as it was.
pub async fn duel_rows(s: &School) -> Vec<String> {
    let mut out = Vec::new();
    for q in [
        "SELECT COUNT(*) FROM duels",
        "SELECT COUNT(*) FROM duel_events",
        "SELECT CAST(COALESCE(SUM(seq), 0) AS BIGINT) FROM duel_classes",
        "SELECT COUNT(*) FROM games",
    ] {
        let (n,): (i64,) = sqlx::query_as(q).fetch_one(&s.db.pool).await.unwrap();
        out.push(n.to_string());
    }
    let states: Vec<(String,)> = sqlx::query_as("SELECT state FROM duels ORDER BY id")
        .fetch_all(&s.db.pool)
        .await
        .unwrap();
    out.extend(states.into_iter().map(|(s,)| s));
    out
}

/// The `k`th legal move (in some order) where a game's view is.
pub fn a_move(view: &Value, k: usize) -> u8 {
    let p: Position = view["position"].as_str().unwrap().parse().unwrap();
    let legal: Vec<u8> = p.legal_moves().map(|h| h.index() as u8).collect();
    legal[k % legal.len()]
}

/// A house the engine refuses where a game is (an empty one of the
/// mover's, or else one of the other side's).
pub fn an_illegal_move(view: &Value) -> u8 {
    let p: Position = view["position"].as_str().unwrap().parse().unwrap();
    (0..12u8)
        .find(|&h| !p.legal_moves().any(|l| l.index() as u8 == h))
        .unwrap()
}
