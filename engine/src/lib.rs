//! The rules, solvers and computer players of Pegs & Stones, in plain Rust:
//! nothing here draws, and nothing knows Bevy. The game wraps these types in
//! its screens; the command line and the benchmarks call them directly.
//!
//! - [`hanoi`]: the Towers of Hanoi on three or four pegs — moves with typed
//!   refusals and an undo/redo history, optimal and short plans from any
//!   position, exact four-peg distance tables.
//! - [`tictactoe`]: Infinity TicTacToe under each rule set — the rules, the
//!   seed's minimax with alpha-beta at every level, and the perfect tables
//!   found by retrograde analysis.
//! - [`online`]: the protocol of online TicTacToe between two games, as a
//!   state machine that checks every move it is sent with the rules.
//! - [`race`]: a Hanoi race between two games, the same way: each side's
//!   board and clock, the other side's checked move by move.
//! - [`engines`]: engines of the player's own — the lines a TicTacToe engine
//!   and the game say to each other, a Hanoi solver's answer checked, and a
//!   match's Elo difference.

pub mod engines;
pub mod hanoi;
pub mod lesson;
pub mod online;
pub mod puzzle;
pub mod race;
pub mod tictactoe;

/// A fresh random seed, for play that need not be repeatable: from the
/// system's random source, or, should that fail, from where the stack lies
/// (which varies from run to run where addresses are randomised).
pub fn fresh_seed() -> u64 {
    use rand::TryRng;
    rand::rngs::SysRng.try_next_u64().unwrap_or_else(|_| {
        let local = 0u8;
        (&local as *const u8 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    })
}
