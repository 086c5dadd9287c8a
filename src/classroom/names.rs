//! What a learner's name may hold, as characters: one form for accents,
//! nothing invisible, nothing that turns text around. A name typed, pasted
//! or imported goes through [`normalized`] and is refused if
//! [`has_invisible`]; a name read from a file someone edited is shown
//! through [`shown`], which cannot move a terminal's cursor or hide a
//! spreadsheet formula.

use unicode_normalization::UnicodeNormalization;

/// `name` without control characters (a pasted tab or line break would
/// show as a gap or a box), in Unicode's composed form (NFC): "Lucía"
/// typed as `i` + `´` + ... and as `í` are one name.
pub fn normalized(name: &str) -> String {
    name.chars().filter(|c| !c.is_control()).nfc().collect()
}

/// Characters that cannot be seen or that reorder the text around them:
/// zero-width spaces and joiners, the word joiner and byte-order mark,
/// the soft hyphen, and the bidirectional marks, embeddings, overrides
/// and isolates. "Aiko" with a zero-width space looks like "Aiko" and is
/// another name; a right-to-left override shows a name backwards.
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{00AD}'
        | '\u{061C}'
        | '\u{180E}'
        | '\u{200B}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}'
        | '\u{2060}'..='\u{2064}'
        | '\u{2066}'..='\u{2069}'
        | '\u{FEFF}')
}

pub fn has_invisible(name: &str) -> bool {
    name.chars().any(is_invisible)
}

/// A name as read from a file, to print or export: control characters
/// (a terminal's escape codes) and invisible ones left out.
pub fn shown(name: &str) -> String {
    name.chars()
        .filter(|&c| !c.is_control() && !is_invisible(c))
        .collect::<String>()
        .trim()
        .to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accents_typed_either_way_are_one_name() {
        let composed = "Luc\u{ED}a";
        let decomposed = "Luci\u{301}a";
        assert_ne!(composed, decomposed);
        assert_eq!(normalized(decomposed), composed);
        assert_eq!(normalized("Ai\tko\n"), "Aiko");
    }

    #[test]
    fn zero_width_and_direction_marks_are_found() {
        for bad in [
            "Ai\u{200B}ko",
            "\u{202E}okiA",
            "Ben\u{2066}",
            "\u{FEFF}Kofi",
            "Lu\u{AD}ca",
        ] {
            assert!(has_invisible(bad), "{bad:?}");
            assert!(!has_invisible(&shown(bad)), "{bad:?}");
        }
        for good in ["Aiko", "愛子", "Lucía", "Zoë", "Mateo R."] {
            assert!(!has_invisible(good), "{good}");
            assert_eq!(shown(good), good);
        }
        assert_eq!(shown("\u{1b}[2J\u{1b}[31mAiko\r"), "[2J[31mAiko");
    }
}
