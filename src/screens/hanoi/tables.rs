//! Exact four-peg distances for the board being played, built off the
//! frame (in slices on the web) the first time a board of that size needs
//! them, and kept for the rest of the session.

use std::collections::HashMap;
use std::sync::Arc;

use bevy::prelude::*;
use pegs_engine::hanoi::distance::{DistanceBuilder, DistanceTable, EXACT_DISKS};
use pegs_engine::hanoi::{MAX_PEGS, Tower};

use super::state::Board;
use crate::base::screen::Screen;
use crate::shell::platform::tasks::{Pending, Work};

/// Positions the search handles in one piece of its work.
const PIECE: usize = 4_000;

/// The four-peg distance tables built so far, by disk count and goal peg.
#[derive(Resource, Default)]
pub struct Distances {
    tables: HashMap<(usize, usize), Arc<DistanceTable>>,
    building: Pending<DistanceTable, (usize, usize)>,
}

impl Distances {
    /// Whether a table is being built (its task is polled every frame).
    pub fn is_building(&self) -> bool {
        self.building.is_waiting()
    }

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
fn build_tables(board: Res<Board>, mut distances: ResMut<Distances>, work: Res<Work>) {
    if let Some((key, table)) = distances.building.take() {
        distances.tables.insert(key, Arc::new(table));
    }
    let key = (board.disks(), board.goal());
    if !wants_table(&board) || distances.tables.contains_key(&key) || distances.building.is_waiting() {
        return;
    }
    let Some(builder) = DistanceBuilder::new(key.0, key.1) else { return };
    let mut builder = Some(builder);
    let task = work.spawn(move || {
        let done = builder.as_mut().is_none_or(|b| b.step(PIECE));
        done.then(|| builder.take().map(DistanceBuilder::finish)).flatten()
    });
    distances.building.start(key, task);
}
