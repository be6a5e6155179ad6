//! When the TicTacToe screen needs frames: while stones grow in or fade
//! out, winning stones pulse, the computer searches or a perfect table is
//! being built; when the computer's pause ends or the next watched game is
//! due. Otherwise the board is still and the game sleeps until input.

use bevy::prelude::*;

use super::play::{Match, MatchSettings};
use super::stones::{Growing, Vanishing, pulse_left};
use super::thinking::{PerfectPlay, Thinking};
use crate::base::frames::{LONGEST_TIMED_WAIT, PaceFrames, Wake};
use crate::base::screen::Screen;
use crate::base::settings::Mode;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, ask_for_frames.before(PaceFrames).run_if(in_state(Screen::TicTacToe)));
}

/// Stones growing in or fading out.
type Moving = Or<(With<Growing>, With<Vanishing>)>;

/// What moves asks for the next frame; a timer for a frame in time.
fn ask_for_frames(
    time: Res<Time>,
    board: Res<Match>,
    settings: Res<MatchSettings>,
    thinking: Res<Thinking>,
    perfect: Res<PerfectPlay>,
    moving: Query<(), Moving>,
    mut wake: ResMut<Wake>,
) {
    let now = time.elapsed_secs_f64();
    if !moving.is_empty() {
        wake.now("stones growing in or fading out");
    }
    if board.game.win_line().is_some() && pulse_left(board.ended_at(), now).is_some() {
        wake.now("the winning stones' pulse");
    }
    if perfect.building().is_some() {
        // The job wakes the game when it is done; this is only in case it cannot.
        wake.within(LONGEST_TIMED_WAIT, "a perfect table being built");
    }
    if let Some(seconds) = thinking.next_step_in(now) {
        wake.within(seconds, "the computer's move");
    }
    if settings.mode == Mode::ComputerVsComputer
        && let Some(ended) = board.ended_at()
    {
        wake.within(ended + settings.watch_pause as f64 - now, "the next watched game");
    }
}
