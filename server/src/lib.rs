//! `pegs-server` hosts Pegs & Stones on one port: the web game at `/` and
//! the signalling that introduces two games to each other at
//! `/signal/<room>`, in matchbox's protocol (what `matchbox_server` speaks,
//! so native games and pages reach it alike), the STUN and TURN servers
//! the games should use at `/ice` (STUN answered on UDP by the server
//! itself unless the host names others), plus `/healthz`; `/metrics` on a
//! listener of its own.
//!
//! It faces the internet, so it keeps to what two players of one game need
//! and holds every client to a share: at most two peers in a room, a signal
//! delivered only to a peer of the sender's own room, signalling messages of
//! a few kilobytes at a game's pace, caps on what one address holds and
//! opens (counted behind a trusted proxy by the address the proxy names) and
//! on what everyone holds together, time limits on every step a client could
//! stall, and a stop that ends within seconds whatever clients do.
//!
//! The parts: [`config`] (every limit), [`proxy`] (whose connection it is),
//! [`limits`] (what an address holds), [`rooms`] (rooms and pairing),
//! [`signal`] (the signalling socket), [`ice`] (`/ice`), [`stun`], [`files`]
//! (the web files), [`metrics`], [`listen`] (connections and stopping), [`tls`].

use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware;
use axum::response::IntoResponse;
use axum::routing::get;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

pub mod config;
pub mod files;
mod hub;
pub mod ice;
pub mod iceservers;
pub mod limits;
pub mod listen;
pub mod metrics;
pub mod proxy;
mod refusal;
pub mod rooms;
pub mod signal;
pub mod stun;
pub mod tls;

pub use config::Config;
pub use files::{content_security_policy, stays_inside};
pub use hub::Hub;
pub use refusal::Refusal;
pub use rooms::{Entry, LONGEST_ROOM, PEERS_PER_ROOM, ROOM_PREFIX, valid_room};
pub use signal::MAX_SIGNAL_BYTES;

/// The whole server on its public port: the web game, the signalling, `/ice` and `/healthz`.
pub fn router(hub: Arc<Hub>) -> Router {
    let web = hub.config.web.clone();
    let files =
        ServeDir::new(&web).precompressed_br().precompressed_gzip().append_index_html_on_directories(true);
    let policy = content_security_policy(&web);
    let tags = Arc::new(files::ContentTags::new(web.clone()));
    Router::new()
        .route("/signal/{room}", get(signal::signal))
        .route("/healthz", get(healthz))
        .route("/ice", get(ice::ice))
        .fallback_service(files)
        .layer(middleware::from_fn_with_state(tags, files::tag_by_content))
        .layer(middleware::from_fn_with_state(web, files::inside_web))
        .layer(SetResponseHeaderLayer::overriding(
            header::X_CONTENT_TYPE_OPTIONS,
            HeaderValue::from_static("nosniff"),
        ))
        .layer(SetResponseHeaderLayer::overriding(
            header::REFERRER_POLICY,
            HeaderValue::from_static("no-referrer"),
        ))
        .layer(SetResponseHeaderLayer::if_not_present(header::CONTENT_SECURITY_POLICY, policy))
        .layer(SetResponseHeaderLayer::if_not_present(
            header::CACHE_CONTROL,
            HeaderValue::from_static("no-cache"),
        ))
        .with_state(hub)
}

/// `ok` while serving; 503 once the server is stopping, so that a proxy sends no one new.
async fn healthz(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    if hub.draining() { (StatusCode::SERVICE_UNAVAILABLE, "stopping\n") } else { (StatusCode::OK, "ok\n") }
}

/// Serves the game and the signalling on `listener` until `shutdown`
/// resolves; then stops within seconds (`listen`): every signalling
/// connection is closed as a restart, and games rejoin.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    listen::serve(listener, None, hub.clone(), router(hub), shutdown).await
}

/// As [`serve`], with https and wss: every connection is encrypted with `tls`.
pub async fn serve_tls(
    listener: tokio::net::TcpListener,
    tls: Arc<tls::ServerConfig>,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    listen::serve(listener, Some(tls::acceptor(tls)), hub.clone(), router(hub), shutdown).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rooms_are_the_games_own() {
        assert!(valid_room("pegs-and-stones-ABC234"));
        assert!(!valid_room("pegs-and-stones-"));
        assert!(!valid_room("other-ABC234"));
        assert!(!valid_room("pegs-and-stones-AB C"));
        assert!(!valid_room(&format!("{ROOM_PREFIX}{}", "A".repeat(LONGEST_ROOM))));
    }
}
