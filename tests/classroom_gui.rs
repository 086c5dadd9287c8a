//! The classroom's screens drawn headless: "Who is playing?" holds a class
//! of thirty without scrolling at 1280x720 (and scrolls, its buttons in
//! sight, at 1024x640); the teacher's table shows the class.
#![cfg(feature = "gui")]

mod common;

use iced_test::Simulator;
use wahree::app::settings::Message as S;
use wahree::app::{App, Message, home};
use wahree::i18n::Lang;

const NAMES: [&str; 30] = [
    "Aiko",
    "Mateo",
    "Kofi",
    "Lucía",
    "Giulia",
    "Ren",
    "Amara",
    "Diego",
    "Sofia",
    "Yuki",
    "Kwame",
    "Valentina",
    "Lorenzo",
    "Hana",
    "Jamal",
    "Camila",
    "Matteo",
    "Sora",
    "Imani",
    "Santiago",
    "Chiara",
    "Haruto",
    "Zuri",
    "Isabella",
    "Francesco",
    "Mei",
    "Tariq",
    "Gabriela",
    "Elena",
    "Kenji",
];

fn class_of_thirty(lang: Lang) -> App {
    let mut app = App::new(lang);
    let _ = app.update(Message::Home(home::Message::Settings));
    for name in NAMES {
        let _ = app.update(Message::Settings(S::NewName(name.into())));
        let _ = app.update(Message::Settings(S::Add));
    }
    let _ = app.update(Message::Settings(S::Home));
    app
}

fn sized(app: &App, width: f32, height: f32) -> Simulator<'_, Message> {
    common::pin_software_renderer();
    Simulator::with_size(wahree::app::settings(), (width, height), app.view())
}

/// Whether `text` is drawn whole inside a window `height` tall.
fn whole(ui: &mut Simulator<'_, Message>, text: &str, height: f32) -> bool {
    ui.find(text).is_ok_and(|found| {
        found.visible_bounds().is_some_and(|v| {
            (v.height - found.bounds().height).abs() < 0.5 && v.y >= 0.0 && v.y + v.height <= height
        })
    })
}

#[test]
fn thirty_cards_fit_1280x720_and_scroll_at_1024x640() {
    for lang in Lang::ALL {
        let mut app = class_of_thirty(lang);
        let _ = app.update(Message::Home(home::Message::Learner));
        let guest = app.i18n().tr("learner-guest");
        let add = app.i18n().tr("picker-add");
        let mut ui = sized(&app, 1280.0, 720.0);
        for name in NAMES.iter().copied().chain([guest.as_str(), add.as_str()]) {
            assert!(
                whole(&mut ui, name, 720.0),
                "{lang:?}: {name} not whole at 1280x720"
            );
        }
        // A smaller window: the cards scroll, the buttons stay in sight.
        let mut ui = sized(&app, 1024.0, 640.0);
        assert!(whole(&mut ui, "Aiko", 640.0));
        assert!(whole(&mut ui, &add, 640.0), "{lang:?}: {add}");
        assert!(
            !whole(&mut ui, &guest, 640.0),
            "{lang:?}: the last card scrolls"
        );
    }
}

#[test]
fn the_teachers_table_lists_the_class_by_name() {
    let mut app = class_of_thirty(Lang::En);
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(wahree::app::picker::Message::Teacher));
    let mut ui = sized(&app, 1280.0, 720.0);
    for name in ["Aiko", "Amara", "Camila", "Chiara"] {
        assert!(whole(&mut ui, name, 720.0), "{name}");
    }
    let title = app.i18n().tr("teacher-view-title");
    assert!(whole(&mut ui, &title, 720.0));
    let export = app.i18n().tr("teacher-export");
    assert!(whole(&mut ui, &export, 720.0));
}

/// A learner named `name` with `lang` and a second language, learning.
fn bilingual(name: &str, lang: Lang, second: Lang) -> App {
    use wahree::app::card::Message as C;
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(S::NewName(name.into())));
    let _ = app.update(Message::Settings(S::Add));
    let _ = app.update(Message::Settings(S::Home));
    let id = app.learners().all()[1].id.clone();
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(wahree::app::picker::Message::Pick(id)));
    let _ = app.update(Message::Home(home::Message::MyCard));
    let _ = app.update(Message::Card(C::Lang(lang)));
    let _ = app.update(Message::Card(C::Second(Some(second))));
    let _ = app.update(Message::Card(C::Done));
    app
}

#[test]
fn every_pair_of_languages_shows_a_lessons_text_in_both_at_1024x640() {
    use wahree::content::Step;
    for lang in Lang::ALL {
        for second in Lang::ALL.into_iter().filter(|&s| s != lang) {
            let mut app = bilingual("Aiko", lang, second);
            let _ = app.update(Message::Home(home::Message::Lessons));
            let _ = app.update(Message::Lessons(wahree::app::lessons::Message::Open(0)));
            let Step::Explain(first) = &app.lesson_list()[0].steps[0] else {
                panic!("lesson 1 opens with an explanation");
            };
            let main = wahree::i18n::Localizer::new(lang).tr(&first.text);
            let twin = wahree::i18n::Localizer::new(second).tr(&first.text);
            assert_ne!(main, twin);
            // Readings over a Japanese learner's kanji make their words
            // taller: at 1024x640 the second language then starts on
            // screen and scrolls on in the words' box (the layout's rule,
            // docs/app.md), and both are whole from 1280x720.
            let readings = lang == Lang::Ja && app.i18n().readings();
            let mut ui = sized(&app, 1024.0, 640.0);
            assert!(whole(&mut ui, &main, 640.0), "{lang:?}/{second:?}: {main}");
            if readings {
                let seen = ui.find(twin.as_str()).ok().and_then(|f| f.visible_bounds());
                assert!(
                    seen.is_some_and(|v| v.height >= 19.0 && v.y + v.height <= 640.0),
                    "{lang:?}/{second:?}: {twin}: {seen:?}"
                );
                let mut ui = sized(&app, 1280.0, 720.0);
                for text in [&main, &twin] {
                    assert!(whole(&mut ui, text, 720.0), "{lang:?}/{second:?}: {text}");
                }
            } else {
                assert!(whole(&mut ui, &twin, 640.0), "{lang:?}/{second:?}: {twin}");
            }
        }
    }
}

#[test]
fn a_puzzles_prompt_comes_in_both_languages() {
    let mut app = bilingual("Mateo", Lang::En, Lang::Es);
    let _ = app.update(Message::Home(home::Message::Puzzles));
    let _ = app.update(Message::Puzzles(wahree::app::puzzles::Message::Open(0)));
    let mut ui = sized(&app, 1280.0, 720.0);
    let (en, es) = (
        wahree::i18n::Localizer::new(Lang::En),
        wahree::i18n::Localizer::new(Lang::Es),
    );
    let p = &app.puzzle_list()[0];
    let start = p.position.to_position().expect("a legal position");
    for l in [&en, &es] {
        let prompt = l.puzzle_prompt(p.goal, &start);
        assert!(whole(&mut ui, &prompt, 720.0), "{prompt}");
    }
}

#[test]
fn a_lessons_finish_screen_comes_in_both_languages() {
    use wahree::app::Screen;
    use wahree::app::lesson::Message as L;
    let mut app = bilingual("Aiko", Lang::Ja, Lang::It);
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.update(Message::Lessons(wahree::app::lessons::Message::Open(1)));
    let on_lesson = |app: &wahree::app::App| match app.screen() {
        Screen::Lesson(l) => (l.is_finished(), l.skip_open()),
        _ => panic!("not on a lesson"),
    };
    for _ in 0..100 {
        match on_lesson(&app) {
            (true, _) => break,
            (false, skip) => {
                let _ = app.update(Message::Lesson(if skip { L::Skip } else { L::Next }));
            }
        }
    }
    assert!(on_lesson(&app).0, "the finish screen");
    let title = &app.lesson_list()[1].title;
    let mut ui = sized(&app, 1280.0, 720.0);
    for lang in [Lang::Ja, Lang::It] {
        let l = wahree::i18n::Localizer::new(lang);
        let line = l.tr_with("lesson-finish-title", &[("title", l.tr(title).into())]);
        assert!(whole(&mut ui, &line, 720.0), "{lang:?}: {line}");
    }
}
