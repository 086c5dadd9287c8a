//! The browser's `speechSynthesis` (Web Speech API). It queues and plays
//! on its own, so no thread is needed; nothing is kept between calls.

use wasm_bindgen::JsCast;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

use super::{Speaker, VoiceInfo, Voices, choose};
use crate::i18n::Lang;

pub struct Web;

fn synthesis() -> Option<SpeechSynthesis> {
    web_sys::window()?.speech_synthesis().ok()
}

fn voices(s: &SpeechSynthesis) -> Vec<SpeechSynthesisVoice> {
    s.get_voices()
        .iter()
        .filter_map(|v| v.dyn_into::<SpeechSynthesisVoice>().ok())
        .collect()
}

fn infos(voices: &[SpeechSynthesisVoice]) -> Vec<VoiceInfo> {
    voices
        .iter()
        .map(|v| VoiceInfo::new(&v.voice_uri(), &v.lang()))
        .collect()
}

impl Speaker for Web {
    fn speak(&self, text: &str, lang: Lang) {
        let text = super::spoken(text);
        let Some(s) = synthesis().filter(|_| !text.is_empty()) else {
            return;
        };
        s.cancel();
        let Ok(u) = SpeechSynthesisUtterance::new_with_text(&text) else {
            return;
        };
        u.set_lang(lang.code());
        let all = voices(&s);
        let list = infos(&all);
        if let Some(chosen) = choose(&list, lang)
            && let Some(v) = all.iter().find(|v| v.voice_uri() == chosen.id)
        {
            u.set_voice(Some(v));
        }
        s.speak(&u);
    }

    fn stop(&self) {
        if let Some(s) = synthesis() {
            s.cancel();
        }
    }

    fn voices(&self) -> Voices {
        let Some(s) = synthesis() else {
            return Voices::NoService;
        };
        let list = infos(&voices(&s));
        // Some browsers load their voices after the page: until then the
        // list is empty, and each language is tried.
        if list.is_empty() {
            Voices::Unlisted
        } else {
            Voices::of(&list)
        }
    }
}
