//! A tiny static file server (std only) for the site: GET and HEAD of the
//! files under one folder, nothing else. For the browser test, which
//! checks that the site works alone on a plain static server; a school
//! serves it with `wahree serve` (docs/server.md) or any static server.

use std::io::{self, BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;
use std::time::Duration;

pub struct Server {
    port: u16,
    /// Set to stop listening, as a server that is switched off.
    stop: Arc<AtomicBool>,
}

impl Server {
    /// Serves `dir` on 127.0.0.1:`port` (0: any free port) from a thread.
    pub fn start(dir: &Path, port: u16) -> io::Result<Server> {
        let listener = TcpListener::bind(("127.0.0.1", port))?;
        let port = listener.local_addr()?.port();
        // Polled, so that the listener can be closed (connections then refused).
        listener.set_nonblocking(true)?;
        let dir = dir.to_path_buf();
        let stop = Arc::new(AtomicBool::new(false));
        let stopped = stop.clone();
        thread::spawn(move || {
            while !stopped.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        let dir = dir.clone();
                        thread::spawn(move || {
                            let _ = stream.set_nonblocking(false);
                            let _ = answer(stream, &dir);
                        });
                    }
                    Err(e) if e.kind() == io::ErrorKind::WouldBlock => {
                        thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => thread::sleep(Duration::from_millis(5)),
                }
            }
        });
        Ok(Server { port, stop })
    }

    pub fn url(&self) -> String {
        format!("http://127.0.0.1:{}/", self.port)
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Closes the listener: from now on a browser's requests are refused.
    pub fn stop(&self) {
        self.stop.store(true, Ordering::SeqCst);
        thread::sleep(Duration::from_millis(50));
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
    }
}

fn answer(mut stream: TcpStream, dir: &Path) -> io::Result<()> {
    let mut reader = BufReader::new(stream.try_clone()?);
    let mut request = String::new();
    reader.read_line(&mut request)?;
    // The headers are read and ignored.
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 || line == "\r\n" || line == "\n" {
            break;
        }
    }
    let mut parts = request.split_whitespace();
    let (method, target) = (parts.next().unwrap_or(""), parts.next().unwrap_or(""));
    if method != "GET" && method != "HEAD" {
        return reply(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"",
            true,
        );
    }
    let Some(file) = file_for(dir, target) else {
        return reply(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found",
            method == "GET",
        );
    };
    match std::fs::read(&file) {
        Ok(body) => reply(
            &mut stream,
            "200 OK",
            content_type(&file),
            &body,
            method == "GET",
        ),
        Err(_) => reply(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found",
            method == "GET",
        ),
    }
}

/// The file a request target names under `dir`, never outside it.
fn file_for(dir: &Path, target: &str) -> Option<PathBuf> {
    let path = target.split(['?', '#']).next()?;
    let path = percent_decode(path)?;
    let mut file = dir.to_path_buf();
    for c in Path::new(path.trim_start_matches('/')).components() {
        match c {
            Component::Normal(part) => file.push(part),
            Component::CurDir => {}
            _ => return None,
        }
    }
    if file.is_dir() {
        file.push("index.html");
    }
    file.is_file().then_some(file)
}

fn percent_decode(s: &str) -> Option<String> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// `.wasm` must be `application/wasm` for the browser to compile it while
/// it downloads.
fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("json") => "application/json",
        Some("webmanifest") => "application/manifest+json",
        Some("png") => "image/png",
        Some("otf") => "font/otf",
        _ => "application/octet-stream",
    }
}

fn reply(
    stream: &mut TcpStream,
    status: &str,
    kind: &str,
    body: &[u8],
    with_body: bool,
) -> io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    if with_body {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_stay_inside_the_folder() {
        let dir = std::env::temp_dir().join(format!("xtask-serve-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("snippets")).unwrap();
        std::fs::write(dir.join("index.html"), "x").unwrap();
        std::fs::write(dir.join("snippets/a b.js"), "x").unwrap();
        assert_eq!(file_for(&dir, "/"), Some(dir.join("index.html")));
        assert_eq!(
            file_for(&dir, "/index.html?x=1"),
            Some(dir.join("index.html"))
        );
        assert_eq!(
            file_for(&dir, "/snippets/a%20b.js"),
            Some(dir.join("snippets/a b.js"))
        );
        assert_eq!(file_for(&dir, "/../Cargo.toml"), None);
        assert_eq!(file_for(&dir, "/snippets/../../x"), None);
        assert_eq!(file_for(&dir, "/missing.js"), None);
        assert_eq!(file_for(&dir, "/%zz"), None);
        std::fs::remove_dir_all(dir).unwrap();
    }
}
