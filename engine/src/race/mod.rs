//! A Towers of Hanoi race between two games, as a pure state machine: each
//! side keeps a [`Race`], hands it what arrives and sends what it answers;
//! the transport (the same WebRTC data channel as TicTacToe's) knows
//! nothing of the rules.
//!
//! Both sides race on the same tower: the creator chooses the first, the
//! loser of a race the next. The chooser sends the tower, the other side
//! answers that it is ready, and the chooser's go starts a count-down of
//! [`COUNTDOWN_MILLIS`] on both sides. From its end each side times itself
//! on its own clock, and each side is the authority for its own board
//! only: every move of the other side's that arrives is checked with the
//! rules against the copy of their board kept here, with its time, and a
//! finish is believed only when the moves that make it bring the tower
//! home. The first tower home by its own clock wins; a side knows it has
//! won once the other's clock (sent with every move and every second in a
//! [`Message::Tick`]) has passed its finish without a finish of theirs.
//!
//! A move that breaks the rules, a time that cannot be (earlier than the
//! sender's last move, or ahead of this side's clock by more than
//! [`CLOCK_SLACK_MILLIS`]), a finish claimed without the moves that make it,
//! or a tower from the side that may not choose it ends the race with a
//! [`Fault`]; a duplicate is set aside, and a gap is mended by asking for
//! the missing moves ([`Message::Need`]). After a drop, both sides say
//! hello again and send what the other may have missed.

mod session;
mod wire;

#[cfg(test)]
mod tests;

use std::fmt;

pub use session::Race;
pub use session::kept::KeptRace;
pub use wire::{
    BadMessage, MOST_BYTES, MOST_DISKS, MOST_MILLIS, MOST_MOVES, Message, PROTOCOL, Start, StartError,
};

use crate::hanoi::{Move, MoveError};

/// What players who may be paired for a race ask a server for (its
/// `?next=2` rooms): the same tower and the same protocol.
pub fn pairing_key(pegs: usize, disks: usize) -> String {
    format!("race-{pegs}x{disks}-p{PROTOCOL}")
}

/// The count-down between the go and the race, in milliseconds.
pub const COUNTDOWN_MILLIS: u64 = 3_000;
/// How far ahead of this side's clock the other side's may run: the time a
/// message takes, and the go's own way to the other side.
pub const CLOCK_SLACK_MILLIS: u64 = 2_000;
/// How often a racing side sends its clock, in milliseconds.
pub const TICK_MILLIS: u64 = 1_000;

/// Why a race ended without the players ending it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// The other game speaks another protocol (its version is named).
    OtherVersion {
        /// The other side's protocol.
        protocol: u16,
        /// The other side's game version.
        version: String,
    },
    /// Both sides claim the same role (two creators or two joiners).
    SameRole,
    /// The other game sent a move the rules refuse, or a move after its tower was home.
    InvalidMove,
    /// The other game sent a time that cannot be: earlier than its last
    /// move's, or ahead of this side's clock.
    BadTime,
    /// The other game claimed a finish its moves do not make.
    FalseFinish,
    /// The two games disagree about the race: a tower this side did not
    /// agree to, or moves asked for that were never made.
    Diverged,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::OtherVersion { protocol, version } => {
                write!(f, "your friend's game is another version ({version}, race protocol {protocol})")
            }
            Self::SameRole => write!(f, "both games claim the same side"),
            Self::InvalidMove => write!(f, "your friend's game sent an invalid move"),
            Self::BadTime => write!(f, "your friend's game sent a time that cannot be"),
            Self::FalseFinish => write!(f, "your friend's game claimed a finish its moves do not make"),
            Self::Diverged => write!(f, "the two games disagree about the race"),
        }
    }
}

/// Why an arriving message was set aside; nothing changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It could not be read.
    Unreadable(BadMessage),
    /// Known already; nothing to do.
    Duplicate,
    /// Ahead of what is known: the missing moves are asked for.
    OutOfSequence,
    /// About another race than the one on.
    OtherRace,
    /// Nothing may arrive before the other side's hello, or after the race failed.
    NotNow,
}

/// A side's finish: the moves it took and its time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// Moves made.
    pub moves: u32,
    /// Milliseconds from the count-down's end.
    pub millis: u32,
}

/// How a race ended, for this side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placing {
    /// This side's tower came home first.
    Won,
    /// The other side's did.
    Lost,
    /// Both at the same millisecond with as many moves.
    Tie,
}

/// A race decided: the result and both sides' finishes (the other side's
/// is `None` when this side won before it finished).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// For this side.
    pub placing: Placing,
    /// This side's finish (`None` when it lost before finishing).
    pub mine: Option<Finish>,
    /// The other side's.
    pub theirs: Option<Finish>,
}

/// What changed, for the screen to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The other side said hello.
    Connected,
    /// A race's tower is set (chosen by the other side, or this side's taken).
    TowerSet {
        /// The race's number.
        race: u32,
    },
    /// The count-down began.
    CountdownStarted {
        /// The race's number.
        race: u32,
    },
    /// The other side moved on its board.
    FriendMoved {
        /// The move.
        mv: Move,
        /// Their moves so far.
        moves: u32,
        /// Its time on their clock.
        millis: u32,
    },
    /// The other side's tower is home.
    FriendFinished(Finish),
    /// The race is decided.
    Decided(Outcome),
    /// The other side would race again.
    AgainOffered,
    /// The other side left for good.
    Left,
    /// The other side races someone else: this room is full.
    RoomFull,
    /// The race ended: see [`Race::fault`].
    Failed(Fault),
}

/// What a message, a move or the passing of time changed, and what to send.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// What changed.
    pub events: Vec<Event>,
    /// Messages to send to the other side, in order.
    pub send: Vec<Message>,
    /// Why an arriving message was set aside, if it was.
    pub refused: Option<Refusal>,
}

impl Reply {
    fn refuse(refusal: Refusal) -> Self {
        Self { refused: Some(refusal), ..Self::default() }
    }
}

/// Why an action of this side was not taken; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// No race is on (none set, not yet started, decided, or failed).
    NoRace,
    /// The count-down is still running.
    NotYet,
    /// The rules refuse the move.
    Illegal(MoveError),
    /// More moves than a race allows ([`MOST_MOVES`]).
    TooManyMoves,
    /// Not now: racing again needs a decided race, and choosing the next
    /// tower needs both sides to want it and this side to be the one who chooses.
    NotYours,
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoRace => write!(f, "no race is on"),
            Self::NotYet => write!(f, "the count-down is still running"),
            Self::Illegal(e) => write!(f, "{e}"),
            Self::TooManyMoves => write!(f, "a race allows at most {MOST_MOVES} moves"),
            Self::NotYours => write!(f, "that is not this side's to do now"),
        }
    }
}

impl std::error::Error for ActionError {}
