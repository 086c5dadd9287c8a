//! The app's side of the class server (`wahree serve`, docs/server.md):
//! how a request reaches it, chosen per target like the coach's
//! background (`background.rs`): `fetch` in the browser (`web/fetch.rs`,
//! same origin, so the teacher's cookie goes with it), a small blocking
//! client on a thread of its own on the desktop (`desktop.rs`). `api.rs`
//! is the server's routes as typed calls over either. Nothing here knows
//! a learner's rules: what to send and what an answer means is the
//! classroom's (`classroom::sync`, `Classroom::sync_request`).

pub mod api;
#[cfg(not(target_arch = "wasm32"))]
pub mod desktop;
pub mod duel;
#[cfg(test)]
pub mod fake;
pub mod live;
pub mod open_tournament;
pub mod organiser;
pub mod push;
pub mod tournament;

use std::sync::Arc;

use iced_futures::{BoxFuture, BoxStream, MaybeSend, MaybeSync};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    Get,
    Post,
    Delete,
}

/// One request to the server: a route under `/api/`, the device's token
/// if it has one, a JSON body if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub method: Method,
    /// `/api/sync`.
    pub path: String,
    pub bearer: Option<String>,
    pub json: Option<String>,
}

impl Call {
    pub fn get(path: &str) -> Call {
        Call {
            method: Method::Get,
            path: path.to_owned(),
            bearer: None,
            json: None,
        }
    }

    pub fn post(path: &str, json: String) -> Call {
        Call {
            method: Method::Post,
            json: Some(json),
            ..Call::get(path)
        }
    }

    pub fn delete(path: &str) -> Call {
        Call {
            method: Method::Delete,
            ..Call::get(path)
        }
    }

    pub fn bearer(mut self, token: &str) -> Call {
        self.bearer = Some(token.to_owned());
        self
    }
}

/// What the server answered, whatever its status.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    pub status: u16,
    pub body: Vec<u8>,
    /// `Retry-After`, in seconds (a teacher's sign-in slowed down).
    pub retry_after: Option<u64>,
}

/// The server could not be reached: no network, nothing listening there,
/// or no answer in time. Changes wait; nothing is lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Unreachable;

/// How requests reach a server.
pub trait Transport: MaybeSend + MaybeSync {
    /// Sends `call` to the server at `base` (`http://10.0.0.5:8080`, or
    /// empty for the server that served this page).
    fn send(&self, base: &str, call: Call) -> BoxFuture<Result<Reply, Unreachable>>;

    /// Follows what the server pushes on `call` (`push.rs`), opening the
    /// stream again whenever it ends, until the stream returned is
    /// dropped. A transport that cannot hold one hears nothing: the app's
    /// looks go on as before.
    fn listen(&self, _base: &str, _call: Call) -> BoxStream<push::Push> {
        iced_futures::boxed_stream(iced_futures::futures::stream::pending())
    }
}

/// A server to talk to: the way there and its address.
#[derive(Clone)]
pub struct Remote {
    transport: Arc<dyn Transport>,
    base: String,
}

impl std::fmt::Debug for Remote {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Remote").field("base", &self.base).finish()
    }
}

impl Remote {
    pub fn new(transport: Arc<dyn Transport>, base: &str) -> Remote {
        Remote {
            transport,
            base: address(base),
        }
    }

    /// The server's address (empty: this page's).
    pub fn base(&self) -> &str {
        &self.base
    }

    pub fn send(&self, call: Call) -> BoxFuture<Result<Reply, Unreachable>> {
        self.transport.send(&self.base, call)
    }

    pub fn listen(&self, call: Call) -> BoxStream<push::Push> {
        self.transport.listen(&self.base, call)
    }
}

/// An address as typed (`10.0.0.5:8080/`, `http://wahree.school/`) in
/// the form calls are made on: a scheme, no slash at the end, no join
/// link's query.
pub fn address(typed: &str) -> String {
    let typed = typed.trim();
    let typed = typed.split(['?', '#']).next().unwrap_or_default();
    let typed = typed.trim_end_matches('/');
    if typed.is_empty() || typed.contains("://") {
        typed.to_owned()
    } else {
        format!("http://{typed}")
    }
}

/// The class code in a join link (`http://10.0.0.5:8080/?join=K7QD3M`),
/// if it has one.
pub fn join_code(link: &str) -> Option<String> {
    let query = link.split_once('?')?.1;
    let query = query.split('#').next().unwrap_or_default();
    query
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == "join")
        .map(|(_, v)| normal_code(v))
        .filter(|c| !c.is_empty())
}

/// The longest code the server keeps, with room for a mistake to be told
/// as one rather than cut.
pub const CODE_MAX: usize = 8;

/// A class code as typed (small letters, spaces, a dash) in the form the
/// server keeps it.
pub fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_uppercase())
        .take(CODE_MAX)
        .collect()
}

/// The link that joins a device to the class with `code` at `base` (the
/// QR code's target).
pub fn join_link(base: &str, code: &str) -> String {
    format!("{}/?join={code}", address(base))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_are_made_callable() {
        assert_eq!(address(" 10.0.0.5:8080/ "), "http://10.0.0.5:8080");
        assert_eq!(address("https://w.school/"), "https://w.school");
        assert_eq!(
            address("http://10.0.0.5:8080/?join=K7QD3M"),
            "http://10.0.0.5:8080"
        );
        assert_eq!(address(""), "");
    }

    #[test]
    fn a_join_link_carries_its_code() {
        assert_eq!(
            join_code("http://10.0.0.5:8080/?join=k7qd-3m").as_deref(),
            Some("K7QD3M")
        );
        assert_eq!(
            join_code("?lang=it&join=ABC234#x").as_deref(),
            Some("ABC234")
        );
        assert_eq!(join_code("http://10.0.0.5:8080/"), None);
        assert_eq!(join_code("/?join="), None);
        assert_eq!(
            join_link("10.0.0.5:8080", "K7QD3M"),
            "http://10.0.0.5:8080/?join=K7QD3M"
        );
        assert_eq!(normal_code(" k7 qd-3m "), "K7QD3M");
    }
}
