//! The translation checks: every message a lesson or puzzle uses exists in
//! all four locales, with the same attributes and variables everywhere, and
//! no message in `lessons*.ftl` / `puzzles*.ftl` goes unused.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::format::{Difficulty, Goal, Theme};
use super::locate::line_col;
use super::problem::{Detail, Problem, Severity};
use super::source::{LOCALES, SourceFile};
use super::validate::MessageRef;

/// What a message looks like to the checks: its attributes and the
/// variables of its value and of each attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Shape {
    /// `None` is the value; `Some(name)` an attribute. Each with its variables.
    parts: BTreeMap<Option<String>, BTreeSet<String>>,
}

/// A message definition and where it is.
#[derive(Clone, Debug)]
struct Def {
    file: String,
    line: usize,
    col: usize,
    shape: Shape,
}

impl Def {
    fn problem(&self, severity: Severity, detail: Detail) -> Problem {
        Problem {
            file: self.file.clone(),
            line: self.line,
            col: self.col,
            severity,
            detail,
        }
    }
}

/// Message ids the program itself uses (goal, theme and difficulty names):
/// never "unused".
pub fn reserved_ids() -> Vec<&'static str> {
    let mut ids: Vec<&'static str> = Goal::MESSAGE_IDS.to_vec();
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
    // locale -> id -> definition
    let mut defs: BTreeMap<&str, BTreeMap<String, Def>> = BTreeMap::new();
    for (lang, file) in ftl {
        let per_lang = defs.entry(lang.as_str()).or_default();
        for (id, def) in parse(file, &mut problems) {
            if let Some(first) = per_lang.get(&id) {
                problems.push(
                    def.problem(
                        Severity::Error,
                        Detail::new("problem-ftl-twice")
                            .with("id", id.as_str())
                            .with("file", first.file.as_str())
                            .with("line", first.line)
                            .with("col", first.col),
                    ),
                );
            } else {
                per_lang.insert(id, def);
            }
        }
    }
    let empty = BTreeMap::new();
    let of = |lang: &str| defs.get(lang).unwrap_or(&empty);

    // References: each must exist in every locale.
    let mut used: BTreeSet<&str> = reserved_ids().into_iter().collect();
    for r in refs {
        used.insert(&r.id);
        let missing: Vec<&str> = LOCALES
            .iter()
            .copied()
            .filter(|l| !of(l).contains_key(&r.id))
            .collect();
        if !missing.is_empty() {
            problems.push(Problem {
                file: r.file.clone(),
                line: r.line,
                col: r.col,
                severity: Severity::Error,
                detail: Detail::new("problem-ftl-missing")
                    .with("id", r.id.as_str())
                    .with("locales", describe_locales(&missing)),
            });
        }
    }

    // Definitions: same shape as the reference locale, present everywhere,
    // and used.
    let all_ids: BTreeSet<&String> = defs.values().flat_map(|m| m.keys()).collect();
    for id in all_ids {
        let holders: Vec<&str> = LOCALES
            .iter()
            .copied()
            .filter(|l| of(l).contains_key(id))
            .collect();
        let Some(&reference) = holders.first() else {
            continue;
        };
        let ref_def = &of(reference)[id];
        if all_refs && !used.contains(id.as_str()) {
            problems.push(ref_def.problem(
                Severity::Error,
                Detail::new("problem-ftl-unused").with("id", id.as_str()),
            ));
        } else if holders.len() < LOCALES.len() && !refs.iter().any(|r| &r.id == id) {
            // Referenced ids were reported where they are used.
            let missing: Vec<&str> = LOCALES
                .iter()
                .copied()
                .filter(|l| !holders.contains(l))
                .collect();
            problems.push(
                ref_def.problem(
                    Severity::Error,
                    Detail::new("problem-ftl-missing")
                        .with("id", id.as_str())
                        .with("locales", describe_locales(&missing)),
                ),
            );
        }
        for &lang in &holders[1..] {
            let def = &of(lang)[id];
            for difference in compare(&ref_def.shape, &def.shape) {
                let detail = difference
                    .with("id", id.as_str())
                    .with("lang", format!("i18n/{lang}"))
                    .with("reference", format!("i18n/{reference}"));
                problems.push(def.problem(Severity::Error, detail));
            }
        }
    }
    problems
}

fn describe_locales(missing: &[&str]) -> String {
    missing
        .iter()
        .map(|l| format!("i18n/{l}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The differences of `other` from `reference`, each a message still
/// without the message id and locales.
fn compare(reference: &Shape, other: &Shape) -> Vec<Detail> {
    let mut out = Vec::new();
    // `value`, or the attribute with its dot: a selector for the message.
    let name = |part: &Option<String>| match part {
        None => "value".to_owned(),
        Some(a) => format!(".{a}"),
    };
    for (part, vars) in &reference.parts {
        match other.parts.get(part) {
            None => out.push(Detail::new("problem-ftl-part-missing").with("part", name(part))),
            Some(o) if o != vars => out.push(
                Detail::new("problem-ftl-variables")
                    .with("part", name(part))
                    .with("found", vars_list(o))
                    .with("expected", vars_list(vars)),
            ),
            Some(_) => {}
        }
    }
    for part in other.parts.keys() {
        if !reference.parts.contains_key(part) {
            out.push(Detail::new("problem-ftl-part-extra").with("part", name(part)));
        }
    }
    out
}

fn vars_list(vars: &BTreeSet<String>) -> String {
    if vars.is_empty() {
        return "none".into();
    }
    vars.iter()
        .map(|v| format!("${v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The messages of one file; syntax errors go to `problems`.
fn parse(file: &SourceFile, problems: &mut Vec<Problem>) -> Vec<(String, Def)> {
    let text = file.text.as_str();
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                let (line, col) = line_col(text, e.pos.start);
                problems.push(Problem {
                    file: file.name.clone(),
                    line,
                    col,
                    severity: Severity::Error,
                    detail: Detail::new("problem-ftl-syntax").with("reason", e.kind.to_string()),
                });
            }
            r
        }
    };
    let starts = definition_starts(text);
    // How many definitions of each id have been met, to place duplicates.
    let mut met: BTreeMap<String, usize> = BTreeMap::new();
    let mut out = Vec::new();
    for entry in resource.body {
        let Entry::Message(m) = entry else {
            continue;
        };
        let id = m.id.name.to_owned();
        let n = met.entry(id.clone()).or_default();
        let offset = starts
            .get(id.as_str())
            .and_then(|v| v.get(*n))
            .copied()
            .unwrap_or(0);
        *n += 1;
        let (line, col) = line_col(text, offset);
        let mut parts = BTreeMap::new();
        if let Some(value) = &m.value {
            parts.insert(None, variables(value));
        }
        for a in &m.attributes {
            parts.insert(Some(a.id.name.to_owned()), variables(&a.value));
        }
        out.push((
            id,
            Def {
                file: file.name.clone(),
                line,
                col,
                shape: Shape { parts },
            },
        ));
    }
    out
}

/// Byte offsets of each `id =` at the start of a line, in order, by id.
fn definition_starts(text: &str) -> BTreeMap<&str, Vec<usize>> {
    let mut out: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        let id_len = line
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(line.len());
        if id_len > 0 && line[id_len..].trim_start().starts_with('=') {
            out.entry(&line[..id_len]).or_default().push(offset);
        }
        offset += line.len();
    }
    out
}

fn variables(pattern: &Pattern<&str>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    pattern_vars(pattern, &mut out);
    out
}

fn pattern_vars(pattern: &Pattern<&str>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_vars(i, out),
    }
}

fn inline_vars(e: &InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => args_vars(arguments, out),
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

fn args_vars(args: &ast::CallArguments<&str>, out: &mut BTreeSet<String>) {
    for p in &args.positional {
        inline_vars(p, out);
    }
    for n in &args.named {
        inline_vars(&n.value, out);
    }
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
        let same = "m = { $n ->\n   *[other] { $what }\n}\n    .hint = casa { $house }\n";
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
                .any(|p| at(p) == ("en.ftl", 4) && p.detail.id == "problem-ftl-syntax")
        );
        assert!(problems.iter().any(|p| at(p) == ("en.ftl", 2)
            && p.detail == Detail::new("problem-ftl-unused").with("id", "b")));
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
