//! Reading lesson and puzzle files and checking what they mean: positions,
//! moves, goals with their answers, questions. Message ids are collected
//! here and checked against the translations in [`super::messages`].

use std::collections::BTreeSet;

use ron::extensions::Extensions;

use crate::engine::{Game, House, Position, Side};

use super::aim;
use super::format::{
    Ask, GameStep, Goal, LEVELS, Lesson, PositionSpec, Puzzle, Question, Step, Try, house,
};
use super::goal::answers;
use super::locate::Locator;
use super::problem::{Detail, Problem, Severity};
use super::rating;
use super::ron_error;
use super::source::{FileKind, SourceFile};

/// A message id used by a lesson or puzzle, and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageRef {
    pub id: String,
    pub file: String,
    pub line: usize,
    pub col: usize,
}

/// What reading one file produced.
#[derive(Debug, Default)]
pub struct FileResult {
    /// The lesson, if the file holds one and it has no error.
    pub lesson: Option<Lesson>,
    /// The puzzles without an error.
    pub puzzles: Vec<Puzzle>,
    pub problems: Vec<Problem>,
    pub refs: Vec<MessageRef>,
    /// Ids with where they are, for the duplicate check.
    pub ids: Vec<(String, Problem)>,
    /// The file could not be parsed, so the messages it uses are unknown.
    pub unparsed: bool,
}

/// The RON options every file is read with: `Some` may be left out, and an
/// enum variant holding a struct is written `Try(text: ...)`.
pub fn ron_options() -> ron::Options {
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
}

/// The checks that cost more than reading, asked for by `wahree check`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Checks {
    /// Compute every puzzle's rating again and warn where the stored one
    /// differs (a puzzle without one is always rated, and told so).
    pub ratings: bool,
}

/// Parses and checks one file.
pub fn read_file(kind: FileKind, file: &SourceFile) -> FileResult {
    read_file_with(kind, file, Checks::default())
}

/// Parses and checks one file, with the costlier `checks` too.
pub fn read_file_with(kind: FileKind, file: &SourceFile, checks: Checks) -> FileResult {
    let mut out = FileResult::default();
    let opts = ron_options();
    match kind {
        FileKind::Lesson => match opts.from_str::<Lesson>(&file.text) {
            Ok(lesson) => {
                let mut ctx = Ctx::new(file, &mut out);
                let ok = ctx.lesson(&lesson);
                if ok {
                    out.lesson = Some(lesson);
                }
            }
            Err(e) => {
                out.unparsed = true;
                out.problems.push(ron_problem(&file.name, &e));
            }
        },
        FileKind::Puzzles => match opts.from_str::<Vec<Puzzle>>(&file.text) {
            Ok(puzzles) => {
                let mut ctx = Ctx::new(file, &mut out);
                ctx.checks = checks;
                let good: Vec<Puzzle> = puzzles
                    .iter()
                    .enumerate()
                    .filter_map(|(i, p)| ctx.puzzle(i, p))
                    .collect();
                out.puzzles = good;
            }
            Err(e) => {
                out.unparsed = true;
                out.problems.push(ron_problem(&file.name, &e));
            }
        },
    }
    out
}

fn ron_problem(file: &str, e: &ron::error::SpannedError) -> Problem {
    Problem {
        file: file.to_owned(),
        line: e.span.start.line,
        col: e.span.start.col,
        severity: Severity::Error,
        detail: ron_error::detail(&e.code),
    }
}

const STEP_NAMES: [&str; 5] = ["Explain", "Watch", "Try", "Question", "Game"];

/// Checks one file's items, reporting at the place of each value.
struct Ctx<'a> {
    file: &'a str,
    loc: Locator<'a>,
    out: &'a mut FileResult,
    /// Whether the item being checked has had an error.
    failed: bool,
    checks: Checks,
}

/// A byte range of the file: one item or step.
#[derive(Clone, Copy)]
struct Region {
    from: usize,
    to: usize,
}

impl<'a> Ctx<'a> {
    fn new(file: &'a SourceFile, out: &'a mut FileResult) -> Ctx<'a> {
        Ctx {
            file: &file.name,
            loc: Locator::new(&file.text),
            out,
            failed: false,
            checks: Checks::default(),
        }
    }

    fn problem_at(&self, offset: usize, severity: Severity, detail: Detail) -> Problem {
        let (line, col) = self.loc.line_col(offset);
        Problem {
            file: self.file.to_owned(),
            line,
            col,
            severity,
            detail,
        }
    }

    /// Reports at `field:` in the region, or at the region's start.
    fn report(&mut self, r: Region, field: &str, severity: Severity, detail: Detail) {
        let at = self.loc.field_in(field, r.from, r.to).unwrap_or(r.from);
        if severity == Severity::Error {
            self.failed = true;
        }
        let p = self.problem_at(at, severity, detail);
        self.out.problems.push(p);
    }

    fn error(&mut self, r: Region, field: &str, detail: Detail) {
        self.report(r, field, Severity::Error, detail);
    }

    fn message(&mut self, r: Region, id: &str) {
        let at = self.loc.string_in(id, r.from, r.to).unwrap_or(r.from);
        let (line, col) = self.loc.line_col(at);
        self.out.refs.push(MessageRef {
            id: id.to_owned(),
            file: self.file.to_owned(),
            line,
            col,
        });
    }

    fn messages<'s>(&mut self, r: Region, ids: impl IntoIterator<Item = &'s String>) {
        for id in ids {
            self.message(r, id);
        }
    }

    fn id(&mut self, r: Region, id: &str) {
        if id.is_empty()
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            self.error(r, "id", Detail::new("problem-bad-id").with("id", id));
        }
        let at = self.loc.field_in("id", r.from, r.to).unwrap_or(r.from);
        let p = self.problem_at(at, Severity::Error, Detail::new("problem-duplicate-id"));
        self.out.ids.push((id.to_owned(), p));
    }

    fn position(&mut self, r: Region, spec: &PositionSpec) -> Option<Position> {
        match spec.to_position() {
            Ok(p) => Some(p),
            Err(e) => {
                for d in e.details() {
                    self.error(r, "position", d);
                }
                None
            }
        }
    }

    fn houses(&mut self, r: Region, field: &str, list: &[u8]) -> Option<Vec<House>> {
        let mut out = Vec::new();
        for &n in list {
            match house(n) {
                Some(h) => out.push(h),
                None => {
                    self.error(
                        r,
                        field,
                        Detail::new("problem-no-such-house").with("house", n),
                    );
                    return None;
                }
            }
        }
        Some(out)
    }

    /// Checks a goal with its stated answer; returns the accepted moves.
    fn goal(
        &mut self,
        r: Region,
        pos: &Position,
        goal: Goal,
        stated: Option<&Vec<u8>>,
    ) -> Option<Vec<House>> {
        let ok = match answers(goal, pos) {
            Ok(ok) => ok,
            Err(e) => {
                self.error(r, "goal", e.detail());
                return None;
            }
        };
        if ok.is_empty() {
            self.error(r, "goal", Detail::new("problem-goal-unreachable"));
            return None;
        }
        if let Some(stated) = stated {
            let stated = self.houses(r, "answer", stated)?;
            if stated.is_empty() {
                self.error(r, "answer", Detail::new("problem-answer-empty"));
            }
            let wrong: Vec<_> = stated.iter().filter(|h| !ok.contains(h)).collect();
            let unlisted: Vec<House> = ok.iter().filter(|h| !stated.contains(h)).copied().collect();
            if wrong.is_empty() && !unlisted.is_empty() {
                // The learner is told these are right too: say so, in case
                // the author meant one clear answer.
                self.report(
                    r,
                    "answer",
                    Severity::Warning,
                    Detail::new("problem-answer-unlisted").with("houses", list(&unlisted)),
                );
            }
            if !wrong.is_empty() {
                self.error(
                    r,
                    "answer",
                    Detail::new("problem-answer-wrong")
                        .with("stated", list(&stated))
                        .with("engine", list(&ok)),
                );
            }
        }
        Some(ok)
    }

    fn lesson(&mut self, lesson: &Lesson) -> bool {
        let whole = Region {
            from: 0,
            to: self.loc.end(),
        };
        let steps_at = self.loc.field_in("steps", 0, whole.to).unwrap_or(0);
        let head = Region {
            from: 0,
            to: steps_at,
        };
        self.id(head, &lesson.id);
        self.message(head, &lesson.title);
        self.message(head, &lesson.summary);
        if lesson.steps.is_empty() {
            self.error(whole, "steps", Detail::new("problem-no-steps"));
        }
        let anchors: Vec<usize> = self
            .loc
            .calls(&STEP_NAMES)
            .into_iter()
            .filter(|&o| o > steps_at)
            .collect();
        let mut step_ids = std::collections::BTreeSet::new();
        for (i, step) in lesson.steps.iter().enumerate() {
            let r = match (anchors.len() == lesson.steps.len(), anchors.get(i)) {
                (true, Some(&from)) => Region {
                    from,
                    to: anchors.get(i + 1).copied().unwrap_or(whole.to),
                },
                _ => whole,
            };
            self.step_id(r, step, &mut step_ids);
            self.step(r, step);
        }
        !self.failed
    }

    /// A step's id: written, well formed, and once in its lesson
    /// (progress is kept by it).
    fn step_id(&mut self, r: Region, step: &Step, seen: &mut std::collections::BTreeSet<String>) {
        let id = step.id();
        if !step.has_own_id() {
            self.report(
                r,
                "text",
                Severity::Warning,
                Detail::new("problem-step-no-id"),
            );
        } else if id.is_empty()
            || id.starts_with('#')
            || !id
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        {
            self.error(r, "id", Detail::new("problem-bad-id").with("id", id));
        }
        if !seen.insert(id.to_owned()) {
            self.error(
                r,
                if step.has_own_id() { "id" } else { "text" },
                Detail::new("problem-duplicate-step-id").with("id", id),
            );
        }
    }

    fn step(&mut self, r: Region, step: &Step) {
        match step {
            Step::Explain(s) => {
                self.message(r, &s.text);
                if let Some(spec) = &s.position {
                    self.position(r, spec);
                }
                self.houses(r, "highlight", &s.highlight);
            }
            Step::Watch(s) => {
                self.message(r, &s.text);
                self.messages(r, &s.after);
                let Some(pos) = self.position(r, &s.position) else {
                    return;
                };
                // A game, so that the repetition rule ends it too.
                let mut game = Game::new(pos);
                let Some(moves) = self.houses(r, "moves", &s.moves) else {
                    return;
                };
                if moves.is_empty() {
                    self.error(r, "moves", Detail::new("problem-watch-no-moves"));
                }
                for (i, m) in moves.into_iter().enumerate() {
                    match game.play(m) {
                        Ok(_) => {}
                        Err(e) => {
                            let d = Detail::new("problem-watch-illegal")
                                .with("number", i + 1)
                                .with("house", m.index() as u8)
                                .with("reason", e.message_id());
                            self.error(r, "moves", d);
                            return;
                        }
                    }
                }
            }
            Step::Try(s) => self.try_step(r, s),
            Step::Question(q) => self.question(r, q),
            Step::Game(g) => self.game(r, g),
        }
    }

    fn game(&mut self, r: Region, g: &GameStep) {
        self.message(r, &g.text);
        self.messages(r, &g.hints);
        self.message(r, &g.success);
        self.message(r, &g.failure);
        if !LEVELS.contains(&g.level) {
            self.error(
                r,
                "level",
                Detail::new("problem-game-level")
                    .with("level", g.level)
                    .with("min", *LEVELS.start())
                    .with("max", *LEVELS.end()),
            );
        }
        let Some(pos) = self.position(r, &g.position) else {
            return;
        };
        if pos.is_over() {
            self.error(r, "position", Detail::new("problem-goal-game-over"));
            return;
        }
        // The aim must be within reach of a learner who plays well, against
        // any defence, not only the chosen level's: proven by the search.
        match aim::forced(g.aim, &pos) {
            None => self.error(
                r,
                "aim",
                Detail::new("problem-game-not-forced").with("max", super::solve::MAX_MOVES),
            ),
            Some((_, moves)) if moves.len() == pos.legal_moves().len() && moves.len() > 1 => {
                self.report(
                    r,
                    "aim",
                    Severity::Warning,
                    Detail::new("problem-goal-always"),
                );
            }
            Some(_) => {}
        }
    }

    fn try_step(&mut self, r: Region, s: &Try) {
        self.message(r, &s.text);
        self.messages(r, &s.hints);
        self.message(r, &s.success);
        for w in &s.wrong {
            self.message(r, &w.text);
        }
        let Some(pos) = self.position(r, &s.position) else {
            return;
        };
        if s.guided && s.answer.as_ref().is_none_or(|a| a.len() != 1) {
            self.error(r, "guided", Detail::new("problem-guided-answer"));
        }
        let Some(ok) = self.goal(r, &pos, s.goal, s.answer.as_ref()) else {
            return;
        };
        let legal = pos.legal_moves().len();
        if ok.len() == legal && legal > 1 && !matches!(s.goal, Goal::Play { .. }) {
            self.report(
                r,
                "goal",
                Severity::Warning,
                Detail::new("problem-goal-always"),
            );
        }
        for w in &s.wrong {
            let Some(moves) = self.houses(r, "wrong", &w.moves) else {
                continue;
            };
            for m in moves {
                if let Err(e) = pos.check_move(m) {
                    let d = Detail::new("problem-wrong-illegal")
                        .with("house", m.index() as u8)
                        .with("reason", e.message_id());
                    self.error(r, "wrong", d);
                } else if ok.contains(&m) {
                    let d =
                        Detail::new("problem-wrong-reaches-goal").with("house", m.index() as u8);
                    self.error(r, "wrong", d);
                }
            }
        }
    }

    fn question(&mut self, r: Region, q: &Question) {
        self.message(r, &q.text);
        self.messages(r, &q.hints);
        self.message(r, &q.explanation);
        for w in &q.wrong {
            self.message(r, &w.text);
        }
        let Some(pos) = self.position(r, &q.position) else {
            return;
        };
        let answer = match ask(&pos, q.ask) {
            Ok(a) => a,
            Err(e) => {
                self.error(r, "ask", e);
                return;
            }
        };
        if let Some(stated) = q.answer.filter(|&s| s != answer) {
            self.error(
                r,
                "answer",
                Detail::new("problem-question-answer")
                    .with("stated", stated)
                    .with("engine", answer),
            );
        }
        if let Some(choices) = &q.choices {
            let unique: BTreeSet<_> = choices.iter().collect();
            if unique.len() != choices.len() {
                self.error(r, "choices", Detail::new("problem-choice-twice"));
            }
            if !choices.contains(&answer) {
                self.error(
                    r,
                    "choices",
                    Detail::new("problem-choice-missing").with("engine", answer),
                );
            }
            if choices.len() < 2 {
                self.error(r, "choices", Detail::new("problem-choice-too-few"));
            }
            if matches!(q.ask, Ask::LastIn { .. }) {
                self.houses(r, "choices", choices);
            }
        }
        self.wrong_answers(r, q, answer);
    }

    /// A question's words for wrong answers: each for an answer that is
    /// wrong and can be given; a wrong choice without words is worth a
    /// warning, since the learner would hear only "not quite".
    fn wrong_answers(&mut self, r: Region, q: &Question, answer: u8) {
        for w in &q.wrong {
            for &a in &w.answers {
                if a == answer {
                    let d = Detail::new("problem-wrong-answer-right").with("answer", a);
                    self.error(r, "wrong", d);
                } else if q.choices.as_ref().is_some_and(|c| !c.contains(&a)) {
                    let d = Detail::new("problem-wrong-answer-not-offered").with("answer", a);
                    self.error(r, "wrong", d);
                }
            }
        }
        for &c in q.choices.iter().flatten() {
            if c != answer && !q.wrong.iter().any(|w| w.answers.contains(&c)) {
                let d = Detail::new("problem-choice-unexplained").with("choice", c);
                self.report(r, "choices", Severity::Warning, d);
            }
        }
    }

    /// Checks a puzzle; returns it, with its rating computed if the file
    /// gives none, unless it has an error.
    fn puzzle(&mut self, index: usize, p: &Puzzle) -> Option<Puzzle> {
        self.failed = false;
        let anchors = self.loc.fields("id");
        let r = Region {
            from: anchors.get(index).copied().unwrap_or(0),
            to: anchors.get(index + 1).copied().unwrap_or(self.loc.end()),
        };
        self.id(r, &p.id);
        self.messages(r, p.prompt.iter().chain(&p.hints));
        self.messages(r, &p.explanation);
        if p.hints.is_empty() {
            self.report(
                r,
                "hints",
                Severity::Warning,
                Detail::new("problem-no-hint"),
            );
        }
        let pos = self.position(r, &p.position)?;
        let ok = self.goal(r, &pos, p.goal, p.answer.as_ref())?;
        let legal = pos.legal_moves().len();
        if legal == 1 {
            // Nothing to find: the only move is the answer, and any click
            // solves it (the other houses are refused; a feeding puzzle
            // too, which is why feeding puzzles give several feeding moves).
            self.report(
                r,
                "position",
                Severity::Warning,
                Detail::new("problem-one-legal-move").with("answers", list(&ok)),
            );
        } else if ok.len() > 2 || (ok.len() == legal && legal > 1) {
            self.report(
                r,
                "goal",
                Severity::Warning,
                Detail::new("problem-too-many-answers")
                    .with("count", ok.len())
                    .with("legal", legal)
                    .with("answers", list(&ok)),
            );
        }
        if settled(&pos) && !matches!(p.goal, Goal::Win { .. } | Goal::Secure { .. }) {
            self.report(
                r,
                "position",
                Severity::Warning,
                Detail::new("problem-puzzle-settled"),
            );
        }
        let mut puzzle = p.clone();
        match p.rating {
            // Left out: computed here, so that every loaded puzzle has one
            // (`wahree puzzles rate --write` stores it in the file).
            None => puzzle.rating = Some(rating::rate(p.goal, &pos).ok()?),
            Some(stored) if self.checks.ratings => {
                let computed = rating::rate(p.goal, &pos).ok()?;
                if computed != stored {
                    self.report(
                        r,
                        "rating",
                        Severity::Warning,
                        Detail::new("problem-rating-drift")
                            .with("stored", stored)
                            .with("computed", computed),
                    );
                }
            }
            Some(_) => {}
        }
        (!self.failed).then_some(puzzle)
    }
}

/// The result can no longer change: a player has more than half the seeds.
pub fn settled(pos: &Position) -> bool {
    pos.stores()
        .iter()
        .any(|&s| i64::from(s) * 2 > crate::engine::TOTAL_SEEDS)
}

/// The engine's answer to a question, or why there is none.
pub fn ask(pos: &Position, ask: Ask) -> Result<u8, Detail> {
    let no_house = |n: u8| Detail::new("problem-no-such-house").with("house", n);
    let play = |n: u8| -> Result<(Position, crate::engine::MoveReport), Detail> {
        let h = house(n).ok_or_else(|| no_house(n))?;
        pos.play_report(h).map_err(|e| {
            Detail::new("problem-ask-illegal")
                .with("house", n)
                .with("reason", e.message_id())
        })
    };
    let mover = pos.to_move();
    match ask {
        Ask::Captured { play: n } => {
            let (after, _) = play(n)?;
            Ok(after.store(mover) - pos.store(mover))
        }
        Ask::LastIn { play: n } => Ok(play(n)?.1.last.index() as u8),
        Ask::SeedsIn { play: n, house: x } => {
            let h = house(x).ok_or_else(|| no_house(x))?;
            Ok(play(n)?.0.seeds(h))
        }
        Ask::Final { play: n, side } => {
            let end = match n {
                Some(n) => play(n)?.1.end,
                None => pos.is_over().then(|| {
                    crate::engine::GameEnd::new(
                        crate::engine::EndReason::NoMoves,
                        pos.claimed_stores(),
                    )
                }),
            };
            let end = end.ok_or_else(|| Detail::new("problem-ask-not-over"))?;
            Ok(end.stores[Side::from(side).index()])
        }
        Ask::LegalMoves => Ok(pos.legal_moves().len() as u8),
    }
}

/// Houses as the file writes them (0..=11): "3, 4".
fn list(houses: &[House]) -> String {
    let v: Vec<String> = houses.iter().map(|h| h.index().to_string()).collect();
    v.join(", ")
}
