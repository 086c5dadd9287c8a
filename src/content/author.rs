//! A puzzle written by a teacher on the teacher's board: its RON and
//! `.ftl` files, made from a position, a goal and the teacher's own words,
//! and checked exactly as `wahree check` checks a file. Nothing here
//! writes to disk: the app saves [`Draft::files`] where it keeps the
//! teacher's lessons.

use super::format::{Difficulty, Goal, Theme};
use super::problem::Problem;
use super::source::{FileKind, Folder, SourceFile};
use crate::engine::Position;

/// Saved puzzles are named this, then a number: `board-1`, `board-2`...
pub const ID_PREFIX: &str = "board-";

/// A puzzle before it is saved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub id: String,
    pub theme: Theme,
    pub difficulty: Difficulty,
    pub position: Position,
    pub goal: Goal,
    /// The locale code the teacher writes in (`en`, `it`, `es`, `ja`).
    pub lang: String,
    /// The teacher's question above the goal; may be empty.
    pub prompt: String,
    /// Empty hints are left out.
    pub hints: Vec<String>,
    /// Shown once the puzzle is solved; required.
    pub explanation: String,
}

/// A file to write, by its path inside the teacher's lesson folder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewFile {
    pub path: String,
    pub text: String,
}

/// The first free id `board-N` among the ids already in use.
pub fn free_id<'a>(taken: impl IntoIterator<Item = &'a str>) -> String {
    let used: Vec<u64> = taken
        .into_iter()
        .filter_map(|id| id.strip_prefix(ID_PREFIX)?.parse().ok())
        .collect();
    let n = (1..).find(|n| !used.contains(n)).expect("a free number");
    format!("{ID_PREFIX}{n}")
}

/// Text as a fluent pattern on one line: line breaks become spaces, and
/// braces (fluent's placeables) are written as string literals.
fn fluent_text(text: &str) -> String {
    let one_line = text.split_whitespace().collect::<Vec<_>>().join(" ");
    let mut out = String::with_capacity(one_line.len());
    for c in one_line.chars() {
        match c {
            '{' => out.push_str("{\"{\"}"),
            '}' => out.push_str("{\"}\"}"),
            c => out.push(c),
        }
    }
    out
}

/// A goal as RON writes it.
fn goal_ron(goal: Goal) -> String {
    match goal {
        Goal::Play { house } => format!("Play(house: {house})"),
        Goal::LastIn { house } => format!("LastIn(house: {house})"),
        Goal::Capture { at_least } => format!("Capture(at_least: {at_least})"),
        Goal::MostSeeds => "MostSeeds".into(),
        Goal::LongestChain => "LongestChain".into(),
        Goal::WipeOut => "WipeOut".into(),
        Goal::Feed => "Feed".into(),
        Goal::AvoidWipeOut => "AvoidWipeOut".into(),
        Goal::Defend => "Defend".into(),
        Goal::Secure { seeds, moves } => format!("Secure(seeds: {seeds}, moves: {moves})"),
        Goal::Win { moves } => format!("Win(moves: {moves})"),
        Goal::WipeOutWithin { moves } => format!("WipeOutWithin(moves: {moves})"),
        Goal::Guard { moves, at_most } => format!("Guard(moves: {moves}, at_most: {at_most})"),
    }
}

/// A string as RON writes it.
fn ron_string(s: &str) -> String {
    format!("{s:?}")
}

impl Draft {
    fn hints(&self) -> impl Iterator<Item = &String> {
        self.hints.iter().filter(|h| !h.trim().is_empty())
    }

    fn has_prompt(&self) -> bool {
        !self.prompt.trim().is_empty()
    }

    fn message_id(&self, part: &str) -> String {
        format!("{}-{part}", self.id)
    }

    /// The puzzle list file (`puzzles/<id>.ron`, one puzzle).
    pub fn ron(&self) -> NewFile {
        let hint_ids: Vec<String> = (1..=self.hints().count())
            .map(|i| ron_string(&self.message_id(&format!("hint-{i}"))))
            .collect();
        let mut text = String::from(
            "// Made on the teacher's board. The texts are in the i18n/ folder beside.\n[\n    Puzzle(\n",
        );
        let mut field = |name: &str, value: String| {
            text.push_str(&format!("        {name}: {value},\n"));
        };
        field("id", ron_string(&self.id));
        field("theme", format!("{:?}", self.theme));
        field("difficulty", format!("{:?}", self.difficulty));
        field("position", ron_string(&self.position.to_string()));
        field("goal", goal_ron(self.goal));
        if self.has_prompt() {
            field("prompt", ron_string(&self.message_id("prompt")));
        }
        field("hints", format!("[{}]", hint_ids.join(", ")));
        field("explanation", ron_string(&self.message_id("explanation")));
        text.push_str("    ),\n]\n");
        NewFile {
            path: format!("puzzles/{}.ron", self.id),
            text,
        }
    }

    /// The texts, in the teacher's language only (`i18n/<lang>/puzzles-<id>.ftl`).
    pub fn ftl(&self) -> NewFile {
        let mut text = format!(
            "# The texts of the puzzle {} (teacher's board).\n\n",
            self.id
        );
        if self.has_prompt() {
            let line = format!(
                "{} = {}\n",
                self.message_id("prompt"),
                fluent_text(&self.prompt)
            );
            text.push_str(&line);
        }
        for (i, hint) in self.hints().enumerate() {
            let id = self.message_id(&format!("hint-{}", i + 1));
            text.push_str(&format!("{id} = {}\n", fluent_text(hint)));
        }
        text.push_str(&format!(
            "{} = {}\n",
            self.message_id("explanation"),
            fluent_text(&self.explanation)
        ));
        NewFile {
            path: format!("i18n/{}/puzzles-{}.ftl", self.lang, self.id),
            text,
        }
    }

    /// Both files, the puzzle first.
    pub fn files(&self) -> [NewFile; 2] {
        [self.ron(), self.ftl()]
    }

    /// What `wahree check` would say about the two files, read on their
    /// own: the answer set's warnings (every move right, no move reaches
    /// the goal, one legal move, more than two answers), a missing hint,
    /// and that the texts are in one language only. An explanation left
    /// empty is an error here (the file would have no text for it).
    pub fn check(&self) -> Vec<Problem> {
        super::load(&[self.folder()]).problems
    }

    /// The two files as a folder of content, read as `wahree check` reads
    /// one from disk.
    pub fn folder(&self) -> Folder {
        let [ron, ftl] = self.files();
        let file = |f: NewFile| SourceFile {
            name: f.path,
            text: f.text,
        };
        Folder {
            ron: vec![(FileKind::Puzzles, file(ron))],
            ftl: vec![(self.lang.clone(), file(ftl))],
            unreadable: Vec::new(),
        }
    }

    /// Whether the files can be saved: nothing but warnings.
    pub fn is_saveable(&self) -> bool {
        !self.explanation.trim().is_empty() && self.check().iter().all(|p| !p.is_error())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::content::{Severity, load};

    fn draft(goal: Goal) -> Draft {
        Draft {
            id: "board-1".into(),
            theme: Theme::WipeOut,
            difficulty: Difficulty::Easy,
            // South's house 6 takes North's lone seed: a wipe-out.
            position: "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap(),
            goal,
            lang: "it".into(),
            prompt: "Che cosa fa la casa 6?".into(),
            hints: vec!["Conta i semi di Nord".into(), "  ".into()],
            explanation: "La casa 6 prende {tutto}\ne vince.".into(),
        }
    }

    #[test]
    fn a_draft_makes_files_that_load_as_a_puzzle_with_its_texts() {
        let d = draft(Goal::WipeOut);
        let [ron, ftl] = d.files();
        assert_eq!(ron.path, "puzzles/board-1.ron");
        assert_eq!(ftl.path, "i18n/it/puzzles-board-1.ftl");
        assert!(
            ftl.text
                .contains("board-1-explanation = La casa 6 prende {\"{\"}tutto{\"}\"} e vince.\n")
        );
        let lib = load(&[d.folder()]);
        let p = &lib.puzzles[0].item;
        assert_eq!(p.id, "board-1");
        assert_eq!(p.goal, Goal::WipeOut);
        assert_eq!(p.prompt.as_deref(), Some("board-1-prompt"));
        // The blank hint is left out.
        assert_eq!(p.hints, ["board-1-hint-1"]);
        assert_eq!(p.explanation.as_deref(), Some("board-1-explanation"));
    }

    #[test]
    fn the_check_warns_as_wahree_check_does_and_never_errs_for_one_language() {
        let d = draft(Goal::WipeOut);
        let problems = d.check();
        assert!(
            problems.iter().all(|p| p.severity == Severity::Warning),
            "{problems:#?}"
        );
        assert!(
            problems
                .iter()
                .any(|p| p.detail.id == "problem-ftl-only-in")
        );
        assert!(d.is_saveable());
        // North has no wipe-out after either move: every move right, warned.
        let every = draft(Goal::AvoidWipeOut);
        let warned =
            |d: &Draft, id: &str| d.check().iter().any(|p| p.detail.id == id && !p.is_error());
        assert!(
            warned(&every, "problem-too-many-answers"),
            "{:#?}",
            every.check()
        );
        // One legal move: warned too.
        let mut forced = draft(Goal::WipeOut);
        forced.position = "0,0,0,0,0,1/1,0,0,0,0,0 23-23 S".parse().unwrap();
        assert!(
            warned(&forced, "problem-one-legal-move"),
            "{:#?}",
            forced.check()
        );
        // No move feeds a row that is not empty: an error, not saveable.
        let none = draft(Goal::Feed);
        assert!(none.check().iter().any(Problem::is_error));
        assert!(!none.is_saveable());
        let mut empty = draft(Goal::WipeOut);
        empty.explanation = " ".into();
        assert!(!empty.is_saveable());
    }

    #[test]
    fn ids_count_up_past_the_ones_taken() {
        assert_eq!(free_id([]), "board-1");
        assert_eq!(free_id(["board-1", "capture-1", "board-3"]), "board-2");
        assert_eq!(free_id(["board-1", "board-2"]), "board-3");
    }
}
