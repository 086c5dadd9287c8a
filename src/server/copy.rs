//! `wahree serve copy-to URL`: the whole school copied into another
//! database, the way a school that outgrew SQLite moves to its district's
//! PostgreSQL (or back): every table, row by row, in one transaction on
//! the target, which must be empty.

use sqlx::any::AnyRow;
use sqlx::{Any, Row, Transaction};

use super::db::Db;

/// Each table with its columns, in an order that keeps foreign keys whole.
const TABLES: &[(&str, &[(&str, Ty)])] = &[
    (
        "classes",
        &[
            ("id", Ty::Text),
            ("name", Ty::Text),
            ("code", Ty::Text),
            ("password", Ty::Text),
            ("rev", Ty::Big),
            ("failures", Ty::Int),
            ("locked_until", Ty::Big),
            ("created", Ty::Big),
            ("guesses", Ty::Big),
            ("guessed", Ty::Big),
        ],
    ),
    (
        "devices",
        &[
            ("token", Ty::Text),
            ("class_id", Ty::Text),
            ("created", Ty::Big),
            ("seen", Ty::Big),
        ],
    ),
    (
        "sessions",
        &[
            ("token", Ty::Text),
            ("class_id", Ty::Text),
            ("expires", Ty::Big),
        ],
    ),
    (
        "learners",
        &[
            ("class_id", Ty::Text),
            ("id", Ty::Text),
            ("name", Ty::Text),
            ("card_symbol", Ty::Text),
            ("card_colour", Ty::Text),
            ("lang", Ty::OptText),
            ("second_lang", Ty::OptText),
            ("coach", Ty::Int),
            ("last_doing", Ty::OptText),
            ("stamps", Ty::Text),
            ("added", Ty::Big),
            ("active", Ty::Big),
            ("epoch", Ty::Int),
            ("best_streak", Ty::Int),
            ("baseline", Ty::OptText),
            ("removed", Ty::Int),
            ("rev", Ty::Big),
            ("card_rev", Ty::Big),
            ("summary", Ty::OptText),
            ("summary_rev", Ty::Big),
            ("furigana", Ty::Int),
            ("merged_into", Ty::OptText),
        ],
    ),
    (
        "lesson_steps",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("lesson", Ty::Text),
            ("step", Ty::Text),
            ("score", Ty::Int),
            ("done", Ty::Int),
        ],
    ),
    (
        "puzzle_tries",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("at", Ty::Big),
            ("origin", Ty::Big),
            ("n", Ty::Big),
            ("puzzle", Ty::Text),
            ("solved", Ty::Int),
            ("rated", Ty::Int),
            ("rating", Ty::Int),
        ],
    ),
    (
        "games",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("at", Ty::Big),
            ("origin", Ty::Big),
            ("n", Ty::Big),
            ("level", Ty::Int),
            ("outcome", Ty::OptText),
            ("ended", Ty::Big),
            ("record", Ty::Text),
        ],
    ),
    (
        "adapt_switches",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("at", Ty::Big),
            ("origin", Ty::Big),
            ("n", Ty::Big),
            ("adapts", Ty::Int),
        ],
    ),
    (
        "fact_clashes",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("at", Ty::Big),
            ("origin", Ty::Big),
            ("n", Ty::Big),
            ("key", Ty::Text),
            ("fact", Ty::Text),
        ],
    ),
    (
        "ratings",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("rating", Ty::Real),
            ("deviation", Ty::Real),
            ("tries", Ty::Int),
        ],
    ),
    (
        "live_sessions",
        &[
            ("id", Ty::Text),
            ("class_id", Ty::Text),
            ("kind", Ty::Text),
            ("state", Ty::Text),
            ("seq", Ty::Big),
            ("ended", Ty::Int),
            ("created", Ty::Big),
        ],
    ),
    (
        "live_answers",
        &[
            ("session_id", Ty::Text),
            ("id", Ty::Text),
            ("learner_id", Ty::Text),
            ("puzzle", Ty::Int),
            ("moves", Ty::Text),
            ("hints", Ty::Int),
            ("solved", Ty::Int),
            ("at", Ty::Big),
            ("device", Ty::OptText),
        ],
    ),
    (
        "live_votes",
        &[
            ("session_id", Ty::Text),
            ("id", Ty::Text),
            ("learner_id", Ty::Text),
            ("ply", Ty::Int),
            ("house", Ty::Int),
            ("at", Ty::Big),
        ],
    ),
    (
        "live_events",
        &[
            ("session_id", Ty::Text),
            ("seq", Ty::Big),
            ("teacher_only", Ty::Int),
            ("at", Ty::Big),
            ("body", Ty::Text),
        ],
    ),
    (
        "duel_classes",
        &[
            ("class_id", Ty::Text),
            ("seq", Ty::Big),
            ("seconds", Ty::OptInt),
        ],
    ),
    (
        "duels",
        &[
            ("id", Ty::Text),
            ("class_id", Ty::Text),
            ("a", Ty::Text),
            ("b", Ty::Text),
            ("phase", Ty::Text),
            ("state", Ty::Text),
            ("created", Ty::Big),
            ("updated", Ty::Big),
        ],
    ),
    (
        "duel_events",
        &[
            ("class_id", Ty::Text),
            ("seq", Ty::Big),
            ("duel_id", Ty::Text),
            ("a", Ty::Text),
            ("b", Ty::Text),
            ("at", Ty::Big),
            ("body", Ty::Text),
        ],
    ),
    (
        "duel_presence",
        &[
            ("class_id", Ty::Text),
            ("learner_id", Ty::Text),
            ("device", Ty::Text),
            ("seen", Ty::Big),
        ],
    ),
    (
        "tournaments",
        &[
            ("id", Ty::Text),
            ("class_id", Ty::Text),
            ("rev", Ty::Big),
            ("over", Ty::Int),
            ("state", Ty::Text),
            ("hall", Ty::OptText),
            ("created", Ty::Big),
            ("updated", Ty::Big),
        ],
    ),
    (
        "organisers",
        &[
            ("id", Ty::Text),
            ("name", Ty::Text),
            ("password", Ty::Text),
            ("guesses", Ty::Big),
            ("guessed", Ty::Big),
            ("created", Ty::Big),
        ],
    ),
    (
        "organiser_sessions",
        &[
            ("token", Ty::Text),
            ("organiser_id", Ty::Text),
            ("expires", Ty::Big),
        ],
    ),
    (
        "open_tournaments",
        &[
            ("id", Ty::Text),
            ("organiser_id", Ty::Text),
            ("rev", Ty::Big),
            ("over", Ty::Int),
            ("state", Ty::Text),
            ("hall", Ty::OptText),
            ("created", Ty::Big),
            ("updated", Ty::Big),
        ],
    ),
    (
        "open_tournament_classes",
        &[("tournament_id", Ty::Text), ("class_id", Ty::Text)],
    ),
];

#[derive(Clone, Copy)]
enum Ty {
    Text,
    OptText,
    Int,
    OptInt,
    Big,
    Real,
}

/// One value of a row, as read.
enum Value {
    Text(Option<String>),
    Int(i32),
    OptInt(Option<i32>),
    Big(i64),
    Real(f64),
}

fn read(row: &AnyRow, name: &str, ty: Ty) -> Result<Value, sqlx::Error> {
    Ok(match ty {
        Ty::Text => Value::Text(Some(row.try_get(name)?)),
        Ty::OptText => Value::Text(row.try_get(name)?),
        Ty::Int => Value::Int(row.try_get(name)?),
        Ty::OptInt => Value::OptInt(row.try_get(name)?),
        Ty::Big => Value::Big(row.try_get(name)?),
        Ty::Real => Value::Real(row.try_get(name)?),
    })
}

/// Copies every row of `from` into `to`, whose tables must be empty.
/// Returns the number of rows copied.
pub async fn copy(from: &Db, to: &Db) -> Result<usize, String> {
    let err = |e: sqlx::Error| e.to_string();
    let mut tx: Transaction<'_, Any> = to.pool.begin().await.map_err(err)?;
    for (table, _) in TABLES {
        let (n,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&mut *tx)
            .await
            .map_err(err)?;
        if n > 0 {
            return Err(format!(
                "the target database already has a school (its table {table} is not empty)"
            ));
        }
    }
    let mut copied = 0;
    for (table, columns) in TABLES {
        let names: Vec<&str> = columns.iter().map(|c| c.0).collect();
        let select = format!("SELECT {} FROM {table}", names.join(", "));
        let marks: Vec<String> = (1..=columns.len()).map(|i| format!("${i}")).collect();
        let insert = format!(
            "INSERT INTO {table} ({}) VALUES ({})",
            names.join(", "),
            marks.join(", ")
        );
        let rows = sqlx::query(&select)
            .fetch_all(&from.pool)
            .await
            .map_err(err)?;
        for row in rows {
            let mut q = sqlx::query(&insert);
            for &(name, ty) in *columns {
                q = match read(&row, name, ty).map_err(err)? {
                    Value::Text(t) => q.bind(t),
                    Value::Int(i) => q.bind(i),
                    Value::OptInt(i) => q.bind(i),
                    Value::Big(b) => q.bind(b),
                    Value::Real(r) => q.bind(r),
                };
            }
            q.execute(&mut *tx).await.map_err(err)?;
            copied += 1;
        }
    }
    tx.commit().await.map_err(err)?;
    to.durable().await.map_err(err)?;
    Ok(copied)
}
