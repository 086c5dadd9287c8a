//! The sync's edges (issue 30, section 2), through the class server's
//! core on SQLite and, when it is set up, PostgreSQL: every field of a
//! learner comes back as it went, a child's choice is never lost to a
//! stale copy, clocks far off the server's do not rule the class, and no
//! two children share a card or a name without the teacher being told.

#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::json;
use wahree::classroom::duplicates::Shared;
use wahree::classroom::journal::Baseline;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{
    Card, Classroom, Colour, Event, Fact, GameRecord, Last, Learner, LearnerId, LessonProgress,
    Library, Link, Loaded, Outcome, SavedGame, Stamp, Stamps, Symbol,
};
use wahree::i18n::Lang;
use wahree::server::school::ClassId;
use wahree::server::{Db, School};

fn device(origin: u64) -> Classroom {
    Classroom::new(Loaded::default(), Library::shipped()).with_origin(origin)
}

async fn joined(school: &School, code: &str, origin: u64) -> Classroom {
    let (token, info) = school.join(code, 1).await.unwrap();
    let mut c = device(origin);
    c.join(Link::joined("", &token, info));
    c
}

/// One sync of `class` with the server at the server's time `now`, the
/// device's clock reading `here`.
async fn sync_at(school: &School, class: &mut Classroom, now: u64, here: u64) {
    let Some((req, sent)) = class.sync_request() else {
        return;
    };
    let id = class_of(school, class).await;
    let answer = school.sync_at(&id, req, now).await.expect("sync");
    class.synced_at(&sent, answer, here);
}

async fn class_of(school: &School, class: &Classroom) -> ClassId {
    school.device(&class.link().unwrap().token).await.unwrap()
}

fn stamp(at: u64, n: u64) -> Stamp {
    Stamp { at, n, origin: 77 }
}

/// A learner with every field set to something other than its default.
fn everything() -> Learner {
    let mut lessons = BTreeMap::new();
    let mut board = LessonProgress::default();
    board.completed.insert("rows".into());
    board.completed.insert("try".into());
    board.scores.insert("try".into(), 2);
    // Scored and not (yet) completed: kept too.
    board.scores.insert("q".into(), 3);
    lessons.insert("board".to_owned(), board);
    let mut baseline = Baseline::default();
    baseline.puzzles.entry("old".into()).or_default().misses = 2;
    baseline.games.add(GameRecord {
        game: SavedGame {
            moves: vec![2, 8],
            level: Some(3),
            ..SavedGame::default()
        },
        score: [20, 28],
        outcome: Some(Outcome::Lost),
        ended: 1_700_000_000,
        classmate: None,
    });
    let mut l = Learner {
        id: LearnerId::try_from("l1-every".to_owned()).unwrap(),
        name: "Aiko Tanaka".into(),
        card: Card {
            symbol: Symbol::Turtle,
            colour: Colour::Teal,
        },
        lang: Some(Lang::Ja),
        second: Some(Lang::It),
        furigana: false,
        coach: true,
        last: Some(Last::Lesson {
            id: "board".into(),
            step: 3,
        }),
        stamps: Stamps {
            name: stamp(1_750_000_001, 1),
            card: stamp(1_750_000_002, 2),
            lang: stamp(1_750_000_003, 3),
            second: stamp(1_750_000_004, 4),
            furigana: stamp(1_750_000_005, 5),
            coach: stamp(1_750_000_006, 6),
            last: stamp(1_750_000_007, 7),
        },
        lessons,
        best_streak: 4,
        added: 1_700_000_000,
        active: 1_750_000_100,
        epoch: 2,
        ..Learner::default()
    };
    l.journal.baseline = Some(baseline);
    let events = [
        Event::Try {
            puzzle: "p1".into(),
            solved: false,
        },
        Event::Try {
            puzzle: "p1".into(),
            solved: true,
        },
        Event::Rated {
            puzzle: "p2".into(),
            rating: 1_234,
            solved: true,
        },
        Event::Adapts(true),
        Event::Game(GameRecord {
            game: SavedGame {
                moves: vec![1, 7, 3],
                undone: vec![9],
                level: Some(4),
                adaptive: true,
                computer_plays_south: true,
                teaching: true,
            },
            score: [30, 18],
            outcome: Some(Outcome::Won),
            ended: 1_750_000_050,
            // A game against a classmate on another device.
            classmate: Some(wahree::classroom::Classmate {
                id: LearnerId::try_from("l9-ben".to_owned()).unwrap(),
                south: true,
            }),
        }),
        Event::Adapts(false),
    ];
    for (i, e) in events.into_iter().enumerate() {
        l.journal.add(stamp(1_750_000_010 + i as u64, 0), e);
    }
    l.settle();
    l
}

/// A learner with every field set comes back from the server exactly as
/// it went, whole (`==` on the whole record), to the device that sent it
/// and to another that asks for them; and again after a second copy with
/// other facts merged into it on the server.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_field_of_a_learner_comes_back_as_it_went() {
    for db in school::all("whole").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let (token, _) = school.join(&card.code, 1).await.unwrap();
        let class = school.device(&token).await.unwrap();
        let l = everything();
        let req = Request {
            format: sync::FORMAT,
            learners: vec![l.clone()],
            follow: vec![l.id.clone()],
            ..Request::default()
        };
        school.sync(&class, req).await.unwrap();
        let back = school.learner(&class, &l.id).await.unwrap();
        assert_eq!(back, l, "{}: read back whole", db.kind);
        // Another device asks for them whole.
        let (other, _) = school.join(&card.code, 2).await.unwrap();
        let other = school.device(&other).await.unwrap();
        let answer = school
            .sync(
                &other,
                Request {
                    format: sync::FORMAT,
                    fetch: vec![l.id.clone()],
                    follow: vec![l.id.clone()],
                    ..Request::default()
                },
            )
            .await
            .unwrap();
        let mut got = answer.learners[0].clone();
        got.settle();
        assert_eq!(got, l, "{}: sent whole", db.kind);
        // A device's copy with one more fact and a later name, merged in
        // (the server's own merge, without reading the learner whole).
        let mut more = l.clone();
        more.name = "Aiko T.".into();
        more.stamps.name = stamp(1_750_000_200, 0);
        more.journal.add(
            stamp(1_750_000_201, 0),
            Event::Try {
                puzzle: "p3".into(),
                solved: false,
            },
        );
        more.lessons
            .get_mut("board")
            .unwrap()
            .scores
            .insert("q".into(), 3);
        more.settle();
        let d = sync::delta(&more, &l);
        school
            .sync(
                &class,
                Request {
                    format: sync::FORMAT,
                    learners: vec![d],
                    ..Request::default()
                },
            )
            .await
            .unwrap();
        let mut want = l.clone();
        want.merge_from(&more);
        let back = school.learner(&class, &l.id).await.unwrap();
        assert_eq!(back, want, "{}: merged on the server", db.kind);
        // What every other device is sent of them is below them.
        let mut seen = school.learners(&class).await.unwrap()[0].clone();
        let before = seen.clone();
        seen.merge_from(&sync::identity_only(&before));
        assert_eq!(seen, before, "{}", db.kind);
    }
}

/// Aiko on two devices that both follow her, synced, at the server's
/// time: device one changes her settings; device two, which has not seen
/// that yet, makes its own choices, equal to what it still holds. The
/// later choice wins on both devices and the server, field by field.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_choice_equal_to_a_stale_copy_is_still_recorded() {
    const T: u64 = 1_760_000_000;
    for db in school::all("choice").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let mut one = joined(&school, &card.code, 11).await;
        let mut two = joined(&school, &card.code, 22).await;
        let aiko = one.add("Aiko", Some(Lang::En), T * 1000).unwrap();
        one.switch(&aiko);
        sync_at(&school, &mut one, T, T).await;
        sync_at(&school, &mut two, T, T).await;
        assert!(two.switch(&aiko));
        sync_at(&school, &mut two, T, T).await;
        let was = two.learner().clone();
        // On device one, a minute later.
        one.record(Fact::Adapts(true), T + 60);
        one.record(Fact::Coach(!was.coach), T + 60);
        one.set_furigana(&aiko, false, T + 60);
        let other = Card {
            symbol: Symbol::Cat,
            colour: Colour::Pink,
        };
        one.set_card(&aiko, other, T + 60);
        one.choose_lang(&aiko, Some(Lang::Ja), T + 60);
        one.choose_second(&aiko, Some(Lang::It), T + 60);
        sync_at(&school, &mut one, T + 61, T + 61).await;
        // On device two, two minutes later, without a sync in between: the
        // child chooses what device two still shows.
        two.record(Fact::Adapts(false), T + 120);
        two.record(Fact::Coach(was.coach), T + 120);
        two.set_furigana(&aiko, true, T + 120);
        two.set_card(&aiko, was.card, T + 120);
        two.choose_lang(&aiko, was.lang, T + 120);
        two.choose_second(&aiko, was.second, T + 120);
        sync_at(&school, &mut two, T + 121, T + 121).await;
        sync_at(&school, &mut one, T + 122, T + 122).await;
        let class = class_of(&school, &one).await;
        let server = school.learner(&class, &aiko).await.unwrap();
        for (place, l) in [
            ("device one", one.roster().get(&aiko).unwrap()),
            ("device two", two.roster().get(&aiko).unwrap()),
            ("server", &server),
        ] {
            let what = format!("{}: {place}", db.kind);
            assert!(!l.adaptive.on, "{what}: adapts");
            assert_eq!(l.coach, was.coach, "{what}: coach");
            assert!(l.furigana, "{what}: readings");
            assert_eq!(l.card, was.card, "{what}: card");
            assert_eq!((l.lang, l.second), (was.lang, was.second), "{what}");
        }
    }
}

const T: u64 = 1_760_000_000;
const DECADE: u64 = 10 * 365 * 24 * 3600;

/// A class with Aiko, added on a device whose clock is right, and synced.
async fn class_with_aiko(school: &School) -> (String, Classroom, LearnerId) {
    let card = school.add_class("3B", "password1", 1).await.unwrap();
    let mut right = joined(school, &card.code, 1).await;
    let aiko = right.add("Aiko", None, T * 1000).unwrap();
    right.switch(&aiko);
    sync_at(school, &mut right, T, T).await;
    (card.code, right, aiko)
}

/// A device whose clock is ten years ahead neither wins against later
/// changes made elsewhere nor dates anyone's later changes in its future;
/// what it did is kept, counted once; nobody is "last active" in the
/// future.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_ten_years_ahead_does_not_rule_the_class() {
    for db in school::all("ahead").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let (code, mut right, aiko) = class_with_aiko(&school).await;
        let mut ahead = joined(&school, &code, 2).await;
        // Before its first sync it knows nothing of the server's clock.
        let puzzle = ahead.library().puzzles[0].id.clone();
        sync_at(&school, &mut ahead, T + 10, T + DECADE + 10).await;
        assert!(ahead.switch(&aiko));
        // The server's clock was learned: stamps are by it from now on.
        ahead.record(Fact::PuzzleMissed { id: puzzle.clone() }, T + DECADE + 20);
        let l = ahead.roster().get(&aiko).unwrap();
        assert!(l.latest_stamp().at < T + 60, "{}", db.kind);
        // A device that never synced since a restart with a wrong clock:
        // its stamps are in the future until the server answers.
        let mut fresh = joined(&school, &code, 3).await;
        sync_at(&school, &mut fresh, T + 30, T + 30).await;
        assert!(fresh.switch(&aiko));
        sync_at(&school, &mut fresh, T + 30, T + 30).await;
        fresh.record(Fact::PuzzleSolved { id: puzzle.clone() }, T + DECADE + 40);
        fresh.rename(&aiko, "Aiko F", T + DECADE + 40).unwrap();
        sync_at(&school, &mut fresh, T + 41, T + DECADE + 41).await;
        let mine = fresh.roster().get(&aiko).unwrap();
        assert!(mine.latest_stamp().at <= T + 41, "{}: {mine:?}", db.kind);
        assert!(mine.active <= T + 41, "{}: last active", db.kind);
        sync_at(&school, &mut fresh, T + 42, T + DECADE + 42).await;
        // Later, on the device with the right clock, which has not seen
        // that: a rename.
        right.rename(&aiko, "Aiko R", T + 120).unwrap();
        sync_at(&school, &mut right, T + 121, T + 121).await;
        for d in [&mut ahead, &mut fresh, &mut right] {
            sync_at(&school, d, T + 130, T + 130).await;
        }
        sync_at(&school, &mut fresh, T + 131, T + DECADE + 131).await;
        let class = class_of(&school, &right).await;
        let server = school.learner(&class, &aiko).await.unwrap();
        for (place, l) in [
            ("server", &server),
            ("right", right.roster().get(&aiko).unwrap()),
            ("fresh", fresh.roster().get(&aiko).unwrap()),
            ("ahead", ahead.roster().get(&aiko).unwrap()),
        ] {
            let what = format!("{}: {place}", db.kind);
            assert_eq!(l.name, "Aiko R", "{what}: the later change wins");
            assert!(l.active <= T + 131, "{what}: last active {}", l.active);
            assert!(l.latest_stamp().at <= T + 131, "{what}");
        }
        let r = &server.puzzles[&puzzle];
        assert_eq!((r.solves, r.misses), (1, 1), "{}: each once", db.kind);
        // A device that reads the class now stamps at the right time.
        let mut later = joined(&school, &code, 4).await;
        sync_at(&school, &mut later, T + 200, T + 200).await;
        later.switch(&aiko);
        sync_at(&school, &mut later, T + 200, T + 200).await;
        later.record(Fact::PuzzleMissed { id: puzzle }, T + 210);
        assert_eq!(later.learner().latest_stamp().at, T + 210, "{}", db.kind);
    }
}

/// A device whose clock is ten years behind: once it has synced, a change
/// made on it after a change elsewhere (that it has not seen) wins, and
/// its facts are dated by the server's clock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_ten_years_behind_is_not_left_behind() {
    for db in school::all("behind").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let (code, mut right, aiko) = class_with_aiko(&school).await;
        let mut behind = joined(&school, &code, 2).await;
        sync_at(&school, &mut behind, T + 10, T - DECADE + 10).await;
        assert!(behind.switch(&aiko));
        sync_at(&school, &mut behind, T + 11, T - DECADE + 11).await;
        right.rename(&aiko, "Aiko R", T + 60).unwrap();
        sync_at(&school, &mut right, T + 61, T + 61).await;
        behind.rename(&aiko, "Aiko B", T - DECADE + 120).unwrap();
        behind.record(Fact::PuzzleMissed { id: "p1".into() }, T - DECADE + 120);
        let at = behind.learner().latest_stamp().at;
        assert!((T + 120..T + 130).contains(&at), "{}: {at}", db.kind);
        sync_at(&school, &mut behind, T + 121, T - DECADE + 121).await;
        sync_at(&school, &mut right, T + 122, T + 122).await;
        let class = class_of(&school, &right).await;
        let server = school.learner(&class, &aiko).await.unwrap();
        assert_eq!(server.name, "Aiko B", "{}", db.kind);
        assert_eq!(right.roster().get(&aiko).unwrap().name, "Aiko B");
        assert!(server.active >= T + 120, "{}: {}", db.kind, server.active);
    }
}

/// The guest emptied for the next visitor keeps nothing of the last one's
/// choices, even merged with a copy saved before (another window's).
#[test]
fn an_emptied_guest_does_not_keep_the_last_visitors_coach() {
    let mut c = device(5);
    assert!(c.learner().id.is_guest());
    c.record(Fact::Coach(!Learner::default().coach), 10);
    c.record(
        Fact::LessonAt {
            lesson: "board".into(),
            step: 2,
        },
        10,
    );
    let before = c.learner().clone();
    assert!(c.remove(&LearnerId::guest(), 20));
    let mut g = c.learner().clone();
    g.merge_from(&before);
    assert_eq!(g.coach, Learner::default().coach, "{g:?}");
    assert_eq!(g.last, None);
}

/// Two devices send facts made with one stamp (a copied device): the
/// server keeps both, sends both, and counts each once however often they
/// come, on SQLite and PostgreSQL; a fact of another kind with that stamp
/// too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_facts_with_one_stamp_are_both_kept_on_the_server() {
    for db in school::all("clash").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let (token, _) = school.join(&card.code, 1).await.unwrap();
        let class = school.device(&token).await.unwrap();
        let id = LearnerId::try_from("l1-kofi".to_owned()).unwrap();
        let s = stamp(T, 0);
        let with = |event: Event| {
            let mut l = Learner {
                id: id.clone(),
                name: "Kofi".into(),
                ..Learner::default()
            };
            l.journal.add(s, event);
            l.settle();
            l
        };
        let tried = |solved| Event::Try {
            puzzle: "p1".into(),
            solved,
        };
        let game = Event::Game(GameRecord {
            game: SavedGame {
                level: Some(2),
                ..SavedGame::default()
            },
            outcome: Some(Outcome::Won),
            ended: T,
            ..GameRecord::default()
        });
        let send = |l: Learner| Request {
            format: sync::FORMAT,
            learners: vec![l],
            ..Request::default()
        };
        for l in [
            with(tried(false)),
            with(tried(true)),
            with(tried(false)),
            with(game.clone()),
            with(tried(true)),
        ] {
            school.sync_at(&class, send(l), T).await.unwrap();
        }
        let back = school.learner(&class, &id).await.unwrap();
        let r = &back.puzzles["p1"];
        assert_eq!((r.solves, r.misses), (1, 1), "{}: {back:?}", db.kind);
        assert_eq!(back.games.played(), 1, "{}", db.kind);
        assert_eq!(back.journal.len(), 3, "{}", db.kind);
        // A device that asks for Kofi gets all three.
        let answer = school
            .sync_at(
                &class,
                Request {
                    format: sync::FORMAT,
                    fetch: vec![id.clone()],
                    ..Request::default()
                },
                T,
            )
            .await
            .unwrap();
        let mut got = answer.learners[0].clone();
        got.settle();
        assert_eq!(got, back, "{}", db.kind);
    }
}

/// Two children added offline on two devices get one card (the first
/// free one on each): once both synced, the second has another, on every
/// device; a card a child chose is not moved, but the teacher is told.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn children_added_offline_on_two_devices_get_cards_of_their_own() {
    for db in school::all("cards").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let mut one = joined(&school, &card.code, 1).await;
        let mut two = joined(&school, &card.code, 2).await;
        let aiko = one.add("Aiko", None, T * 1000).unwrap();
        let ben = two.add("Ben", None, T * 1000).unwrap();
        let same = one.roster().get(&aiko).unwrap().card;
        assert_eq!(two.roster().get(&ben).unwrap().card, same);
        sync_at(&school, &mut one, T + 1, T + 1).await;
        sync_at(&school, &mut two, T + 2, T + 2).await;
        sync_at(&school, &mut one, T + 3, T + 3).await;
        let class = class_of(&school, &one).await;
        for d in [&one, &two] {
            let (a, b) = (
                d.roster().get(&aiko).unwrap(),
                d.roster().get(&ben).unwrap(),
            );
            assert_eq!(a.card, same, "{}: the first keeps hers", db.kind);
            assert_ne!(a.card, b.card, "{}", db.kind);
        }
        assert!(school.duplicates(&class).await.unwrap().is_empty());
        // Mia chooses Ben's card on device two: chosen, so kept, and the
        // teacher is told.
        let mia = two.add("Mia", None, (T + 4) * 1000).unwrap();
        let bens = two.roster().get(&ben).unwrap().card;
        two.set_card(&mia, bens, T + 5);
        sync_at(&school, &mut two, T + 6, T + 6).await;
        let found = school.duplicates(&class).await.unwrap();
        assert_eq!(found.len(), 1, "{}: {found:?}", db.kind);
        assert_eq!(found[0].shared, Shared::Card);
        assert_eq!(found[0].learners, [ben.clone(), mia], "{}", db.kind);
    }
}

/// A rename on one device and an add on another leave two children with
/// one name: the teacher is told, and when both are one child, merges
/// them; what a device did meanwhile on the record merged away follows.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_records_of_one_child_are_reported_and_merged() {
    for db in school::all("twins").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let mut one = joined(&school, &card.code, 1).await;
        let mut two = joined(&school, &card.code, 2).await;
        let kofi = one.add("Kofi", None, T * 1000).unwrap();
        sync_at(&school, &mut one, T + 1, T + 1).await;
        sync_at(&school, &mut two, T + 2, T + 2).await;
        // Offline: Kofi renamed "Ben" on one, a Ben added on two, who
        // solves a puzzle there.
        one.rename(&kofi, "Ben", T + 10).unwrap();
        one.switch(&kofi);
        one.record(Fact::PuzzleMissed { id: "p1".into() }, T + 11);
        let ben = two.add("ben", None, (T + 12) * 1000).unwrap();
        two.switch(&ben);
        two.record(Fact::PuzzleSolved { id: "p2".into() }, T + 13);
        sync_at(&school, &mut one, T + 20, T + 20).await;
        sync_at(&school, &mut two, T + 21, T + 21).await;
        let class = class_of(&school, &one).await;
        let found = school.duplicates(&class).await.unwrap();
        assert!(
            found
                .iter()
                .any(|d| d.shared == Shared::Name && d.learners == [kofi.clone(), ben.clone()]),
            "{}: {found:?}",
            db.kind
        );
        // Device two did more for "ben" before it heard of the merge.
        two.record(Fact::PuzzleMissed { id: "p3".into() }, T + 30);
        let merged = school.merge_learners(&class, &kofi, &ben).await.unwrap();
        assert_eq!(merged.puzzles.len(), 2, "{}: {merged:?}", db.kind);
        // A stale copy of "ben" sent by a device that never heard of it
        // goes into Kofi too.
        let (token, _) = school.join(&card.code, 3).await.unwrap();
        let stale = school.device(&token).await.unwrap();
        let mut old = two.roster().get(&ben).unwrap().clone();
        old.journal.add(
            stamp(T + 31, 0),
            Event::Try {
                puzzle: "p4".into(),
                solved: true,
            },
        );
        old.settle();
        school
            .sync_at(
                &class,
                Request {
                    format: sync::FORMAT,
                    learners: vec![old],
                    ..Request::default()
                },
                T + 32,
            )
            .await
            .unwrap();
        let _ = stale;
        sync_at(&school, &mut two, T + 40, T + 40).await;
        sync_at(&school, &mut two, T + 41, T + 41).await;
        sync_at(&school, &mut one, T + 42, T + 42).await;
        let server = school.learner(&class, &kofi).await.unwrap();
        let ids: Vec<&str> = server.puzzles.keys().map(String::as_str).collect();
        assert_eq!(ids, ["p1", "p2", "p3", "p4"], "{}", db.kind);
        assert_eq!(server.name, "Ben");
        assert!(school.learner(&class, &ben).await.is_err(), "{}", db.kind);
        assert!(school.duplicates(&class).await.unwrap().is_empty());
        for d in [&one, &two] {
            assert!(d.roster().get(&ben).is_none(), "{}", db.kind);
            let k = d.roster().get(&kofi).unwrap();
            assert_eq!(k.puzzles.len(), 4, "{}: {k:?}", db.kind);
        }
        assert_eq!(two.learner().id, kofi, "{}: device two's child", db.kind);
    }
}

/// The teacher's view lists the duplicates, and the merge is the
/// teacher's alone: refused without a session, for another class's
/// learners, for one learner with itself; nothing changes then.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teacher_sees_duplicates_and_only_the_teacher_merges() {
    let db = school::sqlite("merge-route");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let app = wahree::server::app(
        school.clone(),
        Arc::new(wahree::server::site::Site::default()),
        false,
        0,
    );
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        axum::serve(
            listener,
            app.into_make_service_with_connect_info::<SocketAddr>(),
        )
        .await
        .unwrap();
    });
    let a = school.add_class("A", "password-a", 1).await.unwrap();
    let b = school.add_class("B", "password-b", 1).await.unwrap();
    let mut one = joined(&school, &a.code, 1).await;
    let x = one.add("Sam", None, T * 1000).unwrap();
    let y = one.add("Zoe", None, T * 1000 + 1).unwrap();
    one.rename(&y, "sam", T + 1).unwrap_err();
    // Two Sams: one added on a device offline.
    let mut two = joined(&school, &a.code, 2).await;
    let z = two.add("Sam", None, T * 1000 + 2).unwrap();
    let now = wahree::server::now();
    sync_at(&school, &mut one, now, now).await;
    sync_at(&school, &mut two, now, now).await;
    let sign = |code: String, password: &'static str| async move {
        let r = http::json(
            addr,
            "POST",
            "/api/teacher/sign-in",
            &[],
            &json!({"code": code, "password": password}),
        )
        .await;
        assert_eq!(r.status, 200);
        r.header("set-cookie")
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_owned()
    };
    let cookie_a = sign(a.code.clone(), "password-a").await;
    let cookie_b = sign(b.code.clone(), "password-b").await;
    let view = http::json(
        addr,
        "GET",
        "/api/teacher/class",
        &[("Cookie", &cookie_a)],
        &json!(null),
    )
    .await
    .json();
    let dup = &view["duplicates"];
    assert_eq!(dup[0]["shared"], "name", "{view}");
    assert_eq!(dup[0]["learners"], json!([x.as_str(), z.as_str()]));
    let path = format!("/api/teacher/learners/{x}/merge");
    let body = json!({"gone": z.as_str()});
    let refused = [
        (http::json(addr, "POST", &path, &[], &body).await, 401),
        (
            http::json(addr, "POST", &path, &[("Cookie", &cookie_b)], &body).await,
            404,
        ),
        (
            http::json(
                addr,
                "POST",
                &path,
                &[("Cookie", &cookie_a)],
                &json!({"gone": x.as_str()}),
            )
            .await,
            400,
        ),
        (
            http::json(
                addr,
                "POST",
                &path,
                &[("Cookie", &cookie_a)],
                &json!({"gone": "../x"}),
            )
            .await,
            400,
        ),
    ];
    for (r, status) in &refused {
        assert_eq!(r.status, *status, "{}", r.text());
    }
    let class = class_of(&school, &one).await;
    assert_eq!(
        school.learners(&class).await.unwrap().len(),
        3,
        "nothing changed"
    );
    let done = http::json(addr, "POST", &path, &[("Cookie", &cookie_a)], &body).await;
    assert_eq!(done.status, 200, "{}", done.text());
    assert_eq!(done.json()["id"], x.as_str());
    let names: Vec<String> = school
        .learners(&class)
        .await
        .unwrap()
        .into_iter()
        .map(|l| l.name)
        .collect();
    assert_eq!(names, ["Sam", "Zoe"]);
}
