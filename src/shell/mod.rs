//! The shell both games share: how the board is shown and drawn, its look,
//! language, sound, celebrations, screen readers, the how-to page viewer and
//! the line to a friend's game. It uses the base and the engine, never a screen.

pub mod access;
pub mod celebrate;
pub mod clipboard;
pub mod drawing;
pub mod howto;
pub mod language;
pub mod lessons;
pub mod look;
pub mod motion;
pub mod named;
pub mod notes;
pub mod online;
pub mod puzzle;
pub mod review;
pub mod shared_settings;
pub mod sound;
pub mod tasks;
pub mod theme;
pub mod touch;
pub mod view;
pub mod web;
pub mod widgets;
pub mod zones;
