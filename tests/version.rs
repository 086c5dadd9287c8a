//! `wahree --version` names the version and the commit (build.rs), and
//! CHANGELOG.md has an entry for that version.

use std::path::Path;
use std::process::Command;

fn wahree(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(args)
        .output()
        .expect("wahree runs");
    assert!(out.status.success(), "exit status {}", out.status);
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

/// The commit git names for this checkout, if the package is the top of
/// one and git runs (as build.rs asks it).
fn git_head() -> Option<String> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let git = |args: &[&str]| {
        let out = Command::new("git")
            .arg("-C")
            .arg(here)
            .args(args)
            .output()
            .ok()?;
        out.status
            .success()
            .then(|| String::from_utf8_lossy(&out.stdout).trim().to_owned())
    };
    let top = git(&["rev-parse", "--show-toplevel"])?;
    if Path::new(&top).canonicalize().ok()? != here.canonicalize().ok()? {
        return None;
    }
    git(&["rev-parse", "--short", "HEAD"])
}

#[test]
fn the_version_names_the_commit() {
    let line = wahree(&["--version"]);
    assert_eq!(wahree(&["-V"]), line);
    // "wahree 0.1.0 (commit f850f6f)\n"
    let rest = line
        .strip_prefix(&format!("wahree {} (commit ", env!("CARGO_PKG_VERSION")))
        .unwrap_or_else(|| panic!("{line:?}"));
    let commit = rest
        .strip_suffix(")\n")
        .unwrap_or_else(|| panic!("{line:?}"));
    match git_head() {
        Some(head) => {
            assert!(head.len() >= 7 && head.chars().all(|c| c.is_ascii_hexdigit()));
            assert_eq!(commit, head);
        }
        // A source archive: a packager's WAHREE_COMMIT, or "unknown".
        None => assert!(
            !commit.is_empty() && commit.chars().all(|c| c.is_ascii_graphic()),
            "{line:?}"
        ),
    }
}

#[test]
fn the_changelog_has_this_version() {
    let changelog = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/CHANGELOG.md"))
        .expect("CHANGELOG.md");
    let heading = format!("## {} ", env!("CARGO_PKG_VERSION"));
    assert!(
        changelog.lines().any(|l| l.starts_with(&heading)),
        "CHANGELOG.md has no {heading:?}… entry"
    );
}
