//! The class server's bounds, each class of fault on its own, on SQLite
//! and, when `WAHREE_TEST_POSTGRES` names one, PostgreSQL: wrong
//! passwords slow the guesser and never keep the teacher out; the class's
//! budget of guesses; codes guessed from many addresses; the teacher's
//! new code and the class's devices (listed, forgotten, expired); names
//! with invisible characters; numbers out of range named and nothing of
//! their sync written; the cap on a learner's facts; the teacher's view
//! summarised and the same as the whole. No sockets: the school's core,
//! as the handlers call it. `tests/server_load.rs` runs them all at once
//! against the real program.

#[path = "common/school.rs"]
mod school;

use std::net::IpAddr;

use wahree::classroom::journal::Event;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId, Stamp};
use wahree::server::guess::{FREE_WRONG_JOINS, FREE_WRONG_SIGN_INS, SERVER_JOIN_BUDGET};
use wahree::server::school::{CLASS_GUESS_BUDGET, CLASS_GUESS_LEAK, DEVICE_DAYS, MAX_FACTS};
use wahree::server::{Db, School};

fn at(s: &str) -> Option<IpAddr> {
    Some(s.parse().unwrap())
}

fn learner(id: &str, name: &str) -> Learner {
    Learner {
        id: LearnerId::try_from(id.to_owned()).unwrap(),
        name: name.into(),
        ..Learner::default()
    }
}

fn tried(l: Learner, at: u64, origin: u64, n: u64) -> Learner {
    let mut l = l;
    l.journal.add(
        Stamp { at, origin, n },
        Event::Try {
            puzzle: format!("p{}", n % 7),
            solved: n.is_multiple_of(2),
        },
    );
    l.settle();
    l
}

fn request(learners: Vec<Learner>) -> Request {
    Request {
        format: sync::FORMAT,
        since: 0,
        learners,
        follow: Vec::new(),
        fetch: Vec::new(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_guesser_with_the_class_code_is_slowed_and_the_teacher_still_signs_in() {
    for db in school::all("lockout").await {
        let kind = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("L", "the right one", 1).await.unwrap();
        let guesser = at("10.0.0.66");
        // One wrong try every five minutes (what kept the teacher out).
        for k in 0..4u64 {
            let e = s
                .sign_in_from(&card.code, "wrong guess", 1_000 + 300 * k, guesser)
                .await
                .unwrap_err();
            assert_eq!(e.status(), 401, "{kind}");
        }
        s.sign_in_from(&card.code, "the right one", 2_300, at("10.0.0.2"))
            .await
            .unwrap_or_else(|e| panic!("{kind}: the teacher is kept out: {e:?}"));
        // Tries at once from the guesser's address: three are checked,
        // the rest wait, before any password is worked.
        let mut waits = 0;
        for _ in 0..10 {
            match s
                .sign_in_from(&card.code, "x", 5_000, at("10.0.0.77"))
                .await
            {
                Err(e) if e.status() == 429 => waits += 1,
                Err(e) => assert_eq!(e.status(), 401, "{kind}"),
                Ok(_) => panic!("a wrong password passed"),
            }
        }
        assert_eq!(waits, 10 - FREE_WRONG_SIGN_INS as usize, "{kind}");
        // An unknown code costs the address the same.
        for _ in 0..FREE_WRONG_SIGN_INS {
            let e = s
                .sign_in_from("NOSUCH", "x", 6_000, at("10.0.0.88"))
                .await
                .unwrap_err();
            assert_eq!(e.status(), 401, "{kind}");
        }
        let e = s
            .sign_in_from("NOSUCH", "x", 6_000, at("10.0.0.88"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 429, "{kind}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn past_the_class_budget_only_an_address_without_wrong_tries_is_checked() {
    for db in school::all("budget").await {
        let kind = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("B", "the right one", 1).await.unwrap();
        // The budget spent from many addresses, one wrong try each.
        let now = 10_000;
        for i in 0..CLASS_GUESS_BUDGET {
            let from = at(&format!("10.1.{}.{}", i / 200, i % 200 + 1));
            let e = s
                .sign_in_from(&card.code, "wrong", now, from)
                .await
                .unwrap_err();
            assert_eq!(e.status(), 401, "{kind}");
        }
        // A guessing address is refused before its password is worked,
        // even the right one (it could not know it but for a guess).
        let e = s
            .sign_in_from(&card.code, "the right one", now, at("10.1.0.1"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 429, "{kind}");
        // A fresh address gets its one check; a wrong one spends it.
        let e = s
            .sign_in_from(&card.code, "wrong", now, at("10.2.0.1"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 401, "{kind}");
        let e = s
            .sign_in_from(&card.code, "wrong", now + 1, at("10.2.0.1"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 429, "{kind}");
        // The teacher at their own device.
        s.sign_in_from(&card.code, "the right one", now + 1, at("10.0.0.2"))
            .await
            .unwrap_or_else(|e| panic!("{kind}: the teacher is kept out: {e:?}"));
        // The budget comes back with time.
        let later = now + CLASS_GUESS_LEAK as u64 * (CLASS_GUESS_BUDGET as u64 + 1);
        let e = s
            .sign_in_from(&card.code, "wrong", later, at("10.1.0.2"))
            .await
            .unwrap_err();
        assert_eq!(e.status(), 401, "{kind}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn codes_guessed_from_many_addresses_spend_the_servers_budget() {
    let db = school::sqlite("joins");
    let s = School::new(Db::open(&db.url).await.unwrap());
    let card = s.add_class("J", "password1", 1).await.unwrap();
    assert_eq!(card.code.len(), 8, "new codes have eight letters");
    // One address: a few mistypes are free, then it waits.
    for _ in 0..FREE_WRONG_JOINS {
        assert_eq!(
            s.join_from("ZZZZZZZZ", 100, at("10.3.0.1"))
                .await
                .unwrap_err()
                .status(),
            404
        );
    }
    assert_eq!(
        s.join_from("ZZZZZZZZ", 100, at("10.3.0.1"))
            .await
            .unwrap_err()
            .status(),
        429
    );
    // Many addresses, a guess each: the whole server's budget.
    let mut refused = 0;
    for i in 0..(SERVER_JOIN_BUDGET + 20) {
        let from = at(&format!("10.4.{}.{}", i / 250, i % 250 + 1));
        match s.join_from("ZZZZZZZZ", 200, from).await {
            Err(e) if e.status() == 429 => refused += 1,
            Err(e) => assert_eq!(e.status(), 404),
            Ok(_) => panic!("no class has that code"),
        }
    }
    assert!(refused >= 20, "{refused}");
    // Meanwhile even the right code waits (a guesser learns nothing),
    // and once the budget comes back it joins.
    assert_eq!(
        s.join_from(&card.code, 200, at("10.5.0.1"))
            .await
            .unwrap_err()
            .status(),
        429
    );
    s.join_from(&card.code, 200 + 600, at("10.5.0.1"))
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teacher_makes_a_new_code_and_lists_forgets_and_outlives_devices() {
    for db in school::all("devices").await {
        let kind = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("D", "password1", 1).await.unwrap();
        let other = s.add_class("E", "password1", 1).await.unwrap();
        let day = 86_400;
        let (t1, _) = s.join(&card.code, 10 * day).await.unwrap();
        let (t2, _) = s.join(&card.code, 10 * day).await.unwrap();
        let (t3, _) = s.join(&other.code, 10 * day).await.unwrap();
        let class = s.device(&t1).await.unwrap();
        // Used a month later: its last use is kept (to the day).
        s.device_at(&t2, 40 * day).await.unwrap();
        let list = s.devices(&class).await.unwrap();
        assert_eq!(list.len(), 2, "{kind}: only the class's own");
        assert_eq!((list[0].seen, list[1].seen), (40 * day, 10 * day), "{kind}");
        // Forgotten: its token opens nothing any more; another class's
        // device cannot be forgotten from here.
        let t1_id = list[1].id.clone();
        s.forget_device(&class, &t1_id).await.unwrap();
        assert_eq!(
            s.device_at(&t1, 41 * day).await.unwrap_err().status(),
            401,
            "{kind}"
        );
        let theirs = s.devices(&s.device(&t3).await.unwrap()).await.unwrap();
        assert_eq!(
            s.forget_device(&class, &theirs[0].id)
                .await
                .unwrap_err()
                .status(),
            404,
            "{kind}"
        );
        assert_eq!(
            s.forget_device(&class, "not-an-id")
                .await
                .unwrap_err()
                .status(),
            400
        );
        // A new code: the old one joins nothing, devices joined stay.
        let renewed = s.new_code(&class).await.unwrap();
        assert_ne!(renewed.code, card.code);
        assert_eq!(renewed.code.len(), 8);
        assert_eq!(
            s.join(&card.code, 41 * day).await.unwrap_err().status(),
            404,
            "{kind}"
        );
        s.join(&renewed.code, 41 * day).await.unwrap();
        assert_eq!(s.device_at(&t2, 41 * day).await.unwrap(), class);
        // Unused for a school year: forgotten at the sweep; t2 was used
        // later than the others and outlives them by a month.
        let expired = s
            .expire_devices((10 + DEVICE_DAYS + 1) * day)
            .await
            .unwrap();
        assert_eq!(expired, 1, "{kind}: the other class's old device");
        assert!(
            s.device_at(&t3, (10 + DEVICE_DAYS + 1) * day)
                .await
                .is_err()
        );
        assert!(s.device_at(&t2, (10 + DEVICE_DAYS + 1) * day).await.is_ok());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn out_of_range_numbers_and_invisible_names_are_named_and_nothing_is_written() {
    for db in school::all("range").await {
        let kind = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("R", "password1", 1).await.unwrap();
        let (token, _) = s.join(&card.code, 1).await.unwrap();
        let class = s.device(&token).await.unwrap();
        let other = tried(learner("l1-other", "Ben"), 100, 1, 1);
        let cases: Vec<(Learner, &str)> = vec![
            (
                tried(learner("l1-wild", "Aiko"), 1 << 63, 1, 1),
                "journal.at",
            ),
            (
                tried(learner("l1-wild", "Aiko"), 5, 1, u64::MAX),
                "journal.at",
            ),
            (
                {
                    let mut l = learner("l1-wild", "Aiko");
                    l.epoch = u32::MAX;
                    l
                },
                "epoch",
            ),
            (
                {
                    let mut l = learner("l1-wild", "Aiko");
                    l.stamps.name.at = u64::MAX;
                    l
                },
                "stamps.name",
            ),
        ];
        for (wild, field) in cases {
            // Twice: a resend is refused the same, never a 500.
            for _ in 0..2 {
                let e = s
                    .sync(&class, request(vec![other.clone(), wild.clone()]))
                    .await
                    .unwrap_err();
                assert_eq!(
                    (e.status().as_u16(), e.id()),
                    (400, "out-of-range"),
                    "{kind}"
                );
                assert!(
                    matches!(e, wahree::server::error::ApiError::OutOfRange(f) if f == field),
                    "{kind}: {e:?}"
                );
            }
        }
        for name in ["Ai\u{200B}ko", "\u{202E}okiA", "Ai\u{7}ko"] {
            let e = s
                .sync(
                    &class,
                    request(vec![other.clone(), learner("l1-wild", name)]),
                )
                .await
                .unwrap_err();
            assert_eq!(
                (e.status().as_u16(), e.id()),
                (400, "name"),
                "{kind}: {name:?}"
            );
        }
        assert!(
            s.learners(&class).await.unwrap().is_empty(),
            "{kind}: nothing written"
        );
        // The same batch without the wild one goes.
        s.sync(&class, request(vec![other.clone()])).await.unwrap();
        assert_eq!(s.learners(&class).await.unwrap().len(), 1);
        assert!(
            s.add_class("3\u{200B}B", "password1", 1).await.is_err(),
            "a class's name too"
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_holds_at_most_the_cap_and_the_teachers_view_is_their_summary() {
    for db in school::all("cap").await {
        let kind = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("F", "password1", 1).await.unwrap();
        let (token, _) = s.join(&card.code, 1).await.unwrap();
        let class = s.device(&token).await.unwrap();
        // One sync may not carry more than a learner may hold.
        let mut over = learner("l1-over", "Over");
        for k in 0..=MAX_FACTS as u64 {
            over.journal.add(
                Stamp {
                    at: 1_000 + k,
                    origin: 1,
                    n: k,
                },
                Event::Adapts(k.is_multiple_of(2)),
            );
        }
        assert_eq!(
            s.sync(&class, request(vec![over]))
                .await
                .unwrap_err()
                .status(),
            413
        );
        // Filled to the cap in two syncs, then one more is refused.
        let mut full = learner("l1-full", "Full");
        for k in 0..MAX_FACTS as u64 - 1 {
            full = {
                full.journal.add(
                    Stamp {
                        at: 1_000 + k / 3,
                        origin: 2,
                        n: k,
                    },
                    Event::Try {
                        puzzle: format!("p{}", k % 40),
                        solved: k.is_multiple_of(3),
                    },
                );
                full
            };
        }
        full.settle();
        s.sync(&class, request(vec![full.clone()])).await.unwrap();
        let one = tried(learner("l1-full", "Full"), 50_000, 3, 1);
        s.sync(&class, request(vec![one])).await.unwrap();
        let two = tried(learner("l1-full", "Full"), 50_001, 3, 2);
        let e = s.sync(&class, request(vec![two])).await.unwrap_err();
        assert_eq!(
            (e.status().as_u16(), e.id()),
            (403, "learner-full"),
            "{kind}"
        );
        // A resend of what it has is not more.
        s.sync(&class, request(vec![full])).await.unwrap();
        // The teacher's view: the summary shows what the whole shows, and
        // follows a change.
        let mut small = tried(learner("l1-small", "Small"), 10, 4, 1);
        small
            .lessons
            .entry("board".into())
            .or_default()
            .completed
            .insert("s1".into());
        s.sync(&class, request(vec![small])).await.unwrap();
        for round in 0..2 {
            let whole = s.learners(&class).await.unwrap();
            let summed = s.summaries(&class).await.unwrap();
            assert_eq!(whole.len(), summed.len());
            for (w, m) in whole.iter().zip(&summed) {
                assert_eq!(
                    (
                        &w.id, &w.name, &w.lessons, &w.puzzles, &w.games, &w.rating, w.adaptive,
                        w.active
                    ),
                    (
                        &m.id, &m.name, &m.lessons, &m.puzzles, &m.games, &m.rating, m.adaptive,
                        m.active
                    ),
                    "{kind}: round {round}"
                );
                assert!(m.journal.events.is_empty(), "{kind}: no facts in the view");
            }
            let size = serde_json::to_vec(&summed).unwrap().len();
            assert!(size < 20_000, "{kind}: the view is {size} bytes");
            // A change after the summary was kept: seen at the next look.
            let more = tried(learner("l1-small", "Small"), 11, 4, 2);
            s.sync(&class, request(vec![more])).await.unwrap();
        }
    }
}
