//! The live class through the app, as a classroom runs it: a teacher's
//! device and three children's devices against a real class server (in
//! this process, on 127.0.0.1 only). The teacher starts a challenge from
//! the teacher's view; each child's screen offers to join, whatever it
//! shows; the children answer (two right, one wrong) and the projector
//! shows three answers and the moves on the board, without saying who was
//! right until "Reveal"; the reveal sows the answer, then the popular
//! wrong move and its refutation; at the end the summary counts it, and
//! each child's puzzle record has it. Then the class plays the computer:
//! three votes on the houses, the vote closed, the computer's reply.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::path::PathBuf;
use std::time::Duration;

use app_server::{Server, add_child, answer, device, send, server, sign_in_teacher, tap, tick};
use iced::time::Instant;
use wahree::app::live::{device as child, projector, start};
use wahree::app::play::BoardMessage;
use wahree::app::remote::live::Action;
use wahree::app::{App, Message, Screen, card, home, picker, settings, teacher};
use wahree::classroom::{BoardSize, LearnerId};
use wahree::engine::{House, Position};
use wahree::i18n::Lang;
use wahree::live::{Phase, VotePhase};

/// A device with `name`'s card added and picked.
fn child_device(s: &Server, name: &str) -> App {
    let mut app = device(s);
    add_child(&mut app, name);
    app
}

/// To look at the screens: with `WAHREE_LIVE_SHOTS` naming a folder,
/// each moment below is drawn there as a PNG (tiny-skia, the app's fonts).
fn shoot(app: &App, name: &str, (w, h): (f32, f32)) {
    let Some(dir) = std::env::var_os("WAHREE_LIVE_SHOTS") else {
        return;
    };
    let path = PathBuf::from(dir).join(name);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), (w, h), app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

/// The teacher, signed in on a device of the class set to the projector's
/// size: the teacher's view.
fn teacher_device(s: &Server) -> App {
    teacher_after(s, |_| {})
}

/// The teacher's device, where `before` is done on Home before the
/// teacher signs in.
fn teacher_after(s: &Server, before: impl FnOnce(&mut App)) -> App {
    let mut app = device(s);
    send(
        &mut app,
        Message::Picker(picker::Message::Pick(LearnerId::guest())),
    );
    before(&mut app);
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

/// The projector looks at its session (its clock's tick).
fn look(app: &mut App) {
    send(
        app,
        Message::live(wahree::app::live::Message::Tick(Instant::now())),
    );
}

fn act(app: &mut App, a: Action) {
    send(app, Message::Projector(projector::Message::Act(a)));
}

#[test]
fn a_challenge_and_a_vote_run_from_the_projector_to_every_device() {
    let s = server();
    let mut kids: Vec<App> = ["Ana", "Ben", "Cai"]
        .iter()
        .map(|n| child_device(&s, n))
        .collect();
    let mut t = teacher_device(&s);
    // Ana reads Japanese, with Italian under it.
    send(&mut kids[0], Message::Home(home::Message::MyCard));
    send(&mut kids[0], Message::Card(card::Message::Lang(Lang::Ja)));
    send(
        &mut kids[0],
        Message::Card(card::Message::Second(Some(Lang::It))),
    );
    send(&mut kids[0], Message::Card(card::Message::Done));

    // Nothing runs yet: no prompt.
    for k in &mut kids {
        tick(k, 10);
        assert!(k.live_prompt().is_none());
    }

    // The teacher chooses three capture puzzles, easy, with no timer.
    send(&mut t, Message::Teacher(teacher::Message::Live));
    assert!(matches!(t.screen(), Screen::LiveStart(_)));
    let pick = |m| Message::LiveStart(m);
    send(
        &mut t,
        pick(start::Message::Source(start::Source::Theme(Some(
            wahree::content::Theme::Capture,
        )))),
    );
    send(&mut t, pick(start::Message::Count(3)));
    send(&mut t, pick(start::Message::Timer(None)));
    send(
        &mut t,
        pick(start::Message::Hints(wahree::live::Hints::Counted)),
    );
    shoot(&t, "live-start-en", (1920.0, 1080.0));
    send(&mut t, pick(start::Message::Start));
    let p = projector(&t);
    let c = p.view_seen().challenge.as_ref().expect("a challenge");
    assert_eq!((c.puzzles, c.phase), (3, Phase::Lobby));

    // Each child is on Home; the prompt shows there, and joining keeps
    // the screen they were on for afterwards.
    for (i, k) in kids.iter_mut().enumerate() {
        tick(k, 10);
        assert!(k.live_prompt().is_some(), "the prompt");
        assert_eq!(k.live_state(), "prompt");
        shoot(k, "live-prompt", (1024.0, 640.0));
        // On Home the card beside the child's name offers it; elsewhere
        // a bar over the screen (and Enter, everywhere).
        let join = if i == 0 {
            Message::Home(home::Message::JoinLive)
        } else {
            Message::live(wahree::app::live::Message::Join)
        };
        send(k, join);
        assert!(matches!(k.screen(), Screen::LiveDevice(_)));
    }

    // The first puzzle opens on every device.
    act(&mut t, Action::Next);
    shoot(&t, "live-projector-open-small", (1280.0, 800.0));
    for k in &mut kids {
        tick(k, 2);
        let v = child_screen(k).view_seen();
        assert!(matches!(
            v.challenge.as_ref().unwrap().phase,
            Phase::Open { index: 0, .. }
        ));
    }
    shoot(&kids[0], "live-device-ja-it", (1280.0, 800.0));
    // Ana and Cai answer right (Cai after a hint), Ben wrong.
    send(&mut kids[2], Message::LiveDevice(child::Message::Hint));
    answer(&mut kids[0], true);
    shoot(&kids[0], "live-device-answered-ja-it", (1280.0, 800.0));
    answer(&mut kids[1], false);
    answer(&mut kids[2], true);
    look(&mut t);
    shoot(&t, "live-projector-en", (1920.0, 1080.0));
    shoot(&t, "live-projector-small", (1280.0, 800.0));
    assert!(
        t.live_state()
            .starts_with("projector|open-0|answered=3|played=3|solved=|views="),
        "{}",
        t.live_state()
    );
    let p = projector(&t);
    assert_eq!(p.answered().len(), 3, "three cards turned");
    let counts = p.counts();
    assert_eq!(counts.iter().sum::<u32>(), 3, "{counts:?}");
    // The children's devices have not learnt who was right.
    for k in &mut kids {
        tick(k, 2);
        let d = child_screen(k);
        assert!(d.view_seen().mine.iter().all(|m| m.solved.is_none()));
        assert!(d.view_seen().challenge.as_ref().unwrap().tally.is_none());
    }

    // Reveal: the answer, then the wrong move and its refutation, one
    // move at a time.
    act(&mut t, Action::Reveal);
    let p = projector(&t);
    let c = p.view_seen().challenge.as_ref().unwrap();
    let r = c.reveal.as_ref().expect("revealed");
    assert_eq!((r.answered, r.solved), (3, 2));
    let wrong = r.wrong.expect("Ben's wrong move");
    assert_eq!(wrong.count, 1);
    let before = p.is_animating();
    assert!(!before);
    send(&mut t, Message::Projector(projector::Message::Step));
    assert!(projector(&t).is_animating(), "the answer is sown");
    for _ in 0..4 {
        let later = Instant::now() + Duration::from_secs(60);
        send(&mut t, Message::Projector(projector::Message::Frame(later)));
        send(&mut t, Message::Projector(projector::Message::Step));
    }
    shoot(&t, "live-reveal-en", (1920.0, 1080.0));
    let said = projector(&t).below(t.i18n());
    assert!(!said.is_empty(), "the reveal's words");
    // Each child now learns whether they were right.
    let verdicts: Vec<Option<bool>> = kids
        .iter_mut()
        .map(|k| {
            tick(k, 2);
            let d = child_screen(k);
            d.view_seen()
                .mine
                .iter()
                .find(|m| m.index == 0)
                .and_then(|m| m.solved)
        })
        .collect();
    assert_eq!(verdicts, [Some(true), Some(false), Some(true)]);
    assert!(
        kids[1]
            .live_state()
            .starts_with("device|revealed-0|answered=yes|right=no|")
    );

    // The two other puzzles: everyone right, then the end.
    for index in 1..3 {
        act(&mut t, Action::Next);
        // Nothing said of the last puzzle stays under this one.
        look(&mut t);
        let said = projector(&t).below(t.i18n());
        assert!(said.is_empty(), "puzzle {index}: {said:?}");
        for k in &mut kids {
            tick(k, 2);
            assert!(matches!(
                child_screen(k).view_seen().challenge.as_ref().unwrap().phase,
                Phase::Open { index: i, .. } if i == index
            ));
            answer(k, true);
        }
        act(&mut t, Action::Reveal);
    }
    act(&mut t, Action::End);
    shoot(&t, "live-summary-en", (1920.0, 1080.0));
    let report = projector(&t).report().expect("the summary").clone();
    let summary = report.challenge.expect("a challenge's summary");
    assert_eq!(t.live_state(), "projector|summary|solved=2,3,3");
    let solved: Vec<u32> = summary.puzzles.iter().map(|p| p.solved).collect();
    assert_eq!(solved, [2, 3, 3]);
    assert_eq!(summary.puzzles[0].clean, 1, "Cai's hint is counted");
    assert_eq!(summary.puzzles[1].clean, 3);
    let first = summary.puzzles[0].id.clone();

    // The children's devices say it is over; back to what they did. With
    // the next sync each child's puzzle record has the challenge's puzzles.
    for (i, k) in kids.iter_mut().enumerate() {
        tick(k, 2);
        assert!(child_screen(k).view_seen().ended);
        send(k, Message::LiveDevice(child::Message::Leave));
        assert!(matches!(k.screen(), Screen::Home(_)));
        tick(k, 30);
        let record = k.puzzle_results().get(&first).cloned();
        let record = record.unwrap_or_else(|| panic!("child {i}: no record of {first}"));
        assert_eq!(record.solved, i != 1, "child {i}");
    }

    // The class against the computer: level 1, the class plays South.
    send(&mut t, Message::Projector(projector::Message::Back));
    assert!(matches!(t.screen(), Screen::Teacher(_)));
    send(&mut t, Message::Teacher(teacher::Message::Live));
    send(&mut t, pick(start::Message::Kind(start::Kind::Vote)));
    send(&mut t, pick(start::Message::Level(1)));
    send(&mut t, pick(start::Message::Timer(None)));
    send(&mut t, pick(start::Message::Start));
    assert!(projector(&t).view_seen().vote.is_some());
    let start = Position::START;
    let first_move = start.legal_moves().next().unwrap();
    for k in &mut kids {
        tick(k, 10);
        assert!(k.live_prompt().is_some());
        send(k, Message::live(wahree::app::live::Message::Join));
        tick(k, 2);
        tap(k, first_move);
    }
    look(&mut t);
    shoot(&t, "live-vote-en", (1920.0, 1080.0));
    shoot(&kids[1], "live-vote-device", (1024.0, 640.0));
    assert_eq!(projector(&t).counts()[first_move.index()], 3);
    act(&mut t, Action::Close(None));
    // The computer answers (on the server, a moment later).
    let mut moves = 0;
    for _ in 0..50 {
        look(&mut t);
        let v = projector(&t).view_seen().vote.clone().unwrap();
        moves = v.moves.len();
        if moves >= 2 && matches!(v.phase, VotePhase::Voting { ply: 2, .. }) {
            break;
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    assert_eq!(moves, 2, "the class's move and the computer's");
    act(&mut t, Action::End);
    assert!(projector(&t).view_seen().ended);
}

/// The server pushes each change: a device's stream, held by the
/// desktop's own transport, hears the puzzle opened and the answer; the
/// projector and a device told of a change look at once, with no clock's
/// tick between.
#[test]
fn each_change_is_pushed_and_looked_at_at_once() {
    use iced_test::futures::futures::{StreamExt, executor::block_on};
    use std::sync::{Arc, mpsc};
    use wahree::app::live::Message as L;
    use wahree::app::remote::desktop::Desktop;
    use wahree::app::remote::push::{self, Push};
    use wahree::app::remote::{Remote, Transport};

    let s = server();
    let mut k = child_device(&s, "Ana");
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Live));
    send(&mut t, Message::LiveStart(start::Message::Timer(None)));
    send(&mut t, Message::LiveStart(start::Message::Start));
    let session = projector(&t).session().to_owned();
    tick(&mut k, 10);
    send(&mut k, Message::live(L::Join));
    assert!(matches!(k.screen(), Screen::LiveDevice(_)));

    // The device's stream, as the app holds it.
    let token = k.classroom().link().expect("joined").token.clone();
    let desktop: Arc<dyn Transport> = Arc::new(Desktop::new());
    let remote = Remote::new(desktop, &format!("http://{}", s.addr));
    let stream = remote.listen(push::device(&session, &token));
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        block_on(stream.for_each(|p| {
            let _ = tx.send(p);
            async {}
        }))
    });
    let hear = || rx.recv_timeout(Duration::from_secs(10)).expect("pushed");
    assert_eq!(hear(), Push::Open);
    // What happened before the stream opened comes first.
    let mut last = 0;
    while let Ok(Push::Event(n)) = rx.recv_timeout(Duration::from_millis(500)) {
        last = n;
    }

    act(&mut t, Action::Next);
    let Push::Event(opened) = hear() else {
        panic!("the puzzle's opening pushed")
    };
    assert!(opened > last);

    // Told of the change, the device looks at once: the puzzle is open.
    send(&mut k, Message::live(L::Pushed(Push::Event(opened))));
    assert!(
        k.live_state().starts_with("device|open-0|answered=no|"),
        "{}",
        k.live_state()
    );
    assert!(k.live_state().ends_with("|push=on"), "{}", k.live_state());
    answer(&mut k, true);
    let Push::Event(answered) = hear() else {
        panic!("the answer pushed")
    };
    assert!(answered > opened);

    // The projector, told of it, looks at once: one answer on its board.
    assert!(t.live_state().starts_with("projector|open-0|answered=0|"));
    send(&mut t, Message::live(L::Pushed(Push::Event(answered))));
    let state = t.live_state();
    assert!(
        state.starts_with("projector|open-0|answered=1|played=1|"),
        "{state}"
    );
    assert!(state.ends_with("|push=on"), "{state}");

    // A lost stream: the projector's looks every beat come back.
    send(&mut t, Message::live(L::Pushed(Push::Lost)));
    assert!(t.live_state().ends_with("|push=off"));
}

/// Positions kept on the teacher's board are a challenge's puzzles: the
/// start offers them, the server asks them, a child answers one.
#[test]
fn a_challenge_of_positions_from_the_teachers_board() {
    use wahree::app::board::{self, form};
    use wahree::live::wire::Choice;

    let s = server();
    let mut k = child_device(&s, "Ana");
    let mut kept = None;
    let mut t = teacher_after(&s, |app| {
        send(app, Message::Home(home::Message::TeacherBoard));
        send(app, Message::Board(board::Message::OpenForm));
        // A goal with an answer at the opening: play a given house.
        let kind = form::Message::Kind(form::GoalKind::Play);
        send(app, Message::Board(board::Message::Form(kind)));
        send(
            app,
            Message::Board(board::Message::Form(form::Message::ForLive)),
        );
        let Screen::Board(b) = app.screen() else {
            panic!("on the teacher's board")
        };
        kept = b.position();
        send(app, Message::Board(board::Message::Home));
    });
    let kept = kept.expect("a position on the board");
    send(&mut t, Message::Teacher(teacher::Message::Live));
    let Screen::LiveStart(f) = t.screen() else {
        panic!("the start")
    };
    assert_eq!(f.source, start::Source::Board, "offered, and chosen");
    let [Choice::Board { position, .. }] = f.board.as_slice() else {
        panic!("one position kept: {:?}", f.board)
    };
    assert_eq!(position.parse::<Position>().ok(), Some(kept));
    send(&mut t, Message::LiveStart(start::Message::Timer(None)));
    send(&mut t, Message::LiveStart(start::Message::Start));
    assert_eq!(
        projector(&t)
            .view_seen()
            .challenge
            .as_ref()
            .map(|c| c.puzzles),
        Some(1)
    );
    act(&mut t, Action::Next);
    tick(&mut k, 10);
    send(&mut k, Message::live(wahree::app::live::Message::Join));
    tick(&mut k, 2);
    let open = child_screen(&k).view_seen().clone();
    let p = open.challenge.and_then(|c| c.puzzle).expect("open");
    assert_eq!(p.position.parse::<Position>().ok(), Some(kept));
    answer(&mut k, true);
    look(&mut t);
    assert!(
        t.live_state().starts_with("projector|open-0|answered=1|"),
        "{}",
        t.live_state()
    );
    // Asked once: the next start offers them no more.
    act(&mut t, Action::End);
    send(&mut t, Message::Projector(projector::Message::Back));
    send(&mut t, Message::Teacher(teacher::Message::Live));
    let Screen::LiveStart(f) = t.screen() else {
        panic!("the start")
    };
    assert!(f.board.is_empty());
    assert_eq!(f.source, start::Source::Theme(None));
}

/// The class's vote on each of its paths, with no timer and with one: no
/// votes (the teacher picks on the board with a click), a tie (a pick
/// that is not one of the tied moves is asked again; then a key), and a
/// clear winner. A tie waits for the teacher's pick through every look,
/// and nothing said of one vote stays under the next.
#[test]
fn every_vote_path_with_and_without_a_timer() {
    use iced::keyboard::Key;
    for seconds in [None, Some(30)] {
        let s = server();
        let mut kids: Vec<App> = ["Ana", "Ben"].iter().map(|n| child_device(&s, n)).collect();
        let mut t = teacher_device(&s);
        let pick = |m| Message::LiveStart(m);
        send(&mut t, Message::Teacher(teacher::Message::Live));
        send(&mut t, pick(start::Message::Kind(start::Kind::Vote)));
        send(&mut t, pick(start::Message::Level(1)));
        send(&mut t, pick(start::Message::Timer(seconds)));
        send(&mut t, pick(start::Message::Start));
        for k in &mut kids {
            tick(k, 10);
            send(k, Message::live(wahree::app::live::Message::Join));
            tick(k, 2);
        }
        let at = format!("timer {seconds:?}");
        // The teacher closes the vote, or its timer runs out.
        let close = |t: &mut App| match seconds {
            None => act(t, Action::Close(None)),
            Some(_) => send(
                t,
                Message::live(wahree::app::live::Message::Tick(
                    Instant::now() + Duration::from_secs(600),
                )),
            ),
        };
        // The class's vote of move `ply` is open, the computer having
        // answered the last.
        let vote_of = |t: &mut App, ply: usize| {
            for _ in 0..100 {
                look(t);
                let v = projector(t).view_seen().vote.clone().unwrap();
                if matches!(v.phase, VotePhase::Voting { ply: p, .. } if p == ply) {
                    return v.position.parse::<Position>().unwrap();
                }
                std::thread::sleep(Duration::from_millis(50));
            }
            panic!("no vote of move {ply}")
        };
        let closed = |t: &App| {
            let v = projector(t).view_seen().vote.clone().unwrap();
            let last = v.history.last().cloned().expect("a vote closed");
            (last.ply, last.house, last.teacher)
        };
        // Ties hold through looks.
        let still_tied = |t: &mut App| {
            for _ in 0..3 {
                look(t);
                assert!(projector(t).is_tied(), "{at}: the tie holds");
            }
        };

        // No votes: the teacher clicks a house.
        let p = vote_of(&mut t, 0);
        close(&mut t);
        assert!(projector(&t).is_tied(), "{at}: no votes");
        still_tied(&mut t);
        let h = p.legal_moves().next().unwrap();
        send(
            &mut t,
            Message::Projector(projector::Message::Board(BoardMessage::Clicked(h))),
        );
        assert_eq!(closed(&t), (0, h.index() as u8, true), "{at}");

        // A tie: a pick that was not voted is asked again; a key settles.
        let p = vote_of(&mut t, 2);
        let said = projector(&t).below(t.i18n());
        assert!(said.is_empty(), "{at}: nothing of the last vote: {said:?}");
        assert!(!projector(&t).is_tied(), "{at}");
        let legal: Vec<House> = p.legal_moves().collect();
        assert!(legal.len() >= 3, "{at}: {p}");
        for (k, h) in kids.iter_mut().zip(&legal) {
            tick(k, 2);
            tap(k, *h);
        }
        look(&mut t);
        close(&mut t);
        assert!(projector(&t).is_tied(), "{at}: a tie");
        still_tied(&mut t);
        let key = |t: &App, h: House| {
            let n = Key::Character(h.own_number().to_string().into());
            projector(t).key(&n).expect("a key for a house")
        };
        let m = key(&t, legal[2]);
        send(&mut t, Message::Projector(m));
        assert!(projector(&t).is_tied(), "{at}: not a tied move");
        let m = key(&t, legal[1]);
        send(&mut t, Message::Projector(m));
        assert_eq!(closed(&t), (2, legal[1].index() as u8, true), "{at}");

        // A clear winner: played as voted.
        let p = vote_of(&mut t, 4);
        assert!(projector(&t).below(t.i18n()).is_empty(), "{at}");
        let h = p.legal_moves().last().unwrap();
        for k in &mut kids {
            tick(k, 2);
            tap(k, h);
        }
        look(&mut t);
        close(&mut t);
        assert!(!projector(&t).is_tied(), "{at}");
        assert_eq!(closed(&t), (4, h.index() as u8, false), "{at}");
        act(&mut t, Action::End);
    }
}
