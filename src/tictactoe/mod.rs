//! Infinity TicTacToe: the rules, the searching opponent and the perfect
//! table (plain Rust, no Bevy), and the screen that plays them.

pub mod ai;
pub mod board;
pub mod perfect;
pub mod play;
pub mod rules;
pub mod setup;
pub mod thinking;
pub mod ui;

pub use ai::{Level, Opponent};
pub use perfect::{Outcome, PerfectTable};
pub use rules::{Game, PlayError, Player, RuleSet, Status};

use bevy::prelude::*;

/// The order of work in a frame: input, the rules, the computer's turn, then the visuals.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TttSystems {
    /// Keyboard to actions.
    Input,
    /// Actions to the game.
    Actions,
    /// The computer's moves and the scoreboard.
    Turns,
    /// Stones, lines, hints and texts follow the game.
    Mirror,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (TttSystems::Input, TttSystems::Actions, TttSystems::Turns, TttSystems::Mirror).chain(),
    )
    .add_plugins((thinking::plugin, play::plugin, board::plugin, ui::plugin));
}

#[cfg(test)]
mod tests;
