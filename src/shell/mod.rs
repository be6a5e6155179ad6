//! The shell both games share, a folder for each kind of thing: what the
//! device gives (`platform`), how the board is shown (`display`), what
//! answers a move (`feedback`), screen readers (`access`), the panels'
//! pieces (`ui`), puzzles, lessons, reviews and online play (`modes`), and
//! the language with the words given to unlabelled controls. It uses the
//! base and the engine, never a screen.

pub mod access;
pub mod display;
pub mod feedback;
pub mod labels;
pub mod language;
pub mod modes;
pub mod platform;
pub mod ui;
