//! The class's game events as server-sent events (`duel_api.rs`): a
//! device's stream carries the invitations and moves of the games of the
//! children whose cards it holds, the projector's every game of the
//! class, or one. First every event after the one the client saw last
//! (`Last-Event-ID`, or `?after=`), then each new one as it is
//! committed; woken by the live class's hub (`live_hub.rs`), which also
//! polls the class's number for changes made by another server. Each
//! event's `id:` is its number in the class; its `data:` the event as
//! JSON. The stream goes on until the client leaves or the server stops.
//!
//! Every event of a class wakes every stream of the class, but most are
//! about other children's games: a device's stream asks the database
//! only when an event concerns its children, or when it cannot tell.
//! The [`Ledger`] knows which two children each event this process
//! wrote concerns, or read from the database (one stream of the class
//! reads what another server wrote, for all: the others wait for it),
//! and the stream knows whose cards its device holds (read again every
//! [`PATIENCE`]).

use std::collections::{BTreeMap, HashMap};
use std::convert::Infallible;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::{self, Stream, StreamExt};
use tokio::sync::watch;

use super::duel::{EVENTS_PER_READ, hub_key};
use super::duel_rows::Reader;
use super::live_hub;
use super::school::{ClassId, School};

/// A stream asks the database again at least this often, even if
/// nothing woke it (a device's cards may have moved meanwhile).
const PATIENCE: Duration = Duration::from_secs(5);
const RETRY: Duration = Duration::from_secs(2);
const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// The most recent events the ledger keeps of each class.
const LEDGER: usize = 4096;

/// Which two children each recent game event this process wrote
/// concerns, by class and number.
#[derive(Default)]
pub struct Ledger {
    classes: Mutex<HashMap<String, BTreeMap<u64, [String; 2]>>>,
    /// One stream of a class at a time fills in what another server
    /// wrote; the others wait for it, then find it here.
    gates: Mutex<HashMap<String, Arc<tokio::sync::Mutex<()>>>>,
}

/// What the ledger knows of a range of events.
#[derive(Debug, PartialEq, Eq)]
enum Known {
    /// Every one, and whether one concerns the children asked about.
    Concerns(bool),
    /// Not all: some came from another server.
    Missing,
}

impl std::fmt::Debug for Ledger {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ledger").finish_non_exhaustive()
    }
}

impl Ledger {
    /// Events `after + 1 ..= upto` of `class` concern `pair`.
    pub fn wrote(&self, class: &str, after: u64, upto: u64, pair: [String; 2]) {
        let mut classes = self.classes.lock().unwrap_or_else(|e| e.into_inner());
        let events = classes.entry(class.to_owned()).or_default();
        for seq in after + 1..=upto {
            events.insert(seq, pair.clone());
        }
        while events.len() > LEDGER {
            events.pop_first();
        }
    }

    /// Each of `rows` (an event's number and its two children).
    fn learned(&self, class: &str, rows: Vec<(i64, String, String)>) {
        for (seq, a, b) in rows {
            let seq = seq.max(0) as u64;
            self.wrote(class, seq.saturating_sub(1), seq, [a, b]);
        }
    }

    fn gate(&self, class: &str) -> Arc<tokio::sync::Mutex<()>> {
        let mut gates = self.gates.lock().unwrap_or_else(|e| e.into_inner());
        gates.entry(class.to_owned()).or_default().clone()
    }

    /// What is known of events `after + 1 ..= upto` of `class`, for the
    /// children `held`.
    fn known(&self, class: &str, after: u64, upto: u64, held: &[String]) -> Known {
        if upto <= after {
            return Known::Concerns(false);
        }
        let classes = self.classes.lock().unwrap_or_else(|e| e.into_inner());
        let Some(events) = classes.get(class) else {
            return Known::Missing;
        };
        let range: Vec<&[String; 2]> = events.range(after + 1..=upto).map(|(_, p)| p).collect();
        if range.len() as u64 != upto - after {
            return Known::Missing;
        }
        Known::Concerns(range.iter().any(|p| p.iter().any(|l| held.contains(l))))
    }

    /// Every event `after + 1 ..= upto` of `class` is known, and one
    /// concerns `learner`.
    #[cfg(test)]
    pub(super) fn knows(&self, class: &str, after: u64, upto: u64, learner: &str) -> bool {
        self.known(class, after, upto, &[learner.to_owned()]) == Known::Concerns(true)
    }

    /// What is known of the range once what is missing was read from the
    /// database (by this stream, or by another of the class meanwhile).
    async fn known_filled(
        &self,
        db: &super::db::Db,
        class: &str,
        after: u64,
        upto: u64,
        held: &[String],
    ) -> Known {
        let known = self.known(class, after, upto, held);
        if known != Known::Missing {
            return known;
        }
        let gate = self.gate(class);
        let _turn = gate.lock().await;
        let known = self.known(class, after, upto, held);
        if known != Known::Missing {
            return known;
        }
        let rows: Result<Vec<(i64, String, String)>, _> = sqlx::query_as(
            "SELECT seq, a, b FROM duel_events WHERE class_id = $1 AND seq > $2 \
             ORDER BY seq LIMIT $3",
        )
        .bind(class)
        .bind(after.min(i64::MAX as u64) as i64)
        .bind(EVENTS_PER_READ as i64)
        .fetch_all(&db.pool)
        .await;
        match rows {
            Ok(rows) => {
                self.learned(class, rows);
                self.known(class, after, upto, held)
            }
            Err(_) => Known::Missing,
        }
    }
}

struct Follow {
    school: School,
    class: ClassId,
    reader: Reader,
    after: u64,
    rx: watch::Receiver<u64>,
    first: bool,
    done: bool,
    sent: bool,
    /// A device's children (whose cards it holds), and when read.
    held: Option<(Vec<String>, Instant)>,
    /// No event up to this one concerns those children (`after` stays
    /// where the last event sent was: if the device picks up another
    /// card, the next read starts there, with the new children).
    skipped: u64,
}

/// Whether the stream may skip reading the database: a device's, whose
/// children (read again every [`PATIENCE`]) no event since its last
/// concerns, by this process's ledger.
async fn nothing_for_it(f: &mut Follow) -> bool {
    let Reader::Device(device) = &f.reader else {
        return false;
    };
    let fresh = f
        .held
        .as_ref()
        .is_some_and(|(_, at)| at.elapsed() < PATIENCE);
    if !fresh {
        let mut tx = match f.school.db.pool.begin().await {
            Ok(tx) => tx,
            Err(_) => return false,
        };
        let Ok(held) = super::duel_rows::held(&mut tx, &f.class.0, device).await else {
            return false;
        };
        let _ = tx.commit().await;
        let changed = f.held.as_ref().is_none_or(|(h, _)| *h != held);
        f.held = Some((held, Instant::now()));
        if changed {
            f.skipped = f.after;
            return false;
        }
    }
    let upto = *f.rx.borrow();
    let held = f
        .held
        .as_ref()
        .map(|(h, _)| h.as_slice())
        .unwrap_or_default();
    let from = f.after.max(f.skipped);
    let ledger = &f.school.duel_ledger;
    match ledger
        .known_filled(&f.school.db, &f.class.0, from, upto, held)
        .await
    {
        Known::Concerns(false) => {
            f.skipped = from.max(upto);
            true
        }
        Known::Concerns(true) | Known::Missing => false,
    }
}

async fn next(mut f: Follow) -> Option<(Vec<SseEvent>, Follow)> {
    if f.first {
        f.first = false;
        let hello = SseEvent::default().retry(RETRY).comment("wahree games");
        return Some((vec![hello], f));
    }
    loop {
        if f.done {
            return None;
        }
        if std::mem::take(&mut f.sent) {
            wait(&mut f).await;
            continue;
        }
        f.rx.borrow_and_update();
        if nothing_for_it(&mut f).await {
            wait(&mut f).await;
            continue;
        }
        let Ok(events) = f.school.duel_events(&f.class, &f.reader, f.after).await else {
            // The database failed: end; the client resumes.
            return None;
        };
        if let Some(last) = events.last() {
            f.after = last.seq;
            f.sent = events.len() < EVENTS_PER_READ;
            let out = events
                .iter()
                .filter_map(|e| {
                    let data = serde_json::to_string(e).ok()?;
                    Some(SseEvent::default().id(e.seq.to_string()).data(data))
                })
                .collect();
            return Some((out, f));
        }
        wait(&mut f).await;
    }
}

async fn wait(f: &mut Follow) {
    tokio::select! {
        changed = f.rx.changed() => {
            if changed.is_err() {
                tokio::time::sleep(live_hub::POLL).await;
            }
        }
        () = live_hub::closed() => f.done = true,
        () = tokio::time::sleep(PATIENCE) => {}
    }
}

/// The stream of the class's game events after `after` that `reader`
/// may see (the caller checked who asks).
pub fn events(
    school: School,
    class: ClassId,
    reader: Reader,
    after: u64,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let rx = school.hub.watch_with(
        &school.db,
        &hub_key(&class),
        "SELECT seq FROM duel_classes WHERE class_id = $1",
        &class.0,
    );
    let follow = Follow {
        school,
        class,
        reader,
        after,
        rx,
        first: true,
        done: false,
        sent: false,
        held: None,
        skipped: 0,
    };
    let s = stream::unfold(follow, next)
        .flat_map(stream::iter)
        .map(Ok::<_, Infallible>);
    Sse::new(s).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}
