//! The live class's routes (docs/server.md, "The live class"): thin
//! handlers over `live.rs`. The teacher (session cookie) starts, moves on
//! and ends a session and sees everything; a device (its class's bearer
//! token) sees its class's running session, follows its events and
//! answers or votes. Every session is looked up with the asker's class:
//! another class's session is not found.

use axum::Json;
use axum::Router;
use axum::extract::{FromRequestParts, Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::json;

use super::api::{AppState, Body, Device, Teacher, bearer};
use super::error::{ApiError, ApiResult};
use super::live_stream;
use super::now_ms;
use super::school::ClassId;
use super::secret;
use crate::classroom::LearnerId;
use crate::live::wire::{Close, JoinIn, Start};
use crate::live::{AnswerIn, VoteIn};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/teacher/live", get(teacher_overview).post(start))
        .route("/api/teacher/live/{id}", get(teacher_view))
        .route("/api/teacher/live/{id}/next", post(next))
        .route("/api/teacher/live/{id}/reveal", post(reveal))
        .route("/api/teacher/live/{id}/close", post(close))
        .route("/api/teacher/live/{id}/end", post(end))
        .route("/api/teacher/live/{id}/report", get(report))
        .route("/api/teacher/live/{id}/events", get(teacher_events))
        .route("/api/teacher/live/{id}/stream", get(teacher_stream))
        .route("/api/live", get(device_current))
        .route("/api/live/{id}", get(device_view))
        .route("/api/live/{id}/events", get(device_events))
        .route("/api/live/{id}/stream", get(device_stream))
        .route("/api/live/{id}/answers", post(answer))
        .route("/api/live/{id}/votes", post(vote))
        .route("/api/live/{id}/join", post(join))
}

/// The device asking, and the tag its answers are kept with: before the
/// reveal it is shown only the answers it sent itself, never a
/// classmate's moves. The tag is a digest of its token's digest (which
/// is its row's key), so a copy of the answers gives no device's key.
struct Sender {
    class: ClassId,
    tag: String,
}

impl FromRequestParts<AppState> for Sender {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Sender> {
        let Device(class) = Device::from_request_parts(parts, state).await?;
        let token = bearer(parts).ok_or(ApiError::Unauthorized)?;
        let tag = secret::digest(&secret::digest(token))[..32].to_owned();
        Ok(Sender { class, tag })
    }
}

/// A session's id as the server makes them (16 hex digits); anything
/// else names no session.
fn session(id: &str) -> ApiResult<&str> {
    if id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id)
    } else {
        Err(ApiError::NotFound)
    }
}

/// A query's value for `key`, if given.
pub(super) fn param<'a>(query: &'a Option<String>, key: &str) -> Option<&'a str> {
    query
        .as_deref()?
        .split('&')
        .filter_map(|kv| kv.split_once('='))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v)
}

/// Where a client resumes: `Last-Event-ID` (a browser's reconnection),
/// else `?after=`, else the start.
pub(super) fn after(headers: &HeaderMap, query: &Option<String>) -> ApiResult<u64> {
    let given = headers
        .get("last-event-id")
        .and_then(|v| v.to_str().ok())
        .filter(|v| !v.is_empty())
        .or_else(|| param(query, "after"));
    match given {
        None => Ok(0),
        Some(n) => n.trim().parse().map_err(|_| ApiError::BadRequest("after")),
    }
}

/// The device's learners it asks about (`?learners=a,b`).
fn learners(query: &Option<String>) -> ApiResult<Vec<LearnerId>> {
    let Some(list) = param(query, "learners").filter(|l| !l.is_empty()) else {
        return Ok(Vec::new());
    };
    // A comma may come encoded (`%2C`); ids themselves need no encoding.
    let list = list.replace("%2C", ",").replace("%2c", ",");
    let ids: Vec<&str> = list.split(',').collect();
    if ids.len() > super::school::MAX_LEARNERS as usize {
        return Err(ApiError::TooLarge);
    }
    ids.into_iter()
        .map(|id| {
            LearnerId::try_from(id.to_owned()).map_err(|_| ApiError::BadRequest("learner-id"))
        })
        .collect()
}

async fn teacher_view_of(s: &AppState, class: &ClassId, id: &str) -> ApiResult<Response> {
    Ok(Json(s.school.live_view(class, id, true, &[], None).await?).into_response())
}

async fn teacher_overview(State(s): State<AppState>, t: Teacher) -> ApiResult<Response> {
    let running = match s.school.live_running(&t.0).await? {
        Some(id) => Some(s.school.live_view(&t.0, &id, true, &[], None).await?),
        None => None,
    };
    let sessions = s.school.live_sessions(&t.0).await?;
    Ok(Json(json!({ "running": running, "sessions": sessions })).into_response())
}

async fn start(State(s): State<AppState>, t: Teacher, Body(b): Body<Start>) -> ApiResult<Response> {
    let id = s.school.live_start(&t.0, b, now_ms()).await?;
    teacher_view_of(&s, &t.0, &id).await
}

async fn teacher_view(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    teacher_view_of(&s, &t.0, session(&id)?).await
}

async fn next(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    s.school.live_next(&t.0, session(&id)?, now_ms()).await?;
    teacher_view_of(&s, &t.0, &id).await
}

async fn reveal(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    s.school.live_reveal(&t.0, session(&id)?, now_ms()).await?;
    teacher_view_of(&s, &t.0, &id).await
}

async fn close(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<Close>,
) -> ApiResult<Response> {
    s.school
        .live_close(&t.0, session(&id)?, b.pick, now_ms())
        .await?;
    teacher_view_of(&s, &t.0, &id).await
}

async fn end(State(s): State<AppState>, t: Teacher, Path(id): Path<String>) -> ApiResult<Response> {
    s.school.live_end(&t.0, session(&id)?, now_ms()).await?;
    Ok(Json(s.school.live_report(&t.0, &id).await?).into_response())
}

async fn report(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    Ok(Json(s.school.live_report(&t.0, session(&id)?).await?).into_response())
}

async fn events_of(
    s: &AppState,
    class: &ClassId,
    id: &str,
    headers: &HeaderMap,
    query: &Option<String>,
    teacher: bool,
) -> ApiResult<Response> {
    let after = after(headers, query)?;
    let (events, ended) = s
        .school
        .live_events(class, session(id)?, after, teacher)
        .await?;
    Ok(Json(json!({ "events": events, "ended": ended })).into_response())
}

async fn stream_of(
    s: &AppState,
    class: ClassId,
    id: &str,
    headers: &HeaderMap,
    query: &Option<String>,
    teacher: bool,
) -> ApiResult<Response> {
    let after = after(headers, query)?;
    let id = session(id)?;
    // Refused here, with a status, before the stream begins.
    s.school.live_events(&class, id, u64::MAX, teacher).await?;
    Ok(live_stream::events(s.school.clone(), class, id.to_owned(), after, teacher).into_response())
}

async fn teacher_events(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    events_of(&s, &t.0, &id, &headers, &q, true).await
}

async fn teacher_stream(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    stream_of(&s, t.0, &id, &headers, &q, true).await
}

/// The class's running session as the device shows it, or none.
async fn device_current(
    State(s): State<AppState>,
    Sender { class, tag }: Sender,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let mine = learners(&q)?;
    let live = match s.school.live_running(&class).await? {
        Some(id) => Some(
            s.school
                .live_view(&class, &id, false, &mine, Some(&tag))
                .await?,
        ),
        None => None,
    };
    Ok(Json(json!({ "live": live })).into_response())
}

async fn device_view(
    State(s): State<AppState>,
    Sender { class, tag }: Sender,
    Path(id): Path<String>,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let mine = learners(&q)?;
    let view = s
        .school
        .live_view(&class, session(&id)?, false, &mine, Some(&tag))
        .await?;
    Ok(Json(view).into_response())
}

async fn device_events(
    State(s): State<AppState>,
    Device(class): Device,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    events_of(&s, &class, &id, &headers, &q, false).await
}

async fn device_stream(
    State(s): State<AppState>,
    Device(class): Device,
    Path(id): Path<String>,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    stream_of(&s, class, &id, &headers, &q, false).await
}

async fn answer(
    State(s): State<AppState>,
    Sender { class, tag }: Sender,
    Path(id): Path<String>,
    Body(b): Body<AnswerIn>,
) -> ApiResult<Response> {
    let recorded = s
        .school
        .live_answer(&class, session(&id)?, b, &tag, now_ms())
        .await?;
    Ok(Json(json!({ "recorded": recorded })).into_response())
}

async fn vote(
    State(s): State<AppState>,
    Device(class): Device,
    Path(id): Path<String>,
    Body(b): Body<VoteIn>,
) -> ApiResult<Response> {
    let recorded = s
        .school
        .live_vote(&class, session(&id)?, b, now_ms())
        .await?;
    Ok(Json(json!({ "recorded": recorded })).into_response())
}

/// A child joined on this device: their card on the projector says so.
async fn join(
    State(s): State<AppState>,
    Device(class): Device,
    Path(id): Path<String>,
    Body(b): Body<JoinIn>,
) -> ApiResult<Response> {
    s.school
        .live_join(&class, session(&id)?, b.learner, now_ms())
        .await?;
    Ok(Json(json!({ "joined": true })).into_response())
}
