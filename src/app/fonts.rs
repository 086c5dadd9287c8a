//! The bundled font, loaded once as the app's default so Japanese never
//! shows as boxes on a machine without CJK fonts. The desktop carries the
//! whole subset (JIS X 0208's kanji, for names and a teacher's texts); the
//! browser's module carries the school's subset only (every character the
//! shipped texts use, the school kanji, kana and Latin: 0.5 MB instead of
//! 3 MB over the wire) and fetches the whole one, once, when a name or a
//! teacher's text needs a character the school's lacks
//! (scripts/subset-font.sh makes both).

use std::borrow::Cow;

use iced::Font;

/// Noto Sans CJK JP cut down to JIS X 0208 and what our texts use.
#[cfg(not(target_arch = "wasm32"))]
pub const NOTO_SANS_CJK_JP: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansCJKjp-Regular-subset.otf");

/// The same font cut down to what the shipped texts use and the school
/// kanji (the browser's first download).
#[cfg(target_arch = "wasm32")]
pub const NOTO_SANS_CJK_JP: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansCJKjp-Regular-school.otf");

/// Where the page finds the whole font: beside itself, as the site's build
/// puts it (`cargo xtask web`).
pub const FULL_URL: &str = "wahree-full-font.otf";

/// The family name inside that file.
pub const UI: Font = Font::with_name("Noto Sans CJK JP");

/// The fonts to hand to iced (the app builder or a test simulator).
pub fn all() -> Vec<Cow<'static, [u8]>> {
    vec![Cow::Borrowed(NOTO_SANS_CJK_JP)]
}

/// Whether `font` draws every character of `text` (spaces and controls
/// aside). A font that cannot be read covers nothing.
pub fn covers(font: &[u8], text: &str) -> bool {
    let Ok(face) = ttf_parser::Face::parse(font, 0) else {
        return text.chars().all(|c| c.is_whitespace() || c.is_control());
    };
    text.chars()
        .all(|c| c.is_whitespace() || c.is_control() || face.glyph_index(c).is_some())
}

/// Whether the whole font is to be fetched and on its way, there, or not
/// needed yet (the browser's; the desktop has it from the start).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Full {
    #[default]
    NotNeeded,
    Asked,
    Loaded,
    /// The fetch failed: not asked again this visit (the texts show what
    /// the school's font has).
    Failed,
}

/// What the class's texts hold that the font might lack: every learner's
/// name and a teacher's own translations, with a fingerprint so the same
/// texts are not looked at twice.
pub fn fingerprint<'a>(texts: impl Iterator<Item = &'a str>) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::hash::DefaultHasher::new();
    for t in texts {
        t.hash(&mut h);
    }
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_school_font_covers_the_texts_and_not_every_name() {
        let school: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKjp-Regular-school.otf");
        let whole: &[u8] = include_bytes!("../../assets/fonts/NotoSansCJKjp-Regular-subset.otf");
        assert!(covers(school, "穴《あな》 Ciao, niño! 学校 カタカナ"));
        // 凛 (a common girl's name) is no school kanji: the whole font has it.
        assert!(!covers(school, "凛"));
        assert!(covers(whole, "凛"));
        assert!(!covers(b"not a font", "a"));
        assert!(covers(b"not a font", " \n"));
    }
}
