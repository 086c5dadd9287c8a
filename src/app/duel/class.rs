//! The teacher's "Games between classmates" (issue 29 §1, docs/games.md):
//! the class's games now (who plays whom, whose move, how many moves, how
//! long since the last), who is on a device, "Pair two children", per
//! game "Show on the projector", "End the game" with the result to give,
//! "Adjourn" and "Resume", a running game's own move timer, and the move
//! timer of the class's new games.
//! The projector (`boards.rs`) is this screen's other face: one game big,
//! or every game as a grid. Texts are the teacher's (the class's
//! language, no second one, no readings).
//!
//! What the server says comes as the class's list (`GET
//! /api/teacher/duels`) and its events (for the time of each game's last
//! move); the teacher's stream makes the screen look at once.

use std::collections::HashMap;

use iced::time::Instant;
use iced::widget::{Column, Row, button, column, container, row, scrollable};
// The app's text: it tells screen readers its size (headings).
use crate::app::furigana::text;
use iced::{Center, Element, Fill};

use super::{LOOK, PUSHED};
use crate::app::play::sowing::Speed;
use crate::app::play::{BoardSize, Stage};
use crate::app::remote::api::Failure;
use crate::app::remote::duel::Teach;
use crate::app::remote::push::Push;
use crate::app::shape::Shape;
use crate::app::symbols::Picture;
use crate::app::theme;
use crate::classroom::LearnerId;
use crate::duel::{Body, Event as Happened, Millis, Phase, Verdict, View};
use crate::engine::{House, Position};
use crate::i18n::Localizer;

/// The move timer's choices for the class's new games (none: off).
pub const TIMERS: [Option<u32>; 5] = [None, Some(30), Some(60), Some(120), Some(300)];

/// A child of the class, as the teacher's list names them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kid {
    pub id: LearnerId,
    pub name: String,
    pub picture: Picture,
}

/// What the screen shows.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Show {
    /// The teacher's list.
    #[default]
    List,
    /// One game on the projector, big.
    One(String),
    /// Every game in progress, as a grid.
    All,
}

/// One game's board, following the server's views: a move the view adds
/// is sown as on the children's screens, anything else shown at once.
#[derive(Debug)]
pub struct Followed {
    pub stage: Stage,
    shown: Vec<u8>,
}

impl Followed {
    fn new(view: &View, speed: Speed) -> Followed {
        let position = view.position.parse().unwrap_or(Position::START);
        Followed {
            stage: Stage::new(position, speed),
            shown: view.moves.clone(),
        }
    }

    fn follow(&mut self, view: &View) {
        if view.moves == self.shown {
            return;
        }
        if view.moves.len() == self.shown.len() + 1
            && view.moves.starts_with(&self.shown)
            && let Some(house) = view.moves.last().and_then(|&h| House::new(usize::from(h)))
        {
            let from = self.stage.shown;
            self.stage.show(from, house);
            self.stage.start = self.stage.shown;
            self.shown = view.moves.clone();
            return;
        }
        *self = Followed::new(view, self.stage.speed);
    }
}

#[derive(Debug)]
pub struct ClassGames {
    /// The class's latest games, as the server listed them.
    pub games: Vec<View>,
    /// Who is on a device of the class now.
    pub here: Vec<LearnerId>,
    /// The class's children (the teacher's view's, asked again when a
    /// child it does not know plays or is here).
    pub class: Vec<Kid>,
    /// The class's children are being asked for.
    pub asking_class: bool,
    /// The children the class was asked again for (one unknown still is
    /// not asked for again and again).
    asked_for: Vec<LearnerId>,
    /// "Pair two children": who plays South (moves first), and North.
    pub south: Option<LearnerId>,
    pub north: Option<LearnerId>,
    /// The game whose "End the game" asks for the result.
    ending: Option<String>,
    /// The game whose "Move timer…" shows the timers to choose from.
    pub timing: Option<String>,
    /// The move timer of the class's new games, as set here (off until
    /// the teacher sets it).
    pub timer: Option<u32>,
    /// Why the last thing asked was refused, in words.
    pub said: Option<String>,
    pub show: Show,
    /// The server answered at least once.
    pub loaded: bool,
    /// The last event of the class read, and when each game's last move
    /// was made (the server's milliseconds).
    pub seq: u64,
    moved_at: HashMap<String, Millis>,
    /// The boards of the games on the projector.
    boards: HashMap<String, Followed>,
    speed: Speed,
    /// Something asked is on its way.
    pub sending: bool,
    pub looks: Looks,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    South(LearnerId),
    North(LearnerId),
    Pair,
    ClassTimer(Option<u32>),
    /// "Show on the projector".
    Project(String),
    /// "All boards on the projector".
    AllBoards,
    EndAsk(String),
    End(String, Option<Verdict>),
    EndCancel,
    /// "Move timer…" on a game: its choices show (again: hidden).
    TimerAsk(String),
    /// A game's own move timer (none: off).
    GameTimer(String, Option<u32>),
    Adjourn(String),
    Resume(String),
    /// Esc or the back button: the projector to the list, the list to
    /// the teacher's view.
    Back,
    Frame(Instant),
    /// The pointer over a projected board (nothing to do).
    Pointer,
}

/// A look's answer: the class's games, who is here, and the class's
/// events since the last read.
pub type Looked = (Vec<View>, Vec<LearnerId>, Vec<Happened>);

/// The class server's answers to the screen's questions.
#[derive(Clone, Debug)]
pub enum Answer {
    /// A look: the class's games and who is here, and the events since
    /// the last read.
    Looked(Result<Looked, Failure>),
    /// A pairing of these two (South, North).
    Paired {
        asked: Vec<LearnerId>,
        answer: Result<View, Failure>,
    },
    /// What the teacher did to a game.
    Taught(Result<View, Failure>),
    /// The class's timer for new games set.
    TimerSet(Option<u32>, Result<(), Failure>),
    /// What the teacher's stream pushed.
    Pushed(Push),
    /// The class's children again (a child the list did not know yet
    /// plays or is here).
    Class(Result<Vec<Kid>, Failure>),
}

/// When the screen looks at the class's games: every [`LOOK`] with no
/// stream, every [`PUSHED`] while it is heard, at once after a push.
#[derive(Debug, Default)]
pub struct Looks {
    due: Option<Instant>,
    out: bool,
    again: bool,
    pub pushed: bool,
}

impl Looks {
    /// Whether to look at `at`; taken as on its way if so.
    pub fn due(&mut self, at: Instant, now: Instant) -> bool {
        if self.out || self.due.is_some_and(|d| at < d) {
            return false;
        }
        self.out = true;
        self.due = Some(now + if self.pushed { PUSHED } else { LOOK });
        true
    }

    /// A look came back; whether a push came meanwhile (look again).
    pub fn back(&mut self) -> bool {
        self.out = false;
        if std::mem::take(&mut self.again) {
            self.due = None;
        }
        self.due.is_none()
    }

    pub fn heard(&mut self, p: Push) {
        self.pushed = matches!(p, Push::Open | Push::Event(_));
        self.soon();
    }

    pub fn soon(&mut self) {
        self.due = None;
        if self.out {
            self.again = true;
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Pair { south: LearnerId, north: LearnerId },
    Teach(String, Teach),
    ClassTimer(Option<u32>),
    Back,
}

impl ClassGames {
    pub fn new(class: Vec<Kid>, speed: Speed) -> ClassGames {
        ClassGames {
            games: Vec::new(),
            here: Vec::new(),
            class,
            asking_class: false,
            asked_for: Vec::new(),
            south: None,
            north: None,
            ending: None,
            timing: None,
            timer: None,
            said: None,
            show: Show::List,
            loaded: false,
            seq: 0,
            moved_at: HashMap::new(),
            boards: HashMap::new(),
            speed,
            sending: false,
            looks: Looks::default(),
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::South(id) => {
                if self.north.as_ref() == Some(&id) {
                    self.north = None;
                }
                self.south = Some(id);
                None
            }
            Message::North(id) => {
                if self.south.as_ref() == Some(&id) {
                    self.south = None;
                }
                self.north = Some(id);
                None
            }
            Message::Pair => {
                let (south, north) = (self.south.clone()?, self.north.clone()?);
                self.send(Event::Pair { south, north })
            }
            Message::ClassTimer(t) => self.send(Event::ClassTimer(t)),
            Message::Project(id) => {
                self.show = Show::One(id);
                self.ending = None;
                None
            }
            Message::AllBoards => {
                self.show = Show::All;
                self.ending = None;
                None
            }
            Message::EndAsk(id) => {
                self.ending = Some(id);
                self.timing = None;
                None
            }
            Message::TimerAsk(id) => {
                self.ending = None;
                self.timing = if self.timing.as_ref() == Some(&id) {
                    None
                } else {
                    Some(id)
                };
                None
            }
            Message::GameTimer(id, t) => {
                self.timing = None;
                self.send(Event::Teach(id, Teach::Timer(t)))
            }
            Message::EndCancel => {
                self.ending = None;
                None
            }
            Message::End(id, result) => {
                self.ending = None;
                self.send(Event::Teach(id, Teach::End(result)))
            }
            Message::Adjourn(id) => self.send(Event::Teach(id, Teach::Adjourn)),
            Message::Resume(id) => self.send(Event::Teach(id, Teach::Resume)),
            Message::Back => match self.show {
                Show::List if self.ending.is_some() || self.timing.is_some() => {
                    self.ending = None;
                    self.timing = None;
                    None
                }
                Show::List => Some(Event::Back),
                _ => {
                    self.show = Show::List;
                    None
                }
            },
            Message::Pointer => None,
            Message::Frame(now) => {
                for b in self.boards.values_mut() {
                    if let Some(s) = &mut b.stage.sowing
                        && s.tick(now)
                    {
                        b.stage.sowing = None;
                    }
                }
                None
            }
        }
    }

    fn send(&mut self, e: Event) -> Option<Event> {
        if self.sending {
            return None;
        }
        self.sending = true;
        self.said = None;
        Some(e)
    }

    /// What was asked came back: refused with why (in words), or done.
    pub fn answered(&mut self, refused: Option<String>) {
        self.sending = false;
        self.said = refused;
    }

    /// A pairing went through: the choices are cleared for the next.
    pub fn paired(&mut self, view: View) {
        self.south = None;
        self.north = None;
        self.seen(view);
    }

    /// The class's timer for new games was set.
    pub fn timer_set(&mut self, t: Option<u32>) {
        self.timer = t;
    }

    /// The server's list of the class's games, and who is here.
    pub fn listed(&mut self, games: Vec<View>, here: Vec<LearnerId>) {
        self.loaded = true;
        self.here = here;
        self.games = games;
        self.follow_boards();
    }

    /// One game's view (a teacher's action's answer).
    pub fn seen(&mut self, view: View) {
        match self.games.iter_mut().find(|g| g.id == view.id) {
            Some(g) if g.seq <= view.seq => *g = view,
            Some(_) => {}
            None => self.games.insert(0, view),
        }
        self.follow_boards();
    }

    /// The class's events read after [`ClassGames::seq`]: when each
    /// game's last move was made.
    pub fn events(&mut self, events: &[Happened]) {
        for e in events {
            self.seq = self.seq.max(e.seq);
            if matches!(
                e.body,
                Body::Began { .. } | Body::Moved { .. } | Body::TookBack { .. }
            ) {
                self.moved_at.insert(e.game.clone(), e.at);
            }
        }
    }

    /// Whether a child the list does not know plays or is here (and the
    /// class is not being asked for already): the class is asked again.
    /// Taken as asked if so.
    pub fn strangers(&mut self) -> bool {
        let new: Vec<LearnerId> = self
            .here
            .iter()
            .chain(self.games.iter().flat_map(|g| [&g.challenger, &g.invited]))
            .filter(|id| !self.class.iter().any(|k| &k.id == *id) && !self.asked_for.contains(id))
            .cloned()
            .collect();
        if self.asking_class || new.is_empty() {
            return false;
        }
        self.asked_for.extend(new);
        self.asking_class = true;
        true
    }

    /// The boards follow the games they show.
    fn follow_boards(&mut self) {
        let speed = self.speed;
        self.boards
            .retain(|id, _| self.games.iter().any(|g| &g.id == id));
        for g in self.games.iter().filter(|g| g.seats.is_some()) {
            self.boards
                .entry(g.id.clone())
                .and_modify(|b| b.follow(g))
                .or_insert_with(|| Followed::new(g, speed));
        }
    }

    pub fn is_animating(&self) -> bool {
        self.show != Show::List && self.boards.values().any(|b| b.stage.sowing.is_some())
    }

    /// A game's board, once it began.
    pub fn board(&self, id: &str) -> Option<&Followed> {
        self.boards.get(id)
    }

    /// The games in progress (played or adjourned), and the invitations
    /// waiting, newest first as the server lists them.
    pub fn current(&self) -> impl Iterator<Item = &View> {
        self.games
            .iter()
            .filter(|g| matches!(g.phase, Phase::Playing | Phase::Adjourned | Phase::Invited))
    }

    /// The games on the projector's grid: those played or adjourned.
    pub fn on_boards(&self) -> impl Iterator<Item = &View> {
        self.games
            .iter()
            .filter(|g| matches!(g.phase, Phase::Playing | Phase::Adjourned))
    }

    pub fn name(&self, i18n: &Localizer, id: &LearnerId) -> String {
        self.class
            .iter()
            .find(|k| &k.id == id)
            .map_or_else(|| i18n.tr("duel-someone"), |k| k.name.clone())
    }

    /// A refusal in the teacher's words: a child busy is named (the one
    /// of the two who plays already, as the list shows).
    pub fn refusal(&self, i18n: &Localizer, id: &str, asked: &[LearnerId]) -> String {
        let busy = asked.iter().find(|k| {
            self.games.iter().any(|g| {
                matches!(g.phase, Phase::Playing | Phase::Adjourned)
                    && g.seats.as_ref().is_some_and(|s| s.contains(k))
            })
        });
        let who = busy.or(asked.first());
        let name = who.map(|k| self.name(i18n, k)).unwrap_or_default();
        let key = match id {
            "duel-busy" => "duel-teacher-busy",
            "duel-same-child" => "duel-teacher-same-child",
            "duel-unknown-learner" => "duel-unknown-learner",
            "duel-game-over" => "duel-game-over",
            "duel-bad-timer" => "duel-bad-timer",
            _ => "duel-teacher-refused",
        };
        i18n.tr_with(key, &[("name", name.into())])
    }

    /// One game's line on the teacher's list, in words.
    pub fn line(&self, i18n: &Localizer, g: &View, now: Millis) -> Vec<String> {
        let (south, north) = match &g.seats {
            Some([s, n]) => (self.name(i18n, s), self.name(i18n, n)),
            None => (self.name(i18n, &g.challenger), self.name(i18n, &g.invited)),
        };
        let pair = [
            ("southName", south.clone().into()),
            ("northName", north.clone().into()),
        ];
        let mut lines = vec![i18n.tr_with(
            if g.seats.is_some() {
                "duel-teacher-pair"
            } else {
                "duel-teacher-invitation"
            },
            &pair,
        )];
        match g.phase {
            Phase::Invited => {}
            Phase::Adjourned => lines.push(i18n.tr("duel-teacher-adjourned")),
            _ => {
                if let Some(to_move) = &g.to_move {
                    let name = self.name(i18n, to_move);
                    lines.push(i18n.tr_with("duel-teacher-to-move", &[("name", name.into())]));
                }
            }
        }
        if g.seats.is_some() {
            let moves = g.moves.len();
            let mut said = i18n.tr_with("duel-teacher-moves", &[("moves", moves.into())]);
            if let Some(at) = self.moved_at.get(&g.id) {
                let minutes = now.saturating_sub(*at) / 60_000;
                said.push_str(" · ");
                said.push_str(&i18n.tr_with(
                    "duel-teacher-since",
                    &[("minutes", (minutes as u32).into())],
                ));
            }
            lines.push(said);
        }
        if g.overdue {
            lines.push(i18n.tr("duel-teacher-overdue"));
        } else if let (Some(_), true) = (g.seconds, g.seats.is_some()) {
            let timer = timer_words(i18n, g.seconds);
            lines.push(i18n.tr_with("duel-teacher-game-timer-is", &[("timer", timer.into())]));
        }
        lines
    }

    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        size: BoardSize,
        now: Millis,
    ) -> Element<'a, Message> {
        size.fitted(move |texts, window| match &self.show {
            Show::List => self.list(i18n, texts, now, Shape::of(window)),
            Show::One(id) => super::boards::one(self, i18n, size, texts, id, window),
            Show::All => super::boards::all(self, i18n, texts, window),
        })
    }

    fn list<'a>(
        &'a self,
        i18n: &Localizer,
        size: BoardSize,
        now: Millis,
        shape: Shape,
    ) -> Element<'a, Message> {
        let t = |n: u16| size.text(n);
        let b = |label: String, primary: bool, m: Option<Message>| {
            button(text(label).size(t(16)))
                .padding([6, 14])
                .style(if primary {
                    theme::primary
                } else {
                    theme::secondary
                })
                .on_press_maybe(m.filter(|_| !self.sending))
        };
        let title = row![
            text(i18n.tr("duel-teacher-title")).size(t(28)).width(Fill),
            b(i18n.tr("duel-teacher-back"), false, Some(Message::Back)),
        ]
        .spacing(16)
        .align_y(Center);
        let mut body = Column::new().spacing(14);
        if let Some(why) = &self.said {
            body = body.push(
                container(text(why.clone()).size(t(16)))
                    .padding(10)
                    .width(Fill)
                    .style(theme::notice),
            );
        }

        // The games now.
        body = body.push(text(i18n.tr("duel-teacher-games")).size(t(20)));
        let mut any = false;
        for g in self.current() {
            any = true;
            let lines = Column::with_children(
                self.line(i18n, g, now)
                    .into_iter()
                    .map(|l| text(l).size(t(16)).into()),
            )
            .spacing(2)
            .width(Fill);
            let id = g.id.clone();
            let mut acts = Row::new().spacing(8).align_y(Center);
            if self.ending.as_deref() == Some(g.id.as_str())
                && let Some([s, n]) = &g.seats
            {
                let won = |k: &LearnerId| {
                    i18n.tr_with("duel-teacher-won", &[("name", self.name(i18n, k).into())])
                };
                let end = |v: Option<Verdict>| Some(Message::End(id.clone(), v));
                acts = acts
                    .push(text(i18n.tr("duel-teacher-result")).size(t(16)))
                    .push(b(won(s), false, end(Some(Verdict::SouthWon))))
                    .push(b(won(n), false, end(Some(Verdict::NorthWon))))
                    .push(b(
                        i18n.tr("duel-teacher-drawn"),
                        false,
                        end(Some(Verdict::Drawn)),
                    ))
                    .push(b(i18n.tr("duel-teacher-no-result"), false, end(None)))
                    .push(b(
                        i18n.tr("duel-teacher-cancel"),
                        true,
                        Some(Message::EndCancel),
                    ));
            } else if self.timing.as_deref() == Some(g.id.as_str()) && g.seats.is_some() {
                acts = acts.push(text(i18n.tr("duel-teacher-game-timer")).size(t(16)));
                for choice in TIMERS {
                    acts = acts.push(b(
                        timer_words(i18n, choice),
                        choice == g.seconds,
                        Some(Message::GameTimer(id.clone(), choice)),
                    ));
                }
                acts = acts.push(b(
                    i18n.tr("duel-teacher-cancel-timer"),
                    false,
                    Some(Message::TimerAsk(id)),
                ));
            } else if g.seats.is_some() {
                acts = acts.push(b(
                    i18n.tr("duel-teacher-project"),
                    true,
                    Some(Message::Project(id.clone())),
                ));
                acts = acts.push(if g.phase == Phase::Adjourned {
                    b(
                        i18n.tr("duel-teacher-resume"),
                        false,
                        Some(Message::Resume(id.clone())),
                    )
                } else {
                    b(
                        i18n.tr("duel-teacher-adjourn"),
                        false,
                        Some(Message::Adjourn(id.clone())),
                    )
                });
                acts = acts.push(b(
                    i18n.tr("duel-teacher-timer-ask"),
                    false,
                    Some(Message::TimerAsk(id.clone())),
                ));
                acts = acts.push(b(
                    i18n.tr("duel-teacher-end"),
                    false,
                    Some(Message::EndAsk(id)),
                ));
            }
            let acts = acts.wrap().vertical_spacing(6);
            let item: Element<'a, Message> = if shape.is_phone() || shape.is_tall() {
                column![lines, acts].spacing(6).into()
            } else {
                row![lines, acts].spacing(12).align_y(Center).into()
            };
            body = body.push(container(item).padding(10).width(Fill).style(theme::panel));
        }
        if !any {
            body = body.push(
                text(i18n.tr(if self.loaded {
                    "duel-teacher-no-games"
                } else {
                    "duel-teacher-asking"
                }))
                .size(t(16)),
            );
        }

        // Who is on a device now.
        let here: Vec<String> = self
            .class
            .iter()
            .filter(|k| self.here.contains(&k.id))
            .map(|k| k.name.clone())
            .collect();
        body = body.push(
            text(if here.is_empty() {
                i18n.tr("duel-teacher-here-none")
            } else {
                i18n.tr_with("duel-teacher-here", &[("names", here.join(", ").into())])
            })
            .size(t(16)),
        );

        // Pair two children.
        body = body.push(text(i18n.tr("duel-teacher-pair-title")).size(t(20)));
        let choose = |label: &str, chosen: &Option<LearnerId>, m: fn(LearnerId) -> Message| {
            let mut r = Row::new()
                .spacing(8)
                .align_y(Center)
                .push(text(i18n.tr(label)).size(t(16)));
            for k in &self.class {
                let on = chosen.as_ref() == Some(&k.id);
                r = r.push(b(k.name.clone(), on, Some(m(k.id.clone()))));
            }
            r.wrap().vertical_spacing(6)
        };
        body = body
            .push(choose("duel-teacher-south", &self.south, Message::South))
            .push(choose("duel-teacher-north", &self.north, Message::North));
        let ready = self.south.is_some() && self.north.is_some();
        body = body.push(b(
            i18n.tr("duel-teacher-pair-start"),
            true,
            ready.then_some(Message::Pair),
        ));

        // The move timer of the class's new games.
        let mut timers = Row::new()
            .spacing(8)
            .align_y(Center)
            .push(text(i18n.tr("duel-teacher-timer")).size(t(16)));
        for choice in TIMERS {
            timers = timers.push(b(
                timer_words(i18n, choice),
                choice == self.timer,
                Some(Message::ClassTimer(choice)),
            ));
        }
        body = body.push(timers.wrap().vertical_spacing(6));

        let bar = row![b(
            i18n.tr("duel-teacher-all-boards"),
            true,
            Some(Message::AllBoards)
        )]
        .spacing(12);
        column![
            title,
            scrollable(body).spacing(6).height(Fill),
            bar,
            crate::app::keys_line::view(&i18n.tr("duel-teacher-keys"), Center),
        ]
        .spacing(12)
        .padding(shape.padding())
        .width(Fill)
        .height(Fill)
        .into()
    }
}

/// A move timer as a teacher says it: "Off", "30 seconds a move", "1
/// minute a move".
pub fn timer_words(i18n: &Localizer, t: Option<u32>) -> String {
    match t {
        None => i18n.tr("duel-teacher-timer-off"),
        Some(s) if s % 60 == 0 => i18n.tr_with(
            "duel-teacher-timer-minutes",
            &[("minutes", (s / 60).into())],
        ),
        Some(s) => i18n.tr_with("duel-teacher-timer-seconds", &[("seconds", s.into())]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::duel::First;
    use crate::engine::Side;

    fn id(s: &str) -> LearnerId {
        LearnerId::try_from(s.to_owned()).unwrap()
    }

    fn kid(name: &str) -> Kid {
        Kid {
            id: id(&format!("l1-{}", name.to_lowercase())),
            name: name.into(),
            picture: Picture::Guest,
        }
    }

    /// Ana (South) and Ben (North) after `moves`.
    fn game(moves: &[u8], seq: u64) -> View {
        let mut p = Position::START;
        for &m in moves {
            p = p.play(House::new(usize::from(m)).unwrap()).unwrap().0;
        }
        View {
            id: "g".into(),
            seq,
            challenger: id("l1-ana"),
            invited: id("l1-ben"),
            first: First::InvitedChooses,
            paired: true,
            phase: Phase::Playing,
            seats: Some([id("l1-ana"), id("l1-ben")]),
            moves: moves.to_vec(),
            position: p.to_string(),
            to_move: Some(if p.to_move() == Side::South {
                id("l1-ana")
            } else {
                id("l1-ben")
            }),
            offer: None,
            seconds: None,
            deadline: None,
            overdue: false,
            end: None,
            created: 0,
        }
    }

    fn screen() -> ClassGames {
        ClassGames::new(vec![kid("Ana"), kid("Ben"), kid("Cai")], Speed::Normal)
    }

    #[test]
    fn a_pairing_needs_two_children_and_one_child_is_not_both_sides() {
        let mut c = screen();
        assert_eq!(c.update(Message::South(id("l1-ana"))), None);
        assert_eq!(c.update(Message::Pair), None, "North not chosen");
        c.update(Message::North(id("l1-ana")));
        assert_eq!(c.south, None, "Ana moved to North");
        c.update(Message::South(id("l1-cai")));
        assert_eq!(
            c.update(Message::Pair),
            Some(Event::Pair {
                south: id("l1-cai"),
                north: id("l1-ana")
            })
        );
        assert_eq!(c.update(Message::Pair), None, "one at a time");
        c.answered(None);
        c.paired(game(&[], 1));
        assert_eq!((c.south.clone(), c.north.clone()), (None, None));
    }

    #[test]
    fn the_busy_child_is_named_whichever_side_they_were_chosen_for() {
        let i18n = Localizer::new(crate::i18n::Lang::En);
        let mut c = screen();
        c.listed(vec![game(&[0], 2)], Vec::new());
        let busy = |asked: &[LearnerId]| c.refusal(&i18n, "duel-busy", asked);
        let words = "Ben is already playing a game. End or finish that game first.";
        assert_eq!(busy(&[id("l1-cai"), id("l1-ben")]), words);
        assert_eq!(busy(&[id("l1-ben"), id("l1-cai")]), words);
        assert!(busy(&[id("l1-ana"), id("l1-cai")]).starts_with("Ana is"));
    }

    #[test]
    fn esc_leaves_the_projector_then_a_result_asked_then_the_screen() {
        let mut c = screen();
        c.update(Message::Project("g".into()));
        assert_eq!(c.update(Message::Back), None);
        assert_eq!(c.show, Show::List);
        c.update(Message::EndAsk("g".into()));
        assert_eq!(c.update(Message::Back), None, "the result's question goes");
        assert_eq!(c.update(Message::Back), Some(Event::Back));
        assert_eq!(
            c.update(Message::End("g".into(), Some(Verdict::Drawn))),
            Some(Event::Teach("g".into(), Teach::End(Some(Verdict::Drawn))))
        );
    }

    #[test]
    fn a_projected_board_sows_a_move_the_list_adds_and_shows_a_take_back_at_once() {
        let mut c = screen();
        c.listed(vec![game(&[], 1)], Vec::new());
        c.update(Message::AllBoards);
        c.listed(vec![game(&[2], 2)], Vec::new());
        assert!(c.is_animating(), "the move is sown");
        assert_eq!(
            c.board("g").unwrap().stage.shown.to_string(),
            game(&[2], 2).position
        );
        // An older view of the game changes nothing.
        c.seen(game(&[], 1));
        assert_eq!(c.games[0].moves, vec![2]);
        c.listed(vec![game(&[], 3)], Vec::new());
        assert!(!c.is_animating(), "taken back: shown at once");
        assert_eq!(c.board("g").unwrap().stage.shown, Position::START);
        // The list's words: whose move, the moves, since the last.
        let i18n = Localizer::new(crate::i18n::Lang::En);
        c.events(&[Happened {
            seq: 4,
            at: 1_000,
            game: "g".into(),
            body: Body::Adjourned,
        }]);
        assert_eq!(c.seq, 4);
        c.listed(vec![game(&[2, 7], 5)], Vec::new());
        c.events(&[Happened {
            seq: 5,
            at: 60_000,
            game: "g".into(),
            body: Body::Moved {
                ply: 1,
                house: 7,
                by: crate::duel::Seat::North,
                position: String::new(),
                deadline: None,
            },
        }]);
        let g = c.games[0].clone();
        assert_eq!(
            c.line(&i18n, &g, 60_000 + 3 * 60_000 + 5),
            [
                "Ana (South) – Ben (North)",
                "Ana to move",
                "2 moves played · last move 3 minutes ago"
            ]
        );
    }

    #[test]
    fn a_look_comes_at_once_after_a_push_and_seldom_while_the_stream_is_heard() {
        let mut l = Looks::default();
        let t0 = Instant::now();
        assert!(l.due(t0, t0));
        assert!(!l.due(t0, t0), "one at a time");
        l.heard(Push::Open);
        assert!(l.back(), "pushed while out: again");
        assert!(l.due(t0, t0));
        assert!(!l.back());
        assert!(!l.due(t0 + LOOK, t0), "the stream is heard");
        assert!(l.due(t0 + PUSHED, t0 + PUSHED));
        l.back();
        l.heard(Push::Lost);
        assert!(l.due(t0 + PUSHED, t0 + PUSHED));
        l.back();
        assert!(l.due(t0 + PUSHED + LOOK, t0 + PUSHED + LOOK));
    }

    #[test]
    fn a_timer_is_said_as_a_teacher_says_it() {
        let i18n = Localizer::new(crate::i18n::Lang::It);
        assert_eq!(timer_words(&i18n, None), i18n.tr("duel-teacher-timer-off"));
        assert_eq!(timer_words(&i18n, Some(60)), "1 minuto a mossa");
        assert_eq!(timer_words(&i18n, Some(300)), "5 minuti a mossa");
        assert_eq!(timer_words(&i18n, Some(30)), "30 secondi a mossa");
    }
}
