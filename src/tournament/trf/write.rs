//! A tournament as a TRF-16 file.

use std::fmt::Write as _;

use crate::tournament::model::{Excused, Format, Points, Seat, Tournament, WIN};
use crate::tournament::standings::standings;

/// Points as TRF writes them: one decimal ("1.5", "10.0").
pub(super) fn decimal(points: Points) -> String {
    format!("{}.{}", points / 10, points % 10)
}

fn code_excused(e: Option<Excused>) -> char {
    match e {
        None => 'Z',
        Some(Excused::Half) => 'H',
        Some(Excused::Full) => 'F',
    }
}

/// One round's entry of a player's line: "oooo c r".
fn entry(seat: Seat) -> String {
    match seat {
        Seat::Board {
            opponent,
            first,
            outcome,
        } => {
            let colour = if first { 'w' } else { 'b' };
            let result = match outcome {
                None => ' ',
                Some(o) => {
                    let (a, b) = o.points();
                    let mine = if first { a } else { b };
                    match (o.played(), mine) {
                        (true, WIN) => '1',
                        (true, 0) => '0',
                        (true, _) => '=',
                        (false, WIN) => '+',
                        (false, _) => '-',
                    }
                }
            };
            format!("{opponent:>4} {colour} {result}")
        }
        Seat::Bye => "0000 - U".into(),
        Seat::Excused(e) => format!("0000 - {}", code_excused(Some(e))),
        Seat::Out => "0000 - Z".into(),
    }
}

pub fn write(t: &Tournament) -> String {
    let mut out = String::new();
    let mut line = |s: String| {
        out.push_str(s.trim_end());
        out.push('\n');
    };
    if !t.name.is_empty() {
        line(format!("012 {}", t.name));
    }
    if !t.date.is_empty() {
        line(format!("042 {}", t.date));
    }
    line(format!("062 {}", t.players.len()));
    line(format!(
        "092 {}",
        match t.format {
            Format::Swiss { .. } => "Individual: Swiss-System (FIDE Dutch)",
            Format::RoundRobin { .. } => "Individual: Round-Robin (Berger)",
        }
    ));
    let total = t.rounds_total();
    let n = t.players.len();
    let mut places = vec![0; n];
    let mut points = vec![0; n];
    for s in standings(t) {
        places[s.player as usize - 1] = s.place;
        points[s.player as usize - 1] = s.points;
    }
    let seats: Vec<Vec<Seat>> = t.rounds.iter().map(|r| r.seats(n)).collect();
    let next_column = t.rounds.len() < total as usize;
    for (i, p) in t.players.iter().enumerate() {
        let number = i as u32 + 1;
        let place = places[i];
        let mut l = format!(
            "001 {number:>4}      {:<33} {:>4} {:3} {:>11} {:10} {:>4} {place:>4}",
            p.name,
            p.rating.map(|r| r.to_string()).unwrap_or_default(),
            "",
            "",
            "",
            decimal(points[i]),
        );
        for round in &seats {
            let _ = write!(l, "  {}", entry(round[i]));
        }
        if next_column {
            let absent = t.absent_next.iter().find(|(q, _)| *q == number);
            if p.withdrawn || absent.is_some() {
                let e = absent.and_then(|(_, e)| *e).filter(|_| !p.withdrawn);
                let _ = write!(l, "  0000 - {}", code_excused(e));
            }
        }
        line(l);
    }
    line(format!("XXR {total}"));
    if let Some(top) = t.top_moves_first {
        line(format!("XXC {}", if top { "white1" } else { "black1" }));
    }
    if t.bye_points != WIN {
        line(format!("BBU {:>4}", decimal(t.bye_points)));
    }
    for (a, b) in &t.forbidden {
        line(format!("XXP {a} {b}"));
    }
    line(match t.format {
        Format::Swiss { .. } => "WHF swiss".to_string(),
        Format::RoundRobin { cycles } => format!("WHF roundrobin {cycles}"),
    });
    let codes: Vec<&str> = t.tie_breaks.iter().map(|tb| tb.code()).collect();
    line(format!("WHT {}", codes.join(" ")));
    for (i, p) in t.players.iter().enumerate() {
        if let Some(id) = &p.learner {
            line(format!("WHL {} {}", i + 1, id.as_str()));
        }
        if p.withdrawn {
            line(format!("WHW {}", i + 1));
        }
    }
    for (i, round) in t.rounds.iter().enumerate() {
        let firsts: Vec<String> = round.boards.iter().map(|b| b.first.to_string()).collect();
        line(format!("WHR {} {}", i + 1, firsts.join(" ")));
    }
    out
}
