//! `cargo xtask live-load`: the live class's latency (issue 22). Ten
//! classes of thirty simulated devices at once on this machine's
//! loopback: each teacher runs a challenge from the library and then the
//! class against the computer, each projector follows its teacher's
//! stream and each device its own (so 300 streams are open, as in real
//! rooms); each device answers every puzzle and votes every move after a
//! think time. Measured: the time from a device sending its answer (or
//! vote) to its projector's stream delivering the event that shows it,
//! p50 to max, and that every answer and vote the server acknowledged
//! was seen exactly once and counted once in the teacher's report. Not a
//! timed test: it prints the figures of docs/performance.md ("The live
//! class"). The servers, database and classes are the load's
//! (`load/servers.rs`): the release `wahree serve` on a fresh database,
//! removed at the end.

mod class;
mod device;
mod measure;
pub(crate) mod sse;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use wahree::classroom::Library;
use wahree::live::LivePuzzle;

use crate::load::servers::{self, Database, Server};
use crate::load::stats;
use class::{ClassDone, Setup};
use device::{Answers, Plan};
use measure::{What, figures, matched};

pub const USAGE: &str = "cargo xtask live-load [--classes N] [--devices N] [--puzzles N] \
[--votes N] [--scale X] [--database sqlite|postgres://…] [--servers N] [--binary PATH]";

/// The target for an answer reaching the projector.
const TARGET_MS: f64 = 500.0;

#[derive(Clone, Debug)]
struct Options {
    classes: usize,
    devices: usize,
    puzzles: usize,
    votes: usize,
    scale: f64,
    database: String,
    servers: usize,
    binary: Option<std::path::PathBuf>,
}

fn parse(args: &[String]) -> Result<Options, String> {
    let mut o = Options {
        classes: 10,
        devices: 30,
        puzzles: 5,
        votes: 3,
        scale: 0.5,
        database: "sqlite".into(),
        servers: 1,
        binary: None,
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || {
            it.next()
                .cloned()
                .ok_or_else(|| format!("{a} needs a value\nusage: {USAGE}"))
        };
        let number = |v: String| {
            v.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or(format!("{a}: {v} is not a number"))
        };
        match a.as_str() {
            "--classes" => o.classes = (number(value()?)? as usize).clamp(1, 100),
            "--devices" => o.devices = (number(value()?)? as usize).clamp(1, 60),
            "--puzzles" => {
                o.puzzles = (number(value()?)? as usize).clamp(1, wahree::live::MAX_PUZZLES);
            }
            "--votes" => o.votes = (number(value()?)? as usize).min(20),
            "--scale" => o.scale = number(value()?)?.clamp(0.01, 1.0),
            "--database" => o.database = value()?,
            "--servers" => o.servers = (number(value()?)? as usize).clamp(1, 4),
            "--binary" => o.binary = Some(value()?.into()),
            other => return Err(format!("unknown option {other}\nusage: {USAGE}")),
        }
    }
    Ok(o)
}

pub fn main(root: &Path, args: &[String]) -> Result<(), String> {
    let o = parse(args)?;
    let bin = servers::binary(root, o.binary.as_deref())?;
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    rt.block_on(async {
        let db = Database::make(&o.database, "live").await?;
        let result = run(&bin, &db, &o).await;
        db.remove().await;
        result
    })
}

/// `n` puzzles of the library spread over it (every theme and tier),
/// each with a wrong first move, and their right and wrong answers.
fn puzzles(n: usize) -> Vec<(String, Answers)> {
    let library = Library::shipped();
    let usable: Vec<(String, Answers)> = library
        .puzzles
        .iter()
        .filter_map(|p| {
            let live = LivePuzzle::from_library(p).ok()?;
            let right: Vec<u8> = live.line().iter().step_by(2).copied().collect();
            let wrong = live
                .position
                .legal_moves()
                .map(|h| h.index() as u8)
                .find(|&h| live.judge(&[h]).is_ok_and(|j| !j.solved))?;
            (!right.is_empty()).then(|| {
                (
                    p.id.clone(),
                    Answers {
                        right,
                        wrong: vec![wrong],
                    },
                )
            })
        })
        .collect();
    let step = (usable.len() / n.max(1)).max(1);
    usable.into_iter().step_by(step).take(n).collect()
}

async fn run(bin: &Path, db: &Database, o: &Options) -> Result<(), String> {
    let chosen = puzzles(o.puzzles);
    if chosen.len() < o.puzzles {
        return Err(format!(
            "the library has {} usable puzzles, not {}",
            chosen.len(),
            o.puzzles
        ));
    }
    let classes = servers::classes(bin, db, o.classes).await?;
    let servers: Vec<Server> = (0..o.servers)
        .map(|i| Server::start(bin, db, i))
        .collect::<Result<_, _>>()?;
    let plan = Plan {
        answers: Arc::new(chosen.iter().map(|(_, a)| a.clone()).collect()),
        scale: o.scale,
        patience: Duration::from_secs(60),
        votes: o.votes,
    };
    println!(
        "Live class: {} classes of {} devices at once, {} puzzles and {} votes each, \
         think {:.1}–{:.1} s, {}, {} server{} ({})",
        o.classes,
        o.devices,
        o.puzzles,
        o.votes,
        o.scale,
        20.0 * o.scale,
        db.kind,
        o.servers,
        if o.servers == 1 { "" } else { "s" },
        bin.display(),
    );
    let load_before = servers::load_average();
    let cpu_before: Vec<f64> = servers.iter().map(Server::cpu_seconds).collect();
    let start = Instant::now();
    let tasks: Vec<_> = classes
        .iter()
        .enumerate()
        .map(|(c, class)| {
            // The projector on one server, the class's devices spread over
            // all of them (a balancer's doing).
            let at = |k: usize| servers[k % servers.len()].addr;
            tokio::spawn(class::run(Setup {
                index: c,
                class: class.clone(),
                projector: at(c),
                devices: (0..o.devices).map(at).collect(),
                puzzles: chosen.iter().map(|(id, _)| id.clone()).collect(),
                plan: plan.clone(),
            }))
        })
        .collect();
    let mut done: Vec<ClassDone> = Vec::new();
    for t in tasks {
        done.push(t.await.map_err(|e| e.to_string())?);
    }
    let ran = start.elapsed().as_secs_f64();
    let cpu: f64 = servers
        .iter()
        .zip(&cpu_before)
        .map(|(s, b)| s.cpu_seconds() - b)
        .sum();
    let load_after = servers::load_average();
    drop(servers);
    report(o, &done, ran, cpu, (&load_before, &load_after))
}

/// Prints the figures; an error if any acknowledged answer or vote was
/// not seen exactly once or not counted.
fn report(
    o: &Options,
    done: &[ClassDone],
    ran: f64,
    cpu: f64,
    load: (&str, &str),
) -> Result<(), String> {
    let sent: Vec<_> = done
        .iter()
        .flat_map(|c| &c.devices)
        .flat_map(|d| d.sent.iter().cloned())
        .collect();
    let seen: Vec<_> = done.iter().flat_map(|c| c.seen.iter().cloned()).collect();
    let m = matched(&sent, &seen);
    let mut errors: BTreeMap<String, usize> = BTreeMap::new();
    for c in done {
        for (k, v) in c
            .errors
            .iter()
            .chain(c.devices.iter().flat_map(|d| &d.errors))
        {
            *errors.entry(k.clone()).or_default() += v;
        }
    }
    let mut acks: BTreeMap<What, Vec<u32>> = BTreeMap::new();
    for d in done.iter().flat_map(|c| &c.devices) {
        for (s, &us) in d.sent.iter().zip(&d.acks) {
            acks.entry(s.key.what).or_default().push(us);
        }
    }
    let puzzles_run: usize = done.iter().map(|c| c.puzzles_run).sum();
    let votes_run: usize = done.iter().map(|c| c.votes_run).sum();
    println!(
        "  ran {ran:.0} s: {puzzles_run} puzzles and {votes_run} votes run in all the classes"
    );
    let mut faults = Vec::new();
    for (what, name, reported) in [
        (
            What::Answer,
            "answers",
            done.iter().map(|c| c.reported_answers).sum::<u64>(),
        ),
        (
            What::Vote,
            "votes",
            done.iter().map(|c| c.reported_votes).sum(),
        ),
    ] {
        let n_sent = sent.iter().filter(|s| s.key.what == what).count();
        let n_seen = seen.iter().filter(|s| s.key.what == what).count();
        let mut all = m.all(what);
        println!(
            "  {name}: {n_sent} acknowledged, {n_seen} seen by the projectors, \
             {reported} counted in the teachers' reports"
        );
        if n_sent as u64 != reported || n_seen != n_sent {
            faults.push(format!(
                "{name}: {n_sent} acknowledged, {n_seen} seen, {reported} counted"
            ));
        }
        if n_sent == 0 {
            continue;
        }
        println!("    sent → on the projector: {}", figures(&mut all));
        if o.servers > 1 {
            for (cross, label) in [(false, "the projector's server"), (true, "another server")] {
                let mut v = m.latencies.get(&(what, cross)).cloned().unwrap_or_default();
                println!("      from a device on {label}: {}", figures(&mut v));
            }
        }
        let mut a = acks.remove(&what).unwrap_or_default();
        println!(
            "    the device's request, acknowledged: {}",
            stats::summary(&mut a)
        );
    }
    if m.unseen + m.twice + m.unsent > 0 {
        faults.push(format!(
            "{} acknowledged and never seen, {} seen twice, {} seen and never acknowledged",
            m.unseen, m.twice, m.unsent
        ));
    }
    let n_errors: usize = errors.values().sum();
    println!("  errors: {n_errors}");
    for (what, count) in errors.iter().take(10) {
        println!("    {count} × {what}");
    }
    println!(
        "  server CPU: {cpu:.1} s in {ran:.0} s ({:.0}% of one core); load average {} before, {} after",
        100.0 * cpu / ran,
        load.0,
        load.1
    );
    let p99 = figures(&mut m.all(What::Answer)).p99;
    println!(
        "  target: an answer on the projector within {TARGET_MS} ms at p99: {}",
        if p99 < TARGET_MS { "met" } else { "NOT MET" }
    );
    if faults.is_empty() {
        println!("  every acknowledged answer and vote seen once and counted once");
        Ok(())
    } else {
        Err(faults.join("; "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_puzzles_have_a_right_and_a_wrong_answer_the_judge_agrees_with() {
        let chosen = puzzles(5);
        assert_eq!(chosen.len(), 5);
        let library = Library::shipped();
        for (id, a) in &chosen {
            let live = LivePuzzle::from_library(library.puzzle(id).unwrap()).unwrap();
            assert!(live.judge(&a.right).unwrap().solved, "{id}");
            assert!(!live.judge(&a.wrong).unwrap().solved, "{id}");
        }
        let ids: std::collections::BTreeSet<_> = chosen.iter().map(|(id, _)| id).collect();
        assert_eq!(ids.len(), 5, "five different puzzles");
    }

    #[test]
    fn options_are_bounded() {
        let args: Vec<String> = ["--classes", "500", "--scale", "0", "--servers", "2"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let o = parse(&args).unwrap();
        assert_eq!((o.classes, o.servers), (100, 2));
        assert!(o.scale > 0.0);
        assert!(parse(&["--nope".to_string()]).is_err());
        assert!(parse(&["--devices".to_string()]).is_err());
    }
}
