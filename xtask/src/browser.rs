//! Headless Chromium driven through chromedriver: finding both, and a
//! browser with a fresh profile (a cold cache, nothing stored) per
//! [`Browser`].

use std::net::TcpListener;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::webdriver::{self, Session};

pub struct Tools {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

impl Tools {
    /// Chromium and its driver from PATH (Debian's `chromium` and
    /// `chromium-driver` packages), if both are there.
    pub fn find() -> Option<Tools> {
        let chromium = ["chromium", "chromium-browser", "google-chrome"]
            .into_iter()
            .find_map(on_path)?;
        let chromedriver = on_path("chromedriver")?;
        Some(Tools {
            chromium,
            chromedriver,
        })
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// One headless Chromium with its own chromedriver and a fresh profile,
/// all removed when dropped.
pub struct Browser {
    pub session: Session,
    driver: Child,
    profile: PathBuf,
}

impl Browser {
    /// A browser whose preferred language is `lang` (what
    /// `navigator.languages` says), with a window of `width` x `height`.
    pub fn open(tools: &Tools, lang: &str, width: u32, height: u32) -> Result<Browser, String> {
        let port = free_port()?;
        let driver = Command::new(&tools.chromedriver)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("cannot start chromedriver: {e}"))?;
        let profile =
            std::env::temp_dir().join(format!("wahree-web-test-{}-{port}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let mut browser = Browser {
            session: Session::placeholder(),
            driver,
            profile,
        };
        let t0 = Instant::now();
        while !webdriver::ready(port) {
            if t0.elapsed() > Duration::from_secs(20) {
                return Err("chromedriver did not start within 20 s".into());
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let args = [
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-background-networking",
            // Four browsers side by side are one classroom: none of them
            // is a background tab whose timers and frames may stop (the
            // projector, left alone while the children answer, stopped
            // drawing and hearing its clock).
            "--disable-background-timer-throttling",
            "--disable-backgrounding-occluded-windows",
            "--disable-renderer-backgrounding",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            &format!("--user-data-dir={}", browser.profile.display()),
            &format!("--window-size={width},{height}"),
            &format!("--lang={lang}"),
        ];
        browser.session = Session::new(
            port,
            json!({
                "browserName": "chrome",
                "goog:chromeOptions": {
                    "binary": tools.chromium,
                    "args": args,
                    "prefs": { "intl.accept_languages": lang },
                },
            }),
        )?;
        browser.session.set_timeouts(120_000)?;
        browser.session.viewport(width, height)?;
        Ok(browser)
    }
}

impl Drop for Browser {
    fn drop(&mut self) {
        // The session first (it closes Chromium), then its driver.
        self.session.close();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind(("127.0.0.1", 0)).map_err(|e| e.to_string())?;
    l.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}
