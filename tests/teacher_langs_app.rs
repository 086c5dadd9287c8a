//! The teacher's view of a class on the class server (issue 32): the
//! languages of several children, each of any device, set at once from
//! it, reaching the children's devices with their next sync; and children
//! added there checked against the server's list, not only this device's.
//! Against a real class server in this process (127.0.0.1 only).
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::sync::Arc;

use app_server::{add_child, device, id_of, send, server, sign_in_teacher, tick};
use iced::widget::text_editor::{Action, Edit as E};
use wahree::app::teacher::Message as T;
use wahree::app::teacher_add::Edit;
use wahree::app::teacher_langs::{First, Message as Langs};
use wahree::app::{App, Message, Screen, home};
use wahree::i18n::Lang;

/// Clicks the button showing `label` at 1024x640 and sends what it asked.
fn click(app: &mut App, label: &str) {
    // SAFETY: set before any simulator reads it; the same value everywhere.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    let asked: Vec<Message> = {
        let mut ui =
            iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    assert!(!asked.is_empty(), "clicking {label:?} did nothing");
    for m in asked {
        send(app, m);
    }
}

fn langs_of(app: &App, name: &str) -> (Option<Lang>, Option<Lang>) {
    let l = app
        .learners()
        .named()
        .find(|l| l.name == name)
        .unwrap_or_else(|| panic!("{name} on the device"));
    (l.lang, l.second)
}

fn server_langs(app: &App, name: &str) -> (Option<Lang>, Option<Lang>) {
    let Screen::Teacher(t) = app.screen() else {
        panic!("not on the teacher's view")
    };
    let online = t.online().expect("the class from the server");
    let l = online
        .class
        .roster()
        .named()
        .find(|l| l.name == name)
        .unwrap_or_else(|| panic!("{name} on the server"));
    (l.lang, l.second)
}

#[test]
fn the_teacher_sets_languages_for_children_of_other_devices_and_adds_no_duplicate() {
    let s = server();
    // The teacher's device joins first; the children add their names on
    // another one afterwards.
    let mut desk = device(&s);
    let mut one = device(&s);
    let aiko = add_child(&mut one, "Aiko");
    let back = |app: &mut App| send(app, Message::Home(home::Message::Learner));
    back(&mut one);
    let kofi = add_child(&mut one, "Kofi");
    back(&mut one);
    let luca = add_child(&mut one, "Luca");
    back(&mut one);
    add_child(&mut one, "Nia");
    tick(&mut one, 3);

    sign_in_teacher(&mut desk);
    let t = |m| Message::Teacher(m);
    let Screen::Teacher(view) = desk.screen() else {
        panic!("the teacher's view")
    };
    assert!(view.online().is_some(), "the class from the server");

    // Children added on the server's view: a name the server's class has
    // (its child on another device) is not added again; a new one is.
    let names_on_desk = |app: &App, name: &str| {
        app.learners()
            .named()
            .filter(|l| l.name.eq_ignore_ascii_case(name))
            .count()
    };
    let add = |app: &mut App, names: &str| {
        send(app, t(T::AddOpen));
        let paste = Action::Edit(E::Paste(Arc::new(names.to_owned())));
        send(app, t(T::AddEdit(Edit(paste))));
        send(app, t(T::AddSave));
    };
    // The teacher's device has not synced since Nia was added: only the
    // server's class, on the teacher's view, has her.
    assert_eq!(names_on_desk(&desk, "nia"), 0);
    assert_eq!(server_langs(&desk, "Nia"), (None, None));
    add(&mut desk, "nia\n");
    assert_eq!(
        names_on_desk(&desk, "nia"),
        0,
        "Nia is in the class already"
    );
    send(&mut desk, t(T::CloseDialog));
    add(&mut desk, "Mina\n");
    assert_eq!(names_on_desk(&desk, "Mina"), 1, "a new name is added");

    // Aiko and Kofi: Japanese, English under it. The server's view has no
    // room in its bar: "Languages" is in "Add children"'s box, at the
    // smallest window a teacher uses.
    send(&mut desk, t(T::AddOpen));
    click(&mut desk, "Languages");
    let Screen::Teacher(view) = desk.screen() else {
        panic!("the teacher's view")
    };
    assert!(view.langs_open(), "the add box's Languages opens the box");
    send(&mut desk, t(T::Langs(Langs::Pick(aiko.clone()))));
    send(&mut desk, t(T::Langs(Langs::Pick(kofi.clone()))));
    send(&mut desk, t(T::Langs(Langs::Lang(First::Lang(Lang::Ja)))));
    send(&mut desk, t(T::Langs(Langs::Second(Some(Lang::En)))));
    send(&mut desk, t(T::Langs(Langs::Apply)));
    assert_eq!(
        server_langs(&desk, "Aiko"),
        (Some(Lang::Ja), Some(Lang::En))
    );
    assert_eq!(
        server_langs(&desk, "Kofi"),
        (Some(Lang::Ja), Some(Lang::En))
    );
    assert_eq!(server_langs(&desk, "Luca"), (None, None));

    // The children's device hears it with its next sync.
    tick(&mut one, 30);
    assert_eq!(langs_of(&one, "Aiko"), (Some(Lang::Ja), Some(Lang::En)));
    assert_eq!(langs_of(&one, "Kofi"), (Some(Lang::Ja), Some(Lang::En)));
    assert_eq!(langs_of(&one, "Luca"), (None, None));
    assert!(id_of(&one, "Luca") == Some(luca));
}
