//! Reading texts aloud through the computer's own speech service.
//!
//! [`Speaker`] is the seam: say a text in a language, stop, tell whether a
//! text is being said and which languages have a voice. The app chooses
//! the backend per target with [`system`]: speech-dispatcher's socket on
//! Linux (`dispatcher.rs` over `ssip.rs`, pure Rust: nothing is needed at
//! build time), with Japanese given to Open JTalk where it is installed
//! (`jtalk.rs`, `split.rs`); the `tts` crate on Windows and macOS
//! (`native.rs`), the browser's `speechSynthesis` on the web (`web.rs`).
//! [`Fake`] records what it was asked, for tests. No GUI here; the desktop
//! backends talk to their service on a thread of their own (`worker.rs`),
//! started at the first request, so a missing or slow service never holds
//! up the window.

mod fake;
mod split;
mod turns;
mod voices;

#[cfg(not(target_arch = "wasm32"))]
mod worker;

#[cfg(all(unix, not(target_os = "macos")))]
mod dispatcher;
#[cfg(all(unix, not(target_os = "macos")))]
pub mod jtalk;
#[cfg(any(windows, target_os = "macos"))]
mod native;
#[cfg(all(unix, not(target_os = "macos")))]
mod ssip;
#[cfg(target_arch = "wasm32")]
mod web;

use std::sync::Arc;

use crate::i18n::Lang;

pub use fake::{Fake, Heard};
pub use split::Split;
pub use turns::Quiet;
pub use voices::{VoiceInfo, choose};

/// A speech service: says texts, stops, lists its voices.
pub trait Speaker: Send + Sync {
    /// Says `text` in `lang` (as [`spoken`] puts it), cutting off whatever
    /// it was saying. Returns at once; a service that is missing says
    /// nothing.
    fn speak(&self, text: &str, lang: Lang);

    /// Stops what is being said, if anything.
    fn stop(&self);

    /// Which languages have a voice. May wait for the service (the first
    /// call connects to it): call it off the window's thread.
    fn voices(&self) -> Voices;

    /// Whether a text asked for is still being said (not yet over,
    /// stopped, or found unsayable). Does not wait.
    fn speaking(&self) -> bool;

    /// Ready once the texts asked for until now are over.
    fn quiet(&self) -> Quiet;
}

/// What a speech service can say.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Voices {
    /// No speech service answered: nothing can be read aloud.
    NoService,
    /// The service does not list its voices (a browser before it has
    /// loaded them): every language is tried.
    Unlisted,
    /// The languages with a voice, by [`Lang::index`].
    Listed([bool; 4]),
}

/// Whether a text in one language can be read aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Voice {
    Ready,
    /// The service has no voice for this language.
    Missing,
    /// There is no speech service.
    NoService,
}

impl Voices {
    /// The languages of `voices` (a service's list) that we speak.
    pub fn of(voices: &[VoiceInfo]) -> Voices {
        Voices::Listed(Lang::ALL.map(|l| choose(voices, l).is_some()))
    }

    pub fn voice(&self, lang: Lang) -> Voice {
        match self {
            Voices::NoService => Voice::NoService,
            Voices::Unlisted => Voice::Ready,
            Voices::Listed(langs) if langs[lang.index()] => Voice::Ready,
            Voices::Listed(_) => Voice::Missing,
        }
    }
}

/// The computer's own speech service, not connected yet: it connects at
/// the first request. On Linux, Japanese goes to Open JTalk when it is
/// installed (espeak-ng, speech-dispatcher's usual voice, says "Chinese
/// letter" for every kanji).
pub fn system() -> Arc<dyn Speaker> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return with_jtalk(
        &jtalk::Places::system(),
        Arc::new(worker::Worker::new(Arc::new(dispatcher::connect))),
    );
    #[cfg(any(windows, target_os = "macos"))]
    return Arc::new(worker::Worker::new(Arc::new(native::connect)));
    #[cfg(target_arch = "wasm32")]
    return Arc::new(web::Web::new());
    #[allow(unreachable_code)]
    Arc::new(Silent)
}

/// `service`, with Japanese read by Open JTalk instead if it is installed
/// in `places`.
#[cfg(all(unix, not(target_os = "macos")))]
pub fn with_jtalk(places: &jtalk::Places, service: Arc<dyn Speaker>) -> Arc<dyn Speaker> {
    match jtalk::JTalk::find(places) {
        Some(j) => {
            let j = Arc::new(worker::Worker::new(Arc::new(move || j.connect())));
            Arc::new(Split::new(Lang::Ja, j, service))
        }
        None => service,
    }
}

/// A target with no speech service we know of.
#[allow(dead_code)]
struct Silent;

impl Speaker for Silent {
    fn speak(&self, _: &str, _: Lang) {}
    fn stop(&self) {}
    fn voices(&self) -> Voices {
        Voices::NoService
    }
    fn speaking(&self) -> bool {
        false
    }
    fn quiet(&self) -> Quiet {
        Quiet::now()
    }
}

/// `text` as a voice should get it: the readings of a Japanese text in
/// place of the kanji they read (`i18n::ruby`: espeak-ng says "Chinese
/// letter" for a kanji, and the reading is the one the author meant), one
/// line (line breaks become spaces, runs of spaces one, the ends trimmed)
/// with no quotation marks, which make no sound but which some services
/// read as words (speech-dispatcher said Italian «Riprova» as "aperte
/// doppie virgolette Riprova").
pub fn spoken(text: &str) -> String {
    const QUOTES: &[char] = &['«', '»', '“', '”', '„', '"', '「', '」', '『', '』'];
    crate::i18n::ruby::spoken(text)
        .replace(QUOTES, "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_language_is_ready_only_with_a_voice_listed_for_it() {
        let list = [
            VoiceInfo::new("Italian", "it"),
            VoiceInfo::new("English (America)", "en-US"),
        ];
        let v = Voices::of(&list);
        assert_eq!(v.voice(Lang::It), Voice::Ready);
        assert_eq!(v.voice(Lang::En), Voice::Ready);
        assert_eq!(v.voice(Lang::Ja), Voice::Missing);
        assert_eq!(Voices::NoService.voice(Lang::En), Voice::NoService);
        assert_eq!(Voices::Unlisted.voice(Lang::Ja), Voice::Ready);
    }

    #[test]
    fn a_text_is_said_as_one_line_without_quotation_marks() {
        assert_eq!(spoken("  Ciao.\nCome stai?\r\n "), "Ciao. Come stai?");
        assert_eq!(spoken("\n\t"), "");
        assert_eq!(
            spoken("Premi «Riprova» e prova ancora!"),
            "Premi Riprova e prova ancora!"
        );
        assert_eq!(spoken("「もう一度」をおして"), "もう一度をおして");
    }

    #[test]
    fn a_japanese_text_is_said_by_its_readings() {
        let text = "「この穴《あな》から\n｜種まき《たねまき》する」";
        assert_eq!(spoken(text), "このあなから たねまきする");
    }
}
