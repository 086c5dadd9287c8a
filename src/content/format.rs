//! The lesson and puzzle file format, as serde structs.
//!
//! Files hold raw values (message ids as strings, houses as plain numbers,
//! positions as written); [`super::validate`] checks what they mean, so that
//! a semantic problem can be reported at its place in the file. The format
//! is described for authors in `docs/lesson-format.md`.

use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};

use crate::engine::{House, NotationError, Position, Setup, SetupError, SetupProblem, Side};

use super::problem::Detail;

/// A message id in `i18n/<lang>/lessons*.ftl` or `puzzles*.ftl`.
pub type MessageId = String;

/// One `lessons/*.ron` file.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    /// Where the lesson comes in the curriculum; lessons are listed by it.
    pub order: u32,
    pub title: MessageId,
    pub summary: MessageId,
    /// The puzzle theme the lesson's finish screen offers to practise.
    #[serde(default)]
    pub practice: Option<Theme>,
    /// An interlude (a story) a teacher may open at any time: listed
    /// apart, never the "next lesson to do", never a gate to the others.
    #[serde(default)]
    pub interlude: bool,
    pub steps: Vec<Step>,
}

/// One step of a lesson.
#[derive(Clone, Debug, Deserialize, PartialEq)]
pub enum Step {
    Explain(Explain),
    Watch(Watch),
    Try(Try),
    Question(Question),
    Game(GameStep),
}

impl Step {
    /// Whether the step is an exercise: something the learner answers,
    /// scored, and needed for the lesson to be done.
    pub fn is_exercise(&self) -> bool {
        matches!(self, Step::Try(_) | Step::Question(_) | Step::Game(_))
    }

    /// The step's stable id: the one written in the file, else (a
    /// teacher's lesson from before ids, which `wahree check` warns of)
    /// its main text's message id.
    pub fn id(&self) -> &str {
        let (id, text) = match self {
            Step::Explain(s) => (&s.id, &s.text),
            Step::Watch(s) => (&s.id, &s.text),
            Step::Try(s) => (&s.id, &s.text),
            Step::Question(s) => (&s.id, &s.text),
            Step::Game(s) => (&s.id, &s.text),
        };
        id.as_deref().unwrap_or(text)
    }

    /// Whether the file names the step (see [`Step::id`]).
    pub fn has_own_id(&self) -> bool {
        match self {
            Step::Explain(s) => s.id.is_some(),
            Step::Watch(s) => s.id.is_some(),
            Step::Try(s) => s.id.is_some(),
            Step::Question(s) => s.id.is_some(),
            Step::Game(s) => s.id.is_some(),
        }
    }

    /// The step's main text.
    pub fn text(&self) -> &MessageId {
        match self {
            Step::Explain(s) => &s.text,
            Step::Watch(s) => &s.text,
            Step::Try(s) => &s.text,
            Step::Question(s) => &s.text,
            Step::Game(s) => &s.text,
        }
    }
}

/// A text, maybe with a board to look at and houses to point out.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Explain {
    /// The step's stable name in its lesson: progress is kept by it, so
    /// a step added or moved keeps every learner's stars where they were.
    #[serde(default)]
    pub id: Option<String>,
    pub text: MessageId,
    #[serde(default)]
    pub position: Option<PositionSpec>,
    /// Absolute house numbers to highlight.
    #[serde(default)]
    pub highlight: Vec<u8>,
}

/// Moves the app plays and narrates from the engine's move reports.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Watch {
    /// The step's stable name in its lesson: progress is kept by it, so
    /// a step added or moved keeps every learner's stars where they were.
    #[serde(default)]
    pub id: Option<String>,
    pub text: MessageId,
    pub position: PositionSpec,
    /// Absolute houses, played in turn by whoever is to move.
    pub moves: Vec<u8>,
    /// Said once the moves have been played.
    #[serde(default)]
    pub after: Option<MessageId>,
}

/// The learner plays one move that must reach a goal.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Try {
    /// The step's stable name in its lesson: progress is kept by it, so
    /// a step added or moved keeps every learner's stars where they were.
    #[serde(default)]
    pub id: Option<String>,
    pub text: MessageId,
    pub position: PositionSpec,
    pub goal: Goal,
    /// The intended move(s); the engine must accept every one of them.
    #[serde(default)]
    pub answer: Option<Vec<u8>>,
    #[serde(default)]
    pub hints: Vec<MessageId>,
    pub success: MessageId,
    /// What to say after typical wrong moves.
    #[serde(default)]
    pub wrong: Vec<WrongMove>,
    /// A guided exercise: the board rings the house to play (the first
    /// `answer`, which must be given) and shows where its seeds go.
    #[serde(default)]
    pub guided: bool,
}

/// A text for one or more moves that miss the goal.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct WrongMove {
    pub moves: Vec<u8>,
    pub text: MessageId,
}

/// A question whose answer the engine computes.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// The step's stable name in its lesson: progress is kept by it, so
    /// a step added or moved keeps every learner's stars where they were.
    #[serde(default)]
    pub id: Option<String>,
    pub text: MessageId,
    pub position: PositionSpec,
    pub ask: Ask,
    /// Multiple choice: the engine's answer must be one of them.
    #[serde(default)]
    pub choices: Option<Vec<u8>>,
    /// The answer the author expects; the engine must agree.
    #[serde(default)]
    pub answer: Option<u8>,
    #[serde(default)]
    pub hints: Vec<MessageId>,
    /// Shown once the learner has answered.
    pub explanation: MessageId,
    /// Why a wrong answer is wrong, said when it is chosen.
    #[serde(default)]
    pub wrong: Vec<WrongAnswer>,
}

/// A text for one or more wrong answers to a question.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct WrongAnswer {
    pub answers: Vec<u8>,
    pub text: MessageId,
}

/// A short game against the coach from a set position, with an aim the
/// engine judges at the end of the game.
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct GameStep {
    /// The step's stable name in its lesson: progress is kept by it, so
    /// a step added or moved keeps every learner's stars where they were.
    #[serde(default)]
    pub id: Option<String>,
    pub text: MessageId,
    /// The learner plays the side to move.
    pub position: PositionSpec,
    /// The coach's level, 1 to `coach::Level::MAX` (19).
    pub level: u8,
    pub aim: Aim,
    #[serde(default)]
    pub hints: Vec<MessageId>,
    /// Said when the game ends with the aim reached.
    pub success: MessageId,
    /// Said when it ends without.
    pub failure: MessageId,
}

/// What the learner must reach by the end of a lesson's game.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub enum Aim {
    /// End the game with more seeds than the coach.
    Win,
    /// End the game with at least this many seeds.
    AtLeast { seeds: u8 },
}

/// The levels a lesson's game may name, as the coach numbers them.
pub const LEVELS: std::ops::RangeInclusive<u8> = 1..=crate::coach::Level::MAX.number();

/// What a question asks about the question's position.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub enum Ask {
    /// How many seeds does playing `play` capture (a wipe-out's sweep included)?
    Captured { play: u8 },
    /// In which house does the last seed of `play` fall? The answer is a house.
    LastIn { play: u8 },
    /// How many seeds are in `house` after `play`?
    SeedsIn { play: u8, house: u8 },
    /// How many seeds does `side` end the game with, after `play` if given?
    /// The game must be over by then.
    Final {
        #[serde(default)]
        play: Option<u8>,
        side: Player,
    },
    /// How many legal moves does the player to move have?
    LegalMoves,
}

/// One puzzle in a `lessons/puzzles/*.ron` file (a list of them).
#[derive(Clone, Debug, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct Puzzle {
    pub id: String,
    pub theme: Theme,
    /// The author's own guess at the tier. Not shown: the tier a learner
    /// sees comes from the rating; the guess is kept to compare with it.
    #[serde(default)]
    pub difficulty: Option<Difficulty>,
    /// The engine's difficulty rating (`content::rating`); `wahree check`
    /// computes it again and warns when it has drifted. Computed at load
    /// when left out.
    #[serde(default)]
    pub rating: Option<u16>,
    pub position: PositionSpec,
    pub goal: Goal,
    /// The intended move(s); the engine must accept every one of them.
    #[serde(default)]
    pub answer: Option<Vec<u8>>,
    /// The author's own words, shown above the goal's instruction (a
    /// teacher's question about the position, say).
    #[serde(default)]
    pub prompt: Option<MessageId>,
    #[serde(default)]
    pub hints: Vec<MessageId>,
    /// Shown after solving: why the move works. Left out, the program
    /// tells it from the engine's facts (`content::explain`).
    #[serde(default)]
    pub explanation: Option<MessageId>,
}

impl Puzzle {
    /// The rating, or the middle of the author's tier while none is known.
    pub fn rating(&self) -> u16 {
        self.rating
            .unwrap_or_else(|| super::rating::middle(self.difficulty.unwrap_or(Difficulty::Medium)))
    }

    /// The tier the learner sees: from the rating.
    pub fn tier(&self) -> Difficulty {
        super::rating::tier(self.rating())
    }
}

/// What a puzzle trains, for choosing and listing puzzles.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Theme {
    Capture,
    Chain,
    WipeOut,
    Feeding,
    Defence,
    BigHouse,
    Endgame,
}

impl Theme {
    pub const ALL: [Theme; 7] = [
        Theme::Capture,
        Theme::Chain,
        Theme::WipeOut,
        Theme::Feeding,
        Theme::Defence,
        Theme::BigHouse,
        Theme::Endgame,
    ];

    /// The theme's name, in `puzzles.ftl`.
    pub const fn message_id(self) -> &'static str {
        match self {
            Theme::Capture => "puzzle-theme-capture",
            Theme::Chain => "puzzle-theme-chain",
            Theme::WipeOut => "puzzle-theme-wipe-out",
            Theme::Feeding => "puzzle-theme-feeding",
            Theme::Defence => "puzzle-theme-defence",
            Theme::BigHouse => "puzzle-theme-big-house",
            Theme::Endgame => "puzzle-theme-endgame",
        }
    }
}

/// Difficulty tiers.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    Easy,
    Medium,
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    pub const fn message_id(self) -> &'static str {
        match self {
            Difficulty::Easy => "puzzle-difficulty-easy",
            Difficulty::Medium => "puzzle-difficulty-medium",
            Difficulty::Hard => "puzzle-difficulty-hard",
        }
    }
}

/// What the move to find must do. The engine computes which moves do it.
/// Also serialized: a live challenge sends it to the devices (`crate::live`).
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub enum Goal {
    /// Play this (absolute) house: a guided first move.
    Play { house: u8 },
    /// Make the last seed fall in this (absolute) house.
    LastIn { house: u8 },
    /// Capture at least this many seeds with one move.
    Capture { at_least: u8 },
    /// Capture as many seeds as possible with one move.
    MostSeeds,
    /// Capture from as many houses as possible with one move (two or more).
    LongestChain,
    /// Capture every seed in the opponent's row.
    WipeOut,
    /// The opponent's row is empty: play a move that gives them seeds.
    Feed,
    /// Leave the opponent no wipe-out on their next move.
    AvoidWipeOut,
    /// Leave the opponent the smallest best capture on their next move.
    Defend,
    /// Hold at least `seeds` in the store after `moves` of your own moves
    /// against best defence. Needs the coach's search.
    Secure { seeds: u8, moves: u8 },
    /// Win within `moves` of your own moves against best defence. Needs the
    /// coach's search.
    Win { moves: u8 },
    /// Wipe the opponent out within `moves` of your own moves, whatever
    /// they answer.
    WipeOutWithin { moves: u8 },
    /// For your next `moves` moves, let the opponent capture at most
    /// `at_most` seeds in all, whatever they play ("defend for two moves").
    Guard { moves: u8, at_most: u8 },
}

impl Goal {
    /// The goal's instruction for the learner, in `puzzles.ftl`.
    pub const fn message_id(self) -> &'static str {
        match self {
            Goal::Play { .. } => "puzzle-goal-play",
            Goal::LastIn { .. } => "puzzle-goal-last-in",
            Goal::Capture { .. } => "puzzle-goal-capture",
            Goal::MostSeeds => "puzzle-goal-most-seeds",
            Goal::LongestChain => "puzzle-goal-longest-chain",
            Goal::WipeOut => "puzzle-goal-wipe-out",
            Goal::Feed => "puzzle-goal-feed",
            Goal::AvoidWipeOut => "puzzle-goal-avoid-wipe-out",
            Goal::Defend => "puzzle-goal-defend",
            Goal::Secure { .. } => "puzzle-goal-secure",
            Goal::Win { .. } => "puzzle-goal-win",
            Goal::WipeOutWithin { .. } => "puzzle-goal-wipe-out-within",
            Goal::Guard { .. } => "puzzle-goal-guard",
        }
    }

    /// How many of the learner's own moves the goal asks for: more than
    /// one for the puzzles played move by move.
    pub const fn own_moves(self) -> u8 {
        match self {
            Goal::Secure { moves, .. }
            | Goal::Win { moves }
            | Goal::WipeOutWithin { moves }
            | Goal::Guard { moves, .. } => moves,
            _ => 1,
        }
    }

    /// Every goal's message id, for the unused-message check.
    pub const MESSAGE_IDS: [&'static str; 13] = [
        "puzzle-goal-play",
        "puzzle-goal-last-in",
        "puzzle-goal-capture",
        "puzzle-goal-most-seeds",
        "puzzle-goal-longest-chain",
        "puzzle-goal-wipe-out",
        "puzzle-goal-feed",
        "puzzle-goal-avoid-wipe-out",
        "puzzle-goal-defend",
        "puzzle-goal-secure",
        "puzzle-goal-win",
        "puzzle-goal-wipe-out-within",
        "puzzle-goal-guard",
    ];
}

/// What serde says a position field expects; `ron_error` recognises it to
/// give the teacher a translated sentence instead.
pub const POSITION_EXPECTED: &str = "a position: \"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S\" or (houses: [...], stores: (0, 0), to_move: South)";

/// A position as written: the engine's notation, e.g.
/// `"4,4,4,4,4,4/4,4,4,4,4,4 0-0 S"`, or plain arrays,
/// `(houses: [4, 4, ...], stores: (0, 0), to_move: South)`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionSpec {
    Notation(String),
    Board(BoardSpec),
}

/// The plain-array form of a position.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct BoardSpec {
    /// Twelve counts, houses 0..=11 (a list, so a wrong length is reported
    /// as such rather than as a syntax error).
    pub houses: Vec<i64>,
    #[serde(default)]
    pub stores: (i64, i64),
    pub to_move: Player,
}

/// A player as written in a file (the engine's [`Side`] is not serde).
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, Hash)]
pub enum Player {
    South,
    North,
}

impl From<Player> for Side {
    fn from(p: Player) -> Side {
        match p {
            Player::South => Side::South,
            Player::North => Side::North,
        }
    }
}

/// Why a [`PositionSpec`] is not a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionSpecError {
    /// `houses` does not list exactly twelve counts.
    HouseCount(usize),
    Notation(NotationError),
    Setup(SetupError),
}

impl PositionSpecError {
    /// What is wrong, one message for each problem.
    pub fn details(&self) -> Vec<Detail> {
        match self {
            PositionSpecError::HouseCount(n) => {
                vec![Detail::new("problem-house-count").with("count", *n)]
            }
            PositionSpecError::Notation(NotationError::Syntax { column, expected }) => {
                vec![
                    Detail::new("problem-notation")
                        .with("column", *column)
                        .with("expected", notation_part(expected)),
                ]
            }
            PositionSpecError::Notation(NotationError::Setup(e)) | PositionSpecError::Setup(e) => {
                e.problems().iter().map(setup_detail).collect()
            }
        }
    }
}

/// A wrong position, told to the teacher who wrote it (`problems.ftl`; the
/// engine's own `setup-*` messages speak to a child).
pub fn setup_detail(p: &SetupProblem) -> Detail {
    let d = Detail::new(match p {
        SetupProblem::NegativeHouse { .. } => "problem-negative-house",
        SetupProblem::NegativeStore { .. } => "problem-negative-store",
        SetupProblem::WrongTotal { .. } => "problem-wrong-total",
    });
    match *p {
        SetupProblem::NegativeHouse { house, seeds } => d
            .with("side", house.owner().name())
            .with("house", house.own_number())
            .with("seeds", seeds),
        SetupProblem::NegativeStore { side, seeds } => {
            d.with("side", side.name()).with("seeds", seeds)
        }
        SetupProblem::WrongTotal { total } => {
            d.with("total", i64::try_from(total).unwrap_or(i64::MAX))
        }
    }
}

/// Which part of the notation the engine expected, as a selector for the
/// `problem-notation` message. The engine describes it in English for
/// script authors; a test parses one bad text per part so that a change
/// there shows up here.
pub fn notation_part(expected: &str) -> &'static str {
    match expected {
        "',' between house counts" => "comma",
        "'/' between South's six houses and North's" => "slash",
        "a house's seed count (a whole number)" => "house",
        "a space before the stores" => "space-stores",
        "South's store (a whole number)" => "south-store",
        "'-' between the two stores" => "dash",
        "North's store (a whole number)" => "north-store",
        "a space before the player to move" => "space-player",
        "the player to move, S or N" => "player",
        "the end of the position" => "end",
        _ => "other",
    }
}

impl PositionSpec {
    pub fn to_position(&self) -> Result<Position, PositionSpecError> {
        match self {
            PositionSpec::Notation(text) => text.parse().map_err(|e| match e {
                NotationError::Setup(s) => PositionSpecError::Setup(s),
                e => PositionSpecError::Notation(e),
            }),
            PositionSpec::Board(b) => Position::try_from(Setup {
                houses: b
                    .houses
                    .as_slice()
                    .try_into()
                    .map_err(|_| PositionSpecError::HouseCount(b.houses.len()))?,
                stores: [b.stores.0, b.stores.1],
                to_move: b.to_move.into(),
            })
            .map_err(PositionSpecError::Setup),
        }
    }
}

impl<'de> Deserialize<'de> for PositionSpec {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = PositionSpec;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str(POSITION_EXPECTED)
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<PositionSpec, E> {
                Ok(PositionSpec::Notation(s.to_owned()))
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<PositionSpec, A::Error> {
                BoardSpec::deserialize(de::value::MapAccessDeserializer::new(map))
                    .map(PositionSpec::Board)
            }
        }
        d.deserialize_any(V)
    }
}

/// An absolute house number from a file, if it is one.
pub fn house(n: u8) -> Option<House> {
    House::new(usize::from(n))
}
