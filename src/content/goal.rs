//! Which moves reach a goal, computed by the engine, and how a learner's
//! move is judged against it.

use crate::engine::{House, PlayError, Position};

use super::format::Goal;
use super::problem::Detail;
use super::solve::{self, Target};

/// Why the engine cannot say which moves reach a goal here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GoalError {
    /// The player to move has no move at all.
    GameOver,
    /// The goal names a house that is not 0..=11.
    NoSuchHouse(u8),
    /// `Feed` in a position where the opponent's row is not empty.
    NothingToFeed,
    /// A `Win` or `Secure` goal looks further ahead than [`solve::MAX_MOVES`]
    /// own moves, or asks for no move at all.
    TooDeep(u8),
}

impl GoalError {
    /// Why, as a message for the author of the file.
    pub fn detail(&self) -> Detail {
        match *self {
            GoalError::GameOver => Detail::new("problem-goal-game-over"),
            GoalError::NoSuchHouse(n) => Detail::new("problem-no-such-house").with("house", n),
            GoalError::NothingToFeed => Detail::new("problem-goal-nothing-to-feed"),
            GoalError::TooDeep(k) => Detail::new("problem-goal-too-deep")
                .with("moves", k)
                .with("max", solve::MAX_MOVES),
        }
    }
}

/// What one move does, as far as goals (and ratings) care.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Outcome {
    pub after: Position,
    pub last: House,
    /// Seeds the move put in the mover's store (a wipe-out's sweep included).
    pub gain: u8,
    /// Houses captured.
    pub chain: usize,
    pub wipe_out: bool,
}

pub(super) fn outcome(pos: &Position, house: House) -> Option<Outcome> {
    let (after, report) = pos.play_report(house).ok()?;
    let mover = pos.to_move();
    Some(Outcome {
        after,
        last: report.last,
        gain: after.store(mover) - pos.store(mover),
        chain: report.captures.len(),
        wipe_out: report.wipe_out.is_some(),
    })
}

/// The most the player to move in `pos` can add to their store in one move.
fn best_gain(pos: &Position) -> u8 {
    pos.legal_moves()
        .filter_map(|h| outcome(pos, h))
        .map(|o| o.gain)
        .max()
        .unwrap_or(0)
}

/// Whether the player to move in `pos` has a wipe-out.
fn has_wipe_out(pos: &Position) -> bool {
    pos.legal_moves()
        .filter_map(|h| outcome(pos, h))
        .any(|o| o.wipe_out)
}

/// Whether the game is over right after a move (a wipe-out, or no reply).
fn ends_game(o: &Outcome) -> bool {
    o.wipe_out || o.after.is_over()
}

/// The legal moves that reach `goal` in `pos`, in house order. May be empty:
/// the goal then has no answer here.
pub fn answers(goal: Goal, pos: &Position) -> Result<Vec<House>, GoalError> {
    if pos.is_over() {
        return Err(GoalError::GameOver);
    }
    let outcomes: Vec<(House, Outcome)> = pos
        .legal_moves()
        .filter_map(|h| outcome(pos, h).map(|o| (h, o)))
        .collect();
    let keep = |f: &dyn Fn(&Outcome) -> bool| -> Vec<House> {
        outcomes
            .iter()
            .filter(|(_, o)| f(o))
            .map(|(h, _)| *h)
            .collect()
    };
    // The moves scoring highest by `score`, when that is above `floor`.
    let best = |score: &dyn Fn(&Outcome) -> i32, floor: i32| -> Vec<House> {
        let top = outcomes
            .iter()
            .map(|(_, o)| score(o))
            .max()
            .unwrap_or(floor);
        if top <= floor {
            return Vec::new();
        }
        keep(&|o| score(o) == top)
    };
    Ok(match goal {
        Goal::Play { house } => {
            let h = super::format::house(house).ok_or(GoalError::NoSuchHouse(house))?;
            outcomes
                .iter()
                .map(|(m, _)| *m)
                .filter(|m| *m == h)
                .collect()
        }
        Goal::LastIn { house } => {
            let h = super::format::house(house).ok_or(GoalError::NoSuchHouse(house))?;
            keep(&|o| o.last == h)
        }
        Goal::Capture { at_least } => keep(&|o| o.gain > 0 && o.gain >= at_least),
        Goal::MostSeeds => best(&|o| i32::from(o.gain), 0),
        Goal::LongestChain => best(&|o| o.chain as i32, 1),
        Goal::WipeOut => keep(&|o| o.wipe_out),
        Goal::Feed => {
            if pos.row_seeds(!pos.to_move()) != 0 {
                return Err(GoalError::NothingToFeed);
            }
            // The feeding obligation already limits the legal moves to these.
            keep(&|_| true)
        }
        Goal::AvoidWipeOut => keep(&|o| ends_game(o) || !has_wipe_out(&o.after)),
        Goal::Defend => {
            // Lower is better: the opponent's best reply, or nothing if the
            // game is over.
            let loss = |o: &Outcome| {
                if ends_game(o) {
                    0
                } else {
                    i32::from(best_gain(&o.after))
                }
            };
            best(&|o| -loss(o), i32::MIN)
        }
        Goal::Secure { .. }
        | Goal::Win { .. }
        | Goal::WipeOutWithin { .. }
        | Goal::Guard { .. } => {
            let (target, moves) = deep_target(goal, pos)?;
            solve::forcing_moves(pos, target, moves)
        }
    })
}

/// What a goal over several moves asks of the search from `start` (the
/// puzzle's position: `Guard` counts captures from there), and over how
/// many own moves; `None` for the goals of one move.
pub fn deep_goal(goal: Goal, start: &Position) -> Option<(Target, u8)> {
    let target = match goal {
        Goal::Secure { seeds, .. } => Target::Seeds(seeds),
        Goal::Win { .. } => Target::Win,
        Goal::WipeOutWithin { .. } => Target::WipeOut,
        Goal::Guard { at_most, .. } => {
            let opponent = start.store(!start.to_move());
            Target::Hold(opponent.saturating_add(at_most))
        }
        _ => return None,
    };
    Some((target, goal.own_moves()))
}

/// [`deep_goal`], refusing a number of moves the search cannot prove.
pub fn deep_target(goal: Goal, start: &Position) -> Result<(Target, u8), GoalError> {
    let moves = goal.own_moves();
    if moves == 0 || moves > solve::MAX_MOVES {
        return Err(GoalError::TooDeep(moves));
    }
    deep_goal(goal, start).ok_or(GoalError::TooDeep(moves))
}

/// How a learner's move measures up against a goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move reaches the goal and is the intended one (or no move was
    /// stated as intended).
    Right,
    /// The move reaches the goal just as well, but is not the intended one.
    Alternative,
    /// A legal move that does not reach the goal.
    Wrong,
    /// Not a legal move here.
    Illegal(PlayError),
}

/// Judges `house` as the answer to `goal` in `pos`, where `intended` are the
/// moves the author stated (empty when none was).
pub fn judge(
    goal: Goal,
    pos: &Position,
    intended: &[House],
    house: House,
) -> Result<Verdict, GoalError> {
    if let Err(e) = pos.check_move(house) {
        return Ok(Verdict::Illegal(e));
    }
    let ok = answers(goal, pos)?;
    Ok(if !ok.contains(&house) {
        Verdict::Wrong
    } else if intended.is_empty() || intended.contains(&house) {
        Verdict::Right
    } else {
        Verdict::Alternative
    })
}

/// Why a legal move misses its goal, in numbers a learner can check on the
/// board, so the screen can talk about the puzzle's question rather than
/// about the game in general.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Miss {
    /// `Play`: another house than the one asked for.
    OtherHouse { asked: House },
    /// `LastIn`: the last seed fell in `landed`, not in `asked`.
    LandedElsewhere { landed: House, asked: House },
    /// `Capture`: `got` seeds, fewer than the `needed`.
    TooFew { got: u8, needed: u8 },
    /// `MostSeeds`: `got` seeds, where the best move captures `best`.
    FewerSeeds { got: u8, best: u8 },
    /// `LongestChain`: `got` houses captured, where the best move takes
    /// `best` houses.
    ShorterChain { got: u8, best: u8 },
    /// `WipeOut`: `got` seeds captured, and the opponent still has `left`
    /// seeds in their row.
    NoWipeOut { got: u8, left: u8 },
    /// `AvoidWipeOut`: the opponent's house `by` now wipes the mover out.
    AllowsWipeOut { by: House },
    /// `Defend`: the opponent's house `by` now captures `lost` seeds, where
    /// the best defence lets them take only `best`.
    LosesMore { by: House, lost: u8, best: u8 },
    /// A goal over several moves: the opponent can stop it, with the reply
    /// `by` (the one capturing most) when they have one.
    NotForced { by: Option<House> },
}

impl Miss {
    /// The opponent's answer that shows the miss on the board, when the
    /// goal is about that answer and it is known without a search.
    pub fn reply(&self) -> Option<House> {
        match *self {
            Miss::AllowsWipeOut { by } | Miss::LosesMore { by, .. } => Some(by),
            Miss::NotForced { by } => by,
            _ => None,
        }
    }
}

/// The opponent's answer a lesson plays out on the board after `house`,
/// right or wrong, for the goals that are about that answer (`Defend`,
/// `AvoidWipeOut`): a wipe-out if there is one, else the reply that gains
/// most; among equals the one that reaches the learner's row (the threat
/// the step's words talk about), then the one that sows most, then the
/// lowest house. So "what North does next" is seen happen. `None` for
/// other goals, an illegal move, or a move that ends the game.
pub fn reply(goal: Goal, pos: &Position, house: House) -> Option<House> {
    if !matches!(goal, Goal::Defend | Goal::AvoidWipeOut) {
        return None;
    }
    let o = outcome(pos, house)?;
    if ends_game(&o) {
        return None;
    }
    let learner = pos.to_move();
    o.after
        .legal_moves()
        .filter_map(|h| outcome(&o.after, h).map(|r| (h, r)))
        .max_by_key(|(h, r)| {
            (
                r.wipe_out,
                r.gain,
                r.last.owner() == learner,
                o.after.seeds(*h),
                std::cmp::Reverse(h.index()),
            )
        })
        .map(|(h, _)| h)
}

/// How `house` misses `goal` in `pos`; `None` when it reaches the goal, is
/// not a legal move, or the goal cannot be missed (`Feed`: every legal
/// move feeds).
pub fn miss(goal: Goal, pos: &Position, house: House) -> Option<Miss> {
    if answers(goal, pos).ok()?.contains(&house) {
        return None;
    }
    let o = outcome(pos, house)?;
    let all = || pos.legal_moves().filter_map(|h| outcome(pos, h));
    let chain = |c: usize| u8::try_from(c).unwrap_or(u8::MAX);
    match goal {
        Goal::Play { house: n } => Some(Miss::OtherHouse {
            asked: super::format::house(n)?,
        }),
        Goal::LastIn { house: n } => Some(Miss::LandedElsewhere {
            landed: o.last,
            asked: super::format::house(n)?,
        }),
        Goal::Capture { at_least } => Some(Miss::TooFew {
            got: o.gain,
            needed: at_least.max(1),
        }),
        Goal::MostSeeds => Some(Miss::FewerSeeds {
            got: o.gain,
            best: all().map(|o| o.gain).max()?,
        }),
        Goal::LongestChain => Some(Miss::ShorterChain {
            got: chain(o.chain),
            best: chain(all().map(|o| o.chain).max()?),
        }),
        Goal::WipeOut => Some(Miss::NoWipeOut {
            got: o.gain,
            left: o.after.row_seeds(!pos.to_move()),
        }),
        Goal::Feed => None,
        // The reply named is the one a lesson plays out (`reply`).
        Goal::AvoidWipeOut => {
            let by = reply(goal, pos, house)?;
            Some(Miss::AllowsWipeOut { by })
        }
        Goal::Defend => {
            let by = reply(goal, pos, house)?;
            let reply = outcome(&o.after, by)?;
            let best = all()
                .map(|m| {
                    if ends_game(&m) {
                        0
                    } else {
                        best_gain(&m.after)
                    }
                })
                .min()?;
            Some(Miss::LosesMore {
                by,
                lost: reply.gain,
                best,
            })
        }
        Goal::Secure { .. }
        | Goal::Win { .. }
        | Goal::WipeOutWithin { .. }
        | Goal::Guard { .. } => {
            let (target, moves) = deep_target(goal, pos).ok()?;
            let mut line = vec![*pos];
            let node = solve::step(pos, house, &mut line);
            let by = node
                .end
                .is_none()
                .then(|| solve::refutation(&node.pos, &line, target, moves - 1))
                .flatten();
            Some(Miss::NotForced { by })
        }
    }
}
