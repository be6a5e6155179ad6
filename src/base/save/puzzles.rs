//! The puzzles a player solved: each day's Hanoi result (moves and stars)
//! and TicTacToe result, whether each was solved on its own day, the streak
//! of days solved on the day and the best streak; and how far up each
//! game's ladder the player climbed. Plain Rust; the puzzle screens update
//! it, the save keeps it.

use std::collections::{BTreeMap, BTreeSet};

use bevy::prelude::Resource;
use pegs_engine::puzzle::date::Day;

/// Which game's puzzle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PuzzleGame {
    /// Towers of Hanoi.
    Hanoi,
    /// Infinity TicTacToe.
    TicTacToe,
}

/// The rungs of the ladders climbed: Hanoi's with their stars, TicTacToe's solved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ladders {
    /// Hanoi rungs solved (from 0), with their best stars.
    pub hanoi: BTreeMap<usize, u8>,
    /// TicTacToe rungs solved (from 0).
    pub tictactoe: BTreeSet<usize>,
    /// Every rung open, not only the one after the last solved.
    pub all_open: bool,
}

impl Ladders {
    /// Whether rung `index` of `game` is solved.
    pub fn solved(&self, game: PuzzleGame, index: usize) -> bool {
        match game {
            PuzzleGame::Hanoi => self.hanoi.contains_key(&index),
            PuzzleGame::TicTacToe => self.tictactoe.contains(&index),
        }
    }

    /// Rungs of `game` solved.
    pub fn count(&self, game: PuzzleGame) -> usize {
        match game {
            PuzzleGame::Hanoi => self.hanoi.len(),
            PuzzleGame::TicTacToe => self.tictactoe.len(),
        }
    }

    /// Whether rung `index` may be played: the first, one after a solved rung, one solved, or all when all are open.
    pub fn is_open(&self, game: PuzzleGame, index: usize) -> bool {
        self.all_open || index == 0 || self.solved(game, index) || self.solved(game, index - 1)
    }

    /// The rung to play next: the lowest not yet solved (of `rungs`), or the last.
    pub fn next(&self, game: PuzzleGame, rungs: usize) -> usize {
        (0..rungs).find(|&i| !self.solved(game, i)).unwrap_or(rungs.saturating_sub(1))
    }

    /// Counts a Hanoi rung solved for `stars` (the best stays).
    pub fn hanoi_solved(&mut self, index: usize, stars: u8) {
        let best = self.hanoi.entry(index).or_insert(stars);
        *best = (*best).max(stars);
    }

    /// Counts a TicTacToe rung solved.
    pub fn tictactoe_solved(&mut self, index: usize) {
        self.tictactoe.insert(index);
    }
}

/// A day's Hanoi puzzle, solved without help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HanoiSolve {
    /// Fewest moves of a solve.
    pub moves: u64,
    /// Stars of that solve (1–3).
    pub stars: u8,
    /// Solved on the puzzle's own day (UTC).
    pub on_the_day: bool,
}

/// A day's TicTacToe puzzle, won within its moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TttSolve {
    /// Solved at the first try (no miss before).
    pub first_try: bool,
    /// Solved on the puzzle's own day (UTC).
    pub on_the_day: bool,
}

/// What became of one day's puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DayResults {
    /// The Hanoi puzzle, once solved.
    pub hanoi: Option<HanoiSolve>,
    /// The TicTacToe puzzle, once solved.
    pub tictactoe: Option<TttSolve>,
    /// The TicTacToe puzzle was missed at least once.
    pub tictactoe_missed: bool,
}

impl DayResults {
    /// Both puzzles solved.
    pub fn done(&self) -> bool {
        self.hanoi.is_some() && self.tictactoe.is_some()
    }

    /// Both puzzles solved on their own day: the day counts for the streak.
    pub fn counts(&self) -> bool {
        self.hanoi.is_some_and(|h| h.on_the_day) && self.tictactoe.is_some_and(|t| t.on_the_day)
    }
}

/// Every day's results, and the best streak ever.
#[derive(Resource, Clone, Debug, Default, PartialEq)]
pub struct PuzzleBook {
    /// Results by day (days with nothing solved or missed are left out).
    pub days: BTreeMap<Day, DayResults>,
    /// The longest run of days solved on the day.
    pub best_streak: u32,
    /// The ladders.
    pub ladders: Ladders,
}

impl PuzzleBook {
    /// The results of `day` (empty if none).
    pub fn of(&self, day: Day) -> DayResults {
        self.days.get(&day).copied().unwrap_or_default()
    }

    /// Counts a Hanoi puzzle solved in `moves` for `stars`, on `today`;
    /// a better solve replaces a worse one, and one on the day is never lost.
    pub fn hanoi_solved(&mut self, day: Day, today: Day, moves: u64, stars: u8) {
        let entry = self.days.entry(day).or_default();
        let on_the_day = day == today || entry.hanoi.is_some_and(|h| h.on_the_day);
        let better = entry.hanoi.is_none_or(|h| moves < h.moves);
        let (moves, stars) = match entry.hanoi {
            Some(h) if !better => (h.moves, h.stars),
            _ => (moves, stars),
        };
        entry.hanoi = Some(HanoiSolve { moves, stars, on_the_day });
        self.raise_best(today);
    }

    /// Counts a TicTacToe puzzle solved on `today`.
    pub fn tictactoe_solved(&mut self, day: Day, today: Day) {
        let entry = self.days.entry(day).or_default();
        let earlier = entry.tictactoe;
        let first_try = earlier.map_or(!entry.tictactoe_missed, |t| t.first_try);
        let on_the_day = day == today || earlier.is_some_and(|t| t.on_the_day);
        entry.tictactoe = Some(TttSolve { first_try, on_the_day });
        self.raise_best(today);
    }

    /// Notes a miss of a TicTacToe puzzle (a later solve is no longer at the first try).
    pub fn tictactoe_missed(&mut self, day: Day) {
        self.days.entry(day).or_default().tictactoe_missed = true;
    }

    /// The streak as of `today`: days solved on the day, back from today
    /// (or from yesterday while today's puzzles are still open).
    pub fn streak(&self, today: Day) -> u32 {
        let mut at = if self.of(today).counts() { Some(today) } else { today.previous() };
        let mut streak = 0;
        while let Some(day) = at
            && self.of(day).counts()
        {
            streak += 1;
            at = day.previous();
        }
        streak
    }

    /// The puzzles solved as lines of text (the `records` command): the
    /// streak as of `today`, each day's results, each ladder's climb of its rungs.
    pub fn lines(&self, today: Day, hanoi_rungs: usize, tictactoe_rungs: usize) -> Vec<String> {
        if *self == Self::default() {
            return Vec::new();
        }
        let mut lines = vec![format!("puzzles: streak {} (best {})", self.streak(today), self.best_streak)];
        for (day, r) in &self.days {
            let late = |on_the_day: bool| if on_the_day { "" } else { ", later" };
            let hanoi = match r.hanoi {
                Some(h) => {
                    format!("hanoi {} moves {}{}", h.moves, "*".repeat(h.stars as usize), late(h.on_the_day))
                }
                None => "hanoi not solved".into(),
            };
            let tictactoe = match r.tictactoe {
                Some(t) => format!(
                    "tictactoe solved{}{}",
                    if t.first_try { " at the first try" } else { "" },
                    late(t.on_the_day)
                ),
                None if r.tictactoe_missed => "tictactoe missed".into(),
                None => "tictactoe not solved".into(),
            };
            lines.push(format!("puzzle {day}: {hanoi}; {tictactoe}"));
        }
        let stars: u32 = self.ladders.hanoi.values().map(|&s| s as u32).sum();
        lines.push(format!(
            "hanoi ladder: {} of {hanoi_rungs} solved, {stars} stars",
            self.ladders.hanoi.len()
        ));
        lines.push(format!("tictactoe ladder: {} of {tictactoe_rungs} solved", self.ladders.tictactoe.len()));
        lines
    }

    fn raise_best(&mut self, today: Day) {
        self.best_streak = self.best_streak.max(self.streak(today));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rung_opens_when_the_one_below_is_solved_or_all_are_open() {
        let mut ladders = Ladders::default();
        let game = PuzzleGame::Hanoi;
        assert!(ladders.is_open(game, 0) && !ladders.is_open(game, 1));
        ladders.hanoi_solved(0, 2);
        ladders.hanoi_solved(0, 1);
        assert_eq!(ladders.hanoi[&0], 2, "the best stars stay");
        assert!(ladders.is_open(game, 1) && !ladders.is_open(game, 2));
        assert_eq!(ladders.next(game, 120), 1);
        assert!(!ladders.is_open(PuzzleGame::TicTacToe, 1), "each game climbs its own ladder");
        ladders.all_open = true;
        assert!(ladders.is_open(game, 119));
    }

    fn day(text: &str) -> Day {
        Day::parse(text).unwrap()
    }

    #[test]
    fn a_day_counts_once_both_puzzles_are_solved_on_it() {
        let mut book = PuzzleBook::default();
        let d = day("2026-12-01");
        book.hanoi_solved(d, d, 33, 2);
        assert!(!book.of(d).counts());
        assert_eq!(book.streak(d), 0);
        book.tictactoe_solved(d, d);
        assert!(book.of(d).counts());
        assert_eq!((book.streak(d), book.best_streak), (1, 1));
    }

    #[test]
    fn the_streak_runs_back_from_today_or_yesterday_and_breaks_on_a_gap() {
        let mut book = PuzzleBook::default();
        for d in ["2026-11-27", "2026-11-29", "2026-11-30"] {
            let d = day(d);
            book.hanoi_solved(d, d, 31, 3);
            book.tictactoe_solved(d, d);
        }
        // Today (1 December) still open: the streak is yesterday's.
        assert_eq!(book.streak(day("2026-12-01")), 2);
        // Two days later it is gone; the best stays.
        assert_eq!(book.streak(day("2026-12-02")), 0);
        assert_eq!(book.best_streak, 2);
    }

    #[test]
    fn a_day_solved_later_is_kept_but_does_not_extend_the_streak() {
        let mut book = PuzzleBook::default();
        let (old, today) = (day("2026-11-30"), day("2026-12-01"));
        book.hanoi_solved(old, today, 31, 3);
        book.tictactoe_solved(old, today);
        assert!(book.of(old).done());
        assert!(!book.of(old).counts());
        assert_eq!(book.streak(today), 0);
    }

    #[test]
    fn a_better_solve_replaces_a_worse_one_and_a_worse_one_changes_nothing() {
        let mut book = PuzzleBook::default();
        let d = day("2026-12-01");
        book.hanoi_solved(d, d, 40, 1);
        book.hanoi_solved(d, d, 31, 3);
        book.hanoi_solved(d, d, 35, 1);
        assert_eq!(book.of(d).hanoi, Some(HanoiSolve { moves: 31, stars: 3, on_the_day: true }));
    }

    #[test]
    fn a_miss_before_the_solve_takes_away_the_first_try() {
        let mut book = PuzzleBook::default();
        let d = day("2026-12-01");
        book.tictactoe_missed(d);
        book.tictactoe_solved(d, d);
        assert_eq!(book.of(d).tictactoe, Some(TttSolve { first_try: false, on_the_day: true }));
        let e = day("2026-12-02");
        book.tictactoe_solved(e, e);
        book.tictactoe_missed(e);
        assert_eq!(book.of(e).tictactoe.map(|t| t.first_try), Some(true));
    }
}
