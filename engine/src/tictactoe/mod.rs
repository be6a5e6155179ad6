//! Infinity TicTacToe: the rules and rule sets ([`rules`]), the seed's
//! minimax with alpha-beta and the computer's levels ([`ai`]), and the exact
//! value of every position under each rule set ([`perfect`]).

pub mod ai;
pub mod perfect;
pub mod review;
pub mod rules;

pub use ai::{Level, Opponent};
pub use perfect::{Outcome, PerfectTable};
pub use rules::{Game, PlayError, Player, RuleSet, Status};

#[cfg(test)]
mod tests;
