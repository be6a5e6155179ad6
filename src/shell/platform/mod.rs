//! What the device gives the game: the web page around it (and what the
//! browser offers), work off the frame on Bevy's task pools, and the
//! clipboard.

pub mod clipboard;
pub mod tasks;
pub mod web;
