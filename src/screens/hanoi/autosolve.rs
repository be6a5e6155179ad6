//! The auto-solver: a timed queue of moves from the current position (the
//! optimal ones wherever they are known), with a lead-in, pause, single
//! steps and a speed setting.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use pegs_engine::hanoi::distance::DistanceTable;
use pegs_engine::hanoi::plan::{Explained, Task};
use pegs_engine::hanoi::{Solution, Tower};
use tracing::warn;

use super::feel::LEAD_IN_SECONDS;
use super::state::{Board, Hand, HanoiClock, HanoiRun, MAX_MOVES_PER_FRAME, Notice, SolverSpeed};
use crate::base::i18n::Msg;
use crate::base::screen::Screen;
use crate::shell::feedback::sound::Sound;

/// Where the solver stands.
#[derive(Debug, Default, Clone, PartialEq)]
pub enum SolverPhase {
    /// No plan.
    #[default]
    Idle,
    /// Waiting briefly before the first move.
    LeadIn(Timer),
    /// Playing moves on the clock.
    Running,
    /// Holding its plan until resumed or stepped.
    Paused,
}

/// The moves still to play and the clock that plays them.
#[derive(Resource, Debug, Default)]
pub struct SolverQueue {
    plan: Option<Solution>,
    /// The plan's sub-tasks (its moves made are its total less those remaining).
    explained: Option<Explained>,
    phase: SolverPhase,
    /// Moves owed to the clock, fractional.
    owed: f32,
}

impl SolverQueue {
    /// The current phase.
    pub fn phase(&self) -> &SolverPhase {
        &self.phase
    }

    /// Whether the solver has a plan (running, waiting or paused).
    pub fn is_active(&self) -> bool {
        self.phase != SolverPhase::Idle
    }

    /// Whether moves are being played on the clock (or about to be).
    pub fn is_running(&self) -> bool {
        matches!(self.phase, SolverPhase::Running | SolverPhase::LeadIn(_))
    }

    /// Moves left in the plan.
    pub fn remaining(&self) -> u64 {
        self.plan.as_ref().map_or(0, Solution::remaining)
    }

    /// Whether the plan is proven shortest.
    pub fn is_optimal(&self) -> bool {
        self.plan.as_ref().is_some_and(Solution::is_optimal)
    }

    /// The open sub-tasks of the plan at the move it makes next, the whole
    /// job first (see [`Explained::stack`]); empty without a plan.
    pub fn stack(&self) -> Vec<Task> {
        self.explained.as_ref().map_or_else(Vec::new, |explained| {
            explained.stack(explained.total().saturating_sub(self.remaining()))
        })
    }

    /// Makes the plan from `board`, with its explanation.
    fn make_plan(&mut self, board: &Tower, table: Option<&DistanceTable>) -> u64 {
        let plan = board.plan(table);
        let moves = plan.remaining();
        self.explained = Some(Explained::new(board, table));
        self.plan = Some(plan);
        moves
    }

    /// Plays `plan`, worked out elsewhere (a solver program's moves), after
    /// the usual lead-in.
    pub fn start_given(&mut self, plan: Solution) {
        *self = Self {
            plan: Some(plan),
            explained: None,
            phase: SolverPhase::LeadIn(Timer::from_seconds(LEAD_IN_SECONDS, TimerMode::Once)),
            owed: 0.0,
        };
    }

    /// Drops the plan (a manual move, an undo or a restart).
    pub fn cancel(&mut self) {
        *self = Self::default();
    }

    /// Solve from here, pause, or resume.
    pub fn toggle(&mut self, board: &Tower, table: Option<&DistanceTable>, notice: &mut Notice) {
        match self.phase {
            SolverPhase::Idle => {
                let moves = self.make_plan(board, table);
                notice.info(Msg::SolvingFromHere { moves, optimal: self.is_optimal() });
                self.phase = SolverPhase::LeadIn(Timer::from_seconds(LEAD_IN_SECONDS, TimerMode::Once));
            }
            SolverPhase::LeadIn(_) | SolverPhase::Running => {
                self.phase = SolverPhase::Paused;
                notice.info(Msg::SolverPaused);
            }
            SolverPhase::Paused => {
                self.phase = SolverPhase::Running;
                self.owed = 0.0;
                notice.clear();
            }
        }
    }

    /// Plays one move of the plan now and pauses; returns how many moves were made.
    pub fn step(&mut self, board: &mut Tower, table: Option<&DistanceTable>, notice: &mut Notice) -> u32 {
        if board.is_solved() {
            notice.info(Msg::AlreadySolved);
            return 0;
        }
        if self.plan.is_none() {
            self.make_plan(board, table);
        }
        self.phase = SolverPhase::Paused;
        self.play(board, notice, 1)
    }

    /// Plays up to `moves` moves of the plan; ends the plan when it is done
    /// (or, should the board disagree with it, when a move is refused).
    /// Returns how many moves were made.
    fn play(&mut self, board: &mut Tower, notice: &mut Notice, moves: u32) -> u32 {
        let Some(plan) = self.plan.as_mut() else { return 0 };
        let mut made = 0;
        for _ in 0..moves {
            let Some(mv) = plan.next() else { break };
            if let Err(e) = board.try_move(mv.from, mv.to) {
                warn!("solver move {mv} refused: {e}");
                notice.warn(Msg::Refused(e));
                self.cancel();
                return made;
            }
            made += 1;
        }
        if board.is_solved() || self.remaining() == 0 {
            self.cancel();
        }
        made
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SolverQueue>()
        .add_systems(OnEnter(Screen::Hanoi), |mut q: ResMut<SolverQueue>| q.cancel())
        .add_systems(Update, run_solver.in_set(super::HanoiSystems::Solver).run_if(in_state(Screen::Hanoi)));
}

/// The tower the solver plays on: the board, the line under it, the run and its clock.
#[derive(SystemParam)]
struct PlayedOn<'w> {
    board: ResMut<'w, Board>,
    notice: ResMut<'w, Notice>,
    run: ResMut<'w, HanoiRun>,
    clock: Res<'w, HanoiClock>,
}

fn run_solver(
    time: Res<Time>,
    speed: Res<SolverSpeed>,
    mut queue: ResMut<SolverQueue>,
    tower: PlayedOn,
    mut sounds: MessageWriter<Sound>,
) {
    let PlayedOn { mut board, mut notice, mut run, clock } = tower;
    let queue = &mut *queue;
    match &mut queue.phase {
        SolverPhase::Idle | SolverPhase::Paused => {}
        SolverPhase::LeadIn(timer) => {
            if timer.tick(time.delta()).is_finished() {
                queue.phase = SolverPhase::Running;
                // The first move goes at once.
                queue.owed = 1.0;
            }
        }
        SolverPhase::Running => {
            let moves = if speed.is_max() {
                MAX_MOVES_PER_FRAME
            } else {
                queue.owed += speed.0 * time.delta_secs();
                let whole = queue.owed.floor().min(MAX_MOVES_PER_FRAME as f32);
                queue.owed -= whole;
                whole as u32
            };
            if moves > 0 && queue.play(&mut board, &mut notice, moves) > 0 {
                // A tower the solver helped with is no record.
                run.assisted = true;
                sounds.write(Sound::SolverMove);
                if board.is_solved() {
                    notice.solved(&board, clock.seconds, None);
                    sounds.write(Sound::TowerSolved { great: false });
                }
            }
        }
    }
}

/// What setting a tower out on the board touches: the board, the hand,
/// the solver's queue, the message line, the run and the clock. A review
/// and a race set their towers out (and give the player's back) through it.
#[derive(SystemParam)]
pub struct SetOut<'w> {
    /// The board.
    pub board: ResMut<'w, Board>,
    /// The disk in hand.
    pub hand: ResMut<'w, Hand>,
    /// The solver's queue.
    pub solver: ResMut<'w, SolverQueue>,
    /// The message line.
    pub notice: ResMut<'w, Notice>,
    /// How the tower was played.
    pub run: ResMut<'w, HanoiRun>,
    /// Its clock.
    pub clock: ResMut<'w, HanoiClock>,
}

impl SetOut<'_> {
    /// `tower` on the board with its `run` and `clock`: nothing held, the
    /// solver stopped (the message line is the caller's).
    pub fn set(&mut self, tower: Tower, run: HanoiRun, clock: HanoiClock) {
        self.solver.cancel();
        *self.hand = Hand::Empty;
        self.board.0 = tower;
        *self.run = run;
        *self.clock = clock;
    }

    /// The tower on the board with its run and clock, to be put aside.
    pub fn aside(&self) -> (Tower, HanoiRun, HanoiClock) {
        (self.board.0.clone(), self.run.clone(), *self.clock)
    }
}
