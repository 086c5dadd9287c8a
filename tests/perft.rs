//! Golden perft counts (tests/perft.txt) checked against the engine and
//! against the naive reference implementation.

mod common;

use common::reference::Ref;
use wahree::engine::{Position, divide, perft};

struct Case {
    line: usize,
    position: Position,
    counts: Vec<u64>,
}

fn cases() -> Vec<Case> {
    let text = include_str!("perft.txt");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let (p, counts) = l.split_once(';').expect("'position ; counts'");
            Case {
                line: i + 1,
                position: common::pos(p.trim()),
                counts: counts
                    .split_whitespace()
                    .map(|c| c.parse().expect("a count"))
                    .collect(),
            }
        })
        .collect()
}

#[test]
fn golden_file_has_the_cases_it_promises() {
    let cases = cases();
    assert!(cases.len() >= 8);
    assert_eq!(cases[0].position, Position::START);
    assert_eq!(cases[0].counts[..6], [6, 36, 190, 1014, 5219, 27332]);
}

#[test]
fn engine_matches_golden_counts() {
    for case in cases() {
        for (d, &want) in case.counts.iter().enumerate() {
            let depth = d as u32 + 1;
            assert_eq!(
                perft(&case.position, depth),
                want,
                "perft.txt line {}, depth {depth}",
                case.line
            );
        }
    }
}

#[test]
fn reference_matches_golden_counts() {
    for case in cases() {
        let r = Ref::from(&case.position);
        // The reference is slow; its small depths are enough to pin the file.
        for (d, &want) in case
            .counts
            .iter()
            .enumerate()
            .filter(|(_, n)| **n <= 30_000)
        {
            assert_eq!(r.perft(d as u32 + 1), want, "perft.txt line {}", case.line);
        }
    }
}

#[test]
fn divide_sums_to_perft() {
    for case in cases() {
        let depth = case.counts.len().min(5) as u32;
        let total: u64 = divide(&case.position, depth).iter().map(|(_, n)| n).sum();
        assert_eq!(total, case.counts[depth as usize - 1], "line {}", case.line);
    }
}
