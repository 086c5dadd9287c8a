//! Writes one of each printed page of a sample class tournament, and its
//! hall's screen, as HTML files into a folder (for docs/screenshots, taken
//! with `chromium --headless --screenshot`; docs/tournaments.md,
//! "Printing"): `cargo run --example print_pages -- DIR`.

use wahree::classroom::LearnerId;
use wahree::lang::Lang;
use wahree::print::{self, Words};
use wahree::tournament::class::{ClassTournament, Entrant};
use wahree::tournament::{Format, Outcome, Setup};

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| ".".into());
    let names = [
        "Ana Rivera",
        "やまだ はなこ",
        "Lucía Gómez",
        "Marco Bianchi",
        "Kwame Joseph",
        "Ben O'Neal",
    ];
    let langs = [Lang::Es, Lang::Ja, Lang::Es, Lang::It, Lang::En, Lang::En];
    let entrants: Vec<Entrant> = names
        .iter()
        .enumerate()
        .map(|(i, n)| Entrant {
            learner: LearnerId::try_from(format!("learner{i}")).unwrap(),
            name: n.to_string(),
        })
        .collect();
    let mut setup = Setup::new("Class 3B tournament", Format::RoundRobin { cycles: 1 });
    setup.date = "2027/03/08".into();
    let mut c = ClassTournament::new(setup, &entrants, &[]).unwrap();
    let results = [Outcome::FirstWins, Outcome::Draw, Outcome::SecondWins];
    for r in 1..=3u32 {
        c.make_draft().unwrap();
        c.publish().unwrap();
        if r == 3 {
            break;
        }
        for t in 1..=3u32 {
            let o = results[((r + t) % 3) as usize];
            c.record(r, t, Some(o), None).unwrap();
        }
    }
    let en = Words::new(Lang::En);
    let pages = [
        ("pairings", print::pairings(&c, 3, &en).unwrap()),
        ("standings", print::standings(&c, &en)),
        ("sheets", print::sheets(&c, 3, &en).unwrap()),
        (
            "certificates",
            print::certificates(&c, &en, &|n| langs[n as usize - 1], (2027, 3)),
        ),
        ("hall", print::hall(&c, &Words::new(Lang::Es))),
    ];
    for (name, html) in pages {
        let path = std::path::Path::new(&dir).join(format!("print-{name}.html"));
        std::fs::write(&path, html).unwrap();
        println!("{}", path.display());
    }
}
