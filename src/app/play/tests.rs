//! The play screen's logic, without a window.

use std::time::Instant;

use iced::keyboard::{Key, Modifiers, key::Named};

use super::{BoardMessage, Event, Message, Play};
use crate::engine::{House, PlayError, Position, Side};

fn own(side: Side, n: u8) -> House {
    House::from_own(side, n).unwrap()
}

fn char_key(c: &str) -> Key {
    Key::Character(c.into())
}

#[test]
fn keys_map_to_moves_and_commands() {
    let none = Modifiers::empty();
    assert_eq!(Play::key(&char_key("4"), none), Some(Message::PlayOwn(4)));
    assert_eq!(Play::key(&char_key("7"), none), None);
    assert_eq!(Play::key(&char_key("0"), none), None);
    assert_eq!(Play::key(&char_key("u"), none), Some(Message::Undo));
    assert_eq!(
        Play::key(&char_key("z"), Modifiers::CTRL),
        Some(Message::Undo)
    );
    assert_eq!(
        Play::key(&char_key("z"), Modifiers::CTRL | Modifiers::SHIFT),
        Some(Message::Redo)
    );
    assert_eq!(Play::key(&char_key("z"), none), None);
    assert_eq!(
        Play::key(&Key::Named(Named::Escape), none),
        Some(Message::Home)
    );
    assert_eq!(
        Play::key(&Key::Named(Named::ArrowRight), none),
        Some(Message::Focus(1))
    );
}

#[test]
fn numbers_play_the_movers_own_houses() {
    let mut play = Play::default();
    play.update(Message::PlayOwn(3));
    play.update(Message::PlayOwn(3));
    let moves: Vec<_> = play.game().moves().collect();
    assert_eq!(moves, [own(Side::South, 3), own(Side::North, 3)]);
}

#[test]
fn an_illegal_move_changes_nothing_and_is_explained_until_the_next_move() {
    let mut play = Play::default();
    play.update(Message::Board(BoardMessage::Clicked(own(Side::North, 2))));
    assert_eq!(play.game().position(), Position::START);
    assert_eq!(
        play.refusal(),
        Some(PlayError::NotYourHouse {
            house: own(Side::North, 2)
        })
    );
    play.update(Message::PlayOwn(1));
    assert_eq!(play.refusal(), None);
    assert_eq!(play.game().plies().len(), 1);
    // Now North is to move, and South's house 1 is not theirs.
    play.update(Message::Board(BoardMessage::Clicked(own(Side::South, 1))));
    assert!(matches!(
        play.refusal(),
        Some(PlayError::NotYourHouse { .. })
    ));
    assert_eq!(play.game().plies().len(), 1);
}

#[test]
fn an_empty_house_is_refused() {
    let mut play = Play::default();
    play.update(Message::PlayOwn(1)); // South 1
    play.update(Message::PlayOwn(1)); // North 1
    play.update(Message::PlayOwn(1)); // South 1 again: emptied
    assert_eq!(
        play.refusal(),
        Some(PlayError::EmptyHouse {
            house: own(Side::South, 1)
        })
    );
    assert_eq!(play.game().plies().len(), 2);
}

#[test]
fn undo_redo_and_new_game() {
    let mut play = Play::default();
    play.update(Message::PlayOwn(2));
    play.update(Message::PlayOwn(5));
    let after = play.game().position();
    play.update(Message::Undo);
    assert_eq!(play.game().plies().len(), 1);
    play.update(Message::Redo);
    assert_eq!(play.game().position(), after);
    play.update(Message::NewGame);
    assert_eq!(play.game().position(), Position::START);
    assert!(!play.game().can_redo());
    // Undo at the start does nothing and does not panic.
    play.update(Message::Undo);
    assert_eq!(play.game().position(), Position::START);
}

#[test]
fn arrows_choose_a_house_within_one_to_six_and_enter_plays_it() {
    let mut play = Play::default();
    play.update(Message::PlayFocused); // nothing chosen yet: nothing happens
    assert_eq!(play.game().plies().len(), 0);
    for _ in 0..9 {
        play.update(Message::Focus(1));
    }
    play.update(Message::Focus(-1));
    play.update(Message::PlayFocused);
    let moves: Vec<_> = play.game().moves().collect();
    assert_eq!(moves, [own(Side::South, 5)]);
    play.update(Message::Focus(-1));
    play.update(Message::Focus(-1));
    assert_eq!(play.focused, Some(3));
}

#[test]
fn the_home_button_hands_up_an_event() {
    let mut play = Play::default();
    assert_eq!(play.update(Message::Home), Some(Event::Home));
    assert_eq!(play.update(Message::Undo), None);
}

#[test]
fn a_move_is_shown_seed_by_seed_then_the_board_takes_over() {
    let mut play = Play::default();
    play.update(Message::PlayOwn(3));
    assert!(play.is_animating());
    let t0 = Instant::now();
    play.update(Message::Frame(t0));
    assert!(play.is_animating());
    // Four seeds: lifted, four drops, the final position, then done.
    play.update(Message::Frame(t0 + super::sowing::STAGE * 7));
    assert!(!play.is_animating());
}

#[test]
fn undo_cuts_a_sowing_short_and_redo_shows_it_again() {
    let mut play = Play::default();
    play.update(Message::PlayOwn(3));
    play.update(Message::Undo);
    assert!(!play.is_animating());
    assert_eq!(play.game().position(), Position::START);
    play.update(Message::Redo);
    assert!(play.is_animating());
    // A refused move does not start one.
    let mut fresh = Play::default();
    fresh.update(Message::PlayOwn(9));
    fresh.update(Message::Board(BoardMessage::Clicked(own(Side::North, 1))));
    assert!(!fresh.is_animating());
}

mod against_the_computer {
    use std::time::{Duration, Instant};

    use super::super::opponent::{Opponent, think};
    use super::super::{Event, Message, Play};
    use crate::coach::Level;
    use crate::engine::{Position, Side};

    fn finish_sowing(play: &mut Play) -> Option<Event> {
        let t0 = Instant::now();
        play.update(Message::Frame(t0));
        play.update(Message::Frame(t0 + Duration::from_secs(3600)))
    }

    #[test]
    fn the_answer_waits_for_the_sowing_then_the_learner_moves_again() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        assert_eq!(play.start(), None, "the learner (South) starts");
        let Some(Event::Think(request)) = play.update(Message::PlayOwn(3)) else {
            panic!("the computer should be asked");
        };
        assert!(play.is_thinking());
        let house = think(&request);
        assert_eq!(house.owner(), Side::North);
        play.update(Message::Computer {
            generation: request.generation,
            house,
        });
        // Still showing South's sowing: the answer waits.
        assert_eq!(play.game().plies().len(), 1);
        finish_sowing(&mut play);
        assert_eq!(play.game().plies().len(), 2);
        assert!(!play.is_thinking());
        assert_eq!(play.game().position().to_move(), Side::South);
    }

    #[test]
    fn the_learner_cannot_move_for_the_computer() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        play.update(Message::PlayOwn(3));
        play.update(Message::PlayOwn(3)); // North's turn: ignored
        assert_eq!(play.game().plies().len(), 1);
    }

    #[test]
    fn an_answer_to_an_undone_position_is_dropped() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        let Some(Event::Think(request)) = play.update(Message::PlayOwn(3)) else {
            panic!("the computer should be asked");
        };
        assert!(!request.stop.is_stopped());
        play.update(Message::Undo);
        assert!(request.stop.is_stopped(), "undo stops the search");
        assert_eq!(play.game().position(), Position::START);
        play.update(Message::Computer {
            generation: request.generation,
            house: think(&request),
        });
        finish_sowing(&mut play);
        assert_eq!(play.game().position(), Position::START);
    }

    #[test]
    fn undo_takes_back_the_computers_answer_too() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        let Some(Event::Think(r)) = play.update(Message::PlayOwn(2)) else {
            panic!("asked");
        };
        finish_sowing(&mut play);
        play.update(Message::Computer {
            generation: r.generation,
            house: think(&r),
        });
        assert_eq!(play.game().plies().len(), 2);
        play.update(Message::Undo);
        assert_eq!(play.game().position(), Position::START);
        assert!(!play.is_thinking());
    }

    #[test]
    fn swapping_sides_at_the_start_makes_the_computer_open() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        let Some(Event::Think(r)) = play.update(Message::SwapSides) else {
            panic!("the computer now plays South and starts");
        };
        assert_eq!(think(&r).owner(), Side::South);
        // A level change asks again, for the same position.
        let Some(Event::Think(again)) = play.update(Message::Level(5)) else {
            panic!("asked again");
        };
        assert!(again.generation > r.generation);
        assert_eq!(play.request(), Some(again));
        // No such level: nothing changes.
        assert_eq!(play.update(Message::Level(Level::MAX.number() + 1)), None);
    }

    #[test]
    fn every_change_that_drops_the_question_stops_its_search() {
        let mut play = Play::new(Opponent::computer(), Default::default());
        let Some(Event::Think(first)) = play.update(Message::PlayOwn(3)) else {
            panic!("asked");
        };
        // A newer request (a level change) stops the older one.
        let Some(Event::Think(second)) = play.update(Message::Level(5)) else {
            panic!("asked again");
        };
        assert!(first.stop.is_stopped());
        assert!(!second.stop.is_stopped());
        assert_eq!(play.request().map(|r| r.stop), Some(second.stop.clone()));
        // Swapping sides: the computer now plays South, whose turn it is not.
        assert_eq!(play.update(Message::SwapSides), None);
        assert!(second.stop.is_stopped());
        // Swapped back, asked again; a new game stops that search.
        let Some(Event::Think(third)) = play.update(Message::SwapSides) else {
            panic!("asked");
        };
        play.update(Message::NewGame);
        assert!(third.stop.is_stopped());
        // Its answer, if it comes anyway, is ignored.
        play.update(Message::Computer {
            generation: third.generation,
            house: think(&third),
        });
        finish_sowing(&mut play);
        assert_eq!(play.game().position(), Position::START);
        // A fresh request starts unstopped; dropping the screen stops it.
        let Some(Event::Think(fourth)) = play.update(Message::PlayOwn(3)) else {
            panic!("asked");
        };
        assert!(!fourth.stop.is_stopped());
        drop(play);
        assert!(fourth.stop.is_stopped(), "dropping the screen stops it");
    }

    #[test]
    fn leaving_the_screen_stops_the_search() {
        use crate::app::{App, Message as AppMessage, Screen, home};
        use crate::i18n::Lang;
        let mut app = App::new(Lang::En);
        let _ = app.update(AppMessage::Home(home::Message::PlayComputer));
        let _ = app.update(AppMessage::Play(Message::PlayOwn(3)));
        let Screen::Play(play) = app.screen() else {
            panic!("the play screen should be open");
        };
        let request = play.request().expect("the computer is thinking");
        assert!(!request.stop.is_stopped());
        let _ = app.update(AppMessage::Play(Message::Home));
        assert!(matches!(app.screen(), Screen::Home(_)));
        assert!(request.stop.is_stopped(), "leaving stops the search");
        // The late answer finds no play screen and changes nothing.
        let _ = app.update(AppMessage::Play(Message::Computer {
            generation: request.generation,
            house: think(&request),
        }));
        assert!(matches!(app.screen(), Screen::Home(_)));
    }
}

/// Both players take their leftmost legal house until the game ends.
fn played_to_the_end() -> Play {
    let mut play = Play::default();
    while !play.game().is_over() {
        let house = play.game().position().legal_moves().next().unwrap();
        play.update(Message::PlayOwn(house.own_number()));
    }
    play
}

#[test]
fn the_board_shows_the_final_count_once_the_last_sowing_is_shown() {
    let mut play = played_to_the_end();
    let end = play.game().end().unwrap();
    // The last move is still being sown: the board shows where it ends.
    assert!(play.is_animating());
    assert_eq!(play.shown_position(), play.game().position());
    let t0 = Instant::now();
    play.update(Message::Frame(t0));
    play.update(Message::Frame(t0 + std::time::Duration::from_secs(3600)));
    assert!(!play.is_animating());
    let shown = play.shown_position();
    assert!(shown.houses().iter().all(|&n| n == 0), "{shown}");
    assert_eq!(shown.stores(), end.stores);
    assert_eq!(shown.stores()[0] + shown.stores()[1], 48);
}

#[test]
fn the_coach_key_does_nothing_in_a_game_with_a_friend() {
    let mut play = Play::default();
    assert_eq!(play.update(Message::ToggleTeaching), None);
    assert!(!play.is_teaching());
    let mut against = Play::new(super::Opponent::computer(), Default::default());
    against.update(Message::ToggleTeaching);
    assert!(against.is_teaching());
}
