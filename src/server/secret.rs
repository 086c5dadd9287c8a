//! Secrets: device and session tokens (random, kept only as SHA-256
//! digests, so a copy of the database gives no one a way in), class codes
//! a child can type, and teachers' passwords hashed with Argon2id.

use argon2::Argon2;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use sha2::{Digest, Sha256};

use super::error::{ApiError, ApiResult};

/// 32 random bytes, as hex: a device's or a session's secret.
pub fn token() -> String {
    let mut bytes = [0u8; 32];
    fill(&mut bytes);
    hex(&bytes)
}

fn fill(bytes: &mut [u8]) {
    // The system's random source; if it fails the server must not hand
    // out guessable tokens.
    getrandom::fill(bytes).expect("the system's random source");
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the database keeps of a token.
pub fn digest(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Letters and digits a child tells apart on a projector (no 0/O, 1/I/L).
const CODE_LETTERS: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
pub const CODE_LENGTH: usize = 6;

/// A new class code, such as `K7QD3M`.
pub fn class_code() -> String {
    let mut bytes = [0u8; CODE_LENGTH];
    fill(&mut bytes);
    bytes
        .iter()
        .map(|b| CODE_LETTERS[usize::from(*b) % CODE_LETTERS.len()] as char)
        .collect()
}

/// A code as typed (small letters, spaces, a dash) in the form it is kept.
pub fn normal_code(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| c.is_ascii_alphanumeric())
        .map(|c| c.to_ascii_uppercase())
        .take(CODE_LENGTH + 2)
        .collect()
}

/// A hash of no real password, checked when no class has the code, so a
/// wrong code costs as much time as a wrong password.
pub const DUMMY_HASH: &str = "$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Z8lJ4Y6Ryg1gSPRBlzxVdJKMHRq3xpK9kSxT6VXyDtQ";

/// Argon2id with its default cost (19 MiB, two passes), off the async
/// threads: it takes tens of milliseconds by design.
pub async fn hash_password(password: String) -> ApiResult<String> {
    tokio::task::spawn_blocking(move || {
        let mut salt = [0u8; 16];
        fill(&mut salt);
        let salt = SaltString::encode_b64(&salt).map_err(|e| ApiError::Internal(e.to_string()))?;
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?
}

pub async fn verify_password(password: String, hash: String) -> ApiResult<bool> {
    tokio::task::spawn_blocking(move || {
        let Ok(parsed) = PasswordHash::new(&hash) else {
            return false;
        };
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_easy_to_read_and_typing_is_forgiven() {
        for _ in 0..50 {
            let code = class_code();
            assert_eq!(code.len(), CODE_LENGTH);
            assert!(!code.contains(['0', 'O', '1', 'I', 'L']), "{code}");
            assert_eq!(normal_code(&code.to_lowercase()), code);
        }
        assert_eq!(normal_code(" k7q-d3m "), "K7QD3M");
        assert_ne!(token(), token());
        assert_eq!(digest("x").len(), 64);
    }
}
