//! Games between two devices through the app's screens, as a classroom
//! plays them: Ana's device (English) and Ben's (Spanish) against a real
//! class server (in this process, on 127.0.0.1 only). Ana presses "Play
//! a classmate" and chooses Ben; Ben's device shows the invitation in
//! Spanish and he accepts; moves go both ways, each sown on the other
//! device; a move the server refuses is said in words and the board
//! shows the game as the server has it; a draw is offered and refused, a
//! move asked back and granted; Ana picks her card on a third device and
//! continues the game there; Ben resigns (asked twice), and the end is
//! said in words and opens in the review.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::time::Duration;

use app_server::{Server, add_child, device, device_in, send, server, tick};
use iced::time::Instant;
use wahree::app::duel::classmates;
use wahree::app::duel::game::{self, DuelGame};
use wahree::app::play::BoardMessage;
use wahree::app::{App, Message, Screen, home, picker};
use wahree::classroom::LearnerId;
use wahree::duel::{Offer, Phase, Reason, Seat, Verdict};
use wahree::engine::{House, Position, Side};
use wahree::i18n::Lang;

fn child_device(s: &Server, name: &str, lang: Lang) -> (App, LearnerId) {
    let mut app = device_in(s, lang);
    let id = add_child(&mut app, name);
    // Her card reaches the server, which then counts her as here.
    tick(&mut app, 3);
    (app, id)
}

/// To look at the screens: with `WAHREE_DUEL_SHOTS` naming a folder,
/// each moment below is drawn there as a PNG (tiny-skia, 1024x640).
fn shoot(app: &App, name: &str) {
    let Some(dir) = std::env::var_os("WAHREE_DUEL_SHOTS") else {
        return;
    };
    let path = std::path::PathBuf::from(dir).join(name);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

/// Enter pressed, as a child at a keyboard.
fn enter() -> Message {
    use iced::keyboard::{Event, Location, Modifiers, key};
    let enter = key::Key::Named(key::Named::Enter);
    Message::Key(Event::KeyPressed {
        key: enter.clone(),
        modified_key: enter,
        physical_key: key::Physical::Unidentified(key::NativeCode::Unidentified),
        location: Location::Standard,
        modifiers: Modifiers::empty(),
        text: None,
        repeat: false,
    })
}

/// The device looks again (its sync loop's clock, a while later).
fn look(app: &mut App) {
    tick(app, 30);
}

fn duel(app: &App) -> &DuelGame {
    match app.screen() {
        Screen::Duel(g) => g,
        _ => panic!("not on a game's screen"),
    }
}

fn press(app: &mut App, m: game::Message) {
    send(app, Message::DuelGame(m));
}

/// The child taps their house `own` (1 to 6), and any sowing ends.
fn tap(app: &mut App, own: u8) {
    let side: Side = duel(app).seat().expect("seated").into();
    let house = House::from_own(side, own).unwrap();
    press(app, game::Message::Board(BoardMessage::Clicked(house)));
    finish_sowing(app);
}

fn finish_sowing(app: &mut App) {
    // The first frame starts the sowing's clock; one a minute later ends it.
    let now = Instant::now();
    send(app, Message::DuelGame(game::Message::Frame(now)));
    let later = now + Duration::from_secs(60);
    send(app, Message::DuelGame(game::Message::Frame(later)));
    assert!(!duel(app).is_animating());
}

/// What the game's screen says, on one line.
fn words(app: &App) -> String {
    duel(app).words(app.i18n()).join(" ")
}

/// The server's position of the game on `app`'s screen.
fn position(app: &App) -> Position {
    duel(app).view_seen().position.parse().unwrap()
}

#[test]
fn two_children_play_a_whole_game_through_the_apps_screens() {
    let s = server();
    let (mut ana, ana_id) = child_device(&s, "Ana", Lang::En);
    let (mut ben, ben_id) = child_device(&s, "Ben", Lang::Es);
    // Ana's device has Ben's card after its next sync.
    look(&mut ana);

    // "Play a classmate": Ben is here; Ana chooses him.
    send(&mut ana, Message::Home(home::Message::Classmates));
    let Screen::Classmates(c) = ana.screen() else {
        panic!("not on the classmates' list")
    };
    let names: Vec<&str> = c.shown.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(
        names,
        ["Ben"],
        "Ben is here, and Ana is not her own classmate"
    );
    send(
        &mut ana,
        Message::Classmates(classmates::Message::Pick(ben_id.clone())),
    );
    assert_eq!(duel(&ana).view_seen().phase, Phase::Invited);
    assert_eq!(words(&ana), "Waiting for Ben to answer…");

    // Ben is doing puzzles: his device hears of it, and a bar over his
    // screen says it (in Spanish, with Ana's name); he looks.
    send(&mut ben, Message::Home(home::Message::Puzzles));
    assert!(ben.duel_prompt().is_none());
    look(&mut ben);
    assert!(matches!(ben.screen(), Screen::Puzzles(_)));
    assert!(ben.duel_prompt().is_some());
    send(&mut ben, Message::duel(wahree::app::duel::Message::Open));
    assert_eq!(duel(&ben).view_seen().phase, Phase::Invited);
    assert_eq!(
        words(&ben),
        "¡Ana quiere jugar una partida de Wahree contigo!"
    );
    shoot(&ben, "invitation");
    // He plays, and Ana goes first (she plays South).
    press(&mut ben, game::Message::Accept(Some(false)));
    assert_eq!(duel(&ben).view_seen().phase, Phase::Playing);
    assert_eq!(duel(&ben).seat(), Some(Seat::North));
    assert!(duel(&ben).turned(), "his own row is nearest him");
    assert!(!duel(&ben).my_turn());
    assert_eq!(words(&ben), "Ana está pensando su jugada…");

    look(&mut ana);
    assert_eq!(duel(&ana).seat(), Some(Seat::South));
    assert!(!duel(&ana).turned());
    assert!(duel(&ana).my_turn());
    assert_eq!(words(&ana), "Your move! Pick one of your houses.");

    // Ana's house 1: sown on her board at once, and on Ben's when his
    // device hears of it.
    tap(&mut ana, 1);
    assert_eq!(duel(&ana).view_seen().moves, vec![0]);
    assert!(!duel(&ana).my_turn());
    look(&mut ben);
    assert_eq!(duel(&ben).view_seen().moves, vec![0]);
    assert!(duel(&ben).is_animating(), "her move is sown on his board");
    finish_sowing(&mut ben);
    assert_eq!(duel(&ben).shown(), position(&ben));
    // Ben's house 1 back.
    tap(&mut ben, 1);
    assert_eq!(duel(&ben).view_seen().moves, vec![0, 6]);
    look(&mut ana);
    finish_sowing(&mut ana);
    assert_eq!(duel(&ana).shown(), position(&ana));

    // Ana taps her house 1 again: it is empty, and the server refuses
    // the move. She is told why; the board is the server's.
    tap(&mut ana, 1);
    assert_eq!(
        duel(&ana).said(),
        Some("House 1 is empty, so there is nothing to sow. Pick a house with seeds in it.")
    );
    assert_eq!(duel(&ana).view_seen().moves, vec![0, 6]);
    assert_eq!(duel(&ana).shown(), position(&ana));
    assert!(duel(&ana).my_turn(), "still her move");
    // Her house 6 then.
    tap(&mut ana, 6);
    assert_eq!(duel(&ana).said(), None);
    assert_eq!(duel(&ana).view_seen().moves.len(), 3);
    look(&mut ben);
    finish_sowing(&mut ben);
    assert_eq!(duel(&ben).view_seen().moves.len(), 3);

    // Ben offers a draw; Ana sees it and says no.
    press(&mut ben, game::Message::OfferDraw);
    assert_eq!(
        duel(&ben).view_seen().offer,
        Some(Offer::Draw { by: Seat::North })
    );
    look(&mut ana);
    assert!(words(&ana).ends_with("Ben offers a draw. Do you agree?"));
    shoot(&ana, "draw-offer");
    shoot(&ben, "draw-offered");
    press(&mut ana, game::Message::Answer(false));
    assert_eq!(duel(&ana).view_seen().offer, None);

    // Ben moves; Ana asks to take her next move back, and Ben says yes:
    // both boards go back.
    tap(&mut ben, 2);
    look(&mut ana);
    finish_sowing(&mut ana);
    let before = duel(&ana).view_seen().moves.clone();
    let house = position(&ana).legal_moves().next().unwrap();
    tap(&mut ana, house.own_number());
    assert_eq!(duel(&ana).view_seen().moves.len(), before.len() + 1);
    press(&mut ana, game::Message::AskTakeBack);
    look(&mut ben);
    finish_sowing(&mut ben);
    assert!(words(&ben).ends_with("Ana pide deshacer su última jugada. ¿Te parece bien?"));
    press(&mut ben, game::Message::Answer(true));
    assert_eq!(duel(&ben).view_seen().moves, before);
    look(&mut ana);
    assert_eq!(duel(&ana).view_seen().moves, before);
    assert_eq!(duel(&ana).shown(), position(&ana), "the board went back");
    assert!(duel(&ana).my_turn());

    // Ana leaves the game (it waits) and picks her card on a third
    // device: Home there offers "Continue", and the game is there.
    press(&mut ana, game::Message::Leave);
    assert!(matches!(ana.screen(), Screen::Home(_)));
    let mut third = device(&s);
    send(
        &mut third,
        Message::Picker(picker::Message::Pick(ana_id.clone())),
    );
    look(&mut third);
    send(&mut third, Message::Home(home::Message::Duel));
    assert_eq!(duel(&third).view_seen().moves, before);
    assert_eq!(duel(&third).seat(), Some(Seat::South));
    assert_eq!(duel(&third).shown(), position(&third));
    let house = position(&third).legal_moves().next().unwrap();
    tap(&mut third, house.own_number());
    assert_eq!(duel(&third).view_seen().moves.len(), before.len() + 1);
    // Her first device no longer plays for her: Home offers nothing.
    look(&mut ana);
    send(&mut ana, Message::Home(home::Message::Duel));
    assert!(matches!(ana.screen(), Screen::Home(_)));

    // Ben gives up, asked first whether he really does.
    look(&mut ben);
    finish_sowing(&mut ben);
    press(&mut ben, game::Message::Resign);
    assert_eq!(words(&ben), "¿De verdad quieres rendirte en esta partida?");
    assert_eq!(duel(&ben).view_seen().phase, Phase::Playing);
    press(&mut ben, game::Message::Sure(true));
    let end = duel(&ben).view_seen().end.expect("over");
    assert_eq!(end.reason, Reason::Resigned);
    assert_eq!(end.verdict, Some(Verdict::SouthWon));
    assert!(words(&ben).starts_with("Esta vez ganó Ana."));
    shoot(&ben, "over");
    look(&mut third);
    assert_eq!(duel(&third).view_seen().phase, Phase::Over);
    assert!(
        words(&third).starts_with("You won! Well played! Ben gave up."),
        "{}",
        words(&third)
    );
    // The finished game opens in the review, seen from her side.
    press(&mut third, game::Message::Review);
    let Screen::Review(_) = third.screen() else {
        panic!("not in the review")
    };
}

#[test]
fn a_move_pushed_is_looked_at_at_once_and_a_game_paired_by_the_teacher_waits_on_home() {
    use iced_test::futures::futures::{StreamExt, executor::block_on};
    use std::sync::{Arc, mpsc};
    use wahree::app::duel::Message as D;
    use wahree::app::remote::desktop::Desktop;
    use wahree::app::remote::duel as calls;
    use wahree::app::remote::push::Push;
    use wahree::app::remote::{Remote, Transport};

    let s = server();
    let (mut ana, ana_id) = child_device(&s, "Ana", Lang::En);
    let (mut ben, ben_id) = child_device(&s, "Ben", Lang::En);
    look(&mut ana);
    look(&mut ben);

    // The teacher pairs them: the game begins at once, and each child's
    // Home offers it.
    let base = format!("http://{}", s.addr);
    let teacher = Remote::new(Arc::new(Desktop::new()), &base);
    block_on(wahree::app::remote::api::sign_in(
        teacher.clone(),
        s.code.clone(),
        "password1".into(),
    ))
    .unwrap();
    block_on(calls::pair(teacher, ana_id.clone(), ben_id.clone())).unwrap();
    for app in [&mut ana, &mut ben] {
        look(app);
        // Enter takes the card Home shows, the game, though a lesson to
        // start waits behind it.
        assert!(app.card().is_some());
        send(app, enter());
        assert_eq!(duel(app).view_seen().phase, Phase::Playing);
    }
    assert!(duel(&ana).my_turn(), "the child named first plays South");

    // Ben's device's stream, as the app holds it.
    let token = ben.classroom().link().expect("joined").token.clone();
    let remote = Remote::new(Arc::new(Desktop::new()) as Arc<dyn Transport>, &base);
    let stream = remote.listen(calls::stream(&token));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        block_on(stream.for_each(|p| {
            let _ = tx.send(p);
            async {}
        }))
    });
    let hear = || rx.recv_timeout(Duration::from_secs(10)).expect("pushed");
    assert_eq!(hear(), Push::Open);
    let mut last = 0;
    while let Ok(Push::Event(n)) = rx.recv_timeout(Duration::from_millis(500)) {
        last = n;
    }

    tap(&mut ana, 3);
    let Push::Event(moved) = hear() else {
        panic!("Ana's move pushed")
    };
    assert!(moved > last);
    // Told of it, Ben's device looks at once (no clock ticked): her move
    // is sown on his board.
    assert!(duel(&ben).view_seen().moves.is_empty());
    send(&mut ben, Message::duel(D::Pushed(Push::Event(moved))));
    assert_eq!(duel(&ben).view_seen().moves, vec![2]);
    assert!(duel(&ben).is_animating());
    assert!(duel(&ben).my_turn());
}

/// An invitation nobody answers in two minutes: Ana's device says Ben did
/// not answer in time, Ben's that it is over, his late "yes" is refused in
/// words, and Ana can invite him again. (Two minutes pass by moving the
/// invitation's time back in the database.)
#[test]
fn an_invitation_nobody_answers_ends_and_the_challenger_s_device_says_so() {
    let s = server();
    let (mut ana, _) = child_device(&s, "Ana", Lang::En);
    let (mut ben, ben_id) = child_device(&s, "Ben", Lang::En);
    look(&mut ana);
    send(&mut ana, Message::Home(home::Message::Classmates));
    send(
        &mut ana,
        Message::Classmates(classmates::Message::Pick(ben_id.clone())),
    );
    assert_eq!(words(&ana), "Waiting for Ben to answer…");
    look(&mut ben);
    send(&mut ben, Message::duel(wahree::app::duel::Message::Open));
    assert_eq!(duel(&ben).view_seen().phase, Phase::Invited);

    // Two minutes and a second go by (the invitation made that long ago).
    let url = s.db_url().to_owned();
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async {
        let db = wahree::server::Db::open(&url).await.unwrap();
        let (id, state): (String, String) = sqlx::query_as("SELECT id, state FROM duels")
            .fetch_one(&db.pool)
            .await
            .unwrap();
        let mut state: serde_json::Value = serde_json::from_str(&state).unwrap();
        let back = wahree::duel::INVITATION_MS + 1000;
        let created = state["created"].as_u64().unwrap() - back;
        state["created"] = created.into();
        sqlx::query("UPDATE duels SET created = $1, state = $2 WHERE id = $3")
            .bind(created as i64)
            .bind(state.to_string())
            .bind(&id)
            .execute(&db.pool)
            .await
            .unwrap();
    });

    // Ana's device looks: her invitation is over, in words.
    look(&mut ana);
    assert_eq!(duel(&ana).view_seen().phase, Phase::Expired);
    assert_eq!(
        words(&ana),
        "Ben did not answer in time, so your invitation is over. You can invite Ben again!"
    );
    // Ben's "yes" comes too late: refused, and his device, looking again
    // at once, says the invitation is over.
    press(&mut ben, game::Message::Accept(Some(false)));
    look(&mut ben);
    assert_eq!(duel(&ben).view_seen().phase, Phase::Expired);
    assert!(duel(&ben).view_seen().seats.is_none(), "no game began");
    assert_eq!(
        words(&ben),
        "This invitation waited too long and is over. You can invite Ana yourself!"
    );

    // Ana invites Ben again.
    press(&mut ana, game::Message::Leave);
    assert!(matches!(ana.screen(), Screen::Home(_)));
    send(&mut ana, Message::Home(home::Message::Classmates));
    send(
        &mut ana,
        Message::Classmates(classmates::Message::Pick(ben_id.clone())),
    );
    assert_eq!(duel(&ana).view_seen().phase, Phase::Invited);
    assert_eq!(words(&ana), "Waiting for Ben to answer…");
}
