//! Waking the streams of a live session when it changes. A change made by
//! this process wakes its streams at once ([`Hub::wrote`]); a change made
//! by another server sharing a PostgreSQL database wakes them as soon as
//! that server's notification arrives (`notify.rs`). Under both, polling:
//! while a session has streams here, one task per session reads its
//! number of events every [`POLL`] (every [`FALLBACK`] while
//! notifications arrive, and at once when the listener lost its
//! connection, in case one was lost) and wakes them when it grew. Each
//! stream then reads the events after the last one it sent, from the
//! database, which stays the one truth: a wake-up lost or early costs
//! nothing.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, LazyLock, Mutex};
use std::time::Duration;

use tokio::sync::{Notify, watch};

use super::db::Db;

/// How often a session's number is read for changes made elsewhere.
pub const POLL: Duration = Duration::from_millis(250);
/// How often while another server's changes are announced to this one
/// (a net under the notifications, not their path).
pub const FALLBACK: Duration = Duration::from_secs(2);

/// Set once the server is stopping: every stream ends, so the server's
/// graceful shutdown does not wait on them.
static CLOSING: LazyLock<watch::Sender<bool>> = LazyLock::new(|| watch::channel(false).0);

/// Ends every stream of this process (the server is stopping).
pub fn closing() {
    CLOSING.send_replace(true);
}

/// Waits until the server is stopping.
pub async fn closed() {
    let mut rx = CLOSING.subscribe();
    let _ = rx.wait_for(|c| *c).await;
}

/// The latest event number known of each session with streams here.
#[derive(Default)]
pub struct Hub {
    sessions: Mutex<HashMap<String, watch::Sender<u64>>>,
    /// Other servers' changes are announced here (`notify.rs`).
    listening: AtomicBool,
    /// Every poller looks at once (notifications may have been lost).
    recheck: Notify,
}

impl std::fmt::Debug for Hub {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hub").finish_non_exhaustive()
    }
}

impl Hub {
    /// A change to `session` up to event `seq` was committed.
    pub fn wrote(&self, session: &str, seq: u64) {
        let sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = sessions.get(session) {
            tx.send_if_modified(|known| {
                let newer = seq > *known;
                if newer {
                    *known = seq;
                }
                newer
            });
        }
    }

    /// Whether other servers' changes are announced to this process: the
    /// pollers then look only every [`FALLBACK`]. Turned off (or on
    /// again, after a lost connection), every poller looks at once.
    pub fn listening(&self, on: bool) {
        self.listening.store(on, Ordering::Relaxed);
        self.recheck.notify_waiters();
    }

    /// Whether other servers' changes are announced to this process now.
    pub fn is_listening(&self) -> bool {
        self.listening.load(Ordering::Relaxed)
    }

    fn interval(&self) -> Duration {
        if self.listening.load(Ordering::Relaxed) {
            FALLBACK
        } else {
            POLL
        }
    }

    /// A receiver that changes when `session` has events after those
    /// known; starts the session's poller if it has none.
    pub fn watch(self: &Arc<Self>, db: &Db, session: &str) -> watch::Receiver<u64> {
        self.watch_with(
            db,
            session,
            "SELECT seq FROM live_sessions WHERE id = $1",
            session,
        )
    }

    /// The same for any numbered events: `key` names them here, and
    /// `query` with `bind` reads their number (the games between devices
    /// of a class, `duel_stream.rs`).
    pub fn watch_with(
        self: &Arc<Self>,
        db: &Db,
        key: &str,
        query: &'static str,
        bind: &str,
    ) -> watch::Receiver<u64> {
        let mut sessions = self.sessions.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(tx) = sessions.get(key) {
            return tx.subscribe();
        }
        let (tx, rx) = watch::channel(0);
        sessions.insert(key.to_owned(), tx);
        tokio::spawn(poll(
            self.clone(),
            db.clone(),
            key.to_owned(),
            query,
            bind.to_owned(),
        ));
        rx
    }
}

/// Reads `session`'s number while it has streams here.
async fn poll(hub: Arc<Hub>, db: Db, session: String, query: &'static str, bind: String) {
    loop {
        let recheck = hub.recheck.notified();
        tokio::select! {
            () = tokio::time::sleep(hub.interval()) => {}
            () = recheck => {}
        }
        {
            let mut sessions = hub.sessions.lock().unwrap_or_else(|e| e.into_inner());
            let Some(tx) = sessions.get(&session) else {
                return;
            };
            if tx.receiver_count() == 0 {
                sessions.remove(&session);
                return;
            }
        }
        let row: Result<Option<(i64,)>, _> = sqlx::query_as(query)
            .bind(&bind)
            .fetch_optional(&db.pool)
            .await;
        if let Ok(Some((seq,))) = row {
            hub.wrote(&session, seq as u64);
        }
    }
}
