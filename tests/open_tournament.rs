//! Tournaments across classes (issue 29, §3, "Across classes and
//! schools"; docs/tournaments.md, "The organiser"), through the router
//! with tower's `oneshot`: an organiser opens a round robin of two
//! classes' children (whose learner ids are the same in both classes),
//! pairs and publishes each round; each teacher enters the results of
//! their children's tables (agreeing, or differing and settled by the
//! organiser), children report from their devices; one set of standings,
//! TRF, a printed page and the hall's link. Refused: a teacher, a device
//! or nobody on the organiser's routes, another organiser, a class the
//! tournament does not take (its teacher, its devices, the organiser
//! naming it), a teacher entering a table without their children, and
//! bad input, each with a 4xx that changes nothing. On SQLite always, and
//! on PostgreSQL when `WAHREE_TEST_POSTGRES` names one.

#[path = "common/school.rs"]
mod school;

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};
use tower::ServiceExt;
use wahree::classroom::sync::{self, Request as SyncRequest};
use wahree::classroom::{Learner, LearnerId};
use wahree::server::site::Site;
use wahree::server::{Db, School, secret};

const PASSWORD: &str = "district-2027";

struct Server {
    app: Router,
    school: School,
}

struct Class {
    id: String,
    code: String,
    teacher: String,
    /// Each child's device token.
    devices: Vec<String>,
}

enum As<'a> {
    Nobody,
    Organiser(&'a str),
    Teacher(&'a Class),
    Device(&'a str),
}

/// A class with `n` children named "NAME child i", whose learner ids are
/// `l0`, `l1`, … in every class, each on a device of their own with their
/// card picked; its teacher signed in.
async fn class_with(s: &Server, name: &str, n: usize) -> Class {
    let now = wahree::server::now();
    let card = s.school.add_class(name, "password1", now).await.unwrap();
    let (teacher, _) = s
        .school
        .sign_in(&card.code, "password1", now)
        .await
        .unwrap();
    let mut devices = Vec::new();
    for i in 0..n {
        let (token, _) = s.school.join(&card.code, now).await.unwrap();
        let id = s.school.device(&token).await.unwrap();
        let l = Learner {
            id: LearnerId::try_from(format!("l{i}")).unwrap(),
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
        devices.push(token);
    }
    Class {
        id: card.id,
        code: card.code,
        teacher,
        devices,
    }
}

async fn call(s: &Server, who: As<'_>, method: &str, path: &str, body: Value) -> (u16, Value) {
    let mut r = Request::builder().method(method).uri(path);
    match who {
        As::Nobody => {}
        As::Organiser(c) => r = r.header("cookie", format!("wahree_organiser={c}")),
        As::Teacher(c) => r = r.header("cookie", format!("wahree_session={}", c.teacher)),
        As::Device(d) => r = r.header("authorization", format!("Bearer {d}")),
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

/// Every open tournament's row and every class it takes: what a refused
/// request must leave as it was.
async fn rows(s: &Server) -> (Vec<(String, i64, String)>, Vec<(String, String)>) {
    let t = sqlx::query_as("SELECT id, rev, state FROM open_tournaments ORDER BY id")
        .fetch_all(&s.school.db.pool)
        .await
        .unwrap();
    let c = sqlx::query_as(
        "SELECT tournament_id, class_id FROM open_tournament_classes \
         ORDER BY tournament_id, class_id",
    )
    .fetch_all(&s.school.db.pool)
    .await
    .unwrap();
    (t, c)
}

async fn organiser(s: &Server, name: &str) -> String {
    let now = wahree::server::now();
    s.school.add_organiser(name, PASSWORD, now).await.unwrap();
    let (token, _) = s
        .school
        .organiser_sign_in(name, PASSWORD, now, None)
        .await
        .unwrap();
    token
}

/// The table's (first, second) pairing numbers in a view's round.
fn table(view: &Value, round: usize, table: usize) -> (u64, u64) {
    let b = &view["rounds"][round - 1]["boards"][table - 1];
    (b["first"].as_u64().unwrap(), b["second"].as_u64().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_runs_one_tournament_for_two_classes() {
    for db in school::all("open-tournament").await {
        let school = School::new(Db::open(&db.url).await.expect("the database opens"));
        let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
        let s = Server { app, school };
        let me = organiser(&s, "Ms Henry").await;
        let other = organiser(&s, "Mr Other").await;
        let a = class_with(&s, "3A", 2).await;
        let b = class_with(&s, "4B", 2).await;
        let c = class_with(&s, "5C", 1).await;
        let base = "/api/organiser/tournaments";

        // Nobody, a teacher and a device are no organiser.
        let new = json!({ "name": "Island cup", "format": "round-robin", "date": "2027-03-12" });
        for who in [As::Nobody, As::Teacher(&a), As::Device(&a.devices[0])] {
            let r = call(&s, who, "POST", base, new.clone()).await;
            assert_eq!(r.0, 401, "{r:?}");
        }
        // Bad input: a 4xx, nothing written.
        for bad in [
            json!({ "name": "Cup", "format": "knockout" }),
            json!({ "name": "Cup", "format": "round-robin", "bye_points": "2" }),
            json!({ "name": "Cup", "format": "round-robin", "tie_breaks": ["XX"] }),
            json!({ "name": "Cup", "format": "round-robin", "players": [] }),
            json!({ "name": "", "format": "round-robin" }),
        ] {
            let r = call(&s, As::Organiser(&me), "POST", base, bad.clone()).await;
            assert_eq!(r.0, 400, "{bad} {r:?}");
        }
        assert!(rows(&s).await.0.is_empty());

        let (st, v) = call(&s, As::Organiser(&me), "POST", base, new.clone()).await;
        assert_eq!(st, 200, "{v}");
        let id = v["id"].as_str().unwrap().to_owned();
        let t = format!("{base}/{id}");

        // Classes: 3A by its code, 4B by its id; all their children.
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/classes"),
            json!({ "class": a.code }),
        )
        .await;
        assert_eq!(r.0, 200, "{r:?}");
        let before = rows(&s).await;
        for (who, body, status) in [
            // Another organiser does not find it.
            (As::Organiser(&other), json!({ "class": b.id }), 404),
            (As::Teacher(&b), json!({ "class": b.id }), 401),
            (As::Device(&b.devices[0]), json!({ "class": b.id }), 401),
            // No such class; 3A twice; a child 4B has not.
            (As::Organiser(&me), json!({ "class": "NOPE-0000" }), 400),
            (As::Organiser(&me), json!({ "class": a.id }), 400),
            (
                As::Organiser(&me),
                json!({ "class": b.id, "players": ["l7"] }),
                400,
            ),
            (
                As::Organiser(&me),
                json!({ "class": b.id, "extra": 1 }),
                400,
            ),
        ] {
            let r = call(&s, who, "POST", &format!("{t}/classes"), body.clone()).await;
            assert_eq!(r.0, status, "{body} {r:?}");
        }
        assert_eq!(rows(&s).await, before, "refusals change nothing");
        let (st, v) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/classes"),
            json!({ "class": b.id }),
        )
        .await;
        assert_eq!(st, 200, "{v}");
        // Four players; the same learner id in two classes is two players.
        let names: Vec<&str> = v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            ["3A child 0", "3A child 1", "4B child 0", "4B child 1"]
        );
        assert_eq!(v["seats"][0]["learner"], json!("l0"));
        assert_eq!(v["seats"][2]["learner"], json!("l0"));
        assert_eq!(v["seats"][2]["class_name"], json!("4B"));

        // The organiser chooses players only of a class the tournament
        // takes; 3A's order changed and changed back.
        let before = rows(&s).await;
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/players"),
            json!({ "class": c.id, "players": ["l0"] }),
        )
        .await;
        assert_eq!(r.0, 403, "{r:?}");
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/withdraw"),
            json!({ "class": c.id, "learner": "l0" }),
        )
        .await;
        assert_eq!(r.0, 403, "{r:?}");
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/classes/remove"),
            json!({ "class": c.id }),
        )
        .await;
        assert_eq!(r.0, 403, "{r:?}");
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/players"),
            json!({ "class": a.id, "players": ["l0", "l0"] }),
        )
        .await;
        assert_eq!(r.0, 400, "{r:?}");
        assert_eq!(rows(&s).await, before);
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/players"),
            json!({ "class": a.id, "players": ["l1"] }),
        )
        .await;
        assert_eq!((r.0, r.1["players"].as_array().unwrap().len()), (200, 3));
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/classes/remove"),
            json!({ "class": a.id }),
        )
        .await;
        assert_eq!((r.0, r.1["players"].as_array().unwrap().len()), (200, 2));
        // Back as at first: 3A first, then 4B... 4B is first now.
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/classes"),
            json!({ "class": a.code }),
        )
        .await;
        assert_eq!(r.0, 200);
        let v = r.1;
        let names: Vec<&str> = v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["name"].as_str().unwrap())
            .collect();
        assert_eq!(
            names,
            ["4B child 0", "4B child 1", "3A child 0", "3A child 1"]
        );
        // Numbers: 1 = 4B/l0, 2 = 4B/l1, 3 = 3A/l0, 4 = 3A/l1.

        // Each teacher sees it beside their class's own; 5C does not.
        let (st, list) = call(
            &s,
            As::Teacher(&a),
            "GET",
            "/api/teacher/tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(
            (st, list["open"][0]["id"].as_str()),
            (200, Some(id.as_str()))
        );
        let (_, list) = call(
            &s,
            As::Teacher(&c),
            "GET",
            "/api/teacher/tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(list["open"], json!([]));
        let teacher_t = format!("/api/teacher/open-tournaments/{id}");
        let r = call(&s, As::Teacher(&c), "GET", &teacher_t, Value::Null).await;
        assert_eq!(r.0, 404);
        // Teachers pair nothing: the organiser's routes are the organiser's.
        let r = call(
            &s,
            As::Teacher(&a),
            "POST",
            &format!("{t}/draft"),
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 401);

        // Round 1 (Berger, 4 players): 1-4, 2-3: both tables of two
        // classes.
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/draft"),
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 200, "{r:?}");
        // Players are fixed once a round is paired.
        let r = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/players"),
            json!({ "class": a.id, "players": ["l0"] }),
        )
        .await;
        assert_eq!(r.0, 409, "{r:?}");
        let (st, v) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/publish"),
            Value::Null,
        )
        .await;
        assert_eq!(st, 200, "{v}");
        assert_eq!(table(&v, 1, 1), (1, 4));
        assert_eq!(table(&v, 1, 2), (2, 3));

        let result = format!("{teacher_t}/result");
        let entry = |round: u32, table: u32, r: &str| json!({ "round": round, "table": table, "result": r });
        // Table 1: both teachers say the first wins: the result.
        let (st, v) = call(
            &s,
            As::Teacher(&a),
            "POST",
            &result,
            entry(1, 1, "first-wins"),
        )
        .await;
        assert_eq!((st, &v["state"]), (200, &json!("waiting")), "{v}");
        assert_eq!(
            v["tournament"]["rounds"][0]["boards"][0]["result"],
            Value::Null
        );
        // The teacher sees every table, their own children's learners only.
        assert_eq!(v["tournament"]["mine"], json!([3, 4]));
        assert_eq!(v["tournament"]["seats"][0]["learner"], Value::Null);
        assert_eq!(v["tournament"]["seats"][2]["learner"], json!("l0"));
        let (st, v) = call(
            &s,
            As::Teacher(&b),
            "POST",
            &result,
            entry(1, 1, "first-wins"),
        )
        .await;
        assert_eq!((st, &v["state"]), (200, &json!("agreed")), "{v}");
        assert_eq!(
            v["tournament"]["rounds"][0]["boards"][0]["result"],
            json!("first-wins")
        );
        // Table 2: they differ: shown to the organiser, nothing chosen.
        call(&s, As::Teacher(&a), "POST", &result, entry(1, 2, "draw")).await;
        let (_, v) = call(
            &s,
            As::Teacher(&b),
            "POST",
            &result,
            entry(1, 2, "second-wins"),
        )
        .await;
        assert_eq!(v["state"], json!("conflict"));
        let (_, v) = call(&s, As::Organiser(&me), "GET", &t, Value::Null).await;
        assert_eq!(v["entry_conflicts"], json!([[1, 2]]));
        assert_eq!(v["entries"].as_array().unwrap().len(), 2);
        assert_eq!(v["rounds"][0]["boards"][1]["result"], Value::Null);

        // Refused, changing nothing: a result in already, a class not in
        // the tournament, bad input, a teacher on the organiser's result.
        let before = rows(&s).await;
        for (who, path, body, status) in [
            (As::Teacher(&a), &result, entry(1, 1, "draw"), 409),
            (As::Teacher(&c), &result, entry(1, 2, "draw"), 404),
            (As::Teacher(&a), &result, entry(1, 9, "draw"), 400),
            (As::Teacher(&a), &result, entry(1, 2, "a-win"), 400),
            (As::Teacher(&a), &result, json!({ "round": 1 }), 400),
            (
                As::Teacher(&a),
                &format!("{t}/result"),
                entry(1, 2, "draw"),
                401,
            ),
            (As::Device(&a.devices[0]), &result, entry(1, 2, "draw"), 401),
            (
                As::Organiser(&other),
                &format!("{t}/result"),
                entry(1, 2, "draw"),
                404,
            ),
        ] {
            let r = call(&s, who, "POST", path, body.clone()).await;
            assert_eq!(r.0, status, "{path} {body} {r:?}");
        }
        assert_eq!(rows(&s).await, before, "refusals change nothing");
        let (st, v) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/result"),
            entry(1, 2, "second-wins"),
        )
        .await;
        assert_eq!(st, 200, "{v}");
        assert_eq!(v["entry_conflicts"], json!([]));
        assert_eq!(v["rounds"][0]["boards"][1]["result"], json!("second-wins"));

        // Round 2: 4-3 (3A's alone), 1-2 (4B's alone).
        call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/draft"),
            Value::Null,
        )
        .await;
        let (_, v) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/publish"),
            Value::Null,
        )
        .await;
        assert_eq!((table(&v, 2, 1), table(&v, 2, 2)), ((4, 3), (1, 2)));
        // 4B's teacher enters no table of 3A's children.
        let r = call(&s, As::Teacher(&b), "POST", &result, entry(2, 1, "draw")).await;
        assert_eq!(r.0, 403, "{r:?}");
        let (_, v) = call(&s, As::Teacher(&a), "POST", &result, entry(2, 1, "draw")).await;
        assert_eq!(v["state"], json!("agreed"));
        // 4B's children report from their devices: l0 (1) beat l1 (2).
        let report = format!("/api/open-tournaments/{id}/report");
        let mine = |l: &str, r: &str| json!({ "learner": l, "round": 2, "table": 2, "result": r });
        let (st, dev) = call(
            &s,
            As::Device(&b.devices[0]),
            "GET",
            "/api/open-tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(st, 200);
        let next = &dev["tournaments"][0]["tournament"];
        assert_eq!(next["next"]["opponent"], json!("4B child 1"));
        assert_eq!(next["opponent_class"], json!("4B"));
        assert_eq!(next["next"]["moves_first"], json!(true));
        // Another class's device, a card not on this device: refused.
        let before = rows(&s).await;
        for (device, body, status) in [
            // 5C's device: its class is not in the tournament.
            (&c.devices[0], mine("l0", "won"), 404),
            // 3A's l0 is not at this table (4B's l0 is).
            (&a.devices[0], mine("l0", "won"), 400),
            // 4B's l0's card is not on this device.
            (&b.devices[1], mine("l0", "won"), 403),
            (&b.devices[0], mine("l0", "best"), 400),
        ] {
            let r = call(&s, As::Device(device), "POST", &report, body.clone()).await;
            assert_eq!(r.0, status, "{body} {r:?}");
        }
        let r = call(&s, As::Device(&a.devices[0]), "GET", &t, Value::Null).await;
        assert_eq!(r.0, 401);
        assert_eq!(rows(&s).await, before, "refusals change nothing");
        let (st, v) = call(
            &s,
            As::Device(&b.devices[0]),
            "POST",
            &report,
            mine("l0", "won"),
        )
        .await;
        assert_eq!((st, &v["state"]), (200, &json!("waiting")), "{v}");
        let (st, v) = call(
            &s,
            As::Device(&b.devices[1]),
            "POST",
            &report,
            mine("l1", "lost"),
        )
        .await;
        assert_eq!((st, &v["state"]), (200, &json!("agreed")), "{v}");
        // 5C's device has no tournament across classes.
        let (_, dev) = call(
            &s,
            As::Device(&c.devices[0]),
            "GET",
            "/api/open-tournaments",
            Value::Null,
        )
        .await;
        assert_eq!(dev["tournaments"], json!([]));

        // Round 3: 2-4, 3-1; both teachers agree on both.
        call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/draft"),
            Value::Null,
        )
        .await;
        let (_, v) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/publish"),
            Value::Null,
        )
        .await;
        assert_eq!((table(&v, 3, 1), table(&v, 3, 2)), ((2, 4), (3, 1)));
        for teacher in [&a, &b] {
            call(
                &s,
                As::Teacher(teacher),
                "POST",
                &result,
                entry(3, 1, "draw"),
            )
            .await;
            call(
                &s,
                As::Teacher(teacher),
                "POST",
                &result,
                entry(3, 2, "first-wins"),
            )
            .await;
        }
        let (_, v) = call(&s, As::Organiser(&me), "GET", &t, Value::Null).await;
        assert_eq!(v["over"], json!(true), "{v}");

        // One set of standings: 4B/l0 3-1... by the points:
        // 1: W, -, L = 1+1+0 = 2; 2: L(r1 t2), L(r2), D = ½;
        // 3: W(r1 t2), D, W = 2½; 4: L, D, D = 1.
        let (st, v) = call(
            &s,
            As::Organiser(&me),
            "GET",
            &format!("{t}/standings"),
            Value::Null,
        )
        .await;
        assert_eq!(st, 200, "{v}");
        let lines: Vec<(String, String, String)> = v["standings"]
            .as_array()
            .unwrap()
            .iter()
            .map(|l| {
                (
                    l["name"].as_str().unwrap().to_owned(),
                    l["class_name"].as_str().unwrap().to_owned(),
                    l["points"].as_str().unwrap().to_owned(),
                )
            })
            .collect();
        assert_eq!(
            lines,
            [
                ("3A child 0".into(), "3A".into(), "2.5".into()),
                ("4B child 0".into(), "4B".into(), "2".into()),
                ("3A child 1".into(), "3A".into(), "1".into()),
                ("4B child 1".into(), "4B".into(), "0.5".into()),
            ]
        );
        // Each teacher sees the same standings.
        let (_, ta) = call(&s, As::Teacher(&a), "GET", &teacher_t, Value::Null).await;
        let (_, tb) = call(&s, As::Teacher(&b), "GET", &teacher_t, Value::Null).await;
        assert_eq!(ta["standings"], tb["standings"]);
        assert_eq!(ta["standings"][0]["name"], json!("3A child 0"));

        // TRF with the names as typed; a printed page; the hall's link.
        let (st, trf) = call(
            &s,
            As::Organiser(&me),
            "GET",
            &format!("{t}/export.trf"),
            Value::Null,
        )
        .await;
        let trf = trf.as_str().unwrap().to_owned();
        assert_eq!(st, 200);
        assert!(
            trf.contains("3A child 0") && trf.contains("4B child 1"),
            "{trf}"
        );
        let back = wahree::tournament::trf::read(trf.as_bytes()).expect("our TRF reads back");
        assert_eq!(back.rounds.len(), 3);
        let (st, page) = call(
            &s,
            As::Organiser(&me),
            "GET",
            &format!("{t}/print/standings?lang=es"),
            Value::Null,
        )
        .await;
        assert_eq!(st, 200);
        assert!(page.as_str().unwrap().contains("3A child 0"));
        let r = call(
            &s,
            As::Teacher(&a),
            "GET",
            &format!("{t}/print/standings"),
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 401);
        let (st, hall) = call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/hall"),
            json!({ "open": true }),
        )
        .await;
        assert_eq!(st, 200);
        let (st, shown) = call(
            &s,
            As::Nobody,
            "GET",
            hall["hall"].as_str().unwrap(),
            Value::Null,
        )
        .await;
        assert_eq!(st, 200, "{shown}");
        assert_eq!(shown["standings"][0]["name"], json!("3A child 0"));
        let (st, _) = call(
            &s,
            As::Nobody,
            "GET",
            hall["page"].as_str().unwrap(),
            Value::Null,
        )
        .await;
        assert_eq!(st, 200);
        call(
            &s,
            As::Organiser(&me),
            "POST",
            &format!("{t}/hall"),
            json!({ "open": false }),
        )
        .await;
        let (st, _) = call(
            &s,
            As::Nobody,
            "GET",
            hall["hall"].as_str().unwrap(),
            Value::Null,
        )
        .await;
        assert_eq!(st, 404);

        // The organiser's list: theirs alone.
        let (_, l) = call(&s, As::Organiser(&me), "GET", base, Value::Null).await;
        assert_eq!(l["tournaments"].as_array().unwrap().len(), 1);
        let (_, l) = call(&s, As::Organiser(&other), "GET", base, Value::Null).await;
        assert_eq!(l["tournaments"], json!([]));

        // A copied school keeps its tournaments across classes.
        let to = school::sqlite("open-tournament-copy");
        let copy = Db::open(&to.url).await.unwrap();
        wahree::server::copy::copy(&s.school.db, &copy)
            .await
            .unwrap();
        let there = School::new(copy);
        let kept = there
            .open_read(
                wahree::server::open_tournament::Scope::Class(&wahree::server::school::ClassId(
                    a.id.clone(),
                )),
                &id,
            )
            .await
            .unwrap();
        assert!(kept.is_over() && kept.classes.len() == 2);
    }
}
