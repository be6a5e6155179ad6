//! The TicTacToe board on screen: the cells (pressed, hovered, touched)
//! and where everything on the board is. The stones are `stones.rs`'s, the
//! marks over the cells (ghost, hints, the thinking) `marks.rs`'s.

use bevy::prelude::*;

use pegs_engine::tictactoe::rules::CELLS;

use super::play::{HoveredCell, TouchedCell, TttAction};
use crate::base::screen::Screen;
use crate::shell::display::camera::View;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette};

/// Centre of the board (the panel takes the right side).
pub const BOARD_CENTRE: Vec2 = Vec2::new(crate::shell::display::camera::BOARD_CENTRE_X, -28.0);
/// Distance between cell centres.
pub const CELL_SPACING: f32 = 160.0;
/// Size of a cell tile.
pub const CELL_SIZE: f32 = 150.0;
/// World centre of `cell` (0–8, row by row from the top left).
pub fn cell_centre(cell: u8) -> Vec2 {
    let (col, row) = ((cell % 3) as f32 - 1.0, (cell / 3) as f32 - 1.0);
    BOARD_CENTRE + Vec2::new(col * CELL_SPACING, -row * CELL_SPACING)
}

/// A cell of the board.
#[derive(Component, Debug, Clone, Copy)]
#[require(Sprite, Transform)]
pub struct Cell {
    /// 0–8.
    pub index: u8,
}

/// The board and its cells when the screen opens; a finger lifted on the cell it pressed plays.
pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::TicTacToe), spawn_board).add_systems(
        Update,
        (lift_finger.in_set(super::TttSystems::Input), fit_card.in_set(super::TttSystems::Mirror))
            .run_if(in_state(Screen::TicTacToe)),
    );
}

/// The card the cells lie on.
#[derive(Component, Debug)]
struct BoardCard;

/// The card's side: the cells and a margin of 22 units around them, 10 on
/// a phone held upright (where the cells take all the width there is).
fn card_side(view: &View) -> f32 {
    let margin = if view.phone && view.portrait { 10.0 } else { 22.0 };
    CELL_SPACING * 2.0 + CELL_SIZE + 2.0 * margin
}

/// The card follows the layout.
fn fit_card(view: Res<View>, mut cards: Query<&mut Sprite, With<BoardCard>>) {
    if !view.is_changed() {
        return;
    }
    let side = Vec2::splat(card_side(&view));
    for mut sprite in &mut cards {
        if sprite.custom_size != Some(side) {
            sprite.custom_size = Some(side);
        }
    }
}

pub(super) fn spawn_board(
    mut commands: Commands,
    images: Res<GameImages>,
    palette: Res<Palette>,
    view: Res<View>,
) {
    let scoped = DespawnOnExit(Screen::TicTacToe);
    let side = card_side(&view);
    commands.spawn((
        Name::new("Board"),
        BoardCard,
        theme::sliced(&images.card, Vec2::splat(side), 24.0, palette.surface),
        Paint(Ink::Surface),
        Transform::from_translation(BOARD_CENTRE.extend(0.0)),
        scoped.clone(),
    ));
    for index in 0..CELLS as u8 {
        commands
            .spawn((
                Name::new(format!("Cell {index}")),
                Cell { index },
                theme::sliced(&images.cell, Vec2::splat(CELL_SIZE), 20.0, palette.surface_hover),
                Transform::from_translation(cell_centre(index).extend(0.5)),
                Pickable::default(),
                scoped.clone(),
            ))
            .observe(press_cell)
            .observe(hover_cell)
            .observe(leave_cell);
    }
}

/// Presses, not clicks: a tap that starts and ends within one frame still plays.
fn press_cell(
    mut ev: On<PointerPress>,
    cells: Query<&Cell>,
    mut touched: ResMut<TouchedCell>,
    mut actions: MessageWriter<TttAction>,
) {
    if ev.button == PointerButton::Primary
        && let Ok(cell) = cells.get(ev.entity)
    {
        match ev.pointer.id {
            // A finger shows the stone first and places it when it lifts.
            bevy::picking::pointer::PointerId::Touch(id) => touched.0 = Some((cell.index, id)),
            _ => {
                actions.write(TttAction::Play(cell.index));
            }
        }
        ev.propagate(false);
    }
}

/// The cell (0–8) at a world point, if any.
pub fn cell_at(point: Vec2) -> Option<u8> {
    (0..CELLS as u8).find(|&c| {
        let d = (point - cell_centre(c)).abs();
        d.x <= CELL_SIZE / 2.0 && d.y <= CELL_SIZE / 2.0
    })
}

/// A finger that lifts on the cell it pressed places the stone there; lifted elsewhere, nothing.
fn lift_finger(
    touches: Res<Touches>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut touched: ResMut<TouchedCell>,
    mut actions: MessageWriter<TttAction>,
) {
    let Some((cell, id)) = touched.0 else { return };
    let lifted = touches.iter_just_released().find(|t| t.id() == id);
    if let Some(touch) = lifted {
        touched.0 = None;
        let (camera, eye) = *camera;
        if camera.viewport_to_world_2d(eye, touch.position()).ok().and_then(cell_at) == Some(cell) {
            actions.write(TttAction::Play(cell));
        }
    } else if touches.iter_just_canceled().any(|t| t.id() == id) || touches.get_pressed(id).is_none() {
        touched.0 = None;
    }
}

/// The mouse's hover; a finger's is [`TouchedCell`] (a finger passing over a cell shows nothing).
fn hover_cell(ev: On<PointerOver>, cells: Query<&Cell>, mut hovered: ResMut<HoveredCell>) {
    if !ev.pointer.id.is_touch()
        && let Ok(cell) = cells.get(ev.entity)
    {
        hovered.0 = Some(cell.index);
    }
}

fn leave_cell(ev: On<PointerOut>, cells: Query<&Cell>, mut hovered: ResMut<HoveredCell>) {
    if let Ok(cell) = cells.get(ev.entity)
        && hovered.0 == Some(cell.index)
    {
        hovered.0 = None;
    }
}
