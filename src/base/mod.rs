//! The base: what every other part may use — the screen being shown, the
//! frames asked for, every text, what a player chooses and what is kept.
//! It uses only the engine (and Bevy); it knows no screen, no panel and no window.

pub mod frames;
pub mod i18n;
pub mod save;
pub mod screen;
pub mod settings;
