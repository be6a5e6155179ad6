//! Positions as the table sees them: the mover's stones and the
//! opponent's, oldest first, numbered densely so that one byte per number
//! holds a value; the moves from a position and the positions before it.

use super::super::rules::{ALL_CELLS, CELLS, Game, LINE_MASKS, MOST_STONES, RuleSet, has_line};

/// P(n, k): ordered choices of k out of n.
pub(super) const fn arrangements(n: usize, k: usize) -> u32 {
    let mut p = 1;
    let mut i = 0;
    while i < k {
        p *= (n - i) as u32;
        i += 1;
    }
    p
}

/// `ARRANGEMENTS[n][k]` = P(n, k), looked up rather than multiplied out in the inner loops.
pub(super) const ARRANGEMENTS: [[u32; CELLS + 1]; CELLS + 1] = {
    let mut table = [[0; CELLS + 1]; CELLS + 1];
    let mut n = 0;
    while n <= CELLS {
        let mut k = 0;
        while k <= n {
            table[n][k] = arrangements(n, k);
            k += 1;
        }
        n += 1;
    }
    table
};

/// `⌈2^40 / P(n, k)⌉`, so that `x / P(n, k) == (x · r) >> 40` for any x below 2^20.
pub(super) const RECIPROCALS: [[u64; CELLS + 1]; CELLS + 1] = {
    let mut table = [[0; CELLS + 1]; CELLS + 1];
    let mut n = 0;
    while n <= CELLS {
        let mut k = 0;
        while k <= n {
            table[n][k] = (1u64 << 40).div_ceil(ARRANGEMENTS[n][k] as u64);
            k += 1;
        }
        n += 1;
    }
    table
};

/// `WINNING_CELLS[m]`: the cells that complete a line when added to the stones of mask `m`.
pub(super) const WINNING_CELLS: [u16; 1 << CELLS] = {
    let mut table = [0u16; 1 << CELLS];
    let mut m: usize = 0;
    while m < 1 << CELLS {
        let mut c = 0;
        while c < CELLS {
            let with = (m | 1 << c) as u16;
            let mut l = 0;
            while l < LINE_MASKS.len() {
                if with & LINE_MASKS[l] == LINE_MASKS[l] {
                    table[m] |= 1 << c;
                }
                l += 1;
            }
            c += 1;
        }
        m += 1;
    }
    table
};

/// Everything the moves of one position share: which of them win, and the
/// index of the position after any other move but for the new stone's own part.
pub(super) struct Expansion {
    /// Moves that win at once.
    pub(super) wins: u16,
    /// Index of the child without the last stone's contribution.
    pub(super) base: u32,
    /// Cells used before the last stone, in the child's order.
    pub(super) used: u16,
}

impl Expansion {
    /// Index of the position after a (non-winning) move on `cell`.
    pub(super) fn child(&self, cell: u8) -> u32 {
        self.base + cell as u32 - (self.used & ((1 << cell) - 1)).count_ones()
    }
}

/// Dense numbering of the positions with up to `stones` stones a side.
#[derive(Clone, Copy, Debug)]
pub(super) struct Indexer {
    /// Where the block of positions with `a` own and `b` opposing stones starts.
    pub(super) block_start: [[u32; MOST_STONES + 1]; MOST_STONES + 1],
    pub(super) stones: usize,
    pub(super) positions: usize,
}

impl Indexer {
    pub(super) const fn new(stones: usize) -> Self {
        let mut block_start = [[0; MOST_STONES + 1]; MOST_STONES + 1];
        let mut next = 0;
        let mut a = 0;
        while a <= stones {
            let mut b = 0;
            while b <= stones {
                block_start[a][b] = next;
                next += arrangements(CELLS, a + b);
                b += 1;
            }
            a += 1;
        }
        Self { block_start, stones, positions: next as usize }
    }

    pub(super) const fn of(rules: RuleSet) -> Self {
        match rules.stones() {
            3 => THREE,
            _ => FOUR,
        }
    }
}

pub(super) const THREE: Indexer = Indexer::new(3);
pub(super) const FOUR: Indexer = Indexer::new(4);

/// A position from the mover's side: own stones and the opponent's, oldest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Position {
    cells: [u8; 2 * MOST_STONES],
    mine: u8,
    theirs: u8,
}

pub(super) fn mask_of(cells: &[u8]) -> u16 {
    cells.iter().fold(0, |m, &c| m | 1 << c)
}

impl Position {
    pub(super) fn of(game: &Game) -> Self {
        Self::from_parts(game.stones(game.turn()).cells(), game.stones(game.turn().other()).cells())
    }

    pub(super) fn from_parts(mine: &[u8], theirs: &[u8]) -> Self {
        let mut cells = [0; 2 * MOST_STONES];
        cells[..mine.len()].copy_from_slice(mine);
        cells[mine.len()..mine.len() + theirs.len()].copy_from_slice(theirs);
        Self { cells, mine: mine.len() as u8, theirs: theirs.len() as u8 }
    }

    pub(super) fn mine(&self) -> &[u8] {
        &self.cells[..self.mine as usize]
    }

    pub(super) fn theirs(&self) -> &[u8] {
        &self.cells[self.mine as usize..(self.mine + self.theirs) as usize]
    }

    pub(super) fn occupied(&self) -> u16 {
        mask_of(&self.cells[..(self.mine + self.theirs) as usize])
    }

    /// Dense index: the block for the stone counts, then the rank of the cell
    /// sequence among all ordered choices of that many cells.
    pub(super) fn index(&self, ix: &Indexer) -> u32 {
        let k = (self.mine + self.theirs) as usize;
        let mut used = 0u16;
        let mut rank = 0;
        for (i, &c) in self.cells[..k].iter().enumerate() {
            let below = c as u32 - (used & ((1 << c) - 1)).count_ones();
            rank += below * ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            used |= 1 << c;
        }
        ix.block_start[self.mine as usize][self.theirs as usize] + rank
    }

    pub(super) fn from_index(index: u32, ix: &Indexer) -> Self {
        let (mut mine, mut theirs) = (0, 0);
        for a in 0..=ix.stones {
            for b in 0..=ix.stones {
                if ix.block_start[a][b] <= index {
                    (mine, theirs) = (a, b);
                }
            }
        }
        let k = mine + theirs;
        let mut rest = index - ix.block_start[mine][theirs];
        let mut cells = [0; 2 * MOST_STONES];
        let mut free = ALL_CELLS;
        for (i, cell) in cells[..k].iter_mut().enumerate() {
            // rest / step by a multiplication (exact for numbers below 2^20).
            let step = ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            let nth = ((rest as u64 * RECIPROCALS[CELLS - 1 - i][k - 1 - i]) >> 40) as u32;
            rest -= nth * step;
            // The nth free cell.
            let mut left = free;
            for _ in 0..nth {
                left &= left - 1;
            }
            let c = left.trailing_zeros() as u8;
            *cell = c;
            free &= !(1 << c);
        }
        Self { cells, mine: mine as u8, theirs: theirs as u8 }
    }

    /// Cells the mover may play, as a bit mask.
    pub(super) fn moves(&self, rules: RuleSet) -> u16 {
        let mut free = ALL_CELLS & !self.occupied();
        if rules.frees_oldest_cell() && self.mine as usize == rules.stones() {
            free |= 1 << self.cells[0];
        }
        free
    }

    /// What the moves from here share (see [`Expansion`]).
    pub(super) fn expand(&self, rules: RuleSet, ix: &Indexer) -> Expansion {
        let mine = self.mine();
        let at_limit = mine.len() == rules.stones();
        // Remove-first and four: the oldest goes before the new stone is placed.
        let kept = if rules.removes_first() && at_limit { &mine[1..] } else { mine };
        let wins = WINNING_CELLS[mask_of(kept) as usize];
        // Seed: a move that makes no line removes the oldest of four afterwards.
        let kept = if !rules.removes_first() && at_limit { &mine[1..] } else { kept };
        let theirs = self.theirs();
        let k = theirs.len() + kept.len() + 1;
        let mut used = 0u16;
        let mut rank = 0;
        for (i, &c) in theirs.iter().chain(kept).enumerate() {
            let below = c as u32 - (used & ((1 << c) - 1)).count_ones();
            rank += below * ARRANGEMENTS[CELLS - 1 - i][k - 1 - i];
            used |= 1 << c;
        }
        Expansion { wins, base: ix.block_start[theirs.len()][kept.len() + 1] + rank, used }
    }

    /// The position after a move on `cell`, seen by the opponent; `None` if
    /// the move wins. The long way round, to check [`Position::expand`].
    #[cfg(test)]
    pub(super) fn child(&self, rules: RuleSet, cell: u8) -> Option<Self> {
        let mut stones = [0; MOST_STONES + 1];
        let mine = self.mine();
        let mut len = 0;
        // Remove-first and four: the oldest goes before the new stone is placed.
        let skip = usize::from(rules.removes_first() && mine.len() == rules.stones());
        for &c in &mine[skip..] {
            stones[len] = c;
            len += 1;
        }
        stones[len] = cell;
        len += 1;
        if has_line(mask_of(&stones[..len])) {
            return None;
        }
        // Seed: only a move that makes no line removes the oldest of four.
        let start = usize::from(len > rules.stones());
        Some(Self::from_parts(self.theirs(), &stones[start..len]))
    }

    /// Calls `visit` with each position from which the opponent's last
    /// stone, played without winning, led here.
    pub(super) fn for_each_parent(&self, rules: RuleSet, mut visit: impl FnMut(Self)) {
        let theirs = self.theirs();
        let Some((_, before)) = theirs.split_last() else {
            return;
        };
        // The stone joined fewer than the limit: nothing vanished.
        visit(Self::from_parts(before, self.mine()));
        if theirs.len() < rules.stones() {
            return;
        }
        // Or it was one beyond the limit and an older stone x vanished.
        let last = *theirs.last().unwrap_or(&0);
        let mut candidates = ALL_CELLS & !self.occupied();
        if rules.frees_oldest_cell() {
            // The new stone may have gone on the cell of the one it replaced.
            candidates |= 1 << last;
        }
        while candidates != 0 {
            let x = candidates.trailing_zeros() as u8;
            candidates &= candidates - 1;
            // Seed: the line check saw x too, so x must not have completed a line.
            if !rules.removes_first() && has_line(mask_of(theirs) | 1 << x) {
                continue;
            }
            let mut with_oldest = [x; MOST_STONES];
            with_oldest[1..theirs.len()].copy_from_slice(before);
            visit(Self::from_parts(&with_oldest[..theirs.len()], self.mine()));
        }
    }
}

/// A bit per position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Bits(pub(super) Vec<u64>);

impl Bits {
    pub(super) fn new(len: usize) -> Self {
        Self(vec![0; len.div_ceil(64)])
    }

    pub(super) fn get(&self, i: u32) -> bool {
        self.0[i as usize / 64] & (1 << (i % 64)) != 0
    }

    pub(super) fn set(&mut self, i: u32) {
        self.0[i as usize / 64] |= 1 << (i % 64);
    }

    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    pub(super) fn clear(&mut self) {
        self.0.iter_mut().for_each(|w| *w = 0);
    }

    pub(super) fn count(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    pub(super) fn bytes(&self) -> usize {
        self.0.len() * 8
    }

    /// The set positions in word `w`.
    pub(super) fn in_word(&self, w: usize) -> impl Iterator<Item = u32> + use<> {
        let mut word = self.0[w];
        std::iter::from_fn(move || {
            (word != 0).then(|| {
                let bit = word.trailing_zeros();
                word &= word - 1;
                w as u32 * 64 + bit
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_shortcut_to_a_childs_index_is_the_long_way_round() {
        for rules in RuleSet::ALL {
            let ix = Indexer::of(rules);
            // Every 37th slot, whatever the position looks like.
            for index in (0..ix.positions as u32).step_by(37) {
                let pos = Position::from_index(index, &ix);
                assert_eq!(pos.index(&ix), index);
                let expansion = pos.expand(rules, &ix);
                let mut moves = pos.moves(rules);
                while moves != 0 {
                    let cell = moves.trailing_zeros() as u8;
                    moves &= moves - 1;
                    match pos.child(rules, cell) {
                        None => assert!(expansion.wins & (1 << cell) != 0, "{rules}: {pos:?} + {cell} wins"),
                        Some(child) => {
                            assert!(expansion.wins & (1 << cell) == 0, "{rules}: {pos:?} + {cell}");
                            assert_eq!(expansion.child(cell), child.index(&ix), "{rules}: {pos:?} + {cell}");
                        }
                    }
                }
            }
        }
    }
}
