//! The panels' shared pieces: buttons that name their keys, the footer and
//! the records window; the how-to pages; the toasts about saving; who has
//! the keyboard, a text box or the game; the part that keeps programs of
//! the player's own; a review's strip of values.

pub mod howto;
pub mod keyboard;
pub mod programs;
pub mod toasts;
pub mod value_strip;
pub mod widgets;
