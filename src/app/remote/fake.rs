//! A transport for tests: no network. It answers from a function the test
//! gives (or not at all while it is "offline") and keeps every call it
//! was asked, so a test can see what the app sent and when.

use std::sync::{Arc, Mutex};

use iced_futures::BoxFuture;

use super::{Call, Reply, Transport, Unreachable};

type Answer = dyn Fn(&Call) -> Reply + Send + Sync;

pub struct Fake {
    answer: Box<Answer>,
    pub offline: Mutex<bool>,
    pub calls: Mutex<Vec<Call>>,
}

impl Fake {
    pub fn new(answer: impl Fn(&Call) -> Reply + Send + Sync + 'static) -> Arc<Fake> {
        Arc::new(Fake {
            answer: Box::new(answer),
            offline: Mutex::new(false),
            calls: Mutex::new(Vec::new()),
        })
    }

    pub fn set_offline(&self, off: bool) {
        *self.offline.lock().unwrap() = off;
    }

    /// The calls to `path` so far.
    pub fn calls_to(&self, path: &str) -> Vec<Call> {
        let calls = self.calls.lock().unwrap();
        calls.iter().filter(|c| c.path == path).cloned().collect()
    }
}

impl Transport for Fake {
    fn send(&self, _base: &str, call: Call) -> BoxFuture<Result<Reply, Unreachable>> {
        self.calls.lock().unwrap().push(call.clone());
        let answer = if *self.offline.lock().unwrap() {
            Err(Unreachable)
        } else {
            Ok((self.answer)(&call))
        };
        Box::pin(async move { answer })
    }
}

/// An answer of `status` with `json`.
pub fn json(status: u16, json: &str) -> Reply {
    Reply {
        status,
        body: json.as_bytes().to_vec(),
        retry_after: None,
    }
}
