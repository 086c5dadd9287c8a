//! Why the live core refuses something, as an id the app words
//! (`live-…`): either the request was wrong (the server answers 400) or
//! it came at the wrong moment (409: the puzzle is closed, the child has
//! answered already, …). Nothing is changed by a refusal.

/// A refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LiveError {
    // What was sent is wrong, whenever it came.
    /// A challenge without puzzles.
    NoPuzzles,
    /// More than [`super::MAX_PUZZLES`] puzzles.
    TooManyPuzzles,
    /// No puzzle of the library has this id.
    UnknownPuzzle,
    /// A position that is not one (notation), or where the game is over.
    BadPosition,
    /// A goal the engine cannot ask here, or with no answer, or an
    /// intended move that does not reach it.
    BadGoal,
    /// A timer out of range.
    BadTimer,
    /// No such computer level.
    BadLevel,
    /// An answer or vote id that is not one ([`super::valid_id`]).
    BadId,
    /// No puzzle has this index in the challenge.
    NoSuchPuzzle,
    /// No moves, too many, or a number that is not a house.
    BadMoves,
    /// A move that is not legal where it is played.
    IllegalMove,
    /// Every move right, but the goal not reached: an answer is sent
    /// when it is over.
    Unfinished,
    /// Moves after the answer was already over (solved or wrong).
    PastTheEnd,
    /// Hints used where the teacher turned them off.
    HintsOff,
    // What was sent is fine, but not now.
    /// The puzzle is not open for answers (not yet, or revealed).
    NotOpen,
    /// The timer ran out.
    TooLate,
    /// This child answered this puzzle already (with another answer id).
    Answered,
    /// This answer id was used for another answer.
    IdReused,
    /// The last puzzle is open or revealed: the teacher ends instead.
    LastPuzzle,
    /// The session has ended.
    Ended,
    /// No vote is open for this move.
    NotVoting,
    /// This child voted for this move already.
    Voted,
    /// The most votes are tied and the teacher picked none of them.
    Tie,
    /// No votes and no pick of the teacher.
    NoVotes,
    /// It is not the computer's turn.
    NotComputersTurn,
    /// Another session of the class is running.
    Running,
}

impl LiveError {
    /// The id a client words.
    pub fn id(self) -> &'static str {
        match self {
            LiveError::NoPuzzles => "live-no-puzzles",
            LiveError::TooManyPuzzles => "live-too-many-puzzles",
            LiveError::UnknownPuzzle => "live-unknown-puzzle",
            LiveError::BadPosition => "live-bad-position",
            LiveError::BadGoal => "live-bad-goal",
            LiveError::BadTimer => "live-bad-timer",
            LiveError::BadLevel => "live-bad-level",
            LiveError::BadId => "live-bad-id",
            LiveError::NoSuchPuzzle => "live-no-such-puzzle",
            LiveError::BadMoves => "live-bad-moves",
            LiveError::IllegalMove => "live-illegal-move",
            LiveError::Unfinished => "live-unfinished",
            LiveError::PastTheEnd => "live-past-the-end",
            LiveError::HintsOff => "live-hints-off",
            LiveError::NotOpen => "live-not-open",
            LiveError::TooLate => "live-too-late",
            LiveError::Answered => "live-answered",
            LiveError::IdReused => "live-id-reused",
            LiveError::LastPuzzle => "live-last-puzzle",
            LiveError::Ended => "live-ended",
            LiveError::NotVoting => "live-not-voting",
            LiveError::Voted => "live-voted",
            LiveError::Tie => "live-tie",
            LiveError::NoVotes => "live-no-votes",
            LiveError::NotComputersTurn => "live-not-computers-turn",
            LiveError::Running => "live-running",
        }
    }

    /// Whether the request itself was wrong (400), rather than made at
    /// the wrong moment (409).
    pub fn is_bad_request(self) -> bool {
        matches!(
            self,
            LiveError::NoPuzzles
                | LiveError::TooManyPuzzles
                | LiveError::UnknownPuzzle
                | LiveError::BadPosition
                | LiveError::BadGoal
                | LiveError::BadTimer
                | LiveError::BadLevel
                | LiveError::BadId
                | LiveError::NoSuchPuzzle
                | LiveError::BadMoves
                | LiveError::IllegalMove
                | LiveError::Unfinished
                | LiveError::PastTheEnd
                | LiveError::HintsOff
        )
    }
}
