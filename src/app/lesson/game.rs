//! A lesson's closing game: the learner plays the step's position against
//! the coach at the step's level, and the engine judges the aim when the
//! game ends.

use super::{Event, LessonScreen, Status};
use crate::app::play::opponent::{Stop, StopOnDrop, Think};
use crate::coach::Level;
use crate::content::Step;
use crate::engine::{Game, House, Position, Side};

/// The game being played on a game step.
#[derive(Debug)]
pub(super) struct LessonGame {
    game: Game,
    level: Level,
    /// The side the learner plays: the one to move at the start.
    learner: Side,
    /// The coach's move being waited for.
    request: Option<Think>,
    /// Stops that search when the game is given up or the screen left.
    search: Option<StopOnDrop>,
    /// The coach's move, waiting for the sowing on show to finish.
    pending: Option<House>,
}

impl LessonGame {
    pub(super) fn new(start: Position, level: u8) -> LessonGame {
        LessonGame {
            game: Game::new(start),
            // The file's checks keep the level in range.
            level: Level::new(level).unwrap_or(Level::MIN),
            learner: start.to_move(),
            request: None,
            search: None,
            pending: None,
        }
    }

    /// Whether a move has been played: only then is there anything to
    /// start again.
    pub(super) fn begun(&self) -> bool {
        !self.game.plies().is_empty()
    }

    pub(super) fn learners_turn(&self) -> bool {
        !self.game.is_over() && self.game.position().to_move() == self.learner
    }

    pub(super) fn request(&self) -> Option<&Think> {
        self.request.as_ref()
    }

    pub(super) fn learner(&self) -> Side {
        self.learner
    }

    pub(super) fn level(&self) -> Level {
        self.level
    }
}

impl LessonScreen {
    /// The learner's move in the closing game.
    pub(super) fn game_move(&mut self, house: House) -> Vec<Event> {
        let Some(g) = self.game.as_mut() else {
            return Vec::new();
        };
        let before = g.game.position();
        if let Err(e) = g.game.play(house) {
            self.refusal = Some(e);
            return Vec::new();
        }
        self.refusal = None;
        self.stage.show(before, house);
        if self.is_animating() {
            return Vec::new();
        }
        self.game_sown()
    }

    /// The coach's move, if it answers the request still open.
    pub(super) fn computer(&mut self, generation: u64, house: House) -> Vec<Event> {
        let Some(g) = self.game.as_mut() else {
            return Vec::new();
        };
        if g.request.as_ref().map(|r| r.generation) != Some(generation) {
            return Vec::new();
        }
        g.request = None;
        g.search = None;
        g.pending = Some(house);
        if self.is_animating() {
            return Vec::new();
        }
        self.game_sown()
    }

    /// After a move of the game has been sown (or at once, without
    /// animation): the coach's move waiting, a request for one, or the end
    /// of the game judged against the aim.
    pub(super) fn game_sown(&mut self) -> Vec<Event> {
        let Step::Game(step) = self.current() else {
            return Vec::new();
        };
        let aim = step.aim;
        loop {
            let Some(g) = self.game.as_mut() else {
                return Vec::new();
            };
            if let Some(end) = g.game.end() {
                let met = aim.met(g.learner, end.stores);
                self.status = Status::GameOver {
                    met,
                    totals: end.stores,
                };
                if !met {
                    self.slips += 1;
                    return Vec::new();
                }
                let mut events = vec![Event::Completed(self.lesson.id.clone(), self.step)];
                events.extend(self.scored());
                return events;
            }
            if g.learners_turn() {
                return Vec::new();
            }
            let Some(house) = g.pending.take() else {
                if g.request.is_some() {
                    return Vec::new();
                }
                self.thoughts += 1;
                let stop = Stop::new();
                let request = Think {
                    game: g.game.clone(),
                    level: g.level,
                    generation: self.thoughts,
                    stop: stop.clone(),
                };
                g.search = Some(stop.guard());
                g.request = Some(request.clone());
                return vec![Event::Think(request)];
            };
            let before = g.game.position();
            if g.game.play(house).is_err() {
                // Not a legal move (it cannot happen: the coach answers
                // this very game); ask again rather than stall.
                continue;
            }
            self.stage.show(before, house);
            if self.is_animating() {
                return Vec::new();
            }
        }
    }
}
