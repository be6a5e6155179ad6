//! When the Hanoi screen needs frames: while disks fly or settle, the
//! solver plays, the tower cheers or a distance table is being built; at
//! the clock's pace while it runs; and when a message is due to fade.
//! Otherwise the board is still and the game sleeps until input.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use super::autosolve::SolverQueue;
use super::feel::CHEER_SECONDS;
use super::flight::Flight;
use super::state::{Board, Cheer, HanoiClock, Notice, Settle};
use super::tables::Distances;
use crate::base::frames::{LONGEST_TIMED_WAIT, PaceFrames, TIMER_STEP, Wake};
use crate::base::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(Last, ask_for_frames.before(PaceFrames).run_if(in_state(Screen::Hanoi)));
}

/// Disks flying or settling.
type Moving = Or<(With<Flight>, With<Settle>)>;

/// What may still change on the screen by itself.
#[derive(SystemParam)]
struct Going<'w, 's> {
    moving: Query<'w, 's, (), Moving>,
    solver: Res<'w, SolverQueue>,
    cheer: Res<'w, Cheer>,
    notice: Res<'w, Notice>,
    distances: Res<'w, Distances>,
}

/// What moves asks for the next frame; a visible timer for a frame in time.
fn ask_for_frames(time: Res<Time>, board: Res<Board>, going: Going, mut wake: ResMut<Wake>) {
    let Going { moving, solver, cheer, notice, distances } = going;
    if !moving.is_empty() {
        wake.now("disks in the air or settling");
    }
    if solver.is_running() {
        wake.now("the solver");
    }
    if cheer.since.is_some_and(|t| time.elapsed_secs_f64() - t < CHEER_SECONDS) {
        wake.now("the solved tower's cheer");
    }
    if distances.is_building() {
        // The job wakes the game when it is done; this is only in case it cannot.
        wake.within(LONGEST_TIMED_WAIT, "a distance table being built");
    }
    if HanoiClock::runs_for(&board) {
        // The clock shows tenths.
        wake.within(TIMER_STEP, "the clock");
    }
    if let Some(seconds) = notice.fades_in() {
        wake.within(seconds as f64, "a message to fade");
    }
}
