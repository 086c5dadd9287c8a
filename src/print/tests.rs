use super::*;
use crate::classroom::LearnerId;
use crate::tournament::class::{ClassTournament, Entrant};
use crate::tournament::{Format, Setup};

const HOSTILE: &str = "Dev <i>&\"x'</i>";

fn entrants(names: &[&str]) -> Vec<Entrant> {
    names
        .iter()
        .enumerate()
        .map(|(i, n)| Entrant {
            learner: LearnerId::try_from(format!("learner{i}")).unwrap(),
            name: n.to_string(),
        })
        .collect()
}

/// A round robin of four, every round played: the lower pairing number
/// wins every game, so Ana is 1st, Ben 2nd, Cleo 3rd, the last 4th.
fn played(last: &str) -> ClassTournament {
    let mut setup = Setup::new("Class 3B tournament", Format::RoundRobin { cycles: 1 });
    setup.date = "2027/03/08".into();
    let mut c = ClassTournament::new(setup, &entrants(&["Ana", "Ben", "Cleo", last]), &[]).unwrap();
    for r in 1..=3 {
        c.make_draft().unwrap();
        c.publish().unwrap();
        let boards = c.tournament.rounds[r as usize - 1].boards.clone();
        for (i, b) in boards.iter().enumerate() {
            let o = if b.first < b.second {
                Outcome::FirstWins
            } else {
                Outcome::SecondWins
            };
            c.record(r, i as u32 + 1, Some(o), None).unwrap();
        }
    }
    c
}

fn name_of(c: &ClassTournament, n: u32) -> &str {
    &c.tournament.player(n).unwrap().name
}

/// No markup of anyone's making, no script.
fn clean(html: &str) {
    assert!(!html.contains("<i>") && !html.contains("</i>"), "{html}");
    assert!(!html.to_lowercase().contains("<script"), "{html}");
    // No event attribute in any tag.
    for tag in html
        .split('<')
        .skip(1)
        .map(|t| t.split('>').next().unwrap_or(""))
    {
        let attrs: Vec<&str> = tag.split_whitespace().skip(1).collect();
        assert!(!attrs.iter().any(|a| a.starts_with("on")), "<{tag}>");
    }
}

#[test]
fn pairings_list_each_table_in_order_with_its_result() {
    let c = played("Dev");
    let w = Words::new(Lang::En);
    let html = pairings(&c, 2, &w).unwrap();
    assert!(
        html.contains("<h1>Class 3B tournament: round 2</h1>"),
        "{html}"
    );
    assert!(html.contains("<title>Class 3B tournament: round 2</title>"));
    assert!(html.contains("Moves first (South)") && html.contains("Result"));
    let mut at = 0;
    for (i, b) in c.tournament.rounds[1].boards.iter().enumerate() {
        let row = format!(
            "<td class=\"big\">{}</td><td>{}</td><td>{}</td><td class=\"num\">{}</td>",
            i + 1,
            name_of(&c, b.first),
            name_of(&c, b.second),
            result_text(b.outcome.unwrap())
        );
        let found = html[at..]
            .find(&row)
            .unwrap_or_else(|| panic!("{row} in {html}"));
        at += found + row.len();
    }
    assert!(html.contains("@page") && html.contains("break-after: page"));
    let it = pairings(&c, 1, &Words::new(Lang::It)).unwrap();
    assert!(it.contains("turno 1") && it.contains("Tavolo") && it.contains("lang=\"it\""));
    assert_eq!(pairings(&c, 0, &w), Err(PrintError::NoRound));
    assert_eq!(pairings(&c, 4, &w), Err(PrintError::NoRound));
}

#[test]
fn a_round_with_a_bye_says_who_sits_out() {
    let setup = Setup::new("Five", Format::RoundRobin { cycles: 1 });
    let mut c =
        ClassTournament::new(setup, &entrants(&["Ana", "Ben", "Cleo", "Dev", "Eli"]), &[]).unwrap();
    c.make_draft().unwrap();
    c.publish().unwrap();
    let bye = c.tournament.rounds[0]
        .bye
        .expect("five players: one sits out");
    let html = pairings(&c, 1, &Words::new(Lang::En)).unwrap();
    assert!(
        html.contains(&format!("{} sits out this round.", name_of(&c, bye))),
        "{html}"
    );
    // No result yet: the result cells are empty.
    assert!(html.contains("<td class=\"num\"></td></tr>"));
}

#[test]
fn standings_show_points_and_the_tie_breaks_in_the_organisers_order() {
    let c = played("Dev");
    let html = standings(&c, &Words::new(Lang::En));
    assert!(html.contains("standings after round 3"), "{html}");
    assert!(html.contains("<th class=\"num\">BH-C1</th><th class=\"num\">SB</th><th class=\"num\">DE</th><th class=\"num\">WIN</th>"), "{html}");
    let lines = crate::tournament::class::view::standing_lines(&c);
    let mut at = 0;
    for (s, (name, points)) in
        lines
            .iter()
            .zip([("Ana", "3"), ("Ben", "2"), ("Cleo", "1"), ("Dev", "0")])
    {
        assert_eq!((s.name.as_str(), s.points.as_str()), (name, points));
        let mut row = format!(
            "<tr><td class=\"num\"><b>{}</b></td><td>{name}</td><td class=\"num\"><b>{points}</b></td>",
            s.place
        );
        for v in &s.tie_breaks {
            row.push_str(&format!("<td class=\"num\">{v}</td>"));
        }
        let found = html[at..]
            .find(&row)
            .unwrap_or_else(|| panic!("{row} in {html}"));
        at += found + row.len();
    }
    assert!(html.contains("<b>WIN</b>: the games won."));
    // Everyone equal: one shared place.
    let mut all_drawn = played("Dev");
    for r in 1..=3 {
        for t in 1..=2 {
            all_drawn.record(r, t, Some(Outcome::Draw), None).unwrap();
        }
    }
    let html = standings(&all_drawn, &Words::new(Lang::Es));
    assert_eq!(
        html.matches("<td class=\"num\"><b>1–4</b></td>").count(),
        4,
        "{html}"
    );
    assert!(html.contains("clasificación después de la ronda 3"));
}

#[test]
fn a_score_sheet_for_each_table_names_both_children_and_has_the_move_lines() {
    let c = played("Dev");
    let html = sheets(&c, 3, &Words::new(Lang::En)).unwrap();
    let boards = &c.tournament.rounds[2].boards;
    assert_eq!(html.matches("class=\"page sheet\"").count(), boards.len());
    for (i, b) in boards.iter().enumerate() {
        let table = i + 1;
        assert!(html.contains(&format!("Round 3, table {table}")), "{html}");
        assert!(html.contains(&format!(
            "<td class=\"big\">{table}</td><td>Moves first (South)<br><b>{}</b></td><td>Moves second (North)<br><b>{}</b></td>",
            name_of(&c, b.first),
            name_of(&c, b.second)
        )));
        assert!(html.contains(&format!("Signature: {}", name_of(&c, b.first))));
        assert!(html.contains(&format!("Signature: {}", name_of(&c, b.second))));
    }
    for n in [1, 20, 21, 60] {
        assert_eq!(
            html.matches(&format!("<td class=\"num\">{n}.</td>"))
                .count(),
            boards.len()
        );
    }
    assert!(!html.contains("<td class=\"num\">61.</td>"));
    assert!(html.contains("<span>½ – ½</span>"));
    assert_eq!(
        sheets(&c, 9, &Words::new(Lang::En)),
        Err(PrintError::NoRound)
    );
}

#[test]
fn each_certificate_is_in_its_childs_language() {
    let c = played("ゆき");
    let langs = [Lang::En, Lang::It, Lang::Es, Lang::Ja];
    let html = certificates(
        &c,
        &Words::new(Lang::En),
        &|n| langs[n as usize - 1],
        (2027, 3),
    );
    let pages: Vec<&str> = html.split("<div class=\"page cert\"").skip(1).collect();
    assert_eq!(pages.len(), 4);
    let expect = [
        ("en", "Ana", "1st place", "March 2027", "Certificate"),
        ("it", "Ben", "2º posto", "marzo 2027", "Attestato"),
        ("es", "Cleo", "3.er puesto", "marzo de 2027", "Diploma"),
        (
            "ja",
            "ゆき",
            "4<ruby>位<rt>い</rt></ruby>",
            "2027<ruby>年<rt>ねん</rt></ruby>3<ruby>月<rt>がつ</rt></ruby>",
            "<ruby>賞状<rt>しょうじょう</rt></ruby>",
        ),
    ];
    for (page, (lang, name, place, when, title)) in pages.iter().zip(expect) {
        assert!(page.starts_with(&format!(" lang=\"{lang}\"")), "{page}");
        assert!(
            page.contains(&format!("<div class=\"who\">{name}</div>")),
            "{page}"
        );
        assert!(
            page.contains(&format!("<div class=\"place\">{place}</div>")),
            "{page}"
        );
        assert!(
            page.contains(&format!("<div class=\"what\">{when}</div>")),
            "{page}"
        );
        assert!(page.contains(&format!("<h1>{title}</h1>")), "{page}");
        assert!(page.contains("Class 3B tournament"));
    }
}

#[test]
fn ordinals_follow_each_languages_rules() {
    let en = Words::new(Lang::En);
    let cases = [
        (1, "1st"),
        (2, "2nd"),
        (3, "3rd"),
        (4, "4th"),
        (11, "11th"),
        (12, "12th"),
        (13, "13th"),
        (21, "21st"),
        (22, "22nd"),
        (23, "23rd"),
        (101, "101st"),
    ];
    for (n, text) in cases {
        assert_eq!(place_html(&en, n, false), format!("{text} place"));
    }
    assert_eq!(place_html(&en, 2, true), "Shared 2nd place");
    let es = Words::new(Lang::Es);
    assert_eq!(place_html(&es, 1, false), "1.er puesto");
    assert_eq!(place_html(&es, 2, false), "2.º puesto");
    assert_eq!(place_html(&es, 3, true), "3.er puesto compartido");
    assert_eq!(place_html(&Words::new(Lang::It), 11, false), "11º posto");
}

#[test]
fn the_month_comes_from_the_date_as_typed_or_the_clock() {
    assert_eq!(month_of("2027/03/08"), Some((2027, 3)));
    assert_eq!(month_of("2027-12-01"), Some((2027, 12)));
    assert_eq!(month_of(" 2027.3 "), Some((2027, 3)));
    for bad in ["", "8 March", "2027/13/01", "2027/0/01", "27/03/08", "2027"] {
        assert_eq!(month_of(bad), None, "{bad}");
    }
    assert_eq!(month_at(0), (1970, 1));
    // 2027-03-08 00:00 UTC and 2024-02-29 23:59:59 UTC.
    assert_eq!(month_at(1_804_464_000), (2027, 3));
    assert_eq!(month_at(1_709_251_199), (2024, 2));
    assert_eq!(month_at(1_709_251_200), (2024, 3));
    let ja = month_html(&Words::new(Lang::Ja), (2027, 11));
    assert_eq!(
        ja,
        "2027<ruby>年<rt>ねん</rt></ruby>11<ruby>月<rt>がつ</rt></ruby>"
    );
}

#[test]
fn hostile_names_are_text_on_every_page() {
    let c = played(HOSTILE);
    let en = Words::new(Lang::En);
    let escaped = "Dev &lt;i&gt;&amp;&quot;x&#39;&lt;/i&gt;";
    let pages = [
        pairings(&c, 1, &en).unwrap(),
        standings(&c, &en),
        sheets(&c, 1, &en).unwrap(),
        certificates(&c, &en, &|_| Lang::Ja, (2027, 3)),
        hall(&c, &en),
    ];
    for html in &pages {
        clean(html);
        assert!(html.contains(escaped), "{html}");
    }
    // Marks and placeholders in a name stay text: no ruby, no other name.
    let w = Words::new(Lang::Ja);
    let odd = "漢《<b>》\u{E001}";
    let html = w.html("print-bye", &[("player", Arg::Name(odd))]);
    assert!(html.starts_with("漢《&lt;b&gt;》さん"), "{html}");
    assert!(!html.contains("<ruby>漢"));
}

#[test]
fn the_halls_page_reloads_itself_and_shows_the_last_round() {
    let c = played("Dev");
    let html = hall(&c, &Words::new(Lang::En));
    assert!(html.contains("<meta http-equiv=\"refresh\" content=\"30\">"));
    assert!(html.contains("Round 3"));
    for b in &c.tournament.rounds[2].boards {
        assert!(html.contains(&format!(
            "<td>{}</td><td>{}</td>",
            name_of(&c, b.first),
            name_of(&c, b.second)
        )));
    }
    assert!(html.contains("<td class=\"num\">1</td><td>Ana</td><td class=\"num\">3</td>"));
    let closed = hall_closed(&Words::new(Lang::Es));
    assert!(closed.contains("Este enlace está cerrado.") && !closed.contains("refresh"));
}
