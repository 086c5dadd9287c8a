//! The live class's screens in the layout walk: a teacher's device and a
//! child's (with a second language under theirs) against a real class
//! server in this process (127.0.0.1 only): the puzzle form with "Add to
//! the next live challenge", the start (a challenge from the board's
//! positions, a game against the computer), the projector (the lobby,
//! answers on the board, the reveal, the summary with and without the
//! children named, a vote, a game ended early), and the
//! child's prompt, puzzle, answer and vote.

use iced::time::Instant;
use wahree::app::board::{self, form};
use wahree::app::live::{Message as L, device as child, projector, start};
use wahree::app::play::{BoardMessage, BoardSize};
use wahree::app::remote::live::Action;
use wahree::app::{App, Message, Screen, card, home, picker, settings, teacher};
use wahree::classroom::LearnerId;
use wahree::engine::Position;
use wahree::i18n::Lang;

use super::Walk;
use super::app_server::{Server, add_child, answer, device_in, send, sign_in_teacher, tick};

fn set_size(app: &mut App, size: BoardSize) {
    send(app, Message::Home(home::Message::Settings));
    super::set_look(app, size);
    send(app, Message::Settings(settings::Message::Home));
}

/// The child "Ana", with `second` under the walk's language.
fn child(s: &Server, w: &Walk, second: Lang) -> App {
    let mut app = device_in(s, w.lang);
    add_child(&mut app, "Ana");
    set_size(&mut app, w.size);
    send(&mut app, Message::Home(home::Message::MyCard));
    send(&mut app, Message::Card(card::Message::Second(Some(second))));
    send(&mut app, Message::Card(card::Message::Done));
    app
}

fn act(app: &mut App, a: Action) {
    send(app, Message::Projector(projector::Message::Act(a)));
}

/// The projector looks at its session.
fn look(app: &mut App) {
    send(app, Message::live(L::Tick(Instant::now())));
}

pub fn live_walk(w: &mut Walk) {
    let s = super::app_server::server();
    let second = if w.lang == Lang::It {
        Lang::Es
    } else {
        Lang::It
    };
    let mut k = child(&s, w, second);

    // The teacher keeps a position of the board, then signs in.
    let mut t = device_in(&s, w.lang);
    send(
        &mut t,
        Message::Picker(picker::Message::Pick(LearnerId::guest())),
    );
    set_size(&mut t, w.size);
    send(&mut t, Message::Home(home::Message::TeacherBoard));
    send(&mut t, Message::Board(board::Message::OpenForm));
    let kind = form::Message::Kind(form::GoalKind::Play);
    send(&mut t, Message::Board(board::Message::Form(kind)));
    send(
        &mut t,
        Message::Board(board::Message::Form(form::Message::ForLive)),
    );
    w.see("live: the board's puzzle form, one position kept", &t);
    send(&mut t, Message::Board(board::Message::Home));
    sign_in_teacher(&mut t);
    assert!(matches!(t.screen(), Screen::Teacher(_)), "signed in");

    send(&mut t, Message::Teacher(teacher::Message::Live));
    w.see("live: the start, the board's positions chosen", &t);
    let pick = |m| Message::LiveStart(m);
    send(&mut t, pick(start::Message::Kind(start::Kind::Vote)));
    w.see("live: the start of a game against the computer", &t);
    send(&mut t, pick(start::Message::Kind(start::Kind::Challenge)));
    send(&mut t, pick(start::Message::Source(start::Source::Missed)));
    w.see("live: the start, the puzzles missed most", &t);
    send(
        &mut t,
        pick(start::Message::Source(start::Source::Theme(None))),
    );
    send(&mut t, pick(start::Message::Count(2)));
    send(
        &mut t,
        pick(start::Message::Hints(wahree::live::Hints::Counted)),
    );
    send(&mut t, pick(start::Message::Fastest(true)));
    w.see("live: the start of a challenge, every line", &t);
    send(&mut t, pick(start::Message::Start));
    w.see("live: the projector's lobby", &t);

    tick(&mut k, 10);
    w.see("live: the prompt over a child's Home", &k);
    send(&mut k, Message::live(L::Join));
    w.see("live: a child waiting for the first puzzle", &k);
    look(&mut t);
    w.see("live: the projector's lobby, a child here", &t);
    act(&mut t, Action::Next);
    tick(&mut k, 2);
    w.see("live: a child's puzzle", &k);
    send(&mut k, Message::LiveDevice(child::Message::Hint));
    w.see("live: a child's puzzle with a hint", &k);
    answer(&mut k, true);
    w.see("live: a child's answer in", &k);
    look(&mut t);
    w.see("live: the projector, an answer on its board", &t);
    act(&mut t, Action::Reveal);
    for _ in 0..3 {
        send(&mut t, Message::Projector(projector::Message::Step));
    }
    w.see("live: the projector's reveal", &t);
    tick(&mut k, 2);
    w.see("live: a child's verdict", &k);
    act(&mut t, Action::End);
    w.see("live: the projector's summary", &t);
    send(&mut t, Message::Projector(projector::Message::Names));
    w.see("live: the projector's summary, each child named", &t);
    tick(&mut k, 2);
    w.see("live: a child's device, the challenge over", &k);

    // The class against the computer.
    send(&mut k, Message::LiveDevice(child::Message::Leave));
    send(&mut t, Message::Projector(projector::Message::Back));
    send(&mut t, Message::Teacher(teacher::Message::Live));
    send(&mut t, pick(start::Message::Kind(start::Kind::Vote)));
    send(&mut t, pick(start::Message::Start));
    tick(&mut k, 10);
    send(&mut k, Message::live(L::Join));
    tick(&mut k, 2);
    w.see("live: a child's vote", &k);
    let legal = Position::START.legal_moves().next().expect("a move");
    let m = child::Message::Board(BoardMessage::Clicked(legal));
    send(&mut k, Message::LiveDevice(m));
    w.see("live: a child's vote in", &k);
    look(&mut t);
    w.see("live: the projector, the class's votes", &t);
    act(&mut t, Action::End);
    w.see("live: the projector, a game ended early", &t);
}
