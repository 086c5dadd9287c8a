//! Organisers (docs/tournaments.md, "The organiser"; docs/server.md,
//! "Organisers"): a person above the teachers, added on the command line
//! (`wahree serve organiser add NAME`), who signs in by name and password
//! for a session cookie of their own. A teacher's session is no
//! organiser's, nor the other way round. Wrong passwords are slowed as a
//! teacher's are: by address (`guess.rs`) and by account.

use axum::extract::{FromRequestParts, State};
use axum::http::request::Parts;
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;

use super::api::{AppState, Body, Peer};
use super::error::{ApiError, ApiResult};
use super::school::{
    CLASS_GUESS_BUDGET, CLASS_GUESS_LEAK, MIN_PASSWORD, SESSION_SECONDS, School, clamp_i64,
};
use super::secret;

const COOKIE: &str = "wahree_organiser";
/// The longest organiser's name.
pub const MAX_NAME: usize = 60;

/// An organiser's account.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct OrganiserCard {
    pub id: String,
    pub name: String,
}

/// The organiser asking, from their session cookie.
pub struct Organiser(pub OrganiserCard, String);

fn cookie(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == COOKIE)
        .map(|(_, v)| v)
}

impl FromRequestParts<AppState> for Organiser {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Organiser> {
        let token = cookie(parts).ok_or(ApiError::Unauthorized)?;
        if token.len() != 64 {
            return Err(ApiError::Unauthorized);
        }
        let card = state
            .school
            .organiser_session(token, (state.clock)())
            .await?;
        Ok(Organiser(card, token.to_owned()))
    }
}

impl School {
    /// Adds an organiser (a name no other has) with their password.
    pub async fn add_organiser(
        &self,
        name: &str,
        password: &str,
        now: u64,
    ) -> ApiResult<OrganiserCard> {
        let name = name.trim();
        if name.is_empty()
            || name.chars().count() > MAX_NAME
            || name.chars().any(char::is_control)
            || crate::classroom::names::has_invisible(name)
        {
            return Err(ApiError::BadRequest("organiser-name"));
        }
        if password.chars().count() < MIN_PASSWORD {
            return Err(ApiError::BadRequest("password-short"));
        }
        let hash = secret::hash_password(password.to_owned()).await?;
        let card = OrganiserCard {
            id: secret::token()[..16].to_owned(),
            name: name.to_owned(),
        };
        let added = sqlx::query(
            "INSERT INTO organisers (id, name, password, created) VALUES ($1, $2, $3, $4) \
             ON CONFLICT DO NOTHING",
        )
        .bind(&card.id)
        .bind(&card.name)
        .bind(&hash)
        .bind(clamp_i64(now))
        .execute(&self.db.pool)
        .await?;
        if added.rows_affected() != 1 {
            return Err(ApiError::Conflict("organiser-taken"));
        }
        self.db.durable().await?;
        Ok(card)
    }

    /// Every organiser, by name.
    pub async fn organisers(&self) -> ApiResult<Vec<OrganiserCard>> {
        let rows: Vec<(String, String)> =
            sqlx::query_as("SELECT id, name FROM organisers ORDER BY name")
                .fetch_all(&self.db.pool)
                .await?;
        Ok(rows
            .into_iter()
            .map(|(id, name)| OrganiserCard { id, name })
            .collect())
    }

    /// An organiser signs in from the address `from`: a session token for
    /// the cookie. Wrong tries are counted as a teacher's are.
    pub async fn organiser_sign_in(
        &self,
        name: &str,
        password: &str,
        now: u64,
        from: Option<std::net::IpAddr>,
    ) -> ApiResult<(String, OrganiserCard)> {
        self.guarded(now, from, |clean| {
            self.organiser_check(name, password, now, clean)
        })
        .await
    }

    async fn organiser_check(
        &self,
        name: &str,
        password: &str,
        now: u64,
        clean: bool,
    ) -> ApiResult<(String, OrganiserCard)> {
        let row: Option<(String, String, String, i64, i64)> = sqlx::query_as(
            "SELECT id, name, password, guesses, guessed FROM organisers WHERE name = $1",
        )
        .bind(name.trim())
        .fetch_optional(&self.db.pool)
        .await?;
        let Some((id, name, hash, guesses, guessed)) = row else {
            // As long as a real check: a wrong name tells nothing.
            let _ = secret::verify_password(password.to_owned(), secret::DUMMY_HASH.into()).await?;
            return Err(ApiError::Unauthorized);
        };
        let now_i = clamp_i64(now);
        let level = guesses
            .saturating_sub(now_i.saturating_sub(guessed).max(0) / CLASS_GUESS_LEAK)
            .max(0);
        if level >= CLASS_GUESS_BUDGET && !clean {
            return Err(ApiError::TooMany(CLASS_GUESS_LEAK as u64));
        }
        if !secret::verify_password(password.to_owned(), hash).await? {
            sqlx::query("UPDATE organisers SET guesses = $1, guessed = $2 WHERE id = $3")
                .bind(level.saturating_add(1))
                .bind(now_i)
                .bind(&id)
                .execute(&self.db.pool)
                .await?;
            self.db.durable().await?;
            return Err(ApiError::Unauthorized);
        }
        let token = secret::token();
        let mut tx = self.db.pool.begin().await?;
        sqlx::query("DELETE FROM organiser_sessions WHERE expires < $1")
            .bind(now_i)
            .execute(&mut *tx)
            .await?;
        sqlx::query(
            "INSERT INTO organiser_sessions (token, organiser_id, expires) VALUES ($1, $2, $3)",
        )
        .bind(secret::digest(&token))
        .bind(&id)
        .bind(clamp_i64(now.saturating_add(SESSION_SECONDS)))
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        self.db.durable().await?;
        Ok((token, OrganiserCard { id, name }))
    }

    /// The organiser whose session this is, if it has not expired.
    pub async fn organiser_session(&self, token: &str, now: u64) -> ApiResult<OrganiserCard> {
        let row: Option<(String, String, i64)> = sqlx::query_as(
            "SELECT o.id, o.name, s.expires FROM organiser_sessions s \
             JOIN organisers o ON o.id = s.organiser_id WHERE s.token = $1",
        )
        .bind(secret::digest(token))
        .fetch_optional(&self.db.pool)
        .await?;
        match row {
            Some((id, name, expires)) if expires as u64 > now => Ok(OrganiserCard { id, name }),
            _ => Err(ApiError::Unauthorized),
        }
    }

    pub async fn organiser_sign_out(&self, token: &str) -> ApiResult<()> {
        sqlx::query("DELETE FROM organiser_sessions WHERE token = $1")
            .bind(secret::digest(token))
            .execute(&self.db.pool)
            .await?;
        self.db.durable().await?;
        Ok(())
    }
}

pub fn routes() -> Router<AppState> {
    use axum::extract::DefaultBodyLimit;
    Router::new()
        .route(
            "/api/organiser/sign-in",
            post(sign_in).layer(DefaultBodyLimit::max(super::api::SMALL_BODY)),
        )
        .route("/api/organiser/sign-out", post(sign_out))
        .route("/api/organiser", get(me))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SignIn {
    name: String,
    password: String,
}

async fn sign_in(
    State(s): State<AppState>,
    Peer(from): Peer,
    Body(b): Body<SignIn>,
) -> ApiResult<Response> {
    if b.name.len() > 4 * MAX_NAME || b.password.len() > 1024 {
        return Err(ApiError::BadRequest("sign-in"));
    }
    let (token, card) = s
        .school
        .organiser_sign_in(&b.name, &b.password, (s.clock)(), from)
        .await?;
    let mut r = Json(card).into_response();
    let cookie = format!(
        "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={SESSION_SECONDS}{}",
        if s.tls { "; Secure" } else { "" }
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    Ok(r)
}

async fn sign_out(State(s): State<AppState>, o: Organiser) -> ApiResult<Response> {
    s.school.organiser_sign_out(&o.1).await?;
    let mut r = Json(serde_json::json!({})).into_response();
    r.headers_mut().insert(
        header::SET_COOKIE,
        HeaderValue::from_static("wahree_organiser=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"),
    );
    Ok(r)
}

/// Who is signed in.
async fn me(o: Organiser) -> ApiResult<Response> {
    Ok(Json(o.0).into_response())
}
