//! The class server (`wahree serve`), on SQLite always and on PostgreSQL
//! when the tests have one (`WAHREE_TEST_POSTGRES`, set by `.ci/run`): the
//! same tests on both. Traffic goes to loopback only.

#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::net::SocketAddr;
use std::sync::Arc;

use http::Answer;
use school::TestDb;
use serde_json::json;
use wahree::classroom::journal::Event;
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId, Stamp};
use wahree::server::school::ClassId;
use wahree::server::site::Site;
use wahree::server::{Db, School};

fn aiko(id: &str, name: &str) -> Learner {
    Learner {
        id: LearnerId::try_from(id.to_owned()).unwrap(),
        name: name.into(),
        ..Learner::default()
    }
}

fn solved(l: Learner, at: u64, origin: u64, puzzle: &str) -> Learner {
    let mut l = l;
    l.journal.add(
        Stamp { at, origin, n: 1 },
        Event::Try {
            puzzle: puzzle.into(),
            solved: true,
        },
    );
    l.settle();
    l
}

fn request(learners: Vec<Learner>, since: u64, follow: &[&Learner]) -> Request {
    Request {
        format: sync::FORMAT,
        since,
        learners,
        follow: follow.iter().map(|l| l.id.clone()).collect(),
        fetch: Vec::new(),
    }
}

/// A school with one class and two devices joined to it.
async fn class_of_two_devices(db: &TestDb) -> (School, ClassId, ClassId) {
    let s = School::new(Db::open(&db.url).await.unwrap());
    let card = s.add_class("C", "password1", 1).await.unwrap();
    let (t1, _) = s.join(&card.code, 1).await.unwrap();
    let (t2, _) = s.join(&card.code, 1).await.unwrap();
    let (d1, d2) = (s.device(&t1).await.unwrap(), s.device(&t2).await.unwrap());
    (s, d1, d2)
}

/// A running server on an ephemeral loopback port.
struct Running {
    addr: SocketAddr,
    _db: TestDb,
    school: School,
}

async fn start(db: TestDb, site: Site, rate: u32) -> Running {
    let school = School::new(Db::open(&db.url).await.expect("the database opens"));
    let app = wahree::server::app(school.clone(), Arc::new(site), false, rate);
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
    Running {
        addr,
        _db: db,
        school,
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn migrations_run_from_an_empty_database_and_from_each_earlier_schema() {
    let all = wahree::server::db::MIGRATIONS.len();
    for upto in 0..all {
        for db in school::all("migrate").await {
            let earlier = Db::open_at(&db.url, upto).await.expect("an earlier schema");
            assert_eq!(earlier.applied().await.unwrap().len(), upto, "{}", db.kind);
            if upto >= 1 {
                let card = School::new(earlier.clone())
                    .add_class("Kept", "password1", 1)
                    .await
                    .unwrap();
                // A learner as the first schema stores one (and, from the
                // third on, with the revision of its card).
                let card_rev = if upto >= 3 { ", card_rev" } else { "" };
                let one = if upto >= 3 { ", 1" } else { "" };
                sqlx::query(&format!(
                    "INSERT INTO learners (class_id, id, name, card_symbol, card_colour, coach, \
                     stamps, added, active, epoch, best_streak, rev{card_rev}) \
                     VALUES ($1, 'l1-kept', 'Kept', 'Star', 'Red', 0, '{{}}', 1, 1, 0, 0, 1{one})"
                ))
                .bind(&card.id)
                .execute(&earlier.pool)
                .await
                .unwrap();
                if upto >= 3 {
                    // As a schema with `card_rev` stores one.
                    sqlx::query("UPDATE learners SET card_rev = rev")
                        .execute(&earlier.pool)
                        .await
                        .unwrap();
                }
            }
            earlier.pool.close().await;
            let now = Db::open(&db.url).await.expect("brought up to date");
            let versions: Vec<i64> = wahree::server::db::MIGRATIONS.iter().map(|m| m.0).collect();
            assert_eq!(now.applied().await.unwrap(), versions, "{}", db.kind);
            let classes = School::new(now.clone()).classes().await.unwrap();
            assert_eq!(
                classes.len(),
                usize::from(upto >= 1),
                "{}: data kept",
                db.kind
            );
            if upto >= 1 {
                // The learner kept is news to a device that never synced.
                let s = School::new(now.clone());
                let (token, _) = s.join(&classes[0].code, 1).await.unwrap();
                let d = s.device(&token).await.unwrap();
                let r = s.sync(&d, request(vec![], 0, &[])).await.unwrap();
                let names: Vec<_> = r.learners.iter().map(|l| l.name.as_str()).collect();
                assert_eq!(names, ["Kept"], "{}: upgraded from {upto}", db.kind);
            }
            // Opening again changes nothing.
            Db::open(&db.url).await.expect("opens again");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn devices_of_a_class_share_its_learners_and_merge_in_any_order() {
    for db in school::all("share").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("3B", "password1", 1).await.unwrap();
        let (t1, info) = s.join(&card.code.to_lowercase(), 2).await.unwrap();
        let (t2, _) = s.join(&card.code, 2).await.unwrap();
        assert_eq!(info.name, "3B");
        let d1 = s.device(&t1).await.unwrap();
        let d2 = s.device(&t2).await.unwrap();
        // The same child on two devices, each with a puzzle of its own.
        let a1 = solved(aiko("l1-aiko", "Aiko"), 10, 1, "p1");
        let a2 = solved(aiko("l1-aiko", "Aiko"), 11, 2, "p2");
        let r1 = s
            .sync(&d1, request(vec![a1.clone()], 0, &[&a1]))
            .await
            .unwrap();
        let r2 = s
            .sync(&d2, request(vec![a2.clone()], 0, &[&a2]))
            .await
            .unwrap();
        assert!(r2.rev > r1.rev);
        let back = r2.learners.iter().find(|l| l.id == a1.id).unwrap();
        let mut back = back.clone();
        back.settle();
        assert!(
            back.puzzles["p1"].solved && back.puzzles["p2"].solved,
            "{}",
            db.kind
        );
        // Device 1 learns of device 2's work; sending its copy again
        // changes nothing and counts nothing twice.
        let again = s
            .sync(&d1, request(vec![a1.clone()], r1.rev, &[&a1]))
            .await
            .unwrap();
        let mut got = again.learners[0].clone();
        got.settle();
        assert_eq!(got.puzzles["p1"].solves, 1, "{}", db.kind);
        let quiet = s
            .sync(&d1, request(vec![], again.rev, &[&a1]))
            .await
            .unwrap();
        assert!(quiet.learners.is_empty(), "{}: nothing new", db.kind);
        // A device that does not follow Aiko sees who she is, not her work.
        let other = s.sync(&d2, request(vec![], 0, &[])).await.unwrap();
        assert_eq!(other.learners[0].name, "Aiko");
        assert!(other.learners[0].journal.is_empty(), "{}", db.kind);
    }
}

/// Syncs of one learner from many devices at once: each is merged first
/// without the class's lock, then written under it, read again if another
/// wrote the learner in between; no device's fact may be lost to a race.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn syncs_of_one_learner_at_once_lose_nothing() {
    for db in school::all("race").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("3B", "password1", 1).await.unwrap();
        let mut devices = Vec::new();
        for _ in 0..8 {
            let (t, _) = s.join(&card.code, 2).await.unwrap();
            devices.push(s.device(&t).await.unwrap());
        }
        let mut tasks = Vec::new();
        for round in 0..3u64 {
            for (i, d) in devices.iter().enumerate() {
                let (s, d) = (s.clone(), d.clone());
                let i = i as u64;
                tasks.push(tokio::spawn(async move {
                    let l = solved(
                        aiko("l1-ama", "Ama"),
                        100 + round,
                        i + 1,
                        &format!("p{i}-{round}"),
                    );
                    s.sync(&d, request(vec![l], 0, &[])).await.unwrap();
                }));
            }
        }
        for t in tasks {
            t.await.unwrap();
        }
        let all = s.learners(&devices[0]).await.unwrap();
        assert_eq!(all.len(), 1, "{}", db.kind);
        let mut ama = all[0].clone();
        ama.settle();
        for round in 0..3 {
            for i in 0..8 {
                let p = format!("p{i}-{round}");
                assert!(
                    ama.puzzles
                        .get(&p)
                        .is_some_and(|r| r.solved && r.solves == 1),
                    "{}: {p} kept once",
                    db.kind
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_same_facts_in_any_order_give_the_same_rows() {
    for db in school::all("order").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        let a = s.add_class("A", "password1", 1).await.unwrap();
        let b = s.add_class("B", "password1", 1).await.unwrap();
        let (ta, _) = s.join(&a.code, 1).await.unwrap();
        let (tb, _) = s.join(&b.code, 1).await.unwrap();
        let (ca, cb) = (s.device(&ta).await.unwrap(), s.device(&tb).await.unwrap());
        let copies: Vec<Learner> = (0..4)
            .map(|i| solved(aiko("l1-kofi", "Kofi"), 10 + i, i, &format!("p{}", i % 2)))
            .collect();
        for c in &copies {
            s.sync(&ca, request(vec![c.clone()], 0, &[])).await.unwrap();
        }
        for c in copies.iter().rev() {
            s.sync(&cb, request(vec![c.clone()], 0, &[])).await.unwrap();
        }
        let la = s.learners(&ca).await.unwrap();
        let lb = s.learners(&cb).await.unwrap();
        assert_eq!(la, lb, "{}", db.kind);
        assert_eq!(la[0].puzzles["p0"].solves, 2);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_removed_learner_is_gone_everywhere_and_never_comes_back() {
    for db in school::all("remove").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        let card = s.add_class("C", "password1", 1).await.unwrap();
        let (t, _) = s.join(&card.code, 1).await.unwrap();
        let d = s.device(&t).await.unwrap();
        let ben = solved(aiko("l2-ben", "Ben"), 5, 1, "p1");
        let first = s
            .sync(&d, request(vec![ben.clone()], 0, &[&ben]))
            .await
            .unwrap();
        s.remove(&d, &ben.id).await.unwrap();
        let after = s
            .sync(&d, request(vec![], first.rev, &[&ben]))
            .await
            .unwrap();
        assert_eq!(after.removed, std::slice::from_ref(&ben.id), "{}", db.kind);
        // A stale device sends Ben again: he stays removed, his rows gone.
        s.sync(&d, request(vec![ben.clone()], 0, &[]))
            .await
            .unwrap();
        assert!(s.learners(&d).await.unwrap().is_empty(), "{}", db.kind);
        let (tries,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM puzzle_tries")
            .fetch_one(&s.db.pool)
            .await
            .unwrap();
        assert_eq!(tries, 0, "{}: nothing about Ben is kept", db.kind);
    }
}

async fn body_of_tables(s: &School) -> Vec<i64> {
    let mut out = Vec::new();
    for table in [
        "classes",
        "devices",
        "sessions",
        "learners",
        "lesson_steps",
        "puzzle_tries",
        "games",
        "adapt_switches",
        "ratings",
    ] {
        let (n,): (i64,) = sqlx::query_as(&format!("SELECT COUNT(*) FROM {table}"))
            .fetch_one(&s.db.pool)
            .await
            .unwrap();
        out.push(n);
    }
    let (rev,): (i64,) =
        sqlx::query_as("SELECT CAST(COALESCE(SUM(rev), 0) AS BIGINT) FROM classes")
            .fetch_one(&s.db.pool)
            .await
            .unwrap();
    out.push(rev);
    out
}

/// Every request is authorized on the server: a device of class A cannot
/// read or write class B, nor the report; teacher actions need a session.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_is_authorized_and_refusals_change_nothing() {
    for db in school::all("auth").await {
        let kind = db.kind;
        let run = start(db, Site::default(), 0).await;
        let s = &run.school;
        let a = s.add_class("A", "password-a", 1).await.unwrap();
        let b = s.add_class("B", "password-b", 1).await.unwrap();
        let join = |code: String| {
            let addr = run.addr;
            async move { http::json(addr, "POST", "/api/join", &[], &json!({ "code": code })).await }
        };
        let ja = join(a.code.clone()).await;
        assert_eq!(ja.status, 200, "{kind}: {}", ja.text());
        let token_a = ja.json()["token"].as_str().unwrap().to_owned();
        let bearer_a = format!("Bearer {token_a}");
        let jb = join(b.code.clone()).await;
        let bearer_b = format!("Bearer {}", jb.json()["token"].as_str().unwrap());
        let mine = aiko("l1-aiko", "Aiko");
        let sync_as = |bearer: Option<String>, learners: Vec<Learner>| {
            let addr = run.addr;
            async move {
                let req = serde_json::to_value(request(learners, 0, &[])).unwrap();
                let auth: Vec<(&str, &str)> = match &bearer {
                    Some(b) => vec![("Authorization", b.as_str())],
                    None => vec![],
                };
                http::json(addr, "POST", "/api/sync", &auth, &req).await
            }
        };
        assert_eq!(
            sync_as(Some(bearer_a.clone()), vec![mine.clone()])
                .await
                .status,
            200
        );
        let before = body_of_tables(s).await;
        // Device B never sees or touches class A's learner.
        let seen_by_b = sync_as(Some(bearer_b.clone()), vec![]).await;
        assert_eq!(seen_by_b.status, 200);
        assert!(
            seen_by_b.json()["learners"].as_array().unwrap().is_empty(),
            "{kind}"
        );
        // Refused: no token, a wrong token, a device at the teacher's doors.
        let wrong = format!("Bearer {}", "0".repeat(64));
        let refusals: Vec<Answer> = vec![
            sync_as(None, vec![mine.clone()]).await,
            sync_as(Some(wrong), vec![mine.clone()]).await,
            http::json(
                run.addr,
                "GET",
                "/api/teacher/class",
                &[("Authorization", &bearer_a)],
                &json!(null),
            )
            .await,
            http::json(
                run.addr,
                "GET",
                "/api/teacher/export.csv",
                &[("Authorization", &bearer_a)],
                &json!(null),
            )
            .await,
            http::json(
                run.addr,
                "DELETE",
                "/api/teacher/learners/l1-aiko",
                &[("Authorization", &bearer_a)],
                &json!(null),
            )
            .await,
            http::json(
                run.addr,
                "GET",
                "/api/teacher/learners/l1-aiko",
                &[("Cookie", "wahree_session=nonsense")],
                &json!(null),
            )
            .await,
        ];
        for r in &refusals {
            assert_eq!(r.status, 401, "{kind}: {}", r.text());
        }
        // The teacher of B cannot read A's learner.
        let sign_b = http::json(
            run.addr,
            "POST",
            "/api/teacher/sign-in",
            &[],
            &json!({"code": b.code, "password": "password-b"}),
        )
        .await;
        assert_eq!(sign_b.status, 200, "{kind}");
        let cookie = sign_b.header("set-cookie").unwrap().to_owned();
        assert!(
            cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"),
            "{cookie}"
        );
        let session_b = cookie.split(';').next().unwrap().to_owned();
        let cross = http::json(
            run.addr,
            "GET",
            "/api/teacher/learners/l1-aiko",
            &[("Cookie", &session_b)],
            &json!(null),
        )
        .await;
        assert_eq!(cross.status, 404, "{kind}");
        let gone = http::json(
            run.addr,
            "DELETE",
            "/api/teacher/learners/l1-aiko",
            &[("Cookie", &session_b)],
            &json!(null),
        )
        .await;
        assert_eq!(gone.status, 404, "{kind}");
        let after = body_of_tables(s).await;
        // Only B's sign-in (a session) was written.
        assert_eq!(before[..2], after[..2], "{kind}");
        assert_eq!(before[3..], after[3..], "{kind}");
        // The teacher of A signs in, sees Aiko, exports her, removes her.
        let sign_a = http::json(
            run.addr,
            "POST",
            "/api/teacher/sign-in",
            &[],
            &json!({"code": a.code, "password": "password-a"}),
        )
        .await;
        let session_a = sign_a
            .header("set-cookie")
            .unwrap()
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let view = http::json(
            run.addr,
            "GET",
            "/api/teacher/class",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert_eq!(view.status, 200);
        assert_eq!(view.json()["learners"][0]["name"], "Aiko", "{kind}");
        assert_eq!(view.json()["class"]["code"], a.code.as_str());
        let export = http::json(
            run.addr,
            "GET",
            "/api/teacher/learners/l1-aiko",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert_eq!(export.json()["name"], "Aiko");
        let csv = http::json(
            run.addr,
            "GET",
            "/api/teacher/export.csv",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert!(csv.text().contains("Aiko"), "{kind}: {}", csv.text());
        let removed = http::json(
            run.addr,
            "DELETE",
            "/api/teacher/learners/l1-aiko",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert_eq!(removed.status, 200, "{kind}");
        // Signed out, the session opens nothing.
        let out = http::json(
            run.addr,
            "POST",
            "/api/teacher/sign-out",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert_eq!(out.status, 200);
        let closed = http::json(
            run.addr,
            "GET",
            "/api/teacher/class",
            &[("Cookie", &session_a)],
            &json!(null),
        )
        .await;
        assert_eq!(closed.status, 401, "{kind}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_passwords_are_slowed_and_short_ones_refused() {
    for db in school::all("password").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        assert!(
            s.add_class("D", "short", 1).await.is_err(),
            "under 8 characters"
        );
        let card = s.add_class("D", "long enough", 1).await.unwrap();
        for _ in 0..3 {
            let e = s.sign_in(&card.code, "guess", 100).await.unwrap_err();
            assert_eq!(e.status(), 401);
        }
        // The fourth try within the wait is refused before the password is
        // even checked, the right one included.
        let e = s.sign_in(&card.code, "long enough", 100).await.unwrap_err();
        assert_eq!(e.status(), 429, "{}", db.kind);
        let (token, _) = s.sign_in(&card.code, "long enough", 200).await.unwrap();
        assert!(s.session(&token, 201).await.is_ok());
        let expired = 200 + wahree::server::school::SESSION_SECONDS + 1;
        assert!(s.session(&token, expired).await.is_err(), "sessions expire");
        assert!(s.sign_in("NOCODE", "long enough", 300).await.is_err());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_newer_or_older_than_the_server_is_told_so_and_nothing_is_written() {
    for db in school::all("format").await {
        let kind = db.kind;
        let run = start(db, Site::default(), 0).await;
        let card = run.school.add_class("E", "password1", 1).await.unwrap();
        let j = http::json(
            run.addr,
            "POST",
            "/api/join",
            &[],
            &json!({ "code": card.code }),
        )
        .await;
        let bearer = format!("Bearer {}", j.json()["token"].as_str().unwrap());
        for (format, id) in [(sync::FORMAT + 1, "device-newer"), (0, "device-older")] {
            let mut req = serde_json::to_value(request(vec![aiko("l1-x", "X")], 0, &[])).unwrap();
            req["format"] = json!(format);
            let r = http::json(
                run.addr,
                "POST",
                "/api/sync",
                &[("Authorization", &bearer)],
                &req,
            )
            .await;
            assert_eq!(
                (r.status, r.json()["error"].as_str()),
                (409, Some(id)),
                "{kind}"
            );
        }
        assert!(
            run.school
                .learners(
                    &run.school
                        .device(j.json()["token"].as_str().unwrap())
                        .await
                        .unwrap()
                )
                .await
                .unwrap()
                .is_empty()
        );
    }
}

/// In the first seconds after the server starts, while it compresses the
/// site, a browser waits for a compressed copy instead of being sent (and
/// caching for a year) the plain module; a client that takes no
/// compression is answered at once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_browser_is_sent_the_plain_module_while_the_site_compresses() {
    use tower::ServiceExt;
    let dir = std::env::temp_dir().join(format!("wahree-site-wait-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html>".repeat(200)).unwrap();
    let module = "wahree_bg-0123456789abcdef.wasm";
    std::fs::write(dir.join(module), vec![7u8; 50_000]).unwrap();
    // Read, not compressed yet: the server's state just after it starts.
    let site = Arc::new(Site::read(&dir).unwrap());
    let _ = std::fs::remove_dir_all(&dir);
    let db = school::sqlite("site-wait");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let app = wahree::server::app(school, site.clone(), false, 0);
    let get = |accept: &'static str| {
        let app = app.clone();
        let mut r = axum::http::Request::builder().uri(format!("/{module}"));
        if !accept.is_empty() {
            r = r.header("accept-encoding", accept);
        }
        let req = r.body(axum::body::Body::empty()).unwrap();
        async move {
            let resp = app.oneshot(req).await.unwrap();
            let enc = resp
                .headers()
                .get("content-encoding")
                .map(|v| v.to_str().unwrap().to_owned());
            let body = axum::body::to_bytes(resp.into_body(), usize::MAX)
                .await
                .unwrap();
            (enc, body.len())
        }
    };
    let plain = tokio::time::timeout(std::time::Duration::from_secs(5), get(""))
        .await
        .expect("a client without compression is answered at once");
    assert_eq!(plain, (None, 50_000));
    let browser = tokio::spawn(get("gzip, deflate, br"));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(
        !browser.is_finished(),
        "the browser's answer waits for the compressed copy"
    );
    let compressing = site.clone();
    tokio::task::spawn_blocking(move || compressing.compress())
        .await
        .unwrap();
    let (enc, len) = tokio::time::timeout(std::time::Duration::from_secs(30), browser)
        .await
        .expect("answered once the site is compressed")
        .unwrap();
    assert!(
        matches!(enc.as_deref(), Some("br" | "gzip")),
        "compressed (the first copy ready): {enc:?}"
    );
    assert!(len < 1_000, "compressed: {len} bytes");
    let (enc, _) = get("gzip, deflate, br").await;
    assert_eq!(enc.as_deref(), Some("br"), "brotli once it is made");
    let (enc, _) = get("gzip").await;
    assert_eq!(
        enc.as_deref(),
        Some("gzip"),
        "and gzip to who takes only gzip"
    );
}

/// A site in a folder of its own, served compressed and revalidated.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_site_is_sent_compressed_cached_and_revalidated() {
    let dir = std::env::temp_dir().join(format!("wahree-site-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<!doctype html>".repeat(200)).unwrap();
    let wasm = "0123456789abcdef";
    std::fs::write(
        dir.join(format!("wahree_bg-{wasm}.wasm")),
        vec![7u8; 50_000],
    )
    .unwrap();
    let site = Site::load(&dir).unwrap();
    let run = start(school::sqlite("site"), site, 0).await;
    let page = http::send(
        run.addr,
        "GET",
        "/",
        &[("Accept-Encoding", "gzip, br")],
        &[],
    )
    .await
    .unwrap();
    assert_eq!(page.status, 200);
    assert_eq!(page.header("content-encoding"), Some("br"));
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    assert!(
        page.body.len() < 3000 / 2,
        "compressed: {} bytes",
        page.body.len()
    );
    let etag = page.header("etag").unwrap().to_owned();
    let again = http::send(
        run.addr,
        "GET",
        "/index.html",
        &[("If-None-Match", &etag)],
        &[],
    )
    .await
    .unwrap();
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    let gz = http::send(run.addr, "GET", "/", &[("Accept-Encoding", "gzip")], &[])
        .await
        .unwrap();
    assert_eq!(gz.header("content-encoding"), Some("gzip"));
    let plain = http::send(run.addr, "GET", "/", &[], &[]).await.unwrap();
    assert_eq!(plain.body.len(), 3000);
    let hashed = http::send(
        run.addr,
        "GET",
        &format!("/wahree_bg-{wasm}.wasm"),
        &[],
        &[],
    )
    .await
    .unwrap();
    assert_eq!(hashed.header("content-type"), Some("application/wasm"));
    assert!(
        hashed
            .header("cache-control")
            .unwrap()
            .contains("immutable")
    );
    let missing = http::send(run.addr, "GET", "/nothing.js", &[], &[])
        .await
        .unwrap();
    assert_eq!(missing.status, 404);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `wahree serve copy-to`: a school moved to another database (SQLite to
/// PostgreSQL when the tests have one) keeps every class, device and
/// learner, and refuses a target that has a school already.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_school_copied_to_another_database_is_the_same_school() {
    let from_db = school::sqlite("copy-from");
    let from = School::new(Db::open(&from_db.url).await.unwrap());
    let card = from.add_class("7E", "password1", 1).await.unwrap();
    let (token, _) = from.join(&card.code, 2).await.unwrap();
    let class = from.device(&token).await.unwrap();
    let mut kofi = solved(aiko("l1-kofi", "Kofi"), 3, 1, "p1");
    // What later migrations keep too: readings off, a score of a step not
    // completed, a fact made with another's stamp, a record merged away.
    kofi.furigana = false;
    kofi.stamps.furigana = Stamp {
        at: 3,
        origin: 1,
        n: 2,
    };
    kofi.lessons
        .entry("board".into())
        .or_default()
        .scores
        .insert("q".into(), 2);
    let kofi = solved(kofi, 3, 1, "p2");
    let ben = solved(aiko("l1-ben", "Ben"), 4, 1, "p3");
    from.sync(&class, request(vec![kofi.clone(), ben.clone()], 0, &[]))
        .await
        .unwrap();
    from.merge_learners(&class, &kofi.id, &ben.id)
        .await
        .unwrap();
    let mut targets = vec![school::sqlite("copy-to")];
    targets.extend(school::postgres("copy-to").await);
    for to_db in targets {
        let to = School::new(Db::open(&to_db.url).await.unwrap());
        let rows = wahree::server::copy::copy(&from.db, &to.db).await.unwrap();
        assert!(rows >= 5, "{}: {rows}", to_db.kind);
        let moved = to
            .device(&token)
            .await
            .expect("the device's token still works");
        assert_eq!(
            to.learners(&moved).await.unwrap(),
            from.learners(&class).await.unwrap(),
            "{}",
            to_db.kind
        );
        let copied = to.learner(&moved, &kofi.id).await.unwrap();
        assert!(!copied.furigana && copied.journal.clashes.len() == 1);
        assert_eq!(copied.puzzles.len(), 3, "{}: {copied:?}", to_db.kind);
        // A stale copy of Ben still goes to Kofi.
        let stale = solved(ben.clone(), 5, 1, "p4");
        to.sync(&moved, request(vec![stale], 0, &[])).await.unwrap();
        let copied = to.learner(&moved, &kofi.id).await.unwrap();
        assert!(copied.puzzles.contains_key("p4"), "{}", to_db.kind);
        assert!(to.sign_in(&card.code, "password1", 10).await.is_ok());
        assert!(
            wahree::server::copy::copy(&from.db, &to.db).await.is_err(),
            "not over a school"
        );
    }
}

/// A device sends only what the server has not acknowledged of a learner
/// (`sync::delta`); the server merges it mostly without reading the
/// learner's record. Class A gets each copy whole, class B only the
/// deltas: their learners and rows are the same after every sync, through
/// the cases the quick merge leaves to the whole one (a fact at a stamp
/// the server has, another epoch) and those it handles (late facts, older
/// rated tries, better scores, renames).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_delta_gives_the_rows_the_whole_learner_gives() {
    let at = |at, origin| Stamp { at, origin, n: 1 };
    let rated = |puzzle: &str, solved| Event::Rated {
        puzzle: puzzle.into(),
        rating: 900,
        solved,
    };
    let step = |l: &mut Learner, lesson: &str, step: &str, score: u8| {
        let p = l.lessons.entry(lesson.into()).or_default();
        p.completed.insert(step.into());
        if score > 0 {
            p.scores.insert(step.into(), score);
        }
    };
    // The versions a device's copy goes through, one per sync.
    let mut versions = Vec::new();
    let mut kofi = solved(aiko("l1-kofi", "Kofi"), 10, 1, "p1");
    kofi.journal.add(at(10, 2), rated("p1", true));
    step(&mut kofi, "board", "rows", 0);
    step(&mut kofi, "board", "try", 1);
    versions.push(kofi.clone());
    // New facts, a better score, a new step, a rename.
    kofi.journal.add(at(20, 1), rated("p2", false));
    kofi.journal.add(at(21, 1), Event::Adapts(true));
    kofi.lessons
        .get_mut("board")
        .unwrap()
        .scores
        .insert("try".into(), 3);
    step(&mut kofi, "sowing", "q", 2);
    kofi.name = "Kofi A.".into();
    kofi.stamps.name = at(21, 1);
    versions.push(kofi.clone());
    // From a device that was offline: a rated try older than the others
    // (the rating is replayed in stamp order).
    kofi.journal.add(at(15, 3), rated("p3", true));
    versions.push(kofi.clone());
    // Another fact at a stamp the server has (never made by one device;
    // the greater wins).
    kofi.journal.add(at(21, 1), rated("p9", true));
    versions.push(kofi.clone());
    // Wiped (another epoch), then a new fact.
    kofi = kofi.emptied();
    kofi.journal.add(at(30, 1), rated("p4", true));
    versions.push(kofi.clone());
    for db in school::all("delta").await {
        let s = School::new(Db::open(&db.url).await.unwrap());
        let a = s.add_class("A", "password1", 1).await.unwrap();
        let b = s.add_class("B", "password1", 1).await.unwrap();
        let (ta, _) = s.join(&a.code, 1).await.unwrap();
        let (tb, _) = s.join(&b.code, 1).await.unwrap();
        let (ca, cb) = (s.device(&ta).await.unwrap(), s.device(&tb).await.unwrap());
        let mut acked: Option<Learner> = None;
        let mut since = 0;
        for (i, v) in versions.iter().enumerate() {
            let mut v = v.clone();
            v.settle();
            s.sync(&ca, request(vec![v.clone()], 0, &[])).await.unwrap();
            let d = match &acked {
                Some(acked) => sync::delta(&v, acked),
                None => v.clone(),
            };
            if i > 0 && i < 4 {
                assert!(d.journal.events.len() < v.journal.events.len(), "{i}");
            }
            let answer = s
                .sync(&cb, request(vec![d.clone()], since, &[&v]))
                .await
                .unwrap();
            since = answer.rev;
            match &mut acked {
                Some(acked) => acked.merge_from(&d),
                None => acked = Some(d),
            }
            let (la, lb) = (
                s.learners(&ca).await.unwrap(),
                s.learners(&cb).await.unwrap(),
            );
            assert_eq!(la, lb, "{}: after version {i}", db.kind);
            let mut merged = la[0].clone();
            merged.merge_from(&v);
            assert_eq!(merged, la[0], "{}: version {i} is all there", db.kind);
            for table in [
                "lesson_steps",
                "puzzle_tries",
                "games",
                "adapt_switches",
                "ratings",
            ] {
                let count = |class: String| {
                    let sql = format!("SELECT COUNT(*) FROM {table} WHERE class_id = $1");
                    let pool = s.db.pool.clone();
                    async move {
                        let (n,): (i64,) = sqlx::query_as(&sql)
                            .bind(class)
                            .fetch_one(&pool)
                            .await
                            .unwrap();
                        n
                    }
                };
                assert_eq!(
                    count(a.id.clone()).await,
                    count(b.id.clone()).await,
                    "{table}"
                );
            }
            let rating = |class: String| {
                let pool = s.db.pool.clone();
                async move {
                    let r: (f64, f64, i32) = sqlx::query_as(
                        "SELECT rating, deviation, tries FROM ratings WHERE class_id = $1",
                    )
                    .bind(class)
                    .fetch_one(&pool)
                    .await
                    .unwrap();
                    r
                }
            };
            let (ra, rb) = (rating(a.id.clone()).await, rating(b.id.clone()).await);
            assert_eq!(ra, rb, "{}: the rating after version {i}", db.kind);
            assert_eq!(ra.2 as u32, lb[0].rating.tries, "{}", db.kind);
        }
    }
}

/// The answer to a sync does not send back whole a followed learner whose
/// only change was that sync (the device has it all); one changed by
/// another device meanwhile comes whole.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_learner_changed_only_by_this_sync_is_not_sent_back_whole() {
    for db in school::all("echo").await {
        let (s, d1, d2) = class_of_two_devices(&db).await;
        let kofi = solved(aiko("l1-kofi", "Kofi"), 10, 1, "p1");
        let first = s
            .sync(&d1, request(vec![kofi.clone()], 0, &[&kofi]))
            .await
            .unwrap();
        assert!(
            first.learners[0].journal.is_empty(),
            "{}: new, from this sync",
            db.kind
        );
        let more = solved(aiko("l1-kofi", "Kofi"), 11, 1, "p2");
        let second = s
            .sync(&d1, request(vec![more.clone()], first.rev, &[&kofi]))
            .await
            .unwrap();
        assert_eq!(second.learners.len(), 1);
        assert!(second.learners[0].journal.is_empty(), "{}", db.kind);
        // Another device adds a fact; the first device's next change
        // brings back the learner whole, with both.
        let other = solved(aiko("l1-kofi", "Kofi"), 12, 2, "p3");
        s.sync(&d2, request(vec![other], 0, &[])).await.unwrap();
        let last = solved(aiko("l1-kofi", "Kofi"), 13, 1, "p4");
        let third = s
            .sync(&d1, request(vec![last], second.rev, &[&kofi]))
            .await
            .unwrap();
        assert_eq!(third.learners[0].journal.events.len(), 4, "{}", db.kind);
        // Asked for whole (a card picked), it comes whole.
        let mut fetch = request(
            vec![solved(aiko("l1-kofi", "Kofi"), 14, 1, "p5")],
            third.rev,
            &[&kofi],
        );
        fetch.fetch = vec![kofi.id.clone()];
        let fourth = s.sync(&d1, fetch).await.unwrap();
        assert_eq!(fourth.learners[0].journal.events.len(), 5, "{}", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_hears_of_learners_it_does_not_follow_only_when_their_card_changes() {
    for db in school::all("cards").await {
        let (s, d1, d2) = class_of_two_devices(&db).await;
        let kofi = solved(aiko("l1-kofi", "Kofi"), 10, 1, "p1");
        let ama = solved(aiko("l1-ama", "Ama"), 10, 2, "p1");
        s.sync(&d2, request(vec![ama.clone()], 0, &[&ama]))
            .await
            .unwrap();
        // A device's first sync hears of everyone.
        let first = s
            .sync(&d1, request(vec![kofi.clone()], 0, &[&kofi]))
            .await
            .unwrap();
        let names = |r: &sync::Response| -> Vec<String> {
            let mut v: Vec<_> = r.learners.iter().map(|l| l.name.clone()).collect();
            v.sort();
            v
        };
        assert_eq!(names(&first), ["Ama", "Kofi"], "{}", db.kind);
        // Ama solves a puzzle on her device: the first device, which does
        // not follow her, is not told; following her, it would be.
        let later = solved(aiko("l1-ama", "Ama"), 20, 2, "p2");
        s.sync(&d2, request(vec![later], 0, &[&ama])).await.unwrap();
        let quiet = s
            .sync(&d1, request(vec![], first.rev, &[&kofi]))
            .await
            .unwrap();
        assert!(quiet.rev > first.rev, "{}", db.kind);
        assert_eq!(names(&quiet), Vec::<String>::new(), "{}", db.kind);
        let following = s
            .sync(&d1, request(vec![], first.rev, &[&kofi, &ama]))
            .await
            .unwrap();
        assert_eq!(names(&following), ["Ama"], "{}", db.kind);
        assert_eq!(following.learners[0].journal.events.len(), 2, "{}", db.kind);
        // Her name changes on her device: every device hears of it, as who
        // she is, without her progress.
        let mut renamed = aiko("l1-ama", "Amma");
        renamed.stamps.name = Stamp {
            at: 30,
            origin: 2,
            n: 1,
        };
        s.sync(&d2, request(vec![renamed], 0, &[&ama]))
            .await
            .unwrap();
        let told = s
            .sync(&d1, request(vec![], quiet.rev, &[&kofi]))
            .await
            .unwrap();
        assert_eq!(names(&told), ["Amma"], "{}", db.kind);
        assert!(told.learners[0].journal.is_empty(), "{}", db.kind);
        // Removed by the teacher: every device hears of it.
        s.remove(&d2, &ama.id).await.unwrap();
        let gone = s
            .sync(&d1, request(vec![], told.rev, &[&kofi]))
            .await
            .unwrap();
        assert_eq!(gone.removed, std::slice::from_ref(&ama.id), "{}", db.kind);
    }
}
