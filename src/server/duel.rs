//! Games between two devices on the server (docs/server.md, "Games
//! between two devices"): the [`crate::duel`] core's state kept in the
//! database, so that every server sharing it serves one game, and a
//! device that crashed, or a child who moved to another device, finds
//! it there. Each change takes the class's count of game events for
//! writing, reads the game, applies one of the core's transitions, and
//! writes the game with its events, numbered after the class's last
//! one, in one transaction, acknowledged once on disk
//! ([`super::Db::durable`]): a refused change writes nothing, an
//! acknowledged move survives `kill -9`.
//!
//! A device acts for the children whose cards are picked on it: it says
//! which with `here` ([`School::duel_here`]); a card picked on another
//! device moves there (the latest pick wins), and the old device no
//! longer acts for that child.

use super::duel_rows::{self, Reader};
use super::error::{ApiError, ApiResult};
use super::learners;
use super::notify;
use super::school::{ClassId, School};
use super::secret;
use crate::classroom::LearnerId;
use crate::classroom::journal::Journal;
use crate::duel::wire::{ChallengeIn, PairIn};
use crate::duel::{
    ActIn, Body, Duel, DuelError, Event, INVITATION_MS, Millis, Phase, Refusal, View, record,
};

/// A child is "here" for this long after their device last said so.
pub const PRESENCE_MS: Millis = 60_000;
/// The most events one read gives (a device far behind reads again).
pub const EVENTS_PER_READ: usize = 500;
/// The most cards one device holds at once.
pub const MAX_HELD: usize = 40;
/// The most games a list gives.
pub const MAX_LISTED: i64 = 200;

impl From<DuelError> for ApiError {
    fn from(e: DuelError) -> ApiError {
        match e.kind() {
            Refusal::BadRequest => ApiError::BadRequest(e.id()),
            Refusal::NotYours => ApiError::Denied(e.id()),
            Refusal::NotNow => ApiError::Conflict(e.id()),
        }
    }
}

fn internal(e: impl std::fmt::Display) -> ApiError {
    ApiError::Internal(e.to_string())
}

/// The key of a class's games in the streams' hub.
pub fn hub_key(class: &ClassId) -> String {
    format!("duel:{}", class.0)
}

/// Who asks for a change: a device (its token's digest), which must hold
/// the card of the child it acts for, or the teacher.
#[derive(Clone, Debug)]
pub enum Asker {
    Device(String),
    Teacher,
}

type Tx = sqlx::Transaction<'static, sqlx::Any>;

/// The class taken for a change to one of its games.
struct Taken {
    class: ClassId,
    tx: Tx,
    turn: Option<tokio::sync::OwnedMutexGuard<()>>,
    seq: u64,
    seconds: Option<u32>,
    /// The class's revision, when its learners are written too.
    rev: Option<u64>,
}

impl School {
    /// Takes the class's games for writing; with `learners_too`, the
    /// class's row first (its revision raised), always in this order so
    /// that two changes never wait on each other.
    async fn take(&self, class: &ClassId, learners_too: bool) -> ApiResult<Taken> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut rev = None;
        if learners_too {
            let row: Option<(i64,)> =
                sqlx::query_as("UPDATE classes SET rev = rev + 1 WHERE id = $1 RETURNING rev")
                    .bind(&class.0)
                    .fetch_optional(&mut *tx)
                    .await?;
            rev = Some(row.ok_or(ApiError::NotFound)?.0 as u64);
        }
        let (seq, seconds) = duel_rows::lock_class(&mut tx, &class.0).await?;
        Ok(Taken {
            class: class.clone(),
            tx,
            turn,
            seq,
            seconds,
            rev,
        })
    }

    /// Writes a game and its events, commits, and waits for the disk.
    async fn write(
        &self,
        mut t: Taken,
        id: &str,
        duel: &Duel,
        new: bool,
        bodies: Vec<Body>,
        now: Millis,
    ) -> ApiResult<u64> {
        let class = &t.class.clone();
        if new {
            duel_rows::insert(&mut t.tx, &class.0, id, duel, now).await?;
        } else {
            duel_rows::update(&mut t.tx, id, duel, now).await?;
        }
        let seq = duel_rows::add_events(&mut t.tx, &class.0, id, duel, t.seq, bodies, now).await?;
        if let Some(rev) = t.rev {
            self.add_records(&mut t.tx, class, id, duel, rev).await?;
        }
        let pair = [duel.challenger.to_string(), duel.invited.to_string()];
        let note = notify::Note::Duel {
            key: hub_key(class),
            class: class.0.clone(),
            after: t.seq,
            upto: seq,
            pair: pair.clone(),
        };
        notify::announce(&mut t.tx, self.db.kind, &note).await?;
        t.tx.commit().await?;
        // The turn is let go before waiting for the disk.
        drop(t.turn);
        self.duel_ledger.wrote(&class.0, t.seq, seq, pair);
        self.hub.wrote(&hub_key(class), seq);
        self.db.durable().await?;
        Ok(seq)
    }

    /// A finished game's facts, merged into both children's journals (as
    /// a sync merges a device's), in the game's transaction.
    async fn add_records(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        id: &str,
        duel: &Duel,
        rev: u64,
    ) -> ApiResult<()> {
        for (learner, stamp, fact) in record::facts(id, duel) {
            let Some(old) = learners::read(tx, &class.0, &learner).await? else {
                // Removed meanwhile.
                continue;
            };
            let mut new = old.clone();
            let mut journal = Journal::default();
            journal.add(stamp, fact);
            new.journal.merge_from(&journal);
            new.settle();
            if new != old {
                learners::write(tx, &class.0, Some(&old), &new, rev).await?;
            }
        }
        Ok(())
    }

    /// A learner of the class, not removed.
    async fn check_classmate(&self, tx: &mut Tx, class: &ClassId, l: &LearnerId) -> ApiResult<()> {
        match learners::exists(tx, &class.0, l.as_str()).await? {
            Some(false) => Ok(()),
            _ => Err(ApiError::BadRequest("duel-unknown-learner")),
        }
    }

    /// Refuses a device that does not hold `learner`'s card.
    async fn check_holds(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        asker: &Asker,
        learner: &LearnerId,
    ) -> ApiResult<()> {
        match asker {
            Asker::Teacher => Ok(()),
            Asker::Device(device) => {
                if duel_rows::holds(tx, &class.0, device, learner.as_str()).await? {
                    Ok(())
                } else {
                    Err(ApiError::Denied("duel-not-on-this-device"))
                }
            }
        }
    }

    /// Applies `change` to game `id`: taken, changed, written; taken
    /// again with the class's learners when it finishes the game with a
    /// result (their records are written in the same transaction).
    async fn change(
        &self,
        class: &ClassId,
        id: &str,
        asker: &Asker,
        acts_for: Option<&LearnerId>,
        now: Millis,
        change: impl Fn(&mut Duel) -> Result<Vec<Body>, DuelError>,
    ) -> ApiResult<(Duel, u64)> {
        let mut learners_too = false;
        loop {
            let mut t = self.take(class, learners_too).await?;
            let mut duel = duel_rows::read(&mut t.tx, &class.0, id)
                .await?
                .ok_or(ApiError::NotFound)?;
            if let Some(l) = acts_for {
                self.check_holds(&mut t.tx, class, asker, l).await?;
            }
            if let (Asker::Device(device), None) = (asker, acts_for) {
                // A device asks for its children's games only.
                self.check_plays(&mut t.tx, class, device, &duel).await?;
            }
            let was = duel.phase;
            let bodies = change(&mut duel)?;
            if was == Phase::Invited && duel.phase == Phase::Playing {
                // An invitation accepted: neither child may have begun
                // another game meanwhile (one game at a time).
                let (a, b) = (duel.challenger.as_str(), duel.invited.as_str());
                if duel_rows::busy(&mut t.tx, &class.0, a, b, now).await?.0 {
                    return Err(ApiError::Conflict("duel-busy"));
                }
            }
            if !learners_too && !record::facts(id, &duel).is_empty() {
                learners_too = true;
                continue;
            }
            if was != Phase::Over && duel.phase == Phase::Over {
                // A tournament's board it plays gets its result in the
                // same transaction.
                self.tournament_duel_over(&mut t.tx, class, id, &duel, now)
                    .await?;
            }
            let seq = self.write(t, id, &duel, false, bodies, now).await?;
            return Ok((duel, seq));
        }
    }

    /// Refuses a device that holds neither child's card.
    async fn check_plays(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        device: &str,
        duel: &Duel,
    ) -> ApiResult<()> {
        for l in [&duel.challenger, &duel.invited] {
            if duel_rows::holds(tx, &class.0, device, l.as_str()).await? {
                return Ok(());
            }
        }
        Err(ApiError::Denied(DuelError::NotInGame.id()))
    }

    /// A device says which children's cards are picked on it now
    /// (every 20 seconds or so, and when a card is picked or put down):
    /// it acts for them, and they are "here". Gives who is here.
    pub async fn duel_here(
        &self,
        class: &ClassId,
        device: &str,
        learners: &[LearnerId],
        now: Millis,
    ) -> ApiResult<Vec<String>> {
        if learners.len() > MAX_HELD {
            return Err(ApiError::TooLarge);
        }
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        for l in learners {
            if l.is_guest() {
                return Err(ApiError::BadRequest("guest"));
            }
            self.check_classmate(&mut tx, class, l).await?;
        }
        let ids: Vec<String> = learners.iter().map(|l| l.as_str().to_owned()).collect();
        duel_rows::claim(&mut tx, &class.0, device, &ids, now).await?;
        let here = duel_rows::here(&mut tx, &class.0, now.saturating_sub(PRESENCE_MS)).await?;
        tx.commit().await?;
        drop(turn);
        Ok(here)
    }

    /// Who of the class is on a device now, and whose cards `device`
    /// holds.
    pub async fn duel_who(
        &self,
        class: &ClassId,
        device: Option<&str>,
        now: Millis,
    ) -> ApiResult<(Vec<String>, Vec<String>)> {
        let mut tx = self.db.pool.begin().await?;
        let here = duel_rows::here(&mut tx, &class.0, now.saturating_sub(PRESENCE_MS)).await?;
        let mine = match device {
            Some(d) => duel_rows::held(&mut tx, &class.0, d).await?,
            None => Vec::new(),
        };
        tx.commit().await?;
        Ok((here, mine))
    }

    /// A child challenges a classmate who is here; or (`Asker::Teacher`
    /// with a [`PairIn`]) the teacher pairs two children.
    pub async fn duel_start(
        &self,
        class: &ClassId,
        asker: &Asker,
        start: Start,
        now: Millis,
    ) -> ApiResult<(String, View)> {
        let (x, y) = match &start {
            Start::Challenge(c) => (c.challenger.clone(), c.invited.clone()),
            Start::Pair(p) => (p.south.clone(), p.north.clone()),
        };
        if x == y {
            return Err(DuelError::SameChild.into());
        }
        let id = secret::token()[..16].to_owned();
        let coin = secret::token().as_bytes()[0].is_multiple_of(2);
        self.duel_expire(class, now).await?;
        let mut t = self.take(class, false).await?;
        self.check_classmate(&mut t.tx, class, &x).await?;
        self.check_classmate(&mut t.tx, class, &y).await?;
        if let Start::Challenge(_) = &start {
            self.check_holds(&mut t.tx, class, asker, &x).await?;
            let here =
                duel_rows::here(&mut t.tx, &class.0, now.saturating_sub(PRESENCE_MS)).await?;
            if !here.iter().any(|h| h == y.as_str()) {
                return Err(ApiError::Conflict("duel-not-here"));
            }
        }
        let since = now.saturating_sub(INVITATION_MS);
        let (playing, invited) =
            duel_rows::busy(&mut t.tx, &class.0, x.as_str(), y.as_str(), since).await?;
        if playing {
            return Err(ApiError::Conflict("duel-busy"));
        }
        if invited {
            return Err(DuelError::Twice.into());
        }
        let (duel, bodies) = match start {
            Start::Challenge(c) => {
                Duel::challenge(c.challenger, c.invited, c.first, coin, t.seconds, now)?
            }
            Start::Pair(p) => Duel::pair(p.south, p.north, t.seconds, now)?,
        };
        let seq = self.write(t, &id, &duel, true, bodies, now).await?;
        let view = duel.view(&id, seq, now);
        Ok((id, view))
    }

    /// What a child does in a game, from the device that holds their card.
    pub async fn duel_act(
        &self,
        class: &ClassId,
        device: &str,
        id: &str,
        a: ActIn,
        now: Millis,
    ) -> ApiResult<View> {
        let learner = a.learner.clone();
        let asker = Asker::Device(device.to_owned());
        let (duel, seq) = self
            .change(class, id, &asker, Some(&learner), now, |d| {
                d.act(a.clone(), now)
            })
            .await?;
        Ok(duel.view(id, seq, now))
    }

    /// Writes the lapse of every invitation of the class that waited
    /// [`INVITATION_MS`] with no answer, each with its event, so that
    /// both devices hear it. Looked for first without the class's lock
    /// (most looks find none); one answered meanwhile is left as it is.
    pub async fn duel_expire(&self, class: &ClassId, now: Millis) -> ApiResult<()> {
        let cutoff = now.saturating_sub(INVITATION_MS).min(i64::MAX as u64) as i64;
        let due: Vec<(String,)> = sqlx::query_as(
            "SELECT id FROM duels WHERE class_id = $1 AND phase = 'invited' AND created <= $2 \
             ORDER BY created LIMIT 100",
        )
        .bind(&class.0)
        .bind(cutoff)
        .fetch_all(&self.db.pool)
        .await?;
        for (id,) in due {
            let lapse = |d: &mut Duel| d.expire(now).ok_or(DuelError::WrongMoment);
            match self
                .change(class, &id, &Asker::Teacher, None, now, lapse)
                .await
            {
                Ok(_) | Err(ApiError::Conflict(_) | ApiError::NotFound) => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    /// The teacher's change to a game (end, adjourn, resume, timer).
    pub async fn duel_teach(
        &self,
        class: &ClassId,
        id: &str,
        now: Millis,
        change: impl Fn(&mut Duel) -> Result<Vec<Body>, DuelError>,
    ) -> ApiResult<View> {
        let (duel, seq) = self
            .change(class, id, &Asker::Teacher, None, now, change)
            .await?;
        Ok(duel.view(id, seq, now))
    }

    /// The teacher sets the move timer of the class's new games.
    pub async fn duel_class_timer(&self, class: &ClassId, seconds: Option<u32>) -> ApiResult<()> {
        crate::duel::check_seconds(seconds)?;
        let mut t = self.take(class, false).await?;
        duel_rows::set_class_timer(&mut t.tx, &class.0, seconds).await?;
        t.tx.commit().await?;
        drop(t.turn);
        self.db.durable().await?;
        Ok(())
    }

    /// A game as `asker` sees it (a device: one of its children's).
    pub async fn duel_view(
        &self,
        class: &ClassId,
        asker: &Asker,
        id: &str,
        now: Millis,
    ) -> ApiResult<View> {
        self.duel_expire(class, now).await?;
        let mut tx = self.db.pool.begin().await?;
        let seq = duel_rows::seq_of(&mut tx, &class.0).await?;
        let duel = duel_rows::read(&mut tx, &class.0, id)
            .await?
            .ok_or(ApiError::NotFound)?;
        if let Asker::Device(device) = asker {
            self.check_plays(&mut tx, class, device, &duel).await?;
        }
        tx.commit().await?;
        Ok(duel.view(id, seq, now))
    }

    /// The games `asker` sees: a device, the unfinished ones and
    /// invitations of the children whose cards it holds ("Continue"); the
    /// teacher, the class's latest games.
    pub async fn duel_list(
        &self,
        class: &ClassId,
        asker: &Asker,
        now: Millis,
    ) -> ApiResult<Vec<View>> {
        self.duel_expire(class, now).await?;
        let mut tx = self.db.pool.begin().await?;
        let seq = duel_rows::seq_of(&mut tx, &class.0).await?;
        let games = match asker {
            Asker::Device(device) => {
                let held = "(a IN (SELECT learner_id FROM duel_presence WHERE class_id = $1 \
                            AND device = $2) OR b IN (SELECT learner_id FROM duel_presence \
                            WHERE class_id = $1 AND device = $2)) \
                            AND phase IN ('invited', 'playing', 'adjourned')";
                duel_rows::list(&mut tx, &class.0, held, device, MAX_LISTED).await?
            }
            Asker::Teacher => {
                duel_rows::list(&mut tx, &class.0, "id <> $2", "", MAX_LISTED).await?
            }
        };
        tx.commit().await?;
        Ok(games
            .into_iter()
            .map(|(id, d)| d.view(&id, seq, now))
            .collect())
    }

    /// The class's game events after `after` that `reader` may see (at
    /// most [`EVENTS_PER_READ`]).
    pub async fn duel_events(
        &self,
        class: &ClassId,
        reader: &Reader,
        after: u64,
    ) -> ApiResult<Vec<Event>> {
        // One statement: no transaction (on PostgreSQL, two round trips
        // fewer for every stream woken).
        let mut conn = self.db.pool.acquire().await?;
        Ok(duel_rows::events(&mut conn, &class.0, reader, after, EVENTS_PER_READ).await?)
    }

    /// A game of the class exists (the teacher's stream of one game).
    pub async fn duel_exists(&self, class: &ClassId, id: &str) -> ApiResult<()> {
        let mut tx = self.db.pool.begin().await?;
        let found = duel_rows::read(&mut tx, &class.0, id).await?;
        tx.commit().await?;
        found.map(|_| ()).ok_or(ApiError::NotFound)
    }

    /// A device's stream counts as its being here: its children's
    /// `seen` is brought up to now.
    pub async fn duel_touch(&self, class: &ClassId, device: &str, now: Millis) -> ApiResult<()> {
        let _turn = self.db.turn().await;
        sqlx::query("UPDATE duel_presence SET seen = $1 WHERE class_id = $2 AND device = $3")
            .bind(now as i64)
            .bind(&class.0)
            .bind(device)
            .execute(&self.db.pool)
            .await
            .map_err(internal)?;
        Ok(())
    }
}

/// How a game starts.
#[derive(Clone, Debug)]
pub enum Start {
    Challenge(ChallengeIn),
    Pair(PairIn),
}
