//! What the device gives the game: the web page around it (and what the
//! browser offers), work off the frame on Bevy's task pools, the
//! clipboard, the wall clock, files opened on the page, and programs of
//! the player's own.

pub mod clipboard;
pub mod clock;
pub mod files;
pub mod programs;
pub mod tasks;
pub mod web;
