//! "Save as a puzzle": the goal, theme and difficulty, the teacher's words
//! (a question, hints, what to say once solved), the right answers the
//! engine finds at once, and the warnings `wahree check` would give.

use iced::keyboard::{Key, key::Named};
use iced::widget::{Column, button, column, pick_list, row, text_input};
use iced::{Center, Element, Fill};

use crate::app::furigana::text;
use crate::app::play::BoardSize;
use crate::app::{chosen, theme};
use crate::content::author::Draft;
use crate::content::{Difficulty, Goal, GoalError, Problem, Theme, answers};
use crate::engine::{House, Position, Side};
use crate::i18n::{Lang, Localizer};

/// How many hints a puzzle saved here may have.
pub const HINTS: usize = 3;

/// The widget id of the form's first field, which gets the keyboard when
/// the form opens.
pub const FIRST_FIELD: &str = "board-form-first";
/// The widget id of the teacher's PIN field, when saving asks for it.
pub const PIN_FIELD: &str = "board-form-pin";

/// The goals, each with the numbers it needs chosen beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalKind {
    Play,
    LastIn,
    Capture,
    MostSeeds,
    LongestChain,
    WipeOut,
    Feed,
    AvoidWipeOut,
    Defend,
    Secure,
    Win,
    WipeOutWithin,
    Guard,
}

impl GoalKind {
    pub const ALL: [GoalKind; 13] = [
        GoalKind::WipeOut,
        GoalKind::MostSeeds,
        GoalKind::Capture,
        GoalKind::LongestChain,
        GoalKind::Feed,
        GoalKind::Defend,
        GoalKind::AvoidWipeOut,
        GoalKind::Win,
        GoalKind::WipeOutWithin,
        GoalKind::Guard,
        GoalKind::Secure,
        GoalKind::Play,
        GoalKind::LastIn,
    ];

    /// Its short name in the list, in `board.ftl`.
    pub const fn message_id(self) -> &'static str {
        match self {
            GoalKind::Play => "board-goal-play",
            GoalKind::LastIn => "board-goal-last-in",
            GoalKind::Capture => "board-goal-capture",
            GoalKind::MostSeeds => "board-goal-most-seeds",
            GoalKind::LongestChain => "board-goal-longest-chain",
            GoalKind::WipeOut => "board-goal-wipe-out",
            GoalKind::Feed => "board-goal-feed",
            GoalKind::AvoidWipeOut => "board-goal-avoid-wipe-out",
            GoalKind::Defend => "board-goal-defend",
            GoalKind::Secure => "board-goal-secure",
            GoalKind::Win => "board-goal-win",
            GoalKind::WipeOutWithin => "board-goal-wipe-out-within",
            GoalKind::Guard => "board-goal-guard",
        }
    }

    /// The theme a puzzle with this goal most likely trains.
    fn theme(self) -> Theme {
        match self {
            GoalKind::WipeOut | GoalKind::WipeOutWithin => Theme::WipeOut,
            GoalKind::LongestChain => Theme::Chain,
            GoalKind::Feed => Theme::Feeding,
            GoalKind::Defend | GoalKind::AvoidWipeOut | GoalKind::Guard => Theme::Defence,
            GoalKind::Win | GoalKind::Secure => Theme::Endgame,
            GoalKind::Play | GoalKind::LastIn | GoalKind::Capture | GoalKind::MostSeeds => {
                Theme::Capture
            }
        }
    }
}

/// A choice in a list: its value and its words.
#[derive(Clone, Debug)]
pub struct Choice<T> {
    pub value: T,
    pub label: String,
}

impl<T: PartialEq> PartialEq for Choice<T> {
    fn eq(&self, other: &Choice<T>) -> bool {
        self.value == other.value
    }
}

impl<T> std::fmt::Display for Choice<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.label)
    }
}

#[derive(Debug)]
pub struct Form {
    position: Position,
    kind: GoalKind,
    /// For `Play` (one of the mover's houses) and `LastIn` (any house).
    house: House,
    /// For `Capture` (at least) and `Secure` (seeds).
    number: u8,
    /// For `Secure` and `Win`: the mover's moves.
    moves: u8,
    theme: Theme,
    difficulty: Difficulty,
    prompt: String,
    hints: [String; HINTS],
    explanation: String,
    /// The moves that reach the goal, worked out whenever it changes.
    answers: Result<Vec<House>, GoalError>,
    /// What `wahree check` says about the files as they stand.
    problems: Vec<Problem>,
    /// What was last checked: checked again only when it changes.
    checked: Option<Draft>,
    /// How the last save went: the puzzle's id, or why it failed.
    outcome: Option<Result<String, &'static str>>,
    /// The language the teacher writes the texts in: the teacher's own
    /// (the class's) unless chosen, never the child's on screen.
    lang: Lang,
    /// The teacher's PIN as typed, when saving asks for it (the class has
    /// one and it was not typed yet): a child may try puzzles out on the
    /// board, not add them to the class.
    pin: Option<String>,
    /// Why the PIN was refused (or how long it must wait), in words.
    pin_refused: Option<String>,
    /// The positions waiting for the class's next live challenge, when
    /// the class has a server (none: it cannot have one, no button).
    live: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    Kind(GoalKind),
    House(House),
    Number(u8),
    Moves(u8),
    Theme(Theme),
    Difficulty(Difficulty),
    Prompt(String),
    Hint(usize, String),
    Explanation(String),
    /// The language the texts are written in.
    Lang(Lang),
    /// The teacher's PIN as typed.
    Pin(String),
    Save,
    Cancel,
    /// "Add to the next live challenge".
    ForLive,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    Cancel,
    Save(Box<Draft>),
    /// The position and its goal, for the class's next live challenge.
    ForLive(crate::live::wire::Choice),
}

impl Form {
    /// A form for `position`, with the first goal that has a real answer
    /// there (some moves reach it, not all), else a wipe-out.
    /// `lang`: the teacher's language; `pin`: saving asks for the
    /// teacher's PIN.
    pub fn new(position: Position, lang: Lang, pin: bool) -> Form {
        let kind = [
            GoalKind::WipeOut,
            GoalKind::LongestChain,
            GoalKind::MostSeeds,
            GoalKind::Feed,
            GoalKind::Defend,
        ]
        .into_iter()
        .find(|k| {
            let goal = goal_of(*k, House::ALL[0], 1, 2);
            answers(goal, &position)
                .is_ok_and(|a| !a.is_empty() && a.len() < position.legal_moves().len())
        })
        .unwrap_or(GoalKind::WipeOut);
        let mut form = Form {
            position,
            kind,
            house: first_own(&position),
            number: 2,
            moves: 2,
            theme: kind.theme(),
            difficulty: Difficulty::Easy,
            prompt: String::new(),
            hints: Default::default(),
            explanation: String::new(),
            answers: Ok(Vec::new()),
            problems: Vec::new(),
            checked: None,
            outcome: None,
            lang,
            pin: pin.then(String::new),
            pin_refused: None,
            live: None,
        };
        form.recheck();
        form
    }

    pub fn goal(&self) -> Goal {
        goal_of(self.kind, self.house, self.number, self.moves)
    }

    pub fn answers(&self) -> &Result<Vec<House>, GoalError> {
        &self.answers
    }

    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    pub fn outcome(&self) -> Option<&Result<String, &'static str>> {
        self.outcome.as_ref()
    }

    /// The language the texts are written in.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The PIN typed, when saving asks for it.
    pub fn pin(&self) -> Option<&str> {
        self.pin.as_deref()
    }

    /// The PIN was right: it is not asked again while the board is open.
    pub fn pin_accepted(&mut self) {
        self.pin = None;
        self.pin_refused = None;
    }

    /// The PIN was wrong, or must wait: why, in words; the field empties.
    pub fn pin_refused(&mut self, why: String) {
        if let Some(p) = &mut self.pin {
            p.clear();
        }
        self.pin_refused = Some(why);
    }

    /// The position changed on the board: the puzzle is now about it.
    pub fn set_position(&mut self, position: Position) {
        if position != self.position {
            self.position = position;
            if self.kind == GoalKind::Play {
                self.house = first_own(&position);
            }
            self.changed();
        }
    }

    /// How saving went (the app writes the files).
    pub fn saved(&mut self, result: Result<String, &'static str>) {
        self.outcome = Some(result);
    }

    /// The draft as it stands, in the language `lang`; its id is the app's
    /// to choose.
    pub fn draft(&self, lang: &str) -> Draft {
        Draft {
            id: "board-0".into(),
            theme: self.theme,
            difficulty: self.difficulty,
            position: self.position,
            goal: self.goal(),
            lang: lang.to_owned(),
            prompt: self.prompt.clone(),
            hints: self.hints.to_vec(),
            explanation: self.explanation.clone(),
        }
    }

    /// How many positions wait for the next live challenge (`None`: the
    /// class has no server).
    pub fn set_live(&mut self, waiting: Option<usize>) {
        self.live = waiting;
    }

    /// Whether the position can go to the next live challenge: the class
    /// has a server, the challenge has room, and the goal has answers
    /// the engine proved (the server checks them again).
    pub fn can_go_live(&self) -> bool {
        self.live.is_some_and(|n| n < crate::live::MAX_PUZZLES)
            && !self.position.is_over()
            && self.answers.as_ref().is_ok_and(|a| !a.is_empty())
    }

    /// Whether the puzzle can be saved: an explanation, and no error.
    pub fn can_save(&self) -> bool {
        !self.explanation.trim().is_empty() && !self.problems.iter().any(Problem::is_error)
    }

    pub fn update(&mut self, message: Message) -> Option<Event> {
        match message {
            Message::Kind(kind) => {
                self.kind = kind;
                self.theme = kind.theme();
                if kind == GoalKind::Play && self.house.owner() != self.position.to_move() {
                    self.house = first_own(&self.position);
                }
            }
            Message::House(h) => self.house = h,
            Message::Number(n) => self.number = n,
            Message::Moves(n) => self.moves = n,
            Message::Theme(t) => self.theme = t,
            Message::Difficulty(d) => self.difficulty = d,
            Message::Prompt(t) => self.prompt = t,
            Message::Hint(i, t) => *self.hints.get_mut(i)? = t,
            Message::Explanation(t) => self.explanation = t,
            Message::Lang(l) => self.lang = l,
            Message::Pin(t) => {
                if let Some(p) = &mut self.pin {
                    *p = t.chars().filter(char::is_ascii_digit).take(8).collect();
                    self.pin_refused = None;
                }
                return None;
            }
            Message::Save => {
                if !self.can_save() {
                    return None;
                }
                return Some(Event::Save(Box::new(self.draft(self.lang.code()))));
            }
            Message::Cancel => return Some(Event::Cancel),
            Message::ForLive => {
                if !self.can_go_live() {
                    return None;
                }
                return Some(Event::ForLive(crate::live::wire::Choice::Board {
                    position: self.position.to_string(),
                    goal: self.goal(),
                    answer: Vec::new(),
                }));
            }
        }
        self.changed();
        None
    }

    fn changed(&mut self) {
        self.outcome = None;
        self.recheck();
    }

    /// Works out the answers and the checks again if what they depend on
    /// changed: the goal and position, and which texts are there (not
    /// every letter typed, since `Win` and `Secure` search a little).
    fn recheck(&mut self) {
        let mut key = self.draft("en");
        let blank = |s: &str| if s.trim().is_empty() { "" } else { "x" };
        key.prompt = blank(&key.prompt).into();
        key.explanation = blank(&key.explanation).into();
        key.hints = key.hints.iter().map(|h| blank(h).to_owned()).collect();
        if self.checked.as_ref() == Some(&key) {
            return;
        }
        self.answers = answers(key.goal, &self.position);
        // An empty explanation is the form's to say; the check would call
        // the file's missing text an error.
        let mut checked = key.clone();
        checked.explanation = "x".into();
        self.problems = checked
            .check()
            .into_iter()
            .filter(|p| p.detail.id != "problem-ftl-only-in")
            .collect();
        self.checked = Some(key);
    }

    /// Esc closes the form; every other key belongs to its text fields.
    pub fn key(&self, key: &Key) -> Option<Message> {
        match key.as_ref() {
            Key::Named(Named::Escape) => Some(Message::Cancel),
            _ => None,
        }
    }

    pub fn view<'a>(&'a self, i18n: &Localizer, size: BoardSize) -> Element<'a, Message> {
        let body = |s: String| text(s).size(size.text(16));
        let mover = self.position.to_move();
        let kinds: Vec<Choice<GoalKind>> = GoalKind::ALL
            .iter()
            .map(|&k| Choice {
                value: k,
                label: i18n.tr(k.message_id()),
            })
            .collect();
        let chosen = kinds.iter().find(|c| c.value == self.kind).cloned();
        let mut goal_row = row![pick_list(kinds, chosen, |c: Choice<GoalKind>| {
            Message::Kind(c.value)
        })]
        .spacing(8)
        .align_y(Center);
        let house_label = |h: House| {
            i18n.tr_with(
                "board-form-house",
                &[
                    ("side", crate::i18n::side_arg(h.owner())),
                    ("house", h.own_number().into()),
                ],
            )
        };
        let houses = |all: bool| -> Vec<Choice<House>> {
            House::ALL
                .into_iter()
                .filter(|h| all || h.owner() == mover)
                .map(|h| Choice {
                    value: h,
                    label: house_label(h),
                })
                .collect()
        };
        let numbers = |from: u8, to: u8| (from..=to).collect::<Vec<u8>>();
        let param = |id: &str| text(i18n.tr(id)).size(size.text(15));
        match self.kind {
            GoalKind::Play | GoalKind::LastIn => {
                let options = houses(self.kind == GoalKind::LastIn);
                let chosen = options.iter().find(|c| c.value == self.house).cloned();
                goal_row = goal_row.push(pick_list(options, chosen, |c: Choice<House>| {
                    Message::House(c.value)
                }));
            }
            GoalKind::Capture => {
                goal_row = goal_row.push(param("board-form-at-least")).push(pick_list(
                    numbers(1, 24),
                    Some(self.number),
                    Message::Number,
                ));
            }
            GoalKind::Secure => {
                goal_row = goal_row
                    .push(param("board-form-seeds"))
                    .push(pick_list(
                        numbers(1, 48),
                        Some(self.number),
                        Message::Number,
                    ))
                    .push(param("board-form-moves"))
                    .push(pick_list(numbers(1, 4), Some(self.moves), Message::Moves));
            }
            GoalKind::Win | GoalKind::WipeOutWithin => {
                goal_row = goal_row.push(param("board-form-moves")).push(pick_list(
                    numbers(1, 4),
                    Some(self.moves),
                    Message::Moves,
                ));
            }
            GoalKind::Guard => {
                goal_row = goal_row
                    .push(param("board-form-moves"))
                    .push(pick_list(numbers(1, 3), Some(self.moves), Message::Moves))
                    .push(param("board-form-at-most"))
                    .push(pick_list(
                        numbers(0, 24),
                        Some(self.number),
                        Message::Number,
                    ));
            }
            _ => {}
        }
        let themes: Vec<Choice<Theme>> = Theme::ALL
            .iter()
            .map(|&t| Choice {
                value: t,
                label: i18n.tr(t.message_id()),
            })
            .collect();
        let theme_now = themes.iter().find(|c| c.value == self.theme).cloned();
        let levels: Vec<Choice<Difficulty>> = Difficulty::ALL
            .iter()
            .map(|&d| Choice {
                value: d,
                label: i18n.tr(d.message_id()),
            })
            .collect();
        let level_now = levels.iter().find(|c| c.value == self.difficulty).cloned();
        let kind_row = row![
            param("board-form-theme"),
            pick_list(themes, theme_now, |c: Choice<Theme>| Message::Theme(
                c.value
            )),
            param("board-form-difficulty"),
            pick_list(levels, level_now, |c: Choice<Difficulty>| {
                Message::Difficulty(c.value)
            }),
        ]
        .spacing(8)
        .align_y(Center)
        .wrap();

        let answers = match &self.answers {
            Ok(a) => {
                let list: Vec<String> = a.iter().map(|h| h.own_number().to_string()).collect();
                i18n.tr_with(
                    "board-form-answers",
                    &[
                        ("count", a.len().into()),
                        ("houses", list.join(", ").into()),
                    ],
                )
            }
            Err(e) => i18n.detail(&e.detail()),
        };
        // The check's own words name houses 0 to 11, as files do; the form
        // says the same in the teacher's numbers, as the answers above.
        // "No move reaches this goal" is the answers' line already.
        let no_answer = matches!(&self.answers, Ok(a) if a.is_empty());
        let shown = self
            .problems
            .iter()
            .filter(|p| !(no_answer && p.detail.id == "problem-goal-unreachable"));
        let warnings = Column::with_children(shown.map(|p| {
            let said = match p.detail.id {
                "problem-too-many-answers" => i18n.tr("board-form-too-many"),
                "problem-one-legal-move" => i18n.tr("board-form-one-move"),
                _ => i18n.detail(&p.detail),
            };
            text(said).size(size.text(14)).into()
        }))
        .spacing(4);

        let field = |id: &'static str, value: &str, on: fn(String) -> Message| {
            text_input(&i18n.tr(id), value)
                .on_input(on)
                .size(size.text(16))
                .padding(6)
        };
        let prompt = field("board-form-prompt", &self.prompt, Message::Prompt).id(FIRST_FIELD);
        let hints = Column::with_children(self.hints.iter().enumerate().map(|(i, h)| {
            text_input(
                &i18n.tr_with("board-form-hint", &[("number", (i + 1).into())]),
                h,
            )
            .on_input(move |t| Message::Hint(i, t))
            .size(size.text(16))
            .padding(6)
            .into()
        }))
        .spacing(6);
        let language = i18n.tr_with(
            "board-form-language",
            &[("language", i18n.autonym(self.lang).into())],
        );
        // Which language the teacher writes in: the class's unless
        // chosen (an English text was saved as Japanese when a Japanese
        // child had been playing).
        let langs = row![text(i18n.tr("board-form-written-in")).size(size.text(15))]
            .extend([Lang::It, Lang::Es, Lang::Ja, Lang::En].map(|l| {
                button(chosen::words(
                    text(i18n.autonym(l)).size(size.text(15)),
                    l == self.lang,
                    size.text(15),
                ))
                .padding([4, 10])
                .style(theme::choice(l == self.lang))
                .on_press(Message::Lang(l))
                .into()
            }))
            .spacing(8)
            .align_y(Center)
            .wrap();
        let pin = self.pin.as_ref().map(|typed| {
            let mut part = column![
                text(i18n.tr("board-form-pin")).size(size.text(14)),
                text_input(&i18n.tr("lock-placeholder"), typed)
                    .id(PIN_FIELD)
                    .secure(true)
                    .on_input(Message::Pin)
                    .on_submit(Message::Save)
                    .size(size.text(16))
                    .padding(6)
                    .width(160),
            ]
            .spacing(4);
            if let Some(why) = &self.pin_refused {
                part = part.push(body(why.clone()).style(text::danger));
            }
            part
        });
        let outcome = self.outcome.as_ref().map(|o| match o {
            Ok(id) => body(i18n.tr_with("board-form-saved", &[("id", id.as_str().into())])),
            Err(why) => body(i18n.tr(why)).style(text::danger),
        });
        let saved = matches!(self.outcome, Some(Ok(_)));
        // The form's last line: it goes once the explanation is typed, and
        // nothing under it moves while the teacher types.
        let why_not = (!saved && self.explanation.trim().is_empty())
            .then(|| body(i18n.tr("board-form-needs-explanation")));
        let buttons = row![
            button(text(i18n.tr("board-form-save")).size(size.text(16)))
                .style(theme::primary)
                .on_press_maybe((self.can_save() && !saved).then_some(Message::Save)),
            button(
                text(i18n.tr(if saved {
                    "board-form-close"
                } else {
                    "board-form-cancel"
                }))
                .size(size.text(16))
            )
            .style(theme::secondary)
            .on_press(Message::Cancel),
        ]
        .spacing(10);
        // For the class's next live challenge, when it has a server.
        let live = self.live.map(|waiting| {
            let full = waiting >= crate::live::MAX_PUZZLES;
            let mut line = row![
                // Smaller than saving's: the form's last, lesser line.
                button(text(i18n.tr("board-form-live-add")).size(size.text(15)))
                    .padding([4, 10])
                    .style(theme::secondary)
                    .on_press_maybe(self.can_go_live().then_some(Message::ForLive))
            ]
            .spacing(10)
            .align_y(Center);
            let note = |s: String| text(s).size(size.text(14));
            if full {
                line = line.push(note(i18n.tr("board-form-live-full")));
            } else if waiting > 0 {
                line = line.push(note(
                    i18n.tr_with("board-form-live-queued", &[("count", waiting.into())]),
                ));
            }
            line.wrap().vertical_spacing(6)
        });
        let form = column![
            text(i18n.tr("board-form-title")).size(size.text(20)),
            // A goal's numbers take the next line when its words are long.
            goal_row.wrap().vertical_spacing(8),
            kind_row,
            body(answers),
            prompt,
            hints,
            field(
                "board-form-explanation",
                &self.explanation,
                Message::Explanation
            ),
            langs,
            text(language).size(size.text(14)),
            pin,
            buttons,
            outcome,
            live,
            // What the check says, and what is still missing, last: they
            // come and go as the teacher types (the first hint, the
            // explanation), and nothing above them moves.
            warnings,
            why_not,
        ]
        // 7, not 8: at 1366x768 the Italian form of a goal no move reaches
        // overflowed its column by a pixel.
        .spacing(7)
        .width(Fill);
        iced::widget::container(form)
            .padding(12)
            .style(theme::panel)
            .into()
    }
}

/// The goal of a kind with its numbers.
fn goal_of(kind: GoalKind, house: House, number: u8, moves: u8) -> Goal {
    let house = house.index() as u8;
    match kind {
        GoalKind::Play => Goal::Play { house },
        GoalKind::LastIn => Goal::LastIn { house },
        GoalKind::Capture => Goal::Capture { at_least: number },
        GoalKind::MostSeeds => Goal::MostSeeds,
        GoalKind::LongestChain => Goal::LongestChain,
        GoalKind::WipeOut => Goal::WipeOut,
        GoalKind::Feed => Goal::Feed,
        GoalKind::AvoidWipeOut => Goal::AvoidWipeOut,
        GoalKind::Defend => Goal::Defend,
        GoalKind::Secure => Goal::Secure {
            seeds: number,
            moves,
        },
        GoalKind::Win => Goal::Win { moves },
        GoalKind::WipeOutWithin => Goal::WipeOutWithin { moves },
        GoalKind::Guard => Goal::Guard {
            moves,
            at_most: number,
        },
    }
}

/// The mover's first house.
fn first_own(position: &Position) -> House {
    let side: Side = position.to_move();
    House::from_own(side, 1).expect("1 is a house")
}
