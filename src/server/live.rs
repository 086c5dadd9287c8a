//! The live class on the server (docs/server.md, "The live class"): the
//! [`crate::live`] core's state kept in the database, so that every
//! server sharing it serves one session. Each change takes the session's
//! row for writing, applies one of the core's transitions to the state
//! and the answers or votes it needs, and writes what changed with the
//! events it made, numbered after the session's last one, in one
//! transaction: events are numbered in the order they are committed, and
//! a refused change writes nothing.
//!
//! The engine's work (judging an answer, a wrong move's refutation, the
//! computer's move) is done on a blocking thread before the row is taken,
//! so a search never holds a session, let alone SQLite's one writer.

use std::collections::BTreeMap;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::error::{ApiError, ApiResult};
use super::learners;
use super::live_rows::{self, Load};
use super::live_store::{Locked, Tx, blocking, current, internal};
use super::school::{ClassId, School};
use super::secret;
use crate::classroom::journal::Journal;
use crate::classroom::{Classroom, Library, Loaded};
use crate::coach::Done;
use crate::live::wire::{Choice, Mine, Report, Start};
use crate::live::{
    AnswerIn, Challenge, Event, Live, LiveError, Millis, Recorded, Summary, View, VoteGame, VoteIn,
    VotePhase, pick, progress,
};

/// The most events one read gives (a device far behind reads again).
pub const EVENTS_PER_READ: usize = 500;

/// A session of a class, for the teacher's list.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct SessionCard {
    pub id: String,
    pub kind: String,
    pub created: Millis,
    pub ended: bool,
}

impl School {
    /// The class's running session, if any.
    pub async fn live_running(&self, class: &ClassId) -> ApiResult<Option<String>> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT id FROM live_sessions WHERE class_id = $1 AND ended = 0")
                .bind(&class.0)
                .fetch_optional(&self.db.pool)
                .await?;
        Ok(row.map(|(id,)| id))
    }

    /// Every session of the class, the latest first.
    pub async fn live_sessions(&self, class: &ClassId) -> ApiResult<Vec<SessionCard>> {
        let rows: Vec<(String, String, i64, i32)> = sqlx::query_as(
            "SELECT id, kind, created, ended FROM live_sessions WHERE class_id = $1 \
             ORDER BY created DESC, id",
        )
        .bind(&class.0)
        .fetch_all(&self.db.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(id, kind, created, ended)| SessionCard {
                id,
                kind,
                created: created as u64,
                ended: ended != 0,
            })
            .collect())
    }

    /// The teacher starts a session; its id. Refused while another of
    /// the class runs.
    pub async fn live_start(
        &self,
        class: &ClassId,
        start: Start,
        now: Millis,
    ) -> ApiResult<String> {
        let id = secret::token()[..16].to_owned();
        let live = match start {
            Start::Challenge(s) => {
                // The class's records: the puzzles it missed most, and
                // those it solved (a theme's are taken unsolved first).
                let needs_class = s
                    .puzzles
                    .iter()
                    .any(|c| matches!(c, Choice::MissedMost { .. } | Choice::Theme { .. }));
                let learners = if needs_class {
                    self.learners(class).await?
                } else {
                    Vec::new()
                };
                // The library (read once, then kept) and the engine's
                // checks of each puzzle, off the handlers.
                let puzzles = blocking(move || {
                    let library = Library::shipped();
                    let loaded = Loaded {
                        learners,
                        ..Loaded::default()
                    };
                    let class = Classroom::new(loaded, Library::shipped());
                    pick::resolve_for(
                        &s.puzzles,
                        &library,
                        || pick::missed_most(&class),
                        || pick::solved_by(&class),
                    )
                    .map(|p| (p, s.hints, s.seconds, s.show_fastest))
                })
                .await??;
                let (puzzles, hints, seconds, fastest) = puzzles;
                Live::Challenge(Challenge::new(puzzles, hints, seconds, fastest)?)
            }
            Start::Vote(s) => {
                let start = match &s.position {
                    Some(text) => text.parse().map_err(|_| LiveError::BadPosition)?,
                    None => crate::engine::Position::START,
                };
                let seed = progress::origin(&id);
                Live::Vote(VoteGame::new(
                    start, s.class, s.level, s.seconds, seed, now,
                )?)
            }
        };
        let (kind, bodies) = match &live {
            Live::Challenge(c) => ("challenge", c.started()),
            Live::Vote(v) => ("vote", v.started()),
        };
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let added = sqlx::query(
            "INSERT INTO live_sessions (id, class_id, kind, state, seq, ended, created) \
             VALUES ($1, $2, $3, $4, 0, 0, $5) ON CONFLICT DO NOTHING",
        )
        .bind(&id)
        .bind(&class.0)
        .bind(kind)
        .bind(serde_json::to_string(&live).map_err(internal)?)
        .bind(now as i64)
        .execute(&mut *tx)
        .await?;
        if added.rows_affected() != 1 {
            return Err(LiveError::Running.into());
        }
        let locked = Locked::fresh(tx, turn, id.clone(), live);
        locked.commit(self, bodies, now).await?;
        // The class plays North: the computer opens.
        self.live_computer(class, &id, now).await?;
        Ok(id)
    }

    /// The teacher's "Next": the next puzzle of a challenge. For a game,
    /// the computer's move if it is its turn (a server that stopped
    /// before it played leaves it to this).
    pub async fn live_next(&self, class: &ClassId, session: &str, now: Millis) -> ApiResult<()> {
        let (mut locked, _) = self.lock(class, session, false, |_| Load::Nothing).await?;
        match &mut locked.live {
            Live::Challenge(c) => {
                let bodies = c.next(now)?;
                locked.commit(self, bodies, now).await?;
                Ok(())
            }
            Live::Vote(_) => {
                drop(locked);
                self.live_computer(class, session, now).await
            }
        }
    }

    /// The teacher's "Reveal" of the open puzzle.
    pub async fn live_reveal(&self, class: &ClassId, session: &str, now: Millis) -> ApiResult<()> {
        let (live, _) = self.read_live(class, session, current).await?;
        let Live::Challenge(c) = live else {
            return Err(LiveError::NotOpen.into());
        };
        // The popular wrong move's refutation, found before the row is
        // taken (the core finds it itself in the rare case that answers
        // arriving meanwhile changed which move that is).
        let known = blocking(move || {
            let mut known = BTreeMap::new();
            if let Some(i) = c.current()
                && let Some((house, _)) = c.popular_wrong(i)
            {
                known.insert(house, c.puzzles[i].refutation(house));
            }
            known
        })
        .await?;
        let (mut locked, _) = self.lock(class, session, false, current).await?;
        let Live::Challenge(c) = &mut locked.live else {
            return Err(LiveError::NotOpen.into());
        };
        let bodies = c.reveal(&known)?;
        locked.commit(self, bodies, now).await?;
        Ok(())
    }

    /// The teacher closes the class's vote (with a pick for a tie); the
    /// computer then answers.
    pub async fn live_close(
        &self,
        class: &ClassId,
        session: &str,
        pick: Option<u8>,
        now: Millis,
    ) -> ApiResult<()> {
        let (mut locked, _) = self.lock(class, session, false, current).await?;
        let Live::Vote(v) = &mut locked.live else {
            return Err(LiveError::NotVoting.into());
        };
        let bodies = v.close(pick, now)?;
        locked.commit(self, bodies, now).await?;
        self.live_computer(class, session, now).await
    }

    /// Plays the computer's move if it is its turn: found by the coach
    /// on a blocking thread, then played unless another server did it
    /// meanwhile (the same move: the job is deterministic).
    pub async fn live_computer(
        &self,
        class: &ClassId,
        session: &str,
        now: Millis,
    ) -> ApiResult<()> {
        let (live, _) = self.read_live(class, session, |_| Load::Nothing).await?;
        let Live::Vote(v) = live else { return Ok(()) };
        let (VotePhase::Computer { ply }, Some(job)) = (v.phase, v.computer_job()) else {
            return Ok(());
        };
        let Done::Chose(house) =
            blocking(move || job.run(Arc::new(AtomicBool::new(false)))).await?
        else {
            return Ok(());
        };
        let (mut locked, _) = self.lock(class, session, false, |_| Load::Nothing).await?;
        let Live::Vote(v) = &mut locked.live else {
            return Ok(());
        };
        match v.computer_played(ply, house.index() as u8, now) {
            Ok(bodies) => {
                locked.commit(self, bodies, now).await?;
                Ok(())
            }
            Err(LiveError::NotComputersTurn | LiveError::Ended) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// The teacher ends the session. A challenge's answers then count
    /// toward each child's puzzle records and rating: the facts are
    /// merged into their journals (as a sync merges a device's) in the
    /// same transaction, and reach their devices with the next sync.
    pub async fn live_end(&self, class: &ClassId, session: &str, now: Millis) -> ApiResult<()> {
        let (mut locked, rev) = self.lock(class, session, true, |_| Load::All).await?;
        let bodies = locked.live.end()?;
        if let Live::Challenge(c) = &locked.live {
            for (learner, facts) in progress::facts(&locked.id, c) {
                let Some(old) = learners::read(&mut locked.tx, &class.0, &learner).await? else {
                    // Removed since they answered.
                    continue;
                };
                let mut new = old.clone();
                let mut journal = Journal::default();
                for (stamp, fact) in facts {
                    journal.add(stamp, fact);
                }
                new.journal.merge_from(&journal);
                new.settle();
                if new != old {
                    learners::write(&mut locked.tx, &class.0, Some(&old), &new, rev).await?;
                }
            }
        }
        locked.commit(self, bodies, now).await?;
        Ok(())
    }

    /// A device's answer, judged by the engine and counted once, kept
    /// with the tag of the device that sent it (`device`).
    pub async fn live_answer(
        &self,
        class: &ClassId,
        session: &str,
        a: AnswerIn,
        device: &str,
        now: Millis,
    ) -> ApiResult<Recorded> {
        let (live, _) = self.read_live(class, session, |_| Load::Nothing).await?;
        let Live::Challenge(c) = live else {
            return Err(LiveError::NotOpen.into());
        };
        let asked = a.clone();
        let judged = blocking(move || c.judge(&asked)).await??;
        let load = Load::Of(a.index, Some(a.id.clone()));
        let (mut locked, _) = self.lock(class, session, false, |_| load).await?;
        self.check_learner(&mut locked.tx, class, &a.learner)
            .await?;
        let Live::Challenge(c) = &mut locked.live else {
            return Err(LiveError::NotOpen.into());
        };
        let (recorded, bodies) = c.record(a, judged, now)?;
        if recorded == Recorded::New
            && let Some(new) = c.answers.last_mut()
        {
            new.device = Some(device.to_owned());
        }
        locked.commit(self, bodies, now).await?;
        Ok(recorded)
    }

    /// A device's vote, counted once.
    pub async fn live_vote(
        &self,
        class: &ClassId,
        session: &str,
        v: VoteIn,
        now: Millis,
    ) -> ApiResult<Recorded> {
        let load = Load::Of(v.ply, Some(v.id.clone()));
        let (mut locked, _) = self.lock(class, session, false, |_| load).await?;
        self.check_learner(&mut locked.tx, class, &v.learner)
            .await?;
        let Live::Vote(game) = &mut locked.live else {
            return Err(LiveError::NotVoting.into());
        };
        let (recorded, bodies) = game.vote(v, now)?;
        locked.commit(self, bodies, now).await?;
        Ok(recorded)
    }

    /// A child joined the session on their device: the projector's card
    /// says so. Once each (again is no change).
    pub async fn live_join(
        &self,
        class: &ClassId,
        session: &str,
        learner: crate::classroom::LearnerId,
        now: Millis,
    ) -> ApiResult<()> {
        let (mut locked, _) = self.lock(class, session, false, |_| Load::Nothing).await?;
        self.check_learner(&mut locked.tx, class, &learner).await?;
        let bodies = locked.live.join(learner)?;
        locked.commit(self, bodies, now).await?;
        Ok(())
    }

    /// A learner who answers must be one of the class's.
    async fn check_learner(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        learner: &crate::classroom::LearnerId,
    ) -> ApiResult<()> {
        match learners::exists(tx, &class.0, learner.as_str()).await? {
            Some(false) => Ok(()),
            _ => Err(ApiError::BadRequest("live-unknown-learner")),
        }
    }

    /// A session as a device (or, with `teacher`, the projector) shows
    /// it, with the answers of the device's learners in `mine` that this
    /// device (its tag: `device`) sent: another device's answers are
    /// never shown to it, so no child sees a classmate's moves.
    pub async fn live_view(
        &self,
        class: &ClassId,
        session: &str,
        teacher: bool,
        mine: &[crate::classroom::LearnerId],
        device: Option<&str>,
    ) -> ApiResult<View> {
        let all = !mine.is_empty();
        let (live, seq) = self
            .read_live(class, session, |l| if all { Load::All } else { current(l) })
            .await?;
        let mut view = live.view(session, seq, teacher);
        if let Live::Challenge(c) = &live {
            let shown = |i: usize| {
                c.phase == crate::live::Phase::Ended || c.reveals.iter().any(|r| r.index == i)
            };
            view.mine = c
                .answers
                .iter()
                .filter(|a| device.is_some() && a.device.as_deref() == device)
                .filter(|a| mine.contains(&a.learner))
                .map(|a| Mine {
                    learner: a.learner.clone(),
                    index: a.index,
                    answer: a.id.clone(),
                    moves: a.moves.clone(),
                    solved: shown(a.index).then_some(a.solved),
                })
                .collect();
        }
        Ok(view)
    }

    /// The events of a session after `after` (at most
    /// [`EVENTS_PER_READ`]), and whether it has ended.
    pub async fn live_events(
        &self,
        class: &ClassId,
        session: &str,
        after: u64,
        teacher: bool,
    ) -> ApiResult<(Vec<Event>, bool)> {
        let mut tx = self.db.pool.begin().await?;
        let row: Option<(i32,)> =
            sqlx::query_as("SELECT ended FROM live_sessions WHERE id = $1 AND class_id = $2")
                .bind(session)
                .bind(&class.0)
                .fetch_optional(&mut *tx)
                .await?;
        let (ended,) = row.ok_or(ApiError::NotFound)?;
        let events = live_rows::events(&mut tx, session, after, teacher, EVENTS_PER_READ).await?;
        tx.commit().await?;
        Ok((events, ended != 0))
    }

    /// The teacher's summary of a session (whole at the end; so far
    /// before).
    pub async fn live_report(&self, class: &ClassId, session: &str) -> ApiResult<Report> {
        let (live, _) = self.read_live(class, session, |_| Load::All).await?;
        Ok(Report {
            session: session.to_owned(),
            ended: live.is_ended(),
            challenge: match &live {
                Live::Challenge(c) => Some(Summary::of(c)),
                Live::Vote(_) => None,
            },
            vote: match &live {
                Live::Vote(v) => Some(v.view(true)),
                Live::Challenge(_) => None,
            },
        })
    }
}
