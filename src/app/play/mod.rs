//! Playing against a friend on the same computer, or against the computer.

mod adapt;
pub(crate) mod board;
pub mod layout;
pub mod opponent;
pub(crate) mod rings;
mod saved;
pub mod sowing;
mod stage;
pub mod teaching;
#[cfg(test)]
mod teaching_tests;
#[cfg(test)]
mod tests;
pub(crate) mod view;

use iced::time::Instant;

use iced::keyboard::{self, Key, key::Named};

use crate::coach::{Level, history_of};
use crate::engine::{Game, House, PlayError, Position, Side};
use opponent::{Opponent, Stop, StopOnDrop, Think};
use sowing::{Sowing, Speed};
use teaching::{Offer, Review, Reviewed};

pub use board::{Board, BoardCache, Message as BoardMessage};
pub use layout::{BoardSize, Layout};
pub use stage::Stage;

/// The widget id of the board's container, for tests to find it.
pub const BOARD_ID: &str = "board";

#[derive(Debug, Default)]
pub struct Play {
    game: Game,
    opponent: Opponent,
    speed: Speed,
    /// The house under the pointer.
    hovered: Option<House>,
    /// The house chosen with the arrow keys (own number 1..=6).
    focused: Option<u8>,
    /// Why the last attempted move was refused, until the next change.
    refusal: Option<PlayError>,
    /// The last move, being shown seed by seed.
    sowing: Option<Sowing>,
    /// Counts changes to the game, so that a computer answer to a position
    /// that has since been undone or replaced is dropped.
    generation: u64,
    /// Counts changes a learner's record cares about (a move played,
    /// taken back or redone, a new game, the coach on or off), so the app
    /// records the game only when it changed, never on a sowing's frame.
    revision: u64,
    /// The computer is thinking about this generation.
    thinking: Option<u64>,
    /// Stops that search when replaced or dropped: a newer request, undo,
    /// a new game or leaving the screen (dropping `Play`) all stop it.
    search: Option<StopOnDrop>,
    /// The computer's move, waiting for the sowing on screen to finish.
    pending: Option<House>,
    /// Teaching mode: the coach checks the learner's moves against the
    /// computer, and the computer's answer waits for its verdict.
    teaching: bool,
    /// The learner's move the coach is checking.
    review: Option<Review>,
    /// Stops that check when it is no longer wanted (as `search` does).
    review_search: Option<StopOnDrop>,
    /// The coach's offer to take the last move back, until answered.
    offer: Option<Offer>,
    /// "Computer: adapts to me": on or off, its level, whether this game
    /// counts, and what the last one did.
    adapt: adapt::Adapt,
    board: board::BoardCache,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Board(BoardMessage),
    /// Play the mover's house with this own number (1..=6).
    PlayOwn(u8),
    /// Move the keyboard choice left (-1) or right (+1).
    Focus(i8),
    PlayFocused,
    /// A new frame is due (only while a sowing is shown).
    Frame(Instant),
    Undo,
    Redo,
    NewGame,
    /// Play against the computer at this level (1 to `Level::MAX`): it
    /// adapts no more.
    Level(u8),
    /// The level one up (+1) or down (-1) from the one playing (+ and -).
    LevelStep(i8),
    /// "Computer: adapts to me" on or off.
    Adapts(bool),
    /// The same, switched (the A key).
    ToggleAdapts,
    /// The computer takes the other side.
    SwapSides,
    /// The computer's answer to the request of `generation`.
    Computer {
        generation: u64,
        house: House,
    },
    /// Turns teaching mode on or off.
    Teaching(bool),
    /// Turns teaching mode on if off, off if on (the T key).
    ToggleTeaching,
    /// The coach's verdict on the learner's move (from the background task).
    Reviewed(Box<Reviewed>),
    /// The learner accepts the coach's offer and takes the move back.
    TakeBack,
    /// The learner keeps the move; the computer answers it.
    KeepMove,
    /// Review the game with the coach (offered once it is over).
    ReviewGame,
    /// Open the game on the teacher's board.
    OpenBoard,
    Home,
    /// Read this text aloud (the app does it).
    Speak(crate::app::speak::Said),
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Home,
    /// The computer must find a move; the app runs `think` in the
    /// background and sends back [`Message::Computer`].
    Think(Think),
    /// Teaching mode: the coach must judge the learner's move; the app runs
    /// [`teaching::review`] in the background and sends back
    /// [`Message::Reviewed`].
    Review(Review),
    /// Review this game, move by move, from the learner's side (the side
    /// the computer does not play, if it plays).
    ReviewGame(Game, Option<Side>),
    /// Open this game on the teacher's board.
    OpenBoard(Game),
}

impl Play {
    pub fn new(opponent: Opponent, speed: Speed) -> Play {
        Play {
            opponent,
            speed,
            ..Play::default()
        }
    }

    /// The same screen with the game starting from `start` (tests, and
    /// positions a teacher sets up).
    pub fn from_position(mut self, start: Position) -> Play {
        self.game = Game::new(start);
        self
    }

    /// With teaching mode on or off (chosen when the game starts).
    pub fn teaching(mut self, on: bool) -> Play {
        self.teaching = on;
        self
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// See the field: a number that changes whenever the saved game or
    /// teaching mode may have.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    pub fn is_teaching(&self) -> bool {
        self.teaching
    }

    /// The learner's move the coach is checking, if any.
    pub fn review_request(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    /// The coach's offer to take the last move back, if any.
    pub fn offer(&self) -> Option<&Offer> {
        self.offer.as_ref()
    }

    /// Whether the coach checks the learner's moves in this game.
    fn teaches(&self) -> bool {
        self.teaching && matches!(self.opponent, Opponent::Computer { .. })
    }

    pub fn opponent(&self) -> Opponent {
        self.opponent
    }

    pub fn refusal(&self) -> Option<PlayError> {
        self.refusal
    }

    /// The question the computer is working on, if any.
    pub fn request(&self) -> Option<Think> {
        let generation = self.thinking?;
        let Opponent::Computer { level, .. } = self.opponent else {
            return None;
        };
        Some(Think {
            game: self.game.clone(),
            level,
            generation,
            stop: self.search.as_ref()?.handle().clone(),
        })
    }

    pub fn is_thinking(&self) -> bool {
        self.thinking.is_some() || self.pending.is_some()
    }

    /// What a newly opened screen must start: the computer's first move
    /// when it plays South.
    pub fn start(&mut self) -> Option<Event> {
        self.changed()
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Board(BoardMessage::Clicked(h)) => return self.learner_plays(h),
            Message::Board(BoardMessage::Hovered(h)) => self.hovered = h,
            Message::PlayOwn(n) => {
                let h = House::from_own(self.game.position().to_move(), n)?;
                return self.learner_plays(h);
            }
            Message::Focus(step) => self.focused = Some(stage::step_focus(self.focused, step)),
            Message::PlayFocused if self.offer.is_some() => {
                return self.update(Message::KeepMove);
            }
            Message::PlayFocused => {
                if let Some(n) = self.focused {
                    return self.update(Message::PlayOwn(n));
                }
            }
            Message::Frame(now) => {
                if self.sowing.as_mut().is_some_and(|s| s.tick(now)) {
                    self.sowing = None;
                    // The computer's move waited for the sowing to end.
                    if let Some(h) = self.pending.take() {
                        return self.apply(h);
                    }
                }
            }
            Message::Undo => {
                self.sowing = None;
                self.game.undo()?;
                // Against the computer, take back its answer too.
                if self.opponent.moves_now(&self.game) && self.game.can_undo() {
                    self.game.undo();
                }
                self.refusal = None;
                return self.changed();
            }
            Message::Redo => {
                // A move the coach's offer took back is checked again when
                // redone, as when it was first played (its answer was never
                // played, so nothing else comes back with it).
                if self.teaches() && !self.opponent.moves_now(&self.game) {
                    let undone: Vec<House> = self.game.undone().collect();
                    if let [house] = undone[..] {
                        return self.learner_plays(house);
                    }
                }
                self.sowing = None;
                let before = self.game.position();
                let report = self.game.redo()?.clone();
                self.refusal = None;
                self.sowing = Sowing::new(before, self.game.position(), report, self.speed);
                if self.opponent.moves_now(&self.game) && self.game.can_redo() {
                    // Its answer comes back too, without a second animation.
                    self.game.redo();
                    self.sowing = None;
                }
                return self.changed();
            }
            Message::NewGame => {
                let (revision, adapt) = (self.revision, self.adapt);
                *self = Play::new(self.opponent, self.speed).teaching(self.teaching);
                self.revision = revision;
                self.new_game_adapts(adapt);
                return self.changed();
            }
            Message::Level(n) => {
                if let (Opponent::Computer { side, .. }, Some(level)) =
                    (self.opponent, Level::new(n))
                {
                    if self.adapt.on {
                        self.revision += 1;
                    }
                    self.chose_level();
                    self.opponent = Opponent::Computer { level, side };
                    // The coach's question stays; the new level answers after.
                    if self.review.is_some() || self.offer.is_some() {
                        return None;
                    }
                    return self.changed();
                }
            }
            Message::LevelStep(step) => {
                let level = self.level_step(step)?;
                return self.update(Message::Level(level.number()));
            }
            Message::Adapts(on) => return self.switch_adapt(on),
            Message::ToggleAdapts => return self.switch_adapt(!self.adapt.on),
            Message::SwapSides => {
                if let Opponent::Computer { level, side } = self.opponent {
                    self.opponent = Opponent::Computer { level, side: !side };
                    return self.changed();
                }
            }
            Message::Computer { generation, house } => {
                if self.thinking == Some(generation) {
                    self.thinking = None;
                    self.search = None;
                    if self.sowing.is_some() {
                        self.pending = Some(house);
                    } else {
                        return self.apply(house);
                    }
                }
            }
            Message::Teaching(on) => {
                self.teaching = on;
                self.revision += 1;
                // Switched off while the coach was busy: the game goes on.
                if !on && (self.review.is_some() || self.offer.is_some()) {
                    return self.changed();
                }
            }
            // The coach watches games against the computer only: in a game
            // with a friend the key does nothing (nor is it listed).
            Message::ToggleTeaching => {
                if matches!(self.opponent, Opponent::Computer { .. }) {
                    return self.update(Message::Teaching(!self.teaching));
                }
            }
            Message::Reviewed(answer) => {
                if self.review.as_ref() == Some(&answer.request) {
                    self.review = None;
                    self.review_search = None;
                    match answer.offer {
                        // The computer's answer waits for the learner's choice.
                        Some(offer) => self.offer = Some(offer),
                        None => return self.changed(),
                    }
                }
            }
            Message::TakeBack => {
                if self.offer.take().is_some() {
                    self.sowing = None;
                    self.game.undo();
                    self.refusal = None;
                    return self.changed();
                }
            }
            Message::KeepMove => {
                if self.offer.take().is_some() {
                    return self.changed();
                }
            }
            // Offered once the game is over (the end panel's button, V).
            Message::ReviewGame if !self.game.is_over() => {}
            Message::ReviewGame => {
                let computer = match self.opponent {
                    Opponent::Computer { side, .. } => Some(side),
                    Opponent::Friend => None,
                };
                return Some(Event::ReviewGame(self.game.clone(), computer));
            }
            Message::OpenBoard => return Some(Event::OpenBoard(self.game.clone())),
            Message::Home => return Some(Event::Home),
            // Read by the app, which takes it before the screen does.
            Message::Speak(_) => {}
        }
        None
    }

    /// A move from the board or the keys: refused while it is the
    /// computer's turn or the coach's offer waits for an answer. In
    /// teaching mode the coach checks it before the computer answers.
    fn learner_plays(&mut self, house: House) -> Option<Event> {
        if self.opponent.moves_now(&self.game) || self.offer.is_some() {
            return None;
        }
        if !self.teaches() {
            return self.apply(house);
        }
        let before = self.game.position();
        let history = history_of(&self.game);
        if !self.sow(house) {
            return None;
        }
        if self.game.is_over() {
            return self.changed();
        }
        self.forget();
        let stop = Stop::new();
        let review = Review {
            generation: self.generation,
            before,
            history,
            house,
            stop: stop.clone(),
        };
        self.review = Some(review.clone());
        self.review_search = Some(stop.guard());
        Some(Event::Review(review))
    }

    /// An illegal move changes nothing but the explanation. A legal one is
    /// applied at once and then shown seed by seed; a move made while the
    /// previous one is still being shown cuts that short.
    fn apply(&mut self, house: House) -> Option<Event> {
        if self.sow(house) {
            self.changed()
        } else {
            None
        }
    }

    /// Plays `house` and starts showing it; false (and why) if illegal.
    fn sow(&mut self, house: House) -> bool {
        let before = self.game.position();
        match self.game.play(house) {
            Ok(report) => {
                let report = report.clone();
                self.revision += 1;
                self.refusal = None;
                self.sowing = Sowing::new(before, self.game.position(), report, self.speed);
                true
            }
            Err(e) => {
                self.refusal = Some(e);
                false
            }
        }
    }

    /// After any change to the game: forget answers to older positions
    /// and, if it is now the computer's turn, ask it.
    fn changed(&mut self) -> Option<Event> {
        self.revision += 1;
        self.forget();
        self.thinking = self
            .opponent
            .moves_now(&self.game)
            .then_some(self.generation);
        self.search = self.thinking.map(|_| Stop::new().guard());
        self.request().map(Event::Think)
    }

    /// Drops every question about an older state: its answer will be
    /// ignored, and dropping the guards stops the searches.
    fn forget(&mut self) {
        self.generation += 1;
        self.pending = None;
        self.search = None;
        self.thinking = None;
        self.review = None;
        self.review_search = None;
        self.offer = None;
    }

    /// The position the board shows when no sowing is: once the game is
    /// over (and its last sowing shown), the final count, every house
    /// emptied into its owner's store as the end panel says.
    pub fn shown_position(&self) -> Position {
        self.sowing
            .is_none()
            .then(|| self.game.final_position())
            .flatten()
            .unwrap_or(self.game.position())
    }

    /// Whether a sowing is on screen (the app then asks for frames).
    pub fn is_animating(&self) -> bool {
        self.sowing.is_some()
    }

    /// The keys of this screen: 1-6 play a house, arrows and Enter choose
    /// and play, U or Ctrl+Z undo, R or Ctrl+Y redo, N a new game, T the
    /// coach on or off, + and - the computer's level, A the computer that
    /// adapts on or off, Esc home. While the coach's offer is shown, U takes
    /// the move back and Enter keeps it.
    pub fn key(key: &Key, modifiers: keyboard::Modifiers) -> Option<Message> {
        match key.as_ref() {
            Key::Character(c) if modifiers.command() => match c {
                "z" | "Z" if modifiers.shift() => Some(Message::Redo),
                "z" | "Z" => Some(Message::Undo),
                "y" | "Y" => Some(Message::Redo),
                _ => None,
            },
            Key::Character(c) => match c {
                "1" | "2" | "3" | "4" | "5" | "6" => c.parse().ok().map(Message::PlayOwn),
                "u" | "U" => Some(Message::Undo),
                "r" | "R" => Some(Message::Redo),
                "n" | "N" => Some(Message::NewGame),
                "t" | "T" => Some(Message::ToggleTeaching),
                "g" | "G" => Some(Message::ReviewGame),
                "b" | "B" => Some(Message::OpenBoard),
                "a" | "A" => Some(Message::ToggleAdapts),
                "+" | "=" => Some(Message::LevelStep(1)),
                "-" | "_" => Some(Message::LevelStep(-1)),
                _ => None,
            },
            Key::Named(Named::ArrowLeft) => Some(Message::Focus(-1)),
            Key::Named(Named::ArrowRight) => Some(Message::Focus(1)),
            Key::Named(Named::Enter | Named::Space) => Some(Message::PlayFocused),
            Key::Named(Named::Escape) => Some(Message::Home),
            _ => None,
        }
    }

    /// The house to preview: the hovered one, else the keyboard's choice.
    fn preview(&self) -> Option<House> {
        let mover = self.game.position().to_move();
        self.hovered
            .or_else(|| self.focused.and_then(|n| House::from_own(mover, n)))
    }
}

/// A board at the start of a game, with the preview of a hovered house:
/// the home screen shows it, to be touched, as tall as its frame.
pub fn start_board<'a>(
    cache: &'a BoardCache,
    hovered: Option<House>,
    i18n: &crate::i18n::Localizer,
) -> iced::Element<'a, BoardMessage> {
    let board = board::Board {
        cache,
        position: crate::engine::Position::START,
        last: None,
        preview: hovered,
        turn: Some(crate::engine::Side::South),
        names: [i18n.tr("side-south"), i18n.tr("side-north")],
        sowing: None,
        highlight: &[],
        turned: false,
    };
    let told = board.told();
    crate::app::semantics::told(
        iced::widget::Canvas::new(board)
            .width(iced::Fill)
            .height(iced::Fill),
        told,
    )
}
