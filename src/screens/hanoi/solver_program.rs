//! A solver program of the player's own (docs/engines.md) on the board
//! (natively a process, in the browser a worker): *Solve* asks it for its moves from the tower as it stands
//! (off the frame), plays them through the rules, and the moves fly as
//! the game's own solver's do (the same timed queue). Once they are
//! played, the message line says what became of them — home in the
//! fewest moves, or how many more, or the move refused — and where the
//! program first left the shortest way.

use bevy::prelude::*;

use pegs_engine::engines::check::{self, Checked, question};
use pegs_engine::hanoi::Tower;

use super::autosolve::SolverQueue;
use super::state::{Board, Notice};
use crate::base::i18n::{Msg, ProgramMsg};
use crate::base::screen::Screen;
use crate::base::settings::OwnEngine;
use crate::shell::platform::programs::solve;
use crate::shell::platform::tasks::{Pending, Work};

/// What a solver program answered: the lines it printed, whether it ended
/// by itself, and its last words on stderr; or why it could not be run.
type Answer = Result<(Vec<String>, bool, String), String>;

/// The solver programs of the player's own, the one chosen, the question
/// in flight and the verdict waiting for its moves to be played.
#[derive(Resource, Default)]
pub struct SolverProgram {
    /// The programs, in the order they were added.
    pub programs: Vec<OwnEngine>,
    /// The one that plays *Solve*, by name; none: the game's own solver.
    pub chosen: Option<String>,
    asking: Pending<Answer, (OwnEngine, Tower)>,
    verdict: Option<Verdict>,
}

/// What is said once a program's moves are played: the tower they lead
/// to, and what became of them.
struct Verdict {
    name: String,
    end: Tower,
    checked: Checked,
    left_at: Option<u64>,
}

impl SolverProgram {
    /// The program that plays *Solve*.
    pub fn chosen(&self) -> Option<&OwnEngine> {
        let name = self.chosen.as_ref()?;
        self.programs.iter().find(|p| &p.name == name)
    }

    /// Whether a program is being asked for its moves.
    pub fn is_asking(&self) -> bool {
        self.asking.is_waiting()
    }

    /// Whether its answer is awaited and not yet in.
    pub fn is_working(&self) -> bool {
        self.asking.is_working()
    }

    /// Asks the chosen program for its moves from `tower`, off the frame
    /// (in the browser, a worker answers while the page goes on).
    pub fn ask(&mut self, tower: &Tower, work: &Work, notice: &mut Notice) {
        let Some(program) = self.chosen().cloned() else { return };
        let (script, question, most) = (program.command.clone(), question(tower), most_lines(tower));
        #[cfg(not(target_arch = "wasm32"))]
        let task = {
            let mut job =
                Some(move || solve(&script, &question, most, ANSWER_WITHIN).map_err(|e| e.to_string()));
            work.spawn(move || job.take().map(|job| job()))
        };
        #[cfg(target_arch = "wasm32")]
        let task = work.spawn_local(async move {
            solve(&script, &question, most, ANSWER_WITHIN).await.map_err(|e| e.to_string())
        });
        notice.info(Msg::Program(ProgramMsg::SolverAsking(program.name.clone())));
        self.verdict = None;
        self.asking.start((program, tower.clone()), task);
    }

    /// Forgets the question and the verdict (the tower changed by hand).
    pub fn cancel(&mut self) {
        self.asking.cancel();
        self.verdict = None;
    }
}

/// How long a solver program has to print its moves in the window.
const ANSWER_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

/// Lines read from a solver program at most (the four-peg way is not
/// worked out here: its bound is a generous one).
fn most_lines(tower: &Tower) -> usize {
    let fewest = if tower.peg_count() == 3 { tower.moves_left_with(None).0 } else { 1 << 16 };
    check::most_lines(fewest, 1 << 20)
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<SolverProgram>().add_systems(
        Update,
        (take_answer, say_verdict)
            .chain()
            .after(super::HanoiSystems::Actions)
            .before(super::HanoiSystems::Solver)
            .run_if(in_state(Screen::Hanoi)),
    );
}

/// Once the program has answered: its moves checked through the rules,
/// played by the solver's queue (if the tower is still the one asked
/// about), the verdict kept for when they are played.
fn take_answer(
    mut program: ResMut<SolverProgram>,
    board: Res<Board>,
    tables: Res<super::tables::Distances>,
    mut queue: ResMut<SolverQueue>,
    mut notice: ResMut<Notice>,
) {
    // Only what is kept (the programs, the choice) counts as a change.
    if !program.asking.is_waiting() {
        return;
    }
    let program = program.bypass_change_detection();
    let Some(((asked, tower), answer)) = program.asking.take() else { return };
    if board.0 != tower {
        return;
    }
    let (lines, words) = match answer {
        Ok((lines, _, words)) => (lines, words),
        Err(why) => (Vec::new(), why),
    };
    let table = tables.for_tower(&tower);
    let (fewest, _) = tower.moves_left_with(table);
    let (checked, moves) =
        pegs_engine::engines::check::check_moves(&tower, fewest, lines.iter().map(String::as_str));
    if moves.is_empty() && checked.refused.is_none() {
        notice.warn(Msg::Program(ProgramMsg::SolverFailed { name: asked.name, said: words }));
        return;
    }
    // Where it first left the shortest way: a move that did not bring the
    // tower one move nearer home (while the distance is known exactly).
    // The moves are the rules' own (`check_moves` made them): the walk ends
    // where they lead.
    let mut left_at = None;
    let mut end = tower.clone();
    let mut distance = Some(fewest);
    for (number, mv) in (1..).zip(&moves) {
        if end.try_move(mv.from, mv.to).is_err() {
            break;
        }
        if let Some(before) = distance {
            let (now, exact) = end.moves_left_with(table);
            if exact && now + 1 != before {
                left_at = Some(number);
            }
            distance = (exact && left_at.is_none()).then_some(now);
        }
    }
    let optimal = checked.is_optimal();
    program.verdict = Some(Verdict { name: asked.name, end, checked, left_at });
    queue.start_given(pegs_engine::hanoi::Solution::given(moves, optimal));
}

/// Once the program's moves are played (and the tower is where they lead),
/// the verdict; a tower changed on the way lets it go.
fn say_verdict(
    mut program: ResMut<SolverProgram>,
    board: Res<Board>,
    queue: Res<SolverQueue>,
    mut notice: ResMut<Notice>,
) {
    if queue.is_active() || program.verdict.is_none() {
        return;
    }
    let Some(verdict) = program.bypass_change_detection().verdict.take() else { return };
    if board.0.places() != verdict.end.places() {
        return;
    }
    let mut lines =
        vec![Msg::Program(ProgramMsg::SolverVerdict { name: verdict.name, checked: verdict.checked })];
    lines.extend(verdict.left_at.map(|at| Msg::Program(ProgramMsg::SolverLeftShortest(at))));
    notice.stays(lines);
}
