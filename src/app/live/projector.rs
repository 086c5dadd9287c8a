//! The projector during a live session, driven by the signed-in teacher:
//! the board as big as the room needs, with on each house how many
//! children played it (or voted for it) as the answers come; the class's
//! cards turning to "answered" without saying who was right; the timer;
//! "Reveal", which sows the right answer move by move, then the most
//! popular wrong move and the computer's answer to it; "Next", "End" and
//! the summary. In a game against the computer: the votes on the houses,
//! "Close the vote" (a tie is the teacher's to settle on the board), and
//! the computer's reply. The server keeps everything; this screen shows
//! its views and asks for the teacher's actions ([`Event::Act`]).

use std::collections::VecDeque;
use std::time::Duration;

use iced::time::Instant;
use iced::widget::{Canvas, Column, Row, button, column, container, row, scrollable, stack};
use iced::{Center, Element, Fill};

use super::counts::Counts;
use super::reveal::{Step, steps};
use crate::app::furigana::text;
use crate::app::play::sowing::Speed;
use crate::app::play::{BoardMessage, BoardSize, Stage};
use crate::app::puzzle::words::side_name;
use crate::app::remote::live::Action;
use crate::app::shape::Shape;
use crate::app::symbols::{self, Picture};
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::engine::{Game, House, Position, Side};
use crate::i18n::Localizer;
use crate::live::wire::{Report, View};
use crate::live::{Phase, VotePhase};

/// A child of the class, as their card shows them.
#[derive(Clone, Debug)]
pub struct Child {
    pub id: LearnerId,
    pub name: String,
    pub picture: Picture,
}

#[derive(Debug)]
pub struct Projector {
    view: View,
    class: Vec<Child>,
    stage: Stage,
    /// The reveal of the puzzle on show, its steps and how many are sown.
    reveal: Option<(usize, Vec<Step>, usize)>,
    /// Moves to sow one after the other (the vote's move and the
    /// computer's).
    queue: VecDeque<(Position, House)>,
    /// The game's moves already on the board (none before the first
    /// look).
    moves_shown: Option<usize>,
    /// When the open puzzle (or vote) was first seen here, and how long
    /// its timer runs.
    timer: Option<(usize, Instant, Duration)>,
    now: Instant,
    report: Option<Report>,
    said: Option<String>,
    /// The vote is tied (or empty): the teacher picks on the board. Kept
    /// until the vote of `vote_ply` is closed, whatever the looks bring.
    tie: bool,
    /// The move of the game whose vote is (or was last) open.
    vote_ply: Option<usize>,
    /// The puzzle (or vote) the lines under the board are about: another
    /// one clears them.
    lines_for: Option<(bool, usize)>,
    /// An action is on its way: the buttons wait.
    busy: bool,
    /// The puzzle whose position the board shows.
    board_for: Option<usize>,
    /// Views of the server taken in (looks and actions' answers).
    seen: u64,
    /// The houses of a tie (or, with no votes, every legal move): ringed
    /// on the board while the teacher chooses.
    tied: Vec<House>,
    /// The summary names each child with their answers: the teacher's
    /// choice there, off by default (in front of the class).
    names_shown: bool,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Act(Action),
    /// The reveal's next move.
    Step,
    Board(BoardMessage),
    Frame(Instant),
    Tick(Instant),
    /// The class's game in the game review.
    Review,
    /// The summary's "Show each child" (or "Hide").
    Names,
    Back,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Act(Action),
    Review(Game, Side),
    Back,
}

impl Projector {
    pub fn new(view: View, class: Vec<Child>, speed: Speed) -> Projector {
        let now = Instant::now();
        let mut p = Projector {
            view: view.clone(),
            class,
            stage: Stage::new(Position::START, speed),
            reveal: None,
            queue: VecDeque::new(),
            moves_shown: None,
            timer: None,
            now,
            report: None,
            said: None,
            tie: false,
            vote_ply: None,
            lines_for: None,
            busy: false,
            board_for: None,
            seen: 0,
            tied: Vec::new(),
            names_shown: false,
        };
        p.seen(view, now);
        p
    }

    pub fn session(&self) -> &str {
        &self.view.session
    }

    pub fn view_seen(&self) -> &View {
        &self.view
    }

    /// Whether someone answered (or voted) whose card the projector does
    /// not have: a child who joined the class after it opened.
    pub fn has_strangers(&self) -> bool {
        self.answered()
            .iter()
            .chain(&self.view.joined)
            .any(|id| !self.class.iter().any(|c| &c.id == id))
    }

    /// The class's cards, as the server has them now.
    pub fn set_class(&mut self, class: Vec<Child>) {
        self.class = class;
    }

    /// How many of the server's views it took in.
    pub fn views_seen(&self) -> u64 {
        self.seen
    }

    pub fn report(&self) -> Option<&Report> {
        self.report.as_ref()
    }

    pub fn is_animating(&self) -> bool {
        self.stage.sowing.is_some()
    }

    /// The counts on the board's houses now (tests, and the screen).
    pub fn counts(&self) -> crate::live::Houses {
        if let Some(c) = &self.view.challenge {
            return c
                .tally
                .or(c.reveal.as_ref().map(|r| r.tally))
                .unwrap_or([0; 12]);
        }
        self.view
            .vote
            .as_ref()
            .and_then(|v| v.tally)
            .unwrap_or([0; 12])
    }

    /// Who answered the puzzle on show (or voted the move), in order.
    pub fn answered(&self) -> &[LearnerId] {
        if let Some(c) = &self.view.challenge {
            return &c.answered;
        }
        self.view.vote.as_ref().map_or(&[], |v| &v.voted)
    }

    /// The children who joined on their devices (and those who answered
    /// or voted, who are here too), as the cards show them.
    pub fn here(&self) -> Vec<&LearnerId> {
        self.class
            .iter()
            .map(|c| &c.id)
            .filter(|id| self.view.joined.contains(id) || self.answered().contains(id))
            .collect()
    }

    /// The server's view now.
    pub fn seen(&mut self, view: View, now: Instant) {
        self.busy = false;
        self.seen += 1;
        // What was said of another puzzle or vote is not said under this
        // one.
        let about = match (&view.challenge, &view.vote) {
            (Some(c), _) => match c.phase {
                Phase::Open { index, .. } | Phase::Revealed { index } => Some((true, index)),
                _ => None,
            },
            (None, Some(v)) => match v.phase {
                VotePhase::Voting { ply, .. } => Some((false, ply)),
                _ => self.lines_for,
            },
            (None, None) => None,
        };
        if about != self.lines_for {
            self.said = None;
            self.lines_for = about;
        }
        if let Some(c) = &view.challenge {
            let place = match c.phase {
                Phase::Open { index, .. } | Phase::Revealed { index } => Some(index),
                _ => None,
            };
            // The reveal's moves and words belong to the puzzle revealed:
            // gone once the next one opens.
            if !matches!(c.phase, Phase::Revealed { .. }) {
                self.reveal = None;
            }
            if let Some(p) = c
                .puzzle
                .as_ref()
                .and_then(|p| p.position.parse::<Position>().ok())
                && self.board_for != place
                && !matches!(c.phase, Phase::Revealed { .. })
            {
                // A new board only for another puzzle: the same board's
                // drawing is kept (and a sowing on it goes on) from one
                // look to the next.
                self.stage = Stage::new(p, self.stage.speed);
                self.board_for = place;
            }
            if let (
                Phase::Open {
                    index,
                    opened,
                    deadline,
                },
                Some(total),
            ) = (c.phase, c.seconds)
                && self.timer.is_none_or(|(i, ..)| i != index)
            {
                let total = deadline.map_or(u64::from(total) * 1000, |d| d.saturating_sub(opened));
                self.timer = Some((index, now, Duration::from_millis(total)));
            }
            if let (Phase::Revealed { index }, Some(r)) = (c.phase, &c.reveal)
                && self.reveal.as_ref().is_none_or(|(i, ..)| *i != index)
                && let Some(v) = &c.puzzle
                && let Ok(p) = v.position.parse()
            {
                self.reveal = Some((index, steps(p, v.goal, r), 0));
                self.stage = Stage::new(p, self.stage.speed);
                self.board_for = Some(index);
                self.timer = None;
            }
        }
        if let Some(v) = &view.vote {
            let start: Option<Position> = v.start.parse().ok();
            if let Some(start) = start {
                let mut game = Game::new(start);
                let mut positions = vec![start];
                for &m in &v.moves {
                    if let Some(h) = House::new(usize::from(m))
                        && game.play(h).is_ok()
                    {
                        positions.push(game.position());
                    }
                }
                match self.moves_shown {
                    // The first look: the board as it is.
                    None => {
                        let last = *positions.last().unwrap_or(&start);
                        self.stage = Stage::new(last, self.stage.speed);
                    }
                    Some(shown) => {
                        let played = positions.iter().zip(&v.moves).skip(shown);
                        for (&from, &m) in played {
                            if let Some(h) = House::new(usize::from(m)) {
                                self.queue.push_back((from, h));
                            }
                        }
                        self.next_in_queue();
                    }
                }
                self.moves_shown = Some(positions.len() - 1);
            }
            // A new vote: no tie yet, and its own timer. (The same vote
            // keeps its tie, timer or not: a look must not undo it.)
            if let VotePhase::Voting { ply, deadline } = v.phase {
                if self.vote_ply != Some(ply) {
                    self.vote_ply = Some(ply);
                    self.tie = false;
                    self.timer = deadline.map(|d| {
                        let left = d.saturating_sub(crate::app::clock::millis());
                        (ply, now, Duration::from_millis(left.min(3_600_000)))
                    });
                }
            } else {
                self.timer = None;
                self.tie = false;
            }
        }
        self.view = view;
        self.tied = self.tied_houses();
    }

    /// The houses the teacher chooses between in a tie: those with the
    /// most votes (every legal move when there are none).
    fn tied_houses(&self) -> Vec<House> {
        if !self.tie {
            return Vec::new();
        }
        let counts = self.counts();
        let legal: Vec<House> = self.voted_on().legal_moves().collect();
        let top = legal.iter().map(|h| counts[h.index()]).max().unwrap_or(0);
        legal
            .into_iter()
            .filter(|h| counts[h.index()] == top)
            .collect()
    }

    /// The houses ringed for the teacher's pick in a tie.
    pub fn tied(&self) -> &[House] {
        &self.tied
    }

    /// Whether the summary names each child.
    pub fn names_shown(&self) -> bool {
        self.names_shown
    }

    fn next_in_queue(&mut self) {
        if self.stage.sowing.is_none()
            && let Some((from, house)) = self.queue.pop_front()
        {
            self.stage.start = from;
            self.stage.show(from, house);
        }
    }

    /// What the teacher asked failed: why, in words (a tie asks for the
    /// teacher's pick on the board).
    pub fn failed(&mut self, why: String, tie: bool) {
        self.busy = false;
        self.tie = tie;
        self.said = Some(why);
        self.tied = self.tied_houses();
    }

    pub fn reported(&mut self, report: Report) {
        self.report = Some(report);
    }

    /// The seconds the timer has left, if there is one.
    pub fn seconds_left(&self) -> Option<u64> {
        let (_, since, total) = self.timer?;
        let gone = self.now.saturating_duration_since(since);
        Some(total.saturating_sub(gone).as_secs_f64().ceil() as u64)
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Act(a) => {
                if self.busy {
                    return None;
                }
                self.busy = true;
                self.said = None;
                Some(Event::Act(a))
            }
            Message::Step => {
                if let Some((_, steps, at)) = &mut self.reveal
                    && let Some(step) = steps.get(*at)
                {
                    self.stage.start = step.from;
                    self.stage.show(step.from, step.house);
                    *at += 1;
                }
                None
            }
            Message::Board(BoardMessage::Hovered(h)) => {
                self.stage.hovered = h;
                None
            }
            Message::Board(BoardMessage::Clicked(h)) => {
                let legal = self.voted_on().legal_moves().any(|m| m == h);
                (self.tie && legal && !self.busy).then(|| {
                    self.busy = true;
                    Event::Act(Action::Close(Some(h.index() as u8)))
                })
            }
            Message::Frame(now) => {
                if let Some(s) = &mut self.stage.sowing
                    && s.tick(now)
                {
                    self.stage.sowing = None;
                    self.next_in_queue();
                }
                None
            }
            Message::Tick(now) => {
                self.now = now;
                // The timer ran out: the projector reveals (or closes the
                // vote) itself, as the teacher would.
                if self.seconds_left() == Some(0) && !self.busy && !self.tie {
                    self.timer = None;
                    let open = matches!(
                        self.view.challenge.as_ref().map(|c| c.phase),
                        Some(Phase::Open { .. })
                    );
                    let voting = matches!(
                        self.view.vote.as_ref().map(|v| v.phase),
                        Some(VotePhase::Voting { .. })
                    );
                    if open || voting {
                        self.busy = true;
                        return Some(Event::Act(if open {
                            Action::Reveal
                        } else {
                            Action::Close(None)
                        }));
                    }
                }
                None
            }
            Message::Names => {
                self.names_shown = !self.names_shown;
                None
            }
            Message::Review => {
                // The summary's game once ended, else the one on show.
                let v = self
                    .report
                    .as_ref()
                    .and_then(|r| r.vote.as_ref())
                    .or(self.view.vote.as_ref())?;
                let start: Position = v.start.parse().ok()?;
                let mut game = Game::new(start);
                for &m in &v.moves {
                    game.play(House::new(usize::from(m))?).ok()?;
                }
                Some(Event::Review(game, v.class.into()))
            }
            Message::Back => Some(Event::Back),
        }
    }
}

impl Projector {
    /// The green button's action, the one Enter takes.
    fn primary(&self) -> Option<Message> {
        if let Some(c) = &self.view.challenge {
            let last = match c.phase {
                Phase::Open { index, .. } | Phase::Revealed { index } => index + 1 >= c.puzzles,
                _ => false,
            };
            return match c.phase {
                Phase::Lobby => Some(Message::Act(Action::Next)),
                Phase::Open { .. } => Some(Message::Act(Action::Reveal)),
                Phase::Revealed { .. } if self.reveal_left() => Some(Message::Step),
                Phase::Revealed { .. } if !last => Some(Message::Act(Action::Next)),
                _ => None,
            };
        }
        match self.view.vote.as_ref()?.phase {
            VotePhase::Voting { .. } if !self.tie => Some(Message::Act(Action::Close(None))),
            VotePhase::Computer { .. } => Some(Message::Act(Action::Next)),
            VotePhase::Over | VotePhase::Ended => Some(Message::Review),
            _ => None,
        }
    }

    /// The position the class votes on: the server's, not the board's,
    /// which may still be sowing the moves before it.
    fn voted_on(&self) -> Position {
        self.view
            .vote
            .as_ref()
            .and_then(|v| v.position.parse().ok())
            .unwrap_or(self.stage.shown)
    }

    /// Whether the reveal has moves left to sow.
    fn reveal_left(&self) -> bool {
        self.reveal.as_ref().is_some_and(|(_, s, at)| *at < s.len())
    }

    /// What the keys do here: Enter the green button, Space the reveal's
    /// next move, E ends, Esc goes back to the class; in a tie, 1 to 6
    /// choose the class's house.
    pub fn key(&self, key: &iced::keyboard::Key) -> Option<Message> {
        use iced::keyboard::{Key, key::Named};
        match key.as_ref() {
            Key::Named(Named::Enter) => self.primary(),
            Key::Named(Named::Space) => Some(Message::Step),
            Key::Named(Named::Escape) => Some(Message::Back),
            Key::Character("e" | "E") if !self.view.ended => Some(Message::Act(Action::End)),
            Key::Character("n" | "N") if self.report.is_some() => Some(Message::Names),
            Key::Character(c) if self.tie => {
                let n: u8 = c.parse().ok()?;
                let h = House::from_own(self.voted_on().to_move(), n)?;
                Some(Message::Board(BoardMessage::Clicked(h)))
            }
            _ => None,
        }
    }
}

/// The projector's keys line: read from the back of the room at the
/// projector's size, the usual 14 px otherwise.
fn keys_size(texts: BoardSize) -> f32 {
    match texts {
        BoardSize::Projector => 24.0,
        _ => texts.text(14),
    }
}

fn own(house: House) -> u8 {
    house.own_number()
}

impl Projector {
    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, size, texts, Shape::of(window)))
    }

    /// The headline: which puzzle, the timer, how many answered. The
    /// first line and the count of answers (or votes) are the big ones:
    /// the class reads them from the back of the room.
    fn headline_sized(&self, i18n: &Localizer) -> Vec<(String, u16)> {
        let counts = [
            i18n.tr_with(
                "live-answered-count",
                &[
                    ("answered", self.answered().len().into()),
                    ("total", self.class.len().into()),
                ],
            ),
            i18n.tr_with(
                "live-voted-count",
                &[
                    ("voted", self.answered().len().into()),
                    ("total", self.class.len().into()),
                ],
            ),
            self.here_line(i18n),
        ];
        self.headline(i18n)
            .into_iter()
            .enumerate()
            .map(|(i, line)| {
                let big = i == 0 || counts.contains(&line);
                (line, if big { 30 } else { 20 })
            })
            .collect()
    }

    /// "Here: 12 of 25."
    fn here_line(&self, i18n: &Localizer) -> String {
        i18n.tr_with(
            "live-lobby-here",
            &[
                ("here", self.here().len().into()),
                ("total", self.class.len().into()),
            ],
        )
    }

    fn headline(&self, i18n: &Localizer) -> Vec<String> {
        let mut out = Vec::new();
        let answered = self.answered().len();
        let class = self.class.len();
        if let Some(c) = &self.view.challenge {
            out.push(match c.phase {
                Phase::Lobby => i18n.tr_with("live-lobby", &[("count", c.puzzles.into())]),
                Phase::Open { index, .. } | Phase::Revealed { index } => i18n.tr_with(
                    "live-puzzle-of",
                    &[("number", (index + 1).into()), ("count", c.puzzles.into())],
                ),
                Phase::Ended => i18n.tr("live-ended"),
            });
            if let (Some(p), Some(pos)) = (
                &c.puzzle,
                c.puzzle
                    .as_ref()
                    .and_then(|p| p.position.parse::<Position>().ok()),
            ) && !matches!(c.phase, Phase::Lobby | Phase::Ended)
            {
                out.push(i18n.puzzle_prompt(p.goal, &pos));
            }
            if c.phase == Phase::Lobby {
                out.push(self.here_line(i18n));
            }
            if matches!(c.phase, Phase::Open { .. } | Phase::Revealed { .. }) {
                out.push(i18n.tr_with(
                    "live-answered-count",
                    &[("answered", answered.into()), ("total", class.into())],
                ));
            }
        }
        if let Some(v) = &self.view.vote {
            let level = crate::coach::Level::new(v.level)
                .map(|l| i18n.tr(l.name_id()))
                .unwrap_or_default();
            out.push(i18n.tr_with(
                "live-vote-title",
                &[("level", v.level.into()), ("name", level.into())],
            ));
            out.push(match v.phase {
                VotePhase::Voting { .. } => i18n.tr_with(
                    "live-voted-count",
                    &[("voted", answered.into()), ("total", class.into())],
                ),
                VotePhase::Computer { .. } => i18n.tr("live-computer-thinking"),
                VotePhase::Over | VotePhase::Ended => {
                    let p = self.stage.shown;
                    let me = Side::from(v.class);
                    i18n.tr_with(
                        "live-game-over",
                        &[
                            ("seeds", p.store(me).into()),
                            ("theirs", p.store(!me).into()),
                        ],
                    )
                }
            });
        }
        out
    }

    /// The lines under the board: the reveal's words, then a tie's
    /// question or what failed.
    pub fn below(&self, i18n: &Localizer) -> Vec<String> {
        let mut out = self.reveal_words(i18n).unwrap_or_default();
        out.extend(self.notice(i18n));
        out
    }

    fn notice(&self, i18n: &Localizer) -> Option<String> {
        if self.tie {
            Some(i18n.tr("live-tie-pick"))
        } else {
            self.said.clone()
        }
    }

    /// Whether the teacher is asked to settle the vote on the board.
    pub fn is_tied(&self) -> bool {
        self.tie
    }

    /// What the reveal says now.
    fn reveal_words(&self, i18n: &Localizer) -> Option<Vec<String>> {
        let (_, steps, at) = self.reveal.as_ref()?;
        Some(match at.checked_sub(1) {
            None => vec![i18n.tr("live-reveal-ready")],
            Some(i) => steps[i].words(i18n),
        })
    }

    fn buttons<'a>(&self, i18n: &Localizer, texts: BoardSize) -> Row<'a, Message> {
        let t = texts.text(18);
        let big = |key: &str, m: Option<Message>, primary: bool| {
            button(text(i18n.tr(key)).size(t))
                .padding([10, 20])
                .style(if primary {
                    theme::primary
                } else {
                    theme::secondary
                })
                .on_press_maybe(m.filter(|_| !self.busy))
        };
        let mut bar = Row::new().spacing(12).align_y(Center);
        if let Some(c) = &self.view.challenge {
            let last = match c.phase {
                Phase::Open { index, .. } | Phase::Revealed { index } => index + 1 >= c.puzzles,
                _ => false,
            };
            match c.phase {
                Phase::Lobby => {
                    bar = bar.push(big("live-first", Some(Message::Act(Action::Next)), true));
                }
                Phase::Open { .. } => {
                    bar = bar.push(big("live-reveal", Some(Message::Act(Action::Reveal)), true));
                }
                Phase::Revealed { .. } => {
                    let more = self.reveal.as_ref().is_some_and(|(_, s, at)| *at < s.len());
                    if more {
                        bar = bar.push(big("live-reveal-step", Some(Message::Step), true));
                    }
                    if !last {
                        bar = bar.push(big("live-next", Some(Message::Act(Action::Next)), !more));
                    }
                }
                Phase::Ended => {}
            }
        }
        if let Some(v) = &self.view.vote {
            match v.phase {
                VotePhase::Voting { .. } if !self.tie => {
                    bar = bar.push(big(
                        "live-close-vote",
                        Some(Message::Act(Action::Close(None))),
                        true,
                    ));
                }
                VotePhase::Computer { .. } => {
                    bar = bar.push(big(
                        "live-computer-play",
                        Some(Message::Act(Action::Next)),
                        true,
                    ));
                }
                VotePhase::Over | VotePhase::Ended => {
                    bar = bar.push(big("live-review", Some(Message::Review), true));
                }
                _ => {}
            }
        }
        if !self.view.ended {
            bar = bar.push(big("live-end", Some(Message::Act(Action::End)), false));
        }
        bar.push(big("live-back", Some(Message::Back), false))
    }

    /// The class's cards: marked "here" once the child joined, lit in
    /// the lobby; during a puzzle (or a vote) lit once the child answered
    /// (or voted).
    fn cards<'a>(&self, i18n: &Localizer, texts: BoardSize) -> Element<'a, Message> {
        let answered = self.answered();
        let here = self.here();
        let lobby = self
            .view
            .challenge
            .as_ref()
            .is_some_and(|c| c.phase == Phase::Lobby);
        let t = texts.text(18);
        let done = if self.view.vote.is_some() {
            "live-card-voted"
        } else {
            "live-card-answered"
        };
        let cards = self.class.iter().map(|c| {
            let is_here = here.contains(&&c.id);
            let lit = answered.contains(&c.id) || (lobby && is_here);
            let mark = if answered.contains(&c.id) {
                i18n.tr(done)
            } else if is_here {
                i18n.tr("live-card-here")
            } else {
                String::new()
            };
            container(
                row![
                    symbols::view(c.picture, t * 1.8),
                    column![text(c.name.clone()).size(t), text(mark).size(t * 0.85)].spacing(2),
                ]
                .spacing(8)
                .align_y(Center),
            )
            .padding([6, 10])
            .width(t * 11.0)
            .style(if lit { theme::reminder } else { theme::panel })
            .into()
        });
        Row::with_children(cards)
            .spacing(8)
            .wrap()
            .vertical_spacing(8)
            .into()
    }

    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        texts: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        if let Some(r) = &self.report {
            return self.summary(i18n, r, texts, shape);
        }
        let mut top = Column::new().spacing(6).width(Fill);
        for (line, size) in self.headline_sized(i18n) {
            top = top.push(text(line).size(texts.text(size)));
        }
        let timer = self.seconds_left().map(|s| {
            container(text(format!("{}:{:02}", s / 60, s % 60)).size(texts.text(40)))
                .padding([6, 18])
                .style(theme::panel)
        });
        let head = row![top].push(timer).spacing(16).align_y(Center);
        let names = [side_name(i18n, Side::South), side_name(i18n, Side::North)];
        let (right, wrong) = self.marks();
        let board = stack![
            self.stage
                .view(names, self.tie, &self.tied)
                .map(Message::Board),
            Canvas::new(Counts {
                houses: self.counts(),
                right,
                wrong,
            })
            .width(Fill)
            .height(Fill),
        ];
        let mut below = Column::new().spacing(10);
        if let Some(w) = self.reveal_words(i18n) {
            below = below.push(texts.text_box(w, theme::reminder));
        }
        if let Some(notice) = self.notice(i18n) {
            below = below.push(texts.text_box(vec![notice], theme::notice));
        }
        below = below.push(self.cards(i18n, texts));
        column![
            head,
            size.frame_with(board.into(), 320.0, below.into(), texts.verdict_room()),
            self.buttons(i18n, texts).wrap().vertical_spacing(8),
            crate::app::keys_line::sized(
                &i18n.tr("live-projector-keys"),
                iced::Left,
                keys_size(texts)
            ),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }

    /// The right first move and the popular wrong one, once revealed.
    fn marks(&self) -> (Option<u8>, Option<u8>) {
        let Some(c) = &self.view.challenge else {
            return (None, None);
        };
        match (&c.reveal, c.phase) {
            (Some(r), Phase::Revealed { .. }) => {
                (r.line.first().copied(), r.wrong.map(|w| w.house))
            }
            _ => (None, None),
        }
    }

    /// The end: per puzzle what the class did; per child their answers
    /// and hints only when the teacher chooses to show them (the class
    /// is watching). A game against the computer: what was played, and
    /// its review.
    fn summary<'a>(
        &'a self,
        i18n: &Localizer,
        r: &Report,
        texts: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let t = texts.text(18);
        let title = if r.challenge.is_some() {
            "live-summary-title"
        } else {
            "live-game-summary-title"
        };
        let mut page = Column::new()
            .spacing(10)
            .push(text(i18n.tr(title)).size(texts.text(30)));
        let button_of = |key: &str, m: Message, primary: bool| {
            button(text(i18n.tr(key)).size(t))
                .padding([10, 20])
                .style(if primary {
                    theme::primary
                } else {
                    theme::secondary
                })
                .on_press(m)
        };
        let mut bar = Row::new().spacing(12).align_y(Center);
        if let Some(s) = &r.challenge {
            for p in &s.puzzles {
                page = page.push(self.puzzle_lines(i18n, p, t));
            }
            if !s.learners.is_empty() {
                bar = bar.push(button_of(
                    if self.names_shown {
                        "live-summary-hide-children"
                    } else {
                        "live-summary-show-children"
                    },
                    Message::Names,
                    false,
                ));
            }
            if self.names_shown {
                page = page.push(text(i18n.tr("live-summary-children")).size(texts.text(22)));
                for l in &s.learners {
                    page = page.push(self.child_line(i18n, l, t));
                }
            }
        }
        if let Some(v) = &r.vote {
            let (moves, stores) = played(v);
            let mut lines = vec![i18n.tr_with("live-game-moves", &[("count", moves.into())])];
            if moves > 0 {
                lines.push(i18n.tr_with(
                    "live-game-stores",
                    &[("seeds", stores.0.into()), ("theirs", stores.1.into())],
                ));
                bar = bar.push(button_of("live-review", Message::Review, true));
            }
            page = page.push(texts.text_box(lines, theme::panel));
        }
        let bar = bar.push(button_of("live-back", Message::Back, false));
        column![
            scrollable(page.width(Fill)).height(Fill).spacing(6),
            bar.wrap()
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .into()
    }

    /// A puzzle's lines in the summary: answers, right, the wrong move
    /// played most and, when asked for, the fastest.
    fn puzzle_lines<'a>(
        &self,
        i18n: &Localizer,
        p: &crate::live::summary::PuzzleSummary,
        t: f32,
    ) -> Element<'a, Message> {
        let line = i18n.tr_with(
            "live-summary-puzzle",
            &[
                ("number", (p.index + 1).into()),
                ("answered", p.answered.into()),
                ("solved", p.solved.into()),
                ("clean", p.clean.into()),
            ],
        );
        let names: Vec<String> = p.fastest.iter().map(|id| self.name_of(id)).collect();
        let fastest = (!names.is_empty()).then(|| {
            i18n.tr_with(
                "live-summary-fastest",
                &[("names", i18n.list(&names).into())],
            )
        });
        let wrong = p.wrong.and_then(|w| House::new(usize::from(w))).map(|h| {
            i18n.tr_with(
                "live-summary-wrong",
                &[
                    ("house", own(h).into()),
                    ("count", p.tally[h.index()].into()),
                ],
            )
        });
        container(
            column![text(line).size(t)]
                .push(wrong.map(|w| text(w).size(t * 0.9)))
                .push(fastest.map(|f| text(f).size(t * 0.9))),
        )
        .padding([8, 12])
        .width(Fill)
        .style(theme::panel)
        .into()
    }

    /// A child's line: their name, ✓ ✗ · per puzzle, how many right, and
    /// the hints they used.
    fn child_line<'a>(
        &self,
        i18n: &Localizer,
        l: &crate::live::summary::LearnerSummary,
        t: f32,
    ) -> Element<'a, Message> {
        let marks: String = l
            .puzzles
            .iter()
            .map(|p| match p {
                Some(true) => '✓',
                Some(false) => '✗',
                None => '·',
            })
            .collect();
        let hints = (l.hints > 0)
            .then(|| i18n.tr_with("live-summary-child-hints", &[("hints", l.hints.into())]));
        row![
            text(self.name_of(&l.learner)).size(t).width(t * 12.0),
            text(marks).size(t),
            text(i18n.tr_with(
                "live-summary-child",
                &[("solved", l.solved.into()), ("answered", l.answered.into())],
            ))
            .size(t),
        ]
        .push(hints.map(|h| text(h).size(t)))
        .spacing(16)
        // On a narrow screen the hints go under the rest.
        .wrap()
        .vertical_spacing(4)
        .into()
    }

    fn name_of(&self, id: &LearnerId) -> String {
        self.class
            .iter()
            .find(|c| &c.id == id)
            .map_or_else(|| id.to_string(), |c| c.name.clone())
    }
}

/// How many moves the class's game had, and the stores at its end (the
/// class's, the computer's).
fn played(v: &crate::live::wire::VoteView) -> (usize, (u8, u8)) {
    let Ok(start) = v.start.parse::<Position>() else {
        return (0, (0, 0));
    };
    let mut game = Game::new(start);
    for &m in &v.moves {
        match House::new(usize::from(m)) {
            Some(h) if game.play(h).is_ok() => {}
            _ => break,
        }
    }
    let p = game.position();
    let me = Side::from(v.class);
    (v.moves.len(), (p.store(me), p.store(!me)))
}
