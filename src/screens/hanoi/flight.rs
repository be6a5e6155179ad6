//! Disk flights: every change of a disk's place is animated up its peg,
//! across and down onto the stack, eased. Where a disk should be follows
//! from the board and the hand alone, so a flight can be re-aimed at any
//! moment and never disagrees with the rules.

use bevy::prelude::*;

use super::layout::{FLYING_Z, Tall, resting_z};
use super::state::{Board, Disk, Hand, Settle, SolverSpeed, target_of};
use crate::base::screen::Screen;
use crate::shell::display::motion::Motion;

/// A disk on its way: a path of up to four points travelled in `duration`.
#[derive(Component, Debug, Clone, PartialEq)]
pub struct Flight {
    points: [Vec2; 4],
    count: usize,
    elapsed: f32,
    duration: f32,
}

impl Flight {
    /// A flight from `from` to `to`: straight along one peg, otherwise up to
    /// the travel height `lift`, across, and down.
    pub fn new(from: Vec2, to: Vec2, lift: f32, duration: f32) -> Self {
        let (points, count) = if (to.x - from.x).abs() < 1.0 {
            ([from, to, to, to], 2)
        } else {
            let top = lift.max(from.y).max(to.y);
            ([from, Vec2::new(from.x, top), Vec2::new(to.x, top), to], 4)
        };
        Self { points, count, elapsed: 0.0, duration }
    }

    /// Where the flight ends.
    pub fn end(&self) -> Vec2 {
        self.points[self.count - 1]
    }

    /// Whether the disk has arrived.
    pub fn is_done(&self) -> bool {
        self.elapsed >= self.duration
    }

    /// Length of the path.
    pub fn length(&self) -> f32 {
        self.points[..self.count].windows(2).map(|w| w[0].distance(w[1])).sum()
    }

    /// Position after `elapsed` seconds, eased in and out along the path.
    pub fn position(&self) -> Vec2 {
        let t = if self.duration <= 0.0 { 1.0 } else { (self.elapsed / self.duration).clamp(0.0, 1.0) };
        let eased = t * t * (3.0 - 2.0 * t);
        let mut left = eased * self.length();
        for w in self.points[..self.count].windows(2) {
            let d = w[0].distance(w[1]);
            if left <= d && d > 0.0 {
                return w[0].lerp(w[1], left / d);
            }
            left -= d;
        }
        self.end()
    }

    /// Advances the clock.
    pub fn advance(&mut self, seconds: f32) {
        self.elapsed += seconds;
    }
}

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (aim_disks, fly).chain().in_set(super::HanoiSystems::Motion).run_if(in_state(Screen::Hanoi)),
    );
}

/// Starts or re-aims a flight for each disk that is not where it belongs.
fn aim_disks(
    mut commands: Commands,
    board: Res<Board>,
    tall: Res<Tall>,
    hand: Res<Hand>,
    speed: Res<SolverSpeed>,
    motion: Res<Motion>,
    mut disks: Query<(Entity, &Disk, &mut Transform, Option<&Flight>)>,
) {
    // Moves by hand and by the solver fly alike, as fast as the speed setting says.
    let seconds = speed.flight_seconds();
    for (entity, disk, mut transform, flight) in &mut disks {
        if disk.size as usize > board.disks() {
            continue;
        }
        let target = target_of(disk.size, &board, *tall, &hand);
        let here = transform.translation.truncate();
        if hand.disk() == Some(disk.size) && matches!(*hand, Hand::Dragging { .. }) {
            // A dragged disk follows the pointer directly.
            transform.translation = target.extend(FLYING_Z + 1.0);
            if flight.is_some() {
                commands.entity(entity).remove::<Flight>();
            }
            continue;
        }
        let needs_flight = match flight {
            Some(f) => f.end().distance(target) > 0.5,
            None => here.distance(target) > 0.5,
        };
        if !needs_flight {
            if flight.is_none() {
                transform.translation.z = resting_z(board.level_of(disk.size));
            }
            continue;
        }
        // Reduced motion: disks land where they go at once.
        if seconds <= 0.0 || motion.reduced {
            transform.translation = target.extend(resting_z(board.level_of(disk.size)));
            commands.entity(entity).remove::<Flight>();
        } else {
            use super::feel::{
                FLIGHT_FIXED_SHARE, FLIGHT_LONGEST_PATHS, FLIGHT_PATH_SHARE, FLIGHT_USUAL_PATH,
            };
            let lift = board.geometry(*tall).lift_y();
            // Longer paths take a little longer, short lifts a little less (a tall board's climbs count as usual ones).
            let path = Flight::new(here, target, lift, 1.0).length() / tall.0;
            let paths = (path / FLIGHT_USUAL_PATH).min(FLIGHT_LONGEST_PATHS);
            let duration = seconds * (FLIGHT_FIXED_SHARE + FLIGHT_PATH_SHARE * paths);
            commands.entity(entity).insert(Flight::new(here, target, lift, duration));
        }
    }
}

/// Moves every flying disk along its path; landed disks drop out of the air.
fn fly(
    mut commands: Commands,
    time: Res<Time>,
    board: Res<Board>,
    hand: Res<Hand>,
    mut flights: Query<(Entity, &Disk, &mut Transform, &mut Flight)>,
) {
    for (entity, disk, mut transform, mut flight) in &mut flights {
        flight.advance(time.delta_secs());
        if flight.is_done() {
            let in_hand = hand.disk() == Some(disk.size);
            let z = if in_hand { FLYING_Z } else { resting_z(board.level_of(disk.size)) };
            transform.translation = flight.end().extend(z);
            commands.entity(entity).remove::<Flight>();
            if !in_hand {
                commands.entity(entity).insert(Settle::default());
            }
        } else {
            transform.translation = flight.position().extend(FLYING_Z);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flight_between_pegs_goes_up_across_and_down() {
        let mut f = Flight::new(Vec2::new(-300.0, -200.0), Vec2::new(300.0, -150.0), 250.0, 1.0);
        assert_eq!(f.position(), Vec2::new(-300.0, -200.0));
        let mut highest: f32 = f32::MIN;
        let mut xs = Vec::new();
        for _ in 0..101 {
            f.advance(0.01);
            let p = f.position();
            highest = highest.max(p.y);
            xs.push(p.x);
        }
        assert!(f.is_done());
        assert_eq!(f.position(), Vec2::new(300.0, -150.0));
        assert!((highest - 250.0).abs() < 1e-3, "it travels at the lift height");
        assert!(xs.windows(2).all(|w| w[1] >= w[0]), "never turns back");
    }

    #[test]
    fn a_flight_along_one_peg_is_straight() {
        let mut f = Flight::new(Vec2::new(0.0, 250.0), Vec2::new(0.0, -100.0), 900.0, 0.5);
        f.advance(0.25);
        let p = f.position();
        assert_eq!(p.x, 0.0);
        assert!(p.y < 250.0 && p.y > -100.0);
        assert_eq!(f.length(), 350.0);
    }
}
