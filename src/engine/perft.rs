//! Perft: counting move sequences, the standard check of a move generator.

use super::Position;

/// The number of move sequences of exactly `depth` moves from `pos`. A move
/// that ends the game ends its sequence: nothing is played after it. The
/// repetition rule does not apply here.
pub fn perft(pos: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = pos.legal_moves();
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves {
        let mut next = *pos;
        let summary = next.play_unchecked(m);
        // After a wipe-out the board is empty, so `next` has no moves anyway;
        // the check saves generating them.
        if !summary.wipe_out {
            total += perft(&next, depth - 1);
        }
    }
    total
}

/// Perft split by first move, as `(move, count)` pairs: for finding where two
/// move generators disagree.
pub fn divide(pos: &Position, depth: u32) -> Vec<(super::House, u64)> {
    pos.legal_moves()
        .map(|m| {
            let mut next = *pos;
            let summary = next.play_unchecked(m);
            let n = if depth <= 1 {
                1
            } else if summary.wipe_out {
                0
            } else {
                perft(&next, depth - 1)
            };
            (m, n)
        })
        .collect()
}
