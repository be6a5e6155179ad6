//! What both games offer besides a game of one's own, as they and the
//! menu share it: the daily puzzles and ladders, the lessons, a finished
//! game's review, and the line to a friend's game online.

pub mod lessons;
pub mod online;
pub mod puzzle;
pub mod review;
