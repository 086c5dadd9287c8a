//! The story of a move, step by step, for animation and narration.

use super::{House, PlayError, Position, Side};

/// One step of a sowing, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SowStep {
    /// A seed dropped into `house`, which then holds `seeds`.
    Drop { house: House, seeds: u8 },
    /// The sowing passed the emptied origin and left it out (12+ seeds).
    SkipOrigin { house: House },
}

/// Seeds taken from one house by a capture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Capture {
    pub house: House,
    pub seeds: u8,
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// A capture emptied the opponent's row; the mover took the board.
    WipeOut,
    /// The player to move had no legal move; each side took its own seeds.
    NoMoves,
    /// A position came back since the last capture; each side took its own seeds.
    Repetition,
}

impl EndReason {
    /// The name used by the JSON protocol.
    pub const fn name(self) -> &'static str {
        match self {
            EndReason::WipeOut => "wipe_out",
            EndReason::NoMoves => "no_moves",
            EndReason::Repetition => "repetition",
        }
    }

    pub const fn message_id(self) -> &'static str {
        match self {
            EndReason::WipeOut => "end-wipe-out",
            EndReason::NoMoves => "end-no-moves",
            EndReason::Repetition => "end-repetition",
        }
    }
}

/// Who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    Winner(Side),
    Draw,
}

impl Outcome {
    /// More seeds wins; 24 to 24 is a draw.
    pub fn from_stores(stores: [u8; 2]) -> Outcome {
        match stores[0].cmp(&stores[1]) {
            std::cmp::Ordering::Greater => Outcome::Winner(Side::South),
            std::cmp::Ordering::Less => Outcome::Winner(Side::North),
            std::cmp::Ordering::Equal => Outcome::Draw,
        }
    }

    /// The name used by the JSON protocol.
    pub const fn name(self) -> &'static str {
        match self {
            Outcome::Winner(side) => side.name(),
            Outcome::Draw => "draw",
        }
    }
}

/// The end of a game: why, the final count, and who won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameEnd {
    pub reason: EndReason,
    /// Final totals, South then North: the stores after the board is claimed.
    pub stores: [u8; 2],
    pub outcome: Outcome,
}

impl GameEnd {
    pub fn new(reason: EndReason, stores: [u8; 2]) -> GameEnd {
        GameEnd {
            reason,
            stores,
            outcome: Outcome::from_stores(stores),
        }
    }
}

/// Everything a move did, in the order it happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveReport {
    pub mover: Side,
    pub from: House,
    /// Seeds picked up from `from`.
    pub seeds: u8,
    /// Each drop and each skip of the origin, in order.
    pub steps: Vec<SowStep>,
    /// Where the last seed fell.
    pub last: House,
    /// Captured houses in chain order: the last house first, then backwards.
    pub captures: Vec<Capture>,
    /// Seeds the mover swept from their own row after a wipe-out.
    pub wipe_out: Option<u8>,
    /// How the game ended with this move, if it did.
    pub end: Option<GameEnd>,
}

impl MoveReport {
    /// Seeds captured from the opponent (without a wipe-out's sweep).
    pub fn captured(&self) -> u8 {
        self.captures.iter().map(|c| c.seeds).sum()
    }
}

impl Position {
    /// Plays `house` and tells its whole story. Slower than [`Position::play`];
    /// meant for the app and lessons, not for search.
    pub fn play_report(&self, house: House) -> Result<(Position, MoveReport), PlayError> {
        let (after, summary) = self.play(house)?;
        let mover = self.to_move();
        let seeds = self.seeds(house);

        // Replay the sowing one seed at a time to record it.
        let mut houses = *self.houses();
        houses[house.index()] = 0;
        let mut steps = Vec::with_capacity(seeds as usize + seeds as usize / 11);
        let mut at = house;
        for _ in 0..seeds {
            at = at.next();
            if at == house {
                steps.push(SowStep::SkipOrigin { house });
                at = at.next();
            }
            houses[at.index()] += 1;
            steps.push(SowStep::Drop {
                house: at,
                seeds: houses[at.index()],
            });
        }
        let last = at;

        let mut captures = Vec::new();
        if summary.captured > 0 {
            let mut h = last;
            loop {
                captures.push(Capture {
                    house: h,
                    seeds: houses[h.index()],
                });
                let before = h.index().checked_sub(1).and_then(House::new);
                match before {
                    Some(b) if b.owner() == h.owner() && matches!(houses[b.index()], 2 | 3) => {
                        h = b
                    }
                    _ => break,
                }
            }
        }
        let wipe_out = summary
            .wipe_out
            .then(|| after.store(mover) - self.store(mover) - summary.captured);
        let end = after.end_after(summary.wipe_out);
        Ok((
            after,
            MoveReport {
                mover,
                from: house,
                seeds,
                steps,
                last,
                captures,
                wipe_out,
                end,
            },
        ))
    }
}
