//! Devices of a class syncing through the class server's core, as the app
//! does it: a child's progress made on one device is there on another once
//! they pick their card; a device offline keeps its changes until it is
//! back; a learner removed by the teacher leaves every device; names typed
//! on a device before it joined become the class's learners.

#[path = "common/school.rs"]
mod school;

use wahree::classroom::sync::Refusal;
use wahree::classroom::{Classroom, Fact, Library, Link, Loaded};
use wahree::server::school::ClassId;
use wahree::server::{Db, School};

fn device(origin: u64) -> Classroom {
    Classroom::new(Loaded::default(), Library::shipped()).with_origin(origin)
}

/// One sync of `class` with the server, as the app's sync task does it.
async fn sync(school: &School, class: &mut Classroom) {
    let Some((req, sent)) = class.sync_request() else {
        return;
    };
    let token = class.link().unwrap().token.clone();
    let id: ClassId = school.device(&token).await.unwrap();
    match school.sync(&id, req).await {
        Ok(answer) => {
            class.synced(&sent, answer);
        }
        Err(e) => panic!("sync refused: {e:?}"),
    }
}

async fn joined(school: &School, code: &str, origin: u64) -> Classroom {
    let (token, info) = school.join(code, 1).await.unwrap();
    let mut c = device(origin);
    c.join(Link::joined("", &token, info));
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_childs_progress_follows_them_to_another_device() {
    for db in school::all("devices").await {
        let school = School::new(Db::open(&db.url).await.unwrap());
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let mut one = joined(&school, &card.code, 11).await;
        let mut two = joined(&school, &card.code, 22).await;
        // The teacher adds Aiko on device one; she solves a puzzle there.
        let aiko = one.add("Aiko", None, 5_000).unwrap();
        one.switch(&aiko);
        let puzzle = one.library().puzzles[0].id.clone();
        one.record(Fact::PuzzleSolved { id: puzzle.clone() }, 6);
        one.record(
            Fact::PuzzleRated {
                id: puzzle.clone(),
                solved: true,
            },
            6,
        );
        sync(&school, &mut one).await;
        assert!(!one.link().unwrap().waiting(), "{}: acknowledged", db.kind);
        // Device two sees her card, then her whole progress once picked.
        sync(&school, &mut two).await;
        assert!(two.roster().get(&aiko).is_some(), "{}", db.kind);
        assert!(
            two.roster().get(&aiko).unwrap().puzzles.is_empty(),
            "not followed yet"
        );
        assert!(two.switch(&aiko));
        sync(&school, &mut two).await;
        let there = two.roster().get(&aiko).unwrap();
        assert!(there.puzzles[&puzzle].solved, "{}", db.kind);
        assert_eq!(there.rating.tries, 1, "{}: her rating too", db.kind);
        // She does a lesson step on device two; device one gets it.
        two.record(
            Fact::StepCompleted {
                lesson: "board".into(),
                step: 0,
            },
            9,
        );
        sync(&school, &mut two).await;
        sync(&school, &mut one).await;
        let back = one.roster().get(&aiko).unwrap();
        assert_eq!(back.lessons["board"].completed.len(), 1, "{}", db.kind);
        assert_eq!(back.puzzles[&puzzle].solves, 1, "{}: counted once", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_device_offline_keeps_its_changes_until_it_is_back() {
    let db = school::sqlite("offline");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let card = school.add_class("4A", "password1", 1).await.unwrap();
    let mut one = joined(&school, &card.code, 1).await;
    let kofi = one.add("Kofi", None, 1_000).unwrap();
    one.switch(&kofi);
    sync(&school, &mut one).await;
    // The network is gone: facts pile up, each waiting.
    for i in 0..5 {
        one.record(
            Fact::PuzzleMissed {
                id: format!("p{i}"),
            },
            10 + i,
        );
    }
    let (req, _sent) = one.sync_request().unwrap();
    assert_eq!(req.learners.len(), 1);
    assert!(one.link().unwrap().waiting());
    // A sync lost on the way changes nothing here; the next one carries
    // the same and more.
    one.record(Fact::PuzzleMissed { id: "p9".into() }, 20);
    sync(&school, &mut one).await;
    assert!(!one.link().unwrap().waiting());
    let on_server = school
        .learners(&school.device(&one.link().unwrap().token).await.unwrap())
        .await
        .unwrap();
    assert_eq!(on_server[0].puzzles.len(), 6);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_made_while_a_sync_is_on_its_way_is_sent_again() {
    let db = school::sqlite("inflight");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let card = school.add_class("4B", "password1", 1).await.unwrap();
    let mut one = joined(&school, &card.code, 1).await;
    let mia = one.add("Mia", None, 1_000).unwrap();
    one.switch(&mia);
    let (req, sent) = one.sync_request().unwrap();
    // Mia solves a puzzle while the request travels.
    one.record(Fact::PuzzleSolved { id: "p1".into() }, 5);
    let id = school.device(&one.link().unwrap().token).await.unwrap();
    let answer = school.sync(&id, req).await.unwrap();
    one.synced(&sent, answer);
    assert!(
        one.link().unwrap().waiting(),
        "the newer change still waits"
    );
    sync(&school, &mut one).await;
    assert!(!one.link().unwrap().waiting());
    assert!(school.learners(&id).await.unwrap()[0].puzzles["p1"].solved);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn removed_by_the_teacher_a_learner_leaves_every_device() {
    let db = school::sqlite("removed");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let card = school.add_class("5C", "password1", 1).await.unwrap();
    let mut one = joined(&school, &card.code, 1).await;
    let mut two = joined(&school, &card.code, 2).await;
    let ben = one.add("Ben", None, 1_000).unwrap();
    sync(&school, &mut one).await;
    sync(&school, &mut two).await;
    two.switch(&ben);
    let class = school.device(&one.link().unwrap().token).await.unwrap();
    school.remove(&class, &ben).await.unwrap();
    sync(&school, &mut one).await;
    sync(&school, &mut two).await;
    assert!(one.roster().get(&ben).is_none());
    assert!(two.roster().get(&ben).is_none());
    assert!(
        two.learner().id.is_guest(),
        "the one learning is the guest again"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_typed_before_joining_become_the_classs_learners() {
    let db = school::sqlite("byname");
    let school = School::new(Db::open(&db.url).await.unwrap());
    let card = school.add_class("6D", "password1", 1).await.unwrap();
    let mut one = joined(&school, &card.code, 1).await;
    let aiko = one.add("Aiko", None, 1_000).unwrap();
    sync(&school, &mut one).await;
    // Device two had its own Aiko (typed there before it joined) who did a
    // lesson step there, and a Ben the class does not have.
    let mut two = device(2);
    let local = two.add("aiko", None, 2_000).unwrap();
    let ben = two.add("Ben", None, 2_001).unwrap();
    two.switch(&local);
    two.record(
        Fact::StepCompleted {
            lesson: "board".into(),
            step: 0,
        },
        3,
    );
    let (token, info) = school.join(&card.code, 4).await.unwrap();
    two.join(Link::joined("", &token, info));
    sync(&school, &mut two).await;
    assert!(two.roster().get(&local).is_none(), "one Aiko, the class's");
    assert_eq!(two.learner().id, aiko, "still the one learning");
    assert_eq!(two.learner().lessons["board"].completed.len(), 1);
    sync(&school, &mut two).await;
    let class = school.device(&token).await.unwrap();
    let names: Vec<String> = school
        .learners(&class)
        .await
        .unwrap()
        .into_iter()
        .map(|l| l.name)
        .collect();
    assert_eq!(names, ["Aiko", "Ben"]);
    let _ = ben;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_device_sends_nothing_more_and_loses_nothing() {
    let mut one = device(1);
    one.join(Link::joined("", &"0".repeat(64), Default::default()));
    let kofi = one.add("Kofi", None, 1_000).unwrap();
    one.switch(&kofi);
    one.sync_refused(Refusal::DeviceNewer);
    assert!(one.sync_request().is_none());
    assert!(one.link().unwrap().waiting(), "Kofi still waits to be sent");
}
