//! The rows of games between two devices (`duel.rs`): a game's row, its
//! numbered events, the class's count of them, and which device holds
//! which child's card. Read and written in the transaction of a change.

use sqlx::{Any, Row, Transaction};

use crate::duel::{Body, Duel, Event, Millis, Phase};

type Tx<'a> = Transaction<'a, Any>;

/// Who reads a class's events.
#[derive(Clone, Debug)]
pub enum Reader {
    /// A device: the events of the games of the children whose cards it
    /// holds (its token's digest).
    Device(String),
    /// The teacher: every game's, or one game's.
    Teacher(Option<String>),
}

pub fn phase_name(p: Phase) -> &'static str {
    match p {
        Phase::Invited => "invited",
        Phase::Declined => "declined",
        Phase::Withdrawn => "withdrawn",
        Phase::Playing => "playing",
        Phase::Adjourned => "adjourned",
        Phase::Over => "over",
        Phase::Expired => "expired",
    }
}

/// Takes the class's count of events for writing (made on first use):
/// every change to a game of the class goes through it, one after the
/// other. Its number and the class's timer for new games.
pub async fn lock_class(tx: &mut Tx<'_>, class: &str) -> Result<(u64, Option<u32>), sqlx::Error> {
    sqlx::query("INSERT INTO duel_classes (class_id, seq) VALUES ($1, 0) ON CONFLICT DO NOTHING")
        .bind(class)
        .execute(&mut **tx)
        .await?;
    let (seq, seconds): (i64, Option<i32>) = sqlx::query_as(
        "UPDATE duel_classes SET seq = seq WHERE class_id = $1 RETURNING seq, seconds",
    )
    .bind(class)
    .fetch_one(&mut **tx)
    .await?;
    Ok((seq as u64, seconds.map(|s| s.max(0) as u32)))
}

pub async fn set_class_timer(
    tx: &mut Tx<'_>,
    class: &str,
    seconds: Option<u32>,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE duel_classes SET seconds = $1 WHERE class_id = $2")
        .bind(seconds.map(|s| s as i32))
        .bind(class)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// The class's number of its last event (0 before any).
pub async fn seq_of(tx: &mut Tx<'_>, class: &str) -> Result<u64, sqlx::Error> {
    let row: Option<(i64,)> = sqlx::query_as("SELECT seq FROM duel_classes WHERE class_id = $1")
        .bind(class)
        .fetch_optional(&mut **tx)
        .await?;
    Ok(row.map_or(0, |(s,)| s as u64))
}

/// A game of the class (none of another class's).
pub async fn read(tx: &mut Tx<'_>, class: &str, id: &str) -> Result<Option<Duel>, sqlx::Error> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT state FROM duels WHERE id = $1 AND class_id = $2")
            .bind(id)
            .bind(class)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.and_then(|(state,)| serde_json::from_str(&state).ok()))
}

/// The class's games `filter` (a condition on `duels`, `$2` bound to
/// `bind`) names, the oldest first, at most `limit`.
pub async fn list(
    tx: &mut Tx<'_>,
    class: &str,
    filter: &str,
    bind: &str,
    limit: i64,
) -> Result<Vec<(String, Duel)>, sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT id, state FROM duels WHERE class_id = $1 AND {filter} \
         ORDER BY created DESC, id LIMIT $3"
    ))
    .bind(class)
    .bind(bind)
    .bind(limit)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = Vec::new();
    for row in rows.into_iter().rev() {
        let state: String = row.try_get("state")?;
        if let Ok(d) = serde_json::from_str(&state) {
            out.push((row.try_get("id")?, d));
        }
    }
    Ok(out)
}

pub async fn insert(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    d: &Duel,
    now: Millis,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO duels (id, class_id, a, b, phase, state, created, updated) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)",
    )
    .bind(id)
    .bind(class)
    .bind(d.challenger.as_str())
    .bind(d.invited.as_str())
    .bind(phase_name(d.phase))
    .bind(serde_json::to_string(d).unwrap_or_default())
    .bind(now as i64)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn update(tx: &mut Tx<'_>, id: &str, d: &Duel, now: Millis) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE duels SET phase = $1, state = $2, updated = $3 WHERE id = $4")
        .bind(phase_name(d.phase))
        .bind(serde_json::to_string(d).unwrap_or_default())
        .bind(now as i64)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Writes the events after `seq` and the class's new number.
pub async fn add_events(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    d: &Duel,
    mut seq: u64,
    bodies: Vec<Body>,
    now: Millis,
) -> Result<u64, sqlx::Error> {
    for body in bodies {
        seq += 1;
        sqlx::query(
            "INSERT INTO duel_events (class_id, seq, duel_id, a, b, at, body) \
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
        )
        .bind(class)
        .bind(seq as i64)
        .bind(id)
        .bind(d.challenger.as_str())
        .bind(d.invited.as_str())
        .bind(now as i64)
        .bind(serde_json::to_string(&body).unwrap_or_default())
        .execute(&mut **tx)
        .await?;
    }
    sqlx::query("UPDATE duel_classes SET seq = $1 WHERE class_id = $2")
        .bind(seq as i64)
        .bind(class)
        .execute(&mut **tx)
        .await?;
    Ok(seq)
}

/// The events after `after` that `reader` may see, at most `limit`: one
/// statement, so no transaction of its own is needed.
pub async fn events(
    conn: &mut sqlx::AnyConnection,
    class: &str,
    reader: &Reader,
    after: u64,
    limit: usize,
) -> Result<Vec<Event>, sqlx::Error> {
    let (filter, bind) = match reader {
        Reader::Device(device) => (
            "AND (a IN (SELECT learner_id FROM duel_presence WHERE class_id = $1 AND device = $3) \
             OR b IN (SELECT learner_id FROM duel_presence WHERE class_id = $1 AND device = $3))",
            device.clone(),
        ),
        Reader::Teacher(Some(game)) => ("AND duel_id = $3", game.clone()),
        // Ids are never empty: every event.
        Reader::Teacher(None) => ("AND duel_id <> $3", String::new()),
    };
    let rows = sqlx::query(&format!(
        "SELECT seq, at, duel_id, body FROM duel_events WHERE class_id = $1 AND seq > $2 \
         {filter} ORDER BY seq LIMIT $4"
    ))
    .bind(class)
    .bind(after.min(i64::MAX as u64) as i64)
    .bind(bind)
    .bind(limit as i64)
    .fetch_all(&mut *conn)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let Ok(body) = serde_json::from_str::<Body>(&row.try_get::<String, _>("body")?) else {
            continue;
        };
        out.push(Event {
            seq: row.try_get::<i64, _>("seq")? as u64,
            at: row.try_get::<i64, _>("at")? as u64,
            game: row.try_get("duel_id")?,
            body,
        });
    }
    Ok(out)
}

/// Whether the card of `learner` is picked on `device` now.
pub async fn holds(
    tx: &mut Tx<'_>,
    class: &str,
    device: &str,
    learner: &str,
) -> Result<bool, sqlx::Error> {
    let row: Option<(String,)> =
        sqlx::query_as("SELECT device FROM duel_presence WHERE class_id = $1 AND learner_id = $2")
            .bind(class)
            .bind(learner)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.is_some_and(|(d,)| d == device))
}

/// The children whose cards `device` holds.
pub async fn held(tx: &mut Tx<'_>, class: &str, device: &str) -> Result<Vec<String>, sqlx::Error> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT learner_id FROM duel_presence WHERE class_id = $1 AND device = $2 \
         ORDER BY learner_id",
    )
    .bind(class)
    .bind(device)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows.into_iter().map(|(l,)| l).collect())
}

/// The children of the class on some device since `since`.
pub async fn here(tx: &mut Tx<'_>, class: &str, since: Millis) -> Result<Vec<String>, sqlx::Error> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT learner_id FROM duel_presence WHERE class_id = $1 AND seen >= $2 \
         ORDER BY learner_id",
    )
    .bind(class)
    .bind(since as i64)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows.into_iter().map(|(l,)| l).collect())
}

/// `device` holds exactly `learners` now (a card picked elsewhere
/// before moves here: the latest pick wins).
pub async fn claim(
    tx: &mut Tx<'_>,
    class: &str,
    device: &str,
    learners: &[String],
    now: Millis,
) -> Result<(), sqlx::Error> {
    sqlx::query("DELETE FROM duel_presence WHERE class_id = $1 AND device = $2")
        .bind(class)
        .bind(device)
        .execute(&mut **tx)
        .await?;
    for l in learners {
        sqlx::query(
            "INSERT INTO duel_presence (class_id, learner_id, device, seen) \
             VALUES ($1, $2, $3, $4) ON CONFLICT (class_id, learner_id) \
             DO UPDATE SET device = excluded.device, seen = excluded.seen",
        )
        .bind(class)
        .bind(l)
        .bind(device)
        .bind(now as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Whether either child plays a game being played or adjourned, and
/// whether an invitation between the two waits.
/// Whether `x` or `y` plays a game (or has one adjourned), and whether
/// an invitation between the two made after `since` waits (an older one
/// has lapsed, written or not).
pub async fn busy(
    tx: &mut Tx<'_>,
    class: &str,
    x: &str,
    y: &str,
    since: u64,
) -> Result<(bool, bool), sqlx::Error> {
    let (playing,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM duels WHERE class_id = $1 AND phase IN ('playing', 'adjourned') \
         AND (a IN ($2, $3) OR b IN ($2, $3))",
    )
    .bind(class)
    .bind(x)
    .bind(y)
    .fetch_one(&mut **tx)
    .await?;
    let (invited,): (i64,) = sqlx::query_as(
        "SELECT COUNT(*) FROM duels WHERE class_id = $1 AND phase = 'invited' \
         AND ((a = $2 AND b = $3) OR (a = $3 AND b = $2)) AND created > $4",
    )
    .bind(class)
    .bind(x)
    .bind(y)
    .bind(since.min(i64::MAX as u64) as i64)
    .fetch_one(&mut **tx)
    .await?;
    Ok((playing > 0, invited > 0))
}

/// Forgets a learner's games (the teacher removed them).
pub async fn forget(tx: &mut Tx<'_>, class: &str, learner: &str) -> Result<(), sqlx::Error> {
    for q in [
        "DELETE FROM duel_events WHERE class_id = $1 AND (a = $2 OR b = $2)",
        "DELETE FROM duels WHERE class_id = $1 AND (a = $2 OR b = $2)",
        "DELETE FROM duel_presence WHERE class_id = $1 AND learner_id = $2",
    ] {
        sqlx::query(q)
            .bind(class)
            .bind(learner)
            .execute(&mut **tx)
            .await?;
    }
    Ok(())
}
