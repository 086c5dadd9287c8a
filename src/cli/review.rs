//! `wahree review [FILE]`: the coach's verdict on every move of a game,
//! read as JSON or as a typed score sheet (docs/review.md).

use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use super::out::complain;

use serde::{Deserialize, Serialize};

use wahree::coach::Limits;
use wahree::coach::review::{GAME_REVIEW_LIMITS, MoveReview, Reviewer, Step, replay};
use wahree::engine::record::Record;
use wahree::engine::{Game, House, Position};
use wahree::i18n::{Lang, Localizer};

#[derive(clap::Args)]
pub struct ReviewArgs {
    /// The game: JSON {"position": "...", "moves": [2, 7, ...]} or a score
    /// sheet ("1. S3 N4 2. ..."); standard input when left out or "-".
    file: Option<PathBuf>,
    /// Print one JSON object per move instead of sentences.
    #[arg(long)]
    json: bool,
    /// Time to look at each move, in milliseconds (the verdicts then depend
    /// on the machine's speed).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    millis: Option<u64>,
    /// Search each move to this depth (1 to 100).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    depth: Option<u32>,
    /// Nodes to search for each move (400,000 unless --millis or --depth is given).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
    nodes: Option<u64>,
    /// Language of the sentences: en, it, es or ja.
    #[arg(long, default_value = "en")]
    lang: String,
}

/// A game as JSON: `moves` in the engine's house numbers 0..11.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JsonGame {
    #[serde(default)]
    position: Option<String>,
    moves: Vec<i64>,
}

/// One reviewed move, as `--json` prints it.
#[derive(Serialize)]
struct JsonMove {
    ply: usize,
    side: &'static str,
    #[serde(rename = "move")]
    house: usize,
    verdict: &'static str,
    loss: i32,
    best: Vec<usize>,
    value: i32,
    exact: bool,
}

/// Why the game stops short, or cannot be read at all.
#[derive(Serialize)]
struct JsonError {
    error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    index: Option<usize>,
}

/// What was read: the game of the moves that can be played, and why the
/// rest cannot (the error's move index, if a move is the problem).
type ReadGame = (Game, Option<(String, Option<usize>)>);

pub fn run(args: &ReviewArgs) -> ExitCode {
    let Some(lang) = Lang::ALL.into_iter().find(|l| l.code() == args.lang) else {
        complain!(
            "wahree review: no language {:?}: en, it, es or ja",
            args.lang
        );
        return ExitCode::from(2);
    };
    let bytes = match read_input(args.file.as_ref()) {
        Ok(b) => b,
        Err(e) => {
            let error = format!("cannot read the game: {e}");
            fail(args.json, error, None);
            return ExitCode::from(2);
        }
    };
    let text = match decode(&bytes) {
        Ok(t) => t,
        Err(error) => return fail(args.json, error, None),
    };
    let (game, problem) = match read_game(text) {
        Ok(read) => read,
        Err(error) => return fail(args.json, error, None),
    };
    if let (Some((why, _)), false) = (&problem, args.json) {
        complain!(
            "wahree review: {why}; reviewing the {} moves before it",
            game.plies().len()
        );
    }
    let i18n = Localizer::new(lang);
    let mut reviewer = Reviewer::new(&game, limits(args));
    let mut out = io::stdout().lock();
    while let Step::Reviewed(i) = reviewer.step() {
        let m = &reviewer.reviewed()[i];
        let written = if args.json {
            serde_json::to_writer(&mut out, &json_move(m))
                .map_err(io::Error::from)
                .and_then(|()| writeln!(out))
        } else {
            write_text(&mut out, &i18n, m)
        };
        // A closed pipe (`| head`) ends the review quietly.
        if written.and_then(|()| out.flush()).is_err() {
            return ExitCode::SUCCESS;
        }
    }
    match problem {
        Some((error, index)) if args.json => fail(true, error, index),
        // Said before the review began.
        Some(_) => ExitCode::FAILURE,
        None => ExitCode::SUCCESS,
    }
}

/// The limits the flags ask for; the node budget when none does.
fn limits(args: &ReviewArgs) -> Limits {
    if args.millis.is_none() && args.depth.is_none() && args.nodes.is_none() {
        return GAME_REVIEW_LIMITS;
    }
    Limits {
        depth: args.depth,
        time: args.millis.map(Duration::from_millis),
        nodes: args.nodes,
    }
}

fn read_input(file: Option<&PathBuf>) -> io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    match file.filter(|f| f.as_os_str() != "-") {
        Some(path) => bytes = std::fs::read(path)?,
        None => {
            io::stdin().read_to_end(&mut bytes)?;
        }
    }
    Ok(bytes)
}

/// The game's text: UTF-8, with the byte-order mark some editors put
/// first left out; no text at all is not a game either.
fn decode(bytes: &[u8]) -> Result<&str, String> {
    let bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
    let text = std::str::from_utf8(bytes)
        .map_err(|_| "not a game: the text is not UTF-8 (save it as UTF-8 text)".to_owned())?;
    if text.trim().is_empty() {
        return Err("not a game: there is nothing to review (the input is empty)".to_owned());
    }
    Ok(text)
}

/// JSON when the text starts with `{`, a score sheet otherwise.
fn read_game(text: &str) -> Result<ReadGame, String> {
    if text.trim_start().starts_with('{') {
        return read_json(text);
    }
    let record = Record::parse(text).map_err(|e| e.to_string())?;
    let (game, error) = record.play();
    Ok((game, error.map(|e| (e.to_string(), e.index()))))
}

fn read_json(text: &str) -> Result<ReadGame, String> {
    let g: JsonGame = serde_json::from_str(text).map_err(|e| format!("not a game: {e}"))?;
    let start = match &g.position {
        Some(p) => p
            .parse::<Position>()
            .map_err(|e| format!("not a position: {e}"))?,
        None => Position::START,
    };
    // Houses up to the first number that is not one; that number stops the
    // game as an illegal move would.
    let houses: Vec<House> = g
        .moves
        .iter()
        .map_while(|&n| usize::try_from(n).ok().and_then(House::new))
        .collect();
    let (game, illegal) = replay(start, houses.iter().copied());
    if let Some(bad) = illegal {
        let why = format!("move {} cannot be played: {}", bad.index + 1, bad.error);
        return Ok((game, Some((why, Some(bad.index)))));
    }
    if let Some(&n) = g.moves.get(houses.len()) {
        let index = houses.len();
        let why = format!(
            "move {} cannot be played: there is no house {n} (houses are 0 to 11)",
            index + 1
        );
        return Ok((game, Some((why, Some(index)))));
    }
    Ok((game, None))
}

fn json_move(m: &MoveReview) -> JsonMove {
    JsonMove {
        ply: m.index + 1,
        side: m.side.name(),
        house: m.played.index(),
        verdict: m.verdict.name(),
        loss: m.loss,
        best: m.best.iter().map(|h| h.index()).collect(),
        value: m.best_value,
        exact: m.exact,
    }
}

/// `  7. N4  Mistake (-4)` and the coach's sentences under it.
fn write_text(out: &mut impl Write, i18n: &Localizer, m: &MoveReview) -> io::Result<()> {
    let mark = i18n.tr(m.verdict.message_id());
    let loss = if m.loss > 0 {
        format!(" (-{})", m.loss)
    } else {
        String::new()
    };
    writeln!(
        out,
        "{:>3}. {}{}  {mark}{loss}",
        m.index + 1,
        m.side.letter(),
        m.played.own_number()
    )?;
    for said in &m.messages {
        writeln!(out, "       {}", i18n.coach(said))?;
    }
    Ok(())
}

/// Says why the game cannot be reviewed (further): a JSON line on standard
/// output with `--json`, a line on standard error otherwise; exit code 1.
fn fail(json: bool, error: String, index: Option<usize>) -> ExitCode {
    if json {
        let line = serde_json::to_string(&JsonError { error, index }).expect("plain data");
        let mut out = super::out::Out::stdout();
        let _ = super::out::say!(out, "{line}");
        out.end(ExitCode::FAILURE)
    } else {
        complain!("wahree review: {error}");
        ExitCode::FAILURE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_and_score_sheets_give_the_same_game() {
        let (a, _) = read_game(r#"{"moves": [2, 9, 0, 11]}"#).unwrap();
        let (b, _) = read_game("1. S3 N4\n2. S1 N6\n").unwrap();
        assert_eq!(a, b);
    }

    #[test]
    fn a_byte_order_mark_is_read_past_and_empty_or_binary_input_refused() {
        let (a, _) = read_game(decode(b"\xef\xbb\xbf1. S3 N4\n").unwrap()).unwrap();
        assert_eq!(a.plies().len(), 2);
        assert!(decode(b"\xef\xbb\xbf{\"moves\": [2]}").is_ok());
        assert!(decode(b"").unwrap_err().contains("empty"));
        assert!(decode(b" \n\t").unwrap_err().contains("empty"));
        assert!(decode(b"\xff\xfe1").unwrap_err().contains("UTF-8"));
    }

    #[test]
    fn a_house_number_out_of_range_stops_the_game_there() {
        let (g, problem) = read_game(r#"{"moves": [2, 12, 0]}"#).unwrap();
        assert_eq!(g.plies().len(), 1);
        let (why, index) = problem.unwrap();
        assert_eq!(index, Some(1));
        assert!(why.contains("no house 12"), "{why}");
        assert!(read_game(r#"{"moves": [2], "extra": 1}"#).is_err());
        assert!(read_game(r#"{"position": "4,4 0-0 S", "moves": []}"#).is_err());
    }
}
