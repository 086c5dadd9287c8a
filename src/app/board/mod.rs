//! The teacher's board: set up any position (or open one from a game, a
//! lesson step or a puzzle), play both sides with undo, redo and a move
//! list, ask the coach about every move, and save the position as a
//! puzzle. The coach works in the background and never blocks the board.

mod coach;
mod edit;
pub mod form;
mod labels;
pub mod save;
#[cfg(test)]
mod tests;
mod view;

use iced::time::Instant;

use iced::keyboard::{self, Key, key::Named};

use super::play::BoardCache;
use super::play::BoardMessage;
use super::play::opponent::{Stop, StopOnDrop};
use super::play::sowing::{Sowing, Speed};
use crate::coach::history_of;
use crate::content::author::Draft;
use crate::engine::{Game, House, PlayError, Position, Setup, Side, TOTAL_SEEDS};

pub use coach::{Ask, Seen, look};

/// A screen's small heading with "Open on the teacher's board" at its
/// right end (lesson steps, puzzles).
pub fn heading_with_board<'a, M: Clone + 'a>(
    heading: String,
    i18n: &crate::i18n::Localizer,
    open: M,
    shape: crate::app::shape::Shape,
) -> iced::Element<'a, M> {
    with_board_button(
        crate::app::furigana::text(heading).size(16).into(),
        i18n,
        open,
        shape,
    )
}

/// `content` (a heading, a row of progress) with "Open on the teacher's
/// board" at the right end of its line.
pub fn with_board_button<'a, M: Clone + 'a>(
    content: iced::Element<'a, M>,
    i18n: &crate::i18n::Localizer,
    open: M,
    shape: crate::app::shape::Shape,
) -> iced::Element<'a, M> {
    use crate::app::furigana::text;
    use iced::widget::{Space, button, column, row};
    // 22 px high: a taller line pushed a lesson's second language out of
    // its box at 1024x640 (`tests/classroom_gui.rs`), so it stays under
    // the 24 px of WCAG 2.5.8 (docs/accessibility-touch.md).
    let open = button(text(i18n.tr("board-open")).size(14))
        .padding([2, 8])
        .style(button::text)
        .on_press(open);
    // A phone has no room for both on one line: the button goes under.
    if shape.is_phone() {
        return column![content, open].spacing(2).into();
    }
    row![content, Space::new().width(iced::Fill), open]
        .align_y(iced::Center)
        .into()
}
pub use view::line_text;

/// The most seeds one house or store may be given: every seed of the game.
const MOST: i64 = TOTAL_SEEDS;

/// A place on the board that holds seeds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Spot {
    House(House),
    Store(Side),
}

impl Spot {
    /// Where the spot is drawn: a column (North's store 0, the houses 1 to
    /// 6 from the left, South's store 7) and a row (North's 0, South's 1;
    /// a store spans both and answers with `row`).
    fn place(self, row: usize) -> (usize, usize) {
        match self {
            Spot::Store(Side::North) => (0, row),
            Spot::Store(Side::South) => (7, row),
            Spot::House(h) if h.owner() == Side::North => (12 - h.index(), 0),
            Spot::House(h) => (h.index() + 1, 1),
        }
    }

    fn at(column: usize, row: usize) -> Spot {
        match (column, row) {
            (0, _) => Spot::Store(Side::North),
            (7.., _) => Spot::Store(Side::South),
            (c, 0) => Spot::House(House::new(12 - c).expect("1..=6")),
            (c, _) => Spot::House(House::new(c - 1).expect("1..=6")),
        }
    }

    /// The spot one step left, right (`dx`), up or down (`dy`) on screen.
    pub fn step(self, dx: i8, dy: i8) -> Spot {
        // A store steps into the row it faces: North's the top, South's
        // the bottom.
        let row = match self {
            Spot::Store(Side::North) => 0,
            _ => 1,
        };
        let (c, r) = self.place(row);
        let r = (r as i8 + dy).clamp(0, 1) as usize;
        let c = (c as i8 + dx).clamp(0, 7) as usize;
        Spot::at(c, r)
    }
}

/// Setting up the position, or playing from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    Edit,
    Play,
}

#[derive(Debug)]
pub struct TeacherBoard {
    mode: Mode,
    /// The position being set up (it may not be legal yet).
    setup: Setup,
    /// The spot typed numbers go to (chosen by a click or the arrows).
    selected: Option<Spot>,
    /// The digits typed on the selected spot so far.
    typed: String,
    /// Playing: the game from the set-up position.
    game: Game,
    sowing: Option<Sowing>,
    speed: Speed,
    hovered: Option<House>,
    refusal: Option<PlayError>,
    /// "Show the coach" is on.
    coach: bool,
    /// Counts changes of the position, so an answer about an older one is
    /// dropped.
    generation: u64,
    /// What the coach found about the position on the board, once it has.
    seen: Option<Seen>,
    /// Stops the coach's search once its answer is no longer wanted.
    asking: Option<StopOnDrop>,
    /// The coach's line from the position on the board, played out move
    /// by move (kept as moves are played from it, until the next answer).
    line: Vec<House>,
    /// "Save as a puzzle", while its form is open.
    form: Option<form::Form>,
    /// The teacher's language (the class's), which a puzzle's texts are
    /// written in unless the form says otherwise, and whether saving asks
    /// for the teacher's PIN; the app says ([`TeacherBoard::set_teacher`]).
    teacher: (crate::i18n::Lang, bool),
    /// The positions waiting for the class's next live challenge, when
    /// the class has a server (the app says, [`TeacherBoard::set_live`]).
    live: Option<usize>,
    board: BoardCache,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    // Setting up.
    /// A click: one seed more here (and the spot chosen for typing).
    Add(Spot),
    /// A right-click or a click with Shift: one seed less here.
    Take(Spot),
    /// The arrows: choose the spot left, right, up or down.
    Select(i8, i8),
    /// A digit typed on the chosen spot.
    Digit(u8),
    /// Backspace: the last digit typed taken back.
    Backspace,
    ToMove(Side),
    /// The seeds the houses leave over go to the stores.
    FillStores,
    /// The opening position.
    Opening,
    /// Every house and store emptied.
    Clear,
    /// Start playing from the position set up (if it is legal).
    StartPlay,
    /// Back to setting up, from the position on the board.
    Edit,

    // Playing.
    Board(BoardMessage),
    PlayOwn(u8),
    Undo,
    Redo,
    /// The position after this many moves (0: the start).
    GoTo(usize),
    Frame(Instant),
    /// "Show the coach" on or off.
    Coach(bool),
    ToggleCoach,
    /// The coach's answer (from the background task).
    Seen(Box<Seen>),
    /// Play the next move of the coach's line.
    PlayLine,

    // Saving as a puzzle.
    OpenForm,
    Form(form::Message),
    /// How saving went: the new puzzle's id, or why it failed (a message
    /// id of `board.ftl`).
    Saved(Result<String, &'static str>),

    Home,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Home,
    /// The coach must look at a position: the app runs [`look`] in the
    /// background and sends back [`Message::Seen`].
    Analyse(Ask),
    /// Write the puzzle's files into the teacher's lesson folder and send
    /// back [`Message::Saved`].
    SavePuzzle(Box<Draft>),
    /// Give the keyboard to this text field.
    Focus(&'static str),
    /// Keep this position for the class's next live challenge.
    ForLive(crate::live::wire::Choice),
}

impl Default for TeacherBoard {
    fn default() -> TeacherBoard {
        TeacherBoard::new(Speed::default())
    }
}

impl TeacherBoard {
    /// The board set up with the opening position.
    pub fn new(speed: Speed) -> TeacherBoard {
        TeacherBoard {
            mode: Mode::Edit,
            setup: Position::START.to_setup(),
            selected: None,
            typed: String::new(),
            game: Game::default(),
            sowing: None,
            speed,
            hovered: None,
            refusal: None,
            coach: false,
            generation: 0,
            seen: None,
            asking: None,
            line: Vec::new(),
            form: None,
            teacher: (crate::i18n::Lang::En, false),
            live: None,
            board: BoardCache::default(),
        }
    }

    /// Opened on a position (a lesson step's, a puzzle's), ready to play.
    pub fn at(position: Position, speed: Speed) -> TeacherBoard {
        TeacherBoard::from_game(Game::new(position), speed)
    }

    /// Opened on a game (from the play screen): its moves can be stepped
    /// through and played on from any of them.
    pub fn from_game(game: Game, speed: Speed) -> TeacherBoard {
        TeacherBoard {
            mode: Mode::Play,
            setup: game.position().to_setup(),
            game,
            ..TeacherBoard::new(speed)
        }
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn setup(&self) -> &Setup {
        &self.setup
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    pub fn selected(&self) -> Option<Spot> {
        self.selected
    }

    pub fn coach_shown(&self) -> bool {
        self.coach
    }

    pub fn seen(&self) -> Option<&Seen> {
        self.seen.as_ref()
    }

    pub fn form(&self) -> Option<&form::Form> {
        self.form.as_ref()
    }

    pub fn form_mut(&mut self) -> Option<&mut form::Form> {
        self.form.as_mut()
    }

    /// The teacher's language, and whether saving a puzzle asks for the
    /// teacher's PIN (the class has one, not typed yet), for the next
    /// "Save as a puzzle".
    pub fn set_teacher(&mut self, lang: crate::i18n::Lang, pin: bool) {
        self.teacher = (lang, pin);
    }

    /// How many positions wait for the next live challenge (`None`: the
    /// class has no server).
    pub fn set_live(&mut self, waiting: Option<usize>) {
        self.live = waiting;
        if let Some(form) = &mut self.form {
            form.set_live(waiting);
        }
    }

    pub fn refusal(&self) -> Option<PlayError> {
        self.refusal
    }

    /// Whether a sowing is on screen (the app then asks for frames).
    pub fn is_animating(&self) -> bool {
        self.sowing.is_some()
    }

    /// The position set up, if it is legal.
    pub fn legal_setup(&self) -> Option<Position> {
        Position::try_from(self.setup.clone()).ok()
    }

    /// The position the board shows and the coach looks at: the one set
    /// up (if legal) or the game's.
    pub fn position(&self) -> Option<Position> {
        match self.mode {
            Mode::Edit => self.legal_setup(),
            Mode::Play => Some(self.game.position()),
        }
    }

    /// What a newly opened screen must start: the coach, if shown.
    pub fn start(&mut self) -> Option<Event> {
        self.changed()
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Add(spot) => {
                self.choose(spot);
                self.change_count(spot, 1);
                return self.changed();
            }
            Message::Take(spot) => {
                self.choose(spot);
                self.change_count(spot, -1);
                return self.changed();
            }
            Message::Select(dx, dy) => {
                let spot = self
                    .selected
                    .map_or(Spot::House(House::ALL[0]), |s| s.step(dx, dy));
                self.choose(spot);
            }
            Message::Digit(d) => {
                let spot = self.selected?;
                self.typed.push(char::from(b'0' + d));
                let mut n: i64 = self.typed.parse().unwrap_or(0);
                // Past 48 the typing starts again with this digit.
                if n > MOST {
                    self.typed = d.to_string();
                    n = i64::from(d);
                }
                *self.count_mut(spot) = n;
                return self.changed();
            }
            Message::Backspace => {
                let spot = self.selected?;
                self.typed.pop();
                *self.count_mut(spot) = self.typed.parse().unwrap_or(0);
                return self.changed();
            }
            Message::ToMove(side) => {
                self.setup.to_move = side;
                return self.changed();
            }
            Message::FillStores => {
                if self.setup.fill_stores() {
                    return self.changed();
                }
            }
            Message::Opening => {
                self.setup = Position::START.to_setup();
                return self.changed();
            }
            Message::Clear => {
                self.setup.houses = [0; 12];
                self.setup.stores = [0; 2];
                return self.changed();
            }
            Message::StartPlay => {
                let start = self.legal_setup()?;
                self.mode = Mode::Play;
                self.game = Game::new(start);
                self.selected = None;
                self.typed.clear();
                return self.changed();
            }
            Message::Edit => {
                self.mode = Mode::Edit;
                self.setup = self.game.position().to_setup();
                self.sowing = None;
                self.refusal = None;
                return self.changed();
            }
            Message::Board(BoardMessage::Clicked(h)) => return self.play(h),
            Message::Board(BoardMessage::Hovered(h)) => self.hovered = h,
            Message::PlayOwn(n) => {
                let h = House::from_own(self.game.position().to_move(), n)?;
                return self.play(h);
            }
            Message::Undo => {
                self.game.undo()?;
                self.sowing = None;
                self.refusal = None;
                return self.changed();
            }
            Message::Redo => {
                let before = self.game.position();
                let report = self.game.redo()?.clone();
                self.refusal = None;
                self.sowing = Sowing::new(before, self.game.position(), report, self.speed);
                return self.changed();
            }
            Message::GoTo(ply) => {
                let now = self.game.plies().len();
                if ply == now {
                    return None;
                }
                while self.game.plies().len() > ply && self.game.undo().is_some() {}
                while self.game.plies().len() < ply && self.game.redo().is_some() {}
                self.sowing = None;
                self.refusal = None;
                return self.changed();
            }
            Message::Frame(now) => {
                if self.sowing.as_mut().is_some_and(|s| s.tick(now)) {
                    self.sowing = None;
                }
            }
            Message::Coach(on) => {
                self.coach = on;
                return self.changed();
            }
            Message::ToggleCoach => return self.update(Message::Coach(!self.coach)),
            Message::Seen(seen) => return self.seen_answer(*seen),
            Message::PlayLine => {
                let next = *self.line.first()?;
                let rest = self.line[1..].to_vec();
                let event = self.play(next);
                // The line goes on from here until the coach says more.
                if self.refusal.is_none() {
                    self.line = rest;
                }
                return event;
            }
            Message::OpenForm => {
                let position = self.position()?;
                let (lang, pin) = self.teacher;
                let mut form = form::Form::new(position, lang, pin);
                form.set_live(self.live);
                self.form = Some(form);
                return Some(Event::Focus(form::FIRST_FIELD));
            }
            Message::Form(m) => {
                let form = self.form.as_mut()?;
                match form.update(m)? {
                    form::Event::Cancel => self.form = None,
                    form::Event::Save(draft) => return Some(Event::SavePuzzle(draft)),
                    form::Event::ForLive(choice) => return Some(Event::ForLive(choice)),
                }
            }
            Message::Saved(result) => {
                if let Some(form) = &mut self.form {
                    form.saved(result);
                }
            }
            Message::Home => return Some(Event::Home),
        }
        None
    }

    /// The spot typed digits now go to; a new spot starts a new number.
    fn choose(&mut self, spot: Spot) {
        if self.selected != Some(spot) {
            self.typed.clear();
        }
        self.selected = Some(spot);
    }

    fn count_mut(&mut self, spot: Spot) -> &mut i64 {
        match spot {
            Spot::House(h) => &mut self.setup.houses[h.index()],
            Spot::Store(side) => &mut self.setup.stores[side.index()],
        }
    }

    /// One seed more or less, within 0..=48; typing starts afresh.
    fn change_count(&mut self, spot: Spot, by: i64) {
        let n = self.count_mut(spot);
        *n = (*n + by).clamp(0, MOST);
        self.typed.clear();
    }

    /// A move on the board (both sides are played from here).
    fn play(&mut self, house: House) -> Option<Event> {
        if self.mode != Mode::Play {
            return None;
        }
        let before = self.game.position();
        match self.game.play(house) {
            Ok(report) => {
                let report = report.clone();
                self.refusal = None;
                self.sowing = Sowing::new(before, self.game.position(), report, self.speed);
                let line = std::mem::take(&mut self.line);
                let event = self.changed();
                // Played as the coach's line goes: the rest of it stays.
                if line.first() == Some(&house) {
                    self.line = line[1..].to_vec();
                }
                event
            }
            Err(e) => {
                self.refusal = Some(e);
                None
            }
        }
    }

    /// After any change of the position: forget the coach's answer about
    /// the old one and, if the coach is shown, ask about the new one.
    fn changed(&mut self) -> Option<Event> {
        self.generation += 1;
        self.seen = None;
        self.asking = None;
        self.line.clear();
        // The form is about the position on the board; an illegal one
        // closes it.
        match (self.position(), &mut self.form) {
            (Some(p), Some(form)) => form.set_position(p),
            (None, form) => *form = None,
            (Some(_), None) => {}
        }
        if !self.coach {
            return None;
        }
        let position = self.position().filter(|p| !p.is_over())?;
        let history = match self.mode {
            Mode::Play => history_of(&self.game),
            Mode::Edit => Vec::new(),
        };
        Some(Event::Analyse(self.ask(position, history, false)))
    }

    fn ask(&mut self, position: Position, history: Vec<Position>, deep: bool) -> Ask {
        let stop = Stop::new();
        self.asking = Some(stop.guard());
        Ask {
            generation: self.generation,
            position,
            history,
            deep,
            stop,
        }
    }

    /// The coach's answer: kept if it is about the position on the board;
    /// a quick first look is followed by a deeper one.
    fn seen_answer(&mut self, seen: Seen) -> Option<Event> {
        if seen.ask.generation != self.generation || !self.coach {
            return None;
        }
        self.asking = None;
        self.line = seen.line();
        let follow = (!seen.ask.deep && !seen.analysis.exact)
            .then(|| (seen.ask.position, seen.ask.history.clone()));
        self.seen = Some(seen);
        let (position, history) = follow?;
        Some(Event::Analyse(self.ask(position, history, true)))
    }

    /// The coach's line from the position on the board.
    pub fn line(&self) -> &[House] {
        &self.line
    }

    /// The keys of this screen, which differ between setting up and playing
    /// (and none while a text field of the puzzle form has the keyboard:
    /// its letters never reach the app).
    pub fn key(&self, key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
        if let Some(form) = &self.form {
            return form.key(key).map(Message::Form);
        }
        if let Key::Named(Named::Escape) = key.as_ref() {
            return Some(Message::Home);
        }
        match self.mode {
            Mode::Edit => edit_key(key, self.selected),
            Mode::Play => play_key(key, modifiers),
        }
    }

    /// The house the board previews: the one under the pointer.
    fn preview(&self) -> Option<House> {
        self.hovered.filter(|_| self.sowing.is_none())
    }
}

/// Setting up: arrows choose a spot, digits type its count, + and - add or
/// take a seed there, S and N choose who moves, F fills the stores, O the
/// opening, Enter plays from the position, C the coach, P saves it as a
/// puzzle.
fn edit_key(key: &Key, selected: Option<Spot>) -> Option<Message> {
    Some(match key.as_ref() {
        Key::Named(Named::ArrowLeft) => Message::Select(-1, 0),
        Key::Named(Named::ArrowRight) => Message::Select(1, 0),
        Key::Named(Named::ArrowUp) => Message::Select(0, -1),
        Key::Named(Named::ArrowDown) => Message::Select(0, 1),
        Key::Named(Named::Backspace) => Message::Backspace,
        Key::Named(Named::Enter) => Message::StartPlay,
        Key::Character(c) => match c {
            "+" | "=" => Message::Add(selected?),
            "-" | "_" => Message::Take(selected?),
            "s" | "S" => Message::ToMove(Side::South),
            "n" | "N" => Message::ToMove(Side::North),
            "f" | "F" => Message::FillStores,
            "o" | "O" => Message::Opening,
            "c" | "C" => Message::ToggleCoach,
            "p" | "P" => Message::OpenForm,
            d => Message::Digit(d.parse().ok().filter(|d: &u8| *d <= 9)?),
        },
        _ => return None,
    })
}

/// Playing: 1-6 play a house, ← → step through the moves, U and R (or
/// Ctrl+Z, Ctrl+Y) undo and redo, C the coach, Space its next move, E
/// back to setting up, P save as a puzzle.
fn play_key(key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
    Some(match key.as_ref() {
        Key::Character(c) if modifiers.command() => match c {
            "z" | "Z" if modifiers.shift() => Message::Redo,
            "z" | "Z" => Message::Undo,
            "y" | "Y" => Message::Redo,
            _ => return None,
        },
        Key::Named(Named::ArrowLeft) => Message::Undo,
        Key::Named(Named::ArrowRight) => Message::Redo,
        Key::Named(Named::Home) => Message::GoTo(0),
        Key::Named(Named::Space) => Message::PlayLine,
        Key::Character(c) => match c {
            "1" | "2" | "3" | "4" | "5" | "6" => Message::PlayOwn(c.parse().ok()?),
            "u" | "U" => Message::Undo,
            "r" | "R" => Message::Redo,
            "c" | "C" => Message::ToggleCoach,
            "e" | "E" => Message::Edit,
            "p" | "P" => Message::OpenForm,
            _ => return None,
        },
        _ => return None,
    })
}
