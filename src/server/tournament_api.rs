//! The routes of class tournaments (docs/server.md, "Tournaments"): thin
//! handlers over `tournament.rs`. The teacher (session cookie) sets one
//! up, pairs, publishes, starts the games, types results and sees
//! everything; a device (its class's bearer token) sees, for each child
//! whose card it holds, their place and next game, and reports a board
//! game's result. Every tournament is looked up with the asker's class:
//! another class's is not found.

use axum::extract::{Path, State};
use axum::http::header;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::api::{AppState, Body, Teacher};
use super::duel_api::DuelDevice;
use super::error::{ApiError, ApiResult};
use super::tournament::{CreateIn, missed_of, tournament_id};
use crate::classroom::LearnerId;
use crate::tournament::class::view::{self, outcome_of};
use crate::tournament::class::{ClassTournament, Mine};
use crate::tournament::trf;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/tournaments", get(device_list))
        .route("/api/tournaments/{id}/report", post(report))
        .route("/api/teacher/tournaments", get(list).post(create))
        .route("/api/teacher/tournaments/import", post(import))
        .route("/api/teacher/tournaments/{id}", get(one))
        .route("/api/teacher/tournaments/{id}/standings", get(standings))
        .route("/api/teacher/tournaments/{id}/export.trf", get(export))
        .route("/api/teacher/tournaments/{id}/players", post(add_late))
        .route("/api/teacher/tournaments/{id}/withdraw", post(withdraw))
        .route("/api/teacher/tournaments/{id}/draft", post(draft))
        .route("/api/teacher/tournaments/{id}/draft/change", post(change))
        .route("/api/teacher/tournaments/{id}/publish", post(publish))
        .route("/api/teacher/tournaments/{id}/start", post(start))
        .route("/api/teacher/tournaments/{id}/result", post(result))
        .route("/api/teacher/tournaments/{id}/show", post(show))
        .route("/api/teacher/tournaments/{id}/hall", post(hall_link))
        .route("/api/hall/{hall}", get(hall))
}

fn teacher_view(id: &str, c: &ClassTournament) -> ApiResult<Response> {
    Ok(Json(view::teacher(id, c)).into_response())
}

async fn list(State(s): State<AppState>, t: Teacher) -> ApiResult<Response> {
    let all = s.school.tournament_list(&t.0).await?;
    let lines: Vec<_> = all
        .iter()
        .map(|(id, c)| {
            json!({
                "id": id,
                "name": c.tournament.name,
                "format": view::format_name(c.tournament.format),
                "rounds_total": c.tournament.rounds_total(),
                "rounds": c.tournament.rounds.len(),
                "players": c.tournament.players.len(),
                "over": c.is_over(),
            })
        })
        .collect();
    // Beside them, the tournaments across classes the class is in.
    let open =
        super::open_tournament_api::lines(&s, super::open_tournament::Scope::Class(&t.0)).await?;
    Ok(Json(json!({ "tournaments": lines, "open": open })).into_response())
}

async fn create(
    State(s): State<AppState>,
    t: Teacher,
    Body(b): Body<CreateIn>,
) -> ApiResult<Response> {
    let (id, c) = s.school.tournament_create(&t.0, b, (s.clock)()).await?;
    teacher_view(&id, &c)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ImportIn {
    trf: String,
}

async fn import(
    State(s): State<AppState>,
    t: Teacher,
    Body(b): Body<ImportIn>,
) -> ApiResult<Response> {
    let (id, c) = s
        .school
        .tournament_import(&t.0, &b.trf, (s.clock)())
        .await?;
    teacher_view(&id, &c)
}

async fn one(State(s): State<AppState>, t: Teacher, Path(id): Path<String>) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s.school.tournament_read(&t.0, id).await?;
    teacher_view(id, &c)
}

async fn standings(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let c = s.school.tournament_read(&t.0, tournament_id(&id)?).await?;
    Ok(Json(json!({
        "tie_breaks": c.tournament.tie_breaks.iter().map(|tb| tb.code()).collect::<Vec<_>>(),
        "standings": view::standing_lines(&c),
    }))
    .into_response())
}

async fn export(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let c = s.school.tournament_read(&t.0, tournament_id(&id)?).await?;
    // The draft is no round yet: only the rounds published are written.
    let text = trf::write(&c.tournament);
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"tournament.trf\"",
            ),
        ],
        text,
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LearnerIn {
    learner: LearnerId,
    /// A late entry's missed rounds: `none` (the default) or `half`.
    #[serde(default)]
    missed: Option<String>,
}

async fn add_late(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<LearnerIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let missed = missed_of(b.missed.as_deref())?;
    let (_, c) = s
        .school
        .tournament_add_late(&t.0, id, &b.learner, missed, (s.clock)())
        .await?;
    teacher_view(id, &c)
}

async fn withdraw(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<LearnerIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    if b.missed.is_some() {
        return Err(ApiError::BadRequest("tournament-missed"));
    }
    let (_, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| c.withdraw(&b.learner))
        .await?;
    teacher_view(id, &c)
}

async fn draft(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| c.make_draft().map(|_| ()))
        .await?;
    teacher_view(id, &c)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChangeIn {
    /// Pairing numbers, who moves first first.
    boards: Vec<(u32, u32)>,
    #[serde(default)]
    bye: Option<u32>,
}

async fn change(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<ChangeIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    if b.boards.len() > crate::tournament::MAX_PLAYERS {
        return Err(ApiError::TooLarge);
    }
    let (warnings, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| c.change_draft(&b.boards, b.bye))
        .await?;
    Ok(Json(json!({ "warnings": warnings, "tournament": view::teacher(id, &c) })).into_response())
}

async fn publish(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| c.publish())
        .await?;
    teacher_view(id, &c)
}

async fn start(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (started, refused) = s.school.tournament_start(&t.0, id, super::now_ms()).await?;
    let started: Vec<_> = started
        .into_iter()
        .map(|(table, duel)| json!({ "table": table, "duel": duel }))
        .collect();
    let refused: Vec<_> = refused
        .into_iter()
        .map(|(table, error)| json!({ "table": table, "error": error }))
        .collect();
    Ok(Json(json!({ "started": started, "refused": refused })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultIn {
    round: u32,
    table: u32,
    /// `first-wins`, `draw`, `second-wins`, `first-wins-by-forfeit`,
    /// `second-wins-by-forfeit`, `both-forfeit`; null clears it.
    result: Option<String>,
    /// The score sheet's moves, in the form `wahree review` reads.
    #[serde(default)]
    moves: Option<String>,
}

async fn result(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<ResultIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let outcome = match b.result.as_deref() {
        None => None,
        Some(r) => Some(outcome_of(r).ok_or(ApiError::BadRequest("tournament-result"))?),
    };
    let (_, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| {
            c.record(b.round, b.table, outcome, b.moves.as_deref())
        })
        .await?;
    teacher_view(id, &c)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShowIn {
    shown: bool,
}

/// Whether children's devices show everyone's place.
async fn show(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<ShowIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .tournament_change(&t.0, id, (s.clock)(), |c| {
            c.standings_shown = b.shown;
            Ok(())
        })
        .await?;
    teacher_view(id, &c)
}

/// For each child whose card the device holds, each tournament they play
/// in: their place and next game.
async fn device_list(State(s): State<AppState>, d: DuelDevice) -> ApiResult<Response> {
    let mine = s.school.tournament_for_device(&d.class, &d.device).await?;
    let lines: Vec<_> = mine
        .iter()
        .map(|(l, id, n, c)| json!({ "learner": l, "tournament": view::child(id, c, *n) }))
        .collect();
    Ok(Json(json!({ "tournaments": lines })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ReportIn {
    learner: LearnerId,
    round: u32,
    table: u32,
    result: Mine,
}

/// A child reports their board game's result from their device.
async fn report(
    State(s): State<AppState>,
    d: DuelDevice,
    Path(id): Path<String>,
    Body(b): Body<ReportIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    s.school
        .tournament_holds(&d.class, &d.device, &b.learner)
        .await?;
    let (state, c) = s
        .school
        .tournament_change(&d.class, id, (s.clock)(), |c| {
            c.claim(&b.learner, b.round, b.table, b.result)
        })
        .await?;
    let n = c.number_of(&b.learner).unwrap_or(0);
    Ok(Json(json!({ "state": state, "tournament": view::child(id, &c, n) })).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HallIn {
    open: bool,
}

/// Opens a new read-only link for the hall's screen, or closes it.
async fn hall_link(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<HallIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let hall = s.school.tournament_hall(&t.0, id, b.open).await?;
    let path = hall.as_ref().map(|h| format!("/api/hall/{h}"));
    // The same secret's page for a screen (`tournament_print.rs`).
    let page = hall.as_ref().map(|h| format!("/hall/{h}"));
    Ok(Json(json!({ "hall": path, "page": page })).into_response())
}

/// The hall's screen: the round's tables and the standings, by names;
/// anyone with the link, no one once it is closed.
async fn hall(State(s): State<AppState>, Path(hall): Path<String>) -> ApiResult<Response> {
    let c = s.school.tournament_by_hall(&hall).await?;
    Ok(Json(view::hall(&c)).into_response())
}
