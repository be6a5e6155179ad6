//! The Towers of Hanoi: the rules ([`tower`]), optimal and short plans from
//! any position on three or four pegs ([`solver`]), exact four-peg
//! distances by breadth-first search ([`distance`]), the plans explained as
//! stacks of sub-tasks ([`plan`]) and the map of every position ([`map`]).

pub mod distance;
pub mod map;
pub mod plan;
pub mod review;
pub mod solver;
mod step;
pub mod tower;

pub use solver::Solution;
pub use tower::{MAX_PEGS, Move, MoveError, PEGS, SetupError, Tower};

#[cfg(test)]
mod tests;
