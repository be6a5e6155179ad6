//! The stones on the board: sprites that mirror the engine's stones (the
//! next to vanish drawn faded), growing in, fading out, the winning line
//! and its pulse. The sparks when a game ends are `cheer.rs`'s.

use bevy::prelude::*;

use pegs_engine::tictactoe::rules::{CELLS, Player};

use super::board::cell_centre;
use super::play::Match;
use crate::base::screen::Screen;
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::{self, GameImages, Ink, Paint, Palette, stone_image};

/// Size of a stone.
pub(super) const STONE_SIZE: f32 = 124.0;
pub use super::feel::FADED_ALPHA;
use super::feel::{POP_OVERSHOOT, POP_SECONDS, PULSE_RATE, PULSE_SECONDS, PULSE_SWELL, VANISH_SECONDS};

/// A stone on the board, mirroring one of the engine's.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[require(Sprite, Transform)]
pub struct Stone {
    /// Its cell.
    pub cell: u8,
    /// Its owner.
    pub player: Player,
}

/// Marks the stone that vanishes on its owner's next move.
#[derive(Component, Debug)]
pub struct Faded;

/// A stone that has left the game and fades out.
#[derive(Component, Debug)]
pub struct Vanishing {
    age: f32,
}

/// A new stone growing in.
#[derive(Component, Debug)]
pub struct Growing {
    age: f32,
}

/// The line drawn across a winning row.
#[derive(Component, Debug)]
pub struct WinLine;

/// The stones follow the engine; the marks follow the stones (see `marks.rs`).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        mirror_stones.in_set(super::TttSystems::Mirror).run_if(in_state(Screen::TicTacToe)),
    )
    .add_systems(
        Update,
        animate_stones
            .after(mirror_stones)
            .in_set(super::TttSystems::Mirror)
            .run_if(in_state(Screen::TicTacToe)),
    );
}

/// Makes the stone entities, the faded marks and the winning line agree with the engine.
pub(super) fn mirror_stones(
    mut commands: Commands,
    board: Res<Match>,
    images: Res<GameImages>,
    palette: Res<Palette>,
    stones: Query<(Entity, &Stone, Has<Faded>), Without<Vanishing>>,
    lines: Query<Entity, With<WinLine>>,
) {
    let game = &board.game;
    let faded = [Player::X, Player::O].map(|p| game.next_to_vanish(p).map(|c| (p, c)));
    let is_faded = |stone: &Stone| faded.contains(&Some((stone.player, stone.cell)));
    let mut shown = [None; CELLS];
    for (entity, stone, has_faded) in &stones {
        if game.owner(stone.cell) == Some(stone.player) {
            shown[stone.cell as usize] = Some(stone.player);
            match (is_faded(stone), has_faded) {
                (true, false) => {
                    commands.entity(entity).insert(Faded);
                }
                (false, true) => {
                    commands.entity(entity).remove::<Faded>();
                }
                _ => {}
            }
        } else {
            commands.entity(entity).insert(Vanishing { age: 0.0 }).remove::<Faded>();
        }
    }
    for player in [Player::X, Player::O] {
        for &cell in game.stones(player).cells() {
            if shown[cell as usize].is_none() {
                let stone = Stone { cell, player };
                let mut entity = commands.spawn((
                    Name::new(format!("{player} stone")),
                    stone,
                    Sprite {
                        image: stone_image(&images, player),
                        custom_size: Some(Vec2::splat(STONE_SIZE)),
                        color: palette.stone(player),
                        ..default()
                    },
                    Transform::from_translation(cell_centre(cell).extend(3.0)).with_scale(Vec3::splat(0.4)),
                    Growing { age: 0.0 },
                    DespawnOnExit(Screen::TicTacToe),
                ));
                if is_faded(&stone) {
                    entity.insert(Faded);
                }
            }
        }
    }
    match (game.win_line(), lines.iter().next()) {
        (Some(line), None) => {
            let (a, b) = (cell_centre(line[0]), cell_centre(line[2]));
            let along = b - a;
            commands.spawn((
                WinLine,
                theme::sliced(&images.bar, Vec2::new(along.length() + 110.0, 20.0), 10.0, palette.accent),
                Paint(Ink::Accent),
                Transform::from_translation(((a + b) / 2.0).extend(5.0))
                    .with_rotation(Quat::from_rotation_z(along.y.atan2(along.x))),
                DespawnOnExit(Screen::TicTacToe),
            ));
        }
        (None, Some(line)) => commands.entity(line).despawn(),
        _ => {}
    }
}

/// What [`animate_stones`] reads and changes on each stone.
type AnimatedStone = (
    Entity,
    &'static Stone,
    &'static mut Sprite,
    &'static mut Transform,
    Has<Faded>,
    Option<&'static mut Growing>,
    Option<&'static mut Vanishing>,
);

/// New stones grow in, vanishing ones fade out, the faded one stays pale and winning stones pulse.
fn animate_stones(
    mut commands: Commands,
    time: Res<Time>,
    board: Res<Match>,
    motion: Res<Motion>,
    palette: Res<Palette>,
    mut stones: Query<AnimatedStone>,
) {
    // Reduced motion: stones come and go at once and winners keep still.
    let dt = if motion.reduced { f32::INFINITY } else { time.delta_secs() };
    let line = board.game.win_line();
    for (entity, stone, mut sprite, mut transform, faded, growing, vanishing) in &mut stones {
        let colour = palette.stone(stone.player);
        if let Some(mut v) = vanishing {
            v.age += dt;
            let t = (v.age / VANISH_SECONDS).min(1.0);
            sprite.color = colour.with_alpha(FADED_ALPHA * (1.0 - t));
            transform.scale = Vec3::splat(1.0 + 0.3 * t);
            if t >= 1.0 {
                commands.entity(entity).despawn();
            }
            continue;
        }
        sprite.color = colour.with_alpha(if faded { FADED_ALPHA } else { 1.0 });
        let mut scale = 1.0;
        if let Some(mut g) = growing {
            g.age += dt;
            let t = (g.age / POP_SECONDS).min(1.0);
            // Overshoots a little, then settles.
            scale = 0.4 + 0.6 * t + POP_OVERSHOOT * (t * std::f32::consts::PI).sin();
            if t >= 1.0 {
                commands.entity(entity).remove::<Growing>();
                scale = 1.0;
            }
        }
        if line.is_some_and(|l| l.contains(&stone.cell))
            && let Some(fade) = pulse_left(board.ended_at(), time.elapsed_secs_f64())
            && !motion.reduced
        {
            scale *= 1.0 + PULSE_SWELL * fade * (time.elapsed_secs() * PULSE_RATE).sin();
        }
        transform.scale = Vec3::splat(scale);
    }
}

/// How strongly the winning stones still pulse, 1 at the win down to 0
/// after [`PULSE_SECONDS`]; `None` once they rest.
pub fn pulse_left(ended_at: Option<f64>, now: f64) -> Option<f32> {
    let since = now - ended_at?;
    (since < PULSE_SECONDS).then(|| (1.0 - since / PULSE_SECONDS).max(0.0) as f32)
}
