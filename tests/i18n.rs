//! The shipped translations against each other, against the code that uses
//! them and against the bundled font.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

const LANGS: [&str; 4] = ["en", "it", "es", "ja"];
const FONT: &str = "assets/fonts/NotoSansCJKjp-Regular-subset.otf";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The `.ftl` files of one language, by file name.
fn ftl_files(lang: &str) -> BTreeMap<String, PathBuf> {
    let dir = root().join("i18n").join(lang);
    let mut files = BTreeMap::new();
    for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "ftl") {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            files.insert(name, path);
        }
    }
    files
}

/// What must agree between locales for one message or term: its
/// attributes, and the variables used by its value and by each attribute.
#[derive(Debug, PartialEq, Eq)]
struct Shape {
    attributes: BTreeSet<String>,
    variables: BTreeMap<String, BTreeSet<String>>,
}

/// Everything the tests need from one file: each entry's shape (terms keyed
/// with their leading '-') and every piece of text a learner can see.
struct Parsed {
    shapes: BTreeMap<String, Shape>,
    shown_text: String,
}

fn parse(path: &Path) -> Parsed {
    let source = fs::read_to_string(path).unwrap();
    let resource = match fluent_syntax::parser::parse(source.as_str()) {
        Ok(r) => r,
        Err((_, errors)) => panic!("{}: {errors:?}", path.display()),
    };
    let mut parsed = Parsed {
        shapes: BTreeMap::new(),
        shown_text: String::new(),
    };
    for entry in resource.body {
        let (id, value, attributes) = match entry {
            Entry::Message(m) => (m.id.name.to_owned(), m.value, m.attributes),
            Entry::Term(t) => (format!("-{}", t.id.name), Some(t.value), t.attributes),
            Entry::Junk { content } => panic!("{}: unparsable: {content}", path.display()),
            _ => continue,
        };
        let mut shape = Shape {
            attributes: BTreeSet::new(),
            variables: BTreeMap::new(),
        };
        if let Some(v) = &value {
            let vars = shape.variables.entry(String::new()).or_default();
            walk(v, vars, &mut parsed.shown_text);
        }
        for a in &attributes {
            shape.attributes.insert(a.id.name.to_owned());
            let vars = shape.variables.entry(a.id.name.to_owned()).or_default();
            walk(&a.value, vars, &mut parsed.shown_text);
        }
        let dup = parsed.shapes.insert(id.clone(), shape);
        assert!(dup.is_none(), "{}: {id} defined twice", path.display());
    }
    parsed
}

fn walk(p: &Pattern<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    for el in &p.elements {
        match el {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable { expression } => walk_expr(expression, vars, text),
        }
    }
}

fn walk_expr(e: &Expression<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    match e {
        Expression::Select { selector, variants } => {
            walk_inline(selector, vars, text);
            for v in variants {
                walk(&v.value, vars, text);
            }
        }
        Expression::Inline(i) => walk_inline(i, vars, text),
    }
}

fn walk_inline(i: &InlineExpression<&str>, vars: &mut BTreeSet<String>, text: &mut String) {
    match i {
        InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_owned());
        }
        InlineExpression::StringLiteral { value } => text.push_str(value),
        InlineExpression::Placeable { expression } => walk_expr(expression, vars, text),
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, vars, text);
            }
        }
        _ => {}
    }
}

#[test]
fn every_locale_has_the_same_files_messages_attributes_and_variables() {
    let english = ftl_files("en");
    assert!(english.contains_key("app.ftl") && english.contains_key("engine.ftl"));
    let mut problems = Vec::new();
    for lang in &LANGS[1..] {
        let files = ftl_files(lang);
        let names: BTreeSet<_> = english.keys().chain(files.keys()).collect();
        for name in names {
            let (Some(en_path), Some(path)) = (english.get(name), files.get(name)) else {
                problems.push(format!("{name}: present in only one of en and {lang}"));
                continue;
            };
            let en = parse(en_path).shapes;
            let other = parse(path).shapes;
            for id in en.keys().filter(|id| !other.contains_key(*id)) {
                problems.push(format!("{lang}/{name}: missing {id}"));
            }
            for id in other.keys().filter(|id| !en.contains_key(*id)) {
                problems.push(format!("{lang}/{name}: {id} is not in English"));
            }
            for (id, shape) in &other {
                if let Some(en_shape) = en.get(id)
                    && en_shape != shape
                {
                    problems.push(format!(
                        "{lang}/{name}: {id}: {shape:?}, English {en_shape:?}"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn message_ids_are_unique_across_files_of_a_language() {
    for lang in LANGS {
        let mut seen = BTreeMap::new();
        for (name, path) in ftl_files(lang) {
            for id in parse(&path).shapes.into_keys() {
                if let Some(other) = seen.insert(id.clone(), name.clone()) {
                    panic!("{lang}: {id} is in both {other} and {name}");
                }
            }
        }
    }
}

#[test]
fn the_bundled_font_has_every_character_the_texts_use() {
    let data = fs::read(root().join(FONT)).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let mut missing = BTreeMap::<char, BTreeSet<String>>::new();
    for lang in LANGS {
        for (name, path) in ftl_files(lang) {
            for c in parse(&path).shown_text.chars() {
                if !c.is_whitespace() && !c.is_control() && face.glyph_index(c).is_none() {
                    missing
                        .entry(c)
                        .or_default()
                        .insert(format!("{lang}/{name}"));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "{FONT} lacks these characters; run scripts/subset-font.sh: {missing:?}"
    );
}

/// Ids the app asks for with a literal: `.tr("id")`, `.tr_with("id"`, `.tr_attr("id"`.
fn ids_used_in(dir: &Path, out: &mut BTreeSet<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            ids_used_in(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path).unwrap();
            for call in [".tr(\"", ".tr_with(\"", ".tr_attr(\""] {
                for (at, _) in source.match_indices(call) {
                    let rest = &source[at + call.len()..];
                    let id = &rest[..rest.find('"').unwrap()];
                    out.insert((id.to_owned(), path.display().to_string()));
                }
            }
        }
    }
}

#[test]
fn every_message_id_the_app_uses_exists_in_english() {
    let mut used = BTreeSet::new();
    ids_used_in(&root().join("src/app"), &mut used);
    assert!(used.len() > 10, "the scan found too little: {used:?}");
    let mut known = BTreeSet::new();
    for (_, path) in ftl_files("en") {
        known.extend(parse(&path).shapes.into_keys());
    }
    let unknown: Vec<_> = used.iter().filter(|(id, _)| !known.contains(id)).collect();
    assert!(unknown.is_empty(), "ids missing from i18n/en: {unknown:?}");
}

/// The message ids of problems in lesson files: every `"ron-…"` and
/// `"problem-…"` literal in src/content (the `Detail`s it builds).
fn problem_ids_in(dir: &Path, out: &mut BTreeSet<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path).unwrap();
            for prefix in ["\"ron-", "\"problem-"] {
                for (at, _) in source.match_indices(prefix) {
                    let rest = &source[at + 1..];
                    let id = &rest[..rest.find('"').unwrap()];
                    out.insert((id.to_owned(), path.display().to_string()));
                }
            }
        }
    }
}

#[test]
fn every_problem_id_the_checks_use_exists_in_english() {
    let mut used = BTreeSet::new();
    problem_ids_in(&root().join("src/content"), &mut used);
    assert!(used.len() > 40, "the scan found too little: {used:?}");
    let known = parse(&ftl_files("en")["problems.ftl"]).shapes;
    let unknown: Vec<_> = used
        .iter()
        .filter(|(id, _)| !known.contains_key(id))
        .collect();
    assert!(
        unknown.is_empty(),
        "ids missing from i18n/en/problems.ftl: {unknown:?}"
    );
}
