//! A tournament across classes survives `kill -9` of the server: the real
//! `wahree serve` is killed with SIGKILL while a teacher's result is on
//! its way, and started again on the same database; every write the
//! organiser, a teacher and a child's device were told was done is there
//! (the tournament, its two classes, the round published, one teacher's
//! entry, a child's report), the one on its way whole or not at all. On
//! SQLite always, and on PostgreSQL when `WAHREE_TEST_POSTGRES` names one.
//! Loopback only, a few seconds.

#[path = "common/child.rs"]
mod child;
#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::io::Write;
use std::net::SocketAddr;
use std::process::Stdio;

use serde_json::{Value, json};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};

use child::{Scratch, start_on as start};

const PASSWORD: &str = "kill-password";

struct Kid {
    bearer: String,
    id: LearnerId,
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
    let auth = [("Authorization", kid.bearer.as_str())];
    let r = http::json(
        addr,
        "POST",
        "/api/sync",
        &auth,
        &serde_json::to_value(&req).unwrap(),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    let r = http::json(
        addr,
        "POST",
        "/api/duels/here",
        &auth,
        &json!({ "learners": [kid.id] }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    kid
}

/// The session cookie a sign-in sets.
async fn cookie(addr: SocketAddr, path: &str, body: Value) -> String {
    let r = http::json(addr, "POST", path, &[], &body).await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

async fn as_cookie(addr: SocketAddr, cookie: &str, method: &str, path: &str, body: Value) -> Value {
    let r = http::json(addr, method, path, &[("Cookie", cookie)], &body).await;
    assert_eq!(r.status, 200, "{method} {path}: {}", r.text());
    r.json()
}

async fn kill_mid_result(kind: &str, database: Option<&str>) {
    let scratch = Scratch::new(&format!("open-kill-{kind}"));
    let data = scratch.0.as_path();
    let code_a = child::add_class(data, database, "3A", PASSWORD);
    let code_b = child::add_class(data, database, "4B", PASSWORD);
    let mut args = Vec::new();
    if let Some(url) = database {
        args.extend(["--database", url]);
    }
    args.extend(["organiser", "add", "Ms Henry"]);
    let mut add = child::command(data, &args)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    writeln!(add.stdin.take().unwrap(), "{PASSWORD}").unwrap();
    assert!(add.wait().unwrap().success());

    let mut server = start(data, database);
    let addr = server.addr;
    let ana = kid(addr, &code_a, "ana").await;
    kid(addr, &code_a, "ben").await;
    kid(addr, &code_b, "cy").await;
    kid(addr, &code_b, "dee").await;
    let organiser = cookie(
        addr,
        "/api/organiser/sign-in",
        json!({ "name": "Ms Henry", "password": PASSWORD }),
    )
    .await;
    let sign_in = |code: &str| json!({ "code": code, "password": PASSWORD });
    let teacher_a = cookie(addr, "/api/teacher/sign-in", sign_in(&code_a)).await;
    let teacher_b = cookie(addr, "/api/teacher/sign-in", sign_in(&code_b)).await;

    let base = "/api/organiser/tournaments";
    let new = json!({ "name": "Kill cup", "format": "round-robin" });
    let v = as_cookie(addr, &organiser, "POST", base, new).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let t = format!("{base}/{id}");
    for code in [&code_a, &code_b] {
        let path = format!("{t}/classes");
        as_cookie(addr, &organiser, "POST", &path, json!({ "class": code })).await;
    }
    as_cookie(addr, &organiser, "POST", &format!("{t}/draft"), Value::Null).await;
    let v = as_cookie(
        addr,
        &organiser,
        "POST",
        &format!("{t}/publish"),
        Value::Null,
    )
    .await;
    // Round 1: 1-4 (ana, dee), 2-3 (ben, cy).
    assert_eq!(v["rounds"][0]["boards"][0]["first"], json!(1));
    let result = format!("/api/teacher/open-tournaments/{id}/result");
    let entry = json!({ "round": 1, "table": 1, "result": "first-wins" });
    let v = as_cookie(addr, &teacher_a, "POST", &result, entry.clone()).await;
    assert_eq!(v["state"], json!("waiting"));
    // Ana reports table 1 from her device.
    let report = format!("/api/open-tournaments/{id}/report");
    let r = http::json(
        addr,
        "POST",
        &report,
        &[("Authorization", ana.bearer.as_str())],
        &json!({ "learner": ana.id, "round": 1, "table": 1, "result": "won" }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());

    // 4B's teacher's entry on its way as the server is killed.
    let cookie_b = teacher_b.clone();
    let path = result.clone();
    let on_its_way = tokio::spawn(async move {
        let h = [("Cookie", cookie_b.as_str())];
        http::send(
            addr,
            "POST",
            &path,
            &[("Content-Type", "application/json"), h[0]],
            entry.to_string().as_bytes(),
        )
        .await
    });
    tokio::time::sleep(std::time::Duration::from_millis(2)).await;
    server.kill();
    let answered = matches!(on_its_way.await.unwrap(), Ok(a) if a.status == 200);
    drop(server);

    let server = start(data, database);
    let addr = server.addr;
    let v = as_cookie(addr, &organiser, "GET", &t, Value::Null).await;
    assert_eq!(v["classes"].as_array().unwrap().len(), 2, "{kind}: {v}");
    assert_eq!(v["players"].as_array().unwrap().len(), 4, "{kind}");
    assert_eq!(
        v["rounds"].as_array().unwrap().len(),
        1,
        "{kind}: published"
    );
    let board = &v["rounds"][0]["boards"][0];
    let entries = v["entries"].as_array().unwrap();
    if board["result"] == json!("first-wins") {
        // 4B's entry went through before the kill (answered or not).
        assert!(entries.is_empty(), "{kind}: {v}");
    } else {
        assert!(!answered, "{kind}: an acknowledged entry is kept");
        assert_eq!(board["result"], Value::Null);
        assert_eq!(entries.len(), 1, "{kind}: 3A's entry is kept: {v}");
        assert_eq!(entries[0]["result"], json!("first-wins"));
    }
    // Without the result, Ana's report is kept too (a result settles
    // it), and 4B's teacher can enter now.
    if board["result"] == Value::Null {
        assert_eq!(board["claims"][0]["player"], json!(1), "{kind}: {v}");
        let v = as_cookie(
            addr,
            &teacher_b,
            "POST",
            &result,
            json!({ "round": 1, "table": 1, "result": "first-wins" }),
        )
        .await;
        assert_eq!(v["state"], json!("agreed"), "{kind}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_kill_9_keeps_every_acknowledged_write_of_a_tournament_across_classes() {
    kill_mid_result("sqlite", None).await;
    if let Some(db) = school::postgres("open-kill").await {
        kill_mid_result("postgres", Some(&db.url)).await;
    }
}
