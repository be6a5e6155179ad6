//! The keyboard's place on the TicTacToe board: the arrow keys move a
//! visible ring over the cells, Enter or Space places a stone there (the
//! number keys keep working). The ring goes when the mouse moves and comes
//! back, at the centre or where it was, with an arrow key.

use bevy::prelude::*;
use bevy::window::CursorMoved;

use pegs_engine::tictactoe::rules::CELLS;

use super::board::{CELL_SIZE, cell_centre};
use super::play::TttAction;
use crate::base::screen::Screen;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette};

/// The cell the keyboard is on, if the ring is shown.
#[derive(Resource, Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct CellFocus(pub Option<u8>);

/// The ring around the focused cell.
#[derive(Component, Debug)]
pub struct FocusRing;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<CellFocus>()
        .add_systems(OnEnter(Screen::TicTacToe), (spawn_ring, |mut f: ResMut<CellFocus>| f.0 = None))
        // While a review shows a game, the arrows step through its moves instead.
        .add_systems(
            Update,
            keys.in_set(super::TttSystems::Input)
                .run_if(in_state(Screen::TicTacToe))
                .run_if(|review: Res<super::review::OnReview>| !review.is_on()),
        )
        .add_systems(Update, show_ring.in_set(super::TttSystems::Mirror).run_if(in_state(Screen::TicTacToe)));
}

fn spawn_ring(mut commands: Commands, images: Res<GameImages>, palette: Res<Palette>) {
    commands.spawn((
        FocusRing,
        theme::sliced(&images.cell, Vec2::splat(CELL_SIZE + 14.0), 24.0, palette.accent),
        Paint(Ink::Accent),
        Transform::from_xyz(0.0, 0.0, 0.4),
        Visibility::Hidden,
        DespawnOnExit(Screen::TicTacToe),
    ));
}

/// The cell an arrow leads to from `cell` (the board's edges hold).
pub fn step(cell: u8, key: KeyCode) -> u8 {
    let (row, col) = (cell / 3, cell % 3);
    let (row, col) = match key {
        KeyCode::ArrowUp => (row.saturating_sub(1), col),
        KeyCode::ArrowDown => ((row + 1).min(2), col),
        KeyCode::ArrowLeft => (row, col.saturating_sub(1)),
        KeyCode::ArrowRight => (row, (col + 1).min(2)),
        _ => (row, col),
    };
    row * 3 + col
}

fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    mut cursor: MessageReader<CursorMoved>,
    mut focus: ResMut<CellFocus>,
    mut actions: MessageWriter<TttAction>,
) {
    let mut next = focus.0.filter(|&c| (c as usize) < CELLS);
    if cursor.read().count() > 0 {
        next = None;
    }
    for key in [KeyCode::ArrowUp, KeyCode::ArrowDown, KeyCode::ArrowLeft, KeyCode::ArrowRight] {
        if keys.just_pressed(key) {
            // The first arrow shows the ring at the centre.
            next = Some(next.map_or(4, |c| step(c, key)));
        }
    }
    if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space])
        && let Some(cell) = next
    {
        actions.write(TttAction::Play(cell));
    }
    focus.set_if_neq(CellFocus(next));
}

fn show_ring(focus: Res<CellFocus>, mut ring: Query<(&mut Transform, &mut Visibility), With<FocusRing>>) {
    for (mut place, mut visibility) in &mut ring {
        match focus.0 {
            Some(cell) => {
                let at = cell_centre(cell).extend(0.4);
                if place.translation != at {
                    place.translation = at;
                }
                visibility.set_if_neq(Visibility::Inherited);
            }
            None => {
                visibility.set_if_neq(Visibility::Hidden);
            }
        }
    }
}
