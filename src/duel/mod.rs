//! A game between two children of a class on two devices (issue 29):
//! a challenge that the invited child accepts or declines (or the
//! challenger withdraws), or a pairing by the teacher; then the game on
//! the engine's [`Game`], every move judged by the engine and carrying
//! the ply it expects, so that a resend or a stale device is refused and
//! never played twice; resigning, a draw offer while a draw is still
//! possible, a take-back the other child grants or refuses, an optional
//! move timer, and the teacher's end, adjournment and resumption.
//!
//! GUI-free and I/O-free, like `crate::live`: the server keeps the state
//! in its database (`src/server/duel*.rs`). Times are milliseconds since
//! 1970 given by the caller; refusals are ids ([`DuelError`]).
//!
//! The rules decided here (docs/games.md says them for teachers):
//! - **Draw offer**: only while a draw can still happen, that is while
//!   neither store holds more than 24 seeds (a side with 25 has won,
//!   whatever comes). A child offers once per move of the game; the
//!   other child says yes (the game ends drawn, the seeds as they are)
//!   or no; the offer lapses with the next move. (A take-back request
//!   too is once a move, each kind counted apart.)
//! - **Take-back**: a child asks to take back their own last move; if
//!   the other child has answered it already, that answer goes back too,
//!   so that it is the asker's turn again. The other child says yes or
//!   no; the request lapses with the next move. One request (draw or
//!   take-back) waits at a time.
//! - **Move timer**: off by default; the teacher sets 10 seconds to 10
//!   minutes a move. At zero nothing is lost: the game waits for the
//!   move, shown as overdue to the teacher, who can end or adjourn it.
//!   A child of primary age who is thinking hard, or went to the
//!   bathroom, does not lose a game to a clock.
//! - **The teacher's end**: with a result (either child won, or drawn)
//!   or none; a game without a result counts for nobody.
//! - **An invitation nobody answers** lapses after
//!   [`INVITATION_MS`] (two minutes): it can no longer be accepted, and
//!   the two children can be invited again. The server writes the lapse
//!   (`expire`) when it next looks at the class's games.

pub mod error;
pub mod record;
pub mod wire;

use serde::{Deserialize, Serialize};

pub use error::{DuelError, IllegalMove, Refusal};
pub use wire::{Act, ActIn, Body, Event, View};

use crate::classroom::LearnerId;
use crate::engine::{EndReason, Game, House, Position, Side};

/// Milliseconds since 1970, on the server's clock.
pub type Millis = u64;

/// The shortest and longest move timer, in seconds.
pub const MIN_SECONDS: u32 = 10;
pub const MAX_SECONDS: u32 = 600;
/// A draw is possible while neither side has more than this.
pub const HALF: u8 = 24;
/// How long an invitation waits for its answer: a child who is not
/// looking at their screen for two minutes is not coming.
pub const INVITATION_MS: Millis = 2 * 60 * 1000;

/// A side of the board, as the wire names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Seat {
    South,
    North,
}

impl From<Side> for Seat {
    fn from(s: Side) -> Seat {
        match s {
            Side::South => Seat::South,
            Side::North => Seat::North,
        }
    }
}

impl From<Seat> for Side {
    fn from(s: Seat) -> Side {
        match s {
            Seat::South => Side::South,
            Seat::North => Side::North,
        }
    }
}

/// Who moves first (plays South) in a challenge.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum First {
    /// The invited child chooses when they accept.
    #[default]
    InvitedChooses,
    /// Chosen at random (by the caller, when the challenge is made).
    Random,
}

/// Where a game is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Phase {
    /// Waiting for the invited child's answer.
    Invited,
    Declined,
    Withdrawn,
    Playing,
    /// The teacher adjourned it: no moves until it is resumed.
    Adjourned,
    Over,
    /// An invitation nobody answered in [`INVITATION_MS`].
    Expired,
}

impl Phase {
    /// Whether nothing more can happen to it.
    pub fn is_final(self) -> bool {
        matches!(
            self,
            Phase::Declined | Phase::Withdrawn | Phase::Over | Phase::Expired
        )
    }
}

/// A request waiting for the other child's answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "offer", rename_all = "kebab-case")]
pub enum Offer {
    Draw { by: Seat },
    TakeBack { by: Seat },
}

impl Offer {
    pub fn by(self) -> Seat {
        match self {
            Offer::Draw { by } | Offer::TakeBack { by } => by,
        }
    }
}

/// A game's result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Verdict {
    SouthWon,
    NorthWon,
    Drawn,
}

impl Verdict {
    /// More seeds wins; 24 to 24 is a draw (the engine's rule).
    pub fn of_stores(stores: [u8; 2]) -> Verdict {
        match stores[0].cmp(&stores[1]) {
            std::cmp::Ordering::Greater => Verdict::SouthWon,
            std::cmp::Ordering::Less => Verdict::NorthWon,
            std::cmp::Ordering::Equal => Verdict::Drawn,
        }
    }

    /// The other side won.
    fn against(loser: Seat) -> Verdict {
        match loser {
            Seat::South => Verdict::NorthWon,
            Seat::North => Verdict::SouthWon,
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    // By the rules (the engine's end).
    WipeOut,
    NoMoves,
    Repetition,
    /// A child resigned.
    Resigned,
    /// The children agreed a draw.
    DrawAgreed,
    /// The teacher ended it.
    Teacher,
}

impl From<EndReason> for Reason {
    fn from(r: EndReason) -> Reason {
        match r {
            EndReason::WipeOut => Reason::WipeOut,
            EndReason::NoMoves => Reason::NoMoves,
            EndReason::Repetition => Reason::Repetition,
        }
    }
}

/// The end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    pub reason: Reason,
    /// None only when the teacher ended it without one.
    pub verdict: Option<Verdict>,
    /// The seeds each side has, South's first: the final count after an
    /// end by the rules, the stores as they were otherwise.
    pub stores: [u8; 2],
    /// Who resigned.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Seat>,
    pub at: Millis,
}

/// A game between two children, as the server keeps it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Duel {
    pub challenger: LearnerId,
    pub invited: LearnerId,
    pub first: First,
    /// For [`First::Random`]: the challenger moves first. Drawn by the
    /// caller when the challenge is made.
    pub coin: bool,
    /// Paired by the teacher: it began without an invitation.
    pub paired: bool,
    pub phase: Phase,
    /// South, then North, once it began.
    pub seats: Option<[LearnerId; 2]>,
    /// Every move from the usual start, both sides'.
    pub moves: Vec<u8>,
    pub offer: Option<Offer>,
    /// The ply at which each side last offered a draw, and last asked
    /// to take back (South's first): each once a move.
    pub draw_at: [Option<usize>; 2],
    pub take_back_at: [Option<usize>; 2],
    pub seconds: Option<u32>,
    pub deadline: Option<Millis>,
    pub end: Option<End>,
    pub created: Millis,
}

/// A timer a teacher may set: none, or 10 s to 10 minutes.
pub fn check_seconds(seconds: Option<u32>) -> Result<(), DuelError> {
    match seconds {
        Some(s) if !(MIN_SECONDS..=MAX_SECONDS).contains(&s) => Err(DuelError::BadTimer),
        _ => Ok(()),
    }
}

impl Duel {
    /// `challenger` challenges `invited`; `coin` decides who moves first
    /// when `first` is random (true: the challenger).
    pub fn challenge(
        challenger: LearnerId,
        invited: LearnerId,
        first: First,
        coin: bool,
        seconds: Option<u32>,
        now: Millis,
    ) -> Result<(Duel, Vec<Body>), DuelError> {
        if challenger == invited {
            return Err(DuelError::SameChild);
        }
        check_seconds(seconds)?;
        let duel = Duel {
            challenger: challenger.clone(),
            invited: invited.clone(),
            first,
            coin,
            paired: false,
            phase: Phase::Invited,
            seats: None,
            moves: Vec::new(),
            offer: None,
            draw_at: [None, None],
            take_back_at: [None, None],
            seconds,
            deadline: None,
            end: None,
            created: now,
        };
        Ok((
            duel,
            vec![Body::Invited {
                challenger,
                invited,
                first,
            }],
        ))
    }

    /// The teacher pairs two children: the game begins at once.
    pub fn pair(
        south: LearnerId,
        north: LearnerId,
        seconds: Option<u32>,
        now: Millis,
    ) -> Result<(Duel, Vec<Body>), DuelError> {
        let (mut duel, _) = Duel::challenge(
            south.clone(),
            north.clone(),
            First::Random,
            true,
            seconds,
            now,
        )?;
        duel.paired = true;
        let bodies = duel.begin([south, north], now);
        Ok((duel, bodies))
    }

    fn begin(&mut self, seats: [LearnerId; 2], now: Millis) -> Vec<Body> {
        self.phase = Phase::Playing;
        self.seats = Some(seats.clone());
        self.deadline = self.next_deadline(now);
        let [south, north] = seats;
        vec![Body::Began {
            south,
            north,
            position: self.position().to_string(),
            deadline: self.deadline,
        }]
    }

    fn next_deadline(&self, now: Millis) -> Option<Millis> {
        self.seconds.map(|s| now + u64::from(s) * 1000)
    }

    /// The game so far (moves are checked before they are kept).
    pub fn game(&self) -> Game {
        let mut game = Game::default();
        for &m in &self.moves {
            if let Some(h) = House::new(usize::from(m)) {
                let _ = game.play(h);
            }
        }
        game
    }

    pub fn position(&self) -> Position {
        self.game().position()
    }

    /// Whether `learner` plays in this game (or is its challenger or
    /// invited child).
    pub fn involves(&self, learner: &LearnerId) -> bool {
        *learner == self.challenger || *learner == self.invited
    }

    /// The side `learner` plays, once it began.
    pub fn seat_of(&self, learner: &LearnerId) -> Option<Seat> {
        let [south, north] = self.seats.as_ref()?;
        if learner == south {
            Some(Seat::South)
        } else if learner == north {
            Some(Seat::North)
        } else {
            None
        }
    }

    /// The child who plays `seat`.
    pub fn player(&self, seat: Seat) -> Option<&LearnerId> {
        let seats = self.seats.as_ref()?;
        Some(&seats[Side::from(seat).index()])
    }

    /// Who is to move, while it is played.
    pub fn to_move(&self) -> Option<&LearnerId> {
        (self.phase == Phase::Playing)
            .then(|| self.player(self.position().to_move().into()))
            .flatten()
    }

    /// Whether an invitation has waited its time with no answer (its
    /// lapse not yet written).
    pub fn lapsed(&self, now: Millis) -> bool {
        self.phase == Phase::Invited && now >= self.created.saturating_add(INVITATION_MS)
    }

    /// Writes a lapsed invitation's end; nothing if it has not lapsed.
    pub fn expire(&mut self, now: Millis) -> Option<Vec<Body>> {
        if !self.lapsed(now) {
            return None;
        }
        self.phase = Phase::Expired;
        Some(vec![Body::Expired])
    }

    /// Whether the timer ran out with no move made.
    pub fn overdue(&self, now: Millis) -> bool {
        self.phase == Phase::Playing && self.deadline.is_some_and(|d| now > d)
    }

    /// Applies what a child does.
    pub fn act(&mut self, a: ActIn, now: Millis) -> Result<Vec<Body>, DuelError> {
        if !self.involves(&a.learner) {
            return Err(DuelError::NotInGame);
        }
        if self.lapsed(now) {
            return Err(DuelError::Expired);
        }
        match a.act {
            Act::Accept { moves_first } => self.accept(&a.learner, moves_first, now),
            Act::Decline => self.decline(&a.learner, now),
            Act::Withdraw => self.withdraw(&a.learner, now),
            Act::Move { ply, house } => self.play(&a.learner, ply, house, now),
            Act::Resign => self.resign(&a.learner, now),
            Act::OfferDraw => self.ask(&a.learner, true),
            Act::AskTakeBack => self.ask(&a.learner, false),
            Act::Answer { yes } => self.answer(&a.learner, yes, now),
        }
    }

    fn refuse_unless_invited(&self) -> Result<(), DuelError> {
        match self.phase {
            Phase::Invited => Ok(()),
            Phase::Expired => Err(DuelError::Expired),
            p if p.is_final() => Err(DuelError::GameOver),
            _ => Err(DuelError::WrongMoment),
        }
    }

    fn accept(
        &mut self,
        learner: &LearnerId,
        moves_first: Option<bool>,
        now: Millis,
    ) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_invited()?;
        if *learner != self.invited {
            return Err(DuelError::NotYours);
        }
        let invited_first = match self.first {
            First::InvitedChooses => moves_first.ok_or(DuelError::ChooseFirst)?,
            First::Random => !self.coin,
        };
        let (a, b) = (self.challenger.clone(), self.invited.clone());
        let seats = if invited_first { [b, a] } else { [a, b] };
        Ok(self.begin(seats, now))
    }

    fn decline(&mut self, learner: &LearnerId, _now: Millis) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_invited()?;
        if *learner != self.invited {
            return Err(DuelError::NotYours);
        }
        self.phase = Phase::Declined;
        Ok(vec![Body::Declined])
    }

    fn withdraw(&mut self, learner: &LearnerId, _now: Millis) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_invited()?;
        if *learner != self.challenger {
            return Err(DuelError::NotYours);
        }
        self.phase = Phase::Withdrawn;
        Ok(vec![Body::Withdrawn])
    }

    /// The phase a game move or request needs: playing.
    fn refuse_unless_playing(&self) -> Result<(), DuelError> {
        match self.phase {
            Phase::Playing => Ok(()),
            p if p.is_final() => Err(DuelError::GameOver),
            _ => Err(DuelError::WrongMoment),
        }
    }

    fn play(
        &mut self,
        learner: &LearnerId,
        ply: usize,
        house: u8,
        now: Millis,
    ) -> Result<Vec<Body>, DuelError> {
        // The same move sent again (its answer was lost) is refused as
        // such, even after the game ended with it.
        let seat = self.seat_of(learner);
        let game = self.game();
        if ply < self.moves.len()
            && self.moves[ply] == house
            && game.plies().get(ply).map(|p| Seat::from(p.report.mover)) == seat
        {
            return Err(DuelError::Twice);
        }
        self.refuse_unless_playing()?;
        let seat = seat.ok_or(DuelError::NotInGame)?;
        if ply != self.moves.len() {
            return Err(DuelError::Stale);
        }
        if Seat::from(game.position().to_move()) != seat {
            return Err(DuelError::NotYourTurn);
        }
        let h =
            House::new(usize::from(house)).ok_or(DuelError::Illegal(IllegalMove::NoSuchHouse))?;
        let mut game = game;
        let report = game
            .play(h)
            .map_err(|e| DuelError::Illegal(IllegalMove::of(&e)))?;
        let end = report.end;
        self.moves.push(house);
        let mut out = Vec::new();
        if let Some(offer) = self.offer.take() {
            out.push(Body::Refused { offer });
        }
        self.deadline = self.next_deadline(now);
        let position = game.position().to_string();
        match end {
            Some(end) => {
                self.deadline = None;
                out.push(Body::Moved {
                    ply,
                    house,
                    by: seat,
                    position,
                    deadline: None,
                });
                out.push(self.finish(End {
                    reason: end.reason.into(),
                    verdict: Some(Verdict::of_stores(end.stores)),
                    stores: end.stores,
                    by: None,
                    at: now,
                }));
            }
            None => out.push(Body::Moved {
                ply,
                house,
                by: seat,
                position,
                deadline: self.deadline,
            }),
        }
        Ok(out)
    }

    fn finish(&mut self, end: End) -> Body {
        self.phase = Phase::Over;
        self.offer = None;
        self.deadline = None;
        self.end = Some(end);
        Body::Over { end }
    }

    fn resign(&mut self, learner: &LearnerId, now: Millis) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_playing()?;
        let seat = self.seat_of(learner).ok_or(DuelError::NotInGame)?;
        let end = End {
            reason: Reason::Resigned,
            verdict: Some(Verdict::against(seat)),
            stores: self.position().stores(),
            by: Some(seat),
            at: now,
        };
        Ok(vec![self.finish(end)])
    }

    /// A draw offer (`draw`) or a take-back request.
    fn ask(&mut self, learner: &LearnerId, draw: bool) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_playing()?;
        let seat = self.seat_of(learner).ok_or(DuelError::NotInGame)?;
        let ply = self.moves.len();
        let side = Side::from(seat).index();
        let asked = if draw {
            self.draw_at[side]
        } else {
            self.take_back_at[side]
        };
        if asked == Some(ply) {
            return Err(DuelError::Twice);
        }
        if self.offer.is_some() {
            return Err(DuelError::WrongMoment);
        }
        let offer = if draw {
            let stores = self.position().stores();
            if stores.iter().any(|&s| s > HALF) {
                return Err(DuelError::WrongMoment);
            }
            Offer::Draw { by: seat }
        } else {
            if self.take_back_to(seat).is_none() {
                return Err(DuelError::WrongMoment);
            }
            Offer::TakeBack { by: seat }
        };
        if draw {
            self.draw_at[side] = Some(ply);
        } else {
            self.take_back_at[side] = Some(ply);
        }
        self.offer = Some(offer);
        Ok(vec![Body::Asked { offer }])
    }

    /// The number of moves a take-back by `seat` leaves: before their
    /// last move (none if they have not moved).
    fn take_back_to(&self, seat: Seat) -> Option<usize> {
        self.game()
            .plies()
            .iter()
            .rposition(|p| Seat::from(p.report.mover) == seat)
    }

    fn answer(
        &mut self,
        learner: &LearnerId,
        yes: bool,
        now: Millis,
    ) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_playing()?;
        let seat = self.seat_of(learner).ok_or(DuelError::NotInGame)?;
        let offer = self.offer.ok_or(DuelError::WrongMoment)?;
        if offer.by() == seat {
            return Err(DuelError::NotYours);
        }
        self.offer = None;
        if !yes {
            return Ok(vec![Body::Refused { offer }]);
        }
        match offer {
            Offer::Draw { .. } => {
                let end = End {
                    reason: Reason::DrawAgreed,
                    verdict: Some(Verdict::Drawn),
                    stores: self.position().stores(),
                    by: None,
                    at: now,
                };
                Ok(vec![self.finish(end)])
            }
            Offer::TakeBack { by } => {
                let ply = self.take_back_to(by).ok_or(DuelError::WrongMoment)?;
                self.moves.truncate(ply);
                self.deadline = self.next_deadline(now);
                Ok(vec![Body::TookBack {
                    ply,
                    position: self.position().to_string(),
                    deadline: self.deadline,
                }])
            }
        }
    }

    /// The teacher ends the game, with a result or none.
    pub fn teacher_end(
        &mut self,
        verdict: Option<Verdict>,
        now: Millis,
    ) -> Result<Vec<Body>, DuelError> {
        if self.phase.is_final() {
            return Err(DuelError::GameOver);
        }
        // A game that never began has no result to give.
        let verdict = verdict.filter(|_| self.seats.is_some());
        let end = End {
            reason: Reason::Teacher,
            verdict,
            stores: self.position().stores(),
            by: None,
            at: now,
        };
        Ok(vec![self.finish(end)])
    }

    /// The teacher adjourns a game being played: it waits.
    pub fn adjourn(&mut self) -> Result<Vec<Body>, DuelError> {
        self.refuse_unless_playing()?;
        self.phase = Phase::Adjourned;
        self.deadline = None;
        let mut out = Vec::new();
        if let Some(offer) = self.offer.take() {
            out.push(Body::Refused { offer });
        }
        out.push(Body::Adjourned);
        Ok(out)
    }

    /// The teacher resumes an adjourned game; the timer starts again.
    pub fn resume(&mut self, now: Millis) -> Result<Vec<Body>, DuelError> {
        match self.phase {
            Phase::Adjourned => {}
            p if p.is_final() => return Err(DuelError::GameOver),
            _ => return Err(DuelError::WrongMoment),
        }
        self.phase = Phase::Playing;
        self.deadline = self.next_deadline(now);
        Ok(vec![Body::Resumed {
            deadline: self.deadline,
        }])
    }

    /// The teacher sets the move timer (none: off); a game being played
    /// gives the child to move the whole new time.
    pub fn set_timer(&mut self, seconds: Option<u32>, now: Millis) -> Result<Vec<Body>, DuelError> {
        check_seconds(seconds)?;
        if self.phase.is_final() {
            return Err(DuelError::GameOver);
        }
        self.seconds = seconds;
        self.deadline = match self.phase {
            Phase::Playing => self.next_deadline(now),
            _ => None,
        };
        Ok(vec![Body::Timer {
            seconds,
            deadline: self.deadline,
        }])
    }

    /// What a device or the projector shows now.
    pub fn view(&self, id: &str, seq: u64, now: Millis) -> View {
        View {
            id: id.to_owned(),
            seq,
            challenger: self.challenger.clone(),
            invited: self.invited.clone(),
            first: self.first,
            paired: self.paired,
            // A lapse not yet written shows as what it is.
            phase: if self.lapsed(now) {
                Phase::Expired
            } else {
                self.phase
            },
            seats: self.seats.clone(),
            moves: self.moves.clone(),
            position: self.position().to_string(),
            to_move: self.to_move().cloned(),
            offer: self.offer,
            seconds: self.seconds,
            deadline: self.deadline,
            overdue: self.overdue(now),
            end: self.end,
            created: self.created,
        }
    }
}

#[cfg(test)]
mod tests;
