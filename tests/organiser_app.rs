//! The organiser's screens (issue 29, §3) against a real class server (in
//! this process, on 127.0.0.1 only): "I am an organiser" on a computer's
//! first screen, a wrong password refused in words, then the right one;
//! a round robin across classes 3B and 4C, an unknown class code refused
//! in words (nothing changes), both classes added by their codes and one
//! of 4C's children unticked; the round paired and published; the two
//! teachers enter different results at a table of the two classes, the
//! organiser sees both side by side and enters the right one, and the one
//! set of standings shows it; the hall's link; signing out.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::path::PathBuf;

use app_server::{
    add_child, class_id, class_with_children, organiser_computer, send, server, tick,
};
use wahree::app::tournament::one::{self, Tab};
use wahree::app::tournament::{Message as T, Page, Tournaments, form};
use wahree::app::{App, Message, Screen, organiser_sign_in as sign};
use wahree::i18n::Lang;
use wahree::server::open_tournament::Scope;
use wahree::tournament::Outcome;

const SMALL: (f32, f32) = (1024.0, 640.0);

fn ui(app: &App) -> iced_test::Simulator<'_, Message> {
    iced_test::Simulator::with_size(wahree::app::settings(), SMALL, app.view())
}

fn shows(app: &App, words: &str) -> bool {
    ui(app).find(words).is_ok()
}

/// Presses the (first) button that says `label`.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        send(app, m);
    }
}

fn shoot(app: &App, name: &str) {
    let Some(dir) = std::env::var_os("WAHREE_ORGANISER_SHOTS") else {
        return;
    };
    let _ = std::fs::remove_file(PathBuf::from(&dir).join(format!("{name}-tiny-skia.png")));
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1280.0, 800.0), app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(PathBuf::from(&dir).join(name))
        .expect("the PNG written");
}

fn tm(m: T) -> Message {
    Message::Tournament(Box::new(m))
}

fn om(m: one::Message) -> Message {
    tm(T::One(m))
}

fn screen(app: &App) -> &Tournaments {
    match app.screen() {
        Screen::Tournaments(t) => t,
        _ => panic!("not on the tournaments"),
    }
}

fn opened(app: &App) -> &one::One {
    match &screen(app).page {
        Page::One(o) => o,
        _ => panic!("no tournament open"),
    }
}

fn type_in(app: &mut App, m: sign::Message) {
    send(app, Message::OrganiserSignIn(m));
}

#[test]
fn an_organiser_runs_a_tournament_across_two_classes_from_the_app() {
    let s = server();
    // 3B's children from a device of 3B; 4C's synced from theirs.
    for name in ["Ana", "Ben"] {
        let mut kid = app_server::device(&s);
        add_child(&mut kid, name);
        tick(&mut kid, 10);
    }
    let (c4, code4) = class_with_children(&s, "4C", &["Cai", "Dora", "Eli"]);
    let c3 = class_id(&s, &s.code);
    let org = s
        .run(
            s.school
                .add_organiser("Ms Henry", "district-2027", wahree::server::now()),
        )
        .unwrap();

    // The way in, on the first screen; a wrong password said in words.
    let mut o = organiser_computer(&s, Lang::En);
    click(&mut o, "I am an organiser");
    assert!(matches!(o.screen(), Screen::OrganiserSignIn(_)));
    assert!(shows(&o, "Organiser's sign-in"));
    type_in(&mut o, sign::Message::Name("Ms Henry".into()));
    type_in(&mut o, sign::Message::Password("not-it-at-all".into()));
    click(&mut o, "Sign in");
    let Screen::OrganiserSignIn(f) = o.screen() else {
        panic!("signed in with a wrong password")
    };
    assert!(f.failure().is_some());
    assert!(shows(
        &o,
        "That name or password is not right. Please try again."
    ));
    type_in(&mut o, sign::Message::Password("district-2027".into()));
    click(&mut o, "Sign in");
    assert!(shows(&o, "Signed in as Ms Henry"));
    assert_eq!(screen(&o).list.as_deref(), Some(&[][..]));
    assert!(shows(
        &o,
        "No tournament yet. Press \"New tournament\" to set one up."
    ));
    shoot(&o, "organiser-list-empty-en");

    // A new round robin: no children's list in the form, the classes next.
    click(&mut o, "New tournament");
    assert!(!shows(&o, "Who plays"), "no class's children here");
    assert!(shows(
        &o,
        "Once it is made, add the classes: their children are the players."
    ));
    send(
        &mut o,
        tm(T::Form(form::Message::Name("Island cup".into()))),
    );
    send(&mut o, tm(T::Form(form::Message::Create)));
    assert!(screen(&o).failed.is_empty(), "{:?}", screen(&o).failed);
    let id = opened(&o).t.id.clone();
    send(&mut o, om(one::Message::Tab(Tab::Players)));
    assert!(shows(&o, "No class yet"));

    // An unknown class code: said in words, nothing changes.
    send(&mut o, om(one::Message::ClassCode("ZZZZ-ZZ".into())));
    click(&mut o, "Add the class");
    assert_eq!(
        screen(&o).failed,
        vec!["There is no class with this code on the server.".to_owned()]
    );
    let kept = s
        .run(s.school.open_read(Scope::Organiser(&org.id), &id))
        .unwrap();
    assert!(kept.classes.is_empty() && kept.seats.is_empty());
    assert!(opened(&o).open.as_ref().unwrap().classes.is_empty());

    // Both classes by their codes, typed as a teacher reads them.
    let typed = format!("{}-{}", &s.code[..3], &s.code[3..]).to_lowercase();
    send(&mut o, om(one::Message::ClassCode(typed)));
    click(&mut o, "Add the class");
    send(&mut o, om(one::Message::ClassCode(code4.clone())));
    click(&mut o, "Add the class");
    assert!(screen(&o).failed.is_empty(), "{:?}", screen(&o).failed);
    let names: Vec<_> = opened(&o)
        .t
        .players
        .iter()
        .map(|p| p.name.clone())
        .collect();
    assert_eq!(names, ["Ana", "Ben", "Cai", "Dora", "Eli"]);
    assert!(shows(&o, "3B") && shows(&o, "4C"));
    // Eli does not play: unticked, still listed to tick back.
    let eli = opened(&o)
        .open
        .as_ref()
        .unwrap()
        .known
        .iter()
        .find(|k| k.name == "Eli")
        .unwrap()
        .learner
        .clone();
    send(&mut o, om(one::Message::Plays(c4.0.clone(), eli, false)));
    assert_eq!(opened(&o).t.players.len(), 4);
    assert!(shows(&o, "Eli"), "Eli stays listed, unticked");
    shoot(&o, "organiser-classes-en");

    // Paired and published: from here the players are fixed.
    send(&mut o, om(one::Message::Tab(Tab::Rounds)));
    click(&mut o, "Pair the next round");
    click(&mut o, "Publish the round");
    let round = opened(&o).t.rounds[0].clone();
    let cross = round
        .boards
        .iter()
        .find(|b| {
            let part = opened(&o).open.as_ref().unwrap();
            part.class_of(b.first) != part.class_of(b.second)
        })
        .expect("a table of 3B and 4C")
        .clone();
    assert!(shows(&o, "Round 1"));

    // The two teachers differ at that table.
    let first_class = |n: u32| {
        let part = opened(&o).open.as_ref().unwrap();
        if part.class_of(n) == "3B" {
            c3.clone()
        } else {
            c4.clone()
        }
    };
    let (south, north) = (first_class(cross.first), first_class(cross.second));
    for (class, outcome) in [(&south, Outcome::FirstWins), (&north, Outcome::SecondWins)] {
        s.run(
            s.school
                .open_change(Scope::Class(class), &id, wahree::server::now(), |c| {
                    c.teacher_record(&class.0, 1, cross.table, Some(outcome), None)
                }),
        )
        .unwrap();
    }
    click(&mut o, "Look again");
    assert!(shows(
        &o,
        "The two teachers entered different results. Choose the right one:"
    ));
    let part = opened(&o).open.as_ref().unwrap();
    let said = |n: u32, r: &str| format!("{}: {r}", part.class_of(n));
    assert!(shows(&o, &said(cross.first, "South wins")));
    assert!(shows(&o, &said(cross.second, "North wins")));
    shoot(&o, "organiser-conflict-en");

    // The organiser gives the right one: a draw.
    send(&mut o, om(one::Message::Result(1, cross.table, "draw")));
    assert!(screen(&o).failed.is_empty(), "{:?}", screen(&o).failed);
    let b = opened(&o).t.rounds[0]
        .boards
        .iter()
        .find(|b| b.table == cross.table)
        .unwrap()
        .clone();
    assert_eq!(b.result.as_deref(), Some("draw"));
    assert!(!shows(
        &o,
        "The two teachers entered different results. Choose the right one:"
    ));
    // One set of standings, each with their class: both ½.
    send(&mut o, om(one::Message::Tab(Tab::Standings)));
    let t = &opened(&o).t;
    for n in [cross.first, cross.second] {
        let line = t.standings.iter().find(|l| l.number == n).unwrap();
        assert_eq!(line.points, "0.5");
    }
    let part = opened(&o).open.as_ref().unwrap();
    let who = format!(
        "{} ({})",
        t.name_of(cross.first),
        part.class_of(cross.first)
    );
    assert!(shows(&o, &who), "{who}");

    // Classes and players: fixed now, a child can withdraw; the hall.
    send(&mut o, om(one::Message::Tab(Tab::Players)));
    assert!(shows(
        &o,
        "The first round is paired: the players are fixed. A child can still withdraw."
    ));
    assert!(!shows(&o, "Add the class"));
    click(&mut o, "Open the hall's link");
    assert!(
        opened(&o)
            .hall_link()
            .is_some_and(|l| l.contains("/api/hall/"))
    );

    // Signing out leaves the organiser's screens, and their session.
    send(&mut o, tm(T::Back));
    send(&mut o, tm(T::Back));
    assert!(
        matches!(o.screen(), Screen::Join(_)),
        "back where they came in"
    );
}
