//! The computer thinks off the frame: its move is searched in a task on
//! Bevy's `AsyncComputeTaskPool` (through [`Work`], which slices it on the
//! web and wakes the game when it is done), held in a [`Pending`], and
//! the perfect table of a rule set is built the same way when a game under
//! those rules first needs it.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::Task;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use pegs_engine::tictactoe::ai::{Opponent, Thought};
use pegs_engine::tictactoe::perfect::{PerfectTable, TableBuilder};
use pegs_engine::tictactoe::{Game, Level, RuleSet};

use crate::shell::platform::tasks::{Pending, Work};

/// Positions a search visits in one piece of its work.
pub const SEARCH_PIECE: u64 = 4_000;
/// Positions the table builder handles in one piece of its work.
pub const TABLE_PIECE: usize = 2_000;

/// The perfect tables, one per rule set, each built the first time a game
/// under its rules needs it.
#[derive(Resource, Default)]
pub struct PerfectPlay {
    tables: [Option<Arc<PerfectTable>>; RuleSet::ALL.len()],
    building: Pending<PerfectTable, RuleSet>,
}

impl PerfectPlay {
    /// The table of `rules`, once built.
    pub fn table(&self, rules: RuleSet) -> Option<&Arc<PerfectTable>> {
        self.tables[rules as usize].as_ref()
    }

    /// Whether the table of `rules` is ready.
    pub fn is_ready(&self, rules: RuleSet) -> bool {
        self.table(rules).is_some()
    }

    /// The rule set whose table is being built now.
    pub fn building(&self) -> Option<RuleSet> {
        self.building.key().copied()
    }

    /// Whether a table is being built and not yet finished (a finished one
    /// waits for [`Self::collect`]).
    pub fn is_working(&self) -> bool {
        self.building.is_working()
    }

    /// Takes a table built elsewhere (the daily puzzles' own), unless one of its rules is here already.
    pub fn offer(&mut self, table: Arc<PerfectTable>) {
        let slot = &mut self.tables[table.rules() as usize];
        if slot.is_none() {
            *slot = Some(table);
        }
    }

    /// Takes in a finished table.
    pub fn collect(&mut self) {
        if let Some((rules, table)) = self.building.take() {
            self.tables[rules as usize] = Some(Arc::new(table));
        }
    }

    /// Starts building the table of `rules` off the frame, unless it is
    /// ready or another table is being built (one at a time).
    pub fn request(&mut self, rules: RuleSet, work: &Work) {
        if self.building.is_waiting() || self.is_ready(rules) {
            return;
        }
        let mut builder = Some(TableBuilder::for_rules(rules));
        let task = work.spawn(move || {
            let done = builder.as_mut().is_none_or(|b| b.step(TABLE_PIECE));
            done.then(|| builder.take().map(TableBuilder::finish)).flatten()
        });
        self.building.start(rules, task);
    }
}

/// The computer's move in the making.
#[derive(Resource, Default)]
pub struct Thinking {
    search: Pending<Option<u8>>,
    /// The position it thinks about.
    about: Option<Game>,
    /// The move, once found.
    chosen: Option<u8>,
    /// Game-clock second before which the stone does not appear.
    ready_at: f64,
}

impl Thinking {
    /// Whether the computer is on a move (searching or waiting to place it).
    pub fn is_busy(&self) -> bool {
        self.about.is_some()
    }

    /// Whether its search is running and not yet finished (a finished one
    /// waits for the next [`Self::poll`]).
    pub fn is_working(&self) -> bool {
        self.search.is_working()
    }

    /// Seconds until the computer's thinking may change something: while it
    /// searches, a short while (the finished search also wakes the game);
    /// the pause left once it has chosen; `None` when it is not on a move.
    pub fn next_step_in(&self, now: f64) -> Option<f64> {
        if self.search.is_waiting() {
            Some(crate::base::frames::LONGEST_TIMED_WAIT)
        } else {
            self.chosen.map(|_| self.ready_at - now)
        }
    }

    /// Stops thinking; a running search is dropped, which cancels it.
    pub fn cancel(&mut self) {
        *self = Self::default();
    }

    /// Starts thinking about `game`, with the move shown no earlier than `ready_at`.
    pub fn start(
        &mut self,
        game: Game,
        level: Level,
        seed: u64,
        table: Option<Arc<PerfectTable>>,
        work: &Work,
        ready_at: f64,
    ) {
        let mut opponent = Opponent::new(level, seed);
        // The first piece decides, or starts a search that the next pieces carry on.
        let mut search = None;
        let mut started = false;
        let task = work.spawn(move || {
            if !std::mem::replace(&mut started, true) {
                match opponent.think(&game, table.as_deref()) {
                    None => return Some(None),
                    Some(Thought::Move(cell)) => return Some(Some(cell)),
                    Some(Thought::Search(s)) => search = Some(s),
                }
            }
            let Some(s) = search.as_mut() else { return Some(None) };
            s.step(SEARCH_PIECE).map(|analysis| opponent.pick(&analysis))
        });
        *self = Self { search: Pending::default(), about: Some(game), chosen: None, ready_at };
        self.search.start((), task);
    }

    /// Starts waiting for a move that `job` finds off the frame (an engine
    /// of the player's own asked for it), shown no earlier than `ready_at`.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start_job(
        &mut self,
        game: Game,
        job: impl FnOnce() -> Option<u8> + Send + 'static,
        work: &Work,
        ready_at: f64,
    ) {
        let mut job = Some(job);
        self.start_task(game, work.spawn(move || Some(job.take().and_then(|job| job()))), ready_at);
    }

    /// Starts waiting for a move that `task` finds (in the browser: an
    /// engine of the player's own in a worker), shown no earlier than `ready_at`.
    pub fn start_task(&mut self, game: Game, task: Task<Option<u8>>, ready_at: f64) {
        *self = Self { search: Pending::default(), about: Some(game), chosen: None, ready_at };
        self.search.start((), task);
    }

    /// Polls the search; returns the move once it is found and its time has come,
    /// provided the game is still the one thought about.
    pub fn poll(&mut self, game: &Game, now: f64) -> Option<u8> {
        if self.about.as_ref() != Some(game) {
            self.cancel();
            return None;
        }
        if let Some(((), result)) = self.search.take() {
            self.chosen = result;
            if result.is_none() {
                self.cancel();
            }
        }
        match self.chosen {
            Some(cell) if now >= self.ready_at => {
                self.cancel();
                Some(cell)
            }
            _ => None,
        }
    }
}

/// Random numbers for the computer's moves and the starting player; tests seed it.
#[derive(Resource)]
pub struct AiRng(pub SmallRng);

impl Default for AiRng {
    fn default() -> Self {
        Self(SmallRng::seed_from_u64(pegs_engine::fresh_seed()))
    }
}

impl AiRng {
    /// A seed for one move.
    pub fn seed(&mut self) -> u64 {
        self.0.random()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<PerfectPlay>().init_resource::<Thinking>().init_resource::<AiRng>();
}
