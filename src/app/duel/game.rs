//! One game between two devices, as one of its children sees it: the
//! invitation (the challenger's card, "Play" or "No, thank you"), the
//! challenger's wait ("take back"), the board with whose move it is, the
//! child's moves sent to the server (which judges them: a refusal is
//! said in words and the board shows the game as the server has it),
//! the classmate's moves sown as they arrive, resigning (asked twice),
//! a draw offered, a move asked back and the classmate's offers answered,
//! and the end in words, with the game opened in the review.
//!
//! What the server says comes in as views ([`DuelGame::seen`]): the board
//! sows a move the view adds to those shown, and shows any other change
//! (a move taken back, a device that was away) at once.

use iced::time::Instant;
use iced::widget::{Column, Row, button, column, container, row};
use iced::{Center, Element, Fill};

use crate::app::furigana::text;
use crate::app::play::sowing::Speed;
use crate::app::play::{BoardMessage, BoardSize, Stage};
use crate::app::shape::Shape;
use crate::app::speak;
use crate::app::symbols::{self, Picture};
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::duel::{Act, First, Offer, Phase, Reason, Seat, Verdict, View};
use crate::engine::{Game, House, Position, Side};
use crate::i18n::Localizer;

/// A classmate as the screen names and shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    pub name: String,
    pub picture: Picture,
}

#[derive(Debug)]
pub struct DuelGame {
    view: View,
    me: LearnerId,
    mine: Player,
    other: Player,
    stage: Stage,
    /// The moves the board shows (the child's own may be ahead of the
    /// server's view until it answers).
    shown: Vec<u8>,
    /// A refusal or a failure, in words, until the next change.
    said: Option<String>,
    /// "Do you really want to resign?" is asked.
    confirming: bool,
    /// What the child did is on its way: nothing more until it is back.
    sending: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Board(BoardMessage),
    Frame(Instant),
    /// The invited child says yes; who moves first, when theirs to choose
    /// (`Some(true)`: they do).
    Accept(Option<bool>),
    Decline,
    /// The challenger takes the challenge back.
    Withdraw,
    Resign,
    /// The answer to "Do you really want to resign?".
    Sure(bool),
    OfferDraw,
    AskTakeBack,
    /// The answer to the classmate's offer or request.
    Answer(bool),
    /// Back to Home; the game goes on ("Continue" brings it back).
    Leave,
    /// The finished game in the review.
    Review,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Act(Act),
    Leave,
    Review(Game, Side),
}

impl DuelGame {
    pub fn new(view: View, me: LearnerId, mine: Player, other: Player, speed: Speed) -> DuelGame {
        let position = view.position.parse().unwrap_or(Position::START);
        let mut g = DuelGame {
            shown: view.moves.clone(),
            view,
            me,
            mine,
            other,
            stage: Stage::new(position, speed),
            said: None,
            confirming: false,
            sending: false,
        };
        g.stage.turned = g.turned();
        g
    }

    pub fn id(&self) -> &str {
        &self.view.id
    }

    pub fn view_seen(&self) -> &View {
        &self.view
    }

    pub fn me(&self) -> &LearnerId {
        &self.me
    }

    /// The two children's names and pictures, as the device knows them now.
    pub fn name_players(&mut self, mine: Player, other: Player) {
        self.mine = mine;
        self.other = other;
    }

    /// The refusal or failure on show, in words.
    pub fn said(&self) -> Option<&str> {
        self.said.as_deref()
    }

    /// The position the board shows (after the sowing on show).
    pub fn shown(&self) -> Position {
        self.stage.shown
    }

    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some()
    }

    /// "Do you really want to give up?" is asked.
    pub fn is_confirming(&self) -> bool {
        self.confirming
    }

    pub fn is_sending(&self) -> bool {
        self.sending
    }

    /// The child's seat, once the game began.
    pub fn seat(&self) -> Option<Seat> {
        let seats = self.view.seats.as_ref()?;
        if seats[0] == self.me {
            Some(Seat::South)
        } else if seats[1] == self.me {
            Some(Seat::North)
        } else {
            None
        }
    }

    /// Whether it is this child's move now.
    pub fn my_turn(&self) -> bool {
        self.view.phase == Phase::Playing && self.view.to_move.as_ref() == Some(&self.me)
    }

    /// What the server showed now (the game's view, a look's or an
    /// action's answer). An older view than the one held is left out.
    pub fn seen(&mut self, view: View) {
        if view.id != self.view.id || view.seq < self.view.seq {
            return;
        }
        if view.moves != self.view.moves || view.phase != self.view.phase {
            self.said = None;
            self.confirming = false;
        }
        self.follow(&view.moves, &view.position);
        self.view = view;
        // Seated once the game began.
        self.stage.turned = self.turned();
    }

    /// The board catches up with `moves`: one more is sown, anything else
    /// is shown at once.
    fn follow(&mut self, moves: &[u8], position: &str) {
        if moves == self.shown.as_slice() {
            return;
        }
        if moves.len() == self.shown.len() + 1
            && moves.starts_with(&self.shown)
            && let Some(house) = moves.last().and_then(|&h| House::new(usize::from(h)))
        {
            let from = self.stage.shown;
            self.stage.show(from, house);
            self.stage.start = self.stage.shown;
            self.shown = moves.to_vec();
            return;
        }
        let p = position.parse().unwrap_or(Position::START);
        let speed = self.stage.speed;
        self.stage = Stage::new(p, speed);
        self.stage.turned = self.turned();
        self.shown = moves.to_vec();
    }

    /// Whether the board is drawn turned round: the child plays North,
    /// and their own row is nearest them.
    pub fn turned(&self) -> bool {
        self.seat() == Some(Seat::North)
    }

    /// The answer to what the child did: the view after it, or why it was
    /// refused (the board goes back to the server's last view; the caller
    /// looks at the game again).
    pub fn acted(&mut self, answer: Result<View, String>) {
        self.sending = false;
        match answer {
            Ok(view) => self.seen(view),
            Err(why) => {
                let (moves, position) = (self.view.moves.clone(), self.view.position.clone());
                self.follow(&moves, &position);
                self.said = Some(why);
            }
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        let act = match message {
            Message::Board(BoardMessage::Hovered(h)) => {
                self.stage.hovered = h;
                return None;
            }
            Message::Board(BoardMessage::Clicked(house)) => return self.clicked(house),
            Message::Frame(now) => {
                if let Some(s) = &mut self.stage.sowing
                    && s.tick(now)
                {
                    self.stage.sowing = None;
                }
                return None;
            }
            Message::Leave => return Some(Event::Leave),
            Message::Review => return self.review(),
            Message::Resign => {
                self.confirming = self.view.phase == Phase::Playing;
                return None;
            }
            Message::Sure(false) => {
                self.confirming = false;
                return None;
            }
            Message::Sure(true) => {
                self.confirming = false;
                Act::Resign
            }
            Message::Accept(moves_first) => Act::Accept { moves_first },
            Message::Decline => Act::Decline,
            Message::Withdraw => Act::Withdraw,
            Message::OfferDraw => Act::OfferDraw,
            Message::AskTakeBack => Act::AskTakeBack,
            Message::Answer(yes) => Act::Answer { yes },
        };
        self.send(act)
    }

    fn send(&mut self, act: Act) -> Option<Event> {
        if self.sending {
            return None;
        }
        self.sending = true;
        self.said = None;
        Some(Event::Act(act))
    }

    /// A house pressed: the child's own move, sent for the server to
    /// judge. Sown at once when it can be; a refusal puts the board back.
    fn clicked(&mut self, house: House) -> Option<Event> {
        let mine = self.seat().map(Side::from);
        if !self.my_turn()
            || self.sending
            || self.stage.sowing.is_some()
            || Some(house.owner()) != mine
        {
            return None;
        }
        let ply = self.view.moves.len();
        let from = self.stage.shown;
        if from.legal_moves().any(|h| h == house) {
            self.stage.show(from, house);
            self.stage.start = self.stage.shown;
            self.shown.push(house.index() as u8);
        }
        self.send(Act::Move {
            ply,
            house: house.index() as u8,
        })
    }

    fn review(&self) -> Option<Event> {
        if self.view.phase != Phase::Over {
            return None;
        }
        let mut game = Game::new(Position::START);
        for &m in &self.view.moves {
            game.play(House::new(usize::from(m))?).ok()?;
        }
        Some(Event::Review(
            game,
            self.seat().map_or(Side::South, Side::from),
        ))
    }

    /// Keys 1 to 6 play the child's house of that number.
    pub fn key(&self, key: &iced::keyboard::Key) -> Option<Message> {
        let iced::keyboard::Key::Character(c) = key else {
            return None;
        };
        let n: u8 = c.parse().ok()?;
        let house = House::from_own(self.seat()?.into(), n)?;
        self.my_turn()
            .then_some(Message::Board(BoardMessage::Clicked(house)))
    }

    /// Whose name a seat has.
    fn name_of(&self, seat: Seat) -> &str {
        if Some(seat) == self.seat() {
            &self.mine.name
        } else {
            &self.other.name
        }
    }

    /// What the screen says, in one language.
    pub fn words(&self, i18n: &Localizer) -> Vec<String> {
        let name = || ("name", self.other.name.clone().into());
        let tr = |id: &str| i18n.tr_with(id, &[name()]);
        let challenger = self.view.challenger == self.me;
        match self.view.phase {
            Phase::Invited if challenger => vec![tr("duel-waiting")],
            Phase::Invited => vec![tr("duel-invited")],
            Phase::Declined if challenger => vec![tr("duel-declined")],
            Phase::Declined => vec![tr("duel-you-declined")],
            Phase::Withdrawn if challenger => vec![tr("duel-you-withdrew")],
            Phase::Withdrawn => vec![tr("duel-withdrawn")],
            // Nobody answered in two minutes: both can be invited again.
            Phase::Expired if challenger => vec![tr("duel-expired-challenger")],
            Phase::Expired => vec![tr("duel-expired-invited")],
            Phase::Adjourned => vec![tr("duel-adjourned")],
            Phase::Playing => {
                let mut lines = vec![if self.confirming {
                    tr("duel-resign-sure")
                } else if self.my_turn() {
                    tr("duel-your-move")
                } else {
                    tr("duel-their-move")
                }];
                if let Some(offer) = self.view.offer {
                    let mine = Some(offer.by()) == self.seat();
                    lines.push(tr(match (offer, mine) {
                        (Offer::Draw { .. }, true) => "duel-draw-offered",
                        (Offer::Draw { .. }, false) => "duel-draw-offer",
                        (Offer::TakeBack { .. }, true) => "duel-take-back-asked",
                        (Offer::TakeBack { .. }, false) => "duel-take-back-ask",
                    }));
                }
                // The teacher's move timer: at zero nothing is lost.
                if self.view.overdue {
                    lines.push(tr("duel-overdue"));
                } else if let Some(seconds) = self.view.seconds {
                    lines.push(i18n.tr_with("duel-timer", &[("seconds", seconds.into())]));
                }
                lines
            }
            Phase::Over => self.end_words(i18n),
        }
    }

    /// The keys line's message: the houses' keys only while a house can
    /// be played (not before the game or once it is over).
    fn keys_line(&self) -> &'static str {
        match self.view.phase {
            Phase::Playing | Phase::Adjourned => "duel-keys",
            _ => "duel-keys-no-board",
        }
    }

    fn end_words(&self, i18n: &Localizer) -> Vec<String> {
        let Some(end) = self.view.end else {
            return Vec::new();
        };
        let name = self.other.name.clone();
        let seat = self.seat();
        let won = |v: Verdict| match (v, seat) {
            (Verdict::Drawn, _) => None,
            (Verdict::SouthWon, Some(s)) => Some(s == Seat::South),
            (Verdict::NorthWon, Some(s)) => Some(s == Seat::North),
            _ => None,
        };
        let verdict = match end.verdict {
            None => "duel-over-none",
            Some(Verdict::Drawn) => "duel-over-drawn",
            Some(v) if won(v) == Some(true) => "duel-over-won",
            Some(_) => "duel-over-lost",
        };
        let reason = match end.reason {
            Reason::WipeOut => "duel-end-wipe-out",
            Reason::NoMoves => "duel-end-no-moves",
            Reason::Repetition => "duel-end-repetition",
            Reason::Resigned if end.by == seat => "duel-end-you-resigned",
            Reason::Resigned => "duel-end-resigned",
            Reason::DrawAgreed => "duel-end-draw-agreed",
            Reason::Teacher => "duel-end-teacher",
        };
        let (south, north) = (end.stores[0], end.stores[1]);
        let (mine, theirs) = if seat == Some(Seat::North) {
            (north, south)
        } else {
            (south, north)
        };
        let args = [
            ("name", name.into()),
            ("mine", mine.into()),
            ("theirs", theirs.into()),
        ];
        vec![
            i18n.tr_with(verdict, &args),
            i18n.tr_with(reason, &args),
            i18n.tr_with("duel-end-count", &args),
        ]
    }

    /// The buttons of the moment.
    fn buttons<'a>(&self, i18n: &Localizer) -> Row<'a, Message> {
        let other = [("name", self.other.name.clone().into())];
        let b = |id: &str, primary: bool, m: Option<Message>| {
            button(text(i18n.tr_with(id, &other)).size(18))
                .padding([10, 20])
                .style(if primary {
                    theme::primary
                } else {
                    theme::secondary
                })
                .on_press_maybe(m.filter(|_| !self.sending))
        };
        let challenger = self.view.challenger == self.me;
        let mut r = Row::new().spacing(16).align_y(Center);
        match self.view.phase {
            Phase::Invited if challenger => {
                r = r.push(b("duel-withdraw", false, Some(Message::Withdraw)));
            }
            Phase::Invited => {
                if self.view.first == First::InvitedChooses {
                    r = r
                        .push(b(
                            "duel-accept-first",
                            true,
                            Some(Message::Accept(Some(true))),
                        ))
                        .push(b(
                            "duel-accept-second",
                            true,
                            Some(Message::Accept(Some(false))),
                        ));
                } else {
                    r = r.push(b("duel-accept", true, Some(Message::Accept(None))));
                }
                r = r.push(b("duel-decline", false, Some(Message::Decline)));
            }
            // "No" where "Give up" was pressed or before it: a press
            // doubled by mistake never gives the game up.
            Phase::Playing if self.confirming => {
                r = r
                    .push(b("duel-resign-no", true, Some(Message::Sure(false))))
                    .push(b("duel-resign-yes", false, Some(Message::Sure(true))));
            }
            Phase::Playing => {
                let seat = self.seat();
                match self.view.offer {
                    Some(o) if Some(o.by()) != seat => {
                        r = r
                            .push(b("duel-answer-yes", true, Some(Message::Answer(true))))
                            .push(b("duel-answer-no", false, Some(Message::Answer(false))));
                    }
                    Some(_) => {}
                    None => {
                        let p = self.stage.shown;
                        let open = p.store(Side::South) <= crate::duel::HALF
                            && p.store(Side::North) <= crate::duel::HALF;
                        let moved = match seat {
                            Some(Seat::South) => !self.view.moves.is_empty(),
                            _ => self.view.moves.len() >= 2,
                        };
                        r = r
                            .push(
                                open.then(|| b("duel-offer-draw", false, Some(Message::OfferDraw))),
                            )
                            .push(moved.then(|| {
                                b("duel-ask-take-back", false, Some(Message::AskTakeBack))
                            }));
                    }
                }
                r = r.push(b("duel-resign", false, Some(Message::Resign)));
            }
            Phase::Over => {
                let result = self.view.end.is_some_and(|e| e.verdict.is_some());
                r = r.push(result.then(|| b("duel-review", true, Some(Message::Review))));
            }
            _ => {}
        }
        r.push(
            button(text(i18n.tr("duel-leave")).size(18))
                .padding([10, 20])
                .style(theme::secondary)
                .on_press(Message::Leave),
        )
    }

    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, size, texts, Shape::of(window)))
    }

    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let main = self.words(i18n);
        let second = i18n.second().map(|l| self.words(&l));
        let words = speak::twinned(main, second, texts.text(22));
        let title = row![
            symbols::view(self.other.picture, 40.0),
            text(i18n.tr_with("duel-title", &[("name", self.other.name.clone().into())]))
                .size(texts.text(26)),
        ]
        .spacing(12)
        .align_y(Center);
        let mut below = Column::new().spacing(8).push(self.buttons(i18n).wrap());
        if let Some(why) = &self.said {
            below = below.push(texts.text_box(vec![why.clone()], theme::notice));
        }
        let board_shown = matches!(
            self.view.phase,
            Phase::Playing | Phase::Adjourned | Phase::Over
        );
        let body: Element<'a, Message> = if board_shown {
            let names = [
                self.name_of(Seat::South).to_owned(),
                self.name_of(Seat::North).to_owned(),
            ];
            let board = self
                .stage
                .view(names, self.my_turn() && !self.sending, &[])
                .map(Message::Board);
            size.frame_between(
                words.into(),
                board,
                320.0,
                (below.into(), texts.verdict_room(), false),
            )
        } else {
            let card = column![
                symbols::view(self.other.picture, 96.0),
                text(self.other.name.clone()).size(28)
            ]
            .spacing(8)
            .align_x(Center);
            container(column![card, words, below].spacing(20).align_x(Center))
                .center_x(Fill)
                .padding(24)
                .into()
        };
        column![
            title,
            body,
            crate::app::keys_line::view(&i18n.tr(self.keys_line()), iced::Left),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(s: &str) -> LearnerId {
        LearnerId::try_from(s.to_owned()).unwrap()
    }

    fn player(name: &str) -> Player {
        Player {
            name: name.into(),
            picture: Picture::Guest,
        }
    }

    /// A game Ana (South) and Ben (North) play, after `moves`.
    fn view(moves: &[u8], seq: u64) -> View {
        let mut p = Position::START;
        for &m in moves {
            p = p.play(House::new(usize::from(m)).unwrap()).unwrap().0;
        }
        let to_move = match p.to_move() {
            Side::South => id("l1-ana"),
            Side::North => id("l1-ben"),
        };
        View {
            id: "g".into(),
            seq,
            challenger: id("l1-ana"),
            invited: id("l1-ben"),
            first: First::InvitedChooses,
            paired: false,
            phase: Phase::Playing,
            seats: Some([id("l1-ana"), id("l1-ben")]),
            moves: moves.to_vec(),
            position: p.to_string(),
            to_move: Some(to_move),
            offer: None,
            seconds: None,
            deadline: None,
            overdue: false,
            end: None,
            created: 0,
        }
    }

    fn bens(v: View) -> DuelGame {
        DuelGame::new(v, id("l1-ben"), player("Ben"), player("Ana"), Speed::Normal)
    }

    #[test]
    fn a_move_the_view_adds_is_sown_and_a_move_taken_back_is_shown_at_once() {
        let mut g = bens(view(&[], 1));
        assert!(g.turned(), "Ben plays North: his row nearest him");
        g.seen(view(&[0], 2));
        assert!(g.is_animating(), "Ana's move is sown");
        assert_eq!(g.shown().to_string(), view(&[0], 2).position);
        // An older view changes nothing.
        g.seen(view(&[], 1));
        assert_eq!(g.view_seen().moves, vec![0]);
        // Taken back: shown at once.
        g.seen(view(&[], 3));
        assert!(!g.is_animating());
        assert_eq!(g.shown(), Position::START);
    }

    #[test]
    fn only_the_childs_own_row_in_their_turn_is_sent_and_a_refusal_puts_the_board_back() {
        let mut g = bens(view(&[0], 2));
        let south = House::from_own(Side::South, 2).unwrap();
        let north = House::from_own(Side::North, 3).unwrap();
        assert_eq!(
            g.update(Message::Board(BoardMessage::Clicked(south))),
            None,
            "Ana's row"
        );
        let sent = g.update(Message::Board(BoardMessage::Clicked(north)));
        assert_eq!(
            sent,
            Some(Event::Act(Act::Move {
                ply: 1,
                house: north.index() as u8
            }))
        );
        assert!(g.is_animating(), "sown at once");
        assert_eq!(
            g.update(Message::Board(BoardMessage::Clicked(north))),
            None,
            "one at a time"
        );
        g.acted(Err("No".into()));
        assert_eq!(g.said(), Some("No"));
        assert_eq!(g.shown().to_string(), view(&[0], 2).position);
        assert!(!g.is_animating());
        // Not his turn after his move: nothing is sent.
        g.seen(view(&[0, 8], 3));
        assert_eq!(g.said(), None, "the next change clears it");
        assert_eq!(g.update(Message::Board(BoardMessage::Clicked(north))), None);
    }

    #[test]
    fn resigning_is_asked_first_and_the_end_is_said_for_each_child() {
        let mut g = bens(view(&[0], 2));
        assert_eq!(g.update(Message::Resign), None);
        let i18n = Localizer::new(crate::i18n::Lang::En);
        assert_eq!(
            g.words(&i18n),
            vec!["Do you really want to give up this game?"]
        );
        assert_eq!(g.update(Message::Sure(false)), None);
        assert_eq!(g.words(&i18n), vec!["Your move! Pick one of your houses."]);
        // The teacher's timer, and its end, which loses nothing.
        let mut timed = view(&[0], 3);
        timed.seconds = Some(60);
        g.seen(timed.clone());
        assert_eq!(g.words(&i18n)[1], "Each move may take up to 60 seconds.");
        timed.overdue = true;
        g.seen(timed);
        assert!(g.words(&i18n)[1].starts_with("The time for this move is up."));
        g.update(Message::Resign);
        assert_eq!(g.update(Message::Sure(true)), Some(Event::Act(Act::Resign)));
        let mut over = view(&[0], 3);
        over.phase = Phase::Over;
        over.end = Some(crate::duel::End {
            reason: Reason::Resigned,
            verdict: Some(Verdict::SouthWon),
            stores: [3, 1],
            by: Some(Seat::North),
            at: 0,
        });
        assert_eq!(g.keys_line(), "duel-keys");
        g.acted(Ok(over.clone()));
        assert_eq!(g.keys_line(), "duel-keys-no-board");
        assert_eq!(
            g.words(&i18n).join(" "),
            "Ana won this time. Well played, both of you! You gave up. Seeds in the stores: you 1, Ana 3."
        );
        let Some(Event::Review(game, side)) = g.update(Message::Review) else {
            panic!("no review")
        };
        assert_eq!((game.plies().len(), side), (1, Side::North));
        let mut anas = DuelGame::new(
            over,
            id("l1-ana"),
            player("Ana"),
            player("Ben"),
            Speed::Normal,
        );
        anas.seen(view(&[0], 1));
        assert_eq!(
            anas.words(&i18n)[..2],
            [
                "You won! Well played!".to_owned(),
                "Ben gave up.".to_owned()
            ]
        );
    }
}
