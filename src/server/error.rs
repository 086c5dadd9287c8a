//! The server's one error type: what went wrong, as a status code and a
//! short id a client turns into words (`server-…` in `classroom.ftl`).
//! The database's own messages go to the server's log, never to a child.

use axum::http::{HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

#[derive(Debug)]
pub enum ApiError {
    /// The request could not be understood (malformed JSON, a bad field).
    BadRequest(&'static str),
    /// No device token, or no teacher's session.
    Unauthorized,
    /// A token, but not for this (another class's learner, say).
    Forbidden,
    /// Forbidden, with the id of why (a child not in the game, a card
    /// not picked on this device).
    Denied(&'static str),
    NotFound,
    /// The records' format is not this server's (a device newer or older).
    Conflict(&'static str),
    TooLarge,
    /// Too many tries: wait this many seconds.
    TooMany(u64),
    /// A number out of its range, naming the field (`journal.at`).
    OutOfRange(&'static str),
    /// A class or a learner holds all it may (its devices, its facts).
    Full(&'static str),
    /// The server is at its bound for this kind of work (password checks
    /// queued): try again in this many seconds.
    Busy(u64),
    /// The database or the disk failed; the detail is logged.
    Internal(String),
    /// Refused with details beside the id (a tournament's problems, the
    /// line of a file): the status, the id, and an object of fields.
    Detailed(StatusCode, &'static str, serde_json::Value),
}

impl ApiError {
    pub fn status(&self) -> StatusCode {
        match self {
            ApiError::BadRequest(_) => StatusCode::BAD_REQUEST,
            ApiError::Unauthorized => StatusCode::UNAUTHORIZED,
            ApiError::Forbidden | ApiError::Denied(_) => StatusCode::FORBIDDEN,
            ApiError::NotFound => StatusCode::NOT_FOUND,
            ApiError::Conflict(_) => StatusCode::CONFLICT,
            ApiError::TooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::TooMany(_) => StatusCode::TOO_MANY_REQUESTS,
            ApiError::OutOfRange(_) => StatusCode::BAD_REQUEST,
            ApiError::Busy(_) => StatusCode::SERVICE_UNAVAILABLE,
            ApiError::Full(_) => StatusCode::FORBIDDEN,
            ApiError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
            ApiError::Detailed(status, ..) => *status,
        }
    }

    /// The id a client words.
    pub fn id(&self) -> &'static str {
        match self {
            ApiError::BadRequest(id)
            | ApiError::Conflict(id)
            | ApiError::Full(id)
            | ApiError::Denied(id)
            | ApiError::Detailed(_, id, _) => id,
            ApiError::Unauthorized => "unauthorized",
            ApiError::Forbidden => "forbidden",
            ApiError::NotFound => "not-found",
            ApiError::TooLarge => "too-large",
            ApiError::TooMany(_) => "too-many",
            ApiError::OutOfRange(_) => "out-of-range",
            ApiError::Busy(_) => "busy",
            ApiError::Internal(_) => "internal",
        }
    }
}

impl From<sqlx::Error> for ApiError {
    fn from(e: sqlx::Error) -> ApiError {
        ApiError::Internal(e.to_string())
    }
}

impl IntoResponse for ApiError {
    fn into_response(self) -> Response {
        if let ApiError::Internal(detail) = &self {
            eprintln!("wahree serve: {detail}");
        }
        let body = match &self {
            ApiError::OutOfRange(field) => {
                serde_json::json!({ "error": self.id(), "field": field }).to_string()
            }
            ApiError::Detailed(_, id, detail) => {
                let mut body = serde_json::json!({ "error": id });
                if let (Some(b), Some(d)) = (body.as_object_mut(), detail.as_object()) {
                    for (k, v) in d {
                        b.entry(k.clone()).or_insert_with(|| v.clone());
                    }
                }
                body.to_string()
            }
            _ => serde_json::json!({ "error": self.id() }).to_string(),
        };
        let mut r = (self.status(), body).into_response();
        r.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        );
        if let ApiError::TooMany(secs) | ApiError::Busy(secs) = self
            && let Ok(v) = HeaderValue::from_str(&secs.max(1).to_string())
        {
            r.headers_mut().insert(header::RETRY_AFTER, v);
        }
        r
    }
}

pub type ApiResult<T> = Result<T, ApiError>;
