//! Helpers shared by the engine's integration tests.
#![allow(dead_code)] // each test binary uses a different part of this module

pub mod reference;

use wahree::engine::{House, Position};

/// Parses a position written in the notation; panics with the reason in tests.
pub fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad test position {text:?}: {e}"))
}

pub fn house(n: usize) -> House {
    House::new(n).expect("house number 0..=11")
}
