//! What is kept of the Hanoi screen: the tower being played with its
//! history, its clock and how it was played, and the solver's speed. Put in
//! place at start-up; described whenever the data is written.

use bevy::prelude::*;
use pegs_engine::hanoi::Tower;

use super::insight::Insight;
use super::solver_program::SolverProgram;
use super::state::{Board, HanoiClock, HanoiRun, SolverSpeed};
use super::ui::PlayedFor;
use crate::base::save::data::{HanoiGame, HanoiSettings};
use crate::base::save::{Kept, SaveSystems};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

/// The kept tower, or a new one of the kept size.
fn restore(
    kept: Res<Kept>,
    mut board: ResMut<Board>,
    mut kept_run: ResMut<HanoiRun>,
    mut kept_clock: ResMut<HanoiClock>,
    mut speed: ResMut<SolverSpeed>,
    (mut explain, mut program): (ResMut<Insight>, ResMut<SolverProgram>),
) {
    let data = kept.data();
    let settings = &data.settings.hanoi;
    let (tower, run, clock) = match &data.hanoi {
        Some(game) => (
            game.tower.clone(),
            HanoiRun {
                assisted: game.assisted,
                refused: game.refused,
                recorded: game.recorded,
                earned: None,
            },
            HanoiClock { seconds: game.clock },
        ),
        None => (
            Tower::new_on(settings.pegs, settings.disks).unwrap_or_else(|_| Board::default().0),
            HanoiRun::default(),
            HanoiClock::default(),
        ),
    };
    *board = Board(tower);
    *kept_run = run;
    *kept_clock = clock;
    *speed = SolverSpeed(settings.speed);
    *explain = Insight { plan: settings.show_plan, map: settings.show_map };
    program.programs = settings.solvers.clone();
    program.chosen = settings.solver.clone();
}

/// The board, its clock and how it was played; the clock alone running on
/// is no reason to write, but is written with the rest.
fn keep(
    board: Res<Board>,
    speed: Res<SolverSpeed>,
    run: Res<HanoiRun>,
    clock: Res<HanoiClock>,
    (explain, program): (Res<Insight>, Res<SolverProgram>),
    played_for: PlayedFor,
    mut kept: ResMut<Kept>,
) {
    let PlayedFor { on_board, on_lesson, on_review, racing } = played_for;
    let changed = board.is_changed() || speed.is_changed() || run.is_changed() || explain.is_changed();
    if changed || program.is_changed() {
        kept.touch();
    }
    if !kept.gathering() {
        return;
    }
    // While a lesson or a puzzle is on the board, the tower put aside is the player's
    // (a lesson's with the player's explanations and speed).
    // So is the one put aside by a review.
    // So is the one a race put aside, with the player's explanations (a race hides them).
    let explain = racing.explain_aside().unwrap_or(*explain);
    let kept_aside = racing.aside().or(on_review.kept());
    let (tower, run, clock, explain, speed) = match (&on_lesson.0, &on_board.0, kept_aside) {
        (Some(lesson), ..) => {
            (&lesson.aside.0, &lesson.aside.1, &lesson.aside.2, lesson.aside.3, lesson.aside.4)
        }
        (None, Some(playing), _) => (&playing.aside.0, &playing.aside.1, &playing.aside.2, explain, *speed),
        (None, None, Some((tower, run, clock))) => (tower, run, clock, explain, *speed),
        (None, None, None) => (&board.0, &*run, &*clock, explain, *speed),
    };
    let data = kept.data_mut();
    data.settings.hanoi = HanoiSettings {
        pegs: tower.peg_count(),
        disks: tower.disks(),
        speed: speed.0,
        show_plan: explain.plan,
        show_map: explain.map,
        solvers: program.programs.clone(),
        solver: program.chosen.clone(),
    };
    data.hanoi = Some(HanoiGame {
        tower: tower.clone(),
        clock: clock.seconds,
        assisted: run.assisted,
        refused: run.refused,
        recorded: run.recorded,
    });
}
