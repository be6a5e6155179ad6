//! The board's highlights: the disk that can be picked up or is held, the
//! pegs a held disk may go to, the glow that sweeps up a solved tower, and
//! the disks' numbers while they rest.

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;

use crate::screens::hanoi::autosolve::SolverQueue;
use crate::screens::hanoi::feel::CHEER_SECONDS;
use crate::screens::hanoi::flight::Flight;
use crate::screens::hanoi::layout::Tall;
use crate::screens::hanoi::state::{
    Board, Cheer, Disk, DiskGlow, DiskNumber, Hand, Hover, PegPost, SolverSpeed,
};
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::Palette;

/// Above this many solver moves a second the disks' numbers step aside:
/// they could not be read, and redrawing them every frame costs a slow
/// machine (the browser's software rendering) a fifth of its frame rate.
const NUMBERS_UP_TO_SPEED: f32 = 10.0;

/// A disk shows its number while it rests (a flying one hides it).
pub(super) fn show_disk_numbers(
    solver: Res<SolverQueue>,
    speed: Res<SolverSpeed>,
    disks: Query<Has<Flight>, With<Disk>>,
    mut numbers: Query<(&ChildOf, &mut Visibility), With<DiskNumber>>,
) {
    let racing = solver.is_running() && speed.0 > NUMBERS_UP_TO_SPEED;
    for (parent, mut visibility) in &mut numbers {
        let flying = disks.get(parent.parent()).unwrap_or(false);
        visibility.set_if_neq(if racing || flying { Visibility::Hidden } else { Visibility::Inherited });
    }
}

/// What the glow that sweeps up a solved tower follows: the cheer, its clock, reduced motion.
#[derive(SystemParam)]
pub(super) struct CheerSweep<'w> {
    time: Res<'w, Time>,
    cheer: Res<'w, Cheer>,
    motion: Res<'w, Motion>,
}

/// The top disk under the pointer glows while nothing is held; the held disk glows brightly.
pub(super) fn highlight_disks(
    board: Res<Board>,
    hand: Res<Hand>,
    hover: Res<Hover>,
    sweep: CheerSweep,
    palette: Res<Palette>,
    disks: Query<&Disk>,
    mut glows: Query<(&ChildOf, &mut Visibility, &mut Sprite), With<DiskGlow>>,
) {
    let CheerSweep { time, cheer, motion } = sweep;
    // After a solve a glow sweeps up the tower, bottom to top.
    let sweep = cheer
        .since
        .map(|t| (time.elapsed_secs_f64() - t) as f32)
        .filter(|&t| t < CHEER_SECONDS as f32 && !motion.reduced);
    for (parent, mut visibility, mut sprite) in &mut glows {
        let Ok(disk) = disks.get(parent.parent()) else { continue };
        let held = hand.disk() == Some(disk.size);
        let pickable = *hand == Hand::Empty && hover.disk == Some(disk.size) && board.is_top(disk.size);
        let swept = sweep.map_or(0.0, |t| {
            let front = t / CHEER_SECONDS as f32 * (board.disks() as f32 + 3.0) - 1.0;
            let distance = (front - board.level_of(disk.size) as f32).abs();
            (1.0 - distance / 1.5).max(0.0) * 0.8
        });
        let alpha = if held {
            0.9
        } else if pickable {
            0.55
        } else {
            swept
        };
        visibility.set_if_neq(if alpha > 0.0 { Visibility::Inherited } else { Visibility::Hidden });
        sprite.color = palette.accent.with_alpha(alpha);
    }
}

/// While a disk is in hand, the pegs it may go to light up; the one it would land on most.
pub(super) fn highlight_pegs(
    board: Res<Board>,
    tall: Res<Tall>,
    hand: Res<Hand>,
    hover: Res<Hover>,
    palette: Res<Palette>,
    mut pegs: Query<(&PegPost, &mut Sprite)>,
) {
    let resting = palette.wood;
    let aimed = match *hand {
        Hand::Dragging { pointer, .. } => board.geometry(*tall).peg_at(pointer),
        Hand::Holding { .. } => hover.peg,
        Hand::Empty => None,
    };
    for (peg, mut sprite) in &mut pegs {
        sprite.color = match hand.from_peg() {
            Some(from) if peg.index != from => {
                let legal = board.check_move(from, peg.index).is_ok();
                match (legal, aimed == Some(peg.index)) {
                    (true, true) => palette.accent,
                    (true, false) => resting.mix(&palette.accent, 0.45),
                    (false, true) => palette.warning,
                    (false, false) => resting.with_alpha(0.55),
                }
            }
            _ => resting,
        };
    }
}
