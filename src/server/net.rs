//! Listening: on every interface at port 8080 unless told otherwise, over
//! HTTP or, with a certificate, HTTPS (rustls); the addresses a teacher
//! types on the children's devices, printed at the start; a clean stop on
//! Ctrl+C or SIGTERM. Every connection is bounded: headers within 10 s, no
//! connection silent for a minute, at most 128 open from one address and
//! 4,096 in all, each one past these answered at once and closed.

use std::collections::HashMap;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::ConnectInfo;
use tokio::net::TcpListener;

use super::log;

/// The default: every interface (IPv6 and IPv4), port 8080.
pub fn default_listen() -> Vec<SocketAddr> {
    vec![SocketAddr::from(([0u16; 8], 8080))]
}

async fn bind(addr: SocketAddr) -> Result<TcpListener, String> {
    match listen_on(addr) {
        Ok(l) => Ok(l),
        // No IPv6 on this machine: every IPv4 interface instead.
        Err(_) if addr.ip() == IpAddr::from([0u16; 8]) => {
            listen_on(SocketAddr::from(([0, 0, 0, 0], addr.port())))
                .map_err(|e| format!("cannot listen on port {}: {e}", addr.port()))
        }
        Err(e) => Err(format!("cannot listen on {addr}: {e}")),
    }
}

/// Connections the system may hold for us before we accept them (Linux
/// caps it at `net.core.somaxconn`, 4,096 by default). A burst of
/// hundreds of connections at once overflowed the usual 1,024 while the
/// server was busy, and a connection dropped there is tried again by its
/// client only a second later: a whole second for a bystander.
const BACKLOG: u32 = 4096;

fn listen_on(addr: SocketAddr) -> std::io::Result<TcpListener> {
    let socket = match addr {
        SocketAddr::V4(_) => tokio::net::TcpSocket::new_v4()?,
        SocketAddr::V6(_) => tokio::net::TcpSocket::new_v6()?,
    };
    // As std's and tokio's own bind do: a restarted server gets its port
    // back at once.
    #[cfg(unix)]
    socket.set_reuseaddr(true)?;
    socket.bind(addr)?;
    socket.listen(BACKLOG)
}

/// The machine's own addresses (not loopback), for the printed links.
pub fn local_addresses() -> Vec<IpAddr> {
    let mut out = Vec::new();
    #[cfg(unix)]
    // SAFETY: getifaddrs gives a list this function frees once read; each
    // address is read only through the family its header names.
    unsafe {
        let mut list: *mut libc::ifaddrs = std::ptr::null_mut();
        if libc::getifaddrs(&mut list) == 0 {
            let mut at = list;
            while !at.is_null() {
                let a = (*at).ifa_addr;
                if !a.is_null() {
                    match i32::from((*a).sa_family) {
                        libc::AF_INET => {
                            let s = &*(a as *const libc::sockaddr_in);
                            out.push(IpAddr::from(u32::from_be(s.sin_addr.s_addr).to_be_bytes()));
                        }
                        libc::AF_INET6 => {
                            let s = &*(a as *const libc::sockaddr_in6);
                            out.push(IpAddr::from(s.sin6_addr.s6_addr));
                        }
                        _ => {}
                    }
                }
                at = (*at).ifa_next;
            }
            libc::freeifaddrs(list);
        }
    }
    out.retain(|ip| match ip {
        IpAddr::V4(v4) => !v4.is_loopback() && !v4.is_link_local(),
        IpAddr::V6(v6) => !v6.is_loopback() && (v6.segments()[0] & 0xffc0) != 0xfe80,
    });
    out.sort();
    out.dedup();
    out
}

/// The links to print for a listener on `addr`.
pub fn links(addr: SocketAddr, tls: bool) -> Vec<String> {
    let scheme = if tls { "https" } else { "http" };
    let port = addr.port();
    let show = |ip: IpAddr| match ip {
        IpAddr::V4(v4) => format!("{scheme}://{v4}:{port}/"),
        IpAddr::V6(v6) => format!("{scheme}://[{v6}]:{port}/"),
    };
    if addr.ip().is_unspecified() {
        let mut out: Vec<String> = local_addresses()
            .into_iter()
            .filter(|ip| ip.is_ipv4() || addr.is_ipv6())
            .map(show)
            .collect();
        out.push(format!("{scheme}://localhost:{port}/ (this computer)"));
        out
    } else {
        vec![show(addr.ip())]
    }
}

async fn shutdown() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())
        {
            s.recv().await;
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        () = ctrl_c => {},
        () = term => {},
    }
    // The live streams end, so the graceful shutdown need not wait on them.
    super::live_hub::closing();
}

/// What one connection and one address may hold (docs/server.md,
/// "Limits").
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Connections open at once from one address (0: no limit, behind a
    /// proxy that is the one address the server sees).
    pub per_address: usize,
    /// Connections open at once in all: past it a new one is answered
    /// 503 and closed, never left waiting, so the process keeps file
    /// descriptors for the database and its log.
    pub total: usize,
    /// A request's headers must all arrive within this.
    pub header: Duration,
    /// A connection with no byte either way for this long is closed (a
    /// live stream sends a comment every 15 s).
    pub idle: Duration,
}

impl Limits {
    pub const DEFAULT: Limits = Limits {
        per_address: 128,
        total: 4096,
        header: Duration::from_secs(10),
        idle: Duration::from_secs(60),
    };
}

/// Raises this process's limit of open files to what the system allows
/// it (systemd's default soft limit is 1,024, its hard one far more);
/// what it is then.
pub fn raise_open_files() -> u64 {
    #[cfg(unix)]
    // SAFETY: getrlimit and setrlimit read and write one plain struct.
    unsafe {
        let mut l = libc::rlimit {
            rlim_cur: 0,
            rlim_max: 0,
        };
        if libc::getrlimit(libc::RLIMIT_NOFILE, &mut l) == 0 {
            if l.rlim_cur < l.rlim_max {
                let want = libc::rlimit {
                    rlim_cur: l.rlim_max,
                    rlim_max: l.rlim_max,
                };
                if libc::setrlimit(libc::RLIMIT_NOFILE, &want) == 0 {
                    l = want;
                }
            }
            #[allow(clippy::useless_conversion)] // rlim_t is u32 on some systems
            return u64::try_from(l.rlim_cur).unwrap_or(u64::MAX);
        }
    }
    1024
}

/// Connections open now, by address.
#[derive(Default)]
struct Open {
    total: usize,
    by: HashMap<IpAddr, usize>,
}

/// A connection's place, let go when it closes.
struct Place {
    open: Arc<Mutex<Open>>,
    ip: IpAddr,
}

impl Drop for Place {
    fn drop(&mut self) {
        let mut o = self.open.lock().unwrap_or_else(|e| e.into_inner());
        o.total = o.total.saturating_sub(1);
        if let Some(n) = o.by.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                o.by.remove(&self.ip);
            }
        }
    }
}

/// A place for a connection from `ip`, or the status to answer it with.
fn admit(open: &Arc<Mutex<Open>>, ip: IpAddr, limits: &Limits) -> Result<Place, &'static [u8]> {
    let mut o = open.lock().unwrap_or_else(|e| e.into_inner());
    if o.total >= limits.total {
        return Err(b"HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    }
    let mine = o.by.get(&ip).copied().unwrap_or(0);
    if limits.per_address > 0 && mine >= limits.per_address {
        return Err(b"HTTP/1.1 429 Too Many Requests\r\nRetry-After: 5\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
    }
    o.total += 1;
    o.by.insert(ip, mine + 1);
    Ok(Place {
        open: Arc::clone(open),
        ip,
    })
}

/// Serves `app` on every address of `listen` until the server is stopped.
pub async fn serve(
    app: Router,
    listen: &[SocketAddr],
    tls: Option<&(PathBuf, PathBuf)>,
    limits: Limits,
) -> Result<(), String> {
    let mut listeners = Vec::new();
    for &addr in listen {
        listeners.push(bind(addr).await?);
    }
    let acceptor = match tls {
        Some((cert, key)) => Some(tls_acceptor(cert, key)?),
        None => None,
    };
    println!("Wahree's class server is running. On each child's device, open:");
    for l in &listeners {
        let addr = l.local_addr().map_err(|e| e.to_string())?;
        for link in links(addr, acceptor.is_some()) {
            println!("    {link}");
        }
    }
    println!("Stop it with Ctrl+C.");
    let open = Arc::new(Mutex::new(Open::default()));
    let graceful = Arc::new(hyper_util::server::graceful::GracefulShutdown::new());
    let stop = shutdown();
    tokio::pin!(stop);
    let mut accepting = tokio::task::JoinSet::new();
    for listener in listeners {
        accepting.spawn(accept(
            listener,
            app.clone(),
            acceptor.clone(),
            limits,
            Arc::clone(&open),
            Arc::clone(&graceful),
        ));
    }
    tokio::select! {
        () = &mut stop => {}
        Some(ended) = accepting.join_next() => {
            ended.map_err(|e| e.to_string())??;
        }
    }
    accepting.abort_all();
    // Requests under way end (streams end with `live_hub::closing`), for
    // at most a few seconds.
    if let Ok(g) = Arc::try_unwrap(graceful) {
        let _ = tokio::time::timeout(Duration::from_secs(5), g.shutdown()).await;
    }
    log("stopped");
    Ok(())
}

async fn accept(
    listener: TcpListener,
    app: Router,
    acceptor: Option<tokio_rustls::TlsAcceptor>,
    limits: Limits,
    open: Arc<Mutex<Open>>,
    graceful: Arc<hyper_util::server::graceful::GracefulShutdown>,
) -> Result<(), String> {
    loop {
        let (stream, peer) = match listener.accept().await {
            Ok(a) => a,
            // Out of file descriptors, say: wait a moment, never spin.
            Err(_) => {
                tokio::time::sleep(Duration::from_millis(50)).await;
                continue;
            }
        };
        let place = match admit(&open, peer.ip(), &limits) {
            Ok(p) => p,
            Err(answer) => {
                if acceptor.is_none() {
                    tokio::spawn(refuse(stream, answer));
                }
                continue;
            }
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let acceptor = acceptor.clone();
        let watcher = graceful.watcher();
        tokio::spawn(async move {
            let _place = place;
            let io = Quiet::new(stream);
            let last = io.last.clone();
            let serve = async move {
                match acceptor {
                    None => connection(io, app, peer, &limits, watcher).await,
                    Some(acceptor) => {
                        let Ok(Ok(tls)) =
                            tokio::time::timeout(limits.header, acceptor.accept(io)).await
                        else {
                            return;
                        };
                        connection(tls, app, peer, &limits, watcher).await;
                    }
                }
            };
            tokio::select! {
                () = serve => {}
                () = idle(last, limits.header, limits.idle) => {}
            }
        });
    }
}

/// Answers a connection there is no room for, and closes it.
async fn refuse(mut stream: tokio::net::TcpStream, answer: &'static [u8]) {
    use tokio::io::AsyncWriteExt;
    let _ = tokio::time::timeout(Duration::from_secs(2), stream.write_all(answer)).await;
    let _ = stream.shutdown().await;
}

/// Serves HTTP/1.1 or HTTP/2 on one connection.
async fn connection<I>(
    io: I,
    app: Router,
    peer: SocketAddr,
    limits: &Limits,
    watcher: hyper_util::server::graceful::Watcher,
) where
    I: tokio::io::AsyncRead + tokio::io::AsyncWrite + Unpin + Send + 'static,
{
    use hyper_util::rt::{TokioExecutor, TokioIo, TokioTimer};
    use hyper_util::server::conn::auto::Builder;
    use hyper_util::service::TowerToHyperService;
    // Where the request came from, for the limits and the guesses.
    let app = app.layer(axum::Extension(ConnectInfo(peer)));
    let service = TowerToHyperService::new(app);
    let mut builder = Builder::new(TokioExecutor::new());
    builder
        .http1()
        .timer(TokioTimer::new())
        .header_read_timeout(limits.header);
    // No HTTP/2 pings of the server's own: they would keep a silent
    // connection from ever being idle.
    builder
        .http2()
        .timer(TokioTimer::new())
        .max_concurrent_streams(64);
    let conn = builder.serve_connection_with_upgrades(TokioIo::new(io), service);
    let _ = watcher.watch(conn.into_owned()).await;
}

/// Ends when the connection has sent nothing within `first` of opening
/// (HTTP/2's detection waits for bytes before any header timeout
/// starts), or has then moved no byte for `limit`.
async fn idle(last: Arc<AtomicU64>, first: Duration, limit: Duration) {
    let start = Instant::now();
    loop {
        let moved = last.load(Ordering::Relaxed);
        let at = start + Duration::from_millis(moved);
        let until = at + if moved == 0 { first } else { limit };
        if Instant::now() >= until {
            return;
        }
        tokio::time::sleep_until(until.into()).await;
    }
}

/// A connection that notes when it last moved a byte (milliseconds after
/// it was opened).
struct Quiet<S> {
    inner: S,
    start: Instant,
    last: Arc<AtomicU64>,
}

impl<S> Quiet<S> {
    fn new(inner: S) -> Quiet<S> {
        Quiet {
            inner,
            start: Instant::now(),
            last: Arc::new(AtomicU64::new(0)),
        }
    }

    fn moved(&self) {
        let ms = u64::try_from(self.start.elapsed().as_millis())
            .unwrap_or(u64::MAX)
            .max(1);
        self.last.store(ms, Ordering::Relaxed);
    }
}

impl<S: tokio::io::AsyncRead + Unpin> tokio::io::AsyncRead for Quiet<S> {
    fn poll_read(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &mut tokio::io::ReadBuf<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        let before = buf.filled().len();
        let r = std::pin::Pin::new(&mut self.inner).poll_read(cx, buf);
        if buf.filled().len() > before {
            self.moved();
        }
        r
    }
}

impl<S: tokio::io::AsyncWrite + Unpin> tokio::io::AsyncWrite for Quiet<S> {
    fn poll_write(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        buf: &[u8],
    ) -> std::task::Poll<std::io::Result<usize>> {
        let r = std::pin::Pin::new(&mut self.inner).poll_write(cx, buf);
        if matches!(r, std::task::Poll::Ready(Ok(n)) if n > 0) {
            self.moved();
        }
        r
    }

    // Passed on, so that hyper writes a body's shared bytes as they are
    // instead of copying them into a buffer of its own.
    fn poll_write_vectored(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
        bufs: &[std::io::IoSlice<'_>],
    ) -> std::task::Poll<std::io::Result<usize>> {
        let r = std::pin::Pin::new(&mut self.inner).poll_write_vectored(cx, bufs);
        if matches!(r, std::task::Poll::Ready(Ok(n)) if n > 0) {
            self.moved();
        }
        r
    }

    fn is_write_vectored(&self) -> bool {
        self.inner.is_write_vectored()
    }

    fn poll_flush(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.inner).poll_flush(cx)
    }

    fn poll_shutdown(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<std::io::Result<()>> {
        std::pin::Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

fn tls_acceptor(
    cert: &std::path::Path,
    key: &std::path::Path,
) -> Result<tokio_rustls::TlsAcceptor, String> {
    use rustls::pki_types::pem::PemObject;
    use rustls::pki_types::{CertificateDer, PrivateKeyDer};
    let certs: Vec<CertificateDer<'static>> = CertificateDer::pem_file_iter(cert)
        .map_err(|e| format!("cannot read the certificate {}: {e}", cert.display()))?
        .collect::<Result<_, _>>()
        .map_err(|e| format!("cannot read the certificate {}: {e}", cert.display()))?;
    let key = PrivateKeyDer::from_pem_file(key)
        .map_err(|e| format!("cannot read the key {}: {e}", key.display()))?;
    let config = rustls::ServerConfig::builder_with_provider(Arc::new(
        rustls::crypto::ring::default_provider(),
    ))
    .with_safe_default_protocol_versions()
    .map_err(|e| e.to_string())?
    .with_no_client_auth()
    .with_single_cert(certs, key)
    .map_err(|e| format!("the certificate and key do not go together: {e}"))?;
    let mut config = config;
    config.alpn_protocols = vec![b"h2".to_vec(), b"http/1.1".to_vec()];
    Ok(tokio_rustls::TlsAcceptor::from(Arc::new(config)))
}
