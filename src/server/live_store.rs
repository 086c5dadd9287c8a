//! How the live class's state is kept (`live.rs` uses it): a session's
//! row taken for writing ([`Locked`]), the core's transition applied to
//! its state and the answers or votes it needs, and what changed written
//! with its numbered events when committed; a session read whole; the
//! engine's work run on a blocking thread.

use sqlx::{Any, Transaction};

use super::error::{ApiError, ApiResult};
use super::live_rows::{self, Load};
use super::school::{ClassId, School};
use crate::live::{Body, Event, Live, LiveError, Millis, VotePhase};

pub(super) type Tx = Transaction<'static, Any>;

impl From<LiveError> for ApiError {
    fn from(e: LiveError) -> ApiError {
        if e.is_bad_request() {
            ApiError::BadRequest(e.id())
        } else {
            ApiError::Conflict(e.id())
        }
    }
}

pub(super) fn internal(e: impl std::fmt::Display) -> ApiError {
    ApiError::Internal(e.to_string())
}

/// The answers or votes of the puzzle or move on show.
pub(super) fn current(live: &Live) -> Load {
    match live {
        Live::Challenge(c) => c.current().map_or(Load::Nothing, |i| Load::Of(i, None)),
        Live::Vote(v) => match v.phase {
            VotePhase::Voting { ply, .. } => Load::Of(ply, None),
            _ => Load::Nothing,
        },
    }
}

/// A session taken for writing: its row is locked until [`Locked::commit`]
/// (or until it is dropped, which writes nothing).
pub(super) struct Locked {
    pub(super) tx: Tx,
    _turn: Option<tokio::sync::OwnedMutexGuard<()>>,
    pub(super) id: String,
    pub(super) live: Live,
    seq: u64,
    /// How many answers or votes were loaded: those after are new.
    loaded: usize,
}

impl Locked {
    /// A session just inserted in `tx` (not yet committed): no events yet.
    pub(super) fn fresh(
        tx: Tx,
        turn: Option<tokio::sync::OwnedMutexGuard<()>>,
        id: String,
        live: Live,
    ) -> Locked {
        Locked {
            tx,
            _turn: turn,
            id,
            live,
            seq: 0,
            loaded: 0,
        }
    }

    /// Writes the new answers or votes, the events and the state.
    pub(super) async fn commit(
        mut self,
        school: &School,
        bodies: Vec<Body>,
        now: Millis,
    ) -> ApiResult<u64> {
        if bodies.is_empty() {
            // Nothing happened (an answer sent again).
            self.tx.rollback().await?;
            return Ok(self.seq);
        }
        match &self.live {
            Live::Challenge(c) => {
                for a in &c.answers[self.loaded..] {
                    live_rows::add_answer(&mut self.tx, &self.id, a).await?;
                }
            }
            Live::Vote(v) => {
                for vote in &v.votes[self.loaded..] {
                    live_rows::add_vote(&mut self.tx, &self.id, vote).await?;
                }
            }
        }
        let mut seq = self.seq;
        for body in bodies {
            seq += 1;
            let e = Event { seq, at: now, body };
            live_rows::add_event(&mut self.tx, &self.id, &e).await?;
        }
        sqlx::query("UPDATE live_sessions SET state = $1, seq = $2, ended = $3 WHERE id = $4")
            .bind(serde_json::to_string(&self.live).map_err(internal)?)
            .bind(seq as i64)
            .bind(i32::from(self.live.is_ended()))
            .bind(&self.id)
            .execute(&mut *self.tx)
            .await?;
        let note = super::notify::Note::Live {
            session: self.id.clone(),
            seq,
        };
        super::notify::announce(&mut self.tx, school.db.kind, &note).await?;
        let Locked {
            tx,
            _turn: turn,
            id,
            ..
        } = self;
        tx.commit().await?;
        // The turn is let go before waiting for the disk: the next writer
        // need not wait for it.
        drop(turn);
        school.hub.wrote(&id, seq);
        school.db.durable().await?;
        Ok(seq)
    }
}

/// Runs CPU work (the engine's) away from the request handlers.
pub(super) async fn blocking<T: Send + 'static>(
    f: impl FnOnce() -> T + Send + 'static,
) -> ApiResult<T> {
    tokio::task::spawn_blocking(f).await.map_err(internal)
}

impl School {
    /// Loads a session's state and the rows `load` names from it.
    pub(super) async fn load_into(
        tx: &mut Transaction<'_, Any>,
        id: &str,
        state: &str,
        load: impl FnOnce(&Live) -> Load,
    ) -> ApiResult<(Live, usize)> {
        let mut live: Live = serde_json::from_str(state).map_err(internal)?;
        let load = load(&live);
        let loaded = match &mut live {
            Live::Challenge(c) => {
                c.answers = live_rows::answers(tx, id, &load).await?;
                c.answers.len()
            }
            Live::Vote(v) => {
                v.votes = live_rows::votes(tx, id, &load).await?;
                v.votes.len()
            }
        };
        Ok((live, loaded))
    }

    /// Takes the class's session for writing; with `class_too`, the
    /// class's row first (its revision raised: learners are written),
    /// always in this order so that two changes never wait on each other.
    pub(super) async fn lock(
        &self,
        class: &ClassId,
        session: &str,
        class_too: bool,
        load: impl FnOnce(&Live) -> Load,
    ) -> ApiResult<(Locked, u64)> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut rev = 0;
        if class_too {
            let row: Option<(i64,)> =
                sqlx::query_as("UPDATE classes SET rev = rev + 1 WHERE id = $1 RETURNING rev")
                    .bind(&class.0)
                    .fetch_optional(&mut *tx)
                    .await?;
            rev = row.ok_or(ApiError::NotFound)?.0 as u64;
        }
        let row: Option<(String, i64)> = sqlx::query_as(
            "UPDATE live_sessions SET seq = seq WHERE id = $1 AND class_id = $2 RETURNING state, seq",
        )
        .bind(session)
        .bind(&class.0)
        .fetch_optional(&mut *tx)
        .await?;
        let (state, seq) = row.ok_or(ApiError::NotFound)?;
        let (live, loaded) = School::load_into(&mut tx, session, &state, load).await?;
        Ok((
            Locked {
                tx,
                _turn: turn,
                id: session.to_owned(),
                live,
                seq: seq as u64,
                loaded,
            },
            rev,
        ))
    }

    /// Reads a session of the class (none of another class's: not found)
    /// with the rows `load` names, and the number of its last event.
    pub(super) async fn read_live(
        &self,
        class: &ClassId,
        session: &str,
        load: impl FnOnce(&Live) -> Load,
    ) -> ApiResult<(Live, u64)> {
        let mut tx = self.db.pool.begin().await?;
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT state, seq FROM live_sessions WHERE id = $1 AND class_id = $2")
                .bind(session)
                .bind(&class.0)
                .fetch_optional(&mut *tx)
                .await?;
        let (state, seq) = row.ok_or(ApiError::NotFound)?;
        let (live, _) = School::load_into(&mut tx, session, &state, load).await?;
        tx.commit().await?;
        Ok((live, seq as u64))
    }
}
