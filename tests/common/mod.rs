//! Helpers shared by the integration tests.
#![allow(dead_code)] // each test binary uses a different part of this module

pub mod dutch_reference;
pub mod reference;
#[cfg(feature = "gui-tests")]
pub mod window;

use wahree::coach::Rng;
use wahree::engine::{House, Position, Setup, Side};

/// Parses a position written in the notation; panics with the reason in tests.
pub fn pos(text: &str) -> Position {
    text.parse()
        .unwrap_or_else(|e| panic!("bad test position {text:?}: {e}"))
}

pub fn house(n: usize) -> House {
    House::new(n).expect("house number 0..=11")
}

/// A random position with `board` seeds in the houses, the rest in the
/// stores, or none when it is already over.
pub fn random_position(rng: &mut Rng, board: i64) -> Option<Position> {
    let mut houses = [0i64; 12];
    for _ in 0..board {
        houses[rng.below(12) as usize] += 1;
    }
    let rest = 48 - board;
    let s = rng.below(rest as u64 + 1) as i64;
    let to_move = if rng.below(2) == 0 {
        Side::South
    } else {
        Side::North
    };
    let p = Position::try_from(Setup {
        houses,
        stores: [s, rest - s],
        to_move,
    })
    .ok()?;
    (!p.is_over()).then_some(p)
}

/// Pins `iced_test`'s software renderer: its headless wgpu path panics on
/// machines without a GPU. `Once` makes every other test wait until it is
/// set.
pub fn pin_software_renderer() {
    static PIN: std::sync::Once = std::sync::Once::new();
    // SAFETY: runs before any test reads the environment, others blocked.
    PIN.call_once(|| unsafe { std::env::set_var("ICED_TEST_BACKEND", "tiny-skia") });
}

/// Runs the `wahree` binary with `args` and `input` on standard input, and
/// waits for it.
pub fn run_with_input(args: &[&str], input: &str) -> std::process::Output {
    use std::io::Write;
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_wahree"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run wahree");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("the input is written");
    child.wait_with_output().expect("wahree ends")
}
