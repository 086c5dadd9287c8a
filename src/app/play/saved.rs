//! A game in progress saved for "Continue", and restored move by move
//! through the engine, so that a saved game is only ever as legal as the
//! rules say today.

use super::Play;
use super::opponent::Opponent;
use super::sowing::Speed;
use crate::classroom::SavedGame;
use crate::classroom::last::replay;
use crate::coach::Level;
use crate::engine::{Game, House, Side};

impl Play {
    /// The game as it is remembered: the moves from the start, those taken
    /// back (for redo), who plays and teaching mode.
    pub fn saved(&self) -> SavedGame {
        let (level, computer_plays_south) = match self.opponent {
            Opponent::Friend => (None, false),
            Opponent::Computer { level, side } => (Some(level.number()), side == Side::South),
        };
        SavedGame {
            moves: self.game.moves().map(|h| h.index() as u8).collect(),
            undone: self.game.undone().map(|h| h.index() as u8).collect(),
            level,
            adaptive: self.adapt_counts(),
            computer_plays_south,
            teaching: self.teaching,
        }
    }

    /// The saved game replayed from the start, or none when it no longer
    /// replays (a move the rules refuse, a house or level that does not
    /// exist) or is already over: there is nothing to continue then. The
    /// caller starts the screen with [`Play::start`], which asks the
    /// computer for its move if it is its turn.
    pub fn restore(saved: &SavedGame, speed: Speed) -> Option<Play> {
        let opponent = match saved.level {
            None => Opponent::Friend,
            Some(n) => Opponent::Computer {
                level: Level::new(n)?,
                side: if saved.computer_plays_south {
                    Side::South
                } else {
                    Side::North
                },
            },
        };
        let mut game = replay(&saved.moves)?;
        if game.is_over() {
            return None;
        }
        restore_undone(&mut game, &saved.undone);
        let mut play = Play::new(opponent, speed).teaching(saved.teaching);
        play.game = game;
        // A game that counted for the computer that adapts still does.
        if let (true, Opponent::Computer { level, .. }) = (saved.adaptive, opponent) {
            play = play.adapting(true, level);
            play.adapt.counts = true;
        }
        Some(play)
    }
}

/// Plays the undone moves and takes them back, so that they can be redone;
/// those that no longer replay are dropped, and the game is kept.
fn restore_undone(game: &mut Game, undone: &[u8]) {
    let mut played = 0;
    for &n in undone {
        let Some(h) = House::new(usize::from(n)) else {
            break;
        };
        if game.play(h).is_err() {
            break;
        }
        played += 1;
    }
    for _ in 0..played {
        game.undo();
    }
}

#[cfg(test)]
mod tests {
    use super::super::Message;
    use super::*;
    use crate::engine::Position;

    #[test]
    fn a_game_saved_and_restored_has_the_same_moves_position_and_players() {
        let mut play = Play::new(
            Opponent::Computer {
                level: Level::new(3).unwrap(),
                side: Side::South,
            },
            Speed::Off,
        )
        .teaching(true);
        // The computer opens: answer for it by hand, then the learner plays.
        for n in [3, 4, 2, 5, 1] {
            let h = House::from_own(play.game().position().to_move(), n).unwrap();
            play.game.play(h).unwrap();
        }
        let saved = play.saved();
        assert_eq!(saved.level, Some(3));
        assert!(saved.computer_plays_south && saved.teaching);
        assert_eq!(saved.moves.len(), 5);
        let mut back = Play::restore(&saved, Speed::Off).expect("it replays");
        assert_eq!(back.game().position(), play.game().position());
        assert_eq!(back.game().plies(), play.game().plies());
        assert_eq!(back.opponent(), play.opponent());
        assert!(back.is_teaching());
        // Five moves played: North's turn, so the learner moves, not the computer.
        assert_eq!(back.start(), None);
        // Teaching mode came back too: the coach looks at the learner's move.
        assert!(matches!(
            back.update(Message::PlayOwn(1)),
            Some(super::super::Event::Review(_))
        ));
    }

    #[test]
    fn a_game_against_the_computer_that_adapts_still_counts_once_restored() {
        let level = Level::new(7).unwrap();
        let mut play = Play::new(Opponent::computer(), Speed::Off).adapting(true, level);
        let _ = play.update(Message::PlayOwn(3));
        let saved = play.saved();
        assert_eq!((saved.level, saved.adaptive), (Some(7), true));
        let back = Play::restore(&saved, Speed::Off).expect("it replays");
        assert!(back.adapts() && back.adapt_counts());
        assert_eq!(back.saved(), saved);
        // A game the learner switched to it half way never counted.
        let mut play = Play::new(Opponent::computer(), Speed::Off);
        let _ = play.update(Message::PlayOwn(3));
        let _ = play.update(Message::Adapts(true));
        assert!(play.adapts() && !play.adapt_counts());
        let back = Play::restore(&play.saved(), Speed::Off).unwrap();
        assert!(!back.adapts());
    }

    #[test]
    fn moves_taken_back_can_still_be_redone_after_a_restart() {
        let mut play = Play::new(Opponent::Friend, Speed::Off);
        for n in [3, 4, 2, 5, 1] {
            let h = House::from_own(play.game().position().to_move(), n).unwrap();
            play.game.play(h).unwrap();
        }
        let end = play.game().position();
        play.game.undo();
        play.game.undo();
        let saved = play.saved();
        assert_eq!(saved.moves.len(), 3);
        assert_eq!(saved.undone.len(), 2);
        let mut back = Play::restore(&saved, Speed::Off).expect("it replays");
        assert_eq!(back.game().position(), play.game().position());
        assert!(back.game().can_redo());
        back.game.redo().unwrap();
        back.game.redo().unwrap();
        assert_eq!(back.game().position(), end);
        assert!(!back.game().can_redo());
    }

    #[test]
    fn undone_moves_that_no_longer_replay_are_dropped_and_the_game_kept() {
        // 2 (South), then 8 (North) is legal; a second 8 is an empty house.
        let saved = SavedGame {
            moves: vec![2],
            undone: vec![8, 8, 3],
            ..SavedGame::default()
        };
        let mut back = Play::restore(&saved, Speed::Off).expect("the game itself replays");
        assert_eq!(back.game().moves().count(), 1);
        assert_eq!(back.game().undone().count(), 1);
        back.game.redo().unwrap();
        assert!(!back.game().can_redo());
    }

    #[test]
    fn the_computer_is_asked_at_once_when_it_was_its_turn() {
        let saved = SavedGame {
            moves: vec![2],
            level: Some(1),
            ..SavedGame::default()
        };
        let mut play = Play::restore(&saved, Speed::Off).unwrap();
        assert!(matches!(play.start(), Some(super::super::Event::Think(_))));
    }

    #[test]
    fn a_game_that_no_longer_replays_is_refused() {
        let bad = [
            // North's house first: not South's to play.
            SavedGame {
                moves: vec![7],
                ..SavedGame::default()
            },
            // No such house.
            SavedGame {
                moves: vec![12],
                ..SavedGame::default()
            },
            // South's house 3 again after North's 3: it is empty by then.
            SavedGame {
                moves: vec![2, 8, 2],
                ..SavedGame::default()
            },
            // No such level.
            SavedGame {
                moves: vec![2],
                level: Some(Level::MAX.number() + 1),
                ..SavedGame::default()
            },
        ];
        for saved in bad {
            assert!(Play::restore(&saved, Speed::Off).is_none(), "{saved:?}");
        }
        let empty = Play::restore(&SavedGame::default(), Speed::Off).unwrap();
        assert_eq!(empty.game().position(), Position::START);
    }
}
