//! The sync loop and the class server's screens through a fake transport
//! (no network): a small server in memory answers as `wahree serve` does,
//! or nothing answers at all. The app's tasks are run here and their
//! messages handed back, as the window's runtime does.

use std::collections::{BTreeMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use iced::Task;
use iced::time::Instant;
use iced_futures::futures::{StreamExt, executor::block_on};

use super::remote::fake::{Fake, json};
use super::remote::{Call, Method, Reply};
use super::sync::{self, Sign};
use super::{App, Message, Screen, home, join, picker, sign_in, teacher};
use crate::classroom::sync::{Refusal, Request, Response, identity_only};
use crate::classroom::{Fact, Learner, LearnerId};
use crate::i18n::Lang;

/// The class server's part that the app sees, in memory.
#[derive(Default)]
struct Server {
    rev: u64,
    learners: BTreeMap<LearnerId, (Learner, u64)>,
    removed: BTreeMap<LearnerId, u64>,
    /// Refuses every sync as from a newer device.
    refuse: bool,
    signed_in: bool,
}

const CODE: &str = "K7QD3M";
const TOKEN: &str = "t0k3n";

impl Server {
    fn answer(&mut self, call: &Call) -> Reply {
        match (call.method, call.path.as_str()) {
            (Method::Get, "/api/hello") => {
                json(200, r#"{"server":"wahree","version":"x","format":1}"#)
            }
            (Method::Post, "/api/join") => {
                let body = call.json.as_deref().unwrap_or_default();
                if body.contains(CODE) {
                    json(
                        200,
                        &format!(r#"{{"token":"{TOKEN}","class":{{"id":"c1","name":"3B"}}}}"#),
                    )
                } else {
                    json(404, r#"{"error":"not-found"}"#)
                }
            }
            (Method::Post, "/api/sync") if self.refuse => json(409, r#"{"error":"device-newer"}"#),
            (Method::Post, "/api/sync") => {
                assert_eq!(call.bearer.as_deref(), Some(TOKEN));
                let req: Request = serde_json::from_str(call.json.as_deref().unwrap()).unwrap();
                self.sync(req)
            }
            (Method::Post, "/api/teacher/sign-in") => {
                self.signed_in = call.json.as_deref().unwrap().contains("password1");
                if self.signed_in {
                    json(200, r#"{"id":"c1","name":"3B","code":"K7QD3M"}"#)
                } else {
                    json(401, r#"{"error":"unauthorized"}"#)
                }
            }
            (_, p) if p.starts_with("/api/teacher/") && !self.signed_in => {
                json(401, r#"{"error":"unauthorized"}"#)
            }
            (Method::Get, "/api/teacher/class") => {
                let learners: Vec<Learner> =
                    self.learners.values().map(|(l, _)| l.clone()).collect();
                let duplicates = crate::classroom::duplicates::duplicates(&learners);
                let body = serde_json::json!({
                    "format": 1,
                    "class": {"id": "c1", "name": "3B", "code": CODE},
                    "learners": learners,
                    "duplicates": duplicates,
                });
                json(200, &body.to_string())
            }
            (Method::Post, p) if p.ends_with("/merge") => {
                let keep = p.split('/').nth(4).unwrap().to_owned();
                let keep = LearnerId::try_from(keep).unwrap();
                let body: serde_json::Value =
                    serde_json::from_str(call.json.as_deref().unwrap()).unwrap();
                let gone = LearnerId::try_from(body["gone"].as_str().unwrap().to_owned()).unwrap();
                self.rev += 1;
                let (g, _) = self.learners.remove(&gone).unwrap();
                let k = &mut self.learners.get_mut(&keep).unwrap();
                k.0 = crate::classroom::duplicates::merge_records(&k.0, &g);
                k.1 = self.rev;
                self.removed.insert(gone, self.rev);
                json(200, &serde_json::to_string(&k.0).unwrap())
            }
            (Method::Post, "/api/teacher/sign-out") => {
                self.signed_in = false;
                json(200, "{}")
            }
            (Method::Delete, p) => {
                let id = p.rsplit('/').next().unwrap().to_owned();
                let id = LearnerId::try_from(id).unwrap();
                self.rev += 1;
                self.learners.remove(&id);
                self.removed.insert(id, self.rev);
                json(200, "{}")
            }
            _ => json(404, r#"{"error":"not-found"}"#),
        }
    }

    fn sync(&mut self, req: Request) -> Reply {
        let mut wrote = false;
        for mut theirs in req.learners {
            theirs.settle();
            if self.removed.contains_key(&theirs.id) {
                continue;
            }
            let entry = self
                .learners
                .entry(theirs.id.clone())
                .or_insert_with(|| (Learner::default(), 0));
            let before = entry.0.clone();
            if before.id != theirs.id {
                entry.0 = theirs.clone();
            } else {
                entry.0.merge_from(&theirs);
            }
            if entry.0 != before {
                if !wrote {
                    self.rev += 1;
                    wrote = true;
                }
                entry.1 = self.rev;
            }
        }
        let mut out = Response {
            format: 1,
            rev: self.rev,
            class: crate::classroom::sync::ClassInfo {
                id: "c1".into(),
                name: "3B".into(),
            },
            ..Response::default()
        };
        for (id, (l, rev)) in &self.learners {
            if *rev > req.since {
                out.learners.push(if req.follow.contains(id) {
                    l.clone()
                } else {
                    identity_only(l)
                });
            } else if req.fetch.contains(id) {
                out.learners.push(l.clone());
            }
        }
        out.removed = self
            .removed
            .iter()
            .filter(|(_, rev)| **rev > req.since)
            .map(|(id, _)| id.clone())
            .collect();
        json(200, &serde_json::to_string(&out).unwrap())
    }
}

fn server() -> (Arc<Mutex<Server>>, Arc<Fake>) {
    let state = Arc::new(Mutex::new(Server::default()));
    let theirs = Arc::clone(&state);
    let fake = Fake::new(move |call| theirs.lock().unwrap().answer(call));
    (state, fake)
}

/// The messages a task sends back, run to its end.
fn outputs(task: Task<Message>) -> Vec<Message> {
    let Some(stream) = iced_runtime::task::into_stream(task) else {
        return Vec::new();
    };
    let actions: Vec<iced_runtime::Action<Message>> = block_on(stream.collect());
    actions
        .into_iter()
        .filter_map(|a| match a {
            iced_runtime::Action::Output(m) => Some(m),
            _ => None,
        })
        .collect()
}

/// Sends `m`, then every message its tasks send back, until none is left.
fn send(app: &mut App, m: Message) {
    let mut queue = VecDeque::from([m]);
    while let Some(m) = queue.pop_front() {
        queue.extend(outputs(app.update(m)));
    }
}

fn start(app: &mut App) {
    let task = app.start();
    for m in outputs(task) {
        send(app, m);
    }
}

/// A tick `secs` from now: whatever sync is due by then goes.
fn tick(app: &mut App, secs: u64) {
    send(
        app,
        Message::Sync(sync::Message::Tick(
            Instant::now() + Duration::from_secs(secs),
        )),
    );
}

fn syncs(fake: &Fake) -> usize {
    fake.calls_to("/api/sync").len()
}

/// A fresh device given the fake server, joined to its class through the
/// join screen it opens on.
fn joined_device(fake: &Arc<Fake>) -> App {
    let mut app = App::new(Lang::En)
        .with_transport(fake.clone())
        .with_server("http://10.0.0.5:8080");
    start(&mut app);
    assert!(
        matches!(app.screen(), Screen::Join(_)),
        "a fresh device opens on Join"
    );
    send(
        &mut app,
        Message::Join(join::Message::Code("k7q d3m".into())),
    );
    send(&mut app, Message::Join(join::Message::Join));
    let link = app.classroom().link().expect("joined");
    assert_eq!((link.code.as_str(), link.token.as_str()), (CODE, TOKEN));
    assert!(matches!(app.screen(), Screen::Picker(..)));
    app
}

fn add_and_pick(app: &mut App, name: &str) -> LearnerId {
    let p = |m| Message::Picker(m);
    send(app, p(picker::Message::AddOpen));
    send(app, p(picker::Message::Name(name.into())));
    send(app, p(picker::Message::Add));
    let id = app
        .learners()
        .named()
        .find(|l| l.name == name)
        .unwrap()
        .id
        .clone();
    send(app, p(picker::Message::Pick(id.clone())));
    id
}

#[test]
fn a_wrong_code_is_said_and_the_device_stays_alone() {
    let (_state, fake) = server();
    let mut app = App::new(Lang::En)
        .with_transport(fake.clone())
        .with_server("http://10.0.0.5:8080");
    start(&mut app);
    send(
        &mut app,
        Message::Join(join::Message::Code("AAAAAA".into())),
    );
    send(&mut app, Message::Join(join::Message::Join));
    let Screen::Join(j) = app.screen() else {
        panic!("still on Join")
    };
    assert_eq!(j.failure(), Some(&super::remote::api::Failure::NotFound));
    assert!(app.classroom().link().is_none());
    send(&mut app, Message::Join(join::Message::Later));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

#[test]
fn a_join_link_joins_at_once_and_a_plain_web_server_offers_nothing() {
    let (_state, fake) = server();
    let mut app = App::new(Lang::En)
        .with_transport(fake.clone())
        .with_server("http://10.0.0.5:8080/?join=K7QD3M");
    start(&mut app);
    assert!(app.classroom().link().is_some(), "joined by the link");
    assert!(syncs(&fake) >= 1, "and synced at once");
    // The same site on a plain web server: no hello, no offer.
    let plain = Fake::new(|_| json(404, "<html>Not found</html>"));
    let mut app = App::new(Lang::En).with_transport(plain).with_server("");
    start(&mut app);
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert!(!app.offers_join());
}

#[test]
fn offline_changes_wait_with_a_sign_and_go_when_the_server_is_back() {
    let (state, fake) = server();
    let mut app = joined_device(&fake);
    let aiko = add_and_pick(&mut app, "Aiko");
    tick(&mut app, 3);
    assert!(state.lock().unwrap().learners.contains_key(&aiko));
    assert_eq!(app.who().sync, Some(Sign::Synced));

    // The network goes; Aiko solves a puzzle.
    fake.set_offline(true);
    let puzzle = app.puzzle_list()[0].id.clone();
    send(&mut app, Message::Home(home::Message::Puzzles));
    app.class
        .record(Fact::PuzzleSolved { id: puzzle.clone() }, 100);
    send(&mut app, Message::Sync(sync::Message::Now));
    let waiting = Sign::Waiting {
        learners: 1,
        unreachable: true,
    };
    assert_eq!(app.who().sync, Some(waiting.clone()));
    let words = super::sync_sign::words(&app.i18n, &waiting).unwrap();
    assert!(words.contains("waiting to be sent"), "{words}");
    // Tries wait longer and longer: none at once after a failure.
    let tried = syncs(&fake);
    tick(&mut app, 0);
    assert_eq!(syncs(&fake), tried, "no try before the wait is over");
    tick(&mut app, 3);
    assert_eq!(syncs(&fake), tried + 1, "a try after it");
    // The waiting change is kept with the device's state, not only in
    // memory.
    assert!(app.classroom().link().unwrap().waiting());

    // The server is back: the change goes at the next try.
    fake.set_offline(false);
    tick(&mut app, 10);
    assert!(!app.classroom().link().unwrap().waiting());
    assert_eq!(app.who().sync, Some(Sign::Synced));
    let on_server = state.lock().unwrap().learners[&aiko].0.clone();
    assert!(on_server.puzzles[&puzzle].solved);
}

/// With nothing waiting, a server that cannot be reached is not shown
/// as a green cloud (beside the teacher's view's red "cannot be
/// reached"), and the words say nothing is lost.
#[test]
fn a_server_gone_with_nothing_waiting_is_not_a_green_cloud() {
    let (_state, fake) = server();
    let mut app = joined_device(&fake);
    add_and_pick(&mut app, "Aiko");
    tick(&mut app, 3);
    assert_eq!(app.who().sync, Some(Sign::Synced));
    fake.set_offline(true);
    tick(&mut app, 11);
    assert!(!app.classroom().link().unwrap().waiting());
    assert_eq!(app.who().sync, Some(Sign::Offline));
    let words = super::sync_sign::words(&app.i18n, &Sign::Offline).unwrap();
    assert!(words.contains("cannot be reached"), "{words}");
    fake.set_offline(false);
    tick(&mut app, 10);
    assert_eq!(app.who().sync, Some(Sign::Synced));
}

#[test]
fn a_refusal_is_shown_in_a_teachers_words_and_nothing_more_is_sent() {
    let (state, fake) = server();
    let mut app = joined_device(&fake);
    state.lock().unwrap().refuse = true;
    add_and_pick(&mut app, "Kofi");
    tick(&mut app, 3);
    let link = app.classroom().link().unwrap();
    assert_eq!(link.refused, Some(Refusal::DeviceNewer));
    assert!(link.waiting(), "nothing lost");
    let sign = app.who().sync.unwrap();
    assert_eq!(sign, Sign::Refused(Refusal::DeviceNewer));
    let words = super::sync_sign::words(&app.i18n, &sign).unwrap();
    assert!(words.contains("update the server"), "{words}");
    let tried = syncs(&fake);
    app.class.record(Fact::PuzzleMissed { id: "p1".into() }, 9);
    for secs in [3, 30, 300, 3000] {
        tick(&mut app, secs);
    }
    send(&mut app, Message::Sync(sync::Message::Now));
    assert_eq!(syncs(&fake), tried, "nothing sent after the refusal");
}

#[test]
fn a_pick_syncs_at_once_and_brings_the_learners_whole_record() {
    let (state, fake) = server();
    // Device one: Aiko solves a puzzle there.
    let mut one = joined_device(&fake);
    let aiko = add_and_pick(&mut one, "Aiko");
    let puzzle = one.puzzle_list()[0].id.clone();
    one.class
        .record(Fact::PuzzleSolved { id: puzzle.clone() }, 50);
    tick(&mut one, 3);
    assert!(state.lock().unwrap().learners[&aiko].0.puzzles[&puzzle].solved);

    // Device two knows her card only (within a sync of joining).
    let mut two = joined_device(&fake);
    tick(&mut two, 30);
    let there = two.learners().get(&aiko).expect("her card on device two");
    assert!(there.puzzles.is_empty(), "not her progress yet");
    let before = syncs(&fake);
    // She picks her card: a sync goes at once, without waiting for a tick.
    send(
        &mut two,
        Message::Picker(picker::Message::Pick(aiko.clone())),
    );
    assert_eq!(syncs(&fake), before + 1);
    let asked = fake.calls_to("/api/sync").pop().unwrap();
    assert!(asked.json.unwrap().contains(aiko.as_str()));
    assert!(two.learners().get(&aiko).unwrap().puzzles[&puzzle].solved);
    assert!(matches!(two.screen(), Screen::Home(_)));
    assert_eq!(two.who().puzzles_solved, 1, "Home shows her progress");
}

#[test]
fn the_teacher_signs_in_sees_the_servers_class_and_removes_a_learner_asked_twice() {
    let (state, fake) = server();
    let mut app = joined_device(&fake);
    let aiko = add_and_pick(&mut app, "Aiko");
    tick(&mut app, 3);
    send(&mut app, Message::Home(home::Message::Learner));
    send(&mut app, Message::Picker(picker::Message::Teacher));
    assert!(
        matches!(app.screen(), Screen::SignIn(_)),
        "a password, no PIN"
    );
    send(
        &mut app,
        Message::SignIn(sign_in::Message::Typed("wrong".into())),
    );
    send(&mut app, Message::SignIn(sign_in::Message::SignIn));
    let Screen::SignIn(s) = app.screen() else {
        panic!("still asked")
    };
    assert_eq!(
        s.failure(),
        Some(&super::remote::api::Failure::Unauthorized)
    );
    send(
        &mut app,
        Message::SignIn(sign_in::Message::Typed("password1".into())),
    );
    send(&mut app, Message::SignIn(sign_in::Message::SignIn));
    let Screen::Teacher(t) = app.screen() else {
        panic!("the teacher's view")
    };
    let online = t.online().expect("the server's class");
    assert_eq!(online.card.code, CODE);
    assert_eq!(online.link, "http://10.0.0.5:8080/?join=K7QD3M");
    assert!(online.class.roster().get(&aiko).is_some());

    let t = |m| Message::Teacher(m);
    send(&mut app, t(teacher::Message::Detail(aiko.clone())));
    send(&mut app, t(teacher::Message::Remove));
    send(&mut app, t(teacher::Message::RemoveYes));
    assert!(
        fake.calls_to(&format!("/api/teacher/learners/{aiko}"))
            .is_empty(),
        "asked again first"
    );
    send(&mut app, t(teacher::Message::RemoveYes));
    assert!(
        fake.calls_to(&format!("/api/teacher/learners/{aiko}"))
            .is_empty(),
        "her name is typed first"
    );
    send(&mut app, t(teacher::Message::RemoveTyped("Aiko".into())));
    send(&mut app, t(teacher::Message::RemoveYes));
    assert_eq!(
        fake.calls_to(&format!("/api/teacher/learners/{aiko}"))
            .len(),
        1
    );
    assert!(state.lock().unwrap().removed.contains_key(&aiko));
    let Screen::Teacher(t) = app.screen() else {
        panic!("the teacher's view")
    };
    assert!(t.online().unwrap().class.roster().get(&aiko).is_none());
    assert_eq!(t.detail(), None);
    // This device loses her with its next sync.
    tick(&mut app, 30);
    assert!(app.learners().get(&aiko).is_none());
    // Leaving signs out.
    send(&mut app, Message::Teacher(teacher::Message::Back));
    assert!(!state.lock().unwrap().signed_in);
}

/// Two records of one child on the server (added on two devices that
/// were offline): the teacher's view says so, and the teacher merges them
/// from the detail of the one kept, after saying yes.
#[test]
fn the_teacher_is_told_of_two_records_with_one_name_and_merges_them() {
    let (state, fake) = server();
    let mut app = joined_device(&fake);
    let aiko = add_and_pick(&mut app, "Aiko");
    tick(&mut app, 3);
    let twin = LearnerId::try_from("l1-twin".to_owned()).unwrap();
    let other = Learner {
        id: twin.clone(),
        name: "aiko".into(),
        ..Learner::default()
    }
    .with_event(
        9,
        crate::classroom::Event::Try {
            puzzle: "p1".into(),
            solved: true,
        },
    );
    {
        let mut s = state.lock().unwrap();
        s.rev += 1;
        let rev = s.rev;
        s.learners.insert(twin.clone(), (other, rev));
    }
    send(&mut app, Message::Home(home::Message::Learner));
    send(&mut app, Message::Picker(picker::Message::Teacher));
    send(
        &mut app,
        Message::SignIn(sign_in::Message::Typed("password1".into())),
    );
    send(&mut app, Message::SignIn(sign_in::Message::SignIn));
    let Screen::Teacher(t) = app.screen() else {
        panic!("the teacher's view")
    };
    let online = t.online().expect("the server's class");
    // One name in two letter cases, and one card (each was the first
    // free card where it was added).
    assert_eq!(online.duplicates.len(), 2, "{:?}", online.duplicates);
    for d in &online.duplicates {
        assert!(d.learners.contains(&aiko) && d.learners.contains(&twin));
    }
    let t = |m| Message::Teacher(m);
    let merge = format!("/api/teacher/learners/{aiko}/merge");
    send(&mut app, t(teacher::Message::Detail(aiko.clone())));
    send(&mut app, t(teacher::Message::MergeYes));
    assert!(fake.calls_to(&merge).is_empty(), "nothing asked yet");
    send(&mut app, t(teacher::Message::MergeAsk(twin.clone())));
    send(&mut app, t(teacher::Message::MergeNo));
    send(&mut app, t(teacher::Message::MergeYes));
    assert!(fake.calls_to(&merge).is_empty(), "the teacher said no");
    send(&mut app, t(teacher::Message::MergeAsk(twin.clone())));
    send(&mut app, t(teacher::Message::MergeYes));
    assert_eq!(fake.calls_to(&merge).len(), 1);
    let Screen::Teacher(t) = app.screen() else {
        panic!("the teacher's view")
    };
    let online = t.online().unwrap();
    assert!(online.duplicates.is_empty());
    assert!(online.class.roster().get(&twin).is_none());
    let kept = online.class.roster().get(&aiko).unwrap();
    assert!(kept.puzzles["p1"].solved, "the twin's work is kept");
}

#[test]
fn a_sync_that_never_comes_back_is_given_up_and_tried_again() {
    let (_state, fake) = server();
    let mut app = joined_device(&fake);
    add_and_pick(&mut app, "Mia");
    // A sync leaves, and its answer never comes (its task is dropped).
    let _lost = app.update(Message::Sync(sync::Message::Now));
    let sent = syncs(&fake);
    tick(&mut app, 30);
    assert_eq!(syncs(&fake), sent, "one sync on its way at a time");
    tick(&mut app, 100);
    assert_eq!(syncs(&fake), sent + 1, "given up, and sent again");
}
