//! A small client for server-sent events, for the live class's tests: one
//! GET on loopback, its chunked answer read as it comes, split into
//! events (`id:` and `data:` lines, a blank line after each).

#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One event as sent.
#[derive(Clone, Debug)]
pub struct Sse {
    pub id: Option<String>,
    pub data: String,
}

impl Sse {
    pub fn json(&self) -> serde_json::Value {
        serde_json::from_str(&self.data).unwrap_or(serde_json::Value::Null)
    }
}

/// An open stream.
pub struct Stream {
    tcp: TcpStream,
    /// Bytes read and not yet de-chunked.
    raw: Vec<u8>,
    /// The stream's text, de-chunked, not yet split into events.
    text: String,
    ended: bool,
}

/// Opens `path` with these headers; the status and, for a 200, the stream.
pub async fn open(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> std::io::Result<(u16, Option<Stream>)> {
    assert!(addr.ip().is_loopback(), "tests talk to loopback only");
    let mut tcp = TcpStream::connect(addr).await?;
    let mut head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n");
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    tcp.write_all(head.as_bytes()).await?;
    let mut raw = Vec::new();
    let split = loop {
        if let Some(i) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break i;
        }
        let mut buf = [0u8; 4096];
        let n = tcp.read(&mut buf).await?;
        if n == 0 {
            return Ok((0, None));
        }
        raw.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&raw[..split]).into_owned();
    let status = head
        .split(' ')
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    if status != 200 {
        return Ok((status, None));
    }
    assert!(
        head.to_ascii_lowercase().contains("text/event-stream"),
        "{head}"
    );
    let rest = raw[split + 4..].to_vec();
    Ok((
        status,
        Some(Stream {
            tcp,
            raw: rest,
            text: String::new(),
            ended: false,
        }),
    ))
}

impl Stream {
    /// Moves every whole chunk of `raw` into `text`.
    fn dechunk(&mut self) {
        loop {
            let Some(eol) = self.raw.windows(2).position(|w| w == b"\r\n") else {
                return;
            };
            let size = usize::from_str_radix(
                String::from_utf8_lossy(&self.raw[..eol])
                    .split(';')
                    .next()
                    .unwrap_or("")
                    .trim(),
                16,
            )
            .unwrap_or(0);
            if size == 0 {
                self.ended = true;
                self.raw.clear();
                return;
            }
            let start = eol + 2;
            if self.raw.len() < start + size + 2 {
                return;
            }
            self.text
                .push_str(&String::from_utf8_lossy(&self.raw[start..start + size]));
            self.raw.drain(..start + size + 2);
        }
    }

    /// The next event with data (comments and keep-alives skipped), or
    /// none when the stream ends or nothing comes within `wait`.
    pub async fn next(&mut self, wait: Duration) -> Option<Sse> {
        let deadline = tokio::time::Instant::now() + wait;
        // What came with the head, or after the last event taken.
        self.dechunk();
        loop {
            while let Some(end) = self.text.find("\n\n") {
                let block: String = self.text.drain(..end + 2).collect();
                let mut id = None;
                let mut data = Vec::new();
                for line in block.lines() {
                    if let Some(v) = line.strip_prefix("id:") {
                        id = Some(v.trim().to_owned());
                    } else if let Some(v) = line.strip_prefix("data:") {
                        data.push(v.strip_prefix(' ').unwrap_or(v).to_owned());
                    }
                }
                if !data.is_empty() {
                    return Some(Sse {
                        id,
                        data: data.join("\n"),
                    });
                }
            }
            if self.ended {
                return None;
            }
            let mut buf = [0u8; 8192];
            let read = tokio::time::timeout_at(deadline, self.tcp.read(&mut buf)).await;
            match read {
                Ok(Ok(0)) | Ok(Err(_)) => {
                    self.ended = true;
                    self.dechunk();
                }
                Ok(Ok(n)) => {
                    self.raw.extend_from_slice(&buf[..n]);
                    self.dechunk();
                }
                Err(_) => return None,
            }
        }
    }

    /// Whether the server ended the stream.
    pub fn ended(&self) -> bool {
        self.ended && self.text.find("\n\n").is_none()
    }
}
