//! The teacher gives several children of the class on the class server
//! their languages at once (issue 32): the languages reach every device
//! with its next sync and win over their copies; a device, a stranger or
//! another class's teacher is refused, and so is a bad body or a child the
//! class does not have; a refusal changes nothing. On SQLite always, and
//! on PostgreSQL when `WAHREE_TEST_POSTGRES` names one. Traffic goes to
//! loopback only.

#[path = "common/http.rs"]
mod http;
#[path = "common/school.rs"]
mod school;

use std::net::SocketAddr;
use std::sync::Arc;

use serde_json::{Value, json};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::i18n::Lang;
use wahree::server::site::Site;
use wahree::server::{Db, School};

fn child(id: &str, name: &str, lang: Option<Lang>) -> Learner {
    Learner {
        id: LearnerId::try_from(id.to_owned()).unwrap(),
        name: name.into(),
        lang,
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

type Langs = Vec<(String, Option<Lang>, Option<Lang>)>;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_teacher_gives_several_children_their_languages_and_devices_hear_it() {
    for db in school::all("langs").await {
        let k = db.kind;
        let s = School::new(Db::open(&db.url).await.unwrap());
        let a = s.add_class("A", "password-a", 1).await.unwrap();
        let b = s.add_class("B", "password-b", 1).await.unwrap();
        let (token, _) = s.join(&a.code, 1).await.unwrap();
        let device = s.device(&token).await.unwrap();
        let aiko = child("l1-aiko", "Aiko", Some(Lang::Ja));
        let ben = child("l2-ben", "Ben", None);
        let cleo = child("l3-cleo", "Cleo", Some(Lang::It));
        let all = vec![aiko.clone(), ben.clone(), cleo.clone()];
        let req = |learners: Vec<Learner>, since: u64| Request {
            format: sync::FORMAT,
            since,
            learners,
            follow: vec![aiko.id.clone(), ben.id.clone(), cleo.id.clone()],
            fetch: Vec::new(),
        };
        let first = s.sync(&device, req(all.clone(), 0)).await.unwrap();
        let addr = serve(s.clone()).await;
        let teacher = cookie_of(addr, &a.code, "password-a").await;
        let other = cookie_of(addr, &b.code, "password-b").await;
        let bearer = format!("Bearer {token}");
        let langs = || async {
            let mut out: Langs = s
                .learners(&device)
                .await
                .unwrap()
                .into_iter()
                .map(|l| (l.name, l.lang, l.second))
                .collect();
            out.sort();
            out
        };
        let before = langs().await;
        let body = |who: &[&str], lang: &str, second: Value| json!({ "learners": who, "lang": lang, "second": second });
        let ok = body(&["l1-aiko", "l2-ben"], "es", json!("en"));
        let refusals: Vec<(&str, Value, u16)> = vec![
            // Nobody signed in, a device, another class's teacher.
            ("", ok.clone(), 401),
            ("device", ok.clone(), 401),
            ("other", ok.clone(), 404),
            // A child the class does not have refuses them all.
            (
                "teacher",
                body(&["l1-aiko", "l9-nobody"], "es", json!(null)),
                404,
            ),
            ("teacher", body(&["Not An Id"], "es", json!(null)), 400),
            ("teacher", body(&[], "es", json!(null)), 400),
            ("teacher", body(&["l1-aiko"], "xx", json!(null)), 400),
            ("teacher", body(&["l1-aiko"], "es", json!("own")), 400),
            ("teacher", body(&["l1-aiko"], "es", json!(3)), 400),
            (
                "teacher",
                json!({ "learners": ["l1-aiko"], "lang": "es", "x": 1 }),
                400,
            ),
            ("teacher", json!({}), 400),
        ];
        for (who, body, status) in refusals {
            let auth: Vec<(&str, &str)> = match who {
                "teacher" => vec![("Cookie", &teacher)],
                "other" => vec![("Cookie", &other)],
                "device" => vec![("Authorization", &bearer)],
                _ => vec![],
            };
            let r = http::json(addr, "POST", "/api/teacher/langs", &auth, &body).await;
            assert_eq!(r.status, status, "{k}: {who} {body}: {}", r.text());
        }
        assert_eq!(langs().await, before, "{k}: refusals change nothing");

        let post = |body: Value| {
            let teacher = teacher.clone();
            async move {
                let r = http::json(
                    addr,
                    "POST",
                    "/api/teacher/langs",
                    &[("Cookie", &teacher)],
                    &body,
                )
                .await;
                assert_eq!(r.status, 200, "{k}: {}", r.text());
            }
        };
        post(ok).await;
        let l = |name: &str, lang, second| (name.to_owned(), lang, second);
        assert_eq!(
            langs().await,
            [
                l("Aiko", Some(Lang::Es), Some(Lang::En)),
                l("Ben", Some(Lang::Es), Some(Lang::En)),
                l("Cleo", Some(Lang::It), None),
            ],
            "{k}"
        );
        // The device hears it, and its old copies sent again (as a device
        // that had not synced yet would) do not undo it.
        let heard = s.sync(&device, req(vec![], first.rev)).await.unwrap();
        let got = heard
            .learners
            .iter()
            .find(|x| x.id == aiko.id)
            .expect("Aiko");
        assert_eq!(
            (got.lang, got.second),
            (Some(Lang::Es), Some(Lang::En)),
            "{k}"
        );
        s.sync(&device, req(all.clone(), 0)).await.unwrap();
        assert_eq!(
            langs().await[0],
            l("Aiko", Some(Lang::Es), Some(Lang::En)),
            "{k}: the teacher's languages win"
        );
        // Each keeps their own first language; a second the same as it is
        // none (Cleo's Italian).
        post(body(&["l2-ben", "l3-cleo"], "own", json!("it"))).await;
        assert_eq!(
            langs().await[1],
            l("Ben", Some(Lang::Es), Some(Lang::It)),
            "{k}"
        );
        assert_eq!(langs().await[2], l("Cleo", Some(Lang::It), None), "{k}");
        // The class's language, and no second.
        post(body(&["l1-aiko"], "class", json!(null))).await;
        assert_eq!(langs().await[0], l("Aiko", None, None), "{k}");
    }
}
