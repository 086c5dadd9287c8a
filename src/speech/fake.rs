//! A speaker for tests: it records what it is asked and says nothing; a
//! text is being said until the next one, a stop, or the test's
//! [`Fake::finish`].

use std::sync::{Arc, Mutex};

use super::turns::Turns;
use super::{Quiet, Speaker, Voices};
use crate::i18n::Lang;

/// What the fake was asked, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Heard {
    Said { text: String, lang: Lang },
    Stopped,
}

/// Records each request; clones share the record, so a test keeps one
/// and hands the other to the app.
#[derive(Clone, Debug)]
pub struct Fake {
    heard: Arc<Mutex<Vec<Heard>>>,
    voices: Voices,
    turns: Arc<Turns>,
}

impl Fake {
    /// A speech service with a voice for each language in `langs`.
    pub fn with(langs: &[Lang]) -> Fake {
        Fake::answering(Voices::ready(Lang::ALL.map(|l| langs.contains(&l))))
    }

    /// A speech service whose voice list is `voices` (`NoService` for a
    /// computer without one).
    pub fn answering(voices: Voices) -> Fake {
        Fake {
            heard: Arc::default(),
            voices,
            turns: Turns::new(),
        }
    }

    /// The text being said comes to its end.
    pub fn finish(&self) {
        self.turns.all_over();
    }

    /// Everything asked so far.
    pub fn heard(&self) -> Vec<Heard> {
        self.heard.lock().map(|h| h.clone()).unwrap_or_default()
    }

    /// The texts said so far, with their languages.
    pub fn said(&self) -> Vec<(String, Lang)> {
        self.heard()
            .into_iter()
            .filter_map(|h| match h {
                Heard::Said { text, lang } => Some((text, lang)),
                Heard::Stopped => None,
            })
            .collect()
    }

    fn push(&self, h: Heard) {
        if let Ok(mut heard) = self.heard.lock() {
            heard.push(h);
        }
    }
}

impl Speaker for Fake {
    fn speak(&self, text: &str, lang: Lang) {
        self.turns.all_over();
        self.turns.ask();
        self.push(Heard::Said {
            text: text.to_owned(),
            lang,
        });
    }

    fn stop(&self) {
        self.turns.all_over();
        self.push(Heard::Stopped);
    }

    fn voices(&self) -> Voices {
        self.voices.clone()
    }

    fn speaking(&self) -> bool {
        self.turns.speaking()
    }

    fn quiet(&self) -> Quiet {
        self.turns.quiet()
    }
}
