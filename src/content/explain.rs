//! Why a puzzle's answer works, told from the engine's facts: the seeds
//! sown, where the last one falls, what it captures, what the other moves
//! would have done, and for the goals over several moves the whole line
//! with the opponent's best replies. For the puzzles that come without an
//! explanation of their own (the mined ones), and for hints that name a
//! number from the position.
//!
//! Sentences leave as message ids with arguments (`puzzle-fact-*` in
//! `puzzles.ftl`); houses are numbered as their owner sees them, `whose`
//! is `own` or `other`, and `opponent` names the side (`south` or
//! `north`), which the screen puts into words.

use crate::engine::{EndReason, House, MoveReport, Position, Side};

use super::format::Goal;
use super::goal;
use super::problem::{Arg, Detail};
use super::run::Run;

/// Every message id this module uses, for the unused-message check.
pub const MESSAGE_IDS: [&str; 17] = [
    "puzzle-fact-sow",
    "puzzle-fact-capture",
    "puzzle-fact-no-capture",
    "puzzle-fact-wipe-out",
    "puzzle-fact-end",
    "puzzle-fact-other-seeds",
    "puzzle-fact-other-chain",
    "puzzle-fact-other-wipe-out",
    "puzzle-fact-others-nothing",
    "puzzle-fact-defend",
    "puzzle-fact-defend-other",
    "puzzle-fact-avoid",
    "puzzle-fact-avoid-other",
    "puzzle-fact-line-mine",
    "puzzle-fact-line-theirs",
    "puzzle-fact-secured",
    "puzzle-fact-held",
];

fn side(s: Side) -> &'static str {
    s.name()
}

fn whose(h: House, mover: Side) -> &'static str {
    if h.owner() == mover { "own" } else { "other" }
}

/// The explanation of `answer` to `goal` in `start`; empty if `answer` is
/// not a legal move there.
pub fn explanation(goal: Goal, start: &Position, answer: House) -> Vec<Detail> {
    let Ok((after, report)) = start.play_report(answer) else {
        return Vec::new();
    };
    let me = start.to_move();
    if goal.own_moves() > 1 || goal::deep_goal(goal, start).is_some() {
        return line(goal, start, answer);
    }
    let mut out = sowing(start, &report);
    // For a defence, what the move itself captures is beside the point.
    if report.captured() > 0 || !matches!(goal, Goal::Defend | Goal::AvoidWipeOut) {
        out.extend(outcome(start, &report));
    }
    let others = || start.legal_moves().filter(move |&h| h != answer);
    match goal {
        Goal::MostSeeds | Goal::Capture { .. } | Goal::LongestChain | Goal::WipeOut => {
            // The best of the others by the goal's own measure.
            let measure = |h: House| -> Option<(i32, u8, u8, u8)> {
                let (a, r) = start.play_report(h).ok()?;
                let gain = a.store(me) - start.store(me);
                let chain = r.captures.len() as u8;
                let left = a.row_seeds(!me);
                let key = match goal {
                    Goal::LongestChain => i32::from(chain) * 100 + i32::from(gain),
                    Goal::WipeOut => i32::from(gain) * 100 - i32::from(left),
                    _ => i32::from(gain),
                };
                Some((key, gain, chain, left))
            };
            let best = others()
                .filter_map(|h| measure(h).map(|m| (h, m)))
                .filter(|(_, m)| m.1 > 0)
                .max_by_key(|(h, m)| (m.0, std::cmp::Reverse(h.index())));
            match best {
                None => out.push(Detail::new("puzzle-fact-others-nothing")),
                Some((h, (_, gain, chain, left))) => out.push(match goal {
                    Goal::LongestChain => Detail::new("puzzle-fact-other-chain")
                        .with("house", h.own_number())
                        .with("houses", chain)
                        .with("seeds", gain),
                    Goal::WipeOut => Detail::new("puzzle-fact-other-wipe-out")
                        .with("house", h.own_number())
                        .with("seeds", gain)
                        .with("left", left)
                        .with("opponent", side(!me)),
                    _ => Detail::new("puzzle-fact-other-seeds")
                        .with("house", h.own_number())
                        .with("seeds", gain),
                }),
            }
        }
        Goal::Defend => {
            let threat = |p: &Position| best_capture(p);
            let (_, best) = if report.end.is_some() {
                (None, 0)
            } else {
                threat(&after)
            };
            out.push(
                Detail::new("puzzle-fact-defend")
                    .with("best", best)
                    .with("opponent", side(!me)),
            );
            let worst = others()
                .filter_map(|h| {
                    let (a, r) = start.play_report(h).ok()?;
                    let (by, lost) = if r.end.is_some() {
                        (None, 0)
                    } else {
                        threat(&a)
                    };
                    Some((h, by?, lost))
                })
                .filter(|&(_, _, lost)| lost > best)
                .max_by_key(|&(h, _, lost)| (lost, std::cmp::Reverse(h.index())));
            if let Some((h, by, lost)) = worst {
                out.push(
                    Detail::new("puzzle-fact-defend-other")
                        .with("house", h.own_number())
                        .with("by", by.own_number())
                        .with("lost", lost)
                        .with("opponent", side(!me)),
                );
            }
        }
        Goal::AvoidWipeOut => {
            out.push(Detail::new("puzzle-fact-avoid").with("opponent", side(!me)));
            let other = others().find_map(|h| {
                let (a, r) = start.play_report(h).ok()?;
                if r.end.is_some() {
                    return None;
                }
                let by = a.legal_moves().find(|&x| {
                    let mut c = a;
                    c.play_unchecked(x).wipe_out
                })?;
                Some((h, by))
            });
            if let Some((h, by)) = other {
                out.push(
                    Detail::new("puzzle-fact-avoid-other")
                        .with("house", h.own_number())
                        .with("by", by.own_number())
                        .with("opponent", side(!me)),
                );
            }
        }
        _ => {}
    }
    // The end of the game last, after what the other moves would do.
    if let Some(end) = report.end {
        out.push(end_detail(me, &after, end.reason, end.stores));
    }
    out
}

/// The opponent's best capture in `pos` (the player to move's), and with
/// which house.
fn best_capture(pos: &Position) -> (Option<House>, u8) {
    let me = pos.to_move();
    pos.legal_moves()
        .map(|h| {
            let mut c = *pos;
            c.play_unchecked(h);
            (h, c.store(me) - pos.store(me))
        })
        .max_by_key(|&(h, g)| (g, std::cmp::Reverse(h.index())))
        .map_or((None, 0), |(h, g)| (Some(h), g))
}

/// Where a sowing goes.
fn sowing(start: &Position, report: &MoveReport) -> Vec<Detail> {
    let me = start.to_move();
    vec![
        Detail::new("puzzle-fact-sow")
            .with("house", report.from.own_number())
            .with("seeds", report.seeds)
            .with("laps", u8::from(report.seeds >= 12))
            .with("last", report.last.own_number())
            .with("whose", whose(report.last, me))
            .with("opponent", side(!me)),
    ]
}

/// What a sowing captured, and the wipe-out it made.
fn outcome(start: &Position, report: &MoveReport) -> Vec<Detail> {
    let me = start.to_move();
    let mut out = Vec::new();
    if let (Some(last), Some(first)) = (report.captures.first(), report.captures.last()) {
        out.push(
            Detail::new("puzzle-fact-capture")
                .with("houses", report.captures.len())
                .with("seeds", report.captured())
                .with("from", first.house.own_number())
                .with("to", last.house.own_number())
                .with("opponent", side(!me)),
        );
    } else {
        out.push(Detail::new("puzzle-fact-no-capture"));
    }
    if let Some(swept) = report.wipe_out {
        out.push(
            Detail::new("puzzle-fact-wipe-out")
                .with("swept", swept)
                .with("opponent", side(!me)),
        );
    }
    out
}

/// The end of the game, for `me`.
fn end_detail(me: Side, after: &Position, reason: EndReason, stores: [u8; 2]) -> Detail {
    let (mine, theirs) = (stores[me.index()], stores[(!me).index()]);
    let result = match mine.cmp(&theirs) {
        std::cmp::Ordering::Greater => "win",
        std::cmp::Ordering::Equal => "draw",
        std::cmp::Ordering::Less => "loss",
    };
    let why = match reason {
        EndReason::WipeOut => "wipe-out",
        EndReason::NoMoves if after.to_move() == me => "you-stuck",
        EndReason::NoMoves => "they-stuck",
        _ => "repetition",
    };
    Detail::new("puzzle-fact-end")
        .with("mine", mine)
        .with("theirs", theirs)
        .with("result", result)
        .with("why", why)
        .with("opponent", side(!me))
}

/// A goal over several moves: the line from `first`, the opponent always
/// answering with the search's best reply, and each later move of the
/// learner's the first that reaches the goal at once, else the first that
/// keeps it within reach.
fn line(goal: Goal, start: &Position, first: House) -> Vec<Detail> {
    let Ok(mut run) = Run::new(goal, *start) else {
        return Vec::new();
    };
    let mut next = Some(first);
    while let Some(m) = next {
        if run.play(m).is_none() || run.solved() {
            break;
        }
        next = run.answers().ok().and_then(|ok| {
            ok.iter()
                .copied()
                .find(|&h| {
                    let mut probe = run.clone();
                    probe.play(h).is_some_and(|p| p.solved && p.reply.is_none())
                })
                .or_else(|| ok.first().copied())
        });
    }
    line_played(goal, start, run.moves())
}

/// A goal over several moves, told along `moves` (both sides', from
/// `start`): each move, then how the game ended or what the goal got. A
/// learner who solved a puzzle by another line is told their own.
pub fn line_played(goal: Goal, start: &Position, moves: &[House]) -> Vec<Detail> {
    let me = start.to_move();
    let mut out = Vec::new();
    let mut pos = *start;
    let mut step = 0u8;
    let mut last_report = None;
    for &m in moves {
        let Ok((after, report)) = pos.play_report(m) else {
            break;
        };
        // The chain's seeds: a wipe-out's sweep is told on its own.
        let captured = report.captured();
        if pos.to_move() == me {
            step += 1;
            out.push(
                Detail::new("puzzle-fact-line-mine")
                    .with("step", step)
                    .with("house", m.own_number())
                    .with("captured", captured),
            );
        } else {
            out.push(
                Detail::new("puzzle-fact-line-theirs")
                    .with("house", m.own_number())
                    .with("captured", captured)
                    .with("opponent", side(!me)),
            );
        }
        pos = after;
        last_report = Some(report);
    }
    let Some(report) = last_report else {
        return out;
    };
    if report.wipe_out.is_some() && report.mover == me {
        out.push(
            Detail::new("puzzle-fact-wipe-out")
                .with("swept", report.wipe_out.unwrap_or(0))
                .with("opponent", side(!me)),
        );
    }
    if let Some(end) = report.end {
        out.push(end_detail(me, &pos, end.reason, end.stores));
    } else if let Goal::Secure { .. } = goal {
        out.push(
            Detail::new("puzzle-fact-secured")
                .with("seeds", pos.store(me))
                .with("opponent", side(!me)),
        );
    } else if let Goal::Guard { .. } = goal {
        out.push(
            Detail::new("puzzle-fact-held")
                .with("lost", pos.store(!me) - start.store(!me))
                .with("moves", goal.own_moves())
                .with("opponent", side(!me)),
        );
    }
    out
}

/// The numbers a hint may use, for every puzzle: `best` (the most seeds
/// one move captures, or for `LongestChain` the most houses, for `Defend`
/// the fewest seeds the opponent can then take), `houses` (the opponent's
/// houses holding seeds) and `opponent`.
pub fn hint_args(goal: Goal, start: &Position) -> Vec<(&'static str, Arg)> {
    let me = start.to_move();
    let outcomes: Vec<(u8, u8, Option<Position>)> = start
        .legal_moves()
        .filter_map(|h| {
            let (a, r) = start.play_report(h).ok()?;
            let over = r.end.is_some();
            Some((
                a.store(me) - start.store(me),
                r.captures.len() as u8,
                (!over).then_some(a),
            ))
        })
        .collect();
    let best = match goal {
        Goal::LongestChain => outcomes.iter().map(|o| o.1).max().unwrap_or(0),
        Goal::Defend => outcomes
            .iter()
            .map(|o| o.2.map_or(0, |a| best_capture(&a).1))
            .min()
            .unwrap_or(0),
        _ => outcomes.iter().map(|o| o.0).max().unwrap_or(0),
    };
    let houses = start.row(!me).iter().filter(|&&n| n > 0).count();
    vec![
        ("best", Arg::from(best)),
        ("houses", Arg::from(houses)),
        ("opponent", Arg::from(side(!me))),
    ]
}
