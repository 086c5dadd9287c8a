//! The copyright file (Debian's machine-readable format): Wahree's licence,
//! the bundled font's, and every Rust crate built into the program with
//! its licence, as `cargo tree` lists them for this platform.

use std::collections::BTreeSet;
use std::path::Path;

use super::{output, read};

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

/// `build`: cargo tree's options for another build than this machine's
/// default one (`--target`, features), or none.
pub fn text(root: &Path, build: &[&str]) -> Result<String, String> {
    let crates = crates(root, build)?;
    let font = String::from_utf8(read(&root.join("assets/fonts/OFL.txt"))?)
        .map_err(|e| format!("assets/fonts/OFL.txt: {e}"))?;
    let font_copyright = font
        .lines()
        .find(|l| l.starts_with("Copyright"))
        .ok_or("assets/fonts/OFL.txt names no copyright")?
        .trim_start_matches("Copyright")
        .trim()
        .to_owned();
    let licence_text = font
        .split_once("SIL OPEN FONT LICENSE Version 1.1")
        .map(|(_, rest)| format!("SIL OPEN FONT LICENSE Version 1.1{rest}"))
        .ok_or("assets/fonts/OFL.txt holds no licence text")?;
    let mut out = String::from(
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: wahree
Comment: The program is built from Wahree's sources and these Rust crates,
 compiled into it (name, version, licence as each crate declares it):
",
    );
    for c in &crates {
        out.push_str(&format!(" {c}\n"));
    }
    // Not yet here: the full text of every licence above beyond MIT and
    // Apache-2.0 (BSD, ISC, Zlib, Unicode-3.0, MPL-2.0, CDLA-Permissive-2.0),
    // with each crate's own copyright lines, as cargo-about would gather.
    out.push_str(
        " .\n The texts of the licences they name, with each crate's copyright\n          notices, are in the crates' sources (https://crates.io).\n",
    );
    out.push_str(&format!(
        "
Files: *
Copyright: the Wahree contributors
License: MIT or Apache-2.0

Files: assets/fonts/NotoSansCJKjp-Regular-subset.otf
Copyright: {font_copyright}
Comment: Noto Sans CJK JP, a subset, inside the program.
License: OFL-1.1

License: MIT
{mit}

License: Apache-2.0
 The Apache License, Version 2.0: https://www.apache.org/licenses/LICENSE-2.0
 .
 On Debian systems, the complete text of the Apache License, Version 2.0
 can be found in \"/usr/share/common-licenses/Apache-2.0\".

License: OFL-1.1
{ofl}
",
        mit = indent(MIT),
        ofl = indent(&licence_text),
    ));
    Ok(out)
}

/// Every crate of the program's build on this platform (normal
/// dependencies, default features) or the `build` given, "name version
/// (licence)", sorted.
fn crates(root: &Path, build: &[&str]) -> Result<BTreeSet<String>, String> {
    let list = output(
        super::cargo()
            .current_dir(root)
            .args([
                "tree",
                "--package",
                "wahree",
                "--edges",
                "normal",
                "--prefix",
                "none",
                "--format",
                "{p}\t{l}",
            ])
            .args(build),
    )?;
    Ok(list
        .lines()
        .filter_map(|l| {
            let (package, licence) = l.split_once('\t')?;
            let mut words = package.split_whitespace();
            let name = words.next()?;
            let version = words.next()?;
            // The workspace's own crate is Wahree, above.
            let licence = licence.trim().trim_end_matches("(*)").trim();
            (name != "wahree").then(|| {
                let licence = if licence.is_empty() {
                    "see the crate"
                } else {
                    licence
                };
                format!("{name} {version} ({licence})")
            })
        })
        .collect())
}

/// A licence text as a field's continuation lines: each indented, an
/// empty line as " .".
fn indent(text: &str) -> String {
    text.trim()
        .lines()
        .map(|l| {
            if l.trim().is_empty() {
                " .".to_owned()
            } else {
                format!(" {}", l.trim_end())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    #[test]
    fn licence_texts_are_indented_continuations() {
        assert_eq!(super::indent("a\n\nb \n"), " a\n .\n b");
    }
}
