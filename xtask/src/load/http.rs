//! A small HTTP/1.1 client for the load: one kept-alive connection per
//! simulated device, to loopback only.

use std::net::SocketAddr;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

pub struct Answer {
    pub status: u16,
    pub body: Vec<u8>,
    /// The `name=value` of a `Set-Cookie`, if any.
    pub cookie: Option<String>,
}

pub struct Conn {
    addr: SocketAddr,
    io: Option<BufReader<TcpStream>>,
}

impl Conn {
    pub fn new(addr: SocketAddr) -> Conn {
        assert!(addr.ip().is_loopback(), "the load goes to loopback only");
        Conn { addr, io: None }
    }

    /// One request; a kept connection the server has closed meanwhile is
    /// opened again once (every request here may be repeated: a sync is
    /// a merge, reads change nothing).
    pub async fn call(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> Result<Answer, String> {
        let reused = self.io.is_some();
        match self.once(method, path, headers, body).await {
            Err(_) if reused => self.once(method, path, headers, body).await,
            other => other,
        }
    }

    async fn once(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> Result<Answer, String> {
        let result = self.exchange(method, path, headers, body).await;
        if result.is_err() {
            self.io = None;
        }
        result
    }

    async fn exchange(
        &mut self,
        method: &str,
        path: &str,
        headers: &[(&str, &str)],
        body: &[u8],
    ) -> Result<Answer, String> {
        if self.io.is_none() {
            let s = TcpStream::connect(self.addr)
                .await
                .map_err(|e| format!("connect: {e}"))?;
            let _ = s.set_nodelay(true);
            self.io = Some(BufReader::new(s));
        }
        let Some(io) = self.io.as_mut() else {
            return Err("no connection".into());
        };
        let mut out = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Length: {}\r\n",
            self.addr,
            body.len()
        );
        if !body.is_empty() {
            out.push_str("Content-Type: application/json\r\n");
        }
        for (k, v) in headers {
            out.push_str(&format!("{k}: {v}\r\n"));
        }
        out.push_str("\r\n");
        let mut bytes = out.into_bytes();
        bytes.extend_from_slice(body);
        io.get_mut()
            .write_all(&bytes)
            .await
            .map_err(|e| format!("write: {e}"))?;
        let mut line = String::new();
        io.read_line(&mut line)
            .await
            .map_err(|e| format!("read: {e}"))?;
        let status: u16 = line
            .split(' ')
            .nth(1)
            .and_then(|s| s.parse().ok())
            .ok_or_else(|| format!("no status in {line:?}"))?;
        let (mut length, mut chunked, mut close, mut cookie) = (None, false, false, None);
        loop {
            line.clear();
            let n = io
                .read_line(&mut line)
                .await
                .map_err(|e| format!("read: {e}"))?;
            if n == 0 {
                return Err("closed in the headers".into());
            }
            let l = line.trim_end();
            if l.is_empty() {
                break;
            }
            let Some((k, v)) = l.split_once(':') else {
                continue;
            };
            let (k, v) = (k.trim().to_ascii_lowercase(), v.trim());
            match k.as_str() {
                "content-length" => length = v.parse::<usize>().ok(),
                "transfer-encoding" => chunked = v.contains("chunked"),
                "connection" => close = v.eq_ignore_ascii_case("close"),
                "set-cookie" => cookie = v.split(';').next().map(str::to_owned),
                _ => {}
            }
        }
        let mut body = Vec::new();
        if chunked {
            loop {
                line.clear();
                io.read_line(&mut line)
                    .await
                    .map_err(|e| format!("read: {e}"))?;
                let size = usize::from_str_radix(line.trim().split(';').next().unwrap_or(""), 16)
                    .map_err(|_| "a bad chunk".to_owned())?;
                let mut chunk = vec![0; size + 2];
                io.read_exact(&mut chunk)
                    .await
                    .map_err(|e| format!("read: {e}"))?;
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        } else if let Some(n) = length {
            body.resize(n, 0);
            io.read_exact(&mut body)
                .await
                .map_err(|e| format!("read: {e}"))?;
        } else {
            io.read_to_end(&mut body)
                .await
                .map_err(|e| format!("read: {e}"))?;
            close = true;
        }
        if close {
            self.io = None;
        }
        Ok(Answer {
            status,
            body,
            cookie,
        })
    }
}
