//! The real `wahree serve`, as a process of its own, for the tests that
//! kill it: a class added with `wahree serve class add`, the server
//! started on a free loopback port (its address read from what it
//! prints), killed with SIGKILL when the test says or ends.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

pub const PASSWORD: &str = "kill-password";

/// A folder of the test's own, removed at the end.
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

/// A running `wahree serve`, killed if the test ends early.
pub struct Server {
    pub child: Child,
    pub addr: SocketAddr,
}

impl Server {
    /// `kill -9`, and waits until it is gone.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn wahree(data: &Path, database: Option<&str>) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_wahree"));
    c.arg("--data-dir").arg(data).arg("serve");
    if let Some(url) = database {
        c.args(["--database", url]);
    }
    c
}

/// `wahree serve class add`: the class's code.
pub fn add_class(data: &Path, database: Option<&str>, name: &str) -> String {
    let mut child = wahree(data, database)
        .args(["class", "add", name])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("wahree runs");
    writeln!(child.stdin.take().unwrap(), "{PASSWORD}").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(out.status.success(), "class add: {text}");
    text.split("Its code is ")
        .nth(1)
        .and_then(|t| t.split(':').next())
        .unwrap_or_else(|| panic!("no code in {text:?}"))
        .to_owned()
}

/// Starts the server on a free loopback port, and waits until it says
/// where it listens.
pub fn start(data: &Path, database: Option<&str>) -> Server {
    let log = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(data.join("serve.log"))
        .unwrap();
    let mut child = wahree(data, database)
        .args(["--listen", "127.0.0.1:0", "--rate", "0"])
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
    assert!(addr.ip().is_loopback());
    Server { child, addr }
}
