//! The Hanoi course's tasks: towers to bring home in the fewest moves, and
//! the question of how many moves a tower takes. Every position is a legal
//! board, every optimum the solvers' exact count.

use crate::hanoi::distance::DistanceTable;
use crate::hanoi::solver::{frame_stewart, solution_len, tower_moves};
use crate::hanoi::tower::{MAX_PEGS, Move, PEGS, SetupError, Tower};

/// The view that explains a tower lesson.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TowerView {
    /// The board alone.
    Board,
    /// The solver's plan: the stack of sub-goals that hold the next move.
    Plan,
    /// The map of every position.
    Map,
}

/// Bring every disk to the goal peg in the fewest moves there are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TowerTask {
    /// 3 or 4.
    pub pegs: usize,
    /// The peg of each disk, smallest first (from 0).
    pub places: Vec<u8>,
    /// The peg every disk must reach (from 0).
    pub goal: usize,
    /// The fewest moves from `places` to `goal`.
    pub optimum: u64,
    /// The view that explains it.
    pub view: TowerView,
}

/// A move that is allowed but leads away from the shortest way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OffCourse {
    /// The fewest moves from the position before the move.
    pub before: u64,
    /// The fewest moves from the position the move would make.
    pub after: u64,
}

impl TowerTask {
    /// A task from a position, its optimum computed.
    fn new(pegs: usize, places: Vec<u8>, goal: usize, view: TowerView) -> Self {
        let optimum = fewest(pegs, &places, goal);
        Self { pegs, places, goal, optimum, view }
    }

    /// Its disks.
    pub fn disks(&self) -> usize {
        self.places.len()
    }

    /// The board it starts from.
    pub fn tower(&self) -> Result<Tower, SetupError> {
        let places: Vec<usize> = self.places.iter().map(|&p| p as usize).collect();
        Tower::from_places_on(self.pegs, &places, self.goal)
    }

    /// Judges a legal move from `places`: it must bring the goal one move
    /// nearer, or it is refused with the counts that say why.
    pub fn judge(&self, places: &[u8], mv: Move) -> Result<(), OffCourse> {
        let before = fewest(self.pegs, places, self.goal);
        let mut after_places = places.to_vec();
        // The moving disk is the smallest on its peg.
        if let Some(disk) = (0..places.len()).find(|&d| places[d] as usize == mv.from) {
            after_places[disk] = mv.to as u8;
        }
        let after = fewest(self.pegs, &after_places, self.goal);
        if after + 1 == before { Ok(()) } else { Err(OffCourse { before, after }) }
    }

    /// A shortest way from `places` to the goal, for "Show me".
    pub fn way_from(&self, places: &[u8]) -> Vec<Move> {
        if self.pegs >= MAX_PEGS {
            return DistanceTable::build(places.len(), self.goal).map(|t| t.path(places)).unwrap_or_default();
        }
        let mut at = places.to_vec();
        let mut moves = Vec::new();
        while let Some(mv) = crate::hanoi::solver::next_move(&at, self.goal) {
            if let Some(disk) = (0..at.len()).find(|&d| at[d] as usize == mv.from) {
                at[disk] = mv.to as u8;
            }
            moves.push(mv);
        }
        moves
    }
}

/// The fewest moves from `places` to `goal` on `pegs` pegs (exact: the
/// classic count on three, the distance table on four).
pub fn fewest(pegs: usize, places: &[u8], goal: usize) -> u64 {
    if pegs >= MAX_PEGS {
        DistanceTable::build(places.len(), goal).map(|t| t.distance(places)).unwrap_or(u64::MAX)
    } else {
        solution_len(places, goal)
    }
}

/// How many moves a whole tower of `disks` disks takes on three pegs, after
/// seeing the counts of smaller towers played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountTask {
    /// 3.
    pub pegs: usize,
    /// The tower asked about.
    pub disks: usize,
    /// The towers played before it, with their counts: `(disks, moves)`.
    pub shown: Vec<(usize, u64)>,
    /// The answers offered, ascending (the right one among them).
    pub choices: Vec<u64>,
    /// The right one: 2ⁿ − 1.
    pub answer: u64,
}

/// A wrong count, and the reckoning that gives the right one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WrongCount {
    /// The tower asked about.
    pub disks: usize,
    /// Moves of the tower above its largest disk.
    pub above: u64,
    /// The right count: above, the largest, above again.
    pub answer: u64,
}

impl CountTask {
    /// Checks an answer.
    pub fn check(&self, choice: u64) -> Result<(), WrongCount> {
        if choice == self.answer {
            Ok(())
        } else {
            Err(WrongCount { disks: self.disks, above: tower_moves(self.disks - 1), answer: self.answer })
        }
    }
}

/// One disk from the left peg to the right.
pub fn one_disk() -> TowerTask {
    TowerTask::new(PEGS, vec![0], 2, TowerView::Board)
}

/// Two disks in three moves.
pub fn two_disks() -> TowerTask {
    TowerTask::new(PEGS, vec![0, 0], 2, TowerView::Plan)
}

/// Three disks: two-disk towers aside and back around the largest.
pub fn three_disks() -> TowerTask {
    TowerTask::new(PEGS, vec![0, 0, 0], 2, TowerView::Plan)
}

/// The counts of towers of 1–4 disks, and the question for 5.
pub fn how_many() -> CountTask {
    let disks = 5;
    let answer = tower_moves(disks);
    // What a guess might be: twice the tower above (the largest forgotten),
    // the square, the power of two (one too many).
    let mut choices = vec![2 * tower_moves(disks - 1), (disks * disks) as u64, 1 << disks, answer];
    choices.sort_unstable();
    choices.dedup();
    CountTask { pegs: PEGS, disks, shown: (1..disks).map(|n| (n, tower_moves(n))).collect(), choices, answer }
}

/// A mixed position of four disks, brought to the right peg.
pub fn from_the_middle() -> TowerTask {
    // Disk 1 on peg 2, disk 2 on peg 3, disk 3 on peg 1, disk 4 on peg 2.
    TowerTask::new(PEGS, vec![1, 2, 0, 1], 2, TowerView::Plan)
}

/// A position of three disks on the map, brought to the right peg.
pub fn the_map() -> TowerTask {
    // Disk 1 on peg 3, disk 2 on peg 1, disk 3 on peg 2.
    TowerTask::new(PEGS, vec![2, 0, 1], 2, TowerView::Map)
}

/// Five disks across four pegs.
pub fn four_pegs() -> TowerTask {
    TowerTask::new(MAX_PEGS, vec![0; 5], MAX_PEGS - 1, TowerView::Plan)
}

/// How many of the smallest disks the best four-peg plan parks first, for a tower of `disks`.
pub fn parked(disks: usize) -> usize {
    frame_stewart(disks).1
}
