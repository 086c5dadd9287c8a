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
