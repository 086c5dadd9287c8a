//! One learner: who they are (name, card, languages) and how far they got.
//! A learner is saved in a file of their own (`learners/<id>.ron`), so two
//! computers or windows sharing a class folder never overwrite each
//! other's children (see `save.rs`).

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};

use super::adapt::Adaptive;
use super::journal::Journal;
use super::last::Last;
use super::progress::{GameLog, LessonProgress, PuzzleRecord};
use super::puzzle_pick::PuzzleRating;
use super::stamp::{Stamp, join_field};
use crate::lang::Lang;

/// A learner's stable id: their file's name, kept when they are renamed.
/// ASCII letters, digits and `-` only, so it is a file name everywhere.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct LearnerId(String);

impl LearnerId {
    /// The guest's id: there is always exactly one guest.
    pub fn guest() -> LearnerId {
        LearnerId("guest".into())
    }

    pub fn is_guest(&self) -> bool {
        self.0 == "guest"
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// A new id for `name` added at `millis` (since 1970): the time, and a
    /// hash of the name so two names added in the same instant differ.
    pub fn fresh(name: &str, millis: u64) -> LearnerId {
        // FNV-1a: stable across Rust versions, unlike std's hasher.
        let hash = name.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
        LearnerId(format!(
            "l{}-{}",
            base36(millis),
            base36(hash % 36u64.pow(4))
        ))
    }
}

fn base36(mut n: u64) -> String {
    let mut out = Vec::new();
    loop {
        out.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize]);
        n /= 36;
        if n == 0 {
            break;
        }
    }
    out.reverse();
    String::from_utf8(out).unwrap_or_default()
}

impl TryFrom<String> for LearnerId {
    type Error = &'static str;

    fn try_from(s: String) -> Result<LearnerId, &'static str> {
        let ok = !s.is_empty()
            && s.len() <= 40
            && s.bytes()
                .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-');
        if ok {
            Ok(LearnerId(s))
        } else {
            Err("a learner id is lower-case letters, digits and '-'")
        }
    }
}

impl From<LearnerId> for String {
    fn from(id: LearnerId) -> String {
        id.0
    }
}

impl fmt::Display for LearnerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The picture on a learner's card, drawn by the app, so that a child who
/// cannot read yet finds their own card: animals, fruits and shapes.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Symbol {
    #[default]
    Star,
    Heart,
    Moon,
    Sun,
    Flower,
    Leaf,
    Triangle,
    Square,
    Apple,
    Cherry,
    Banana,
    Fish,
    Turtle,
    Butterfly,
    Cat,
    Bird,
}

impl Symbol {
    pub const ALL: [Symbol; 16] = [
        Symbol::Star,
        Symbol::Fish,
        Symbol::Apple,
        Symbol::Moon,
        Symbol::Turtle,
        Symbol::Flower,
        Symbol::Heart,
        Symbol::Butterfly,
        Symbol::Cherry,
        Symbol::Sun,
        Symbol::Cat,
        Symbol::Leaf,
        Symbol::Triangle,
        Symbol::Bird,
        Symbol::Banana,
        Symbol::Square,
    ];

    /// Its name, in `app.ftl` (for the picker's choices and screen readers).
    pub fn message_id(self) -> &'static str {
        match self {
            Symbol::Star => "symbol-star",
            Symbol::Heart => "symbol-heart",
            Symbol::Moon => "symbol-moon",
            Symbol::Sun => "symbol-sun",
            Symbol::Flower => "symbol-flower",
            Symbol::Leaf => "symbol-leaf",
            Symbol::Triangle => "symbol-triangle",
            Symbol::Square => "symbol-square",
            Symbol::Apple => "symbol-apple",
            Symbol::Cherry => "symbol-cherry",
            Symbol::Banana => "symbol-banana",
            Symbol::Fish => "symbol-fish",
            Symbol::Turtle => "symbol-turtle",
            Symbol::Butterfly => "symbol-butterfly",
            Symbol::Cat => "symbol-cat",
            Symbol::Bird => "symbol-bird",
        }
    }
}

/// The colour of a learner's card.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Colour {
    #[default]
    Red,
    Orange,
    Yellow,
    Green,
    Teal,
    Blue,
    Purple,
    Pink,
}

impl Colour {
    pub const ALL: [Colour; 8] = [
        Colour::Red,
        Colour::Blue,
        Colour::Yellow,
        Colour::Green,
        Colour::Purple,
        Colour::Orange,
        Colour::Teal,
        Colour::Pink,
    ];

    pub fn message_id(self) -> &'static str {
        match self {
            Colour::Red => "colour-red",
            Colour::Orange => "colour-orange",
            Colour::Yellow => "colour-yellow",
            Colour::Green => "colour-green",
            Colour::Teal => "colour-teal",
            Colour::Blue => "colour-blue",
            Colour::Purple => "colour-purple",
            Colour::Pink => "colour-pink",
        }
    }
}

/// A symbol in a colour: what a child looks for on the picker.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(default)]
pub struct Card {
    pub symbol: Symbol,
    pub colour: Colour,
}

impl Card {
    /// The first card nobody in `taken` has, going through symbols and
    /// colours together so neighbours on the picker look different.
    pub fn first_free(taken: &[Card]) -> Card {
        let (s, c) = (Symbol::ALL.len(), Colour::ALL.len());
        // Every pair once: symbol i with colour (i + i / s) % c.
        (0..s * c)
            .map(|i| Card {
                symbol: Symbol::ALL[i % s],
                colour: Colour::ALL[(i + i / s) % c],
            })
            .find(|card| !taken.contains(card))
            .unwrap_or_default()
    }
}

/// One learner and how far they got.
///
/// Who they are (name, card, languages, teaching mode, what they were last
/// doing) are plain fields for the screens, each with the stamp of its
/// last change in [`Stamps`]: of two copies, the later change wins field by
/// field. Lesson steps merge by union; everything else they did is in the
/// [`Journal`], and `puzzles`, `games`, `rating` and `adaptive` are worked
/// out from it ([`Learner::settle`]), never saved.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Learner {
    pub id: LearnerId,
    /// Empty for the guest, shown in the app's language ("Guest").
    pub name: String,
    pub card: Card,
    /// The learner's own language; none follows the class's.
    #[serde(deserialize_with = "lenient_lang")]
    pub lang: Option<Lang>,
    /// A second language shown under the first, smaller (a child learning
    /// the class's language reads both).
    #[serde(deserialize_with = "lenient_lang")]
    pub second: Option<Lang>,
    /// Readings (furigana) drawn above the kanji of Japanese texts: on
    /// for every learner (they show only in Japanese texts) until the
    /// learner turns them off on their card. Written only when off.
    #[serde(skip_serializing_if = "is_on")]
    pub furigana: bool,
    /// Teaching mode in play, as this learner last left it: a beginner
    /// keeps the coach on, a stronger player turns it off for good.
    pub coach: bool,
    /// What this learner was last doing, for Home's "Continue" card. Read
    /// leniently: a record this version cannot understand is dropped, and
    /// the rest of the file still loads.
    #[serde(
        deserialize_with = "super::last::lenient",
        skip_serializing_if = "Option::is_none"
    )]
    pub last: Option<Last>,
    /// When each of the fields above last changed.
    pub stamps: Stamps,
    /// Each lesson's progress, by lesson id.
    pub lessons: BTreeMap<String, LessonProgress>,
    /// What they did (puzzles, games): the source of the four below.
    #[serde(skip_serializing_if = "Journal::is_empty")]
    pub journal: Journal,
    /// Each puzzle tried so far, by puzzle id (from the journal; read
    /// from files of format 3 and earlier, where it was kept).
    #[serde(skip_serializing)]
    pub puzzles: BTreeMap<String, PuzzleRecord>,
    /// Games played, and the last few kept whole (from the journal).
    #[serde(skip_serializing)]
    pub games: GameLog,
    /// The puzzle rating and the puzzles tried lately (from the journal;
    /// boxed: a learner travels whole in the saver's jobs).
    #[serde(skip_serializing)]
    pub rating: Box<PuzzleRating>,
    /// The computer that adapts to this learner (from the journal).
    #[serde(skip_serializing)]
    pub adaptive: Adaptive,
    /// The longest streak of puzzles solved in a row.
    #[serde(skip_serializing_if = "is_zero")]
    pub best_streak: u32,
    /// When the learner was added and last did something (seconds since
    /// 1970, as the app's clock gave them; 0 = never).
    pub added: u64,
    pub active: u64,
    /// Raised each time the learner's progress is wiped on purpose (the
    /// guest emptied for the next visitor): a copy with a lower one is
    /// older than the wipe, and its progress is not merged back.
    pub epoch: u32,
}

fn is_zero(n: &u32) -> bool {
    *n == 0
}

/// When each of a learner's own fields last changed (a field never
/// changed is not written).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Stamps {
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub name: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub card: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub lang: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub second: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub furigana: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub coach: Stamp,
    #[serde(skip_serializing_if = "Stamp::is_zero")]
    pub last: Stamp,
}

impl Default for Learner {
    fn default() -> Learner {
        Learner {
            id: LearnerId::guest(),
            name: String::new(),
            card: Card::default(),
            lang: None,
            second: None,
            coach: false,
            last: None,
            stamps: Stamps::default(),
            furigana: true,
            lessons: BTreeMap::new(),
            journal: Journal::default(),
            puzzles: BTreeMap::new(),
            games: GameLog::default(),
            rating: Box::default(),
            adaptive: Adaptive::default(),
            best_streak: 0,
            added: 0,
            active: 0,
            epoch: 0,
        }
    }
}

impl Learner {
    /// The guest who has not typed a name (their id may be the guest's or,
    /// in a file from before, any other).
    pub fn is_guest(&self) -> bool {
        self.name.is_empty()
    }

    /// The level the computer that adapts to them plays ([`Adaptive`]).
    pub fn adaptive_level(&self) -> crate::coach::Level {
        self.adaptive.level_for(&self.games.tally)
    }

    /// Whether they did anything worth keeping (a lesson step, a puzzle,
    /// a game, something to continue).
    pub fn has_work(&self) -> bool {
        !self.lessons.is_empty()
            || !self.puzzles.is_empty()
            || self.games.played() > 0
            || self.last.is_some()
    }

    /// Works out what follows from the journal (after loading, merging or
    /// recording a fact).
    pub fn settle(&mut self) {
        self.journal.normalize();
        let d = self.journal.derive();
        self.puzzles = d.puzzles;
        self.games = d.games;
        *self.rating = d.rating;
        self.rating.best_streak = self.rating.best_streak.max(self.best_streak);
        self.adaptive = d.adaptive;
    }

    /// The same learner (id, name, card, languages) with no progress, and
    /// an epoch that keeps the old progress from being merged back.
    pub fn emptied(&self) -> Learner {
        Learner {
            id: self.id.clone(),
            name: self.name.clone(),
            card: self.card,
            lang: self.lang,
            second: self.second,
            stamps: self.stamps,
            furigana: self.furigana,
            added: self.added,
            epoch: self.epoch.saturating_add(1),
            ..Learner::default()
        }
    }

    /// The join of two copies of this learner (another window, device or
    /// the class server): each field of who they are from the copy that
    /// changed it last, every lesson step and the best score of each, and
    /// every fact of either journal, counted once. The result does not
    /// depend on which copy merges into which, nor on the order of many.
    pub fn merge_from(&mut self, other: &Learner) {
        let (s, o) = (&mut self.stamps, &other.stamps);
        join_field(&mut self.name, &mut s.name, &other.name, o.name);
        join_field(&mut self.card, &mut s.card, &other.card, o.card);
        join_field(&mut self.lang, &mut s.lang, &other.lang, o.lang);
        join_field(&mut self.second, &mut s.second, &other.second, o.second);
        join_field(
            &mut self.furigana,
            &mut s.furigana,
            &other.furigana,
            o.furigana,
        );
        join_field(&mut self.coach, &mut s.coach, &other.coach, o.coach);
        join_field(&mut self.last, &mut s.last, &other.last, o.last);
        self.added = match (self.added, other.added) {
            (0, b) => b,
            (a, 0) => a,
            (a, b) => a.min(b),
        };
        self.active = self.active.max(other.active);
        if other.epoch > self.epoch {
            // Wiped elsewhere after this copy was read.
            self.lessons = other.lessons.clone();
            self.journal = other.journal.clone();
            self.best_streak = other.best_streak;
            self.epoch = other.epoch;
        } else if other.epoch == self.epoch {
            for (id, p) in &other.lessons {
                self.lessons.entry(id.clone()).or_default().merge_from(p);
            }
            self.journal.merge_from(&other.journal);
            self.best_streak = self.best_streak.max(other.best_streak);
        }
        self.settle();
    }

    /// This learner with one more fact, stamped at `at` seconds (a test's
    /// or a tool's hand-made learner; the classroom stamps its own).
    pub fn with_event(mut self, at: u64, event: super::journal::Event) -> Learner {
        let stamp = Stamp {
            at,
            origin: 0,
            n: self.journal.len() as u64 + 1,
        };
        self.journal.add(stamp, event);
        self.settle();
        self
    }

    /// The latest stamp this copy holds (a classroom that reads it stamps
    /// its own later changes after it).
    pub fn latest_stamp(&self) -> Stamp {
        let s = &self.stamps;
        [
            s.name, s.card, s.lang, s.second, s.furigana, s.coach, s.last,
        ]
        .into_iter()
        .chain(self.journal.events.keys().next_back().copied())
        .max()
        .unwrap_or_default()
    }
}

fn is_on(on: &bool) -> bool {
    *on
}

/// A language code, or none when it is missing or not one the app speaks
/// (a hand-edited file): the learner then follows the class's language.
fn lenient_lang<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
    let code = Option::<String>::deserialize(d)?;
    Ok(code.and_then(|c| Lang::ALL.into_iter().find(|l| l.code() == c)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fresh_ids_are_file_names_and_differ_by_name_and_time() {
        let a = LearnerId::fresh("Aiko", 1_764_000_000_000);
        let b = LearnerId::fresh("Mateo", 1_764_000_000_000);
        let c = LearnerId::fresh("Aiko", 1_764_000_000_001);
        assert_ne!(a, b);
        assert_ne!(a, c);
        for id in [&a, &b, &c] {
            assert!(LearnerId::try_from(id.to_string()).is_ok(), "{id}");
        }
        assert!(LearnerId::try_from("../x".to_owned()).is_err());
        assert!(LearnerId::try_from(String::new()).is_err());
        assert!(LearnerId::try_from("Aiko".to_owned()).is_err());
    }

    #[test]
    fn a_class_of_thirty_gets_thirty_different_cards() {
        let mut taken = Vec::new();
        for _ in 0..30 {
            let card = Card::first_free(&taken);
            assert!(!taken.contains(&card));
            taken.push(card);
        }
        // Neighbours differ in both symbol and colour.
        for pair in taken.windows(2) {
            assert_ne!(pair[0].symbol, pair[1].symbol);
            assert_ne!(pair[0].colour, pair[1].colour);
        }
    }

    #[test]
    fn an_unknown_language_in_a_file_falls_back_to_the_class() {
        let l: Learner =
            ron::from_str(r#"(name: "Aiko", lang: Some("fr"), second: Some("ja"))"#).unwrap();
        assert_eq!(l.lang, None);
        assert_eq!(l.second, Some(Lang::Ja));
        assert_eq!(l.name, "Aiko");
    }

    #[test]
    fn readings_are_on_until_turned_off_and_saved_only_then() {
        // A file from before the setting, and a new learner: on.
        let old: Learner = ron::from_str(r#"(name: "Aiko", lang: Some("ja"))"#).unwrap();
        assert!(old.furigana);
        assert!(Learner::default().furigana);
        let on = ron::to_string(&old).unwrap();
        assert!(!on.contains("furigana"), "{on}");
        let off = Learner {
            furigana: false,
            ..old
        };
        let written = ron::to_string(&off).unwrap();
        let back: Learner = ron::from_str(&written).unwrap();
        assert!(!back.furigana, "{written}");
        assert!(!back.emptied().furigana, "who the learner is stays");
    }
}
