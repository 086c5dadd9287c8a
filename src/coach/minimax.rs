//! Plain full-width minimax, with no pruning and no table: the reference
//! the fast search is tested against, and the "minimax-4" baseline player.

use super::eval::{claimed_value, store_difference};
use crate::engine::{House, Position};

/// The value of `pos` for the player to move, searched `depth` moves deep,
/// and whether it is exact (every line reached the end of the game).
/// `line` holds the positions since the last capture, `pos` last; a move
/// back to one of them ends the game by repetition.
pub fn value(pos: &Position, line: &mut Vec<Position>, depth: u32) -> (i32, bool) {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return (claimed_value(pos), true);
    }
    if depth == 0 {
        return (store_difference(pos), false);
    }
    let mut best = i32::MIN;
    let mut exact = true;
    for m in moves {
        let (v, e) = move_value(pos, m, line, depth);
        best = best.max(v);
        exact &= e;
    }
    (best, exact)
}

/// The value of playing `m` in `pos`, for the player who plays it.
pub fn move_value(pos: &Position, m: House, line: &mut Vec<Position>, depth: u32) -> (i32, bool) {
    let me = pos.to_move();
    let mut c = *pos;
    let s = c.play_unchecked(m);
    if s.wipe_out {
        return (i32::from(c.store(me)) - i32::from(c.store(!me)), true);
    }
    if s.captured == 0 && line.contains(&c) {
        return (-claimed_value(&c), true);
    }
    let mark = line.len();
    let kept = if s.captured > 0 {
        std::mem::take(line)
    } else {
        Vec::new()
    };
    line.push(c);
    let (v, e) = value(&c, line, depth - 1);
    line.truncate(mark);
    if s.captured > 0 {
        *line = kept;
    }
    (-v, e)
}

/// Every legal move with its value and exactness.
pub fn move_values(pos: &Position, history: &[Position], depth: u32) -> Vec<(House, i32, bool)> {
    let mut line: Vec<Position> = history
        .iter()
        .copied()
        .filter(|h| h.stores() == pos.stores())
        .collect();
    line.push(*pos);
    pos.legal_moves()
        .map(|m| {
            let (v, e) = move_value(pos, m, &mut line, depth);
            (m, v, e)
        })
        .collect()
}
