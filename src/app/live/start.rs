//! "Start a challenge", from the signed-in teacher's view: puzzles of a
//! theme and a difficulty, or those this class missed most, how many, and
//! a timer for each, or the positions the teacher kept on the teacher's
//! board; or a game of the class against the computer, at a
//! level, the class playing South or North. What the teacher chose goes to
//! the server as one [`Start`].

use iced::widget::{Column, Row, button, column, container, row, scrollable};
use iced::{Center, Element, Fill};

use crate::app::furigana::text;
use crate::app::play::BoardSize;
use crate::app::shape::Shape;
use crate::app::{chosen, theme};
use crate::content::rating::{EASY_BELOW, MEDIUM_BELOW};
use crate::content::{Difficulty, Theme};
use crate::i18n::Localizer;
use crate::live::Seat;
use crate::live::wire::{Choice, Start, StartChallenge, StartVote};

/// The counts and timers offered: few, big buttons a teacher reads at a
/// glance.
pub const COUNTS: [usize; 4] = [2, 3, 5, 8];
pub const TIMERS: [Option<u32>; 4] = [None, Some(30), Some(60), Some(120)];
pub const LEVELS: [u8; 7] = [1, 3, 5, 8, 11, 14, 19];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Challenge,
    Vote,
}

/// Where a challenge's puzzles come from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A theme (any, if none).
    Theme(Option<Theme>),
    /// The puzzles this class missed most.
    Missed,
    /// The positions kept on the teacher's board ([`StartForm::board`]).
    Board,
}

#[derive(Clone, Debug)]
pub struct StartForm {
    pub kind: Kind,
    pub source: Source,
    pub difficulty: Option<Difficulty>,
    pub count: usize,
    pub timer: Option<u32>,
    /// Hints on the children's devices: off, or allowed and counted.
    pub hints: crate::live::Hints,
    /// Whether the summary names the fastest right answers (off: nothing
    /// ranks the children unless the teacher asks).
    pub fastest: bool,
    pub level: u8,
    pub seat: Seat,
    /// Why the server refused, in words.
    pub failed: Option<String>,
    pub busy: bool,
    /// The line the arrow keys change (its place in [`StartForm::lines`]).
    pub focus: usize,
    /// The positions kept on the teacher's board for this challenge.
    pub board: Vec<Choice>,
}

/// A line of choices, for the keyboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    Kind,
    Source,
    Difficulty,
    Count,
    Hints,
    Fastest,
    Level,
    Seat,
    Timer,
}

/// The next of `all` after `now`, `step` places on, round and round.
fn cycle<T: Copy + PartialEq>(all: &[T], now: T, step: i8) -> T {
    let n = all.len() as i64;
    let i = all.iter().position(|&x| x == now).unwrap_or(0) as i64;
    all[(i + i64::from(step)).rem_euclid(n) as usize]
}

impl Default for StartForm {
    fn default() -> StartForm {
        StartForm {
            kind: Kind::Challenge,
            source: Source::Theme(None),
            difficulty: Some(Difficulty::Easy),
            count: 5,
            timer: Some(60),
            hints: crate::live::Hints::Off,
            fastest: false,
            level: 3,
            seat: Seat::South,
            failed: None,
            busy: false,
            focus: 0,
            board: Vec::new(),
        }
    }
}

impl StartForm {
    /// The start, offering the positions kept on the teacher's board
    /// (chosen, when there are some: the teacher kept them for this).
    pub fn with_board(board: Vec<Choice>) -> StartForm {
        let source = if board.is_empty() {
            Source::Theme(None)
        } else {
            Source::Board
        };
        StartForm {
            board,
            source,
            ..StartForm::default()
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Kind(Kind),
    Source(Source),
    Difficulty(Option<Difficulty>),
    Count(usize),
    Timer(Option<u32>),
    Hints(crate::live::Hints),
    Fastest(bool),
    Level(u8),
    Seat(Seat),
    /// ↑ ↓: the line before or after.
    Line(i8),
    /// ← →: the choice before or after on the focused line.
    Change(i8),
    Start,
    Back,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Start(Start),
    Back,
}

impl StartForm {
    /// The lines on show, in order.
    pub fn lines(&self) -> Vec<Line> {
        match self.kind {
            Kind::Challenge if self.source == Source::Board => vec![
                Line::Kind,
                Line::Source,
                Line::Timer,
                Line::Hints,
                Line::Fastest,
            ],
            Kind::Challenge if self.source == Source::Missed => vec![
                Line::Kind,
                Line::Source,
                Line::Count,
                Line::Timer,
                Line::Hints,
                Line::Fastest,
            ],
            Kind::Challenge => vec![
                Line::Kind,
                Line::Source,
                Line::Difficulty,
                Line::Count,
                Line::Timer,
                Line::Hints,
                Line::Fastest,
            ],
            Kind::Vote => vec![Line::Kind, Line::Level, Line::Seat, Line::Timer],
        }
    }

    fn focused(&self) -> Line {
        let lines = self.lines();
        lines[self.focus.min(lines.len() - 1)]
    }

    /// The focused line's choice moved `step` places.
    fn change(&mut self, step: i8) {
        let sources: Vec<Source> = std::iter::once(Source::Theme(None))
            .chain(Theme::ALL.map(|t| Source::Theme(Some(t))))
            .chain([Source::Missed])
            .chain((!self.board.is_empty()).then_some(Source::Board))
            .collect();
        let difficulties = [
            Some(Difficulty::Easy),
            Some(Difficulty::Medium),
            Some(Difficulty::Hard),
            None,
        ];
        match self.focused() {
            Line::Kind => self.kind = cycle(&[Kind::Challenge, Kind::Vote], self.kind, step),
            Line::Source => self.source = cycle(&sources, self.source, step),
            Line::Difficulty => self.difficulty = cycle(&difficulties, self.difficulty, step),
            Line::Count => self.count = cycle(&COUNTS, self.count, step),
            Line::Level => self.level = cycle(&LEVELS, self.level, step),
            Line::Seat => self.seat = cycle(&[Seat::South, Seat::North], self.seat, step),
            Line::Timer => self.timer = cycle(&TIMERS, self.timer, step),
            Line::Hints => {
                use crate::live::Hints;
                self.hints = cycle(&[Hints::Off, Hints::Counted], self.hints, step);
            }
            Line::Fastest => self.fastest = !self.fastest,
        }
    }

    /// What the keys do here.
    pub fn key(key: &iced::keyboard::Key) -> Option<Message> {
        use iced::keyboard::{Key, key::Named};
        Some(match key.as_ref() {
            Key::Named(Named::ArrowUp) => Message::Line(-1),
            Key::Named(Named::ArrowDown) => Message::Line(1),
            Key::Named(Named::ArrowLeft) => Message::Change(-1),
            Key::Named(Named::ArrowRight) => Message::Change(1),
            Key::Named(Named::Enter) => Message::Start,
            Key::Named(Named::Escape) => Message::Back,
            _ => return None,
        })
    }

    /// What the server is asked to start.
    pub fn start(&self) -> Start {
        match self.kind {
            Kind::Challenge => {
                let puzzles = match self.source {
                    Source::Board => self.board.clone(),
                    Source::Missed => vec![Choice::MissedMost { count: self.count }],
                    Source::Theme(theme) => {
                        let (min, max) = match self.difficulty {
                            None => (0, u16::MAX),
                            Some(Difficulty::Easy) => (0, EASY_BELOW - 1),
                            Some(Difficulty::Medium) => (EASY_BELOW, MEDIUM_BELOW - 1),
                            Some(Difficulty::Hard) => (MEDIUM_BELOW, u16::MAX),
                        };
                        vec![Choice::Theme {
                            theme,
                            min,
                            max,
                            count: self.count,
                        }]
                    }
                };
                Start::Challenge(StartChallenge {
                    puzzles,
                    hints: self.hints,
                    seconds: self.timer,
                    show_fastest: self.fastest,
                })
            }
            Kind::Vote => Start::Vote(StartVote {
                level: self.level,
                class: self.seat,
                position: None,
                seconds: self.timer,
            }),
        }
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Kind(k) => self.kind = k,
            Message::Source(s) => self.source = s,
            Message::Difficulty(d) => self.difficulty = d,
            Message::Count(n) => self.count = n,
            Message::Timer(t) => self.timer = t,
            Message::Hints(h) => self.hints = h,
            Message::Fastest(f) => self.fastest = f,
            Message::Level(l) => self.level = l,
            Message::Seat(s) => self.seat = s,
            Message::Line(step) => {
                let n = self.lines().len() as i64;
                let at = self.focus.min(self.lines().len() - 1) as i64;
                self.focus = (at + i64::from(step)).clamp(0, n - 1) as usize;
                return None;
            }
            Message::Change(step) => self.change(step),
            Message::Start => {
                if self.busy {
                    return None;
                }
                self.busy = true;
                self.failed = None;
                return Some(Event::Start(self.start()));
            }
            Message::Back => return Some(Event::Back),
        }
        self.failed = None;
        None
    }

    pub fn failed(&mut self, why: String) {
        self.busy = false;
        self.failed = Some(why);
    }

    pub fn view<'a>(&'a self, i18n: &'a Localizer, size: BoardSize) -> Element<'a, Message> {
        size.fitted(move |texts, window| self.laid_out(i18n, texts, Shape::of(window)))
    }

    fn laid_out<'a>(
        &'a self,
        i18n: &Localizer,
        texts: BoardSize,
        shape: Shape,
    ) -> Element<'a, Message> {
        let t = texts.text(17);
        let choice = |label: String, selected: bool, m: Message| {
            button(chosen::words(text(label).size(t), selected, t))
                .padding([8, 14])
                .style(theme::choice(selected))
                .on_press(m)
        };
        let focused = self.focused();
        let line = |which: Line, title: String, buttons: Vec<Element<'a, Message>>| {
            let lit = which == focused;
            // The keyboard's line is marked, as the picker marks its card.
            let title = if lit { format!("▸ {title}") } else { title };
            container(
                column![
                    text(title).size(texts.text(19)),
                    Row::with_children(buttons)
                        .spacing(8)
                        .wrap()
                        .vertical_spacing(8),
                ]
                .spacing(6),
            )
            .padding([4, 8])
            .width(Fill)
            .style(if lit {
                theme::panel
            } else {
                container::transparent
            })
        };
        let mut page = Column::new().spacing(18).width(Fill);
        page = page.push(text(i18n.tr("live-start-title")).size(texts.text(30)));
        page = page.push(line(
            Line::Kind,
            i18n.tr("live-start-kind"),
            vec![
                choice(
                    i18n.tr("live-kind-challenge"),
                    self.kind == Kind::Challenge,
                    Message::Kind(Kind::Challenge),
                )
                .into(),
                choice(
                    i18n.tr("live-kind-vote"),
                    self.kind == Kind::Vote,
                    Message::Kind(Kind::Vote),
                )
                .into(),
            ],
        ));
        match self.kind {
            Kind::Challenge => {
                let mut sources: Vec<Element<'a, Message>> = vec![
                    choice(
                        i18n.tr("live-theme-any"),
                        self.source == Source::Theme(None),
                        Message::Source(Source::Theme(None)),
                    )
                    .into(),
                ];
                for th in Theme::ALL {
                    let s = Source::Theme(Some(th));
                    sources.push(
                        choice(
                            i18n.tr(th.message_id()),
                            self.source == s,
                            Message::Source(s),
                        )
                        .into(),
                    );
                }
                sources.push(
                    choice(
                        i18n.tr("live-theme-missed"),
                        self.source == Source::Missed,
                        Message::Source(Source::Missed),
                    )
                    .into(),
                );
                if !self.board.is_empty() {
                    sources.push(
                        choice(
                            i18n.tr_with("live-theme-board", &[("count", self.board.len().into())]),
                            self.source == Source::Board,
                            Message::Source(Source::Board),
                        )
                        .into(),
                    );
                }
                page = page.push(line(Line::Source, i18n.tr("live-start-puzzles"), sources));
                if self.source == Source::Board {
                    // The board's positions are the puzzles: no theme,
                    // difficulty or count to choose.
                } else if self.source != Source::Missed {
                    let mut levels: Vec<Element<'a, Message>> = Difficulty::ALL
                        .into_iter()
                        .map(|d| {
                            choice(
                                i18n.tr(d.message_id()),
                                self.difficulty == Some(d),
                                Message::Difficulty(Some(d)),
                            )
                            .into()
                        })
                        .collect();
                    levels.push(
                        choice(
                            i18n.tr("live-difficulty-any"),
                            self.difficulty.is_none(),
                            Message::Difficulty(None),
                        )
                        .into(),
                    );
                    page = page.push(line(
                        Line::Difficulty,
                        i18n.tr("live-start-difficulty"),
                        levels,
                    ));
                }
                if self.source != Source::Board {
                    let counts = COUNTS
                        .into_iter()
                        .map(|n| choice(n.to_string(), self.count == n, Message::Count(n)).into())
                        .collect();
                    page = page.push(line(Line::Count, i18n.tr("live-start-count"), counts));
                }
            }
            Kind::Vote => {
                let levels = LEVELS
                    .into_iter()
                    .map(|n| {
                        let name = crate::coach::Level::new(n)
                            .map(|l| i18n.tr(l.name_id()))
                            .unwrap_or_default();
                        let label = i18n
                            .tr_with("live-level", &[("level", n.into()), ("name", name.into())]);
                        choice(label, self.level == n, Message::Level(n)).into()
                    })
                    .collect();
                page = page.push(line(Line::Level, i18n.tr("live-start-level"), levels));
                let seats = [
                    (Seat::South, "live-seat-south"),
                    (Seat::North, "live-seat-north"),
                ]
                .into_iter()
                .map(|(s, key)| choice(i18n.tr(key), self.seat == s, Message::Seat(s)).into())
                .collect();
                page = page.push(line(Line::Seat, i18n.tr("live-start-seat"), seats));
            }
        }
        let timers = TIMERS
            .into_iter()
            .map(|s| {
                let label = match s {
                    None => i18n.tr("live-timer-none"),
                    Some(s) => i18n.tr_with("live-timer-seconds", &[("seconds", s.into())]),
                };
                choice(label, self.timer == s, Message::Timer(s)).into()
            })
            .collect();
        // A vote's time is the class's to choose a move, not to answer.
        let timer = match self.kind {
            Kind::Challenge => "live-start-timer",
            Kind::Vote => "live-start-timer-vote",
        };
        page = page.push(line(Line::Timer, i18n.tr(timer), timers));
        if self.kind == Kind::Challenge {
            use crate::live::Hints;
            let hints = [
                (Hints::Off, "live-hints-off"),
                (Hints::Counted, "live-hints-counted"),
            ]
            .into_iter()
            .map(|(h, key)| choice(i18n.tr(key), self.hints == h, Message::Hints(h)).into())
            .collect();
            page = page.push(line(Line::Hints, i18n.tr("live-start-hints"), hints));
            let fastest = [(false, "live-fastest-no"), (true, "live-fastest-yes")]
                .into_iter()
                .map(|(f, key)| choice(i18n.tr(key), self.fastest == f, Message::Fastest(f)).into())
                .collect();
            page = page.push(line(Line::Fastest, i18n.tr("live-start-fastest"), fastest));
        }
        if let Some(why) = &self.failed {
            page = page.push(text(why.clone()).size(t).style(iced::widget::text::danger));
        }
        let start = button(text(i18n.tr("live-start-go")).size(texts.text(20)))
            .padding([10, 24])
            .style(theme::primary)
            .on_press_maybe((!self.busy).then_some(Message::Start));
        let back = button(text(i18n.tr("live-back")).size(t))
            .padding([10, 20])
            .style(theme::secondary)
            .on_press(Message::Back);
        column![
            scrollable(page).height(Fill).spacing(6),
            row![start, back].spacing(12).align_y(Center),
            crate::app::keys_line::view(&i18n.tr("live-start-keys"), iced::Left),
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

    #[test]
    fn the_teachers_choice_becomes_the_servers_start() {
        let mut f = StartForm::default();
        f.update(Message::Source(Source::Theme(Some(Theme::Capture))));
        f.update(Message::Difficulty(Some(Difficulty::Medium)));
        f.update(Message::Count(3));
        f.update(Message::Timer(None));
        f.update(Message::Hints(crate::live::Hints::Counted));
        let Some(Event::Start(Start::Challenge(c))) = f.update(Message::Start) else {
            panic!("a challenge")
        };
        assert_eq!(
            c.puzzles,
            vec![Choice::Theme {
                theme: Some(Theme::Capture),
                min: EASY_BELOW,
                max: MEDIUM_BELOW - 1,
                count: 3
            }]
        );
        assert_eq!(c.seconds, None);
        assert_eq!(c.hints, crate::live::Hints::Counted);
        assert!(!c.show_fastest, "no ranking unless asked");
        // A second press while the first is on its way does nothing.
        assert_eq!(f.update(Message::Start), None);
        f.failed("no".into());
        f.update(Message::Kind(Kind::Vote));
        f.update(Message::Level(8));
        f.update(Message::Seat(Seat::North));
        let Some(Event::Start(Start::Vote(v))) = f.update(Message::Start) else {
            panic!("a game")
        };
        assert_eq!(
            (v.level, v.class, v.seconds),
            (8, Seat::North, None),
            "the timer kept"
        );
    }

    #[test]
    fn the_positions_kept_on_the_teachers_board_are_offered_and_sent() {
        let kept = vec![Choice::Board {
            position: "4,4,4,4,4,4/4,4,4,4,4,4 0-0 S".into(),
            goal: crate::content::Goal::MostSeeds,
            answer: Vec::new(),
        }];
        let mut f = StartForm::with_board(kept.clone());
        assert_eq!(f.source, Source::Board, "chosen: the teacher kept them");
        assert!(!f.lines().contains(&Line::Difficulty));
        assert!(!f.lines().contains(&Line::Count));
        let Some(Event::Start(Start::Challenge(c))) = f.update(Message::Start) else {
            panic!("a challenge")
        };
        assert_eq!(c.puzzles, kept);
        // The keys reach it from the other sources; without positions kept
        // it is not offered.
        let mut f = StartForm::with_board(kept);
        f.update(Message::Line(1));
        f.update(Message::Change(-1));
        assert_eq!(f.source, Source::Missed);
        f.update(Message::Change(1));
        assert_eq!(f.source, Source::Board);
        let mut f = StartForm::default();
        f.update(Message::Line(1));
        f.update(Message::Change(-1));
        assert_eq!(f.source, Source::Missed, "no board source to go round to");
        f.update(Message::Change(1));
        assert_eq!(f.source, Source::Theme(None));
    }

    #[test]
    fn the_arrow_keys_choose_without_a_mouse() {
        let mut f = StartForm::default();
        // Down three times: the count's line (kind, puzzles, difficulty,
        // count); left: one fewer puzzle than the default five.
        for _ in 0..3 {
            f.update(Message::Line(1));
        }
        f.update(Message::Change(-1));
        assert_eq!(f.count, 3);
        // Down again: the timer, to "none" going left past the first.
        f.update(Message::Line(1));
        f.update(Message::Change(-1));
        f.update(Message::Change(-1));
        assert_eq!(f.timer, None);
        // Down: hints, allowed; down: the fastest, a toggle; the last line
        // stays the last.
        f.update(Message::Line(1));
        f.update(Message::Change(1));
        assert_eq!(f.hints, crate::live::Hints::Counted);
        f.update(Message::Line(1));
        f.update(Message::Line(1));
        f.update(Message::Change(1));
        assert!(f.fastest);
        // Up to the kind: the vote has fewer lines, the focus stays on one.
        for _ in 0..9 {
            f.update(Message::Line(-1));
        }
        f.update(Message::Change(1));
        assert_eq!(f.kind, Kind::Vote);
        f.update(Message::Line(1));
        f.update(Message::Change(1));
        assert_eq!(f.level, 5);
    }
}
