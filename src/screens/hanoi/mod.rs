//! The Towers of Hanoi screen: the engine's tower (`pegs_engine::hanoi`)
//! shown as disks on pegs, played by pointer and keys, and by the solver.
//!
//! The screen's modules run one way, each using only those listed before it:
//! `layout` (where things are) → `state` (what the board is: resources,
//! components, the action message) → `puzzle` (a daily puzzle on the
//! board, the tower put aside) → `tables` (exact four-peg distances,
//! built off the frame) → `autosolve` (the solver's timed queue) →
//! `insight` (the solver's plan and the map of positions, shown) →
//! `solver_program` (a solver program of the player's own) → `lesson`
//! (a lesson on the board, the tower put aside) → `race` (a race against a
//! friend or a stranger online, the same) → `review` (a game looked at
//! again, the same) → `play` (what the player's actions do) → `board`
//! (the entities that show the board) → `input` (the pointer on those
//! entities) → `focus` (the keyboard's ring over the pegs) → `flight`
//! (disks moving) → `cheer` (landings and solves felt) → `ui` (what the
//! screen says, the panel) → `access` (the board for screen readers) →
//! `kept` (what is saved of it), `page` (its how-to-play page) and `pace`
//! (when it needs frames).

pub mod access;
pub mod autosolve;
pub mod board;
pub mod cheer;
pub mod feel;
pub mod flight;
pub mod focus;
pub mod input;
pub mod insight;
pub mod kept;
pub mod layout;
pub mod lesson;
pub mod pace;
pub mod page;
pub mod play;
pub mod puzzle;
pub mod race;
pub mod review;
pub mod solver_program;
pub mod state;
pub mod tables;
pub mod ui;

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
        (state::plugin, puzzle::plugin, lesson::plugin, race::plugin, review::plugin),
        tables::plugin,
        (autosolve::plugin, solver_program::plugin),
        insight::plugin,
        play::plugin,
        board::plugin,
        input::plugin,
        focus::plugin,
        flight::plugin,
        cheer::plugin,
        ui::plugin,
        access::plugin,
        kept::plugin,
        page::plugin,
        pace::plugin,
    ));
}
