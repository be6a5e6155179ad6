//! The Infinity TicTacToe screen: the engine's game (`pegs_engine::tictactoe`)
//! on a board of sprites, against a person or the computer.
//!
//! Modules, each using only those before it: `thinking` (the computer's
//! search and the perfect tables, off the frame) → `engines` (an engine of
//! the player's own on the computer's side) → `play` (the match: turns,
//! actions, the scoreboard) → `puzzle` (a daily puzzle on the board, the
//! game put aside) → `lesson` (a lesson on the board, the same) → `review`
//! (a finished game looked at again, the same) → `insight` (how the
//! computer decides, worked out to be shown) → `board` (the cells on
//! screen) → `stones` (the stones that mirror the engine's) → `cheer` (a
//! game's end felt) → `marks` (ghost, hints and the thinking over the
//! cells) → `focus` (the keyboard's ring over the cells) → `online` (a game
//! against a friend on another device) → `ui` (the status line and the
//! panel) → `access` (the board for screen readers) → `kept` (what is saved
//! of it), `page` (its how-to-play page) and `pace` (when it needs frames).
//! Hanoi's screen names its parallel parts alike (`play`, `insight`,
//! `cheer`, `review`…).

pub mod access;
pub mod board;
pub mod cheer;
pub mod engines;
pub mod feel;
pub mod focus;
pub mod insight;
pub mod kept;
pub mod lesson;
pub mod marks;
pub mod online;
pub mod pace;
pub mod page;
pub mod play;
pub mod puzzle;
pub mod review;
pub mod stones;
pub mod thinking;
pub mod ui;

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
    /// The thinking shown follows the game.
    Insight,
    /// Stones, lines, hints and texts follow the game.
    Mirror,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (TttSystems::Input, TttSystems::Actions, TttSystems::Turns, TttSystems::Insight, TttSystems::Mirror)
            .chain(),
    )
    .add_plugins((
        (thinking::plugin, engines::plugin),
        (play::plugin, puzzle::plugin, lesson::plugin, review::plugin),
        online::plugin,
        insight::plugin,
        board::plugin,
        stones::plugin,
        cheer::plugin,
        marks::plugin,
        focus::plugin,
        ui::plugin,
        access::plugin,
        kept::plugin,
        page::plugin,
        pace::plugin,
    ));
}
