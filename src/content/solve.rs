//! Exact answers for the goals that look several moves ahead: "win" and
//! "secure N seeds" within K of the mover's own moves, against every
//! defence. A small AND-OR search over the engine, to the end of the game
//! where it comes sooner, with the repetition rule; no evaluation, so an
//! answer is a proof, never an estimate.

use crate::engine::{Position, Side};

/// The largest K accepted: 2K - 1 plies of full-width search stay quick.
pub const MAX_MOVES: u8 = 4;

/// What the mover must reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// End the game with more seeds than the opponent.
    Win,
    /// Hold at least this many seeds (in the store, or in the final count
    /// if the game ends).
    Seeds(u8),
}

/// A position reached in the search, and how the game stands there.
#[derive(Clone, Copy)]
struct Node {
    pos: Position,
    /// Final totals if the game ended on the way here.
    end: Option<[u8; 2]>,
}

fn reached(target: Target, me: Side, n: &Node) -> bool {
    match (target, n.end) {
        (Target::Win, Some(f)) => f[me.index()] > f[(!me).index()],
        (Target::Win, None) => false,
        (Target::Seeds(s), Some(f)) => f[me.index()] >= s,
        (Target::Seeds(s), None) => n.pos.store(me) >= s,
    }
}

/// Plays `m` from `pos`, keeping `line` (the positions since the last
/// capture) up to date for the repetition rule.
fn step(pos: &Position, m: crate::engine::House, line: &mut Vec<Position>) -> Node {
    let mut after = *pos;
    let s = after.play_unchecked(m);
    if s.wipe_out {
        return Node {
            pos: after,
            end: Some(after.stores()),
        };
    }
    if s.captured > 0 {
        line.clear();
    } else if line.contains(&after) {
        return Node {
            pos: after,
            end: Some(after.claimed_stores()),
        };
    }
    line.push(after);
    let end = after.is_over().then(|| after.claimed_stores());
    Node { pos: after, end }
}

/// Whether the player to move in `pos` reaches `target` with some move,
/// whatever the replies, within `own` of their own moves.
fn can_force(pos: &Position, line: &[Position], target: Target, own: u8) -> bool {
    pos.legal_moves()
        .any(|m| move_forces(pos, m, line, target, own))
}

/// Whether playing `m` reaches `target` within `own` own moves (`m` being
/// the first), whatever the opponent answers.
pub(crate) fn move_forces(
    pos: &Position,
    m: crate::engine::House,
    line: &[Position],
    target: Target,
    own: u8,
) -> bool {
    let me = pos.to_move();
    let mut mine = line.to_vec();
    let node = step(pos, m, &mut mine);
    if reached(target, me, &node) {
        return true;
    }
    if node.end.is_some() || own <= 1 {
        return false;
    }
    // Every reply must leave the target reached or still forceable.
    node.pos.legal_moves().all(|r| {
        let mut theirs = mine.clone();
        let reply = step(&node.pos, r, &mut theirs);
        reached(target, me, &reply)
            || (reply.end.is_none() && can_force(&reply.pos, &theirs, target, own - 1))
    })
}

/// The moves of `pos` that reach `target` within `own` own moves.
pub fn forcing_moves(pos: &Position, target: Target, own: u8) -> Vec<crate::engine::House> {
    let line = [*pos];
    pos.legal_moves()
        .filter(|&m| move_forces(pos, m, &line, target, own))
        .collect()
}
