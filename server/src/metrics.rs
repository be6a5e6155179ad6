//! `/metrics` in Prometheus' text form, on a listener of its own
//! (`--metrics ADDR:PORT`, off unless given): what it tells (who waits to
//! be paired, above all) is the host's to know, not every visitor's.

use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::Ordering;

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use crate::hub::Hub;
use crate::refusal::Refusal;

impl Hub {
    /// `/metrics` in Prometheus' text form.
    pub fn metrics(&self) -> String {
        let mut out = String::new();
        let mut put = |name: &str, kind: &str, help: &str, value: u64| {
            let _ = write!(out, "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {value}\n");
        };
        let gauge = |value: usize| u64::try_from(value).unwrap_or(u64::MAX);
        put(
            "pegs_connections_open",
            "gauge",
            "Signalling connections open now.",
            self.signalling_open.load(Ordering::Relaxed),
        );
        put(
            "pegs_connections_total",
            "counter",
            "Signalling connections let in.",
            self.signalling_total.load(Ordering::Relaxed),
        );
        put(
            "pegs_tcp_connections_open",
            "gauge",
            "Connections of every kind held now.",
            gauge(self.limits.places_held()),
        );
        put(
            "pegs_tcp_connections_limit",
            "gauge",
            "Connections the server holds at most.",
            gauge(self.limits.max_connections()),
        );
        put("pegs_rooms", "gauge", "Rooms with someone in them.", gauge(self.rooms.count()));
        put("pegs_addresses", "gauge", "Addresses kept for their limits.", gauge(self.limits.addresses()));
        put(
            "pegs_waiting_for_a_pair",
            "gauge",
            "Players waiting to be paired with a stranger.",
            gauge(self.rooms.waiting()),
        );
        put(
            "pegs_signals_relayed_total",
            "counter",
            "Signals passed to the other peer of a room.",
            self.relayed.load(Ordering::Relaxed),
        );
        put(
            "pegs_stun_answers_total",
            "counter",
            "STUN Binding requests answered (the server's own STUN).",
            self.stun_answers.load(Ordering::Relaxed),
        );
        out.push_str("# HELP pegs_refusals_total Connections refused or ended early, by reason.\n");
        out.push_str("# TYPE pegs_refusals_total counter\n");
        for refusal in Refusal::ALL {
            let count = self.refusals[refusal.index()].load(Ordering::Relaxed);
            let _ = writeln!(out, "pegs_refusals_total{{reason=\"{}\"}} {count}", refusal.name());
        }
        out
    }
}

/// The metrics listener's one page.
pub fn router(hub: Arc<Hub>) -> Router {
    Router::new().route("/metrics", get(metrics)).with_state(hub)
}

async fn metrics(State(hub): State<Arc<Hub>>) -> impl IntoResponse {
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], hub.metrics())
}

/// Serves `/metrics` on `listener` until `shutdown` resolves.
pub async fn serve(
    listener: tokio::net::TcpListener,
    hub: Arc<Hub>,
    shutdown: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    axum::serve(listener, router(hub)).with_graceful_shutdown(shutdown).await
}
