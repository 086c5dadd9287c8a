//! One language read by a speaker of its own, the others by the usual one:
//! Japanese by Open JTalk where it is installed, everything else by
//! speech-dispatcher. To the app it is one speaker: a text in either cuts
//! off what the other was saying.

use std::sync::Arc;

use super::{Quiet, Speaker, Voices};
use crate::i18n::Lang;

pub struct Split {
    lang: Lang,
    own: Arc<dyn Speaker>,
    rest: Arc<dyn Speaker>,
}

impl Split {
    /// `lang` is read by `own`, every other language by `rest`.
    pub fn new(lang: Lang, own: Arc<dyn Speaker>, rest: Arc<dyn Speaker>) -> Split {
        Split { lang, own, rest }
    }

    fn pick(&self, lang: Lang) -> (&dyn Speaker, &dyn Speaker) {
        if lang == self.lang {
            (&*self.own, &*self.rest)
        } else {
            (&*self.rest, &*self.own)
        }
    }
}

impl Speaker for Split {
    fn speak(&self, text: &str, lang: Lang) {
        let (reads, other) = self.pick(lang);
        if other.speaking() {
            other.stop();
        }
        reads.speak(text, lang);
    }

    fn stop(&self) {
        self.own.stop();
        self.rest.stop();
    }

    /// The language of its own from `own`, the others from `rest`; no
    /// service only when neither answers.
    fn voices(&self) -> Voices {
        let own = self.own.voices();
        let rest = self.rest.voices();
        if own == Voices::NoService && rest == Voices::NoService {
            return Voices::NoService;
        }
        Voices::Listed(Lang::ALL.map(|l| {
            let from = if l == self.lang { &own } else { &rest };
            match from.voice(l) {
                super::Voice::NoService => super::Voice::Missing,
                v => v,
            }
        }))
    }

    fn speaking(&self) -> bool {
        self.own.speaking() || self.rest.speaking()
    }

    /// Each side ends on its own; the one that was asked last is the one
    /// still speaking, if either is.
    fn quiet(&self) -> Quiet {
        if self.own.speaking() {
            self.own.quiet()
        } else {
            self.rest.quiet()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::speech::{Fake, Heard, Voice};

    #[test]
    fn japanese_goes_to_its_own_speaker_and_each_cuts_the_other_off() {
        let jtalk = Fake::with(&[Lang::Ja]);
        let service = Fake::with(&[Lang::En, Lang::It, Lang::Es, Lang::Ja]);
        let s = Split::new(Lang::Ja, Arc::new(jtalk.clone()), Arc::new(service.clone()));
        s.speak("あな", Lang::Ja);
        assert_eq!(jtalk.said(), [("あな".to_owned(), Lang::Ja)]);
        assert!(service.heard().is_empty());
        assert!(s.speaking());
        s.speak("Hole", Lang::En);
        assert_eq!(jtalk.heard().last(), Some(&Heard::Stopped));
        assert_eq!(service.said(), [("Hole".to_owned(), Lang::En)]);
        assert!(s.speaking() && !jtalk.speaking());
        service.finish();
        assert!(!s.speaking());
    }

    #[test]
    fn japanese_has_a_voice_from_its_own_speaker_even_without_the_service() {
        let jtalk = Fake::with(&[Lang::Ja]);
        let none = Fake::answering(Voices::NoService);
        let s = Split::new(Lang::Ja, Arc::new(jtalk), Arc::new(none));
        let v = s.voices();
        assert_eq!(v.voice(Lang::Ja), Voice::Ready);
        assert_eq!(v.voice(Lang::It), Voice::Missing);
        let s = Split::new(
            Lang::Ja,
            Arc::new(Fake::answering(Voices::NoService)),
            Arc::new(Fake::answering(Voices::NoService)),
        );
        assert_eq!(s.voices(), Voices::NoService);
    }
}
