//! The teacher gives several children of the class their languages at
//! once (`POST /api/teacher/langs`), as the teacher's view of a device's
//! own class does (`app::teacher_langs`): on a joined device only the
//! teacher, signed in, changes the languages of children who play on
//! other devices. Each language is stamped by the server after its last
//! stamp, so it wins over the devices' copies and reaches them with their
//! next sync. One transaction: a child unknown to the class refuses the
//! whole request, and nothing changes.

use super::error::{ApiError, ApiResult};
use super::learners;
use super::rename::after;
use super::school::{ClassId, School};
use crate::classroom::LearnerId;
use crate::lang::Lang;

/// The most children one request names (a class of a school).
pub const MAX_CHILDREN: usize = 500;

/// The first language given: each child's own kept, the class's, or one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum First {
    Own,
    Class,
    Lang(Lang),
}

impl First {
    /// From the API's word: `own`, `class` or a language's code.
    pub fn parse(word: &str) -> Option<First> {
        match word {
            "own" => Some(First::Own),
            "class" => Some(First::Class),
            code => Lang::ALL
                .into_iter()
                .find(|l| l.code() == code)
                .map(First::Lang),
        }
    }
}

impl School {
    /// Gives `who` the first language `first` and the second `second`
    /// (none: no second); `now` in seconds since 1970. A second language
    /// the same as a child's first is none.
    pub async fn set_langs(
        &self,
        class: &ClassId,
        who: &[LearnerId],
        first: First,
        second: Option<Lang>,
        now: u64,
    ) -> ApiResult<()> {
        if who.is_empty() || who.len() > MAX_CHILDREN {
            return Err(ApiError::BadRequest("learners"));
        }
        let (mut tx, rev, turn) = self.begin_change(class).await?;
        let mut changed = false;
        for id in who {
            let old = learners::read(&mut tx, &class.0, id)
                .await?
                .ok_or(ApiError::NotFound)?;
            let mut new = old.clone();
            new.lang = match first {
                First::Own => old.lang,
                First::Class => None,
                First::Lang(l) => Some(l),
            };
            new.second = second.filter(|&s| Some(s) != new.lang);
            if new.lang == old.lang && new.second == old.second {
                continue;
            }
            if new.lang != old.lang {
                new.stamps.lang = after(old.stamps.lang, now);
            }
            if new.second != old.second {
                new.stamps.second = after(old.stamps.second, now);
            }
            learners::write(&mut tx, &class.0, Some(&old), &new, rev).await?;
            changed = true;
        }
        if !changed {
            // Nothing to change: no revision spent.
            tx.rollback().await?;
            return Ok(());
        }
        tx.commit().await?;
        drop(turn);
        self.db.durable().await?;
        Ok(())
    }
}
