//! Exact answers for the goals that look several moves ahead: "win",
//! "secure N seeds", "wipe out" and "hold on to your seeds" within K of the
//! mover's own moves, against every defence. A small AND-OR search over the
//! engine, to the end of the game where it comes sooner, with the
//! repetition rule; no evaluation, so an answer is a proof, never an
//! estimate.
//!
//! The same search chooses the defender's reply when a learner plays such a
//! puzzle move by move ([`reply`]), and the reply that shows a wrong move
//! wrong ([`refutation`]).

use crate::engine::{House, Position, Side};

/// The largest K accepted: 2K plies of full-width search stay quick.
pub const MAX_MOVES: u8 = 4;

/// What the mover must reach.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// End the game with more seeds than the opponent.
    Win,
    /// Hold at least this many seeds (in the store, or in the final count
    /// if the game ends).
    Seeds(u8),
    /// Wipe the opponent out.
    WipeOut,
    /// Keep the opponent's store at or below this many seeds through the
    /// opponent's replies to all K moves (captures only: an end of the
    /// game that hands each player their own row counts as held).
    Hold(u8),
}

/// A position reached in the search, and how the game stands there.
#[derive(Clone, Copy, Debug)]
pub struct Node {
    pub pos: Position,
    /// Final totals if the game ended on the way here.
    pub end: Option<[u8; 2]>,
    /// The move that led here was a wipe-out.
    pub wipe_out: bool,
}

/// How the target stands after a move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    Reached,
    Failed,
    /// Still to be decided by the next moves.
    Open,
}

impl Target {
    /// After the mover's own move, with `own` own moves allowed including
    /// that one.
    pub fn after_mine(self, me: Side, n: &Node, own: u8) -> State {
        match self {
            Target::Hold(limit) => {
                if n.pos.store(!me) > limit {
                    State::Failed
                } else if n.end.is_some() {
                    State::Reached
                } else {
                    State::Open
                }
            }
            _ if self.reached(me, n) => State::Reached,
            _ if n.end.is_some() || own <= 1 => State::Failed,
            _ => State::Open,
        }
    }

    /// After the opponent's reply, with `left` own moves still allowed.
    pub fn after_theirs(self, me: Side, n: &Node, left: u8) -> State {
        match self {
            Target::Hold(limit) => {
                if n.pos.store(!me) > limit {
                    State::Failed
                } else if n.end.is_some() || left == 0 {
                    State::Reached
                } else {
                    State::Open
                }
            }
            _ if self.reached(me, n) => State::Reached,
            _ if n.end.is_some() || left == 0 => State::Failed,
            _ => State::Open,
        }
    }

    /// Whether the target is reached once and for all at `n`.
    fn reached(self, me: Side, n: &Node) -> bool {
        match (self, n.end) {
            (Target::Win, Some(f)) => f[me.index()] > f[(!me).index()],
            (Target::Win, None) => false,
            (Target::Seeds(s), Some(f)) => f[me.index()] >= s,
            (Target::Seeds(s), None) => n.pos.store(me) >= s,
            // Only the mover's own move can wipe the opponent out, and
            // the mover is the one not to move after it.
            (Target::WipeOut, _) => n.wipe_out && n.pos.to_move() != me,
            (Target::Hold(_), _) => false,
        }
    }
}

/// Plays `m` from `pos`, keeping `line` (the positions since the last
/// capture) up to date for the repetition rule.
pub fn step(pos: &Position, m: House, line: &mut Vec<Position>) -> Node {
    let mut after = *pos;
    let s = after.play_unchecked(m);
    if s.wipe_out {
        return Node {
            pos: after,
            end: Some(after.stores()),
            wipe_out: true,
        };
    }
    if s.captured > 0 {
        line.clear();
    } else if line.contains(&after) {
        return Node {
            pos: after,
            end: Some(after.claimed_stores()),
            wipe_out: false,
        };
    }
    line.push(after);
    let end = after.is_over().then(|| after.claimed_stores());
    Node {
        pos: after,
        end,
        wipe_out: false,
    }
}

/// Whether the player to move in `pos` reaches `target` with some move,
/// whatever the replies, within `own` of their own moves.
pub fn can_force(pos: &Position, line: &[Position], target: Target, own: u8) -> bool {
    own > 0
        && pos
            .legal_moves()
            .any(|m| move_forces(pos, m, line, target, own))
}

/// Whether playing `m` reaches `target` within `own` own moves (`m` being
/// the first), whatever the opponent answers.
pub fn move_forces(pos: &Position, m: House, line: &[Position], target: Target, own: u8) -> bool {
    let me = pos.to_move();
    let mut mine = line.to_vec();
    let node = step(pos, m, &mut mine);
    match target.after_mine(me, &node, own) {
        State::Reached => return true,
        State::Failed => return false,
        State::Open => {}
    }
    // Every reply must leave the target reached or still forceable.
    node.pos
        .legal_moves()
        .all(|r| reply_holds(&node.pos, r, &mine, target, me, own - 1))
}

/// Whether the target still holds, for `me`, after the opponent's reply `r`
/// in `pos`, with `left` own moves to go.
fn reply_holds(
    pos: &Position,
    r: House,
    line: &[Position],
    target: Target,
    me: Side,
    left: u8,
) -> bool {
    let mut theirs = line.to_vec();
    let reply = step(pos, r, &mut theirs);
    match target.after_theirs(me, &reply, left) {
        State::Reached => true,
        State::Failed => false,
        State::Open => can_force(&reply.pos, &theirs, target, left),
    }
}

/// The moves of `pos` that reach `target` within `own` own moves, `line`
/// being the positions since the last capture, `pos` last.
pub fn forcing_moves_after(
    pos: &Position,
    line: &[Position],
    target: Target,
    own: u8,
) -> Vec<House> {
    pos.legal_moves()
        .filter(|&m| move_forces(pos, m, line, target, own))
        .collect()
}

/// The moves of `pos` that reach `target` within `own` own moves, from a
/// position with no history.
pub fn forcing_moves(pos: &Position, target: Target, own: u8) -> Vec<House> {
    forcing_moves_after(pos, &[*pos], target, own)
}

/// The fewest own moves, up to `own`, within which the player to move
/// forces `target`; `None` if not within `own`. For `Hold`, whose horizon
/// is fixed, this is `own` whenever it holds.
pub fn fastest(pos: &Position, line: &[Position], target: Target, own: u8) -> Option<u8> {
    if matches!(target, Target::Hold(_)) {
        return can_force(pos, line, target, own).then_some(own);
    }
    (1..=own).find(|&k| can_force(pos, line, target, k))
}

/// What a reply gains its player at once (a wipe-out's sweep included).
fn gain(pos: &Position, r: House) -> u8 {
    let mut after = *pos;
    after.play_unchecked(r);
    after.store(pos.to_move()) - pos.store(pos.to_move())
}

/// The defender's best reply in `after` (the position after the mover's
/// move, `line` its positions since the last capture), when the mover has
/// `left` own moves to go and the target is still forced: the reply that
/// keeps the mover longest from the target, then leaves them the fewest
/// moves that still force it, then captures most, then the lowest house.
/// `None` when the defender has no move.
pub fn reply(after: &Position, line: &[Position], target: Target, left: u8) -> Option<House> {
    let me = !after.to_move();
    after.legal_moves().max_by_key(|&r| {
        let mut theirs = line.to_vec();
        let node = step(after, r, &mut theirs);
        let (delay, room) = match target.after_theirs(me, &node, left) {
            // Reaching the target at once is the worst reply of all.
            State::Reached => (0, u8::MAX),
            State::Failed => (u8::MAX, 0),
            State::Open => {
                let k = fastest(&node.pos, &theirs, target, left).unwrap_or(u8::MAX);
                let kk = if k == u8::MAX { left } else { k };
                let room = forcing_moves_after(&node.pos, &theirs, target, kk).len() as u8;
                (k, room)
            }
        };
        (
            delay,
            std::cmp::Reverse(room),
            gain(after, r),
            std::cmp::Reverse(r.index()),
        )
    })
}

/// A reply in `after` (as for [`reply`]) that stops the mover from forcing
/// `target` within the `left` own moves to go, if there is one: the one
/// capturing most, then the lowest house.
pub fn refutation(after: &Position, line: &[Position], target: Target, left: u8) -> Option<House> {
    let me = !after.to_move();
    after
        .legal_moves()
        .filter(|&r| !reply_holds(after, r, line, target, me, left))
        .max_by_key(|&r| (gain(after, r), std::cmp::Reverse(r.index())))
}
