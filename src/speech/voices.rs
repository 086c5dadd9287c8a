//! Choosing a voice for a language from what a speech service lists.

use crate::i18n::Lang;

/// One voice a speech service offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VoiceInfo {
    /// What the service knows it by (its name for speech-dispatcher).
    pub id: String,
    /// Its language as a BCP 47 tag ("it", "es-419", "en-US").
    pub language: String,
    /// A variant of a base voice (speech-dispatcher lists every espeak-ng
    /// voice once more with each of its variants: "Italian+Adam").
    pub variant: bool,
}

impl VoiceInfo {
    pub fn new(id: &str, language: &str) -> VoiceInfo {
        VoiceInfo {
            id: id.to_owned(),
            language: language.to_owned(),
            variant: false,
        }
    }
}

/// The regions preferred for a language, best first: the Spanish the texts
/// are written in is Latin American, and the game comes from the US
/// Virgin Islands.
fn preferred_regions(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Es => &["419", "mx", "us", "co", "ar"],
        Lang::En => &["us", "029"],
        Lang::It | Lang::Ja => &[],
    }
}

/// The voice to read `lang` with: one of that language, a base voice
/// before a variant, a preferred region before the others, else the first
/// listed. None if the service has no voice for it.
pub fn choose(voices: &[VoiceInfo], lang: Lang) -> Option<&VoiceInfo> {
    let regions = preferred_regions(lang);
    voices
        .iter()
        .filter(|v| Lang::from_tag(&v.language) == Some(lang))
        .enumerate()
        .min_by_key(|(i, v)| {
            let region = v
                .language
                .split(['-', '_'])
                .nth(1)
                .map(str::to_ascii_lowercase);
            let rank = region
                .and_then(|r| regions.iter().position(|&p| p == r))
                .unwrap_or(regions.len());
            (v.variant, rank, *i)
        })
        .map(|(_, v)| v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn variant(id: &str, language: &str) -> VoiceInfo {
        VoiceInfo {
            variant: true,
            ..VoiceInfo::new(id, language)
        }
    }

    #[test]
    fn a_latin_american_spanish_voice_is_preferred_to_spain_s() {
        // As espeak-ng's voices are listed by speech-dispatcher.
        let list = [
            variant("Spanish (Spain)+Adam", "es"),
            VoiceInfo::new("Spanish (Spain)", "es"),
            variant("Spanish (Latin America)+Adam", "es-419"),
            VoiceInfo::new("Spanish (Latin America)", "es-419"),
            VoiceInfo::new("Italian", "it"),
        ];
        assert_eq!(
            choose(&list, Lang::Es).map(|v| v.id.as_str()),
            Some("Spanish (Latin America)")
        );
        assert_eq!(
            choose(&list, Lang::It).map(|v| v.id.as_str()),
            Some("Italian")
        );
        assert_eq!(choose(&list, Lang::Ja), None);
    }

    #[test]
    fn without_a_preferred_region_the_first_base_voice_is_taken() {
        let list = [
            variant("English (Caribbean)+Adam", "en-029"),
            VoiceInfo::new("English (Great Britain)", "en-GB"),
            VoiceInfo::new("English (Scotland)", "en-GB-SCOTLAND"),
        ];
        assert_eq!(
            choose(&list, Lang::En).map(|v| v.id.as_str()),
            Some("English (Great Britain)")
        );
        // A variant is still better than no voice at all.
        let only = [variant("Japanese+Adam", "ja")];
        assert_eq!(
            choose(&only, Lang::Ja).map(|v| v.id.as_str()),
            Some("Japanese+Adam")
        );
        // Windows writes regions with an underscore in some lists.
        let us = [
            VoiceInfo::new("Zira", "en_GB"),
            VoiceInfo::new("David", "en_US"),
        ];
        assert_eq!(choose(&us, Lang::En).map(|v| v.id.as_str()), Some("David"));
    }
}
