//! What is kept of a friend's race, and how it comes back: while one is
//! under way the save keeps it (its code, its tower, both boards' moves
//! and times, the count-down's start on the race's clock); at start-up
//! the game opens on the Hanoi board and joins the race's room again,
//! where the two games send each other the moves the other missed. A
//! stranger's race is not kept.

use bevy::prelude::*;

use super::{RaceAction, Racing};
use crate::base::save::{Kept, SaveSystems};
use crate::base::screen::Screen;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(PreStartup, restore.after(SaveSystems::Load))
        .add_systems(Last, keep.in_set(SaveSystems::Describe));
}

/// A race left under way is come back to, on its board.
fn restore(kept: Res<Kept>, mut actions: MessageWriter<RaceAction>, mut next: ResMut<NextState<Screen>>) {
    if let Some(race) = &kept.data().hanoi_race {
        actions.write(RaceAction::Rejoin(Box::new(race.clone())));
        next.set(Screen::Hanoi);
    }
}

/// The race under way, written when it changed (not at each of its ticks).
fn keep(racing: Res<Racing>, mut kept: ResMut<Kept>) {
    if !racing.is_changed() && !kept.gathering() {
        return;
    }
    let now = racing.kept();
    if now != kept.data().hanoi_race {
        kept.touch();
        kept.data_mut().hanoi_race = now;
    }
}
