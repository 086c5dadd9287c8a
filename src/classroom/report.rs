//! The teacher's view of the class: one row per learner (lessons, puzzles
//! by theme, games by level, last activity), the puzzles most often
//! missed, and the same as CSV rows. Numbers only; the app words them.

use std::collections::BTreeMap;

use super::Classroom;
use super::learner::{Learner, LearnerId};
use super::library::Library;
use super::progress::{State, Tally, stars};
use crate::content::Theme;

/// Solved and tried puzzles of one theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Count {
    pub solved: usize,
    pub tried: usize,
    /// How many the library has.
    pub of: usize,
}

/// One learner, as the teacher's table shows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub id: LearnerId,
    /// Empty for the guest.
    pub name: String,
    pub lessons_done: usize,
    pub lessons: usize,
    pub steps_done: usize,
    pub steps: usize,
    /// Stars earned, of the most there are (3 a scored lesson).
    pub stars: (u32, u32),
    pub puzzles: Count,
    pub by_theme: BTreeMap<Theme, Count>,
    /// The puzzle rating, once a puzzle's first try has moved it.
    pub puzzle_rating: Option<u16>,
    pub best_streak: u32,
    /// By level, 0 = with a friend.
    pub games: BTreeMap<u8, Tally>,
    /// Against classmates on other devices.
    pub classmates: Tally,
    /// Seconds since 1970; 0 = never.
    pub active: u64,
}

impl Row {
    pub fn of(learner: &Learner, library: &Library) -> Row {
        let mut steps_done = 0;
        let mut steps = 0;
        let mut lessons_done = 0;
        let mut stars_got = 0;
        let mut stars_max = 0;
        let mut lessons = 0;
        for (_, lesson) in course(library) {
            let p = learner.lessons.get(&lesson.id);
            steps += lesson.steps.len();
            steps_done += p.map_or(0, |p| p.done_steps(lesson).len());
            lessons += 1;
            if State::of(lesson, p) == State::Done {
                lessons_done += 1;
            }
            if let Some(s) = stars(lesson, p) {
                stars_got += u32::from(s);
                stars_max += 3;
            }
        }
        let mut by_theme: BTreeMap<Theme, Count> = BTreeMap::new();
        let mut puzzles = Count::default();
        for p in &library.puzzles {
            let c = by_theme.entry(p.theme).or_default();
            c.of += 1;
            puzzles.of += 1;
            if let Some(r) = learner.puzzles.get(&p.id) {
                c.tried += 1;
                puzzles.tried += 1;
                if r.solved {
                    c.solved += 1;
                    puzzles.solved += 1;
                }
            }
        }
        Row {
            id: learner.id.clone(),
            name: learner.name.clone(),
            lessons_done,
            lessons,
            steps_done,
            steps,
            stars: (stars_got, stars_max),
            puzzles,
            by_theme,
            puzzle_rating: (learner.rating.tries > 0).then(|| learner.rating.shown()),
            best_streak: learner.rating.best_streak,
            games: learner.games.tally.clone(),
            classmates: learner.games.classmates,
            active: learner.active,
        }
    }

    /// Games played and won against the computer (any level).
    pub fn computer_games(&self) -> Tally {
        self.games
            .iter()
            .filter(|&(&level, _)| level > 0)
            .fold(Tally::default(), |a, (_, t)| Tally {
                played: a.played.saturating_add(t.played),
                won: a.won.saturating_add(t.won),
                drawn: a.drawn.saturating_add(t.drawn),
            })
    }
}

/// The lessons of the course with their numbers as the teacher reads
/// them (1, 2, ...): an interlude (the story) is read, not a lesson, so
/// its steps and questions count toward no lesson, step or star.
pub fn course(library: &Library) -> impl Iterator<Item = (usize, &crate::content::Lesson)> {
    library
        .lessons
        .iter()
        .filter(|l| !l.interlude)
        .enumerate()
        .map(|(i, l)| (i + 1, l))
}

/// Every named learner, by name (letter case aside), then the guest if
/// they did anything.
pub fn rows(class: &Classroom) -> Vec<Row> {
    let mut learners: Vec<&Learner> = class.roster().named().collect();
    learners.sort_by_key(|l| l.name.to_lowercase());
    let guest = &class.roster().all()[0];
    if guest.has_work() {
        learners.push(guest);
    }
    learners
        .into_iter()
        .map(|l| Row::of(l, class.library()))
        .collect()
}

/// A puzzle the class misses often.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missed {
    /// Its place in the library's list.
    pub index: usize,
    pub misses: u32,
    /// How many learners missed it at least once.
    pub learners: usize,
    /// How many of those solved it in the end.
    pub solved: usize,
}

/// The `n` puzzles with the most misses in the class (ties: more learners
/// first, then the list's order); puzzles nobody missed are left out.
pub fn most_missed(class: &Classroom, n: usize) -> Vec<Missed> {
    let mut out: Vec<Missed> = class
        .library()
        .puzzles
        .iter()
        .enumerate()
        .filter_map(|(index, p)| {
            let records: Vec<_> = class
                .roster()
                .all()
                .iter()
                .filter_map(|l| l.puzzles.get(&p.id))
                .filter(|r| r.misses > 0)
                .collect();
            let misses = records.iter().fold(0u32, |n, r| n.saturating_add(r.misses));
            (misses > 0).then(|| Missed {
                index,
                misses,
                learners: records.len(),
                solved: records.iter().filter(|r| r.solved).count(),
            })
        })
        .collect();
    out.sort_by(|a, b| (b.misses, b.learners, a.index).cmp(&(a.misses, a.learners, b.index)));
    out.truncate(n);
    out
}

/// The class as table rows for a spreadsheet, header first; `words`
/// gives the text of a message id in the teacher's language (the headers,
/// the themes' names, "Guest"), so this stays free of fluent.
pub fn table(class: &Classroom, words: &dyn Fn(&str) -> String) -> Vec<Vec<String>> {
    let themes: Vec<Theme> = Theme::ALL
        .into_iter()
        .filter(|t| class.library().puzzles.iter().any(|p| p.theme == *t))
        .collect();
    let mut header: Vec<String> = [
        "export-name",
        "export-language",
        "export-second-language",
        "export-lessons-done",
        "export-lessons-total",
        "export-steps-done",
        "export-steps-total",
        "export-stars",
        "export-stars-total",
        "export-puzzles-solved",
        "export-puzzles-tried",
        "export-puzzle-rating",
        "export-best-streak",
    ]
    .iter()
    .map(|id| words(id))
    .collect();
    // A theme's counts in two columns: a spreadsheet reads "1/13" as a
    // date, and every count is a number a teacher may sum.
    for t in &themes {
        let theme = words(t.message_id());
        for id in ["export-solved", "export-tried"] {
            header.push(format!("{theme} ({})", words(id)));
        }
    }
    header.extend(
        [
            "export-games-computer",
            "export-games-won",
            "export-games-friend",
            "export-classmates-played",
            "export-classmates-won",
            "export-last-active",
        ]
        .iter()
        .map(|id| words(id)),
    );
    let mut out = vec![header];
    for row in rows(class) {
        let learner = class.roster().get(&row.id);
        let lang = |l: Option<crate::lang::Lang>| l.map_or(String::new(), |l| l.code().to_owned());
        let name = if row.name.is_empty() {
            words("learner-guest")
        } else {
            row.name.clone()
        };
        let computer = row.computer_games();
        let mut cells = vec![
            name,
            lang(learner.and_then(|l| l.lang)),
            lang(learner.and_then(|l| l.second)),
            row.lessons_done.to_string(),
            row.lessons.to_string(),
            row.steps_done.to_string(),
            row.steps.to_string(),
            row.stars.0.to_string(),
            row.stars.1.to_string(),
            row.puzzles.solved.to_string(),
            row.puzzles.tried.to_string(),
            row.puzzle_rating.map_or(String::new(), |r| r.to_string()),
            row.best_streak.to_string(),
        ];
        for t in &themes {
            let c = row.by_theme.get(t).copied().unwrap_or_default();
            cells.extend([c.solved.to_string(), c.tried.to_string()]);
        }
        cells.extend([
            computer.played.to_string(),
            computer.won.to_string(),
            row.games.get(&0).map_or(0, |t| t.played).to_string(),
            row.classmates.played.to_string(),
            row.classmates.won.to_string(),
            if row.active == 0 {
                String::new()
            } else {
                super::class_list::date(row.active)
            },
        ]);
        out.push(cells);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classroom::{Fact, Library};

    #[test]
    fn rows_count_what_each_learner_did_against_the_library() {
        let mut class = Classroom::new(Default::default(), Library::shipped());
        let lib = class.library().clone();
        let aiko = class.add("Aiko", None, 1).unwrap();
        let ben = class.add("ben", None, 2).unwrap();
        class.switch(&aiko);
        let first = &lib.lessons[0];
        for step in 0..first.steps.len() {
            class.record(
                Fact::StepCompleted {
                    lesson: first.id.clone(),
                    step,
                },
                10,
            );
        }
        let (p0, p1) = (lib.puzzles[0].id.clone(), lib.puzzles[1].id.clone());
        class.record(Fact::PuzzleMissed { id: p0.clone() }, 11);
        class.record(Fact::PuzzleSolved { id: p0.clone() }, 12);
        class.record(Fact::PuzzleMissed { id: p1.clone() }, 13);
        class.switch(&ben);
        class.record(Fact::PuzzleMissed { id: p1.clone() }, 14);
        class.record(Fact::PuzzleMissed { id: p1.clone() }, 15);

        let rows = rows(&class);
        let names: Vec<_> = rows.iter().map(|r| r.name.as_str()).collect();
        assert_eq!(names, ["Aiko", "ben"], "by name, the idle guest left out");
        let a = &rows[0];
        assert_eq!(a.lessons_done, 1);
        assert_eq!(a.steps_done, first.steps.len());
        // The story's steps are not the course's.
        assert_eq!(
            a.steps,
            lib.lessons
                .iter()
                .filter(|l| !l.interlude)
                .map(|l| l.steps.len())
                .sum::<usize>()
        );
        assert!(a.steps < lib.lessons.iter().map(|l| l.steps.len()).sum::<usize>());
        let numbers: Vec<usize> = course(&lib).map(|(n, _)| n).collect();
        assert_eq!(numbers, (1..=a.lessons).collect::<Vec<_>>());
        assert!(course(&lib).all(|(_, l)| !l.interlude));
        assert_eq!(
            (a.puzzles.solved, a.puzzles.tried, a.puzzles.of),
            (1, 2, lib.puzzles.len())
        );
        assert_eq!(a.active, 13);
        let theme = lib.puzzles[0].theme;
        assert_eq!(a.by_theme[&theme].solved, 1);

        // The story is not a lesson of the course: 13 lessons, 39 stars.
        let course = lib.lessons.iter().filter(|l| !l.interlude).count();
        assert!(course < lib.lessons.len(), "the shipped story");
        assert_eq!(a.lessons, course);
        let starred = lib
            .lessons
            .iter()
            .filter(|l| !l.interlude && stars(l, None).is_some());
        assert_eq!(rows[1].stars.1, 3 * starred.count() as u32);
        let missed = most_missed(&class, 5);
        assert_eq!(missed.len(), 2);
        assert_eq!(
            (missed[0].index, missed[0].misses, missed[0].learners),
            (1, 3, 2)
        );
        assert_eq!((missed[1].index, missed[1].solved), (0, 1));
    }

    #[test]
    fn the_puzzle_rating_and_best_streak_reach_the_table_and_the_export() {
        let mut class = Classroom::new(Default::default(), Library::shipped());
        let aiko = class.add("Aiko", None, 1).unwrap();
        class.switch(&aiko);
        assert_eq!(rows(&class)[0].puzzle_rating, None, "not rated yet");
        let id = class.library().puzzles[0].id.clone();
        class.record(Fact::PuzzleRated { id, solved: true }, 5);
        class.record(Fact::StreakAt { length: 3 }, 6);
        let row = &rows(&class)[0];
        let rating = class.learner().rating.shown();
        assert_eq!(row.puzzle_rating, Some(rating));
        assert_eq!(row.best_streak, 3);
        let table = table(&class, &|id| id.to_owned());
        let col = |name: &str| table[0].iter().position(|h| h == name).unwrap();
        assert_eq!(table[1][col("export-puzzle-rating")], rating.to_string());
        assert_eq!(table[1][col("export-best-streak")], "3");
    }

    /// A spreadsheet reads "1/13" as a date: every count of the export
    /// is a number in a column of its own.
    #[test]
    fn every_count_of_the_export_is_a_number_of_its_own() {
        let mut class = Classroom::new(Default::default(), Library::shipped());
        let aiko = class.add("Aiko", None, 1).unwrap();
        class.switch(&aiko);
        let id = class.library().puzzles[0].id.clone();
        class.record(Fact::PuzzleSolved { id }, 5);
        let table = table(&class, &|id| id.to_owned());
        let header = &table[0];
        let row = &table[1];
        assert_eq!(header.len(), row.len());
        let text = [
            "export-name",
            "export-language",
            "export-second-language",
            "export-last-active",
        ];
        for (h, cell) in header.iter().zip(row) {
            if text.contains(&h.as_str()) || (h == "export-puzzle-rating" && cell.is_empty()) {
                continue;
            }
            assert!(cell.parse::<u32>().is_ok(), "{h}: {cell:?} is not a number");
        }
        let col = |name: &str| header.iter().position(|h| h == name).unwrap();
        assert_eq!(
            row[col("export-lessons-total")],
            rows(&class)[0].lessons.to_string()
        );
        let theme = class.library().puzzles[0].theme;
        let solved = format!("{} (export-solved)", theme.message_id());
        assert_eq!(row[col(&solved)], "1");
    }

    /// Games against classmates on other devices: played and won, each a
    /// number in a column of its own, apart from games with a friend on
    /// one screen and against the computer.
    #[test]
    fn games_against_classmates_have_their_own_columns() {
        use crate::classroom::{Classmate, GameRecord, Outcome};
        let mut class = Classroom::new(Default::default(), Library::shipped());
        let aiko = class.add("Aiko", None, 1).unwrap();
        let ben = class.add("Ben", None, 2).unwrap();
        class.switch(&aiko);
        let game = |outcome: Outcome, classmate: Option<Classmate>| {
            Fact::GameEnded(GameRecord {
                outcome: Some(outcome),
                ended: 10,
                classmate,
                ..GameRecord::default()
            })
        };
        let against_ben = || {
            Some(Classmate {
                id: ben.clone(),
                south: true,
            })
        };
        class.record(game(Outcome::Won, against_ben()), 10);
        class.record(game(Outcome::Lost, against_ben()), 11);
        class.record(game(Outcome::Drawn, against_ben()), 12);
        class.record(game(Outcome::Won, None), 13);
        let table = table(&class, &|id| id.to_owned());
        let col = |name: &str| table[0].iter().position(|h| h == name).unwrap();
        assert!(col("export-classmates-played") < col("export-last-active"));
        let aiko_row = &table[1];
        assert_eq!(aiko_row[0], "Aiko");
        assert_eq!(aiko_row[col("export-classmates-played")], "3");
        assert_eq!(aiko_row[col("export-classmates-won")], "1");
        assert_eq!(aiko_row[col("export-games-friend")], "1", "on one screen");
        let ben_row = &table[2];
        assert_eq!(ben_row[col("export-classmates-played")], "0");
        assert_eq!(ben_row[col("export-classmates-won")], "0");
    }
}
