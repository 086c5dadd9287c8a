//! The teacher's side of games between two devices, through the app's
//! screens against a real class server (in this process, on 127.0.0.1
//! only): the teacher, signed in on a device, opens "Games between
//! classmates" from the teacher's view, sees who is on a device, pairs
//! Ana (South) and Ben (North); both children's devices see the game and
//! play; the teacher's list says whose move it is and how many moves
//! were played; the projector shows the game big (the last move sown)
//! and all boards as a grid; a pairing of a child who plays already is
//! refused naming that child; the teacher adjourns, resumes and ends the
//! game with a result, which lands in both children's records. The move
//! timer is set as a teacher says it.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::time::Duration;

use app_server::{Server, add_child, device_in, send, server, sign_in_teacher, tick};
use iced::time::Instant;
use wahree::app::duel::class::{self, ClassGames, Show, timer_words};
use wahree::app::duel::game::{self, DuelGame};
use wahree::app::play::BoardMessage;
use wahree::app::{App, Message, Screen, home, teacher};
use wahree::classroom::LearnerId;
use wahree::duel::{Phase, Reason, Seat, Verdict};
use wahree::i18n::Lang;

fn child_device(s: &Server, name: &str, lang: Lang) -> (App, LearnerId) {
    let mut app = device_in(s, lang);
    let id = add_child(&mut app, name);
    tick(&mut app, 3);
    (app, id)
}

/// With `WAHREE_DUEL_SHOTS` naming a folder, the screen is drawn there as
/// a PNG (tiny-skia) at `size`.
fn shoot(app: &App, name: &str, size: (f32, f32)) {
    let Some(dir) = std::env::var_os("WAHREE_DUEL_SHOTS") else {
        return;
    };
    let path = std::path::PathBuf::from(dir).join(name);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), size, app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

/// The teacher's device, its board size set to the projector's, joined
/// to the class as [`app_server::device_in`] joins one.
fn projector_device(s: &Server) -> App {
    use std::sync::Arc;
    use wahree::app::settings::Message as S;
    use wahree::app::{join, remote::desktop::Desktop};
    use wahree::classroom::{BoardSize, Memory};
    let mut app = App::with_storage(Arc::new(Memory::new()), Lang::En)
        .with_transport(Arc::new(Desktop::new()))
        .with_server(&format!("http://{}", s.addr));
    send(&mut app, Message::Home(home::Message::Settings));
    send(&mut app, Message::Settings(S::Size(BoardSize::Projector)));
    send(&mut app, Message::Settings(S::Home));
    for m in app_server::outputs(app.start()) {
        send(&mut app, m);
    }
    send(
        &mut app,
        Message::Join(join::Message::Code(s.code.to_lowercase())),
    );
    send(&mut app, Message::Join(join::Message::Join));
    assert!(app.classroom().link().is_some(), "joined");
    assert_eq!(app.board_size(), BoardSize::Projector);
    app
}

fn look(app: &mut App) {
    tick(app, 30);
}

fn games(app: &App) -> &ClassGames {
    match app.screen() {
        Screen::ClassGames(c) => c,
        _ => panic!("not on the teacher's games"),
    }
}

fn press(app: &mut App, m: class::Message) {
    send(app, Message::ClassGames(m));
}

fn duel(app: &App) -> &DuelGame {
    match app.screen() {
        Screen::Duel(g) => g,
        _ => panic!("not on a game's screen"),
    }
}

/// The child on `app` plays their first legal house, and its sowing ends.
fn play_one(app: &mut App) {
    finish_sowing(app);
    let p: wahree::engine::Position = duel(app).view_seen().position.parse().unwrap();
    let house = p.legal_moves().next().unwrap();
    send(
        app,
        Message::DuelGame(game::Message::Board(BoardMessage::Clicked(house))),
    );
    finish_sowing(app);
}

fn finish_sowing(app: &mut App) {
    let later = Instant::now() + Duration::from_secs(60);
    send(app, Message::DuelGame(game::Message::Frame(Instant::now())));
    send(app, Message::DuelGame(game::Message::Frame(later)));
}

/// Every word the teacher's list says of its games, on one line.
fn list_words(app: &App) -> String {
    let c = games(app);
    let now = wahree::app::clock::millis();
    c.current()
        .flat_map(|g| c.line(app.i18n(), g, now))
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn the_teacher_pairs_two_children_follows_their_game_on_the_projector_and_ends_it() {
    let s = server();
    let (mut ana, ana_id) = child_device(&s, "Ana", Lang::En);
    let (mut ben, ben_id) = child_device(&s, "Ben", Lang::Es);
    let (mut cai, cai_id) = child_device(&s, "Cai", Lang::En);
    for app in [&mut ana, &mut ben, &mut cai] {
        look(app);
    }

    // The teacher signs in on a device of the class and opens the games.
    let mut t = projector_device(&s);
    sign_in_teacher(&mut t);
    look(&mut t);
    assert!(matches!(t.screen(), Screen::Teacher(_)));
    send(&mut t, Message::Teacher(teacher::Message::Duels));
    look(&mut t);
    let c = games(&t);
    assert!(c.loaded);
    assert!(c.current().next().is_none());
    let names: Vec<&str> = c.class.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(names.len(), 3, "{names:?}");
    for id in [&ana_id, &ben_id, &cai_id] {
        assert!(c.here.contains(id), "every child is on a device");
    }

    // The move timer, as a teacher says it; off until set.
    assert_eq!(c.timer, None);
    assert_eq!(timer_words(t.i18n(), Some(60)), "1 minute a move");
    assert_eq!(timer_words(t.i18n(), Some(30)), "30 seconds a move");
    press(&mut t, class::Message::ClassTimer(Some(120)));
    assert_eq!(games(&t).timer, Some(120));
    assert_eq!(games(&t).said, None);

    // Ana plays South (moves first), Ben North.
    press(&mut t, class::Message::South(ana_id.clone()));
    press(&mut t, class::Message::North(ben_id.clone()));
    press(&mut t, class::Message::Pair);
    assert_eq!(games(&t).said, None, "paired");
    assert_eq!(games(&t).south, None, "the choices are cleared");
    let id = {
        let g = games(&t).current().next().expect("their game");
        assert_eq!(g.seats, Some([ana_id.clone(), ben_id.clone()]));
        assert_eq!(g.seconds, Some(120), "the class's timer");
        g.id.clone()
    };
    assert_eq!(
        list_words(&t),
        "Ana (South) – Ben (North) | Ana to move | 0 moves played · last move less than a minute ago | Timer: 2 minutes a move"
    );

    // Both children's devices see it; they play two moves each.
    for app in [&mut ana, &mut ben] {
        look(app);
        send(app, Message::Home(home::Message::Duel));
        assert_eq!(duel(app).view_seen().phase, Phase::Playing);
    }
    assert_eq!(duel(&ana).seat(), Some(Seat::South));
    for _ in 0..2 {
        play_one(&mut ana);
        look(&mut ben);
        play_one(&mut ben);
        look(&mut ana);
    }
    look(&mut t);
    assert!(
        list_words(&t).contains("Ana to move | 4 moves played"),
        "{}",
        list_words(&t)
    );

    // Cai challenges nobody; the teacher pairs Cai with Ben, who plays
    // already: refused, naming Ben (not Cai).
    press(&mut t, class::Message::South(cai_id.clone()));
    press(&mut t, class::Message::North(ben_id.clone()));
    press(&mut t, class::Message::Pair);
    assert_eq!(
        games(&t).said.as_deref(),
        Some("Ben is already playing a game. End or finish that game first.")
    );
    // And the other way round: the busy child named first.
    press(&mut t, class::Message::South(ana_id.clone()));
    press(&mut t, class::Message::North(cai_id.clone()));
    press(&mut t, class::Message::Pair);
    assert_eq!(
        games(&t).said.as_deref(),
        Some("Ana is already playing a game. End or finish that game first.")
    );
    assert_eq!(games(&t).current().count(), 1, "nothing was paired");

    // The projector: their game big. Ana moves; the push (here: the look)
    // brings it, and it is sown on the projector's board.
    press(&mut t, class::Message::Project(id.clone()));
    assert_eq!(games(&t).show, Show::One(id.clone()));
    play_one(&mut ana);
    look(&mut t);
    let c = games(&t);
    assert_eq!(c.games[0].moves.len(), 5);
    let b = c.board(&id).expect("its board");
    assert!(b.stage.sowing.is_some(), "the last move is sown");
    assert!(c.is_animating());
    shoot(&t, "projector-one", (1920.0, 1080.0));
    // Its frames end the sowing: the board shows the server's position.
    press(&mut t, class::Message::Frame(Instant::now()));
    press(
        &mut t,
        class::Message::Frame(Instant::now() + Duration::from_secs(60)),
    );
    let c = games(&t);
    assert!(!c.is_animating());
    assert_eq!(
        c.board(&id).unwrap().stage.shown.to_string(),
        c.games[0].position
    );

    // A second game (Cai and a fourth child), and all boards.
    let (mut dan, dan_id) = child_device(&s, "Dan", Lang::It);
    look(&mut dan);
    look(&mut t);
    press(&mut t, class::Message::Back);
    assert_eq!(games(&t).show, Show::List);
    press(&mut t, class::Message::South(cai_id.clone()));
    press(&mut t, class::Message::North(dan_id.clone()));
    press(&mut t, class::Message::Pair);
    assert_eq!(games(&t).said, None);
    press(&mut t, class::Message::AllBoards);
    assert_eq!(games(&t).on_boards().count(), 2);
    shoot(&t, "projector-all", (1920.0, 1080.0));
    shoot(&t, "projector-all-small", (1024.0, 640.0));
    // Esc: back to the list; again: back to the teacher's view (kept).
    // (The browser's Back is what Esc does.)
    send(&mut t, Message::Back);
    assert_eq!(games(&t).show, Show::List);
    shoot(&t, "teacher-games", (1024.0, 640.0));

    // Adjourned: nobody moves; resumed.
    press(&mut t, class::Message::Adjourn(id.clone()));
    assert!(list_words(&t).contains("Adjourned"));
    look(&mut ben);
    assert_eq!(duel(&ben).view_seen().phase, Phase::Adjourned);
    press(&mut t, class::Message::Resume(id.clone()));
    look(&mut ben);
    assert_eq!(duel(&ben).view_seen().phase, Phase::Playing);

    // This game's own timer: "Move timer…" shows the choices, one sets
    // it on the server, and the children's screens have it.
    press(&mut t, class::Message::TimerAsk(id.clone()));
    assert_eq!(games(&t).timing.as_deref(), Some(id.as_str()));
    press(&mut t, class::Message::GameTimer(id.clone(), Some(30)));
    assert_eq!(games(&t).said, None);
    assert_eq!(games(&t).timing, None, "the choices close");
    look(&mut t);
    let g = games(&t).games.iter().find(|g| g.id == id).unwrap();
    assert_eq!(g.seconds, Some(30), "the server's");
    assert!(g.deadline.is_some(), "the child to move has the new time");
    assert!(
        list_words(&t).contains("Timer: 30 seconds a move"),
        "{}",
        list_words(&t)
    );
    look(&mut ben);
    assert_eq!(duel(&ben).view_seen().seconds, Some(30));
    // Off again: the line says nothing of a timer.
    press(&mut t, class::Message::TimerAsk(id.clone()));
    press(&mut t, class::Message::GameTimer(id.clone(), None));
    look(&mut t);
    let g = games(&t).games.iter().find(|g| g.id == id).unwrap();
    assert_eq!(g.seconds, None);
    let line = games(&t).line(t.i18n(), g, wahree::app::clock::millis());
    assert!(!line.iter().any(|l| l.contains("Move timer")), "{line:?}");
    // The other game keeps the class's timer.
    assert!(list_words(&t).contains(
        "Cai to move | 0 moves played · last move less than a minute ago | Timer: 2 minutes a move"
    ));

    // Ended with a result: Ben wins (North).
    press(&mut t, class::Message::EndAsk(id.clone()));
    press(
        &mut t,
        class::Message::End(id.clone(), Some(Verdict::NorthWon)),
    );
    assert_eq!(games(&t).said, None);
    let over = games(&t).games.iter().find(|g| g.id == id).unwrap();
    assert_eq!(over.phase, Phase::Over);
    assert_eq!(over.end.unwrap().reason, Reason::Teacher);
    assert_eq!(games(&t).current().count(), 1, "Cai's game goes on");

    // Both children's records have it, with the classmate and the side.
    for (app, me, other, won) in [
        (&mut ana, &ana_id, &ben_id, false),
        (&mut ben, &ben_id, &ana_id, true),
    ] {
        look(app);
        look(app);
        assert_eq!(duel(app).view_seen().phase, Phase::Over);
        let learner = app.learners().get(me).expect("the child");
        let rec = learner
            .games
            .recent
            .iter()
            .find(|r| r.classmate.is_some())
            .expect("the game in their record");
        let mate = rec.classmate.as_ref().unwrap();
        assert_eq!(&mate.id, other);
        assert_eq!(mate.south, me == &ana_id);
        assert_eq!(rec.game.moves.len(), 5);
        let outcome = if won {
            wahree::classroom::Outcome::Won
        } else {
            wahree::classroom::Outcome::Lost
        };
        assert_eq!(rec.outcome, Some(outcome));
        // Counted apart: not a game with a friend (level 0).
        assert!(learner.games.tally.is_empty(), "{:?}", learner.games.tally);
        assert_eq!(learner.games.classmates.played, 1);
        assert_eq!(learner.games.classmates.won, u32::from(won));
    }
    // The teacher's detail of Ben says it.
    press(&mut t, class::Message::Back);
    assert!(matches!(t.screen(), Screen::Teacher(_)));
    look(&mut t);
    send(
        &mut t,
        Message::Teacher(teacher::Message::Detail(ben_id.clone())),
    );
    let said = t.i18n().tr_with(
        "duel-teacher-record",
        &[("played", 1.into()), ("won", 1.into())],
    );
    assert_eq!(said, "Against classmates: 1 game won of 1");
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), t.view());
    assert!(ui.find(said.as_str()).is_ok(), "Ben's detail says his game");
    drop(ui);
    send(&mut t, Message::Teacher(teacher::Message::CloseDetail));
    send(&mut t, Message::Teacher(teacher::Message::Duels));
    look(&mut t);

    // Back to the teacher's view.
    press(&mut t, class::Message::Back);
    assert!(matches!(t.screen(), Screen::Teacher(_)));
}

/// "Play a classmate" is on the child's card screen as on Home (issue 29
/// §1): pressed, it lists the classmates on a device now.
#[test]
fn a_child_plays_a_classmate_from_their_card_screen_too() {
    use wahree::app::card;
    let s = server();
    let (mut ana, _) = child_device(&s, "Ana", Lang::En);
    let (mut ben, _) = child_device(&s, "Ben", Lang::En);
    look(&mut ben);
    look(&mut ana);
    send(&mut ana, Message::Home(home::Message::MyCard));
    assert!(matches!(ana.screen(), Screen::Card(_)));
    let words = ana.i18n().tr("duel-play-classmate");
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), ana.view());
    assert!(ui.find(words.as_str()).is_ok(), "the button is on the card");
    drop(ui);
    send(&mut ana, Message::Card(card::Message::Classmates));
    let Screen::Classmates(c) = ana.screen() else {
        panic!("not on the classmates' list")
    };
    let names: Vec<&str> = c.shown.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Ben"]);

    // A device in no class: no such button on the card, and the message
    // (a stray key or click) opens nothing.
    let mut alone = App::new(Lang::En);
    send(&mut alone, Message::Home(home::Message::Learner));
    add_child(&mut alone, "Cai");
    send(&mut alone, Message::Home(home::Message::MyCard));
    assert!(matches!(alone.screen(), Screen::Card(_)));
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), alone.view());
    assert!(ui.find(words.as_str()).is_err(), "no class, no classmates");
    drop(ui);
    send(&mut alone, Message::Card(card::Message::Classmates));
    assert!(matches!(alone.screen(), Screen::Card(_)));
}

/// The server's `duel-busy` names nobody: the challenger's device says
/// it to the challenger when they are the one playing already, and names
/// the classmate when the classmate is.
#[test]
fn a_busy_refusal_blames_the_child_who_is_busy() {
    use wahree::app::duel::classmates;
    let s = server();
    let (mut ana, _) = child_device(&s, "Ana", Lang::En);
    let (mut ben, _) = child_device(&s, "Ben", Lang::En);
    let (mut cai, cai_id) = child_device(&s, "Cai", Lang::En);
    for app in [&mut ana, &mut ben, &mut cai] {
        look(app);
    }
    // The teacher pairs Ana and Ben.
    let mut t = projector_device(&s);
    sign_in_teacher(&mut t);
    look(&mut t);
    send(&mut t, Message::Teacher(teacher::Message::Duels));
    look(&mut t);
    let ana_id = games(&t)
        .class
        .iter()
        .find(|k| k.name == "Ana")
        .unwrap()
        .id
        .clone();
    press(&mut t, class::Message::South(ana_id.clone()));
    let ben_id = games(&t)
        .class
        .iter()
        .find(|k| k.name == "Ben")
        .unwrap()
        .id
        .clone();
    press(&mut t, class::Message::North(ben_id));
    press(&mut t, class::Message::Pair);
    assert_eq!(games(&t).said, None);
    look(&mut ana);
    look(&mut cai);

    // Ana, who plays already, challenges Cai: told it is her.
    send(&mut ana, Message::Home(home::Message::Classmates));
    send(
        &mut ana,
        Message::Classmates(classmates::Message::Pick(cai_id)),
    );
    let Screen::Classmates(c) = ana.screen() else {
        panic!("still on the classmates' list")
    };
    assert_eq!(
        c.said.as_deref(),
        Some("You are already playing a game. Finish it first, then you can start another!")
    );
    // Cai challenges Ana: Ana is named.
    send(&mut cai, Message::Home(home::Message::Classmates));
    send(
        &mut cai,
        Message::Classmates(classmates::Message::Pick(ana_id)),
    );
    let Screen::Classmates(c) = cai.screen() else {
        panic!("still on the classmates' list")
    };
    assert_eq!(c.said.as_deref(), Some("Ana is already playing a game."));
}
