//! The tested core of the class server: classes and their codes, devices
//! that joined, teachers' sign-ins and sessions, and the sync of learners.
//! The HTTP handlers (`api.rs`) only turn requests into these calls; every
//! check of who may do what is here, on the server.

use sqlx::{Any, Transaction};

use super::db::Db;
use super::error::{ApiError, ApiResult};
use super::learners::{self, Head};
use super::secret;
use crate::classroom::duplicates::{self, Duplicate};
use crate::classroom::journal::Event;
use crate::classroom::sync::{self, ClassInfo, Refusal, Request, Response};
use crate::classroom::{Learner, LearnerId};

/// The shortest teacher's password.
pub const MIN_PASSWORD: usize = 8;
/// How long a teacher stays signed in (a school day).
pub const SESSION_SECONDS: u64 = 10 * 3600;
/// Wrong passwords a class takes in a burst before only addresses with
/// no recent wrong try have theirs checked; the budget comes back by one
/// every `CLASS_GUESS_LEAK` seconds (30 an hour).
pub const CLASS_GUESS_BUDGET: i64 = 30;
pub const CLASS_GUESS_LEAK: i64 = 120;
/// Devices a class may have (a cart of thirty, browsers that forgot
/// their token and joined again, a few years of them); the teacher's view
/// lists them and forgets one.
pub const MAX_DEVICES: i64 = 500;
/// A device unused for this long (a school year and a summer) is
/// forgotten: its token no longer opens anything.
pub const DEVICE_DAYS: u64 = 400;
/// The most learners one sync may carry.
pub const MAX_LEARNERS_PER_SYNC: usize = crate::classroom::sync::MAX_LEARNERS_PER_SYNC;
/// The most learners a class may have.
pub const MAX_LEARNERS: i64 = 200;
/// The most facts (puzzle tries, games, switches of the adapting
/// computer) one learner may have on the server, and so carry in one
/// sync: a try every minute of 500 hours of practice, more than a school
/// year of daily puzzles. A sync that would pass it is refused (403
/// `learner-full`) and writes nothing.
pub const MAX_FACTS: i64 = 30_000;
/// The longest lesson, step or puzzle id a record may name (shipped ones
/// are under 40 bytes).
pub const MAX_ID: usize = 100;

/// A class the teacher of which signed in, or whose device asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassId(pub String);

/// What a class is, for its teacher.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct ClassCard {
    pub id: String,
    pub name: String,
    pub code: String,
}

/// A device of the class, for its teacher: an id (the first 16 hex
/// digits of its token's digest, which opens nothing), when it joined and
/// when it was last used (seconds since 1970; to the day).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct DeviceCard {
    pub id: String,
    pub joined: u64,
    pub seen: u64,
}

#[derive(Clone, Debug)]
pub struct School {
    pub db: Db,
    /// Wakes this process's live streams (`live_hub.rs`).
    pub hub: std::sync::Arc<super::live_hub::Hub>,
    /// Wrong passwords and codes by address (`guess.rs`).
    pub guesses: std::sync::Arc<super::guess::Guesses>,
    /// Which children the game events this process wrote concern
    /// (`duel_stream.rs`).
    pub duel_ledger: std::sync::Arc<super::duel_stream::Ledger>,
}

type Tx<'a> = Transaction<'a, Any>;
/// This process's turn to write, where the database needs one.
type Turn = Option<tokio::sync::OwnedMutexGuard<()>>;

impl School {
    pub fn new(db: Db) -> School {
        School {
            db,
            hub: Default::default(),
            guesses: Default::default(),
            duel_ledger: Default::default(),
        }
    }

    /// Adds a class with its teacher's password; returns it with its code.
    pub async fn add_class(&self, name: &str, password: &str, now: u64) -> ApiResult<ClassCard> {
        let name = name.trim();
        if name.is_empty()
            || name.chars().count() > 60
            || name.chars().any(char::is_control)
            || crate::classroom::names::has_invisible(name)
        {
            return Err(ApiError::BadRequest("class-name"));
        }
        if password.chars().count() < MIN_PASSWORD {
            return Err(ApiError::BadRequest("password-short"));
        }
        let hash = secret::hash_password(password.to_owned()).await?;
        for _ in 0..20 {
            let card = ClassCard {
                id: secret::token()[..16].to_owned(),
                name: name.to_owned(),
                code: secret::class_code(),
            };
            let added = sqlx::query(
                "INSERT INTO classes (id, name, code, password, created) VALUES ($1, $2, $3, $4, $5) \
                 ON CONFLICT DO NOTHING",
            )
            .bind(&card.id)
            .bind(&card.name)
            .bind(&card.code)
            .bind(&hash)
            .bind(clamp_i64(now))
            .execute(&self.db.pool)
            .await?;
            if added.rows_affected() == 1 {
                self.db.durable().await?;
                return Ok(card);
            }
        }
        Err(ApiError::Internal("no free class code".into()))
    }

    /// The classes of the school (for `wahree serve class list`).
    pub async fn classes(&self) -> ApiResult<Vec<ClassCard>> {
        let rows: Vec<(String, String, String)> =
            sqlx::query_as("SELECT id, name, code FROM classes ORDER BY created, id")
                .fetch_all(&self.db.pool)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(id, name, code)| ClassCard { id, name, code })
            .collect())
    }

    /// A new teacher's password for a class (the school's IT person, at
    /// the server: `wahree serve class password`). Ends every session.
    pub async fn set_password(&self, code: &str, password: &str) -> ApiResult<()> {
        if password.chars().count() < MIN_PASSWORD {
            return Err(ApiError::BadRequest("password-short"));
        }
        let hash = secret::hash_password(password.to_owned()).await?;
        let class = self.class_by_code(code).await?.ok_or(ApiError::NotFound)?;
        let mut tx = self.db.pool.begin().await?;
        sqlx::query("UPDATE classes SET password = $1, guesses = 0, guessed = 0 WHERE id = $2")
            .bind(&hash)
            .bind(&class.id)
            .execute(&mut *tx)
            .await?;
        sqlx::query("DELETE FROM sessions WHERE class_id = $1")
            .bind(&class.id)
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.db.durable().await?;
        Ok(())
    }

    async fn class_by_code(&self, code: &str) -> ApiResult<Option<ClassCard>> {
        let code = secret::normal_code(code);
        let row: Option<(String, String, String)> =
            sqlx::query_as("SELECT id, name, code FROM classes WHERE code = $1")
                .bind(&code)
                .fetch_optional(&self.db.pool)
                .await?;
        Ok(row.map(|(id, name, code)| ClassCard { id, name, code }))
    }

    /// A device joins the class with this code: its secret token, which it
    /// sends with every sync.
    pub async fn join(&self, code: &str, now: u64) -> ApiResult<(String, ClassInfo)> {
        self.join_from(code, now, None).await
    }

    /// [`School::join`] from the address `from`: codes that name no class
    /// slow that address and spend the whole server's budget (`guess.rs`).
    pub async fn join_from(
        &self,
        code: &str,
        now: u64,
        from: Option<std::net::IpAddr>,
    ) -> ApiResult<(String, ClassInfo)> {
        let net = super::guess::Net::of(from);
        if let Some(wait) = self.guesses.join_wait(net, now) {
            return Err(ApiError::TooMany(wait));
        }
        let Some(class) = self.class_by_code(code).await? else {
            self.guesses.join_wrong(net, now);
            return Err(ApiError::NotFound);
        };
        let token = secret::token();
        // In line with the syncs' writes (SQLite's lock, met outside the
        // line, made each join of a whole school sitting down wait seconds).
        let turn = self.db.turn().await;
        let (devices,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM devices WHERE class_id = $1")
            .bind(&class.id)
            .fetch_one(&self.db.pool)
            .await?;
        if devices >= MAX_DEVICES {
            return Err(ApiError::Full("class-devices-full"));
        }
        sqlx::query("INSERT INTO devices (token, class_id, created, seen) VALUES ($1, $2, $3, $3)")
            .bind(secret::digest(&token))
            .bind(&class.id)
            .bind(clamp_i64(now))
            .execute(&self.db.pool)
            .await?;
        drop(turn);
        self.db.durable().await?;
        Ok((
            token,
            ClassInfo {
                id: class.id,
                name: class.name,
            },
        ))
    }

    /// The class of the device with this token, used at `now`; its last
    /// use is kept to the day, so that only a device unused for
    /// [`DEVICE_DAYS`] is forgotten at the next sweep
    /// ([`School::expire_devices`]).
    pub async fn device_at(&self, token: &str, now: u64) -> ApiResult<ClassId> {
        let digest = secret::digest(token);
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT class_id, seen FROM devices WHERE token = $1")
                .bind(&digest)
                .fetch_optional(&self.db.pool)
                .await?;
        let (class, seen) = row.ok_or(ApiError::Unauthorized)?;
        if (seen.max(0) as u64).saturating_add(86_400) < now {
            let turn = self.db.turn().await;
            sqlx::query("UPDATE devices SET seen = $1 WHERE token = $2")
                .bind(clamp_i64(now))
                .bind(&digest)
                .execute(&self.db.pool)
                .await?;
            drop(turn);
        }
        Ok(ClassId(class))
    }

    /// Forgets every device unused for [`DEVICE_DAYS`] (the server does it
    /// at its start and every few hours); how many.
    pub async fn expire_devices(&self, now: u64) -> ApiResult<u64> {
        let before = now.saturating_sub(DEVICE_DAYS * 86_400);
        let turn = self.db.turn().await;
        let done = sqlx::query("DELETE FROM devices WHERE seen < $1")
            .bind(clamp_i64(before))
            .execute(&self.db.pool)
            .await?;
        drop(turn);
        self.db.durable().await?;
        Ok(done.rows_affected())
    }

    /// The class's devices, most recently used first (the teacher's view).
    pub async fn devices(&self, class: &ClassId) -> ApiResult<Vec<DeviceCard>> {
        let rows: Vec<(String, i64, i64)> = sqlx::query_as(
            "SELECT token, created, seen FROM devices WHERE class_id = $1 \
             ORDER BY seen DESC, token",
        )
        .bind(&class.0)
        .fetch_all(&self.db.pool)
        .await?;
        Ok(rows
            .into_iter()
            .map(|(token, joined, seen)| DeviceCard {
                id: token.chars().take(16).collect(),
                joined: joined.max(0) as u64,
                seen: seen.max(0) as u64,
            })
            .collect())
    }

    /// The teacher forgets a device of the class: its token opens nothing
    /// any more (the device must join again with the code).
    pub async fn forget_device(&self, class: &ClassId, id: &str) -> ApiResult<()> {
        if id.len() != 16 || !id.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ApiError::BadRequest("device-id"));
        }
        let turn = self.db.turn().await;
        let done =
            sqlx::query("DELETE FROM devices WHERE class_id = $1 AND substr(token, 1, 16) = $2")
                .bind(&class.0)
                .bind(id.to_ascii_lowercase())
                .execute(&self.db.pool)
                .await?;
        drop(turn);
        if done.rows_affected() == 0 {
            return Err(ApiError::NotFound);
        }
        self.db.durable().await?;
        Ok(())
    }

    /// A new code for the class (the old one joins no device any more;
    /// devices that joined keep working). The class's card with it.
    pub async fn new_code(&self, class: &ClassId) -> ApiResult<ClassCard> {
        for _ in 0..20 {
            let code = secret::class_code();
            let turn = self.db.turn().await;
            let done = sqlx::query(
                "UPDATE classes SET code = $1 WHERE id = $2 \
                 AND NOT EXISTS (SELECT 1 FROM classes WHERE code = $1)",
            )
            .bind(&code)
            .bind(&class.0)
            .execute(&self.db.pool)
            .await;
            drop(turn);
            match done {
                Ok(d) if d.rows_affected() == 1 => {
                    self.db.durable().await?;
                    return self.card(class).await;
                }
                Ok(_) => {
                    // Taken, or no such class.
                    if self.card(class).await.is_err() {
                        return Err(ApiError::NotFound);
                    }
                }
                // Taken by another server meanwhile (the UNIQUE index).
                Err(_) => {}
            }
        }
        Err(ApiError::Internal("no free class code".into()))
    }

    /// The class of the device with this token.
    pub async fn device(&self, token: &str) -> ApiResult<ClassId> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT class_id FROM devices WHERE token = $1")
                .bind(secret::digest(token))
                .fetch_optional(&self.db.pool)
                .await?;
        row.map(|(c,)| ClassId(c)).ok_or(ApiError::Unauthorized)
    }

    /// A teacher signs in with the class's code and password: a session
    /// token for the cookie.
    pub async fn sign_in(
        &self,
        code: &str,
        password: &str,
        now: u64,
    ) -> ApiResult<(String, ClassCard)> {
        self.sign_in_from(code, password, now, None).await
    }

    /// [`School::sign_in`] from the address `from`. Wrong tries slow that
    /// address (`guess.rs`: three free, then 2 s, 4 s … five minutes) and
    /// spend the class's budget (in the database: every server sharing it
    /// counts them); past the budget only an address without a recent
    /// wrong try has its password checked. So a guesser is slowed and
    /// the teacher, at their own device, is not kept out.
    pub async fn sign_in_from(
        &self,
        code: &str,
        password: &str,
        now: u64,
        from: Option<std::net::IpAddr>,
    ) -> ApiResult<(String, ClassCard)> {
        self.guarded(now, from, |clean| {
            self.check_sign_in(code, password, now, clean)
        })
        .await
    }

    /// A password check (`check`, told whether the address is clean) from
    /// the address `from`, under its budget of wrong tries: a teacher's and
    /// an organiser's sign-in alike.
    pub(super) async fn guarded<T, Check>(
        &self,
        now: u64,
        from: Option<std::net::IpAddr>,
        check: impl FnOnce(bool) -> Check,
    ) -> ApiResult<T>
    where
        Check: std::future::Future<Output = ApiResult<T>>,
    {
        let net = super::guess::Net::of(from);
        if let Some(wait) = self.guesses.sign_in_wait(net, now) {
            return Err(ApiError::TooMany(wait));
        }
        let clean = self.guesses.is_clean(net, now);
        // Counted as wrong before the check, forgiven if right: tries sent
        // at once from one address cannot all pass its wait together.
        self.guesses.sign_in_wrong(net, now);
        let checked = check(clean).await;
        match &checked {
            Ok(_) => self.guesses.sign_in_right(net),
            // The line was full: no try was made.
            Err(ApiError::Busy(_)) => self.guesses.sign_in_forgive(net),
            Err(_) => {}
        }
        checked
    }

    async fn check_sign_in(
        &self,
        code: &str,
        password: &str,
        now: u64,
        clean: bool,
    ) -> ApiResult<(String, ClassCard)> {
        // By its code, or by its id: a device that joined signs its teacher
        // in with the class's id, which a new code does not change.
        let row: Option<(String, String, String, String, i64, i64)> = sqlx::query_as(
            "SELECT id, name, code, password, guesses, guessed FROM classes \
             WHERE code = $1 OR id = $2",
        )
        .bind(secret::normal_code(code))
        .bind(code.trim())
        .fetch_optional(&self.db.pool)
        .await?;
        let Some((id, name, code, hash, guesses, guessed)) = row else {
            // The same work as a real check (in the same bounded line),
            // so a wrong code takes as long and costs the address as much.
            let _ = secret::verify_password(password.to_owned(), secret::DUMMY_HASH.into()).await?;
            return Err(ApiError::Unauthorized);
        };
        let now_i = clamp_i64(now);
        let level = guesses
            .saturating_sub(now_i.saturating_sub(guessed).max(0) / CLASS_GUESS_LEAK)
            .max(0);
        if level >= CLASS_GUESS_BUDGET && !clean {
            return Err(ApiError::TooMany(CLASS_GUESS_LEAK as u64));
        }
        if !secret::verify_password(password.to_owned(), hash).await? {
            sqlx::query("UPDATE classes SET guesses = $1, guessed = $2 WHERE id = $3")
                .bind(level.saturating_add(1))
                .bind(now_i)
                .bind(&id)
                .execute(&self.db.pool)
                .await?;
            // The budget counts on every server, even after a power cut.
            self.db.durable().await?;
            return Err(ApiError::Unauthorized);
        }
        let token = secret::token();
        let mut tx = self.db.pool.begin().await?;
        sqlx::query("DELETE FROM sessions WHERE expires < $1")
            .bind(clamp_i64(now))
            .execute(&mut *tx)
            .await?;
        sqlx::query("INSERT INTO sessions (token, class_id, expires) VALUES ($1, $2, $3)")
            .bind(secret::digest(&token))
            .bind(&id)
            .bind(clamp_i64(now.saturating_add(SESSION_SECONDS)))
            .execute(&mut *tx)
            .await?;
        tx.commit().await?;
        self.db.durable().await?;
        Ok((token, ClassCard { id, name, code }))
    }

    /// The class whose teacher holds this session, if it has not expired.
    pub async fn session(&self, token: &str, now: u64) -> ApiResult<ClassId> {
        let row: Option<(String, i64)> =
            sqlx::query_as("SELECT class_id, expires FROM sessions WHERE token = $1")
                .bind(secret::digest(token))
                .fetch_optional(&self.db.pool)
                .await?;
        match row {
            Some((class, expires)) if expires as u64 > now => Ok(ClassId(class)),
            _ => Err(ApiError::Unauthorized),
        }
    }

    pub async fn sign_out(&self, token: &str) -> ApiResult<()> {
        sqlx::query("DELETE FROM sessions WHERE token = $1")
            .bind(secret::digest(token))
            .execute(&self.db.pool)
            .await?;
        self.db.durable().await?;
        Ok(())
    }

    /// What the teacher sees of their class.
    pub async fn card(&self, class: &ClassId) -> ApiResult<ClassCard> {
        let row: Option<(String, String)> =
            sqlx::query_as("SELECT name, code FROM classes WHERE id = $1")
                .bind(&class.0)
                .fetch_optional(&self.db.pool)
                .await?;
        let (name, code) = row.ok_or(ApiError::NotFound)?;
        Ok(ClassCard {
            id: class.0.clone(),
            name,
            code,
        })
    }

    /// Starts a change to the class: the first statement takes the class's
    /// row (PostgreSQL) or the database (SQLite) for writing, so that two
    /// syncs of one class, even on two servers, merge one after the other.
    /// The turn taken (SQLite) is held until the change is committed.
    pub(super) async fn begin_change(
        &self,
        class: &ClassId,
    ) -> ApiResult<(Tx<'static>, u64, Turn)> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let rev: Option<(i64,)> =
            sqlx::query_as("UPDATE classes SET rev = rev + 1 WHERE id = $1 RETURNING rev")
                .bind(&class.0)
                .fetch_optional(&mut *tx)
                .await?;
        let (rev,) = rev.ok_or(ApiError::NotFound)?;
        Ok((tx, rev as u64, turn))
    }

    /// A device's sync: its learners merged into the class's, and what
    /// changed since it last synced sent back. Nothing is written unless
    /// every learner it sent is this class's to write.
    pub async fn sync(&self, class: &ClassId, req: Request) -> ApiResult<Response> {
        self.sync_at(class, req, super::now()).await
    }

    /// [`School::sync`] with the server's clock reading `now` (seconds
    /// since 1970).
    pub async fn sync_at(
        &self,
        class: &ClassId,
        mut req: Request,
        now: u64,
    ) -> ApiResult<Response> {
        if let Some(refusal) = Refusal::of(req.format) {
            return Err(ApiError::Conflict(match refusal {
                Refusal::DeviceNewer => "device-newer",
                Refusal::DeviceOlder => "device-older",
            }));
        }
        if req.learners.len() > MAX_LEARNERS_PER_SYNC
            || req.follow.len() > MAX_LEARNERS as usize
            || req.fetch.len() > MAX_LEARNERS as usize
        {
            return Err(ApiError::TooLarge);
        }
        for l in &req.learners {
            check_learner(l)?;
        }
        if req.learners.is_empty() {
            // Only asking: no write, no lock.
            return self.answer(class, &req, &[], now).await;
        }
        // A device sends only what the server has not acknowledged of a
        // learner (`sync::delta`), so each is merged under the class's
        // lock, most often without reading the learner's steps and facts
        // (`learners::merge_in`). A sync that brings nothing new spends no
        // revision.
        let (mut tx, rev, turn) = self.begin_change(class).await?;
        let mut wrote = Vec::new();
        for mut theirs in std::mem::take(&mut req.learners) {
            theirs.settle();
            // Nothing stamped after the server's clock is taken in: a
            // device's clock years ahead does not rule the class.
            crate::classroom::clock::bound(&mut theirs, now);
            match learners::head(&mut tx, &class.0, &theirs.id).await? {
                // Merged by the teacher into another record of the same
                // child: what a device still sends of them goes there.
                Some(Head {
                    removed: true,
                    merged_into: Some(into),
                    ..
                }) => {
                    let Some(head) = learners::head(&mut tx, &class.0, &into).await? else {
                        continue;
                    };
                    if head.removed {
                        continue;
                    }
                    let moved = sync::moved_into(&theirs, &into, head.learner.epoch);
                    let before = head.rev as u64;
                    if learners::merge_in(&mut tx, &class.0, head, &moved, rev).await? {
                        wrote.push((into, before));
                    }
                }
                // Removed by the teacher: a device's stale copy never
                // brings them back.
                Some(head) if head.removed => continue,
                Some(head) => {
                    let before = head.rev as u64;
                    if learners::merge_in(&mut tx, &class.0, head, &theirs, rev).await? {
                        if !theirs.journal.events.is_empty()
                            && learners::facts(&mut tx, &class.0, theirs.id.as_str()).await?
                                > MAX_FACTS
                        {
                            return Err(ApiError::Full("learner-full"));
                        }
                        wrote.push((theirs.id, before));
                    }
                }
                None => {
                    let (count,): (i64,) = sqlx::query_as(
                        "SELECT COUNT(*) FROM learners WHERE class_id = $1 AND removed = 0",
                    )
                    .bind(&class.0)
                    .fetch_one(&mut *tx)
                    .await?;
                    if count >= MAX_LEARNERS {
                        return Err(ApiError::TooLarge);
                    }
                    let mut new = Learner {
                        id: theirs.id.clone(),
                        ..Learner::default()
                    };
                    new.merge_from(&theirs);
                    // Added offline on two devices, two children may get
                    // one card: one nobody chose moves to a free one.
                    let taken = learners::cards(&mut tx, &class.0).await?;
                    let s = new.stamps.card;
                    let after = crate::classroom::Stamp {
                        at: s.at.max(now),
                        n: s.n,
                        origin: u64::MAX,
                    };
                    duplicates::free_card(&mut new, &taken, after);
                    learners::write(&mut tx, &class.0, None, &new, rev).await?;
                    wrote.push((theirs.id, 0));
                }
            }
        }
        if wrote.is_empty() {
            // Nothing new: the revision is not spent.
            tx.rollback().await?;
            drop(turn);
        } else {
            tx.commit().await?;
            // Acknowledged only once on disk (the turn let go first: the
            // next writer need not wait for the disk).
            drop(turn);
            self.db.durable().await?;
        }
        // What changed is read after the write is committed, with the lock
        // let go: the class's other devices need not wait for it.
        let mine: Vec<_> = wrote
            .into_iter()
            .map(|(id, before)| (id, before, rev))
            .collect();
        self.answer(class, &req, &mine, now).await
    }

    /// The answer to a sync, read in a transaction of its own: the
    /// class's revision first, then what changed after the device's
    /// `since` (a change with a revision up to that one is committed
    /// already: revisions are taken under the class's lock).
    ///
    /// `mine` are the learners this sync wrote: each with the revision it
    /// had before and the one this sync wrote. One the device follows and
    /// had seen as it was before (its revision then is not after the
    /// device's `since`), unchanged since this sync, is the device's copy
    /// merged with what it sent: the device has it all, and gets who they
    /// are, not their whole record read back.
    async fn answer(
        &self,
        class: &ClassId,
        req: &Request,
        mine: &[(LearnerId, u64, u64)],
        now: u64,
    ) -> ApiResult<Response> {
        let mut tx = self.db.pool.begin().await?;
        let rev = self.rev_in(&mut tx, class).await?;
        let mut out = self.changes(&mut tx, class, req, rev, mine).await?;
        tx.commit().await?;
        // The server's clock, which the device stamps by.
        out.now = now;
        Ok(out)
    }

    /// What changed in the class after the device's `since`: followed
    /// learners whole, the others as who they are, the removed by id.
    async fn changes(
        &self,
        tx: &mut Tx<'_>,
        class: &ClassId,
        req: &Request,
        rev: u64,
        mine: &[(LearnerId, u64, u64)],
    ) -> ApiResult<Response> {
        // Of learners it does not follow, a device hears only when their
        // card changed (a step of theirs is not its business).
        let whole: Vec<&LearnerId> = req.follow.iter().chain(&req.fetch).collect();
        let changed = learners::changed_since(tx, &class.0, req.since, &whole).await?;
        let mut out = Response {
            format: sync::FORMAT,
            rev,
            class: self.info(tx, class).await?,
            ..Response::default()
        };
        for c in changed {
            match c {
                learners::Changed::Removed(id, into) => {
                    if let Some(into) = into {
                        out.merged.push(sync::Merged {
                            from: id.clone(),
                            into,
                        });
                    }
                    out.removed.push(id)
                }
                // Changed only by this sync, seen before by the device.
                learners::Changed::Present(l, at)
                    if !req.fetch.contains(&l.id)
                        && mine.iter().any(|(id, before, wrote)| {
                            *id == l.id && *wrote == at && *before <= req.since
                        }) =>
                {
                    out.learners.push(*l)
                }
                // Followed, or asked for now: whole.
                learners::Changed::Present(l, _)
                    if req.follow.contains(&l.id) || req.fetch.contains(&l.id) =>
                {
                    if let Some(whole) = learners::read(tx, &class.0, &l.id).await? {
                        out.learners.push(whole);
                    }
                }
                learners::Changed::Present(l, _) => out.learners.push(*l),
            }
        }
        // Learners the device asks for whole now (a card picked on it for
        // the first time), changed or not.
        for id in &req.fetch {
            if !out.learners.iter().any(|l| l.id == *id)
                && let Some(l) = learners::read(tx, &class.0, id).await?
            {
                out.learners.push(l);
            }
        }
        Ok(out)
    }

    async fn rev_in(&self, tx: &mut Tx<'_>, class: &ClassId) -> ApiResult<u64> {
        let row: Option<(i64,)> = sqlx::query_as("SELECT rev FROM classes WHERE id = $1")
            .bind(&class.0)
            .fetch_optional(&mut **tx)
            .await?;
        row.map(|(r,)| r as u64).ok_or(ApiError::NotFound)
    }

    async fn info(&self, tx: &mut Tx<'_>, class: &ClassId) -> ApiResult<ClassInfo> {
        let (name,): (String,) = sqlx::query_as("SELECT name FROM classes WHERE id = $1")
            .bind(&class.0)
            .fetch_one(&mut **tx)
            .await?;
        Ok(ClassInfo {
            id: class.0.clone(),
            name,
        })
    }

    /// Every learner of the class, whole (the teacher's view).
    pub async fn learners(&self, class: &ClassId) -> ApiResult<Vec<Learner>> {
        let mut tx = self.db.pool.begin().await?;
        let all = learners::all(&mut tx, &class.0).await?;
        tx.commit().await?;
        Ok(all)
    }

    /// Every learner of the class summarised (`learners::summarised`): the
    /// teacher's view and CSV, as fast whatever the class stores.
    pub async fn summaries(&self, class: &ClassId) -> ApiResult<Vec<Learner>> {
        let mut tx = self.db.pool.begin().await?;
        let (all, fresh) = learners::summaries(&mut tx, &class.0).await?;
        tx.commit().await?;
        if !fresh.is_empty() {
            // Kept for the next look (not a change of the class: no
            // revision, no wait for the disk).
            let turn = self.db.turn().await;
            let mut tx = self.db.pool.begin().await?;
            learners::keep_summaries(&mut tx, &class.0, &fresh).await?;
            tx.commit().await?;
            drop(turn);
        }
        Ok(all)
    }

    /// One learner, whole (the teacher's export of a child's data).
    pub async fn learner(&self, class: &ClassId, id: &LearnerId) -> ApiResult<Learner> {
        let mut tx = self.db.pool.begin().await?;
        let l = learners::read(&mut tx, &class.0, id).await?;
        tx.commit().await?;
        l.ok_or(ApiError::NotFound)
    }

    /// Learners of the class who share a name or a card (the teacher's
    /// view says so, and offers a fix).
    pub async fn duplicates(&self, class: &ClassId) -> ApiResult<Vec<Duplicate>> {
        Ok(duplicates::duplicates(&self.summaries(class).await?))
    }

    /// The teacher makes two records of one child one: `gone`'s progress
    /// goes into `keep`, `gone` is removed, and what a device still has or
    /// sends of `gone` goes to `keep` too. The learner kept, merged.
    pub async fn merge_learners(
        &self,
        class: &ClassId,
        keep: &LearnerId,
        gone: &LearnerId,
    ) -> ApiResult<Learner> {
        if keep == gone {
            return Err(ApiError::BadRequest("same-learner"));
        }
        let (mut tx, rev, turn) = self.begin_change(class).await?;
        let (Some(k), Some(g)) = (
            learners::read(&mut tx, &class.0, keep).await?,
            learners::read(&mut tx, &class.0, gone).await?,
        ) else {
            return Err(ApiError::NotFound);
        };
        let merged = duplicates::merge_records(&k, &g);
        learners::write(&mut tx, &class.0, Some(&k), &merged, rev).await?;
        learners::remove(&mut tx, &class.0, gone.as_str(), rev).await?;
        learners::mark_merged(&mut tx, &class.0, gone.as_str(), keep.as_str()).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(merged)
    }

    /// The teacher removes a learner and everything kept about them.
    pub async fn remove(&self, class: &ClassId, id: &LearnerId) -> ApiResult<()> {
        let (mut tx, rev, turn) = self.begin_change(class).await?;
        if !learners::remove(&mut tx, &class.0, id.as_str(), rev).await? {
            return Err(ApiError::NotFound);
        }
        // Their live answers and votes too (a session's counts shrink).
        super::live_rows::forget(&mut tx, &class.0, id.as_str()).await?;
        // Their games between two devices too.
        super::duel_rows::forget(&mut tx, &class.0, id.as_str()).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(())
    }
}

/// A time or count as the database keeps it (BIGINT), never wrapped.
pub fn clamp_i64(n: u64) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// A learner a device may send: a well-formed record that fits.
fn check_learner(l: &Learner) -> ApiResult<()> {
    if l.id.is_guest() {
        // Each device keeps its own guest.
        return Err(ApiError::BadRequest("guest"));
    }
    // A name as the app lets one be typed: no control characters, nothing
    // invisible or that turns text around (`classroom::names`).
    let name_ok = l.name.chars().count() <= crate::classroom::MAX_NAME
        && !l.name.chars().any(char::is_control)
        && !crate::classroom::names::has_invisible(&l.name);
    if !name_ok {
        return Err(ApiError::BadRequest("name"));
    }
    if l.journal.len() > MAX_FACTS as usize || l.lessons.len() > 500 {
        return Err(ApiError::TooLarge);
    }
    super::door::numbers(l)?;
    // The lessons, steps and puzzles it names are content ids: short and
    // printable. (PostgreSQL refuses a NUL in text outright, which was a
    // 500; SQLite stored anything.)
    let steps = l.lessons.iter().flat_map(|(lesson, p)| {
        std::iter::once(lesson)
            .chain(&p.completed)
            .chain(p.scores.keys())
    });
    let puzzles = l.journal.facts().filter_map(|(_, e)| match e {
        Event::Try { puzzle, .. } | Event::Rated { puzzle, .. } => Some(puzzle),
        Event::Game(_) | Event::Adapts(_) => None,
    });
    let id_ok = |s: &String| s.len() <= MAX_ID && !s.chars().any(char::is_control);
    if !steps.chain(puzzles).all(id_ok) {
        return Err(ApiError::BadRequest("record"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_beyond_what_the_database_keeps_are_clamped() {
        assert_eq!(clamp_i64(u64::MAX), i64::MAX);
        assert_eq!(clamp_i64(5), 5);
    }
}
