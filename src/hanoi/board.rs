//! The Hanoi board on screen: the engine's tower in a resource, the layout
//! of pegs and disks, and the entities that show them.

use bevy::prelude::*;
use bevy::sprite::BorderRect;

use super::engine::{PEGS, Tower};
use crate::Screen;
use crate::theme::{self, GameImages};

/// Disk counts the game offers.
pub const DISK_CHOICES: std::ops::RangeInclusive<usize> = 1..=12;
/// Disks in a new game.
pub const DEFAULT_DISKS: usize = 4;

/// Centre of the board in world units (the panel takes the right side).
pub const BOARD_X: f32 = -160.0;
/// Distance between pegs.
pub const PEG_SPACING: f32 = 300.0;
/// Top of the base, where the lowest disks rest.
pub const BASE_TOP: f32 = -215.0;
/// Height of a peg above the base.
pub const PEG_HEIGHT: f32 = 410.0;
/// Height at which disks travel between pegs and where a held disk waits.
pub const LIFT_Y: f32 = 250.0;
/// Widest and narrowest disk.
const DISK_WIDTH: (f32, f32) = (276.0, 84.0);

/// World x of peg `peg` (0–2).
pub fn peg_x(peg: usize) -> f32 {
    BOARD_X + (peg as f32 - 1.0) * PEG_SPACING
}

/// Height of each disk in a tower of `disks`.
pub fn disk_height(disks: usize) -> f32 {
    (360.0 / disks.max(1) as f32).min(38.0)
}

/// Width of `disk` (1 = smallest) in a tower of `disks`.
pub fn disk_width(disk: u8, disks: usize) -> f32 {
    let t = if disks <= 1 { 1.0 } else { (disk as f32 - 1.0) / (disks as f32 - 1.0) };
    DISK_WIDTH.1 + (DISK_WIDTH.0 - DISK_WIDTH.1) * t
}

/// Centre of the disk resting at `level` (0 = bottom) on `peg`.
pub fn slot(peg: usize, level: usize, disks: usize) -> Vec2 {
    let h = disk_height(disks);
    Vec2::new(peg_x(peg), BASE_TOP + h * (level as f32 + 0.5))
}

/// Where a held disk waits above its peg.
pub fn lifted(peg: usize) -> Vec2 {
    Vec2::new(peg_x(peg), LIFT_Y)
}

/// The peg a disk dropped at `point` goes to: the nearest one, within half
/// the spacing sideways and anywhere from just below the base to above the lift height.
pub fn peg_at(point: Vec2) -> Option<usize> {
    if !(BASE_TOP - 90.0..=LIFT_Y + 110.0).contains(&point.y) {
        return None;
    }
    (0..PEGS).find(|&p| (point.x - peg_x(p)).abs() <= PEG_SPACING / 2.0)
}

/// The colour of `disk` (1 = smallest) in a tower of `disks`: warm small disks to cool large ones.
pub fn disk_colour(disk: u8, disks: usize) -> Color {
    let t = if disks <= 1 { 0.0 } else { (disk as f32 - 1.0) / (disks as f32 - 1.0) };
    Color::hsl(8.0 + 250.0 * t, 0.72, 0.60)
}

/// The game being played: the engine's tower.
#[derive(Resource, Debug, Clone, Deref, DerefMut)]
pub struct Board(pub Tower);

impl Default for Board {
    fn default() -> Self {
        Self(Tower::new(DEFAULT_DISKS).expect("the default tower is valid"))
    }
}

/// A disk on screen; `size` is its number in the engine (1 = smallest).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Sprite, Transform)]
pub struct Disk {
    /// 1 = smallest.
    pub size: u8,
}

/// The visible post of a peg.
#[derive(Component, Debug, Clone, Copy)]
#[require(Sprite, Transform)]
pub struct PegPost {
    /// 0–2.
    pub index: usize,
}

/// The invisible, generous area around a peg that takes clicks and drops.
#[derive(Component, Debug, Clone, Copy)]
#[require(Sprite, Transform)]
pub struct PegZone {
    /// 0–2.
    pub index: usize,
}

/// The empty table behind the board; a click on it cancels a held disk.
#[derive(Component, Debug)]
pub struct Table;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Board>()
        .add_systems(OnEnter(Screen::Hanoi), spawn_board)
        .add_systems(Update, spawn_disks.in_set(super::HanoiSystems::Spawn).run_if(in_state(Screen::Hanoi)));
}

fn spawn_board(mut commands: Commands, images: Res<GameImages>) {
    let scoped = DespawnOnExit(Screen::Hanoi);
    commands
        .spawn((
            Name::new("Table"),
            Table,
            Sprite { color: Color::NONE, custom_size: Some(Vec2::splat(6000.0)), ..default() },
            Transform::from_xyz(0.0, 0.0, -10.0),
            Pickable::default(),
            scoped.clone(),
        ))
        .observe(super::input::press_table);
    let base_width = PEG_SPACING * 2.0 + DISK_WIDTH.0 + 60.0;
    commands.spawn((
        Name::new("Base"),
        theme::sliced(&images.base, Vec2::new(base_width, 44.0), 12.0, Color::srgb(0.55, 0.41, 0.29)),
        Transform::from_xyz(BOARD_X, BASE_TOP - 19.0, 0.0),
        scoped.clone(),
    ));
    for index in 0..PEGS {
        let x = peg_x(index);
        commands.spawn((
            Name::new(format!("Peg {}", index + 1)),
            PegPost { index },
            theme::sliced(&images.peg, Vec2::new(18.0, PEG_HEIGHT), 8.0, Color::srgb(0.74, 0.60, 0.44)),
            Transform::from_xyz(x, BASE_TOP + PEG_HEIGHT / 2.0 - 6.0, 0.5),
            scoped.clone(),
        ));
        commands
            .spawn((
                Name::new(format!("Peg zone {}", index + 1)),
                PegZone { index },
                Sprite {
                    color: Color::NONE,
                    custom_size: Some(Vec2::new(PEG_SPACING - 6.0, PEG_HEIGHT + 150.0)),
                    ..default()
                },
                Transform::from_xyz(x, BASE_TOP + (PEG_HEIGHT + 150.0) / 2.0 - 60.0, 0.2),
                Pickable::default(),
                scoped.clone(),
            ))
            .observe(super::input::press_peg)
            .observe(super::input::hover_peg)
            .observe(super::input::leave_peg);
        let caption = match index {
            0 => "1 · start",
            2 => "3 · goal",
            _ => "2",
        };
        commands.spawn((
            theme::label(caption, 22.0, theme::TEXT_DIM),
            Transform::from_xyz(x, BASE_TOP - 62.0, 1.0),
            scoped.clone(),
        ));
    }
}

/// Makes one entity per disk, where the board says it is, whenever the
/// entities do not fit the tower (on entering the screen or after a change
/// of disk count). A restart with as many disks keeps them: they fly home.
pub fn spawn_disks(
    mut commands: Commands,
    board: Res<Board>,
    images: Res<GameImages>,
    old: Query<(Entity, &Disk)>,
) {
    let n = board.disks();
    if old.iter().count() == n && old.iter().all(|(_, d)| d.size as usize <= n) {
        return;
    }
    for (entity, _) in &old {
        commands.entity(entity).despawn();
    }
    for (peg, stack) in board.pegs().iter().enumerate() {
        for (level, &size) in stack.iter().enumerate() {
            let at = slot(peg, level, n);
            let size_px = Vec2::new(disk_width(size, n), disk_height(n) - 2.0);
            commands
                .spawn((
                    Name::new(format!("Disk {size}")),
                    Disk { size },
                    disk_sprite(&images.disk, size_px, disk_colour(size, n)),
                    Transform::from_translation(at.extend(resting_z(level))),
                    Pickable::default(),
                    DespawnOnExit(Screen::Hanoi),
                    children![(
                        DiskGlow,
                        disk_sprite(&images.disk, size_px + 12.0, theme::ACCENT),
                        Transform::from_xyz(0.0, 0.0, -0.005),
                        Visibility::Hidden,
                    )],
                ))
                .observe(super::input::press_disk)
                .observe(super::input::hover_disk)
                .observe(super::input::leave_disk)
                .observe(super::input::start_drag)
                .observe(super::input::drag_disk)
                .observe(super::input::end_drag);
        }
    }
}

/// The glow around a disk that can be picked up or is held.
#[derive(Component, Debug)]
pub struct DiskGlow;

/// A disk image stretched to `size`: its rounded ends keep their width.
fn disk_sprite(image: &Handle<Image>, size: Vec2, colour: Color) -> Sprite {
    theme::sliced_with(image, size, BorderRect::axes(24.0, 0.0), colour)
}

/// Depth of a resting disk: higher disks in front.
pub fn resting_z(level: usize) -> f32 {
    2.0 + level as f32 * 0.01
}

/// Depth of a disk in the air, in front of everything on the board.
pub const FLYING_Z: f32 = 5.0;
