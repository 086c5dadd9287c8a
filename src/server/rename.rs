//! The teacher renames a child of the class (`POST
//! /api/teacher/learners/{id}/name`): on a joined device only the
//! teacher, signed in, does it, so that a child cannot rename a classmate
//! from Settings. The name is checked as a device checks one (the
//! classroom's rules, against the class's other names) and stamped by
//! the server after the name's last stamp, so it wins over every copy
//! the devices have, and reaches them with their next sync.

use super::error::{ApiError, ApiResult};
use super::learners;
use super::school::{ClassId, School};
use crate::classroom::roster::check_name;
use crate::classroom::stamp::Stamp;
use crate::classroom::{Learner, LearnerId, NameProblem, guest_words};

/// The origin of the stamps the server makes (a device draws its own at
/// random): the greatest, so at the same second and count the server's
/// change wins.
const SERVER_ORIGIN: u64 = u64::MAX;

/// Why a name is refused, as the API says it.
fn refusal(p: &NameProblem) -> ApiError {
    match p {
        NameProblem::Empty => ApiError::BadRequest("name-empty"),
        NameProblem::TooLong => ApiError::BadRequest("name-too-long"),
        NameProblem::Invisible => ApiError::BadRequest("name-invisible"),
        NameProblem::Guest(_) => ApiError::BadRequest("name-guest"),
        NameProblem::Taken(_) => ApiError::Conflict("name-taken"),
    }
}

/// A stamp after `last`, at `now` (seconds) if that is later.
pub(super) fn after(last: Stamp, now: u64) -> Stamp {
    if now > last.at {
        Stamp {
            at: now,
            n: 0,
            origin: SERVER_ORIGIN,
        }
    } else {
        Stamp {
            at: last.at,
            n: last.n.saturating_add(1),
            origin: SERVER_ORIGIN,
        }
    }
}

impl School {
    /// Renames a child of the class; `now` in seconds since 1970.
    pub async fn rename(
        &self,
        class: &ClassId,
        id: &LearnerId,
        name: &str,
        now: u64,
    ) -> ApiResult<()> {
        let (mut tx, rev, turn) = self.begin_change(class).await?;
        let old = learners::read(&mut tx, &class.0, id)
            .await?
            .ok_or(ApiError::NotFound)?;
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT id, name FROM learners WHERE class_id = $1 AND removed = 0")
                .bind(&class.0)
                .fetch_all(&mut *tx)
                .await?;
        let others: Vec<Learner> = rows
            .into_iter()
            .filter(|(other, _)| other != id.as_str())
            .filter_map(|(other, name)| {
                Some(Learner {
                    id: LearnerId::try_from(other).ok()?,
                    name,
                    ..Learner::default()
                })
            })
            .collect();
        let name = check_name(name, &guest_words(), &others).map_err(|p| refusal(&p))?;
        if name == old.name {
            // Nothing to change: no revision spent.
            tx.rollback().await?;
            return Ok(());
        }
        let mut new = old.clone();
        new.name = name;
        new.stamps.name = after(old.stamps.name, now);
        learners::write(&mut tx, &class.0, Some(&old), &new, rev).await?;
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(())
    }
}
