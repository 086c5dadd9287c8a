//! A coach's [`Job`] and its [`Done`] as JSON text, for a worker that
//! shares no memory with the asker: the browser's Web Worker
//! (`app::web::worker`), and the browser test (`cargo xtask web-test`),
//! which hands the same text to the site's worker and to this build and
//! checks that both answer alike. Positions go as the engine's notation and
//! houses as their numbers 0..=11, so nothing of the engine's own types
//! needs to be serializable.

use serde::{Deserialize, Serialize};

use crate::coach::{Done, Job, Level, Limits};
use crate::engine::{Game, House, Position};
use crate::protocol::AnalysisResponse;

#[derive(Serialize, Deserialize)]
#[serde(tag = "kind", deny_unknown_fields)]
enum WireJob {
    Choose {
        start: String,
        moves: Vec<u8>,
        level: u8,
        seed: u64,
        nodes: Option<u64>,
    },
    Analyse {
        pos: String,
        history: Vec<String>,
        depth: Option<u32>,
        nodes: Option<u64>,
        millis: Option<u64>,
        table_mb: usize,
    },
}

/// An analysis goes as the engine protocol's analysis object
/// (docs/engine-protocol.md).
#[derive(Serialize, Deserialize)]
#[serde(tag = "kind")]
enum WireDone {
    Chose { house: u8 },
    Analysed(AnalysisResponse),
}

fn house(n: u8) -> Option<House> {
    House::new(n.into())
}

fn houses(ns: &[u8]) -> Option<Vec<House>> {
    ns.iter().map(|&n| house(n)).collect()
}

fn numbers(hs: &[House]) -> Vec<u8> {
    hs.iter().map(|h| h.index() as u8).collect()
}

pub fn job_to_text(job: &Job) -> String {
    let wire = match job {
        Job::Choose {
            game,
            level,
            seed,
            nodes,
        } => WireJob::Choose {
            start: game.start().to_string(),
            moves: numbers(&game.moves().collect::<Vec<_>>()),
            level: level.number(),
            seed: *seed,
            nodes: *nodes,
        },
        Job::Analyse {
            pos,
            history,
            limits,
            table_mb,
        } => WireJob::Analyse {
            pos: pos.to_string(),
            history: history.iter().map(Position::to_string).collect(),
            depth: limits.depth,
            nodes: limits.nodes,
            millis: limits.time.map(|t| t.as_millis() as u64),
            table_mb: *table_mb,
        },
    };
    serde_json::to_string(&wire).expect("plain data serializes")
}

/// The job in `text`, or none if it is not one (the game replayed through
/// the engine, so an illegal move is refused here).
pub fn job_from_text(text: &str) -> Option<Job> {
    Some(match serde_json::from_str(text).ok()? {
        WireJob::Choose {
            start,
            moves,
            level,
            seed,
            nodes,
        } => {
            let mut game = Game::new(start.parse().ok()?);
            for m in houses(&moves)? {
                game.play(m).ok()?;
            }
            Job::Choose {
                game,
                level: Level::new(level)?,
                seed,
                nodes,
            }
        }
        WireJob::Analyse {
            pos,
            history,
            depth,
            nodes,
            millis,
            table_mb,
        } => Job::Analyse {
            pos: pos.parse().ok()?,
            history: history
                .iter()
                .map(|p| p.parse().ok())
                .collect::<Option<_>>()?,
            limits: Limits {
                depth,
                nodes,
                time: millis.map(std::time::Duration::from_millis),
            },
            // A worker's table is never more than the app's biggest.
            table_mb: table_mb.clamp(1, 64),
        },
    })
}

pub fn done_to_text(done: &Done) -> String {
    let wire = match done {
        Done::Chose(h) => WireDone::Chose {
            house: h.index() as u8,
        },
        Done::Analysed(a) => WireDone::Analysed(AnalysisResponse::from(a)),
    };
    serde_json::to_string(&wire).expect("plain data serializes")
}

/// The answer in `text`, if it is one and answers `job` (see [`Job::fits`]).
pub fn done_from_text(job: &Job, text: &str) -> Option<Done> {
    let done = match serde_json::from_str(text).ok()? {
        WireDone::Chose { house: h } => Done::Chose(house(h)?),
        WireDone::Analysed(a) => Done::Analysed(a.to_analysis()?),
    };
    job.fits(&done).then_some(done)
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    use super::*;

    fn stop() -> Arc<AtomicBool> {
        Arc::new(AtomicBool::new(false))
    }

    #[test]
    fn jobs_and_answers_cross_as_text_unchanged() {
        let mut game = Game::new(Position::START);
        for n in [2, 8, 1] {
            game.play(House::new(n).unwrap()).unwrap();
        }
        let history: Vec<Position> = crate::coach::history_of(&game);
        let jobs = [
            Job::Choose {
                game: game.clone(),
                level: Level::new(3).unwrap(),
                seed: u64::MAX - 7,
                nodes: None,
            },
            Job::Choose {
                game: game.clone(),
                level: Level::MAX,
                seed: 1,
                nodes: Some(20_000),
            },
            Job::Analyse {
                pos: game.position(),
                history,
                limits: Limits {
                    depth: Some(5),
                    nodes: Some(50_000),
                    time: None,
                },
                table_mb: 2,
            },
        ];
        for job in jobs {
            let back = job_from_text(&job_to_text(&job)).expect("a job");
            assert_eq!(back, job);
            // The worker's answer to the text is the answer here.
            let done = back.run(stop());
            assert_eq!(done, job.run(stop()));
            assert_eq!(done_from_text(&job, &done_to_text(&done)), Some(done));
        }
    }

    #[test]
    fn bad_text_is_no_job_and_no_answer() {
        let job = Job::Choose {
            game: Game::new(Position::START),
            level: Level::MIN,
            seed: 1,
            nodes: None,
        };
        let choose = |start: &str, moves: &str, level: u8| {
            format!(
                r#"{{"kind":"Choose","start":"{start}","moves":[{moves}],"level":{level},"seed":1,"nodes":null}}"#
            )
        };
        let start = Position::START.to_string();
        assert!(job_from_text(&choose(&start, "2", 1)).is_some());
        for bad in [
            String::new(),
            "{}".into(),
            choose("nonsense", "", 1),
            // North's house 7 when South is to move.
            choose(&start, "7", 1),
            // No such level.
            choose(&start, "", Level::MAX.number() + 1),
        ] {
            assert_eq!(job_from_text(&bad), None, "{bad}");
        }
        for bad in [
            "",
            r#"{"kind":"Chose","house":12}"#,
            // North's house, when South is to move.
            r#"{"kind":"Chose","house":7}"#,
            r#"{"kind":"Analysed","depth":1,"nodes":1,"exact":false,"moves":[],"best":[]}"#,
        ] {
            assert_eq!(done_from_text(&job, bad), None, "{bad}");
        }
        assert!(done_from_text(&job, r#"{"kind":"Chose","house":2}"#).is_some());
    }
}
