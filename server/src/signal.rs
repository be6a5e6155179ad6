//! `/signal/<room>`: matchbox's signalling over a WebSocket, one peer's
//! connection from its id to its leaving. Signalling messages are a few
//! kilobytes at most (larger ones end the connection before they are read
//! whole), come at a game's pace (a peer that floods is cut off), and the
//! socket is closed when nothing is heard for a while.
//!
//! Axum's WebSocket with matchbox's message types, not
//! `matchbox_signaling`'s server: its upgrade takes WebSocket defaults the
//! server cannot change (128 KiB read and write buffers a connection and
//! messages up to 64 MiB), and its rooms relay signals to any peer id.

use std::net::SocketAddr;
use std::str::FromStr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Instant;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, RawQuery, State};
use axum::http::{HeaderMap, header};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use matchbox_protocol::{JsonPeerRequest, PeerId, PeerRequest};
use tokio::sync::mpsc;
use tracing::info;

use crate::hub::{Hub, Stage};
use crate::limits::{Hold, Slot};
use crate::refusal::Refusal;
use crate::rooms::{Entry, NotIn, Relayed, valid_room};

/// The largest signalling message read, in bytes (a browser's offer with
/// its candidates is 2–6 KB); a larger one ends its connection.
pub const MAX_SIGNAL_BYTES: usize = 16 * 1024;
/// Bytes a connection reads from its socket at a time.
const READ_BUFFER_BYTES: usize = 4 * 1024;
/// Messages that may wait for a slow peer before more are dropped.
const QUEUE: usize = 16;
/// A moment past a silent peer's time, before a newcomer asks for its seat again.
const RETRY_SLACK: std::time::Duration = std::time::Duration::from_millis(50);

/// Whether a page from `origin` may use the signalling: every page when the
/// host named no origins, else its own pages (the origin is the address it
/// was asked at) and those of the origins named. A request without an
/// origin is not a page's (a native game's) and is welcome.
pub fn origin_allowed(allowed: &[String], headers: &HeaderMap) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else { return true };
    if allowed.is_empty() || allowed.iter().any(|a| a.trim_end_matches('/').eq_ignore_ascii_case(origin)) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origins_host = origin.split_once("://").map(|(_, rest)| rest);
    host.is_some_and(|host| origins_host.is_some_and(|o| o.eq_ignore_ascii_case(host)))
}

/// The upgrade to a signalling WebSocket, or why not.
pub async fn signal(
    State(hub): State<Arc<Hub>>,
    Path(room): Path<String>,
    RawQuery(query): RawQuery,
    ConnectInfo(from): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    upgrade: WebSocketUpgrade,
) -> Response {
    let refused = |refusal: Refusal| {
        let refusal = hub.refuse(refusal);
        info!(address = %from.ip(), room = %room.escape_debug(), reason = refusal.name(), "refused");
        (refusal.status(), refusal.reason()).into_response()
    };
    let Some(entry) = Entry::from_query(query.as_deref()).filter(|_| valid_room(&room)) else {
        return refused(Refusal::BadRoom);
    };
    if !origin_allowed(&hub.config.allowed_origins, &headers) {
        return refused(Refusal::OtherOrigin);
    }
    // A full room is refused after the upgrade, with a close code and reason
    // (4409): a browser never shows a page why an upgrade was refused.
    let slot = match hub.limits.hold(from.ip(), Hold::Signalling) {
        Ok(slot) => slot,
        Err(refusal) => return refused(refusal),
    };
    // The slot goes with the callback: given back when the socket ends, or
    // when the upgrade fails and the callback is dropped unrun.
    upgrade
        .read_buffer_size(READ_BUFFER_BYTES)
        .write_buffer_size(0)
        .max_write_buffer_size(MAX_SIGNAL_BYTES * QUEUE)
        .max_message_size(MAX_SIGNAL_BYTES)
        .max_frame_size(MAX_SIGNAL_BYTES)
        .on_upgrade(move |socket| async move {
            let _counted = Counted::new(&hub, slot);
            tokio::select! {
                () = run(&hub, socket, (&room, entry), from) => {}
                // Past the server's grace: whatever is left goes.
                () = hub.reached(Stage::Gone) => {}
            }
        })
}

/// A signalling connection counted in the gauges while it lasts.
struct Counted<'a> {
    hub: &'a Hub,
    _slot: Slot,
}

impl<'a> Counted<'a> {
    fn new(hub: &'a Hub, slot: Slot) -> Self {
        hub.signalling_open.fetch_add(1, Ordering::Relaxed);
        hub.signalling_total.fetch_add(1, Ordering::Relaxed);
        Self { hub, _slot: slot }
    }
}

impl Drop for Counted<'_> {
    fn drop(&mut self) {
        self.hub.signalling_open.fetch_sub(1, Ordering::Relaxed);
    }
}

/// How a connection ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Ending {
    /// The peer closed it or went.
    Left,
    /// The server ended it.
    Refused(Refusal),
    /// The server is stopping.
    Stopping,
}

/// A peer's allowance of signals: `burst` at once, then `per_second`; a
/// whole burst again for every newcomer it is told of (a game under a crowd
/// of joins makes a handshake with each, and is not cut off for it).
struct Allowance {
    tokens: f64,
    burst: f64,
    per_second: f64,
    at: Instant,
    met: u32,
}

impl Allowance {
    fn new((burst, per_second): (u32, u32)) -> Self {
        let burst = f64::from(burst.max(1));
        Self { tokens: burst, burst, per_second: f64::from(per_second), at: Instant::now(), met: 0 }
    }

    /// Takes one signal's worth, `met` newcomers having come so far; false when there is none left.
    fn take(&mut self, met: u32) -> bool {
        if met != self.met {
            self.met = met;
            self.tokens = self.burst;
        }
        let now = Instant::now();
        let earned = now.duration_since(self.at).as_secs_f64() * self.per_second;
        self.tokens = (self.tokens + earned).min(self.burst);
        self.at = now;
        if self.tokens < 1.0 {
            return false;
        }
        self.tokens -= 1.0;
        true
    }
}

/// One peer's connection, from its id to its leaving.
async fn run(hub: &Hub, socket: WebSocket, (asked, entry): (&str, Entry), from: SocketAddr) {
    let id = PeerId(uuid::Uuid::new_v4());
    let (mut sink, mut stream) = socket.split();
    let (outbox, mut queue) = mpsc::channel(QUEUE);
    // What waits for the peer goes out in order, the close last.
    let writer = async move {
        while let Some(message) = queue.recv().await {
            if sink.send(message).await.is_err() {
                break;
            }
        }
    };
    let reader = async move {
        let mut seat = loop {
            match hub.rooms.join(asked, entry, (id, from.ip()), outbox.clone()) {
                Ok(seat) => break seat,
                // A peer there owes its first word: its seat may be this one's in a moment.
                Err(NotIn { retry_in: Some(wait), .. }) => tokio::time::sleep(wait + RETRY_SLACK).await,
                Err(NotIn { refusal, .. }) => {
                    let refusal = hub.refuse(refusal);
                    info!(address = %from.ip(), room = asked, reason = refusal.name(), "refused");
                    let code = if refusal == Refusal::RoomFull { 4409 } else { 4429 };
                    let _ = outbox.try_send(close(code, refusal.reason()));
                    return;
                }
            }
        };
        let room = seat.room.clone();
        let room = room.as_str();
        info!(address = %from.ip(), room, peer = %id, "joined");
        let mut allowance = Allowance::new(hub.config.signals);
        let ending = loop {
            let heard = tokio::select! {
                heard = tokio::time::timeout(hub.config.idle, stream.next()) => heard,
                () = hub.reached(Stage::Closing) => break Ending::Stopping,
                Ok(why) = &mut seat.evicted => break Ending::Refused(hub.refuse(why)),
            };
            match heard {
                Err(_) => break Ending::Refused(hub.refuse(Refusal::Idle)),
                Ok(None | Some(Ok(Message::Close(_)))) => break Ending::Left,
                Ok(Some(Err(_) | Ok(Message::Binary(_)))) => {
                    break Ending::Refused(hub.refuse(Refusal::BadMessage));
                }
                Ok(Some(Ok(Message::Text(text)))) => {
                    if !allowance.take(seat.met.load(std::sync::atomic::Ordering::Relaxed)) {
                        break Ending::Refused(hub.refuse(Refusal::TooChatty));
                    }
                    match JsonPeerRequest::from_str(&text) {
                        Ok(PeerRequest::Signal { receiver, data }) => {
                            if hub.rooms.relay(room, id, receiver, data) == Relayed::Passed {
                                hub.relayed.fetch_add(1, Ordering::Relaxed);
                            }
                        }
                        Ok(PeerRequest::KeepAlive) => {}
                        Err(_) => break Ending::Refused(hub.refuse(Refusal::BadMessage)),
                    }
                }
                Ok(Some(Ok(_))) => {}
            }
        };
        hub.rooms.leave(room, id, ending != Ending::Stopping);
        let said = match ending {
            Ending::Left => "left",
            Ending::Refused(refusal) => refusal.name(),
            Ending::Stopping => "server stopping",
        };
        info!(address = %from.ip(), room, peer = %id, ending = said, "gone");
        let _ = outbox.try_send(match ending {
            Ending::Left => Message::Close(None),
            Ending::Refused(Refusal::TooChatty) => close(4429, Refusal::TooChatty.reason()),
            Ending::Refused(Refusal::Silent) => close(4408, Refusal::Silent.reason()),
            Ending::Refused(Refusal::LetGo) => close(4403, Refusal::LetGo.reason()),
            Ending::Refused(refusal) => close(4400, refusal.reason()),
            // 1012: service restart; the game rejoins its room.
            Ending::Stopping => close(1012, Refusal::Stopping.reason()),
        });
        // The last sender goes with `outbox` at the end of this block: the writer then ends.
    };
    tokio::join!(reader, writer);
}

fn close(code: u16, reason: &str) -> Message {
    Message::Close(Some(CloseFrame { code, reason: reason.into() }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use axum::http::HeaderValue;

    fn asked(origin: Option<&str>, host: &str) -> HeaderMap {
        let mut headers = HeaderMap::new();
        headers.insert(header::HOST, HeaderValue::from_str(host).unwrap());
        if let Some(origin) = origin {
            headers.insert(header::ORIGIN, HeaderValue::from_str(origin).unwrap());
        }
        headers
    }

    #[test]
    fn pages_of_other_sites_are_refused_only_when_origins_are_named() {
        let named = vec!["https://games.example.org".to_string()];
        let evil = asked(Some("https://evil.example.com"), "games.example.org");
        assert!(origin_allowed(&[], &evil), "nothing named: every page");
        assert!(!origin_allowed(&named, &evil));
        assert!(origin_allowed(&named, &asked(Some("https://games.example.org"), "signal.example.org")));
        assert!(
            origin_allowed(&named, &asked(Some("http://10.0.0.5:8080"), "10.0.0.5:8080")),
            "its own pages"
        );
        assert!(origin_allowed(&named, &asked(None, "games.example.org")), "a native game sends no origin");
        assert!(!origin_allowed(&named, &asked(Some("null"), "games.example.org")));
    }

    #[test]
    fn a_peer_may_send_a_burst_then_a_steady_pace() {
        let mut allowance = Allowance::new((5, 1000));
        assert!((0..5).all(|_| allowance.take(0)));
        let mut slow = Allowance::new((3, 0));
        assert!((0..3).all(|_| slow.take(0)));
        assert!(!slow.take(0), "nothing earned back at a pace of none");
        assert!((0..3).all(|_| slow.take(1)), "a newcomer to talk to: a burst again");
        assert!(!slow.take(1));
        std::thread::sleep(std::time::Duration::from_millis(20));
        assert!(allowance.take(0), "earned back at its pace");
    }
}
