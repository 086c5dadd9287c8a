//! Tournaments for a class, a school, an island (issue 29): the model and
//! its validation, round robins by FIDE's Berger tables, the standings and
//! their tie-breaks, TRF-16 in and out, and the Swiss's next round through
//! the Dutch pairing engine (`dutch`). Plain data and pure functions: no
//! I/O, no clock, no GUI, no server; docs/tournaments.md for organisers.

pub mod berger;
pub mod class;
pub mod dutch;
mod model;
pub mod next;
mod problem;
pub mod standings;
pub mod trf;
mod validate;

pub use model::{
    Board, DRAW, Excused, Format, MAX_NAME, MAX_PLAYERS, MAX_ROUNDS, MAX_TITLE, Outcome, Player,
    Points, Round, Seat, Setup, TieBreak, Tournament, WIN,
};
pub use problem::{NameProblem, Problem, Problems};
pub use standings::{Standing, standings};
