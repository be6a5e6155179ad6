//! What is said of programs of the player's own (docs/engines.md): the
//! panels' parts that keep them, an engine's fault and thinking, a solver
//! program's verdict; one message type ([`ProgramMsg`]), said like every
//! other message.

use pegs_engine::engines::check::Checked;

use crate::base::settings::EngineRefused;

/// A thing said of a program of the player's own.
#[derive(Clone, Debug, PartialEq)]
pub enum ProgramMsg {
    /// The heading over the engines of the player's own.
    OwnEngines,
    /// What an engine of the player's own is, in a line.
    OwnEnginesHelp,
    /// The box for a new engine's name.
    EngineName,
    /// The box for a new engine's command line.
    EngineCommand,
    /// The button that adds the engine.
    AddEngine,
    /// The button that lets an engine go.
    RemoveEngine(String),
    /// Why a new engine is not added.
    EngineRefused(EngineRefused),
    /// An engine of the player's own stopped: its name, what it did (a
    /// key, see `EngineFault`), and what it said (its move, its stderr).
    EngineFault { name: String, kind: &'static str, said: String },
    /// The same, short, for the status line: the name and what it did.
    EngineStopped { name: String, kind: &'static str },
    /// Over what an engine of the player's own said of its move (its
    /// `info` lines, in the protocol's words).
    EngineThought(String),
    /// The list of solvers: the game's own, or a program of the player's own.
    SolverChoice,
    /// The game's own solver, in that list.
    BuiltInSolver,
    /// The heading over the solver programs of the player's own.
    OwnSolvers,
    /// What a solver program is, in a line.
    OwnSolversHelp,
    /// What an engine of the player's own is in the browser (a JavaScript file), in a line.
    ScriptEnginesHelp,
    /// What a solver program is in the browser (a JavaScript file), in a line.
    ScriptSolversHelp,
    /// The button that opens a program's JavaScript file (in the browser).
    OpenScript,
    /// The button that pastes a program's JavaScript from the clipboard (in the browser).
    PasteScript,
    /// Why a new program is not added, in the browser (where it is a JavaScript file).
    ScriptRefused(EngineRefused),
    /// The JavaScript file opened for a new program: its name (empty when
    /// pasted), its lines.
    ScriptChosen { file: String, lines: u64 },
    /// The button that adds a solver program.
    AddSolver,
    /// A solver program is asked for its moves.
    SolverAsking(String),
    /// A solver program could not be run or gave no moves: its name, what
    /// it wrote to stderr.
    SolverFailed { name: String, said: String },
    /// What became of a solver program's moves, played through the rules.
    SolverVerdict { name: String, checked: Checked },
    /// The move after which a solver program was first off the shortest way.
    SolverLeftShortest(u64),
}
