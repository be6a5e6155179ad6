//! The pointer on the Hanoi board: presses, hovers and drags on disks, pegs
//! and the table become actions for [`PlayParts`]. Each kind of entity gets its
//! observers here, when it appears.

use bevy::prelude::*;

use super::play::PlayParts;
use super::state::{Disk, Hand, HanoiAction, Hover, PegZone, Table};

/// A drag shorter than this (in pixels) counts as a click.
const CLICK_SLOP: f32 = 6.0;

pub(super) fn plugin(app: &mut App) {
    app.add_observer(|ev: On<Add<Disk>>, mut commands: Commands| {
        commands
            .entity(ev.entity)
            .observe(press_disk)
            .observe(hover_disk)
            .observe(leave_disk)
            .observe(start_drag)
            .observe(drag_disk)
            .observe(end_drag);
    })
    .add_observer(|ev: On<Add<PegZone>>, mut commands: Commands| {
        commands.entity(ev.entity).observe(press_peg).observe(hover_peg).observe(leave_peg);
    })
    .add_observer(|ev: On<Add<Table>>, mut commands: Commands| {
        commands.entity(ev.entity).observe(press_table);
    });
}

/// A press on a peg (anywhere in its zone). Presses, not clicks, so that a
/// quick tap whose touch begins and ends within one frame still counts.
fn press_peg(mut ev: On<PointerPress>, zones: Query<&PegZone>, mut parts: PlayParts) {
    if ev.button == PointerButton::Primary
        && let Ok(zone) = zones.get(ev.entity)
    {
        parts.apply(HanoiAction::ClickPeg(zone.index));
        ev.propagate(false);
    }
}

fn hover_peg(ev: On<PointerOver>, zones: Query<&PegZone>, mut hover: ResMut<Hover>) {
    if let Ok(zone) = zones.get(ev.entity) {
        hover.peg = Some(zone.index);
    }
}

fn leave_peg(ev: On<PointerOut>, zones: Query<&PegZone>, mut hover: ResMut<Hover>) {
    if let Ok(zone) = zones.get(ev.entity)
        && hover.peg == Some(zone.index)
    {
        hover.peg = None;
    }
}

/// A press on the empty table.
fn press_table(mut ev: On<PointerPress>, mut parts: PlayParts) {
    if ev.button == PointerButton::Primary {
        parts.apply(HanoiAction::ClickTable);
        ev.propagate(false);
    }
}

/// A press on a disk.
fn press_disk(mut ev: On<PointerPress>, disks: Query<&Disk>, mut parts: PlayParts) {
    if ev.button == PointerButton::Primary
        && let Ok(disk) = disks.get(ev.entity)
    {
        parts.apply(HanoiAction::ClickDisk(disk.size));
        ev.propagate(false);
    }
}

fn hover_disk(ev: On<PointerOver>, disks: Query<&Disk>, mut hover: ResMut<Hover>) {
    if let Ok(disk) = disks.get(ev.entity) {
        hover.disk = Some(disk.size);
    }
}

fn leave_disk(ev: On<PointerOut>, disks: Query<&Disk>, mut hover: ResMut<Hover>) {
    if let Ok(disk) = disks.get(ev.entity)
        && hover.disk == Some(disk.size)
    {
        hover.disk = None;
    }
}

/// The pointer's position in the world.
fn pointer_world(position: Vec2, camera: &(&Camera, &GlobalTransform)) -> Option<Vec2> {
    camera.0.viewport_to_world_2d(camera.1, position).ok()
}

/// Only a top disk can be dragged; the dragged disk stops taking pointer
/// events, so the pegs beneath it see the pointer.
fn start_drag(
    mut ev: On<PointerDragStart>,
    mut commands: Commands,
    disks: Query<(&Disk, &Transform)>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut parts: PlayParts,
) {
    if ev.button != PointerButton::Primary {
        return;
    }
    let Ok((disk, transform)) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    let Some(pointer) = pointer_world(ev.pointer.position, &camera) else { return };
    if parts.start_drag(disk.size, transform.translation.truncate(), pointer) {
        commands.entity(ev.entity).insert(Pickable::IGNORE);
    }
}

fn drag_disk(
    mut ev: On<PointerDrag>,
    disks: Query<&Disk>,
    camera: Single<(&Camera, &GlobalTransform)>,
    mut parts: PlayParts,
) {
    let Ok(disk) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    if let Some(world) = pointer_world(ev.pointer.position, &camera) {
        parts.drag_to(disk.size, world);
    }
}

fn end_drag(mut ev: On<PointerDragEnd>, mut commands: Commands, disks: Query<&Disk>, mut parts: PlayParts) {
    let Ok(disk) = disks.get(ev.entity) else { return };
    ev.propagate(false);
    commands.entity(ev.entity).insert(Pickable::default());
    let Hand::Dragging { disk: held, pointer, .. } = parts.hand() else { return };
    if held != disk.size {
        return;
    }
    if ev.distance.length() < CLICK_SLOP {
        // Hardly moved: only the press counts, and it has done its work already.
        parts.keep_after_short_drag();
    } else {
        let peg = parts.geometry().peg_at(pointer);
        parts.apply(HanoiAction::Drop { disk: held, peg });
    }
}
