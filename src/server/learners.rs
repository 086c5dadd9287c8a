//! A learner's record in the database's tables, read whole and written as
//! the difference a merge made: who they are in `learners`, lesson steps
//! in `lesson_steps`, facts in `puzzle_tries`, `games` and
//! `adapt_switches`, and the rating worked out from them in `ratings`.
//! The merge itself is the classroom's ([`Learner::merge_from`]), the same
//! one a device and a shared folder use.

use std::collections::BTreeMap;

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use crate::classroom::journal::{Baseline, Event};
use crate::classroom::{Card, GameRecord, Learner, LearnerId, LessonProgress, Stamp, Stamps};
use crate::lang::Lang;

type Tx<'a> = Transaction<'a, Any>;

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

fn from_json<T: serde::de::DeserializeOwned + Default>(s: Option<String>) -> T {
    s.and_then(|s| serde_json::from_str(&s).ok())
        .unwrap_or_default()
}

fn lang_code(l: Option<Lang>) -> Option<String> {
    l.map(|l| l.code().to_owned())
}

fn lang_of(code: Option<String>) -> Option<Lang> {
    code.and_then(|c| Lang::ALL.into_iter().find(|l| l.code() == c))
}

/// A symbol's or colour's name as serde writes it (`"Star"`).
fn name_of<T: serde::Serialize>(v: &T) -> String {
    json(v).trim_matches('"').to_owned()
}

fn parse_name<T: serde::de::DeserializeOwned + Default>(s: &str) -> T {
    serde_json::from_str(&format!("\"{s}\"")).unwrap_or_default()
}

fn stamp_of(row: &AnyRow) -> Result<Stamp, sqlx::Error> {
    Ok(Stamp {
        at: row.try_get::<i64, _>("at")? as u64,
        origin: row.try_get::<i64, _>("origin")? as u64,
        n: row.try_get::<i64, _>("n")? as u64,
    })
}

/// Whether the class has a row for this learner, and whether it is a
/// removed learner's mark.
pub async fn exists(tx: &mut Tx<'_>, class: &str, id: &str) -> Result<Option<bool>, sqlx::Error> {
    let row: Option<(i32,)> =
        sqlx::query_as("SELECT removed FROM learners WHERE class_id = $1 AND id = $2")
            .bind(class)
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.map(|(r,)| r != 0))
}

/// Whether the class has a row for this learner, whether it is a removed
/// learner's mark, and the revision it was last written at (a learner
/// written since a reading has a higher one).
pub async fn state(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
) -> Result<Option<(bool, i64)>, sqlx::Error> {
    let row: Option<(i32, i64)> =
        sqlx::query_as("SELECT removed, rev FROM learners WHERE class_id = $1 AND id = $2")
            .bind(class)
            .bind(id)
            .fetch_optional(&mut **tx)
            .await?;
    Ok(row.map(|(removed, rev)| (removed != 0, rev)))
}

/// Reads a learner whole (none if the class has no such learner, or only
/// a removed one's mark).
pub async fn read(
    tx: &mut Tx<'_>,
    class: &str,
    id: &LearnerId,
) -> Result<Option<Learner>, sqlx::Error> {
    Ok(load(tx, class, Some(id)).await?.pop())
}

/// The rows `select` gives for the class, or for its learner `one` (whose
/// id is in the column `by`), with `tail` after the conditions.
async fn rows_of(
    tx: &mut Tx<'_>,
    select: &str,
    by: &str,
    tail: &str,
    class: &str,
    one: Option<&LearnerId>,
) -> Result<Vec<AnyRow>, sqlx::Error> {
    let sql = match one {
        Some(_) => format!("{select} WHERE class_id = $1 AND {by} = $2{tail}"),
        None => format!("{select} WHERE class_id = $1{tail}"),
    };
    let mut q = sqlx::query(&sql).bind(class);
    if let Some(id) = one {
        q = q.bind(id.as_str());
    }
    q.fetch_all(&mut **tx).await
}

/// The columns of who a learner is (see [`identity`]).
const IDENTITY: &str = "id, name, card_symbol, card_colour, lang, second_lang, coach, \
    last_doing, stamps, added, active, epoch, best_streak";

/// Every learner of the class whole, or only `one`: a query per table for
/// them all, never one per learner (the teacher's view of a class of
/// thirty is five queries, not a hundred and fifty).
async fn load(
    tx: &mut Tx<'_>,
    class: &str,
    one: Option<&LearnerId>,
) -> Result<Vec<Learner>, sqlx::Error> {
    // The learners themselves (not removed ones' marks), in the order
    // they were added.
    let rows = rows_of(
        tx,
        &format!("SELECT {IDENTITY}, baseline FROM learners"),
        "id",
        " AND removed = 0 ORDER BY added, id",
        class,
        one,
    )
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    let mut at = std::collections::HashMap::with_capacity(rows.len());
    for row in rows {
        let Ok(id) = LearnerId::try_from(row.try_get::<String, _>("id")?) else {
            continue;
        };
        let mut l = identity(&id, &row)?;
        l.journal.baseline = from_json::<Option<Baseline>>(row.try_get("baseline")?);
        at.insert(id, out.len());
        out.push(l);
    }
    if out.is_empty() {
        return Ok(out);
    }
    let by = "learner_id";
    let steps = "SELECT learner_id, lesson, step, score FROM lesson_steps";
    let steps = rows_of(tx, steps, by, "", class, one).await?;
    let tries = "SELECT learner_id, at, origin, n, puzzle, solved, rated, rating FROM puzzle_tries";
    let tries = rows_of(tx, tries, by, "", class, one).await?;
    let games = "SELECT learner_id, at, origin, n, record FROM games";
    let games = rows_of(tx, games, by, "", class, one).await?;
    let switches = "SELECT learner_id, at, origin, n, adapts FROM adapt_switches";
    let switches = rows_of(tx, switches, by, "", class, one).await?;
    let owner = |row: &AnyRow| -> Result<Option<usize>, sqlx::Error> {
        let id: String = row.try_get("learner_id")?;
        Ok(LearnerId::try_from(id)
            .ok()
            .and_then(|id| at.get(&id).copied()))
    };
    for s in steps {
        let Some(i) = owner(&s)? else { continue };
        let p: &mut LessonProgress = out[i].lessons.entry(s.try_get("lesson")?).or_default();
        let step: String = s.try_get("step")?;
        let score: i32 = s.try_get("score")?;
        if score > 0 {
            p.scores.insert(step.clone(), score as u8);
        }
        p.completed.insert(step);
    }
    for t in tries {
        let Some(i) = owner(&t)? else { continue };
        let puzzle: String = t.try_get("puzzle")?;
        let solved = t.try_get::<i32, _>("solved")? != 0;
        let event = if t.try_get::<i32, _>("rated")? != 0 {
            Event::Rated {
                puzzle,
                rating: t.try_get::<i32, _>("rating")?.clamp(0, i32::from(u16::MAX)) as u16,
                solved,
            }
        } else {
            Event::Try { puzzle, solved }
        };
        out[i].journal.add(stamp_of(&t)?, event);
    }
    for g in games {
        let Some(i) = owner(&g)? else { continue };
        let record: GameRecord = from_json(Some(g.try_get("record")?));
        out[i].journal.add(stamp_of(&g)?, Event::Game(record));
    }
    for s in switches {
        let Some(i) = owner(&s)? else { continue };
        let on = s.try_get::<i32, _>("adapts")? != 0;
        out[i].journal.add(stamp_of(&s)?, Event::Adapts(on));
    }
    for l in &mut out {
        l.settle();
    }
    Ok(out)
}

/// Who a learner is, from their row.
fn identity(id: &LearnerId, row: &AnyRow) -> Result<Learner, sqlx::Error> {
    Ok(Learner {
        id: id.clone(),
        name: row.try_get("name")?,
        card: Card {
            symbol: parse_name(&row.try_get::<String, _>("card_symbol")?),
            colour: parse_name(&row.try_get::<String, _>("card_colour")?),
        },
        lang: lang_of(row.try_get("lang")?),
        second: lang_of(row.try_get("second_lang")?),
        coach: row.try_get::<i32, _>("coach")? != 0,
        last: from_json(row.try_get("last_doing")?),
        stamps: from_json::<Stamps>(Some(row.try_get("stamps")?)),
        added: row.try_get::<i64, _>("added")? as u64,
        active: row.try_get::<i64, _>("active")? as u64,
        epoch: row.try_get::<i32, _>("epoch")? as u32,
        best_streak: row.try_get::<i32, _>("best_streak")? as u32,
        ..Learner::default()
    })
}

/// Writes `new` over `old` (none: a learner new to the server): the
/// learner's row, and the rows of steps and facts `old` did not have.
pub async fn write(
    tx: &mut Tx<'_>,
    class: &str,
    old: Option<&Learner>,
    new: &Learner,
    rev: u64,
) -> Result<(), sqlx::Error> {
    let id = new.id.as_str();
    // A higher epoch wiped the progress: start its rows afresh.
    let old = old.filter(|o| o.epoch == new.epoch);
    if old.is_none() {
        delete_rows(tx, class, id).await?;
    }
    sqlx::query(
        "INSERT INTO learners (class_id, id, name, card_symbol, card_colour, lang, second_lang, \
         coach, last_doing, stamps, added, active, epoch, best_streak, baseline, removed, rev) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, $16) \
         ON CONFLICT (class_id, id) DO UPDATE SET name = excluded.name, \
         card_symbol = excluded.card_symbol, card_colour = excluded.card_colour, \
         lang = excluded.lang, second_lang = excluded.second_lang, coach = excluded.coach, \
         last_doing = excluded.last_doing, stamps = excluded.stamps, added = excluded.added, \
         active = excluded.active, epoch = excluded.epoch, best_streak = excluded.best_streak, \
         baseline = excluded.baseline, removed = 0, rev = excluded.rev",
    )
    .bind(class)
    .bind(id)
    .bind(&new.name)
    .bind(name_of(&new.card.symbol))
    .bind(name_of(&new.card.colour))
    .bind(lang_code(new.lang))
    .bind(lang_code(new.second))
    .bind(i32::from(new.coach))
    .bind(new.last.as_ref().map(json))
    .bind(json(&new.stamps))
    .bind(new.added as i64)
    .bind(new.active as i64)
    .bind(new.epoch as i32)
    .bind(new.best_streak as i32)
    .bind(new.journal.baseline.as_ref().map(json))
    .bind(rev as i64)
    .execute(&mut **tx)
    .await?;
    for (lesson, p) in &new.lessons {
        let before = old.and_then(|o| o.lessons.get(lesson));
        for step in &p.completed {
            let score = p.scores.get(step).copied().unwrap_or(0);
            let had = before.is_some_and(|b| {
                b.completed.contains(step) && b.scores.get(step).copied().unwrap_or(0) == score
            });
            if !had {
                sqlx::query(
                    "INSERT INTO lesson_steps (class_id, learner_id, lesson, step, score) \
                     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (class_id, learner_id, lesson, step) \
                     DO UPDATE SET score = excluded.score",
                )
                .bind(class)
                .bind(id)
                .bind(lesson)
                .bind(step)
                .bind(i32::from(score))
                .execute(&mut **tx)
                .await?;
            }
        }
    }
    let empty = BTreeMap::new();
    let had = old.map_or(&empty, |o| &o.journal.events);
    for (stamp, event) in &new.journal.events {
        if had.get(stamp) == Some(event) {
            continue;
        }
        if had.contains_key(stamp) {
            // One stamp, two facts (never made by one device): the merge
            // kept the greater; replace the row.
            delete_event(tx, class, id, *stamp).await?;
        }
        insert_event(tx, class, id, *stamp, event).await?;
    }
    sqlx::query(
        "INSERT INTO ratings (class_id, learner_id, rating, deviation, tries) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (class_id, learner_id) \
         DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         tries = excluded.tries",
    )
    .bind(class)
    .bind(id)
    .bind(new.rating.glicko.rating)
    .bind(new.rating.glicko.deviation)
    .bind(new.rating.tries as i32)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

async fn insert_event(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    s: Stamp,
    event: &Event,
) -> Result<(), sqlx::Error> {
    let (at, origin, n) = (s.at as i64, s.origin as i64, s.n as i64);
    let q = match event {
        Event::Try { puzzle, solved } => sqlx::query(
            "INSERT INTO puzzle_tries (class_id, learner_id, at, origin, n, puzzle, solved, rated, rating) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 0, 0)",
        )
        .bind(class)
        .bind(id)
        .bind(at)
        .bind(origin)
        .bind(n)
        .bind(puzzle.as_str())
        .bind(i32::from(*solved)),
        Event::Rated {
            puzzle,
            rating,
            solved,
        } => sqlx::query(
            "INSERT INTO puzzle_tries (class_id, learner_id, at, origin, n, puzzle, solved, rated, rating) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, 1, $8)",
        )
        .bind(class)
        .bind(id)
        .bind(at)
        .bind(origin)
        .bind(n)
        .bind(puzzle.as_str())
        .bind(i32::from(*solved))
        .bind(i32::from(*rating)),
        Event::Game(record) => sqlx::query(
            "INSERT INTO games (class_id, learner_id, at, origin, n, level, outcome, ended, record) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(class)
        .bind(id)
        .bind(at)
        .bind(origin)
        .bind(n)
        .bind(i32::from(record.game.level.unwrap_or(0)))
        .bind(record.outcome.map(|o| name_of(&o)))
        .bind(record.ended as i64)
        .bind(json(record)),
        Event::Adapts(on) => sqlx::query(
            "INSERT INTO adapt_switches (class_id, learner_id, at, origin, n, adapts) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(class)
        .bind(id)
        .bind(at)
        .bind(origin)
        .bind(n)
        .bind(i32::from(*on)),
    };
    q.execute(&mut **tx).await?;
    Ok(())
}

async fn delete_event(tx: &mut Tx<'_>, class: &str, id: &str, s: Stamp) -> Result<(), sqlx::Error> {
    for table in ["puzzle_tries", "games", "adapt_switches"] {
        sqlx::query(&format!(
            "DELETE FROM {table} WHERE class_id = $1 AND learner_id = $2 \
             AND at = $3 AND origin = $4 AND n = $5"
        ))
        .bind(class)
        .bind(id)
        .bind(s.at as i64)
        .bind(s.origin as i64)
        .bind(s.n as i64)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// Deletes every row of a learner's progress (not their own row).
pub async fn delete_rows(tx: &mut Tx<'_>, class: &str, id: &str) -> Result<(), sqlx::Error> {
    for table in [
        "lesson_steps",
        "puzzle_tries",
        "games",
        "adapt_switches",
        "ratings",
    ] {
        sqlx::query(&format!(
            "DELETE FROM {table} WHERE class_id = $1 AND learner_id = $2"
        ))
        .bind(class)
        .bind(id)
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}

/// The teacher removes a learner: every row about them goes; their own row
/// stays, emptied, as a mark that devices drop them.
pub async fn remove(tx: &mut Tx<'_>, class: &str, id: &str, rev: u64) -> Result<bool, sqlx::Error> {
    delete_rows(tx, class, id).await?;
    let done = sqlx::query(
        "UPDATE learners SET name = '', lang = NULL, second_lang = NULL, last_doing = NULL, \
         baseline = NULL, stamps = '{}', coach = 0, added = 0, active = 0, best_streak = 0, \
         card_symbol = 'Star', card_colour = 'Red', removed = 1, rev = $3 \
         WHERE class_id = $1 AND id = $2 AND removed = 0",
    )
    .bind(class)
    .bind(id)
    .bind(rev as i64)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// A learner changed after a device's last sync, as the answer carries
/// them unless the device follows them: who they are, or that they were
/// removed.
pub enum Changed {
    /// Boxed: a learner is large, a removal small.
    Present(Box<Learner>),
    Removed(LearnerId),
}

/// The learners changed after revision `since` (a device's last sync), in
/// one query: each as who they are ([`sync::identity_only`]), or removed.
///
/// [`sync::identity_only`]: crate::classroom::sync::identity_only
pub async fn changed_since(
    tx: &mut Tx<'_>,
    class: &str,
    since: u64,
) -> Result<Vec<Changed>, sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {IDENTITY}, removed FROM learners WHERE class_id = $1 AND rev > $2 ORDER BY rev"
    ))
    .bind(class)
    .bind(since.min(i64::MAX as u64) as i64)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let Ok(id) = LearnerId::try_from(row.try_get::<String, _>("id")?) else {
            continue;
        };
        out.push(if row.try_get::<i32, _>("removed")? != 0 {
            Changed::Removed(id)
        } else {
            Changed::Present(Box::new(crate::classroom::sync::identity_only(&identity(
                &id, &row,
            )?)))
        });
    }
    Ok(out)
}

/// Every learner of the class whole (the teacher's view).
pub async fn all(tx: &mut Tx<'_>, class: &str) -> Result<Vec<Learner>, sqlx::Error> {
    load(tx, class, None).await
}
