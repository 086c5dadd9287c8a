//! What the projector's reveal sows and says: the right line move by
//! move, then the class's most popular wrong first move and the
//! opponent's answer to it. Every sentence comes from the engine's
//! finding ([`WrongStory`]): how the wrong move misses the goal, what the
//! answer captures, and whether the miss is that answer's doing. "That is
//! why it fails" is said of an answer only when it is.

use crate::app::puzzle::words::{miss, side_name};
use crate::content::{Goal, Miss};
use crate::engine::{House, Position};
use crate::i18n::Localizer;
use crate::live::wire::Reveal;
use crate::live::{ReplyFacts, WrongStory};

/// One move the reveal sows, with what the screen says meanwhile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Step {
    pub from: Position,
    pub house: House,
    pub said: Said,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Said {
    /// A move of the right answer.
    Right,
    /// The most popular wrong move, played by `count`, and how it misses
    /// the goal when it fails by itself (not by the answer after it).
    Wrong { count: u32, why: Option<Miss> },
    /// The opponent's answer to it: what it does, and the miss when the
    /// miss is its doing.
    Reply {
        facts: ReplyFacts,
        why: Option<Miss>,
    },
}

/// The reveal's moves from the puzzle's `start`, its `goal` being what
/// the children were asked.
pub fn steps(start: Position, goal: Goal, r: &Reveal) -> Vec<Step> {
    let mut out = Vec::new();
    let mut at = start;
    for &m in &r.line {
        let Some(h) = House::new(usize::from(m)) else {
            break;
        };
        let Ok((after, _)) = at.play(h) else { break };
        out.push(Step {
            from: at,
            house: h,
            said: Said::Right,
        });
        at = after;
    }
    let Some(w) = r.wrong else { return out };
    let Some(h) = House::new(usize::from(w.house)) else {
        return out;
    };
    let Ok((after, _)) = start.play(h) else {
        return out;
    };
    let reply = w.reply.and_then(|r| House::new(usize::from(r)));
    let story = WrongStory::of(goal, &start, h, reply);
    let by_reply = story.reply.is_some_and(|f| f.refutes);
    out.push(Step {
        from: start,
        house: h,
        said: Said::Wrong {
            count: w.count,
            why: story.miss.filter(|_| !by_reply),
        },
    });
    if let Some(facts) = story.reply {
        out.push(Step {
            from: after,
            house: facts.house,
            said: Said::Reply {
                facts,
                why: story.miss.filter(|_| by_reply),
            },
        });
    }
    out
}

impl Step {
    /// What the screen says once this move is sown, in one language.
    pub fn words(&self, i18n: &Localizer) -> Vec<String> {
        let own = |h: House| h.own_number();
        // The children's side: the one to move at the puzzle's start.
        let mover = match self.said {
            Said::Reply { .. } => !self.from.to_move(),
            _ => self.from.to_move(),
        };
        match self.said {
            Said::Right => {
                vec![i18n.tr_with("live-reveal-right", &[("house", own(self.house).into())])]
            }
            Said::Wrong { count, why: None } => vec![i18n.tr_with(
                "live-reveal-wrong",
                &[("house", own(self.house).into()), ("count", count.into())],
            )],
            Said::Wrong {
                count,
                why: Some(m),
            } => vec![
                i18n.tr_with(
                    "live-reveal-wrong-played",
                    &[("house", own(self.house).into()), ("count", count.into())],
                ),
                miss(i18n, &m, mover),
            ],
            Said::Reply { facts, why } => {
                let id = if facts.wipe_out {
                    "live-reveal-reply-wipe-out"
                } else {
                    "live-reveal-reply"
                };
                let mut out = vec![i18n.tr_with(
                    id,
                    &[
                        ("side", side_name(i18n, !mover).into()),
                        ("house", own(facts.house).into()),
                        ("seeds", facts.captured.into()),
                    ],
                )];
                if let Some(m) = why {
                    out.push(miss(i18n, &m, mover));
                }
                out
            }
        }
    }
}
