//! The page around the app: its state shown outside the canvas, and the
//! browser's Back button.
//!
//! The language is on `<html lang>` (for the browser's own text handling
//! and for screen readers), and for tests a few facts as `data-` attributes on
//! `<html>`: the screen on show, on the play screen how many moves its
//! game has and its position (the engine's notation) and the computer's
//! level ("4", or "4 adapts" when it adapts to the learner), how many lessons the
//! list has and how many problems a teacher's files have, and how many
//! learners the class has. For the class server: who is learning
//! (`data-learner`, their name; empty for the guest) and how many lesson
//! steps they have done (`data-steps`); the sign of a joined device
//! (`data-sync`: "synced", "waiting", "offline" when changes wait and the
//! last try found no server, "unreachable" when nothing waits but the last
//! try found no server, "refused", "forgotten"; empty when not in a
//! class); and on the teacher's view of the server's class its learners
//! with their lesson steps, by name (`data-class`: "Ana:4,Ben:2"); and
//! whether the whole Japanese font was needed (`data-font`: "notneeded",
//! "asked", "loaded", "failed"); on a game with a classmate (`data-duel`,
//! JSON): its phase, whether it is this child's move, its moves, the
//! position the board shows, whether a sowing is on show, and what the
//! screen says (on Home, whether its card offers such a game). A test of
//! the site (`cargo xtask web-test`) reads them as a learner would read the
//! screen, without knowing how it is drawn.

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;

use iced::futures::channel::mpsc;
use iced::futures::stream::Stream;
use wasm_bindgen::prelude::Closure;
use wasm_bindgen::{JsCast, JsValue};

use crate::app::{App, Message, Screen};
use crate::classroom::LessonProgress;

/// The state of the history entry the app adds.
const MARK: &str = "wahree";

thread_local! {
    /// What was last written, so that an unchanged page is not touched.
    static SHOWN: RefCell<[String; 16]> = RefCell::default();
    /// The app's history entry is the current one (see [`back_button`]).
    static ARMED: Cell<Option<bool>> = const { Cell::new(None) };
    /// The next `popstate` is the app's own step back from its entry.
    static OWN_POP: Cell<bool> = const { Cell::new(false) };
    /// Where a press of Back goes (the subscription's channel).
    static BACK: RefCell<Option<mpsc::UnboundedSender<Message>>> = RefCell::default();
}

/// Brings the page's attributes up to date with `app` (called after every
/// update, with the title).
pub fn show(app: &App) {
    let lang = app.i18n().lang().code().to_owned();
    let (screen, game) = match app.screen() {
        Screen::Home(_) => ("home", None),
        Screen::Play(p) => ("play", Some(p.game())),
        Screen::Settings(_) => ("settings", None),
        Screen::Picker(..) => ("picker", None),
        Screen::Card(_) => ("card", None),
        Screen::Lock(_) => ("lock", None),
        Screen::Join(_) => ("join", None),
        Screen::SignIn(_) => ("sign-in", None),
        Screen::OrganiserSignIn(_) => ("organiser-sign-in", None),
        Screen::Teacher(_) => ("teacher", None),
        Screen::Board(_) => ("board", None),
        Screen::Review(_) => ("review", None),
        Screen::Games(_) => ("games", None),
        Screen::Puzzles(_) => ("puzzles", None),
        Screen::Puzzle(_) => ("puzzle", None),
        Screen::Lessons(_) => ("lessons", None),
        Screen::Lesson(_) => ("lesson", None),
        Screen::LiveStart(_) => ("live-start", None),
        Screen::Projector(_) => ("projector", None),
        Screen::LiveDevice(_) => ("live-device", None),
        Screen::Classmates(_) => ("classmates", None),
        Screen::Duel(_) => ("duel", None),
        Screen::Tournaments(_) => ("tournaments", None),
        Screen::ClassGames(_) => ("class-games", None),
    };
    let now = [
        lang,
        screen.to_owned(),
        game.map_or_else(String::new, |g| g.plies().len().to_string()),
        game.map_or_else(String::new, |g| g.position().to_string()),
        app.lesson_list().len().to_string(),
        app.content_problems().len().to_string(),
        app.learners().all().len().to_string(),
        computer(app),
        app.learners().current().name.clone(),
        steps(app.lesson_progress()).to_string(),
        sync(app),
        class(app),
        app.live_state(),
        app.puzzle_results().len().to_string(),
        format!("{:?}", app.full_font()).to_lowercase(),
        duel(app),
    ];
    arm(screen != "home");
    let changed = SHOWN.with_borrow_mut(|shown| {
        let changed = *shown != now;
        shown.clone_from(&now);
        changed
    });
    if !changed {
        return;
    }
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let names = [
        "lang",
        "data-screen",
        "data-plies",
        "data-position",
        "data-lessons",
        "data-problems",
        "data-learners",
        "data-computer",
        "data-learner",
        "data-steps",
        "data-sync",
        "data-class",
        "data-live",
        "data-tried",
        "data-font",
        "data-duel",
    ];
    for (name, value) in names.into_iter().zip(&now) {
        let _ = root.set_attribute(name, value);
    }
}

/// The computer's level on the play screen, and whether it adapts.
fn computer(app: &App) -> String {
    use crate::app::play::opponent::Opponent;
    let Screen::Play(p) = app.screen() else {
        return String::new();
    };
    match p.opponent() {
        Opponent::Friend => String::new(),
        Opponent::Computer { level, .. } if p.adapts() => format!("{} adapts", level.number()),
        Opponent::Computer { level, .. } => level.number().to_string(),
    }
}

/// The game with a classmate on show, as the child sees it.
fn duel(app: &App) -> String {
    let g = match app.screen() {
        Screen::Duel(g) => g,
        // Home's card offers a game with a classmate.
        Screen::Home(_) if app.duel_offer().is_some() => return r#"{"offer":true}"#.into(),
        _ => return String::new(),
    };
    let v = g.view_seen();
    serde_json::json!({
        "phase": v.phase,
        "mine": g.my_turn(),
        "plies": v.moves.len(),
        "position": g.shown().to_string(),
        "sowing": g.is_animating() || g.is_sending(),
        "words": g.words(app.i18n()),
        "over": v.end.is_some(),
    })
    .to_string()
}

/// The lesson steps done, in every lesson.
fn steps(lessons: &BTreeMap<String, LessonProgress>) -> usize {
    lessons.values().map(|p| p.completed.len()).sum()
}

/// The class server's sign, in a word.
fn sync(app: &App) -> String {
    use crate::app::sync::Sign;
    match app.sync.sign(&app.class) {
        None => "",
        Some(Sign::Synced) => "synced",
        Some(Sign::Waiting {
            unreachable: false, ..
        }) => "waiting",
        Some(Sign::Waiting { .. }) => "offline",
        Some(Sign::Offline) => "unreachable",
        Some(Sign::Refused(_)) => "refused",
        Some(Sign::Forgotten) => "forgotten",
    }
    .to_owned()
}

/// The teacher's view of the server's class: "name:steps" of each
/// learner, by name.
fn class(app: &App) -> String {
    let Screen::Teacher(t) = app.screen() else {
        return String::new();
    };
    let Some(online) = t.online() else {
        return String::new();
    };
    let mut learners: Vec<String> = online
        .class
        .roster()
        .named()
        .map(|l| format!("{}:{}", l.name, steps(&l.lessons)))
        .collect();
    learners.sort();
    learners.join(",")
}

/// How much to scale the app in the page as it is now
/// ([`crate::app::shape::page_scale`]).
pub fn scale() -> f32 {
    let Some(window) = web_sys::window() else {
        return 1.0;
    };
    let size = |v: Result<JsValue, JsValue>| v.ok().and_then(|v| v.as_f64());
    match (size(window.inner_width()), size(window.inner_height())) {
        (Some(w), Some(h)) => crate::app::shape::page_scale(w as f32, h as f32),
        _ => 1.0,
    }
}

/// The browser's Back button works as the app's own Esc: away from Home
/// the app keeps one history entry of its own, and Back takes it, which
/// the app hears as Esc (one level up: a puzzle to the list, a game to
/// Home). At Home the entry is given back, so Back leaves the page as
/// usual. Nothing is lost either way: progress is saved as it is made.
fn arm(away: bool) {
    let Some(history) = web_sys::window().and_then(|w| w.history().ok()) else {
        return;
    };
    // At the start, after a reload: is the app's entry the current one?
    let armed = ARMED.get().unwrap_or_else(|| {
        history
            .state()
            .is_ok_and(|s| s.as_string().as_deref() == Some(MARK))
    });
    if away && !armed {
        let _ = history.push_state(&JsValue::from_str(MARK), "");
        ARMED.set(Some(true));
    } else if !away && armed {
        OWN_POP.set(true);
        ARMED.set(Some(false));
        let _ = history.back();
    } else {
        ARMED.set(Some(armed));
    }
}

/// Presses of the browser's Back button, as the app's [`Message::Back`].
pub fn back_button() -> impl Stream<Item = Message> {
    let (sender, receiver) = mpsc::unbounded();
    BACK.set(Some(sender));
    thread_local! {
        static LISTENING: Cell<bool> = const { Cell::new(false) };
    }
    if !LISTENING.replace(true)
        && let Some(window) = web_sys::window()
    {
        let on_pop = Closure::<dyn FnMut(web_sys::Event)>::new(|_| {
            if OWN_POP.replace(false) {
                return;
            }
            ARMED.set(Some(false));
            BACK.with_borrow(|back| {
                if let Some(back) = back {
                    let _ = back.unbounded_send(Message::Back);
                }
            });
        });
        let _ =
            window.add_event_listener_with_callback("popstate", on_pop.as_ref().unchecked_ref());
        // Listens for as long as the page lives.
        on_pop.forget();
    }
    receiver
}

/// The browser went online, or the page was shown or got the focus: the
/// sync tries at once (`sync::Message::NetworkBack`) rather than waiting
/// out its backoff.
pub fn network_back() -> impl Stream<Item = Message> {
    let (sender, receiver) = mpsc::unbounded();
    let Some(window) = web_sys::window() else {
        return receiver;
    };
    let on = Closure::<dyn FnMut(web_sys::Event)>::new(move |_| {
        let visible = web_sys::window()
            .and_then(|w| w.document())
            .is_none_or(|d| !d.hidden());
        if visible {
            let _ = sender.unbounded_send(Message::Sync(crate::app::sync::Message::NetworkBack));
        }
    });
    for (target, name) in [
        (window.as_ref() as &web_sys::EventTarget, "online"),
        (window.as_ref(), "focus"),
        (window.as_ref(), "pageshow"),
    ] {
        let _ = target.add_event_listener_with_callback(name, on.as_ref().unchecked_ref());
    }
    if let Some(document) = window.document() {
        let _ = document
            .add_event_listener_with_callback("visibilitychange", on.as_ref().unchecked_ref());
    }
    // Listens for as long as the page lives (the subscription lives as long).
    on.forget();
    receiver
}
