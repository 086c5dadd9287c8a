//! Finding where a value sits in a RON file, to report semantic problems
//! (a bad position, an unknown message id) at their line and column. serde
//! keeps no positions, so this reads the text with a light tokenizer.

use std::collections::HashMap;

/// A token that matters for locating: an identifier or a string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    Str(String),
    Punct(char),
}

/// The tokens of one file with their byte offsets; comments are skipped.
/// Indexed once, so that finding a field or a string in one item costs
/// that item's size, not the file's: a file of many puzzles is checked in
/// time proportional to its length (`wahree check` on 100,000 puzzles).
pub struct Locator<'a> {
    text: &'a str,
    /// In order of their offsets.
    tokens: Vec<(usize, Token)>,
    /// Each `field:`'s offsets, in order, by field name.
    fields: HashMap<String, Vec<usize>>,
    lines: Lines,
    /// Tokens looked at by the searches, for the test that keeps them linear.
    #[cfg(test)]
    looked: std::cell::Cell<usize>,
}

impl<'a> Locator<'a> {
    pub fn new(text: &'a str) -> Locator<'a> {
        let tokens = tokenize(text);
        let mut fields: HashMap<String, Vec<usize>> = HashMap::new();
        for w in tokens.windows(2) {
            if let ((at, Token::Ident(n)), (_, Token::Punct(':'))) = (&w[0], &w[1]) {
                fields.entry(n.clone()).or_default().push(*at);
            }
        }
        Locator {
            text,
            tokens,
            fields,
            lines: Lines::new(text),
            #[cfg(test)]
            looked: std::cell::Cell::new(0),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        self.lines.line_col(self.text, offset)
    }

    /// Offsets of each `name(` (e.g. each `Try(` step), in order.
    pub fn calls(&self, names: &[&str]) -> Vec<usize> {
        self.tokens
            .windows(2)
            .filter_map(|w| match (&w[0], &w[1]) {
                ((at, Token::Ident(n)), (_, Token::Punct('('))) if names.contains(&n.as_str()) => {
                    Some(*at)
                }
                _ => None,
            })
            .collect()
    }

    /// Offsets of each `field:`, in order.
    pub fn fields(&self, name: &str) -> &[usize] {
        self.fields.get(name).map_or(&[], Vec::as_slice)
    }

    /// The first `field:` in `from..to`.
    pub fn field_in(&self, name: &str, from: usize, to: usize) -> Option<usize> {
        let all = self.fields(name);
        let first = all.partition_point(|&o| o < from);
        all.get(first).copied().filter(|&o| o < to)
    }

    /// The first string literal with this content in `from..to`.
    pub fn string_in(&self, value: &str, from: usize, to: usize) -> Option<usize> {
        let first = self.tokens.partition_point(|(at, _)| *at < from);
        self.tokens[first..]
            .iter()
            .take_while(|(at, _)| *at < to)
            .inspect(|_| {
                #[cfg(test)]
                self.looked.set(self.looked.get() + 1);
            })
            .find_map(|(at, t)| match t {
                Token::Str(s) if s == value => Some(*at),
                _ => None,
            })
    }

    /// The offset just past the last byte.
    pub fn end(&self) -> usize {
        self.text.len()
    }
}

/// Where each line of a text starts, to turn byte offsets into lines and
/// columns without reading the text from its start each time.
pub struct Lines {
    starts: Vec<usize>,
}

impl Lines {
    pub fn new(text: &str) -> Lines {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(i, _)| i + 1));
        Lines { starts }
    }

    /// 1-based line and column (in characters) of a byte offset in `text`,
    /// the text these lines were found in.
    pub fn line_col(&self, text: &str, offset: usize) -> (usize, usize) {
        let offset = offset.min(text.len());
        let line = self.starts.partition_point(|&s| s <= offset);
        let start = self.starts[line - 1];
        let col = text
            .get(start..offset)
            .map_or(offset - start, |t| t.chars().count())
            + 1;
        (line, col)
    }
}

/// [`Lines::line_col`] for one offset, the slow way: for tests, and for a
/// check that reports at most one place a message.
pub fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let offset = offset.min(text.len());
    let before = text.get(..offset).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
    (line, col)
}

fn tokenize(text: &str) -> Vec<(usize, Token)> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        if c == b'/' && bytes.get(i + 1) == Some(&b'/') {
            while i < bytes.len() && bytes[i] != b'\n' {
                i += 1;
            }
        } else if c == b'/' && bytes.get(i + 1) == Some(&b'*') {
            // RON block comments nest.
            let mut depth = 0;
            while i < bytes.len() {
                if bytes[i..].starts_with(b"/*") {
                    depth += 1;
                    i += 2;
                } else if bytes[i..].starts_with(b"*/") {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
        } else if c == b'"' {
            let start = i;
            let mut value = Vec::new();
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                if bytes[i] == b'\\' && i + 1 < bytes.len() {
                    i += 1;
                }
                value.push(bytes[i]);
                i += 1;
            }
            i += 1;
            let value = String::from_utf8_lossy(&value).into_owned();
            tokens.push((start, Token::Str(value)));
        } else if c.is_ascii_alphabetic() || c == b'_' {
            let start = i;
            while i < bytes.len() && (bytes[i].is_ascii_alphanumeric() || bytes[i] == b'_') {
                i += 1;
            }
            tokens.push((start, Token::Ident(text[start..i].to_owned())));
        } else {
            if !c.is_ascii_whitespace() && c.is_ascii() {
                tokens.push((i, Token::Punct(c as char)));
            }
            i += 1;
        }
    }
    tokens
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_fields_calls_and_strings_outside_comments() {
        let text = "// Try( id: \"x\"\n(\n  id: \"a\",\n  steps: [Try(text: \"a\")],\n)";
        let l = Locator::new(text);
        assert_eq!(l.fields("id").len(), 1);
        assert_eq!(l.line_col(l.fields("id")[0]), (3, 3));
        let calls = l.calls(&["Try"]);
        assert_eq!(calls.len(), 1);
        assert_eq!(l.line_col(calls[0]), (4, 11));
        let s = l.string_in("a", calls[0], l.end()).unwrap();
        assert_eq!(l.line_col(s), (4, 21));
    }

    /// Finding each item's message in a file of many items looks at each
    /// item's tokens only: a search from the file's start each time made
    /// `wahree check` grow with the square of the number of puzzles.
    #[test]
    fn finding_in_every_item_of_a_long_file_looks_at_each_token_a_few_times() {
        let n = 5_000;
        let text: String = (0..n)
            .map(|i| format!("Puzzle(\n  id: \"p{i}\",\n  hints: [\"h{i}\"],\n),\n"))
            .collect();
        let l = Locator::new(&text);
        let ids = l.fields("id").to_vec();
        assert_eq!(ids.len(), n);
        for i in 0..n {
            let to = ids.get(i + 1).copied().unwrap_or(l.end());
            let hint = l.field_in("hints", ids[i], to).unwrap();
            let at = l.string_in(&format!("h{i}"), ids[i], to).unwrap();
            assert!(hint < at && at < to);
            assert_eq!(l.line_col(at).0, 4 * i + 3);
        }
        // About 9 tokens an item: each looked at once or twice.
        assert!(
            l.looked.get() <= 10 * n,
            "{} tokens looked at",
            l.looked.get()
        );
    }

    #[test]
    fn lines_and_columns_agree_with_a_count_from_the_start() {
        let text = "a\nbé c\n\nd";
        let lines = Lines::new(text);
        for (offset, _) in text.char_indices().chain([(text.len(), ' ')]) {
            let before = &text[..offset];
            let line = before.matches('\n').count() + 1;
            let col = before.rsplit('\n').next().unwrap().chars().count() + 1;
            assert_eq!(lines.line_col(text, offset), (line, col), "{offset}");
        }
    }

    #[test]
    fn columns_count_characters() {
        assert_eq!(line_col("é\"x\"", 2), (1, 2));
    }
}
