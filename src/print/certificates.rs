//! A certificate per child, each in that child's own language: their
//! name, their place as that language writes ordinals ("2nd place",
//! "2º posto", "2.º puesto", "2位"), the tournament, and the month.

use super::{Arg, Month, Words, document, esc, month_html, place_html};
use crate::lang::Lang;
use crate::tournament::class::ClassTournament;
use crate::tournament::class::view::standing_lines;

const CERT_CSS: &str = "\
.cert { border: 2.5mm double #000; padding: 18mm 12mm; text-align: center; min-height: 240mm; }
.cert h1 { font-size: 34pt; letter-spacing: 0.1em; margin-bottom: 16mm; }
.cert .who { font-size: 40pt; font-weight: bold; margin: 10mm 0; }
.cert .place { font-size: 30pt; margin: 8mm 0; }
.cert .what { font-size: 20pt; margin: 6mm 0; }
.cert .cheer { font-size: 18pt; margin: 14mm 0; }
.cert .sign { margin: 24mm auto 0; width: 70mm; border-top: 0.4mm solid #000; font-size: 12pt; padding-top: 1mm; }
";

/// One page a player, in standings order; `lang_of` gives each player's
/// language (by pairing number), `when` the month the tournament was
/// played. The page's own language is `w`'s (its title).
pub fn certificates(
    c: &ClassTournament,
    w: &Words,
    lang_of: &dyn Fn(u32) -> Lang,
    when: Month,
) -> String {
    let t = &c.tournament;
    let mut body = String::new();
    for s in standing_lines(c) {
        let lang = lang_of(s.number);
        let cw = w.in_lang(lang);
        body.push_str(&format!(
            "<div class=\"page cert\" lang=\"{}\">\n<h1>{}</h1>\n<div class=\"who\">{}</div>\n\
             <div class=\"place\">{}</div>\n<div class=\"what\">{}</div>\n<div class=\"what\">{}</div>\n\
             <div class=\"cheer\">{}</div>\n<div class=\"sign\">{}</div>\n</div>\n",
            lang.code(),
            cw.html("print-certificate-title", &[]),
            esc(&s.name),
            place_html(&cw, s.place, s.place_to > s.place),
            esc(&t.name),
            month_html(&cw, when),
            cw.html("print-certificate-cheer", &[]),
            cw.html("print-sheet-teacher", &[]),
        ));
    }
    if body.is_empty() {
        body.push_str("<div class=\"page\"></div>\n");
    }
    let title = w.plain("print-certificates-title", &[("name", Arg::Name(&t.name))]);
    document(w.lang(), &title, CERT_CSS, "", &body)
}
