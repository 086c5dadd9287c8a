//! What a screen reader is told of the app's screens (`app::semantics`):
//! the outline made after a redraw names each screen's headings, texts and
//! buttons and the board's twelve houses and two stores, and a press of
//! one of its buttons or houses does what a click does.
#![cfg(feature = "gui-tests")]

mod common;

use iced::{Element, window};
use iced_test::Simulator;
use wahree::app::semantics::{self, Outline, Role};
use wahree::app::{App, Message, Screen};
use wahree::engine::Side;
use wahree::i18n::Lang;

fn ui(app: &App) -> Simulator<'_, Message> {
    common::pin_software_renderer();
    let view: Element<'_, Message> = app.view();
    Simulator::with_settings(wahree::app::settings(), view)
}

/// The outline made at a redraw of the app as it is.
fn outline(app: &App) -> Outline {
    semantics::layer::forget();
    let mut ui = ui(app);
    let redraw = iced::Event::Window(window::Event::RedrawRequested(iced::time::Instant::now()));
    let _ = ui.simulate([redraw]);
    semantics::published()
}

fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    for m in messages {
        let _ = app.update(m);
    }
}

/// Presses the outline's node `key` as the page's element would, then
/// lets the app handle what that sent.
fn press(app: &mut App, key: &str) {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        semantics::layer::press(key.to_owned());
        let _ = ui.simulate([iced::Event::Window(window::Event::RedrawRequested(
            iced::time::Instant::now(),
        ))]);
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "pressing {key} did nothing");
    for m in messages {
        let _ = app.update(m);
    }
}

fn named<'a>(outline: &'a Outline, role: Role, name: &str) -> Option<&'a semantics::Node> {
    outline
        .nodes
        .iter()
        .find(|n| n.role == role && n.name == name)
}

fn houses(outline: &Outline) -> Vec<&semantics::Node> {
    outline
        .nodes
        .iter()
        .filter(|n| n.role == Role::House)
        .collect()
}

#[test]
fn home_tells_its_buttons_and_the_board_at_the_start() {
    let app = App::new(Lang::En);
    let o = outline(&app);
    assert_eq!(o.lang, "en");
    for b in ["Play with a friend", "Lessons", "Puzzles", "Settings"] {
        assert!(
            named(&o, Role::Button, b).is_some(),
            "no button {b:?} in {o:#?}"
        );
    }
    // A button's words are not told a second time as a text.
    assert!(named(&o, Role::Text, "Lessons").is_none());
    assert!(
        o.nodes.iter().any(|n| n.role == Role::Heading),
        "no heading in {o:#?}"
    );
    let h = houses(&o);
    assert_eq!(h.len(), 12, "{o:#?}");
    assert!(
        named(&o, Role::House, "South, house 1: 4 seeds").is_some(),
        "{h:#?}"
    );
    assert!(
        named(&o, Role::House, "North, house 6: 4 seeds").is_some(),
        "{h:#?}"
    );
    assert!(named(&o, Role::Store, "North, store: 0 seeds").is_some());
    assert_eq!(o.nodes.iter().filter(|n| n.role == Role::Board).count(), 1);
    // Each node's key is its own: the page keeps elements by key.
    let mut keys: Vec<_> = o.nodes.iter().map(|n| n.key.as_str()).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), o.nodes.len());
}

#[test]
fn a_game_tells_which_houses_can_be_played_and_a_press_plays_one() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Play with a friend");
    let o = outline(&app);
    let h = houses(&o);
    assert_eq!(h.len(), 12);
    // South moves first: South's six houses can be pressed, North's not.
    let pressable: Vec<_> = h
        .iter()
        .filter(|n| n.press.is_some())
        .map(|n| n.name.clone())
        .collect();
    assert_eq!(pressable.len(), 6, "{pressable:?}");
    assert!(
        pressable.iter().all(|n| n.starts_with("South")),
        "{pressable:?}"
    );
    let third = h
        .iter()
        .find(|n| n.name == "South, house 3: 4 seeds")
        .expect("house 3");
    let key = third.key.clone();
    press(&mut app, &key);
    let game = match app.screen() {
        Screen::Play(p) => p.game().clone(),
        _ => panic!("not playing"),
    };
    assert_eq!(game.plies().len(), 1, "the press played no move");
    assert_eq!(game.position().to_move(), Side::North);
    // The house keeps its key with its new count.
    let after = outline(&app);
    let emptied = after.find(&key).expect("the same house");
    assert_eq!(emptied.name, "South, house 3: 0 seeds");
}

#[test]
fn japanese_names_are_said_without_reading_marks() {
    let app = App::new(Lang::Ja);
    let o = outline(&app);
    assert_eq!(o.lang, "ja");
    let h = houses(&o);
    assert_eq!(h.len(), 12);
    for n in &o.nodes {
        assert!(!n.name.contains('《'), "reading marks in {:?}", n.name);
    }
    assert!(
        h.iter().any(|n| n.name.ends_with("の1番の穴、石が4こ")),
        "{h:#?}"
    );
}

#[test]
fn a_lesson_tells_its_words_and_announces_them() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Lessons");
    click(&mut app, "1. The board and the goal");
    let o = outline(&app);
    let first = app.aloud().into_iter().next().expect("the lesson's words");
    let said = semantics::layer::said().expect("a sentence for the live region");
    assert_eq!(said.0, first);
    assert!(
        o.nodes
            .iter()
            .any(|n| matches!(n.role, Role::Text | Role::Heading)
                && first.starts_with(&n.name[..n.name.len().min(20)])),
        "the lesson's words are not in {o:#?}"
    );
    assert!(named(&o, Role::Button, "Next").is_some(), "{o:#?}");
    // Next, pressed through the outline, moves the lesson on.
    let step = |app: &App| match app.screen() {
        Screen::Lesson(l) => l.step_index(),
        _ => panic!("not in the lesson"),
    };
    let before = step(&app);
    let next = named(&o, Role::Button, "Next").unwrap().key.clone();
    press(&mut app, &next);
    assert_eq!(step(&app), before + 1);
}

#[test]
fn a_puzzle_tells_the_houses_to_try_and_a_press_answers_it() {
    let mut app = App::new(Lang::En);
    click(&mut app, "Puzzles");
    click(&mut app, "Next puzzle to solve");
    let o = outline(&app);
    let h = houses(&o);
    assert_eq!(h.len(), 12, "{o:#?}");
    let pressable: Vec<_> = h.iter().filter(|n| n.press.is_some()).collect();
    assert!(!pressable.is_empty(), "no house to play in {h:#?}");
    // Only the side to move's houses with seeds can be played.
    assert!(
        pressable
            .iter()
            .all(|n| n.name.starts_with("South") && !n.name.ends_with(": 0 seeds"))
    );
    let key = pressable[0].key.clone();
    press(&mut app, &key);
    // The house is emptied as its seeds are sown (the verdict follows the
    // sowing; the browser's check waits for it in the live region).
    let after = outline(&app);
    let emptied = after.find(&key).expect("the same house");
    assert!(emptied.name.ends_with(": 0 seeds"), "{emptied:?}");
}

fn key(named: iced::keyboard::key::Named, shift: bool) -> iced::Event {
    use iced::keyboard::{self, Key, key};
    let modifiers = if shift {
        keyboard::Modifiers::SHIFT
    } else {
        keyboard::Modifiers::default()
    };
    iced::Event::Keyboard(keyboard::Event::KeyPressed {
        key: Key::Named(named),
        modified_key: Key::Named(named),
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: keyboard::Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    })
}

/// Sends `event` to the app's window; the app handles what it sent.
fn send(app: &mut App, event: iced::Event) -> Vec<Message> {
    let messages: Vec<Message> = {
        let mut ui = ui(app);
        let _ = ui.simulate([event]);
        ui.into_messages().collect()
    };
    for m in messages.clone() {
        let _ = app.update(m);
    }
    messages
}

#[test]
fn on_the_desktop_tab_moves_a_focus_that_enter_presses_and_settings_can_have_it_read() {
    use iced::keyboard::key::Named;
    let mut app = App::new(Lang::En);
    let _ = outline(&app);
    // Tab goes from button to button (and the houses one can play), Shift
    // back; each move says where it landed.
    let mut names = Vec::new();
    for _ in 0..40 {
        let sent = send(&mut app, key(Named::Tab, false));
        let landed = sent.iter().find_map(|m| match m {
            Message::Focused(n) => Some(n.clone()),
            _ => None,
        });
        let landed = landed.expect("Tab moved the focus");
        assert_eq!(
            semantics::layer::focus()
                .and_then(|k| semantics::published().find(&k).map(|n| n.name.clone())),
            Some(landed.clone())
        );
        if landed == "Lessons" {
            break;
        }
        names.push(landed);
    }
    assert!(
        names.iter().any(|n| n == "South, house 1: 4 seeds"),
        "{names:?}"
    );
    assert!(
        !names.iter().any(|n| n.starts_with("North")),
        "North's houses cannot be played: {names:?}"
    );
    let back = send(&mut app, key(Named::Tab, true));
    let last = names.last().unwrap().clone();
    assert!(
        back.iter()
            .any(|m| matches!(m, Message::Focused(n) if *n == last)),
        "{back:?}"
    );
    let _ = send(&mut app, key(Named::Tab, false));
    // Enter presses the focused button, as a click would.
    let _ = send(&mut app, key(Named::Enter, false));
    // The press is made at the redraw the key asked for.
    let redraw = iced::Event::Window(window::Event::RedrawRequested(iced::time::Instant::now()));
    let _ = send(&mut app, redraw);
    let _ = outline(&app);
    assert!(
        matches!(app.screen(), Screen::Lessons(_)),
        "Enter on Lessons opened {:?}",
        std::mem::discriminant(app.screen())
    );
    // A click elsewhere lets the focus go.
    assert_eq!(
        semantics::layer::focus(),
        None,
        "the focus stays on a screen gone"
    );

    // Settings offers to read aloud where the focus lands (read in
    // `app::speak_tests`).
    click(&mut app, "Home");
    click(&mut app, "Settings");
    assert!(!app.classroom().settings().look.speak_focus);
    // (Below the fold at this size: the message a click on "Yes" sends.)
    let _ = app.update(Message::Settings(
        wahree::app::settings::Message::SpeakFocus(true),
    ));
    assert!(app.classroom().settings().look.speak_focus);
}

#[test]
fn the_speaker_button_is_named_by_what_its_tooltip_says() {
    let fake = wahree::speech::Fake::with(&Lang::ALL);
    let mut app = App::new(Lang::En).with_speaker(std::sync::Arc::new(fake));
    click(&mut app, "Lessons");
    click(&mut app, "1. The board and the goal");
    let o = outline(&app);
    let listen = named(&o, Role::Button, "Listen (V)");
    assert!(
        listen.is_some_and(|n| n.press.is_some()),
        "no speaker button in {o:#?}"
    );
    // Its name is not told a second time as a text of its own.
    assert!(named(&o, Role::Text, "Listen (V)").is_none());
}
