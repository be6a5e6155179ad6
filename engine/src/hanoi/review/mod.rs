//! A tower's game looked at again, move by move, against the exact
//! distances to the goal: three pegs by formula ([`solution_len`]), four by
//! the distance table ([`DistanceTable`]). A move is on the *shortest* way
//! when it brings the tower one move closer to the goal, and a *detour*
//! otherwise; the moves wasted are those the player made beyond the
//! distance covered.

use std::fmt;

use super::distance::{DistanceTable, EXACT_DISKS};
use super::solver::solution_len;
use super::tower::{MAX_PEGS, Move, MoveError, PEGS, Tower};

/// How a move served the tower.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// One move closer to the goal.
    Shortest,
    /// No closer (as far, or farther).
    Detour,
}

impl Step {
    /// Its name on the command line and in JSON: `shortest`, `detour`.
    pub const fn key(self) -> &'static str {
        match self {
            Self::Shortest => "shortest",
            Self::Detour => "detour",
        }
    }
}

/// One move, reviewed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveReview {
    /// Its number, from 1.
    pub number: usize,
    /// The move (pegs from 0).
    pub mv: Move,
    /// The disk it carried.
    pub disk: u8,
    /// Fewest moves to the goal before it.
    pub distance_before: u64,
    /// Fewest moves to the goal after it.
    pub distance_after: u64,
    /// Whether it came closer.
    pub step: Step,
}

/// A tower's moves, reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TowerReview {
    /// The board at the start (its pegs, disks and goal), without history.
    pub start: Tower,
    /// Every move in order.
    pub moves: Vec<MoveReview>,
    /// Fewest moves from the start to the goal.
    pub optimum: u64,
}

impl TowerReview {
    /// Moves made.
    pub fn made(&self) -> u64 {
        self.moves.len() as u64
    }

    /// Fewest moves from where the moves ended to the goal (0: home).
    pub fn left(&self) -> u64 {
        self.moves.last().map_or(self.optimum, |m| m.distance_after)
    }

    /// Whether the tower is home.
    pub fn is_home(&self) -> bool {
        self.left() == 0
    }

    /// How many more moves the whole way takes than the fewest, the rest played
    /// the shortest way: a detour that leads no farther costs its own move, one
    /// that leads farther costs two (it and the move that makes up for it).
    pub fn wasted(&self) -> u64 {
        // A move changes the distance by one at most, so the moves made cover at least the difference.
        (self.made() + self.left()).saturating_sub(self.optimum)
    }

    /// The fewest moves to the goal at the start and after every move
    /// (`moves.len() + 1` distances).
    pub fn distances(&self) -> Vec<u64> {
        std::iter::once(self.optimum).chain(self.moves.iter().map(|m| m.distance_after)).collect()
    }

    /// The share of the moves that were on a shortest way, in tenths of a
    /// per cent, rounded (1000 with no moves).
    pub fn shortest_share(&self) -> u32 {
        let shortest = self.moves.iter().filter(|m| m.step == Step::Shortest).count() as u64;
        (shortest * 1000 + self.made() / 2).checked_div(self.made()).map_or(1000, |t| t as u32)
    }

    /// The first detour (its index in [`TowerReview::moves`]), if there was one.
    pub fn first_detour(&self) -> Option<usize> {
        self.moves.iter().position(|m| m.step == Step::Detour)
    }

    /// The board before move `index` (0 for the start; `moves.len()` for the
    /// end), with the moves before it as its history.
    pub fn position_before(&self, index: usize) -> Tower {
        let mut tower = self.start.clone();
        for m in self.moves.iter().take(index) {
            // Every move was checked by the rules when the review was made.
            let _ = tower.try_move(m.mv.from, m.mv.to);
        }
        tower
    }
}

/// Why a tower's moves cannot be reviewed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReviewError {
    /// Move `number` (from 1) is refused by the rules.
    Refused {
        /// Its number, from 1.
        number: usize,
        /// The move.
        mv: Move,
        /// Why.
        why: MoveError,
    },
    /// Move `number` comes after the tower was home.
    AfterHome {
        /// Its number, from 1.
        number: usize,
        /// The move.
        mv: Move,
    },
    /// Four pegs and more disks than the exact distances are known for.
    NoExactDistances {
        /// The disks.
        disks: usize,
    },
}

impl fmt::Display for ReviewError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Refused { number, mv, why } => write!(f, "move {number} ({mv}): {why}"),
            Self::AfterHome { number, mv } => write!(f, "move {number} ({mv}): the tower is already home"),
            Self::NoExactDistances { disks } => write!(
                f,
                "{disks} disks on four pegs: exact distances are known for up to {EXACT_DISKS} disks"
            ),
        }
    }
}

impl std::error::Error for ReviewError {}

/// The exact distances of a board's positions to its goal.
enum Distances<'a> {
    /// Three pegs: by formula.
    Three(usize),
    /// Four pegs: from the table.
    Four(&'a DistanceTable),
}

impl Distances<'_> {
    fn of(&self, places: &[u8]) -> u64 {
        match self {
            Self::Three(goal) => solution_len(places, *goal),
            Self::Four(table) => table.distance(places),
        }
    }
}

/// Whether the exact distances of a tower of `disks` on `pegs` pegs are known
/// (three pegs always; four with a distance table, up to [`EXACT_DISKS`] disks).
pub fn can_review(pegs: usize, disks: usize) -> bool {
    pegs == PEGS || (pegs == MAX_PEGS && disks <= EXACT_DISKS)
}

/// Reviews `moves` played from the board `start` (its places and goal; its
/// history is not looked at). Four pegs need `table`, the distance table of
/// that many disks and that goal.
pub fn review(
    start: &Tower,
    moves: &[Move],
    table: Option<&DistanceTable>,
) -> Result<TowerReview, ReviewError> {
    let distances = if start.peg_count() == PEGS {
        Distances::Three(start.goal())
    } else {
        match table {
            Some(t) if t.fits(start.disks(), start.peg_count(), start.goal()) => Distances::Four(t),
            _ => return Err(ReviewError::NoExactDistances { disks: start.disks() }),
        }
    };
    let mut tower = start.position();
    let optimum = distances.of(tower.places());
    let mut before = optimum;
    let mut reviewed = Vec::with_capacity(moves.len());
    for (i, &mv) in moves.iter().enumerate() {
        let number = i + 1;
        if before == 0 {
            return Err(ReviewError::AfterHome { number, mv });
        }
        let disk =
            tower.check_move(mv.from, mv.to).map_err(|why| ReviewError::Refused { number, mv, why })?;
        tower.try_move(mv.from, mv.to).map_err(|why| ReviewError::Refused { number, mv, why })?;
        let after = distances.of(tower.places());
        let step = if after < before { Step::Shortest } else { Step::Detour };
        reviewed.push(MoveReview { number, mv, disk, distance_before: before, distance_after: after, step });
        before = after;
    }
    Ok(TowerReview { start: start.position(), moves: reviewed, optimum })
}

#[cfg(test)]
mod tests;
