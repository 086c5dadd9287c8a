//! Building the static site: the app compiled for `wasm32-unknown-unknown`,
//! its JavaScript bindings generated, the page and the worker's script
//! copied beside them. Each stage says what it does as it starts: a first
//! build takes minutes.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::wasm;

const TARGET: &str = "wasm32-unknown-unknown";
/// The page, the coach's worker, the service worker and the web app's
/// manifest, kept in the repository (web/).
const STATIC: [&str; 4] = ["index.html", "worker.js", "sw.js", "manifest.webmanifest"];
/// The icons a Chromebook shows for the installed app.
const ICONS: [(&str, &str); 2] = [
    ("assets/icon/wahree-256.png", "icon-256.png"),
    ("assets/icon/wahree-512.png", "icon-512.png"),
];
/// The whole font's file and its name on the site (`app::fonts::FULL_URL`).
const FULL_FONT: (&str, &str) = (
    "assets/fonts/NotoSansCJKjp-Regular-subset.otf",
    "wahree-full-font.otf",
);

/// The target directory: `CARGO_TARGET_DIR` if set, as cargo does.
pub fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

/// Where the site is written.
pub fn dir(root: &Path) -> PathBuf {
    target_dir(root).join("web")
}

/// Builds the site (release unless `dev`) and returns its folder.
pub fn build(root: &Path, dev: bool) -> Result<PathBuf, String> {
    add_target(TARGET)?;
    check_versions(root)?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root).args([
        "rustc",
        "--package",
        "wahree",
        "--lib",
        "--crate-type",
        "cdylib",
        "--target",
        TARGET,
    ]);
    if !dev {
        cmd.arg("--release");
    }
    println!(
        "Building the app for the browser ({TARGET}, {}): a first build compiles \
         iced for it and takes several minutes; cargo shows each crate as it goes.",
        if dev { "debug" } else { "release" }
    );
    run(&mut cmd, "building the app for the web")?;
    let wasm = target_dir(root)
        .join(TARGET)
        .join(if dev { "debug" } else { "release" })
        .join("wahree.wasm");
    let out = dir(root);
    if out.exists() {
        fs::remove_dir_all(&out).map_err(|e| format!("cannot clear {}: {e}", out.display()))?;
    }
    println!("Generating the JavaScript bindings (wasm-bindgen)...");
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&wasm)
        .web(true)
        .map_err(|e| e.to_string())?
        .typescript(false)
        // `init()` then finds the .wasm beside the script, wherever the site is.
        .omit_default_module_path(false)
        // The functions' names (0.9 MB) serve only a debugger's stack
        // traces: a release site leaves them out, a `--dev` one keeps them.
        .remove_name_section(!dev)
        .remove_producers_section(!dev)
        .out_name("wahree")
        .generate(&out)
        .map_err(|e| format!("wasm-bindgen on {}: {e}", wasm.display()))?;
    for name in STATIC {
        fs::copy(root.join("web").join(name), out.join(name))
            .map_err(|e| format!("cannot copy web/{name}: {e}"))?;
    }
    // The whole Japanese font, which the module (carrying the school's
    // subset) fetches when a name needs it (src/app/fonts.rs).
    for (from, to) in [FULL_FONT].iter().chain(&ICONS) {
        fs::copy(root.join(from), out.join(to)).map_err(|e| format!("cannot copy {from}: {e}"))?;
    }
    // Cached for a year by a server that knows hashed names: each build's
    // own names.
    crate::fingerprint::apply(&out)?;
    // Last: the service worker lists the files as they are now.
    let kept = crate::offline::apply(&out)?;
    println!(
        "The service worker keeps {} files for offline starts.",
        kept.len()
    );
    let module = crate::fingerprint::module(&out)?;
    let bytes = fs::read(&module).map_err(|e| format!("cannot read {}: {e}", module.display()))?;
    let names = wasm::custom_sections(&bytes)
        .map_err(|e| format!("{}: {e}", module.display()))?
        .into_iter()
        .find(|(name, _)| name == "name")
        .map_or_else(
            || "no name section".to_owned(),
            |(_, size)| format!("with a {:.2} MB name section", mb(size)),
        );
    println!(
        "{}: {:.2} MB ({names})",
        module.file_name().unwrap_or_default().to_string_lossy(),
        mb(bytes.len())
    );
    Ok(out)
}

/// An error unless the site's module has no name section (a release
/// site's).
pub fn names_left_out(out: &Path) -> Result<(), String> {
    let module = crate::fingerprint::module(out)?;
    let bytes = fs::read(&module).map_err(|e| format!("cannot read {}: {e}", module.display()))?;
    let sections =
        wasm::custom_sections(&bytes).map_err(|e| format!("{}: {e}", module.display()))?;
    match sections.iter().find(|(name, _)| name == "name") {
        Some((_, size)) => Err(format!(
            "{} keeps a name section of {size} bytes: a release site leaves it out",
            module.display()
        )),
        None => Ok(()),
    }
}

fn mb(bytes: usize) -> f64 {
    bytes as f64 / 1e6
}

/// Adds a target (wasm32, or a cross build's) with rustup when it is missing.
pub fn add_target(target: &str) -> Result<(), String> {
    let installed = Command::new("rustup")
        .args(["target", "list", "--installed"])
        .output()
        .map_err(|e| format!("rustup is needed to add the {target} target: {e}"))?;
    if String::from_utf8_lossy(&installed.stdout)
        .lines()
        .any(|l| l.trim() == target)
    {
        return Ok(());
    }
    run(
        Command::new("rustup").args(["target", "add", target]),
        &format!("adding the {target} target"),
    )
}

/// The bindings generator must be the very version of `wasm-bindgen` the
/// app links: both are pinned, and Cargo.lock shows what was resolved.
fn check_versions(root: &Path) -> Result<(), String> {
    let lock = fs::read_to_string(root.join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let version = |name: &str| {
        let mut lines = lock.lines();
        while let Some(l) = lines.next() {
            if l == format!("name = \"{name}\"") {
                return lines
                    .next()
                    .and_then(|v| v.strip_prefix("version = \""))
                    .map(|v| v.trim_end_matches('"').to_owned());
            }
        }
        None
    };
    let app = version("wasm-bindgen");
    let tool = version("wasm-bindgen-cli-support");
    if app.is_none() || app != tool {
        return Err(format!(
            "wasm-bindgen {} and wasm-bindgen-cli-support {} differ in Cargo.lock: \
             pin both to the same version (Cargo.toml, xtask/Cargo.toml)",
            app.unwrap_or_default(),
            tool.unwrap_or_default()
        ));
    }
    Ok(())
}

fn run(cmd: &mut Command, what: &str) -> Result<(), String> {
    let status = cmd
        .status()
        .map_err(|e| format!("{what}: cannot run {:?}: {e}", cmd.get_program()))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("{what} failed ({status})"))
    }
}
