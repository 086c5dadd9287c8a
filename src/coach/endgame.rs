//! The exact endgame solver: values every move of a position with few seeds
//! on the board under the literal repetition rule. See `docs/coach.md`
//! ("Endgames").
//!
//! Values here are *relative*: the mover's final total minus the
//! opponent's, minus the store difference now. Without a capture the stores
//! do not change, so a game's relative value depends only on the board, the
//! side to move and the positions since the last capture; right after a
//! capture that history is empty, so the value of a capture's result depends
//! on (board, side) alone and is kept for good in `after_capture`.

use super::clock::Instant;
use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, OnceLock};

use super::bounds::Bounds;
use crate::engine::{House, Position};

/// Beyond every relative value (they lie within -48..=48).
const INF: i32 = 100;
/// Nodes between two looks at the clock and the stop flag.
const POLL: u64 = 4096;
/// Marks the start of a new line in `path` (no board has this key).
const SEPARATOR: u64 = u64::MAX;
/// The solver gives up on a line longer than this (positions since the
/// last capture, nested captures included), with "not proven": it recurses
/// once per move, and the browser's stack (a Web Worker's, in V8) holds
/// only some thousands of nested calls. The same on every target, so that
/// it proves the same positions everywhere. The proofs found within a
/// budget stay far shorter (at most 300 positions deep in random endgames
/// of 4 to 12 seeds given 2 million nodes; the lines that reach 7,000 are
/// in searches the budget stops anyway): docs/coach.md, "Endgames".
const MAX_LINE: usize = 1_000;
/// The stack of the thread the solver runs on on the desktop: enough for
/// `MAX_LINE` nested moves with room to spare even in a debug build (only
/// the pages used are touched).
#[cfg(not(target_arch = "wasm32"))]
const STACK_BYTES: usize = 64 << 20;
/// Nodes a principal variation may cost beyond the table's moves.
const PV_NODES: u64 = 20_000;
/// Longest principal variation reported.
const PV_MAX: usize = 60;

/// The board and the side to move, 5 bits a house: equal keys are equal
/// boards, with no collisions (a house holds at most 31 seeds here).
#[inline]
pub(super) fn board_key(p: &Position) -> u64 {
    let mut k = p.to_move() as u64;
    for &n in p.houses() {
        k = (k << 5) | u64::from(n);
    }
    k
}

#[inline]
fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Each side takes its own row, for the player to move.
#[inline]
fn claimed(p: &Position) -> i32 {
    let me = p.to_move();
    i32::from(p.row_seeds(me)) - i32::from(p.row_seeds(!me))
}

/// Boards with at most this many seeds get history-free bounds: built
/// once per process, in about 0.04 s (0.2 s for 7, 0.5 s for 8).
const BOUNDS_SEEDS: u8 = 6;

fn shared_bounds() -> Arc<Bounds> {
    static BOUNDS: OnceLock<Arc<Bounds>> = OnceLock::new();
    Arc::clone(BOUNDS.get_or_init(|| Arc::new(Bounds::build(BOUNDS_SEEDS))))
}

/// One slot of the table: bounds on the relative value of a board given
/// the *set* of positions seen since the last capture (the key mixes both).
#[derive(Clone, Copy, Default)]
struct Slot {
    key: u64,
    lo: i8,
    hi: i8,
    /// House + 1 of the best move found, 0 for none.
    best: u8,
    used: bool,
}

/// A value proven for one move of the root.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solved {
    pub house: House,
    /// Relative value (add the store difference for the game value).
    pub value: i32,
    pub pv: Vec<House>,
}

/// The solver, with what it has learnt (kept from search to search).
pub struct Endgame {
    /// Relative value of the game from (board, side) with an empty history.
    after_capture: HashMap<u64, i8>,
    table: Vec<Slot>,
    mask: usize,
    /// Board keys since the last capture, the line being searched last; a
    /// capture pushes `SEPARATOR`.
    path: Vec<u64>,
    /// For each entry of `path`, the mixed sum of the keys before it in its
    /// segment: the set of positions its value depends on.
    sets: Vec<u64>,
    /// Where the current segment begins in `path`.
    seg: usize,
    nodes: u64,
    next_poll: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    stop: Option<Arc<AtomicBool>>,
    aborted: bool,
    /// History-free bounds on values, when built.
    bounds: Option<Arc<Bounds>>,
}

impl Default for Endgame {
    fn default() -> Endgame {
        Endgame::new()
    }
}

impl Endgame {
    pub fn new() -> Endgame {
        let slots = 1 << 18;
        Endgame {
            after_capture: HashMap::new(),
            table: vec![Slot::default(); slots],
            mask: slots - 1,
            path: Vec::with_capacity(256),
            sets: Vec::with_capacity(256),
            seg: 0,
            nodes: 0,
            next_poll: POLL,
            node_limit: u64::MAX,
            deadline: None,
            stop: None,
            aborted: false,
            bounds: Some(shared_bounds()),
        }
    }

    /// Uses history-free bounds to cut the search (see `bounds.rs`).
    pub fn set_bounds(&mut self, bounds: Arc<Bounds>) {
        self.bounds = Some(bounds);
    }

    #[inline]
    fn bounds_of(&self, c: &Position) -> Option<(i32, i32)> {
        let b = self.bounds.as_ref()?;
        if c.board_seeds() > b.seeds {
            return None;
        }
        b.get(board_key(c))
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Values each legal move of `pos` exactly, in house order, or `None`
    /// when the deadline, the node limit or the stop flag came first.
    /// `history` holds the positions of the game before `pos` (those with
    /// other stores are ignored: they cannot come back).
    ///
    /// It recurses once per move of a line, up to `MAX_LINE` deep: on the
    /// desktop it runs on a thread of its own with a deep stack, whatever
    /// thread calls it; in the browser, on the caller's stack (the coach's
    /// Web Worker, which holds that depth).
    pub fn solve(
        &mut self,
        pos: &Position,
        history: &[Position],
        deadline: Option<Instant>,
        node_limit: Option<u64>,
        stop: Option<Arc<AtomicBool>>,
    ) -> Option<Vec<Solved>> {
        #[cfg(not(target_arch = "wasm32"))]
        return std::thread::scope(|scope| {
            std::thread::Builder::new()
                .name("wahree-endgame".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(scope, || {
                    self.solve_here(pos, history, deadline, node_limit, stop)
                })
                .ok()?
                .join()
                .ok()?
        });
        #[cfg(target_arch = "wasm32")]
        return self.solve_here(pos, history, deadline, node_limit, stop);
    }

    fn solve_here(
        &mut self,
        pos: &Position,
        history: &[Position],
        deadline: Option<Instant>,
        node_limit: Option<u64>,
        stop: Option<Arc<AtomicBool>>,
    ) -> Option<Vec<Solved>> {
        self.nodes = 0;
        self.node_limit = node_limit.unwrap_or(u64::MAX);
        self.next_poll = POLL.min(self.node_limit);
        self.deadline = deadline;
        self.stop = stop;
        self.aborted = false;
        self.path.clear();
        self.sets.clear();
        self.seg = 0;
        for h in history.iter().filter(|h| h.stores() == pos.stores()) {
            self.push(board_key(h));
        }
        self.push(board_key(pos));
        let mut out = Vec::new();
        let n = i32::from(pos.board_seeds());
        for m in pos.legal_moves() {
            // Narrow the value down with null windows: they cut far more
            // than one full window.
            let (mut lo, mut hi) = (-n, n);
            while lo < hi {
                let mid = lo + (hi - lo + 1) / 2;
                let r = self.move_value(pos, m, mid - 1, mid);
                if self.aborted {
                    return None;
                }
                if r >= mid {
                    lo = r;
                } else {
                    hi = r;
                }
            }
            let v = lo;
            let mut pv = vec![m];
            self.follow_pv(pos, m, v, &mut pv);
            // A line cut short by the deadline still comes with a proven value.
            self.aborted = false;
            out.push(Solved {
                house: m,
                value: v,
                pv,
            });
        }
        Some(out)
    }

    /// The relative value, for the mover, of playing `m` in `pos` (the last
    /// position of `path`): a game end, a capture answered from
    /// `after_capture`, a repetition, or a search of the position reached.
    fn move_value(&mut self, pos: &Position, m: House, alpha: i32, beta: i32) -> i32 {
        let mut c = *pos;
        let s = c.play_unchecked(m);
        if s.wipe_out {
            return i32::from(pos.board_seeds());
        }
        if s.captured > 0 {
            let cap = i32::from(s.captured);
            if !self.after_capture.contains_key(&board_key(&c))
                && let Some((lo, hi)) = self.bounds_of(&c)
            {
                // Solve the capture's result only if its bounds do not
                // already decide against the window.
                if cap - hi >= beta {
                    return cap - hi;
                }
                if cap - lo <= alpha {
                    return cap - lo;
                }
            }
            return cap - self.after_capture(&c);
        }
        let key = board_key(&c);
        if self.path[self.seg..].contains(&key) {
            return -claimed(&c);
        }
        self.push(key);
        let v = -self.node(&c, -beta, -alpha);
        self.pop();
        v
    }

    /// Adds a position to the line since the last capture.
    #[inline]
    fn push(&mut self, key: u64) {
        let set = match self.path[self.seg..].last() {
            Some(&k) => self.sets[self.path.len() - 1].wrapping_add(mix(k)),
            None => 0,
        };
        self.path.push(key);
        self.sets.push(set);
    }

    #[inline]
    fn pop(&mut self) {
        self.path.pop();
        self.sets.pop();
    }

    /// Starts a new line after a capture; returns what `end_segment` needs.
    fn begin_segment(&mut self) -> usize {
        let old = self.seg;
        self.path.push(SEPARATOR);
        self.sets.push(0);
        self.seg = self.path.len();
        old
    }

    fn end_segment(&mut self, old: usize) {
        self.path.pop();
        self.sets.pop();
        self.seg = old;
    }

    /// The relative value of the game from `c`, just reached by a capture.
    fn after_capture(&mut self, c: &Position) -> i32 {
        let key = board_key(c);
        if let Some(&v) = self.after_capture.get(&key) {
            return v.into();
        }
        let old = self.begin_segment();
        self.push(key);
        let v = self.node(c, -INF, INF);
        self.pop();
        self.end_segment(old);
        if !self.aborted {
            self.after_capture.insert(key, v as i8);
        }
        v
    }

    /// The key of the table entry for the last position of `path` given the
    /// set of positions before it since the last capture.
    #[inline]
    fn table_key(&self) -> u64 {
        let i = self.path.len() - 1;
        mix(self.path[i] ^ 0x9E37_79B9_7F4A_7C15).wrapping_add(self.sets[i])
    }

    /// Fail-soft alpha-beta over `c` (the last position of `path`).
    fn node(&mut self, c: &Position, mut alpha: i32, mut beta: i32) -> i32 {
        self.nodes += 1;
        if self.nodes >= self.next_poll {
            self.poll();
        }
        if self.path.len() > MAX_LINE {
            self.aborted = true;
        }
        if self.aborted {
            return 0;
        }
        let moves = c.legal_moves();
        if moves.is_empty() {
            return claimed(c);
        }
        let n = i32::from(c.board_seeds());
        // Nobody can end with less than nothing of the board.
        alpha = alpha.max(-n - 1);
        beta = beta.min(n + 1);
        if let Some((lo, hi)) = self.bounds_of(c) {
            if lo == hi || lo >= beta {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
        }
        let tkey = self.table_key();
        let slot = (tkey as usize) & self.mask;
        let mut first = None;
        let e = self.table[slot];
        if e.used && e.key == tkey {
            let (lo, hi) = (i32::from(e.lo), i32::from(e.hi));
            if lo == hi || lo >= beta {
                return lo;
            }
            if hi <= alpha {
                return hi;
            }
            alpha = alpha.max(lo);
            beta = beta.min(hi);
            first = e.best.checked_sub(1);
        }
        let (alpha0, beta0) = (alpha, beta);

        // Order: the stored best move, then captures (biggest first), then
        // the rest from the last house backwards (long sowings first).
        let mut order = [(House::ALL[0], 0i32); 6];
        let mut k = 0;
        for m in moves {
            let mut t = *c;
            let s = t.play_unchecked(m);
            let score = if first == Some(m.index() as u8) {
                1000
            } else if s.wipe_out {
                900
            } else {
                i32::from(s.captured) * 16 + i32::from(c.seeds(m))
            };
            let mut i = k;
            while i > 0 && order[i - 1].1 < score {
                order[i] = order[i - 1];
                i -= 1;
            }
            order[i] = (m, score);
            k += 1;
        }

        let mut best = -INF;
        let mut best_move = order[0].0;
        for &(m, _) in &order[..k] {
            let v = self.move_value(c, m, alpha, beta);
            if self.aborted {
                return 0;
            }
            if v > best {
                best = v;
                best_move = m;
                if v > alpha {
                    alpha = v;
                }
                if v >= beta {
                    break;
                }
            }
        }
        let (lo, hi) = if best >= beta0 {
            (best, INF)
        } else if best <= alpha0 {
            (-INF, best)
        } else {
            (best, best)
        };
        let mut e = Slot {
            key: tkey,
            lo: lo.clamp(-INF, INF) as i8,
            hi: hi.clamp(-INF, INF) as i8,
            best: best_move.index() as u8 + 1,
            used: true,
        };
        let old = self.table[slot];
        if old.used && old.key == tkey {
            e.lo = e.lo.max(old.lo);
            e.hi = e.hi.min(old.hi);
        }
        self.table[slot] = e;
        best
    }

    #[cold]
    fn poll(&mut self) {
        self.next_poll = (self.nodes + POLL).min(self.node_limit);
        if self.nodes >= self.node_limit
            || self
                .stop
                .as_ref()
                .is_some_and(|s| s.load(Ordering::Relaxed))
            || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.aborted = true;
        }
    }

    /// The line after `m`, worth `value` to the root's mover: at each step
    /// the first move (the table's first) that a null window proves to keep
    /// the value. Stops early, with a shorter line, at the deadline.
    fn follow_pv(&mut self, root: &Position, m: House, value: i32, pv: &mut Vec<House>) {
        let (mark, seg0, limit) = (self.path.len(), self.seg, self.node_limit);
        self.node_limit = limit.min(self.nodes + PV_NODES);
        self.next_poll = self.next_poll.min(self.node_limit);
        let mut p = *root;
        let (mut mv, mut target) = (m, value);
        while pv.len() < PV_MAX {
            let s = p.play_unchecked(mv);
            let key = board_key(&p);
            if s.wipe_out || p.is_over() {
                break;
            }
            if s.captured > 0 {
                self.begin_segment();
            } else if self.path[self.seg..].contains(&key) {
                break;
            }
            self.push(key);
            // The value for the player now to move, relative to the stores now.
            target = i32::from(s.captured) - target;
            let slot = self.table[(self.table_key() as usize) & self.mask];
            let stored = slot.used && slot.key == self.table_key();
            let first = stored.then(|| slot.best.checked_sub(1)).flatten();
            // In the search's order: the table's move, wipe-outs, captures.
            let mut moves: Vec<(House, i32)> = p
                .legal_moves()
                .map(|h| {
                    let mut t = p;
                    let s = t.play_unchecked(h);
                    let score = if first == Some(h.index() as u8) {
                        1000
                    } else if s.wipe_out {
                        900
                    } else {
                        i32::from(s.captured) * 16 + i32::from(p.seeds(h))
                    };
                    (h, -score)
                })
                .collect();
            moves.sort_by_key(|m| m.1);
            let moves: Vec<House> = moves.into_iter().map(|m| m.0).collect();
            // A stored lower bound reaching the value: its move, which made
            // the cut-off, keeps the value. Otherwise look, within a budget.
            let proven = (stored && i32::from(slot.lo) >= target) || moves.len() == 1;
            let mut next = (if moves.len() == 1 {
                Some(moves[0].index() as u8)
            } else {
                first
            })
            .filter(|_| proven)
            .and_then(|b| House::new(b.into()))
            .filter(|&h| p.legal_moves().contains(h));
            let probes = if next.is_some() { Vec::new() } else { moves };
            for h in probes {
                let r = self.move_value(&p, h, target - 1, target);
                if self.aborted {
                    break;
                }
                if r >= target {
                    next = Some(h);
                    break;
                }
            }
            let Some(h) = next else {
                break;
            };
            pv.push(h);
            mv = h;
        }
        self.node_limit = limit;
        self.path.truncate(mark);
        self.sets.truncate(mark);
        self.seg = seg0;
    }
}
