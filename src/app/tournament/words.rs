//! The tournament screens' words for what the server sends as ids: a
//! format, a result, a tie-break, a warning about a pairing and a
//! refusal with every problem it lists (`i18n/*/tournament.ftl`).

use super::super::remote::tournament::{Board, Fail, Refused, Tournament, Warning};
use crate::i18n::Localizer;

pub fn format_id(wire: &str) -> &'static str {
    match wire {
        "double-round-robin" => "tournament-format-double",
        "swiss" => "tournament-format-swiss",
        _ => "tournament-format-round-robin",
    }
}

/// Points as shown: "0", "½", "1½", "2¾" (the server writes "0.5",
/// "1.5", "2.75"; a Sonneborn-Berger has quarters).
pub fn points(wire: &str) -> String {
    for (tail, shown) in [(".25", "¼"), (".5", "½"), (".75", "¾")] {
        if let Some(whole) = wire.strip_suffix(tail) {
            let whole = if whole == "0" { "" } else { whole };
            return format!("{whole}{shown}");
        }
    }
    wire.into()
}

pub fn tie_break_id(code: &str) -> &'static str {
    match code {
        "BH-C1" => "tournament-tb-bh-c1",
        "SB" => "tournament-tb-sb",
        "DE" => "tournament-tb-de",
        "WIN" => "tournament-tb-win",
        _ => "tournament-tb-bh",
    }
}

/// "Ana (South)": South moves first.
pub fn seat(i18n: &Localizer, name: &str, first: bool) -> String {
    i18n.tr_with(
        if first {
            "tournament-seat-south"
        } else {
            "tournament-seat-north"
        },
        &[("name", name.to_owned().into())],
    )
}

/// A table's result in words (South is who moved first).
pub fn result(i18n: &Localizer, wire: &str) -> String {
    i18n.tr(match wire {
        "first-wins" => "tournament-result-south",
        "second-wins" => "tournament-result-north",
        "first-wins-by-forfeit" => "tournament-result-south-forfeit",
        "second-wins-by-forfeit" => "tournament-result-north-forfeit",
        "both-forfeit" => "tournament-result-both-forfeit",
        _ => "tournament-result-draw",
    })
}

/// What a child reported, from their side: "won", "drew", "lost".
pub fn claim(i18n: &Localizer, wire: &str, player: u32, b: &Board) -> String {
    let first = b.first == player;
    let id = match (wire, first) {
        ("draw", _) => "tournament-claim-drawn",
        ("first-wins", true) | ("second-wins", false) => "tournament-claim-won",
        _ => "tournament-claim-lost",
    };
    i18n.tr(id)
}

/// The id of a refusal's words; one this app does not know gets the
/// server's general words.
pub fn refusal_id(id: &str) -> &'static str {
    if id == "duel-busy" {
        return "tournament-start-busy";
    }
    // The printed pages' refusals (the server's own words are the
    // page's, not the app's); the app asks no round by number, so a
    // round refused is the one not yet published.
    if id == "print-round" {
        return "tournament-print-no-round";
    }
    KNOWN
        .iter()
        .find(|k| **k == id)
        .copied()
        .unwrap_or("server-failure-server")
}

/// Every refusal and problem id the tournament screens word.
const KNOWN: &[&str] = &[
    "tournament-invalid",
    "tournament-over",
    "tournament-round-unfinished",
    "tournament-too-few",
    "tournament-no-pairing",
    "tournament-learner-twice",
    "tournament-no-draft",
    "tournament-not-a-round",
    "tournament-sheet",
    "tournament-sheet-result",
    "tournament-sheet-too-long",
    "tournament-unknown-learner",
    "tournament-format",
    "tournament-tie-break",
    "tournament-bye-points",
    "tournament-missed",
    "tournament-result",
    "tournament-trf",
    "tournament-full",
    "tournament-not-playing",
    "tournament-no-board",
    "tournament-result-in",
    "tournament-player-name",
    "tournament-name",
    "tournament-date",
    "tournament-rating",
    "tournament-too-many-players",
    "tournament-rounds",
    "tournament-cycles",
    "tournament-too-many-paired",
    "tournament-unknown-player",
    "tournament-twice",
    "tournament-against-self",
    "tournament-forbidden-self",
    "tournament-forbidden-twice",
    "tournament-absent-twice",
    "tournament-tie-break-twice",
    "tournament-no-such-table",
    "tournament-no-next-round",
    "tournament-empty-round",
    "tournament-late-in-round-robin",
    // Across classes (`i18n/*/tournament-open.ftl`).
    "tournament-class-not-in",
    "tournament-class-twice",
    "tournament-started",
    "tournament-unknown-class",
    "tournament-classes-full",
    "tournament-players",
    "tournament-not-your-table",
];

/// A refusal in words: what was refused, then each problem listed (with
/// the child it is about, by name when the tournament is known).
pub fn refused(i18n: &Localizer, r: &Refused, t: Option<&Tournament>) -> Vec<String> {
    let id = refusal_id(&r.error);
    let mut args: Vec<(&str, fluent_bundle::FluentValue<'_>)> = Vec::new();
    for (k, v) in [
        ("line", r.line),
        ("column", r.column),
        ("round", r.round),
        ("table", r.table),
    ] {
        if let Some(v) = v {
            args.push((k, v.into()));
        }
    }
    let mut lines = vec![i18n.tr_with(id, &args)];
    for p in &r.problems {
        let words = i18n.tr(refusal_id(&p.id));
        let who = p.player.and_then(|n| t.map(|t| t.name_of(n).to_owned()));
        lines.push(match who.filter(|w| !w.is_empty()) {
            Some(w) => format!("• {w}: {words}"),
            None => format!("• {words}"),
        });
    }
    lines
}

pub fn fail(i18n: &Localizer, f: &Fail, t: Option<&Tournament>) -> Vec<String> {
    match f {
        Fail::Call(f) => vec![i18n.tr(f.message_id())],
        Fail::Refused(r) => refused(i18n, r, t),
    }
}

/// A pairing's warnings in words, with the children's names.
pub fn warnings(i18n: &Localizer, ws: &[Warning], t: &Tournament) -> Vec<String> {
    ws.iter()
        .map(|w| {
            let name = |i: usize| {
                w.players
                    .get(i)
                    .map(|n| t.name_of(*n).to_owned())
                    .unwrap_or_default()
            };
            let mut args: Vec<(&str, fluent_bundle::FluentValue<'_>)> = vec![
                ("first", name(0).into()),
                ("second", name(1).into()),
                ("player", name(0).into()),
            ];
            if let Some(c) = w.criterion {
                args.push(("criterion", c.into()));
            }
            if i18n.has(&w.id) {
                i18n.tr_with(&w.id, &args)
            } else {
                w.text.clone()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    #[test]
    fn points_read_as_fractions() {
        let shown: Vec<_> = ["0", "0.5", "1.5", "0.25", "2.75", "3"]
            .map(super::points)
            .to_vec();
        assert_eq!(shown, ["0", "½", "1½", "¼", "2¾", "3"]);
    }
}
