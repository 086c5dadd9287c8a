//! The crates compiled into a build (`cargo tree`), and where each one's
//! sources are with what its Cargo.toml says of its licence (`cargo
//! metadata`): all from the sources on disk, no network.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use super::super::{cargo, output};

/// A crate of the build, as its Cargo.toml describes it.
#[derive(Clone, Debug)]
pub struct Crate {
    pub name: String,
    pub version: String,
    /// Its `license` (an SPDX expression), if it has one.
    pub licence: Option<String>,
    /// Its `license-file`, for a licence SPDX has no id for.
    pub licence_file: Option<PathBuf>,
    /// The folder of its sources (its Cargo.toml's).
    pub dir: PathBuf,
    pub authors: Vec<String>,
}

impl Crate {
    /// "anyhow 1.0.98"
    pub fn label(&self) -> String {
        format!("{} {}", self.name, self.version)
    }
}

/// Every crate compiled into each build (cargo tree's options for it:
/// `--target`, features; none for this machine's default build), the
/// workspace's own left out, sorted by name and version. Normal
/// dependencies only, as `cargo tree --edges normal` lists them: build
/// scripts' crates are not in the program.
pub fn of_builds(root: &Path, builds: &[&[&str]]) -> Result<Vec<Crate>, String> {
    let mut listed = BTreeSet::new();
    for build in builds {
        let tree = output(
            cargo()
                .current_dir(root)
                .args(["tree", "--package", "wahree", "--edges", "normal"])
                .args(["--prefix", "none", "--format", "{p}"])
                .args(*build),
        )?;
        for line in tree.lines() {
            let mut words = line.split_whitespace();
            if let (Some(name), Some(version)) = (words.next(), words.next()) {
                let version = version.trim_start_matches('v');
                listed.insert((name.to_owned(), version.to_owned()));
            }
        }
    }
    let metadata = output(
        cargo()
            .current_dir(root)
            .args(["metadata", "--format-version", "1"]),
    )?;
    let packages = described(&metadata)?;
    let mut crates = Vec::new();
    for (name, version) in listed {
        let Some(c) = packages.get(&(name.clone(), version.clone())) else {
            return Err(format!("cargo metadata does not describe {name} {version}"));
        };
        if !c.workspace {
            crates.push(c.krate.clone());
        }
    }
    Ok(crates)
}

struct Package {
    krate: Crate,
    /// One of the workspace's own packages (Wahree, not a dependency).
    workspace: bool,
}

/// cargo metadata's packages by name and version.
fn described(json: &str) -> Result<BTreeMap<(String, String), Package>, String> {
    let doc: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("cargo metadata: {e}"))?;
    let members: Vec<&str> = doc["workspace_members"]
        .as_array()
        .ok_or("cargo metadata lists no workspace members")?
        .iter()
        .filter_map(|m| m.as_str())
        .collect();
    let mut all = BTreeMap::new();
    for p in doc["packages"]
        .as_array()
        .ok_or("cargo metadata lists no packages")?
    {
        let text = |field: &str| p[field].as_str().map(str::to_owned);
        let (Some(name), Some(version), Some(manifest)) =
            (text("name"), text("version"), text("manifest_path"))
        else {
            return Err(format!(
                "cargo metadata: a package without name or path: {p}"
            ));
        };
        let dir = Path::new(&manifest)
            .parent()
            .ok_or_else(|| format!("{manifest} has no folder"))?
            .to_path_buf();
        let krate = Crate {
            licence: text("license"),
            licence_file: text("license_file").map(|f| dir.join(f)),
            authors: p["authors"]
                .as_array()
                .map(|a| {
                    a.iter()
                        .filter_map(|s| s.as_str().map(str::to_owned))
                        .collect()
                })
                .unwrap_or_default(),
            name: name.clone(),
            version: version.clone(),
            dir,
        };
        let workspace = p["id"].as_str().is_some_and(|id| members.contains(&id));
        all.insert((name, version), Package { krate, workspace });
    }
    Ok(all)
}

#[cfg(test)]
mod tests {
    #[test]
    fn metadata_gives_each_crates_licence_and_folder() {
        let json = r#"{"workspace_members": ["path+file:///w#wahree@0.1.0"],
          "packages": [
            {"id": "path+file:///w#wahree@0.1.0", "name": "wahree", "version": "0.1.0",
             "license": "MIT OR Apache-2.0", "license_file": null, "authors": [],
             "manifest_path": "/w/Cargo.toml"},
            {"id": "registry+x#odd@1.2.3", "name": "odd", "version": "1.2.3",
             "license": null, "license_file": "LICENSE.txt", "authors": ["A <a@b>"],
             "manifest_path": "/r/odd-1.2.3/Cargo.toml"}]}"#;
        let all = super::described(json).unwrap();
        let own = &all[&("wahree".into(), "0.1.0".into())];
        assert!(own.workspace);
        let odd = &all[&("odd".into(), "1.2.3".into())];
        assert!(!odd.workspace);
        assert_eq!(odd.krate.licence, None);
        assert_eq!(
            odd.krate.licence_file.as_deref(),
            Some(std::path::Path::new("/r/odd-1.2.3/LICENSE.txt"))
        );
        assert_eq!(odd.krate.authors, ["A <a@b>"]);
        assert_eq!(odd.krate.label(), "odd 1.2.3");
    }
}
