//! Listening: on every interface at port 8080 unless told otherwise, over
//! HTTP or, with a certificate, HTTPS (rustls); the addresses a teacher
//! types on the children's devices, printed at the start; a clean stop on
//! Ctrl+C or SIGTERM.

use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;
use std::sync::Arc;

use axum::Router;
use axum::extract::ConnectInfo;
use tokio::net::TcpListener;

use super::log;

/// The default: every interface (IPv6 and IPv4), port 8080.
pub fn default_listen() -> Vec<SocketAddr> {
    vec![SocketAddr::from(([0u16; 8], 8080))]
}

async fn bind(addr: SocketAddr) -> Result<TcpListener, String> {
    match TcpListener::bind(addr).await {
        Ok(l) => Ok(l),
        // No IPv6 on this machine: every IPv4 interface instead.
        Err(_) if addr.ip() == IpAddr::from([0u16; 8]) => {
            TcpListener::bind(SocketAddr::from(([0, 0, 0, 0], addr.port())))
                .await
                .map_err(|e| format!("cannot listen on port {}: {e}", addr.port()))
        }
        Err(e) => Err(format!("cannot listen on {addr}: {e}")),
    }
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

/// Serves `app` on every address of `listen` until the server is stopped.
pub async fn serve(
    app: Router,
    listen: &[SocketAddr],
    tls: Option<&(PathBuf, PathBuf)>,
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
    let mut tasks = Vec::new();
    for listener in listeners {
        let app = app.clone();
        let acceptor = acceptor.clone();
        tasks.push(tokio::spawn(async move {
            match acceptor {
                None => axum::serve(
                    listener,
                    app.into_make_service_with_connect_info::<SocketAddr>(),
                )
                .with_graceful_shutdown(shutdown())
                .await
                .map_err(|e| e.to_string()),
                Some(acceptor) => serve_tls(listener, app, acceptor).await,
            }
        }));
    }
    for t in tasks {
        t.await.map_err(|e| e.to_string())??;
    }
    log("stopped");
    Ok(())
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

async fn serve_tls(
    listener: TcpListener,
    app: Router,
    acceptor: tokio_rustls::TlsAcceptor,
) -> Result<(), String> {
    use hyper_util::rt::{TokioExecutor, TokioIo};
    use hyper_util::server::conn::auto::Builder;
    use hyper_util::service::TowerToHyperService;
    let stop = shutdown();
    tokio::pin!(stop);
    loop {
        let (stream, peer) = tokio::select! {
            () = &mut stop => return Ok(()),
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(_) => continue,
            },
        };
        let acceptor = acceptor.clone();
        let app = app.clone();
        tokio::spawn(async move {
            let Ok(stream) = acceptor.accept(stream).await else {
                return;
            };
            // Where the request came from, as plain HTTP gives it.
            let app = app.layer(axum::Extension(ConnectInfo(peer)));
            let service = TowerToHyperService::new(app);
            let _ = Builder::new(TokioExecutor::new())
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
    }
}
