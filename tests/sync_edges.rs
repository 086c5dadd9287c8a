//! The sync's edges (issue 30, section 2), through the class server's
//! core on SQLite and, when it is set up, PostgreSQL: every field of a
//! learner comes back as it went, a child's choice is never lost to a
//! stale copy, clocks far off the server's do not rule the class, and no
//! two children share a card or a name without the teacher being told.

#[path = "common/school.rs"]
mod school;

use std::collections::BTreeMap;

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
