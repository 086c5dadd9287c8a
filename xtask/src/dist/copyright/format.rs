//! Debian's machine-readable copyright format
//! (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/):
//! its fields written, and a file read back to check it, as `dist
//! --check` does with the packages' own.

use std::collections::{BTreeMap, BTreeSet};

pub const FORMAT: &str = "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/";

/// "Name: first line", each further line as a continuation (one space
/// before it), an empty line as " .".
pub fn field(name: &str, value: &str) -> String {
    let value = value.trim();
    let (first, rest) = value.split_once('\n').unwrap_or((value, ""));
    let mut out = format!("{name}: {}", first.trim_end());
    if !rest.is_empty() {
        out.push('\n');
        out.push_str(&indent(rest));
    }
    out
}

/// A text as continuation lines: each indented, an empty line as " .".
pub fn indent(text: &str) -> String {
    text.trim_end()
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

/// Words in lines of at most `width` characters.
pub fn wrap(text: &str, width: usize) -> String {
    let mut lines: Vec<String> = vec![String::new()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("a line");
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(word.to_owned());
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}

/// The licences a `License:` field names ("Apache-2.0 or MIT, and
/// Unicode-3.0"; "Apache-2.0 with LLVM exception" is one).
pub fn named(value: &str) -> Vec<String> {
    let mut ids = Vec::new();
    let mut words: Vec<&str> = Vec::new();
    for word in value.split([' ', ',', '(', ')']).filter(|w| !w.is_empty()) {
        if word == "or" || word == "and" {
            ids.extend((!words.is_empty()).then(|| words.join(" ")));
            words.clear();
        } else {
            words.push(word);
        }
    }
    ids.extend((!words.is_empty()).then(|| words.join(" ")));
    ids
}

/// Checks a copyright file (Windows' line ends allowed): a header with
/// `Format:`; every line a field or a continuation, no blank one inside a
/// paragraph; each `Files:` paragraph with `Copyright:` and `License:`;
/// every licence a `Files:` paragraph names defined once by a `License:`
/// paragraph with its text, and none defined that none names. `full`: no
/// text may stand for a pointer to Debian's /usr/share/common-licenses
/// (the archives go where there is none). The licences defined.
pub fn check(text: &str, full: bool) -> Result<Vec<String>, String> {
    let text = text.replace("\r\n", "\n");
    let mut used = BTreeSet::new();
    let mut defined: BTreeMap<String, usize> = BTreeMap::new();
    for (n, paragraph) in text.trim_end().split("\n\n").enumerate() {
        let fields = fields(paragraph).map_err(|e| format!("paragraph {}: {e}", n + 1))?;
        let get = |name: &str| fields.iter().find(|(f, ..)| f == name);
        let first = fields.first().map(|(f, ..)| f.as_str());
        if n == 0 {
            match get("Format") {
                Some((_, url, _)) if url == FORMAT => continue,
                _ => return Err(format!("the header's Format is not {FORMAT}")),
            }
        }
        if let Some((_, files, _)) = get("Files") {
            for needed in ["Copyright", "License"] {
                if get(needed).is_none_or(|(_, v, more)| v.is_empty() && more.is_empty()) {
                    return Err(format!("the Files paragraph of {files} has no {needed}"));
                }
            }
            let (_, licence, _) = get("License").expect("checked above");
            used.extend(named(licence));
        } else if first == Some("License") {
            let (_, id, body) = &fields[0];
            if body.is_empty() {
                return Err(format!("License: {id} has no text"));
            }
            if full
                && body
                    .iter()
                    .any(|l| l.contains("/usr/share/common-licenses"))
            {
                return Err(format!(
                    "License: {id} points to Debian's copy instead of holding the text"
                ));
            }
            *defined.entry(id.clone()).or_default() += 1;
        } else {
            return Err(format!(
                "paragraph {} is neither Files nor License: {first:?}",
                n + 1
            ));
        }
    }
    if let Some((id, _)) = defined.iter().find(|(_, times)| **times > 1) {
        return Err(format!("License: {id} is defined more than once"));
    }
    if let Some(id) = used.iter().find(|id| !defined.contains_key(*id)) {
        return Err(format!(
            "{id} is named but no License paragraph holds its text"
        ));
    }
    if let Some(id) = defined.keys().find(|id| !used.contains(*id)) {
        return Err(format!(
            "License: {id} is defined but no Files paragraph names it"
        ));
    }
    Ok(defined.into_keys().collect())
}

/// A paragraph's fields: name, first line, continuation lines.
type Fields = Vec<(String, String, Vec<String>)>;

fn fields(paragraph: &str) -> Result<Fields, String> {
    let mut fields: Fields = Vec::new();
    for line in paragraph.lines() {
        if let Some(more) = line.strip_prefix([' ', '\t']) {
            let Some((.., body)) = fields.last_mut() else {
                return Err(format!("a continuation before any field: {line:?}"));
            };
            if more.trim().is_empty() {
                return Err("a blank continuation line (an empty line is \" .\")".into());
            }
            body.push(more.to_owned());
        } else if line.trim().is_empty() {
            return Err("a blank line made of spaces".into());
        } else {
            let (name, value) = line
                .split_once(':')
                .filter(|(n, _)| {
                    !n.is_empty() && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
                })
                .ok_or_else(|| format!("neither a field nor a continuation: {line:?}"))?;
            fields.push((name.to_owned(), value.trim().to_owned(), Vec::new()));
        }
    }
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_continue_on_indented_lines_with_dots_for_empty_ones() {
        assert_eq!(indent("a\n\nb \n"), " a\n .\n b");
        assert_eq!(
            field("License", "MIT\nline\n\nmore"),
            "License: MIT\n line\n .\n more"
        );
        assert_eq!(wrap("one two three", 7), "one two\nthree");
        assert_eq!(
            named("Apache-2.0 or Apache-2.0 with LLVM exception or MIT, and Unicode-3.0"),
            [
                "Apache-2.0",
                "Apache-2.0 with LLVM exception",
                "MIT",
                "Unicode-3.0"
            ]
        );
    }

    fn file(body: &str) -> String {
        format!("Format: {FORMAT}\nUpstream-Name: x\n\n{body}")
    }

    #[test]
    fn the_check_finds_each_way_of_breaking_the_format() {
        let good = file(
            "Files: *\nCopyright: me\nLicense: MIT or Zlib\n\nLicense: MIT\n text\n .\n more\n\nLicense: Zlib\n z\n",
        );
        assert_eq!(check(&good, true).unwrap(), ["MIT", "Zlib"]);
        assert_eq!(
            check(&good.replace('\n', "\r\n"), true).unwrap(),
            ["MIT", "Zlib"]
        );
        let cases = [
            (good.replace(FORMAT, "https://example.org/"), "Format"),
            (
                good.replace("License: Zlib\n z\n", "License: Zlib\n"),
                "Zlib has no text",
            ),
            (good.replace(" .\n more", " \n more"), "blank continuation"),
            (good.replace("\n\nLicense: Zlib\n z", ""), "Zlib is named"),
            (
                good.replace("License: MIT or Zlib", "License: MIT or Zlib or ISC"),
                "ISC is named",
            ),
            (
                good.replace("License: MIT or Zlib", "License: MIT"),
                "Zlib is defined but",
            ),
            (good.replace("Copyright: me\n", ""), "has no Copyright"),
            (
                good.replace("\n .\n more", "\n\n more"),
                "continuation before",
            ),
            (good.replace("Files: *", "Files *"), "neither a field"),
            (
                file(
                    "Files: *\nCopyright: me\nLicense: MIT\n\nLicense: MIT\n a\n\nLicense: MIT\n b\n",
                ),
                "more than once",
            ),
        ];
        for (text, said) in cases {
            let e = check(&text, true).err().unwrap_or_default();
            assert!(e.contains(said), "{said:?} not in {e:?} for\n{text}");
        }
        let pointer = good.replace(" z\n", " See /usr/share/common-licenses/Zlib.\n");
        assert!(check(&pointer, false).is_ok());
        assert!(
            check(&pointer, true)
                .unwrap_err()
                .contains("points to Debian's copy")
        );
    }
}
