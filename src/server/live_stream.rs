//! A live session's events as server-sent events: first every event after
//! the one the client saw last (`Last-Event-ID`, which a browser's
//! `EventSource` sends by itself when it reconnects, or `?after=`), then
//! each new one as it is committed, until the session ends. Each event's
//! `id:` is its number; its `data:` the event as JSON.

use std::convert::Infallible;
use std::time::Duration;

use axum::response::sse::{Event as SseEvent, KeepAlive, Sse};
use futures_util::stream::{self, Stream, StreamExt};
use tokio::sync::watch;

use super::live::EVENTS_PER_READ;
use super::live_hub;
use super::school::{ClassId, School};
use crate::live::Body;

/// A stream asks the database again at least this often, even if
/// nothing woke it (a missed wake-up costs this much at most).
const PATIENCE: Duration = Duration::from_secs(5);
/// What a browser waits before it reconnects.
const RETRY: Duration = Duration::from_secs(2);
/// A comment this often keeps proxies from closing a quiet stream.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

struct Follow {
    school: School,
    class: ClassId,
    session: String,
    after: u64,
    teacher: bool,
    rx: watch::Receiver<u64>,
    first: bool,
    done: bool,
    /// The last read gave events, and was not cut short: the next one
    /// waits for a change first, unless one came meanwhile.
    sent: bool,
}

/// The next batch of events, or the end.
async fn next(mut f: Follow) -> Option<(Vec<SseEvent>, Follow)> {
    if f.first {
        f.first = false;
        let hello = SseEvent::default().retry(RETRY).comment("wahree live");
        return Some((vec![hello], f));
    }
    loop {
        if f.done {
            return None;
        }
        // After a batch, wait for a change before reading again: the read
        // that gave it saw every change announced before it (marked seen
        // just before), and `changed` returns at once for one announced
        // since. One read per change for each stream, not two.
        if std::mem::take(&mut f.sent) {
            wait(&mut f).await;
            continue;
        }
        f.rx.borrow_and_update();
        let Ok((events, ended)) = f
            .school
            .live_events(&f.class, &f.session, f.after, f.teacher)
            .await
        else {
            // The database failed: end; the client reconnects and
            // resumes after the last event it got.
            return None;
        };
        if let Some(last) = events.last() {
            f.after = last.seq;
            f.sent = events.len() < EVENTS_PER_READ;
            // Nothing comes after the end.
            f.done = events.iter().any(|e| e.body == Body::Ended);
            let out = events
                .iter()
                .filter_map(|e| {
                    let data = serde_json::to_string(e).ok()?;
                    Some(SseEvent::default().id(e.seq.to_string()).data(data))
                })
                .collect();
            return Some((out, f));
        }
        if ended {
            return None;
        }
        wait(&mut f).await;
    }
}

/// Nothing new: waits for a change, the server's end, or patience.
async fn wait(f: &mut Follow) {
    tokio::select! {
        changed = f.rx.changed() => {
            if changed.is_err() {
                // No waker (never so while this receiver lives): poll
                // instead of spinning.
                tokio::time::sleep(live_hub::POLL).await;
            }
        }
        () = live_hub::closed() => f.done = true,
        () = tokio::time::sleep(PATIENCE) => {}
    }
}

/// The stream of `session`'s events after `after` (the class's session:
/// the caller checked), the teacher's too if `teacher`.
pub fn events(
    school: School,
    class: ClassId,
    session: String,
    after: u64,
    teacher: bool,
) -> Sse<impl Stream<Item = Result<SseEvent, Infallible>>> {
    let rx = school.hub.watch(&school.db, &session);
    let follow = Follow {
        school,
        class,
        session,
        after,
        teacher,
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
