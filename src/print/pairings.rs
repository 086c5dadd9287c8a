//! The pairings of a round, for the wall: a line a table, the table's
//! number big, who moves first and who second, the result once it is in.

use super::{Arg, PrintError, Words, document, esc, result_text};
use crate::tournament::class::ClassTournament;

/// The page of round `round` (from 1) of the rounds published.
pub fn pairings(c: &ClassTournament, round: u32, w: &Words) -> Result<String, PrintError> {
    let t = &c.tournament;
    let r = round
        .checked_sub(1)
        .and_then(|i| t.rounds.get(i as usize))
        .ok_or(PrintError::NoRound)?;
    let name = |n: u32| t.player(n).map_or("", |p| p.name.as_str());
    let title_args = [("name", Arg::Name(&t.name)), ("round", Arg::Num(round))];
    let mut body = String::from("<div class=\"page\">\n");
    body.push_str(&format!(
        "<h1>{}</h1>\n<table>\n<thead><tr><th class=\"num\">{}</th><th>{}</th><th>{}</th><th class=\"num\">{}</th></tr></thead>\n<tbody>\n",
        w.html("print-pairings-title", &title_args),
        w.html("print-table", &[]),
        w.html("print-moves-first", &[]),
        w.html("print-moves-second", &[]),
        w.html("print-result", &[]),
    ));
    for (i, b) in r.boards.iter().enumerate() {
        body.push_str(&format!(
            "<tr><td class=\"big\">{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td></tr>\n",
            i + 1,
            esc(name(b.first)),
            esc(name(b.second)),
            b.outcome.map_or("", result_text),
        ));
    }
    body.push_str("</tbody>\n</table>\n");
    if let Some(bye) = r.bye {
        body.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            w.html("print-bye", &[("player", Arg::Name(name(bye)))])
        ));
    }
    for (p, _) in &r.excused {
        body.push_str(&format!(
            "<p class=\"note\">{}</p>\n",
            w.html("print-excused", &[("player", Arg::Name(name(*p)))])
        ));
    }
    body.push_str("</div>\n");
    Ok(document(
        w.lang(),
        &w.plain("print-pairings-title", &title_args),
        "",
        "",
        &body,
    ))
}
