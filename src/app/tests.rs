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

/// A fresh folder for a test, removed when the test ends. Made before the
/// app, it is dropped after it, once the app's saver has written all.
pub(super) struct Scratch(std::path::PathBuf);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.0
    }
}

impl AsRef<std::path::Path> for Scratch {
    fn as_ref(&self) -> &std::path::Path {
        &self.0
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

pub(super) fn scratch(name: &str) -> Scratch {
    let dir = std::env::temp_dir().join(format!("wahree-app-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    Scratch(dir)
}

/// The app on the class in data folder `dir`, speaking English at first.
pub(super) fn in_dir(dir: &std::path::Path) -> App {
    App::with_storage(
        std::sync::Arc::new(crate::classroom::files::Files::new(dir)),
        Lang::En,
    )
}

/// Closes the app (everything written) and opens it again on `dir`.
pub(super) fn reopen(app: App, dir: &std::path::Path) -> App {
    drop(app);
    in_dir(dir)
}

#[test]
fn settings_are_remembered_between_runs() {
    let dir = scratch("remember");
    let mut app = in_dir(&dir);
    assert_eq!(app.notice(), None);
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(settings::Message::Language(Lang::Es)));
    let _ = app.update(Message::Settings(settings::Message::Theme(
        ThemeChoice::Dark,
    )));
    let again = reopen(app, &dir);
    assert_eq!(again.i18n().lang(), Lang::Es);
    assert_eq!(again.theme_choice(), ThemeChoice::Dark);
}

#[test]
fn a_corrupt_settings_file_is_told_and_the_app_starts_fresh() {
    let dir = scratch("corrupt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("settings.ron"), "not ron at all {").unwrap();
    let mut app = in_dir(&dir);
    let notice = app.notice().expect("the learner is told").clone();
    for lang in Lang::ALL {
        let said = notice.say(&crate::i18n::Localizer::new(lang));
        assert!(!said.contains("settings-"), "{said}");
    }
    assert_eq!(app.theme_choice(), ThemeChoice::Light);
    // The notice goes once the learner moves on.
    let _ = app.update(Message::Home(home::Message::Play));
    assert_eq!(app.notice(), None);
    assert!(!dir.join("settings.ron").exists());
    let kept = std::fs::read_dir(&dir)
        .unwrap()
        .filter(|e| {
            let name = e.as_ref().unwrap().file_name();
            name.to_string_lossy().starts_with("settings.ron.corrupt-")
        })
        .count();
    assert_eq!(kept, 1, "the corrupt file is kept aside");
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
    let mut app = in_dir(&dir);
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(settings::Message::Speed(Speed::Off)));
    let mut app = reopen(app, &dir);
    assert_eq!(app.speed(), Speed::Off);
    let _ = app.update(Message::Home(home::Message::Play));
    let _ = app.update(Message::Play(play::Message::PlayOwn(3)));
    let Screen::Play(p) = app.screen() else {
        panic!("playing");
    };
    assert_eq!(p.game().plies().len(), 1);
    assert!(!p.is_animating());
}

#[test]
fn with_less_movement_a_move_is_shown_at_once_whatever_the_speed() {
    use super::play::sowing::Speed;
    let dir = scratch("less-movement");
    let mut app = in_dir(&dir);
    let played = |app: &mut App| {
        let _ = app.update(Message::Home(home::Message::Play));
        let _ = app.update(Message::Play(play::Message::PlayOwn(3)));
        let Screen::Play(p) = app.screen() else {
            panic!("playing");
        };
        assert_eq!(p.game().plies().len(), 1);
        let animating = p.is_animating();
        let _ = app.update(Message::Play(play::Message::Home));
        animating
    };
    assert_eq!(app.speed(), Speed::Normal);
    assert!(played(&mut app), "seed by seed at the normal speed");
    let _ = app.update(Message::Home(home::Message::Settings));
    // M, as the keys line says, switches it on.
    let _ = app.update(press(Key::Character("m".into())));
    let _ = app.update(Message::Settings(settings::Message::Home));
    let mut app = reopen(app, &dir);
    assert!(app.less_movement(), "kept between runs");
    assert_eq!(app.speed(), Speed::Off);
    // The speed chosen is kept, for when it is switched off again.
    assert_eq!(app.chosen_speed(), Speed::Normal);
    assert!(!played(&mut app), "at once");
    let _ = app.update(Message::Home(home::Message::Settings));
    let _ = app.update(Message::Settings(settings::Message::LessMovement(false)));
    let _ = app.update(Message::Settings(settings::Message::Home));
    assert_eq!(app.speed(), Speed::Normal);
    // Tests never follow the machine's own "reduce motion".
    assert!(!app.system_less_movement());
}

#[test]
fn puzzles_solved_and_failed_are_remembered_between_runs() {
    use super::{puzzle, puzzles};
    use crate::classroom::PuzzleResult;
    let dir = scratch("puzzles");
    let mut app = in_dir(&dir);
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
        app.puzzle_results()[&first_id].result(),
        Some(PuzzleResult::Failed)
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
    let again = reopen(app, &dir);
    assert_eq!(
        again.puzzle_results()[&first_id].result(),
        Some(PuzzleResult::Solved)
    );
    assert_eq!(
        again.puzzle_results()[&second_id].result(),
        Some(PuzzleResult::Failed)
    );
    // The teacher sees the miss before the solve too.
    assert_eq!(again.puzzle_results()[&first_id].misses, 1);
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
    assert!(ids.len() > crate::classroom::Library::shipped().lessons.len());
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
    assert_eq!(
        app.lesson_list().len(),
        crate::classroom::Library::shipped().lessons.len()
    );
}

#[test]
fn home_counts_the_lessons_of_the_course_not_the_story() {
    let app = App::new(Lang::En);
    let course = app.lesson_list().iter().filter(|l| !l.interlude).count();
    assert!(course < app.lesson_list().len(), "the story is shipped");
    assert_eq!(app.who().lessons, course);
}

#[test]
fn a_name_added_on_who_is_playing_is_lit_and_enter_plays_as_them() {
    use super::picker::Message as P;
    // A class with one child, on "Who is playing?" with the guest learning.
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Learner));
    let _ = app.update(Message::Picker(P::AddOpen));
    let _ = app.update(Message::Picker(P::Name("Aiko".into())));
    let _ = app.update(Message::Picker(P::Add));
    assert!(matches!(app.screen(), Screen::Picker(..)), "still choosing");
    let _ = app.update(Message::Picker(P::AddOpen));
    let _ = app.update(Message::Picker(P::Name("Lia".into())));
    let _ = app.update(Message::Picker(P::Add));
    assert!(app.class.learner().is_guest(), "adding picks nobody");
    // Enter plays as the child just added, not as the guest.
    let _ = app.update(press(Key::Named(Named::Enter)));
    assert_eq!(app.class.learner().name, "Lia");
}
