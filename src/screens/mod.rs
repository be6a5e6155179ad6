//! The screens: the menu and the two games, each in its own part (a game's
//! board, panel, input, screen-reader controls, kept share and how-to page).
//! They use the shell, the base and the engine; a screen never uses another.

pub mod hanoi;
pub mod menu;
pub mod tictactoe;
