//! The clock a time limit is measured with, chosen per target: the
//! system's on the desktop, the browser's `performance.now()` on the web
//! (where `std::time::Instant::now()` panics). The levels the app plays
//! never read it: they are limited by nodes, so they play the same moves
//! everywhere; time limits are for `wahree match` and the benchmarks.

pub use web_time::Instant;
