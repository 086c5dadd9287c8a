//! The class server under bad requests: 1,000+ of them, made by a seeded
//! generator (malformed and truncated JSON, random bytes, values of the
//! wrong type, unknown fields, bodies over the limit, too many learners,
//! ids that are not ids, names too long, the guest, formats out of range,
//! missing, forged and other classes' tokens and cookies, wrong methods,
//! unknown routes, broken HTTP, a rate above the limit). Each gets a 4xx,
//! never a 5xx nor silence; afterwards every table holds exactly what it
//! held before, and the server still answers. On SQLite always, and on
//! PostgreSQL when `WAHREE_TEST_POSTGRES` names one. Loopback only.

#[path = "common/school.rs"]
mod school;

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use sqlx::Row;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use wahree::classroom::journal::Event;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{GameRecord, Last, Learner, LearnerId, LessonProgress, Stamp};
use wahree::server::site::Site;
use wahree::server::{Db, MAX_BODY, School};

/// Bad requests sent to the unlimited server (the rate's are on top).
const CASES: usize = 1_200;
/// Requests a second the rate-limited server allows one address.
const RATE: u32 = 5;
/// No answer within this is a failure (a hang).
const PATIENCE: Duration = Duration::from_secs(20);

/// splitmix64: the same cases on every run.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())].clone()
    }

    fn bytes(&mut self, n: usize) -> Vec<u8> {
        (0..n).map(|_| self.next() as u8).collect()
    }

    fn hex(&mut self, n: usize) -> String {
        (0..n)
            .map(|_| char::from(b"0123456789abcdef"[self.below(16)]))
            .collect()
    }
}

/// A server on an ephemeral loopback port, as `wahree serve` builds it.
async fn serve(school: School, rate: u32) -> SocketAddr {
    let app = wahree::server::app(school, Arc::new(Site::default()), false, rate);
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
    addr
}

/// One request as bytes on the wire.
struct Case {
    what: String,
    wire: Vec<u8>,
    /// Send the bytes, then close our side (a body cut short).
    cut: bool,
    /// The status it must get; any 4xx if none.
    expect: Option<u16>,
}

fn head(method: &str, path: &str, headers: &[(&str, String)], length: Option<usize>) -> String {
    let mut h = format!("{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    if let Some(n) = length {
        h.push_str(&format!("Content-Length: {n}\r\n"));
    }
    for (k, v) in headers {
        h.push_str(&format!("{k}: {v}\r\n"));
    }
    h.push_str("\r\n");
    h
}

fn wire(method: &str, path: &str, headers: &[(&str, String)], body: &[u8]) -> Vec<u8> {
    let mut w = head(method, path, headers, Some(body.len())).into_bytes();
    w.extend_from_slice(body);
    w
}

/// Sends a case and reads the status of the answer (0: none came).
async fn send(addr: SocketAddr, case: &Case) -> Result<u16, String> {
    assert!(addr.ip().is_loopback(), "loopback only");
    let talk = async {
        let stream = TcpStream::connect(addr).await.map_err(|e| e.to_string())?;
        let (mut rx, mut tx) = stream.into_split();
        let bytes = case.wire.clone();
        let cut = case.cut;
        // Written while the answer is read: the server may answer (413)
        // before it has read a large body, and stop reading.
        let writer = tokio::spawn(async move {
            let _ = tx.write_all(&bytes).await;
            if cut {
                let _ = tx.shutdown().await;
            }
            // Kept open (unless cut) until the answer is read.
            tx
        });
        let mut got = Vec::new();
        let mut buf = vec![0u8; 64 * 1024];
        loop {
            match rx.read(&mut buf).await {
                Ok(0) => break,
                Ok(n) => got.extend_from_slice(&buf[..n]),
                // Reset after the answer came: the answer counts.
                Err(_) => break,
            }
        }
        writer.abort();
        let status = std::str::from_utf8(&got[..got.len().min(16)])
            .ok()
            .and_then(|s| s.strip_prefix("HTTP/1.1 "))
            .and_then(|s| s.get(..3))
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        Ok::<u16, String>(status)
    };
    tokio::time::timeout(PATIENCE, talk)
        .await
        .map_err(|_| "no answer: the server hangs".to_owned())?
}

/// Every row of every table, as text, sorted: equal before and after.
async fn snapshot(s: &School) -> Vec<String> {
    let mut out = Vec::new();
    for table in [
        "classes",
        "devices",
        "sessions",
        "learners",
        "lesson_steps",
        "puzzle_tries",
        "games",
        "adapt_switches",
        "ratings",
    ] {
        let rows = sqlx::query(&format!("SELECT * FROM {table}"))
            .fetch_all(&s.db.pool)
            .await
            .unwrap();
        let mut lines: Vec<String> = rows
            .iter()
            .map(|row| {
                let cells: Vec<String> = (0..row.len())
                    .map(|i| {
                        if let Ok(v) = row.try_get::<Option<String>, _>(i) {
                            format!("{v:?}")
                        } else if let Ok(v) = row.try_get::<Option<i64>, _>(i) {
                            format!("{v:?}")
                        } else if let Ok(v) = row.try_get::<Option<i32>, _>(i) {
                            format!("{v:?}")
                        } else if let Ok(v) = row.try_get::<Option<f64>, _>(i) {
                            format!("{v:?}")
                        } else {
                            panic!("{table}: column {i} of an unknown type")
                        }
                    })
                    .collect();
                format!("{table}: {}", cells.join(" | "))
            })
            .collect();
        lines.sort();
        out.extend(lines);
    }
    out
}

fn id(s: &str) -> LearnerId {
    LearnerId::try_from(s.to_owned()).unwrap()
}

/// A learner with something of every kind: steps and a score, each kind
/// of fact, what they were last doing.
fn full_learner(name: &str, learner: &str) -> Learner {
    let mut l = Learner {
        id: id(learner),
        name: name.into(),
        last: Some(Last::Puzzle { id: "p-two".into() }),
        added: 1_000,
        active: 2_000,
        ..Learner::default()
    };
    l.stamps.name = Stamp {
        at: 1_000,
        origin: 7,
        n: 1,
    };
    let mut steps = LessonProgress::default();
    steps.completed.insert("intro".into());
    steps.completed.insert("try-it".into());
    steps.scores.insert("try-it".into(), 3);
    l.lessons.insert("board".into(), steps);
    let stamp = |n| Stamp {
        at: 1_500 + n,
        origin: 7,
        n,
    };
    l.journal.add(
        stamp(1),
        Event::Try {
            puzzle: "p-one".into(),
            solved: true,
        },
    );
    l.journal.add(
        stamp(2),
        Event::Rated {
            puzzle: "p-one".into(),
            rating: 900,
            solved: true,
        },
    );
    l.journal.add(stamp(3), Event::Game(GameRecord::default()));
    l.journal.add(stamp(4), Event::Adapts(true));
    l.settle();
    l
}

fn sync_body(learners: Vec<Learner>) -> Value {
    serde_json::to_value(Request {
        format: sync::FORMAT,
        since: 0,
        learners,
        follow: vec![id("l1-aiko")],
        fetch: Vec::new(),
    })
    .unwrap()
}

/// A value of a kind other than `v`'s.
fn other_kind(rng: &mut Rng, v: &Value) -> Value {
    let choices = [
        json!(null),
        json!(true),
        json!(-1),
        json!(1.5),
        json!(1e300),
        json!(u64::MAX),
        json!("x"),
        json!(""),
        json!([]),
        json!([1, "a"]),
        json!({}),
        json!({"a": 1}),
    ];
    loop {
        let c = rng.pick(&choices).clone();
        if std::mem::discriminant(&c) != std::mem::discriminant(v) {
            return c;
        }
    }
}

/// `v` with one value somewhere inside it replaced by one of another kind.
fn mutate(rng: &mut Rng, v: &mut Value) {
    let children = match v {
        Value::Object(m) if !m.is_empty() => m.len(),
        Value::Array(a) if !a.is_empty() => a.len(),
        _ => 0,
    };
    // Replace here, or go one level down.
    if children == 0 || rng.below(4) == 0 {
        *v = other_kind(rng, v);
        return;
    }
    let i = rng.below(children);
    match v {
        Value::Object(m) => {
            if let Some((_, child)) = m.iter_mut().nth(i) {
                mutate(rng, child);
            }
        }
        Value::Array(a) => mutate(rng, &mut a[i]),
        _ => {}
    }
}

/// What the generator knows of the school it attacks.
struct Known {
    bearer_a: String,
    token_a: String,
    cookie_a: String,
    cookie_b: String,
    learner_a: String,
    /// A device of the class that is full.
    bearer_full: String,
}

const SYNC: &str = "/api/sync";

fn json_case(what: String, path: &str, auth: &[(&str, String)], body: &[u8], expect: u16) -> Case {
    let mut headers = vec![("Content-Type", "application/json".to_owned())];
    headers.extend_from_slice(auth);
    Case {
        what,
        wire: wire("POST", path, &headers, body),
        cut: false,
        expect: Some(expect),
    }
}

/// The `n`th bad request.
fn generate(n: usize, rng: &mut Rng, k: &Known) -> Case {
    let auth = [("Authorization", k.bearer_a.clone())];
    let good = sync_body(vec![full_learner("Aiko", "l1-aiko")]);
    let good_text = good.to_string();
    match n % 22 {
        // Random bytes as the body.
        0 => {
            let len = rng.below(3000);
            let mut body = rng.bytes(len);
            // Keep it from being valid JSON by chance.
            body.insert(0, b'}');
            json_case(format!("random bytes ({len})"), SYNC, &auth, &body, 400)
        }
        // Valid JSON cut short (with a true length).
        1 => {
            let (path, text) = rng.pick(&[
                (SYNC, good_text.as_str()),
                ("/api/join", r#"{"code":"ABCDEF"}"#),
                (
                    "/api/teacher/sign-in",
                    r#"{"code":"ABCDEF","password":"x"}"#,
                ),
            ]);
            let at = 1 + rng.below(text.len() - 1);
            json_case(
                format!("{path} JSON cut at {at}"),
                path,
                &auth,
                &text.as_bytes()[..at],
                400,
            )
        }
        // A value of the wrong kind somewhere in a sync.
        2 => loop {
            let mut v = good.clone();
            mutate(rng, &mut v);
            if serde_json::from_value::<Request>(v.clone()).is_err() {
                break json_case(
                    format!("wrong kind: {}", short(&v.to_string())),
                    SYNC,
                    &auth,
                    v.to_string().as_bytes(),
                    400,
                );
            }
        },
        // The wrong JSON at the top.
        3 => {
            let path = rng.pick(&[SYNC, "/api/join", "/api/teacher/sign-in"]);
            let body = rng.pick(&["[]", "1", "\"sync\"", "null", "true", "[{}]"]);
            // (`[]` reads as a sync of format 0: 409, "device older".)
            let mut c = json_case(
                format!("{path} body {body}"),
                path,
                &auth,
                body.as_bytes(),
                400,
            );
            c.expect = None;
            c
        }
        // Unknown fields where they are refused.
        4 => {
            let (path, body) = rng.pick(&[
                ("/api/join", r#"{"code":"ABCDEF","class":"x"}"#),
                ("/api/join", r#"{"code":"ABCDEF","token":1}"#),
                (
                    "/api/teacher/sign-in",
                    r#"{"code":"ABCDEF","password":"password-a","admin":true}"#,
                ),
            ]);
            json_case(format!("{path} {body}"), path, &[], body.as_bytes(), 400)
        }
        // A body over the limit, said or chunked.
        5 => {
            let len = MAX_BODY + 1 + rng.below(1 << 20);
            let path = rng.pick(&[SYNC, "/api/join", "/api/teacher/sign-in"]);
            let mut body = b"{\"learners\":[\"".to_vec();
            body.resize(len, b'a');
            if rng.below(2) == 0 {
                json_case(format!("{path} body of {len}"), path, &auth, &body, 413)
            } else {
                let mut headers = vec![
                    ("Content-Type", "application/json".to_owned()),
                    ("Transfer-Encoding", "chunked".to_owned()),
                ];
                headers.extend_from_slice(&auth);
                let mut w = head("POST", path, &headers, None).into_bytes();
                for chunk in body.chunks(64 * 1024) {
                    w.extend_from_slice(format!("{:x}\r\n", chunk.len()).as_bytes());
                    w.extend_from_slice(chunk);
                    w.extend_from_slice(b"\r\n");
                }
                w.extend_from_slice(b"0\r\n\r\n");
                Case {
                    what: format!("{path} chunked body of {len}"),
                    wire: w,
                    cut: false,
                    expect: Some(413),
                }
            }
        }
        // Too many learners in one sync, or too many asked for; or one
        // more learner for a class that is full.
        6 => {
            let which = rng.below(4);
            let body = match which {
                0 => sync_body(
                    (0..sync::MAX_LEARNERS_PER_SYNC + 1 + rng.below(20))
                        .map(|i| full_learner("X", &format!("l9-many-{i}")))
                        .collect(),
                ),
                1 => json!({"format": sync::FORMAT,
                    "follow": (0..201 + rng.below(50)).map(|i| format!("l-{i}")).collect::<Vec<_>>()}),
                2 => json!({"format": sync::FORMAT,
                    "fetch": (0..201 + rng.below(50)).map(|i| format!("l-{i}")).collect::<Vec<_>>()}),
                _ => sync_body(vec![full_learner("New", &format!("l9-new-{}", rng.hex(6)))]),
            };
            let auth = if which == 3 {
                [("Authorization", k.bearer_full.clone())]
            } else {
                auth
            };
            json_case(
                format!("too many ({which})"),
                SYNC,
                &auth,
                body.to_string().as_bytes(),
                413,
            )
        }
        // Learner ids that are not ids.
        7 => {
            let bad = [
                "".to_owned(),
                "L1-AIKO".to_owned(),
                "l1 aiko".to_owned(),
                "l1_aiko".to_owned(),
                "../../etc".to_owned(),
                "lé".to_owned(),
                "a".repeat(41 + rng.below(100)),
                format!("l1-{}\u{0}", rng.hex(4)),
            ];
            let mut v = good.clone();
            let bad_id = rng.pick(&bad).clone();
            let place = rng.below(3);
            match place {
                0 => v["learners"][0]["id"] = json!(bad_id),
                1 => v["follow"] = json!([bad_id]),
                _ => v["fetch"] = json!([bad_id]),
            }
            json_case(
                format!("learner id {bad_id:?} in {place}"),
                SYNC,
                &auth,
                v.to_string().as_bytes(),
                400,
            )
        }
        // Names too long or with control characters.
        8 => {
            let name = match rng.below(3) {
                0 => "n".repeat(wahree::classroom::MAX_NAME + 1 + rng.below(200)),
                1 => format!("Ai\u{0}ko{}", rng.below(9)),
                _ => format!("Ai\nko\u{7}{}", rng.below(9)),
            };
            let body = sync_body(vec![full_learner(&name, "l1-aiko")]);
            json_case(
                format!("name of {} characters", name.chars().count()),
                SYNC,
                &auth,
                body.to_string().as_bytes(),
                400,
            )
        }
        // The guest: each device keeps its own.
        9 => {
            let mut guest = full_learner("Guest", "l1-aiko");
            guest.id = LearnerId::guest();
            if rng.below(2) == 0 {
                guest.name.clear();
            }
            let body = sync_body(vec![guest]);
            json_case(
                "the guest".into(),
                SYNC,
                &auth,
                body.to_string().as_bytes(),
                400,
            )
        }
        // A format out of range.
        10 => {
            let mut v = good.clone();
            let (format, expect) = rng.pick(&[
                (json!(0), 409),
                (json!(sync::FORMAT + 1), 409),
                (json!(u32::MAX), 409),
                (json!(-1), 400),
                (json!(1u64 << 40), 400),
                (json!("1"), 400),
            ]);
            v["format"] = format.clone();
            json_case(
                format!("format {format}"),
                SYNC,
                &auth,
                v.to_string().as_bytes(),
                expect,
            )
        }
        // No device token, a forged one, a teacher's cookie instead.
        11 => {
            let len = 1 + rng.below(63);
            let short_token = rng.hex(len);
            let tokens = [
                None,
                Some(format!("Bearer {}", rng.hex(64))),
                Some(format!("Bearer {short_token}")),
                Some(format!("Bearer {}x", k.token_a)),
                Some(format!("Basic {}", rng.hex(20))),
                Some(format!("bearer {}", k.token_a)),
                Some(format!(
                    "Bearer {}",
                    k.cookie_a.trim_start_matches("wahree_session=")
                )),
                Some(k.token_a.clone()),
            ];
            let token = rng.pick(&tokens).clone();
            let mut headers = vec![("Content-Type", "application/json".to_owned())];
            if let Some(t) = &token {
                headers.push(("Authorization", t.clone()));
            }
            if rng.below(2) == 0 {
                headers.push(("Cookie", k.cookie_a.clone()));
            }
            Case {
                what: format!("device token {token:?}"),
                wire: wire("POST", SYNC, &headers, good_text.as_bytes()),
                cut: false,
                expect: Some(401),
            }
        }
        // No teacher's cookie, a forged one, a device's token instead.
        12 => {
            let len = 1 + rng.below(100);
            let short_cookie = rng.hex(len);
            let cookies = [
                None,
                Some(format!("wahree_session={}", rng.hex(64))),
                Some(format!("wahree_session={short_cookie}")),
                Some(format!("wahree_session={}", k.token_a)),
                Some(format!(
                    "other={}",
                    k.cookie_a.trim_start_matches("wahree_session=")
                )),
                Some("wahree_session".to_owned()),
                Some(";;;=".to_owned()),
            ];
            let cookie = rng.pick(&cookies).clone();
            let (method, path) = rng.pick(&[
                ("GET", "/api/teacher/class".to_owned()),
                ("GET", "/api/teacher/export.csv".to_owned()),
                ("GET", format!("/api/teacher/learners/{}", k.learner_a)),
                ("DELETE", format!("/api/teacher/learners/{}", k.learner_a)),
                ("POST", "/api/teacher/sign-out".to_owned()),
            ]);
            let mut headers = vec![("Authorization", k.bearer_a.clone())];
            if let Some(c) = &cookie {
                headers.push(("Cookie", c.clone()));
            }
            Case {
                what: format!("{method} {path} with cookie {cookie:?}"),
                wire: wire(method, &path, &headers, b""),
                cut: false,
                expect: Some(401),
            }
        }
        // Another class's teacher at this class's learner.
        13 => {
            let method = rng.pick(&["GET", "DELETE"]);
            let path = format!("/api/teacher/learners/{}", k.learner_a);
            Case {
                what: format!("{method} {path} as the other class's teacher"),
                wire: wire(method, &path, &[("Cookie", k.cookie_b.clone())], b""),
                cut: false,
                expect: Some(404),
            }
        }
        // Wrong methods.
        14 => {
            let (method, path) = rng.pick(&[
                ("GET", SYNC.to_owned()),
                ("PUT", SYNC.to_owned()),
                ("DELETE", SYNC.to_owned()),
                ("GET", "/api/join".to_owned()),
                ("PATCH", "/api/join".to_owned()),
                ("GET", "/api/teacher/sign-in".to_owned()),
                ("POST", "/api/teacher/class".to_owned()),
                ("DELETE", "/api/teacher/class".to_owned()),
                ("PUT", format!("/api/teacher/learners/{}", k.learner_a)),
                ("POST", "/api/hello".to_owned()),
                ("GET", "/api/teacher/sign-out".to_owned()),
            ]);
            Case {
                what: format!("{method} {path}"),
                wire: wire(method, &path, &[("Cookie", k.cookie_a.clone())], b"{}"),
                cut: false,
                expect: Some(405),
            }
        }
        // Routes that do not exist under /api/.
        15 => {
            let path = match rng.below(4) {
                0 => {
                    let len = 1 + rng.below(30);
                    format!("/api/{}", rng.hex(len))
                }
                1 => format!("/api/teacher/{}", rng.hex(8)),
                2 => format!("/api/sync/{}", rng.hex(4)),
                _ => format!("/api/teacher/learners/{}/x", k.learner_a),
            };
            let method = rng.pick(&["GET", "POST", "DELETE"]);
            Case {
                what: format!("{method} {path}"),
                wire: wire(method, &path, &[("Cookie", k.cookie_a.clone())], b""),
                cut: false,
                expect: Some(404),
            }
        }
        // A body shorter than its length says, then our side closes.
        16 => {
            let text = good_text.as_bytes();
            let sent = rng.below(text.len());
            let mut headers = vec![("Content-Type", "application/json".to_owned())];
            headers.extend_from_slice(&auth);
            let mut w = head("POST", SYNC, &headers, Some(text.len())).into_bytes();
            w.extend_from_slice(&text[..sent]);
            Case {
                what: format!("a body cut at {sent} of {}", text.len()),
                wire: w,
                cut: true,
                expect: Some(400),
            }
        }
        // Not said to be JSON.
        17 => {
            let kind = rng.pick(&[
                Some("text/plain"),
                Some("application/x-www-form-urlencoded"),
                Some("multipart/form-data"),
                None,
            ]);
            let mut headers = auth.to_vec();
            if let Some(kind) = kind {
                headers.push(("Content-Type", kind.to_owned()));
            }
            Case {
                what: format!("content type {kind:?}"),
                wire: wire("POST", SYNC, &headers, good_text.as_bytes()),
                cut: false,
                expect: Some(400),
            }
        }
        // The teacher asks for a learner by something that is no id.
        18 => {
            let bad = rng.pick(&["L1-AIKO", "a%20b", "%FF%FE", "x_y", "%00", "..%2F..%2Fx"]);
            let method = rng.pick(&["GET", "DELETE"]);
            let long = "a".repeat(41 + rng.below(50));
            let bad = if rng.below(5) == 0 {
                long.as_str()
            } else {
                bad
            };
            let path = format!("/api/teacher/learners/{bad}");
            Case {
                what: format!("{method} {path}"),
                wire: wire(method, &path, &[("Cookie", k.cookie_a.clone())], b""),
                cut: false,
                expect: Some(400),
            }
        }
        // Codes and passwords that open nothing: no class has the code, or
        // they are too long to be one. A wrong code at the sign-in costs an
        // Argon2 check (as long as a wrong password), so only a few.
        19 => {
            let (what, path, body, expect) = match (n % 220 == 19, rng.below(6)) {
                (true, _) => (
                    "a wrong code",
                    "/api/teacher/sign-in",
                    json!({"code": "ZZZZZZ", "password": "password-a"}),
                    401,
                ),
                (false, 0..=2) => (
                    "a code no class has",
                    "/api/join",
                    json!({"code": rng.hex(6).to_uppercase().replace(['0', '1'], "Z")}),
                    404,
                ),
                (false, 3) => (
                    "a code too long",
                    "/api/join",
                    json!({"code": "A".repeat(33 + rng.below(100))}),
                    400,
                ),
                (false, 4) => (
                    "a code too long",
                    "/api/teacher/sign-in",
                    json!({"code": "A".repeat(33 + rng.below(100)), "password": "x"}),
                    400,
                ),
                (false, _) => (
                    "a password too long",
                    "/api/teacher/sign-in",
                    json!({"code": "ABCDEF", "password": "p".repeat(1025 + rng.below(2500))}),
                    400,
                ),
            };
            let mut case = json_case(
                format!("{path}: {what}"),
                path,
                &[],
                body.to_string().as_bytes(),
                expect,
            );
            if matches!(expect, 401 | 404) {
                // A guess: refused as wrong, or once its address guessed
                // too often, told to wait (429); a 4xx either way.
                case.expect = None;
            }
            case
        }
        // Facts of the wrong kind: ids with control characters or of any
        // length, unknown events, numbers out of range.
        20 => {
            let mut v = good.clone();
            let l = &mut v["learners"][0];
            let junk = match rng.below(3) {
                0 => format!("p-{}\u{0}", rng.hex(3)),
                1 => format!("p\u{1b}[31m{}", rng.hex(3)),
                _ => format!("p-{}", "x".repeat(300 + rng.below(2000))),
            };
            let which = rng.below(7);
            match which {
                0 => l["journal"]["events"][0]["did"]["Try"]["puzzle"] = json!(junk),
                1 => l["journal"]["events"][1]["did"]["Rated"]["puzzle"] = json!(junk),
                2 => {
                    let mut lessons = serde_json::Map::new();
                    lessons.insert(junk.clone(), json!({"completed": ["intro"]}));
                    l["lessons"] = Value::Object(lessons);
                }
                3 => l["lessons"]["board"]["completed"] = json!([junk]),
                4 => l["journal"]["events"][1]["did"]["Rated"]["rating"] = json!(70_000),
                5 => l["journal"]["events"][0]["did"] = json!({"Teleport": {"to": 3}}),
                _ => l["lessons"]["board"]["scores"] = json!({"try-it": 300}),
            }
            json_case(
                format!("fact of the wrong kind ({which}): {}", short(&junk)),
                SYNC,
                &auth,
                v.to_string().as_bytes(),
                400,
            )
        }
        // Broken HTTP.
        _ => {
            let w: Vec<u8> = match rng.below(5) {
                0 => {
                    let len = 10 + rng.below(200);
                    let mut w = rng.bytes(len);
                    w.extend_from_slice(b"\r\n\r\n");
                    w
                }
                1 => b"GET /api/hello HTTP/9.9\r\nHost: x\r\n\r\n".to_vec(),
                2 => format!(
                    "GET /api/hello HTTP/1.1\r\nHost: x\r\nX-Big: {}\r\n\r\n",
                    "a".repeat(500_000 + rng.below(100_000))
                )
                .into_bytes(),
                3 => b"GET /api/hello HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n".to_vec(),
                _ => b"POST /api/sync HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n".to_vec(),
            };
            Case {
                what: format!("broken HTTP: {}", short(&String::from_utf8_lossy(&w))),
                wire: w,
                cut: false,
                expect: None,
            }
        }
    }
}

fn short(s: &str) -> String {
    s.chars().take(120).collect()
}

async fn post_json(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, String)],
    body: &Value,
) -> (u16, Value, String) {
    let mut h = vec![("Content-Type", "application/json".to_owned())];
    h.extend_from_slice(headers);
    let mut s = TcpStream::connect(addr).await.unwrap();
    s.write_all(&wire("POST", path, &h, body.to_string().as_bytes()))
        .await
        .unwrap();
    let mut raw = Vec::new();
    s.read_to_end(&mut raw).await.unwrap();
    let text = String::from_utf8_lossy(&raw).into_owned();
    let status = text.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let (headers, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let cookie = headers
        .lines()
        .find_map(|l| l.strip_prefix("set-cookie: "))
        .and_then(|c| c.split(';').next())
        .unwrap_or("")
        .to_owned();
    (
        status,
        serde_json::from_str(body).unwrap_or(Value::Null),
        cookie,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_bad_requests_get_a_4xx_and_change_nothing() {
    for db in school::all("faults").await {
        let kind = db.kind;
        let school = School::new(Db::open(&db.url).await.unwrap());
        let open = serve(school.clone(), 0).await;
        let limited = serve(school.clone(), RATE).await;
        // The school before: two classes with a device and a signed-in
        // teacher each, a learner with something of every kind, and a
        // class that is full.
        let a = school.add_class("A", "password-a", 1).await.unwrap();
        let b = school.add_class("B", "password-b", 1).await.unwrap();
        let full = school.add_class("Full", "password-f", 1).await.unwrap();
        let (sa, ja, _) = post_json(open, "/api/join", &[], &json!({"code": a.code})).await;
        assert_eq!(sa, 200, "{kind}");
        let token_a = ja["token"].as_str().unwrap().to_owned();
        let bearer_a = format!("Bearer {token_a}");
        let (_, jf, _) = post_json(open, "/api/join", &[], &json!({"code": full.code})).await;
        let token_full = jf["token"].as_str().unwrap().to_owned();
        let (s, _, _) = post_json(
            open,
            SYNC,
            &[("Authorization", bearer_a.clone())],
            &sync_body(vec![full_learner("Aiko", "l1-aiko")]),
        )
        .await;
        assert_eq!(s, 200, "{kind}");
        let max = wahree::server::school::MAX_LEARNERS as usize;
        for chunk in (0..max)
            .collect::<Vec<_>>()
            .chunks(sync::MAX_LEARNERS_PER_SYNC)
        {
            let learners = chunk
                .iter()
                .map(|i| Learner {
                    id: id(&format!("l2-full-{i}")),
                    name: format!("F{i}"),
                    ..Learner::default()
                })
                .collect();
            let (s, _, _) = post_json(
                open,
                SYNC,
                &[("Authorization", format!("Bearer {token_full}"))],
                &sync_body(learners),
            )
            .await;
            assert_eq!(s, 200, "{kind}");
        }
        let sign_in = |code: String, password: &'static str| async move {
            let (s, _, cookie) = post_json(
                open,
                "/api/teacher/sign-in",
                &[],
                &json!({"code": code, "password": password}),
            )
            .await;
            assert_eq!(s, 200);
            cookie
        };
        let known = Known {
            bearer_a,
            token_a,
            cookie_a: sign_in(a.code.clone(), "password-a").await,
            cookie_b: sign_in(b.code.clone(), "password-b").await,
            learner_a: "l1-aiko".into(),
            bearer_full: format!("Bearer {token_full}"),
        };
        assert!(known.cookie_a.starts_with("wahree_session="), "{kind}");
        let before = snapshot(&school).await;

        let mut rng = Rng(0x5eed_0020);
        let mut failures = Vec::new();
        let mut seen = std::collections::BTreeMap::<u16, usize>::new();
        for n in 0..CASES {
            let case = generate(n, &mut rng, &known);
            let got = send(open, &case).await;
            let ok = match (&got, case.expect) {
                (Ok(s), Some(e)) => *s == e,
                (Ok(s), None) => (400..500).contains(s),
                (Err(_), _) => false,
            };
            if let Ok(s) = got {
                *seen.entry(s).or_default() += 1;
            }
            if !ok {
                failures.push(format!(
                    "#{n} {}: got {got:?}, expected {}",
                    case.what,
                    case.expect.map_or("a 4xx".to_owned(), |e| e.to_string())
                ));
            }
        }
        // A rate above the limit from one address: past the burst, 429.
        let quiet = json_case(
            "a quiet sync".into(),
            SYNC,
            &[("Authorization", known.bearer_a.clone())],
            json!({"format": sync::FORMAT}).to_string().as_bytes(),
            200,
        );
        let mut refused = 0;
        let tries = 60;
        for n in 0..tries {
            match send(limited, &quiet).await {
                Ok(429) => refused += 1,
                Ok(200) => {}
                other => failures.push(format!("rate #{n}: got {other:?}")),
            }
        }
        let burst = 2 * RATE as usize;
        assert!(
            refused >= tries - burst - 5,
            "{kind}: {refused} of {tries} refused for the rate"
        );

        assert!(
            failures.is_empty(),
            "{kind}: {} of {CASES} bad requests were not refused as they should be:\n{}",
            failures.len(),
            failures[..failures.len().min(30)].join("\n")
        );
        let after = snapshot(&school).await;
        if before != after {
            let gone: Vec<_> = before.iter().filter(|r| !after.contains(r)).collect();
            let new: Vec<_> = after.iter().filter(|r| !before.contains(r)).collect();
            panic!("{kind}: the database changed.\nbefore only: {gone:#?}\nafter only: {new:#?}");
        }
        // The limited server's bucket fills again.
        tokio::time::sleep(Duration::from_secs(1)).await;
        for addr in [open, limited] {
            let hello = Case {
                what: "hello".into(),
                wire: wire("GET", "/api/hello", &[], b""),
                cut: false,
                expect: Some(200),
            };
            assert_eq!(send(addr, &hello).await, Ok(200), "{kind}: still up");
        }
        eprintln!("{kind}: answers by status {seen:?}");
    }
}
