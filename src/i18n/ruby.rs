//! Readings for young readers (furigana), written in the `.ftl` texts the
//! way Japanese e-texts write them (Aozora Bunko's notation): a reading in
//! `《》` right after the kanji it reads, `穴《あな》`; where the word to
//! read is not just the kanji before the mark, `｜` marks where it starts,
//! `｜総取り《そうどり》`. A text without marks is one plain segment.
//!
//! The app draws the reading above its base; read aloud says the reading;
//! anywhere else the base alone is shown ([`plain`]).

/// A piece of a text: its base, and the reading drawn above it, if any.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment<'a> {
    pub base: &'a str,
    pub reading: Option<&'a str>,
}

const OPEN: char = '《';
const CLOSE: char = '》';
const START: char = '｜';

/// Whether `c` is a kanji (CJK ideograph, or the repetition mark 々), the
/// run of which before `《` is the base when no `｜` says otherwise.
pub fn is_kanji(c: char) -> bool {
    matches!(c, '\u{4E00}'..='\u{9FFF}' | '\u{3400}'..='\u{4DBF}' | '\u{F900}'..='\u{FAFF}' | '々')
}

/// The text cut into segments, in order. A `《` with no `》` after it, or
/// with no base before it, is kept as plain text: a typing slip shows as
/// written instead of losing words.
pub fn segments(text: &str) -> Vec<Segment<'_>> {
    let mut out = Vec::new();
    // Where the plain text not yet pushed starts.
    let mut from = 0;
    // A `｜` seen since `from`, and where its base starts.
    let mut marked: Option<usize> = None;
    let mut i = 0;
    while i < text.len() {
        let c = text[i..].chars().next().unwrap_or(' ');
        if c == START {
            marked = Some(i);
        } else if c == OPEN
            && let Some(len) = text[i + OPEN.len_utf8()..].find(CLOSE)
        {
            let reading = &text[i + OPEN.len_utf8()..i + OPEN.len_utf8() + len];
            let (base_from, plain_to) = match marked {
                Some(bar) => (bar + START.len_utf8(), bar),
                None => {
                    let start = text[from..i]
                        .char_indices()
                        .rev()
                        .take_while(|&(_, c)| is_kanji(c))
                        .last()
                        .map_or(i, |(k, _)| from + k);
                    (start, start)
                }
            };
            let base = &text[base_from..i];
            if !base.is_empty() && !reading.is_empty() {
                if plain_to > from {
                    out.push(Segment {
                        base: &text[from..plain_to],
                        reading: None,
                    });
                }
                out.push(Segment {
                    base,
                    reading: Some(reading),
                });
                i += OPEN.len_utf8() + len + CLOSE.len_utf8();
                from = i;
                marked = None;
                continue;
            }
        }
        i += c.len_utf8();
    }
    if from < text.len() {
        out.push(Segment {
            base: &text[from..],
            reading: None,
        });
    }
    out
}

/// The text as read without readings: every base, no marks.
pub fn plain(text: &str) -> String {
    if !has_marks(text) {
        return text.to_owned();
    }
    segments(text).iter().map(|s| s.base).collect()
}

/// The text as said aloud: every reading in place of its base.
pub fn spoken(text: &str) -> String {
    if !has_marks(text) {
        return text.to_owned();
    }
    segments(text)
        .iter()
        .map(|s| s.reading.unwrap_or(s.base))
        .collect()
}

/// Whether the text carries any reading mark.
pub fn has_marks(text: &str) -> bool {
    text.contains(OPEN)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg<'a>(base: &'a str, reading: Option<&'a str>) -> Segment<'a> {
        Segment { base, reading }
    }

    #[test]
    fn a_reading_belongs_to_the_kanji_run_before_it() {
        assert_eq!(
            segments("この穴《あな》から種まき"),
            [
                seg("この", None),
                seg("穴", Some("あな")),
                seg("から種まき", None)
            ]
        );
        assert_eq!(plain("この穴《あな》から"), "この穴から");
        assert_eq!(spoken("この穴《あな》から"), "このあなから");
        assert_eq!(
            segments("最後《さいご》の一周《いっしゅう》"),
            [
                seg("最後", Some("さいご")),
                seg("の", None),
                seg("一周", Some("いっしゅう"))
            ]
        );
    }

    #[test]
    fn a_bar_marks_a_base_that_is_not_only_kanji() {
        assert_eq!(
            segments("ぜんぶ｜総取り《そうどり》だ"),
            [
                seg("ぜんぶ", None),
                seg("総取り", Some("そうどり")),
                seg("だ", None)
            ]
        );
        assert_eq!(spoken("｜総取り《そうどり》"), "そうどり");
    }

    #[test]
    fn slips_are_kept_as_written() {
        for text in [
            "あな《あな》",
            "穴《あな",
            "《あな》",
            "穴《》",
            "plain text",
            "",
        ] {
            assert_eq!(plain(text), text, "{text}");
            let back: String = segments(text).iter().map(|s| s.base).collect();
            assert_eq!(back, text);
        }
    }

    #[test]
    fn arguments_and_latin_text_pass_through() {
        assert_eq!(
            segments("3こ目の穴《あな》 (house 3)"),
            [
                seg("3こ目の", None),
                seg("穴", Some("あな")),
                seg(" (house 3)", None)
            ]
        );
    }
}
