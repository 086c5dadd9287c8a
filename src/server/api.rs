//! The HTTP front of the class server: thin handlers over [`School`], with
//! typed extractors for who asks (a device of a class, a signed-in
//! teacher). Every route checks who asks before it reads or writes.

use std::sync::Arc;

use axum::extract::rejection::JsonRejection;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, header};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use serde::Deserialize;

use super::error::{ApiError, ApiResult};
use super::school::{ClassId, School};
use crate::classroom::sync::{self, Request};
use crate::classroom::{Classroom, LearnerId, Library, Loaded, class_list, report};

/// What every handler shares.
pub struct Shared {
    pub school: School,
    /// Whether the server speaks HTTPS (the cookie is then `Secure`).
    pub tls: bool,
    pub clock: fn() -> u64,
}

pub type AppState = Arc<Shared>;

const COOKIE: &str = "wahree_session";

/// The device asking: its class, from its bearer token.
pub struct Device(pub ClassId);

/// The teacher asking: their class, from their session cookie.
pub struct Teacher(pub ClassId, String);

pub(super) fn bearer(parts: &Parts) -> Option<&str> {
    parts
        .headers
        .get(header::AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
        .map(str::trim)
}

fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v)
}

impl FromRequestParts<AppState> for Device {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Device> {
        let token = bearer(parts).ok_or(ApiError::Unauthorized)?;
        if token.len() != 64 {
            return Err(ApiError::Unauthorized);
        }
        Ok(Device(
            state.school.device_at(token, (state.clock)()).await?,
        ))
    }
}

impl FromRequestParts<AppState> for Teacher {
    type Rejection = ApiError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> ApiResult<Teacher> {
        let token = cookie(&parts.headers, COOKIE).ok_or(ApiError::Unauthorized)?;
        if token.len() != 64 {
            return Err(ApiError::Unauthorized);
        }
        let class = state.school.session(token, (state.clock)()).await?;
        Ok(Teacher(class, token.to_owned()))
    }
}

/// Where the request came from (none without a socket: a test's
/// `oneshot`).
pub struct Peer(pub Option<std::net::IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for Peer {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Peer, Self::Rejection> {
        Ok(Peer(
            parts
                .extensions
                .get::<axum::extract::ConnectInfo<std::net::SocketAddr>>()
                .map(|c| c.0.ip()),
        ))
    }
}

/// The largest body of a request that is read before anything is
/// authorized (a join, a sign-in: a code and a password).
pub const SMALL_BODY: usize = 4 << 10;

/// A JSON body, its rejection in our words (400 for what is not JSON or
/// not the right shape, 413 for too much, 415 for no JSON at all).
pub struct Body<T>(pub T);

/// Bodies larger than this are parsed aside (`PARSER`): parsing a
/// sync of megabytes on the runtime's threads held up every other
/// request for as long.
const PARSE_ASIDE: usize = 64 << 10;
/// Where big bodies are parsed: two threads at a lower priority than the
/// answering ones, so that syncs of megabytes never hold up a small
/// request (their number is bounded by `limit::Room`).
static PARSER: std::sync::LazyLock<super::aside::Pool> =
    std::sync::LazyLock::new(|| super::aside::Pool::new("parse", 2));

impl<T, S> axum::extract::FromRequest<S> for Body<T>
where
    T: serde::de::DeserializeOwned + Send + 'static,
    S: Send + Sync,
{
    type Rejection = ApiError;

    async fn from_request(req: axum::extract::Request, state: &S) -> ApiResult<Body<T>> {
        let json = req
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| {
                let v = v.split(';').next().unwrap_or("").trim();
                v == "application/json" || (v.starts_with("application/") && v.ends_with("+json"))
            });
        if !json {
            return Err(ApiError::BadRequest("not-json"));
        }
        let bytes = match axum::body::Bytes::from_request(req, state).await {
            Ok(b) => b,
            Err(e) if e.status() == axum::http::StatusCode::PAYLOAD_TOO_LARGE => {
                return Err(ApiError::TooLarge);
            }
            // A body cut short (or too slow): not too large, just not all
            // there.
            Err(_) => return Err(ApiError::BadRequest("body")),
        };
        let len = bytes.len();
        let parse = move || {
            Json::<T>::from_bytes(&bytes)
                .map(|Json(v)| Body(v))
                .map_err(|_: JsonRejection| ApiError::BadRequest("bad-json"))
        };
        if len > PARSE_ASIDE {
            PARSER
                .run(parse)
                .await
                .ok_or_else(|| ApiError::Internal("the parsers stopped".into()))?
        } else {
            parse()
        }
    }
}

pub fn routes() -> Router<AppState> {
    use axum::extract::DefaultBodyLimit;
    let small = || DefaultBodyLimit::max(SMALL_BODY);
    Router::new()
        .route("/api/hello", get(hello))
        .route("/api/join", post(join).layer(small()))
        .route("/api/sync", post(sync_learners))
        .route("/api/teacher/sign-in", post(sign_in).layer(small()))
        .route("/api/teacher/sign-out", post(sign_out))
        .route("/api/teacher/class", get(class))
        .route("/api/teacher/export.csv", get(export))
        .route("/api/teacher/learners/{id}", get(learner))
        .route("/api/teacher/learners/{id}", delete(remove))
        .route("/api/teacher/learners/{id}/name", post(rename))
        .route("/api/teacher/devices", get(devices))
        .route("/api/teacher/devices/{id}", delete(forget_device))
        .route("/api/teacher/class/code", post(new_code).layer(small()))
        .route("/api/teacher/learners/{id}/merge", post(merge))
        .route("/api/teacher/langs", post(set_langs))
        .merge(super::live_api::routes())
        .merge(super::duel_api::routes())
        .merge(super::tournament_api::routes())
        .merge(super::tournament_print::routes())
        .merge(super::organiser::routes())
        .merge(super::open_tournament_api::routes())
}

/// That this is a Wahree class server, and the format it speaks: a page
/// or an app checks it before it joins.
async fn hello() -> Response {
    Json(serde_json::json!({
        "server": "wahree",
        "version": env!("CARGO_PKG_VERSION"),
        "format": sync::FORMAT,
    }))
    .into_response()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct JoinBody {
    code: String,
}

async fn join(
    State(s): State<AppState>,
    Peer(from): Peer,
    Body(b): Body<JoinBody>,
) -> ApiResult<Response> {
    if b.code.len() > 32 {
        return Err(ApiError::BadRequest("code"));
    }
    let (token, class) = s.school.join_from(&b.code, (s.clock)(), from).await?;
    Ok(Json(serde_json::json!({ "token": token, "class": class })).into_response())
}

async fn sync_learners(
    State(s): State<AppState>,
    Device(class): Device,
    _room: super::limit::Room,
    Body(req): Body<Request>,
) -> ApiResult<Response> {
    let now = (s.clock)();
    Ok(Json(s.school.sync_at(&class, req, now).await?).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SignIn {
    code: String,
    password: String,
}

async fn sign_in(
    State(s): State<AppState>,
    Peer(from): Peer,
    Body(b): Body<SignIn>,
) -> ApiResult<Response> {
    if b.code.len() > 32 || b.password.len() > 1024 {
        return Err(ApiError::BadRequest("sign-in"));
    }
    let (token, card) = s
        .school
        .sign_in_from(&b.code, &b.password, (s.clock)(), from)
        .await?;
    let mut r = Json(card).into_response();
    let cookie = format!(
        "{COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict; Max-Age={}{}",
        super::school::SESSION_SECONDS,
        if s.tls { "; Secure" } else { "" }
    );
    if let Ok(v) = HeaderValue::from_str(&cookie) {
        r.headers_mut().insert(header::SET_COOKIE, v);
    }
    Ok(r)
}

async fn sign_out(State(s): State<AppState>, Teacher(_, token): Teacher) -> ApiResult<Response> {
    s.school.sign_out(&token).await?;
    let mut r = Json(serde_json::json!({})).into_response();
    r.headers_mut().insert(
        header::SET_COOKIE,
        HeaderValue::from_static("wahree_session=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0"),
    );
    Ok(r)
}

/// The class for its teacher: its card (name, code), every learner's
/// summary, and the learners who share a name or a card (to fix).
async fn class(State(s): State<AppState>, Teacher(class, _): Teacher) -> ApiResult<Response> {
    let card = s.school.card(&class).await?;
    let learners = s.school.summaries(&class).await?;
    let duplicates = crate::classroom::duplicates::duplicates(&learners);
    Ok(Json(serde_json::json!({
        "format": sync::FORMAT,
        "class": card,
        "learners": learners,
        "duplicates": duplicates,
    }))
    .into_response())
}

#[derive(Deserialize)]
struct MergeBody {
    /// The other record of the same child, which goes into this one.
    gone: String,
}

/// Two records of one child made one: the one named in the body goes
/// into the one in the path. The learner kept, whole.
async fn merge(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Path(id): Path<String>,
    Body(b): Body<MergeBody>,
) -> ApiResult<Response> {
    let keep = learner_id(&id)?;
    let gone = learner_id(&b.gone)?;
    let l = s.school.merge_learners(&class, &keep, &gone).await?;
    Ok(Json(l).into_response())
}

/// The class's progress as the desktop's "Save as CSV" writes it, from the
/// shipped lessons and puzzles, with English headings.
async fn export(State(s): State<AppState>, Teacher(class, _): Teacher) -> ApiResult<Response> {
    let learners = s.school.summaries(&class).await?;
    let csv = tokio::task::spawn_blocking(move || {
        let english = crate::i18n::Localizer::new(crate::lang::Lang::En);
        let loaded = Loaded {
            learners,
            ..Loaded::default()
        };
        let room = Classroom::new(loaded, Library::shipped());
        class_list::csv(&report::table(&room, &|id| english.tr(id)))
    })
    .await
    .map_err(|e| ApiError::Internal(e.to_string()))?;
    Ok((
        [
            (header::CONTENT_TYPE, "text/csv; charset=utf-8"),
            (
                header::CONTENT_DISPOSITION,
                "attachment; filename=\"class.csv\"",
            ),
        ],
        csv,
    )
        .into_response())
}

fn learner_id(id: &str) -> ApiResult<LearnerId> {
    LearnerId::try_from(id.to_owned()).map_err(|_| ApiError::BadRequest("learner-id"))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NameBody {
    name: String,
}

/// The teacher renames a child (on a joined device, the teacher alone).
async fn rename(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Path(id): Path<String>,
    Body(b): Body<NameBody>,
) -> ApiResult<Response> {
    if b.name.len() > 1024 {
        return Err(ApiError::BadRequest("name-too-long"));
    }
    let now = (s.clock)();
    s.school
        .rename(&class, &learner_id(&id)?, &b.name, now)
        .await?;
    Ok(Json(serde_json::json!({})).into_response())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LangsBody {
    learners: Vec<String>,
    /// `own`, `class` or a language's code.
    lang: String,
    second: Option<String>,
}

/// The teacher gives several children their languages at once.
async fn set_langs(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Body(b): Body<LangsBody>,
) -> ApiResult<Response> {
    use super::langs::First;
    let first = First::parse(&b.lang).ok_or(ApiError::BadRequest("lang"))?;
    let second = match b.second.as_deref() {
        None => None,
        Some(code) => match First::parse(code) {
            Some(First::Lang(l)) => Some(l),
            _ => return Err(ApiError::BadRequest("lang")),
        },
    };
    if b.learners.len() > super::langs::MAX_CHILDREN {
        return Err(ApiError::BadRequest("learners"));
    }
    let who = b
        .learners
        .iter()
        .map(|id| learner_id(id))
        .collect::<ApiResult<Vec<_>>>()?;
    let now = (s.clock)();
    s.school.set_langs(&class, &who, first, second, now).await?;
    Ok(Json(serde_json::json!({})).into_response())
}

/// One child's data, whole: what the school gives a parent who asks.
async fn learner(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    let l = s.school.learner(&class, &learner_id(&id)?).await?;
    Ok(Json(l).into_response())
}

/// Removes a child and everything kept about them.
async fn remove(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    s.school.remove(&class, &learner_id(&id)?).await?;
    Ok(Json(serde_json::json!({})).into_response())
}

/// The class's devices (the teacher's view: "forget this device").
async fn devices(State(s): State<AppState>, Teacher(class, _): Teacher) -> ApiResult<Response> {
    Ok(Json(serde_json::json!({ "devices": s.school.devices(&class).await? })).into_response())
}

/// Forgets one device of the class: its token opens nothing any more.
async fn forget_device(
    State(s): State<AppState>,
    Teacher(class, _): Teacher,
    Path(id): Path<String>,
) -> ApiResult<Response> {
    s.school.forget_device(&class, &id).await?;
    Ok(Json(serde_json::json!({})).into_response())
}

/// A new code for the class; answers its card with the code.
async fn new_code(State(s): State<AppState>, Teacher(class, _): Teacher) -> ApiResult<Response> {
    Ok(Json(s.school.new_code(&class).await?).into_response())
}
