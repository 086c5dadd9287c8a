//! What the play screen tells the classroom: the game as the learner's
//! last doing while it goes on, teaching mode and the computer that adapts
//! on or off, and each finished game once, with its result (and, against
//! the computer that adapts, its level for the next game back to the
//! screen).

use super::{App, Screen, clock};
use crate::classroom::{Fact, GameRecord, Outcome};
use crate::engine::Side;

impl App {
    /// After any change on the play screen: remembers the coach on or off,
    /// and the game as the learner's last doing once a move is played in
    /// it (forgotten when it ends or a new one starts). A frame of a
    /// sowing changes nothing and records nothing.
    pub(super) fn record_play(&mut self) {
        let Screen::Play(play) = &self.screen else {
            return;
        };
        if self.play_recorded == Some(play.revision()) {
            return;
        }
        self.play_recorded = Some(play.revision());
        let saved = play.saved();
        let game = play.game();
        let now = clock::seconds();
        let started = !saved.moves.is_empty() || !saved.undone.is_empty();
        let over = game.is_over();
        let ended = over.then(|| {
            let score = game
                .final_position()
                .map_or([0, 0], |p| [p.store(Side::South), p.store(Side::North)]);
            let outcome = match saved.level {
                None => Outcome::Played,
                Some(_) => {
                    let me = if saved.computer_plays_south {
                        Side::North
                    } else {
                        Side::South
                    };
                    let (mine, theirs) = (score[me.index()], score[(!me).index()]);
                    match mine.cmp(&theirs) {
                        std::cmp::Ordering::Greater => Outcome::Won,
                        std::cmp::Ordering::Less => Outcome::Lost,
                        std::cmp::Ordering::Equal => Outcome::Drawn,
                    }
                }
            };
            GameRecord {
                game: saved.clone(),
                score,
                outcome: Some(outcome),
                ended: now,
                classmate: None,
            }
        });
        // A switch on this screen is the child's choice, recorded even
        // when another device's copy, not seen here yet, says the same:
        // compared with what the screen had, not with the learner's copy.
        let (coach, adapts) = (play.is_teaching(), play.adapts());
        let learner = self.class.learner();
        let (had_coach, had_adapts) = self
            .play_choices
            .unwrap_or((learner.coach, learner.adaptive.on));
        self.play_choices = Some((coach, adapts));
        if coach != had_coach {
            self.class.record(Fact::Coach(coach), now);
        }
        if saved.level.is_some() && adapts != had_adapts {
            self.class.record(Fact::Adapts(adapts), now);
        }
        if started && !over {
            self.play_is_last = true;
            self.class.record(Fact::GameGoing(saved), now);
        } else if self.play_is_last {
            self.class.record(Fact::GameStopped, now);
        }
        if let Some(record) = ended
            && self.play_ended.as_ref() != Some(&record.game.moves)
        {
            self.play_ended = Some(record.game.moves.clone());
            let counted = record.game.adaptive;
            self.class.record(Fact::GameEnded(record), now);
            // The computer that adapts moved (or not): the screen says so
            // and plays the new level next.
            if counted && let Screen::Play(play) = &mut self.screen {
                play.adapted(self.class.learner().adaptive_level());
            }
        }
    }
}
