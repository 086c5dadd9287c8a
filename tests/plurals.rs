//! Every message that takes a number, shown with 0, 1 and 2 in every
//! language: where the English chooses its words by a number ("1 seed",
//! "2 seeds"), Italian and Spanish must too ("1 seme", "2 semi"; never
//! "1 semi"), and Japanese, which has no plural forms, must read the same
//! for 1 and for 2. Counts that English shows next to a word must be chosen
//! by in English too, even where the English word stays the same ("1
//! solved"), so that the translations' words can change ("1 risolto").
//! `content::ftl` makes the same selector check for `wahree check`.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};

const LANGS: [&str; 4] = ["en", "it", "es", "ja"];
/// Languages whose words do not change with a number.
const WITHOUT_PLURALS: [&str; 1] = ["ja"];

/// Variables that hold words, names, lists or ids, never a count (a
/// variable a message chooses by with keys like `[south]` is one too).
const TEXT: &[&str] = &[
    "address",
    "answers",
    // The kanji a Japanese text lacks readings for (problem-ja-no-reading).
    "kanji",
    "asked-whose",
    "bracket",
    "change",
    "char",
    "choice",
    "class",
    "code",
    "description",
    "digit",
    "engine",
    "escape",
    "exact",
    "expected",
    "field",
    // An ordinal's form in its language (print-place: one, two, few, other).
    "form",
    "file",
    "found",
    "goal",
    "hint",
    "houses",
    "id",
    // When a device joined and was last used (teacher-device-line): dates
    // or words such as "today".
    "joined",
    "used",
    "kept",
    "keys",
    "lang",
    "language",
    "lesson",
    "locales",
    "mark",
    "missing",
    // A month's name (print-when).
    "month",
    "name",
    // The fastest right answers' names (live-summary-fastest).
    "names",
    // The children of a game between devices (duel-teacher-pair).
    "northName",
    "southName",
    "opponent",
    "other",
    "outcome",
    "outer",
    "owner",
    "part",
    "player",
    // Points as shown ("1½"), on a child's tournament card.
    "points",
    "reason",
    "reference",
    "result",
    "side",
    "stars",
    "stated",
    "state",
    "ten",
    "theme",
    // A house as a screen reader names it (a11y-marked).
    "thing",
    // A move timer in words (duel-teacher-game-timer-is).
    "timer",
    "title",
    "variable",
    "what",
    "whose",
    "why",
];

/// Numbers that name one thing rather than count things: house 3, level 2,
/// line 7, lesson 4. Nothing agrees with them.
const LABELS: &[&str] = &[
    "answer",
    "asked",
    "by",
    "col",
    "column",
    "criterion",
    "first",
    "from",
    "house",
    "landed",
    "last",
    "level",
    "line",
    "move",
    "number",
    "order",
    // A place in the standings (print-place).
    "place",
    "rating",
    "round",
    "second",
    "step",
    "table",
    "target",
    "to",
    "top",
    "year",
];

/// Where a name of [`COUNTS`] is a label: (message, variable).
const LABELS_IN: &[(&str, &str)] = &[
    // "House { $best } was better."
    ("coach-loses-seeds", "best"),
    ("review-lost", "best"),
];

/// Numbers that count, or measure, something.
const COUNTS: &[&str] = &[
    "add",
    "added",
    "already",
    "answered",
    "best",
    "captured",
    "children",
    "clean",
    "computed",
    "count",
    "days",
    "depth",
    "done",
    "exercises",
    "got",
    // Hints a child used in a live challenge (live-summary-child-hints).
    "hints",
    // Children here for a live challenge (live-lobby-here).
    "here",
    "laps",
    "learners",
    "left",
    "legal",
    "lessons",
    "lessonsTotal",
    "lines",
    "lost",
    "max",
    "min",
    "mine",
    "minutes",
    "misses",
    "moves",
    "needed",
    "north",
    "of",
    "played",
    "puzzles",
    "puzzlesTotal",
    "seconds",
    "seeds",
    "solved",
    "south",
    "steps",
    "stored",
    "stores",
    "streak",
    "swept",
    "theirs",
    "total",
    "tried",
    "voted",
    "value",
    "won",
];

/// Words after a count that do not agree with it ("2 of 3", "3 to 1"),
/// by language.
const LINKS: &[(&str, &[&str])] = &[
    ("en", &["of", "to", "in", "and", "or"]),
    ("it", &["su", "di", "a", "e", "o", "in", "da"]),
    ("es", &["de", "a", "y", "o", "en"]),
];

/// Where a translation rightly takes a number without choosing by it,
/// because its words put the counted thing elsewhere: (language, message,
/// variable, why).
const NO_SELECTOR_NEEDED: &[(&str, &str, &str, &str)] = &[(
    "it",
    "review-stopped",
    "total",
    "“dopo 1 mossa su 3”: the word agrees with $done, which is chosen by",
)];

/// One part (the value or an attribute) of an English message.
#[derive(Debug, Default)]
struct Part {
    vars: BTreeSet<String>,
    /// Chosen by as a number (`[one]`, `[0]`...).
    counted: BTreeSet<String>,
    /// Chosen by as a word (`[south]`...).
    worded: BTreeSet<String>,
    /// Shown with a word right after it, outside a choice by itself: the
    /// variable and that word.
    before_words: Vec<(String, String)>,
}

/// The parts of every message of one language: (message, attribute).
type Parts = BTreeMap<(String, Option<String>), Part>;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn ftl_texts(lang: &str) -> Vec<(String, String)> {
    let mut files: Vec<_> = fs::read_dir(root().join("i18n").join(lang))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ftl"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| (p.display().to_string(), fs::read_to_string(&p).unwrap()))
        .collect()
}

fn parts_of(lang: &str) -> Parts {
    let mut out = Parts::new();
    for (name, text) in ftl_texts(lang) {
        let resource = fluent_syntax::parser::parse(text.as_str())
            .unwrap_or_else(|(_, e)| panic!("{name}: {e:?}"));
        for entry in &resource.body {
            let Entry::Message(m) = entry else { continue };
            let id = m.id.name.to_owned();
            if let Some(value) = &m.value {
                out.insert((id.clone(), None), part(value));
            }
            for a in &m.attributes {
                out.insert((id.clone(), Some(a.id.name.to_owned())), part(&a.value));
            }
        }
    }
    out
}

fn part(pattern: &Pattern<&str>) -> Part {
    let mut out = Part::default();
    walk(pattern, &BTreeSet::new(), &mut out);
    out
}

/// `chosen`: the variables the choices around `pattern` are made by.
fn walk(pattern: &Pattern<&str>, chosen: &BTreeSet<String>, out: &mut Part) {
    let elements = &pattern.elements;
    for (at, element) in elements.iter().enumerate() {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        match expression {
            Expression::Select { selector, variants } => {
                let mut inner = chosen.clone();
                if let InlineExpression::VariableReference { id } = selector {
                    let name = id.name.to_owned();
                    out.vars.insert(name.clone());
                    let by_number = variants.iter().any(|v| match v.key {
                        VariantKey::NumberLiteral { .. } => true,
                        VariantKey::Identifier { name } => {
                            ["zero", "one", "two", "few", "many"].contains(&name)
                        }
                    });
                    if by_number {
                        out.counted.insert(name.clone());
                        inner.insert(name);
                    } else {
                        out.worded.insert(name);
                    }
                }
                for v in variants {
                    walk(&v.value, &inner, out);
                }
            }
            Expression::Inline(InlineExpression::VariableReference { id }) => {
                let name = id.name.to_owned();
                out.vars.insert(name.clone());
                let next = match elements.get(at + 1) {
                    Some(PatternElement::TextElement { value }) => *value,
                    _ => "",
                };
                let word: String = next
                    .strip_prefix(' ')
                    .unwrap_or("")
                    .chars()
                    .take_while(|c| c.is_alphabetic())
                    .collect();
                if !word.is_empty() && !chosen.contains(&name) {
                    out.before_words.push((name, word));
                }
            }
            Expression::Inline(_) => {}
        }
    }
}

fn bundle(lang: &str) -> FluentBundle<FluentResource> {
    let mut bundle = FluentBundle::new(vec![lang.parse().unwrap()]);
    bundle.set_use_isolating(false);
    for (name, text) in ftl_texts(lang) {
        let resource = FluentResource::try_new(text).unwrap_or_else(|_| panic!("{name}"));
        bundle.add_resource(resource).unwrap();
    }
    bundle
}

/// The numbers of a part, by English: what it chooses by as a number, and
/// the rest of its variables that are not words.
fn numbers(part: &Part) -> BTreeSet<&str> {
    part.vars
        .iter()
        .map(String::as_str)
        .filter(|v| part.counted.contains(*v) || !(TEXT.contains(v) || part.worded.contains(*v)))
        .collect()
}

/// The part's text in `lang` with `var` set to `n`, the other numbers to 7
/// and words to "Ana"; errors as text.
fn render(
    bundle: &FluentBundle<FluentResource>,
    (id, attr): &(String, Option<String>),
    part: &Part,
    var: &str,
    n: i64,
) -> Result<String, String> {
    let message = bundle.get_message(id).ok_or("missing")?;
    let pattern = match attr {
        Some(a) => message.get_attribute(a).ok_or("no attribute")?.value(),
        None => message.value().ok_or("no value")?,
    };
    let numbers = numbers(part);
    let mut args = FluentArgs::new();
    for v in &part.vars {
        let value = if v == var {
            FluentValue::from(n)
        } else if numbers.contains(v.as_str()) {
            FluentValue::from(7)
        } else {
            FluentValue::from("Ana")
        };
        args.set(v.clone(), value);
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{errors:?}"))
    }
}

/// The text with the numbers 0, 1 and 2 hidden, to compare 1 with 2.
fn masked(text: &str) -> String {
    text.replace(['0', '1', '2'], "#")
}

fn name((id, attr): &(String, Option<String>)) -> String {
    match attr {
        Some(a) => format!("{id}.{a}"),
        None => id.clone(),
    }
}

#[test]
fn every_variable_the_english_texts_use_is_known_as_a_number_or_words() {
    let mut unknown = BTreeMap::<String, String>::new();
    for (key, part) in parts_of("en") {
        for v in &part.vars {
            let lists = [TEXT, LABELS, COUNTS];
            let known = lists.iter().filter(|l| l.contains(&v.as_str())).count();
            if known != 1 {
                unknown.insert(v.clone(), name(&key));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "put each in exactly one of TEXT, LABELS and COUNTS (variable: a message): {unknown:#?}"
    );
}

/// "1 risolti" started as "1 solved": a count shown before a word is
/// chosen by, in English so that every translation knows to choose too,
/// and in each translation, which may put a word where English has none
/// ("tu hai 1 semi" for "you have 1").
#[test]
fn a_count_before_a_word_is_chosen_by() {
    let mut bad = Vec::new();
    for &(lang, links) in LINKS {
        for (key, part) in parts_of(lang) {
            for (var, word) in &part.before_words {
                let label = LABELS_IN.contains(&(key.0.as_str(), var.as_str()));
                if COUNTS.contains(&var.as_str()) && !label && !links.contains(&word.as_str()) {
                    bad.push(format!("{lang}: {}: {{ ${var} }} {word}", name(&key)));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "give each a selector ([one] and *[other]):\n{}",
        bad.join("\n")
    );
}

#[test]
fn every_number_reads_right_with_0_1_and_2_in_every_language() {
    let english = parts_of("en");
    let parts: BTreeMap<&str, Parts> = LANGS.iter().map(|&l| (l, parts_of(l))).collect();
    let bundles: BTreeMap<&str, _> = LANGS.iter().map(|&l| (l, bundle(l))).collect();
    let mut bad = Vec::new();
    let mut rendered = 0;
    for (key, part) in &english {
        for var in numbers(part) {
            // Each language's text for 0, 1 and 2.
            let mut texts = BTreeMap::new();
            for lang in LANGS {
                let shown: Result<Vec<String>, String> = (0..=2)
                    .map(|n| render(&bundles[lang], key, part, var, n))
                    .collect();
                rendered += 3;
                match shown {
                    Ok(shown) => {
                        texts.insert(lang, shown);
                    }
                    Err(e) => bad.push(format!("{lang}: {} with ${var}: {e}", name(key))),
                }
            }
            if !part.counted.contains(var) {
                continue;
            }
            // English chooses its words by this number: so must every
            // language that has plural forms, and where the English for 1
            // and 2 reads differently (beyond the number), so must theirs.
            let differs = |t: &[String]| masked(&t[1]) != masked(&t[2]);
            let english_differs = texts.get("en").is_some_and(|t| differs(t));
            for (&lang, shown) in &texts {
                let excused = NO_SELECTOR_NEEDED
                    .iter()
                    .any(|&(l, id, v, _)| (l, id, v) == (lang, key.0.as_str(), var));
                if lang == "en" || WITHOUT_PLURALS.contains(&lang) || excused {
                    continue;
                }
                let chooses = parts[lang][key].counted.contains(var);
                let why = if !chooses {
                    "English chooses by it, this does not"
                } else if english_differs && !differs(shown) {
                    "its choices read the same for 1 and 2"
                } else {
                    continue;
                };
                bad.push(format!(
                    "{lang}: {} with ${var}: {why}: “{}” / “{}”",
                    name(key),
                    shown[1],
                    shown[2]
                ));
            }
        }
    }
    assert!(rendered > 500, "too few texts rendered: {rendered}");
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
