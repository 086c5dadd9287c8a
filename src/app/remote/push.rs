//! What the class server pushes: a live session's events as server-sent
//! events (`/api/…/live/{id}/stream`, `server::live_stream`). The app
//! takes an event as "something changed" and looks at the session at
//! once (one look for a burst of them), so what it shows is always the
//! server's whole view, never pieced together from events. The looks every
//! few seconds stay as a net under it: a stream that a proxy holds back
//! or a network that drops it silently costs a few seconds, nothing more.
//!
//! How the stream is held is the transport's (`Transport::listen`): a
//! thread of its own on the desktop, `fetch` reading the answer as it
//! comes in the browser (an `EventSource` cannot carry a device's token).
//! Both reconnect after [`RETRY`] and resume after the last event heard.

use std::hash::{Hash, Hasher};
use std::time::Duration;

use iced::Subscription;

use super::{Call, Remote};

/// What a listening device hears.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Push {
    /// The server answered: the stream is open (again).
    Open,
    /// New events came; the number of the last.
    Event(u64),
    /// The stream ended or broke; it is opened again after [`RETRY`].
    Lost,
}

/// The wait before the stream is opened again.
pub const RETRY: Duration = Duration::from_secs(2);

/// Reads server-sent events as their bytes arrive, in pieces of any size:
/// the number (`id:`) of each whole event.
#[derive(Debug, Default)]
pub struct Reader {
    line: Vec<u8>,
    /// The `id:` of the event being read.
    id: Option<u64>,
    /// The last event's number, for a resume.
    pub last: Option<u64>,
}

impl Reader {
    /// Takes the next bytes; the last whole event's number among them, if
    /// any ended here.
    pub fn feed(&mut self, bytes: &[u8]) -> Option<u64> {
        let mut ended = None;
        for &b in bytes {
            if b != b'\n' {
                self.line.push(b);
                continue;
            }
            let line = std::mem::take(&mut self.line);
            let line = line.strip_suffix(b"\r").unwrap_or(&line);
            if line.is_empty() {
                // A blank line ends an event.
                if let Some(id) = self.id.take() {
                    self.last = Some(id);
                    ended = Some(id);
                }
            } else if let Some(value) = line.strip_prefix(b"id:") {
                self.id = std::str::from_utf8(value)
                    .ok()
                    .and_then(|v| v.trim().parse().ok());
            }
            // `data:`, `retry:` and comments: the look reads the view.
        }
        ended
    }
}

/// The call that opens the stream again after the event `after`.
pub fn resumed(call: &Call, after: Option<u64>) -> Call {
    let mut call = call.clone();
    if let Some(after) = after {
        let sep = if call.path.contains('?') { '&' } else { '?' };
        call.path = format!("{}{sep}after={after}", call.path);
    }
    call
}

/// A stream to follow: the same one (server, route, token) is held across
/// the app's updates and dropped when the screen no longer asks for it.
struct Listen {
    remote: Remote,
    call: Call,
}

impl Hash for Listen {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.remote.base().hash(state);
        self.call.path.hash(state);
        self.call.bearer.hash(state);
    }
}

/// What the server pushes on `call` (a `GET` of a stream route).
pub fn pushes(remote: Remote, call: Call) -> Subscription<Push> {
    Subscription::run_with(Listen { remote, call }, |l| l.remote.listen(l.call.clone()))
}

/// The teacher's stream of session `id`.
pub fn teacher(id: &str) -> Call {
    Call::get(&format!("/api/teacher/live/{id}/stream"))
}

/// A device's stream of session `id`.
pub fn device(id: &str, token: &str) -> Call {
    Call::get(&format!("/api/live/{id}/stream")).bearer(token)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_are_read_whole_from_pieces_of_any_size() {
        let stream = b": wahree live\nretry: 2000\n\nid: 3\ndata: {\"seq\":3}\n\nid: 4\r\ndata: {}\r\n\r\nid: 5\ndata: {";
        // Byte by byte, and all at once, the same events end.
        let mut r = Reader::default();
        let ended: Vec<u64> = stream.iter().filter_map(|b| r.feed(&[*b])).collect();
        assert_eq!(ended, vec![3, 4]);
        let mut r = Reader::default();
        assert_eq!(r.feed(stream), Some(4), "the last whole event");
        assert_eq!(r.last, Some(4));
        // The fifth ends with its blank line.
        assert_eq!(r.feed(b"}\n\n"), Some(5));
        assert_eq!(r.feed(b": keep-alive\n\n"), None, "a comment is no event");
    }

    #[test]
    fn a_stream_resumes_after_the_last_event() {
        let c = device("abc", "t0k");
        assert_eq!(resumed(&c, None).path, "/api/live/abc/stream");
        assert_eq!(resumed(&c, Some(7)).path, "/api/live/abc/stream?after=7");
        assert_eq!(resumed(&c, Some(7)).bearer.as_deref(), Some("t0k"));
        let q = Call::get("/x?learners=a");
        assert_eq!(resumed(&q, Some(1)).path, "/x?learners=a&after=1");
    }
}
