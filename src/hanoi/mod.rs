//! Towers of Hanoi: the rule engine and solver (plain Rust, no Bevy), and
//! the screen that plays them.

pub mod autosolve;
pub mod board;
pub mod engine;
pub mod flight;
pub mod input;
pub mod solver;
pub mod ui;

pub use board::disk_colour;
pub use engine::{Move, MoveError, SetupError, Tower};
pub use solver::Solution;

use bevy::prelude::*;

/// The order of work in a frame: input is read, the rules applied, the
/// solver played, disks respawned or flown, then the visuals follow.
#[derive(SystemSet, Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum HanoiSystems {
    /// Keyboard to actions.
    Input,
    /// Actions to board changes.
    Actions,
    /// The solver's timed moves.
    Solver,
    /// Disk entities for a new tower.
    Spawn,
    /// Flights toward where the board says.
    Motion,
    /// Colours and texts.
    Visuals,
}

pub(crate) fn plugin(app: &mut App) {
    app.configure_sets(
        Update,
        (
            HanoiSystems::Input,
            HanoiSystems::Actions,
            HanoiSystems::Solver,
            HanoiSystems::Spawn,
            HanoiSystems::Motion,
            HanoiSystems::Visuals,
        )
            .chain(),
    )
    .add_plugins((board::plugin, input::plugin, autosolve::plugin, flight::plugin, ui::plugin));
}

#[cfg(test)]
mod tests;
