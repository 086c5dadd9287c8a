//! A game between two devices survives `kill -9` of the server: the real
//! `wahree serve` is killed with SIGKILL mid-game, while a move is on its
//! way, and started again on the same database; every move a device was
//! told was played is there, in order, the one on its way at most once,
//! and the game goes on to its end and lands in both children's records.
//! On SQLite always, and on PostgreSQL when `WAHREE_TEST_POSTGRES` names
//! one. Loopback only, a few seconds.

#[path = "common/child.rs"]
mod child;
#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::net::SocketAddr;

use serde_json::{Value, json};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::engine::Position;

use child::{Scratch, start_on as start};

const PASSWORD: &str = "kill-password";

fn add_class(data: &std::path::Path, database: Option<&str>, name: &str) -> String {
    child::add_class(data, database, name, PASSWORD)
}

/// Moves acknowledged before the kill.
const BEFORE: usize = 7;

struct Kid {
    bearer: String,
    id: LearnerId,
}

async fn call(addr: SocketAddr, kid: &Kid, method: &str, path: &str, body: Value) -> http::Answer {
    http::json(addr, method, path, &[("Authorization", &kid.bearer)], &body).await
}

/// A device joins the class, sends its child, and picks their card.
async fn kid(addr: SocketAddr, code: &str, name: &str) -> Kid {
    let r = http::json(addr, "POST", "/api/join", &[], &json!({ "code": code })).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let kid = Kid {
        bearer: format!("Bearer {}", r.json()["token"].as_str().unwrap()),
        id: LearnerId::try_from(format!("l1-{name}")).unwrap(),
    };
    let req = Request {
        format: sync::FORMAT,
        learners: vec![Learner {
            id: kid.id.clone(),
            name: name.to_owned(),
            ..Learner::default()
        }],
        ..Request::default()
    };
    let r = call(
        addr,
        &kid,
        "POST",
        "/api/sync",
        serde_json::to_value(&req).unwrap(),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let r = call(
        addr,
        &kid,
        "POST",
        "/api/duels/here",
        json!({ "learners": [kid.id] }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    kid
}

/// The move the child to move plays next: one of the engine's legal
/// moves, varied by `k`.
fn next_move(view: &Value, k: usize) -> (usize, u8) {
    let p: Position = view["position"].as_str().unwrap().parse().unwrap();
    let legal: Vec<u8> = p.legal_moves().map(|h| h.index() as u8).collect();
    (
        view["moves"].as_array().unwrap().len(),
        legal[(k * 7 + 2) % legal.len()],
    )
}

fn mover<'a>(view: &Value, a: &'a Kid, b: &'a Kid) -> &'a Kid {
    if view["to_move"] == json!(a.id) { a } else { b }
}

async fn kill_mid_game(kind: &str, database: Option<&str>) {
    let scratch = Scratch::new(&format!("duel-kill-{kind}"));
    let data = scratch.0.as_path();
    let code = add_class(data, database, "Kill 9");
    let mut server = start(data, database);
    let addr = server.addr;
    let ana = kid(addr, &code, "ana").await;
    let ben = kid(addr, &code, "ben").await;
    let r = call(
        addr,
        &ana,
        "POST",
        "/api/duels",
        json!({ "challenger": ana.id, "invited": ben.id }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let id = r.json()["id"].as_str().unwrap().to_owned();
    let game = format!("/api/duels/{id}");
    let r = call(
        addr,
        &ben,
        "POST",
        &game,
        json!({ "learner": ben.id, "act": "accept", "moves_first": false }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let mut view = r.json();
    let mut acked: Vec<u8> = Vec::new();
    for k in 0..BEFORE {
        let who = mover(&view, &ana, &ben);
        let (ply, house) = next_move(&view, k);
        let r = call(
            addr,
            who,
            "POST",
            &game,
            json!({ "learner": who.id, "act": "move", "ply": ply, "house": house }),
        )
        .await;
        assert_eq!(r.status, 200, "{kind}: {}", r.text());
        acked.push(house);
        view = r.json();
        assert_eq!(view["phase"], "playing", "{kind}: the game goes on");
    }
    // One more move on its way as the server is killed.
    let who = mover(&view, &ana, &ben);
    let (ply, house) = next_move(&view, BEFORE);
    let body = json!({ "learner": who.id, "act": "move", "ply": ply, "house": house });
    let bearer = who.bearer.clone();
    let path = game.clone();
    let on_its_way = tokio::spawn(async move {
        http::send(
            addr,
            "POST",
            &path,
            &[
                ("Authorization", &bearer),
                ("Content-Type", "application/json"),
            ],
            body.to_string().as_bytes(),
        )
        .await
    });
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    server.kill();
    let answered = matches!(on_its_way.await.unwrap(), Ok(a) if a.status == 200);
    drop(server);

    let server = start(data, database);
    let addr = server.addr;
    let r = call(addr, &ana, "GET", &game, Value::Null).await;
    assert_eq!(r.status, 200, "{kind}: {}", r.text());
    let view = r.json();
    let moves: Vec<u8> = serde_json::from_value(view["moves"].clone()).unwrap();
    assert_eq!(
        moves[..acked.len()],
        acked[..],
        "{kind}: every acknowledged move is kept, in order"
    );
    assert!(moves.len() <= acked.len() + 1, "{kind}: {moves:?}");
    if answered {
        assert_eq!(
            moves.len(),
            acked.len() + 1,
            "{kind}: the last was acknowledged"
        );
        assert_eq!(moves[acked.len()], house);
    }
    // Each move once among the events a device reads again.
    let r = call(addr, &ben, "GET", "/api/duels/events?after=0", Value::Null).await;
    let heard: Vec<u8> = r.json()["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["body"]["kind"] == "moved")
        .map(|e| e["body"]["house"].as_u64().unwrap() as u8)
        .collect();
    assert_eq!(heard, moves, "{kind}");

    // The game goes on to its end on the new server.
    let mut view = view;
    let mut k = 0;
    while view["phase"] == "playing" {
        let who = mover(&view, &ana, &ben);
        let (ply, house) = next_move(&view, k);
        let r = call(
            addr,
            who,
            "POST",
            &game,
            json!({ "learner": who.id, "act": "move", "ply": ply, "house": house }),
        )
        .await;
        assert_eq!(r.status, 200, "{kind}: {}", r.text());
        view = r.json();
        k += 1;
        assert!(k < 1_000);
    }
    let r = http::json(
        addr,
        "POST",
        "/api/teacher/sign-in",
        &[],
        &json!({ "code": code, "password": PASSWORD }),
    )
    .await;
    let cookie = r
        .header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned();
    for child in [&ana, &ben] {
        let path = format!("/api/teacher/learners/{}", child.id.as_str());
        let r = http::json(addr, "GET", &path, &[("Cookie", &cookie)], &Value::Null).await;
        assert_eq!(r.status, 200);
        let games = r.text().matches("\"classmate\"").count();
        assert_eq!(
            games,
            1,
            "{kind}: one game in {}'s record",
            child.id.as_str()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_9_mid_game_loses_no_acknowledged_move() {
    kill_mid_game("sqlite", None).await;
    if let Some(db) = school::postgres("duel-kill").await {
        kill_mid_game("postgres", Some(&db.url)).await;
    }
}
