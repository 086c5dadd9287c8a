//! Who plays the other side: a friend at the same computer, or the coach's
//! computer player at a level from 1 to 5.

use crate::coach::{Level, LevelPlayer, Player};
use crate::engine::{Game, House, Side};

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Opponent {
    #[default]
    Friend,
    Computer {
        level: Level,
        /// The side the computer plays.
        side: Side,
    },
}

impl Opponent {
    /// The computer at level 1, playing North: the learner starts.
    pub const fn computer() -> Opponent {
        Opponent::Computer {
            level: Level::MIN,
            side: Side::North,
        }
    }

    /// Whether the computer moves in this game now.
    pub fn moves_now(self, game: &Game) -> bool {
        match self {
            Opponent::Friend => false,
            Opponent::Computer { side, .. } => !game.is_over() && game.position().to_move() == side,
        }
    }
}

/// A request to the computer: the game so far, handed to a background task.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Think {
    pub game: Game,
    pub level: Level,
    /// Which state of the screen asked; an answer to an older one is dropped.
    pub generation: u64,
}

/// The computer's move. Blocks for up to about a second (level 5); the app
/// runs it in a background task so the window never freezes.
pub fn think(request: &Think) -> House {
    // The seed varies with the game so that the lower levels' deliberate
    // slips are not the same every time.
    let seed = 0x5eed ^ (request.game.plies().len() as u64) ^ (request.generation << 16);
    LevelPlayer::new(request.level, seed).choose(&request.game)
}
