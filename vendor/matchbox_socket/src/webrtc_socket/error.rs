use crate::webrtc_socket::messages::PeerEvent;
use cfg_if::cfg_if;

/// An error that can occur when getting a socket's channel through
/// [`get_channel`](crate::webrtc_socket::WebRtcSocket::get_channel),
/// [`take_channel`](crate::webrtc_socket::WebRtcSocket::take_channel) or
/// [`try_update_peers`](crate::webrtc_socket::WebRtcSocket::try_update_peers).
#[derive(Debug, thiserror::Error)]
pub enum ChannelError {
    /// Can occur if trying to get a channel with an Id that was not added while building the
    /// socket
    #[error("This channel was never created")]
    NotFound,
    /// The channel has already been taken and is no longer on the socket.
    #[error("This channel has already been taken and is no longer on the socket")]
    Taken,
    /// Channel might have been opened but later closed, or never opened in the first place.
    /// The latter can for example occur when an one calls `try_update_peers` on a socket that was
    /// given an invalid room URL.
    #[error("This channel is closed.")]
    Closed,
}

/// An error that can occur with WebRTC messaging. See [`Signaller`](crate::Signaller).
#[derive(Debug, thiserror::Error)]
pub enum SignalingError {
    /// Common
    #[error("failed to send to signaling server: {0}")]
    UndeliverableSignal(#[from] futures_channel::mpsc::TrySendError<PeerEvent>),

    /// Stream Is Exhausted
    #[error("The stream is exhausted")]
    StreamExhausted,

    /// Message Received In Unknown Format
    #[error("Message received in unknown format")]
    UnknownFormat,

    /// Failed To Establish Initial Connection
    #[error("failed to establish initial connection: {0}")]
    NegotiationFailed(#[from] Box<SignalingError>),

    /// Native
    #[cfg(not(target_arch = "wasm32"))]
    #[error("socket failure communicating with signaling server: {0}")]
    WebSocket(#[from] async_tungstenite::tungstenite::Error),

    /// WASM
    #[cfg(target_arch = "wasm32")]
    #[error("socket failure communicating with signaling server: {0}")]
    WebSocket(#[from] ws_stream_wasm::WsErr),

    /// User Implementation Error that may be returned from using custom
    /// [`SignallerBuilder`](crate::SignallerBuilder) and [`Signaller`](crate::Signaller)
    /// implementations
    #[error("User implementation error: {0}")]
    UserImplementationError(String),

    // pegs-and-stones patch: the server's reason for ending the connection reaches the app.
    /// The signaling server closed the connection with a code of its own
    /// (4000–4999, an application's) and a reason: a room that is full, say.
    #[error("the signaling server closed the connection: {code} {reason}")]
    ClosedByServer {
        /// The close code.
        code: u16,
        /// The close reason.
        reason: String,
    },
}

// pegs-and-stones patch: a handshake that fails ends that one peer's
// handshake with an error instead of panicking the socket's task.
/// Why a handshake with one peer did not complete. Only that peer is
/// dropped: the socket and its other peers keep running. See
/// [`WebRtcSocket::handshake_failures`](crate::WebRtcSocket::handshake_failures).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum HandshakeError {
    /// The peer's offer or answer is not a session description that can be
    /// used (it does not parse, or the connection refuses it).
    #[error("the peer's session description could not be used: {0}")]
    BadDescription(String),
    /// This side of the connection could not be set up (the ICE server
    /// configuration, or the platform's WebRTC refused a step).
    #[error("the connection could not be set up: {0}")]
    Local(String),
    /// The signaling connection closed in the middle of the handshake.
    #[error("the signaling connection closed during the handshake")]
    SignalingLost,
    /// The data channels closed before they opened.
    #[error("the data channels closed before they opened")]
    ChannelsClosed,
    /// The handshake did not complete in the time the socket allows (see
    /// [`WebRtcSocketBuilder::handshake_timeout`](crate::WebRtcSocketBuilder::handshake_timeout)).
    #[error("the handshake did not complete within {0:?}")]
    TimedOut(std::time::Duration),
    // pegs-and-stones patch: a handshake the peer took part in, that found no path.
    /// The peer took part in the handshake (it answered, or it offered),
    /// but no connection between the two could be made in the time the
    /// socket allows: their networks (NATs, firewalls) let no direct path
    /// through, and no relay (TURN) carried one.
    #[error("no connection could be made to the peer within {0:?}: no path between the two networks")]
    NoRoute(std::time::Duration),
    /// More handshakes were in progress than the socket allows, and this one
    /// was the oldest (see
    /// [`WebRtcSocketBuilder::max_pending_handshakes`](crate::WebRtcSocketBuilder::max_pending_handshakes)).
    #[error("too many handshakes were in progress")]
    Crowded,
}

cfg_if! {
    if #[cfg(target_arch = "wasm32")] {
        use wasm_bindgen::{JsValue};
        use derive_more::Display;

        // The below is just to wrap Result<JsValue, JsValue> into something sensible-ish

        pub trait JsErrorExt<T> {
            fn efix(self) -> Result<T, JsError>;
        }

        impl<T> JsErrorExt<T> for Result<T, JsValue> {
            fn efix(self) -> Result<T, JsError> {
                self.map_err(JsError)
            }
        }

        #[derive(Debug, Display)]
        #[display("{_0:?}")]
        pub struct JsError(JsValue);

        impl std::error::Error for JsError {}
    }
}
