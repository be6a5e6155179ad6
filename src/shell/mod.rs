//! The shell both games share: how the board is shown and drawn, its look,
//! language, sound, celebrations, screen readers, the how-to page viewer and
//! the line to a friend's game. It uses the base and the engine, never a screen.

pub mod access;
pub mod appearance;
pub mod camera;
pub mod celebrate;
pub mod clipboard;
pub mod haptics;
pub mod howto;
pub mod labels;
pub mod language;
pub mod lessons;
pub mod motion;
pub mod online;
pub mod puzzle;
pub mod rendering;
pub mod review;
pub mod shared_settings;
pub mod sound;
pub mod tasks;
pub mod theme;
pub mod toasts;
pub mod web;
pub mod widgets;
pub mod zones;
