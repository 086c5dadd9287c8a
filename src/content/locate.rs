//! Finding where a value sits in a RON file, to report semantic problems
//! (a bad position, an unknown message id) at their line and column. serde
//! keeps no positions, so this reads the text with a light tokenizer.

/// A token that matters for locating: an identifier or a string literal.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Ident(String),
    Str(String),
    Punct(char),
}

/// The tokens of one file with their byte offsets; comments are skipped.
pub struct Locator<'a> {
    text: &'a str,
    tokens: Vec<(usize, Token)>,
}

impl<'a> Locator<'a> {
    pub fn new(text: &'a str) -> Locator<'a> {
        Locator {
            text,
            tokens: tokenize(text),
        }
    }

    /// 1-based line and column (in characters) of a byte offset.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        line_col(self.text, offset)
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
    pub fn fields(&self, name: &str) -> Vec<usize> {
        self.tokens
            .windows(2)
            .filter_map(|w| match (&w[0], &w[1]) {
                ((at, Token::Ident(n)), (_, Token::Punct(':'))) if n == name => Some(*at),
                _ => None,
            })
            .collect()
    }

    /// The first `field:` in `from..to`.
    pub fn field_in(&self, name: &str, from: usize, to: usize) -> Option<usize> {
        self.fields(name).into_iter().find(|&o| o >= from && o < to)
    }

    /// The first string literal with this content in `from..to`.
    pub fn string_in(&self, value: &str, from: usize, to: usize) -> Option<usize> {
        self.tokens.iter().find_map(|(at, t)| match t {
            Token::Str(s) if s == value && *at >= from && *at < to => Some(*at),
            _ => None,
        })
    }

    /// The offset just past the last byte.
    pub fn end(&self) -> usize {
        self.text.len()
    }
}

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

    #[test]
    fn columns_count_characters() {
        assert_eq!(line_col("é\"x\"", 2), (1, 2));
    }
}
