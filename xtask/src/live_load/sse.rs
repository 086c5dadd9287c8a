//! Server-sent events as the projector and the devices read them: one
//! GET on loopback, its chunked body read as it comes and split into
//! events, each stamped with the moment the read that completed it
//! returned (what the latency is measured to).

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::time::Instant;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// One event as sent: its `id:` and its `data:` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sse {
    pub id: Option<String>,
    pub data: String,
}

/// Turns the bytes of a chunked `text/event-stream` body into events.
#[derive(Default)]
pub struct Parser {
    /// Bytes read, not yet de-chunked.
    raw: Vec<u8>,
    /// De-chunked text not yet split into events.
    text: String,
    /// The last chunk (size 0) came.
    pub ended: bool,
}

impl Parser {
    /// The events that `bytes` completes.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<Sse> {
        self.raw.extend_from_slice(bytes);
        self.dechunk();
        self.events()
    }

    fn dechunk(&mut self) {
        while !self.ended {
            let Some(eol) = self.raw.windows(2).position(|w| w == b"\r\n") else {
                return;
            };
            let head = String::from_utf8_lossy(&self.raw[..eol]).into_owned();
            let Ok(size) = usize::from_str_radix(head.split(';').next().unwrap_or("").trim(), 16)
            else {
                // Not chunked as expected: the stream is unusable.
                self.ended = true;
                return;
            };
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

    fn events(&mut self) -> Vec<Sse> {
        let mut out = Vec::new();
        while let Some(end) = self.text.find("\n\n") {
            let block: String = self.text.drain(..end + 2).collect();
            let (mut id, mut data) = (None, Vec::new());
            for line in block.lines() {
                let (field, value) = line.split_once(':').unwrap_or((line, ""));
                let value = value.strip_prefix(' ').unwrap_or(value);
                match field {
                    "id" => id = Some(value.to_owned()),
                    "data" => data.push(value),
                    // Comments (`:…`), `retry:`, `event:`.
                    _ => {}
                }
            }
            if !data.is_empty() {
                out.push(Sse {
                    id,
                    data: data.join("\n"),
                });
            }
        }
        out
    }
}

/// An open stream.
pub struct Stream {
    tcp: TcpStream,
    parser: Parser,
    queue: VecDeque<(Instant, Sse)>,
}

/// Opens `path` with these headers: the stream, or why not.
pub async fn open(
    addr: SocketAddr,
    path: &str,
    headers: &[(&str, &str)],
) -> Result<Stream, String> {
    assert!(addr.ip().is_loopback(), "the load goes to loopback only");
    let mut tcp = TcpStream::connect(addr)
        .await
        .map_err(|e| format!("connect: {e}"))?;
    let _ = tcp.set_nodelay(true);
    let mut head = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n");
    for (k, v) in headers {
        head.push_str(&format!("{k}: {v}\r\n"));
    }
    head.push_str("\r\n");
    tcp.write_all(head.as_bytes())
        .await
        .map_err(|e| format!("write: {e}"))?;
    let mut raw = Vec::new();
    let split = loop {
        if let Some(i) = raw.windows(4).position(|w| w == b"\r\n\r\n") {
            break i;
        }
        let mut buf = [0u8; 4096];
        let n = tcp.read(&mut buf).await.map_err(|e| format!("read: {e}"))?;
        if n == 0 {
            return Err("closed before its headers".into());
        }
        raw.extend_from_slice(&buf[..n]);
    };
    let head = String::from_utf8_lossy(&raw[..split]).to_ascii_lowercase();
    let status = head.split(' ').nth(1).unwrap_or("?").to_owned();
    if status != "200" {
        return Err(format!("stream: {status}"));
    }
    if !head.contains("transfer-encoding: chunked") {
        return Err("stream: not chunked".into());
    }
    let mut stream = Stream {
        tcp,
        parser: Parser::default(),
        queue: VecDeque::new(),
    };
    let now = Instant::now();
    let first = stream.parser.feed(&raw[split + 4..]);
    stream.queue.extend(first.into_iter().map(|e| (now, e)));
    Ok(stream)
}

impl Stream {
    /// The next event and when it arrived; `None` once the stream ended
    /// or broke.
    pub async fn next(&mut self) -> Option<(Instant, Sse)> {
        let mut buf = vec![0u8; 16 * 1024];
        loop {
            if let Some(e) = self.queue.pop_front() {
                return Some(e);
            }
            if self.parser.ended {
                return None;
            }
            let n = self.tcp.read(&mut buf).await.ok()?;
            if n == 0 {
                return None;
            }
            let now = Instant::now();
            let events = self.parser.feed(&buf[..n]);
            self.queue.extend(events.into_iter().map(|e| (now, e)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_split_anywhere_give_each_event_once() {
        let body = ": wahree live\nretry: 2000\n\nid: 1\ndata: {\"seq\":1}\n\n\
                    id: 2\ndata: {\"seq\":2}\n\n";
        let (a, b) = body.split_at(30);
        let wire =
            format!("{:x}\r\n{a}\r\n{:x}\r\n{b}\r\n0\r\n\r\n", a.len(), b.len()).into_bytes();
        // Fed a few bytes at a time, as TCP may deliver them.
        let mut p = Parser::default();
        let mut got = Vec::new();
        for piece in wire.chunks(7) {
            got.extend(p.feed(piece));
        }
        assert_eq!(
            got,
            vec![
                Sse {
                    id: Some("1".into()),
                    data: "{\"seq\":1}".into()
                },
                Sse {
                    id: Some("2".into()),
                    data: "{\"seq\":2}".into()
                },
            ]
        );
        assert!(p.ended);
        // Nothing after the last chunk counts.
        assert!(p.feed(b"5\r\nid: 3\r\n").is_empty());
    }

    #[test]
    fn an_event_waits_for_its_blank_line() {
        let mut p = Parser::default();
        assert!(p.feed(b"8\r\ndata: x\n\r\n").is_empty());
        assert_eq!(p.feed(b"1\r\n\n\r\n").len(), 1);
        assert!(!p.ended);
    }
}
