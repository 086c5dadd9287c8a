//! The bundled font, loaded once as the app's default so Japanese never
//! shows as boxes on a machine without CJK fonts.

use std::borrow::Cow;

use iced::Font;

/// Noto Sans CJK JP cut down to what our texts use (scripts/subset-font.sh).
pub const NOTO_SANS_CJK_JP: &[u8] =
    include_bytes!("../../assets/fonts/NotoSansCJKjp-Regular-subset.otf");

/// The family name inside that file.
pub const UI: Font = Font::with_name("Noto Sans CJK JP");

/// The fonts to hand to iced (the app builder or a test simulator).
pub fn all() -> Vec<Cow<'static, [u8]>> {
    vec![Cow::Borrowed(NOTO_SANS_CJK_JP)]
}
