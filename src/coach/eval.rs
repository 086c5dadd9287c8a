//! The static evaluation at the search horizon.

use crate::engine::Position;

/// Seeds, from the point of view of the player to move: the store
/// difference. It is the value the game would have if it stopped here with
/// the board seeds shared evenly, and it is cheap, which buys depth.
#[inline]
pub fn evaluate(p: &Position) -> i32 {
    let me = p.to_move();
    i32::from(p.store(me)) - i32::from(p.store(!me))
}

/// The value of an ended game for the player to move after each side
/// claims its own row (no moves, repetition).
#[inline]
pub fn claimed_value(p: &Position) -> i32 {
    let me = p.to_move().index();
    let c = p.claimed_stores();
    i32::from(c[me]) - i32::from(c[1 - me])
}

/// Bounds every game from here must end within, for the player to move:
/// they keep at least their store, the opponent at least theirs.
#[inline]
pub fn value_bounds(p: &Position) -> (i32, i32) {
    let me = p.to_move();
    let (my, opp) = (i32::from(p.store(me)), i32::from(p.store(!me)));
    (2 * my - 48, 48 - 2 * opp)
}
