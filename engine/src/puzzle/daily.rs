//! The daily puzzles and the ladders.
//!
//! Each calendar day has one puzzle of each game, chosen from the date alone:
//! the weekday chooses how hard (Monday easiest, Sunday hardest), and the
//! day's place among that weekday's days of the year chooses which, through a
//! shuffle fixed by the year — so no two days of a year share a puzzle, and
//! every player gets the same ones, offline, in every version.

use std::sync::Arc;

use super::date::Day;
use super::hanoi::{HanoiPuzzle, Kind, Optima};
use super::tictactoe::{TttPuzzle, find_puzzles};
use super::{Mix, Shuffle};
use crate::tictactoe::PerfectTable;
use crate::tictactoe::rules::RuleSet;

/// The kind of each weekday's Hanoi puzzle, Monday first.
pub const HANOI_BY_WEEKDAY: [Kind; 7] = [
    Kind::of(3, 4),
    Kind::of(3, 5),
    Kind::of(4, 5),
    Kind::of(4, 6),
    Kind::of(3, 6),
    Kind::of(4, 7),
    Kind::of(4, 8),
];

/// The Hanoi ladder's kinds and how many puzzles of each it holds.
const HANOI_LADDER: [(Kind, u64); 9] = [
    (Kind::of(3, 4), 12),
    (Kind::of(3, 5), 12),
    (Kind::of(4, 5), 12),
    (Kind::of(4, 6), 12),
    (Kind::of(3, 6), 12),
    (Kind::of(4, 7), 12),
    (Kind::of(4, 8), 16),
    (Kind::of(3, 7), 16),
    (Kind::of(4, 9), 16),
];

/// Puzzles in the Hanoi ladder.
pub const HANOI_RUNGS: usize = {
    let mut sum = 0;
    let mut i = 0;
    while i < HANOI_LADDER.len() {
        sum += HANOI_LADDER[i].1 as usize;
        i += 1;
    }
    sum
};

/// Puzzles in the TicTacToe ladder, spread evenly over every puzzle from easy to hard.
pub const TTT_LADDER: usize = 120;

/// Words that keep the games' shuffles apart.
const HANOI_DAY: u64 = 0x4841_4E4F_4944_4159;
const TTT_DAY: u64 = 0x5454_5444_4159;
const HANOI_RUNG: u64 = 0x4841_4E4F_4952_554E;

/// One day's two puzzles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Daily {
    /// The day.
    pub day: Day,
    /// The Hanoi puzzle.
    pub hanoi: HanoiPuzzle,
    /// The TicTacToe puzzle (seed rules).
    pub tictactoe: TttPuzzle,
}

/// Every puzzle there is to choose from: built once (the seed rules' perfect
/// table and its puzzles, a few milliseconds), then asked for days and rungs.
#[derive(Debug)]
pub struct Puzzles {
    table: Arc<PerfectTable>,
    ttt: Vec<TttPuzzle>,
    optima: Optima,
}

impl Default for Puzzles {
    fn default() -> Self {
        Self::new()
    }
}

impl Puzzles {
    /// Builds the seed rules' table and finds its puzzles.
    pub fn new() -> Self {
        Self::from_table(PerfectTable::build_for(RuleSet::Seed))
    }

    /// Finds the puzzles of a table already built (of the seed rules).
    pub fn from_table(table: PerfectTable) -> Self {
        let ttt = find_puzzles(&table);
        Self { table: Arc::new(table), ttt, optima: Optima::default() }
    }

    /// The perfect table the TicTacToe puzzles come from.
    pub fn table(&self) -> &PerfectTable {
        &self.table
    }

    /// The same table, to share with a player of perfect games.
    pub fn shared_table(&self) -> Arc<PerfectTable> {
        Arc::clone(&self.table)
    }

    /// Every TicTacToe puzzle, easy to hard.
    pub fn all_tictactoe(&self) -> &[TttPuzzle] {
        &self.ttt
    }

    /// The TicTacToe puzzles a weekday (0 Monday … 6 Sunday) chooses from: a seventh of them, easy to hard.
    pub fn tictactoe_band(&self, weekday: usize) -> &[TttPuzzle] {
        let n = self.ttt.len();
        let w = weekday.min(6);
        &self.ttt[w * n / 7..(w + 1) * n / 7]
    }

    /// The puzzles of a day.
    pub fn daily(&self, day: Day) -> Daily {
        let weekday = day.weekday();
        // The k-th of this weekday's days in the year: days of one weekday lie 7 apart.
        let k = (day.day_of_year() / 7) as u64;
        let year = day.year() as u64;

        let kind = HANOI_BY_WEEKDAY[weekday];
        let index = Shuffle::new(kind.count(), Mix::of(&[HANOI_DAY, year, weekday as u64])).get(k);
        let hanoi = self.optima.puzzle(kind, index);

        let band = self.tictactoe_band(weekday);
        let pick = Shuffle::new(band.len() as u64, Mix::of(&[TTT_DAY, year, weekday as u64])).get(k);
        let tictactoe = band[pick as usize].clone();
        Daily { day, hanoi, tictactoe }
    }

    /// The TicTacToe ladder: [`TTT_LADDER`] puzzles from easy to hard.
    pub fn tictactoe_ladder(&self) -> Vec<TttPuzzle> {
        (0..TTT_LADDER).map_while(|i| self.tictactoe_rung(i)).collect()
    }

    /// Rungs of the TicTacToe ladder.
    pub fn tictactoe_ladder_len(&self) -> usize {
        TTT_LADDER.min(self.ttt.len())
    }

    /// One rung of the TicTacToe ladder (from 0).
    pub fn tictactoe_rung(&self, index: usize) -> Option<TttPuzzle> {
        let n = self.ttt.len();
        let rungs = self.tictactoe_ladder_len();
        (index < rungs).then(|| self.ttt[index * n / rungs].clone())
    }

    /// The Hanoi ladder (see [`hanoi_ladder`]), with the optima this keeps.
    pub fn hanoi_ladder(&self) -> Vec<HanoiPuzzle> {
        hanoi_ladder(&self.optima)
    }
}

/// The Hanoi ladder: a dozen or more puzzles of each kind from four to nine
/// disks, ordered by difficulty. It needs no TicTacToe table.
pub fn hanoi_ladder(optima: &Optima) -> Vec<HanoiPuzzle> {
    let mut ladder: Vec<HanoiPuzzle> = HANOI_LADDER
        .iter()
        .flat_map(|&(kind, count)| {
            let shuffle =
                Shuffle::new(kind.count(), Mix::of(&[HANOI_RUNG, kind.pegs() as u64, kind.disks() as u64]));
            (0..count).map(move |i| optima.puzzle(kind, shuffle.get(i)))
        })
        .collect();
    ladder.sort_by_cached_key(|p| (p.difficulty(), p.pegs, p.disks(), p.config(), p.goal));
    ladder
}
