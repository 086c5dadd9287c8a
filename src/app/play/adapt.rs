//! "Computer: adapts to me" on the play screen: the computer plays the
//! level the classroom keeps for the learner (`classroom::adapt`), and
//! after a game that counted the screen says where it moved. The rule is
//! the classroom's; the screen only says whether a game counts: one played
//! against it from its first move, finished, and not taken up again by an
//! undo after it was counted.

use super::opponent::Opponent;
use super::{Event, Play};
use crate::classroom::Change;
use crate::coach::Level;
use crate::engine::Outcome;
use crate::i18n::Localizer;

#[derive(Clone, Copy, Debug)]
pub(super) struct Adapt {
    /// The learner chose "adapts to me".
    pub on: bool,
    /// The level it plays for this learner (the classroom's).
    pub level: Level,
    /// The game on show counts for it.
    pub counts: bool,
    /// What the game that just ended did to the level.
    pub after: Option<Change>,
}

impl Default for Adapt {
    fn default() -> Adapt {
        Adapt {
            on: false,
            level: Level::MIN,
            counts: false,
            after: None,
        }
    }
}

impl Play {
    /// With the computer that adapts on or off for this learner, and the
    /// level it plays for them (chosen when the screen opens).
    pub fn adapting(mut self, on: bool, level: Level) -> Play {
        self.adapt.level = level;
        if let Opponent::Computer { side, .. } = self.opponent
            && on
        {
            self.opponent = Opponent::Computer { level, side };
            self.adapt.on = true;
            self.adapt.counts = self.game.plies().is_empty();
        }
        self
    }

    /// Whether the computer adapts to the learner (against the computer).
    pub fn adapts(&self) -> bool {
        self.adapt.on
    }

    /// Whether the game on show counts for the computer that adapts.
    pub fn adapt_counts(&self) -> bool {
        self.adapt.on && self.adapt.counts
    }

    /// The classroom counted the game that ended: the computer now plays
    /// `next` for this learner. The game counts no more (an undo would
    /// play it on, at the new level).
    pub fn adapted(&mut self, next: Level) {
        let Opponent::Computer { level, side } = self.opponent else {
            return;
        };
        self.adapt.after = Some(match next.cmp(&level) {
            std::cmp::Ordering::Greater => Change::Up,
            std::cmp::Ordering::Less => Change::Down,
            std::cmp::Ordering::Equal => Change::Same,
        });
        self.adapt.level = next;
        self.adapt.counts = false;
        if self.adapt.on {
            self.opponent = Opponent::Computer { level: next, side };
        }
    }

    /// The learner chose a level: the computer adapts no more.
    pub(super) fn chose_level(&mut self) {
        self.adapt.on = false;
        self.adapt.counts = false;
        self.adapt.after = None;
    }

    /// "Adapts to me" on or off. On, the computer plays the learner's
    /// level at once; the game counts if it has not begun.
    pub(super) fn switch_adapt(&mut self, on: bool) -> Option<Event> {
        let Opponent::Computer { level, side } = self.opponent else {
            return None;
        };
        if on == self.adapt.on {
            return None;
        }
        self.revision += 1;
        if !on {
            self.chose_level();
            return None;
        }
        self.adapt.on = true;
        self.adapt.counts = self.game.plies().is_empty();
        self.adapt.after = None;
        let next = self.adapt.level;
        if next == level {
            return None;
        }
        self.opponent = Opponent::Computer { level: next, side };
        // The coach's question stays; the new level answers after.
        if self.review.is_some() || self.offer.is_some() {
            return None;
        }
        self.changed()
    }

    /// A new game: it counts when the computer adapts.
    pub(super) fn new_game_adapts(&mut self, adapt: Adapt) {
        self.adapt = Adapt {
            counts: adapt.on,
            after: None,
            ..adapt
        };
    }

    /// The level one step up or down from the one playing, if any.
    pub(super) fn level_step(&self, step: i8) -> Option<Level> {
        let Opponent::Computer { level, .. } = self.opponent else {
            return None;
        };
        if step > 0 { level.up() } else { level.down() }
    }

    /// The line about the computer's level under the choice: the level
    /// playing, what the last game did to it, or that this game does not
    /// count.
    pub fn level_line(&self, i18n: &Localizer) -> String {
        let Opponent::Computer { level, side } = self.opponent else {
            return String::new();
        };
        let args = |level: Level| {
            vec![
                ("level", level.number().into()),
                ("name", i18n.tr(level.name_id()).into()),
            ]
        };
        if !self.adapt.on {
            return i18n.tr_with("play-level-chosen", &args(level));
        }
        let ended = self.game.end().filter(|_| self.sowing.is_none());
        match (self.adapt.after, ended) {
            (Some(Change::Up), Some(_)) => i18n.tr_with("play-adapt-up", &args(level)),
            (Some(Change::Down), Some(_)) => i18n.tr_with("play-adapt-down", &args(level)),
            (Some(Change::Same), Some(end)) => {
                let why = match end.outcome {
                    Outcome::Draw => "draw",
                    Outcome::Winner(s) if s != side && level == Level::MAX => "top",
                    Outcome::Winner(_) => "other",
                };
                let mut args = args(level);
                args.push(("why", why.into()));
                i18n.tr_with("play-adapt-same", &args)
            }
            _ if !self.adapt.counts && self.adapt.after.is_none() => {
                i18n.tr_with("play-adapt-not-counted", &args(level))
            }
            _ => i18n.tr_with("play-adapt-playing", &args(level)),
        }
    }
}
