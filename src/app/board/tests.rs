//! The teacher's board without a window: setting up, playing, the coach's
//! questions and answers, and saving a puzzle through the app.

use iced::keyboard::{Key, Modifiers, key::Named};

use super::coach::look;
use super::form::{self, GoalKind};
use super::{Event, Message, Mode, Spot, TeacherBoard};
use crate::app::play::sowing::Speed;
use crate::app::{App, Message as AppMessage, Screen, home};
use crate::content::{Folder, Goal, load};
use crate::engine::{House, Position, Side};
use crate::i18n::Lang;

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

fn board() -> TeacherBoard {
    TeacherBoard::new(Speed::Off)
}

#[test]
fn clicks_add_and_take_seeds_and_typing_sets_a_count() {
    let mut t = board();
    t.update(Message::Add(Spot::House(h(2))));
    t.update(Message::Add(Spot::House(h(2))));
    assert_eq!(t.setup().houses[2], 6);
    t.update(Message::Take(Spot::Store(Side::North)));
    assert_eq!(t.setup().stores[1], 0, "never below none");
    // The last spot clicked takes typed digits: 1 then 2 is twelve.
    t.update(Message::Add(Spot::Store(Side::South)));
    t.update(Message::Digit(1));
    t.update(Message::Digit(2));
    assert_eq!(t.setup().stores[0], 12);
    // Past 48 the typing starts again with the last digit.
    t.update(Message::Digit(9));
    assert_eq!(t.setup().stores[0], 9);
    t.update(Message::Backspace);
    assert_eq!(t.setup().stores[0], 0);
    assert_eq!(t.selected(), Some(Spot::Store(Side::South)));
}

#[test]
fn an_illegal_position_cannot_be_played_until_the_stores_take_the_rest() {
    let mut t = board();
    t.update(Message::Clear);
    t.update(Message::Add(Spot::House(h(5))));
    t.update(Message::Add(Spot::House(h(6))));
    assert!(!t.setup().problems().is_empty());
    assert_eq!(t.update(Message::StartPlay), None);
    assert_eq!(t.mode(), Mode::Edit);
    t.update(Message::FillStores);
    assert_eq!(t.setup().stores, [23, 23]);
    t.update(Message::ToMove(Side::North));
    t.update(Message::StartPlay);
    assert_eq!(t.mode(), Mode::Play);
    let start: Position = "0,0,0,0,0,1/1,0,0,0,0,0 23-23 N".parse().unwrap();
    assert_eq!(t.game().start(), start);
}

#[test]
fn the_arrows_reach_every_house_and_both_stores() {
    let mut t = board();
    let mut seen = std::collections::HashSet::new();
    t.update(Message::Select(0, 0));
    for (dx, dy) in [
        (-1, 0),
        (1, 0),
        (1, 0),
        (1, 0),
        (1, 0),
        (1, 0),
        (1, 0),
        (1, 0),
    ]
    .into_iter()
    .chain([(0, -1)])
    .chain([(-1, 0); 8])
    {
        t.update(Message::Select(dx, dy));
        seen.insert(t.selected().unwrap());
    }
    assert_eq!(seen.len(), 14, "{seen:?}");
    // Up from South's house 2 is North's house across from it.
    assert_eq!(Spot::House(h(1)).step(0, -1), Spot::House(h(10)));
    assert_eq!(Spot::House(h(0)).step(-1, 0), Spot::Store(Side::North));
    assert_eq!(Spot::House(h(6)).step(1, 0), Spot::Store(Side::South));
}

#[test]
fn both_sides_are_played_and_the_move_list_jumps() {
    let mut t = TeacherBoard::at(Position::START, Speed::Off);
    assert_eq!(t.mode(), Mode::Play);
    for n in [3, 3, 1] {
        t.update(Message::PlayOwn(n));
    }
    assert_eq!(t.game().plies().len(), 3);
    t.update(Message::GoTo(1));
    assert_eq!(t.game().plies().len(), 1);
    t.update(Message::GoTo(3));
    assert_eq!(t.game().plies().len(), 3);
    t.update(Message::Undo);
    t.update(Message::Redo);
    assert_eq!(t.game().plies().len(), 3);
    // Set up from here: the position on the board, ready to edit.
    let now = t.game().position();
    t.update(Message::Edit);
    assert_eq!(t.mode(), Mode::Edit);
    assert_eq!(t.legal_setup(), Some(now));
    // A move for the wrong side is refused with its reason.
    let mut t = TeacherBoard::at(Position::START, Speed::Off);
    t.update(Message::Board(crate::app::play::BoardMessage::Clicked(h(
        7,
    ))));
    assert!(t.refusal().is_some());
    assert!(t.game().plies().is_empty());
}

#[test]
fn the_coach_answers_about_the_board_as_it_is_and_its_line_can_be_played() {
    // South's house 6 wins at once with a wipe-out.
    let p: Position = "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap();
    let mut t = TeacherBoard::at(p, Speed::Off);
    assert_eq!(t.start(), None, "the coach is off");
    let Some(Event::Analyse(ask)) = t.update(Message::Coach(true)) else {
        panic!("the coach is asked");
    };
    assert_eq!(ask.position, p);
    assert!(!ask.deep);
    // An answer about an older position is dropped.
    let mut old = look(&ask);
    old.ask.generation -= 1;
    assert_eq!(t.update(Message::Seen(Box::new(old))), None);
    assert!(t.seen().is_none());
    let seen = look(&ask);
    assert!(seen.analysis.exact);
    // Exact already: no deeper look is asked.
    assert_eq!(t.update(Message::Seen(Box::new(seen))), None);
    assert_eq!(t.seen().unwrap().analysis.best, [h(5)]);
    assert_eq!(t.line()[0], h(5));
    t.update(Message::PlayLine);
    assert_eq!(t.game().moves().collect::<Vec<_>>(), [h(5)]);
    assert!(t.game().is_over());

    // An estimate is followed by a deeper look.
    let mut t = TeacherBoard::at(Position::START, Speed::Off);
    let Some(Event::Analyse(ask)) = t.update(Message::Coach(true)) else {
        panic!("asked");
    };
    let mut quick = look(&ask);
    quick.analysis.exact = false;
    let Some(Event::Analyse(deep)) = t.update(Message::Seen(Box::new(quick))) else {
        panic!("a deeper look is asked");
    };
    assert!(deep.deep);
    // A move stops the old question and asks about the new position.
    let Some(Event::Analyse(next)) = t.update(Message::PlayOwn(3)) else {
        panic!("asked again");
    };
    assert!(deep.stop.is_stopped());
    assert_ne!(next.position, Position::START);
}

#[test]
fn keys_follow_the_mode_and_the_form_keeps_its_letters() {
    let none = Modifiers::empty();
    let ch = |c: &str| Key::Character(c.into());
    let mut t = board();
    assert_eq!(t.key(&ch("7"), none), Some(Message::Digit(7)));
    assert_eq!(t.key(&ch("s"), none), Some(Message::ToMove(Side::South)));
    assert_eq!(t.key(&ch("+"), none), None, "no spot chosen yet");
    t.update(Message::Select(1, 0));
    assert!(matches!(t.key(&ch("+"), none), Some(Message::Add(_))));
    assert_eq!(
        t.key(&Key::Named(Named::Enter), none),
        Some(Message::StartPlay)
    );
    let mut t = TeacherBoard::at(Position::START, Speed::Off);
    assert_eq!(t.key(&ch("4"), none), Some(Message::PlayOwn(4)));
    assert_eq!(
        t.key(&Key::Named(Named::ArrowLeft), none),
        Some(Message::Undo)
    );
    assert_eq!(t.key(&ch("z"), Modifiers::CTRL), Some(Message::Undo));
    t.update(Message::OpenForm);
    assert_eq!(t.key(&ch("4"), none), None);
    assert_eq!(
        t.key(&Key::Named(Named::Escape), none),
        Some(Message::Form(form::Message::Cancel))
    );
}

#[test]
fn a_puzzle_saved_on_the_board_joins_the_list_and_passes_the_check() {
    let dir = std::env::temp_dir().join(format!("wahree-board-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let mut app = App::new(Lang::It).with_teacher_dir(dir.clone());
    let before = app.puzzle_list().len();
    let _ = app.update(AppMessage::Home(home::Message::TeacherBoard));
    let t = |m: Message| AppMessage::Board(m);
    // North's lone seed, South to move: house 6 wipes it out.
    let _ = app.update(t(Message::Clear));
    let _ = app.update(t(Message::Add(Spot::House(h(0)))));
    let _ = app.update(t(Message::Add(Spot::House(h(5)))));
    let _ = app.update(t(Message::Add(Spot::House(h(6)))));
    let _ = app.update(t(Message::FillStores));
    let _ = app.update(t(Message::OpenForm));
    let f = |m: form::Message| t(Message::Form(m));
    let _ = app.update(f(form::Message::Kind(GoalKind::WipeOut)));
    let _ = app.update(f(form::Message::Hint(0, "Conta i semi di Nord".into())));
    let _ = app.update(f(form::Message::Save));
    let Screen::Board(screen) = app.screen() else {
        panic!("still on the board");
    };
    assert!(
        screen.form().unwrap().outcome().is_none(),
        "no explanation yet"
    );
    let _ = app.update(f(form::Message::Explanation("Tutto a Sud!".into())));
    let _ = app.update(f(form::Message::Save));
    let Screen::Board(screen) = app.screen() else {
        panic!("still on the board");
    };
    assert_eq!(
        screen.form().unwrap().outcome(),
        Some(&Ok("board-1".to_owned()))
    );
    let list = app.puzzle_list();
    assert_eq!(list.len(), before + 1);
    let saved = list
        .iter()
        .find(|p| p.id == "board-1")
        .expect("in the list");
    assert_eq!(saved.goal, Goal::WipeOut);
    // In Italian, as typed; a Spanish learner sees the same words.
    assert_eq!(
        app.i18n().tr(saved.explanation.as_deref().unwrap()),
        "Tutto a Sud!"
    );
    let lib = load(&[Folder::read(&dir)]);
    std::fs::remove_dir_all(&dir).ok();
    assert_eq!(lib.errors(), 0, "{:#?}", lib.problems);
}

#[test]
fn a_puzzle_is_saved_in_the_teacher_s_language_and_only_with_the_teacher_s_pin() {
    use crate::app::{card, settings};
    let dir = std::env::temp_dir().join(format!("wahree-board-pin-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    // An English class with a PIN; a Japanese child on the board.
    let mut app = App::new(Lang::En).with_teacher_dir(dir.clone());
    let s = |m| AppMessage::Settings(m);
    let _ = app.update(AppMessage::Home(home::Message::Settings));
    let _ = app.update(s(settings::Message::AddOpen));
    let _ = app.update(s(settings::Message::NewName("Aiko".into())));
    let _ = app.update(s(settings::Message::Add));
    let aiko = app.learners().named().next().unwrap().id.clone();
    let _ = app.update(s(settings::Message::Choose(aiko)));
    let _ = app.update(s(settings::Message::PinOpen));
    let _ = app.update(s(settings::Message::PinFirst("2468".into())));
    let _ = app.update(s(settings::Message::PinAgain("2468".into())));
    let _ = app.update(s(settings::Message::PinSave));
    let _ = app.update(s(settings::Message::Home));
    let _ = app.update(AppMessage::Home(home::Message::MyCard));
    let _ = app.update(AppMessage::Card(card::Message::Lang(Lang::Ja)));
    let _ = app.update(AppMessage::Card(card::Message::Done));
    assert_eq!(
        app.i18n().lang(),
        Lang::Ja,
        "the child's language on screen"
    );

    let _ = app.update(AppMessage::Home(home::Message::TeacherBoard));
    let t = |m: Message| AppMessage::Board(m);
    let _ = app.update(t(Message::Clear));
    for n in [0, 5, 6] {
        let _ = app.update(t(Message::Add(Spot::House(h(n)))));
    }
    let _ = app.update(t(Message::FillStores));
    let _ = app.update(t(Message::OpenForm));
    let form_of = |app: &App| match app.screen() {
        Screen::Board(b) => (
            b.form().unwrap().lang(),
            b.form().unwrap().outcome().cloned(),
        ),
        _ => panic!("still on the board"),
    };
    assert_eq!(
        form_of(&app).0,
        Lang::En,
        "the teacher's language, not the child's"
    );
    let f = |m: form::Message| t(Message::Form(m));
    let _ = app.update(f(form::Message::Kind(GoalKind::WipeOut)));
    let _ = app.update(f(form::Message::Explanation(
        "All of North's seeds!".into(),
    )));
    // A child cannot save it: the PIN is asked, and a wrong one refused.
    let _ = app.update(f(form::Message::Save));
    let _ = app.update(f(form::Message::Pin("1357".into())));
    let _ = app.update(f(form::Message::Save));
    assert_eq!(form_of(&app).1, None, "not saved");
    assert!(!dir.join("puzzles").exists());
    // The teacher can, in the language chosen.
    let _ = app.update(f(form::Message::Lang(Lang::It)));
    let _ = app.update(f(form::Message::Pin("2468".into())));
    let _ = app.update(f(form::Message::Save));
    assert_eq!(form_of(&app).1, Some(Ok("board-1".to_owned())));
    assert!(dir.join("i18n/it/puzzles-board-1.ftl").exists());
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn a_position_goes_to_the_next_live_challenge_only_with_a_server_and_room() {
    let mut t = board();
    t.update(Message::OpenForm);
    // No server: nothing to add it to.
    assert_eq!(t.update(Message::Form(form::Message::ForLive)), None);
    t.set_live(Some(0));
    // The opening's first goal has no answer there: nothing to ask.
    assert!(
        t.form()
            .is_some_and(|f| f.answers().as_ref().is_ok_and(Vec::is_empty))
    );
    assert_eq!(t.update(Message::Form(form::Message::ForLive)), None);
    t.update(Message::Form(form::Message::Kind(GoalKind::Play)));
    let Some(Event::ForLive(choice)) = t.update(Message::Form(form::Message::ForLive)) else {
        panic!("kept for the live challenge")
    };
    // What the server is sent is the position on the board, and a puzzle
    // the live core accepts.
    let crate::live::wire::Choice::Board { position, goal, .. } = &choice else {
        panic!("a board's position")
    };
    assert_eq!(position.parse::<Position>().ok(), t.position());
    crate::live::puzzle::LivePuzzle::from_board(1, position, *goal, Vec::new())
        .expect("a puzzle the server takes");
    // A full challenge takes no more.
    t.set_live(Some(crate::live::MAX_PUZZLES));
    assert_eq!(t.update(Message::Form(form::Message::ForLive)), None);
}
