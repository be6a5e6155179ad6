//! The way home from any position, on three or four pegs.
//!
//! **Three pegs**: working from the largest disk down with a current target
//! peg, a disk already on the target stays; a disk elsewhere must move to
//! the target, so every smaller disk first gathers on the third peg, which
//! becomes the target for the smaller disks. After such a disk moves, the
//! smaller disks follow it as a whole tower. This greedy plan is the
//! shortest possible; it is generated lazily in O(n) memory, its length has
//! a closed form, and its first move is the hint.
//!
//! **Four pegs** (Reve's puzzle): from a whole tower the Frame–Stewart plan,
//! proven optimal, moves the smallest disks aside on all four pegs, the
//! rest on three, and back. From any other position the plan follows a
//! [`DistanceTable`] (exact, up to [`EXACT_DISKS`] disks); without one it
//! uses the same scheme on the position as it is, which is legal and ends
//! solved but is only short, not proven shortest.

use super::distance::DistanceTable;
use super::step::{Node, Step};
use super::tower::{MAX_PEGS, Move, PEGS, Tower, third_peg};

/// Moves needed to carry a whole tower of `disks` disks to another peg on three pegs, 2^n − 1.
#[inline]
pub const fn tower_moves(disks: usize) -> u64 {
    if disks >= 64 { u64::MAX } else { (1u64 << disks) - 1 }
}

/// Frame–Stewart: moves needed to carry a whole tower of `disks` disks to
/// another peg on four pegs (1, 3, 5, 9, 13, 17, 25, …), with the number of
/// smallest disks that go aside on four pegs first.
pub fn frame_stewart(disks: usize) -> (u64, usize) {
    let mut best = vec![(0u64, 0usize); disks + 1];
    for n in 1..=disks {
        best[n] = (1..=n)
            .map(|k| {
                // The smallest n − k disks aside on four pegs, the k largest on three, then back.
                let aside = best[n - k].0;
                (aside.saturating_mul(2).saturating_add(tower_moves(k)), n - k)
            })
            .min_by_key(|&(moves, _)| moves)
            .unwrap_or((0, 0));
    }
    best[disks]
}

/// The optimum from the start: all disks on the first peg to the last.
pub fn optimal_from_start(pegs: usize, disks: usize) -> u64 {
    if pegs >= MAX_PEGS { frame_stewart(disks).0 } else { tower_moves(disks) }
}

/// Length of the optimal three-peg solution from `places` (peg of each disk, smallest first) to `goal`.
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

/// The first move of the optimal three-peg solution, or `None` when already solved. O(n).
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

#[derive(Clone, Debug)]
enum Moves {
    /// Three pegs, generated as they are played.
    Classic {
        /// Legs, largest disk first; they are played from the back.
        legs: Vec<Leg>,
        /// Step inside the current leg: 0 is the leg's own disk move, then tower moves 1..2^(disk-1).
        step: u64,
    },
    /// Four pegs, worked out in advance.
    Listed { moves: Vec<Move>, next: usize },
}

/// A move sequence from a position to the goal peg, and whether it is proven shortest.
#[derive(Clone, Debug)]
pub struct Solution {
    moves: Moves,
    remaining: u64,
    optimal: bool,
}

impl Solution {
    /// The optimal three-peg sequence from `places` (peg of each disk, smallest first) to `goal`.
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
        Self { moves: Moves::Classic { legs, step: 0 }, remaining: solution_len(places, goal), optimal: true }
    }

    fn listed(moves: Vec<Move>, optimal: bool) -> Self {
        Self { remaining: moves.len() as u64, moves: Moves::Listed { moves, next: 0 }, optimal }
    }

    /// Moves worked out elsewhere (a solver program's), played as they
    /// are; `optimal` says whether they are the fewest there were.
    pub fn given(moves: Vec<Move>, optimal: bool) -> Self {
        Self::listed(moves, optimal)
    }

    /// Moves still to come.
    pub fn remaining(&self) -> u64 {
        self.remaining
    }

    /// Whether no shorter way exists (otherwise the plan is only short).
    pub fn is_optimal(&self) -> bool {
        self.optimal
    }
}

impl Iterator for Solution {
    type Item = Move;

    // Inlined into callers in other crates (the game, the benchmarks): a
    // move costs a few nanoseconds, a call would be a good part of it.
    #[inline]
    fn next(&mut self) -> Option<Move> {
        let mv = match &mut self.moves {
            Moves::Classic { legs, step } => {
                let leg = *legs.last()?;
                let from = leg.from as usize;
                let to = leg.to as usize;
                let mv = if *step == 0 {
                    Move::new(from, to)
                } else {
                    // The smaller disks travel as a tower from the third peg onto the moved disk.
                    tower_move(leg.disk as usize - 1, third_peg(from, to), to, *step)
                };
                *step += 1;
                if *step > tower_moves(leg.disk as usize - 1) {
                    legs.pop();
                    *step = 0;
                }
                mv
            }
            Moves::Listed { moves, next } => {
                let mv = *moves.get(*next)?;
                *next += 1;
                mv
            }
        };
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

/// Move number `j` (1-based) of carrying a tower of `height` disks from `src` to `dst` on three pegs.
///
/// Move `j` moves disk `d = trailing_zeros(j) + 1`, for the `j >> d`-th time; each
/// disk cycles through the pegs in a fixed direction that depends on the parity of
/// `height - d`.
#[inline]
pub fn tower_move(height: usize, src: usize, dst: usize, j: u64) -> Move {
    let disk = j.trailing_zeros() as usize + 1;
    let turns = (j >> disk) % 3;
    let aux = third_peg(src, dst);
    let cycle = if (height - disk).is_multiple_of(2) { [src, dst, aux] } else { [src, aux, dst] };
    Move::new(cycle[turns as usize], cycle[(turns as usize + 1) % 3])
}

/// Plans four-peg moves on a copy of the board's places, and on request
/// records the sub-tasks it works through (the `plan` module).
pub(super) struct FourPegPlanner {
    /// Peg of each disk, smallest first (index 0 = disk 1).
    places: Vec<u8>,
    pub(super) moves: Vec<Move>,
    /// When recording: the sub-tasks still open, innermost last; when
    /// planning is over, the whole job alone.
    pub(super) tree: Vec<Node>,
    recording: bool,
}

impl FourPegPlanner {
    fn new(places: &[u8]) -> Self {
        Self { places: places.to_vec(), moves: Vec::new(), tree: Vec::new(), recording: false }
    }

    /// A planner that records its sub-tasks.
    pub(super) fn recording(places: &[u8]) -> Self {
        Self { recording: true, ..Self::new(places) }
    }

    fn shift(&mut self, disk: usize, to: u8) {
        let from = self.places[disk];
        if self.recording {
            let at = self.moves.len() as u64;
            let step = Step::Move { disk: disk as u8 + 1, from: from as usize, to: to as usize };
            self.close(Node { step, start: at, end: at + 1, children: Vec::new() });
        }
        self.moves.push(Move::new(from as usize, to as usize));
        self.places[disk] = to;
    }

    fn open(&mut self, step: Step) {
        if self.recording {
            let start = self.moves.len() as u64;
            self.tree.push(Node { step, start, end: start, children: Vec::new() });
        }
    }

    /// Ends the innermost open sub-task (or files `node`, a finished one) under its parent.
    fn close(&mut self, node: Node) {
        match self.tree.last_mut() {
            Some(parent) => parent.children.push(node),
            None => self.tree.push(node),
        }
    }

    fn close_open(&mut self) {
        if let Some(mut node) = self.tree.pop() {
            node.end = self.moves.len() as u64;
            self.close(node);
        }
    }

    /// Brings disks `lo..=hi` (0 = smallest) onto `target`, using only the
    /// pegs in the bit set `pegs`; every disk smaller than `lo` lies on a peg
    /// outside it.
    pub(super) fn gather(&mut self, lo: usize, hi: usize, target: u8, pegs: u8) {
        let mut hi = hi;
        // Disks already home at the bottom of the range stay.
        loop {
            if hi < lo || hi == usize::MAX {
                return;
            }
            if self.places[hi] != target {
                break;
            }
            hi = hi.wrapping_sub(1);
        }
        let from = self.places[hi];
        let spares: Vec<u8> =
            (0..MAX_PEGS as u8).filter(|&p| pegs & (1 << p) != 0 && p != from && p != target).collect();
        let count = hi - lo; // disks smaller than `hi` in the range
        if spares.len() >= 2 && count >= 2 {
            // Frame–Stewart: the smallest `aside` disks to one spare on all the
            // pegs, the others to the second spare without the first, the disk
            // across, and back. Only possible when no middle disk lies under
            // the smallest ones on the first spare.
            let (moves, aside) = frame_stewart(count + 1);
            let aside = aside.max(1);
            let middle = lo + aside..hi;
            for (first, second) in [(spares[0], spares[1]), (spares[1], spares[0])] {
                if middle.clone().all(|d| self.places[d] != first) {
                    let without_first = pegs & !(1 << first);
                    self.open(Step::Split {
                        smallest: lo as u8 + 1,
                        largest: hi as u8 + 1,
                        to: target as usize,
                        aside: aside as u8,
                        spare: first as usize,
                        moves,
                    });
                    self.gather(lo, lo + aside - 1, first, pegs);
                    self.gather(lo + aside, hi - 1, second, without_first);
                    self.shift(hi, target);
                    self.gather(lo + aside, hi - 1, target, without_first);
                    self.gather(lo, lo + aside - 1, target, pegs);
                    self.close_open();
                    return;
                }
            }
        }
        // Every smaller disk of the range aside on one spare, the disk across, and back on top.
        let spare = spares[0];
        if hi > lo {
            let (from, to, via) = (from as usize, target as usize, spare as usize);
            let (smallest, disk) = (lo as u8 + 1, hi as u8 + 1);
            self.open(if self.places[lo..hi].iter().all(|&p| p as usize == from) {
                Step::Tower { smallest, largest: disk, from, to, via }
            } else {
                Step::Bring { smallest, disk, from, to, aside: via }
            });
            self.gather(lo, hi - 1, spare, pegs);
        }
        self.shift(hi, target);
        if hi > lo {
            self.gather(lo, hi - 1, target, pegs);
            self.close_open();
        }
    }
}

/// A legal four-peg plan from `places` to `goal` that ends solved: the
/// Frame–Stewart plan for a whole tower, the same scheme applied to the
/// position otherwise.
pub fn four_peg_plan(places: &[u8], goal: usize) -> Vec<Move> {
    let mut planner = FourPegPlanner::new(places);
    if !places.is_empty() {
        planner.gather(0, places.len() - 1, goal as u8, (1 << MAX_PEGS) - 1);
    }
    planner.moves
}

impl Tower {
    /// Whether every disk is on one peg.
    pub fn is_whole_tower(&self) -> bool {
        self.pegs().iter().any(|p| p.len() == self.disks())
    }

    /// The optimum from the start: 2ⁿ − 1 on three pegs, Frame–Stewart on four.
    pub fn optimal_from_start(&self) -> u64 {
        optimal_from_start(self.peg_count(), self.disks())
    }

    /// The best known way from here to the goal peg, using the exact
    /// distances of `table` on four pegs when it is the table of this board.
    pub fn plan(&self, table: Option<&DistanceTable>) -> Solution {
        if self.peg_count() == PEGS {
            return Solution::new(self.places(), self.goal());
        }
        match table {
            // A whole tower goes by Frame–Stewart, proven optimal (and explainable, see `plan`).
            Some(t) if !self.is_whole_tower() && t.fits(self.disks(), self.peg_count(), self.goal()) => {
                Solution::listed(t.path(self.places()), true)
            }
            _ => Solution::listed(four_peg_plan(self.places(), self.goal()), self.is_whole_tower()),
        }
    }

    /// The optimal moves from here to the goal peg on three pegs; on four, see [`Tower::plan`].
    pub fn solution(&self) -> Solution {
        self.plan(None)
    }

    /// Moves left by [`Tower::plan`] from here, and whether that is the optimum.
    pub fn moves_left_with(&self, table: Option<&DistanceTable>) -> (u64, bool) {
        if self.peg_count() == PEGS {
            return (solution_len(self.places(), self.goal()), true);
        }
        match table {
            Some(t) if t.fits(self.disks(), self.peg_count(), self.goal()) => {
                (t.distance(self.places()), true)
            }
            _ => {
                let plan = self.plan(None);
                (plan.remaining(), plan.is_optimal())
            }
        }
    }

    /// Optimal number of moves left from here on three pegs; on four, see [`Tower::moves_left_with`].
    pub fn moves_left(&self) -> u64 {
        self.moves_left_with(None).0
    }

    /// The next move of the plan, if not solved yet.
    pub fn hint_with(&self, table: Option<&DistanceTable>) -> Option<Move> {
        if self.peg_count() == PEGS { next_move(self.places(), self.goal()) } else { self.plan(table).next() }
    }

    /// The next move of an optimal solution on three pegs, if not solved yet.
    pub fn hint(&self) -> Option<Move> {
        self.hint_with(None)
    }
}
