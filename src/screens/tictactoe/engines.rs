//! The computer's side played by an engine of the player's own
//! (docs/engines.md), natively. The engine's process is started the first
//! time a game needs it and kept between moves and games; each move is
//! asked for off the frame, as the built-in search is (`Thinking`). A
//! fault — a move that is not legal, silence past its time, a crash, no
//! `uciok` — stops the process and stands, said on the status line, until
//! the player chooses the computer again or starts a new game: the game
//! waits on the engine's turn, and a built-in level plays on from there.

use std::sync::{Arc, Mutex};
#[cfg(not(target_arch = "wasm32"))]
use std::time::Duration;

use bevy::prelude::*;

#[cfg(not(target_arch = "wasm32"))]
use pegs_engine::tictactoe::{Game, RuleSet};

#[cfg(not(target_arch = "wasm32"))]
use crate::base::settings::OwnEngine;
#[cfg(not(target_arch = "wasm32"))]
use crate::shell::platform::programs::{Engine, Fault};

/// The time an engine is given for each of its moves in the window (the
/// protocol's `go movetime`); the pause before the computer's stone
/// appears runs meanwhile.
pub const ENGINE_MOVETIME_MS: u64 = 1000;

/// The most of what a stopped engine said that the status line shows, in characters.
#[cfg(not(target_arch = "wasm32"))]
const SAID_LONGEST: usize = 120;

/// What went wrong with an engine of the player's own, to be said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineFault {
    /// The engine's name.
    pub name: String,
    /// What it did, as a key: `not-started`, `no-answer`, `timeout`,
    /// `crash`, `illegal`, `long-line`, `flood`.
    pub kind: &'static str,
    /// What it said instead of a move (for `illegal`), and the last lines
    /// it wrote to stderr, as it wrote them.
    pub said: String,
}

/// The engine's process and its fault, shared with the task that asks
/// it for a move. The frame only ever locks the fault (held for a moment);
/// the process is the task's while it asks, and the frame only tries it.
#[derive(Default)]
struct Seat {
    #[cfg(not(target_arch = "wasm32"))]
    running: Mutex<Option<(OwnEngine, RuleSet, Engine)>>,
    fault: Mutex<Option<EngineFault>>,
}

/// The engine of the player's own at the board, if one plays.
#[derive(Resource, Default, Clone)]
pub struct EngineSeat(Arc<Seat>);

impl EngineSeat {
    /// The fault that stopped the engine, while it stands.
    pub fn fault(&self) -> Option<EngineFault> {
        self.0.fault.lock().ok().and_then(|f| f.clone())
    }

    /// Lets a fault go (the player chose again, or a new game began): the
    /// engine is started afresh when it is next needed.
    pub fn clear_fault(&self) {
        if let Ok(mut fault) = self.0.fault.lock() {
            *fault = None;
        }
    }

    /// Stops the engine's process, unless it is being asked for a move
    /// now (then the next question finds the choice changed, or the game's
    /// end stops it).
    pub fn stop(&self) {
        #[cfg(not(target_arch = "wasm32"))]
        if let Ok(mut running) = self.0.running.try_lock() {
            *running = None;
        }
    }

    /// A job that asks `engine` for its move in `game`, reached by `moves`
    /// from the empty board (the protocol names the first stone X's; when O
    /// began, the engine sees the same cells with the names swapped, which
    /// the rules do not mind). The job blocks its thread for up to the
    /// move's time and the protocol's grace; it says `None` after a fault,
    /// which then stands.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn ask(
        &self,
        engine: &OwnEngine,
        game: Game,
        moves: Vec<u8>,
    ) -> impl FnOnce() -> Option<u8> + Send + use<> {
        let (seat, engine) = (self.0.clone(), engine.clone());
        move || {
            if seat.fault.lock().ok()?.is_some() {
                return None;
            }
            let mut running = seat.running.lock().ok()?;
            match ask(&mut running, &engine, game, &moves) {
                Ok(cell) => Some(cell),
                Err((fault, mut words)) => {
                    if let Some((_, _, process)) = running.take() {
                        let last = process.stop();
                        if words.is_empty() {
                            words = last;
                        }
                    }
                    warn!("the engine '{}' {fault} (its last words on stderr: {words})", engine.name);
                    let mut said = match &fault {
                        Fault::Illegal(said) if words.is_empty() => said.clone(),
                        Fault::Illegal(said) => format!("{said} · {words}"),
                        _ => words,
                    };
                    // The status line keeps to a line or two; the log has it all.
                    if let Some((cut, _)) = said.char_indices().nth(SAID_LONGEST) {
                        said.truncate(cut);
                        said.push('…');
                    }
                    *seat.fault.lock().ok()? =
                        Some(EngineFault { name: engine.name.clone(), kind: kind(&fault), said });
                    None
                }
            }
        }
    }
}

/// The key of a fault, as [`EngineFault::kind`] says it.
#[cfg(not(target_arch = "wasm32"))]
fn kind(fault: &Fault) -> &'static str {
    match fault {
        Fault::NotStarted(_) => "not-started",
        Fault::NoAnswer => "no-answer",
        Fault::Timeout => "timeout",
        Fault::Crash => "crash",
        Fault::Illegal(_) => "illegal",
        Fault::LongLine => "long-line",
        Fault::Flood => "flood",
    }
}

/// Starts the engine if it is not running for these rules, begins a new
/// game for it at the empty board, and asks for its move.
#[cfg(not(target_arch = "wasm32"))]
fn ask(
    running: &mut Option<(OwnEngine, RuleSet, Engine)>,
    engine: &OwnEngine,
    game: Game,
    moves: &[u8],
) -> Result<u8, (Fault, String)> {
    let rules = game.rules();
    if running.as_ref().is_none_or(|(e, r, _)| e != engine || *r != rules) {
        *running = None;
        let opened = Engine::open(&engine.command, rules)?;
        *running = Some((engine.clone(), rules, opened));
    }
    let Some((_, _, running)) = running.as_mut() else { return Err((Fault::Crash, String::new())) };
    let fresh = moves.len() < 2;
    if fresh {
        running.new_game().map_err(|f| (f, String::new()))?;
    }
    match running.best_move(moves, Duration::from_millis(ENGINE_MOVETIME_MS)) {
        Ok(Ok(cell)) if game.is_legal(cell as usize) => Ok(cell),
        Ok(Ok(cell)) => Err((Fault::Illegal(cell.to_string()), String::new())),
        Ok(Err(said)) => Err((Fault::Illegal(said), String::new())),
        Err(fault) => Err((fault, String::new())),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineSeat>();
}
