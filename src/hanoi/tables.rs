//! Exact four-peg distances for the board being played, built off the
//! frame (in slices on the web) the first time a board of that size needs
//! them, and kept for the rest of the session.

use std::collections::HashMap;
use std::sync::Arc;

use bevy::prelude::*;
use bevy::tasks::futures::check_ready;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use pegs_engine::hanoi::distance::{DistanceBuilder, DistanceTable, EXACT_DISKS};
use pegs_engine::hanoi::{MAX_PEGS, Tower};

use super::state::Board;
use crate::screen::Screen;
use crate::tasks::{FrameSignal, SLICED};

/// Positions the search handles before it lets a frame through on the web.
const SLICE: usize = 40_000;

/// The four-peg distance tables built so far, by disk count and goal peg.
#[derive(Resource, Default)]
pub struct Distances {
    tables: HashMap<(usize, usize), Arc<DistanceTable>>,
    building: Option<((usize, usize), Task<DistanceTable>)>,
}

impl Distances {
    /// The exact table for this board, once it is built.
    pub fn for_tower(&self, tower: &Tower) -> Option<&DistanceTable> {
        self.tables
            .get(&(tower.disks(), tower.goal()))
            .map(Arc::as_ref)
            .filter(|t| t.fits(tower.disks(), tower.peg_count(), tower.goal()))
    }
}

/// Whether a board of this size gets an exact table.
pub fn wants_table(tower: &Tower) -> bool {
    tower.peg_count() == MAX_PEGS && tower.disks() <= EXACT_DISKS
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Distances>().add_systems(
        Update,
        build_tables.in_set(super::HanoiSystems::Solver).run_if(in_state(Screen::Hanoi)),
    );
}

/// Starts the table the board needs, and takes in a finished one.
fn build_tables(board: Res<Board>, mut distances: ResMut<Distances>, signal: Res<FrameSignal>) {
    if let Some((key, task)) = distances.building.as_mut()
        && let Some(table) = check_ready(task)
    {
        let key = *key;
        distances.building = None;
        distances.tables.insert(key, Arc::new(table));
    }
    let key = (board.disks(), board.goal());
    if !wants_table(&board) || distances.tables.contains_key(&key) || distances.building.is_some() {
        return;
    }
    let Some(mut builder) = DistanceBuilder::new(key.0, key.1) else { return };
    let signal = signal.clone();
    let task = AsyncComputeTaskPool::get().spawn(async move {
        let slice = if SLICED { SLICE } else { usize::MAX };
        while !builder.step(slice) {
            signal.next_frame().await;
        }
        builder.finish()
    });
    distances.building = Some((key, task));
}
