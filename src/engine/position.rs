//! A validated position and the rules of a move.

use std::fmt;

use super::report::{EndReason, GameEnd};
use super::{House, Moves, PlayError, Setup, SetupError, Side};

/// Byte patterns for sowing, one byte per house: `LAP[from]` adds a seed to
/// every house but `from`; `REST[from][k]` to the `k` houses after `from`.
/// Houses 0-7 are the low word, 8-11 the high one: a house never exceeds
/// 48 seeds, so no byte carries into the next and the two words add up
/// apart. Two 64-bit words rather than one 128-bit one: WebAssembly (the
/// browser build) has no 128-bit arithmetic, and emulating it made the
/// coach several times slower there.
const LAP: [[u64; 2]; 12] = {
    let mut t = [[0u64; 2]; 12];
    let mut from = 0;
    while from < 12 {
        let mut i = 0;
        while i < 12 {
            if i != from {
                t[from][i / 8] |= 1 << (8 * (i % 8));
            }
            i += 1;
        }
        from += 1;
    }
    t
};

const REST: [[[u64; 2]; 11]; 12] = {
    let mut t = [[[0u64; 2]; 11]; 12];
    let mut from = 0;
    while from < 12 {
        let mut k = 1;
        while k < 11 {
            let i = (from + k) % 12;
            t[from][k] = t[from][k - 1];
            t[from][k][i / 8] |= 1 << (8 * (i % 8));
            k += 1;
        }
        from += 1;
    }
    t
};

/// A legal Wahree position: the twelve houses, both stores and the player to
/// move, always holding 48 seeds. Small and `Copy`: search copies it freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    houses: [u8; 12],
    stores: [u8; 2],
    to_move: Side,
}

/// What a move did, in the few bytes search needs.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct MoveSummary {
    /// Seeds taken from the opponent's houses by the capture (not counting
    /// the seeds a wipe-out sweeps from the mover's own row).
    pub captured: u8,
    /// The capture emptied the opponent's row: the game is over and the
    /// mover took every seed left on the board.
    pub wipe_out: bool,
}

impl Default for Position {
    fn default() -> Position {
        Position::START
    }
}

impl Position {
    /// Four seeds in every house, South to move.
    pub const START: Position = Position {
        houses: [4; 12],
        stores: [0; 2],
        to_move: Side::South,
    };

    #[inline]
    pub const fn houses(&self) -> &[u8; 12] {
        &self.houses
    }

    #[inline]
    pub const fn seeds(&self, house: House) -> u8 {
        self.houses[house.index()]
    }

    #[inline]
    pub const fn stores(&self) -> [u8; 2] {
        self.stores
    }

    #[inline]
    pub const fn store(&self, side: Side) -> u8 {
        self.stores[side.index()]
    }

    #[inline]
    pub const fn to_move(&self) -> Side {
        self.to_move
    }

    /// The six houses of one side, in sowing order.
    #[inline]
    pub fn row(&self, side: Side) -> &[u8] {
        let first = side.first_house();
        &self.houses[first..first + 6]
    }

    /// Seeds in one side's row.
    #[inline]
    pub fn row_seeds(&self, side: Side) -> u8 {
        self.row(side).iter().sum()
    }

    /// Seeds still in the houses (not in a store).
    #[inline]
    pub fn board_seeds(&self) -> u8 {
        self.houses.iter().sum()
    }

    /// The legal moves of the player to move.
    #[inline]
    pub fn legal_moves(&self) -> Moves {
        let first = self.to_move.first_house();
        let must_feed = self.row_seeds(!self.to_move) == 0;
        let mut bits = 0u16;
        for p in 0..6 {
            let n = self.houses[first + p];
            // From own position p, n seeds reach the opponent's row when n >= 6 - p.
            if n > 0 && (!must_feed || n as usize >= 6 - p) {
                bits |= 1 << (first + p);
            }
        }
        Moves::from_bits(bits)
    }

    /// The player to move has no legal move: the game is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.legal_moves().is_empty()
    }

    /// Why `house` may not be played here, if it may not.
    pub fn check_move(&self, house: House) -> Result<(), PlayError> {
        if self.is_over() {
            return Err(PlayError::GameOver);
        }
        if house.owner() != self.to_move {
            return Err(PlayError::NotYourHouse { house });
        }
        if self.seeds(house) == 0 {
            return Err(PlayError::EmptyHouse { house });
        }
        if !self.legal_moves().contains(house) {
            return Err(PlayError::MustFeed { house });
        }
        Ok(())
    }

    /// Plays `house`, or says why it is illegal (leaving `self` untouched).
    pub fn play(&self, house: House) -> Result<(Position, MoveSummary), PlayError> {
        self.check_move(house)?;
        let mut after = *self;
        let summary = after.play_unchecked(house);
        Ok((after, summary))
    }

    /// Plays a move known to be legal. The fast path for search and perft:
    /// no checks beyond debug assertions, no allocation.
    #[inline]
    pub fn play_unchecked(&mut self, house: House) -> MoveSummary {
        debug_assert!(self.legal_moves().contains(house));
        let from = house.index();
        let n = self.houses[from];
        self.houses[from] = 0;

        // Seed k (1-based) lands on from + 1 + (k - 1) % 11: the emptied
        // origin is never sown into, so each lap of the others is 11 houses.
        // The whole sowing is one addition of byte patterns (no carries: a
        // house never exceeds 48), which keeps the hot path free of
        // data-dependent branches.
        let laps = n / 11;
        let rest = (n % 11) as usize;
        let h = &self.houses;
        let low = u64::from_le_bytes([h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7]]);
        let high = u64::from_le_bytes([h[8], h[9], h[10], h[11], 0, 0, 0, 0]);
        let laps = u64::from(laps);
        let low = low + laps * LAP[from][0] + REST[from][rest][0];
        let high = high + laps * LAP[from][1] + REST[from][rest][1];
        self.houses[..8].copy_from_slice(&low.to_le_bytes());
        self.houses[8..].copy_from_slice(&high.to_le_bytes()[..4]);
        let last = (from + if rest == 0 { 11 } else { rest }) % 12;

        let summary = self.capture_from(last);
        self.to_move = !self.to_move;
        summary
    }

    /// Rules 4 to 6: the capture, its backward chain and the wipe-out, for
    /// a sowing by the player to move that ended on `last`.
    #[inline]
    fn capture_from(&mut self, last: usize) -> MoveSummary {
        let mover = self.to_move;
        let opp_first = (!mover).first_house();
        if !(opp_first..opp_first + 6).contains(&last) {
            return MoveSummary::default();
        }
        let mut captured = 0u8;
        let mut i = last;
        loop {
            let n = self.houses[i];
            if n != 2 && n != 3 {
                break;
            }
            captured += n;
            self.houses[i] = 0;
            if i == opp_first {
                break;
            }
            i -= 1;
        }
        if captured == 0 {
            return MoveSummary::default();
        }
        self.stores[mover.index()] += captured;
        let wipe_out = self.row_seeds(!mover) == 0;
        if wipe_out {
            // The mover sweeps every seed still on the board: their own row.
            let own = mover.first_house();
            let swept: u8 = self.houses[own..own + 6].iter().sum();
            self.houses[own..own + 6].fill(0);
            self.stores[mover.index()] += swept;
        }
        MoveSummary { captured, wipe_out }
    }

    /// The stores after each player claims the seeds on their own side, as
    /// at an end by no moves or by repetition.
    pub fn claimed_stores(&self) -> [u8; 2] {
        [
            self.stores[0] + self.row_seeds(Side::South),
            self.stores[1] + self.row_seeds(Side::North),
        ]
    }

    /// This position with every house emptied into its owner's store.
    pub fn claimed(&self) -> Position {
        Position {
            houses: [0; 12],
            stores: self.claimed_stores(),
            to_move: self.to_move,
        }
    }

    /// How the game ends here if the player to move has no move, given that
    /// the move which led here was (or was not) a wipe-out.
    pub(crate) fn end_after(&self, wipe_out: bool) -> Option<GameEnd> {
        if wipe_out {
            Some(GameEnd::new(EndReason::WipeOut, self.stores))
        } else if self.is_over() {
            Some(GameEnd::new(EndReason::NoMoves, self.claimed_stores()))
        } else {
            None
        }
    }

    /// The unvalidated form, e.g. to edit and validate again.
    pub fn to_setup(&self) -> Setup {
        Setup {
            houses: self.houses.map(i64::from),
            stores: self.stores.map(i64::from),
            to_move: self.to_move,
        }
    }
}

impl TryFrom<Setup> for Position {
    type Error = SetupError;

    fn try_from(setup: Setup) -> Result<Position, SetupError> {
        let problems = setup.problems();
        if !problems.is_empty() {
            return Err(SetupError::new(problems));
        }
        // No problems: every count is in 0..=48, so the casts are exact.
        Ok(Position {
            houses: setup.houses.map(|n| n as u8),
            stores: setup.stores.map(|n| n as u8),
            to_move: setup.to_move,
        })
    }
}

impl fmt::Display for Position {
    /// The position notation (see `notation.rs`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        super::notation::write(self, f)
    }
}
