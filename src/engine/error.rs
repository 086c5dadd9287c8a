//! Why a move was refused.

use std::fmt;

use super::House;

/// An illegal move. Each variant has a message id so the app can say why in
/// the learner's language; the fields are the message's arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The house belongs to the other player.
    NotYourHouse { house: House },
    /// The house holds no seeds.
    EmptyHouse { house: House },
    /// The opponent's row is empty and this house does not reach it,
    /// while another house does.
    MustFeed { house: House },
    /// The game has ended; no move can be played.
    GameOver,
}

impl PlayError {
    pub const fn message_id(&self) -> &'static str {
        match self {
            PlayError::NotYourHouse { .. } => "move-not-your-house",
            PlayError::EmptyHouse { .. } => "move-empty-house",
            PlayError::MustFeed { .. } => "move-must-feed",
            PlayError::GameOver => "move-game-over",
        }
    }

    /// The house the refused move named, if the error is about one.
    pub const fn house(&self) -> Option<House> {
        match *self {
            PlayError::NotYourHouse { house }
            | PlayError::EmptyHouse { house }
            | PlayError::MustFeed { house } => Some(house),
            PlayError::GameOver => None,
        }
    }
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlayError::NotYourHouse { house } => write!(
                f,
                "house {house} belongs to {}, not to the player to move",
                house.owner()
            ),
            PlayError::EmptyHouse { house } => write!(f, "house {house} is empty"),
            PlayError::MustFeed { house } => write!(
                f,
                "house {house} does not reach the opponent's empty row; a move that feeds it must be played"
            ),
            PlayError::GameOver => f.write_str("the game is over; no move can be played"),
        }
    }
}

impl std::error::Error for PlayError {}
