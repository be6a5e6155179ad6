//! Hanoi puzzles: a scrambled tower on three or four pegs, a goal peg, and
//! the exact least number of moves that gathers every disk there.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::sync::Mutex;

use crate::hanoi::distance::DistanceTable;
use crate::hanoi::solver::solution_len;
use crate::hanoi::{MAX_PEGS, SetupError, Tower};

/// Fewest and most disks a puzzle has.
pub const DISKS: std::ops::RangeInclusive<usize> = 4..=9;

/// A kind of Hanoi puzzle: how many pegs (3 or 4) and disks ([`DISKS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Kind {
    pegs: usize,
    disks: usize,
}

impl Kind {
    /// The kind, if puzzles come in it: 3 or 4 pegs, 4 to 9 disks.
    pub const fn new(pegs: usize, disks: usize) -> Option<Self> {
        if (pegs == 3 || pegs == MAX_PEGS) && disks >= *DISKS.start() && disks <= *DISKS.end() {
            Some(Self { pegs, disks })
        } else {
            None
        }
    }

    /// A kind the crate names as a constant (checked while compiling).
    pub(super) const fn of(pegs: usize, disks: usize) -> Self {
        match Self::new(pegs, disks) {
            Some(kind) => kind,
            None => panic!("not a kind of puzzle"),
        }
    }

    /// Its pegs.
    pub const fn pegs(self) -> usize {
        self.pegs
    }

    /// Its disks.
    pub const fn disks(self) -> usize {
        self.disks
    }

    /// Positions of this kind that make a puzzle: every goal, the largest disk
    /// on another peg (so the whole tower has to be rebuilt), the others anywhere.
    pub fn count(self) -> u64 {
        let p = self.pegs as u64;
        p * (p - 1) * p.pow(self.disks as u32 - 1)
    }

    /// The position numbered `index` (below [`Kind::count`]): the peg of each
    /// disk, smallest first, and the goal.
    pub fn position(self, index: u64) -> (Vec<u8>, usize) {
        let p = self.pegs as u64;
        let mut i = index % self.count();
        let goal = (i % p) as usize;
        i /= p;
        let largest = ((goal as u64 + 1 + i % (p - 1)) % p) as u8;
        i /= p - 1;
        let mut places = Vec::with_capacity(self.disks);
        for _ in 1..self.disks {
            places.push((i % p) as u8);
            i /= p;
        }
        places.push(largest);
        (places, goal)
    }
}

/// A Hanoi puzzle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HanoiPuzzle {
    /// 3 or 4.
    pub pegs: usize,
    /// The peg (from 0) of each disk, smallest first.
    pub places: Vec<u8>,
    /// The goal peg, from 0.
    pub goal: usize,
    /// The least number of moves that reaches the goal.
    pub optimum: u64,
}

impl HanoiPuzzle {
    /// Number of disks.
    pub fn disks(&self) -> usize {
        self.places.len()
    }

    /// Its kind (`None` for a puzzle made by hand outside every kind).
    pub fn kind(&self) -> Option<Kind> {
        Kind::new(self.pegs, self.disks())
    }

    /// The position as the command line writes it: the peg (from 1) of each disk, largest first.
    pub fn config(&self) -> String {
        self.places.iter().rev().map(|&p| char::from(b'1' + p)).collect()
    }

    /// The board to play; refused for a puzzle made by hand that is no board.
    pub fn tower(&self) -> Result<Tower, SetupError> {
        let places: Vec<usize> = self.places.iter().map(|&p| p as usize).collect();
        Tower::from_places_on(self.pegs, &places, self.goal)
    }

    /// Higher is harder: the moves to find, each counted twice on four pegs
    /// (fewer moves there, but more to choose from at every one).
    pub fn difficulty(&self) -> u64 {
        self.optimum * (self.pegs as u64).saturating_sub(2)
    }

    /// Stars for solving it in `moves`: three in the optimum, two within two more, else one.
    pub fn stars(&self, moves: u64) -> u8 {
        if moves <= self.optimum {
            3
        } else if moves <= self.optimum + 2 {
            2
        } else {
            1
        }
    }
}

/// Exact optima of Hanoi positions: the three-peg formula, and on four pegs
/// the distance tables, each built once and kept.
#[derive(Debug, Default)]
pub struct Optima {
    tables: Mutex<HashMap<(usize, usize), DistanceTable>>,
}

impl Optima {
    /// The least number of moves from `places` (smallest first) to `goal`:
    /// `None` for a position that is no board of `pegs`, or on four pegs
    /// beyond the disks whose distances are known exactly.
    pub fn optimum(&self, pegs: usize, places: &[u8], goal: usize) -> Option<u64> {
        let on_board = |peg: usize| peg < pegs;
        if !(3..=MAX_PEGS).contains(&pegs) || !on_board(goal) || !places.iter().all(|&p| on_board(p as usize))
        {
            return None;
        }
        if pegs < MAX_PEGS {
            return Some(solution_len(places, goal));
        }
        let mut tables = self.tables.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let table = match tables.entry((places.len(), goal)) {
            Entry::Occupied(known) => known.into_mut(),
            Entry::Vacant(slot) => slot.insert(DistanceTable::build(places.len(), goal)?),
        };
        Some(table.distance(places))
    }

    /// The puzzle numbered `index` of a kind.
    pub fn puzzle(&self, kind: Kind, index: u64) -> HanoiPuzzle {
        let (places, goal) = kind.position(index);
        // Every kind's positions are boards with distances known exactly (at most 9 disks).
        let optimum = self.optimum(kind.pegs, &places, goal).unwrap_or(u64::MAX);
        HanoiPuzzle { pegs: kind.pegs, places, goal, optimum }
    }
}
