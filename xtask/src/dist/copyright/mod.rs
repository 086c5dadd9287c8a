//! The copyright file (Debian's machine-readable format) of each package:
//! Wahree's licence, the bundled font's, and every Rust crate compiled
//! into what the package carries (`cargo tree` for its builds), grouped
//! by licence, each with its own copyright lines; then the full text of
//! every licence named, taken from the crates' own licence files
//! (`gather.rs`). A licence with no text found stops `dist`.
//!
//! Two forms: Debian's, for the `.deb`, points to Debian's copy of a
//! licence where /usr/share/common-licenses has one (Apache-2.0, MPL-2.0,
//! GPL-2), as Debian's policy asks; the archives' (`Texts::Full`) hold
//! every text, since they are unpacked where there is no such folder (any
//! Linux, a USB stick, Windows).

mod crates;
mod expression;
mod format;
mod gather;
mod only;
mod texts;

use std::collections::BTreeMap;
use std::path::Path;

use expression::Expr;
use format::{field, indent, wrap};
use gather::{Gathered, Own, Text};

use super::read;

pub use format::check;
pub use only::only;

/// Wahree's own licence, as its Cargo.toml says.
const LICENCE: &str = "MIT OR Apache-2.0";

/// Wahree's MIT text (it has no licence file of its own; Apache-2.0's
/// text comes from the crates).
const MIT: &str = "Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the \"Software\"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.";

/// cargo tree's options for the browser app (`cargo xtask web`'s build).
pub const WEB: &[&str] = &["--target", "wasm32-unknown-unknown"];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Texts {
    /// The `.deb`'s: Debian's own copies named, not repeated.
    Debian,
    /// The archives': every text in full.
    Full,
}

/// What goes into a package's copyright file, gathered once and written
/// in either form.
#[derive(Clone)]
pub struct Notice {
    gathered: Gathered,
    /// "the program and the browser app in site/"
    covers: String,
    /// Wahree's own, in Debian's words.
    licence: String,
    font_copyright: String,
    font_licence: String,
}

impl Notice {
    /// For a package's program (`tree`: cargo tree's options for its build,
    /// none for this machine's default one) and, with `site`, the browser
    /// app it carries beside it.
    pub fn program(root: &Path, tree: &[&str], site: bool) -> Result<Notice, String> {
        if site {
            Notice::gather(
                root,
                &[tree, WEB],
                "the program and the browser app in site/",
            )
        } else {
            Notice::gather(root, &[tree], "the program")
        }
    }

    /// For the site's archive: the browser app alone.
    pub fn site(root: &Path) -> Result<Notice, String> {
        Notice::gather(root, &[WEB], "the browser app")
    }

    fn gather(root: &Path, builds: &[&[&str]], covers: &str) -> Result<Notice, String> {
        let crates = crates::of_builds(root, builds)?;
        let font = String::from_utf8(read(&root.join("assets/fonts/OFL.txt"))?)
            .map_err(|e| format!("assets/fonts/OFL.txt: {e}"))?;
        Notice::new(crates, &font, covers, gather::EXCEPTIONS)
    }

    fn new(
        crates: Vec<crates::Crate>,
        font: &str,
        covers: &str,
        exceptions: &[gather::Exception],
    ) -> Result<Notice, String> {
        let licence = Expr::parse(LICENCE)?;
        let own = Own {
            licence: &licence,
            texts: &[("MIT", MIT)],
        };
        let gathered = gather::gather(crates, &own, exceptions)?;
        let font_copyright = font
            .lines()
            .find(|l| l.starts_with("Copyright"))
            .ok_or("assets/fonts/OFL.txt names no copyright")?
            .trim_start_matches("Copyright")
            .trim()
            .to_owned();
        let font_licence = font
            .split_once("SIL OPEN FONT LICENSE Version 1.1")
            .map(|(_, rest)| format!("SIL OPEN FONT LICENSE Version 1.1{rest}"))
            .ok_or("assets/fonts/OFL.txt holds no licence text")?;
        Ok(Notice {
            gathered,
            covers: covers.to_owned(),
            licence: licence.debian(),
            font_copyright,
            font_licence,
        })
    }

    /// How many crates it lists.
    pub fn crates(&self) -> usize {
        self.gathered.crates.len()
    }

    pub fn text(&self, texts: Texts) -> String {
        let comment = format!(
            "What this package carries ({}) is built from Wahree's sources and the \
             Rust crates below. \
             \"crates/NAME-VERSION/*\" stands for the sources of the crate NAME, \
             version VERSION, from crates.io. Each crate's licence is the one it \
             declares, its copyright lines those in its licence files, or its authors \
             where they name none. The full text of every licence named is in the \
             License paragraphs at the end{}.",
            self.covers,
            match texts {
                Texts::Debian => ", or in Debian's /usr/share/common-licenses where they say so",
                Texts::Full => "",
            }
        );
        // Wrapped with its field's name, then without it.
        let comment = wrap(&format!("Comment: {comment}"), 72);
        let mut paragraphs = vec![
            format!(
                "Format: {}\nUpstream-Name: wahree\n{}",
                format::FORMAT,
                field("Comment", comment.trim_start_matches("Comment: "))
            ),
            format!(
                "Files: *\nCopyright: the Wahree contributors\nLicense: {}",
                self.licence
            ),
        ];
        paragraphs.push(format!(
            "Files: assets/fonts/NotoSansCJKjp-Regular-subset.otf\nCopyright: {}\n\
             Comment: Noto Sans CJK JP, a subset, inside the program.\nLicense: OFL-1.1",
            self.font_copyright
        ));
        let mut groups: BTreeMap<String, Vec<&gather::Licensed>> = BTreeMap::new();
        for l in &self.gathered.crates {
            groups.entry(l.licence.debian()).or_default().push(l);
        }
        for (licence, crates) in groups {
            let files: Vec<String> = crates
                .iter()
                .map(|l| format!("crates/{}-{}/*", l.krate.name, l.krate.version))
                .collect();
            let copyright: Vec<String> = crates.iter().flat_map(|l| holders(l)).collect();
            paragraphs.push(format!(
                "{}\n{}\nLicense: {licence}",
                field("Files", &files.join("\n")),
                field("Copyright", &copyright.join("\n"))
            ));
        }
        for (id, text) in &self.gathered.texts {
            paragraphs.push(format!("License: {id}\n{}", indent(&body(text, texts))));
        }
        paragraphs.push(format!("License: OFL-1.1\n{}", indent(&self.font_licence)));
        paragraphs.join("\n\n") + "\n"
    }
}

/// A crate's lines of its group's `Copyright:` field.
fn holders(l: &gather::Licensed) -> Vec<String> {
    let label = l.krate.label();
    if !l.notices.is_empty() {
        return l.notices.iter().map(|n| format!("{label}: {n}")).collect();
    }
    if l.krate.authors.is_empty() {
        vec![format!("{label}: its authors (its files name none)")]
    } else {
        vec![format!(
            "{label}: its authors, {} (its licence files name no holder)",
            l.krate.authors.join(", ")
        )]
    }
}

/// A licence's paragraph text: every wording found (the most used first),
/// or on Debian a pointer to Debian's copy where there is one.
fn body(text: &Text, texts: Texts) -> String {
    let (family, variants) = match text {
        Text::Excepted(reasons) => {
            return format!("No text of this licence is in its crates' files:\n{reasons}");
        }
        Text::Found { family, variants } => (family, variants),
    };
    if texts == Texts::Debian
        && let Some(pointer) = texts::debian_pointer(family, &variants[0].text)
    {
        return pointer;
    }
    if variants.len() == 1 {
        return variants[0].text.clone();
    }
    let mut out = String::from("As worded by all under this licence not named below:\n\n");
    out.push_str(&variants[0].text);
    for v in &variants[1..] {
        let by = wrap(&format!("As worded by {}:", v.from.join(", ")), 72);
        out.push_str(&format!("\n\n----\n\n{by}\n\n{}", v.text));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::gather::tests::{APACHE, MIT, ZLIB, fixture, krate};
    use super::*;

    const FONT: &str = "Copyright 2014-2021 Adobe (http://www.adobe.com/)\n\n\
                        SIL OPEN FONT LICENSE Version 1.1 - 26 February 2007\n\nPREAMBLE\nThe goals";

    #[test]
    fn wahrees_licence_is_its_cargo_tomls() {
        let toml =
            std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/../Cargo.toml")).unwrap();
        assert!(toml.contains(&format!("\nlicense = \"{LICENCE}\"\n")));
    }

    #[test]
    fn the_file_follows_debians_format_with_every_text_it_names() {
        let root = fixture("notice");
        let mut self_cell = krate(
            &root,
            "cell",
            "Apache-2.0 OR GPL-2.0-only",
            &[
                ("LICENSE-APACHE", APACHE),
                (
                    "LICENSE-GPLv2",
                    "GNU GENERAL PUBLIC LICENSE\nVersion 2, June 1991\n\nterms",
                ),
            ],
        );
        self_cell.authors.clear();
        let crates = vec![
            krate(
                &root,
                "dual",
                "MIT/Apache-2.0",
                &[(
                    "LICENSE-MIT",
                    &format!("Copyright (c) 2019 Dual Author\n\n{MIT}\n"),
                )],
            ),
            krate(
                &root,
                "reworded",
                "Apache-2.0 OR MIT",
                &[("LICENSE-MIT", &format!("{MIT}\nP.S.\n"))],
            ),
            krate(
                &root,
                "zed",
                "Zlib OR MIT OR Apache-2.0",
                &[("LICENSE-ZLIB", ZLIB)],
            ),
            krate(
                &root,
                "icu",
                "(MIT OR Apache-2.0) AND Unicode-3.0",
                &[(
                    "LICENSE",
                    "UNICODE LICENSE V3\n\nCopyright © 1991-2024 Unicode, Inc.\n\nPermission is hereby granted",
                )],
            ),
            self_cell,
        ];
        let notice = Notice::new(crates, FONT, "the program", &[]).unwrap();
        assert_eq!(notice.crates(), 5);
        let full = notice.text(Texts::Full);
        let ids = check(&full, true).unwrap();
        assert_eq!(
            ids,
            [
                "Apache-2.0",
                "GPL-2.0-only",
                "MIT",
                "OFL-1.1",
                "Unicode-3.0",
                "Zlib"
            ]
        );
        // Crates grouped by licence, "MIT/Apache-2.0" with "Apache-2.0 OR MIT".
        assert!(full.contains(
            "Files: crates/dual-1.0.0/*\n crates/reworded-1.0.0/*\n\
             Copyright: dual 1.0.0: Copyright (c) 2019 Dual Author\n \
             reworded 1.0.0: its authors, reworded's author <a@example.org> (its licence files name no holder)\n\
             License: Apache-2.0 or MIT\n"
        ), "{full}");
        assert!(full.contains("Copyright: icu 1.0.0: Copyright © 1991-2024 Unicode, Inc.\n"));
        assert!(full.contains("License: Apache-2.0 or MIT, and Unicode-3.0\n"));
        assert!(full.contains("cell 1.0.0: its authors (its files name none)"));
        assert!(
            full.contains(
                "\nLicense: Apache-2.0\n                                  Apache License\n"
            )
        );
        // Two wordings of MIT: Wahree's (most used) first, the other named.
        assert!(full.contains("\n .\n ----\n .\n As worded by reworded 1.0.0:\n .\n Permission"));
        // Debian's form names Debian's copies; the check tells them apart.
        let debian = notice.text(Texts::Debian);
        let gpl = debian.split("License: GPL-2.0-only\n").nth(1).unwrap();
        let gpl = gpl.split("\n\n").next().unwrap();
        assert!(gpl.starts_with(" On Debian systems, the complete text of the GNU General"));
        assert!(
            gpl.ends_with(" \"/usr/share/common-licenses/GPL-2\"."),
            "{gpl}"
        );
        assert_eq!(check(&debian, false).unwrap(), ids);
        assert!(check(&debian, true).is_err());
        std::fs::remove_dir_all(root).unwrap();
    }
}
