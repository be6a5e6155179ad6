//! How the TicTacToe board feels: every number that sets the pace and the
//! look of a stone, a hover or a mark, in one place, each with its reason
//! (colours are the palette's, so high contrast has its say).

/// Opacity of the stone that vanishes next: faded enough to read as
/// leaving, solid enough to see whose it is.
pub const FADED_ALPHA: f32 = 0.35;
/// Seconds a new stone takes to grow in: a beat, not a wait.
pub const POP_SECONDS: f32 = 0.18;
/// How far a new stone overshoots its size before it settles (a share of it).
pub const POP_OVERSHOOT: f32 = 0.15;
/// Seconds a vanishing stone takes to fade out.
pub const VANISH_SECONDS: f32 = 0.3;
/// Seconds the winning stones pulse before they rest (the game then sleeps).
pub const PULSE_SECONDS: f64 = 3.0;
/// How much the winning stones swell at the pulse's height (a share of their size)...
pub const PULSE_SWELL: f32 = 0.08;
/// ...and how fast they pulse (radians a second: about one beat a second).
pub const PULSE_RATE: f32 = 6.0;
/// Opacity of the stone shown where the pointer would place it: a hint, not a move.
pub const GHOST_ALPHA: f32 = 0.3;
/// How much white a playable cell under the pointer takes: enough to see, never a glare.
pub const HOVER_TINT: f32 = 0.12;
/// How much of the accent the computer's chosen cell takes while its thinking is shown.
pub const CHOSEN_GLOW: f32 = 0.35;
/// How much more opaque than a fading stone the expected line's stones are drawn.
pub const LINE_STONE_LIFT: f32 = 0.15;
