//! A sample of every thing said of programs of the player's own.

use pegs_engine::engines::check::{Checked, Refusal};
use pegs_engine::hanoi::{Move, MoveError};

use super::super::{Msg, ProgramMsg};

/// Every kind of thing said of programs of the player's own.
pub(super) fn program_samples() -> Vec<Msg> {
    [
        ProgramMsg::OwnEngines,
        ProgramMsg::OwnEnginesHelp,
        ProgramMsg::EngineName,
        ProgramMsg::EngineCommand,
        ProgramMsg::AddEngine,
        ProgramMsg::RemoveEngine("mine".into()),
        ProgramMsg::EngineRefused(crate::base::settings::EngineRefused::NameTaken),
        ProgramMsg::EngineFault { name: "mine".into(), kind: "illegal", said: "9".into() },
        ProgramMsg::EngineStopped { name: "mine".into(), kind: "timeout" },
        ProgramMsg::EngineThought("mine".into()),
        ProgramMsg::SolverChoice,
        ProgramMsg::BuiltInSolver,
        ProgramMsg::OwnSolvers,
        ProgramMsg::OwnSolversHelp,
        ProgramMsg::AddSolver,
        ProgramMsg::ScriptEnginesHelp,
        ProgramMsg::ScriptSolversHelp,
        ProgramMsg::OpenScript,
        ProgramMsg::PasteScript,
        ProgramMsg::ScriptChosen { file: String::new(), lines: 4 },
        ProgramMsg::ScriptRefused(crate::base::settings::EngineRefused::Empty),
        ProgramMsg::ScriptRefused(crate::base::settings::EngineRefused::TooLong),
        ProgramMsg::ScriptChosen { file: "mine.js".into(), lines: 1 },
        ProgramMsg::ScriptChosen { file: "mine.js".into(), lines: 3 },
        ProgramMsg::ScriptChosen { file: "mine.js".into(), lines: 25 },
        ProgramMsg::SolverAsking("recursive".into()),
        ProgramMsg::SolverFailed { name: "recursive".into(), said: "Traceback".into() },
        ProgramMsg::SolverVerdict { name: "recursive".into(), checked: verdict(None, true, 9) },
        ProgramMsg::SolverVerdict { name: "recursive".into(), checked: verdict(None, true, 7) },
        ProgramMsg::SolverVerdict { name: "recursive".into(), checked: verdict(None, false, 1) },
        ProgramMsg::SolverVerdict {
            name: "recursive".into(),
            checked: verdict(Some(Refusal::Illegal(Move::new(0, 2), MoveError::EmptyPeg(0))), false, 2),
        },
        ProgramMsg::SolverVerdict {
            name: "recursive".into(),
            checked: verdict(Some(Refusal::Unreadable("1 9".into())), false, 0),
        },
        ProgramMsg::SolverVerdict {
            name: "recursive".into(),
            checked: verdict(Some(Refusal::AfterHome(Move::new(2, 0))), true, 7),
        },
        ProgramMsg::SolverLeftShortest(3),
    ]
    .into_iter()
    .map(Msg::Program)
    .collect()
}

/// A solver program's moves, checked: `moves` made of a tower of three
/// disks (7 the fewest), home or not, and the move refused.
fn verdict(refused: Option<Refusal>, home: bool, moves: u64) -> Checked {
    Checked { moves, fewest: 7, home, refused: refused.map(|r| (moves + 1, r)) }
}
