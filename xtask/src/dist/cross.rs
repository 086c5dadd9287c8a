//! `cargo xtask dist --cross aarch64,windows`: packages cross-built on this
//! x86-64 Debian machine with Debian's own toolchains. Off by default and
//! not in CI (docs/performance.md has their times and sizes).
//!
//! - `aarch64`: the class server for a Raspberry Pi 4/5 (64-bit Raspberry
//!   Pi OS), built `--no-default-features`: no GUI, since the Pi serves the
//!   class and the children's devices show it. `aarch64-linux-gnu-gcc`
//!   (gcc-aarch64-linux-gnu, libc6-dev-arm64-cross) links it and compiles
//!   the C inside it (ring's, the bundled SQLite). Packed like the x86-64
//!   portable archive: `wahree-VERSION-aarch64-linux.tar.gz`.
//! - `windows`: the whole app for Windows x86-64 (`x86_64-pc-windows-gnu`,
//!   mingw-w64), its icon put in the `.exe` by build.rs, in
//!   `wahree-VERSION-windows-x86_64.zip` with any mingw DLL it imports and
//!   the papers as `.txt` files with Windows' line ends.
//!
//! The toolchain is named by variables set on cargo here (the linker, and
//! `CC_<target>`/`AR_<target>` for the `cc` crate), not in
//! `.cargo/config.toml`: an ordinary build reads none of it.
//!
//! `--check` (`check`) runs the aarch64 program under `qemu-aarch64`
//! (qemu-user) as the portable one is run (`--version`, `check`, `serve`
//! answering on loopback), and the Windows one under Wine (`--version`,
//! `check`) in a Wine prefix of its own, after checking its DLLs and icon.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use super::{Portable, Profile, copy_tree, file_name, mkdir, output, read, run, write};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cross {
    Aarch64,
    Windows,
}

impl Cross {
    /// `--cross`'s list: "aarch64", "windows" or both, comma-separated.
    pub fn parse_list(list: &str) -> Result<Vec<Cross>, String> {
        let mut all = Vec::new();
        for name in list.split(',').map(str::trim) {
            let c = match name {
                "aarch64" => Cross::Aarch64,
                "windows" => Cross::Windows,
                other => {
                    return Err(format!(
                        "--cross takes aarch64, windows or both (aarch64,windows), not {other:?}"
                    ));
                }
            };
            if !all.contains(&c) {
                all.push(c);
            }
        }
        Ok(all)
    }

    pub fn triple(self) -> &'static str {
        match self {
            Cross::Aarch64 => "aarch64-unknown-linux-gnu",
            Cross::Windows => "x86_64-pc-windows-gnu",
        }
    }

    /// The GNU toolchain's prefix (`PREFIX-gcc`, `PREFIX-strip`).
    fn prefix(self) -> &'static str {
        match self {
            Cross::Aarch64 => "aarch64-linux-gnu",
            Cross::Windows => "x86_64-w64-mingw32",
        }
    }

    fn tool(self, name: &str) -> String {
        format!("{}-{name}", self.prefix())
    }

    /// Debian's packages with the toolchain, for the error when it is missing.
    fn packages(self) -> &'static str {
        match self {
            Cross::Aarch64 => "gcc-aarch64-linux-gnu libc6-dev-arm64-cross",
            Cross::Windows => "mingw-w64",
        }
    }

    /// The server alone for the Pi; the app (without the headless tests'
    /// `iced_test`) for Windows.
    fn features(self) -> &'static [&'static str] {
        match self {
            Cross::Aarch64 => &["--no-default-features"],
            Cross::Windows => &["--no-default-features", "--features", "gui"],
        }
    }

    /// The variables naming the toolchain for cargo and the `cc` crate.
    fn env(self) -> [(String, String); 3] {
        let under = self.triple().replace('-', "_");
        [
            (
                format!("CARGO_TARGET_{}_LINKER", under.to_uppercase()),
                self.tool("gcc"),
            ),
            (format!("CC_{under}"), self.tool("gcc")),
            (format!("AR_{under}"), self.tool("ar")),
        ]
    }

    /// cargo tree's options for this build, for its copyright file.
    pub fn tree(self) -> Vec<&'static str> {
        let mut tree = vec!["--target", self.triple()];
        tree.extend(self.features());
        tree
    }

    /// The papers' name for the copyright file.
    pub fn copyright_name(self) -> &'static str {
        match self {
            Cross::Aarch64 => "COPYRIGHT",
            Cross::Windows => "COPYRIGHT.txt",
        }
    }

    fn program(self) -> &'static str {
        match self {
            Cross::Aarch64 => "wahree",
            Cross::Windows => "wahree.exe",
        }
    }
}

/// `--cross-only`: the cross-built packages alone, written beside what
/// `target/dist/` already holds (`SHA256SUMS` remade over all of it),
/// with no build of this machine's program; their programs must then
/// say the version in Cargo.toml and the commit checked out.
pub fn only(root: &Path, profile: Profile, crosses: &[Cross], check: bool) -> Result<(), String> {
    let version = package_version(&String::from_utf8_lossy(&read(&root.join("Cargo.toml"))?))
        .ok_or("Cargo.toml names no version")?;
    let commit =
        output(
            Command::new("git")
                .current_dir(root)
                .args(["rev-parse", "--short", "HEAD"]),
        )
        .map_or_else(|_| "unknown".to_owned(), |c| c.trim().to_owned());
    let version_line = format!("wahree {version} (commit {commit})");
    let out = super::out_dir(root);
    let work = super::work_dir(root).join("cross-only");
    if work.exists() {
        fs::remove_dir_all(&work).map_err(|e| format!("cannot clear {}: {e}", work.display()))?;
    }
    mkdir(&out)?;
    let site = super::site(root);
    let mut made = Vec::new();
    for &cross in crosses {
        made.push(build(&Input {
            root,
            work: &work,
            out: &out,
            cross,
            version: &version,
            site: site.as_deref(),
            profile,
            epoch: super::source_date_epoch(root),
        })?);
    }
    super::sha256sums(&out)?;
    println!();
    for b in &made {
        println!(
            "  {:<44} {:>6.1} MB (cross build {:.0} s)",
            file_name(&b.archive),
            super::mb(super::size(&b.archive)?),
            b.secs
        );
    }
    if check {
        for b in &made {
            self::check(root, &version_line, site.is_some(), b)?;
        }
    }
    Ok(())
}

/// The package's version from Cargo.toml's `[package]` (its first
/// `version = "..."` line).
fn package_version(toml: &str) -> Option<String> {
    let line = toml
        .lines()
        .find(|l| l.trim_start().starts_with("version"))?;
    let (_, value) = line.split_once('=')?;
    let v = value.trim().trim_matches('"');
    (!v.is_empty()).then(|| v.to_owned())
}

pub struct Input<'a> {
    pub root: &'a Path,
    pub work: &'a Path,
    pub out: &'a Path,
    pub cross: Cross,
    pub version: &'a str,
    pub site: Option<&'a Path>,
    pub profile: Profile,
    pub epoch: u64,
}

/// A cross-built package.
pub struct Built {
    pub cross: Cross,
    pub archive: PathBuf,
    /// How long cargo took (the compile alone, not the packing).
    pub secs: f64,
}

pub fn build(i: &Input) -> Result<Built, String> {
    let c = i.cross;
    output(Command::new(c.tool("gcc")).arg("--version")).map_err(|e| {
        format!(
            "{e}\n(the {} build needs apt-get install {})",
            c.triple(),
            c.packages()
        )
    })?;
    crate::site::add_target(c.triple())?;
    println!(
        "Cross-building for {} (a first build takes a long while)...",
        c.triple()
    );
    let mut cmd = super::cargo();
    cmd.current_dir(i.root)
        .args(["build", "--package", "wahree", "--bin", "wahree"])
        .args(["--target", c.triple()])
        .args(c.features());
    if i.profile == Profile::Release {
        cmd.arg("--release");
    }
    for (name, value) in c.env() {
        cmd.env(name, value);
    }
    let started = Instant::now();
    run(&mut cmd, &format!("building for {}", c.triple()))?;
    let secs = started.elapsed().as_secs_f64();
    // The licences of what this build links, which differ by platform
    // (Windows' speech crates, no GUI on the Pi).
    let copyright = i.work.join(format!("copyright-{}", c.triple()));
    let notice = super::copyright::Notice::program(i.root, &c.tree(), i.site.is_some())?;
    write(
        &copyright,
        notice.text(super::copyright::Texts::Full).as_bytes(),
    )?;
    let bin = crate::site::target_dir(i.root)
        .join(c.triple())
        .join(i.profile.dir())
        .join(c.program());
    let archive = match c {
        Cross::Aarch64 => super::portable(
            i.root,
            i.work,
            i.out,
            &Portable {
                bin: &bin,
                arch: "aarch64",
                strip: &c.tool("strip"),
            },
            i.version,
            i.site,
            &copyright,
            i.profile,
            i.epoch,
        )?,
        Cross::Windows => windows_zip(i, &bin, &copyright)?,
    };
    Ok(Built {
        cross: c,
        archive,
        secs,
    })
}

/// `wahree-VERSION-windows-x86_64/` zipped: the program, the mingw DLLs
/// it imports (none when everything is linked in), the site when built,
/// and the papers as text files Notepad opens.
fn windows_zip(i: &Input, bin: &Path, copyright: &Path) -> Result<PathBuf, String> {
    let name = format!("wahree-{}-windows-x86_64", i.version);
    let dir = i.work.join("windows").join(&name);
    mkdir(&dir)?;
    let exe = dir.join("wahree.exe");
    super::strip(&Cross::Windows.tool("strip"), bin, &exe)?;
    for dll in dlls(&exe)?.into_iter().filter_map(|d| d.from) {
        super::copy(&dll, &dir.join(file_name(&dll)), 0o644)?;
    }
    let papers = [
        ("README.md", "README.txt"),
        ("CHANGELOG.md", "CHANGELOG.txt"),
        ("docs/install.md", "INSTALL.txt"),
        ("docs/server.md", "SERVER.txt"),
    ];
    for (from, to) in papers {
        write(&dir.join(to), &crlf(&read(&i.root.join(from))?))?;
    }
    write(
        &dir.join(Cross::Windows.copyright_name()),
        &crlf(&read(copyright)?),
    )?;
    if let Some(site) = i.site {
        copy_tree(site, &dir.join("site"))?;
    }
    let path = i.out.join(format!("{name}.zip"));
    println!("Zipping the Windows program: {}", file_name(&path));
    zip(&dir, &path, i.profile, i.epoch)?;
    Ok(path)
}

/// Windows' line ends ("\r\n") for a text file.
pub fn crlf(text: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + text.len() / 20);
    for (n, &b) in text.iter().enumerate() {
        if b == b'\n' && (n == 0 || text[n - 1] != b'\r') {
            out.push(b'\r');
        }
        out.push(b);
    }
    out
}

/// `dir` as `NAME/` in a zip at `path` (Info-ZIP's `zip`): its files in
/// name order, each with the commit's time (in UTC) and no Unix owners or
/// times (`-X`), so that the same tree gives the same zip.
fn zip(dir: &Path, path: &Path, profile: Profile, epoch: u64) -> Result<(), String> {
    let parent = dir.parent().ok_or("a folder to zip has a parent")?;
    let mut files = Vec::new();
    collect(dir, &mut files)?;
    let mut names = Vec::new();
    for file in &files {
        run(
            Command::new("touch")
                .arg("-d")
                .arg(format!("@{epoch}"))
                .arg(file),
            "touch",
        )?;
        let rel = file.strip_prefix(parent).map_err(|e| e.to_string())?;
        names.push(rel.to_path_buf());
    }
    names.sort();
    let level = match profile {
        Profile::Release => "-9",
        Profile::Dev => "-1",
    };
    if path.exists() {
        fs::remove_file(path).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    run(
        Command::new("zip")
            .current_dir(parent)
            .env("TZ", "UTC")
            .args(["-q", "-X", "-D", level])
            .arg(path)
            .args(&names),
        "zip (apt-get install zip)",
    )
}

/// Every file under `dir`.
fn collect(dir: &Path, files: &mut Vec<PathBuf>) -> Result<(), String> {
    for entry in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_dir() {
            collect(&path, files)?;
        } else {
            files.push(path);
        }
    }
    Ok(())
}

/// A DLL the program needs: Windows' own (`from` is None), or one of
/// mingw's to ship beside it.
struct Dll {
    name: String,
    from: Option<PathBuf>,
}

/// The DLLs `exe` imports, and theirs in turn for those mingw provides
/// (found where mingw's gcc finds its libraries); the rest are Windows'
/// own, which mingw has as import libraries only.
fn dlls(exe: &Path) -> Result<Vec<Dll>, String> {
    let w = Cross::Windows;
    let mut found: Vec<Dll> = Vec::new();
    let mut todo = vec![exe.to_path_buf()];
    while let Some(file) = todo.pop() {
        let dump = output(Command::new(w.tool("objdump")).arg("-p").arg(&file))?;
        for name in dump
            .lines()
            .filter_map(|l| l.trim().strip_prefix("DLL Name: "))
        {
            if found.iter().any(|d| d.name.eq_ignore_ascii_case(name)) {
                continue;
            }
            let asked =
                output(Command::new(w.tool("gcc")).arg(format!("-print-file-name={name}")))?;
            let path = PathBuf::from(asked.trim());
            let from = path.is_absolute().then_some(path);
            todo.extend(from.clone());
            found.push(Dll {
                name: name.to_owned(),
                from,
            });
        }
    }
    found.sort_by_key(|d| d.name.to_ascii_lowercase());
    Ok(found)
}

/// `--check` for a cross-built package, in `target/dist-check-cross/`:
/// its program must say `version_line` and serve the site if it has one.
pub fn check(root: &Path, version_line: &str, site: bool, built: &Built) -> Result<(), String> {
    let started = Instant::now();
    let tmp = crate::site::target_dir(root).join("dist-check-cross");
    if tmp.exists() {
        fs::remove_dir_all(&tmp).map_err(|e| format!("cannot clear {}: {e}", tmp.display()))?;
    }
    mkdir(&tmp)?;
    match built.cross {
        Cross::Aarch64 => check_aarch64(version_line, site, built, &tmp)?,
        Cross::Windows => check_windows(root, version_line, built, &tmp)?,
    }
    fs::remove_dir_all(&tmp).map_err(|e| format!("cannot remove {}: {e}", tmp.display()))?;
    println!(
        "{} check passed ({:.0} s)",
        file_name(&built.archive),
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Unpacked, its papers there, then run under `qemu-aarch64` with
/// Debian's aarch64 libraries (`-L`) as the portable program is run.
fn check_aarch64(version_line: &str, site: bool, built: &Built, tmp: &Path) -> Result<(), String> {
    println!();
    println!(
        "Checking {} under qemu-aarch64...",
        file_name(&built.archive)
    );
    output(Command::new("qemu-aarch64").arg("--version"))
        .map_err(|e| format!("{e} (apt-get install qemu-user)"))?;
    run(
        Command::new("tar")
            .arg("-xzf")
            .arg(&built.archive)
            .arg("-C")
            .arg(tmp),
        "unpacking the aarch64 archive",
    )?;
    let top = tmp.join(file_name(&built.archive).trim_end_matches(".tar.gz"));
    super::check::has_papers(&top, &super::check::PAPERS, &file_name(&built.archive))?;
    let copyright = top.join(Cross::Aarch64.copyright_name());
    super::check::licences(&copyright, true, "its COPYRIGHT")?;
    let bin = top.join("wahree");
    let kind = output(Command::new("file").arg("-b").arg(&bin)).unwrap_or_default();
    if !kind.contains("ARM aarch64") {
        return Err(format!("the aarch64 program is {}", kind.trim()));
    }
    println!("  needs glibc {} or newer", newest_glibc(&bin)?);
    let qemu = || {
        let mut c = Command::new("qemu-aarch64");
        c.args(["-L", "/usr/aarch64-linux-gnu"]).arg(&bin);
        c
    };
    super::check::run_program(&qemu, version_line, tmp, site, "aarch64")
}

/// The newest `GLIBC_x.y` the program asks for: the oldest system it runs
/// on (Raspberry Pi OS 12, "bookworm", has 2.36).
fn newest_glibc(bin: &Path) -> Result<String, String> {
    let dump = output(
        Command::new(Cross::Aarch64.tool("objdump"))
            .arg("-T")
            .arg(bin),
    )?;
    let mut versions: Vec<Vec<u32>> = dump
        .split_whitespace()
        .filter_map(|w| w.trim_matches(['(', ')']).strip_prefix("GLIBC_"))
        .filter_map(|v| v.split('.').map(|n| n.parse().ok()).collect())
        .collect();
    versions.sort();
    let newest = versions
        .last()
        .ok_or("the program asks for no glibc version")?;
    Ok(newest
        .iter()
        .map(u32::to_string)
        .collect::<Vec<_>>()
        .join("."))
}

/// Unzipped, its papers there, its DLLs all Windows' own or in the zip,
/// every image of the icon inside the `.exe`; then `--version` and
/// `check` under Wine, in a Wine prefix made for the check.
fn check_windows(root: &Path, version_line: &str, built: &Built, tmp: &Path) -> Result<(), String> {
    println!();
    println!("Checking {} under Wine...", file_name(&built.archive));
    run(
        Command::new("unzip")
            .arg("-q")
            .arg(&built.archive)
            .arg("-d")
            .arg(tmp),
        "unzipping the Windows program",
    )?;
    let top = tmp.join(file_name(&built.archive).trim_end_matches(".zip"));
    let papers = [
        "README.txt",
        "INSTALL.txt",
        "COPYRIGHT.txt",
        "CHANGELOG.txt",
    ];
    super::check::has_papers(&top, &papers, &file_name(&built.archive))?;
    let copyright = top.join(Cross::Windows.copyright_name());
    super::check::licences(&copyright, true, "its COPYRIGHT.txt")?;
    let exe = top.join("wahree.exe");
    let dlls = dlls(&exe)?;
    for dll in &dlls {
        if dll.from.is_some() && !top.join(&dll.name).is_file() {
            return Err(format!("wahree.exe needs {}, not in the zip", dll.name));
        }
    }
    let names: Vec<&str> = dlls.iter().map(|d| d.name.as_str()).collect();
    println!("  wahree.exe imports {}", names.join(", "));
    let ico = read(&root.join("assets/icon/wahree.ico"))?;
    let icons = icon_images(&ico)?;
    let program = read(&exe)?;
    for (n, image) in icons.iter().enumerate() {
        if !program.windows(image.len()).any(|w| w == *image) {
            return Err(format!(
                "wahree.exe lacks image {} of assets/icon/wahree.ico",
                n + 1
            ));
        }
    }
    println!("  the icon's {} images are in wahree.exe", icons.len());

    output(Command::new("wine").arg("--version"))
        .map_err(|e| format!("{e} (apt-get install wine)"))?;
    let prefix = tmp.join("wine");
    let wine = || {
        let mut c = Command::new("wine");
        // No Mono or Gecko to offer to install, no window on any display,
        // no debug chatter: the program's own output alone.
        c.env("WINEPREFIX", &prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .arg(&exe);
        c
    };
    let result = wine_prefix(&prefix).and_then(|()| wine_checks(&wine, version_line));
    // Ends this prefix's wineserver (and anything left in it) alone.
    let _ = Command::new("wineserver")
        .env("WINEPREFIX", &prefix)
        .arg("-k")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status();
    result
}

/// Rust's standard library asks Windows 10 and later for random bytes
/// through `ProcessPrng` in bcryptprimitives.dll, which Wine added only in
/// version 9; Debian 12's Wine 8 lacks it and the program would not even
/// start. So the check's own Wine prefix gets a stand-in made here with
/// mingw (`RtlGenRandom` behind the same name), unless its Wine has the
/// DLL. Only the check's prefix: the zip carries nothing of it.
const PROCESS_PRNG: &str = r#"
#include <windows.h>
#include <ntsecapi.h>
BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len) {
    while (len > 0) {
        ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
        if (!RtlGenRandom(data, n)) return FALSE;
        data += n;
        len -= n;
    }
    return TRUE;
}
"#;

/// Makes the check's Wine prefix (`wineboot -i`), with `ProcessPrng`.
fn wine_prefix(prefix: &Path) -> Result<(), String> {
    run(
        Command::new("wine")
            .env("WINEPREFIX", prefix)
            .env("WINEDEBUG", "-all")
            .env("WINEDLLOVERRIDES", "mscoree,mshtml=")
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .args(["wineboot", "-i"])
            .stdout(Stdio::null())
            .stderr(Stdio::null()),
        "making a Wine prefix (wineboot)",
    )?;
    let system = prefix.join("drive_c/windows/system32");
    let dll = system.join("bcryptprimitives.dll");
    if dll.exists() {
        return Ok(());
    }
    let source = prefix.join("process_prng.c");
    write(&source, PROCESS_PRNG.as_bytes())?;
    run(
        Command::new(Cross::Windows.tool("gcc"))
            .args(["-shared", "-O2", "-s", "-o"])
            .arg(&dll)
            .arg(&source)
            .arg("-ladvapi32"),
        "building Wine's stand-in bcryptprimitives.dll",
    )?;
    println!("  (Wine lacks bcryptprimitives.dll: the check's prefix has a stand-in)");
    Ok(())
}

fn wine_checks(wine: &dyn Fn() -> Command, version_line: &str) -> Result<(), String> {
    super::check::version_and_check(wine, version_line, "under Wine")?;
    println!("  under Wine: {}, `check` finds 0 errors", version_line);
    Ok(())
}

/// Each image's bytes in a `.ico` (its directory: a 6-byte header with
/// the count, then 16 bytes an image, their size and offset at 8 and 12);
/// a resource compiler copies each one unchanged into the program.
fn icon_images(ico: &[u8]) -> Result<Vec<&[u8]>, String> {
    let u16_at = |at: usize| {
        ico.get(at..at + 2)
            .map(|b| u16::from_le_bytes([b[0], b[1]]))
    };
    let u32_at = |at: usize| {
        ico.get(at..at + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as usize)
    };
    let bad = || "assets/icon/wahree.ico is not an icon file".to_owned();
    if u16_at(0) != Some(0) || u16_at(2) != Some(1) {
        return Err(bad());
    }
    let count = u16_at(4).ok_or_else(bad)? as usize;
    (0..count)
        .map(|n| {
            let entry = 6 + 16 * n;
            let size = u32_at(entry + 8).ok_or_else(bad)?;
            let offset = u32_at(entry + 12).ok_or_else(bad)?;
            ico.get(offset..offset + size).ok_or_else(bad)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_list_is_read() {
        assert_eq!(
            Cross::parse_list("aarch64,windows").unwrap(),
            [Cross::Aarch64, Cross::Windows]
        );
        assert_eq!(
            Cross::parse_list("windows, windows").unwrap(),
            [Cross::Windows]
        );
        assert!(Cross::parse_list("arm").is_err());
        assert!(Cross::parse_list("").is_err());
    }

    #[test]
    fn the_toolchain_is_named_for_cargo_and_cc() {
        let env = Cross::Aarch64.env();
        assert_eq!(
            env[0],
            (
                "CARGO_TARGET_AARCH64_UNKNOWN_LINUX_GNU_LINKER".into(),
                "aarch64-linux-gnu-gcc".into()
            )
        );
        assert_eq!(
            env[1],
            (
                "CC_aarch64_unknown_linux_gnu".into(),
                "aarch64-linux-gnu-gcc".into()
            )
        );
        assert_eq!(Cross::Windows.env()[2].1, "x86_64-w64-mingw32-ar");
    }

    #[test]
    fn the_version_is_read_from_cargo_toml() {
        let toml = "[package]\nname = \"wahree\"\nversion = \"0.1.0\"\nedition = \"2024\"\n";
        assert_eq!(package_version(toml).as_deref(), Some("0.1.0"));
        assert_eq!(package_version("[package]\nname = \"x\"\n"), None);
    }

    #[test]
    fn text_gets_windows_line_ends_once() {
        assert_eq!(crlf(b"a\nb\r\nc\n"), b"a\r\nb\r\nc\r\n");
        assert_eq!(crlf(b"\n"), b"\r\n");
    }

    #[test]
    fn the_projects_icon_has_its_four_images() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let ico = read(&root.join("assets/icon/wahree.ico")).unwrap();
        let images = icon_images(&ico).unwrap();
        assert_eq!(images.len(), 4);
        // The 256-pixel one is a PNG inside the icon.
        assert!(images[3].starts_with(b"\x89PNG"));
        assert!(icon_images(&ico[..20]).is_err());
        assert!(icon_images(b"not an icon").is_err());
    }
}
