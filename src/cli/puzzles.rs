//! `wahree puzzles`: mines random self-play games for positions where a
//! puzzle goal has exactly one answer, as candidates for an author. Every
//! candidate still needs a person to judge that it teaches something.

use std::process::ExitCode;

use wahree::content::{Goal, answers};
use wahree::engine::Position;

#[derive(clap::Args)]
pub struct PuzzlesArgs {
    /// Games to play.
    #[arg(long, default_value_t = 200)]
    games: u32,
    /// Random seed, for repeatable runs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Only positions with at most this many seeds in the houses.
    #[arg(long, default_value_t = 48)]
    max_board: u8,
    /// Only positions where the player to move has at least this many moves.
    #[arg(long, default_value_t = 3)]
    min_moves: usize,
    /// Instead of mining, show what every move and goal gives in this
    /// position (in the position notation).
    #[arg(long)]
    show: Option<String>,
}

const GOALS: [Goal; 8] = [
    Goal::WipeOut,
    Goal::MostSeeds,
    Goal::LongestChain,
    Goal::Feed,
    Goal::AvoidWipeOut,
    Goal::Defend,
    Goal::Win { moves: 2 },
    Goal::Win { moves: 3 },
];

pub fn run(args: &PuzzlesArgs) -> ExitCode {
    if let Some(text) = &args.show {
        return match text.parse::<Position>() {
            Ok(pos) => {
                show(&pos);
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("wahree puzzles: not a valid position: {e}");
                ExitCode::from(2)
            }
        };
    }
    let mut state = args.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    let mut next = move |n: usize| {
        // xorshift64: enough randomness to vary the games.
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % n as u64) as usize
    };
    for game in 0..args.games {
        let mut pos = Position::START;
        for ply in 0..200 {
            let moves: Vec<_> = pos.legal_moves().collect();
            if moves.is_empty() {
                break;
            }
            if pos.board_seeds() <= args.max_board && moves.len() >= args.min_moves {
                report(game, ply, &pos);
            }
            let (after, summary) = match pos.play(moves[next(moves.len())]) {
                Ok(x) => x,
                Err(_) => break,
            };
            if summary.wipe_out {
                break;
            }
            pos = after;
        }
    }
    ExitCode::SUCCESS
}

/// Prints each goal with a single answer here, and what that move gains.
fn report(game: u32, ply: u32, pos: &Position) {
    for goal in GOALS {
        let Ok(ok) = answers(goal, pos) else {
            continue;
        };
        let legal = pos.legal_moves().len();
        if ok.len() != 1 || legal < 2 {
            continue;
        }
        // Skip what every move does anyway, and defence with nothing to defend.
        if goal == Goal::AvoidWipeOut && legal - ok.len() < 2 {
            continue;
        }
        let Ok((_, report)) = pos.play_report(ok[0]) else {
            continue;
        };
        println!(
            "{goal:?}\t{pos}\tanswer {}\tcaptures {} from {} houses\twipe-out {}\tgame {game} ply {ply}",
            ok[0],
            report.captured(),
            report.captures.len(),
            report.wipe_out.is_some()
        );
    }
}

/// Every legal move's story and every goal's answers, for an author.
fn show(pos: &Position) {
    for m in pos.legal_moves() {
        if let Ok((after, r)) = pos.play_report(m) {
            println!(
                "move {m} (own {}): {} seeds, last in {}, captures {} from {} houses, wipe-out {:?}, after {after}",
                m.own_number(),
                r.seeds,
                r.last,
                r.captured(),
                r.captures.len(),
                r.wipe_out
            );
        }
    }
    // The miner's goals, plus two that every position answers in some way.
    let all = GOALS
        .into_iter()
        .chain([Goal::Capture { at_least: 1 }, Goal::Win { moves: 1 }]);
    let english = wahree::i18n::Localizer::new(wahree::i18n::Lang::En);
    for goal in all {
        match answers(goal, pos) {
            Ok(ok) => println!("{goal:?}: {ok:?}"),
            Err(e) => println!("{goal:?}: {}", english.detail(&e.detail())),
        }
    }
}
