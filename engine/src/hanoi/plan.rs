//! The solver's plan, explained: for every move of [`Tower::plan`], the
//! open sub-tasks from the whole job down to that move — the recursion of
//! the puzzle made visible, as a stack.
//!
//! **Three pegs.** A whole tower of k disks goes from `a` to `b` over `c` as
//! the tower of k − 1 disks to `c`, disk k across, and the k − 1 disks back
//! on top: the classic recursion. From any other position the largest disk
//! not yet on its target must go there, so first every smaller disk
//! gathers on the third peg (the same reasoning one disk smaller), the disk
//! crosses, and the smaller disks follow it as a whole tower. The stack of
//! any move is worked out from the plan's start in O(disks), never stored.
//!
//! **Four pegs.** The Frame–Stewart plan splits a tower: the smallest disks
//! go aside on a spare peg using all four pegs, the others travel on the
//! three pegs left, and the smallest come back; how many go aside is the
//! number that makes the fewest moves. From a position the exact table
//! knows, the plan is a shortest way found by searching every position and
//! has no recursion to show.

use super::distance::DistanceTable;
use super::solver::{FourPegPlanner, frame_stewart, solution_len, tower_moves};
use super::step::Node;
pub use super::step::Step;
use super::tower::{MAX_PEGS, Move, PEGS, Tower, third_peg};

/// A sub-task and how far it has come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Task {
    /// What it is.
    pub step: Step,
    /// Its moves already made.
    pub done: u64,
    /// Its moves in all.
    pub total: u64,
}

#[derive(Clone, Debug)]
enum Kind {
    /// Three pegs: worked out from the start when asked.
    Three { places: Vec<u8>, goal: usize },
    /// Four pegs, planned by splitting: the recorded sub-tasks.
    Split(Node),
    /// Four pegs, a searched shortest way: each move's disk.
    Searched { disks: u8, goal: usize, moves: Vec<(u8, Move)> },
}

/// The plan of [`Tower::plan`] from one position, explained move by move.
#[derive(Clone, Debug)]
pub struct Explained {
    kind: Kind,
    total: u64,
}

impl Explained {
    /// The plan [`Tower::plan`] makes from `tower` with `table`, explained.
    pub fn new(tower: &Tower, table: Option<&DistanceTable>) -> Self {
        let goal = tower.goal();
        let places = tower.places().to_vec();
        if tower.peg_count() == PEGS {
            let total = solution_len(&places, goal);
            return Self { kind: Kind::Three { places, goal }, total };
        }
        match table {
            Some(t) if !tower.is_whole_tower() && t.fits(tower.disks(), tower.peg_count(), goal) => {
                let moves = t.path(&places);
                let mut at = places.clone();
                let moves: Vec<(u8, Move)> = moves
                    .into_iter()
                    .map(|mv| {
                        // The top disk of the peg it leaves: the smallest there.
                        let disk = (0..at.len()).find(|&d| at[d] as usize == mv.from).unwrap_or(0);
                        at[disk] = mv.to as u8;
                        (disk as u8 + 1, mv)
                    })
                    .collect();
                let total = moves.len() as u64;
                Self { kind: Kind::Searched { disks: places.len() as u8, goal, moves }, total }
            }
            _ => {
                let mut planner = FourPegPlanner::recording(&places);
                if !places.is_empty() {
                    planner.gather(0, places.len() - 1, goal as u8, (1 << MAX_PEGS) - 1);
                }
                let total = planner.moves.len() as u64;
                let root = planner.tree.pop().unwrap_or(Node {
                    step: Step::Searched { disks: places.len() as u8, to: goal },
                    start: 0,
                    end: 0,
                    children: Vec::new(),
                });
                Self { kind: Kind::Split(root), total }
            }
        }
    }

    /// Moves in the plan.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// The open sub-tasks at move `index` of the plan (0 = its first move),
    /// the whole job first and the move itself last; empty past the end.
    pub fn stack(&self, index: u64) -> Vec<Task> {
        let mut stack = Vec::new();
        if index >= self.total {
            return stack;
        }
        match &self.kind {
            Kind::Three { places, goal } => gather(places, places.len(), *goal, 0, index, &mut stack),
            Kind::Split(root) => descend(root, index, &mut stack),
            Kind::Searched { disks, goal, moves } => {
                stack.push(Task {
                    step: Step::Searched { disks: *disks, to: *goal },
                    done: index,
                    total: self.total,
                });
                let (disk, mv) = moves[index as usize];
                stack.push(Task { step: Step::Move { disk, from: mv.from, to: mv.to }, done: 0, total: 1 });
            }
        }
        stack
    }
}

/// Three pegs: disks 1..=`k` of the plan's start `places` onto `target`, the
/// sub-task's moves starting at `base`; pushes the sub-tasks open at `index`.
fn gather(places: &[u8], k: usize, target: usize, base: u64, index: u64, stack: &mut Vec<Task>) {
    // The largest disk not yet on the target; the ones above it stay.
    let Some(d) = (1..=k).rev().find(|&d| places[d - 1] as usize != target) else { return };
    let from = places[d - 1] as usize;
    // All of them on one peg: a whole tower.
    if places[..d].iter().all(|&p| p as usize == from) {
        tower(d, from, target, base, index, stack);
        return;
    }
    let aside = third_peg(from, target);
    let first = solution_len(&places[..d - 1], aside);
    let total = first + 1 + tower_moves(d - 1);
    let step = Step::Bring { smallest: 1, disk: d as u8, from, to: target, aside };
    stack.push(Task { step, done: index - base, total });
    if index < base + first {
        gather(places, d - 1, aside, base, index, stack);
    } else if index == base + first {
        stack.push(Task { step: Step::Move { disk: d as u8, from, to: target }, done: 0, total: 1 });
    } else {
        tower(d - 1, aside, target, base + first + 1, index, stack);
    }
}

/// Three pegs: the whole tower of disks 1..=`k` from `from` to `to`.
fn tower(k: usize, from: usize, to: usize, base: u64, index: u64, stack: &mut Vec<Task>) {
    if k == 0 {
        return;
    }
    let via = third_peg(from, to);
    if k > 1 {
        let step = Step::Tower { smallest: 1, largest: k as u8, from, to, via };
        stack.push(Task { step, done: index - base, total: tower_moves(k) });
    }
    let half = tower_moves(k - 1);
    if index < base + half {
        tower(k - 1, from, via, base, index, stack);
    } else if index == base + half {
        stack.push(Task { step: Step::Move { disk: k as u8, from, to }, done: 0, total: 1 });
    } else {
        tower(k - 1, via, to, base + half + 1, index, stack);
    }
}

/// Four pegs: the recorded sub-tasks that hold move `index`.
fn descend(node: &Node, index: u64, stack: &mut Vec<Task>) {
    stack.push(Task { step: node.step, done: index - node.start, total: node.end - node.start });
    if let Some(child) = node.children.iter().find(|c| (c.start..c.end).contains(&index)) {
        descend(child, index, stack);
    }
}

/// The moves of every Frame–Stewart split of a tower of `disks` disks on
/// four pegs: `(aside, moves)` for each number of disks set aside, so a
/// learner can see why the plan's choice is the fewest.
pub fn splits(disks: usize) -> Vec<(u8, u64)> {
    (0..disks)
        .map(|aside| {
            let moves = frame_stewart(aside).0.saturating_mul(2).saturating_add(tower_moves(disks - aside));
            (aside as u8, moves)
        })
        .collect()
}
