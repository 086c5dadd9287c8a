//! `cargo xtask dist --check`: what `dist` made, checked as a teacher's
//! machine would meet it.
//!
//! - The `.deb`'s contents (`dpkg-deb -c`): every expected path, owned by
//!   root, the program executable, nothing outside `/usr`; its control
//!   fields (`dpkg-deb -f`).
//! - The menu entry by `desktop-file-validate` (errors and warnings fail;
//!   its hints are printed), its command and icon in the package; the
//!   manual page through `groff` with warnings on; the systemd unit by
//!   `systemd-analyze verify` where it runs.
//! - An install into a throwaway root (`dpkg --root DIR
//!   --force-script-chrootless`: the maintainer scripts run on DIR's files
//!   through `$DPKG_ROOT`, never on this machine's): the `wahree` user made
//!   in DIR's `/etc/passwd`, its data folder, the installed program's
//!   `--version`, `check` (the lessons built in), and `wahree serve`
//!   answering on loopback with the site found beside it; then removal
//!   (the user and a school's data kept) and purge (the user gone, the
//!   data kept, the folder removed once empty), leaving no file behind.
//!   Needs root (CI is); elsewhere it is skipped, saying so.
//! - The app opened by its menu entry's command on a virtual screen
//!   (`app_start.rs`), installed (or unpacked, without root): its window
//!   comes up and draws; the screen is kept as `target/dist/app-start.png`.
//! - The portable archive unpacked and its program run the same way; the
//!   site's archive listed.
//! - Each copyright file (the `.deb`'s, the portable archive's, the
//!   site's) read back: Debian's format, and every licence it names
//!   there with its text (`copyright::check`).

use std::fs;
use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use super::{ICON_SIZES, Made, file_name, mkdir, output, run, write};

pub fn run_all(root: &Path, made: &Made) -> Result<(), String> {
    let started = Instant::now();
    println!();
    println!("Checking the packages...");
    let tmp = crate::site::target_dir(root).join("dist-check");
    if tmp.exists() {
        fs::remove_dir_all(&tmp).map_err(|e| format!("cannot clear {}: {e}", tmp.display()))?;
    }
    mkdir(&tmp)?;
    let site = made.site.is_some();
    contents(made, site)?;
    let unpacked = tmp.join("unpacked");
    run(
        Command::new("dpkg-deb")
            .arg("-x")
            .arg(&made.deb)
            .arg(&unpacked),
        "dpkg-deb -x",
    )?;
    licences(
        &unpacked.join("usr/share/doc/wahree/copyright"),
        false,
        "the .deb's copyright",
    )?;
    desktop_entry(&unpacked)?;
    manual(&unpacked)?;
    unit(&unpacked)?;
    if is_root() {
        install(made, &tmp, site)?;
    } else {
        println!(
            "  install into a throwaway root SKIPPED: it needs root (the maintainer \
             scripts chown the data folder); CI runs it"
        );
        // The app as unpacked, then: its menu entry's command opens it.
        super::app_start::check(&unpacked, &tmp, &app_shot(made), "unpacked app")?;
    }
    portable(made, &tmp, site)?;
    if let Some(archive) = &made.site {
        let list = output(Command::new("tar").arg("-tzf").arg(archive))?;
        let top = format!("wahree-site-{}/", made.version);
        for name in ["index.html", "worker.js", super::SITE_COPYRIGHT] {
            if !list.lines().any(|l| l == format!("{top}{name}")) {
                return Err(format!("{} has no {top}{name}", file_name(archive)));
            }
        }
        println!("  {}: {} files", file_name(archive), list.lines().count());
        let notice = tmp.join("site").join(super::SITE_COPYRIGHT);
        write(
            &notice,
            output(
                Command::new("tar")
                    .arg("-xzOf")
                    .arg(archive)
                    .arg(format!("{top}{}", super::SITE_COPYRIGHT)),
            )?
            .as_bytes(),
        )?;
        licences(&notice, true, "the site's COPYRIGHT.txt")?;
    }
    fs::remove_dir_all(&tmp).map_err(|e| format!("cannot remove {}: {e}", tmp.display()))?;
    println!(
        "dist check: every check passed ({:.0} s)",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// The paths every package has (`./usr/...`, as dpkg-deb lists them).
fn expected(site: bool) -> Vec<String> {
    let mut paths: Vec<String> = [
        "./usr/bin/wahree",
        "./usr/share/applications/wahree.desktop",
        "./usr/share/icons/hicolor/scalable/apps/wahree.svg",
        "./usr/lib/systemd/system/wahree-serve.service",
        "./usr/share/man/man1/wahree.1.gz",
        "./usr/share/doc/wahree/copyright",
        "./usr/share/doc/wahree/changelog.gz",
        "./usr/share/doc/wahree/install.md",
    ]
    .map(str::to_owned)
    .into();
    for size in ICON_SIZES {
        paths.push(format!(
            "./usr/share/icons/hicolor/{size}x{size}/apps/wahree.png"
        ));
    }
    if site {
        paths.push("./usr/share/wahree/site/index.html".into());
        paths.push("./usr/share/wahree/site/worker.js".into());
    }
    paths
}

fn contents(made: &Made, site: bool) -> Result<(), String> {
    let list = output(Command::new("dpkg-deb").arg("-c").arg(&made.deb))?;
    let mut entries = Vec::new();
    for line in list.lines() {
        // "-rwxr-xr-x root/root  15717032 2026-12-01 19:40 ./usr/bin/wahree"
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [mode, owner, .., path] = fields[..] else {
            return Err(format!("dpkg-deb -c said {line:?}"));
        };
        if owner != "root/root" {
            return Err(format!("{path} is owned by {owner}, not root/root"));
        }
        if !(path == "./" || path.starts_with("./usr/")) {
            return Err(format!("{path}: a package installs under /usr only"));
        }
        if mode.starts_with('-') && mode != "-rw-r--r--" && mode != "-rwxr-xr-x" {
            return Err(format!("{path} has mode {mode}"));
        }
        entries.push((mode.to_owned(), path.to_owned()));
    }
    for path in expected(site) {
        if !entries.iter().any(|(_, p)| *p == path) {
            return Err(format!("{} lacks {path}", file_name(&made.deb)));
        }
    }
    if !entries
        .iter()
        .any(|(m, p)| p == "./usr/bin/wahree" && m == "-rwxr-xr-x")
    {
        return Err("/usr/bin/wahree is not executable".into());
    }
    if !site
        && entries
            .iter()
            .any(|(_, p)| p.starts_with("./usr/share/wahree/"))
    {
        return Err("a site in the package that dist did not put there".into());
    }
    let fields = output(Command::new("dpkg-deb").arg("-f").arg(&made.deb).args([
        "Package",
        "Version",
        "Architecture",
        "Depends",
    ]))?;
    for want in [
        "Package: wahree".to_owned(),
        format!("Version: {}", made.version),
        format!("Architecture: {}", made.deb_arch),
    ] {
        if !fields.lines().any(|l| l == want) {
            return Err(format!("the control file lacks {want:?}:\n{fields}"));
        }
    }
    if !fields.contains("libc6 (>= ") || !fields.contains("libxkbcommon0") {
        return Err(format!("Depends looks wrong:\n{fields}"));
    }
    println!(
        "  {}: {} entries, every expected path, owned by root",
        file_name(&made.deb),
        entries.len()
    );
    Ok(())
}

fn desktop_entry(unpacked: &Path) -> Result<(), String> {
    let path = unpacked.join("usr/share/applications/wahree.desktop");
    let out = Command::new("desktop-file-validate")
        .arg(&path)
        .output()
        .map_err(|e| {
            format!("cannot run desktop-file-validate: {e} (apt-get install desktop-file-utils)")
        })?;
    let said = String::from_utf8_lossy(&out.stdout).into_owned();
    let said = said + &String::from_utf8_lossy(&out.stderr);
    let serious: Vec<&str> = said
        .lines()
        .filter(|l| l.contains(": error:") || l.contains(": warning:"))
        .collect();
    if !out.status.success() || !serious.is_empty() {
        return Err(format!("desktop-file-validate: {said}"));
    }
    for hint in said.lines().filter(|l| !l.trim().is_empty()) {
        // Education;Game: both main categories, as issue 23 asks.
        println!(
            "  (desktop-file-validate {})",
            hint.split_once(": ").map_or(hint, |x| x.1)
        );
    }
    let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let value = |key: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(key)?.strip_prefix('='))
            .unwrap_or("")
            .to_owned()
    };
    let exec = super::app_start::menu_command(unpacked)?;
    let program = &exec[0];
    if !unpacked.join("usr/bin").join(program).is_file() {
        return Err(format!("the menu entry runs {exec:?}, not in /usr/bin"));
    }
    let icon = value("Icon");
    if !unpacked
        .join(format!("usr/share/icons/hicolor/48x48/apps/{icon}.png"))
        .is_file()
    {
        return Err(format!("the menu entry's icon {icon:?} is not in hicolor"));
    }
    println!("  wahree.desktop: valid; runs /usr/bin/{program}, icon {icon}");
    Ok(())
}

fn manual(unpacked: &Path) -> Result<(), String> {
    let page = unpacked.join("usr/share/man/man1/wahree.1.gz");
    let mut roff = String::new();
    flate2::read::GzDecoder::new(super::read(&page)?.as_slice())
        .read_to_string(&mut roff)
        .map_err(|e| format!("{}: {e}", page.display()))?;
    let mut groff = Command::new("groff")
        .args(["-man", "-Tutf8", "-ww", "-z"])
        .stdin(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run groff: {e} (apt-get install groff-base)"))?;
    groff
        .stdin
        .take()
        .ok_or("groff's input")?
        .write_all(roff.as_bytes())
        .map_err(|e| format!("groff: {e}"))?;
    let out = groff
        .wait_with_output()
        .map_err(|e| format!("groff: {e}"))?;
    let warnings = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !warnings.trim().is_empty() {
        return Err(format!("the manual page: {warnings}"));
    }
    for section in ["wahree serve", "wahree check"] {
        if !roff.contains(&format!(".SS \"{section}\"")) {
            return Err(format!("the manual page has no section for {section}"));
        }
    }
    println!("  wahree.1: groff reads it without a warning");
    Ok(())
}

/// systemd's own check of the unit, against this machine's systemd units
/// where systemd-analyze is installed; its complaint that /usr/bin/wahree
/// is missing here is expected (the program is in the package, not
/// installed on this machine).
fn unit(unpacked: &Path) -> Result<(), String> {
    let unit = unpacked.join("usr/lib/systemd/system/wahree-serve.service");
    let text = fs::read_to_string(&unit).map_err(|e| format!("{}: {e}", unit.display()))?;
    for line in [
        "User=wahree",
        "ExecStart=/usr/bin/wahree --data-dir /var/lib/wahree serve",
        "StateDirectory=wahree",
        "WantedBy=multi-user.target",
    ] {
        if !text.lines().any(|l| l == line) {
            return Err(format!("wahree-serve.service lacks {line:?}"));
        }
    }
    let Ok(out) = Command::new("systemd-analyze")
        .args(["verify", "--man=no"])
        .arg(&unit)
        .output()
    else {
        println!("  wahree-serve.service: its lines (systemd-analyze is not installed)");
        return Ok(());
    };
    let said = String::from_utf8_lossy(&out.stderr).into_owned();
    let problems: Vec<&str> = said
        .lines()
        .filter(|l| !l.trim().is_empty())
        .filter(|l| !l.contains("Command /usr/bin/wahree is not executable"))
        .collect();
    if !problems.is_empty() {
        return Err(format!("systemd-analyze verify:\n{}", problems.join("\n")));
    }
    println!("  wahree-serve.service: systemd-analyze verify finds nothing wrong");
    Ok(())
}

fn is_root() -> bool {
    output(Command::new("id").arg("-u")).is_ok_and(|u| u.trim() == "0")
}

/// A root with an empty dpkg database and `/etc` holding root alone.
fn throwaway_root(dir: &Path) -> Result<(), String> {
    for sub in [
        "var/lib/dpkg/info",
        "var/lib/dpkg/updates",
        "var/lib/dpkg/triggers",
    ] {
        mkdir(&dir.join(sub))?;
    }
    write(&dir.join("var/lib/dpkg/status"), b"")?;
    write(&dir.join("var/lib/dpkg/available"), b"")?;
    write(&dir.join("etc/passwd"), b"root:x:0:0:root:/root:/bin/sh\n")?;
    write(&dir.join("etc/group"), b"root:x:0:\n")?;
    write(&dir.join("etc/shadow"), b"root:*:19000:0:99999:7:::\n")?;
    write(&dir.join("etc/gshadow"), b"root:*::\n")?;
    Ok(())
}

/// dpkg on the throwaway root; its output, or an error with it.
fn dpkg(dir: &Path, args: &[&str]) -> Result<String, String> {
    let out = Command::new("dpkg")
        .arg(format!("--root={}", dir.display()))
        .args([
            "--force-not-root",
            "--force-script-chrootless",
            // Nothing is installed there, not even libc6.
            "--force-depends",
            "--log=/dev/null",
        ])
        .args(args)
        .output()
        .map_err(|e| format!("cannot run dpkg: {e}"))?;
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if out.status.success() {
        Ok(said)
    } else {
        Err(format!("dpkg {}: {said}", args.join(" ")))
    }
}

fn passwd_line(dir: &Path) -> Option<String> {
    fs::read_to_string(dir.join("etc/passwd"))
        .ok()?
        .lines()
        .find(|l| l.starts_with("wahree:"))
        .map(str::to_owned)
}

fn group_line(dir: &Path) -> Option<String> {
    fs::read_to_string(dir.join("etc/group"))
        .ok()?
        .lines()
        .find(|l| l.starts_with("wahree:"))
        .map(str::to_owned)
}

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut all = Vec::new();
    if let Ok(entries) = fs::read_dir(dir) {
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                all.extend(files_under(&p));
            } else {
                all.push(p);
            }
        }
    }
    all
}

fn install(made: &Made, tmp: &Path, site: bool) -> Result<(), String> {
    let dir = tmp.join("root");
    throwaway_root(&dir)?;
    let deb = made.deb.to_string_lossy().into_owned();
    dpkg(&dir, &["--install", &deb])?;
    let status = dpkg(&dir, &["--status", "wahree"])?;
    if !status.contains("Status: install ok installed") {
        return Err(format!("after the install, dpkg says:\n{status}"));
    }
    let user = passwd_line(&dir).ok_or("the postinst made no wahree user")?;
    let f: Vec<&str> = user.split(':').collect();
    if f.len() != 7 || f[5] != "/var/lib/wahree" || f[6] != "/usr/sbin/nologin" {
        return Err(format!("the wahree user is {user:?}"));
    }
    let uid: u32 = f[2].parse().map_err(|_| format!("uid in {user:?}"))?;
    if uid >= 1000 || uid == 0 {
        return Err(format!("the wahree user is not a system user: {user:?}"));
    }
    let data = dir.join("var/lib/wahree");
    let meta = fs::metadata(&data).map_err(|_| "the postinst made no /var/lib/wahree")?;
    {
        use std::os::unix::fs::{MetadataExt, PermissionsExt};
        if meta.uid() != uid || meta.permissions().mode() & 0o777 != 0o750 {
            return Err(format!(
                "/var/lib/wahree is owned by {} with mode {:o}",
                meta.uid(),
                meta.permissions().mode() & 0o777
            ));
        }
    }
    println!("  installed into a throwaway root: the wahree user ({uid}), /var/lib/wahree (0750)");
    let bin = dir.join("usr/bin/wahree");
    let version = &made.version_line;
    run_program(&|| Command::new(&bin), version, tmp, site, "installed")?;
    super::app_start::check(&dir, tmp, &app_shot(made), "installed app")?;

    // Removal keeps the user and the data; purge removes the user, keeps a
    // school's database, and removes the folder once it is empty.
    dpkg(&dir, &["--remove", "wahree"])?;
    if dir.join("usr/bin/wahree").exists() || passwd_line(&dir).is_none() {
        return Err("after removal: the program stays or the user went".into());
    }
    write(&data.join("wahree.db"), b"a school's database")?;
    let said = dpkg(&dir, &["--purge", "wahree"])?;
    if passwd_line(&dir).is_some() || group_line(&dir).is_some() {
        return Err("after purge, the wahree user or group stays".into());
    }
    if !data.join("wahree.db").is_file() || !said.contains("stays in /var/lib/wahree") {
        return Err(format!(
            "purge did not keep the school's data and say so: {said}"
        ));
    }
    fs::remove_file(data.join("wahree.db")).map_err(|e| e.to_string())?;
    dpkg(&dir, &["--install", &deb])?;
    dpkg(&dir, &["--purge", "wahree"])?;
    if data.exists() || passwd_line(&dir).is_some() {
        return Err("purge left an empty /var/lib/wahree or the user".into());
    }
    let left: Vec<PathBuf> = files_under(&dir.join("usr"));
    if !left.is_empty() {
        return Err(format!("purge left files: {left:?}"));
    }
    println!("  removed (user and data kept), purged (user gone, a database kept), nothing left");
    Ok(())
}

/// The papers a Linux archive carries beside the program.
pub const PAPERS: [&str; 4] = ["README.md", "INSTALL.md", "COPYRIGHT", "CHANGELOG.md"];

/// Where the app's first screen is drawn: beside the packages.
fn app_shot(made: &Made) -> PathBuf {
    super::app_start::shot_path(made.deb.parent().unwrap_or(Path::new(".")))
}

fn portable(made: &Made, tmp: &Path, site: bool) -> Result<(), String> {
    let dir = tmp.join("portable");
    mkdir(&dir)?;
    run(
        Command::new("tar")
            .arg("-xzf")
            .arg(&made.portable)
            .arg("-C")
            .arg(&dir),
        "unpacking the portable archive",
    )?;
    let name = file_name(&made.portable);
    let top = dir.join(name.trim_end_matches(".tar.gz"));
    has_papers(&top, &PAPERS, &name)?;
    licences(
        &top.join("COPYRIGHT"),
        true,
        "the portable archive's COPYRIGHT",
    )?;
    let bin = top.join("wahree");
    run_program(
        &|| Command::new(&bin),
        &made.version_line,
        tmp,
        site,
        "portable",
    )
}

/// The program as installed: its version line, the built-in lessons'
/// check, and a short `wahree serve` on loopback that answers the API and
/// serves the site found beside it (or says there is none). `program`
/// makes the command that runs it: the program itself, or an emulator
/// with the program as its first argument (`qemu-aarch64`, cross.rs).
pub fn run_program(
    program: &dyn Fn() -> Command,
    version_line: &str,
    tmp: &Path,
    site: bool,
    what: &str,
) -> Result<(), String> {
    version_and_check(program, version_line, what)?;
    let data = tmp.join(format!("data-{what}"));
    mkdir(&data)?;
    let port = free_port()?;
    let child = program()
        .arg("--data-dir")
        .arg(&data)
        .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{what}: wahree serve: {e}"))?;
    let mut server = Stopping(child);
    let hello = wait_for(port, "/api/hello", &mut server.0)?;
    let page = get(port, "/")?;
    drop(server);
    if !hello.starts_with("HTTP/1.1 200") {
        return Err(format!(
            "{what}: /api/hello answered {}",
            first_line(&hello)
        ));
    }
    let served = page.starts_with("HTTP/1.1 200") && page.contains("<html");
    if served != site {
        return Err(format!(
            "{what}: / answered {} with{} a site in the package",
            first_line(&page),
            if site { "" } else { "out" }
        ));
    }
    println!(
        "  {what} program: {}, `check` finds 0 errors, `serve` answers{}",
        version_line,
        if site {
            " and serves the site"
        } else {
            " (no site)"
        }
    );
    Ok(())
}

/// The program says `version_line` for `--version`, and its `check` of
/// the lessons built in finds no error (`what` names it in a failure).
pub fn version_and_check(
    program: &dyn Fn() -> Command,
    version_line: &str,
    what: &str,
) -> Result<(), String> {
    let line = output(program().arg("--version"))?;
    if line.trim() != version_line {
        return Err(format!("{what}: --version said {line:?}"));
    }
    let out = program()
        .arg("check")
        .output()
        .map_err(|e| format!("{what}: {e}"))?;
    let said = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !said.contains(" 0 errors") {
        return Err(format!("{what}: wahree check: {said}"));
    }
    Ok(())
}

/// Every paper of `papers` is in `top`, the folder of the archive `name`.
pub fn has_papers(top: &Path, papers: &[&str], name: &str) -> Result<(), String> {
    match papers.iter().find(|p| !top.join(p).is_file()) {
        Some(paper) => Err(format!("{name} has no {paper}")),
        None => Ok(()),
    }
}

/// A package's copyright file in Debian's format, every licence it names
/// with its text (`full`: the text itself, not Debian's copy named, for
/// the archives unpacked where there is none).
pub fn licences(path: &Path, full: bool, what: &str) -> Result<(), String> {
    let text = fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let ids = super::copyright::check(&text, full).map_err(|e| format!("{what}: {e}"))?;
    println!(
        "  {what}: {} licences, each with its {}: {}",
        ids.len(),
        if full {
            "text"
        } else {
            "text or Debian's copy"
        },
        ids.join(", ")
    );
    Ok(())
}

/// Kills the process it holds when dropped, whatever happened.
pub struct Stopping(pub Child);

impl Drop for Stopping {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn first_line(answer: &str) -> &str {
    answer.lines().next().unwrap_or("")
}

fn free_port() -> Result<u16, String> {
    let l = TcpListener::bind("127.0.0.1:0").map_err(|e| format!("no free port: {e}"))?;
    l.local_addr()
        .map(|a| a.port())
        .map_err(|e| format!("no free port: {e}"))
}

/// Asks until the server answers, or stops, for at most 3 minutes (it
/// listens at once and compresses the site after; a slow start is a
/// loaded machine).
fn wait_for(port: u16, path: &str, child: &mut Child) -> Result<String, String> {
    const PATIENCE: u64 = 180;
    let until = Instant::now() + Duration::from_secs(PATIENCE);
    loop {
        if let Ok(answer) = get(port, path) {
            return Ok(answer);
        }
        if let Ok(Some(status)) = child.try_wait() {
            let mut err = String::new();
            if let Some(mut e) = child.stderr.take() {
                let _ = e.read_to_string(&mut err);
            }
            return Err(format!("wahree serve stopped ({status}): {err}"));
        }
        if Instant::now() > until {
            return Err(format!(
                "wahree serve did not answer on port {port} in {PATIENCE} s"
            ));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}

/// A plain HTTP/1.1 GET on loopback; the whole answer.
fn get(port: u16, path: &str) -> Result<String, String> {
    let mut s = TcpStream::connect(("127.0.0.1", port)).map_err(|e| e.to_string())?;
    s.set_read_timeout(Some(Duration::from_secs(10)))
        .map_err(|e| e.to_string())?;
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\nConnection: close\r\n\r\n"
    )
    .map_err(|e| e.to_string())?;
    let mut answer = Vec::new();
    s.read_to_end(&mut answer).map_err(|e| e.to_string())?;
    Ok(String::from_utf8_lossy(&answer).into_owned())
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_icon_size_and_the_site_are_expected() {
        let without = super::expected(false);
        assert!(without.contains(&"./usr/share/icons/hicolor/512x512/apps/wahree.png".into()));
        assert!(without.contains(&"./usr/bin/wahree".into()));
        assert_eq!(super::expected(true).len(), without.len() + 2);
    }
}
