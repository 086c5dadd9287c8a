//! Windows (WinRT) and macOS (AVFoundation) through the `tts` crate, on
//! the speech thread (`worker.rs`), which alone ever touches it.
//!
//! Not built on the project's Linux machines or CI: checked by reading
//! `tts` 0.26's API only. Kept to the calls every backend of `tts` has.

use std::time::Duration;

use super::VoiceInfo;
use super::worker::Engine;
use crate::i18n::Lang;

struct Native {
    tts: tts::Tts,
    voices: Vec<tts::Voice>,
}

pub fn connect() -> Option<Box<dyn Engine>> {
    let tts = tts::Tts::default().ok()?;
    Some(Box::new(Native {
        tts,
        voices: Vec::new(),
    }))
}

impl Engine for Native {
    fn voices(&mut self) -> Result<Option<Vec<VoiceInfo>>, ()> {
        // A backend that cannot list its voices still speaks: every
        // language is then tried.
        let Ok(voices) = self.tts.voices() else {
            return Ok(None);
        };
        self.voices = voices;
        Ok(Some(
            self.voices
                .iter()
                .map(|v| VoiceInfo::new(&v.id(), v.language().as_str()))
                .collect(),
        ))
    }

    fn speak(&mut self, text: &str, _: Lang, voice: Option<&VoiceInfo>) -> Result<(), ()> {
        if let Some(v) = voice.and_then(|v| self.voices.iter().find(|t| t.id() == v.id)) {
            let v = v.clone();
            // A voice that cannot be set leaves the system's: still heard.
            let _ = self.tts.set_voice(&v);
        }
        self.tts.speak(text, true).map(|_| ()).map_err(|_| ())
    }

    fn stop(&mut self) -> Result<(), ()> {
        self.tts.stop().map(|_| ()).map_err(|_| ())
    }

    /// A backend that cannot tell is taken to be done, so the button does
    /// not keep its stop sign.
    fn busy(&mut self, _: Duration) -> Result<bool, ()> {
        Ok(self.tts.is_speaking().unwrap_or(false))
    }
}
