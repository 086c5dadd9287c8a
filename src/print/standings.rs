//! The standings with the organiser's tie-breaks, for the wall: place,
//! name, points, a column a tie-break, and what each tie-break means.

use super::{Arg, Words, document, esc};
use crate::tournament::class::ClassTournament;
use crate::tournament::class::view::standing_lines;

/// The rounds whose every game has its result.
fn rounds_done(c: &ClassTournament) -> u32 {
    c.tournament.rounds.iter().filter(|r| r.finished()).count() as u32
}

pub fn standings(c: &ClassTournament, w: &Words) -> String {
    let t = &c.tournament;
    let done = rounds_done(c);
    let (id, args) = if done == 0 {
        ("print-standings-start", vec![("name", Arg::Name(&t.name))])
    } else {
        (
            "print-standings-title",
            vec![("name", Arg::Name(&t.name)), ("round", Arg::Num(done))],
        )
    };
    let mut body = format!(
        "<div class=\"page\">\n<h1>{}</h1>\n<table>\n<thead><tr><th class=\"num\">{}</th><th>{}</th><th class=\"num\">{}</th>",
        w.html(id, &args),
        w.html("print-place-heading", &[]),
        w.html("print-player", &[]),
        w.html("print-points", &[]),
    );
    for tb in &t.tie_breaks {
        body.push_str(&format!("<th class=\"num\">{}</th>", esc(tb.code())));
    }
    body.push_str("</tr></thead>\n<tbody>\n");
    for s in standing_lines(c) {
        let place = if s.place_to > s.place {
            format!("{}–{}", s.place, s.place_to)
        } else {
            s.place.to_string()
        };
        body.push_str(&format!(
            "<tr><td class=\"num\"><b>{place}</b></td><td>{}</td><td class=\"num\"><b>{}</b></td>",
            esc(&s.name),
            esc(&s.points)
        ));
        for v in &s.tie_breaks {
            body.push_str(&format!("<td class=\"num\">{}</td>", esc(v)));
        }
        body.push_str("</tr>\n");
    }
    body.push_str("</tbody>\n</table>\n<p class=\"note\">");
    let legend: Vec<String> = t
        .tie_breaks
        .iter()
        .map(|tb| {
            format!(
                "<b>{}</b>: {}",
                esc(tb.code()),
                w.html(
                    &format!("print-tie-break-{}", tb.code().to_lowercase()),
                    &[]
                )
            )
        })
        .collect();
    body.push_str(&legend.join("<br>\n"));
    body.push_str("</p>\n</div>\n");
    document(w.lang(), &w.plain(id, &args), "", "", &body)
}
