//! Why the duel core refuses something, as an id the app words
//! (`duel-…`). Nothing is changed by a refusal. The server answers 400
//! for a request that is wrong whenever it comes, 403 for a child who
//! has no part in it, and 409 for one that came at the wrong moment.

use crate::engine::PlayError;

/// A refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DuelError {
    // Wrong whenever it comes (400).
    /// A child challenging themselves, or paired with themselves.
    SameChild,
    /// A timer out of range ([`super::MIN_SECONDS`]..=[`super::MAX_SECONDS`]).
    BadTimer,
    /// No such house, or a move the engine refuses here (its reason).
    Illegal(IllegalMove),
    /// Accepting a challenge whose first move is the invited child's
    /// choice without choosing.
    ChooseFirst,
    // Not this child's to do (403).
    /// The child plays no part in this game.
    NotInGame,
    /// The child's part is not this one: the challenger accepting, the
    /// invited child withdrawing, a child answering their own offer.
    NotYours,
    // Not now (409).
    /// The other child is to move.
    NotYourTurn,
    /// The game is over (or was declined or withdrawn).
    GameOver,
    /// An invitation nobody answered in time: it cannot be accepted.
    Expired,
    /// The same move (or offer) again: it counted once already.
    Twice,
    /// A move for another ply than the game's: a device that missed
    /// what happened since.
    Stale,
    /// Not at this point of the game: accepting a game that began, a
    /// move while it is adjourned, answering an offer nobody made, a
    /// draw offer when one side has more than half the seeds.
    WrongMoment,
}

/// The engine's reason for refusing a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IllegalMove {
    NoSuchHouse,
    NotYourHouse,
    EmptyHouse,
    MustFeed,
}

impl IllegalMove {
    pub fn of(e: &PlayError) -> IllegalMove {
        match e {
            PlayError::NotYourHouse { .. } => IllegalMove::NotYourHouse,
            PlayError::EmptyHouse { .. } => IllegalMove::EmptyHouse,
            PlayError::MustFeed { .. } => IllegalMove::MustFeed,
            // Never reached: the core checks the end first.
            PlayError::GameOver => IllegalMove::NoSuchHouse,
        }
    }
}

impl DuelError {
    /// The id a client words. An illegal move's id names the engine's
    /// reason (`duel-move-empty-house` is the engine's `move-empty-house`
    /// in a game between two devices).
    pub fn id(self) -> &'static str {
        match self {
            DuelError::SameChild => "duel-same-child",
            DuelError::BadTimer => "duel-bad-timer",
            DuelError::Illegal(IllegalMove::NoSuchHouse) => "duel-move-no-such-house",
            DuelError::Illegal(IllegalMove::NotYourHouse) => "duel-move-not-your-house",
            DuelError::Illegal(IllegalMove::EmptyHouse) => "duel-move-empty-house",
            DuelError::Illegal(IllegalMove::MustFeed) => "duel-move-must-feed",
            DuelError::ChooseFirst => "duel-choose-first",
            DuelError::NotInGame => "duel-not-in-game",
            DuelError::NotYours => "duel-not-yours",
            DuelError::NotYourTurn => "duel-not-your-turn",
            DuelError::GameOver => "duel-game-over",
            DuelError::Expired => "duel-expired",
            DuelError::Twice => "duel-twice",
            DuelError::Stale => "duel-stale",
            DuelError::WrongMoment => "duel-wrong-moment",
        }
    }

    /// What kind of refusal it is, for a status code.
    pub fn kind(self) -> Refusal {
        match self {
            DuelError::SameChild
            | DuelError::BadTimer
            | DuelError::Illegal(_)
            | DuelError::ChooseFirst => Refusal::BadRequest,
            DuelError::NotInGame | DuelError::NotYours => Refusal::NotYours,
            DuelError::NotYourTurn
            | DuelError::GameOver
            | DuelError::Expired
            | DuelError::Twice
            | DuelError::Stale
            | DuelError::WrongMoment => Refusal::NotNow,
        }
    }
}

/// The three kinds of refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    BadRequest,
    NotYours,
    NotNow,
}
