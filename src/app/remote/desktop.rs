//! The desktop's way to the class server: `ureq`, a small blocking HTTP
//! client (HTTPS through rustls), each request on a thread of its own so
//! that neither the window nor iced's thread pool (the coach's) ever
//! waits on the network. The teacher's session and the organiser's are
//! cookies, kept here as a browser keeps them: by name, for the server
//! that set each, so both stay signed in on one computer.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use iced_futures::futures::channel::{mpsc, oneshot};
use iced_futures::{BoxFuture, BoxStream};

use super::push::{self, Push};
use super::{Call, Method, Reply, Transport, Unreachable};

/// How long one stream is held before it is opened again.
const STREAM_LIFE: Duration = Duration::from_secs(90);

/// The most an answer may hold: a class of thirty with long journals is
/// far less.
const MAX_ANSWER: u64 = 64 << 20;

pub struct Desktop {
    agent: ureq::Agent,
    /// For the streams a live session pushes: no answer ends in 20 s, so
    /// a stream is only renewed now and then ([`STREAM_LIFE`]), which
    /// also ends one a dead network left hanging.
    streams: ureq::Agent,
    /// The sessions: each cookie with the server it came from.
    session: Arc<Session>,
}

impl Default for Desktop {
    fn default() -> Desktop {
        Desktop::new()
    }
}

impl Desktop {
    pub fn new() -> Desktop {
        let agent = |life: u64| {
            let config = ureq::Agent::config_builder()
                // Every status comes back as an answer: the app words them.
                .http_status_as_error(false)
                .timeout_connect(Some(Duration::from_secs(5)))
                .timeout_global(Some(Duration::from_secs(life)))
                .user_agent(concat!("wahree/", env!("CARGO_PKG_VERSION")))
                .build();
            ureq::Agent::new_with_config(config)
        };
        Desktop {
            agent: agent(20),
            streams: agent(STREAM_LIFE.as_secs()),
            session: Arc::default(),
        }
    }
}

impl Transport for Desktop {
    fn send(&self, base: &str, call: Call) -> BoxFuture<Result<Reply, Unreachable>> {
        let (tx, rx) = oneshot::channel();
        let agent = self.agent.clone();
        let session = Arc::clone(&self.session);
        let base = base.to_owned();
        let started = std::thread::Builder::new()
            .name("wahree-http".into())
            .spawn(move || {
                let _ = tx.send(blocking(&agent, &session, &base, call));
            });
        Box::pin(async move {
            if started.is_err() {
                return Err(Unreachable);
            }
            rx.await.unwrap_or(Err(Unreachable))
        })
    }

    fn listen(&self, base: &str, call: Call) -> BoxStream<Push> {
        let (tx, rx) = mpsc::unbounded();
        let agent = self.streams.clone();
        let session = Arc::clone(&self.session);
        let base = base.to_owned();
        let _ = std::thread::Builder::new()
            .name("wahree-push".into())
            .spawn(move || {
                let mut reader = push::Reader::default();
                // Until the app stops listening (the receiver is dropped).
                while !tx.is_closed() {
                    let call = push::resumed(&call, reader.last);
                    follow(&agent, &session, &base, call, &mut reader, &tx);
                    if tx.unbounded_send(Push::Lost).is_err() {
                        break;
                    }
                    std::thread::sleep(push::RETRY);
                }
            });
        Box::pin(rx)
    }
}

/// Holds one stream open, telling `tx` of what comes, until it ends,
/// breaks, or nobody listens.
fn follow(
    agent: &ureq::Agent,
    session: &Session,
    base: &str,
    call: Call,
    reader: &mut push::Reader,
    tx: &mpsc::UnboundedSender<Push>,
) {
    use std::io::Read;
    let Ok(req) = request(session, base, &call).body(()) else {
        return;
    };
    let Ok(answer) = agent.run(req) else {
        return;
    };
    if answer.status().as_u16() != 200 || tx.unbounded_send(Push::Open).is_err() {
        return;
    }
    let mut body = answer.into_body().into_reader();
    let mut buf = [0u8; 4096];
    // The server's keep-alive every 15 s wakes this read, so a stream
    // nobody listens to any more ends within that.
    while let Ok(n @ 1..) = body.read(&mut buf) {
        if let Some(id) = reader.feed(&buf[..n])
            && tx.unbounded_send(Push::Event(id)).is_err()
        {
            return;
        }
        if tx.is_closed() {
            return;
        }
    }
}

/// A kept cookie: the server it came from, its name and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Kept {
    base: String,
    name: String,
    value: String,
}

type Session = Mutex<Vec<Kept>>;

/// The `Cookie` header for `base`: every cookie it set, none of another
/// server's.
fn cookies_for(session: &Session, base: &str) -> Option<String> {
    let kept = session.lock().ok()?;
    let all: Vec<String> = kept
        .iter()
        .filter(|k| k.base == base)
        .map(|k| format!("{}={}", k.name, k.value))
        .collect();
    (!all.is_empty()).then(|| all.join("; "))
}

/// A request for `call` with its token and the teacher's session.
fn request(session: &Session, base: &str, call: &Call) -> ureq::http::request::Builder {
    let url = format!("{base}{}", call.path);
    let mut req = ureq::http::Request::builder()
        .uri(&url)
        .method(match call.method {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Delete => "DELETE",
        });
    if let Some(token) = &call.bearer {
        req = req.header("Authorization", format!("Bearer {token}"));
    }
    if let Some(cookies) = cookies_for(session, base) {
        req = req.header("Cookie", cookies);
    }
    req
}

fn blocking(
    agent: &ureq::Agent,
    session: &Session,
    base: &str,
    call: Call,
) -> Result<Reply, Unreachable> {
    let req = request(session, base, &call);
    let sent = match call.json {
        Some(body) => {
            let req = req
                .header("Content-Type", "application/json")
                .body(body)
                .map_err(|_| Unreachable)?;
            agent.run(req)
        }
        None => {
            let req = req.body(()).map_err(|_| Unreachable)?;
            agent.run(req)
        }
    };
    let mut answer = sent.map_err(|_| Unreachable)?;
    for set in answer.headers().get_all("set-cookie") {
        if let Ok(set) = set.to_str() {
            keep_cookie(session, base, set);
        }
    }
    let retry_after = answer
        .headers()
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.trim().parse().ok());
    let status = answer.status().as_u16();
    let body = answer
        .body_mut()
        .with_config()
        .limit(MAX_ANSWER)
        .read_to_vec()
        .map_err(|_| Unreachable)?;
    Ok(Reply {
        status,
        body,
        retry_after,
    })
}

/// The most cookies kept (a server sets two: the teacher's and the
/// organiser's sessions).
const MAX_COOKIES: usize = 16;

/// Keeps the cookie a `Set-Cookie` gives in place of the one of that name
/// from that server, or forgets it when the server ends it (`Max-Age=0`,
/// an empty value); the others stay.
fn keep_cookie(session: &Session, base: &str, set: &str) {
    let mut parts = set.split(';');
    let Some((name, value)) = parts.next().and_then(|kv| kv.trim().split_once('=')) else {
        return;
    };
    let name = name.trim();
    let ended = value.is_empty() || parts.any(|p| p.trim().eq_ignore_ascii_case("max-age=0"));
    if let Ok(mut kept) = session.lock() {
        kept.retain(|k| !(k.base == base && k.name == name));
        if !ended {
            if kept.len() >= MAX_COOKIES {
                kept.remove(0);
            }
            kept.push(Kept {
                base: base.to_owned(),
                name: name.to_owned(),
                value: value.to_owned(),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_session_cookie_is_kept_for_its_server_and_forgotten_when_ended() {
        let s = Session::default();
        keep_cookie(
            &s,
            "http://a",
            "wahree_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=28800",
        );
        assert_eq!(
            cookies_for(&s, "http://a").as_deref(),
            Some("wahree_session=abc")
        );
        assert_eq!(cookies_for(&s, "http://b"), None, "another server's");
        keep_cookie(&s, "http://a", "wahree_session=; Path=/; Max-Age=0");
        assert_eq!(cookies_for(&s, "http://a"), None);
    }

    #[test]
    fn a_teacher_and_an_organiser_stay_signed_in_side_by_side() {
        let s = Session::default();
        keep_cookie(&s, "http://a", "wahree_session=t1; Path=/; HttpOnly");
        keep_cookie(&s, "http://a", "wahree_organiser=o1; Path=/; HttpOnly");
        assert_eq!(
            cookies_for(&s, "http://a").as_deref(),
            Some("wahree_session=t1; wahree_organiser=o1")
        );
        // A new teacher's session replaces theirs alone.
        keep_cookie(&s, "http://a", "wahree_session=t2; Path=/");
        assert_eq!(
            cookies_for(&s, "http://a").as_deref(),
            Some("wahree_organiser=o1; wahree_session=t2")
        );
        // The organiser signs out: the teacher stays signed in.
        keep_cookie(&s, "http://a", "wahree_organiser=; Path=/; Max-Age=0");
        assert_eq!(
            cookies_for(&s, "http://a").as_deref(),
            Some("wahree_session=t2")
        );
        // The same name from another server is another cookie.
        keep_cookie(&s, "http://b", "wahree_session=x; Path=/");
        assert_eq!(
            cookies_for(&s, "http://a").as_deref(),
            Some("wahree_session=t2")
        );
        assert_eq!(
            cookies_for(&s, "http://b").as_deref(),
            Some("wahree_session=x")
        );
    }

    #[test]
    fn nothing_listening_is_unreachable() {
        // A port nothing listens on, on this machine only.
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let d = Desktop::new();
        let got = iced_futures::futures::executor::block_on(
            d.send(&format!("http://127.0.0.1:{port}"), Call::get("/api/hello")),
        );
        assert_eq!(got, Err(Unreachable));
    }
}
