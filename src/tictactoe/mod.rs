//! Infinity TicTacToe: the rules, the searching opponent and the perfect
//! table (free of Bevy), and the screen that plays them.

pub mod ai;
pub mod perfect;
pub mod rules;

pub use ai::{Level, Opponent};
pub use perfect::{Outcome, PerfectTable};
pub use rules::{Game, PlayError, Player, Status};

use bevy::prelude::*;

use crate::Screen;
use crate::theme;

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_title);
}

fn spawn_title(mut commands: Commands) {
    commands.spawn((
        theme::label("Infinity TicTacToe", 48.0, theme::TEXT),
        Transform::from_xyz(0.0, 300.0, 1.0),
        DespawnOnExit(Screen::TicTacToe),
    ));
}

#[cfg(test)]
mod tests;
