//! The classroom's screens through the app's own messages: "Who is
//! playing?", a learner's own card and language, the teacher's PIN, the
//! teacher's view with its export and import.

use iced::keyboard::{Key, key::Named};

use super::tests::{in_dir, press, reopen, scratch};
use super::{App, Message, Screen, card, home, lock, picker, settings, teacher};
use crate::classroom::{Colour, LearnerId, Symbol};
use crate::i18n::Lang;

fn key(app: &mut App, k: Key) {
    let _ = app.update(press(k));
}

fn id_of(app: &App, name: &str) -> LearnerId {
    let l = app.learners().all().iter().find(|l| l.name == name);
    l.expect("such a learner").id.clone()
}

/// A class with three names added in Settings, back on Home.
fn class_of_three(app: &mut App) {
    let _ = app.update(Message::Home(home::Message::Settings));
    for (name, lang) in [
        ("Aiko", Lang::Ja),
        ("Mateo", Lang::Es),
        ("Giulia", Lang::It),
    ] {
        let _ = app.update(Message::Settings(settings::Message::NewName(name.into())));
        let _ = app.update(Message::Settings(settings::Message::Add));
        let id = id_of(app, name);
        super::learners::Change::Langs(id, Some(lang), None).apply(&mut app.class);
    }
    let _ = app.update(Message::Settings(settings::Message::Home));
}

#[test]
fn a_class_opens_on_who_is_playing_and_a_card_switches_learner_and_language() {
    let dir = scratch("picker");
    let mut app = in_dir(&dir);
    assert!(
        matches!(app.screen(), Screen::Home(_)),
        "the guest alone: Home"
    );
    class_of_three(&mut app);
    let mut app = reopen(app, &dir);
    assert!(matches!(app.screen(), Screen::Picker(_, false)));
    // At the start, Esc does not get round the question.
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Picker(..)));
    assert_eq!(app.i18n().lang(), Lang::En, "the picker speaks the class's");
    let aiko = id_of(&app, "Aiko");
    let _ = app.update(Message::Picker(picker::Message::Pick(aiko.clone())));
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert_eq!(app.learners().current().id, aiko);
    assert_eq!(app.i18n().lang(), Lang::Ja, "Aiko's own language, at once");
    // Changing learner is one click away on Home, and Esc comes back.
    let _ = app.update(Message::Home(home::Message::Learner));
    assert!(matches!(app.screen(), Screen::Picker(_, true)));
    assert_eq!(app.i18n().lang(), Lang::En);
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert_eq!(app.learners().current().id, aiko);
    // The keys choose a card too: Aiko, Giulia, Mateo, Guest, from
    // Aiko's, lit as the one learning.
    let _ = app.update(Message::Home(home::Message::Learner));
    for k in [Named::ArrowRight, Named::ArrowRight] {
        key(&mut app, Key::Named(k));
    }
    key(&mut app, Key::Named(Named::Enter));
    assert_eq!(app.learners().current().name, "Mateo");
    assert_eq!(app.i18n().lang(), Lang::Es);
}

#[test]
fn a_learner_picks_their_picture_colour_and_two_languages() {
    let mut app = App::new(Lang::En);
    class_of_three(&mut app);
    let aiko = id_of(&app, "Aiko");
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(picker::Message::Pick(aiko)));
    let _ = app.update(Message::Home(home::Message::MyCard));
    assert!(matches!(app.screen(), Screen::Card(_)));
    let send = |app: &mut App, m| {
        let _ = app.update(Message::Card(m));
    };
    send(&mut app, card::Message::Symbol(Symbol::Turtle));
    send(&mut app, card::Message::Colour(Colour::Teal));
    send(&mut app, card::Message::Second(Some(Lang::It)));
    let me = app.learners().current();
    assert_eq!(
        (me.card.symbol, me.card.colour),
        (Symbol::Turtle, Colour::Teal)
    );
    assert_eq!(app.i18n().lang(), Lang::Ja);
    assert_eq!(app.i18n().second().map(|l| l.lang()), Some(Lang::It));
    // Italian as the first language: the screen speaks it at once, and a
    // second language the same as the first is none.
    send(&mut app, card::Message::Lang(Lang::It));
    assert_eq!(app.i18n().lang(), Lang::It);
    assert!(app.i18n().second().is_none());
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

/// Readings over the kanji: on for a Japanese learner, never on the
/// teacher's screens, off for good once the learner turns them off.
#[test]
fn a_japanese_learner_reads_furigana_until_turning_them_off_on_their_card() {
    let dir = scratch("furigana");
    let mut app = in_dir(&dir);
    class_of_three(&mut app);
    let mut app = reopen(app, &dir);
    let aiko = id_of(&app, "Aiko");
    let _ = app.update(Message::Picker(picker::Message::Pick(aiko.clone())));
    assert!(app.i18n().readings());
    assert_eq!(app.i18n().tr("lesson-board-title"), "盤《ばん》と勝ち方");
    let _ = app.update(Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    assert!(!app.i18n().readings(), "the teacher's screens read plain");
    let _ = app.update(Message::Settings(settings::Message::Home));
    let _ = app.update(Message::Home(home::Message::MyCard));
    assert!(app.i18n().readings());
    let _ = app.update(Message::Card(card::Message::Furigana(false)));
    assert!(!app.learners().current().furigana);
    assert_eq!(app.i18n().tr("lesson-board-title"), "盤と勝ち方");
    // Saved with the learner.
    let mut app = reopen(app, &dir);
    let _ = app.update(Message::Picker(picker::Message::Pick(aiko)));
    assert!(!app.learners().current().furigana);
    assert!(!app.i18n().readings());
    // Mateo's stay on: they show whenever he reads Japanese.
    let mateo = id_of(&app, "Mateo");
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(picker::Message::Pick(mateo)));
    assert!(app.i18n().readings());
}

#[test]
fn the_teachers_pin_guards_settings_and_the_teachers_view_until_home() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    let s = |app: &mut App, m| {
        let _ = app.update(Message::Settings(m));
    };
    s(&mut app, settings::Message::PinOpen);
    s(&mut app, settings::Message::PinFirst("2468".into()));
    s(&mut app, settings::Message::PinAgain("2469".into()));
    s(&mut app, settings::Message::PinSave);
    assert!(
        app.class.settings().pin.is_none(),
        "typed twice differently"
    );
    s(&mut app, settings::Message::PinAgain("2468".into()));
    s(&mut app, settings::Message::PinSave);
    assert!(app.class.settings().pin.is_some());
    assert!(matches!(app.screen(), Screen::Settings(_)), "still open");
    s(&mut app, settings::Message::Home);

    let _ = app.update(Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Lock(_)));
    let l = |app: &mut App, m| {
        let _ = app.update(Message::Lock(m));
    };
    l(&mut app, lock::Message::Typed("1111".into()));
    l(&mut app, lock::Message::Open);
    assert!(matches!(app.screen(), Screen::Lock(l) if l.is_wrong()));
    l(&mut app, lock::Message::Typed("2468".into()));
    l(&mut app, lock::Message::Open);
    assert!(matches!(app.screen(), Screen::Settings(_)));
    s(&mut app, settings::Message::Home);
    // Home locks it again; the teacher's view from "Who is playing?" asks.
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(picker::Message::Teacher));
    assert!(matches!(
        app.screen(),
        Screen::Lock(lock::Lock {
            door: lock::Door::Teacher,
            ..
        })
    ));
    // Cancelled: back to the picker it came from, and its Esc to Home.
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Picker(_, true)));
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Home(_)));
    // Removed in Settings, no PIN is asked any more.
    let _ = app.update(Message::Home(home::Message::Settings));
    l(&mut app, lock::Message::Typed("2468".into()));
    l(&mut app, lock::Message::Open);
    s(&mut app, settings::Message::PinRemove);
    s(&mut app, settings::Message::Home);
    let _ = app.update(Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
}

#[test]
fn the_teacher_exports_the_class_and_imports_a_list_only_when_it_is_right() {
    let dir = scratch("teacher");
    let mut app = App::new(Lang::En);
    class_of_three(&mut app);
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(picker::Message::Teacher));
    assert!(matches!(app.screen(), Screen::Teacher(_)));
    let _ = app.view();
    let t = |app: &mut App, m| {
        let _ = app.update(Message::Teacher(m));
    };
    // Export.
    let csv = dir.join("class.csv");
    t(&mut app, teacher::Message::ExportOpen);
    t(
        &mut app,
        teacher::Message::ExportPath(csv.display().to_string()),
    );
    t(&mut app, teacher::Message::ExportSave);
    let text = std::fs::read_to_string(&csv).unwrap();
    assert!(text.starts_with('\u{feff}'));
    assert_eq!(text.lines().count(), 4, "a header and three names: {text}");
    assert!(text.contains("Aiko,ja,"), "{text}");
    let _ = app.view();
    // A list with a bad line: shown, nobody added.
    let list = dir.join("list.txt");
    std::fs::write(&list, "Kofi\nkofi\nLia,en\n").unwrap();
    t(&mut app, teacher::Message::ImportOpen);
    t(
        &mut app,
        teacher::Message::ImportPath(list.display().to_string()),
    );
    t(&mut app, teacher::Message::ImportRead);
    let _ = app.view();
    t(&mut app, teacher::Message::ImportConfirm);
    assert_eq!(app.learners().all().len(), 4, "nobody added");
    // Fixed: both added, nobody switched to.
    std::fs::write(&list, "Kofi\nLia,en\nAiko\n").unwrap();
    t(&mut app, teacher::Message::ImportRead);
    t(&mut app, teacher::Message::ImportConfirm);
    assert_eq!(app.learners().names().len(), 6);
    assert!(app.learners().current().is_guest());
    let lia = app.learners().get(&id_of(&app, "Lia")).unwrap();
    assert_eq!(lia.lang, Some(Lang::En));
    // A file that is not there is said, not a panic.
    t(&mut app, teacher::Message::ImportOpen);
    t(
        &mut app,
        teacher::Message::ImportPath("/no/such/list.csv".into()),
    );
    t(&mut app, teacher::Message::ImportRead);
    let _ = app.view();
    // A learner's detail, and removing them there.
    t(&mut app, teacher::Message::CloseDialog);
    let kofi = id_of(&app, "Kofi");
    t(&mut app, teacher::Message::Detail(kofi));
    let _ = app.view();
    t(&mut app, teacher::Message::Remove);
    t(&mut app, teacher::Message::RemoveYes);
    assert!(!app.learners().names().contains(&"Kofi"));
}

#[test]
fn names_added_on_another_computer_appear_on_who_is_playing() {
    let dir = scratch("two-computers");
    let mut a = in_dir(&dir);
    let mut b = in_dir(&dir);
    class_of_three(&mut a);
    a.flush();
    let _ = b.update(Message::Home(home::Message::Learner));
    let mut names = b.learners().names();
    names.sort();
    assert_eq!(names, ["", "Aiko", "Giulia", "Mateo"]);
}

#[test]
fn the_teachers_view_opened_from_who_is_playing_goes_back_there() {
    let dir = scratch("teacher-back");
    let mut app = in_dir(&dir);
    class_of_three(&mut app);
    let mut app = reopen(app, &dir);
    assert!(matches!(app.screen(), Screen::Picker(_, false)));
    key(&mut app, Key::Character("t".into()));
    assert!(matches!(app.screen(), Screen::Teacher(_)));
    // Not Home as whoever played last: nobody has said who is playing.
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Picker(_, false)));
    // From Home's "change learner", back to that picker, whose Esc goes Home.
    let aiko = id_of(&app, "Aiko");
    let _ = app.update(Message::Picker(picker::Message::Pick(aiko)));
    let _ = app.update(Message::Home(home::Message::Learner));
    key(&mut app, Key::Character("t".into()));
    assert!(matches!(app.screen(), Screen::Teacher(_)));
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Picker(_, true)));
    assert_eq!(app.i18n().lang(), Lang::En, "the picker speaks the class's");
    // The PIN prompt cancelled goes back there too.
    let pin = crate::classroom::Pin::new("1234", "1234", 7).expect("a PIN");
    app.class.set_pin(Some(pin), 1);
    key(&mut app, Key::Character("t".into()));
    assert!(matches!(app.screen(), Screen::Lock(_)));
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Picker(_, true)));
    // And that picker's Esc goes Home, as before.
    key(&mut app, Key::Named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Home(_)));
}
