//! The localizer: one fluent bundle per language, English as fallback.

use std::fmt;
use std::sync::Arc;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use include_dir::{Dir, include_dir};
use unic_langid::LanguageIdentifier;

use super::Lang;

/// The translations, embedded whole: each file is tracked by the compiler,
/// and a new file is found when the crate is next compiled.
static I18N: Dir<'static> = include_dir!("$CARGO_MANIFEST_DIR/i18n");

type Bundle = FluentBundle<FluentResource>;

/// Turns message ids into text in the chosen language, and knows the
/// learner's second language, if any (the app shows a child's texts in
/// both), and whether the texts keep their readings for young readers.
#[derive(Clone)]
pub struct Localizer {
    lang: Lang,
    second: Option<Lang>,
    /// Whether texts keep their reading marks (`穴《あな》`, see
    /// [`super::ruby`]) for the app to draw as furigana; without them every
    /// text is [`super::ruby::plain`]: the command line, the teacher's
    /// screens, and a learner who turned readings off.
    readings: bool,
    /// Indexed by [`Lang::index`]; shared, so the second language's
    /// localizer costs nothing.
    bundles: Arc<Vec<Bundle>>,
    /// What went wrong while loading (syntax errors, duplicate ids), one
    /// line each. Loading goes on past them: one bad message must not
    /// silence a whole language.
    problems: Vec<String>,
}

impl fmt::Debug for Localizer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .field("problems", &self.problems)
            .finish_non_exhaustive()
    }
}

impl Localizer {
    /// Loads every embedded language and speaks `lang`.
    pub fn new(lang: Lang) -> Localizer {
        Localizer::from_sources(lang, ftl_sources)
    }

    /// Loads the (path, text) files that `sources` gives for each language.
    fn from_sources(lang: Lang, sources: impl Fn(Lang) -> Vec<(String, String)>) -> Localizer {
        let mut problems = Vec::new();
        let bundles = Lang::ALL
            .iter()
            .map(|&l| load(l, sources(l), &mut problems))
            .collect();
        Localizer {
            lang,
            second: None,
            readings: false,
            bundles: Arc::new(bundles),
            problems,
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Names (or other words) listed as the language lists them: "Ana,
    /// Ben" but 「アナ、ベン」 (Japanese lists with 、 and no space).
    pub fn list(&self, items: &[String]) -> String {
        items.join(if self.lang == Lang::Ja { "、" } else { ", " })
    }

    /// Switches language; every later lookup uses it.
    pub fn set_lang(&mut self, lang: Lang) {
        self.lang = lang;
    }

    /// The second language shown under the first (none, or the same as
    /// the first, shows one language).
    pub fn set_second(&mut self, second: Option<Lang>) {
        self.second = second.filter(|&s| s != self.lang);
    }

    /// Whether texts keep their reading marks, for a screen that draws
    /// them above the kanji (off: every text is plain).
    pub fn set_readings(&mut self, on: bool) {
        self.readings = on;
    }

    pub fn readings(&self) -> bool {
        self.readings
    }

    /// The same texts in the second language, if there is one.
    pub fn second(&self) -> Option<Localizer> {
        let lang = self.second.filter(|&s| s != self.lang)?;
        Some(Localizer {
            lang,
            second: None,
            readings: self.readings,
            bundles: Arc::clone(&self.bundles),
            problems: Vec::new(),
        })
    }

    /// Adds a teacher's `.ftl` file to the language `code` (a folder name
    /// under `i18n/`); unknown codes are ignored. A message the shipped
    /// files already have keeps its shipped text, and the clash is listed
    /// in [`problems`](Self::problems).
    pub fn add(&mut self, code: &str, name: &str, text: &str) {
        let Some(lang) = Lang::ALL.into_iter().find(|l| l.code() == code) else {
            return;
        };
        // Teachers' files are added to a fresh localizer, before any copy
        // of it is made for a second language.
        match Arc::get_mut(&mut self.bundles) {
            Some(bundles) => add_file(
                &mut bundles[lang.index()],
                name,
                text.to_owned(),
                &mut self.problems,
            ),
            None => self
                .problems
                .push(format!("{name}: added to a shared localizer")),
        }
    }

    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// The message `id` in the current language.
    pub fn tr(&self, id: &str) -> String {
        self.format(id, None, None)
    }

    /// The message `id` with arguments, e.g. `&[("house", 3.into())]`.
    pub fn tr_with(&self, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
        let mut fa = FluentArgs::new();
        for (name, value) in args {
            fa.set(*name, value.clone());
        }
        self.format(id, None, Some(&fa))
    }

    /// The attribute `attr` of message `id`.
    pub fn tr_attr(&self, id: &str, attr: &str) -> String {
        self.format(id, Some(attr), None)
    }

    /// Whether `id` exists in any language (it is then shown, in the
    /// current language or in the one [`Self::fallback_lang`] names).
    pub fn has(&self, id: &str) -> bool {
        Lang::ALL
            .into_iter()
            .any(|l| self.bundle(l).has_message(id))
    }

    /// The name a language gives itself, so a learner finds their own
    /// language in the list whatever the current one is.
    pub fn autonym(&self, lang: Lang) -> String {
        self.format_in(lang, "language-autonym", None, None)
            .unwrap_or_else(|| lang.code().to_owned())
    }

    fn bundle(&self, lang: Lang) -> &Bundle {
        &self.bundles[lang.index()]
    }

    /// The language a message's text is shown in when the current language
    /// lacks it: English if it has it, else the first language that does (a
    /// teacher may write a puzzle in one language only); `None` when the
    /// current language has it, or no language does.
    pub fn fallback_lang(&self, id: &str) -> Option<Lang> {
        if self.bundle(self.lang).has_message(id) {
            return None;
        }
        Lang::ALL
            .into_iter()
            .find(|&l| self.bundle(l).has_message(id))
    }

    /// Current language, then English, then any language that has the
    /// message (a teacher's text written in one language), then the bare
    /// id: a missing text shows as its id instead of stopping the app.
    fn format(&self, id: &str, attr: Option<&str>, args: Option<&FluentArgs<'_>>) -> String {
        let lang = self.fallback_lang(id).unwrap_or(self.lang);
        let text = self
            .format_in(lang, id, attr, args)
            .unwrap_or_else(|| match attr {
                Some(a) => format!("{id}.{a}"),
                None => id.to_owned(),
            });
        if self.readings || !super::ruby::has_marks(&text) {
            text
        } else {
            super::ruby::plain(&text)
        }
    }

    fn format_in(
        &self,
        lang: Lang,
        id: &str,
        attr: Option<&str>,
        args: Option<&FluentArgs<'_>>,
    ) -> Option<String> {
        let bundle = self.bundle(lang);
        let message = bundle.get_message(id)?;
        let pattern = match attr {
            Some(a) => message.get_attribute(a)?.value(),
            None => message.value()?,
        };
        // A formatting error (say, a missing argument) still yields usable
        // text with the placeable spelled out; showing it beats hiding it.
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    }
}

/// Builds the bundle of one language from every `.ftl` file in its folder.
fn load(lang: Lang, sources: Vec<(String, String)>, problems: &mut Vec<String>) -> Bundle {
    let id: LanguageIdentifier = lang.code().parse().expect("our codes are valid BCP 47");
    let mut bundle = Bundle::new_concurrent(vec![id]);
    // Unicode isolation marks around placeables would show as boxes or
    // gaps in some fonts, and our arguments are numbers and our own words.
    bundle.set_use_isolating(false);
    for (name, source) in sources {
        add_file(&mut bundle, &name, source, problems);
    }
    bundle
}

/// Adds one file's messages, listing what is wrong with it.
fn add_file(bundle: &mut Bundle, name: &str, source: String, problems: &mut Vec<String>) {
    // A teacher's file may hold what makes fluent-syntax panic or
    // overflow its stack; `wahree check` and the lessons list report it,
    // the bundle just skips it.
    for (from, _) in crate::content::ftl_depth::too_deep(&source) {
        let line = source[..from].matches('\n').count() + 1;
        problems.push(format!("{name}:{line}: a message with too many {{ }}"));
    }
    let source = crate::content::ftl_error::defused(source);
    let resource = match FluentResource::try_new(source) {
        Ok(r) => r,
        Err((r, errors)) => {
            for e in errors {
                problems.push(format!("{name}: {e:?}"));
            }
            r
        }
    };
    if let Err(errors) = bundle.add_resource(resource) {
        for e in errors {
            problems.push(format!("{name}: {e}"));
        }
    }
}

/// The `.ftl` files of one language as (path, text), in path order so that
/// loading is the same on every machine.
pub(super) fn ftl_sources(lang: Lang) -> Vec<(String, String)> {
    let Some(dir) = I18N.get_dir(lang.code()) else {
        return Vec::new();
    };
    let mut files: Vec<_> = dir
        .files()
        .filter(|f| f.path().extension().is_some_and(|e| e == "ftl"))
        .filter_map(|f| {
            let text = f.contents_utf8()?;
            Some((f.path().display().to_string(), text.to_owned()))
        })
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_has_files_and_loads_cleanly() {
        let l = Localizer::new(Lang::En);
        assert_eq!(l.problems(), &[] as &[String]);
        for lang in Lang::ALL {
            let files = ftl_sources(lang);
            assert!(
                files.iter().any(|(p, _)| p.ends_with("app.ftl")),
                "{lang:?}: {files:?}"
            );
        }
    }

    #[test]
    fn switching_language_changes_the_text() {
        let mut l = Localizer::new(Lang::En);
        let en = l.tr("app-title");
        l.set_lang(Lang::Ja);
        let ja = l.tr("app-title");
        assert_ne!(en, ja);
        assert!(ja.chars().any(|c| c > '\u{3000}'), "{ja}");
    }

    #[test]
    fn autonyms_are_each_languages_own() {
        let l = Localizer::new(Lang::En);
        assert_eq!(l.autonym(Lang::It), "Italiano");
        assert_eq!(l.autonym(Lang::Es), "Español");
        assert_eq!(l.autonym(Lang::Ja), "日本語");
        assert_eq!(l.autonym(Lang::En), "English");
    }

    #[test]
    fn a_message_missing_in_one_language_comes_from_english() {
        let sources = |l: Lang| match l {
            Lang::En => vec![("en/a.ftl".into(), "hi = Hello\nbye = Bye\n".into())],
            Lang::It => vec![("it/a.ftl".into(), "hi = Ciao\nbroken = {\n".into())],
            _ => Vec::new(),
        };
        let l = Localizer::from_sources(Lang::It, sources);
        assert_eq!(l.tr("hi"), "Ciao");
        assert_eq!(l.tr("bye"), "Bye");
        assert_eq!(l.problems().len(), 1, "{:?}", l.problems());
        assert!(l.problems()[0].starts_with("it/a.ftl"));
    }

    #[test]
    fn added_files_join_their_language_with_english_fallback() {
        let mut l = Localizer::new(Lang::It);
        l.add("en", "en/t.ftl", "t-hi = Hello\nt-bye = Bye\n");
        l.add("it", "it/t.ftl", "t-hi = Ciao\napp-title = Altro\n");
        l.add("xx", "xx/t.ftl", "t-hi = ?\n");
        assert_eq!(l.tr("t-hi"), "Ciao");
        assert_eq!(l.tr("t-bye"), "Bye");
        assert_ne!(l.tr("app-title"), "Altro");
        assert_eq!(l.problems().len(), 1, "{:?}", l.problems());
    }

    /// fluent-syntax 0.12 alone panics on this file (`content::ftl_error`).
    #[test]
    fn a_teachers_text_in_one_language_shows_in_it_and_says_which() {
        let mut l = Localizer::new(Lang::Es);
        l.add(
            "it",
            "it/puzzles-board.ftl",
            "board-1-hint = Guarda la casa 4\n",
        );
        assert_eq!(l.tr("board-1-hint"), "Guarda la casa 4");
        assert_eq!(l.fallback_lang("board-1-hint"), Some(Lang::It));
        assert!(l.has("board-1-hint"));
        // A text of the learner's own language says nothing.
        assert_eq!(l.fallback_lang("app-title"), None);
        assert_eq!(l.fallback_lang("no-such-message"), None);
        l.add(
            "en",
            "en/puzzles-board.ftl",
            "board-1-hint = Look at house 4\n",
        );
        assert_eq!(l.tr("board-1-hint"), "Look at house 4");
        assert_eq!(l.fallback_lang("board-1-hint"), Some(Lang::En));
    }

    #[test]
    fn a_short_unicode_escape_in_a_teachers_file_is_skipped_not_a_panic() {
        let mut l = Localizer::new(Lang::It);
        l.add(
            "it",
            "it/t.ftl",
            "t-bad = { \"\\u00é\" }\nt-ok = Città \\u00è\n",
        );
        assert_eq!(l.tr("t-ok"), "Città \\u00è");
        assert_eq!(l.tr("t-bad"), "t-bad");
        assert_eq!(l.problems().len(), 1, "{:?}", l.problems());
    }

    /// 20,000 `{` inside each other overflowed the parser's stack and
    /// aborted the app before its window opened.
    #[test]
    fn a_message_nested_too_deep_is_skipped_and_the_rest_of_its_file_kept() {
        let mut l = Localizer::new(Lang::It);
        let deep = format!(
            "t-deep = {}$a{}\n",
            "{ ".repeat(20_000),
            " }".repeat(20_000)
        );
        l.add(
            "it",
            "it/t.ftl",
            &format!("t-before = Prima\n{deep}t-after = Dopo\n"),
        );
        assert_eq!(l.tr("t-before"), "Prima");
        assert_eq!(l.tr("t-after"), "Dopo");
        assert_eq!(l.tr("t-deep"), "t-deep");
        assert_eq!(l.problems().len(), 1, "{:?}", l.problems());
        assert!(l.problems()[0].starts_with("it/t.ftl:2:"));
    }

    #[test]
    fn missing_message_falls_back_to_its_id() {
        let l = Localizer::new(Lang::It);
        assert_eq!(l.tr("no-such-message"), "no-such-message");
        assert!(!l.has("no-such-message"));
    }

    #[test]
    fn readings_are_kept_only_when_asked_for() {
        let sources = |l: Lang| match l {
            Lang::Ja => vec![(
                "ja/a.ftl".into(),
                "hole = { $n }番の穴《あな》\nhow = 「穴」のあとに《あな》\n".into(),
            )],
            _ => Vec::new(),
        };
        let mut l = Localizer::from_sources(Lang::Ja, sources);
        assert_eq!(l.tr_with("hole", &[("n", 3.into())]), "3番の穴");
        l.set_readings(true);
        l.set_second(Some(Lang::En));
        assert_eq!(l.tr_with("hole", &[("n", 3.into())]), "3番の穴《あな》");
        // A text that shows the marks themselves (after a kana) keeps them.
        assert_eq!(l.tr("how"), "「穴」のあとに《あな》");
        l.set_readings(false);
        assert_eq!(l.tr("how"), "「穴」のあとに《あな》");
        assert!(!l.second().expect("English").readings());
    }

    #[test]
    fn the_problem_that_teaches_the_marks_shows_them_in_every_language() {
        for lang in Lang::ALL {
            let text = Localizer::new(lang).tr_with(
                "problem-ja-no-reading",
                &[("id", "lesson-a".into()), ("kanji", "穴".into())],
            );
            assert!(
                text.contains("《あな》") && text.contains("｜総取り"),
                "{text}"
            );
        }
    }

    #[test]
    fn arguments_and_plurals_are_formatted() {
        let mut l = Localizer::new(Lang::En);
        let score = |l: &Localizer, n: u8| {
            l.tr_with(
                "play-end-score",
                &[("player", "Ann".into()), ("seeds", n.into())],
            )
        };
        let one = score(&l, 1);
        let many = score(&l, 5);
        assert_eq!(one, "Ann: 1 seed");
        assert_eq!(many, "Ann: 5 seeds");
        l.set_lang(Lang::It);
        assert_eq!(score(&l, 1), "Ann: 1 seme");
        assert_eq!(score(&l, 2), "Ann: 2 semi");
    }

    #[test]
    fn a_list_is_written_as_its_language_writes_one() {
        let names = ["Ana".to_owned(), "Ben".to_owned()];
        assert_eq!(Localizer::new(Lang::It).list(&names), "Ana, Ben");
        assert_eq!(Localizer::new(Lang::Ja).list(&names), "Ana、Ben");
    }
}
