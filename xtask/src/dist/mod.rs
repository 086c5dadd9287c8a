//! `cargo xtask dist [--profile dev|release] [--check]`: the packages a
//! teacher installs (docs/install.md), written to `target/dist/`:
//!
//! - `wahree_VERSION_ARCH.deb`, for Debian and Ubuntu (`deb.rs`): the
//!   program (app, command line and `wahree serve`), its menu entry, the
//!   icon in every size, the manual page, the class server's systemd unit
//!   (installed, not enabled) and the `wahree` system user it runs as;
//! - `wahree-VERSION-ARCH-linux.tar.gz`, the portable archive: the program
//!   and its papers in one folder, to unpack anywhere;
//! - `wahree-site-VERSION.tar.gz`, the browser app as a static site, when
//!   `cargo xtask web` has built it (`target/web/`); the two packages
//!   then carry it too, for `wahree serve`.
//!
//! Everything is made from staging folders with the system's own tools
//! (`strip`, `dpkg-shlibdeps`, `dpkg-deb --root-owner-group`, `tar`): no
//! cargo-deb. The lessons, puzzles, translations and font are inside the
//! program (`include_dir`), so no package carries them as files.
//! `--profile release` (the default) builds and packages the release
//! program; `--profile dev` the debug one that CI has already built
//! (`cargo build`'s, which `cargo run` makes too; `cargo test` links
//! another, its dependencies' features unified with the dev-dependencies'),
//! with faster compression. `--check` then checks what was made
//! (`check.rs`).
//!
//! `--cross aarch64,windows` (off by default, and not in CI) adds the
//! cross-built packages of `cross.rs`: the class server for a Raspberry Pi
//! (`wahree-VERSION-aarch64-linux.tar.gz`) and the whole app for Windows
//! (`wahree-VERSION-windows-x86_64.zip`); `--check` runs them under
//! `qemu-aarch64` and Wine. `--cross-only` makes those alone, beside what
//! `target/dist/` already holds, without building this machine's program.
//!
//! `--copyright-only DIR` writes the copyright files alone, as the
//! packages (and `--cross`'s) would carry them, and checks them
//! (`copyright/`), without building anything.

mod app_start;
mod check;
mod copyright;
mod cross;
mod deb;
mod man;

use std::fs;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

pub const USAGE: &str = "cargo xtask dist [--profile dev|release] [--check] \
     [--cross aarch64,windows [--cross-only]] [--copyright-only DIR]";

/// The icon's sizes in pixels, each a PNG in assets/icon/ (scripts/icon.sh).
pub const ICON_SIZES: [u32; 7] = [16, 32, 48, 64, 128, 256, 512];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profile {
    Dev,
    Release,
}

impl Profile {
    /// Cargo's folder for it under `target/`.
    fn dir(self) -> &'static str {
        match self {
            Profile::Dev => "debug",
            Profile::Release => "release",
        }
    }
}

#[derive(Debug, PartialEq, Eq)]
struct Options {
    profile: Profile,
    check: bool,
    cross: Vec<cross::Cross>,
    cross_only: bool,
    copyright_only: Option<PathBuf>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        profile: Profile::Release,
        check: false,
        cross: Vec::new(),
        cross_only: false,
        copyright_only: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--profile" => {
                o.profile = match it.next().map(String::as_str) {
                    Some("dev" | "debug") => Profile::Dev,
                    Some("release") => Profile::Release,
                    _ => return Err(format!("--profile is dev or release\nusage: {USAGE}")),
                }
            }
            "--check" => o.check = true,
            "--cross" => {
                let list = it
                    .next()
                    .ok_or(format!("--cross needs a list\nusage: {USAGE}"))?;
                o.cross = cross::Cross::parse_list(list)?;
            }
            "--cross-only" => o.cross_only = true,
            "--copyright-only" => {
                let dir = it
                    .next()
                    .ok_or(format!("--copyright-only needs a folder\nusage: {USAGE}"))?;
                o.copyright_only = Some(dir.into());
            }
            other => return Err(format!("unknown option {other}\nusage: {USAGE}")),
        }
    }
    if o.cross_only && o.cross.is_empty() {
        return Err(format!("--cross-only goes with --cross\nusage: {USAGE}"));
    }
    Ok(o)
}

/// What was built, for the check and the summary.
pub struct Made {
    pub profile: Profile,
    /// "0.1.0"
    pub version: String,
    /// `wahree --version`'s line, "wahree 0.1.0 (commit f850f6f)".
    pub version_line: String,
    /// Debian's name for this machine's architecture ("amd64").
    pub deb_arch: String,
    pub deb: PathBuf,
    pub portable: PathBuf,
    /// The site's archive, when the site was built.
    pub site: Option<PathBuf>,
    /// The cross-built packages asked for (`--cross`).
    pub cross: Vec<cross::Built>,
}

impl Made {
    /// Every package made, for the summary.
    fn packages(&self) -> Vec<&PathBuf> {
        let mut all = vec![&self.deb, &self.portable];
        all.extend(self.cross.iter().map(|c| &c.archive));
        all.extend(self.site.as_ref());
        all
    }
}

pub fn main(root: &Path, args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    if !cfg!(target_os = "linux") {
        return Err("cargo xtask dist makes Linux packages, on Linux".into());
    }
    if let Some(dir) = &o.copyright_only {
        return copyright::only(root, dir, &o.cross);
    }
    if o.cross_only {
        return cross::only(root, o.profile, &o.cross, o.check);
    }
    let started = Instant::now();
    let made = build(root, o.profile, &o.cross)?;
    let took = started.elapsed().as_secs_f64();
    println!();
    println!("Packages in {}:", out_dir(root).display());
    for path in made.packages() {
        println!("  {:<44} {:>6.1} MB", file_name(path), mb(size(path)?));
    }
    if made.site.is_none() {
        println!(
            "  (no site: `cargo xtask web` first to add the browser app's archive, \
             and the site to both packages)"
        );
    }
    for c in &made.cross {
        println!("  cross build for {}: {:.0} s", c.cross.triple(), c.secs);
    }
    println!("dist ({} profile): {took:.0} s", made.profile.dir());
    if o.check {
        check::run_all(root, &made)?;
        for c in &made.cross {
            cross::check(root, &made.version_line, made.site.is_some(), c)?;
        }
    }
    Ok(())
}

/// `target/dist/`.
pub fn out_dir(root: &Path) -> PathBuf {
    crate::site::target_dir(root).join("dist")
}

/// The staging folders, remade on each run: `target/dist-work/`.
pub fn work_dir(root: &Path) -> PathBuf {
    crate::site::target_dir(root).join("dist-work")
}

fn build(root: &Path, profile: Profile, crosses: &[cross::Cross]) -> Result<Made, String> {
    let bin = cargo_build(root, profile)?;
    let version_line = output(Command::new(&bin).arg("--version"))?
        .trim()
        .to_owned();
    let version = version_of(&version_line)
        .ok_or_else(|| format!("{} --version said {version_line:?}", bin.display()))?;
    let deb_arch = output(Command::new("dpkg").arg("--print-architecture"))
        .map_err(|e| format!("{e} (dist makes a Debian package: apt-get install dpkg-dev)"))?
        .trim()
        .to_owned();
    let out = out_dir(root);
    let work = work_dir(root);
    for dir in [&out, &work] {
        if dir.exists() {
            fs::remove_dir_all(dir).map_err(|e| format!("cannot clear {}: {e}", dir.display()))?;
        }
        mkdir(dir)?;
    }
    // The commit's time for every archive's files, so that the same commit
    // gives the same archives (SOURCE_DATE_EPOCH, as Debian's tools read it).
    let epoch = source_date_epoch(root);
    let site = site(root);
    let papers = Papers::write(
        root,
        &work.join("papers"),
        &bin,
        &version,
        site.is_some(),
        profile,
        epoch,
    )?;
    let deb = deb::build(&deb::Input {
        root,
        work: &work.join("deb"),
        out: &out,
        bin: &bin,
        version: &version,
        arch: &deb_arch,
        site: site.as_deref(),
        papers: &papers,
        profile,
        epoch,
    })?;
    let portable = portable(
        root,
        &work,
        &out,
        &Portable {
            bin: &bin,
            arch: std::env::consts::ARCH,
            strip: "strip",
        },
        &version,
        site.as_deref(),
        &papers.copyright_full,
        profile,
        epoch,
    )?;
    let mut cross = Vec::new();
    for &c in crosses {
        cross.push(cross::build(&cross::Input {
            root,
            work: &work,
            out: &out,
            cross: c,
            version: &version,
            site: site.as_deref(),
            profile,
            epoch,
        })?);
    }
    let site_archive = match &site {
        Some(dir) => Some(site_archive(
            root, &work, &out, dir, &version, profile, epoch,
        )?),
        None => None,
    };
    let made = Made {
        profile,
        version,
        version_line,
        deb_arch,
        deb,
        portable,
        site: site_archive,
        cross,
    };
    sha256sums(&out)?;
    Ok(made)
}

/// The site `cargo xtask web` built (`target/web/`), if it did.
fn site(root: &Path) -> Option<PathBuf> {
    let web = crate::site::dir(root);
    let site = web.join("index.html").is_file().then_some(web);
    if let Some(site) = &site {
        let kind = match crate::site::names_left_out(site) {
            Ok(()) => "a release build",
            Err(_) => "a --dev build, with the functions' names",
        };
        println!("The site in {} is {kind}: it goes in.", site.display());
    }
    site
}

/// The site's archive, `wahree-site-VERSION/`: the site with its
/// licences beside it, `COPYRIGHT.txt` (the crates of the browser app's
/// build; `.txt` so that a school's web server shows it as text).
fn site_archive(
    root: &Path,
    work: &Path,
    out: &Path,
    site: &Path,
    version: &str,
    profile: Profile,
    epoch: u64,
) -> Result<PathBuf, String> {
    let name = format!("wahree-site-{version}");
    let staged = work.join("site").join(&name);
    copy_tree(site, &staged)?;
    let notice = copyright::Notice::site(root)?.text(copyright::Texts::Full);
    write(&staged.join(SITE_COPYRIGHT), notice.as_bytes())?;
    let path = out.join(format!("{name}.tar.gz"));
    println!("Archiving the site: {}", file_name(&path));
    tar_gz(&staged, &name, &path, profile, epoch)?;
    Ok(path)
}

/// The site archive's licences.
pub const SITE_COPYRIGHT: &str = "COPYRIGHT.txt";

/// `cargo build` of the program in the profile (nothing to do when `cargo
/// test` or an earlier build made it already); its path.
fn cargo_build(root: &Path, profile: Profile) -> Result<PathBuf, String> {
    let mut cmd = cargo();
    cmd.current_dir(root)
        .args(["build", "--package", "wahree", "--bin", "wahree"]);
    if profile == Profile::Release {
        cmd.arg("--release");
        println!("Building the release program (a first build takes several minutes)...");
    }
    run(&mut cmd, "building the program")?;
    Ok(crate::site::target_dir(root)
        .join(profile.dir())
        .join("wahree"))
}

/// Cargo, without the variables `cargo run` set for the xtask itself
/// (`CARGO_PKG_NAME=xtask`, `CARGO_MANIFEST_DIR`, …): build scripts such
/// as ring's rerun when those change, so with them the program `cargo
/// test` built would be compiled again, and again after.
pub fn cargo() -> Command {
    let mut cmd = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()));
    for (name, _) in std::env::vars_os() {
        let name = name.to_string_lossy();
        if name.starts_with("CARGO_PKG_")
            || name.starts_with("CARGO_MANIFEST_")
            || [
                "CARGO_CRATE_NAME",
                "CARGO_BIN_NAME",
                "CARGO_PRIMARY_PACKAGE",
            ]
            .contains(&name.as_ref())
        {
            cmd.env_remove(name.as_ref());
        }
    }
    cmd
}

/// "0.1.0" from "wahree 0.1.0 (commit f850f6f)".
fn version_of(line: &str) -> Option<String> {
    let v = line.strip_prefix("wahree ")?.split(' ').next()?;
    (!v.is_empty()
        && v.chars()
            .all(|c| c.is_ascii_alphanumeric() || ".-+~".contains(c)))
    .then(|| v.to_owned())
}

/// The time of the commit built (SOURCE_DATE_EPOCH if set), else now.
pub fn source_date_epoch(root: &Path) -> u64 {
    if let Some(e) = std::env::var("SOURCE_DATE_EPOCH")
        .ok()
        .and_then(|e| e.parse().ok())
    {
        return e;
    }
    output(
        Command::new("git")
            .current_dir(root)
            .args(["log", "-1", "--format=%ct"]),
    )
    .ok()
    .and_then(|t| t.trim().parse().ok())
    .unwrap_or_else(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    })
}

/// The texts both packages carry, made once.
pub struct Papers {
    /// Debian's copyright file, for the `.deb`.
    pub copyright: PathBuf,
    /// The same with every licence's text in full, for the portable
    /// archive (`copyright::Texts`).
    pub copyright_full: PathBuf,
    /// The manual page, gzipped.
    pub man: PathBuf,
    /// CHANGELOG.md, gzipped (Debian's `changelog.gz`).
    pub changelog_gz: PathBuf,
}

impl Papers {
    fn write(
        root: &Path,
        dir: &Path,
        bin: &Path,
        version: &str,
        site: bool,
        profile: Profile,
        epoch: u64,
    ) -> Result<Papers, String> {
        mkdir(dir)?;
        let notice = copyright::Notice::program(root, &[], site)?;
        let copyright = dir.join("copyright");
        write(&copyright, notice.text(copyright::Texts::Debian).as_bytes())?;
        let copyright_full = dir.join("COPYRIGHT");
        write(
            &copyright_full,
            notice.text(copyright::Texts::Full).as_bytes(),
        )?;
        let man = dir.join("wahree.1.gz");
        write(
            &man,
            &gzip(man::page(bin, version, epoch)?.as_bytes(), profile)?,
        )?;
        let changelog = read(&root.join("CHANGELOG.md"))?;
        let changelog_gz = dir.join("changelog.gz");
        write(&changelog_gz, &gzip(&changelog, profile)?)?;
        Ok(Papers {
            copyright,
            copyright_full,
            man,
            changelog_gz,
        })
    }
}

/// A Linux program to put in a portable archive: this machine's, or a
/// cross-built one with its architecture's `strip`.
pub struct Portable<'a> {
    pub bin: &'a Path,
    /// Rust's name for the architecture ("x86_64", "aarch64").
    pub arch: &'a str,
    pub strip: &'a str,
}

/// The portable archive: one folder, `wahree-VERSION-ARCH-linux/`, with
/// the program, the site beside it when built (where `wahree serve` looks
/// first), and the papers.
#[allow(clippy::too_many_arguments)]
pub fn portable(
    root: &Path,
    work: &Path,
    out: &Path,
    program: &Portable,
    version: &str,
    site: Option<&Path>,
    copyright: &Path,
    profile: Profile,
    epoch: u64,
) -> Result<PathBuf, String> {
    let name = format!("wahree-{version}-{}-linux", program.arch);
    let dir = work.join("portable").join(&name);
    mkdir(&dir)?;
    strip(program.strip, program.bin, &dir.join("wahree"))?;
    for (from, to) in [
        ("README.md", "README.md"),
        ("CHANGELOG.md", "CHANGELOG.md"),
        ("docs/install.md", "INSTALL.md"),
        ("docs/server.md", "SERVER.md"),
        ("assets/icon/wahree-256.png", "wahree.png"),
    ] {
        copy(&root.join(from), &dir.join(to), 0o644)?;
    }
    copy(copyright, &dir.join("COPYRIGHT"), 0o644)?;
    if let Some(site) = site {
        copy_tree(site, &dir.join("site"))?;
    }
    let path = out.join(format!("{name}.tar.gz"));
    println!("Archiving the portable program: {}", file_name(&path));
    tar_gz(&dir, &name, &path, profile, epoch)?;
    Ok(path)
}

/// `SHA256SUMS` beside the packages (every file in `out`), for whoever
/// downloads them.
pub fn sha256sums(out: &Path) -> Result<(), String> {
    use sha2::{Digest, Sha256};
    let mut files: Vec<PathBuf> = fs::read_dir(out)
        .map_err(|e| format!("{}: {e}", out.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file() && file_name(p) != "SHA256SUMS")
        .collect();
    files.sort();
    let mut text = String::new();
    for path in &files {
        let digest = Sha256::digest(read(path)?);
        let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
        text.push_str(&format!("{hex}  {}\n", file_name(path)));
    }
    write(&out.join("SHA256SUMS"), text.as_bytes())
}

/// A copy of the program without its symbols and line tables (what
/// Debian's packages ship; a backtrace then names no lines), by `tool`:
/// `strip`, or a cross toolchain's (`aarch64-linux-gnu-strip`).
pub fn strip(tool: &str, bin: &Path, to: &Path) -> Result<(), String> {
    if let Some(dir) = to.parent() {
        mkdir(dir)?;
    }
    run(
        Command::new(tool)
            .args([
                "--strip-unneeded",
                "--remove-section=.comment",
                "--remove-section=.note",
                "-o",
            ])
            .arg(to)
            .arg(bin),
        &format!("{tool} (binutils)"),
    )?;
    fs::set_permissions(to, fs::Permissions::from_mode(0o755))
        .map_err(|e| format!("{}: {e}", to.display()))
}

/// `dir` as `name/` in a gzipped tar at `path`, owned by root, its files
/// in name order with the commit's time: the same tree, the same archive.
pub fn tar_gz(
    dir: &Path,
    name: &str,
    path: &Path,
    profile: Profile,
    epoch: u64,
) -> Result<(), String> {
    let parent = dir.parent().ok_or("a folder to archive has a parent")?;
    let base = file_name(dir);
    let mut cmd = Command::new("tar");
    cmd.current_dir(parent).args([
        "--sort=name",
        "--owner=0",
        "--group=0",
        "--numeric-owner",
        "--format=gnu",
    ]);
    cmd.arg(format!("--mtime=@{epoch}"));
    if base != name {
        // target/web/ goes in as wahree-site-VERSION/.
        cmd.arg(format!("--transform=s|^{base}|{name}|"));
    }
    let mut child = cmd
        .args(["-cf", "-", &base])
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run tar: {e}"))?;
    let mut stdout = child.stdout.take().ok_or("tar's output")?;
    let file = fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let mut gz = flate2::write::GzEncoder::new(std::io::BufWriter::new(file), level(profile));
    std::io::copy(&mut stdout, &mut gz).map_err(|e| format!("{}: {e}", path.display()))?;
    gz.finish()
        .and_then(|mut w| w.flush())
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let status = child.wait().map_err(|e| format!("tar: {e}"))?;
    if !status.success() {
        return Err(format!("tar failed ({status}) on {}", dir.display()));
    }
    Ok(())
}

/// gzip's best for a release, its fastest for CI's dev packages.
pub fn level(profile: Profile) -> flate2::Compression {
    match profile {
        Profile::Release => flate2::Compression::best(),
        Profile::Dev => flate2::Compression::fast(),
    }
}

/// Gzipped bytes with no name or time in the header (`gzip -n`).
fn gzip(bytes: &[u8], profile: Profile) -> Result<Vec<u8>, String> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), level(profile));
    gz.write_all(bytes)
        .and_then(|()| gz.finish())
        .map_err(|e| format!("gzip: {e}"))
}

pub fn mkdir(dir: &Path) -> Result<(), String> {
    fs::create_dir_all(dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    fs::set_permissions(dir, fs::Permissions::from_mode(0o755))
        .map_err(|e| format!("{}: {e}", dir.display()))
}

pub fn read(path: &Path) -> Result<Vec<u8>, String> {
    fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

pub fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        mkdir(dir)?;
    }
    fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// A copy with the given mode, its folders made (0755).
pub fn copy(from: &Path, to: &Path, mode: u32) -> Result<(), String> {
    if let Some(dir) = to.parent() {
        mkdir(dir)?;
    }
    fs::copy(from, to)
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()))?;
    fs::set_permissions(to, fs::Permissions::from_mode(mode))
        .map_err(|e| format!("{}: {e}", to.display()))
}

/// A folder's files (no links), copied with modes 0644 and 0755.
pub fn copy_tree(from: &Path, to: &Path) -> Result<(), String> {
    mkdir(to)?;
    let entries = fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("{}: {e}", from.display()))?;
        let kind = entry
            .file_type()
            .map_err(|e| format!("{}: {e}", entry.path().display()))?;
        let target = to.join(entry.file_name());
        if kind.is_dir() {
            copy_tree(&entry.path(), &target)?;
        } else if kind.is_file() {
            copy(&entry.path(), &target, 0o644)?;
        }
    }
    Ok(())
}

pub fn size(path: &Path) -> Result<u64, String> {
    fs::metadata(path)
        .map(|m| m.len())
        .map_err(|e| format!("{}: {e}", path.display()))
}

pub fn mb(bytes: u64) -> f64 {
    bytes as f64 / 1e6
}

pub fn file_name(path: &Path) -> String {
    path.file_name()
        .unwrap_or_default()
        .to_string_lossy()
        .into_owned()
}

/// Runs a command to its end; an error names `what` and the status.
pub fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    let status = cmd
        .status()
        .map_err(|e| format!("{what}: cannot run {:?}: {e}", cmd.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({status})"))
    }
}

/// A command's standard output, or an error with its standard error.
pub fn output(cmd: &mut Command) -> Result<String, String> {
    let out = cmd
        .output()
        .map_err(|e| format!("cannot run {:?}: {e}", cmd.get_program()))?;
    if !out.status.success() {
        return Err(format!(
            "{:?} {:?} failed ({}): {}",
            cmd.get_program(),
            cmd.get_args().collect::<Vec<_>>(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim()
        ));
    }
    String::from_utf8(out.stdout).map_err(|e| format!("{:?}: {e}", cmd.get_program()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(a: &[&str]) -> Vec<String> {
        a.iter().map(|s| (*s).to_owned()).collect()
    }

    #[test]
    fn release_is_the_default_profile() {
        let o = parse(&[]).unwrap();
        assert_eq!(o.profile, Profile::Release);
        assert!(!o.check);
        let o = parse(&args(&["--profile", "dev", "--check"])).unwrap();
        assert_eq!(o.profile, Profile::Dev);
        assert!(o.check);
        assert!(parse(&args(&["--profile"])).is_err());
        assert!(parse(&args(&["--profile", "fast"])).is_err());
        assert!(parse(&args(&["--zip"])).is_err());
        let o = parse(&args(&["--cross", "windows", "--cross-only"])).unwrap();
        assert!(o.cross_only);
        assert!(parse(&args(&["--cross-only"])).is_err());
        assert!(parse(&args(&["--cross"])).is_err());
        let o = parse(&args(&["--copyright-only", "out", "--cross", "aarch64"])).unwrap();
        assert_eq!(o.copyright_only, Some(PathBuf::from("out")));
        assert!(parse(&args(&["--copyright-only"])).is_err());
    }

    #[test]
    fn the_version_is_read_from_the_programs_line() {
        assert_eq!(
            version_of("wahree 0.1.0 (commit f850f6f)").as_deref(),
            Some("0.1.0")
        );
        assert_eq!(
            version_of("wahree 1.2.3-rc.1 (commit unknown)").as_deref(),
            Some("1.2.3-rc.1")
        );
        assert_eq!(version_of("other 0.1.0"), None);
        assert_eq!(version_of("wahree  (commit x)"), None);
    }
}
