//! `GET /ice`: the STUN and TURN servers the host wants its games to use
//! (`crate::iceservers`), as a JSON array in the shape of the browser's
//! `RTCIceServer`. The games ask afresh for every new connection, so that
//! TURN credentials are always new. By default the server answers STUN
//! itself (`crate::stun`), so that games behind ordinary routers meet with
//! no third party at all.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::SystemTime;

use axum::extract::{ConnectInfo, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use crate::hub::Hub;

/// `GET /ice`: the servers, or 429 for an address that asks too often. Any
/// page may read it (a page on a static host names this server with
/// `?server=`), unless the host named the origins it serves.
pub async fn ice(
    State(hub): State<Arc<Hub>>,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let origin = headers.get(header::ORIGIN).cloned();
    let allowed = &hub.config.allowed_origins;
    let share = match &origin {
        _ if allowed.is_empty() => Some(HeaderValue::from_static("*")),
        Some(origin) if crate::signal::origin_allowed(allowed, &headers) => Some(origin.clone()),
        _ => None,
    };
    if let Err(refusal) = hub.limits.ask_ice(from.ip()) {
        let refusal = hub.refuse(refusal);
        return (refusal.status(), refusal.reason()).into_response();
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let body = hub.config.ice.servers(host, SystemTime::now()).to_string();
    let mut response = (StatusCode::OK, [(header::CONTENT_TYPE, "application/json")], body).into_response();
    let answer = response.headers_mut();
    answer.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(share) = share {
        answer.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, share);
        answer.insert(header::VARY, HeaderValue::from_static("origin"));
    }
    response
}
