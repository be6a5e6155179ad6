//! Where things are on the Hanoi board: pegs, disk slots and sizes, as pure
//! functions of the number of pegs and disks.

use bevy::prelude::*;

use pegs_engine::hanoi::PEGS;

/// Centre of the board in world units (the panel takes the right side).
pub const BOARD_X: f32 = crate::shell::display::camera::BOARD_CENTRE_X;
/// Width the pegs share.
const BOARD_WIDTH: f32 = 900.0;
/// Top of the base, where the lowest disks rest.
pub const BASE_TOP: f32 = -215.0;
/// Height of a peg above the base, usually.
pub const PEG_HEIGHT: f32 = 410.0;
/// Height at which disks travel between pegs and where a held disk waits, usually.
pub const LIFT_Y: f32 = 250.0;
/// Narrowest disk.
const NARROWEST_DISK: f32 = 84.0;
/// The most a board grows upwards on an upright phone (pegs and lift height).
const TALLEST: f32 = 2.4;
/// The most its disks grow with it: thicker, not towers of slabs.
const THICKEST: f32 = 2.0;
/// The world height a board usually shows, with its notice and labels (−300 to 330).
const USUAL_STAGE: f32 = 630.0;

/// How many times its usual height the board stands: 1, except on a phone
/// held upright, where the pegs grow to fill the screen above the action row.
#[derive(Resource, Clone, Copy, Debug, PartialEq)]
pub struct Tall(pub f32);

impl Default for Tall {
    fn default() -> Self {
        Self(1.0)
    }
}

impl Tall {
    /// The height a board takes in `room` world units of height (its usual
    /// stage's height or less: 1), up to [`TALLEST`].
    pub fn for_room(room: f32) -> Self {
        let grow = (room - USUAL_STAGE) / (LIFT_Y - BASE_TOP);
        Self(if grow.is_finite() { (1.0 + grow).clamp(1.0, TALLEST) } else { 1.0 })
    }

    /// World units the board's top (and the notice above it) rises.
    pub fn rise(self) -> f32 {
        (self.0 - 1.0) * (LIFT_Y - BASE_TOP)
    }
}

/// The shape of a board of `pegs` pegs and `disks` disks.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// Number of pegs.
    pub pegs: usize,
    /// Number of disks.
    pub disks: usize,
    /// How tall it stands.
    pub tall: f32,
}

impl Geometry {
    /// A board of `pegs` pegs and `disks` disks, of the usual height.
    pub const fn new(pegs: usize, disks: usize) -> Self {
        Self { pegs, disks, tall: 1.0 }
    }

    /// The same board standing `tall` times its usual height.
    pub const fn standing(self, tall: Tall) -> Self {
        Self { tall: tall.0, ..self }
    }

    /// Height of a peg above the base.
    pub fn peg_height(&self) -> f32 {
        PEG_HEIGHT * self.tall
    }

    /// Height at which disks travel between pegs and where a held disk waits.
    pub fn lift_y(&self) -> f32 {
        BASE_TOP + (LIFT_Y - BASE_TOP) * self.tall
    }

    /// Distance between neighbouring pegs.
    pub fn spacing(&self) -> f32 {
        BOARD_WIDTH / self.pegs.max(1) as f32
    }

    /// World x of peg `peg` (from 0).
    pub fn peg_x(&self, peg: usize) -> f32 {
        BOARD_X + (peg as f32 - (self.pegs as f32 - 1.0) / 2.0) * self.spacing()
    }

    /// Width of the base the pegs stand on.
    pub fn base_width(&self) -> f32 {
        self.spacing() * self.pegs as f32 + 36.0
    }

    /// Height of each disk.
    pub fn disk_height(&self) -> f32 {
        (360.0 / self.disks.max(1) as f32).min(38.0) * self.tall.min(THICKEST)
    }

    /// Width of `disk` (1 = smallest).
    pub fn disk_width(&self, disk: u8) -> f32 {
        let widest = self.spacing() - 24.0;
        let narrowest = NARROWEST_DISK.min(widest);
        let t = if self.disks <= 1 { 1.0 } else { (disk as f32 - 1.0) / (self.disks as f32 - 1.0) };
        narrowest + (widest - narrowest) * t
    }

    /// Centre of the disk resting at `level` (0 = bottom) on `peg`.
    pub fn slot(&self, peg: usize, level: usize) -> Vec2 {
        Vec2::new(self.peg_x(peg), BASE_TOP + self.disk_height() * (level as f32 + 0.5))
    }

    /// Where a held disk waits above its peg.
    pub fn lifted(&self, peg: usize) -> Vec2 {
        Vec2::new(self.peg_x(peg), self.lift_y())
    }

    /// The peg a disk dropped at `point` goes to: the nearest one, within half
    /// the spacing sideways and anywhere from just below the base to above the lift height.
    pub fn peg_at(&self, point: Vec2) -> Option<usize> {
        if !(BASE_TOP - 90.0..=self.lift_y() + 110.0).contains(&point.y) {
            return None;
        }
        (0..self.pegs).find(|&p| (point.x - self.peg_x(p)).abs() <= self.spacing() / 2.0)
    }
}

/// World x of peg `peg` on the classic three-peg board.
pub fn peg_x(peg: usize) -> f32 {
    Geometry::new(PEGS, 1).peg_x(peg)
}

/// Centre of the disk resting at `level` on `peg` of the classic three-peg board of `disks` disks.
pub fn slot(peg: usize, level: usize, disks: usize) -> Vec2 {
    Geometry::new(PEGS, disks).slot(peg, level)
}

/// Depth of a resting disk: higher disks in front.
pub fn resting_z(level: usize) -> f32 {
    2.0 + level as f32 * 0.01
}

/// Depth of a disk in the air, in front of everything on the board.
pub const FLYING_Z: f32 = 5.0;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::base::settings::{DISK_CHOICES, PEG_CHOICES};

    #[test]
    fn the_classic_board_keeps_its_measures() {
        assert_eq!(peg_x(0), BOARD_X - 300.0);
        assert_eq!(peg_x(2), BOARD_X + 300.0);
        assert_eq!(Geometry::new(3, 4).disk_width(4), 276.0);
    }

    #[test]
    fn disks_never_touch_their_neighbours() {
        for tall in [Tall::default(), Tall::for_room(1200.0), Tall::for_room(5000.0)] {
            for pegs in PEG_CHOICES {
                for disks in DISK_CHOICES {
                    let g = Geometry::new(pegs, disks).standing(tall);
                    let widest = g.disk_width(disks as u8);
                    assert!(widest < g.spacing(), "{pegs} pegs, {disks} disks");
                    for peg in 0..pegs {
                        assert_eq!(g.peg_at(g.slot(peg, 0)), Some(peg));
                        assert_eq!(g.peg_at(g.lifted(peg)), Some(peg));
                    }
                    // The tallest stack stays on its peg, below where disks travel.
                    let stack = g.disk_height() * disks as f32;
                    assert!(
                        stack < g.peg_height() && BASE_TOP + stack < g.lift_y(),
                        "{tall:?}, {disks} disks"
                    );
                }
            }
        }
    }

    #[test]
    fn a_board_grows_into_the_room_it_has_and_no_further() {
        assert_eq!(Tall::for_room(500.0), Tall(1.0), "a short room: the usual board");
        assert_eq!(Tall::for_room(f32::NAN), Tall(1.0));
        let some = Tall::for_room(USUAL_STAGE + 200.0);
        assert!(some.0 > 1.0 && some.0 < TALLEST);
        assert!((some.rise() - 200.0).abs() < 1e-3, "it rises by the room it was given");
        assert_eq!(Tall::for_room(10_000.0), Tall(TALLEST));
        let g = Geometry::new(3, 4).standing(Tall(2.0));
        assert_eq!(g.peg_height(), 2.0 * PEG_HEIGHT);
        assert_eq!(g.lift_y() - BASE_TOP, 2.0 * (LIFT_Y - BASE_TOP));
        assert_eq!(g.disk_width(4), Geometry::new(3, 4).disk_width(4), "only heights grow");
    }
}
