//! A tournament as plain data: `Setup` is anything typed or read from a
//! file, `Tournament` one that passed validation (`TryFrom<Setup>`, every
//! problem listed at once, as the engine's positions do).

use std::ops::Deref;

use serde::{Deserialize, Serialize};

use crate::classroom::LearnerId;

use super::problem::{Problem, Problems};
use super::validate;

/// Points in tenths, as the pairing engine counts them: a win is 10, a
/// draw 5.
pub type Points = u32;

pub const WIN: Points = 10;
pub const DRAW: Points = 5;

/// The most players a tournament holds (TRF's pairing numbers have four
/// digits).
pub const MAX_PLAYERS: usize = 9999;
/// The most rounds (a score of 99.0 still fits TRF's four columns).
pub const MAX_ROUNDS: u32 = 99;
/// The most characters of a player's name (TRF's name column).
pub const MAX_NAME: usize = 33;
/// The most characters of the tournament's name and date.
pub const MAX_TITLE: usize = 100;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// As typed: "Ana Rivera", "やまだ はなこ".
    pub name: String,
    /// The class's learner, when the player is one.
    pub learner: Option<LearnerId>,
    /// Kept for seeding and for TRF; never shown to children.
    pub rating: Option<u32>,
    /// Plays no more rounds (past rounds stay as they were).
    pub withdrawn: bool,
}

impl Player {
    pub fn named(name: &str) -> Player {
        Player {
            name: name.to_string(),
            learner: None,
            rating: None,
            withdrawn: false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Everyone plays everyone, once (`cycles` 1) or twice (2), by FIDE's
    /// Berger tables.
    RoundRobin { cycles: u32 },
    /// FIDE's Dutch system over this many rounds.
    Swiss { rounds: u32 },
}

/// A board's result. "First" is the player who moves first (South).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    FirstWins,
    Draw,
    SecondWins,
    /// The second player did not come: a win for the first, not played.
    FirstWinsByForfeit,
    SecondWinsByForfeit,
    /// Neither came: a loss for both.
    BothForfeit,
}

impl Outcome {
    pub const ALL: [Outcome; 6] = [
        Outcome::FirstWins,
        Outcome::Draw,
        Outcome::SecondWins,
        Outcome::FirstWinsByForfeit,
        Outcome::SecondWinsByForfeit,
        Outcome::BothForfeit,
    ];

    /// The points of the first and of the second player.
    pub fn points(self) -> (Points, Points) {
        match self {
            Outcome::FirstWins | Outcome::FirstWinsByForfeit => (WIN, 0),
            Outcome::SecondWins | Outcome::SecondWinsByForfeit => (0, WIN),
            Outcome::Draw => (DRAW, DRAW),
            Outcome::BothForfeit => (0, 0),
        }
    }

    /// Whether the game was played over the board.
    pub fn played(self) -> bool {
        matches!(
            self,
            Outcome::FirstWins | Outcome::Draw | Outcome::SecondWins
        )
    }
}

/// One table of a round; its table number is its place in the round's
/// list, from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    pub first: u32,
    pub second: u32,
    /// `None` while the game is on.
    pub outcome: Option<Outcome>,
}

/// A round a player asked to miss, with the points the organiser grants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Excused {
    Half,
    Full,
}

impl Excused {
    pub fn points(self) -> Points {
        match self {
            Excused::Half => DRAW,
            Excused::Full => WIN,
        }
    }
}

/// A paired round. A player who is on no board, has not the bye and is
/// not excused missed the round with nothing (withdrawn, absent, not yet
/// entered).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// In table order: table 1 first.
    pub boards: Vec<Board>,
    /// The pairing-allocated bye (the organiser's bye points).
    pub bye: Option<u32>,
    pub excused: Vec<(u32, Excused)>,
}

/// The organiser's tie-breaks, after points, in the order chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// The opponents' scores without the lowest (FIDE's BH-C1).
    BuchholzCut1,
    /// The opponents' scores (BH).
    Buchholz,
    /// Each opponent's score times the points scored against them (SB).
    SonnebornBerger,
    /// The points among the tied players, when all of them met (DE).
    DirectEncounter,
    /// Games won, forfeit wins included (WIN).
    Wins,
}

impl TieBreak {
    pub const ALL: [TieBreak; 5] = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::Wins,
    ];

    /// FIDE's abbreviation (C.07), also how TRF extension lines name it.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::Buchholz => "BH",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::DirectEncounter => "DE",
            TieBreak::Wins => "WIN",
        }
    }

    pub fn from_code(code: &str) -> Option<TieBreak> {
        TieBreak::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// A tournament before validation: every field open.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    pub name: String,
    /// The first day, as typed ("2027/03/08").
    pub date: String,
    pub format: Format,
    /// In the initial order: pairing number `i + 1` is `players[i]`.
    pub players: Vec<Player>,
    /// The rounds paired so far.
    pub rounds: Vec<Round>,
    /// The pairing-allocated bye's points: 0, 5 or 10.
    pub bye_points: Points,
    /// Pairs that must not meet (siblings), by pairing number.
    pub forbidden: Vec<(u32, u32)>,
    /// After points, in this order.
    pub tie_breaks: Vec<TieBreak>,
    /// Who will not be paired in the next round, with the points granted
    /// (`None`: none). Withdrawn players are left out anyway.
    pub absent_next: Vec<(u32, Option<Excused>)>,
    /// Whether pairing number 1 moves first in round 1 (TRF's XXC); `None`
    /// leaves it to the pairing.
    pub top_moves_first: Option<bool>,
}

impl Setup {
    /// An empty tournament: byes worth a win in a Swiss, nothing in a
    /// round robin (where everyone sits out once alike); the tie-breaks
    /// the issue lists.
    pub fn new(name: &str, format: Format) -> Setup {
        Setup {
            name: name.to_string(),
            date: String::new(),
            format,
            players: Vec::new(),
            rounds: Vec::new(),
            bye_points: match format {
                Format::Swiss { .. } => WIN,
                Format::RoundRobin { .. } => 0,
            },
            forbidden: Vec::new(),
            tie_breaks: vec![
                TieBreak::BuchholzCut1,
                TieBreak::SonnebornBerger,
                TieBreak::DirectEncounter,
                TieBreak::Wins,
            ],
            absent_next: Vec::new(),
            top_moves_first: None,
        }
    }

    /// The rounds the format plays: a Swiss's own count; a round robin's
    /// from its players (n − 1 for an even n, n for an odd one, per cycle).
    pub fn rounds_total(&self) -> u32 {
        match self.format {
            Format::Swiss { rounds } => rounds,
            Format::RoundRobin { cycles } => {
                let n = u32::try_from(self.players.len()).unwrap_or(u32::MAX);
                let per_cycle = super::berger::rounds_per_cycle(n);
                per_cycle.saturating_mul(cycles)
            }
        }
    }

    /// Orders the players by rating, highest first, those without one
    /// after, then by name: the initial order a Swiss pairs by. Pairs kept
    /// apart and absences follow their players. Only before round 1 (then
    /// pairing numbers are fixed): `false` and nothing changed after it.
    pub fn order_by_rating(&mut self) -> bool {
        if !self.rounds.is_empty() {
            return false;
        }
        let n = self.players.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by(|&a, &b| {
            let (a, b) = (&self.players[a], &self.players[b]);
            b.rating.cmp(&a.rating).then_with(|| a.name.cmp(&b.name))
        });
        let mut number = vec![0; n];
        for (new, &old) in order.iter().enumerate() {
            number[old] = new as u32 + 1;
        }
        let renumber = |p: u32| match (p as usize).checked_sub(1).and_then(|i| number.get(i)) {
            Some(&q) => q,
            None => p,
        };
        self.players = order.iter().map(|&i| self.players[i].clone()).collect();
        for pair in &mut self.forbidden {
            *pair = (renumber(pair.0), renumber(pair.1));
        }
        for (p, _) in &mut self.absent_next {
            *p = renumber(*p);
        }
        true
    }

    /// Every problem, in a stable order; empty when the setup is valid.
    pub fn problems(&self) -> Vec<Problem> {
        validate::problems(self)
    }
}

/// A valid tournament. Read it through `Deref` (its `Setup`); change it
/// through its methods or `into_setup` and back, which validate again.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Setup", into = "Setup")]
pub struct Tournament(Setup);

impl TryFrom<Setup> for Tournament {
    type Error = Problems;

    fn try_from(setup: Setup) -> Result<Tournament, Problems> {
        let problems = setup.problems();
        if problems.is_empty() {
            Ok(Tournament(setup))
        } else {
            Err(Problems(problems))
        }
    }
}

impl From<Tournament> for Setup {
    fn from(t: Tournament) -> Setup {
        t.0
    }
}

impl Deref for Tournament {
    type Target = Setup;

    fn deref(&self) -> &Setup {
        &self.0
    }
}

/// Where a player was in one round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    /// On a board against `opponent`; `first` if they moved first.
    Board {
        opponent: u32,
        first: bool,
        outcome: Option<Outcome>,
    },
    Bye,
    Excused(Excused),
    /// Not paired, nothing granted.
    Out,
}

impl Seat {
    /// The points this seat gave, `None` while the game is on.
    pub fn points(self, bye_points: Points) -> Option<Points> {
        match self {
            Seat::Board { first, outcome, .. } => outcome.map(|o| {
                let (a, b) = o.points();
                if first { a } else { b }
            }),
            Seat::Bye => Some(bye_points),
            Seat::Excused(e) => Some(e.points()),
            Seat::Out => Some(0),
        }
    }
}

impl Round {
    /// Where `player` sat in this round.
    pub fn seat(&self, player: u32) -> Seat {
        for b in &self.boards {
            if b.first == player || b.second == player {
                let first = b.first == player;
                return Seat::Board {
                    opponent: if first { b.second } else { b.first },
                    first,
                    outcome: b.outcome,
                };
            }
        }
        if self.bye == Some(player) {
            return Seat::Bye;
        }
        match self.excused.iter().find(|(p, _)| *p == player) {
            Some((_, e)) => Seat::Excused(*e),
            None => Seat::Out,
        }
    }

    /// Every player's seat, player `p` at `p − 1`, for `players` players:
    /// one pass over the round, where `seat` for each would take one per
    /// player.
    pub fn seats(&self, players: usize) -> Vec<Seat> {
        let mut seats = vec![Seat::Out; players];
        let mut put = |p: u32, seat: Seat| {
            if let Some(s) = (p as usize).checked_sub(1).and_then(|i| seats.get_mut(i)) {
                *s = seat;
            }
        };
        for (p, e) in &self.excused {
            put(*p, Seat::Excused(*e));
        }
        if let Some(p) = self.bye {
            put(p, Seat::Bye);
        }
        for b in self.boards.iter().rev() {
            put(
                b.second,
                Seat::Board {
                    opponent: b.first,
                    first: false,
                    outcome: b.outcome,
                },
            );
            put(
                b.first,
                Seat::Board {
                    opponent: b.second,
                    first: true,
                    outcome: b.outcome,
                },
            );
        }
        seats
    }

    /// Whether every board has its result.
    pub fn finished(&self) -> bool {
        self.boards.iter().all(|b| b.outcome.is_some())
    }
}

impl Tournament {
    pub fn into_setup(self) -> Setup {
        self.0
    }

    /// The player with pairing number `number`, if there is one.
    pub fn player(&self, number: u32) -> Option<&Player> {
        let i = usize::try_from(number).ok()?.checked_sub(1)?;
        self.players.get(i)
    }

    /// A player's points from every result known.
    pub fn points(&self, player: u32) -> Points {
        self.rounds
            .iter()
            .filter_map(|r| r.seat(player).points(self.bye_points))
            .sum()
    }

    /// Whether every round the format plays is paired and finished.
    pub fn is_over(&self) -> bool {
        self.rounds.len() as u32 == self.rounds_total() && self.rounds.iter().all(Round::finished)
    }

    /// Records a board's result (or clears it with `None`): round and table
    /// from 1.
    pub fn record(
        &mut self,
        round: u32,
        table: u32,
        outcome: Option<Outcome>,
    ) -> Result<(), Problem> {
        let board = (round as usize)
            .checked_sub(1)
            .and_then(|r| self.0.rounds.get_mut(r))
            .and_then(|r| {
                (table as usize)
                    .checked_sub(1)
                    .and_then(|t| r.boards.get_mut(t))
            });
        match board {
            Some(b) => {
                b.outcome = outcome;
                Ok(())
            }
            None => Err(Problem::NoSuchTable { round, table }),
        }
    }

    /// Adds the next round as paired: the absences asked for it are spent.
    pub fn add_round(&mut self, round: Round) -> Result<(), Problems> {
        let mut setup = self.0.clone();
        setup.rounds.push(round);
        setup.absent_next.clear();
        *self = Tournament::try_from(setup)?;
        Ok(())
    }

    /// Enters a player after the start: they missed the rounds paired so
    /// far, with `missed` granted for each (`None`: nothing).
    pub fn add_late(&mut self, player: Player, missed: Option<Excused>) -> Result<u32, Problems> {
        if matches!(self.format, Format::RoundRobin { .. }) && !self.rounds.is_empty() {
            return Err(Problems(vec![Problem::LateInRoundRobin]));
        }
        let mut setup = self.0.clone();
        setup.players.push(player);
        let number = setup.players.len() as u32;
        if let Some(e) = missed {
            for r in &mut setup.rounds {
                r.excused.push((number, e));
            }
        }
        *self = Tournament::try_from(setup)?;
        Ok(number)
    }
}
