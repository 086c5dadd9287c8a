//! `wahree check` on the shipped lessons and on deliberately broken
//! fixtures: each must fail with exactly the right file:line:col.

use std::process::Command;

/// Runs `wahree check ARGS` in the crate root; returns (success, error and
/// warning lines).
fn check(args: &[&str]) -> (bool, Vec<String>) {
    let out = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .arg("check")
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("wahree runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 output");
    (
        out.status.success(),
        stdout.lines().map(str::to_owned).collect(),
    )
}

/// The fixture fails with one error line, at `place`, whose message
/// mentions `words`.
fn fails_at(fixture: &str, place: &str, words: &str) {
    let dir = format!("tests/fixtures/{fixture}/lessons");
    let (ok, lines) = check(&[&dir]);
    assert!(!ok, "{fixture}: check passed; output {lines:#?}");
    assert_eq!(lines.len(), 1, "{fixture}: {lines:#?}");
    let expected = format!("tests/fixtures/{fixture}/{place}: error: ");
    assert!(
        lines[0].starts_with(&expected) && lines[0].contains(words),
        "{fixture}: expected `{expected}...{words}...`, got {}",
        lines[0]
    );
}

#[test]
fn shipped_lessons_pass() {
    let (ok, lines) = check(&["lessons"]);
    let errors: Vec<_> = lines.iter().filter(|l| l.contains(": error: ")).collect();
    assert!(ok && errors.is_empty(), "{errors:#?}");
}

#[test]
fn embedded_lessons_pass() {
    let (ok, lines) = check(&[]);
    let errors: Vec<_> = lines.iter().filter(|l| l.contains(": error: ")).collect();
    assert!(ok && errors.is_empty(), "{errors:#?}");
    // Every Japanese text of theirs carries its readings.
    let unread: Vec<_> = lines.iter().filter(|l| l.contains(READINGS)).collect();
    assert!(unread.is_empty(), "{unread:#?}");
}

/// What the warning of a Japanese text without readings says.
const READINGS: &str = "has kanji that children learn after grade 3";

/// A teacher's Japanese text whose kanji lack their readings: a warning
/// (the lessons still load) at the first such kanji, naming them all.
#[test]
fn a_japanese_text_without_its_readings_is_a_warning_at_its_kanji() {
    let from =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/worked-example");
    let dir = std::env::temp_dir().join(format!("wahree-check-readings-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    copy_dir(&from, &dir);
    let ja = dir.join("i18n/ja/lessons-last-seed.ftl");
    let text = std::fs::read_to_string(&ja).unwrap();
    let text = text.replace(
        "last-seed-title = 最後《さいご》の石はどこに入る？",
        "last-seed-title = 石は最後にどの穴に入る？",
    );
    std::fs::write(&ja, text).unwrap();
    let (ok, lines) = check(&[dir.to_str().unwrap()]);
    let _ = std::fs::remove_dir_all(&dir);
    assert!(ok, "a warning only: {lines:#?}");
    assert_eq!(lines.len(), 1, "{lines:#?}");
    let place = format!("{}:1:21: warning: ", ja.display());
    assert!(
        lines[0].starts_with(&place)
            && lines[0].contains(READINGS)
            && lines[0].contains("`last-seed-title`")
            && lines[0].contains(": 最穴."),
        "expected `{place}...`, got {}",
        lines[0]
    );
}

fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), target).unwrap();
        }
    }
}

#[test]
fn the_folder_above_lessons_is_read_as_its_lessons() {
    let (ok, lines) = check(&["tests/fixtures/seeds-47"]);
    assert!(!ok);
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(
        lines[0].starts_with("tests/fixtures/seeds-47/lessons/puzzles/short.ron:")
            && lines[0].contains("47"),
        "{}",
        lines[0]
    );
}

#[test]
fn syntax_error() {
    fails_at("syntax", "lessons/broken.ron:6:5", "comma");
}

#[test]
fn unknown_field() {
    fails_at(
        "unknown-field",
        "lessons/colour.ron:10:13",
        "no field called `colour`",
    );
}

#[test]
fn forty_seven_seeds() {
    fails_at("seeds-47", "lessons/puzzles/short.ron:6:9", "47 seeds");
}

#[test]
fn wrong_stated_answer() {
    fails_at(
        "wrong-answer",
        "lessons/puzzles/wipe.ron:8:9",
        "the engine's answer is 5.",
    );
}

/// A text some locales lack is shown in one that has it (a teacher may
/// write in one language only): a warning at its use, and the check passes.
#[test]
fn missing_japanese_key() {
    let (ok, lines) = check(&["tests/fixtures/missing-ja/lessons"]);
    assert!(ok, "{lines:#?}");
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(
        lines[0].starts_with("tests/fixtures/missing-ja/lessons/good.ron:6:41: warning: ")
            && lines[0].contains("`fixture-text` is only in i18n/en, i18n/it, i18n/es")
            && lines[0].contains("learners in i18n/ja"),
        "{}",
        lines[0]
    );
}

#[test]
fn mismatched_variable() {
    fails_at(
        "mismatched-variable",
        "i18n/it/lessons.ftl:3:1",
        "uses $semi, but i18n/en uses $seeds",
    );
}

/// English chooses its words by a number ("One seed", "2 seeds") and the
/// Italian does not ("Restano 1 semi"): a warning at the Italian message,
/// and the check passes. Japanese, which has no plural forms, needs no
/// choice; Spanish has one.
#[test]
fn a_translation_that_does_not_choose_by_a_number_is_warned_about() {
    let (ok, lines) = check(&["tests/fixtures/plural-missing/lessons"]);
    assert!(ok, "{lines:#?}");
    assert_eq!(lines.len(), 1, "{lines:#?}");
    assert!(
        lines[0].starts_with("tests/fixtures/plural-missing/i18n/it/lessons.ftl:3:1: warning: ")
            && lines[0].contains("`fixture-text` does not change its words with the number $seeds"),
        "{}",
        lines[0]
    );
}

/// Several kinds of Fluent mistake in a teacher's `.ftl` files: each at
/// its place, in a sentence of the program's own (not fluent-syntax's
/// English), and the lesson whose messages are fine still loads.
#[test]
fn fluent_syntax_errors_are_told_at_their_place_in_our_words() {
    let (ok, lines) = check(&["tests/fixtures/ftl-syntax/lessons"]);
    assert!(!ok);
    let file = "tests/fixtures/ftl-syntax/i18n/en/lessons";
    let expected = [
        ("-indented.ftl:1:1", "This line starts with spaces"),
        (".ftl:3:2", "A comment needs a space after its “#”"),
        (".ftl:5:15", "An “=” is missing here."),
        (".ftl:9:1", "One of these choices must be the one used"),
        (
            ".ftl:10:28",
            "Something is not closed here: a “}” is missing.",
        ),
        (".ftl:11:28", "This text in quotes has no end"),
        (".ftl:12:21", "Inside quotes, “\\q” means nothing."),
        // fluent-syntax 0.12 alone panics on this one.
        (".ftl:13:25", "“\\u00é” is not a character code"),
    ];
    assert_eq!(lines.len(), expected.len(), "{lines:#?}");
    for (line, (place, words)) in lines.iter().zip(expected) {
        let start = format!("{file}{place}: error: {words}");
        assert!(
            line.starts_with(&start),
            "expected `{start}...`, got {line}"
        );
    }
    // fluent-syntax's own words for these errors.
    for english in ["Expected", "token", "Unterminated", "escape sequence"] {
        assert!(
            lines.iter().all(|l| !l.contains(english)),
            "{english}: {lines:#?}"
        );
    }
}

#[test]
fn teachers_folder_with_its_own_translations_passes() {
    let (ok, lines) = check(&["tests/fixtures/teacher"]);
    assert!(ok && lines.is_empty(), "{lines:#?}");
}

#[test]
fn folders_are_checked_together_and_every_problem_is_listed() {
    let (ok, lines) = check(&[
        "tests/fixtures/syntax/lessons",
        "tests/fixtures/seeds-47/lessons",
    ]);
    assert!(!ok);
    assert_eq!(lines.len(), 2, "{lines:#?}");
}

#[test]
fn a_missing_folder_is_refused() {
    let (ok, lines) = check(&["tests/fixtures/no-such-folder"]);
    assert!(!ok && lines.is_empty());
}

#[test]
fn the_worked_example_passes_and_matches_the_docs() {
    let (ok, lines) = check(&["tests/fixtures/worked-example"]);
    assert!(ok && lines.is_empty(), "{lines:#?}");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/lesson-format.md")).expect("the doc");
    // Each "`my-lessons/PATH`:" heading is followed by a fenced block.
    let mut found = 0;
    for part in doc.split("\n`my-lessons/").skip(1) {
        let (path, rest) = part.split_once("`:\n\n```").expect("a heading and a block");
        let body = rest.split_once('\n').expect("a fence line").1;
        let body = &body[..body.find("```").expect("a closing fence")];
        let file = root.join("tests/fixtures/worked-example").join(path);
        let on_disk = std::fs::read_to_string(&file).expect("the fixture file");
        assert_eq!(body, on_disk, "{path}");
        found += 1;
    }
    assert_eq!(found, 4);
}

/// Progress is kept by step id: two steps with one id are an error, a
/// step without one a warning (a teacher's lesson from before ids).
#[test]
fn step_ids_are_checked_unique_and_present() {
    let (ok, lines) = check(&["tests/fixtures/step-ids/lessons"]);
    assert!(!ok, "{lines:#?}");
    assert_eq!(lines.len(), 2, "{lines:#?}");
    let file = "tests/fixtures/step-ids/lessons/steps.ron";
    assert!(
        lines[0].starts_with(&format!("{file}:9:"))
            && lines[0].contains(": error: ")
            && lines[0].contains("`look`"),
        "{}",
        lines[0]
    );
    assert!(
        lines[1].starts_with(&format!("{file}:10:"))
            && lines[1].contains(": warning: ")
            && lines[1].contains("`id`"),
        "{}",
        lines[1]
    );
}
