//! Content-hashed names for the site's big files, so that a server may let
//! browsers keep them for a year (`wahree serve` does, for any name of the
//! form `name-<16 hex>.ext`) and a new build is fetched at once: the page
//! (`index.html`) and the worker's script keep their names and are
//! revalidated, and they name the hashed files.

use std::fs;
use std::path::Path;

use sha2::{Digest, Sha256};

/// The first 16 hex digits of the content's SHA-256.
pub fn hash(bytes: &[u8]) -> String {
    Sha256::digest(bytes)[..8]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `stem-<hash>.ext` for `stem.ext`.
fn hashed(name: &str, bytes: &[u8]) -> String {
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    format!("{stem}-{}.{ext}", hash(bytes))
}

fn read(dir: &Path, name: &str) -> Result<Vec<u8>, String> {
    fs::read(dir.join(name)).map_err(|e| format!("cannot read {name}: {e}"))
}

fn replace_in(dir: &Path, name: &str, from: &str, to: &str) -> Result<(), String> {
    let text = String::from_utf8(read(dir, name)?).map_err(|_| format!("{name} is not text"))?;
    if !text.contains(from) {
        return Err(format!(
            "{name} does not name {from}: the site's layout changed"
        ));
    }
    fs::write(dir.join(name), text.replace(from, to))
        .map_err(|e| format!("cannot write {name}: {e}"))
}

/// Gives the module and its script hashed names in `dir`, and points the
/// script, the page and the worker at them. Returns the module's new name.
pub fn apply(dir: &Path) -> Result<String, String> {
    let wasm = hashed("wahree_bg.wasm", &read(dir, "wahree_bg.wasm")?);
    fs::rename(dir.join("wahree_bg.wasm"), dir.join(&wasm))
        .map_err(|e| format!("cannot rename the module: {e}"))?;
    replace_in(dir, "wahree.js", "wahree_bg.wasm", &wasm)?;
    let js = hashed("wahree.js", &read(dir, "wahree.js")?);
    fs::rename(dir.join("wahree.js"), dir.join(&js))
        .map_err(|e| format!("cannot rename the script: {e}"))?;
    replace_in(dir, "index.html", "./wahree.js", &format!("./{js}"))?;
    replace_in(dir, "worker.js", "./wahree.js", &format!("./{js}"))?;
    Ok(wasm)
}

/// The module's file in a built site (its name carries its hash).
pub fn module(dir: &Path) -> Result<std::path::PathBuf, String> {
    fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .flatten()
        .map(|e| e.path())
        .find(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("wahree_bg-") && n.ends_with(".wasm"))
        })
        .ok_or_else(|| format!("no module in {}: build the site first", dir.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_carry_the_content_and_every_reference_follows() {
        let dir = std::env::temp_dir().join(format!("xtask-fingerprint-{}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("wahree_bg.wasm"), b"\0asm module").unwrap();
        fs::write(
            dir.join("wahree.js"),
            "new URL('wahree_bg.wasm', import.meta.url)",
        )
        .unwrap();
        fs::write(dir.join("index.html"), r#"import init from "./wahree.js";"#).unwrap();
        fs::write(dir.join("worker.js"), r#"import init from "./wahree.js";"#).unwrap();
        let wasm = apply(&dir).unwrap();
        assert_eq!(wasm, format!("wahree_bg-{}.wasm", hash(b"\0asm module")));
        assert_eq!(module(&dir).unwrap(), dir.join(&wasm));
        let page = fs::read_to_string(dir.join("index.html")).unwrap();
        let js = page
            .split('"')
            .nth(1)
            .unwrap()
            .trim_start_matches("./")
            .to_owned();
        assert!(
            js.starts_with("wahree-") && js.ends_with(".js") && js.len() == 26,
            "{js}"
        );
        assert!(fs::read_to_string(dir.join(&js)).unwrap().contains(&wasm));
        assert!(
            fs::read_to_string(dir.join("worker.js"))
                .unwrap()
                .contains(&js)
        );
        assert!(!dir.join("wahree.js").exists() && !dir.join("wahree_bg.wasm").exists());
        fs::remove_dir_all(&dir).unwrap();
    }
}
