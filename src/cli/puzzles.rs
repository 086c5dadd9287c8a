//! `wahree puzzles`: tools for puzzle authors. `show` prints what every
//! move and goal gives in a position, `rate` the rating of every puzzle
//! with the facts behind it (and writes it into the files with `--write`),
//! `mine` finds puzzles in self-play and writes them as puzzle files.

use std::collections::{BTreeMap, HashSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use wahree::content::mine::{self, Candidate};
use wahree::content::rating::{self, Facts};
use wahree::content::{self, Difficulty, Folder, Goal, Theme, answers};
use wahree::engine::Position;

use super::out::{self, Out, Stopped, complain, say};

#[derive(clap::Args)]
pub struct PuzzlesArgs {
    #[command(subcommand)]
    command: Tool,
}

#[derive(clap::Subcommand)]
enum Tool {
    /// What every legal move does and which moves reach each goal, in a
    /// position given in the engine's notation.
    Show { position: String },
    /// The rating of every puzzle, with the facts it comes from, how it
    /// agrees with the authors' tiers, and its spread by theme.
    Rate(RateArgs),
    /// Plays self-play games and writes the puzzles worth a child's time
    /// found in them, rated, as puzzle files (`mined-<theme>.ron`).
    Mine(MineArgs),
    /// Every puzzle's words in one language, as the learner reads them:
    /// the goal, the hints and the explanation (the author's or the
    /// engine's facts), for a reviewer.
    Texts(TextsArgs),
}

#[derive(clap::Args)]
struct TextsArgs {
    /// Folders laid out like `lessons/`; without one, the built-in puzzles.
    dirs: Vec<PathBuf>,
    /// en, it, es or ja.
    #[arg(long, default_value = "en")]
    lang: String,
    /// Only the puzzles whose explanation is told from the engine's facts.
    #[arg(long)]
    facts_only: bool,
}

#[derive(clap::Args)]
struct RateArgs {
    /// Folders laid out like `lessons/` (puzzles in DIR/puzzles/); without
    /// one, the puzzles built into this program.
    dirs: Vec<PathBuf>,
    /// Write each computed rating into its puzzle file (a folder must be
    /// given): `rating: N,` replaced, or added after `theme:`.
    #[arg(long)]
    write: bool,
}

#[derive(clap::Args)]
struct MineArgs {
    /// Games to play.
    #[arg(long, default_value_t = 400)]
    games: u32,
    /// Random seed, for repeatable runs.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Folder to write the puzzle files to.
    #[arg(long, default_value = "mined")]
    out: PathBuf,
    /// Puzzles already there (ids and positions to leave out), like
    /// `lessons`.
    #[arg(long)]
    known: Option<PathBuf>,
    /// How many puzzles to keep for each kind of goal in each theme: a
    /// list of THEME:GOAL=N, e.g. `capture:most-seeds=24` (see the
    /// defaults in docs/puzzles.md).
    #[arg(long, value_delimiter = ',')]
    quota: Vec<String>,
}

pub fn run(args: &PuzzlesArgs) -> ExitCode {
    match &args.command {
        Tool::Show { position } => match position.parse::<Position>() {
            Ok(pos) => out::printed(|out| show(out, &pos)),
            Err(e) => {
                complain!("wahree puzzles: not a valid position: {e}");
                ExitCode::from(2)
            }
        },
        Tool::Rate(a) => rate(a),
        Tool::Mine(a) => mine_cmd(a),
        Tool::Texts(a) => texts(a),
    }
}

/// Every legal move's story and every goal's answers, for an author.
fn show(out: &mut Out, pos: &Position) -> Result<(), Stopped> {
    for m in pos.legal_moves() {
        if let Ok((after, r)) = pos.play_report(m) {
            say!(
                out,
                "move {m} (own {}): {} seeds, last in {}, captures {} from {} houses, wipe-out {:?}, after {after}",
                m.own_number(),
                r.seeds,
                r.last,
                r.captured(),
                r.captures.len(),
                r.wipe_out
            )?;
        }
    }
    let goals = [
        Goal::MostSeeds,
        Goal::LongestChain,
        Goal::WipeOut,
        Goal::Feed,
        Goal::AvoidWipeOut,
        Goal::Defend,
        Goal::Capture { at_least: 1 },
        Goal::Win { moves: 1 },
        Goal::Win { moves: 2 },
        Goal::Win { moves: 3 },
        Goal::WipeOutWithin { moves: 2 },
    ];
    let english = wahree::i18n::Localizer::new(wahree::i18n::Lang::En);
    for goal in goals {
        match answers(goal, pos) {
            Ok(ok) if ok.is_empty() => say!(out, "{goal:?}: no move")?,
            Ok(ok) => {
                let r = rating::rate(goal, pos).map_or(String::new(), |r| format!(" rating {r}"));
                say!(out, "{goal:?}: {ok:?}{r}")?;
            }
            Err(e) => say!(out, "{goal:?}: {}", english.detail(&e.detail()))?,
        }
    }
    for c in mine::candidates(pos) {
        say!(
            out,
            "candidate: {:?} {:?} {} rating {} hints {:?}",
            c.theme,
            c.goal,
            c.position,
            c.rating,
            c.hints
        )?;
        if let Some(&first) = c.answers.first() {
            let told: Vec<String> = content::explain::explanation(c.goal, &c.position, first)
                .iter()
                .map(|d| english.fact(d))
                .collect();
            say!(out, "  {}", told.join(" "))?;
        }
    }
    Ok(())
}

/// One puzzle's facts, rating and the author's tier.
struct Rated {
    file: String,
    id: String,
    theme: Theme,
    author: Option<Difficulty>,
    stored: Option<u16>,
    facts: Facts,
    rating: u16,
    millis: f64,
}

fn rate(args: &RateArgs) -> ExitCode {
    if args.write && args.dirs.is_empty() {
        complain!("wahree puzzles rate: --write needs the folder whose files to write");
        return ExitCode::from(2);
    }
    let lib = content::load(&folders(&args.dirs));
    let mut rated = Vec::new();
    let started = Instant::now();
    for l in &lib.puzzles {
        let p = &l.item;
        let Ok(pos) = p.position.to_position() else {
            continue;
        };
        let t = Instant::now();
        let Ok(facts) = rating::facts(p.goal, &pos) else {
            continue;
        };
        let r = facts.rating();
        rated.push(Rated {
            file: l.file.clone(),
            id: p.id.clone(),
            theme: p.theme,
            author: p.difficulty,
            stored: p.rating,
            facts,
            rating: r,
            millis: t.elapsed().as_secs_f64() * 1000.0,
        });
    }
    let total = started.elapsed().as_secs_f64();
    // The ratings are written even if the reader stopped reading early.
    let mut out = Out::stdout();
    let _ = out.text(&report(&rated, total));
    if args.write {
        for dir in &args.dirs {
            if let Err(e) = write_ratings(dir, &rated) {
                complain!("wahree puzzles rate: {e}");
                return ExitCode::FAILURE;
            }
        }
    }
    out.end(ExitCode::SUCCESS)
}

/// The table, the agreement with the authors' tiers and the spread.
fn report(rated: &[Rated], seconds: f64) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "id\ttheme\tauthor\tstored\trating\ttier\tlegal\tright\ttempting\tplies\tsown\tchain\tladder\tms"
    );
    for r in rated {
        let f = &r.facts;
        let ladder: Vec<String> = f.found.iter().map(|x| format!("{x:.2}")).collect();
        let _ = writeln!(
            out,
            "{}\t{:?}\t{}\t{}\t{}\t{:?}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.1}",
            r.id,
            r.theme,
            r.author.map_or("-".to_owned(), |d| format!("{d:?}")),
            r.stored.map_or("-".to_owned(), |s| s.to_string()),
            r.rating,
            rating::tier(r.rating),
            f.legal,
            f.right,
            f.tempting,
            f.plies,
            f.sown,
            f.chain,
            ladder.join(","),
            r.millis
        );
    }
    // Agreement with the authors' tiers: pairs of different tiers in the
    // same order, and tiers that match.
    let judged: Vec<(&Rated, Difficulty)> = rated
        .iter()
        .filter_map(|r| r.author.map(|d| (r, d)))
        .collect();
    let (mut same, mut reversed) = (0, 0);
    for (i, (a, da)) in judged.iter().enumerate() {
        for (b, db) in &judged[i + 1..] {
            if da == db {
                continue;
            }
            let (hi, lo) = if da > db { (a, b) } else { (b, a) };
            match hi.rating.cmp(&lo.rating) {
                std::cmp::Ordering::Greater => same += 1,
                std::cmp::Ordering::Less => reversed += 1,
                std::cmp::Ordering::Equal => {}
            }
        }
    }
    let matching = judged
        .iter()
        .filter(|(r, d)| rating::tier(r.rating) == *d)
        .count();
    let _ = writeln!(
        out,
        "\n{} puzzles rated in {seconds:.2} s ({:.1} ms each); {} with an author's tier: \
         {matching} in the same tier, pairs of different tiers in the same order {same}, \
         reversed {reversed}",
        rated.len(),
        seconds * 1000.0 / rated.len().max(1) as f64,
        judged.len()
    );
    let _ = writeln!(
        out,
        "\ntheme\tpuzzles\tmin\tmedian\tmax\teasy\tmedium\thard"
    );
    for theme in Theme::ALL {
        let mut rs: Vec<u16> = rated
            .iter()
            .filter(|r| r.theme == theme)
            .map(|r| r.rating)
            .collect();
        if rs.is_empty() {
            continue;
        }
        rs.sort_unstable();
        let count = |d| rs.iter().filter(|&&r| rating::tier(r) == d).count();
        let _ = writeln!(
            out,
            "{theme:?}\t{}\t{}\t{}\t{}\t{}\t{}\t{}",
            rs.len(),
            rs[0],
            rs[rs.len() / 2],
            rs[rs.len() - 1],
            count(Difficulty::Easy),
            count(Difficulty::Medium),
            count(Difficulty::Hard)
        );
    }
    out
}

/// Writes the computed ratings into the puzzle files under `dir`: each
/// puzzle's `rating:` line replaced, or one added after its `theme:` line.
/// Expects one field per line, as the shipped files and `mine` write them.
fn write_ratings(dir: &Path, rated: &[Rated]) -> Result<(), String> {
    let by_file: BTreeMap<&str, Vec<&Rated>> = rated.iter().fold(BTreeMap::new(), |mut m, r| {
        m.entry(r.file.as_str()).or_default().push(r);
        m
    });
    let root = dir.join("puzzles");
    let Ok(entries) = std::fs::read_dir(&root) else {
        return Err(format!("{} cannot be read", root.display()));
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        let Some((_, puzzles)) = by_file
            .iter()
            .find(|(f, _)| Path::new(f).file_name().and_then(|n| n.to_str()) == Some(name))
        else {
            continue;
        };
        let text =
            std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let rating_of: BTreeMap<&str, u16> =
            puzzles.iter().map(|r| (r.id.as_str(), r.rating)).collect();
        let written = with_ratings(&text, &rating_of);
        if written != text {
            std::fs::write(&path, written).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}

/// `text` with each puzzle's rating set to `ratings[id]`: a puzzle starts
/// at its `id:` line; its `rating:` line is replaced, or one is added
/// after its `theme:` line.
fn with_ratings(text: &str, ratings: &BTreeMap<&str, u16>) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let starts: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].trim_start().starts_with("id:"))
        .collect();
    let mut out: Vec<String> = lines[..starts.first().copied().unwrap_or(lines.len())]
        .iter()
        .map(|l| (*l).to_owned())
        .collect();
    for (k, &from) in starts.iter().enumerate() {
        let to = starts.get(k + 1).copied().unwrap_or(lines.len());
        let block = &lines[from..to];
        let id = block[0]
            .trim_start()
            .trim_start_matches("id:")
            .trim()
            .trim_end_matches(',')
            .trim_matches('"');
        let Some(r) = ratings.get(id) else {
            out.extend(block.iter().map(|l| (*l).to_owned()));
            continue;
        };
        let has = block.iter().any(|l| l.trim_start().starts_with("rating:"));
        for line in block {
            let t = line.trim_start();
            let indent = &line[..line.len() - t.len()];
            if t.starts_with("rating:") {
                out.push(format!("{indent}rating: {r},"));
                continue;
            }
            out.push((*line).to_owned());
            if !has && t.starts_with("theme:") {
                out.push(format!("{indent}rating: {r},"));
            }
        }
    }
    let mut s = out.join("\n");
    if text.ends_with('\n') {
        s.push('\n');
    }
    s
}

/// How many puzzles of each (theme, goal kind) to keep when nothing else
/// is asked.
const QUOTAS: [(&str, usize); 14] = [
    ("capture:most-seeds", 30),
    ("chain:longest-chain", 24),
    ("wipe-out:wipe-out", 14),
    ("wipe-out:wipe-out-within", 12),
    ("big-house:most-seeds", 10),
    ("big-house:longest-chain", 4),
    ("big-house:wipe-out", 4),
    ("feeding:defend", 14),
    ("feeding:avoid-wipe-out", 3),
    ("feeding:win", 4),
    ("defence:defend", 12),
    ("defence:avoid-wipe-out", 6),
    ("defence:guard", 12),
    ("endgame:win", 24),
];

fn theme_slug(t: Theme) -> &'static str {
    t.message_id().trim_start_matches("puzzle-theme-")
}

fn goal_slug(g: Goal) -> &'static str {
    g.message_id().trim_start_matches("puzzle-goal-")
}

fn mine_cmd(args: &MineArgs) -> ExitCode {
    let mut quotas: BTreeMap<String, usize> =
        QUOTAS.iter().map(|(k, n)| ((*k).to_owned(), *n)).collect();
    for q in &args.quota {
        let Some((k, n)) = q
            .split_once('=')
            .and_then(|(k, n)| Some((k, n.parse().ok()?)))
        else {
            complain!("wahree puzzles mine: --quota takes THEME:GOAL=N, not {q}");
            return ExitCode::from(2);
        };
        quotas.insert(k.to_owned(), n);
    }
    let mut known: HashSet<Position> = HashSet::new();
    if let Some(dir) = &args.known {
        for p in content::load(&[Folder::read(dir)]).puzzles {
            if let Ok(pos) = p.item.position.to_position() {
                known.insert(mine::as_south(&pos));
            }
        }
    }
    let started = Instant::now();
    let positions = mine::playouts(args.games, args.seed);
    let played = started.elapsed().as_secs_f64();
    let mut seen: HashSet<Position> = HashSet::new();
    let mut found: BTreeMap<String, Vec<Candidate>> = BTreeMap::new();
    let mut tried = 0;
    for pos in &positions {
        let south = mine::as_south(pos);
        if known.contains(&south) || !seen.insert(south) {
            continue;
        }
        tried += 1;
        for c in mine::candidates(&south) {
            let key = format!("{}:{}", theme_slug(c.theme), goal_slug(c.goal));
            found.entry(key).or_default().push(c);
        }
    }
    let searched = started.elapsed().as_secs_f64();
    // Each kind: spread over its ratings, one puzzle per position.
    let mut used: HashSet<Position> = HashSet::new();
    let mut by_theme: BTreeMap<Theme, Vec<Candidate>> = BTreeMap::new();
    for (key, mut list) in found {
        let want = quotas.get(&key).copied().unwrap_or(0);
        list.retain(|c| !used.contains(&c.position));
        list.sort_by_key(|c| (c.rating, c.position.to_string()));
        let picked = spread_pick(&list, want);
        complain!("{key}: {} found, {} kept", list.len(), picked.len());
        for c in picked {
            used.insert(c.position);
            by_theme.entry(c.theme).or_default().push(c);
        }
    }
    if let Err(e) = std::fs::create_dir_all(&args.out) {
        complain!("wahree puzzles mine: {}: {e}", args.out.display());
        return ExitCode::FAILURE;
    }
    let mut kept = 0;
    for (theme, mut list) in by_theme {
        list.sort_by_key(|c| c.rating);
        kept += list.len();
        let path = args.out.join(format!("mined-{}.ron", theme_slug(theme)));
        let text = puzzle_file(theme, &list, args);
        if let Err(e) = std::fs::write(&path, text) {
            complain!("wahree puzzles mine: {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
    }
    complain!(
        "wahree puzzles mine: {} games, {} positions ({tried} new) in {played:.1} s; \
         searched and rated in {:.1} s more; {kept} puzzles kept ({:.1} ms per position, \
         {:.0} ms per puzzle kept)",
        args.games,
        positions.len(),
        searched - played,
        (searched - played) * 1000.0 / tried.max(1) as f64,
        searched * 1000.0 / kept.max(1) as f64
    );
    ExitCode::SUCCESS
}

/// `want` candidates from `list` (sorted by rating), spread evenly over it.
fn spread_pick(list: &[Candidate], want: usize) -> Vec<Candidate> {
    if list.len() <= want {
        return list.to_vec();
    }
    (0..want)
        .map(|i| list[i * (list.len() - 1) / (want - 1).max(1)].clone())
        .collect()
}

/// A puzzle file for `theme`, as `mine` writes it.
fn puzzle_file(theme: Theme, list: &[Candidate], args: &MineArgs) -> String {
    let slug = theme_slug(theme);
    let known = if args.known.is_some() {
        " --known <folder>"
    } else {
        ""
    };
    let mut s = format!(
        "// {slug}: puzzles mined from self-play by\n\
         // `wahree puzzles mine --games {} --seed {}{known}`.\n\
         // Their explanations are told from the engine's facts (docs/puzzles.md).\n[\n",
        args.games, args.seed
    );
    for (i, c) in list.iter().enumerate() {
        let answer: Vec<String> = c.answers.iter().map(|h| h.index().to_string()).collect();
        let hints: Vec<String> = c.hints.iter().map(|h| format!("\"{h}\"")).collect();
        let _ = write!(
            s,
            "    Puzzle(\n        id: \"{slug}-m{:02}\",\n        theme: {theme:?},\n        rating: {},\n        position: \"{}\",\n        goal: {},\n        answer: [{}],\n        hints: [{}],\n    ),\n",
            i + 1,
            c.rating,
            c.position,
            goal_ron(c.goal),
            answer.join(", "),
            hints.join(", ")
        );
    }
    s.push_str("]\n");
    s
}

/// A goal as a puzzle file writes it.
fn goal_ron(g: Goal) -> String {
    match g {
        Goal::Win { moves } => format!("Win(moves: {moves})"),
        Goal::WipeOutWithin { moves } => format!("WipeOutWithin(moves: {moves})"),
        Goal::Guard { moves, at_most } => format!("Guard(moves: {moves}, at_most: {at_most})"),
        Goal::Secure { seeds, moves } => format!("Secure(seeds: {seeds}, moves: {moves})"),
        Goal::Capture { at_least } => format!("Capture(at_least: {at_least})"),
        Goal::Play { house } => format!("Play(house: {house})"),
        Goal::LastIn { house } => format!("LastIn(house: {house})"),
        other => format!("{other:?}"),
    }
}

fn texts(args: &TextsArgs) -> ExitCode {
    let Some(lang) = wahree::i18n::Lang::ALL
        .into_iter()
        .find(|l| l.code() == args.lang)
    else {
        complain!(
            "wahree puzzles texts: no language {}: use en, it, es or ja",
            args.lang
        );
        return ExitCode::from(2);
    };
    let lib = content::load(&folders(&args.dirs));
    let mut i18n = wahree::i18n::Localizer::new(lang);
    if !args.dirs.is_empty() {
        for (code, file) in &lib.translations {
            i18n.add(code, &file.name, &file.text);
        }
    }
    out::printed(|out| {
        for l in &lib.puzzles {
            say_texts(out, &i18n, &l.item, args.facts_only)?;
        }
        Ok(())
    })
}

/// One puzzle's goal, hints and explanation, as `texts` prints them.
fn say_texts(
    out: &mut Out,
    i18n: &wahree::i18n::Localizer,
    p: &content::Puzzle,
    facts_only: bool,
) -> Result<(), Stopped> {
    if facts_only && p.explanation.is_some() {
        return Ok(());
    }
    let Ok(pos) = p.position.to_position() else {
        return Ok(());
    };
    let Ok(ok) = answers(p.goal, &pos) else {
        return Ok(());
    };
    let first = p
        .answer
        .iter()
        .flatten()
        .find_map(|&n| content::format::house(n))
        .or(ok.first().copied());
    say!(
        out,
        "{} ({}, {:?}, rating {})",
        p.id,
        pos,
        p.goal,
        p.rating()
    )?;
    say!(out, "  goal: {}", i18n.puzzle_prompt(p.goal, &pos))?;
    let args = content::explain::hint_args(p.goal, &pos);
    let args = i18n.fact_args(&args);
    for h in &p.hints {
        say!(out, "  hint: {}", i18n.tr_with(h, &args))?;
    }
    let why = match (&p.explanation, first) {
        (Some(id), _) => i18n.tr(id),
        (None, Some(first)) => i18n.sentences(
            &content::explain::explanation(p.goal, &pos, first)
                .iter()
                .map(|d| i18n.fact(d))
                .collect::<Vec<_>>(),
        ),
        (None, None) => String::new(),
    };
    say!(out, "  why: {why}\n")
}

/// The folders given, or the puzzles built into this program.
fn folders(dirs: &[PathBuf]) -> Vec<Folder> {
    if dirs.is_empty() {
        vec![Folder::embedded()]
    } else {
        dirs.iter().map(|d| Folder::read(d)).collect()
    }
}
