//! The browser's `speechSynthesis` (Web Speech API). It queues and plays
//! on its own, so no thread is needed. A browser may have no voice at all
//! (Chromium on Linux without `--enable-speech-dispatcher`): its list stays
//! empty and every text fails with "synthesis-failed". Such a browser is
//! taken to have no voice once the page has had time to load its list,
//! and a language whose text failed so is taken to have none, so the
//! speaker button is crossed out with the reason instead of doing nothing.

use std::sync::{Arc, Mutex};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_sys::{SpeechSynthesis, SpeechSynthesisUtterance, SpeechSynthesisVoice};

use super::turns::Turns;
use super::{Quiet, Speaker, VoiceInfo, Voices, choose};
use crate::i18n::Lang;

pub struct Web {
    turns: Arc<Turns>,
    /// The languages whose texts the browser could not say.
    failed: Arc<Mutex<[bool; 4]>>,
    /// When the app started (ms since the epoch).
    opened: f64,
}

impl Web {
    pub fn new() -> Web {
        Web {
            turns: Turns::new(),
            failed: Arc::default(),
            opened: js_sys::Date::now(),
        }
    }

    /// The page has had time to load the browser's voice list.
    fn loaded(&self) -> bool {
        js_sys::Date::now() - self.opened > LOADING_MS
    }
}

/// How long after the page opened an empty voice list means "none": some
/// browsers fill it a moment after the page loads.
const LOADING_MS: f64 = 3000.0;

/// The errors that mean the browser cannot say the language (not a text
/// cut off by another, "interrupted" or "canceled").
const NO_VOICE: &[&str] = &[
    "synthesis-failed",
    "synthesis-unavailable",
    "language-unavailable",
    "voice-unavailable",
];

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
        self.turns.all_over();
        let Some(s) = synthesis().filter(|_| !text.is_empty()) else {
            return;
        };
        s.cancel();
        let Ok(u) = SpeechSynthesisUtterance::new_with_text(&text) else {
            return;
        };
        let turn = self.turns.ask();
        let turns = Arc::clone(&self.turns);
        let end = Closure::once_into_js(move || turns.over(turn));
        u.set_onend(Some(end.unchecked_ref()));
        let turns = Arc::clone(&self.turns);
        let failed = Arc::clone(&self.failed);
        let error = Closure::once_into_js(move |e: web_sys::Event| {
            let code = js_sys::Reflect::get(&e, &"error".into())
                .ok()
                .and_then(|c| c.as_string())
                .unwrap_or_default();
            if NO_VOICE.contains(&code.as_str())
                && let Ok(mut f) = failed.lock()
            {
                f[lang.index()] = true;
            }
            turns.over(turn);
        });
        u.set_onerror(Some(error.unchecked_ref()));
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
        self.turns.all_over();
        if let Some(s) = synthesis() {
            s.cancel();
        }
    }

    fn voices(&self) -> Voices {
        let Some(s) = synthesis() else {
            return Voices::NoService;
        };
        let list = infos(&voices(&s));
        let failed = self.failed.lock().map(|f| *f).unwrap_or_default();
        let listed = if !list.is_empty() {
            Lang::ALL.map(|l| Voices::of(&list).voice(l) == super::Voice::Ready)
        } else if self.loaded() {
            // Still empty: the browser has no voice.
            [false; 4]
        } else {
            // Some browsers load their voices after the page: until then
            // each language is tried.
            if !failed.contains(&true) {
                return Voices::Unlisted;
            }
            [true; 4]
        };
        Voices::ready(Lang::ALL.map(|l| listed[l.index()] && !failed[l.index()]))
    }

    fn speaking(&self) -> bool {
        self.turns.speaking()
    }

    fn quiet(&self) -> Quiet {
        self.turns.quiet()
    }
}
