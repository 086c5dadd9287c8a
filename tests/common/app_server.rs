//! A real class server (`wahree serve`'s app, in this process, on
//! 127.0.0.1 only) and the app's devices talking to it through the
//! desktop's own transport: shared by the tests of devices in a class
//! (`tests/devices.rs`) and of the live class (`tests/live_app.rs`).
#![allow(dead_code)]

use std::collections::VecDeque;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use iced::Task;
use iced::time::Instant;
use iced_test::futures::futures::{StreamExt, executor::block_on};
use iced_test::runtime::{Action, task};
use wahree::app::live::device as child;
use wahree::app::play::BoardMessage;
use wahree::app::remote::desktop::Desktop;
use wahree::app::{App, Message, Screen, home, join, picker, sign_in, sync};
use wahree::classroom::{LearnerId, Memory};
use wahree::content::Run;
use wahree::engine::{House, Position};
use wahree::i18n::Lang;
use wahree::server::site::Site;
use wahree::server::{Db, School};

use super::school;

/// A class server on an ephemeral loopback port, with one class.
pub struct Server {
    pub addr: SocketAddr,
    pub code: String,
    /// The server's school, for a test to set up what no app does (an
    /// organiser's tournament across classes).
    pub school: School,
    _rt: tokio::runtime::Runtime,
    _db: school::TestDb,
}

impl Server {
    /// The database's address (a test that steps the server's clock
    /// writes a row's time there).
    #[allow(dead_code)]
    pub fn db_url(&self) -> &str {
        &self._db.url
    }
}

pub fn server() -> Server {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    let db = school::sqlite("devices");
    let (addr, code, school) = rt.block_on(async {
        let school = School::new(Db::open(&db.url).await.expect("the database opens"));
        let card = school.add_class("3B", "password1", 1).await.unwrap();
        let app = wahree::server::app(school.clone(), Arc::new(Site::default()), false, 0);
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        tokio::spawn(async move {
            axum::serve(
                listener,
                app.into_make_service_with_connect_info::<SocketAddr>(),
            )
            .await
            .unwrap();
        });
        (addr, card.code, school)
    });
    Server {
        addr,
        code,
        school,
        _rt: rt,
        _db: db,
    }
}

impl Server {
    /// Runs `f` (a call on [`Server::school`]) on the server's runtime.
    pub fn run<F: std::future::Future>(&self, f: F) -> F::Output {
        self._rt.block_on(f)
    }
}

/// The messages a task sends back, run to its end (the network's answers
/// come from the transport's own thread).
pub fn outputs(task: Task<Message>) -> Vec<Message> {
    let Some(stream) = task::into_stream(task) else {
        return Vec::new();
    };
    let actions: Vec<Action<Message>> = block_on(stream.collect());
    actions
        .into_iter()
        .filter_map(|a| match a {
            Action::Output(m) => Some(m),
            _ => None,
        })
        .collect()
}

pub fn send(app: &mut App, m: Message) {
    let mut queue = VecDeque::from([m]);
    while let Some(m) = queue.pop_front() {
        queue.extend(outputs(app.update(m)));
    }
}

/// Whatever sync is due within `secs` goes now.
pub fn tick(app: &mut App, secs: u64) {
    let at = Instant::now() + Duration::from_secs(secs);
    send(app, Message::Sync(sync::Message::Tick(at)));
}

/// A fresh device given the server's address, joined to its class with
/// the code typed on the screen it opens on.
pub fn device(s: &Server) -> App {
    device_in(s, Lang::En)
}

/// A fresh device in `lang`, joined as [`device`] is.
pub fn device_in(s: &Server, lang: Lang) -> App {
    device_with_code(s, &s.code, lang)
}

/// A fresh device in `lang`, joined with `code` typed.
pub fn device_with_code(s: &Server, code: &str, lang: Lang) -> App {
    let mut app = App::with_storage(Arc::new(Memory::new()), lang)
        .with_transport(Arc::new(Desktop::new()))
        .with_server(&format!("http://{}", s.addr));
    for m in outputs(app.start()) {
        send(&mut app, m);
    }
    assert!(matches!(app.screen(), Screen::Join(_)), "offered to join");
    send(
        &mut app,
        Message::Join(join::Message::Code(code.to_lowercase())),
    );
    send(&mut app, Message::Join(join::Message::Join));
    assert!(app.classroom().link().is_some(), "joined");
    assert!(matches!(app.screen(), Screen::Picker(..)));
    app
}

pub fn id_of(app: &App, name: &str) -> Option<LearnerId> {
    app.learners()
        .named()
        .find(|l| l.name == name)
        .map(|l| l.id.clone())
}

/// `name`'s card added on "Who is playing?" and picked; their id.
pub fn add_child(app: &mut App, name: &str) -> LearnerId {
    send(app, Message::Picker(picker::Message::AddOpen));
    send(app, Message::Picker(picker::Message::Name(name.into())));
    send(app, Message::Picker(picker::Message::Add));
    let id = id_of(app, name).expect("added");
    send(app, Message::Picker(picker::Message::Pick(id.clone())));
    id
}

/// From Home, the teacher signs in with the class's password (the one
/// [`server`] gave it).
pub fn sign_in_teacher(app: &mut App) {
    send(app, Message::Home(home::Message::Learner));
    send(app, Message::Picker(picker::Message::Teacher));
    send(
        app,
        Message::SignIn(sign_in::Message::Typed("password1".into())),
    );
    send(app, Message::SignIn(sign_in::Message::SignIn));
}

/// In a live session, the child taps `house`, and its sowing (and the
/// reply's) ends.
pub fn tap(app: &mut App, house: House) {
    send(
        app,
        Message::LiveDevice(child::Message::Board(BoardMessage::Clicked(house))),
    );
    for _ in 0..2 {
        let later = Instant::now() + Duration::from_secs(60);
        send(app, Message::LiveDevice(child::Message::Frame(later)));
    }
}

/// The open puzzle on the child's live screen, answered right (the
/// engine's answer, move after move) or with a wrong first move.
pub fn answer(app: &mut App, right: bool) {
    let Screen::LiveDevice(d) = app.screen() else {
        panic!("not in the live session")
    };
    let view = d.view_seen().clone();
    let p = view
        .challenge
        .and_then(|c| c.puzzle)
        .expect("a puzzle open");
    let start: Position = p.position.parse().unwrap();
    let mut run = Run::new(p.goal, start).unwrap();
    if !right {
        let good = run.answers().unwrap();
        let wrong = start.legal_moves().find(|h| !good.contains(h));
        tap(app, wrong.expect("a wrong move"));
        return;
    }
    while !run.solved() {
        let h = run.answers().unwrap()[0];
        run.play(h).unwrap();
        tap(app, h);
    }
}

/// The id of the class with `code` (a device joins it to learn it).
pub fn class_id(s: &Server, code: &str) -> wahree::server::school::ClassId {
    s.run(async {
        let (token, _) = s.school.join(code, wahree::server::now()).await.unwrap();
        s.school.device(&token).await.unwrap()
    })
}

/// Another class on the server, its children's cards synced from a
/// device of theirs (learner ids `NAME-0`, `NAME-1`, …): its id and code.
pub fn class_with_children(
    s: &Server,
    name: &str,
    children: &[&str],
) -> (wahree::server::school::ClassId, String) {
    use wahree::classroom::Learner;
    use wahree::classroom::sync::{self, Request};
    s.run(async {
        let now = wahree::server::now();
        let card = s.school.add_class(name, "password2", now).await.unwrap();
        let (token, _) = s.school.join(&card.code, now).await.unwrap();
        let class = s.school.device(&token).await.unwrap();
        let learners = children
            .iter()
            .enumerate()
            .map(|(i, n)| Learner {
                id: LearnerId::try_from(format!("{}-{i}", name.to_lowercase())).unwrap(),
                name: (*n).to_owned(),
                ..Learner::default()
            })
            .collect();
        let req = Request {
            format: sync::FORMAT,
            learners,
            ..Request::default()
        };
        s.school.sync(&class, req).await.unwrap();
        (class, card.code)
    })
}

/// An organiser's computer in `lang`: given the server's address, in no
/// class (its first screen offers to join one).
pub fn organiser_computer(s: &Server, lang: Lang) -> App {
    let mut app = App::with_storage(Arc::new(Memory::new()), lang)
        .with_transport(Arc::new(Desktop::new()))
        .with_server(&format!("http://{}", s.addr));
    for m in outputs(app.start()) {
        send(&mut app, m);
    }
    assert!(matches!(app.screen(), Screen::Join(_)), "offered to join");
    app
}
