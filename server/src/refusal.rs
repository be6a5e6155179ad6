//! Why the server turned a client away or ended its connection: one name
//! for `/metrics` and the log, and words for the client.

use axum::http::StatusCode;

/// Why a connection was refused or ended early.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// Not a room name the game makes.
    BadRoom,
    /// The room has its two players.
    RoomFull,
    /// The address holds as many signalling connections as it may.
    TooManyFromAddress,
    /// The address opened signalling connections too fast.
    TooFast,
    /// A message over the size limit (or not a WebSocket message at all).
    BadMessage,
    /// Nothing said for too long.
    Idle,
    /// The address holds as many connections of any kind as it may.
    ConnectionsFromAddress,
    /// The server holds as many connections as its open files allow.
    ServerFull,
    /// The address has as many TLS handshakes under way as it may.
    HandshakesFromAddress,
    /// A TLS handshake not done in time, or failed.
    NoHandshake,
    /// A trusted proxy's connection without a PROXY header that parses.
    NoProxyHeader,
    /// A request's head not read in time, or a connection whose writes made no progress.
    TooSlow,
    /// The address has as many players waiting to be paired as it may.
    WaitingFromAddress,
    /// A peer that sent signals faster than a game does.
    TooChatty,
    /// A page from an origin the host does not allow (`--allow-origin`).
    OtherOrigin,
    /// A peer that owed its first signal too long gave its seat to a newcomer.
    Silent,
    /// The room's first peer let this one go (it is not the friend's game).
    LetGo,
    /// The server is stopping.
    Stopping,
}

impl Refusal {
    /// Every refusal, in the order `/metrics` lists them.
    pub const ALL: [Refusal; 18] = [
        Refusal::BadRoom,
        Refusal::RoomFull,
        Refusal::TooManyFromAddress,
        Refusal::TooFast,
        Refusal::BadMessage,
        Refusal::Idle,
        Refusal::ConnectionsFromAddress,
        Refusal::ServerFull,
        Refusal::HandshakesFromAddress,
        Refusal::NoHandshake,
        Refusal::NoProxyHeader,
        Refusal::TooSlow,
        Refusal::WaitingFromAddress,
        Refusal::TooChatty,
        Refusal::OtherOrigin,
        Refusal::Silent,
        Refusal::LetGo,
        Refusal::Stopping,
    ];

    /// Its name in `/metrics` and the log.
    pub fn name(self) -> &'static str {
        match self {
            Refusal::BadRoom => "bad_room",
            Refusal::RoomFull => "room_full",
            Refusal::TooManyFromAddress => "too_many_from_address",
            Refusal::TooFast => "too_fast",
            Refusal::BadMessage => "bad_message",
            Refusal::Idle => "idle",
            Refusal::ConnectionsFromAddress => "connections_from_address",
            Refusal::ServerFull => "server_full",
            Refusal::HandshakesFromAddress => "handshakes_from_address",
            Refusal::NoHandshake => "no_handshake",
            Refusal::NoProxyHeader => "no_proxy_header",
            Refusal::TooSlow => "too_slow",
            Refusal::WaitingFromAddress => "waiting_from_address",
            Refusal::TooChatty => "too_chatty",
            Refusal::OtherOrigin => "other_origin",
            Refusal::Silent => "silent",
            Refusal::LetGo => "let_go",
            Refusal::Stopping => "stopping",
        }
    }

    /// What the player is told (the HTTP body, or the WebSocket's close reason).
    pub fn reason(self) -> &'static str {
        match self {
            Refusal::BadRoom => "not a room of Pegs & Stones",
            Refusal::RoomFull => "this game has two players already",
            Refusal::TooManyFromAddress => "too many connections from this address",
            Refusal::TooFast => "too many connections from this address in a minute",
            Refusal::BadMessage => "a message too large or not understood",
            Refusal::Idle => "nothing heard for too long",
            Refusal::ConnectionsFromAddress => "too many connections from this address",
            Refusal::ServerFull => "the server is full",
            Refusal::HandshakesFromAddress => "too many handshakes from this address",
            Refusal::NoHandshake => "no TLS handshake in time",
            Refusal::NoProxyHeader => "no PROXY header",
            Refusal::TooSlow => "too slow",
            Refusal::WaitingFromAddress => "too many players waiting from this address",
            Refusal::TooChatty => "too many messages",
            Refusal::OtherOrigin => "pages from this site may not use this server",
            Refusal::Silent => "said nothing in time: the seat went to another game",
            Refusal::LetGo => "the game's creator let this game go",
            Refusal::Stopping => "the server is restarting",
        }
    }

    /// The HTTP status of a refused request.
    pub fn status(self) -> StatusCode {
        match self {
            Refusal::BadRoom | Refusal::BadMessage => StatusCode::BAD_REQUEST,
            Refusal::RoomFull => StatusCode::CONFLICT,
            Refusal::OtherOrigin => StatusCode::FORBIDDEN,
            Refusal::ServerFull | Refusal::Stopping => StatusCode::SERVICE_UNAVAILABLE,
            _ => StatusCode::TOO_MANY_REQUESTS,
        }
    }

    pub(crate) fn index(self) -> usize {
        Refusal::ALL.iter().position(|&r| r == self).unwrap_or(0)
    }
}
