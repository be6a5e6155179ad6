//! The Towers of Hanoi: the rules ([`tower`]), optimal and short plans from
//! any position on three or four pegs ([`solver`]), and exact four-peg
//! distances by breadth-first search ([`distance`]).

pub mod distance;
pub mod solver;
pub mod tower;

pub use solver::Solution;
pub use tower::{MAX_PEGS, Move, MoveError, PEGS, SetupError, Tower};

#[cfg(test)]
mod tests;
