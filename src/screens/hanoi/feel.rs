//! How the Hanoi board feels: every number that sets the pace and the look
//! of a move, in one place, each with its reason (the board's measures are
//! `layout.rs`'s, its colours the palette's). To make the flights 30 %
//! slower, raise [`FLIGHT_SHARE_OF_A_MOVE`] and [`MAX_FLIGHT_SECONDS`] by 30 %.

/// A flight takes this share of the time between two of the solver's moves
/// (0.8 s at one move a second): the disk lands before the next one lifts.
pub const FLIGHT_SHARE_OF_A_MOVE: f32 = 0.8;
/// The longest flight (a player's moves, the solver at slow speeds):
/// slower than this a move reads as sluggish.
pub const MAX_FLIGHT_SECONDS: f32 = 0.38;
/// Above this many moves a second disks jump: a flight would last a frame or two.
pub const JUMP_ABOVE_MOVES_A_SECOND: f32 = 40.0;
/// Of a flight's time this share is the same for every path...
pub const FLIGHT_FIXED_SHARE: f32 = 0.6;
/// ...and this share grows with the path's length, so that longer paths
/// take a little longer and short lifts a little less,
pub const FLIGHT_PATH_SHARE: f32 = 0.4;
/// measured against a usual path (a disk across one peg and back down, in world units),
pub const FLIGHT_USUAL_PATH: f32 = 500.0;
/// up to this many usual paths (beyond, the flight takes no longer).
pub const FLIGHT_LONGEST_PATHS: f32 = 1.5;
/// Seconds a landing squash takes: long enough to see, short enough to
/// be over before the next move.
pub const SETTLE_SECONDS: f32 = 0.16;
/// Seconds a solve is cheered (the wave of light over the disks).
pub const CHEER_SECONDS: f64 = 1.4;
/// Seconds the solver waits before its first move, so the player sees it take over.
pub const LEAD_IN_SECONDS: f32 = 0.6;
/// Seconds a message above the board stays...
pub const NOTICE_SECONDS: f32 = 3.5;
/// ...and then takes to fade.
pub const NOTICE_FADE_SECONDS: f32 = 0.6;
