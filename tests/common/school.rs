//! Databases for the class server's tests: SQLite in a fresh file always,
//! and PostgreSQL when `WAHREE_TEST_POSTGRES` names a server where the
//! tests may make databases (`.ci/run` starts one): each test gets a fresh
//! database of its own there, dropped at the end.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

use sqlx::Executor;
use sqlx::any::{AnyPoolOptions, install_default_drivers};

/// A database for one test, removed when dropped.
pub struct TestDb {
    pub url: String,
    pub kind: &'static str,
    cleanup: Cleanup,
}

enum Cleanup {
    File(PathBuf),
    Postgres { admin: String, name: String },
}

static NEXT: AtomicU64 = AtomicU64::new(0);

fn unique(label: &str) -> String {
    format!(
        "wahree_{}_{}_{}",
        label.replace('-', "_"),
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

pub fn sqlite(label: &str) -> TestDb {
    let dir = std::env::temp_dir().join(unique(label));
    std::fs::create_dir_all(&dir).unwrap();
    TestDb {
        url: format!("sqlite://{}?mode=rwc", dir.join("wahree.db").display()),
        kind: "sqlite",
        cleanup: Cleanup::File(dir),
    }
}

/// The PostgreSQL server's URL, if the tests have one.
pub fn postgres_admin() -> Option<String> {
    std::env::var("WAHREE_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty())
}

pub async fn postgres(label: &str) -> Option<TestDb> {
    let admin = postgres_admin()?;
    install_default_drivers();
    let name = unique(label).to_lowercase();
    let pool = AnyPoolOptions::new()
        .max_connections(1)
        .connect(&admin)
        .await
        .expect("the test PostgreSQL server answers");
    pool.execute(format!("CREATE DATABASE {name}").as_str())
        .await
        .expect("a test database");
    pool.close().await;
    let base = admin.rsplit_once('/').map_or(admin.as_str(), |(b, _)| b);
    Some(TestDb {
        url: format!("{base}/{name}"),
        kind: "postgres",
        cleanup: Cleanup::Postgres { admin, name },
    })
}

/// Every database the tests can use here: SQLite, and PostgreSQL if set.
pub async fn all(label: &str) -> Vec<TestDb> {
    let mut out = vec![sqlite(label)];
    out.extend(postgres(label).await);
    out
}

impl Drop for TestDb {
    fn drop(&mut self) {
        match &self.cleanup {
            Cleanup::File(dir) => {
                let _ = std::fs::remove_dir_all(dir);
            }
            Cleanup::Postgres { admin, name } => {
                let (admin, name) = (admin.clone(), name.clone());
                // Dropped outside any runtime: a small one of its own.
                let _ = std::thread::spawn(move || {
                    let rt = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                        .unwrap();
                    rt.block_on(async {
                        if let Ok(pool) = AnyPoolOptions::new()
                            .max_connections(1)
                            .connect(&admin)
                            .await
                        {
                            let _ = pool
                                .execute(
                                    format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str(),
                                )
                                .await;
                        }
                    });
                })
                .join();
            }
        }
    }
}
