//! Every screen fits every classroom screen: at 1024x640, 1280x720,
//! 1366x768 and 1920x1080, and in the browser on a tablet held upright
//! (768x1024) and a phone (375x667), in the four languages and the three
//! board sizes, each screen (in the states with the most to show) is laid
//! out headless and checked for overflow:
//!
//! - every text outside a scroll area lies whole inside the window (a text
//!   pushed out, as Settings' Home button and keys line were at 1024x640),
//!   and no two of them overlap;
//! - every scroll area lies inside the window;
//! - a text in a scroll area that scrolls ends clear of its scrollbar (the
//!   move list's "capturec"), and a text in a scroll area that does not
//!   scroll sideways is not cut at its side;
//! - the board has room: a cell of at least [`min_cell`] px, and a bigger
//!   board size never draws a smaller board than the normal size on the
//!   same screen and window (the projector size made the board a strip
//!   under big texts at 1024x640);
//! - the lesson's board keeps its size when a wrong answer's box appears;
//! - no text shows reading marks as they are written (`穴《あな》`): a
//!   Japanese learner's readings are on, and every text that may carry
//!   them is drawn with its readings above the kanji (`app::furigana`).
//!
//! The states are reached through the app's own messages, in two walks
//! per language and board size: a guest's (play, against the computer
//! that adapts too, a game's review, the
//! lessons, the puzzles in every mode, the teacher's board) and a class's
//! (thirty learners with progress: "Who is playing?", a learner's card,
//! the teacher's PIN, Settings, the teacher's view), and a device of a
//! class server's class (joining it, the sign of work waiting and of a
//! refusal, the teacher's sign-in, the teacher's view from the server with
//! the class code and its QR code, Settings' class server), through a
//! fake server in memory; and the live class's screens on a teacher's
//! device and a child's against a real class server (`fit/live.rs`), and
//! the teacher's tournaments and the organiser's against one too
//! (`fit/tournament.rs`, `fit/organiser.rs`). Each
//! state is laid
//! out at the three windows as the walk reaches it. What the coach works
//! out in the background (the teacher's board's coach, a game's review)
//! is worked out once and handed to every walk.
#![cfg(feature = "gui")]

#[path = "common/app_server.rs"]
mod app_server;
mod common;
#[path = "../examples/demo_class.rs"]
#[allow(dead_code)]
mod demo_class;
#[path = "fit/lines.rs"]
mod lines;
#[path = "fit/live.rs"]
mod live;
#[path = "fit/organiser.rs"]
mod organiser;
#[path = "common/school.rs"]
mod school;
#[path = "fit/sizes.rs"]
mod sizes;
#[path = "fit/touch.rs"]
mod touch;
#[path = "fit/tournament.rs"]
mod tournament;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::{Arc, Mutex, Once, OnceLock};

use iced::{Rectangle, Size, Task};
use iced_test::Simulator;
use iced_test::core::renderer::Headless;
use iced_test::core::widget::operation::{Scrollable, TextInput};
use iced_test::core::widget::{Id, Operation};
use iced_test::futures::futures::{StreamExt, executor::block_on};
use iced_test::runtime::user_interface::{Cache, UserInterface};
use iced_test::runtime::{Action, task};
use wahree::app::home::Message as H;
use wahree::app::play::{BOARD_ID, BoardSize, Layout};
use wahree::app::settings::Message as S;
use wahree::app::{App, Message, Screen};
use wahree::classroom::{Memory, Speed, Storage};
use wahree::content::Step;
use wahree::engine::{Game, House};
use wahree::i18n::Lang;

/// The classroom's windows: a small laptop, a 720p projector, the most
/// common laptop, a 1080p projector; and in the browser a tablet held
/// upright and a phone, which get screens laid out for them (not the
/// landscape ones drawn smaller).
const WINDOWS: [(f32, f32); 6] = [
    (1024.0, 640.0),
    (1280.0, 720.0),
    (1366.0, 768.0),
    (1920.0, 1080.0),
    (768.0, 1024.0),
    (375.0, 667.0),
];

/// The smallest board cell that still shows its seeds and counts to a
/// child at a classroom table (a ninth of the board's width); on a phone,
/// held in the hand, the board as wide as the screen: cells of a
/// fingertip.
fn min_cell((w, _): (f32, f32)) -> f32 {
    if w < 600.0 { 36.0 } else { 60.0 }
}

/// A scroll area whose content is at most this much taller than it has a
/// scrollbar for nothing.
const NEEDLESS: f32 = 4.0;

/// The smallest house on Home's board.
const MIN_HOUSE: f32 = 40.0;

/// Room a scrollbar takes at the right of a scroll area.
const SCROLLBAR: f32 = 8.0;

/// The teacher's PIN in the class's walk.
const PIN: &str = "2468";

/// A text as laid out: its words, its bounds, and the scroll area it is
/// in (the innermost), if any.
struct Text {
    words: String,
    bounds: Rectangle,
    area: Option<usize>,
    /// How wide its words are drawn, if wider than `bounds` (a word
    /// longer than its box is drawn over what is beside it).
    wider: Option<f32>,
}

/// A scroll area: its bounds, its content's, and the area it is in.
struct Area {
    bounds: Rectangle,
    content: Rectangle,
    parent: Option<usize>,
    /// What scrolls under a board (a verdict, a review's words, hints).
    below: bool,
}

impl Area {
    fn scrolls_down(&self) -> bool {
        self.content.height > self.bounds.height + 0.5
    }

    fn scrolls_sideways(&self) -> bool {
        self.content.width > self.bounds.width + 0.5
    }
}

/// What one laid-out screen holds that the checks need.
#[derive(Default)]
struct Seen {
    /// The texts, and the text fields (as a text of their own).
    texts: Vec<Text>,
    areas: Vec<Area>,
    /// Every box the layout reports (a button, a row, a column, a
    /// container), with the scroll area it is in.
    boxes: Vec<(Rectangle, Option<usize>)>,
    board: Option<Rectangle>,
    /// Home's board.
    home_board: Option<Rectangle>,
}

/// Walks the laid-out widgets, noting which scroll area each text is in
/// (a scroll area's content is what it traverses next).
#[derive(Default)]
struct Survey {
    seen: Seen,
    /// The scroll area whose content is being walked.
    current: Option<usize>,
    /// A scroll area just met: its traversal comes next.
    entering: Option<usize>,
}

impl Operation for Survey {
    fn traverse(&mut self, operate: &mut dyn FnMut(&mut dyn Operation)) {
        let outer = self.current;
        if let Some(area) = self.entering.take() {
            self.current = Some(area);
        }
        operate(self);
        self.current = outer;
    }

    fn container(&mut self, id: Option<&Id>, bounds: Rectangle) {
        if id.is_some_and(|i| *i == Id::new(BOARD_ID)) {
            self.seen.board = Some(bounds);
        }
        if id.is_some_and(|i| *i == Id::new(wahree::app::home::BOARD_ID)) {
            self.seen.home_board = Some(bounds);
        }
        self.seen.boxes.push((bounds, self.current));
    }

    fn text_input(&mut self, id: Option<&Id>, bounds: Rectangle, _state: &mut dyn TextInput) {
        self.seen.texts.push(Text {
            words: format!("{FIELD} {id:?}"),
            bounds,
            area: self.current,
            wider: None,
        });
    }

    fn scrollable(
        &mut self,
        id: Option<&Id>,
        bounds: Rectangle,
        content: Rectangle,
        _translation: iced::Vector,
        _state: &mut dyn Scrollable,
    ) {
        self.seen.areas.push(Area {
            bounds,
            content,
            parent: self.current,
            below: id.is_some_and(|i| *i == Id::new(wahree::app::play::layout::BELOW_ID)),
        });
        self.entering = Some(self.seen.areas.len() - 1);
    }

    fn text(&mut self, _id: Option<&Id>, bounds: Rectangle, words: &str) {
        self.seen.texts.push(Text {
            words: words.to_owned(),
            bounds,
            area: self.current,
            wider: None,
        });
    }
}

/// Lays out and renders headless, as the simulator does, with one
/// renderer for a whole walk.
struct Window {
    renderer: iced::Renderer,
}

impl Window {
    fn new() -> Window {
        static FONTS: Once = Once::new();
        FONTS.call_once(|| {
            common::pin_software_renderer();
            // The simulator loads the app's fonts into the shared font
            // system.
            let app = App::new(Lang::En);
            drop(Simulator::with_settings(
                wahree::app::settings(),
                app.view(),
            ));
        });
        let settings = wahree::app::settings();
        let renderer = block_on(<iced::Renderer as Headless>::new(
            settings.default_font,
            settings.default_text_size,
            Some("tiny-skia"),
        ))
        .expect("a headless renderer");
        Window { renderer }
    }

    fn lay_out(&mut self, app: &App, (w, h): (f32, f32)) -> Seen {
        let mut ui = UserInterface::build(
            app.view(),
            Size::new(w, h),
            Cache::default(),
            &mut self.renderer,
        );
        let mut survey = Survey::default();
        ui.operate(&self.renderer, &mut survey);
        let mut seen = survey.seen;
        for t in &mut seen.texts {
            t.wider = drawn_width(&t.words, t.bounds).filter(|&w| w > t.bounds.width + 1.0);
        }
        seen
    }
}

/// How wide a text of the app's is drawn when laid out in `bounds`' width
/// (wider than it when a word does not fit), if its size can be told from
/// its height: every text has the app's font and line height, so a text
/// of `n` lines at size `s` is `1.3 * s * n` tall.
fn drawn_width(words: &str, bounds: Rectangle) -> Option<f32> {
    use iced_test::core::text::{self, Paragraph as _};
    type Paragraph = <iced::Renderer as text::Renderer>::Paragraph;
    /// Measured once: most texts come back in the same box on many
    /// screens, windows and sizes (and measuring takes the font system's
    /// one lock, which the walks share).
    type Key = (String, u32, u32);
    static MEASURED: Mutex<BTreeMap<Key, Option<f32>>> = Mutex::new(BTreeMap::new());
    if words.starts_with(FIELD) || bounds.height < 1.0 {
        return None;
    }
    // No glyph of the font is wider than its size (an em), so a text whose
    // longest run without a space fits at the biggest size its height
    // allows (one line) fits: most texts need no measuring.
    let longest = words.split_whitespace().map(|w| w.chars().count());
    if longest.max().unwrap_or(0) as f32 * bounds.height / 1.3 <= bounds.width {
        return None;
    }
    let key = (
        words.to_owned(),
        bounds.width.to_bits(),
        bounds.height.to_bits(),
    );
    if let Some(&known) = MEASURED.lock().unwrap().get(&key) {
        return known;
    }
    let font = wahree::app::settings().default_font;
    // A text that breaks inside a word (a name of twenty letters) is as
    // wide as its box: either way of wrapping that gives its height and
    // fits its width is how it was drawn.
    let measure = |wrapping| {
        (1..=8).find_map(|lines| {
            let size = bounds.height / (1.3 * lines as f32);
            if size < 8.0 {
                return None;
            }
            let drawn = Paragraph::with_text(text::Text {
                content: words,
                bounds: Size::new(bounds.width, f32::INFINITY),
                size: size.into(),
                line_height: text::LineHeight::default(),
                font,
                align_x: text::Alignment::Default,
                align_y: iced::alignment::Vertical::Top,
                shaping: text::Shaping::default(),
                wrapping,
            })
            .min_bounds();
            ((drawn.height - bounds.height).abs() < 0.5).then_some(drawn.width)
        })
    };
    let width = match measure(text::Wrapping::default()) {
        Some(w) if w > bounds.width + 1.0 => measure(text::Wrapping::WordOrGlyph)
            .filter(|&g| g <= bounds.width + 1.0)
            .or(Some(w)),
        other => other,
    };
    MEASURED.lock().unwrap().insert(key, width);
    width
}

/// What a text field is called among the texts.
const FIELD: &str = "a text field";

fn inside(r: Rectangle, (w, h): (f32, f32)) -> bool {
    const SLACK: f32 = 0.5;
    r.x >= -SLACK && r.y >= -SLACK && r.x + r.width <= w + SLACK && r.y + r.height <= h + SLACK
}

/// The overflow found on one screen, if any.
fn overflow(seen: &Seen, window: (f32, f32)) -> Vec<String> {
    let mut found = Vec::new();
    for area in &seen.areas {
        let b = area.bounds;
        // One in a scroll area that scrolls down is reached by scrolling
        // it (a phone's Settings).
        let scrolled = area.parent.is_some_and(|p| seen.areas[p].scrolls_down());
        if !scrolled && !inside(b, window) {
            found.push(format!("a scroll area out of the window: {b:?}"));
        }
        // A scrollbar for a few pixels: its content nearly fits (a
        // verdict in two languages at 1280x720 by 1.1 px).
        let over = area.content.height - b.height;
        if over > 0.5 && over <= NEEDLESS {
            found.push(format!("a needless scrollbar, for {over} px: {b:?}"));
        }
        if let Some(p) = area.parent.map(|p| &seen.areas[p])
            && !p.scrolls_sideways()
            && (b.x < p.bounds.x - 0.5 || b.x + b.width > p.bounds.x + p.bounds.width + 0.5)
        {
            found.push(format!("a scroll area cut at the side of another: {b:?}"));
        }
    }
    // A box (a button, a row) pushed out of the window, or out at the side
    // of a scroll area that does not scroll sideways.
    for &(b, area) in &seen.boxes {
        if b.width < 1.0 || b.height < 1.0 {
            continue;
        }
        match area.map(|i| &seen.areas[i]) {
            None if !inside(b, window) => {
                found.push(format!("a box out of the window: {b:?}"));
            }
            Some(a)
                if !a.scrolls_sideways()
                    && (b.x < a.bounds.x - 0.5
                        || b.x + b.width > a.bounds.x + a.bounds.width + 0.5) =>
            {
                found.push(format!("a box cut at the side of {:?}: {b:?}", a.bounds));
            }
            _ => {}
        }
    }
    for Text {
        words,
        bounds,
        area,
        wider,
    } in &seen.texts
    {
        if words.trim().is_empty() {
            continue;
        }
        if let Some(w) = wider {
            found.push(format!("{words:?} wider than its box ({w} px): {bounds:?}"));
        }
        if wahree::i18n::ruby::segments(words)
            .iter()
            .any(|s| s.reading.is_some())
        {
            found.push(format!("{words:?} shows its reading marks as written"));
        }
        // A column taller than the window gives its last texts no room.
        if bounds.height < 1.0 || bounds.width < 1.0 {
            found.push(format!("{words:?} squeezed to nothing: {bounds:?}"));
            continue;
        }
        let Some(a) = area.map(|i| &seen.areas[i]) else {
            if !inside(*bounds, window) {
                found.push(format!("{words:?} out of the window: {bounds:?}"));
            }
            continue;
        };
        let (area, content) = (a.bounds, a.content);
        let (right, bottom) = (bounds.x + bounds.width, bounds.y + bounds.height);
        if !a.scrolls_sideways() && (bounds.x < area.x - 0.5 || right > area.x + area.width + 0.5) {
            found.push(format!("{words:?} cut at the side of {area:?}: {bounds:?}"));
            continue;
        }
        // Where the text is once the area is scrolled to its end (the
        // scrollbars of an area that scrolls both ways lie over it).
        let right = right - (content.x + content.width - area.x - area.width).max(0.0);
        let bottom = bottom - (content.y + content.height - area.y - area.height).max(0.0);
        if a.scrolls_down() && right > area.x + area.width - SCROLLBAR {
            found.push(format!(
                "{words:?} under the scrollbar of {area:?}: {bounds:?}"
            ));
        } else if a.scrolls_sideways() && bottom > area.y + area.height - SCROLLBAR {
            found.push(format!(
                "{words:?} under the sideways scrollbar of {area:?}: {bounds:?}"
            ));
        }
    }
    // Texts squeezed onto each other (a column taller than the window
    // lays its last children over the others), in the same scroll area
    // or in none.
    let texts: Vec<_> = seen
        .texts
        .iter()
        .filter(|t| !t.words.trim().is_empty())
        .collect();
    for (i, a) in texts.iter().enumerate() {
        for b in texts[i + 1..].iter().filter(|b| b.area == a.area) {
            if let Some(x) = a.bounds.intersection(&b.bounds)
                && x.width > 2.0
                && x.height > 2.0
            {
                found.push(format!(
                    "{:?} and {:?} overlap: {:?} {:?}",
                    a.words, b.words, a.bounds, b.bounds
                ));
            }
        }
    }
    found.extend(lines::problems(seen));
    if let Some(b) = seen.board {
        let cell = Layout::new(b.size()).cell;
        if cell + 0.01 < min_cell(window) {
            found.push(format!("the board is a strip: {b:?}, cell {cell}"));
        }
    }
    // Home's board is there to touch and try: houses of 40 px at least
    // (in Italian at 1024x640 they were 16).
    if let Some(b) = seen.home_board {
        let house = 2.0 * Layout::new(b.size()).house_radius();
        if house < MIN_HOUSE {
            found.push(format!(
                "Home's board is too small: {b:?}, houses of {house} px"
            ));
        }
    }
    found
}

/// One walk's findings: every state it reached, laid out at each window.
struct Walk {
    window: Window,
    lang: Lang,
    size: BoardSize,
    /// The learner's second language, once the walk has given them one:
    /// every text of a lesson, a puzzle and the coach is then said twice.
    second: Option<Lang>,
    problems: Vec<String>,
    /// The board of each state, by the state's name and the window.
    boards: BTreeMap<(String, usize), Rectangle>,
    /// Buttons too small to touch at a tablet's windows, when the walk
    /// looks for them (`touch`).
    touch: Option<touch::Small>,
}

impl Walk {
    fn new(lang: Lang, size: BoardSize) -> Walk {
        Walk {
            window: Window::new(),
            lang,
            size,
            second: None,
            problems: Vec::new(),
            boards: BTreeMap::new(),
            touch: None,
        }
    }

    /// A state's name in this walk (the same screens are seen with one
    /// language and with two).
    fn label(&self, name: &str) -> String {
        match self.second {
            Some(l) => format!("{name}, {l:?} under it"),
            None => name.to_owned(),
        }
    }

    /// Lays the app out as it is now at every window, and notes what
    /// overflows.
    fn see(&mut self, name: &'static str, app: &App) {
        let label = self.label(name);
        for (i, &window) in WINDOWS.iter().enumerate() {
            if !looked_at(window) {
                continue;
            }
            let seen = self.window.lay_out(app, window);
            let found = overflow(&seen, window);
            shoot(&label, app, self.lang, self.size, window, !found.is_empty());
            for p in found {
                self.problems.push(format!(
                    "{:?} {:?} {}x{} {label}: {p}",
                    self.lang, self.size, window.0, window.1
                ));
            }
            if let Some(b) = seen.board {
                self.boards.insert((label.clone(), i), b);
            }
        }
        if let Some(small) = &mut self.touch {
            for window in touch::TABLETS {
                for (words, size) in self.window.small_buttons(app, window) {
                    small.note(&label, window, words, size);
                }
            }
        }
    }
}

/// To look at one window while working on it: `WAHREE_FIT_WINDOW=375x667`
/// lays the screens out in that window alone (the checks across windows
/// then find what is missing).
fn looked_at((w, h): (f32, f32)) -> bool {
    std::env::var("WAHREE_FIT_WINDOW").map_or(true, |only| only == format!("{w}x{h}"))
}

/// To look at what the checks find: with `WAHREE_FIT_SHOTS` naming a
/// folder, every state that overflows is drawn there as a PNG (and every
/// state whose name holds one of `WAHREE_FIT_SHOW`'s parts between `|`). Off by default: a
/// drawing costs far more than a layout.
fn shoot(name: &str, app: &App, lang: Lang, size: BoardSize, (w, h): (f32, f32), bad: bool) {
    let Some(dir) = std::env::var_os("WAHREE_FIT_SHOTS") else {
        return;
    };
    let shown = std::env::var("WAHREE_FIT_SHOW")
        .is_ok_and(|s| s.split('|').any(|part| name.contains(part)));
    if !bad && !shown {
        return;
    }
    let file: String = format!("{name} {lang:?} {size:?} {w}x{h}")
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    let path = PathBuf::from(dir).join(file);
    let _ = std::fs::remove_file(path.with_extension("png"));
    let mut ui = Simulator::with_size(wahree::app::settings(), (w, h), app.view());
    let shot = ui.snapshot(&app.theme()).expect("a tiny-skia snapshot");
    shot.matches_image(&path).expect("the PNG written");
}

/// The messages a task sends back, run to its end here (a search runs on
/// this thread). Widget operations (focus, scrolling) are left out.
fn outputs(task: Task<Message>) -> Vec<Message> {
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

/// A fresh app in `lang` at `size`, no animation (verdicts at once).
fn app(lang: Lang, size: BoardSize) -> App {
    let mut app = App::new(lang);
    let _ = app.update(Message::Home(H::Settings));
    set_look(&mut app, size);
    let _ = app.update(Message::Settings(S::Home));
    app
}

/// In Settings: the board size, and no animation.
fn set_look(app: &mut App, size: BoardSize) {
    let _ = app.update(Message::Settings(S::Size(size)));
    let _ = app.update(Message::Settings(S::Speed(Speed::Off)));
}

fn on_home(app: &App) {
    assert!(matches!(app.screen(), Screen::Home(_)), "not on Home");
}

/// The guest's walk: Home, Settings, play, a game's review and the games
/// list, the lessons, the puzzles in every mode, the teacher's board.
fn guest_walk(w: &mut Walk) {
    use wahree::app::play;
    let mut a = app(w.lang, w.size);
    w.see("home", &a);

    // An empty class: its teacher adds the children from Home (issue 32).
    {
        use iced::widget::text_editor::{Action as A, Edit as E};
        use wahree::app::teacher::Message as T;
        use wahree::app::teacher_add::Edit;
        let _ = a.update(Message::Home(H::AddChildren));
        w.see("the teacher's view of an empty class, adding children", &a);
        let names = "Aiko, ja\nKofi\naiko\nMaria Valentina Crul,zz\n".to_owned();
        let paste = A::Edit(E::Paste(Arc::new(names)));
        let _ = a.update(Message::Teacher(T::AddEdit(Edit(paste))));
        let _ = a.update(Message::Teacher(T::AddSave));
        w.see("the teacher's view, children's names with bad lines", &a);
        let _ = a.update(Message::Teacher(T::Back));
        on_home(&a);
    }

    let _ = a.update(Message::Home(H::Settings));
    w.see("settings", &a);
    let _ = a.update(Message::Settings(S::Home));

    let _ = a.update(Message::Home(H::PlayComputer));
    for n in [3, 4, 2, 5, 1] {
        let _ = a.update(Message::Play(play::Message::PlayOwn(n)));
    }
    w.see("play against the computer", &a);
    // "Adapts to me" switched on half way: its longest line.
    let _ = a.update(Message::Play(play::Message::Adapts(true)));
    w.see(
        "play against the computer that adapts, a game that does not count",
        &a,
    );
    let _ = a.update(Message::Play(play::Message::NewGame));
    computer_game(&mut a);
    w.see("the end of a game against the computer that adapts", &a);
    let _ = a.update(Message::Play(play::Message::Home));
    on_home(&a);

    // Two games with a friend to their end: the longest move list and the
    // end panel, then a review and the list of games.
    friend_game(&mut a, false);
    let _ = a.update(Message::Play(play::Message::Home));
    friend_game(&mut a, true);
    w.see("the end of a game", &a);
    review_walk(w, &mut a);
    let _ = a.update(Message::Home(H::Games));
    w.see("my games", &a);
    let _ = a.update(Message::Games(wahree::app::review::games::Message::Home));

    lesson_walk(w, &mut a);
    closing_game_walk(w, &mut a);
    puzzle_walk(w, &mut a);
    board_walk(w, &mut a);
}

/// A game with a friend played to its end, each side playing its first
/// legal move (or its last, when not `first`).
fn friend_game(a: &mut App, first: bool) {
    use wahree::app::play;
    let _ = a.update(Message::Home(H::Play));
    loop {
        let Screen::Play(p) = a.screen() else {
            panic!("not playing")
        };
        if p.game().is_over() {
            break;
        }
        let mut moves = p.game().position().legal_moves();
        let pick = if first { moves.next() } else { moves.last() };
        let h = pick.expect("a game not over has a move");
        let _ = a.update(Message::Play(play::Message::PlayOwn(h.own_number())));
    }
}

/// The game on show against the computer played to its end, the learner
/// playing their first legal move, the computer its own.
fn computer_game(a: &mut App) {
    use wahree::app::play::{self, opponent::think};
    loop {
        let Screen::Play(p) = a.screen() else {
            panic!("not playing")
        };
        if p.game().is_over() {
            break;
        }
        let m = match p.request() {
            Some(r) => play::Message::Computer {
                generation: r.generation,
                house: think(&r),
            },
            None => {
                let h = p.game().position().legal_moves().next();
                play::Message::PlayOwn(h.expect("a game not over has a move").own_number())
            }
        };
        let _ = a.update(Message::Play(m));
    }
}

/// Each move's review of `game`, as the app's background steps bring
/// them, worked out once (with a small node budget: a debug build reviews
/// a long game at the app's budget in about a minute).
fn review_steps(game: &Game) -> &'static [Message] {
    use wahree::app::review::{Message as R, Stepped};
    use wahree::coach::Limits;
    use wahree::coach::review::{Reviewer, Step as Done};
    static STEPS: OnceLock<Vec<Message>> = OnceLock::new();
    STEPS.get_or_init(|| {
        let limits = Limits {
            depth: None,
            time: None,
            nodes: Some(4_000),
        };
        let mut reviewer = Reviewer::new(game, limits);
        let mut steps = Vec::new();
        while let Done::Reviewed(i) = reviewer.step() {
            steps.push(Message::Review(R::Stepped(Box::new(Stepped {
                // The review's first run.
                generation: 1,
                step: Done::Reviewed(i),
                review: Some(Box::new(reviewer.reviewed()[i].clone())),
                start_value: reviewer.start_value(),
            }))));
        }
        steps
    })
}

/// The game on the end screen reviewed: half way, then whole with the
/// worst move on show and its better line played out.
fn review_walk(w: &mut Walk, a: &mut App) {
    use wahree::app::{play, review::Message as R};
    let Screen::Play(p) = a.screen() else {
        panic!("not playing")
    };
    let steps = review_steps(p.game());
    let _ = a.update(Message::Play(play::Message::ReviewGame));
    let half = steps.len() / 2;
    for m in &steps[..half] {
        let _ = a.update(m.clone());
    }
    w.see("a game being reviewed", a);
    for m in &steps[half..] {
        let _ = a.update(m.clone());
    }
    let Screen::Review(r) = a.screen() else {
        panic!("not reviewing")
    };
    assert!(r.is_finished(), "reviewed");
    let worst = r.reviewed().iter().max_by_key(|m| m.loss).expect("moves");
    let _ = a.update(Message::Review(R::GoTo(worst.index)));
    let _ = a.update(Message::Review(R::PlayLine));
    let _ = a.update(Message::Review(R::PlayLine));
    w.see("a game reviewed", a);
    let _ = a.update(Message::Review(R::Back));
    on_home(a);
}

fn lesson(app: &App) -> &wahree::app::lesson::LessonScreen {
    match app.screen() {
        Screen::Lesson(l) => l,
        _ => panic!("not on a lesson"),
    }
}

/// The lessons, lesson 1's first try, and the same try answered wrong
/// with its hint open.
fn lesson_walk(w: &mut Walk, a: &mut App) {
    use wahree::app::{lesson::Message as L, lessons};
    let _ = a.update(Message::Home(H::Lessons));
    w.see("lessons", a);
    let _ = a.update(Message::Lessons(lessons::Message::Open(TRY_LESSON)));
    // From the start, wherever the learner left it.
    let _ = a.update(Message::Lesson(L::GoTo(0)));
    while !matches!(lesson(a).current(), Step::Try(t) if !t.wrong.is_empty()) {
        go_on(a);
    }
    w.see("a lesson's try", a);
    let Step::Try(t) = lesson(a).current().clone() else {
        unreachable!()
    };
    let _ = a.update(Message::Lesson(L::Hint));
    let wrong = House::new(usize::from(t.wrong[0].moves[0])).unwrap();
    let _ = a.update(Message::Lesson(L::PlayOwn(wrong.own_number())));
    w.see("a lesson's wrong try", a);
    let _ = a.update(Message::Lesson(L::Back));
    let _ = a.update(Message::Lessons(lessons::Message::Home));
    on_home(a);
}

/// A lesson's closing game (the last lesson that has one: the longest
/// aim): its hint open, the learner's first move answered by the coach;
/// then played to its end, lost; then the lesson's finish screen, the
/// exercises skipped on the way to the game still missing.
fn closing_game_walk(w: &mut Walk, a: &mut App) {
    use wahree::app::{lesson::Message as L, lesson::Status, lessons};
    let _ = a.update(Message::Home(H::Lessons));
    let index = closing_lesson(a);
    let _ = a.update(Message::Lessons(lessons::Message::Open(index)));
    let _ = a.update(Message::Lesson(L::GoTo(0)));
    while !matches!(lesson(a).current(), Step::Game(_)) {
        go_on(a);
    }
    let _ = a.update(Message::Lesson(L::Hint));
    let moves = closing_game();
    for m in &moves[..2] {
        let _ = a.update(m.clone());
    }
    assert!(matches!(lesson(a).status(), Status::Playing));
    w.see("a lesson's closing game", a);
    for m in &moves[2..] {
        let _ = a.update(m.clone());
    }
    assert!(matches!(
        lesson(a).status(),
        Status::GameOver { met: false, .. }
    ));
    w.see("a lesson's closing game, lost", a);
    while !lesson(a).is_finished() {
        go_on(a);
    }
    // (A learner of the class may have done the rest before.)
    assert!(
        w.second.is_some() || lesson(a).missing().is_some(),
        "a step is missing"
    );
    w.see("a lesson's finish screen, a step missing", a);
    let _ = a.update(Message::Lesson(L::Back));
    let _ = a.update(Message::Lessons(lessons::Message::Home));
    on_home(a);
}

/// The last lesson with a closing game.
fn closing_lesson(a: &App) -> usize {
    let list = a.lesson_list();
    let with_game =
        |l: &&wahree::content::Lesson| l.steps.iter().any(|s| matches!(s, Step::Game(_)));
    list.iter()
        .rposition(|l| with_game(&l))
        .expect("a lesson with a closing game")
}

/// The messages of [`closing_lesson`]'s game played to its end, the
/// learner's moves (each the mover's last legal house, which loses) and
/// the coach's answers, worked out once with the app's own background
/// task and handed to every walk.
fn closing_game() -> &'static [Message] {
    use wahree::app::{lesson::Message as L, lesson::Status, lessons};
    static MOVES: OnceLock<Vec<Message>> = OnceLock::new();
    MOVES.get_or_init(|| {
        let mut a = app(Lang::En, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Lessons));
        let index = closing_lesson(&a);
        let _ = a.update(Message::Lessons(lessons::Message::Open(index)));
        while !matches!(lesson(&a).current(), Step::Game(_)) {
            go_on(&mut a);
        }
        let mut sent = Vec::new();
        while matches!(lesson(&a).status(), Status::Playing) {
            let last = lesson(&a).shown().legal_moves().last();
            let m = Message::Lesson(L::PlayOwn(last.expect("a move").own_number()));
            let mut task = a.update(m.clone());
            sent.push(m);
            // The coach's answer, and whatever that asks for next.
            while let Some(m) = outputs(task)
                .into_iter()
                .find(|m| matches!(m, Message::Lesson(L::Computer { .. })))
            {
                task = a.update(m.clone());
                sent.push(m);
            }
            assert!(sent.len() < 200, "the closing game ends");
        }
        sent
    })
}

/// The lesson whose wrong try the screens show (lesson 2, sowing): its
/// first try has words for a wrong move.
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

fn puzzle_on_show(a: &App) -> &wahree::app::puzzle::PuzzleScreen {
    match a.screen() {
        Screen::Puzzle(p) => p,
        _ => panic!("not on a puzzle"),
    }
}

/// A wrong move of the puzzle on show.
fn play_wrong(a: &mut App) {
    use wahree::app::puzzle::Message as P;
    let p = puzzle_on_show(a);
    let right = p.solutions();
    let wrong = p.start().legal_moves().find(|h| !right.contains(h));
    let wrong = wrong.expect("a wrong move").own_number();
    let _ = a.update(Message::Puzzle(P::PlayOwn(wrong)));
}

/// The puzzles: answered wrong after two hints, over several moves after
/// the opponent's reply, "Puzzles for me" answered wrong, a streak ended
/// with its answer shown; then the list with all that tried.
fn puzzle_walk(w: &mut Walk, a: &mut App) {
    use wahree::app::puzzle::{Message as P, Status};
    use wahree::app::puzzles::Message as Ps;
    let _ = a.update(Message::Home(H::Puzzles));
    let _ = a.update(Message::Puzzles(Ps::Open(0)));
    let _ = a.update(Message::Puzzle(P::Hint));
    let _ = a.update(Message::Puzzle(P::Hint));
    play_wrong(a);
    assert!(matches!(puzzle_on_show(a).status(), Status::Wrong { .. }));
    w.see("a puzzle answered wrong", a);
    let _ = a.update(Message::Puzzle(P::Back));

    let several = a
        .puzzle_list()
        .iter()
        .position(|p| p.goal.own_moves() > 1)
        .expect("a puzzle over several moves");
    let _ = a.update(Message::Puzzles(Ps::Open(several)));
    let right = puzzle_on_show(a).solutions()[0].own_number();
    let _ = a.update(Message::Puzzle(P::PlayOwn(right)));
    assert!(matches!(
        puzzle_on_show(a).status(),
        Status::Going { reply: Some(_), .. }
    ));
    w.see("a puzzle over several moves, after a reply", a);
    let _ = a.update(Message::Puzzle(P::Back));

    let _ = a.update(Message::Puzzles(Ps::ForMe));
    play_wrong(a);
    w.see("puzzles for me, answered wrong", a);
    let _ = a.update(Message::Puzzle(P::Back));

    let _ = a.update(Message::Puzzles(Ps::Streak));
    let _ = a.update(Message::Puzzle(P::ShowSolution));
    assert!(matches!(
        puzzle_on_show(a).mode(),
        wahree::app::puzzle::Mode::StreakOver { .. }
    ));
    w.see("a streak ended, its answer shown", a);
    let _ = a.update(Message::Puzzle(P::Back));
    w.see("puzzles", a);
    let _ = a.update(Message::Puzzles(Ps::Home));
    on_home(a);
}

/// The teacher's board: a position that cannot be played, then a game
/// with the coach shown and the "save as a puzzle" form open.
fn board_walk(w: &mut Walk, a: &mut App) {
    use wahree::app::board::{Message as B, Spot, form};
    let b = |m| Message::Board(m);
    let _ = a.update(Message::Home(H::TeacherBoard));
    let _ = a.update(b(B::Clear));
    for n in [0, 5, 5, 6, 11] {
        let _ = a.update(b(B::Add(Spot::House(House::new(n).unwrap()))));
    }
    w.see("the teacher's board, a position that cannot be played", a);
    let _ = a.update(b(B::Opening));
    let _ = a.update(b(B::StartPlay));
    for _ in 0..6 {
        let Screen::Board(t) = a.screen() else {
            panic!("not on the teacher's board")
        };
        let h = t.game().position().legal_moves().next().unwrap();
        let _ = a.update(b(B::PlayOwn(h.own_number())));
    }
    // Every walk sends the same messages, so the coach's answer (about
    // the same position, of the same generation) is worked out once.
    static SEEN: OnceLock<Message> = OnceLock::new();
    let asked = a.update(b(B::Coach(true)));
    let seen = SEEN.get_or_init(|| {
        outputs(asked)
            .into_iter()
            .find(|m| matches!(m, Message::Board(B::Seen(_))))
            .expect("the coach answers")
    });
    // The deeper look it then asks for is not run.
    let _ = a.update(seen.clone());
    let Screen::Board(t) = a.screen() else {
        panic!("not on the teacher's board")
    };
    assert!(t.seen().is_some(), "the coach's answer is on show");
    let _ = a.update(b(B::OpenForm));
    let _ = a.update(b(B::Form(form::Message::Kind(form::GoalKind::Secure))));
    w.see("the teacher's board, the coach and the puzzle form", a);
    let _ = a.update(b(B::Form(form::Message::Cancel)));
    let _ = a.update(b(B::Home));
    on_home(a);
}

/// The demo class (thirty learners with a few weeks of progress), kept
/// as its files once; each walk gets a copy.
fn class_storage() -> Arc<Memory> {
    static FILES: OnceLock<Vec<(String, String)>> = OnceLock::new();
    let files = FILES.get_or_init(|| {
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs());
        let mut class = demo_class::class(wahree::classroom::Library::shipped(), now);
        let memory = Memory::new();
        for job in class.take_jobs() {
            job.run(&memory).expect("kept in memory");
        }
        memory
            .keys()
            .into_iter()
            .map(|k| {
                let text = memory.read(&k).unwrap().unwrap();
                (k, text)
            })
            .collect()
    });
    let memory = Memory::new();
    for (k, text) in files {
        memory.put(k, text);
    }
    Arc::new(memory)
}

/// A folder of the teacher's files for one walk, with a class list typed
/// by hand with a mistake of every kind; removed when dropped.
struct Documents(PathBuf);

impl Documents {
    fn new(lang: Lang, size: BoardSize) -> Documents {
        let dir = std::env::temp_dir()
            .join(format!(
                "wahree-fit-{}-{lang:?}-{size:?}",
                std::process::id()
            ))
            .join("Documents");
        std::fs::create_dir_all(&dir).unwrap();
        let mut list = b"Name,Language\nNadia,it\nTom\xc3\xa1s,es\n\nnadia\n".to_vec();
        list.extend(b"Maria Valentina de la Cruz Rodriguez,es\nGuest\nPedro,fr\n");
        list.extend(b"Sakura,ja,3B\nJos\xe9\nKofi Mensah,en\n,ja\nOspite\n");
        std::fs::write(dir.join("class list.csv"), list).unwrap();
        // And one that is right: twelve names of twenty letters, new and
        // already in the class.
        let mut good = String::from("Aiko\nMateo,es\n");
        for c in 'a'..='l' {
            good.push_str(&format!("Maria Valentina Cru{c}\n"));
        }
        std::fs::write(dir.join("new pupils.txt"), good).unwrap();
        Documents(dir)
    }
}

impl Drop for Documents {
    fn drop(&mut self) {
        if let Some(top) = self.0.parent() {
            let _ = std::fs::remove_dir_all(top);
        }
    }
}

/// The class's walk: "Who is playing?" with thirty cards, a learner's
/// Home and card, Settings with the PIN being set, the PIN asked, the
/// teacher's view with its detail, export and import.
fn class_walk(w: &mut Walk) {
    use wahree::app::{card, lock, picker, teacher};
    let mut a = App::with_storage(class_storage(), w.lang);
    assert!(matches!(a.screen(), Screen::Picker(_, false)));
    // A learner of this walk's language, the longest name.
    let me = a
        .learners()
        .named()
        .filter(|l| l.lang == Some(w.lang))
        .max_by_key(|l| l.name.chars().count())
        .expect("a learner of each language")
        .id
        .clone();
    let _ = a.update(Message::Picker(picker::Message::Pick(me.clone())));
    on_home(&a);

    let _ = a.update(Message::Home(H::Settings));
    set_look(&mut a, w.size);
    // A child's whole name, as long as a name may be.
    let valentina = a.learners().named().find(|l| l.name == "Valentina");
    let valentina = valentina.expect("in the demo class").id.clone();
    let _ = a.update(Message::Settings(S::Rename(valentina)));
    let long = "Maria Valentina Cruz";
    assert_eq!(long.chars().count(), wahree::classroom::MAX_NAME);
    let _ = a.update(Message::Settings(S::RenameName(long.into())));
    let _ = a.update(Message::Settings(S::RenameSave));
    // And a name of twenty letters without a space (it overprinted the
    // teacher's table and spilled out of its card).
    let kofi = a.learners().named().find(|l| l.name == "Kofi");
    let kofi = kofi.expect("in the demo class").id.clone();
    let _ = a.update(Message::Settings(S::Rename(kofi)));
    let one_word = "Maximilianobartolome";
    assert_eq!(one_word.chars().count(), wahree::classroom::MAX_NAME);
    let _ = a.update(Message::Settings(S::RenameName(one_word.into())));
    let _ = a.update(Message::Settings(S::RenameSave));
    let _ = a.update(Message::Settings(S::PinOpen));
    let _ = a.update(Message::Settings(S::PinFirst(PIN.into())));
    let _ = a.update(Message::Settings(S::PinAgain("2469".into())));
    let _ = a.update(Message::Settings(S::PinSave));
    w.see("settings, a class and the PIN typed twice differently", &a);
    let _ = a.update(Message::Settings(S::PinAgain(PIN.into())));
    let _ = a.update(Message::Settings(S::PinSave));
    assert!(a.classroom().settings().pin.is_some(), "the PIN is set");
    let _ = a.update(Message::Settings(S::Home));
    w.see("home, a learner of a class", &a);
    // Home as every learner of this language: each has their own card.
    let mine: Vec<_> = a
        .learners()
        .named()
        .filter(|l| l.lang == Some(w.lang))
        .map(|l| l.id.clone())
        .collect();
    for id in mine {
        let _ = a.update(Message::Home(H::Learner));
        let _ = a.update(Message::Picker(picker::Message::Pick(id)));
        w.see("home, each learner of the language", &a);
    }
    let _ = a.update(Message::Home(H::Learner));
    let _ = a.update(Message::Picker(picker::Message::Pick(me.clone())));
    on_home(&a);
    // The teacher's board's "Save as a puzzle", which asks for the PIN
    // in a class that has one, and says which language the texts are in.
    {
        use wahree::app::board::{Message as B, form};
        let _ = a.update(Message::Home(H::TeacherBoard));
        let _ = a.update(Message::Board(B::OpenForm));
        let f = |m| Message::Board(B::Form(m));
        let _ = a.update(f(form::Message::Explanation("x".into())));
        let _ = a.update(f(form::Message::Pin("1357".into())));
        let _ = a.update(f(form::Message::Save));
        w.see(
            "the teacher's board, the puzzle form asking for the PIN",
            &a,
        );
        let _ = a.update(Message::Board(B::Home));
        on_home(&a);
    }

    // The lessons and puzzles with a learner's stars and rating.
    let _ = a.update(Message::Home(H::Lessons));
    w.see("lessons, a learner's stars", &a);
    let _ = a.update(Message::Lessons(wahree::app::lessons::Message::Home));
    let _ = a.update(Message::Home(H::Puzzles));
    w.see("puzzles, a learner's rating", &a);
    let _ = a.update(Message::Puzzles(wahree::app::puzzles::Message::Home));

    // A second language, the longest the others are written in.
    let _ = a.update(Message::Home(H::MyCard));
    let other = if w.lang == Lang::It {
        Lang::Es
    } else {
        Lang::It
    };
    let _ = a.update(Message::Card(card::Message::Second(Some(other))));
    w.see("my card", &a);
    let _ = a.update(Message::Card(card::Message::Done));
    on_home(&a);

    // What a learner reads, in two languages.
    w.second = Some(other);
    lesson_walk(w, &mut a);
    closing_game_walk(w, &mut a);
    puzzle_walk(w, &mut a);
    friend_game(&mut a, true);
    review_walk(w, &mut a);
    w.second = None;

    let _ = a.update(Message::Home(H::Learner));
    assert!(matches!(a.screen(), Screen::Picker(_, true)));
    w.see("who is playing?", &a);
    let _ = a.update(Message::Picker(picker::Message::AddOpen));
    let _ = a.update(Message::Picker(picker::Message::Name(long.into())));
    let _ = a.update(Message::Picker(picker::Message::Add));
    w.see("who is playing?, a name refused", &a);
    let _ = a.update(Message::Picker(picker::Message::AddCancel));

    let _ = a.update(Message::Picker(picker::Message::Teacher));
    let _ = a.update(Message::Lock(lock::Message::Typed("1357".into())));
    let _ = a.update(Message::Lock(lock::Message::Open));
    assert!(matches!(a.screen(), Screen::Lock(l) if l.is_wrong()));
    w.see("the teacher's PIN, a wrong one", &a);
    let _ = a.update(Message::Lock(lock::Message::Typed(PIN.into())));
    let _ = a.update(Message::Lock(lock::Message::Open));
    assert!(matches!(a.screen(), Screen::Teacher(_)));
    w.see("the teacher's view", &a);

    let t = |m| Message::Teacher(m);
    // The learner who did most.
    let busiest = a
        .learners()
        .named()
        .max_by_key(|l| l.lessons.len() + l.puzzles.len() + l.games.recent.len())
        .unwrap()
        .id
        .clone();
    let _ = a.update(t(teacher::Message::Detail(busiest)));
    let _ = a.update(t(teacher::Message::Remove));
    w.see("a learner's detail, their removal asked", &a);
    let _ = a.update(t(teacher::Message::RemoveNo));
    let _ = a.update(t(teacher::Message::CloseDetail));

    let docs = Documents::new(w.lang, w.size);
    let csv = docs.0.join("wahree-class-2026-03-14.csv");
    let _ = a.update(t(teacher::Message::ExportOpen));
    let path = csv.display().to_string();
    let _ = a.update(t(teacher::Message::ExportPath(path)));
    let _ = a.update(t(teacher::Message::ExportSave));
    assert!(csv.exists(), "exported");
    w.see("the teacher's view, the class exported", &a);
    // Into a folder that is not there.
    let nowhere = docs.0.join("no such folder").join("class.csv");
    let path = nowhere.display().to_string();
    let _ = a.update(t(teacher::Message::ExportPath(path)));
    let _ = a.update(t(teacher::Message::ExportSave));
    assert!(!nowhere.exists());
    w.see("the teacher's view, an export refused", &a);
    // The save dialog closed with no place chosen (issue 32).
    let _ = a.update(t(teacher::Message::ExportChosen(None)));
    w.see("the teacher's view, no place chosen in the save dialog", &a);
    let _ = a.update(t(teacher::Message::CloseDialog));

    let list = docs.0.join("class list.csv").display().to_string();
    let _ = a.update(t(teacher::Message::ImportOpen));
    // No file chooser answered (issue 32): the path field is the way.
    let _ = a.update(t(teacher::Message::ImportChosen(None)));
    w.see("the teacher's view, no file chooser", &a);
    let _ = a.update(t(teacher::Message::ImportPath(list)));
    let _ = a.update(t(teacher::Message::ImportRead));
    w.see("the teacher's view, a class list with bad lines", &a);
    let list = docs.0.join("new pupils.txt").display().to_string();
    let _ = a.update(t(teacher::Message::ImportPath(list)));
    let _ = a.update(t(teacher::Message::ImportRead));
    w.see("the teacher's view, a class list ready to add", &a);

    let shown = w.window.lay_out(&a, WINDOWS[0]).texts;
    assert!(
        shown
            .iter()
            .any(|t| t.words.ends_with("Maria Valentina Crul")),
        "the names to add are listed"
    );
    let _ = a.update(t(teacher::Message::CloseDialog));

    // Languages for several children at once (issue 32): all of them.
    {
        use wahree::app::teacher_langs::Message as L;
        let ids: Vec<_> = a.learners().named().map(|l| l.id.clone()).collect();
        let _ = a.update(t(teacher::Message::LangsOpen));
        let _ = a.update(t(teacher::Message::Langs(L::All(ids))));
        let _ = a.update(t(teacher::Message::Langs(L::Lang(
            wahree::app::teacher_langs::First::Lang(Lang::Ja),
        ))));
        w.see("the teacher's view, languages for the whole class", &a);
        let _ = a.update(t(teacher::Message::Langs(L::Second(Some(Lang::Es)))));
        let _ = a.update(t(teacher::Message::Langs(L::Apply)));
        w.see(
            "the teacher's view, every child's languages under their name",
            &a,
        );
    }
    // The teacher's board from the teacher's view, and back.
    let _ = a.update(t(teacher::Message::Board));
    assert!(matches!(a.screen(), Screen::Board(_)));
    w.see("the teacher's board from the teacher's view", &a);
    let _ = a.update(Message::Board(wahree::app::board::Message::Home));
    assert!(matches!(a.screen(), Screen::Teacher(_)));
}

/// Games between two devices, against the fake server: "Play a
/// classmate" with the whole class here, the invitation from the class's
/// longest name on Home's card and on its own screen, a game with their
/// take-back request waiting, and its end.
fn duel_walk(w: &mut Walk, a: &mut App, fake: &Fake, me: wahree::classroom::LearnerId) {
    use wahree::app::duel::{classmates, game};
    use wahree::duel::{End, First, Offer, Phase, Reason, Seat, Verdict, View};
    send(a, Message::Home(H::Classmates));
    assert!(matches!(a.screen(), Screen::Classmates(c) if c.shown.len() == 29));
    w.see("play a classmate", a);
    send(a, Message::Classmates(classmates::Message::Back));
    let other = a
        .learners()
        .named()
        .filter(|l| l.id != me)
        .max_by_key(|l| l.name.chars().count())
        .unwrap()
        .id
        .clone();
    let mut view = View {
        id: "g1".into(),
        seq: 1,
        challenger: other.clone(),
        invited: me.clone(),
        first: First::InvitedChooses,
        paired: false,
        phase: Phase::Invited,
        seats: None,
        moves: Vec::new(),
        position: wahree::engine::Position::START.to_string(),
        to_move: None,
        offer: None,
        seconds: None,
        deadline: None,
        overdue: false,
        end: None,
        created: 0,
    };
    let look = |a: &mut App| {
        let later = iced::time::Instant::now() + std::time::Duration::from_secs(60);
        send(a, Message::Sync(wahree::app::sync::Message::Tick(later)));
    };
    fake.set(|s| s.duel = Some(view.clone()));
    look(a);
    w.see("home, a classmate's invitation", a);
    send(a, Message::Home(H::Duel));
    assert!(matches!(a.screen(), Screen::Duel(_)));
    w.see("a classmate's invitation", a);
    // The game, the classmate's take-back request waiting and the move
    // overdue: the most words and buttons at once.
    let mut p = wahree::engine::Position::START;
    let mut moves = Vec::new();
    for _ in 0..2 {
        let h = p.legal_moves().next().unwrap();
        moves.push(h.index() as u8);
        p = p.play(h).unwrap().0;
    }
    view.seq = 5;
    view.phase = Phase::Playing;
    view.seats = Some([other.clone(), me.clone()]);
    view.moves = moves;
    view.position = p.to_string();
    view.to_move = Some(other.clone());
    view.offer = Some(Offer::TakeBack { by: Seat::South });
    // The teacher's timer ran out, too: its words under the rest.
    view.seconds = Some(600);
    view.overdue = true;
    fake.set(|s| s.duel = Some(view.clone()));
    look(a);
    w.see("a game with a classmate, their request", a);
    view.seq = 9;
    view.phase = Phase::Over;
    view.offer = None;
    view.to_move = None;
    view.end = Some(End {
        reason: Reason::Resigned,
        verdict: Some(Verdict::NorthWon),
        stores: [0, 0],
        by: Some(Seat::South),
        at: 0,
    });
    fake.set(|s| s.duel = Some(view.clone()));
    look(a);
    w.see("a game with a classmate, the end", a);
    send(a, Message::DuelGame(game::Message::Leave));
    fake.set(|s| s.duel = None);
    look(a);
}

/// The teacher's "Games between classmates" (six games of the children
/// with the longest names, one adjourned, one overdue), a game's end
/// asked, one game on the projector and all boards.
fn class_games_walk(w: &mut Walk, a: &mut App, fake: &Fake) {
    use wahree::app::duel::class::Message as C;
    use wahree::app::teacher;
    use wahree::duel::{First, Phase, View};
    let mut kids: Vec<_> = a.learners().named().cloned().collect();
    kids.sort_by_key(|l| std::cmp::Reverse(l.name.chars().count()));
    let games: Vec<View> = (0..6)
        .map(|i| {
            let (s, n) = (kids[2 * i].id.clone(), kids[2 * i + 1].id.clone());
            let mut p = wahree::engine::Position::START;
            let mut moves = Vec::new();
            for _ in 0..(3 * i) {
                let Some(h) = p.legal_moves().next() else {
                    break;
                };
                moves.push(h.index() as u8);
                p = p.play(h).unwrap().0;
            }
            View {
                id: format!("c{i}"),
                seq: 10 + i as u64,
                challenger: s.clone(),
                invited: n.clone(),
                first: First::InvitedChooses,
                paired: true,
                phase: if i == 1 {
                    Phase::Adjourned
                } else {
                    Phase::Playing
                },
                seats: Some([s.clone(), n.clone()]),
                moves,
                position: p.to_string(),
                to_move: Some(if p.to_move() == wahree::engine::Side::South {
                    s
                } else {
                    n
                }),
                offer: None,
                seconds: Some(600),
                deadline: None,
                overdue: i == 2,
                end: None,
                created: 0,
            }
        })
        .collect();
    let first = games[0].id.clone();
    fake.set(|s| s.class_games = games.clone());
    send(a, Message::Teacher(teacher::Message::Duels));
    let later = iced::time::Instant::now() + std::time::Duration::from_secs(60);
    send(a, Message::Sync(wahree::app::sync::Message::Tick(later)));
    assert!(matches!(a.screen(), Screen::ClassGames(c) if c.current().count() == 6));
    w.see("games between classmates", a);
    send(a, Message::ClassGames(C::EndAsk(first.clone())));
    w.see("games between classmates, a game's end asked", a);
    send(a, Message::ClassGames(C::EndCancel));
    send(a, Message::ClassGames(C::Project(first)));
    w.see("a game between classmates on the projector", a);
    send(a, Message::ClassGames(C::AllBoards));
    w.see("all boards on the projector", a);
    send(a, Message::ClassGames(C::Back));
    send(a, Message::ClassGames(C::Back));
    assert!(matches!(a.screen(), Screen::Teacher(_)));
    fake.set(|s| s.class_games.clear());
}

/// The class server the server's walk talks to, in memory: the demo
/// class, and what can go wrong.
#[derive(Default)]
struct FakeServer {
    learners: Vec<wahree::classroom::Learner>,
    offline: bool,
    refuse: bool,
    /// Wrong passwords in a row.
    wrong: u32,
    /// The game between two devices this device's child is in, if any.
    duel: Option<wahree::duel::View>,
    /// The cards this device said are picked on it.
    held: Vec<serde_json::Value>,
    /// The class's games between devices, as the teacher lists them.
    class_games: Vec<wahree::duel::View>,
}

struct Fake(Mutex<FakeServer>);

impl wahree::app::remote::Transport for Fake {
    fn send(
        &self,
        _base: &str,
        call: wahree::app::remote::Call,
    ) -> iced_futures::BoxFuture<Result<wahree::app::remote::Reply, wahree::app::remote::Unreachable>>
    {
        let answer = self.answer(&call);
        Box::pin(async move { answer })
    }
}

impl Fake {
    fn set(&self, f: impl FnOnce(&mut FakeServer)) {
        f(&mut self.0.lock().unwrap());
    }

    fn answer(
        &self,
        call: &wahree::app::remote::Call,
    ) -> Result<wahree::app::remote::Reply, wahree::app::remote::Unreachable> {
        use wahree::classroom::sync::{self, ClassInfo, Request, Response};
        let mut s = self.0.lock().unwrap();
        if s.offline {
            return Err(wahree::app::remote::Unreachable);
        }
        let reply = |status: u16, body: String| wahree::app::remote::Reply {
            status,
            body: body.into_bytes(),
            retry_after: (status == 429).then_some(40),
        };
        let class = || ClassInfo {
            id: "c1".into(),
            name: "4B".into(),
        };
        Ok(match call.path.as_str() {
            "/api/hello" => reply(200, r#"{"server":"wahree","format":1}"#.into()),
            "/api/join" if call.json.as_deref().unwrap_or_default().contains("K7QD3M") => reply(
                200,
                serde_json::json!({"token": "t", "class": class()}).to_string(),
            ),
            "/api/join" => reply(404, r#"{"error":"not-found"}"#.into()),
            "/api/sync" if s.refuse => reply(409, r#"{"error":"device-older"}"#.into()),
            "/api/sync" => {
                let req: Request = serde_json::from_str(call.json.as_deref().unwrap()).unwrap();
                let learners = s
                    .learners
                    .iter()
                    .map(|l| {
                        if req.follow.contains(&l.id) || req.fetch.contains(&l.id) {
                            l.clone()
                        } else {
                            sync::identity_only(l)
                        }
                    })
                    .collect();
                let out = Response {
                    format: sync::FORMAT,
                    rev: 1,
                    class: class(),
                    learners,
                    removed: Vec::new(),
                    ..Response::default()
                };
                reply(200, serde_json::to_string(&out).unwrap())
            }
            "/api/teacher/sign-in" if call.json.as_deref().unwrap().contains("password1") => {
                reply(200, r#"{"id":"c1","name":"4B","code":"K7QD3M"}"#.into())
            }
            "/api/teacher/sign-in" => {
                s.wrong += 1;
                if s.wrong > 1 {
                    reply(429, r#"{"error":"too-many"}"#.into())
                } else {
                    reply(401, r#"{"error":"unauthorized"}"#.into())
                }
            }
            "/api/teacher/class" if s.wrong == 0 => {
                reply(401, r#"{"error":"unauthorized"}"#.into())
            }
            "/api/teacher/class" => {
                // The two longest names shown as sharing a name and a
                // card: the longest warnings and merge offers.
                let mut long: Vec<_> = s.learners.iter().collect();
                long.sort_by_key(|l| std::cmp::Reverse(l.name.chars().count()));
                let two: Vec<&str> = long.iter().take(2).map(|l| l.id.as_str()).collect();
                reply(
                    200,
                    serde_json::json!({
                        "format": 1,
                        "class": {"id": "c1", "name": "4B", "code": "K7QD3M"},
                        "learners": s.learners,
                        "duplicates": [
                            {"shared": "name", "learners": two},
                            {"shared": "card", "learners": two},
                        ],
                    })
                    .to_string(),
                )
            }
            "/api/teacher/devices" => reply(
                200,
                serde_json::json!({"devices": (0..12u64).map(|i| serde_json::json!({
                    "id": format!("{i:016x}"),
                    "joined": 1_750_000_000 + i * 86_400,
                    "seen": 1_760_000_000 + i * 3_600,
                })).collect::<Vec<_>>()})
                .to_string(),
            ),
            "/api/duels/here" => {
                let all: Vec<_> = s.learners.iter().map(|l| l.id.clone()).collect();
                // A claim (POST) replaces the cards held; a check reads them.
                if let Some(j) = call.json.as_deref() {
                    let said: serde_json::Value = serde_json::from_str(j).unwrap();
                    s.held = said["learners"].as_array().cloned().unwrap_or_default();
                }
                reply(
                    200,
                    serde_json::json!({"here": all, "mine": s.held}).to_string(),
                )
            }
            "/api/teacher/duels" => {
                let all: Vec<_> = s.learners.iter().map(|l| l.id.clone()).collect();
                reply(
                    200,
                    serde_json::json!({"games": s.class_games, "here": all}).to_string(),
                )
            }
            p if p.starts_with("/api/teacher/duels/events") => {
                reply(200, r#"{"events": []}"#.into())
            }
            "/api/duels" => reply(
                200,
                serde_json::json!({"games": s.duel.iter().collect::<Vec<_>>()}).to_string(),
            ),
            p if p.starts_with("/api/duels/") && s.duel.is_some() => {
                reply(200, serde_json::to_string(&s.duel).unwrap())
            }
            _ => reply(200, "{}".into()),
        })
    }
}

/// Sends `m` and every message its tasks send back, as the window does.
fn send(a: &mut App, m: Message) {
    let mut queue = std::collections::VecDeque::from([m]);
    while let Some(m) = queue.pop_front() {
        queue.extend(outputs(a.update(m)));
    }
}

/// A device of a class server's class: joining it with a wrong code and
/// the right one, "Who is playing?" and Home with the server's sign (all
/// sent, work waiting, the server refusing), the teacher's sign-in (a
/// wrong password, too many), the teacher's view from the server (the
/// class code and its QR code, shown big on a phone, a learner's removal
/// asked twice, their data's export, the class's devices), and Settings'
/// class server part.
fn server_walk(w: &mut Walk) {
    use wahree::app::{join, picker, sign_in, sync, teacher};
    use wahree::classroom::Colour;
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let demo = demo_class::class(wahree::classroom::Library::shipped(), now);
    let fake = Arc::new(Fake(Mutex::new(FakeServer {
        learners: demo.roster().named().cloned().collect(),
        ..FakeServer::default()
    })));
    let mut a = App::with_storage(Arc::new(Memory::new()), w.lang)
        .with_transport(fake.clone())
        .with_server("http://10.0.0.5:8080");
    send(&mut a, Message::Home(H::Settings));
    set_look(&mut a, w.size);
    send(&mut a, Message::Settings(S::Home));
    let start = a.start();
    for m in outputs(start) {
        send(&mut a, m);
    }
    assert!(
        matches!(a.screen(), Screen::Join(_)),
        "a fresh device joins"
    );
    w.see("join your class", &a);
    send(&mut a, Message::Join(join::Message::Code("ABCDEF".into())));
    send(&mut a, Message::Join(join::Message::Join));
    w.see("join your class, a wrong code", &a);
    send(&mut a, Message::Join(join::Message::Code("K7QD3M".into())));
    send(&mut a, Message::Join(join::Message::Join));
    assert!(matches!(a.screen(), Screen::Picker(..)));
    assert_eq!(a.learners().named().count(), 30, "the class's cards");
    w.see("who is playing?, a class from the class server", &a);
    // A learner of this walk's language, the longest name.
    let me = a
        .learners()
        .named()
        .filter(|l| l.lang == Some(w.lang))
        .max_by_key(|l| l.name.chars().count())
        .unwrap()
        .id
        .clone();
    send(&mut a, Message::Picker(picker::Message::Pick(me.clone())));
    w.see("home, everything on the class server", &a);
    duel_walk(w, &mut a, &fake, me);
    // The network goes while work waits.
    fake.set(|s| s.offline = true);
    send(&mut a, Message::Home(H::MyCard));
    // With "Play a classmate" beside "Done".
    w.see("a learner's card, on a device in a class", &a);
    for c in [Colour::Teal, Colour::Pink] {
        send(&mut a, Message::Card(wahree::app::card::Message::Colour(c)));
    }
    send(&mut a, Message::Card(wahree::app::card::Message::Done));
    send(&mut a, Message::Sync(sync::Message::Now));
    w.see("home, work waiting for the class server", &a);
    send(&mut a, Message::Home(H::Learner));
    w.see("who is playing?, work waiting for the class server", &a);
    // The server is back, but an older Wahree than this device's.
    fake.set(|s| {
        s.offline = false;
        s.refuse = true;
    });
    let later = iced::time::Instant::now() + std::time::Duration::from_secs(120);
    send(&mut a, Message::Sync(sync::Message::Tick(later)));
    w.see("who is playing?, the class server refused", &a);
    send(&mut a, Message::Picker(picker::Message::Back));
    w.see("home, the class server refused", &a);
    fake.set(|s| s.refuse = false);

    // The teacher on this device.
    send(&mut a, Message::Home(H::Learner));
    send(&mut a, Message::Picker(picker::Message::Teacher));
    assert!(matches!(a.screen(), Screen::SignIn(_)));
    w.see("the teacher's sign-in", &a);
    let s = |m| Message::SignIn(m);
    send(&mut a, s(sign_in::Message::Typed("nope".into())));
    send(&mut a, s(sign_in::Message::SignIn));
    w.see("the teacher's sign-in, a wrong password", &a);
    send(&mut a, s(sign_in::Message::Typed("nope".into())));
    send(&mut a, s(sign_in::Message::SignIn));
    w.see("the teacher's sign-in, too many tries", &a);
    send(&mut a, s(sign_in::Message::Typed("password1".into())));
    send(&mut a, s(sign_in::Message::SignIn));
    let Screen::Teacher(t) = a.screen() else {
        panic!("the teacher's view")
    };
    assert!(t.online().is_some(), "the class from the server");
    w.see("the teacher's view from the class server", &a);
    // A phone shows the code's QR code in place of the class.
    send(&mut a, Message::Teacher(teacher::Message::ShowCode));
    w.see(
        "the teacher's view from the class server, its QR code shown",
        &a,
    );
    send(&mut a, Message::Teacher(teacher::Message::HideCode));
    let busiest = a
        .learners()
        .named()
        .max_by_key(|l| l.name.chars().count())
        .unwrap()
        .id
        .clone();
    let t = |m| Message::Teacher(m);
    let twin = {
        let Screen::Teacher(v) = a.screen() else {
            panic!("the teacher's view")
        };
        let d = &v.online().unwrap().duplicates[0].learners;
        d.iter().find(|id| **id != busiest).unwrap().clone()
    };
    send(&mut a, t(teacher::Message::Detail(busiest.clone())));
    send(&mut a, t(teacher::Message::MergeAsk(twin)));
    w.see(
        "a learner's detail from the class server, a merge asked",
        &a,
    );
    send(&mut a, t(teacher::Message::MergeNo));
    send(&mut a, t(teacher::Message::Remove));
    send(&mut a, t(teacher::Message::RemoveYes));
    w.see(
        "a learner's detail from the class server, removal asked twice",
        &a,
    );
    send(&mut a, t(teacher::Message::RemoveNo));
    send(&mut a, t(teacher::Message::Rename));
    send(&mut a, t(teacher::Message::RenameName(String::new())));
    send(&mut a, t(teacher::Message::RenameSave));
    w.see(
        "a learner's detail from the class server, renamed, a name refused",
        &a,
    );
    send(&mut a, t(teacher::Message::RenameCancel));
    send(&mut a, t(teacher::Message::ExportLearner));
    w.see(
        "a learner's detail from the class server, their data's export",
        &a,
    );
    send(&mut a, t(teacher::Message::CloseDialog));
    send(&mut a, t(teacher::Message::CloseDetail));
    send(&mut a, t(teacher::Message::DevicesOpen));
    w.see("the teacher's view from the class server, its devices", &a);
    send(&mut a, t(teacher::Message::CloseDialog));
    class_games_walk(w, &mut a, &fake);
    send(&mut a, t(teacher::Message::Back));

    // Settings' class server part, joined; and on a device not in a class
    // yet, joining one that does not answer.
    send(&mut a, Message::Picker(picker::Message::Back));
    send(&mut a, Message::Home(H::Settings));
    w.see("settings, in a class on a class server", &a);
    let mut alone = app(w.lang, w.size);
    let _ = alone.update(Message::Home(H::Settings));
    use wahree::app::settings_server::Message as V;
    let v = |m| Message::Settings(S::Server(m));
    send(&mut alone, v(V::Address("http://10.0.0.9:8080".into())));
    send(&mut alone, v(V::Code("K7QD3M".into())));
    send(&mut alone, v(V::Join));
    w.see(
        "settings, joining a class server that does not answer",
        &alone,
    );
}

/// Both walks at each size in `lang`, and the checks across sizes.
fn every_screen_fits(lang: Lang) {
    let mut problems = Vec::new();
    // The board of each state and window at the normal size.
    let mut normal = BTreeMap::new();
    for size in BoardSize::ALL {
        let mut w = Walk::new(lang, size);
        guest_walk(&mut w);
        class_walk(&mut w);
        server_walk(&mut w);
        live::live_walk(&mut w);
        tournament::tournament_walk(&mut w);
        organiser::organiser_walk(&mut w);
        for (i, window) in WINDOWS.iter().enumerate() {
            if !looked_at(*window) {
                continue;
            }
            for second in [
                None,
                Some(if lang == Lang::It { Lang::Es } else { Lang::It }),
            ] {
                w.second = second;
                let try_ = w.boards.get(&(w.label("a lesson's try"), i));
                let wrong = w.boards.get(&(w.label("a lesson's wrong try"), i));
                let (Some(try_), Some(wrong)) = (try_, wrong) else {
                    panic!("{lang:?} {size:?} {window:?} {second:?}: a lesson's board not found");
                };
                // A verdict a few pixels taller than its room takes them
                // from the board (`fit::SLACK`) rather than scroll.
                let slack = wahree::app::fit::SLACK + 0.5;
                if (try_.height - wrong.height).abs() > slack
                    || (try_.width - wrong.width).abs() > 3.0 * slack
                {
                    problems.push(format!(
                        "{lang:?} {size:?} {window:?} {second:?}: the lesson's board changed size when the wrong answer was shown: {try_:?} {wrong:?}"
                    ));
                }
            }
        }
        if size == BoardSize::Normal {
            normal = w.boards.clone();
        } else {
            for (key, b) in &w.boards {
                let Some(n) = normal.get(key) else { continue };
                let (cell, base) = (Layout::new(b.size()).cell, Layout::new(n.size()).cell);
                // Less the few pixels a board gives up so that a
                // verdict in a larger size's text needs no scrollbar
                // (`fit::SLACK` of its height: a third of it a cell).
                if cell + 0.5 + wahree::app::fit::SLACK / 3.0 < base {
                    let (w_, h) = WINDOWS[key.1];
                    problems.push(format!(
                        "{lang:?} {size:?} {w_}x{h} {}: a smaller board than the normal size's ({cell} < {base})",
                        key.0
                    ));
                }
            }
        }
        problems.append(&mut w.problems);
    }
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

// One test per language: the test runner lays them out side by side.
#[test]
fn every_screen_fits_in_english() {
    every_screen_fits(Lang::En);
}

#[test]
fn every_screen_fits_in_italian() {
    every_screen_fits(Lang::It);
}

#[test]
fn every_screen_fits_in_spanish() {
    every_screen_fits(Lang::Es);
}

#[test]
fn every_screen_fits_in_japanese() {
    every_screen_fits(Lang::Ja);
}

#[test]
fn the_language_row_stays_put_when_the_language_changes() {
    // Where "日本語" (the same word in every language) sits in Settings.
    let at = |lang: Lang, window| {
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::Settings));
        let seen = Window::new().lay_out(&a, window);
        seen.texts
            .iter()
            .find(|t| t.words == "日本語")
            .map(|t| t.bounds.y)
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

#[test]
fn the_board_stays_put_when_the_computer_s_level_changes() {
    use wahree::app::play::Message as P;
    // The words on the level chosen (what it plays like) take one line
    // for one level and two for another: the board under them moved by
    // a line as the level changed.
    for lang in Lang::ALL {
        let mut window = Window::new();
        let mut a = app(lang, BoardSize::Normal);
        let _ = a.update(Message::Home(H::PlayComputer));
        for size in WINDOWS {
            let mut tops = Vec::new();
            let mut board_at = |a: &App, what: String| {
                let board = window.lay_out(a, size).board.expect("the board");
                tops.push((board.y, what));
            };
            for n in 1..=19 {
                let _ = a.update(Message::Play(P::Level(n)));
                board_at(&a, format!("level {n}"));
            }
            let _ = a.update(Message::Play(P::Adapts(true)));
            board_at(&a, "adapts".into());
            let _ = a.update(Message::Play(P::Adapts(false)));
            let (y, _) = tops[0];
            let moved: Vec<_> = tops.iter().filter(|(t, _)| (t - y).abs() > 0.5).collect();
            assert!(
                moved.is_empty(),
                "{lang:?} {size:?}: the board at {y} for level 1, elsewhere for {moved:?}"
            );
        }
    }
}

/// On a tablet's windows (English, the normal size): every worded button
/// of a child's screens (the guest's walk) is at least 24x24 px (WCAG
/// 2.2's 2.5.8); those still under the 44x44 px the issue asks for, on
/// the children's and the teacher's screens, are listed in
/// docs/accessibility-touch.md (`WAHREE_WRITE_TOUCH=1` rewrites it).
#[test]
fn buttons_are_big_enough_to_touch_on_a_tablet() {
    let mut children = Walk::new(Lang::En, BoardSize::Normal);
    children.touch = Some(touch::Small::default());
    guest_walk(&mut children);
    let children = children.touch.take().expect("looked for small buttons");
    let mut teacher = Walk::new(Lang::En, BoardSize::Normal);
    teacher.touch = Some(touch::Small::default());
    class_walk(&mut teacher);
    let teacher = teacher.touch.take().expect("looked for small buttons");

    let too_small: Vec<String> = children
        .found
        .iter()
        .filter(|(_, (_, s))| s.width < touch::FLOOR || s.height < touch::FLOOR)
        // Known and listed in docs/accessibility-touch.md: a taller line
        // for it pushes a lesson's second language out of sight at
        // 1024x640 (tests/classroom_gui.rs).
        .filter(|(words, _)| words.as_str() != "Open on the teacher's board")
        .map(|(words, (at, s))| format!("{words:?} {}x{} on {}", s.width, s.height, at[0]))
        .collect();
    assert!(
        too_small.is_empty(),
        "buttons under 24x24 px on a child's screen:\n{}",
        too_small.join("\n")
    );

    if std::env::var_os("WAHREE_WRITE_TOUCH").is_some() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/accessibility-touch.md");
        let mut doc = String::from(
            "# Buttons still under 44x44 px on a tablet\n\n\
             Written by `WAHREE_WRITE_TOUCH=1 ICED_TEST_BACKEND=tiny-skia cargo test --test fit\n\
             buttons_are_big`: every button with words is measured, at 1024x768, 768x1024\n\
             and 1366x768 (English, the normal size), where the pointer over its words\n\
             becomes a hand. The test requires 24x24 px (WCAG 2.2's 2.5.8, AA) on the\n\
             children's screens; the issue asks for 44x44 px (2.5.5) on touch screens, and\n\
             these buttons do not have it yet. \"≥ 44\" is a side that reaches it; the\n\
             size is the smallest seen.\n",
        );
        for (title, small) in [
            ("The children's screens", &children),
            ("The teacher's screens", &teacher),
        ] {
            doc.push_str(&format!(
                "\n## {title}\n\n| Button | Width | Height | Seen on |\n|---|---|---|---|\n"
            ));
            let side = |v: f32| {
                if v >= touch::MIN {
                    "≥ 44".to_owned()
                } else {
                    format!("{v:.0}")
                }
            };
            for (words, (at, size)) in &small.found {
                let more = if at.len() > 2 {
                    format!(" and {} more", at.len() - 2)
                } else {
                    String::new()
                };
                let first: Vec<&str> = at.iter().take(2).map(String::as_str).collect();
                doc.push_str(&format!(
                    "| {} | {} | {} | {}{more} |\n",
                    words.replace('|', "\\|"),
                    side(size.width),
                    side(size.height),
                    first.join("; "),
                ));
            }
        }
        std::fs::write(path, doc).expect("write the list");
    }
}
