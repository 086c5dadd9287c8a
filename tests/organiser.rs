//! Organisers (docs/tournaments.md, "The organiser"): added with
//! `wahree serve organiser add NAME` (the password on standard input),
//! listed, signed in by name and password for a cookie of their own;
//! a wrong password, an unknown name, a teacher's session and no session
//! are refused, a name taken twice or a short password too; a copied
//! school keeps its organisers. On SQLite
//! always, and on PostgreSQL when `WAHREE_TEST_POSTGRES` names one.

#[path = "common/school.rs"]
mod school;

use std::io::Write;
use std::process::{Command, Stdio};
use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::Request;
use serde_json::{Value, json};
use tower::ServiceExt;
use wahree::server::site::Site;
use wahree::server::{Db, School};

const PASSWORD: &str = "district-2027";

/// `wahree serve --database URL ARGS…` with `stdin` typed in: its exit
/// status and standard output and error.
fn serve(url: &str, args: &[&str], stdin: &str) -> (bool, String) {
    let data = std::env::temp_dir().join(format!("wahree-organiser-{}", std::process::id()));
    let mut child = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .arg("--data-dir")
        .arg(&data)
        .args(["serve", "--database", url])
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("wahree runs");
    writeln!(child.stdin.take().unwrap(), "{stdin}").unwrap();
    let out = child.wait_with_output().unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

async fn send(
    app: &Router,
    cookie: Option<&str>,
    method: &str,
    path: &str,
    body: Value,
) -> (u16, Option<String>, Value) {
    let mut r = Request::builder().method(method).uri(path);
    if let Some(c) = cookie {
        r = r.header("cookie", c);
    }
    let req = if body.is_null() {
        r.body(Body::empty()).unwrap()
    } else {
        r.header("content-type", "application/json")
            .body(Body::from(body.to_string()))
            .unwrap()
    };
    let resp = app.clone().oneshot(req).await.unwrap();
    let status = resp.status().as_u16();
    let set = resp
        .headers()
        .get("set-cookie")
        .map(|v| v.to_str().unwrap().to_owned());
    let bytes = axum::body::to_bytes(resp.into_body(), usize::MAX)
        .await
        .unwrap();
    (
        status,
        set,
        serde_json::from_slice(&bytes).unwrap_or(Value::Null),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_organiser_is_added_on_the_command_line_and_signs_in_alone() {
    for db in school::all("organiser").await {
        // The command line: added, listed; refused twice and too short.
        let (ok, text) = serve(&db.url, &["organiser", "add", "Ms Henry"], PASSWORD);
        assert!(
            ok && text.contains("Organiser \"Ms Henry\" added"),
            "{text}"
        );
        let (ok, text) = serve(&db.url, &["organiser", "add", "Ms Henry"], PASSWORD);
        assert!(
            !ok && text.contains("there is an organiser of that name already"),
            "{text}"
        );
        let (ok, text) = serve(&db.url, &["organiser", "add", "Mr Short"], "short");
        assert!(!ok && text.contains("at least 8 characters"), "{text}");
        let (ok, text) = serve(&db.url, &["organiser", "list"], "");
        assert!(ok && text.trim() == "Ms Henry", "{text}");

        let school = School::new(Db::open(&db.url).await.expect("the database opens"));
        let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
        let now = wahree::server::now();
        assert_eq!(
            school
                .add_organiser(" ", PASSWORD, now)
                .await
                .unwrap_err()
                .id(),
            "organiser-name"
        );
        let card = school.add_class("3B", "password1", now).await.unwrap();

        // Refused: a wrong password, a name no one has, a bad body.
        let sign_in = "/api/organiser/sign-in";
        for (name, password) in [("Ms Henry", "wrong-password"), ("Mr Nobody", PASSWORD)] {
            let r = send(
                &app,
                None,
                "POST",
                sign_in,
                json!({ "name": name, "password": password }),
            )
            .await;
            assert_eq!(
                (r.0, &r.2["error"]),
                (401, &json!("unauthorized")),
                "{}",
                r.2
            );
            assert!(r.1.is_none());
        }
        let r = send(&app, None, "POST", sign_in, json!({ "name": "Ms Henry" })).await;
        assert_eq!(r.0, 400);

        // Signed in: a cookie of the organiser's own.
        let r = send(
            &app,
            None,
            "POST",
            sign_in,
            json!({ "name": " Ms Henry", "password": PASSWORD }),
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.2);
        assert_eq!(r.2["name"], "Ms Henry");
        let set = r.1.expect("a cookie");
        assert!(
            set.starts_with("wahree_organiser=") && set.contains("HttpOnly"),
            "{set}"
        );
        let token = set["wahree_organiser=".len()..]
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let mine = format!("wahree_organiser={token}");
        let r = send(&app, Some(&mine), "GET", "/api/organiser", Value::Null).await;
        assert_eq!((r.0, &r.2["name"]), (200, &json!("Ms Henry")));

        // No session, a teacher's session, the organiser's token as a
        // teacher's: refused both ways.
        let (teacher, _) = school.sign_in(&card.code, "password1", now).await.unwrap();
        let as_teacher = format!("wahree_session={teacher}");
        let stolen = format!("wahree_session={token}");
        let wrong = format!("wahree_organiser={teacher}");
        for cookie in [None, Some(as_teacher.as_str()), Some(wrong.as_str())] {
            let r = send(&app, cookie, "GET", "/api/organiser", Value::Null).await;
            assert_eq!(r.0, 401, "{cookie:?}");
        }
        let r = send(
            &app,
            Some(&stolen),
            "GET",
            "/api/teacher/class",
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 401);
        let r = send(
            &app,
            Some(&as_teacher),
            "GET",
            "/api/teacher/class",
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 200, "the teacher's own session still works");

        // Signed out: the session opens nothing.
        let r = send(
            &app,
            Some(&mine),
            "POST",
            "/api/organiser/sign-out",
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 200);
        let r = send(&app, Some(&mine), "GET", "/api/organiser", Value::Null).await;
        assert_eq!(r.0, 401);

        // A copied school keeps its organisers, who sign in there.
        let to = school::sqlite("organiser-copy");
        let copy = Db::open(&to.url).await.unwrap();
        wahree::server::copy::copy(&school.db, &copy).await.unwrap();
        let there = School::new(copy);
        let (_, who) = there
            .organiser_sign_in("Ms Henry", PASSWORD, now, None)
            .await
            .unwrap();
        assert_eq!(who.name, "Ms Henry");
    }
}
