//! The Hanoi board on screen: the table, base, pegs and their labels, and
//! one entity per disk, made to fit the engine's tower.

use bevy::prelude::*;
use bevy::sprite::BorderRect;

use super::layout::{BASE_TOP, BOARD_X, Geometry, Tall, resting_z};
use super::puzzle::OnBoard;
use super::state::{Board, Disk, DiskGlow, DiskNumber, PegPost, PegZone, Stand, Table};
use crate::base::i18n::Msg;
use crate::base::screen::Screen;
use crate::shell::display::camera::{GrownStage, View};
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette, disk_colour};
use crate::shell::display::zones::HitZone;
use crate::shell::language::Localized;

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<Tall>()
        .add_systems(OnEnter(Screen::Hanoi), spawn_table)
        .add_systems(OnExit(Screen::Hanoi), |mut grown: ResMut<GrownStage>| {
            grown.set_if_neq(GrownStage(0.0));
        })
        .add_systems(
            Update,
            (stand_tall, spawn_stand, spawn_disks)
                .chain()
                .in_set(super::HanoiSystems::Spawn)
                .run_if(in_state(Screen::Hanoi)),
        );
}

/// On a phone held upright the pegs grow into the screen's height (and the
/// camera shows them); elsewhere the board keeps its usual height.
fn stand_tall(view: Res<View>, mut tall: ResMut<Tall>, mut grown: ResMut<GrownStage>) {
    let fits = if view.phone && view.portrait { Tall::for_room(view.room) } else { Tall::default() };
    tall.set_if_neq(fits);
    grown.set_if_neq(GrownStage(fits.rise()));
}

fn spawn_table(mut commands: Commands) {
    commands.spawn((
        Name::new("Table"),
        Table,
        HitZone { size: Vec2::splat(6000.0) },
        Transform::from_xyz(0.0, 0.0, -10.0),
        DespawnOnExit(Screen::Hanoi),
    ));
}

/// The base, the pegs, their zones and labels, made again whenever the number of pegs changes.
fn spawn_stand(
    mut commands: Commands,
    board: Res<Board>,
    tall: Res<Tall>,
    images: Res<GameImages>,
    palette: Res<Palette>,
    on_board: Res<OnBoard>,
    stands: Query<(Entity, &Stand)>,
) {
    let (pegs, goal, puzzle, tall) = (board.peg_count(), board.goal(), on_board.is_on(), *tall);
    let fits = |s: &Stand| s.pegs == pegs && s.goal == goal && s.puzzle == puzzle && s.tall == tall.0;
    if !stands.is_empty() && stands.iter().all(|(_, s)| fits(s)) {
        return;
    }
    for (entity, _) in &stands {
        commands.entity(entity).despawn();
    }
    let stand = (Stand { tall: tall.0, pegs, goal, puzzle }, DespawnOnExit(Screen::Hanoi));
    let geometry = Geometry::new(pegs, 1).standing(tall);
    let peg_height = geometry.peg_height();
    commands.spawn((
        Name::new("Base"),
        theme::sliced(&images.base, Vec2::new(geometry.base_width(), 44.0), 12.0, palette.wood_base),
        Paint(Ink::WoodBase),
        Transform::from_xyz(BOARD_X, BASE_TOP - 19.0, 0.0),
        stand.clone(),
    ));
    for index in 0..pegs {
        let x = geometry.peg_x(index);
        commands.spawn((
            Name::new(format!("Peg {}", index + 1)),
            PegPost { index },
            theme::sliced(&images.peg, Vec2::new(18.0, peg_height), 8.0, palette.wood),
            Transform::from_xyz(x, BASE_TOP + peg_height / 2.0 - 6.0, 0.5),
            stand.clone(),
        ));
        commands.spawn((
            Name::new(format!("Peg zone {}", index + 1)),
            PegZone { index },
            HitZone { size: Vec2::new(geometry.spacing() - 6.0, peg_height + 150.0) },
            Transform::from_xyz(x, BASE_TOP + (peg_height + 150.0) / 2.0 - 60.0, 0.2),
            stand.clone(),
        ));
        // A puzzle starts from a scrambled position: only its goal is named.
        let caption = if index == goal {
            Some(Msg::GoalPeg(index + 1))
        } else if index == 0 && !puzzle {
            Some(Msg::StartPeg)
        } else {
            None
        };
        let mut label = commands.spawn((
            theme::label((index + 1).to_string(), 22.0, palette.text_dim),
            Paint(Ink::TextDim),
            Transform::from_xyz(x, BASE_TOP - 62.0, 1.0),
            stand.clone(),
        ));
        if let Some(caption) = caption {
            label.insert(Localized(caption));
        }
    }
}

/// Makes one entity per disk, where the board says it is, whenever the
/// entities do not fit the tower (on entering the screen or after a change
/// of disk or peg count). A restart with as many disks keeps them: they fly home.
pub fn spawn_disks(
    mut commands: Commands,
    board: Res<Board>,
    tall: Res<Tall>,
    images: Res<GameImages>,
    old: Query<(Entity, &Disk)>,
    mut made_for: Local<Option<Geometry>>,
) {
    let geometry = board.geometry(*tall);
    let n = board.disks();
    if *made_for == Some(geometry) && old.iter().count() == n && old.iter().all(|(_, d)| d.size as usize <= n)
    {
        return;
    }
    *made_for = Some(geometry);
    for (entity, _) in &old {
        commands.entity(entity).despawn();
    }
    for (peg, stack) in board.pegs().iter().enumerate() {
        for (level, &size) in stack.iter().enumerate() {
            let at = geometry.slot(peg, level);
            let size_px = Vec2::new(geometry.disk_width(size), geometry.disk_height() - 2.0);
            let colour = disk_colour(size, n);
            // Its number: a disk is told by more than its colour.
            let number = theme::WorldText {
                fits: Some(size_px),
                ..theme::title(size.to_string(), (size_px.y * 0.66).clamp(10.0, 22.0), theme::ink_on(colour))
            };
            commands.spawn((
                Name::new(format!("Disk {size}")),
                Disk { size },
                disk_sprite(&images.disk, size_px, colour),
                Transform::from_translation(at.extend(resting_z(level))),
                Pickable::default(),
                DespawnOnExit(Screen::Hanoi),
                children![
                    (
                        DiskGlow,
                        disk_sprite(&images.disk, size_px + 12.0, Color::NONE),
                        Transform::from_xyz(0.0, 0.0, -0.005),
                        Visibility::Hidden,
                    ),
                    (DiskNumber, number, Transform::from_xyz(0.0, 0.0, 0.01), Visibility::Inherited),
                ],
            ));
        }
    }
}

/// A disk image stretched to `size`: its rounded ends keep their width.
fn disk_sprite(image: &Handle<Image>, size: Vec2, colour: Color) -> Sprite {
    theme::sliced_with(image, size, BorderRect::axes(24.0, 0.0), colour)
}
