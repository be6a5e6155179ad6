//! The connection to a room: matchbox's socket and the task that runs its
//! message loop, set up with the STUN and TURN servers the line was given
//! (the server's own, from its `/ice`, or the player's setting).

use std::time::Duration;
use tracing::debug;

use bevy::prelude::*;
use bevy::tasks::{IoTaskPool, Task};
use matchbox_socket::{MessageLoopFuture, RtcIceServerConfig, WebRtcSocket, WebRtcSocketBuilder};

use super::address::default_server;
use super::ice::IceServer;

/// A game in the room, as the line knows it.
pub type Peer = matchbox_socket::PeerId;

/// Seconds a game's handshake may take before it is given up: a game that
/// answered and is still not connected by then could not be reached (their
/// networks let no path through), which the players are told.
pub const HANDSHAKE_WITHIN: f64 = 15.0;
/// Handshakes in progress at once, at most (a newer one gives up the oldest).
pub const MOST_HANDSHAKES: usize = 4;
/// The signal with which the room's first game lets another go, so that
/// `pegs-server` frees its seat (an ICE candidate no game sends; a game
/// that receives it sets it aside).
pub const LET_GO: &str = "pegs-and-stones:let-go";
/// Messages kept from games whose connection is not reported up yet, at most.
pub const MOST_EARLY: usize = 16;

/// How to reach the friend: the server, and the STUN or TURN servers the
/// game uses when the server hands out none.
#[derive(Debug, Clone, PartialEq)]
pub struct ConnectionSettings {
    /// The signalling server (`https://host`: a `pegs-server`; `ws://host:3536` or `wss://…`: any matchbox server).
    pub server: String,
    /// Whether to use the STUN and TURN servers a `pegs-server` hands out
    /// (its `/ice`), where it does; else, and where it does not, [`ConnectionSettings::ice`].
    pub ask_server: bool,
    /// The player's own STUN or TURN servers' addresses (none by default: only
    /// direct addresses, and nobody but the server is contacted).
    pub ice: Vec<String>,
    /// A TURN server's user name.
    pub ice_user: Option<String>,
    /// A TURN server's password.
    pub ice_password: Option<String>,
    /// Seconds a game's handshake may take ([`HANDSHAKE_WITHIN`]; tests shorten it).
    pub handshake_within: f64,
}

impl Default for ConnectionSettings {
    fn default() -> Self {
        Self {
            server: default_server(),
            ask_server: true,
            ice: Vec::new(),
            ice_user: None,
            ice_password: None,
            handshake_within: HANDSHAKE_WITHIN,
        }
    }
}

impl ConnectionSettings {
    /// The player's own STUN and TURN servers, as one server list.
    pub fn own_ice(&self) -> Vec<IceServer> {
        if self.ice.is_empty() {
            return Vec::new();
        }
        vec![IceServer {
            urls: self.ice.clone(),
            username: self.ice_user.clone(),
            credential: self.ice_password.clone(),
        }]
    }
}

/// The socket to the room and the task that runs its message loop:
/// dropping it ends the loop, and with it every connection.
pub struct Socket {
    pub(super) socket: WebRtcSocket,
    _message_loop: MessageLoop,
    /// Why the server ended the line, when it said (a close code of its own and a reason).
    ended: Ended,
}

/// What the message loop leaves when the server ended the line with a reason.
type Ended = std::sync::Arc<std::sync::Mutex<Option<ClosedByServer>>>;

/// The signalling server closed the line, saying why (`pegs-server`: 4409
/// when the game already has its two players).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClosedByServer {
    /// The close code (4000–4999).
    pub code: u16,
    /// The reason, as the server wrote it.
    pub reason: String,
}

/// The close code `pegs-server` ends a connection with when the game already has two players.
pub const ROOM_FULL: u16 = 4409;
/// The close code `pegs-server` ends a connection with when the room's
/// first game let this one go ([`LET_GO`]).
pub const LET_GO_CLOSE: u16 = 4403;

impl Socket {
    fn new((socket, message_loop): (WebRtcSocket, MessageLoopFuture)) -> Self {
        let ended = Ended::default();
        Self { socket, _message_loop: MessageLoop::spawn(message_loop, ended.clone()), ended }
    }

    pub(super) fn closed_by_server(&self) -> Option<ClosedByServer> {
        self.ended.lock().ok().and_then(|e| e.clone())
    }
}

/// Keeps the server's reason, if the loop ended with one.
fn keep_reason(error: &matchbox_socket::Error, ended: &Ended) {
    use matchbox_socket::{Error, SignalingError};
    if let Error::Disconnected(SignalingError::ClosedByServer { code, reason })
    | Error::ConnectionFailed(SignalingError::ClosedByServer { code, reason }) = error
        && let Ok(mut slot) = ended.lock()
    {
        *slot = Some(ClosedByServer { code: *code, reason: reason.clone() });
    }
}

impl std::fmt::Debug for Socket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Socket").finish_non_exhaustive()
    }
}

/// The socket's message loop on the task pool. Natively the loop sits in a
/// shared slot that dropping empties, so the loop (and each connection it
/// holds) ends at once rather than when the pool next polls the task.
struct MessageLoop {
    _task: Task<()>,
    #[cfg(not(target_arch = "wasm32"))]
    slot: std::sync::Arc<std::sync::Mutex<Option<MessageLoopFuture>>>,
}

impl MessageLoop {
    #[cfg(not(target_arch = "wasm32"))]
    fn spawn(future: MessageLoopFuture, ended: Ended) -> Self {
        use std::sync::{Arc, Mutex, PoisonError};
        use std::task::Poll;
        let slot = Arc::new(Mutex::new(Some(future)));
        let polled = Arc::clone(&slot);
        let task = IoTaskPool::get().spawn(std::future::poll_fn(move |cx| {
            let mut slot = polled.lock().unwrap_or_else(PoisonError::into_inner);
            let Some(future) = slot.as_mut() else { return Poll::Ready(()) };
            match future.as_mut().poll(cx) {
                Poll::Ready(outcome) => {
                    if let Err(error) = outcome {
                        debug!("the line's message loop ended: {error}");
                        keep_reason(&error, &ended);
                    }
                    *slot = None;
                    Poll::Ready(())
                }
                Poll::Pending => Poll::Pending,
            }
        }));
        Self { _task: task, slot }
    }

    #[cfg(target_arch = "wasm32")]
    fn spawn(future: MessageLoopFuture, ended: Ended) -> Self {
        let task = IoTaskPool::get().spawn(async move {
            if let Err(error) = future.await {
                debug!("the line's message loop ended: {error}");
                keep_reason(&error, &ended);
            }
        });
        Self { _task: task }
    }
}

#[cfg(not(target_arch = "wasm32"))]
impl Drop for MessageLoop {
    fn drop(&mut self) {
        // Taken out under the lock, dropped after it: a poll on another
        // thread is not held up by the loop's teardown.
        let future = self.slot.lock().unwrap_or_else(std::sync::PoisonError::into_inner).take();
        drop(future);
    }
}

/// A socket to the room at `url` through `ice` (the servers' URLs together,
/// with the first credentials given: matchbox takes one set).
pub(super) fn socket_to(ice: &[IceServer], handshake_within: f64, url: String) -> Socket {
    let builder = WebRtcSocketBuilder::new(url)
        .ice_server(one_config(ice))
        .reconnect_attempts(Some(2))
        .signaling_keep_alive_interval(Some(Duration::from_secs(10)))
        .handshake_timeout(Some(Duration::from_secs_f64(handshake_within)))
        .max_pending_handshakes(Some(MOST_HANDSHAKES))
        .add_reliable_channel();
    Socket::new(builder.build())
}

/// `servers` as the one configuration matchbox takes: every URL, and the
/// first user name and password given; a TURN server with other
/// credentials than those is left out (it would refuse them).
fn one_config(servers: &[IceServer]) -> RtcIceServerConfig {
    let credentials =
        servers.iter().find(|s| s.username.is_some()).map(|s| (s.username.clone(), s.credential.clone()));
    let (username, credential) = credentials.clone().unwrap_or_default();
    let urls = servers
        .iter()
        .filter(|s| {
            s.username.is_none() || credentials.as_ref() == Some(&(s.username.clone(), s.credential.clone()))
        })
        .flat_map(|s| s.urls.iter().cloned())
        .collect();
    RtcIceServerConfig { urls, username, credential }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn server(urls: &[&str], user: Option<&str>) -> IceServer {
        IceServer {
            urls: urls.iter().map(|u| u.to_string()).collect(),
            username: user.map(String::from),
            credential: user.map(|u| format!("{u}-password")),
        }
    }

    #[test]
    fn stun_and_one_turn_go_together_and_other_credentials_are_left_out() {
        let config = one_config(&[
            server(&["stun:games.example:8080"], None),
            server(&["turn:relay.example:3478?transport=udp"], Some("1700:abc")),
            server(&["turn:other.example:3478"], Some("someone-else")),
        ]);
        assert_eq!(config.urls, ["stun:games.example:8080", "turn:relay.example:3478?transport=udp"]);
        assert_eq!(config.username.as_deref(), Some("1700:abc"));
        assert_eq!(config.credential.as_deref(), Some("1700:abc-password"));
        assert!(one_config(&[]).urls.is_empty(), "none: direct addresses only");
        let own = ConnectionSettings {
            ice: vec!["stun:mine.example:3478".into()],
            ..ConnectionSettings::default()
        };
        assert_eq!(one_config(&own.own_ice()).urls, ["stun:mine.example:3478"]);
        assert!(ConnectionSettings::default().own_ice().is_empty(), "nobody is asked by default");
    }
}
