//! A class list in and out: importing names from a text or CSV file (one
//! name a line, an optional language column), every bad line reported with
//! its number and reason before anything is added; and the class's
//! progress as CSV, with a byte-order mark so a spreadsheet opens Japanese
//! and accented names correctly.
//!
//! The list is read as CSV is written by spreadsheets and by hand: cells
//! in quotes may hold the separator and `""` for a quote; lines end in
//! `\n`, `\r\n` or an old Mac's `\r`; the separator is `;` (a spreadsheet
//! in Italy or Spain), `,` or a tab, one for the whole file; a first line
//! naming the columns, in any of the four languages, is a header.

use super::Classroom;
use std::collections::HashMap;

use super::roster::{NameProblem, Roster, check_name};
use super::save::Job;
use super::storage::{Storage, StorageError};
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
    /// More columns than a name and a language: how many.
    TooManyColumns(usize),
    /// A `"` that is never closed on its line.
    UnclosedQuote,
    /// The line separates its columns with `found`, the file with `file`.
    OtherSeparator {
        found: char,
        file: char,
    },
    /// The name holds a character that cannot be seen (a zero-width
    /// space) or that turns text around (a right-to-left mark).
    Invisible,
}

impl LineProblem {
    /// Its message id in `classroom.ftl`.
    pub fn message_id(&self) -> &'static str {
        match self {
            LineProblem::Empty => "import-empty",
            LineProblem::Duplicate { .. } => "import-duplicate",
            LineProblem::TooLong => "import-too-long",
            LineProblem::GuestWord => "import-guest-word",
            LineProblem::UnknownLanguage(_) => "import-unknown-language",
            LineProblem::NotUtf8 => "import-not-utf8",
            LineProblem::TooManyColumns(_) => "import-too-many-columns",
            LineProblem::UnclosedQuote => "import-unclosed-quote",
            LineProblem::OtherSeparator { .. } => "import-other-separator",
            LineProblem::Invisible => "import-invisible",
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

/// The separators a list may use, the likeliest first.
const SEPARATORS: [char; 3] = [';', '\t', ','];

/// One line of the file: its number, and its text or `None` if it is not
/// UTF-8.
type Line<'a> = (usize, Option<&'a str>);

/// The file's lines: after `\r\n`, `\n` or a lone `\r`, without blank
/// lines at the end (the file's end, not a missing name).
fn lines(bytes: &[u8]) -> Vec<Line<'_>> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut i = 0;
    while i < bytes.len() {
        let end = match bytes[i] {
            b'\n' => Some(i + 1),
            b'\r' if bytes.get(i + 1) == Some(&b'\n') => Some(i + 2),
            b'\r' => Some(i + 1),
            _ => None,
        };
        if let Some(next) = end {
            out.push(&bytes[start..i]);
            start = next;
            i = next;
        } else {
            i += 1;
        }
    }
    if start < bytes.len() {
        out.push(&bytes[start..]);
    }
    while out.last().is_some_and(|l| l.trim_ascii().is_empty()) {
        out.pop();
    }
    out.into_iter()
        .enumerate()
        .map(|(i, l)| (i + 1, std::str::from_utf8(l).ok()))
        .collect()
}

/// Reads a class list (`bytes` as the file holds them) against `roster`.
pub fn read(bytes: &[u8], roster: &Roster, guest_words: &[String]) -> Import {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let lines = lines(bytes);
    let mut out = Import::default();
    let (separator, header) = separator(&lines);
    // Looked up by name, not searched: a list may be long.
    let mut seen: HashMap<String, usize> = HashMap::new();
    let class: HashMap<String, &str> = roster
        .named()
        .map(|l| {
            (
                super::names::normalized(&l.name).to_lowercase(),
                l.name.as_str(),
            )
        })
        .collect();
    for &(line, text) in &lines {
        if header && line == 1 {
            continue;
        }
        let Some(text) = text else {
            out.problems.push((line, LineProblem::NotUtf8));
            continue;
        };
        let cells = match split(text, separator) {
            Ok(cells) => cells,
            Err(p) => {
                out.problems.push((line, p));
                continue;
            }
        };
        let (name, lang) = match cells.as_slice() {
            [name] => (name.as_str(), ""),
            [name, lang] => (name.as_str(), lang.as_str()),
            _ => {
                out.problems
                    .push((line, LineProblem::TooManyColumns(cells.len())));
                continue;
            }
        };
        // "Ben,en" in a list of "Aiko;ja": not a name with a comma.
        if let (Some(file), [_]) = (separator, cells.as_slice())
            && let Some(found) = other_separator(text, file)
        {
            out.problems
                .push((line, LineProblem::OtherSeparator { found, file }));
            continue;
        }
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
                        NameProblem::Invisible => LineProblem::Invisible,
                        NameProblem::Guest(_) | NameProblem::Taken(_) => LineProblem::GuestWord,
                    },
                ));
                continue;
            }
        };
        let key = name.to_lowercase();
        if let Some(&first) = seen.get(&key) {
            out.problems.push((line, LineProblem::Duplicate { first }));
            continue;
        }
        match class.get(&key) {
            Some(&known) => out.already.push((line, known.to_owned())),
            None => out.add.push(NewLearner { line, name, lang }),
        }
        seen.insert(key, line);
    }
    out
}

/// The words a first line may name the columns with, in the four
/// languages (lower case): a name column, and a language column.
const NAME_HEADERS: [&str; 9] = [
    "name",
    "names",
    "nome",
    "nomi",
    "nombre",
    "nombres",
    "名前",
    "なまえ",
    "氏名",
];
const LANGUAGE_HEADERS: [&str; 8] = [
    "language",
    "lang",
    "lingua",
    "idioma",
    "lengua",
    "言語",
    "ことば",
    "げんご",
];

/// The file's separator, if it has columns, and whether its first line is
/// a header. A header says both. Otherwise a separator counts when some
/// line's last column after it looks like a language (a known code, or two
/// or three letters right after the separator, as a spreadsheet writes
/// them: `Aiko,zz` is a wrong code, `Wang, Li` a name), or when some line
/// has three columns with it (a name holds one comma at most); the file's
/// is the one that most lines hold. A list without one is plain names, which may
/// hold commas ("Rossi, Anna").
fn separator(lines: &[Line<'_>]) -> (Option<char>, bool) {
    if let Some(&(_, Some(first))) = lines.first() {
        for sep in SEPARATORS {
            if let Ok(cells) = split(first, Some(sep))
                && is_header(&cells)
            {
                return (Some(sep).filter(|_| cells.len() > 1), true);
            }
        }
        if split(first, None).is_ok_and(|cells| is_header(&cells)) {
            return (None, true);
        }
    }
    let texts = || lines.iter().filter_map(|&(_, t)| t);
    let sep = SEPARATORS
        .into_iter()
        .filter(|&c| {
            texts().any(|t| {
                split(t, Some(c)).is_ok_and(|cells| {
                    cells.len() > 2
                        || (cells.len() > 1 && cells.last().is_some_and(|l| looks_like_language(l)))
                })
            })
        })
        .max_by_key(|&c| (texts().filter(|t| t.contains(c)).count(), c == ';'));
    (sep, false)
}

/// A known language code, or what a spreadsheet would put in a language
/// column: two or three letters with nothing before them.
fn looks_like_language(cell: &str) -> bool {
    let code = cell.trim_end();
    Lang::from_tag(code.trim_start()).is_some()
        || ((2..=3).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphabetic()))
}

/// The separator a one-column line uses instead of the file's `file`, if
/// it splits into a name and a language code with it.
fn other_separator(text: &str, file: char) -> Option<char> {
    SEPARATORS.into_iter().filter(|&c| c != file).find(|&c| {
        split(text, Some(c)).is_ok_and(|cells| {
            cells.len() == 2
                && Lang::ALL
                    .iter()
                    .any(|l| l.code().eq_ignore_ascii_case(cells[1].trim()))
        })
    })
}

/// One line's cells, with `"quoted, cells"` and `""` for a quote inside
/// them; a quote in the middle of a cell is kept as written. A trailing
/// separator ("Aiko;") is an empty language, not a column.
fn split(line: &str, separator: Option<char>) -> Result<Vec<String>, LineProblem> {
    let mut cells = vec![String::new()];
    let mut quoted = false;
    // The cell so far is only spaces: a quote here opens it.
    let mut at_start = true;
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        let cell = cells.last_mut().expect("never empty");
        match c {
            '"' if quoted && chars.peek() == Some(&'"') => {
                chars.next();
                cell.push('"');
            }
            '"' if quoted => quoted = false,
            '"' if at_start => {
                quoted = true;
                cell.clear();
            }
            c if Some(c) == separator && !quoted => {
                cells.push(String::new());
                at_start = true;
                continue;
            }
            c => cell.push(c),
        }
        at_start &= c == ' ' && !quoted;
    }
    if quoted {
        return Err(LineProblem::UnclosedQuote);
    }
    while cells.len() > 1 && cells.last().is_some_and(|c| c.trim().is_empty()) {
        cells.pop();
    }
    Ok(cells)
}

/// A first line that names its columns, in any of the four languages.
fn is_header(cells: &[String]) -> bool {
    let word = |c: &String| c.trim().to_lowercase();
    cells
        .first()
        .is_some_and(|c| NAME_HEADERS.contains(&word(c).as_str()))
        && cells
            .get(1)
            .is_none_or(|c| LANGUAGE_HEADERS.contains(&word(c).as_str()))
}

/// Why an import's names were not all added.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// The class refused a name (it changed since the list was read).
    Name { line: usize, problem: NameProblem },
    /// A learner could not be written (`key`, why); the ones written
    /// before it were taken back, except those in `left`.
    Unwritten {
        key: String,
        error: StorageError,
        taken_back: usize,
        left: Vec<String>,
    },
}

/// Adds an import's names to `class` and writes them to `storage`, all or
/// none: a disk that fills up half way leaves no half class behind, the
/// learners written before it are taken back. Run it under the folder's
/// lock (`Files::exclusive`), with the list read against the class as
/// loaded under the same lock. `millis` is now, for the new ids.
pub fn add_all(
    class: &mut Classroom,
    import: &Import,
    millis: u64,
    storage: &dyn Storage,
) -> Result<usize, Unfinished> {
    for (i, n) in import.add.iter().enumerate() {
        if let Err(problem) = class.add(&n.name, n.lang, millis + i as u64) {
            return Err(Unfinished::Name {
                line: n.line,
                problem,
            });
        }
    }
    let mut written = Vec::new();
    for job in class.take_jobs() {
        match job.run(storage) {
            Ok(()) => {
                if let Job::Learner { known: false, .. } = job {
                    written.push(job.key());
                }
            }
            Err(error) => {
                let left: Vec<String> = written
                    .iter()
                    .filter(|key| storage.remove_new(key).is_err())
                    .cloned()
                    .collect();
                return Err(Unfinished::Unwritten {
                    key: job.key(),
                    error,
                    taken_back: written.len() - left.len(),
                    left,
                });
            }
        }
    }
    Ok(import.add.len())
}

/// A CSV cell: quoted when it holds a separator, a quote or a line break,
/// and guarded against a spreadsheet reading it as a formula.
pub fn cell(value: &str) -> String {
    // A name edited into a learner's file may hold anything: what cannot
    // be seen goes, and a formula behind spaces or in full-width signs
    // (which spreadsheets read as the ASCII ones) is guarded too.
    let value = super::names::shown(value);
    let formula = value
        .trim_start()
        .starts_with(['=', '+', '-', '@', '＝', '＋', '－', '＠']);
    let value = if formula { format!("'{value}") } else { value };
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
                (10, LineProblem::TooManyColumns(3)),
            ]
        );
        assert_eq!(read.already, [(9, "Lucía".to_owned())]);
        assert_eq!(read.add.len(), 1);
    }

    fn added(import: &Import) -> Vec<(&str, Option<Lang>)> {
        import
            .add
            .iter()
            .map(|n| (n.name.as_str(), n.lang))
            .collect()
    }

    /// Each of these was imported with exit 0 as something else.
    #[test]
    fn malformed_lists_are_refused_line_by_line() {
        let r = roster_with(&[]);
        let read = |text: &str| read(text.as_bytes(), &r, &words());
        // A header in English, not a learner called "Name,Language".
        let header = read("Name,Language\nAiko,ja\n");
        assert!(header.is_ok(), "{header:?}");
        assert_eq!(added(&header), [("Aiko", Some(Lang::Ja))]);
        for head in ["nome;lingua", "Nombre,Idioma", "名前,言語", "Name"] {
            let h = read(&format!("{head}\nKofi\n"));
            assert_eq!(added(&h), [("Kofi", None)], "{head}");
        }
        // A wrong code alone in the file is still a wrong code.
        assert_eq!(
            read("Aiko,zz\n").problems,
            [(1, LineProblem::UnknownLanguage("zz".into()))]
        );
        // An old Mac's line ends.
        let mac = read("Aiko\rBen\rKofi");
        assert_eq!(added(&mac), [("Aiko", None), ("Ben", None), ("Kofi", None)]);
        // One separator per file.
        assert_eq!(
            read("Aiko;ja\nBen,en\n").problems,
            [(
                2,
                LineProblem::OtherSeparator {
                    found: ',',
                    file: ';'
                }
            )]
        );
        assert_eq!(
            read("Aiko\n\"Rossi, Anna\n").problems,
            [(2, LineProblem::UnclosedQuote)]
        );
        // Three columns are three columns, not a name too long.
        for three in ["Aiko,Tanaka,ja\n", "Aiko,Tanaka,5B\n"] {
            assert_eq!(
                read(three).problems,
                [(1, LineProblem::TooManyColumns(3))],
                "{three}"
            );
        }
        // A name with a comma and a space is a name.
        let names = read("Wang, Li\nRossi, Anna\n");
        assert_eq!(added(&names), [("Wang, Li", None), ("Rossi, Anna", None)]);
    }

    #[test]
    fn names_are_normalized_and_invisible_characters_refused() {
        let r = roster_with(&["Lucía"]);
        let read = |text: &str| read(text.as_bytes(), &r, &words());
        // "Lucía" with the accent as a mark of its own is the same name.
        let again = read("Luci\u{301}a\nMari\u{301}a\n");
        assert_eq!(again.already, [(1, "Lucía".to_owned())]);
        assert_eq!(added(&again), [("Mar\u{ED}a", None)]);
        assert_eq!(
            read("Ai\u{200B}ko\n\u{202E}okiA\n").problems,
            [(1, LineProblem::Invisible), (2, LineProblem::Invisible)]
        );
        // Two spellings of one name in one list.
        assert_eq!(
            read("Zoë\nZoe\u{308}\n").problems,
            [(2, LineProblem::Duplicate { first: 1 })]
        );
    }

    /// A storage whose disk fills up after `room` writes.
    struct FillsUp {
        inner: crate::classroom::Memory,
        room: std::sync::atomic::AtomicUsize,
    }

    impl Storage for FillsUp {
        fn read(&self, key: &str) -> Result<Option<String>, StorageError> {
            self.inner.read(key)
        }
        fn list(&self, dir: &str) -> Result<Vec<String>, StorageError> {
            self.inner.list(dir)
        }
        fn update(
            &self,
            key: &str,
            f: &mut dyn FnMut(Option<&str>) -> Option<String>,
        ) -> Result<(), StorageError> {
            use std::sync::atomic::Ordering::SeqCst;
            let room = self.room.load(SeqCst);
            if room == 0 {
                return Err(StorageError::Full);
            }
            self.room.store(room - 1, SeqCst);
            self.inner.update(key, f)
        }
        fn set_aside(&self, key: &str, suffix: &str) -> Result<String, StorageError> {
            self.inner.set_aside(key, suffix)
        }
        fn remove_new(&self, key: &str) -> Result<(), StorageError> {
            self.inner.remove_new(key)
        }
    }

    /// A full disk left 12 of 40 names written, and no word of it.
    #[test]
    fn an_import_the_disk_cannot_hold_adds_no_one() {
        let storage = FillsUp {
            inner: crate::classroom::Memory::new(),
            room: 12.into(),
        };
        let load = |s: &dyn Storage| {
            Classroom::new(
                crate::classroom::save::load(s, 1),
                crate::classroom::Library::default(),
            )
        };
        let mut class = load(&storage);
        let list: String = (0..40).map(|i| format!("Learner {i}\n")).collect();
        let import = read(list.as_bytes(), class.roster(), &words());
        assert_eq!(import.add.len(), 40);
        let result = add_all(&mut class, &import, 1_000, &storage);
        assert_eq!(
            result,
            Err(Unfinished::Unwritten {
                key: result_key(&result),
                error: StorageError::Full,
                taken_back: 12,
                left: Vec::new(),
            })
        );
        assert_eq!(storage.inner.keys(), Vec::<String>::new());
        // With room enough, all forty.
        storage.room.store(100, std::sync::atomic::Ordering::SeqCst);
        let mut class = load(&storage);
        assert_eq!(add_all(&mut class, &import, 2_000, &storage), Ok(40));
        assert_eq!(load(&storage).roster().named().count(), 40);
    }

    fn result_key(r: &Result<usize, Unfinished>) -> String {
        match r {
            Err(Unfinished::Unwritten { key, .. }) => key.clone(),
            _ => String::new(),
        }
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
        // Names edited into a learner's file, past the name rules.
        for name in ["\t=1+1", " =1+1", "\u{202E}=1+1", "＝1+1", "\r@SUM(A1)"] {
            let out = cell(name);
            assert!(out.starts_with('\''), "{name:?} gave {out:?}");
            assert!(!out.contains(['\t', '\r', '\u{202E}']), "{out:?}");
        }
    }

    #[test]
    fn dates_are_civil_dates() {
        assert_eq!(date(0), "1970-01-01");
        assert_eq!(date(951_782_400), "2000-02-29");
        assert_eq!(date(1_796_000_000), "2026-11-30");
    }
}
