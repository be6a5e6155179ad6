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
//! rules against the copy of their board kept here.
//!
//! **No clock is believed on its word.** Each side measures the round
//! trip to the other (a [`Message::Ping`] every [`TICK_MILLIS`]); the
//! *latency bound* is the shortest of the last [`LATENCY_SAMPLES`], at most
//! [`MOST_LATENCY_MILLIS`]. A move or a clock of the other side's counts no
//! earlier than it arrived here less that bound and [`SLACK_MILLIS`]: an
//! honest time arrives within that and counts as it was said; a time made
//! earlier than it can be counts from its arrival. A move before the
//! count-down could have ended there, one sooner than [`MIN_MOVE_MILLIS`]
//! after the last, a time ahead of this side's clock by more than
//! [`CLOCK_SLACK_MILLIS`] or earlier than one said before, a finish claimed
//! without the moves that make it, or a tower from the side that may not
//! choose it ends the race with a [`Fault`] (the checks that refuse allow
//! the longest round trip lately, so that jitter is never taken for a lie).
//!
//! **Both decide alike.** Each side counts the other's finish and tells it
//! ([`Message::Seen`]); both then compare the same two finishes: the
//! earlier wins by more than the *margin* the go carries (the chooser's
//! latency bound and [`TIE_SLACK_MILLIS`]); closer is a tie, too close for
//! the line to call. A finish sent only once this side's was known, and
//! claimed before it, counts from its arrival: a tie at best. Once one
//! side is home the other cannot keep the result waiting: a finish of
//! theirs arriving later would count later, so the home side has won once
//! its clock is past its finish, the margin and the bound (a side whose
//! finish was made while the other game was away waits for it to come
//! back). A decided race stays decided: what comes after is set aside.
//!
//! **A game that comes back proves it is the same.** The creator gives the
//! race a key when the two first meet ([`Message::Key`]); a game that says
//! hello again later is asked to prove it holds it ([`Message::Ask`],
//! [`Message::Proof`]) before anything it says is taken. Every answer a
//! message asks for (a pong, the moves a [`Message::Need`] asks for, at
//! most [`NEED_BATCH`] at a time) comes from a budget of
//! [`MOST_ANSWERS_AT_ONCE`], refilled at [`ANSWERS_A_SECOND`]: no flood
//! makes a side queue more than that.

mod session;
mod wire;

#[cfg(test)]
mod tests;

use std::fmt;

pub use crate::online::proof;
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
/// How far ahead of this side's clock the other side's may claim to be (a
/// later time only slows the side that says it).
pub const CLOCK_SLACK_MILLIS: u64 = 2_000;
/// How often a side sends its clock and pings the other, in milliseconds.
pub const TICK_MILLIS: u64 = 1_000;
/// The round trips a side remembers: the latency bound is the longest of them.
pub const LATENCY_SAMPLES: usize = 8;
/// The longest latency bound taken, in milliseconds: a game that answers
/// every ping slowly (to be believed further back) gains no more than
/// this, and the tie margin grows with it, so it gains a tie at best.
pub const MOST_LATENCY_MILLIS: u64 = 1_000;
/// What a time of the other side's may lag behind its arrival beyond the
/// latency bound (a frame, the jitter between pings), in milliseconds.
pub const SLACK_MILLIS: u64 = 100;
/// The tie margin beyond the chooser's latency bound, in milliseconds: the
/// slack a time of the other side's is allowed, so that a finish sent only
/// once this side's was known (and claimed before it) can at best tie.
pub const TIE_SLACK_MILLIS: u64 = SLACK_MILLIS;
/// The widest tie margin a go may set.
pub const MOST_MARGIN_MILLIS: u32 = (MOST_LATENCY_MILLIS + TIE_SLACK_MILLIS) as u32;
/// The shortest time between two moves of one side, in milliseconds: 50
/// moves a second, beyond any hand and the command-line racer's fastest.
pub const MIN_MOVE_MILLIS: u32 = 20;
/// How long after its finish went a side waits for the other to say how
/// it counted it, beyond the latency bound, before taking its own time.
pub const ACK_WITHIN_MILLIS: u64 = 2 * TICK_MILLIS;
/// How long a game that says hello again has to prove it is the one met first.
pub const PROVE_WITHIN_MILLIS: u64 = 5_000;
/// The most moves one answer to a [`Message::Need`] carries.
pub const NEED_BATCH: usize = 64;
/// Answers a side may give at once (see [`Race`]'s budget).
pub const MOST_ANSWERS_AT_ONCE: u64 = 16;
/// Answers a side may give a second, beyond those.
pub const ANSWERS_A_SECOND: u64 = 10;

/// The tie margin a chooser with this latency bound sets: what the other
/// side's times are allowed to lag behind their arrival there.
pub fn tie_margin(latency: u64) -> u32 {
    (latency.min(MOST_LATENCY_MILLIS) + TIE_SLACK_MILLIS) as u32
}

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
    /// The other game sent a time that cannot be: earlier than one it said
    /// before, ahead of this side's clock, a move before its count-down
    /// could have ended, or its finish counted before it was made.
    BadTime,
    /// The other game sent moves faster than anyone makes them (sooner than
    /// [`MIN_MOVE_MILLIS`] after the last).
    TooFast,
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
            Self::TooFast => write!(f, "your friend's game moved faster than anyone can"),
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
    /// Nothing may arrive before the other side's hello (and its proof, where
    /// one is asked), or after the race failed.
    NotNow,
    /// More asks than the budget of answers allows: set aside unanswered.
    Flood,
    /// The race is decided: what would have ended it is set aside.
    AfterResult(Fault),
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
    /// Both home within the margin: too close for the line to call.
    Tie,
}

/// A race decided: the result and both sides' finishes as each was
/// counted (the other side's is `None` when this side won before it
/// finished). Both sides see the same two finishes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// For this side.
    pub placing: Placing,
    /// This side's finish (`None` when it lost before finishing).
    pub mine: Option<Finish>,
    /// The other side's.
    pub theirs: Option<Finish>,
    /// Finishes closer than this many milliseconds were a tie.
    pub margin: u32,
    /// Whether the other side said how it counted this side's finish
    /// ([`Message::Seen`]); `false` when it went quiet and the finish
    /// counts as it was made (true when this side was not home).
    pub confirmed: bool,
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
    /// The game that said hello again did not prove it is the one met
    /// first: it is a stranger, to be let go (the race waits for its friend).
    Stranger,
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
