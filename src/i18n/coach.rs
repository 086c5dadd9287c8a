//! Words for the coach's messages (`i18n/*/coach.ftl`): explanations of a
//! move and the review of a game.

use crate::coach::{Arg, Message};

use super::{FluentValue, Localizer};

impl Localizer {
    /// A coach message in words.
    pub fn coach(&self, message: &Message) -> String {
        let args: Vec<(&str, FluentValue<'_>)> = message
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match *arg {
                    Arg::Number(n) => FluentValue::from(n),
                    Arg::Word(w) => FluentValue::from(w),
                };
                (*name, value)
            })
            .collect();
        self.tr_with(message.id, &args)
    }
}
