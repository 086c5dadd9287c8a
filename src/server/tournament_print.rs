//! A class tournament's printed pages and the hall's screen as HTML
//! (docs/server.md, "Tournaments"; docs/tournaments.md, "Printing"): thin
//! handlers over [`crate::print`]. The printed pages are the teacher's
//! (session cookie; another class's tournament is not found); the hall's
//! page is anyone's with its secret link, and a clear page once closed.
//! Every page is sent with a Content-Security-Policy that allows its
//! inline CSS and nothing else: no script, no request anywhere.

use std::collections::HashMap;

use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{Path, Query, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::Deserialize;

use super::api::{AppState, Teacher};
use super::error::{ApiError, ApiResult};
use super::school::{ClassId, School};
use super::tournament::tournament_id;
use crate::lang::Lang;
use crate::print::{self, PrintError, Words};
use crate::tournament::class::ClassTournament;

pub fn routes() -> Router<AppState> {
    Router::new()
        .route(
            "/api/teacher/tournaments/{id}/print/{kind}",
            get(print_page),
        )
        .route("/hall/{hall}", get(hall_page))
}

/// The pages a tournament prints.
pub(super) const PRINT_KINDS: [&str; 4] = ["pairings", "standings", "sheets", "certificates"];

/// `?round=N&lang=xx`, both optional.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct PrintQuery {
    #[serde(default)]
    pub round: Option<u32>,
    #[serde(default)]
    pub lang: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LangQuery {
    #[serde(default)]
    lang: Option<String>,
}

/// The language asked for (English when none is).
pub(super) fn lang_of(code: Option<&str>) -> ApiResult<Lang> {
    match code {
        None => Ok(Lang::En),
        Some(c) => Lang::ALL
            .into_iter()
            .find(|l| l.code() == c)
            .ok_or(ApiError::BadRequest("print-lang")),
    }
}

/// A page with the headers every one of ours has.
pub(super) fn html(status: StatusCode, body: String) -> Response {
    let mut r = (status, body).into_response();
    let h = r.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; \
             form-action 'none'; frame-ancestors 'none'",
        ),
    );
    h.insert(
        "x-content-type-options",
        HeaderValue::from_static("nosniff"),
    );
    // The hall's link is a secret: it goes nowhere else.
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    r
}

/// The round asked for, or the last one published.
fn round_of(c: &ClassTournament, asked: Option<u32>) -> ApiResult<u32> {
    match asked {
        Some(r) => Ok(r),
        None => match c.tournament.rounds.len() as u32 {
            0 => Err(ApiError::Conflict("print-round")),
            n => Ok(n),
        },
    }
}

impl From<PrintError> for ApiError {
    fn from(e: PrintError) -> ApiError {
        match e {
            PrintError::NoRound => ApiError::BadRequest("print-round"),
        }
    }
}

impl School {
    /// Each player's language (by pairing number): their learner's own,
    /// or `otherwise`.
    async fn print_langs(
        &self,
        class: &ClassId,
        c: &ClassTournament,
        otherwise: Lang,
    ) -> ApiResult<Vec<Lang>> {
        let rows: Vec<(String, Option<String>)> =
            sqlx::query_as("SELECT id, lang FROM learners WHERE class_id = $1")
                .bind(&class.0)
                .fetch_all(&self.db.pool)
                .await?;
        let langs: HashMap<String, Option<String>> = rows.into_iter().collect();
        Ok(c.tournament
            .players
            .iter()
            .map(|p| {
                p.learner
                    .as_ref()
                    .and_then(|l| langs.get(l.as_str()))
                    .and_then(|code| {
                        Lang::ALL
                            .into_iter()
                            .find(|l| Some(l.code()) == code.as_deref())
                    })
                    .unwrap_or(otherwise)
            })
            .collect())
    }
}

/// `GET /api/teacher/tournaments/{id}/print/{pairings|standings|sheets|certificates}`
async fn print_page(
    State(s): State<AppState>,
    t: Teacher,
    Path((id, kind)): Path<(String, String)>,
    q: Result<Query<PrintQuery>, QueryRejection>,
) -> ApiResult<Response> {
    let id = tournament_id(&id)?;
    let Query(q) = q.map_err(|_| ApiError::BadRequest("print-query"))?;
    let lang = lang_of(q.lang.as_deref())?;
    if !PRINT_KINDS.contains(&kind.as_str()) {
        return Err(ApiError::NotFound);
    }
    let c = s.school.tournament_read(&t.0, id).await?;
    let langs = if kind == "certificates" {
        s.school.print_langs(&t.0, &c, lang).await?
    } else {
        Vec::new()
    };
    Ok(html(
        StatusCode::OK,
        render(c, &kind, q.round, lang, langs, (s.clock)()).await?,
    ))
}

/// One printed page of a tournament (a class's, or the core of one
/// across classes): `langs` gives each player's language by pairing
/// number for the certificates.
pub(super) async fn render(
    c: ClassTournament,
    kind: &str,
    round: Option<u32>,
    lang: Lang,
    langs: Vec<Lang>,
    now: u64,
) -> ApiResult<String> {
    let kind = kind.to_owned();
    let round = match kind.as_str() {
        "pairings" | "sheets" => round_of(&c, round)?,
        _ => 0,
    };
    // Fluent's bundles are built once a page: off the async workers.
    let page = tokio::task::spawn_blocking(move || -> Result<String, PrintError> {
        let w = Words::new(lang);
        match kind.as_str() {
            "pairings" => print::pairings(&c, round, &w),
            "sheets" => print::sheets(&c, round, &w),
            "standings" => Ok(print::standings(&c, &w)),
            _ => {
                let when = print::month_of(&c.tournament.date).unwrap_or(print::month_at(now));
                let of = |n: u32| langs.get(n as usize - 1).copied().unwrap_or(lang);
                Ok(print::certificates(&c, &w, &of, when))
            }
        }
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))??;
    Ok(page)
}

/// `GET /hall/{secret}`: the hall's screen, or a page saying the link is
/// closed (404).
async fn hall_page(
    State(s): State<AppState>,
    Path(hall): Path<String>,
    q: Result<Query<LangQuery>, QueryRejection>,
) -> ApiResult<Response> {
    let Query(q) = q.map_err(|_| ApiError::BadRequest("print-query"))?;
    let lang = lang_of(q.lang.as_deref())?;
    let found = match s.school.tournament_by_hall(&hall).await {
        Ok(c) => Some(c),
        Err(ApiError::NotFound) => None,
        Err(e) => return Err(e),
    };
    let (status, page) = tokio::task::spawn_blocking(move || {
        let w = Words::new(lang);
        match found {
            Some(c) => (StatusCode::OK, print::hall(&c, &w)),
            None => (StatusCode::NOT_FOUND, print::hall_closed(&w)),
        }
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok(html(status, page))
}
