//! Servers sharing one PostgreSQL database (a district's, behind a load
//! balancer) tell each other of their changes: each change to a live
//! session or to a class's games sends a notification in its own
//! transaction ([`announce`], PostgreSQL's `NOTIFY`, delivered once it
//! commits), and each server listens ([`listen`], sqlx's `PgListener`)
//! and wakes its streams of that session or class at once, as its own
//! changes do (`live_hub.rs`). A game's notification also says which two
//! children it concerns, so that the streams of the class's other
//! children need not ask the database (`duel_stream.rs`'s ledger).
//!
//! A notification only wakes: the streams read what changed from the
//! database. One lost (the listener's connection broke) costs a look:
//! the hub's pollers look at once when the listener reconnects, and
//! every [`live_hub::FALLBACK`] meanwhile. SQLite has one server: nothing
//! is sent or heard.

use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use sqlx::postgres::PgListener;

use super::db::Kind;
use super::duel_stream::Ledger;
use super::live_hub::{self, Hub};
use super::school::School;

/// The channel every server of the database listens on.
pub const CHANNEL: &str = "wahree_changes";
/// How long the listener waits before connecting again after a failure.
const AGAIN: Duration = Duration::from_secs(1);

/// What a change announces.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "k")]
pub enum Note {
    /// A live session's events up to `seq`.
    #[serde(rename = "l")]
    Live { session: String, seq: u64 },
    /// A class's game events `after + 1 ..= upto`, of one game between
    /// `pair`; `key` is the class's in the hub.
    #[serde(rename = "d")]
    Duel {
        key: String,
        class: String,
        after: u64,
        upto: u64,
        pair: [String; 2],
    },
}

/// Sends `note` to the other servers when the transaction `tx` commits
/// (PostgreSQL only; nothing on SQLite).
pub async fn announce(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    kind: Kind,
    note: &Note,
) -> Result<(), sqlx::Error> {
    if kind != Kind::Postgres {
        return Ok(());
    }
    let payload = serde_json::to_string(note).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    // `pg_notify` returns `void`, which the `Any` driver cannot read: a
    // number is selected instead.
    sqlx::query("SELECT 1 FROM (SELECT pg_notify($1, $2)) AS sent")
        .bind(CHANNEL)
        .bind(payload)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// What this process does with a note heard.
pub fn heard(hub: &Hub, ledger: &Ledger, payload: &str) {
    match serde_json::from_str::<Note>(payload) {
        Ok(Note::Live { session, seq }) => hub.wrote(&session, seq),
        Ok(Note::Duel {
            key,
            class,
            after,
            upto,
            pair,
        }) => {
            // The ledger first: the streams it wakes find the pair there.
            ledger.wrote(&class, after, upto, pair);
            hub.wrote(&key, upto);
        }
        // Another version's note: the pollers see the change.
        Err(_) => {}
    }
}

/// Starts listening to the other servers of `school`'s database, if it
/// is PostgreSQL, until the server stops. Needs a tokio runtime (none:
/// nothing is started, and the pollers do the work).
pub fn listen(school: &School) {
    let Some(url) = school.db.listen_at.clone() else {
        return;
    };
    let Ok(rt) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let hub = Arc::clone(&school.hub);
    let ledger = Arc::clone(&school.duel_ledger);
    rt.spawn(async move {
        tokio::select! {
            () = run(&url.0, &hub, &ledger) => {}
            () = live_hub::closed() => {}
        }
        hub.listening(false);
    });
}

async fn run(url: &str, hub: &Hub, ledger: &Ledger) {
    loop {
        match PgListener::connect(url).await {
            Ok(mut listener) => {
                if listener.listen(CHANNEL).await.is_ok() {
                    hub.listening(true);
                    hear(&mut listener, hub, ledger).await;
                }
            }
            Err(e) => super::log(&format!(
                "cannot hear the other servers (they are seen every {} ms): {e}",
                live_hub::POLL.as_millis()
            )),
        }
        hub.listening(false);
        tokio::time::sleep(AGAIN).await;
    }
}

/// Hears notes until the listener fails; after a lost connection (which
/// it makes again itself) every poller looks once.
async fn hear(listener: &mut PgListener, hub: &Hub, ledger: &Ledger) {
    loop {
        match listener.try_recv().await {
            Ok(Some(n)) => heard(hub, ledger, n.payload()),
            // Reconnected: what was sent meanwhile is not heard.
            Ok(None) => hub.listening(true),
            Err(_) => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_note_heard_wakes_the_streams_and_teaches_the_ledger() {
        let hub = Hub::default();
        let ledger = Ledger::default();
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async {
            let dir = std::env::temp_dir().join(format!("wahree-notify-{}", std::process::id()));
            std::fs::create_dir_all(&dir).unwrap();
            let db = super::super::db::Db::open(&super::super::db::sqlite_url(&dir))
                .await
                .unwrap();
            let hub = Arc::new(hub);
            let mut rx = hub.watch_with(&db, "duel:c1", "SELECT 0 AS seq WHERE $1 = ''", "x");
            let note = Note::Duel {
                key: "duel:c1".into(),
                class: "c1".into(),
                after: 3,
                upto: 5,
                pair: ["l1-ana".into(), "l1-ben".into()],
            };
            heard(&hub, &ledger, &serde_json::to_string(&note).unwrap());
            assert!(rx.has_changed().unwrap());
            assert_eq!(*rx.borrow_and_update(), 5);
            assert!(ledger.knows("c1", 3, 5, "l1-ben"));
            assert!(!ledger.knows("c1", 3, 5, "l1-cleo"));
            assert!(!ledger.knows("c1", 2, 5, "l1-ben"), "event 3 is not known");
            // A note of another version, or none, changes nothing.
            heard(&hub, &ledger, r#"{"k":"x"}"#);
            heard(&hub, &ledger, "not json");
            assert!(!rx.has_changed().unwrap());
            let live = Note::Live {
                session: "duel:c1".into(),
                seq: 9,
            };
            heard(&hub, &ledger, &serde_json::to_string(&live).unwrap());
            assert_eq!(*rx.borrow_and_update(), 9);
            db.pool.close().await;
            let _ = std::fs::remove_dir_all(&dir);
        });
    }

    /// On PostgreSQL (when `WAHREE_TEST_POSTGRES` names a server, as
    /// `.ci/run` sets it): a note sent in a transaction on one server
    /// reaches another once it commits, not before, and teaches its
    /// ledger (which the pollers never do: the note's own path).
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_note_reaches_another_server_when_its_transaction_commits() {
        use sqlx::Executor;
        let Some(admin) = std::env::var("WAHREE_TEST_POSTGRES")
            .ok()
            .filter(|s| !s.is_empty())
        else {
            return;
        };
        sqlx::any::install_default_drivers();
        let name = format!("wahree_notify_{}", std::process::id());
        let pool = sqlx::any::AnyPoolOptions::new()
            .max_connections(1)
            .connect(&admin)
            .await
            .unwrap();
        pool.execute(format!("DROP DATABASE IF EXISTS {name}").as_str())
            .await
            .unwrap();
        pool.execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .unwrap();
        let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
        let url = format!("{base}/{name}");
        let one = School::new(super::super::db::Db::open(&url).await.unwrap());
        let two = School::new(super::super::db::Db::open(&url).await.unwrap());
        listen(&two);
        async fn until(what: &str, done: impl Fn() -> bool) {
            for _ in 0..100 {
                if done() {
                    return;
                }
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            panic!("waited 5 s for {what}");
        }
        until("the second server to listen", || two.hub.is_listening()).await;
        let note = Note::Duel {
            key: "duel:c9".into(),
            class: "c9".into(),
            after: 0,
            upto: 2,
            pair: ["l1-ana".into(), "l1-ben".into()],
        };
        let mut tx = one.db.pool.begin().await.unwrap();
        announce(&mut tx, Kind::Postgres, &note).await.unwrap();
        tokio::time::sleep(Duration::from_millis(300)).await;
        assert!(
            !two.duel_ledger.knows("c9", 0, 2, "l1-ana"),
            "nothing is heard before the commit"
        );
        tx.commit().await.unwrap();
        until("the note heard on the second server", || {
            two.duel_ledger.knows("c9", 0, 2, "l1-ana")
        })
        .await;
        one.db.pool.close().await;
        two.db.pool.close().await;
        let _ = pool
            .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
            .await;
    }
}
