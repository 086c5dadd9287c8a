//! The app's typed calls for games between two devices
//! (`app::remote::duel`) against a real class server (in this process,
//! on 127.0.0.1 only), through the desktop's own transport: two devices
//! join, pick their children's cards, challenge and accept, and play;
//! the other device's push stream (held as the app holds the live
//! class's) hears each move; a refusal keeps the duel core's id; the
//! teacher lists, adjourns, resumes and ends the game.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
#[path = "common/school.rs"]
mod school;

use std::sync::Arc;
use std::sync::mpsc;
use std::time::Duration;

use iced_test::futures::futures::StreamExt;
use iced_test::futures::futures::executor::block_on;
use wahree::app::remote::api::{self, Failure};
use wahree::app::remote::desktop::Desktop;
use wahree::app::remote::duel::{self, Teach};
use wahree::app::remote::push::Push;
use wahree::app::remote::{Remote, Transport};
use wahree::classroom::sync::{self, Request};
use wahree::classroom::{Learner, LearnerId};
use wahree::duel::wire::ChallengeIn;
use wahree::duel::{Act, ActIn, First, Phase, Verdict, View};
use wahree::engine::Position;

struct Kid {
    remote: Remote,
    token: String,
    id: LearnerId,
}

/// A device joins the class, sends its child and picks their card.
fn kid(base: &str, code: &str, name: &str) -> Kid {
    let remote = Remote::new(Arc::new(Desktop::new()), base);
    let joined = block_on(api::join(remote.clone(), code.to_owned())).unwrap();
    let id = LearnerId::try_from(format!("l1-{name}")).unwrap();
    let request = Request {
        format: sync::FORMAT,
        learners: vec![Learner {
            id: id.clone(),
            name: name.to_owned(),
            ..Learner::default()
        }],
        ..Request::default()
    };
    block_on(api::sync(remote.clone(), joined.token.clone(), request)).unwrap();
    let here = block_on(duel::here(
        remote.clone(),
        joined.token.clone(),
        vec![id.clone()],
    ))
    .unwrap();
    assert_eq!(here.mine, vec![id.clone()]);
    Kid {
        remote,
        token: joined.token,
        id,
    }
}

fn mv(kid: &Kid, view: &View) -> ActIn {
    let p: Position = view.position.parse().unwrap();
    let house = p.legal_moves().next().unwrap().index() as u8;
    ActIn {
        learner: kid.id.clone(),
        act: Act::Move {
            ply: view.moves.len(),
            house,
        },
    }
}

#[test]
fn two_devices_play_through_the_apps_calls_and_hear_each_move_pushed() {
    let s = app_server::server();
    let base = format!("http://{}", s.addr);
    let ana = kid(&base, &s.code, "ana");
    let ben = kid(&base, &s.code, "ben");

    // Ben's device holds its push stream, as the app holds the live
    // class's: a thread of the desktop's transport.
    let transport = Desktop::new();
    let mut pushed = transport.listen(&base, duel::stream(&ben.token));
    let (tx, heard) = mpsc::channel();
    std::thread::spawn(move || {
        while let Some(p) = block_on(pushed.next()) {
            if tx.send(p).is_err() {
                return;
            }
        }
    });
    let wait = |what: &str, pred: &dyn Fn(Push) -> bool| loop {
        let p = heard
            .recv_timeout(Duration::from_secs(30))
            .unwrap_or_else(|_| panic!("Ben's device waited in vain for {what}"));
        if pred(p) {
            return p;
        }
    };
    wait("its stream", &|p| p == Push::Open);

    let invited = block_on(duel::challenge(
        ana.remote.clone(),
        ana.token.clone(),
        ChallengeIn {
            challenger: ana.id.clone(),
            invited: ben.id.clone(),
            first: First::InvitedChooses,
        },
    ))
    .unwrap();
    assert_eq!(invited.phase, Phase::Invited);
    let Push::Event(first) = wait("the invitation", &|p| matches!(p, Push::Event(_))) else {
        unreachable!()
    };
    let games = block_on(duel::games(ben.remote.clone(), ben.token.clone())).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].id, invited.id);
    let id = invited.id.clone();

    let mut view = block_on(duel::act(
        ben.remote.clone(),
        ben.token.clone(),
        id.clone(),
        ActIn {
            learner: ben.id.clone(),
            act: Act::Accept {
                moves_first: Some(false),
            },
        },
    ))
    .unwrap();
    assert_eq!(view.to_move, Some(ana.id.clone()));
    // Ana's moves reach Ben's device by the push.
    for _ in 0..3 {
        let mover = if view.to_move == Some(ana.id.clone()) {
            &ana
        } else {
            &ben
        };
        let before = view.seq;
        view = block_on(duel::act(
            mover.remote.clone(),
            mover.token.clone(),
            id.clone(),
            mv(mover, &view),
        ))
        .unwrap();
        if mover.id == ana.id {
            wait("Ana's move", &|p| matches!(p, Push::Event(n) if n > before));
        }
        // Out of turn: refused with the core's id, through the app's call.
        let refused = block_on(duel::act(
            mover.remote.clone(),
            mover.token.clone(),
            id.clone(),
            mv(mover, &view),
        ));
        assert_eq!(refused, Err(Failure::Duel("duel-not-your-turn".into())));
    }
    let events = block_on(duel::events(
        ben.remote.clone(),
        ben.token.clone(),
        first - 1,
    ))
    .unwrap();
    let moved = events
        .iter()
        .filter(|e| matches!(e.body, wahree::duel::Body::Moved { .. }))
        .count();
    assert_eq!(moved, 3);

    // The teacher lists, adjourns, resumes and ends the game.
    let teacher = Remote::new(Arc::new(Desktop::new()), &base);
    block_on(api::sign_in(
        teacher.clone(),
        s.code.clone(),
        "password1".into(),
    ))
    .unwrap();
    let (games, here) = block_on(duel::class_games(teacher.clone())).unwrap();
    assert_eq!(games.len(), 1);
    assert!(here.contains(&ana.id) && here.contains(&ben.id));
    let adjourned = block_on(duel::teach(teacher.clone(), id.clone(), Teach::Adjourn)).unwrap();
    assert_eq!(adjourned.phase, Phase::Adjourned);
    let mover = if view.to_move == Some(ana.id.clone()) {
        &ana
    } else {
        &ben
    };
    let refused = block_on(duel::act(
        mover.remote.clone(),
        mover.token.clone(),
        id.clone(),
        mv(mover, &view),
    ));
    assert_eq!(refused, Err(Failure::Duel("duel-wrong-moment".into())));
    block_on(duel::teach(teacher.clone(), id.clone(), Teach::Resume)).unwrap();
    block_on(duel::teach(
        teacher.clone(),
        id.clone(),
        Teach::Timer(Some(60)),
    ))
    .unwrap();
    let ended = block_on(duel::teach(
        teacher.clone(),
        id.clone(),
        Teach::End(Some(Verdict::Drawn)),
    ))
    .unwrap();
    assert_eq!(ended.phase, Phase::Over);
    assert_eq!(ended.end.unwrap().verdict, Some(Verdict::Drawn));
    assert_eq!(
        block_on(duel::teacher_view(teacher.clone(), id.clone()))
            .unwrap()
            .end,
        ended.end
    );
    // A token the server does not know.
    assert_eq!(
        block_on(duel::view(ana.remote.clone(), "0".repeat(64), id.clone())),
        Err(Failure::Unauthorized)
    );
}
