//! A tournament on paper and on the hall's screen (docs/tournaments.md,
//! "Printing" and "The hall's page"): self-contained HTML pages, inline
//! CSS and no script, black on white, made from a class tournament and
//! the words of fluent. Pure: no I/O, no clock (the month a certificate
//! names is given), no server; the class server serves them.
//!
//! Every text is escaped. A name goes into a message as a placeholder and
//! is put in after the message's readings (`漢字《かんじ》`) are turned into
//! `<ruby>`, so that nothing a teacher typed is read as markup.

mod certificates;
mod hall;
mod pairings;
mod sheets;
mod standings;
#[cfg(test)]
mod tests;

pub use certificates::certificates;
pub use hall::{hall, hall_closed};
pub use pairings::pairings;
pub use sheets::sheets;
pub use standings::standings;

use fluent_bundle::FluentValue;

use crate::i18n::{Localizer, ruby};
use crate::lang::Lang;
use crate::tournament::Outcome;

/// What a page cannot be made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PrintError {
    /// No such round published (rounds count from 1).
    NoRound,
}

/// An argument of a message.
pub enum Arg<'a> {
    /// Typed by someone (a child's, a tournament's name): put in as text.
    Name(&'a str),
    /// A number.
    Num(u32),
    /// Words of ours (another message), readings marks kept.
    Words(String),
}

/// The first of the Unicode private use area: a name's placeholder.
const HOLE: u32 = 0xE000;

fn is_hole(c: char) -> bool {
    (HOLE..HOLE + 0x100).contains(&(c as u32))
}

/// Text as HTML: `&`, `<`, `>`, quotes escaped, so that it can go in an
/// element or an attribute.
pub fn esc(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            // Placeholders are ours; control characters print as nothing.
            c if is_hole(c) || (c.is_control() && c != '\n') => {}
            c => out.push(c),
        }
    }
    out
}

/// The words of one language for a page: messages as HTML, readings as
/// `<ruby>`.
pub struct Words {
    l: Localizer,
}

impl Words {
    /// The shipped texts in `lang` (read once, then shared).
    pub fn new(lang: Lang) -> Words {
        static SHIPPED: std::sync::OnceLock<Localizer> = std::sync::OnceLock::new();
        Words::from(SHIPPED.get_or_init(|| Localizer::new(Lang::En))).in_lang(lang)
    }

    /// The same texts, readings kept (to draw as `<ruby>`).
    pub fn from(l: &Localizer) -> Words {
        let mut l = l.clone();
        l.set_second(None);
        l.set_readings(true);
        Words { l }
    }

    pub fn lang(&self) -> Lang {
        self.l.lang()
    }

    /// The same words in another language (the texts are shared).
    pub fn in_lang(&self, lang: Lang) -> Words {
        let mut l = self.l.clone();
        l.set_lang(lang);
        Words { l }
    }

    /// The message with its fluent marks, names as placeholders.
    fn raw(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let mut holes = 0;
        let values: Vec<(&str, FluentValue<'_>)> = args
            .iter()
            .map(|(k, a)| {
                let v = match a {
                    Arg::Name(_) => {
                        let c = char::from_u32(HOLE + holes).unwrap_or('\u{E000}');
                        holes += 1;
                        FluentValue::from(c.to_string())
                    }
                    Arg::Num(n) => FluentValue::from(*n),
                    Arg::Words(w) => FluentValue::from(w.clone()),
                };
                (*k, v)
            })
            .collect();
        self.l.tr_with(id, &values)
    }

    /// The message as HTML.
    pub fn html(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let text = self.raw(id, args);
        let mut out = String::new();
        for s in ruby::segments(&text) {
            match s.reading {
                Some(r) => {
                    out.push_str("<ruby>");
                    out.push_str(&esc(s.base));
                    out.push_str("<rt>");
                    out.push_str(&esc(r));
                    out.push_str("</rt></ruby>");
                }
                None => out.push_str(&keep_holes(s.base)),
            }
        }
        fill(&out, args)
    }

    /// The message as plain text (for a page's title), names put in.
    pub fn plain(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let text = ruby::plain(&self.raw(id, args));
        let mut out = String::new();
        let mut names = args.iter().filter_map(|(_, a)| match a {
            Arg::Name(n) => Some(*n),
            _ => None,
        });
        let names: Vec<&str> = names.by_ref().collect();
        for c in text.chars() {
            if is_hole(c) {
                out.push_str(names.get((c as u32 - HOLE) as usize).copied().unwrap_or(""));
            } else {
                out.push(c);
            }
        }
        out
    }
}

/// Escapes a piece of our message, keeping the names' placeholders.
fn keep_holes(text: &str) -> String {
    let mut out = String::new();
    let mut buf = [0u8; 4];
    for c in text.chars() {
        if is_hole(c) {
            out.push(c);
        } else {
            out.push_str(&esc(c.encode_utf8(&mut buf)));
        }
    }
    out
}

/// Puts each name, escaped, where its placeholder is.
fn fill(html: &str, args: &[(&str, Arg<'_>)]) -> String {
    let names: Vec<String> = args
        .iter()
        .filter_map(|(_, a)| match a {
            Arg::Name(n) => Some(esc(n)),
            _ => None,
        })
        .collect();
    let mut out = String::with_capacity(html.len());
    for c in html.chars() {
        if is_hole(c) {
            out.push_str(names.get((c as u32 - HOLE) as usize).map_or("", |s| s));
        } else {
            out.push(c);
        }
    }
    out
}

/// The CSS every page shares: black on white, A4 or Letter (the margins
/// fit both), a page break where a page says so.
const CSS: &str = "\
@page { margin: 14mm; }
* { box-sizing: border-box; }
html, body { margin: 0; background: #fff; color: #000; }
body { font-family: 'Noto Sans', 'Noto Sans CJK JP', 'DejaVu Sans', Arial, sans-serif; font-size: 13pt; }
h1 { font-size: 22pt; margin: 0 0 4mm; }
h2 { font-size: 16pt; margin: 0 0 3mm; }
.page { break-after: page; page-break-after: always; }
.page:last-child { break-after: auto; page-break-after: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 0.4mm solid #000; padding: 1.5mm 3mm; text-align: left; vertical-align: middle; }
th { font-size: 11pt; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
.num { text-align: center; }
.big { font-size: 30pt; font-weight: bold; text-align: center; width: 22mm; }
.note { margin-top: 4mm; }
rt { font-size: 50%; }
@media screen { body { padding: 8mm; } }
";

/// A whole page: `lang`, a title, extra CSS and head lines, the body.
pub fn document(lang: Lang, title: &str, css: &str, head: &str, body: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n{head}\
         <title>{}</title>\n<style>\n{CSS}{css}</style>\n</head>\n<body>\n{body}</body>\n</html>\n",
        lang.code(),
        esc(title),
    )
}

/// A board's result as printed: points of the first, then the second
/// (`+` and `−` for a forfeit).
pub fn result_text(o: Outcome) -> &'static str {
    match o {
        Outcome::FirstWins => "1 – 0",
        Outcome::Draw => "½ – ½",
        Outcome::SecondWins => "0 – 1",
        Outcome::FirstWinsByForfeit => "+ – −",
        Outcome::SecondWinsByForfeit => "− – +",
        Outcome::BothForfeit => "− – −",
    }
}

/// "3rd place" in `words`' language: the ordinal form chosen by the
/// language's own rules (CLDR's ordinal categories), shared or not.
pub fn place_html(words: &Words, place: u32, shared: bool) -> String {
    let id = if shared {
        "print-place-shared"
    } else {
        "print-place"
    };
    words.html(
        id,
        &[
            ("place", Arg::Num(place)),
            ("form", Arg::Words(ordinal_form(words.lang(), place).into())),
        ],
    )
}

/// CLDR's ordinal category of `n` in `lang` as the `.ftl` files name it
/// (`ord-one`, `ord-two`, `ord-few`, `ord-many` or `ord-other`, so that it
/// is not taken for a count): English's 1st, 2nd, 3rd, 4th.
pub fn ordinal_form(lang: Lang, n: u32) -> &'static str {
    use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
    let Ok(id) = lang.code().parse::<unic_langid::LanguageIdentifier>() else {
        return "ord-other";
    };
    let Ok(rules) = PluralRules::create(id, PluralRuleType::ORDINAL) else {
        return "ord-other";
    };
    match rules.select(n) {
        Ok(PluralCategory::ZERO) => "ord-zero",
        Ok(PluralCategory::ONE) => "ord-one",
        Ok(PluralCategory::TWO) => "ord-two",
        Ok(PluralCategory::FEW) => "ord-few",
        Ok(PluralCategory::MANY) => "ord-many",
        _ => "ord-other",
    }
}

/// A year and month (1–12).
pub type Month = (i32, u32);

/// The year and month a tournament's date names, as typed
/// ("2027/03/08", "2027-03-08", "2027.03"): none if it is no such date.
pub fn month_of(date: &str) -> Option<Month> {
    let mut parts = date.trim().split(['/', '-', '.']);
    let year = parts.next()?;
    let month = parts.next()?;
    if year.len() != 4 || !(1..=2).contains(&month.len()) {
        return None;
    }
    let year: i32 = year.parse().ok()?;
    let month: u32 = month.parse().ok()?;
    (1..=12).contains(&month).then_some((year, month))
}

/// The year and month (UTC) of a time in seconds since 1970.
pub fn month_at(unix_seconds: u64) -> Month {
    // Howard Hinnant's days-to-civil, for the days since 1970-01-01.
    let days = (unix_seconds / 86_400) as i64 + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let month = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let year = yoe + era * 400 + i64::from(month <= 2);
    (year as i32, month)
}

/// "March 2027" in `words`' language.
pub fn month_html(words: &Words, (year, month): Month) -> String {
    let name = words.raw(&format!("print-month-{}", month.clamp(1, 12)), &[]);
    words.html(
        "print-when",
        &[
            ("month", Arg::Words(name)),
            ("year", Arg::Num(year.max(0) as u32)),
        ],
    )
}
