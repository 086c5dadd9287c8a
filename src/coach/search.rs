//! Negamax alpha-beta with iterative deepening, a transposition table and
//! exact scoring of every game end. See `docs/coach.md`.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use super::clock::Instant;

use super::endgame::Endgame;
use super::eval::{Weights, claimed_value, evaluate_with, value_bounds};
use super::tt::{Bound, Entry, Tt, hash};
use crate::engine::{House, MoveSummary, Position, Side};

/// The deepest line the search follows; iterative deepening stops below it.
pub const MAX_PLY: usize = 100;
/// Beyond every value (values are seeds, within -48..=48).
const INF: i32 = 1000;
/// "No repetition was used below this node."
const NO_REP: usize = usize::MAX;
/// Nodes between two looks at the clock and the stop flag.
const POLL: u64 = 1024;
/// Half-width of the aspiration window of `Search::best_move`, in seeds.
const ASPIRATION: i32 = 2;
/// Positions with at most this many seeds on the board are first handed to
/// the exact endgame solver by [`Search::analyse`].
pub const ENDGAME_SEEDS: u8 = 12;
/// The solver's node budget when the limits give no time or node limit.
const ENDGAME_NODES: u64 = 1_000_000;
/// The solver's share of a time or node limit is one part in this: its
/// proofs are sound, the search's rely on its table (docs/coach.md).
const ENDGAME_SHARE: u32 = 2;

/// When to stop searching. With no limit at all the search goes on until
/// every value is exact (or `MAX_PLY`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    pub depth: Option<u32>,
    pub time: Option<Duration>,
    pub nodes: Option<u64>,
}

impl Limits {
    pub fn depth(depth: u32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    pub fn millis(ms: u64) -> Limits {
        Limits {
            time: Some(Duration::from_millis(ms)),
            ..Limits::default()
        }
    }

    pub fn nodes(nodes: u64) -> Limits {
        Limits {
            nodes: Some(nodes),
            ..Limits::default()
        }
    }
}

/// One legal move and what the search found about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveValue {
    pub house: House,
    /// Seeds, for the player to move: their final total minus the
    /// opponent's if `exact`, otherwise an estimate.
    pub value: i32,
    /// The value is proven to the end of the game.
    pub exact: bool,
    /// The principal variation, starting with `house`.
    pub pv: Vec<House>,
}

/// Every legal move of a position, valued.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The last depth searched completely (0 when the game is over).
    pub depth: u32,
    pub nodes: u64,
    /// Every move's value is exact.
    pub exact: bool,
    /// Best first; moves of equal value in house order.
    pub moves: Vec<MoveValue>,
    /// All moves whose value equals the best value.
    pub best: Vec<House>,
}

impl Analysis {
    pub fn best_value(&self) -> Option<i32> {
        self.moves.first().map(|m| m.value)
    }

    pub fn value_of(&self, house: House) -> Option<&MoveValue> {
        self.moves.iter().find(|m| m.house == house)
    }
}

/// The move the search would play, for the computer player: cheaper than
/// an [`Analysis`], since only the best move gets an exact window.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Choice {
    /// `None` when the player to move has no move.
    pub house: Option<House>,
    pub value: i32,
    pub exact: bool,
    pub pv: Vec<House>,
    pub depth: u32,
    pub nodes: u64,
}

/// A search result: the value, whether it is proven (as the bound it is,
/// for a fail-high or fail-low), and the lowest path index of a repeated
/// position it relied on.
#[derive(Clone, Copy)]
struct Node {
    v: i32,
    proven: bool,
    rep: usize,
}

impl Node {
    const ABORTED: Node = Node {
        v: 0,
        proven: false,
        rep: NO_REP,
    };

    fn proven(v: i32) -> Node {
        Node {
            v,
            proven: true,
            rep: NO_REP,
        }
    }
}

/// A searcher with its transposition table, reused from search to search.
pub struct Search {
    tt: Tt,
    stop: Arc<AtomicBool>,
    /// History heuristic: how often each house refuted something, for ordering.
    history: [u32; 12],
    nodes: u64,
    next_check: u64,
    node_limit: u64,
    deadline: Option<Instant>,
    /// Limits apply only once a first iteration has finished, so there is
    /// always a legal move to return.
    armed: bool,
    aborted: bool,
    /// Hashes of the positions since the last capture before the root, then
    /// of the line being searched; a capture starts a new segment.
    path: Vec<u64>,
    pv: Vec<[House; MAX_PLY + 1]>,
    pv_len: [usize; MAX_PLY + 2],
    /// Made on first use: most searches never reach an endgame.
    endgame: Option<Box<Endgame>>,
    /// The evaluation's weights at the horizon (`Weights::DEFAULT` unless a
    /// match compares evaluations).
    weights: Weights,
}

impl Default for Search {
    fn default() -> Search {
        Search::new()
    }
}

impl Search {
    /// A searcher with a 16 MiB table.
    pub fn new() -> Search {
        Search::with_table_mb(16)
    }

    pub fn with_table_mb(megabytes: usize) -> Search {
        Search {
            tt: Tt::new(megabytes),
            stop: Arc::new(AtomicBool::new(false)),
            history: [0; 12],
            nodes: 0,
            next_check: 0,
            node_limit: u64::MAX,
            deadline: None,
            armed: false,
            aborted: false,
            path: Vec::with_capacity(MAX_PLY + 64),
            pv: vec![[House::ALL[0]; MAX_PLY + 1]; MAX_PLY + 2],
            pv_len: [0; MAX_PLY + 2],
            endgame: None,
            weights: Weights::DEFAULT,
        }
    }

    /// Evaluates with `w` from now on. The table is cleared: its estimates
    /// were made with the old weights.
    pub fn set_weights(&mut self, w: Weights) {
        if w != self.weights {
            self.weights = w;
            self.clear();
        }
    }

    pub fn weights(&self) -> Weights {
        self.weights
    }

    /// The flag another thread sets to stop the search. The search does not
    /// clear it: clear it (or give a new one) before the next search.
    pub fn stop_flag(&self) -> Arc<AtomicBool> {
        Arc::clone(&self.stop)
    }

    pub fn set_stop_flag(&mut self, flag: Arc<AtomicBool>) {
        self.stop = flag;
    }

    /// Forgets every stored result.
    pub fn clear(&mut self) {
        self.tt.clear();
        self.history = [0; 12];
    }

    /// Values every legal move of `pos`. `history` holds the positions of
    /// the game before `pos` (any order; those with other stores are ignored
    /// since they cannot come back), for the repetition rule.
    ///
    /// With at most [`ENDGAME_SEEDS`] seeds on the board and no depth limit,
    /// the exact endgame solver gets the first half of the time or node
    /// budget (`ENDGAME_NODES` nodes without either); the search proper
    /// gets the rest only if the solver did not finish.
    pub fn analyse(&mut self, pos: &Position, history: &[Position], limits: Limits) -> Analysis {
        let mut limits = limits;
        let mut spent = 0;
        if limits.depth.is_none() && pos.board_seeds() <= ENDGAME_SEEDS && !pos.is_over() {
            let started = Instant::now();
            let deadline = limits.time.map(|t| started + t / ENDGAME_SHARE);
            let budget = match (limits.time, limits.nodes) {
                (_, Some(n)) => Some(n / u64::from(ENDGAME_SHARE)),
                (Some(_), None) => None,
                (None, None) => Some(ENDGAME_NODES),
            };
            let stop = Arc::clone(&self.stop);
            let solver = self.endgame.get_or_insert_with(Box::default);
            let solved = solver.solve(pos, history, deadline, budget, Some(stop));
            spent = solver.nodes();
            if let Some(solved) = solved {
                return solved_analysis(pos, solved, spent);
            }
            limits.time = limits.time.map(|t| t.saturating_sub(started.elapsed()));
            limits.nodes = limits.nodes.map(|n| n.saturating_sub(spent));
        }
        let mut a = self.analyse_search(pos, history, limits);
        a.nodes += spent;
        a
    }

    fn analyse_search(&mut self, pos: &Position, history: &[Position], limits: Limits) -> Analysis {
        self.begin(pos, history, limits);
        let me = pos.to_move();
        let mut order: Vec<House> = pos.legal_moves().collect();
        let mut done: Option<(u32, Vec<MoveValue>)> = None;
        for depth in 1..=max_depth(limits) {
            let mut values = Vec::with_capacity(order.len());
            for &m in &order {
                let mut c = *pos;
                let s = c.play_unchecked(m);
                let r = self.child(me, &c, s, depth as i32, -INF, INF, 0, 0);
                if self.aborted {
                    break;
                }
                let mut pv = vec![m];
                pv.extend_from_slice(&self.pv[1][1..self.pv_len[1]]);
                self.extend_pv(pos, &mut pv, depth as usize);
                values.push(MoveValue {
                    house: m,
                    value: r.v,
                    exact: r.proven,
                    pv,
                });
            }
            if self.aborted {
                break;
            }
            // Stable: equal values keep house order from the first iteration.
            values.sort_by_key(|v| (-v.value, v.house));
            order = values.iter().map(|v| v.house).collect();
            let exact = values.iter().all(|v| v.exact);
            done = Some((depth, values));
            self.arm();
            if exact {
                break;
            }
        }
        let (depth, moves) = done.unwrap_or((0, Vec::new()));
        let best = best_of(&moves);
        Analysis {
            depth,
            nodes: self.nodes,
            exact: moves.iter().all(|v| v.exact),
            moves,
            best,
        }
    }

    /// The move to play in `pos`, searched within `limits` (see
    /// [`Search::analyse`] for `history`).
    pub fn best_move(&mut self, pos: &Position, history: &[Position], limits: Limits) -> Choice {
        self.begin(pos, history, limits);
        let mut choice = Choice {
            house: None,
            value: claimed_value(pos),
            exact: true,
            pv: Vec::new(),
            depth: 0,
            nodes: 0,
        };
        if pos.is_over() {
            return choice;
        }
        let key = hash(pos);
        let started = Instant::now();
        for depth in 1..=max_depth(limits) {
            // Aspiration: a narrow window around the last value, searched
            // again in full when the value falls outside it.
            let mut r = Node::ABORTED;
            let mut full = true;
            if depth >= 5 && !choice.exact {
                let (a, b) = (choice.value - ASPIRATION, choice.value + ASPIRATION);
                r = self.node(pos, key, depth as i32, a, b, 0, 0);
                full = !self.aborted && (r.v <= a || r.v >= b);
            }
            if full && !self.aborted {
                r = self.node(pos, key, depth as i32, -INF, INF, 0, 0);
            }
            if self.aborted {
                break;
            }
            let mut pv = self.pv[0][..self.pv_len[0]].to_vec();
            self.extend_pv(pos, &mut pv, depth as usize);
            choice = Choice {
                house: pv.first().copied(),
                value: r.v,
                exact: r.proven,
                pv,
                depth,
                nodes: self.nodes,
            };
            self.arm();
            // The next iteration costs a few times this one: do not start
            // it when it cannot finish.
            let late = limits.time.is_some_and(|t| started.elapsed() * 2 > t)
                || limits.nodes.is_some_and(|n| self.nodes * 2 > n);
            if r.proven || late {
                break;
            }
        }
        choice.nodes = self.nodes;
        choice
    }

    fn begin(&mut self, pos: &Position, history: &[Position], limits: Limits) {
        self.nodes = 0;
        self.aborted = false;
        self.armed = false;
        self.next_check = POLL;
        self.node_limit = limits.nodes.unwrap_or(u64::MAX);
        self.deadline = limits.time.map(|t| Instant::now() + t);
        self.history = self.history.map(|h| h / 8);
        self.path.clear();
        self.path.extend(
            history
                .iter()
                .filter(|h| h.stores() == pos.stores())
                .map(hash),
        );
        self.path.push(hash(pos));
    }

    fn arm(&mut self) {
        self.armed = true;
        self.next_check = self.nodes;
    }

    #[cold]
    fn poll(&mut self) {
        self.next_check = self.nodes + POLL;
        if !self.armed {
            return;
        }
        self.next_check = self.next_check.min(self.node_limit);
        if self.nodes >= self.node_limit
            || self.stop.load(Ordering::Relaxed)
            || self.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.aborted = true;
        }
    }

    /// The value for `me` of the move that led from a node to `c` (with
    /// summary `s`): a game end, a repetition, or a search of `c`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child(
        &mut self,
        me: Side,
        c: &Position,
        s: MoveSummary,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        seg: usize,
    ) -> Node {
        if s.wipe_out {
            self.pv_len[ply + 1] = ply + 1;
            return Node::proven(i32::from(c.store(me)) - i32::from(c.store(!me)));
        }
        let key = hash(c);
        if s.captured == 0
            && let Some(i) = self.path[seg..].iter().position(|&k| k == key)
        {
            self.pv_len[ply + 1] = ply + 1;
            return Node {
                v: -claimed_value(c),
                proven: true,
                rep: seg + i,
            };
        }
        let child_seg = if s.captured > 0 { self.path.len() } else { seg };
        self.path.push(key);
        let r = self.node(c, key, depth - 1, -beta, -alpha, ply + 1, child_seg);
        self.path.pop();
        Node { v: -r.v, ..r }
    }

    #[allow(clippy::too_many_arguments)]
    fn node(
        &mut self,
        pos: &Position,
        key: u64,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        seg: usize,
    ) -> Node {
        self.pv_len[ply] = ply;
        self.nodes += 1;
        if self.nodes >= self.next_check {
            self.poll();
        }
        if self.aborted {
            return Node::ABORTED;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return Node::proven(claimed_value(pos));
        }
        // Proven bounds: the mover keeps their store, so does the opponent.
        let (lo, hi) = value_bounds(pos);
        if hi <= alpha {
            return Node::proven(hi);
        }
        if lo >= beta {
            return Node::proven(lo);
        }
        if depth <= 0 || ply >= MAX_PLY {
            return Node {
                v: evaluate_with(pos, &self.weights),
                proven: false,
                rep: NO_REP,
            };
        }

        let mut tt_move = None;
        if let Some(e) = self.tt.probe(key) {
            tt_move = e.best;
            if ply > 0 && (e.proven || e.depth >= depth) {
                let usable = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.value >= beta,
                    Bound::Upper => e.value <= alpha,
                };
                if usable {
                    return Node {
                        v: e.value,
                        proven: e.proven,
                        rep: NO_REP,
                    };
                }
            }
        }

        // Children in search order: the stored best move, wipe-outs, bigger
        // captures, then by history.
        let me = pos.to_move();
        let mut kids = [(House::ALL[0], *pos, MoveSummary::default(), 0u64); 6];
        let mut n = 0;
        for m in moves {
            let mut c = *pos;
            let s = c.play_unchecked(m);
            let order = if tt_move == Some(m.index() as u8) {
                u64::MAX
            } else if s.wipe_out {
                u64::MAX - 1
            } else {
                (u64::from(s.captured) << 32) | u64::from(self.history[m.index()])
            };
            let mut i = n;
            while i > 0 && kids[i - 1].3 < order {
                kids[i] = kids[i - 1];
                i -= 1;
            }
            kids[i] = (m, c, s, order);
            n += 1;
        }

        let alpha0 = alpha;
        let mut best = -INF;
        let mut best_move = kids[0].0;
        let mut proven = true;
        let mut rep = NO_REP;
        for &(m, c, s, _) in &kids[..n] {
            let r = self.child(me, &c, s, depth, alpha, beta, ply, seg);
            if self.aborted {
                return Node::ABORTED;
            }
            rep = rep.min(r.rep);
            if r.v > best {
                best = r.v;
                best_move = m;
                if r.v > alpha {
                    alpha = r.v;
                    self.copy_pv(ply, m);
                }
            }
            if r.v >= beta {
                let h = &mut self.history[m.index()];
                *h = h.saturating_add((depth * depth) as u32);
                self.save(key, depth, best, Bound::Lower, r.proven, m, rep);
                return Node {
                    v: best,
                    proven: r.proven,
                    rep,
                };
            }
            proven &= r.proven;
        }
        let bound = if best > alpha0 {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.save(key, depth, best, bound, proven, best_move, rep);
        Node {
            v: best,
            proven,
            rep,
        }
    }

    /// The line at `ply` becomes `m` then the line found below it.
    #[inline]
    fn copy_pv(&mut self, ply: usize, m: House) {
        let end = self.pv_len[ply + 1].max(ply + 1);
        let (head, tail) = self.pv.split_at_mut(ply + 1);
        head[ply][ply] = m;
        head[ply][ply + 1..end].copy_from_slice(&tail[0][ply + 1..end]);
        self.pv_len[ply] = end;
    }

    /// Stores a result unless it relied on a repetition of a position above
    /// this node: such a value belongs to this path only (see docs/coach.md).
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn save(
        &mut self,
        key: u64,
        depth: i32,
        value: i32,
        bound: Bound,
        proven: bool,
        best: House,
        rep: usize,
    ) {
        if rep < self.path.len() - 1 {
            return;
        }
        self.tt.store(
            key,
            Entry {
                value,
                bound,
                depth,
                proven,
                best: Some(best.index() as u8),
            },
        );
    }

    /// Lengthens a principal variation cut short by a table hit, following
    /// the stored best moves while they are legal and the game goes on.
    fn extend_pv(&self, root: &Position, pv: &mut Vec<House>, max_len: usize) {
        let mut p = *root;
        let mut seen = vec![hash(&p)];
        for &m in pv.iter() {
            if p.play_unchecked(m).wipe_out {
                return;
            }
            seen.push(hash(&p));
        }
        while pv.len() < max_len {
            let Some(m) = self
                .tt
                .probe(hash(&p))
                .and_then(|e| e.best)
                .and_then(|b| House::new(b.into()))
            else {
                return;
            };
            if !p.legal_moves().contains(m) {
                return;
            }
            pv.push(m);
            let s = p.play_unchecked(m);
            let h = hash(&p);
            if s.wipe_out || seen.contains(&h) {
                return;
            }
            seen.push(h);
        }
    }
}

/// The analysis made of the endgame solver's exact values.
fn solved_analysis(pos: &Position, solved: Vec<super::endgame::Solved>, nodes: u64) -> Analysis {
    let me = pos.to_move();
    let stores = i32::from(pos.store(me)) - i32::from(pos.store(!me));
    let mut moves: Vec<MoveValue> = solved
        .into_iter()
        .map(|s| MoveValue {
            house: s.house,
            value: stores + s.value,
            exact: true,
            pv: s.pv,
        })
        .collect();
    moves.sort_by_key(|v| (-v.value, v.house));
    let best = best_of(&moves);
    Analysis {
        depth: moves.iter().map(|m| m.pv.len() as u32).max().unwrap_or(0),
        nodes,
        exact: true,
        moves,
        best,
    }
}

fn max_depth(limits: Limits) -> u32 {
    limits
        .depth
        .unwrap_or(MAX_PLY as u32)
        .clamp(1, MAX_PLY as u32)
}

/// The moves sharing the best value, from moves sorted best first.
fn best_of(moves: &[MoveValue]) -> Vec<House> {
    moves
        .iter()
        .take_while(|v| v.value == moves[0].value)
        .map(|v| v.house)
        .collect()
}
