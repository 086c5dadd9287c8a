//! The merge of copies of a class (devices, windows, the class server) is
//! a join: for every record type, merging is commutative, associative and
//! idempotent, and facts split at random over several copies (some sent
//! twice) and merged in any order give the same learner as one copy that
//! got them all. So the order in which thirty devices sync never changes
//! the result, and nothing a child did is lost or counted twice.

use proptest::prelude::*;

use wahree::classroom::journal::Baseline;
use wahree::classroom::sync;
use wahree::classroom::{
    Card, ClassSettings, Colour, Event, GameRecord, Journal, Last, Learner, LearnerId,
    LessonProgress, Look, Lww, Outcome, SavedGame, Stamp, Symbol,
};
use wahree::i18n::Lang;

fn stamp() -> impl Strategy<Value = Stamp> {
    // Small ranges, so that equal times and even equal stamps happen.
    (0u64..6, 0u64..3, 0u64..4).prop_map(|(at, origin, n)| Stamp { at, origin, n })
}

fn puzzle() -> impl Strategy<Value = String> {
    prop::sample::select(vec!["p1", "p2", "p3"]).prop_map(str::to_owned)
}

fn game() -> impl Strategy<Value = GameRecord> {
    (
        prop::option::of(1u8..20),
        any::<bool>(),
        prop::option::of(prop::sample::select(vec![
            Outcome::Won,
            Outcome::Lost,
            Outcome::Drawn,
            Outcome::Played,
        ])),
        0u64..6,
        prop::collection::vec(0u8..12, 0..3),
    )
        .prop_map(|(level, adaptive, outcome, ended, moves)| GameRecord {
            game: SavedGame {
                moves,
                level,
                adaptive,
                ..SavedGame::default()
            },
            score: [24, 24],
            outcome,
            ended,
            classmate: None,
        })
}

fn event() -> impl Strategy<Value = Event> {
    prop_oneof![
        (puzzle(), any::<bool>()).prop_map(|(puzzle, solved)| Event::Try { puzzle, solved }),
        (puzzle(), 500u16..1500, any::<bool>()).prop_map(|(puzzle, rating, solved)| {
            Event::Rated {
                puzzle,
                rating,
                solved,
            }
        }),
        game().prop_map(Event::Game),
        any::<bool>().prop_map(Event::Adapts),
    ]
}

/// One thing that can happen to a learner's record, as a device does it.
#[derive(Clone, Debug)]
enum Fact {
    Did(Stamp, Event),
    Name(Stamp, String),
    Card(Stamp, Card),
    Lang(Stamp, Option<Lang>),
    Last(Stamp, Option<Last>),
    Furigana(Stamp, bool),
    Coach(Stamp, bool),
    Second(Stamp, Option<Lang>),
    Added(u64),
    Step(String, String, u8),
    Streak(u32),
    Active(u64),
}

fn fact() -> impl Strategy<Value = Fact> {
    let lang = prop::option::of(prop::sample::select(Lang::ALL.to_vec()));
    let last = prop::option::of(prop_oneof![
        puzzle().prop_map(|id| Last::Puzzle { id }),
        (0usize..5).prop_map(|step| Last::Lesson {
            id: "board".into(),
            step
        }),
    ]);
    prop_oneof![
        3 => (stamp(), event()).prop_map(|(s, e)| Fact::Did(s, e)),
        1 => (stamp(), prop::sample::select(vec!["Aiko", "Aiko T.", "Ben"]))
            .prop_map(|(s, n)| Fact::Name(s, n.to_owned())),
        1 => (stamp(), 0usize..4, 0usize..4).prop_map(|(s, a, b)| Fact::Card(
            s,
            Card {
                symbol: Symbol::ALL[a],
                colour: Colour::ALL[b]
            }
        )),
        1 => (stamp(), lang).prop_map(|(s, l)| Fact::Lang(s, l)),
        1 => (stamp(), last).prop_map(|(s, l)| Fact::Last(s, l)),
        1 => (stamp(), any::<bool>()).prop_map(|(s, on)| Fact::Furigana(s, on)),
        1 => (stamp(), any::<bool>()).prop_map(|(s, on)| Fact::Coach(s, on)),
        1 => (stamp(), prop::option::of(prop::sample::select(Lang::ALL.to_vec())))
            .prop_map(|(s, l)| Fact::Second(s, l)),
        1 => (1u64..9).prop_map(Fact::Added),
        1 => (
            prop::sample::select(vec!["board", "sowing"]),
            prop::sample::select(vec!["rows", "try", "q", "#2"]),
            0u8..4
        )
            .prop_map(|(l, s, score)| Fact::Step(l.into(), s.into(), score)),
        1 => (0u32..9).prop_map(Fact::Streak),
        1 => (0u64..9).prop_map(Fact::Active),
    ]
}

/// A learner as one device holds it after these facts.
fn learner_of(facts: &[Fact], epoch: u32, baseline: Option<Baseline>) -> Learner {
    let mut l = Learner {
        id: LearnerId::try_from("l1-aiko".to_owned()).unwrap(),
        epoch,
        ..Learner::default()
    };
    l.journal.baseline = baseline;
    for f in facts {
        apply(&mut l, f);
    }
    l.settle();
    l
}

/// What a device's record of the fact is: the later stamp wins a field.
fn apply(l: &mut Learner, f: &Fact) {
    fn set<T: Ord + Clone>(v: &mut T, s: &mut Stamp, new: &T, at: Stamp) {
        if (at, new) > (*s, &*v) {
            *v = new.clone();
            *s = at;
        }
    }
    match f {
        Fact::Did(s, e) => {
            let mut one = Journal::default();
            one.add(*s, e.clone());
            l.journal.merge_from(&one);
        }
        Fact::Name(s, n) => set(&mut l.name, &mut l.stamps.name, n, *s),
        Fact::Card(s, c) => set(&mut l.card, &mut l.stamps.card, c, *s),
        Fact::Lang(s, g) => set(&mut l.lang, &mut l.stamps.lang, g, *s),
        Fact::Last(s, x) => set(&mut l.last, &mut l.stamps.last, x, *s),
        Fact::Furigana(s, on) => set(&mut l.furigana, &mut l.stamps.furigana, on, *s),
        Fact::Coach(s, on) => set(&mut l.coach, &mut l.stamps.coach, on, *s),
        Fact::Second(s, g) => set(&mut l.second, &mut l.stamps.second, g, *s),
        Fact::Added(t) => l.added = if l.added == 0 { *t } else { l.added.min(*t) },
        Fact::Step(lesson, step, score) => {
            let p = l.lessons.entry(lesson.clone()).or_default();
            let mut one = LessonProgress::default();
            one.completed.insert(step.clone());
            if *score > 0 {
                one.scores.insert(step.clone(), *score);
            }
            p.merge_from(&one);
        }
        Fact::Streak(n) => l.best_streak = l.best_streak.max(*n),
        Fact::Active(t) => l.active = l.active.max(*t),
    }
}

fn baseline() -> impl Strategy<Value = Option<Baseline>> {
    prop::option::of(
        (
            prop::collection::vec(game(), 0..3),
            0u32..3,
            prop::collection::vec(puzzle(), 0..3),
        )
            .prop_map(|(games, misses, tried)| {
                let mut b = Baseline::default();
                for g in games {
                    b.games.add(g);
                }
                for p in tried {
                    let r = b.puzzles.entry(p.clone()).or_default();
                    r.misses += misses;
                    b.rating.tried(&p, 900, misses == 0);
                }
                b
            }),
    )
}

/// A learner copy: some facts, an epoch, maybe a baseline.
fn copy() -> impl Strategy<Value = Learner> {
    (prop::collection::vec(fact(), 0..12), 0u32..2, baseline())
        .prop_map(|(facts, epoch, b)| learner_of(&facts, epoch, b))
}

fn join(a: &Learner, b: &Learner) -> Learner {
    let mut out = a.clone();
    out.merge_from(b);
    out
}

fn settings() -> impl Strategy<Value = ClassSettings> {
    (
        stamp(),
        prop::option::of(prop::sample::select(Lang::ALL.to_vec())),
        stamp(),
        any::<bool>(),
    )
        .prop_map(|(s1, language, s2, big)| {
            let mut c = ClassSettings {
                language,
                ..ClassSettings::default()
            };
            c.stamps.language = s1;
            c.look = Look {
                board_size: if big {
                    wahree::classroom::BoardSize::Projector
                } else {
                    wahree::classroom::BoardSize::Normal
                },
                ..Look::default()
            };
            c.stamps.look = s2;
            c
        })
}

fn join_settings(a: &ClassSettings, b: &ClassSettings) -> ClassSettings {
    let mut out = a.clone();
    out.merge_from(b);
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn learners_merge_commutatively(a in copy(), b in copy()) {
        prop_assert_eq!(join(&a, &b), join(&b, &a));
    }

    #[test]
    fn learners_merge_associatively(a in copy(), b in copy(), c in copy()) {
        prop_assert_eq!(join(&join(&a, &b), &c), join(&a, &join(&b, &c)));
    }

    #[test]
    fn a_learner_merged_with_itself_is_unchanged(a in copy()) {
        prop_assert_eq!(join(&a, &a), a);
    }

    /// Facts split at random over several devices (each may get a fact
    /// more than once, some facts reach two devices), merged in any order,
    /// give the learner one device would have had with every fact.
    #[test]
    fn facts_split_over_devices_merge_to_the_learner_that_had_them_all(
        facts in prop::collection::vec(fact(), 1..30),
        devices in 2usize..6,
        spread in prop::collection::vec((0usize..6, prop::option::of(0usize..6)), 30),
        order in Just((0..6).collect::<Vec<usize>>()).prop_shuffle(),
    ) {
        let whole = learner_of(&facts, 0, None);
        let mut parts = vec![Vec::new(); devices];
        for (f, &(one, two)) in facts.iter().zip(&spread) {
            parts[one % devices].push(f.clone());
            if let Some(two) = two {
                // Sent twice: the same fact on another device too.
                parts[two % devices].push(f.clone());
            }
        }
        let copies: Vec<Learner> = parts.iter().map(|p| learner_of(p, 0, None)).collect();
        let mut merged = copies[order.iter().find(|&&i| i < devices).copied().unwrap_or(0)].clone();
        for &i in order.iter().filter(|&&i| i < devices) {
            merged.merge_from(&copies[i]);
        }
        prop_assert_eq!(&merged, &whole);
        // Nothing counted twice: one solve per solving fact kept.
        let solves: u32 = merged.puzzles.values().map(|r| r.solves).sum();
        let facts = merged.journal.facts()
            .filter(|(_, e)| matches!(e, Event::Try { solved: true, .. }))
            .count();
        prop_assert_eq!(solves as usize, facts);
    }

    /// A device sends only what the server has not acknowledged of a
    /// learner (`sync::delta`): merged into any copy that holds what was
    /// acknowledged (the server's, which may have more from other
    /// devices), it gives what the whole learner would have given.
    #[test]
    fn what_was_not_acknowledged_merges_as_the_whole_learner(
        acked in copy(),
        here in prop::collection::vec(fact(), 0..12),
        there in prop::collection::vec(fact(), 0..12),
        wiped in any::<bool>(),
    ) {
        let mut now = acked.clone();
        for f in &here {
            apply(&mut now, f);
        }
        if wiped {
            now = now.emptied();
        }
        now.settle();
        let mut server = acked.clone();
        for f in &there {
            apply(&mut server, f);
        }
        server.settle();
        let delta = sync::delta(&now, &acked);
        prop_assert_eq!(join(&server, &delta), join(&server, &now));
        // What the server acknowledged is not sent again.
        let again = sync::delta(&now, &join(&acked, &delta));
        prop_assert!(again.journal.events.is_empty() && again.lessons.is_empty(), "{again:?}");
        prop_assert!(delta.journal.events.len() <= now.journal.events.len());
    }

    /// The same for any two copies: the delta against a copy the server
    /// holds merges as the whole, even when this copy lacks some of it.
    #[test]
    fn a_delta_against_any_acknowledged_copy_merges_as_the_whole(
        acked in copy(), now in copy(), extra in copy(),
    ) {
        let server = join(&acked, &extra);
        prop_assert_eq!(
            join(&server, &sync::delta(&now, &acked)),
            join(&server, &now)
        );
    }

    /// What the server sends of a learner to a device that does not
    /// follow them (`identity_only`, `card_of`) is below the learner in
    /// the join's order: merged into the learner it changes nothing, so a
    /// device that holds more of them never loses any of it.
    #[test]
    fn what_the_server_sends_of_a_learner_is_below_the_learner(a in copy()) {
        for (name, p) in [
            ("identity_only", sync::identity_only(&a)),
            ("card_of", sync::card_of(&a)),
        ] {
            prop_assert_eq!(&join(&a, &p), &a, "{}", name);
            // And it is what it says: who they are, as they are.
            prop_assert_eq!(
                (&p.name, p.card, p.lang, p.second, p.furigana, p.coach),
                (&a.name, a.card, a.lang, a.second, a.furigana, a.coach),
                "{}", name
            );
        }
    }

    /// Records from before facts were kept (a baseline), merged: each
    /// level counts at least the games kept whole, so two old copies that
    /// played other games count them all.
    #[test]
    fn old_records_merged_count_every_game_they_keep(a in copy(), b in copy()) {
        let j = join(&a, &b);
        if let Some(base) = &j.journal.baseline {
            for level in base.games.recent.iter().map(|g| g.game.level.unwrap_or(0)) {
                let kept = base
                    .games
                    .recent
                    .iter()
                    .filter(|g| g.game.level.unwrap_or(0) == level)
                    .count();
                prop_assert!(base.games.tally[&level].played as usize >= kept, "{base:?}");
            }
            prop_assert!(j.games.played() as usize >= base.games.recent.len());
        }
    }

    /// Every fact of either copy (of one epoch: a wipe drops the facts
    /// from before) is in their join, two facts made with one stamp
    /// included: none is dropped, and each counts.
    #[test]
    fn no_fact_is_dropped_even_with_another_facts_stamp(a in copy(), b in copy()) {
        let b = Learner { epoch: a.epoch, ..b };
        let j = join(&a, &b);
        for (s, e) in a.journal.facts().chain(b.journal.facts()) {
            prop_assert!(j.journal.has(s, e), "{s:?} {e:?}");
        }
        let tries = j.journal.facts().filter(|(_, e)| matches!(e, Event::Try { .. })).count();
        let counted: u32 = j.puzzles.values().map(|r| r.solves + r.misses).sum();
        let base: u32 = j.journal.baseline.iter()
            .flat_map(|b| b.puzzles.values())
            .map(|r| r.solves + r.misses)
            .sum();
        prop_assert!(counted as usize >= tries, "{counted} < {tries}");
        prop_assert!(counted <= base + tries as u32);
    }

    #[test]
    fn class_settings_merge_as_a_join(a in settings(), b in settings(), c in settings()) {
        prop_assert_eq!(join_settings(&a, &b), join_settings(&b, &a));
        prop_assert_eq!(
            join_settings(&join_settings(&a, &b), &c),
            join_settings(&a, &join_settings(&b, &c))
        );
        prop_assert_eq!(join_settings(&a, &a), a);
    }

    #[test]
    fn stamped_values_merge_as_a_join(
        a in (stamp(), 0u8..4), b in (stamp(), 0u8..4), c in (stamp(), 0u8..4)
    ) {
        let lww = |(s, v): (Stamp, u8)| Lww::new(v, s);
        let j = |x: &Lww<u8>, y: &Lww<u8>| { let mut o = x.clone(); o.merge_from(y); o };
        let (a, b, c) = (lww(a), lww(b), lww(c));
        prop_assert_eq!(j(&a, &b), j(&b, &a));
        prop_assert_eq!(j(&j(&a, &b), &c), j(&a, &j(&b, &c)));
        prop_assert_eq!(j(&a, &a), a);
    }
}

/// Two copies of a learner from before facts were kept, each with one
/// game of its own at level 3: merged, both games count.
#[test]
fn two_old_copies_with_a_game_each_count_two_games() {
    let old = |ended| {
        let mut b = Baseline::default();
        b.games.add(GameRecord {
            game: SavedGame {
                level: Some(3),
                ..SavedGame::default()
            },
            outcome: Some(Outcome::Won),
            ended,
            ..GameRecord::default()
        });
        learner_of(&[], 0, Some(b))
    };
    let (a, b) = (old(10), old(20));
    let ab = join(&a, &b);
    assert_eq!(ab, join(&b, &a));
    assert_eq!(ab.games.recent.len(), 2);
    assert_eq!(ab.games.played(), 2);
    assert_eq!(ab.games.tally[&3].won, 2);
}

/// A miss on one device and a solve on another, made with one stamp: both
/// kept, in either order; the miss never becomes a solve.
#[test]
fn a_miss_and_a_solve_with_one_stamp_are_both_kept() {
    let s = Stamp {
        at: 5,
        origin: 1,
        n: 0,
    };
    let try_ = |solved| {
        Fact::Did(
            s,
            Event::Try {
                puzzle: "x".into(),
                solved,
            },
        )
    };
    let a = learner_of(&[try_(false)], 0, None);
    let b = learner_of(&[try_(true)], 0, None);
    let ab = join(&a, &b);
    assert_eq!(ab, join(&b, &a));
    assert_eq!((ab.puzzles["x"].solves, ab.puzzles["x"].misses), (1, 1));
    assert_eq!(ab.journal.len(), 2);
    // Sent again, counted once.
    assert_eq!(join(&ab, &a), ab);
}

/// The cases the issue measured on the old merge, each now the same in
/// either order, with every try and game kept.
#[test]
fn the_measured_cases_now_agree_in_either_order() {
    let base = learner_of(&[], 0, None);
    let at = |n: u64, origin: u64| Stamp {
        at: n,
        origin,
        n: 1,
    };
    // Device A solves x, device B misses y, one try each.
    let a = learner_of(
        &[Fact::Did(
            at(1, 1),
            Event::Rated {
                puzzle: "x".into(),
                rating: 900,
                solved: true,
            },
        )],
        0,
        None,
    );
    let b = learner_of(
        &[Fact::Did(
            at(1, 2),
            Event::Rated {
                puzzle: "y".into(),
                rating: 900,
                solved: false,
            },
        )],
        0,
        None,
    );
    let (ab, ba) = (join(&a, &b), join(&b, &a));
    assert_eq!(ab, ba);
    assert_eq!(ab.rating.tries, 2, "both tries count");
    assert_eq!(ab.rating.recent, ["x", "y"]);
    // One win at level 3 on A, one loss at level 5 on B.
    let won = |s, level, outcome| {
        Fact::Did(
            s,
            Event::Game(GameRecord {
                game: SavedGame {
                    level: Some(level),
                    ..SavedGame::default()
                },
                outcome: Some(outcome),
                ..GameRecord::default()
            }),
        )
    };
    let a = learner_of(&[won(at(2, 1), 3, Outcome::Won)], 0, None);
    let b = learner_of(&[won(at(2, 2), 5, Outcome::Lost)], 0, None);
    let ab = join(&a, &b);
    assert_eq!(ab, join(&b, &a));
    assert_eq!(ab.games.played(), 2);
    assert_eq!(ab.games.recent.len(), 2);
    // A shared first miss, then one miss on each device: three misses.
    let miss = |s| {
        Fact::Did(
            s,
            Event::Try {
                puzzle: "x".into(),
                solved: false,
            },
        )
    };
    let shared = miss(at(3, 9));
    let a = learner_of(&[shared.clone(), miss(at(4, 1))], 0, None);
    let b = learner_of(&[shared, miss(at(4, 2))], 0, None);
    assert_eq!(join(&a, &b).puzzles["x"].misses, 3);
    // A rename on A is not undone by B's later save of older fields.
    let a = learner_of(&[Fact::Name(at(5, 1), "Aiko T.".into())], 0, None);
    let b = learner_of(&[Fact::Name(at(1, 2), "Aiko".into())], 0, None);
    assert_eq!(join(&b, &a).name, "Aiko T.");
    assert_eq!(join(&a, &b).name, "Aiko T.");
    assert_eq!(join(&base, &base), base);
}
