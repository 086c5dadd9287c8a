//! `wahree engine`: one JSON request per line in, one JSON response per line out.
//!
//! Every failure is answered as `{"error": "..."}` on its own line and the
//! next line is read as usual. See `docs/engine-protocol.md`.

use std::io::{self, BufRead, Write};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use crate::coach::{Analysis, MoveValue};
use crate::engine::{Game, House, Position, Setup, Side};

/// A request line. Counts are read as signed 64-bit numbers so that a
/// negative count gets its own clear message.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub houses: Vec<i64>,
    pub stores: Vec<i64>,
    pub to_move: WireSide,
    #[serde(default, rename = "move")]
    pub single: Option<i64>,
    #[serde(default)]
    pub moves: Option<Vec<i64>>,
    /// Moves already played from the given position, before `move`/`moves`:
    /// the game so far, for the repetition rule (see "Analysis" in the docs).
    #[serde(default)]
    pub history: Option<Vec<i64>>,
    /// Ask the coach to value every legal move of the resulting position.
    #[serde(default)]
    pub analyse: Option<AnalyseRequest>,
}

/// How long to analyse: to a depth, or for some milliseconds (or both,
/// whichever comes first).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnalyseRequest {
    #[serde(default)]
    pub depth: Option<u32>,
    #[serde(default)]
    pub millis: Option<u64>,
}

/// The coach's analysis in a response; values in seeds for the player to
/// move. Also the form the browser's coach worker answers an analysis in
/// (`crate::wire`).
#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct AnalysisResponse {
    pub depth: u32,
    pub nodes: u64,
    pub exact: bool,
    pub moves: Vec<MoveAnalysis>,
    pub best: Vec<usize>,
}

#[derive(Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct MoveAnalysis {
    #[serde(rename = "move")]
    pub house: usize,
    pub value: i32,
    pub exact: bool,
    pub pv: Vec<usize>,
}

#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum WireSide {
    South,
    North,
}

impl From<WireSide> for Side {
    fn from(s: WireSide) -> Side {
        match s {
            WireSide::South => Side::South,
            WireSide::North => Side::North,
        }
    }
}

impl From<Side> for WireSide {
    fn from(s: Side) -> WireSide {
        match s {
            Side::South => WireSide::South,
            Side::North => WireSide::North,
        }
    }
}

/// The answer to a good request.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct Response {
    pub houses: [u8; 12],
    pub stores: [u8; 2],
    pub to_move: WireSide,
    pub legal_moves: Vec<usize>,
    pub captured: u8,
    pub wipe_out: bool,
    pub game_over: bool,
    pub end: Option<&'static str>,
    pub winner: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub analysis: Option<AnalysisResponse>,
}

/// The answer to a bad request.
#[derive(Debug, Serialize, PartialEq, Eq)]
pub struct ErrorResponse {
    pub error: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
}

impl ErrorResponse {
    fn new(error: impl Into<String>) -> ErrorResponse {
        ErrorResponse {
            error: error.into(),
            index: None,
        }
    }
}

/// The most nodes one analysis searches, whatever its depth or time: at
/// about 7 million nodes a second, some 15 seconds. A depth of 100 would
/// otherwise never be answered.
pub const MAX_ANALYSE_NODES: u64 = 100_000_000;
/// The longest time an analysis may be given, in milliseconds.
pub const MAX_ANALYSE_MILLIS: u64 = 60_000;

/// Answers one request line with one line of JSON (without the newline).
pub fn answer_line(line: &str) -> String {
    answer_line_until(line, &Arc::new(AtomicBool::new(false)))
}

/// [`answer_line`], with an analysis that stops early when `stop` is set
/// (the client has gone: nobody will read the answer).
pub fn answer_line_until(line: &str, stop: &Arc<AtomicBool>) -> String {
    let result = if line.trim().is_empty() {
        Err(ErrorResponse::new("bad request: the line is empty"))
    } else {
        serde_json::from_str::<Request>(line)
            .map_err(|e| ErrorResponse::new(format!("bad request: {e}")))
            .and_then(|r| answer_until(&r, stop))
    };
    match result {
        Ok(r) => serde_json::to_string(&r),
        Err(e) => serde_json::to_string(&e),
    }
    .expect("responses always serialize")
}

/// Answers a parsed request.
pub fn answer(req: &Request) -> Result<Response, ErrorResponse> {
    answer_until(req, &Arc::new(AtomicBool::new(false)))
}

fn answer_until(req: &Request, stop: &Arc<AtomicBool>) -> Result<Response, ErrorResponse> {
    let start = position_of(req)?;
    let moves: Vec<i64> = match (req.single, &req.moves) {
        (Some(_), Some(_)) => {
            return Err(ErrorResponse::new(
                "give either \"move\" or \"moves\", not both",
            ));
        }
        (Some(m), None) => vec![m],
        (None, Some(ms)) => ms.clone(),
        (None, None) => Vec::new(),
    };
    // The index is reported only for entries of "moves".
    let index_of = |k: usize| req.moves.as_ref().map(|_| k);

    let mut game = Game::new(start);
    for &m in req.history.iter().flatten() {
        let house = usize::try_from(m)
            .ok()
            .and_then(House::new)
            .ok_or_else(|| {
                ErrorResponse::new(format!("history move {m} is not a house number (0 to 11)"))
            })?;
        game.play(house)
            .map_err(|e| ErrorResponse::new(format!("illegal history move {m}: {e}")))?;
    }
    for (k, &m) in moves.iter().enumerate() {
        let house = usize::try_from(m)
            .ok()
            .and_then(House::new)
            .ok_or_else(|| ErrorResponse {
                error: format!("move {m} is not a house number (0 to 11)"),
                index: index_of(k),
            })?;
        game.play(house).map_err(|e| ErrorResponse {
            error: format!("illegal move {m}: {e}"),
            index: index_of(k),
        })?;
    }
    let mut response = describe(&game);
    if let Some(a) = &req.analyse {
        response.analysis = Some(analyse(&game, a, stop)?);
    }
    Ok(response)
}

/// The coach's analysis of the game's current position.
fn analyse(
    game: &Game,
    req: &AnalyseRequest,
    stop: &Arc<AtomicBool>,
) -> Result<AnalysisResponse, ErrorResponse> {
    use crate::coach::{Limits, MAX_PLY, Search, history_of};
    if req.depth.is_none() && req.millis.is_none() {
        return Err(ErrorResponse::new(
            "\"analyse\" needs \"depth\" or \"millis\"",
        ));
    }
    if req.depth.is_some_and(|d| d == 0 || d as usize > MAX_PLY) {
        return Err(ErrorResponse::new(format!(
            "\"depth\" must be 1 to {MAX_PLY}"
        )));
    }
    if req.millis.is_some_and(|m| m == 0 || m > MAX_ANALYSE_MILLIS) {
        return Err(ErrorResponse::new(format!(
            "\"millis\" must be 1 to {MAX_ANALYSE_MILLIS}"
        )));
    }
    let limits = Limits {
        depth: req.depth,
        time: req.millis.map(std::time::Duration::from_millis),
        nodes: Some(MAX_ANALYSE_NODES),
    };
    let a = if game.is_over() {
        crate::coach::Analysis {
            depth: 0,
            nodes: 0,
            exact: true,
            moves: Vec::new(),
            best: Vec::new(),
        }
    } else {
        let mut search = Search::new();
        search.set_stop_flag(Arc::clone(stop));
        search.analyse(&game.position(), &history_of(game), limits)
    };
    Ok(AnalysisResponse::from(&a))
}

impl From<&Analysis> for AnalysisResponse {
    fn from(a: &Analysis) -> AnalysisResponse {
        let houses = |v: &[House]| v.iter().map(|h| h.index()).collect();
        AnalysisResponse {
            depth: a.depth,
            nodes: a.nodes,
            exact: a.exact,
            moves: a
                .moves
                .iter()
                .map(|m| MoveAnalysis {
                    house: m.house.index(),
                    value: m.value,
                    exact: m.exact,
                    pv: houses(&m.pv),
                })
                .collect(),
            best: houses(&a.best),
        }
    }
}

impl AnalysisResponse {
    /// The analysis again, or none if a house number is not one.
    pub fn to_analysis(&self) -> Option<Analysis> {
        let houses = |v: &[usize]| v.iter().map(|&n| House::new(n)).collect::<Option<_>>();
        Some(Analysis {
            depth: self.depth,
            nodes: self.nodes,
            exact: self.exact,
            moves: self
                .moves
                .iter()
                .map(|m| {
                    Some(MoveValue {
                        house: House::new(m.house)?,
                        value: m.value,
                        exact: m.exact,
                        pv: houses(&m.pv)?,
                    })
                })
                .collect::<Option<_>>()?,
            best: houses(&self.best)?,
        })
    }
}

fn position_of(req: &Request) -> Result<Position, ErrorResponse> {
    let houses: [i64; 12] = req.houses.as_slice().try_into().map_err(|_| {
        ErrorResponse::new(format!(
            "\"houses\" must list 12 counts, not {}",
            req.houses.len()
        ))
    })?;
    let stores: [i64; 2] = req.stores.as_slice().try_into().map_err(|_| {
        ErrorResponse::new(format!(
            "\"stores\" must list 2 counts (south, north), not {}",
            req.stores.len()
        ))
    })?;
    let setup = Setup {
        houses,
        stores,
        to_move: req.to_move.into(),
    };
    Position::try_from(setup).map_err(|e| ErrorResponse::new(format!("invalid position: {e}")))
}

fn describe(game: &Game) -> Response {
    let end = game.end();
    let shown = game.final_position().unwrap_or_else(|| game.position());
    let last = game.last_report();
    Response {
        houses: *shown.houses(),
        stores: shown.stores(),
        to_move: shown.to_move().into(),
        legal_moves: if end.is_some() {
            Vec::new()
        } else {
            shown.legal_moves().map(House::index).collect()
        },
        captured: last.map_or(0, |r| r.captured()),
        wipe_out: last.is_some_and(|r| r.wipe_out.is_some()),
        game_over: end.is_some(),
        end: end.map(|e| e.reason.name()),
        winner: end.map(|e| e.outcome.name()),
        analysis: None,
    }
}

/// Runs the protocol until the end of `input`, flushing after every line.
/// Every line gets exactly one answer, a blank or non-UTF-8 one included, so
/// a script can pair answers with requests by counting lines.
pub fn serve(input: impl BufRead, output: impl Write) -> io::Result<()> {
    serve_until(input, output, &Arc::new(AtomicBool::new(false)))
}

/// [`serve`], each analysis stopping early once `stop` is set.
pub fn serve_until(
    mut input: impl BufRead,
    mut output: impl Write,
    stop: &Arc<AtomicBool>,
) -> io::Result<()> {
    let mut buf = Vec::new();
    loop {
        buf.clear();
        if input.read_until(b'\n', &mut buf)? == 0 {
            return Ok(());
        }
        let answer = match std::str::from_utf8(&buf) {
            Ok(line) => answer_line_until(line.trim_end_matches(['\n', '\r']), stop),
            Err(_) => answer_line_error("bad request: the line is not UTF-8 text"),
        };
        output.write_all(answer.as_bytes())?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
}

fn answer_line_error(message: &str) -> String {
    serde_json::to_string(&ErrorResponse::new(message)).expect("responses always serialize")
}
