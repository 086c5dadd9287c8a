//! Games between two devices through the class server (issue 29): two
//! children's devices play a whole game on a server on loopback, each
//! move reaching the other device by the push (server-sent events); a
//! child moves to another device of the class and goes on there; the
//! teacher pairs, adjourns, resumes, sets the timer, watches and ends;
//! every route is refused to another class, to a child not in the game
//! and to a device on the teacher's routes; moves out of turn, from the
//! wrong device, after the end or twice are refused with a 4xx and
//! change nothing. On SQLite always, and on PostgreSQL when
//! `WAHREE_TEST_POSTGRES` names one. (`kill -9` mid-game:
//! `tests/duel_kill.rs`.)

#[path = "common/live_devices.rs"]
mod devices;
#[path = "common/duel_devices.rs"]
mod duels;
#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;
#[path = "common/sse.rs"]
mod sse;

use std::time::Duration;

use serde_json::{Value, json};

use devices::{Class, Device, Server, class_with, device, serve, teacher};
use duels::{Watcher, a_move, an_illegal_move, duel_rows, is};

/// The device says its child's card is picked on it.
async fn here(s: &Server, d: &Device, learners: &[&Device]) -> Value {
    let ids: Vec<&str> = learners.iter().map(|l| l.learner.as_str()).collect();
    let r = device(
        s.addr,
        d,
        "POST",
        "/api/duels/here",
        json!({ "learners": ids }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.json()
}

async fn act(s: &Server, d: &Device, game: &str, body: Value) -> http::Answer {
    device(s.addr, d, "POST", &format!("/api/duels/{game}"), body).await
}

fn mv(who: &Device, ply: usize, house: u8) -> Value {
    json!({ "learner": who.learner, "act": "move", "ply": ply, "house": house })
}

/// A refusal: its status and id.
fn refused(r: &http::Answer, status: u16, id: &str) {
    assert_eq!(r.status, status, "{}", r.text());
    assert_eq!(r.json()["error"], id, "{}", r.text());
}

/// The games recorded in the class's learners' records: (learner,
/// outcome, record).
async fn recorded(s: &Server, c: &Class) -> Vec<(String, Option<String>, Value)> {
    let rows: Vec<(String, Option<String>, String)> = sqlx::query_as(
        "SELECT learner_id, outcome, record FROM games WHERE class_id = $1 ORDER BY learner_id",
    )
    .bind(&c.id.0)
    .fetch_all(&s.school.db.pool)
    .await
    .unwrap();
    rows.into_iter()
        .map(|(l, o, r)| (l, o, serde_json::from_str(&r).unwrap()))
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_devices_play_a_whole_game_and_each_move_reaches_the_other_by_the_push() {
    for db in school::all("duel-game").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Duel", 3).await;
        let (ana, ben, cleo) = (&c.devices[0], &c.devices[1], &c.devices[2]);
        for d in [ana, ben, cleo] {
            here(&s, d, &[d]).await;
        }
        let mut push_ana = Watcher::device(s.addr, &ana.bearer);
        let mut push_ben = Watcher::device(s.addr, &ben.bearer);
        push_ana.open().await;
        push_ben.open().await;

        let r = device(
            s.addr,
            ana,
            "POST",
            "/api/duels",
            json!({ "challenger": ana.learner, "invited": ben.learner }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["id"].as_str().unwrap().to_owned();
        assert_eq!(r.json()["phase"], "invited");
        let invited = push_ben
            .until("the invitation", 0, |e| is(e, &id, "invited"))
            .await;
        assert_eq!(invited["body"]["challenger"], json!(ana.learner));
        // Cleo's device hears nothing of a game that is not hers.
        let r = device(
            s.addr,
            cleo,
            "GET",
            "/api/duels/events?after=0",
            Value::Null,
        )
        .await;
        assert_eq!(r.json()["events"], json!([]), "{}", db.kind);

        // Ben says yes and chooses to move first: he plays South.
        let r = act(
            &s,
            ben,
            &id,
            json!({ "learner": ben.learner, "act": "accept", "moves_first": true }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let mut view = r.json();
        assert_eq!(view["seats"], json!([ben.learner, ana.learner]));
        push_ana.until("the game", 0, |e| is(e, &id, "began")).await;

        let mut k = 0;
        let mut heard = 0;
        while view["phase"] == "playing" {
            let mover_is_ben = view["to_move"] == json!(ben.learner);
            let (mover, other) = if mover_is_ben { (ben, ana) } else { (ana, ben) };
            let ply = view["moves"].as_array().unwrap().len();
            if k == 5 {
                // Everything wrong, refused, and nothing changed.
                let before = duel_rows(&s.school).await;
                let last = view["moves"][ply - 1].as_u64().unwrap() as u8;
                refused(
                    &act(&s, other, &id, mv(other, ply - 1, last)).await,
                    409,
                    "duel-twice",
                );
                refused(
                    &act(&s, other, &id, mv(other, ply, a_move(&view, 0))).await,
                    409,
                    "duel-not-your-turn",
                );
                refused(
                    &act(&s, other, &id, mv(mover, ply, a_move(&view, 0))).await,
                    403,
                    "duel-not-on-this-device",
                );
                refused(
                    &act(&s, cleo, &id, mv(cleo, ply, a_move(&view, 0))).await,
                    403,
                    "duel-not-in-game",
                );
                refused(
                    &act(&s, cleo, &id, mv(mover, ply, a_move(&view, 0))).await,
                    403,
                    "duel-not-on-this-device",
                );
                let bad = act(&s, mover, &id, mv(mover, ply, an_illegal_move(&view))).await;
                assert_eq!(bad.status, 400, "{}", bad.text());
                assert!(
                    bad.json()["error"]
                        .as_str()
                        .unwrap()
                        .starts_with("duel-move-"),
                    "the engine's reason: {}",
                    bad.text()
                );
                refused(
                    &act(&s, mover, &id, mv(mover, ply + 1, a_move(&view, 0))).await,
                    409,
                    "duel-stale",
                );
                let r = device(
                    s.addr,
                    cleo,
                    "GET",
                    &format!("/api/duels/{id}"),
                    Value::Null,
                )
                .await;
                refused(&r, 403, "duel-not-in-game");
                assert_eq!(duel_rows(&s.school).await, before, "{}", db.kind);
            }
            let house = a_move(&view, k * 5 + 1);
            let r = act(&s, mover, &id, mv(mover, ply, house)).await;
            assert_eq!(r.status, 200, "{}", r.text());
            // The other device hears the move by the push.
            let push = if mover_is_ben {
                &mut push_ana
            } else {
                &mut push_ben
            };
            let e = push
                .until("the move", heard, |e| {
                    is(e, &id, "moved") && e["body"]["ply"] == ply
                })
                .await;
            assert_eq!(e["body"]["house"], house);
            heard = e["seq"].as_u64().unwrap();
            view = r.json();
            assert_eq!(view["moves"].as_array().unwrap().len(), ply + 1);
            k += 1;
            assert!(k < 1_000, "the game ends");
            if k == 8 {
                // Ana's Wi-Fi drops: her stream comes back after the last
                // event it got.
                push_ana.drop_stream();
            }
        }
        assert_eq!(view["phase"], "over");
        let end = view["end"].clone();
        for push in [&mut push_ana, &mut push_ben] {
            let over = push.until("the end", 0, |e| is(e, &id, "over")).await;
            assert_eq!(over["body"]["end"], end);
        }
        // Every move once, in order, on both devices.
        for push in [&push_ana, &push_ben] {
            let moves: Vec<Value> = push
                .seen
                .values()
                .filter(|e| is(e, &id, "moved"))
                .map(|e| e["body"]["house"].clone())
                .collect();
            assert_eq!(json!(moves), view["moves"], "{}", db.kind);
        }
        // After the end: nothing more.
        let before = duel_rows(&s.school).await;
        let ply = view["moves"].as_array().unwrap().len();
        refused(
            &act(&s, ana, &id, mv(ana, ply, 0)).await,
            409,
            "duel-game-over",
        );
        refused(
            &act(
                &s,
                ben,
                &id,
                json!({ "learner": ben.learner, "act": "resign" }),
            )
            .await,
            409,
            "duel-game-over",
        );
        assert_eq!(duel_rows(&s.school).await, before);

        // The game is in both children's records, for the review.
        let games = recorded(&s, &c).await;
        assert_eq!(games.len(), 2, "{games:?}");
        for (learner, outcome, record) in &games {
            let south = *learner == ben.learner.as_str();
            assert_eq!(record["classmate"]["south"], json!(south));
            let other = if south { ana } else { ben };
            assert_eq!(record["classmate"]["id"], json!(other.learner));
            assert_eq!(record["game"]["moves"], view["moves"]);
            assert_eq!(record["score"], end["stores"]);
            let stores = &end["stores"];
            let (mine, theirs) = if south {
                (&stores[0], &stores[1])
            } else {
                (&stores[1], &stores[0])
            };
            let expected = match mine.as_u64().cmp(&theirs.as_u64()) {
                std::cmp::Ordering::Greater => "Won",
                std::cmp::Ordering::Less => "Lost",
                std::cmp::Ordering::Equal => "Drawn",
            };
            assert_eq!(outcome.as_deref(), Some(expected), "{record}");
        }
        // And reaches the child's device with a sync, like any game.
        let r = teacher(
            &s,
            &c,
            "GET",
            &format!("/api/teacher/learners/{}", ana.learner.as_str()),
            Value::Null,
        )
        .await;
        assert!(r.text().contains("classmate"), "{}", r.text());
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_child_continues_on_another_device_and_the_teacher_runs_the_game() {
    for db in school::all("duel-teacher").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Pairs", 3).await;
        let (ana, ben, spare) = (&c.devices[0], &c.devices[1], &c.devices[2]);
        here(&s, ana, &[ana]).await;
        here(&s, ben, &[ben]).await;
        here(&s, spare, &[]).await;

        // A 30-second timer for the class's new games, then a pairing.
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels/timer",
            json!({ "seconds": 30 }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels/timer",
            json!({ "seconds": 3 }),
        )
        .await;
        refused(&r, 400, "duel-bad-timer");
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels",
            json!({ "south": ana.learner, "north": ben.learner }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let view = r.json();
        let id = view["id"].as_str().unwrap().to_owned();
        assert_eq!(view["phase"], "playing");
        assert_eq!(view["seconds"], 30);
        assert!(view["deadline"].as_u64().is_some());
        // Either child busy: no second game for them.
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels",
            json!({ "south": ben.learner, "north": spare.learner }),
        )
        .await;
        refused(&r, 409, "duel-busy");

        let mut projector = Watcher::teacher(s.addr, &c.cookie, Some(&id));
        projector.open().await;
        let r = act(&s, ana, &id, mv(ana, 0, a_move(&view, 0))).await;
        assert_eq!(r.status, 200, "{}", r.text());
        projector
            .until("the move", 0, |e| is(e, &id, "moved"))
            .await;
        let view = r.json();

        // Ben's device crashes; he picks his card on the spare device.
        here(&s, spare, &[ben]).await;
        let r = act(&s, ben, &id, mv(ben, 1, a_move(&view, 0))).await;
        refused(&r, 403, "duel-not-on-this-device");
        // "Continue": the spare device lists his game, and its stream
        // gives every event of it from the start.
        let r = device(s.addr, spare, "GET", "/api/duels", Value::Null).await;
        let games = r.json()["games"].clone();
        assert_eq!(games.as_array().unwrap().len(), 1, "{games}");
        assert_eq!(games[0]["id"], id);
        assert_eq!(games[0]["to_move"], json!(ben.learner));
        let mut push_spare = Watcher::device(s.addr, &spare.bearer);
        push_spare
            .until("the pairing", 0, |e| is(e, &id, "began"))
            .await;
        push_spare
            .until("ana's move", 0, |e| is(e, &id, "moved"))
            .await;
        let r = act(&s, spare, &id, mv(ben, 1, a_move(&view, 0))).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let view = r.json();

        // Ana asks to take back her move, Ben says no; she offers a
        // draw, he says no.
        for (ask, seen) in [("ask-take-back", "take-back"), ("offer-draw", "draw")] {
            let r = act(&s, ana, &id, json!({ "learner": ana.learner, "act": ask })).await;
            assert_eq!(r.status, 200, "{}", r.text());
            assert_eq!(r.json()["offer"]["offer"], seen);
            let e = push_spare
                .until("the request", 0, |e| {
                    is(e, &id, "asked") && e["body"]["offer"]["offer"] == seen
                })
                .await;
            assert_eq!(e["body"]["offer"]["by"], "south");
            refused(
                &act(
                    &s,
                    ana,
                    &id,
                    json!({ "learner": ana.learner, "act": "answer", "yes": true }),
                )
                .await,
                403,
                "duel-not-yours",
            );
            let r = act(
                &s,
                spare,
                &id,
                json!({ "learner": ben.learner, "act": "answer", "yes": false }),
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
            assert_eq!(r.json()["offer"], Value::Null);
        }

        // Adjourned: no moves; resumed: moves again.
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{id}/adjourn"),
            Value::Null,
        )
        .await;
        assert_eq!(r.json()["phase"], "adjourned");
        let before = duel_rows(&s.school).await;
        refused(
            &act(&s, ana, &id, mv(ana, 2, a_move(&view, 0))).await,
            409,
            "duel-wrong-moment",
        );
        assert_eq!(duel_rows(&s.school).await, before);
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{id}/resume"),
            Value::Null,
        )
        .await;
        assert_eq!(r.json()["phase"], "playing");
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{id}/timer"),
            json!({ "seconds": null }),
        )
        .await;
        assert_eq!(r.json()["deadline"], Value::Null);
        let r = act(&s, ana, &id, mv(ana, 2, a_move(&view, 0))).await;
        assert_eq!(r.status, 200, "{}", r.text());

        // The teacher's list, then the end with a result: Ben won.
        let r = teacher(&s, &c, "GET", "/api/teacher/duels", Value::Null).await;
        assert_eq!(r.json()["games"][0]["id"], id);
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{id}/end"),
            json!({ "result": "north-won" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["end"]["reason"], "teacher");
        projector.until("the end", 0, |e| is(e, &id, "over")).await;
        let games = recorded(&s, &c).await;
        let outcomes: Vec<_> = games.iter().map(|g| (g.0.clone(), g.1.clone())).collect();
        assert_eq!(
            outcomes,
            vec![
                (ana.learner.as_str().to_owned(), Some("Lost".to_owned())),
                (ben.learner.as_str().to_owned(), Some("Won".to_owned())),
            ],
            "{}",
            db.kind
        );
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{id}/end"),
            json!({}),
        )
        .await;
        refused(&r, 409, "duel-game-over");

        // A challenge the challenger withdraws, one declined, and the
        // teacher's end without a result: no records.
        for (answer, by) in [("withdraw", ana), ("decline", ben)] {
            here(&s, ben, &[ben]).await;
            let r = device(
                s.addr,
                ana,
                "POST",
                "/api/duels",
                json!({ "challenger": ana.learner, "invited": ben.learner, "first": "random" }),
            )
            .await;
            assert_eq!(r.status, 200, "{}", r.text());
            let g = r.json()["id"].as_str().unwrap().to_owned();
            let again = device(
                s.addr,
                ana,
                "POST",
                "/api/duels",
                json!({ "challenger": ana.learner, "invited": ben.learner }),
            )
            .await;
            refused(&again, 409, "duel-twice");
            let r = act(&s, by, &g, json!({ "learner": by.learner, "act": answer })).await;
            assert_eq!(r.status, 200, "{}", r.text());
        }
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels",
            json!({ "south": ana.learner, "north": ben.learner }),
        )
        .await;
        let g = r.json()["id"].as_str().unwrap().to_owned();
        let r = teacher(
            &s,
            &c,
            "POST",
            &format!("/api/teacher/duels/{g}/end"),
            json!({}),
        )
        .await;
        assert_eq!(r.json()["end"]["verdict"], Value::Null);
        assert_eq!(recorded(&s, &c).await.len(), 2, "no result: nothing more");

        // The projector's "all boards": every game's events, in order.
        let r = teacher(
            &s,
            &c,
            "GET",
            "/api/teacher/duels/events?after=0",
            Value::Null,
        )
        .await;
        let events = r.json()["events"].as_array().unwrap().clone();
        let mut games: Vec<&str> = events.iter().map(|e| e["game"].as_str().unwrap()).collect();
        games.dedup();
        games.sort_unstable();
        games.dedup();
        assert_eq!(games.len(), 4, "{}", db.kind);
        let seqs: Vec<u64> = events.iter().map(|e| e["seq"].as_u64().unwrap()).collect();
        assert_eq!(seqs, (1..=seqs.len() as u64).collect::<Vec<_>>());
        let one = format!("/api/teacher/duels/events?after=0&game={g}");
        let r = teacher(&s, &c, "GET", &one, Value::Null).await;
        assert!(
            r.json()["events"]
                .as_array()
                .unwrap()
                .iter()
                .all(|e| e["game"] == g)
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_route_is_refused_to_whom_it_is_not_for_and_bad_requests_change_nothing() {
    for db in school::all("duel-refused").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Mine", 3).await;
        let other = class_with(&s, "Theirs", 1).await;
        let (ana, ben, cleo) = (&c.devices[0], &c.devices[1], &c.devices[2]);
        let stranger = &other.devices[0];
        here(&s, ana, &[ana]).await;
        here(&s, ben, &[ben]).await;
        let r = device(
            s.addr,
            ana,
            "POST",
            "/api/duels",
            json!({ "challenger": ana.learner, "invited": ben.learner, "first": "random" }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["id"].as_str().unwrap().to_owned();
        let before = duel_rows(&s.school).await;

        // Another class's device and teacher: no such game.
        let game = format!("/api/duels/{id}");
        let answer = json!({ "learner": stranger.learner, "act": "accept", "moves_first": true });
        for (method, body) in [("GET", Value::Null), ("POST", answer.clone())] {
            let r = device(s.addr, stranger, method, &game, body).await;
            assert_eq!(r.status, 404, "{method} {}", r.text());
        }
        let r = device(
            s.addr,
            stranger,
            "GET",
            "/api/duels/events?after=0",
            Value::Null,
        )
        .await;
        assert_eq!(r.json()["events"], json!([]));
        let r = device(s.addr, stranger, "GET", "/api/duels", Value::Null).await;
        assert_eq!(r.json()["games"], json!([]));
        // Nor may it act for, or claim, this class's children.
        let r = device(
            s.addr,
            stranger,
            "POST",
            "/api/duels/here",
            json!({ "learners": [ben.learner] }),
        )
        .await;
        refused(&r, 400, "duel-unknown-learner");
        let r = device(
            s.addr,
            stranger,
            "POST",
            "/api/duels",
            json!({ "challenger": stranger.learner, "invited": ben.learner }),
        )
        .await;
        refused(&r, 400, "duel-unknown-learner");
        for path in [
            format!("/api/teacher/duels/{id}"),
            format!("/api/teacher/duels/{id}/end"),
            format!("/api/teacher/duels/{id}/adjourn"),
            format!("/api/teacher/duels/{id}/resume"),
            format!("/api/teacher/duels/{id}/timer"),
            format!("/api/teacher/duels/stream?game={id}"),
        ] {
            let method = if path.ends_with(&id) || path.contains("stream") {
                "GET"
            } else {
                "POST"
            };
            let r = teacher(&s, &other, method, &path, json!({})).await;
            assert_eq!(r.status, 404, "{path}: {}", r.text());
            // A device's token on the teacher's routes: not signed in.
            let r = device(s.addr, ana, method, &path, json!({})).await;
            assert_eq!(r.status, 401, "{path}: {}", r.text());
        }
        for (method, path) in [
            ("GET", "/api/teacher/duels"),
            ("POST", "/api/teacher/duels"),
            ("POST", "/api/teacher/duels/timer"),
            ("GET", "/api/teacher/duels/events"),
        ] {
            let r = device(s.addr, ana, method, path, json!({})).await;
            assert_eq!(r.status, 401, "{path}: {}", r.text());
        }
        let r = teacher(&s, &other, "GET", "/api/teacher/duels", Value::Null).await;
        assert_eq!(r.json()["games"], json!([]));
        // No token at all, and a token that is not one.
        for auth in [vec![], vec![("Authorization", "Bearer nope")]] {
            for (method, path) in [("GET", "/api/duels"), ("POST", game.as_str())] {
                let r = http::json(s.addr, method, path, &auth, &json!({})).await;
                assert_eq!(r.status, 401, "{path}");
            }
        }

        // A child not in the game, and the challenger answering for the
        // invited child.
        here(&s, cleo, &[cleo]).await;
        refused(
            &act(
                &s,
                cleo,
                &id,
                json!({ "learner": cleo.learner, "act": "decline" }),
            )
            .await,
            403,
            "duel-not-in-game",
        );
        refused(
            &act(
                &s,
                ana,
                &id,
                json!({ "learner": ana.learner, "act": "accept" }),
            )
            .await,
            403,
            "duel-not-yours",
        );
        refused(
            &act(
                &s,
                ana,
                &id,
                json!({ "learner": ben.learner, "act": "accept" }),
            )
            .await,
            403,
            "duel-not-on-this-device",
        );
        // Bad requests.
        for body in [
            json!({ "learner": ben.learner, "act": "fly" }),
            json!({ "learner": "not an id", "act": "decline" }),
            json!({ "act": "decline" }),
            json!([1, 2]),
        ] {
            let r = act(&s, ben, &id, body.clone()).await;
            assert_eq!(r.status, 400, "{body}: {}", r.text());
        }
        let r = http::send(
            s.addr,
            "POST",
            &game,
            &[
                ("Authorization", &ben.bearer),
                ("Content-Type", "application/json"),
            ],
            b"{\"learner\": ",
        )
        .await
        .unwrap();
        assert_eq!(r.status, 400);
        for bad in ["/api/duels/xyz", "/api/duels/0123456789abcdeg"] {
            let r = device(s.addr, ben, "GET", bad, Value::Null).await;
            assert_eq!(r.status, 404, "{bad}");
        }
        for (body, status, why) in [
            (
                json!({ "challenger": ben.learner, "invited": ben.learner }),
                400,
                "duel-same-child",
            ),
            (
                json!({ "challenger": ben.learner, "invited": cleo.learner, "extra": 1 }),
                400,
                "bad-json",
            ),
            // Ana's card is not on Ben's device.
            (
                json!({ "challenger": ana.learner, "invited": cleo.learner }),
                403,
                "duel-not-on-this-device",
            ),
            // Ana and Ben have a challenge waiting between them.
            (
                json!({ "challenger": ben.learner, "invited": ana.learner }),
                409,
                "duel-twice",
            ),
        ] {
            let r = device(s.addr, ben, "POST", "/api/duels", body.clone()).await;
            refused(&r, status, why);
        }
        assert_eq!(duel_rows(&s.school).await, before, "{}", db.kind);

        // Cleo challenges Ben too; Ben accepts Ana's first, then Cleo's
        // is refused: one game at a time.
        let r = device(
            s.addr,
            cleo,
            "POST",
            "/api/duels",
            json!({ "challenger": cleo.learner, "invited": ben.learner }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let second = r.json()["id"].as_str().unwrap().to_owned();
        let r = act(
            &s,
            ben,
            &id,
            json!({ "learner": ben.learner, "act": "accept", "moves_first": true }),
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let before = duel_rows(&s.school).await;
        refused(
            &act(
                &s,
                ben,
                &second,
                json!({ "learner": ben.learner, "act": "accept", "moves_first": true }),
            )
            .await,
            409,
            "duel-busy",
        );
        // A classmate not on any device now cannot be challenged.
        here(&s, cleo, &[]).await;
        let r = device(
            s.addr,
            ben,
            "POST",
            "/api/duels",
            json!({ "challenger": ben.learner, "invited": cleo.learner }),
        )
        .await;
        refused(&r, 409, "duel-not-here");
        assert_eq!(duel_rows(&s.school).await, before, "{}", db.kind);

        // The teacher may remove a child: their games go with them.
        let r = teacher(
            &s,
            &c,
            "DELETE",
            &format!("/api/teacher/learners/{}", ana.learner.as_str()),
            Value::Null,
        )
        .await;
        assert_eq!(r.status, 200, "{}", r.text());
        let r = device(s.addr, ben, "GET", &game, Value::Null).await;
        assert_eq!(r.status, 404);
        tokio::time::sleep(Duration::from_millis(1)).await;
    }
}

/// `wahree serve copy-to` moves the games with the school, and they go
/// on in the new database.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copied_school_keeps_its_games() {
    let from_db = school::sqlite("duel-copy-from");
    let from = serve(&from_db.url).await;
    let c = class_with(&from, "Copied", 2).await;
    let (ana, ben) = (&c.devices[0], &c.devices[1]);
    here(&from, ana, &[ana]).await;
    here(&from, ben, &[ben]).await;
    let r = teacher(
        &from,
        &c,
        "POST",
        "/api/teacher/duels/timer",
        json!({ "seconds": 60 }),
    )
    .await;
    assert_eq!(r.status, 200);
    let r = teacher(
        &from,
        &c,
        "POST",
        "/api/teacher/duels",
        json!({ "south": ana.learner, "north": ben.learner }),
    )
    .await;
    let view = r.json();
    let id = view["id"].as_str().unwrap().to_owned();
    let r = act(&from, ana, &id, mv(ana, 0, a_move(&view, 0))).await;
    assert_eq!(r.status, 200, "{}", r.text());
    let mut targets = vec![school::sqlite("duel-copy-to")];
    targets.extend(school::postgres("duel-copy-to").await);
    for to_db in targets {
        let to = serve(&to_db.url).await;
        wahree::server::copy::copy(&from.school.db, &to.school.db)
            .await
            .unwrap();
        assert_eq!(
            duel_rows(&to.school).await,
            duel_rows(&from.school).await,
            "{}",
            to_db.kind
        );
        // Ben's device, with its token and his card, goes on there.
        let r = device(
            to.addr,
            ben,
            "GET",
            &format!("/api/duels/{id}"),
            Value::Null,
        )
        .await;
        assert_eq!(r.status, 200, "{}: {}", to_db.kind, r.text());
        let v = r.json();
        assert_eq!(v["seconds"], 60);
        let r = act(&to, ben, &id, mv(ben, 1, a_move(&v, 0))).await;
        assert_eq!(r.status, 200, "{}: {}", to_db.kind, r.text());
    }
}

/// Two servers on one database (a district's, behind a load balancer):
/// a move made on one reaches a device following the other's stream,
/// and the game's events are numbered once across both.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_on_one_server_reaches_a_device_on_another() {
    for db in school::all("duel-two").await {
        let one = serve(&db.url).await;
        let two = serve(&db.url).await;
        let c = class_with(&one, "Two", 2).await;
        let (ana, ben) = (&c.devices[0], &c.devices[1]);
        here(&one, ana, &[ana]).await;
        here(&two, ben, &[ben]).await;
        let mut push_ben = Watcher::device(two.addr, &ben.bearer);
        push_ben.open().await;
        let r = teacher(
            &one,
            &c,
            "POST",
            "/api/teacher/duels",
            json!({ "south": ana.learner, "north": ben.learner }),
        )
        .await;
        let mut view = r.json();
        let id = view["id"].as_str().unwrap().to_owned();
        push_ben
            .until("the pairing", 0, |e| is(e, &id, "began"))
            .await;
        for k in 0..6 {
            // Ana plays on the first server, Ben on the second.
            let ana_moves = view["to_move"] == json!(ana.learner);
            let (s, d) = if ana_moves { (&one, ana) } else { (&two, ben) };
            let ply = view["moves"].as_array().unwrap().len();
            let r = act(s, d, &id, mv(d, ply, a_move(&view, k))).await;
            assert_eq!(r.status, 200, "{}: {}", db.kind, r.text());
            view = r.json();
            if ana_moves {
                push_ben
                    .until("Ana's move from the other server", 0, |e| {
                        is(e, &id, "moved") && e["body"]["ply"] == ply
                    })
                    .await;
            }
        }
        let seqs: Vec<u64> = push_ben.seen.keys().copied().collect();
        let expected: Vec<u64> = (1..=seqs.len() as u64).collect();
        assert_eq!(seqs, expected, "{}: one numbering, no gaps", db.kind);
    }
}

/// A device that picks up another child's card while its stream is open
/// hears that child's game from then on, earlier events included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_hears_a_card_picked_up_while_it_is_open() {
    for db in school::all("duel-pickup").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Pickup", 3).await;
        let (ana, ben, cart) = (&c.devices[0], &c.devices[1], &c.devices[2]);
        here(&s, ana, &[ana]).await;
        here(&s, ben, &[ben]).await;
        here(&s, cart, &[]).await;
        let mut push_cart = Watcher::device(s.addr, &cart.bearer);
        push_cart.open().await;
        let r = teacher(
            &s,
            &c,
            "POST",
            "/api/teacher/duels",
            json!({ "south": ana.learner, "north": ben.learner }),
        )
        .await;
        let view = r.json();
        let id = view["id"].as_str().unwrap().to_owned();
        let r = act(&s, ana, &id, mv(ana, 0, a_move(&view, 0))).await;
        assert_eq!(r.status, 200);
        let view = r.json();
        // Nothing of it for the cart's device: none of its cards.
        push_cart.drain(Duration::from_millis(600)).await;
        assert!(push_cart.seen.is_empty(), "{:?}", push_cart.seen);
        // Ben's card is picked on it; the stream, still open, hears his
        // game from the start and what follows.
        here(&s, cart, &[ben]).await;
        push_cart
            .until("the pairing", 0, |e| is(e, &id, "began"))
            .await;
        let r = act(&s, cart, &id, mv(ben, 1, a_move(&view, 0))).await;
        assert_eq!(r.status, 200, "{}", r.text());
        push_cart
            .until("Ben's move", 0, |e| {
                is(e, &id, "moved") && e["body"]["ply"] == 1
            })
            .await;
        let moved: Vec<u64> = push_cart
            .seen
            .values()
            .filter(|e| is(e, &id, "moved"))
            .map(|e| e["body"]["ply"].as_u64().unwrap())
            .collect();
        assert_eq!(moved, vec![0, 1], "{}", db.kind);
    }
}

/// An invitation nobody answers lapses after two minutes: accepting it
/// then is refused (409, nothing changes); the lapse, written when the
/// server next looks at the class's games, reaches both devices as an
/// event and their views; and the two children can be invited again.
/// (The server's clock is stepped by calling the school with a later
/// time; the routes use the real one.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invitation_nobody_answers_expires_and_the_two_can_be_invited_again() {
    use wahree::duel::{Act, ActIn, INVITATION_MS, Phase};
    use wahree::server::duel::Asker;
    // The device as the server keeps it: its token's digest.
    let digest = |bearer: &str| {
        wahree::server::secret::digest(bearer.strip_prefix("Bearer ").unwrap_or(bearer))
    };
    for db in school::all("duel-expiry").await {
        let s = serve(&db.url).await;
        let c = class_with(&s, "Expiry", 2).await;
        let (ana, ben) = (&c.devices[0], &c.devices[1]);
        here(&s, ana, &[ana]).await;
        here(&s, ben, &[ben]).await;
        let challenge =
            json!({ "challenger": ana.learner, "invited": ben.learner, "first": "random" });
        let r = device(s.addr, ana, "POST", "/api/duels", challenge.clone()).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let id = r.json()["id"].as_str().unwrap().to_owned();
        let created = r.json()["created"].as_u64().unwrap();
        // While it waits, the same two cannot be invited again.
        let r = device(s.addr, ana, "POST", "/api/duels", challenge.clone()).await;
        refused(&r, 409, "duel-twice");

        // Two minutes on: Ben's "yes" comes too late, and changes nothing.
        let later = created + INVITATION_MS;
        let before = duel_rows(&s.school).await;
        let accept = ActIn {
            learner: ben.learner.clone(),
            act: Act::Accept {
                moves_first: Some(true),
            },
        };
        let r = s
            .school
            .duel_act(&c.id, &digest(&ben.bearer), &id, accept, later)
            .await;
        let e = r.expect_err("a lapsed invitation is not accepted");
        assert_eq!(
            (e.status().as_u16(), e.id()),
            (409, "duel-expired"),
            "{}",
            db.kind
        );
        assert_eq!(duel_rows(&s.school).await, before, "{}", db.kind);

        // Ana's device looks at her challenge: it has expired, and the
        // lapse is written with its event, which both devices hear.
        let ana_asks = Asker::Device(digest(&ana.bearer));
        let view = s
            .school
            .duel_view(&c.id, &ana_asks, &id, later)
            .await
            .unwrap();
        assert_eq!(view.phase, Phase::Expired);
        for d in [ana, ben] {
            let r = device(s.addr, d, "GET", "/api/duels/events?after=0", Value::Null).await;
            let kinds: Vec<String> = r.json()["events"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|e| e["game"] == id.as_str())
                .map(|e| e["body"]["kind"].as_str().unwrap().to_owned())
                .collect();
            assert_eq!(kinds, ["invited", "expired"], "{}", db.kind);
            // No longer among the device's games to answer or continue.
            let r = device(s.addr, d, "GET", "/api/duels", Value::Null).await;
            assert_eq!(r.json()["games"], json!([]), "{}", db.kind);
        }
        let r = device(s.addr, ben, "GET", &format!("/api/duels/{id}"), Value::Null).await;
        assert_eq!(r.json()["phase"], "expired");
        // Written: accepting it now is refused through the route too.
        let before = duel_rows(&s.school).await;
        let answer = json!({ "learner": ben.learner, "act": "accept", "moves_first": true });
        let r = act(&s, ben, &id, answer).await;
        refused(&r, 409, "duel-expired");
        assert_eq!(duel_rows(&s.school).await, before, "{}", db.kind);

        // Ana can invite Ben again, and Ben can say yes this time.
        let r = device(s.addr, ana, "POST", "/api/duels", challenge.clone()).await;
        assert_eq!(r.status, 200, "{}", r.text());
        let again = r.json()["id"].as_str().unwrap().to_owned();
        assert_ne!(again, id);
        let answer = json!({ "learner": ben.learner, "act": "accept", "moves_first": true });
        let r = act(&s, ben, &again, answer).await;
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(r.json()["phase"], "playing");
    }
}
