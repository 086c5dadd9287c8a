//! Tournaments across classes on the server (docs/tournaments.md, "The
//! organiser"): the [`crate::tournament::class::open`] core kept in one
//! row per tournament, as a class tournament is (`tournament.rs`): each
//! change takes the row for writing by raising its `rev`, applies one of
//! the core's changes and writes it back in the same transaction,
//! acknowledged once on disk; a refused change writes nothing. The
//! classes a tournament takes are rows of their own, so that a class's
//! teacher and devices find it.
//!
//! Who may touch a tournament is `Scope`: its organiser (every change),
//! or a class it takes (its teacher's results for its own tables, its
//! children's reports, reading it).

use super::error::{ApiError, ApiResult};
use super::school::{ClassId, School, clamp_i64};
use super::secret;
use super::tournament::{Tx, entrant};
use crate::classroom::LearnerId;
use crate::tournament::Setup;
use crate::tournament::class::open::{MAX_CLASSES, OpenClass, OpenTournament};
use crate::tournament::class::{ClassError, ClassTournament, Entrant};

/// The most tournaments an organiser keeps.
pub const MAX_OPEN: i64 = 200;

/// Who asks for a tournament across classes.
#[derive(Clone, Copy, Debug)]
pub enum Scope<'a> {
    /// The organiser (their id): their own tournaments.
    Organiser(&'a str),
    /// A class's teacher or device: the tournaments that take the class.
    Class(&'a ClassId),
}

fn parse(state: &str) -> ApiResult<OpenTournament> {
    serde_json::from_str(state)
        .map_err(|e| ApiError::Internal(format!("an open tournament's row: {e}")))
}

fn json(c: &OpenTournament) -> ApiResult<String> {
    serde_json::to_string(c).map_err(|e| ApiError::Internal(e.to_string()))
}

/// The row's condition for a scope (its organiser's, or one of its
/// classes'), with the asker as parameter `$n`.
fn scoped(scope: Scope<'_>, n: u32) -> (String, &str) {
    match scope {
        Scope::Organiser(o) => (format!("organiser_id = ${n}"), o),
        Scope::Class(c) => (
            format!(
                "EXISTS (SELECT 1 FROM open_tournament_classes k \
                 WHERE k.tournament_id = open_tournaments.id AND k.class_id = ${n})"
            ),
            c.0.as_str(),
        ),
    }
}

async fn take(tx: &mut Tx, scope: Scope<'_>, id: &str) -> ApiResult<OpenTournament> {
    let (cond, who) = scoped(scope, 2);
    let row: Option<(String,)> = sqlx::query_as(&format!(
        "UPDATE open_tournaments SET rev = rev + 1 WHERE id = $1 AND {cond} RETURNING state"
    ))
    .bind(id)
    .bind(who)
    .fetch_optional(&mut **tx)
    .await?;
    parse(&row.ok_or(ApiError::NotFound)?.0)
}

async fn put(tx: &mut Tx, id: &str, c: &OpenTournament, now: u64) -> ApiResult<()> {
    sqlx::query("UPDATE open_tournaments SET state = $1, over = $2, updated = $3 WHERE id = $4")
        .bind(json(c)?)
        .bind(i32::from(c.is_over()))
        .bind(clamp_i64(now))
        .bind(id)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A class by the code its devices join with, or by its id.
async fn class_named(tx: &mut Tx, code_or_id: &str) -> ApiResult<OpenClass> {
    let row: Option<(String, String)> =
        sqlx::query_as("SELECT id, name FROM classes WHERE code = $1 OR id = $2")
            .bind(secret::normal_code(code_or_id))
            .bind(code_or_id.trim())
            .fetch_optional(&mut **tx)
            .await?;
    let (id, name) = row.ok_or(ApiError::BadRequest("tournament-unknown-class"))?;
    Ok(OpenClass { id, name })
}

/// The class's children (not removed, no guest), in the class's order.
async fn everyone(tx: &mut Tx, class: &str) -> ApiResult<Vec<LearnerId>> {
    let rows: Vec<(String,)> = sqlx::query_as(
        "SELECT id FROM learners WHERE class_id = $1 AND removed = 0 ORDER BY added, id",
    )
    .bind(class)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|(id,)| LearnerId::try_from(id).ok())
        .filter(|l| !l.is_guest())
        .collect())
}

/// The children named (or, with none named, all of them) as entrants.
async fn entrants(
    tx: &mut Tx,
    class: &str,
    named: Option<&[LearnerId]>,
) -> ApiResult<Vec<Entrant>> {
    let ids = match named {
        Some(n) => n.to_vec(),
        None => everyone(tx, class).await?,
    };
    if ids.len() > super::tournament::MAX_ENTRANTS {
        return Err(ApiError::TooLarge);
    }
    let class = ClassId(class.to_owned());
    let mut out = Vec::with_capacity(ids.len());
    for l in &ids {
        out.push(entrant(tx, &class, l).await?);
    }
    Ok(out)
}

impl School {
    /// The organiser opens a tournament (no class yet).
    pub async fn open_create(
        &self,
        organiser: &str,
        setup: Setup,
        now: u64,
    ) -> ApiResult<(String, OpenTournament)> {
        let c = OpenTournament::new(setup)?;
        let _turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let (count,): (i64,) =
            sqlx::query_as("SELECT COUNT(*) FROM open_tournaments WHERE organiser_id = $1")
                .bind(organiser)
                .fetch_one(&mut *tx)
                .await?;
        if count >= MAX_OPEN {
            return Err(ApiError::Full("tournament-full"));
        }
        let id = secret::token()[..16].to_owned();
        sqlx::query(
            "INSERT INTO open_tournaments (id, organiser_id, rev, over, state, created, updated) \
             VALUES ($1, $2, 0, 0, $3, $4, $4)",
        )
        .bind(&id)
        .bind(organiser)
        .bind(json(&c)?)
        .bind(clamp_i64(now))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.db.durable().await?;
        Ok((id, c))
    }

    /// The tournaments the scope sees, newest first.
    pub async fn open_list(&self, scope: Scope<'_>) -> ApiResult<Vec<(String, OpenTournament)>> {
        let (cond, who) = scoped(scope, 1);
        let rows: Vec<(String, String)> = sqlx::query_as(&format!(
            "SELECT id, state FROM open_tournaments WHERE {cond} ORDER BY created DESC, id"
        ))
        .bind(who)
        .fetch_all(&self.db.pool)
        .await?;
        rows.into_iter()
            .map(|(id, s)| Ok((id, parse(&s)?)))
            .collect()
    }

    pub async fn open_read(&self, scope: Scope<'_>, id: &str) -> ApiResult<OpenTournament> {
        let (cond, who) = scoped(scope, 2);
        let row: Option<(String,)> = sqlx::query_as(&format!(
            "SELECT state FROM open_tournaments WHERE id = $1 AND {cond}"
        ))
        .bind(id)
        .bind(who)
        .fetch_optional(&self.db.pool)
        .await?;
        parse(&row.ok_or(ApiError::NotFound)?.0)
    }

    /// Applies one of the core's changes: the new state and what the
    /// change gave, or nothing written.
    pub async fn open_change<T>(
        &self,
        scope: Scope<'_>,
        id: &str,
        now: u64,
        change: impl FnOnce(&mut OpenTournament) -> Result<T, ClassError>,
    ) -> ApiResult<(T, OpenTournament)> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut c = take(&mut tx, scope, id).await?;
        let out = change(&mut c)?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok((out, c))
    }

    /// The organiser adds a class (by its code or id) with its children
    /// who play: those named, or all of them.
    pub async fn open_add_class(
        &self,
        organiser: &str,
        id: &str,
        class: &str,
        players: Option<&[LearnerId]>,
        now: u64,
    ) -> ApiResult<OpenTournament> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut c = take(&mut tx, Scope::Organiser(organiser), id).await?;
        let class = class_named(&mut tx, class).await?;
        if c.classes.len() >= MAX_CLASSES {
            return Err(ApiError::Full("tournament-classes-full"));
        }
        let list = entrants(&mut tx, &class.id, players).await?;
        let class_id = class.id.clone();
        c.add_class(class, &list)?;
        sqlx::query(
            "INSERT INTO open_tournament_classes (tournament_id, class_id) VALUES ($1, $2)",
        )
        .bind(id)
        .bind(&class_id)
        .execute(&mut *tx)
        .await?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(c)
    }

    /// The organiser takes a class out (before the first round).
    pub async fn open_remove_class(
        &self,
        organiser: &str,
        id: &str,
        class: &str,
        now: u64,
    ) -> ApiResult<OpenTournament> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut c = take(&mut tx, Scope::Organiser(organiser), id).await?;
        let class = class_named(&mut tx, class).await?;
        c.remove_class(&class.id)?;
        sqlx::query(
            "DELETE FROM open_tournament_classes WHERE tournament_id = $1 AND class_id = $2",
        )
        .bind(id)
        .bind(&class.id)
        .execute(&mut *tx)
        .await?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(c)
    }

    /// The organiser chooses a class's players (before the first round).
    pub async fn open_players(
        &self,
        organiser: &str,
        id: &str,
        class: &str,
        players: &[LearnerId],
        now: u64,
    ) -> ApiResult<OpenTournament> {
        let turn = self.db.turn().await;
        let mut tx = self.db.pool.begin().await?;
        let mut c = take(&mut tx, Scope::Organiser(organiser), id).await?;
        let class = class_named(&mut tx, class).await?;
        if !c.has_class(&class.id) {
            return Err(ClassError::ClassNotIn.into());
        }
        let list = entrants(&mut tx, &class.id, Some(players)).await?;
        c.set_players(&class.id, &list)?;
        put(&mut tx, id, &c, now).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(c)
    }

    /// For each child whose card `device` holds, the tournaments across
    /// classes they play in: (learner, tournament, pairing number, it).
    pub async fn open_for_device(
        &self,
        class: &ClassId,
        device: &str,
    ) -> ApiResult<Vec<(LearnerId, String, u32, OpenTournament)>> {
        let mut tx = self.db.pool.begin().await?;
        let held = super::duel_rows::held(&mut tx, &class.0, device).await?;
        tx.commit().await?;
        let mut out = Vec::new();
        if held.is_empty() {
            return Ok(out);
        }
        for (id, c) in self.open_list(Scope::Class(class)).await? {
            for l in &held {
                let Ok(l) = LearnerId::try_from(l.clone()) else {
                    continue;
                };
                if let Some(n) = c.number_of(&class.0, &l) {
                    out.push((l, id.clone(), n, c.clone()));
                }
            }
        }
        Ok(out)
    }

    /// Opens (a new secret) or closes the hall's link of the organiser's
    /// tournament.
    pub async fn open_hall(
        &self,
        organiser: &str,
        id: &str,
        open: bool,
    ) -> ApiResult<Option<String>> {
        let hall = open.then(secret::token);
        let _turn = self.db.turn().await;
        let done = sqlx::query(
            "UPDATE open_tournaments SET hall = $1 WHERE id = $2 AND organiser_id = $3",
        )
        .bind(&hall)
        .bind(id)
        .bind(organiser)
        .execute(&self.db.pool)
        .await?;
        if done.rows_affected() == 0 {
            return Err(ApiError::NotFound);
        }
        self.db.durable().await?;
        Ok(hall)
    }

    /// The tournament across classes a hall link opens (its core: the
    /// hall shows names alone).
    pub(super) async fn open_by_hall(&self, hall: &str) -> ApiResult<ClassTournament> {
        let row: Option<(String,)> =
            sqlx::query_as("SELECT state FROM open_tournaments WHERE hall = $1")
                .bind(hall)
                .fetch_optional(&self.db.pool)
                .await?;
        Ok(parse(&row.ok_or(ApiError::NotFound)?.0)?.core)
    }
}
