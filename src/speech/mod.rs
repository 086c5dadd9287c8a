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
    /// Each language's voice, by [`Lang::index`] (never `NoService`).
    Listed([Voice; 4]),
}

/// Whether a text in one language can be read aloud.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Voice {
    Ready,
    /// The service has no voice for this language.
    Missing,
    /// There is no speech service.
    NoService,
    /// The service has a voice for this language that would not read our
    /// texts: espeak-ng's Japanese says "Chinese letter" for each kanji,
    /// so on Linux without Open JTalk Japanese is not read aloud.
    Unfit,
}

impl Voices {
    /// The languages of `voices` (a service's list) that we speak.
    pub fn of(voices: &[VoiceInfo]) -> Voices {
        Voices::ready(Lang::ALL.map(|l| choose(voices, l).is_some()))
    }

    /// A voice for each language marked `true`, none for the others.
    pub fn ready(langs: [bool; 4]) -> Voices {
        Voices::Listed(langs.map(|r| if r { Voice::Ready } else { Voice::Missing }))
    }

    pub fn voice(&self, lang: Lang) -> Voice {
        match self {
            Voices::NoService => Voice::NoService,
            Voices::Unlisted => Voice::Ready,
            Voices::Listed(langs) => langs[lang.index()],
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
        None => Arc::new(Unfit::new(Lang::Ja, service)),
    }
}

/// A service whose voice for one language is not to be used (espeak-ng's
/// Japanese, [`Voice::Unfit`]): that language is never given to it, and
/// its voices say why.
#[cfg(all(unix, not(target_os = "macos")))]
pub struct Unfit {
    lang: Lang,
    service: Arc<dyn Speaker>,
}

#[cfg(all(unix, not(target_os = "macos")))]
impl Unfit {
    pub fn new(lang: Lang, service: Arc<dyn Speaker>) -> Unfit {
        Unfit { lang, service }
    }
}

#[cfg(all(unix, not(target_os = "macos")))]
impl Speaker for Unfit {
    fn speak(&self, text: &str, lang: Lang) {
        if lang == self.lang {
            // Asked all the same (a key): at least what was being said stops.
            self.service.stop();
        } else {
            self.service.speak(text, lang);
        }
    }
    fn stop(&self) {
        self.service.stop();
    }
    fn voices(&self) -> Voices {
        match self.service.voices() {
            Voices::NoService => Voices::NoService,
            other => {
                let mut langs = Lang::ALL.map(|l| other.voice(l));
                langs[self.lang.index()] = Voice::Unfit;
                Voices::Listed(langs)
            }
        }
    }
    fn speaking(&self) -> bool {
        self.service.speaking()
    }
    fn quiet(&self) -> Quiet {
        self.service.quiet()
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

    /// Without Open JTalk, Japanese is never given to espeak-ng, and the
    /// app hears why.
    #[cfg(all(unix, not(target_os = "macos")))]
    #[test]
    fn without_open_jtalk_japanese_is_unfit_and_never_said() {
        use crate::speech::{Fake, Heard};
        let service = Fake::with(&Lang::ALL);
        let places = jtalk::Places {
            path: Vec::new(),
            root: std::path::PathBuf::from("/nonexistent/wahree"),
        };
        let s = with_jtalk(&places, Arc::new(service.clone()));
        assert_eq!(s.voices().voice(Lang::Ja), Voice::Unfit);
        assert_eq!(s.voices().voice(Lang::It), Voice::Ready);
        s.speak("あな", Lang::Ja);
        s.speak("casa", Lang::It);
        let said: Vec<Heard> = service.heard();
        assert!(
            !said
                .iter()
                .any(|h| matches!(h, Heard::Said { lang: Lang::Ja, .. })),
            "{said:?}"
        );
        assert!(said.contains(&Heard::Said {
            text: "casa".to_owned(),
            lang: Lang::It
        }));
        let none = with_jtalk(&places, Arc::new(Fake::answering(Voices::NoService)));
        assert_eq!(none.voices().voice(Lang::Ja), Voice::NoService);
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
