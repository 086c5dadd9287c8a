//! What can be wrong with a tournament: each problem has a message id
//! (`tournament-…`) and its numbers, for a screen to word in a child's or
//! a teacher's language; `Display` is English, for arbiters and logs.

use std::fmt;

use super::model::{MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, MAX_TITLE, TieBreak};

/// What is wrong with a name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    TooLong,
    /// A control character (a line break would break a TRF file).
    Control,
    /// Spaces at the start or the end.
    Spaces,
}

impl fmt::Display for NameProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameProblem::Empty => "is empty",
            NameProblem::TooLong => "is too long",
            NameProblem::Control => "holds a control character",
            NameProblem::Spaces => "starts or ends with a space",
        })
    }
}

/// Rounds are numbered from 1; `player` is a pairing number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
    PlayerName {
        player: u32,
        what: NameProblem,
    },
    TournamentName(NameProblem),
    Date(NameProblem),
    Rating {
        player: u32,
        rating: u32,
    },
    TooManyPlayers {
        count: usize,
    },
    /// A Swiss of no rounds, or any format of more than `MAX_ROUNDS`.
    Rounds {
        total: u32,
    },
    Cycles {
        cycles: u32,
    },
    /// More rounds paired than the format plays.
    TooManyPaired {
        paired: usize,
        total: u32,
    },
    ByePoints {
        points: u32,
    },
    /// `round` is `None` outside the rounds (forbidden pairs, absences).
    UnknownPlayer {
        round: Option<u32>,
        player: u32,
    },
    /// Seated twice in one round (two boards, a board and the bye, ...).
    Twice {
        round: u32,
        player: u32,
    },
    AgainstSelf {
        round: u32,
        player: u32,
    },
    ForbiddenSelf {
        player: u32,
    },
    ForbiddenTwice {
        a: u32,
        b: u32,
    },
    AbsentTwice {
        player: u32,
    },
    TieBreakTwice {
        tie_break: TieBreak,
    },
    NoSuchTable {
        round: u32,
        table: u32,
    },
    /// Absences asked for a next round the tournament does not have.
    NoNextRound,
    /// A round with no board and no bye: nobody played it.
    EmptyRound {
        round: u32,
    },
    /// A player entered after round 1 of a round robin, whose table is
    /// fixed by its number of players.
    LateInRoundRobin,
}

impl Problem {
    pub fn message_id(&self) -> &'static str {
        match self {
            Problem::PlayerName { .. } => "tournament-player-name",
            Problem::TournamentName(_) => "tournament-name",
            Problem::Date(_) => "tournament-date",
            Problem::Rating { .. } => "tournament-rating",
            Problem::TooManyPlayers { .. } => "tournament-too-many-players",
            Problem::Rounds { .. } => "tournament-rounds",
            Problem::Cycles { .. } => "tournament-cycles",
            Problem::TooManyPaired { .. } => "tournament-too-many-paired",
            Problem::ByePoints { .. } => "tournament-bye-points",
            Problem::UnknownPlayer { .. } => "tournament-unknown-player",
            Problem::Twice { .. } => "tournament-twice",
            Problem::AgainstSelf { .. } => "tournament-against-self",
            Problem::ForbiddenSelf { .. } => "tournament-forbidden-self",
            Problem::ForbiddenTwice { .. } => "tournament-forbidden-twice",
            Problem::AbsentTwice { .. } => "tournament-absent-twice",
            Problem::TieBreakTwice { .. } => "tournament-tie-break-twice",
            Problem::NoSuchTable { .. } => "tournament-no-such-table",
            Problem::NoNextRound => "tournament-no-next-round",
            Problem::EmptyRound { .. } => "tournament-empty-round",
            Problem::LateInRoundRobin => "tournament-late-in-round-robin",
        }
    }

    /// The player the problem is about, if one.
    pub fn player(&self) -> Option<u32> {
        match *self {
            Problem::PlayerName { player, .. }
            | Problem::Rating { player, .. }
            | Problem::UnknownPlayer { player, .. }
            | Problem::Twice { player, .. }
            | Problem::AgainstSelf { player, .. }
            | Problem::ForbiddenSelf { player }
            | Problem::AbsentTwice { player } => Some(player),
            Problem::ForbiddenTwice { a, .. } => Some(a),
            _ => None,
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Problem::PlayerName { player, what } => write!(
                f,
                "player {player}'s name {what} (at most {MAX_NAME} characters)"
            ),
            Problem::TournamentName(what) => write!(
                f,
                "the tournament's name {what} (at most {MAX_TITLE} characters)"
            ),
            Problem::Date(what) => write!(f, "the date {what}"),
            Problem::Rating { player, rating } => {
                write!(f, "player {player}'s rating {rating} is above 9999")
            }
            Problem::TooManyPlayers { count } => {
                write!(f, "{count} players: at most {MAX_PLAYERS}")
            }
            Problem::Rounds { total } => {
                write!(f, "{total} rounds: from 1 to {MAX_ROUNDS}")
            }
            Problem::Cycles { cycles } => {
                write!(f, "a round robin of {cycles} cycles: 1 or 2")
            }
            Problem::TooManyPaired { paired, total } => {
                write!(f, "{paired} rounds paired, but the tournament has {total}")
            }
            Problem::ByePoints { points } => write!(
                f,
                "a bye worth {}.{}: 0, 0.5 or 1",
                points / 10,
                points % 10
            ),
            Problem::UnknownPlayer {
                round: Some(r),
                player,
            } => write!(f, "round {r}: there is no player {player}"),
            Problem::UnknownPlayer {
                round: None,
                player,
            } => write!(f, "there is no player {player}"),
            Problem::Twice { round, player } => {
                write!(f, "round {round}: player {player} is seated twice")
            }
            Problem::AgainstSelf { round, player } => {
                write!(
                    f,
                    "round {round}: player {player} is paired with themselves"
                )
            }
            Problem::ForbiddenSelf { player } => {
                write!(f, "player {player} is kept from meeting themselves")
            }
            Problem::ForbiddenTwice { a, b } => {
                write!(f, "players {a} and {b} are kept apart twice")
            }
            Problem::AbsentTwice { player } => {
                write!(f, "player {player} is absent from the next round twice")
            }
            Problem::TieBreakTwice { tie_break } => {
                write!(f, "the tie-break {} is listed twice", tie_break.code())
            }
            Problem::NoSuchTable { round, table } => {
                write!(f, "there is no table {table} in round {round}")
            }
            Problem::EmptyRound { round } => write!(f, "round {round} has no board and no bye"),
            Problem::LateInRoundRobin => {
                f.write_str("a round robin takes no new player once it has started")
            }
            Problem::NoNextRound => {
                f.write_str("absences are set for a next round, but every round is paired")
            }
        }
    }
}

/// Every problem of a setup that failed validation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problems(pub Vec<Problem>);

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Problems {}
