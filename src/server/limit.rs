//! Limits on what one address may ask: a number of requests a second
//! (with a burst of twice that), so that a runaway page or a guessing
//! script cannot crowd out a class; and the headers every answer carries.
//! Kept per server process: a district's servers each limit what reaches
//! them (the teacher's wrong-password wait is in the database, shared).

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::HeaderValue;
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use super::error::ApiError;

/// A token bucket per address.
pub struct Limiter {
    rate: f64,
    buckets: Mutex<HashMap<IpAddr, (f64, Instant)>>,
}

impl Limiter {
    /// `rate` requests a second per address; 0 for no limit.
    pub fn new(rate: u32) -> Limiter {
        Limiter {
            rate: f64::from(rate),
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Whether `ip` may make a request at `now`; if not, the seconds to
    /// wait.
    pub fn allow(&self, ip: IpAddr, now: Instant) -> Result<(), u64> {
        if self.rate <= 0.0 {
            return Ok(());
        }
        let burst = self.rate * 2.0;
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        if buckets.len() > 100_000 {
            // A flood of addresses: forget the full buckets.
            buckets.retain(|_, (tokens, at)| {
                *tokens + now.duration_since(*at).as_secs_f64() * self.rate < burst
            });
        }
        let (tokens, at) = buckets.entry(ip).or_insert((burst, now));
        *tokens = (*tokens + now.duration_since(*at).as_secs_f64() * self.rate).min(burst);
        *at = now;
        if *tokens >= 1.0 {
            *tokens -= 1.0;
            Ok(())
        } else {
            Err(((1.0 - *tokens) / self.rate).ceil() as u64)
        }
    }
}

pub async fn per_address(
    State(limiter): State<Arc<Limiter>>,
    req: Request,
    next: Next,
) -> Response {
    let ip = req
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|c| c.0.ip());
    if let Some(ip) = ip
        && let Err(wait) = limiter.allow(ip, Instant::now())
    {
        return ApiError::TooMany(wait).into_response();
    }
    next.run(req).await
}

/// How long a request's body may take to arrive, whole.
pub const BODY_SECONDS: u64 = 60;

/// Gives every request body a deadline: a body still arriving after
/// [`BODY_SECONDS`] fails (its request gets a 400), so a client that
/// sends a byte now and then holds nothing for long.
pub async fn body_deadline(req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    let body = axum::body::Body::new(Deadline {
        inner: body,
        end: Box::pin(tokio::time::sleep(std::time::Duration::from_secs(
            BODY_SECONDS,
        ))),
    });
    next.run(Request::from_parts(parts, body)).await
}

/// A body that fails once its deadline passes.
struct Deadline {
    inner: axum::body::Body,
    end: std::pin::Pin<Box<tokio::time::Sleep>>,
}

impl axum::body::HttpBody for Deadline {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<hyper::body::Frame<Self::Data>, Self::Error>>> {
        use std::future::Future;
        if self.end.as_mut().poll(cx).is_ready() {
            return std::task::Poll::Ready(Some(Err(axum::Error::new("the body came too slowly"))));
        }
        std::pin::Pin::new(&mut self.inner).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> hyper::body::SizeHint {
        self.inner.size_hint()
    }
}

/// Bytes of sync bodies read at once by the whole server (each counted
/// by its length, a body of unknown length as the largest): bounds the
/// memory that devices' syncs may take together, whatever their number.
pub const SYNC_BYTES: usize = 32 << 20;
/// Syncs that may wait for room; one more is answered 503 at once.
pub const SYNC_QUEUE: usize = 256;
const UNIT: usize = 64 << 10;

static ROOM: std::sync::LazyLock<tokio::sync::Semaphore> =
    std::sync::LazyLock::new(|| tokio::sync::Semaphore::new(SYNC_BYTES / UNIT));
static WAITING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Room for one sync's body, taken before it is read (after its device is
/// known) and held until its answer is made.
pub struct Room(#[allow(dead_code)] tokio::sync::SemaphorePermit<'static>);

impl<S: Send + Sync> axum::extract::FromRequestParts<S> for Room {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut axum::http::request::Parts,
        _: &S,
    ) -> Result<Room, ApiError> {
        use std::sync::atomic::Ordering;
        let len = parts
            .headers
            .get(axum::http::header::CONTENT_LENGTH)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.parse::<usize>().ok())
            .unwrap_or(super::MAX_BODY)
            .min(super::MAX_BODY);
        let units = u32::try_from(len / UNIT + 1).unwrap_or(u32::MAX);
        if WAITING.fetch_add(1, Ordering::AcqRel) >= SYNC_QUEUE {
            WAITING.fetch_sub(1, Ordering::AcqRel);
            return Err(ApiError::Busy(1));
        }
        // Out of the line however the wait ends (a client that hung up).
        struct Waiting;
        impl Drop for Waiting {
            fn drop(&mut self) {
                WAITING.fetch_sub(1, Ordering::AcqRel);
            }
        }
        let waiting = Waiting;
        let permit = ROOM.acquire_many(units).await;
        drop(waiting);
        permit
            .map(Room)
            .map_err(|e| ApiError::Internal(e.to_string()))
    }
}

/// Headers every answer carries: no other site may frame the app or read
/// its answers, and nothing guesses types.
pub async fn headers(req: Request, next: Next) -> Response {
    let mut r = next.run(req).await;
    let h = r.headers_mut();
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    h.entry("x-content-type-options")
        .or_insert(HeaderValue::from_static("nosniff"));
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_burst_passes_then_the_rate_holds() {
        let l = Limiter::new(10);
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let t0 = Instant::now();
        for _ in 0..20 {
            assert!(l.allow(ip, t0).is_ok());
        }
        assert!(l.allow(ip, t0).is_err(), "the burst is 20");
        assert!(l.allow(ip, t0 + Duration::from_millis(110)).is_ok());
        let other: IpAddr = "127.0.0.2".parse().unwrap();
        assert!(l.allow(other, t0).is_ok(), "each address its own");
        assert!(Limiter::new(0).allow(ip, t0).is_ok());
    }
}
