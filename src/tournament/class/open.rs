//! A tournament across classes (issue 29, §3, "Across classes and
//! schools"): an organiser's tournament whose players are children of
//! several classes. A learner's id is unique only within its class, so a
//! player here is a (class, learner) pair: the tournament itself is a
//! [`ClassTournament`] whose players are names alone (no learner), and
//! `seats` says, by pairing number, whose each one is. Every rule of the
//! class's tournament (pairing, drafts, standings, TRF) is the core's.
//!
//! Results: a table whose two children are of one class takes its
//! teacher's result as a class tournament does. A table of two classes
//! takes each teacher's entry; two that agree are the result, two that
//! differ are kept for the organiser to settle, never one chosen.

use serde::{Deserialize, Serialize};

use super::results::check_sheet;
use super::{ClaimState, ClassError, ClassTournament, Entrant, Mine, fitted};
use crate::classroom::LearnerId;
use crate::tournament::model::{Outcome, Player, Setup, Tournament};

/// A class in the tournament: its id on the server and its name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenClass {
    pub id: String,
    pub name: String,
}

/// Whose a pairing number is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenSeat {
    pub class: String,
    pub learner: LearnerId,
}

/// A teacher's result for a table of two classes, waiting for the other
/// teacher's (or, if they differ, for the organiser).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub round: u32,
    pub table: u32,
    pub class: String,
    pub outcome: Outcome,
    /// The score sheet as typed, if the teacher gave one (checked).
    pub moves: Option<String>,
}

/// The most classes one tournament takes (the server's bound).
pub const MAX_CLASSES: usize = 64;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenTournament {
    pub core: ClassTournament,
    pub classes: Vec<OpenClass>,
    /// By pairing number − 1.
    pub seats: Vec<OpenSeat>,
    pub entries: Vec<Entry>,
}

impl OpenTournament {
    /// A new tournament with no class yet: `setup` gives its name,
    /// format, bye and tie-breaks (its players and rounds are dropped).
    pub fn new(mut setup: Setup) -> Result<OpenTournament, ClassError> {
        setup.players.clear();
        setup.rounds.clear();
        setup.absent_next.clear();
        setup.forbidden.clear();
        Ok(OpenTournament {
            core: ClassTournament::from(Tournament::try_from(setup)?),
            classes: Vec::new(),
            seats: Vec::new(),
            entries: Vec::new(),
        })
    }

    /// Whether a round was paired (the players are then fixed).
    pub fn started(&self) -> bool {
        !self.core.tournament.rounds.is_empty() || self.core.draft.is_some()
    }

    pub fn has_class(&self, class: &str) -> bool {
        self.classes.iter().any(|c| c.id == class)
    }

    /// The class's name, as it was when it was added.
    pub fn class_name(&self, class: &str) -> &str {
        self.classes
            .iter()
            .find(|c| c.id == class)
            .map_or("", |c| c.name.as_str())
    }

    /// Adds a class, with the children who play (all of them, by the
    /// server's default), after the players already in.
    pub fn add_class(&mut self, class: OpenClass, entrants: &[Entrant]) -> Result<(), ClassError> {
        if self.has_class(&class.id) {
            return Err(ClassError::ClassTwice);
        }
        if self.started() {
            return Err(ClassError::Started);
        }
        let id = class.id.clone();
        self.classes.push(class);
        let out = self.set_players(&id, entrants);
        if out.is_err() {
            self.classes.retain(|c| c.id != id);
        }
        out
    }

    /// Takes a class out, with its players (before the first round).
    pub fn remove_class(&mut self, class: &str) -> Result<(), ClassError> {
        if !self.has_class(class) {
            return Err(ClassError::ClassNotIn);
        }
        if self.started() {
            return Err(ClassError::Started);
        }
        let seats: Vec<_> = self
            .seats
            .iter()
            .filter(|s| s.class != class)
            .cloned()
            .collect();
        let names = self.names_except(class);
        self.rebuild(seats, names)?;
        self.classes.retain(|c| c.id != class);
        Ok(())
    }

    /// The class's players are `entrants`, in their order (before the
    /// first round); the other classes' stay as they were.
    pub fn set_players(&mut self, class: &str, entrants: &[Entrant]) -> Result<(), ClassError> {
        if !self.has_class(class) {
            return Err(ClassError::ClassNotIn);
        }
        if self.started() {
            return Err(ClassError::Started);
        }
        let mut ids: Vec<&LearnerId> = entrants.iter().map(|e| &e.learner).collect();
        ids.sort();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err(ClassError::LearnerTwice);
        }
        // The players by class, in the order the classes were added.
        let mut seats = Vec::new();
        let mut names = Vec::new();
        for k in &self.classes {
            if k.id == class {
                for e in entrants {
                    seats.push(OpenSeat {
                        class: class.to_owned(),
                        learner: e.learner.clone(),
                    });
                    names.push(fitted(&e.name, crate::tournament::MAX_NAME));
                }
                continue;
            }
            for (s, p) in self.seats.iter().zip(&self.core.tournament.players) {
                if s.class == k.id {
                    seats.push(s.clone());
                    names.push(p.name.clone());
                }
            }
        }
        self.rebuild(seats, names)
    }

    fn names_except(&self, class: &str) -> Vec<String> {
        self.seats
            .iter()
            .zip(&self.core.tournament.players)
            .filter(|(s, _)| s.class != class)
            .map(|(_, p)| p.name.clone())
            .collect()
    }

    /// The tournament again with these players (no round yet).
    fn rebuild(&mut self, seats: Vec<OpenSeat>, names: Vec<String>) -> Result<(), ClassError> {
        let mut setup = self.core.tournament.clone().into_setup();
        setup.players = names
            .iter()
            .map(|n| Player {
                name: n.clone(),
                learner: None,
                rating: None,
                withdrawn: false,
            })
            .collect();
        setup.forbidden.clear();
        setup.absent_next.clear();
        let core = ClassTournament {
            tournament: Tournament::try_from(setup)?,
            ..self.core.clone()
        };
        self.core = core;
        self.core.draft = None;
        self.seats = seats;
        Ok(())
    }

    /// The pairing number of a child of a class, if they play.
    pub fn number_of(&self, class: &str, learner: &LearnerId) -> Option<u32> {
        self.seats
            .iter()
            .position(|s| s.class == class && &s.learner == learner)
            .map(|i| i as u32 + 1)
    }

    pub fn seat(&self, n: u32) -> Option<&OpenSeat> {
        (n as usize).checked_sub(1).and_then(|i| self.seats.get(i))
    }

    /// The classes of a table's two children.
    fn classes_at(&self, round: u32, table: u32) -> Result<(String, String), ClassError> {
        let b = *self.core.board(round, table)?;
        let class = |n: u32| self.seat(n).map(|s| s.class.clone()).unwrap_or_default();
        Ok((class(b.first), class(b.second)))
    }

    /// Whether a child of `class` plays this table.
    pub fn plays_at(&self, class: &str, round: u32, table: u32) -> bool {
        self.classes_at(round, table)
            .is_ok_and(|(a, b)| a == class || b == class)
    }

    /// A class's withdrawal of one of its children.
    pub fn withdraw(&mut self, class: &str, learner: &LearnerId) -> Result<u32, ClassError> {
        let n = self
            .number_of(class, learner)
            .ok_or(ClassError::NotPlaying)?;
        let mut setup = self.core.tournament.clone().into_setup();
        setup.players[n as usize - 1].withdrawn = true;
        setup.absent_next.retain(|(p, _)| *p != n);
        self.core.tournament = Tournament::try_from(setup)?;
        self.core.draft = None;
        Ok(n)
    }

    /// The organiser's result for a table (`None` clears it): it settles
    /// the teachers' entries and the children's reports of the table.
    pub fn record(
        &mut self,
        round: u32,
        table: u32,
        outcome: Option<Outcome>,
        sheet: Option<&str>,
    ) -> Result<(), ClassError> {
        self.core.record(round, table, outcome, sheet)?;
        self.entries
            .retain(|e| !(e.round == round && e.table == table));
        Ok(())
    }

    /// A teacher's result for a table where a child of their class plays.
    /// A table of their class alone: the result (as the organiser's). A
    /// table of two classes: their entry, the result once the other
    /// teacher's agrees; two that differ wait for the organiser.
    pub fn teacher_record(
        &mut self,
        class: &str,
        round: u32,
        table: u32,
        outcome: Option<Outcome>,
        sheet: Option<&str>,
    ) -> Result<ClaimState, ClassError> {
        let (a, b) = self.classes_at(round, table)?;
        if a != class && b != class {
            return Err(ClassError::NotYourTable);
        }
        if a == b {
            self.record(round, table, outcome, sheet)?;
            return Ok(ClaimState::Agreed);
        }
        if self.core.board(round, table)?.outcome.is_some() {
            return Err(ClassError::ResultIn);
        }
        let here = |e: &Entry| e.round == round && e.table == table;
        let Some(outcome) = outcome else {
            // Taking one's entry back.
            self.entries.retain(|e| !(here(e) && e.class == class));
            return Ok(ClaimState::Waiting);
        };
        if let Some(text) = sheet {
            check_sheet(text, Some(outcome))?;
        }
        self.entries.retain(|e| !(here(e) && e.class == class));
        self.entries.push(Entry {
            round,
            table,
            class: class.to_owned(),
            outcome,
            moves: sheet.map(str::to_owned),
        });
        let other = if a == class { b } else { a };
        let theirs = self
            .entries
            .iter()
            .find(|e| here(e) && e.class == other)
            .cloned();
        Ok(match theirs {
            None => ClaimState::Waiting,
            Some(e) if e.outcome == outcome => {
                let moves = sheet.map(str::to_owned).or(e.moves);
                self.record(round, table, Some(outcome), moves.as_deref())?;
                ClaimState::Agreed
            }
            Some(_) => ClaimState::Conflict,
        })
    }

    /// The tables whose two teachers' entries differ: (round, table).
    pub fn entry_conflicts(&self) -> Vec<(u32, u32)> {
        let mut out: Vec<(u32, u32)> = Vec::new();
        for a in &self.entries {
            for b in &self.entries {
                if a.round == b.round
                    && a.table == b.table
                    && a.class < b.class
                    && a.outcome != b.outcome
                    && !out.contains(&(a.round, a.table))
                {
                    out.push((a.round, a.table));
                }
            }
        }
        out.sort();
        out
    }

    /// A child's report of their board game, from a device of their class.
    pub fn claim(
        &mut self,
        class: &str,
        learner: &LearnerId,
        round: u32,
        table: u32,
        mine: Mine,
    ) -> Result<ClaimState, ClassError> {
        let me = self
            .number_of(class, learner)
            .ok_or(ClassError::NotPlaying)?;
        let state = self.core.claim_by(me, round, table, mine)?;
        if state == ClaimState::Agreed {
            self.entries
                .retain(|e| !(e.round == round && e.table == table));
        }
        Ok(state)
    }

    /// Whether every round is played (a tournament with no player yet
    /// has not begun).
    pub fn is_over(&self) -> bool {
        !self.seats.is_empty() && self.core.is_over()
    }
}

/// A player's line beside the core's: their class (and, for their own
/// class's teacher or the organiser, their learner).
#[derive(Debug, Serialize)]
pub struct SeatLine {
    pub number: u32,
    pub class: String,
    pub class_name: String,
    pub learner: Option<LearnerId>,
}

#[derive(Debug, Serialize)]
pub struct EntryLine {
    pub round: u32,
    pub table: u32,
    pub class: String,
    pub result: &'static str,
}

/// What the organiser sees (everything), or a class's teacher: every
/// table, their own children's learners, and which tables they may enter.
#[derive(Debug, Serialize)]
pub struct OpenView {
    #[serde(flatten)]
    pub tournament: super::view::TeacherView,
    pub classes: Vec<OpenClass>,
    pub seats: Vec<SeatLine>,
    pub entries: Vec<EntryLine>,
    /// Tables whose two teachers' entries differ: the organiser decides.
    pub entry_conflicts: Vec<(u32, u32)>,
    /// For a teacher: the pairing numbers of their class's children.
    pub mine: Vec<u32>,
}

/// The view for the organiser (`class` None) or a class's teacher.
pub fn view(id: &str, t: &OpenTournament, class: Option<&str>) -> OpenView {
    let seats = t
        .seats
        .iter()
        .enumerate()
        .map(|(i, s)| SeatLine {
            number: i as u32 + 1,
            class: s.class.clone(),
            class_name: t.class_name(&s.class).to_owned(),
            learner: (class.is_none() || class == Some(s.class.as_str()))
                .then(|| s.learner.clone()),
        })
        .collect();
    let mut tournament = super::view::teacher(id, &t.core);
    tournament.over = t.is_over();
    OpenView {
        tournament,
        classes: t.classes.clone(),
        seats,
        entries: t
            .entries
            .iter()
            .map(|e| EntryLine {
                round: e.round,
                table: e.table,
                class: e.class.clone(),
                result: super::view::outcome_name(e.outcome),
            })
            .collect(),
        entry_conflicts: t.entry_conflicts(),
        mine: class.map_or(Vec::new(), |c| {
            t.seats
                .iter()
                .enumerate()
                .filter(|(_, s)| s.class == c)
                .map(|(i, _)| i as u32 + 1)
                .collect()
        }),
    }
}

/// A child's device: as in a class tournament, with the opponent's class.
#[derive(Debug, Serialize)]
pub struct OpenChildView {
    #[serde(flatten)]
    pub tournament: super::view::ChildView,
    pub opponent_class: Option<String>,
}

pub fn child(id: &str, t: &OpenTournament, me: u32) -> OpenChildView {
    let v = super::view::child(id, &t.core, me);
    let opponent_class = v.next.as_ref().and_then(|g| {
        let round = t.core.tournament.rounds.get(g.round as usize - 1)?;
        let b = round.boards.get(g.table as usize - 1)?;
        let other = if b.first == me { b.second } else { b.first };
        Some(t.class_name(&t.seat(other)?.class).to_owned())
    });
    OpenChildView {
        tournament: v,
        opponent_class,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::Format;

    fn entrants(prefix: &str, n: usize) -> Vec<Entrant> {
        (0..n)
            .map(|i| Entrant {
                learner: LearnerId::try_from(format!("l{i}")).unwrap(),
                name: format!("{prefix} {i}"),
            })
            .collect()
    }

    fn class(id: &str) -> OpenClass {
        OpenClass {
            id: id.into(),
            name: id.to_uppercase(),
        }
    }

    /// Two classes whose children have the same learner ids: four
    /// players, told apart by class.
    fn two_classes() -> OpenTournament {
        let mut t = OpenTournament::new(Setup::new("Island cup", Format::RoundRobin { cycles: 1 }))
            .unwrap();
        t.add_class(class("a"), &entrants("Ana", 2)).unwrap();
        t.add_class(class("b"), &entrants("Ben", 2)).unwrap();
        t
    }

    #[test]
    fn the_same_learner_id_in_two_classes_is_two_players() {
        let t = two_classes();
        let l0 = LearnerId::try_from("l0".to_owned()).unwrap();
        assert_eq!(t.number_of("a", &l0), Some(1));
        assert_eq!(t.number_of("b", &l0), Some(3));
        assert_eq!(t.core.tournament.players.len(), 4);
        assert_eq!(t.core.tournament.players[2].name, "Ben 0");
        assert!(
            t.core
                .tournament
                .players
                .iter()
                .all(|p| p.learner.is_none())
        );
    }

    #[test]
    fn classes_and_players_change_until_a_round_is_paired() {
        let mut t = two_classes();
        assert_eq!(
            t.add_class(class("a"), &entrants("Ana", 1)),
            Err(ClassError::ClassTwice)
        );
        t.set_players("a", &entrants("Ana", 1)).unwrap();
        assert_eq!(t.core.tournament.players.len(), 3);
        assert_eq!(t.seat(1).unwrap().class, "a");
        assert_eq!(t.seat(3).unwrap().class, "b");
        assert_eq!(t.core.tournament.players[1].name, "Ben 0");
        assert_eq!(
            t.set_players("c", &entrants("Cy", 1)),
            Err(ClassError::ClassNotIn)
        );
        let mut twice = entrants("Ana", 2);
        twice[1].learner = twice[0].learner.clone();
        assert_eq!(t.set_players("a", &twice), Err(ClassError::LearnerTwice));
        t.remove_class("b").unwrap();
        assert_eq!(t.seats.len(), 1);
        assert!(!t.has_class("b"));
        t.add_class(class("b"), &entrants("Ben", 3)).unwrap();
        t.core.make_draft().unwrap();
        assert_eq!(
            t.set_players("a", &entrants("Ana", 2)),
            Err(ClassError::Started)
        );
        assert_eq!(t.remove_class("b"), Err(ClassError::Started));
    }

    #[test]
    fn two_teachers_agree_or_the_organiser_decides() {
        let mut t = two_classes();
        t.core.make_draft().unwrap();
        t.core.publish().unwrap();
        // Round 1 of Berger for 4: 1-4, 2-3: both tables mix the classes.
        let (a1, b1) = t.classes_at(1, 1).unwrap();
        assert_ne!(a1, b1);
        assert_eq!(
            t.teacher_record("c", 1, 1, Some(Outcome::Draw), None),
            Err(ClassError::NotYourTable)
        );
        assert_eq!(
            t.teacher_record("a", 1, 1, Some(Outcome::FirstWins), None),
            Ok(ClaimState::Waiting)
        );
        assert_eq!(t.core.tournament.rounds[0].boards[0].outcome, None);
        assert_eq!(
            t.teacher_record("b", 1, 1, Some(Outcome::FirstWins), None),
            Ok(ClaimState::Agreed)
        );
        assert_eq!(
            t.core.tournament.rounds[0].boards[0].outcome,
            Some(Outcome::FirstWins)
        );
        assert!(t.entries.is_empty());
        assert_eq!(
            t.teacher_record("a", 1, 1, Some(Outcome::Draw), None),
            Err(ClassError::ResultIn)
        );
        // Table 2: they differ; nothing is chosen until the organiser.
        t.teacher_record("a", 1, 2, Some(Outcome::Draw), None)
            .unwrap();
        assert_eq!(
            t.teacher_record("b", 1, 2, Some(Outcome::SecondWins), None),
            Ok(ClaimState::Conflict)
        );
        assert_eq!(t.entry_conflicts(), vec![(1, 2)]);
        assert_eq!(t.core.tournament.rounds[0].boards[1].outcome, None);
        t.record(1, 2, Some(Outcome::SecondWins), None).unwrap();
        assert!(t.entry_conflicts().is_empty() && t.entries.is_empty());
        assert!(t.core.tournament.rounds[0].finished());
    }

    #[test]
    fn a_table_of_one_class_takes_its_teachers_result() {
        let mut t =
            OpenTournament::new(Setup::new("Cup", Format::RoundRobin { cycles: 1 })).unwrap();
        t.add_class(class("a"), &entrants("Ana", 2)).unwrap();
        t.add_class(class("b"), &entrants("Ben", 2)).unwrap();
        t.core.make_draft().unwrap();
        t.core.publish().unwrap();
        t.core.make_draft().unwrap();
        t.core.publish().unwrap();
        // Round 2 of Berger for 4: 4-3, 1-2: table 1 is class b's alone.
        let (a, b) = t.classes_at(2, 1).unwrap();
        assert_eq!((a.as_str(), b.as_str()), ("b", "b"));
        assert_eq!(
            t.teacher_record("a", 2, 1, Some(Outcome::Draw), None),
            Err(ClassError::NotYourTable)
        );
        assert_eq!(
            t.teacher_record("b", 2, 1, Some(Outcome::Draw), None),
            Ok(ClaimState::Agreed)
        );
        assert_eq!(
            t.core.tournament.rounds[1].boards[0].outcome,
            Some(Outcome::Draw)
        );
    }

    #[test]
    fn children_report_by_class_and_learner() {
        let mut t = two_classes();
        t.core.make_draft().unwrap();
        t.core.publish().unwrap();
        let l0 = LearnerId::try_from("l0".to_owned()).unwrap();
        let l1 = LearnerId::try_from("l1".to_owned()).unwrap();
        // a's l0 is number 1, at table 1 against number 4 (b's l1).
        assert_eq!(t.claim("a", &l0, 1, 1, Mine::Won), Ok(ClaimState::Waiting));
        assert_eq!(
            t.claim("a", &l1, 1, 1, Mine::Lost),
            Err(ClassError::NoBoard)
        );
        assert_eq!(t.claim("b", &l1, 1, 1, Mine::Lost), Ok(ClaimState::Agreed));
        assert_eq!(
            t.core.tournament.rounds[0].boards[0].outcome,
            Some(Outcome::FirstWins)
        );
    }
}
