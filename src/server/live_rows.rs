//! A live session's rows: its answers, votes and events, read and
//! written in the transaction of a change (`live.rs`).

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use crate::classroom::LearnerId;
use crate::live::{Answer, Body, Event, Vote};

type Tx<'a> = Transaction<'a, Any>;

/// Which answers or votes a change needs (`crate::live` says which).
#[derive(Clone, Debug)]
pub enum Load {
    Nothing,
    /// Those of one puzzle (or move of the game), and any with this id.
    Of(usize, Option<String>),
    All,
}

/// The rows of `select` (which ends in its session's condition) that
/// `load` names, `col` being the puzzle's or move's column.
async fn rows(
    tx: &mut Tx<'_>,
    select: &str,
    col: &str,
    session: &str,
    load: &Load,
) -> Result<Vec<AnyRow>, sqlx::Error> {
    let (sql, of) = match load {
        Load::Nothing => return Ok(Vec::new()),
        Load::All => (format!("{select} ORDER BY at, id"), None),
        Load::Of(n, id) => (
            format!("{select} AND ({col} = $2 OR id = $3) ORDER BY at, id"),
            Some((*n as i64, id.clone().unwrap_or_default())),
        ),
    };
    let mut q = sqlx::query(&sql).bind(session);
    if let Some((n, id)) = of {
        q = q.bind(n).bind(id);
    }
    q.fetch_all(&mut **tx).await
}

fn learner(row: &AnyRow) -> Result<Option<LearnerId>, sqlx::Error> {
    Ok(LearnerId::try_from(row.try_get::<String, _>("learner_id")?).ok())
}

pub async fn answers(
    tx: &mut Tx<'_>,
    session: &str,
    load: &Load,
) -> Result<Vec<Answer>, sqlx::Error> {
    let select = "SELECT id, learner_id, puzzle, moves, hints, solved, at, device FROM live_answers \
                  WHERE session_id = $1";
    let mut out = Vec::new();
    for row in rows(tx, select, "puzzle", session, load).await? {
        let Some(learner) = learner(&row)? else {
            continue;
        };
        let moves: Vec<u8> =
            serde_json::from_str(&row.try_get::<String, _>("moves")?).unwrap_or_default();
        if moves.is_empty() {
            continue;
        }
        out.push(Answer {
            id: row.try_get("id")?,
            learner,
            index: row.try_get::<i32, _>("puzzle")? as usize,
            moves,
            hints: row.try_get::<i32, _>("hints")?.clamp(0, 255) as u8,
            solved: row.try_get::<i32, _>("solved")? != 0,
            at: row.try_get::<i64, _>("at")? as u64,
            device: row.try_get("device")?,
        });
    }
    Ok(out)
}

pub async fn votes(tx: &mut Tx<'_>, session: &str, load: &Load) -> Result<Vec<Vote>, sqlx::Error> {
    let select = "SELECT id, learner_id, ply, house, at FROM live_votes WHERE session_id = $1";
    let mut out = Vec::new();
    for row in rows(tx, select, "ply", session, load).await? {
        let Some(learner) = learner(&row)? else {
            continue;
        };
        out.push(Vote {
            id: row.try_get("id")?,
            learner,
            ply: row.try_get::<i32, _>("ply")? as usize,
            house: row.try_get::<i32, _>("house")?.clamp(0, 11) as u8,
            at: row.try_get::<i64, _>("at")? as u64,
        });
    }
    Ok(out)
}

pub async fn add_answer(tx: &mut Tx<'_>, session: &str, a: &Answer) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO live_answers \
         (session_id, id, learner_id, puzzle, moves, hints, solved, at, device) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    )
    .bind(session)
    .bind(&a.id)
    .bind(a.learner.as_str())
    .bind(a.index as i32)
    .bind(serde_json::to_string(&a.moves).unwrap_or_default())
    .bind(i32::from(a.hints))
    .bind(i32::from(a.solved))
    .bind(a.at as i64)
    .bind(a.device.as_deref())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn add_vote(tx: &mut Tx<'_>, session: &str, v: &Vote) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO live_votes (session_id, id, learner_id, ply, house, at) \
         VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(session)
    .bind(&v.id)
    .bind(v.learner.as_str())
    .bind(v.ply as i32)
    .bind(i32::from(v.house))
    .bind(v.at as i64)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

pub async fn add_event(tx: &mut Tx<'_>, session: &str, e: &Event) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO live_events (session_id, seq, teacher_only, at, body) \
         VALUES ($1, $2, $3, $4, $5)",
    )
    .bind(session)
    .bind(e.seq as i64)
    .bind(i32::from(e.body.teacher_only()))
    .bind(e.at as i64)
    .bind(serde_json::to_string(&e.body).unwrap_or_default())
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// The events after `after`, at most `limit`, the teacher's too if
/// `teacher`.
pub async fn events(
    tx: &mut Tx<'_>,
    session: &str,
    after: u64,
    teacher: bool,
    limit: usize,
) -> Result<Vec<Event>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT seq, at, body FROM live_events WHERE session_id = $1 AND seq > $2 \
         AND teacher_only <= $3 ORDER BY seq LIMIT $4",
    )
    .bind(session)
    .bind(after.min(i64::MAX as u64) as i64)
    .bind(i32::from(teacher))
    .bind(limit as i64)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let Ok(body) = serde_json::from_str::<Body>(&row.try_get::<String, _>("body")?) else {
            continue;
        };
        out.push(Event {
            seq: row.try_get::<i64, _>("seq")? as u64,
            at: row.try_get::<i64, _>("at")? as u64,
            body,
        });
    }
    Ok(out)
}

/// Forgets a learner's answers and votes (the teacher removed them).
pub async fn forget(tx: &mut Tx<'_>, class: &str, learner: &str) -> Result<(), sqlx::Error> {
    for table in ["live_answers", "live_votes"] {
        sqlx::query(&format!(
            "DELETE FROM {table} WHERE learner_id = $1 AND session_id IN \
             (SELECT id FROM live_sessions WHERE class_id = $2)"
        ))
        .bind(learner)
        .bind(class)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
