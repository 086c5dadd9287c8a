//! Every screen fits every classroom screen: at 1024x640, 1280x720 and
//! 1920x1080, in the four languages and the three board sizes, each
//! screen (in the states with the most to show) is laid out headless and
//! checked for overflow:
//!
//! - every text outside a scroll area lies whole inside the window (a text
//!   pushed out, as Settings' Home button and keys line were at 1024x640),
//!   and no two of them overlap;
//! - every scroll area lies inside the window;
//! - a text in a scroll area that scrolls ends clear of its scrollbar (the
//!   move list's "capturec");
//! - the board has room: a cell of at least [`MIN_CELL`] px, and a bigger
//!   board size never draws a smaller board than the normal size on the
//!   same screen and window (the projector size made the board a strip
//!   under big texts at 1024x640);
//! - the lesson's board keeps its size when a wrong answer's box appears.
#![cfg(feature = "gui")]

mod common;

use iced::Rectangle;
use iced_test::Simulator;
use iced_test::selector::Candidate;
use wahree::app::home::Message as H;
use wahree::app::play::{BOARD_ID, BoardSize, Layout};
use wahree::app::settings::Message as S;
use wahree::app::{App, Message, Screen};
use wahree::classroom::Speed;
use wahree::content::Step;
use wahree::i18n::Lang;

const WINDOWS: [(f32, f32); 3] = [(1024.0, 640.0), (1280.0, 720.0), (1920.0, 1080.0)];

/// The smallest board cell that still shows its seeds and counts to a
/// child at a classroom table (a ninth of the board's width).
const MIN_CELL: f32 = 60.0;

/// Room a scrollbar takes at the right of a scroll area.
const SCROLLBAR: f32 = 8.0;

/// What one laid-out screen holds that the checks need.
#[derive(Default)]
struct Seen {
    texts: Vec<(String, Rectangle, Option<Rectangle>)>,
    /// Bounds, content bounds.
    scrollables: Vec<(Rectangle, Rectangle)>,
    board: Option<Rectangle>,
}

fn lay_out(app: &App, (w, h): (f32, f32)) -> Seen {
    common::pin_software_renderer();
    let mut ui = Simulator::with_size(wahree::app::settings(), (w, h), app.view());
    let mut seen = Seen::default();
    // A selector that never matches sees every widget.
    let _ = ui.find(|c: Candidate<'_>| -> Option<()> {
        match c {
            Candidate::Text {
                content,
                bounds,
                visible_bounds,
                ..
            } => seen
                .texts
                .push((content.to_owned(), bounds, visible_bounds)),
            Candidate::Scrollable {
                bounds,
                content_bounds,
                ..
            } => seen.scrollables.push((bounds, content_bounds)),
            Candidate::Container { id, bounds, .. }
                if id.is_some_and(|i| *i == iced::widget::Id::new(BOARD_ID)) =>
            {
                seen.board = Some(bounds);
            }
            _ => {}
        }
        None
    });
    seen
}

fn inside(r: Rectangle, (w, h): (f32, f32)) -> bool {
    const SLACK: f32 = 0.5;
    r.x >= -SLACK && r.y >= -SLACK && r.x + r.width <= w + SLACK && r.y + r.height <= h + SLACK
}

/// The overflow found on one screen, if any.
fn overflow(seen: &Seen, window: (f32, f32)) -> Vec<String> {
    let mut found = Vec::new();
    for &(bounds, content) in &seen.scrollables {
        if !inside(bounds, window) {
            found.push(format!("a scroll area out of the window: {bounds:?}"));
        }
        let _ = content;
    }
    for (text, bounds, visible) in &seen.texts {
        if text.trim().is_empty() {
            continue;
        }
        // A column taller than the window gives its last texts no room.
        if bounds.height < 1.0 || bounds.width < 1.0 {
            found.push(format!("{text:?} squeezed to nothing: {bounds:?}"));
            continue;
        }
        // A text in a scroll area is clipped to it (visible != bounds).
        let in_scroll = visible.is_none_or(|v| v != *bounds);
        if !in_scroll {
            if !inside(*bounds, window) {
                found.push(format!("{text:?} out of the window: {bounds:?}"));
            }
            continue;
        }
        for &(area, content) in &seen.scrollables {
            let scrolls = content.height > area.height + 0.5;
            let within = bounds.x >= content.x - 0.5
                && bounds.x + bounds.width <= content.x + content.width + 0.5
                && bounds.y >= content.y - 0.5
                && bounds.y <= content.y + content.height;
            if scrolls && within && bounds.x + bounds.width > area.x + area.width - SCROLLBAR {
                found.push(format!(
                    "{text:?} under the scrollbar of {area:?}: {bounds:?}"
                ));
            }
        }
    }
    // Texts squeezed onto each other (a column taller than the window
    // lays its last children over the others).
    let fixed: Vec<_> = seen
        .texts
        .iter()
        .filter(|(t, b, v)| !t.trim().is_empty() && *v == Some(*b))
        .collect();
    for (i, (a, ra, _)) in fixed.iter().enumerate() {
        for (b, rb, _) in &fixed[i + 1..] {
            if let Some(x) = ra.intersection(rb)
                && x.width > 2.0
                && x.height > 2.0
            {
                found.push(format!("{a:?} and {b:?} overlap: {ra:?} {rb:?}"));
            }
        }
    }
    if let Some(b) = seen.board {
        let cell = Layout::new(b.size()).cell;
        if cell < MIN_CELL {
            found.push(format!("the board is a strip: {b:?}, cell {cell}"));
        }
    }
    found
}

/// A fresh app in `lang` at `size`, no animation (verdicts at once).
fn app(lang: Lang, size: BoardSize) -> App {
    let mut app = App::new(lang);
    let _ = app.update(Message::Home(H::Settings));
    let _ = app.update(Message::Settings(S::Size(size)));
    let _ = app.update(Message::Settings(S::Speed(Speed::Off)));
    let _ = app.update(Message::Settings(S::Home));
    app
}

fn lesson(app: &App) -> &wahree::app::lesson::LessonScreen {
    match app.screen() {
        Screen::Lesson(l) => l,
        _ => panic!("not on a lesson"),
    }
}

/// Each screen in the states with the most to show, by name.
fn states(lang: Lang, size: BoardSize) -> Vec<(&'static str, App)> {
    use wahree::app::{lesson::Message as L, lessons, play, puzzle, puzzles};
    let mut out = Vec::new();
    out.push(("home", app(lang, size)));

    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Settings));
    out.push(("settings", a));

    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::PlayComputer));
    for n in [3, 4, 2, 5, 1] {
        let _ = a.update(Message::Play(play::Message::PlayOwn(n)));
    }
    out.push(("play against the computer", a));

    // A friend's game to its end, the longest move list and the end panel.
    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Play));
    loop {
        let Screen::Play(p) = a.screen() else {
            panic!()
        };
        let Some(h) = p.game().position().legal_moves().next() else {
            break;
        };
        let _ = a.update(Message::Play(play::Message::PlayOwn(h.own_number())));
    }
    out.push(("the end of a game", a));

    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Lessons));
    out.push(("lessons", a));

    // Lesson 2's first try with words for a wrong move, answered wrong,
    // with its hint open.
    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Lessons));
    let _ = a.update(Message::Lessons(lessons::Message::Open(TRY_LESSON)));
    while !matches!(lesson(&a).current(), Step::Try(t) if !t.wrong.is_empty()) {
        go_on(&mut a);
    }
    out.push(("a lesson's try", clone_lesson(&a, lang, size)));
    let Step::Try(t) = lesson(&a).current().clone() else {
        unreachable!()
    };
    let _ = a.update(Message::Lesson(L::Hint));
    let wrong = wahree::engine::House::new(usize::from(t.wrong[0].moves[0])).unwrap();
    let _ = a.update(Message::Lesson(L::PlayOwn(wrong.own_number())));
    out.push(("a lesson's wrong try", a));

    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Puzzles));
    out.push(("puzzles", a));

    // A puzzle answered wrong after two hints.
    let mut a = app(lang, size);
    let _ = a.update(Message::Home(H::Puzzles));
    let _ = a.update(Message::Puzzles(puzzles::Message::Open(0)));
    let _ = a.update(Message::Puzzle(puzzle::Message::Hint));
    let _ = a.update(Message::Puzzle(puzzle::Message::Hint));
    for n in 1..=6 {
        let _ = a.update(Message::Puzzle(puzzle::Message::PlayOwn(n)));
        if let Screen::Puzzle(p) = a.screen()
            && matches!(p.status(), puzzle::Status::Wrong { .. })
        {
            break;
        }
        let _ = a.update(Message::Puzzle(puzzle::Message::Retry));
    }
    out.push(("a puzzle answered wrong", a));
    out
}

/// The same lesson step opened afresh (an `App` is not `Clone`).
fn clone_lesson(a: &App, lang: Lang, size: BoardSize) -> App {
    use wahree::app::lessons;
    let step = lesson(a).step_index();
    let mut b = app(lang, size);
    let _ = b.update(Message::Home(H::Lessons));
    let _ = b.update(Message::Lessons(lessons::Message::Open(TRY_LESSON)));
    for _ in 0..step {
        go_on(&mut b);
    }
    b
}

/// The lesson whose wrong try the screens show (lesson 2, sowing).
const TRY_LESSON: usize = 1;

/// The next step: "Skip" past an exercise not answered ("Next" waits for
/// an answer there), "Next" otherwise.
fn go_on(a: &mut App) {
    use wahree::app::lesson::Message as L;
    let m = if lesson(a).skip_open() {
        L::Skip
    } else {
        L::Next
    };
    let _ = a.update(Message::Lesson(m));
}

#[test]
fn every_screen_fits_every_window_in_every_language_and_size() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        // The board of each screen and window at the normal size.
        let mut normal: Vec<Option<Rectangle>> = Vec::new();
        for size in BoardSize::ALL {
            let mut i = 0;
            for (name, app) in states(lang, size) {
                for window in WINDOWS {
                    let seen = lay_out(&app, window);
                    let at = format!("{lang:?} {size:?} {}x{} {name}", window.0, window.1);
                    for p in overflow(&seen, window) {
                        problems.push(format!("{at}: {p}"));
                    }
                    if size == BoardSize::Normal {
                        normal.push(seen.board);
                    } else if let (Some(b), Some(n)) = (seen.board, normal[i]) {
                        let (cell, base) = (Layout::new(b.size()).cell, Layout::new(n.size()).cell);
                        if cell + 0.5 < base {
                            problems.push(format!(
                                "{at}: a smaller board than the normal size's ({cell} < {base})"
                            ));
                        }
                    }
                    i += 1;
                }
            }
        }
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn the_lesson_board_keeps_its_size_when_a_wrong_answer_is_shown() {
    for lang in Lang::ALL {
        for size in BoardSize::ALL {
            let states = states(lang, size);
            let find = |n: &str| &states.iter().find(|(name, _)| *name == n).unwrap().1;
            let (asking, wrong) = (find("a lesson's try"), find("a lesson's wrong try"));
            for window in WINDOWS {
                let before = lay_out(asking, window).board.expect("a board");
                let after = lay_out(wrong, window).board.expect("a board");
                assert_eq!(
                    before.size(),
                    after.size(),
                    "{lang:?} {size:?} {window:?}: the board changed size"
                );
            }
        }
    }
}

#[test]
fn the_language_row_stays_put_when_the_language_changes() {
    // Where "日本語" (the same word in every language) sits in Settings.
    let at = |lang: Lang, window| {
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Settings));
        let seen = lay_out(&a, window);
        seen.texts
            .iter()
            .find(|(t, _, _)| t == "日本語")
            .map(|(_, b, _)| b.y)
            .expect("the language row")
    };
    for window in WINDOWS {
        let ys = Lang::ALL.map(|l| at(l, window));
        assert!(
            ys.iter().all(|&y| (y - ys[0]).abs() < 0.5),
            "{window:?}: {ys:?}"
        );
    }
}
