//! Reading `.ftl` files the way the checks see them: each message's
//! shape (its attributes and the variables of each part) and where it is,
//! and comparing the locales with each other. `wahree check` uses it for a
//! teacher's `lessons*.ftl` / `puzzles*.ftl` ([`super::messages`]), and
//! `tests/i18n.rs` for every shipped `.ftl` file: one checker for both.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{self, Entry, Expression, InlineExpression, Pattern, PatternElement};

use super::ftl_depth::{self, MAX_BRACES};
use super::ftl_error::{self, defuse};
use super::locate::Lines;
use super::problem::{Detail, Problem, Severity};
use super::source::{LOCALES, SourceFile};

/// What a message looks like to the checks: its attributes and the
/// variables of its value and of each attribute.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
    /// `None` is the value; `Some(name)` an attribute.
    pub parts: BTreeMap<Option<String>, Part>,
}

/// The value or one attribute of a message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Part {
    /// Every variable it uses.
    pub vars: BTreeSet<String>,
    /// The variables it chooses its words by as numbers (a selector with
    /// `[one]`, `[0]` and the like): "1 seed", "2 seeds".
    pub counted: BTreeSet<String>,
}

/// Locales whose words do not change with a number (Japanese counts with
/// 手, 個 and the like alone): they need no plural selector.
pub const WITHOUT_PLURALS: [&str; 1] = ["ja"];

/// A message (or term) definition and where it is.
#[derive(Clone, Debug)]
pub struct Def {
    pub file: String,
    pub line: usize,
    pub col: usize,
    pub shape: Shape,
}

impl Def {
    pub fn problem(&self, severity: Severity, detail: Detail) -> Problem {
        Problem {
            file: self.file.clone(),
            line: self.line,
            col: self.col,
            severity,
            detail,
        }
    }
}

/// Every definition of every locale, read from (locale, file) pairs.
#[derive(Debug, Default)]
pub struct Locales {
    /// locale -> id -> the first definition.
    defs: BTreeMap<String, BTreeMap<String, Def>>,
}

impl Locales {
    /// Reads the files; syntax errors and ids defined twice in a locale
    /// (in one file or across its files) go to `problems`.
    pub fn read(ftl: &[(String, SourceFile)], problems: &mut Vec<Problem>) -> Locales {
        let mut defs: BTreeMap<String, BTreeMap<String, Def>> = BTreeMap::new();
        for (lang, file) in ftl {
            let per_lang = defs.entry(lang.clone()).or_default();
            for (id, def) in parse(file, problems) {
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
        Locales { defs }
    }

    /// The definition of `id` in `lang`.
    pub fn get(&self, lang: &str, id: &str) -> Option<&Def> {
        self.defs.get(lang)?.get(id)
    }

    /// Every id defined in some locale.
    pub fn ids(&self) -> BTreeSet<&str> {
        self.defs
            .values()
            .flat_map(|m| m.keys().map(String::as_str))
            .collect()
    }

    /// The locales that define `id`, in [`LOCALES`] order.
    pub fn holders(&self, id: &str) -> Vec<&'static str> {
        LOCALES
            .iter()
            .copied()
            .filter(|l| self.get(l, id).is_some())
            .collect()
    }

    /// Every id against its first locale (English when it has it): missing
    /// from another locale (unless `reported_elsewhere` says the caller
    /// tells that itself), or with other attributes or variables there
    /// (errors), or not choosing its words by a number the first locale
    /// chooses them by (a warning: "1 semi" reads wrong but says the count).
    pub fn compare(&self, reported_elsewhere: impl Fn(&str) -> bool) -> Vec<Problem> {
        let mut problems = Vec::new();
        for id in self.ids() {
            let holders = self.holders(id);
            let Some(&reference) = holders.first() else {
                continue;
            };
            let Some(ref_def) = self.get(reference, id) else {
                continue;
            };
            if holders.len() < LOCALES.len() && !reported_elsewhere(id) {
                let missing: Vec<&str> = LOCALES
                    .iter()
                    .copied()
                    .filter(|l| !holders.contains(l))
                    .collect();
                problems.push(
                    ref_def.problem(
                        Severity::Error,
                        Detail::new("problem-ftl-missing")
                            .with("id", id)
                            .with("locales", describe_locales(&missing)),
                    ),
                );
            }
            for &lang in &holders[1..] {
                let Some(def) = self.get(lang, id) else {
                    continue;
                };
                let plurals = !WITHOUT_PLURALS.contains(&lang);
                for (severity, difference) in compare(&ref_def.shape, &def.shape, plurals) {
                    let detail = difference
                        .with("id", id)
                        .with("lang", format!("i18n/{lang}"))
                        .with("reference", format!("i18n/{reference}"));
                    problems.push(def.problem(severity, detail));
                }
            }
        }
        problems
    }
}

/// Every locale against the others: syntax, ids defined twice, ids missing
/// from a locale, attributes and variables that differ, plural selectors
/// missing.
pub fn check_locales(ftl: &[(String, SourceFile)]) -> Vec<Problem> {
    let mut problems = Vec::new();
    let locales = Locales::read(ftl, &mut problems);
    problems.extend(locales.compare(|_| false));
    problems.sort();
    problems
}

/// Every piece of text a file shows (text and string literals, not ids or
/// variable names), e.g. to check that a font has all its characters.
pub fn shown_text(text: &str) -> String {
    let text = defuse(text);
    let resource = match fluent_syntax::parser::parse(text.as_ref()) {
        Ok(r) => r,
        Err((r, _)) => r,
    };
    let mut out = String::new();
    for entry in &resource.body {
        let (value, attributes) = match entry {
            Entry::Message(m) => (m.value.as_ref(), &m.attributes),
            Entry::Term(t) => (Some(&t.value), &t.attributes),
            _ => continue,
        };
        value.into_iter().for_each(|v| pattern_text(v, &mut out));
        attributes
            .iter()
            .for_each(|a| pattern_text(&a.value, &mut out));
    }
    out
}

fn pattern_text(p: &Pattern<&str>, out: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => out.push_str(value),
            PatternElement::Placeable { expression } => expression_text(expression, out),
        }
    }
}

fn expression_text(e: &Expression<&str>, out: &mut String) {
    match e {
        Expression::Select { variants, .. } => {
            variants.iter().for_each(|v| pattern_text(&v.value, out));
        }
        Expression::Inline(InlineExpression::StringLiteral { value }) => out.push_str(value),
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            expression_text(expression, out)
        }
        Expression::Inline(_) => {}
    }
}

pub fn describe_locales(missing: &[&str]) -> String {
    missing
        .iter()
        .map(|l| format!("i18n/{l}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The differences of `other` from `reference`, each a message still
/// without the message id and locales. `plurals`: whether `other`'s
/// language has plural forms, so must choose its words by the numbers
/// `reference` chooses them by.
fn compare(reference: &Shape, other: &Shape, plurals: bool) -> Vec<(Severity, Detail)> {
    let mut out = Vec::new();
    let error = |d: Detail| (Severity::Error, d);
    // `value`, or the attribute with its dot: a selector for the message.
    let name = |part: &Option<String>| match part {
        None => "value".to_owned(),
        Some(a) => format!(".{a}"),
    };
    for (part, wanted) in &reference.parts {
        let Some(found) = other.parts.get(part) else {
            out.push(error(
                Detail::new("problem-ftl-part-missing").with("part", name(part)),
            ));
            continue;
        };
        if found.vars != wanted.vars {
            out.push(error(
                Detail::new("problem-ftl-variables")
                    .with("part", name(part))
                    .with("found", vars_list(&found.vars))
                    .with("expected", vars_list(&wanted.vars)),
            ));
        }
        // Only a variable both use: one missing is told above.
        let uncounted = wanted
            .counted
            .iter()
            .filter(|v| plurals && found.vars.contains(*v) && !found.counted.contains(*v));
        for var in uncounted {
            out.push((
                Severity::Warning,
                Detail::new("problem-ftl-plural-missing")
                    .with("part", name(part))
                    .with("variable", format!("${var}")),
            ));
        }
    }
    for part in other.parts.keys() {
        if !reference.parts.contains_key(part) {
            out.push(error(
                Detail::new("problem-ftl-part-extra").with("part", name(part)),
            ));
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

/// The messages and terms (keyed with their leading `-`) of one file, in
/// order; syntax errors go to `problems`.
pub fn parse(file: &SourceFile, problems: &mut Vec<Problem>) -> Vec<(String, Def)> {
    let text = file.text.as_str();
    // The same bytes as `text` (offsets hold), without what makes
    // fluent-syntax panic.
    let safe = defuse(text);
    let lines = Lines::new(text);
    // Left out of `safe`: named here, once each.
    for (from, _) in ftl_depth::too_deep(text) {
        let (line, col) = lines.line_col(text, from);
        problems.push(Problem {
            file: file.name.clone(),
            line,
            col,
            severity: Severity::Error,
            detail: Detail::new("ftl-too-deep").with("max", MAX_BRACES),
        });
    }
    let resource = match fluent_syntax::parser::parse(safe.as_ref()) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                let (line, col) = lines.line_col(text, ftl_error::offset(&e, text));
                problems.push(Problem {
                    file: file.name.clone(),
                    line,
                    col,
                    severity: Severity::Error,
                    detail: ftl_error::detail(&e, text),
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
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            _ => continue,
        };
        let n = met.entry(id.clone()).or_default();
        let offset = starts
            .get(id.as_str())
            .and_then(|v| v.get(*n))
            .copied()
            .unwrap_or(0);
        *n += 1;
        let (line, col) = lines.line_col(text, offset);
        let mut parts = BTreeMap::new();
        if let Some(value) = &value {
            parts.insert(None, part(value));
        }
        for a in &attributes {
            parts.insert(Some(a.id.name.to_owned()), part(&a.value));
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

fn part(pattern: &Pattern<&str>) -> Part {
    let mut out = Part::default();
    pattern_vars(pattern, &mut out);
    out
}

fn pattern_vars(pattern: &Pattern<&str>, out: &mut Part) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, out);
        }
    }
}

fn expression_vars(e: &Expression<&str>, out: &mut Part) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out);
            if variants.iter().any(|v| is_plural_key(&v.key))
                && let Some(var) = selected_variable(selector)
            {
                out.counted.insert(var.to_owned());
            }
            for v in variants {
                pattern_vars(&v.value, out);
            }
        }
        Expression::Inline(i) => inline_vars(i, out),
    }
}

/// A key only a number matches: `[0]`, `[one]`, `[few]`... (`[other]`
/// alone says nothing: a text selector has it too).
fn is_plural_key(key: &ast::VariantKey<&str>) -> bool {
    match key {
        ast::VariantKey::NumberLiteral { .. } => true,
        ast::VariantKey::Identifier { name } => {
            ["zero", "one", "two", "few", "many"].contains(name)
        }
    }
}

/// The variable a selector looks at: `$n`, or `NUMBER($n)`.
fn selected_variable<'s>(selector: &InlineExpression<&'s str>) -> Option<&'s str> {
    match selector {
        InlineExpression::VariableReference { id } => Some(id.name),
        InlineExpression::FunctionReference { arguments, .. } => {
            match arguments.positional.first()? {
                InlineExpression::VariableReference { id } => Some(id.name),
                _ => None,
            }
        }
        _ => None,
    }
}

fn inline_vars(e: &InlineExpression<&str>, out: &mut Part) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.vars.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => args_vars(arguments, out),
        InlineExpression::Placeable { expression } => expression_vars(expression, out),
        _ => {}
    }
}

fn args_vars(args: &ast::CallArguments<&str>, out: &mut Part) {
    for p in &args.positional {
        inline_vars(p, out);
    }
    for n in &args.named {
        inline_vars(&n.value, out);
    }
}
