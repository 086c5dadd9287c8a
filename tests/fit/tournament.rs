//! The teacher's tournament screens in the layout walk, against a real
//! class server in this process (127.0.0.1 only): the list (empty, then
//! with one), "New tournament" with a refusal said, a round robin of
//! four's draft with a warning after a hand change, the round published
//! with a result typed and a score sheet open, a child's Home with their
//! next game and place, the standings, and the players with the hall's
//! link and its QR code.

use wahree::app::play::BoardSize;
use wahree::app::tournament::{Message as T, form, one};
use wahree::app::{App, Message, Screen, home, picker, settings, teacher};
use wahree::classroom::LearnerId;

use super::Walk;
use super::app_server::{add_child, device_in, send, sign_in_teacher, tick};

fn tm(m: T) -> Message {
    Message::Tournament(Box::new(m))
}

fn set_size(app: &mut App, size: BoardSize) {
    send(app, Message::Home(home::Message::Settings));
    super::set_look(app, size);
    send(app, Message::Settings(settings::Message::Home));
}

pub fn tournament_walk(w: &mut Walk) {
    let s = super::app_server::server();
    let mut kids: Vec<App> = ["Ana Rivera", "Benedetta Colombo", "やまだ はなこ", "Dan"]
        .iter()
        .map(|n| {
            let mut k = device_in(&s, w.lang);
            add_child(&mut k, n);
            tick(&mut k, 10);
            k
        })
        .collect();
    let mut t = device_in(&s, w.lang);
    send(
        &mut t,
        Message::Picker(picker::Message::Pick(LearnerId::guest())),
    );
    set_size(&mut t, w.size);
    sign_in_teacher(&mut t);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    assert!(matches!(t.screen(), Screen::Tournaments(_)));
    w.see("tournament: the list, empty", &t);

    send(&mut t, tm(T::NewOpen));
    send(&mut t, tm(T::Form(form::Message::Kind(form::Kind::Swiss))));
    send(&mut t, tm(T::Form(form::Message::Name("Spring".into()))));
    send(&mut t, tm(T::Form(form::Message::Rounds("0".into()))));
    send(&mut t, tm(T::Form(form::Message::Apart(0))));
    send(&mut t, tm(T::Form(form::Message::Apart(1))));
    send(&mut t, tm(T::Form(form::Message::Create)));
    w.see("tournament: new, a Swiss refused", &t);

    send(
        &mut t,
        tm(T::Form(form::Message::Kind(form::Kind::RoundRobin))),
    );
    send(&mut t, tm(T::Form(form::Message::Unapart(0))));
    send(&mut t, tm(T::Form(form::Message::Create)));
    send(&mut t, tm(T::One(one::Message::Draft)));
    send(
        &mut t,
        tm(T::One(one::Message::Pick(one::Seat::Table(0, false)))),
    );
    send(
        &mut t,
        tm(T::One(one::Message::Pick(one::Seat::Table(1, false)))),
    );
    w.see("tournament: the draft changed by hand, a warning", &t);

    send(&mut t, tm(T::One(one::Message::Publish)));
    // Ana's Home: her next game and her own place.
    set_size(&mut kids[0], w.size);
    tick(&mut kids[0], 30);
    w.see("tournament: a child's Home, the next game", &kids[0]);
    send(&mut t, tm(T::One(one::Message::Result(1, 1, "first-wins"))));
    send(&mut t, tm(T::One(one::Message::SheetOpen(1, 2))));
    w.see("tournament: a round, a result in, a score sheet open", &t);

    send(&mut t, tm(T::One(one::Message::Tab(one::Tab::Standings))));
    w.see("tournament: the standings", &t);

    send(&mut t, tm(T::One(one::Message::Tab(one::Tab::Players))));
    send(&mut t, tm(T::One(one::Message::Hall(true))));
    w.see("tournament: the players, the hall's link open", &t);

    // The standings shown on the children's devices: Ana's Home has the
    // table under her own line.
    send(&mut t, tm(T::One(one::Message::Show(true))));
    tick(&mut kids[0], 120);
    w.see("tournament: a child's Home, the standings shown", &kids[0]);

    send(&mut t, tm(T::Back));
    w.see("tournament: the list, one tournament", &t);
}
