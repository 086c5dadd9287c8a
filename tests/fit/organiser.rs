//! The organiser's screens in the layout walk, against a real class
//! server in this process (127.0.0.1 only): the sign-in from Settings'
//! class server part, a wrong password, the organiser's list, "New
//! tournament" without a class's children, an unknown class code refused,
//! two classes and their players, the draft, the two teachers' differing
//! results at a table, the standings, the players fixed with the hall's
//! link, and the list with one tournament.

use wahree::app::tournament::{Message as T, form, one};
use wahree::app::{Message, home, join, organiser_sign_in as sign, settings, settings_server};
use wahree::server::open_tournament::Scope;
use wahree::tournament::Outcome;

use super::Walk;
use super::app_server::{
    add_child, class_id, class_with_children, device_in, organiser_computer, send, tick,
};

fn om(m: one::Message) -> Message {
    Message::Tournament(Box::new(T::One(m)))
}

pub fn organiser_walk(w: &mut Walk) {
    let s = super::app_server::server();
    for n in ["Ana Rivera", "Benedetta Colombo"] {
        let mut k = device_in(&s, w.lang);
        add_child(&mut k, n);
        tick(&mut k, 10);
    }
    let (c4, code4) = class_with_children(&s, "4C", &["やまだ はなこ", "Dan"]);
    let c3 = class_id(&s, &s.code);
    s.run(
        s.school
            .add_organiser("Ms Henry", "district-2027", wahree::server::now()),
    )
    .unwrap();
    let mut o = organiser_computer(&s, w.lang);
    send(&mut o, Message::Join(join::Message::Later));
    send(&mut o, Message::Home(home::Message::Settings));
    super::set_look(&mut o, w.size);
    w.see("organiser: Settings, the way in", &o);
    send(
        &mut o,
        Message::Settings(settings::Message::Server(
            settings_server::Message::Organiser,
        )),
    );
    let sign = |o: &mut wahree::app::App, m: sign::Message| send(o, Message::OrganiserSignIn(m));
    sign(&mut o, sign::Message::Name("Ms Henry".into()));
    sign(&mut o, sign::Message::Password("wrong-one".into()));
    sign(&mut o, sign::Message::SignIn);
    w.see("organiser: sign-in, a wrong password", &o);
    sign(&mut o, sign::Message::Password("district-2027".into()));
    sign(&mut o, sign::Message::SignIn);
    w.see("organiser: the list, empty", &o);

    let tm = |m: T| Message::Tournament(Box::new(m));
    send(&mut o, tm(T::NewOpen));
    send(
        &mut o,
        tm(T::Form(form::Message::Name("Island cup".into()))),
    );
    w.see("organiser: new tournament", &o);
    send(&mut o, tm(T::Form(form::Message::Create)));
    send(&mut o, om(one::Message::Tab(one::Tab::Players)));
    send(&mut o, om(one::Message::ClassCode("ZZZZZZ".into())));
    send(&mut o, om(one::Message::AddClass));
    w.see("organiser: a class code refused", &o);
    for code in [s.code.clone(), code4] {
        send(&mut o, om(one::Message::ClassCode(code)));
        send(&mut o, om(one::Message::AddClass));
    }
    w.see("organiser: the classes and their players", &o);

    send(&mut o, om(one::Message::Tab(one::Tab::Rounds)));
    send(&mut o, om(one::Message::Draft));
    w.see("organiser: the draft", &o);
    send(&mut o, om(one::Message::Publish));
    // Table 1 (1–4) is Ana's of 3B and Dan's of 4C: the teachers differ.
    let id = match o.screen() {
        wahree::app::Screen::Tournaments(t) => t.open().map(|one| one.t.id.clone()),
        _ => None,
    }
    .expect("the tournament open");
    for (class, outcome) in [(&c3, Outcome::FirstWins), (&c4, Outcome::SecondWins)] {
        let _ = s.run(
            s.school
                .open_change(Scope::Class(class), &id, wahree::server::now(), |c| {
                    c.teacher_record(&class.0, 1, 1, Some(outcome), None)
                }),
        );
    }
    send(&mut o, om(one::Message::Refresh));
    w.see("organiser: the teachers' results differ", &o);
    send(&mut o, om(one::Message::Result(1, 1, "draw")));
    send(&mut o, om(one::Message::Tab(one::Tab::Standings)));
    w.see("organiser: the standings", &o);
    send(&mut o, om(one::Message::Tab(one::Tab::Players)));
    send(&mut o, om(one::Message::Hall(true)));
    w.see("organiser: the players fixed, the hall's link", &o);
    send(&mut o, tm(T::Back));
    w.see("organiser: the list, one tournament", &o);
}
