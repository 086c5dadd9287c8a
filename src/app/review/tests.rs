//! The review screen without a window: its steps, stopping and going on,
//! moving through the game, playing out the better line, and the way in
//! from a finished game.

use iced::keyboard::{Key, key::Named};

use super::{Event, Message, ReviewScreen, step};
use crate::app::play::sowing::Speed;
use crate::app::{App, Message as AppMessage, Screen, home, play};
use crate::coach::review::{Step, Verdict, replay};
use crate::engine::{Game, House, Position, Side};
use crate::i18n::Lang;

fn h(n: usize) -> House {
    House::new(n).unwrap()
}

/// South plays house 1 where house 6 wiped out North's row and won;
/// North's only move; South again: three moves of a tiny endgame, which
/// the exact solver proves at once.
fn game() -> Game {
    let start: Position = "1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap();
    let (g, bad) = replay(start, [h(0), h(6), h(1)]);
    assert!(bad.is_none());
    g
}

/// Runs the steps the screen asks for until it asks for none.
fn run(screen: &mut ReviewScreen, first: Option<Event>) {
    let mut event = first;
    while let Some(Event::Step(request)) = event {
        let done = step(&request);
        event = screen.update(Message::Stepped(Box::new(done)));
    }
}

#[test]
fn the_review_goes_a_move_per_step_and_marks_the_thrown_away_win() {
    let mut s = ReviewScreen::new(game(), Side::South, Speed::Off);
    assert_eq!(s.progress(), (0, 3));
    let first = s.start();
    assert!(s.is_running());
    run(&mut s, first);
    assert!(s.is_finished());
    assert!(!s.is_running());
    let first = &s.reviewed()[0];
    assert_eq!(first.verdict, Verdict::Blunder);
    assert_eq!(first.better(), Some(h(5)));
    assert_eq!(s.reviewed()[1].verdict, Verdict::Forced);
    // Nothing more is asked once every move is in.
    assert!(s.update(Message::Resume).is_none());
}

#[test]
fn a_stopped_review_keeps_what_it_has_and_goes_on_from_there() {
    let mut s = ReviewScreen::new(game(), Side::South, Speed::Off);
    let Some(Event::Step(first)) = s.start() else {
        panic!("a step is asked");
    };
    let done = step(&first);
    let Some(Event::Step(second)) = s.update(Message::Stepped(Box::new(done))) else {
        panic!("the next step is asked");
    };
    assert_eq!(s.progress(), (1, 3));
    // Stopped while the second step runs: that step sees the stop flag.
    assert!(s.update(Message::Stop).is_none());
    let late = step(&second);
    assert_eq!(late.step, Step::Stopped);
    assert!(s.update(Message::Stepped(Box::new(late))).is_none());
    assert!(!s.is_running());
    assert_eq!(s.progress(), (1, 3));
    // Going on reviews the rest, from the second move.
    let again = s.update(Message::ToggleRunning);
    run(&mut s, again);
    assert!(s.is_finished());
    let indices: Vec<usize> = s.reviewed().iter().map(|m| m.index).collect();
    assert_eq!(indices, [0, 1, 2]);
}

#[test]
fn moving_through_the_game_and_playing_out_the_better_line() {
    let mut s = ReviewScreen::new(game(), Side::South, Speed::Off);
    let first = s.start();
    run(&mut s, first);
    s.update(Message::Step(1));
    assert_eq!(s.cursor(), 1);
    s.update(Message::GoTo(usize::MAX));
    assert_eq!(s.cursor(), 2, "the last move");
    s.update(Message::Step(-5));
    assert_eq!(s.cursor(), 0);
    // The better line of the first move starts with the wipe-out.
    s.update(Message::PlayLine);
    assert_eq!(s.line_played(), Some(&[h(5)][..]));
    s.update(Message::LeaveLine);
    assert_eq!(s.line_played(), None);
    // The teacher's board opens at the move on show, the rest to redo.
    s.update(Message::GoTo(1));
    let Some(Event::OpenBoard(g)) = s.update(Message::OpenBoard) else {
        panic!("the board is asked for");
    };
    assert_eq!(g.plies().len(), 1);
    assert_eq!(g.undone().count(), 2);
}

#[test]
fn keys_move_through_the_review() {
    let s = ReviewScreen::new(game(), Side::South, Speed::Off);
    let key = |k: Key| s.key(&k);
    assert!(matches!(
        key(Key::Named(Named::ArrowRight)),
        Some(Message::Step(1))
    ));
    assert!(matches!(
        key(Key::Named(Named::Space)),
        Some(Message::PlayLine)
    ));
    assert!(matches!(
        key(Key::Character("s".into())),
        Some(Message::ToggleRunning)
    ));
    assert!(matches!(
        key(Key::Named(Named::Escape)),
        Some(Message::Back)
    ));
}

#[test]
fn a_finished_game_opens_its_review_from_the_learners_side() {
    let mut app = App::new(Lang::En);
    let _ = app.update(AppMessage::Home(home::Message::PlayComputer));
    let Screen::Play(p) = app.screen() else {
        panic!("playing");
    };
    assert!(!p.game().is_over());
    // Not before the end.
    let _ = app.update(AppMessage::Play(play::Message::ReviewGame));
    assert!(matches!(app.screen(), Screen::Play(_)));
    // A game that is over: the app reviews it from South, the learner's.
    let mut play = play::Play::new(play::opponent::Opponent::computer(), Speed::Off)
        .from_position("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap());
    play.update(play::Message::PlayOwn(6));
    assert!(play.game().is_over());
    let Some(play::Event::ReviewGame(g, computer)) = play.update(play::Message::ReviewGame) else {
        panic!("the review is asked for");
    };
    assert_eq!(computer, Some(Side::North));
    assert_eq!(super::learner_side(computer), Side::South);
    assert_eq!(g.plies().len(), 1);
}

#[test]
fn the_learners_last_games_are_listed_and_open_their_review() {
    let mut app = App::new(Lang::En);
    app.set_speed(Speed::Off);
    // A friend game played to its end from the home screen.
    let _ = app.update(AppMessage::Home(home::Message::Play));
    for _ in 0..400 {
        let Screen::Play(p) = app.screen() else {
            panic!("playing");
        };
        if p.game().is_over() {
            break;
        }
        let h = p
            .game()
            .position()
            .legal_moves()
            .into_iter()
            .next()
            .unwrap();
        let own = h.own_number();
        let _ = app.update(AppMessage::Play(play::Message::PlayOwn(own)));
    }
    let moves = {
        let Screen::Play(p) = app.screen() else {
            panic!("playing");
        };
        assert!(p.game().is_over());
        p.game().plies().len()
    };
    let _ = app.update(AppMessage::Play(play::Message::Home));
    let _ = app.update(crate::app::tests::press(Key::Character("g".into())));
    assert!(matches!(app.screen(), Screen::Games(_)));
    assert_eq!(app.classroom().learner().games.recent.len(), 1);
    // Enter reviews the newest: the whole game, from South.
    let _ = app.update(crate::app::tests::press(Key::Named(Named::Enter)));
    let Screen::Review(r) = app.screen() else {
        panic!("the review opens");
    };
    assert_eq!(r.progress(), (0, moves));
    assert_eq!(r.side(), Side::South);
    assert!(r.is_running());
}

#[test]
fn at_a_games_end_g_opens_the_review_and_v_still_reads_aloud() {
    let mut app = App::new(Lang::En);
    let mut play = play::Play::new(play::opponent::Opponent::Friend, Speed::Off)
        .from_position("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap());
    play.update(play::Message::PlayOwn(6));
    assert!(play.game().is_over());
    app.screen = Screen::Play(Box::new(play));
    // V is read aloud on every screen with a text, this one's end too.
    let v = crate::app::tests::press_with(Key::Character("v".into()), Default::default());
    let _ = app.update(v);
    assert!(
        matches!(app.screen(), Screen::Play(_)),
        "V does not leave the game"
    );
    let g = crate::app::tests::press_with(Key::Character("g".into()), Default::default());
    let _ = app.update(g);
    assert!(
        matches!(app.screen(), Screen::Review(_)),
        "G opens the review"
    );
}
