//! What the load runs against: the server built for release, a fresh
//! database (SQLite in a scratch folder, or a PostgreSQL database made for
//! the run and dropped after), the classes, and `wahree serve` processes
//! on loopback ports, stopped at the end.

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use sqlx::Executor;
use sqlx::any::{AnyPoolOptions, install_default_drivers};

/// Every class's teacher password in a run.
pub const PASSWORD: &str = "load-password";

/// The release build of `wahree` without the GUI (the server's code is
/// the same), built now unless `given`.
pub fn binary(root: &Path, given: Option<&Path>) -> Result<PathBuf, String> {
    if let Some(b) = given {
        return Ok(b.to_path_buf());
    }
    println!("Building the server (cargo build --release --no-default-features --bin wahree)");
    let ok = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
        .current_dir(root)
        .args([
            "build",
            "--release",
            "--no-default-features",
            "--bin",
            "wahree",
        ])
        .status()
        .map_err(|e| format!("cannot run cargo: {e}"))?
        .success();
    if !ok {
        return Err("the server did not build".into());
    }
    Ok(root.join("target/release/wahree"))
}

/// A database for one run, removed when dropped.
pub struct Database {
    pub url: String,
    pub kind: &'static str,
    /// The scratch folder (the servers' data folder, SQLite's file).
    pub dir: PathBuf,
    admin: Option<(String, String)>,
}

/// Whether a PostgreSQL URL names this machine.
fn on_loopback(url: &str) -> bool {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    let host_port = rest.split('/').next().unwrap_or("");
    let host_port = host_port.rsplit_once('@').map_or(host_port, |(_, h)| h);
    let host = if let Some(v6) = host_port.strip_prefix('[') {
        v6.split(']').next().unwrap_or("")
    } else {
        host_port.split(':').next().unwrap_or("")
    };
    matches!(host, "127.0.0.1" | "localhost" | "::1")
}

impl Database {
    /// `sqlite`, or the URL of a PostgreSQL server on this machine where a
    /// database may be made.
    pub async fn make(spec: &str, label: &str) -> Result<Database, String> {
        let name = format!("wahree_{label}_{}", std::process::id());
        let dir = std::env::temp_dir().join(&name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        if spec == "sqlite" {
            return Ok(Database {
                url: format!("sqlite://{}?mode=rwc", dir.join("wahree.db").display()),
                kind: "SQLite",
                dir,
                admin: None,
            });
        }
        if !spec.starts_with("postgres") {
            return Err(format!("--database is sqlite or postgres://…, not {spec}"));
        }
        if !on_loopback(spec) {
            return Err(
                "the load runs on this machine only: give a PostgreSQL on 127.0.0.1".into(),
            );
        }
        install_default_drivers();
        let pool = AnyPoolOptions::new()
            .max_connections(1)
            .connect(spec)
            .await
            .map_err(|e| format!("cannot reach PostgreSQL: {e}"))?;
        pool.execute(format!("CREATE DATABASE {name}").as_str())
            .await
            .map_err(|e| format!("cannot make a database: {e}"))?;
        pool.close().await;
        let base = spec.rsplit_once('/').map_or(spec, |(b, _)| b);
        Ok(Database {
            url: format!("{base}/{name}"),
            kind: "PostgreSQL",
            dir,
            admin: Some((spec.to_owned(), name)),
        })
    }

    /// The database's size on disk, in MB.
    pub async fn size_mb(&self, pool: &sqlx::AnyPool) -> f64 {
        if self.admin.is_some() {
            let size: Result<(i64,), _> =
                sqlx::query_as("SELECT CAST(pg_database_size(current_database()) AS BIGINT)")
                    .fetch_one(pool)
                    .await;
            return size.map_or(0.0, |(b,)| b as f64 / 1e6);
        }
        ["wahree.db", "wahree.db-wal"]
            .iter()
            .filter_map(|f| std::fs::metadata(self.dir.join(f)).ok())
            .map(|m| m.len() as f64 / 1e6)
            .sum()
    }

    /// Removes it (the servers stopped first).
    pub async fn remove(self) {
        if let Some((admin, name)) = &self.admin
            && let Ok(pool) = AnyPoolOptions::new()
                .max_connections(1)
                .connect(admin)
                .await
        {
            let _ = pool
                .execute(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)").as_str())
                .await;
            pool.close().await;
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn wahree(bin: &Path, db: &Database) -> Command {
    let mut c = Command::new(bin);
    c.arg("--data-dir")
        .arg(&db.dir)
        .args(["serve", "--database", &db.url]);
    c
}

/// A class: its code, and its id in the database.
#[derive(Clone, Debug)]
pub struct Class {
    pub code: String,
    pub id: String,
}

/// The code for the `i`th class made by the load: six letters a child
/// can type, none the same.
fn code_for(i: usize) -> String {
    const LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
    let mut n = i;
    let mut code = vec![b'Z'; 6];
    for c in code.iter_mut().skip(1).rev() {
        *c = LETTERS[n % LETTERS.len()];
        n /= LETTERS.len();
    }
    String::from_utf8(code).unwrap_or_default()
}

/// `n` classes: the first through `wahree serve class add`, the rest
/// written straight into the database with the same teacher's password
/// (its Argon2 hash copied: one hash, not thousands).
pub async fn classes(bin: &Path, db: &Database, n: usize) -> Result<Vec<Class>, String> {
    let mut child = wahree(bin, db)
        .args(["class", "add", "Load 1"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", bin.display()))?;
    if let Some(mut stdin) = child.stdin.take() {
        let _ = writeln!(stdin, "{PASSWORD}");
    }
    let out = child.wait_with_output().map_err(|e| e.to_string())?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    let code = text
        .split("Its code is ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .ok_or_else(|| format!("class add said {text:?}"))?
        .to_owned();
    let db_ = wahree::server::Db::open(&db.url).await?;
    let pool = &db_.pool;
    let (id, hash): (String, String) =
        sqlx::query_as("SELECT id, password FROM classes WHERE code = $1")
            .bind(&code)
            .fetch_one(pool)
            .await
            .map_err(|e| e.to_string())?;
    let mut out = vec![Class { code, id }];
    let mut tx = pool.begin().await.map_err(|e| e.to_string())?;
    let mut i = 0;
    while out.len() < n {
        i += 1;
        let class = Class {
            code: code_for(i),
            id: format!("load{i:012}"),
        };
        let added = sqlx::query(
            "INSERT INTO classes (id, name, code, password, created) VALUES ($1, $2, $3, $4, $5) \
             ON CONFLICT DO NOTHING",
        )
        .bind(&class.id)
        .bind(format!("Load {}", out.len() + 1))
        .bind(&class.code)
        .bind(&hash)
        .bind(wahree::server::now() as i64)
        .execute(&mut *tx)
        .await
        .map_err(|e| e.to_string())?;
        if added.rows_affected() == 1 {
            out.push(class);
        }
    }
    tx.commit().await.map_err(|e| e.to_string())?;
    db_.pool.close().await;
    Ok(out)
}

/// A running `wahree serve`.
pub struct Server {
    child: Child,
    pub addr: SocketAddr,
}

impl Server {
    /// Starts one on a free loopback port, with no limit of requests or
    /// connections by address (every simulated device comes from
    /// 127.0.0.1).
    pub fn start(bin: &Path, db: &Database, n: usize) -> Result<Server, String> {
        Server::start_on(bin, db, n, 0)
    }

    /// The same on `port` of 127.0.0.1 (0: a free one): a server killed
    /// and started again where its devices look for it.
    pub fn start_on(bin: &Path, db: &Database, n: usize, port: u16) -> Result<Server, String> {
        let log = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(db.dir.join(format!("serve-{n}.log")))
            .map_err(|e| e.to_string())?;
        let listen = format!("127.0.0.1:{port}");
        let mut child = wahree(bin, db)
            // Every simulated device is 127.0.0.1: no limits by address.
            .args(["--listen", &listen, "--rate", "0", "--connections", "0"])
            .stdout(Stdio::piped())
            .stderr(log)
            .spawn()
            .map_err(|e| format!("cannot start {}: {e}", bin.display()))?;
        let stdout = child.stdout.take().ok_or("no output")?;
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(rest) = line.trim().strip_prefix("http://") {
                    let _ = tx.send(rest.trim_end_matches('/').to_owned());
                }
            }
        });
        let at = rx
            .recv_timeout(Duration::from_secs(60))
            .map_err(|_| "the server did not start (see its log)".to_owned())?;
        let addr: SocketAddr = at.parse().map_err(|_| format!("a strange address {at}"))?;
        Ok(Server { child, addr })
    }

    /// Kills it at once (SIGKILL), as a pulled plug would.
    pub fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// CPU seconds the process has used (user and system).
    pub fn cpu_seconds(&self) -> f64 {
        cpu_of(self.child.id())
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// CPU seconds of a process, from /proc (0 where there is none).
pub fn cpu_of(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's name, which may hold spaces.
    let after = stat.rsplit_once(')').map_or("", |(_, a)| a);
    let f: Vec<u64> = after
        .split_whitespace()
        .map(|x| x.parse().unwrap_or(0))
        .collect();
    // utime and stime are the 14th and 15th fields, 12th and 13th here.
    let ticks = f.get(11).copied().unwrap_or(0) + f.get(12).copied().unwrap_or(0);
    ticks as f64 / 100.0
}

/// The machine's load average over the last minute.
pub fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|s| s.split_whitespace().next().map(str::to_owned))
        .unwrap_or_else(|| "?".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_this_machine_is_accepted() {
        assert!(on_loopback(
            "postgres://wahree:wahree@127.0.0.1:5432/postgres"
        ));
        assert!(on_loopback("postgres://localhost/postgres"));
        assert!(on_loopback("postgresql://u:p@[::1]:5432/x"));
        assert!(!on_loopback("postgres://u:p@db.school.example:5432/x"));
        assert!(!on_loopback("postgres://u:p@10.0.0.2/x"));
        assert!(!on_loopback("postgres://127.0.0.1.example.com/x"));
    }

    #[test]
    fn codes_differ_and_are_typeable() {
        let codes: std::collections::BTreeSet<String> = (0..5000).map(code_for).collect();
        assert_eq!(codes.len(), 5000);
        assert!(
            codes
                .iter()
                .all(|c| c.len() == 6 && !c.contains(['0', 'O', '1', 'I', 'L']))
        );
    }
}
