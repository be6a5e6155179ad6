//! The listener: every connection from its accepting to its end, and the
//! server's stopping.
//!
//! A connection takes a place among all the server holds (below the
//! open-file limit) and one among its address's; from a trusted proxy it
//! first says whose it is (a PROXY header, within a few seconds; without
//! one, each request names its client in `X-Forwarded-For`); with a
//! certificate its TLS handshake comes next, within a few seconds, and an
//! address may have only a few under way at once. Its requests' heads must
//! come within [`Config::request_time`](crate::Config::request_time) (a
//! kept-alive connection with no request in it ends after that long too),
//! and a write that makes no progress for
//! [`Config::stall_time`](crate::Config::stall_time) ends it. Every place is
//! held by the connection's own stream, so it is given back however the
//! connection ends, a WebSocket's included (which keeps the stream).
//!
//! Stopping: `/healthz` says 503 for [`Config::drain`](crate::Config::drain)
//! while everything else goes on, so that a proxy sends no one new; then
//! nobody is accepted, WebSockets are closed as a restart (1012) and
//! requests under way have [`Config::grace`](crate::Config::grace) to end;
//! whatever is left then is dropped.

use std::future::Future;
use std::io;
use std::net::SocketAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::task::{Context, Poll};
use std::time::Duration;

use axum::Router;
use axum::extract::ConnectInfo;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::{TcpListener, TcpStream};
use tokio::task::JoinSet;
use tokio_io_timeout::TimeoutStream;
use tower::ServiceExt;
use tracing::{debug, warn};

use crate::hub::{Hub, Stage};
use crate::limits::{Hold, Slot};
use crate::proxy::{self, Prefixed, Told};
use crate::refusal::Refusal;
use crate::tls::TlsAcceptor;

/// The most bytes a connection buffers of a request (its head, above all).
const REQUEST_BUFFER_BYTES: usize = 16 * 1024;

/// What a connection's bytes go through, whatever is beneath.
trait Io: AsyncRead + AsyncWrite + Send + Unpin + 'static {}
impl<T: AsyncRead + AsyncWrite + Send + Unpin + 'static> Io for T {}

/// Serves `router` on `listener` (with TLS where `tls` is given) until
/// `shutdown` resolves, then stops as the module says.
pub async fn serve(
    listener: TcpListener,
    tls: Option<TlsAcceptor>,
    hub: Arc<Hub>,
    router: Router,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> io::Result<()> {
    let mut connections = JoinSet::new();
    let draining = {
        let hub = hub.clone();
        async move {
            shutdown.await;
            hub.enter(Stage::Draining);
            tokio::time::sleep(hub.config.drain).await;
        }
    };
    tokio::pin!(draining);
    loop {
        tokio::select! {
            () = &mut draining => break,
            accepted = listener.accept() => match accepted {
                Ok((tcp, from)) => {
                    if let Some(places) = admit(&hub, from) {
                        connections.spawn(connection(tcp, from, places, tls.clone(), router.clone(), hub.clone()));
                    }
                }
                Err(e) => {
                    // Out of file handles, for one: wait, then go on.
                    warn!("accepting: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
            },
            Some(_) = connections.join_next(), if !connections.is_empty() => {}
        }
    }
    drop(listener);
    hub.enter(Stage::Closing);
    let grace = tokio::time::sleep(hub.config.grace);
    tokio::pin!(grace);
    while !connections.is_empty() || hub.signalling_open.load(Ordering::Relaxed) > 0 {
        tokio::select! {
            () = &mut grace => break,
            _ = connections.join_next(), if !connections.is_empty() => {}
            () = tokio::time::sleep(Duration::from_millis(20)) => {}
        }
    }
    hub.enter(Stage::Gone);
    connections.shutdown().await;
    // The WebSockets' own tasks end as they see the stage: a moment for that.
    for _ in 0..50 {
        if hub.signalling_open.load(Ordering::Relaxed) == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    Ok(())
}

/// The places a new connection from `from` takes, if there are any free.
fn admit(hub: &Hub, from: SocketAddr) -> Option<Vec<Slot>> {
    let refused = |refusal: Refusal| {
        debug!(address = %from.ip(), reason = refusal.name(), "not accepted");
        hub.refuse(refusal);
        None
    };
    let place = match hub.limits.place() {
        Ok(place) => place,
        Err(refusal) => return refused(refusal),
    };
    // A trusted proxy is not held to an address's caps: its clients are, once it has named them.
    if hub.config.trusts(from.ip()) {
        return Some(vec![place]);
    }
    match hub.limits.hold(from.ip(), Hold::Connection) {
        Ok(own) => Some(vec![place, own]),
        Err(refusal) => refused(refusal),
    }
}

/// One connection: whose it is, its handshake, then HTTP until it ends.
async fn connection(
    tcp: TcpStream,
    from: SocketAddr,
    mut places: Vec<Slot>,
    tls: Option<TlsAcceptor>,
    router: Router,
    hub: Arc<Hub>,
) {
    let config = &hub.config;
    let mut forwarded = false;
    let (client, counted, stream) = if config.trusts(from.ip()) {
        match proxy::read_header(tcp, config.handshake_time).await {
            Ok((Told::Client(client), stream)) => match hub.limits.hold(client.ip(), Hold::Connection) {
                Ok(own) => {
                    places.push(own);
                    (client, true, stream)
                }
                Err(refusal) => {
                    hub.refuse(refusal);
                    return;
                }
            },
            // The proxy's own connection (its health checks): its address, held to no address's cap.
            Ok((Told::Own, stream)) => (from, false, stream),
            // HTTP from the proxy: each request says whose it is.
            Ok((Told::Forwarded, stream)) => {
                forwarded = true;
                (from, false, stream)
            }
            Err(problem) => {
                debug!(address = %from.ip(), ?problem, "a trusted proxy's connection without its header");
                hub.refuse(Refusal::NoProxyHeader);
                return;
            }
        }
    } else {
        (from, true, Prefixed::plain(tcp))
    };
    let io: Box<dyn Io> = match tls {
        None => Box::new(stream),
        Some(acceptor) => {
            let pending = if counted {
                match hub.limits.hold(client.ip(), Hold::Handshake) {
                    Ok(pending) => Some(pending),
                    Err(refusal) => {
                        hub.refuse(refusal);
                        return;
                    }
                }
            } else {
                None
            };
            let shaken = crate::tls::accept(&acceptor, stream, config.handshake_time).await;
            drop(pending);
            match shaken {
                Ok(tls) => Box::new(tls),
                Err(problem) => {
                    debug!(address = %client.ip(), "no TLS handshake: {problem}");
                    hub.refuse(Refusal::NoHandshake);
                    return;
                }
            }
        }
    };
    let mut timed = TimeoutStream::new(io);
    timed.set_write_timeout(Some(config.stall_time));
    let io = Holding { io: Box::pin(timed), _places: places };
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        let named = forwarded.then(|| proxy::forwarded_for(request.headers())).flatten();
        let client = named.map_or(client, |ip| SocketAddr::new(ip, 0));
        request.extensions_mut().insert(ConnectInfo(client));
        router.clone().oneshot(request)
    });
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(TokioTimer::new()).header_read_timeout(config.request_time).max_buf_size(REQUEST_BUFFER_BYTES);
    let served = http.serve_connection(TokioIo::new(io), service).with_upgrades();
    tokio::pin!(served);
    let ended = tokio::select! {
        ended = served.as_mut() => ended,
        () = hub.reached(Stage::Closing) => {
            // Closed when idle; a response under way goes out first.
            served.as_mut().graceful_shutdown();
            served.await
        }
    };
    if let Err(problem) = ended {
        if problem.is_timeout() || timed_out(&problem) {
            hub.refuse(Refusal::TooSlow);
        }
        debug!(address = %client.ip(), "connection: {problem}");
    }
}

/// Whether an error came from a write that made no progress in time.
fn timed_out(error: &(dyn std::error::Error + 'static)) -> bool {
    let mut source = Some(error);
    while let Some(error) = source {
        if error.downcast_ref::<io::Error>().is_some_and(|e| e.kind() == io::ErrorKind::TimedOut) {
            return true;
        }
        source = error.source();
    }
    false
}

/// A connection's stream with the places it holds: given back when the
/// stream goes, after an upgrade too.
struct Holding {
    io: Pin<Box<TimeoutStream<Box<dyn Io>>>>,
    _places: Vec<Slot>,
}

impl AsyncRead for Holding {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_read(cx, buf)
    }
}

impl AsyncWrite for Holding {
    fn poll_write(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
        self.io.as_mut().poll_write(cx, buf)
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.io.as_mut().poll_shutdown(cx)
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        self.io.as_mut().poll_write_vectored(cx, bufs)
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }
}
