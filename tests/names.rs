//! Typing a name as a child does: a click on "Add your name" (or "Add a
//! learner", "Rename"), then the letters, Enter or Esc, with no click in
//! the field. One widget tree is kept from view to view, as in the window,
//! so the field keeps the keyboard once the app's focus task has given it;
//! keys no widget took reach the app as its subscription hands them on.
#![cfg(feature = "gui-tests")]

mod common;

use iced::Element;
use iced::keyboard::key::Named;
use iced_test::Simulator;
use wahree::app::play::sowing::Speed;
use wahree::app::theme::ThemeChoice;
use wahree::app::{App, Message, Screen};
use wahree::i18n::Lang;

use common::window::Window;

/// The look a name typed must not change.
fn look(app: &App) -> (Lang, ThemeChoice, Speed) {
    (app.i18n().lang(), app.theme_choice(), app.speed())
}

#[test]
fn tal_typed_after_add_your_name_names_the_guest_and_changes_nothing_else() {
    for lang in [Lang::En, Lang::Ja] {
        let mut w = Window::new(App::new(lang));
        let before = look(&w.app);
        let add = w.app.i18n().tr("home-learner-add");
        w.click(&add);
        // "L" would open the lessons, "a" nothing, "T" nothing on Home;
        // on Settings they would change the language, the speed, the
        // colours.
        w.type_text("Tal");
        assert!(w.shows("Tal"), "{lang:?}: the name is in the field");
        w.tap(Named::Enter);
        assert_eq!(
            w.app.learners().names(),
            ["", "Tal"],
            "{lang:?}: the guest is named, a fresh guest waits"
        );
        assert_eq!(w.app.learners().current().name, "Tal");
        assert_eq!(look(&w.app), before, "{lang:?}");
        assert!(matches!(w.app.screen(), Screen::Home(_)));
        let greeting = w
            .app
            .i18n()
            .tr_with("home-learner", &[("name", "Tal".into())]);
        assert!(w.shows(&greeting), "{lang:?}: {greeting}");
    }
}

/// The desktop's input method (a Japanese IME): iced's window hands its
/// composition and its commit to the focused field as `InputMethod`
/// events (the browser's typing field ends in the same commits,
/// `src/app/web/typing.rs`).
#[test]
fn a_japanese_input_method_composes_then_commits_a_name_on_the_desktop() {
    use iced::Event;
    use iced_test::core::input_method::{self, InputMethod};
    let mut w = Window::new(App::new(Lang::Ja));
    let add = w.app.i18n().tr("home-learner-add");
    w.click(&add);
    assert!(
        matches!(w.input_method(), InputMethod::Enabled { preedit: None, .. }),
        "the focused name field asks for the input method"
    );
    w.send(vec![Event::InputMethod(input_method::Event::Opened)]);
    for composed in ["か", "かな"] {
        let n = composed.len();
        w.send(vec![Event::InputMethod(input_method::Event::Preedit(
            composed.to_owned(),
            Some(n..n),
        ))]);
        // Shown at the caret as it is composed; not yet the name.
        let InputMethod::Enabled {
            preedit: Some(preedit),
            ..
        } = w.input_method()
        else {
            panic!("no composition at the field after {composed:?}");
        };
        assert_eq!(preedit.content, composed);
    }
    w.send(vec![Event::InputMethod(input_method::Event::Commit(
        "かな".to_owned(),
    ))]);
    w.send(vec![Event::InputMethod(input_method::Event::Preedit(
        String::new(),
        None,
    ))]);
    assert!(w.shows("かな"), "the committed name is in the field");
    w.tap(Named::Enter);
    assert_eq!(w.app.learners().names(), ["", "かな"]);
    assert_eq!(w.app.learners().current().name, "かな");
}

#[test]
fn esc_cancels_the_name_on_home_and_the_keys_are_shortcuts_again() {
    let mut w = Window::new(App::new(Lang::En));
    w.click("Add your name");
    w.type_text("Zed");
    w.tap(Named::Escape);
    assert_eq!(w.app.learners().names(), [""]);
    assert!(w.shows("Add your name"), "the field is gone");
    assert!(matches!(w.app.screen(), Screen::Home(_)));
    w.type_text("z");
    assert!(matches!(w.app.screen(), Screen::Puzzles(_)), "Z: puzzles");
}

#[test]
fn a_learner_added_and_renamed_in_settings_by_typing_alone() {
    let mut w = Window::new(App::new(Lang::En));
    w.click("Settings");
    let before = look(&w.app);
    w.click("Add a learner");
    w.type_text("Tal");
    w.tap(Named::Enter);
    assert_eq!(
        w.app.learners().names(),
        ["", "Tal"],
        "a new learner, the guest kept"
    );
    assert_eq!(look(&w.app), before);

    // The guest's row (the first "Rename") gets a name: a learner of
    // their own, and a fresh guest for the next visitor.
    w.click("Rename");
    w.type_text("Lia");
    w.tap(Named::Enter);
    assert_eq!(w.app.learners().names(), ["", "Tal", "Lia"]);
    assert_eq!(look(&w.app), before);

    // Renaming appends to the name in the field; Esc cancels, once: the
    // screen stays, and the letters are shortcuts again.
    w.click("Rename");
    w.type_text("xyz");
    w.tap(Named::Escape);
    assert_eq!(w.app.learners().names(), ["", "Tal", "Lia"]);
    assert!(matches!(w.app.screen(), Screen::Settings(_)));
    assert_eq!(look(&w.app), before);
    w.type_text("t");
    assert_ne!(w.app.theme_choice(), before.1, "T: the colours");
}

#[test]
fn a_refused_name_keeps_the_keyboard_in_its_field() {
    let mut w = Window::new(App::new(Lang::En));
    w.click("Settings");
    w.click("Add a learner");
    w.type_text("Guest");
    w.click("Add");
    assert!(w.shows(
        "“Guest” is the name for someone who has not typed their name yet. Please type your own name."
    ));
    // The click took the keyboard; the refusal gave it back.
    for _ in 0..5 {
        w.tap(Named::Backspace);
    }
    w.type_text("Ada");
    w.tap(Named::Enter);
    assert_eq!(w.app.learners().names(), ["", "Ada"]);
}

#[test]
fn the_name_field_and_a_refusal_fit_home_in_every_language() {
    use wahree::app::home::Message as H;
    use wahree::app::settings::Message as S;
    for lang in Lang::ALL {
        let mut app = App::new(lang);
        let _ = app.update(Message::Home(H::Settings));
        let _ = app.update(Message::Settings(S::NewName("Aiko".into())));
        let _ = app.update(Message::Settings(S::Add));
        let _ = app.update(Message::Settings(S::Choose(
            wahree::classroom::LearnerId::guest(),
        )));
        let _ = app.update(Message::Settings(S::Home));
        let _ = app.update(Message::Home(H::AddName));
        let _ = app.update(Message::Home(H::Name("aiko".into())));
        let _ = app.update(Message::Home(H::NameSave));
        let i18n = app.i18n();
        // As a reader sees them: a text with readings by its plain words.
        let texts = [
            i18n.tr_with("learner-name-taken", &[("name", "Aiko".into())]),
            i18n.tr("home-name-title"),
            i18n.tr("learners-rename-save"),
            i18n.tr("home-settings"),
        ]
        .map(|t| wahree::i18n::ruby::plain(&t));
        // The app's default window, and a common screen.
        for (w, h) in [(1180.0, 720.0), (1280.0, 800.0)] {
            common::pin_software_renderer();
            let view: Element<'_, Message> = app.view();
            let mut ui = Simulator::with_size(wahree::app::settings(), (w, h), view);
            for text in &texts {
                let found = ui
                    .find(text.as_str())
                    .unwrap_or_else(|e| panic!("{lang:?} {w}x{h}: {text:?}: {e}"));
                let whole = found.visible_bounds().is_some_and(|v| {
                    (v.height - found.bounds().height).abs() < 0.5
                        && (v.width - found.bounds().width).abs() < 0.5
                        && v.y >= 0.0
                        && v.y + v.height <= h
                });
                assert!(whole, "{lang:?} {w}x{h}: {text:?} cut");
            }
        }
    }
}
