//! A child's device in a live session: the puzzle the teacher opened, to
//! answer on their own board (their first answer is the one that counts,
//! and the device does not say whether it was right until the teacher
//! reveals it on the projector), or the class's vote for its move against
//! the computer. Texts in the child's language, their second under them.
//!
//! What the server says comes in as views ([`LiveDevice::seen`]); what the
//! child does goes out as answers and votes ([`Event`]), each with an id
//! made from the puzzle (or move) and the child, so a resend counts once.

use std::collections::BTreeMap;

use iced::time::Instant;
use iced::widget::{Column, button, column, container, row};
use iced::{Center, Element, Fill};

use crate::app::furigana::text;
use crate::app::play::sowing::Speed;
use crate::app::play::{BoardMessage, BoardSize, Stage};
use crate::app::puzzle::words::side_name;
use crate::app::shape::Shape;
use crate::app::speak;
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::content::Run;
use crate::engine::{House, Position, Side};
use crate::i18n::Localizer;
use crate::live::wire::{PuzzleView, View};
use crate::live::{AnswerIn, Phase, VoteIn, VotePhase};

#[derive(Debug)]
pub struct LiveDevice {
    view: View,
    learner: LearnerId,
    stage: Stage,
    /// The puzzle being answered: its place, the run and the child's own
    /// moves so far.
    answering: Option<Answering>,
    /// The opponent's reply, sown after the child's move.
    reply: Option<(Position, House)>,
    /// Answers given, by puzzle: kept to send again until the server has
    /// them.
    answers: BTreeMap<usize, Sent<AnswerIn>>,
    /// Votes given, by move of the game.
    votes: BTreeMap<usize, Sent<VoteIn>>,
    /// A refusal or failure to tell, in words.
    said: Option<String>,
    /// The puzzle (or move of the game) it is about: the next one clears
    /// it.
    said_for: Option<(bool, usize)>,
    /// The library's hints (fluent ids) of each puzzle, by id: what a
    /// hint shows when the teacher allowed them.
    hint_ids: BTreeMap<String, Vec<String>>,
    /// Hints shown for the puzzle being answered.
    hints: usize,
    /// The server has the child's joining (sent again at each look until
    /// it has).
    join_kept: bool,
}

#[derive(Debug)]
struct Answering {
    index: usize,
    run: Run,
    own: Vec<u8>,
}

/// Something the child gave, and whether the server has it.
#[derive(Clone, Debug)]
pub struct Sent<T> {
    pub what: T,
    pub kept: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Board(BoardMessage),
    Frame(Instant),
    /// The next hint (when the teacher allowed them; they are counted).
    Hint,
    /// Back to what the child was doing (the session goes on without
    /// them; the prompt brings them back).
    Leave,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The child joined: the projector's card says they are here.
    Join(LearnerId),
    Answer(AnswerIn),
    Vote(VoteIn),
    Leave,
}

/// An id for what `learner` gives at `place` (a puzzle or a move): the
/// same every time it is sent, and one per child and place.
fn id_of(kind: char, place: usize, learner: &LearnerId) -> String {
    format!("{kind}{place}-{learner}")
}

impl LiveDevice {
    pub fn new(
        view: View,
        learner: LearnerId,
        speed: Speed,
        hint_ids: BTreeMap<String, Vec<String>>,
    ) -> LiveDevice {
        let start = Position::START;
        let mut device = LiveDevice {
            view: view.clone(),
            learner,
            stage: Stage::new(start, speed),
            answering: None,
            reply: None,
            answers: BTreeMap::new(),
            votes: BTreeMap::new(),
            said: None,
            said_for: None,
            hint_ids,
            hints: 0,
            join_kept: false,
        };
        device.seen(view);
        device
    }

    pub fn session(&self) -> &str {
        &self.view.session
    }

    pub fn view_seen(&self) -> &View {
        &self.view
    }

    pub fn learner(&self) -> &LearnerId {
        &self.learner
    }

    /// Whether the child's answer to puzzle `index` was given here (or
    /// the server has it).
    pub fn has_answered(&self, index: usize) -> bool {
        self.answers.contains_key(&index)
    }

    pub fn has_voted(&self, ply: usize) -> bool {
        self.votes.contains_key(&ply)
    }

    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some()
    }

    /// What the server showed now. An answer the server already has is
    /// not asked again: this device's (`mine`, after a restart), or one
    /// given on another device (the child is among those who answered
    /// the open puzzle; the server shows no device another's moves).
    pub fn seen(&mut self, view: View) {
        for m in view.mine.iter().filter(|m| m.learner == self.learner) {
            self.answers.entry(m.index).or_insert_with(|| Sent {
                what: AnswerIn {
                    id: m.answer.clone(),
                    learner: m.learner.clone(),
                    index: m.index,
                    moves: m.moves.clone(),
                    hints: 0,
                },
                kept: true,
            });
        }
        if let Some(c) = &view.challenge
            && let Phase::Open { index, .. } = c.phase
            && c.answered.contains(&self.learner)
        {
            self.answers.entry(index).or_insert_with(|| Sent {
                what: AnswerIn {
                    id: id_of('a', index, &self.learner),
                    learner: self.learner.clone(),
                    index,
                    moves: Vec::new(),
                    hints: 0,
                },
                kept: true,
            });
        }
        let about = match (&view.challenge, &view.vote) {
            (Some(c), _) => match c.phase {
                Phase::Open { index, .. } | Phase::Revealed { index } => Some((true, index)),
                _ => None,
            },
            (None, Some(v)) => match v.phase {
                VotePhase::Voting { ply, .. } => Some((false, ply)),
                _ => self.said_for,
            },
            (None, None) => None,
        };
        if about != self.said_for {
            self.said = None;
            self.said_for = about;
        }
        let open = open_puzzle(&view);
        let same = self.answering.as_ref().map(|a| a.index) == open.map(|p| p.index);
        if !same {
            self.answering = None;
            if let Some(p) = open.filter(|p| !self.answers.contains_key(&p.index))
                && let Some(a) = answering(p)
            {
                self.stage = Stage::new(a.run.start(), self.stage.speed);
                self.answering = Some(a);
                self.hints = 0;
            }
        }
        if let Some(v) = &view.vote
            && let Ok(p) = v.position.parse::<Position>()
            && self.answering.is_none()
            && self.stage.sowing.is_none()
        {
            self.stage.start = p;
            self.stage.shown = p;
        }
        self.view = view;
    }

    /// The server has the answer to puzzle `index` (or refused it for
    /// good, which `why` says).
    pub fn answer_kept(&mut self, index: usize, why: Option<String>) {
        if let Some(a) = self.answers.get_mut(&index) {
            a.kept = true;
        }
        self.said = why;
    }

    pub fn vote_kept(&mut self, ply: usize, why: Option<String>) {
        if let Some(v) = self.votes.get_mut(&ply) {
            v.kept = true;
        }
        self.said = why;
    }

    /// The server has the child's joining (or refused it for good).
    pub fn join_kept(&mut self) {
        self.join_kept = true;
    }

    /// What still waits for the server (sent again at each look).
    pub fn waiting(&self) -> Vec<Event> {
        let join = (!self.join_kept && !self.view.ended).then(|| Event::Join(self.learner.clone()));
        let answers = self.answers.values().filter(|a| !a.kept);
        let votes = self.votes.values().filter(|v| !v.kept);
        join.into_iter()
            .chain(answers.map(|a| Event::Answer(a.what.clone())))
            .chain(votes.map(|v| Event::Vote(v.what.clone())))
            .collect()
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Board(BoardMessage::Hovered(h)) => {
                self.stage.hovered = h;
                None
            }
            Message::Board(BoardMessage::Clicked(house)) => self.clicked(house),
            Message::Frame(now) => {
                if let Some(s) = &mut self.stage.sowing
                    && s.tick(now)
                {
                    self.stage.sowing = None;
                    if let Some((from, reply)) = self.reply.take() {
                        self.stage.show(from, reply);
                    }
                }
                None
            }
            Message::Hint => {
                if self.hints_allowed() && self.hints < self.hint_count() {
                    self.hints += 1;
                }
                None
            }
            Message::Leave => Some(Event::Leave),
        }
    }

    /// Whether the teacher allowed hints, and a puzzle is being answered.
    fn hints_allowed(&self) -> bool {
        self.answering.is_some()
            && self
                .view
                .challenge
                .as_ref()
                .is_some_and(|c| c.hints == crate::live::Hints::Counted)
    }

    /// The open puzzle's hints: the library's, then its answer's house.
    fn hint_count(&self) -> usize {
        self.open_ids().map_or(0, <[String]>::len) + 1
    }

    fn open_ids(&self) -> Option<&[String]> {
        let id = &open_puzzle(&self.view)?.id;
        self.hint_ids.get(id).map(Vec::as_slice)
    }

    /// The hints on show, in one language.
    fn hint_words(&self, i18n: &Localizer) -> Vec<String> {
        let Some(a) = &self.answering else {
            return Vec::new();
        };
        let at = a.run.position();
        let args = crate::content::explain::hint_args(a.run.goal(), &at);
        let args = i18n.fact_args(&args);
        let ids = self.open_ids().unwrap_or_default();
        let first = a.run.answers().ok().and_then(|h| h.first().copied());
        (0..self.hints)
            .filter_map(|i| match (ids.get(i), first) {
                (Some(id), _) => Some(i18n.tr_with(id, &args)),
                (None, Some(h)) => {
                    Some(i18n.tr_with("puzzle-hint-house", &[("house", h.own_number().into())]))
                }
                (None, None) => None,
            })
            .collect()
    }

    fn clicked(&mut self, house: House) -> Option<Event> {
        if self.stage.sowing.is_some() {
            return None;
        }
        if let Some(a) = &mut self.answering {
            let from = a.run.position();
            if !from.legal_moves().any(|h| h == house) {
                return None;
            }
            a.own.push(house.index() as u8);
            match a.run.play(house) {
                Some(p) if !p.solved => {
                    // The puzzle goes on: the move and the reply are sown.
                    self.stage.show(from, house);
                    if let Some(r) = p.reply {
                        self.reply = Some((p.after, r));
                    }
                    self.stage.start = a.run.position();
                    return None;
                }
                // The answer is complete, right or wrong: its last move is
                // not sown before the reveal. A right answer's capture (or
                // a wrong one's none) would tell the neighbours who was
                // right; the board stays as it was before it.
                _ => self.stage = Stage::new(from, self.stage.speed),
            }
            let answer = AnswerIn {
                id: id_of('a', a.index, &self.learner),
                learner: self.learner.clone(),
                index: a.index,
                moves: a.own.clone(),
                hints: u8::try_from(self.hints).unwrap_or(u8::MAX),
            };
            self.answering = None;
            self.answers.insert(
                answer.index,
                Sent {
                    what: answer.clone(),
                    kept: false,
                },
            );
            return Some(Event::Answer(answer));
        }
        let ply = self.voting()?;
        if self.votes.contains_key(&ply) || !self.stage.start.legal_moves().any(|h| h == house) {
            return None;
        }
        let vote = VoteIn {
            id: id_of('v', ply, &self.learner),
            learner: self.learner.clone(),
            ply,
            house: house.index() as u8,
        };
        self.votes.insert(
            ply,
            Sent {
                what: vote.clone(),
                kept: false,
            },
        );
        Some(Event::Vote(vote))
    }

    /// Keys 1 to 6 play the house of that number of the side to move.
    pub fn key(&self, key: &iced::keyboard::Key) -> Option<crate::app::Message> {
        let iced::keyboard::Key::Character(c) = key else {
            return None;
        };
        if c.as_str().eq_ignore_ascii_case("h") {
            return self
                .hints_allowed()
                .then_some(crate::app::Message::LiveDevice(Message::Hint));
        }
        let n: u8 = c.parse().ok()?;
        let house = House::from_own(self.stage.start.to_move(), n)?;
        self.takes_moves()
            .then_some(crate::app::Message::LiveDevice(Message::Board(
                BoardMessage::Clicked(house),
            )))
    }

    /// The move the class votes now, if its vote is open.
    fn voting(&self) -> Option<usize> {
        match self.view.vote.as_ref()?.phase {
            VotePhase::Voting { ply, .. } => Some(ply),
            _ => None,
        }
    }

    /// What the screen says, in one language.
    fn words(&self, i18n: &Localizer) -> Vec<String> {
        if self.view.ended {
            return vec![i18n.tr("live-device-ended")];
        }
        if let Some(c) = &self.view.challenge {
            return match c.phase {
                Phase::Lobby => vec![i18n.tr("live-device-lobby")],
                Phase::Open { index, .. } => match (&self.answering, self.answers.get(&index)) {
                    (Some(_), _) => {
                        let p = c.puzzle.as_ref().and_then(|p| p.position.parse().ok());
                        let prompt = match (&c.puzzle, p) {
                            (Some(v), Some(p)) => i18n.puzzle_prompt(v.goal, &p),
                            _ => String::new(),
                        };
                        vec![
                            i18n.tr_with(
                                "live-device-puzzle",
                                &[("number", (index + 1).into()), ("count", c.puzzles.into())],
                            ),
                            prompt,
                        ]
                    }
                    (None, Some(_)) => vec![i18n.tr("live-device-answered")],
                    (None, None) => vec![i18n.tr("live-device-wait")],
                },
                Phase::Revealed { index } => {
                    let mine = self
                        .view
                        .mine
                        .iter()
                        .find(|m| m.index == index && m.learner == self.learner);
                    vec![match mine.and_then(|m| m.solved) {
                        Some(true) => i18n.tr("live-device-right"),
                        Some(false) => i18n.tr("live-device-wrong"),
                        None => i18n.tr("live-device-look"),
                    }]
                }
                Phase::Ended => vec![i18n.tr("live-device-ended")],
            };
        }
        if let Some(v) = &self.view.vote {
            return vec![match v.phase {
                VotePhase::Voting { ply, .. } => match self.votes.get(&ply) {
                    Some(s) => i18n.tr_with(
                        "live-device-voted",
                        &[("house", own_number(s.what.house).into())],
                    ),
                    None => i18n.tr("live-device-vote"),
                },
                VotePhase::Computer { .. } => i18n.tr("live-device-computer"),
                VotePhase::Over => i18n.tr("live-device-game-over"),
                VotePhase::Ended => i18n.tr("live-device-ended"),
            }];
        }
        vec![i18n.tr("live-device-wait")]
    }

    /// The position on the child's board now (tests: nothing of a
    /// complete answer is sown on it before the reveal).
    pub fn board(&self) -> Position {
        self.stage.shown
    }

    /// The keys line's words: the houses' keys only while a house can be
    /// played (an answer to give, a vote to cast), H while a hint is left.
    pub fn keys(&self, i18n: &Localizer) -> String {
        let plays = self.answering.is_some()
            || self
                .voting()
                .is_some_and(|ply| !self.votes.contains_key(&ply));
        let hint = self.hints_allowed() && self.hints < self.hint_count();
        i18n.tr(match (plays, hint) {
            (true, true) => "live-device-keys-hint",
            (true, false) => "live-device-keys",
            (false, _) => "live-device-keys-wait",
        })
    }

    /// Whether the board takes a tap now.
    fn takes_moves(&self) -> bool {
        self.stage.sowing.is_none()
            && (self.answering.is_some()
                || self
                    .voting()
                    .is_some_and(|ply| !self.votes.contains_key(&ply)))
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
        let words = speak::twinned(main, second, texts.text(24));
        let mut said = Column::new().spacing(8);
        if let Some(why) = &self.said {
            said = said.push(texts.text_box(vec![why.clone()], theme::notice));
        }
        let hints = self.hint_words(i18n);
        if !hints.is_empty() {
            let second = i18n.second().map(|l| self.hint_words(&l));
            said = said.push(
                container(speak::twinned(hints, second, texts.text(17)))
                    .padding(12)
                    .width(Fill)
                    .style(theme::tip),
            );
        }
        let title = text(i18n.tr(if self.view.vote.is_some() {
            "live-device-title-vote"
        } else {
            "live-device-title"
        }))
        .size(texts.text(28));
        let leave = button(text(i18n.tr("live-device-leave")).size(16))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(Message::Leave);
        let hint = self.hints_allowed().then(|| {
            button(text(i18n.tr("puzzle-hint")).size(16))
                .padding([8, 16])
                .style(theme::primary)
                .on_press_maybe((self.hints < self.hint_count()).then_some(Message::Hint))
        });
        let board_shown = self.answering.is_some()
            || self.stage.sowing.is_some()
            || self.view.vote.is_some()
            || matches!(
                self.view.challenge.as_ref().map(|c| c.phase),
                Some(Phase::Open { .. })
            );
        let body: Element<'a, Message> = if board_shown && !self.view.ended {
            let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
            let board = self
                .stage
                .view(names, self.takes_moves(), &[])
                .map(Message::Board);
            size.frame_between(
                words.into(),
                board,
                320.0,
                (said.into(), texts.verdict_room(), false),
            )
        } else {
            container(column![words, said].spacing(16).align_x(Center))
                .center_x(Fill)
                .padding(24)
                .into()
        };
        column![
            row![title]
                .push(hint)
                .push(leave)
                .spacing(24)
                .align_y(Center)
                .wrap(),
            body,
            crate::app::keys_line::view(&self.keys(i18n), iced::Left),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }
}

/// The puzzle open for answers in `view`, if one is.
fn open_puzzle(view: &View) -> Option<&PuzzleView> {
    let c = view.challenge.as_ref()?;
    match c.phase {
        Phase::Open { index, .. } => c.puzzle.as_ref().filter(|p| p.index == index),
        _ => None,
    }
}

fn answering(p: &PuzzleView) -> Option<Answering> {
    let start: Position = p.position.parse().ok()?;
    let run = Run::new(p.goal, start).ok()?;
    Some(Answering {
        index: p.index,
        run,
        own: Vec::new(),
    })
}

/// A house's number as its owner counts it (1 to 6).
fn own_number(house: u8) -> u8 {
    House::new(usize::from(house)).map_or(house + 1, |h| h.own_number())
}
