//! The optimal way home from any position: a lazy move sequence in O(n)
//! memory, its length in closed form, and the next move as a hint.
//!
//! Working from the largest disk down with a current target peg: a disk
//! already on the target stays; a disk elsewhere must move to the target, so
//! every smaller disk first gathers on the third peg, which becomes the target
//! for the smaller disks. After such a disk moves, the smaller disks follow it
//! as a whole tower. This greedy plan is the shortest possible.

use super::engine::{Move, Tower, third_peg};

/// Moves needed to carry a whole tower of `disks` disks to another peg, 2^n − 1.
pub const fn tower_moves(disks: usize) -> u64 {
    if disks >= 64 { u64::MAX } else { (1u64 << disks) - 1 }
}

/// Length of the optimal solution from `places` (peg of each disk, smallest first) to `goal`.
pub fn solution_len(places: &[u8], goal: usize) -> u64 {
    let mut target = goal;
    let mut len = 0u64;
    for (i, &peg) in places.iter().enumerate().rev() {
        let peg = peg as usize;
        if peg != target {
            len += 1u64 << i;
            target = third_peg(peg, target);
        }
    }
    len
}

/// The first move of the optimal solution, or `None` when already solved. O(n).
pub fn next_move(places: &[u8], goal: usize) -> Option<Move> {
    let mut target = goal;
    let mut first = None;
    for &peg in places.iter().rev() {
        let peg = peg as usize;
        if peg != target {
            first = Some(Move::new(peg, target));
            target = third_peg(peg, target);
        }
    }
    first
}

/// One disk that leaves its peg for the target, followed by the whole tower
/// of smaller disks from the third peg.
#[derive(Clone, Copy, Debug)]
struct Leg {
    /// The disk that moves (1 = smallest); the tower that follows has `disk - 1` disks.
    disk: u8,
    from: u8,
    to: u8,
}

/// The optimal move sequence from a position to the goal peg, generated lazily.
#[derive(Clone, Debug)]
pub struct Solution {
    /// Legs, largest disk first; they are played from the back.
    legs: Vec<Leg>,
    /// Step inside the current leg: 0 is the leg's own disk move, then tower moves 1..2^(disk-1).
    step: u64,
    remaining: u64,
}

impl Solution {
    /// The optimal sequence from `places` (peg of each disk, smallest first) to `goal`.
    pub fn new(places: &[u8], goal: usize) -> Self {
        let mut legs = Vec::new();
        let mut target = goal;
        for (i, &peg) in places.iter().enumerate().rev() {
            let peg = peg as usize;
            if peg != target {
                legs.push(Leg { disk: i as u8 + 1, from: peg as u8, to: target as u8 });
                target = third_peg(peg, target);
            }
        }
        Self { legs, step: 0, remaining: solution_len(places, goal) }
    }

    /// Moves still to come.
    pub fn remaining(&self) -> u64 {
        self.remaining
    }
}

impl Iterator for Solution {
    type Item = Move;

    fn next(&mut self) -> Option<Move> {
        let leg = *self.legs.last()?;
        let from = leg.from as usize;
        let to = leg.to as usize;
        let mv = if self.step == 0 {
            Move::new(from, to)
        } else {
            // The smaller disks travel as a tower from the third peg onto the moved disk.
            tower_move(leg.disk as usize - 1, third_peg(from, to), to, self.step)
        };
        self.step += 1;
        if self.step > tower_moves(leg.disk as usize - 1) {
            self.legs.pop();
            self.step = 0;
        }
        self.remaining -= 1;
        Some(mv)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        match usize::try_from(self.remaining) {
            Ok(n) => (n, Some(n)),
            Err(_) => (usize::MAX, None),
        }
    }
}

/// Move number `j` (1-based) of carrying a tower of `height` disks from `src` to `dst`.
///
/// Move `j` moves disk `d = trailing_zeros(j) + 1`, for the `j >> d`-th time; each
/// disk cycles through the pegs in a fixed direction that depends on the parity of
/// `height - d`.
pub fn tower_move(height: usize, src: usize, dst: usize, j: u64) -> Move {
    let disk = j.trailing_zeros() as usize + 1;
    let turns = (j >> disk) % 3;
    let aux = third_peg(src, dst);
    let cycle = if (height - disk).is_multiple_of(2) { [src, dst, aux] } else { [src, aux, dst] };
    Move::new(cycle[turns as usize], cycle[(turns as usize + 1) % 3])
}

impl Tower {
    /// The optimal moves from here to the goal peg.
    pub fn solution(&self) -> Solution {
        Solution::new(self.places(), self.goal())
    }

    /// Optimal number of moves left from here.
    pub fn moves_left(&self) -> u64 {
        solution_len(self.places(), self.goal())
    }

    /// The next move of an optimal solution, if not solved yet.
    pub fn hint(&self) -> Option<Move> {
        next_move(self.places(), self.goal())
    }
}
