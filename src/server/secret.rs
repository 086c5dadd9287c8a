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
/// Eight of them: 31^8, about 8.5 × 10^11 codes, so that the server's
/// budget of failed joins (`guess.rs`, 360 an hour) finds a class about
/// once in 270,000 years for each class it holds (docs/server.md).
/// Classes made before keep their 6-letter codes until the teacher makes
/// a new one.
pub const CODE_LENGTH: usize = 8;

/// A new class code, such as `K7QD3MRW`.
pub fn class_code() -> String {
    // Drawn without bias: bytes past the last whole multiple of 31 are
    // drawn again.
    let whole = (256 / CODE_LETTERS.len() * CODE_LETTERS.len()) as u8;
    let mut out = String::with_capacity(CODE_LENGTH);
    while out.len() < CODE_LENGTH {
        let mut b = [0u8; 16];
        fill(&mut b);
        for &x in b.iter().filter(|&&x| x < whole) {
            if out.len() < CODE_LENGTH {
                out.push(CODE_LETTERS[usize::from(x) % CODE_LETTERS.len()] as char);
            }
        }
    }
    out
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

/// Password hashes worked at once: each holds 19 MiB for tens of
/// milliseconds, so that is at most 38 MiB and two cores, whatever comes.
pub const HASHERS: usize = 2;
/// Password checks that may wait for a hasher; one more is answered 503
/// at once ("busy"), before anything is read or kept for it.
pub const HASH_QUEUE: usize = 16;

static IN_LINE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// The hashers: [`HASHERS`] threads of their own, at a lower priority
/// than the threads that answer (`aside`).
static HASHER: std::sync::LazyLock<super::aside::Pool> =
    std::sync::LazyLock::new(|| super::aside::Pool::new("hash", HASHERS));

/// Leaves the line when dropped (a client that hung up included).
struct InLine;

impl Drop for InLine {
    fn drop(&mut self) {
        IN_LINE.fetch_sub(1, std::sync::atomic::Ordering::AcqRel);
    }
}

/// Runs `work` (a password hash) on a hasher when one is free; `Busy` at
/// once if the line is full. Every hash of the server goes through here:
/// a flood of sign-ins costs a bounded memory and CPU, and everyone
/// else's requests are still answered.
async fn gated<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> ApiResult<T> {
    use std::sync::atomic::Ordering;
    if IN_LINE.fetch_add(1, Ordering::AcqRel) >= HASHERS + HASH_QUEUE {
        IN_LINE.fetch_sub(1, Ordering::AcqRel);
        return Err(ApiError::Busy(1));
    }
    let in_line = InLine;
    HASHER
        .run(move || {
            // Left the line once worked, even if nobody waits for it now.
            let _in_line = in_line;
            work()
        })
        .await
        .ok_or_else(|| ApiError::Internal("the hashers stopped".into()))
}

/// Argon2id with its default cost (19 MiB, two passes), off the async
/// threads: it takes tens of milliseconds by design.
pub async fn hash_password(password: String) -> ApiResult<String> {
    gated(move || {
        let mut salt = [0u8; 16];
        fill(&mut salt);
        let salt = SaltString::encode_b64(&salt).map_err(|e| ApiError::Internal(e.to_string()))?;
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| ApiError::Internal(e.to_string()))
    })
    .await?
}

/// Whether `password` is the one `hash` was made of (through the same
/// bounded line as every hash).
pub async fn verify_password(password: String, hash: String) -> ApiResult<bool> {
    gated(move || {
        let Ok(parsed) = PasswordHash::new(&hash) else {
            return false;
        };
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_flood_of_password_checks_is_bounded_and_the_rest_told_busy() {
        let n = HASHERS + HASH_QUEUE + 12;
        let all: Vec<_> = (0..n)
            .map(|_| tokio::spawn(verify_password("guess".into(), DUMMY_HASH.to_owned())))
            .collect();
        let mut busy = 0;
        for t in all {
            match t.await.unwrap() {
                Ok(right) => assert!(!right),
                Err(e) => {
                    assert_eq!(e.status(), 503);
                    busy += 1;
                }
            }
        }
        assert!(busy >= 12, "{busy} of {n} told busy");
        // The line empties: a check afterwards is worked again.
        assert_eq!(
            verify_password("x".into(), DUMMY_HASH.into()).await.ok(),
            Some(false)
        );
    }

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
