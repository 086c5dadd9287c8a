//! Lessons and translations are embedded with `include_dir`, which notices
//! edited files but not added or removed ones: watch the folders themselves.
//!
//! `wahree --version` names the commit it was built from (`WAHREE_COMMIT`
//! for the program): `git rev-parse --short HEAD` when the package is the
//! top of a git checkout, else the `WAHREE_COMMIT` variable a packager
//! building from a source archive sets, else "unknown". So that a build
//! reruns this only when the commit changes, it watches the files git
//! keeps HEAD in (`HEAD`, the branch it names, or `packed-refs`), never
//! the sources.
//!
//! For Windows it also puts the icon (assets/icon/wahree.ico) in the
//! program, see `windows_icon`; other targets are unchanged.
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=lessons");
    println!("cargo:rerun-if-changed=i18n");
    println!("cargo:rerun-if-env-changed=WAHREE_COMMIT");
    let here = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let commit = from_git(&here)
        .or_else(|| {
            std::env::var("WAHREE_COMMIT")
                .ok()
                .filter(|c| !c.trim().is_empty())
        })
        .unwrap_or_else(|| "unknown".to_owned());
    println!("cargo:rustc-env=WAHREE_COMMIT={}", commit.trim());
    windows_icon(&here);
}

/// The icon as a resource of the `.exe`: mingw's `windres` compiles
/// assets/icon/wahree.rc to an object that is linked into the program.
/// Only for a windows-gnu target (`cargo xtask dist --cross windows`);
/// without windres (`WINDRES`, `x86_64-w64-mingw32-windres` or `windres`)
/// the program is built all the same, with Windows' default icon.
fn windows_icon(here: &Path) {
    let target = |name: &str| std::env::var(name).unwrap_or_default();
    if target("CARGO_CFG_TARGET_OS") != "windows" {
        return;
    }
    let dir = here.join("assets").join("icon");
    for file in ["wahree.rc", "wahree.ico"] {
        println!("cargo:rerun-if-changed={}", dir.join(file).display());
    }
    println!("cargo:rerun-if-env-changed=WINDRES");
    if target("CARGO_CFG_TARGET_ENV") != "gnu" {
        println!("cargo:warning=the icon is embedded by windres, for windows-gnu targets only");
        return;
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("icon.o");
    let prefixed = format!("{}-w64-mingw32-windres", target("CARGO_CFG_TARGET_ARCH"));
    let tools = std::env::var("WINDRES")
        .into_iter()
        .chain([prefixed, "windres".to_owned()]);
    for tool in tools {
        // Run in assets/icon/, where the .rc names the .ico.
        let status = Command::new(&tool)
            .current_dir(&dir)
            .args([
                "--input-format=rc",
                "--output-format=coff",
                "-i",
                "wahree.rc",
                "-o",
            ])
            .arg(&out)
            .status();
        match status {
            Ok(s) if s.success() => {
                println!("cargo:rustc-link-arg-bins={}", out.display());
                return;
            }
            Ok(s) => panic!("{tool} failed ({s}) on assets/icon/wahree.rc"),
            Err(_) => continue,
        }
    }
    println!("cargo:warning=no windres found: the program has no icon of its own");
}

/// The short commit of HEAD, if `dir` is the top of a git checkout (not a
/// source archive unpacked inside some other repository) and git runs.
fn from_git(dir: &Path) -> Option<String> {
    let top = git(dir, &["rev-parse", "--show-toplevel"])?;
    if Path::new(&top).canonicalize().ok()? != dir.canonicalize().ok()? {
        return None;
    }
    // In a worktree `.git` is a file: ask git where HEAD and the branch are.
    let head = git(dir, &["rev-parse", "--git-path", "HEAD"])?;
    watch(dir, &head);
    if let Some(branch) = git(dir, &["symbolic-ref", "-q", "HEAD"]) {
        let loose = git(dir, &["rev-parse", "--git-path", &branch])?;
        if !watch(dir, &loose) {
            let packed = git(dir, &["rev-parse", "--git-path", "packed-refs"])?;
            watch(dir, &packed);
        }
    }
    git(dir, &["rev-parse", "--short", "HEAD"])
}

/// Reruns this script when `path` (relative to `dir` or absolute) changes;
/// only a file that exists, since cargo reruns every time for one that
/// does not.
fn watch(dir: &Path, path: &str) -> bool {
    let path = dir.join(path);
    let there = path.is_file();
    if there {
        println!("cargo:rerun-if-changed={}", path.display());
    }
    there
}

fn git(dir: &Path, args: &[&str]) -> Option<String> {
    let out = Command::new("git")
        .arg("-C")
        .arg(dir)
        .args(args)
        .output()
        .ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    (out.status.success() && !text.trim().is_empty()).then(|| text.trim().to_owned())
}
