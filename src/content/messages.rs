//! The translation checks of lesson and puzzle content: every message a
//! lesson or puzzle uses exists in all four locales, the locales agree
//! ([`super::ftl`]), no message in `lessons*.ftl` / `puzzles*.ftl` goes
//! unused, and the Japanese ones carry readings for young readers
//! ([`super::readings`]).

use std::collections::BTreeSet;

use super::format::{Difficulty, Goal, Theme};
use super::ftl::{Locales, describe_locales};
use super::problem::{Detail, Problem, Severity};
use super::source::{LOCALES, SourceFile};
use super::validate::MessageRef;

/// Message ids the program itself uses (goal, theme and difficulty names):
/// never "unused".
pub fn reserved_ids() -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Goal::MESSAGE_IDS.to_vec();
    ids.extend(super::explain::MESSAGE_IDS);
    ids.extend(Theme::ALL.iter().map(|t| t.message_id()));
    ids.extend(Difficulty::ALL.iter().map(|d| d.message_id()));
    ids
}

/// Checks the translation files against each other and against the
/// message ids the lessons and puzzles use. `all_refs` says whether `refs`
/// is complete: when a file could not be parsed, the messages it uses are
/// unknown, and calling them unused would bury the one real error.
pub fn check(ftl: &[(String, SourceFile)], refs: &[MessageRef], all_refs: bool) -> Vec<Problem> {
    let mut problems = Vec::new();
    let locales = Locales::read(ftl, &mut problems);

    // References: each must exist in every locale, reported where it is used.
    let mut used: BTreeSet<&str> = reserved_ids().into_iter().collect();
    for r in refs {
        used.insert(&r.id);
        let missing: Vec<&str> = LOCALES
            .iter()
            .copied()
            .filter(|l| locales.get(l, &r.id).is_none())
            .collect();
        // A teacher may write in one language only: learners in the others
        // then see that text (with a note of its language), so a message
        // some locale has is only a warning; one no locale has is an error.
        let detail = if missing.is_empty() {
            None
        } else if missing.len() < LOCALES.len() {
            let holders = locales.holders(&r.id);
            Some((
                Severity::Warning,
                Detail::new("problem-ftl-only-in")
                    .with("id", r.id.as_str())
                    .with("locales", describe_locales(&holders))
                    .with("missing", describe_locales(&missing)),
            ))
        } else {
            Some((
                Severity::Error,
                Detail::new("problem-ftl-missing")
                    .with("id", r.id.as_str())
                    .with("locales", describe_locales(&missing)),
            ))
        };
        if let Some((severity, detail)) = detail {
            problems.push(Problem {
                file: r.file.clone(),
                line: r.line,
                col: r.col,
                severity,
                detail,
            });
        }
    }
    // A set, not a search through `refs` per id: that grew with the square
    // of the number of puzzles.
    let referenced: BTreeSet<&str> = refs.iter().map(|r| r.id.as_str()).collect();

    // Definitions: used (terms are used by messages, not lessons), and the
    // same in every locale. An unused one need not be compared.
    let unused: BTreeSet<&str> = locales
        .ids()
        .into_iter()
        .filter(|id| all_refs && !id.starts_with('-') && !used.contains(id))
        .collect();
    for &id in &unused {
        let holders = locales.holders(id);
        if let Some(def) = holders.first().and_then(|l| locales.get(l, id)) {
            problems.push(def.problem(
                Severity::Error,
                Detail::new("problem-ftl-unused").with("id", id),
            ));
        }
    }
    problems.extend(locales.compare(|id| referenced.contains(id) || unused.contains(id)));
    problems.extend(super::readings::check(ftl));
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(lang: &str, text: &str) -> (String, SourceFile) {
        (
            lang.to_owned(),
            SourceFile {
                name: format!("{lang}.ftl"),
                text: text.to_owned(),
            },
        )
    }

    fn reference(id: &str) -> MessageRef {
        MessageRef {
            id: id.to_owned(),
            file: "x.ron".into(),
            line: 1,
            col: 1,
        }
    }

    #[test]
    fn variables_inside_selectors_and_attributes_are_compared() {
        let en =
            "m = { $n ->\n    [one] one { $what }\n   *[other] many\n}\n    .hint = { $house }\n";
        let same =
            "m = { $n ->\n    [one] uno\n   *[other] { $what }\n}\n    .hint = casa { $house }\n";
        let lacks_attr = "m = { $n ->\n   *[other] { $what }\n}\n";
        let ftl = [
            file("en", en),
            file("it", same),
            file("es", same),
            file("ja", lacks_attr),
        ];
        let problems = check(&ftl, &[reference("m")], true);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        assert_eq!(problems[0].file, "ja.ftl");
        assert_eq!(problems[0].detail.id, "problem-ftl-part-missing");
        assert_eq!(problems[0].detail.arg("part"), Some(&".hint".into()));
    }

    /// "Restano 1 semi": where English chooses its words by a number, a
    /// language with plural forms must too (by `[one]`, `[0]` or
    /// `NUMBER($n)`); a choice by words (`[south]`) is not one, and
    /// Japanese needs none.
    #[test]
    fn a_number_english_chooses_by_is_chosen_by_where_words_change() {
        let en = "m = { $n ->\n    [one] one seed\n   *[other] { $n } seeds\n} for { $side ->\n    [south] South\n   *[north] North\n}\n";
        let it = "m = { $n } semi per { $side }\n";
        let es = "m = { NUMBER($n) ->\n    [1] una semilla\n   *[other] { $n } semillas\n} para { $side }\n";
        let ja = "m = { $side }の種は{ $n }こ\n";
        let ftl = [
            file("en", en),
            file("it", it),
            file("es", es),
            file("ja", ja),
        ];
        let problems = check(&ftl, &[reference("m")], true);
        assert_eq!(problems.len(), 1, "{problems:#?}");
        let p = &problems[0];
        assert_eq!((p.file.as_str(), p.severity), ("it.ftl", Severity::Warning));
        assert_eq!(p.detail.id, "problem-ftl-plural-missing");
        assert_eq!(p.detail.arg("variable"), Some(&"$n".into()));
    }

    #[test]
    fn duplicates_unused_and_syntax_errors_are_reported_where_they_are() {
        let en = "a = A\nb = B\na = again\n!!! not fluent\n";
        let other = "a = A\nb = B\n";
        let ftl = [
            file("en", en),
            file("it", other),
            file("es", other),
            file("ja", other),
        ];
        let problems = check(&ftl, &[reference("a")], true);
        fn at(p: &Problem) -> (&str, usize) {
            (p.file.as_str(), p.line)
        }
        assert!(
            problems
                .iter()
                .any(|p| at(p) == ("en.ftl", 3) && p.detail.id == "problem-ftl-twice")
        );
        assert!(
            problems
                .iter()
                .any(|p| at(p) == ("en.ftl", 4) && p.detail.id == "ftl-expected-name")
        );
        assert!(problems.iter().any(|p| at(p) == ("en.ftl", 2)
            && p.detail == Detail::new("problem-ftl-unused").with("id", "b")));
    }

    #[test]
    fn a_message_in_one_language_only_is_a_warning_and_in_none_an_error() {
        let ftl = [file("it", "a = A\n")];
        let problems = check(&ftl, &[reference("a"), reference("b")], true);
        let a = problems
            .iter()
            .find(|p| p.detail.arg("id") == Some(&"a".into()));
        let a = a.expect("a is reported");
        assert_eq!(a.severity, Severity::Warning);
        assert_eq!(a.detail.id, "problem-ftl-only-in");
        assert_eq!(a.detail.arg("locales"), Some(&"i18n/it".into()));
        let b = problems
            .iter()
            .find(|p| p.detail.arg("id") == Some(&"b".into()));
        assert_eq!(b.map(|p| p.severity), Some(Severity::Error));
    }

    #[test]
    fn nothing_is_called_unused_while_a_file_could_not_be_read() {
        let ftl = ["en", "it", "es", "ja"].map(|l| file(l, "a = A\nb = B\n"));
        let unused = |all_refs| {
            check(&ftl, &[reference("a")], all_refs)
                .into_iter()
                .filter(|p| p.detail.id == "problem-ftl-unused")
                .count()
        };
        assert_eq!(unused(true), 1);
        assert_eq!(unused(false), 0);
    }
}
