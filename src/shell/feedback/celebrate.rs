//! Celebrations drawn with sprites: a burst of sparks and a widening ring of
//! light where something was won, stronger for a great result, quiet for a
//! loss. Each lasts under two seconds, sits above the board, takes no
//! pointer events and moves nothing else, so play goes on through it.

use bevy::prelude::*;
use rand::rngs::SmallRng;
use rand::{RngExt, SeedableRng};

use crate::base::frames::{PaceFrames, wake_now};
use crate::base::screen::Screen;
use crate::shell::display::motion::Motion;
use crate::shell::display::theme::GameImages;

/// How strong a celebration is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strength {
    /// A loss or a draw: a few slow sparks drifting down, no ring.
    Quiet,
    /// A solve or a win.
    Normal,
    /// An optimal solve, a record, a win against a strong computer.
    Great,
}

/// Celebrate at a place in the world.
#[derive(Message, Debug, Clone, PartialEq)]
pub struct Celebrate {
    /// Where (world units).
    pub at: Vec2,
    /// How far apart the sparks start (half width, half height).
    pub spread: Vec2,
    /// The sparks' colours, taken in turn.
    pub colours: Vec<Color>,
    /// How strong.
    pub strength: Strength,
}

/// Seconds the longest celebration lasts.
pub const LONGEST_SECONDS: f32 = 1.8;

/// A spark of a celebration.
#[derive(Component, Debug, Clone, Copy)]
pub struct Spark {
    velocity: Vec2,
    age: f32,
    life: f32,
    colour: Color,
    size: f32,
}

/// The ring of light that widens from where a celebration began.
#[derive(Component, Debug, Clone, Copy)]
pub struct Ring {
    age: f32,
    life: f32,
    colour: Color,
}

/// The celebrations' own random numbers.
#[derive(Resource)]
struct SparkRng(SmallRng);

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<Celebrate>()
        .insert_resource(SparkRng(SmallRng::seed_from_u64(pegs_engine::fresh_seed())))
        .add_systems(PostUpdate, (start_celebrations, animate_sparks, animate_rings))
        .add_systems(StateTransition, end_celebrations.run_if(state_changed::<Screen>))
        .add_systems(
            Last,
            wake_now("a celebration")
                .before(PaceFrames)
                .run_if(any_with_component::<Spark>.or_else(any_with_component::<Ring>)),
        );
}

/// A new screen starts without the last one's sparks.
fn end_celebrations(
    mut commands: Commands,
    sparks: Query<Entity, With<Spark>>,
    rings: Query<Entity, With<Ring>>,
) {
    for entity in sparks.iter().chain(&rings) {
        commands.entity(entity).despawn();
    }
}

/// Depth of celebrations: above the boards.
const Z: f32 = 30.0;

fn start_celebrations(
    mut commands: Commands,
    mut celebrations: MessageReader<Celebrate>,
    images: Res<GameImages>,
    mut rng: ResMut<SparkRng>,
    motion: Res<Motion>,
) {
    for c in celebrations.read() {
        // Reduced motion: the moment passes without sparks.
        if motion.reduced {
            continue;
        }
        let (count, speed, rise) = match c.strength {
            Strength::Quiet => (14, 60.0..140.0, -40.0),
            Strength::Normal => (46, 220.0..520.0, 180.0),
            Strength::Great => (96, 260.0..720.0, 260.0),
        };
        let rng = &mut rng.0;
        for i in 0..count {
            let colour = c.colours.get(i % c.colours.len().max(1)).copied().unwrap_or(Color::WHITE);
            let angle = rng.random_range(0.0..std::f32::consts::TAU);
            let v = Vec2::from_angle(angle) * rng.random_range(speed.clone()) + Vec2::Y * rise;
            let start = c.at
                + Vec2::new(
                    rng.random_range(-1.0..=1.0) * c.spread.x,
                    rng.random_range(-1.0..=1.0) * c.spread.y,
                );
            let size = rng.random_range(10.0..22.0) * if c.strength == Strength::Quiet { 0.8 } else { 1.0 };
            let life = rng.random_range(0.9..LONGEST_SECONDS);
            commands.spawn((
                Name::new("Spark"),
                Spark { velocity: v, age: 0.0, life, colour, size },
                Sprite {
                    image: images.spark.clone(),
                    custom_size: Some(Vec2::splat(size)),
                    color: colour,
                    ..default()
                },
                Transform::from_translation(start.extend(Z + i as f32 * 0.001)),
            ));
        }
        if c.strength != Strength::Quiet {
            let colour = c.colours.first().copied().unwrap_or(Color::WHITE);
            let life = if c.strength == Strength::Great { 1.1 } else { 0.8 };
            commands.spawn((
                Name::new("Ring"),
                Ring { age: 0.0, life, colour },
                Sprite {
                    image: images.stone_o.clone(),
                    custom_size: Some(Vec2::splat(60.0)),
                    color: colour,
                    ..default()
                },
                Transform::from_translation(c.at.extend(Z - 1.0)),
            ));
        }
    }
}

/// Sparks fly, fall and fade; gone within their life.
fn animate_sparks(
    mut commands: Commands,
    time: Res<Time>,
    mut sparks: Query<(Entity, &mut Spark, &mut Transform, &mut Sprite)>,
) {
    let dt = time.delta_secs();
    for (entity, mut spark, mut transform, mut sprite) in &mut sparks {
        spark.age += dt;
        if spark.age >= spark.life {
            commands.entity(entity).despawn();
            continue;
        }
        spark.velocity.y -= 520.0 * dt;
        spark.velocity *= 1.0 - 1.2 * dt;
        transform.translation += (spark.velocity * dt).extend(0.0);
        let t = spark.age / spark.life;
        sprite.color = spark.colour.with_alpha((1.0 - t).powf(1.5));
        sprite.custom_size = Some(Vec2::splat(spark.size * (1.0 - 0.5 * t)));
    }
}

/// The ring widens and fades.
fn animate_rings(
    mut commands: Commands,
    time: Res<Time>,
    mut rings: Query<(Entity, &mut Ring, &mut Sprite)>,
) {
    for (entity, mut ring, mut sprite) in &mut rings {
        ring.age += time.delta_secs();
        let t = ring.age / ring.life;
        if t >= 1.0 {
            commands.entity(entity).despawn();
            continue;
        }
        sprite.custom_size = Some(Vec2::splat(60.0 + 620.0 * t));
        sprite.color = ring.colour.with_alpha(0.55 * (1.0 - t) * (1.0 - t));
    }
}
