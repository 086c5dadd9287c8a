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
use crate::classroom::{Card, GameRecord, Learner, LearnerId, LessonProgress, Stamp, Stamps, sync};
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

/// A learner's lesson steps and facts from the four tables, as one list,
/// for the class or its learner `one`: kind 0 a step (lesson, step,
/// score, done), 1 a puzzle try (puzzle, solved, rated, rating), 2 a game (its
/// record), 3 a switch of the adapting computer (on), 4 a fact made with
/// another's stamp (as JSON).
fn facts_sql(one: bool) -> String {
    let cond = if one {
        "WHERE class_id = $1 AND learner_id = $2"
    } else {
        "WHERE class_id = $1"
    };
    format!(
        "SELECT 0 AS kind, learner_id, CAST(0 AS BIGINT) AS at, CAST(0 AS BIGINT) AS origin, \
         CAST(0 AS BIGINT) AS n, lesson AS t1, step AS t2, score AS i1, done AS i2, 0 AS i3 \
         FROM lesson_steps {cond} \
         UNION ALL SELECT 1, learner_id, at, origin, n, puzzle, '', solved, rated, rating \
         FROM puzzle_tries {cond} \
         UNION ALL SELECT 2, learner_id, at, origin, n, record, '', 0, 0, 0 FROM games {cond} \
         UNION ALL SELECT 3, learner_id, at, origin, n, '', '', adapts, 0, 0 \
         FROM adapt_switches {cond} \
         UNION ALL SELECT 4, learner_id, at, origin, n, fact, '', 0, 0, 0 \
         FROM fact_clashes {cond}",
        cond = cond
    )
}

/// The columns of who a learner is (see [`identity`]).
const IDENTITY: &str = "id, name, card_symbol, card_colour, lang, second_lang, coach, \
    furigana, last_doing, stamps, added, active, epoch, best_streak";

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
    // The four tables of what they did in one statement (a query each
    // was four round trips to the database's worker): a kind, the stamp,
    // two texts and three numbers, which each kind reads its own way.
    let sql = facts_sql(one.is_some());
    let mut q = sqlx::query(&sql).bind(class);
    if let Some(id) = one {
        q = q.bind(id.as_str());
    }
    let facts = q.fetch_all(&mut **tx).await?;
    let owner = |row: &AnyRow| -> Result<Option<usize>, sqlx::Error> {
        let id: String = row.try_get("learner_id")?;
        Ok(LearnerId::try_from(id)
            .ok()
            .and_then(|id| at.get(&id).copied()))
    };
    for f in facts {
        let Some(i) = owner(&f)? else { continue };
        let kind: i32 = f.try_get("kind")?;
        let (t1, t2): (String, String) = (f.try_get("t1")?, f.try_get("t2")?);
        let i1: i32 = f.try_get("i1")?;
        match kind {
            0 => {
                let p: &mut LessonProgress = out[i].lessons.entry(t1).or_default();
                if i1 > 0 {
                    p.scores.insert(t2.clone(), i1.clamp(0, 255) as u8);
                }
                // A score alone (the step not completed yet) has done = 0.
                if f.try_get::<i32, _>("i2")? != 0 {
                    p.completed.insert(t2);
                }
            }
            1 => {
                let solved = i1 != 0;
                let event = if f.try_get::<i32, _>("i2")? != 0 {
                    Event::Rated {
                        puzzle: t1,
                        rating: f.try_get::<i32, _>("i3")?.clamp(0, i32::from(u16::MAX)) as u16,
                        solved,
                    }
                } else {
                    Event::Try { puzzle: t1, solved }
                };
                out[i].journal.add(stamp_of(&f)?, event);
            }
            2 => {
                let record: GameRecord = from_json(Some(t1));
                out[i].journal.add(stamp_of(&f)?, Event::Game(record));
            }
            3 => out[i].journal.add(stamp_of(&f)?, Event::Adapts(i1 != 0)),
            _ => {
                if let Ok(event) = serde_json::from_str::<Event>(&t1) {
                    out[i].journal.add(stamp_of(&f)?, event);
                }
            }
        }
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
        furigana: row.try_get::<i32, _>("furigana")? != 0,
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
    let card = old.is_none_or(|o| sync::card_of(o) != sync::card_of(new));
    write_row(tx, class, new, rev, card).await?;
    let mut steps = Vec::new();
    for (lesson, p) in &new.lessons {
        let before = old.and_then(|o| o.lessons.get(lesson));
        for row in step_rows(lesson, p) {
            if before.is_none_or(|b| !step_rows(lesson, b).any(|r| r == row)) {
                steps.push(row);
            }
        }
    }
    upsert_steps(tx, class, id, &steps, false).await?;
    let empty = BTreeMap::new();
    let had = old.map_or(&empty, |o| &o.journal.events);
    let mut events = Vec::new();
    for (stamp, event) in &new.journal.events {
        if had.get(stamp) == Some(event) {
            continue;
        }
        if had.contains_key(stamp) {
            // One stamp, two facts (never made by one device): the merge
            // kept the greater; replace the row.
            delete_event(tx, class, id, *stamp).await?;
        }
        events.push((*stamp, event));
    }
    insert_events(tx, class, id, &events).await?;
    let no_clashes = Default::default();
    let had = old.map_or(&no_clashes, |o| &o.journal.clashes);
    let clashes: Vec<_> = new.journal.clashes.difference(had).collect();
    insert_clashes(tx, class, id, &clashes).await?;
    write_rating(tx, class, id, &new.rating).await?;
    Ok(())
}

/// Inserts facts made with the stamp of another (kept beside it).
async fn insert_clashes(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    clashes: &[&(Stamp, Event)],
) -> Result<(), sqlx::Error> {
    use sha2::{Digest, Sha256};
    let rows = clashes
        .iter()
        .map(|(s, event)| {
            let fact = json(event);
            let key: String = Sha256::digest(fact.as_bytes())
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            vec![
                Value::Big(s.at as i64),
                Value::Big(s.origin as i64),
                Value::Big(s.n as i64),
                Value::Owned(key),
                Value::Owned(fact),
            ]
        })
        .collect();
    insert_rows(
        tx,
        class,
        id,
        "fact_clashes",
        "at, origin, n, key, fact",
        " ON CONFLICT DO NOTHING",
        rows,
    )
    .await?;
    Ok(())
}

/// Writes the learner's own row (who they are) at revision `rev`; `card`:
/// whether what every device shows of them ([`sync::card_of`]) changed,
/// which a new row always has.
async fn write_row(
    tx: &mut Tx<'_>,
    class: &str,
    new: &Learner,
    rev: u64,
    card: bool,
) -> Result<(), sqlx::Error> {
    let id = new.id.as_str();
    sqlx::query(
        "INSERT INTO learners (class_id, id, name, card_symbol, card_colour, lang, second_lang, \
         coach, last_doing, stamps, added, active, epoch, best_streak, baseline, removed, rev, \
         card_rev, furigana) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 0, $16, $16, \
         $18) \
         ON CONFLICT (class_id, id) DO UPDATE SET name = excluded.name, \
         card_symbol = excluded.card_symbol, card_colour = excluded.card_colour, \
         lang = excluded.lang, second_lang = excluded.second_lang, coach = excluded.coach, \
         last_doing = excluded.last_doing, stamps = excluded.stamps, added = excluded.added, \
         active = excluded.active, epoch = excluded.epoch, best_streak = excluded.best_streak, \
         baseline = excluded.baseline, furigana = excluded.furigana, removed = 0, \
         merged_into = NULL, \
         rev = excluded.rev, \
         card_rev = CASE WHEN $17 = 1 OR learners.removed = 1 THEN excluded.rev \
         ELSE learners.card_rev END",
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
    .bind(i32::from(card))
    .bind(i32::from(new.furigana))
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A learner's own row as stored: whether it is a removed learner's mark,
/// the revision it was last written at, and who they are (with the
/// baseline, without steps or facts).
pub struct Head {
    pub removed: bool,
    pub rev: i64,
    pub learner: Learner,
    /// A removed learner merged by the teacher into this one.
    pub merged_into: Option<LearnerId>,
}

/// The learner's own row, if the class has one (one query).
pub async fn head(
    tx: &mut Tx<'_>,
    class: &str,
    id: &LearnerId,
) -> Result<Option<Head>, sqlx::Error> {
    let row = sqlx::query(&format!(
        "SELECT {IDENTITY}, baseline, removed, rev, merged_into FROM learners \
         WHERE class_id = $1 AND id = $2"
    ))
    .bind(class)
    .bind(id.as_str())
    .fetch_optional(&mut **tx)
    .await?;
    let Some(row) = row else { return Ok(None) };
    let mut learner = identity(id, &row)?;
    learner.journal.baseline = from_json::<Option<Baseline>>(row.try_get("baseline")?);
    learner.settle();
    Ok(Some(Head {
        removed: row.try_get::<i32, _>("removed")? != 0,
        rev: row.try_get("rev")?,
        learner,
        merged_into: merged_into(&row)?,
    }))
}

/// Merges `theirs` (a device's copy, whole or only what the server lacked)
/// into the stored learner `head` at revision `rev`, writing what changed;
/// whether anything did. The result is the stored learner merged with
/// `theirs` ([`Learner::merge_from`]), as [`read`], merge and [`write`]
/// would make it; but when `theirs` brings only facts the server does not
/// have yet, in the same epoch, it is written without reading the
/// learner's steps and facts: their own row joined field by field, each
/// step upserted to its best score, each fact inserted, and the rating
/// replayed from the rated tries alone if any came.
pub async fn merge_in(
    tx: &mut Tx<'_>,
    class: &str,
    head: Head,
    theirs: &Learner,
    rev: u64,
) -> Result<bool, sqlx::Error> {
    let stored = head.learner;
    let id = stored.id.as_str();
    let mut quick = theirs.epoch == stored.epoch
        && theirs.journal.clashes.is_empty()
        && (theirs.journal.baseline.is_none()
            || theirs.journal.baseline == stored.journal.baseline);
    if quick && let Some(first) = theirs.journal.events.keys().next() {
        // Facts the server has at any of these stamps (the same, or
        // another made with one stamp): the whole merge decides.
        let have = stamps_from(tx, class, id, first.at).await?;
        quick = !theirs.journal.events.keys().any(|s| have.contains(s));
    }
    if !quick {
        let Some(old) = read(tx, class, &stored.id).await? else {
            return Ok(false);
        };
        let mut merged = old.clone();
        merged.merge_from(theirs);
        if merged == old {
            return Ok(false);
        }
        write(tx, class, Some(&old), &merged, rev).await?;
        return Ok(true);
    }
    // Who they are: the stored row joined with theirs.
    let mut joined = stored.clone();
    joined.merge_from(&Learner {
        lessons: Default::default(),
        journal: Default::default(),
        ..theirs.clone()
    });
    let mut changed = joined != stored;
    let steps: Vec<_> = theirs
        .lessons
        .iter()
        .flat_map(|(lesson, p)| step_rows(lesson, p))
        .collect();
    changed |= upsert_steps(tx, class, id, &steps, true).await? > 0;
    let events: Vec<_> = theirs.journal.events.iter().map(|(s, e)| (*s, e)).collect();
    insert_events(tx, class, id, &events).await?;
    changed |= !events.is_empty();
    let rated = |e: &Event| matches!(e, Event::Rated { .. });
    if theirs.journal.events.values().any(rated) {
        // The rating follows from the rated tries in stamp order, from
        // the baseline's.
        let mut journal = crate::classroom::Journal {
            baseline: stored.journal.baseline.clone(),
            events: rated_tries(tx, class, id).await?,
            ..Default::default()
        };
        // Rated tries made with another fact's stamp count too.
        for (s, event) in clashes_of(tx, class, id).await? {
            if rated(&event) {
                journal.add(s, event);
            }
        }
        journal.normalize();
        write_rating(tx, class, id, &journal.derive().rating).await?;
    }
    if changed {
        let card = sync::card_of(&joined) != sync::card_of(&stored);
        write_row(tx, class, &joined, rev, card).await?;
    }
    Ok(changed)
}

/// How many facts the learner has (puzzle tries, games, switches).
pub async fn facts(tx: &mut Tx<'_>, class: &str, id: &str) -> Result<i64, sqlx::Error> {
    let cond = "WHERE class_id = $1 AND learner_id = $2";
    let (n,): (i64,) = sqlx::query_as(&format!(
        "SELECT (SELECT COUNT(*) FROM puzzle_tries {cond}) \
         + (SELECT COUNT(*) FROM games {cond}) + (SELECT COUNT(*) FROM adapt_switches {cond})"
    ))
    .bind(class)
    .bind(id)
    .fetch_one(&mut **tx)
    .await?;
    Ok(n)
}

/// The stamps of the learner's facts made at `at` or later.
async fn stamps_from(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    at: u64,
) -> Result<std::collections::BTreeSet<Stamp>, sqlx::Error> {
    let cond = "WHERE class_id = $1 AND learner_id = $2 AND at >= $3";
    let rows = sqlx::query(&format!(
        "SELECT at, origin, n FROM puzzle_tries {cond} \
         UNION ALL SELECT at, origin, n FROM games {cond} \
         UNION ALL SELECT at, origin, n FROM adapt_switches {cond}"
    ))
    .bind(class)
    .bind(id)
    .bind(at.min(i64::MAX as u64) as i64)
    .fetch_all(&mut **tx)
    .await?;
    rows.iter().map(stamp_of).collect()
}

/// The learner's facts made with another's stamp.
async fn clashes_of(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
) -> Result<Vec<(Stamp, Event)>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT at, origin, n, fact FROM fact_clashes WHERE class_id = $1 AND learner_id = $2",
    )
    .bind(class)
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = Vec::new();
    for row in rows {
        if let Ok(event) = serde_json::from_str(&row.try_get::<String, _>("fact")?) {
            out.push((stamp_of(&row)?, event));
        }
    }
    Ok(out)
}

/// The learner's rated tries (what their puzzle rating follows from).
async fn rated_tries(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
) -> Result<BTreeMap<Stamp, Event>, sqlx::Error> {
    let rows = sqlx::query(
        "SELECT at, origin, n, puzzle, solved, rating FROM puzzle_tries \
         WHERE class_id = $1 AND learner_id = $2 AND rated = 1",
    )
    .bind(class)
    .bind(id)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = BTreeMap::new();
    for t in rows {
        out.insert(
            stamp_of(&t)?,
            Event::Rated {
                puzzle: t.try_get("puzzle")?,
                rating: t.try_get::<i32, _>("rating")?.clamp(0, i32::from(u16::MAX)) as u16,
                solved: t.try_get::<i32, _>("solved")? != 0,
            },
        );
    }
    Ok(out)
}

async fn write_rating(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    rating: &crate::classroom::PuzzleRating,
) -> Result<(), sqlx::Error> {
    sqlx::query(
        "INSERT INTO ratings (class_id, learner_id, rating, deviation, tries) \
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT (class_id, learner_id) \
         DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation, \
         tries = excluded.tries",
    )
    .bind(class)
    .bind(id)
    .bind(rating.glicko.rating)
    .bind(rating.glicko.deviation)
    .bind(rating.tries as i32)
    .execute(&mut **tx)
    .await?;
    Ok(())
}

/// A value of a row to insert.
enum Value<'a> {
    Int(i32),
    Big(i64),
    Text(&'a str),
    Maybe(Option<String>),
    Owned(String),
}

/// The most rows one statement inserts (SQLite takes 32,766 values at
/// most, PostgreSQL 65,535).
const ROWS_PER_STATEMENT: usize = 200;

/// Inserts rows of the learner `id` into `table` (`columns` after
/// `class_id, learner_id`), many to a statement: a learner new to the
/// server brings a hundred facts, which were a hundred round trips.
/// `tail` follows the values (an `ON CONFLICT` clause). The rows it
/// inserted or changed.
async fn insert_rows(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    table: &str,
    columns: &str,
    tail: &str,
    rows: Vec<Vec<Value<'_>>>,
) -> Result<u64, sqlx::Error> {
    let mut done = 0;
    let mut rows = rows.into_iter().peekable();
    while rows.peek().is_some() {
        let chunk: Vec<_> = rows.by_ref().take(ROWS_PER_STATEMENT).collect();
        let mut sql = format!("INSERT INTO {table} (class_id, learner_id, {columns}) VALUES ");
        let mut next = 3;
        for (i, row) in chunk.iter().enumerate() {
            sql.push_str(if i == 0 { "($1, $2" } else { ", ($1, $2" });
            for _ in row {
                sql.push_str(&format!(", ${next}"));
                next += 1;
            }
            sql.push(')');
        }
        sql.push_str(tail);
        let mut q = sqlx::query(&sql).bind(class).bind(id);
        for v in chunk.into_iter().flatten() {
            q = match v {
                Value::Int(n) => q.bind(n),
                Value::Big(n) => q.bind(n),
                Value::Text(t) => q.bind(t),
                Value::Maybe(t) => q.bind(t),
                Value::Owned(t) => q.bind(t),
            };
        }
        done += q.execute(&mut **tx).await?.rows_affected();
    }
    Ok(done)
}

/// A lesson's steps as rows: (lesson, step, best score or 0, completed),
/// one for each step completed or scored.
type StepRow<'a> = (&'a str, &'a str, u8, bool);

fn step_rows<'a>(lesson: &'a str, p: &'a LessonProgress) -> impl Iterator<Item = StepRow<'a>> {
    let scored_only = p.scores.keys().filter(|s| !p.completed.contains(*s));
    p.completed
        .iter()
        .map(|s| (s, true))
        .chain(scored_only.map(|s| (s, false)))
        .map(move |(step, done)| {
            let score = p.scores.get(step).copied().unwrap_or(0);
            (lesson, step.as_str(), score, done)
        })
}

/// Writes lesson steps with their scores: each new one, and a better score
/// or the step completed for one the server has (only better, never
/// worse, if `better_only`, which a delta merged without reading needs).
/// The steps written.
async fn upsert_steps(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    steps: &[StepRow<'_>],
    better_only: bool,
) -> Result<u64, sqlx::Error> {
    let tail = if better_only {
        " ON CONFLICT (class_id, learner_id, lesson, step) DO UPDATE SET \
         score = CASE WHEN excluded.score > lesson_steps.score THEN excluded.score \
         ELSE lesson_steps.score END, \
         done = CASE WHEN excluded.done > lesson_steps.done THEN excluded.done \
         ELSE lesson_steps.done END \
         WHERE excluded.score > lesson_steps.score OR excluded.done > lesson_steps.done"
    } else {
        " ON CONFLICT (class_id, learner_id, lesson, step) DO UPDATE SET \
         score = excluded.score, done = excluded.done"
    };
    let rows = steps
        .iter()
        .map(|&(lesson, step, score, done)| {
            vec![
                Value::Text(lesson),
                Value::Text(step),
                Value::Int(i32::from(score)),
                Value::Int(i32::from(done)),
            ]
        })
        .collect();
    insert_rows(
        tx,
        class,
        id,
        "lesson_steps",
        "lesson, step, score, done",
        tail,
        rows,
    )
    .await
}

/// Inserts facts the server does not have, a statement per table.
async fn insert_events(
    tx: &mut Tx<'_>,
    class: &str,
    id: &str,
    events: &[(Stamp, &Event)],
) -> Result<(), sqlx::Error> {
    let (mut tries, mut games, mut switches) = (Vec::new(), Vec::new(), Vec::new());
    for &(s, event) in events {
        let stamp = [
            Value::Big(s.at as i64),
            Value::Big(s.origin as i64),
            Value::Big(s.n as i64),
        ];
        match event {
            Event::Try { puzzle, solved } => tries.push(
                stamp
                    .into_iter()
                    .chain([
                        Value::Text(puzzle),
                        Value::Int(i32::from(*solved)),
                        Value::Int(0),
                        Value::Int(0),
                    ])
                    .collect(),
            ),
            Event::Rated {
                puzzle,
                rating,
                solved,
            } => tries.push(
                stamp
                    .into_iter()
                    .chain([
                        Value::Text(puzzle),
                        Value::Int(i32::from(*solved)),
                        Value::Int(1),
                        Value::Int(i32::from(*rating)),
                    ])
                    .collect(),
            ),
            Event::Game(record) => games.push(
                stamp
                    .into_iter()
                    .chain([
                        Value::Int(i32::from(record.game.level.unwrap_or(0))),
                        Value::Maybe(record.outcome.map(|o| name_of(&o))),
                        Value::Big(record.ended as i64),
                        Value::Owned(json(record)),
                    ])
                    .collect(),
            ),
            Event::Adapts(on) => switches.push(
                stamp
                    .into_iter()
                    .chain([Value::Int(i32::from(*on))])
                    .collect(),
            ),
        }
    }
    let stamp = "at, origin, n";
    insert_rows(
        tx,
        class,
        id,
        "puzzle_tries",
        &format!("{stamp}, puzzle, solved, rated, rating"),
        "",
        tries,
    )
    .await?;
    insert_rows(
        tx,
        class,
        id,
        "games",
        &format!("{stamp}, level, outcome, ended, record"),
        "",
        games,
    )
    .await?;
    insert_rows(
        tx,
        class,
        id,
        "adapt_switches",
        &format!("{stamp}, adapts"),
        "",
        switches,
    )
    .await?;
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
        "fact_clashes",
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
         baseline = NULL, stamps = '{}', coach = 0, furigana = 1, added = 0, active = 0, best_streak = 0, \
         card_symbol = 'Star', card_colour = 'Red', removed = 1, rev = $3, card_rev = $3 \
         WHERE class_id = $1 AND id = $2 AND removed = 0",
    )
    .bind(class)
    .bind(id)
    .bind(rev as i64)
    .execute(&mut **tx)
    .await?;
    Ok(done.rows_affected() > 0)
}

/// The learner a removed learner's mark names as the one they were merged
/// into, if any.
fn merged_into(row: &AnyRow) -> Result<Option<LearnerId>, sqlx::Error> {
    let into: Option<String> = row.try_get("merged_into")?;
    Ok(into.and_then(|s| LearnerId::try_from(s).ok()))
}

/// The teacher merged `gone` into another learner: `gone` is removed (see
/// [`remove`]) and its mark names `into`.
pub async fn mark_merged(
    tx: &mut Tx<'_>,
    class: &str,
    gone: &str,
    into: &str,
) -> Result<(), sqlx::Error> {
    sqlx::query("UPDATE learners SET merged_into = $3 WHERE class_id = $1 AND id = $2")
        .bind(class)
        .bind(gone)
        .bind(into)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// A learner changed after a device's last sync, as the answer carries
/// them unless the device follows them: who they are, or that they were
/// removed (and, merged by the teacher, into whom).
pub enum Changed {
    /// Boxed: a learner is large, a removal small. With the revision it
    /// was last written at.
    Present(Box<Learner>, u64),
    Removed(LearnerId, Option<LearnerId>),
}

/// The learners changed after revision `since` (a device's last sync)
/// that the device needs to hear of, in one query: those in `whole` (the
/// ones it follows or asks for) changed in any way, the others only if
/// what every device shows of them changed ([`sync::card_of`]); each as
/// who they are ([`sync::identity_only`]), or removed.
pub async fn changed_since(
    tx: &mut Tx<'_>,
    class: &str,
    since: u64,
    whole: &[&LearnerId],
) -> Result<Vec<Changed>, sqlx::Error> {
    // Ids of a class's learners: at most MAX_LEARNERS, each bound.
    let listed: String = (0..whole.len()).map(|i| format!(", ${}", i + 3)).collect();
    let sql = format!(
        "SELECT {IDENTITY}, removed, rev, merged_into FROM learners \
         WHERE class_id = $1 AND rev > $2 \
         AND (card_rev > $2 OR id IN (''{listed})) ORDER BY rev"
    );
    let mut q = sqlx::query(&sql)
        .bind(class)
        .bind(since.min(i64::MAX as u64) as i64);
    for id in whole {
        q = q.bind(id.as_str());
    }
    let rows = q.fetch_all(&mut **tx).await?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        let Ok(id) = LearnerId::try_from(row.try_get::<String, _>("id")?) else {
            continue;
        };
        out.push(if row.try_get::<i32, _>("removed")? != 0 {
            Changed::Removed(id, merged_into(&row)?)
        } else {
            Changed::Present(
                Box::new(crate::classroom::sync::identity_only(&identity(&id, &row)?)),
                row.try_get::<i64, _>("rev")? as u64,
            )
        });
    }
    Ok(out)
}

/// The cards of the class's learners.
pub async fn cards(tx: &mut Tx<'_>, class: &str) -> Result<Vec<Card>, sqlx::Error> {
    let rows: Vec<(String, String)> = sqlx::query_as(
        "SELECT card_symbol, card_colour FROM learners WHERE class_id = $1 AND removed = 0",
    )
    .bind(class)
    .fetch_all(&mut **tx)
    .await?;
    Ok(rows
        .iter()
        .map(|(s, c)| Card {
            symbol: parse_name(s),
            colour: parse_name(c),
        })
        .collect())
}

/// Every learner of the class whole (the teacher's view).
pub async fn all(tx: &mut Tx<'_>, class: &str) -> Result<Vec<Learner>, sqlx::Error> {
    load(tx, class, None).await
}

/// A learner summarised: their facts replayed into what follows from them
/// (each puzzle's record, the games' counts and the last few games, the
/// rating, the adapting computer) as the journal's baseline, with no
/// facts. It shows and reports exactly as the whole learner does, in a
/// size that does not grow with every try.
pub fn summarised(l: &Learner) -> Learner {
    let mut s = Learner {
        journal: crate::classroom::Journal {
            baseline: Some(Baseline {
                puzzles: l.puzzles.clone(),
                games: l.games.clone(),
                rating: (*l.rating).clone(),
                adaptive: l.adaptive,
            }),
            ..Default::default()
        },
        ..l.clone()
    };
    s.settle();
    s
}

/// Every learner of the class summarised ([`summarised`]): the teacher's
/// view and the class's CSV. Each is read from its stored summary, one row
/// a learner; only those changed since their summary was made are read
/// whole and replayed, and their new summaries are stored (`turn`: taken
/// only then, for SQLite's one writer). Whatever a class stores, the view
/// reads one row a learner plus what changed since the last look.
pub async fn summaries(
    tx: &mut Tx<'_>,
    class: &str,
) -> Result<(Vec<Learner>, Vec<(Learner, i64)>), sqlx::Error> {
    let rows = sqlx::query(&format!(
        "SELECT {IDENTITY}, rev, summary, summary_rev FROM learners \
         WHERE class_id = $1 AND removed = 0 ORDER BY added, id"
    ))
    .bind(class)
    .fetch_all(&mut **tx)
    .await?;
    let mut out = Vec::with_capacity(rows.len());
    let mut fresh = Vec::new();
    for row in rows {
        let Ok(id) = LearnerId::try_from(row.try_get::<String, _>("id")?) else {
            continue;
        };
        let rev: i64 = row.try_get("rev")?;
        let kept = (row.try_get::<i64, _>("summary_rev")? == rev)
            .then(|| row.try_get::<Option<String>, _>("summary").ok().flatten())
            .flatten()
            .and_then(|s| serde_json::from_str::<Learner>(&s).ok());
        let l = match kept {
            Some(mut l) => {
                // Who they are from their row (a summary keeps the rest).
                let who = identity(&id, &row)?;
                l.id = id;
                l.name = who.name;
                l.settle();
                l
            }
            None => {
                let Some(whole) = read(tx, class, &id).await? else {
                    continue;
                };
                let s = summarised(&whole);
                fresh.push((s.clone(), rev));
                s
            }
        };
        out.push(l);
    }
    Ok((out, fresh))
}

/// Stores the summaries [`summaries`] made, each only if its learner did
/// not change meanwhile.
pub async fn keep_summaries(
    tx: &mut Tx<'_>,
    class: &str,
    fresh: &[(Learner, i64)],
) -> Result<(), sqlx::Error> {
    for (l, rev) in fresh {
        sqlx::query(
            "UPDATE learners SET summary = $1, summary_rev = $2 \
             WHERE class_id = $3 AND id = $4 AND rev = $2",
        )
        .bind(json(l))
        .bind(*rev)
        .bind(class)
        .bind(l.id.as_str())
        .execute(&mut **tx)
        .await?;
    }
    Ok(())
}
