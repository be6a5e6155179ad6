//! Exact distances on four pegs: the number of moves from every one of the
//! 4ⁿ positions to the goal, found by breadth-first search from the goal
//! (moves can be taken back, so distances to the goal are distances from
//! it). Built in resumable slices so a caller can keep frames short.
//!
//! A position is coded as `Σ peg(disk i) · 4^i`, the smallest disk first.

use super::tower::{MAX_PEGS, Move};

/// The largest tower whose four-peg table the game builds: 4¹⁰ positions,
/// one byte each, about a megabyte (four more while it is built).
pub const EXACT_DISKS: usize = 10;

/// The code of a position given the peg of each disk, smallest first.
pub fn encode(places: &[u8]) -> u32 {
    places.iter().rev().fold(0, |code, &p| code << 2 | p as u32)
}

/// The peg of disk `i` (0 = smallest) in a coded position.
fn peg_of(code: u32, i: usize) -> usize {
    (code >> (2 * i) & 3) as usize
}

/// The top disk (0 = smallest) of each peg, `usize::MAX` for an empty peg.
fn tops(code: u32, disks: usize) -> [usize; MAX_PEGS] {
    let mut top = [usize::MAX; MAX_PEGS];
    for i in 0..disks {
        let peg = peg_of(code, i);
        if top[peg] == usize::MAX {
            top[peg] = i;
        }
    }
    top
}

/// Calls `visit` with every legal move from a coded position and the code it leads to.
fn for_each_move(code: u32, disks: usize, mut visit: impl FnMut(Move, u32)) {
    let top = tops(code, disks);
    for from in 0..MAX_PEGS {
        let disk = top[from];
        if disk == usize::MAX {
            continue;
        }
        for (to, &onto) in top.iter().enumerate() {
            if to != from && onto > disk {
                let next = code & !(3 << (2 * disk)) | (to as u32) << (2 * disk);
                visit(Move::new(from, to), next);
            }
        }
    }
}

/// Distance of every four-peg position of `disks` disks to the goal peg.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistanceTable {
    disks: usize,
    goal: usize,
    /// Moves to the goal, by position code.
    distance: Vec<u8>,
}

/// Marks a position not reached yet while the table is built.
const UNSEEN: u8 = u8::MAX;

/// Builds a [`DistanceTable`] a slice at a time.
#[derive(Clone, Debug)]
pub struct DistanceBuilder {
    disks: usize,
    goal: usize,
    distance: Vec<u8>,
    /// Positions in the order they were reached; the search reads it front to back.
    queue: Vec<u32>,
    cursor: usize,
}

impl DistanceBuilder {
    /// A search from the tower standing on `goal` (0–3), for 1..=[`EXACT_DISKS`] disks.
    /// `None` for other disk counts or goals.
    pub fn new(disks: usize, goal: usize) -> Option<Self> {
        if !(1..=EXACT_DISKS).contains(&disks) || goal >= MAX_PEGS {
            return None;
        }
        let total = 1usize << (2 * disks);
        let mut distance = vec![UNSEEN; total];
        let start = encode(&vec![goal as u8; disks]);
        distance[start as usize] = 0;
        let mut queue = Vec::with_capacity(total);
        queue.push(start);
        Some(Self { disks, goal, distance, queue, cursor: 0 })
    }

    /// Handles at most `budget` positions; returns true once every position has its distance.
    pub fn step(&mut self, budget: usize) -> bool {
        let mut left = budget;
        while left > 0 && self.cursor < self.queue.len() {
            left -= 1;
            let code = self.queue[self.cursor];
            self.cursor += 1;
            let next_distance = self.distance[code as usize] + 1;
            let (distance, queue) = (&mut self.distance, &mut self.queue);
            for_each_move(code, self.disks, |_, next| {
                if distance[next as usize] == UNSEEN {
                    distance[next as usize] = next_distance;
                    queue.push(next);
                }
            });
        }
        self.cursor >= self.queue.len()
    }

    /// The finished table (searching whatever is left first).
    pub fn finish(mut self) -> DistanceTable {
        while !self.step(usize::MAX) {}
        DistanceTable { disks: self.disks, goal: self.goal, distance: self.distance }
    }
}

impl DistanceTable {
    /// Builds the whole table at once; `None` beyond [`EXACT_DISKS`] disks.
    pub fn build(disks: usize, goal: usize) -> Option<Self> {
        DistanceBuilder::new(disks, goal).map(DistanceBuilder::finish)
    }

    /// Disks of the towers it knows.
    pub fn disks(&self) -> usize {
        self.disks
    }

    /// The goal peg it measures to.
    pub fn goal(&self) -> usize {
        self.goal
    }

    /// Bytes the table holds.
    pub fn size_bytes(&self) -> usize {
        self.distance.len()
    }

    /// Whether it answers for this board.
    pub fn fits(&self, disks: usize, pegs: usize, goal: usize) -> bool {
        self.disks == disks && pegs == MAX_PEGS && self.goal == goal
    }

    /// Moves from the position (peg of each disk, smallest first) to the goal.
    pub fn distance(&self, places: &[u8]) -> u64 {
        u64::from(self.distance[encode(places) as usize])
    }

    /// A shortest way to the goal: at each step the first move that brings the goal one move nearer.
    pub fn path(&self, places: &[u8]) -> Vec<Move> {
        let mut code = encode(places);
        let mut moves = Vec::with_capacity(self.distance[code as usize] as usize);
        while self.distance[code as usize] > 0 {
            let want = self.distance[code as usize] - 1;
            let mut step = None;
            for_each_move(code, self.disks, |mv, next| {
                if step.is_none() && self.distance[next as usize] == want {
                    step = Some((mv, next));
                }
            });
            // Every position but the goal has a neighbour one move nearer.
            let Some((mv, next)) = step else { break };
            moves.push(mv);
            code = next;
        }
        moves
    }

    /// The largest distance in the table: the farthest any position lies from the goal.
    pub fn farthest(&self) -> u8 {
        self.distance.iter().copied().max().unwrap_or(0)
    }
}
