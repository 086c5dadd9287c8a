//! A child's device in a tournament: Home's card says their next game
//! (the table, who they play, who moves first), a bye or a wait, and
//! their own place and points (never another child's, never a rating);
//! for a board game, "I won", "Draw", "I lost" report it. A game between
//! devices is the duel card's (it comes first on Home). The device looks
//! again every [`LOOK_EVERY`] while Home is on show.

use std::time::Duration;

use iced::time::Instant;

use crate::app::remote::tournament::{ChildView, Mine as Line};
use crate::classroom::LearnerId;

/// How often Home asks the server for the child's tournaments.
pub const LOOK_EVERY: Duration = Duration::from_secs(20);

#[derive(Debug, Default)]
pub struct Mine {
    pub lines: Vec<Line>,
    /// When the server was last asked (none: never, or ask now).
    pub asked: Option<Instant>,
    /// A look is on its way.
    pub asking: bool,
    /// The last report's words, for the game it was about (tournament,
    /// round, table).
    pub reported: Option<((String, u32, u32), &'static str)>,
}

impl Mine {
    /// Whether to ask the server now.
    pub fn due(&self, now: Instant) -> bool {
        !self.asking
            && self
                .asked
                .is_none_or(|t| now.duration_since(t) >= LOOK_EVERY)
    }

    /// `learner`'s tournament Home speaks of: one with a game waiting
    /// first, else one still on.
    pub fn of(&self, learner: &LearnerId) -> Option<&ChildView> {
        let theirs = || {
            self.lines
                .iter()
                .filter(|l| &l.learner == learner && !l.tournament.withdrawn)
        };
        theirs()
            .find(|l| l.tournament.next.is_some())
            .or_else(|| theirs().find(|l| l.tournament.rounds_played < l.tournament.rounds_total))
            .map(|l| &l.tournament)
    }

    /// The words of the last report while they still concern the card:
    /// the game reported is still the next one, or none came after it
    /// yet (the result is in).
    pub fn reported_for(&self, t: &ChildView) -> Option<&'static str> {
        let ((id, round, table), words) = self.reported.as_ref()?;
        if *id != t.id {
            return None;
        }
        match &t.next {
            Some(n) => (n.round == *round && n.table == *table).then_some(*words),
            None => Some(*words),
        }
    }
}

/// The words of a report's answer.
pub fn report_words(state: &str) -> &'static str {
    match state {
        "agreed" => "tournament-report-agreed",
        "conflict" => "tournament-report-conflict",
        _ => "tournament-report-waiting",
    }
}
