//! Keeping fluent-syntax's parser within its stack. It reads each `{ }`
//! inside another by calling itself, so a message of thousands of `{`
//! (a damaged or hostile file: 20,000 make 80 KB) overflows the stack and
//! aborts the whole program, on every computer that shares the folder. A
//! message with more than [`MAX_BRACES`] `{` is therefore never handed to
//! the parser: [`super::ftl_error::defuse`] blanks it out, and the checks
//! name it.
//!
//! Counting every `{` of a message, and not how deep they go, is what
//! makes the count safe: the parser can never be deeper than the number of
//! `{` it has read since the last entry began, whatever the quotes, select
//! expressions and syntax errors in between (a `}` inside quotes closes
//! nothing, so a count that subtracted closing braces could be fooled).
//! The shipped messages have at most 11.

/// The most `{` one message (with its attributes and variants) may have.
/// Each level costs the parser about 8 KB of stack in a debug build, so
/// even 100 levels fit in a 2 MB thread's stack.
pub const MAX_BRACES: usize = 100;

/// The byte ranges of the entries of `text` with more than [`MAX_BRACES`]
/// `{`, in order: each from the start of its line to the start of the
/// next entry (or the end of the text).
pub fn too_deep(text: &str) -> Vec<(usize, usize)> {
    // Cheap enough to run on every file: most have no message this big.
    if text.bytes().filter(|&b| b == b'{').count() <= MAX_BRACES {
        return Vec::new();
    }
    let mut out = Vec::new();
    let mut entry = 0;
    let mut braces = 0;
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if starts_entry(line) {
            if braces > MAX_BRACES {
                out.push((entry, offset));
            }
            entry = offset;
            braces = 0;
        }
        braces += line.bytes().filter(|&b| b == b'{').count();
        offset += line.len();
    }
    if braces > MAX_BRACES {
        out.push((entry, text.len()));
    }
    out
}

/// Whether a line begins an entry, where the parser is always back at the
/// top level: a comment, or `id =` / `-term =` at the line's start.
/// Whatever was open before such a line, the parser either closed it or
/// stopped at a syntax error and goes on from an entry like this one.
/// (A line that merely starts with a letter is not enough: inside a
/// placeable, `NUMBER($n) ->` on a line of its own is still the placeable.)
fn starts_entry(line: &str) -> bool {
    if line.starts_with('#') {
        return true;
    }
    let id = line.strip_prefix('-').unwrap_or(line);
    if !id.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = id.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    rest.trim_start_matches(' ').starts_with('=')
}

/// `text` with the bytes of `ranges` made spaces (line ends kept): the
/// same length and lines, so every offset and line number stays true.
pub fn blank(text: &str, ranges: &[(usize, usize)]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for &(from, to) in ranges {
        for b in &mut bytes[from..to] {
            if *b != b'\n' && *b != b'\r' {
                *b = b' ';
            }
        }
    }
    // Whole characters were replaced, byte by byte, by ASCII spaces.
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nested(depth: usize) -> String {
        format!("deep = {}$a{}\n", "{ ".repeat(depth), " }".repeat(depth))
    }

    #[test]
    fn only_the_message_with_too_many_braces_is_found() {
        let text = format!("a = A\n{}b = {{ $n }}\n# note\n", nested(150));
        let deep = too_deep(&text);
        assert_eq!(deep.len(), 1);
        let (from, to) = deep[0];
        assert!(text[from..to].starts_with("deep = "));
        assert!(text[to..].starts_with("b = "));
        let blanked = blank(&text, &deep);
        assert_eq!(blanked.len(), text.len());
        assert!(blanked.starts_with("a = A\n"));
        assert!(blanked.ends_with("b = { $n }\n# note\n"));
        assert_eq!(blanked.matches('$').count(), 1, "only b's variable");
    }

    #[test]
    fn a_hundred_braces_in_one_message_are_read_and_many_messages_too() {
        assert!(too_deep(&nested(MAX_BRACES)).is_empty());
        assert_eq!(too_deep(&nested(MAX_BRACES + 1)).len(), 1);
        // Many small messages are many entries, each well within.
        let many: String = (0..500).map(|i| format!("m{i} = {{ $n }}\n")).collect();
        assert!(too_deep(&many).is_empty());
    }

    /// A line of the placeable that starts with a letter does not end the
    /// count: the parser is still inside.
    #[test]
    fn a_select_on_lines_of_its_own_cannot_hide_its_depth() {
        let level = "{\nNUMBER($a) ->\n *[x] ";
        let text = format!("m = {}y\n", level.repeat(MAX_BRACES + 1));
        assert_eq!(too_deep(&text).len(), 1);
    }

    #[test]
    fn entries_start_at_ids_terms_and_comments() {
        assert!(starts_entry("a = b\n"));
        assert!(starts_entry("-brand=Wahree\n"));
        assert!(starts_entry("# comment\n"));
        assert!(starts_entry("key-2_x   = { $n }\n"));
        assert!(!starts_entry("    .attr = x\n"));
        assert!(!starts_entry("NUMBER($a) ->\n"));
        assert!(!starts_entry("}\n"));
        assert!(!starts_entry("1 = x\n"));
    }
}
