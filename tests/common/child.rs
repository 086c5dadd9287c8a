//! A real `wahree serve` as a child process on a loopback port, for tests
//! that need the whole program (its listener, its limits, its memory as
//! the system counts it): started, asked where it listens, killed when
//! dropped.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

/// A running `wahree serve`, killed if the test ends early.
pub struct Serve {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Drop for Serve {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Serve {
    /// `kill -9`, and waits until it is gone.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// Its resident memory now and at its peak, in bytes (VmRSS, VmHWM).
    pub fn memory(&self) -> (u64, u64) {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap_or_default();
        let kb = |key: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(key))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
                .unwrap_or(0)
                * 1024
        };
        (kb("VmRSS:"), kb("VmHWM:"))
    }
}

/// `wahree --data-dir DATA serve` with `args` after `serve`.
pub fn command(data: &Path, args: &[&str]) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wahree"));
    c.arg("--data-dir").arg(data).arg("serve").args(args);
    c
}

/// `wahree serve class add NAME` with `password`: the class's code.
pub fn add_class(data: &Path, database: Option<&str>, name: &str, password: &str) -> String {
    let mut args = Vec::new();
    if let Some(url) = database {
        args.extend(["--database", url]);
    }
    args.extend(["class", "add", name]);
    let mut child = command(data, &args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("wahree runs");
    writeln!(child.stdin.take().unwrap(), "{password}").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "class add: {text}");
    text.split("Its code is ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .unwrap_or_else(|| panic!("no code in {text:?}"))
        .to_owned()
}

/// Starts `wahree serve` on a free port of 127.0.0.1 with `args` (after
/// `--listen`), its log in `DATA/serve.log`; waits until it says where it
/// listens.
pub fn start(data: &Path, args: &[&str]) -> Serve {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(data.join("serve.log"))
        .unwrap();
    let mut all = vec!["--listen", "127.0.0.1:0"];
    all.extend_from_slice(args);
    let mut child = command(data, &all)
        .stdout(Stdio::piped())
        .stderr(log)
        .spawn()
        .expect("wahree serve starts");
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    // Reads the links, then keeps the pipe drained until the server ends.
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if let Some(rest) = line.trim().strip_prefix("http://") {
                let _ = tx.send(rest.trim_end_matches('/').to_owned());
            }
        }
    });
    let at = rx
        .recv_timeout(Duration::from_secs(60))
        .expect("the server says where it listens");
    let addr: SocketAddr = at.parse().unwrap();
    assert!(addr.ip().is_loopback(), "loopback only");
    Serve { child, addr }
}

/// The kill tests' server: no rate limits, on `database` when one is
/// given (SQLite in DATA otherwise).
pub fn start_on(data: &Path, database: Option<&str>) -> Serve {
    let mut args = vec!["--rate", "0"];
    if let Some(url) = database {
        args.extend(["--database", url]);
    }
    start(data, &args)
}

/// A folder of the test's own, removed when dropped.
pub struct Scratch(pub PathBuf);

impl Scratch {
    pub fn new(label: &str) -> Scratch {
        let dir = std::env::temp_dir().join(format!("wahree-{label}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
