//! Runtime localization with fluent.
//!
//! Every `.ftl` file under `i18n/<lang>/` is embedded at build time, so a
//! file added there (say `coach.ftl`) is picked up without code changes.
//! English is the fallback for each message a locale lacks. This module
//! knows nothing of iced, so it builds without the `gui` feature.

mod classroom;
mod coach;
mod engine;
mod facts;
pub mod kanji;
mod localizer;
mod problem;
pub mod ruby;

pub use crate::lang::Lang;
pub use engine::side_arg;
pub use fluent_bundle::{FluentArgs, FluentValue};
pub use localizer::Localizer;
