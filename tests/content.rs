//! The content library: loading the shipped files, goals computed by the
//! engine, judging a learner's move, questions, and robustness.

use wahree::content::ftl;
use wahree::content::goal::GoalError;
use wahree::content::messages::reserved_ids;
use wahree::content::source::unreadable;
use wahree::content::validate::{ask, read_file};
use wahree::content::{
    Arg, Ask, Detail, FileKind, Folder, Goal, Severity, SourceFile, Verdict, answers, judge, load,
};
use wahree::engine::{House, PlayError, Position};
use wahree::i18n::{Lang, Localizer};

fn pos(text: &str) -> Position {
    text.parse().expect("a legal test position")
}

fn h(n: usize) -> House {
    House::new(n).expect("a house")
}

/// Judges each `(move, expected verdict)` with `intended` as the stated answer.
fn verdicts(goal: Goal, at: &str, intended: &[usize], cases: &[(usize, Verdict)]) {
    let p = pos(at);
    let intended: Vec<House> = intended.iter().map(|&n| h(n)).collect();
    for &(m, expected) in cases {
        let got = judge(goal, &p, &intended, h(m)).expect("a checkable goal");
        assert_eq!(got, expected, "{goal:?} in {at}, move {m}");
    }
}

// Two moves capture 4 (houses 7 and 6 at 2 each), two capture 2.
const TWO_BIG: &str = "0,0,5,4,2,1/1,1,0,0,0,4 13-17 S";

#[test]
fn most_seeds_right_wrong_and_alternative() {
    use Verdict::*;
    verdicts(
        Goal::MostSeeds,
        TWO_BIG,
        &[2],
        &[(2, Right), (3, Alternative), (4, Wrong), (5, Wrong)],
    );
    // Without a stated answer, every best move is simply right.
    verdicts(Goal::MostSeeds, TWO_BIG, &[], &[(3, Right)]);
}

#[test]
fn longest_chain_right_wrong_and_alternative() {
    use Verdict::*;
    verdicts(
        Goal::LongestChain,
        TWO_BIG,
        &[3],
        &[(3, Right), (2, Alternative), (5, Wrong)],
    );
    // A single captured house is not a chain.
    assert_eq!(
        answers(Goal::LongestChain, &pos("0,0,0,0,0,1/1,0,0,0,0,5 20-21 S")),
        Ok(vec![])
    );
}

#[test]
fn capture_last_in_and_play() {
    use Verdict::*;
    verdicts(
        Goal::Capture { at_least: 4 },
        TWO_BIG,
        &[2],
        &[(2, Right), (3, Alternative), (4, Wrong)],
    );
    verdicts(
        Goal::LastIn { house: 7 },
        TWO_BIG,
        &[2],
        &[(2, Right), (3, Alternative), (5, Wrong)],
    );
    verdicts(
        Goal::Play { house: 4 },
        TWO_BIG,
        &[],
        &[(4, Right), (5, Wrong)],
    );
    assert_eq!(
        answers(Goal::Play { house: 12 }, &pos(TWO_BIG)),
        Err(GoalError::NoSuchHouse(12))
    );
}

#[test]
fn wipe_out_right_wrong_alternative_and_illegal() {
    use Verdict::*;
    verdicts(
        Goal::WipeOut,
        "0,0,0,0,1,1/1,0,0,0,0,0 22-23 S",
        &[5],
        &[
            (5, Right),
            (4, Wrong),
            (6, Illegal(PlayError::NotYourHouse { house: h(6) })),
            (0, Illegal(PlayError::EmptyHouse { house: h(0) })),
        ],
    );
    verdicts(
        Goal::WipeOut,
        "0,0,0,0,2,1/1,0,0,0,0,0 22-22 S",
        &[5],
        &[(5, Right), (4, Alternative)],
    );
}

#[test]
fn feed_right_alternative_and_refused() {
    use Verdict::*;
    let at = "0,0,1,0,3,1/0,0,0,0,0,0 19-24 S";
    verdicts(
        Goal::Feed,
        at,
        &[5],
        &[
            (5, Right),
            (4, Alternative),
            (2, Illegal(PlayError::MustFeed { house: h(2) })),
        ],
    );
    assert_eq!(
        answers(Goal::Feed, &pos(TWO_BIG)),
        Err(GoalError::NothingToFeed)
    );
}

#[test]
fn avoid_wipe_out_right_wrong_and_alternative() {
    use Verdict::*;
    // Playing house 5 leaves houses 0 and 1 with one seed each: North's two
    // seeds in house 11 make them 2 and 2 and take the whole row.
    verdicts(
        Goal::AvoidWipeOut,
        "1,1,0,0,0,1/0,0,0,0,0,2 22-21 S",
        &[1],
        &[(1, Right), (0, Alternative), (5, Wrong)],
    );
}

#[test]
fn defend_keeps_the_reply_smallest() {
    use Verdict::*;
    // House 0 makes house 1 a 2 that North captures as a 3; house 1 gives nothing.
    verdicts(
        Goal::Defend,
        "1,1,0,0,0,1/0,0,0,0,0,2 22-21 S",
        &[1],
        &[(1, Right), (0, Wrong), (5, Wrong)],
    );
    // Both moves end the game with a wipe-out: equally safe.
    verdicts(
        Goal::Defend,
        "0,0,0,0,2,1/1,0,0,0,0,0 22-22 S",
        &[5],
        &[(5, Right), (4, Alternative)],
    );
}

// South captures North's house 1; North's last seed must go into South's
// house 1; then South cannot feed North and keeps its row: 26 to 22.
const STARVE: &str = "0,1,0,0,1,1/1,0,0,0,0,1 21-22 S";

#[test]
fn win_within_k_moves_is_proven_by_search() {
    use Verdict::*;
    verdicts(
        Goal::Win { moves: 1 },
        "0,0,0,0,1,1/1,0,0,0,0,0 22-23 S",
        &[5],
        &[(5, Right), (4, Wrong)],
    );
    assert_eq!(answers(Goal::Win { moves: 1 }, &pos(STARVE)), Ok(vec![]));
    verdicts(
        Goal::Win { moves: 2 },
        STARVE,
        &[5],
        &[(5, Right), (1, Wrong), (4, Wrong)],
    );
}

#[test]
fn secure_counts_the_store_and_the_final_count() {
    let p = pos(STARVE);
    let secure = |seeds, moves| answers(Goal::Secure { seeds, moves }, &p);
    assert_eq!(secure(23, 1), Ok(vec![h(5)]));
    assert_eq!(secure(24, 1), Ok(vec![]));
    // The game ends after North's only reply, with 3 seeds left in South's row.
    assert_eq!(secure(26, 2), Ok(vec![h(5)]));
    assert_eq!(secure(27, 2), Ok(vec![]));
}

#[test]
fn search_goals_refuse_a_depth_they_cannot_prove() {
    for moves in [0, 5] {
        assert_eq!(
            answers(Goal::Win { moves }, &Position::START),
            Err(GoalError::TooDeep(moves))
        );
    }
}

#[test]
fn every_forced_win_is_a_winning_move_for_the_coach_too() {
    // Positions from a fixed pseudo-random playout; the coach's plain
    // minimax must value each proven winning move above zero.
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut checked = 0;
    for _ in 0..40 {
        let mut p = Position::START;
        for _ in 0..200 {
            let moves: Vec<House> = p.legal_moves().collect();
            if moves.is_empty() {
                break;
            }
            if p.board_seeds() <= 12 {
                let wins = answers(Goal::Win { moves: 2 }, &p).expect("a game in progress");
                let values = wahree::coach::minimax::move_values(&p, &[], 3);
                for m in wins {
                    let (_, v, _) = values.iter().find(|(h, _, _)| *h == m).expect("legal");
                    assert!(
                        *v > 0,
                        "{p}: move {m} wins in 2 but the coach values it {v}"
                    );
                    checked += 1;
                }
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let (after, s) = p
                .play(moves[(state % moves.len() as u64) as usize])
                .expect("legal");
            if s.wipe_out {
                break;
            }
            p = after;
        }
    }
    assert!(checked > 0, "no forced win met: the test proves nothing");
}

#[test]
fn no_goal_when_the_game_is_over() {
    let over = pos("0,0,0,0,0,0/1,2,0,0,0,0 20-25 S");
    assert_eq!(answers(Goal::MostSeeds, &over), Err(GoalError::GameOver));
}

#[test]
fn questions_are_answered_by_the_engine() {
    let p = pos(TWO_BIG);
    assert_eq!(ask(&p, Ask::Captured { play: 2 }), Ok(4));
    assert_eq!(ask(&p, Ask::LastIn { play: 4 }), Ok(6));
    assert_eq!(ask(&p, Ask::SeedsIn { play: 2, house: 3 }), Ok(5));
    assert_eq!(ask(&p, Ask::LegalMoves), Ok(4));
    assert!(ask(&p, Ask::Captured { play: 0 }).is_err());
    assert!(
        ask(
            &p,
            Ask::Final {
                play: None,
                side: wahree::content::format::Player::South
            }
        )
        .is_err()
    );
    // South has no move: North keeps the 3 seeds on its side.
    let over = pos("0,0,0,0,0,0/1,2,0,0,0,0 20-25 S");
    let north = wahree::content::format::Player::North;
    assert_eq!(
        ask(
            &over,
            Ask::Final {
                play: None,
                side: north
            }
        ),
        Ok(28)
    );
    // A wipe-out gives the whole board to the mover.
    let wipe = pos("0,0,0,0,2,1/1,0,0,0,0,0 22-22 S");
    let south = wahree::content::format::Player::South;
    assert_eq!(
        ask(
            &wipe,
            Ask::Final {
                play: Some(5),
                side: south
            }
        ),
        Ok(26)
    );
}

fn puzzle_file(body: &str) -> SourceFile {
    SourceFile {
        name: "test.ron".into(),
        text: format!(
            "[Puzzle(id: \"p\", theme: Defence, difficulty: Easy, {body}, hints: [\"h\"], explanation: \"e\")]"
        ),
    }
}

#[test]
fn too_many_answers_is_a_warning_not_an_error() {
    let r = read_file(
        FileKind::Puzzles,
        &puzzle_file("position: \"0,0,5,4,2,1/1,1,0,0,0,4 13-17 S\", goal: Capture(at_least: 1)"),
    );
    assert_eq!(r.problems.len(), 1, "{:?}", r.problems);
    assert_eq!(
        r.problems[0].severity,
        Severity::Warning,
        "{:?}",
        r.problems
    );
    assert_eq!(r.puzzles.len(), 1);
}

#[test]
fn a_goal_without_answer_is_an_error_at_the_goal() {
    let file = puzzle_file("position: \"0,0,1,0,3,1/0,0,0,0,0,0 19-24 S\", goal: WipeOut");
    let r = read_file(FileKind::Puzzles, &file);
    assert!(r.puzzles.is_empty());
    assert_eq!(r.problems.len(), 1, "{:?}", r.problems);
    let p = &r.problems[0];
    assert!(p.is_error() && p.detail.id == "problem-goal-unreachable");
    // Reported at `goal:` (the file is one line of ASCII).
    let col = file.text.find("goal:").expect("a goal") + 1;
    assert_eq!((p.line, p.col), (1, col));
}

#[test]
fn plain_array_positions_are_checked_too() {
    let r = read_file(
        FileKind::Puzzles,
        &puzzle_file("position: (houses: [4, 4, 4], to_move: South), goal: MostSeeds"),
    );
    assert!(r.puzzles.is_empty());
    assert_eq!(
        r.problems[0].detail,
        Detail::new("problem-house-count").with("count", 3usize)
    );
}

#[test]
fn hostile_input_is_reported_not_panicked_on() {
    let inputs = [
        "",
        "\u{0}\u{1}",
        "[Puzzle(id: \"x\"",
        "Lesson(id: \"x\", order: 99999999999999999999)",
        "[(id: \"p\", theme: Chain, difficulty: Hard, position: \"99999999999999999999,0,0,0,0,0/0,0,0,0,0,0 0-0 S\", goal: WipeOut, explanation: \"e\")]",
        "[(id: \"p\", theme: Chain, difficulty: Hard, position: (houses: [9223372036854775807, 9223372036854775807, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], to_move: North), goal: WipeOut, explanation: \"e\")]",
        "/* unclosed",
        "\"unclosed",
    ];
    for text in inputs {
        for kind in [FileKind::Lesson, FileKind::Puzzles] {
            let r = read_file(
                kind,
                &SourceFile {
                    name: "x.ron".into(),
                    text: text.into(),
                },
            );
            assert!(
                r.problems.iter().any(|p| p.is_error()),
                "{text:?} as {kind:?} should be refused"
            );
        }
    }
}

#[test]
fn every_shipped_file_loads() {
    let folder = Folder::embedded();
    let lib = load(std::slice::from_ref(&folder));
    let errors: Vec<_> = lib.problems.iter().filter(|p| p.is_error()).collect();
    assert!(errors.is_empty(), "{errors:#?}");
    let lesson_files = folder
        .ron
        .iter()
        .filter(|(k, _)| *k == FileKind::Lesson)
        .count();
    assert!(lesson_files > 0);
    assert_eq!(lib.lessons.len(), lesson_files);
    // Lessons come in curriculum order, each order used once.
    let orders: Vec<u32> = lib.lessons.iter().map(|l| l.item.order).collect();
    assert!(orders.windows(2).all(|w| w[0] < w[1]), "{orders:?}");
    // Every puzzle in every puzzle file loaded.
    let written: usize = folder
        .ron
        .iter()
        .filter(|(k, _)| *k == FileKind::Puzzles)
        .map(|(_, f)| f.text.matches("Puzzle(").count())
        .sum();
    assert_eq!(lib.puzzles.len(), written);
}

#[test]
fn the_embedded_files_are_the_files_on_disk() {
    let root = env!("CARGO_MANIFEST_DIR");
    let disk = Folder::read(&std::path::Path::new(root).join("lessons"));
    let embedded = Folder::embedded();
    let names = |f: &Folder| -> Vec<(String, String)> {
        f.ron
            .iter()
            .map(|(_, s)| {
                let rel = s.name.rsplit_once("lessons/").map_or("", |x| x.1);
                (rel.to_owned(), s.text.clone())
            })
            .collect()
    };
    // include_dir notices edited files but not new ones: after adding a
    // file, rebuild (e.g. touch src/content/source.rs).
    assert_eq!(
        names(&disk),
        names(&embedded),
        "the embedded lessons are stale: touch src/content/source.rs and rebuild"
    );
}

#[test]
fn messages_the_program_uses_exist_in_every_locale() {
    let folder = Folder::embedded();
    for lang in wahree::content::LOCALES {
        let text: String = folder
            .ftl
            .iter()
            .filter(|(l, _)| l == lang)
            .map(|(_, f)| f.text.as_str())
            .collect();
        for id in reserved_ids() {
            assert!(
                text.lines().any(|l| l.starts_with(&format!("{id} ="))),
                "{id} missing from {lang}"
            );
        }
    }
}

#[test]
fn a_broken_file_does_not_stop_the_others() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syntax/lessons");
    let lib = load(&[Folder::read(&dir)]);
    assert_eq!(lib.lessons.len(), 1);
    assert_eq!(lib.lessons[0].item.id, "good");
    assert_eq!(lib.errors(), 1);
}

#[test]
fn duplicate_ids_across_folders_are_reported() {
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/syntax/lessons");
    let lib = load(&[Folder::read(&dir), Folder::read(&dir)]);
    assert!(
        lib.problems
            .iter()
            .any(|p| p.detail.id == "problem-duplicate-id"
                && p.detail.arg("id") == Some(&"good".into())
                && p.line == 2
                && p.col == 5),
        "{:#?}",
        lib.problems
    );
    assert!(
        lib.problems.iter().any(|p| p.severity == Severity::Warning
            && p.detail.id == "problem-shared-order"
            && p.detail.arg("order") == Some(&Arg::Number(2))),
        "{:#?}",
        lib.problems
    );
}

#[test]
fn the_curriculum_and_puzzle_bank_are_complete() {
    use std::collections::BTreeSet;
    use wahree::content::Step;
    let lib = load(&[Folder::embedded()]);
    let course: Vec<_> = lib.lessons.iter().filter(|l| !l.item.interlude).collect();
    assert!(course.len() >= 13, "{} lessons", course.len());
    assert!(lib.lessons.iter().any(|l| l.item.interlude), "the story");
    for l in &course {
        let steps = &l.item.steps;
        let exercises = steps.iter().filter(|s| s.is_exercise()).count();
        assert!(exercises >= 5, "lesson {} has {exercises}", l.item.id);
        // The first exercise is the guided try (no question comes before
        // it), and every lesson from capturing on offers puzzles on its
        // theme (there are none on the board or on sowing alone).
        let first = steps.iter().find(|s| s.is_exercise());
        assert!(
            matches!(first, Some(Step::Try(t)) if t.guided),
            "{}: the first exercise is not the guided try",
            l.item.id
        );
        assert!(
            l.item.order < 30 || l.item.practice.is_some(),
            "{}",
            l.item.id
        );
    }
    // The strategy lessons (after the rules and first tactics) end with
    // a game against the coach, and there are at least three of them.
    let strategy: Vec<_> = course.iter().filter(|l| l.item.order >= 100).collect();
    assert!(strategy.len() >= 3);
    for l in &strategy {
        assert!(
            matches!(l.item.steps.last(), Some(Step::Game(_))),
            "{}",
            l.item.id
        );
        assert!(l.item.steps.iter().any(|s| matches!(s, Step::Watch(_))));
    }
    // The wipe-out defence is taught with its own goal.
    assert!(lib.lessons.iter().any(|l| {
        l.item
            .steps
            .iter()
            .any(|s| matches!(s, Step::Try(t) if t.goal == wahree::content::Goal::AvoidWipeOut))
    }));
    assert!(lib.puzzles.len() >= 200, "{} puzzles", lib.puzzles.len());
    let themes: BTreeSet<_> = lib.puzzles.iter().map(|p| p.item.theme).collect();
    let tiers: BTreeSet<_> = lib.puzzles.iter().map(|p| p.item.tier()).collect();
    assert_eq!(themes.len(), 7, "{themes:?}");
    assert_eq!(tiers.len(), 3, "{tiers:?}");
    // No warnings either: every puzzle has a hint, few enough answers,
    // more than one legal move and a result still open.
    assert_eq!(lib.warnings(), 0, "{:#?}", lib.problems);
    for p in &lib.puzzles {
        let p = &p.item;
        assert!(p.rating.is_some(), "{} stores no rating", p.id);
        assert!(!p.hints.is_empty(), "{} has no hint", p.id);
    }
    // Puzzles played over several moves, of every kind.
    let deep = |f: fn(&Goal) -> bool| lib.puzzles.iter().filter(|p| f(&p.item.goal)).count();
    assert!(deep(|g| matches!(g, Goal::Win { moves: 2.. })) >= 10);
    assert!(deep(|g| matches!(g, Goal::WipeOutWithin { moves: 2.. })) >= 5);
    assert!(deep(|g| matches!(g, Goal::Guard { moves: 2.., .. })) >= 5);
}

/// Every puzzle without an explanation of its own gets one from the
/// engine's facts, in every language, with no argument left unfilled.
#[test]
fn puzzles_without_words_of_their_own_are_explained_from_the_facts() {
    use wahree::content::explain::explanation;
    let lib = load(&[Folder::embedded()]);
    let told: Vec<_> = lib
        .puzzles
        .iter()
        .filter(|p| p.item.explanation.is_none())
        .collect();
    assert!(told.len() >= 100, "{} mined puzzles", told.len());
    for lang in Lang::ALL {
        let i18n = Localizer::new(lang);
        for p in &told {
            let p = &p.item;
            let start = p.position.to_position().unwrap();
            let first = answers(p.goal, &start).unwrap()[0];
            let facts = explanation(p.goal, &start, first);
            assert!(facts.len() >= 2, "{}: {facts:?}", p.id);
            for f in &facts {
                let said = i18n.fact(f);
                assert!(
                    !said.is_empty()
                        && !said.contains('{')
                        && !said.contains("north")
                        && !said.contains("south"),
                    "{lang:?} {}: {said}",
                    p.id
                );
            }
        }
    }
}

/// Each way the notation can be wrong has its own words for the teacher:
/// if the engine rewords what it expected, this fails rather than the
/// message quietly falling back to "something is wrong".
#[test]
fn every_notation_mistake_is_told_apart() {
    use wahree::content::PositionSpec;
    let row = "4,4,4,4,4,4/4,4,4,4,4,4";
    let cases = [
        ("4;4,4,4,4,4/4,4,4,4,4,4 0-0 S".to_owned(), "comma"),
        ("4,4,4,4,4,4,4,4,4,4,4,4 0-0 S".to_owned(), "slash"),
        ("x".to_owned(), "house"),
        (row.to_owned(), "space-stores"),
        (format!("{row} x-0 S"), "south-store"),
        (format!("{row} 0x0 S"), "dash"),
        (format!("{row} 0-x S"), "north-store"),
        (format!("{row} 0-0"), "space-player"),
        (format!("{row} 0-0 X"), "player"),
        (format!("{row} 0-0 S x"), "end"),
    ];
    for (text, part) in cases {
        let e = PositionSpec::Notation(text.clone())
            .to_position()
            .unwrap_err();
        let [d] = e.details().try_into().unwrap();
        assert_eq!(d.id, "problem-notation", "{text}");
        assert_eq!(d.arg("expected"), Some(&part.into()), "{text}");
    }
}

/// An answer that leaves out moves the engine accepts is worth a warning:
/// the learner would be told those are right too. (This was the wipe-out
/// lesson's "avoid" step before it asked for the safest move.)
#[test]
fn an_answer_missing_accepted_moves_is_a_warning() {
    let r = read_file(
        FileKind::Puzzles,
        &puzzle_file(
            "position: \"1,1,0,0,0,1/0,0,0,0,0,2 22-21 S\", goal: AvoidWipeOut, answer: [1]",
        ),
    );
    assert_eq!(r.problems.len(), 1, "{:?}", r.problems);
    let p = &r.problems[0];
    assert_eq!(p.severity, Severity::Warning);
    assert_eq!(
        p.detail,
        Detail::new("problem-answer-unlisted").with("houses", "0")
    );
    // Asking for the safest move instead leaves one answer.
    let r = read_file(
        FileKind::Puzzles,
        &puzzle_file("position: \"1,1,0,0,0,1/0,0,0,0,0,2 22-21 S\", goal: Defend, answer: [1]"),
    );
    assert!(r.problems.is_empty(), "{:?}", r.problems);
}

/// Broken `.ftl` texts, one kind of Fluent mistake each (and one that
/// fluent-syntax 0.12 alone panics on).
const BROKEN_FTL: [&str; 24] = [
    "key value\n",
    "#comment\n",
    "a = { \"abc }\n",
    "a = { \"abc",
    "a = { $n \n",
    "a = { $n ->\n  [one x\n *[other] y\n}\n",
    "  key = v\n",
    "é = x\n",
    "a = { 1. }\n",
    "a = { $n -> *[other] y\n}\n",
    "a =\n",
    "-brand =\n",
    "a = { $n ->\n  [one]\n *[other] y\n}\n",
    "a = { $n ->\n  [one] x\n  [other] y\n}\n",
    "a = { $n ->\n *[one] x\n *[other] y\n}\n",
    "a = { msg ->\n *[other] y\n}\n",
    "a = { -term.attr }\n",
    "a = { foo($n) }\n",
    "a = { NUMBER($n, style: \"x\", $m) }\n",
    "a = { NUMBER($n, style: \"x\", style: \"y\") }\n",
    "a = { NUMBER($n, style: $x) }\n",
    "a = { }\n",
    "a = }\n",
    "a = { \"\\q \\u00Z \\u00é\" }\n",
];

#[test]
fn fluent_syntax_errors_carry_no_english_and_read_in_every_language() {
    let words: Vec<Localizer> = Lang::ALL.into_iter().map(Localizer::new).collect();
    for text in BROKEN_FTL {
        let mut problems = Vec::new();
        ftl::parse(
            &SourceFile {
                name: "x.ftl".into(),
                text: text.into(),
            },
            &mut problems,
        );
        assert!(!problems.is_empty(), "{text:?} should be refused");
        for p in &problems {
            assert!(p.detail.id.starts_with("ftl-"), "{text:?}: {p:?}");
            // Text arguments are what the file holds: a piece of it, or the
            // one character it lacks. Never a sentence.
            for (name, arg) in &p.detail.args {
                if let Arg::Text(t) = arg {
                    assert!(
                        text.contains(t.as_str()) || t.chars().count() == 1,
                        "{text:?}: ${name} = {t:?}"
                    );
                }
            }
            let sentences: Vec<String> = words.iter().map(|w| w.detail(&p.detail)).collect();
            for (lang, s) in Lang::ALL.iter().zip(&sentences) {
                // An unknown id reads as the id, a missing variable as `{$x}`.
                assert!(
                    s != p.detail.id && !s.contains("{$") && s.len() > 20,
                    "{lang:?}, {text:?}: {s}"
                );
            }
            assert_ne!(sentences[0], sentences[3], "{text:?}: Japanese is English");
        }
    }
}

#[test]
fn io_errors_are_told_without_the_systems_words() {
    use std::io::{Error, ErrorKind};
    let cases = [
        (ErrorKind::NotFound, "problem-file-gone"),
        (ErrorKind::PermissionDenied, "problem-file-denied"),
        (ErrorKind::InvalidData, "problem-not-utf8"),
        (ErrorKind::IsADirectory, "problem-is-folder"),
        (ErrorKind::NotADirectory, "problem-not-folder"),
        (ErrorKind::FileTooLarge, "problem-file-too-big"),
        (ErrorKind::OutOfMemory, "problem-file-too-big"),
        (ErrorKind::Interrupted, "problem-file-busy"),
        (ErrorKind::TimedOut, "problem-file-busy"),
        (ErrorKind::WouldBlock, "problem-file-busy"),
        (ErrorKind::ResourceBusy, "problem-file-busy"),
        (ErrorKind::StaleNetworkFileHandle, "problem-file-network"),
        (ErrorKind::NetworkDown, "problem-file-network"),
        (ErrorKind::InvalidFilename, "problem-file-name"),
    ];
    for (kind, id) in cases {
        let d = unreadable(&Error::new(kind, "English words"));
        assert_eq!(d, Detail::new(id), "{kind:?}");
    }
    // Anything else: a sentence of ours, with the system's number if any.
    assert_eq!(
        unreadable(&Error::other("English words")),
        Detail::new("problem-unreadable").with("code", "none")
    );
    // ELOOP, a loop of links, has no stable ErrorKind: its number is kept.
    #[cfg(target_os = "linux")]
    {
        let d = unreadable(&Error::from_raw_os_error(40));
        assert_eq!(d, Detail::new("problem-unreadable").with("code", 40i64));
        let words = Localizer::new(Lang::En).detail(&d);
        assert!(words.contains("(system error 40)"), "{words}");
    }
}

/// A folder where a file is expected, and a file where a folder is:
/// both on disk, both in the teacher's words.
#[test]
fn a_folder_named_like_a_file_and_a_file_given_as_a_folder() {
    let dir = std::env::temp_dir().join(format!("wahree-io-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let folder = dir.join("i18n/en/lessons-x.ftl");
    std::fs::create_dir_all(&folder).unwrap();
    let read = Folder::read(&dir);
    assert_eq!(
        read.unreadable,
        [(
            folder.display().to_string(),
            Detail::new("problem-is-folder")
        )]
    );
    // Beside no `i18n/`, so only the file itself is read.
    std::fs::create_dir_all(dir.join("other")).unwrap();
    let file = dir.join("other/not-a-folder.ron");
    std::fs::write(&file, "").unwrap();
    let read = Folder::read(&file);
    assert_eq!(
        read.unreadable,
        [(
            file.display().to_string(),
            Detail::new("problem-not-folder")
        )]
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Lesson files with RON mistakes a teacher can make, and the message each
/// gets.
const BROKEN_RON: [(&str, &str); 5] = [
    ("Lesson(id: \"x\", order: -1)", "ron-number-too-big"),
    (
        "#![enable(no_such_thing)]\nLesson(id: \"x\")",
        "ron-attribute",
    ),
    (
        "#![enable(implicit_some)\nLesson(id: \"x\")",
        "ron-attribute",
    ),
    ("Lesson(id: \"x\", order: _1)", "ron-bad-number"),
    ("Lesson(id: \"x\" order: 1)", "ron-expected-comma"),
];

#[test]
fn ron_errors_carry_no_english_and_read_in_every_language() {
    let words: Vec<Localizer> = Lang::ALL.into_iter().map(Localizer::new).collect();
    for (text, id) in BROKEN_RON {
        let r = read_file(
            FileKind::Lesson,
            &SourceFile {
                name: "x.ron".into(),
                text: text.into(),
            },
        );
        let p = r.problems.first().expect("refused");
        assert_eq!(p.detail.id, id, "{text:?}: {p:?}");
        for (name, arg) in &p.detail.args {
            if let Arg::Text(t) = arg {
                assert!(text.contains(t.as_str()), "{text:?}: ${name} = {t:?}");
            }
        }
        let sentences: Vec<String> = words.iter().map(|w| w.detail(&p.detail)).collect();
        for (lang, s) in Lang::ALL.iter().zip(&sentences) {
            assert!(
                s != p.detail.id && !s.contains("{$") && s.len() > 20,
                "{lang:?}, {text:?}: {s}"
            );
        }
    }
}
