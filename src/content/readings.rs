//! Readings for young readers in the Japanese texts children read: every
//! kanji a child in grade 3 has not learnt (`i18n::kanji`) carries its
//! reading, written `穴《あな》` (`i18n::ruby`), wherever it appears.
//! [`check`] warns of each pupil text that lacks one; [`PUPIL_TEXTS`] says
//! which texts children read.

use super::locate::line_col;
use super::problem::{Detail, Problem, Severity};
use super::source::SourceFile;
use crate::i18n::kanji::needs_reading;
use crate::i18n::ruby;

/// Which messages of a file children read.
#[derive(Clone, Copy, Debug)]
pub enum Messages {
    All,
    /// All but those whose id starts with one of these.
    AllBut(&'static [&'static str]),
    /// Only those whose id starts with one of these.
    Only(&'static [&'static str]),
}

/// The texts children read, by the start of a `.ftl` file's name: the
/// lessons, the puzzles (a teacher's own too), the coach, teaching mode,
/// the engine's words, reading aloud, and the child's screens of the app
/// (Home, play, the lists, a game's review, "Who is playing?", their
/// card, joining a class, the live class's projector and devices). The rest is for adults and needs no readings: the Settings
/// screen, the teacher's view, the PIN, saving and the class list
/// (`classroom.ftl`), the teacher's board itself (`board.ftl`) and the
/// problems in a teacher's files (`problems.ftl`).
pub const PUPIL_TEXTS: &[(&str, Messages)] = &[
    ("lessons", Messages::All),
    ("puzzles", Messages::All),
    ("coach", Messages::All),
    ("teaching", Messages::All),
    ("engine", Messages::All),
    ("speech", Messages::All),
    // What a screen reader says of the board (said, never drawn; the
    // Settings switch in it is the Settings screen's).
    ("a11y", Messages::AllBut(&["settings-"])),
    // Games between two devices: every word is the child's.
    ("duel", Messages::All),
    // The Settings screen's own words; its notices on Home are the child's.
    (
        "app",
        Messages::AllBut(&[
            "settings-title",
            "settings-language",
            "settings-theme",
            "settings-speed",
        ]),
    ),
    // The teacher's board is the teacher's; the games list, a game's
    // review and the buttons that open the board on a child's screen are
    // the child's.
    (
        "board",
        Messages::AllBut(&[
            "board-coach",
            "board-edit",
            "board-form",
            "board-goal",
            "board-keys",
            "board-line",
            "board-mode",
            "board-moves",
            "board-play",
            "board-save",
            "board-to",
        ]),
    ),
    (
        "classroom",
        Messages::Only(&[
            "card-",
            "picker-",
            "symbol-",
            "colour-",
            "home-learner-card",
        ]),
    ),
    // Joining a class (with what the server answered), the class
    // server's sign and why it refused a sync, on the children's screens;
    // the rest (sign-in, the class code, Settings) is the teacher's.
    (
        "server",
        Messages::Only(&[
            "join-",
            "picker-",
            "sync-sign-",
            "sync-refused-",
            "server-failure-",
            // Shown big on the teacher's view for the class to type.
            "class-code-",
        ]),
    ),
    // The live class: the projector the class reads and each child's
    // device; the teacher's start form (and its refusals) is the teacher's.
    (
        "live",
        Messages::AllBut(&[
            "live-open",
            "live-start-",
            "live-kind-",
            "live-theme-",
            "live-difficulty-",
            "live-level",
            "live-seat-",
            "live-timer-",
            "live-hints-",
            "live-fastest-",
            "live-failure-running",
            "live-failure-no-puzzles",
        ]),
    ),
    // A class tournament: what a child's device says about their own
    // game; the refusals and warnings of the pairing screen are the
    // teacher's.
    (
        "tournament",
        Messages::Only(&[
            "tournament-not-playing",
            "tournament-no-board",
            "tournament-result-in",
            "tournament-report-",
            "tournament-home-",
        ]),
    ),
    // "Who is playing?" and Home; renaming and removing are the teacher's.
    (
        "settings",
        Messages::Only(&[
            "learner-",
            "learners-title",
            "learners-add",
            "learners-cancel",
            "learners-new-placeholder",
            "learners-keys-typing",
            "home-",
        ]),
    ),
];

/// Whether the message `id` of the file `file` (a path; its name counts)
/// is read by children.
pub fn is_pupil_text(file: &str, id: &str) -> bool {
    let name = file.rsplit(['/', '\\']).next().unwrap_or(file);
    let Some(stem) = name.strip_suffix(".ftl") else {
        return false;
    };
    let starts = |prefixes: &[&str]| prefixes.iter().any(|p| id.starts_with(p));
    PUPIL_TEXTS
        .iter()
        .find(|(start, _)| stem == *start || stem.starts_with(&format!("{start}-")))
        .is_some_and(|(_, messages)| match messages {
            Messages::All => true,
            Messages::AllBut(prefixes) => !starts(prefixes),
            Messages::Only(prefixes) => starts(prefixes),
        })
}

/// A warning for each Japanese pupil text among `files` ((locale, file)
/// pairs; other locales are skipped) with a kanji above grade 3 and no
/// reading, at the first such kanji, naming every one of them.
pub fn check(files: &[(String, SourceFile)]) -> Vec<Problem> {
    files
        .iter()
        .filter(|(lang, _)| lang == "ja")
        .flat_map(|(_, file)| check_file(file))
        .collect()
}

/// One file's warnings. Each message is read from its lines as written
/// (a message's first line after its `=`, then its indented lines): the
/// marks and their kanji never straddle a placeable, and where a kanji is
/// is where the warning points.
fn check_file(file: &SourceFile) -> Vec<Problem> {
    let mut out = Vec::new();
    // The message being read, and the kanji without a reading found in it
    // so far, the first with its offset.
    let mut current: Option<(&str, Vec<(usize, char)>)> = None;
    let mut flush = |current: &mut Option<(&str, Vec<(usize, char)>)>| {
        if let Some((id, unread)) = current.take()
            && let Some(&(at, _)) = unread.first()
        {
            let (line, col) = line_col(&file.text, at);
            let mut kanji: Vec<char> = Vec::new();
            for (_, c) in unread {
                if !kanji.contains(&c) {
                    kanji.push(c);
                }
            }
            out.push(Problem {
                file: file.name.clone(),
                line,
                col,
                severity: Severity::Warning,
                detail: Detail::new("problem-ja-no-reading")
                    .with("id", id)
                    .with("kanji", kanji.into_iter().collect::<String>()),
            });
        }
    };
    let mut offset = 0;
    for line in file.text.split_inclusive('\n') {
        let start = offset;
        offset += line.len();
        let text = if line.starts_with([' ', '\t']) {
            // A message's next line, or blank.
            if current.is_none() {
                continue;
            }
            line
        } else {
            flush(&mut current);
            match message_start(line) {
                Some((id, value_at)) if is_pupil_text(&file.name, id) => {
                    current = Some((id, Vec::new()));
                    let text = &line[value_at..];
                    let (_, unread) = current.as_mut().expect("just set");
                    unread.extend(unread_kanji(text, start + value_at));
                    continue;
                }
                _ => continue,
            }
        };
        if let Some((_, unread)) = current.as_mut() {
            unread.extend(unread_kanji(text, start));
        }
    }
    flush(&mut current);
    out
}

/// A line that starts a message: its id and where its value starts.
fn message_start(line: &str) -> Option<(&str, usize)> {
    let id_len = line
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
        .unwrap_or(line.len());
    if id_len == 0 || !line.as_bytes()[0].is_ascii_alphabetic() {
        return None;
    }
    let rest = &line[id_len..];
    let eq = rest.find('=').filter(|&i| rest[..i].trim().is_empty())?;
    Some((&line[..id_len], id_len + eq + 1))
}

/// The kanji of `text` that need a reading and have none, with their
/// offsets (`text` starting at `start`).
fn unread_kanji(text: &str, start: usize) -> Vec<(usize, char)> {
    let mut out = Vec::new();
    for segment in ruby::segments(text) {
        if segment.reading.is_some() {
            continue;
        }
        // Segments borrow from `text`, so their offsets are known.
        let at = segment.base.as_ptr() as usize - text.as_ptr() as usize;
        out.extend(
            segment
                .base
                .char_indices()
                .filter(|&(_, c)| needs_reading(c))
                .map(|(i, c)| (start + at + i, c)),
        );
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ja(name: &str, text: &str) -> (String, SourceFile) {
        (
            "ja".to_owned(),
            SourceFile {
                name: name.to_owned(),
                text: text.to_owned(),
            },
        )
    }

    #[test]
    fn pupil_texts_are_the_childrens_files_and_screens() {
        assert!(is_pupil_text(
            "i18n/ja/lessons-sowing.ftl",
            "lesson-sowing-how"
        ));
        assert!(is_pupil_text("i18n/ja/lessons.ftl", "lesson-board-title"));
        assert!(is_pupil_text(
            "/home/t/wahree/i18n/ja/puzzles-mine.ftl",
            "x"
        ));
        assert!(is_pupil_text(
            "C:\\w\\i18n\\ja\\coach.ftl",
            "coach-best-move"
        ));
        assert!(is_pupil_text("i18n/ja/app.ftl", "home-play"));
        assert!(is_pupil_text("i18n/ja/app.ftl", "settings-corrupt"));
        assert!(!is_pupil_text("i18n/ja/app.ftl", "settings-speed-slow"));
        assert!(is_pupil_text("i18n/ja/classroom.ftl", "card-language"));
        assert!(!is_pupil_text("i18n/ja/classroom.ftl", "teacher-export"));
        assert!(is_pupil_text("i18n/ja/settings.ftl", "learners-title"));
        assert!(!is_pupil_text("i18n/ja/settings.ftl", "settings-size-hint"));
        assert!(!is_pupil_text(
            "i18n/ja/settings.ftl",
            "learners-remove-ask"
        ));
        assert!(!is_pupil_text("i18n/ja/problems.ftl", "problem-ftl-unused"));
        assert!(!is_pupil_text("i18n/ja/board.ftl", "board-edit-help"));
        assert!(is_pupil_text("i18n/ja/board.ftl", "board-open"));
        assert!(is_pupil_text("i18n/ja/board.ftl", "review-title"));
        // A file name that only starts like a pupil file is not one.
        assert!(!is_pupil_text("i18n/ja/appendix.ftl", "home-play"));
    }

    #[test]
    fn each_text_with_an_unread_kanji_is_reported_once_where_it_starts() {
        let text = "\
# 最後 in a comment is nobody's text.
lesson-a = この穴《あな》から種《たね》まき。
lesson-b = 最後の石は穴に入るよ。
lesson-c = { $n ->
        [1] ｜総取り《そうどり》！
       *[other] 石が{ $n }こ。最後《さいご》の穴《あな》と、もう一度だけ穴。
    }
lesson-d = 石を取る
";
        let problems = check(&[ja("i18n/ja/lessons-x.ftl", text)]);
        let found: Vec<_> = problems
            .iter()
            .map(|p| (p.line, p.col, p.detail.arg("id"), p.detail.arg("kanji")))
            .collect();
        assert_eq!(
            found,
            [
                (3, 12, Some(&"lesson-b".into()), Some(&"最穴".into())),
                (6, 48, Some(&"lesson-c".into()), Some(&"穴".into())),
            ],
            "{problems:#?}"
        );
        assert!(problems.iter().all(|p| p.severity == Severity::Warning));
    }

    #[test]
    fn adults_texts_and_other_languages_need_no_readings() {
        let text = "settings-size-hint = 盤の大きさを選びます。\n";
        assert!(check(&[ja("i18n/ja/settings.ftl", text)]).is_empty());
        let it = (
            "it".to_owned(),
            SourceFile {
                name: "i18n/it/lessons-x.ftl".into(),
                text: "lesson-a = 穴\n".into(),
            },
        );
        assert!(check(&[it]).is_empty());
    }
}
