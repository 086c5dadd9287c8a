//! A class's tournaments (docs/server.md, "Tournaments") as typed calls:
//! the teacher's (the session cookie) and a device's (its class's token,
//! for the children whose cards it holds). The screens that use them are
//! `app::tournament`. A refusal keeps the server's id and its details (the
//! problems it lists, a line of a file), for the screens to word.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use super::api::Failure;
use super::{Call, Remote, Reply};
use crate::classroom::LearnerId;

/// Why a tournament call did not do what it asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fail {
    /// The network, the session, the server: as every call says it.
    Call(Failure),
    /// The tournament core refused it, with its id and details.
    Refused(Refused),
}

impl From<Failure> for Fail {
    fn from(f: Failure) -> Fail {
        Fail::Call(f)
    }
}

/// A refusal's body: `{"error": "tournament-…", "problems"?, "line"?, …}`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Refused {
    pub error: String,
    #[serde(default)]
    pub problems: Vec<ProblemLine>,
    #[serde(default)]
    pub line: Option<u32>,
    #[serde(default)]
    pub column: Option<u32>,
    #[serde(default)]
    pub round: Option<u32>,
    #[serde(default)]
    pub table: Option<u32>,
}

/// One problem the server lists: its id, the player (a pairing number)
/// it is about, and the English text (for the log, not shown).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ProblemLine {
    pub id: String,
    #[serde(default)]
    pub player: Option<u32>,
    #[serde(default)]
    pub text: String,
}

/// The answer's failure if its status is one; a refusal with a
/// `tournament-…`, `duel-…` or `print-…` id keeps it.
pub(super) fn checked(reply: Reply) -> Result<Reply, Fail> {
    match reply.status {
        200..=299 => Ok(reply),
        401 => Err(Fail::Call(Failure::Unauthorized)),
        404 => Err(Fail::Call(Failure::NotFound)),
        400 | 403 | 409 => match serde_json::from_slice::<Refused>(&reply.body) {
            Ok(r)
                if r.error.starts_with("tournament-")
                    || r.error.starts_with("duel-")
                    || r.error.starts_with("print-") =>
            {
                Err(Fail::Refused(r))
            }
            _ => Err(Fail::Call(Failure::Server(reply.status))),
        },
        s => Err(Fail::Call(Failure::Server(s))),
    }
}

pub(super) async fn call(remote: &Remote, c: Call) -> Result<Reply, Fail> {
    let reply = remote.send(c).await.map_err(|_| Failure::Unreachable)?;
    checked(reply)
}

pub(super) async fn json<T: DeserializeOwned>(remote: &Remote, c: Call) -> Result<T, Fail> {
    let reply = call(remote, c).await?;
    serde_json::from_slice(&reply.body).map_err(|_| Fail::Call(Failure::NotWahree))
}

pub(super) fn body<T: Serialize>(value: &T) -> Result<String, Fail> {
    serde_json::to_string(value).map_err(|_| Fail::Call(Failure::Server(0)))
}

/// A tournament in the class's list.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Line {
    pub id: String,
    pub name: String,
    pub format: String,
    pub rounds_total: u32,
    pub rounds: u32,
    pub players: u32,
    pub over: bool,
    /// A tournament across classes': its classes.
    #[serde(default)]
    pub classes: Vec<super::open_tournament::Class>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Player {
    pub number: u32,
    pub name: String,
    #[serde(default)]
    pub learner: Option<LearnerId>,
    #[serde(default)]
    pub withdrawn: bool,
}

/// A child's report of a board game's result.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Claim {
    pub player: u32,
    pub result: String,
}

/// A table of a published round; `first` moves first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Board {
    pub table: u32,
    pub first: u32,
    pub second: u32,
    /// `first-wins`, `draw`, `second-wins`, `…-by-forfeit`, `both-forfeit`.
    pub result: Option<String>,
    pub duel: Option<String>,
    pub sheet: Option<String>,
    #[serde(default)]
    pub claims: Vec<Claim>,
    #[serde(default)]
    pub conflict: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Round {
    pub round: u32,
    pub boards: Vec<Board>,
    pub bye: Option<u32>,
    #[serde(default)]
    pub excused: Vec<u32>,
}

/// What a pairing breaks: its id (`tournament-warn-…`), the players it
/// is about (pairing numbers), a Swiss criterion's number.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Warning {
    pub id: String,
    #[serde(default)]
    pub players: Vec<u32>,
    #[serde(default)]
    pub criterion: Option<u32>,
    #[serde(default)]
    pub text: String,
}

/// The next round as the server paired it, not yet seen by devices.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Draft {
    pub boards: Vec<(u32, u32)>,
    pub bye: Option<u32>,
    #[serde(default)]
    pub warnings: Vec<Warning>,
}

/// A line of the standings: the tie-breaks in the organiser's order
/// (`""` where one was not needed).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Standing {
    pub place: u32,
    pub place_to: u32,
    pub number: u32,
    pub name: String,
    pub points: String,
    #[serde(default)]
    pub tie_breaks: Vec<String>,
}

/// Everything about a tournament, for the teacher.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Tournament {
    pub id: String,
    pub name: String,
    pub format: String,
    pub rounds_total: u32,
    pub bye_points: String,
    pub tie_breaks: Vec<String>,
    #[serde(default)]
    pub forbidden: Vec<(u32, u32)>,
    pub players: Vec<Player>,
    pub rounds: Vec<Round>,
    pub draft: Option<Draft>,
    pub standings: Vec<Standing>,
    #[serde(default)]
    pub standings_shown: bool,
    #[serde(default)]
    pub over: bool,
}

impl Tournament {
    /// Player `n`'s name ("" for none).
    pub fn name_of(&self, n: u32) -> &str {
        self.players
            .iter()
            .find(|p| p.number == n)
            .map_or("", |p| p.name.as_str())
    }
}

/// A new tournament, as the teacher set it up.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct New {
    pub name: String,
    /// `round-robin`, `double-round-robin`, `swiss`.
    pub format: String,
    /// A Swiss's rounds (0 otherwise).
    pub rounds: u32,
    pub tie_breaks: Vec<String>,
    /// `0`, `0.5`, `1`.
    pub bye_points: String,
    pub players: Vec<LearnerId>,
    pub forbidden: Vec<(LearnerId, LearnerId)>,
}

#[derive(Deserialize)]
struct List {
    tournaments: Vec<Line>,
}

const TEACHER: &str = "/api/teacher/tournaments";

/// Whose tournament the calls are about: the class's (the teacher's
/// session) or an organiser's across classes (the organiser's); the acts
/// both share take the same bodies under each one's addresses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Whose {
    #[default]
    Teacher,
    Organiser,
}

impl Whose {
    pub fn root(self) -> &'static str {
        match self {
            Whose::Teacher => TEACHER,
            Whose::Organiser => "/api/organiser/tournaments",
        }
    }
}

fn path(whose: Whose, id: &str, what: &str) -> String {
    let root = whose.root();
    if what.is_empty() {
        format!("{root}/{id}")
    } else {
        format!("{root}/{id}/{what}")
    }
}

/// The class's tournaments, newest first.
pub async fn list(remote: Remote) -> Result<Vec<Line>, Fail> {
    let l: List = json(&remote, Call::get(TEACHER)).await?;
    Ok(l.tournaments)
}

/// A new tournament of the class.
pub async fn create(remote: Remote, new: New) -> Result<Tournament, Fail> {
    json(&remote, Call::post(TEACHER, body(&new)?)).await
}

/// A TRF-16 file as a new tournament of the class.
pub async fn import(remote: Remote, trf: String) -> Result<Tournament, Fail> {
    let b = body(&serde_json::json!({ "trf": trf }))?;
    json(&remote, Call::post(&format!("{TEACHER}/import"), b)).await
}

/// The tournament as TRF-16 text.
pub async fn export(remote: Remote, whose: Whose, id: String) -> Result<String, Fail> {
    let reply = call(&remote, Call::get(&path(whose, &id, "export.trf"))).await?;
    String::from_utf8(reply.body).map_err(|_| Fail::Call(Failure::NotWahree))
}

/// A page the server prints (docs/tournaments.md, "Printing").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Print {
    /// The last published round's tables.
    Pairings,
    Standings,
    /// A score sheet a table of the last published round.
    Sheets,
    Certificates,
}

impl Print {
    pub const ALL: [Print; 4] = [
        Print::Pairings,
        Print::Standings,
        Print::Sheets,
        Print::Certificates,
    ];

    /// The page's name in its address (and in the file's).
    pub fn kind(self) -> &'static str {
        match self {
            Print::Pairings => "pairings",
            Print::Standings => "standings",
            Print::Sheets => "sheets",
            Print::Certificates => "certificates",
        }
    }

    /// The button's text id.
    pub fn label_id(self) -> &'static str {
        match self {
            Print::Pairings => "tournament-print-pairings",
            Print::Standings => "tournament-print-standings",
            Print::Sheets => "tournament-print-sheets",
            Print::Certificates => "tournament-print-certificates",
        }
    }

    /// The page's address on the server (in the teacher's language; the
    /// certificates are each in their child's), of `round` (none: the
    /// last published).
    pub fn path(self, whose: Whose, id: &str, lang: &str, round: Option<u32>) -> String {
        let round = round.map(|r| format!("&round={r}")).unwrap_or_default();
        format!(
            "{}?lang={lang}{round}",
            path(whose, id, &format!("print/{}", self.kind()))
        )
    }

    /// The file the page is saved as: the tournament's name (letters and
    /// digits kept, anything else a dash), the page's, and the round's
    /// number when one was chosen.
    pub fn file_name(self, tournament: &str, round: Option<u32>) -> String {
        let round = round.map(|r| format!("-round-{r}")).unwrap_or_default();
        format!("{}-{}{round}.html", file_stem(tournament), self.kind())
    }
}

/// A tournament's name as a file name's stem: letters and digits (any
/// script's) kept, anything else a dash; never empty.
pub fn file_stem(name: &str) -> String {
    let stem: String = name
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .collect();
    if stem.trim_matches('-').is_empty() {
        "tournament".to_owned()
    } else {
        stem
    }
}

/// A printed page as HTML, ready for the browser to print.
pub async fn print(
    remote: Remote,
    whose: Whose,
    id: String,
    page: Print,
    lang: String,
    round: Option<u32>,
) -> Result<String, Fail> {
    let reply = call(&remote, Call::get(&page.path(whose, &id, &lang, round))).await?;
    String::from_utf8(reply.body).map_err(|_| Fail::Call(Failure::NotWahree))
}

pub async fn one(remote: Remote, id: String) -> Result<Tournament, Fail> {
    json(&remote, Call::get(&path(Whose::Teacher, &id, ""))).await
}

/// What the teacher does to a tournament.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act {
    /// The server pairs the next round as the draft.
    Draft,
    /// The draft changed by hand: tables by pairing numbers, the bye.
    Change(Vec<(u32, u32)>, Option<u32>),
    Publish,
    /// A table's result (none clears it), with a score sheet's moves.
    Result {
        round: u32,
        table: u32,
        result: Option<String>,
        moves: Option<String>,
    },
    /// Whether devices show everyone's place.
    Show(bool),
    /// A late entry; `half`: the rounds missed count ½ each.
    Late(LearnerId, bool),
    Withdraw(LearnerId),
    // The organiser's, in a tournament across classes.
    /// A class in, by its code (or id), with all its children.
    AddClass(String),
    /// A class (its id) out, before the first round.
    RemoveClass(String),
    /// A class's players (its id), in order, before the first round.
    Players(String, Vec<LearnerId>),
    /// A class's child withdraws.
    WithdrawFrom(String, LearnerId),
}

/// The teacher's act and the tournament after it, with the warnings of a
/// draft changed by hand.
pub async fn act(remote: Remote, id: String, a: Act) -> Result<(Tournament, Vec<Warning>), Fail> {
    act_at(remote, Whose::Teacher, id, a).await
}

/// An act on the tournament of `whose` and the tournament after it (`T`:
/// the view each one's addresses answer with), with the warnings of a
/// draft changed by hand.
pub async fn act_at<T: DeserializeOwned>(
    remote: Remote,
    whose: Whose,
    id: String,
    a: Act,
) -> Result<(T, Vec<Warning>), Fail> {
    let (what, b) = match &a {
        Act::Draft => ("draft", "{}".to_owned()),
        Act::Change(boards, bye) => (
            "draft/change",
            body(&serde_json::json!({ "boards": boards, "bye": bye }))?,
        ),
        Act::Publish => ("publish", "{}".to_owned()),
        Act::Result {
            round,
            table,
            result,
            moves,
        } => (
            "result",
            body(&serde_json::json!({
                "round": round, "table": table, "result": result, "moves": moves,
            }))?,
        ),
        Act::Show(shown) => ("show", body(&serde_json::json!({ "shown": shown }))?),
        Act::Late(l, half) => (
            "players",
            body(&serde_json::json!({
                "learner": l, "missed": if *half { "half" } else { "none" },
            }))?,
        ),
        Act::Withdraw(l) => ("withdraw", body(&serde_json::json!({ "learner": l }))?),
        Act::AddClass(c) => ("classes", body(&serde_json::json!({ "class": c }))?),
        Act::RemoveClass(c) => ("classes/remove", body(&serde_json::json!({ "class": c }))?),
        Act::Players(c, l) => (
            "players",
            body(&serde_json::json!({ "class": c, "players": l }))?,
        ),
        Act::WithdrawFrom(c, l) => (
            "withdraw",
            body(&serde_json::json!({ "class": c, "learner": l }))?,
        ),
    };
    let call = Call::post(&path(whose, &id, what), b);
    if matches!(a, Act::Change(..)) {
        #[derive(Deserialize)]
        struct Changed<T> {
            warnings: Vec<Warning>,
            tournament: T,
        }
        let c: Changed<T> = json(&remote, call).await?;
        return Ok((c.tournament, c.warnings));
    }
    Ok((json(&remote, call).await?, Vec::new()))
}

/// A table whose game could not begin, and why (`duel-busy`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct NotStarted {
    pub table: u32,
    pub error: String,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Started {
    #[serde(default)]
    pub started: Vec<serde_json::Value>,
    #[serde(default)]
    pub refused: Vec<NotStarted>,
}

/// Begins a game between devices for each table of the last round still
/// to play.
pub async fn start(remote: Remote, id: String) -> Result<Started, Fail> {
    json(
        &remote,
        Call::post(&path(Whose::Teacher, &id, "start"), "{}".into()),
    )
    .await
}

/// Opens a new read-only hall link (its path), or closes it (none).
pub async fn hall(
    remote: Remote,
    whose: Whose,
    id: String,
    open: bool,
) -> Result<Option<String>, Fail> {
    #[derive(Deserialize)]
    struct Hall {
        hall: Option<String>,
    }
    let b = body(&serde_json::json!({ "open": open }))?;
    let h: Hall = json(&remote, Call::post(&path(whose, &id, "hall"), b)).await?;
    Ok(h.hall)
}

/// A child's next game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct NextGame {
    pub round: u32,
    pub table: u32,
    pub opponent: String,
    pub moves_first: bool,
    pub duel: Option<String>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ChildStanding {
    pub place: u32,
    pub place_to: u32,
    pub name: String,
    pub points: String,
    /// This child's own line.
    #[serde(default)]
    pub mine: bool,
}

/// A tournament as a child's device sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct ChildView {
    pub id: String,
    pub name: String,
    pub rounds_total: u32,
    #[serde(default)]
    pub rounds_played: u32,
    pub place: u32,
    pub place_to: u32,
    pub points: String,
    pub next: Option<NextGame>,
    #[serde(default)]
    pub bye: bool,
    #[serde(default)]
    pub withdrawn: bool,
    pub standings: Option<Vec<ChildStanding>>,
}

/// A child of this device and a tournament they play in.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct Mine {
    pub learner: LearnerId,
    pub tournament: ChildView,
}

/// For each child whose card this device holds, their tournaments.
pub async fn mine(remote: Remote, token: String) -> Result<Vec<Mine>, Fail> {
    #[derive(Deserialize)]
    struct All {
        tournaments: Vec<Mine>,
    }
    let a: All = json(&remote, Call::get("/api/tournaments").bearer(&token)).await?;
    Ok(a.tournaments)
}

/// A child reports their board game: `won`, `drawn` or `lost`; the
/// state (`waiting`, `agreed`, `conflict`).
pub async fn report(
    remote: Remote,
    token: String,
    id: String,
    learner: LearnerId,
    round: u32,
    table: u32,
    result: &'static str,
) -> Result<String, Fail> {
    #[derive(Deserialize)]
    struct Reported {
        state: String,
    }
    let b = body(&serde_json::json!({
        "learner": learner, "round": round, "table": table, "result": result,
    }))?;
    let path = format!("/api/tournaments/{id}/report");
    let r: Reported = json(&remote, Call::post(&path, b).bearer(&token)).await?;
    Ok(r.state)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(status: u16, body: &str) -> Reply {
        Reply {
            status,
            body: body.as_bytes().to_vec(),
            retry_after: None,
        }
    }

    #[test]
    fn a_refusal_keeps_its_id_and_the_problems_it_lists() {
        let r = checked(reply(
            400,
            r#"{"error":"tournament-invalid","problems":[{"id":"tournament-name","player":null,"text":"x"}]}"#,
        ));
        let Err(Fail::Refused(r)) = r else {
            panic!("not kept: {r:?}")
        };
        assert_eq!(r.error, "tournament-invalid");
        assert_eq!(r.problems[0].id, "tournament-name");
        assert_eq!(
            checked(reply(400, r#"{"error":"bad-json"}"#)),
            Err(Fail::Call(Failure::Server(400)))
        );
        let Err(Fail::Refused(r)) = checked(reply(409, r#"{"error":"print-round"}"#)) else {
            panic!("a print refusal not kept")
        };
        assert_eq!(r.error, "print-round");
        assert_eq!(
            checked(reply(401, "")),
            Err(Fail::Call(Failure::Unauthorized))
        );
    }

    #[test]
    fn a_printed_page_has_its_address_and_its_file_name() {
        assert_eq!(
            Print::Standings.path(Whose::Teacher, "t7", "ja", None),
            "/api/teacher/tournaments/t7/print/standings?lang=ja"
        );
        assert_eq!(
            Print::Pairings.path(Whose::Teacher, "t7", "en", None),
            "/api/teacher/tournaments/t7/print/pairings?lang=en"
        );
        assert_eq!(
            Print::Sheets.path(Whose::Teacher, "t7", "es", Some(2)),
            "/api/teacher/tournaments/t7/print/sheets?lang=es&round=2"
        );
        assert_eq!(
            Print::Certificates.path(Whose::Organiser, "o3", "it", None),
            "/api/organiser/tournaments/o3/print/certificates?lang=it"
        );
        assert_eq!(
            Print::Pairings.file_name("Autumn cup", None),
            "Autumn-cup-pairings.html"
        );
        assert_eq!(
            Print::Pairings.file_name("Autumn cup", Some(1)),
            "Autumn-cup-pairings-round-1.html"
        );
        assert_eq!(
            Print::Certificates.file_name("春の大会", None),
            "春の大会-certificates.html"
        );
        // A name that is all slashes and dots names no folder.
        assert_eq!(
            Print::Sheets.file_name("../..", None),
            "tournament-sheets.html"
        );
        let kinds: Vec<_> = Print::ALL.iter().map(|p| p.kind()).collect();
        assert_eq!(kinds, ["pairings", "standings", "sheets", "certificates"]);
    }
}
