//! The packaged app opened as a teacher opens it: the menu entry's
//! command (`Exec=` of `wahree.desktop`), found on the `PATH` of the
//! package's root, on a virtual screen of its own (`Xvfb`, a display
//! number nobody uses), with a home folder of its own so that nothing of
//! this machine's is read or written. The check waits for the window
//! named Wahree (`xdotool`), draws the screen to a PNG
//! (`target/dist/app-start.png`) and asks that it is not blank, then
//! closes it all.

use std::fs;
use std::os::unix::net::UnixStream;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use super::check::Stopping;
use super::{mkdir, output};

/// How long the window may take: a debug build on a loaded machine.
const PATIENCE: Duration = Duration::from_secs(120);

/// The command of the menu entry in `root` (a package unpacked or
/// installed), without its field codes (`%U`).
pub fn menu_command(root: &Path) -> Result<Vec<String>, String> {
    let path = root.join("usr/share/applications/wahree.desktop");
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    exec_of(&text).ok_or_else(|| format!("{} has no Exec line", path.display()))
}

fn exec_of(desktop: &str) -> Option<Vec<String>> {
    let exec = desktop
        .lines()
        .skip_while(|l| l.trim() != "[Desktop Entry]")
        .find_map(|l| l.strip_prefix("Exec="))?;
    let words: Vec<String> = exec
        .split_whitespace()
        .filter(|w| !(w.len() == 2 && w.starts_with('%')))
        .map(str::to_owned)
        .collect();
    (!words.is_empty()).then_some(words)
}

/// Opens the app of `root` by its menu entry on a virtual screen; the
/// PNG of its first screen, written to `shot`.
pub fn check(root: &Path, tmp: &Path, shot: &Path, what: &str) -> Result<(), String> {
    let command = menu_command(root)?;
    let display = free_display()?;
    let screen = Command::new("Xvfb")
        .arg(&display)
        .args(["-screen", "0", "1280x800x24", "-nolisten", "tcp"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .map_err(|e| format!("cannot start Xvfb: {e} (apt-get install xvfb)"))?;
    let _screen = Stopping(screen);
    // Until it takes a connection, not until its socket exists: the file
    // is there from bind(), before listen(), and an app started in that
    // moment could not open the display (CI on a loaded 2-core machine).
    wait_until("the virtual screen", || {
        UnixStream::connect(format!("/tmp/.X11-unix/X{}", &display[1..])).is_ok()
    })?;

    let home = tmp.join(format!("home-{what}"));
    mkdir(&home)?;
    let path = format!(
        "{}:{}",
        root.join("usr/bin").display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let log = home.join("app.log");
    let app = Command::new(&command[0])
        .args(&command[1..])
        .env_clear()
        .env("PATH", path)
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_CONFIG_HOME", home.join("config"))
        .env("XDG_CACHE_HOME", home.join("cache"))
        .env("XDG_RUNTIME_DIR", &home)
        .env("DISPLAY", &display)
        .env("LANG", "en_US.UTF-8")
        .stdout(Stdio::null())
        .stderr(fs::File::create(&log).map_err(|e| format!("{}: {e}", log.display()))?)
        .spawn()
        .map_err(|e| format!("{what}: the menu entry's {command:?}: {e}"))?;
    let mut app = Stopping(app);
    let started = Instant::now();
    let window = loop {
        if let Ok(Some(status)) = app.0.try_wait() {
            let said = fs::read_to_string(&log).unwrap_or_default();
            return Err(format!(
                "{what}: the app ended ({status}) before its window: {said}"
            ));
        }
        let found = output(Command::new("xdotool").env("DISPLAY", &display).args([
            "search",
            "--onlyvisible",
            "--name",
            "^Wahree",
        ]));
        if let Some(id) = found.ok().and_then(|o| o.lines().next().map(str::to_owned)) {
            break id;
        }
        if started.elapsed() > PATIENCE {
            let said = fs::read_to_string(&log).unwrap_or_default();
            return Err(format!("{what}: no Wahree window in {PATIENCE:?}: {said}"));
        }
        sleep(Duration::from_millis(500));
    };
    // Its first frames drawn.
    sleep(Duration::from_secs(3));
    let _ = fs::remove_file(shot);
    output(
        Command::new("import")
            .env("DISPLAY", &display)
            .args(["-window", "root"])
            .arg(shot),
    )
    .map_err(|e| format!("cannot draw the screen (apt-get install imagemagick): {e}"))?;
    let colours = output(Command::new("identify").args(["-format", "%k"]).arg(shot))?;
    let colours: u32 = colours.trim().parse().unwrap_or(0);
    if colours < 16 {
        return Err(format!(
            "{what}: the window is there but the screen is nearly blank ({colours} colours, {})",
            shot.display()
        ));
    }
    println!(
        "  {what}: the menu entry's `{}` opens the Wahree window (X id {window}) in {:.0} s; its first screen: {}",
        command.join(" "),
        started.elapsed().as_secs_f64(),
        shot.display()
    );
    Ok(())
}

/// A display number with no screen on it (none of `/tmp/.X11-unix/X*`).
fn free_display() -> Result<String, String> {
    (140..200)
        .find(|n| {
            !Path::new(&format!("/tmp/.X11-unix/X{n}")).exists()
                && !Path::new(&format!("/tmp/.X{n}-lock")).exists()
        })
        .map(|n| format!(":{n}"))
        .ok_or_else(|| "no free display number".into())
}

fn wait_until(what: &str, done: impl Fn() -> bool) -> Result<(), String> {
    let until = Instant::now() + Duration::from_secs(20);
    while !done() {
        if Instant::now() > until {
            return Err(format!("{what} did not come up"));
        }
        sleep(Duration::from_millis(100));
    }
    Ok(())
}

/// Where the check draws the app's first screen.
pub fn shot_path(dist: &Path) -> PathBuf {
    dist.join("app-start.png")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_menu_entrys_command_is_read_without_its_field_codes() {
        let entry = "[Desktop Entry]\nType=Application\nName=Wahree\nExec=wahree %U\nIcon=wahree\n";
        assert_eq!(exec_of(entry), Some(vec!["wahree".to_owned()]));
        let entry = "[Desktop Entry]\nExec=wahree --lang it\n[Desktop Action x]\nExec=other\n";
        assert_eq!(
            exec_of(entry),
            Some(vec!["wahree".into(), "--lang".into(), "it".into()])
        );
        assert_eq!(exec_of("[Desktop Entry]\nExec=\n"), None);
        assert_eq!(exec_of("Exec=wahree\n"), None, "not in the entry's group");
    }
}
