//! The live class in a real room (issue 32 §2): what the back of the room
//! reads on the projector, what a neighbour can see on a child's device,
//! the summary in front of the class, and a game against the computer
//! ended early. A teacher's device and children's devices, each an `App`,
//! against a real class server on 127.0.0.1; the screens laid out headless
//! (iced_test, tiny-skia) and measured. With `WAHREE_LIVE_SHOTS` naming a
//! folder, the projector's moments are drawn there as PNGs.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::path::PathBuf;
use std::time::Duration;

use app_server::{Server, add_child, answer, device, send, server, sign_in_teacher, tap, tick};
use iced::time::Instant;
use iced_test::Simulator;
use wahree::app::live::{device as child, projector, start};
use wahree::app::remote::live::Action;
use wahree::app::{App, Message, Screen, home, picker, settings, teacher};
use wahree::classroom::{BoardSize, LearnerId};
use wahree::engine::{House, Position};
use wahree::live::{Phase, VotePhase};

const PROJECTOR: (f32, f32) = (1920.0, 1080.0);

fn drawn(app: &App, size: (f32, f32)) -> Simulator<'_, Message> {
    // SAFETY: set before any simulator reads it; the same value everywhere.
    unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") };
    Simulator::with_size(wahree::app::settings(), size, app.view())
}

/// The height of the text `words` as laid out, if it is on the screen.
fn height_of(app: &App, size: (f32, f32), words: &str) -> Option<f32> {
    let mut ui = drawn(app, size);
    ui.find(words).ok().map(|t| t.bounds().height)
}

fn shows(app: &App, size: (f32, f32), words: &str) -> bool {
    height_of(app, size, words).is_some()
}

fn shoot(app: &App, name: &str, size: (f32, f32)) {
    let Some(dir) = std::env::var_os("WAHREE_LIVE_SHOTS") else {
        return;
    };
    let path = PathBuf::from(dir).join(name);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui = drawn(app, size);
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

fn child_device(s: &Server, name: &str) -> App {
    let mut app = device(s);
    add_child(&mut app, name);
    app
}

/// The teacher, signed in on a device of the class set to the projector's
/// size: the teacher's view.
fn teacher_device(s: &Server) -> App {
    let mut app = device(s);
    send(
        &mut app,
        Message::Picker(picker::Message::Pick(LearnerId::guest())),
    );
    send(&mut app, Message::Home(home::Message::Settings));
    send(
        &mut app,
        Message::Settings(settings::Message::Size(BoardSize::Projector)),
    );
    send(&mut app, Message::Settings(settings::Message::Home));
    sign_in_teacher(&mut app);
    assert!(matches!(app.screen(), Screen::Teacher(t) if t.online().is_some()));
    app
}

fn projector(app: &App) -> &projector::Projector {
    match app.screen() {
        Screen::Projector(p) => p,
        _ => panic!("not on the projector"),
    }
}

fn child_screen(app: &App) -> &child::LiveDevice {
    match app.screen() {
        Screen::LiveDevice(d) => d,
        _ => panic!("not in the live session"),
    }
}

fn look(app: &mut App) {
    send(
        app,
        Message::live(wahree::app::live::Message::Tick(Instant::now())),
    );
}

fn act(app: &mut App, a: Action) {
    send(app, Message::Projector(projector::Message::Act(a)));
}

fn join(k: &mut App) {
    tick(k, 10);
    send(k, Message::live(wahree::app::live::Message::Join));
    tick(k, 2);
    assert!(matches!(k.screen(), Screen::LiveDevice(_)));
}

#[test]
fn a_challenge_as_the_room_sees_it() {
    let s = server();
    let mut kids: Vec<App> = ["Ana", "Ben", "Cai"]
        .iter()
        .map(|n| child_device(&s, n))
        .collect();
    let mut t = teacher_device(&s);
    let pick = Message::LiveStart;
    send(&mut t, Message::Teacher(teacher::Message::Live));
    // The timer's line of a challenge is about answers.
    let i18n = t.i18n();
    assert!(shows(&t, PROJECTOR, &i18n.tr("live-start-timer")));
    send(
        &mut t,
        pick(start::Message::Source(start::Source::Theme(Some(
            wahree::content::Theme::Capture,
        )))),
    );
    send(&mut t, pick(start::Message::Count(2)));
    send(&mut t, pick(start::Message::Timer(None)));
    send(
        &mut t,
        pick(start::Message::Hints(wahree::live::Hints::Counted)),
    );
    send(&mut t, pick(start::Message::Start));
    assert_eq!(
        projector(&t).view_seen().challenge.as_ref().unwrap().phase,
        Phase::Lobby
    );

    // On a child's Home the prompt runs across the top, and the card to
    // continue (or start) stays.
    tick(&mut kids[0], 10);
    assert!(kids[0].live_prompt().is_some());
    assert!(matches!(kids[0].screen(), Screen::Home(_)));
    let home = (1024.0, 640.0);
    let k0 = kids[0].i18n();
    let join_words = k0.tr("live-prompt-join");
    let prompt_words = k0.tr("live-prompt-challenge");
    let card_key = [k0.tr("home-start-key"), k0.tr("home-continue-key")];
    assert!(shows(&kids[0], home, &join_words), "the prompt's Join");
    let prompt_at = height_of(&kids[0], home, &prompt_words);
    assert!(prompt_at.is_some(), "the prompt's words");
    assert!(
        card_key.iter().any(|k| shows(&kids[0], home, k)),
        "Home's card to continue is still there"
    );
    {
        let mut ui = drawn(&kids[0], home);
        let top = ui.find(prompt_words.as_str()).unwrap().bounds().y;
        assert!(top < 40.0, "the prompt is at the top: {top}");
    }
    // The lobby: nobody here yet, then each child who joins.
    look(&mut t);
    let here = |t: &App, n: usize| {
        t.i18n().tr_with(
            "live-lobby-here",
            &[("here", n.into()), ("total", 3.into())],
        )
    };
    assert!(shows(&t, PROJECTOR, &here(&t, 0)));
    for (i, k) in kids.iter_mut().enumerate() {
        join(k);
        look(&mut t);
        assert_eq!(projector(&t).here().len(), i + 1, "child {i} is here");
    }
    shoot(&t, "live-room-lobby-en", PROJECTOR);
    let h = height_of(&t, PROJECTOR, &here(&t, 3)).expect("Here: 3 of 3.");
    assert!(h >= 50.0, "read from the back: {h} px");
    let marked = t.i18n().tr("live-card-here");
    assert!(shows(&t, PROJECTOR, &marked), "a card marked here");

    // The first puzzle.
    act(&mut t, Action::Next);
    for k in &mut kids {
        tick(k, 2);
    }
    let open: Position = {
        let v = child_screen(&kids[0]).view_seen();
        let p = v.challenge.as_ref().unwrap().puzzle.as_ref().unwrap();
        p.position.parse().unwrap()
    };
    // While answering with hints allowed: the houses' keys and H.
    for k in &kids {
        let d = child_screen(k);
        assert_eq!(d.keys(k.i18n()), k.i18n().tr("live-device-keys-hint"));
    }
    send(&mut kids[2], Message::LiveDevice(child::Message::Hint));
    answer(&mut kids[0], true);
    answer(&mut kids[1], false);
    answer(&mut kids[2], true);
    // Nothing on a device tells a neighbour who was right: the last move
    // of an answer, right or wrong, is not sown; the board is the
    // puzzle's as it was; and no house can be played, so the keys line
    // offers none.
    for (i, k) in kids.iter_mut().enumerate() {
        tick(k, 2);
        let d = child_screen(k);
        assert!(!d.is_animating(), "child {i}");
        assert_eq!(d.board(), open, "child {i}: the board as it was");
        assert_eq!(
            d.keys(k.i18n()),
            k.i18n().tr("live-device-keys-wait"),
            "child {i}"
        );
    }

    // The projector from the back of the room: the count of answers as
    // big as the headline, the keys line far bigger than a desk's.
    look(&mut t);
    shoot(&t, "live-room-projector-en", PROJECTOR);
    let i18n = t.i18n();
    let answers = i18n.tr_with(
        "live-answered-count",
        &[("answered", 3.into()), ("total", 3.into())],
    );
    let h = height_of(&t, PROJECTOR, &answers).expect("Answers: 3 of 3.");
    assert!(h >= 50.0, "Answers: {h} px tall");
    let keys = i18n.tr("live-projector-keys");
    let first_key = keys.split(" · ").next().unwrap();
    let h = height_of(&t, PROJECTOR, first_key).expect("the keys line");
    assert!(h >= 30.0, "keys line: {h} px tall");

    act(&mut t, Action::Reveal);
    for _ in 0..6 {
        let later = Instant::now() + Duration::from_secs(60);
        send(&mut t, Message::Projector(projector::Message::Frame(later)));
        send(&mut t, Message::Projector(projector::Message::Step));
    }
    shoot(&t, "live-room-reveal-en", PROJECTOR);
    act(&mut t, Action::Next);
    for k in &mut kids {
        tick(k, 2);
        answer(k, true);
    }
    act(&mut t, Action::End);
    let report = projector(&t).report().expect("the summary").clone();
    assert_eq!(report.challenge.as_ref().unwrap().learners.len(), 3);

    let first_ids = projector(&t)
        .view_seen()
        .challenge
        .as_ref()
        .unwrap()
        .ids
        .clone();
    assert_eq!(first_ids.len(), 2);

    // The summary names no child until the teacher chooses to.
    shoot(&t, "live-room-summary-en", PROJECTOR);
    assert!(!projector(&t).names_shown());
    for name in ["Ana", "Ben", "Cai"] {
        assert!(!shows(&t, PROJECTOR, name), "{name} named by default");
    }
    let show = t.i18n().tr("live-summary-show-children");
    assert!(shows(&t, PROJECTOR, &show));
    send(&mut t, Message::Projector(projector::Message::Names));
    shoot(&t, "live-room-summary-names-en", PROJECTOR);
    for name in ["Ana", "Ben", "Cai"] {
        assert!(shows(&t, PROJECTOR, name), "{name} named once chosen");
    }
    // Cai used a hint, and the summary marks it.
    let hinted = t
        .i18n()
        .tr_with("live-summary-child-hints", &[("hints", 1.into())]);
    let mut ui = drawn(&t, PROJECTOR);
    let cai = ui.find("Cai").unwrap().bounds();
    let mark = ui.find(hinted.as_str()).expect("the hint marked").bounds();
    assert!(
        (mark.center_y() - cai.center_y()).abs() < 10.0,
        "on Cai's line"
    );
    drop(ui);

    // The same choice again: the class gets puzzles it has not solved.
    send(&mut t, Message::Projector(projector::Message::Back));
    send(&mut t, Message::Teacher(teacher::Message::Live));
    send(
        &mut t,
        pick(start::Message::Source(start::Source::Theme(Some(
            wahree::content::Theme::Capture,
        )))),
    );
    send(&mut t, pick(start::Message::Count(2)));
    send(&mut t, pick(start::Message::Start));
    let again = &projector(&t).view_seen().challenge.as_ref().unwrap().ids;
    assert_eq!(again.len(), 2);
    assert!(
        again.iter().all(|id| !first_ids.contains(id)),
        "{again:?} after {first_ids:?}"
    );
}

#[test]
fn a_game_against_the_computer_tied_and_ended_early() {
    let s = server();
    let mut kids: Vec<App> = ["Ana", "Ben"].iter().map(|n| child_device(&s, n)).collect();
    let mut t = teacher_device(&s);
    let pick = Message::LiveStart;
    send(&mut t, Message::Teacher(teacher::Message::Live));
    send(&mut t, pick(start::Message::Kind(start::Kind::Vote)));
    // The vote's timer says it is for a vote.
    let i18n = t.i18n();
    assert!(shows(&t, PROJECTOR, &i18n.tr("live-start-timer-vote")));
    assert!(!shows(&t, PROJECTOR, &i18n.tr("live-start-timer")));
    send(&mut t, pick(start::Message::Level(1)));
    send(&mut t, pick(start::Message::Timer(None)));
    send(&mut t, pick(start::Message::Start));
    for k in &mut kids {
        join(k);
    }
    // Two votes for two houses: a tie, and the two houses are ringed.
    let legal: Vec<House> = Position::START.legal_moves().collect();
    let (a, b) = (legal[0], legal[1]);
    tap(&mut kids[0], a);
    tap(&mut kids[1], b);
    // A child who voted has no house left to play.
    let d = child_screen(&kids[0]);
    assert_eq!(
        d.keys(kids[0].i18n()),
        kids[0].i18n().tr("live-device-keys-wait")
    );
    look(&mut t);
    act(&mut t, Action::Close(None));
    assert!(projector(&t).is_tied());
    assert_eq!(projector(&t).tied(), [a, b]);
    look(&mut t);
    assert_eq!(projector(&t).tied(), [a, b], "kept through a look");
    shoot(&t, "live-room-tie-en", PROJECTOR);
    send(
        &mut t,
        Message::Projector(projector::Message::Board(
            wahree::app::play::BoardMessage::Clicked(a),
        )),
    );
    assert!(projector(&t).tied().is_empty(), "settled");
    // The computer answers; the teacher ends the game early.
    for _ in 0..100 {
        look(&mut t);
        let v = projector(&t).view_seen().vote.clone().unwrap();
        if matches!(v.phase, VotePhase::Voting { ply: 2, .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    act(&mut t, Action::End);
    shoot(&t, "live-room-game-ended-en", PROJECTOR);
    let i18n = t.i18n();
    assert!(shows(&t, PROJECTOR, &i18n.tr("live-game-summary-title")));
    assert!(!shows(&t, PROJECTOR, &i18n.tr("live-summary-title")));
    let moves = i18n.tr_with("live-game-moves", &[("count", 2.into())]);
    assert!(shows(&t, PROJECTOR, &moves), "what was played");
    assert!(shows(&t, PROJECTOR, &i18n.tr("live-review")));
    send(&mut t, Message::Projector(projector::Message::Review));
    assert!(matches!(t.screen(), Screen::Review(_)), "the review");
}
