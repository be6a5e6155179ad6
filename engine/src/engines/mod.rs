//! Engines of the player's own: programs that play Infinity TicTacToe or
//! solve a Hanoi tower, spoken to in text lines (docs/engines.md).
//!
//! - [`uci`]: the lines of the TicTacToe engine protocol, both ways — what
//!   the game sends and reads, and what an engine reads and sends (the
//!   game's own `ttt engine` speaks it too).
//! - [`check`]: a Hanoi solver's printed moves played through the rules and
//!   measured against the shortest way home.
//! - [`elo`]: a match's score as an Elo difference with its 95 % interval.
//!
//! Nothing here starts a process or knows a clock: the command line and the
//! game hand these the lines they read.

pub mod check;
pub mod elo;
pub mod uci;

#[cfg(test)]
mod tests;
