//! A class list in and out: importing names from a text or CSV file (one
//! name a line, an optional language column), every bad line reported with
//! its number and reason before anything is added; and the class's
//! progress as CSV, with a byte-order mark so a spreadsheet opens Japanese
//! and accented names correctly.

use super::roster::{NameProblem, Roster, check_name};
use crate::lang::Lang;

/// One name to add.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewLearner {
    /// The line it came from (from 1).
    pub line: usize,
    pub name: String,
    pub lang: Option<Lang>,
}

/// Why a line cannot be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineProblem {
    /// No name on it (a blank line between names, or only a language).
    Empty,
    /// Two lines of the file have this name (letter case aside); `first`
    /// is the line that has it first.
    Duplicate {
        first: usize,
    },
    TooLong,
    /// The guest's word in some language.
    GuestWord,
    /// The language column holds something else than it, es, ja or en.
    UnknownLanguage(String),
    /// The bytes of the line are not UTF-8 text.
    NotUtf8,
    /// More columns than a name and a language.
    TooManyColumns,
}

impl LineProblem {
    /// Its message id in `app.ftl`.
    pub fn message_id(&self) -> &'static str {
        match self {
            LineProblem::Empty => "import-empty",
            LineProblem::Duplicate { .. } => "import-duplicate",
            LineProblem::TooLong => "import-too-long",
            LineProblem::GuestWord => "import-guest-word",
            LineProblem::UnknownLanguage(_) => "import-unknown-language",
            LineProblem::NotUtf8 => "import-not-utf8",
            LineProblem::TooManyColumns => "import-too-many-columns",
        }
    }
}

/// What a class list holds, read against the class it would join.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Import {
    pub add: Vec<NewLearner>,
    /// Names the class has already (line, name as the class has it): left
    /// as they are, so an updated list can be imported again.
    pub already: Vec<(usize, String)>,
    /// Lines that stop the import, by line number.
    pub problems: Vec<(usize, LineProblem)>,
}

impl Import {
    /// Nothing is added while any line is wrong: no half-imported class.
    pub fn is_ok(&self) -> bool {
        self.problems.is_empty()
    }
}

/// Reads a class list (`bytes` as the file holds them) against `roster`.
pub fn read(bytes: &[u8], roster: &Roster, guest_words: &[String]) -> Import {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let mut lines: Vec<&[u8]> = bytes.split(|&b| b == b'\n').collect();
    // Blank lines at the end are the file's end, not a missing name.
    while lines.last().is_some_and(|l| l.trim_ascii().is_empty()) {
        lines.pop();
    }
    let mut out = Import::default();
    let separator = separator(&lines);
    let mut seen: Vec<(String, usize)> = Vec::new();
    for (i, raw) in lines.iter().enumerate() {
        let line = i + 1;
        let Ok(text) = std::str::from_utf8(raw) else {
            out.problems.push((line, LineProblem::NotUtf8));
            continue;
        };
        let cells = split(text.trim_end_matches('\r'), separator);
        if line == 1 && is_header(&cells) {
            continue;
        }
        let (name, lang) = match cells.as_slice() {
            [name] => (name.as_str(), ""),
            [name, lang] => (name.as_str(), lang.as_str()),
            _ => {
                out.problems.push((line, LineProblem::TooManyColumns));
                continue;
            }
        };
        let lang = lang.trim();
        let lang = if lang.is_empty() {
            None
        } else {
            match Lang::ALL
                .into_iter()
                .find(|l| l.code().eq_ignore_ascii_case(lang))
            {
                Some(l) => Some(l),
                None => {
                    out.problems
                        .push((line, LineProblem::UnknownLanguage(lang.to_owned())));
                    continue;
                }
            }
        };
        let name = match check_name(name, guest_words, std::iter::empty()) {
            Ok(n) => n,
            Err(p) => {
                out.problems.push((
                    line,
                    match p {
                        NameProblem::Empty => LineProblem::Empty,
                        NameProblem::TooLong => LineProblem::TooLong,
                        NameProblem::Guest(_) | NameProblem::Taken(_) => LineProblem::GuestWord,
                    },
                ));
                continue;
            }
        };
        let key = name.to_lowercase();
        if let Some(&(_, first)) = seen.iter().find(|(k, _)| *k == key) {
            out.problems.push((line, LineProblem::Duplicate { first }));
            continue;
        }
        seen.push((key.clone(), line));
        match roster.named().find(|l| l.name.to_lowercase() == key) {
            Some(l) => out.already.push((line, l.name.clone())),
            None => out.add.push(NewLearner { line, name, lang }),
        }
    }
    out
}

/// The column separator: a spreadsheet in Italy or Spain writes `;`, one
/// elsewhere `,`; a tab from a pasted table. A separator counts when some
/// line has a language code after it (a name may then hold it only in
/// quotes, as CSV has it); otherwise the file is a plain list of names,
/// which may hold commas ("Rossi, Anna").
fn separator(lines: &[&[u8]]) -> Option<char> {
    [';', '\t', ',']
        .into_iter()
        .filter(|&c| {
            lines.iter().any(|l| {
                std::str::from_utf8(l).is_ok_and(|t| {
                    split(t.trim_end_matches('\r'), Some(c))
                        .get(1)
                        .is_some_and(|lang| Lang::from_tag(lang.trim()).is_some())
                })
            })
        })
        .max_by_key(|&c| lines.iter().filter(|l| l.contains(&(c as u8))).count())
}

/// One CSV line's cells, with `"quoted, cells"` and `""` for a quote.
fn split(line: &str, separator: Option<char>) -> Vec<String> {
    let Some(sep) = separator else {
        return vec![line.to_owned()];
    };
    let mut cells = vec![String::new()];
    let mut quoted = false;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let cell = cells.last_mut().expect("never empty");
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            '"' => quoted = !quoted,
            c if c == sep && !quoted => cells.push(String::new()),
            c => cell.push(c),
        }
    }
    // A trailing separator ("Aiko;") is an empty language, not a column.
    while cells.len() > 1 && cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    cells
}

/// A first line that names its columns, in any of the four languages.
fn is_header(cells: &[String]) -> bool {
    const NAMES: [&str; 6] = ["name", "nome", "nombre", "名前", "なまえ", "氏名"];
    cells
        .first()
        .is_some_and(|c| NAMES.contains(&c.trim().to_lowercase().as_str()))
}

/// A CSV cell: quoted when it holds a separator, a quote or a line break,
/// and guarded against a spreadsheet reading it as a formula.
pub fn cell(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([',', ';', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

/// A whole CSV file from its rows (the first is the header): UTF-8 with a
/// byte-order mark and CRLF line ends, as spreadsheets expect.
pub fn csv(rows: &[Vec<String>]) -> String {
    let mut out = String::from("\u{feff}");
    for row in rows {
        let cells: Vec<String> = row.iter().map(|c| cell(c)).collect();
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

/// `seconds` since 1970 as a date, `2026-11-30` (UTC), for the export.
pub fn date(seconds: u64) -> String {
    // Howard Hinnant's days-to-civil algorithm.
    let z = (seconds / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Vec<String> {
        ["guest", "ospite", "invitado", "ゲスト"]
            .map(String::from)
            .to_vec()
    }

    fn roster_with(names: &[&str]) -> Roster {
        let mut r = Roster::new(Vec::new(), words());
        for (i, n) in names.iter().enumerate() {
            r.add(n, None, i as u64).unwrap();
        }
        r
    }

    #[test]
    fn a_plain_list_and_a_csv_with_languages_are_read() {
        let r = roster_with(&[]);
        let plain = read("Aiko\nMateo Rossi, Jr.\r\n\n\n".as_bytes(), &r, &words());
        assert!(plain.is_ok(), "{plain:?}");
        let names: Vec<_> = plain.add.iter().map(|n| n.name.as_str()).collect();
        assert_eq!(names, ["Aiko", "Mateo Rossi, Jr."]);
        // A language on some lines only: the others are names alone.
        let some = read("Kofi\nLia,en\n\"Rossi, Anna\"\n".as_bytes(), &r, &words());
        let got: Vec<_> = some.add.iter().map(|n| (n.name.as_str(), n.lang)).collect();
        assert_eq!(
            got,
            [
                ("Kofi", None),
                ("Lia", Some(Lang::En)),
                ("Rossi, Anna", None)
            ]
        );

        let csv = "\u{feff}nome;lingua\nAiko;ja\n\"Rossi; Anna\";IT\nKofi;\n";
        let read = read(csv.as_bytes(), &r, &words());
        assert!(read.is_ok(), "{read:?}");
        let got: Vec<_> = read
            .add
            .iter()
            .map(|n| (n.line, n.name.as_str(), n.lang))
            .collect();
        assert_eq!(
            got,
            [
                (2, "Aiko", Some(Lang::Ja)),
                (3, "Rossi; Anna", Some(Lang::It)),
                (4, "Kofi", None)
            ]
        );
    }

    #[test]
    fn every_bad_line_is_reported_with_its_number_and_reason() {
        let r = roster_with(&["Lucía"]);
        let mut bytes = b"Aiko,ja\n\n,es\nAIKO\n".to_vec();
        bytes.extend_from_slice("ABCDEFGHIJKLMNOPQRSTU\nInvitado\nKofi,fr\n".as_bytes());
        bytes.extend_from_slice(b"Ren\xe9\n");
        bytes.extend_from_slice("lucía,es\nA,b,c\n".as_bytes());
        let read = read(&bytes, &r, &words());
        assert!(!read.is_ok());
        assert_eq!(
            read.problems,
            [
                (2, LineProblem::Empty),
                (3, LineProblem::Empty),
                (4, LineProblem::Duplicate { first: 1 }),
                (5, LineProblem::TooLong),
                (6, LineProblem::GuestWord),
                (7, LineProblem::UnknownLanguage("fr".into())),
                (8, LineProblem::NotUtf8),
                (10, LineProblem::TooManyColumns),
            ]
        );
        assert_eq!(read.already, [(9, "Lucía".to_owned())]);
        assert_eq!(read.add.len(), 1);
    }

    #[test]
    fn the_export_is_utf8_with_a_bom_and_quotes_what_it_must() {
        let text = csv(&[
            vec!["name".into(), "note".into()],
            vec!["愛子".into(), "a, \"b\"".into()],
            vec!["=1+1".into(), "".into()],
        ]);
        assert!(text.starts_with('\u{feff}'));
        assert_eq!(
            text,
            "\u{feff}name,note\r\n愛子,\"a, \"\"b\"\"\"\r\n'=1+1,\r\n"
        );
    }

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_796_000_000), "2026-11-30");
    }
}
