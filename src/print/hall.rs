//! The hall's second screen: the last round's tables and the standings in
//! big type, read-only, reloading itself every 30 seconds (a
//! `<meta http-equiv="refresh">`: no script).

use super::{Arg, Words, document, esc, result_text};
use crate::tournament::class::ClassTournament;
use crate::tournament::class::view::standing_lines;

/// Seconds between two reloads of the hall's page.
pub const REFRESH: u32 = 30;

const HALL_CSS: &str = "\
body { font-size: 22pt; padding: 2vw; }
h1 { margin-bottom: 0; }
h1 { font-size: 34pt; }
h2 { font-size: 26pt; margin-top: 6mm; }
.cols { display: flex; gap: 3vw; flex-wrap: wrap; }
.cols > section { flex: 1 1 20em; }
td, th { padding: 0.2em 0.5em; }
th { font-size: 16pt; }
.big { font-size: 30pt; width: auto; }
";

pub fn hall(c: &ClassTournament, w: &Words) -> String {
    let t = &c.tournament;
    let name = |n: u32| t.player(n).map_or("", |p| p.name.as_str());
    let round = t.rounds.len() as u32;
    let mut body = format!("<h1>{}</h1>\n<div class=\"cols\">\n", esc(&t.name));
    if let Some(r) = t.rounds.last() {
        body.push_str(&format!(
            "<section>\n<h2>{}</h2>\n<table>\n<thead><tr><th class=\"num\">{}</th><th>{}</th><th>{}</th><th class=\"num\">{}</th></tr></thead>\n<tbody>\n",
            w.html("print-hall-round", &[("round", Arg::Num(round))]),
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
                "<p>{}</p>\n",
                w.html("print-bye", &[("player", Arg::Name(name(bye)))])
            ));
        }
        body.push_str("</section>\n");
    } else {
        body.push_str(&format!(
            "<section><p>{}</p></section>\n",
            w.html("print-hall-waiting", &[])
        ));
    }
    body.push_str(&format!(
        "<section>\n<h2>{}</h2>\n<table>\n<thead><tr><th class=\"num\">{}</th><th>{}</th><th class=\"num\">{}</th></tr></thead>\n<tbody>\n",
        w.html("print-hall-standings", &[]),
        w.html("print-place-heading", &[]),
        w.html("print-player", &[]),
        w.html("print-points", &[]),
    ));
    for s in standing_lines(c) {
        let place = if s.place_to > s.place {
            format!("{}–{}", s.place, s.place_to)
        } else {
            s.place.to_string()
        };
        body.push_str(&format!(
            "<tr><td class=\"num\">{place}</td><td>{}</td><td class=\"num\">{}</td></tr>\n",
            esc(&s.name),
            esc(&s.points)
        ));
    }
    body.push_str("</tbody>\n</table>\n</section>\n</div>\n");
    let head = format!("<meta http-equiv=\"refresh\" content=\"{REFRESH}\">\n");
    document(w.lang(), &t.name, HALL_CSS, &head, &body)
}

/// What a closed (or never opened) hall link shows.
pub fn hall_closed(w: &Words) -> String {
    let body = format!(
        "<h1>{}</h1>\n<p>{}</p>\n",
        w.html("print-hall-closed", &[]),
        w.html("print-hall-closed-why", &[])
    );
    document(
        w.lang(),
        &w.plain("print-hall-closed", &[]),
        HALL_CSS,
        "",
        &body,
    )
}
