//! Finding puzzles in self-play: the positions of games between the
//! computer's levels (with a share of random moves, for variety), and for
//! each the goals that make a puzzle worth a child's time there. Behind
//! `wahree puzzles mine`; how it chooses is told in `docs/puzzles.md`.
//!
//! A candidate is kept only when the player to move has at least two
//! legal moves, not every one is right (at most two are, and two only
//! among four or more), neither player has more than half the seeds (the
//! result would be settled), and the goal asks for something one move does
//! not give away by itself: a capture that other captures compete with, a
//! defence where some moves lose more, a win or a wipe-out that needs the
//! number of moves it says and no fewer.

use crate::coach::{LevelPlayer, Plan, Player, Rng};
use crate::engine::{Game, House, Position, Setup, Side};

use super::format::{Goal, Theme};
use super::goal::answers;
use super::rating;
use super::solve::{self, Target};
use super::validate::settled;

/// A puzzle found by the miner, the player to move always South.
#[derive(Clone, Debug, PartialEq)]
pub struct Candidate {
    pub theme: Theme,
    pub goal: Goal,
    pub position: Position,
    pub answers: Vec<House>,
    pub rating: u16,
    /// Shared hint ids (`puzzles.ftl`, `puzzles-facts.ftl`), first shown first.
    pub hints: Vec<&'static str>,
}

/// A defence over two moves that still loses more than this is no fun.
const GUARD_MOST: u8 = 4;

/// At most this many seeds on the board for the goals that search several
/// moves ahead: the search stays quick and the line stays readable.
const DEEP_BOARD: u8 = 24;

/// The position seen from the other side of the board: North's houses and
/// store become South's, and the player to move changes with them. A
/// puzzle is always played as South.
pub fn mirror(pos: &Position) -> Position {
    let h = pos.houses();
    let mut houses = [0i64; 12];
    for (i, seeds) in houses.iter_mut().enumerate() {
        *seeds = i64::from(h[(i + 6) % 12]);
    }
    let [s, n] = pos.stores();
    Position::try_from(Setup {
        houses,
        stores: [i64::from(n), i64::from(s)],
        to_move: !pos.to_move(),
    })
    .expect("a mirrored position keeps its 48 seeds")
}

/// The position with South to move.
pub fn as_south(pos: &Position) -> Position {
    if pos.to_move() == Side::South {
        *pos
    } else {
        mirror(pos)
    }
}

/// The players of the self-play: levels 1 to 3 of the first ladder, kept
/// as they were so that a seed still finds the same puzzles.
const MINERS: [Plan; 3] = [
    Plan::Shallow { depth: 1, noise: 4 },
    Plan::Shallow { depth: 2, noise: 2 },
    Plan::Shallow { depth: 4, noise: 1 },
];

/// The positions of `games` self-play games from the start, seeded by
/// `seed`: each side one of `MINERS`, a random move one time in four.
pub fn playouts(games: u32, seed: u64) -> Vec<Position> {
    let mut rng = Rng::new(seed);
    let mut out = Vec::new();
    for _ in 0..games {
        let levels = [rng.below(3) as usize, rng.below(3) as usize];
        let mut players: Vec<LevelPlayer> = levels
            .iter()
            .map(|&l| LevelPlayer::with_plan(MINERS[l], rng.next_u64()))
            .collect();
        let mut game = Game::new(Position::START);
        for _ in 0..200 {
            let pos = game.position();
            if game.is_over() {
                break;
            }
            out.push(pos);
            let moves: Vec<House> = pos.legal_moves().collect();
            let m = if rng.below(4) == 0 {
                rng.pick(&moves)
            } else {
                players[pos.to_move().index()].choose(&game)
            };
            if game.play(m).is_err() {
                break;
            }
        }
    }
    out
}

/// What a move captures now, and how many seeds it sows.
fn gain(pos: &Position, h: House) -> (u8, u8) {
    let mut after = *pos;
    after.play_unchecked(h);
    (
        after.store(pos.to_move()) - pos.store(pos.to_move()),
        pos.seeds(h),
    )
}

/// The goals worth a puzzle in `pos` (any side to move; candidates are
/// given as South).
pub fn candidates(pos: &Position) -> Vec<Candidate> {
    let pos = as_south(pos);
    let legal: Vec<House> = pos.legal_moves().collect();
    if legal.len() < 2 || settled(&pos) {
        return Vec::new();
    }
    let me = pos.to_move();
    let gains: Vec<(House, u8, u8)> = legal
        .iter()
        .map(|&h| {
            let (g, s) = gain(&pos, h);
            (h, g, s)
        })
        .collect();
    let capturing = gains.iter().filter(|g| g.1 > 0).count();
    let starving = pos.row_seeds(!me) == 0;
    let mut out = Vec::new();
    let mut keep = |goal: Goal, theme: Theme, hints: Vec<&'static str>| {
        let Ok(ok) = answers(goal, &pos) else {
            return;
        };
        // One answer for the goals of one move; two among four or more
        // for the others, where finding either is work enough.
        let one_move = goal.own_moves() == 1
            && !matches!(goal, Goal::Defend | Goal::AvoidWipeOut | Goal::Win { .. });
        let fair = !ok.is_empty()
            && ok.len() < legal.len()
            && (ok.len() == 1 || (!one_move && ok.len() == 2 && legal.len() >= 4));
        if !fair {
            return;
        }
        let Ok(r) = rating::rate(goal, &pos) else {
            return;
        };
        // A big house: every answer goes all the way round.
        let big = ok.iter().all(|&h| pos.seeds(h) >= 12);
        let theme = if big && matches!(theme, Theme::Capture | Theme::Chain | Theme::WipeOut) {
            Theme::BigHouse
        } else {
            theme
        };
        let mut hints = hints;
        if big {
            hints.push("puzzle-hint-big-lap");
        }
        out.push(Candidate {
            theme,
            goal,
            position: pos,
            answers: ok,
            rating: r,
            hints,
        });
    };

    if !starving {
        // Captures that compete with another capture (or a long count).
        let long = |ok: &[House]| ok.iter().any(|&h| pos.seeds(h) >= 6);
        if let Ok(ok) = answers(Goal::MostSeeds, &pos)
            && (capturing >= 2 || long(&ok))
            && gains.iter().map(|g| g.1).max().unwrap_or(0) >= 2
        {
            keep(
                Goal::MostSeeds,
                Theme::Capture,
                vec!["puzzle-hint-best-seeds", "puzzle-hint-two-three"],
            );
            // A longest chain that is not simply the biggest capture, or
            // one of three houses or more.
            let houses = |h: &House| pos.play_report(*h).map_or(0, |(_, r)| r.captures.len());
            if let Ok(chain) = answers(Goal::LongestChain, &pos)
                && !chain.is_empty()
                && (chain != ok || chain.iter().any(|h| houses(h) >= 3))
            {
                keep(
                    Goal::LongestChain,
                    Theme::Chain,
                    vec!["puzzle-hint-best-chain", "puzzle-hint-look-back"],
                );
            }
        }
        if let Ok(ok) = answers(Goal::WipeOut, &pos)
            && !ok.is_empty()
            && capturing >= 2
        {
            keep(
                Goal::WipeOut,
                Theme::WipeOut,
                vec!["puzzle-hint-wipe-houses", "puzzle-hint-every-seed"],
            );
        }
        defences(&pos, &mut keep);
    } else {
        // Feeding: every legal move feeds; some feed safely.
        if let Ok(ok) = answers(Goal::Defend, &pos)
            && spread(&pos) >= 2
            && !ok.is_empty()
        {
            keep(
                Goal::Defend,
                Theme::Feeding,
                vec!["puzzle-hint-feed-reach", "puzzle-hint-best-defence"],
            );
        }
        if let Ok(ok) = answers(Goal::AvoidWipeOut, &pos)
            && legal.len() - ok.len() >= 2
        {
            keep(
                Goal::AvoidWipeOut,
                Theme::Feeding,
                vec!["puzzle-hint-feed-reach", "puzzle-hint-their-move"],
            );
        }
    }
    if pos.board_seeds() <= DEEP_BOARD {
        deep(&pos, starving, &mut keep);
    }
    out
}

/// How much more the worst move lets the opponent capture next than the
/// best move does.
fn spread(pos: &Position) -> u8 {
    let losses: Vec<u8> = pos
        .legal_moves()
        .map(|h| {
            let mut after = *pos;
            let s = after.play_unchecked(h);
            if s.wipe_out || after.is_over() {
                return 0;
            }
            after
                .legal_moves()
                .map(|r| gain(&after, r).0)
                .max()
                .unwrap_or(0)
        })
        .collect();
    losses.iter().max().unwrap_or(&0) - losses.iter().min().unwrap_or(&0)
}

/// Defence of one move: the opponent threatens something and some moves
/// lose more than others.
fn defences(pos: &Position, keep: &mut impl FnMut(Goal, Theme, Vec<&'static str>)) {
    let legal = pos.legal_moves().len();
    if spread(pos) >= 2 {
        keep(
            Goal::Defend,
            Theme::Defence,
            vec!["puzzle-hint-weak-houses", "puzzle-hint-best-defence"],
        );
    }
    if let Ok(ok) = answers(Goal::AvoidWipeOut, pos)
        && legal - ok.len() >= 2
    {
        keep(
            Goal::AvoidWipeOut,
            Theme::Defence,
            vec!["puzzle-hint-weak-houses", "puzzle-hint-their-move"],
        );
    }
}

/// The goals over several moves: a win or a wipe-out that takes exactly
/// the moves it says, and holding on for two moves.
fn deep(pos: &Position, starving: bool, keep: &mut impl FnMut(Goal, Theme, Vec<&'static str>)) {
    let line = [*pos];
    let theme = if starving {
        Theme::Feeding
    } else {
        Theme::Endgame
    };
    // A win in exactly K: not in fewer.
    if let Some(k) = solve::fastest(pos, &line, Target::Win, 3) {
        let hints = if k == 1 {
            vec!["puzzle-hint-score", "puzzle-hint-every-seed"]
        } else {
            vec!["puzzle-hint-their-move", "puzzle-hint-score"]
        };
        keep(Goal::Win { moves: k }, theme, hints);
    }
    if !starving && solve::fastest(pos, &line, Target::WipeOut, 2) == Some(2) {
        keep(
            Goal::WipeOutWithin { moves: 2 },
            Theme::WipeOut,
            vec!["puzzle-hint-their-move", "puzzle-hint-every-seed"],
        );
    }
    if !starving {
        // Holding on for two moves: the fewest seeds that can be kept to,
        // when some first move loses more.
        let me = pos.to_move();
        let theirs = pos.store(!me);
        let least =
            (0..=GUARD_MOST).find(|&n| solve::can_force(pos, &line, Target::Hold(theirs + n), 2));
        if let Some(n) = least {
            let hold = Target::Hold(theirs + n);
            // Some move must look safe for one move and lose on the next:
            // otherwise the second move adds nothing.
            let one = solve::forcing_moves(pos, hold, 1);
            let two = solve::forcing_moves(pos, hold, 2);
            if one.iter().any(|m| !two.contains(m)) {
                keep(
                    Goal::Guard {
                        moves: 2,
                        at_most: n,
                    },
                    Theme::Defence,
                    vec!["puzzle-hint-their-move", "puzzle-hint-weak-houses"],
                );
            }
        }
    }
}
