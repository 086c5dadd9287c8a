//! A class tournament through the teacher's app, against a real class
//! server (in this process, on 127.0.0.1 only): four children join the
//! class from their devices; the teacher, signed in on a projector-sized
//! device, opens "Tournaments", is refused a tournament without a name
//! (the refusal and its problem said in words), creates a round robin of
//! the four, pairs the first round, swaps two children by hand and sees
//! the server's warning, publishes, types the two results and reads the
//! standings, drawn on the screen with the tie-breaks' legend.
//!
//! With `WAHREE_TOURNAMENT_SHOTS` naming a folder, the draft with its
//! warning and the standings are drawn there as PNGs (tiny-skia).
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::path::PathBuf;

use app_server::{Server, add_child, device, id_of, outputs, send, server, sign_in_teacher, tick};
use wahree::app::tournament::one::{self, Seat, Tab};
use wahree::app::tournament::{Message as T, Page, Tournaments, form};
use wahree::app::{App, Message, Screen, home, picker, settings, teacher};
use wahree::classroom::{BoardSize, LearnerId};

const PROJECTOR: (f32, f32) = (1920.0, 1080.0);

fn shoot(app: &App, name: &str) {
    let Some(dir) = std::env::var_os("WAHREE_TOURNAMENT_SHOTS") else {
        return;
    };
    let path = PathBuf::from(&dir).join(name);
    // The snapshot is written as NAME-tiny-skia.png, and compared
    // instead of written when one is there: a new look replaces it.
    let _ = std::fs::remove_file(PathBuf::from(dir).join(format!("{name}-tiny-skia.png")));
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

/// Whether `words` are drawn on the screen (a projector's).
fn shows(app: &App, words: &str) -> bool {
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
    ui.find(words).is_ok()
}

/// Presses the button that says `label`, as the teacher would.
fn click(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui =
            iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
        ui.into_messages().collect()
    };
    assert!(!messages.is_empty(), "clicking {label:?} did nothing");
    for m in messages {
        send(app, m);
    }
}

fn tm(m: T) -> Message {
    Message::Tournament(Box::new(m))
}

fn screen(app: &App) -> &Tournaments {
    match app.screen() {
        Screen::Tournaments(t) => t,
        _ => panic!("not on the tournaments"),
    }
}

/// The teacher signed in on a device set to the projector's size.
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

#[test]
fn a_round_robin_is_set_up_paired_changed_by_hand_published_and_scored_in_the_app() {
    let s = server();
    let names = ["Ana", "Ben", "Cai", "Dan"];
    let _kids: Vec<App> = names
        .iter()
        .map(|n| {
            let mut app = device(&s);
            add_child(&mut app, n);
            tick(&mut app, 10);
            app
        })
        .collect();
    let mut t = teacher_device(&s);

    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    assert_eq!(screen(&t).list.as_deref(), Some(&[][..]), "none yet");
    assert!(shows(
        &t,
        "No tournaments yet. Start one with \"New tournament\"."
    ));

    // Without a name the server refuses, and says why.
    click(&mut t, "New tournament");
    let Page::New(f) = &screen(&t).page else {
        panic!("not on the form")
    };
    assert_eq!(f.plays, vec![true; 4], "every child ticked at first");
    click(&mut t, "Create the tournament");
    assert_eq!(
        screen(&t).failed,
        vec!["Give the tournament a name first.".to_owned()]
    );
    assert!(shows(&t, "Give the tournament a name first."));
    // A Swiss of no rounds: the server refuses it, and the app says what
    // it refused and the problem it listed.
    send(&mut t, tm(T::Form(form::Message::Name("Spring".into()))));
    click(&mut t, "Swiss");
    send(&mut t, tm(T::Form(form::Message::Rounds("0".into()))));
    click(&mut t, "Create the tournament");
    let failed = &screen(&t).failed;
    assert_eq!(
        failed,
        &vec![
            "This tournament cannot be set up like that.".to_owned(),
            "• A Swiss has from 1 to 99 rounds.".to_owned()
        ]
    );
    assert!(shows(&t, "• A Swiss has from 1 to 99 rounds."));
    assert!(screen(&t).open().is_none(), "nothing made");
    click(&mut t, "Round robin");
    click(&mut t, "Create the tournament");
    let o = screen(&t).open().expect("the tournament open");
    assert!(screen(&t).failed.is_empty(), "{:?}", screen(&t).failed);
    assert_eq!(o.t.players.len(), 4);
    assert_eq!(o.t.format, "round-robin");
    assert_eq!(o.t.rounds_total, 3);

    // The server pairs round 1 (Berger's table: 1-4, 2-3).
    click(&mut t, "Pair the next round");
    let o = screen(&t).open().unwrap();
    let d = o.t.draft.as_ref().expect("a draft");
    assert_eq!(d.boards, vec![(1, 4), (2, 3)]);
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert!(shows(
        &t,
        "The server finds nothing wrong with these pairings."
    ));

    // Dan and Cai change places: the server warns that this is not the
    // round robin's table.
    click(&mut t, "Dan (North)");
    send(
        &mut t,
        tm(T::One(one::Message::Pick(Seat::Table(1, false)))),
    );
    let o = screen(&t).open().unwrap();
    assert_eq!(o.t.draft.as_ref().unwrap().boards, vec![(1, 3), (2, 4)]);
    assert!(
        o.warnings
            .iter()
            .any(|w| w.id == "tournament-warn-not-the-table"),
        "{:?}",
        o.warnings
    );
    assert!(shows(
        &t,
        "⚠ These pairings are not the ones of the round robin's table."
    ));
    shoot(&t, "tournament-draft-warnings");

    click(&mut t, "Publish the round");
    let o = screen(&t).open().unwrap();
    assert!(o.t.draft.is_none());
    assert_eq!(o.t.rounds.len(), 1);
    let r = &o.t.rounds[0];
    assert_eq!((r.boards[0].first, r.boards[0].second), (1, 3));

    // Ana (South) beats Cai; Ben and Dan draw.
    send(&mut t, tm(T::One(one::Message::Result(1, 1, "first-wins"))));
    send(&mut t, tm(T::One(one::Message::Result(1, 2, "draw"))));
    let o = screen(&t).open().unwrap();
    let results: Vec<_> = o.t.rounds[0]
        .boards
        .iter()
        .map(|b| b.result.clone())
        .collect();
    assert_eq!(
        results,
        vec![Some("first-wins".into()), Some("draw".into())]
    );
    assert!(shows(&t, "South wins"));

    // The standings, by the tie-breaks, with their legend.
    send(&mut t, tm(T::One(one::Message::Tab(Tab::Standings))));
    let o = screen(&t).open().unwrap();
    let table: Vec<_> =
        o.t.standings
            .iter()
            .map(|s| (s.place, s.name.as_str(), s.points.as_str()))
            .collect();
    assert_eq!(table[0], (1, "Ana", "1"));
    assert_eq!(table[3], (4, "Cai", "0"));
    assert!(shows(&t, "BH-C1"));
    assert!(shows(&t, "WIN: Wins: the number of games won"));
    shoot(&t, "tournament-standings-projector");

    // Back to the list, which has it; back again to the teacher's view.
    click(&mut t, "Back");
    let l = screen(&t).list.as_ref().expect("the list");
    assert_eq!(l.len(), 1);
    assert_eq!((l[0].name.as_str(), l[0].rounds), ("Spring", 1));
    click(&mut t, "Back");
    assert!(matches!(t.screen(), Screen::Teacher(v) if v.online().is_some()));
}

/// Presses `label` on a child's device (a laptop's window).
fn press(app: &mut App, label: &str) {
    let messages: Vec<Message> = {
        let mut ui =
            iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
        ui.click(label)
            .unwrap_or_else(|e| panic!("no {label:?} to press: {e}"));
        ui.into_messages().collect()
    };
    for m in messages {
        send(app, m);
    }
}

fn child_shows(app: &App, words: &str) -> bool {
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
    ui.find(words).is_ok()
}

#[test]
fn a_childs_home_shows_their_next_game_and_own_place_and_two_reports_that_differ_go_to_the_teacher()
{
    let s = server();
    let names = ["Ana", "Ben", "Cai", "Dan"];
    let mut kids: Vec<App> = names
        .iter()
        .map(|n| {
            let mut app = device(&s);
            add_child(&mut app, n);
            tick(&mut app, 10);
            app
        })
        .collect();
    assert!(matches!(kids[0].screen(), Screen::Home(_)));
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    send(&mut t, tm(T::NewOpen));
    send(&mut t, tm(T::Form(form::Message::Name("Spring".into()))));
    send(&mut t, tm(T::Form(form::Message::Create)));
    send(&mut t, tm(T::One(one::Message::Draft)));
    send(&mut t, tm(T::One(one::Message::Publish)));
    // Round 1: Ana (South) against Dan, Ben (South) against Cai.
    let r = &screen(&t).open().unwrap().t.rounds[0];
    assert_eq!(
        r.boards
            .iter()
            .map(|b| (b.first, b.second))
            .collect::<Vec<_>>(),
        vec![(1, 4), (2, 3)]
    );

    for k in &mut kids {
        tick(k, 30);
    }
    let ana = &kids[0];
    // (Home's card keeps its last two words together.)
    assert!(child_shows(
        ana,
        "Spring: round 1, table 1. You play Dan, and you move\u{a0}first!"
    ));
    assert!(child_shows(ana, "Your place: 1–4 · Your points: 0"));
    // Nobody else's game or place is on her screen.
    assert!(!child_shows(ana, "Ben") && !child_shows(ana, "Cai"));
    assert!(child_shows(
        &kids[3],
        "Spring: round 1, table 1. You play Ana, and Ana moves\u{a0}first."
    ));
    shoot_child(ana, "tournament-home-child");

    // Ana and Dan both say they won; Ben lost and Cai won: they agree.
    press(&mut kids[0], "I won");
    assert!(child_shows(
        &kids[0],
        "Thank you! Now your partner tells the result too."
    ));
    press(&mut kids[3], "I won");
    assert!(child_shows(
        &kids[3],
        "You and your partner said different results. Your teacher will decide."
    ));
    press(&mut kids[1], "I lost");
    press(&mut kids[2], "I won");
    assert!(child_shows(
        &kids[2],
        "You both said the same thing. The result is in!"
    ));

    // The teacher sees the two reports side by side and chooses.
    click(&mut t, "Look again");
    let o = screen(&t).open().unwrap();
    let b = &o.t.rounds[0].boards;
    assert!(b[0].conflict && b[0].result.is_none());
    assert_eq!(b[1].result.as_deref(), Some("second-wins"));
    assert!(shows(
        &t,
        "The children reported different results. Choose the right one:"
    ));
    assert!(shows(&t, "Ana: \"I won\"") && shows(&t, "Dan: \"I won\""));
    shoot(&t, "tournament-conflict");
    click(&mut t, "South wins");
    let o = screen(&t).open().unwrap();
    assert_eq!(
        o.t.rounds[0].boards[0].result.as_deref(),
        Some("first-wins")
    );

    // Ana's Home now says her place and points, and that the next round
    // is to come.
    tick(&mut kids[0], 60);
    assert!(child_shows(
        &kids[0],
        "Spring: wait for the next\u{a0}round."
    ));
    assert!(child_shows(&kids[0], "Your place: 1–2 · Your points: 1"));
    assert!(!child_shows(&kids[0], "Everyone's place:"));
    assert!(
        !child_shows(&kids[0], "Cai"),
        "standings off: no one else's"
    );

    // The teacher shows the standings: under her own line, the table,
    // every child's place, name and points.
    send(&mut t, tm(T::One(one::Message::Show(true))));
    assert!(screen(&t).open().unwrap().t.standings_shown);
    tick(&mut kids[0], 120);
    assert!(child_shows(&kids[0], "Your place: 1–2 · Your points: 1"));
    assert!(child_shows(&kids[0], "Everyone's place:"));
    for line in ["1–2 Ana · 1", "1–2 Cai · 1", "3–4 Ben · 0", "3–4 Dan · 0"] {
        assert!(child_shows(&kids[0], line), "{line} in the table");
    }
    shoot_child(&kids[0], "tournament-home-child-standings");
    // Off again: only her own place.
    send(&mut t, tm(T::One(one::Message::Show(false))));
    tick(&mut kids[0], 180);
    assert!(!child_shows(&kids[0], "Everyone's place:"));
    assert!(!child_shows(&kids[0], "Cai"));
}

fn shoot_child(app: &App, name: &str) {
    let Some(dir) = std::env::var_os("WAHREE_TOURNAMENT_SHOTS") else {
        return;
    };
    let _ = std::fs::remove_file(PathBuf::from(&dir).join(format!("{name}-tiny-skia.png")));
    let path = PathBuf::from(&dir).join(name);
    let mut ui =
        iced_test::Simulator::with_size(wahree::app::settings(), (1024.0, 640.0), app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

#[test]
fn a_late_entry_a_withdrawal_the_standings_switch_the_hall_link_and_trf_out_and_in() {
    let s = server();
    let names = ["Ana", "Ben", "Cai", "Dan", "Eve"];
    let kids: Vec<App> = names
        .iter()
        .map(|n| {
            let mut app = device(&s);
            add_child(&mut app, n);
            tick(&mut app, 10);
            app
        })
        .collect();
    let id = |i: usize| id_of(&kids[i], names[i]).expect("a child");
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    send(&mut t, tm(T::NewOpen));
    send(&mut t, tm(T::Form(form::Message::Name("Autumn".into()))));
    send(&mut t, tm(T::Form(form::Message::Kind(form::Kind::Swiss))));
    send(&mut t, tm(T::Form(form::Message::Rounds("3".into()))));
    // Eve is not ticked: she comes late.
    let eve = screen(&t)
        .class
        .iter()
        .position(|c| c.name == "Eve")
        .unwrap();
    send(&mut t, tm(T::Form(form::Message::Plays(eve, false))));
    send(&mut t, tm(T::Form(form::Message::Create)));
    assert_eq!(screen(&t).open().unwrap().t.players.len(), 4);

    send(&mut t, tm(T::One(one::Message::Tab(Tab::Players))));
    click(&mut t, "Eve");
    click(&mut t, "Withdraw");
    let o = screen(&t).open().unwrap();
    let players: Vec<_> =
        o.t.players
            .iter()
            .map(|p| (p.name.as_str(), p.learner.clone(), p.withdrawn))
            .collect();
    assert_eq!(players.len(), 5, "{players:?}");
    assert_eq!(players[4], ("Eve", Some(id(4)), false));
    assert_eq!(
        players[0],
        ("Ana", Some(id(0)), true),
        "the first withdrawn"
    );
    assert!(shows(&t, "withdrawn"));

    click(&mut t, "Show the standings on the children's devices");
    assert!(screen(&t).open().unwrap().t.standings_shown);

    click(&mut t, "Open the hall's link");
    let o = screen(&t).open().unwrap();
    let link = o.hall_link().expect("a link");
    assert!(
        link.starts_with(&format!("http://{}/api/hall/", s.addr)),
        "{link}"
    );
    assert!(o.hall_qr.is_some(), "its QR code");
    assert!(shows(&t, &link));
    shoot(&t, "tournament-players");
    click(&mut t, "Close the hall's link");
    assert_eq!(screen(&t).open().unwrap().hall_link(), None);

    // The TRF the server writes (the save dialog is the computer's: the
    // test takes the text before it), opened again as a new tournament.
    let asked = outputs(t.update(tm(T::One(one::Message::Export))));
    let trf = asked
        .into_iter()
        .find_map(|m| match m {
            Message::Tournament(b) => match *b {
                T::Trf(Ok(text), name) => Some((text, name)),
                _ => None,
            },
            _ => None,
        })
        .expect("the TRF");
    assert_eq!(trf.1, "Autumn");
    assert!(trf.0.contains("012 Autumn"), "{}", trf.0);
    let dir = std::env::temp_dir().join(format!("wahree-tournament-app-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("autumn.trf");
    std::fs::write(&file, &trf.0).unwrap();
    let first = screen(&t).open().unwrap().t.id.clone();
    send(&mut t, tm(T::ImportChosen(Some(file.clone()))));
    let o = screen(&t).open().expect("the file's tournament open");
    assert_ne!(o.t.id, first, "a new tournament");
    assert_eq!((o.t.name.as_str(), o.t.players.len()), ("Autumn", 5));

    // A file that is no TRF: refused, with its line, and nothing made.
    std::fs::write(&file, "\u{0}\u{1}garbage").unwrap();
    send(&mut t, tm(T::ImportChosen(Some(file))));
    let failed = &screen(&t).failed;
    assert!(
        failed
            .first()
            .is_some_and(|f| f.starts_with("This file cannot be read: line ")),
        "{failed:?}"
    );
    // The browser's picker hands the file's bytes (`Message::Imported`,
    // as for a class list): on the tournaments they are a TRF file.
    send(&mut t, Message::Imported(trf.0.clone().into_bytes()));
    let o = screen(&t)
        .open()
        .expect("the picked file's tournament open");
    assert_eq!((o.t.name.as_str(), o.t.players.len()), ("Autumn", 5));
    send(&mut t, Message::Imported(vec![0xff, 0xfe, 0x00]));
    assert_eq!(
        screen(&t).failed,
        vec!["This file is not a text file.".to_owned()]
    );
    send(&mut t, tm(T::Back));
    assert_eq!(screen(&t).list.as_ref().map(Vec::len), Some(3));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The messages pressing the button that says `label` gives, not yet
/// sent (so that a file dialog they lead to can be stepped over).
fn pressed(app: &App, label: &str) -> Vec<Message> {
    let mut ui = iced_test::Simulator::with_size(wahree::app::settings(), PROJECTOR, app.view());
    ui.click(label)
        .unwrap_or_else(|e| panic!("no {label:?} to click: {e}"));
    ui.into_messages().collect()
}

/// "Print…" then `label`: the page the server printed and the file name
/// it is offered under (the save dialog is the computer's: the test
/// steps over it).
fn printed(app: &mut App, label: &str) -> (String, String) {
    let mut got = None;
    for m in pressed(app, label) {
        for out in outputs(app.update(m)) {
            match out {
                Message::Tournament(b) => match *b {
                    T::Printed(Ok(html), file) => got = Some((html, file)),
                    other => send(app, Message::Tournament(Box::new(other))),
                },
                other => send(app, other),
            }
        }
    }
    got.expect("the page printed")
}

#[test]
fn print_offers_the_four_pages_saves_one_as_a_file_and_says_when_no_round_is_published() {
    let s = server();
    let names = ["Ana", "Ben", "Cai"];
    let _kids: Vec<App> = names
        .iter()
        .map(|n| {
            let mut app = device(&s);
            add_child(&mut app, n);
            tick(&mut app, 10);
            app
        })
        .collect();
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    send(&mut t, tm(T::NewOpen));
    send(
        &mut t,
        tm(T::Form(form::Message::Name("Winter cup".into()))),
    );
    send(&mut t, tm(T::Form(form::Message::Create)));
    assert_eq!(screen(&t).open().unwrap().t.players.len(), 3);

    // The four pages show only once "Print…" is pressed.
    assert!(!shows(&t, "The standings"));
    click(&mut t, "Print…");
    for page in [
        "Pairings of the last round",
        "The standings",
        "Score sheets",
        "Certificates",
    ] {
        assert!(shows(&t, page), "{page}");
    }

    // No round published: the server refuses the pairings (409), and the
    // screen says what to do, in words.
    let first = "Publish a round first: then its pairings and score sheets can be printed.";
    click(&mut t, "Pairings of the last round");
    assert_eq!(
        screen(&t).open().unwrap().exported,
        Some(Err(first.to_owned()))
    );
    assert!(shows(&t, first));
    click(&mut t, "Score sheets");
    assert_eq!(
        screen(&t).open().unwrap().exported,
        Some(Err(first.to_owned()))
    );

    // The standings can be printed at any time: fetched in the teacher's
    // language, offered under the tournament's name, saved where the
    // teacher chose, and said where it went.
    let (html, file) = printed(&mut t, "The standings");
    assert_eq!(file, "Winter-cup-standings.html");
    assert!(html.contains("<html"), "{html}");
    let dir = std::env::temp_dir().join(format!("wahree-tournament-print-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(&file);
    send(&mut t, tm(T::PrintSave(Some(path.clone()), html)));
    let written = std::fs::read_to_string(&path).expect("the page saved");
    for n in names {
        assert!(written.contains(n), "{n} not in {written}");
    }
    let said = format!(
        "Saved in {}. Open it in a web browser to print it.",
        path.display()
    );
    let o = screen(&t).open().unwrap();
    assert_eq!(o.exported, Some(Ok(said.clone())));
    assert_eq!(o.printed.as_ref(), Some(&path));
    assert!(shows(&t, &said));
    assert!(shows(&t, "Open it in the web browser"));

    // Once a round is published its pairings print, with the tables.
    click(&mut t, "Pair the next round");
    click(&mut t, "Publish the round");
    assert_eq!(screen(&t).open().unwrap().t.rounds.len(), 1);
    let (html, file) = printed(&mut t, "Pairings of the last round");
    assert_eq!(file, "Winter-cup-pairings.html");
    let o = screen(&t).open().unwrap();
    let board = &o.t.rounds[0].boards[0];
    assert!(html.contains(o.t.name_of(board.first)), "{html}");
    assert!(html.contains(o.t.name_of(board.second)), "{html}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_tie_breaks_are_reordered_a_late_entry_gets_half_points_and_an_earlier_round_prints() {
    let s = server();
    let names = ["Ana", "Ben", "Cai", "Dan", "Eve"];
    let _kids: Vec<App> = names
        .iter()
        .map(|n| {
            let mut app = device(&s);
            add_child(&mut app, n);
            tick(&mut app, 10);
            app
        })
        .collect();
    let mut t = teacher_device(&s);
    send(&mut t, Message::Teacher(teacher::Message::Tournaments));
    send(&mut t, tm(T::NewOpen));
    send(&mut t, tm(T::Form(form::Message::Name("Order".into()))));
    send(&mut t, tm(T::Form(form::Message::Kind(form::Kind::Swiss))));
    send(&mut t, tm(T::Form(form::Message::Rounds("3".into()))));
    let eve = screen(&t)
        .class
        .iter()
        .position(|c| c.name == "Eve")
        .unwrap();
    send(&mut t, tm(T::Form(form::Message::Plays(eve, false))));

    // The usual order at first, each with what it counts; the first
    // cannot go up, the last cannot go down.
    let order = |app: &App| match &screen(app).page {
        Page::New(f) => f.tie_breaks.clone(),
        _ => panic!("not on the form"),
    };
    assert_eq!(order(&t), ["BH-C1", "SB", "DE", "WIN"]);
    assert!(shows(&t, "Tie-breaks, in order"));
    assert!(shows(&t, "1. BH-C1"));
    assert!(shows(&t, "Wins: the number of games won"));
    send(&mut t, tm(T::Form(form::Message::TieBreak(0, true))));
    send(&mut t, tm(T::Form(form::Message::TieBreak(3, false))));
    assert_eq!(order(&t), ["BH-C1", "SB", "DE", "WIN"], "nothing moved");
    send(&mut t, tm(T::Form(form::Message::TieBreak(1, true))));
    assert_eq!(order(&t), ["SB", "BH-C1", "DE", "WIN"]);
    send(&mut t, tm(T::Form(form::Message::TieBreak(2, false))));
    assert_eq!(order(&t), ["SB", "BH-C1", "WIN", "DE"]);
    assert!(shows(&t, "1. SB"));
    click(&mut t, "Create the tournament");
    let o = screen(&t).open().expect("made");
    assert_eq!(o.t.tie_breaks, ["SB", "BH-C1", "WIN", "DE"], "the server's");

    // Round 1 played; Eve comes late, her missed round worth ½.
    click(&mut t, "Pair the next round");
    click(&mut t, "Publish the round");
    send(&mut t, tm(T::One(one::Message::Result(1, 1, "first-wins"))));
    send(&mut t, tm(T::One(one::Message::Result(1, 2, "draw"))));
    let round_1 = screen(&t).open().unwrap().t.rounds[0].boards[0].clone();
    send(&mut t, tm(T::One(one::Message::Tab(Tab::Players))));
    assert!(shows(&t, "The rounds they missed count as:"));
    assert!(!screen(&t).open().unwrap().late_half, "nothing, at first");
    click(&mut t, "½ point each");
    assert!(screen(&t).open().unwrap().late_half);
    click(&mut t, "Eve");
    let o = screen(&t).open().unwrap();
    assert_eq!(o.t.players.len(), 5);
    let eve = o.t.standings.iter().find(|s| s.name == "Eve").expect("Eve");
    assert_eq!(eve.points, "0.5", "½ for the round she missed");

    // Round 2 published: "Print…" lets the teacher choose round 1.
    send(&mut t, tm(T::One(one::Message::Tab(Tab::Rounds))));
    click(&mut t, "Pair the next round");
    click(&mut t, "Publish the round");
    assert_eq!(screen(&t).open().unwrap().t.rounds.len(), 2);
    click(&mut t, "Print…");
    assert!(shows(&t, "Which round:"));
    assert!(shows(&t, "Pairings of the last round"), "the last at first");
    send(&mut t, tm(T::One(one::Message::PrintRound(1))));
    assert!(shows(&t, "Pairings of round 1"));
    assert!(shows(&t, "Score sheets of round 1"));
    let (html, file) = printed(&mut t, "Pairings of round 1");
    assert_eq!(file, "Order-pairings-round-1.html");
    assert!(html.contains("Order: round 1"), "{html}");
    let o = screen(&t).open().unwrap();
    let (first, second) = (
        o.t.name_of(round_1.first).to_owned(),
        o.t.name_of(round_1.second).to_owned(),
    );
    assert!(html.contains(&first), "{html}");
    let (html, file) = printed(&mut t, "Score sheets of round 1");
    assert_eq!(file, "Order-sheets-round-1.html");
    assert!(html.contains(&second), "{html}");
    // Back to the last round: its pages as before.
    send(&mut t, tm(T::One(one::Message::PrintRound(2))));
    assert_eq!(screen(&t).open().unwrap().print_round, None);
    let (html, file) = printed(&mut t, "Pairings of the last round");
    assert_eq!(file, "Order-pairings.html");
    assert!(html.contains("Order: round 2"), "{html}");
}
