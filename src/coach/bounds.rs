//! Bounds on endgame values that hold whatever the history: for every
//! board with few seeds and side to move, `lo <= value <= hi` for every
//! list of positions since the last capture. See `docs/coach.md`.
//!
//! Computed level by level (by seeds on the board) from 0 upwards, each by
//! iterating to a fixed point from `-n..=n`: a move that captures is worth
//! its seeds minus the bounds of the (lower) level it reaches; a move that
//! does not is worth, depending on the history, either the repetition value
//! or the next position's value, so its bounds are the min and max of both.

use std::collections::HashMap;

use super::endgame::board_key;
use crate::engine::{Position, Setup, Side};

pub struct Bounds {
    map: HashMap<u64, (i8, i8)>,
    /// Every board with at most this many seeds is in `map`.
    pub seeds: u8,
}

fn claimed(p: &Position) -> i32 {
    let me = p.to_move();
    i32::from(p.row_seeds(me)) - i32::from(p.row_seeds(!me))
}

/// Every way to put `n` seeds in houses `i..12`.
fn boards(n: i64, i: usize, cur: &mut [i64; 12], out: &mut Vec<[i64; 12]>) {
    if i == 11 {
        cur[11] = n;
        out.push(*cur);
        return;
    }
    for k in 0..=n {
        cur[i] = k;
        boards(n - k, i + 1, cur, out);
    }
}

impl Bounds {
    pub fn build(seeds: u8) -> Bounds {
        let mut b = Bounds {
            map: HashMap::new(),
            seeds,
        };
        for n in 0..=i64::from(seeds) {
            b.level(n);
        }
        b
    }

    /// The bounds of the player to move's final total minus the opponent's,
    /// less the store difference now; `None` above `seeds`.
    pub fn of(&self, p: &Position) -> Option<(i32, i32)> {
        self.get(board_key(p))
    }

    #[inline]
    pub fn get(&self, key: u64) -> Option<(i32, i32)> {
        self.map
            .get(&key)
            .map(|&(l, h)| (i32::from(l), i32::from(h)))
    }

    fn level(&mut self, n: i64) {
        let mut bs = Vec::new();
        boards(n, 0, &mut [0; 12], &mut bs);
        let mut ps = Vec::with_capacity(bs.len() * 2);
        for houses in bs {
            for to_move in [Side::South, Side::North] {
                let p = Position::try_from(Setup {
                    houses,
                    stores: [0, 48 - n],
                    to_move,
                })
                .expect("48 seeds");
                self.map.insert(board_key(&p), (-n as i8, n as i8));
                ps.push(p);
            }
        }
        loop {
            let mut changed = false;
            for p in &ps {
                let moves = p.legal_moves();
                let (mut l, mut h) = (-100, -100);
                if moves.is_empty() {
                    (l, h) = (claimed(p), claimed(p));
                }
                for m in moves {
                    let mut c = *p;
                    let s = c.play_unchecked(m);
                    let (a, b) = if s.wipe_out {
                        (n as i32, n as i32)
                    } else {
                        let (cl, ch) = self.get(board_key(&c)).expect("a lower or this level");
                        if s.captured > 0 {
                            let cap = i32::from(s.captured);
                            (cap - ch, cap - cl)
                        } else {
                            let r = -claimed(&c);
                            (r.min(-ch), r.max(-cl))
                        }
                    };
                    l = l.max(a);
                    h = h.max(b);
                }
                let e = self.map.get_mut(&board_key(p)).expect("this level");
                if l > i32::from(e.0) {
                    e.0 = l as i8;
                    changed = true;
                }
                if h < i32::from(e.1) {
                    e.1 = h as i8;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
    }
}
