//! What answers a player's move besides the board: sound, a phone's
//! vibration, and the celebrations drawn where something was won.

pub mod celebrate;
pub mod haptics;
pub mod sound;
