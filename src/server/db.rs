//! The database: SQLite in the data folder by default, PostgreSQL for a
//! district, through sqlx's `Any` driver so that one set of queries and
//! one set of migrations serve both (docs/server.md says why sqlx). Every
//! query is written in the common part of the two dialects, with `$1`
//! placeholders (which SQLite reads too).

use std::borrow::Cow;
use std::path::Path;
use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use sqlx::any::{AnyPoolOptions, install_default_drivers};
use sqlx::migrate::{Migration, MigrationType, Migrator};
use sqlx::sqlite::SqliteConnectOptions;
use sqlx::{AnyPool, Executor};

use super::flush::Flusher;

/// The schema's migrations, in order: applied at every start, each once.
/// A migration is never edited once released; a change is a new one.
pub const MIGRATIONS: &[(i64, &str, &str)] = &[
    (
        1,
        "the school: classes, devices, sessions, learners and their records",
        include_str!("../../migrations/0001_school.sql"),
    ),
    (
        2,
        "the live class: sessions, answers, votes and their events",
        include_str!("../../migrations/0002_live.sql"),
    ),
    (
        3,
        "the revision of what every device shows of a learner",
        include_str!("../../migrations/0003_card_rev.sql"),
    ),
    (
        4,
        "the class-wide budget of wrong passwords, the teacher's summaries",
        include_str!("../../migrations/0004_limits.sql"),
    ),
    (
        5,
        "the sync's edges: readings, scores before their step is done, facts of one stamp, merged records",
        include_str!("../../migrations/0005_sync_edges.sql"),
    ),
    (
        6,
        "games between two devices: their state, events and who is on which device",
        include_str!("../../migrations/0006_duel.sql"),
    ),
    (
        7,
        "which device sent each live answer",
        include_str!("../../migrations/0007_live_answer_device.sql"),
    ),
    (
        8,
        "class tournaments: each one's state, its draft round and its board games' reports",
        include_str!("../../migrations/0008_tournament.sql"),
    ),
    (
        9,
        "organisers: their accounts and sessions",
        include_str!("../../migrations/0009_organiser.sql"),
    ),
    (
        10,
        "tournaments across classes: each one's state and the classes it takes",
        include_str!("../../migrations/0010_open_tournament.sql"),
    ),
];

/// Which database the pool speaks to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

#[derive(Clone, Debug)]
pub struct Db {
    pub pool: AnyPool,
    pub kind: Kind,
    /// This process's writers take turns here on SQLite (see [`Db::turn`]).
    writer: Arc<tokio::sync::Mutex<()>>,
    /// SQLite's group commit (see [`Db::durable`]).
    flusher: Option<Arc<Flusher>>,
    /// Where a PostgreSQL database is, for the listener of other servers'
    /// changes (`notify.rs`); never shown.
    pub(super) listen_at: Option<Secret>,
}

/// A database's URL, with its password: left out of debug output.
#[derive(Clone)]
pub(super) struct Secret(pub(super) Arc<str>);

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("…")
    }
}

/// The URL of the default database: `wahree.db` in the data folder.
pub fn sqlite_url(dir: &Path) -> String {
    format!("sqlite://{}?mode=rwc", dir.join("wahree.db").display())
}

impl Db {
    /// Connects to `url` (`sqlite://…` or `postgres://…`) and brings the
    /// schema up to date.
    pub async fn open(url: &str) -> Result<Db, String> {
        Db::open_at(url, MIGRATIONS.len()).await
    }

    /// Connects and applies the first `upto` migrations only (the tests of
    /// an upgrade from each earlier schema).
    pub async fn open_at(url: &str, upto: usize) -> Result<Db, String> {
        install_default_drivers();
        let kind = if url.starts_with("sqlite:") {
            Kind::Sqlite
        } else if url.starts_with("postgres:") || url.starts_with("postgresql:") {
            Kind::Postgres
        } else {
            return Err(format!(
                "unknown database {url:?}: give sqlite://FILE or postgres://…"
            ));
        };
        let pool = AnyPoolOptions::new()
            .max_connections(if kind == Kind::Sqlite { 8 } else { 16 })
            .acquire_timeout(Duration::from_secs(30))
            // A connection to a file cannot break: no ping before each
            // use, which was one more hand-off to SQLite's worker thread
            // for every request. PostgreSQL's may (a restarted server).
            .test_before_acquire(kind == Kind::Postgres)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if kind == Kind::Sqlite {
                        // WAL: readers never wait for the writer. NORMAL:
                        // a commit is kept if the server is killed, and on
                        // disk, even if the power goes, once the flusher
                        // synced it (`Db::durable`, before an
                        // acknowledgement). Writers queue for up to 10 s.
                        conn.execute(
                            "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                             PRAGMA busy_timeout = 10000; PRAGMA foreign_keys = ON;",
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect(url)
            .await
            .map_err(|e| format!("cannot open the database: {e}"))?;
        let mut db = Db {
            pool,
            kind,
            writer: Arc::default(),
            flusher: None,
            listen_at: (kind == Kind::Postgres).then(|| Secret(url.into())),
        };
        db.migrate(upto).await?;
        if kind == Kind::Sqlite {
            let file = SqliteConnectOptions::from_str(url)
                .map_err(|e| format!("cannot open the database: {e}"))?
                .get_filename()
                .to_owned();
            db.flusher = Some(Flusher::start(url, file).await?);
        }
        Ok(db)
    }

    /// Applies the first `upto` migrations not yet applied.
    async fn migrate(&self, upto: usize) -> Result<(), String> {
        let migrations = MIGRATIONS
            .iter()
            .take(upto)
            .map(|&(version, description, sql)| {
                Migration::new(
                    version,
                    Cow::Borrowed(description),
                    MigrationType::Simple,
                    Cow::Borrowed(sql),
                    false,
                )
            })
            .collect();
        let migrator = Migrator {
            migrations: Cow::Owned(migrations),
            ..Migrator::DEFAULT
        };
        migrator
            .run(&self.pool)
            .await
            .map_err(|e| format!("cannot bring the database up to date: {e}"))
    }

    /// The versions applied, in order (for tests and `serve --check`).
    pub async fn applied(&self) -> Result<Vec<i64>, sqlx::Error> {
        let rows: Vec<(i64,)> =
            sqlx::query_as("SELECT version FROM _sqlx_migrations ORDER BY version")
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.into_iter().map(|(v,)| v).collect())
    }
}

impl Db {
    /// Waits for this process's turn to change a class, before taking a
    /// connection. SQLite has one writer at a time: writers that meet at
    /// its lock wait in its busy handler, which sleeps 1, 2, 5… up to 100
    /// ms between looks and leaves the lock idle meanwhile (syncs of a
    /// whole school then waited seconds); in line here, each starts the
    /// moment the one before commits. PostgreSQL locks each class's row
    /// instead, so classes change side by side: no turn.
    pub async fn turn(&self) -> Option<tokio::sync::OwnedMutexGuard<()>> {
        match self.kind {
            Kind::Sqlite => Some(self.writer.clone().lock_owned().await),
            Kind::Postgres => None,
        }
    }

    /// Waits until every change committed before the call is on disk, so
    /// that it may be acknowledged. PostgreSQL's commit waits for its disk
    /// already (and groups commits itself); SQLite's waits for the next
    /// flush of [`Flusher`], shared by every change committed meanwhile.
    pub async fn durable(&self) -> Result<(), sqlx::Error> {
        match &self.flusher {
            Some(f) => f.durable().await.map_err(sqlx::Error::Protocol),
            None => Ok(()),
        }
    }

    /// A consistent copy of the school's SQLite database at `file`, taken
    /// while the server runs (`VACUUM INTO`); a PostgreSQL district backs
    /// up with its own tools (`pg_dump`).
    pub async fn backup(&self, file: &Path) -> Result<(), String> {
        if self.kind != Kind::Sqlite {
            return Err("a PostgreSQL database is backed up with pg_dump (docs/server.md)".into());
        }
        if file.exists() {
            return Err(format!(
                "{} exists already: give a new file",
                file.display()
            ));
        }
        sqlx::query("VACUUM INTO $1")
            .bind(file.display().to_string())
            .execute(&self.pool)
            .await
            .map_err(|e| format!("cannot copy the database: {e}"))?;
        // On disk before "done" is said (the pool's connections do not
        // sync what they write themselves).
        std::fs::File::open(file)
            .and_then(|f| f.sync_all())
            .map_err(|e| format!("cannot copy the database: {e}"))?;
        Ok(())
    }
}
