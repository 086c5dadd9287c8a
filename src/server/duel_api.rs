//! The routes of games between two devices (docs/server.md, "Games
//! between two devices"): thin handlers over `duel.rs`. A device (its
//! class's bearer token) says whose cards are picked on it, challenges,
//! lists its children's games, acts in them and follows their events;
//! the teacher (session cookie) pairs children, lists and watches every
//! game of the class, ends, adjourns and resumes them and sets the move
//! timer. Every game is looked up with the asker's class: another
//! class's game is not found.

use axum::extract::{FromRequestParts, Path, RawQuery, State};
use axum::http::HeaderMap;
use axum::http::request::Parts;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::api::{AppState, Body, Teacher, bearer};
use super::duel::{Asker, Start};
use super::duel_rows::Reader;
use super::duel_stream;
use super::error::{ApiError, ApiResult};
use super::live_api::{after, param};
use super::now_ms;
use super::school::ClassId;
use super::secret;
use crate::classroom::LearnerId;
use crate::duel::ActIn;
use crate::duel::wire::{ChallengeIn, EndIn, PairIn, TimerIn};

pub fn routes() -> Router<AppState> {
    Router::new()
        .route("/api/duels", get(device_list).post(challenge))
        .route("/api/duels/here", get(device_who).post(here))
        .route("/api/duels/events", get(device_events))
        .route("/api/duels/stream", get(device_stream))
        .route("/api/duels/{id}", get(device_view).post(act))
        .route("/api/teacher/duels", get(teacher_list).post(pair))
        .route("/api/teacher/duels/timer", post(class_timer))
        .route("/api/teacher/duels/events", get(teacher_events))
        .route("/api/teacher/duels/stream", get(teacher_stream))
        .route("/api/teacher/duels/{id}", get(teacher_view))
        .route("/api/teacher/duels/{id}/end", post(end))
        .route("/api/teacher/duels/{id}/adjourn", post(adjourn))
        .route("/api/teacher/duels/{id}/resume", post(resume))
        .route("/api/teacher/duels/{id}/timer", post(game_timer))
}

/// The device asking: its class, and which device it is (its token's
/// digest, as the server keeps it).
pub struct DuelDevice {
    pub class: ClassId,
    pub device: String,
}

impl FromRequestParts<AppState> for DuelDevice {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<DuelDevice> {
        let token = bearer(parts).ok_or(ApiError::Unauthorized)?;
        if token.len() != 64 {
            return Err(ApiError::Unauthorized);
        }
        let class = state.school.device(token).await?;
        Ok(DuelDevice {
            class,
            device: secret::digest(token),
        })
    }
}

/// A game's id as the server makes them (16 hex digits); anything else
/// names no game.
fn game(id: &str) -> ApiResult<&str> {
    if id.len() == 16 && id.bytes().all(|b| b.is_ascii_hexdigit()) {
        Ok(id)
    } else {
        Err(ApiError::NotFound)
    }
}

fn ok(v: impl serde::Serialize) -> ApiResult<Response> {
    Ok(Json(v).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HereIn {
    learners: Vec<LearnerId>,
}

async fn here(
    State(s): State<AppState>,
    d: DuelDevice,
    Body(b): Body<HereIn>,
) -> ApiResult<Response> {
    let now = now_ms();
    let here = s
        .school
        .duel_here(&d.class, &d.device, &b.learners, now)
        .await?;
    let (_, mine) = s.school.duel_who(&d.class, Some(&d.device), now).await?;
    ok(json!({ "here": here, "mine": mine }))
}

async fn device_who(State(s): State<AppState>, d: DuelDevice) -> ApiResult<Response> {
    let (here, mine) = s
        .school
        .duel_who(&d.class, Some(&d.device), now_ms())
        .await?;
    ok(json!({ "here": here, "mine": mine }))
}

async fn challenge(
    State(s): State<AppState>,
    d: DuelDevice,
    Body(b): Body<ChallengeIn>,
) -> ApiResult<Response> {
    let asker = Asker::Device(d.device);
    let (_, view) = s
        .school
        .duel_start(&d.class, &asker, Start::Challenge(b), now_ms())
        .await?;
    ok(view)
}

async fn device_list(State(s): State<AppState>, d: DuelDevice) -> ApiResult<Response> {
    let games = s
        .school
        .duel_list(&d.class, &Asker::Device(d.device), now_ms())
        .await?;
    ok(json!({ "games": games }))
}

async fn device_view(
    State(s): State<AppState>,
    d: DuelDevice,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let view = s
        .school
        .duel_view(&d.class, &Asker::Device(d.device), game(&id)?, now_ms())
        .await?;
    ok(view)
}

async fn act(
    State(s): State<AppState>,
    d: DuelDevice,
    Path(id): Path<String>,
    Body(b): Body<ActIn>,
) -> ApiResult<Response> {
    let view = s
        .school
        .duel_act(&d.class, &d.device, game(&id)?, b, now_ms())
        .await?;
    ok(view)
}

async fn device_events(
    State(s): State<AppState>,
    d: DuelDevice,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let after = after(&headers, &q)?;
    let events = s
        .school
        .duel_events(&d.class, &Reader::Device(d.device), after)
        .await?;
    ok(json!({ "events": events }))
}

async fn device_stream(
    State(s): State<AppState>,
    d: DuelDevice,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let after = after(&headers, &q)?;
    // Streaming counts as being here.
    s.school.duel_touch(&d.class, &d.device, now_ms()).await?;
    let reader = Reader::Device(d.device);
    Ok(duel_stream::events(s.school.clone(), d.class, reader, after).into_response())
}

async fn teacher_list(State(s): State<AppState>, t: Teacher) -> ApiResult<Response> {
    let now = now_ms();
    let games = s.school.duel_list(&t.0, &Asker::Teacher, now).await?;
    let (here, _) = s.school.duel_who(&t.0, None, now).await?;
    ok(json!({ "games": games, "here": here }))
}

async fn pair(State(s): State<AppState>, t: Teacher, Body(b): Body<PairIn>) -> ApiResult<Response> {
    let (_, view) = s
        .school
        .duel_start(&t.0, &Asker::Teacher, Start::Pair(b), now_ms())
        .await?;
    ok(view)
}

async fn class_timer(
    State(s): State<AppState>,
    t: Teacher,
    Body(b): Body<TimerIn>,
) -> ApiResult<Response> {
    s.school.duel_class_timer(&t.0, b.seconds).await?;
    ok(json!({ "seconds": b.seconds }))
}

/// The game a teacher's stream or events are about (`?game=`), if one.
fn watched(q: &Option<String>) -> ApiResult<Option<String>> {
    param(q, "game")
        .map(|g| game(g).map(str::to_owned))
        .transpose()
}

async fn teacher_events(
    State(s): State<AppState>,
    t: Teacher,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let after = after(&headers, &q)?;
    let events = s
        .school
        .duel_events(&t.0, &Reader::Teacher(watched(&q)?), after)
        .await?;
    ok(json!({ "events": events }))
}

async fn teacher_stream(
    State(s): State<AppState>,
    t: Teacher,
    headers: HeaderMap,
    RawQuery(q): RawQuery,
) -> ApiResult<Response> {
    let after = after(&headers, &q)?;
    let one = watched(&q)?;
    if let Some(id) = &one {
        // Refused here, with a status, before the stream begins.
        s.school.duel_exists(&t.0, id).await?;
    }
    Ok(duel_stream::events(s.school.clone(), t.0, Reader::Teacher(one), after).into_response())
}

async fn teacher_view(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    ok(s.school
        .duel_view(&t.0, &Asker::Teacher, game(&id)?, now_ms())
        .await?)
}

async fn end(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<EndIn>,
) -> ApiResult<Response> {
    let now = now_ms();
    ok(s.school
        .duel_teach(&t.0, game(&id)?, now, |d| d.teacher_end(b.result, now))
        .await?)
}

async fn adjourn(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    ok(s.school
        .duel_teach(&t.0, game(&id)?, now_ms(), |d| d.adjourn())
        .await?)
}

async fn resume(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let now = now_ms();
    ok(s.school
        .duel_teach(&t.0, game(&id)?, now, |d| d.resume(now))
        .await?)
}

async fn game_timer(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<TimerIn>,
) -> ApiResult<Response> {
    let now = now_ms();
    ok(s.school
        .duel_teach(&t.0, game(&id)?, now, |d| d.set_timer(b.seconds, now))
        .await?)
}
