//! The time, for the classroom's records (when a puzzle was tried, when a
//! learner was last active). The classroom never reads a clock itself.

// std's `SystemTime::now` panics in the browser; this one asks `Date.now()`
// there and is std's on the desktop.
use web_time::{SystemTime, UNIX_EPOCH};

/// Milliseconds since 1970 (0 if the clock is before it).
pub fn millis() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// Seconds since 1970.
pub fn seconds() -> u64 {
    millis() / 1000
}
