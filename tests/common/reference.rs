//! A second, deliberately naive implementation of the rules, written straight
//! from RULES.md one seed at a time, to cross-check the fast engine.

/// (houses, stores, south_to_move)
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ref {
    pub houses: [u32; 12],
    pub stores: [u32; 2],
    pub south: bool,
}

fn owner_is_south(h: usize) -> bool {
    h < 6
}

impl Ref {
    fn own_row(&self) -> std::ops::Range<usize> {
        if self.south { 0..6 } else { 6..12 }
    }

    fn opp_row(&self) -> std::ops::Range<usize> {
        if self.south { 6..12 } else { 0..6 }
    }

    /// Simulates the sowing and tells whether a seed entered the opponent's row.
    fn feeds(&self, from: usize) -> bool {
        let mut at = from;
        for _ in 0..self.houses[from] {
            at = (at + 1) % 12;
            if at == from {
                at = (at + 1) % 12;
            }
            if self.opp_row().contains(&at) {
                return true;
            }
        }
        false
    }

    pub fn legal(&self) -> Vec<usize> {
        let opp_empty = self.opp_row().all(|h| self.houses[h] == 0);
        self.own_row()
            .filter(|&h| self.houses[h] > 0)
            .filter(|&h| !opp_empty || self.feeds(h))
            .collect()
    }

    /// Plays a legal move; returns (captured, wipe_out).
    pub fn play(&mut self, from: usize) -> (u32, bool) {
        let mut n = self.houses[from];
        self.houses[from] = 0;
        let mut at = from;
        while n > 0 {
            at = (at + 1) % 12;
            if at == from {
                continue;
            }
            self.houses[at] += 1;
            n -= 1;
        }
        let mover = if self.south { 0 } else { 1 };
        let mut captured = 0;
        let mut h = at;
        while owner_is_south(h) != self.south && (self.houses[h] == 2 || self.houses[h] == 3) {
            captured += self.houses[h];
            self.houses[h] = 0;
            if h.is_multiple_of(6) {
                break;
            }
            h -= 1;
        }
        self.stores[mover] += captured;
        let wipe = captured > 0 && self.opp_row().all(|h| self.houses[h] == 0);
        if wipe {
            for h in self.own_row() {
                self.stores[mover] += self.houses[h];
                self.houses[h] = 0;
            }
        }
        self.south = !self.south;
        (captured, wipe)
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut total = 0;
        for m in self.legal() {
            let mut next = self.clone();
            let (_, wipe) = next.play(m);
            if depth == 1 {
                total += 1;
            } else if !wipe {
                total += next.perft(depth - 1);
            }
        }
        total
    }
}

impl From<&wahree::engine::Position> for Ref {
    fn from(p: &wahree::engine::Position) -> Ref {
        Ref {
            houses: p.houses().map(u32::from),
            stores: p.stores().map(u32::from),
            south: p.to_move() == wahree::engine::Side::South,
        }
    }
}
