//! RON's parse errors as message ids with arguments, so a teacher reads
//! them in their own language. Each error a lesson file can meet gets its
//! own message; the rest (byte strings, raw values, ranges: nothing a
//! lesson or puzzle holds) share `ron-other`, which never quotes RON's
//! English.

use ron::error::Error;

use super::format::POSITION_EXPECTED;
use super::problem::Detail;

/// Names written as the file writes them, joined: "`text`, `position`".
fn names(list: &[&str]) -> String {
    list.iter()
        .map(|n| format!("`{n}`"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The message for one RON error.
pub fn detail(e: &Error) -> Detail {
    let expected = |what: &str| Detail::new("ron-expected").with("what", what);
    let bracket = |id, b: &str| Detail::new(id).with("bracket", b);
    match e {
        Error::Eof => Detail::new("ron-eof"),
        Error::ExpectedComma => Detail::new("ron-expected-comma"),
        Error::ExpectedMapColon => Detail::new("ron-expected-colon"),
        Error::ExpectedArray => bracket("ron-expected-opening", "["),
        Error::ExpectedStructLike | Error::ExpectedNamedStructLike(_) => {
            bracket("ron-expected-opening", "(")
        }
        Error::ExpectedMap => bracket("ron-expected-opening", "{"),
        Error::ExpectedArrayEnd => bracket("ron-expected-closing", "]"),
        Error::ExpectedOptionEnd | Error::ExpectedStructLikeEnd => {
            bracket("ron-expected-closing", ")")
        }
        Error::ExpectedMapEnd => bracket("ron-expected-closing", "}"),
        Error::ExpectedStringEnd => Detail::new("ron-unclosed-string"),
        Error::ExpectedBoolean => expected("boolean"),
        Error::ExpectedInteger => expected("integer"),
        Error::ExpectedFloat => expected("number"),
        Error::ExpectedString => expected("string"),
        Error::ExpectedIdentifier => expected("identifier"),
        Error::ExpectedChar => expected("char"),
        Error::ExpectedUnit => expected("unit"),
        Error::ExpectedOption => expected("option"),
        Error::IntegerOutOfBounds => Detail::new("ron-number-too-big"),
        Error::InvalidIntegerDigit { digit, .. } => {
            Detail::new("ron-bad-digit").with("digit", digit.to_string())
        }
        Error::FloatUnderscore | Error::UnderscoreAtBeginning => Detail::new("ron-bad-number"),
        Error::UnexpectedChar(c) => Detail::new("ron-unexpected-char").with("char", c.to_string()),
        Error::TrailingCharacters => Detail::new("ron-trailing"),
        Error::UnclosedBlockComment => Detail::new("ron-unclosed-comment"),
        Error::InvalidEscape(_) => Detail::new("ron-bad-escape"),
        Error::Utf8Error(_) => Detail::new("problem-not-utf8"),
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } if !expected.is_empty() => in_outer("ron-unknown-field", outer)
            .with("field", found.as_str())
            .with("expected", names(expected)),
        Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } if !expected.is_empty() => in_outer("ron-unknown-variant", outer)
            .with("found", found.as_str())
            .with("expected", names(expected)),
        Error::MissingStructField { field, outer } => {
            in_outer("ron-missing-field", outer).with("field", *field)
        }
        Error::DuplicateStructField { field, outer } => {
            in_outer("ron-duplicate-field", outer).with("field", *field)
        }
        Error::ExpectedDifferentStructName { expected, found } => Detail::new("ron-wrong-name")
            .with("expected", *expected)
            .with("found", found.as_str()),
        Error::ExpectedDifferentLength { expected, found } => match first_number(expected) {
            Some(n) => Detail::new("ron-wrong-length")
                .with("expected", n)
                .with("found", *found),
            None => Detail::new("ron-other"),
        },
        Error::InvalidValueForType { expected, .. } if expected == POSITION_EXPECTED => {
            Detail::new("ron-expected").with("what", "position")
        }
        Error::InvalidValueForType { expected, found } => Detail::new("ron-wrong-type")
            .with("expected", expected_kind(expected))
            .with("found", found_kind(found)),
        Error::ExpectedAttribute | Error::ExpectedAttributeEnd | Error::NoSuchExtension(_) => {
            Detail::new("ron-attribute")
        }
        Error::InvalidIdentifier(name) | Error::SuggestRawIdentifier(name) => {
            Detail::new("ron-bad-name").with("name", name.as_str())
        }
        Error::ExpectedStructName(name) => {
            Detail::new("ron-struct-name").with("name", name.as_str())
        }
        Error::ExceededRecursionLimit => Detail::new("ron-too-deep"),
        _ => Detail::new("ron-other"),
    }
}

/// The first whole number in serde's English "an array of length 12".
fn first_number(text: &str) -> Option<usize> {
    text.split(|c: char| !c.is_ascii_digit())
        .find(|part| !part.is_empty())?
        .parse()
        .ok()
}

/// What serde's English "expected ..." asks for, as a keyword each locale
/// words itself (`ron-wrong-type`): serde's own text stays out of the
/// sentence.
fn expected_kind(text: &str) -> &'static str {
    let t = text.to_ascii_lowercase();
    let has = |words: &[&str]| words.iter().any(|w| t.contains(w));
    if has(&["string", "char"]) {
        "text"
    } else if has(&["bool"]) {
        "yes-no"
    } else if has(&["f32", "f64", "float"]) {
        "number"
    } else if has(&[
        "u8", "u16", "u32", "u64", "usize", "i8", "i16", "i32", "i64", "isize", "integer",
    ]) {
        "whole-number"
    } else if has(&["sequence", "array", "tuple", "vec", "list"]) {
        "list"
    } else if has(&["struct", "map"]) {
        "group"
    } else {
        "other"
    }
}

/// What serde's `Unexpected` text ("integer `5`", "string \"x\"") found.
fn found_kind(text: &str) -> &'static str {
    let kinds = [
        ("boolean", "yes-no"),
        ("integer", "whole-number"),
        ("floating point", "number"),
        ("string", "text"),
        ("character", "text"),
        ("sequence", "list"),
        ("map", "group"),
        ("struct", "group"),
    ];
    kinds
        .iter()
        .find(|(prefix, _)| text.starts_with(prefix))
        .map_or("other", |&(_, kind)| kind)
}

/// `id`, or `id-in` with the struct or enum it is in, when RON knows it.
fn in_outer(id: &'static str, outer: &Option<String>) -> Detail {
    match outer {
        Some(outer) => {
            let id = match id {
                "ron-unknown-field" => "ron-unknown-field-in",
                "ron-unknown-variant" => "ron-unknown-variant-in",
                "ron-missing-field" => "ron-missing-field-in",
                _ => "ron-duplicate-field-in",
            };
            Detail::new(id).with("outer", outer.as_str())
        }
        None => Detail::new(id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::format::Lesson;
    use crate::content::validate::ron_options;

    fn id_of(text: &str) -> Detail {
        let e = ron_options().from_str::<Lesson>(text).unwrap_err();
        detail(&e.code)
    }

    #[test]
    fn common_errors_get_their_own_messages() {
        assert_eq!(id_of("(id: \"a\" title: \"t\")").id, "ron-expected-comma");
        assert_eq!(id_of("(id: \"a\", ").id, "ron-eof");
        assert_eq!(id_of("(id: \"a\", title: \"t").id, "ron-unclosed-string");
        let d = id_of("(id: \"a\", colour: 3)");
        assert!(d.id.starts_with("ron-unknown-field"), "{d:?}");
        assert_eq!(d.arg("field"), Some(&"colour".into()));
        let position = id_of(
            "(id: \"a\", order: 1, title: \"t\", summary: \"s\", steps: [Try(text: \"x\", position: 5, goal: WipeOut, success: \"y\")])",
        );
        assert_eq!(
            position,
            Detail::new("ron-expected").with("what", "position")
        );
        let missing = id_of("(id: \"a\")");
        assert!(missing.id.starts_with("ron-missing-field"), "{missing:?}");
    }

    #[test]
    fn serde_words_become_keywords_not_sentences() {
        assert_eq!(first_number("an array of length 12"), Some(12));
        assert_eq!(first_number("a tuple of size 2"), Some(2));
        assert_eq!(first_number("a sequence"), None);
        assert_eq!(expected_kind("a string"), "text");
        assert_eq!(expected_kind("u8"), "whole-number");
        assert_eq!(expected_kind("a boolean"), "yes-no");
        assert_eq!(expected_kind("struct Lesson"), "group");
        assert_eq!(expected_kind("something odd"), "other");
        assert_eq!(found_kind("integer `5`"), "whole-number");
        assert_eq!(found_kind("string \"x\""), "text");
        assert_eq!(found_kind("unit value"), "other");
        // RON's own errors carry serde's English; the detail carries none.
        let wrong = Error::InvalidValueForType {
            expected: "a string".into(),
            found: "integer `5`".into(),
        };
        assert_eq!(
            detail(&wrong),
            Detail::new("ron-wrong-type")
                .with("expected", "text")
                .with("found", "whole-number")
        );
        let short = Error::ExpectedDifferentLength {
            expected: "an array of length 12".into(),
            found: 11,
        };
        assert_eq!(
            detail(&short),
            Detail::new("ron-wrong-length")
                .with("expected", 12usize)
                .with("found", 11usize)
        );
    }

    #[test]
    fn every_id_it_can_give_is_known() {
        // The ids `in_outer` builds, and the ones matched above, must all be
        // in problems.ftl; tests/i18n.rs checks the file, this the mapping.
        for id in [
            "ron-unknown-field",
            "ron-unknown-variant",
            "ron-missing-field",
            "ron-duplicate-field",
        ] {
            let d = in_outer(id, &Some("Try".into()));
            assert_eq!(d.id, format!("{id}-in"));
        }
    }
}
