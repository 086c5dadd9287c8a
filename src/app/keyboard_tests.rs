//! The whole app driven by the keyboard alone: every screen reached, a
//! setting changed, a lesson's try answered, a puzzle hinted and played,
//! a game move made and undone, and back home each time.

use iced::keyboard::{Key, Modifiers, key::Named};

use super::play::sowing::Speed;
use super::theme::ThemeChoice;
use super::{App, Message, Screen};
use crate::content::Step;
use crate::engine::Position;
use crate::i18n::Lang;

fn press_with(app: &mut App, key: Key, modifiers: Modifiers) {
    let _ = app.update(super::tests::press_with(key, modifiers));
}

fn press(app: &mut App, key: Key) {
    press_with(app, key, Modifiers::empty());
}

fn ch(c: &str) -> Key {
    Key::Character(c.into())
}

fn named(n: Named) -> Key {
    Key::Named(n)
}

fn is_home(app: &App) -> bool {
    matches!(app.screen(), Screen::Home(_))
}

#[test]
fn settings_change_with_letters_and_esc_goes_home() {
    let mut app = App::new(Lang::En);
    press(&mut app, ch("s"));
    assert!(matches!(app.screen(), Screen::Settings(_)));
    press(&mut app, ch("l"));
    assert_eq!(app.i18n().lang(), Lang::It);
    for _ in 0..3 {
        press(&mut app, ch("L"));
    }
    assert_eq!(app.i18n().lang(), Lang::En, "round and round");
    press(&mut app, ch("t"));
    assert_eq!(app.theme_choice(), ThemeChoice::Dark);
    let before = app.speed();
    press(&mut app, ch("a"));
    assert_ne!(app.speed(), before);
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
}

#[test]
fn a_lesson_opened_and_a_try_answered_with_arrows_and_enter() {
    let mut app = App::new(Lang::En);
    // No animation, so watch steps end at once.
    app.set_speed(Speed::Off);
    press(&mut app, ch("l"));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    press(&mut app, named(Named::Enter));
    let Screen::Lesson(screen) = app.screen() else {
        panic!("Enter opens the first lesson to do");
    };
    let lesson = screen.lesson().clone();
    assert_eq!(lesson.id, app.lesson_list()[0].id);
    let at = lesson
        .steps
        .iter()
        .position(|s| matches!(s, Step::Try(_)))
        .expect("the first lesson has a try step");
    // The exercises on the way are skipped with S: the arrows and Enter
    // never pass an exercise not answered.
    for step in &lesson.steps[..at] {
        if step.is_exercise() {
            press(&mut app, ch("s"));
        } else {
            press(&mut app, named(Named::ArrowRight));
        }
    }
    let Step::Try(t) = &lesson.steps[at] else {
        unreachable!()
    };
    let house = crate::engine::House::new(usize::from(t.answer.as_ref().unwrap()[0])).unwrap();
    // From the left end, step right to the answer's house, then Enter.
    for _ in 0..house.own_number() {
        press(&mut app, named(Named::ArrowRight));
    }
    let Screen::Lesson(screen) = app.screen() else {
        panic!("still in the lesson");
    };
    assert_eq!(screen.step_index(), at, "the arrows chose, not moved on");
    press(&mut app, named(Named::Enter));
    assert!(app.lesson_progress()[&lesson.id].is_done(&lesson, at));
    press(&mut app, named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Lessons(_)));
    // The arrows choose a lesson, course then stories; Enter opens it.
    let (course, interludes) = crate::app::lessons::order(app.lesson_list());
    assert!(course.len() > 10 && !interludes.is_empty());
    for _ in 0..course.len() + 5 {
        press(&mut app, named(Named::ArrowDown));
    }
    press(&mut app, named(Named::Enter));
    let Screen::Lesson(story) = app.screen() else {
        panic!("Enter opens the lesson chosen");
    };
    assert!(story.lesson().interlude);
    press(&mut app, named(Named::Escape));
    // A number opens that lesson of the course.
    press(&mut app, ch("2"));
    let Screen::Lesson(screen) = app.screen() else {
        panic!("2 opens the second lesson");
    };
    assert_eq!(screen.lesson().id, app.lesson_list()[1].id);
    press(&mut app, named(Named::Escape));
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
}

#[test]
fn a_puzzle_hinted_and_played_with_arrows_and_enter() {
    let mut app = App::new(Lang::En);
    press(&mut app, ch("z"));
    press(&mut app, named(Named::Enter));
    let Screen::Puzzle(p) = app.screen() else {
        panic!("Enter opens the next puzzle");
    };
    let start = p.start();
    press(&mut app, ch("h"));
    let Screen::Puzzle(p) = app.screen() else {
        unreachable!()
    };
    assert_eq!(p.hints_shown(), 1);
    let first = start.legal_moves().next().unwrap();
    for _ in 0..first.own_number() {
        press(&mut app, named(Named::ArrowRight));
    }
    press(&mut app, named(Named::Enter));
    let Screen::Puzzle(p) = app.screen() else {
        unreachable!()
    };
    assert_ne!(
        p.status(),
        &super::puzzle::Status::Asking,
        "a move was judged"
    );
    press(&mut app, named(Named::Escape));
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
}

#[test]
fn a_game_move_made_with_the_keys_and_undone_with_ctrl_z() {
    let mut app = App::new(Lang::En);
    press(&mut app, ch("p"));
    press(&mut app, named(Named::ArrowRight));
    press(&mut app, named(Named::ArrowRight));
    press(&mut app, named(Named::Enter));
    let game = |app: &App| match app.screen() {
        Screen::Play(p) => p.game().clone(),
        _ => panic!("on the play screen"),
    };
    assert_eq!(game(&app).plies().len(), 1);
    press(&mut app, ch("4"));
    assert_eq!(game(&app).plies().len(), 2);
    press(&mut app, ch("u"));
    press_with(&mut app, ch("z"), Modifiers::CTRL);
    assert_eq!(game(&app).position(), Position::START);
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
}

#[test]
fn a_question_is_answered_by_its_letter_and_lesson_10_by_0() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    press(&mut app, ch("l"));
    press(&mut app, ch("1"));
    // Lesson 1, step 6: "how many moves?", the choices 1, 6 and 12,
    // after the guided try (skipped with S).
    for _ in 0..4 {
        press(&mut app, named(Named::ArrowRight));
    }
    press(&mut app, ch("s"));
    let Screen::Lesson(screen) = app.screen() else {
        panic!("lesson 1 is open");
    };
    assert_eq!(screen.step_index(), 5);
    assert_eq!(screen.choices(), [1, 6, 12]);
    let id = screen.lesson().id.clone();
    // The number 6 is no key here: it used to pick the sixth choice.
    press(&mut app, ch("6"));
    let Screen::Lesson(screen) = app.screen() else {
        unreachable!()
    };
    assert_eq!(screen.status(), &super::lesson::Status::Asking);
    // "6" wears the letter B.
    press(&mut app, ch("b"));
    let Screen::Lesson(screen) = app.screen() else {
        unreachable!()
    };
    assert_eq!(
        screen.status(),
        &super::lesson::Status::Answered {
            choice: 6,
            right: true
        }
    );
    let lesson = app.class.library().lesson(&id).unwrap().clone();
    assert!(app.lesson_progress()[&id].is_done(&lesson, 5));
    press(&mut app, named(Named::Escape));
    // 0 opens the tenth lesson, the key after 9.
    assert!(app.lesson_list().len() >= 10);
    press(&mut app, ch("0"));
    let Screen::Lesson(screen) = app.screen() else {
        panic!("0 opens lesson 10");
    };
    assert_eq!(screen.lesson().id, app.lesson_list()[9].id);
}

#[test]
fn the_teachers_board_set_up_and_played_with_keys_alone() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    press(&mut app, ch("b"));
    let board = |app: &App| match app.screen() {
        Screen::Board(t) => (t.setup().clone(), t.game().plies().len()),
        _ => panic!("on the teacher's board"),
    };
    // The arrows choose South's first house; typing 7 gives it 7 seeds.
    press(&mut app, named(Named::ArrowRight));
    press(&mut app, ch("7"));
    assert_eq!(board(&app).0.houses[0], 7);
    // 51 seeds: it cannot be played until the stores are made to fit.
    press(&mut app, named(Named::Enter));
    assert_eq!(board(&app).1, 0);
    press(&mut app, ch("-"));
    press(&mut app, ch("-"));
    press(&mut app, ch("-"));
    press(&mut app, named(Named::Enter));
    press(&mut app, ch("3"));
    assert_eq!(board(&app).1, 1, "played from the position set up");
    press(&mut app, named(Named::ArrowLeft));
    assert_eq!(board(&app).1, 0);
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
    // My games, empty: Esc goes home again.
    press(&mut app, ch("g"));
    assert!(matches!(app.screen(), Screen::Games(_)));
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app));
}

/// A key held down: the repeats the system sends after the first press.
fn held(app: &mut App, key: Key) {
    let Message::Key(iced::keyboard::Event::KeyPressed {
        key,
        modified_key,
        physical_key,
        location,
        modifiers,
        text,
        ..
    }) = super::tests::press(key)
    else {
        unreachable!()
    };
    let _ = app.update(Message::Key(iced::keyboard::Event::KeyPressed {
        key,
        modified_key,
        physical_key,
        location,
        modifiers,
        text,
        repeat: true,
    }));
}

#[test]
fn n_held_down_moves_one_puzzle_on_and_esc_twice_goes_back_twice() {
    // As the window's app: presses that double the last are dropped.
    let mut app = App::new(Lang::En).settling();
    press(&mut app, ch("z"));
    press(&mut app, named(Named::Enter));
    let number = |app: &App| match app.screen() {
        Screen::Puzzle(p) => p.puzzle().id.clone(),
        _ => panic!("not on a puzzle"),
    };
    let first = number(&app);
    press(&mut app, ch("n"));
    let second = number(&app);
    assert_ne!(first, second, "N: the next puzzle");
    // The system's repeats while N is held, however many: no more.
    for _ in 0..5 {
        held(&mut app, ch("n"));
    }
    assert_eq!(number(&app), second, "held, N moved one puzzle on");
    // Esc, then Esc again on purpose right after: the puzzles, then Home.
    press(&mut app, named(Named::Escape));
    assert!(matches!(app.screen(), Screen::Puzzles(_)));
    press(&mut app, named(Named::Escape));
    assert!(is_home(&app), "the second Esc is not lost");
}
