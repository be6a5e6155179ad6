//! Building a table: a walk forward from the empty board that finds every
//! reachable position and its immediate wins, then walks backward, level by
//! level, from the decided positions to the ones that lead to them.

use super::super::rules::{CELLS, RuleSet};
use super::position::{Bits, Indexer, Position};
use super::{LONGEST, LOSS, OPEN, Outcome, PerfectTable, decode};

/// Builds the table of one rule set in resumable slices, so a caller can keep frames short.
#[derive(Clone, Debug)]
pub struct TableBuilder {
    rules: RuleSet,
    ix: Indexer,
    values: Vec<u8>,
    reached: Bits,
    /// Positions found (or decided) at the current level.
    frontier: Bits,
    /// Positions found (or decided) for the next level.
    next: Bits,
    phase: Phase,
    /// Word of the bit set being worked through.
    cursor: usize,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Phase {
    /// Walking forward from the empty board, a level of half-moves at a
    /// time, marking immediate wins and counting moves.
    Reach,
    /// Gathering the immediate wins.
    Seed,
    /// Walking backward from decided positions, a level at a time.
    Retro,
    /// Whatever stayed undecided is a draw.
    Draws,
    Done,
}

impl Default for TableBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl TableBuilder {
    /// A builder for the seed rules that starts from the empty board.
    pub fn new() -> Self {
        Self::for_rules(RuleSet::Seed)
    }

    /// A builder for `rules` that starts from the empty board.
    pub fn for_rules(rules: RuleSet) -> Self {
        let ix = Indexer::of(rules);
        let mut builder = Self {
            rules,
            ix,
            values: vec![0; ix.positions],
            reached: Bits::new(ix.positions),
            frontier: Bits::new(ix.positions),
            next: Bits::new(ix.positions),
            phase: Phase::Reach,
            cursor: 0,
        };
        let empty = Position::from_parts(&[], &[]).index(&ix);
        builder.reached.set(empty);
        builder.frontier.set(empty);
        builder
    }

    /// The rule set being solved.
    pub fn rules(&self) -> RuleSet {
        self.rules
    }

    /// Bytes the builder holds now.
    pub fn size_bytes(&self) -> usize {
        self.values.len() + self.reached.bytes() + self.frontier.bytes() + self.next.bytes()
    }

    /// Moves on to the next level of the walk, or to `then` when there is none.
    fn next_level(&mut self, then: Phase) {
        self.cursor = 0;
        if self.next.is_empty() {
            self.phase = then;
            self.frontier.clear();
        } else {
            std::mem::swap(&mut self.frontier, &mut self.next);
            self.next.clear();
        }
    }

    /// Handles at least `budget` positions (whole words of 64 at a time), or
    /// all that are left; returns true once the table is complete.
    pub fn step(&mut self, budget: usize) -> bool {
        let words = self.values.len().div_ceil(64);
        let mut left = budget;
        while left > 0 {
            match self.phase {
                Phase::Reach | Phase::Retro | Phase::Seed | Phase::Draws if self.cursor >= words => {
                    match self.phase {
                        Phase::Reach => self.next_level(Phase::Seed),
                        Phase::Seed => {
                            // The immediate wins are the first level of the walk back.
                            self.phase = Phase::Retro;
                            self.next_level(Phase::Draws);
                        }
                        Phase::Retro => self.next_level(Phase::Draws),
                        _ => {
                            self.phase = Phase::Done;
                            self.frontier = Bits::new(0);
                            self.next = Bits::new(0);
                        }
                    }
                }
                Phase::Reach => {
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.frontier.in_word(w) {
                        left = left.saturating_sub(1);
                        let pos = Position::from_index(index, &self.ix);
                        let expansion = pos.expand(self.rules, &self.ix);
                        let moves = pos.moves(self.rules);
                        // Known at once: a position with a winning move is won in 1;
                        // otherwise count the moves still open.
                        self.values[index as usize] =
                            if moves & expansion.wins != 0 { 1 } else { OPEN + moves.count_ones() as u8 };
                        let mut moves = moves & !expansion.wins;
                        while moves != 0 {
                            let cell = moves.trailing_zeros() as u8;
                            moves &= moves - 1;
                            let c = expansion.child(cell);
                            if !self.reached.get(c) {
                                self.reached.set(c);
                                self.next.set(c);
                            }
                        }
                    }
                    left = left.saturating_sub(1);
                }
                Phase::Seed => {
                    // The immediate wins, marked while walking forward, start the walk back.
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.reached.in_word(w) {
                        if self.values[index as usize] == 1 {
                            self.next.set(index);
                        }
                    }
                    left = left.saturating_sub(64);
                }
                Phase::Retro => {
                    let w = self.cursor;
                    self.cursor += 1;
                    for index in self.frontier.in_word(w) {
                        left = left.saturating_sub(1);
                        self.retro(index);
                    }
                    left = left.saturating_sub(1);
                }
                Phase::Draws => {
                    let w = self.cursor;
                    self.cursor += 1;
                    let end = (w * 64 + 64).min(self.values.len());
                    for v in &mut self.values[w * 64..end] {
                        if *v >= OPEN {
                            *v = 0;
                        }
                    }
                    left = left.saturating_sub(64);
                }
                Phase::Done => return true,
            }
        }
        self.phase == Phase::Done
    }

    /// Passes the decided value of `index` on to the positions that lead to it.
    fn retro(&mut self, index: u32) {
        let value = decode(self.values[index as usize]);
        let pos = Position::from_index(index, &self.ix);
        let mut parents = [0u32; CELLS + 2];
        let mut count = 0;
        pos.for_each_parent(self.rules, |parent| {
            parents[count] = parent.index(&self.ix);
            count += 1;
        });
        for &parent in &parents[..count] {
            let p = parent as usize;
            if !self.reached.get(parent) || self.values[p] < OPEN {
                continue;
            }
            match value {
                // A move into a lost position wins for the parent, at the first (shortest) chance.
                Outcome::Loss(n) => {
                    self.values[p] = (n + 1).min(LONGEST);
                    self.next.set(parent);
                }
                // One more of the parent's moves leads to a loss; when none is left, the parent is lost.
                Outcome::Win(n) => {
                    self.values[p] -= 1;
                    if self.values[p] == OPEN {
                        self.values[p] = LOSS + (n + 1).min(LONGEST);
                        self.next.set(parent);
                    }
                }
                Outcome::Draw => {}
            }
        }
    }

    /// The finished table (building whatever is left first).
    pub fn finish(mut self) -> PerfectTable {
        while !self.step(usize::MAX) {}
        let reachable = self.reached.count();
        PerfectTable { rules: self.rules, ix: self.ix, values: self.values, reached: self.reached, reachable }
    }
}
