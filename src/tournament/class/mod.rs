//! A class's tournament as the class server keeps it (issue 29, §2–3):
//! the tournament itself, the next round's pairing as a draft the teacher
//! sees (and may change by hand, told which rules a change breaks) before
//! publishing it, the children's reports of games played on the
//! classroom's boards, the score sheets typed for them, and which game
//! between two devices plays which board. Plain data and pure functions:
//! the server (`src/server/tournament.rs`) keeps it in one row and calls
//! these under the row's lock.

mod draft;
mod error;
pub mod open;
mod results;
#[cfg(test)]
mod tests;
pub mod view;

use serde::{Deserialize, Serialize};

use super::model::{Excused, Format, Player, Round, Setup, Tournament};
use super::problem::{NameProblem, Problem, Problems};
use crate::classroom::LearnerId;

pub use draft::Warning;
pub use error::{ClassError, Refusal};
pub use results::{ClaimState, Mine, Verdict};

/// A result a child reported for their board game (by pairing number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Claim {
    pub round: u32,
    pub table: u32,
    pub player: u32,
    pub outcome: super::Outcome,
}

/// A board game's moves from its score sheet, as typed and as the
/// engine's houses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sheet {
    pub round: u32,
    pub table: u32,
    pub text: String,
    pub moves: Vec<u8>,
}

/// A game between two devices that plays a board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Linked {
    pub round: u32,
    pub table: u32,
    pub duel: String,
}

/// The longest score sheet kept (a game of 200 moves is under 2 KB).
pub const MAX_SHEET: usize = 16 << 10;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClassTournament {
    pub tournament: Tournament,
    /// The next round, paired but not yet published.
    pub draft: Option<Round>,
    pub claims: Vec<Claim>,
    pub sheets: Vec<Sheet>,
    pub duels: Vec<Linked>,
    /// Whether children's devices see everyone's place (each child always
    /// sees their own).
    pub standings_shown: bool,
}

/// A child of the class entering the tournament, with the name it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    pub learner: LearnerId,
    pub name: String,
}

/// A tournament's name as it fits: a child's name too long for TRF's
/// column is cut, spaces and control characters taken out of its ends.
pub fn fitted(name: &str, max: usize) -> String {
    let clean: String = name
        .chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect();
    clean
        .trim()
        .chars()
        .take(max)
        .collect::<String>()
        .trim_end()
        .to_owned()
}

impl ClassTournament {
    /// A new tournament of the class's children: `setup` gives its name,
    /// format, bye and tie-breaks; the players are `entrants` in order,
    /// `forbidden` pairs of them that must not meet.
    pub fn new(
        mut setup: Setup,
        entrants: &[Entrant],
        forbidden: &[(LearnerId, LearnerId)],
    ) -> Result<ClassTournament, ClassError> {
        setup.players = entrants
            .iter()
            .map(|e| Player {
                name: fitted(&e.name, super::MAX_NAME),
                learner: Some(e.learner.clone()),
                rating: None,
                withdrawn: false,
            })
            .collect();
        setup.rounds.clear();
        setup.absent_next.clear();
        let mut ids: Vec<&LearnerId> = entrants.iter().map(|e| &e.learner).collect();
        ids.sort();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err(ClassError::LearnerTwice);
        }
        let number = |l: &LearnerId| {
            entrants
                .iter()
                .position(|e| &e.learner == l)
                .map(|i| i as u32 + 1)
                .ok_or(ClassError::NotPlaying)
        };
        setup.forbidden = forbidden
            .iter()
            .map(|(a, b)| Ok((number(a)?, number(b)?)))
            .collect::<Result<_, ClassError>>()?;
        // A file may carry no name, but a class's tournament is told apart
        // on the list by it: an empty or blank one is refused (as empty).
        if setup.name.trim().is_empty() {
            let mut problems = vec![Problem::TournamentName(NameProblem::Empty)];
            setup.name = "-".into();
            if let Err(more) = Tournament::try_from(setup) {
                problems.extend(more.0);
            }
            return Err(ClassError::Problems(Problems(problems)));
        }
        Ok(ClassTournament::from(Tournament::try_from(setup)?))
    }

    /// The pairing number of a child of the class, if they play.
    pub fn number_of(&self, learner: &LearnerId) -> Option<u32> {
        self.tournament
            .players
            .iter()
            .position(|p| p.learner.as_ref() == Some(learner))
            .map(|i| i as u32 + 1)
    }

    fn number(&self, learner: &LearnerId) -> Result<u32, ClassError> {
        self.number_of(learner).ok_or(ClassError::NotPlaying)
    }

    /// A child who joins after the start: the rounds paired so far count
    /// as `missed` for them (nothing, or a half-point bye each). The
    /// draft, paired without them, is dropped.
    pub fn add_late(&mut self, e: &Entrant, missed: Option<Excused>) -> Result<u32, ClassError> {
        if self.number_of(&e.learner).is_some() {
            return Err(ClassError::LearnerTwice);
        }
        let player = Player {
            name: fitted(&e.name, super::MAX_NAME),
            learner: Some(e.learner.clone()),
            rating: None,
            withdrawn: false,
        };
        let n = self.tournament.add_late(player, missed)?;
        self.draft = None;
        Ok(n)
    }

    /// A child withdraws: not paired any more (a round robin's later
    /// games are lost by forfeit); their games so far stay. The draft is
    /// dropped.
    pub fn withdraw(&mut self, learner: &LearnerId) -> Result<u32, ClassError> {
        let n = self.number(learner)?;
        let mut setup = self.tournament.clone().into_setup();
        setup.players[n as usize - 1].withdrawn = true;
        setup.absent_next.retain(|(p, _)| *p != n);
        self.tournament = Tournament::try_from(setup)?;
        self.draft = None;
        Ok(n)
    }

    /// Whether every round is paired and played.
    pub fn is_over(&self) -> bool {
        self.tournament.is_over()
    }

    /// The learner of pairing number `n`, if the player is a child of the
    /// class.
    pub fn learner(&self, n: u32) -> Option<&LearnerId> {
        self.tournament.player(n).and_then(|p| p.learner.as_ref())
    }
}

impl From<Tournament> for ClassTournament {
    fn from(tournament: Tournament) -> ClassTournament {
        ClassTournament {
            tournament,
            draft: None,
            claims: Vec::new(),
            sheets: Vec::new(),
            duels: Vec::new(),
            standings_shown: false,
        }
    }
}

impl From<Problems> for ClassError {
    fn from(p: Problems) -> ClassError {
        ClassError::Problems(p)
    }
}

impl From<Problem> for ClassError {
    fn from(p: Problem) -> ClassError {
        ClassError::Problems(Problems(vec![p]))
    }
}

/// The format, as the teacher chooses it.
pub fn format_of(kind: &str, rounds: u32) -> Option<Format> {
    match kind {
        "round-robin" => Some(Format::RoundRobin { cycles: 1 }),
        "double-round-robin" => Some(Format::RoundRobin { cycles: 2 }),
        "swiss" => Some(Format::Swiss { rounds }),
        _ => None,
    }
}
