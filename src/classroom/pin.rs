//! The teacher's PIN: four to eight digits guarding Settings, removing
//! learners and the teacher's view. Only a salted, many-times hashed form
//! is kept, so the class file does not give it away to a curious child;
//! a forgotten PIN is removed with `wahree teacher reset-pin`. Wrong PINs
//! typed in a row make the next try wait ([`Tries`]); what the PIN does
//! and does not protect is in `docs/app.md`.

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Why a PIN was refused when it was set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PinProblem {
    /// Not 4 to 8 digits.
    Shape,
    /// The two typings differ.
    Mismatch,
}

impl PinProblem {
    pub fn message_id(self) -> &'static str {
        match self {
            PinProblem::Shape => "pin-shape",
            PinProblem::Mismatch => "pin-mismatch",
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pin {
    salt: String,
    hash: String,
}

const ROUNDS: u32 = 20_000;

fn digest(salt: &str, pin: &str) -> String {
    let mut h: [u8; 32] = Sha256::digest(format!("{salt}:{pin}")).into();
    for _ in 1..ROUNDS {
        h = Sha256::digest(h).into();
    }
    h.iter().map(|b| format!("{b:02x}")).collect()
}

impl Pin {
    /// A PIN from what the teacher typed twice; `salt` is any value that
    /// differs between classes (the app gives the time).
    pub fn new(typed: &str, again: &str, salt: u64) -> Result<Pin, PinProblem> {
        let ok = (4..=8).contains(&typed.len()) && typed.bytes().all(|b| b.is_ascii_digit());
        if !ok {
            return Err(PinProblem::Shape);
        }
        if typed != again {
            return Err(PinProblem::Mismatch);
        }
        let salt = format!("{salt:x}");
        Ok(Pin {
            hash: digest(&salt, typed),
            salt,
        })
    }

    pub fn matches(&self, typed: &str) -> bool {
        digest(&self.salt, typed.trim()) == self.hash
    }
}

/// Wrong PINs typed before any wait.
pub const FREE_TRIES: u32 = 3;
/// The longest wait between two tries, in milliseconds.
pub const MAX_WAIT: u64 = 60_000;

/// How long to wait before the next try after `wrong` wrong PINs in a
/// row, in milliseconds: nothing for the first [`FREE_TRIES`] (a teacher's
/// slip), then 2 s, 4 s, 8 s, ... up to a minute. Trying every PIN of four
/// digits then takes about a week instead of an afternoon.
pub fn wait_after(wrong: u32) -> u64 {
    match wrong.checked_sub(FREE_TRIES) {
        None | Some(0) => 0,
        Some(n) => 1000u64
            .checked_shl(n.min(16))
            .map_or(MAX_WAIT, |w| w.min(MAX_WAIT)),
    }
}

/// The wrong PINs typed in a row on this computer and when the last was
/// (milliseconds, from the app's clock): kept for as long as the app
/// runs, whichever prompt they were typed in, so that closing and opening
/// the prompt again does not start the count afresh.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tries {
    wrong: u32,
    last: u64,
}

impl Tries {
    /// Milliseconds before a PIN may be tried at `now` (0: at once). A try
    /// made sooner is refused without being checked.
    pub fn wait(&self, now: u64) -> u64 {
        (self.last + wait_after(self.wrong)).saturating_sub(now)
    }

    /// A wrong PIN was typed at `now`.
    pub fn wrong(&mut self, now: u64) {
        self.wrong = self.wrong.saturating_add(1);
        self.last = now;
    }

    /// The right PIN: the count starts again.
    pub fn right(&mut self) {
        *self = Tries::default();
    }

    pub fn wrong_in_a_row(&self) -> u32 {
        self.wrong
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pin_matches_itself_only_and_is_not_kept_in_clear() {
        let pin = Pin::new("2468", "2468", 99).unwrap();
        assert!(pin.matches("2468"));
        assert!(pin.matches(" 2468 "));
        assert!(!pin.matches("2469"));
        assert!(!pin.matches(""));
        let text = ron::to_string(&pin).unwrap();
        assert!(!text.contains("2468"), "{text}");
        // Another salt, another hash: one class's file says nothing of another's.
        assert_ne!(Pin::new("2468", "2468", 100).unwrap().hash, pin.hash);
    }

    #[test]
    fn a_pin_is_four_to_eight_digits_typed_twice_the_same() {
        assert_eq!(Pin::new("123", "123", 1), Err(PinProblem::Shape));
        assert_eq!(
            Pin::new("123456789", "123456789", 1),
            Err(PinProblem::Shape)
        );
        assert_eq!(Pin::new("12a4", "12a4", 1), Err(PinProblem::Shape));
        assert_eq!(Pin::new("1234", "1243", 1), Err(PinProblem::Mismatch));
        assert!(Pin::new("12345678", "12345678", 1).is_ok());
    }

    #[test]
    fn wrong_pins_wait_longer_and_longer_up_to_a_minute() {
        let waits: Vec<u64> = (0..12).map(wait_after).collect();
        assert_eq!(
            waits,
            [
                0, 0, 0, 0, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000
            ]
        );
        assert_eq!(wait_after(u32::MAX), MAX_WAIT);
        let mut tries = Tries::default();
        for t in 0..FREE_TRIES {
            assert_eq!(tries.wait(1_000 * u64::from(t)), 0);
            tries.wrong(1_000 * u64::from(t));
        }
        tries.wrong(10_000);
        assert_eq!(tries.wait(10_000), 2_000);
        assert_eq!(tries.wait(11_500), 500);
        assert_eq!(tries.wait(12_000), 0);
        tries.right();
        assert_eq!((tries.wait(12_000), tries.wrong_in_a_row()), (0, 0));
    }
}
