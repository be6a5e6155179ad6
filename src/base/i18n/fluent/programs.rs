//! The messages about programs of the player's own.

use pegs_engine::engines::check::{Checked, Refusal};

use super::super::{Msg, ProgramMsg};
use super::{Text, count, id, key, plain, say, text, with};
use crate::base::settings::EngineRefused;

/// A thing said of a program of the player's own.
pub(super) fn program(m: &ProgramMsg) -> Text {
    match m {
        ProgramMsg::OwnEngines => id("own-engines"),
        ProgramMsg::OwnEnginesHelp => id("own-engines-help"),
        ProgramMsg::EngineName => id("engine-name"),
        ProgramMsg::EngineCommand => id("engine-command"),
        ProgramMsg::AddEngine => id("add-engine"),
        ProgramMsg::RemoveEngine(name) => with("remove-engine", vec![("name", plain(name.clone()))]),
        ProgramMsg::EngineRefused(why) => with("engine-refused", vec![("why", key(refused_key(*why)))]),
        ProgramMsg::EngineFault { name, kind, said } => {
            // What the engine said, after a dash: its own words, in no language.
            let said = if said.is_empty() { String::new() } else { format!(" — {said}") };
            let did = say(with("engine-did", vec![("kind", key(kind))]));
            with("engine-fault", vec![("name", plain(name.clone())), ("did", did), ("said", plain(said))])
        }
        ProgramMsg::SolverChoice => id("solver-choice"),
        ProgramMsg::BuiltInSolver => id("built-in-solver"),
        ProgramMsg::OwnSolvers => id("own-solvers"),
        ProgramMsg::OwnSolversHelp => id("own-solvers-help"),
        ProgramMsg::AddSolver => id("add-solver"),
        ProgramMsg::ScriptEnginesHelp => id("script-engines-help"),
        ProgramMsg::ScriptSolversHelp => id("script-solvers-help"),
        ProgramMsg::OpenScript => id("open-script"),
        ProgramMsg::ScriptRefused(why) => with("script-refused", vec![("why", key(refused_key(*why)))]),
        ProgramMsg::PasteScript => id("paste-script"),
        ProgramMsg::ScriptChosen { file, lines } if file.is_empty() => {
            with("script-pasted", vec![("lines", count(*lines))])
        }
        ProgramMsg::ScriptChosen { file, lines } => {
            with("script-chosen", vec![("file", plain(file.clone())), ("lines", count(*lines))])
        }
        ProgramMsg::SolverAsking(name) => with("solver-asking", vec![("name", plain(name.clone()))]),
        ProgramMsg::SolverFailed { name, said } => {
            let said = if said.is_empty() { String::new() } else { format!(" — {said}") };
            with("solver-failed", vec![("name", plain(name.clone())), ("said", plain(said))])
        }
        ProgramMsg::SolverVerdict { name, checked } => verdict(name, checked),
        ProgramMsg::SolverLeftShortest(at) => with("solver-left-shortest", vec![("at", count(*at))]),
        ProgramMsg::EngineThought(name) => with("engine-thought", vec![("name", plain(name.clone()))]),
        ProgramMsg::EngineStopped { name, kind } => {
            let did = say(with("engine-did", vec![("kind", key(kind))]));
            with("engine-stopped", vec![("name", plain(name.clone())), ("did", did)])
        }
    }
}

/// What became of a solver program's moves: how it went (a key), the
/// counts, and why a move was refused (the refusal's own words, or the
/// line that was no move).
fn verdict(name: &str, checked: &Checked) -> Text {
    let (how, number, why) = match &checked.refused {
        Some((n, Refusal::Illegal(_, e))) => ("refused", *n, say(text(&Msg::Refused(*e)))),
        Some((n, Refusal::Unreadable(line))) => ("unreadable", *n, plain(line.clone())),
        Some((n, Refusal::AfterHome(_))) => ("after-home", *n, plain("")),
        None if !checked.home => ("short", 0, plain("")),
        None if checked.moves > checked.fewest => ("longer", 0, plain("")),
        None => ("optimal", 0, plain("")),
    };
    with(
        "solver-verdict",
        vec![
            ("name", plain(name)),
            ("how", key(how)),
            ("moves", count(checked.moves)),
            ("more", count(checked.moves.saturating_sub(checked.fewest))),
            ("fewest", count(checked.fewest)),
            ("number", count(number)),
            ("why", why),
        ],
    )
}

/// Why an engine is not added, as the messages select on it.
fn refused_key(why: EngineRefused) -> &'static str {
    match why {
        EngineRefused::Empty => "empty",
        EngineRefused::TooLong => "too-long",
        EngineRefused::NameTaken => "name-taken",
        EngineRefused::TooMany => "too-many",
    }
}
