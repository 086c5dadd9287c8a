//! The class's game events as server-sent events (`duel_api.rs`): a
//! device's stream carries the invitations and moves of the games of the
//! children whose cards it holds, the projector's every game of the
//! class, or one. First every event after the one the client saw last
//! (`Last-Event-ID`, or `?after=`), then each new one as it is
//! committed; woken by the live class's hub (`live_hub.rs`), which also
//! polls the class's number for changes made by another server. Each
//! event's `id:` is its number in the class; its `data:` the event as
//! JSON. The stream goes on until the client leaves or the server stops.

use std::convert::Infallible;
use std::time::Duration;

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

struct Follow {
    school: School,
    class: ClassId,
    reader: Reader,
    after: u64,
    rx: watch::Receiver<u64>,
    first: bool,
    done: bool,
    sent: bool,
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
    };
    let s = stream::unfold(follow, next)
        .flat_map(stream::iter)
        .map(Ok::<_, Infallible>);
    Sse::new(s).keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
}
