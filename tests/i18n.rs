//! The shipped translations against each other (with the same checker as
//! `wahree check`, `content::ftl`), against the code that uses them and
//! against the bundled font.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use wahree::content::SourceFile;
use wahree::content::ftl::{self, check_locales};
use wahree::i18n::{Lang, Localizer};

const LANGS: [&str; 4] = ["en", "it", "es", "ja"];
/// The school's subset, the browser's first download: every shipped text
/// is drawn with it alone.
const FONT: &str = "assets/fonts/NotoSansCJKjp-Regular-school.otf";
/// The whole subset (the desktop's, and the browser's once a name needs it).
const WHOLE_FONT: &str = "assets/fonts/NotoSansCJKjp-Regular-subset.otf";

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

/// A file as the checker reads it.
fn source(path: &Path) -> SourceFile {
    SourceFile {
        name: path.display().to_string(),
        text: fs::read_to_string(path).unwrap(),
    }
}

/// The ids (terms with their leading '-') a file defines.
fn ids_in(path: &Path) -> BTreeSet<String> {
    let mut problems = Vec::new();
    let ids = ftl::parse(&source(path), &mut problems)
        .into_iter()
        .map(|(id, _)| id)
        .collect();
    assert!(problems.is_empty(), "{}: {problems:?}", path.display());
    ids
}

#[test]
fn every_locale_has_the_same_files_messages_attributes_and_variables() {
    let english = ftl_files("en");
    assert!(english.contains_key("app.ftl") && english.contains_key("engine.ftl"));
    let mut problems = Vec::new();
    let mut all = Vec::new();
    for lang in LANGS {
        let files = ftl_files(lang);
        for name in english.keys().chain(files.keys()) {
            if !(english.contains_key(name) && files.contains_key(name)) {
                problems.push(format!("{name}: present in only one of en and {lang}"));
            }
        }
        all.extend(files.values().map(|p| (lang.to_owned(), source(p))));
    }
    // Ids missing or defined twice, syntax, attributes and variables: the
    // checker `wahree check` uses, its lines in English. Plural selectors
    // are tests/plurals.rs's, which renders them and knows the one place a
    // translation rightly goes without.
    let words = Localizer::new(Lang::En);
    problems.extend(
        check_locales(&all)
            .iter()
            .filter(|p| p.detail.id != "problem-ftl-plural-missing")
            .map(|p| words.problem_line(p)),
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The checker sees what this test is about: a variable that differs, an
/// id missing from a locale, an id defined in two files of one locale.
#[test]
fn the_locale_checker_finds_what_it_should() {
    let file = |lang: &str, name: &str, text: &str| {
        (
            lang.to_owned(),
            SourceFile {
                name: format!("{lang}/{name}"),
                text: text.to_owned(),
            },
        )
    };
    let mut all = vec![
        file("en", "a.ftl", "hi = Hi { $name }\nbye = Bye\n"),
        file("en", "b.ftl", "bye = Bye again\n"),
    ];
    for lang in ["it", "es"] {
        all.push(file(lang, "a.ftl", "hi = Ciao { $name }\nbye = Ciao\n"));
    }
    all.push(file("ja", "a.ftl", "hi = やあ { $nome }\n"));
    let ids: Vec<&str> = check_locales(&all).iter().map(|p| p.detail.id).collect();
    assert_eq!(
        ids,
        [
            "problem-ftl-missing",
            "problem-ftl-twice",
            "problem-ftl-variables"
        ],
        "{:#?}",
        check_locales(&all)
    );
}

/// Every Japanese text children read carries the reading of each kanji
/// above grade 3, as `wahree check` asks of a teacher's texts; and only
/// Japanese texts carry reading marks.
#[test]
fn every_japanese_text_for_children_has_its_readings() {
    let ja: Vec<(String, SourceFile)> = ftl_files("ja")
        .values()
        .map(|p| ("ja".to_owned(), source(p)))
        .collect();
    let words = Localizer::new(Lang::En);
    let problems: Vec<String> = wahree::content::readings::check(&ja)
        .iter()
        .map(|p| words.problem_line(p))
        .collect();
    assert!(
        problems.is_empty(),
        "{} texts lack readings:\n{}",
        problems.len(),
        problems.join("\n")
    );
    // Every mark is a reading: none is left over once the readings go
    // (a doubled mark, a `｜` with no reading after it)...
    for (_, file) in &ja {
        if file.name.ends_with("problems.ftl") {
            continue;
        }
        let shown = wahree::i18n::ruby::plain(&ftl::shown_text(&file.text));
        let stray: Vec<&str> = shown
            .lines()
            .filter(|l| l.contains(['《', '》', '｜']))
            .collect();
        assert!(stray.is_empty(), "{}: {stray:#?}", file.name);
    }
    // ...and the one text that shows the marks to teachers (after a
    // kana, so that they stay marks) is no reading.
    for lang in ["en", "it", "es"] {
        for path in ftl_files(lang).values() {
            let text = ftl::shown_text(&fs::read_to_string(path).unwrap());
            let marked = wahree::i18n::ruby::segments(&text)
                .into_iter()
                .find(|s| s.reading.is_some());
            assert_eq!(marked, None, "{}", path.display());
        }
    }
}

#[test]
fn the_bundled_font_has_every_character_the_texts_use() {
    for font in [FONT, WHOLE_FONT] {
        every_character_the_texts_use_is_in(font);
    }
}

fn every_character_the_texts_use_is_in(font: &str) {
    let data = fs::read(root().join(font)).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let mut missing = BTreeMap::<char, BTreeSet<String>>::new();
    // The lessons' and puzzles' files too: a teacher's puzzle keeps its
    // own words there.
    for path in files_under(&root().join("lessons"), "ron") {
        for c in fs::read_to_string(&path).unwrap().chars() {
            if !c.is_whitespace() && !c.is_control() && face.glyph_index(c).is_none() {
                missing
                    .entry(c)
                    .or_default()
                    .insert(path.display().to_string());
            }
        }
    }
    // Every school kanji (grades 1 to 6), kana and Latin-1: what a child
    // or a teacher types most.
    let grades = fs::read_to_string(root().join("assets/kanji-grades.txt")).unwrap();
    let typed = grades
        .lines()
        .filter(|l| !l.starts_with('#') && !l.starts_with("grade"))
        .flat_map(str::chars)
        .chain('\u{3041}'..='\u{3096}')
        .chain('\u{30A1}'..='\u{30FA}')
        .chain('\u{20}'..='\u{7E}')
        .chain('\u{A1}'..='\u{FF}');
    for c in typed {
        if !c.is_whitespace() && face.glyph_index(c).is_none() {
            missing.entry(c).or_default().insert("typed".to_owned());
        }
    }
    for lang in LANGS {
        for (name, path) in ftl_files(lang) {
            for c in ftl::shown_text(&fs::read_to_string(&path).unwrap()).chars() {
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
        "{font} lacks these characters; run scripts/subset-font.sh: {missing:?}"
    );
}

fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            out.extend(files_under(&path, ext));
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
    out
}

/// Names and a teacher's own lessons are typed, not shipped: the font also
/// carries the kanji of JIS X 0208 (levels 1 and 2), so a class's names
/// show without a system CJK font.
#[test]
fn the_bundled_font_has_common_kanji_for_names() {
    let data = fs::read(root().join(WHOLE_FONT)).unwrap();
    let face = ttf_parser::Face::parse(&data, 0).unwrap();
    let names = "佐藤鈴木高橋渡辺伊藤山本中村小林加藤吉田山田佐々木結衣陽翔蓮葵湊凛";
    let missing: String = names
        .chars()
        .filter(|&c| face.glyph_index(c).is_none())
        .collect();
    assert!(missing.is_empty(), "{WHOLE_FONT} lacks {missing}");
}

/// Message ids written as literals in the Rust files under `dir`, with the
/// file each is in. Each marker ends inside a literal: the id runs from
/// just after the marker's last `"` to the closing `"`. So `.tr("` finds
/// `.tr("id")`, and `"problem-` finds `"problem-…"` itself.
fn literal_ids_in(dir: &Path, markers: &[&str], out: &mut BTreeSet<(String, String)>) {
    for entry in fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            literal_ids_in(&path, markers, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let source = fs::read_to_string(&path).unwrap();
            for marker in markers {
                let skip = marker.rfind('"').unwrap() + 1;
                for (at, _) in source.match_indices(marker) {
                    let rest = &source[at + skip..];
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
    // The ids the app asks for with a literal.
    literal_ids_in(
        &root().join("src/app"),
        &[".tr(\"", ".tr_with(\"", ".tr_attr(\""],
        &mut used,
    );
    assert!(used.len() > 10, "the scan found too little: {used:?}");
    let mut known = BTreeSet::new();
    for (_, path) in ftl_files("en") {
        known.extend(ids_in(&path));
    }
    let unknown: Vec<_> = used.iter().filter(|(id, _)| !known.contains(id)).collect();
    assert!(unknown.is_empty(), "ids missing from i18n/en: {unknown:?}");
}

#[test]
fn every_problem_id_the_checks_use_exists_in_english() {
    let mut used = BTreeSet::new();
    // The message ids of problems in lesson files: every `"ron-…"`,
    // `"ftl-…"` and `"problem-…"` literal in src/content (the `Detail`s it
    // builds).
    literal_ids_in(
        &root().join("src/content"),
        &["\"ron-", "\"ftl-", "\"problem-"],
        &mut used,
    );
    assert!(used.len() > 40, "the scan found too little: {used:?}");
    let known = ids_in(&ftl_files("en")["problems.ftl"]);
    let unknown: Vec<_> = used.iter().filter(|(id, _)| !known.contains(id)).collect();
    assert!(
        unknown.is_empty(),
        "ids missing from i18n/en/problems.ftl: {unknown:?}"
    );
}

#[test]
fn buttons_that_do_different_things_say_different_things() {
    // A child told "press Annulla" must know which one: Italian once used
    // it for both taking a move back and cancelling a name.
    let pairs = [
        ("play-undo", "learners-cancel"),
        ("play-undo", "play-redo"),
        ("play-undo", "puzzle-retry"),
        ("lesson-back", "lesson-previous"),
    ];
    for lang in Lang::ALL {
        let i18n = Localizer::new(lang);
        for (a, b) in pairs {
            assert_ne!(
                i18n.tr(a).to_lowercase(),
                i18n.tr(b).to_lowercase(),
                "{lang:?}: {a} and {b}"
            );
        }
    }
}

/// Counts of one read as one where the language has a singular: "1 move",
/// "1 mossa", "1 jugada" (Japanese counts with 手 alone).
#[test]
fn a_count_of_one_is_singular_in_the_reviews_words() {
    let said = |lang, id: &str, args: &[(&str, i64)]| {
        let args: Vec<_> = args.iter().map(|&(k, v)| (k, v.into())).collect();
        Localizer::new(lang).tr_with(id, &args)
    };
    let stopped = [
        (Lang::En, 0, 1, "Stopped after 0 of 1 move."),
        (Lang::En, 1, 3, "Stopped after 1 of 3 moves."),
        (Lang::It, 1, 3, "Revisione fermata dopo 1 mossa su 3."),
        (Lang::It, 2, 3, "Revisione fermata dopo 2 mosse su 3."),
        (
            Lang::Es,
            0,
            1,
            "Revisión detenida después de 0 de 1 jugada.",
        ),
        (
            Lang::Es,
            1,
            3,
            "Revisión detenida después de 1 de 3 jugadas.",
        ),
    ];
    for (lang, done, total, words) in stopped {
        let got = said(lang, "review-stopped", &[("done", done), ("total", total)]);
        assert_eq!(got, words);
    }
    // Japanese counts with 手 alone, whatever the count.
    let got = said(Lang::Ja, "review-stopped", &[("done", 1), ("total", 3)]);
    assert!(got.contains("3手") && got.contains("1手"), "{got}");
    let entries = [
        (Lang::En, 1, " · 1 move · "),
        (Lang::En, 2, " · 2 moves · "),
        (Lang::It, 1, " · 1 mossa · "),
        (Lang::It, 7, " · 7 mosse · "),
        (Lang::Es, 1, " · 1 jugada · "),
        (Lang::Es, 7, " · 7 jugadas · "),
        (Lang::Ja, 1, " · 1手 · "),
    ];
    for (lang, moves, part) in entries {
        let args = [("number", 1), ("level", 0), ("moves", moves), ("days", 0)];
        let got = said(lang, "games-entry", &args);
        assert!(got.contains(part), "{got}");
    }
}

/// The classroom refuses the guest's word as a name without asking the
/// localizer (it has none): its list must hold every language's word.
#[test]
fn the_classroom_knows_the_guests_word_in_every_language() {
    let mut i18n = Localizer::new(Lang::En);
    for lang in Lang::ALL {
        i18n.set_lang(lang);
        let word = i18n.tr("learner-guest").to_lowercase();
        assert!(
            wahree::classroom::GUEST_WORDS.contains(&word.as_str()),
            "{}: {word:?} is missing from classroom::GUEST_WORDS",
            lang.code()
        );
    }
}
