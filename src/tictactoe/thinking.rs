//! The computer thinks off the frame: its move is searched in a task on
//! Bevy's `AsyncComputeTaskPool`, polled each frame with `check_ready`, and
//! the perfect table of a rule set is built the same way when a game under
//! those rules first needs it.
//!
//! On the web, tasks run on the browser's main thread between frames, so
//! long work is cut into slices: the search visits a bounded number of
//! positions, then waits for the next frame ([`FrameSignal`]) before it goes
//! on. Natively the task pool has threads of its own and each job runs in
//! one piece.

use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use pegs_engine::tictactoe::ai::{Opponent, Thought};
use pegs_engine::tictactoe::perfect::{PerfectTable, TableBuilder};
use pegs_engine::tictactoe::{Game, Level, RuleSet};

use crate::tasks::{FrameSignal, SLICED};

/// Positions a search visits before it lets a frame through.
pub const SEARCH_SLICE: u64 = if SLICED { 15_000 } else { u64::MAX };
/// Positions the table builder handles before it lets a frame through.
pub const TABLE_SLICE: usize = if SLICED { 6_000 } else { usize::MAX };

/// The perfect tables, one per rule set, each built the first time a game
/// under its rules needs it.
#[derive(Resource, Default)]
pub struct PerfectPlay {
    tables: [Option<Arc<PerfectTable>>; RuleSet::ALL.len()],
    task: Option<(RuleSet, Task<PerfectTable>)>,
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
        self.task.as_ref().map(|(rules, _)| *rules)
    }

    /// Takes in a finished table.
    pub fn collect(&mut self) {
        if let Some((rules, task)) = self.task.as_mut()
            && let Some(table) = check_ready(task)
        {
            let rules = *rules;
            self.task = None;
            self.tables[rules as usize] = Some(Arc::new(table));
        }
    }

    /// Starts building the table of `rules` off the frame, unless it is
    /// ready or another table is being built (one at a time).
    pub fn request(&mut self, rules: RuleSet, signal: &FrameSignal) {
        if self.task.is_some() || self.is_ready(rules) {
            return;
        }
        let signal = signal.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut builder = TableBuilder::for_rules(rules);
            while !builder.step(TABLE_SLICE) {
                signal.next_frame().await;
            }
            builder.finish()
        });
        self.task = Some((rules, task));
    }
}

/// The computer's move in the making.
#[derive(Resource, Default)]
pub struct Thinking {
    task: Option<Task<Option<u8>>>,
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
        signal: &FrameSignal,
        ready_at: f64,
    ) {
        let signal = signal.clone();
        let task = AsyncComputeTaskPool::get().spawn(async move {
            let mut opponent = Opponent::new(level, seed);
            match opponent.think(&game, table.as_deref())? {
                Thought::Move(cell) => Some(cell),
                Thought::Search(mut search) => loop {
                    if let Some(analysis) = search.step(SEARCH_SLICE) {
                        break opponent.pick(&analysis);
                    }
                    signal.next_frame().await;
                },
            }
        });
        *self = Self { task: Some(task), about: Some(game), chosen: None, ready_at };
    }

    /// Polls the search; returns the move once it is found and its time has come,
    /// provided the game is still the one thought about.
    pub fn poll(&mut self, game: &Game, now: f64) -> Option<u8> {
        if self.about.as_ref() != Some(game) {
            self.cancel();
            return None;
        }
        if let Some(task) = self.task.as_mut()
            && let Some(result) = check_ready(task)
        {
            self.task = None;
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
