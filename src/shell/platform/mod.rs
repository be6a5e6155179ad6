//! What the device gives the game: the web page around it (and what the
//! browser offers), work off the frame on Bevy's task pools, the
//! clipboard and the wall clock.

pub mod clipboard;
pub mod clock;
pub mod tasks;
pub mod web;
