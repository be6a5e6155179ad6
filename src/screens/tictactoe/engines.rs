//! The computer's side played by an engine of the player's own
//! (docs/engines.md): natively a process, in the browser a worker running
//! the player's JavaScript. The engine is started the first
//! time a game needs it and kept between moves and games; each move is
//! asked for off the frame, as the built-in search is (`Thinking`). A
//! fault — a move that is not legal, silence past its time, a crash, no
//! `uciok` — stops the process and stands, said on the status line, until
//! the player chooses the computer again or starts a new game: the game
//! waits on the engine's turn, and a built-in level plays on from there.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bevy::platform::time::Instant;
use bevy::prelude::*;

use pegs_engine::engines::uci::Info;
use pegs_engine::tictactoe::{Game, RuleSet};

use crate::base::settings::OwnEngine;
use crate::shell::platform::programs::{Engine, Fault};

/// The time an engine is given for each of its moves in the window (the
/// protocol's `go movetime`); the pause before the computer's stone
/// appears runs meanwhile.
pub const ENGINE_MOVETIME_MS: u64 = 1000;

/// The most of what a stopped engine said that the status line shows, in characters.
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

/// What an engine said with its last move: its `info` lines, for *Show
/// the thinking*.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EngineSaid {
    /// The engine's name.
    pub name: String,
    /// The position it moved from, and its move.
    pub before: Game,
    pub cell: u8,
    /// Its `info` lines, each part as it last said it.
    pub info: Info,
    /// Milliseconds from the question to its move.
    pub millis: u32,
}

/// The engine's process, its fault and what it said, shared with the task
/// that asks it for a move. The frame only ever locks the fault and what
/// it said (each held for a moment); the process is the task's while it
/// asks, and the frame only tries it.
#[derive(Default)]
struct Seat {
    #[cfg(not(target_arch = "wasm32"))]
    running: Mutex<Option<Running>>,
    fault: Mutex<Option<EngineFault>>,
    said: Mutex<Option<EngineSaid>>,
}

/// The engine of the player's own at the board, if one plays.
#[derive(Resource, Default, Clone)]
pub struct EngineSeat(Arc<Seat>);

impl EngineSeat {
    /// The fault that stopped the engine, while it stands.
    pub fn fault(&self) -> Option<EngineFault> {
        self.0.fault.lock().ok().and_then(|f| f.clone())
    }

    /// What the engine said with its move `cell` from `before`, if that was its last.
    pub fn said(&self, before: &Game, cell: u8) -> Option<EngineSaid> {
        let said = self.0.said.lock().ok()?.clone()?;
        (said.before == *before && said.cell == cell).then_some(said)
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
        #[cfg(target_arch = "wasm32")]
        RUNNING.with_borrow_mut(|(running, stops)| {
            *running = None;
            *stops += 1;
        });
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
            let asked = Instant::now();
            let answer = bevy::tasks::block_on(ask(&mut running, &engine, game, &moves));
            seat.answered(&engine, game, asked, answer, &mut running)
        }
    }

    /// The same question in the browser, where the engine is a worker: a
    /// future on the page's event loop, waiting on the page's timer.
    #[cfg(target_arch = "wasm32")]
    pub fn ask(
        &self,
        engine: &OwnEngine,
        game: Game,
        moves: Vec<u8>,
    ) -> impl Future<Output = Option<u8>> + use<> {
        let (seat, engine) = (self.0.clone(), engine.clone());
        async move {
            if seat.fault.lock().ok()?.is_some() {
                return None;
            }
            // The worker is this question's while it is asked; one let go
            // meanwhile (`stop`) is not put back.
            let since = RUNNING.with_borrow(|(_, stops)| *stops);
            let mut running = RUNNING.with_borrow_mut(|(running, _)| running.take());
            let asked = Instant::now();
            let answer = ask(&mut running, &engine, game, &moves).await;
            let cell = seat.answered(&engine, game, asked, answer, &mut running);
            RUNNING.with_borrow_mut(|(kept, stops)| {
                if *stops == since {
                    *kept = running;
                }
            });
            cell
        }
    }
}

#[cfg(target_arch = "wasm32")]
thread_local! {
    /// The engine at work in the browser (a worker lives on the page's one
    /// thread), and how many times it was let go.
    static RUNNING: std::cell::RefCell<(Option<Running>, u64)> = const { std::cell::RefCell::new((None, 0)) };
}

impl Seat {
    /// Takes in the engine's answer: its move, kept with what it said; or
    /// its fault, which stops it and stands.
    fn answered(
        &self,
        engine: &OwnEngine,
        game: Game,
        asked: Instant,
        answer: Result<(u8, Info), (Fault, String)>,
        running: &mut Option<Running>,
    ) -> Option<u8> {
        match answer {
            Ok((cell, info)) => {
                let millis = asked.elapsed().as_millis().min(u32::MAX as u128) as u32;
                let said = EngineSaid { name: engine.name.clone(), before: game, cell, info, millis };
                *self.said.lock().ok()? = Some(said);
                Some(cell)
            }
            Err((fault, mut words)) => {
                if let Some((_, _, process)) = running.take() {
                    let last = process.stop();
                    if words.is_empty() {
                        words = last;
                    }
                }
                tracing::warn!("the engine '{}' {fault} (its last words: {words})", engine.name);
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
                *self.fault.lock().ok()? =
                    Some(EngineFault { name: engine.name.clone(), kind: kind(&fault), said });
                None
            }
        }
    }
}

/// The key of a fault, as [`EngineFault::kind`] says it.
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

/// An engine at work: what it was started as, for which rules.
type Running = (OwnEngine, RuleSet, Engine);

/// Waits on what a program does: natively its calls return when it has
/// answered, in the browser they are futures on the page's timer.
macro_rules! answer {
    ($call:expr) => {{
        #[cfg(not(target_arch = "wasm32"))]
        let answer = $call;
        #[cfg(target_arch = "wasm32")]
        let answer = $call.await;
        answer
    }};
}

/// Starts the engine if it is not running for these rules, begins a new
/// game for it at the empty board, and asks for its move.
async fn ask(
    running: &mut Option<Running>,
    engine: &OwnEngine,
    game: Game,
    moves: &[u8],
) -> Result<(u8, Info), (Fault, String)> {
    let rules = game.rules();
    if running.as_ref().is_none_or(|(e, r, _)| e != engine || *r != rules) {
        *running = None;
        let opened = answer!(Engine::open(&engine.command, rules))?;
        *running = Some((engine.clone(), rules, opened));
    }
    let Some((_, _, running)) = running.as_mut() else { return Err((Fault::Crash, String::new())) };
    let fresh = moves.len() < 2;
    if fresh {
        answer!(running.new_game()).map_err(|f| (f, String::new()))?;
    }
    match answer!(running.best_move(moves, Duration::from_millis(ENGINE_MOVETIME_MS))) {
        Ok((Ok(cell), info)) if game.is_legal(cell as usize) => Ok((cell, info)),
        Ok((Ok(cell), _)) => Err((Fault::Illegal(cell.to_string()), String::new())),
        Ok((Err(said), _)) => Err((Fault::Illegal(said), String::new())),
        Err(fault) => Err((fault, String::new())),
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<EngineSeat>();
}
