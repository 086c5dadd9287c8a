//! Games between two devices in the app (issue 29 §1, docs/games.md):
//! "Play a classmate" (`classmates.rs`), and one game's screen from the
//! invitation to the end (`game.rs`). The rules and the judging are the
//! server's and the GUI-free core's (`crate::duel`); this module shows
//! the server's views and sends what the child does.
//!
//! How a device keeps up ([`Follow`]): it tells the server whose card is
//! picked on it (`POST /api/duels/here`) when a card is picked and every
//! [`HERE_AGAIN`] while one is; it then hears its children's games by
//! the server's push (`GET /api/duels/stream`), each change making it
//! look at once (`GET /api/duels`, or the game on show). The looks every
//! [`LOOK`] (every [`PUSHED`] while the stream is heard) are the net under
//! the push, as for the live class.

pub mod boards;
pub mod class;
pub mod classmates;
pub mod game;

use std::time::Duration;

use iced::time::Instant;

use crate::app::remote::api::Failure;
use crate::app::remote::duel::Here;
use crate::app::remote::push::Push;
use crate::classroom::LearnerId;
use crate::duel::{Act, Phase, View};

/// How often a device says again whose card is picked on it (the server
/// counts a child as here for a minute).
pub const HERE_AGAIN: Duration = Duration::from_secs(20);
/// How often a device looks at its children's games with no stream.
pub const LOOK: Duration = Duration::from_secs(3);
/// How often it looks while the stream is heard.
pub const PUSHED: Duration = Duration::from_secs(10);

/// The class server's answers about games between devices.
#[derive(Clone, Debug)]
pub enum Message {
    /// Who is here, after this device claimed its cards.
    Here(Result<Here, Failure>),
    /// Who is here and whose cards this device still holds (a check).
    Checked(Result<Here, Failure>),
    /// This device's children's games, not finished.
    Games(Result<Vec<View>, Failure>),
    /// The game on show, looked at.
    Seen(Result<View, Failure>),
    /// A challenge sent.
    Challenged(Result<View, Failure>),
    /// What the child did in the game on show, answered.
    Acted {
        act: Act,
        answer: Result<View, Failure>,
    },
    /// What the server pushed on the device's stream.
    Pushed(Push),
    /// The bar over a child's screen pressed: the invitation it says.
    Open,
}

/// What a device knows of its children's games, and when it looks next.
#[derive(Debug, Default)]
pub struct Follow {
    /// The cards this device claimed (told the server are picked here),
    /// and when it last said or checked so.
    said: Option<(Vec<LearnerId>, Instant)>,
    /// The claim failed (the server did not know the card yet, or could
    /// not be reached): it is made again after [`LOOK`].
    retry: bool,
    /// The card was picked on another device since: this device no
    /// longer acts for the child, until their card is picked here again.
    lost: bool,
    here_in_flight: bool,
    look_due: Option<Instant>,
    look_in_flight: bool,
    /// A change was pushed while a look was on its way.
    again: bool,
    /// The stream is open: looks are only a net under it.
    pub pushed: bool,
    /// Who of the class is on a device now (the server's last word).
    pub here: Vec<LearnerId>,
    /// This device's children's games and invitations, not finished.
    pub games: Vec<View>,
    /// Looks asked (for tests of the push).
    pub looks: u64,
}

/// What the device tells or asks the server about its cards.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Say {
    /// These cards are picked here now (`POST /api/duels/here`): a pick,
    /// which takes the card from any other device.
    Claim(Vec<LearnerId>),
    /// Whether this device still holds its cards (`GET`), before they are
    /// said again: a card picked on another device since stays there.
    Check,
}

impl Follow {
    /// What to tell or ask the server at `at`, if anything is due: the
    /// card picked (none for the guest) changed, or [`HERE_AGAIN`] passed
    /// since it was said. Taken as on its way.
    pub fn here_due(&mut self, cards: &[LearnerId], at: Instant, now: Instant) -> Option<Say> {
        if self.here_in_flight {
            return None;
        }
        let changed = match &self.said {
            None => !cards.is_empty(),
            Some((said, _)) => said.as_slice() != cards,
        };
        let retry = self.retry && self.said.as_ref().is_some_and(|(_, w)| at >= *w + LOOK);
        if changed || retry {
            if changed && self.said.is_some() {
                // Another child: what was seen was the last one's.
                self.games.clear();
                self.pushed = false;
            }
            self.lost = false;
            self.retry = false;
            self.here_in_flight = true;
            self.said = Some((cards.to_vec(), now));
            return Some(Say::Claim(cards.to_vec()));
        }
        if self.lost || cards.is_empty() {
            return None;
        }
        let (_, when) = self.said.as_mut()?;
        if at < *when + HERE_AGAIN {
            return None;
        }
        *when = now;
        self.here_in_flight = true;
        Some(Say::Check)
    }

    /// The card was picked (again) on this device: it is claimed at once,
    /// from any device that held it.
    pub fn picked(&mut self) {
        self.said = None;
        self.lost = false;
        self.retry = false;
        self.games.clear();
        self.pushed = false;
    }

    /// Ask who is here at the next chance ("Play a classmate").
    pub fn say_again(&mut self) {
        if let Some((_, when)) = &mut self.said
            && let Some(earlier) = when.checked_sub(HERE_AGAIN)
        {
            *when = earlier;
        }
    }

    /// The server's answer to a claim.
    pub fn here_answered(&mut self, answer: &Result<Here, Failure>) {
        self.here_in_flight = false;
        match answer {
            Ok(h) => {
                self.here = h.here.clone();
                self.soon();
            }
            Err(_) => self.retry = true,
        }
    }

    /// The server's answer to a check: the cards to claim again if this
    /// device still holds them; if not, they were picked elsewhere and
    /// this device lets them go.
    pub fn checked(&mut self, answer: &Result<Here, Failure>) -> Option<Vec<LearnerId>> {
        self.here_in_flight = false;
        let Ok(h) = answer else {
            return None;
        };
        self.here = h.here.clone();
        let (cards, _) = self.said.as_ref()?;
        if cards.iter().all(|c| h.mine.contains(c)) {
            self.here_in_flight = true;
            Some(cards.clone())
        } else {
            self.lost = true;
            self.games.clear();
            self.pushed = false;
            None
        }
    }

    /// Whether the server holds a card of this device (the stream and
    /// the looks are for it).
    pub fn holds(&self) -> Option<&[LearnerId]> {
        match &self.said {
            Some((cards, _)) if !cards.is_empty() && !self.lost => Some(cards),
            _ => None,
        }
    }

    /// Whether to look at `at`; taken as on its way if so.
    pub fn look_due(&mut self, at: Instant, now: Instant) -> bool {
        if self.look_in_flight || self.holds().is_none() || self.look_due.is_some_and(|d| at < d) {
            return false;
        }
        self.look_in_flight = true;
        self.looks += 1;
        self.look_due = Some(now + if self.pushed { PUSHED } else { LOOK });
        true
    }

    /// A look came back (its answer is taken by the caller).
    pub fn looked(&mut self) {
        self.look_in_flight = false;
    }

    /// Look at the next chance.
    pub fn soon(&mut self) {
        self.look_due = None;
        if self.look_in_flight {
            self.again = true;
        }
    }

    /// Whether a change was pushed while the look now back was out.
    pub fn take_again(&mut self) -> bool {
        std::mem::take(&mut self.again)
    }

    pub fn heard(&mut self, push: Push) {
        self.pushed = matches!(push, Push::Open | Push::Event(_));
        self.soon();
    }

    /// The games seen, replaced by a look's answer.
    pub fn seen_games(&mut self, games: Vec<View>) {
        self.games = games;
    }

    /// A game of `learner`'s that Home offers: an invitation to them
    /// first, then a game they play (or one paused), then their own
    /// challenge waiting for an answer.
    pub fn offer_for(&self, learner: &LearnerId) -> Option<&View> {
        let invited = self
            .games
            .iter()
            .find(|v| v.phase == Phase::Invited && &v.invited == learner);
        let playing = || {
            self.games.iter().find(|v| {
                matches!(v.phase, Phase::Playing | Phase::Adjourned)
                    && v.seats.as_ref().is_some_and(|s| s.contains(learner))
            })
        };
        let waiting = || {
            self.games
                .iter()
                .find(|v| v.phase == Phase::Invited && &v.challenger == learner)
        };
        invited.or_else(playing).or_else(waiting)
    }
}

/// The other child of game `view`, seen by `me`.
pub fn other<'a>(view: &'a View, me: &LearnerId) -> &'a LearnerId {
    if &view.challenger == me {
        &view.invited
    } else {
        &view.challenger
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::First;

    fn id(s: &str) -> LearnerId {
        LearnerId::try_from(s.to_owned()).unwrap()
    }

    fn game(phase: Phase, challenger: &str, invited: &str) -> View {
        View {
            id: format!("{challenger}-{invited}"),
            seq: 1,
            challenger: id(challenger),
            invited: id(invited),
            first: First::InvitedChooses,
            paired: false,
            phase,
            seats: (phase == Phase::Playing).then(|| [id(challenger), id(invited)]),
            moves: Vec::new(),
            position: String::new(),
            to_move: None,
            offer: None,
            seconds: None,
            deadline: None,
            overdue: false,
            end: None,
            created: 0,
        }
    }

    #[test]
    fn the_card_is_claimed_when_picked_and_checked_before_it_is_said_again() {
        let mut f = Follow::default();
        let t0 = Instant::now();
        assert_eq!(f.here_due(&[], t0, t0), None, "a guest has nothing to say");
        let ana = vec![id("l1-ana")];
        let claim = Some(Say::Claim(ana.clone()));
        assert_eq!(f.here_due(&ana, t0, t0), claim);
        assert_eq!(f.here_due(&ana, t0, t0), None, "one at a time");
        // Not known to the server yet: claimed again a little later.
        f.here_answered(&Err(Failure::Server(400)));
        assert_eq!(f.here_due(&ana, t0, t0), None);
        assert_eq!(f.here_due(&ana, t0 + LOOK, t0 + LOOK), claim);
        f.here_answered(&Ok(Here::default()));
        assert!(f.holds().is_some());
        let t1 = t0 + LOOK;
        assert_eq!(f.here_due(&ana, t1 + HERE_AGAIN / 2, t1), None);
        // A while later: checked, and claimed again while still held.
        assert_eq!(f.here_due(&ana, t1 + HERE_AGAIN, t1), Some(Say::Check));
        let held = Here {
            here: ana.clone(),
            mine: ana.clone(),
        };
        assert_eq!(f.checked(&Ok(held)), Some(ana.clone()));
        f.here_answered(&Ok(Here::default()));
        // Picked on another device since: let go, never claimed back.
        f.games = vec![game(Phase::Playing, "l1-ana", "l1-ben")];
        let t2 = t1 + HERE_AGAIN;
        assert_eq!(f.here_due(&ana, t2 + HERE_AGAIN, t2), Some(Say::Check));
        assert_eq!(f.checked(&Ok(Here::default())), None);
        assert!(f.holds().is_none() && f.games.is_empty());
        assert_eq!(f.here_due(&ana, t2 + HERE_AGAIN * 9, t2), None);
        assert!(!f.look_due(t2, t2), "no looks for a card let go");
        // Picked here again: claimed at once.
        f.picked();
        assert_eq!(f.here_due(&ana, t2, t2), claim);
        f.here_answered(&Ok(Here::default()));
        // The guest now: the server is told the card was put down.
        f.games = vec![game(Phase::Playing, "l1-ana", "l1-ben")];
        assert_eq!(f.here_due(&[], t2, t2), Some(Say::Claim(vec![])));
        assert!(f.games.is_empty());
        f.here_answered(&Ok(Here::default()));
        assert!(f.holds().is_none());
        assert!(!f.look_due(t2, t2), "no look without a card");
    }

    #[test]
    fn looks_come_at_once_after_a_push_and_seldom_while_the_stream_is_heard() {
        let mut f = Follow::default();
        let t0 = Instant::now();
        let ana = vec![id("l1-ana")];
        f.here_due(&ana, t0, t0);
        f.here_answered(&Ok(Here::default()));
        assert!(f.look_due(t0, t0));
        assert!(!f.look_due(t0, t0), "one at a time");
        f.heard(Push::Event(3));
        assert!(f.take_again(), "pushed while the look was out");
        f.looked();
        assert!(f.look_due(t0, t0), "the change is looked at");
        f.looked();
        assert!(!f.look_due(t0 + LOOK, t0), "the stream is heard");
        assert!(f.look_due(t0 + PUSHED, t0 + PUSHED));
        f.looked();
        f.heard(Push::Lost);
        assert!(f.look_due(t0 + PUSHED, t0 + PUSHED));
        f.looked();
        assert!(f.look_due(t0 + PUSHED + LOOK, t0 + PUSHED + LOOK));
    }

    #[test]
    fn home_offers_an_invitation_first_then_a_game_then_a_challenge_waiting() {
        let mut f = Follow::default();
        let ana = id("l1-ana");
        f.games = vec![
            game(Phase::Invited, "l1-ana", "l1-cai"),
            game(Phase::Playing, "l1-ben", "l1-ana"),
            game(Phase::Invited, "l1-dan", "l1-ana"),
        ];
        assert_eq!(f.offer_for(&ana).unwrap().id, "l1-dan-l1-ana");
        f.games.remove(2);
        assert_eq!(f.offer_for(&ana).unwrap().id, "l1-ben-l1-ana");
        f.games.remove(1);
        assert_eq!(f.offer_for(&ana).unwrap().id, "l1-ana-l1-cai");
        assert!(f.offer_for(&id("l1-eve")).is_none());
        assert_eq!(other(&f.games[0], &ana), &id("l1-cai"));
    }
}
