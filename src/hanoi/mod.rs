//! Towers of Hanoi: the rule engine and solvers (plain Rust, no Bevy), and
//! the screen that plays them.
//!
//! The screen's modules run one way, each using only those listed before it:
//! `layout` (where things are) → `state` (what the board is: resources,
//! components, the action message) → `tables` (exact four-peg distances,
//! built off the frame) → `autosolve` (the solver's timed queue) → `rules`
//! (what actions do) → `board` (the entities that show the board) → `input`
//! (the pointer on those entities) → `flight` (disks moving) → `cheer`
//! (landings and solves felt) → `ui` (what the screen says, the panel).

pub mod autosolve;
pub mod board;
pub mod cheer;
pub mod distance;
pub mod engine;
pub mod flight;
pub mod input;
pub mod layout;
pub mod rules;
pub mod solver;
pub mod state;
pub mod tables;
pub mod ui;

pub use engine::{Move, MoveError, SetupError, Tower};
pub use layout::disk_colour;
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
    .add_plugins((
        state::plugin,
        tables::plugin,
        autosolve::plugin,
        rules::plugin,
        board::plugin,
        input::plugin,
        flight::plugin,
        cheer::plugin,
        ui::plugin,
    ));
}

#[cfg(test)]
mod tests;
