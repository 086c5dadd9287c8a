//! A score sheet per table of a round: the tournament, round and table,
//! who moves first (South) and who second (North), numbered lines for the
//! moves in the form `wahree review` reads ("1. S3 N4"), the seeds in the
//! stores at the end, the result to circle and the children's signatures.

use super::{Arg, PrintError, Words, document, esc};
use crate::tournament::class::ClassTournament;

/// Move lines a sheet has: three columns of this many.
pub const LINES: u32 = 20;
const COLUMNS: u32 = 3;

const SHEET_CSS: &str = "\
.sheet h1 { font-size: 18pt; }
.who td { font-size: 14pt; }
.moves { display: flex; gap: 4mm; margin: 4mm 0; }
.moves table td, .moves table th { height: 6.2mm; padding: 0 2mm; }
.moves td.num { width: 10mm; }
.line { display: inline-block; border-bottom: 0.4mm solid #000; min-width: 25mm; }
.results span { display: inline-block; border: 0.4mm solid #000; padding: 1mm 5mm; margin-right: 5mm; font-size: 14pt; }
.sign { display: flex; gap: 8mm; margin-top: 10mm; }
.sign div { flex: 1; border-top: 0.4mm solid #000; padding-top: 1mm; font-size: 11pt; }
";

pub fn sheets(c: &ClassTournament, round: u32, w: &Words) -> Result<String, PrintError> {
    let t = &c.tournament;
    let r = round
        .checked_sub(1)
        .and_then(|i| t.rounds.get(i as usize))
        .ok_or(PrintError::NoRound)?;
    let name = |n: u32| t.player(n).map_or("", |p| p.name.as_str());
    let mut body = String::new();
    for (i, b) in r.boards.iter().enumerate() {
        let table = i as u32 + 1;
        let (first, second) = (name(b.first), name(b.second));
        body.push_str("<div class=\"page sheet\">\n");
        body.push_str(&format!(
            "<h1>{}</h1>\n<h2>{} · {}</h2>\n",
            w.html("print-sheet-title", &[]),
            esc(&t.name),
            w.html(
                "print-sheet-where",
                &[("round", Arg::Num(round)), ("table", Arg::Num(table))]
            ),
        ));
        body.push_str(&format!(
            "<table class=\"who\"><tr><td class=\"big\">{table}</td><td>{}<br><b>{}</b></td><td>{}<br><b>{}</b></td></tr></table>\n",
            w.html("print-sheet-south", &[]),
            esc(first),
            w.html("print-sheet-north", &[]),
            esc(second),
        ));
        body.push_str("<div class=\"moves\">\n");
        for col in 0..COLUMNS {
            body.push_str(&format!(
                "<table><thead><tr><th class=\"num\">{}</th><th>S</th><th>N</th></tr></thead><tbody>\n",
                w.html("print-sheet-move", &[]),
            ));
            for line in 1..=LINES {
                body.push_str(&format!(
                    "<tr><td class=\"num\">{}.</td><td></td><td></td></tr>\n",
                    col * LINES + line
                ));
            }
            body.push_str("</tbody></table>\n");
        }
        body.push_str("</div>\n");
        body.push_str(&format!(
            "<p>{} <span class=\"line\">&nbsp;</span> – <span class=\"line\">&nbsp;</span></p>\n",
            w.html("print-sheet-count", &[]),
        ));
        body.push_str(&format!(
            "<p class=\"results\">{}<br><span>1 – 0</span><span>½ – ½</span><span>0 – 1</span></p>\n",
            w.html("print-sheet-result", &[]),
        ));
        body.push_str(&format!(
            "<div class=\"sign\"><div>{}</div><div>{}</div><div>{}</div></div>\n</div>\n",
            w.html("print-sheet-signature", &[("player", Arg::Name(first))]),
            w.html("print-sheet-signature", &[("player", Arg::Name(second))]),
            w.html("print-sheet-teacher", &[]),
        ));
    }
    if r.boards.is_empty() {
        body.push_str("<div class=\"page\"></div>\n");
    }
    let title = w.plain(
        "print-sheets-title",
        &[("name", Arg::Name(&t.name)), ("round", Arg::Num(round))],
    );
    Ok(document(w.lang(), &title, SHEET_CSS, "", &body))
}
