//! The Debian package: a staging tree laid out as the installed files
//! (`debian/wahree/`, the place `dpkg-shlibdeps` expects), its `DEBIAN/`
//! control file and maintainer scripts, then `dpkg-deb --build
//! --root-owner-group`.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::{ICON_SIZES, Papers, Profile, copy, copy_tree, mkdir, output, run, strip, write};

/// Who answers for the package; `DEBFULLNAME` and `DEBEMAIL` (Debian's
/// usual variables) replace it.
const MAINTAINER: &str = "Wahree maintainers <maintainers@wahree.invalid>";

/// Libraries the app opens at run time with `dlopen` (winit's X11 backend,
/// xkbcommon), which `dpkg-shlibdeps` cannot see since the program does
/// not link them: the libraries a debug build had mapped after opening its
/// window under Xvfb (/proc/PID/maps), by the Debian 12 package that
/// holds each. X11 is enough on a Wayland desktop too (Xwayland).
const OPENED_AT_RUN_TIME: &[&str] = &[
    "libx11-6",
    "libx11-xcb1",
    "libxcursor1",
    "libxi6",
    "libxkbcommon0",
    "libxkbcommon-x11-0",
];

/// Also opened at run time when there: winit's Wayland backend (else the
/// app goes through X11), libdbus for the desktop portal's file chooser,
/// speech-dispatcher with espeak-ng for reading texts aloud, and Open
/// JTalk with its dictionary, a voice and a player for Japanese, which
/// espeak-ng cannot read (without them the app does not read Japanese
/// aloud and says what to install; the voice is in Debian's contrib, so
/// apt leaves it out where contrib is not in the sources).
const RECOMMENDS: &str = "libwayland-client0, libwayland-cursor0, libdbus-1-3, \
speech-dispatcher, espeak-ng, open-jtalk, open-jtalk-mecab-naist-jdic, \
hts-voice-nitech-jp-atr503-m001, pulseaudio-utils | alsa-utils";

/// The file chooser without a portal (docs/app.md).
const SUGGESTS: &str = "xdg-desktop-portal | zenity";

pub struct Input<'a> {
    pub root: &'a Path,
    pub work: &'a Path,
    pub out: &'a Path,
    pub bin: &'a Path,
    pub version: &'a str,
    pub arch: &'a str,
    pub site: Option<&'a Path>,
    pub papers: &'a Papers,
    pub profile: Profile,
    pub epoch: u64,
}

pub fn build(i: &Input) -> Result<PathBuf, String> {
    let name = format!("wahree_{}_{}", i.version, i.arch);
    println!("Staging the Debian package {name}.deb...");
    let stage = i.work.join("debian").join("wahree");
    mkdir(&stage)?;
    // dpkg-shlibdeps wants to run in a source package: an empty control.
    write(&i.work.join("debian").join("control"), b"")?;
    let at = |path: &str| stage.join(path);
    let asset = |path: &str| i.root.join("assets").join(path);

    strip("strip", i.bin, &at("usr/bin/wahree"))?;
    copy(
        &asset("linux/wahree.desktop"),
        &at("usr/share/applications/wahree.desktop"),
        0o644,
    )?;
    for size in ICON_SIZES {
        copy(
            &asset(&format!("icon/wahree-{size}.png")),
            &at(&format!(
                "usr/share/icons/hicolor/{size}x{size}/apps/wahree.png"
            )),
            0o644,
        )?;
    }
    copy(
        &asset("icon/wahree.svg"),
        &at("usr/share/icons/hicolor/scalable/apps/wahree.svg"),
        0o644,
    )?;
    copy(
        &asset("linux/wahree-serve.service"),
        &at("usr/lib/systemd/system/wahree-serve.service"),
        0o644,
    )?;
    copy(&i.papers.man, &at("usr/share/man/man1/wahree.1.gz"), 0o644)?;
    let doc = at("usr/share/doc/wahree");
    copy(&i.papers.copyright, &doc.join("copyright"), 0o644)?;
    copy(&i.papers.changelog_gz, &doc.join("changelog.gz"), 0o644)?;
    for (from, to) in [
        ("README.md", "README.md"),
        ("docs/install.md", "install.md"),
        ("docs/server.md", "server.md"),
    ] {
        copy(&i.root.join(from), &doc.join(to), 0o644)?;
    }
    if let Some(site) = i.site {
        copy_tree(site, &at("usr/share/wahree/site"))?;
    }

    let control = at("DEBIAN");
    mkdir(&control)?;
    let common = super::read(&asset("linux/debian/common.sh"))?;
    for script in ["postinst", "prerm", "postrm"] {
        let text = String::from_utf8(super::read(&asset(&format!("linux/debian/{script}")))?)
            .map_err(|e| format!("{script}: {e}"))?;
        let text = text.replace("#COMMON#", String::from_utf8_lossy(&common).trim_end());
        let path = control.join(script);
        write(&path, text.as_bytes())?;
        set_mode(&path, 0o755)?;
    }
    let shlibs = shlib_depends(&i.work.join("debian").join("wahree"), i.work)?;
    let fields = Control {
        version: i.version,
        arch: i.arch,
        installed_kib: installed_size(&stage, &control)?,
        depends: depends(&shlibs),
        maintainer: maintainer(),
    };
    write(&control.join("control"), fields.text().as_bytes())?;
    write(&control.join("md5sums"), md5sums(&stage)?.as_bytes())?;

    let deb = i.out.join(format!("{name}.deb"));
    let mut cmd = Command::new("dpkg-deb");
    cmd.env("SOURCE_DATE_EPOCH", i.epoch.to_string())
        .arg("--root-owner-group")
        // xz, dpkg's own default, for a release; gzip's fastest for CI.
        .args(match i.profile {
            Profile::Release => ["-Zxz", "-z6"],
            Profile::Dev => ["-Zgzip", "-z1"],
        })
        .arg("--build")
        .arg(&stage)
        .arg(&deb);
    run(&mut cmd, "dpkg-deb --build")?;
    Ok(deb)
}

fn set_mode(path: &Path, mode: u32) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(mode))
        .map_err(|e| format!("{}: {e}", path.display()))
}

/// `shlibs:Depends` as dpkg-shlibdeps reads it off the program's linked
/// libraries ("libc6 (>= 2.34), libgcc-s1 (>= 4.2)").
fn shlib_depends(stage: &Path, work: &Path) -> Result<String, String> {
    let line = output(
        Command::new("dpkg-shlibdeps")
            .current_dir(work)
            .arg("-O")
            .arg(
                stage
                    .join("usr/bin/wahree")
                    .strip_prefix(work)
                    .unwrap_or(stage),
            ),
    )
    .map_err(|e| format!("{e} (apt-get install dpkg-dev)"))?;
    line.lines()
        .find_map(|l| l.strip_prefix("shlibs:Depends="))
        .map(|d| d.trim().to_owned())
        .ok_or_else(|| format!("dpkg-shlibdeps said {line:?}"))
}

/// The whole Depends field: what the program links, what it opens at run
/// time, and `passwd` for the maintainer scripts' useradd and userdel.
fn depends(shlibs: &str) -> String {
    let mut all: Vec<&str> = shlibs
        .split(',')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .collect();
    all.extend(OPENED_AT_RUN_TIME);
    all.push("passwd");
    all.join(", ")
}

fn maintainer() -> String {
    match (std::env::var("DEBFULLNAME"), std::env::var("DEBEMAIL")) {
        (Ok(name), Ok(mail)) if !name.is_empty() && !mail.is_empty() => {
            format!("{name} <{mail}>")
        }
        _ => MAINTAINER.to_owned(),
    }
}

struct Control<'a> {
    version: &'a str,
    arch: &'a str,
    installed_kib: u64,
    depends: String,
    maintainer: String,
}

impl Control<'_> {
    fn text(&self) -> String {
        format!(
            "Package: wahree
Version: {version}
Architecture: {arch}
Maintainer: {maintainer}
Installed-Size: {kib}
Depends: {depends}
Recommends: {RECOMMENDS}
Suggests: {SUGGESTS}
Section: education
Priority: optional
Description: teaching tool for Wahree, the mancala game of the Virgin Islands
 Wahree (also written Wari) is the mancala game of the US Virgin Islands.
 This program teaches it in classrooms: a course of lessons from \"what is a
 house?\" to winning endgames, capture puzzles, and a computer opponent that
 can explain itself, in Italian, Spanish, Japanese and English, with a card
 for every child of the class and the teacher's view of their progress.
 .
 The package holds the app (in the menu as Wahree), the command line
 (wahree --help) and the class server that the devices of a school share
 (wahree serve), with its systemd unit wahree-serve.service, installed but
 not enabled: /usr/share/doc/wahree/install.md says how to turn it on.
",
            version = self.version,
            arch = self.arch,
            maintainer = self.maintainer,
            kib = self.installed_kib,
            depends = self.depends,
        )
    }
}

/// Installed-Size in KiB, as dpkg-gencontrol counts it: each file rounded
/// up to a KiB, one for each folder.
fn installed_size(dir: &Path, skip: &Path) -> Result<u64, String> {
    let mut kib = 0;
    for entry in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let entry = entry.map_err(|e| format!("{}: {e}", dir.display()))?;
        let path = entry.path();
        if path == skip {
            continue;
        }
        let meta = fs::symlink_metadata(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        if meta.is_dir() {
            kib += 1 + installed_size(&path, skip)?;
        } else {
            kib += meta.len().div_ceil(1024);
        }
    }
    Ok(kib)
}

/// DEBIAN/md5sums: every file's MD5 (`md5sum`), for `dpkg --verify`.
fn md5sums(stage: &Path) -> Result<String, String> {
    let mut files = Vec::new();
    list_files(stage, stage, &mut files)?;
    files.retain(|f| !f.starts_with("DEBIAN/"));
    files.sort();
    output(Command::new("md5sum").current_dir(stage).args(&files))
}

fn list_files(base: &Path, dir: &Path, into: &mut Vec<String>) -> Result<(), String> {
    for entry in fs::read_dir(dir).map_err(|e| format!("{}: {e}", dir.display()))? {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() {
            list_files(base, &path, into)?;
        } else {
            let rel = path.strip_prefix(base).map_err(|e| e.to_string())?;
            into.push(rel.to_string_lossy().into_owned());
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depends_adds_what_is_opened_at_run_time() {
        let d = depends("libc6 (>= 2.34), libgcc-s1 (>= 4.2)");
        assert!(d.starts_with("libc6 (>= 2.34), libgcc-s1 (>= 4.2), libx11-6, "));
        assert!(d.ends_with(", libxkbcommon-x11-0, passwd"));
    }

    #[test]
    fn the_control_file_has_every_field_dpkg_needs() {
        let c = Control {
            version: "0.1.0",
            arch: "amd64",
            installed_kib: 42,
            depends: "libc6".into(),
            maintainer: MAINTAINER.into(),
        }
        .text();
        for field in [
            "Package: wahree\n",
            "Version: 0.1.0\n",
            "Architecture: amd64\n",
            "Installed-Size: 42\n",
            "Depends: libc6\n",
            "Maintainer: ",
            "Description: ",
        ] {
            assert!(c.contains(field), "{field}");
        }
        // A description's lines are indented; an empty one is " .".
        for line in c
            .lines()
            .skip_while(|l| !l.starts_with("Description:"))
            .skip(1)
        {
            assert!(line.starts_with(' ') && line.len() <= 80, "{line:?}");
        }
        assert!(c.ends_with('\n'));
    }
}
