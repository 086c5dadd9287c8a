//! The line of keys under a screen ("Keys: 1 to 6 play a house · …").
//! It wraps between keys, never inside one: "Esc" at the end of a line and
//! "home" at the start of the next read as two keys, and Japanese text may
//! break between any two characters.

use iced::widget::{Row, text};
use iced::{Element, alignment};

/// Between two keys in every locale's keys lines.
pub const SEPARATOR: &str = " · ";

/// The pieces the line is laid out in: each key with its words, the
/// separator kept in front of the one it leads to.
pub fn parts(line: &str) -> Vec<String> {
    line.split(SEPARATOR)
        .enumerate()
        .map(|(i, p)| {
            if i == 0 {
                p.to_owned()
            } else {
                format!("· {p}")
            }
        })
        .collect()
}

/// The line, 14 px, wrapping between keys and aligned as `align`.
pub fn view<'a, M: 'a>(line: &str, align: impl Into<alignment::Horizontal>) -> Element<'a, M> {
    Row::with_children(parts(line).into_iter().map(|p| text(p).size(14).into()))
        .spacing(4)
        .wrap()
        .vertical_spacing(2)
        .align_x(align)
        .into()
}

#[cfg(test)]
mod tests {
    use super::parts;

    #[test]
    fn the_line_is_cut_between_keys_only() {
        assert_eq!(
            parts("キー：H でヒント · Esc でホーム"),
            ["キー：H でヒント", "· Esc でホーム"]
        );
        assert_eq!(parts("Keys: Esc home"), ["Keys: Esc home"]);
    }
}
