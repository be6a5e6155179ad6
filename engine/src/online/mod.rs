//! Online TicTacToe between two games, as a pure state machine: each side
//! keeps a [`Session`], hands it what arrives and sends what it answers.
//! The transport (a WebRTC data channel, a WebSocket) is a thin adapter
//! around it and knows nothing of the rules.
//!
//! The host (who created the game) plays X and chose the rules; the guest
//! plays O. The host's first [`Message::Sync`] starts each game; who starts
//! alternates from game to game. Every move that arrives is checked with
//! the rules engine: a move that breaks the rules ends the session with
//! [`Fault::InvalidMove`], a message out of sequence or a duplicate is
//! refused without changing the board, and a drop is mended by both sides
//! sending their whole game ([`Message::Sync`]) and keeping the longer of
//! two that agree.
//!
//! `wire` reads and writes the messages; `admission` decides which of the games
//! that come to a room is the friend; `trust` holds the key with which a
//! game that comes back proves it is the one met first; `session` is one
//! side's state machine, and the authority for its own moves; this module
//! names what a session reports.

mod admission;
pub mod pairing;
mod session;
mod trust;
mod wire;

#[cfg(test)]
mod tests;

use std::fmt;

pub use admission::{Admission, Arrival, Greeting, HELLO_WITHIN, Heard, STRANGER_LINGER, TurnedAway};
pub use session::Session;
pub use trust::{Trust, proof};
pub(crate) use wire::read_hello;
pub use wire::{BadMessage, MOST_BYTES, Message, PROTOCOL};

use crate::tictactoe::Player;

/// Why a session ended without the players ending it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The other game speaks another protocol (its version is named).
    OtherVersion {
        /// The other side's protocol.
        protocol: u16,
        /// The other side's game version.
        version: String,
    },
    /// Both sides claim the same role (two hosts or two guests: a wrong code, or a full room).
    SameRole,
    /// The other game sent a move the rules refuse (out of turn, on a stone, after the end).
    InvalidMove,
    /// The two games disagree about moves already made.
    Diverged,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OtherVersion { protocol, version } => {
                write!(f, "your friend's game is another version ({version}, protocol {protocol})")
            }
            Self::SameRole => write!(f, "both games claim the same side"),
            Self::InvalidMove => write!(f, "your friend's game sent an invalid move"),
            Self::Diverged => write!(f, "the two games disagree about the moves made"),
        }
    }
}

/// Why an arriving message was set aside; the board is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It could not be read.
    Unreadable(BadMessage),
    /// A move already known (a duplicate); nothing to do.
    Duplicate,
    /// A move ahead of the next one expected: both sides send their game again.
    OutOfSequence,
    /// A message about another game of the series than the one played.
    OtherGame,
    /// Nothing may arrive before the other side's hello, or after the session failed.
    NotNow,
    /// The game on the line came again after a drop, but its game is not
    /// this one: it is turned away.
    Stranger,
}

/// What a received message changed, for the screen to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The other side said hello: the session is connected.
    Connected,
    /// A game of the series began (the first, a rematch, or a game joined again).
    GameStarted {
        /// Its number.
        game: u32,
        /// Who moves first.
        starter: Player,
    },
    /// The other side's stone (or, after a drop, any stone not yet shown) was placed.
    Moved {
        /// Who placed it.
        by: Player,
        /// Where.
        cell: u8,
    },
    /// The other side resigned.
    Resigned,
    /// The other side would play again.
    RematchOffered,
    /// The two games agree again after a drop.
    Synced,
    /// The other side left for good.
    Left,
    /// The game on the line came again after a drop, but its game does not
    /// agree with this one: it is not the friend, and is turned away (the
    /// session waits for the friend, its game unchanged).
    Stranger,
    /// The session ended: see [`Session::fault`].
    Failed(Fault),
}

/// What [`Session::receive`] made of a message: what changed, and what to send back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// What changed.
    pub events: Vec<Event>,
    /// Messages to send to the other side, in order.
    pub send: Vec<Message>,
    /// Why the message was set aside, if it was.
    pub refused: Option<Refusal>,
}

impl Reply {
    fn refuse(refusal: Refusal) -> Self {
        Self { refused: Some(refusal), ..Self::default() }
    }
}

/// Why a local action was not taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// No game is being played (not yet started, over, or the session failed).
    NoGame,
    /// It is the other side's turn.
    NotYourTurn,
    /// The rules refuse the move.
    Illegal(crate::tictactoe::PlayError),
}
