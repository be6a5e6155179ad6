//! Programs of the player's own, run by the command line and the game's
//! window: a TicTacToe engine spoken to in the engine protocol
//! ([`Engine`]), a Hanoi solver asked once ([`solve`]). Natively each is a
//! command line run through the shell ([`process`]); in the browser, a
//! JavaScript file run in a Web Worker that speaks the same lines
//! ([`worker`]).
//!
//! Nothing a program does can stall or break the game: every answer is
//! awaited until a deadline, a line is kept up to
//! [`LONGEST_LINE`] bytes, lines wait in a bounded queue, what the program
//! said of its own fault (stderr's last lines, a worker's error) is kept to
//! say what went wrong, and a program is stopped when it is let go.

use std::fmt;
use std::time::Duration;

use pegs_engine::engines::uci::LONGEST_LINE;

#[cfg(not(target_arch = "wasm32"))]
pub mod process;
#[cfg(target_arch = "wasm32")]
pub mod worker;

#[cfg(not(target_arch = "wasm32"))]
pub use process::{Engine, solve};
#[cfg(target_arch = "wasm32")]
pub use worker::{Engine, solve};

/// How long a program has to start and say `uciok`, or `readyok`.
pub const START_WITHIN: Duration = Duration::from_secs(10);
/// How long past its move time an engine may take to say its move.
pub const GRACE: Duration = Duration::from_millis(1000);
/// Lines an engine may write for one move before it is flooding.
pub const MOST_LINES_A_MOVE: usize = 10_000;
/// What went wrong with a program: always the program's own doing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// It could not be started at all.
    NotStarted(String),
    /// It never said `uciok` or `readyok`.
    NoAnswer,
    /// It said nothing in its time (and the grace).
    Timeout,
    /// It ended, or closed its output.
    Crash,
    /// Its move is no legal cell: what it said.
    Illegal(String),
    /// A line longer than the protocol keeps.
    LongLine,
    /// More lines for one move than the protocol keeps.
    Flood,
}

impl Fault {
    /// The reason as a match's JSON names it.
    pub fn reason(&self) -> &'static str {
        match self {
            Self::NotStarted(_) => "not started",
            Self::NoAnswer => "no answer",
            Self::Timeout => "timeout",
            Self::Crash => "crash",
            Self::Illegal(_) => "illegal move",
            Self::LongLine => "line too long",
            Self::Flood => "flood of lines",
        }
    }
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NotStarted(why) => write!(f, "could not be started ({why})"),
            Self::NoAnswer => write!(f, "never said uciok or readyok"),
            Self::Timeout => write!(f, "said no move in its time"),
            Self::Crash => write!(f, "ended (crashed or quit)"),
            Self::Illegal(said) if said.is_empty() => write!(f, "said bestmove with no cell"),
            Self::Illegal(said) => write!(f, "played an illegal move: {said}"),
            Self::LongLine => write!(f, "wrote a line longer than {LONGEST_LINE} bytes"),
            Self::Flood => write!(f, "wrote more than {MOST_LINES_A_MOVE} lines for one move"),
        }
    }
}
