//! The one edit that turns a text into another, counted in graphemes as
//! iced's text field counts its cursor: the browser's typing field
//! (`web/typing.rs`) reports its whole value after each change, and the
//! app's field takes the change as this edit, where it happened.

use unicode_segmentation::UnicodeSegmentation;

/// Graphemes `start..end` of the old text replaced by `insert`.
#[derive(Debug, PartialEq, Eq)]
pub struct Splice {
    pub start: usize,
    pub end: usize,
    pub insert: String,
}

/// The edit from `old` to `new` (none when they are the same): what the
/// two share at the front and at the back is kept.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn between(old: &str, new: &str) -> Option<Splice> {
    if old == new {
        return None;
    }
    let a: Vec<&str> = old.graphemes(true).collect();
    let b: Vec<&str> = new.graphemes(true).collect();
    let front = a.iter().zip(&b).take_while(|(x, y)| x == y).count();
    let back = a[front..]
        .iter()
        .rev()
        .zip(b[front..].iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    Some(Splice {
        start: front,
        end: a.len() - back,
        insert: b[front..b.len() - back].concat(),
    })
}

/// How many graphemes `text` has (where the field's cursor ends).
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub fn len(text: &str) -> usize {
    text.graphemes(true).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn splice(start: usize, end: usize, insert: &str) -> Option<Splice> {
        Some(Splice {
            start,
            end,
            insert: insert.to_owned(),
        })
    }

    #[test]
    fn typing_at_the_end_deleting_and_replacing_are_one_edit_each() {
        assert_eq!(between("An", "Ana"), splice(2, 2, "a"));
        assert_eq!(between("Ana", "An"), splice(2, 3, ""));
        assert_eq!(between("Ana", "Ana"), None);
        // A letter typed in the middle, after the caret was moved.
        assert_eq!(between("Aa", "Ana"), splice(1, 1, "n"));
        // A tablet's keyboard correcting a word, and a paste over all.
        assert_eq!(between("Teh cat", "The cat"), splice(1, 3, "he"));
        assert_eq!(between("Ana", "Ben"), splice(0, 3, "Ben"));
        // "aa" to "aaa": the new letter is one, wherever it is counted.
        assert_eq!(between("aa", "aaa"), splice(2, 2, "a"));
        assert_eq!(between("", ""), None);
    }

    #[test]
    fn a_japanese_composition_is_counted_in_graphemes() {
        // An IME's composition grows "か" to "かな", then is turned into
        // kanji: each step replaces what it composed.
        assert_eq!(between("ゆき", "ゆきか"), splice(2, 2, "か"));
        assert_eq!(between("ゆきか", "ゆきかな"), splice(3, 3, "な"));
        assert_eq!(between("ゆきかな", "ゆき仮名"), splice(2, 4, "仮名"));
        // A letter with its accent as two code points is one grapheme, as
        // iced's cursor counts it.
        assert_eq!(between("Jose\u{301}", "Jose\u{301}!"), splice(4, 4, "!"));
        assert_eq!(len("Jose\u{301}"), 4);
        assert_eq!(len("かな"), 2);
    }
}
