//! No colour alone (WCAG 1.4.1), on the laid-out screens: a chosen
//! option wears a tick before its words, a lesson's wrong pick a cross and
//! its right answer a tick, a solved puzzle a tick.

use iced::{Element, Rectangle};
use iced_test::Simulator;
use iced_test::selector::Candidate;

use super::chosen::Mark;
use super::{App, Message, Screen, home, lessons, settings};
use crate::app::theme::ThemeChoice;
use crate::classroom::Speed;
use crate::content::Step;
use crate::i18n::Lang;

const TICK: &str = "tick";
const CROSS: &str = "cross";

/// Every text on screen with its bounds, and every drawn mark as
/// "tick" or "cross".
fn texts(app: &App) -> Vec<(String, Rectangle)> {
    let view: Element<'_, Message> = app.view();
    let mut ui = Simulator::with_settings(super::settings(), view);
    let mut seen = Vec::new();
    // The selector notes every text and matches none, so the whole tree
    // is walked.
    let _ = ui.find(|c: Candidate<'_>| {
        match c {
            Candidate::Text {
                content, bounds, ..
            } => seen.push((content.to_owned(), bounds)),
            Candidate::Container {
                id: Some(id),
                bounds,
                ..
            } => {
                for (mark, name) in [(Mark::Tick, TICK), (Mark::Cross, CROSS)] {
                    if *id == iced::widget::Id::new(mark.id()) {
                        seen.push((name.to_owned(), bounds));
                    }
                }
            }
            _ => {}
        }
        None::<()>
    });
    seen
}

/// The marks drawn just before `words` on its line, if any.
fn mark_before(seen: &[(String, Rectangle)], words: &str) -> Option<String> {
    let (_, at) = seen
        .iter()
        .find(|(w, _)| w == words)
        .unwrap_or_else(|| panic!("{words:?} is not on screen"));
    seen.iter()
        .filter(|(w, _)| w == TICK || w == CROSS)
        .find(|(_, m)| {
            let gap = at.x - (m.x + m.width);
            (0.0..=12.0).contains(&gap) && (m.center_y() - at.center_y()).abs() < at.height / 2.0
        })
        .map(|(w, _)| w.clone())
}

#[test]
fn settings_ticks_the_chosen_language_and_theme_and_nothing_else() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    let seen = texts(&app);
    assert_eq!(mark_before(&seen, "English").as_deref(), Some(TICK));
    assert_eq!(mark_before(&seen, "Light").as_deref(), Some(TICK));
    assert_eq!(mark_before(&seen, "Normal").as_deref(), Some(TICK));
    for other in ["Italiano", "日本語", "Dark", "Slow", "No animation"] {
        assert_eq!(mark_before(&seen, other), None, "{other}");
    }
    // One tick for each of the five choices (language, colours, speed,
    // board size, reading aloud where Tab lands) and one for who is
    // playing: none left over elsewhere.
    assert_eq!(mark_before(&seen, "No").as_deref(), Some(TICK));
    assert_eq!(mark_before(&seen, "Yes"), None);
    assert_eq!(seen.iter().filter(|(w, _)| w == TICK).count(), 6);
    assert_eq!(mark_before(&seen, "Guest").as_deref(), Some(TICK));

    let _ = app.update(Message::Settings(settings::Message::Theme(
        ThemeChoice::Dark,
    )));
    let seen = texts(&app);
    assert_eq!(mark_before(&seen, "Dark").as_deref(), Some(TICK));
    assert_eq!(mark_before(&seen, "Light"), None);
}

#[test]
fn a_wrong_pick_wears_a_cross_and_the_right_answer_a_tick() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let _ = app.update(Message::Home(home::Message::Lessons));
    // The first lesson with a question.
    let mut found = None;
    'lessons: for i in 0..app.lesson_list().len() {
        let _ = app.update(Message::Lessons(lessons::Message::Open(i)));
        for _ in 0..30 {
            let Screen::Lesson(s) = app.screen() else {
                break;
            };
            if let Step::Question(_) = s.current() {
                found = s.right_answer();
                break 'lessons;
            }
            let m = if s.skip_open() {
                super::lesson::Message::Skip
            } else if s.next_open() {
                super::lesson::Message::Next
            } else {
                break;
            };
            let _ = app.update(Message::Lesson(m));
        }
        let _ = app.update(Message::Home(home::Message::Lessons));
    }
    let right = found.expect("a shipped lesson asks a question");
    let Screen::Lesson(s) = app.screen() else {
        unreachable!()
    };
    let choices = s.choices();
    let wrong = *choices
        .iter()
        .find(|&&c| c != right)
        .expect("a wrong choice");
    let label = |app: &App, c: u8| {
        let Screen::Lesson(s) = app.screen() else {
            panic!("left the lesson")
        };
        s.choice_words(app.i18n(), c)
    };
    // Nothing marked before an answer.
    let seen = texts(&app);
    for &c in &choices {
        assert_eq!(mark_before(&seen, &label(&app, c)), None);
    }
    let _ = app.update(Message::Lesson(super::lesson::Message::Choose(wrong)));
    let seen = texts(&app);
    assert_eq!(
        mark_before(&seen, &label(&app, wrong)).as_deref(),
        Some(CROSS)
    );
    assert_eq!(mark_before(&seen, &label(&app, right)), None);
    let _ = app.update(Message::Lesson(super::lesson::Message::Choose(right)));
    let seen = texts(&app);
    assert_eq!(
        mark_before(&seen, &label(&app, right)).as_deref(),
        Some(TICK)
    );
}

#[test]
fn a_solved_puzzle_wears_a_tick_in_the_list() {
    use super::{puzzle, puzzles};
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    let _ = app.update(Message::Home(home::Message::Puzzles));
    let ticks = |app: &App| texts(app).iter().filter(|(w, _)| w == TICK).count();
    assert_eq!(ticks(&app), 0);
    let _ = app.update(Message::Puzzles(puzzles::Message::Continue));
    let Screen::Puzzle(p) = app.screen() else {
        panic!("a puzzle should be open");
    };
    let solution = crate::content::answers(p.puzzle().goal, &p.start()).unwrap()[0];
    let _ = app.update(Message::Puzzle(puzzle::Message::PlayOwn(
        solution.own_number(),
    )));
    let _ = app.update(Message::Puzzle(puzzle::Message::Back));
    assert!(matches!(app.screen(), Screen::Puzzles(_)));
    let seen = texts(&app);
    let tick = seen.iter().find(|(w, _)| w == TICK).expect("a tick");
    assert_eq!(ticks(&app), 1);
    // Under the puzzle's number, 1, in its button.
    let (_, one) = seen.iter().find(|(w, _)| w == "1").expect("puzzle 1");
    assert!((tick.1.center_x() - one.center_x()).abs() < 2.0 && tick.1.y > one.y);
}

#[test]
fn less_movement_is_ticked_when_on_and_says_what_it_does() {
    let mut app = App::new(Lang::En);
    let _ = app.update(Message::Home(home::Message::Settings));
    let seen = texts(&app);
    assert_eq!(mark_before(&seen, "Less movement"), None);
    let hint = app.i18n().tr("settings-less-movement-hint");
    assert!(seen.iter().any(|(w, _)| *w == hint));
    let _ = app.update(Message::Settings(settings::Message::LessMovement(true)));
    let seen = texts(&app);
    assert_eq!(mark_before(&seen, "Less movement").as_deref(), Some(TICK));
    // The speed chosen stays lit: it comes back when this is off.
    assert_eq!(mark_before(&seen, "Normal").as_deref(), Some(TICK));
}
