//! A tournament across classes (issue 29, §3) through a class teacher's
//! app, against a real class server (in this process, on 127.0.0.1
//! only): an organiser pairs a round robin of class 3B's one child and
//! class 4C's three; 3B's teacher finds it beside the class's own
//! tournaments, opens it, sees the result buttons only at the table where
//! their child plays, is refused (in words) at the table of two 4C
//! children, and enters a result: waiting for 4C's teacher, then
//! differing from theirs, then agreeing, when the result is in. Ana's
//! Home says her next game (her opponent with their class) and her place,
//! and her report of the board game goes to the tournament.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use app_server::{Server, add_child, device, send, server, sign_in_teacher, tick};
use wahree::app::tournament::{Message as T, Page, Tournaments};
use wahree::app::{App, Message, Screen, home, picker, settings, teacher};
use wahree::classroom::sync::{self, Request as SyncRequest};
use wahree::classroom::{BoardSize, Learner, LearnerId};
use wahree::server::open_tournament::Scope;
use wahree::server::school::ClassId;
use wahree::tournament::{Format, Outcome, Setup};

const PROJECTOR: (f32, f32) = (1920.0, 1080.0);

fn shows(app: &App, words: &str) -> bool {
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
    ui.find(words).is_ok()
}

/// The messages pressing the (first) button that says `label` sends.
fn pressing(app: &App, label: &str) -> Vec<Message> {
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
    ui.click(label)
        .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
    ui.into_messages().collect()
}

fn child_shows(app: &App, words: &str) -> bool {
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
    ui.find(words).is_ok()
}

fn press(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui =
            iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to press: {e}"));
        ui.into_messages().collect()
    };
    for m in messages {
        send(app, m);
    }
}

fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui =
            iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        send(app, m);
    }
}

fn tm(m: T) -> Message {
    Message::Tournament(Box::new(m))
}

fn screen(app: &App) -> &Tournaments {
    match app.screen() {
        Screen::Tournaments(t) => t,
        _ => panic!("not on the tournaments"),
    }
}

fn teacher_device(s: &Server) -> App {
    let mut app = device(s);
    send(
        &mut app,
        Message::Picker(picker::Message::Pick(LearnerId::guest())),
    );
    send(&mut app, Message::Home(home::Message::Settings));
    send(
        &mut app,
        Message::Settings(settings::Message::Size(BoardSize::Projector)),
    );
    send(&mut app, Message::Settings(settings::Message::Home));
    sign_in_teacher(&mut app);
    assert!(matches!(app.screen(), Screen::Teacher(t) if t.online().is_some()));
    app
}

/// Class 4C with three children, "4C child 0" to "4C child 2", on the
/// server (their cards synced from a device of theirs); its id.
fn other_class(s: &Server) -> ClassId {
    s.run(async {
        let now = wahree::server::now();
        let card = s.school.add_class("4C", "password2", now).await.unwrap();
        let (token, _) = s.school.join(&card.code, now).await.unwrap();
        let class = s.school.device(&token).await.unwrap();
        let learners = (0..3)
            .map(|i| Learner {
                id: LearnerId::try_from(format!("l{i}")).unwrap(),
                name: format!("4C child {i}"),
                ..Learner::default()
            })
            .collect();
        let req = SyncRequest {
            format: sync::FORMAT,
            learners,
            ..SyncRequest::default()
        };
        s.school.sync(&class, req).await.unwrap();
        class
    })
}

#[test]
fn a_teacher_enters_the_result_of_their_childs_table_and_no_other() {
    let s = server();
    let mut kid = device(&s);
    add_child(&mut kid, "Ana");
    tick(&mut kid, 10);
    let c4 = other_class(&s);
    // The organiser's round robin: 3B first (Ana is 1), then 4C (2-4).
    let id = s.run(async {
        let now = wahree::server::now();
        let o = s
            .school
            .add_organiser("Ms Henry", "district-2027", now)
            .await
            .unwrap();
        let setup = Setup::new("Island cup", Format::RoundRobin { cycles: 1 });
        let (id, _) = s.school.open_create(&o.id, setup, now).await.unwrap();
        for class in [s.code.as_str(), c4.0.as_str()] {
            s.school
                .open_add_class(&o.id, &id, class, None, now)
                .await
                .unwrap();
        }
        for step in 0..2 {
            s.school
                .open_change(Scope::Organiser(&o.id), &id, now, |c| {
                    if step == 0 {
                        c.core.make_draft().map(|_| ())
                    } else {
                        c.core.publish().map(|_| ())
                    }
                })
                .await
                .unwrap();
        }
        id
    });
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    assert_eq!(
        screen(&t).list.as_deref(),
        Some(&[][..]),
        "no class tournament"
    );
    let open = screen(&t).open_list.clone().expect("the open list asked");
    assert_eq!(open.len(), 1);
    assert_eq!((open[0].id.as_str(), open[0].players), (id.as_str(), 4));
    assert!(shows(&t, "Tournaments with other classes"));

    click(&mut t, "Island cup");
    let Page::Open(o) = &screen(&t).page else {
        panic!("the tournament not open")
    };
    assert_eq!(o.t.mine, vec![1], "Ana is 3B's only player");
    let boards = o.t.t.rounds[0].boards.clone();
    assert_eq!(boards.len(), 2);
    let (mine, theirs): (Vec<_>, Vec<_>) =
        boards.iter().partition(|b| b.first == 1 || b.second == 1);
    let (mine, theirs) = (mine[0].clone(), theirs[0].clone());
    assert!(shows(&t, "Round 1"));
    // Each player with their class; Ana's seat as the table gives it.
    assert_ne!(o.t.class_of(mine.first), o.t.class_of(mine.second));
    let who = |n: u32| format!("{} ({})", o.t.t.name_of(n), o.t.class_of(n));
    let line = format!("{} (South) – {} (North)", who(mine.first), who(mine.second));
    assert!(line.contains("Ana (3B)") && line.contains("(4C)"), "{line}");
    assert!(shows(&t, &line), "{line}");
    // A result button is at Ana's table (and, once her result is in,
    // there is none left: none at the other table either).
    let m = pressing(&t, "Draw");
    assert!(
        matches!(&m[..], [Message::Tournament(b)] if matches!(**b, T::OpenEnter(1, table, "draw") if table == mine.table)),
        "{m:?}"
    );

    // Another class's table: refused, in words, and nothing entered.
    send(&mut t, tm(T::OpenEnter(1, theirs.table, "draw")));
    assert_eq!(
        screen(&t).failed,
        vec!["No child of your class plays at this table.".to_owned()]
    );
    let Page::Open(o) = &screen(&t).page else {
        panic!("left the tournament")
    };
    assert!(o.t.entries.is_empty() && o.said.is_none());

    // Ana's Home (`GET /api/open-tournaments`): her next game, her
    // opponent with their class, her own place; she reports her board
    // game, to the tournament across classes (4C's child has not yet).
    tick(&mut kid, 30);
    let (opp, first) = if mine.first == 1 {
        (mine.second, true)
    } else {
        (mine.first, false)
    };
    let opp = format!("{} (class 4C)", o.t.t.name_of(opp));
    let said = if first {
        format!(
            "Island cup: round 1, table {}. You play {opp}, and you move first!",
            mine.table
        )
    } else {
        format!(
            "Island cup: round 1, table {}. You play {opp}, and {opp} moves first.",
            mine.table
        )
    };
    // (Home's card keeps its last two words together.)
    let at = said.rfind(' ').unwrap();
    let said = format!("{}\u{a0}{}", &said[..at], &said[at + 1..]);
    assert!(child_shows(&kid, &said), "{said}");
    assert!(child_shows(&kid, "Your place: 1–4 · Your points: 0"));
    press(&mut kid, "I won");
    assert!(child_shows(
        &kid,
        "Thank you! Now your partner tells the result too."
    ));

    // Ana's table: 3B's teacher says South won; 4C's teacher has not.
    send(&mut t, tm(T::OpenEnter(1, mine.table, "first-wins")));
    assert!(screen(&t).failed.is_empty());
    let waiting = "Thank you! The other class's teacher enters the result too.";
    assert!(shows(&t, waiting));
    // 4C's teacher says North won: they differ, the organiser decides.
    s.run(
        s.school
            .open_change(Scope::Class(&c4), &id, wahree::server::now(), |c| {
                c.teacher_record(&c4.0, 1, mine.table, Some(Outcome::SecondWins), None)
            }),
    )
    .unwrap();
    click(&mut t, "Back");
    click(&mut t, "Island cup");
    let conflict =
        "The other class's teacher entered a different result. The organiser will decide.";
    assert!(shows(&t, conflict), "the difference shown at the table");
    // 3B's teacher looks again and agrees: the result is in.
    send(&mut t, tm(T::OpenEnter(1, mine.table, "second-wins")));
    let Page::Open(o) = &screen(&t).page else {
        panic!("left the tournament")
    };
    assert_eq!(
        o.said.as_deref(),
        Some("Both teachers entered the same result. It is in!")
    );
    let b = o.t.t.rounds[0]
        .boards
        .iter()
        .find(|b| b.table == mine.table)
        .unwrap();
    assert_eq!(b.result.as_deref(), Some("second-wins"));
    // One set of standings: the winner of Ana's table leads.
    let winner = o.t.t.name_of(mine.second).to_owned();
    let top = &o.t.t.standings[0];
    assert_eq!(
        (top.name.as_str(), top.points.as_str()),
        (winner.as_str(), "1")
    );
    // Each with their class, as at the tables.
    let shown = format!("{winner} ({})", o.t.class_of(mine.second));
    assert!(shows(&t, "Standings") && shows(&t, &shown), "{shown}");
    assert!(theirs.result.is_none());
    assert!(!shows(&t, "Draw"), "no buttons at the other class's table");
}
