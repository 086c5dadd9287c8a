//! Wahree: a teaching tool for the mancala game of the US Virgin Islands.
//!
//! [`engine`] holds the rules and imports nothing else of this crate;
//! [`protocol`] is the JSON-lines front of `wahree engine`.

#[cfg(feature = "gui")]
pub mod app;
pub mod classroom;
pub mod coach;
pub mod content;
pub mod device;
pub mod duel;
pub mod engine;
pub mod i18n;
pub mod lang;
pub mod live;
pub mod print;
pub mod protocol;
#[cfg(not(target_arch = "wasm32"))]
pub mod server;
pub mod speech;
pub mod tournament;
pub mod wire;
