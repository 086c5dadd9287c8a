//! The coach's work as a question and an answer of plain data, so that it
//! can be answered where the asker's memory is not: the app runs a [`Job`]
//! in iced's thread pool on the desktop and in a Web Worker in the browser
//! (`src/app/background.rs`), and both targets run this same code, so the
//! same question gets the same answer on both.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::levels::{Level, LevelPlayer};
use super::players::Player;
use super::search::{Analysis, Limits, Search};
use crate::engine::{Game, House, Position};

/// A question for the coach.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Job {
    /// The computer player's move at `level` in `game` (not over), its
    /// deliberate slips drawn from `seed`; the searching levels within
    /// `nodes` when given, else within their own limits.
    Choose {
        game: Game,
        level: Level,
        seed: u64,
        nodes: Option<u64>,
    },
    /// Every legal move of `pos` valued (`Search::analyse`). The table's
    /// size is part of the question: it decides which results the search
    /// keeps, and so, within a node limit, what it finds.
    Analyse {
        pos: Position,
        /// The game's positions before `pos` that can still come back.
        history: Vec<Position>,
        limits: Limits,
        table_mb: usize,
    },
}

/// The coach's answer to a [`Job`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Done {
    Chose(House),
    Analysed(Analysis),
}

impl Job {
    /// Answers the question here and now (it may take a second at the top
    /// level). Once `stop` is set the search returns within a few thousand
    /// nodes, with what it found so far (an answer nobody wants).
    pub fn run(&self, stop: Arc<AtomicBool>) -> Done {
        match self {
            Job::Choose {
                game,
                level,
                seed,
                nodes,
            } => {
                let mut player = LevelPlayer::new(*level, *seed);
                if let Some(n) = nodes {
                    player = player.with_nodes(*n);
                }
                player.set_stop_flag(stop);
                Done::Chose(player.choose(game))
            }
            Job::Analyse {
                pos,
                history,
                limits,
                table_mb,
            } => {
                let mut search = Search::with_table_mb(*table_mb);
                search.set_stop_flag(stop);
                Done::Analysed(search.analyse(pos, history, *limits))
            }
        }
    }

    /// Whether `done` can answer this question: the right kind, a legal
    /// move, every legal move valued. An answer that crossed a boundary
    /// (a worker's message) is checked before it is used.
    pub fn fits(&self, done: &Done) -> bool {
        match (self, done) {
            (Job::Choose { game, .. }, Done::Chose(h)) => {
                game.position().legal_moves().contains(*h)
            }
            (Job::Analyse { pos, .. }, Done::Analysed(a)) => {
                let mut valued: Vec<House> = a.moves.iter().map(|m| m.house).collect();
                valued.sort();
                let legal: Vec<House> = pos.legal_moves().collect();
                !legal.is_empty() && valued == legal && !a.best.is_empty()
            }
            _ => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_fits_only_its_own_question() {
        let game = Game::new(Position::START);
        let choose = Job::Choose {
            game: game.clone(),
            level: Level::MIN,
            seed: 3,
            nodes: None,
        };
        let analyse = Job::Analyse {
            pos: Position::START,
            history: Vec::new(),
            limits: Limits::depth(2),
            table_mb: 1,
        };
        let stop = || Arc::new(AtomicBool::new(false));
        let chose = choose.run(stop());
        let analysed = analyse.run(stop());
        assert!(choose.fits(&chose));
        assert!(analyse.fits(&analysed));
        assert!(!choose.fits(&analysed));
        assert!(!analyse.fits(&chose));
        // North's house is not South's move at the start.
        let north = House::ALL
            .into_iter()
            .find(|h| h.owner() != game.position().to_move());
        assert!(!choose.fits(&Done::Chose(north.unwrap())));
        let Done::Analysed(mut a) = analysed else {
            unreachable!()
        };
        a.moves.pop();
        assert!(!analyse.fits(&Done::Analysed(a)));
    }
}
