//! From the crates' sources to what the copyright file says of them: each
//! crate's licence and its copyright lines, and the text of every licence
//! named, taken from the crates' own licence files. A licence whose text
//! is found nowhere stops the packaging, naming the crates that use it.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::PathBuf;

use super::crates::Crate;
use super::expression::Expr;
use super::texts;

/// A crate allowed to ship although its licence's text is found in no
/// crate: the reason is written where the text would be.
pub struct Exception {
    pub name: &'static str,
    /// The licence, in Debian's words ("Apache-2.0 with LLVM exception").
    pub licence: &'static str,
    pub reason: &'static str,
}

/// None today: every licence of every crate has its text. A crate goes
/// here only once its licence has been read and the reason is known.
pub const EXCEPTIONS: &[Exception] = &[];

/// A crate with its licence and its copyright lines.
#[derive(Clone)]
pub struct Licensed {
    pub krate: Crate,
    pub licence: Expr,
    /// Its licence files' copyright lines, in the files' name order.
    pub notices: Vec<String>,
}

/// One wording of a licence, and where it was found ("Wahree", "anyhow
/// 1.0.98").
#[derive(Clone)]
pub struct Variant {
    pub text: String,
    pub from: Vec<String>,
}

#[derive(Clone)]
pub enum Text {
    /// Its wordings, the most used first (only that one for a licence
    /// whose text does not vary, `texts::is_fixed`).
    Found {
        family: String,
        variants: Vec<Variant>,
    },
    /// No text anywhere, its crates' reasons instead.
    Excepted(String),
}

#[derive(Clone)]
pub struct Gathered {
    pub crates: Vec<Licensed>,
    /// Each licence named, by its Debian name.
    pub texts: BTreeMap<String, Text>,
}

/// Wahree's own licence, and the texts it brings (its MIT text: it has no
/// licence file of its own).
pub struct Own<'a> {
    pub licence: &'a Expr,
    pub texts: &'a [(&'a str, &'a str)],
}

pub fn gather(crates: Vec<Crate>, own: &Own, exceptions: &[Exception]) -> Result<Gathered, String> {
    let mut errors = Vec::new();
    let mut pool = Pool::default();
    for (family, text) in own.texts {
        pool.add(family, text.trim(), "Wahree");
    }
    let mut licensed = Vec::new();
    for krate in crates {
        match read_crate(krate, &mut pool) {
            Ok(l) => licensed.push(l),
            Err(e) => errors.push(e),
        }
    }
    // Each licence named, with the crates naming it.
    let mut named: BTreeMap<String, (String, Vec<String>)> = BTreeMap::new();
    let mut name = |leaf: &Expr, by: String| {
        if let Expr::Id(id, exception) = leaf {
            let entry = named
                .entry(leaf.debian())
                .or_insert_with(|| (texts::family(id, exception.as_deref()), Vec::new()));
            entry.1.push(by);
        }
    };
    for leaf in leaves(own.licence) {
        name(leaf, "Wahree".into());
    }
    for l in &licensed {
        for leaf in leaves(&l.licence) {
            name(leaf, l.krate.label());
        }
    }
    let mut found = BTreeMap::new();
    for (id, (family, by)) in named {
        let text = match pool.wordings(&family) {
            Some(variants) => Text::Found { family, variants },
            None => match excepted(&id, &by, &licensed, exceptions) {
                Some(reason) => Text::Excepted(reason),
                None => {
                    errors.push(format!(
                        "no text found for the licence {id}, named by {}: none of their \
                         licence files (LICENSE*, LICENCE*, COPYING*, COPYRIGHT*, NOTICE*) \
                         nor any other crate's holds it. Read the crate's licence, then add \
                         a way to recognize its text (copyright/texts.rs) or, if it may \
                         ship without one, an exception with the reason \
                         (copyright/gather.rs, EXCEPTIONS)",
                        by.join(", ")
                    ));
                    continue;
                }
            },
        };
        found.insert(id, text);
    }
    if errors.is_empty() {
        Ok(Gathered {
            crates: licensed,
            texts: found,
        })
    } else {
        Err(format!("the copyright file:\n  {}", errors.join("\n  ")))
    }
}

/// Every wording of each licence's text (by family), as found.
#[derive(Default)]
struct Pool(BTreeMap<String, Vec<(String, Variant)>>);

impl Pool {
    fn add(&mut self, family: &str, text: &str, from: &str) {
        if text.is_empty() {
            return;
        }
        let words = texts::terms(family, text);
        let variants = self.0.entry(family.to_owned()).or_default();
        match variants.iter_mut().find(|(w, _)| *w == words) {
            Some((_, v)) if v.from.last().map(String::as_str) == Some(from) => {}
            Some((_, v)) => v.from.push(from.to_owned()),
            None => variants.push((
                words,
                Variant {
                    text: text.to_owned(),
                    from: vec![from.to_owned()],
                },
            )),
        }
    }

    /// The wordings of a licence, the most used first; only that one when
    /// the licence's text does not vary.
    fn wordings(&self, family: &str) -> Option<Vec<Variant>> {
        let mut variants: Vec<Variant> = self
            .0
            .get(family)?
            .iter()
            .map(|(_, v)| Variant {
                text: v.text.clone(),
                from: v.from.clone(),
            })
            .collect();
        variants.sort_by(|a, b| b.from.len().cmp(&a.from.len()).then(a.from.cmp(&b.from)));
        if texts::is_fixed(family) {
            variants.truncate(1);
        }
        (!variants.is_empty()).then_some(variants)
    }
}

/// A crate's licence, its copyright lines, and its licence files' texts
/// into the pool (each under the licence it is, if the crate names it).
fn read_crate(krate: Crate, pool: &mut Pool) -> Result<Licensed, String> {
    let label = krate.label();
    let licence = match (&krate.licence, &krate.licence_file) {
        (Some(expression), _) => Expr::parse(expression).map_err(|e| format!("{label}: {e}"))?,
        // A licence of its own: its file is its text.
        (None, Some(_)) => Expr::Id(format!("LicenseRef-{}", krate.name), None),
        (None, None) => {
            return Err(format!(
                "{label} declares no licence (no `license` or `license-file` in its Cargo.toml)"
            ));
        }
    };
    let families: BTreeSet<String> = leaves(&licence)
        .filter_map(|l| match l {
            Expr::Id(id, e) => Some(texts::family(id, e.as_deref())),
            _ => None,
        })
        .collect();
    let mut notices: Vec<String> = Vec::new();
    for file in licence_files(&krate)? {
        let bytes = fs::read(&file).map_err(|e| format!("{label}: {}: {e}", file.display()))?;
        let text = String::from_utf8_lossy(&bytes);
        for line in text.lines().filter_map(texts::notice) {
            if !notices.iter().any(|n| n == line) {
                notices.push(line.to_owned());
            }
        }
        if krate.licence.is_none() && krate.licence_file.as_ref() == Some(&file) {
            if let Expr::Id(id, _) = &licence {
                pool.add(id, text.trim_end().trim_start_matches(['\n', '\r']), &label);
            }
        } else if let Some(family) = texts::kind_of(&text).filter(|f| families.contains(*f)) {
            pool.add(family, &texts::without_notices(family, &text), &label);
        }
    }
    Ok(Licensed {
        krate,
        licence,
        notices,
    })
}

/// A crate's licence files: LICENSE*, LICENCE*, COPYING*, COPYRIGHT*,
/// NOTICE*, UNLICENSE* at its top, those in a LICENSES/ folder (REUSE's
/// layout), and its `license-file`; in name order.
fn licence_files(krate: &Crate) -> Result<Vec<PathBuf>, String> {
    let named = |name: &str| {
        let name = name.to_lowercase();
        ["licen", "copying", "copyright", "notice", "unlicense"]
            .iter()
            .any(|p| name.starts_with(p))
    };
    let mut files = Vec::new();
    let mut folders = vec![krate.dir.clone()];
    while let Some(dir) = folders.pop() {
        let entries = fs::read_dir(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let top = dir == krate.dir;
            if top && !named(&name) {
                continue;
            }
            if path.is_dir() && top {
                folders.push(path);
            } else if path.is_file() {
                files.push(path);
            }
        }
    }
    if let Some(file) = &krate.licence_file {
        if !file.is_file() {
            return Err(format!(
                "{}: its license-file {} is not there",
                krate.label(),
                file.display()
            ));
        }
        if !files.contains(file) {
            files.push(file.clone());
        }
    }
    files.sort();
    Ok(files)
}

/// The reasons given for every crate naming `id`, if each has one.
fn excepted(
    id: &str,
    by: &[String],
    licensed: &[Licensed],
    exceptions: &[Exception],
) -> Option<String> {
    let mut reasons = Vec::new();
    for label in by {
        let name = &licensed
            .iter()
            .find(|l| l.krate.label() == *label)?
            .krate
            .name;
        let e = exceptions
            .iter()
            .find(|e| e.name == name && e.licence == id)?;
        reasons.push(format!("{label}: {}", e.reason));
    }
    Some(reasons.join("\n"))
}

/// Each licence an expression names.
pub fn leaves(expr: &Expr) -> Box<dyn Iterator<Item = &Expr> + '_> {
    match expr {
        Expr::Id(..) => Box::new(std::iter::once(expr)),
        Expr::Any(xs) | Expr::All(xs) => Box::new(xs.iter().flat_map(leaves)),
    }
}

#[cfg(test)]
pub mod tests {
    use super::*;
    use std::path::Path;

    pub const MIT: &str =
        "Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the \"Software\"), to deal
in the Software without restriction.";
    pub const APACHE: &str = "                                 Apache License
                           Version 2.0, January 2004

   TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION

   1. Definitions.";
    pub const ZLIB: &str = "This software is provided 'as-is', without any express or implied
warranty.

3. Altered source versions must be plainly marked as such.";

    /// A folder of its own under the system's temporary folder, emptied.
    pub fn fixture(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("wahree-copyright-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    /// A crate in `root`, its licence files written there.
    pub fn krate(root: &Path, name: &str, licence: &str, files: &[(&str, &str)]) -> Crate {
        let dir = root.join(format!("{name}-1.0.0"));
        fs::create_dir_all(&dir).unwrap();
        for (file, text) in files {
            let path = dir.join(file);
            fs::create_dir_all(path.parent().unwrap()).unwrap();
            fs::write(path, text).unwrap();
        }
        Crate {
            name: name.into(),
            version: "1.0.0".into(),
            licence: (!licence.is_empty()).then(|| licence.into()),
            licence_file: None,
            dir,
            authors: vec![format!("{name}'s author <a@example.org>")],
        }
    }

    pub fn own(licence: &Expr) -> Own<'_> {
        Own {
            licence,
            texts: &[("MIT", MIT)],
        }
    }

    fn found(g: &Gathered, id: &str) -> Vec<(String, Vec<String>)> {
        match &g.texts[id] {
            Text::Found { variants, .. } => variants
                .iter()
                .map(|v| (v.text.clone(), v.from.clone()))
                .collect(),
            Text::Excepted(r) => panic!("{id} excepted: {r}"),
        }
    }

    #[test]
    fn each_licence_gets_its_texts_and_each_crate_its_copyright_lines() {
        let root = fixture("texts");
        let wahree = Expr::parse("MIT OR Apache-2.0").unwrap();
        let crates = vec![
            krate(
                &root,
                "dual",
                "MIT OR Apache-2.0",
                &[
                    (
                        "LICENSE-MIT",
                        &format!("Copyright (c) 2019 Dual Author\n\n{MIT}\n"),
                    ),
                    ("LICENSE-APACHE", APACHE),
                ],
            ),
            // Reworded MIT (a different sentence): kept as a second wording.
            krate(
                &root,
                "other",
                "MIT",
                &[(
                    "LICENSE",
                    &format!(
                        "Copyright 2020 Other Folk\nAll rights reserved.\n\n{MIT}\nAnd one more sentence.\n"
                    ),
                )],
            ),
            // REUSE's folder; a COPYRIGHT note holding no licence's text.
            krate(
                &root,
                "zed",
                "Zlib",
                &[
                    ("LICENSES/Zlib.txt", ZLIB),
                    (
                        "COPYRIGHT",
                        "Copyright © 2021 Zed People\nLicensed under the Zlib licence.",
                    ),
                ],
            ),
            krate(&root, "bare", "MIT", &[]),
        ];
        let g = gather(crates, &own(&wahree), &[]).unwrap();
        let ids: Vec<&String> = g.texts.keys().collect();
        assert_eq!(ids, ["Apache-2.0", "MIT", "Zlib"]);
        let mit = found(&g, "MIT");
        assert_eq!(mit.len(), 2, "{mit:?}");
        assert_eq!(mit[0].0, MIT);
        assert_eq!(mit[0].1, ["Wahree", "dual 1.0.0"]);
        assert!(mit[1].0.ends_with("And one more sentence."));
        assert!(!mit[1].0.contains("Other Folk") && !mit[1].0.contains("reserved"));
        assert_eq!(found(&g, "Apache-2.0")[0].0, APACHE);
        assert_eq!(found(&g, "Zlib")[0].1, ["zed 1.0.0"]);
        let notices = |name: &str| {
            g.crates
                .iter()
                .find(|l| l.krate.name == name)
                .unwrap()
                .notices
                .clone()
        };
        assert_eq!(notices("dual"), ["Copyright (c) 2019 Dual Author"]);
        assert_eq!(notices("other"), ["Copyright 2020 Other Folk"]);
        assert_eq!(notices("zed"), ["Copyright © 2021 Zed People"]);
        assert!(notices("bare").is_empty());
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_licence_with_no_text_anywhere_stops_it_naming_the_crate() {
        let root = fixture("missing");
        let wahree = Expr::parse("MIT").unwrap();
        let crates = || {
            vec![
                krate(&root, "fine", "MIT", &[("LICENSE", MIT)]),
                // Its only file is not the licence it names.
                krate(&root, "lonely", "EUPL-1.2", &[("LICENSE-MIT", MIT)]),
            ]
        };
        let e = gather(crates(), &own(&wahree), &[]).err().unwrap();
        assert!(e.contains("EUPL-1.2, named by lonely 1.0.0"), "{e}");
        assert!(!e.contains("fine"), "{e}");
        // Unless it is an exception, with its reason.
        let exceptions = [Exception {
            name: "lonely",
            licence: "EUPL-1.2",
            reason: "its text is in its README, checked by hand",
        }];
        let g = gather(crates(), &own(&wahree), &exceptions).unwrap();
        match &g.texts["EUPL-1.2"] {
            Text::Excepted(r) => assert!(r.contains("lonely 1.0.0: its text is in its README")),
            Text::Found { .. } => panic!("found a text"),
        }
        // No licence at all, or one that cannot be read: named too.
        let e = gather(
            vec![
                krate(&root, "silent", "", &[]),
                krate(&root, "garbled", "MIT OR", &[]),
            ],
            &own(&wahree),
            &[],
        )
        .err()
        .unwrap();
        assert!(e.contains("silent 1.0.0 declares no licence"), "{e}");
        assert!(e.contains("garbled 1.0.0: licence expression"), "{e}");
        fs::remove_dir_all(root).unwrap();
    }

    #[test]
    fn a_licence_file_of_its_own_is_its_text() {
        let root = fixture("own-file");
        let wahree = Expr::parse("MIT").unwrap();
        let mut odd = krate(
            &root,
            "odd",
            "",
            &[("COPYING.odd", "Copyright 2001 Odd\n\nDo as you wish.\n")],
        );
        odd.licence_file = Some(odd.dir.join("COPYING.odd"));
        let g = gather(vec![odd], &own(&wahree), &[]).unwrap();
        let text = found(&g, "LicenseRef-odd");
        assert_eq!(text[0].0, "Copyright 2001 Odd\n\nDo as you wish.");
        assert_eq!(g.crates[0].notices, ["Copyright 2001 Odd"]);
        let mut gone = krate(&root, "gone", "", &[]);
        gone.licence_file = Some(gone.dir.join("LICENSE.txt"));
        let e = gather(vec![gone], &own(&wahree), &[]).err().unwrap();
        assert!(e.contains("gone 1.0.0: its license-file"), "{e}");
        fs::remove_dir_all(root).unwrap();
    }
}
