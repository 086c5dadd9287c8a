//! The browser app, served to the school's network: every file of the
//! site read once at the start and compressed once (brotli and gzip; the
//! server compresses after it starts listening, `Site::compress`, and
//! sends a file plain until its compressed copies are ready), a
//! file whose name carries its content's hash (`wahree-1f2e….wasm`, as
//! `cargo xtask web` names them) cached for a year, the rest (the page,
//! the worker) revalidated by ETag, so that a second load of the page
//! moves a few kilobytes.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use axum::body::Body;
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use sha2::{Digest, Sha256};

/// One file, as it is sent.
pub struct File {
    kind: &'static str,
    etag: String,
    plain: Vec<u8>,
    /// Set once compressed (compressible files over 512 bytes only).
    gzip: OnceLock<Vec<u8>>,
    brotli: OnceLock<Vec<u8>>,
    immutable: bool,
}

/// The site in memory, by path (`/index.html`).
#[derive(Default)]
pub struct Site {
    files: HashMap<String, File>,
    pub dir: Option<PathBuf>,
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
    /// for a 13 MB site (tens of seconds in a debug build), which a
    /// server does once it listens.
    pub fn compress(&self) {
        for f in self.files.values() {
            if compressible(f.kind) && f.plain.len() > 512 {
                if let Some(g) = gzip(&f.plain) {
                    let _ = f.gzip.set(g);
                }
                if let Some(b) = brotli(&f.plain) {
                    let _ = f.brotli.set(b);
                }
            }
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
                let plain = std::fs::read(&path)?;
                let kind = kind_of(&name);
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
                b + f.brotli.get().map_or(f.plain.len(), Vec::len),
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
        let none_match = headers
            .get(header::IF_NONE_MATCH)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.split(',').any(|t| t.trim() == f.etag || t.trim() == "*"));
        if none_match {
            return (StatusCode::NOT_MODIFIED, h).into_response();
        }
        let accepts = |enc: &str| {
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
        };
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
        (StatusCode::OK, h, Body::from(body)).into_response()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
