//! Tournaments across classes (docs/server.md, "Tournaments across
//! classes") as typed calls: a class's teacher sees the ones their class
//! is in and enters the results of their children's tables (the session
//! cookie); a device reads its children's places and next games (its
//! class's token). Refusals are kept as `remote::tournament`'s are.

use serde::Deserialize;

use super::tournament::{ChildView, Fail, Line, Tournament, body, json};
use super::{Call, Remote};
use crate::classroom::LearnerId;

/// A player's class (and, for the teacher's own class, their learner).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Seat {
    pub number: u32,
    pub class: String,
    pub class_name: String,
    #[serde(default)]
    pub learner: Option<LearnerId>,
}

/// A teacher's entry for a table, waiting for the other teacher's.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Entry {
    pub round: u32,
    pub table: u32,
    pub class: String,
    pub result: String,
}

/// A class in a tournament across classes: its id and name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Class {
    pub id: String,
    pub name: String,
}

/// A tournament across classes as a class's teacher sees it (every
/// table, and which players are their class's children: `mine`), or its
/// organiser (every class's children).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Open {
    #[serde(flatten)]
    pub t: Tournament,
    #[serde(default)]
    pub classes: Vec<Class>,
    #[serde(default)]
    pub seats: Vec<Seat>,
    #[serde(default)]
    pub entries: Vec<Entry>,
    #[serde(default)]
    pub entry_conflicts: Vec<(u32, u32)>,
    #[serde(default)]
    pub mine: Vec<u32>,
}

impl Open {
    /// Player `n`'s class's name ("" for none).
    pub fn class_of(&self, n: u32) -> &str {
        self.seats
            .iter()
            .find(|s| s.number == n)
            .map_or("", |s| s.class_name.as_str())
    }

    /// Whether a child of the teacher's class plays at a table of two
    /// players.
    pub fn is_mine(&self, first: u32, second: u32) -> bool {
        self.mine.contains(&first) || self.mine.contains(&second)
    }
}

const TEACHER: &str = "/api/teacher/open-tournaments";

/// The tournaments across classes the teacher's class is in.
pub async fn list(remote: Remote) -> Result<Vec<Line>, Fail> {
    #[derive(Deserialize)]
    struct List {
        tournaments: Vec<Line>,
    }
    let l: List = json(&remote, Call::get(TEACHER)).await?;
    Ok(l.tournaments)
}

pub async fn one(remote: Remote, id: String) -> Result<Open, Fail> {
    json(&remote, Call::get(&format!("{TEACHER}/{id}"))).await
}

/// The teacher's result for a table of their children (none clears
/// theirs): the state (`waiting`, `agreed`, `conflict`) and the
/// tournament after it.
pub async fn enter(
    remote: Remote,
    id: String,
    round: u32,
    table: u32,
    result: Option<String>,
) -> Result<(String, Open), Fail> {
    #[derive(Deserialize)]
    struct Entered {
        state: String,
        tournament: Open,
    }
    let b = body(&serde_json::json!({ "round": round, "table": table, "result": result }))?;
    let e: Entered = json(&remote, Call::post(&format!("{TEACHER}/{id}/result"), b)).await?;
    Ok((e.state, e.tournament))
}

/// A tournament across classes as a child's device sees it: as a class
/// tournament's, with the next opponent's class.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ChildOpen {
    #[serde(flatten)]
    pub t: ChildView,
    #[serde(default)]
    pub opponent_class: Option<String>,
}

/// A child of this device and a tournament across classes they play in.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Mine {
    pub learner: LearnerId,
    pub tournament: ChildOpen,
}

/// For each child whose card this device holds, their tournaments
/// across classes.
pub async fn mine(remote: Remote, token: String) -> Result<Vec<Mine>, Fail> {
    #[derive(Deserialize)]
    struct All {
        tournaments: Vec<Mine>,
    }
    let a: All = json(&remote, Call::get("/api/open-tournaments").bearer(&token)).await?;
    Ok(a.tournaments)
}

/// A child reports their board game (`won`, `drawn`, `lost`); the state.
pub async fn report(
    remote: Remote,
    token: String,
    id: String,
    learner: LearnerId,
    round: u32,
    table: u32,
    result: &'static str,
) -> Result<String, Fail> {
    #[derive(Deserialize)]
    struct Reported {
        state: String,
    }
    let b = body(&serde_json::json!({
        "learner": learner, "round": round, "table": table, "result": result,
    }))?;
    let path = format!("/api/open-tournaments/{id}/report");
    let r: Reported = json(&remote, Call::post(&path, b).bearer(&token)).await?;
    Ok(r.state)
}
