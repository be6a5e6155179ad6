//! The computer thinks off the frame: its move is searched in a task on
//! Bevy's `AsyncComputeTaskPool`, polled each frame with `check_ready`, and
//! the perfect table is built the same way at start-up.
//!
//! On the web, tasks run on the browser's main thread between frames, so
//! long work is cut into slices: the search visits a bounded number of
//! positions, then waits for the next frame ([`FrameSignal`]) before it goes
//! on. Natively the task pool has threads of its own and each job runs in
//! one piece.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::task::{Context, Poll, Waker};

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

use super::Level;
use super::ai::{Opponent, Thought};
use super::perfect::{PerfectTable, TableBuilder};
use super::rules::Game;

/// Positions a search visits before it lets a frame through.
pub const SEARCH_SLICE: u64 = if cfg!(target_arch = "wasm32") { 15_000 } else { u64::MAX };
/// Positions the table builder handles before it lets a frame through.
pub const TABLE_SLICE: usize = if cfg!(target_arch = "wasm32") { 6_000 } else { usize::MAX };

/// Wakes the tasks that wait for the next frame; [`wake_waiting_tasks`] fires it once a frame.
#[derive(Resource, Clone, Default)]
pub struct FrameSignal(Arc<Mutex<Vec<Waker>>>);

impl FrameSignal {
    /// A future that completes at the next frame.
    pub fn next_frame(&self) -> NextFrame {
        NextFrame { signal: self.clone(), waiting: false }
    }

    fn wake_all(&self) {
        let wakers = match self.0.lock() {
            Ok(mut list) => std::mem::take(&mut *list),
            Err(poisoned) => std::mem::take(&mut *poisoned.into_inner()),
        };
        wakers.into_iter().for_each(Waker::wake);
    }
}

/// Completes once the frame after it was first polled has begun.
pub struct NextFrame {
    signal: FrameSignal,
    waiting: bool,
}

impl Future for NextFrame {
    type Output = ();

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<()> {
        if self.waiting {
            return Poll::Ready(());
        }
        self.waiting = true;
        match self.signal.0.lock() {
            Ok(mut list) => list.push(cx.waker().clone()),
            Err(poisoned) => poisoned.into_inner().push(cx.waker().clone()),
        }
        Poll::Pending
    }
}

/// The perfect table, once built.
#[derive(Resource, Default)]
pub struct PerfectPlay {
    /// The finished table.
    pub table: Option<Arc<PerfectTable>>,
    task: Option<Task<PerfectTable>>,
}

impl PerfectPlay {
    /// Whether the table is ready.
    pub fn is_ready(&self) -> bool {
        self.table.is_some()
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
pub struct AiRng(pub StdRng);

impl Default for AiRng {
    fn default() -> Self {
        Self(StdRng::seed_from_u64(super::ai::fresh_seed()))
    }
}

impl AiRng {
    /// A seed for one move.
    pub fn seed(&mut self) -> u64 {
        self.0.random()
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<FrameSignal>()
        .init_resource::<PerfectPlay>()
        .init_resource::<Thinking>()
        .init_resource::<AiRng>()
        .add_systems(Startup, start_table)
        .add_systems(First, wake_waiting_tasks)
        .add_systems(Update, collect_table);
}

/// Builds the perfect table in the background as soon as the game starts.
fn start_table(mut perfect: ResMut<PerfectPlay>, signal: Res<FrameSignal>) {
    let signal = signal.clone();
    perfect.task = Some(AsyncComputeTaskPool::get().spawn(async move {
        let mut builder = TableBuilder::new();
        while !builder.step(TABLE_SLICE) {
            signal.next_frame().await;
        }
        builder.finish()
    }));
}

fn collect_table(mut perfect: ResMut<PerfectPlay>) {
    if let Some(task) = perfect.task.as_mut()
        && let Some(table) = check_ready(task)
    {
        perfect.task = None;
        perfect.table = Some(Arc::new(table));
    }
}

/// Lets every task that waits for a frame go on.
fn wake_waiting_tasks(signal: Res<FrameSignal>) {
    signal.wake_all();
}
