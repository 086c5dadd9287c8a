//! What a finished game between two devices adds to each child's record:
//! a finished game in their journal (`Event::Game`), as a game against
//! the computer adds, so it is counted, listed in their games and opens
//! in the review with the coach. The record names the classmate and the
//! side the child played; its level is none, as a game on one screen
//! with a friend (it counts among those in the teacher's numbers).
//!
//! A game the teacher ended without a result, or one that never began,
//! adds nothing. The stamps come from the game (its id as their origin,
//! its end's time, the child's side as the count), so however often the
//! facts are made, on whichever server, they are the same facts.

use super::{Duel, Phase, Seat, Verdict};
use crate::classroom::journal::Event;
use crate::classroom::{Classmate, GameRecord, LearnerId, Outcome, SavedGame, Stamp};

/// Each child's new fact, once the game is over with a result.
pub fn facts(game: &str, duel: &Duel) -> Vec<(LearnerId, Stamp, Event)> {
    let (Phase::Over, Some(end), Some(seats)) = (duel.phase, duel.end, duel.seats.as_ref()) else {
        return Vec::new();
    };
    let Some(verdict) = end.verdict else {
        return Vec::new();
    };
    let origin = crate::live::progress::origin(game);
    let mut out = Vec::new();
    for (i, seat) in [Seat::South, Seat::North].into_iter().enumerate() {
        let me = seats[i].clone();
        let other = seats[1 - i].clone();
        let outcome = match (verdict, seat) {
            (Verdict::Drawn, _) => Outcome::Drawn,
            (Verdict::SouthWon, Seat::South) | (Verdict::NorthWon, Seat::North) => Outcome::Won,
            _ => Outcome::Lost,
        };
        let record = GameRecord {
            game: SavedGame {
                moves: duel.moves.clone(),
                ..SavedGame::default()
            },
            score: end.stores,
            outcome: Some(outcome),
            ended: end.at / 1000,
            classmate: Some(Classmate {
                id: other,
                south: seat == Seat::South,
            }),
        };
        let stamp = Stamp {
            at: end.at / 1000,
            n: i as u64,
            origin,
        };
        out.push((me, stamp, Event::Game(record)));
    }
    out
}
