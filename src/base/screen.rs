//! The screen being shown, which every part may ask about, and the way
//! back to the menu.

use bevy::prelude::*;

/// The game's name, in every language: the window's title, the menu's heading, what a screen reader calls the window.
pub const GAME_NAME: &str = "Pegs & Stones";

/// The screen being shown.
#[derive(States, Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Screen {
    /// Choose a game.
    #[default]
    Menu,
    /// Towers of Hanoi.
    Hanoi,
    /// Infinity TicTacToe.
    TicTacToe,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_state::<Screen>().add_systems(Update, back_to_menu.run_if(not(in_state(Screen::Menu))));
}

/// Esc leaves a game for the menu.
fn back_to_menu(keys: Res<ButtonInput<KeyCode>>, mut next: ResMut<NextState<Screen>>) {
    if keys.just_pressed(KeyCode::Escape) {
        next.set(Screen::Menu);
    }
}
