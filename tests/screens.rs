//! What a new teacher found on the screens (issue 21, "Screens"), each in
//! a headless window that keeps its widgets from view to view and runs the
//! app's tasks (focus, scrolling), as the real window does.
#![cfg(feature = "gui-tests")]

mod common;

use iced::Size;
use wahree::app::home::Message as H;
use wahree::app::{App, Message, Screen, puzzle, puzzles, settings};
use wahree::i18n::Lang;

use common::window::Window;

#[test]
fn the_puzzle_list_comes_back_at_the_puzzle_just_left_and_a_puzzle_shows_its_number() {
    let mut w = Window::sized(App::new(Lang::En), Size::new(1024.0, 640.0));
    let _ = w.app.update(Message::Home(H::Puzzles));
    // The last puzzle of the list, far below its top.
    let last = w.app.puzzle_list().len() - 1;
    let task = w.app.update(Message::Puzzles(puzzles::Message::Open(last)));
    w.run(task);
    let Screen::Puzzle(p) = w.app.screen() else {
        panic!("not on a puzzle")
    };
    let number = p.number().expect("numbered");
    let said = w
        .app
        .i18n()
        .tr_with("puzzle-number", &[("number", number.into())]);
    let theme = w.app.i18n().tr(p.puzzle().theme.message_id());
    let tier = w.app.i18n().tr(p.puzzle().tier().message_id());
    let mut heading = format!("{theme} · {said} · {tier}");
    if let Some((step, moves)) = p.step() {
        let args = [("move", step.into()), ("moves", moves.into())];
        heading = format!("{heading} · {}", w.app.i18n().tr_with("puzzle-step", &args));
    }
    assert!(w.bounds_of(&heading).is_some(), "{heading:?} on show");
    let task = w.app.update(Message::Puzzle(puzzle::Message::Back));
    w.run(task);
    let seen = w.survey();
    let list = iced::widget::Id::new(puzzles::LIST_ID);
    assert!(
        seen.area(&list).is_some_and(|(_, s)| s.y > 0.0),
        "the list is scrolled"
    );
    assert!(
        seen.in_sight(&list, &puzzles::entry_id(last)),
        "puzzle {last} in sight"
    );
}

#[test]
fn tab_moves_from_the_new_pin_to_once_more_and_the_keys_line_speaks_of_the_pin() {
    use iced::keyboard::key::Named;
    use wahree::app::settings::Message as S;
    let mut w = Window::sized(App::new(Lang::En), Size::new(1280.0, 720.0));
    let _ = w.app.update(Message::Home(H::Settings));
    let task = w.app.update(Message::Settings(S::PinOpen));
    w.run(task);
    w.type_text("2468");
    w.tap(Named::Tab);
    w.type_text("2468");
    w.tap(Named::Enter);
    assert!(w.app.classroom().settings().pin.is_some(), "the PIN is set");
    // Its keys line, while it is typed.
    let task = w.app.update(Message::Settings(S::PinOpen));
    w.run(task);
    let keys = w.app.i18n().tr("settings-pin-keys");
    assert!(keys.contains("Tab"));
    // Its fields and their Save and Cancel come into sight (at 1280x720
    // they were below the fold).
    let seen = w.survey();
    let page = iced::widget::Id::new(settings::PAGE_ID);
    let part = iced::widget::Id::new(settings::PIN_PART_ID);
    assert!(seen.in_sight(&page, &part), "{:?}", seen.area(&page));
}

#[test]
fn wrong_pins_make_the_prompt_wait_and_it_says_how_long() {
    use wahree::app::lock::Message as L;
    use wahree::app::settings::Message as S;
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(H::Settings));
    let _ = app.update(Message::Settings(S::PinOpen));
    let _ = app.update(Message::Settings(S::PinFirst("2468".into())));
    let _ = app.update(Message::Settings(S::PinAgain("2468".into())));
    let _ = app.update(Message::Settings(S::PinSave));
    let _ = app.update(Message::Settings(S::Home));
    let _ = app.update(Message::Home(H::Settings));
    assert!(matches!(app.screen(), Screen::Lock(_)));
    for _ in 0..3 {
        let _ = app.update(Message::Lock(L::Typed("1111".into())));
        let _ = app.update(Message::Lock(L::Open));
    }
    // Now even the right PIN waits, and the screen says so.
    let _ = app.update(Message::Lock(L::Typed("2468".into())));
    let _ = app.update(Message::Lock(L::Open));
    assert!(matches!(app.screen(), Screen::Lock(_)), "still waiting");
    let w = Window::sized(app, Size::new(1024.0, 640.0));
    let said = w.app.i18n().tr_with("lock-wait", &[("seconds", 5.into())]);
    let later = w.app.i18n().tr_with("lock-wait", &[("seconds", 4.into())]);
    assert!(
        w.shows(&said) || w.shows(&later),
        "the countdown is on show"
    );
}

/// An app in `lang` at the board size `size`, no animation, its learner
/// named and reading `second` under their language.
fn learner_app(lang: Lang, size: wahree::app::play::BoardSize, second: Option<Lang>) -> App {
    use wahree::app::card::Message as C;
    use wahree::app::settings::Message as S;
    let mut app = App::new(lang);
    let _ = app.update(Message::Home(H::Settings));
    let _ = app.update(Message::Settings(S::Size(size)));
    let _ = app.update(Message::Settings(S::Speed(wahree::classroom::Speed::Off)));
    if second.is_some() {
        let _ = app.update(Message::Settings(S::AddOpen));
        let _ = app.update(Message::Settings(S::NewName("Aiko".into())));
        let _ = app.update(Message::Settings(S::Add));
        let aiko = app.learners().named().next().unwrap().id.clone();
        let _ = app.update(Message::Settings(S::Choose(aiko)));
    }
    let _ = app.update(Message::Settings(S::Home));
    if second.is_some() {
        let _ = app.update(Message::Home(H::MyCard));
        let _ = app.update(Message::Card(C::Lang(lang)));
        let _ = app.update(Message::Card(C::Second(second)));
        let _ = app.update(Message::Card(C::Done));
    }
    app
}

#[test]
fn a_hint_asked_for_after_a_wrong_answer_is_in_sight() {
    use wahree::app::play::BoardSize;
    use wahree::app::play::layout::{BELOW_ID, NEWEST_HINT_ID};
    use wahree::app::puzzle::Message as P;
    let cases = [
        (Lang::En, BoardSize::Normal, None, (1024.0, 640.0)),
        (Lang::Es, BoardSize::Projector, None, (1280.0, 720.0)),
        (Lang::Ja, BoardSize::Normal, Some(Lang::It), (1280.0, 720.0)),
    ];
    let below = iced::widget::Id::new(BELOW_ID);
    let newest = iced::widget::Id::new(NEWEST_HINT_ID);
    for (lang, size, second, (width, height)) in cases {
        let app = learner_app(lang, size, second);
        let mut w = Window::sized(app, Size::new(width, height));
        let _ = w.app.update(Message::Home(H::Puzzles));
        let task = w.app.update(Message::Puzzles(puzzles::Message::Open(0)));
        w.run(task);
        let Screen::Puzzle(p) = w.app.screen() else {
            panic!("not on a puzzle")
        };
        let right = p.solutions();
        let wrong = p.start().legal_moves().find(|h| !right.contains(h));
        let wrong = wrong.expect("a wrong move").own_number();
        let task = w.app.update(Message::Puzzle(P::PlayOwn(wrong)));
        w.run(task);
        for n in 1..=2 {
            let task = w.app.update(Message::Puzzle(P::Hint));
            w.run(task);
            let seen = w.survey();
            assert!(
                seen.in_sight(&below, &newest),
                "{lang:?} {size:?} {second:?} {width}x{height}: hint {n} out of sight: {:?} {:?}",
                seen.area(&below),
                seen.boxed(&newest)
            );
        }
    }
}

#[test]
fn a_double_click_or_a_key_pressed_twice_does_one_thing() {
    use iced::keyboard::key::Named;
    use wahree::app::settings::Message as S;
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(H::Settings));
    for name in ["Aiko", "Kofi"] {
        let _ = app.update(Message::Settings(S::AddOpen));
        let _ = app.update(Message::Settings(S::NewName(name.into())));
        let _ = app.update(Message::Settings(S::Add));
    }
    let _ = app.update(Message::Settings(S::Home));
    let mut w = Window::sized(app.settling(), Size::new(1024.0, 640.0));
    let _ = w.app.update(Message::Home(H::Learner));
    assert!(matches!(w.app.screen(), Screen::Picker(..)));
    // A double click on a card: the second click lands on Home, where
    // the card was, and does nothing there.
    let card = w.bounds_of("Kofi").expect("Kofi's card").center();
    w.click_at(card);
    assert!(matches!(w.app.screen(), Screen::Home(_)), "Kofi picked");
    w.click_at(card);
    assert!(matches!(w.app.screen(), Screen::Home(_)), "no game started");
    assert_eq!(w.app.learners().current().name, "Kofi");

    // A double click on "Next puzzle" opens the next one, not the one
    // after.
    let _ = w.app.update(Message::Home(H::Puzzles));
    let _ = w.app.update(Message::Puzzles(puzzles::Message::Open(0)));
    let next = w.bounds_of("Next puzzle").expect("Next puzzle").center();
    w.click_at(next);
    w.click_at(next);
    let index = |w: &Window| match w.app.screen() {
        Screen::Puzzle(p) => p.index(),
        _ => panic!("not on a puzzle"),
    };
    assert_eq!(index(&w), 1);
    // N twice: one puzzle on.
    w.type_text("n");
    w.type_text("n");
    assert_eq!(index(&w), 2);
    // After a pause, the same key counts again.
    w.app.settled();
    w.type_text("n");
    assert_eq!(index(&w), 3);
    // Esc pressed twice on purpose goes back twice: to the list, then
    // Home (issue 32; only a held Esc's repeats are dropped, as
    // app::settle's tests check).
    w.tap(Named::Escape);
    assert!(matches!(w.app.screen(), Screen::Puzzles(_)));
    w.tap(Named::Escape);
    assert!(matches!(w.app.screen(), Screen::Home(_)));
}

#[test]
fn an_empty_class_reaches_the_teacher_s_view_from_settings_and_an_import_says_how_many() {
    use wahree::app::settings::Message as S;
    use wahree::app::teacher::Message as T;
    let mut app = App::new(Lang::En);
    assert!(app.learners().named().next().is_none(), "no names yet");
    let _ = app.update(Message::Home(H::Settings));
    let _ = app.update(Message::Settings(S::Teacher));
    assert!(matches!(app.screen(), Screen::Teacher(_)));
    let dir = std::env::temp_dir().join(format!("wahree-screens-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let list = dir.join("class.txt");
    std::fs::write(&list, "Aiko\nKofi,en\nLucía,es\n").unwrap();
    let _ = app.update(Message::Teacher(T::ImportOpen));
    let _ = app.update(Message::Teacher(T::ImportPath(list.display().to_string())));
    // Enter reads it, Enter again adds it.
    let _ = app.update(Message::Teacher(T::ImportRead));
    let _ = app.update(Message::Teacher(T::ImportRead));
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(app.learners().named().count(), 3);
    let w = Window::sized(app, Size::new(1024.0, 640.0));
    let said = w
        .app
        .i18n()
        .tr_with("teacher-import-added", &[("added", 3.into())]);
    assert!(w.shows(&said), "{said}");
    // Home (or Esc) goes back to Settings, where it was opened.
    let mut app = w.app;
    let _ = app.update(Message::Teacher(T::Back));
    assert!(matches!(app.screen(), Screen::Settings(_)));
}

#[test]
fn a_verdict_in_two_languages_at_1280x720_has_no_needless_scrollbar() {
    use wahree::app::play::BoardSize;
    use wahree::app::play::layout::BELOW_ID;
    use wahree::app::puzzle::Message as P;
    let below = iced::widget::Id::new(BELOW_ID);
    for (lang, second) in [(Lang::Ja, Lang::It), (Lang::En, Lang::Es)] {
        let app = learner_app(lang, BoardSize::Normal, Some(second));
        let mut w = Window::sized(app, Size::new(1280.0, 720.0));
        let _ = w.app.update(Message::Home(H::Puzzles));
        let _ = w.app.update(Message::Puzzles(puzzles::Message::Open(0)));
        let Screen::Puzzle(p) = w.app.screen() else {
            panic!("not on a puzzle")
        };
        let right = p.solutions();
        let wrong = p.start().legal_moves().find(|h| !right.contains(h));
        let _ = w
            .app
            .update(Message::Puzzle(P::PlayOwn(wrong.unwrap().own_number())));
        let seen = w.survey();
        let (area, _) = seen.area(&below).expect("the verdict's area");
        let content = seen.contents.iter().find(|c| c.0 == below).unwrap().1;
        // It was 1.1 px taller than its room: a scrollbar for nothing.
        // A text that needs more than the board can give (Japanese with
        // its readings above Italian) scrolls, as it must.
        let over = content.height - area.height;
        assert!(
            over <= 0.5 || over > wahree::app::fit::SLACK,
            "{lang:?} under {second:?}: {} in {}",
            content.height,
            area.height
        );
    }
}
