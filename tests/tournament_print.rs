//! A class tournament's printed pages and the hall's screen through the
//! router (tower's `oneshot`, no socket): pairings, standings, score
//! sheets and certificates (each child's in their own language) of a
//! round robin of four played to its end, hostile names escaped, the
//! pages' headers (HTML, no script allowed); every print route refused to
//! nobody, a device, another class's teacher, and bad input refused with
//! a 4xx; the hall's page open, then closed. On SQLite always, and on
//! PostgreSQL when `WAHREE_TEST_POSTGRES` names one.

#[path = "common/school.rs"]
mod school;

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{HeaderMap, Request};
use serde_json::{Value, json};
use tower::ServiceExt;
use wahree::classroom::sync::{self, Request as SyncRequest};
use wahree::classroom::{Learner, LearnerId};
use wahree::lang::Lang;
use wahree::server::site::Site;
use wahree::server::{Db, School};

const HOSTILE: &str = "<img src=x onerror=>";

struct Class {
    teacher: String,
    device: String,
    learners: Vec<String>,
}

/// A class whose children have these names and languages, on one device,
/// its teacher signed in.
async fn class_with(school: &School, name: &str, children: &[(&str, Option<Lang>)]) -> Class {
    let now = wahree::server::now();
    let card = school.add_class(name, "password1", now).await.unwrap();
    let (teacher, _) = school.sign_in(&card.code, "password1", now).await.unwrap();
    let (device, _) = school.join(&card.code, now).await.unwrap();
    let id = school.device(&device).await.unwrap();
    let mut learners = Vec::new();
    let mut all = Vec::new();
    for (i, (child, lang)) in children.iter().enumerate() {
        let learner = format!("l{i}-{}", name.to_lowercase());
        all.push(Learner {
            id: LearnerId::try_from(learner.clone()).unwrap(),
            name: child.to_string(),
            lang: *lang,
            ..Learner::default()
        });
        learners.push(learner);
    }
    let req = SyncRequest {
        format: sync::FORMAT,
        learners: all,
        ..SyncRequest::default()
    };
    school.sync(&id, req).await.unwrap();
    Class {
        teacher,
        device,
        learners,
    }
}

enum As<'a> {
    Nobody,
    Teacher(&'a Class),
    Device(&'a Class),
}

async fn send(
    app: &Router,
    who: As<'_>,
    method: &str,
    path: &str,
    body: Value,
) -> (u16, HeaderMap, String) {
    let mut r = Request::builder().method(method).uri(path);
    match who {
        As::Nobody => {}
        As::Teacher(c) => r = r.header("cookie", format!("wahree_session={}", c.teacher)),
        As::Device(c) => r = r.header("authorization", format!("Bearer {}", c.device)),
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
    let headers = resp.headers().clone();
    let bytes = axum::body::to_bytes(resp.into_body(), usize::MAX)
        .await
        .unwrap();
    (status, headers, String::from_utf8(bytes.to_vec()).unwrap())
}

async fn json_of(app: &Router, who: As<'_>, method: &str, path: &str, body: Value) -> Value {
    let (status, _, text) = send(app, who, method, path, body).await;
    assert_eq!(status, 200, "{method} {path}: {text}");
    serde_json::from_str(&text).unwrap()
}

/// An HTML page of ours: its type, and a policy that allows no script.
fn is_page(headers: &HeaderMap) {
    assert_eq!(headers["content-type"], "text/html; charset=utf-8");
    let csp = headers["content-security-policy"].to_str().unwrap();
    assert!(
        csp.starts_with("default-src 'none'") && !csp.contains("script"),
        "{csp}"
    );
    assert_eq!(headers["cache-control"], "no-store");
}

fn refused(answer: &(u16, HeaderMap, String), status: u16, id: &str) {
    assert_eq!(answer.0, status, "{}", answer.2);
    let v: Value = serde_json::from_str(&answer.2).unwrap();
    assert_eq!(v["error"], id, "{}", answer.2);
}

/// Plays every round: the lower pairing number wins each game, so the
/// children finish 1st, 2nd, 3rd and 4th in their order.
async fn play_all(app: &Router, c: &Class, base: &str) {
    for round in 1..=3 {
        json_of(
            app,
            As::Teacher(c),
            "POST",
            &format!("{base}/draft"),
            Value::Null,
        )
        .await;
        let v = json_of(
            app,
            As::Teacher(c),
            "POST",
            &format!("{base}/publish"),
            Value::Null,
        )
        .await;
        let boards = v["rounds"][round - 1]["boards"].as_array().unwrap().clone();
        for b in boards {
            let result = if b["first"].as_u64() < b["second"].as_u64() {
                "first-wins"
            } else {
                "second-wins"
            };
            let body = json!({ "round": round, "table": b["table"], "result": result });
            json_of(app, As::Teacher(c), "POST", &format!("{base}/result"), body).await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournaments_pages_print_for_its_teacher_only() {
    for db in school::all("print").await {
        let school = School::new(Db::open(&db.url).await.expect("the database opens"));
        let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
        let kids = [
            ("Ana", None),
            ("Bea", Some(Lang::It)),
            ("Carlos", Some(Lang::Es)),
            (HOSTILE, Some(Lang::Ja)),
        ];
        let a = class_with(&school, "3B", &kids).await;
        let b = class_with(&school, "4C", &[("Zoe", None)]).await;
        let body = json!({
            "name": "Class 3B <b>tournament</b>",
            "date": "2027/03/08",
            "format": "round-robin",
            "players": a.learners,
        });
        let v = json_of(
            &app,
            As::Teacher(&a),
            "POST",
            "/api/teacher/tournaments",
            body,
        )
        .await;
        let id = v["id"].as_str().unwrap().to_owned();
        let base = format!("/api/teacher/tournaments/{id}");
        let print = |kind: &str, query: &str| format!("{base}/print/{kind}{query}");

        // Nothing paired yet: no round to print; the standings print.
        let r = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("pairings", ""),
            Value::Null,
        )
        .await;
        refused(&r, 409, "print-round");
        let r = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("standings", ""),
            Value::Null,
        )
        .await;
        assert_eq!(r.0, 200, "{}", r.2);

        play_all(&app, &a, &base).await;
        let view = json_of(&app, As::Teacher(&a), "GET", &base, Value::Null).await;
        let name = |n: &Value| {
            let p = &view["players"][n.as_u64().unwrap() as usize - 1]["name"];
            p.as_str()
                .unwrap()
                .replace('<', "&lt;")
                .replace('>', "&gt;")
        };

        // The pairings of round 2, in the teacher's Italian.
        let (status, headers, html) = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("pairings", "?round=2&lang=it"),
            Value::Null,
        )
        .await;
        assert_eq!(status, 200, "{html}");
        is_page(&headers);
        assert!(
            html.contains("Class 3B &lt;b&gt;tournament&lt;/b&gt;: turno 2"),
            "{html}"
        );
        for board in view["rounds"][1]["boards"].as_array().unwrap() {
            let row = format!(
                "<td class=\"big\">{}</td><td>{}</td><td>{}</td>",
                board["table"],
                name(&board["first"]),
                name(&board["second"])
            );
            assert!(html.contains(&row), "{row} in {html}");
        }
        assert!(
            !html.contains("<img") && !html.contains("<b>tournament"),
            "{html}"
        );
        // Without ?round=, the last round.
        let (_, _, last) = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("pairings", ""),
            Value::Null,
        )
        .await;
        assert!(last.contains("tournament&lt;/b&gt;: round 3"), "{last}");

        // The standings: points and the tie-breaks' columns.
        let (status, headers, html) = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("standings", "?lang=en"),
            Value::Null,
        )
        .await;
        assert_eq!(status, 200);
        is_page(&headers);
        assert!(html.contains("standings after round 3"));
        assert!(
            html.contains("<td>Ana</td><td class=\"num\"><b>3</b></td>"),
            "{html}"
        );
        assert!(
            html.contains("<td>&lt;img src=x onerror=&gt;</td><td class=\"num\"><b>0</b></td>"),
            "{html}"
        );
        assert!(html.contains("<th class=\"num\">BH-C1</th>"));

        // A score sheet per table of round 1.
        let (_, _, html) = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("sheets", "?round=1"),
            Value::Null,
        )
        .await;
        assert_eq!(html.matches("class=\"page sheet\"").count(), 2);
        assert!(html.contains("Round 1, table 2"));

        // A certificate each, in the child's own language (Ana has none:
        // the teacher's).
        let (_, headers, html) = send(
            &app,
            As::Teacher(&a),
            "GET",
            &print("certificates", "?lang=en"),
            Value::Null,
        )
        .await;
        is_page(&headers);
        let pages: Vec<&str> = html.split("<div class=\"page cert\"").skip(1).collect();
        assert_eq!(pages.len(), 4, "{html}");
        let expect = [
            ("en", "Ana", "1st place", "March 2027"),
            ("it", "Bea", "2º posto", "marzo 2027"),
            ("es", "Carlos", "3.er puesto", "marzo de 2027"),
            (
                "ja",
                "&lt;img src=x onerror=&gt;",
                "4<ruby>位<rt>い</rt></ruby>",
                "2027<ruby>年<rt>ねん</rt></ruby>3<ruby>月<rt>がつ</rt></ruby>",
            ),
        ];
        for (page, (lang, who, place, when)) in pages.iter().zip(expect) {
            assert!(page.starts_with(&format!(" lang=\"{lang}\"")), "{page}");
            assert!(
                page.contains(&format!("<div class=\"who\">{who}</div>")),
                "{page}"
            );
            assert!(
                page.contains(&format!("<div class=\"place\">{place}</div>")),
                "{page}"
            );
            assert!(
                page.contains(&format!("<div class=\"what\">{when}</div>")),
                "{page}"
            );
        }
        assert!(!html.contains("<img"));

        // Refused: nobody, a device, another class's teacher, bad input.
        for kind in ["pairings", "standings", "sheets", "certificates"] {
            let path = print(kind, "");
            let r = send(&app, As::Nobody, "GET", &path, Value::Null).await;
            refused(&r, 401, "unauthorized");
            let r = send(&app, As::Device(&a), "GET", &path, Value::Null).await;
            refused(&r, 401, "unauthorized");
            let r = send(&app, As::Teacher(&b), "GET", &path, Value::Null).await;
            refused(&r, 404, "not-found");
            let r = send(
                &app,
                As::Teacher(&a),
                "GET",
                &print(kind, "?lang=fr"),
                Value::Null,
            )
            .await;
            refused(&r, 400, "print-lang");
            for q in ["?round=x", "?colour=red", "?round=-1"] {
                let r = send(&app, As::Teacher(&a), "GET", &print(kind, q), Value::Null).await;
                refused(&r, 400, "print-query");
            }
        }
        for kind in ["pairings", "sheets"] {
            for q in ["?round=0", "?round=4"] {
                let r = send(&app, As::Teacher(&a), "GET", &print(kind, q), Value::Null).await;
                refused(&r, 400, "print-round");
            }
        }
        for path in [
            print("poster", ""),
            "/api/teacher/tournaments/zz/print/pairings".to_string(),
            format!("/api/teacher/tournaments/{}/print/pairings", "0".repeat(16)),
        ] {
            let r = send(&app, As::Teacher(&a), "GET", &path, Value::Null).await;
            refused(&r, 404, "not-found");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_halls_page_shows_the_tournament_until_its_link_is_closed() {
    for db in school::all("print-hall").await {
        let school = School::new(Db::open(&db.url).await.expect("the database opens"));
        let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
        let kids = [
            ("Ana", None),
            ("Bea", None),
            ("Carlos", None),
            (HOSTILE, None),
        ];
        let a = class_with(&school, "3B", &kids).await;
        let body = json!({ "name": "Hall cup", "format": "round-robin", "players": a.learners });
        let v = json_of(
            &app,
            As::Teacher(&a),
            "POST",
            "/api/teacher/tournaments",
            body,
        )
        .await;
        let base = format!("/api/teacher/tournaments/{}", v["id"].as_str().unwrap());
        let open = json_of(
            &app,
            As::Teacher(&a),
            "POST",
            &format!("{base}/hall"),
            json!({ "open": true }),
        )
        .await;
        let page = open["page"].as_str().unwrap().to_owned();
        assert_eq!(
            page,
            open["hall"]
                .as_str()
                .unwrap()
                .replacen("/api/hall/", "/hall/", 1)
        );

        // Before the first round: the standings, and that it waits.
        let (status, headers, html) = send(&app, As::Nobody, "GET", &page, Value::Null).await;
        assert_eq!(status, 200, "{html}");
        is_page(&headers);
        assert!(html.contains("The first round has not been paired yet."));
        assert!(html.contains("<meta http-equiv=\"refresh\" content=\"30\">"));

        play_all(&app, &a, &base).await;
        let (_, _, html) = send(
            &app,
            As::Nobody,
            "GET",
            &format!("{page}?lang=ja"),
            Value::Null,
        )
        .await;
        assert!(
            html.contains("3<ruby>回戦<rt>かいせん</rt></ruby>"),
            "{html}"
        );
        assert!(
            html.contains("<td class=\"num\">1</td><td>Ana</td><td class=\"num\">3</td>"),
            "{html}"
        );
        assert!(html.contains("&lt;img src=x onerror=&gt;") && !html.contains("<img"));
        let r = send(
            &app,
            As::Nobody,
            "GET",
            &format!("{page}?lang=xx"),
            Value::Null,
        )
        .await;
        refused(&r, 400, "print-lang");

        // Closed: a clear page, 404; so is a link that never was.
        json_of(
            &app,
            As::Teacher(&a),
            "POST",
            &format!("{base}/hall"),
            json!({ "open": false }),
        )
        .await;
        for path in [
            page.clone(),
            format!("/hall/{}", "a".repeat(64)),
            "/hall/x".into(),
        ] {
            let (status, headers, html) = send(&app, As::Nobody, "GET", &path, Value::Null).await;
            assert_eq!(status, 404, "{path}");
            is_page(&headers);
            assert!(
                html.contains("This link is closed.") && !html.contains("Ana"),
                "{html}"
            );
        }
    }
}
