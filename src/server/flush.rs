//! Group commit on SQLite: a change is acknowledged only once it is on
//! disk, with one sync of the disk for all the changes committed
//! meanwhile, and none of them while holding the writers' turn.
//!
//! The pool's connections commit with `synchronous = NORMAL`: a commit
//! appends its pages to the WAL file but does not wait for the disk, so a
//! killed server keeps it (the operating system has it) but a power cut
//! may not. Before a change is acknowledged, [`Flusher::durable`] waits
//! for the next flush: an `fdatasync` of the WAL file, which puts on disk
//! every change committed before it began. SQLite syncs the WAL itself
//! before each checkpoint, and the database file after it (NORMAL), so a
//! change is on disk in one or the other. A connection of the flusher's
//! own stays open, so that SQLite never deletes the WAL file (it does when
//! its last connection closes).
//!
//! With `synchronous = FULL` each commit synced the disk while holding
//! the turn (1.7 ms on average here, now and then far more): under a
//! whole school's syncs that was most of the time the turn was held, and
//! the queue behind one slow sync took seconds to drain.

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Weak};
use std::time::Duration;

use sqlx::{AnyConnection, Connection};
use tokio::sync::{Notify, watch};

#[derive(Debug)]
pub struct Flusher {
    /// Tickets handed out: one per change waiting to be on disk.
    asked: AtomicU64,
    /// The last ticket on disk, or why the last flush failed.
    done: watch::Receiver<Result<u64, String>>,
    wake: Notify,
    /// Flushes made (for the tests).
    flushes: AtomicU64,
}

impl Flusher {
    /// Opens the flusher's own connection to the database at `url`, whose
    /// file is `file`, and starts its task.
    pub async fn start(url: &str, file: PathBuf) -> Result<Arc<Flusher>, String> {
        let conn = AnyConnection::connect(url)
            .await
            .map_err(|e| format!("cannot open the database: {e}"))?;
        let (tell, done) = watch::channel(Ok(0));
        let flusher = Arc::new(Flusher {
            asked: AtomicU64::new(0),
            done,
            wake: Notify::new(),
            flushes: AtomicU64::new(0),
        });
        let mut wal = file.into_os_string();
        wal.push("-wal");
        tokio::spawn(run(Arc::downgrade(&flusher), conn, wal.into(), tell));
        Ok(flusher)
    }

    /// Waits until every change this process committed before the call is
    /// on disk.
    pub async fn durable(&self) -> Result<(), String> {
        let ticket = self.asked.fetch_add(1, Ordering::SeqCst) + 1;
        self.wake.notify_one();
        let mut done = self.done.clone();
        loop {
            match &*done.borrow_and_update() {
                Ok(n) if *n >= ticket => return Ok(()),
                Ok(_) => {}
                Err(e) => return Err(e.clone()),
            }
            if done.changed().await.is_err() {
                return Err("the database's flusher stopped".into());
            }
        }
    }
}

/// Flushes while anyone waits; ends when the database is let go.
async fn run(
    flusher: Weak<Flusher>,
    conn: AnyConnection,
    wal: PathBuf,
    tell: watch::Sender<Result<u64, String>>,
) {
    let mut done = 0;
    loop {
        let Some(f) = flusher.upgrade() else { break };
        // Every ticket was taken after its change committed, so before
        // this sync begins: the sync covers them.
        let upto = f.asked.load(Ordering::SeqCst);
        if upto == done {
            // Asleep until asked, looking now and then whether the
            // database is still open.
            let _ = tokio::time::timeout(Duration::from_secs(1), f.wake.notified()).await;
            continue;
        }
        let path = wal.clone();
        let synced = tokio::task::spawn_blocking(move || sync(&path))
            .await
            .unwrap_or_else(|e| Err(e.to_string()));
        match synced {
            Ok(()) => {
                done = upto;
                f.flushes.fetch_add(1, Ordering::Relaxed);
                let _ = tell.send(Ok(done));
            }
            Err(e) => {
                // Those waiting are told (their change is not
                // acknowledged; the device sends it again).
                let _ = tell.send(Err(format!("cannot write to the disk: {e}")));
                tokio::time::sleep(Duration::from_millis(100)).await;
                let _ = tell.send(Ok(done));
            }
        }
    }
    let _ = conn.close().await;
}

/// Syncs the WAL file at `path`, opened anew each time (SQLite may have
/// made it anew; and Windows syncs only a file opened for writing, which
/// this never writes). No WAL file: nothing was written since a
/// checkpoint emptied it, which synced.
fn sync(path: &std::path::Path) -> Result<(), String> {
    let file = match std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(path)
    {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
        Err(e) => return Err(e.to_string()),
    };
    file.sync_data().map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlx::Executor;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn one_flush_serves_every_change_committed_before_it() {
        sqlx::any::install_default_drivers();
        let dir = std::env::temp_dir().join(format!("wahree-flush-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("f.db");
        let url = format!("sqlite://{}?mode=rwc", file.display());
        let mut writer = AnyConnection::connect(&url).await.unwrap();
        writer
            .execute(
                "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; \
                 CREATE TABLE t (n INTEGER)",
            )
            .await
            .unwrap();
        let f = Flusher::start(&url, file.clone()).await.unwrap();
        writer.execute("INSERT INTO t VALUES (1)").await.unwrap();
        f.durable().await.unwrap();
        assert_eq!(f.flushes.load(Ordering::Relaxed), 1);
        // Thirty changes committed at once wait for one or two flushes
        // (the one running when the first asked, and the next), not one
        // each.
        let waits: Vec<_> = (0..30)
            .map(|_| {
                let f = f.clone();
                tokio::spawn(async move { f.durable().await })
            })
            .collect();
        for w in waits {
            w.await.unwrap().unwrap();
        }
        let n = f.flushes.load(Ordering::Relaxed) - 1;
        assert!((1..=2).contains(&n), "30 waits took {n} flushes");
        drop(f);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_wal_file_is_synced_and_none_is_nothing_to_sync() {
        let dir = std::env::temp_dir().join(format!("wahree-wal-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let wal = dir.join("f.db-wal");
        assert_eq!(sync(&wal), Ok(()), "no WAL: nothing to sync");
        std::fs::write(&wal, b"frames").unwrap();
        assert_eq!(sync(&wal), Ok(()));
        // A WAL that cannot be opened for writing is an error, not a
        // flush (the change is not acknowledged).
        let dir_as_wal = dir.join("d-wal");
        std::fs::create_dir_all(&dir_as_wal).unwrap();
        assert!(sync(&dir_as_wal).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
