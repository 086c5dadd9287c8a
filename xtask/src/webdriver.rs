//! Just enough of a W3C WebDriver client (over std's TCP, JSON with
//! serde_json) to drive chromedriver, geckodriver and WebKitWebDriver: a
//! session, navigation, scripts, pointer and key actions, screenshots.
//! Only [`Session::cdp`] (and the exact viewport in Chromium) is
//! Chromium's own DevTools protocol.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::time::Duration;

use serde_json::{Value, json};

pub struct Session {
    port: u16,
    id: String,
    /// Chromium's driver, which also speaks DevTools (`cdp`).
    pub chromium: bool,
}

impl Session {
    /// A new session on the WebDriver server at `port` with these
    /// capabilities.
    pub fn new(port: u16, capabilities: Value) -> Result<Session, String> {
        let v = call(
            port,
            "POST",
            "/session",
            Some(json!({ "capabilities": { "alwaysMatch": capabilities } })),
        )?;
        let id = v["sessionId"]
            .as_str()
            .ok_or_else(|| format!("no session id in {v}"))?
            .to_owned();
        Ok(Session {
            port,
            id,
            chromium: false,
        })
    }

    fn cmd(&self, method: &str, path: &str, body: Option<Value>) -> Result<Value, String> {
        call(
            self.port,
            method,
            &format!("/session/{}{path}", self.id),
            body,
        )
    }

    pub fn goto(&self, url: &str) -> Result<(), String> {
        self.cmd("POST", "/url", Some(json!({ "url": url })))
            .map(drop)
    }

    pub fn refresh(&self) -> Result<(), String> {
        self.cmd("POST", "/refresh", Some(json!({}))).map(drop)
    }

    pub fn back(&self) -> Result<(), String> {
        self.cmd("POST", "/back", Some(json!({}))).map(drop)
    }

    /// Runs `script` (a function body) in the page with `args`; its return.
    pub fn eval(&self, script: &str, args: Value) -> Result<Value, String> {
        self.cmd(
            "POST",
            "/execute/sync",
            Some(json!({ "script": script, "args": args })),
        )
    }

    /// Runs `script`, whose last argument is a callback to call with the
    /// result (for promises).
    pub fn eval_async(&self, script: &str, args: Value) -> Result<Value, String> {
        self.cmd(
            "POST",
            "/execute/async",
            Some(json!({ "script": script, "args": args })),
        )
    }

    pub fn set_timeouts(&self, script_ms: u64) -> Result<(), String> {
        self.cmd("POST", "/timeouts", Some(json!({ "script": script_ms })))
            .map(drop)
    }

    /// Hands the file or folder at `path` to the page's file input
    /// matching `css`, as a user picking it would.
    pub fn pick(&self, css: &str, path: &std::path::Path) -> Result<(), String> {
        self.send_keys(css, &path.display().to_string())
    }

    /// Types `text` into the element matching `css` (WebDriver's Element
    /// Send Keys: it focuses the element and types there, as a keyboard).
    pub fn send_keys(&self, css: &str, text: &str) -> Result<(), String> {
        let found = self.cmd(
            "POST",
            "/element",
            Some(json!({ "using": "css selector", "value": css })),
        )?;
        let id = found
            .as_object()
            .and_then(|o| o.values().next())
            .and_then(Value::as_str)
            .ok_or_else(|| format!("no element {css}"))?
            .to_owned();
        self.cmd(
            "POST",
            &format!("/element/{id}/value"),
            Some(json!({ "text": text })),
        )
        .map(drop)
    }

    /// Makes the page's viewport `width` x `height` CSS pixels. Chromium's
    /// exactly, at one device pixel per CSS pixel (DevTools); the others'
    /// by the window's size (W3C's Set Window Rect) less what their
    /// toolbars take, measured and made up for.
    pub fn viewport(&self, width: u32, height: u32) -> Result<(), String> {
        if self.chromium {
            return self
                .cdp(
                    "Emulation.setDeviceMetricsOverride",
                    json!({ "width": width, "height": height,
                            "deviceScaleFactor": 1, "mobile": false }),
                )
                .map(drop);
        }
        let (mut w, mut h) = (i64::from(width), i64::from(height));
        for _ in 0..3 {
            self.cmd(
                "POST",
                "/window/rect",
                Some(json!({ "width": w, "height": h })),
            )?;
            let inner = self.eval("return [innerWidth, innerHeight];", json!([]))?;
            let (iw, ih) = (
                inner[0].as_i64().unwrap_or_default(),
                inner[1].as_i64().unwrap_or_default(),
            );
            if (iw, ih) == (i64::from(width), i64::from(height)) {
                return Ok(());
            }
            w += i64::from(width) - iw;
            h += i64::from(height) - ih;
        }
        Err(format!(
            "the window cannot give a {width}x{height} viewport: {}",
            self.eval("return [innerWidth, innerHeight];", json!([]))?
        ))
    }

    /// A command of Chromium's DevTools protocol (`Emulation.…`,
    /// `Input.…`) on the page; its result. Chromium only.
    pub fn cdp(&self, cmd: &str, params: Value) -> Result<Value, String> {
        if !self.chromium {
            return Err(format!("{cmd}: DevTools is Chromium's alone"));
        }
        self.cmd(
            "POST",
            "/goog/cdp/execute",
            Some(json!({ "cmd": cmd, "params": params })),
        )
    }

    /// A tap or click at (x, y) of the viewport, in CSS pixels, with a
    /// pointer of `kind` ("mouse" or "touch").
    pub fn tap(&self, kind: &str, x: f64, y: f64) -> Result<(), String> {
        let actions = json!({ "actions": [{
            "type": "pointer",
            "id": format!("{kind}1"),
            "parameters": { "pointerType": kind },
            "actions": [
                { "type": "pointerMove", "duration": 0, "origin": "viewport",
                  "x": x.round() as i64, "y": y.round() as i64 },
                { "type": "pointerDown", "button": 0 },
                { "type": "pause", "duration": 60 },
                { "type": "pointerUp", "button": 0 }
            ]
        }]});
        self.cmd("POST", "/actions", Some(actions))?;
        self.cmd("DELETE", "/actions", None).map(drop)
    }

    /// Presses and releases one key (a character, or a WebDriver key code
    /// such as "\u{E007}" for Enter).
    pub fn key(&self, key: &str) -> Result<(), String> {
        let actions = json!({ "actions": [{
            "type": "key",
            "id": "keyboard",
            "actions": [
                { "type": "keyDown", "value": key },
                { "type": "keyUp", "value": key }
            ]
        }]});
        self.cmd("POST", "/actions", Some(actions))?;
        self.cmd("DELETE", "/actions", None).map(drop)
    }

    /// The viewport as PNG bytes.
    pub fn screenshot(&self) -> Result<Vec<u8>, String> {
        use base64::Engine;
        let v = self.cmd("GET", "/screenshot", None)?;
        let text = v.as_str().ok_or("no screenshot data")?;
        base64::engine::general_purpose::STANDARD
            .decode(text)
            .map_err(|e| format!("screenshot: {e}"))
    }
}

impl Session {
    /// No session yet (closing it does nothing).
    pub fn placeholder() -> Session {
        Session {
            port: 0,
            id: String::new(),
            chromium: false,
        }
    }

    /// Ends the session, which closes the browser.
    pub fn close(&mut self) {
        if !self.id.is_empty() {
            let _ = call(self.port, "DELETE", &format!("/session/{}", self.id), None);
            self.id.clear();
        }
    }
}

/// Whether the WebDriver server answers on `port`.
pub fn ready(port: u16) -> bool {
    call(port, "GET", "/status", None).is_ok_and(|v| v["ready"] == json!(true))
}

/// One WebDriver command: the response's `value`, or its error.
fn call(port: u16, method: &str, path: &str, body: Option<Value>) -> Result<Value, String> {
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut stream = TcpStream::connect(("127.0.0.1", port))
        .map_err(|e| format!("WebDriver on port {port}: {e}"))?;
    stream
        .set_read_timeout(Some(Duration::from_secs(300)))
        .map_err(|e| e.to_string())?;
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\
         Content-Type: application/json; charset=utf-8\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n{body}",
        body.len()
    )
    .map_err(|e| e.to_string())?;
    let body = read_response(&mut stream).map_err(|e| format!("{method} {path}: {e}"))?;
    let payload = String::from_utf8_lossy(&body);
    let v: Value = serde_json::from_str(&payload)
        .map_err(|e| format!("{method} {path}: {e} in {payload:.200}"))?;
    let value = v.get("value").cloned().unwrap_or(Value::Null);
    if let Some(error) = value.get("error").and_then(Value::as_str) {
        let message = value["message"].as_str().unwrap_or("");
        return Err(format!("{method} {path}: {error}: {message:.600}"));
    }
    // A new session answers with its id beside the value in some versions.
    if path == "/session" && value.get("sessionId").is_none() {
        return Ok(v);
    }
    Ok(value)
}

/// The body of an HTTP response: as long as its Content-Length says, or
/// its chunks (the drivers keep the connection open, so reading to the
/// end would wait).
fn read_response(stream: &mut TcpStream) -> std::io::Result<Vec<u8>> {
    use std::io::{BufRead, BufReader};
    let mut reader = BufReader::new(stream);
    let mut length = None;
    let mut chunked = false;
    loop {
        let mut line = String::new();
        if reader.read_line(&mut line)? == 0 {
            return Err(std::io::ErrorKind::UnexpectedEof.into());
        }
        let line = line.trim_end().to_ascii_lowercase();
        if line.is_empty() {
            break;
        }
        if let Some(v) = line.strip_prefix("content-length:") {
            length = v.trim().parse().ok();
        }
        if line.starts_with("transfer-encoding:") && line.contains("chunked") {
            chunked = true;
        }
    }
    let mut body = Vec::new();
    if chunked {
        loop {
            let mut size = String::new();
            reader.read_line(&mut size)?;
            let n = usize::from_str_radix(size.trim(), 16)
                .map_err(|_| std::io::Error::other("bad chunk size"))?;
            let mut chunk = vec![0; n + 2];
            reader.read_exact(&mut chunk)?;
            if n == 0 {
                break;
            }
            body.extend_from_slice(&chunk[..n]);
        }
    } else if let Some(n) = length {
        body.resize(n, 0);
        reader.read_exact(&mut body)?;
    } else {
        reader.read_to_end(&mut body)?;
    }
    Ok(body)
}
