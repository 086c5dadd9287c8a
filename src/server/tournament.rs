//! Class tournaments on the server (docs/tournaments.md, "On the class
//! server"): the [`crate::tournament::class`] core kept in one row per
//! tournament. Each change takes the row for writing (raising its `rev`,
//! which on PostgreSQL locks it until the commit; on SQLite under this
//! process's turn), reads it, applies one of the core's changes and writes
//! it back in the same transaction, acknowledged once on disk: a refused
//! change writes nothing. A game between two devices that finishes lands
//! on its board in the game's own transaction (`duel_over`).

use serde::Deserialize;

use super::duel_rows;
use super::error::{ApiError, ApiResult};
use super::learners;
use super::school::{ClassId, School, clamp_i64};
use super::secret;
use crate::classroom::LearnerId;
use crate::duel::{Duel, Phase, Verdict as DuelVerdict};
use crate::tournament::class::{ClassError, ClassTournament, Entrant, Refusal, Verdict, format_of};
use crate::tournament::{Excused, MAX_NAME, Setup, TieBreak, Tournament, trf};

pub(super) type Tx = sqlx::Transaction<'static, sqlx::Any>;

/// The most tournaments a class keeps (a school year of weekly ones).
pub const MAX_TOURNAMENTS: i64 = 100;
/// The most children one tournament takes from a class.
pub const MAX_ENTRANTS: usize = super::school::MAX_LEARNERS as usize;

impl From<ClassError> for ApiError {
    fn from(e: ClassError) -> ApiError {
        use axum::http::StatusCode;
        let status = match e.kind() {
            Refusal::BadRequest => StatusCode::BAD_REQUEST,
            Refusal::NotYours => StatusCode::FORBIDDEN,
            Refusal::NotNow => StatusCode::CONFLICT,
        };
        ApiError::Detailed(status, e.id(), e.detail())
    }
}

/// A new tournament, as the teacher sets it up.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreateIn {
    pub name: String,
    #[serde(default)]
    pub date: String,
    /// `round-robin`, `double-round-robin` or `swiss`.
    pub format: String,
    /// A Swiss's rounds.
    #[serde(default)]
    pub rounds: u32,
    /// FIDE's codes in the organiser's order (`BH-C1`, `SB`, `DE`, `WIN`,
    /// `BH`); the usual order when left out.
    #[serde(default)]
    pub tie_breaks: Option<Vec<String>>,
    /// The pairing-allocated bye's points: `0`, `0.5` or `1`.
    #[serde(default)]
    pub bye_points: Option<String>,
    /// The children who play, in their order (pairing numbers).
    pub players: Vec<LearnerId>,
    /// Pairs who must not meet (siblings).
    #[serde(default)]
    pub forbidden: Vec<(LearnerId, LearnerId)>,
}

fn bye_points(text: &str) -> ApiResult<u32> {
    match text {
        "0" => Ok(0),
        "0.5" | "½" => Ok(5),
        "1" => Ok(10),
        _ => Err(ApiError::BadRequest("tournament-bye-points")),
    }
}

/// A tournament's settings as a teacher or an organiser gives them: its
/// name, date, format (`round-robin`, `double-round-robin`, `swiss` with
/// its rounds), tie-breaks by FIDE's codes and the bye's points.
pub fn setup_of(
    name: &str,
    date: &str,
    format: &str,
    rounds: u32,
    tie_breaks: Option<&[String]>,
    bye: Option<&str>,
) -> ApiResult<Setup> {
    let format = format_of(format, rounds).ok_or(ApiError::BadRequest("tournament-format"))?;
    let mut setup = Setup::new(name, format);
    setup.date = date.to_owned();
    if let Some(codes) = tie_breaks {
        setup.tie_breaks = codes
            .iter()
            .map(|c| TieBreak::from_code(c).ok_or(ApiError::BadRequest("tournament-tie-break")))
            .collect::<ApiResult<_>>()?;
    }
    if let Some(p) = bye {
        setup.bye_points = bye_points(p)?;
    }
    Ok(setup)
}

/// Missed rounds of a late entry: `none`, `half`.
pub fn missed_of(text: Option<&str>) -> ApiResult<Option<Excused>> {
    match text {
        None | Some("none") => Ok(None),
        Some("half") => Ok(Some(Excused::Half)),
        Some(_) => Err(ApiError::BadRequest("tournament-missed")),
    }
}

/// A tournament's id as the server makes them (16 hex digits); anything
/// else names none.
pub fn tournament_id(id: &str) -> ApiResult<&str> {
    if id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id)
    } else {
        Err(ApiError::NotFound)
    }
}

fn parse(state: &str) -> ApiResult<ClassTournament> {
    serde_json::from_str(state).map_err(|e| ApiError::Internal(format!("a tournament's row: {e}")))
}

fn json(c: &ClassTournament) -> ApiResult<String> {
    serde_json::to_string(c).map_err(|e| ApiError::Internal(e.to_string()))
}

/// Takes the tournament's row for writing and reads it.
async fn take(tx: &mut Tx, class: &ClassId, id: &str) -> ApiResult<ClassTournament> {
    let row: Option<(String,)> = sqlx::query_as(
        "UPDATE tournaments SET rev = rev + 1 WHERE id = $1 AND class_id = $2 RETURNING state",
    )
    .bind(id)
    .bind(&class.0)
    .fetch_optional(&mut **tx)
    .await?;
    parse(&row.ok_or(ApiError::NotFound)?.0)
}

async fn put(tx: &mut Tx, id: &str, c: &ClassTournament, now: u64) -> ApiResult<()> {
    sqlx::query("UPDATE tournaments SET state = $1, over = $2, updated = $3 WHERE id = $4")
        .bind(json(c)?)
        .bind(i32::from(c.is_over()))
        .bind(clamp_i64(now))
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A child of the class (not removed) as an entrant: their name as the
/// class knows it.
pub(super) async fn entrant(tx: &mut Tx, class: &ClassId, l: &LearnerId) -> ApiResult<Entrant> {
    if l.is_guest() || learners::exists(tx, &class.0, l.as_str()).await? != Some(false) {
        return Err(ApiError::BadRequest("tournament-unknown-learner"));
    }
    let learner = learners::read(tx, &class.0, l)
        .await?
        .ok_or(ApiError::BadRequest("tournament-unknown-learner"))?;
    let name = crate::tournament::class::fitted(&learner.name, MAX_NAME);
    Ok(Entrant {
        learner: l.clone(),
        name: if name.is_empty() { "?".into() } else { name },
    })
}

impl School {
    async fn tournament_tx(&self) -> ApiResult<(Option<tokio::sync::OwnedMutexGuard<()>>, Tx)> {
        let turn = self.db.turn().await;
        let tx = self.db.pool.begin().await?;
        Ok((turn, tx))
    }

    /// Writes a new tournament of the class, once it has room for one.
    async fn tournament_insert(
        &self,
        mut tx: Tx,
        class: &ClassId,
        c: &ClassTournament,
        now: u64,
    ) -> ApiResult<String> {
        let (count,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM tournaments WHERE class_id = $1")
                .bind(&class.0)
                .fetch_one(&mut *tx)
                .await?;
        if count >= MAX_TOURNAMENTS {
            return Err(ApiError::Full("tournament-full"));
        }
        let id = secret::token()[..16].to_owned();
        sqlx::query(
            "INSERT INTO tournaments (id, class_id, rev, over, state, created, updated) \
             VALUES ($1, $2, 0, $3, $4, $5, $5)",
        )
        .bind(&id)
        .bind(&class.0)
        .bind(i32::from(c.is_over()))
        .bind(json(c)?)
        .bind(clamp_i64(now))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.db.durable().await?;
        Ok(id)
    }

    /// The teacher sets up a tournament of the class's children.
    pub async fn tournament_create(
        &self,
        class: &ClassId,
        b: CreateIn,
        now: u64,
    ) -> ApiResult<(String, ClassTournament)> {
        if b.players.len() > MAX_ENTRANTS || b.forbidden.len() > MAX_ENTRANTS {
            return Err(ApiError::TooLarge);
        }
        let setup = setup_of(
            &b.name,
            &b.date,
            &b.format,
            b.rounds,
            b.tie_breaks.as_deref(),
            b.bye_points.as_deref(),
        )?;
        let (_turn, mut tx) = self.tournament_tx().await?;
        let mut entrants = Vec::with_capacity(b.players.len());
        for l in &b.players {
            entrants.push(entrant(&mut tx, class, l).await?);
        }
        let c = ClassTournament::new(setup, &entrants, &b.forbidden)?;
        let id = self.tournament_insert(tx, class, &c, now).await?;
        Ok((id, c))
    }

    /// Imports a TRF file as a new tournament of the class that goes on
    /// from where the file stops. Refused whole (the line and what is
    /// wrong) if the file is, or if it names a learner the class has not.
    pub async fn tournament_import(
        &self,
        class: &ClassId,
        text: &str,
        now: u64,
    ) -> ApiResult<(String, ClassTournament)> {
        let refuse = |line: usize, message: String| {
            ApiError::Detailed(
                axum::http::StatusCode::BAD_REQUEST,
                "tournament-trf",
                serde_json::json!({ "line": line, "text": message }),
            )
        };
        if text.len() > trf::MAX_BYTES {
            return Err(ApiError::TooLarge);
        }
        let t: Tournament = trf::read(text.as_bytes()).map_err(|e| refuse(e.line, e.message))?;
        let (_turn, mut tx) = self.tournament_tx().await?;
        let mut seen = Vec::new();
        for (i, p) in t.players.iter().enumerate() {
            let Some(l) = &p.learner else { continue };
            let line = text
                .lines()
                .position(|x| {
                    x.starts_with("WHL") && x.split_whitespace().nth(2) == Some(l.as_str())
                })
                .map_or(0, |i| i + 1);
            let known = !l.is_guest()
                && learners::exists(&mut tx, &class.0, l.as_str()).await? == Some(false);
            if !known {
                return Err(refuse(
                    line,
                    format!("player {}'s learner is not a child of this class", i + 1),
                ));
            }
            if seen.contains(l) {
                return Err(refuse(
                    line,
                    format!("player {} is a learner entered twice", i + 1),
                ));
            }
            seen.push(l.clone());
        }
        let c = ClassTournament::from(t);
        let id = self.tournament_insert(tx, class, &c, now).await?;
        Ok((id, c))
    }

    /// The class's tournaments, newest first.
    pub async fn tournament_list(
        &self,
        class: &ClassId,
    ) -> ApiResult<Vec<(String, ClassTournament)>> {
        let rows: Vec<(String, String)> = sqlx::query_as(
            "SELECT id, state FROM tournaments WHERE class_id = $1 ORDER BY created DESC, id",
        )
        .bind(&class.0)
        .fetch_all(&self.db.pool)
        .await?;
        rows.into_iter()
            .map(|(id, s)| Ok((id, parse(&s)?)))
            .collect()
    }

    /// One tournament of the class.
    pub async fn tournament_read(&self, class: &ClassId, id: &str) -> ApiResult<ClassTournament> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT state FROM tournaments WHERE id = $1 AND class_id = $2")
                .bind(id)
                .bind(&class.0)
                .fetch_optional(&self.db.pool)
                .await?;
        parse(&row.ok_or(ApiError::NotFound)?.0)
    }

    /// Applies one of the core's changes to a tournament of the class: the
    /// new state and what the change gave, or nothing written.
    pub async fn tournament_change<T>(
        &self,
        class: &ClassId,
        id: &str,
        now: u64,
        change: impl FnOnce(&mut ClassTournament) -> Result<T, ClassError>,
    ) -> ApiResult<(T, ClassTournament)> {
        let (turn, mut tx) = self.tournament_tx().await?;
        let mut c = take(&mut tx, class, id).await?;
        let out = change(&mut c)?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok((out, c))
    }

    /// A child of the class joins after the start.
    pub async fn tournament_add_late(
        &self,
        class: &ClassId,
        id: &str,
        learner: &LearnerId,
        missed: Option<Excused>,
        now: u64,
    ) -> ApiResult<(u32, ClassTournament)> {
        let (turn, mut tx) = self.tournament_tx().await?;
        let mut c = take(&mut tx, class, id).await?;
        let e = entrant(&mut tx, class, learner).await?;
        let n = c.add_late(&e, missed)?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok((n, c))
    }

    /// The teacher starts the last round's games between devices: a game
    /// paired by the teacher for each board still to play, its first
    /// child as South. A board whose children cannot begin (one is in
    /// another game) is listed with why, and can be started again later.
    pub async fn tournament_start(
        &self,
        class: &ClassId,
        id: &str,
        now_ms: u64,
    ) -> ApiResult<(Vec<(u32, String)>, Vec<(u32, &'static str)>)> {
        use super::duel::{Asker, Start};
        let c = self.tournament_read(class, id).await?;
        let mut started = Vec::new();
        let mut refused = Vec::new();
        for (round, table, first, second) in c.to_start() {
            let pair = crate::duel::wire::PairIn {
                south: first,
                north: second,
            };
            match self
                .duel_start(class, &Asker::Teacher, Start::Pair(pair), now_ms)
                .await
            {
                Ok((duel, _)) => {
                    let linked = self
                        .tournament_change(class, id, now_ms / 1000, |c| {
                            c.link(round, table, &duel)
                        })
                        .await;
                    match linked {
                        Ok(_) => started.push((table, duel)),
                        Err(e) => refused.push((table, e.id())),
                    }
                }
                Err(e) => refused.push((table, e.id())),
            }
        }
        Ok((started, refused))
    }

    /// A game between two devices has just finished (in its own
    /// transaction): its result lands on the board of a tournament of the
    /// class where its two children meet.
    pub(super) async fn tournament_duel_over(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        duel_id: &str,
        duel: &Duel,
        now_ms: u64,
    ) -> ApiResult<()> {
        let (Phase::Over, Some(end), Some([south, north])) =
            (duel.phase, duel.end, duel.seats.as_ref())
        else {
            return Ok(());
        };
        let Some(verdict) = end.verdict else {
            // Ended without a result: a board it played may be started
            // again.
            return self.tournament_duel_void(tx, class, duel_id, now_ms).await;
        };
        let verdict = match verdict {
            DuelVerdict::SouthWon => Verdict::SouthWon,
            DuelVerdict::NorthWon => Verdict::NorthWon,
            DuelVerdict::Drawn => Verdict::Drawn,
        };
        let open: Vec<(String, String)> = sqlx::query_as(
            "SELECT id, state FROM tournaments WHERE class_id = $1 AND over = 0 \
             ORDER BY created DESC, id",
        )
        .bind(&class.0)
        .fetch_all(&mut **tx)
        .await?;
        for (id, state) in open {
            // Only a tournament where the game has a table is taken for
            // writing (and read again, taken).
            if parse(&state)?
                .duel_over(duel_id, south, north, verdict)
                .is_none()
            {
                continue;
            }
            let mut c = take(tx, class, &id).await?;
            if c.duel_over(duel_id, south, north, verdict).is_some() {
                put(tx, &id, &c, now_ms / 1000).await?;
                // One game is one board's result.
                return Ok(());
            }
        }
        Ok(())
    }

    /// Unlinks a game that ended without a result from the board it
    /// played.
    async fn tournament_duel_void(
        &self,
        tx: &mut Tx,
        class: &ClassId,
        duel_id: &str,
        now_ms: u64,
    ) -> ApiResult<()> {
        let open: Vec<(String, String)> =
            sqlx::query_as("SELECT id, state FROM tournaments WHERE class_id = $1 AND over = 0")
                .bind(&class.0)
                .fetch_all(&mut **tx)
                .await?;
        for (id, state) in open {
            if parse(&state)?.duels.iter().any(|l| l.duel == duel_id) {
                let mut c = take(tx, class, &id).await?;
                if c.unlink(duel_id) {
                    put(tx, &id, &c, now_ms / 1000).await?;
                }
            }
        }
        Ok(())
    }

    /// The children whose cards `device` holds, each with the
    /// tournaments of the class they play in.
    pub async fn tournament_for_device(
        &self,
        class: &ClassId,
        device: &str,
    ) -> ApiResult<Vec<(LearnerId, String, u32, ClassTournament)>> {
        let mut tx = self.db.pool.begin().await?;
        let held = duel_rows::held(&mut tx, &class.0, device).await?;
        tx.commit().await?;
        let mut out = Vec::new();
        if held.is_empty() {
            return Ok(out);
        }
        for (id, c) in self.tournament_list(class).await? {
            for l in &held {
                let Ok(l) = LearnerId::try_from(l.clone()) else {
                    continue;
                };
                if let Some(n) = c.number_of(&l) {
                    out.push((l, id.clone(), n, c.clone()));
                }
            }
        }
        Ok(out)
    }

    /// Refuses a device that does not hold `learner`'s card.
    pub async fn tournament_holds(
        &self,
        class: &ClassId,
        device: &str,
        learner: &LearnerId,
    ) -> ApiResult<()> {
        let mut tx = self.db.pool.begin().await?;
        let holds = duel_rows::holds(&mut tx, &class.0, device, learner.as_str()).await?;
        tx.commit().await?;
        if holds {
            Ok(())
        } else {
            Err(ApiError::Denied("duel-not-on-this-device"))
        }
    }
    /// Opens (a new secret link, the old one closed) or closes the
    /// tournament's read-only link for the hall; gives the link's secret.
    pub async fn tournament_hall(
        &self,
        class: &ClassId,
        id: &str,
        open: bool,
    ) -> ApiResult<Option<String>> {
        let hall = open.then(secret::token);
        let _turn = self.db.turn().await;
        let done = sqlx::query("UPDATE tournaments SET hall = $1 WHERE id = $2 AND class_id = $3")
            .bind(&hall)
            .bind(id)
            .bind(&class.0)
            .execute(&self.db.pool)
            .await?;
        if done.rows_affected() == 0 {
            return Err(ApiError::NotFound);
        }
        self.db.durable().await?;
        Ok(hall)
    }

    /// The tournament a hall link opens (none once it is closed).
    pub async fn tournament_by_hall(&self, hall: &str) -> ApiResult<ClassTournament> {
        if hall.len() != 64 || !hall.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ApiError::NotFound);
        }
        let row: Option<(String,)> =
            sqlx::query_as("SELECT state FROM tournaments WHERE hall = $1")
                .bind(hall)
                .fetch_optional(&self.db.pool)
                .await?;
        match row {
            Some((state,)) => parse(&state),
            // A tournament across classes has a hall link too.
            None => self.open_by_hall(hall).await,
        }
    }
}
