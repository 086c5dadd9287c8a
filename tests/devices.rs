//! Devices of one class against a real class server (`wahree serve`'s
//! app, in this process, on 127.0.0.1 only) through the desktop's own
//! transport, as a classroom uses them: two devices join with the class
//! code, a child's lessons made on one are on the other once she picks
//! her card there, and back; the teacher signs in on a device and sees
//! the class from the server, saves its CSV and removes a child, who then
//! leaves every device. A child is renamed or removed there only: not
//! from Settings, and not by a double click on the first "Yes".
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use app_server::{add_child, device, id_of, send, server, sign_in_teacher, tick};

use iced_test::Simulator;
use wahree::app::lesson::Message as L;
use wahree::app::settings::Message as S;
use wahree::app::{App, Message, Screen, home, lessons, picker, sign_in, teacher};

/// Goes through lesson `index` to its end, skipping what asks for moves.
fn do_lesson(app: &mut App, index: usize) {
    send(app, Message::Home(home::Message::Lessons));
    send(app, Message::Lessons(lessons::Message::Open(index)));
    for _ in 0..200 {
        let Screen::Lesson(l) = app.screen() else {
            panic!("not on a lesson")
        };
        if l.is_finished() {
            break;
        }
        let m = if l.skip_open() { L::Skip } else { L::Next };
        send(app, Message::Lesson(m));
    }
    send(app, Message::Lesson(L::Back));
    send(app, Message::Lessons(lessons::Message::Home));
}

#[test]
fn a_childs_lessons_follow_her_to_another_device_and_the_teacher_sees_the_class() {
    let s = server();
    let mut one = device(&s);
    // Aiko adds her name on device one and does the first lesson there.
    let aiko = add_child(&mut one, "Aiko");
    do_lesson(&mut one, 0);
    let first = one.lesson_list()[0].id.clone();
    let done_on_one = one.lesson_progress()[&first].clone();
    assert!(!done_on_one.completed.is_empty());
    assert!(one.classroom().link().unwrap().waiting());
    tick(&mut one, 3);
    assert!(!one.classroom().link().unwrap().waiting(), "sent");

    // Device two has her card after its first sync, not her work yet;
    // "Who is playing?" says which class it joined.
    let mut two = device(&s);
    assert_eq!(id_of(&two, "Aiko").as_ref(), Some(&aiko), "her card");
    assert!(matches!(two.screen(), Screen::Picker(..)));
    assert!(drawn(&two).find("Class: 3B").is_ok(), "the class joined");
    assert!(two.learners().get(&aiko).unwrap().lessons.is_empty());
    // She picks it: her whole record comes at once.
    send(
        &mut two,
        Message::Picker(picker::Message::Pick(aiko.clone())),
    );
    assert!(matches!(two.screen(), Screen::Home(_)));
    assert_eq!(
        two.lesson_progress()[&first].completed,
        done_on_one.completed
    );

    // She does the second lesson on device two; device one gets it with
    // its next sync.
    do_lesson(&mut two, 1);
    let second = two.lesson_list()[1].id.clone();
    tick(&mut two, 3);
    tick(&mut one, 30);
    assert_eq!(
        one.lesson_progress()[&second].completed,
        two.lesson_progress()[&second].completed
    );
    assert_eq!(
        one.lesson_progress()[&first].completed,
        done_on_one.completed,
        "nothing lost"
    );

    // The teacher, on device two: the class's password, then the class
    // from the server, with its code.
    send(&mut two, Message::Home(home::Message::Learner));
    send(&mut two, Message::Picker(picker::Message::Teacher));
    assert!(matches!(two.screen(), Screen::SignIn(_)));
    send(
        &mut two,
        Message::SignIn(sign_in::Message::Typed("password1".into())),
    );
    send(&mut two, Message::SignIn(sign_in::Message::SignIn));
    let Screen::Teacher(t) = two.screen() else {
        panic!("the teacher's view")
    };
    let online = t.online().expect("the class from the server");
    assert_eq!(online.card.code, s.code);
    assert_eq!(
        online.link,
        format!("http://{}/?join={}", s.addr, s.code),
        "the QR code's link"
    );
    let there = online.class.roster().get(&aiko).expect("Aiko in the class");
    assert_eq!(
        there.lessons[&second].completed,
        two.lesson_progress()[&second].completed
    );

    // The class's CSV, from the server, to a file.
    let dir = std::env::temp_dir().join(format!("wahree-devices-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let csv = dir.join("class.csv");
    send(&mut two, Message::Teacher(teacher::Message::ExportOpen));
    send(
        &mut two,
        Message::Teacher(teacher::Message::ExportPath(csv.display().to_string())),
    );
    send(&mut two, Message::Teacher(teacher::Message::ExportSave));
    let text = std::fs::read_to_string(&csv).expect("the CSV written");
    assert!(text.contains("Aiko"), "{text}");
    send(&mut two, Message::Teacher(teacher::Message::CloseDialog));

    // Her data, whole, then her removal, asked twice.
    let t = |m| Message::Teacher(m);
    send(&mut two, t(teacher::Message::Detail(aiko.clone())));
    send(&mut two, t(teacher::Message::ExportLearner));
    let json = dir.join("aiko.json");
    send(
        &mut two,
        t(teacher::Message::ExportPath(json.display().to_string())),
    );
    send(&mut two, t(teacher::Message::ExportSave));
    let data = std::fs::read_to_string(&json).expect("her data written");
    assert!(data.contains("\"Aiko\""), "{data}");
    send(&mut two, t(teacher::Message::CloseDialog));
    send(&mut two, t(teacher::Message::Remove));
    send(&mut two, t(teacher::Message::RemoveYes));
    send(&mut two, t(teacher::Message::RemoveYes));
    send(&mut two, t(teacher::Message::RemoveTyped("Aiko".into())));
    send(&mut two, t(teacher::Message::RemoveYes));
    let Screen::Teacher(t) = two.screen() else {
        panic!("the teacher's view")
    };
    assert!(t.online().unwrap().class.roster().get(&aiko).is_none());
    // Every device loses her with its next sync.
    tick(&mut two, 30);
    tick(&mut one, 30);
    assert!(two.learners().get(&aiko).is_none());
    assert!(one.learners().get(&aiko).is_none());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn the_teacher_forgets_a_device_and_makes_a_new_class_code() {
    let s = server();
    let mut one = device(&s);
    let mut two = device(&s);
    add_child(&mut one, "Ben");
    tick(&mut one, 3);
    app_server::sign_in_teacher(&mut two);
    let t = |m| Message::Teacher(m);
    send(&mut two, t(teacher::Message::DevicesOpen));
    let Screen::Teacher(view) = two.screen() else {
        panic!("the teacher's view")
    };
    let listed = view
        .devices()
        .expect("listed")
        .clone()
        .expect("the devices");
    assert_eq!(listed.len(), 2, "{listed:?}");
    // Device one's id is the start of its token's digest.
    let token = &one.classroom().link().unwrap().token;
    let ones: String = wahree::server::secret::digest(token)
        .chars()
        .take(16)
        .collect();
    assert!(listed.iter().any(|d| d.id == ones));
    send(&mut two, t(teacher::Message::ForgetDevice(ones.clone())));
    let Screen::Teacher(view) = two.screen() else {
        panic!("the teacher's view")
    };
    let left = view.devices().expect("listed again").clone().unwrap();
    assert_eq!(left.len(), 1);
    assert!(left.iter().all(|d| d.id != ones), "forgotten");
    // Device one's token opens nothing any more: its next sync is told so
    // and it sends nothing more until it joins again.
    send(&mut one, Message::Home(home::Message::Learner));
    add_child(&mut one, "Cleo");
    tick(&mut one, 30);
    assert!(
        one.classroom().link().unwrap().waiting(),
        "Cleo was not taken"
    );
    assert!(id_of(&two, "Cleo").is_none());

    // A new class code: shown at once; the old one joins nothing, the new
    // one does, and the teacher still signs in on this device.
    send(&mut two, t(teacher::Message::NewCode));
    let Screen::Teacher(view) = two.screen() else {
        panic!("the teacher's view")
    };
    let code = view.online().unwrap().card.code.clone();
    assert_ne!(code, s.code);
    assert_eq!(code.len(), 8);
    assert!(
        view.online().unwrap().link.ends_with(&code),
        "the QR code's link"
    );
    let three = app_server::device_with_code(&s, &code, wahree::i18n::Lang::En);
    assert!(
        three.classroom().link().is_some(),
        "joined with the new code"
    );
    send(&mut two, t(teacher::Message::Back));
    app_server::sign_in_teacher(&mut two);
    assert!(matches!(two.screen(), Screen::Teacher(v) if v.online().is_some()));
}

#[test]
fn a_device_whose_server_is_gone_keeps_its_work_until_it_is_back() {
    let s = server();
    let mut one = device(&s);
    let base = format!("http://{}", s.addr);
    add_child(&mut one, "Kofi");
    tick(&mut one, 3);
    drop(s);
    // The server is gone: a lesson waits, with its sign.
    do_lesson(&mut one, 0);
    tick(&mut one, 3);
    let link = one.classroom().link().unwrap();
    assert!(link.waiting());
    assert_eq!(link.url, base);
}

/// The app drawn headless at 1280x720.
fn drawn(app: &App) -> Simulator<'_, Message> {
    // SAFETY: set before any simulator reads it; the same value everywhere.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    Simulator::with_size(wahree::app::settings(), (1280.0, 720.0), app.view())
}

/// Clicks `times` at `at` in one frame (a double click before the screen
/// is drawn again), then sends what the clicks asked for.
fn click_at(app: &mut App, at: iced::Point, times: usize) {
    let mut ui = drawn(app);
    for _ in 0..times {
        ui.point_at(at);
        ui.simulate(iced_test::simulator::click());
    }
    let asked: Vec<Message> = ui.into_messages().collect();
    for m in asked {
        send(app, m);
    }
}

#[test]
fn a_double_click_on_the_first_yes_removes_nobody_from_the_class() {
    let s = server();
    let mut app = device(&s);
    let aiko = add_child(&mut app, "Aiko");
    tick(&mut app, 3);
    sign_in_teacher(&mut app);
    send(
        &mut app,
        Message::Teacher(teacher::Message::Detail(aiko.clone())),
    );
    send(&mut app, Message::Teacher(teacher::Message::Remove));
    let yes = app.i18n().tr("learners-remove-yes");
    let at = drawn(&app)
        .find(yes.as_str())
        .expect("the first yes")
        .bounds()
        .center();
    // Two clicks in one frame, then a third where the first yes was.
    click_at(&mut app, at, 2);
    click_at(&mut app, at, 1);
    let Screen::Teacher(t) = app.screen() else {
        panic!("the teacher's view")
    };
    assert!(t.is_typing(), "the last question waits for the name");
    assert!(t.online().unwrap().class.roster().get(&aiko).is_some());
    // Enter in the empty field, or a wrong name, removes nobody either.
    send(&mut app, Message::Teacher(teacher::Message::RemoveYes));
    send(
        &mut app,
        Message::Teacher(teacher::Message::RemoveTyped("Aik".into())),
    );
    send(&mut app, Message::Teacher(teacher::Message::RemoveYes));
    tick(&mut app, 30);
    assert!(app.learners().get(&aiko).is_some(), "still in the class");
    // Her name typed: the button of its own words removes her.
    send(
        &mut app,
        Message::Teacher(teacher::Message::RemoveTyped(" aiko".into())),
    );
    let for_good = app
        .i18n()
        .tr_with("teacher-remove-for-good", &[("name", "Aiko".into())]);
    let mut ui = drawn(&app);
    ui.click(for_good.as_str()).expect("the last yes");
    let asked: Vec<Message> = ui.into_messages().collect();
    for m in asked {
        send(&mut app, m);
    }
    tick(&mut app, 30);
    assert!(app.learners().get(&aiko).is_none(), "removed everywhere");
}

#[test]
fn on_a_joined_device_settings_neither_renames_nor_removes_a_child() {
    let s = server();
    let mut app = device(&s);
    let aiko = add_child(&mut app, "Aiko");
    send(&mut app, Message::Home(home::Message::Learner));
    let ben = add_child(&mut app, "Ben");
    tick(&mut app, 3);
    // No PIN on this desktop: Settings opens for anyone.
    send(&mut app, Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    {
        let mut ui = drawn(&app);
        let teachers = app.i18n().tr("learners-teacher-only");
        assert!(ui.find(teachers.as_str()).is_ok(), "says who can");
        let remove = app.i18n().tr("learners-remove");
        assert!(ui.find(remove.as_str()).is_err(), "no Remove offered");
    }
    for m in [S::Remove(ben.clone()), S::RemoveYes] {
        send(&mut app, Message::Settings(m));
    }
    for m in [
        S::Rename(aiko.clone()),
        S::RenameName("Bea".into()),
        S::RenameSave,
    ] {
        send(&mut app, Message::Settings(m));
    }
    send(&mut app, Message::Settings(S::Home));
    tick(&mut app, 30);
    assert_eq!(
        app.learners().get(&ben).map(|l| l.name.as_str()),
        Some("Ben")
    );
    assert_eq!(
        app.learners().get(&aiko).map(|l| l.name.as_str()),
        Some("Aiko")
    );
    // The teacher, signed in, renames a child (a name of the class is
    // refused there and then) and removes one.
    sign_in_teacher(&mut app);
    let t = |m| Message::Teacher(m);
    send(&mut app, t(teacher::Message::Detail(aiko.clone())));
    send(&mut app, t(teacher::Message::Rename));
    send(&mut app, t(teacher::Message::RenameName("ben".into())));
    send(&mut app, t(teacher::Message::RenameSave));
    let Screen::Teacher(v) = app.screen() else {
        panic!("the teacher's view")
    };
    assert!(v.is_typing(), "a name of the class is refused");
    send(&mut app, t(teacher::Message::RenameName("Ami".into())));
    send(&mut app, t(teacher::Message::RenameSave));
    let Screen::Teacher(v) = app.screen() else {
        panic!("the teacher's view")
    };
    let online = v.online().unwrap().class.roster();
    assert_eq!(online.get(&aiko).map(|l| l.name.as_str()), Some("Ami"));
    tick(&mut app, 30);
    assert_eq!(
        app.learners().get(&aiko).map(|l| l.name.as_str()),
        Some("Ami")
    );
    send(&mut app, t(teacher::Message::Detail(ben.clone())));
    send(&mut app, t(teacher::Message::Remove));
    send(&mut app, t(teacher::Message::RemoveYes));
    send(&mut app, t(teacher::Message::RemoveTyped("Ben".into())));
    send(&mut app, t(teacher::Message::RemoveYes));
    tick(&mut app, 30);
    assert!(app.learners().get(&ben).is_none());
}
