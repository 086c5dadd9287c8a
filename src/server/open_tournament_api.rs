//! The routes of tournaments across classes (docs/server.md, "Tournaments
//! across classes"): thin handlers over `open_tournament.rs` and the
//! tournament core. The organiser (their own cookie) opens one, adds and
//! removes classes, chooses their players, pairs, publishes, settles
//! results, prints and opens the hall's link; a class's teacher sees every
//! table of the tournaments their class is in and enters results for the
//! tables where their children play; a device of the class sees its
//! children's next game and place and reports a board game. A tournament
//! is looked up with the asker: another organiser's, or one that does not
//! take the asker's class, is not found.

use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::api::{AppState, Body, Teacher};
use super::duel_api::DuelDevice;
use super::error::{ApiError, ApiResult};
use super::open_tournament::Scope;
use super::organiser::Organiser;
use super::tournament::{setup_of, tournament_id};
use super::tournament_print::{PRINT_KINDS, PrintQuery, html, lang_of, render};
use crate::classroom::LearnerId;
use crate::lang::Lang;
use crate::tournament::class::Mine;
use crate::tournament::class::open::{self, OpenTournament};
use crate::tournament::class::view::{self as core_view, outcome_of};
use crate::tournament::{Outcome, trf};

pub fn routes() -> Router<AppState> {
    let o = "/api/organiser/tournaments";
    Router::new()
        .route(o, get(list).post(create))
        .route(&format!("{o}/{{id}}"), get(one))
        .route(&format!("{o}/{{id}}/classes"), post(add_class))
        .route(&format!("{o}/{{id}}/classes/remove"), post(remove_class))
        .route(&format!("{o}/{{id}}/players"), post(players))
        .route(&format!("{o}/{{id}}/withdraw"), post(withdraw))
        .route(&format!("{o}/{{id}}/draft"), post(draft))
        .route(&format!("{o}/{{id}}/draft/change"), post(change))
        .route(&format!("{o}/{{id}}/publish"), post(publish))
        .route(&format!("{o}/{{id}}/result"), post(result))
        .route(&format!("{o}/{{id}}/show"), post(show))
        .route(&format!("{o}/{{id}}/standings"), get(standings))
        .route(&format!("{o}/{{id}}/export.trf"), get(export))
        .route(&format!("{o}/{{id}}/hall"), post(hall_link))
        .route(&format!("{o}/{{id}}/print/{{kind}}"), get(print_page))
        .route("/api/teacher/open-tournaments", get(teacher_list))
        .route("/api/teacher/open-tournaments/{id}", get(teacher_one))
        .route(
            "/api/teacher/open-tournaments/{id}/result",
            post(teacher_result),
        )
        .route("/api/open-tournaments", get(device_list))
        .route("/api/open-tournaments/{id}/report", post(report))
}

fn organiser_view(id: &str, c: &OpenTournament) -> Response {
    Json(open::view(id, c, None)).into_response()
}

/// A tournament's line in a list.
fn line(id: &str, c: &OpenTournament) -> serde_json::Value {
    let t = &c.core.tournament;
    json!({
        "id": id,
        "name": t.name,
        "format": core_view::format_name(t.format),
        "rounds_total": t.rounds_total(),
        "rounds": t.rounds.len(),
        "players": t.players.len(),
        "classes": c.classes,
        "over": c.is_over(),
    })
}

/// A list of tournaments: the scope's.
pub(super) async fn lines(s: &AppState, scope: Scope<'_>) -> ApiResult<Vec<serde_json::Value>> {
    Ok(s.school
        .open_list(scope)
        .await?
        .iter()
        .map(|(id, c)| line(id, c))
        .collect())
}

async fn list(State(s): State<AppState>, o: Organiser) -> ApiResult<Response> {
    let all = lines(&s, Scope::Organiser(&o.0.id)).await?;
    Ok(Json(json!({ "tournaments": all })).into_response())
}

/// A new tournament across classes, as the organiser sets it up.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CreateIn {
    name: String,
    #[serde(default)]
    date: String,
    format: String,
    #[serde(default)]
    rounds: u32,
    #[serde(default)]
    tie_breaks: Option<Vec<String>>,
    #[serde(default)]
    bye_points: Option<String>,
}

async fn create(
    State(s): State<AppState>,
    o: Organiser,
    Body(b): Body<CreateIn>,
) -> ApiResult<Response> {
    if b.name.trim().is_empty() {
        return Err(ApiError::BadRequest("tournament-name"));
    }
    let setup = setup_of(
        &b.name,
        &b.date,
        &b.format,
        b.rounds,
        b.tie_breaks.as_deref(),
        b.bye_points.as_deref(),
    )?;
    let (id, c) = s.school.open_create(&o.0.id, setup, (s.clock)()).await?;
    Ok(organiser_view(&id, &c))
}

async fn one(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s.school.open_read(Scope::Organiser(&o.0.id), id).await?;
    Ok(organiser_view(id, &c))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ClassIn {
    /// The class's code (as its devices join) or its id.
    class: String,
    /// The children who play, in order; every child of the class when
    /// left out.
    #[serde(default)]
    players: Option<Vec<LearnerId>>,
}

fn class_field(text: &str) -> ApiResult<&str> {
    if text.is_empty() || text.len() > 64 {
        return Err(ApiError::BadRequest("tournament-unknown-class"));
    }
    Ok(text)
}

async fn add_class(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ClassIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s
        .school
        .open_add_class(
            &o.0.id,
            id,
            class_field(&b.class)?,
            b.players.as_deref(),
            (s.clock)(),
        )
        .await?;
    Ok(organiser_view(id, &c))
}

async fn remove_class(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ClassIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    if b.players.is_some() {
        return Err(ApiError::BadRequest("tournament-players"));
    }
    let c = s
        .school
        .open_remove_class(&o.0.id, id, class_field(&b.class)?, (s.clock)())
        .await?;
    Ok(organiser_view(id, &c))
}

async fn players(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ClassIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let named = b
        .players
        .ok_or(ApiError::BadRequest("tournament-players"))?;
    let c = s
        .school
        .open_players(&o.0.id, id, class_field(&b.class)?, &named, (s.clock)())
        .await?;
    Ok(organiser_view(id, &c))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WithdrawIn {
    /// The class's id.
    class: String,
    learner: LearnerId,
}

async fn withdraw(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<WithdrawIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.withdraw(&b.class, &b.learner)
        })
        .await?;
    Ok(organiser_view(id, &c))
}

async fn draft(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.core.make_draft().map(|_| ())
        })
        .await?;
    Ok(organiser_view(id, &c))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChangeIn {
    boards: Vec<(u32, u32)>,
    #[serde(default)]
    bye: Option<u32>,
}

async fn change(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ChangeIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    if b.boards.len() > crate::tournament::MAX_PLAYERS {
        return Err(ApiError::TooLarge);
    }
    let (warnings, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.core.change_draft(&b.boards, b.bye)
        })
        .await?;
    Ok(
        Json(json!({ "warnings": warnings, "tournament": open::view(id, &c, None) }))
            .into_response(),
    )
}

async fn publish(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.core.publish()
        })
        .await?;
    Ok(organiser_view(id, &c))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ResultIn {
    round: u32,
    table: u32,
    /// As a class tournament's (`first-wins`, `draw`, …); null clears it.
    result: Option<String>,
    #[serde(default)]
    moves: Option<String>,
}

fn outcome(r: Option<&str>) -> ApiResult<Option<Outcome>> {
    match r {
        None => Ok(None),
        Some(r) => Ok(Some(
            outcome_of(r).ok_or(ApiError::BadRequest("tournament-result"))?,
        )),
    }
}

/// The organiser's result: it settles the teachers' entries.
async fn result(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ResultIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let outcome = outcome(b.result.as_deref())?;
    let (_, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.record(b.round, b.table, outcome, b.moves.as_deref())
        })
        .await?;
    Ok(organiser_view(id, &c))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ShowIn {
    shown: bool,
}

async fn show(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<ShowIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let (_, c) = s
        .school
        .open_change(Scope::Organiser(&o.0.id), id, (s.clock)(), |c| {
            c.core.standings_shown = b.shown;
            Ok(())
        })
        .await?;
    Ok(organiser_view(id, &c))
}

async fn standings(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s.school.open_read(Scope::Organiser(&o.0.id), id).await?;
    let t = &c.core.tournament;
    let lines: Vec<_> = core_view::standing_lines(&c.core)
        .into_iter()
        .map(|l| {
            let class = c.seat(l.number).map_or("", |s| c.class_name(&s.class));
            json!({
                "place": l.place,
                "place_to": l.place_to,
                "number": l.number,
                "name": l.name,
                "class_name": class,
                "points": l.points,
                "tie_breaks": l.tie_breaks,
            })
        })
        .collect();
    Ok(Json(json!({
        "tie_breaks": t.tie_breaks.iter().map(|tb| tb.code()).collect::<Vec<_>>(),
        "standings": lines,
    }))
    .into_response())
}

async fn export(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s.school.open_read(Scope::Organiser(&o.0.id), id).await?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/plain; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"tournament.trf\"",
            ),
        ],
        trf::write(&c.core.tournament),
    )
        .into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct HallIn {
    open: bool,
}

async fn hall_link(
    State(s): State<AppState>,
    o: Organiser,
    Path(id): Path<String>,
    Body(b): Body<HallIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let hall = s.school.open_hall(&o.0.id, id, b.open).await?;
    // The same pages as a class tournament's hall link.
    let path = hall.as_ref().map(|h| format!("/api/hall/{h}"));
    let page = hall.as_ref().map(|h| format!("/hall/{h}"));
    Ok(Json(json!({ "hall": path, "page": page })).into_response())
}

/// The printed pages, as a class tournament's; each certificate in its
/// child's language, from their learner in their class.
async fn print_page(
    State(s): State<AppState>,
    o: Organiser,
    Path((id, kind)): Path<(String, String)>,
    q: Result<Query<PrintQuery>, QueryRejection>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let Query(q) = q.map_err(|_| ApiError::BadRequest("print-query"))?;
    let lang = lang_of(q.lang.as_deref())?;
    if !PRINT_KINDS.contains(&kind.as_str()) {
        return Err(ApiError::NotFound);
    }
    let c = s.school.open_read(Scope::Organiser(&o.0.id), id).await?;
    let langs = if kind == "certificates" {
        s.school.open_langs(&c, lang).await?
    } else {
        Vec::new()
    };
    let page = render(c.core, &kind, q.round, lang, langs, (s.clock)()).await?;
    Ok(html(StatusCode::OK, page))
}

impl super::School {
    /// Each player's language (by pairing number): their learner's own in
    /// their class, or `otherwise`.
    async fn open_langs(&self, c: &OpenTournament, otherwise: Lang) -> ApiResult<Vec<Lang>> {
        let mut out = Vec::with_capacity(c.seats.len());
        for seat in &c.seats {
            let row: Option<(Option<String>,)> =
                sqlx::query_as("SELECT lang FROM learners WHERE class_id = $1 AND id = $2")
                    .bind(&seat.class)
                    .bind(seat.learner.as_str())
                    .fetch_optional(&self.db.pool)
                    .await?;
            let code = row.and_then(|(l,)| l);
            out.push(
                Lang::ALL
                    .into_iter()
                    .find(|l| Some(l.code()) == code.as_deref())
                    .unwrap_or(otherwise),
            );
        }
        Ok(out)
    }
}

/// The tournaments across classes the teacher's class is in.
async fn teacher_list(State(s): State<AppState>, t: Teacher) -> ApiResult<Response> {
    let all = lines(&s, Scope::Class(&t.0)).await?;
    Ok(Json(json!({ "tournaments": all })).into_response())
}

async fn teacher_one(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let c = s.school.open_read(Scope::Class(&t.0), id).await?;
    Ok(Json(open::view(id, &c, Some(&t.0.0))).into_response())
}

/// A teacher's result for a table where a child of their class plays.
async fn teacher_result(
    State(s): State<AppState>,
    t: Teacher,
    Path(id): Path<String>,
    Body(b): Body<ResultIn>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let outcome = outcome(b.result.as_deref())?;
    let class = t.0.0.clone();
    let (state, c) = s
        .school
        .open_change(Scope::Class(&t.0), id, (s.clock)(), |c| {
            c.teacher_record(&class, b.round, b.table, outcome, b.moves.as_deref())
        })
        .await?;
    Ok(
        Json(json!({ "state": state, "tournament": open::view(id, &c, Some(&class)) }))
            .into_response(),
    )
}

/// For each child whose card the device holds, the tournaments across
/// classes they play in: their place and next game.
async fn device_list(State(s): State<AppState>, d: DuelDevice) -> ApiResult<Response> {
    let mine = s.school.open_for_device(&d.class, &d.device).await?;
    let lines: Vec<_> = mine
        .iter()
        .map(|(l, id, n, c)| json!({ "learner": l, "tournament": open::child(id, c, *n) }))
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

/// A child reports their board game's result from a device of the class.
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
    let class = d.class.0.clone();
    let (state, c) = s
        .school
        .open_change(Scope::Class(&d.class), id, (s.clock)(), |c| {
            c.claim(&class, &b.learner, b.round, b.table, b.result)
        })
        .await?;
    let n = c.number_of(&class, &b.learner).unwrap_or(0);
    Ok(Json(json!({ "state": state, "tournament": open::child(id, &c, n) })).into_response())
}
