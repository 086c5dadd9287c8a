//! The browser app, served to the school's network: every file of the
//! site read once at the start and compressed once (brotli and gzip; the
//! server compresses after it starts listening, `Site::compress`; a
//! browser that accepts brotli or gzip is answered once the copies are
//! ready, never sent the plain file it would then keep in its cache), a
//! file whose name carries its content's hash (`wahree-1f2e….wasm`, as
//! `cargo xtask web` names them) cached for a year, the rest (the page,
//! the worker) revalidated by ETag, so that a second load of the page
//! moves a few kilobytes.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// One file, as it is sent.
pub struct File {
    kind: &'static str,
    etag: String,
    /// Shared by every answer that sends it (a `Bytes` clone is a count,
    /// not a copy: a hundred downloads of the 13 MB module hold it once).
    plain: Bytes,
    /// Set once compressed (compressible files over 512 bytes only).
    gzip: OnceLock<Bytes>,
    brotli: OnceLock<Bytes>,
    immutable: bool,
}

/// The site in memory, by path (`/index.html`).
#[derive(Default)]
pub struct Site {
    files: HashMap<String, File>,
    /// Told of each file `compress` is through with, and true once it has
    /// been through every one.
    compressed: Compressed,
    pub dir: Option<PathBuf>,
    /// The Content-Security-Policy every file of the site is sent with
    /// (see [`policy`]).
    csp: Option<HeaderValue>,
}

/// Whether the compressed copies are ready, for requests to wait on.
pub struct Compressed(tokio::sync::watch::Sender<bool>);

impl Default for Compressed {
    fn default() -> Compressed {
        Compressed(tokio::sync::watch::Sender::new(false))
    }
}

/// Whether a request's `Accept-Encoding` takes `enc` (and not at `q=0`).
fn accepts(headers: &HeaderMap, enc: &str) -> bool {
    headers
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(',').any(|e| {
                let mut parts = e.split(';');
                let name = parts.next().unwrap_or("").trim();
                let refused = parts.any(|p| p.trim().replace(' ', "") == "q=0");
                name == enc && !refused
            })
        })
}

/// The Content-Security-Policy of a site whose page is `page`: only this
/// server's own scripts, plus the page's inline module script by its
/// hash (`cargo xtask web` writes the module's hashed name into it, so the
/// hash is worked out from the page as served); WebAssembly compiled
/// (`'wasm-unsafe-eval'`, no `eval` of text); the coach's worker from this
/// server; inline styles (the page's `<style>`, iced's canvas sizing);
/// images from the server, `data:` (the empty icon) and `blob:` (a
/// download); requests to this server only; no plugins, no frames, no
/// forms sent elsewhere, no other `<base>`.
pub fn policy(page: &str) -> String {
    let mut hashes = String::new();
    let mut rest = page;
    while let Some(open) = rest.find("<script") {
        let after = &rest[open..];
        let Some(gt) = after.find('>') else { break };
        let body = &after[gt + 1..];
        let Some(close) = body.find("</script>") else {
            break;
        };
        let tag = &after[..gt];
        if !tag.contains("src=") {
            let digest = Sha256::digest(&body.as_bytes()[..close]);
            hashes.push_str(&format!(" 'sha256-{}'", base64(&digest)));
        }
        rest = &body[close..];
    }
    format!(
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'{hashes}; \
         style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; \
         connect-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'none'; \
         form-action 'none'; frame-ancestors 'none'"
    )
}

/// Standard base64 with padding (what a CSP hash is written in).
fn base64(bytes: &[u8]) -> String {
    const ABC: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ABC[(n >> (18 - 6 * i) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

/// Where the site is: `--site DIR`, else the first of `candidates` that
/// holds an `index.html`.
pub fn find(given: Option<&Path>) -> Option<PathBuf> {
    if let Some(dir) = given {
        return Some(dir.to_path_buf());
    }
    let exe = std::env::current_exe().ok();
    candidates(exe.as_deref())
        .into_iter()
        .find(|d| d.join("index.html").is_file())
}

/// Where a site may be for the program at `exe`, in order: `site/` beside
/// it (the portable archive), `../share/wahree/site` (the Debian package:
/// `/usr/bin/wahree` and `/usr/share/wahree/site`), `target/web/` in the
/// current folder and `../web` beside the program's folder (a build from
/// source: `target/release/wahree` and `target/web/`).
fn candidates(exe: Option<&Path>) -> Vec<PathBuf> {
    let bin = exe.and_then(Path::parent);
    let prefix = bin.and_then(Path::parent);
    let mut all = Vec::new();
    all.extend(bin.map(|d| d.join("site")));
    all.extend(prefix.map(|p| p.join("share").join("wahree").join("site")));
    all.push(PathBuf::from("target/web"));
    all.extend(prefix.map(|p| p.join("web")));
    all
}

fn kind_of(name: &str) -> &'static str {
    match name.rsplit('.').next().unwrap_or("") {
        "html" => "text/html; charset=utf-8",
        "js" | "mjs" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "css" => "text/css; charset=utf-8",
        "json" => "application/json",
        "webmanifest" => "application/manifest+json",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "ico" => "image/x-icon",
        "otf" => "font/otf",
        "ttf" => "font/ttf",
        "woff2" => "font/woff2",
        "txt" => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// Whether a file name carries a content hash: `name-<16 hex>.ext`.
pub fn is_hashed(name: &str) -> bool {
    let stem = name.rsplit_once('.').map_or(name, |(s, _)| s);
    stem.rsplit_once('-')
        .is_some_and(|(_, h)| h.len() == 16 && h.bytes().all(|b| b.is_ascii_hexdigit()))
}

fn compressible(kind: &str) -> bool {
    !kind.starts_with("image/png") && kind != "font/woff2"
}

fn gzip(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut e = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
    e.write_all(bytes).ok()?;
    e.finish().ok()
}

fn brotli(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    let params = brotli::enc::BrotliEncoderParams {
        quality: 9,
        lgwin: 22,
        ..Default::default()
    };
    brotli::BrotliCompress(&mut &bytes[..], &mut out, &params).ok()?;
    Some(out)
}

impl Site {
    /// Reads and compresses every file under `dir` (a site is a handful
    /// of files; sub-folders are read too).
    pub fn load(dir: &Path) -> std::io::Result<Site> {
        let site = Site::read(dir)?;
        site.compress();
        Ok(site)
    }

    /// Compresses every file worth it that is not yet: seconds of work
    /// for a 13 MB site, which a
    /// server does once it listens.
    pub fn compress(&self) {
        // Smallest first: the page and the script are ready in a moment.
        let mut files: Vec<&File> = self
            .files
            .values()
            .filter(|f| compressible(f.kind) && f.plain.len() > 512)
            .collect();
        files.sort_by_key(|f| f.plain.len());
        // Gzip first for every file, a fast pass that leaves no browser
        // waiting long; brotli, a third smaller, in the seconds after.
        for f in &files {
            if let Some(g) = gzip(&f.plain) {
                let _ = f.gzip.set(Bytes::from(g));
            }
            // Wakes the requests waiting (each looks at its own file).
            self.compressed.0.send_modify(|_| {});
        }
        for f in &files {
            if let Some(b) = brotli(&f.plain) {
                let _ = f.brotli.set(Bytes::from(b));
            }
            self.compressed.0.send_modify(|_| {});
        }
        self.compressed.0.send_replace(true);
    }

    /// Waits, if `path` is a file a browser that takes brotli or gzip
    /// would be sent plain because its compressed copies are not made
    /// yet (the first seconds after the server starts). The plain module
    /// is 13 MB, and a browser keeps what it got for a year.
    pub async fn ready_for(&self, path: &str, headers: &HeaderMap) {
        let path = if path == "/" { "/index.html" } else { path };
        let Some(f) = self.files.get(path) else {
            return;
        };
        let (br, gz) = (accepts(headers, "br"), accepts(headers, "gzip"));
        // A compressed copy this client takes (`get` sends the best ready).
        let ready = || (br && f.brotli.get().is_some()) || (gz && f.gzip.get().is_some());
        if (br || gz) && compressible(f.kind) && f.plain.len() > 512 && !ready() {
            let mut done = self.compressed.0.subscribe();
            // An error is a site dropped while compressing: send what there is.
            let _ = done.wait_for(|all| *all || ready()).await;
        }
    }

    /// Reads every file under `dir`, compressing none.
    pub fn read(dir: &Path) -> std::io::Result<Site> {
        let mut site = Site {
            dir: Some(dir.to_path_buf()),
            ..Site::default()
        };
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d)? {
                let entry = entry?;
                let path = entry.path();
                let ty = entry.file_type()?;
                if ty.is_dir() {
                    stack.push(path);
                    continue;
                }
                if !ty.is_file() {
                    continue;
                }
                let Ok(rel) = path.strip_prefix(dir) else {
                    continue;
                };
                let url = format!(
                    "/{}",
                    rel.components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/")
                );
                let name = url.rsplit('/').next().unwrap_or("").to_owned();
                // Precompressed copies beside a file are used, not served.
                if name.ends_with(".gz") || name.ends_with(".br") {
                    continue;
                }
                let plain = Bytes::from(std::fs::read(&path)?);
                let kind = kind_of(&name);
                if url == "/index.html" {
                    site.csp =
                        HeaderValue::from_str(&policy(&String::from_utf8_lossy(&plain))).ok();
                }
                let hash = Sha256::digest(&plain);
                let etag = format!(
                    "\"{}\"",
                    hash[..12]
                        .iter()
                        .map(|b| format!("{b:02x}"))
                        .collect::<String>()
                );
                site.files.insert(
                    url,
                    File {
                        kind,
                        etag,
                        plain,
                        gzip: OnceLock::new(),
                        brotli: OnceLock::new(),
                        immutable: is_hashed(&name),
                    },
                );
            }
        }
        Ok(site)
    }

    pub fn is_empty(&self) -> bool {
        self.files.is_empty()
    }

    /// Bytes of the files as stored and as brotli sends them.
    pub fn sizes(&self) -> (usize, usize) {
        self.files.values().fold((0, 0), |(a, b), f| {
            (
                a + f.plain.len(),
                b + f.brotli.get().map_or(f.plain.len(), Bytes::len),
            )
        })
    }

    /// The answer to `GET path`.
    pub fn get(&self, path: &str, headers: &HeaderMap) -> Response {
        let path = if path == "/" { "/index.html" } else { path };
        let Some(f) = self.files.get(path) else {
            return (StatusCode::NOT_FOUND, "not found").into_response();
        };
        let mut h = HeaderMap::new();
        h.insert(header::CONTENT_TYPE, HeaderValue::from_static(f.kind));
        h.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(if f.immutable {
                "public, max-age=31536000, immutable"
            } else {
                "no-cache"
            }),
        );
        if let Ok(v) = HeaderValue::from_str(&f.etag) {
            h.insert(header::ETAG, v);
        }
        h.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
        h.insert(
            "x-content-type-options",
            HeaderValue::from_static("nosniff"),
        );
        if let Some(csp) = &self.csp {
            h.insert(header::CONTENT_SECURITY_POLICY, csp.clone());
        }
        let none_match = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == f.etag || t.trim() == "*"));
        if none_match {
            return (StatusCode::NOT_MODIFIED, h).into_response();
        }
        let accepts = |enc: &str| accepts(headers, enc);
        let body = match (f.brotli.get(), f.gzip.get()) {
            (Some(b), _) if accepts("br") => {
                h.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
                b.clone()
            }
            (_, Some(g)) if accepts("gzip") => {
                h.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
                g.clone()
            }
            _ => f.plain.clone(),
        };
        (StatusCode::OK, h, Body::new(Chunks { bytes: body })).into_response()
    }
}

/// A file's shared bytes sent as slices of 64 KB (each a count on the one
/// copy): a connection buffers a slice or a few, never a copy of the file,
/// whatever its transport does with a body.
struct Chunks {
    bytes: Bytes,
}

impl axum::body::HttpBody for Chunks {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        _: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<Bytes>, Self::Error>>> {
        if self.bytes.is_empty() {
            return std::task::Poll::Ready(None);
        }
        let n = self.bytes.len().min(64 << 10);
        let slice = self.bytes.split_to(n);
        std::task::Poll::Ready(Some(Ok(hyper::body::Frame::data(slice))))
    }

    fn is_end_stream(&self) -> bool {
        self.bytes.is_empty()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        hyper::body::SizeHint::with_exact(self.bytes.len() as u64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_download_shares_the_one_copy_of_a_file() {
        let dir = std::env::temp_dir().join(format!("wahree-site-bytes-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("index.html"), "<p>hi</p>").unwrap();
        let big: Vec<u8> = (0..200_000u32).map(|i| (i % 251) as u8).collect();
        std::fs::write(dir.join("wahree-0123456789abcdef.wasm"), &big).unwrap();
        let site = Site::load(&dir).unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        // Every frame of an answer, as sent.
        let frames = |enc: &str| {
            use axum::body::HttpBody;
            let mut h = HeaderMap::new();
            h.insert(header::ACCEPT_ENCODING, HeaderValue::from_str(enc).unwrap());
            let mut body = site.get("/wahree-0123456789abcdef.wasm", &h).into_body();
            let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
            let mut out = Vec::new();
            while let std::task::Poll::Ready(Some(f)) =
                std::pin::Pin::new(&mut body).poll_frame(&mut cx)
            {
                out.push(f.unwrap().into_data().unwrap());
            }
            out
        };
        for enc in ["identity", "gzip", "br"] {
            let (a, b) = (frames(enc), frames(enc));
            assert!(a.iter().all(|f| f.len() <= 64 << 10), "{enc}: in slices");
            assert_eq!(a.len(), b.len());
            for (x, y) in a.iter().zip(&b) {
                assert_eq!(
                    x.as_ptr(),
                    y.as_ptr(),
                    "{enc}: the same bytes, not a copy each"
                );
            }
        }
        assert_eq!(frames("identity").concat(), big);
    }

    #[test]
    fn the_policy_allows_the_pages_own_inline_script_and_nothing_else_inline() {
        let page = "<style>p{}</style><script type=\"module\">\n  go();\n</script>\
                    <script src=\"x.js\"></script>";
        let p = policy(page);
        let want = base64(&Sha256::digest(b"\n  go();\n"));
        assert_eq!(base64(b"Man"), "TWFu");
        assert_eq!(base64(b"Ma"), "TWE=");
        assert_eq!(base64(b"M"), "TQ==");
        assert!(p.contains(&format!("'sha256-{want}'")), "{p}");
        assert_eq!(p.matches("'sha256-").count(), 1, "{p}");
        assert!(p.contains("'wasm-unsafe-eval'") && p.contains("worker-src 'self'"));
        assert!(!p.contains("'unsafe-eval'") && !p.contains("script-src 'self' 'unsafe-inline'"));
        assert!(p.contains("frame-ancestors 'none'") && p.contains("object-src 'none'"));
    }

    #[test]
    fn hashed_names_are_told_apart() {
        assert!(is_hashed("wahree_bg-0123456789abcdef.wasm"));
        assert!(is_hashed("wahree-0123456789abcdef.js"));
        assert!(!is_hashed("index.html"));
        assert!(!is_hashed("worker.js"));
        assert!(!is_hashed("wahree-bg.wasm"));
    }

    #[test]
    fn an_installed_program_finds_its_packaged_site() {
        let at = |exe: &str| candidates(Some(Path::new(exe)));
        assert_eq!(
            at("/usr/bin/wahree"),
            [
                PathBuf::from("/usr/bin/site"),
                PathBuf::from("/usr/share/wahree/site"),
                PathBuf::from("target/web"),
                PathBuf::from("/usr/web"),
            ]
        );
        assert_eq!(at("/opt/wahree/wahree")[0], Path::new("/opt/wahree/site"));
        assert_eq!(at("w/target/release/wahree")[3], Path::new("w/target/web"));
        assert_eq!(candidates(None), [PathBuf::from("target/web")]);
    }
}
