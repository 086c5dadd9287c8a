//! Why a change to a class's tournament was refused: an id a screen words
//! (`tournament-…`, in `i18n/*/tournament.ftl` for those a child's device
//! shows), and how the server answers it.

use std::fmt;

use crate::tournament::next::NextError;
use crate::tournament::problem::Problems;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClassError {
    /// The tournament would not be valid (each problem with its id).
    Problems(Problems),
    /// The next round cannot be paired.
    Next(NextError),
    /// The child does not play in this tournament.
    NotPlaying,
    /// The same child entered twice.
    LearnerTwice,
    /// No such round or table, or the child has no game there.
    NoBoard,
    /// The board's result is in already.
    ResultIn,
    /// Nothing to publish: no draft.
    NoDraft,
    /// A round changed by hand that is no round (a child twice, one not
    /// in the tournament): every problem.
    NotARound(Problems),
    /// A score sheet the engine refuses: where and why (English, for the
    /// teacher's log; the screen words the id).
    Sheet {
        line: usize,
        column: usize,
        why: String,
    },
    /// The score sheet's game ended with another result than the one
    /// typed.
    SheetResult,
    /// A score sheet too long.
    SheetTooLong,
    /// Across classes: the class is not in the tournament.
    ClassNotIn,
    /// Across classes: the class is in the tournament already.
    ClassTwice,
    /// Across classes: the players are fixed once a round is paired.
    Started,
    /// Across classes: no child of the teacher's class plays this table.
    NotYourTable,
}

/// How the server answers a refusal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    BadRequest,
    NotYours,
    NotNow,
}

impl ClassError {
    pub fn id(&self) -> &'static str {
        match self {
            ClassError::Problems(_) => "tournament-invalid",
            ClassError::Next(NextError::Over) => "tournament-over",
            ClassError::Next(NextError::Unfinished { .. }) => "tournament-round-unfinished",
            ClassError::Next(NextError::TooFew) => "tournament-too-few",
            ClassError::Next(NextError::Pairing(_)) => "tournament-no-pairing",
            ClassError::Next(NextError::Invalid(_)) => "tournament-invalid",
            ClassError::NotPlaying => "tournament-not-playing",
            ClassError::LearnerTwice => "tournament-learner-twice",
            ClassError::NoBoard => "tournament-no-board",
            ClassError::ResultIn => "tournament-result-in",
            ClassError::NoDraft => "tournament-no-draft",
            ClassError::NotARound(_) => "tournament-not-a-round",
            ClassError::Sheet { .. } => "tournament-sheet",
            ClassError::SheetResult => "tournament-sheet-result",
            ClassError::SheetTooLong => "tournament-sheet-too-long",
            ClassError::ClassNotIn => "tournament-class-not-in",
            ClassError::ClassTwice => "tournament-class-twice",
            ClassError::Started => "tournament-started",
            ClassError::NotYourTable => "tournament-not-your-table",
        }
    }

    pub fn kind(&self) -> Refusal {
        match self {
            ClassError::NotPlaying | ClassError::ClassNotIn | ClassError::NotYourTable => {
                Refusal::NotYours
            }
            ClassError::ResultIn
            | ClassError::NoDraft
            | ClassError::Next(_)
            | ClassError::Started => Refusal::NotNow,
            _ => Refusal::BadRequest,
        }
    }

    /// The details a screen shows beside the id: each problem's id and
    /// player, a sheet's line and column.
    pub fn detail(&self) -> serde_json::Value {
        let problems = |p: &Problems| {
            p.0.iter()
                .map(|p| {
                    serde_json::json!({
                        "id": p.message_id(),
                        "player": p.player(),
                        "text": p.to_string(),
                    })
                })
                .collect::<Vec<_>>()
        };
        match self {
            ClassError::Problems(p)
            | ClassError::NotARound(p)
            | ClassError::Next(NextError::Invalid(p)) => {
                serde_json::json!({ "problems": problems(p) })
            }
            ClassError::Next(NextError::Unfinished { round, table }) => {
                serde_json::json!({ "round": round, "table": table })
            }
            ClassError::Sheet { line, column, why } => {
                serde_json::json!({ "line": line, "column": column, "text": why })
            }
            _ => serde_json::json!({}),
        }
    }
}

impl fmt::Display for ClassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassError::Problems(p) | ClassError::NotARound(p) => write!(f, "{p}"),
            ClassError::Next(e) => write!(f, "{e}"),
            ClassError::Sheet { line, column, why } => {
                write!(f, "score sheet, line {line}, column {column}: {why}")
            }
            other => f.write_str(other.id()),
        }
    }
}

impl std::error::Error for ClassError {}
