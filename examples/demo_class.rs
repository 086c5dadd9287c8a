//! A class of thirty with a few weeks of made-up progress, for the
//! teacher's view's screenshots and for `benches/classroom.rs`:
//! `cargo run --example demo_class -- DIR`, then `cargo run -- --data-dir DIR`.
//! The progress is drawn from a fixed seed, so every run makes the same class.

use wahree::classroom::files::Files;
use wahree::classroom::{Classroom, Fact, GameRecord, Library, Outcome, SavedGame, save};
use wahree::coach::Level;
use wahree::i18n::Lang;

/// Thirty names from the languages of a St. Croix classroom.
pub const NAMES: [(&str, Lang); 30] = [
    ("Aiko", Lang::Ja),
    ("Mateo", Lang::Es),
    ("Kofi", Lang::En),
    ("Lucía", Lang::Es),
    ("Giulia", Lang::It),
    ("Ren", Lang::Ja),
    ("Amara", Lang::En),
    ("Diego", Lang::Es),
    ("Sofia", Lang::It),
    ("Yuki", Lang::Ja),
    ("Kwame", Lang::En),
    ("Valentina", Lang::Es),
    ("Lorenzo", Lang::It),
    ("Hana", Lang::Ja),
    ("Jamal", Lang::En),
    ("Camila", Lang::Es),
    ("Matteo", Lang::It),
    ("Sora", Lang::Ja),
    ("Imani", Lang::En),
    ("Santiago", Lang::Es),
    ("Chiara", Lang::It),
    ("Haruto", Lang::Ja),
    ("Zuri", Lang::En),
    ("Isabella", Lang::Es),
    ("Francesco", Lang::It),
    ("Mei", Lang::Ja),
    ("Tariq", Lang::En),
    ("Gabriela", Lang::Es),
    ("Elena", Lang::It),
    ("Kenji", Lang::Ja),
];

/// A small generator with a fixed seed (xorshift): the same class each run.
struct Dice(u64);

impl Dice {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n.max(1)
    }
}

/// The class, its progress recorded through the classroom's own facts as
/// the app would, ending around `now` (seconds since 1970).
pub fn class(library: Library, now: u64) -> Classroom {
    let mut class = Classroom::new(Default::default(), library);
    let mut dice = Dice(0x5eed_2026);
    let ids: Vec<_> = NAMES
        .iter()
        .enumerate()
        .map(|(i, (name, lang))| class.add(name, Some(*lang), 1_000 * i as u64).unwrap())
        .collect();
    let lessons = class.library().lessons.clone();
    let puzzles = class.library().puzzles.clone();
    for id in &ids {
        class.switch(id);
        let keen = dice.below(100);
        let mut t = now - 20 * 86_400 + dice.below(86_400);
        for l in lessons
            .iter()
            .take((keen as usize * lessons.len()) / 90 + 1)
        {
            let upto = if dice.below(4) == 0 {
                dice.below(l.steps.len() as u64) as usize
            } else {
                l.steps.len()
            };
            for step in 0..upto {
                t += dice.below(600);
                class.record(
                    Fact::StepCompleted {
                        lesson: l.id.clone(),
                        step,
                    },
                    t,
                );
                class.record(
                    Fact::StepScored {
                        lesson: l.id.clone(),
                        step,
                        score: 1 + dice.below(3) as u8,
                    },
                    t,
                );
            }
        }
        for p in puzzles.iter().take((keen as usize * puzzles.len()) / 80) {
            t += dice.below(900);
            for _ in 0..dice.below(3) {
                class.record(Fact::PuzzleMissed { id: p.id.clone() }, t);
            }
            if dice.below(5) > 0 {
                class.record(Fact::PuzzleSolved { id: p.id.clone() }, t);
            }
        }
        // Half of them let the computer adapt to them.
        let adaptive = dice.below(2) == 0;
        if adaptive {
            class.record(Fact::Adapts(true), t);
        }
        for _ in 0..dice.below(8) {
            t += dice.below(3_600);
            let level = if adaptive {
                class.learner().adaptive_level().number()
            } else {
                1 + dice.below(u64::from(Level::MAX.number())) as u8
            };
            let outcome = match dice.below(3) {
                0 => Outcome::Won,
                1 => Outcome::Lost,
                _ => Outcome::Drawn,
            };
            class.record(
                Fact::GameEnded(GameRecord {
                    game: SavedGame {
                        moves: vec![2, 8],
                        level: Some(level),
                        adaptive,
                        ..SavedGame::default()
                    },
                    outcome: Some(outcome),
                    ..GameRecord::default()
                }),
                t.min(now),
            );
        }
    }
    class
}

#[allow(dead_code)]
fn main() {
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: demo_class DIR");
        std::process::exit(2);
    };
    let files = Files::new(&dir);
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut class = class(Library::shipped(), now);
    for job in class.take_jobs() {
        job.run(&files).expect("written");
    }
    let loaded = save::load(&files, now);
    println!("{} learners written to {dir}", loaded.learners.len());
}
