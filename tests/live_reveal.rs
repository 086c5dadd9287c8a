//! The live class's reveal says only what is true (issue 30): on every
//! puzzle a challenge can draw, for every first move that misses, the
//! projector's steps and sentences agree with the engine. An answer is
//! called the reason a move fails only when the miss is that answer's
//! doing; what it captures is what the board shows; a move that fails by
//! itself is told why at once.
#![cfg(feature = "gui")]

use wahree::app::live::reveal::{Said, steps};
use wahree::classroom::Library;
use wahree::content::Miss;
use wahree::i18n::{Lang, Localizer};
use wahree::live::wire::{Reveal, WrongMove};
use wahree::live::{LivePuzzle, tally};

#[test]
fn every_sentence_of_every_reveal_is_the_engines() {
    let en = Localizer::new(Lang::En);
    let library = Library::shipped();
    let mut told = [0usize; 4];
    for p in &library.puzzles {
        let Ok(puzzle) = LivePuzzle::from_library(p) else {
            continue;
        };
        let start = puzzle.position;
        let line = puzzle.line();
        for h in start.legal_moves() {
            let house = h.index() as u8;
            if !puzzle.judge(&[house]).is_ok_and(|j| !j.solved) {
                continue;
            }
            let reply = puzzle.refutation(house);
            let r = Reveal {
                index: 0,
                line: line.clone(),
                tally: tally::count([house]),
                answered: 3,
                solved: 0,
                wrong: Some(WrongMove {
                    house,
                    count: 3,
                    reply,
                }),
            };
            let all = steps(start, puzzle.goal, &r);
            let at = format!("{} house {}", p.id, h.own_number());
            // The right line, sown from the start, move by move.
            let right = all.iter().take_while(|s| s.said == Said::Right).count();
            assert_eq!(right, line.len(), "{at}");
            let wrong = &all[right];
            assert_eq!((wrong.from, wrong.house), (start, h), "{at}");
            let Said::Wrong { count: 3, why } = wrong.said else {
                panic!("{at}: {:?}", wrong.said)
            };
            let (after, _) = start.play(h).unwrap();
            let Some(step) = all.get(right + 1) else {
                // No answer sown: the game ends with the move, or the
                // server found none; then no sentence blames one.
                assert!(reply.is_none(), "{at}");
                assert_eq!(all.len(), right + 1, "{at}");
                told[0] += 1;
                continue;
            };
            assert_eq!(all.len(), right + 2, "{at}");
            let Said::Reply { facts, why: by } = step.said else {
                panic!("{at}: {:?}", step.said)
            };
            assert_eq!(step.from, after, "{at}");
            assert_eq!(Some(step.house.index() as u8), reply, "{at}");
            // What the answer captures is what the board shows.
            let (then, done) = after.play(step.house).unwrap();
            let them = after.to_move();
            assert_eq!(facts.captured, then.store(them) - after.store(them), "{at}");
            assert_eq!(facts.wipe_out, done.wipe_out, "{at}");
            assert_eq!(facts.captured == 0, done.captured == 0, "{at}");
            let words = step.words(&en);
            let said = words.join(" ");
            if !facts.wipe_out {
                let seeds = match facts.captured {
                    0 => "it captures nothing".to_owned(),
                    1 => "it captures 1 seed".to_owned(),
                    n => format!("it captures {n} seeds"),
                };
                assert!(said.contains(&seeds), "{at}: {said}");
            }
            // Blamed only when the miss names this answer, and a capture
            // or a wipe-out it names is the one the board shows.
            match by {
                Some(m) => {
                    assert_eq!(m.reply(), Some(step.house), "{at}");
                    assert!(why.is_none(), "{at}: one reason, told once");
                    match m {
                        Miss::LosesMore { lost, best, .. } => {
                            assert_eq!(facts.captured, lost, "{at}");
                            assert!(lost > best, "{at}");
                        }
                        Miss::AllowsWipeOut { .. } => assert!(facts.wipe_out, "{at}"),
                        _ => {}
                    }
                    assert_eq!(words.len(), 2, "{at}: {said}");
                    told[1] += 1;
                }
                None => {
                    assert_eq!(words.len(), 1, "{at}: {said}");
                    // The move fails by itself: the reason came with it.
                    if let Some(m) = why {
                        assert_ne!(m.reply(), Some(step.house), "{at}");
                        assert_eq!(wrong.words(&en).len(), 2, "{at}");
                    }
                    told[if facts.captured == 0 { 2 } else { 3 }] += 1;
                }
            }
        }
    }
    // Each kind of answer was met: one that is the reason, and ones that
    // are not, capturing nothing (the projector once said "that is why
    // it fails" of each) or some.
    assert!(told[1..].iter().all(|&n| n > 0), "{told:?}");
}
