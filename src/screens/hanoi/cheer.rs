//! How a disk and a tower feel: a landing disk squashes a little and
//! springs back; a solved tower bounces disk by disk, bottom to top, and a
//! burst of sparks in the disks' colours rises from it — stronger for an
//! optimal solve or a record. None of it moves a disk from where the board
//! says it is (only their scale changes), so input goes on as usual.

use bevy::prelude::*;

use super::feel::{CHEER_SECONDS, SETTLE_SECONDS};
use super::layout::{BASE_TOP, Tall};
use super::state::{Board, Cheer, Disk, HanoiRun, Settle};
use crate::base::screen::Screen;
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::disk_colour;
use crate::shell::feedback::celebrate::{Celebrate, Strength};

pub(super) fn plugin(app: &mut App) {
    app.add_systems(OnEnter(Screen::Hanoi), |mut cheer: ResMut<Cheer>| *cheer = Cheer::default())
        .add_systems(
            Update,
            (cheer_solves, scale_disks)
                .chain()
                .after(super::HanoiSystems::Motion)
                .run_if(in_state(Screen::Hanoi)),
        );
}

/// The moment the tower stands on its goal peg: the cheer begins.
fn cheer_solves(
    time: Res<Time>,
    board: Res<Board>,
    tall: Res<Tall>,
    run: Res<HanoiRun>,
    mut cheer: ResMut<Cheer>,
    mut was_solved: Local<Option<bool>>,
    mut celebrations: MessageWriter<Celebrate>,
) {
    let solved = board.is_solved() && board.moves() > 0;
    let before = was_solved.replace(solved);
    // A tower that is solved when the screen opens was cheered already.
    if solved && before == Some(false) {
        let great = run.earned.is_some_and(|e| e.optimal || e.best_moves || e.best_time);
        *cheer = Cheer { since: Some(time.elapsed_secs_f64()), great };
        let geometry = board.geometry(*tall);
        let height = geometry.disk_height() * board.disks() as f32;
        let n = board.disks();
        celebrations.write(Celebrate {
            at: Vec2::new(geometry.peg_x(board.goal()), BASE_TOP + height * 0.6),
            spread: Vec2::new(geometry.disk_width(n as u8) / 2.0, height / 2.0),
            colours: (1..=n as u8).map(|d| disk_colour(d, n)).collect(),
            strength: if great { Strength::Great } else { Strength::Normal },
        });
    }
}

/// Landing squashes and the solved tower's bounce, by scale alone.
fn scale_disks(
    mut commands: Commands,
    time: Res<Time>,
    board: Res<Board>,
    cheer: Res<Cheer>,
    motion: Res<Motion>,
    mut disks: Query<(Entity, &Disk, &mut Transform, Option<&mut Settle>)>,
) {
    let now = time.elapsed_secs_f64();
    let cheering =
        cheer.since.map(|t| (now - t) as f32).filter(|&t| t < CHEER_SECONDS as f32 && !motion.reduced);
    let amplitude = if cheer.great { 0.22 } else { 0.14 };
    for (entity, disk, mut transform, settle) in &mut disks {
        let mut scale = Vec2::ONE;
        if let Some(mut settle) = settle {
            settle.age += time.delta_secs();
            let t = (settle.age / SETTLE_SECONDS).min(1.0);
            let squash = (t * std::f32::consts::PI).sin() * (1.0 - t * 0.3);
            scale *= Vec2::new(1.0 + 0.07 * squash, 1.0 - 0.16 * squash);
            if t >= 1.0 {
                commands.entity(entity).remove::<Settle>();
            }
        }
        if let Some(t) = cheering
            && disk.size as usize <= board.disks()
        {
            // Bottom disks first: a wave up the tower.
            let level = board.level_of(disk.size) as f32;
            let local = t - level * 0.06;
            if (0.0..0.45).contains(&local) {
                let hop = (local / 0.45 * std::f32::consts::PI).sin();
                scale *= Vec2::new(1.0 - 0.06 * hop, 1.0 + amplitude * hop);
            }
        }
        transform.scale = scale.extend(1.0);
    }
}
