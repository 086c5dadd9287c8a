//! What a learner was last doing (a lesson at a step, a puzzle, a game in
//! progress), as it is kept in the learner's file for Home's "Continue".
//!
//! In the file it is a plain record of fields, not a RON enum: it is read
//! through `ron::Value`, which keeps field names but drops enum variant
//! names, so that a record this version cannot understand (hand-edited, or
//! from a later version) is dropped on its own instead of making the whole
//! settings file unreadable.

use serde::{Deserialize, Deserializer, Serialize};

use crate::engine::{Game, House};

/// What the learner was last doing.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "Record", into = "Record")]
pub enum Last {
    /// The lesson with this id, at this step (counted from 0).
    Lesson { id: String, step: usize },
    /// The puzzle with this id, not solved yet.
    Puzzle { id: String },
    /// A game not finished yet.
    Game(SavedGame),
}

/// A game as it is remembered: enough to replay it through the engine.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(default)]
pub struct SavedGame {
    /// The moves from the starting position, each a house's absolute
    /// number (0..=11, South's 0-5 then North's 6-11), as in lesson files.
    pub moves: Vec<u8>,
    /// Moves taken back and not played again, the next to redo first, so
    /// that "Redo" still works after a restart.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub undone: Vec<u8>,
    /// The computer's level (1 to `Level::MAX`; 1 to 5 in files of format
    /// 1, moved onto today's ladder when read); none for a game with a
    /// friend.
    pub level: Option<u8>,
    /// Played against the computer that adapts to the learner, from its
    /// first move: once finished, it moves that computer's level.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub adaptive: bool,
    /// The computer plays South (it opened); otherwise North.
    pub computer_plays_south: bool,
    /// Teaching mode was on.
    pub teaching: bool,
}

impl SavedGame {
    /// The game these moves make from the start, if every one is legal
    /// (the rules decide what a saved game is, never the file).
    pub fn replay(&self) -> Option<Game> {
        replay(&self.moves)
    }
}

/// The game `moves` make from the start, if every one is legal.
pub fn replay(moves: &[u8]) -> Option<Game> {
    let mut game = Game::default();
    for &n in moves {
        game.play(House::new(usize::from(n))?).ok()?;
    }
    Some(game)
}

/// How `Last` is written: exactly one of `lesson`, `puzzle` or `game`.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
struct Record {
    #[serde(skip_serializing_if = "Option::is_none")]
    lesson: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    step: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    puzzle: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    game: Option<SavedGame>,
}

impl From<Last> for Record {
    fn from(last: Last) -> Record {
        match last {
            Last::Lesson { id, step } => Record {
                lesson: Some(id),
                step: Some(step),
                ..Record::default()
            },
            Last::Puzzle { id } => Record {
                puzzle: Some(id),
                ..Record::default()
            },
            Last::Game(game) => Record {
                game: Some(game),
                ..Record::default()
            },
        }
    }
}

impl TryFrom<Record> for Last {
    type Error = &'static str;

    fn try_from(r: Record) -> Result<Last, &'static str> {
        match r {
            Record {
                lesson: Some(id),
                step,
                puzzle: None,
                game: None,
            } => Ok(Last::Lesson {
                id,
                step: step.unwrap_or(0),
            }),
            Record {
                lesson: None,
                step: None,
                puzzle: Some(id),
                game: None,
            } => Ok(Last::Puzzle { id }),
            Record {
                lesson: None,
                step: None,
                puzzle: None,
                game: Some(game),
            } => Ok(Last::Game(game)),
            _ => Err("not one lesson, puzzle or game"),
        }
    }
}

/// Reads `last`, or none when it cannot be understood: the learner then
/// has nothing to continue, and keeps everything else.
pub fn lenient<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Last>, D::Error> {
    let value = ron::Value::deserialize(d)?;
    Ok(value.into_rust::<Option<Last>>().unwrap_or(None))
}

#[cfg(test)]
mod tests {
    use super::super::Learner;
    use super::*;

    fn round_trip(last: Last) {
        let learner = Learner {
            name: "Aiko".into(),
            last: Some(last),
            ..Learner::default()
        };
        let text = ron::ser::to_string_pretty(&learner, Default::default()).unwrap();
        let back: Learner = ron::from_str(&text).unwrap();
        assert_eq!(back, learner, "{text}");
    }

    #[test]
    fn each_kind_of_last_is_written_and_read_back() {
        round_trip(Last::Lesson {
            id: "wipe-out".into(),
            step: 3,
        });
        round_trip(Last::Puzzle {
            id: "chain-three".into(),
        });
        round_trip(Last::Game(SavedGame {
            moves: vec![2, 9, 4],
            undone: vec![10, 1],
            level: Some(2),
            adaptive: true,
            computer_plays_south: true,
            teaching: true,
        }));
        round_trip(Last::Game(SavedGame::default()));
    }

    #[test]
    fn a_record_that_makes_no_sense_is_dropped_and_the_rest_kept() {
        for bad in [
            r#"Some(Bogus(3))"#,
            r#"Some((lesson: "board", puzzle: "chain-three"))"#,
            r#"Some(())"#,
            r#"Some((game: (moves: "three")))"#,
            r#"Some((game: (moves: [-1])))"#,
            r#"Some((lesson: 7))"#,
            r#"[1, 2]"#,
            r#"12"#,
        ] {
            let text = format!(r#"(name: "Aiko", puzzles: {{"a": (solved: true)}}, last: {bad})"#);
            let learner: Learner = ron::from_str(&text).unwrap_or_else(|e| panic!("{bad}: {e}"));
            assert_eq!(learner.last, None, "{bad}");
            assert_eq!(learner.name, "Aiko");
            assert_eq!(learner.puzzles.len(), 1);
        }
    }

    #[test]
    fn a_learner_without_the_new_fields_loads() {
        let learner: Learner = ron::from_str(r#"(name: "Aiko")"#).unwrap();
        assert_eq!(learner.last, None);
        assert!(!learner.coach);
    }
}
