//! The teacher's PIN: four to eight digits guarding Settings, removing
//! learners and the teacher's view. Only a salted, many-times hashed form
//! is kept, so the class file does not give it away to a curious child;
//! a forgotten PIN is removed with `wahree teacher reset-pin`.

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
}
