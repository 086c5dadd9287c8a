//! Routing between screens, language and look, without a window.

use iced::keyboard::{self, Key, Location, Modifiers, key::Named};

use super::theme::ThemeChoice;
use super::{App, Message, Screen, home, play, settings};
use crate::i18n::Lang;

/// A key press as the keyboard subscription delivers it; every app-level
/// test module builds its keys here.
pub(super) fn press_with(key: Key, modifiers: Modifiers) -> Message {
    Message::Key(keyboard::Event::KeyPressed {
        key: key.clone(),
        modified_key: key,
        physical_key: keyboard::key::Physical::Unidentified(
            keyboard::key::NativeCode::Unidentified,
        ),
        location: Location::Standard,
        modifiers,
        text: None,
        repeat: false,
    })
}

pub(super) fn press(key: Key) -> Message {
    press_with(key, Modifiers::empty())
}

#[test]
fn home_opens_play_and_settings_and_they_come_back() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Play));
    assert!(matches!(app.screen(), Screen::Play(_)));
    let _ = app.update(Message::Play(play::Message::Home));
    assert!(matches!(app.screen(), Screen::Home(_)));
    let _ = app.update(Message::Home(home::Message::Settings));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    let _ = app.update(Message::Settings(settings::Message::Home));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

#[test]
fn language_and_theme_apply_at_once() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    let english = app.title();
    let _ = app.update(Message::Settings(settings::Message::Language(Lang::Ja)));
    assert_eq!(app.i18n().lang(), Lang::Ja);
    assert_ne!(app.title(), english);
    let _ = app.update(Message::Settings(settings::Message::Theme(
        ThemeChoice::Dark,
    )));
    assert_eq!(app.theme_choice(), ThemeChoice::Dark);
    assert!(app.theme().extended_palette().is_dark);
}

#[test]
fn keys_reach_the_current_screen_only() {
    let mut app = App::new(Lang::En);
    // On the home screen a digit plays nothing; P opens play.
    let _ = app.update(press(Key::Character("3".into())));
    assert!(matches!(app.screen(), Screen::Home(_)));
    let _ = app.update(press(Key::Character("p".into())));
    let Screen::Play(_) = app.screen() else {
        panic!("P should open play");
    };
    let _ = app.update(press(Key::Character("3".into())));
    let _ = app.update(press(Key::Character("u".into())));
    let _ = app.update(press(Key::Character("r".into())));
    let Screen::Play(p) = app.screen() else {
        panic!("still playing");
    };
    assert_eq!(p.game().plies().len(), 1);
    let _ = app.update(press(Key::Named(Named::Escape)));
    assert!(matches!(app.screen(), Screen::Home(_)));
}

#[test]
fn messages_for_another_screen_are_ignored() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Play(play::Message::PlayOwn(3)));
    let _ = app.update(Message::Settings(settings::Message::Language(Lang::Es)));
    assert!(matches!(app.screen(), Screen::Home(_)));
    assert_eq!(app.i18n().lang(), Lang::En);
}

fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("wahree-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

#[test]
fn settings_are_remembered_between_runs() {
    let dir = scratch("remember");
    let store = || Some(super::store::Store::at(dir.join("settings.ron")));
    let mut app = App::with_store(store());
    assert_eq!(app.notice(), None);
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(settings::Message::Language(Lang::Es)));
    let _ = app.update(Message::Settings(settings::Message::Theme(
        ThemeChoice::Dark,
    )));
    let again = App::with_store(store());
    assert_eq!(again.i18n().lang(), Lang::Es);
    assert_eq!(again.theme_choice(), ThemeChoice::Dark);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_corrupt_settings_file_is_told_and_the_app_starts_fresh() {
    let dir = scratch("corrupt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.ron"), "not ron at all {").unwrap();
    let mut app = App::with_store(Some(super::store::Store::at(dir.join("settings.ron"))));
    let id = app.notice().expect("the learner is told");
    for lang in Lang::ALL {
        assert!(crate::i18n::Localizer::new(lang).has(id));
    }
    assert_eq!(app.theme_choice(), ThemeChoice::Light);
    // The notice goes once the learner moves on.
    let _ = app.update(Message::Home(home::Message::Play));
    assert_eq!(app.notice(), None);
    let kept = std::fs::read_dir(&dir).unwrap().count();
    assert_eq!(kept, 1, "the corrupt file is kept aside");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_home_board_previews_on_hover_and_a_click_starts_a_game_with_that_move() {
    use crate::engine::{House, Side};
    let house = House::from_own(Side::South, 4).unwrap();
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Board(
        play::BoardMessage::Hovered(Some(house)),
    )));
    assert!(matches!(app.screen(), Screen::Home(_)));
    let _ = app.update(Message::Home(home::Message::Board(
        play::BoardMessage::Clicked(house),
    )));
    let Screen::Play(p) = app.screen() else {
        panic!("a click on the home board starts a game");
    };
    assert_eq!(p.game().moves().collect::<Vec<_>>(), [house]);
    // A click on North's side starts the game but plays nothing.
    let mut app = App::new(Lang::En);
    let north = House::from_own(Side::North, 1).unwrap();
    let _ = app.update(Message::Home(home::Message::Board(
        play::BoardMessage::Clicked(north),
    )));
    let Screen::Play(p) = app.screen() else {
        panic!("still a game");
    };
    assert_eq!(p.game().plies().len(), 0);
    assert!(p.refusal().is_some());
}

#[test]
fn every_settings_choice_has_words_in_every_language() {
    use super::play::sowing::Speed;
    for lang in Lang::ALL {
        let l = crate::i18n::Localizer::new(lang);
        for t in ThemeChoice::ALL {
            assert!(l.has(t.message_id()), "{lang:?} {}", t.message_id());
        }
        for s in Speed::ALL {
            assert!(l.has(s.message_id()), "{lang:?} {}", s.message_id());
        }
    }
}

#[test]
fn with_animation_off_a_move_is_shown_at_once_and_the_choice_is_kept() {
    use super::play::sowing::Speed;
    let dir = scratch("speed");
    let store = || Some(super::store::Store::at(dir.join("settings.ron")));
    let mut app = App::with_store(store());
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(settings::Message::Speed(Speed::Off)));
    let mut app = App::with_store(store());
    assert_eq!(app.speed(), Speed::Off);
    let _ = app.update(Message::Home(home::Message::Play));
    let _ = app.update(Message::Play(play::Message::PlayOwn(3)));
    let Screen::Play(p) = app.screen() else {
        panic!("playing");
    };
    assert_eq!(p.game().plies().len(), 1);
    assert!(!p.is_animating());
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn puzzles_solved_and_failed_are_remembered_between_runs() {
    use super::store::PuzzleResult;
    use super::{puzzle, puzzles};
    let dir = scratch("puzzles");
    let store = || Some(super::store::Store::at(dir.join("settings.ron")));
    let mut app = App::with_store(store());
    let _ = app.update(Message::Home(home::Message::Puzzles));
    assert!(matches!(app.screen(), Screen::Puzzles(_)));
    let _ = app.update(Message::Puzzles(puzzles::Message::Continue));
    let Screen::Puzzle(first) = app.screen() else {
        panic!("a puzzle should be open");
    };
    let first_id = first.puzzle().id.clone();
    let answer = first.start().to_move();
    // Showing the solution counts as failed ...
    let _ = app.update(Message::Puzzle(puzzle::Message::ShowSolution));
    assert_eq!(
        app.puzzle_results().get(&first_id),
        Some(&PuzzleResult::Failed)
    );
    // ... and solving it afterwards as solved.
    let _ = app.update(Message::Puzzle(puzzle::Message::Retry));
    let Screen::Puzzle(p) = app.screen() else {
        panic!("still on the puzzle");
    };
    let solution = crate::content::answers(p.puzzle().goal, &p.start()).unwrap()[0];
    assert_eq!(solution.owner(), answer);
    let _ = app.update(Message::Puzzle(puzzle::Message::PlayOwn(
        solution.own_number(),
    )));
    let _ = app.update(Message::Puzzle(puzzle::Message::Next));
    let Screen::Puzzle(second) = app.screen() else {
        panic!("the next puzzle should be open");
    };
    let second_id = second.puzzle().id.clone();
    let _ = app.update(Message::Puzzle(puzzle::Message::ShowSolution));
    let again = App::with_store(store());
    assert_eq!(
        again.puzzle_results().get(&first_id),
        Some(&PuzzleResult::Solved)
    );
    assert_eq!(
        again.puzzle_results().get(&second_id),
        Some(&PuzzleResult::Failed)
    );
    std::fs::remove_dir_all(dir).unwrap();
}

/// A teacher's folder and a folder with one good and one broken lesson.
fn teacher_app() -> App {
    let fixtures = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    App::new(Lang::En).with_folders(&[fixtures.join("teacher"), fixtures.join("syntax")])
}

#[test]
fn teachers_lessons_are_listed_and_a_broken_file_is_reported_where_it_is() {
    let mut app = teacher_app();
    let ids: Vec<&str> = app.lesson_list().iter().map(|l| l.id.as_str()).collect();
    assert!(
        ids.contains(&"my-first") && ids.contains(&"good"),
        "{ids:?}"
    );
    assert!(!ids.contains(&"broken"));
    assert!(ids.len() > super::lessons::shipped().len());
    assert!(app.puzzle_list().iter().any(|p| p.id == "teacher-chain"));
    let [problem] = app.content_problems() else {
        panic!("one problem: {:?}", app.content_problems());
    };
    assert!(
        problem.place().ends_with("syntax/lessons/broken.ron:6:5"),
        "{problem:?}"
    );
    assert_eq!(problem.detail.id, "ron-expected-comma");
    // Their translations join the localizer, in every language (the id is
    // not a literal in `.tr(...)`: tests/i18n.rs looks for those in i18n/).
    let title = "teacher-title";
    assert_eq!(app.i18n().tr(title), "Title en");
    app.i18n.set_lang(Lang::Ja);
    assert_eq!(app.i18n().tr(title), "Title ja");
    // The list shows them, and the teacher's lesson opens.
    let _ = app.update(Message::Home(home::Message::Lessons));
    let _ = app.view();
    let at = app.lesson_list().iter().position(|l| l.id == "my-first");
    let _ = app.update(Message::Lessons(super::lessons::Message::Open(at.unwrap())));
    assert!(matches!(app.screen(), Screen::Lesson(l) if l.lesson().id == "my-first"));
}

#[test]
fn without_teachers_folders_the_shipped_content_has_no_problems() {
    let app = App::new(Lang::En);
    assert!(app.content_problems().is_empty());
    assert_eq!(app.lesson_list().len(), super::lessons::shipped().len());
}
