//! "Computer: adapts to me" through the app's own messages and keys: the
//! level it plays, a finished game moving it once (and saying so), the
//! games that do not count, and the choice and level kept per learner
//! between runs.

use iced::keyboard::Key;

use super::play::opponent::{Opponent, think};
use super::play::sowing::Speed;
use super::tests::{in_dir, press, reopen, scratch};
use super::{App, Message, Screen, play};
use crate::coach::{Level, LevelPlayer, Player};
use crate::engine::Outcome;

fn key(app: &mut App, c: &str) {
    let _ = app.update(press(Key::Character(c.into())));
}

fn playing(app: &App) -> &play::Play {
    match app.screen() {
        Screen::Play(p) => p,
        _ => panic!("not on the play screen"),
    }
}

fn level_of(app: &App) -> u8 {
    match playing(app).opponent() {
        Opponent::Computer { level, .. } => level.number(),
        Opponent::Friend => panic!("not against the computer"),
    }
}

/// Plays the game on show to its end: the learner as level 8 would, the
/// computer with its own answers, or until `moves` more moves.
fn play_on(app: &mut App, moves: usize) {
    let mut learner = LevelPlayer::new(Level::new(8).unwrap(), 3);
    for _ in 0..moves {
        let p = playing(app);
        if p.game().is_over() {
            return;
        }
        let message = match p.request() {
            Some(r) => play::Message::Computer {
                generation: r.generation,
                house: think(&r),
            },
            None => play::Message::PlayOwn(learner.choose(p.game()).own_number()),
        };
        let _ = app.update(Message::Play(message));
    }
}

/// The line under the levels, as the screen words it.
fn line(app: &App) -> String {
    playing(app).level_line(app.i18n())
}

fn words(app: &App, id: &str, level: u8) -> String {
    let l = Level::new(level).unwrap();
    app.i18n().tr_with(
        id,
        &[
            ("level", level.into()),
            ("name", app.i18n().tr(l.name_id()).into()),
        ],
    )
}

#[test]
fn a_won_game_moves_the_level_up_once_and_the_learner_keeps_it_after_a_restart() {
    let dir = scratch("adapt-up");
    let mut app = in_dir(&dir);
    app.set_speed(Speed::Off);
    key(&mut app, "c");
    assert!(!playing(&app).adapts());
    key(&mut app, "a");
    assert!(playing(&app).adapts() && playing(&app).adapt_counts());
    assert_eq!(level_of(&app), 1, "a new learner starts at level 1");
    assert_eq!(line(&app), words(&app, "play-adapt-playing", 1));
    assert!(
        app.classroom().learner().adaptive.on,
        "kept for the learner"
    );

    play_on(&mut app, 400);
    let end = playing(&app).game().end().expect("over");
    let me = !match playing(&app).opponent() {
        Opponent::Computer { side, .. } => side,
        Opponent::Friend => unreachable!(),
    };
    assert_eq!(end.outcome, Outcome::Winner(me), "level 8 beats level 1");
    let adaptive = app.classroom().learner().adaptive;
    assert_eq!(adaptive.level(), Level::new(2));
    assert_eq!(level_of(&app), 2, "the next game's level");
    assert_eq!(line(&app), words(&app, "play-adapt-up", 2));
    let recent = &app.classroom().learner().games.recent;
    assert!(recent[0].game.adaptive && recent[0].game.level == Some(1));

    // Taken back after the end: played on at level 2, it counts no more.
    key(&mut app, "u");
    assert!(!playing(&app).game().is_over());
    assert!(!playing(&app).adapt_counts());
    assert_eq!(line(&app), words(&app, "play-adapt-playing", 2));
    play_on(&mut app, 400);
    assert_eq!(app.classroom().learner().adaptive.level(), Level::new(2));

    // A new game counts again, at level 2.
    key(&mut app, "n");
    assert!(playing(&app).adapt_counts());
    assert_eq!(level_of(&app), 2);

    let mut again = reopen(app, &dir);
    again.set_speed(Speed::Off);
    let a = again.classroom().learner().adaptive;
    assert_eq!((a.on, a.level()), (true, Level::new(2)));
    key(&mut again, "c");
    assert!(playing(&again).adapts() && playing(&again).adapt_counts());
    assert_eq!(level_of(&again), 2);
}

#[test]
fn a_level_chosen_or_adapting_switched_on_half_way_never_moves_the_level() {
    let dir = scratch("adapt-choose");
    let mut app = in_dir(&dir);
    app.set_speed(Speed::Off);
    key(&mut app, "c");
    // + and - choose the next level up or down, from 1 to 19.
    key(&mut app, "-");
    assert_eq!(level_of(&app), 1);
    for _ in 0..20 {
        key(&mut app, "+");
    }
    assert_eq!(level_of(&app), Level::MAX.number());
    let _ = app.update(Message::Play(play::Message::Level(1)));
    assert_eq!(line(&app), words(&app, "play-level-chosen", 1));

    // Switched on once moves are played: the game does not count.
    play_on(&mut app, 4);
    key(&mut app, "a");
    assert!(playing(&app).adapts() && !playing(&app).adapt_counts());
    assert_eq!(line(&app), words(&app, "play-adapt-not-counted", 1));
    play_on(&mut app, 400);
    assert!(playing(&app).game().is_over());
    let learner = app.classroom().learner();
    assert_eq!(learner.adaptive.level(), Level::new(1), "not moved");
    assert!(!learner.games.recent[0].game.adaptive);

    // A level chosen turns it off, and the game with it.
    key(&mut app, "n");
    assert!(playing(&app).adapt_counts());
    key(&mut app, "+");
    assert!(!playing(&app).adapts());
    assert_eq!(level_of(&app), 2);
    assert!(!app.classroom().learner().adaptive.on);
}

#[test]
fn the_line_says_where_the_level_went_after_a_loss_or_a_draw() {
    let at = |n: u8| Level::new(n).unwrap();
    // A finished game: South's single seed ends it.
    let over = || {
        let mut p = play::Play::new(Opponent::computer(), Speed::Off)
            .adapting(true, at(5))
            .from_position("1,0,0,0,0,1/1,0,0,0,0,0 22-23 S".parse().unwrap());
        let _ = p.update(play::Message::PlayOwn(6));
        assert!(p.game().is_over());
        p
    };
    let app = App::new(crate::i18n::Lang::En);
    let words = |id: &str, n: u8, why: Option<&str>| {
        let mut args = vec![
            ("level", n.into()),
            ("name", app.i18n().tr(at(n).name_id()).into()),
        ];
        if let Some(why) = why {
            args.push(("why", why.into()));
        }
        app.i18n().tr_with(id, &args)
    };
    let mut p = over();
    p.adapted(at(4));
    assert_eq!(p.level_line(app.i18n()), words("play-adapt-down", 4, None));
    assert_eq!(
        p.opponent(),
        Opponent::Computer {
            level: at(4),
            side: crate::engine::Side::North
        }
    );
    let mut p = over();
    p.adapted(at(5));
    let outcome = p.game().end().unwrap().outcome;
    let why = match outcome {
        Outcome::Draw => "draw",
        _ => "other",
    };
    assert_eq!(
        p.level_line(app.i18n()),
        words("play-adapt-same", 5, Some(why))
    );
}
