//! `wahree serve`: the class server a school's devices share. It serves
//! the browser app to the school's network and keeps the school (classes,
//! teachers, devices, every learner's record) in a database, SQLite in
//! the data folder by default or PostgreSQL for a district, where several
//! servers may share one database and keep no state of their own.
//!
//! GUI-free: it imports the classroom core (records, the merge, the
//! report) and nothing of the app. `school.rs` is the tested core,
//! `api.rs` the HTTP handlers over it, `site.rs` the static site,
//! `learners.rs` a learner's rows, `db.rs` the connection and migrations,
//! `secret.rs` tokens and passwords, `limit.rs` the request limits;
//! the live class (`crate::live` kept in the database) is `live.rs`,
//! how a change is written `live_store.rs`, its rows `live_rows.rs`, its
//! routes `live_api.rs`, its server-sent events `live_stream.rs` woken
//! by `live_hub.rs`; games between two devices (`crate::duel` kept in
//! the database) are `duel.rs`, their rows `duel_rows.rs`, routes
//! `duel_api.rs` and server-sent events `duel_stream.rs`; class
//! tournaments (`crate::tournament::class` kept in the database) are
//! `tournament.rs` and their routes `tournament_api.rs`.

pub mod api;
mod aside;
pub mod copy;
pub mod db;
mod door;
pub mod duel;
pub mod duel_api;
pub mod duel_rows;
pub mod duel_stream;
pub mod error;
mod flush;
pub mod guess;
mod langs;
pub mod learners;
pub mod limit;
pub mod live;
pub mod live_api;
pub mod live_hub;
pub mod live_rows;
mod live_store;
pub mod live_stream;
pub mod net;
mod notify;
pub mod open_tournament;
pub mod open_tournament_api;
pub mod organiser;
mod rename;
pub mod school;
pub mod secret;
pub mod site;
pub mod tournament;
pub mod tournament_api;
pub mod tournament_print;

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::http::{HeaderMap, Uri};
use axum::response::Response;

pub use db::Db;
pub use school::School;

/// How the server is started (`wahree serve`'s options).
#[derive(Clone, Debug)]
pub struct Options {
    pub listen: Vec<SocketAddr>,
    pub site: Option<PathBuf>,
    pub database: String,
    pub tls: Option<(PathBuf, PathBuf)>,
    /// Requests a second from one address (0: no limit), with twice as
    /// many at once.
    pub rate: u32,
    /// What connections may hold (`net::Limits`).
    pub limits: net::Limits,
}

/// The largest request body: a device's sync of a few learners.
pub const MAX_BODY: usize = 4 << 20;

/// Seconds since 1970.
pub fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Milliseconds since 1970: the live class's clock.
pub fn now_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A line in the server's log (standard error), never a panic if it is
/// closed.
pub fn log(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "wahree serve: {line}");
}

/// The whole app: the API, then the site for every other path.
pub fn app(school: School, site: Arc<site::Site>, tls: bool, rate: u32) -> Router {
    // Other servers of a PostgreSQL database wake this one's streams.
    notify::listen(&school);
    let shared = Arc::new(api::Shared {
        school,
        tls,
        clock: now,
    });
    let limiter = Arc::new(limit::Limiter::new(rate));
    api::routes()
        .fallback(move |uri: Uri, headers: HeaderMap| {
            let site = site.clone();
            async move {
                site.ready_for(uri.path(), &headers).await;
                serve_site(&site, &uri, &headers)
            }
        })
        .layer(DefaultBodyLimit::max(MAX_BODY))
        .layer(axum::middleware::from_fn(limit::body_deadline))
        .layer(axum::middleware::from_fn_with_state(
            limiter,
            limit::per_address,
        ))
        .layer(axum::middleware::from_fn(limit::headers))
        .with_state(shared)
}

fn serve_site(site: &site::Site, uri: &Uri, headers: &HeaderMap) -> Response {
    use axum::response::IntoResponse;
    if uri.path().starts_with("/api/") {
        return api_not_found();
    }
    if site.is_empty() {
        return (
            axum::http::StatusCode::NOT_FOUND,
            "No site: build it with `cargo xtask web`, or give --site DIR.",
        )
            .into_response();
    }
    site.get(uri.path(), headers)
}

fn api_not_found() -> Response {
    use axum::response::IntoResponse;
    error::ApiError::NotFound.into_response()
}

/// Gives memory of large blocks (a password hash's 19 MiB, a sync's
/// body) back to the system once freed. glibc otherwise raises its
/// threshold for such blocks after the first is freed and keeps the later
/// ones in each thread's heap: after a flood of sign-ins the server held
/// a few hundred megabytes it no longer used.
fn return_large_blocks() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt sets a parameter of the allocator; called before
    // the server's threads allocate much.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
    }
}

/// Runs the server until it is stopped (Ctrl+C or SIGTERM).
pub async fn run(options: Options) -> Result<(), String> {
    return_large_blocks();
    let db = Db::open(&options.database).await?;
    // Read now, compressed once the server listens (a debug build takes
    // tens of seconds over it): meanwhile files go plain.
    let site = match site::find(options.site.as_deref()) {
        Some(dir) => tokio::task::spawn_blocking(move || site::Site::read(&dir))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e| format!("cannot read the site: {e}"))?,
        None => {
            log(
                "no site found (build it with `cargo xtask web`, or give --site DIR): serving the API only",
            );
            site::Site::default()
        }
    };
    let site = Arc::new(site);
    if site.dir.is_some() {
        let site = Arc::clone(&site);
        tokio::task::spawn_blocking(move || {
            site.compress();
            let (plain, sent) = site.sizes();
            let dir = site.dir.as_deref().unwrap_or(Path::new(""));
            log(&format!(
                "site {} ({:.1} MB, {:.1} MB compressed)",
                dir.display(),
                plain as f64 / 1e6,
                sent as f64 / 1e6
            ));
        });
    }
    let app = app(
        School::new(db.clone()),
        site,
        options.tls.is_some(),
        options.rate,
    );
    // Devices unused for a school year are forgotten: now, and every six
    // hours while the server runs.
    let sweeper = School::new(db.clone());
    tokio::spawn(async move {
        loop {
            match sweeper.expire_devices(now()).await {
                Ok(0) => {}
                Ok(n) => log(&format!(
                    "{n} devices unused for {} days forgotten",
                    school::DEVICE_DAYS
                )),
                Err(e) => log(&format!("cannot forget old devices: {}", e.id())),
            }
            tokio::time::sleep(std::time::Duration::from_secs(6 * 3600)).await;
        }
    });
    let files = net::raise_open_files();
    let mut limits = options.limits;
    // Room kept for the database, the site and the log.
    limits.total = limits
        .total
        .min(usize::try_from(files.saturating_sub(128)).unwrap_or(usize::MAX))
        .max(16);
    net::serve(app, &options.listen, options.tls.as_ref(), limits).await
}
