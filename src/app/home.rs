//! The first screen: who is learning and how far they got, and what the
//! app offers.

use iced::widget::{button, column, container, row, scrollable};
use iced::{Center, Element, Fill, Length, Shrink};

use super::fit::AtMost;
use super::learners::{self, Change};
use super::name_field::NameField;
use super::play::{BoardCache, BoardMessage, BoardSize, start_board};
use super::resume::Card;
use super::shape::Shape;
use super::symbols::{self, Picture};
use super::theme;
use crate::app::furigana::text;
use crate::classroom::{NameProblem, Roster};
use crate::coach::Level;
use crate::engine::House;
use crate::i18n::Localizer;

/// The widget id of the field where the guest types their name.
pub const NAME_ID: &str = "guest-name";
/// The widget id of Home's board (found by the layout walk, which checks
/// that its houses stay big enough to see).
pub const BOARD_ID: &str = "home-board";

/// The home screen, with a starting board to touch: hovering a house shows
/// where its seeds would go, clicking it starts a game with that move.
#[derive(Debug, Default)]
pub struct Home {
    board: BoardCache,
    hovered: Option<House>,
    /// The guest is typing their name, right here on Home.
    naming: Option<Naming>,
}

#[derive(Debug, Default)]
struct Naming {
    name: String,
    /// Why the name was refused, until it is typed again.
    problem: Option<NameProblem>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Message {
    /// The card: continue where the learner left off, or the next lesson.
    Continue,
    /// Join the class's live session (its bar across the top sends the
    /// app's own `Join`; this is the same, from Home).
    JoinLive,
    /// The card: a game with a classmate (an invitation, a game to
    /// continue, or a challenge waiting for its answer).
    Duel,
    /// "Play a classmate" (on a device in a class).
    Classmates,
    /// The tournament card: the child reports their board game (`won`,
    /// `drawn`, `lost`).
    Report(&'static str),
    Play,
    PlayComputer,
    Lessons,
    Puzzles,
    Settings,
    /// The teacher's board.
    TeacherBoard,
    /// The learner's last games, to review.
    Games,
    /// "Change learner": "Who is playing?".
    Learner,
    /// "My card": the learner's picture, colour and languages.
    MyCard,
    /// "Add your name": the guest names themselves, keeping what they did.
    AddName,
    /// "Add the children": the teacher's view, on its "Add children" (an
    /// empty class's first step).
    AddChildren,
    /// The guest's name as typed so far.
    Name(String),
    NameSave,
    NameCancel,
    Board(BoardMessage),
}

/// Who is learning now and how far they got, as the home screen says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Who {
    /// Already shown as it should be (a guest's is localized).
    pub name: String,
    /// False for the guest who learns before anyone typed a name.
    pub named: bool,
    /// Others have cards on "Who is playing?".
    pub others: bool,
    pub lessons_done: usize,
    pub lessons: usize,
    pub puzzles_solved: usize,
    pub puzzles: usize,
    /// The puzzle rating, once a puzzle's first try has moved it.
    pub puzzle_rating: Option<u16>,
    /// The longest streak of puzzles solved in a row.
    pub best_streak: u32,
    /// Their card's picture, so that a child who cannot read yet sees it
    /// is them.
    pub picture: Picture,
    /// The class server's sign, on a joined device.
    pub sync: Option<super::sync::Sign>,
    /// A named child on a device in a class: they may play a classmate.
    pub classmates: bool,
}

/// What the home screen asks of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// Open what the card names.
    Continue,
    OpenPlay,
    /// A game with a friend, opened with this move (if it is legal).
    OpenPlayWith(House),
    OpenComputer,
    OpenLessons,
    OpenPuzzles,
    OpenSettings,
    OpenBoard,
    OpenGames,
    /// "Who is playing?", to change learner.
    OpenPicker,
    OpenCard,
    /// Give the keyboard to this text field.
    Focus(&'static str),
    /// The guest's name, already checked.
    Learners(Change),
    /// Join the class's live session the card offers.
    JoinLive,
    /// The game with a classmate the card offers.
    OpenDuel,
    /// "Play a classmate".
    OpenClassmates,
    /// A board game of a tournament reported: `won`, `drawn`, `lost`.
    Report(&'static str),
    /// The teacher's view, to add the class's children.
    AddChildren,
}

impl Home {
    /// `learners` is asked whether a name may be used, so a refused name
    /// is told here and never reaches the app.
    pub fn update(&mut self, message: Message, learners: &Roster) -> Option<Event> {
        Some(match message {
            Message::Continue => Event::Continue,
            Message::JoinLive => Event::JoinLive,
            Message::Duel => Event::OpenDuel,
            Message::Classmates => Event::OpenClassmates,
            Message::Report(r) => Event::Report(r),
            Message::Play => Event::OpenPlay,
            Message::PlayComputer => Event::OpenComputer,
            Message::Lessons => Event::OpenLessons,
            Message::Puzzles => Event::OpenPuzzles,
            Message::Settings => Event::OpenSettings,
            Message::Learner => Event::OpenPicker,
            Message::MyCard => Event::OpenCard,
            Message::TeacherBoard => Event::OpenBoard,
            Message::Games => Event::OpenGames,
            Message::AddChildren => Event::AddChildren,
            Message::Board(BoardMessage::Clicked(h)) => Event::OpenPlayWith(h),
            Message::Board(BoardMessage::Hovered(h)) => {
                self.hovered = h;
                return None;
            }
            // Someone named already changes learner in Settings instead.
            Message::AddName if !learners.current().is_guest() => Event::OpenPicker,
            Message::AddName => {
                self.naming = Some(Naming::default());
                Event::Focus(NAME_ID)
            }
            Message::Name(name) => {
                let naming = self.naming.as_mut()?;
                naming.name = name;
                naming.problem = None;
                return None;
            }
            Message::NameSave => {
                let naming = self.naming.as_mut()?;
                // The guest is renamed: their progress and their Continue
                // card become theirs under their own name.
                let me = &learners.current().id;
                match learners.check(&naming.name, Some(me)) {
                    Ok(name) if learners.current().is_guest() => {
                        self.naming = None;
                        Event::Learners(Change::NameGuest(name))
                    }
                    // Only the guest is asked; someone chosen meanwhile
                    // keeps their name.
                    Ok(_) => {
                        self.naming = None;
                        return None;
                    }
                    Err(p) => {
                        naming.problem = Some(p);
                        // A click on "Save" took the keyboard from the field.
                        Event::Focus(NAME_ID)
                    }
                }
            }
            Message::NameCancel => {
                self.naming = None;
                return None;
            }
        })
    }

    /// Whether the guest is typing their name (keys are theirs, not
    /// shortcuts).
    pub fn is_naming(&self) -> bool {
        self.naming.is_some()
    }

    /// Why the guest's name was refused, if it was.
    pub fn problem(&self) -> Option<&NameProblem> {
        self.naming.as_ref()?.problem.as_ref()
    }

    /// `notice`: something the learner must be told;
    /// `card`: what to continue, or the next lesson, or a classmate's
    /// game. The board is as big
    /// as the chosen `size` allows, but never so big that the buttons
    /// leave the window.
    pub fn view<'a>(
        &'a self,
        i18n: &'a Localizer,
        notice: Option<String>,
        who: &Who,
        card: Option<Offer>,
        size: BoardSize,
    ) -> Element<'a, Message> {
        let who = who.clone();
        iced::widget::responsive(move |window| {
            self.laid_out(i18n, notice.clone(), &who, card.as_ref(), size, window)
        })
        .into()
    }

    /// Home in a window of `window`: in a short one (a 1024x640 laptop)
    /// the title is smaller and the tagline goes, so that the board keeps
    /// houses a child can see and every button stays whole; on a phone
    /// every button as wide as the screen, one under the other, under the
    /// board, and all of it scrolls.
    fn laid_out<'a>(
        &'a self,
        i18n: &'a Localizer,
        notice: Option<String>,
        who: &Who,
        card: Option<&Offer>,
        size: BoardSize,
        window: iced::Size,
    ) -> Element<'a, Message> {
        let shape = Shape::of(window);
        let short = window.height < SHORT;
        let phone = shape.is_phone();
        let width = |w: f32| if phone { Fill } else { Length::Fixed(w) };
        // Three in a row: wide enough for Italian at 1024x640, narrower in
        // a window held upright.
        let narrow_width = if shape.is_tall() { 236.0 } else { 280.0 };
        let narrow = move |label: String, message| {
            button(text(label).size(18).center().width(Fill))
                .padding([10, 12])
                .width(width(narrow_width))
                .style(theme::secondary)
                .on_press(message)
        };
        let wide = |label: String, message| {
            button(text(label).size(22).center().width(Fill))
                .padding([12, 24])
                .width(width(360.0))
                .on_press(message)
        };
        let notice = notice.map(|words| {
            container(text(words).size(16))
                .padding(12)
                .max_width(560)
                .style(theme::notice)
        });
        // The two big buttons of a row in columns of one width, their
        // hints wrapping under them: each row is centred on the window
        // (a long hint beside a short one put Lessons and Puzzles 48 px
        // off centre, under buttons that were not). One line for both
        // descriptions of a row, readings or not.
        let half = ((window.width - 20.0 - 24.0) / 2.0).clamp(360.0, 490.0);
        let column_width = width(half);
        let band = super::furigana::shows_readings(i18n);
        let choice = move |label: String, hint: String, message| {
            column![
                wide(label, message),
                text(hint).size(15).band(band).center().width(Fill)
            ]
            .spacing(2)
            .align_x(Center)
            .width(column_width)
        };
        // On a device in a class, "Play a classmate" takes the place of
        // the hint under "Play": Home keeps its height for the board.
        let classmates = || {
            button(text(i18n.tr("duel-play-classmate")).size(15))
                .padding([1, 12])
                .style(theme::primary)
                .on_press(Message::Classmates)
        };
        let play = |hint: String| {
            if who.classmates {
                column![wide(i18n.tr("home-play"), Message::Play), classmates()]
                    .spacing(4)
                    .align_x(Center)
                    .width(column_width)
            } else {
                choice(i18n.tr("home-play"), hint, Message::Play)
            }
        };
        // Who is learning and what they were doing, side by side: the card
        // costs the board no height. While the guest types their name, the
        // name has the row to itself. In a tall window the card goes under
        // when both do not fit.
        let top = match &self.naming {
            Some(naming) => row![naming_bar(i18n, naming)],
            None => row![learner_bar(i18n, who, shape)].push(card.map(|c| offer_card(i18n, c))),
        }
        .spacing(16)
        .align_y(Center)
        // On a wide screen the bar stays about as wide as the buttons.
        .width(Length::Fixed(1100.0_f32.min(window.width - 20.0)));
        let top: Element<'a, Message> = if shape.is_tall() {
            top.wrap().vertical_spacing(12).align_x(Center).into()
        } else {
            top.into()
        };
        if phone {
            let play = play(i18n.tr("home-play-hint"));
            return self.phone(i18n, top, notice.map(Element::from), size, play, choice);
        }
        let buttons = column![
            row![
                play(i18n.tr("home-play-hint")),
                choice(
                    i18n.tr("home-play-computer"),
                    i18n.tr_with(
                        "home-play-computer-hint",
                        &[("top", Level::MAX.number().into())]
                    ),
                    Message::PlayComputer
                ),
            ]
            .spacing(24),
            row![
                choice(
                    i18n.tr("home-lessons"),
                    i18n.tr("home-lessons-hint"),
                    Message::Lessons
                ),
                choice(
                    i18n.tr("home-puzzles"),
                    i18n.tr("home-puzzles-hint"),
                    Message::Puzzles
                ),
            ]
            .spacing(24),
            // The learner's games and the teacher's board beside Settings,
            // narrower: no row more, so the board keeps its height.
            row![
                narrow(i18n.tr("home-games"), Message::Games),
                narrow(i18n.tr("home-board"), Message::TeacherBoard),
                narrow(i18n.tr("home-settings"), Message::Settings),
            ]
            .spacing(24),
        ]
        .push(notice.map(|n| container(n).padding([8, 0])))
        .spacing(16)
        .align_x(Center);
        // The board takes the height the rest leaves (so nothing is pushed
        // out of the window), up to its size's, three times as wide as it
        // is tall; the column is only as tall as what it holds, so it sits
        // in the middle of a taller window.
        let board = AtMost::new(
            container(start_board(&self.board, self.hovered, i18n).map(Message::Board))
                .id(BOARD_ID),
            size.board_height(240.0),
        )
        .ratio(3.0)
        .over(container(buttons).center_x(Fill), 16.0);
        let title = if short {
            column![text(i18n.tr("app-title")).size(36)]
        } else {
            column![
                text(i18n.tr("app-title")).size(56),
                text(i18n.tr("home-tagline")).size(20),
            ]
        };
        let content = column![top, title.spacing(4).align_x(Center), board]
            .spacing(if short { 10 } else { 16 })
            .align_x(Center)
            .height(Shrink);
        container(content).padding(10).center(Fill).into()
    }

    /// A phone's Home: what a wide window has in rows, one under the
    /// other, all of it scrolling under the board.
    fn phone<'a>(
        &'a self,
        i18n: &'a Localizer,
        top: Element<'a, Message>,
        notice: Option<Element<'a, Message>>,
        size: BoardSize,
        play: iced::widget::Column<'a, Message>,
        choice: impl Fn(String, String, Message) -> iced::widget::Column<'a, Message>,
    ) -> Element<'a, Message> {
        // As wide as the screen, like every button of a phone's Home.
        let narrow = |label: String, message| {
            button(text(label).size(18).center().width(Fill))
                .padding([10, 12])
                .width(Fill)
                .style(theme::secondary)
                .on_press(message)
        };
        let computer = i18n.tr_with(
            "home-play-computer-hint",
            &[("top", Level::MAX.number().into())],
        );
        let buttons = column![
            play,
            choice(
                i18n.tr("home-play-computer"),
                computer,
                Message::PlayComputer
            ),
            choice(
                i18n.tr("home-lessons"),
                i18n.tr("home-lessons-hint"),
                Message::Lessons
            ),
            choice(
                i18n.tr("home-puzzles"),
                i18n.tr("home-puzzles-hint"),
                Message::Puzzles
            ),
            narrow(i18n.tr("home-games"), Message::Games),
            narrow(i18n.tr("home-board"), Message::TeacherBoard),
            narrow(i18n.tr("home-settings"), Message::Settings),
        ]
        .push(notice)
        .spacing(14)
        .width(Fill);
        let board = AtMost::new(
            start_board(&self.board, self.hovered, i18n).map(Message::Board),
            size.board_height(240.0),
        )
        .ratio(3.0);
        let content = column![
            top,
            column![
                text(i18n.tr("app-title")).size(40),
                text(i18n.tr("home-tagline")).size(18).center(),
            ]
            .spacing(2)
            .align_x(Center),
            board,
            buttons,
        ]
        .spacing(14)
        .padding(Shape::Phone.padding())
        .align_x(Center)
        .width(Fill);
        scrollable(content).spacing(4).into()
    }
}

/// Below this height a window is short: Home's title shrinks and its
/// tagline goes, for the board's sake.
const SHORT: f32 = 720.0;

/// How wide the Continue card is: its words wrap in it, and the learner's
/// bar takes the rest of the row (sharing it by what each needed, the bar
/// left the card a column a word wide in Spanish).
const CARD_WIDTH: f32 = 340.0;

/// "Playing as Aiko", how far Aiko got, and a button to change learner (a
/// guest is asked who is learning instead). In a tall window its buttons
/// go under the words when both do not fit.
fn learner_bar<'a>(i18n: &Localizer, who: &Who, shape: Shape) -> Element<'a, Message> {
    // How far the learner got, item by item: a narrow bar puts an item
    // on the next line whole, never breaking inside one ("Puzzles solved:
    // 0 / of 223" at 1024 wide, a "·" left alone).
    let item = |words: String| Element::from(text(words).size(15).wrapping(text::Wrapping::None));
    let mut items = vec![
        item(i18n.tr_with(
            "home-done-lessons",
            &[
                ("lessons", who.lessons_done.into()),
                ("lessonsTotal", who.lessons.into()),
            ],
        )),
        item(i18n.tr_with(
            "home-done-puzzles",
            &[
                ("puzzles", who.puzzles_solved.into()),
                ("puzzlesTotal", who.puzzles.into()),
            ],
        )),
    ];
    if let Some(standing) =
        super::learners::puzzle_standing(i18n, who.puzzle_rating, who.best_streak)
    {
        items.push(item(standing));
    }
    let lines = column![
        iced::widget::Row::with_children(items)
            .spacing(14)
            .wrap()
            .vertical_spacing(2)
    ]
    .spacing(2);
    // The class server's sign: the cloud alone when all is sent, with a
    // short line when something waits or is wrong (the whole of it in
    // Settings: Home keeps its height for the board). In a wide window the
    // line runs under the whole bar, where it needs one line; in a tall one
    // it goes under the progress.
    let (cloud, said) = match &who.sync {
        Some(sign @ super::sync::Sign::Synced) => (Some(super::sync_sign::icon(sign, 30.0)), None),
        Some(sign) => (None, Some(super::sync_sign::short(i18n, sign, 15.0))),
        None => (None, None),
    };
    let (lines, under) = if shape.is_tall() {
        (lines.push(said), None)
    } else {
        (lines, said)
    };
    let question = if who.named {
        i18n.tr_with("home-learner", &[("name", who.name.clone().into())])
    } else {
        i18n.tr("home-learner-who")
    };
    let small = |id: &str, message| {
        button(text(i18n.tr(id)).size(16))
            .padding([8, 16])
            .style(theme::secondary)
            .on_press(message)
    };
    // The guest may name themselves; anyone may change learner when
    // others have cards.
    let add = (!who.named).then(|| small("home-learner-add", Message::AddName));
    // A class with nobody in it yet: where its teacher adds the children
    // (their words, plain, whatever the learner's readings).
    let children = (!who.named && !who.others).then(|| {
        button(iced::widget::text(crate::i18n::ruby::plain(&i18n.tr("home-add-children"))).size(16))
            .padding([8, 16])
            .style(theme::primary)
            .on_press(Message::AddChildren)
    });
    let mine = who
        .named
        .then(|| small("home-learner-card", Message::MyCard));
    let change = (who.named || who.others).then(|| small("home-learner-change", Message::Learner));
    let bar = row![
        symbols::view(who.picture, 44.0),
        column![text(question).size(20), lines]
            .spacing(2)
            .width(Fill)
    ]
    .push(cloud)
    .push(children)
    .push(add)
    .push(mine)
    .push(change)
    .spacing(16)
    .align_y(Center);
    let bar: Element<'a, Message> = if shape.is_tall() {
        bar.wrap().vertical_spacing(8).into()
    } else {
        column![bar].push(under).spacing(4).into()
    };
    container(bar)
        .padding([6, 16])
        .width(Fill)
        .style(theme::panel)
        .into()
}

/// "What is your name?", a field (Enter saves, Esc cancels), and what
/// happens to what the guest did: it stays theirs.
fn naming_bar<'a>(i18n: &Localizer, naming: &Naming) -> Element<'a, Message> {
    let field = NameField {
        id: NAME_ID,
        on_input: Message::Name,
        save: Message::NameSave,
        save_label: "learners-rename-save",
        cancel: Message::NameCancel,
        size: 17.0,
        width: Length::Fixed(300.0),
    }
    .view(i18n, &naming.name);
    let below = match &naming.problem {
        Some(p) => text(learners::say(p, i18n)).size(15).style(text::danger),
        None => text(i18n.tr("home-name-keeps")).size(15),
    };
    let bar = column![text(i18n.tr("home-name-title")).size(20), field, below]
        .spacing(6)
        .max_width(720);
    container(bar).padding([6, 16]).style(theme::panel).into()
}

/// What Home's card beside the learner offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Offer {
    /// What to continue, or the next lesson.
    Continue(Card),
    /// A game with a classmate: an invitation, a game to continue, or the
    /// child's challenge waiting (`duel-card-…`), in both languages.
    Duel {
        said: String,
        second: Option<String>,
        key: &'static str,
    },
    /// The child's tournament: their next game (or a bye, or a wait),
    /// their own place and points, whether they can report a board game,
    /// and what their last report did (`tournament-report-…`), each in
    /// both languages.
    Tournament {
        said: String,
        second: Option<String>,
        place: String,
        report: bool,
        reported: Option<String>,
        /// Everyone's place, name and points when the teacher shows the
        /// standings (the child's own line marked), else nothing.
        table: Vec<TableLine>,
    },
}

/// A line of the standings on a child's Home.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableLine {
    pub place: String,
    pub name: String,
    pub points: String,
    pub mine: bool,
}

/// The card: "Continue: lesson 3 · The wipe-out, step 4 of 9" (or the
/// game, or the puzzle), or "Start with lesson 1: …", or a classmate's
/// game, with its key.
fn offer_card<'a>(i18n: &Localizer, offer: &Offer) -> Element<'a, Message> {
    if let Offer::Tournament {
        said,
        second,
        place,
        report,
        reported,
        table,
    } = offer
    {
        let said = (said.as_str(), second.as_deref());
        return tournament_card(i18n, said, place, *report, reported, table);
    }
    type Style = fn(&iced::Theme, button::Status) -> button::Style;
    let (title, second, key, style, message): (_, _, _, Style, _) = match offer {
        Offer::Continue(card) => (
            &card.text,
            None,
            if card.continues() {
                "home-continue-key"
            } else {
                "home-start-key"
            },
            theme::success,
            Message::Continue,
        ),
        Offer::Duel { said, second, key } => {
            (said, second.as_ref(), *key, button::primary, Message::Duel)
        }
        Offer::Tournament { .. } => return column![].into(),
    };
    let words = column![text(no_lone_word(title)).size(20)]
        .push(second.map(|s| text(no_lone_word(s)).size(15)))
        .push(text(i18n.tr(key)).size(14))
        .spacing(2);
    button(words.width(Fill))
        .padding([8, 20])
        .width(CARD_WIDTH)
        .style(style)
        .on_press(message)
        .into()
}

/// The tournament's card: the next game and the child's own place (lit
/// when the standings follow); for a board game, "I won", "Draw", "I
/// lost" to report it; the standings when the teacher shows them.
fn tournament_card<'a>(
    i18n: &Localizer,
    (said, second): (&str, Option<&str>),
    place: &str,
    report: bool,
    reported: &Option<String>,
    table: &[TableLine],
) -> Element<'a, Message> {
    let own: Element<'a, Message> = if table.is_empty() {
        text(place.to_owned()).size(15).into()
    } else {
        container(text(place.to_owned()).size(15))
            .padding([2, 8])
            .width(Fill)
            .style(theme::reminder)
            .into()
    };
    let mut words = column![text(no_lone_word(said)).size(18)]
        .push(second.map(|s| text(no_lone_word(s)).size(14)))
        .push(own)
        .spacing(4);
    if let Some(r) = reported {
        words = words.push(text(r.clone()).size(15));
    } else if report {
        let say = |id: &str, r: &'static str| {
            button(text(i18n.tr(id)).size(15))
                .padding([4, 12])
                .style(theme::secondary)
                .on_press(Message::Report(r))
        };
        words = words.push(
            row![
                say("tournament-home-won", "won"),
                say("tournament-home-drawn", "drawn"),
                say("tournament-home-lost", "lost"),
            ]
            .spacing(8)
            .wrap(),
        );
    }
    if !table.is_empty() {
        // One line, scrolled sideways: Home's board keeps its room at
        // 1024x640 (a class of thirty is a long line).
        let plain = |s: String| iced::widget::text(s).size(14);
        let mut line = iced::widget::Row::new()
            .spacing(6)
            .align_y(Center)
            .push(text(i18n.tr("tournament-home-standings")).size(14));
        for l in table {
            // Names as typed: no readings markup read into them.
            let cell =
                container(plain(format!("{} {} · {}", l.place, l.name, l.points))).padding([1, 6]);
            line = line.push(if l.mine {
                cell.style(theme::reminder)
            } else {
                cell
            });
        }
        // The scrollbar beside the line, never over its words.
        words = words.push(scrollable(line).horizontal().spacing(2).width(Fill));
    }
    container(words.width(Fill))
        .padding([8, 20])
        .width(CARD_WIDTH)
        .style(theme::panel)
        .into()
}

/// `words` with its last two words held together (a no-break space), so a
/// title that wraps never leaves one word alone on its last line ("gioco",
/// "giocate)"). Text without spaces (Japanese) is left as it is.
fn no_lone_word(words: &str) -> String {
    match words.trim_end().rfind(' ') {
        Some(i) if words[..i].contains(' ') => {
            format!("{}\u{a0}{}", &words[..i], &words[i + 1..])
        }
        _ => words.to_owned(),
    }
}

#[cfg(test)]
mod card_tests {
    use super::no_lone_word;

    #[test]
    fn the_card_s_last_two_words_stay_together() {
        assert_eq!(
            no_lone_word("Continua la partita con un amico (2 mosse giocate)"),
            "Continua la partita con un amico (2 mosse\u{a0}giocate)"
        );
        assert_eq!(no_lone_word("Two words"), "Two words");
        assert_eq!(no_lone_word("続きから：レッスン3"), "続きから：レッスン3");
    }
}
