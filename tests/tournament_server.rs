//! Class tournaments on the class server (issue 29, §2–3), through the
//! router with tower's `oneshot` (no socket): a 4-child round robin
//! played to its final standings, one board game typed by the teacher
//! with its score sheet and the others finished games between devices;
//! children's reports of board games, agreeing and disagreeing; a Swiss
//! draft changed by hand and told what it breaks; TRF out and in; every
//! route refused to another class's teacher and device, to a child not
//! in the tournament, to a device on the teacher's routes, and bad input
//! refused with a 4xx that changes nothing. On SQLite always, and on
//! PostgreSQL when `WAHREE_TEST_POSTGRES` names one.

#[path = "common/school.rs"]
mod school;

use std::collections::HashMap;
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};
use tower::ServiceExt;
use wahree::classroom::sync::{self, Request as SyncRequest};
use wahree::classroom::{Learner, LearnerId};
use wahree::server::school::ClassId;
use wahree::server::site::Site;
use wahree::server::{Db, School, secret};

struct Server {
    app: Router,
    school: School,
}

async fn serve(url: &str) -> Server {
    let school = School::new(Db::open(url).await.expect("the database opens"));
    let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
    Server { app, school }
}

#[derive(Clone)]
struct Child {
    token: String,
    learner: String,
}

struct Class {
    teacher: String,
    children: Vec<Child>,
}

/// Who asks.
enum As<'a> {
    Nobody,
    Teacher(&'a Class),
    Device(&'a Child),
}

/// A class with `n` children, each on a device of their own with their
/// card picked, and its teacher signed in.
async fn class_with(s: &Server, name: &str, n: usize) -> Class {
    let now = wahree::server::now();
    let card = s.school.add_class(name, "password1", now).await.unwrap();
    let (teacher, _) = s
        .school
        .sign_in(&card.code, "password1", now)
        .await
        .unwrap();
    let mut children = Vec::new();
    let mut id = ClassId(card.id.clone());
    for i in 0..n {
        let (token, _) = s.school.join(&card.code, now).await.unwrap();
        id = s.school.device(&token).await.unwrap();
        let learner = format!("l{i}-{}", name.to_lowercase());
        let l = Learner {
            id: LearnerId::try_from(learner.clone()).unwrap(),
            name: format!("{name} child {i}"),
            ..Learner::default()
        };
        let req = SyncRequest {
            format: sync::FORMAT,
            learners: vec![l.clone()],
            ..SyncRequest::default()
        };
        s.school.sync(&id, req).await.unwrap();
        s.school
            .duel_here(
                &id,
                &secret::digest(&token),
                &[l.id],
                wahree::server::now_ms(),
            )
            .await
            .unwrap();
        children.push(Child { token, learner });
    }
    let _: &ClassId = &id;
    Class { teacher, children }
}

async fn call(s: &Server, who: As<'_>, method: &str, path: &str, body: Value) -> (u16, Value) {
    let mut r = Request::builder().method(method).uri(path);
    match who {
        As::Nobody => {}
        As::Teacher(c) => r = r.header("cookie", format!("wahree_session={}", c.teacher)),
        As::Device(d) => r = r.header("authorization", format!("Bearer {}", d.token)),
    }
    let req = if body.is_null() {
        r.body(Body::empty()).unwrap()
    } else {
        r.header("content-type", "application/json")
            .body(Body::from(body.to_string()))
            .unwrap()
    };
    let resp = s.app.clone().oneshot(req).await.unwrap();
    let status = resp.status().as_u16();
    let bytes = axum::body::to_bytes(resp.into_body(), usize::MAX)
        .await
        .unwrap();
    let v = serde_json::from_slice(&bytes)
        .unwrap_or_else(|_| Value::String(String::from_utf8_lossy(&bytes).into_owned()));
    (status, v)
}

/// The teacher's request with no body.
async fn teacher_post(s: &Server, c: &Class, path: &str) -> (u16, Value) {
    call(s, As::Teacher(c), "POST", path, Value::Null).await
}

async fn teacher_get(s: &Server, c: &Class, path: &str) -> (u16, Value) {
    call(s, As::Teacher(c), "GET", path, Value::Null).await
}

/// Every tournament's row: what a refused request must leave as it was.
async fn rows(s: &Server) -> Vec<(String, i64, String)> {
    sqlx::query_as("SELECT id, rev, state FROM tournaments ORDER BY id")
        .fetch_all(&s.school.db.pool)
        .await
        .unwrap()
}

fn refused(answer: &(u16, Value), status: u16, id: &str) {
    assert_eq!(answer.0, status, "{}", answer.1);
    assert_eq!(answer.1["error"], id, "{}", answer.1);
}

async fn create(s: &Server, c: &Class, body: Value) -> String {
    let r = call(s, As::Teacher(c), "POST", "/api/teacher/tournaments", body).await;
    assert_eq!(r.0, 200, "{}", r.1);
    r.1["id"].as_str().unwrap().to_owned()
}

fn player_learner(view: &Value, number: u64) -> String {
    view["players"][number as usize - 1]["learner"]
        .as_str()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_round_robin_of_four_is_played_to_its_final_standings() {
    for db in school::all("tournament-rr").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Rr", 4).await;
        let ids: Vec<&str> = c.children.iter().map(|d| d.learner.as_str()).collect();
        let t = create(
            &s,
            &c,
            json!({ "name": "Class 3B tournament", "format": "round-robin", "players": ids }),
        )
        .await;
        let base = format!("/api/teacher/tournaments/{t}");
        let by_learner: HashMap<&str, &Child> =
            c.children.iter().map(|d| (d.learner.as_str(), d)).collect();
        // The points each child should end with, in tenths.
        let mut expected: HashMap<String, u32> = HashMap::new();
        let mut board_games = 0;
        for round in 1..=3u64 {
            let d = teacher_post(&s, &c, &format!("{base}/draft")).await;
            assert_eq!(d.0, 200, "{}", d.1);
            assert_eq!(d.1["rounds"].as_array().unwrap().len() as u64, round - 1);
            assert_eq!(d.1["draft"]["warnings"], json!([]));
            // Before it is published a child sees no game of that round.
            let (_, mine) = call(
                &s,
                As::Device(&c.children[0]),
                "GET",
                "/api/tournaments",
                Value::Null,
            )
            .await;
            assert_eq!(mine["tournaments"][0]["tournament"]["next"], Value::Null);
            let p = teacher_post(&s, &c, &format!("{base}/publish")).await;
            assert_eq!(p.0, 200, "{}", p.1);
            let view = p.1;
            let boards = view["rounds"][round as usize - 1]["boards"]
                .as_array()
                .unwrap()
                .clone();
            assert_eq!(boards.len(), 2);
            if round == 1 {
                // Table 1 is played on a wooden board: the teacher types
                // its result and its score sheet.
                let (first, second) = (
                    player_learner(&view, boards[0]["first"].as_u64().unwrap()),
                    player_learner(&view, boards[0]["second"].as_u64().unwrap()),
                );
                let r = call(
                    &s,
                    As::Teacher(&c),
                    "POST",
                    &format!("{base}/result"),
                    json!({ "round": 1, "table": 1, "result": "first-wins", "moves": "1. S3 N4\n2. S1 N6" }),
                )
                .await;
                assert_eq!(r.0, 200, "{}", r.1);
                assert_eq!(r.1["rounds"][0]["boards"][0]["result"], "first-wins");
                assert_eq!(
                    r.1["rounds"][0]["boards"][0]["sheet"],
                    "1. S3 N4\n2. S1 N6\n"
                );
                *expected.entry(first).or_default() += 10;
                expected.entry(second).or_default();
                board_games += 1;
            }
            // The round's other games are games between devices.
            let st = teacher_post(&s, &c, &format!("{base}/start")).await;
            assert_eq!(st.0, 200, "{}", st.1);
            assert_eq!(st.1["refused"], json!([]));
            let started = st.1["started"].as_array().unwrap().clone();
            assert_eq!(started.len(), if round == 1 { 1 } else { 2 });
            // Started twice: nothing more to start.
            let again = teacher_post(&s, &c, &format!("{base}/start")).await;
            assert_eq!(again.1["started"], json!([]));
            for g in started {
                let duel = g["duel"].as_str().unwrap();
                let table = g["table"].as_u64().unwrap() as usize;
                let b = &boards[table - 1];
                let first = player_learner(&view, b["first"].as_u64().unwrap());
                let second = player_learner(&view, b["second"].as_u64().unwrap());
                // The game began with the board's first child as South.
                let (_, game) = teacher_get(&s, &c, &format!("/api/teacher/duels/{duel}")).await;
                assert_eq!(game["seats"], json!([first, second]));
                if round == 2 && table == 1 {
                    // The second child resigns from their own device.
                    let r = call(
                        &s,
                        As::Device(by_learner[second.as_str()]),
                        "POST",
                        &format!("/api/duels/{duel}"),
                        json!({ "learner": second, "act": "resign" }),
                    )
                    .await;
                    assert_eq!(r.0, 200, "{}", r.1);
                    *expected.entry(first.clone()).or_default() += 10;
                    expected.entry(second.clone()).or_default();
                } else {
                    let verdict = if table == 2 { "drawn" } else { "north-won" };
                    let r = call(
                        &s,
                        As::Teacher(&c),
                        "POST",
                        &format!("/api/teacher/duels/{duel}/end"),
                        json!({ "result": verdict }),
                    )
                    .await;
                    assert_eq!(r.0, 200, "{}", r.1);
                    if verdict == "drawn" {
                        *expected.entry(first.clone()).or_default() += 5;
                        *expected.entry(second.clone()).or_default() += 5;
                    } else {
                        *expected.entry(second.clone()).or_default() += 10;
                        expected.entry(first.clone()).or_default();
                    }
                }
            }
            let (_, now) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
            for b in now["rounds"][round as usize - 1]["boards"]
                .as_array()
                .unwrap()
            {
                assert!(b["result"].is_string(), "{}: {b}", db.kind);
            }
        }
        assert_eq!(board_games, 1);
        let (_, view) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(view["over"], true, "{}", db.kind);
        let more = teacher_post(&s, &c, &format!("{base}/draft")).await;
        refused(&more, 409, "tournament-over");
        let (status, st) = teacher_get(&s, &c, &format!("{base}/standings")).await;
        assert_eq!(status, 200);
        assert_eq!(st["tie_breaks"], json!(["BH-C1", "SB", "DE", "WIN"]));
        let lines = st["standings"].as_array().unwrap();
        assert_eq!(lines.len(), 4);
        let mut last = u32::MAX;
        for l in lines {
            let learner = player_learner(&view, l["number"].as_u64().unwrap());
            let points = (l["points"].as_str().unwrap().parse::<f64>().unwrap() * 10.0) as u32;
            assert_eq!(points, expected[&learner], "{}: {learner}", db.kind);
            assert!(points <= last, "ordered by points");
            last = points;
        }
        assert_eq!(lines[0]["place"], 1);
        // Each child's device: their own place; no one else's until the
        // teacher shows the standings; never a rating.
        let ana = &c.children[0];
        let (_, mine) = call(&s, As::Device(ana), "GET", "/api/tournaments", Value::Null).await;
        let me = &mine["tournaments"][0];
        assert_eq!(me["learner"], ana.learner);
        let my_line = lines
            .iter()
            .find(|l| player_learner(&view, l["number"].as_u64().unwrap()) == ana.learner)
            .unwrap();
        assert_eq!(me["tournament"]["place"], my_line["place"]);
        assert_eq!(me["tournament"]["standings"], Value::Null);
        assert!(!mine.to_string().contains("rating"));
        let shown = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/show"),
            json!({ "shown": true }),
        )
        .await;
        assert_eq!(shown.0, 200);
        let (_, mine) = call(&s, As::Device(ana), "GET", "/api/tournaments", Value::Null).await;
        assert_eq!(
            mine["tournaments"][0]["tournament"]["standings"]
                .as_array()
                .unwrap()
                .len(),
            4
        );

        // The hall's read-only screen: the last round and the standings
        // by names, for anyone with the link while it is open.
        let h = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/hall"),
            json!({ "open": true }),
        )
        .await;
        assert_eq!(h.0, 200, "{}", h.1);
        let link = h.1["hall"].as_str().unwrap().to_owned();
        let (status, hall) = call(&s, As::Nobody, "GET", &link, Value::Null).await;
        assert_eq!(status, 200, "{hall}");
        assert_eq!(hall["round"], 3);
        assert_eq!(hall["boards"].as_array().unwrap().len(), 2);
        assert_eq!(hall["standings"].as_array().unwrap().len(), 4);
        assert_eq!(hall["standings"][0]["points"], lines[0]["points"]);
        for child in &c.children {
            assert!(!hall.to_string().contains(&child.learner), "no learner ids");
        }
        assert!(!hall.to_string().contains("rating"));
        let closed = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/hall"),
            json!({ "open": false }),
        )
        .await;
        assert_eq!(closed.1["hall"], Value::Null);
        let r = call(&s, As::Nobody, "GET", &link, Value::Null).await;
        refused(&r, 404, "not-found");
        let r = call(&s, As::Nobody, "GET", "/api/hall/0123", Value::Null).await;
        refused(&r, 404, "not-found");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn board_games_reported_by_both_children_agree_or_wait_for_the_teacher() {
    for db in school::all("tournament-report").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Rep", 4).await;
        let ids: Vec<&str> = c.children.iter().map(|d| d.learner.as_str()).collect();
        let t = create(
            &s,
            &c,
            json!({ "name": "Boards", "format": "round-robin", "players": ids }),
        )
        .await;
        let base = format!("/api/teacher/tournaments/{t}");
        teacher_post(&s, &c, &format!("{base}/draft")).await;
        let (_, view) = teacher_post(&s, &c, &format!("{base}/publish")).await;
        let child = |n: u64| {
            let l = player_learner(&view, n);
            c.children.iter().find(|d| d.learner == l).unwrap().clone()
        };
        let b1 = &view["rounds"][0]["boards"][0];
        let (first, second) = (
            child(b1["first"].as_u64().unwrap()),
            child(b1["second"].as_u64().unwrap()),
        );
        let report = |who: &Child, table: u64, result: &str| json!({ "learner": who.learner, "round": 1, "table": table, "result": result });
        let path = format!("/api/tournaments/{t}/report");
        let r = call(
            &s,
            As::Device(&first),
            "POST",
            &path,
            report(&first, 1, "won"),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        assert_eq!(r.1["state"], "waiting");
        // The other child says they won too: a conflict, no result.
        let r = call(
            &s,
            As::Device(&second),
            "POST",
            &path,
            report(&second, 1, "won"),
        )
        .await;
        assert_eq!(r.1["state"], "conflict");
        let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        let b = &v["rounds"][0]["boards"][0];
        assert_eq!(b["conflict"], true);
        assert_eq!(b["result"], Value::Null);
        assert_eq!(b["claims"].as_array().unwrap().len(), 2);
        // The teacher settles it.
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/result"),
            json!({ "round": 1, "table": 1, "result": "second-wins" }),
        )
        .await;
        assert_eq!(r.1["rounds"][0]["boards"][0]["claims"], json!([]));
        let late = call(
            &s,
            As::Device(&first),
            "POST",
            &path,
            report(&first, 1, "lost"),
        )
        .await;
        refused(&late, 409, "tournament-result-in");
        // Table 2: both children say the same; it is the result.
        let b2 = &view["rounds"][0]["boards"][1];
        let (x, y) = (
            child(b2["first"].as_u64().unwrap()),
            child(b2["second"].as_u64().unwrap()),
        );
        call(&s, As::Device(&x), "POST", &path, report(&x, 2, "drawn")).await;
        let r = call(&s, As::Device(&y), "POST", &path, report(&y, 2, "drawn")).await;
        assert_eq!(r.1["state"], "agreed");
        let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(v["rounds"][0]["boards"][1]["result"], "draw");

        // Refused, changing nothing: a child reporting another's board,
        // a device that does not hold the card, another class's device,
        // a child not in the tournament.
        let before = rows(&s).await;
        let other = call(&s, As::Device(&x), "POST", &path, report(&first, 1, "won")).await;
        refused(&other, 403, "duel-not-on-this-device");
        let wrong_board = call(&s, As::Device(&x), "POST", &path, report(&x, 1, "won")).await;
        refused(&wrong_board, 400, "tournament-no-board");
        let d = class_with(&s, "Other", 1).await;
        let stranger = &d.children[0];
        let r = call(
            &s,
            As::Device(stranger),
            "POST",
            &path,
            report(stranger, 1, "won"),
        )
        .await;
        refused(&r, 404, "not-found");
        let (_, list) = call(
            &s,
            As::Device(stranger),
            "GET",
            "/api/tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(list["tournaments"], json!([]));
        assert_eq!(rows(&s).await, before, "{}", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_is_refused_to_who_may_not_and_bad_input_changes_nothing() {
    for db in school::all("tournament-refuse").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Own", 5).await;
        let other = class_with(&s, "Far", 1).await;
        let ids: Vec<&str> = c.children[..4].iter().map(|d| d.learner.as_str()).collect();
        let t = create(&s, &c, json!({ "name": "Ours", "format": "swiss", "rounds": 3, "players": ids, "forbidden": [[ids[0], ids[2]]] })).await;
        let base = format!("/api/teacher/tournaments/{t}");
        let before = rows(&s).await;
        let teacher_routes: Vec<(&str, String, Value)> = vec![
            ("GET", "/api/teacher/tournaments".into(), Value::Null),
            ("GET", base.clone(), Value::Null),
            ("GET", format!("{base}/standings"), Value::Null),
            ("GET", format!("{base}/export.trf"), Value::Null),
            ("POST", format!("{base}/draft"), Value::Null),
            ("POST", format!("{base}/publish"), Value::Null),
            ("POST", format!("{base}/start"), Value::Null),
            ("POST", format!("{base}/show"), json!({ "shown": true })),
            ("POST", format!("{base}/hall"), json!({ "open": true })),
            (
                "POST",
                format!("{base}/players"),
                json!({ "learner": c.children[4].learner }),
            ),
            (
                "POST",
                format!("{base}/withdraw"),
                json!({ "learner": ids[1] }),
            ),
            (
                "POST",
                format!("{base}/draft/change"),
                json!({ "boards": [[1, 2], [3, 4]] }),
            ),
            (
                "POST",
                format!("{base}/result"),
                json!({ "round": 1, "table": 1, "result": "draw" }),
            ),
        ];
        for (method, path, body) in &teacher_routes {
            // No one, and a device's token: not a teacher.
            let r = call(&s, As::Nobody, method, path, body.clone()).await;
            refused(&r, 401, "unauthorized");
            let r = call(&s, As::Device(&c.children[0]), method, path, body.clone()).await;
            refused(&r, 401, "unauthorized");
            // Another class's teacher: not found.
            if path.contains(&t) {
                let r = call(&s, As::Teacher(&other), method, path, body.clone()).await;
                refused(&r, 404, "not-found");
            }
        }
        let r = call(&s, As::Nobody, "GET", "/api/tournaments", Value::Null).await;
        refused(&r, 401, "unauthorized");
        // A child of the class who does not play, on their own device.
        let outsider = &c.children[4];
        let r = call(
            &s,
            As::Device(outsider),
            "POST",
            &format!("/api/tournaments/{t}/report"),
            json!({ "learner": outsider.learner, "round": 1, "table": 1, "result": "won" }),
        )
        .await;
        refused(&r, 403, "tournament-not-playing");
        let (_, list) = call(
            &s,
            As::Device(outsider),
            "GET",
            "/api/tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(list["tournaments"], json!([]));
        let (_, list) = teacher_get(&s, &other, "/api/teacher/tournaments").await;
        assert_eq!(list["tournaments"], json!([]));
        assert_eq!(rows(&s).await, before, "{}", db.kind);

        // Bad input: a 4xx, nothing written.
        let bad: Vec<(&str, String, Value, u16, &str)> = vec![
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "knockout", "players": ids }),
                400,
                "tournament-format",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "rounds": 3, "players": [ids[0], other.children[0].learner] }),
                400,
                "tournament-unknown-learner",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "rounds": 0, "players": ids }),
                400,
                "tournament-invalid",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "rounds": 3, "players": [ids[0], ids[0]] }),
                400,
                "tournament-learner-twice",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "rounds": 3, "players": ids, "tie_breaks": ["ELO"] }),
                400,
                "tournament-tie-break",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "rounds": 3, "players": ids, "bye_points": "2" }),
                400,
                "tournament-bye-points",
            ),
            (
                "POST",
                "/api/teacher/tournaments".into(),
                json!({ "name": "x", "format": "swiss", "players": ids, "extra": 1 }),
                400,
                "bad-json",
            ),
            (
                "POST",
                format!("{base}/publish"),
                Value::Null,
                409,
                "tournament-no-draft",
            ),
            (
                "POST",
                format!("{base}/result"),
                json!({ "round": 1, "table": 1, "result": "draw" }),
                400,
                "tournament-no-board",
            ),
            (
                "POST",
                format!("{base}/players"),
                json!({ "learner": other.children[0].learner }),
                400,
                "tournament-unknown-learner",
            ),
            (
                "POST",
                format!("{base}/players"),
                json!({ "learner": ids[0] }),
                400,
                "tournament-learner-twice",
            ),
            (
                "POST",
                format!("{base}/withdraw"),
                json!({ "learner": c.children[4].learner }),
                403,
                "tournament-not-playing",
            ),
            (
                "POST",
                format!("{base}/draft/change"),
                json!({ "boards": [[1, 2], [2, 3]] }),
                400,
                "tournament-not-a-round",
            ),
            (
                "POST",
                format!("{base}/draft/change"),
                json!({ "boards": [[1, 9]] }),
                400,
                "tournament-not-a-round",
            ),
            (
                "GET",
                "/api/teacher/tournaments/nothex".into(),
                Value::Null,
                404,
                "not-found",
            ),
            (
                "GET",
                "/api/teacher/tournaments/00000000000000ff".into(),
                Value::Null,
                404,
                "not-found",
            ),
        ];
        for (method, path, body, status, id) in bad {
            let r = call(&s, As::Teacher(&c), method, &path, body).await;
            refused(&r, status, id);
            assert_eq!(rows(&s).await, before, "{}: {path}", db.kind);
        }
        // A tournament with no name, or only spaces, is told apart from
        // none on the list: refused, its problem said, nothing written.
        for name in ["", "   ", "\t "] {
            let r = call(
                &s,
                As::Teacher(&c),
                "POST",
                "/api/teacher/tournaments",
                json!({ "name": name, "format": "round-robin", "players": ids }),
            )
            .await;
            refused(&r, 400, "tournament-invalid");
            assert_eq!(r.1["problems"][0]["id"], "tournament-name", "{name:?}");
            assert_eq!(rows(&s).await, before, "{}: name {name:?}", db.kind);
        }
        let not_a_round = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/draft/change"),
            json!({ "boards": [[1, 2], [2, 3]] }),
        )
        .await;
        assert_eq!(not_a_round.1["problems"][0]["id"], "tournament-twice");

        // The draft changed by hand: kept, with the rules it breaks.
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/draft/change"),
            json!({ "boards": [[1, 3], [2, 4]] }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let ids_of: Vec<&str> = r.1["warnings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|w| w["id"].as_str().unwrap())
            .collect();
        assert!(ids_of.contains(&"tournament-warn-forbidden"), "{ids_of:?}");
        assert_eq!(
            r.1["tournament"]["draft"]["boards"],
            json!([[1, 3], [2, 4]])
        );
        assert_eq!(r.1["tournament"]["rounds"], json!([]));
        // The server's own pairing breaks nothing; published, a score
        // sheet with a move that cannot be played is refused with its
        // place.
        let d = teacher_post(&s, &c, &format!("{base}/draft")).await;
        assert_eq!(d.1["draft"]["warnings"], json!([]));
        teacher_post(&s, &c, &format!("{base}/publish")).await;
        let before = rows(&s).await;
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/result"),
            json!({ "round": 1, "table": 1, "result": "draw", "moves": "1. S3 N4\n2. N1" }),
        )
        .await;
        refused(&r, 400, "tournament-sheet");
        assert_eq!(r.1["line"], 2);
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("{base}/result"),
            json!({ "round": 1, "table": 1, "result": "win" }),
        )
        .await;
        refused(&r, 400, "tournament-result");
        assert_eq!(rows(&s).await, before, "{}", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_goes_out_as_trf_and_comes_back_to_go_on_and_a_bad_file_changes_nothing() {
    for db in school::all("tournament-trf").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Trf", 5).await;
        let ids: Vec<&str> = c.children.iter().map(|d| d.learner.as_str()).collect();
        let t = create(&s, &c, json!({ "name": "Swiss of five", "format": "swiss", "rounds": 3, "players": ids, "bye_points": "0.5" })).await;
        let base = format!("/api/teacher/tournaments/{t}");
        teacher_post(&s, &c, &format!("{base}/draft")).await;
        teacher_post(&s, &c, &format!("{base}/publish")).await;
        for table in 1..=2 {
            let r = call(
                &s,
                As::Teacher(&c),
                "POST",
                &format!("{base}/result"),
                json!({ "round": 1, "table": table, "result": "first-wins" }),
            )
            .await;
            assert_eq!(r.0, 200, "{}", r.1);
        }
        let (status, trf) = teacher_get(&s, &c, &format!("{base}/export.trf")).await;
        assert_eq!(status, 200);
        let trf = trf.as_str().unwrap().to_owned();
        assert!(trf.contains("012 Swiss of five"), "{trf}");
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            "/api/teacher/tournaments/import",
            json!({ "trf": trf }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let copy = r.1["id"].as_str().unwrap().to_owned();
        assert_ne!(copy, t);
        let (_, original) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(r.1["rounds"], original["rounds"]);
        assert_eq!(r.1["standings"], original["standings"]);
        assert_eq!(r.1["bye_points"], "0.5");
        // The imported one goes on: its next round pairs as the first's.
        let a = teacher_post(&s, &c, &format!("{base}/draft")).await;
        let b = teacher_post(&s, &c, &format!("/api/teacher/tournaments/{copy}/draft")).await;
        assert_eq!(b.0, 200, "{}", b.1);
        assert_eq!(a.1["draft"]["boards"], b.1["draft"]["boards"]);

        // A broken file, a hostile one, one naming another class's child:
        // refused with the line and why, nothing written.
        let before = rows(&s).await;
        let lines: Vec<&str> = trf.lines().collect();
        let broken_at = lines.iter().position(|l| l.starts_with("001")).unwrap();
        let mut broken = lines.clone();
        let cut = &broken[broken_at][..40];
        broken[broken_at] = cut;
        let broken = broken.join("\n");
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            "/api/teacher/tournaments/import",
            json!({ "trf": broken }),
        )
        .await;
        refused(&r, 400, "tournament-trf");
        assert!(r.1["line"].as_u64().unwrap() >= 1, "{}", r.1);
        let other = class_with(&s, "Else", 1).await;
        let foreign = trf.replace(ids[0], &other.children[0].learner);
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            "/api/teacher/tournaments/import",
            json!({ "trf": foreign }),
        )
        .await;
        refused(&r, 400, "tournament-trf");
        let whl = lines.iter().position(|l| l.starts_with("WHL 1 ")).unwrap() + 1;
        assert_eq!(r.1["line"], whl, "{}", r.1);
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            "/api/teacher/tournaments/import",
            json!({ "trf": "\u{0}\u{1}garbage" }),
        )
        .await;
        refused(&r, 400, "tournament-trf");
        assert_eq!(rows(&s).await, before, "{}", db.kind);
    }
}

/// A game the two children of a table began themselves (a challenge)
/// is that table's result when it ends, as one the teacher started.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_between_the_two_children_of_a_table_is_its_result() {
    for db in school::all("tournament-challenge").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Ch", 2).await;
        let (ana, ben) = (&c.children[0], &c.children[1]);
        let t = create(
            &s,
            &c,
            json!({ "name": "Two", "format": "double-round-robin", "players": [ana.learner, ben.learner] }),
        )
        .await;
        let base = format!("/api/teacher/tournaments/{t}");
        teacher_post(&s, &c, &format!("{base}/draft")).await;
        let (_, view) = teacher_post(&s, &c, &format!("{base}/publish")).await;
        let first = player_learner(
            &view,
            view["rounds"][0]["boards"][0]["first"].as_u64().unwrap(),
        );
        // Ben challenges Ana; Ana accepts and moves first; Ben resigns.
        let r = call(
            &s,
            As::Device(ben),
            "POST",
            "/api/duels",
            json!({ "challenger": ben.learner, "invited": ana.learner }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let duel = r.1["id"].as_str().unwrap().to_owned();
        let r = call(
            &s,
            As::Device(ana),
            "POST",
            &format!("/api/duels/{duel}"),
            json!({ "learner": ana.learner, "act": "accept", "moves_first": true }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let (_, mine) = call(&s, As::Device(ana), "GET", "/api/tournaments", Value::Null).await;
        assert_eq!(mine["tournaments"][0]["tournament"]["next"]["table"], 1);
        let r = call(
            &s,
            As::Device(ben),
            "POST",
            &format!("/api/duels/{duel}"),
            json!({ "learner": ben.learner, "act": "resign" }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        let expected = if first == ana.learner {
            "first-wins"
        } else {
            "second-wins"
        };
        assert_eq!(
            v["rounds"][0]["boards"][0]["result"], expected,
            "{}",
            db.kind
        );
        let (_, mine) = call(&s, As::Device(ana), "GET", "/api/tournaments", Value::Null).await;
        assert_eq!(mine["tournaments"][0]["tournament"]["points"], "1");
        assert_eq!(mine["tournaments"][0]["tournament"]["next"], Value::Null);

        // Round 2's game, started by the teacher, ended without a result:
        // the table has none, and its game can be started again.
        teacher_post(&s, &c, &format!("{base}/draft")).await;
        teacher_post(&s, &c, &format!("{base}/publish")).await;
        let st = teacher_post(&s, &c, &format!("{base}/start")).await;
        let duel = st.1["started"][0]["duel"].as_str().unwrap().to_owned();
        let r = call(
            &s,
            As::Teacher(&c),
            "POST",
            &format!("/api/teacher/duels/{duel}/end"),
            json!({}),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.1);
        let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(v["rounds"][1]["boards"][0]["result"], Value::Null);
        assert_eq!(v["rounds"][1]["boards"][0]["duel"], Value::Null);
        let again = teacher_post(&s, &c, &format!("{base}/start")).await;
        assert_eq!(
            again.1["started"].as_array().unwrap().len(),
            1,
            "{}",
            again.1
        );
        assert_ne!(again.1["started"][0]["duel"], json!(duel));
    }
}

/// Both children of a table report the same result at the same moment
/// (each on their own device): the row is taken by one change at a time,
/// so one of them sees the other's report and the result is in.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_reports_at_the_same_moment_both_count() {
    for db in school::all("tournament-race").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Race", 2).await;
        let (ana, ben) = (&c.children[0], &c.children[1]);
        let t = create(
            &s,
            &c,
            json!({ "name": "Race", "format": "double-round-robin", "players": [ana.learner, ben.learner] }),
        )
        .await;
        let base = format!("/api/teacher/tournaments/{t}");
        // A double round robin of two: two rounds.
        for round in 1..=2usize {
            teacher_post(&s, &c, &format!("{base}/draft")).await;
            let (_, view) = teacher_post(&s, &c, &format!("{base}/publish")).await;
            assert_eq!(view["rounds"].as_array().unwrap().len(), round);
            let path = format!("/api/tournaments/{t}/report");
            let body = |who: &Child| json!({ "learner": who.learner, "round": round, "table": 1, "result": "drawn" });
            let (a, b) = tokio::join!(
                call(&s, As::Device(ana), "POST", &path, body(ana)),
                call(&s, As::Device(ben), "POST", &path, body(ben)),
            );
            assert_eq!((a.0, b.0), (200, 200), "{} {}", a.1, b.1);
            let mut states = [a.1["state"].clone(), b.1["state"].clone()];
            states.sort_by_key(|v| v.to_string());
            assert_eq!(states, [json!("agreed"), json!("waiting")], "{}", db.kind);
            let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
            assert_eq!(v["rounds"][round - 1]["boards"][0]["result"], "draw");
        }
        let (_, v) = call(&s, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(v["over"], true, "{}", db.kind);
    }
}

/// `wahree serve copy-to` moves the tournaments with the school, with
/// their hall link, and they go on in the new database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copied_school_keeps_its_tournaments() {
    let from_db = school::sqlite("tournament-copy-from");
    let from = serve(&from_db.url).await;
    let c = class_with(&from, "Copy", 3).await;
    let ids: Vec<&str> = c.children.iter().map(|d| d.learner.as_str()).collect();
    let t = create(
        &from,
        &c,
        json!({ "name": "Moved", "format": "round-robin", "players": ids }),
    )
    .await;
    let base = format!("/api/teacher/tournaments/{t}");
    call(
        &from,
        As::Teacher(&c),
        "POST",
        &format!("{base}/draft"),
        Value::Null,
    )
    .await;
    call(
        &from,
        As::Teacher(&c),
        "POST",
        &format!("{base}/publish"),
        Value::Null,
    )
    .await;
    let h = call(
        &from,
        As::Teacher(&c),
        "POST",
        &format!("{base}/hall"),
        json!({ "open": true }),
    )
    .await;
    let link = h.1["hall"].as_str().unwrap().to_owned();
    let (_, before) = call(&from, As::Teacher(&c), "GET", &base, Value::Null).await;
    let mut targets = vec![school::sqlite("tournament-copy-to")];
    targets.extend(school::postgres("tournament-copy-to").await);
    for to_db in targets {
        let to = serve(&to_db.url).await;
        wahree::server::copy::copy(&from.school.db, &to.school.db)
            .await
            .unwrap();
        let (status, after) = call(&to, As::Teacher(&c), "GET", &base, Value::Null).await;
        assert_eq!(status, 200, "{}: {after}", to_db.kind);
        assert_eq!(after, before, "{}", to_db.kind);
        let (status, _) = call(&to, As::Nobody, "GET", &link, Value::Null).await;
        assert_eq!(status, 200, "{}", to_db.kind);
        let r = call(
            &to,
            As::Teacher(&c),
            "POST",
            &format!("{base}/result"),
            json!({ "round": 1, "table": 1, "result": "draw" }),
        )
        .await;
        assert_eq!(r.0, 200, "{}: {}", to_db.kind, r.1);
    }
}
