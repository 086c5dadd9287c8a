//! Tournaments for a class, a school or an island.
pub mod dutch;
