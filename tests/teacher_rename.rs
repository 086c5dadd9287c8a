//! The teacher renames a child of the class on the class server (issue
//! 30: on a joined device renaming a child is the teacher's alone, behind
//! the class's password): the new name reaches every device with its next
//! sync and wins over their copies; a device, a stranger or another
//! class's teacher is refused, and so is a name the class cannot have;
//! a refusal changes nothing. On SQLite always, and on PostgreSQL when
//! `WAHREE_TEST_POSTGRES` names one. Traffic goes to loopback only.

#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::{Value, json};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::server::site::Site;
use wahree::server::{Db, School};

fn child(id: &str, name: &str) -> Learner {
    Learner {
        id: LearnerId::try_from(id.to_owned()).unwrap(),
        name: name.into(),
        ..Learner::default()
    }
}

async fn serve(school: School) -> SocketAddr {
    let app = wahree::server::app(school, Arc::new(Site::default()), false, 0);
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
    addr
}

async fn cookie_of(addr: SocketAddr, code: &str, password: &str) -> String {
    let r = http::json(
        addr,
        "POST",
        "/api/teacher/sign-in",
        &[],
        &json!({ "code": code, "password": password }),
    )
    .await;
    assert_eq!(r.status, 200, "{}", r.text());
    r.header("set-cookie")
        .unwrap()
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teacher_renames_a_child_and_every_device_hears_it() {
    for db in school::all("rename").await {
        let k = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let a = s.add_class("A", "password-a", 1).await.unwrap();
        let b = s.add_class("B", "password-b", 1).await.unwrap();
        let (token, _) = s.join(&a.code, 1).await.unwrap();
        let device = s.device(&token).await.unwrap();
        let (aiko, ben) = (child("l1-aiko", "Aiko"), child("l2-ben", "Ben"));
        let req = |learners: Vec<Learner>, since: u64| Request {
            format: sync::FORMAT,
            since,
            learners,
            follow: vec![aiko.id.clone(), ben.id.clone()],
            fetch: Vec::new(),
        };
        let first = s
            .sync(&device, req(vec![aiko.clone(), ben.clone()], 0))
            .await
            .unwrap();
        let addr = serve(s.clone()).await;
        let teacher = cookie_of(addr, &a.code, "password-a").await;
        let other = cookie_of(addr, &b.code, "password-b").await;
        let bearer = format!("Bearer {token}");
        let path = |id: &str| format!("/api/teacher/learners/{id}/name");
        let named = |name: &str| json!({ "name": name });
        let names = || async {
            let mut out: Vec<String> = s
                .learners(&device)
                .await
                .unwrap()
                .into_iter()
                .map(|l| l.name)
                .collect();
            out.sort();
            out
        };
        let refusals: Vec<(&str, &str, Value, u16, Option<&str>)> = vec![
            // Nobody signed in, a device, another class's teacher.
            ("", "l2-ben", named("Bea"), 401, None),
            ("device", "l2-ben", named("Bea"), 401, None),
            ("other", "l2-ben", named("Bea"), 404, None),
            // Names the class cannot have, and no such child.
            ("teacher", "l2-ben", named("aiko"), 409, Some("name-taken")),
            ("teacher", "l2-ben", named("  "), 400, Some("name-empty")),
            (
                "teacher",
                "l2-ben",
                named("B\u{200b}ea"),
                400,
                Some("name-invisible"),
            ),
            ("teacher", "l2-ben", named("Guest"), 400, Some("name-guest")),
            ("teacher", "l2-ben", named(&"x".repeat(2000)), 400, None),
            ("teacher", "l9-nobody", named("Bea"), 404, None),
            ("teacher", "Not An Id", named("Bea"), 400, None),
            (
                "teacher",
                "l2-ben",
                json!({ "name": "Bea", "x": 1 }),
                400,
                None,
            ),
            ("teacher", "l2-ben", json!({}), 400, None),
        ];
        for (who, id, body, status, error) in refusals {
            let auth: Vec<(&str, &str)> = match who {
                "teacher" => vec![("Cookie", &teacher)],
                "other" => vec![("Cookie", &other)],
                "device" => vec![("Authorization", &bearer)],
                _ => vec![],
            };
            let r = http::json(addr, "POST", &path(id), &auth, &body).await;
            assert_eq!(r.status, status, "{k}: {who} {id} {body}: {}", r.text());
            if let Some(e) = error {
                assert_eq!(r.json()["error"], e, "{k}");
            }
        }
        assert_eq!(
            names().await,
            ["Aiko", "Ben"],
            "{k}: refusals change nothing"
        );

        let r = http::json(
            addr,
            "POST",
            &path("l2-ben"),
            &[("Cookie", &teacher)],
            &named(" Bea "),
        )
        .await;
        assert_eq!(r.status, 200, "{k}: {}", r.text());
        assert_eq!(names().await, ["Aiko", "Bea"], "{k}");
        // The device hears it, and its old copy of Ben sent again (as a
        // device that had not synced yet would) does not undo it.
        let heard = s.sync(&device, req(vec![], first.rev)).await.unwrap();
        let bea = heard.learners.iter().find(|l| l.id == ben.id).expect("Ben");
        assert_eq!(bea.name, "Bea", "{k}");
        s.sync(&device, req(vec![ben.clone()], 0)).await.unwrap();
        assert_eq!(
            names().await,
            ["Aiko", "Bea"],
            "{k}: the teacher's name wins"
        );
        // A child removed cannot be renamed.
        s.remove(&device, &aiko.id).await.unwrap();
        let r = http::json(
            addr,
            "POST",
            &path("l1-aiko"),
            &[("Cookie", &teacher)],
            &named("Ana"),
        )
        .await;
        assert_eq!(r.status, 404, "{k}");
    }
}
