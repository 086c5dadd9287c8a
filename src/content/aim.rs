//! A lesson's closing game: the aim the learner plays for, proven
//! reachable by the exact search when the file is checked, and judged on
//! the final count when the game ends.

use crate::engine::{House, Position, Side};

use super::format::Aim;
use super::solve::{self, Target};

impl Aim {
    /// What the exact search must force for this aim.
    pub fn target(self) -> Target {
        match self {
            Aim::Win => Target::Win,
            Aim::AtLeast { seeds } => Target::Seeds(seeds),
        }
    }

    /// Whether a game that ended with these totals (South's, North's)
    /// reached the aim for `side`.
    pub fn met(self, side: Side, totals: [u8; 2]) -> bool {
        let (mine, theirs) = (totals[side.index()], totals[(!side).index()]);
        match self {
            Aim::Win => mine > theirs,
            Aim::AtLeast { seeds } => mine >= seeds,
        }
    }

    /// The aim's instruction for the learner, in the app's `app.ftl`.
    pub const fn message_id(self) -> &'static str {
        match self {
            Aim::Win => "lesson-aim-win",
            Aim::AtLeast { .. } => "lesson-aim-at-least",
        }
    }
}

/// How soon the aim can be made sure of from `pos`: the fewest own moves
/// (up to [`solve::MAX_MOVES`]) within which the player to move forces
/// it whatever the replies, with the first moves that do. `None` when no
/// such line exists within that many moves: the game's aim is then not
/// proven reachable.
pub fn forced(aim: Aim, pos: &Position) -> Option<(u8, Vec<House>)> {
    if pos.is_over() {
        return None;
    }
    (1..=solve::MAX_MOVES).find_map(|k| {
        let moves = solve::forcing_moves(pos, aim.target(), k);
        (!moves.is_empty()).then_some((k, moves))
    })
}
