//! The site's service worker (web/sw.js) told what this build is: the
//! files a device keeps to open the app without the server, and a version
//! that changes whenever one of them does (a browser installs a service
//! worker again only when its script's bytes change).

use std::fs;
use std::path::Path;

/// Fetched when needed and kept then, not on the first visit: the whole
/// Japanese font is 4 MB that most devices never need.
const LATER: [&str; 1] = ["wahree-full-font.otf"];
const SCRIPT: &str = "sw.js";

/// Writes the list of `dir`'s files and their version into its `sw.js`;
/// the list, as written.
pub fn apply(dir: &Path) -> Result<Vec<String>, String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .filter_map(|e| e.file_name().to_str().map(str::to_owned))
        .filter(|n| n != SCRIPT && !LATER.contains(&n.as_str()))
        .collect();
    names.sort();
    let mut all = Vec::new();
    for name in &names {
        all.extend_from_slice(name.as_bytes());
        all.extend(fs::read(dir.join(name)).map_err(|e| format!("cannot read {name}: {e}"))?);
    }
    let version = crate::fingerprint::hash(&all);
    // The page itself is kept as the scope's root, which is what a
    // device opens.
    let files: Vec<String> = names
        .iter()
        .map(|n| {
            if n == "index.html" {
                "./".to_owned()
            } else {
                format!("./{n}")
            }
        })
        .collect();
    let path = dir.join(SCRIPT);
    let script = fs::read_to_string(&path).map_err(|e| format!("cannot read {SCRIPT}: {e}"))?;
    for mark in ["__VERSION__", "__FILES__"] {
        if !script.contains(mark) {
            return Err(format!("{SCRIPT} has no {mark}: the site's layout changed"));
        }
    }
    let list = format!(
        "[{}]",
        files
            .iter()
            .map(|f| format!("{f:?}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    fs::write(
        &path,
        script
            .replace("__VERSION__", &version)
            .replace("__FILES__", &list),
    )
    .map_err(|e| format!("cannot write {SCRIPT}: {e}"))?;
    Ok(files)
}

/// In the browser of `tools`: a device that has opened the site once opens it again
/// with the server switched off; a new build reaches it whole, at the
/// second start after the server has it, and never mixed with the old.
pub fn check(tools: &crate::browser::Tools, site: &Path) -> Result<(), String> {
    use crate::checks::{expect, first_frame};
    use serde_json::json;
    let name = tools.kind.name();
    // Two builds of the site: this one, and one that differs by a page
    // comment and so by its worker's version.
    let root = std::env::temp_dir().join(format!("wahree-offline-{}", std::process::id()));
    let _ = fs::remove_dir_all(&root);
    let (one, two) = (root.join("one"), root.join("two"));
    for dir in [&one, &two] {
        crate::checks::copy_dir(site, dir)?;
    }
    let page = fs::read_to_string(two.join("index.html")).map_err(|e| e.to_string())?;
    fs::write(
        two.join("index.html"),
        page.replace("<body>", "<body><!-- build two -->"),
    )
    .map_err(|e| e.to_string())?;
    let script = fs::read_to_string(two.join(SCRIPT)).map_err(|e| e.to_string())?;
    fs::write(
        two.join(SCRIPT),
        script.replacen("wahree-", "wahree-two-", 1),
    )
    .map_err(|e| e.to_string())?;
    let result = (|| {
        let server = crate::serve::Server::start(&one, 0).map_err(|e| e.to_string())?;
        let b = crate::browser::Browser::open(tools, "en-US", 1024, 700)?;
        let s = &b.session;
        s.goto(&server.url())?;
        first_frame(s)?;
        let controlled = |s: &crate::webdriver::Session| -> Result<bool, String> {
            Ok(s.eval("return !!navigator.serviceWorker?.controller;", json!([]))? == true)
        };
        let t0 = std::time::Instant::now();
        while !controlled(s)? {
            if t0.elapsed() > std::time::Duration::from_secs(60) {
                return Err("FAILED: the service worker never took charge of the page".into());
            }
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        println!(
            "  ok ({name}): the first visit keeps the site on the device (service worker in charge)"
        );
        let port = server.port();
        server.stop();
        reload(s)?;
        first_frame(s)?;
        expect(
            controlled(s)?,
            "the page opened offline is the service worker's",
        )?;
        println!(
            "  ok ({name}): with the server switched off, a reload opens the app and draws the board"
        );
        // The server comes back with a new build: the device starts the old
        // one whole, keeps the new one, and starts it whole next time.
        let server = crate::serve::Server::start(&two, port).map_err(|e| e.to_string())?;
        reload(s)?;
        first_frame(s)?;
        let build = |s: &crate::webdriver::Session| -> Result<bool, String> {
            Ok(s.eval(
                "return document.documentElement.innerHTML.includes('build two');",
                json!([]),
            )? == true)
        };
        expect(
            !build(s)?,
            "the start after a new build is still the old build, whole",
        )?;
        s.set_timeouts(70_000)?;
        let waiting = s.eval_async(
            "const done = arguments[arguments.length - 1];
             const t0 = Date.now();
             const look = async () => {
               const reg = await navigator.serviceWorker.getRegistration();
               if (reg?.waiting) return done(true);
               if (Date.now() - t0 > 60000) return done(false);
               reg?.update().catch(() => {});
               setTimeout(look, 200);
             };
             look();",
            json!([]),
        )?;
        expect(
            waiting == true,
            "the new build is kept, waiting for the next start",
        )?;
        reload(s)?;
        // The page hands over to the new build and starts again.
        let t0 = std::time::Instant::now();
        while !(build(s).unwrap_or(false) && first_frame(s).is_ok()) {
            if t0.elapsed() > std::time::Duration::from_secs(60) {
                s.set_timeouts(10_000)?;
                let seen = s.eval_async(
                    "const done = arguments[arguments.length - 1];
                     navigator.serviceWorker.getRegistration().then(async (reg) => done({
                       page: document.body.innerHTML.slice(0, 80),
                       active: reg?.active?.state, waiting: !!reg?.waiting,
                       caches: await caches.keys(),
                       nav: performance.getEntriesByType('navigation')[0]?.type,
                       controlled: !!navigator.serviceWorker.controller,
                     }));",
                    json!([]),
                );
                return Err(format!(
                    "FAILED: the new build did not start at the next start: {seen:?}"
                ));
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        println!("  ok ({name}): a new build starts whole at the next start after it is kept");
        drop(server);
        Ok(())
    })();
    let _ = fs::remove_dir_all(&root);
    result
}

/// A reload as the browser's own Reload button makes it. Firefox's
/// WebDriver Refresh goes past the service worker (offline it reached
/// Firefox's error page), so outside Chromium the page reloads itself
/// and the new page is awaited.
fn reload(s: &crate::webdriver::Session) -> Result<(), String> {
    use serde_json::json;
    use std::time::{Duration, Instant};
    if s.chromium {
        return s.refresh();
    }
    s.eval(
        "window.__wtOld = true; setTimeout(() => location.reload(), 0);",
        json!([]),
    )?;
    let t0 = Instant::now();
    loop {
        std::thread::sleep(Duration::from_millis(100));
        // While the page changes a script may fail: asked again.
        let new = s.eval(
            "return !window.__wtOld && document.readyState === 'complete';",
            json!([]),
        );
        if new.is_ok_and(|v| v == true) {
            return Ok(());
        }
        if t0.elapsed() > Duration::from_secs(60) {
            return Err("FAILED: the page did not reload within 60 s".into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(label: &str, module: &[u8]) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("xtask-offline-{label}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("index.html"), "<p>page</p>").unwrap();
        fs::write(dir.join("wahree_bg-0123456789abcdef.wasm"), module).unwrap();
        fs::write(dir.join("wahree-full-font.otf"), "font").unwrap();
        fs::write(
            dir.join(SCRIPT),
            "const VERSION = \"wahree-__VERSION__\";\nconst FILES = __FILES__;\n",
        )
        .unwrap();
        dir
    }

    #[test]
    fn the_worker_keeps_every_file_but_itself_and_the_whole_font() {
        let dir = site("list", b"module");
        let files = apply(&dir).unwrap();
        assert_eq!(files, ["./", "./wahree_bg-0123456789abcdef.wasm"]);
        let script = fs::read_to_string(dir.join(SCRIPT)).unwrap();
        assert!(
            script.contains(r#"const FILES = ["./", "./wahree_bg-0123456789abcdef.wasm"];"#),
            "{script}"
        );
        assert!(!script.contains("__"), "{script}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_changed_file_gives_the_worker_a_new_version() {
        let version = |label: &str, module: &[u8]| {
            let dir = site(label, module);
            apply(&dir).unwrap();
            let script = fs::read_to_string(dir.join(SCRIPT)).unwrap();
            let _ = fs::remove_dir_all(&dir);
            script.lines().next().unwrap().to_owned()
        };
        assert_eq!(version("a", b"one"), version("b", b"one"));
        assert_ne!(version("c", b"one"), version("d", b"two"));
    }

    #[test]
    fn a_worker_without_its_marks_is_refused() {
        let dir = site("marks", b"m");
        fs::write(dir.join(SCRIPT), "const FILES = [];").unwrap();
        assert!(apply(&dir).unwrap_err().contains("__VERSION__"));
        let _ = fs::remove_dir_all(&dir);
    }
}
