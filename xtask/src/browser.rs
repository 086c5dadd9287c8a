//! The browsers the web test drives, each through its own WebDriver
//! server: headless Chromium (chromedriver), headless Firefox ESR
//! (geckodriver) and WebKitGTK, Safari's engine (WebKitWebDriver with its
//! MiniBrowser, on a virtual screen: this version has no headless mode).
//! Finding them, and a browser with a fresh profile (a cold cache, nothing
//! stored) per [`Browser`].

use std::net::TcpListener;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::webdriver::{self, Session};

/// A browser engine the web test knows how to drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Chromium,
    Firefox,
    WebKit,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Chromium, Kind::Firefox, Kind::WebKit];

    pub fn name(self) -> &'static str {
        match self {
            Kind::Chromium => "Chromium",
            Kind::Firefox => "Firefox ESR",
            Kind::WebKit => "WebKitGTK",
        }
    }

    /// What to install when it is missing (.ci/packages, .ci/run).
    pub fn install(self) -> &'static str {
        match self {
            Kind::Chromium => "apt-get install chromium chromium-driver",
            Kind::Firefox => "apt-get install firefox-esr; cargo install --locked geckodriver",
            Kind::WebKit => "apt-get install webkit2gtk-driver xvfb",
        }
    }
}

pub struct Tools {
    pub kind: Kind,
    pub browser: PathBuf,
    pub driver: PathBuf,
}

impl Tools {
    /// The browser of `kind` and its WebDriver server, if both are there:
    /// Debian's `chromium` and `chromium-driver`, `firefox-esr` and
    /// geckodriver (from crates.io), `webkit2gtk-driver`.
    pub fn of(kind: Kind) -> Option<Tools> {
        let (browser, driver) = match kind {
            Kind::Chromium => (
                ["chromium", "chromium-browser", "google-chrome"]
                    .into_iter()
                    .find_map(on_path)?,
                on_path("chromedriver")?,
            ),
            Kind::Firefox => (
                ["firefox-esr", "firefox"].into_iter().find_map(on_path)?,
                // `cargo install` puts it in ~/.cargo/bin, which a
                // shell's PATH may leave out.
                on_path("geckodriver").or_else(|| {
                    let p = PathBuf::from(std::env::var_os("HOME")?).join(".cargo/bin/geckodriver");
                    p.is_file().then_some(p)
                })?,
            ),
            Kind::WebKit => {
                // The driver's own browser lives beside the engine's
                // helpers (libwebkit2gtk-4.1-0); the screen is Xvfb's.
                on_path("Xvfb")?;
                let browser = std::fs::read_dir("/usr/lib")
                    .ok()?
                    .flatten()
                    .map(|e| e.path().join("webkit2gtk-4.1/MiniBrowser"))
                    .find(|p| p.is_file())?;
                (browser, on_path("WebKitWebDriver")?)
            }
        };
        Some(Tools {
            kind,
            browser,
            driver,
        })
    }

    /// The browser's own version line, for the test's output.
    pub fn version(&self) -> String {
        let out = match self.kind {
            // MiniBrowser has no --version: the engine's package says it.
            Kind::WebKit => Command::new("dpkg-query")
                .args(["-W", "-f", "WebKitGTK ${Version}", "libwebkit2gtk-4.1-0"])
                .output(),
            _ => Command::new(&self.browser).arg("--version").output(),
        };
        out.ok()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_owned())
            .filter(|v| !v.is_empty())
            .unwrap_or_else(|| self.kind.name().to_owned())
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(name))
        .find(|p| p.is_file())
}

/// One browser with its own WebDriver server and a fresh profile (and,
/// for WebKitGTK, its own virtual screen), all removed when dropped.
pub struct Browser {
    pub session: Session,
    driver: Child,
    screen: Option<Child>,
    profile: PathBuf,
}

impl Browser {
    /// A browser whose preferred language is `lang` (what
    /// `navigator.languages` says; WebKitGTK's is the system's locale),
    /// with a viewport of `width` x `height`.
    pub fn open(tools: &Tools, lang: &str, width: u32, height: u32) -> Result<Browser, String> {
        let port = free_port()?;
        let profile =
            std::env::temp_dir().join(format!("wahree-web-test-{}-{port}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let mut screen = None;
        let mut driver = Command::new(&tools.driver);
        driver.stdout(Stdio::null()).stderr(Stdio::null());
        match tools.kind {
            Kind::Chromium => driver.arg(format!("--port={port}")),
            // Marionette's port is the system's choice, so that several
            // Firefoxes run side by side.
            Kind::Firefox => driver.args(["--port", &port.to_string()]),
            Kind::WebKit => {
                let (xvfb, display) = virtual_screen()?;
                screen = Some(xvfb);
                driver.arg(format!("--port={port}")).env("DISPLAY", display)
            }
        };
        let driver = match driver.spawn() {
            Ok(driver) => driver,
            Err(e) => {
                // The virtual screen goes with the driver that failed.
                if let Some(mut xvfb) = screen {
                    let _ = xvfb.kill();
                    let _ = xvfb.wait();
                }
                return Err(format!("cannot start {}: {e}", tools.driver.display()));
            }
        };
        let mut browser = Browser {
            session: Session::placeholder(),
            driver,
            screen,
            profile,
        };
        let t0 = Instant::now();
        while !webdriver::ready(port) {
            if t0.elapsed() > Duration::from_secs(20) {
                return Err(format!(
                    "{} did not start within 20 s",
                    tools.driver.display()
                ));
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        let capabilities = match tools.kind {
            Kind::Chromium => chromium(tools, &browser.profile, lang, width, height),
            Kind::Firefox => json!({
                "browserName": "firefox",
                "moz:firefoxOptions": {
                    "binary": tools.browser,
                    "args": ["-headless", "-width", width.to_string(),
                             "-height", height.to_string()],
                    "prefs": {
                        "intl.accept_languages": lang,
                        // Nothing fetched from Mozilla while a test runs.
                        "app.update.disabledForTesting": true,
                        "browser.shell.checkDefaultBrowser": false,
                        "datareporting.policy.dataSubmissionEnabled": false,
                    },
                },
            }),
            // `--automation` lets the driver take MiniBrowser; without it
            // the new session never answers.
            Kind::WebKit => json!({
                "webkitgtk:browserOptions": {
                    "binary": tools.browser,
                    "args": ["--automation"],
                },
            }),
        };
        browser.session = Session::new(port, capabilities)?;
        browser.session.chromium = tools.kind == Kind::Chromium;
        browser.session.set_timeouts(120_000)?;
        browser.session.viewport(width, height)?;
        Ok(browser)
    }
}

fn chromium(
    tools: &Tools,
    profile: &Path,
    lang: &str,
    width: u32,
    height: u32,
) -> serde_json::Value {
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
        &format!("--user-data-dir={}", profile.display()),
        &format!("--window-size={width},{height}"),
        &format!("--lang={lang}"),
    ];
    json!({
        "browserName": "chrome",
        "goog:chromeOptions": {
            "binary": tools.browser,
            "args": args,
            "prefs": { "intl.accept_languages": lang },
        },
    })
}

impl Drop for Browser {
    fn drop(&mut self) {
        // The session first (it closes the browser), then its driver.
        self.session.close();
        for child in [Some(&mut self.driver), self.screen.as_mut()]
            .into_iter()
            .flatten()
        {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

/// An Xvfb of its own on a display nobody uses, large enough for a tablet
/// held upright with the browser's toolbar; once it takes connections.
fn virtual_screen() -> Result<(Child, String), String> {
    let n = (140..200)
        .find(|n| {
            !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
                && !Path::new(&format!("/tmp/.X{n}-lock")).exists()
        })
        .ok_or("no free display number")?;
    let display = format!(":{n}");
    let mut xvfb = Command::new("Xvfb")
        .arg(&display)
        .args(["-screen", "0", "1600x1400x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start Xvfb: {e} (apt-get install xvfb)"))?;
    let t0 = Instant::now();
    while UnixStream::connect(format!("/tmp/.X11-unix/X{n}")).is_err() {
        if t0.elapsed() > Duration::from_secs(20) {
            let _ = xvfb.kill();
            let _ = xvfb.wait();
            return Err("the virtual screen (Xvfb) did not come up".into());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    Ok((xvfb, display))
}

fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind(("127.0.0.1", 0)).map_err(|e| e.to_string())?;
    l.local_addr().map(|a| a.port()).map_err(|e| e.to_string())
}
