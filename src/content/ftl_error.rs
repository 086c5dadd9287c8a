//! Fluent's syntax errors as message ids with arguments, so a teacher reads
//! them in their own language (as `ron_error.rs` does for RON). The
//! arguments carry only what the file itself holds: a character, a
//! message id, an escape as written. fluent-syntax's English stays out.
//!
//! Also [`defuse`]: fluent-syntax 0.12 panics on a short `\u` escape that
//! ends in a non-ASCII character (`"\u00é"`), so the text is made safe
//! before it is parsed, here and in the app's bundles; so is a message
//! with more `{` than the parser's stack can take (`ftl_depth.rs`).

use std::borrow::Cow;

use fluent_syntax::parser::{ErrorKind, ParserError};

use super::problem::Detail;

/// The message for one syntax error in `text`, the file it was found in.
pub fn detail(e: &ParserError, text: &str) -> Detail {
    let at = e.pos.start;
    match &e.kind {
        ErrorKind::ExpectedToken('=') => Detail::new("ftl-expected-equals"),
        ErrorKind::ExpectedToken(' ') => Detail::new("ftl-comment-space"),
        ErrorKind::ExpectedToken('"') | ErrorKind::UnterminatedStringLiteral => {
            Detail::new("ftl-unclosed-quote")
        }
        ErrorKind::ExpectedToken(c @ ('}' | ']' | ')')) => {
            Detail::new("ftl-expected-closing").with("char", c.to_string())
        }
        // Only `-` is left in 0.12, and only where a term is already known
        // to start with one: still, the character is all a teacher needs.
        ErrorKind::ExpectedToken(c) => Detail::new("ftl-expected-char").with("char", c.to_string()),
        ErrorKind::ExpectedCharRange { range } => match range.as_str() {
            "a-zA-Z" if starts_indented_line(text, at) => Detail::new("ftl-indented"),
            "a-zA-Z" => Detail::new("ftl-expected-name"),
            "0-9" => Detail::new("ftl-expected-digit"),
            "\n | \r\n" => Detail::new("ftl-select-line"),
            // The range is free text, not an enum: 0.12 writes only the
            // three above, and a later version's new one cannot be worded
            // before it is known. A general sentence, without its English.
            _ => Detail::new("ftl-other"),
        },
        ErrorKind::ExpectedMessageField { entry_id } => {
            Detail::new("ftl-no-text").with("id", entry_id.as_str())
        }
        // Terms are named with their `-`, as the file writes them.
        ErrorKind::ExpectedTermField { entry_id } => {
            Detail::new("ftl-no-text").with("id", format!("-{entry_id}"))
        }
        ErrorKind::MissingValue => Detail::new("ftl-choice-no-text"),
        ErrorKind::MissingDefaultVariant => Detail::new("ftl-no-default"),
        ErrorKind::MultipleDefaultVariants => Detail::new("ftl-two-defaults"),
        // To a teacher these are one mistake: choosing by something other
        // than a variable, a number or a function's result.
        ErrorKind::MessageReferenceAsSelector
        | ErrorKind::MessageAttributeAsSelector
        | ErrorKind::TermReferenceAsSelector
        | ErrorKind::ExpectedSimpleExpressionAsSelector => Detail::new("ftl-bad-selector"),
        ErrorKind::TermAttributeAsPlaceable => Detail::new("ftl-term-attribute"),
        ErrorKind::ForbiddenCallee => Detail::new("ftl-function-name"),
        ErrorKind::PositionalArgumentFollowsNamed => Detail::new("ftl-argument-order"),
        ErrorKind::DuplicatedNamedArgument(name) => {
            Detail::new("ftl-option-twice").with("name", name.as_str())
        }
        ErrorKind::ExpectedLiteral => Detail::new("ftl-option-value"),
        ErrorKind::ExpectedInlineExpression => Detail::new("ftl-expected-expression"),
        ErrorKind::UnbalancedClosingBrace => Detail::new("ftl-unopened-brace"),
        // fluent-syntax gives the byte after `\` as a decimal number
        // ("113" for `q`): the escape is taken from the text instead.
        ErrorKind::UnknownEscapeSequence(_) => {
            Detail::new("ftl-bad-escape").with("escape", unknown_escape(text, at))
        }
        ErrorKind::InvalidUnicodeEscapeSequence(_) => {
            Detail::new("ftl-bad-unicode").with("escape", unicode_escape(text, at))
        }
    }
}

/// Whether `at` is the first character of a line that starts with spaces:
/// a line read as going on from one above, where nothing can go on.
fn starts_indented_line(text: &str, at: usize) -> bool {
    let line_start = text
        .get(..at)
        .map_or(0, |b| b.rfind('\n').map_or(0, |i| i + 1));
    at == line_start && text.get(at..).is_some_and(|rest| rest.starts_with(' '))
}

/// The backslash at `at` and the character after it, as written.
fn unknown_escape(text: &str, at: usize) -> String {
    let rest = text.get(at..).unwrap_or("\\");
    rest.chars()
        .take(2)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

/// A `\u` / `\U` escape as written, up to the character at `bad` that
/// ends it too early (the last backslash before `bad` starts it).
fn unicode_escape(text: &str, bad: usize) -> String {
    let Some(before) = text.get(..bad) else {
        return String::new();
    };
    let start = before.rfind('\\').unwrap_or(bad);
    let mut out = before[start..].to_owned();
    out.extend(text[bad..].chars().next().filter(|c| !c.is_whitespace()));
    out
}

/// Where to show the error: fluent-syntax reports a missing `}`, `]` or
/// `)` where the next thing starts, often on the next line; it belongs
/// right after the last thing written.
pub fn offset(e: &ParserError, text: &str) -> usize {
    let at = e.pos.start.min(text.len());
    match e.kind {
        ErrorKind::ExpectedToken('}' | ']' | ')') => text.get(..at).map_or(at, |before| {
            before.trim_end_matches([' ', '\n', '\r']).len()
        }),
        _ => at,
    }
}

/// `text`, safe for fluent-syntax 0.12: it slices a short `\u` / `\U`
/// escape up to one byte past its last hex digit, which splits a non-ASCII
/// character there and panics. Such a character inside a text in quotes
/// becomes as many `?` (the same bytes, so every offset stays true); that
/// entry is a syntax error either way. The same characters in plain text,
/// where a backslash means nothing, are left as written.
///
/// A message with too many `{` for the parser's stack is blanked out
/// first ([`super::ftl_depth`]); [`super::ftl::parse`] reports it.
pub fn defuse(text: &str) -> Cow<'_, str> {
    let deep = super::ftl_depth::too_deep(text);
    if deep.is_empty() {
        return defuse_escapes(text);
    }
    let shallow = super::ftl_depth::blank(text, &deep);
    Cow::Owned(defuse_escapes(&shallow).into_owned())
}

/// [`defuse`]'s part for short `\u` escapes, on a text whose messages are
/// all shallow enough to parse.
fn defuse_escapes(text: &str) -> Cow<'_, str> {
    let hazards = hazards(text);
    if hazards.is_empty() {
        return Cow::Borrowed(text);
    }
    // Up to each hazard the parser reads both texts alike, so where the
    // replaced text gives an escape error, the original would panic.
    let replaced = replace(text, &hazards);
    let errors = match fluent_syntax::parser::parse(replaced.as_str()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors,
    };
    let in_quotes: Vec<(usize, usize)> = hazards
        .into_iter()
        .filter(|&(at, _)| {
            errors.iter().any(|e| {
                e.pos.start == at && matches!(e.kind, ErrorKind::InvalidUnicodeEscapeSequence(_))
            })
        })
        .collect();
    Cow::Owned(replace(text, &in_quotes))
}

/// [`defuse`] for an owned text, which is kept when it is safe.
pub fn defused(text: String) -> String {
    let safe = match defuse(&text) {
        Cow::Owned(safe) => Some(safe),
        Cow::Borrowed(_) => None,
    };
    safe.unwrap_or(text)
}

/// (offset, byte length) of each non-ASCII character that ends a `\u`
/// escape before its 4 hex digits (or a `\U` before its 6).
fn hazards(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    for (i, _) in text.match_indices('\\') {
        let digits = match bytes.get(i + 1) {
            Some(b'u') => 4,
            Some(b'U') => 6,
            _ => continue,
        };
        let start = i + 2;
        let hex = bytes[start..]
            .iter()
            .take(digits)
            .take_while(|b| b.is_ascii_hexdigit())
            .count();
        let end = start + hex;
        if hex < digits
            && let Some(c) = text.get(end..).and_then(|t| t.chars().next())
            && !c.is_ascii()
        {
            out.push((end, c.len_utf8()));
        }
    }
    out
}

fn replace(text: &str, at: &[(usize, usize)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for &(start, len) in at {
        out.push_str(&text[from..start]);
        out.extend(std::iter::repeat_n('?', len));
        from = start + len;
    }
    out.push_str(&text[from..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The details of every syntax error in `text`, with 1-based line and
    /// column.
    fn details(text: &str) -> Vec<(Detail, (usize, usize))> {
        let safe = defuse(text);
        match fluent_syntax::parser::parse(safe.as_ref()) {
            Ok(_) => Vec::new(),
            Err((_, errors)) => errors
                .iter()
                .map(|e| {
                    (
                        detail(e, text),
                        super::super::locate::line_col(text, offset(e, text)),
                    )
                })
                .collect(),
        }
    }

    fn one(text: &str) -> Detail {
        let all = details(text);
        assert_eq!(all.len(), 1, "{text:?}: {all:?}");
        all[0].0.clone()
    }

    #[test]
    fn every_kind_of_mistake_gets_its_own_message() {
        let cases = [
            ("key value\n", "ftl-expected-equals"),
            ("#comment\n", "ftl-comment-space"),
            ("a = { \"abc }\n", "ftl-unclosed-quote"),
            ("a = { \"abc", "ftl-unclosed-quote"),
            ("  key = v\n", "ftl-indented"),
            ("a = x\n    .hint =\n", "ftl-indented"),
            ("é = x\n", "ftl-expected-name"),
            ("a = { $ }\n", "ftl-expected-name"),
            ("a = { 1. }\n", "ftl-expected-digit"),
            ("a = { $n -> *[other] y\n}\n", "ftl-select-line"),
            (
                "a = { $n ->\n  [one]\n *[other] y\n}\n",
                "ftl-choice-no-text",
            ),
            ("a = { $n ->\n  [one] x\n  [other] y\n}\n", "ftl-no-default"),
            (
                "a = { $n ->\n *[one] x\n *[other] y\n}\n",
                "ftl-two-defaults",
            ),
            ("a = { msg ->\n *[other] y\n}\n", "ftl-bad-selector"),
            ("a = { msg.attr ->\n *[other] y\n}\n", "ftl-bad-selector"),
            ("a = { -term ->\n *[other] y\n}\n", "ftl-bad-selector"),
            ("a = { { $x } ->\n *[other] y\n}\n", "ftl-bad-selector"),
            ("a = { -term.attr }\n", "ftl-term-attribute"),
            ("a = { foo($n) }\n", "ftl-function-name"),
            (
                "a = { NUMBER($n, style: \"x\", $m) }\n",
                "ftl-argument-order",
            ),
            ("a = { NUMBER($n, style: $x) }\n", "ftl-option-value"),
            ("a = { }\n", "ftl-expected-expression"),
            ("a = }\n", "ftl-unopened-brace"),
        ];
        for (text, id) in cases {
            assert_eq!(one(text).id, id, "{text:?}");
        }
    }

    #[test]
    fn arguments_are_what_the_file_holds() {
        let closing = |text| one(text).arg("char").cloned();
        assert_eq!(closing("a = { $n \n"), Some("}".into()));
        assert_eq!(
            closing("a = { $n ->\n  [one x\n *[other] y\n}\n"),
            Some("]".into())
        );
        assert_eq!(one("a =\n"), Detail::new("ftl-no-text").with("id", "a"));
        assert_eq!(
            one("-brand =\n"),
            Detail::new("ftl-no-text").with("id", "-brand")
        );
        assert_eq!(
            one("a = { NUMBER($n, style: \"x\", style: \"y\") }\n"),
            Detail::new("ftl-option-twice").with("name", "style")
        );
        assert_eq!(
            one("a = { \"a\\qb\" }\n"),
            Detail::new("ftl-bad-escape").with("escape", "\\q")
        );
        assert_eq!(
            one("a = { \"a\\u00Zb\" }\n"),
            Detail::new("ftl-bad-unicode").with("escape", "\\u00Z")
        );
        assert_eq!(
            one("a = { \"a\\U12\" }\n"),
            Detail::new("ftl-bad-unicode").with("escape", "\\U12\"")
        );
    }

    #[test]
    fn places_are_where_the_mistake_is() {
        let all = details("ok = fine\nkey value\nb = { $n \nc = good\n#x\n");
        let places: Vec<_> = all.iter().map(|(d, at)| (d.id, *at)).collect();
        assert_eq!(
            places,
            [
                ("ftl-expected-equals", (2, 5)),
                ("ftl-expected-closing", (3, 9)),
                ("ftl-comment-space", (5, 2)),
            ]
        );
    }

    #[test]
    fn a_short_unicode_escape_before_an_accent_is_an_error_not_a_panic() {
        let text = "a = { \"\\u00é\" }\nb = ok\n";
        assert_eq!(
            details(text),
            [(
                Detail::new("ftl-bad-unicode").with("escape", "\\u00é"),
                (1, 12)
            )]
        );
        // The entry is junk either way; the rest is read as written.
        assert_eq!(defuse(text), "a = { \"\\u00??\" }\nb = ok\n");
        // In plain text a backslash is just a character: nothing changes.
        let plain = "a = C:\\u00é and \\Uà\n";
        assert_eq!(defuse(plain), plain);
        assert!(details(plain).is_empty());
        // An escaped backslash before `u` is no escape either.
        let escaped = "a = { \"\\\\u00é\" }\n";
        assert_eq!(defuse(escaped), escaped);
        assert!(details(escaped).is_empty());
    }
}
